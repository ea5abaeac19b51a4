package shell

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
)

// Transcript is run_command's output: the text a command printed, taken
// from the bytes between its shell's C mark (output starts) and D mark
// (done), not from what is left on the screen, so clearing the screen or
// resetting the terminal (clear, tput reset, ESC c) loses nothing.
//
// The bytes go through x/ansi's parser (the one x/vt parses with) into a
// small window of lines, as tall as the screen, in which the program may
// edit what it printed the way it would on the screen: a carriage return
// or backspace and overwriting, erasing in the line, moving the cursor up
// over a progress display and redrawing it. Lines leave the window at its
// top into the kept text. Erasing the display or resetting the terminal
// moves every line of the window into the kept text and starts the window
// afresh. What a program draws on the alternate screen (a pager, an editor
// the command opened) is not output. Colours and every other sequence are
// left out.
//
// Memory is bounded by the output cap, not by what the command prints: the
// kept text is its first max/2 characters and its last max-max/2, with a
// count of the characters cut between them; the window's lines are
// bounded too (a longer line leaves the window in pieces).
//
// Secrets are hidden with the session's mask, as the terminal hides them
// on the screen: after each chunk of output, the window's lines (with the
// end of the text before them) are searched, and the cells of a secret
// found whole are marked hidden for good — until the program writes over
// them — so a secret the command later overwrites in part (a progress line
// redrawn over it, the end of its line erased) shows none of its rest. A
// hidden cell is rendered as one '*' a column. Lines are searched again
// when they leave the window, with the end of the line before them and the
// lines still in the window, so a secret running across lines is found.
type Transcript struct {
	p     *ansi.Parser
	nonce string
	mask  secret.Mask
	rows  int // the window's height: the screen's

	in    bool // between a C mark and its D
	alt   bool // the alternate screen is shown
	Began bool // a C mark came
	Ended bool // a D mark came after the last C (or with none before it)
	Exit  int  // the last D mark's status
	// Prompt is the Prompt of the newest D mark (of the Prompt the command
	// was typed at, to begin with): a D mark with it again is readline
	// redrawing that Prompt, not the command's end.
	Prompt string

	win      [][]tcell // the window's lines
	printed  bool      // something was printed since the window was searched for secrets
	spare    [][]tcell // lines that left the window, for new ones
	row, col int       // the cursor in the window
	base     int       // the screen row of win[0]
	saved    [2]int    // the cursor's screen row and column DECSC saved
	cells    int       // cells in the window

	pending  []piece // lines on their way to the kept text, not masked yet
	pendingN int     // their bytes
	kept
	prev string // the end of the last kept line, unmasked, for masks across lines

	// What the last result took of the output, for the next one to give
	// only what is new: the text kept since (bounded like kept), and the
	// window's lines it gave.
	fresh kept
	given []string
}

// kept is the kept text: its head, and its tail after what was cut.
type kept struct {
	max   int    // characters kept: max/2 of the head, the rest of the tail
	head  []byte // the first characters
	headN int    // characters in head
	tail  []byte // the last characters from tail[from:]; the rest is dropped
	from  int
	tailN int // characters in tail[from:]
	cut   int // characters dropped between head and tail
}

// tcell is one cell of a window line: a character and its width; w == 0
// with s == "" is the second half of a wide character, s == "" with w == 1
// a blank. hid marks a cell of a secret (see hideWindow).
type tcell struct {
	s   string
	w   int8
	hid bool
}

// Limits of the window: a line leaves it in pieces of lineMax cells, and
// the window holds windowMax cells at most (its oldest lines leave first).
const (
	lineMax   = 4096
	windowMax = 64 << 10
	cellMax   = 32 // bytes a cell's character may grow to with combining marks
)

