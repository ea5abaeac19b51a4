package shell

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
)

// Capture is run_command's output: the text a command printed between its
// shell's C mark (output starts) and D mark (done). It parses nothing: it
// is a listener of the terminal's one parse (the session's stream hands it
// the shell's marks, as the terminal reads them, and the rows that leave
// the main screen) and reads the session's own screen rows as that parse
// leaves them. So the output is what the command drew as the program
// edited it there (a carriage return or backspace and overwriting,
// erasing in the line, moving the cursor up over a progress display and
// redrawing it), taken from the screen as the feed goes, not from what is
// left on it when a result is made:
//
//   - rows leave the screen at its top into the kept text (a row that
//     wrapped goes on on the next, so a long line stays one line);
//   - erasing the display or resetting the terminal hands the rows it
//     erases to the kept text first, and what follows is read from the
//     screen's top on: nothing a clear, tput reset or ESC c erased is
//     lost;
//   - at the D mark, the rows from the C mark to it are kept;
//   - what a program draws on the alternate screen (a pager, an editor
//     the command opened) is not output; colours and every other sequence
//     are left out.
//
// The output starts at the C mark's place on the screen: what a program
// writes above it (over the prompt) is not its output.
//
// Memory is bounded by the output cap, not by what the command prints:
// the kept text is its first max/2 characters and its last max-max/2,
// with a count of the characters cut between them; the rows on their way
// to it are kept a unit of output at a time (pendMax).
//
// Secrets are hidden with the session's mask, as the terminal hides them
// on the screen: the rows come with the cells the terminal hid starred (a
// secret found whole once stays hidden when the program later writes over
// a part of it), and the lines are searched again as they are kept, with
// the end of the line before them and the lines still on the screen, so
// a secret running across lines is found.
//
// A Capture is guarded by the terminal's lock: the session's stream calls
// Mark, Left and Fed in the terminal's callbacks, and Output and Since in
// functions Terminal.Locked runs.
type Capture struct {
	mask secret.Mask

	in    bool         // between a C mark and its D
	from  emulator.Pos // where the output being read starts on the screen
	Began bool         // a C mark came
	Ended bool         // a D mark came after the last C (or with none before it)
	Exit  int          // the last D mark's status

	// erasing: the last row heard was erased, numbered erased; the
	// output before that erase started at erasedFrom.
	erasing    bool
	erased     int64
	erasedFrom emulator.Pos

	done     []emulator.Row // the lines on the screen when the D mark came
	pending  []emulator.Row // rows on their way to the kept text, not masked yet
	pendingN int            // their bytes
	kept
	prev  string   // the end of the last kept line, unmasked, for masks across lines
	kepts bool     // a line was kept
	ctx   []string // before any was: the rows above the output that an erase took

	// What the last result took of the output, for the next one to give
	// only what is new: the text kept since (bounded like kept), and the
	// screen's lines it gave.
	fresh kept
	given []string
}

// NewCapture returns the capture of a command's output, hidden with
// mask, keeping at most maxChars characters. It hears the terminal's
// parse from the caller's next output on.
func NewCapture(mask secret.Mask, maxChars int) *Capture {
	return &Capture{mask: mask, Exit: -1, kept: kept{max: maxChars}, fresh: kept{max: maxChars}}
}

// Mark hears a mark of the shell's (the terminal counts only those with
// its nonce, and leaves out a prompt redrawn), with the screen as the mark
// found it.
func (c *Capture) Mark(m emulator.Mark, h emulator.Held) {
	c.erasing = false
	switch m.Kind {
	case 'C':
		// A C after a C (the next command of a multi-line input, which
		// the shell runs with no prompt between) goes on with the same
		// output. After a D, the output of the command before is kept,
		// and this one's goes on on a line of its own.
		if !c.in {
			c.take(c.done)
			c.done, c.from = nil, m.Pos
		}
		c.in, c.Began, c.Ended = true, true, false
	case 'D':
		if c.in {
			// All its rows (the program may have moved the cursor above
			// the last it wrote on), kept as its last lines until another
			// command's output comes.
			c.done = c.lines(h)
		}
		c.in, c.Ended, c.Exit = false, true, m.Exit
	}
}

// Left hears a row that left the main screen: kept when it is the
// command's output.
func (c *Capture) Left(r emulator.Row) {
	if !c.in {
		return
	}
	if !r.Erased {
		c.erasing = false
		if r.Line >= c.from.Line {
			if r.Line == c.from.Line {
				r = r.From(c.from.Col)
			}
			c.take([]emulator.Row{r})
		}
		return
	}
	// An erase hands its rows from the screen's top down: what follows
	// it is read from there.
	if !c.erasing || r.Line != c.erased+1 {
		c.erasedFrom, c.from = c.from, emulator.Pos{Line: r.Line}
	}
	c.erasing, c.erased = true, r.Line
	if r.Line >= c.erasedFrom.Line {
		if r.Line == c.erasedFrom.Line {
			r = r.From(c.erasedFrom.Col)
		}
		c.take([]emulator.Row{r})
	} else if !c.kepts && len(c.pending) == 0 {
		// Above the output, erased before any of it was kept: what a
		// secret in the output's first lines may run on from.
		c.ctx = append(c.ctx, r.Text)
		for n := len(c.ctx) - 1; n > 0 && len(strings.Join(c.ctx[1:], "\n")) >= c.mask.Longest(); n-- {
			c.ctx = c.ctx[1:]
		}
	}
}

// Fed is told that a unit of output is on the screen: the rows it moved
// off are kept once they are many.
func (c *Capture) Fed(h emulator.Held) {
	c.erasing = false
	if c.pendingN > pendMax {
		c.flushPending(h)
	}
}

