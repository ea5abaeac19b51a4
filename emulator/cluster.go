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
type clusterMemo map[string]clusterInfo

type clusterInfo struct {
	n, w int
	cut  bool
	r    rune
}

const memoMax = 4096

func (m *clusterMemo) next(b []byte) (n, w int, cut bool, r rune) {
	if len(b) > 0 && b[0] >= 0xC2 {
		if r, size := decodeRune(b); r < 0x10000 && soloWidth[r] != 0 && soloNext(b[size:]) {
			return size, int(soloWidth[r]), false, r
		}
		k := 1
		for k < len(b) && k < 32 && b[k] >= 0x80 {
			k++
		}
		if k < len(b) {
			key := b[:k+1]
			if c, ok := (*m)[string(key)]; ok {
				return c.n, c.w, c.cut, c.r
			}
			n, w, cut, r = nextCluster(b)
			if n <= k { // ended before the ASCII byte: the key decides it
				if *m == nil || len(*m) >= memoMax {
					*m = make(clusterMemo, 256)
				}
				(*m)[string(key)] = clusterInfo{n, w, cut, r}
			}
			return n, w, cut, r
		}
	}
	return nextCluster(b)
}

// nextCluster returns the length and width of the grapheme cluster at the
// start of b (whole valid runes only, as x/vt forms clusters), whether it
// was cut before an emoji skin-tone modifier (xterm and tmux draw the
// modifier as a character of its own), and the rune when the cluster is a
// single rune.
func nextCluster(b []byte) (n, w int, cut bool, r rune) {
	switch {
	case len(b) == 0:
		return 0, 0, false, 0
	case b[0] >= 0x20 && b[0] < 0x7f && soloNext(b[1:]):
		return 1, 1, false, rune(b[0])
	case b[0] >= 0xC2:
		r, size := decodeRune(b)
		if r < 0x10000 && soloWidth[r] != 0 && soloNext(b[size:]) {
			return size, int(soloWidth[r]), false, r
		}
	}
	cluster, w := ansi.FirstGraphemeCluster(b, ansi.GraphemeWidth)
	n = validPrefix(cluster)
	// x/vt ends a cluster before a printable ASCII character, which UAX #29
	// joins to a Prepend character (U+0600, say) before it.
	n = printableAt(cluster[:n], 1)
	if k := modifierAt(cluster[:n]); k > 0 {
		n, cut = k, true
	}
	if n < len(cluster) {
		_, w = ansi.FirstGraphemeCluster(cluster[:n], ansi.GraphemeWidth)
	}
	if first, size := utf8.DecodeRune(cluster); size == n {
		r = first
	}
	return n, w, cut, r
}

// printableAt returns the offset of the first printable ASCII byte of b at
// or after from, or len(b). x/vt starts a new cluster at each.
func printableAt(b []byte, from int) int {
	for i := from; i < len(b); i++ {
		if b[i] >= 0x20 && b[i] < 0x7f {
			return i
		}
	}
	return len(b)
}

// modifierAt returns the offset of the first emoji modifier (U+1F3FB to
// U+1F3FF) after the start of b, or 0.
func modifierAt(b []byte) int {
	for i := 1; i+4 <= len(b); i++ {
		// U+1F3FB..U+1F3FF is F0 9F 8F BB..BF.
		if b[i] == 0xF0 && b[i+1] == 0x9F && b[i+2] == 0x8F && b[i+3] >= 0xBB && b[i+3] <= 0xBF {
			return i
		}
	}
	return 0
}
