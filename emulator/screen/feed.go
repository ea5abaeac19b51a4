package screen

import (
	"encoding/binary"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
)

// Feeding bytes: text runs are printed here, everything else goes through
// the parser, which calls the handlers below.

// feed feeds p: in the parser's ground state, each run of printable bytes
// is printed at once; a control string is read by readString from where
// the parser begins it; every other byte is the parser's.
func (c *core) feed(p []byte) {
	i := 0
	if len(c.held) > 0 {
		i = c.continueHeld(p)
	}
	for i < len(p) {
		switch st := c.parser.State(); {
		case st == parser.GroundState:
			i = c.ground(p, i)
		case isString(st):
			i += c.readString(st, p[i:])
		default:
			c.parser.Advance(p[i])
			i++
		}
	}
}

// ground feeds p from i in the parser's ground state: runs of text and
// C0 controls, which leave it there, then one sequence or C1 control. It
// returns where it stopped.
func (c *core) ground(p []byte, i int) int {
	for i < len(p) {
		if b := p[i]; b < 0x20 && b != 0x1b {
			if b == '\r' && i+1 < len(p) && p[i+1] == '\n' && !c.modes.lnm {
				c.newLine() // the end of most lines of output
				i += 2
				continue
			}
			c.execute(b) // a C0 control: what the parser does with it here
			i++
			continue
		}
		j, allASCII := printable(p, i)
		if j == i {
			if isC1(p[i:]) {
				c.c1(p[i+1])
				return i + 2
			}
			return i + c.control(p[i:])
		}
		k := j
		if j == len(p) {
			k = len(p) - cutTail(p[i:j])
			c.held = append(c.held[:0], p[k:]...)
		}
		c.text(p[i:k], i, allASCII)
		i = j
	}
	return i
}

// printable returns the end of the run of printable bytes in p from i
// (the first control, C0, DEL or a C1 control in UTF-8, at or after i,
// or len(p)), and whether the run is all ASCII. It looks at eight bytes
// at a time while none of them is a control, DEL or 0xC2 (the lead byte
// of the C1 controls, and of U+00A0 to U+00BF).
func printable(p []byte, i int) (end int, allASCII bool) {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	var high uint64 // the top bits of the words passed
	for i < len(p) {
		stop := len(p)
		if i+8 <= len(p) {
			// A byte's top bit is set in x-0x20&^x when the byte is
			// below 0x20, and in y-1&^y when y's byte is 0 (y is x
			// with 0x7f or 0xC2 taken out); a borrow crossing into the
			// next byte comes only from a byte that set its own.
			x := binary.LittleEndian.Uint64(p[i:])
			del, c2 := x^(0x7f*ones), x^(0xC2*ones)
			if ((x-0x20*ones)&^x|(del-ones)&^del|(c2-ones)&^c2)&highs == 0 {
				high |= x
				i += 8
				continue
			}
			stop = i + 8 // one of these needs a look: one by one
		}
		for ; i < stop; i++ {
			b := p[i]
			if b < 0x20 || b == 0x7f || b >= 0x80 && isC1(p[i:]) {
				return i, high&highs == 0
			}
			high |= uint64(b)
		}
	}
	return i, high&highs == 0
}

// control feeds the control or sequence at the start of p, and returns
// how many bytes that took: a whole CSI sequence of the plain form that
// lies in p is decoded at once (decodeCSI), anything else goes
// to the parser a byte at a time.
func (c *core) control(p []byte) int {
	if p[0] < 0x20 && p[0] != 0x1b {
		c.execute(p[0]) // what the parser does with a C0 control in its ground state
		return 1
	}
	if len(p) > 2 && p[0] == 0x1b && p[1] == '[' {
		if k := c.shortSGR(p); k > 0 {
			return k
		}
		if k, cmd, np := c.decodeCSI(p[2:]); k > 0 {
			c.csi(cmd, c.csiParams[:np])
			return 2 + k
		}
	}
	c.parser.Advance(p[0])
	return 1
}

// decodeCSI decodes the CSI sequence after "ESC [" at the start of b
// when it is whole and of the plain form (a prefix, parameters,
// intermediates and a final byte, in that order, with fewer parameters
// than the parser keeps): it returns its length, its command and the
// number of its parameters, which it leaves in c.csiParams, as
// x/ansi's parser has them (a missing one is parser.MissingParam, one
// followed by a subparameter has parser.HasMoreFlag; the last prefix and
// intermediate count). n is 0 for any other sequence, which the parser
// reads a byte at a time.
func (c *core) decodeCSI(b []byte) (n int, cmd ansi.Cmd, np int) {
	i := 0
	if len(b) > 0 && b[0] >= '<' && b[0] <= '?' {
		cmd = ansi.Cmd(b[0]) << parser.PrefixShift
		i++
	}
	ps := &c.csiParams
	ps[0] = parser.MissingParam
	for ; i < len(b) && b[i] >= '0' && b[i] <= ';'; i++ {
		switch d := b[i]; {
		case d <= '9':
			if ps[np] == parser.MissingParam {
				ps[np] = 0
			}
			ps[np] = ps[np]*10 + ansi.Param(d-'0')
		case np >= parser.MaxParamsSize-3:
			return 0, 0, 0 // more parameters than the plain form has
		default:
			if d == ':' {
				ps[np] |= parser.HasMoreFlag
			}
			np++
			ps[np] = parser.MissingParam
		}
	}
	for ; i < len(b) && b[i] >= ' ' && b[i] <= '/'; i++ {
		cmd = cmd&^(0xff<<parser.IntermedShift) | ansi.Cmd(b[i])<<parser.IntermedShift
	}
	if i == len(b) || b[i] < '@' || b[i] > '~' {
		return 0, 0, 0
	}
	if np > 0 || ps[0] != parser.MissingParam {
		np++
	}
	return i + 1, cmd | ansi.Cmd(b[i]), np
}