func NewTranscript(nonce string, mask secret.Mask, rows, maxChars int) *Transcript {
	t := &Transcript{nonce: nonce, mask: mask, rows: max(rows, 1), Exit: -1, kept: kept{max: maxChars}, fresh: kept{max: maxChars}}
	t.p = ansi.NewParser()
	t.p.SetDataSize(256) // enough for a mark; longer strings are cut, and not output
	t.p.SetHandler(ansi.Handler{
		Print:     t.print,
		Execute:   t.execute,
		HandleCsi: t.csi,
		HandleEsc: t.esc,
		HandleOsc: t.osc,
	})
	t.reset()
	return t
}

// reset starts an empty window with the cursor on the screen's last row.
func (t *Transcript) reset() {
	t.win = [][]tcell{nil}
	t.row, t.col, t.base, t.cells = 0, 0, t.rows-1, 0
}

// Write feeds output of the session.
func (t *Transcript) Write(p []byte) {
	for _, b := range p {
		t.p.Advance(b)
	}
	if t.printed {
		t.hideWindow()
	}
}

// hideWindow marks hidden the cells of the window where the mask finds a
// secret: within a line, or running across lines (and from the text kept
// before the window into it). It runs after every chunk of output, so a
// secret printed whole in one chunk stays hidden whatever later chunks do
// to a part of it.
func (t *Transcript) hideWindow() {
	t.printed = false
	longest := t.mask.Longest()
	if longest == 0 {
		return
	}
	// Before the window: the end of the text on its way to being kept.
	var before []string
	for i, n := len(t.pending)-1, 0; n < longest; i-- {
		l := t.prev
		if i >= 0 {
			l = t.pending[i].text
		}
		before = append(before, l)
		n += len(l) + 1
		if i < 0 {
			break
		}
	}
	slices.Reverse(before)
	lines := before
	refs := make([][]tref, len(t.win))
	for i, l := range t.win {
		var text string
		text, refs[i] = renderRefs(l, refs[i])
		lines = append(lines, text)
	}
	spans := secret.Lines(t.mask, lines)
	for i, sp := range spans {
		if i < len(before) || len(sp) == 0 {
			continue
		}
		line := t.win[i-len(before)]
		for _, r := range refs[i-len(before)] {
			if secret.Covered(sp, r.start, r.end) {
				line[r.cell].hid = true
			}
		}
	}
}

// tref is where a cell of a window line is in the line's rendered text.
type tref struct{ start, end, cell int }

func (t *Transcript) osc(cmd int, data []byte) {
	if cmd != 133 {
		return
	}
	m, ok := emulator.ParseMark(data, t.nonce)
	if !ok {
		return
	}
	switch m.Kind {
	case 'C':
		if !t.in && t.Began {
			// The next command of a multi-line input: on a line of its own.
			t.newline()
		}
		t.in, t.Began, t.Ended = true, true, false
	case 'D':
		if m.Prompt != "" {
			if m.Prompt == t.Prompt {
				return
			}
			t.Prompt = m.Prompt
		}
		t.in, t.Ended, t.Exit = false, true, m.Exit
	}
}

func (t *Transcript) active() bool { return t.in && !t.alt }

func (t *Transcript) print(r rune) {
	if !t.active() || (r >= 0x80 && r <= 0x9f) {
		// A C1 control written in UTF-8 is none of the output's text
		// (the terminal executes it: emulator.eightBitC1).
		return
	}
	var s string
	w := 1
	if r < utf8.RuneSelf {
		s = asciiCells[r]
	} else {
		s = string(r)
		w = uniseg.StringWidth(s)
	}
	line := t.win[t.row]
	if w == 0 {
		// A combining mark joins the character before it.
		if c := t.col - 1; c >= 0 && c < len(line) && len(line[c].s)+len(s) <= cellMax && line[c].s != "" {
			line[c].s += s
		}
		return
	}
	w = min(w, 2)
	if t.col >= lineMax {
		t.flushLine()
		line = t.win[t.row]
	}
	for len(line) < t.col+w {
		line = append(line, tcell{w: 1})
		t.cells++
	}
	// Overwriting half of a wide character blanks its other half.
	if c := line[t.col]; c.w == 0 && t.col > 0 {
		line[t.col-1] = tcell{w: 1}
	}
	if end := t.col + w; end < len(line) && line[end].w == 0 && line[end].s == "" {
		line[end] = tcell{w: 1}
	}
	line[t.col] = tcell{s: s, w: int8(w)}
	t.printed = true
	if w == 2 {
		line[t.col+1] = tcell{}
	}
	t.win[t.row] = line
	t.col += w
	if t.cells > windowMax && t.row > 0 {
		// The lines above leave the window; they stay on the screen.
		n := t.row
		t.keepLines(n)
		t.base += n
	}
}

