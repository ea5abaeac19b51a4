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
	shapeArgs
}

func (a signalArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a signalArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func sendSignal(src *source) (mcp.Tool, server.ToolHandlerFunc) {
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
	check := func(a *signalArgs) error {
		if _, ok := session.Signals[signalName(a.Signal)]; !ok {
			return argErrorf("signal %s is not one of %s", clipArg(a.Signal), strings.Join(names, ", "))
		}
		return nil
	}
	return tool, onSession(src, "send_signal", 5*time.Second, check, func(ctx context.Context, c call[signalArgs]) (*mcp.CallToolResult, error) {
		name := signalName(c.args.Signal)
		v, err := c.s.Signal(session.WithMark(ctx, "send_signal "+name), session.Signals[name], c.wait)
		return sendResult(v, err, c.args.shapeFor(Delta))
	})
}

// signalName is the name send_signal looks up in session.Signals: upper
// case, without SIG.
func signalName(arg string) string { return strings.TrimPrefix(strings.ToUpper(arg), "SIG") }
