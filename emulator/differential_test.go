package emulator

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The generative differential tester. It generates random well-formed
// streams of the sequences programs emit (see gen), feeds each, in random
// chunks, to agentty and to two reference emulators (tmux and xterm.js
// headless, reference_test.go), and compares every cell's text and
// attributes, the cursor and the screen shown. Where both references agree
// and agentty differs, the stream fails: the tester reduces it to a minimal
// stream of tokens (delta debugging) and writes it into
// testdata/differential/ as a regression case, which TestDifferentialCases
// then runs as a table test.
//
// A fixed seed runs in the suite. A longer run, with another seed:
//
//	AGENTTY_DIFF_SEED=7 AGENTTY_DIFF_STREAMS=100000 go test ./emulator -run 'TestDifferential$' -timeout 60m -v
//
// A run reduces and writes at most 6 failing streams, the shortest first;
// AGENTTY_DIFF_REDUCE=N raises that bound (0: every one).
//
// Streams that use a sequence only one reference implements (tmux 3.3a has
// no CHT, DECSTR, DECSED, DECSEL, HPR, VPR) are judged by the other alone;
// those disagreements are counted and logged, and fail only with
// AGENTTY_DIFF_SINGLE=1. Neither reference implements left and right
// margins (DECLRMM, DECSLRM): streams with them are checked for faults and
// chunking only.
//
// Streams that set a scroll region and switch screens, or set origin mode
// and restore the cursor, are judged by tmux alone: there xterm.js departs
// from xterm (xtermJSDeparts) where tmux departs too, and the two met by
// chance in hundreds of streams of a long run (see the last two items
// below).
//
// Long runs still fail on a few streams where the references agree with
// each other and both depart from xterm, each its own way, so that they
// meet by chance. xterm (ctlseqs, and its source where ctlseqs is silent)
// judges these, and agentty does what xterm does; they are not failures to
// fix (12x4 screen unless said):
//
//   - "\x1b[4HdP38QfnBC99Q\b\b\u0301aukmrnzA" (and "\x1b[80Cń\x1b[0D\u0301VVny",
//     80x24, with CUB): BS from a pending wrap. xterm's CursorBack moves
//     from the last column to the one before it
//     (bs-pending-wrap.case); tmux's cursor is past the last column and BS
//     brings it to the last one. xterm.js moves as xterm does but puts the
//     lone mark in a cell of its own, which moves its cursor on a cell:
//     both end one cell right of xterm's. The same after LF, ICH and DCH
//     from a pending wrap (all end it in xterm; tmux keeps it, xterm.js's
//     mark brings it back): a row full to the last column, then
//     "\n\u0308mpw2e" (80x24), "한hFxF글本本\x1b[6@\u0303bL5", or
//     "ëeVZPghy\txuxSAcox\x1b[21P\u0303tURZ" (24x8).
//   - "\x1b[?6h\x1b[6;7r\x1b[66Dw\x1b[52b" (80x24): tmux homes DECSTBM to
//     the screen's top left under origin mode, xterm.js moves CUB a row
//     down under it (origin-stbm-home.case, origin-cub.case); each draws
//     the w's on another row, and both leave blank the row xterm draws.
//     xterm.js's CUU, CUF and CNL under origin mode add the top margin
//     again as well: "\x1b[?6h\x1b[2;4r\x1b[4CkJvmz" (12x4),
//     "\x1b[?6h\x1b[6;8r\x1b[0EEN\x1b[?6l" and
//     "\x1b[4;7r\x1b[?6h\x1b[5A2EZaE4I4GHUcV0Mtjk9sK\x1b[6;7r\x1b[J" (24x8).
//   - "\x1b[31mＷ\x1b[;59;0m\x1b[rO", "\x1b[4m4글日wql日語\x1b[uckR69Eb6B"
//     and "\x1b[58;2;140;233;99;48;2;129;101;163mA한한QR\x1b8Dẽ" (80x24): a
//     character printed over half of a wide one blanks the other
//     half, which keeps its colours and attributes in xterm
//     (ScrnWriteText changes the character only); tmux blanks it without
//     any, xterm.js in the pen's, which agree when the pen is reset.
//   - "\x1b[?1049hbuCm\x1b[?47l\x1b[?47h": mode 47 neither clears the
//     alternate screen on entry nor on exit (ctlseqs: only 1047 clears it,
//     when leaving, and 1049 on entry), so it shows buCm again; tmux and
//     xterm.js show it blank.
//   - "\x1b[59;48:2::160:20:103;2m\x1b[s\x1b[?1049l\x1b[23T\x1b[15;47Hk5k"
//     (80x24): SD fills the lines it scrolls in with the pen's background in
//     xterm (ScrnClearLines, with the current colours); xterm.js uses none.
//     tmux shows no attributes of blank cells, so xterm.js judges alone;
//     where it shows them, it has no colours there either: its pen is reset
//     after 1049 is left (see below), and the lines its SD scrolls in on
//     the alternate screen show none ("\x1b[6;8r\x1b[?1049h\x1b[93;47m\x1b[1T\x1b[3@",
//     24x8; "\x1b[9`\x1b[;2;48:2::50:128:99m\x1b[s\x1b[?1049l\x1b[1T\x1b8eLI0", 12x4).
//   - "\x1b[23;4:4;29m\x1b7\x1b[38:2::140:222:1;37;24m\x1b[?1049lYdLCDn" (24x8)
//     and "\x1b[28;58;2;165;24;135m\x1b7\x1b[;39;4:4m\x1b[?1049l\x1b[4:4;38:2::166:33:139ml":
//     leaving mode 1049 restores the cursor "as in DECRC" (ctlseqs), the
//     one DECSC saved, pen included: xterm's CursorSave for 1049 and
//     DECSC fill the same saved cursor (sc[whichBuf]). tmux and xterm.js
//     keep 1049's apart from DECSC's and, with nothing saved by 1049h,
//     print the rest without the saved underline.
//   - "\x1b[?6h\x1b[3;6r\x1b[uD\x1b[25b\x1b[8M\x1b[r" (24x8): DECRC with nothing
//     saved resets origin mode (xterm's CursorRestoreFlags, its saved
//     cursor zeroed; decrc-nothing-saved-origin.case), so xterm prints
//     the D's from the top left, REP wraps them to the next row (its
//     dotext wraps), and DL, with the cursor outside the region, deletes
//     nothing (DeleteLine). xterm.js keeps origin mode, so its D's go into
//     the region, where DL deletes the second row of them; tmux's REP stops
//     at the row's end and its DL outside the region deletes rows of the
//     whole screen: both leave the top rows blank. The same DL and DECRC
//     departures meet in "\x1b[?6h\x1b[14;17r\x1b8글日\x1b[24M\x1b[?6l"
//     (80x24) and "\x1b[2;4r\x1b[?6h\x1b[1Haan6WkKep\x1b[2Hb\x1b[3HcKH8Bd\x1b[4HdDM66Dl2VCME\x1b[u\x1b[1M\x1b[0;2rtZGBEy7zj9u9"
//     (12x4).
//   - "\x1b[6;8r\x1b[?1049hy\x1b[13b\x1b[9M\x1b[1F", "\x1b[3;0r\x1b[?1049h\x1b[?6h"
//     (24x8) and "\x1b[2;4r\x1b[?1047há\x1b[L\x1b[0;r" (12x4): the scroll
//     region is one for both screens in xterm (top_marg and bot_marg are
//     the terminal's; SwitchBufs leaves them; alt-keeps-margins.case), as
//     in tmux; xterm.js keeps one per screen buffer, the alternate one
//     starting with none. tmux meets it by departing elsewhere: IL and DL
//     with the cursor outside the region act on the whole screen (xterm's
//     InsertLine and DeleteLine do nothing there), DECSTBM with a bottom
//     of 0 is ignored (xterm reads 0 as the last row), and DECSTBM homes to
//     the screen's top left under origin mode. xterm.js does not judge
//     such streams.
//   - "\x1b[2;4r\x1b[?6h\x1b[?1049l\x1b[H" (12x4) and "\x1b[?6h\x1b7\x1b[?6l\x1b8\x1b[2;3r"
//     (24x8): origin mode comes back with the cursor DECSC saved, at DECRC
//     and on leaving 1049 (xterm's CursorRestoreFlags), reset when nothing
//     was saved (decrc-origin-mode.case, decrc-nothing-saved-origin.case).
//     xterm.js neither saves nor restores it; tmux restores it at DECRC
//     but keeps it on leaving 1049 and at an ESC 8 with nothing saved, and
//     homes DECSTBM to the top left under it. xterm.js does not judge such
//     streams either.
//   - On the alternate screen (1047), a last row full to the last column,
//     "he81hMQoTKPgoGWSdGDRMsBw", then "\x1b[?1049hV0MrgEJu" (24x8): 1049
//     set on the alternate screen saves the cursor and clears the screen
//     in xterm (CursorSave, ToAlternate doing nothing, ClearScreen, which
//     ends the pending wrap), so V is printed in the last column; tmux and
//     xterm.js do nothing, so V wraps. agentty ends the wrap but keeps the
//     screen (it does not clear it there: a departure of its own, left).
//   - A full screen whose last row ends "…\x1b[4HdatL2dnppF", then
//     "J\x1b[4b\x1b[3A\u0301ëé1pMyxqZä7rfXJFLC6\x1b[1J" (12x4): xterm's REP
//     wraps and scrolls; tmux's stops at the row's end, and xterm.js's lone
//     mark in a cell of its own ends its text a cell later, where ED 1
//     erases one more cell: both blank the last column of the row xterm
//     leaves a 6 in.
//   - "\x1b[4HaiGP0yapjIw…\x1b[4Hd34vWL3hO4cy\x1b[5X\u0303PYobGMo9": ECH from
//     a pending wrap ends it (xterm's ClearInLine resets the wrap); tmux
//     keeps it, and xterm.js's lone mark in a cell of its own takes the
//     cursor back to a pending wrap, so both print the rest a cell late.
//   - "\x1b[4h9Ijl\x1b[H6QLfIxWwICw글" (and
//     "oGkF2pbiQupRux9CzGGr4PG\x1b[4h\x1b[22G語글Ｗ", 24x8): in insert mode,
//     a wide character with one column left wraps without inserting on the
//     row it leaves (xterm's
//     dotext writes nothing there and wraps), so the 9 pushed into the last
//     column stays; tmux and xterm.js insert first and push it off.
//   - A last row full to the last column, then "\vá\x1b[1ZhzQzTrU"
//     (80x24, seed 7, stream 13031): LF, VT and FF from a pending wrap end
//     it in xterm (xtermIndex moves down from the last column), so á is
//     printed there and CBT and the rest stay on the row; tmux and
//     xterm.js keep the cursor past the last column, so á wraps and
//     scrolls once more.
//   - "\x1b[?6h\x1b[14;16r\x1b[49`84OGH\x1b[;26r\x1b[207P" (80x24, seed 23,
//     stream 12894): DECSTBM with a bottom past the screen takes the last
//     row (CASE_DECSTBM: bot > MaxRows reads as MaxRows), sets the region
//     and homes the cursor, so DCH acts on the top row; tmux and xterm.js
//     ignore the region and home to the old one's top, where DCH erases
//     the 84OGH xterm leaves.
//   - "\x1b[?47h語\x1b[?1049l\x1b[?47h" and "\x1b[?1047hYS5b\x1b[?1049l\x1b[?47h"
//     (24x8, seed 23): as with 47 above, entering the alternate screen by
//     47 or 1047 does not clear it, nor does leaving it by 1049, so it
//     shows what was drawn there; tmux and xterm.js show it blank.

