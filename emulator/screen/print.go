package screen

import (
	"encoding/binary"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Printing text: grapheme clusters into cells, with xterm's pending wrap.

// ascii holds the one-byte strings of printable ASCII, so that a cell of
// ASCII costs no allocation.
var ascii = func() (s [128]string) {
	for b := 0x20; b < 0x7f; b++ {
		s[b] = string(rune(b))
	}
	return s
}()

// print prints a run of printable bytes (no controls); allASCII says
// they are all ASCII.
func (c *core) print(p []byte, allASCII bool) {
	if allASCII && c.cs.plain() {
		for len(p) > 0 {
			p = p[c.printASCII(p, true):]
		}
		return
	}
	p = p[c.joinAll(p):]
	for i := 0; i < len(p); {
		b := p[i]
		if b < 0x80 && !c.cs.plain() {
			// A character of another set: what follows joins the
			// character drawn, not the byte.
			c.putChar(c.glyphString(c.cs.translate(b)), 1)
			i++
			i += c.joinAll(p[i:])
			continue
		}
		if !c.cs.plain() {
			i += c.printCluster(p[i:]) // beyond ASCII: the rules, and no set
			continue
		}
		if n := c.printSimple(p[i:]); n > 0 {
			i += n
			continue
		}
		if b < 0x80 && alone(p[i+1:]) {
			i += c.printASCII(p[i:], false) // at the edge, or inserting
			continue
		}
		i += c.printCluster(p[i:])
	}
}

// printSimple prints the characters at the start of p that need no
// rules, as long as they fit on the cursor's row, with no wrap pending
// and no insert, into the row's cells directly; it returns their length,
// 0 when the first is not one of those or the cursor is not so placed.
// Those characters are ASCII that what follows does not join, the
// clusters whose end the runes' facts show (cluster), and a cluster
// the cache remembers (clusterCache). It writes ASCII as it is: print
// calls it under the plain character set only.
func (c *core) printSimple(p []byte) int {
	right, x := c.rightEdge(), c.cur.x
	if c.cur.pending || c.modes.insert || x >= right || x > c.marg.right {
		return 0
	}
	cs := c.g.row(c.cur.y).cells
	cutHead := x > 0 && cs[x].kind() == tail // the wide character's head left of x
	pen := penCell(c.pen.style, c.pen.link)
	i, w := 0, 1
	var next runeFacts // the facts of the rune at p[i], when known: each rune is decoded once
	for i < len(p) && x < right {
		var id uint32
		var cw, n int
		if b := p[i]; b >= 0x80 {
			if next.n == 0 {
				next = factsAt(p[i:])
			}
			id, cw, n, next = c.cluster(p[i:], next)
		} else if i+1 == len(p) || p[i+1] < 0x80 {
			cs[x], w = pen|cell(b), 1 // ASCII that ASCII follows
			i, x = i+1, x+1
			continue
		} else if next = factsAt(p[i+1:]); next.f&factJoins == 0 {
			id, cw, n = uint32(b), 1, 1
		} else {
			id, cw, n, next = c.cluster(p[i:], factsAt(p[i:]))
		}
		if n == 0 || x+cw > right {
			break
		}
		cs[x], w = pen.with(id, kindOf(cw)), cw
		if w == 2 {
			cs[x+1] = pen.with(0, tail)
		}
		i, x = i+n, x+w
	}
	if i > 0 {
		c.printedSimple(p[:i], x, right, w, cutHead)
	}
	return i
}

// cluster returns the glyph id, width and length of the cluster at the
// start of p, whose first rune's facts are r, when the runes' facts show
// where it ends or the cache remembers it (clusterCache), n 0 when the
// rules must decide; and the facts of the rune after it when they were
// read. The facts show where a cluster ends when it is a rune that
// starts a cluster of its own (factLone), then the marks that join it
// (factMark; none after an extended pictographic, whose width they
// change), then nothing, ASCII or a rune that does not join them
// (neither joins ASCII nor is a jamo). Its width is uniseg's, the sum of
// its runes' (at most 2).
func (c *core) cluster(p []byte, r runeFacts) (id uint32, w, n int, next runeFacts) {
	if r.f&factLone == 0 {
		id, w, n = c.seen.seen(p)
		return id, w, n, next
	}
	for w, n = r.f.width(), int(r.n); n < len(p) && p[n] >= 0x80; {
		m := factsAt(p[n:])
		if m.f&(factJoins|factJamo) == 0 {
			next = m
			break
		}
		if m.f&factMark == 0 || r.f&factPict != 0 || n+int(m.n) > ClusterMax {
			id, w, n = c.seen.seen(p)
			return id, w, n, runeFacts{}
		}
		w, n = w+m.f.width(), n+int(m.n)
	}
	if n == int(r.n) {
		return r.id, w, n, next
	}
	return c.glyphKeyed(keyAt(p, n), p[:n]), min(w, 2), n, next
}

// printedSimple ends a run of printSimple's, the characters of text
// which left the cursor's row written up to column x, its last character
// of width w (its glyph id read from its cell): the halves of wide
// characters it cut are blanked (cutHead: the one left of where it
// began), the cursor moves.
func (c *core) printedSimple(text []byte, x, right, w int, cutHead bool) {
	r := c.g.row(c.cur.y)
	cs := r.extend(x) // cs[x] changes only if it is a tail, which is before the row's end
	t := r.goesOn(c.cur.x, x, len(text), cutHead)
	if t == nil {
		t = c.textGoesOn(r, c.cur.x, x, len(text), cutHead)
	}
	copy(t, text)
	if cutHead {
		cs[c.cur.x-1] = cs[c.cur.x-1].with(0, narrow)
	}
	if x < len(cs) && cs[x].kind() == tail {
		cs[x] = cs[x].with(0, narrow) // the wide character's tail right of the last cell
	}
	if c.cur.x = x; x == right {
		c.cur.x, c.cur.pending, c.cur.past = right-1, true, c.modes.autowrap
	}
	c.last = lastChar{id: cs[x-w].ch(), width: uint8(w), valid: true}
}

// alone reports whether rest, what follows printable ASCII, cannot join
// it: it is empty or starts with ASCII, or with a rune that UAX #29 does
// not join to ASCII (all but Extend, ZWJ and SpacingMark characters, GB9
// and GB9a), or that printCluster cuts off (an emoji modifier).
func alone(rest []byte) bool {
	return len(rest) == 0 || rest[0] < 0x80 || factsAt(rest).f&factJoins == 0
}

// runeKey is the first rune of p, as many bytes as its first byte says
// (fewer when p ends first) packed in a number that no other such bytes
// give, and its length: clusterCache's key, which costs no decoding. An
// invalid sequence has a key of its own too.
func runeKey(p []byte) (key uint32, n int) {
	switch b := p[0]; {
	case b >= 0xF0:
		n = 4
	case b >= 0xE0:
		n = 3
	case b >= 0xC0:
		n = 2
	default:
		n = 1
	}
	if len(p) >= 4 {
		return binary.BigEndian.Uint32(p) >> (32 - 8*n), n
	}
	n = min(n, len(p))
	for _, b := range p[:n] {
		key = key<<8 | uint32(b)
	}
	return key, n
}

// slotOf spreads keys of runeKey over 256 slots.
func slotOf(key uint32) uint8 { return uint8((key * 0x9E3779B1) >> 24) }

// printASCII prints the run of ASCII at the start of p as long as it fits
// on the cursor's row without wrapping or inserting, and returns how many
// bytes it took (at least one). allASCII says all of p is ASCII.
func (c *core) printASCII(p []byte, allASCII bool) int {
	right := c.rightEdge()
	if c.cur.pending || c.modes.insert || c.cur.x >= right || c.cur.x > c.marg.right {
		c.putChar(uint32(p[0]), 1)
		return 1
	}
	n := min(len(p), right-c.cur.x)
	if !allASCII {
		end := n
		for n = 0; n < end && p[n] < 0x80; n++ {
		}
		if n < len(p) && !alone(p[n:]) {
			n-- // the last one is joined by what follows it: a cluster
		}
	}
	x, r := c.cur.x, c.g.row(c.cur.y)
	cs := r.extend(x + n) // mendWide's cs[x+n] too, as printedSimple's
	cut := x > 0 && cs[x].kind() == tail
	t := r.goesOn(x, x+n, n, cut)
	if t == nil {
		t = c.textGoesOn(r, x, x+n, n, cut)
	}
	c.mendWide(cs, x, x+n)
	pen := penCell(c.pen.style, c.pen.link)
	if t != nil {
		for k, b := range p[:n] {
			cs[x+k] = pen | cell(b)
			t[k] = b
		}
	} else {
		for k, b := range p[:n] {
			cs[x+k] = pen | cell(b)
		}
	}
	if c.cur.x += n; c.cur.x == right {
		c.cur.x, c.cur.pending, c.cur.past = right-1, true, c.modes.autowrap
	}
	c.last = lastChar{id: uint32(p[n-1]), width: 1, valid: true}
	return n
}

// textGoesOn is, where r.goesOn found no room, the cursor's row's goOn
// for a run printed from the cursor when the row is one that goes into
// history when output scrolls on, the last of a region at the top of the
// primary screen; other rows only forget (printed).
func (c *core) textGoesOn(r *row, x0, x1, n int, cut bool) []byte {
	if c.cur.y != c.marg.bottom || c.marg.top != 0 || c.g != c.primary {
		r.printed(x0, cut)
		return nil
	}
	return r.goOn(x0, x1, n, cut)
}

// rightEdge is the column after the last one the cursor prints in: the
// right margin's when the cursor is not right of it (left of the left
// margin too, as xterm's dotext and CursorForward have it), else the
// screen's.
func (c *core) rightEdge() int {
	if c.cur.x <= c.marg.right {
		return c.marg.right + 1
	}
	return c.cols
}

// printCluster prints the grapheme cluster at the start of p, or joins
// it to the cell before the cursor, and returns its length.
func (c *core) printCluster(p []byte) int {
	if r, n := utf8.DecodeRune(p); r == utf8.RuneError && n <= 1 {
		// An invalid byte, or the start of a sequence that what follows
		// it cut off (a write ended there, and the next one went on
		// with no continuation byte): one replacement character each,
		// as when the whole arrives in one write.
		c.putChar(c.glyphString("\uFFFD"), 1)
		return 1
	}
	if id, w, n := c.seen.seen(p); n > 0 {
		c.putChar(id, w)
		return n
	}
	cluster, _, w, _ := uniseg.FirstGraphemeCluster(p, -1)
	m := modifierAt(cluster)
	if m > 0 {
		cluster = cluster[:m]
		_, _, w, _ = uniseg.FirstGraphemeCluster(cluster, -1)
	}
	if startsModifier(cluster) {
		w = 2 // a lone emoji modifier is drawn wide
	}
	if w == 0 {
		w = 1 // a mark with nothing to join takes a cell of its own
	}
	if len(cluster) == 1 {
		c.putChar(c.glyphString(c.cs.translate(cluster[0])), 1)
		return 1
	}
	kept := capCluster(cluster)
	id := c.glyph(kept)
	c.seen.remember(p, cluster, id, min(w, 2), m > 0)
	if c.putChar(id, min(w, 2)) && len(cluster) > len(kept) {
		if end := clusterTail(cluster); end != "" {
			c.last.cut, c.lastTail = true, end
		}
	}
	return len(cluster)
}

// clusterCache remembers the clusters of more than one byte printed
// lately, with their glyph id and width, by their first rune (emptied
// when the glyph table renumbers). Where one is found at the start of a
// run and what follows it is printable ASCII, nothing (the run ends at a
// control) or an emoji modifier, it is the run's first cluster: what ends
// a cluster is its own last rune and the next one, no printable ASCII
// extends or joins anything, and a modifier, which extends anything, is
// cut off into a cell of its own (printCluster; a remembered cluster
// holds none after its first rune, having been cut at the first). A
// cluster remembered where another rune followed it is lone, as a rune
// with factLone is: it ends before any rune that neither joins ASCII nor
// is a jamo, so it is found before those too.
type clusterCache struct {
	slots *[256]clusterSlot // made at the first use
}

type clusterSlot struct {
	bytes string
	id    uint32
	width int
	lone  bool // it ends before any rune with neither factJoins nor factJamo
}

func (cc *clusterCache) clear() { cc.slots = nil }

// clusterKey is p's slot: its first rune's.
func clusterKey(p []byte) uint8 {
	key, _ := runeKey(p)
	return slotOf(key)
}

// seen returns the glyph id, width and length of the cluster at the
// start of p when it is remembered and ends there (n 0 otherwise).
func (cc *clusterCache) seen(p []byte) (id uint32, width, n int) {
	if cc.slots == nil {
		return 0, 0, 0
	}
	e := &cc.slots[clusterKey(p)]
	n = len(e.bytes)
	if n == 0 || n > len(p) || string(p[:n]) != e.bytes {
		return 0, 0, 0
	}
	if n < len(p) && p[n] >= 0x80 && !startsModifier(p[n:]) && (!e.lone || factsAt(p[n:]).f&(factJoins|factJamo) != 0) {
		return 0, 0, 0
	}
	return e.id, e.width, n
}

// remember keeps cluster, the start of p, when what follows it in p shows
// where it ends (see clusterCache); cut says a modifier follows it.
func (cc *clusterCache) remember(p, cluster []byte, id uint32, width int, cut bool) {
	n := len(cluster)
	if n > ClusterMax {
		return
	}
	lone := false
	if n < len(p) && p[n] >= 0x80 && !cut {
		// Another rune follows it: kept if it ends before any that does
		// not join ASCII, as a rune with factLone does, and ends with a
		// whole rune (an invalid byte, which the rules take as U+FFFD,
		// may be the lead byte of a rune another write holds whole).
		if lone = utf8.Valid(cluster) && endsBefore(string(cluster), probes); !lone {
			return
		}
	} else if n == len(p) || cut {
		// The run ends with it, or a modifier cut it: kept only if ASCII
		// would not join it (it does not end with a Prepend character).
		if !endsBefore(string(cluster), []string{"a"}) {
			return
		}
	}
	if cc.slots == nil {
		cc.slots = new([256]clusterSlot)
	}
	cc.slots[clusterKey(cluster)] = clusterSlot{string(cluster), id, width, lone}
}

// modifierAt is the offset of an emoji modifier (U+1F3FB..U+1F3FF) after
// the start of b, 0 if there is none: xterm and tmux give it a cell of
// its own.
func modifierAt(b []byte) int {
	for i := 1; i+3 < len(b); i++ {
		if b[i] == 0xF0 && b[i+1] == 0x9F && b[i+2] == 0x8F && b[i+3] >= 0xBB && b[i+3] <= 0xBF {
			return i
		}
	}
	return 0
}

// startsModifier reports whether b starts with an emoji modifier.
func startsModifier(b []byte) bool {
	return len(b) >= 4 && b[0] == 0xF0 && b[1] == 0x9F && b[2] == 0x8F && b[3] >= 0xBB && b[3] <= 0xBF
}

// capCluster cuts a cluster to ClusterMax bytes, at a rune's start.
func capCluster(b []byte) []byte {
	if len(b) <= ClusterMax {
		return b
	}
	n := ClusterMax
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return b[:n]
}

// joinAll joins to the character before the cursor what at the start of
// p the rules make one cluster with it, and returns its length. (The
// rules, run on p alone, may see a cluster end where the character
// before goes on: a joiner then an emoji.)
func (c *core) joinAll(p []byte) int {
	n := 0
	for n < len(p) && p[n] >= 0x80 {
		k := c.join(p[n:])
		if k == 0 {
			break
		}
		n += k
	}
	return n
}

// join adds the cluster at the start of p to the character in the cell
// before the cursor when the rules of UAX #29 make them one cluster, and
// returns its length (0 when it did not).
func (c *core) join(p []byte) int {
	if c.joinsNothing(p) {
		return 0 // no rules to run
	}
	cluster, _, _, _ := uniseg.FirstGraphemeCluster(p, -1)
	if m := modifierAt(cluster); m > 0 {
		cluster = cluster[:m]
	}
	x, y := c.before(), c.cur.y
	if startsModifier(cluster) {
		return 0 // an emoji modifier starts a cell of its own
	}
	if x < 0 || c.last.lone {
		// Nothing before the cursor: a mark takes the cell and shows
		// nothing, as tmux has it; what extends it, in this write or
		// the next, goes with it.
		if _, _, w, _ := uniseg.FirstGraphemeCluster(cluster, -1); w != 0 {
			return 0
		}
		if !c.last.lone {
			c.advance(1)
			c.last = lastChar{lone: true}
		}
		return len(cluster)
	}
	cs := c.g.touch(y, x-1, x+2)
	if cs[x].kind() == tail && x > 0 {
		x--
	}
	prev := c.glyphs.text(cs[x].ch())
	if prev == "" {
		prev = " "
	}
	ctx := prev // what the cluster ends with: its cell's text, unless cut
	if c.last.cut {
		ctx = c.lastTail
	}
	first, _, w, _ := uniseg.FirstGraphemeClusterInString(ctx+string(cluster), -1)
	if len(first) <= len(ctx) {
		return 0
	}
	end := "" // the cluster's real end, when its cell keeps it cut
	if full := prev + first[len(ctx):]; len(full) <= ClusterMax {
		cs[x] = cs[x].withID(c.glyphString(full))
	} else {
		cs[x], end = cs[x].withID(c.glyph(capCluster([]byte(full)))), clusterTail([]byte(first))
	}
	if w >= 2 && cs[x].kind() == narrow && x+1 < c.cols && !c.cur.pending && x+1 == c.cur.x {
		// What joined made it wide (a variation selector, a wide rune
		// after a Prepend one): it takes the next cell too.
		cs[x] = cs[x].with(cs[x].ch(), wide)
		cs[x+1] = cs[x].with(0, tail)
		c.advance(1)
	}
	c.last = lastChar{id: cs[x].ch(), width: 1 + cs[x].kind(), valid: true, cut: end != ""}
	if end != "" {
		c.lastTail = end
	}
	return len(cluster)
}

// before is the column of the character before the cursor, the one
// what is printed next may join (the cursor's own under a pending wrap);
// below 0 when there is none.
func (c *core) before() int {
	if c.cur.pending {
		return c.cur.x
	}
	return c.cur.x - 1
}

// joinsNothing reports, by the runes' facts and without the rules, that
// join would not join the cluster at the start of p to what is before
// the cursor: there is nothing before it and the rune has a width (then
// so has the cluster it starts, which takes a cell of its own); or the
// rune neither joins ASCII nor is a jamo, and before it is a blank, ASCII
// or one rune that only those join (factLone).
func (c *core) joinsNothing(p []byte) bool {
	if c.last.lone || c.last.cut {
		return false
	}
	f := factsAt(p).f
	x := c.before()
	if x < 0 {
		return f.width() != 0
	}
	return f&(factJoins|factJamo) == 0 && c.loneAt(x)
}

// loneAt reports whether the character in column x of the cursor's row
// (the head of a wide one) is a blank, ASCII or one rune with factLone.
func (c *core) loneAt(x int) bool {
	cs := c.g.row(c.cur.y).cells
	if cs[x].kind() == tail && x > 0 {
		x--
	}
	id := cs[x].ch()
	return id < 0x80 || id < clusterBase && factsOf(rune(id))&factLone != 0
}

// clusterTail is the end of a cluster cut in its cell: its last
// ClusterMax bytes or fewer, from a rune where the rules see one cluster
// to the end (not a joiner or a mark, which start none), so that what
// the rules decide after it is what they decide after the whole.
func clusterTail(b []byte) string {
	for n := max(len(b)-ClusterMax, 0); n < len(b); n++ {
		if !utf8.RuneStart(b[n]) {
			continue
		}
		if first, _, _, _ := uniseg.FirstGraphemeCluster(b[n:], -1); len(first) == len(b)-n {
			return string(b[n:])
		}
	}
	return ""
}

// putChar prints one character, glyph id, of width w (1 or 2) at the
// cursor, and reports whether it did (a wide one may find no room).
func (c *core) putChar(id uint32, w int) bool {
	if c.cur.pending && c.modes.autowrap {
		c.wrap()
	}
	right := c.rightEdge()
	if w == 2 && c.cur.x+1 >= right {
		if !c.modes.autowrap {
			return false // no room, and no wrapping: xterm draws nothing
		}
		if right-1 > c.cur.x || c.cur.x == right-1 {
			// xterm leaves the last column as it is and wraps first.
			c.wrap()
		}
		right = c.rightEdge()
		if c.cur.x+1 >= right {
			return false // a margin one column wide
		}
	}
	cs := c.g.touch(c.cur.y, c.cur.x, c.cur.x+w) // mendWide's cs[x+w] too, as printedSimple's
	if c.modes.insert {
		c.insertBlanks(c.cur.y, c.cur.x, w, right)
	}
	x := c.cur.x
	c.mendWide(cs, x, x+w)
	pen := penCell(c.pen.style, c.pen.link)
	cs[x] = pen.with(id, kindOf(w))
	if w == 2 {
		cs[x+1] = pen.with(0, tail)
	}
	c.last = lastChar{id: id, width: uint8(w), valid: true}
	c.advance(w)
	return true
}

// advance moves the cursor right by w after printing, leaving a pending
// wrap at the right edge.
func (c *core) advance(w int) {
	right := c.rightEdge()
	if c.cur.x+w >= right {
		c.cur.x = right - 1
		c.cur.pending, c.cur.past = true, c.modes.autowrap
		return
	}
	// A wrap left pending with autowrap off, at an edge that moved since
	// (the margins were reset), ends: the cursor is not at the edge.
	c.cur.x, c.cur.pending = c.cur.x+w, false
}

// wrap ends a pending wrap as xterm's WrapLine does: an index from the
// column the text ended in (right of the left and right margins it moves
// down without scrolling), then the left margin, wherever the text ran.
func (c *core) wrap() {
	c.g.row(c.cur.y).wrapped = true
	c.index()
	c.cur.x = c.leftMargin()
}

// leftMargin is the column a wrap or a carriage return takes the cursor to.
func (c *core) leftMargin() int {
	if c.modes.lrmm && c.cur.x >= c.marg.left {
		return c.marg.left
	}
	return 0
}

// mendWide blanks the halves of wide characters that cells [x0, x1) of cs
// cut, before they are overwritten.
func (c *core) mendWide(cs []cell, x0, x1 int) {
	if x0 > 0 && x0 < len(cs) && cs[x0].kind() == tail {
		cs[x0-1] = cs[x0-1].with(0, narrow)
	}
	if x1 < len(cs) && x1 > 0 && cs[x1].kind() == tail {
		cs[x1] = cs[x1].with(0, narrow)
	}
}
