package emulator

import (
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Grapheme clusters, quickly.
//
// Finding where a grapheme cluster ends takes the full UAX #29 rules, which
// cost most of the time of Unicode-heavy output. But most characters of such
// output (CJK ideographs, kana, Hangul syllables, Latin, Greek and Cyrillic
// letters, punctuation, symbols) have Grapheme_Cluster_Break "Other" (or LV/
// LVT), are never Prepend, and join nothing that follows unless it is an
// Extend, ZWJ or SpacingMark character: followed by ASCII or by another
// character of the same kind, they end a cluster on their own. soloWidth
// holds, for those characters of the Basic Multilingual Plane, the width
// x/vt gives them (the same function, computed once); 0 means "use the full
// rules".
var soloWidth = func() *[0x10000]int8 {
	var t [0x10000]int8
	ranges := [][2]rune{
		{0x00A0, 0x02FF}, // Latin-1 supplement, Latin extended, IPA
		{0x0370, 0x0482}, // Greek, Cyrillic (before its combining marks)
		{0x048A, 0x0590}, // Cyrillic, Armenian
		{0x1E00, 0x1FFF}, // Latin extended additional, Greek extended
		{0x2010, 0x2027}, // punctuation
		{0x2030, 0x205E}, // punctuation
		{0x2070, 0x20CF}, // super/subscripts, currency
		{0x2100, 0x23FF}, // letterlike, arrows, math, technical
		{0x2460, 0x27BF}, // enclosed, box drawing, blocks, shapes, symbols, dingbats
		{0x2800, 0x28FF}, // braille
		{0x2E80, 0x3029}, // CJK radicals, ideographic description, CJK punctuation
		{0x3030, 0x303F}, // CJK punctuation
		{0x3041, 0x3096}, // hiragana
		{0x309B, 0x30FF}, // hiragana and katakana
		{0x3105, 0x318F}, // bopomofo, Hangul compatibility jamo
		{0x31A0, 0x4DBF}, // bopomofo extended, CJK strokes, katakana ext, enclosed CJK, CJK ext A
		{0x4E00, 0x9FFF}, // CJK unified ideographs
		{0xA000, 0xA4CF}, // Yi
		{0xAC00, 0xD7A3}, // Hangul syllables
		{0xF900, 0xFAFF}, // CJK compatibility ideographs
		{0xFF01, 0xFF60}, // fullwidth forms
		{0xFFE0, 0xFFE6}, // fullwidth signs
	}
	buf := make([]byte, 0, 4)
	for _, r := range ranges {
		for c := r[0]; c <= r[1]; c++ {
			buf = utf8.AppendRune(buf[:0], c)
			cluster, w := ansi.FirstGraphemeCluster(buf, ansi.GraphemeWidth)
			if len(cluster) == len(buf) && w >= 1 && w <= 2 {
				t[c] = int8(w)
			}
		}
	}
	return &t
}()

// soloNext reports whether the rune starting b[0] (if any) lets a cluster
// end before it: ASCII, or a character of soloWidth.
func soloNext(b []byte) bool {
	if len(b) == 0 || b[0] < 0x80 {
		return true
	}
	r, _ := decodeRune(b)
	return r < 0x10000 && soloWidth[r] != 0
}

// decodeRune is utf8.DecodeRune with the three-byte case (CJK) inline.
func decodeRune(b []byte) (rune, int) {
	if len(b) >= 3 && b[0]&0xF0 == 0xE0 && b[1]&0xC0 == 0x80 && b[2]&0xC0 == 0x80 {
		r := rune(b[0]&0x0F)<<12 | rune(b[1]&0x3F)<<6 | rune(b[2]&0x3F)
		if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
			return r, 3
		}
	}
	return utf8.DecodeRune(b)
}

// clusterMemo remembers the clusters the full rules found, keyed by the
// bytes up to and including the first ASCII byte after the start (32 at
// most): a cluster that ends before that byte depends on nothing after it.
type clusterMemo struct {
	m map[string]cluster
	g grapheme // scratch for the rules
}

// cluster is what the scanner and the fast path need to know of the
// grapheme cluster a character starts.
type cluster struct {
	n    int  // bytes it takes in the input
	keep int  // bytes of it the cell shows, when it shows them as they came (see alone)
	w    int  // cell width
	r    rune // the rune, when it is one rune
	// alone says that it must be written to x/vt on its own, as the bytes
	// of grapheme.kept: x/vt would otherwise join what follows it (an
	// emoji modifier, which xterm and tmux draw as a character of its own,
	// or what comes after a cluster past clusterMax), or its bytes are not
	// what the cell shows (it is cut, or x/vt ignores some of them).
	alone bool
}

const memoMax = 4096

func (m *clusterMemo) next(b []byte) cluster {
	ascii := len(b) > 1 && b[0] >= 0x20 && b[0] < 0x7f && b[1] >= 0x80 // a letter and a mark, say
	if len(b) > 0 && b[0] >= 0xC2 || ascii {
		if ascii {
			if soloNext(b[1:]) {
				return cluster{n: 1, keep: 1, w: 1, r: rune(b[0])}
			}
		} else if r, size := decodeRune(b); r < 0x10000 && soloWidth[r] != 0 && soloNext(b[size:]) {
			return cluster{n: size, keep: size, w: int(soloWidth[r]), r: r}
		}
		k := 1
		for k < len(b) && k < 32 && b[k] >= 0x80 {
			k++
		}
		if k < len(b) && b[k] < 0x80 {
			key := b[:k+1]
			if c, ok := m.m[string(key)]; ok {
				return c
			}
			c := nextCluster(b, &m.g)
			if c.n <= k { // ended before the ASCII byte: the key decides it
				if m.m == nil || len(m.m) >= memoMax {
					m.m = make(map[string]cluster, 256)
				}
				m.m[string(key)] = c
			}
			return c
		}
	}
	return nextCluster(b, &m.g)
}

// nextCluster reads the grapheme cluster at the start of b (a printable
// ASCII character or a whole, valid rune) into g: up to what ends it, as
// x/vt forms clusters (whole valid runes only, a new one at each printable
// ASCII character), and before an emoji skin-tone modifier (xterm and tmux
// draw it as a character of its own).
func nextCluster(b []byte, g *grapheme) cluster {
	switch {
	case len(b) == 0:
		return cluster{}
	case b[0] >= 0x20 && b[0] < 0x7f && soloNext(b[1:]):
		return cluster{n: 1, keep: 1, w: 1, r: rune(b[0])}
	case b[0] >= 0xC2:
		r, size := decodeRune(b)
		if r < 0x10000 && soloWidth[r] != 0 && soloNext(b[size:]) {
			return cluster{n: size, keep: size, w: int(soloWidth[r]), r: r}
		}
	}
	first := runeAt(b)
	g.reset(first)
	n, _ := g.read(b[len(first):])
	n += len(first)
	c := cluster{n: n, keep: g.keep, w: g.width()}
	if r, size := utf8.DecodeRune(b); size == n {
		c.r = r
	}
	c.alone = g.over || g.keep != n || n < len(b) && isModifierAt(b[n:])
	return c
}

// isModifierAt reports whether b starts, perhaps after bytes x/vt ignores,
// with an emoji skin-tone modifier (U+1F3FB to U+1F3FF is F0 9F 8F BB..BF).
func isModifierAt(b []byte) bool {
	i := 0
	for i < len(b) && ignoredByte(b[i]) {
		i++
	}
	b = b[i:]
	return len(b) >= 4 && b[0] == 0xF0 && b[1] == 0x9F && b[2] == 0x8F && b[3] >= 0xBB && b[3] <= 0xBF
}
