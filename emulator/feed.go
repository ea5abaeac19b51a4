package emulator

import (
	"strconv"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
)

// This file is the feeding discipline between the PTY and x/vt. A scanner
// runs x/vt's own transition table over every byte, so agentty always knows
// whether x/vt's parser is in the ground state and which characters and
// controls a chunk holds. With that it
//
//   - wraps a wide character that has one column left instead of letting x/vt
//     drop it, and wraps after a wide character that ends at the right edge
//     (x/vt clamps the cursor there without a pending wrap, so the next
//     character would overwrite the wide one's right half);
//   - joins a combining mark (or ZWJ, variation selector, emoji modifier)
//     that arrives in a later read to the character before it, which x/vt
//     would print as a cell of its own;
//   - holds back a UTF-8 sequence cut by the end of a read until the rest
//     arrives;
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

	// Character sets: a set other than ASCII in GL, or a single shift
	// pending, makes printable bytes print something else.
	g      [4]bool // G0…G3 designated to a non-ASCII set
	gl     int
	single bool

	tabsCustom bool // tab stops changed from every 8 columns
	bg         bool // the pen has a background colour
}

func (s *scanner) reset() {
	*s = scanner{seq: s.seq[:0]}
}

// plainCharset reports whether printable ASCII prints as itself.
func (s *scanner) plainCharset() bool {
	return !s.g[s.gl] && !s.single
}

// lastPrint is the last character printed in the previous chunk, for a
// combining mark arriving at the start of the next one.
type lastPrint struct {
	valid bool
	text  []byte
	x, y  int
}

// feedChunk processes one chunk of program output. The caller holds mu.
func (t *Terminal) feedChunk(p []byte) {
	if len(t.held) > 0 {
		p = append(t.held, p...)
		t.held = nil
	}
	if t.last.valid && t.scan.state == parser.GroundState && len(p) > 0 && !t.originMode {
		t.last.valid = false
		p = t.joinContinuation(p)
		if len(p) == 0 {
			return
		}
	}
	t.last.valid = false
	t.process(p, true)
}

// joinContinuation reprints the previous chunk's last character together
// with the grapheme extenders that start p, and returns the rest of p.
func (t *Terminal) joinContinuation(p []byte) []byte {
	prev := t.last.text
	buf := append(append(make([]byte, 0, len(prev)+len(p)), prev...), p[:min(len(p), 64)]...)
	cluster, _ := ansi.FirstGraphemeCluster(buf, ansi.GraphemeWidth)
	if len(cluster) <= len(prev) || !utf8.Valid(cluster) {
		return p
	}
	n := len(cluster) - len(prev) // bytes of p that belong to the character
	x, y := t.last.x, t.last.y
	t.writeVT(cup(y, x))
	t.pending = false
	t.process(cluster, false)
	if n == len(p) && t.vt.CursorPosition().Y == y {
		// The chunk was all continuation: another may follow.
		t.last = lastPrint{valid: true, text: append(t.last.text[:0], cluster...), x: x, y: y}
	}
	return p[n:]
}

func cup(row, col int) []byte {
	b := make([]byte, 0, 12)
	b = append(b, "\x1b["...)
	b = strconv.AppendInt(b, int64(row+1), 10)
	b = append(b, ';')
	b = strconv.AppendInt(b, int64(col+1), 10)
	return append(b, 'H')
}

var crlf = []byte("\r\n")

// fixesApply reports whether the wrap fixes apply: autowrap on, and no
// left/right margins.
func (t *Terminal) fixesApply() bool {
	return !t.noAutowrap && !t.lrMargins
}

