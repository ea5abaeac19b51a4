package emulator

import (
	"bytes"
	"strings"
	"unicode/utf8"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
)

// This file is the feeding discipline between the PTY and x/vt. A scanner
// runs x/vt's own transition table over every byte, so agentty always knows
// whether x/vt's parser is in the ground state and which characters and
// controls a chunk holds. With that it
//
//   - feeds x/vt one unit at a time (a sequence, a control, a run of text),
//     so that a fault inside x/vt costs that unit only (see writeVT);
//   - wraps a wide character that has one column left instead of letting x/vt
//     drop it, and wraps after a wide character that ends at the right edge
//     (x/vt clamps the cursor there without a pending wrap, so the next
//     character would overwrite the wide one's right half);
//   - reads each character's grapheme cluster, capped (grapheme.go), and
//     holds back the last character of a read until the next read shows
//     whether a combining mark (or ZWJ, variation selector) joins it, which
//     x/vt would print as a cell of its own;
//   - holds back a UTF-8 sequence cut by the end of a read until the rest
//     arrives;
//   - translates the DEC special graphics and UK character sets (charset.go);
//   - hands long runs of plain text to the fast path (fast.go).
//
// Everything it adds is ordinary output fed through x/vt at a ground-state
// boundary: a CR LF for a wrap, a CUP to reprint a character.

// scanner follows x/vt's parser state and tracks what the fast path and the
// fixes need to know about the terminal.
type scanner struct {
	state    parser.State
	seq      []byte // bytes of the ESC or CSI sequence being parsed (capped)
	utf8Left int    // in Utf8State: bytes x/vt still collects for the rune

	// Character sets (charset.go): the final byte designating G0…G3 (0 for
	// the default, ASCII), the set shifted into GL, and the set (2 or 3) a
	// single shift takes the next character from (0: none).
	g      [4]byte
	gl     int
	single int
	rep    []byte // what REP repeats, when x/vt's own last character is not it
	irm    bool   // insert mode (CSI 4 h)
	// printed says that the last unit was a character: REP repeats it
	// then only (xterm forgets it at every control and sequence).
	printed bool

	tabsCustom bool // tab stops changed from every 8 columns
}

func (s *scanner) reset() {
	*s = scanner{seq: s.seq[:0]}
}

// plainCharset reports whether printable ASCII prints as itself.
func (s *scanner) plainCharset() bool {
	g := s.g[s.gl]
	return (g == 0 || g == 'B') && s.single == 0
}

// openChar is the last character of a read when nothing came after it: a
// combining mark (or the rest of an emoji sequence) in the next read still
// joins it. It is not written to x/vt until its cluster ends, or until
// somebody looks at the screen (materialize); a mark that joins it after
// that reprints it in place.
type openChar struct {
	valid   bool
	g       grapheme
	printed bool
	x, y    int // where it went, once printed

	// under holds the cells printing it could overwrite, as they were
	// before, for a reprint; scrolled says that printing it scrolled the
	// screen, so that they moved.
	under    []cellCopy
	scrolled bool
}

// feedChunk processes one chunk of program output. The caller holds mu.
func (t *Terminal) feedChunk(p []byte) {
	if len(t.held) > 0 {
		p = append(t.held, p...)
		t.held = nil
	}
	p = eightBitC1(p)
	if t.lazy != nil {
		if p = t.continueLazy(p); len(p) == 0 {
			return
		}
		t.materializeLazy()
	}
	if t.char.valid {
		if p = t.continueChar(p); len(p) == 0 {
			return
		}
	}
	t.run(p, true, true)
}

// continueChar reads what of p joins the open character and returns the
// rest of p. When the character's cluster ended, it is written.
func (t *Terminal) continueChar(p []byte) []byte {
	c := &t.char
	keep := c.g.keep
	n, open := c.g.read(p)
	if c.printed && c.g.keep != keep {
		t.reprintChar()
	}
	if open {
		// All of p joined it (but for a rune cut short): more may follow.
		t.hold(p[n:])
		return nil
	}
	t.printChar()
	c.valid = false
	return p[n:]
}

// hold keeps the start of a rune the end of a read cut short, for the next
// read. Nothing is kept already: feedChunk takes it, and a screen drawn for
// a reader in between (materialize) ends with no cut rune to keep.
func (t *Terminal) hold(b []byte) {
	if len(b) > 0 {
		t.held = append(t.held[:0], b...)
	}
}

