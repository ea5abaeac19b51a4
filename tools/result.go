package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

// Header renders the one-line summary that starts every text result: the
// state always; the session where no earlier result on it named it (the
// first, which answers the call that opened it); the program, the mode,
// the cursor and the size only where they differ from the last result
// (the size the session was opened with counts as shown; the cursor where
// typing goes, just after a row's text, is no news), the mode's detail
// not where a line naming the prompt follows (it says what the program
// asks), the wait's outcome only when it did not simply settle;
// everything, the alternate screen and the title too, when the caller
// asked for the whole screen (delta false). The revision comes where the
// caller asked for it.
func Header(v Screen) string {
	var b strings.Builder
	all := v.Whole
	if all || !v.Same.Seen {
		b.WriteString("[" + oneLine(v.SessionID))
		if v.Name != "" {
			b.WriteString(" " + oneLine(v.Name))
		}
		b.WriteString("] ")
	}
	mode := all || !v.Same.Mode
	detail := all || !promptLine(v)
	if !all && !detail && v.Same.Seen && v.Same.Program && v.Same.ModeName {
		mode = false // only the detail changed, and the prompt's line says it
	}
	if v.Program != "" && (all || !v.Same.Program && !(mode && detail && namesProgram(v.ModeDetail, v.Program))) {
		b.WriteString(oneLine(v.Program) + " · ")
	}
	if mode && !(v.Mode == modes.Exited && v.State == session.Exited) {
		if detail && v.ModeDetail != "" {
			fmt.Fprintf(&b, "%s (%s) · ", v.Mode, oneLine(v.ModeDetail))
		} else {
			fmt.Fprintf(&b, "%s · ", v.Mode)
		}
	}
	b.WriteString(string(v.State))
	writeAbout(&b, v, false)
	if w := v.Wait; w != nil {
		switch {
		case all:
			fmt.Fprintf(&b, " · %s after %dms", w.Outcome, w.WaitedMs)
		case w.Outcome == session.Settled || w.Outcome == session.ExitedO:
			// What state says.
		case w.Outcome == session.Matched:
			b.WriteString(" · matched")
		default:
			fmt.Fprintf(&b, " · %s after %dms", w.Outcome, w.WaitedMs)
		}
	}
	switch {
	case all:
		fmt.Fprintf(&b, " · cursor %d,%d %s", v.Cursor.Row, v.Cursor.Col, visibility(v.Cursor))
	case v.Cursor.Visible && !v.Same.Cursor && !v.typing:
		fmt.Fprintf(&b, " · cursor %d,%d", v.Cursor.Row, v.Cursor.Col)
	}
	if all || !v.Same.Size {
		fmt.Fprintf(&b, " · %dx%d", v.Cols, v.Rows)
	}
	if all && v.AltScreen {
		b.WriteString(" · alt screen")
	}
	if v.Title != "" && all {
		fmt.Fprintf(&b, " · title %q", v.Title)
	}
	if v.ShowRevision {
		fmt.Fprintf(&b, " · rev %d", v.Revision)
	}
	if !v.Changed {
		b.WriteString(" (unchanged)")
	}
	if v.Closed {
		b.WriteString(" · closed")
	}
	for _, a := range v.Attached {
		switch {
		case a.Exclusive:
			fmt.Fprintf(&b, " · taken over by a person at a %s since %s", a.Who, a.Since)
		case a.ReadOnly:
			fmt.Fprintf(&b, " · watched by a person at a %s since %s", a.Who, a.Since)
		default:
			fmt.Fprintf(&b, " · shared with a person at a %s since %s", a.Who, a.Since)
		}
	}
	if h := v.HandedBack; h != nil {
		what := "screen unchanged"
		if h.ToRevision != h.FromRevision {
			what = fmt.Sprintf("screen changed: rev %d to %d", h.FromRevision, h.ToRevision)
		}
		fmt.Fprintf(&b, " · handed back by the person at a %s (taken over %s to %s; %s)", h.Who, h.Since, h.Until, what)
	}
	return b.String()
}

// bareHeader is the header of a text that is the header alone, without the
// screen's rows or the prompt's line: the mode with its detail.
func bareHeader(v Screen) string {
	v.Prompt = nil
	return Header(v)
}