// process feeds p to x/vt, applying the fixes. With final, p ends a chunk:
// the last printed character is noted for a continuation in the next chunk,
// and a UTF-8 sequence cut at the end is held back.
func (t *Terminal) process(p []byte, final bool) {
	s := &t.scan
	flushed := 0 // p[:flushed] is in x/vt
	fastFrom, fastTo, noFastUntil := -1, -1, 0
	lastPrintAt, lastPrintEnd := -1, -1
	lastX, lastY := -1, -1 // where the last character went, when the wrap fix wrote it

	for i := 0; i < len(p); {
		if i == fastFrom {
			t.writeVT(p[flushed:i])
			flushed = i
			if t.fastReady() {
				t.fastFeed(p[i:fastTo], final && fastTo == len(p))
				i, flushed = fastTo, fastTo
				lastPrintAt = -1
			}
			fastFrom, noFastUntil = -1, fastTo
			continue
		}
		if s.state != parser.GroundState {
			i = t.advanceSeq(p, i)
			lastPrintAt = -1
			continue
		}
		b := p[i]
		switch {
		case b >= 0x20 && b < 0x7f || b >= 0xC2 && b <= 0xF4:
			if fastFrom < 0 && i >= noFastUntil {
				if from, to, ok := t.fastRun(p, i); ok {
					fastFrom, fastTo = from, to
				} else {
					noFastUntil = to
				}
			}
			if b < 0x7f && i+1 < len(p) && p[i+1] >= 0x20 && p[i+1] < 0x7f {
				// Printable ASCII followed by printable ASCII: whole
				// single-cell characters, up to the run's last one (which a
				// combining mark after it could still extend).
				j := i + 1
				for j+1 < len(p) && p[j+1] >= 0x20 && p[j+1] < 0x7f && j+1 != fastFrom {
					j++
				}
				if t.pending && t.fixesApply() {
					t.writeVT(p[flushed:i])
					t.writeVT(crlf)
					flushed = i
				}
				t.pending = false
				s.single = false
				lastPrintAt = -1
				i = j
				continue
			}
			rw := utf8ByteLen(b)
			if i+rw > len(p) {
				if final {
					// Cut by the end of the read: keep it for the next chunk.
					t.writeVT(p[flushed:i])
					t.held = append(t.held[:0], p[i:]...)
					return
				}
				// x/vt collects the rest of the rune from what follows.
				s.state, s.utf8Left = parser.Utf8State, rw-(len(p)-i)
				i = len(p)
				continue
			}
			if !utf8.Valid(p[i : i+rw]) {
				// x/vt takes rw bytes whatever they are and prints U+FFFD.
				i += rw
				t.pending = false
				lastPrintAt = -1
				continue
			}
			cluster, w := ansi.FirstGraphemeCluster(p[i:], ansi.GraphemeWidth)
			n := validPrefix(cluster) // x/vt ends a cluster at an invalid rune
			if n < len(cluster) {
				_, w = ansi.FirstGraphemeCluster(cluster[:n], ansi.GraphemeWidth)
			}
			if (w == 2 || t.pending) && t.fixesApply() {
				t.writeVT(p[flushed:i])
				pos := t.vt.CursorPosition()
				if t.pending || (w == 2 && pos.X >= t.cols-1) {
					t.writeVT(crlf)
					pos.X = 0
				}
				t.writeVT(p[i : i+n])
				flushed = i + n
				t.pending = w == 2 && pos.X+2 >= t.cols
				lastX, lastY = pos.X, t.vt.CursorPosition().Y
			} else {
				t.pending = false
			}
			s.single = false
			lastPrintAt, lastPrintEnd = i, i+n
			i += n
		case b == 0x1b || b == 0x90 || b == 0x98 || b == 0x9b || b == 0x9d || b == 0x9e || b == 0x9f:
			next, action := parser.Table.Transition(s.state, b)
			s.state = next
			s.seq = append(s.seq[:0], b)
			_ = action
			i++
			lastPrintAt = -1
		default:
			next, action := parser.Table.Transition(s.state, b)
			if action == parser.ExecuteAction {
				t.control(b)
			}
			s.state = next
			i++
			lastPrintAt = -1
		}
	}

	if final && lastPrintAt >= 0 && lastPrintEnd == len(p) && !t.originMode && flushed > lastPrintAt {
		// The wrap fix wrote the last character on its own.
		t.last = lastPrint{valid: true, text: append(t.last.text[:0], p[lastPrintAt:lastPrintEnd]...), x: lastX, y: lastY}
		return
	}
	if final && lastPrintAt >= 0 && lastPrintEnd == len(p) && !t.originMode {
		// Note where the last character went, for a continuation.
		t.writeVT(p[flushed:lastPrintAt])
		before := t.vt.CursorPosition()
		t.writeVT(p[lastPrintAt:lastPrintEnd])
		after := t.vt.CursorPosition()
		x := before.X
		if after.Y != before.Y || after.X < before.X {
			x = 0 // it wrapped
		}
		t.last = lastPrint{valid: true, text: append(t.last.text[:0], p[lastPrintAt:lastPrintEnd]...), x: x, y: after.Y}
		return
	}
	t.writeVT(p[flushed:])
}

