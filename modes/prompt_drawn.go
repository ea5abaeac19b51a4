package modes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agentty/agentty/emulator"
	"github.com/rivo/uniseg"
)

// Menus and fields drawn by any library: a list with one entry set apart
// by reverse video or a background of its own (curses, tview, urwid,
// blessed, newt, a dialog inside a full-screen program), and a text field
// with its label where the terminal's cursor waits.

// frameGlyphs draw the sides of a box.
var frameGlyphs = map[string]bool{"│": true, "┃": true, "║": true, "|": true}

// cornerGlyphs start a box's top edge.
var cornerGlyphs = map[string]bool{"┌": true, "╭": true, "┏": true, "╔": true}

// lineGlyphs draw a box's top edge around its title.
const lineGlyphs = "─━═┌┐╭╮┏┓╔╗┤├┨┠╡╞ "

// frameAround returns the columns of the box sides around cells [from,
// to) of a row: the nearest side left of from and right of to, or the
// screen's edges.
func frameAround(s *grid, row, from, to int) (int, int) {
	left, right := -1, s.Cols
	for _, c := range s.cells(row) {
		if !frameGlyphs[c.s] {
			continue
		}
		if c.col < from {
			left = c.col
		} else if c.col >= to && c.col < right {
			right = c.col
			break
		}
	}
	return left, right
}

// underscoredField reads a text field drawn as a run of underscores set
// apart by reverse video or a background (cursive's focused EditView, a
// form's blank to fill: "______", what was typed before them), under the
// rows of its box that say what it asks ("Please enter your GPG key
// ID"). Where several are drawn (a window's field under a dialog's), the
// one nearest the terminal's cursor, shown or hidden, is the one typed
// into.
func underscoredField(s *grid) *Prompt {
	best, dist := Highlight{Row: -1}, 0
	for _, h := range Highlights(s.Snapshot) {
		t := strings.TrimRight(h.Text, " ")
		if n := len(t) - len(strings.TrimRight(t, "_")); n < 8 {
			continue
		}
		d := abs(h.Row - s.Cursor.Row)
		if best.Row >= 0 && d >= dist {
			continue
		}
		best, dist = h, d
	}
	if best.Row < 1 {
		return nil
	}
	left, right := frameAround(s, best.Row, best.Col, best.Col+best.Len)
	var asked []string
	for r := best.Row - 1; r >= 0 && len(asked) < 3; r-- {
		cs := s.cells(r)
		if left >= 0 && (cornerGlyphs[at(cs, left)] || !frameGlyphs[at(cs, left)]) {
			break
		}
		t := strings.TrimSpace(textIn(cs, left+1, right))
		if t == "" || strings.Trim(t, lineGlyphs+"└┘╰╯┗┛╚╝") == "" {
			break
		}
		asked = append([]string{t}, asked...)
	}
	if len(asked) == 0 || !word.MatchString(asked[len(asked)-1]) {
		return nil
	}
	p := textPrompt(strings.Join(asked, " "), "")
	if v := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(best.Text), "_")); v != "" && p.Kind != Password {
		p.Value = v
	}
	return p
}

// bracketField reads a field drawn as square brackets round its blank
// after its label on the row, the terminal's cursor inside them
// (InsydeH2O's "Enter New Password     [              ]"): what was typed
// before the cursor is its value; a secret's label makes it a password.
func bracketField(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return nil
	}
	before, after := cutAtWidth(s.Lines[c.Row], c.Col)
	open := strings.LastIndex(before, "[")
	end := strings.Index(after, "]")
	if open < 0 || end < 0 || strings.Contains(before[open:], "]") || strings.Contains(after[:end], "[") {
		return nil
	}
	label := strings.TrimSpace(strings.Trim(before[:open], " │┃║"))
	if !boxLabel.MatchString(label) && !(askingVerb.MatchString(label) && title(label)) {
		return nil
	}
	if uniseg.StringWidth(before[open:])+uniseg.StringWidth(after[:end]) < 6 {
		return nil // (a key or a mark in brackets: "[y]", "[x]")
	}
	p := textPrompt(label, "")
	if v := strings.TrimSpace(before[open+1:]); v != "" && p.Kind != Password {
		p.Value = v
	}
	return p
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// tiledPane reports whether the frame whose sides are at left and right
// on row is one of panes laid side by side (lazygit's files beside its
// diff): a frame of its own (a corner above its right side, not a
// table's junction) with another frame's side on the row on one side of
// it only.
// A dialog over a program's panes stands between sides on both; a box
// alone on the screen, beside none; a pane meets the screen's edge or
// another pane's side, where a popup floats with blanks around it.
func tiledPane(s *grid, row, left, right int) bool {
	if left < 0 || right >= s.Cols {
		return false
	}
	// The frame's own top-right corner above its right side: a junction
	// there (┳, ┬) makes it a table's cell, whose neighbours share its
	// sides.
	top := row - 1
	for top >= 0 && frameGlyphs[at(s.cells(top), right)] {
		top--
	}
	if top < 0 || !strings.Contains("┐┓╮╗", at(s.cells(top), right)) {
		return false
	}
	before, after := false, false
	for _, c := range s.cells(row) {
		if frameGlyphs[c.s] && c.s != "|" {
			before = before || c.col < left
			after = after || c.col > right
		}
	}
	// A pane meets the screen's edge or another pane's side; a box
	// floating over the panes, blanks between it and them, is a popup
	// (yazi's "Open with:" over its three columns).
	cs := s.cells(row)
	meets := left == 0 || right >= s.Cols-1 || frameGlyphs[at(cs, left-1)] || frameGlyphs[at(cs, right+1)]
	return before != after && meets
}

// titleOf is box b's title as words, without the tees newt and
// whiptail draw around it ("┤ Choose a Tool ├"), or "".
func titleOf(s *grid, b box) string {
	_, t := boxTitle(s, b.top+1, b.left, b.right)
	return strings.Trim(t, "┤├┫┣ ")
}

// boxTitle is the title drawn in the top edge of the box whose sides are
// at left and right, above row: the text between the edge's lines.
func boxTitle(s *grid, row, left, right int) (int, string) {
	for r := row - 1; r >= 0; r-- {
		cs := s.cells(r)
		if at(cs, left) == "" || (!cornerGlyphs[at(cs, left)] && !frameGlyphs[at(cs, left)]) {
			return -1, ""
		}
		if cornerGlyphs[at(cs, left)] {
			return r, strings.TrimSpace(strings.Trim(textIn(cs, left, right+1), lineGlyphs))
		}
	}
	return -1, ""
}

// maxEntries bounds the entries a drawn list is read with.
const maxEntries = 40

