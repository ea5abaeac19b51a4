package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type closeArgs struct {
	SessionID string `json:"session_id"`
	Force     bool   `json:"force,omitempty" jsonschema:"no grace period"`
	shapeArgs
}

func (a closeArgs) target() (string, int) { return a.SessionID, 0 }

func (a closeArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func closeSession(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("close_session",
		"End a session's whole process tree, setsid'ed children too (HUP, TERM, then KILL); "+
			"returns how it ended and its final screen. Not needed once a result showed an ended program's final screen.",
		schema[closeArgs]([]string{"session_id"}),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Close a session", DestructiveHint: mcp.ToBoolPtr(true)},
	)
	return tool, onSession(src, "close_session", 0, nil, func(ctx context.Context, c call[closeArgs]) (*mcp.CallToolResult, error) {
		v, err := m.CloseSession(c.s.ID(), c.args.Force)
		// The rows the agent has seen are not sent again, unless it
		// asks for the whole screen with delta false.
		return sendResult(v, err, c.args.shapeFor(Delta))
	})
}