// diffCaseDir holds the regression cases.
const diffCaseDir = "testdata/differential"

// refID names a reference emulator.
type refID int

const (
	refTmux refID = iota
	refXterm
	numRefs
)

func (r refID) String() string { return [...]string{"tmux", "xterm.js"}[r] }

// refSet is a set of references, as a bit mask.
type refSet uint8

const (
	bothRefs  refSet = 1<<refTmux | 1<<refXterm
	xtermOnly refSet = 1 << refXterm
	noRefs    refSet = 0
)

func (s refSet) has(r refID) bool { return s&(1<<r) != 0 }

// token is one unit of a stream: a sequence, a control or a piece of text,
// with the references that implement it.
type token struct {
	kind string // its family, named in reports and case files
	b    []byte
	refs refSet
}

// stream is one generated test input.
type diffStream struct {
	index      int
	cols, rows int
	tokens     []token
	cuts       []int // chunk boundaries, as fractions of 1<<16 of the length
}

func (s *diffStream) bytes() []byte {
	var b []byte
	for _, t := range s.tokens {
		b = append(b, t.b...)
	}
	return b
}

// judges is the set of references that implement every token, less
// xterm.js where it departs from xterm (see xtermJSDeparts).
func (s *diffStream) judges() refSet {
	j := bothRefs
	for _, t := range s.tokens {
		j &= t.refs
	}
	if xtermJSDeparts(s.tokens) {
		j &^= 1 << refXterm
	}
	return j
}

// xtermJSDeparts reports whether a stream uses what xterm.js does its own
// way, where tmux departs from xterm too, so that the two meet by chance
// often (the departures of both references, at the top of this file):
// a scroll region and a switch of screens (xterm.js keeps a region per
// screen buffer; xterm's margins are one set, which SwitchBufs leaves as
// they are), and origin mode with a restore of the cursor (xterm.js
// neither saves origin mode nor restores it; xterm's DECSC saves it, DECRC
// and leaving 1049 restore it, reset when nothing was saved).
func xtermJSDeparts(ts []token) bool {
	var region, screens, origin, restore bool
	for _, t := range ts {
		b := string(t.b)
		switch {
		case strings.HasSuffix(b, "r") && strings.HasPrefix(b, "\x1b[") && b != "\x1b[r" && csiEnd(t.b[2:]) == len(b)-2:
			region = true
		case b == "\x1b[?6h":
			origin = true
		case b == "\x1b8" || b == "\x1b[u" || b == "\x1b[?1049l":
			restore = true
		}
		if strings.HasPrefix(b, "\x1b[?") && (strings.Contains(b, "47") || strings.Contains(b, "1049")) {
			screens = true
		}
	}
	return region && screens || origin && restore
}

// chunks splits the stream's bytes at its cut points.
func (s *diffStream) chunks() [][]byte {
	b := s.bytes()
	var out [][]byte
	last := 0
	for _, c := range s.cuts {
		at := len(b) * c >> 16
		if at > last && at < len(b) {
			out = append(out, b[last:at])
			last = at
		}
	}
	return append(out, b[last:])
}

