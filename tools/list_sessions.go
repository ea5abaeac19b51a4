package tools

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

// listArgs are the arguments list_sessions offers. tools/list is in every
// conversation that loads agentty (and within 12,000 characters): one
// filter, match, stands for the four the rows are found by.
type listArgs struct {
	Match  string `json:"match,omitempty"`
	Cursor string `json:"cursor,omitempty"`
}

// listCall is what list_sessions takes: its arguments and limit, the rows
// of a page, which a host gives when it lists a machine's sessions
// (ListAll) and agents leave out (listDefault).
type listCall struct {
	listArgs
	Limit int `json:"limit,omitempty"`
}

// maxCommandBytes caps a session's command line in list_sessions.
const maxCommandBytes = 512

// A page of list_sessions holds listDefault rows unless limit says
// otherwise, and MaxListLimit at most: what an agent reads at once stays
// short whatever the host holds, and the rest is a count and a cursor.
// MaxListLimit is what a host asks of a machine's host to list all its
// sessions (as many as a machine's list is shown of: maxFarRows).
const (
	listDefault  = 20
	MaxListLimit = maxFarRows
)

// ListAll are the arguments of list_sessions that ask for every session
// (up to MaxListLimit) in one page: what a host asks a machine's host for.
func ListAll() map[string]any { return map[string]any{"limit": MaxListLimit} }

