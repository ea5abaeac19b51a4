package screen

import (
	"encoding/binary"
	"sync/atomic"
	"unicode/utf8"
)

// The characters cells hold, by glyph id: a cell holds an id, not its
// text, so that a cell is one word and the rows hold no pointer (the
// collector has nothing to scan in them, and writing a cell costs no
// write barrier). A rune is its own id (0 is a blank), so that printing
// one costs no look-up; a cluster of several runes is given an id of
// clusterBase or more, interned in a table per terminal, the first time
// it is printed.
//
// The table forgets: once it has grown past its bound (glyphTable.limit),
// the clusters no cell of either screen holds any more are dropped and
// the others renumbered (compact), so that a program printing ever new
// clusters keeps it at about the size of what the screens show (and its
// ids within the 30 bits a cell has for them).

// clusterBase is the first id of a cluster: the ids below are runes.
const clusterBase = utf8.MaxRune + 1

// glyphMin is the fewest clusters the table holds before it compacts.
const glyphMin = 4096

// shortSetBits sizes the table of short clusters' ids by their bytes
// (shortKey): 1<<shortSetBits sets of two slots.
const shortSetBits = 8

type glyphTable struct {
	list  []string                         // clusters, by id-clusterBase
	short []uint64                         // by id-clusterBase: a text of 4 bytes or fewer packed (packShort), else 0
	ids   map[string]uint32                // the ids of list
	limit int                              // compact when list is this long
	slots *[1 << shortSetBits][2]shortSlot // short clusters' ids by their bytes, in sets of two; made at the first use
}

// shortSlot is the id of the cluster whose shortKey is key; id 0 is an
// empty slot.
type shortSlot struct {
	key uint64
	id  uint32
}

func (t *glyphTable) init() {
	t.list, t.short = nil, nil
	t.ids = map[string]uint32{}
	t.limit = glyphMin
	t.slots = nil
}

// text returns glyph id's text: "" for a blank.
func (t *glyphTable) text(id uint32) string {
	if id < clusterBase {
		return runeText(rune(id))
	}
	return t.list[id-clusterBase]
}

// runeText is the text of rune r, a glyph id below clusterBase: "" for
// a blank. It costs no allocation: the texts of a block of 128 runes are
// made once in a process, when one of them is first asked for.
func runeText(r rune) string {
	if r < 0x80 {
		return ascii[r]
	}
	if b := runeTexts[uint32(r)>>7].Load(); b != nil {
		return b[r&127]
	}
	b := new([128]string)
	for i := range b {
		b[i] = string(r&^127 + rune(i)) // U+FFFD for a surrogate, which no cell holds
	}
	return publish(&runeTexts[uint32(r)>>7], b)[r&127]
}

// runeTexts holds the texts of each block of runes once one was asked for.
var runeTexts [(utf8.MaxRune + 1) / 128]atomic.Pointer[[128]string]

// glyph returns the id of the character b (one rune or a cluster).
// A cluster of 7 bytes or fewer is looked for first by its bytes in the
// slots, which cost no hashing of a string.
func (c *core) glyph(b []byte) uint32 {
	if r, n := utf8.DecodeRune(b); n == len(b) {
		return uint32(r)
	}
	return c.glyphKeyed(shortKey(b), b)
}

// glyphKeyed is glyph for b, a cluster of several runes whose shortKey
// is k.
func (c *core) glyphKeyed(k uint64, b []byte) uint32 {
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
	if r, n := utf8.DecodeRuneInString(s); n == len(s) {
		return uint32(r)
	}
	if id, ok := c.glyphs.ids[s]; ok {
		return id
	}
	return c.addGlyph(s)
}

// packShort packs a text of 1 to 4 bytes for rowInto, which writes it
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

// addGlyph gives s, a cluster which has none, an id, first compacting
// the table when it is full. An id is written to its cell as soon as it
// is made, so that no caller holds one the compacting renumbers (a rune,
// its own id, is never renumbered).
func (c *core) addGlyph(s string) uint32 {
	t := &c.glyphs
	if len(t.list) >= t.limit {
		c.compactGlyphs()
	}
	id := clusterBase + uint32(len(t.list))
	t.list = append(t.list, s)
	t.short = append(t.short, packShort(s))
	t.ids[s] = id
	return id
}

// compactGlyphs keeps the clusters that cells of either screen hold,
// with new ids, and forgets the others; the caches of ids are emptied.
// Its next bound leaves room for as many new clusters as are kept, and
// for a quarter of the screens' cells, so that its cost, a look at every
// cell, is spread over at least that many new clusters.
func (c *core) compactGlyphs() {
	t := &c.glyphs
	renum := make([]uint32, len(t.list)) // old id-clusterBase -> new id, 0 not yet kept
	var list []string
	keep := func(id uint32) uint32 {
		if renum[id-clusterBase] == 0 {
			renum[id-clusterBase] = clusterBase + uint32(len(list))
			list = append(list, t.list[id-clusterBase])
		}
		return renum[id-clusterBase]
	}
	cells := 0
	for _, g := range [...]*grid{c.primary, c.alternate} {
		for y := range g.rows {
			cs := g.rows[y].cells
			cells += len(cs)
			for x := range cs {
				if id := cs[x].ch(); id >= clusterBase {
					cs[x] = cs[x].withID(keep(id))
				}
			}
		}
	}
	if c.last.valid && c.last.id >= clusterBase {
		c.last.id = keep(c.last.id)
	}
	ids := make(map[string]uint32, len(list))
	short := make([]uint64, len(list))
	for i, s := range list {
		ids[s] = clusterBase + uint32(i)
		short[i] = packShort(s)
	}
	t.list, t.short, t.ids, t.slots = list, short, ids, nil
	t.limit = max(glyphMin, 2*len(list), cells/4)
	c.seen.clear()
}
