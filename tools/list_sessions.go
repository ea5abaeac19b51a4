package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

type listArgs struct{}

// maxCommandBytes caps a session's command line in list_sessions.
const maxCommandBytes = 512

func listSessions(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("list_sessions",
		"The open sessions (id, name, program, state, mode, size, idle time, people attached); "+
			"they outlive their client: resume one by id.",
		schema[listArgs](nil),
		outputSchema[List]("sessions", "lost"),
		mcp.ToolAnnotation{Title: "List sessions", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := bind[listArgs]("list_sessions", req); err != nil {
			return fail(err, nil)
		}
		lostWhy, lost := m.Lost()
		rows := make([]SessionRow, 0, len(m.List()))
		for _, i := range m.List() {
			rows = append(rows, SessionRowOf(i))
		}
		far, notes := farRows(ctx, src.far)
		return listed(append(rows, far...), lostWhy, lost, notes), nil
	}
}

// listed renders the rows of list_sessions (this host's, then the
// machines'), the sessions an earlier host lost and notes (the machines
// that did not answer), within MaxResultBytes; each field a program or
// agent chose is capped and written on one line.
func listed(rows []SessionRow, lostWhy string, lost []session.Lost, notes []string) *mcp.CallToolResult {
	res := List{Sessions: []SessionRow{}, Notes: notes}
	var b strings.Builder
	if len(rows) == 0 {
		b.WriteString("no sessions are open; open_session starts one")
	}
	left := budget
	for i, s := range rows {
		var notes []string
		capField(&s.Command, maxCommandBytes, s.SessionID+" command", &notes)
		capField(&s.Program, maxLabelBytes, s.SessionID+" program", &notes)
		capField(&s.Name, maxLabelBytes, s.SessionID+" name", &notes)
		capField(&s.OpenedBy, maxLabelBytes, s.SessionID+" opened_by", &notes)
		capField(&s.Recording, maxCommandBytes, s.SessionID+" recording", &notes)
		row := fmt.Sprintf("%s\t%s\t%s\t%s\t%s\tpid %d\t%dx%d\tidle %.0fs\t%s",
			oneLine(s.SessionID), oneLine(s.Name), oneLine(s.Program), oneLine(s.Mode), oneLine(string(s.State)), s.PID, s.Cols, s.Rows, s.IdleSec, oneLine(s.Command))
		if s.OpenedBy != "" {
			row += "\topened by " + oneLine(s.OpenedBy)
		}
		if len(s.Attached) > 0 {
			row += fmt.Sprintf("\t%d attached", len(s.Attached))
		}
		cost := 2*(jsonLen(row)+jsonLen(s.Recording)) + 512 + 256*len(s.Attached)
		if cost > left {
			res.Notes = append(res.Notes, fmt.Sprintf("%d more sessions are open but not listed: the list is over the result cap (%s); close some",
				len(rows)-i, size(MaxResultBytes)))
			break
		}
		left -= cost
		res.Sessions = append(res.Sessions, s)
		res.Notes = append(res.Notes, notes...)
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(row)
	}
	if len(lost) > 0 {
		var ids []string
		for _, l := range lost {
			l.Command, l.Name = spell.Out(l.Command), spell.Out(l.Name) // read back from an earlier host's file
			capField(&l.Command, maxLabelBytes, l.SessionID+" command", &res.Notes)
			capField(&l.Name, maxLabelBytes, l.SessionID+" name", &res.Notes)
			cost := 4*(jsonLen(l.Command)+jsonLen(l.Name)) + 256
			if cost > left {
				res.Notes = append(res.Notes, "more sessions were lost than a result can list")
				break
			}
			left -= cost
			res.Lost = append(res.Lost, LostSession(l))
			ids = append(ids, oneLine(l.SessionID)+" ("+oneLine(l.Command)+")")
		}
		res.LostWhy = lostWhy
		fmt.Fprintf(&b, "\nlost: %s; %s; their processes ended", strings.Join(ids, ", "), oneLine(lostWhy))
	}
	writeNotes(&b, res.Notes)
	return mcp.NewToolResultStructured(res, b.String())
}
