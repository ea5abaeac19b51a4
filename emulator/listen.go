package emulator

import (
	"io"
	"slices"
	"strings"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/secret"
	"github.com/rivo/uniseg"
)

// What reads a program's output beside the screen (a session's recording
// and its secret filter, run_command's capture) hears it from the one
// parse that draws it, as a Listener, and reads the screen as the parse
// left it at that moment: it parses nothing itself. A listener hears
// what it asked for and nothing else (Held.Hear): the runs of text and
// the rows leaving the screen cost a feed nothing while nobody asked.

// A Listener hears the parse of a program's output as the terminal feeds
// it. Its methods are called with the terminal's lock held, in the middle
// of a Feed, in the order of the output: they must not call the terminal
// (Output and Mark are handed a Held that reads it), must not block or
// take a lock but a leaf (a secret set's), and what they keep is guarded
// by the terminal's lock (reached outside a call with Terminal.Locked).
type Listener interface {
	// Output hears each unit of a chunk once it is on the screen: its
	// bytes as the program wrote them, with the screen as it left it
	// (the terminal looks for secrets on it at the end of the Feed, or
	// when the Feed pauses).
	Output(unit []byte, h Held)
	// Text hears, before the Output of its unit, each run of printable
	// text in it (what the screen prints: no control, nothing of an
	// escape sequence): unit[start:end], where a start below 0 is a
	// UTF-8 sequence that began in the unit before. Only while asked for
	// (Held.Hear).
	Text(start, end int)
	// Mark hears each OSC 133 mark the terminal counts (see Marks), with
	// the screen as the mark found it.
	Mark(m Mark, h Held)
	// Left hears each row of the main screen as it leaves it: scrolled
	// into history, or erased whole by an erase of the display or a
	// reset. Only while asked for (Held.Hear).
	Left(r Row)
}

// Row is a row of the main screen as text, for a Listener: its number in
// the whole text (as Pos.Line counts); its text, with trailing blanks
// trimmed (but for a row that wrapped, whose every cell is kept) and the
// cells the terminal hid with their own text, so that a secret hidden in
// part is found whole with the rest; the byte ranges of the text hidden
// cells cover; whether its text goes on on the next row; and whether an
// erase took it (Left) rather than history.
type Row struct {
	Line    int64
	Text    string
	Hidden  []Span
	Wrapped bool
	Erased  bool
}

// From returns the row from column col on.
func (r Row) From(col int) Row {
	r.Text, r.Hidden = cutSpans(r.Text, r.Hidden, col, -1)
	return r
}

// cutSpans returns the part of a row's text that covers cells [from, to)
// (to < 0: to its end), as cutCells does, and the spans of hidden in it.
func cutSpans(s string, hidden []Span, from, to int) (string, []Span) {
	if from <= 0 && to < 0 {
		return s, hidden
	}
	var b strings.Builder
	var out []Span
	col, off := 0, 0
	g := uniseg.NewGraphemes(s)
	for g.Next() {
		if to >= 0 && col >= to {
			break
		}
		c := g.Str()
		if col >= from {
			if secret.Covered(hidden, off, off+len(c)) {
				if n := len(out); n > 0 && out[n-1].End == b.Len() {
					out[n-1].End += len(c)
				} else {
					out = append(out, Span{Start: b.Len(), End: b.Len() + len(c)})
				}
			}
			b.WriteString(c)
		}
		col += max(g.Width(), 1)
		off += len(c)
	}
	return b.String(), out
}

// Listen makes l hear the terminal's parse from now on (nil: nobody). It
// hears neither Text nor Left until it asks (Held.Hear).
func (t *Terminal) Listen(l Listener) {
	t.lock()
	defer t.mu.Unlock()
	t.lis = l
	t.hear(false, false)
}

// hear sets what the engine tells the listener. The caller holds mu.
func (t *Terminal) hear(text, rows bool) {
	if t.lis == nil {
		t.scr.Listen(screen.Listen{})
		return
	}
	l := screen.Listen{Mark: func(m screen.Mark) { t.lis.Mark(markOf(m), Held{t}) }}
	if text {
		l.Text = t.lis.Text
	}
	if rows {
		l.Left = func(line screen.Line) {
			var hidden []Span
			for _, h := range line.Hidden {
				hidden = append(hidden, Span(h))
			}
			t.lis.Left(Row{Line: line.Num, Text: string(line.Text), Hidden: hidden, Wrapped: line.Wrapped, Erased: line.Erased})
		}
	}
	t.scr.Listen(l)
}

