package tools

import (
	"bytes"
	"cmp"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

// Machines are the session hosts of other machines: a source of sessions
// beside this host's manager. open_session with machine, and a call on a
// session MACHINE:ID, go to that machine's host (package machine reaches
// it over a link); its result comes back as the wire type it is, and is
// spelled out, bounded and rendered here as a local result is. No result
// text of a machine is passed on as it came.
type Machines interface {
	// Call calls tool on machine's session host with args, whose
	// session_id is the id there. A result that is an error is a result
	// with IsError; a call that got no answer (the link dropped, or the
	// answer was over its bound, when the link is dropped too) is an
	// error naming the machine; the next call makes the link again.
	Call(ctx context.Context, machine, tool string, args any) (*mcp.CallToolResult, error)
	// Lists asks the machines for their sessions: those in use, and the
	// others named where a session host runs already; a machine where none
	// runs is left out.
	Lists(ctx context.Context) []MachineList
	// QuestionURL is where this host's page shows question id, asked in a
	// session on machine, until until; "" when this host serves no page.
	QuestionURL(machine, id string, until time.Time) string
}

// MaxAnswerBytes bounds what a machine's answer to a call may take (its
// JSON-RPC message, in its HTTP body): a result, and a picture beside it.
// Past it the call fails and the link is dropped.
const MaxAnswerBytes = MaxResultBytes + maxPictureBytes + 64<<10

// MachineList is a machine's answer to list_sessions: its result, or why
// it did not answer.
type MachineList struct {
	Machine string
	Result  *mcp.CallToolResult
	Err     error
}

// SplitID splits the id of a session on another machine, MACHINE:ID; ok
// is false for an id of this host's (which holds no colon: neither ids
// nor names of sessions do).
func SplitID(id string) (machine, far string, ok bool) {
	machine, far, ok = strings.Cut(id, ":")
	return machine, far, ok && machine != "" && far != ""
}

// JoinID is the id here of session id on machine.
func JoinID(machine, id string) string { return machine + ":" + id }

// ServerOption configures the server NewServer returns.
type ServerOption func(*source)

// WithMachines makes the tools reach the sessions of other machines
// through far.
func WithMachines(far Machines) ServerOption { return func(s *source) { s.far = far } }

// source is where the tools find sessions: this host's manager, and the
// machines (far, nil when there are none).
type source struct {
	m   *session.Manager
	far Machines
	app *holds // the people holding sessions through the app

	mu    sync.Mutex       // guards shown
	shown map[string]shown // by MACHINE:ID
}

// shown is what the agent was last shown of a session on a machine: the
// revision of the last screen answered with, and whether an answer was
// lost since (the call failed on the link: the far host may have run it
// and counted its screen as returned, though the agent never got it). The
// far host reckons "changed" and the delta from the screen it last
// returned; after a lost answer that is not the agent's, so the next call
// is reckoned from the one the agent has.
type shown struct {
	rev  uint64
	lost bool
	seen *farSeen // what the header of the next result is reckoned from (farNews)
}

// maxShown bounds the sessions remembered; beyond it one is forgotten (its
// next lost answer is then reckoned from no screen: the whole screen).
const maxShown = 4096

func newSource(m *session.Manager, opts []ServerOption) *source {
	s := &source{m: m, shown: map[string]shown{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// lostSince says whether an answer on session sid was lost since the
// agent was last shown it, and the revision it was shown then (0: none).
func (s *source) lostSince(sid string) *uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	sh, ok := s.shown[sid]
	if !ok || !sh.lost {
		return nil
	}
	rev := sh.rev
	return &rev
}

// note records what became of a call on session sid: lost, or answered
// with revision rev; closed forgets the session.
func (s *source) note(sid string, rev uint64, lost, closed bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if closed {
		delete(s.shown, sid)
		return
	}
	sh, known := s.shown[sid]
	if !known && len(s.shown) >= maxShown {
		for k := range s.shown {
			delete(s.shown, k)
			break
		}
	}
	if lost {
		sh.lost = true
	} else {
		sh.rev, sh.lost = rev, false
	}
	s.shown[sid] = sh
}

// noMachines answers a call for a machine when this server reaches none.
func noMachines(machine string) (*mcp.CallToolResult, error) {
	return fail(argErrorf("no machine %s here: machines are named with agentty serve --machine NAME=PREFIX (or in machines.json) and reached through the session host; "+
		"agentty machines lists them; without machine the session opens on this one", clipArg(machine)), nil)
}

// farCall calls tool on machine. A call refused comes back as the isError
// result to answer with: no machines here, a result of the machine's that
// is an error (its text spelled out; res is then the machine's result), or
// no answer, when lost says the call may have run there.
func (s *source) farCall(ctx context.Context, machine, tool string, args any) (res, refused *mcp.CallToolResult, lost bool) {
	if s.far == nil {
		refused, _ = noMachines(machine)
		return nil, refused, false
	}
	res, err := s.far.Call(ctx, machine, tool, args)
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, mcp.NewToolResultError("the call was cancelled by the client"), true
	case err != nil:
		return nil, mcp.NewToolResultError(capMessage(spell.Out(err.Error())) + "; check it with agentty machines, then call again"), true
	case res.IsError:
		return res, mcp.NewToolResultError("machine " + machine + ": " + farText(res)), false
	}
	return res, nil, false
}

// farText is the text of a machine's result, each line spelled out, within
// one copy's budget.
func farText(res *mcp.CallToolResult) string {
	t := visibleLines(Text(res))
	if jsonLen(t) > budget {
		t = cutText(t, budget) + "\n(note: the machine's message was cut to fit a result)"
	}
	return t
}

// visibleLines is s with each line spelled out (spell.Out): its
// line breaks kept, every other control written as an escape.
func visibleLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = spell.Out(l)
	}
	return strings.Join(lines, "\n")
}