// StableHeader is the header without what differs from one run of a
// program to the next, or from one platform to another: the session, the
// program's name, how the state was known, the wait, the revision and
// whether it changed, the people; with the mode, the state, the cursor
// and the size always. A tape's golden files start with it.
func StableHeader(v Screen) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s) · %s", v.Mode, oneLine(v.ModeDetail), v.State)
	writeAbout(&b, v, true)
	fmt.Fprintf(&b, " · cursor %d,%d %s", v.Cursor.Row, v.Cursor.Col, visibility(v.Cursor))
	fmt.Fprintf(&b, " · %dx%d", v.Cols, v.Rows)
	if v.AltScreen {
		b.WriteString(" · alt screen")
	}
	if v.Title != "" {
		fmt.Fprintf(&b, " · title %q", v.Title)
	}
	return b.String()
}

// writeAbout writes, in brackets after the state, how it was known when
// it was inferred (not in a stable header) and how the program ended.
func writeAbout(b *strings.Builder, v Screen, stable bool) {
	var about []string
	if !stable && v.StateSource == session.SourceQuiet {
		about = append(about, sourceText(v.StateSource))
	}
	switch {
	case v.ExitSignal != nil:
		about = append(about, *v.ExitSignal)
	case v.ExitCode != nil:
		about = append(about, fmt.Sprintf("code %d", *v.ExitCode))
	}
	if len(about) > 0 {
		b.WriteString(" (" + strings.Join(about, "; ") + ")")
	}
}

func visibility(c Cursor) string {
	if c.Visible {
		return "visible"
	}
	return "hidden"
}

// namesProgram reports whether a mode's detail starts by naming the
// program ("vim, insert mode"), so the header need not name it twice.
func namesProgram(detail, program string) bool {
	return detail == program || strings.HasPrefix(detail, program+",") || strings.HasPrefix(detail, program+" ")
}

// typingPoint reports whether the cursor stands where a line-oriented
// program's typing goes: just after the text of its row (or one blank
// after it, the blank a prompt ends with), on the last row with text or
// below it. Where it stands anywhere else (an editor, a form's field), the
// header says where.
func typingPoint(lines []string, c Cursor) bool {
	text := ""
	if c.Row < len(lines) {
		text = lines[c.Row]
		for _, l := range lines[c.Row+1:] {
			if strings.TrimSpace(l) != "" {
				return false
			}
		}
	}
	w := uniseg.StringWidth(strings.TrimRight(text, " "))
	return c.Col == w || c.Col == w+1
}

// sourceText says in the header how the state was known.
func sourceText(src session.Source) string {
	if src == session.SourceQuiet {
		return "inferred from quiet"
	}
	return string(src)
}

// Render is the text rendering of a screen result: the header line, the
// notes on what was left out, then the scrollback asked for, then the
// screen's rows: all of them in the full
// form; in the delta form, the lines that scrolled off unseen and the rows
// that changed, each run of rows under a line naming them. An unchanged
// screen is the header alone.
func Render(v Screen) string {
	var b strings.Builder
	b.WriteString(Header(v))
	writeNotes(&b, v.Notes)
	switch v.Paste {
	case Bracketed:
		b.WriteString("\n(pasted as a bracketed paste)")
	case Typed:
		b.WriteString("\n(typed, not pasted: the program had not enabled bracketed paste, so each newline was Enter)")
	}
	if hint := continuation(v); hint != "" {
		b.WriteString("\n(" + hint + ")")
	}
	writeWait(&b, v)
	if showsRows(v) {
		writePrompt(&b, v)
		writeLastCommand(&b, v.LastCommand)
	}
	if len(v.Scrollback) > 0 {
		fmt.Fprintf(&b, "\n--- %d lines of scrollback ---", len(v.Scrollback))
		for _, l := range v.Scrollback {
			b.WriteString("\n" + l)
		}
		b.WriteString("\n--- screen ---")
	}
	writeSelected(&b, v)
	writeRows(&b, v)
	return b.String()
}

// writeSelected says, in a delta, which row is selected when that row is
// not among the rows the delta shows (a highlight that moved leaves the
// rows' text as it was).
func writeSelected(b *strings.Builder, v Screen) {
	if v.SelectedRow == nil || v.Form != Delta || !v.Changed {
		return
	}
	for _, r := range v.ChangedRows {
		if r.Row == *v.SelectedRow {
			return
		}
	}
	for _, h := range v.Highlights {
		if h.Row == *v.SelectedRow {
			fmt.Fprintf(b, "\n(row %d is selected: %s)", h.Row, h.Text)
			return
		}
	}
	fmt.Fprintf(b, "\n(row %d is selected)", *v.SelectedRow)
}