var asciiCells = func() (a [utf8.RuneSelf]string) {
	for i := range a {
		a[i] = string(rune(i))
	}
	return a
}()

func (t *Transcript) execute(b byte) {
	if !t.active() {
		return
	}
	switch b {
	case '\r':
		t.col = 0
	case '\n', '\v', '\f':
		t.newline()
	case '\b':
		t.col = max(t.col-1, 0)
	case '\t':
		t.col = (t.col/8 + 1) * 8
	}
}

func (t *Transcript) esc(cmd ansi.Cmd) {
	if !t.active() {
		return
	}
	switch cmd.Final() {
	case 'c': // RIS: nothing printed is lost
		t.keepAll()
		t.base = 0
	case 'D': // IND
		t.newline()
	case 'E': // NEL
		t.newline()
		t.col = 0
	case 'M': // RI
		t.row = max(t.row-1, 0)
	case '7': // DECSC
		t.saved = [2]int{t.base + t.row, t.col}
	case '8': // DECRC
		t.toRow(t.saved[0])
		t.col = t.saved[1]
	}
}

func (t *Transcript) csi(cmd ansi.Cmd, params ansi.Params) {
	if cmd.Prefix() == '?' {
		switch cmd.Final() {
		case 'h', 'l':
			for i := range params {
				if n, _, _ := params.Param(i, 0); n == 1049 || n == 1047 || n == 47 {
					t.alt = cmd.Final() == 'h'
				}
			}
		}
		return
	}
	if !t.active() || cmd.Intermediate() != 0 || cmd.Prefix() != 0 {
		return
	}
	n, _, _ := params.Param(0, 1)
	n = max(n, 1)
	switch cmd.Final() {
	case 'A': // CUU
		t.row = max(t.row-n, 0)
	case 'B', 'e': // CUD, VPR
		t.down(n)
	case 'C', 'a': // CUF, HPR
		t.col = min(t.col+n, lineMax)
	case 'D': // CUB
		t.col = max(t.col-n, 0)
	case 'E': // CNL
		t.down(n)
		t.col = 0
	case 'F': // CPL
		t.row, t.col = max(t.row-n, 0), 0
	case 'G', '`': // CHA, HPA
		t.col = min(n-1, lineMax)
	case 'd': // VPA
		t.toRow(n - 1)
	case 'H', 'f': // CUP
		col, _, _ := params.Param(1, 1)
		t.toRow(n - 1)
		t.col = min(max(col, 1)-1, lineMax)
	case 'J': // ED: nothing printed is lost
		m, _, _ := params.Param(0, 0)
		if m == 0 && (t.row > 0 || t.col > 0) {
			t.eraseBelow()
			return
		}
		t.keepAll()
	case 's': // SCOSC; with margins given, DECSLRM
		if v, _, _ := params.Param(0, -1); v == -1 {
			t.saved = [2]int{t.base + t.row, t.col}
		}
	case 'u': // SCORC
		t.toRow(t.saved[0])
		t.col = t.saved[1]
	case 'K': // EL
		m, _, _ := params.Param(0, 0)
		t.eraseInLine(m)
	case 'X': // ECH
		line := t.win[t.row]
		for i := t.col; i < min(t.col+n, len(line)); i++ {
			line[i] = tcell{w: 1}
		}
	case 'P': // DCH
		line := t.win[t.row]
		if t.col < len(line) {
			k := min(n, len(line)-t.col)
			t.win[t.row] = append(line[:t.col], line[t.col+k:]...)
			t.cells -= k
		}
	}
}