// highlightedList reads a list of short entries, one above the other,
// their labels starting in one column, of which exactly one is set apart
// by reverse video or a background the others have not: a select. Its
// question is the row above the entries, or the title in the top edge of
// the box around them. Entries that are long (a process table's rows),
// hold a box's lines (a file manager's panel) or are the screen's first
// or last row (bars) make no list; nor do two such lists on one screen,
// or a visible cursor outside the entries (a field waits for typing).
func highlightedList(s *grid) *Prompt {
	var found *Prompt
	for _, h := range Highlights(s.Snapshot) {
		p := listAt(s, h)
		if p == nil {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	return found
}

// typedInRun reports whether the shown cursor stands inside the run h,
// right after text in it and before nothing but blanks: a field drawn on
// a background of its own, a value typed in it (Volkov Commander's
// "Make directory" field, "BACKUP" on cyan), no entry set apart.
func typedInRun(s *grid, h Highlight) bool {
	c := s.Cursor
	if !c.Visible || c.Row != h.Row || c.Col <= h.Col || c.Col >= h.Col+h.Len {
		return false
	}
	cs := s.cells(h.Row)
	typed := strings.TrimRight(textIn(cs, h.Col, c.Col), " ")
	// (Right after it: a list parks the cursor at its bar's end, far
	// from its entry's words, iselect's.)
	return strings.TrimSpace(typed) != "" && c.Col-(h.Col+uniseg.StringWidth(typed)) <= 1 && strings.TrimSpace(textIn(cs, c.Col, h.Col+h.Len)) == ""
}

// listAt reads the list whose highlighted entry h is, or nil. A
// highlight on the first row is a bar, unless it is the first entry of a
// list whose question a bar under it asks.
func listAt(s *grid, h Highlight) *Prompt {
	if h.Row == s.Rows-1 || typedInRun(s, h) {
		return nil
	}
	atTop := h.Row == 0
	h = insideSides(s, h)
	left, right := frameAround(s, h.Row, h.Col, h.Col+h.Len)
	heading := ""
	if left < 0 && right == s.Cols {
		left, right, heading = headedColumn(s, h, left, right)
	}
	if tiledPane(s, h.Row, left, right) {
		return nil // a pane of a full-screen program's own, beside another
	}
	entriesRight := right
	if d := describedBeside(s, h, right); d > 0 {
		entriesRight = d // (the entries are the highlighted column's; what each does is told beside)
	}
	items := listEntries(s, h, left, entriesRight)
	if len(items) < 2 || cutByFrame(s, items, entriesRight) {
		return nil
	}
	columnTicked(items)
	first, last := items[0].row, items[len(items)-1].row
	if s.Cursor.Visible && (s.Cursor.Row < first || s.Cursor.Row > last) && !leftUnder(s, last) && !leftAfterHint(s, last) {
		return nil
	}
	if typedElsewhere(s, items, h.Row) {
		return nil // the cursor at the end of another row: an input line ("relay>"), no entry
	}
	q, qRow, items := listAsked(s, items, h.Row, last, left, right, heading, atTop)
	counted := q == "" && countedRows(items)
	if !listAsksHere(s, h, items, q, qRow, counted, left, right) {
		return nil
	}
	opts := options(s, items)
	if p := (&Prompt{Options: opts}); p.SelectedIndex() < 0 || opts[p.SelectedIndex()].Row != h.Row {
		return nil // the highlight does not tell this entry from the others
	}
	if headingLit(s, items, h.Row) {
		return nil // a table's heading set apart over its rows (asynq's "Queue  State  Size …"), no entry chosen
	}
	if sel := opts[(&Prompt{Options: opts}).SelectedIndex()].Label; strings.HasSuffix(sel, ":") && len(strings.Fields(sel)) > 1 {
		return nil // a heading highlighted over a panel's rows ("Bandwidth (limit: 1 GB/s):"), no entry
	}
	for i := range opts {
		opts[i].Label = unbutton(opts[i].Label)
		if n, rest, ok := strings.Cut(opts[i].Label, " "); counted && ok {
			opts[i].Key, opts[i].Label = n, strings.TrimSpace(rest) // typing the number picks it
		}
	}
	return &Prompt{Kind: listKind(items), Question: q, Options: opts, More: anyScrolls(items)}
}

// headingLit reports whether the highlighted row is the first of the
// entries and a table's heading: three columns or more set apart by two
// blanks, each a word starting in a capital, no digit among them, over
// rows of one column fewer at least, each holding a digit.
func headingLit(s *grid, items []item, lit int) bool {
	if len(items) < 3 || items[0].row != lit {
		return false
	}
	cols := func(r int) []string { return columnGap.Split(strings.TrimSpace(s.Lines[r]), -1) }
	head := cols(lit)
	if len(head) < 3 || strings.ContainsFunc(s.Lines[lit], unicode.IsDigit) || slices.ContainsFunc(head, func(h string) bool {
		r, _ := utf8.DecodeRuneInString(h)
		return !unicode.IsUpper(r)
	}) {
		return false
	}
	for _, it := range items[1:] {
		if len(cols(it.row)) < len(head)-1 || !strings.ContainsFunc(s.Lines[it.row], unicode.IsDigit) {
			return false
		}
	}
	return true
}

// listAsksHere is listAsks where the list stands between the columns
// left and right: the children of a tree's node the program shows
// (curseradio's "+ Jazz" over its stations) ask nothing; a list dropped
// under the value it holds, or keyed or counted, asks under no words.
func listAsksHere(s *grid, h Highlight, items []item, q string, qRow int, counted bool, left, right int) bool {
	if qRow >= 0 && treeNode(s.Lines[qRow]) && (treeNodes(s) >= 3 || branchesDrawn(s, items)) {
		return false
	}
	bare := q == "" && (keyedRows(items) || droppedUnderValue(s, items, left, right) || listAlone(s, items, right))
	return listAsks(s, h, items, q, qRow, counted || bare)
}

// listAlone reports whether the list of items is all the screen shows
// left of column right (a box's side there, its preview of the entry,
// or the screen's edge), the cursor hidden: every other row blank there,
// nothing left of the entries. A picker a command runs draws its choices
// and nothing else (youchoose's versions, a preview beside them); a
// program's own list stands among its title, bars and panes.
func listAlone(s *grid, items []item, right int) bool {
	if s.Cursor.Visible || len(items) < 2 || items[0].row > 2 {
		return false // (from the screen's top: a box's list read alone stands where the box stood)
	}
	right = min(right, s.Cols)
	on := map[int]bool{}
	for _, it := range items {
		t := strings.TrimSpace(it.text)
		if it.from != items[0].from || strings.TrimSpace(textIn(s.cells(it.row), 0, it.from)) != "" || len(strings.Fields(t)) > 4 || strings.Contains(strings.TrimSpace(textIn(s.cells(it.row), it.from, right)), "  ") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") {
			return false // (entries alike: no question among them, no table's columns)
		}
		on[it.row] = true
	}
	for r := range s.Lines {
		if !on[r] && strings.TrimSpace(textIn(s.cells(r), 0, right)) != "" {
			return false
		}
	}
	return true
}

// listAsked is the question over a highlighted list's entries and the
// row it is read on (-1 where it is no row over them: a bar under the
// list, a heading bar, ticked rows' title), and the entries without it:
// listQuestion's, or the heading of a column headedColumn found (its top
// row no entry), or, the highlight on the top row or no words over the
// entries, a bar's under the last entry's row.
func listAsked(s *grid, items []item, row, last, left, right int, heading string, atTop bool) (string, int, []item) {
	q, qRow, items := listQuestion(s, items, row, left, right)
	if heading != "" {
		// (A bar across the top row heads the column here, no title
		// bar over the whole screen: it is read as no row.)
		items = slices.DeleteFunc(items, func(it item) bool { return it.row == 0 })
		q, qRow = heading, -1
	}
	q = dropKeysHint(q) // (the keys' hint is none of the question: "Choose a backup to restore (↑/↓, enter)")
	if q == "" || atTop {
		q = ""
		if b := barQuestion(s, last); b != "" {
			q, qRow = b, -1
		}
	}
	if tq := tickedUnderBars(s, items); tq != "" {
		q, qRow = tq, -1
	}
	return q, qRow, items
}

// headedColumn is the columns of a panel with no frame that a bar heads
// on the screen's top row, over the highlight h, spanning its columns
// alone with another bar beside it (htop's "Sort by" over its
// fields, the process table's heading right of it): the columns just
// outside that span and the bar's words, or left and right as given and
// no words.
func headedColumn(s *grid, h Highlight, left, right int) (int, int, string) {
	if h.Row < 1 || h.Col+h.Len >= s.Cols {
		return left, right, ""
	}
	for _, t := range Highlights(s.Snapshot) {
		if t.Row == 0 && t.Col == h.Col && t.Len == h.Len && word.MatchString(t.Text) {
			return h.Col - 1, h.Col + h.Len, strings.TrimSpace(t.Text)
		}
	}
	return left, right, ""
}

// droppedUnderValue reports whether the entries stand in a box whose top
// edge is right under the value one of them holds (ncpamixer's devices
// dropped under "Built-in Audio Analog Stereo"): a list dropped from its
// field, asking under no title.
func droppedUnderValue(s *grid, items []item, left, right int) bool {
	top := items[0].row - 1
	if top < 1 || left < 0 || right >= s.Cols || !cornerGlyphs[at(s.cells(top), left)] {
		return false
	}
	value := strings.TrimSpace(textIn(s.cells(top-1), left, right+1))
	return value != "" && slices.ContainsFunc(items, func(it item) bool { return strings.TrimSpace(it.text) == value })
}

// treeNode reports whether a row is a tree's node: a mark that folds or
// unfolds it ("+", "-", "▸", "▾", "▶", "▼", "[+]", "[-]"), then its name.
func treeNode(l string) bool {
	return treeMark.MatchString(l)
}

// treeMark is a tree's fold mark at the start of a row, indented at
// most, and the node's name.
var treeMark = regexp.MustCompile(`^\s*(?:[+\-▸▾▶▼►]|\[[+\-]\])\s\S`)

// branchesDrawn reports whether every entry hangs from a tree's branch
// drawn left of its label ("├── build", "└── yank" under "▼ release-cli",
// a command tree in a pane of its own): a node's children, shown.
func branchesDrawn(s *grid, items []item) bool {
	for _, it := range items {
		if !strings.ContainsAny(textIn(s.cells(it.row), 0, it.label), "├└╰┣┗") {
			return false
		}
	}
	return len(items) > 0
}

// treeNodes counts the rows of a screen that are a tree's nodes.
func treeNodes(s *grid) int {
	n := 0
	for _, l := range s.Lines {
		if treeNode(l) {
			n++
		}
	}
	return n
}

// listBox reports whether the highlight h is a bar across the inside of
// a box between the columns left and right (its sides), whose every row
// inside starts in one column: a list box, its rows its entries.
func listBox(s *grid, h Highlight, left, right int) bool {
	if left < 0 || right >= s.Cols || h.Col > left+2 || h.Col+h.Len < right-1 {
		return false
	}
	top, bottom := h.Row, h.Row
	for top > 0 && frameSide(firstRuneOf(at(s.cells(top-1), left))) {
		top--
	}
	for bottom+1 < len(s.Lines) && frameSide(firstRuneOf(at(s.cells(bottom+1), left))) {
		bottom++
	}
	if top == bottom {
		return false
	}
	col := -1
	for r := top; r <= bottom; r++ {
		c := firstCol(s.cells(r), left+1, right)
		if c < 0 {
			return false // (a blank row inside: paragraphs, no list)
		}
		if col >= 0 && c != col {
			return false
		}
		col = c
	}
	return true
}

// firstRuneOf is the first character of a cell's glyph.
func firstRuneOf(g string) rune {
	r, _ := utf8.DecodeRuneInString(g)
	return r
}

// describedBeside is the column where a list's descriptions start, set
// apart from the entries by a wide gap, where the highlight covers the
// entry alone (OpenIndiana's "Automatically" highlighted beside
// "Automatically configure the connection", each row alike): the rows
// right above or under the highlighted one hold text starting in that
// column too, after blanks. 0 where there is none.
func describedBeside(s *grid, h Highlight, right int) int {
	cs := s.cells(h.Row)
	col := -1
	for _, c := range cs {
		if c.col >= h.Col+h.Len && c.s != " " {
			col = c.col
			break
		}
	}
	last := h.Col
	for _, c := range cs {
		if c.col >= h.Col && c.col < h.Col+h.Len && c.s != " " {
			last = c.col
		}
	}
	if col < 0 || col-last < 3 || (right > 0 && col >= right) || !sentence.MatchString(textIn(cs, col, s.Cols)) {
		return 0 // (a value beside a setting's name, "[Enter]", is no description)
	}
	for _, r := range []int{h.Row - 1, h.Row + 1} {
		if r < 0 || r >= len(s.Lines) {
			continue
		}
		rc := s.cells(r)
		if at(rc, col) != "" && at(rc, col) != " " && (at(rc, col-1) == "" || at(rc, col-1) == " ") && (at(rc, col-2) == "" || at(rc, col-2) == " ") {
			return col
		}
	}
	return 0
}

// sentence is words, three or more: "Automatically configure the
// connection".
var sentence = regexp.MustCompile(`\pL{2,}(?:[ ,]+\pL+){2,}`)

// cutByFrame reports whether most entries of a list, two at least, run
// up to the frame side right of them (at column right, inside the
// screen): their words cut there, a box drawn over the list (kubetui's
// help over its pods' "api-", "db-0") or a pane too narrow for them,
// neither of which a list that asks is drawn as.
func cutByFrame(s *grid, items []item, right int) bool {
	if right <= 0 || right >= s.Cols {
		return false
	}
	n := 0
	for _, it := range items {
		if c := at(s.cells(it.row), right-1); c != "" && c != " " {
			n++
		}
	}
	return n >= 2 && n*3 >= len(items)*2
}

// listAsks reports whether a highlighted list under q (read on row qRow,
// -1 where it is no row over the entries) asks: under a title in words,
// numbered from 0 or 1 one a row (counted: cdargs' " 0 [doc]
// /usr/share/doc"), or all a program drew (bare); not under columns set
// far apart, nor a bar across the first row, nor as a table's rows under
// a column's heading.
func listAsks(s *grid, h Highlight, items []item, q string, qRow int, counted bool) bool {
	// A list that is all a program drew on the main screen, its cursor
	// hidden, asks under no words too (yank's lines to pick from, one
	// reversed).
	bare := q == "" && qRow < 0 && !s.AltScreen && !s.Cursor.Visible && rowsWithText(s.Lines) == len(items) && wholeEntries(items, h)
	// A key row at the foot naming the keys that move and the key that
	// picks ("J=Up K=Down  Space=Select", DBAN's under its methods) asks
	// the list it moves in, under no words too.
	_, keys := helpRow(s)
	picked := q == "" && keys["select"] != "" && (keys["up"] != "" || keys["down"] != "")
	switch {
	case qRow >= 0 && qRow+1 < len(s.Lines) && columns.MatchString(strings.TrimSpace(q)) && !isRule(s.Lines[qRow+1]):
		// Columns set four blanks apart or more over the entries (a key
		// and what it does, "tab    Next"; two panes' rows side by
		// side) ask nothing; a title spread over a rule under it does
		// ("Release          mirrors").
		return false
	case (!title(q) && !counted && !bare && !picked) || (qRow == 0 && q != "" && wideBar(s.Snapshot, 0)):
		return false
	case tableRows(s, items) && !asksInWords(q) && !counted && !bare:
		// A table's rows under a column's heading ("%MEM" over a
		// dashboard's processes) are no menu; under a question they
		// are ("Which service should be restarted?").
		return false
	case headingFirst(s, items, h) && !strings.HasSuffix(q, "?") && !strings.HasSuffix(q, ":"):
		// The same with the columns' headings as the first row, set
		// apart by bold or underline, under a box's title that names
		// it ("PROCESSES [Sort: CPU%]" over "PID USER CPU%"): a
		// monitor's table.
		return false
	}
	return true
}

// wholeEntries reports whether the highlight h covers its entry's whole
// text and no entry asks (ends in ":" or "?"): the rows are entries
// alike, not a question over answers set side by side (smenu's).
func wholeEntries(items []item, h Highlight) bool {
	for _, it := range items {
		t := strings.TrimSpace(it.text)
		if strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") || (it.row == h.Row && h.Len < uniseg.StringWidth(t)) {
			return false
		}
	}
	return true
}