// showsRows says whether a result shows rows of the screen (changed, or
// asked for whole or in part): the lines about what they show (the
// prompt, the last command) come with them.
func showsRows(v Screen) bool { return v.Changed || v.Whole || v.Form == Part }

// promptLine says whether the text names the screen's prompt in a line of
// its own (writePrompt), not as the same as the last result's: the
// header's mode then leaves its detail out.
func promptLine(v Screen) bool { return v.Prompt != nil && showsRows(v) && !v.Same.Prompt }

// selectedMark follows the selected row of a list in the text rendering:
// the entry Enter acts on, which reverse video or a colour shows a person
// and plain text cannot.
const selectedMark = "  ◀ selected"

// markSelected returns lines with the selected row marked, a copy when
// one is; row is nil when no row is selected.
func markSelected(lines []string, row *int) []string {
	if row == nil || *row < 0 || *row >= len(lines) {
		return lines
	}
	out := slices.Clone(lines)
	out[*row] += selectedMark
	return out
}

// firstFrame matches a screen that shows anything.
var firstFrame = regexp.MustCompile(`\S`)

// writeWait writes the line saying what a wait that ended without the
// program settling leaves to do.
func writeWait(b *strings.Builder, v Screen) {
	w := v.Wait
	switch {
	case w == nil:
	case w.Outcome == session.Partial:
		fmt.Fprintf(b, "\n(%s redraws on a timer, every %s, and has redrawn only part of the screen since the input: read_screen again after that)",
			v.Program, time.Duration(w.TimerMs)*time.Millisecond)
	case w.Outcome == session.Quiet:
		fmt.Fprintf(b, "\n(%s still runs, not reading the terminal, and printed nothing for %s: %s waits for it to finish or ask)",
			v.Program, session.QuietAfter, goOnWaiting(v.SessionID, session.Expect{}))
	case w.Outcome == session.TimedOut && w.NotDrawn:
		fmt.Fprintf(b, "\n(%s has not drawn anything yet: %s waits for its first frame)", v.Program,
			goOnWaiting(v.SessionID, session.Expect{Regex: firstFrame}))
	case w.Outcome == session.TimedOut && w.StillChanging:
		fmt.Fprintf(b, "\n(the screen was still changing when the time ran out: %s waits on)", goOnWaiting(v.SessionID, session.Expect{}))
	}
}

// writeNotes writes each note on a line of its own.
func writeNotes(b *strings.Builder, notes []string) {
	for _, n := range notes {
		b.WriteString("\n(note: " + oneLine(n) + ")")
	}
}