// decodeFar reads the structured content of machine's result into out; a
// result agentty cannot read is an isError result naming the machine.
func decodeFar(machine string, res *mcp.CallToolResult, out any) *mcp.CallToolResult {
	if err := Decode(res, out); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("machine %s answered with a result this agentty cannot read (%s); check its version with agentty machines",
			machine, capMessage(spell.Out(err.Error()))))
	}
	return nil
}

// onFar runs a tool on session far of machine: args are the arguments for
// the far host (farArgs' far), reckoned from the screen the agent was last
// shown when an answer on it was lost; the far host's screen comes back
// as a local one, its id MACHINE:ID (page: the scrollback read_screen
// asked for).
func onFar[A sessionArgs](ctx context.Context, s *source, tool, machine, far string, a A, page session.Page) (*mcp.CallToolResult, error) {
	if a, ok := any(a).(appArgs); ok {
		return s.farApp(ctx, machine, far, a)
	}
	sid := JoinID(machine, far)
	lost := s.lostSince(sid)
	res, refused, dropped := s.farCall(ctx, machine, tool, a.far(far, lost))
	if refused != nil {
		if dropped {
			s.note(sid, 0, true, false) // no answer: it may have run there
		}
		if res != nil {
			refused = s.farError(machine, sid, tool, res, refused)
		}
		return refused, nil
	}
	if tool == "request_user_input" {
		return s.farAsk(ctx, machine, res, a)
	}
	var w Screen
	if bad := decodeFar(machine, res, &w); bad != nil {
		return bad, nil
	}
	if lost != nil && tool != "read_screen" && !w.Changed && w.Revision != *lost {
		// The far host saw this screen go with the answer that was lost:
		// the agent has not.
		w = s.farUnseen(ctx, machine, far, *lost, w)
	}
	s.note(sid, w.Revision, false, tool == "close_session")
	out, v := farScreen(machine, w, page)
	s.farNews(sid, &out, [2]int{}, tool == "close_session")
	if sh, ok := any(a).(interface{ shapeFor(Form) shape }); ok && sh.shapeFor(Delta).whole && out.Form != Part {
		out.Whole = true // the whole screen and header, asked for with delta false
	}
	result := mcp.NewToolResultStructured(out, Render(out))
	if v.Changed || tool == "read_screen" {
		result.Content = append(result.Content, farImages(res)...)
	}
	return result, nil
}