// diffSizes are the screen sizes streams run at: a common one and two small
// ones, where margins, wraps and counts beyond the screen are met often.
var diffSizes = [][2]int{{80, 24}, {24, 8}, {12, 4}}

// gen generates streams.
type gen struct {
	r          *rand.Rand
	cols, rows int
	drawn      []string // the rows fill drew, for redraw
}

func generate(seed uint64, n int) []diffStream {
	out := make([]diffStream, n)
	for i := range out {
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		size := diffSizes[[]int{0, 0, 1, 1, 2}[r.IntN(5)]]
		g := &gen{r: r, cols: size[0], rows: size[1]}
		out[i] = diffStream{index: i, cols: g.cols, rows: g.rows, tokens: g.stream()}
		for k := r.IntN(5); k > 0; k-- {
			out[i].cuts = append(out[i].cuts, r.IntN(1<<16))
		}
		sort.Ints(out[i].cuts)
	}
	return out
}

func (g *gen) stream() []token {
	var ts []token
	if g.r.IntN(2) == 0 {
		ts = append(ts, g.fill())
	}
	kinds := []struct {
		weight int
		f      func() token
	}{
		{20, g.text}, {12, g.cursor}, {8, g.control}, {10, g.edit}, {6, g.erase},
		{5, g.scroll}, {5, g.margins}, {4, g.origin}, {5, g.index}, {5, g.tab},
		{8, g.sgr}, {5, g.wide}, {3, g.combining}, {3, g.insertMode}, {3, g.autowrap},
		{4, g.save}, {3, g.alt}, {1, g.reset}, {2, g.rep}, {1, g.decaln}, {1, g.lrMargins},
		{3, g.redraw},
	}
	total := 0
	for _, k := range kinds {
		total += k.weight
	}
	for n := 1 + g.r.IntN(40); n > 0; n-- {
		w := g.r.IntN(total)
		for _, k := range kinds {
			if w < k.weight {
				ts = append(ts, k.f())
				break
			}
			w -= k.weight
		}
	}
	return ts
}

func tok(kind string, refs refSet, format string, args ...any) token {
	return token{kind: kind, b: fmt.Appendf(nil, format, args...), refs: refs}
}

func (g *gen) pick(s ...string) string { return s[g.r.IntN(len(s))] }

// count is a count parameter: none, 0, 1, a few, about the size, beyond it.
func (g *gen) count(size int) string {
	switch g.r.IntN(9) {
	case 0:
		return ""
	case 1:
		return "0"
	case 2:
		return "1"
	case 3, 4:
		return strconv.Itoa(2 + g.r.IntN(4))
	case 5:
		return strconv.Itoa(size - 1 + g.r.IntN(3))
	case 6:
		return strconv.Itoa(size + 1 + g.r.IntN(2*size))
	default:
		return strconv.Itoa(1 + g.r.IntN(size))
	}
}

// pos is a 1-based position parameter: none, 0, in range, the last, beyond.
func (g *gen) pos(size int) string {
	switch g.r.IntN(8) {
	case 0:
		return ""
	case 1:
		return "0"
	case 2:
		return strconv.Itoa(size)
	case 3:
		return strconv.Itoa(size + 1 + g.r.IntN(size))
	default:
		return strconv.Itoa(1 + g.r.IntN(size))
	}
}

const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

func (g *gen) letters(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = letters[g.r.IntN(len(letters))]
	}
	return string(b)
}

func (g *gen) text() token {
	n := 1 + g.r.IntN(8)
	if g.r.IntN(5) == 0 {
		n = g.cols - 3 + g.r.IntN(7) // about a line: wraps
	}
	return tok("text", bothRefs, "%s", g.letters(n))
}

// fill draws every row, each with its own text, as a program draws a screen
// before it edits it; rows reach the last column now and then.
func (g *gen) fill() token {
	var b strings.Builder
	for y := 1; y <= g.rows; y++ {
		n := g.cols
		if g.r.IntN(3) > 0 {
			n = 1 + g.r.IntN(g.cols)
		}
		row := string(letters[(y-1)%len(letters)]) + g.letters(n-1)
		g.drawn = append(g.drawn, row)
		fmt.Fprintf(&b, "\x1b[%dH%s", y, row)
	}
	return tok("fill", bothRefs, "%s", b.String())
}

// redraw draws the rows fill drew again, as top or an editor redraws its
// screen: most of each row as it was, a few characters changed, now and
// then in another colour, the rest of the row erased or not.
func (g *gen) redraw() token {
	if len(g.drawn) == 0 {
		return g.fill()
	}
	var b strings.Builder
	for y, row := range g.drawn {
		if g.r.IntN(4) == 0 {
			continue
		}
		text := []byte(row)
		for k := g.r.IntN(3); k > 0; k-- {
			text[g.r.IntN(len(text))] = letters[g.r.IntN(len(letters))]
		}
		fmt.Fprintf(&b, "\x1b[%d;1H", y+1)
		if g.r.IntN(3) == 0 {
			fmt.Fprintf(&b, "\x1b[%dm", g.pick2(0, 31+g.r.IntN(7)))
		}
		b.Write(text)
		if g.r.IntN(2) == 0 {
			b.WriteString("\x1b[K")
		}
	}
	return tok("redraw", bothRefs, "%s", b.String())
}

func (g *gen) cursor() token {
	v, h := g.count(g.rows), g.count(g.cols)
	switch g.r.IntN(12) {
	case 0:
		return tok("cursor", bothRefs, "\x1b[%sA", v)
	case 1:
		return tok("cursor", bothRefs, "\x1b[%sB", v)
	case 2:
		return tok("cursor", bothRefs, "\x1b[%sC", h)
	case 3:
		return tok("cursor", bothRefs, "\x1b[%sD", h)
	case 4:
		return tok("cursor", bothRefs, "\x1b[%sE", v)
	case 5:
		return tok("cursor", bothRefs, "\x1b[%sF", v)
	case 6:
		return tok("cursor", bothRefs, "\x1b[%sG", g.pos(g.cols))
	case 7:
		return tok("cursor", bothRefs, "\x1b[%sd", g.pos(g.rows))
	case 8:
		return tok("cursor", bothRefs, "\x1b[%s`", g.pos(g.cols))
	case 9:
		return tok("cursor", xtermOnly, "\x1b[%s%s", g.pick(v, h), g.pick("a", "e")) // HPR, VPR
	default:
		final := g.pick("H", "H", "f")
		switch g.r.IntN(4) {
		case 0:
			return tok("cursor", bothRefs, "\x1b[%s", final)
		case 1:
			return tok("cursor", bothRefs, "\x1b[%s%s", g.pos(g.rows), final)
		default:
			return tok("cursor", bothRefs, "\x1b[%s;%s%s", g.pos(g.rows), g.pos(g.cols), final)
		}
	}
}

func (g *gen) control() token {
	return tok("control", bothRefs, "%s", g.pick("\r", "\n", "\r\n", "\r\n", "\b", "\b\b", "\v", "\f", "\a"))
}

func (g *gen) index() token {
	return tok("index", bothRefs, "%s", g.pick("\x1bD", "\x1bM", "\x1bE", "\x1bM\x1bM"))
}

