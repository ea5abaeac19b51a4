package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type listArgs struct{}

type listResult struct {
	Sessions []session.Info `json:"sessions"`
}

func listSessions(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("list_sessions",
		"List the open sessions: id, name, command, pid, state, mode, program, size, created, idle time.",
		schema[listArgs](nil),
		schema[listResult](nil),
		mcp.ToolAnnotation{Title: "List sessions", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := bind[listArgs]("list_sessions", req); err != nil {
			return fail(err, nil)
		}
		res := listResult{Sessions: m.List()}
		var b strings.Builder
		if len(res.Sessions) == 0 {
			b.WriteString("no sessions are open; open_session starts one")
		}
		for i, s := range res.Sessions {
			if i > 0 {
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\tpid %d\t%dx%d\tidle %.0fs\t%s",
				s.SessionID, s.Name, s.Program, s.Mode, s.State, s.PID, s.Cols, s.Rows, s.IdleSec, s.Command)
		}
		return mcp.NewToolResultStructured(res, b.String()), nil
	}
}
