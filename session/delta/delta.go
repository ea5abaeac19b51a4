package delta

import (
	"encoding/json"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// Delta is what changed on the screen since the last result the session
// returned (to any caller): the screen moved up Scrolled lines (its top
// rows went into history), NewHistory are the lines that scrolled off
// without having been on that result's screen (read by LoadHistory), Move
// is a block of rows that moved up or down on the screen (a pager, a
// scroll region; on either screen), and Rows are the rows that differ from
// that result's once moved. A caller that holds the last result gets the
// screen now by moving its rows up Scrolled, then moving the block, then
// setting Rows.
type Delta struct {
	Scrolled int64
	// Move is nil when no block of rows moved (or moving one saves
	// fewer than two rows).
	Move       *Move
	NewHistory []string
	// HistoryCut is how many lines scrolled off since the last result, not
	// on its screen, are not in NewHistory: dropped from the scrollback, or
	// beyond maxNewHistory (the oldest go first).
	HistoryCut int64
	Rows       []Row
	// Fresh says that the last result showed no rows (none was returned,
	// or a command's output stood in their place): every row is new.
	Fresh bool
	// Base is, when not 0, the revision of the screen the delta is
	// reckoned from in place of the last result: back from the alternate
	// screen to the main one, the main screen the caller was last shown.
	Base uint64

	// What LoadHistory reads NewHistory from.
	since Shown
	to    int64
	term  *emulator.Terminal
}

// Move is rows Top to Bottom (0-based, both included) of the screen moved
// By rows: up when By > 0, down when By < 0, within those rows
// (emulator.Move).
type Move = emulator.Move

// Row is one row of the screen.
type Row struct {
	Row  int
	Text string
}

// maxNewHistory bounds the lines of history a delta carries; more are
// counted in HistoryCut, and read_screen's scrollback shows them.
const maxNewHistory = 1000

// Shown is the last screen a session returned to a caller, which the
// next result's Changed, Delta and Same are reckoned against. Its zero
// value is no screen returned yet.
type Shown struct {
	rev     uint64
	lines   []string // every row, as the caller has them
	history int64    // the snapshot's History
	// What else the result showed. seen is false until a result was
	// returned; shown is false when a result left the rows out (a
	// command's output in their place): the next one shows them. A
	// result narrowed to part of the screen (grep, tail) counts as shown:
	// the caller looked at the screen and chose its rows.
	seen, shown bool
	exited      bool // the result said the program had exited
	cursor      emulator.Cursor
	cols, rows  int
	alt         bool
	title       string
	prompt      string // the prompt as JSON, "" for none
	kind        string // the prompt's kind, "" for none
	kinds       string // the kinds of every prompt returned so far, each between commas
	program     string
	mode        string // the mode and its detail
	// main is, while the screen shown is the alternate one, the last
	// main screen shown (nil when none was, or when the screen shown is
	// the main one): back on the main screen, a delta is reckoned from it,
	// the rows the caller saw there, not from the program that had the
	// alternate screen.
	main *Shown
}

// Follow sets what cur, a result returned after prev, remembers of the
// screens before it: the prompt kinds shown, and the last main screen
// shown while cur is the alternate one.
func (cur *Shown) Follow(prev Shown) {
	cur.kinds = prev.kinds
	if cur.kind != "" && !strings.Contains(cur.kinds, ","+cur.kind+",") {
		cur.kinds += "," + cur.kind + ","
	}
	switch {
	case !cur.alt:
	case prev.alt:
		cur.main = prev.main
	case prev.seen && prev.shown:
		last := prev
		last.main = nil
		cur.main = &last
	}
}

// baseOf is the screen a delta to cur is reckoned from when prev was the
// last returned: prev, or, back from the alternate screen to the main
// one, the main screen shown before.
func baseOf(prev, cur Shown) Shown {
	if prev.alt && !cur.alt && prev.main != nil && prev.main.cols == cur.cols && prev.main.rows == cur.rows {
		return *prev.main
	}
	return prev
}

// View is what a screen result shows, as Of reads it.
type View struct {
	Revision  uint64
	Rows      []string // every row
	History   int64    // the snapshot's History
	Exited    bool     // the result says the program has exited
	Cursor    emulator.Cursor
	Cols      int
	Height    int // rows
	AltScreen bool
	Title     string
	Prompt    *modes.Prompt
	Program   string
	Mode      string // the mode and its detail
}

// Of is what a result showing v returns.
func Of(v View) Shown {
	return Shown{rev: v.Revision, lines: v.Rows, history: v.History, seen: true, shown: true, exited: v.Exited,
		cursor: v.Cursor, cols: v.Cols, rows: v.Height, alt: v.AltScreen, title: v.Title, prompt: promptKey(v.Prompt),
		kind: kindOf(v.Prompt), program: v.Program, mode: v.Mode}
}

// Opened is what a session just opened cols by rows has returned: no
// result yet, but the size it was opened with, the caller's.
func Opened(cols, rows int) Shown { return Shown{cols: cols, rows: rows} }

// Revision is the revision of the screen returned.
func (r Shown) Revision() uint64 { return r.rev }

// RowsLeftOut says that the result returned left the screen's rows out
// (a command's output stood in their place): the next result shows
// them, changed or not.
func (r *Shown) RowsLeftOut() { r.shown = false }

// Final reports whether the result returned showed the screen of a
// program that had exited, whole.
func (r Shown) Final() bool { return r.seen && r.shown && r.exited }

// promptKey is a prompt as JSON, to compare with another; "" for none.
func promptKey(p *modes.Prompt) string {
	if p == nil {
		return ""
	}
	b, _ := json.Marshal(p)
	return string(b)
}

// kindOf is p's kind, "" for none.
func kindOf(p *modes.Prompt) string {
	if p == nil {
		return ""
	}
	return string(p.Kind)
}

// Same says which of what a result carries besides its rows is as the
// last result the session returned showed it (all false for the first,
// but the size: the one the session was opened with counts as shown):
// a rendering may leave those out.
type Same struct {
	// Seen: an earlier result on the session was returned (to any
	// caller), which named it.
	Seen                                                  bool
	Cursor, Size, AltScreen, Title, Prompt, Program, Mode bool
	// ModeName: the mode is the same, its detail perhaps not (Mode says
	// both are).
	ModeName bool
	// PromptKind: an earlier result had a prompt of the same kind.
	PromptKind bool
}

// SameAs reckons Same for cur against prev.
func SameAs(prev, cur Shown) Same {
	size := prev.cols == cur.cols && prev.rows == cur.rows
	if !prev.seen {
		return Same{Size: size}
	}
	return Same{Seen: true, Cursor: prev.cursor == cur.cursor, Size: size,
		AltScreen: prev.alt == cur.alt, Title: prev.title == cur.title, Prompt: prev.prompt == cur.prompt,
		Program: prev.program == cur.program, Mode: prev.mode == cur.mode, ModeName: modeName(prev.mode) == modeName(cur.mode), PromptKind: cur.kind != "" && strings.Contains(prev.kinds, ","+cur.kind+",")}
}

// modeName is the mode of a returned's mode, without its detail.
func modeName(mode string) string {
	name, _, _ := strings.Cut(mode, "\x00")
	return name
}

// Changed reports whether a result showing cur shows what the one
// that showed prev did not: another screen, or rows prev left out (all of
// them, or some).
func Changed(prev, cur Shown) bool {
	return cur.rev != prev.rev || !prev.shown
}

// Between works out what changed between the screen last returned (last;
// back from the alternate screen, the main screen returned before it) and
// the screen now (cur): how far it scrolled, the block of rows that moved
// and the rows that differ, by the emulator's differ on the rows' text.
// The lines that scrolled off are read only when asked for (LoadHistory),
// from term's history: a result in the full form does without them.
func Between(term *emulator.Terminal, last, cur Shown) Delta {
	prev := baseOf(last, cur)
	if !prev.shown {
		prev.lines = nil // its rows were not shown: every row is new
	}
	c := emulator.Diff(emulator.TextRows(prev.lines, prev.history), emulator.TextRows(cur.lines, cur.history), true)
	d := Delta{Scrolled: c.Scrolled, Move: c.Move, since: prev, to: cur.history, term: term, Fresh: !prev.seen || !prev.shown}
	if last.alt && !prev.alt {
		d.Base = prev.rev // back on the main screen: from the one shown before
	}
	for _, i := range c.Rows {
		d.Rows = append(d.Rows, Row{Row: i, Text: cur.lines[i]})
	}
	return d
}

// row returns row j of a returned screen, if it had one.
func (r Shown) row(j int64) (string, bool) {
	if j >= 0 && j < int64(len(r.lines)) {
		return r.lines[j], true
	}
	return "", false
}

// LoadHistory fills NewHistory and HistoryCut: the lines that scrolled off
// since the last result, without those that were on its screen (the
// caller has them), at most maxNewHistory of the newest. It reads the
// terminal's history, which keeps them until as many lines as it holds
// scrolled off after them (those are counted in HistoryCut).
func (d *Delta) LoadHistory() {
	k := d.Scrolled
	if k == 0 || d.term == nil || d.NewHistory != nil {
		return
	}
	prev := d.since
	lines, first := d.term.History(prev.history, d.to, maxNewHistory)
	// The lines that scrolled off begin with the last result's top rows;
	// those the caller has already.
	known := int64(0)
	for known < k && prev.history+known >= first {
		p, ok := prev.row(known)
		if !ok || int(prev.history+known-first) >= len(lines) || lines[prev.history+known-first] != p {
			break
		}
		known++
	}
	from := max(prev.history+known, first)
	d.NewHistory = lines[from-first:]
	d.HistoryCut = k - known - int64(len(d.NewHistory))
}