// printChar writes the open character to x/vt, if it is not there yet.
func (t *Terminal) printChar() {
	c := &t.char
	if !c.valid || c.printed {
		return
	}
	// Where it can land: at the cursor (a wide character there overwrites
	// up to four cells' worth of wide characters), or at the start of the
	// next row if it wraps.
	pos := t.cursorPos()
	c.under = c.under[:0]
	for _, r := range [2][3]int{{pos.Y, pos.X - 1, pos.X + 3}, {pos.Y + 1, 0, 3}} {
		for x := max(r[1], 0); x < min(r[2], t.cols) && r[0] < t.rows; x++ {
			if cell := t.vt.CellAt(x, r[0]); cell != nil {
				c.under = append(c.under, cellCopy{x: x, y: r[0], cell: *cell})
			}
		}
	}
	c.x, c.y = t.printAlone(c.g.kept(), c.g.width())
	c.scrolled = c.y == pos.Y && c.x < pos.X // wrapped on the last row
	c.printed = true
}

// settleChar writes the open character to x/vt for somebody who looks at
// the screen or the history (printing it may scroll a line off).
func (t *Terminal) settleChar() {
	if t.char.valid && !t.char.printed {
		t.printChar()
		t.drainScrollback()
	}
}

// reprintChar writes the open character again where it went, after more of
// its cluster arrived, over the cells it overwrote put back as they were.
// In origin mode, where positions are relative to the margins, the cursor
// goes back by backspaces: printing left it on the character's row, right
// after it (or on it, with a pending wrap), and the margins it cannot leave
// there hold the character.
func (t *Terminal) reprintChar() {
	c := &t.char
	// In insert mode the first print made room for it (and shifted the
	// row past the cells kept in under): it is printed over itself, in
	// place, without inserting again.
	insert := t.scan.irm
	if !c.scrolled && !insert {
		t.restoreCells(c.under)
	}
	pos := t.cursorPos()
	switch k := pos.X - c.x; {
	case !t.originMode:
		t.writeVT([]byte(ansi.CursorPosition(c.x+1, c.y+1)))
	case pos.Y != c.y || k < 0:
		return // cannot happen: nothing moved the cursor since
	case k == 0 && c.x == 0:
		t.carriageReturn() // x/vt's CR misplaces the row under origin mode
	case k == 0:
		t.writeVT([]byte("\b\x1b[C")) // off the pending wrap, in place
	default:
		t.writeVT(bytes.Repeat([]byte{'\b'}, k))
	}
	t.pending = false
	t.scan.irm = false
	c.x, c.y = t.printAlone(c.g.kept(), c.g.width())
	t.scan.irm = insert
}

var crlf = []byte("\r\n")

// edgeWrap reports whether n cells printed from column x with autowrap off
// reach the last column. xterm sets its pending wrap (do_wrap) there
// whether autowrap is on or not, and, with autowrap off, only takes it for
// a wrap once autowrap is set again; x/vt has none with autowrap off. So
// t.pending holds it, which counts only with autowrap on (fixesApply): the
// first character printed after DECAWM is set again goes to the next line.
func (t *Terminal) edgeWrap(x, n int) bool {
	return x+n >= t.cols
}

// fixesApply reports whether the wrap fixes apply: autowrap on, and no
// left/right margins.
func (t *Terminal) fixesApply() bool {
	return !t.noAutowrap && !t.lrMargins
}

// printAlone writes one character (its cluster's bytes as the cell shows
// them, of width w) on its own, with the wrap fixes and insert mode, and
// returns where it went.
func (t *Terminal) printAlone(text []byte, w int) (x, y int) {
	pos := t.cursorPos()
	if t.fixesApply() && (t.pending || t.pendingWrap() || (w == 2 && pos.X >= t.cols-1)) {
		// Wrap first: the character after a pending wrap (x/vt's, kept
		// in its phantom state, or the one a wide character at the edge
		// leaves) goes to the next line, and insert mode inserts there.
		t.wrapLine()
		pos = t.cursorPos()
	} else if w == 2 && pos.X >= t.cols-1 && t.noAutowrap {
		// No room, and no wrap: xterm, tmux and xterm.js draw nothing
		// (x/vt would blank the last cell).
		return pos.X, pos.Y
	}
	if t.scan.irm && w > 0 {
		t.writeVT([]byte(ansi.InsertCharacter(w)))
	}
	if w == 2 {
		if c := t.vt.CellAt(pos.X+1, pos.Y); c != nil && c.Width > 1 {
			// Its second cell is the first of another wide character,
			// whose second half goes too (x/vt would leave it).
			blank := uv.EmptyCell
			t.setCell(pos.X+1, pos.Y, &blank)
		}
	}
	t.writeVT(text)
	t.pending = w == 2 && pos.X+2 >= t.cols || t.noAutowrap && t.edgeWrap(pos.X, w)
	after := t.cursorPos()
	if after.Y != pos.Y || after.X < pos.X {
		return 0, after.Y // x/vt wrapped it
	}
	return pos.X, after.Y
}