// newline moves the cursor down a line, adding one at the bottom of the
// window; the screen scrolls when the window reaches its last row.
func (t *Transcript) newline() {
	if t.row+1 < len(t.win) {
		t.row++
		return
	}
	t.win = append(t.win, t.line())
	t.row++
	switch {
	case t.base+len(t.win) <= t.rows:
	case t.base > 0:
		t.base--
	default:
		t.keepLines(1)
	}
}

// line returns an empty line for the window.
func (t *Transcript) line() []tcell {
	if n := len(t.spare); n > 0 {
		l := t.spare[n-1]
		t.spare = t.spare[:n-1]
		return l
	}
	return nil
}

// down moves the cursor n lines down, within the screen.
func (t *Transcript) down(n int) {
	for ; n > 0 && t.base+t.row+1 < t.rows; n-- {
		if t.row+1 == len(t.win) {
			t.win = append(t.win, nil)
		}
		t.row++
	}
}

// toRow moves the cursor to a row of the screen: the window is taken to
// be the screen's rows from base down.
func (t *Transcript) toRow(y int) {
	i := y - t.base
	if i < 0 {
		i = 0
	}
	for i >= len(t.win) && t.base+len(t.win) < t.rows {
		t.win = append(t.win, nil)
	}
	t.row = min(i, len(t.win)-1)
}

func (t *Transcript) eraseInLine(m int) {
	line := t.win[t.row]
	switch m {
	case 0:
		if t.col < len(line) {
			t.cells -= len(line) - t.col
			t.win[t.row] = line[:t.col]
		}
	case 1:
		for i := 0; i <= t.col && i < len(line); i++ {
			line[i] = tcell{w: 1}
		}
	case 2:
		t.cells -= len(line)
		t.win[t.row] = line[:0]
	}
}

func (t *Transcript) eraseBelow() {
	t.eraseInLine(0)
	for i := t.row + 1; i < len(t.win); i++ {
		t.cells -= len(t.win[i])
	}
	t.win = t.win[:t.row+1]
}

// keepAll moves every line of the window into the kept text; the window
// starts again on the cursor's row.
func (t *Transcript) keepAll() {
	y := t.base + t.row
	n := len(t.win)
	for n > 0 && render(t.win[n-1]) == "" {
		n-- // blank rows below the text are no output
	}
	t.keepLines(n)
	t.win, t.row, t.cells = [][]tcell{nil}, 0, 0
	t.base = y
}

// keepLines moves the window's first n lines into the kept text.
func (t *Transcript) keepLines(n int) {
	n = min(n, len(t.win))
	for i := range n {
		t.pend(render(t.win[i]), true)
		t.cells -= len(t.win[i])
		if len(t.spare) < t.rows && cap(t.win[i]) <= lineMax {
			t.spare = append(t.spare, t.win[i][:0])
		}
	}
	clear(t.win[:n])
	t.win = t.win[n:] // append reallocates once the front is used up
	if len(t.win) == 0 {
		t.win = append(t.win, nil)
	}
	t.row = max(t.row-n, 0)
}

// flushLine moves the cursor's line, too long to edit further, into the
// kept text without ending it: the window's lines above it first.
func (t *Transcript) flushLine() {
	t.base += t.row
	t.keepLines(t.row)
	t.pend(render(t.win[0]), false)
	t.cells -= len(t.win[0])
	t.win[0] = nil
	t.col = 0
}

// pend adds a line (or a piece of one, without newline) on its way to the
// kept text; lines are masked in batches of pendMax bytes.
func (t *Transcript) pend(text string, newline bool) {
	t.pending = append(t.pending, piece{text, newline})
	t.pendingN += len(text) + 1
	if t.pendingN > pendMax {
		t.flushPending()
	}
}

