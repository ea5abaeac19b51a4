package tools

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type resizeArgs struct {
	SessionID string `json:"session_id"`
	Cols      int    `json:"cols"`
	Rows      int    `json:"rows"`
	TimeoutMs int    `json:"timeout_ms,omitempty"`
	Delta     bool   `json:"delta,omitempty"`
}

func resizeSession(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("resize_session",
		"Resize the terminal (the program gets SIGWINCH) and return the screen after it redraws.",
		schema[resizeArgs]([]string{"session_id", "cols", "rows"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Resize the terminal", IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[resizeArgs]("resize_session", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, 5*time.Second)
		if err != nil {
			return fail(err, nil)
		}
		if err := checkSize(a.Cols, a.Rows, false); err != nil {
			return fail(err, nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		v, err := s.Resize(session.WithMark(ctx, fmt.Sprintf("resize_session %dx%d", a.Cols, a.Rows)), a.Cols, a.Rows, wait)
		return sendResult(v, err, formOf(a.Delta))
	}
}