// writeRows writes the screen's rows in the result's form. Trailing
// empty rows are not in lines (the header gives the screen's size), and a
// run of emptyRun or more empty rows is one line saying how many.
func writeRows(b *strings.Builder, v Screen) {
	if v.Form == Part {
		if len(v.Part) == 0 {
			b.WriteString("\n(" + v.what + ")")
		}
		writeRuns(b, runsOf(v.Part), v.SelectedRow, "", true)
		return
	}
	if v.Form != Delta {
		lines := v.Lines
		if n := margin(lines); n >= minMargin {
			// A box drawn in the middle of a wide screen: its blank
			// margin is said once, not on every row.
			fmt.Fprintf(b, "\n(the rows below start at column %d: every row is blank left of it)", n)
			lines = make([]string, len(v.Lines))
			for i, l := range v.Lines {
				lines[i] = l[min(n, len(l)):]
			}
		}
		if bx, ok := findBox(lines); ok {
			if bx.left > 0 {
				fmt.Fprintf(b, "\n(a box's rows are shown from its left edge, column %d, and without the blanks before its right edge)", bx.left)
			} else {
				b.WriteString("\n(a box's rows are shown without the blanks before its right edge)")
			}
			lines = bx.trim(lines)
		}
		writeLines(b, markSelected(lines, v.SelectedRow))
		return
	}
	if v.BaseRevision != 0 {
		b.WriteString("\n(back on the main screen: what changed since it was last shown)")
	}
	if v.HistoryCut > 0 {
		fmt.Fprintf(b, "\n(%d earlier lines scrolled off unseen; read_screen with scrollback shows them)", v.HistoryCut)
	}
	if len(v.NewHistory) > 0 {
		fmt.Fprintf(b, "\n--- %d lines scrolled off ---", len(v.NewHistory))
		for _, l := range v.NewHistory {
			b.WriteString("\n" + l)
		}
	}
	moved := ""
	if v.Scrolled > 0 {
		moved = fmt.Sprintf(" (screen moved up %d)", v.Scrolled)
	}
	if m := v.Moved; m != nil {
		way, by := "up", m.Up
		if m.Down > 0 {
			way, by = "down", m.Down
		}
		moved += fmt.Sprintf(" (rows %d-%d moved %s %d)", m.Top, m.Bottom, way, by)
	}
	// The runs of changed rows, numbered; the rows that became blank at
	// the ends of a run (or make up one) are named together in one line
	// at the end.
	var runs [][]Row
	var blank []int
	for _, run := range runsOf(v.ChangedRows) {
		lo, hi := 0, len(run)
		for lo < hi && run[lo].Text == "" {
			blank = append(blank, run[lo].Row)
			lo++
		}
		for hi > lo && run[hi-1].Text == "" {
			hi--
		}
		for _, r := range run[hi:] {
			blank = append(blank, r.Row)
		}
		if lo < hi {
			runs = append(runs, run[lo:hi])
		}
	}
	if v.echo != "" {
		// The text the call sent, echoed as sent, is written echoMark;
		// the rows it filled alone are left out, which splits runs.
		var rows []Row
		for _, run := range runs {
			rows = append(rows, run...)
		}
		runs = runsOf(elideEcho(rows, v.echo, v.Cols, v.SelectedRow))
	}
	wrote := writeRuns(b, runs, v.SelectedRow, moved, false)
	if wrote {
		moved = ""
	}
	if len(blank) > 0 {
		slices.Sort(blank)
		fmt.Fprintf(b, "\n--- %s blank now%s ---", rowRanges(blank), moved)
		moved, wrote = "", true
	}
	if moved != "" && !wrote {
		b.WriteString("\n---" + moved + " ---")
	}
}

// runsOf splits rows (in order) into runs of consecutive rows.
func runsOf(rows []Row) [][]Row {
	var runs [][]Row
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].Row == rows[j-1].Row+1 {
			j++
		}
		runs = append(runs, rows[i:j])
		i = j
	}
	return runs
}

// writeRuns writes runs of rows with their numbers: each row after its
// number ("12: text") when numbered, or else in the shorter of that and
// each run under a line naming its rows ("--- rows 12-30 ---"), which is
// shorter for long runs. Within a run, rows repeated or empty emptyRun
// times or more are one line, as writeLines writes them. The selected row
// is marked; moved (what moved on the screen, said before the rows) goes
// on the first run's line, or on a line of its own before numbered rows.
// It reports whether it wrote anything.
func writeRuns(b *strings.Builder, runs [][]Row, selected *int, moved string, numbered bool) bool {
	if len(runs) == 0 {
		return false
	}
	texts := func(run []Row) []string {
		out := make([]string, len(run))
		for k, r := range run {
			out[k] = r.Text
			if selected != nil && r.Row == *selected {
				out[k] += selectedMark
			}
		}
		return out
	}
	var named, each strings.Builder
	note := moved
	for _, run := range runs {
		first, last := run[0].Row, run[len(run)-1].Row
		if first == last {
			fmt.Fprintf(&named, "\n--- row %d%s ---", first, note)
		} else {
			fmt.Fprintf(&named, "\n--- rows %d-%d%s ---", first, last, note)
		}
		note = ""
		writeLines(&named, texts(run))
	}
	if moved != "" {
		each.WriteString("\n---" + moved + " ---")
	}
	for _, run := range runs {
		lines := texts(run)
		for i := 0; i < len(lines); {
			j := i
			for j < len(lines) && lines[j] == lines[i] {
				j++
			}
			switch {
			case j-i >= emptyRun && lines[i] == "":
				fmt.Fprintf(&each, "\n… %d empty rows", j-i)
			case j-i >= emptyRun:
				fmt.Fprintf(&each, "\n%d: %s\n… %d more rows the same", run[i].Row, lines[i], j-i-1)
			default:
				for k := i; k < j; k++ {
					fmt.Fprintf(&each, "\n%d: %s", run[k].Row, lines[k])
				}
			}
			i = j
		}
	}
	if !numbered && named.Len() < each.Len() {
		b.WriteString(named.String())
	} else {
		b.WriteString(each.String())
	}
	return true
}

