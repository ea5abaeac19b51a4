package emulator

import (
	"bytes"
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
	g      [4]byte // final byte designating G0…G3 (0 for the default, ASCII)
	gl     int
	single bool
	irm    bool // insert mode (CSI 4 h)

	tabsCustom bool // tab stops changed from every 8 columns
	bg         bool // the pen has a background colour
}

func (s *scanner) reset() {
	*s = scanner{seq: s.seq[:0]}
}

// plainCharset reports whether printable ASCII prints as itself.
func (s *scanner) plainCharset() bool {
	g := s.g[s.gl]
	return (g == 0 || g == 'B') && !s.single
}

// designateG0 is the sequence that designates G0 as set g.
func designateG0(g byte) []byte {
	if g == 0 {
		g = 'B'
	}
	return []byte{0x1b, '(', g}
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
	if t.lazy != nil {
		if p = t.continueLazy(p, true); len(p) == 0 {
			return
		}
		t.materialize()
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
	// Bytes x/vt ignores (a stray UTF-8 continuation byte, say) do not come
	// between a character and its extenders there.
	k := 0
	for k < len(p) && ignored(p[k]) {
		k++
	}
	if k == len(p) {
		// Nothing x/vt would see: the next chunk may still extend it.
		t.last.valid = true
		return nil
	}
	n := t.joinLen(t.last.text, p[k:]) // bytes of p[k:] that belong to the character
	if n == 0 {
		return p
	}
	p = p[k:]
	// The character grows in place: t.last is no longer valid (the caller
	// reset it), only its buffer is reused.
	cluster := append(t.last.text, p[:n]...)
	t.last.text = cluster
	if !utf8.Valid(cluster) {
		return p
	}
	x, y := t.last.x, t.last.y
	t.writeVT([]byte(ansi.CursorPosition(x+1, y+1)))
	t.pending = false
	t.process(cluster, false)
	if n == len(p) && t.vt.CursorPosition().Y == y {
		// The chunk was all continuation: another may follow.
		t.last = lastPrint{valid: true, text: cluster, x: x, y: y}
	}
	return p[n:]
}

// ignored reports whether x/vt's parser ignores b in the ground state.
func ignored(b byte) bool {
	next, action := parser.Table.Transition(parser.GroundState, b)
	return action == parser.NoneAction && next == parser.GroundState
}

// joinLen returns how many bytes at the start of p join the character prev
// in one grapheme cluster (0 when none do), looking at up to 64 bytes of p
// and, as x/vt does, stopping at printable ASCII. The two are put together
// in a buffer kept for it: a local array would not stay on the stack, since
// ansi.FirstGraphemeCluster lets its argument escape.
func (t *Terminal) joinLen(prev, p []byte) int {
	p = p[:min(len(p), 64)]
	b := append(append(t.joinBuf[:0], prev...), p[:printableAt(p, 0)]...)
	t.joinBuf = b
	c, _ := ansi.FirstGraphemeCluster(b, ansi.GraphemeWidth)
	return max(len(c)-len(prev), 0)
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
	lastX, lastY := -1, -1 // where the last character went, when a fix wrote it

	// inject writes what a control or sequence asked to add right after it,
	// once x/vt's parser is back in the ground state (a control can run in
	// the middle of a sequence).
	inject := func(i int) {
		if len(t.inject) > 0 && s.state == parser.GroundState {
			t.writeVT(p[flushed:i])
			t.writeVT(t.inject)
			flushed = i
			t.inject = t.inject[:0]
		}
	}

	for i := 0; i < len(p); {
		if i == fastFrom {
			t.writeVT(p[flushed:i])
			flushed = i
			if t.fastReady() {
				t.fastFeed(p[i:fastTo], final && fastTo == len(p))
				i, flushed = fastTo, fastTo
				lastPrintAt = -1
				if i < len(p) || !final {
					t.materialize() // more follows: x/vt must be current
				}
			}
			fastFrom, noFastUntil = -1, fastTo
			continue
		}
		if s.state != parser.GroundState {
			i = t.advanceSeq(p, i)
			inject(i)
			lastPrintAt = -1
			continue
		}
		b := p[i]
		switch {
		case b >= 0x20 && b < 0x7f || b >= 0xC2 && b <= 0xF4:
			if fastFrom < 0 && i >= noFastUntil {
				if from, to, ok := t.plainRun(p, i, true); ok {
					fastFrom, fastTo = from, to
				} else {
					noFastUntil = to
				}
			}
			if b < 0x7f && i+1 < len(p) && p[i+1] >= 0x20 && p[i+1] < 0x7f && !s.irm {
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
					// Cut by the end of the read: keep it for the next chunk,
					// which then starts here.
					t.held = append(t.held[:0], p[i:]...)
					t.finish(p[:i], flushed, lastPrintAt, lastPrintEnd, lastX, lastY)
					return
				}
				// x/vt collects the rest of the rune from what follows.
				s.state, s.utf8Left = parser.Utf8State, rw-(len(p)-i)
				i = len(p)
				continue
			}
			if !utf8.Valid(p[i : i+rw]) {
				// x/vt takes rw bytes whatever they are and prints U+FFFD;
				// combining marks after it join it.
				n := rw + t.joinsReplacement(p[i+rw:])
				t.pending = false
				lastPrintAt, lastPrintEnd = i, i+n
				i += n
				continue
			}
			n, w, cut, _ := t.memo.next(p[i:])
			if ((w == 2 || t.pending) && t.fixesApply()) || s.irm || cut {
				// Written on its own: to wrap it first, to make room for it
				// in insert mode, or to keep an emoji modifier after it from
				// joining it (x/vt would join them; xterm and tmux do not).
				t.writeVT(p[flushed:i])
				pos := t.vt.CursorPosition()
				if t.fixesApply() && (t.pending || (w == 2 && pos.X >= t.cols-1)) {
					t.writeVT(crlf)
					pos.X = 0
				}
				if s.irm && w > 0 {
					t.writeVT([]byte(ansi.InsertCharacter(w)))
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
			next, _ := parser.Table.Transition(s.state, b)
			s.state = next
			s.seq = append(s.seq[:0], b)
			i++
			lastPrintAt = -1
		default:
			next, action := parser.Table.Transition(s.state, b)
			if action == parser.ExecuteAction {
				t.control(b)
			}
			s.state = next
			i++
			inject(i)
			lastPrintAt = -1
		}
	}

	if final {
		t.finish(p, flushed, lastPrintAt, lastPrintEnd, lastX, lastY)
		return
	}
	t.writeVT(p[flushed:])
}

// finish writes the rest of a chunk and, when it ends with a printed
// character, notes where that character went, for a continuation in the
// next chunk (a combining mark joins it there).
func (t *Terminal) finish(p []byte, flushed, lastPrintAt, lastPrintEnd, lastX, lastY int) {
	switch {
	case lastPrintAt < 0 || lastPrintEnd != len(p) || t.originMode:
		t.writeVT(p[flushed:])
	case flushed > lastPrintAt:
		// A fix wrote the last character on its own.
		t.last = lastPrint{valid: true, text: append(t.last.text[:0], printed(p[lastPrintAt:lastPrintEnd])...), x: lastX, y: lastY}
	default:
		t.writeVT(p[flushed:lastPrintAt])
		before := t.vt.CursorPosition()
		t.writeVT(p[lastPrintAt:lastPrintEnd])
		after := t.vt.CursorPosition()
		x := before.X
		if after.Y != before.Y || after.X < before.X {
			x = 0 // it wrapped
		}
		t.last = lastPrint{valid: true, text: append(t.last.text[:0], printed(p[lastPrintAt:lastPrintEnd])...), x: x, y: after.Y}
	}
}

// printed is what x/vt shows for a character's bytes: U+FFFD for an
// invalid sequence at its start.
func printed(b []byte) []byte {
	if utf8.Valid(b) || len(b) == 0 {
		return b
	}
	rw := min(utf8ByteLen(b[0]), len(b))
	return append([]byte("\uFFFD"), b[rw:]...)
}

// replacement is U+FFFD, which x/vt prints for an invalid UTF-8 sequence.
var replacement = []byte("\uFFFD")

// joinsReplacement returns how many bytes at the start of b join a U+FFFD
// before them in one grapheme cluster (combining marks and the like); whole
// valid runes only.
func (t *Terminal) joinsReplacement(b []byte) int {
	if len(b) == 0 || b[0] < 0x80 {
		return 0
	}
	return validRunes(b[:t.joinLen(replacement, b)])
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
	case 0x0e, 0x0f:
		// SO and SI: x/vt registers their handlers among the C1 controls,
		// so they never run. G1 in GL is made G0 in x/vt instead.
		s.gl = 0
		if b == 0x0e {
			s.gl = 1
		}
		t.inject = append(t.inject, designateG0(s.g[s.gl])...)
	case 0x85: // NEL, unknown to x/vt
		t.inject = append(t.inject, "\r\x1bD"...)
		t.scrolled()
	case 0x8e, 0x8f: // SS2, SS3
		s.single = true
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
	case (final == 'h' || final == 'l') && plainParams(params):
		for _, f := range bytes.Split(params, []byte{';'}) {
			if string(f) == "4" {
				s.irm = final == 'h'
			}
		}
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
		set := int(b[0] - '(')
		s.g[set] = b[1]
		if s.gl == 1 && set <= 1 {
			// x/vt's G0 stands for G1 while SO is in effect.
			t.inject = append(t.inject, designateG0(s.g[1])...)
		}
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
// background colour afterwards. It allocates nothing: it runs for every SGR
// of a log.
func sgrBackground(params []byte, bg bool) bool {
	if len(params) == 0 {
		return false
	}
	var fields [64][2]int // [start, end) of each ';'-separated field
	n := 0
	start := 0
	for i := 0; i <= len(params); i++ {
		if i == len(params) || params[i] == ';' {
			if n == len(fields) {
				return true // absurdly long: assume the worst
			}
			fields[n] = [2]int{start, i}
			n++
			start = i + 1
		}
	}
	num := func(k int) (v int, empty, colon bool) {
		f := params[fields[k][0]:fields[k][1]]
		if len(f) == 0 {
			return 0, true, false
		}
		for _, c := range f {
			if c == ':' {
				return v, false, true
			}
			v = v*10 + int(c-'0')
			if v > 1<<20 {
				v = 1 << 20
			}
		}
		return v, false, false
	}
	for k := 0; k < n; k++ {
		v, empty, colon := num(k)
		switch {
		case empty || v == 0:
			bg = false
		case v >= 40 && v <= 47, v >= 100 && v <= 107:
			bg = true
		case v == 49:
			bg = false
		case v == 38 || v == 48 || v == 58:
			if v == 48 {
				bg = true
			}
			if colon || k+1 >= n {
				continue // sub-parameters travel with it
			}
			switch kind, _, _ := num(k + 1); kind {
			case 5:
				k += 2
			case 2:
				k += 4
			}
		}
	}
	return bg
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
	if n := validRunes(b); n > 0 {
		return n
	}
	return utf8ByteLen(b[0])
}

// validRunes returns the length of the longest prefix of b made of whole,
// valid runes.
func validRunes(b []byte) int {
	n := 0
	for n < len(b) {
		r, size := utf8.DecodeRune(b[n:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		n += size
	}
	return n
}
