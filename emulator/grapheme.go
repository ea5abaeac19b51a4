package emulator

import (
	"bytes"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// A cell's grapheme cluster, read a rune at a time and capped.
//
// A program can make one grapheme cluster of any length: a letter followed
// by a million combining marks, variation selectors (U+FE0F) or ZWJ
// sequences is one character in one cell, and that cell, every line that
// holds it and every result that shows it would grow without limit. So a
// cell keeps at most clusterMax bytes of its cluster: the first runes, as
// xterm keeps the first few combining characters and drops the rest. The
// runes after them are still read (they belong to the character and must
// not start cells of their own) and dropped.
//
// While a cluster is shorter than clusterMax, whether the next rune joins it
// is decided by the Unicode rules (UAX #29) over the whole cluster, exactly
// as x/vt decides. Past it, only the last ctxRunes runes are kept to decide
// with: combining marks, variation selectors, ZWJ and spacing marks join
// whatever comes before them; anything else joins when the rules say it
// does after those runes. The decision depends on the cluster's bytes only,
// so it is the same whether the cluster arrives in one read or in many, on
// either engine.

// clusterMax is the most bytes of a grapheme cluster one cell keeps. Real
// clusters fit: the longest emoji ZWJ and flag sequences are under 30
// bytes (an emoji modifier starts a cell of its own here, as in xterm and
// tmux).
const clusterMax = 32

// ctxRunes is how many of the last runes of a cluster longer than
// clusterMax decide whether the next rune joins it (an emoji ZWJ sequence
// needs the pictograph, a variation selector and the ZWJ).
const ctxRunes = 3

// grapheme is a grapheme cluster being read, perhaps over several reads.
type grapheme struct {
	text []byte // the cluster's runes up to the first that reaches clusterMax
	keep int    // bytes of text the cell shows: whole runes, at most clusterMax
	w    int    // the width of text[:keep], when the rules gave it (else -1)
	next int    // the width of text and the rune joins asked about last
	over bool   // text reached clusterMax: later runes are read and dropped
	ctx  []byte // the last ctxRunes runes read, once over

	buf []byte // scratch for the rules

	// The last two runes asked whether they join anything, and the
	// answers: a cluster that long is mostly one or two runes repeated.
	anyRune, otherRune   rune
	anyJoins, otherJoins bool
	// The last runes and rune last asked about otherwise, and the answer.
	lastAsked []byte
	lastJoins bool
}

// reset starts a cluster with its first character (one rune, or U+FFFD for
// an invalid sequence, which x/vt prints for it).
func (g *grapheme) reset(first []byte) {
	g.text = append(g.text[:0], first...)
	g.keep = len(first)
	g.w = -1
	g.over = false
	g.ctx = g.ctx[:0]
}

// set makes g the state after reading b, the bytes of one whole cluster as
// they arrived (bytes x/vt ignores among them are skipped), without
// deciding anything again.
func (g *grapheme) set(b []byte) {
	i := 0
	for i < len(b) && ignoredByte(b[i]) {
		i++
	}
	first := runeAt(b[i:])
	if !utf8.Valid(first) {
		g.reset(replacement)
	} else {
		g.reset(first)
	}
	i += len(first)
	for i < len(b) && !g.over {
		if ignoredByte(b[i]) {
			i++
			continue
		}
		r := runeAt(b[i:])
		g.add(r)
		i += len(r)
	}
	g.w = -1 // add took the width of no rules
	if !g.over {
		return
	}
	// The runes dropped after text: only the last ctxRunes matter, and
	// the cluster may be long. (Going backwards would need to tell ignored
	// bytes from continuation bytes.)
	var last [ctxRunes]int // starts of the last runes, a ring
	n := 0
	for i < len(b) {
		if ignoredByte(b[i]) {
			i++
			continue
		}
		last[n%ctxRunes] = i
		n++
		i += len(runeAt(b[i:]))
	}
	for k := max(n-ctxRunes, 0); k < n; k++ {
		g.ctx = appendRune(g.ctx, runeAt(b[last[k%ctxRunes]:]))
	}
}

// runeAt returns the bytes of the rune b starts with, as x/vt's parser takes
// them (a lead byte and its continuation bytes, valid or not).
func runeAt(b []byte) []byte {
	return b[:min(utf8ByteLen(b[0]), len(b))]
}

// add appends a rune that joins the cluster.
func (g *grapheme) add(r []byte) {
	if g.over {
		g.ctx = appendRune(g.ctx, r)
		return
	}
	g.text = append(g.text, r...)
	if len(g.text) <= clusterMax {
		g.keep = len(g.text)
		g.w = g.next // joins asked the rules about just this text
	}
	if len(g.text) >= clusterMax {
		g.over = true
		g.ctx = g.ctx[:0]
		for i := 0; i < len(g.text); {
			r := runeAt(g.text[i:])
			g.ctx = appendRune(g.ctx, r)
			i += len(r)
		}
	}
}

// appendRune appends r to the runes in ctx, keeping the last ctxRunes.
func appendRune(ctx, r []byte) []byte {
	ctx = append(ctx, r...)
	n := 0
	for i := len(ctx); i > 0; {
		_, size := utf8.DecodeLastRune(ctx[:i])
		i -= size
		if n++; n == ctxRunes {
			return append(ctx[:0], ctx[i:]...)
		}
	}
	return ctx
}

// kept returns the bytes the cell shows.
func (g *grapheme) kept() []byte { return g.text[:g.keep] }

// width returns the cell width of what the cell shows, as x/vt gives it.
func (g *grapheme) width() int {
	if g.w < 0 {
		_, g.w = ansi.FirstGraphemeCluster(g.kept(), ansi.GraphemeWidth)
	}
	return g.w
}

// read reads the runes at the start of b that join the cluster, and returns
// how many bytes that took. open says that b ran out (or ends with a rune
// cut short) before anything that ends the cluster: more may join it from
// the next read. Bytes x/vt ignores do not end a cluster, in x/vt either.
func (g *grapheme) read(b []byte) (n int, open bool) {
	for j := 0; ; {
		k := j
		for k < len(b) && ignoredByte(b[k]) {
			k++
		}
		if k == len(b) {
			return k, true
		}
		if b[k] < 0xC2 {
			return j, false // ASCII, a control: x/vt ends the cluster there
		}
		rw := utf8ByteLen(b[k])
		if k+rw > len(b) {
			return k, true // cut by the end of the read
		}
		r, size := utf8.DecodeRune(b[k : k+rw])
		if size != rw || isModifier(r) || !g.joins(r, b[k:k+rw]) {
			// An invalid sequence is a character of its own (U+FFFD);
			// an emoji modifier is drawn as one by xterm and tmux.
			return j, false
		}
		g.add(b[k : k+rw])
		j = k + rw
		if g.over && g.anyJoins && r == g.anyRune {
			// The same rune again and again, as a program makes a cluster
			// that long: once the last runes are all it, nothing changes.
			for n := 1; j+rw <= len(b) && bytes.Equal(b[j:j+rw], b[k:k+rw]); n++ {
				if n < ctxRunes {
					g.add(b[j : j+rw])
				}
				j += rw
			}
		}
	}
}

// joins reports whether rune r (bytes rb) joins the cluster.
func (g *grapheme) joins(r rune, rb []byte) bool {
	if !g.over {
		g.buf = append(append(g.buf[:0], g.text...), rb...)
		c, w := ansi.FirstGraphemeCluster(g.buf, ansi.GraphemeWidth)
		g.next = w
		return len(c) == len(g.buf)
	}
	if r != g.anyRune {
		if r == g.otherRune {
			// A long cluster alternates two runes at most, mostly.
			g.anyRune, g.otherRune = g.otherRune, g.anyRune
			g.anyJoins, g.otherJoins = g.otherJoins, g.anyJoins
		} else {
			// Joining a plain letter means joining anything: combining
			// marks, variation selectors, ZWJ and spacing marks do.
			g.buf = append(append(g.buf[:0], 'a'), rb...)
			c, _ := ansi.FirstGraphemeCluster(g.buf, ansi.GraphemeWidth)
			g.otherRune, g.otherJoins = g.anyRune, g.anyJoins
			g.anyRune, g.anyJoins = r, len(c) == len(g.buf)
		}
	}
	if g.anyJoins {
		return true
	}
	// Otherwise the rules decide after the last runes: r joins when the
	// cluster it ends in starts before it. The last answer is kept: a long
	// cluster repeats itself.
	g.buf = append(append(g.buf[:0], g.ctx...), rb...)
	if bytes.Equal(g.buf, g.lastAsked) {
		return g.lastJoins
	}
	g.lastAsked = append(g.lastAsked[:0], g.buf...)
	start := 0
	for {
		c, _ := ansi.FirstGraphemeCluster(g.buf[start:], ansi.GraphemeWidth)
		if len(c) == 0 || start+len(c) >= len(g.buf) {
			break
		}
		start += len(c)
	}
	g.lastJoins = start < len(g.ctx)
	return g.lastJoins
}

// isModifier reports whether r is an emoji skin-tone modifier.
func isModifier(r rune) bool { return r >= 0x1F3FB && r <= 0x1F3FF }

// ignoredByte reports whether x/vt's parser ignores b in the ground state
// (bytes that cannot start a UTF-8 sequence and are no C1 control).
func ignoredByte(b byte) bool {
	return b >= 0xA0 && b <= 0xC1 || b >= 0xF5
}

// cutRune reports whether b is the start of a rune that the end of a read
// cut short, which feed.go holds back until the rest arrives.
func cutRune(b []byte) bool {
	return len(b) > 0 && b[0] >= 0xC2 && b[0] <= 0xF4 && utf8ByteLen(b[0]) > len(b)
}