// process feeds p to x/vt, applying the fixes. With final, p ends a chunk:
// a character it ends with stays open (t.char) for the next chunk, and a
// UTF-8 sequence cut at the end is held back.
func (t *Terminal) process(p []byte, final bool) {
	t.run(p, final, false)
}

// maxUnit bounds the bytes of text written to x/vt as one unit, so that
// one costs a few lines' worth of printing and scrolling at most.
const maxUnit = 1024

// run is process; with top, it feeds a chunk for Feed (p is the end of the
// chunk, after the bytes held from the last one), and between two units it
// lets go of the terminal's lock when somebody waits (pause).
func (t *Terminal) run(p []byte, final, top bool) {
	s := &t.scan
	flushed := 0 // p[:flushed] is in x/vt
	fastFrom, fastTo, noFastUntil := -1, -1, 0
	// A chunk with too few line feeds in all holds no fast-path run
	// (plainRun): a full-screen redraw, addressed row by row, is not
	// scanned a second time for one.
	fewLFs := !t.noFast && lineFeeds(p) <= fastMinScreens*t.rows

	// flush writes what was scanned since the last write, as one unit
	// (the scanner forgot what elide knew of the cells it could change).
	flush := func(i int) {
		t.writeScanned(p[flushed:i])
		flushed = i
	}
	// stop, at a unit boundary i in the ground state with p[:i] in x/vt,
	// lets go of the lock if somebody waits, and reports whether the
	// terminal was closed meanwhile (then the rest of p is dropped).
	stop := func(i int) bool {
		if !top || !t.pauseDue() {
			return false
		}
		rows := t.rows
		if !t.pause(max(t.feedLen-(len(p)-i), 0)) {
			t.cont, t.inject = nil, t.inject[:0]
			return true
		}
		if t.rows != rows {
			// A fast run found before is measured in screens: look again.
			fastFrom, noFastUntil = -1, i
		}
		return false
	}
	// unitEnd ends the unit of a control or sequence at i and writes what
	// it asked to add after it, once x/vt's parser is back in the ground
	// state (a control can run in the middle of a sequence), with the rest
	// of a costly sequence's work (more) a bounded piece at a time.
	unitEnd := func(i int) bool {
		flush(i)
		if s.state != parser.GroundState {
			return false
		}
		if len(t.inject) > 0 {
			t.writeVT(t.inject)
			t.inject = t.inject[:0]
		}
		for t.cont != nil {
			if stop(i) {
				return true
			}
			t.more()
		}
		if t.altScreen && t.altFeeds >= altTrimEvery {
			t.trimAltScrollback()
		}
		return false
	}

	for i := 0; i < len(p); {
		if s.state == parser.GroundState && i != fastFrom {
			if i-flushed >= maxUnit {
				flush(i)
			}
			if stop(i) {
				return
			}
		}
		if i == fastFrom {
			flush(i)
			if t.fastReady() {
				runFinal := final && (fastTo == len(p) || cutRune(p[fastTo:]))
				t.fastFeed(p[i:fastTo], runFinal)
				if runFinal {
					t.hold(p[fastTo:])
					return
				}
				t.materializeLazy() // more follows: x/vt must be current
				i, flushed = fastTo, fastTo
			}
			fastFrom, noFastUntil = -1, fastTo
			continue
		}
		if s.state != parser.GroundState {
			i = t.advanceSeq(p, i)
			if t.skipSeq {
				// x/vt faulted on this sequence and is back in its
				// ground state: the rest of the sequence goes nowhere.
				flushed = i
				t.skipSeq = s.state != parser.GroundState
				continue
			}
			if s.state == parser.GroundState && t.emptyErase(p[flushed:i]) {
				flushed = i // x/vt is not given it
			}
			if s.state == parser.GroundState && unitEnd(i) {
				return
			}
			continue
		}
		b := p[i]
		switch {
		case b >= 0x20 && b < 0x7f || b >= 0xC2 && b <= 0xF4:
			s.printed = true
			if fastFrom < 0 && i >= noFastUntil && !fewLFs {
				if from, to, ok := t.plainRun(p, i, true); ok {
					fastFrom, fastTo = from, to
				} else {
					noFastUntil = to
				}
			}
			if b < 0x7f && !s.plainCharset() {
				if tr := translate(s.charset(), b); tr != nil {
					flush(i)
					s.single = 0
					t.printAlone(tr, 1)
					s.rep = append(s.rep[:0], tr...)
					i++
					flushed = i
					continue
				}
			}
			if b < 0x7f && i+1 < len(p) && p[i+1] >= 0x20 && p[i+1] < 0x7f && !s.irm && s.plainCharset() {
				// Printable ASCII followed by printable ASCII: whole
				// single-cell characters, up to the run's last one (which a
				// combining mark after it could still extend), or to its end
				// when a control or a sequence follows it (nothing joins a
				// character across them).
				j := i + 1
				for j+1 < len(p) && p[j+1] >= 0x20 && p[j+1] < 0x7f && j+1 != fastFrom && j-i < maxUnit {
					j++
				}
				if j+1 < len(p) && p[j+1] < 0x20 && j != fastFrom {
					j++
				}
				// x/vt repeats the last character it printed for a REP
				// right after the run: elide prints it then.
				keepLast := j < len(p) && mayRepeat(p[j:])
				if t.pending && t.fixesApply() {
					flush(i)
					t.wrapLine()
				}
				t.pending = false
				if t.noAutowrap {
					// See edgeWrap.
					flush(i)
					t.pending = t.edgeWrap(t.cursorPos().X, j-i)
				}
				s.rep = s.rep[:0]
				if j-i >= elideMin {
					// Cells that show it already are stepped over (elide.go).
					flush(i)
					t.writeText(p[i:j], keepLast)
					flushed = j
				} else {
					t.shown.forget()
				}
				i = j
				continue
			}
			rw := utf8ByteLen(b)
			if i+rw > len(p) {
				if final {
					// Cut by the end of the read: keep it for the next chunk,
					// which then starts here.
					flush(i)
					t.hold(p[i:])
					return
				}
				// x/vt collects the rest of the rune from what follows.
				s.state, s.utf8Left = parser.Utf8State, rw-(len(p)-i)
				i = len(p)
				continue
			}
			var c cluster
			var text []byte
			if !utf8.Valid(p[i : i+rw]) {
				// x/vt takes rw bytes whatever they are and prints U+FFFD;
				// combining marks after it join it.
				g := &t.memo.g
				g.reset(replacement)
				n, _ := g.read(p[i+rw:])
				c = cluster{n: rw + n, w: g.width(), alone: true}
				text = g.kept()
			} else if c = t.memo.next(p[i:]); c.alone && c.keep != c.n {
				c = nextCluster(p[i:], &t.memo.g)
				text = t.memo.g.kept()
			} else {
				text = p[i : i+c.n]
			}
			end := i + c.n
			s.single = 0
			if c.n == 1 {
				s.rep = s.rep[:0] // x/vt remembers it for REP
			} else {
				// x/vt remembers only characters of one byte, and would
				// repeat the last of those (which elide may have stepped
				// over); xterm repeats this one.
				s.rep = append(s.rep[:0], text...)
			}
			if c.w == 0 && lone(text) {
				// Combining marks with no character before them here:
				// see joinMark (wrap.go).
				s.printed = false
				flush(i)
				t.joinMark(text)
				i, flushed = end, end
				continue
			}
			if final && (end == len(p) || cutRune(p[end:])) {
				// The last character of the read: the next may extend it.
				flush(i)
				t.char.valid, t.char.printed = true, false
				t.char.g.set(p[i:end])
				t.hold(p[end:])
				return
			}
			if c.alone || c.w == 2 || (t.pending && t.fixesApply()) || s.irm || t.noAutowrap {
				// Written on its own: to wrap it first, to make room for it
				// in insert mode, or because x/vt would take more or other
				// bytes into its cell.
				flush(i)
				t.printAlone(text, c.w)
				flushed = end
			} else {
				t.shown.forget()
				t.pending = false
			}
			i = end
		case b == 0x1b || b == 0x90 || b == 0x98 || b == 0x9b || b == 0x9d || b == 0x9e || b == 0x9f:
			flush(i)
			next, _ := parser.Table.Transition(s.state, b)
			s.state = next
			s.seq = append(s.seq[:0], b)
			i++
		default:
			if (b == '\n' || b == '\v' || b == '\f') && fastFrom < 0 {
				// A run of blank lines scrolls in one go (fast.go).
				flush(i)
				if n := t.blankLines(p[i:]); n > 0 {
					s.printed = false
					t.shown.forget()
					i += n
					flushed = i
					if unitEnd(i) {
						return
					}
					continue
				}
			}
			next, action := parser.Table.Transition(s.state, b)
			s.state = next
			i++
			if action == parser.ExecuteAction {
				flush(i - 1)
				t.control(b)
				if b == '\r' && t.originMode {
					// x/vt's CR misplaces the row under origin mode:
					// carriageReturn (csi_fixes.go) instead.
					t.carriageReturn()
					flushed = i
				}
				if unitEnd(i) {
					return
				}
			}
		}
	}
	flush(len(p))
}