// writeVT feeds bytes to x/vt.
func (t *Terminal) writeVT(p []byte) {
	if len(p) > 0 {
		_, _ = t.vt.Write(p)
	}
}

// control tracks a control character executed in the ground state.
func (t *Terminal) control(b byte) {
	s := &t.scan
	switch b {
	case 0x0e: // SO: G1 into GL
		s.gl = 1
	case 0x0f: // SI: G0 into GL
		s.gl = 0
	case 0x8e, 0x8f: // SS2, SS3
		s.single = true
	case 0x88: // HTS
		s.tabsCustom = true
	case 0x07: // BEL changes nothing on screen
		return
	case '\n', '\v', '\f', 0x84, 0x85:
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
		if s.state == parser.Utf8State {
			// x/vt collects the rune's bytes, whatever they are, then
			// prints it.
			k := min(s.utf8Left, len(p)-i)
			s.utf8Left -= k
			i += k
			if s.utf8Left == 0 {
				s.state = parser.GroundState
				s.single = false
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

// sequence applies the meaning of a finished ESC or CSI sequence (in seq,
// starting with ESC or C1 CSI) to the tracked state. Strings (OSC, DCS…)
// change nothing here.
func (t *Terminal) sequence(seq []byte) {
	s := &t.scan
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
	case final == 'm' && plainParams(params):
		s.bg = sgrBackground(params, s.bg)
		return // SGR keeps a pending wrap
	case final == 'g':
		s.tabsCustom = true
	case final == 'S' || final == 'M':
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
		s.g[b[0]-'('] = b[1] != 'B'
	case len(b) == 1:
		switch b[0] {
		case 'n':
			s.gl = 2
		case 'o':
			s.gl = 3
		case 'N', 'O':
			s.single = true
		case 'H':
			s.tabsCustom = true
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

// sgrBackground follows SGR parameters and reports whether the pen has a
// background colour afterwards.
func sgrBackground(params []byte, bg bool) bool {
	if len(params) == 0 {
		return false
	}
	fields := splitParams(params)
	for i := 0; i < len(fields); i++ {
		f := fields[i]
		n, _ := strconv.Atoi(leadNumber(f))
		switch {
		case n == 0 && leadNumber(f) != "" || f == "":
			if f == "" || n == 0 {
				bg = false
			}
		case n >= 40 && n <= 47, n >= 100 && n <= 107:
			bg = true
		case n == 49:
			bg = false
		case n == 48:
			bg = true
			fallthrough
		case n == 38 || n == 58:
			if hasColon(f) {
				continue // sub-parameters travel with it
			}
			if i+1 < len(fields) {
				switch fields[i+1] {
				case "5":
					i += 2
				case "2":
					i += 4
				}
			}
		}
	}
	return bg
}

func splitParams(p []byte) []string {
	var out []string
	start := 0
	for i, c := range p {
		if c == ';' {
			out = append(out, string(p[start:i]))
			start = i + 1
		}
	}
	return append(out, string(p[start:]))
}

func leadNumber(f string) string {
	for i := 0; i < len(f); i++ {
		if f[i] == ':' {
			return f[:i]
		}
	}
	return f
}

func hasColon(f string) bool {
	for i := 0; i < len(f); i++ {
		if f[i] == ':' {
			return true
		}
	}
	return false
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

// validPrefix returns the length of the longest prefix of b made of whole,
// valid runes (at least the first rune's bytes).
func validPrefix(b []byte) int {
	n := 0
	for n < len(b) {
		r, size := utf8.DecodeRune(b[n:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		n += size
	}
	if n == 0 {
		return utf8ByteLen(b[0])
	}
	return n
}