// take puts rows of the output (cut where it starts) on their way to the
// kept text.
func (c *Capture) take(rows []emulator.Row) {
	for _, r := range rows {
		c.pending = append(c.pending, r)
		c.pendingN += len(r.Text) + 1
	}
}

// lines returns the output's last lines: those still on the screen (those
// its D mark found, once it came), its rows, a wrapped one joined to the
// next, blank lines at the bottom dropped.
func (c *Capture) lines(h emulator.Held) []emulator.Row {
	if !c.in {
		return c.done
	}
	var out []emulator.Row
	var line emulator.Row
	for _, r := range h.Rows(c.from, emulator.Pos{Line: math.MaxInt64}) {
		for _, sp := range r.Hidden {
			line.Hidden = append(line.Hidden, secret.Span{Start: len(line.Text) + sp.Start, End: len(line.Text) + sp.End})
		}
		line.Text += r.Text
		if r.Wrapped {
			continue
		}
		out = append(out, line)
		line = emulator.Row{}
	}
	if line.Text != "" {
		out = append(out, line)
	}
	for len(out) > 0 && out[len(out)-1].Text == "" {
		out = out[:len(out)-1]
	}
	return out
}

// shown returns r's text with what the terminal hid in it and what the
// mask found there (found) starred.
func shown(r emulator.Row, found []secret.Span) string {
	return secret.Star(r.Text, append(slices.Clone(found), r.Hidden...))
}

// flushPending masks the pending lines and keeps them: searched with the
// end of the line kept before them and the lines on the screen after
// them, so a secret running across lines is found.
func (c *Capture) flushPending(h emulator.Held) {
	if len(c.pending) == 0 {
		return
	}
	longest := c.mask.Longest()
	var spans [][]secret.Span
	before := c.before(h)
	if longest > 0 {
		lines := slices.Clone(before)
		for _, p := range c.pending {
			lines = append(lines, p.Text)
		}
		for j, n, win := 0, 0, c.lines(h); j < len(win) && n < longest; j++ {
			lines = append(lines, win[j].Text)
			n += len(win[j].Text) + 1
		}
		spans = secret.Lines(c.mask, lines)
	}
	for i, p := range c.pending {
		var found []secret.Span
		if spans != nil {
			found = spans[len(before)+i]
		}
		c.keepText(shown(p, found))
		if !p.Wrapped {
			c.keepText("\n")
		}
	}
	last := c.pending[len(c.pending)-1].Text
	c.prev, c.kepts, c.ctx = last[max(len(last)-longest, 0):], true, nil
	clear(c.pending)
	c.pending, c.pendingN = c.pending[:0], 0
}

// onScreen returns the output's last lines, masked (searched with
// the end of the last kept line, for a secret running across).
func (c *Capture) onScreen(h emulator.Held) []string {
	before := c.before(h)
	rows := c.lines(h)
	lines := slices.Clone(before)
	for _, r := range rows {
		lines = append(lines, r.Text)
	}
	spans := secret.Lines(c.mask, lines)
	out := make([]string, len(rows))
	for i, r := range rows {
		var found []secret.Span
		if spans != nil {
			found = spans[len(before)+i]
		}
		out[i] = shown(r, found)
	}
	return out
}

// before returns the text before the output's lines yet to be kept, for
// a secret that runs from it into them to be found: the end of the last
// line kept, or, before any was, the text before the output's start as it
// is now (a program may write over its prompt).
func (c *Capture) before(h emulator.Held) []string {
	switch {
	case c.kepts || c.mask.Longest() == 0:
		return []string{c.prev}
	case c.ctx != nil:
		return c.ctx
	}
	return h.Before(c.from, c.mask.Longest())
}

// keepText adds text to the kept text, and to what the next result gives.
func (c *Capture) keepText(s string) {
	c.keep(s)
	c.fresh.keep(s)
}

// Output returns the text so far (trailing blank lines dropped), with the
// note on what was cut when the command printed more than max characters,
// and whether it was cut. What it returns counts as given (see Since).
func (c *Capture) Output(h emulator.Held) (string, bool) {
	c.flushPending(h)
	win := c.onScreen(h)
	c.took(win)
	return c.kept.with(strings.Join(win, "\n"))
}

// Since returns the output that no earlier result gave: what was printed
// after it, and the lines it gave that changed since (a progress line
// redrawn), from the first of those on; with a note when text was cut
// (more than max characters came since), and whether it was. What it
// returns counts as given.
func (c *Capture) Since(h emulator.Held) (string, bool) {
	c.flushPending(h)
	win := c.onScreen(h)
	// The lines kept since the last result, then those on the screen:
	// their start, as far as it is what that result gave, is not new.
	var all []string
	if f := c.fresh.text(); f != "" {
		all = strings.Split(strings.TrimSuffix(f, "\n"), "\n")
	}
	all = append(all, win...)
	i := 0
	cut := c.fresh.cut > 0
	if !cut {
		for i < len(all) && i < len(c.given) && all[i] == c.given[i] {
			i++
		}
	}
	c.took(win)
	return strings.TrimRight(strings.Join(all[i:], "\n"), "\n"), cut
}

// took notes that a result gave the output up to now, with the screen's
// lines win.
func (c *Capture) took(win []string) {
	c.given = win
	c.fresh = kept{max: c.fresh.max}
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

// pendMax is how many bytes of rows wait to be masked and kept together:
// they are kept after the unit of output that passes it.
const pendMax = 16 << 10

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
