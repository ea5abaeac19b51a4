package tools

import (
	"context"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type signalArgs struct {
	SessionID string `json:"session_id"`
	Signal    string `json:"signal"`
	TimeoutMs int    `json:"timeout_ms,omitempty"`
	Delta     bool   `json:"delta,omitempty"`
}

func sendSignal(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	names := slices.Sorted(maps.Keys(session.Signals))
	tool := rawTool("send_signal",
		"Signal the foreground process group (INT is Ctrl-C's) and return the screen once it settles or exits.",
		schema[signalArgs]([]string{"session_id", "signal"},
			prop{"signal", map[string]any{"enum": names}},
			timeoutProp(5000),
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Send a signal", DestructiveHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[signalArgs]("send_signal", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, 5*time.Second)
		if err != nil {
			return fail(err, nil)
		}
		name := strings.TrimPrefix(strings.ToUpper(a.Signal), "SIG")
		sig, ok := session.Signals[name]
		if !ok {
			return fail(argErrorf("signal %s is not one of %s", clipArg(a.Signal), strings.Join(names, ", ")), nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		v, err := s.Signal(session.WithMark(ctx, "send_signal "+name), sig, wait)
		return sendResult(v, err, formOf(a.Delta))
	}
}