// lineFeeds counts the bytes of p that x/vt takes as a line feed.
func lineFeeds(p []byte) int {
	return bytes.Count(p, []byte{'\n'}) + bytes.Count(p, []byte{'\v'}) + bytes.Count(p, []byte{'\f'})
}

// replacement is U+FFFD, which x/vt prints for an invalid UTF-8 sequence.
var replacement = []byte("\uFFFD")

// control tracks a control character executed in the ground state.
func (t *Terminal) control(b byte) {
	s := &t.scan
	s.printed = false
	switch b {
	case '\r', '\b', '\t', 0x07, 0x0e, 0x0f:
	default:
		t.shown.forget() // a line feed may scroll
	}
	switch b {
	case 0x0e, 0x0f: // SO and SI: G1 or G0 into GL
		s.gl = 0
		if b == 0x0e {
			s.gl = 1
		}
	case 0x85: // NEL, unknown to x/vt
		t.inject = append(t.inject, "\x1bE"...)
		t.scrolled()
	case 0x8e, 0x8f: // SS2, SS3
		s.single = 2 + int(b-0x8e)
	case 0x88: // HTS
		s.tabsCustom = true
	case 0x07: // BEL changes nothing on screen
		return
	case '\n', '\v', '\f', 0x84:
		t.scrolled()
	}
	t.pending = false
}

