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
	shapeArgs
}

func (a resizeArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a resizeArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func resizeSession(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("resize_session",
		"Resize the terminal (SIGWINCH); returns the screen once the program redrew.",
		schema[resizeArgs]([]string{"session_id", "cols", "rows"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Resize the terminal", IdempotentHint: mcp.ToBoolPtr(true)},
	)
	check := func(a *resizeArgs) error { return checkSize(a.Cols, a.Rows, false) }
	return tool, onSession(src, "resize_session", 5*time.Second, check, func(ctx context.Context, c call[resizeArgs]) (*mcp.CallToolResult, error) {
		a := c.args
		v, err := c.s.Resize(session.WithMark(ctx, fmt.Sprintf("resize_session %dx%d", a.Cols, a.Rows)), a.Cols, a.Rows, c.wait)
		return sendResult(v, err, a.shapeFor(Delta))
	})
}