func (g *gen) tab() token {
	switch g.r.IntN(7) {
	case 0, 1:
		return tok("tab", bothRefs, "\t")
	case 2:
		return tok("tab", bothRefs, "\x1b[%sZ", g.count(g.cols/8+1))
	case 3:
		return tok("tab", xtermOnly, "\x1b[%sI", g.count(g.cols/8+1))
	case 4:
		return tok("tab", bothRefs, "\x1bH")
	default:
		return tok("tab", bothRefs, "\x1b[%sg", g.pick("", "0", "3"))
	}
}

func (g *gen) margins() token {
	if g.r.IntN(5) == 0 {
		return tok("stbm", bothRefs, "\x1b[r")
	}
	top := g.pick("", "0", "1", strconv.Itoa(1+g.r.IntN(g.rows)))
	bottom := g.pick("", "0", strconv.Itoa(g.rows), strconv.Itoa(1+g.r.IntN(g.rows)), strconv.Itoa(g.rows+2))
	if g.r.IntN(2) == 0 {
		// A region of a few rows, as editors and pagers set.
		t := 1 + g.r.IntN(g.rows-1)
		top, bottom = strconv.Itoa(t), strconv.Itoa(min(g.rows, t+1+g.r.IntN(4)))
	}
	return tok("stbm", bothRefs, "\x1b[%s;%sr", top, bottom)
}

func (g *gen) lrMargins() token {
	switch g.r.IntN(3) {
	case 0:
		return tok("slrm", noRefs, "\x1b[?69%s", g.pick("h", "l"))
	default:
		l := 1 + g.r.IntN(g.cols-1)
		return tok("slrm", noRefs, "\x1b[?69h\x1b[%d;%ds", l, l+1+g.r.IntN(g.cols-l))
	}
}

func (g *gen) origin() token {
	return tok("origin", bothRefs, "\x1b[?6%s", g.pick("h", "h", "l"))
}

func (g *gen) edit() token {
	switch g.r.IntN(5) {
	case 0:
		return tok("edit", bothRefs, "\x1b[%sL", g.count(g.rows))
	case 1:
		return tok("edit", bothRefs, "\x1b[%sM", g.count(g.rows))
	case 2:
		return tok("edit", bothRefs, "\x1b[%s@", g.count(g.cols))
	case 3:
		return tok("edit", bothRefs, "\x1b[%sP", g.count(g.cols))
	default:
		return tok("edit", bothRefs, "\x1b[%sX", g.count(g.cols))
	}
}

func (g *gen) erase() token {
	switch g.r.IntN(5) {
	case 0, 1:
		return tok("erase", bothRefs, "\x1b[%sK", g.pick("", "0", "1", "2"))
	case 2, 3:
		return tok("erase", bothRefs, "\x1b[%sJ", g.pick("", "0", "1", "2", "3"))
	default:
		return tok("erase", xtermOnly, "\x1b[?%s%s", g.pick("", "0", "1", "2"), g.pick("J", "K")) // DECSED, DECSEL
	}
}

func (g *gen) scroll() token {
	return tok("scroll", bothRefs, "\x1b[%s%s", g.count(g.rows), g.pick("S", "T"))
}

func (g *gen) insertMode() token {
	return tok("irm", bothRefs, "\x1b[4%s", g.pick("h", "h", "l"))
}

func (g *gen) autowrap() token {
	return tok("awm", bothRefs, "\x1b[?7%s", g.pick("l", "l", "h"))
}

func (g *gen) save() token {
	return tok("save", bothRefs, "%s", g.pick("\x1b7", "\x1b8", "\x1b[s", "\x1b[u"))
}

func (g *gen) sgr() token {
	var ps []string
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		switch g.r.IntN(12) {
		case 0:
			ps = append(ps, g.pick("", "0"))
		case 1, 2:
			ps = append(ps, g.pick("1", "2", "3", "4", "5", "7", "8", "9", "22", "23", "24", "25", "27", "28", "29"))
		case 3:
			ps = append(ps, "4:"+strconv.Itoa(g.r.IntN(6)))
		case 4, 5:
			ps = append(ps, strconv.Itoa(g.pick2(30, 40)+g.r.IntN(8)))
		case 6:
			ps = append(ps, strconv.Itoa(g.pick2(90, 100)+g.r.IntN(8)))
		case 7:
			ps = append(ps, g.pick("39", "49", "59"))
		case 8:
			ps = append(ps, fmt.Sprintf("%s;5;%d", g.pick("38", "48", "58"), g.r.IntN(256)))
		case 9:
			ps = append(ps, fmt.Sprintf("%s;2;%d;%d;%d", g.pick("38", "48", "58"), g.r.IntN(256), g.r.IntN(256), g.r.IntN(256)))
		case 10:
			ps = append(ps, fmt.Sprintf("%s:2::%d:%d:%d", g.pick("38", "48", "58"), g.r.IntN(256), g.r.IntN(256), g.r.IntN(256)))
		default:
			ps = append(ps, fmt.Sprintf("%s:5:%d", g.pick("38", "48"), g.r.IntN(256)))
		}
	}
	return tok("sgr", bothRefs, "\x1b[%sm", strings.Join(ps, ";"))
}

func (g *gen) pick2(a, b int) int {
	if g.r.IntN(2) == 0 {
		return a
	}
	return b
}

// Wide characters of every reference's width 2, and combining marks.
var (
	wideChars      = []string{"中", "日", "本", "語", "한", "글", "Ｗ", "あ"}
	combiningMarks = []string{"\u0301", "\u0308", "\u0303"}
)

func (g *gen) wide() token {
	var b strings.Builder
	for n := 1 + g.r.IntN(3); n > 0; n-- {
		b.WriteString(wideChars[g.r.IntN(len(wideChars))])
	}
	if g.r.IntN(3) == 0 {
		b.WriteString(g.letters(1 + g.r.IntN(3)))
	}
	return tok("wide", bothRefs, "%s", b.String())
}

func (g *gen) combining() token {
	mark := combiningMarks[g.r.IntN(len(combiningMarks))]
	if g.r.IntN(3) == 0 {
		return tok("combining", bothRefs, "%s", mark) // joins whatever is before it
	}
	return tok("combining", bothRefs, "%s%s", g.pick("e", "a", "o", "n"), mark)
}

func (g *gen) alt() token {
	return tok("alt", bothRefs, "\x1b[?%s%s", g.pick("1049", "1049", "1047", "47"), g.pick("h", "l"))
}

func (g *gen) reset() token {
	if g.r.IntN(2) == 0 {
		return tok("reset", bothRefs, "\x1bc")
	}
	return tok("reset", xtermOnly, "\x1b[!p")
}

func (g *gen) rep() token {
	return tok("rep", bothRefs, "%s\x1b[%sb", g.letters(1), g.count(g.cols))
}

// decaln is judged by neither reference: xterm (charproc.c, CASE_DECALN)
// resets the margins, origin mode and the pen; xterm.js keeps the margins,
// tmux the pen.
func (g *gen) decaln() token {
	if g.r.IntN(4) > 0 { // rare: test programs use it, others do not
		return g.text()
	}
	return tok("decaln", noRefs, "\x1b#8")
}

var xtermTime, tmuxTime atomic.Int64

// refs holds the reference emulators of a run.
type refs struct {
	tmux  *tmuxRef
	xterm *xtermRef
}