// farError is the answer to a call a machine refused with res, an error
// whose text is a sentence and, when it shows the session's screen, the
// screen below it (its structured content): the sentence, spelled out,
// and the screen as a local error shows one, in the text and the
// structured content alike (farScreen, farNews). Without a screen it is
// refused, the machine's text spelled out.
func (s *source) farError(machine, sid, tool string, res, refused *mcp.CallToolResult) *mcp.CallToolResult {
	var w Screen
	if res.StructuredContent == nil && res.RawStructuredContent == nil || Decode(res, &w) != nil || w.SessionID == "" {
		return refused
	}
	sentence, _, _ := strings.Cut(Text(res), "\n")
	s.note(sid, w.Revision, false, false)
	out, _ := farScreen(machine, w, session.Page{})
	s.farNews(sid, &out, [2]int{}, false)
	answer := mcp.NewToolResultError("machine " + machine + ": " + capMessage(spell.Out(sentence)) + "\n" + Render(out))
	answer.StructuredContent = out
	answer, _ = asTool(tool)(answer, nil)
	return answer
}

// farUnseen is w, a screen the far host called unchanged though the agent
// was last shown revision seen, with the screen's rows, read since seen.
func (s *source) farUnseen(ctx context.Context, machine, far string, seen uint64, w Screen) Screen {
	res, refused, _ := s.farCall(ctx, machine, "read_screen", readArgs{SessionID: far, SinceRevision: &seen})
	var r Screen
	if refused != nil || decodeFar(machine, res, &r) != nil {
		return w
	}
	w.Lines, w.Changed, w.Revision, w.Cursor, w.Cols, w.Rows, w.AltScreen, w.Title, w.Form = r.Lines, r.Changed, r.Revision, r.Cursor, r.Cols, r.Rows, r.AltScreen, r.Title, r.Form
	w.ChangedRows, w.NewHistory, w.Moved, w.Scrolled = nil, nil, nil, 0
	return w
}

// farScreen is w, the screen of a session on machine, as this host
// answers with it: its id MACHINE:ID, every string spelled out
// (spell.Out), bounded within MaxResultBytes as a local screen is
// (page is the scrollback asked for). It returns the session package's
// value too.
func farScreen(machine string, w Screen, page session.Page) (Screen, session.Screen) {
	v := inbound(machine, w)
	form := farForm(w.Form)
	if page.Lines == 0 {
		page.Lines = len(v.Scrollback)
	}
	fit := form
	if fit == Part {
		fit = Full
	}
	fitScreen(&v, page, 0, fit)
	// Lines of a screen the far host calls unchanged: the whole screen,
	// asked for with delta false.
	whole := form == Full && !v.Changed && len(v.Lines) > 0
	v.Changed = v.Changed || whole
	out := NewScreen(v, form)
	if whole {
		v.Changed, out.Changed = false, false
	}
	out.Machine = machine
	if form == Part {
		out.farPart(w.Part)
	}
	out.Closed = w.Closed
	if w.Paste == Bracketed || w.Paste == Typed {
		out.Paste = w.Paste
	}
	return out, v
}

// farPart sets out's part to rows, the rows a far host picked: those of
// out's screen, each bounded as a line is.
func (out *Screen) farPart(rows []Row) {
	for _, r := range rows {
		if r.Row < 0 || r.Row >= out.Rows || len(out.Part) >= out.Rows {
			continue
		}
		t := spell.Out(r.Text)
		if limit := budget / max(out.Rows, 1); jsonLen(t) > limit {
			t = cutText(t, limit)
		}
		out.Part = append(out.Part, Row{Row: r.Row, Text: t})
	}
	out.what = "no row of those asked for"
}

// farForm is a far result's form; one this agentty does not know is full.
func farForm(f Form) Form {
	if f == Delta || f == Output || f == Part {
		return f
	}
	return Full
}

