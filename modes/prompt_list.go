package modes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// item is one entry of a list drawn on the screen, as read from its row.
type item struct {
	row      int
	from, to int // its cells, markers included
	label    int // the first cell of its label
	textCol  int // the first cell of its text, past its key ("[1]  chroma 1")
	text     string
	key      string
	pointer  bool  // a pointer (❯, >, ●) marks it
	radio    bool  // an unselected radio glyph (○) marks it: a pointer list
	hollow   bool  // a hollow disc after its pointer ("▶ ○ TLS")
	checked  *bool // a checkbox or radio button, ticked or not
	isRadio  bool  // the check is a radio button: ( ) (*)
	hasCheck bool
	scrolls  bool // a scroll bar is drawn beside it
	bullet   bool // a "•" before its label: a pointer, a box or nothing (see bullets)
}

// anyScrolls reports whether a scroll bar is drawn beside the entries.
func anyScrolls(items []item) bool {
	return slices.ContainsFunc(items, func(it item) bool { return it.scrolls })
}

// checkInside are what a box drawn in letters holds, ticked or not: "[x]",
// "(*)", "[ ]" (the glyphs are glyph.go's).
var (
	checkInside = map[string]bool{" ": false, "*": true, "x": true, "X": true, "×": true, "✓": true, "✔": true, "√": true, "•": true, "●": true,
		"✗": false, "✘": false} // a cross in a box is pterm's unticked one; a multiplication sign, FINAL CUT's tick
)

// treeGlyphs draw a tree's lines left of its nodes.
var treeGlyphs = map[string]bool{"│": true, "├": true, "└": true, "─": true}

// keyed is an entry that starts with its key: "1) MIT", "2. Apache", "a: all",
// "1 : Single Player",
// "[1]  chroma 1" (a number in brackets; a letter there is a box to tick),
// "(a) List item 1" (a letter or a digit in parentheses).
var keyed = regexp.MustCompile(`^(?:(\d{1,3}|[a-zA-Z])(?:[).]| ?:)|\[(\d{1,3})\]|\(([a-zA-Z0-9])\))\s+(\S.*)$`)

// asciiBox reports whether three cells are a box to tick drawn in
// brackets or parentheses ("[ ]", "[x]", "( )").
func asciiBox(cs []cell) bool {
	closer := map[string]string{"[": "]", "(": ")"}[cs[0].s]
	_, ok := checkInside[cs[1].s]
	return closer != "" && ok && cs[2].s == closer
}

// parseItem reads the entry drawn in cells [from, to) of a row: marks
// (itemMarks), then a key when one is shown (itemKey), then the label.
func parseItem(cs []cell, row, from, to int) item {
	it := item{row: row, from: from, to: to, label: -1}
	var rest []cell
	for _, c := range cs {
		if c.col >= from && c.col < to {
			rest = append(rest, c)
		}
	}
	i := 0
	for i < len(rest) {
		n := 0
		for _, read := range itemMarks {
			if n = read(rest, i, &it); n > 0 {
				break
			}
		}
		if n == 0 {
			break
		}
		i += n
	}
	if i < len(rest) {
		it.label = rest[i].col
		it.text = textIn(rest[i:], 0, 1<<30)
	}
	itemKey(&it)
	if m := asciiScroll.FindStringIndex(it.text); m != nil {
		// "eu-west          ^": a scroll mark drawn in letters far right.
		it.text, it.scrolls = it.text[:m[0]], true
	}
	trimmed := strings.TrimRight(collapse(it.text), " "+scrollGlyphs)
	it.scrolls = it.scrolls || trimmed != collapse(it.text)
	it.text = trimmed
	return it
}

// itemKey takes an entry's key off its text: before it ("2) Apache",
// "[1]  chroma"), the text's first cell moved past it, or in parentheses
// after it ("Retry it (r)").
func itemKey(it *item) {
	it.textCol = it.label
	if m := keyed.FindStringSubmatchIndex(it.text); m != nil {
		k := m[2:4] // a key before ")", "." or ":"
		if k[0] < 0 {
			k = m[4:6] // one in brackets
		}
		if k[0] < 0 {
			k = m[6:8] // one in parentheses
		}
		it.textCol += uniseg.StringWidth(it.text[:m[8]])
		it.key, it.text = it.text[k[0]:k[1]], strings.TrimSpace(it.text[m[8]:])
	}
	if m := keyAfter.FindStringSubmatch(it.text); m != nil && it.key == "" {
		it.key, it.text = m[2], m[1]
	}
}