// pendMax is how many bytes of lines are masked together.
const pendMax = 16 << 10

// piece is text on its way to the kept text.
type piece struct {
	text    string
	newline bool
}

// flushPending masks the pending lines and keeps them: searched with the
// end of the line kept before them and the window's lines after them, so
// a secret running across lines is found.
func (t *Transcript) flushPending() {
	if len(t.pending) == 0 {
		return
	}
	longest := t.mask.Longest()
	var spans [][]secret.Span
	if longest > 0 {
		lines := make([]string, 0, len(t.pending)+2)
		lines = append(lines, t.prev)
		for _, p := range t.pending {
			lines = append(lines, p.text)
		}
		for j, n := 0, 0; j < len(t.win) && n < longest; j++ {
			l := render(t.win[j])
			lines = append(lines, l)
			n += len(l) + 1
		}
		spans = secret.Lines(t.mask, lines)
	}
	for i, p := range t.pending {
		text := p.text
		if spans != nil {
			text = secret.Star(text, spans[i+1])
		}
		t.keepText(text)
		if p.newline {
			t.keepText("\n")
		}
	}
	last := t.pending[len(t.pending)-1].text
	t.prev = last[max(len(last)-longest, 0):]
	clear(t.pending)
	t.pending, t.pendingN = t.pending[:0], 0
}

// keep adds text to the kept text: to the head while it has room, then to
// the tail, whose oldest characters are dropped beyond its share.
func (t *kept) keep(s string) {
	if s == "" {
		return
	}
	if room := t.max/2 - t.headN; room > 0 {
		n := utf8.RuneCountInString(s)
		if n <= room {
			t.head = append(t.head, s...)
			t.headN += n
			return
		}
		i := runeOffset(s, room)
		t.head = append(t.head, s[:i]...)
		t.headN += room
		s = s[i:]
	}
	t.tail = append(t.tail, s...)
	t.tailN += utf8.RuneCountInString(s)
	for share := t.max - t.max/2; t.tailN > share; t.tailN-- {
		_, size := utf8.DecodeRune(t.tail[t.from:])
		t.from += size
		t.cut++
	}
	if t.from > 4096 && t.from > len(t.tail)/2 {
		t.tail = t.tail[:copy(t.tail, t.tail[t.from:])]
		t.from = 0
	}
}

// trimNewlines drops the newlines at the end of the kept text.
func (t *kept) trimNewlines() {
	for len(t.tail) > t.from && t.tail[len(t.tail)-1] == '\n' {
		t.tail = t.tail[:len(t.tail)-1]
		t.tailN--
	}
	if len(t.tail) > t.from {
		return
	}
	for len(t.head) > 0 && t.head[len(t.head)-1] == '\n' {
		t.head = t.head[:len(t.head)-1]
		t.headN--
	}
}

func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// render is a window line as text, trailing blanks dropped; a hidden cell
// is one '*' a column.
func render(line []tcell) string {
	s, _ := renderLine(line, false, nil)
	return s
}

// renderRefs renders a window line for the mask's search, and appends to
// refs where each cell it wrote is in the text (blanks between text
// included). Unlike render it writes a hidden cell's own text, not stars:
// a secret hidden in part while it was being printed is found whole again
// once the rest comes, and the rest is hidden with it.
func renderRefs(line []tcell, refs []tref) (string, []tref) {
	return renderLine(line, true, refs)
}