func (r *refs) names() string {
	return r.tmux.srv.version + " and " + r.xterm.version
}

// startRefs starts both references, or skips the test (fails it with
// AGENTTY_REQUIRE_PROGRAMS=1) when one cannot run.
func startRefs(t *testing.T) *refs {
	t.Helper()
	x, why := startXterm(t)
	var tm *tmuxRef
	if x != nil {
		tm, why = startTmuxRef(t)
	}
	if why != "" {
		if requirePrograms() {
			t.Fatalf("a reference emulator is needed (AGENTTY_REQUIRE_PROGRAMS=1): %s", why)
		}
		t.Skip(why)
	}
	return &refs{tmux: tm, xterm: x}
}

// screens runs a stream through both references.
func (r *refs) screens(t testing.TB, cols, rows int, chunks [][]byte) ([numRefs]diffScreen, error) {
	var out [numRefs]diffScreen
	var errs [numRefs]error
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t0 := time.Now()
		out[refXterm], errs[refXterm] = r.xterm.screen(cols, rows, chunks)
		xtermTime.Add(int64(time.Since(t0)))
	}()
	t0 := time.Now()
	out[refTmux], errs[refTmux] = r.tmux.screen(cols, rows, chunks)
	tmuxTime.Add(int64(time.Since(t0)))
	wg.Wait()
	return out, errors.Join(errs[:]...)
}

// expectation is what the references say a screen must show: each field
// where the judging references agree, with how many of them said so (0:
// not judged, because none shows it or they disagree).
type expectation struct {
	cols, rows int
	text       [][]string // "" with textBy 0
	textBy     [][]int8
	attrs      [][]string
	attrsBy    [][]int8
	cursor     [2]int
	cursorBy   int8
	alt        bool
	altBy      int8
}

// expect merges the screens of the judging references.
func expect(screens [numRefs]diffScreen, judges refSet) *expectation {
	var s0 *diffScreen
	for r := refID(0); r < numRefs; r++ {
		if judges.has(r) {
			s0 = &screens[r]
			break
		}
	}
	if s0 == nil {
		return nil
	}
	e := &expectation{cols: s0.cols, rows: s0.rows}
	var rowsApart []int // rows the references draw differently
	field := func(vals []string) (string, int8) {
		if len(vals) == 0 {
			return "", 0
		}
		for _, v := range vals[1:] {
			if v != vals[0] {
				return "", 0
			}
		}
		return vals[0], int8(len(vals))
	}
	for y := 0; y < e.rows; y++ {
		e.text = append(e.text, make([]string, e.cols))
		e.textBy = append(e.textBy, make([]int8, e.cols))
		e.attrs = append(e.attrs, make([]string, e.cols))
		e.attrsBy = append(e.attrsBy, make([]int8, e.cols))
		disagree := false
		for x := 0; x < e.cols; x++ {
			var texts, attrs []string
			for r := refID(0); r < numRefs; r++ {
				if !judges.has(r) {
					continue
				}
				c := screens[r].cells[y][x]
				if c.text == unknownText {
					continue
				}
				texts = append(texts, c.text)
				if c.attrs != "" {
					attrs = append(attrs, c.attrs)
				}
			}
			e.text[y][x], e.textBy[y][x] = field(texts)
			disagree = disagree || len(texts) > 0 && e.textBy[y][x] == 0
			if e.textBy[y][x] > 0 && e.text[y][x] != "" {
				e.attrs[y][x], e.attrsBy[y][x] = field(attrs)
			}
		}
		if disagree {
			// Where the references draw a row differently, cells they
			// agree on may agree by chance: the row is not judged.
			clear(e.textBy[y])
			clear(e.attrsBy[y])
			rowsApart = append(rowsApart, y)
		}
	}
	var curs, alts []string
	for r := refID(0); r < numRefs; r++ {
		if judges.has(r) {
			curs = append(curs, fmt.Sprint(screens[r].cursor))
			alts = append(alts, fmt.Sprint(screens[r].alt))
		}
	}
	if _, by := field(curs); by > 0 && !slices.Contains(rowsApart, s0.cursor[0]) {
		// On a row they draw differently, the references' cursors may
		// agree by chance too (each left there by its own departure: a
		// lone combining mark in a cell of its own in xterm.js, a
		// backspace from a pending wrap in tmux): it is not judged.
		e.cursor, e.cursorBy = s0.cursor, by
	}
	if _, by := field(alts); by > 0 {
		e.alt, e.altBy = s0.alt, by
	}
	return e
}

// mismatch is one field where agentty differs from the expectation.
type mismatch struct {
	what      string
	by        int8 // how many references agree on the expected value
	got, want string
}

func (m mismatch) String() string {
	return fmt.Sprintf("%s: got %q, want %q", m.what, m.got, m.want)
}

// compare lists where got differs from the expectation.
func (e *expectation) compare(got diffScreen) []mismatch {
	var ms []mismatch
	for y := 0; y < e.rows; y++ {
		for x := 0; x < e.cols; x++ {
			c := got.cells[y][x]
			if e.textBy[y][x] > 0 && c.text != e.text[y][x] {
				ms = append(ms, mismatch{fmt.Sprintf("row %d col %d text", y, x), e.textBy[y][x], c.text, e.text[y][x]})
			} else if e.attrsBy[y][x] > 0 && c.attrs != e.attrs[y][x] {
				ms = append(ms, mismatch{fmt.Sprintf("row %d col %d attrs", y, x), e.attrsBy[y][x], c.attrs, e.attrs[y][x]})
			}
		}
	}
	if e.cursorBy > 0 && got.cursor != e.cursor {
		ms = append(ms, mismatch{"cursor", e.cursorBy, fmt.Sprint(got.cursor), fmt.Sprint(e.cursor)})
	}
	if e.altBy > 0 && got.alt != e.alt {
		ms = append(ms, mismatch{"alternate screen", e.altBy, fmt.Sprint(got.alt), fmt.Sprint(e.alt)})
	}
	return ms
}

// verdict is the outcome of one stream.
type verdict int

const (
	passed   verdict = iota
	failed           // agentty differs where both references agree
	chunked          // agentty's screen depends on how the stream was split
	faulted          // agentty recovered a panic
	single           // agentty differs from the only judging reference
	unjudged         // no reference judges this stream (and agentty is consistent)
)

func (v verdict) String() string {
	return [...]string{"passed", "failed", "chunking", "fault", "single reference", "unjudged"}[v]
}

// outcome is a stream's verdict and what it rests on.
type outcome struct {
	verdict verdict
	detail  []string
}