// itemMarks read the marks before an entry's label, in order, the first
// that holds at cell i of rest deciding: each records what it marks on
// it and returns how many cells it takes, 0 where it is none.
var itemMarks = []func(rest []cell, i int, it *item) int{
	func(rest []cell, i int, _ *item) int { return boolInt(rest[i].s == " ") },
	func(rest []cell, i int, it *item) int {
		if !pointerMark(rest[i].s) || it.pointer || it.hasCheck || (i+1 < len(rest) && rest[i+1].s == ">") {
			return 0
		}
		it.pointer = true
		return 1
	},
	func(rest []cell, i int, it *item) int {
		// An arrow drawn in ASCII, "-> " or "=> " (perlmenu's), or
		// with a longer shaft of dashes ("--> ", pick's).
		c := rest[i].s
		if (c != "-" && c != "=") || it.pointer || it.hasCheck {
			return 0
		}
		j := i + 1
		for c == "-" && j < len(rest) && j-i < 3 && rest[j].s == c {
			j++ // ("==> " heads a step of a log, Homebrew's)
		}
		if j+1 >= len(rest) || rest[j].s != ">" || rest[j+1].s != " " {
			return 0
		}
		it.pointer = true
		return j - i + 1
	},
	func(rest []cell, i int, it *item) int {
		// A mark right before a box to tick ("-[ ] linux" over " [ ]
		// darwin", cli-list-select's): the entry's pointer.
		c := rest[i].s
		if (c != "-" && c != "*" && c != "+") || it.pointer || it.hasCheck || i+3 >= len(rest) || !asciiBox(rest[i+1:i+4]) {
			return 0
		}
		it.pointer = true
		return 1
	},
	func(rest []cell, i int, it *item) int {
		// A radio after the pointer ("› ● eu-west", "» ○ Cheese"): the
		// entry's own mark, no part of its label.
		c := rest[i].s
		if (c == "●" || c == "⬤" || hollowDisc(c)) && it.pointer && !it.radio && !it.hasCheck && i+1 < len(rest) && rest[i+1].s == " " {
			it.hollow = hollowDisc(c)
			return 1
		}
		return 0
	},
	func(rest []cell, i int, it *item) int {
		if !hollowDisc(rest[i].s) || it.pointer || it.radio {
			return 0
		}
		it.radio = true
		return 1
	},
	func(rest []cell, i int, it *item) int {
		if it.hasCheck || (!tickedBox(rest[i].s) && !emptyBox(rest[i].s)) {
			return 0
		}
		if i >= 2 && (pointerMark(rest[i-2].s) && !pointing(rest[i-2].s) || hollowDisc(rest[i-2].s)) {
			return 0 // a tick after a radio's disc is its label's ("● ✅ Yes" over "○ 📝 Edit")
		}
		it.checked, it.hasCheck = boolp(tickedBox(rest[i].s)), true
		return 1
	},
	func(rest []cell, i int, it *item) int {
		if rest[i].s != "•" || it.hasCheck || it.bullet || i+1 >= len(rest) || rest[i+1].s != " " {
			return 0
		}
		it.bullet = true
		return 1
	},
	func(rest []cell, i int, _ *item) int {
		// A tree's lines before a node's label (dialog's treeview).
		return boolInt(treeGlyphs[rest[i].s] && i+1 < len(rest) && (rest[i+1].s == " " || treeGlyphs[rest[i+1].s]))
	},
	func(rest []cell, i int, it *item) int {
		if it.hasCheck || i+2 >= len(rest) || !asciiBox(rest[i:i+3]) {
			return 0
		}
		it.checked, it.hasCheck, it.isRadio = boolp(checkInside[rest[i+1].s]), true, rest[i].s == "("
		return 3
	},
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// keyAfter is an entry's key in parentheses after its label: "Skip it
// (s)".
var keyAfter = regexp.MustCompile(`^(\S.*?)\s+\(([A-Za-z0-9])\)$`)

// asciiScroll is a scroll mark drawn in letters at the far right of an
// entry, set apart from its label: "^" or "v" (prompt_toolkit's).
var asciiScroll = regexp.MustCompile(`\s{3,}[\^v]$`)

// scrollGlyphs make the scroll bar newt draws at the right of a list.
const scrollGlyphs = "↑↓▮▒█░▓"

// splitTags splits entries drawn as two columns, a tag and its description
// (whiptail's and dialog's menus: "a  Apple"), into a key and a label: when
// every entry's first word ends at or before one column where every
// description starts.
func splitTags(s *grid, items []item) {
	if len(items) == 0 {
		return
	}
	desc := -1
	for _, it := range items {
		if it.key != "" || it.label < 0 {
			return
		}
		cs := s.cells(it.row)
		// The start of the second word (a scroll bar is none, nor a
		// scroll mark in letters at the far right: the label's text
		// ends before it).
		spaces, start := 0, -1
		end := it.to
		if it.scrolls {
			end = it.label + uniseg.StringWidth(it.text)
		}
		for _, c := range cs {
			if c.col < it.label || c.col >= end {
				continue
			}
			if c.s == " " || strings.Contains(scrollGlyphs, c.s) {
				spaces++
				continue
			}
			if spaces > 0 {
				start = c.col
				break
			}
		}
		if start < 0 || (desc >= 0 && start != desc) {
			return
		}
		desc = start
	}
	for i := range items {
		cs := s.cells(items[i].row)
		items[i].key = textIn(cs, items[i].label, desc)
		items[i].text = strings.TrimRight(collapse(textIn(cs, desc, items[i].to)), " "+scrollGlyphs)
	}
}

// options turns entries into a prompt's options, with the highlighted one
// read from the screen.
//
// A list of radio buttons of which one is ticked, with nothing else to
// tell an entry apart ("(x) Apple", "( ) Banana"), moves its tick with
// the keys: the tick is the highlight, and no entry is "checked".
func options(s *grid, items []item, plain ...emulator.Look) []Option {
	sel := highlight(s, items, plain)
	pointed := false
	if sel < 0 {
		sel = only(items, func(it item) bool { return it.isRadio && it.checked != nil && *it.checked })
		pointed = sel >= 0 && !slices.ContainsFunc(items, func(it item) bool { return !it.isRadio })
		if !pointed {
			sel = -1
		}
	}
	out := make([]Option, len(items))
	for i, it := range items {
		o := Option{Label: it.text, Key: it.key, Checked: it.checked, Row: it.row, Col: it.label}
		if pointed {
			o.Checked = nil
		}
		if sel >= 0 {
			o.Selected = boolp(i == sel)
		}
		out[i] = o
	}
	return out
}

// backing is a background an entry is drawn on, or inverse video.
type backing struct {
	bg      string
	inverse bool
}

// soleBackgrounds is each entry's background where it has one alone, not
// in inverse video, else "".
func soleBackgrounds(backs []map[backing]bool) []string {
	bgs := make([]string, len(backs))
	for n, b := range backs {
		for l := range b {
			if len(b) == 1 && !l.inverse {
				bgs[n] = l.bg
			}
		}
	}
	return bgs
}

// highlight returns the index of the entry drawn as the highlighted one,
// or -1 when none can be told apart. In order: the one entry a pointer
// marks (where several are marked, the marks tell nothing); the one
// entry with a background (or inverse cells) no other has; the one entry
// whose label has an attribute (bold, underline, inverse) no other has,
// or is the one not faint; the one entry whose colour differs from the
// colour all the others share. Backgrounds in plain are those of the
// window around the entries, no highlight.
func highlight(s *grid, items []item, plain []emulator.Look) int {
	if len(items) == 0 {
		return -1
	}
	if i := only(items, func(it item) bool { return it.pointer }); i >= 0 {
		return i
	}
	// Several pointers are a marking of their own (a multi-select's, a
	// tree's folders: "→ docs", "→ src"), not the highlight; a look
	// may still set one entry apart.
	l := entryLooks(s, items, plain)
	for _, find := range []func() int{l.soleBackground, l.colouredAmongGrey, l.swapped, l.soleAttr, l.soleNotFaint, l.oddColour} {
		if i := find(); i >= 0 {
			return i
		}
	}
	// Last, where looks tell nothing: the one entry whose marks or text
	// the terminal's cursor is on, shown or hidden, which a program
	// leaves on what has the focus (newt's buttons, prompt_toolkit's
	// boxes); not after it, where printing a list ends.
	return only(items, func(it item) bool {
		return it.label >= 0 && s.Cursor.Row == it.row && s.Cursor.Col >= it.from && s.Cursor.Col < it.label+uniseg.StringWidth(it.text)
	})
}

// looks are how each entry of a list is drawn: the backgrounds of its
// cells (those of the window around the list left out), the attributes
// of its label's cells, whether its label is faint throughout, and its
// label's colour (its first cell's).
type looks struct {
	backs []map[backing]bool
	attrs []emulator.Attr
	faint []bool
	fgs   []string
}

func entryLooks(s *grid, items []item, plain []emulator.Look) looks {
	var l looks
	for _, it := range items {
		back := map[backing]bool{}
		for x := it.from; x < it.to; x++ {
			c := s.LookAt(it.row, x)
			if (c.Bg != "" || c.Attr&emulator.Inverse != 0) && !slices.ContainsFunc(plain, func(p emulator.Look) bool {
				return p.Bg == c.Bg && p.Attr&emulator.Inverse == c.Attr&emulator.Inverse
			}) {
				back[backing{c.Bg, c.Attr&emulator.Inverse != 0}] = true
			}
		}
		var a emulator.Attr
		allFaint, fg, seen := true, "", false
		for _, c := range s.cells(it.row) {
			if c.col < it.label || c.col >= it.to || c.s == " " || it.label < 0 {
				continue
			}
			look := s.LookAt(it.row, c.col)
			a |= look.Attr & (emulator.Bold | emulator.Underline | emulator.Inverse | emulator.Italic)
			if look.Attr&emulator.Faint == 0 {
				allFaint = false
			}
			if !seen {
				fg, seen = look.Fg, true
			}
		}
		l.backs = append(l.backs, back)
		l.attrs = append(l.attrs, a)
		l.faint = append(l.faint, allFaint && seen)
		l.fgs = append(l.fgs, fg)
	}
	return l
}

// soleBackground is the one entry with a background no other has.
func (l looks) soleBackground() int {
	return onlyIndex(len(l.backs), func(n int) bool {
		for b := range l.backs[n] {
			if onlyIndex(len(l.backs), func(j int) bool { return l.backs[j][b] }) == n {
				return true
			}
		}
		return false
	})
}

// colouredAmongGrey is, when each entry has a background of its own, the
// one coloured where the others are grey (Charm's buttons: the chosen one
// pink, the other dark grey).
func (l looks) colouredAmongGrey() int {
	if slices.ContainsFunc(l.backs, func(b map[backing]bool) bool { return len(b) == 0 }) {
		return -1
	}
	return onlyIndex(len(l.backs), func(n int) bool {
		for b := range l.backs[n] {
			if !grey(b.bg) {
				return true
			}
		}
		return false
	})
}

func (l looks) swapped() int { return swapped(soleBackgrounds(l.backs), l.fgs) }

// soleAttr is the one entry whose label has an attribute no other's has.
func (l looks) soleAttr() int {
	return onlyIndex(len(l.attrs), func(n int) bool {
		for _, bit := range []emulator.Attr{emulator.Bold, emulator.Underline, emulator.Inverse, emulator.Italic} {
			if l.attrs[n]&bit != 0 && onlyIndex(len(l.attrs), func(j int) bool { return l.attrs[j]&bit != 0 }) == n {
				return true
			}
		}
		return false
	})
}

// soleNotFaint is the one entry of several not drawn faint.
func (l looks) soleNotFaint() int {
	if len(l.faint) < 2 {
		return -1
	}
	return onlyIndex(len(l.faint), func(n int) bool { return !l.faint[n] })
}

// oddColour is the one entry whose colour differs from the colour all
// the others share; of two, the one coloured beside one in the
// terminal's own colour.
func (l looks) oddColour() int {
	fgs := l.fgs
	switch {
	case len(fgs) >= 3:
		return onlyIndex(len(fgs), func(n int) bool {
			others := slices.Delete(slices.Clone(fgs), n, n+1)
			return !slices.Contains(others, fgs[n]) && !slices.ContainsFunc(others, func(c string) bool { return c != others[0] })
		})
	case len(fgs) == 2 && fgs[0] != fgs[1] && fgs[0] == "":
		return 1
	case len(fgs) == 2 && fgs[0] != fgs[1] && fgs[1] == "":
		return 0
	}
	return -1
}

// grey reports whether a colour (a palette number or #rrggbb) is a grey:
// black, white, the palette's grey ramp, or an RGB colour whose channels
// are about equal.
// swapped is the one entry drawn in the colours the others are drawn in,
// swapped, on a light grey where they are on a dark one: its background
// their text's colour, its text their background's (tview's buttons:
// "Quit" black on white beside "Cancel" white on black), an inverse
// drawn in colours, as reverse video lights a dark terminal's cells.
// Each entry has one background (bgs), or none is told.
func swapped(bgs []string, fgs []string) int {
	if len(bgs) < 2 || slices.Contains(bgs, "") {
		return -1
	}
	return onlyIndex(len(bgs), func(n int) bool {
		for j := range bgs {
			if j != n && (bgs[j] != fgs[n] || fgs[j] != bgs[n] || !lightGrey(bgs[n]) || !darkGrey(bgs[j])) {
				return false
			}
		}
		return true
	})
}

// lightGrey and darkGrey tell the greys of the 256-colour palette apart:
// white and light grey (7, 15, the ramp's upper half), black and dark grey
// (0, 8, its lower half).
func lightGrey(c string) bool {
	n, err := strconv.Atoi(c)
	return err == nil && (n == 7 || n == 15 || (n >= 244 && n <= 255))
}

func darkGrey(c string) bool {
	n, err := strconv.Atoi(c)
	return err == nil && (n == 0 || n == 8 || (n >= 232 && n < 244))
}

func grey(c string) bool {
	if n, err := strconv.Atoi(c); err == nil {
		return n == 0 || n == 7 || n == 8 || n == 15 || n >= 232
	}
	if r, g, b, ok := rgbOf(c); ok {
		return max(r, g, b)-min(r, g, b) < 24
	}
	return c == ""
}

// rgbOf is a colour given as "#rrggbb", its three parts.
func rgbOf(c string) (r, g, b int, ok bool) {
	if len(c) != 7 || c[0] != '#' {
		return 0, 0, 0, false
	}
	v, err := strconv.ParseUint(c[1:], 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff), true
}

// only returns the index of the one entry for which ok holds, or -1 when
// none or several do.
func only(items []item, ok func(item) bool) int {
	return onlyIndex(len(items), func(i int) bool { return ok(items[i]) })
}

func onlyIndex(n int, ok func(int) bool) int {
	found := -1
	for i := 0; i < n; i++ {
		if ok(i) {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

// listKind is the kind of a list: checkboxes make a multiselect.
func listKind(items []item) Kind {
	for _, it := range items {
		if it.hasCheck && !it.isRadio {
			return Multiselect
		}
	}
	return Select
}

// A generic list: a program in raw mode that printed a question and the
// entries under it, and waits with nothing else below.

// listPrompt reads a list under a question line, followed by at least two
// short entries, then nothing but blank rows and a hint row: a menu drawn
// by a program of its own, or by a library agentty does not read
// otherwise (Bubble Tea's, Ink's). The question ends in ':' or '?', or
// the list marks one entry with a pointer (a title: "Pick a fruit"). A
// bar down the left of them all ("┃", huh's) is no part of them. Its
// highlight is read like any other's; a help row that toggles makes its
// bullets unticked boxes and gives the key that ticks.
func listPrompt(s *grid) *Prompt {
	start, end, parked, keys, ok := listRows(s)
	if !ok {
		return nil
	}
	if p := formAtCursor(s, start, end); p != nil {
		return p
	}
	var items []item
	for r := start; r <= end; r++ {
		cs := s.cells(r)
		items = append(items, parseItem(cs, r, barEnd(cs), s.Cols))
	}
	toggle, toggles := keys["toggle"]
	items = bullets(items, toggles)
	if toggles {
		discsToTick(items)
	}
	iconTick(items)
	columnTicked(items)
	if listKind(items) == Multiselect && slices.ContainsFunc(items, func(it item) bool { return it.radio }) {
		// Hollow discs beside ticked ones ("○ linux" over "❯ ◉
		// darwin") are the boxes not ticked.
		circlesAsBoxes(items)
	}
	if listKind(items) == Select && !slices.ContainsFunc(items, func(it item) bool { return !it.radio && !it.hollow }) {
		// A hollow disc on every entry, the pointed one's after its
		// pointer ("▶ ○ TLS" over "  ○ Connection pooling"): a radio
		// list fills the disc of its choice, so none filled are boxes
		// none of them ticked yet.
		for i := range items {
			items[i].radio = items[i].radio || items[i].hollow
		}
		circlesAsBoxes(items)
	}
	pointed := func() bool { return only(items, func(it item) bool { return it.pointer }) >= 0 }
	if parked && !pointed() {
		return nil
	}
	if !pointed() && !slices.ContainsFunc(items, func(it item) bool { return !keyBinding.MatchString(strings.TrimSpace(s.Lines[it.row])) }) {
		return nil // a help screen's keys and what each does ("Left, h:     Move left"), no entries to choose
	}
	if len(items) > 2 && titles(items) {
		// A title that looked like an entry: the list's question.
		items, start = items[1:], start+1
	}
	if len(items) < 2 {
		return nil
	}
	question, filter, ok := questionOverList(s, start, end, parked)
	question = ellipsisHintOff(question)
	if !ok || (!strings.HasSuffix(question, ":") && !strings.HasSuffix(question, "?") && !pointed()) {
		return nil
	}
	if keysToggle.MatchString(question) && listKind(items) == Select {
		// The question's hint says the entries tick ("(space ticks,
		// enter confirms)"): a multiselect whose ticked entries show a
		// tick after their label, the others none.
		tickedAfter(items)
	}
	p := &Prompt{Kind: listKind(items), Question: question, Options: options(s, items), Filter: filter}
	if p.Kind == Multiselect && toggles {
		p.Toggle = keyNotation(toggle)
	}
	if p.Kind == Select && (keysToggle.MatchString(question) || hintToggles(s, end)) {
		reverseTicked(s, items, p)
	}
	return p
}

// ellipsisHintOff is a question without the hint an ellipsis sets
// after it, where the hint names keys (enquirer's "? Which rules would
// you like to apply action? …  Select all you want with <space> key.").
func ellipsisHintOff(q string) string {
	if m := ellipsisHint.FindStringSubmatch(q); m != nil && keysWords.MatchString(m[2]) {
		return m[1]
	}
	return q
}

// ellipsisHint is a question, an ellipsis, then a hint.
var ellipsisHint = regexp.MustCompile(`^(.*[?:])\s*(?:…|\.\.\.)\s+(\S.*)$`)

// keyBinding is a help screen's row: keys, commas between (a key's name
// or a sign), a colon, blanks, then what they do: "Left, h:     Move
// left", "?:           Help".
var keyBinding = regexp.MustCompile(`^(?:[\w-]{1,10}|\S)(?:,\s*(?:[\w-]{1,10}|\S))*:\s{2,}\S`)

// discsToTick makes discs that start every entry's words boxes, where
// a hint says a key toggles the entries ("1. ○ Unit tests" over "2. ◉
// Smoke tests", termkit's, numbered before them): hollow ones not
// ticked, filled ones ticked, none of their labels.
func discsToTick(items []item) {
	disc := func(t string) (rune, bool) {
		r, n := utf8.DecodeRuneInString(t)
		return r, (hollowDisc(string(r)) || r == '◉' || r == '●') && strings.HasPrefix(t[n:], " ")
	}
	for _, it := range items {
		if _, ok := disc(it.text); !ok || it.hasCheck {
			return
		}
	}
	for i := range items {
		r, _ := disc(items[i].text)
		_, n := utf8.DecodeRuneInString(items[i].text)
		items[i].text = strings.TrimSpace(items[i].text[n:])
		items[i].label += uniseg.StringWidth(string(r)) + 1
		items[i].checked, items[i].hasCheck = boolp(!hollowDisc(string(r))), true
	}
}

// iconTick takes a tick off the one entry that has it where every other
// entry starts with a glyph of its own, no box ("✓ Approve" over "✕
// Reject" and "⚡ Auto-accept all going forward", an agent's approval
// list): each entry's icon, no box ticked.
func iconTick(items []item) {
	ticked := slices.IndexFunc(items, func(it item) bool { return it.hasCheck })
	if ticked < 0 || len(items) < 3 || slices.ContainsFunc(items[ticked+1:], func(it item) bool { return it.hasCheck }) {
		return
	}
	glyphs := map[string]bool{}
	for i, it := range items {
		if i == ticked {
			continue
		}
		r, _ := utf8.DecodeRuneInString(it.text)
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == utf8.RuneError || glyphs[string(r)] || strings.ContainsRune("[(<○◯◉●◻◼☐☑☒", r) {
			return
		}
		glyphs[string(r)] = true
	}
	items[ticked].hasCheck, items[ticked].checked = false, nil
	for i := range items {
		// The other entries' icons are none of their labels.
		if r, n := utf8.DecodeRuneInString(items[i].text); i != ticked && strings.HasPrefix(items[i].text[n:], " ") {
			items[i].text = strings.TrimSpace(items[i].text[n:])
			items[i].label += uniseg.StringWidth(string(r)) + 1
		}
	}
}

// columnTicks are the marks a list draws in the column right before its
// labels on the entries ticked, a blank there on the others.
const columnTicks = "*+✓✔"

// markedBefore reports whether an entry's text starts with a tick mark
// (columnTicks) drawn in the column right before label, the labels'
// column, with no blank between it and its label ("*Docker image" over
// " GitHub Actions workflow").
func markedBefore(it item, label int) bool {
	r, n := utf8.DecodeRuneInString(it.text)
	return it.label == label-1 && n > 0 && strings.ContainsRune(columnTicks, r) && n < len(it.text) && it.text[n] != ' '
}

// columnTicked makes the entries boxes where some, not all, start with a
// tick mark right before the column the others' labels start in
// (markedBefore): those ticked, the mark no part of their labels (a
// multiselect drawn with no boxes, termenu's).
func columnTicked(items []item) {
	label := -1
	for _, it := range items {
		label = max(label, it.label)
	}
	marked := 0
	for _, it := range items {
		switch {
		case it.hasCheck:
			return
		case markedBefore(it, label):
			marked++
		case it.label != label:
			return
		}
	}
	if marked == 0 || marked == len(items) {
		return
	}
	for i := range items {
		on := markedBefore(items[i], label)
		if on {
			_, n := utf8.DecodeRuneInString(items[i].text)
			items[i].text, items[i].label = items[i].text[n:], label
		}
		items[i].checked, items[i].hasCheck = boolp(on), true
	}
}

// formAtCursor reads rows start to end as a form's fields where each is
// a label, a colon, then its value, the colons in one column (labels
// set right, as a form draws them: "      Listen port: 8080" under
// "        Node name: depot-03"), and the cursor is shown in a field's
// value: that field is asked, its value right of the cursor its
// default (what was typed left of the cursor is no default). Nil where
// the rows are no such form.
func formAtCursor(s *grid, start, end int) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < start || c.Row > end || end-start < 1 {
		return nil
	}
	colon := -1
	for r := start; r <= end; r++ {
		cs := s.cells(r)
		i := slices.IndexFunc(cs, func(x cell) bool { return x.s == ":" })
		if i < 1 || (colon >= 0 && cs[i].col != colon) || !strings.ContainsFunc(textIn(cs, 0, cs[i].col), unicode.IsLetter) {
			return nil
		}
		colon = cs[i].col
	}
	if c.Col <= colon {
		return nil
	}
	cs := s.cells(c.Row)
	label := strings.TrimSpace(unpointed(strings.TrimSpace(textIn(cs, 0, colon)))) + ":"
	before := strings.TrimSpace(textIn(cs, colon+1, c.Col))
	after := strings.TrimSpace(textIn(cs, c.Col, s.Cols))
	if before != "" {
		return textPrompt(label, "")
	}
	return textPrompt(label, after)
}

// hintToggles reports whether a row under a list's last entry, past
// blank rows, says a key toggles its entries ("Space toggles, Enter
// accepts, q quits").
func hintToggles(s *grid, end int) bool {
	for r := end + 1; r < len(s.Lines); r++ {
		if t := strings.TrimSpace(s.Lines[r]); t != "" {
			return keysToggle.MatchString(t)
		}
	}
	return false
}

// reverseTicked reads a list a hint says a key toggles, with no boxes
// drawn, as ncurses' menu library draws a menu of many values: the
// entry the terminal's cursor is on is the current one; the others in
// reverse video, or marked in the column before the labels ("-linux"
// over " darwin"), are ticked. The mark is no part of a label.
func reverseTicked(s *grid, items []item, p *Prompt) {
	c := s.Cursor
	if !c.Visible || slices.ContainsFunc(items, func(it item) bool { return it.hasCheck }) {
		return
	}
	cur := slices.IndexFunc(items, func(it item) bool { return it.row == c.Row })
	if cur < 0 {
		return
	}
	labelCols := map[int]bool{} // the columns the entries' labels start in
	for _, it := range items {
		labelCols[it.label] = true
	}
	p.Kind = Multiselect
	for i, it := range items {
		o := &p.Options[i]
		marked := len(it.text) > 1 && strings.ContainsRune("-*+", rune(it.text[0])) && labelCols[it.label+1]
		if marked {
			o.Label = strings.TrimSpace(it.text[1:])
		}
		o.Selected = boolp(i == cur)
		lit := s.LookAt(it.row, it.label+boolInt(marked)).Attr&emulator.Inverse != 0
		o.Checked = boolp(i != cur && (lit || marked))
	}
}

// listRows finds the rows of a list listPrompt reads, from start to end:
// they run up from the last row with text (or the row above a hint set
// off by blank rows) to the question. A visible cursor under the list is
// a program's that wrote lines and waits under them, unless it waits on
// the row right under a list one of whose entries a pointer marks
// (inquirerer's, which leaves the terminal's cursor there): parked.
func listRows(s *grid) (start, end int, parked bool, keys map[string]string, ok bool) {
	last := len(s.Lines) - 1
	for last >= 0 && (strings.TrimSpace(s.Lines[last]) == "" || pageDots.MatchString(s.Lines[last])) {
		last-- // (a paginator's dots under the list, "•◦◦", say which page shows)
	}
	if last < 2 || (s.Cursor.Row > last+1 && s.Cursor.Visible) {
		return 0, 0, false, nil, false
	}
	parked = s.Cursor.Visible && s.Cursor.Row == last+1
	end = last
	help, keys := helpRow(s)
	if help == last || (end >= 2 && strings.TrimSpace(s.Lines[end-1]) == "") {
		end--
		for end > 0 && strings.TrimSpace(s.Lines[end]) == "" {
			end--
		}
	}
	start = end
	for start > 0 && isEntry(s, start-1) && !(start >= 2 && fullRow(s, start-2)) {
		// (A row under one that reaches the screen's edge goes on with
		// it: a question wrapped there, no entry.)
		start--
	}
	return start, end, parked, keys, isEntry(s, end)
}

// pageDots is a row of a paginator's dots alone, the page shown filled:
// "•", "•◦", "◦•◦".
var pageDots = regexp.MustCompile(`^\s*[•◦]+\s*$`)

// questionOverList reads the question over a list whose entries start at
// row start: the row above them (a blank row between allowed), above a
// field of marks alone (">", inquirerer's: typing there narrows the
// list, filter), with the rows it wrapped from at the screen's edge. The
// cursor is on it, among the entries or parked under them.
func questionOverList(s *grid, start, end int, parked bool) (question string, filter, ok bool) {
	q := start - 1
	if q >= 0 && unbarred(s, q) == "" && q > 0 {
		q--
	}
	if q < 0 {
		return "", false, false
	}
	if s.Cursor.Visible && s.Cursor.Row != q && (s.Cursor.Row < start || s.Cursor.Row > end) && !parked {
		return "", false, false
	}
	question = unbarred(s, q)
	if isRule(question) && q > 0 && word.MatchString(unbarred(s, q-1)) {
		// A rule under the question, setting it apart as a title
		// ("Restore which snapshot?" between two rules).
		q--
		question = strings.TrimSpace(unbarred(s, q))
	}
	if t, ok := titleOverEdge(s, q); ok {
		// A box right over the list (an agent's diff to approve under
		// "╭─ ⚠  Tool Action Requires Approval ─╮"): its title asks.
		return t, false, true
	}
	if marksOnly(question) && q > 0 && unbarred(s, q-1) != "" {
		q, filter = q-1, true
		question = unbarred(s, q)
	}
	if top, ok := fieldBoxAbove(s, q); ok && top > 0 && unbarred(s, top-1) != "" {
		// A field in a frame of its own right over the list (tuiuiu's
		// "╭───╮ │ bil │ ╰───╯"): typing there narrows the list; the
		// question is over the field.
		q, filter = top-1, true
		question = unbarred(s, q)
	}
	for q > 0 && fullRow(s, q-1) {
		// A question wrapped at the screen's edge.
		q--
		question = unbarred(s, q) + question
	}
	return question, filter, true
}

// titleOverEdge is the title in the top edge of the frame whose bottom
// edge is row, the frame three rows high or more: its words, the
// frame's lines and a glyph before them taken off.
func titleOverEdge(s *grid, row int) (string, bool) {
	if !frameEdge(s.Lines[row], "└╰┗╚") {
		return "", false
	}
	cs := s.cells(row)
	left := firstCol(cs, 0, s.Cols)
	for r := row - 1; r >= 0; r-- {
		c := at(s.cells(r), left)
		if strings.ContainsAny(c, "┌╭┏╔") && r <= row-2 {
			t := strings.Trim(strings.TrimSpace(s.Lines[r]), "─━═┌╭┏╔┐╮┓╗┤├ ")
			t = strings.TrimSpace(strings.TrimLeftFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
			return t, t != "" && strings.ContainsFunc(t, unicode.IsLetter)
		}
		if !strings.ContainsAny(c, "│┃║├") {
			return "", false
		}
	}
	return "", false
}

// fieldBoxAbove reports whether row is the bottom edge of a frame of one
// row inside (a field's), and the row of its top edge.
func fieldBoxAbove(s *grid, row int) (int, bool) {
	if row < 2 || !frameEdge(s.Lines[row], "└╰┗╚") || !frameEdge(s.Lines[row-2], "┌╭┏╔") {
		return 0, false
	}
	return row - 2, true
}

// frameEdge reports whether a row is a frame's edge alone: a corner of
// corners, then its line and a corner.
func frameEdge(line string, corners string) bool {
	t := strings.TrimSpace(line)
	r, n := utf8.DecodeRuneInString(t)
	return n > 0 && strings.ContainsRune(corners, r) && strings.Trim(t[n:], "─━═╮╯┐┘┓┛╗╝") == ""
}

// tickedAfter makes entries boxes, ticked where a tick follows the label
// ("lint ✔"), the tick no part of it.
func tickedAfter(items []item) {
	for i := range items {
		it := &items[i]
		on := false
		if f := strings.Fields(it.text); len(f) > 1 && tickedBox(f[len(f)-1]) {
			it.text, on = strings.TrimSpace(strings.TrimSuffix(it.text, f[len(f)-1])), true
		}
		it.checked, it.hasCheck = boolp(on), true
	}
}

// fullRow reports whether a row's text reaches the screen's last column,
// so that the row under it goes on with it.
func fullRow(s *grid, row int) bool {
	cs := s.cells(row)
	return len(cs) > 0 && cs[len(cs)-1].col >= s.Cols-1
}

// titles reports whether the first of entries is a title over the others:
// unmarked, its label in another column than theirs, which share one
// and of which one is marked (a pointer, a box).
func titles(items []item) bool {
	first, rest := items[0], items[1:]
	if first.pointer || first.hasCheck || first.radio {
		return false
	}
	marked := false
	for _, it := range rest {
		if it.label != rest[0].label {
			return false
		}
		marked = marked || it.pointer || it.hasCheck
	}
	return marked && first.label != rest[0].label
}

// pointedList reads a list one of whose entries a pointer marks, drawn
// anywhere on a screen whose cursor is hidden, with more under it past a
// blank row (Claude Code's theme picker over its preview, its trust
// question inside a frame over a hint; Codex's sign-in menu, each entry
// over a line describing it, over "Press Enter to continue"): the
// screen is read with frames' lines taken off and nothing under the
// list, as a list at its foot is. Rows under a numbered entry that carry
// no number describe it; the question is the nearest row above ending
// in "?" or ":" within eight rows, else the paragraph right above.
func pointedList(s *grid) *Prompt {
	if panes(s.Snapshot) {
		return nil // (a pointer in one of a full-screen program's panes points at what it plays, shows)
	}
	g := withoutDrawnGlyphs(s.Snapshot)
	at := onePointed(g)
	if at < 0 || s.Cursor.Visible && !onPointer(g, at) {
		return nil
	}
	start, end, parted, skipped := pointedSpan(s, g, at)
	if end+1 < len(g.Lines) && strings.TrimSpace(g.Lines[end+1]) != "" {
		return nil
	}
	if !parted && rowsWithText(g.Lines[end+1:]) == 0 && s.Cursor.Row >= start {
		// A list at the screen's foot is listPrompt's, unless the
		// hidden cursor was left above it, on its question: there a
		// reading of the question's row alone would come first.
		return nil
	}
	// A help row of the list's keys under it, past blank rows only, is
	// the list's ("x toggle • enter submit": gum's multiselect).
	last := end
	if help, _ := helpRow(g); help > end && rowsWithText(g.Lines[end+1:help]) == 0 {
		last = help
	}
	c, rows := listAtFoot(g, last, func(r int) bool { return r >= start && r <= end && skipped(r) })
	p := listPrompt(&grid{Snapshot: c})
	if p == nil {
		return nil
	}
	for i := range p.Options {
		if p.Options[i].Row >= 0 && p.Options[i].Row < len(rows) {
			p.Options[i].Row = rows[p.Options[i].Row]
		}
		// (A pointer back after the pointed entry closes it: "►English ◄".)
		p.Options[i].Label = strings.TrimSpace(strings.TrimRight(p.Options[i].Label, "◄◀"))
	}
	if len(p.Options) < 2 {
		return nil
	}
	r := start - 1
	for r > 0 && strings.TrimSpace(s.Lines[r]) == "" {
		r--
	}
	if t, ok := titleOverEdge(s, max(r, 0)); ok {
		p.Question = t // a box right over the list: its title asks
	} else if q := askedOver(g, start); q != "" && !strings.HasSuffix(p.Question, "?") && !strings.HasSuffix(p.Question, ":") {
		p.Question = q
	}
	return p
}

// onPointer reports whether the shown cursor stands on the pointer of
// the entry at row, or right after it before the label (SvarDOS's
// installer leaves it on its "►"): the list's own cursor, no field's.
func onPointer(g *grid, row int) bool {
	c := g.Cursor
	if c.Row != row {
		return false
	}
	cs := g.cells(row)
	it := parseItem(cs, row, barEnd(cs), g.Cols)
	return it.pointer && it.label >= 0 && c.Col < it.label && c.Col >= it.from
}

// withoutDrawnGlyphs is the screen with the glyphs a list draws for
// decoration blanked (drawnGlyphs).
func withoutDrawnGlyphs(s emulator.Snapshot) *grid {
	s.Lines = slices.Clone(s.Lines)
	for r, l := range s.Lines {
		s.Lines[r] = strings.TrimRight(strings.Map(func(r rune) rune {
			if strings.ContainsRune(drawnGlyphs, r) {
				return ' '
			}
			return r
		}, l), " ")
	}
	return &grid{Snapshot: s}
}

// onePointed is the row of the one entry a pointer marks, or -1 where
// none or several are (two pointers make no one list). Where several
// marks stand, the one among entries, a row above or under it an entry
// too, is the list's: a mark alone between blank rows begins a line of
// a conversation ("> list the files", "● I'll list the files" over an
// agent's permission list).
func onePointed(g *grid) int {
	var at []int
	for r := range g.Lines {
		cs := g.cells(r)
		if it := parseItem(cs, r, barEnd(cs), g.Cols); it.pointer && it.label >= 0 && it.text != "" && isEntry(g, r) {
			at = append(at, r)
		}
	}
	if len(at) == 1 {
		return at[0]
	}
	listed := slices.DeleteFunc(at, func(r int) bool {
		return !(r > 0 && isEntry(g, r-1)) && !(r+1 < len(g.Lines) && isEntry(g, r+1))
	})
	if len(listed) == 1 {
		return listed[0]
	}
	return -1
}

// listAtFoot is the screen as a list at its foot: the rows to last, what
// is under them gone and the rows drop says taken out (rows describing
// entries); rows are the rows kept, by their new index, to say where each
// entry is.
func listAtFoot(g *grid, last int, drop func(int) bool) (emulator.Snapshot, []int) {
	c := g.Snapshot
	var rows []int
	var lines []string
	for r := 0; r <= last; r++ {
		if drop(r) {
			continue
		}
		rows = append(rows, r)
		lines = append(lines, g.Lines[r])
	}
	for len(lines) < len(g.Lines) {
		lines = append(lines, "")
	}
	moved := map[int]int{}
	for i, r := range rows {
		moved[r] = i
	}
	var runs []emulator.Run
	for _, run := range g.Runs {
		if i, ok := moved[run.Row]; ok {
			run.Row = i
			runs = append(runs, run)
		}
	}
	c.Lines, c.Runs = lines, runs
	if c.Cursor.Row > last {
		c.Cursor.Row = len(rows)
	}
	return c, rows
}

// pointedSpan is the rows of the pointed list whose pointed entry is on
// row at (g is s with drawn lines blanked): the first and last, whether
// a rule parts its entries, and which rows inside are none of its
// entries. Under numbered entries, a row without a number starting in
// their labels' column or right of it describes the entry above it
// (Codex's "Usage included with Plus, Pro, and Team plans"); a rule
// between entries, in their column ("──────────" over "leave as-is",
// inquirer's separator), parts them.
func pointedSpan(s, g *grid, at int) (start, end int, parted bool, skipped func(int) bool) {
	pcs := g.cells(at)
	pointed := parseItem(pcs, at, barEnd(pcs), g.Cols)
	describes := func(r int) bool {
		if pointed.key == "" || r <= 0 || strings.TrimSpace(g.Lines[r]) == "" {
			return false
		}
		cs := g.cells(r)
		it := parseItem(cs, r, barEnd(cs), g.Cols)
		return it.key == "" && !it.pointer && firstCol(cs, 0, g.Cols) >= pointed.label
	}
	rule := func(r int) bool {
		t := strings.TrimSpace(s.Lines[r])
		col := firstCol(s.cells(r), 0, s.Cols)
		return t != "" && strings.Trim(t, "─━═-=") == "" && r+1 < len(g.Lines) && isEntry(g, r+1) && col >= pointed.label-2 && col <= pointed.label
	}
	entry := func(r int) bool { return isEntry(g, r) || describes(r) }
	end = at
	for end+1 < len(g.Lines) && (entry(end+1) || rule(end+1)) {
		end++
		parted = parted || rule(end)
	}
	start = at
	for start > 0 && (entry(start-1) || (start > 1 && rule(start-1) && entry(start-2))) {
		start--
		parted = parted || rule(start)
	}
	if pointed.key == "" && end == start {
		if s, e, told := toldEntries(g, at, pointed.label); told != nil {
			return s, e, true, told
		}
	}
	return start, end, parted, func(r int) bool { return describes(r) || rule(r) }
}

// oneLook is the look every cell with text on row r is drawn in, one
// reporting whether there is one look for them all.
func oneLook(g *grid, r int) (l emulator.Look, one bool) {
	n := 0
	for _, c := range g.cells(r) {
		if c.s == " " {
			continue
		}
		if k := g.LookAt(r, c.col); n == 0 {
			l = k
		} else if k != l {
			return l, false
		}
		n++
	}
	return l, n > 0
}

// toldEntries is the span of a pointed list whose entries each have rows
// under them telling what the entry is, a blank row before the next
// entry (react-admin's data providers: "❯ Fakerest" over "  A
// client-side, in-memory data provider …"): the rows under the pointed
// entry set the telling look, one look for all their cells; every
// telling row is drawn in it, in the labels' column or right of it (or
// continuing a row the terminal wrapped), and no entry is. told reports
// the rows inside that are no entries; it is nil where the pointed row
// heads no such list of two entries or more. Where the telling rows do
// not share a look, entries heading paragraphs do (paragraphHeads).
func toldEntries(g *grid, at, label int) (start, end int, told func(int) bool) {
	if start, end, told = toldByLook(g, at, label); told != nil {
		return start, end, told
	}
	return paragraphHeads(g, at, label)
}

// toldByLook is toldEntries where the telling rows share one look.
func toldByLook(g *grid, at, label int) (start, end int, told func(int) bool) {
	blank := func(r int) bool { return r < 0 || r >= len(g.Lines) || strings.TrimSpace(g.Lines[r]) == "" }
	lookOf := func(r int) (emulator.Look, bool) {
		if blank(r) {
			return emulator.Look{}, false
		}
		return oneLook(g, r)
	}
	// The look the rows under the pointed entry are drawn in, one for
	// all, is the telling rows' look.
	tell, one := lookOf(at + 1)
	if blank(at+1) || !one {
		return 0, 0, nil
	}
	telling := func(r int) bool {
		l, one := lookOf(r)
		wrapped := r > 0 && carried(g.Snapshot, r-1)
		return !blank(r) && one && l == tell && (firstCol(g.cells(r), 0, g.Cols) >= label || wrapped)
	}
	entry := func(r int) bool {
		if blank(r) || !telling(r+1) {
			return false
		}
		cs := g.cells(r)
		it := parseItem(cs, r, barEnd(cs), g.Cols)
		l, _ := lookOf(r)
		return it.label == label && isEntry(g, r) && l != tell
	}
	// below is the row under entry r's telling rows.
	below := func(r int) int {
		r++
		for telling(r) {
			r++
		}
		return r
	}
	if !entry(at) {
		return 0, 0, nil
	}
	entries := []int{at}
	start = at
	for blank(start - 1) {
		r := start - 2
		for telling(r) {
			r--
		}
		if r == start-2 || !entry(r) || below(r) != start-1 {
			break
		}
		start = r
		entries = append(entries, r)
	}
	end = below(at) - 1
	for blank(end+1) && entry(end+2) {
		entries = append(entries, end+2)
		end = below(end+2) - 1
	}
	if len(entries) < 2 || !blank(end+1) {
		return 0, 0, nil
	}
	return start, end, func(r int) bool { return r >= start && r <= end && !slices.Contains(entries, r) }
}

// paragraphHeads is the span of a pointed list whose entries each head
// a paragraph telling what the entry is, one blank row between the
// paragraphs, every row of them starting in the labels' column or right
// of it, the heads in it (git-spice's login methods, a link in its
// telling rows): told reports the rows that are no heads. It is nil
// where the pointed row heads no such list of two entries or more.
func paragraphHeads(g *grid, at, label int) (start, end int, told func(int) bool) {
	blank := func(r int) bool { return r < 0 || r >= len(g.Lines) || strings.TrimSpace(g.Lines[r]) == "" }
	in := func(r int) bool { return !blank(r) && firstCol(g.cells(r), 0, g.Cols) >= label }
	head := func(r int) bool {
		if blank(r) || !blank(r-1) || !in(r+1) {
			return false
		}
		cs := g.cells(r)
		return parseItem(cs, r, barEnd(cs), g.Cols).label == label
	}
	if !head(at) {
		return 0, 0, nil
	}
	heads := []int{at}
	// Up: paragraph by paragraph while each starts with a head.
	for r := at - 2; r >= 0; {
		top := r
		for in(top - 1) {
			top--
		}
		if !head(top) && top > 0 && head(top-1) {
			top-- // (a head marked left of the labels' column: the pointer)
		}
		if !in(r) || !head(top) && !(top > 0 && head(top-1)) {
			break
		}
		heads = append(heads, top)
		r = top - 2
	}
	end = at
	for in(end + 1) {
		end++
	}
	for head(end + 2) {
		heads = append(heads, end+2)
		end += 2
		for in(end + 1) {
			end++
		}
	}
	if len(heads) < 2 || !blank(end+1) {
		return 0, 0, nil
	}
	start = slices.Min(heads)
	return start, end, func(r int) bool { return r >= start && r <= end && !slices.Contains(heads, r) }
}

// askedOver is the question over a list starting at row start: the
// nearest row above ending in "?" or ":" within eight rows, else the
// paragraph right above it (three rows at most).
func askedOver(s *grid, start int) string {
	for r := start - 1; r >= 0 && r >= start-8; r-- {
		if t := strings.TrimSpace(s.Lines[r]); (strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":")) && word.MatchString(t) {
			return t // (a mark alone, inquirer's "?" over a message begun on the next row, is none)
		}
	}
	var para []string
	r := start - 1
	for r >= 0 && strings.TrimSpace(s.Lines[r]) == "" {
		r--
	}
	for ; r >= 0 && len(para) < 3 && strings.TrimSpace(s.Lines[r]) != ""; r-- {
		para = append([]string{strings.TrimSpace(s.Lines[r])}, para...)
	}
	return strings.Join(para, " ")
}

// isEntry reports whether a row can be a list entry: short, not blank, not
// ending like a question, naming something, no part of a box.
// taggedEntry is an entry that starts with its tag in brackets, its
// words after it: "[ Create ] Create a new log file" (testdisk's).
var taggedEntry = regexp.MustCompile(`^\W?\[[^\]]{1,12}\]\s+\S`)

// numberedLong is an entry that starts with its number and a dot, a
// pointer before it or not: its words may run long ("❯ 1. Yes", "2. No,
// and tell the agent what to do differently (esc)").
var numberedLong = regexp.MustCompile(`^(\S\s)?\d{1,2}\.\s+\S`)

func isEntry(s *grid, row int) bool {
	t := unbarred(s, row)
	// (Its width is its own, without the pointer before it: "->    2
	// https://…" is as wide an entry as "      1 https://…".)
	n := len([]rune(strings.TrimLeft(unpointed(t), " ")))
	widest := max(s.Cols/2, 20)
	if taggedEntry.MatchString(t) || numberedLong.MatchString(t) || (!s.AltScreen && described(t, s.Cols)) {
		// "[ Append ] Append information to log file"; "2. Yes, allow
		// all edits during this session (shift+tab)"; on the main
		// screen, "❯ Approve  Applies the changes outlined in the plan."
		// (a window of a program's own shows settings beside its
		// entries).
		widest = max(s.Cols*3/4, 20)
	}
	if numberedLong.MatchString(t) {
		// A numbered answer may run to the screen's edge ("2. Yes, and
		// don't ask again for npm test commands in this project", an
		// agent's permission box eighty columns wide).
		widest = s.Cols - 2
	}
	return n > 0 && n <= widest && !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "?") &&
		entryWord.MatchString(t) && !strings.ContainsAny(t, "|│┃║") && !boxEdge.MatchString(t)
}

// described reports whether an entry is a short label, a quarter of the
// screen's width at most, then what it does set apart by two blanks or
// more, in three words or more and no label's colon ("Approve  Applies
// the changes outlined in the plan."; not "Fill With Zeros    Security
// Level: high", a setting shown beside an entry).
func described(t string, cols int) bool {
	parts := columnGap.Split(strings.TrimSpace(unpointed(strings.TrimSpace(t))), 2)
	return len(parts) == 2 && len([]rune(parts[0])) <= cols/4 && len(strings.Fields(parts[1])) >= 3 && !strings.Contains(parts[1], ":")
}

// unpointed is an entry's text without the pointer before it: a glyph
// or an arrow drawn in ASCII ("->", "=>").
func unpointed(t string) string {
	if rest, ok := strings.CutPrefix(strings.TrimLeft(t, "-"), ">"); ok && strings.HasPrefix(t, "-") && len(t)-len(rest) <= 4 {
		return rest // "->", "-->", "--->"
	}
	if rest, ok := strings.CutPrefix(t, "=>"); ok {
		return rest
	}
	if r, size := utf8.DecodeRuneInString(t); size > 0 && pointerMark(string(r)) {
		return t[size:]
	}
	return t
}

// boxEdge is a box's edge drawn in ASCII: "+-----+".
var boxEdge = regexp.MustCompile(`\+-|-\+|---`)

// entryWord is two letters or digits together: what an entry names (a
// row of single keys, "y k u", or a box's edge names nothing).
var entryWord = regexp.MustCompile(`[\p{L}\d]{2}`)

// numberedPrompt reads a numbered list and a line asking for the number
// under it, at most two blank rows between them (bash's select, tzselect,
// git clean -i's "What now>", Debian's select-editor that crontab -e
// runs), where the program reads a line: each entry's number is its key.
// A row may hold several entries in columns; text set apart after an
// entry is part of its label ("/bin/nano  <---- easiest"). It is a
// select (issue 44: numbered options are a list to choose from, whatever
// draws them), each entry's number its key; a line that names a default
// ("Choose 1-4 [1]:") gives its default.
var (
	// numberedTableRow is a table's row, its first cell a number.
	numberedTableRow = regexp.MustCompile(`^\s*[|│]\s*(\d{1,3})\s*[|│]\s*([^|│]*\S)\s*[|│].*[|│]\s*$`)
	// tableBorder is a table's border drawn in letters: "+---+-----+".
	tableBorder   = regexp.MustCompile(`^\+[-=+]+\+$`)
	numberedEntry = regexp.MustCompile(`^(?:[\[(]\s*(\d{1,3}|[a-z])\s*[\])]|(\d{1,3}|[a-zA-Z])[).:>]|(\d{1,3})(?:\s+[-–:>]|[-–]|\s*[=-]>))\s+(\S.*)$`)
	numberRange   = regexp.MustCompile(`\b\d{1,3}\s*(-|\.\.)\s*\d{1,3}\b`)
)

// numberedRowsAbove reads the numbered rows of a list over the row that
// asks (line, on row): across three blank rows at most, a wrong answer
// and the prompt asked again, and a hint that names the number to type;
// a rule or a blank row may stand between entries, and the rest of an
// entry the terminal wrapped onto the next row. above is the row the
// list was looked for from.
func numberedRowsAbove(s *grid, row int, line string) (above int, rows [][]Option) {
	above = row - 1
	for range 3 {
		if above > 0 && strings.TrimSpace(s.Lines[above]) == "" {
			above-- // blank rows between, three at most (GNU Shogi's "Enter Level:")
		}
	}
	for above >= 1 && line != "" && strings.HasPrefix(strings.TrimSpace(s.Lines[above]), line) && numberedRow(s.Lines[above], above) == nil {
		above-- // a wrong answer, the prompt asked again at once ("DNS [1-12]: 14" over "DNS [1-12]: ")
	}
	for above >= 1 && line != "" && strings.HasPrefix(strings.TrimSpace(s.Lines[above-1]), line) && numberedRow(s.Lines[above], above) == nil {
		// A wrong answer, and the prompt asked again ("Enter 1-4: 9",
		// "Try again.", then "Enter 1-4: "): the list is above the
		// first asking.
		above -= 2
	}
	if h := hintAbove(s, above); h >= 0 {
		above = h
	} else if above > 0 && parenHint(s.Lines[above]) {
		// "(type "?" for help, or <CTRL+C> to cancel)" under the list,
		// a blank row between at most ("(Don't see the one you want?
		// https://…)" under dbt's "[2] duckdb").
		b := above - 1
		if b > 0 && strings.TrimSpace(s.Lines[b]) == "" {
			b--
		}
		if numberedRow(s.Lines[b], b) != nil {
			above = b
		}
	}
	if above > 0 && tableBorder.MatchString(strings.TrimSpace(s.Lines[above])) && numberedTableRow.MatchString(s.Lines[above-1]) {
		above-- // a table's bottom border under its numbered rows
	}
	for r := above; r >= 0; r-- {
		entries := numberedRow(s.Lines[r], r)
		if entries == nil && betweenEntries(s, r, above, len(rows) > 0) {
			continue
		}
		if entries == nil {
			break
		}
		rows = append([][]Option{entries}, rows...)
	}
	return above, rows
}

// betweenEntries reports whether row r, no entry of a numbered list
// read up from row above, stands between its entries (an entry right
// over it): a rule or a blank row between entries ("*****" over "4.
// Quit", once an entry was read under it), or the rest of an entry the
// terminal, or the program at its width, wrapped onto the next row.
func betweenEntries(s *grid, r, above int, entriesUnder bool) bool {
	if r <= 0 || numberedRow(s.Lines[r-1], r-1) == nil {
		return false
	}
	if entriesUnder && (isRule(s.Lines[r]) || strings.TrimSpace(s.Lines[r]) == "") {
		return true
	}
	return r < above && fullRow(s, r-1) || r == above && wordWrapped(s, r)
}

// wordWrapped reports whether row r goes on with the row above, wrapped
// there by a program that breaks its lines between words at the
// terminal's width: it starts at the left edge in the middle of a
// sentence (a small letter first) and its first word would not have fit
// after the row above's last (rich's "… A template with a sidebar to"
// over "navigate pages.").
func wordWrapped(s *grid, r int) bool {
	next := strings.Fields(s.Lines[r])
	if r <= 0 || len(next) == 0 || lead(s.Lines[r]) > 0 || !unicode.IsLower([]rune(next[0])[0]) || strings.ContainsAny(s.Lines[r], "?:") {
		return false // (indented, or a capital first, it is a row of its own; a label or a question asks)
	}
	return uniseg.StringWidth(strings.TrimRight(s.Lines[r-1], " "))+1+uniseg.StringWidth(next[0]) > s.Cols
}

func numberedPrompt(s *grid) (p *Prompt) {
	row, line, ok := numberAsked(s)
	if !ok {
		return nil
	}
	defer func() {
		// A prompt that takes several numbers ("Your choice(multi use ,
		// separate):") is a multiselect; so is a list each of whose
		// entries is a box ("1. [x] linux"), a number toggling its box.
		if p != nil && (p.Kind == Select || p.Kind == Choice) && (severalAnswers.MatchString(line) || numberedBoxes(p) || defaultsListed(line, p)) {
			p.Kind = Multiselect
		}
		if i := p.SelectedIndex(); i >= 0 {
			// One entry marked the current one ("> 1. TCP"): what Enter
			// keeps where the prompt names no default. No highlight the
			// arrows move: its number is typed.
			if p.Default == "" {
				p.Default = p.Options[i].Key
			}
			for j := range p.Options {
				p.Options[j].Selected = nil
			}
		}
	}()
	if _, n := prefilled(strings.TrimSpace(cursorLine(s.Snapshot))); n != "" && row == s.Cursor.Row {
		defer func() {
			if p != nil && p.Default == "" && slices.ContainsFunc(p.Options, func(o Option) bool { return o.Key == n }) {
				p.Default = n
			}
		}()
	}
	above, rows := numberedRowsAbove(s, row, line)
	opts := slices.Concat(rows...)
	if len(opts) < 2 && rangeAlone.MatchString(line) {
		if q, below := numberedBelow(s, row); len(below) >= 2 {
			return &Prompt{Kind: Select, Question: q, Options: below}
		}
	}
	if len(opts) < 2 {
		if a, ranged := rangedListAbove(s, row, line); len(ranged) > 0 {
			above, rows = a, ranged
			opts = slices.Concat(rows...)
		}
	}
	current := ""
	if len(opts) < 2 {
		opts, current = numberedTable(s, above, numberRange.MatchString(line))
	}
	if len(opts) < 2 {
		if rs := listApart(s, row, line); len(rs) > 0 {
			rows, opts = rs, slices.Concat(rs...)
		}
	}
	if len(opts) < 2 {
		return nil
	}
	if current != "" && (strings.Contains(line, "[*]") || pressEnter.MatchString(line)) {
		// A table's current entry, marked, is what Enter keeps
		// (update-alternatives: "Press <enter> to keep the current
		// choice[*], or type selection number:").
		return &Prompt{Kind: Select, Question: line, Default: current, Options: opts}
	}
	return numberedQuestion(s, line, rows, opts)
}

// prefilledNumber is a prompt naming a range of numbers, then one of
// them put after it where the answer goes ("Port choice [1-3]: 1", as
// bash's read -e -i puts it): the prompt and the number.
var prefilledNumber = regexp.MustCompile(`^(.*\[\d{1,3}\s*-\s*\d{1,3}\]\s*:)\s+(\d{1,3})$`)

// prefilled is a line without the number put after its range
// (prefilledNumber), and that number; the line as it is and "" where
// none is.
func prefilled(line string) (prompt, number string) {
	if m := prefilledNumber.FindStringSubmatch(line); m != nil {
		return m[1], m[2]
	}
	return line, ""
}

// rangedListAbove reads a numbered list farther above the row asking
// than numberedRowsAbove looks, other text between (FreeNAS's console
// menu, then the address of its web page, then "Enter an option from
// 1-11:"): the nearest numbered rows within twenty rows up whose
// numbers run from the first of the range the line names to its last.
func rangedListAbove(s *grid, row int, line string) (int, [][]Option) {
	m := keyRange.FindStringSubmatch(line)
	if m == nil {
		return 0, nil
	}
	if m[1] == "" { // in words: "between 1 and 2"
		m[1], m[2] = m[3], m[4]
	}
	for r := row - 1; r >= 0 && r >= row-20; r-- {
		if numberedRow(s.Lines[r], r) == nil {
			continue
		}
		above, rows := numberedRowsAbove(s, r+1, "")
		opts := slices.Concat(rows...)
		if len(opts) >= 2 && opts[0].Key == m[1] && opts[len(opts)-1].Key == m[2] {
			return above, rows
		}
		return 0, nil
	}
	return 0, nil
}

// keyRange is the range of numbers a line asks from: "1-11", "0 - 2",
// or in words, "a value between 1 and 2", "from 1 to 5".
var keyRange = regexp.MustCompile(`(?i)\b(\d{1,3})\s*-\s*(\d{1,3})\b|\b(?:between|from)\s+(\d{1,3})\s+(?:and|to)\s+(\d{1,3})\b`)

// rangeAlone is a prompt that is a range of numbers and nothing else:
// "[1-2]:".
var rangeAlone = regexp.MustCompile(`^[\[(]?\d{1,2}\s*-\s*\d{1,2}[\])]?\s*[:?>]?$`)

// numberedBelow reads a question and the list numbered under it, both
// drawn under the row asking for the number (txt2regex's "[1-2]:" over
// "start to match:", "1) on the line beginning", …): a blank row
// between at most, the question ending in ":" or "?".
func numberedBelow(s *grid, row int) (string, []Option) {
	q := row + 1
	if q < len(s.Lines) && strings.TrimSpace(s.Lines[q]) == "" {
		q++
	}
	if q+1 >= len(s.Lines) {
		return "", nil
	}
	question := strings.TrimSpace(s.Lines[q])
	if !strings.HasSuffix(question, ":") && !strings.HasSuffix(question, "?") {
		return "", nil
	}
	var opts []Option
	for r := q + 1; r < len(s.Lines); r++ {
		entries := numberedRow(s.Lines[r], r)
		if entries == nil {
			break
		}
		opts = append(opts, entries...)
	}
	return question, opts
}

// numberAsked finds the line asking for a number: the cursor's row when
// it ends as a question does ("?", ":", ">") or in a default ("[1]",
// "Please choose one: [2]"), or the row over it when the cursor waits at the start of an
// empty row ("1) north" … "Which datacenter should run the job?", then a
// newline). A line naming keys of its own, letters, asks for none of the
// numbers above it.
func numberAsked(s *grid) (row int, line string, ok bool) {
	row = s.Cursor.Row
	if row <= 0 || row >= len(s.Lines) {
		return 0, "", false
	}
	line = strings.TrimSpace(cursorLine(s.Snapshot))
	line, _ = prefilled(line) // (a number put after the range, Enter takes it: numberedPrompt's default)
	if lp := parseQuestion(line); lp != nil && (lp.Kind == Choice || lp.Kind == Confirm) && len(lp.Options) >= 2 && !requiredWithDefault.MatchString(line) &&
		!slices.ContainsFunc(lp.Options, func(o Option) bool { return strings.ContainsAny(o.Key, "0123456789") }) {
		// The prompt names its own keys, letters ("display_super:
		// [m]odify or e[x]it:" under a dump of numbered fields): it
		// asks for one of them, not for a number above.
		return 0, "", false
	}
	if line == "" && s.Cursor.Col == 0 && row > 0 && choiceTold.MatchString(s.Lines[row-1]) {
		// The row above tells to type a choice and press Enter
		// (JBang's "Type in your choice and hit enter."): it asks for
		// one of the numbers over it.
		return row - 1, strings.TrimSpace(s.Lines[row-1]), true
	}
	if line == "" && s.Cursor.Col == 0 {
		if listUnderQuestion(s, row) {
			// The cursor at the start of the row right under a numbered
			// list that a question heads (PyInputPlus's "Please select
			// one of the following:" over "1. wheat" … "3. sourdough"):
			// the answer is typed there.
			return row, "", true
		}
		row--
		line = strings.TrimSpace(s.Lines[row])
		return row, line, strings.HasSuffix(line, "?") || strings.HasSuffix(line, ":")
	}
	if arrowAlone.MatchString(line) && row > 1 {
		// An arrow alone where the answer goes, under the words that
		// name it (an AS/400 menu's "Selection or command" over
		// "===>"): the words ask.
		if label := strings.TrimSpace(s.Lines[row-1]); word.MatchString(label) && numberedRow(label, row-1) == nil {
			return row - 1, label, true
		}
	}
	if bareDefault.MatchString(line) || labelBracketDef.MatchString(line) || (strings.HasSuffix(line, "]") && questionDef.MatchString(line)) {
		// A default alone ("[1]"), or after the label's colon ("Please
		// choose one: [2]") or question mark ("Which mirror? [2]").
		return row, line, true
	}
	return row, line, endsAsking(line)
}

// endsAsking reports whether a line under a numbered list ends as one
// that asks for a number does: a question mark, a colon or ">", a range
// in brackets, a default told after it.
func endsAsking(line string) bool {
	return strings.HasSuffix(line, "?") || strings.HasSuffix(line, ":") || strings.HasSuffix(line, ">") || rangeAfter.MatchString(line) || requiredWithDefault.MatchString(line) || defaultAfterAsk.MatchString(line)
}

// defaultAfterAsk is a default told in parentheses after the colon or
// question mark that asks: OneinStack's "Please input a number:(Default
// 1 press Enter)".
var defaultAfterAsk = regexp.MustCompile(`(?i)[:?]\s*\(\s*default:?\s+\w+[^()]*\)\s*$`)

// requiredWithDefault is a question marked required, its default in
// parentheses after it: "Widget Type?* (Orange)".
var requiredWithDefault = regexp.MustCompile(`[?:]\*…?\s*\(([^()]{1,60})\)$`)

// defaultsListed reports whether line names, in the parentheses of its
// default, two of p's options or more (promptwithoptions' "Zones?*…
// (Header, Main area, Default)"): several answers are taken.
func defaultsListed(line string, p *Prompt) bool {
	m := requiredWithDefault.FindStringSubmatch(line)
	if m == nil || !strings.Contains(m[1], ", ") {
		return false
	}
	for _, d := range strings.Split(m[1], ", ") {
		if !slices.ContainsFunc(p.Options, func(o Option) bool { return o.Label == d }) {
			return false
		}
	}
	return true
}

// listUnderQuestion reports whether the rows right over row are a
// numbered list of two entries or more, headed by a row that asks
// (ending in a question mark or a colon).
func listUnderQuestion(s *grid, row int) bool {
	if row >= 3 && len(bareNumberedAbove(s, row)) >= 2 {
		return true
	}
	if row < 3 || numberedRow(s.Lines[row-1], row-1) == nil {
		return false
	}
	_, rows := numberedRowsAbove(s, row, "")
	if len(rows) < 2 {
		return false
	}
	top := rows[0][0].Row - 1
	if top < 0 {
		return false
	}
	q := strings.TrimSpace(s.Lines[top])
	return strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":")
}

// listApart reads a numbered list set apart from the row asking, where
// numberedRowsAbove read none right over it: entries numbered with bare
// numbers under a question, the cursor under them (line empty); or,
// under a row telling to type a choice, the nearest numbered rows within
// eight above it, a note and blank rows between ("Any other response
// will result in exit.").
func listApart(s *grid, row int, line string) [][]Option {
	if line == "" {
		if bare := bareNumberedAbove(s, row); len(bare) >= 2 {
			return [][]Option{bare}
		}
	}
	if !choiceTold.MatchString(line) {
		return nil
	}
	for r := row - 1; r >= 0 && r >= row-8; r-- {
		if numberedRow(s.Lines[r], r) != nil {
			if _, rs := numberedRowsAbove(s, r+1, ""); len(slices.Concat(rs...)) >= 2 {
				return rs
			}
		}
	}
	return nil
}

// choiceTold is a row telling to type one's choice (and press Enter):
// "Type in your choice and hit enter.", "Enter your selection".
var choiceTold = regexp.MustCompile(`(?i)\b(type|enter|input)\b(\s+in)?\s+(your|a|the)\s+(choice|selection|option)\b`)

// bareNumber is a list's entry numbered with a bare number, two blanks
// or more after it: "     1  ada@quarry.example".
var bareNumber = regexp.MustCompile(`^\s*(\d{1,2})\s{2,}(\S.*?)\s*$`)

// bareNumberedAbove reads the entries right over row numbered with bare
// numbers (bareNumber), counting up by one from 0 or 1, two or more,
// under a row that asks (ending in a question mark or a colon): mutt
// wizard's accounts under "Select the account you would like to delete
// (by number):". Nil where there are none so.
func bareNumberedAbove(s *grid, row int) []Option {
	var opts []Option
	r := row - 1
	for ; r >= 0; r-- {
		l := s.Lines[r]
		m := bareNumber.FindStringSubmatchIndex(l)
		if m == nil {
			break
		}
		opts = append([]Option{{Label: l[m[4]:m[5]], Key: l[m[2]:m[3]], Row: r, Col: uniseg.StringWidth(l[:m[4]])}}, opts...)
	}
	if len(opts) < 2 || r < 0 || (opts[0].Key != "0" && opts[0].Key != "1") {
		return nil
	}
	first, _ := strconv.Atoi(opts[0].Key)
	for i, o := range opts {
		if o.Key != strconv.Itoa(first+i) {
			return nil
		}
	}
	if q := strings.TrimSpace(s.Lines[r]); !strings.HasSuffix(q, "?") && !strings.HasSuffix(q, ":") {
		return nil
	}
	return opts
}

// arrowAlone is an arrow drawn alone where a line is typed: "===>",
// "-->", "=>".
var arrowAlone = regexp.MustCompile(`^[=-]{2,}>$`)

// rangeAfter is a question, then the range of numbers it takes in
// parentheses or brackets: "What is your choice? (1-2)".
var rangeAfter = regexp.MustCompile(`[?:]\s*[\[(]\d{1,3}\s*(?:-|\.\.)\s*\d{1,3}[\])]\s*:?$`)

// numberedQuestion reads the question and the default of a numbered list
// under line, the row asking for a number: the row above the list, where
// it asks ("Select license:" over "1 - MIT" … "Choose from 1, 2, 3
// [1]:"), is the question; the line under the list says how to answer
// ("Your selection?", "Choice [2]:", a default alone, "[1]").
func numberedQuestion(s *grid, line string, rows [][]Option, opts []Option) *Prompt {
	asked := ""
	top := opts[0].Row - 1
	if top > 0 && strings.TrimSpace(s.Lines[top]) == "" {
		top-- // a blank row between
	}
	if top >= 0 {
		if t := strings.TrimSpace(s.Lines[top]); strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") || (askingVerb.MatchString(t) && !strings.HasSuffix(t, ".")) {
			// (Or a title that asks in the imperative: "Please enter the
			// Python interpreter to use", "Choose one"; a sentence
			// ending in a full stop explains: "Select an editor.  To
			// change later, run 'select-editor'.")
			asked = t
		}
	}
	askedDefault := ""
	if m := bracketDef.FindStringSubmatch(asked); m != nil && slices.ContainsFunc(opts, func(o Option) bool { return o.Label == m[2] || o.Key == m[2] }) {
		// The question over the list names its default ("Which runner?
		// [arm64-large]:").
		asked, askedDefault = strings.TrimSpace(m[1]), m[2]
	}
	ask := func(q string) string {
		if asked != "" {
			return asked
		}
		return q
	}
	if q, def, ok := numberedDefault(line, opts); ok {
		return &Prompt{Kind: Select, Question: ask(q), Default: def, Options: opts}
	}
	// bash's select asks with PS3, "#?" by default, fsck.fat with the
	// keys it takes ("[12?q]?"), no word in either: the row above the
	// list says what it is for.
	if !wordOf2.MatchString(line) && len(rows) > 0 {
		if above := rows[0][0].Row - 1; above >= 0 && wordOf2.MatchString(s.Lines[above]) {
			if asked != "" {
				return &Prompt{Kind: Select, Question: asked, Default: askedDefault, Options: opts}
			}
			line = strings.Trim(s.Lines[above], " -=*_~#") // a title between rules ("---- Menu ----")
		}
	}
	return &Prompt{Kind: Select, Question: ask(line), Default: askedDefault, Options: opts}
}

