package emulator

import (
	"bytes"

	"github.com/charmbracelet/x/ansi"
)

// Character sets.
//
// A program can designate the DEC special graphics set (ESC ( 0) or the UK
// set (ESC ( A) into G0…G3 and shift one into GL (SO, SI, LS2, LS3) or for
// one character (SS2, SS3); printable ASCII then prints as line-drawing
// characters or a pound sign. agentty keeps this state itself, in the
// scanner of feed.go, and hands x/vt the translated characters: x/vt's own
// tables are package globals that differ from xterm's (and changing them
// would change x/vt for every user in the process), so its designations are
// swallowed and its sets all stay ASCII.
//
// Translated characters are written alone and never join a combining mark
// after them, and since x/vt only remembers untranslated ASCII for REP
// (repeat the last character), REP after a translated one is answered here.

// charsetFinals are the sets x/vt knows: the final byte of their
// designation, and the only designations the scanner takes.
const charsetFinals = "AB0"

// decGraphics is the DEC special graphics set as xterm draws it, for the
// bytes 0x5f to 0x7e.
var decGraphics = [...]string{
	" ", "◆", "▒", "␉", "␌", "␍", "␊", "°", "±", "␤", "␋", "┘", "┐", "┌", "└", "┼",
	"⎺", "⎻", "─", "⎼", "⎽", "├", "┤", "┴", "┬", "│", "≤", "≥", "π", "≠", "£", "·",
}

// translate returns what printable ASCII byte b prints as in the set with
// designation final, or nil when it prints as itself.
func translate(final, b byte) []byte {
	switch {
	case final == '0' && b >= 0x5f && b <= 0x7e:
		return []byte(decGraphics[b-0x5f])
	case final == 'A' && b == '#':
		return []byte("£")
	}
	return nil
}

// charset returns the designation of the set the next printable character
// is taken from.
func (s *scanner) charset() byte {
	if s.single != 0 {
		return s.g[s.single]
	}
	return s.g[s.gl]
}

// registerCharsets keeps x/vt's character sets ASCII and answers REP after a
// translated character. It must be registered before the count bounds of
// fixes.go, which run first and bound REP's count.
func (t *Terminal) registerCharsets() {
	for _, set := range []byte("()*+") {
		for _, final := range []byte(charsetFinals) {
			t.vt.RegisterEscHandler(ansi.Command(0, set, final), func() bool { return true })
		}
	}
	t.vt.RegisterCsiHandler('b', func(params ansi.Params) bool {
		rep := t.scan.rep
		if len(rep) == 0 {
			return false // x/vt repeats the untranslated character it saw last
		}
		n, _, _ := params.Param(0, 1)
		t.innerWrite(bytes.Repeat(rep, max(n, 1)))
		return true
	})
}
