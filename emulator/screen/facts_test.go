package screen

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// neighbours are runes of every class the rules treat apart, beyond the
// probes learnFacts asks with: letters of several scripts, the Hangul
// jamo and syllables, regional indicators, extended pictographics (with
// emoji presentation and without), consonants that linkers join in two
// scripts, Prepend characters, a Control, an emoji modifier, and marks of
// each kind (Extend, SpacingMark, a linker, ZWJ, the variation selectors).
var neighbours = []string{
	"a", "Z", "é", "ж", "一", "ア", "\u0e01", "\u0628", "\u05d0",
	"\u1100", "\u1161", "\u11a8", "\uac00", "\uac01", "\U0001F1E6", "\U0001F1FF",
	"\U0001F600", "\u00a9", "\u2764", "\u0915", "\u0995", "\u0600", "\u0d4e", "\u200b", "\U0001F3FD",
	"\u0301", "\u093e", "\u094d", "\u09cd", "\u200d", "\ufe0f", "\ufe0e", "\u0e31", "\u0e33", "\u064e", "\u093c",
}

// TestRuneFacts holds each rune's facts to the rules (uniseg): its
// width, whether it joins ASCII, and what factLone, factMark and factPict
// promise cluster: a lone rune's cluster ends before every
// neighbour that does not join ASCII; a mark after a lone rune that is
// not pictographic joins it, leaves the cluster to end before every such
// neighbour, and adds its width to the cluster's. Every rune of the
// first two planes is asked, and a sample of the others.
func TestRuneFacts(t *testing.T) {
	var bases []string  // lone runes that are not pictographic
	var enders []string // the neighbours a lone rune's cluster ends before
	for _, q := range neighbours {
		if f := factsAt([]byte(q)).f; f&factLone != 0 && f&factPict == 0 {
			bases = append(bases, q)
		}
		if !joinsLone(q) {
			enders = append(enders, q)
		}
	}
	if len(bases) < 8 {
		t.Fatalf("only %d neighbours are lone and not pictographic: %q", len(bases), bases)
	}
	counts := map[facts]int{}
	check := func(r rune) {
		s := string(r)
		got := factsAt([]byte(s))
		f := got.f
		counts[f&^factWidth]++
		if int(got.n) != len(s) {
			t.Fatalf("U+%04X: length %d, want %d", r, got.n, len(s))
		}
		_, _, w, _ := uniseg.FirstGraphemeClusterInString(s, -1)
		if f.width() != min(w, 2) {
			t.Fatalf("U+%04X: width %d, uniseg's %d", r, f.width(), w)
		}
		modifier := r >= 0x1F3FB && r <= 0x1F3FF
		if joins := oneCluster("a"+s) && !modifier; joins != (f&factJoins != 0) {
			t.Fatalf("U+%04X: joins ASCII %v, the rules say %v", r, f&factJoins != 0, joins)
		}
		if f&factLone != 0 {
			if w == 0 || modifier {
				t.Fatalf("U+%04X is lone with a width of %d", r, w)
			}
			qs := enders
			if !joinsLone(s) {
				qs = append(qs[:len(qs):len(qs)], s) // itself after it, but a spacing mark's
			}
			for _, q := range qs {
				if !endsBefore(s, []string{q}) {
					t.Fatalf("U+%04X is lone, and the rules join %+q to it", r, q)
				}
			}
		}
		if f&factMark != 0 {
			if f&factJoins == 0 {
				t.Fatalf("U+%04X is a mark that does not join", r)
			}
			for _, b := range bases {
				cluster := b + s
				if !oneCluster(cluster) {
					t.Fatalf("U+%04X is a mark, and does not join %+q", r, b)
				}
				_, _, cw, _ := uniseg.FirstGraphemeClusterInString(cluster, -1)
				if want := min(factsAt([]byte(b)).f.width()+f.width(), 2); min(cw, 2) != want {
					t.Fatalf("%+q: width %d, the sum of its runes' %d", cluster, cw, want)
				}
				for _, q := range enders {
					if !endsBefore(cluster, []string{q}) {
						t.Fatalf("%+q (a lone rune and a mark): the rules join %+q to it", cluster, q)
					}
				}
			}
		}
		if f&factLone != 0 && f&factPict == 0 {
			// What the width rules do after a pictographic only: a
			// variation selector leaves another rune's width alone.
			if _, _, vw, _ := uniseg.FirstGraphemeClusterInString(s+"\ufe0f", -1); min(vw, 2) != f.width() {
				t.Fatalf("U+%04X is not pictographic, and U+FE0F makes it %d wide", r, vw)
			}
		}
	}
	for r := rune(0x80); r < 0x20000; r++ {
		if utf8.ValidRune(r) {
			check(r)
		}
	}
	for r := rune(0x20000); r <= utf8.MaxRune; r += 0x3FF {
		check(r)
	}
	for r := rune(0xE0000); r < 0xE0200; r++ {
		check(r) // tags and variation selectors
	}
	for _, f := range []facts{0, factLone, factJoins | factMark, factJoins | factMark | factLone, factLone | factPict} {
		if counts[f] < 50 {
			t.Errorf("%d runes have facts %05b: too few for the check to mean much (%v)", counts[f], f, counts)
		}
	}
}