// wordOf2 is a word of two letters or more.
var wordOf2 = regexp.MustCompile(`\p{L}{2}`)

// numberedDefault reads the default the row asking for a number names,
// and the question it asks before it: a key alone ("[1]"), a label in
// brackets ("Which runner? [arm64-large]:"), a key in brackets after a
// range or a question ("Choose from 1, 2, 3 [1]:", "Which mirror?
// [2]"), a key named among
// the range ("[1-3, default 1]"), after a label's words ("Choice
// [2]:"), or after "default:" ("Your choice[default:0]:"); a range
// alone asks with no default. ok is false where the row names none of
// these.
func numberedDefault(line string, opts []Option) (question, def string, ok bool) {
	isKey := func(k string) bool { return slices.ContainsFunc(opts, func(o Option) bool { return o.Key == k }) }
	if m := bareDefault.FindStringSubmatch(line); m != nil && isKey(m[1]) {
		return "", m[1], true
	}
	if m := parenBefore.FindStringSubmatch(line); m != nil && isKey(m[2]) {
		return strings.TrimSpace(m[1]) + ":", m[2], true // a key in parentheses before the colon ("Please select (0):")
	}
	if m := bracketDef.FindStringSubmatch(line); m != nil && !isKey(m[2]) && slices.ContainsFunc(opts, func(o Option) bool { return o.Label == m[2] }) {
		return strings.TrimSpace(m[1]), m[2], true
	}
	if m := bracketDef.FindStringSubmatch(line); m != nil && (numberRange.MatchString(m[1]) || isKey(m[2])) {
		return strings.TrimSpace(m[1]), m[2], true
	}
	if m := inDefault.FindStringSubmatch(line); m != nil && isKey(m[1]) {
		return line, m[1], true
	}
	if m := questionDef.FindStringSubmatch(line); m != nil && isKey(m[2]) {
		return unmarked(strings.TrimSpace(m[1])), m[2], true // "? Which mirror? [2]"
	}
	if m := labelBracketDef.FindStringSubmatch(line); m != nil && isKey(m[2]) {
		return strings.TrimSpace(m[1]), m[2], true
	}
	if numberRange.MatchString(line) {
		return line, "", true
	}
	if m := namedDef.FindStringSubmatch(line); m != nil && isKey(strings.TrimSpace(m[2])) {
		return strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), true
	}
	if loc := defaultAfterAsk.FindStringIndex(line); loc != nil {
		// "Please input a number:(Default 1 press Enter)": the key the
		// parentheses name after the colon.
		if f := strings.Fields(strings.Trim(line[loc[0]+1:], " ()")); len(f) > 1 && isKey(f[1]) {
			return strings.TrimSpace(line[:loc[0]+1]), f[1], true
		}
	}
	return "", "", false
}