// inbound is a screen result of machine's host as the session package has
// a screen: every string a program, the far host or the machine chose
// spelled out, the session's id MACHINE:ID, and brought within what a
// screen of this host may be (farBounds).
func inbound(machine string, w Screen) session.Screen {
	vis := spell.Out
	var notes []string
	short := func(s string, limit int, name string) string {
		s = vis(s)
		capField(&s, limit, "the machine's "+name, &notes)
		return s
	}
	v := session.Screen{
		SessionID: JoinID(machine, short(w.SessionID, maxLabelBytes, "session id")), Name: vis(w.Name),
		State: session.State(short(string(w.State), maxLabelBytes, "state")), Source: session.Source(short(string(w.StateSource), maxLabelBytes, "state_source")),
		ExitCode: w.ExitCode, Mode: modes.Mode(short(string(w.Mode), maxLabelBytes, "mode")), ModeDetail: vis(w.ModeDetail), Program: vis(w.Program),
		Cols: w.Cols, Rows: w.Rows, Cursor: emulator.Cursor{Row: w.Cursor.Row, Col: w.Cursor.Col, Visible: w.Cursor.Visible},
		AltScreen: w.AltScreen, Title: vis(w.Title), Revision: w.Revision, Changed: w.Changed,
		Lines: visibleAll(w.Lines), Scrollback: visibleAll(w.Scrollback), ScrollbackKept: w.ScrollbackKept,
		Recording: short(w.Recording, maxCommandBytes, "recording"),
	}
	if w.ExitSignal != nil {
		sig := short(*w.ExitSignal, maxLabelBytes, "exit_signal")
		v.ExitSignal = &sig
	}
	v.Delta = session.Delta{Scrolled: w.Scrolled, NewHistory: visibleAll(w.NewHistory), HistoryCut: w.HistoryCut, Base: w.BaseRevision}
	if m := w.Moved; m != nil {
		v.Delta.Move = &session.Move{Top: m.Top, Bottom: m.Bottom, By: m.Up - m.Down}
	}
	for _, r := range w.ChangedRows {
		v.Delta.Rows = append(v.Delta.Rows, session.Row{Row: r.Row, Text: vis(r.Text)})
	}
	if p := w.Prompt; p != nil {
		v.Prompt = &modes.Prompt{Kind: modes.Kind(short(string(p.Kind), maxLabelBytes, "prompt kind")), Question: vis(p.Question), Default: vis(p.Default)}
		for _, o := range p.Options {
			v.Prompt.Options = append(v.Prompt.Options, modes.Option{Label: vis(o.Label), Key: vis(o.Key), Selected: o.Selected, Checked: o.Checked})
		}
	}
	// The highlights the machine names, as many as a screen here reports,
	// and the selected row only where it is one of the screen's.
	v.SelectedRow = -1
	for i, h := range w.Highlights {
		if i == maxFarHighlights {
			notes = append(notes, fmt.Sprintf("the machine named %d highlights; the first %d are shown", len(w.Highlights), maxFarHighlights))
			break
		}
		v.Highlights = append(v.Highlights, modes.Highlight{Row: h.Row, Col: h.Col, Len: h.Len, Text: short(h.Text, maxCommandBytes, "highlight")})
	}
	if r := w.SelectedRow; r != nil && *r >= 0 && *r < w.Rows {
		v.SelectedRow = *r
	}
	if wt := w.Wait; wt != nil {
		v.Wait = &session.WaitInfo{Outcome: session.Outcome(short(string(wt.Outcome), maxLabelBytes, "wait outcome")), WaitedMs: wt.WaitedMs,
			Timer: time.Duration(min(max(wt.TimerMs, 0), maxFarTimerMs)) * time.Millisecond}
	}
	if c := w.LastCommand; c != nil {
		v.LastCommand = &session.Command{Command: short(c.Command, maxCommandBytes, "last command"), ExitCode: c.ExitCode, Finished: c.Finished}
	}
	for i, a := range w.Attached {
		if i == maxFarPeople {
			notes = append(notes, fmt.Sprintf("the machine named %d people attached; the first %d are shown", len(w.Attached), maxFarPeople))
			break
		}
		v.Attached = append(v.Attached, session.Attachment{Who: short(a.Who, maxLabelBytes, "attached who"), Since: short(a.Since, maxLabelBytes, "attached since"), Exclusive: a.Exclusive, ReadOnly: a.ReadOnly})
	}
	if h := w.HandedBack; h != nil {
		v.HandedBack = &session.Handback{Who: short(h.Who, maxLabelBytes, "handed_back who"), Since: short(h.Since, maxLabelBytes, "handed_back since"),
			Until: short(h.Until, maxLabelBytes, "handed_back until"), FromRevision: h.FromRevision, ToRevision: h.ToRevision}
	}
	for i, n := range w.Notes {
		if i == maxFarNotes {
			notes = append(notes, fmt.Sprintf("the machine sent %d notes; the first %d are shown", len(w.Notes), maxFarNotes))
			break
		}
		v.Notes = append(v.Notes, capMessage(vis(n)))
	}
	farBounds(&v, &notes)
	v.Notes = append(v.Notes, notes...)
	return v
}