// listEntries reads the entries of the list around a highlight, between
// the columns left and right (a frame's sides, or -1 and the width): one
// above the other, or every other row with a blank one between (a list
// that keeps a row for each entry's second line, empty), their labels in
// the highlighted entry's column. Nil when the highlighted row is no
// short entry: at most three fifths of the screen's width (an address
// in a list of links is as long as 45 characters of 80; a sentence is
// longer).
func listEntries(s *grid, h Highlight, left, right int) []item {
	c := listColumn{s: s, left: left, right: right, boxed: listBox(s, h, left, right)}
	sel, ok := c.entry(h.Row)
	if !ok || (sel.label < h.Col && sel.textCol < h.Col) || sel.label >= h.Col+h.Len {
		return nil
	}
	c.label, c.end, c.keyed = sel.label, sel.label+uniseg.StringWidth(sel.text), sel.key != ""
	for _, d := range []int{-1, 1} {
		if it, ok := c.entry(h.Row + d); ok && markedBefore(sel, it.label) {
			c.label = it.label // the highlighted entry is ticked, its mark before the labels' column
		}
	}
	step := 1
	adjacent := false
	for _, d := range []int{-1, 1} {
		it, ok := c.entry(h.Row + d)
		adjacent = adjacent || (ok && it.label == sel.label && (!c.keyed || it.key != ""))
	}
	for _, d := range []int{-1, 1} {
		if it, ok := c.entry(h.Row + 2*d); ok && !adjacent && it.label == sel.label && c.between(h.Row+d) {
			step = 2
		}
	}
	up := c.run(h.Row, -step, maxEntries-1)
	slices.Reverse(up)
	return append(append(up, sel), c.run(h.Row, step, maxEntries-1-len(up))...)
}