// advanceSeq runs the state machine from p[i] until the parser is back in
// the ground state or p ends, and applies what a finished sequence means.
func (t *Terminal) advanceSeq(p []byte, i int) int {
	s := &t.scan
	for i < len(p) && s.state != parser.GroundState {
		b := p[i]
		if s.state == parser.EscapeState && b == '[' {
			if end := csiEnd(p[i+1:]); end > 0 {
				// A whole CSI sequence of parameters, intermediates and a
				// final byte: the transition table would collect each
				// byte and dispatch at the last (csiEnd).
				s.seq = append(s.seq, p[i:i+1+min(end, 255-len(s.seq))]...)
				s.state = parser.GroundState
				t.sequence(s.seq)
				i += 1 + end
				continue
			}
		}
		if s.state == parser.Utf8State {
			// x/vt collects the rune's bytes, whatever they are, then
			// prints it.
			k := min(s.utf8Left, len(p)-i)
			s.utf8Left -= k
			i += k
			if s.utf8Left == 0 {
				s.state = parser.GroundState
				s.single = 0
				s.printed = true
				t.shown.forget()
				t.pending = false
			}
			continue
		}
		next, action := parser.Table.Transition(s.state, b)
		if next == parser.Utf8State {
			// A UTF-8 lead byte inside a sequence aborts it and starts a
			// rune.
			s.state, s.utf8Left = parser.Utf8State, utf8ByteLen(b)-1
			i++
			continue
		}
		switch s.state {
		case parser.EscapeState, parser.EscapeIntermediateState, parser.CsiEntryState,
			parser.CsiParamState, parser.CsiIntermediateState:
			if len(s.seq) < 256 {
				s.seq = append(s.seq, b)
			}
		}
		if action == parser.ExecuteAction && next == s.state {
			t.control(b) // a control inside a sequence runs at once
		}
		if next == parser.GroundState && action == parser.DispatchAction {
			t.sequence(s.seq)
		} else if next == parser.GroundState && action == parser.ExecuteAction {
			t.control(b) // CAN, SUB, C1: abort the sequence and execute
		}
		if next == parser.EscapeState && action == parser.DispatchAction {
			// A string ended with ESC \: the ESC starts the ST.
			s.seq = append(s.seq[:0], 0x1b)
		}
		if next == parser.EscapeState && s.state != parser.EscapeState && action == parser.ClearAction {
			s.seq = append(s.seq[:0], 0x1b)
		}
		s.state = next
		i++
	}
	return i
}

