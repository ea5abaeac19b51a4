package screen

import (
	"github.com/charmbracelet/x/ansi/parser"
)

// Control strings: OSC, DCS, SOS, PM and APC, read here a byte at a time
// from where the parser enters one (its string states) to its end, so
// that a string is whole whatever characters it carries.
//
// The parser's table ends a string at byte 0x9C, the 8-bit string
// terminator (ST), which is also a UTF-8 continuation byte: every
// character of U+2700 to U+273F (✳ is E2 9C B3), “ (E2 80 9C), 末 (E6 9C
// AB) would end a title halfway, and the rest of it would be printed;
// its SOS, PM and APC states end at any byte from 0x80 and print a
// character's start (x/ansi issue 848, open in v0.11.9). So the parser is
// only asked where a string starts: the reader below keeps the bytes of
// the characters in it, follows UTF-8 across writes, and ends the string
// by the rules below. The parser stays in its string state while the
// string is read, the one record of what is read; at the end it is reset
// to its ground state (and given the ESC that ended the string, when one
// did).
//
//   - BEL ends an OSC string; ESC ends any string (ESC \ is ST, and an
//     ESC starting anything else ends it too, as in the parser's table);
//     CAN and SUB cancel it (nothing is dispatched).
//   - A byte that continues a character (the bytes a lead byte of 0xC2 to
//     0xF4 announces, each in the range UTF-8 allows after it) is the
//     character's, never a control.
//   - 0x9C outside a character ends the string, as an 8-bit ST. A C1
//     control written in UTF-8 (U+0080 to U+009F, C2 80 to C2 9F) is a
//     character like any other there, and the string's (as tmux reads
//     it; xterm.js, which decodes UTF-8 before it parses, ends the string
//     at U+009C and cancels it at the others): a title keeps it, spelled
//     out where it is shown.
//   - Every other byte is the string's: in an OSC string the C0 controls
//     but BEL are ignored, as the parser's table has it.
//
// Only an OSC string's bytes are kept, up to stringMax (a character that
// would pass it is dropped with everything after it): a DCS string is
// dispatched with none (nothing in one is answered), and SOS, PM and APC
// strings are dropped.

// stringMax bounds the bytes of an OSC string kept: a title, a working
// directory, a hyperlink's URL; the rest of a longer string is read and
// dropped.
const stringMax = 4 << 10

// stringReader is what is read of the control string under way: the
// bytes kept and the character in progress. Its kind is the parser's
// state.
type stringReader struct {
	data []byte // the bytes kept (an OSC string's), at most stringMax
	full bool   // a character did not fit: nothing more is kept
	lead byte   // the lead byte of the character in progress, until its second byte
	owed int    // the continuation bytes the character in progress still needs
}

// reset readies the reader for the next string.
func (s *stringReader) reset() {
	*s = stringReader{data: s.data[:0]}
}

// isString reports whether s is one of the parser's string states.
func isString(s parser.State) bool {
	return s >= parser.OscStringState && s <= parser.ApcStringState || s == parser.DcsStringState
}

// readString reads p as the string under way, of the kind the parser's
// state says, up to its end, and returns how many bytes of p that took.
func (c *core) readString(kind parser.State, p []byte) int {
	s := &c.str
	for i, b := range p {
		if s.owed > 0 {
			if lo, hi := nextRange(s.lead); b >= lo && b <= hi {
				s.owed--
				s.lead = 0
				s.put(kind, b)
				continue
			}
			s.owed, s.lead = 0, 0 // the character was cut short: b is read on its own
		}
		switch {
		case b >= 0xC2 && b <= 0xF4:
			s.lead, s.owed = b, utf8Owed(b)
			if len(s.data)+1+s.owed > stringMax {
				s.full = true
			}
			s.put(kind, b)
		case b == 0x9C: // ST outside a character
			c.endString(kind)
			return i + 1
		case b == 0x1B:
			c.endString(kind)
			c.parser.Advance(b)
			return i + 1
		case b == 0x18 || b == 0x1A: // CAN, SUB
			c.endString(parser.GroundState)
			return i + 1
		case kind == parser.OscStringState && b == 0x07:
			c.endString(kind)
			return i + 1
		case kind == parser.OscStringState && b < 0x20:
		default:
			s.put(kind, b)
		}
	}
	return len(p)
}

// put keeps b when the string is an OSC string, no character has passed
// stringMax yet (a character's lead byte sets full when the character
// would not fit: a character is kept whole or not at all) and there is
// room.
func (s *stringReader) put(kind parser.State, b byte) {
	if kind == parser.OscStringState && !s.full && len(s.data) < stringMax {
		s.data = append(s.data, b)
	}
}

// endString dispatches the string read as kind (GroundState: cancelled,
// nothing), and readies the parser and the reader for what follows.
func (c *core) endString(kind parser.State) {
	c.parser.Reset()
	switch kind {
	case parser.OscStringState:
		c.osc(oscCommand(c.str.data), c.str.data)
	case parser.DcsStringState:
		c.dcs()
	}
	c.str.reset()
}

// oscCommand is the number an OSC string starts with, as the parser reads
// it (its digits before anything else), parser.MissingCommand when it
// starts with none and -1 when it is too long to be one.
func oscCommand(data []byte) int {
	cmd := parser.MissingCommand
	for i, d := range data {
		if d < '0' || d > '9' {
			break
		}
		if i == 6 {
			return -1
		}
		if cmd == parser.MissingCommand {
			cmd = 0
		}
		cmd = cmd*10 + int(d-'0')
	}
	return cmd
}

// utf8Owed is how many continuation bytes the lead byte b (0xC2 to 0xF4)
// announces.
func utf8Owed(b byte) int {
	switch {
	case b < 0xE0:
		return 1
	case b < 0xF0:
		return 2
	}
	return 3
}

// nextRange is the range of the byte UTF-8 allows after lead (0 once past
// the second byte of a character: any continuation byte).
func nextRange(lead byte) (lo, hi byte) {
	switch lead {
	case 0xE0:
		return 0xA0, 0xBF
	case 0xED:
		return 0x80, 0x9F
	case 0xF0:
		return 0x90, 0xBF
	case 0xF4:
		return 0x80, 0x8F
	}
	return 0x80, 0xBF
}