// listColumn is the column of a highlighted list's entries between the
// columns left and right: their labels start at label, the highlighted
// one's ends at end; keyed when the highlighted one has a key, and then
// a row between two entries with no key is the upper one's description.
type listColumn struct {
	s           *grid
	left, right int
	label, end  int
	keyed       bool
	boxed       bool // the entries fill a list box's inside, the highlight across it
}

// entry reads row r as a short entry: at most three fifths of the
// screen's width, letters or digits in it, no box's lines.
func (c listColumn) entry(r int) (item, bool) {
	if c.boxed {
		// In a list box, an entry may be as wide as the box (ReactOS's
		// "Format the partition as FAT file system (quick format)").
		return c.entryOf(r, max(c.s.Cols*3/5, c.right-c.left-2, 24))
	}
	return c.entryOf(r, max(c.s.Cols*3/5, 24))
}

// entryOf reads row r as an entry of at most most characters; one
// phrase of words, no columns set apart in it, no colon and no digit, no
// full stop at its end, may run to three quarters of the screen's width (how2's "How to follow a log file and show only new
// lines?" among the questions it offers; a table's row has columns).
func (c listColumn) entryOf(r, most int) (item, bool) {
	s := c.s
	if r < 0 || r >= len(s.Lines) {
		return item{}, false
	}
	it := parseItem(s.cells(r), r, c.left+1, c.right)
	if t := strings.TrimSpace(it.text); !columnGap.MatchString(t) && !strings.HasSuffix(t, ".") && !strings.ContainsFunc(t, func(r rune) bool { return r == ':' || unicode.IsDigit(r) }) {
		most = max(most, s.Cols*3/4) // (no label's colon, no count, no time: a log's row, a status; no sentence of prose)
	}
	if it.label < 0 || it.text == "" || len([]rune(it.text)) > most || strings.ContainsAny(it.text, "│┃║─━═┼") ||
		!strings.ContainsFunc(it.text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return item{}, false
	}
	return it, true
}

// between reports whether row r may stand between two entries: blank,
// or holding the entry's second line set off to the right, past its
// label's end (a level's "for beginners" under "chroma 1 : initiation"),
// or, between keyed entries, a row with no key from the labels' column
// on (tview's "(a) List item 1" over "    Some explanatory text").
func (c listColumn) between(r int) bool {
	if r < 0 || r >= len(c.s.Lines) {
		return false
	}
	cs := c.s.cells(r)
	if textIn(cs, c.left+1, c.right) == "" || firstCol(cs, c.left+1, c.right) > c.end {
		return true
	}
	return c.keyed && firstCol(cs, c.left+1, c.right) >= c.label && parseItem(cs, r, c.left+1, c.right).key == ""
}

// run reads at most most entries from row from on, step rows at a time
// (negative upwards), while they start in the column and, two rows
// apart, the row between may stand between them; nearest first.
func (c listColumn) run(from, step, most int) []item {
	var items []item
	back := 1
	if step < 0 {
		back = -1
	}
	for r := from + step; r >= 0 && r < len(c.s.Lines) && len(items) < most; r += step {
		it, ok := c.entry(r)
		if !ok {
			// An entry longer than most, four fifths of the width at
			// most, between two of the list's ("System Storage
			// Management (Physical & Logical Storage)" among smitty's).
			next, more := c.entry(r + step)
			it, ok = c.entryOf(r, max(c.s.Cols*4/5, 24))
			ok = ok && more && next.label == c.label
		}
		if !ok || (it.label != c.label && !markedBefore(it, c.label)) || (c.keyed && it.key == "") || ((step == 2 || step == -2) && !c.between(r-back)) {
			break
		}
		items = append(items, it)
	}
	return items
}

// tickedUnderBars is the question of a list of boxes to tick right under
// bars across the top of the screen, each a row of keys' help: what the
// first bar says before its first dash or gap ("Select hunks to commit -
// [x]=selected …  c: commit", git-crecord's; not a key and what it does,
// "q:quit"), the entries' rows on the
// screen's own background but the highlighted one. A list under a bar is
// no menu (a mail index under its keys' help), but boxes to tick ask.
func tickedUnderBars(s *grid, items []item) string {
	if slices.ContainsFunc(items, func(it item) bool { return !it.hasCheck }) {
		return ""
	}
	for r := 0; r < items[0].row; r++ {
		if !wideBar(s.Snapshot, r) {
			return ""
		}
	}
	if items[0].row == 0 {
		return ""
	}
	bars := 0
	for _, it := range items {
		if wideBar(s.Snapshot, it.row) {
			bars++
		}
	}
	if bars > 1 {
		return "" // (the entries' rows painted across too: a whole screen painted, dialog's, with no bars of its own)
	}
	t := strings.TrimSpace(s.Lines[0])
	if i := strings.Index(t, " - "); i > 0 {
		t = t[:i]
	} else if i := strings.Index(t, "  "); i > 0 {
		t = t[:i]
	}
	if keyAction.MatchString(t) {
		return "" // a key and what it does ("q:quit"): the bar says no more (apt-dater's tree of groups)
	}
	return t
}

// keyAction is a key and what it does, set apart by a colon or an equals
// sign: "q:quit", "F1=Help".
var keyAction = regexp.MustCompile(`^\S{1,6}\s?[:=]\s?\S+$`)

// typedElsewhere reports whether the terminal's cursor waits at the end
// of an entry's row other than the highlighted one: an input line, no
// entry.
func typedElsewhere(s *grid, items []item, litRow int) bool {
	c := s.Cursor
	return c.Visible && c.Row != litRow && slices.ContainsFunc(items, func(it item) bool {
		return it.row == c.Row && c.Col >= it.label+uniseg.StringWidth(it.text)
	})
}

// listQuestion is the question a list answers, the row it is on (-1 for
// none or a box's title), and the list's entries without it: the row
// above (across one blank row), or the title in the box's top edge, or
// on the main screen a menu's title in its entries' column. A list under
// no words (a file manager's listing under its path) asks nothing, nor
// does one under a bar across the top of the screen (a mail index under
// its keys' help, a sheet under its menu bar).
func listQuestion(s *grid, items []item, litRow, left, right int) (string, int, []item) {
	first := items[0].row
	q, qRow := "", -1
	headed := 0 // rows of a table's headings and their rule passed over
	for r := first - 1; r >= 0 && r >= first-3-headed && q == ""; r-- {
		if left >= 0 && cornerGlyphs[at(s.cells(r), left)] {
			break
		}
		from := left + 1
		if c := at(s.cells(r), left); left >= 0 && c != "" && unicode.IsLetter([]rune(c)[0]) {
			from = left // a title drawn over the box's corner ("Log Filter:───┐")
		}
		if headed == 0 && r == first-1 && headingsOverRule(s, r, from, right) {
			// The columns' headings over their rules, right over a
			// table's rows: what asks is above them.
			headed, r = 2, r-1
			continue
		}
		q, qRow = unspaced(strings.Trim(textIn(s.cells(r), from, right), lineGlyphs+"└┘╰╯┗┛╚╝")), r
		if strings.Trim(q, "-=_") == "" {
			q = "" // a rule under the title ("-------")
		}
	}
	if q == "" && left >= 0 {
		var top int
		top, q = boxTitle(s, first, left, right)
		if a := askedAbove(s, top); a != "" {
			// The box's title names the list ("Node"); a question
			// right above the box asks it.
			q = a
		}
		if q == "" && top > 0 {
			q = windowTitle(s, top, left, right)
		}
		if q == "" && top > 0 {
			q = toldOverBox(s, top)
		}
	}
	if q == "" && !s.AltScreen && left < 0 && len(items) >= 3 && items[0].row != litRow && !items[0].pointer && !items[0].hasCheck && strings.ContainsAny(items[0].text, " :?") {
		// On the main screen, a menu's title may start in its
		// entries' column: the first row, which the highlight is
		// not on, words (Term::Choose's prompt, "Pick a fruit"); one
		// word like the entries is one of them (yank's "main").
		return items[0].text, qRow, items[1:]
	}
	return q, qRow, items
}