// settingsMenu reads a menu of settings, each keyed by a letter or digit
// in a column of its own ("  U                 Search for best tree?
// Yes"), four rows or more one under the other (headings in capitals
// and blank rows between), over the line that asks for a key ("  Y to
// accept these or type the letter for one to change", "Quit [q],
// confirm [y], or change [menu] settings:") where the cursor waits, at
// its end or on the empty row under it: a choice of the settings' keys,
// then the line's own.
func settingsMenu(s *grid) *Prompt {
	row := s.Cursor.Row
	if row <= 0 || row >= len(s.Lines) {
		return nil
	}
	ask := strings.TrimSpace(s.Lines[row])
	if ask == "" && s.Cursor.Col == 0 {
		row--
		ask = strings.TrimSpace(s.Lines[row])
	}
	if ask == "" {
		return nil
	}
	own := settingKeys(ask)
	if own == nil {
		return nil
	}
	opts := settingRows(s, row)
	if len(opts) < 4 {
		return nil
	}
	return &Prompt{Kind: Choice, Question: ask, Options: append(opts, own...)}
}

// settingKeys are the keys a line asking over a menu of settings names:
// its own ("Y to accept these", "Quit [q], confirm [y]", or keys it
// names otherwise), where it tells to type a letter for a setting or
// names settings to change.
func settingKeys(ask string) []Option {
	if !changeSetting.MatchString(ask) {
		return nil
	}
	if m := keyToDo.FindStringSubmatch(ask); m != nil {
		return []Option{{Label: m[2], Key: m[1]}}
	}
	if ms := wordKey.FindAllStringSubmatch(ask, -1); len(ms) > 0 {
		var out []Option
		for _, m := range ms {
			out = append(out, Option{Label: m[1], Key: m[2]}) // "Quit [q]"
		}
		return out
	}
	if p := parseQuestion(ask); p != nil && (p.Kind == Choice || p.Kind == Confirm) {
		var out []Option
		for _, o := range p.Options {
			if len(o.Key) == 1 {
				out = append(out, Option{Label: o.Label, Key: o.Key})
			}
		}
		return out
	}
	return nil
}

