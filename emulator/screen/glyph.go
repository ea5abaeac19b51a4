package screen

import (
	"encoding/binary"
	"unicode/utf8"
)

// The characters cells hold, interned: a cell holds a glyph id, not its
// text, so that a cell is one word and the rows hold no pointer (the
// collector has nothing to scan in them, and writing a cell costs no
// write barrier). Ids below 0x80 are ASCII itself, 0 a blank; every
// other character (a rune or a cluster of several) is given an id the
// first time it is printed.
//
// The table forgets: once it has grown past its bound (glyphTable.limit),
// the ids no cell of either screen holds any more are dropped and the
// others renumbered (compact), so that a program printing ever new
// characters keeps it at about the size of what the screens show (and
// its ids within the 30 bits a cell has for them).

// glyphMin is the fewest glyphs the table holds before it compacts.
const glyphMin = 4096

// runeSlots is the size of the table of one-rune glyphs' ids by rune.
const runeSlots = 1024

type glyphTable struct {
	list  []string             // by id; list[:0x80] are ASCII's ("" for 0 and the controls)
	short []uint64             // by id: a text of 4 bytes or fewer packed (packShort; a blank's a space), else 0
	ids   map[string]uint32    // the ids of list[0x80:]
	limit int                  // compact when list is this long
	runes *[runeSlots]runeSlot // a one-rune glyph's id by its rune, made at its first use
}

// runeSlot is a one-rune glyph's id; id 0 is an empty slot.
type runeSlot struct {
	r  rune
	id uint32
}

func (t *glyphTable) init() {
	t.list = append(make([]string, 0, 256), ascii[:]...)
	t.short = append(make([]uint64, 0, 256), asciiShort[:]...)
	t.ids = map[string]uint32{}
	t.limit = glyphMin
	t.runes = nil
}

// text returns glyph id's text: "" for a blank.
func (t *glyphTable) text(id uint32) string { return t.list[id] }

// glyph returns the id of the character b (one rune or a cluster).
func (c *core) glyph(b []byte) uint32 {
	if len(b) == 1 && b[0] < 0x80 {
		return uint32(b[0])
	}
	r, _ := utf8.DecodeRune(b)
	return c.runeGlyph(r, b)
}

// cached is the id of the one-rune glyph r when the cache of those holds
// it, 0 otherwise (runeGlyph finds or makes it).
func (t *glyphTable) cached(r rune) uint32 {
	if t.runes == nil {
		return 0
	}
	if slot := &t.runes[uint32(r)%runeSlots]; slot.r == r {
		return slot.id
	}
	return 0
}

// runeGlyph is glyph for b, which starts with the rune r.
func (c *core) runeGlyph(r rune, b []byte) uint32 {
	t := &c.glyphs
	// b is r alone (not an invalid byte, which decodes as U+FFFD too).
	one := r != utf8.RuneError && utf8.RuneLen(r) == len(b)
	if one {
		if id := t.cached(r); id != 0 {
			return id
		}
	}
	id, ok := t.ids[string(b)]
	if !ok {
		id = c.addGlyph(string(b)) // may empty the slots
	}
	if one {
		if t.runes == nil {
			t.runes = new([runeSlots]runeSlot)
		}
		t.runes[uint32(r)%runeSlots] = runeSlot{r, id}
	}
	return id
}

// glyphString is glyph for a string.
func (c *core) glyphString(s string) uint32 {
	if len(s) == 1 && s[0] < 0x80 {
		return uint32(s[0])
	}
	if id, ok := c.glyphs.ids[s]; ok {
		return id
	}
	return c.addGlyph(s)
}

// asciiShort is packShort of ASCII's glyphs, a blank's being a space.
var asciiShort = func() (s [len(ascii)]uint64) {
	for id := range s {
		s[id] = packShort(ascii[id])
	}
	s[0] = packShort(" ")
	return s
}()

// packShort packs a text of 1 to 4 bytes for rowBytes, which writes it
// with one store: its bytes little-endian in the low 32 bits, its length
// in the top 8. It is 0 for a longer text.
func packShort(s string) uint64 {
	if len(s) == 0 || len(s) > 4 {
		return 0
	}
	var b [4]byte
	copy(b[:], s)
	return uint64(binary.LittleEndian.Uint32(b[:])) | uint64(len(s))<<56
}

// addGlyph gives s, which has none, an id, first compacting the table
// when it is full.
func (c *core) addGlyph(s string) uint32 {
	t := &c.glyphs
	if len(t.list) >= t.limit {
		c.compactGlyphs()
	}
	id := uint32(len(t.list))
	t.list = append(t.list, s)
	t.short = append(t.short, packShort(s))
	t.ids[s] = id
	return id
}

// compactGlyphs keeps the glyphs that cells of either screen hold, with
// new ids, and forgets the others; the caches of ids are emptied. Its
// next bound leaves room for as many new glyphs as are kept, and for a
// quarter of the screens' cells, so that its cost, a look at every cell,
// is spread over at least that many new glyphs.
func (c *core) compactGlyphs() {
	t := &c.glyphs
	renum := make([]uint32, len(t.list)) // old id -> new id, 0 not yet kept
	list := append(make([]string, 0, len(t.list)/2+len(ascii)), ascii[:]...)
	cells := 0
	for _, g := range [...]*grid{c.primary, c.alternate} {
		for y := range g.rows {
			cs := g.rows[y].cells
			cells += len(cs)
			for x := range cs {
				id := cs[x].ch()
				if id < uint32(len(ascii)) {
					continue
				}
				if renum[id] == 0 {
					renum[id] = uint32(len(list))
					list = append(list, t.list[id])
				}
				cs[x] = cs[x].withID(renum[id])
			}
		}
	}
	if id := c.last.id; c.last.valid && id >= uint32(len(ascii)) {
		if renum[id] == 0 {
			renum[id] = uint32(len(list))
			list = append(list, t.list[id])
		}
		c.last.id = renum[id]
	}
	ids := make(map[string]uint32, len(list))
	short := make([]uint64, len(list))
	copy(short, asciiShort[:])
	for id := len(ascii); id < len(list); id++ {
		ids[list[id]] = uint32(id)
		short[id] = packShort(list[id])
	}
	t.list, t.short, t.ids, t.runes = list, short, ids, nil
	t.limit = max(glyphMin, 2*len(list), cells/4)
	c.seen.clear()
}