func listSessions(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("list_sessions",
		"Sessions, newest first, 20 a page after cursor; match: part of name, program, state, opener",
		schema[listArgs](nil),
		outputSchema[List]("sessions", "lost"),
		mcp.ToolAnnotation{Title: "List sessions", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := bind[listCall]("list_sessions", req)
		if err != nil {
			return fail(err, nil)
		}
		f, err := newListFilter(args)
		if err != nil {
			return fail(err, nil)
		}
		lostWhy, lost := m.Lost()
		far, notes := farRows(ctx, src.far)
		p, err := f.page(m.Sessions(), far)
		if err != nil {
			return fail(err, nil)
		}
		return listed(p, lostWhy, lost, notes), nil
	}
}

// listFilter is what list_sessions was asked for: which sessions, and
// which page of them.
type listFilter struct {
	match  string // a part of a session's name, program, state or opened_by, compared without case
	limit  int
	cursor string // the last row of the page before
}

func newListFilter(a listCall) (listFilter, error) {
	f := listFilter{match: strings.ToLower(a.Match), limit: a.Limit, cursor: a.Cursor}
	switch {
	case f.limit <= 0:
		f.limit = listDefault
	case f.limit > MaxListLimit:
		f.limit = MaxListLimit
	}
	return f, nil
}

// looks says whether the filter needs a session's look at the kernel and
// screen (its state, its program) to tell whether one whose name and
// opener do not match does.
func (f listFilter) looks() bool { return f.match != "" }

// keeps says whether a session whose name and opener are these matches
// without a look.
func (f listFilter) keeps(name, openedBy string) bool {
	return f.match == "" || f.in(name) || f.in(openedBy)
}

// in says whether match is a part of s.
func (f listFilter) in(s string) bool { return strings.Contains(strings.ToLower(s), f.match) }

// matches says whether a whole row matches.
func (f listFilter) matches(r SessionRow) bool {
	return f.match == "" || f.in(r.Name) || f.in(r.Program) || f.in(string(r.State)) || f.in(r.OpenedBy)
}

// String is the filter as the text says it ("" for none).
func (f listFilter) String() string {
	if f.match == "" {
		return ""
	}
	return strconv.Quote(f.match)
}

// listPage is one page of list_sessions.
type listPage struct {
	rows    []SessionRow
	open    int    // sessions open here
	matched int    // rows that match, here and on the machines
	more    int    // of those, after this page
	next    string // the cursor to the next page
	filter  string
}

// page picks the page f asks for: this host's sessions newest first (ss
// oldest first, as Manager.Sessions gives them), then the machines' rows
// (far). It looks at a session (Info: the kernel, the screen) only when it
// is shown, or when match is in neither its name nor its opener (it may be
// in its state or program, which only a look tells): listing a page of a
// thousand sessions looks at the page's.
func (f listFilter) page(ss []*session.Session, far []SessionRow) (listPage, error) {
	p := listPage{open: len(ss), filter: f.String()}
	// Where the page starts: after the cursor's row. A session of this
	// host closed since is passed by its number; a machine's row must be
	// there still.
	localFrom, farFrom := -1, 0
	switch {
	case f.cursor == "":
	case isLocalID(f.cursor):
		localFrom = idNumber(f.cursor)
	default:
		localFrom = 0 // none of this host's
		i := slices.IndexFunc(far, func(r SessionRow) bool { return r.SessionID == f.cursor })
		if i < 0 {
			return p, argErrorf("cursor %s names no session listed now; list_sessions without cursor starts from the newest", clipArg(f.cursor))
		}
		farFrom = i + 1
	}
	take := func(r SessionRow) {
		p.matched++
		if len(p.rows) < f.limit {
			p.rows = append(p.rows, r)
			return
		}
		if p.more == 0 {
			p.next = p.rows[len(p.rows)-1].SessionID
		}
		p.more++
	}
	// Newest first. Those the filter keeps by their name or opener need
	// no look unless shown; the others are looked at, all at once.
	newest := make([]*session.Session, 0, len(ss))
	var unsure []*session.Session
	for i := len(ss) - 1; i >= 0; i-- {
		newest = append(newest, ss[i])
		if !f.keeps(spell.Out(ss[i].Name()), spell.Out(ss[i].OpenedBy())) {
			unsure = append(unsure, ss[i])
		}
	}
	looked := map[*session.Session]SessionRow{}
	if f.looks() {
		for i, r := range lookAll(unsure) {
			looked[unsure[i]] = r
		}
	}
	for _, s := range newest {
		r, ok := looked[s]
		after := localFrom < 0 || idNumber(s.ID()) < localFrom
		switch {
		case ok && !f.matches(r):
		case !ok && !f.keeps(spell.Out(s.Name()), spell.Out(s.OpenedBy())):
		case !after:
			p.matched++ // before the cursor: counted
		case ok:
			take(r)
		case len(p.rows) == f.limit:
			take(SessionRow{SessionID: s.ID()}) // counted after the page, not looked at
		default:
			take(SessionRowOf(s.Info()))
		}
	}
	for i, r := range far {
		if !f.matches(r) {
			continue
		}
		if i < farFrom {
			p.matched++
			continue
		}
		take(r)
	}
	return p, nil
}

// lookAll returns the rows of ss, looked at on every processor
// (session.Infos): a match by state or program looks at every session.
func lookAll(ss []*session.Session) []SessionRow {
	infos := session.Infos(ss)
	rows := make([]SessionRow, len(infos))
	for i, info := range infos {
		rows[i] = SessionRowOf(info)
	}
	return rows
}

// isLocalID says whether id has the form of this host's session ids.
func isLocalID(id string) bool {
	digits, ok := strings.CutPrefix(id, "s")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// idNumber is the number of a session id of this host ("s12": 12).
func idNumber(id string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(id, "s"))
	return n
}

// listed renders a page of list_sessions (this host's rows, then the
// machines'), the sessions an earlier host lost and notes (the machines
// that did not answer), within MaxResultBytes; each field a program or
// agent chose is capped and written on one line. The text starts with a
// line saying how many sessions there are and how to reach the rest.
func listed(p listPage, lostWhy string, lost []session.Lost, notes []string) *mcp.CallToolResult {
	res := List{Sessions: []SessionRow{}, Notes: notes, Matched: p.matched}
	var rows strings.Builder
	left := budget
	shown := 0
	for i, s := range p.rows {
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
			// Over the result's cap: the page ends here, and the
			// cursor goes on from its last row.
			p.more += len(p.rows) - i
			if i > 0 {
				p.next = p.rows[i-1].SessionID
			}
			res.Notes = append(res.Notes, fmt.Sprintf("the page ends after %d rows, at the result cap (%s)", i, size(MaxResultBytes)))
			break
		}
		left -= cost
		res.Sessions = append(res.Sessions, s)
		res.Notes = append(res.Notes, notes...)
		rows.WriteString("\n" + row)
		shown++
	}
	if p.more > 0 {
		res.NextCursor = p.next
	}
	var b strings.Builder
	b.WriteString(listHeader(p, shown))
	b.WriteString(rows.String())
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

// listHeader is the first line of list_sessions' text: how many sessions
// match, how many are shown, and the cursor to the rest.
func listHeader(p listPage, shown int) string {
	var b strings.Builder
	switch {
	case p.matched == 0 && p.filter == "" && p.open == 0:
		return "no sessions are open; open_session starts one"
	case p.filter == "":
		fmt.Fprintf(&b, "%d sessions", p.matched)
	default:
		fmt.Fprintf(&b, "%d sessions match %s", p.matched, oneLine(p.filter))
	}
	if p.open != p.matched {
		fmt.Fprintf(&b, " (%d open here)", p.open)
	}
	if shown > 0 {
		b.WriteString(", newest first")
	}
	if p.more > 0 {
		fmt.Fprintf(&b, "; %d shown, %d more: list_sessions with cursor %q", shown, p.more, p.next)
	}
	return b.String()
}