// settingRows reads the settings over row, top down: each row a key
// alone in one column, blanks, then the setting's label and its value
// set apart by a gap ("U   Search for best tree?  Yes"): the label is
// the option's.
func settingRows(s *grid, row int) []Option {
	var opts []Option
	col := -1
	for r := row - 1; r >= 0; r-- {
		line := s.Lines[r]
		t := strings.TrimSpace(line)
		if t == "" || (len(opts) > 0 && heading.MatchString(strings.ReplaceAll(t, " ", "")+":") && strings.ToUpper(t) == t) {
			continue // a blank row, or a heading in capitals ("OUTPUT OPTIONS")
		}
		m := settingRow.FindStringSubmatchIndex(line)
		if m == nil || (col >= 0 && m[2] != col) {
			break
		}
		col = m[2]
		label := strings.TrimSpace(line[m[4]:])
		if i := strings.Index(label, "  "); i > 0 {
			label = label[:i]
		}
		opts = append([]Option{{Label: label, Key: line[m[2]:m[3]], Row: r, Col: m[4]}}, opts...)
	}
	return opts
}

var (
	// changeSetting is a line that asks for a setting's key: "type the
	// letter for one to change", "change [menu] settings".
	changeSetting = regexp.MustCompile(`(?i)\b(letter|number|key)\b.*\bchange\b|\bchange\b.*\bsettings?\b`)
	// keyToDo is a key and what it does, leading a line: "Y to accept
	// these or …".
	keyToDo = regexp.MustCompile(`^([A-Za-z0-9])\s+to\s+(\pL+(?:\s+\pL+)?)`)
	// wordKey is a word and its key in brackets after it: "Quit [q]".
	wordKey = regexp.MustCompile(`(\pL+)\s*\[([A-Za-z0-9])\]`)
	// settingRow is a setting keyed by one letter or digit, blanks, then
	// its label: "  U                 Search for best tree?  Yes".
	settingRow = regexp.MustCompile(`^\s{0,4}([A-Za-z0-9])\s{2,}(\S)`)
)