// check runs one stream through agentty (whole, in its chunks, and a byte
// at a time) and the references, and judges it. strict makes a
// disagreement with a single judging reference a failure.
func (r *refs) check(t testing.TB, s *diffStream, strict bool) (outcome, error) {
	got, faults := agenttyScreen(s.cols, s.rows, s.chunks())
	if faults > 0 {
		return outcome{verdict: faulted, detail: []string{fmt.Sprintf("%d emulator faults", faults)}}, nil
	}
	// Every fourth stream is fed whole too, and every sixteenth a byte at a
	// time: the screen must not depend on how the output was split. (Not
	// every stream: the run would take three times as long.)
	var variants [][][]byte
	if s.index%4 == 0 {
		variants = append(variants, [][]byte{s.bytes()})
	}
	if s.index%16 == 0 {
		variants = append(variants, splitBytes(s.bytes(), 1))
	}
	for _, chunks := range variants {
		alt, faults := agenttyScreen(s.cols, s.rows, chunks)
		if faults > 0 {
			return outcome{verdict: faulted, detail: []string{fmt.Sprintf("%d emulator faults fed in %d chunks", faults, len(chunks))}}, nil
		}
		if d := screenDelta(alt, got); d != nil {
			return outcome{verdict: chunked, detail: append([]string{fmt.Sprintf("fed in %d chunks, then in %d:", len(chunks), len(s.chunks()))}, d...)}, nil
		}
	}
	judges := s.judges()
	if judges == noRefs {
		return outcome{verdict: unjudged}, nil
	}
	screens, err := r.screens(t, s.cols, s.rows, s.chunks())
	if err != nil {
		return outcome{}, err
	}
	e := expect(screens, judges)
	if judges == bothRefs && (e.cursorBy == 0 || e.altBy == 0) {
		// The references end with the cursor or the screen in different
		// places: their states went apart, and cells they still agree on
		// may agree by chance.
		return outcome{verdict: unjudged, detail: []string{"the references disagree"}}, nil
	}
	ms := e.compare(got)
	if len(ms) == 0 {
		return outcome{verdict: passed}, nil
	}
	if whole, _ := agenttyScreen(s.cols, s.rows, [][]byte{s.bytes()}); len(s.chunks()) > 1 && len(e.compare(whole)) == 0 {
		// Fed whole, agentty shows what the references show.
		return outcome{verdict: chunked, detail: append([]string{fmt.Sprintf("fed in %d chunks, not whole:", len(s.chunks()))}, screenDelta(whole, got)...)}, nil
	}
	// A field both references agree on fails; one only a single
	// reference shows (tmux does not show the attributes of cells past a
	// row's last written one) or judges (a sequence the other does not
	// implement) is a single-reference disagreement.
	v := single
	for _, m := range ms {
		if m.by >= 2 || strict {
			v = failed
			break
		}
	}
	var detail []string
	for i, m := range ms {
		if i == 8 {
			detail = append(detail, fmt.Sprintf("... and %d more", len(ms)-i))
			break
		}
		detail = append(detail, m.String())
	}
	return outcome{verdict: v, detail: detail}, nil
}

func splitBytes(b []byte, n int) [][]byte {
	var out [][]byte
	for len(b) > n {
		out = append(out, b[:n])
		b = b[n:]
	}
	return append(out, b)
}

// screenDelta lists how two agentty screens differ (nil when they do not).
func screenDelta(a, b diffScreen) []string {
	var d []string
	for y := range a.cells {
		for x := range a.cells[y] {
			if a.cells[y][x] != b.cells[y][x] {
				d = append(d, fmt.Sprintf("row %d col %d: %q %s / %q %s", y, x, a.cells[y][x].text, a.cells[y][x].attrs, b.cells[y][x].text, b.cells[y][x].attrs))
				if len(d) == 4 {
					return d
				}
			}
		}
	}
	if a.cursor != b.cursor || a.alt != b.alt {
		d = append(d, fmt.Sprintf("cursor %v alt %v / cursor %v alt %v", a.cursor, a.alt, b.cursor, b.alt))
	}
	return d
}

// reduce removes tokens from a failing stream while it keeps failing with
// the same verdict (ddmin over the tokens), then tries the chunking that
// still fails with the fewest cuts.
func (r *refs) reduce(t testing.TB, s diffStream, v verdict, strict bool) diffStream {
	fails := func(ts []token) bool {
		c := s
		c.tokens = ts
		o, err := r.check(t, &c, strict)
		if err != nil {
			t.Fatalf("reducing stream %d: %v", s.index, err)
		}
		return o.verdict == v
	}
	ts := s.tokens
	n := 2
	for len(ts) >= 2 {
		parts := splitTokens(ts, n)
		reduced := false
		for i := range parts {
			if fails(parts[i]) {
				ts, n, reduced = parts[i], 2, true
				break
			}
		}
		if !reduced && n > 2 {
			for i := range parts {
				var rest []token
				for j := range parts {
					if j != i {
						rest = append(rest, parts[j]...)
					}
				}
				if fails(rest) {
					ts, n, reduced = rest, max(n-1, 2), true
					break
				}
			}
		}
		if !reduced {
			if n >= len(ts) {
				break
			}
			n = min(2*n, len(ts))
		}
	}
	if len(ts) == 1 && fails(nil) {
		ts = nil
	}
	s.tokens = ts
	for len(s.cuts) > 0 { // fewer cuts when the verdict holds without them
		c := s
		c.cuts = s.cuts[:len(s.cuts)-1]
		if o, err := r.check(t, &c, strict); err != nil || o.verdict != v {
			break
		}
		s = c
	}
	return s
}

func splitTokens(ts []token, n int) [][]token {
	var parts [][]token
	for i := 0; i < n; i++ {
		lo, hi := len(ts)*i/n, len(ts)*(i+1)/n
		if hi > lo {
			parts = append(parts, ts[lo:hi])
		}
	}
	return parts
}

func diffSettings(t *testing.T) (seed uint64, n int) {
	seed, n = 1, 2000
	if testing.Short() {
		n = 300
	}
	if v := os.Getenv("AGENTTY_DIFF_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("AGENTTY_DIFF_SEED=%q: %v", v, err)
		}
		seed = s
	}
	if v := os.Getenv("AGENTTY_DIFF_STREAMS"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			t.Fatalf("AGENTTY_DIFF_STREAMS=%q: want a positive count", v)
		}
		n = k
	}
	return seed, n
}