// rowRanges names rows (sorted) as "row 5" or "rows 3, 7-30".
func rowRanges(rows []int) string {
	var parts []string
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j] == rows[j-1]+1 {
			j++
		}
		if j-i == 1 {
			parts = append(parts, strconv.Itoa(rows[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", rows[i], rows[j-1]))
		}
		i = j
	}
	if len(rows) == 1 {
		return "row " + parts[0]
	}
	return "rows " + strings.Join(parts, ", ")
}

// emptyRun is the shortest run of empty rows the text writes as one line,
// and of rows the same as the one above them (a box's blank inside).
const emptyRun = 3

// minMargin is the narrowest blank left margin of every row that the text
// cuts off.
const minMargin = 8

// margin returns how many columns every row with text starts with blank.
func margin(rows []string) int {
	n := -1
	for _, l := range rows {
		if l == "" {
			continue
		}
		lead := len(l) - len(strings.TrimLeft(l, " "))
		if n < 0 || lead < n {
			n = lead
		}
	}
	return max(n, 0)
}

// A box a program draws (whiptail's, dialog's) pads each of its rows with
// blanks to its right edge, and sits in the middle of the screen: the
// text cuts the blanks and says so once.

// textBox is a frame on the screen: the rows drawn between its columns.
type textBox struct {
	left, right int   // the columns of its edges (in bytes: ASCII blanks before them)
	rows        []int // the rows that start at left and end at right with a frame's character
}

// findBox finds the frame most rows are drawn in: at least three rows
// whose text starts at one column with a frame's left character and ends
// at one column with its right one, the box wider than half the screen's
// rows, or indented.
func findBox(lines []string) (textBox, bool) {
	type edges struct{ left, right int }
	counts := map[edges][]int{}
	for r, l := range lines {
		t := strings.TrimLeft(l, " ")
		first, _ := utf8.DecodeRuneInString(t)
		last, _ := utf8.DecodeLastRuneInString(t)
		if !strings.ContainsRune("┌├└│╔╠╚║", first) || !strings.ContainsRune("┐┤┘│╗╣╝║", last) {
			continue
		}
		e := edges{len(l) - len(t), utf8.RuneCountInString(l) - 1}
		counts[e] = append(counts[e], r)
	}
	var best textBox
	for e, rows := range counts {
		if len(rows) > len(best.rows) {
			best = textBox{left: e.left, right: e.right, rows: rows}
		}
	}
	return best, len(best.rows) >= 3 && (best.left >= minMargin || best.right-best.left >= 40)
}

// trim returns lines with the box's rows shown from its left edge and
// without the blanks (minMargin or more) before its right edge on the
// rows inside it.
func (bx textBox) trim(lines []string) []string {
	out := slices.Clone(lines)
	for _, r := range bx.rows {
		l := out[r][bx.left:]
		if last, n := utf8.DecodeLastRuneInString(l); strings.ContainsRune("│║", last) {
			if inner := strings.TrimRight(l[:len(l)-n], " "); len(l)-n-len(inner) >= minMargin {
				l = inner
			}
		}
		out[r] = l
	}
	return out
}

// writeLines writes rows a line each: a run of emptyRun or more empty rows
// as one line saying how many ("… 12 empty rows"), and a row repeated
// emptyRun times or more once, then a line saying how often more ("… 9
// more rows the same": a box's empty inside).
func writeLines(b *strings.Builder, rows []string) {
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j] == rows[i] {
			j++
		}
		switch {
		case j-i >= emptyRun && rows[i] == "":
			fmt.Fprintf(b, "\n… %d empty rows", j-i)
		case j-i >= emptyRun:
			fmt.Fprintf(b, "\n%s\n… %d more rows the same", rows[i], j-i-1)
		default:
			for _, l := range rows[i:j] {
				b.WriteString("\n" + l)
			}
		}
		i = j
	}
}

// continuation is the line saying that the program waits for the rest of
// what was sent, and what to send, when it does.
func continuation(v Screen) string {
	switch {
	case v.State != session.WaitingForInput:
	case v.Mode == modes.REPL && strings.HasSuffix(v.ModeDetail, "continuation line"):
		return v.Program + " waits for the rest of a block: send_text with enter and no text ends it, send_keys <ctrl-c> drops it"
	case v.Mode == modes.Shell && strings.HasSuffix(v.ModeDetail, "continuation prompt"):
		return v.Program + " waits for the rest of the command line: send it with send_text, or send_keys <ctrl-c> to drop the command"
	}
	return ""
}