// headingsOverRule reports whether row r, between columns from and
// right, is a table's rule under its columns' headings on the row above
// ("NAME  TAKEN" over "────  ─────"; three headings or more over one
// rule across, a bordered table's with its crossings taken off).
func headingsOverRule(s *grid, r, from, right int) bool {
	if r <= 0 {
		return false
	}
	heads := strings.TrimSpace(textIn(s.cells(r-1), from, right))
	t := textIn(s.cells(r), from, right)
	return (ruledColumns(t) || isRule(t) && len(columnGap.Split(heads, -1)) >= 3) && columns.MatchString(heads)
}

// ruledColumns reports whether t is rules alone set apart by blanks,
// two at least: a table's rule under its columns' headings.
func ruledColumns(t string) bool {
	f := strings.Fields(t)
	return len(f) >= 2 && !slices.ContainsFunc(f, func(w string) bool { return strings.Trim(w, "─━-=") != "" })
}

// toldOverBox is what the rows over a list's box (its top edge at row
// top) tell the person to do, a few rows up at most, past blank ones and
// notes: a sentence starting with an asking verb ("Please choose the
// language used for the installation process.", ReactOS's setup over
// its list of languages; "Select the item you wish to configure." in
// Smoothwall's window over its list box), bullets and a window's sides
// round it none of it.
func toldOverBox(s *grid, top int) string {
	for r := top - 1; r >= 0 && r >= top-6; r-- {
		t := strings.Trim(s.Lines[r], " │┃║•*-")
		if cornerGlyphs[at(s.cells(r), firstCol(s.cells(r), 0, s.Cols))] {
			return "" // another box's edge
		}
		if askingVerb.MatchString(t) && title(t) {
			return t
		}
	}
	return ""
}

// windowTitle is the question the window a box with no title is drawn
// in asks, the box's top edge on row top between left and right: the
// window's title, on its top edge or in a bar right over it, where it
// ends in "?" or ":" (FINAL CUT's list box under "-      Which mirror
// should serve the images?", the window's menu button first); "" for
// none.
func windowTitle(s *grid, top, left, right int) string {
	ol, or := frameAround(s, top, left, right+1)
	if ol < 0 || or >= s.Cols {
		return ""
	}
	otop, t := boxTitle(s, top, ol, or)
	if t == "" && otop >= 0 {
		t = strings.TrimLeft(askedAbove(s, otop), "-=≡×■ ")
	}
	if !strings.HasSuffix(t, "?") && !strings.HasSuffix(t, ":") {
		return "" // (a window's name, "Relay Configuration", asks nothing of the list)
	}
	return t
}

// countedRows reports whether entries start with their numbers, from 0
// or 1 and up by one ("0 [doc]  /usr/share/doc", "1 [etc]  /etc"), three
// entries or more.
func countedRows(items []item) bool {
	if len(items) < 3 {
		return false
	}
	first := -1
	for i, it := range items {
		n, rest, ok := strings.Cut(it.text, " ")
		v, err := strconv.Atoi(n)
		if !ok || err != nil || strings.TrimSpace(rest) == "" {
			return false
		}
		if i == 0 {
			first = v
		}
		if (first != 0 && first != 1) || v != first+i {
			return false
		}
	}
	return true
}

// keyedRows reports whether three entries or more each start with a
// key of their own ("(a) List item 1", "(b) List item 2" … "(q)
// Quit"): a key picks one, as a number does in a counted list.
func keyedRows(items []item) bool {
	keys := map[string]bool{}
	for _, it := range items {
		if it.key == "" || keys[it.key] {
			return false
		}
		keys[it.key] = true
	}
	return len(keys) >= 3
}

// barQuestion is a question asked in a bar under row (a row drawn
// reversed or on a background across the screen, iselect's: "iSelect
// Which mirror should serve the images?  1, 0%"): the piece of it, set
// apart by two blanks or more, that ends in "?".
func barQuestion(s *grid, row int) string {
	for r := row + 1; r < len(s.Lines); r++ {
		if !wideBar(s.Snapshot, r) {
			continue
		}
		for _, p := range columnGap.Split(strings.TrimSpace(s.Lines[r]), -1) {
			if strings.HasSuffix(p, "?") && title(p) {
				return p
			}
		}
	}
	return ""
}

// leftUnder reports whether the terminal's cursor was left on a blank row
// right under a list whose last entry is on row last, across its box's
// bottom edge at most: where the program drew last, with nothing there
// to type into (tcllib's term::interact menu).
func leftUnder(s *grid, last int) bool {
	c := s.Cursor
	if c.Row <= last || c.Row > last+2 || strings.TrimSpace(s.Lines[c.Row]) != "" {
		return false
	}
	for r := last + 1; r < c.Row; r++ {
		if strings.Trim(s.Lines[r], lineGlyphs+"└┘╰╯┗┛╚╝") != "" {
			return false
		}
	}
	return true
}

// leftAfterHint reports whether the cursor was left at the end of a row
// under a list, a few rows down, that names the list's keys ("Use Up and
// Down Arrows to select - Enter to run - Q to quit", testcurs'): what the
// program drew last, no field.
func leftAfterHint(s *grid, last int) bool {
	c := s.Cursor
	if c.Row <= last || c.Row > last+5 || c.Row >= len(s.Lines) {
		return false
	}
	line := strings.TrimRight(s.Lines[c.Row], " ")
	namesKeys := enterKeys.MatchString(line) || strings.Contains(strings.ToLower(line), "arrow")
	if uniseg.StringWidth(line) != c.Col || !keysWords.MatchString(line) || !namesKeys {
		return false
	}
	for r := last + 1; r < c.Row; r++ {
		if strings.TrimSpace(s.Lines[r]) != "" {
			return false
		}
	}
	return true
}

// tableRows reports whether most entries hold three columns or more,
// set apart by runs of blanks: a table's rows rather than a menu's
// entries.
func tableRows(s *grid, items []item) bool {
	n := 0
	for _, it := range items {
		if len(columnGap.Split(textIn(s.cells(it.row), it.label, it.to), -1)) >= 3 {
			n++
		}
	}
	return 2*n > len(items)
}

// headingFirst reports whether a list's first entry, not the
// highlighted one, is drawn bold or underlined, or written in capitals,
// where the entries under it that are not highlighted are not, and it
// and most entries hold two columns or more set apart by blanks: the
// headings of a table's columns ("Name          URL" over the
// connections, "HOST   CITY   STATUS" over the hosts).
func headingFirst(s *grid, items []item, h Highlight) bool {
	if len(items) < 2 || items[0].row == h.Row {
		return false
	}
	cols := func(it item) int {
		return len(columnGap.Split(strings.TrimSpace(textIn(s.cells(it.row), it.label, it.to)), -1))
	}
	n := 0
	for _, it := range items[1:] {
		if cols(it) >= 2 {
			n++
		}
	}
	if cols(items[0]) < 2 || 2*n < len(items)-1 {
		return false
	}
	styled := func(it item) bool {
		return s.LookAt(it.row, it.label).Attr&(emulator.Bold|emulator.Underline) != 0
	}
	capitals := func(it item) bool {
		t := textIn(s.cells(it.row), it.label, it.to)
		return strings.ToUpper(t) == t && strings.ToLower(t) != t
	}
	for _, heads := range []func(item) bool{styled, capitals} {
		if heads(items[0]) && !slices.ContainsFunc(items[1:], func(it item) bool { return it.row != h.Row && heads(it) }) {
			return true
		}
	}
	// Words alone in three columns or more over rows of figures (Disk
	// Druid's "Mount Point     Device   Requested   Actual  Type" over
	// "/boot   hda1   47M   47M  Linux native"): the headings of a
	// table of data, however they are drawn.
	rows := make([]string, len(items))
	for i, it := range items {
		rows[i] = strings.TrimSpace(textIn(s.cells(it.row), it.label, it.to))
	}
	return headsFigures(rows[0], rows[1:])
}

// headsFigures reports whether head is a table's headings over rows of
// data: words alone in three columns or more, no digit, over rows most
// of which (two in three) hold three columns and digits.
func headsFigures(head string, rows []string) bool {
	cols := func(t string) int { return len(columnGap.Split(t, -1)) }
	digits := func(t string) bool { return strings.ContainsFunc(t, unicode.IsDigit) }
	data := 0
	for _, r := range rows {
		if cols(r) >= 3 && digits(r) {
			data++
		}
	}
	return cols(head) >= 3 && !digits(head) && 3*data >= 2*len(rows)
}

