package shell

import (
	"crypto/rand"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/secret"
)

// Transcript is run_command's output: the text a command printed, taken
// from the bytes between its shell's C mark (output starts) and D mark
// (done), not from what is left on the screen, so clearing the screen or
// resetting the terminal (clear, tput reset, ESC c) loses nothing.
//
// The bytes between the marks are fed to a window: a small screen of its
// own (screen.NewWindow), of the session's size, which starts blank with
// the cursor in its top left corner. The program may edit what it printed
// there the way it would on the screen: a carriage return or backspace
// and overwriting, erasing in the line, moving the cursor up over a
// progress display and redrawing it. Rows leave the window at its top into
// the kept text (a row that wrapped goes on on the next, so a long line
// stays one line). Erasing the display or resetting the terminal moves
// the window's rows into the kept text first, and what follows goes on
// where the cursor is. What a program draws on the alternate screen (a
// pager, an editor the command opened) is not output. Colours and every
// other sequence are left out. The bytes before a C mark and after a D
// mark are read by a screen.Scanner, which only looks for the marks: the
// window and the scanner are the screen's own parser, one after the other,
// each starting where the other stopped.
//
// Memory is bounded by the output cap and the screen's size, not by what
// the command prints: the kept text is its first max/2 characters and its
// last max-max/2, with a count of the characters cut between them; the
// window is a screen as big as the session's.
//
// Secrets are hidden with the session's mask, as the terminal hides them
// on the screen: after each chunk of output, the window's rows (with the
// end of the text before them) are searched, and the cells of a secret
// found whole are marked hidden for good (screen.Terminal.Hide) — until
// the program writes over them — so a secret the command later overwrites
// in part (a progress line redrawn over it, the end of its line erased)
// shows none of its rest. A hidden cell is rendered as one '*' a column.
// Lines are searched again when they leave the window, with the end of
// the line before them and the lines still in the window, so a secret
// running across lines is found.
type Transcript struct {
	scan  *screen.Scanner  // reads the output outside a command's
	win   *screen.Terminal // the window, fed the output between C and D
	link  string           // the link that marks win's hidden cells
	nonce string
	mask  secret.Mask

	in    bool // between a C mark and its D
	Began bool // a C mark came
	Ended bool // a D mark came after the last C (or with none before it)
	Exit  int  // the last D mark's status
	// Prompt is the Prompt of the newest D mark (of the Prompt the command
	// was typed at, to begin with): a D mark with it again is readline
	// redrawing that Prompt, not the command's end.
	Prompt string

	fed   bool          // the window was fed since it was searched for secrets
	cells []screen.Cell // a row of the window, read

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

// NewTranscript returns the transcript of a command run in a session
// whose shell marks its prompts with nonce, whose screen is cols x rows,
// keeping at most maxChars characters of output.
func NewTranscript(nonce string, mask secret.Mask, cols, rows, maxChars int) *Transcript {
	t := &Transcript{nonce: nonce, mask: mask, Exit: -1, kept: kept{max: maxChars}, fresh: kept{max: maxChars}}
	t.scan = screen.NewScanner()
	t.win = screen.NewWindow(cols, rows, t.leave)
	t.link = "agentty-hidden:" + rand.Text() // a URL no program knows
	t.win.SetMaskLink(t.link)
	return t
}

// writeMax is the most output the window is fed at once: the rows it loses
// meanwhile wait in pending, which is bounded by pendMax between feeds.
const writeMax = 16 << 10

// Write feeds output of the session.
func (t *Transcript) Write(p []byte) {
	for len(p) > 0 {
		var n int
		var mark []byte
		if t.in {
			n, mark = t.win.WriteToMark(p[:min(len(p), writeMax)])
			t.fed = true
		} else {
			n, mark = t.scan.ToMark(p)
		}
		p = p[n:]
		if t.pendingN > pendMax {
			t.flushPending()
		}
		if mark != nil {
			t.osc(mark)
		}
	}
	if t.fed {
		t.hideWindow()
	}
}

// leave takes a row that left the window: into the pending lines, its
// hidden cells starred. The window calls it in the middle of a write.
func (t *Transcript) leave(l screen.Line) {
	text := string(l.Text)
	if len(l.Hidden) > 0 {
		spans := make([]secret.Span, len(l.Hidden))
		for i, h := range l.Hidden {
			spans[i] = secret.Span(h)
		}
		text = secret.Star(text, spans)
	}
	t.pending = append(t.pending, piece{text, !l.Wrapped})
	t.pendingN += len(text) + 1
}

// hideWindow marks hidden the cells of the window where the mask finds a
// secret: within a row, or running across rows (and from the text kept
// before the window into it). It runs after every chunk of output, so a
// secret printed whole in one chunk stays hidden whatever later chunks do
// to a part of it. Nothing is printed on the window's primary screen while
// its alternate screen is shown.
func (t *Transcript) hideWindow() {
	t.fed = false
	longest := t.mask.Longest()
	if longest == 0 || t.win.AltScreen() {
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
	_, rows := t.win.Size()
	refs := make([][]tref, rows)
	for y := range rows {
		var text string
		t.cells, _ = t.win.PrimaryRow(y, t.cells[:0])
		text, refs[y] = t.render(t.cells, true, false, nil)
		lines = append(lines, text)
	}
	spans := secret.Lines(t.mask, lines)
	for i, sp := range spans {
		if i < len(before) || len(sp) == 0 {
			continue
		}
		y := i - len(before)
		for _, r := range refs[y] {
			if secret.Covered(sp, r.start, r.end) {
				t.win.Hide(r.cell, y)
			}
		}
	}
}

// tref is where a cell of a window row is in the row's rendered text.
type tref struct{ start, end, cell int }

func (t *Transcript) osc(data []byte) {
	m, ok := emulator.ParseMark(data, t.nonce)
	if !ok {
		return
	}
	switch m.Kind {
	case 'C':
		if !t.in && t.Began {
			// The next command of a multi-line input: on a line of its own.
			_, _ = t.win.Write([]byte("\n"))
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
		for j, n, win := 0, 0, t.lines(); j < len(win) && n < longest; j++ {
			lines = append(lines, win[j])
			n += len(win[j]) + 1
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

// render renders a row of the window's cells: a hidden cell as one '*' a
// column, trailing blanks dropped unless the row wrapped. With refs, it
// writes a hidden cell's own text, not stars, and appends to refs where
// each cell it wrote is in the text (blanks between text included): a
// secret hidden in part while it was being printed is found whole again
// once the rest comes, and the rest is hidden with it.
func (t *Transcript) render(row []screen.Cell, withRefs, wrapped bool, refs []tref) (string, []tref) {
	var b strings.Builder
	spaces := 0
	for i, c := range row {
		hid := c.Link == t.link
		switch {
		case c.Text == "" && c.Width == 0:
			continue
		case c.Text == "" || c.Text == " ":
			if !hid || withRefs {
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
		if hid && !withRefs {
			for range max(c.Width, 1) {
				b.WriteByte('*')
			}
		} else {
			b.WriteString(c.Text)
		}
		if withRefs {
			refs = append(refs, tref{start, b.Len(), i})
		}
	}
	if wrapped {
		b.WriteString(strings.Repeat(" ", spaces))
	}
	return b.String(), refs
}

// lines returns the window's lines: its rows, a wrapped one joined to the
// next, rendered, blank lines at the bottom dropped.
func (t *Transcript) lines() []string {
	_, rows := t.win.Size()
	var out []string
	var line strings.Builder
	for y := range rows {
		var wrapped bool
		t.cells, wrapped = t.win.PrimaryRow(y, t.cells[:0])
		text, _ := t.render(t.cells, false, wrapped, nil)
		line.WriteString(text)
		if wrapped && y+1 < rows {
			continue
		}
		out = append(out, line.String())
		line.Reset()
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// window returns the window's lines, masked (searched with the end of the
// last kept line, for a secret running across).
func (t *Transcript) window() []string {
	lines := append([]string{t.prev}, t.lines()...)
	spans := secret.Lines(t.mask, lines)
	if spans != nil {
		for i := 1; i < len(lines); i++ {
			lines[i] = secret.Star(lines[i], spans[i])
		}
	}
	return lines[1:]
}

// keepText adds text to the kept text, and to what the next result gives.
func (t *Transcript) keepText(s string) {
	t.keep(s)
	t.fresh.keep(s)
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