// boldKeys reads entries one above the other, each with one letter drawn
// bold and nothing else so drawn (bibcursed's "Search and query", its S
// bold), over the question the cursor waits after ("What do you want to
// do?"): a choice, each entry's bold letter its key.
func boldKeys(s *grid) *Prompt {
	row := s.Cursor.Row
	q := strings.TrimSpace(cursorLine(s.Snapshot))
	if !s.Cursor.Visible || row < 3 || !(strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":")) {
		return nil
	}
	var opts []Option
	for r := row - 1; r >= 0 && r >= row-16; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		key, ok := boldLetter(s, r)
		if !ok {
			break
		}
		opts = append([]Option{{Label: t, Key: strings.ToLower(key), Row: r, Col: firstCol(s.cells(r), 0, s.Cols)}}, opts...)
	}
	if len(opts) < 3 || !distinctOptionKeys(opts) {
		return nil
	}
	return &Prompt{Kind: Choice, Question: q, Options: opts}
}

// boldLetter is the one cell of a row drawn bold, a letter within its
// words, and whether there is exactly one.
func boldLetter(s *grid, row int) (string, bool) {
	key := ""
	for _, r := range s.Runs {
		if r.Row != row || r.Attr&emulator.Bold == 0 {
			continue
		}
		if r.Len != 1 || key != "" {
			return "", false
		}
		key = at(s.cells(row), r.Col)
	}
	rs := []rune(key)
	return key, len(rs) == 1 && unicode.IsLetter(rs[0])
}

