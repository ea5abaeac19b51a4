package screen

import (
	"sync/atomic"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// What the rules of UAX #29 (uniseg's) say of one rune, asked once per
// block of runes in a process and kept for every terminal: whether it
// joins the ASCII before it, its width on its own, and whether a cluster
// it starts ends where the next rune does not join it, so that printing
// text asks the rules only where a cluster is more than a rune and its
// marks (a conjunct, a ZWJ sequence, a flag, Hangul jamo). TestRuneFacts
// holds each fact to the rules.

// facts is what the rules say of one rune.
type facts uint8

const (
	factWidth facts = 3 // mask: its width on its own, at most 2 (printCluster's cap)

	// factJoins: it joins the ASCII before it (UAX #29's Extend, ZWJ and
	// SpacingMark; not an emoji modifier, which printCluster cuts off
	// into a cell of its own).
	factJoins facts = 1 << 2

	// factLone: it has a width and starts a cluster that ends before any
	// rune with neither factJoins nor factJamo (ASCII, any letter, a
	// Hangul syllable or leading jamo, a regional indicator, an extended
	// pictographic, a Prepend character); not an emoji modifier. Hangul
	// syllables are lone: only vowel and trailing jamo join them.
	factLone facts = 1 << 3

	// factMark: it joins (factJoins), and what follows it joins it only
	// if it joins ASCII: not a ZWJ (before an extended pictographic) or a
	// conjunct's linker (before a consonant).
	factMark facts = 1 << 4

	// factPict: it is an extended pictographic, whose width the runes
	// joined to it change (a variation selector).
	factPict facts = 1 << 5

	// factJamo: a Hangul vowel or trailing jamo, which joins the
	// syllables and jamo before it that the rules say, and nothing else.
	factJamo facts = 1 << 6
)

// width is the rune's width on its own, at most 2.
func (f facts) width() int { return int(f & factWidth) }

// factBlock holds the facts of 128 runes in a row.
type factBlock [128]facts

// factBlocks holds each block of runes once one of them was asked of.
var factBlocks [(utf8.MaxRune + 1) / len(factBlock{})]atomic.Pointer[factBlock]

// runeFacts is a rune's facts at a place in a run, with its length and
// its glyph id, the rune itself (U+FFFD for an invalid byte). The zero
// runeFacts, of no length, is a rune not read yet.
type runeFacts struct {
	id uint32
	n  uint8
	f  facts
}

// factsAt returns the facts of the rune at the start of p. An invalid
// byte, or a sequence the end of p cuts, is one byte printed as U+FFFD
// (printCluster's): no fact but a width of 1. Valid forms are decoded
// here, the rest by utf8.DecodeRune.
func factsAt(p []byte) runeFacts {
	var r rune
	n := 0
	switch b := p[0]; {
	case b < 0x80:
		r, n = rune(b), 1
	case b >= 0xC2 && b < 0xE0 && len(p) >= 2 && p[1]&0xC0 == 0x80:
		r, n = rune(b&0x1F)<<6|rune(p[1]&0x3F), 2
	case b >= 0xE0 && b < 0xF0 && len(p) >= 3 && p[1]&0xC0 == 0x80 && p[2]&0xC0 == 0x80:
		if r, n = rune(b&0x0F)<<12|rune(p[1]&0x3F)<<6|rune(p[2]&0x3F), 3; r < 0x800 || r >= 0xD800 && r <= 0xDFFF {
			n = 0 // too long a form, or a surrogate: invalid
		}
	case b >= 0xF0 && b < 0xF5 && len(p) >= 4 && p[1]&0xC0 == 0x80 && p[2]&0xC0 == 0x80 && p[3]&0xC0 == 0x80:
		if r, n = rune(b&0x07)<<18|rune(p[1]&0x3F)<<12|rune(p[2]&0x3F)<<6|rune(p[3]&0x3F), 4; r < 0x10000 || r > utf8.MaxRune {
			n = 0 // too long a form, or beyond Unicode: invalid
		}
	}
	if n == 0 {
		if r, n = utf8.DecodeRune(p); r == utf8.RuneError && n <= 1 {
			return runeFacts{id: utf8.RuneError, n: 1, f: 1}
		}
	}
	b := factBlocks[uint32(r)>>7].Load()
	if b == nil {
		b = learnBlock(uint32(r) >> 7)
	}
	return runeFacts{id: uint32(r), n: uint8(n), f: b[r&127]}
}

// factsOf returns the facts of r, a valid rune (factsAt's, for a rune
// already decoded, off the printing path).
func factsOf(r rune) facts {
	var b [utf8.UTFMax]byte
	return factsAt(utf8.AppendRune(b[:0], r)).f
}

// learnBlock asks the rules about the runes of block k, keeps the answer
// for every terminal and returns it.
func learnBlock(k uint32) *factBlock {
	b := new(factBlock)
	for i := range b {
		if r := rune(k*128) + rune(i); utf8.ValidRune(r) {
			b[i] = learnFacts(r)
		}
	}
	return publish(&factBlocks[k], b)
}

// publish stores v in *p, unless another goroutine stored first, and
// returns what *p holds: the blocks kept per process are made the same
// by whoever makes them.
func publish[T any](p *atomic.Pointer[T], v *T) *T {
	if p.CompareAndSwap(nil, v) {
		return v
	}
	return p.Load()
}

// Runes of each class the rules treat apart after another rune but the
// vowel and trailing jamo: ASCII (any Other), a leading jamo and the
// syllables LV and LVT, a regional indicator, an extended pictographic, a
// consonant that a linker joins (InCB=Consonant, for rules that know
// them) and a Prepend character.
var probes = []string{"a", "\u1100", "\uac00", "\uac01", "\U0001F1E6", "\U0001F600", "\u0915", "\u0600"}

// learnFacts asks the rules what they say of r.
func learnFacts(r rune) facts {
	s := string(r)
	_, _, w, _ := uniseg.FirstGraphemeClusterInString(s, -1)
	f := facts(min(w, 2))
	modifier := startsModifier([]byte(s))
	if oneCluster("a"+s) && !modifier {
		f |= factJoins
	}
	if w > 0 && !modifier && endsBefore(s, probes) {
		f |= factLone
	}
	if f&factJoins != 0 && r != '\u200d' && endsBefore("\u0915"+s, []string{"\u0915"}) {
		f |= factMark
	}
	if f&factJoins == 0 && (oneCluster("\uac00"+s) || oneCluster("\uac01"+s)) {
		f |= factJamo
	}
	if pict := s + "\u200d\U0001F600"; oneCluster(pict) {
		f |= factPict
	}
	return f
}

// oneCluster reports whether the rules make s one cluster.
func oneCluster(s string) bool {
	first, _, _, _ := uniseg.FirstGraphemeClusterInString(s, -1)
	return len(first) == len(s)
}

// endsBefore reports whether the rules end the cluster s (one, as they
// cut it) before each of the runes next.
func endsBefore(s string, next []string) bool {
	for _, q := range next {
		if first, _, _, _ := uniseg.FirstGraphemeClusterInString(s+q, -1); first != s {
			return false
		}
	}
	return true
}
