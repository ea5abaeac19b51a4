package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type readArgs struct {
	SessionID     string  `json:"session_id"`
	Scrollback    int     `json:"scrollback,omitempty" jsonschema:"how many lines above the screen to include"`
	SinceRevision *uint64 `json:"since_revision,omitempty" jsonschema:"the revision you already have: when the screen is still at it, no lines are returned"`
}

func readScreen(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("read_screen",
		"Return a session's screen now, without sending anything or waiting; with scrollback, "+
			"also that many lines above the screen. Works on exited sessions too.",
		schema[readArgs]([]string{"session_id"},
			prop{"scrollback", map[string]any{"minimum": 0, "maximum": maxScrollbackRead, "default": 0}},
			prop{"since_revision", map[string]any{"minimum": 0}},
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Read the screen", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[readArgs]("read_screen", req)
		if err != nil {
			return fail(err, nil)
		}
		if a.Scrollback < 0 || a.Scrollback > maxScrollbackRead {
			return fail(argErrorf("scrollback must be between 0 and %d lines", maxScrollbackRead), nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		return screenResult(s.Read(a.Scrollback, a.SinceRevision)), nil
	}
}
