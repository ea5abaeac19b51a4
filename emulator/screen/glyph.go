package screen

import (
	"encoding/binary"
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

// shortSetBits sizes the table of short glyphs' ids by their bytes
// (shortKey): 1<<shortSetBits sets of two slots.
const shortSetBits = 8

// runeSlotBits sizes the cache of runes by their bytes (runeAt):
// 1<<runeSlotBits slots.
const runeSlotBits = 10

type glyphTable struct {
	list  []string                         // by id; list[:0x80] are ASCII's ("" for 0 and the controls)
	short []uint64                         // by id: a text of 4 bytes or fewer packed (packShort; a blank's a space), else 0
	ids   map[string]uint32                // the ids of list[0x80:]
	limit int                              // compact when list is this long
	slots *[1 << shortSetBits][2]shortSlot // short glyphs' ids by their bytes, in sets of two; made at the first use
	runes *[1 << runeSlotBits]runeSlot     // runeAt's, made at its first use
	hold  bool                             // printSimple's run is under way: no compacting
}

// runeSlot is what runeAt gives for the rune whose bytes, as runeKey
// packs them, are key (0 an empty slot).
type runeSlot struct {
	key uint32
	runeFacts
}

// shortSlot is the id of the glyph whose shortKey is key; id 0 is an
// empty slot.
type shortSlot struct {
	key uint64
	id  uint32
}

func (t *glyphTable) init() {
	t.list = append(make([]string, 0, 256), ascii[:]...)
	t.short = append(make([]uint64, 0, 256), asciiShort[:]...)
	t.ids = map[string]uint32{}
	t.limit = glyphMin
	t.slots, t.runes = nil, nil
}

// text returns glyph id's text: "" for a blank.
func (t *glyphTable) text(id uint32) string { return t.list[id] }

// glyph returns the id of the character b (one rune or a cluster).
// One of 7 bytes or fewer is looked for first by its bytes in the slots,
// which cost no hashing of a string.
func (c *core) glyph(b []byte) uint32 {
	return c.glyphKeyed(shortKey(b), b)
}

// glyphKeyed is glyph for b, whose shortKey is k.
func (c *core) glyphKeyed(k uint64, b []byte) uint32 {
	if len(b) == 1 && b[0] < 0x80 {
		return uint32(b[0])
	}
	t := &c.glyphs
	var set *[2]shortSlot // k's two slots, the one used last first
	if k != 0 {
		if t.slots == nil {
			t.slots = new([1 << shortSetBits][2]shortSlot)
		}
		set = &t.slots[(k*0x9E3779B97F4A7C15)>>(64-shortSetBits)]
		if set[0].key == k {
			return set[0].id
		}
		if set[1].key == k {
			set[0], set[1] = set[1], set[0]
			return set[0].id
		}
	}
	id, ok := t.ids[string(b)]
	if !ok {
		id = c.addGlyph(string(b)) // may empty the slots
	}
	if k != 0 && t.slots != nil {
		set[0], set[1] = shortSlot{k, id}, set[0]
	}
	return id
}

// runeAt is factsAt with the rune's glyph id, both remembered by its
// bytes: a rune printed again costs one look in the cache. Only
// printSimple's run asks, where the table does not compact: the ids kept
// hold until it does, which empties the cache.
func (c *core) runeAt(p []byte) runeFacts {
	t := &c.glyphs
	k, _ := runeKey(p)
	i := (k * 0x9E3779B1) >> (32 - runeSlotBits)
	if t.runes != nil && t.runes[i].key == k {
		return t.runes[i].runeFacts
	}
	r := factsAt(p)
	if r.n == 1 && p[0] >= 0x80 {
		return r // an invalid byte: printCluster's
	}
	r.id = c.glyphKeyed(keyAt(p, int(r.n)), p[:r.n]) // no compacting: printSimple's run holds the table
	if t.runes == nil {
		t.runes = new([1 << runeSlotBits]runeSlot)
	}
	t.runes[i] = runeSlot{k, r}
	return r
}

// keyAt is shortKey(p[:n]), with one load when p holds 8 bytes.
func keyAt(p []byte, n int) uint64 {
	if len(p) < 8 || n > 7 {
		return shortKey(p[:n])
	}
	return binary.LittleEndian.Uint64(p)&(1<<(8*n)-1) | uint64(n)<<56
}

// shortKey packs b, of 7 bytes or fewer, and its length into a key that
// no other such bytes give; 0 for longer.
func shortKey(b []byte) uint64 {
	if len(b) > 7 {
		return 0
	}
	k := uint64(len(b)) << 56
	for i, x := range b {
		k |= uint64(x) << (8 * i)
	}
	return k
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
// when it is full, unless a run of printSimple's is under way (it holds
// ids, and compacts when it ends: the table grows by a row at most).
func (c *core) addGlyph(s string) uint32 {
	t := &c.glyphs
	if len(t.list) >= t.limit && !t.hold {
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
	t.list, t.short, t.ids, t.slots, t.runes = list, short, ids, nil, nil
	t.limit = max(glyphMin, 2*len(list), cells/4)
	c.seen.clear()
}