// diffReductions is how many failing streams a run reduces and writes: 6,
// or AGENTTY_DIFF_REDUCE (0: every one).
func diffReductions(t *testing.T) int {
	v := os.Getenv("AGENTTY_DIFF_REDUCE")
	if v == "" {
		return 6
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 0 {
		t.Fatalf("AGENTTY_DIFF_REDUCE=%q: want a count, or 0 for every failing stream", v)
	}
	if k == 0 {
		k = math.MaxInt
	}
	return k
}

// TestDifferential generates streams and compares agentty's screens with
// tmux's and xterm.js's (see the comment at the top of this file).
func TestDifferential(t *testing.T) {
	seed, n := diffSettings(t)
	maxReductions := diffReductions(t)
	strict := os.Getenv("AGENTTY_DIFF_SINGLE") == "1"
	r := startRefs(t)
	streams := generate(seed, n)
	outcomes := make([]outcome, len(streams))
	start := time.Now()

	// Workers, each with its own tmux panes; xterm.js answers one at a
	// time.
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	next := 0
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				stop := firstErr != nil
				mu.Unlock()
				if i >= len(streams) || stop {
					return
				}
				o, err := r.check(t, &streams[i], strict)
				if err != nil {
					mu.Lock()
					firstErr = errors.Join(firstErr, fmt.Errorf("stream %d: %w", i, err))
					mu.Unlock()
					return
				}
				outcomes[i] = o
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		t.Fatal(firstErr)
	}

	counts := map[verdict]int{}
	var bad []int
	for i, o := range outcomes {
		counts[o.verdict]++
		switch o.verdict {
		case failed, chunked, faulted:
			bad = append(bad, i)
		case single:
			if counts[single] <= 5 {
				t.Logf("stream %d (%dx%d) differs from the only reference that implements it:\n  %s\n  %s",
					i, streams[i].cols, streams[i].rows, strconv.Quote(string(streams[i].bytes())), strings.Join(o.detail, "\n  "))
			}
		}
	}
	t.Logf("xterm %v tmux %v", time.Duration(xtermTime.Load()), time.Duration(tmuxTime.Load()))
	t.Logf("seed %d: %d streams in %v against %s: %d passed, %d failed, %d chunking, %d faults, %d single-reference disagreements, %d unjudged",
		seed, len(streams), time.Since(start).Round(time.Millisecond), r.names(),
		counts[passed], counts[failed], counts[chunked], counts[faulted], counts[single], counts[unjudged])
	if len(bad) == 0 {
		return
	}

	// Reduce the shortest failing streams first; one case per reduced form.
	slices.SortFunc(bad, func(a, b int) int { return len(streams[a].bytes()) - len(streams[b].bytes()) })
	seen := map[string]bool{}
	for k, i := range bad {
		if k == maxReductions {
			t.Errorf("%d more failing streams not reduced; fix these and run again", len(bad)-k)
			break
		}
		s := r.reduce(t, streams[i], outcomes[i].verdict, strict)
		o, err := r.check(t, &s, strict)
		if err != nil {
			t.Fatal(err)
		}
		name := caseName(&s, o.verdict)
		if seen[name] {
			t.Logf("stream %d (%dx%d): %s; reduced to the case of an earlier stream, %s", i, s.cols, s.rows, o.verdict, name)
			continue
		}
		seen[name] = true
		path, err := r.writeCase(t, &s, name, fmt.Sprintf("%s (seed %d, stream %d)", o.verdict, seed, i))
		if err != nil {
			t.Errorf("writing the case of stream %d: %v", i, err)
		}
		t.Errorf("stream %d (%dx%d): %s; reduced to %d tokens %s, written to %s:\n  %s",
			i, s.cols, s.rows, o.verdict, len(s.tokens), strconv.Quote(string(s.bytes())), path, strings.Join(o.detail, "\n  "))
	}
}

// caseName names a reduced stream after its token kinds and a hash of its
// bytes.
func caseName(s *diffStream, v verdict) string {
	var kinds []string
	for _, t := range s.tokens {
		if !slices.Contains(kinds, t.kind) {
			kinds = append(kinds, t.kind)
		}
	}
	sum := sha256.Sum256(fmt.Appendf(s.bytes(), "%dx%d", s.cols, s.rows))
	prefix := strings.Join(kinds, "-")
	if v == chunked {
		prefix = "chunking-" + prefix
	}
	if prefix == "" {
		prefix = "empty"
	}
	return prefix + "-" + hex.EncodeToString(sum[:4])
}

// A regression case file (testdata/differential/NAME.case):
//
//	# free text
//	size 80x24
//	token KIND "Go-quoted bytes"      (one per token, in order)
//	cuts N N ...                      (chunk boundaries, as fractions of 65536; optional)
//	judges tmux xterm.js              (the references that judge it)
//	row N "text"                      (the expected text of row N)
//	attrs N "X-Y KEY|X-Y KEY"         (expected attributes of cells X to Y of row N)
//	cursor ROW,COL
//	alt true|false
//
// Only what the judging references agreed on is written: a row whose cells
// they did not all agree on has no row line, a cell without attributes in
// every judging reference has none in its attrs line.
type diffCase struct {
	name   string
	desc   string
	s      diffStream
	judges refSet
	rows   map[int]string
	attrs  map[int]string
	cursor *[2]int
	alt    *bool
	// judgesSet says the file names its judges; -update keeps them (a
	// case can exclude a reference that departs from xterm there).
	judgesSet bool
}

// writeCase runs s through the references and writes it, with what they
// agree on, as a case file.
func (r *refs) writeCase(t testing.TB, s *diffStream, name, desc string) (string, error) {
	screens, err := r.screens(t, s.cols, s.rows, s.chunks())
	if err != nil {
		return "", err
	}
	judges := s.judges()
	c := diffCase{name: name, desc: desc, s: *s, judges: judges}
	c.fill(expect(screens, judges))
	path := filepath.Join(diffCaseDir, name+".case")
	if err := os.MkdirAll(diffCaseDir, 0o755); err != nil {
		return "", err
	}
	return path, os.WriteFile(path, c.format(), 0o644)
}

// fill takes the expected screen from an expectation.
func (c *diffCase) fill(e *expectation) {
	c.rows, c.attrs = map[int]string{}, map[int]string{}
	c.cursor, c.alt = nil, nil
	if e == nil {
		return
	}
	for y := 0; y < e.rows; y++ {
		whole := true
		var b strings.Builder
		for x := 0; x < e.cols; x++ {
			if e.textBy[y][x] == 0 {
				whole = false
				break
			}
			b.WriteString(e.text[y][x])
		}
		if whole {
			c.rows[y] = strings.TrimRight(b.String(), " ")
		}
		var runs []string
		for x := 0; x < e.cols; {
			if e.attrsBy[y][x] == 0 {
				x++
				continue
			}
			k := e.attrs[y][x]
			end := x
			for end+1 < e.cols && (e.attrsBy[y][end+1] > 0 && e.attrs[y][end+1] == k || e.text[y][end+1] == "" && e.textBy[y][end+1] > 0) {
				end++
			}
			runs = append(runs, fmt.Sprintf("%d-%d %s", x, end, k))
			x = end + 1
		}
		if len(runs) > 0 {
			c.attrs[y] = strings.Join(runs, "|")
		}
	}
	if e.cursorBy > 0 {
		cur := e.cursor
		c.cursor = &cur
	}
	if e.altBy > 0 {
		alt := e.alt
		c.alt = &alt
	}
}

func (c *diffCase) format() []byte {
	var b bytes.Buffer
	for _, l := range strings.Split(c.desc, "\n") {
		fmt.Fprintf(&b, "# %s\n", l)
	}
	fmt.Fprintf(&b, "size %dx%d\n", c.s.cols, c.s.rows)
	for _, t := range c.s.tokens {
		fmt.Fprintf(&b, "token %s %s\n", t.kind, strconv.Quote(string(t.b)))
	}
	if len(c.s.cuts) > 0 {
		fmt.Fprintf(&b, "cuts %s\n", strings.Trim(fmt.Sprint(c.s.cuts), "[]"))
	}
	var judges []string
	for r := refID(0); r < numRefs; r++ {
		if c.judges.has(r) {
			judges = append(judges, r.String())
		}
	}
	fmt.Fprintf(&b, "judges %s\n", strings.Join(judges, " "))
	for y := 0; y < c.s.rows; y++ {
		if text, ok := c.rows[y]; ok {
			fmt.Fprintf(&b, "row %d %s\n", y, strconv.Quote(text))
		}
	}
	for y := 0; y < c.s.rows; y++ {
		if a, ok := c.attrs[y]; ok {
			fmt.Fprintf(&b, "attrs %d %s\n", y, strconv.Quote(a))
		}
	}
	if c.cursor != nil {
		fmt.Fprintf(&b, "cursor %d,%d\n", c.cursor[0], c.cursor[1])
	}
	if c.alt != nil {
		fmt.Fprintf(&b, "alt %v\n", *c.alt)
	}
	return b.Bytes()
}