// Held is the terminal as the holder of its lock reads it: handed to a
// function Locked runs and to a Listener's Output and Mark, and valid
// during that call only.
type Held struct{ t *Terminal }

// Locked calls f with the terminal's lock held (a Feed in progress waits
// at its next unit): what f does is at one point of the output, and what
// a Listener keeps is f's to read and change. f must not call the
// terminal but through h.
func (t *Terminal) Locked(f func(h Held)) {
	t.lock()
	defer t.mu.Unlock()
	f(Held{t})
}

// Hear says what the listener hears beside its Output and Mark: the runs
// of text, and the rows that leave the main screen.
func (h Held) Hear(text, rows bool) { h.t.hear(text, rows) }

// Snapshot is Terminal.Snapshot.
func (h Held) Snapshot() Snapshot { return h.t.snapshot() }

// Resize is Terminal.Resize.
func (h Held) Resize(cols, rows int) { h.t.resize(cols, rows) }

// SVG is Terminal.SVG.
func (h Held) SVG(w io.Writer) error {
	f := h.t.frame()
	return f.SVG(w)
}

// PNG is Terminal.PNG.
func (h Held) PNG(w io.Writer) error {
	cells, cursor := h.t.screenCells()
	return writePNG(w, drawScreen(cells, h.t.cols, h.t.rows, cursor))
}

// Rows returns the rows of the main screen that hold its text from from
// up to to (to excluded: the first row cut from from.Col, the last before
// to.Col) and are on it now, as a Listener's Left hears them.
func (h Held) Rows(from, to Pos) []Row {
	t := h.t
	top := t.histTotal()
	var out []Row
	var cells []screen.Cell
	var b strings.Builder
	for n := max(from.Line, top); n <= to.Line && n < top+int64(t.rows); n++ {
		if n == to.Line && to.Col <= 0 {
			break
		}
		var wrapped bool
		cells, wrapped = t.scr.PrimaryRow(int(n-top), cells[:0])
		text, hidden := rowRaw(cells, wrapped, &b)
		start, end := 0, -1
		if n == from.Line {
			start = from.Col
		}
		if n == to.Line {
			end = to.Col
			wrapped = false
		}
		text, hidden = cutSpans(text, hidden, start, end)
		out = append(out, Row{Line: n, Text: text, Hidden: hidden, Wrapped: wrapped})
	}
	return out
}

// rowRaw renders a row as Row has it: a hidden cell with its own text,
// trailing blanks trimmed unless it wrapped; and the spans hidden cells
// cover.
func rowRaw(row []screen.Cell, wrapped bool, b *strings.Builder) (string, []Span) {
	b.Reset()
	var hidden []Span
	spaces := 0
	for i := range row {
		c := &row[i]
		switch {
		case c.Width == 0:
			continue
		case (c.Text == "" || c.Text == " ") && !maskedCell(c):
			spaces++
			continue
		}
		for ; spaces > 0; spaces-- {
			b.WriteByte(' ')
		}
		start := b.Len()
		if c.Text == "" {
			b.WriteByte(' ')
		} else {
			b.WriteString(c.Text)
		}
		if maskedCell(c) {
			if n := len(hidden); n > 0 && hidden[n-1].End == start {
				hidden[n-1].End = b.Len()
			} else {
				hidden = append(hidden, Span{Start: start, End: b.Len()})
			}
		}
	}
	if wrapped {
		for ; spaces > 0; spaces-- {
			b.WriteByte(' ')
		}
	}
	return b.String(), hidden
}

// Before returns the lines of the main screen's text just before p (the
// row of p up to p.Col last), at least n bytes of them where there are,
// as the terminal's mask searches them: hidden cells with their own text,
// for a secret that runs from them on to be found whole.
func (h Held) Before(p Pos, n int) []string {
	t := h.t
	top := t.histTotal()
	var out []string
	var cells []screen.Cell
	var b strings.Builder
	for line, size := p.Line, 0; size < n && line >= top-int64(t.histKept()); line-- {
		var text string
		switch {
		case line < top:
			text, _ = t.scr.HistoryLine(line)
		case line < top+int64(t.rows):
			cells, _ = t.scr.PrimaryRow(int(line-top), cells[:0])
			text, _ = cellsSearch(cells, &b, nil)
		}
		if line == p.Line {
			text = cutCells(text, 0, p.Col)
		}
		out = append(out, text)
		size += len(text) + 1
	}
	slices.Reverse(out)
	return out
}