// What of a far screen is bounded beyond what fitScreen bounds: the people
// named, the notes, a timer's period.
const (
	maxFarPeople = 16
	// maxFarHighlights is as many highlights as a screen here reports.
	maxFarHighlights = 32
	maxFarNotes      = 16
	maxFarTimerMs    = 24 * 60 * 60 * 1000
)

// farBounds brings v, a screen a machine's host sent, within what a screen
// of this host may be: a size a terminal may have, the cursor on it, at
// most a row of lines for each of its rows, and changed rows that are
// rows of it, each once. What it changes it says in notes.
func farBounds(v *session.Screen, notes *[]string) {
	if emulator.CheckSize(v.Cols, v.Rows) != nil {
		*notes = append(*notes, fmt.Sprintf("the machine said the screen is %dx%d, beyond what a terminal may have", v.Cols, v.Rows))
		v.Cols = min(max(v.Cols, emulator.MinCols), emulator.MaxCols)
		v.Rows = min(max(v.Rows, emulator.MinRows), emulator.MaxRows)
	}
	v.Cursor.Row = min(max(v.Cursor.Row, 0), v.Rows-1)
	v.Cursor.Col = min(max(v.Cursor.Col, 0), v.Cols-1)
	if len(v.Lines) > v.Rows {
		*notes = append(*notes, fmt.Sprintf("the machine sent %d lines for a screen of %d rows; the first %d are shown", len(v.Lines), v.Rows, v.Rows))
		v.Lines = v.Lines[:v.Rows]
	}
	rows, seen := v.Delta.Rows[:0], map[int]bool{}
	for _, r := range v.Delta.Rows {
		if r.Row >= 0 && r.Row < v.Rows && !seen[r.Row] {
			seen[r.Row] = true
			rows = append(rows, r)
		}
	}
	if n := len(v.Delta.Rows) - len(rows); n > 0 {
		*notes = append(*notes, fmt.Sprintf("the machine sent %d changed rows that are not rows of a screen of %d rows, or a row twice; they are left out", n, v.Rows))
	}
	v.Delta.Rows = rows
}

// visibleAll spells out each of ss (nil stays nil).
func visibleAll(ss []string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = spell.Out(s)
	}
	return out
}

// farImages is the picture of a machine's result (read_screen's png),
// its first that is a PNG image within maxPictureBytes; anything else is
// left out.
func farImages(res *mcp.CallToolResult) []mcp.Content {
	var out []mcp.Content
	for _, c := range res.Content {
		if len(out) > 0 {
			break // a result has one picture
		}
		img, ok := mcp.AsImageContent(c)
		if !ok || img.MIMEType != "image/png" || len(img.Data) > maxPictureBytes {
			continue
		}
		b, err := base64.StdEncoding.DecodeString(img.Data)
		if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) {
			continue
		}
		out = append(out, mcp.NewImageContent(img.Data, "image/png"))
	}
	return out
}