// numberedBoxes reads entries each of which starts with a box to tick
// ("[x] linux", "[ ] darwin") as boxes: the box off the label, ticked
// or not. It reports whether every entry is one.
func numberedBoxes(p *Prompt) bool {
	boxed := func(label string) bool {
		cs := cellsOf(label)
		return len(cs) > 4 && cs[0].s == "[" && asciiBox(cs) && cs[3].s == " "
	}
	for _, o := range p.Options {
		if !boxed(o.Label) {
			return false
		}
	}
	for i, o := range p.Options {
		cs := cellsOf(o.Label)
		p.Options[i].Label, p.Options[i].Checked = strings.TrimSpace(textIn(cs, 4, len(cs)+1)), boolp(checkInside[cs[1].s])
	}
	return true
}

// severalAnswers is a prompt's word that it takes several answers: "multi
// use , separate", "multiple", "separated by commas".
var severalAnswers = regexp.MustCompile(`(?i)\b(multi|multiple|several|comma|commas)\b|\bseparate[ds]?\b.{0,12}[,;]|[,;] *separate`)

// numberedTable reads a table whose first column numbers its rows, from
// row up (update-alternatives' "  Selection    Path    Priority
// Status", a rule, then "* 0    /bin/nano    40    auto mode"): each
// row a number alone then two blanks or more, the numbers counting by
// one, the current one marked by a "*" before it (returned as current);
// ranged: the prompt names the range of numbers to type.
// The rows' other columns are the entry's label; a header and its rule
// above them end it.
func numberedTable(s *grid, row int, ranged bool) (opts []Option, current string) {
	for r := row; r >= 0; r-- {
		line := s.Lines[r]
		m := tableEntry.FindStringSubmatchIndex(line)
		if m == nil || (!ranged && m[7]-m[6] < 2) {
			break
		}
		key := line[m[4]:m[5]]
		if len(opts) > 0 {
			if n, _ := strconv.Atoi(key); strconv.Itoa(n+1) != opts[0].Key {
				return nil, ""
			}
		}
		if m[2] >= 0 && current == "" {
			current = key
		}
		label := collapse(strings.Join(piece.FindAllString(line[m[7]:], -1), "  "))
		opts = append([]Option{{Label: label, Key: key, Row: r, Col: len(cellsOf(line[:m[4]]))}}, opts...)
	}
	return opts, current
}