// joinsLone reports whether the rune q may join a lone rune before it:
// it joins ASCII, or it is a vowel or trailing jamo, or an emoji
// modifier, which the rules join to anything and printCluster cuts off.
func joinsLone(q string) bool {
	return factsAt([]byte(q)).f&(factJoins|factJamo) != 0 || startsModifier([]byte(q))
}

// TestFactsAtDecodes holds factsAt's decoding (the rune, its length and
// the facts its block holds for it) to utf8.DecodeRune on every
// sequence of up to three bytes that starts beyond ASCII, and on the
// four-byte forms' edges.
func TestFactsAtDecodes(t *testing.T) {
	try := func(p []byte) {
		got := factsAt(p)
		r, n := utf8.DecodeRune(p)
		if r == utf8.RuneError && n <= 1 {
			if got.n != 1 || got.f != 1 {
				t.Fatalf("% X: %d bytes, facts %b; want one invalid byte", p, got.n, got.f)
			}
			return
		}
		b := factBlocks[uint32(r)>>7].Load()
		if b == nil {
			b = learnBlock(uint32(r) >> 7)
		}
		if int(got.n) != n || got.f != b[r&127] || got.id != uint32(r) {
			t.Fatalf("% X: U+%04X, %d bytes, facts %b; want U+%04X: %d, %b", p, got.id, got.n, got.f, r, n, b[r&127])
		}
	}
	for lead := 0x80; lead < 0x100; lead++ {
		try([]byte{byte(lead)})
		for b1 := range 256 {
			try([]byte{byte(lead), byte(b1)})
			if lead >= 0xE0 {
				for _, b2 := range []byte{0x00, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF} {
					try([]byte{byte(lead), byte(b1), b2})
				}
			}
		}
	}
	for _, s := range []string{"\U00010000", "\U0010FFFF", "\xF4\x90\x80\x80", "\xF0\x8F\xBF\xBF", "\xF0\x9F\x98", "\xED\xA0\x80", "\xE0\x9F\xBF"} {
		try([]byte(s))
	}
}

// clusterPool holds the runes TestPlainClustersAsTheRules draws text
// from: ASCII, letters of scripts with marks, the marks (Extend,
// SpacingMark, linkers, ZWJ, the variation selectors), Hangul jamo,
// regional indicators, emoji and their modifiers, a Prepend character,
// invisible ones and a rune three cells wide on its own.
var clusterPool = append(strings.Fields(`a b x 1 - é ж ω 一 ア 가 각 ᄀ ᅡ ᆨ
	क ष न स त र ् ि ा ं ़ ে ক ্ ৰ ก ส ั ี ำ ่ ب ل َ ّ א ְ
	😀 👩 💻 ❤ ✅ 🇯 🇵 🏽 🏻 ⸺ ̈ ́`),
	"\u200d", "\ufe0f", "\ufe0e", "\u0600", "\u200b", "\u00ad", "\u034f")