// farOpen opens a session on machine (open_session with machine).
func (s *source) farOpen(ctx context.Context, a openArgs) (*mcp.CallToolResult, error) {
	machine := a.Machine
	a.Machine = ""
	res, refused, _ := s.farCall(ctx, machine, "open_session", a)
	if refused != nil {
		return refused, nil
	}
	var w Screen
	if bad := decodeFar(machine, res, &w); bad != nil {
		return bad, nil
	}
	out, _ := farScreen(machine, w, session.Page{})
	s.note(out.SessionID, w.Revision, false, false)
	s.farNews(out.SessionID, &out, [2]int{cmp.Or(a.Cols, 120), cmp.Or(a.Rows, 40)}, false)
	return mcp.NewToolResultStructured(out, Render(out)), nil
}

// farRun runs (or follows) a command in shell session far of machine.
func (s *source) farRun(ctx context.Context, machine, far string, a runArgs) (*mcp.CallToolResult, error) {
	sid := JoinID(machine, far)
	a.SessionID = far
	if s.lostSince(sid) != nil {
		a.Delta = nil
	}
	res, refused, dropped := s.farCall(ctx, machine, "run_command", a)
	if refused != nil {
		if dropped {
			s.note(sid, 0, true, false)
		}
		if res != nil {
			refused = s.farError(machine, sid, "run_command", res, refused)
		}
		return refused, nil
	}
	var w RunResult
	if bad := decodeFar(machine, res, &w); bad != nil {
		return bad, nil
	}
	s.note(sid, w.Revision, false, false)
	r := session.RunResult{Screen: inbound(machine, w.Screen), Output: visibleLines(w.Output), ExitCode: w.ExitCode,
		DurationMs: w.DurationMs, Truncated: w.Truncated, Finished: w.Finished, Note: capMessage(spell.Out(w.Note)), Captured: w.Form == Output}
	out := runWire(r, farForm(w.Form), w.OutputSinceLast, nil)
	if out.Form == Part {
		out.farPart(w.Part)
	}
	out.Machine = machine
	s.farNews(sid, &out.Screen, [2]int{}, false)
	return mcp.NewToolResultStructured(out, renderRun(out, sid, "")), nil
}

// farAsk answers request_user_input on a session of machine: the link to
// the question is this host's page of it (Machines.QuestionURL), which
// reaches the machine's page over the link, never the machine's own,
// which listens on its loopback.
func (s *source) farAsk(ctx context.Context, machine string, res *mcp.CallToolResult, args sessionArgs) (*mcp.CallToolResult, error) {
	var w askResult
	if bad := decodeFar(machine, res, &w); bad != nil {
		return bad, nil
	}
	out, _ := farScreen(machine, w.Screen, session.Page{})
	s.note(out.SessionID, w.Revision, false, false)
	s.farNews(out.SessionID, &out, [2]int{}, false)
	r := askResult{Screen: out, Outcome: spell.Out(w.Outcome), Answer: spell.Out(w.Answer)}
	capField(&r.Outcome, maxLabelBytes, "the machine's outcome", &r.Notes)
	capField(&r.Answer, maxMessageBytes, "the machine's answer", &r.Notes)
	if w.URL != "" {
		_, ms := args.target()
		ttl, _ := timeout(ms, askTimeout)
		id := farQuestion(w.URL)
		if id == "" {
			return fail(argErrorf("machine %s answered with a question link this agentty does not read (%s); check its version with agentty machines",
				machine, capMessage(cutText(spell.Out(w.URL), 200))), nil)
		}
		r.URL = s.far.QuestionURL(machine, id, time.Now().Add(ttl))
		if r.URL == "" {
			return fail(argErrorf("machine %s asks on its own page, which this host does not serve: start the session host with --web (the default) to answer questions of machines through its page", machine), nil)
		}
		return mcp.NewToolResultStructured(r, bareHeader(out)+"\noutcome url: show the person this one-time link, where they type it ("+
			fmt.Sprintf("it works once, for %s): %s", ttl.Round(time.Second), r.URL)+
			"; it goes to the program as they submit it, so then wait_for the screen to change."), nil
	}
	return mcp.NewToolResultStructured(r, withOutcome(Render(out), r.Outcome)), nil
}

