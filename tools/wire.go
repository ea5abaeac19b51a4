package tools

import (
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

// The wire types: what the tools send as structured content, built from the
// session package's Go values. Their output schemas are made from them
// (schemas.go), and their text renderings read them (result.go), so a
// field is declared once, here.

// Form says how a screen result carries the screen's rows.
type Form string

// The forms of a screen result.
const (
	// Full carries every row in lines.
	Full Form = "full"
	// Delta carries what changed since the last result the session
	// returned: scrolled, new_history, moved and changed_rows.
	Delta Form = "delta"
	// Output leaves the rows out: run_command's output shows what they
	// hold.
	Output Form = "output"
	// Part carries the rows a call asked for (grep, tail, row_range) in
	// part, each with its number.
	Part Form = "part"
)

// Screen is the screen result: the structured content of every tool that
// answers with a screen.
//
// In the full form, lines holds the visible rows; in the delta form,
// changed_rows holds the rows that differ from the last result's (after
// moving its rows up by scrolled, then the block moved), and new_history
// the lines that scrolled off since without having been on that result's
// screen. Either form leaves
// the rows out when the screen did not change (changed false).
type Screen struct {
	SessionID   string        `json:"session_id"`
	Name        string        `json:"name"`
	State       session.State `json:"state"`
	ExitCode    *int          `json:"exit_code"`
	ExitSignal  *string       `json:"exit_signal"`
	Mode        modes.Mode    `json:"mode"`
	ModeDetail  string        `json:"mode_detail"`
	Program     string        `json:"program"`
	Cols        int           `json:"cols"`
	Rows        int           `json:"rows"`
	Cursor      Cursor        `json:"cursor"`
	AltScreen   bool          `json:"alt_screen"`
	Title       string        `json:"title"`
	Revision    uint64        `json:"revision"`
	Changed     bool          `json:"changed"`
	Form        Form          `json:"form"`
	Lines       []string      `json:"lines,omitzero"`
	Scrolled    int64         `json:"scrolled,omitempty"`
	NewHistory  []string      `json:"new_history,omitempty"`
	HistoryCut  int64         `json:"history_cut,omitempty"`
	Moved       *Move         `json:"moved,omitempty"`
	ChangedRows []Row         `json:"changed_rows,omitzero"`
	// BaseRevision is, in a delta back from the alternate screen to the
	// main one, the revision of the main screen the delta is reckoned
	// from (the one last shown), in place of the last result's.
	BaseRevision uint64  `json:"base_revision,omitempty"`
	Prompt       *Prompt `json:"prompt,omitempty"`
	// Highlights are the runs set apart by reverse video or a background
	// of their own (a menu's current option, a selected process, a
	// button, a current tab); SelectedRow is the row of a list's
	// selected entry, the one Enter acts on, when one is seen.
	Highlights  []Highlight `json:"highlights,omitempty"`
	SelectedRow *int        `json:"selected_row,omitempty"`
	Wait        *Wait       `json:"wait,omitempty"`
	Scrollback  []string    `json:"scrollback,omitempty"`
	// ScrollbackKept is how many lines of history are kept above the
	// screen, when scrollback was asked for: what scrollback_offset pages
	// through.
	ScrollbackKept int          `json:"scrollback_kept,omitempty"`
	Notes          []string     `json:"notes,omitempty"`
	LastCommand    *Command     `json:"last_command,omitempty"`
	Paste          Paste        `json:"paste,omitempty"`
	Recording      string       `json:"recording,omitempty"`
	Attached       []Attachment `json:"attached,omitempty"`
	HandedBack     *Handback    `json:"handed_back,omitempty"`

	// StateSource says how State was known: kernel (seen in the kernel),
	// or quiet (inferred from silence and the screen: a relay in front, a
	// kernel that cannot say what the program waits on).
	StateSource session.Source `json:"state_source"`
	// Machine is the machine the session is on (its id MACHINE:ID), ""
	// for this one.
	Machine string `json:"machine,omitempty"`

	// Part is, in the part form, the rows asked for (grep, tail,
	// row_range), each with its number.
	Part []Row `json:"part,omitempty"`
	// Closed says that the session closed by itself with this result: its
	// program had ended and the result showed its final screen whole.
	Closed bool `json:"closed,omitempty"`

	// For the text rendering only: what is as the last result showed it
	// (the header leaves it out), whether the caller asked for the
	// revision (since_revision) or for everything (delta false), and
	// whether the cursor stands where typing goes.
	Same         session.Same `json:"-"`
	ShowRevision bool         `json:"-"`
	Whole        bool         `json:"-"`
	typing       bool
	what         string // in the part form, what the rows were asked for by
	echo         string // in the delta form, the text the call typed (shape.echo)
}

// Highlight is a run of a row set apart by reverse video or a background
// of its own.
type Highlight struct {
	Row  int    `json:"row"`
	Col  int    `json:"col"`
	Len  int    `json:"len"`
	Text string `json:"text"`
}

// Paste says how send_text sent text with paste: true.
type Paste string

// How a paste went.
const (
	// Bracketed: inside bracketed-paste marks, which the program had
	// enabled; it took the text as pasted, not typed.
	Bracketed Paste = "bracketed"
	// Typed: as typed keys; the program had not enabled bracketed paste,
	// so each newline acted as Enter.
	Typed Paste = "typed"
)

// Cursor is a 0-based cell position and whether the program shows it.
type Cursor struct {
	Row     int  `json:"row"`
	Col     int  `json:"col"`
	Visible bool `json:"visible"`
}

// Prompt is a question, menu or form on the screen as data, when the
// program waits for its answer (answer_prompt answers it).
type Prompt struct {
	Kind     modes.Kind `json:"kind"`
	Question string     `json:"question"`
	Default  string     `json:"default,omitempty"`
	Options  []Option   `json:"options,omitempty"`
}

// Option is one answer a prompt offers.
type Option struct {
	Label string `json:"label"`
	Key   string `json:"key,omitempty"`
	// Selected is null on every option when no highlight can be seen.
	Selected *bool `json:"selected"`
	Checked  *bool `json:"checked,omitempty"`
}

// SelectedIndex is the index of the highlighted option, or -1 when none is
// seen.
func (p *Prompt) SelectedIndex() int {
	for i, o := range p.Options {
		if o.Selected != nil && *o.Selected {
			return i
		}
	}
	return -1
}

// Readable says whether the highlight is seen: answer_prompt can move it.
func (p *Prompt) Readable() bool { return p.SelectedIndex() >= 0 }

// Row is one row of the screen in a delta.
type Row struct {
	Row  int    `json:"row"`
	Text string `json:"text"`
}

// Move is a block of the last result's rows, top to bottom (0-based,
// both included, once moved up by scrolled), moved up or down by that many
// rows within the block: a pager's or a scroll region's scroll, on either
// screen. Rows moved past its ends are gone; those left behind are blank
// unless changed_rows sets them.
type Move struct {
	Top    int `json:"top"`
	Bottom int `json:"bottom"`
	Up     int `json:"up,omitempty"`
	Down   int `json:"down,omitempty"`
}

// Wait says how the wait behind a result ended.
type Wait struct {
	Outcome  session.Outcome `json:"outcome"`
	WaitedMs int64           `json:"waited_ms"`
	// TimerMs is, with outcome partial, how often the program redraws on
	// its own.
	TimerMs int64 `json:"timer_ms,omitempty"`
	// StillChanging is, with outcome timeout, that the program was still
	// printing when the time ran out.
	StillChanging bool `json:"still_changing,omitempty"`
	// NotDrawn is, with outcome timeout, that the screen shows nothing
	// while the program could still draw: it has not drawn yet.
	NotDrawn bool `json:"not_drawn,omitempty"`
}

// Command is the last command a shell session ran, from its shell's marks.
type Command struct {
	Command  string `json:"command"`
	ExitCode *int   `json:"exit_code"`
	Finished bool   `json:"finished"`
}

// Attachment is a person attached to the session.
type Attachment struct {
	Who       string `json:"who"`
	Since     string `json:"since"`
	Exclusive bool   `json:"exclusive"`
	ReadOnly  bool   `json:"read_only,omitempty"`
}

// Handback says that a person who had taken the session over detached.
type Handback struct {
	Who          string `json:"who"`
	Since        string `json:"since"`
	Until        string `json:"until"`
	FromRevision uint64 `json:"from_revision"`
	ToRevision   uint64 `json:"to_revision"`
}

// RunResult is run_command's result: the command's output and exit status
// beside the screen. Its exit_code is the command's (the screen's, the
// shell's own, is left out).
type RunResult struct {
	Screen
	Output string `json:"output"`
	// OutputSinceLast says that output holds only what the command printed
	// that no earlier result gave (following a command).
	OutputSinceLast bool   `json:"output_since_last,omitempty"`
	ExitCode        *int   `json:"exit_code"`
	DurationMs      int64  `json:"duration_ms"`
	Truncated       bool   `json:"truncated"`
	Finished        bool   `json:"finished"`
	Note            string `json:"note,omitempty"`
}

// SessionRow is one session in list_sessions, in agentty ls (the session
// host's /v1/sessions) and in the web page's list: SessionRowOf builds it.
type SessionRow struct {
	SessionID    string        `json:"session_id"`
	Name         string        `json:"name"`
	Command      string        `json:"command"`
	PID          int           `json:"pid"`
	State        session.State `json:"state"`
	Mode         string        `json:"mode"`
	Program      string        `json:"program"`
	Cols         int           `json:"cols"`
	Rows         int           `json:"rows"`
	Created      string        `json:"created"`
	IdleSec      float64       `json:"idle_seconds"`
	Recording    string        `json:"recording,omitempty"`
	OpenedBy     string        `json:"opened_by,omitempty"`
	LastActivity string        `json:"last_activity"`
	Attached     []Attachment  `json:"attached,omitempty"`
	// Machine is the machine the session is on (its id MACHINE:ID), ""
	// for this one.
	Machine string `json:"machine,omitempty"`
}

// LostSession is a session an earlier session host held when it ended
// without closing it (in list_sessions, the session host's listing and its
// state file).
type LostSession struct {
	SessionID string `json:"session_id"`
	Name      string `json:"name,omitempty"`
	Command   string `json:"command"`
	Created   string `json:"created"`
}

// List is list_sessions' result: a page of the sessions that match,
// newest first; Matched counts them all, NextCursor goes on after this
// page when more match.
type List struct {
	Sessions   []SessionRow  `json:"sessions"`
	Matched    int           `json:"matched"`
	NextCursor string        `json:"next_cursor,omitempty"`
	Lost       []LostSession `json:"lost,omitempty"`
	LostWhy    string        `json:"lost_why,omitempty"`
	Notes      []string      `json:"notes,omitempty"`
}

// NewScreen is the screen result for v in the form asked for. The labels a
// program chose (its name, title, the mode's detail) come with their
// controls spelled out, as session gives them (spell.Out); they are
// checked again here, where they leave.
func NewScreen(v session.Screen, form Form) Screen {
	w := Screen{
		SessionID: v.SessionID, Name: spell.Out(v.Name), State: v.State, StateSource: v.Source,
		ExitCode: v.ExitCode, ExitSignal: v.ExitSignal,
		Mode: v.Mode, ModeDetail: spell.Out(v.ModeDetail), Program: spell.Out(v.Program),
		Cols: v.Cols, Rows: v.Rows,
		Cursor:    Cursor{Row: v.Cursor.Row, Col: v.Cursor.Col, Visible: v.Cursor.Visible},
		AltScreen: v.AltScreen, Title: spell.Out(v.Title),
		Revision: v.Revision, Changed: v.Changed, Form: form,
		Scrollback: v.Scrollback, ScrollbackKept: v.ScrollbackKept, Notes: v.Notes, Recording: v.Recording,
		Same: v.Same, typing: typingPoint(v.Lines, Cursor{Row: v.Cursor.Row, Col: v.Cursor.Col}),
	}
	if p := v.Prompt; p != nil {
		w.Prompt = &Prompt{Kind: p.Kind, Question: p.Question, Default: p.Default}
		for _, o := range p.Options {
			w.Prompt.Options = append(w.Prompt.Options, Option{Label: o.Label, Key: o.Key, Selected: o.Selected, Checked: o.Checked})
		}
	}
	for _, h := range v.Highlights {
		w.Highlights = append(w.Highlights, Highlight{Row: h.Row, Col: h.Col, Len: h.Len, Text: h.Text})
	}
	if v.SelectedRow >= 0 && (len(v.Highlights) > 0 || v.Prompt != nil) {
		row := v.SelectedRow
		w.SelectedRow = &row
	}
	if v.Wait != nil {
		w.Wait = &Wait{Outcome: v.Wait.Outcome, WaitedMs: v.Wait.WaitedMs, TimerMs: v.Wait.Timer.Milliseconds(), StillChanging: v.Wait.Changing, NotDrawn: v.Wait.Undrawn}
	}
	if c := v.LastCommand; c != nil {
		w.LastCommand = &Command{Command: c.Command, ExitCode: c.ExitCode, Finished: c.Finished}
	}
	w.Attached = attachments(v.Attached)
	if h := v.HandedBack; h != nil {
		w.HandedBack = &Handback{Who: h.Who, Since: h.Since, Until: h.Until, FromRevision: h.FromRevision, ToRevision: h.ToRevision}
	}
	if !v.Changed || form == Output || form == Part {
		return w
	}
	if form == Delta {
		w.Scrolled, w.NewHistory, w.HistoryCut, w.BaseRevision = v.Delta.Scrolled, v.Delta.NewHistory, v.Delta.HistoryCut, v.Delta.Base
		if m := v.Delta.Move; m != nil {
			w.Moved = &Move{Top: m.Top, Bottom: m.Bottom, Up: max(m.By, 0), Down: max(-m.By, 0)}
		}
		w.ChangedRows = make([]Row, len(v.Delta.Rows))
		for i, r := range v.Delta.Rows {
			w.ChangedRows[i] = Row{Row: r.Row, Text: r.Text}
		}
		return w
	}
	w.Lines = v.Lines
	if w.Lines == nil {
		w.Lines = []string{}
	}
	return w
}

func attachments(as []session.Attachment) []Attachment {
	if len(as) == 0 {
		return nil
	}
	out := make([]Attachment, len(as))
	for i, a := range as {
		out[i] = Attachment{Who: a.Who, Since: a.Since, Exclusive: a.Exclusive, ReadOnly: a.ReadOnly}
	}
	return out
}

// SessionRowOf is the row of a session's Info, its labels' controls spelled
// out again where they leave (see NewScreen).
func SessionRowOf(i session.Info) SessionRow {
	return SessionRow{
		SessionID: i.SessionID, Name: spell.Out(i.Name), Command: spell.Out(i.Command), PID: i.PID,
		State: i.State, Mode: i.Mode, Program: spell.Out(i.Program), Cols: i.Cols, Rows: i.Rows,
		Created: i.Created, IdleSec: i.IdleSec, Recording: i.Recording,
		OpenedBy: spell.Out(i.OpenedBy), LastActivity: i.LastActivity, Attached: attachments(i.Attached),
	}
}