// tableEntry is a row of a numbered table: a mark of the current one, a
// number, blanks (two or more, or one under a prompt that names the
// range of numbers to type: trash-restore's "   0 2026-03-14 09:30:00
// /tmp/a.log" under "What file to restore [0..1]:").
var tableEntry = regexp.MustCompile(`^\s*(\*\s+)?(\d{1,3})(\s+)\S`)

// hintAbove skips a hint between a numbered list and the line asking for
// one of its numbers, from row up: a block of at most three rows of text
// that names the number to type ("Please provide input at prompt as: >>
// ItemNumber …"), under a blank row; it returns the row above the blank
// (where the list ends), or -1.
func hintAbove(s *grid, row int) int {
	var text []string
	r := row
	for ; r >= 0 && len(text) <= 3 && strings.TrimSpace(s.Lines[r]) != ""; r-- {
		if numberedRow(s.Lines[r], r) != nil {
			return -1
		}
		text = append([]string{strings.TrimSpace(s.Lines[r])}, text...)
	}
	if len(text) == 0 || len(text) > 3 || r < 1 || !namesNumber.MatchString(strings.Join(text, "")) {
		return -1
	}
	return r - 1
}

// parenHint reports whether a row is a hint in parentheses and nothing
// else: "(type "?" for help, or <CTRL+C> to cancel)".
func parenHint(row string) bool {
	t := strings.TrimSpace(row)
	return len(t) > 2 && t[0] == '(' && strings.IndexByte(t, ')') == len(t)-1
}

// namesNumber is a hint naming the number of an entry to type.
var namesNumber = regexp.MustCompile(`(?i)(item|entry|option|choice|menu|selection)\s?(number|no\b|#)`)

// isRule is a row drawn of one mark repeated: a rule.
func isRule(line string) bool {
	t := strings.TrimSpace(line)
	r, _ := utf8.DecodeRuneInString(t)
	return utf8.RuneCountInString(t) >= 3 && strings.Trim(t, string(r)) == "" && strings.ContainsRune("*-=_#~─━═", r)
}

// bareDefault is a prompt that is a default alone in brackets: "[1]".
var bareDefault = regexp.MustCompile(`^\[(\w{1,20})\]$`)

// numberedRow reads the entries of one row, set apart by two spaces or
// more, or returns nil when the row does not start with one. A piece that
// is no entry belongs to the entry before it.
func numberedRow(line string, row int) []Option {
	// A key set apart from its label by a wide gap ("0.      Cancel",
	// fwupdmgr's; "[1]     Anthropic", fabric's) is the entry's all
	// the same.
	line = keyGap.ReplaceAllString(line, "$1 ")
	if m := bracketWordKey.FindStringSubmatch(line); m != nil && (m[3] != "" || strings.HasPrefix(m[4], m[2])) {
		// A word for a key in brackets, padded to the width of the
		// longest or the label's own first word ("[css-js        ]
		// css-js" … "[theme-registry] theme-registry", Symfony's
		// choices keyed by name): typing it picks the entry.
		return []Option{{Label: collapse(m[4]), Key: m[2], Row: row, Col: len(m[1])}}
	}
	if m := numberedTableRow.FindStringSubmatch(line); m != nil {
		// A table's row whose first cell is its number ("| 1 |
		// mirror-fra | Frankfurt |"): the next cell names it.
		return []Option{{Label: strings.TrimSpace(m[2]), Key: m[1], Row: row, Col: strings.Index(line, m[2])}}
	}
	var out []Option
	for _, loc := range piece.FindAllStringIndex(line, -1) {
		text := line[loc[0]:loc[1]]
		current := false
		if len(out) == 0 {
			rest, ok := strings.CutPrefix(text, "> ")
			if !ok {
				rest, ok = strings.CutPrefix(text, "* ")
			}
			if ok && numberedEntry.MatchString(rest) {
				// "> 1. TCP" over "  2. QUIC", " * 5) 3.0": the mark
				// before the number says which answer is the current
				// one.
				text, current = rest, true
			}
		}
		m := numberedEntry.FindStringSubmatch(text)
		switch {
		case m != nil:
			o := Option{Label: collapse(m[4]), Key: m[1] + m[2] + m[3], Row: row, Col: len(cellsOf(line[:loc[0]]))}
			if current {
				o.Selected = boolp(true) // (read as the default by numberedPrompt)
			}
			out = append(out, o)
		case len(out) == 0:
			return nil
		default:
			out[len(out)-1].Label += " " + collapse(text)
		}
	}
	return out
}

// keyGap is an entry's number at the start of its row, bare or in
// brackets, a mark of the current entry before it at most, then two
// blanks or more.
var keyGap = regexp.MustCompile(`^(\s*(?:[>*] )?(?:\d{1,3}[).:]|[\[(]\d{1,3}[\])]))\s{2,}`)

// bracketWordKey is a word in lower case in brackets at the start of a row,
// blanks after it inside them at most, then the entry's label.
var bracketWordKey = regexp.MustCompile(`^(\s*)\[([a-z][a-z0-9_.-]{0,30})(\s*)\]\s+(\S.*)$`)

// piece is a run of text without two spaces in a row.
var piece = regexp.MustCompile(`\S+(?: \S+)*`)

// cursorEntry reads a list of keyed entries ("a) Female", "b) Male"), one
// a row, in one column, whose program puts the terminal's cursor on the
// key of the current one (Angband's birth menu, which tells it apart by
// a colour alone): a select, the cursor's entry selected. The question is
// the nearest row with text above the entries, three rows up at most.
func cursorEntry(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return nil
	}
	entry := func(r int) (item, bool) { return menuEntry(s, r) }
	cur, ok := entry(c.Row)
	if !ok || c.Col < cur.label || c.Col >= cur.label+len(cur.key) {
		return nil
	}
	items := []item{cur}
	for r := c.Row - 1; ; r-- {
		it, ok := entry(r)
		if !ok || it.label != cur.label {
			break
		}
		items = append([]item{it}, items...)
	}
	for r := c.Row + 1; ; r++ {
		it, ok := entry(r)
		if !ok || it.label != cur.label {
			break
		}
		items = append(items, it)
	}
	if len(items) < 2 {
		return nil
	}
	q := titleOver(s, items[0].row)
	if !title(q) {
		return nil
	}
	opts := make([]Option, len(items))
	for i, it := range items {
		opts[i] = Option{Label: it.text, Key: it.key, Row: it.row, Col: it.label, Selected: boolp(it.row == c.Row)}
	}
	return &Prompt{Kind: Select, Question: q, Options: opts}
}

// menuEntry reads row r as an entry of a menu of keys: a key before a
// short label ("b : Build the release", "2) Apache"), no pointer.
func menuEntry(s *grid, r int) (item, bool) {
	if r < 0 || r >= len(s.Lines) {
		return item{}, false
	}
	it := parseItem(s.cells(r), r, 0, s.Cols)
	return it, it.key != "" && it.label >= 0 && !it.pointer && len([]rune(it.text)) <= s.Cols/2
}

// titleOver is the nearest row with text above row r, three rows up at
// most, without a rule drawn around it ("---- Release ----").
func titleOver(s *grid, r int) string {
	q := ""
	for a := r - 1; a >= 0 && a >= r-3 && q == ""; a-- {
		q = strings.TrimSpace(strings.Trim(strings.TrimSpace(s.Lines[a]), "-=─━═"))
	}
	return q
}

// keyedMenu reads a menu of keys a program printed and waits under,
// reading keys (cli-menu's "b : Build the release" … "q : Quit" under
// its title in a rule): entries keyed one a row in one column, their
// keys all different, the terminal's cursor at the start of the empty
// row right under the last, nothing under it. A key chooses; no entry
// is current.
func keyedMenu(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Col != 0 || c.Row < 2 || c.Row >= len(s.Lines) || s.AltScreen {
		return nil
	}
	if rowsWithText(s.Lines[c.Row:]) > 0 {
		return nil
	}
	var items []item
	keys := map[string]bool{}
	for r := c.Row - 1; r >= 0; r-- {
		it, ok := menuEntry(s, r)
		if !ok || (len(items) > 0 && it.label != items[0].label) || keys[it.key] {
			break
		}
		keys[it.key] = true
		items = append([]item{it}, items...)
	}
	if len(items) < 2 {
		return nil
	}
	q := titleOver(s, items[0].row)
	if !title(q) {
		return nil
	}
	opts := make([]Option, len(items))
	for i, it := range items {
		opts[i] = Option{Label: it.text, Key: it.key, Row: it.row, Col: it.label}
	}
	return &Prompt{Kind: Select, Question: q, Options: opts}
}

// codedMenu reads a menu of codes a program printed over the line that
// asks for one (VistA's "PT     Patient Inquiry" … "RS     Registration
// Menu ..." over "Select ADT Manager Menu Option:"): two entries or
// more, a row each, indented, each a code of capitals (a letter, then
// up to three capitals or digits), two blanks or more, then its label,
// the codes all different, a blank row at most between them and the
// line, which starts by asking to choose and ends in a colon, the
// cursor after it: a choice of the codes.
func codedMenu(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 2 || c.Row >= len(s.Lines) {
		return nil
	}
	line := strings.TrimSpace(s.Lines[c.Row])
	if !strings.HasSuffix(line, ":") || !askingVerb.MatchString(line) || rowsWithText(s.Lines[c.Row+1:]) > 0 {
		return nil
	}
	r := c.Row - 1
	if strings.TrimSpace(s.Lines[r]) == "" {
		r--
	}
	var opts []Option
	keys := map[string]bool{}
	for ; r >= 0; r-- {
		m := codedEntry.FindStringSubmatch(s.Lines[r])
		if m == nil || keys[m[1]] {
			break
		}
		keys[m[1]] = true
		opts = append([]Option{{Label: m[2], Key: m[1], Row: r}}, opts...)
	}
	if len(opts) < 2 {
		return nil
	}
	return &Prompt{Kind: Choice, Question: line, Options: opts}
}

// codedEntry is a menu's entry under its code: "   PT     Patient
// Inquiry".
var codedEntry = regexp.MustCompile(`^\s{1,8}([A-Z][A-Z0-9]{0,3})\s{2,}(\S.*?)\s*$`)