// columnGap is the blanks between a table's columns.
var columnGap = regexp.MustCompile(`\s{2,}`)

// asksInWords reports whether a list's title asks or says what it is in
// words: it ends as a question or a label does, or holds two words, not
// three columns' headings set apart ("Title    Author    Updated").
func asksInWords(q string) bool {
	q = strings.TrimSpace(q)
	if strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":") {
		return true
	}
	return len(word.FindAllString(q, 2)) >= 2 && len(columnGap.Split(q, -1)) < 3
}

// labelledField reads a text field where the terminal's cursor waits:
// on its row, a label ("Host name", "Project name:") and then the field,
// drawn on a background of its own, or after the label's colon (inside a
// box, or still empty), the cursor in it or at its end. The field's text is its value, which
// typing adds to.
func labelledField(s *grid) *Prompt {
	if !s.Cursor.Visible || s.Cursor.Row < 0 || s.Cursor.Row >= len(s.Lines) {
		return nil
	}
	row, col := s.Cursor.Row, s.Cursor.Col
	cs := s.cells(row)
	if p := fieldUnderLabel(s, row, col, cs); p != nil {
		return p
	}
	left, right := frameAround(s, row, col, col+1)
	// The field: the run of the cursor's background, or the text after
	// the label's ": ".
	bg := s.LookAt(row, col).Bg
	from, to := -1, right
	if uf, ut, ok := underlinedField(s, row, col); ok {
		from, to = max(uf, left+1), min(ut, right) // a field drawn underlined (ncurses' form library's)
	} else if bg != "" && s.LookAt(row, max(firstCol(cs, left+1, right), 0)).Bg != bg {
		// (The whole row on one background, the label's too, is a
		// row of a screen painted so: Pegasus Mail's blue foot.)
		from = col
		for from > left+1 && s.LookAt(row, from-1).Bg == bg {
			from--
		}
		to = col
		for to < right && s.LookAt(row, to).Bg == bg {
			to++
		}
	} else {
		line := textIn(cs, left+1, right)
		i := strings.Index(line, ": ")
		if i < 0 && strings.HasSuffix(line, ":") && !columnGap.MatchString(strings.TrimSpace(line)) && col == firstCol(cs, left+1, right)+uniseg.StringWidth(line)+1 {
			i = len(line) - 1 // (still empty, the cursor a blank after the colon: zulip-terminal's "Search [/]: ")
			line += " "
		}
		if i < 0 {
			return nil
		}
		from = firstCol(cs, left+1, right) + len(cellsOf(line[:i+2]))
		if from > col || (left < 0 && strings.TrimSpace(line[i+2:]) != "" && !enterHint(s) && !typeToldUnder(s, row) && col != from) {
			// "queue depth: 3" with the cursor after it, outside a box,
			// is as likely a status line as a field: a field so drawn
			// counts only while empty, inside a box, where a row says
			// what Enter does with it ("Enter to accept"), or with the
			// cursor put back on its value's first letter (STFL's
			// "Name of the release: release-7"), where no output leaves
			// it.
			return nil
		}
	}
	label := strings.TrimSpace(textIn(cs, left+1, from))
	if label == "" || len([]rune(label)) > 40 || !strings.ContainsFunc(label, unicode.IsLetter) {
		return nil
	}
	if !slices.ContainsFunc(strings.Fields(label), func(w string) bool { return !strings.ContainsFunc(w, unicode.IsDigit) }) {
		return nil // every word holds a digit ("40CW  26-Nov-26 10:46 0001"): a row of data, no label
	}
	value := strings.TrimRight(textIn(cs, from, to), "_")
	p := textPrompt(label, "")
	if p.Kind != Password && value != "" {
		p.Default, p.Prefilled = value, true
	}
	return p
}

// fieldMark is a field on a row of its own: a mark (">", "›", ":") and
// the value typed so far.
var fieldMark = regexp.MustCompile(`^\s*[` + pointingClass + `:](\s+(.*))?$`)

// exampleHint is a hint after a question, "(e.g. 'Work')", "(optional)".
var exampleHint = regexp.MustCompile(`(?i)\s*\((e\.g\.|eg\b|for example\b|optional\b)[^)]*\)$`)

// fieldUnderLabel reads a field on a row of its own under the question it
// answers (aerc's account form: "Name for this account? (e.g. 'Work')"
// over "> "): the cursor's row holds nothing, or a mark and the value
// typed so far, the cursor after the mark; the row above asks, ending in "?" or ":"
// once a hint in parentheses is taken off.
func fieldUnderLabel(s *grid, row, col int, cs []cell) *Prompt {
	value := ""
	if row == 0 {
		return nil
	}
	// (Inside a box, between its sides: deluge-console's form, each
	// field under its label.)
	left, right := frameAround(s, row, col, col+1)
	if l, r := frameAround(s, row-1, col, col+1); l != left || r != right {
		left, right = -1, s.Cols
	}
	if m := fieldMark.FindStringSubmatch(strings.TrimRight(textIn(cs, left+1, right), " ")); m != nil && col > firstCol(cs, left+1, right) {
		value = m[2]
	} else if strings.TrimSpace(textIn(cs, left+1, right)) != "" {
		return nil // the row holds more than a field
	}
	above := strings.TrimSpace(exampleHint.ReplaceAllString(strings.TrimSpace(textIn(s.cells(row-1), left+1, right)), ""))
	if !(strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":")) || !word.MatchString(above) || len([]rune(above)) > 100 {
		return nil
	}
	p := textPrompt(above, "")
	if value = strings.TrimSpace(value); value != "" && p.Kind != Password {
		p.Default, p.Prefilled = value, true
	}
	return p
}

// enterKeys is a hint that Enter takes what was typed.
var enterKeys = regexp.MustCompile(`(?i)\b(enter|return|⏎)\b.{0,20}\b(accept|submit|confirm|save|finish|done|continue)\b`)

// typeToldUnder reports whether the row under row starts telling what
// to enter or type there ("Enter the address to forward this message
// to; Esc cancels.", Pegasus Mail's under its "Forward to:" field).
func typeToldUnder(s *grid, row int) bool {
	return row+1 < len(s.Lines) && typeTold.MatchString(strings.TrimSpace(s.Lines[row+1]))
}

// typeTold starts a sentence telling what to type: "Enter the address
// …", "Type a name …".
var typeTold = regexp.MustCompile(`(?i)^(?:please\s+)?(?:enter|type)\s+(?:the|a|an|your)\s+\pL`)

// enterHint reports whether a row of the screen says what Enter does with
// a field.
func enterHint(s *grid) bool {
	for _, l := range s.Lines {
		if enterKeys.MatchString(l) {
			return true
		}
	}
	return false
}

// title reports whether text can say what a list is for: words, not a
// path, a box's lines, a column of marks or a page's count ("Page 1 of
// 1" over ccmake's entries).
func title(text string) bool {
	return word.MatchString(text) && !strings.ContainsAny(text, "/~│┃║") && len([]rune(text)) <= 80 && !pageCount.MatchString(text)
}

// columns are two runs of text set four blanks apart or more.
var columns = regexp.MustCompile(`\S {4,}\S`)

// unspaced is a title drawn with a blank between its letters and more
// between its words ("C h o o s e   a   l e v e l") as it reads, or the
// text as it is.
func unspaced(text string) string {
	var words []string
	for _, g := range wordGap.Split(strings.TrimSpace(text), -1) {
		letters := strings.Split(g, " ")
		if slices.ContainsFunc(letters, func(l string) bool { return utf8.RuneCountInString(l) != 1 }) {
			return text
		}
		words = append(words, strings.Join(letters, ""))
	}
	if len(words) < 2 {
		return text // one word spelled out is a matrix's rain as much as a title
	}
	return strings.Join(words, " ")
}

// wordGap is the gap between words spelled out a letter at a time.
var wordGap = regexp.MustCompile(`\s{2,}`)

// pageCount is a count of pages alone.
var pageCount = regexp.MustCompile(`(?i)^page\s+\d+\s+(of|/)\s+\d+$`)

// word is a word of three letters or more: what a title or an entry
// says (letters strewn one by one, a matrix's rain, say nothing).
var word = regexp.MustCompile(`\p{L}{3,}`)