// TestPlainClustersAsTheRules prints random text drawn from clusterPool
// on a row wide enough to hold it, in one write and cut into random
// writes, and holds each cell to the clusters the rules cut (with
// printCluster's emoji modifiers in cells of their own, and a cluster
// with no width given one cell): the fast paths (a rune and its marks by
// their facts, the cluster cache, found in later lines too) print what
// the rules do. Two classes
// of text are not cut into writes, where the screen departs from the
// rules: a U+FE0E makes an emoji's cluster one cell wide, and once the
// emoji is drawn wide, a U+FE0E in a later write leaves it so (the
// cursor has moved on); ASCII in a later write does not join a Prepend
// character (U+0600) before it.
func TestPlainClustersAsTheRules(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	lines := 3000
	if testing.Short() {
		lines = 300
	}
	// One terminal each way for every line, so that the clusters one
	// line leaves in the cache are found in the next.
	terms := [2]*Terminal{New(200, 3, 0), New(200, 3, 0)}
	for i := range lines {
		var b strings.Builder
		b.WriteString("x")
		for range 1 + rng.Intn(24) {
			b.WriteString(clusterPool[rng.Intn(len(clusterPool))])
		}
		text := b.String()
		want := ruleCells(text)
		for _, cut := range []bool{false, true} {
			if cut && strings.ContainsAny(text, "\ufe0e\u0600") {
				continue // see the test's comment
			}
			term := terms[0]
			if cut {
				term = terms[1]
			}
			fmt.Fprint(term, "\r\x1b[2K")
			writes := []string{text}
			if !cut {
				fmt.Fprint(term, text)
			} else {
				writes = nil
				for p := []byte(text); len(p) > 0; {
					n := min(1+rng.Intn(6), len(p))
					_, _ = term.Write(p[:n])
					writes = append(writes, string(p[:n]))
					p = p[n:]
				}
			}
			if got := rowCells(term); got != want {
				t.Fatalf("line %d %+q (written as %+q):\n got %s\nwant %s", i, text, writes, got, want)
			}
		}
	}
}

// ruleCells is what the rules make of text on one row: each cluster's
// text and width, cut before an emoji modifier as printCluster cuts it.
func ruleCells(text string) string {
	var b strings.Builder
	for text != "" {
		cluster, _, w, _ := uniseg.FirstGraphemeClusterInString(text, -1)
		if m := modifierAt([]byte(cluster)); m > 0 {
			cluster = cluster[:m]
			_, _, w, _ = uniseg.FirstGraphemeClusterInString(cluster, -1)
		}
		if startsModifier([]byte(cluster)) {
			w = 2
		}
		fmt.Fprintf(&b, "%+q:%d ", cluster, min(max(w, 1), 2))
		text = text[len(cluster):]
	}
	return b.String()
}

// rowCells is the first row of term as ruleCells writes it.
func rowCells(term *Terminal) string {
	var b strings.Builder
	for _, c := range term.Row(0, nil) {
		if c.Width == 0 || c.Text == "" {
			continue
		}
		fmt.Fprintf(&b, "%+q:%d ", c.Text, c.Width)
	}
	return b.String()
}

// TestLoneClusterEndsWhole remembers a cluster that ends in an invalid
// byte (a Prepend character joins it, and a rune follows) and prints it
// again where that byte is the lead of a whole rune: the cache must not
// cut the rune.
func TestLoneClusterEndsWhole(t *testing.T) {
	for _, tail := range []string{"\U0001F600", "\U0001F3FB", "\u00e9"} {
		term := New(20, 3, 0)
		lead := tail[:1]
		fmt.Fprint(term, "\u0D4E"+lead+"\u00e9\r\n", "\u0D4E"+tail)
		var b strings.Builder
		for _, c := range term.Row(1, nil) {
			if c.Width > 0 {
				fmt.Fprintf(&b, "%+q:%d ", c.Text, c.Width)
			}
		}
		if got, want := b.String(), ruleCells("\u0D4E"+tail); !strings.HasPrefix(got, want) {
			t.Errorf("after %+q, %+q prints %s, want %s", "\u0D4E"+lead, "\u0D4E"+tail, got, want)
		}
	}
}