// writeLastCommand writes the line naming a shell's last command when it
// has ended (the mode's detail names one that runs).
func writeLastCommand(b *strings.Builder, c *Command) {
	if c != nil && c.Finished && c.ExitCode != nil {
		fmt.Fprintf(b, "\n(last command: %s; exit code %d)", clip(c.Command, 200), *c.ExitCode)
	}
}

// maxPromptOptions is how many of a prompt's options its line in the text
// names; the rows show the rest.
const maxPromptOptions = 8

// writePrompt writes the line saying what the screen's prompt asks for, in
// one line beside the rows: its kind, its options' labels (the first
// maxPromptOptions), which one is highlighted or ticked, and the
// answer_prompt call that answers it (for a text or a password prompt
// after one of the same kind, left out: it is the call the last result
// named). The question and the options' keys are left out: the rows show
// them (answer_prompt takes a label).
func writePrompt(b *strings.Builder, v Screen) {
	p := v.Prompt
	if p == nil {
		return
	}
	if v.Same.Prompt {
		fmt.Fprintf(b, "\n(the same %s prompt)", p.Kind)
		return
	}
	fmt.Fprintf(b, "\n(prompt: %s", p.Kind)
	if p.Default != "" {
		fmt.Fprintf(b, ", default %s", quoteLabel(p.Default))
	}
	sel := p.SelectedIndex()
	for i, o := range p.Options {
		if i == maxPromptOptions {
			fmt.Fprintf(b, ", … %d more", len(p.Options)-i)
			if sel >= i {
				fmt.Fprintf(b, "; highlighted: %s", quoteLabel(p.Options[sel].Label))
			}
			break
		}
		if i == 0 {
			b.WriteString("; ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(quoteLabel(o.Label))
		if i == sel {
			b.WriteString(" (highlighted)")
		}
		if o.Checked != nil && *o.Checked {
			b.WriteString(" (ticked)")
		}
	}
	if (p.Kind == modes.Select || p.Kind == modes.Multiselect) && len(p.Options) > 0 && sel < 0 {
		b.WriteString("; no highlight seen")
	}
	if v.Same.PromptKind && (p.Kind == modes.Text || p.Kind == modes.Password) {
		// The call is the one the last result named: nothing in it
		// comes from this prompt.
		b.WriteString(")")
		return
	}
	b.WriteString("; answer_prompt " + answerCall("", p) + ")")
}

// quoteLabel quotes a label from the screen for a line of the text, cut to
// a few dozen characters.
func quoteLabel(s string) string { return strconv.Quote(clip(s, 40)) }

// answerCall is the answer_prompt call that answers p: with the highlighted
// option (else the default, else the first), the ticked ones, or the
// text to type; with session_id id, or without it when id is "" (the
// line beside a result's rows: the agent named the session, or the
// header names it).
func answerCall(id string, p *Prompt) string {
	arg := func(name string, v any) string {
		if id == "" {
			return fmt.Sprintf(`{%q: %s}`, name, jsonText(v))
		}
		return fmt.Sprintf(`{"session_id": %s, %q: %s}`, jsonText(id), name, jsonText(v))
	}
	switch p.Kind {
	case modes.Confirm:
		return strings.Replace(arg("confirm", true), "true}", "true|false}", 1)
	case modes.Text, modes.Password:
		return arg("text", "…")
	case modes.Multiselect:
		ticked := []string{}
		for _, o := range p.Options {
			if o.Checked != nil && *o.Checked {
				ticked = append(ticked, clip(o.Label, 40))
			}
		}
		if len(ticked) == 0 && len(p.Options) > 0 {
			ticked = append(ticked, clip(p.Options[0].Label, 40))
		}
		return arg("choices", ticked)
	}
	pick := "…"
	switch i := p.SelectedIndex(); {
	case i >= 0:
		pick = p.Options[i].Label
	case p.Default != "":
		pick = p.Default
	case len(p.Options) > 0:
		pick = p.Options[0].Label
	}
	return arg("choice", clip(pick, 40))
}

// jsonText is v as JSON on one line, for a call in a sentence: <, > and &
// as they are.
func jsonText(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "null"
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// formOf is the form a tool's delta argument asks for.
func formOf(delta bool) Form {
	if delta {
		return Delta
	}
	return Full
}

// screenResult is a tool result carrying a screen as sh shapes it, as
// structured content and as text, within MaxResultBytes.
func screenResult(v session.Screen, sh shape) *mcp.CallToolResult {
	return pagedResult(v, session.Page{}, sh)
}

// pagedResult is screenResult for a screen that carries the page of
// scrollback asked for.
func pagedResult(v session.Screen, page session.Page, sh shape) *mcp.CallToolResult {
	w := fitted(v, page, sh)
	return mcp.NewToolResultStructured(w, Render(w))
}

// fitted is v on the wire as sh shapes it, within MaxResultBytes: a delta
// the caller did not ask for that would set most of the rows is the whole
// screen; the whole screen
// when delta false asked for it, changed or not; the rows asked for, when
// a call narrowed it (the session counts the screen as shown: the caller
// looked at it and chose its rows, and the next delta is reckoned from
// it).
func fitted(v session.Screen, page session.Page, sh shape) Screen {
	form := sh.form
	if sh.part != nil {
		form = Part
	}
	loadDelta(&v, form)
	if form == Delta && !sh.asked && v.Changed && mostChanged(&v) {
		form = Full
	}
	changed := v.Changed
	if sh.whole && form != Part {
		v.Changed, form = true, Full // for NewScreen: every row
	}
	fit := form
	if fit == Part {
		fit = Full
	}
	fitScreen(&v, page, 0, fit)
	w := NewScreen(v, form)
	if sh.whole {
		w.Changed, w.Whole, w.Same = changed, true, session.Same{}
	}
	if form == Part {
		w.narrow(v.Lines, sh.part)
	}
	if form == Delta {
		w.echo = sh.echo
	}
	return w
}

// narrow sets w's part: the rows of lines (the screen's) p picks.
func (w *Screen) narrow(lines []string, p *part) {
	rows := p.pick(lines)
	w.Part = make([]Row, len(rows))
	for i, r := range rows {
		w.Part[i] = Row{Row: r, Text: lines[r]}
	}
	w.what = p.String()
}

// loadDelta reads the lines that scrolled off, for a result in the delta
// form.
func loadDelta(v *session.Screen, form Form) {
	if form == Delta && v.Changed {
		v.Delta.LoadHistory()
	}
}

// fail turns an error from the session package or from argument checks into
// the result the agent sees: an isError result with one sentence naming the
// next step for mistakes it can fix, a Go error for internal faults. A
// screen given is rendered below the sentence, in the full form.
func fail(err error, screen *session.Screen) (*mcp.CallToolResult, error) {
	return failIn(err, screen, shape{form: Full})
}

// failIn is fail with the screen rendered as sh shapes it.
func failIn(err error, screen *session.Screen, sh shape) (*mcp.CallToolResult, error) {
	var shown *Screen // the screen as the result shows it
	if screen != nil && screen.SessionID != "" {
		w := fitted(*screen, session.Page{}, sh)
		shown = &w
	}
	var ae *argError
	msg := ""
	switch {
	case errors.As(err, &ae):
		msg = ae.msg
	case errors.Is(err, session.ErrAnswer):
		msg = err.Error()
	case errors.Is(err, session.ErrNoSession):
		msg = err.Error() + "; use one of those ids, or open_session"
		if strings.HasSuffix(err.Error(), "no sessions are open") {
			msg = err.Error() + "; call open_session first"
		}
		if strings.Contains(err.Error(), "it was lost") {
			msg = err.Error() + "; list_sessions shows what is open, open_session starts anew"
		}
	case errors.Is(err, session.ErrExited):
		msg = exitedSentence(screen, shown)
	case errors.Is(err, session.ErrLimit):
		msg = err.Error() + "; close one with close_session and try again"
	case errors.Is(err, session.ErrNotShell):
		msg = err.Error() + "; run_command needs a session opened without command or argv (or leave session_id out for a fresh shell); use send_text with enter for other programs"
	case errors.Is(err, session.ErrCommand):
		msg = err.Error() + "; press keys with send_keys instead"
	case errors.Is(err, session.ErrRunning) && screen != nil && screen.Prompt != nil:
		msg = err.Error() + " and waits for an answer to its prompt; answer it with answer_prompt " + answerCall(screen.SessionID, NewScreen(*screen, Full).Prompt) +
			", then run_command with this session_id and no command follows it (its output and exit code)"
	case errors.Is(err, session.ErrRunning):
		msg = err.Error() + "; run_command with this session_id and no command follows it (its output and exit code), send_keys <ctrl-c> stops it"
	case errors.Is(err, session.ErrNoCommand):
		msg = err.Error()
		if c := lastOf(screen); c != "" {
			msg += "; the last one, " + c
		}
		msg += "; give command to run one"
	case errors.Is(err, session.ErrBusy):
		msg = err.Error() + "; wait_for the screen you need, or send_keys <ctrl-c>"
	case errors.Is(err, session.ErrInputBlocked):
		msg = err.Error() + "; the program is not reading, so read_screen to see why, or send_signal INT"
	case errors.Is(err, session.ErrRecord):
		msg = err.Error() + "; open the session without record, or start the server with a writable --record-dir"
	case errors.Is(err, session.ErrTakenOver):
		msg = err.Error() + "; input tools are refused until the person detaches (read_screen and wait_for still work; attached in their result says who is there), so wait and try again"
	case errors.Is(err, session.ErrNameTaken):
		msg = err.Error() + "; use that session_id (list_sessions shows it), or open_session again with replace: true to close it and open a new one"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.E2BIG):
		msg = err.Error() + " (the kernel refused the arguments and environment as too large: each string must be under 128 KiB " +
			"and all together under about 2 MiB); pass less in argv or env, or put the data in a file and pass its name"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.EINVAL):
		msg = err.Error() + " (the kernel refused the program's arguments or environment as invalid, e.g. a NUL byte in one); fix argv, command or env"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.ENOEXEC):
		msg = err.Error() + " (the file is not a program the kernel can run: no #! line, or built for another machine); run it through its interpreter, e.g. command \"bash FILE\""
	case errors.Is(err, session.ErrStart):
		msg = err.Error() + "; check the program name and PATH, or pass command to run it through bash"
	case errors.Is(err, session.ErrNoPTY):
		msg = err.Error() + "; close sessions you no longer need (list_sessions shows them, close_session ends one) or end other terminal programs, then open again"
	case errors.Is(err, context.Canceled):
		msg = "the call was cancelled by the client"
	default:
		return nil, err
	}
	msg = capMessage(msg)
	if shown == nil {
		return mcp.NewToolResultError(msg), nil
	}
	// The screen below the sentence is in the structured content too, as
	// in any result that shows one: a client that keeps the screen from
	// deltas applies this one as well (the session counts it as shown).
	res := mcp.NewToolResultError(msg + "\n" + Render(*shown))
	res.StructuredContent = *shown
	return res, nil
}