// farQuestion is the id of the question a machine's page URL names
// (…/ask/ID): 1 to maxQuestionID letters and digits, as a host makes
// them; "" when it names none.
func farQuestion(u string) string {
	p, err := url.Parse(u)
	if err != nil || path.Dir(p.Path) != "/ask" {
		return ""
	}
	id := path.Base(p.Path)
	if len(id) > maxQuestionID || strings.ContainsFunc(id, func(r rune) bool {
		return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) {
		return ""
	}
	return id
}

// maxQuestionID bounds the id of a machine's question (a host makes 48
// hex digits).
const maxQuestionID = 64

// withOutcome puts the line naming the outcome after a text result's
// header.
func withOutcome(text, outcome string) string {
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		return text[:i] + "\noutcome " + outcome + text[i:]
	}
	return text + "\noutcome " + outcome
}

// farRows are the machines' sessions, from their lists: each row's id
// MACHINE:ID, with its machine, every string spelled out; and a note for
// each machine that did not list them.
func farRows(ctx context.Context, far Machines) (rows []SessionRow, notes []string) {
	if far == nil {
		return nil, nil
	}
	for _, l := range far.Lists(ctx) {
		var list List
		err := l.Err
		if err == nil && l.Result.IsError {
			err = errors.New(farText(l.Result))
		}
		if err == nil {
			if bad := decodeFar(l.Machine, l.Result, &list); bad != nil {
				err = errors.New(Text(bad))
			}
		}
		if err != nil {
			notes = append(notes, capMessage(spell.Out(fmt.Sprintf("machine %s did not list its sessions: %v", l.Machine, err))))
			continue
		}
		for i, r := range list.Sessions {
			if i == maxFarRows {
				notes = append(notes, fmt.Sprintf("machine %s listed %d sessions; the first %d are shown", l.Machine, len(list.Sessions), maxFarRows))
				break
			}
			rows = append(rows, inboundRow(l.Machine, r))
		}
	}
	return rows, notes
}

// maxFarRows bounds the sessions of one machine listed here (a host has
// at most --max-sessions).
const maxFarRows = 1024

// MachineRows lists the sessions on the machines as list_sessions does,
// for the session host's listing (agentty ls) and the web page.
func MachineRows(ctx context.Context, far Machines) ([]SessionRow, []string) {
	return farRows(ctx, far)
}

// inboundRow is a row of machine's list as this host lists it: every
// string spelled out and cut, silently, to what list_sessions shows of a
// local row (listed), for the host's listing and the page as well.
func inboundRow(machine string, r SessionRow) SessionRow {
	var notes []string // the far side's list said what it cut
	cut := func(s string, limit int) string {
		s = spell.Out(s)
		capField(&s, limit, "", &notes)
		return s
	}
	short := func(s string) string { return cut(s, maxLabelBytes) }
	out := SessionRow{SessionID: JoinID(machine, short(r.SessionID)), Name: short(r.Name), Command: cut(r.Command, maxCommandBytes), PID: r.PID,
		State: session.State(short(string(r.State))), Mode: short(r.Mode), Program: short(r.Program), Cols: r.Cols, Rows: r.Rows,
		Created: short(r.Created), IdleSec: r.IdleSec, Recording: cut(r.Recording, maxCommandBytes), OpenedBy: short(r.OpenedBy),
		LastActivity: short(r.LastActivity), Machine: machine}
	for i, a := range r.Attached {
		if i == maxFarPeople {
			break
		}
		out.Attached = append(out.Attached, Attachment{Who: short(a.Who), Since: short(a.Since), Exclusive: a.Exclusive, ReadOnly: a.ReadOnly})
	}
	return out
}