func readDiffCase(path string) (*diffCase, error) {
	c := &diffCase{name: strings.TrimSuffix(filepath.Base(path), ".case"), rows: map[int]string{}, attrs: map[int]string{}}
	desc, err := readCaseFile(path, func(key, arg string) error {
		switch key {
		case "size":
			if _, err := fmt.Sscanf(arg, "%dx%d", &c.s.cols, &c.s.rows); err != nil {
				return err
			}
		case "token":
			kind, q, _ := strings.Cut(arg, " ")
			b, err := strconv.Unquote(q)
			if err != nil {
				return err
			}
			c.s.tokens = append(c.s.tokens, token{kind: kind, b: []byte(b), refs: bothRefs})
		case "cuts":
			for _, f := range strings.Fields(arg) {
				n, err := strconv.Atoi(f)
				if err != nil {
					return err
				}
				c.s.cuts = append(c.s.cuts, n)
			}
		case "judges":
			c.judges, c.judgesSet = 0, true
			for _, f := range strings.Fields(arg) {
				switch f {
				case "tmux":
					c.judges |= 1 << refTmux
				case "xterm.js":
					c.judges |= 1 << refXterm
				default:
					return fmt.Errorf("unknown reference %q", f)
				}
			}
		case "row", "attrs":
			n, q, _ := strings.Cut(arg, " ")
			y, err := strconv.Atoi(n)
			if err != nil {
				return err
			}
			v, err := strconv.Unquote(q)
			if err != nil {
				return err
			}
			if key == "row" {
				c.rows[y] = v
			} else {
				c.attrs[y] = v
			}
		case "cursor":
			var cur [2]int
			if _, err := fmt.Sscanf(arg, "%d,%d", &cur[0], &cur[1]); err != nil {
				return err
			}
			c.cursor = &cur
		case "alt":
			v, err := strconv.ParseBool(arg)
			if err != nil {
				return err
			}
			c.alt = &v
		default:
			return errors.New("unknown directive")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	c.desc = strings.Join(desc, "\n")
	if c.s.cols < MinCols || c.s.rows < MinRows || c.s.cols > MaxCols || c.s.rows > MaxRows {
		return nil, fmt.Errorf("%s: size %dx%d missing or outside the emulator's limits", path, c.s.cols, c.s.rows)
	}
	if len(c.s.tokens) == 0 {
		return nil, fmt.Errorf("%s: no tokens", path)
	}
	return c, nil
}

// check compares a screen with the case's expectation.
func (c *diffCase) check(got diffScreen) []string {
	var d []string
	for y := 0; y < c.s.rows; y++ {
		if want, ok := c.rows[y]; ok {
			if text := got.rowText(y); text != want {
				d = append(d, fmt.Sprintf("row %d: got %q, want %q", y, text, want))
			}
		}
		runs, ok := c.attrs[y]
		if !ok {
			continue
		}
		for _, run := range strings.Split(runs, "|") {
			var x0, x1 int
			span, key, _ := strings.Cut(run, " ")
			if _, err := fmt.Sscanf(span, "%d-%d", &x0, &x1); err != nil || x1 >= c.s.cols {
				d = append(d, fmt.Sprintf("row %d: bad attribute run %q", y, run))
				continue
			}
			for x := x0; x <= x1; x++ {
				if a := got.cells[y][x].attrs; a != "" && a != key {
					d = append(d, fmt.Sprintf("row %d col %d attrs: got %q, want %q", y, x, a, key))
					break
				}
			}
		}
	}
	if c.cursor != nil && got.cursor != *c.cursor {
		d = append(d, fmt.Sprintf("cursor: got %d,%d, want %d,%d", got.cursor[0], got.cursor[1], c.cursor[0], c.cursor[1]))
	}
	if c.alt != nil && got.alt != *c.alt {
		d = append(d, fmt.Sprintf("alternate screen: got %v, want %v", got.alt, *c.alt))
	}
	return d
}

// TestDifferentialCases runs the regression cases of testdata/differential:
// agentty must show what the references agreed on, fed whole, in the case's
// chunks and a byte at a time. With -update, each case's expectation is
// rewritten from the live references (they must be installed); without it,
// live references that no longer agree with a case are reported.
func TestDifferentialCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(diffCaseDir, "*.case"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skipf("no cases in %s", diffCaseDir)
	}
	var r *refs
	if *updateGoldens {
		r = startRefs(t)
	}
	for _, file := range files {
		c, err := readDiffCase(file)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.name, func(t *testing.T) {
			if r != nil {
				if !c.judgesSet {
					c.judges = c.s.judgesByKind()
				}
				screens, err := r.screens(t, c.s.cols, c.s.rows, c.s.chunks())
				if err != nil {
					t.Fatal(err)
				}
				c.fill(expect(screens, c.judges))
				if err := os.WriteFile(file, c.format(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			for _, chunks := range [][][]byte{{c.s.bytes()}, c.s.chunks(), splitBytes(c.s.bytes(), 1)} {
				got, faults := agenttyScreen(c.s.cols, c.s.rows, chunks)
				if faults > 0 {
					t.Errorf("%d emulator faults", faults)
				}
				if d := c.check(got); len(d) > 0 {
					t.Errorf("%s\nfed in %d chunks, agentty differs from %s:\n  %s", c.desc, len(chunks), c.judgesString(), strings.Join(d, "\n  "))
					break
				}
			}
		})
	}
}

func (c *diffCase) judgesString() string {
	var s []string
	for r := refID(0); r < numRefs; r++ {
		if c.judges.has(r) {
			s = append(s, r.String())
		}
	}
	return strings.Join(s, " and ")
}

// judgesByKind works out the judging references of a case read from a
// file, whose tokens carry only their bytes: the tokens that are one CSI
// sequence only xterm.js implements (CHT, DECSTR, DECSED, DECSEL, HPR,
// VPR) are recognised by their bytes, DECALN and left and right margins by
// their kinds.
func (s *diffStream) judgesByKind() refSet {
	j := bothRefs
	for _, t := range s.tokens {
		b := string(t.b)
		if t.kind == "slrm" || t.kind == "decaln" {
			j = noRefs
		}
		if len(b) < 3 || !strings.HasPrefix(b, "\x1b[") || csiEnd(t.b[2:]) != len(b)-2 {
			continue
		}
		final := b[len(b)-1]
		switch {
		case b == "\x1b[!p", final == 'I', final == 'a', final == 'e',
			b[2] == '?' && (final == 'J' || final == 'K'):
			j &= xtermOnly
		}
	}
	if xtermJSDeparts(s.tokens) {
		j &^= 1 << refXterm
	}
	return j
}

// csiEnd returns the length of the rest of a CSI sequence at the start of b
// (after ESC [) when it is parameter bytes (0x30–0x3F), intermediate bytes
// (0x20–0x2F) and a final byte, nothing else, in that order, without
// a control or ESC among them; else 0.
func csiEnd(b []byte) int {
	j := 0
	for j < len(b) && b[j] >= 0x30 && b[j] <= 0x3F {
		j++
	}
	for j < len(b) && b[j] >= 0x20 && b[j] <= 0x2F {
		j++
	}
	if j < len(b) && b[j] >= 0x40 && b[j] <= 0x7E {
		return j + 1
	}
	return 0
}