// asTool gives an error result's screen (failIn) the shape of tool's
// output schema: run_command's result and request_user_input's carry the
// screen's fields and their own, which an error leaves empty. It takes a
// handler's two results: asTool(tool)(failIn(…)).
func asTool(tool string) func(*mcp.CallToolResult, error) (*mcp.CallToolResult, error) {
	return func(res *mcp.CallToolResult, err error) (*mcp.CallToolResult, error) {
		if res == nil {
			return res, err
		}
		w, ok := res.StructuredContent.(Screen)
		if !ok {
			return res, err
		}
		switch tool {
		case "run_command":
			res.StructuredContent = RunResult{Screen: w}
		case "request_user_input":
			res.StructuredContent = askResult{Screen: w}
		}
		return res, err
	}
}

// lastOf describes a screen's last command, if it has one.
func lastOf(v *session.Screen) string {
	if v == nil || v.LastCommand == nil || !v.LastCommand.Finished || v.LastCommand.ExitCode == nil {
		return ""
	}
	return fmt.Sprintf("%s, ended with exit code %d", clip(v.LastCommand.Command, 80), *v.LastCommand.ExitCode)
}

func exitedSentence(v *session.Screen, w *Screen) string {
	if v == nil {
		return "the session has exited; open a new session"
	}
	how := "exited"
	switch {
	case v.ExitSignal != nil:
		how = "was killed by " + *v.ExitSignal
	case v.ExitCode != nil:
		how = fmt.Sprintf("has exited (code %d)", *v.ExitCode)
	}
	where := "is below"
	switch {
	case w == nil:
	case w.Form == Part:
		where = "has the rows asked for below"
	case !w.Changed && !w.Whole:
		where = "is the one last returned"
	case w.Form == Delta:
		where = "is the last one returned with the changes below"
	}
	return fmt.Sprintf("session %s %s; its final screen %s; open a new session to go on", v.SessionID, how, where)
}
