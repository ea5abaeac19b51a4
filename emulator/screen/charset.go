package screen

// Character sets: G0-G3 designated by ESC ( ) * + with the UK (A), ASCII
// (B) or DEC special graphics (0) set, shifted into GL by SI, SO, LS2,
// LS3 or for one character by SS2, SS3.

// charsets is the designation of G0-G3 (0 for ASCII) and the set in GL.
type charsets struct {
	g      [4]byte
	gl     int
	single int // 2 or 3 after SS2, SS3: the set of the next character only
}

// decGraphics is the DEC special graphics set as xterm draws it, for the
// bytes 0x5f to 0x7e.
var decGraphics = [...]string{
	" ", "◆", "▒", "␉", "␌", "␍", "␊", "°", "±", "␤", "␋", "┘", "┐", "┌", "└", "┼",
	"⎺", "⎻", "─", "⎼", "⎽", "├", "┤", "┴", "┬", "│", "≤", "≥", "π", "≠", "£", "·",
}

func (c *core) designate(g int, final byte) {
	switch final {
	case 'A', '0':
		c.cs.g[g] = final
	case 'B':
		c.cs.g[g] = 0
	}
}

// plain reports whether printable ASCII prints as itself.
func (s *charsets) plain() bool { return s.single == 0 && s.g[s.gl] == 0 }

// translate is the text printable ASCII byte b prints as, and ends a
// single shift.
func (s *charsets) translate(b byte) string {
	set := s.g[s.gl]
	if s.single != 0 {
		set, s.single = s.g[s.single], 0
	}
	switch {
	case set == '0' && b >= 0x5f && b <= 0x7e:
		return decGraphics[b-0x5f]
	case set == 'A' && b == '#':
		return "£"
	}
	return ascii[b]
}
