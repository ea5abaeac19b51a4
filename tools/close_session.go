package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type closeArgs struct {
	SessionID string `json:"session_id"`
	Force     bool   `json:"force,omitempty" jsonschema:"no grace period"`
	Delta     bool   `json:"delta,omitempty"`
}

func closeSession(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("close_session",
		"End a session's whole process tree, setsid'ed and nohup'ed children included (HUP, TERM, then KILL after a grace period; at once with force); returns how it ended and its final screen.",
		schema[closeArgs]([]string{"session_id"}),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Close a session", DestructiveHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[closeArgs]("close_session", req)
		if err != nil {
			return fail(err, nil)
		}
		if a.SessionID == "" {
			return fail(argErrorf("session_id is required; list_sessions shows the open sessions"), nil)
		}
		v, err := m.CloseSession(a.SessionID, a.Force)
		return sendResult(v, err, formOf(a.Delta))
	}
}