func renderLine(line []tcell, withRefs bool, refs []tref) (string, []tref) {
	var b strings.Builder
	spaces := 0
	for i, c := range line {
		switch {
		case c.s == "" && c.w == 0:
			continue
		case c.s == "" || c.s == " ":
			if !c.hid || withRefs {
				spaces++
				continue
			}
		}
		for ; spaces > 0; spaces-- {
			if withRefs {
				refs = append(refs, tref{b.Len(), b.Len() + 1, i - spaces})
			}
			b.WriteByte(' ')
		}
		start := b.Len()
		if c.hid && !withRefs {
			for range max(c.w, 1) {
				b.WriteByte('*')
			}
		} else {
			b.WriteString(c.s)
		}
		if withRefs {
			refs = append(refs, tref{start, b.Len(), i})
		}
	}
	return b.String(), refs
}

// keepText adds text to the kept text, and to what the next result gives.
func (t *Transcript) keepText(s string) {
	t.keep(s)
	t.fresh.keep(s)
}

// window returns the window's lines, masked (searched with the end of the
// last kept line, for a secret running across).
func (t *Transcript) window() []string {
	lines := []string{t.prev}
	for _, l := range t.win {
		lines = append(lines, render(l))
	}
	spans := secret.Lines(t.mask, lines)
	if spans != nil {
		for i := 1; i < len(lines); i++ {
			lines[i] = secret.Star(lines[i], spans[i])
		}
	}
	return lines[1:]
}

// Output returns the text so far (trailing blank lines dropped), with the
// note on what was cut when the command printed more than max characters,
// and whether it was cut. What it returns counts as given (see since).
func (t *Transcript) Output() (string, bool) {
	t.flushPending()
	win := t.window()
	t.took(win)
	text, cut := t.kept.with(strings.Join(win, "\n"))
	return text, cut
}

// Since returns the output that no earlier result gave: what was printed
// after it, and the lines it gave that changed Since (a progress line
// redrawn), from the first of those on; with a note when text was cut
// (more than max characters came Since), and whether it was. What it
// returns counts as given.
func (t *Transcript) Since() (string, bool) {
	t.flushPending()
	win := t.window()
	// The lines that left the window since the last result, then the
	// window: their start, as far as it is what that result gave, is not
	// new.
	var all []string
	if f := t.fresh.text(); f != "" {
		all = strings.Split(strings.TrimSuffix(f, "\n"), "\n")
	}
	all = append(all, win...)
	i := 0
	if t.fresh.cut == 0 {
		for i < len(all) && i < len(t.given) && all[i] == t.given[i] {
			i++
		}
	}
	t.took(win)
	text := strings.TrimRight(strings.Join(all[i:], "\n"), "\n")
	return text, t.fresh.cut > 0
}

// took notes that a result gave the output up to now, with the window's
// lines win.
func (t *Transcript) took(win []string) {
	t.given = win
	t.fresh = kept{max: t.fresh.max}
}

// text returns the kept text as it is, with the note on what was cut.
func (k kept) text() string {
	if k.cut > 0 {
		return fmt.Sprintf("%s\n[… %d characters cut …]\n%s", strings.TrimRight(string(k.head), "\n"), k.cut,
			strings.TrimLeft(string(k.tail[k.from:]), "\n"))
	}
	return string(k.head) + string(k.tail[k.from:])
}

// with returns the kept text followed by win (on a copy: the kept text is
// not changed), trailing newlines dropped, with the note on what was cut,
// and whether anything was.
func (k kept) with(win string) (string, bool) {
	k.head = k.head[:len(k.head):len(k.head)]
	k.tail = k.tail[:len(k.tail):len(k.tail)]
	// Blank lines at the end are no output (the prompt's line follows).
	win = strings.TrimRight(win, "\n")
	if win == "" {
		k.trimNewlines()
	}
	k.keep(win)
	text, rest := string(k.head), string(k.tail[k.from:])
	if k.cut > 0 {
		text = strings.TrimRight(text, "\n")
		rest = strings.TrimLeft(rest, "\n")
		return strings.TrimRight(fmt.Sprintf("%s\n[… %d characters cut …]\n%s", text, k.cut, rest), "\n"), true
	}
	return strings.TrimRight(text+rest, "\n"), false
}