// csiEnd returns the length of the rest of a CSI sequence at the start of b
// (after ESC [) when it is parameter bytes (0x30–0x3F), intermediate bytes
// (0x20–0x2F) and a final byte, nothing else, which x/vt's transition table
// takes in that order without executing or aborting anything; else 0.
func csiEnd(b []byte) int {
	j := 0
	for j < len(b) && b[j] >= 0x30 && b[j] <= 0x3F {
		j++
	}
	for j < len(b) && b[j] >= 0x20 && b[j] <= 0x2F {
		j++
	}
	if j < len(b) && b[j] >= 0x40 && b[j] <= 0x7E {
		return j + 1
	}
	return 0
}

// sequence applies the meaning of a finished ESC or CSI sequence (in seq,
// starting with ESC or C1 CSI) to the tracked state. Strings (OSC, DCS…)
// change nothing here.
func (t *Terminal) sequence(seq []byte) {
	if !keepsCells(seq) {
		t.shown.forget()
	}
	s := &t.scan
	printed := s.printed
	s.printed = false
	if len(seq) < 2 {
		return
	}
	var body []byte
	switch {
	case seq[0] == 0x9b:
		body = seq[1:]
	case seq[0] == 0x1b && seq[1] == '[':
		body = seq[2:]
	case seq[0] == 0x1b:
		t.escape(seq[1:])
		return
	default:
		return
	}
	if len(body) == 0 {
		return
	}
	final := body[len(body)-1]
	params := body[:len(body)-1]
	switch {
	case final == 'm':
		return // SGR keeps a pending wrap
	case (final == 'h' || final == 'l') && plainParams(params):
		for _, f := range bytes.Split(params, []byte{';'}) {
			if string(f) == "4" {
				s.irm = final == 'h'
			}
		}
		return // a mode keeps a pending wrap (xterm, tmux, xterm.js)
	case (final == 'h' || final == 'l') && len(params) > 1 && params[0] == '?' && plainParams(params[1:]):
		for _, f := range bytes.Split(params[1:], []byte{';'}) {
			// Origin mode homes the cursor; 1048 and 1049 reset restore it.
			if string(f) == "6" || final == 'l' && (string(f) == "1048" || string(f) == "1049") {
				t.pending = false
			}
		}
		return
	case final == 'b':
		t.repeatable = printed
	case final == 'p' && string(params) == "!":
		s.irm = false // DECSTR resets insert mode
	case final == 's' && len(params) == 0 && !t.lrMargins:
		return // SCOSC keeps a pending wrap, as DECSC does
	case final == 'K' || final == 'J':
		// EL, ED (and DECSEL, DECSED) keep a pending wrap (tmux,
		// xterm.js), the one a wide character at the edge leaves too
		// (see the handlers in csi_fixes.go).
		return
	case final == 'g':
		s.tabsCustom = true
		return // TBC does not move the cursor: a pending wrap stays
	case final == 'S' || final == 'T':
		if final == 'S' {
			t.scrolled()
		}
		if plainParams(params) {
			// SU and SD scroll the region and keep a pending wrap
			// (xterm's xtermScroll puts do_wrap back, RevScroll leaves
			// it), the one a wide character at the edge leaves too.
			return
		}
	case final == 'M':
		t.scrolled()
	case final == 'W' && string(params) == "?5":
		s.tabsCustom = false
	}
	t.pending = false
}

