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
	// Lost and LostWhy tell a client that resumes after a restart that the
	// sessions it knew are gone, and why.
	Lost    []session.Lost `json:"lost,omitempty" jsonschema:"sessions an earlier session host held when it ended without closing them; their processes ended"`
	LostWhy string         `json:"lost_why,omitempty"`
}

func listSessions(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("list_sessions",
		"List the open sessions: id, name, command, pid, state, mode, program, size, created, idle time, "+
			"who opened it and its last activity, and the people attached. Sessions outlive the client that opened "+
			"them: after a restart, resume one by its id.",
		schema[listArgs](nil),
		schema[listResult](nil),
		mcp.ToolAnnotation{Title: "List sessions", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := bind[listArgs]("list_sessions", req); err != nil {
			return fail(err, nil)
		}
		res := listResult{Sessions: m.List()}
		res.LostWhy, res.Lost = m.Lost()
		if len(res.Lost) == 0 {
			res.LostWhy = ""
		}
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
			if s.OpenedBy != "" {
				fmt.Fprintf(&b, "\topened by %s", s.OpenedBy)
			}
			if len(s.Attached) > 0 {
				fmt.Fprintf(&b, "\t%d attached", len(s.Attached))
			}
		}
		if len(res.Lost) > 0 {
			var ids []string
			for _, l := range res.Lost {
				ids = append(ids, l.SessionID+" ("+l.Command+")")
			}
			fmt.Fprintf(&b, "\nlost: %s; %s; their processes ended", strings.Join(ids, ", "), res.LostWhy)
		}
		return mcp.NewToolResultStructured(res, b.String()), nil
	}
}