// unbutton is a label without the brackets a button is drawn in: "< Red >",
// "[ OK ]".
func unbutton(label string) string {
	if len(label) > 2 && ((label[0] == '<' && label[len(label)-1] == '>') || (label[0] == '[' && label[len(label)-1] == ']')) {
		return strings.TrimSpace(label[1 : len(label)-1])
	}
	return label
}

// finderQuery is a finder's query row left of the cursor: a mark, a word
// before it at most ("QUERY>", "❯") or a tag in brackets ("[ GLOBAL ]
// >", the scope a history search looks in), then what was typed to
// narrow the list.
var finderQuery = regexp.MustCompile(`^(\S{1,12} ?|\[[^\[\]]{1,14}\] ?)?[` + pointingClass + `]( .*)?$`)

// finderPrompt reads a finder (fzy, peco, a picker of a program's own): the
// terminal's cursor on a query row that starts with a mark, and right
// under it two entries or more, one above the other, of which exactly one
// is set apart (reverse video, a background, a pointer): a select whose
// list typing narrows. A query in a box of its own may have its list in
// the box right above it instead, read up from its foot (a history
// search's: the newest entry last, next to the query). A REPL's prompt
// has no list under it, nor a box over it; a list under a question (no
// mark) is listPrompt's.
func finderPrompt(s *grid) *Prompt {
	r := s.Cursor.Row
	if !s.Cursor.Visible || r < 0 || r >= len(s.Lines) {
		return nil
	}
	cs := s.cells(r)
	left, right := frameAround(s, r, s.Cursor.Col, s.Cursor.Col)
	query := strings.TrimSpace(textIn(cs, left+1, s.Cursor.Col))
	question := strings.TrimSpace(textIn(cs, left+1, right))
	if m := rowCounter.FindStringIndex(question); m != nil && query != "" {
		// A count of the entries at the row's far end ("(1/3)
		// [1/1]"): a finder's query row, whatever its prompt says
		// (percol's own, a question).
		question = strings.TrimSpace(question[:m[0]])
	} else if uniseg.StringWidth(query) > maxPromptWidth || !finderQuery.MatchString(query) {
		return nil
	}
	items := finderEntries(s, r+1, 1, -1, s.Cols)
	if len(items) < 2 && left >= 0 && r >= 3 && edgeRow(s, r-1) && edgeRow(s, r-2) {
		// (The query's box's top edge over it, the list's box's
		// bottom edge over that.)
		items = finderEntries(s, r-3, -1, left, right)
		slices.Reverse(items)
	}
	if len(items) < 2 {
		return nil
	}
	opts := options(s, items)
	sel := (&Prompt{Options: opts}).SelectedIndex()
	if sel < 0 {
		return nil
	}
	if !items[sel].pointer && !slices.ContainsFunc(Highlights(s.Snapshot), func(h Highlight) bool { return h.Row == items[sel].row }) {
		return nil // told apart by its colour alone: no finder's highlight
	}
	return &Prompt{Kind: listKind(items), Question: question, Options: opts, Filter: true}
}

// finderEntries reads a finder's entries from row on along dir, one a
// row, up to a row that is none: blank, a frame's edge or a hint of
// keys. Unframed entries (left < 0) start in one column; entries
// between a box's sides in the columns left and right are all its
// rows, whatever column their text starts in (a duration right-aligned
// before a command).
func finderEntries(s *grid, row, dir, left, right int) []item {
	framed := left >= 0
	var items []item
	for ; row >= 0 && row < len(s.Lines) && len(items) < maxEntries; row += dir {
		ecs := s.cells(row)
		from, to := barEnd(ecs), s.Cols
		if framed {
			if l, r := frameAround(s, row, left+1, left+1); l != left || r != right {
				break
			}
			from, to = left+1, right
		}
		it := parseItem(ecs, row, from, to)
		if it.label < 0 || it.text == "" || strings.ContainsAny(it.text, "│┃║─━═┼") || (!framed && len(items) > 0 && it.label != items[0].label) ||
			listKeysHint.MatchString(it.text) {
			break // (a row of keys under the query row is its hint, no entry)
		}
		items = append(items, it)
	}
	return items
}

// edgeRow reports whether a row holds a box's top or bottom edge and
// nothing else: corners and lines, blanks around them.
func edgeRow(s *grid, row int) bool {
	t := strings.TrimSpace(s.Lines[row])
	return t != "" && strings.ContainsAny(t, "┌┐└┘╭╮╰╯┏┓┗┛╔╗╚╝") && strings.Trim(t, "─━═┌┐└┘╭╮╰╯┏┓┗┛╔╗╚╝ ") == ""
}

// blankField reads the one empty field a dialog shows after its label,
// the terminal's cursor hidden: a run of blanks, eight cells or more, on
// a background of its own, a colon ending the label's words at most
// three cells left of it, a button that submits it under it (FINAL
// CUT's empty line edit: "Signing key passphrase:" then a grey run, over
// "OK" and "Cancel"). Two such fields are a form whose focus the screen
// does not tell: nil. (A full-screen program's filter bar over its data
// submits nothing: termshark's "Filter:".)
func blankField(s *grid) *Prompt {
	if s.Cursor.Visible {
		return nil
	}
	var found *Prompt
	for _, r := range s.Runs {
		if r.Bg == "" || r.Len < 8 || r.Col < 2 || r.Row >= len(s.Lines) || s.LookAt(r.Row, r.Col-1).Bg == r.Bg {
			continue
		}
		cs := s.cells(r.Row)
		if strings.TrimSpace(textIn(cs, r.Col, r.Col+r.Len)) != "" || !strings.Contains(textIn(cs, max(r.Col-3, 0), r.Col), ":") {
			continue
		}
		left, right := frameAround(s, r.Row, r.Col, r.Col+r.Len)
		label := strings.TrimSpace(textIn(cs, left+1, r.Col))
		if !strings.HasSuffix(label, ":") || !word.MatchString(label) || !okUnder(s, r.Row, left, right) {
			continue
		}
		if found != nil {
			return nil
		}
		found = textPrompt(label, "")
	}
	return found
}

// okUnder reports whether a button that submits (OK, Accept…) is drawn
// within eight rows under row, between the columns left and right.
func okUnder(s *grid, row, left, right int) bool {
	for r := row + 1; r < len(s.Lines) && r <= row+8; r++ {
		for _, w := range strings.Fields(textIn(s.cells(r), left+1, right)) {
			if yesWords[strings.ToLower(strings.Trim(w, "<>[]() "))] {
				return true
			}
		}
	}
	return false
}

// filterLabel is what a filter's field shows left of the cursor: a label
// of a few words ending in a colon ("Filter:", "Search by name:"), then
// what was typed.
var filterLabel = regexp.MustCompile(`^\pL[\pL ]{0,24}:( .*)?$`)

// headingSetApart reports whether the option p marks selected is its
// first, a row of words alone in three columns or more, over options
// most of which hold figures (or, the list's one option, over the rows
// of figures under it on the screen: pg_top's "PID USERNAME  SIZE …"):
// a table's headings, not an entry.
func headingSetApart(s *grid, p *Prompt, left, right int) bool {
	if len(p.Options) == 0 || len(p.Options) == 2 || p.Options[0].Selected == nil || !*p.Options[0].Selected {
		return false
	}
	rows := make([]string, len(p.Options))
	for i, o := range p.Options {
		rows[i] = strings.TrimSpace(textIn(s.cells(o.Row), left+1, right))
	}
	if len(p.Options) == 1 {
		for r := p.Options[0].Row + 1; r < len(s.Lines) && r <= p.Options[0].Row+3; r++ {
			t := strings.TrimSpace(textIn(s.cells(r), left+1, right))
			if t == "" {
				break
			}
			rows = append(rows, t)
		}
		if len(rows) < 2 {
			return false
		}
	}
	return headsFigures(rows[0], rows[1:])
}