// continueHeld completes the UTF-8 sequence a previous write cut, and
// returns how many bytes of p that took.
func (c *core) continueHeld(p []byte) int {
	before, i := len(c.held), 0
	for i < len(p) && !utf8.FullRune(c.held) && p[i] >= 0x80 && p[i] < 0xC0 {
		c.held = append(c.held, p[i])
		i++
	}
	if !utf8.FullRune(c.held) && i == len(p) {
		return i
	}
	held := c.held
	c.held = nil
	if isC1(held) {
		c.c1(held[1])
	} else {
		c.text(held, -before, false)
	}
	c.held = held[:0]
	return i
}

// isC1 reports whether b starts with a C1 control written in UTF-8
// (U+0080 to U+009F), which is executed as the control, as xterm and
// xterm.js do, never printed.
func isC1(b []byte) bool {
	return len(b) > 1 && b[0] == 0xC2 && b[1] >= 0x80 && b[1] <= 0x9F
}

// c1 executes the C1 control b (0x80 to 0x9F) as its 7-bit form, ESC and
// b - 0x40.
func (c *core) c1(b byte) {
	c.parser.Advance(0x1b)
	c.parser.Advance(b - 0x40)
}

// cutTail is how many bytes at the end of b start a UTF-8 sequence the
// end of the write cut short.
func cutTail(b []byte) int {
	for n := 1; n <= 3 && n <= len(b); n++ {
		lead := b[len(b)-n]
		if lead < 0x80 {
			return 0
		}
		if lead >= 0xC0 {
			if !utf8.FullRune(b[len(b)-n:]) {
				return n
			}
			return 0
		}
	}
	return 0
}

// execute handles a C0 control.
func (c *core) execute(b byte) {
	c.last = lastChar{}
	switch b {
	case '\b':
		c.backspace()
	case '\t':
		c.tabForward(1)
	case '\n', '\v', '\f':
		if c.lineFeed(); c.modes.lnm { // an index, and a return under LNM
			c.carriageReturn()
		}
	case '\r':
		c.carriageReturn()
	case 0x0e: // SO
		c.cs.gl = 1
	case 0x0f: // SI
		c.cs.gl = 0
	}
}

// newLine is execute of a carriage return and a line feed.
func (c *core) newLine() {
	c.last = lastChar{}
	c.carriageReturn()
	c.lineFeed()
}

// csiHandlers are the CSI handlers by final byte, prefix and intermediate
// ([ansi.Cmd]); each family's file adds its own.
type csiHandler func(c *core, p ansi.Params)

// csiPlain holds those without prefix or intermediate, by final byte.
var (
	csiHandlers = map[ansi.Cmd]csiHandler{}
	csiPlain    [128]csiHandler
)

func handle(h csiHandler, cmds ...int) {
	for _, cmd := range cmds {
		if cmd < len(csiPlain) {
			csiPlain[cmd] = h
		} else {
			csiHandlers[ansi.Cmd(cmd)] = h
		}
	}
}

// csi handles a CSI sequence.
func (c *core) csi(cmd ansi.Cmd, p ansi.Params) {
	var h csiHandler
	if cmd < ansi.Cmd(len(csiPlain)) {
		h = csiPlain[cmd]
	} else {
		h = csiHandlers[cmd]
	}
	if h != nil {
		h(c, p)
	}
	c.last = lastChar{}
}

// esc handles an ESC sequence.
func (c *core) esc(cmd ansi.Cmd) {
	c.last = lastChar{}
	if i := cmd.Intermediate(); i != 0 {
		c.escIntermediate(i, cmd.Final())
		return
	}
	switch cmd.Final() {
	case '7':
		c.saveCursor()
	case '8':
		c.restoreCursor()
	case 'D':
		c.index()
	case 'E':
		c.nextLine()
	case 'H':
		c.tabs[c.cur.x] = true
	case 'M':
		c.reverseIndex()
	case 'c':
		c.fullReset()
	case '=':
		c.modes.appKeypad = true
	case '>':
		c.modes.appKeypad = false
	case 'n': // LS2, LS3
		c.cs.gl = 2
	case 'o':
		c.cs.gl = 3
	case 'N': // SS2, SS3: the next character only
		c.cs.single = 2
	case 'O':
		c.cs.single = 3
	}
}

func (c *core) escIntermediate(i, final byte) {
	switch i {
	case '(', ')', '*', '+':
		c.designate(int(i-'('), final)
	case '#':
		if final == '8' {
			c.alignment()
		}
	}
}

// param returns parameter i, def when it is missing or 0 (counts).
func param(p ansi.Params, i, def int) int {
	n, _, _ := p.Param(i, def)
	if n == 0 {
		return def
	}
	return n
}

// count is parameter i as a count: missing or 0 is 1, and it is cut to
// limit (no count moves past the screen).
func count(p ansi.Params, i, limit int) int {
	return min(param(p, i, 1), max(limit, 1))
}