// escape tracks an ESC sequence (without the ESC).
func (t *Terminal) escape(b []byte) {
	s := &t.scan
	switch {
	case len(b) == 2 && b[0] >= '(' && b[0] <= '+':
		if bytes.IndexByte([]byte(charsetFinals), b[1]) >= 0 {
			s.g[b[0]-'('] = b[1]
		}
	case len(b) == 1:
		switch b[0] {
		case 'n':
			s.gl = 2
		case 'o':
			s.gl = 3
		case 'N', 'O':
			s.single = 2 + int(b[0]-'N')
		case 'H':
			s.tabsCustom = true
			return // HTS, DECSC and the keypad modes keep a pending wrap
		case '7', '=', '>':
			return
		case 'D', 'E':
			t.scrolled()
		case 'c': // RIS
			s.reset()
			t.fullRegion = [2]bool{true, true}
		case '\\': // ST ending a string: no cursor motion
			return
		}
	}
	t.pending = false
}

func plainParams(p []byte) bool {
	for _, c := range p {
		if (c < '0' || c > '9') && c != ';' && c != ':' {
			return false
		}
	}
	return true
}

// utf8ByteLen is the length of the rune a lead byte starts, as x/vt's
// parser counts it.
func utf8ByteLen(b byte) int {
	switch {
	case b <= 0x7f:
		return 1
	case b >= 0xc0 && b <= 0xdf:
		return 2
	case b >= 0xe0 && b <= 0xef:
		return 3
	case b >= 0xf0 && b <= 0xf7:
		return 4
	}
	return 1
}

// mayRepeat reports whether p, which follows a run of text, could start a
// REP (CSI … b) that repeats the run's last character: an ESC that does
// not start a whole CSI sequence of another final, in p.
func mayRepeat(p []byte) bool {
	if p[0] != 0x1b {
		return false
	}
	if len(p) < 3 || p[1] != '[' {
		return len(p) < 2 || p[1] == '['
	}
	n := csiEnd(p[2:])
	return n == 0 || p[2+n-1] == 'b'
}

// emptyErase reports whether unit, the whole of a sequence about to go to
// x/vt (with everything before it there), is an EL 0 that changes nothing:
// the one its handler leaves out (csi_fixes.go), left out before x/vt
// parses it, which in a full-screen redraw ends every row.
func (t *Terminal) emptyErase(unit []byte) bool {
	return (string(unit) == "\x1b[K" || string(unit) == "\x1b[0K") && t.eraseKeepsRow()
}

// eraseKeepsRow reports whether an EL 0 at the cursor changes nothing: a
// pending wrap keeps it off the row, or the row is blank from the cursor
// on in the pen's background.
func (t *Terminal) eraseKeepsRow() bool {
	return t.pendingWrap() || t.widePending() || t.blankTail()
}

// keepsCells reports whether a finished sequence (as sequence takes it)
// leaves every cell of the screen as it was: it moves the cursor, sets the
// pen or a mode that changes no cell, or is a string (OSC, DCS…) or a
// report. EL is not here: its handler forgets the row it erases
// (csi_fixes.go), and leaves alone the row an EL over blank cells does not
// change. Anything not known to keep the cells does not.
func keepsCells(seq []byte) bool {
	var body []byte
	switch {
	case len(seq) < 2:
		return true
	case seq[0] == 0x9b:
		body = seq[1:]
	case seq[0] == 0x1b && seq[1] == '[':
		body = seq[2:]
	case seq[0] == 0x1b && len(seq) == 2:
		return strings.IndexByte("78=>]\\", seq[1]) >= 0
	case seq[0] == 0x1b && len(seq) == 3:
		return seq[1] >= '(' && seq[1] <= '+' // a character set: printing it goes through printAlone
	default:
		return false
	}
	if len(body) == 0 {
		return false
	}
	final, params := body[len(body)-1], body[:len(body)-1]
	if len(params) > 0 && params[0] == '?' {
		if final != 'h' && final != 'l' || !plainParams(params[1:]) {
			return false
		}
		for _, f := range bytes.Split(params[1:], []byte{';'}) {
			switch string(f) {
			case "1", "7", "12", "25", "1000", "1002", "1003", "1004", "1005", "1006", "1015", "1016", "2004", "2026", "2027":
			default:
				return false
			}
		}
		return true
	}
	return cursorFinal[final] && plainParams(params)
}

// cursorFinal marks the finals of the CSI sequences keepsCells takes (with
// plain parameters): cursor movements, SGR, margins, saving and restoring
// the cursor, reports, modes, tab stops; and EL.
var cursorFinal = func() (f [256]bool) {
	for _, b := range []byte("HfABCDEFGIZ`adeKmrsunhlgc") {
		f[b] = true
	}
	return f
}()