// filterOverList reads a field the terminal's cursor waits in at the end
// of its row, a label and what was typed ("Filter: s"), over a list of
// which one entry is highlighted a few rows under it (a column's heading
// and its rule between): a select whose list typing narrows, asked by
// the words above the field or the title of the box around them ("┌─
// Select a service ──"), else named by the label.
func filterOverList(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row+2 >= len(s.Lines) {
		return nil
	}
	cs := s.cells(c.Row)
	left, right := frameAround(s, c.Row, c.Col, c.Col)
	label := strings.TrimSpace(textIn(cs, left+1, c.Col))
	if after := strings.TrimSpace(textIn(cs, c.Col, right)); after != "" {
		// A placeholder drawn faint or grey where the cursor waits
		// ("Search", opencode's model picker) names the empty field.
		if label != "" || !placeholderAt(s, c.Row, c.Col, right) || !word.MatchString(after) {
			return nil
		}
		label = after + ":"
	}
	if !filterLabel.MatchString(label) {
		return nil
	}
	listed := &grid{Snapshot: s.Snapshot}
	listed.Cursor.Visible = false // (the list is read as drawn: the cursor is the field's)
	var found *Prompt
	for _, h := range Highlights(s.Snapshot) {
		p := listAt(listed, h)
		if p == nil || p.Options[0].Row <= c.Row || p.Options[0].Row > c.Row+4 {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	if found == nil {
		found = colouredUnder(s, c.Row, left, right)
	}
	if found == nil || headingSetApart(s, found, left, right) {
		// (The entry set apart is a table's headings over its rows of
		// figures, otel-tui's "Time  Service  Level  Body" under its
		// filter: a dashboard's table, its filter a field.)
		return nil
	}
	found.Question, found.Filter = label[:strings.Index(label, ":")], true
	for r := c.Row - 1; r >= 0 && r >= c.Row-2; r-- {
		rcs := s.cells(r)
		if left >= 0 && cornerGlyphs[at(rcs, left)] {
			if _, t := boxTitle(s, c.Row, left, right); word.MatchString(t) {
				found.Question = t
			}
			break
		}
		if q := strings.TrimSpace(textIn(rcs, left+1, right)); q != "" {
			if parts := wideGap.Split(q, 2); len(parts) == 2 && len(parts[1]) <= 5 {
				q = parts[0] // the key that closes it, at the row's far end ("esc")
			}
			if word.MatchString(q) {
				found.Question = q
			}
			break
		}
	}
	return found
}

// colouredUnder reads the entries right under a filter's field on row,
// one a row from one column (a pointer before one at most), of which
// one is drawn in a colour of its own, the others plain (bemenu's
// current entry in red, no background): a select, that one selected.
func colouredUnder(s *grid, row, left, right int) *Prompt {
	var items []item
	for r := row + 1; r < len(s.Lines); r++ {
		it := parseItem(s.cells(r), r, left+1, right)
		if it.label < 0 || it.text == "" || (len(items) > 0 && it.label != items[0].label) {
			break
		}
		items = append(items, it)
	}
	// (Plain is the terminal's own look or the field's label's: a
	// form's next label, "Again:" under "Password:", is no entry.)
	label := s.LookAt(row, firstCol(s.cells(row), left+1, right))
	sel := -1
	for i, it := range items {
		l := s.LookAt(it.row, it.label)
		switch {
		case l == (emulator.Look{}) || l == label:
		case l == (emulator.Look{Attr: emulator.Faint}):
			return nil // (a hint drawn faint under the field, "enter scan · esc cancel": no entry in a colour)
		case sel >= 0:
			return nil // (two entries in colour: a colour of their kind, none selected)
		default:
			sel = i
		}
	}
	if sel < 0 || len(items) > maxEntries {
		return nil
	}
	opts := make([]Option, len(items))
	for i, it := range items {
		opts[i] = Option{Label: it.text, Selected: boolp(i == sel), Row: it.row, Col: it.label}
	}
	return &Prompt{Kind: Select, Options: opts}
}

// placeholderAt reports whether the text on row from col up to right is
// drawn faint or grey (greyed): a field's placeholder.
func placeholderAt(s *grid, row, col, right int) bool {
	cs := slices.DeleteFunc(slices.Clone(s.cells(row)), func(c cell) bool { return c.col >= right })
	return greyedFrom(s, row, cs, col)
}

// rowCounter is a count of a finder's entries at its query row's far
// end, set apart by three blanks or more: "(1/3) [1/1]", "12/40".
var rowCounter = regexp.MustCompile(`\s{3,}(?:[\[(]?\d+/\d+[\])]?\s*){1,2}$`)

// insideSides is a highlight without the frame's sides at its ends: a
// box drawn on a background of its own (Curses::Widgets' list box) sets
// its whole rows apart, sides and all, and its entries are inside.
func insideSides(s *grid, h Highlight) Highlight {
	cs := s.cells(h.Row)
	if h.Len > 2 && frameGlyphs[at(cs, h.Col)] {
		h.Col, h.Len = h.Col+1, h.Len-1
	}
	if h.Len > 2 && frameGlyphs[at(cs, h.Col+h.Len-1)] {
		h.Len--
	}
	return h
}

// askedAbove is the question on one of the two rows above a box's top
// edge (row top), ending in "?" or ":", or "".
func askedAbove(s *grid, top int) string {
	for r := top - 1; r >= 0 && r >= top-2; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		if strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") {
			return t
		}
		return ""
	}
	return ""
}

// valueUnderQuestion reads a value a full-screen program offers on a row
// of its own under the sentence that asks for it, the cursor at the
// value's end where typing goes on or Backspace takes it back (an
// installer's "Setup is ready to set up Windows in the following
// directory, which it will create on your hard disk:" over
// "C:\WINDOWS"): a text question, the value its default, however much
// the screen tells under it of what to do.
func valueUnderQuestion(s *grid) *Prompt {
	c := s.Cursor
	if !s.AltScreen || !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) || strings.ContainsAny(s.Lines[c.Row], "│┃║|") {
		return nil // (a field in a box is the box's: boxPrompt's, typedField's)
	}
	cs := s.cells(c.Row)
	value := strings.TrimSpace(textIn(cs, 0, c.Col))
	if value == "" || strings.ContainsRune(value, ' ') || strings.TrimSpace(textIn(cs, c.Col, s.Cols)) != "" {
		return nil // no value, words, or text after the cursor
	}
	q := askedAbove(s, c.Row)
	if !strings.HasSuffix(q, ":") {
		return nil
	}
	// The question's whole sentence: the rows of its paragraph.
	top := c.Row - 1
	for strings.TrimSpace(s.Lines[top]) == "" {
		top--
	}
	if lead(s.Lines[c.Row]) <= lead(s.Lines[top])+1 {
		return nil // a value typed in line under its label (a dialog's field), not one set off under its sentence
	}
	para := []string{}
	for r := top; r >= 0 && strings.TrimSpace(s.Lines[r]) != ""; r-- {
		para = append([]string{strings.TrimSpace(s.Lines[r])}, para...)
	}
	return &Prompt{Kind: Text, Question: collapse(strings.Join(para, " ")), Default: value, Prefilled: true}
}

// lead is how many blanks start a line.
func lead(l string) int { return len(l) - len(strings.TrimLeft(l, " ")) }

// fillField reads a form's blank drawn as a run of fill characters the
// terminal's cursor waits at the start of ("Document:     ________",
// "Directory:........", three at least), after its label on the row,
// which ends in a colon: a text field, the one typed into among a
// form's. What stands between the label and the cursor was typed.
func fillField(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return nil
	}
	cs := s.cells(c.Row)
	fill := at(cs, c.Col)
	if fill != "_" && fill != "." {
		return nil
	}
	n := 0
	for col := c.Col; at(cs, col) == fill; col++ {
		n++
	}
	if n < 3 {
		return nil
	}
	left, _ := frameAround(s, c.Row, c.Col, c.Col+1)
	parts := wideGap.Split(textIn(cs, left+1, c.Col), -1)
	label, value := parts[len(parts)-1], ""
	if i := strings.Index(label, ":"); i >= 0 && i < len(label)-1 && !strings.HasSuffix(label, ":") {
		label, value = label[:i+1], strings.TrimSpace(label[i+1:])
	} else if !strings.HasSuffix(label, ":") && len(parts) > 1 && strings.HasSuffix(parts[len(parts)-2], ":") {
		label, value = parts[len(parts)-2], label
	}
	if !strings.HasSuffix(label, ":") || !word.MatchString(label) || len(label) > 48 {
		return nil
	}
	p := textPrompt(label, "")
	if p.Kind != Password {
		p.Value = value
	}
	return p
}
