package modes

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// Prompts of the terminal UI libraries that draw a cursor of their own and
// a help row under their widget (Bubble Tea's bubbles and huh, gum, Ink):
// the terminal's cursor is hidden, a field shows where typing goes with
// one cell drawn inverse, buttons are words on a background, and the help
// row names the keys ("←→ toggle • enter submit • y Yes • n No"). huh
// draws a bar ("┃") down the left of the field it asks.

// helpSep sets a help row's pairs apart: " • " (Bubble Tea), " | "
// (pterm), " · ".
var helpSep = regexp.MustCompile(` [•|·] `)

// helpPair is one "key action" of a help row ("enter: select" too).
var helpPair = regexp.MustCompile(`^(\S+) (\S.*)$`)

// keyEqualsAction is a key, '=', and what it does: "Space=Select".
var keyEqualsAction = regexp.MustCompile(`(?:^|\s)(\S+)=(\pL+)\b`)

// helpRow finds the help row under a widget: the last row with text, made
// of two or more "key action" pairs set apart by " • ", or of
// "KEY=Action" pairs. It returns the
// row, or -1, and each action's key, by action in lower case (a pair cut
// off at the screen's edge is left out).
func helpRow(s *grid) (int, map[string]string) {
	for r := len(s.Lines) - 1; r >= 0; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		keys := map[string]string{}
		for _, part := range helpSep.Split(t, -1) {
			if m := helpPair.FindStringSubmatch(strings.TrimSpace(part)); m != nil {
				keys[strings.ToLower(m[2])] = strings.TrimSuffix(m[1], ":")
			}
		}
		if len(keys) < 2 {
			// Or "KEY=Action" pairs set apart by blanks ("J=Down K=Up
			// Space=Select Backspace=Cancel", nwipe's).
			keys = map[string]string{}
			for _, m := range keyEqualsAction.FindAllStringSubmatch(t, -1) {
				keys[strings.ToLower(m[2])] = m[1]
			}
		}
		if len(keys) < 2 {
			return -1, nil
		}
		return r, keys
	}
	return -1, nil
}

// keyNotation writes a key a help row names ("x", "space", "tab", "ctrl+a")
// in key notation.
func keyNotation(k string) string {
	switch {
	case len([]rune(k)) == 1:
		return k
	case strings.HasPrefix(k, "ctrl+"):
		return "<ctrl-" + strings.TrimPrefix(k, "ctrl+") + ">"
	}
	return "<" + k + ">"
}

// barGlyphs are the bars a library draws down the left of what it asks.
var barGlyphs = map[string]bool{"┃": true, "│": true, "|": true, "▌": true}

// barEnd returns the first column after a bar that starts a row (and the
// space after it), or 0 when the row starts with none.
func barEnd(cs []cell) int {
	if len(cs) > 0 && barGlyphs[cs[0].s] && (len(cs) == 1 || cs[1].s == " ") {
		return 2
	}
	return 0
}

// unbarred is the text of a row without the bar that starts it, trimmed.
func unbarred(s *grid, row int) string {
	cs := s.cells(row)
	return textIn(cs, barEnd(cs), s.Cols)
}

// drawnCursor returns the column of the one cell of row drawn inverse, the
// cursor a library draws itself, or -1 when there is not exactly one.
func drawnCursor(s *grid, row int) int { return oneCell(s, row, false) }

// oneCell returns the column of the one cell of row drawn inverse, or on
// a background of its own too where onBg is set (enquirer's cursor,
// black on cyan), alone in such a look on the row; -1 when there is not
// exactly one.
func oneCell(s *grid, row int, onBg bool) int {
	col := -1
	for _, r := range s.Runs {
		if r.Row != row || (r.Attr&emulator.Inverse == 0 && (!onBg || r.Bg == "")) {
			continue
		}
		if r.Len != 1 || col >= 0 {
			return -1
		}
		col = r.Col
	}
	return col
}

// fieldPrompt reads a text field whose cursor the program draws itself,
// the terminal's hidden: "> value" under its question (gum input, huh's
// input), or "Label: value" (Ink's text input). A field with a list
// under it filters that list as it is typed into (gum filter): it is a
// select, its question the field's row, as fzf's. Greyed text in the
// field is a placeholder, no answer; text drawn plain is the field's
// value, which typing adds to.
func fieldPrompt(s *grid) *Prompt {
	if s.Cursor.Visible {
		return nil
	}
	row, col := -1, -1
	for r := range s.Lines {
		if c := drawnCursor(s, r); c >= 0 {
			if row >= 0 {
				return nil
			}
			row, col = r, c
		}
	}
	if row < 0 {
		if p := labelGlyph(s); p != nil {
			return p
		}
		if p := blinkedFilter(s); p != nil {
			return p
		}
		if p := blinkedField(s); p != nil {
			return p
		}
		return placeholderField(s)
	}
	cs := s.cells(row)
	from := barEnd(cs)
	right, framed := s.Cols, false
	if l, r, ok := framedRow(s, row); ok && from == 0 {
		from, right, framed = l+1, r, true // (a window's frame around the form: " │  > username  │")
	}
	start := firstCol(cs, from, right)
	if start < 0 || start > col {
		return nil
	}
	var question string
	valueFrom := -1
	if pointing(at(cs, start)) {
		valueFrom = start + 1
	} else {
		// (The row's trailing blanks are trimmed: a label alone ends
		// it, "Project name:", the drawn cursor on the blank after it.)
		line := s.Lines[row] + " "
		i := strings.Index(line, ": ")
		if i < 0 {
			return nil
		}
		valueFrom = len(cellsOf(line[:i+2]))
		if valueFrom > col {
			return nil
		}
		question = textIn(cs, from, valueFrom)
	}
	if items := filtered(s, row); len(items) > 0 && !framed {
		q := textIn(cs, from, s.Cols)
		if r := row - 1; r >= 0 && question != "" && unbarred(s, r) != "" {
			// "Filter:" under the question the list answers ("Which
			// mirror?"): the field's label says what it does, the row
			// above what is asked.
			q = unbarred(s, r)
		}
		return &Prompt{Kind: Select, Question: q, Options: options(s, items), Filter: true}
	}
	if question == "" {
		question = at(cs, start)
		above := func(r int) string {
			if framed {
				return textIn(s.cells(r), from, right)
			}
			return unbarred(s, r)
		}
		if r := row - 1; r >= 0 && word.MatchString(above(r)) {
			question = above(r) // (a frame's edge above says nothing)
		}
	}
	p := textPrompt(question, "")
	value := textIn(cs, valueFrom, right)
	if off := valueOffset(s.Lines[row], valueFrom); value != "" && !greyed(s, row, cs, off) && p.Kind != Password {
		p.Value = value
	}
	return p
}

// framedRow reports the columns of the sides of a frame around row, a
// window's: a side within the row's first three cells and one within
// its last three, the same glyph.
func framedRow(s *grid, row int) (left, right int, ok bool) {
	cs := s.cells(row)
	first := firstCol(cs, 0, 3)
	if first < 0 || !frameSide([]rune(at(cs, first))[0]) {
		return 0, 0, false
	}
	for c := s.Cols - 1; c >= s.Cols-3; c-- {
		if g := at(cs, c); g != "" && g != " " {
			return first, c, g == at(cs, first)
		}
	}
	return 0, 0, false
}

// blinkedFilter reads a filter's field whose drawn cursor is in the off
// phase of its blink (Bubble Tea's text input blinks it every 530 ms): a
// row that starts with a field's glyph and a block of rows (nothing right
// above it), the only one, right above a list with one entry marked, is a
// select (gum filter), as with the cursor on.
func blinkedFilter(s *grid) *Prompt {
	var found *Prompt
	for r := range s.Lines {
		cs := s.cells(r)
		from := barEnd(cs)
		start := firstCol(cs, from, s.Cols)
		if start < 0 || !pointing(at(cs, start)) || (r > 0 && strings.TrimSpace(s.Lines[r-1]) != "") {
			continue // no field, or an entry of a list (gum choose's "> ")
		}
		items := filtered(s, r)
		if len(items) == 0 {
			continue
		}
		if found != nil {
			return nil
		}
		found = &Prompt{Kind: Select, Question: textIn(cs, from, s.Cols), Options: options(s, items), Filter: true}
	}
	return found
}

// blinkedField reads a field whose drawn cursor is blinked off when the
// screen is read: the one row that starts with a field's glyph, its
// question on the row right above it and nothing right under it (an
// entry of a list has entries beside it), as a person still sees the
// field between two blinks. Greyed text after the glyph is a
// placeholder, plain text the field's value.
func blinkedField(s *grid) *Prompt {
	row := -1
	for r := range s.Lines {
		cs := s.cells(r)
		start := firstCol(cs, barEnd(cs), s.Cols)
		if start < 0 || !pointing(at(cs, start)) || (start+1 < len(cs) && cs[start+1].s != " ") {
			continue
		}
		if row >= 0 {
			return nil // more than one: a list's entries, or lines quoted
		}
		row = r
	}
	if row < 1 || unbarred(s, row-1) == "" || (row+1 < len(s.Lines) && strings.TrimSpace(s.Lines[row+1]) != "") {
		return nil
	}
	cs := s.cells(row)
	start := firstCol(cs, barEnd(cs), s.Cols)
	if above := s.cells(row - 1); firstCol(above, barEnd(above), s.Cols) > start {
		return nil // the entry above is indented past the glyph: a list's last entry pointed at
	}
	valueFrom := start + 1
	if hintAfter.MatchString(textIn(cs, valueFrom, s.Cols)) {
		return nil // a hint after the glyph ("► Press ? for help on keys …"), no field
	}
	p := textPrompt(unbarred(s, row-1), "")
	value := textIn(cs, valueFrom, s.Cols)
	if off := valueOffset(s.Lines[row], valueFrom); value != "" && !greyed(s, row, cs, off) && p.Kind != Password {
		p.Value = value
	}
	return p
}

// placeholderField reads a search box or a field that leads a screen the
// program drew on the main one, its cursor hidden and drawn nowhere: the
// first row with text is a label ending in ": " (or a field's pointing
// glyph) and a placeholder after it drawn faint or grey to the row's end
// ("Search packages on Yarn: create-emma", the example dim; "› Relevant
// emojis will appear when you start writing"), the only such row.
func placeholderField(s *grid) *Prompt {
	if s.AltScreen {
		return nil
	}
	row := 0
	for row < len(s.Lines) && strings.TrimSpace(s.Lines[row]) == "" {
		row++
	}
	if row >= len(s.Lines) {
		return nil
	}
	line := s.Lines[row]
	cs0 := s.cells(row)
	if start := firstCol(cs0, 0, s.Cols); start >= 0 && pointing(at(cs0, start)) && at(cs0, start+1) == " " {
		// A field's glyph, then the placeholder ("› Relevant emojis will
		// appear when you start writing", emoj's): the glyph asks.
		off := len(textIn(cs0, 0, start+2))
		if rest := strings.TrimSpace(line[min(off, len(line)):]); rest != "" && greyed(s, row, cs0, strings.Index(line, rest)) {
			return textPrompt(at(cs0, start), "")
		}
		return nil
	}
	i := strings.Index(line, ": ")
	if i < 0 || strings.TrimSpace(line[i+2:]) == "" || !word.MatchString(line[:i]) {
		return nil
	}
	cs := s.cells(row)
	if !greyed(s, row, cs, i+2) || greyed(s, row, cs, 0) {
		// (The label grey as well, the whole row: a hint, "Tips: Enter
		// to submit, Alt+Enter for newline", no field.)
		return nil
	}
	for r := row + 1; r < len(s.Lines); r++ {
		if j := strings.Index(s.Lines[r], ": "); j >= 0 && strings.TrimSpace(s.Lines[r][j+2:]) != "" && greyed(s, r, s.cells(r), j+2) {
			return nil // another such row: a list of values greyed, no field
		}
	}
	return textPrompt(strings.TrimSpace(line[:i+1]), "")
}

// valueOffset is the byte offset in line of the cell column col.
func valueOffset(line string, col int) int {
	n := 0
	for i := range line {
		if len(cellsOf(line[:i])) >= col {
			return i
		}
		n = i
	}
	return n + 1
}

// filtered reads the list under a filter's field: the rows with text
// right under it, one of them marked.
func filtered(s *grid, row int) []item {
	var items []item
	for r := row + 1; r < len(s.Lines) && strings.TrimSpace(s.Lines[r]) != ""; r++ {
		cs := s.cells(r)
		items = append(items, parseItem(cs, r, barEnd(cs), s.Cols))
	}
	items = bullets(items, false)
	if only(items, func(it item) bool { return it.pointer }) < 0 {
		return nil
	}
	return items
}

// yesWords are the labels of a button that says yes.
var yesWords = map[string]bool{"yes": true, "y": true, "ok": true, "okay": true, "confirm": true, "accept": true, "continue": true, "proceed": true}

// declineWords are the buttons that answer no to the yes beside them:
// with another action beside it ("Ok", "Reboot"), a yes is one of two
// actions, no confirm.
var declineWords = map[string]bool{"no": true, "n": true, "cancel": true, "back": true, "quit": true, "exit": true, "abort": true, "skip": true, "later": true, "close": true, "don't": true, "never": true, "decline": true, "deny": true, "reject": true}

// buttonWord is a button's label: a word, "OK", "Cancel", "Don't".
var buttonWord = regexp.MustCompile(`^\pL[\pL\d_'&-]*$`)

// buttonPrompt reads buttons drawn as words on a background, two or
// three, with nothing else on their row, under their question (gum
// confirm, huh's confirm): the row's own background is none of theirs,
// and the highlighted one has a background the others have not. Each
// button's key is the one the help row gives it.
func buttonPrompt(s *grid) *Prompt {
	_, keys := helpRow(s)
	for r := range s.Lines {
		items, ref := buttonRow(s, r, keys)
		if items == nil {
			continue
		}
		q, qRow := "", -1
		left, right := frameAround(s, r, items[0].from, items[len(items)-1].to)
		if p := fieldOverButtons(s, r, left, right); p != nil {
			return p
		}
		for above := r - 1; above >= 0 && q == ""; above-- {
			qRow = above
			if left >= 0 {
				q = strings.Trim(textIn(s.cells(above), left+1, right), lineGlyphs)
				continue
			}
			q = unbarred(s, above)
		}
		if q != "" && !word.MatchString(q) {
			continue // under an edge or a shadow, no words: they submit what is drawn above (a form, a list)
		}
		for left >= 0 && qRow > 0 && q != "" && unicode.IsLower([]rune(q)[0]) {
			// The question's first rows, where it goes on from them
			// (tview's modal: "Do you want to quit the" over
			// "application?"; a title over a sentence is none).
			above := strings.TrimSpace(strings.Trim(textIn(s.cells(qRow-1), left+1, right), lineGlyphs))
			if !word.MatchString(above) || strings.ContainsAny(above[len(above)-1:], ".?!:") {
				break
			}
			q, qRow = above+" "+q, qRow-1
		}
		if qRow >= 0 && q != "" {
			if c := firstCol(s.cells(qRow), left+1, right); c >= 0 && s.LookAt(qRow, c).Bg != "" && s.LookAt(qRow, c).Bg != s.LookAt(r, ref).Bg {
				// The row above the buttons is a field on a background
				// of its own: the buttons submit it.
				if p := buttonField(s, qRow, left, right, q); p != nil {
					return p
				}
				continue
			}
		}
		kind := Choice
		if yesWords[strings.ToLower(items[0].text)] && (len(items) > 2 || declineWords[strings.ToLower(items[1].text)]) {
			kind = Confirm
		}
		return &Prompt{Kind: kind, Question: q, Options: options(s, items)}
	}
	return nil
}

// boxedButtons reads buttons each drawn as a box of its own side by side,
// a word in each, the one the arrows or Tab are on framed in a double or
// heavy line, the others in a light one (confirm-cli's `│ Yes │ ║ No ║`:
// No is current), under the question they answer: a confirm where they are a
// yes and a no, else a choice. Nil where no row holds two such boxes
// or none is framed apart.
func boxedButtons(s *grid) *Prompt {
	for r := len(s.Lines) - 2; r >= 1; r-- {
		cs := s.cells(r)
		var items []item
		var sides []string
		for i := 0; i < len(cs); i++ {
			if !frameGlyphs[cs[i].s] || cs[i].s == "|" || !cornerGlyphs[cellAt(s.Lines[r-1], cs[i].col)] {
				continue
			}
			j := i + 1
			for j < len(cs) && cs[j].s != cs[i].s && !frameGlyphs[cs[j].s] {
				j++
			}
			if j >= len(cs) || cs[j].s != cs[i].s {
				continue
			}
			text := strings.TrimSpace(textIn(cs, cs[i].col+1, cs[j].col))
			if !buttonWord.MatchString(text) {
				continue
			}
			items = append(items, item{row: r, from: cs[i].col, to: cs[j].col + 1, label: cs[i].col + 2, text: text})
			sides = append(sides, cs[i].s)
			i = j
		}
		if len(items) < 2 || len(items) > 4 {
			continue
		}
		sel := -1
		for i, side := range sides {
			if side != "│" { // a double or heavy line: the current one
				if sel >= 0 {
					return nil
				}
				sel = i
			}
		}
		if sel < 0 {
			return nil
		}
		q := ""
		for above := r - 2; above >= 0 && q == ""; above-- {
			if t := strings.Trim(s.Lines[above], lineGlyphs+"└┘╚╝┗┛╰╯│║┃"); word.MatchString(t) {
				q = strings.TrimSpace(t)
			}
		}
		if q == "" {
			return nil
		}
		opts := make([]Option, len(items))
		for i, it := range items {
			selected := i == sel
			opts[i] = Option{Label: it.text, Selected: &selected, Row: it.row, Col: it.label}
		}
		kind := Choice
		if len(opts) == 2 && yesNoPair(opts) {
			kind = Confirm
		}
		return &Prompt{Kind: kind, Question: q, Options: opts}
	}
	return nil
}

// fieldOverButtons reads the field the terminal's cursor waits in, above
// the buttons on row r (in their box, between the sides left and right,
// or -1): a label ending in a colon, then the cursor (IPCop's
// `Password:` over `Again:`, then OK and Cancel; the marks typed into it
// after the colon at most). The buttons submit the
// form; the field is what is asked now. Nil where the cursor is elsewhere.
func fieldOverButtons(s *grid, r, left, right int) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row >= r || c.Row < r-8 || (left >= 0 && (c.Col <= left || c.Col >= right)) {
		return nil
	}
	label := strings.TrimSpace(strings.Trim(textIn(s.cells(c.Row), left+1, c.Col), lineGlyphs))
	label = strings.TrimRight(label, "*•● ") // the marks typed into a secret's field
	if !strings.HasSuffix(label, ":") || !word.MatchString(label) || strings.TrimSpace(textIn(s.cells(c.Row), c.Col, right)) != "" {
		return nil
	}
	return textPrompt(label, "")
}

// buttonRow reads the two or three buttons along row r, words each on a
// background, and the column whose look is the row's own (its first
// cell, or the first inside the box the buttons are in); nil where the
// row holds no such buttons. Buttons stand out from their row, and the
// highlighted one from the others; with one look for all (no highlight
// to read), only a yes and its other are buttons.
func buttonRow(s *grid, r int, keys map[string]string) ([]item, int) {
	cs := s.cells(r)
	line := s.Lines[r]
	skip := lead(line)
	if barEnd(cs) > 0 {
		skip = len(string(cs[0].s)) // the bar, as bytes
	}
	var items []item
	for _, w := range piece.FindAllStringIndex(line[skip:], -1) {
		a, b := skip+w[0], skip+w[1]
		col, end := len(cellsOf(line[:a])), len(cellsOf(line[:b]))
		text := line[a:b]
		if !slices.ContainsFunc(strings.Fields(text), func(f string) bool { return !frameGlyphs[f] && f != "▄" }) {
			continue // the sides of the box the buttons are in, a button's shadow (FINAL CUT's "Yes   ▄")
		}
		if strings.Contains(text, " ") || s.LookAt(r, col).Bg == "" || !buttonWord.MatchString(text) {
			return nil, 0 // (signs on colours, a picture drawn in letters, make no button)
		}
		items = append(items, item{row: r, from: col, to: end, label: col, text: text, key: keys[strings.ToLower(text)]})
	}
	if len(items) < 2 || len(items) > 3 {
		return nil, 0
	}
	backs := map[string]bool{}
	for _, it := range items {
		backs[s.LookAt(r, it.from).Bg] = true
	}
	ref := 0
	if l, _ := frameAround(s, r, items[0].from, items[len(items)-1].to); l >= 0 {
		ref = l + 1
	}
	if backs[s.LookAt(r, ref).Bg] || len(backs) == 0 || (len(backs) == 1 && !yesWords[strings.ToLower(items[0].text)]) {
		return nil, 0
	}
	return items, ref
}

// buttonField reads the field on row qRow, between the frame's sides
// left and right (or -1), whose text is q, that buttons under it submit:
// its label is up to three rows further up, and must be one; nil where
// it is not.
func buttonField(s *grid, qRow, left, right int, q string) *Prompt {
	label := ""
	for above := qRow - 1; above >= 0 && above >= qRow-3 && label == ""; above-- {
		label = strings.Trim(textIn(s.cells(above), left+1, right), lineGlyphs)
	}
	if !title(label) || markedEntry.MatchString(q) || markedEntry.MatchString(label) {
		return nil // (a check box's or a radio button's row is no field: "( ) Cure")
	}
	p := textPrompt(label, "")
	if p.Kind != Password {
		p.Default, p.Prefilled = q, true
	}
	return p
}

// bullets settles what a "•" before an entry's label is: the pointer
// where it marks one entry alone (gum filter); an unticked box where the
// list ticks entries (a tick beside one, or a help row that toggles: gum
// choose --no-limit); else a bullet that says nothing.
func bullets(items []item, toggles bool) []item {
	n, pointed, ticks := 0, false, toggles
	for _, it := range items {
		if it.bullet {
			n++
		}
		pointed = pointed || it.pointer
		ticks = ticks || (it.hasCheck && !it.isRadio)
	}
	for i := range items {
		switch {
		case !items[i].bullet:
		case ticks:
			items[i].checked, items[i].hasCheck = boolp(false), true
		case n == 1 && !pointed:
			items[i].pointer = true
		}
	}
	return items
}

// submitHint names the key that submits what was written.
var submitHint = regexp.MustCompile(`(?i)\b(submit|save|confirm|done)\b`)

// textArea reads a field of several rows a library draws: rows that
// start with a bar ("┃") and hold the cursor (the terminal's, or the one
// inverse cell the library draws: Bubble Tea's text area), under a label
// that asks (ending in ':' or '?'). Greyed text in it is a placeholder,
// no answer.
func textArea(s *grid) *Prompt {
	row := cursorOrDrawn(s)
	if row < 0 || row >= len(s.Lines) {
		return nil
	}
	top, bottom, ok := barredArea(s, row)
	if !ok {
		return nil
	}
	q := top - 1
	if q > 0 && strings.TrimSpace(s.Lines[q]) == "" {
		q--
	}
	if q < 0 {
		return nil
	}
	label := strings.TrimSpace(s.Lines[q])
	asks := strings.HasSuffix(label, ":") || strings.HasSuffix(label, "?")
	if !asks && !s.Cursor.Visible {
		// A title that names what to write ("Describe the change"),
		// where the library draws the cursor in the area and a hint
		// under it names the key that submits it.
		for r := bottom + 1; r < len(s.Lines) && r <= bottom+3; r++ {
			asks = asks || submitHint.MatchString(s.Lines[r])
		}
	}
	if !asks || !title(label) || strings.Contains(label, "--") {
		return nil
	}
	return textPrompt(label, "")
}

// cursorOrDrawn is the row of the terminal's cursor where it is shown,
// or else of the one cursor the program draws; -1 where it draws none or
// more than one.
func cursorOrDrawn(s *grid) int {
	if s.Cursor.Visible {
		return s.Cursor.Row
	}
	row := -1
	for r := range s.Lines {
		if drawnCursor(s, r) >= 0 {
			if row >= 0 {
				return -1
			}
			row = r
		}
	}
	return row
}

// barredArea finds the rows around row that start with the same bar
// glyph as it: ok where there are two or more and nothing else in them is
// a bar or a frame's glyph (a box's sides, or columns: no field).
func barredArea(s *grid, row int) (top, bottom int, ok bool) {
	cs := s.cells(row)
	if len(cs) == 0 || !barGlyphs[cs[0].s] {
		return 0, 0, false
	}
	bar := cs[0].s
	top, bottom = row, row
	for top > 0 && at(s.cells(top-1), 0) == bar {
		top--
	}
	for bottom+1 < len(s.Lines) && at(s.cells(bottom+1), 0) == bar {
		bottom++
	}
	if bottom == top {
		return 0, 0, false // one row: a field (fieldPrompt's)
	}
	for r := top; r <= bottom; r++ {
		for _, c := range s.cells(r)[1:] {
			if barGlyphs[c.s] || frameGlyphs[c.s] {
				return 0, 0, false
			}
		}
	}
	return top, bottom, true
}

// pointedAnswers reads a question with its answers after it on its row,
// one of them behind a pointer glyph ("Restart the worker now? ▸Yes  No"):
// the last row written, the terminal's cursor hidden, two to four words
// after the question mark. The pointed one is selected; yes and no make
// a confirm.
func pointedAnswers(s *grid) *Prompt {
	if s.Cursor.Visible {
		return nil
	}
	row := len(s.Lines) - 1
	for row >= 0 && strings.TrimSpace(s.Lines[row]) == "" {
		row--
	}
	if row < 0 {
		return nil
	}
	t := strings.TrimSpace(s.Lines[row])
	i := strings.LastIndex(t, "?")
	if i <= 0 {
		return nil
	}
	var words []string
	pointed := -1
	for _, f := range strings.Fields(t[i+1:]) {
		g, rest := firstGlyph(f)
		if pointerMark(g) {
			if pointed >= 0 {
				return nil
			}
			pointed, f = len(words), rest
			if f == "" {
				continue // the glyph apart from its word
			}
		}
		if !isWord(f) {
			return nil
		}
		words = append(words, f)
	}
	if len(words) < 2 || len(words) > 4 || pointed < 0 || pointed >= len(words) {
		return nil
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(t[:i+1])}
	for j, w := range words {
		p.Options = append(p.Options, Option{Label: w, Selected: boolp(j == pointed), Row: row})
	}
	if len(words) == 2 && yesWords[strings.ToLower(words[0])] && (strings.EqualFold(words[1], "no") || strings.EqualFold(words[1], "n")) {
		p.Kind = Confirm
	}
	return p
}

// firstGlyph splits the first character off a word.
func firstGlyph(w string) (string, string) {
	for i := range w {
		if i > 0 {
			return w[:i], w[i:]
		}
	}
	return w, ""
}

// isWord reports whether w is made of letters only.
func isWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// barredChoices reads a question a full-screen program asks on the row
// the cursor is on, its answers after it each set apart by a bar
// ("File Modified: notes.txt│Save│As│Discard│Cancel"): three answers or
// more, each a word or two drawn on one background, the cursor on one of
// them. The one whose background the others do not share is selected.
func barredChoices(s *grid) *Prompt {
	row := s.Cursor.Row
	if !s.Cursor.Visible || row < 0 || row >= len(s.Lines) {
		return nil
	}
	cs := s.cells(row)
	var bars []int // indexes of the bars in cs
	for i, c := range cs {
		if c.s == "│" {
			bars = append(bars, i)
		}
	}
	if len(bars) < 3 || bars[0] == 0 {
		return nil
	}
	var question strings.Builder
	for _, c := range cs[:bars[0]] {
		question.WriteString(c.s)
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(question.String())}
	if p.Question == "" {
		return nil
	}
	bgs := map[string]int{}
	var firstBg []string
	on := false
	for k, b := range bars {
		end := len(cs)
		if k+1 < len(bars) {
			end = bars[k+1]
		}
		if b+1 >= end {
			return nil
		}
		bg := s.LookAt(row, cs[b+1].col).Bg
		var label strings.Builder
		for _, c := range cs[b+1 : end] {
			if s.LookAt(row, c.col).Bg != bg {
				break // a mark of the row's own after the last answer
			}
			label.WriteString(c.s)
			on = on || c.col == s.Cursor.Col
		}
		l := strings.TrimSpace(label.String())
		if f := strings.Fields(l); len(f) == 0 || len(f) > 2 || uniseg.StringWidth(l) > 16 {
			return nil
		}
		p.Options = append(p.Options, Option{Label: l, Row: row})
		bgs[bg]++
		firstBg = append(firstBg, bg)
	}
	if !on {
		return nil
	}
	sel := -1
	for i, bg := range firstBg {
		if bgs[bg] == 1 && len(bgs) == 2 {
			sel = i
		}
	}
	if sel >= 0 {
		for i := range p.Options {
			p.Options[i].Selected = boolp(i == sel)
		}
	}
	return p
}

// oneOrMoreBlanks sets apart answers written side by side.
var oneOrMoreBlanks = regexp.MustCompile(` +`)

// rowChoices reads answers drawn side by side on one row under the
// question they answer, one set apart by reverse video or a background
// of its own (smenu's "oslo lima perth" under "Which city …?"): the
// last row with text of a program that reads keys on the main screen,
// two answers or more, each a word (or words, where two blanks or more
// set them apart), the question the row above ending in "?" or ":".
// The highlighted one is selected.
func rowChoices(s *grid) *Prompt {
	if s.AltScreen {
		return nil // a full-screen program's tabs and bars are its own
	}
	last := lastTextRow(s.Lines)
	if last < 1 || (s.Cursor.Visible && s.Cursor.Row != last) {
		return nil
	}
	var hs []Highlight
	for _, h := range Highlights(s.Snapshot) {
		if h.Row == last {
			hs = append(hs, h)
		}
	}
	if t := strings.TrimSpace(s.Lines[last]); len(hs) != 1 || strings.HasSuffix(t, ":") || (s.Cursor.Visible && strings.Contains(t, ": ")) {
		// (A row that ends in a colon asks itself, "API_USER
		// (api_user):", its name set apart; the same with a value
		// typed after it, the cursor on its row.)
		return nil
	}
	q := last - 1
	if strings.TrimSpace(s.Lines[q]) == "" && q > 0 {
		q--
	}
	question := strings.TrimSpace(s.Lines[q])
	h := hs[0]
	// A title that does not end like a question asks where the terminal's
	// cursor stands on the highlighted answer or right after it: the
	// program moves it with the highlight (Term::Clui's choose).
	follows := s.Cursor.Visible && s.Cursor.Col >= h.Col && s.Cursor.Col <= h.Col+h.Len
	if !strings.HasSuffix(question, "?") && !strings.HasSuffix(question, ":") && (!follows || question == "") {
		return nil
	}
	opts := rowAnswers(s, last, h)
	if opts == nil {
		return nil
	}
	return &Prompt{Kind: Select, Question: question, Options: opts}
}

// lastTextRow is the last row of lines that holds text, or -1.
func lastTextRow(lines []string) int {
	for r := len(lines) - 1; r >= 0; r-- {
		if strings.TrimSpace(lines[r]) != "" {
			return r
		}
	}
	return -1
}

// rowAnswers reads the answers set apart by blanks along row (by two or
// more where any pair is so set apart), each at its column, the one h
// highlights selected; nil where there are fewer than two, too many, or
// h highlights no one answer.
func rowAnswers(s *grid, row int, h Highlight) []Option {
	line := s.Lines[row]
	split := oneOrMoreBlanks
	if strings.Contains(strings.TrimSpace(line), "  ") {
		split = gap
	}
	cs := s.cells(row)
	var opts []Option
	sel := -1
	for _, loc := range split.Split(strings.TrimSpace(line), -1) {
		if loc == "" {
			continue
		}
		opts = append(opts, Option{Label: loc, Row: row})
	}
	if len(opts) < 2 || len(opts) > maxEntries {
		return nil
	}
	// Each answer's column, in the order drawn.
	from := 0
	for i := range opts {
		for j, c := range cs {
			if c.col >= from && c.s != " " && strings.HasPrefix(textIn(cs[j:], c.col, s.Cols), opts[i].Label) {
				opts[i].Col, from = c.col, c.col+uniseg.StringWidth(opts[i].Label)
				break
			}
		}
		// The highlight may take in the blanks around its answer.
		if opts[i].Col >= h.Col && opts[i].Col < h.Col+h.Len && strings.TrimSpace(h.Text) == opts[i].Label {
			sel = i
		}
	}
	if sel < 0 {
		return nil // the highlight is no one answer
	}
	for i := range opts {
		opts[i].Selected = boolp(i == sel)
	}
	return opts
}

// entryActions counts the letter keys a hint row of key and action pairs
// ("↑/k up • ↓/j down • enter connect • f forget • s scan • q quit")
// names for actions other than moving, filtering, help and leaving.
func entryActions(hint string) int {
	n := 0
	for _, part := range helpSep.Split(strings.TrimSpace(hint), -1) {
		m := helpPair.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil || len([]rune(m[1])) != 1 || !unicode.IsLetter([]rune(m[1])[0]) || listChores.MatchString(m[2]) {
			continue
		}
		n++
	}
	return n
}

// listChores are what a list's keys do that act on no entry: moving,
// filtering, help, leaving.
var listChores = regexp.MustCompile(`(?i)^(up|down|left|right|next|prev(ious)?|page|top|bottom|home|end|scroll|move|filter|search|find|help|more|quit|exit|back|cancel|close|select|choose|pick|toggle|confirm|submit|accept)\b`)

// barredList reads a list whose current entry a bar marks down its left
// side, each entry a block of a row or two (a title, a line describing
// it) set apart by blank rows, with a hint of the keys that move through
// it (Bubble Tea's list with its default delegate: "│ Apple" over "│ A
// red fruit", then "  Banana" over "  A yellow fruit", and "↑/k up •
// ↓/j down • / filter • q quit"). Each block's first row is an entry;
// the question is the title above the blocks (a count of the items
// under it, "3 items", is none).
func barredList(s *grid) *Prompt {
	hint := slices.IndexFunc(s.Lines, func(l string) bool { return listKeysHint.MatchString(l) })
	if s.Cursor.Visible || hint < 0 || entryActions(s.Lines[hint]) >= 2 {
		// (A hint naming two keys or more that act on the current
		// entry other than choosing it, wifitui's "enter connect • f
		// forget • s scan": the program's own view of its entries,
		// which it acts on, no question.)
		return nil
	}
	col, first, last, ok := barredRows(s)
	if !ok || last-first > 2 {
		return nil
	}
	if p := barredBoxes(s, first, last, col+2); p != nil {
		return p
	}
	height := last - first + 1
	text := col + 2
	// The blocks: rows of text starting at the entries' column, none
	// left of it, each block as tall as the marked one.
	block := func(r int) bool {
		for i := r; i < r+height; i++ {
			if i >= len(s.Lines) {
				return false
			}
			cs := s.cells(i)
			if firstCol(cs, 0, s.Cols) != text {
				return false
			}
		}
		return r+height >= len(s.Lines) || strings.TrimSpace(s.Lines[r+height]) == ""
	}
	entry := func(r int) Option {
		return Option{Label: textIn(s.cells(r), text, s.Cols), Row: r, Col: text}
	}
	opts := []Option{entry(first)}
	opts[0].Selected = boolp(true)
	top := first
	for r := first - height - 1; r >= 0 && block(r); r -= height + 1 {
		opts, top = append([]Option{entry(r)}, opts...), r
	}
	for r := last + 2; r < len(s.Lines) && block(r); r += height + 1 {
		opts = append(opts, entry(r))
	}
	if len(opts) < 2 {
		return nil
	}
	for i := range opts {
		if opts[i].Selected == nil {
			opts[i].Selected = boolp(false)
		}
	}
	q := ""
	for r := top - 1; r >= 0 && r >= top-4 && q == ""; r-- {
		if t := strings.TrimSpace(s.Lines[r]); t != "" && !itemCount.MatchString(t) {
			q = t
		}
	}
	return &Prompt{Kind: Select, Question: q, Options: opts}
}

// barredRows finds the marked block of a barredList: rows whose text
// starts with a bar and a blank, in one column, next to each other;
// not ok where there are none, or bars elsewhere too (a frame, no one
// marked entry).
func barredRows(s *grid) (col, first, last int, ok bool) {
	col, first, last = -1, -1, -1
	for r := range s.Lines {
		cs := s.cells(r)
		c := firstCol(cs, 0, s.Cols)
		if c < 0 || !barGlyphs[at(cs, c)] || at(cs, c+1) != " " || textIn(cs, c+2, s.Cols) == "" {
			continue
		}
		switch {
		case first < 0:
			col, first, last = c, r, r
		case c == col && r == last+1:
			last = r
		default:
			return 0, 0, 0, false
		}
	}
	return col, first, last, first >= 0
}

// listKeysHint is a row naming the keys that move through a list: "↑/k
// up • ↓/j down", "up/down", "arrows".
var listKeysHint = regexp.MustCompile(`(?i)(↑.{0,6}↓|\bup\b.{0,12}\bdown\b|\barrows?\b)`)

// itemCount is a list's count of its entries under its title: "3 items".
var itemCount = regexp.MustCompile(`^\d+ (items?|entries|results?)$`)

// hintedList reads a list no entry of which is set apart yet, under a
// row of keys that says how to move through it and pick one (hstr's
// "Type to filter, UP/DOWN move, RET/TAB select, …" over the history):
// two entries or more, short, starting in one column, one a row, down
// to the last row with text, a bar at most between the hint and them,
// the terminal's cursor hidden or on a row above the hint (where typing
// narrows the list). The question is the cursor's row, else the row
// above the hint. The entry set apart by reverse video or a background
// is selected; where none is, none is (the keys move to one first).
func hintedList(s *grid) *Prompt {
	hintRow := pickHintRow(s, 0)
	if hintRow < 0 || (s.Cursor.Visible && s.Cursor.Row >= hintRow) {
		return nil
	}
	first := hintRow + 1
	if first < len(s.Lines) && wideBar(s.Snapshot, first) {
		first++
	}
	col := -1
	var opts []Option
	r := first
	for ; r < len(s.Lines); r++ {
		cs := s.cells(r)
		c := firstCol(cs, 0, s.Cols)
		if c < 0 {
			break
		}
		t := textIn(cs, c, s.Cols)
		if (col >= 0 && c != col) || len([]rune(t)) > s.Cols/2 || !strings.ContainsFunc(t, unicode.IsLetter) {
			return nil
		}
		col = c
		opts = append(opts, Option{Label: t, Row: r, Col: c})
	}
	for ; r < len(s.Lines); r++ {
		if strings.TrimSpace(s.Lines[r]) != "" {
			return nil // more under the entries: no list of its own
		}
	}
	if len(opts) < 2 || len(opts) > maxEntries {
		return nil
	}
	lit := -1
	for _, h := range Highlights(s.Snapshot) {
		for i, o := range opts {
			if h.Row == o.Row && lit != i {
				if lit >= 0 {
					return nil // more than one set apart: no list of one choice
				}
				lit = i
			}
		}
	}
	if lit >= 0 {
		for i := range opts {
			opts[i].Selected = boolp(i == lit)
		}
	}
	q := ""
	if s.Cursor.Visible {
		q = strings.TrimSpace(s.Lines[s.Cursor.Row])
	} else if hintRow > 0 {
		q = strings.TrimSpace(s.Lines[hintRow-1])
	}
	return &Prompt{Kind: Select, Question: q, Options: opts}
}

// picksKey is a hint's word for the key that picks an entry.
var picksKey = regexp.MustCompile(`(?i)\b(select|choose|pick|enter|ret|return)\b`)

// focusedField reads a form of fields each in a box of its own ("╭─╮",
// "│ Release name: release-7 │", "╰─╯"), one set apart by the colour
// of its frame (ink-form's, the focused field's frame and label in
// blue): a text field, asked by its label, its value drawn faint the
// default. A hint after the value, set apart by blanks ("Press enter to
// edit"), is no part of it. Forms with no field set apart ask nothing.
func focusedField(s *grid) *Prompt {
	type field struct {
		row, col     int
		label, value string
		valueCol     int
	}
	var fields []field
	for r := 0; r+2 < len(s.Lines); r++ {
		top := s.cells(r)
		for i, c := range top {
			if c.s != "╭" {
				continue
			}
			right := -1
			for _, d := range top[i+1:] {
				if d.s == "╮" {
					right = d.col
					break
				}
				if d.s != "─" {
					break
				}
			}
			mid, bot := s.cells(r+1), s.cells(r+2)
			if right < 0 || at(mid, c.col) != "│" || at(mid, right) != "│" || at(bot, c.col) != "╰" || at(bot, right) != "╯" {
				continue
			}
			inner := textIn(mid, c.col+1, right)
			label, value, ok := strings.Cut(inner, ": ")
			if !ok || !title(label) || len(strings.Fields(label)) > 5 {
				continue
			}
			if k := strings.Index(value, "   "); k >= 0 {
				value = value[:k] // a hint set apart after it
			}
			vc := strings.Index(s.Lines[r+1], label+": ")
			fields = append(fields, field{row: r + 1, col: c.col, label: strings.TrimSpace(label), value: strings.TrimSpace(value), valueCol: len(cellsOf(s.Lines[r+1][:max(vc, 0)])) + uniseg.StringWidth(label) + 2})
		}
	}
	if len(fields) < 2 {
		return nil
	}
	looks := map[string]int{}
	for _, f := range fields {
		looks[s.LookAt(f.row-1, f.col).Fg]++
	}
	focused := -1
	for i, f := range fields {
		// The one frame of a look of its own, where the others share
		// one; of two, the one drawn in a colour.
		if fg := s.LookAt(f.row-1, f.col).Fg; looks[fg] == 1 && len(looks) == 2 && (len(fields) > 2 || fg != "") {
			focused = i
		}
	}
	if focused < 0 || (s.Cursor.Visible && s.Cursor.Row != fields[focused].row) {
		return nil
	}
	f := fields[focused]
	p := textPrompt(f.label, "")
	if p.Kind != Password && f.value != "" && s.LookAt(f.row, f.valueCol).Attr&emulator.Faint != 0 {
		p.Default = f.value
	}
	return p
}

// dropDown reads a menu dropped down from a bar over a full screen: three
// rows or more, each a run of reverse video starting in one column, all
// as wide, right under a row with a reverse bar (the menu bar), one of
// them drawn in a look the others do not share, the entry it is on
// (nyx's "Close Menu" bold and white over "New Identity"… in red). The
// entries are what the runs hold; what the rows show beyond them is the
// screen under the menu.
func dropDown(s *grid) *Prompt {
	if !s.AltScreen {
		return nil
	}
	lead := map[int]emulator.Run{} // each row's first run of reverse video
	reversed := map[int]int{}      // the cells of each row in reverse video
	for _, run := range s.Runs {
		if run.Attr&emulator.Inverse == 0 {
			continue
		}
		reversed[run.Row] += run.Len
		if _, ok := lead[run.Row]; !ok && run.Len >= 4 {
			lead[run.Row] = run
		}
	}
	for top := 1; top < len(s.Lines); top++ {
		first, ok := lead[top]
		if !ok || reversed[top-1] < 20 {
			continue
		}
		rows := []emulator.Run{first}
		for r := top + 1; r < len(s.Lines); r++ {
			run, ok := lead[r]
			if !ok || run.Col != first.Col || run.Len != first.Len {
				break
			}
			rows = append(rows, run)
		}
		if len(rows) < 3 {
			continue
		}
		looks := map[emulator.Look]int{}
		for _, run := range rows {
			looks[run.Look]++
		}
		sel := -1
		for i, run := range rows {
			if looks[run.Look] == 1 && len(looks) == 2 {
				sel = i
			}
		}
		if sel < 0 {
			return nil
		}
		opts := make([]Option, len(rows))
		for i, run := range rows {
			label := strings.TrimSpace(textIn(s.cells(run.Row), run.Col, run.Col+run.Len))
			if label == "" {
				return nil
			}
			opts[i] = Option{Label: label, Selected: boolp(i == sel), Row: run.Row, Col: run.Col}
		}
		q := strings.TrimSpace(textIn(s.cells(top-1), first.Col, first.Col+first.Len))
		if b, _, ok := strings.Cut(q, "│"); ok {
			q = strings.TrimSpace(b) // the bar's name over the menu, the one it opened
		}
		return &Prompt{Kind: Select, Question: q, Options: opts}
	}
	return nil
}

// droppedList reads a list dropped down under a form's field (tview's
// "Title  Mr." over "Mr.", "Ms." … "Prof."): three rows or more right
// under a field drawn on a background of its own, each a span of one
// background starting in the field's column, all as wide, every one on
// the same background but one, the entry the list is on; or two rows
// on two backgrounds, one holding the field's value, the entry the list
// is on. The field's label, left of it on its row, is the question.
func droppedList(s *grid) *Prompt {
	if !s.AltScreen {
		return nil
	}
	spans := backSpans(s.Snapshot)
	for top := 1; top < len(spans); top++ {
		for _, field := range spans[top-1] {
			q := textIn(s.cells(top-1), 0, field.col)
			if i := strings.LastIndexAny(q, "│┃║|"); i >= 0 {
				q = q[i:] // (the label inside the box the form is drawn in, over other frames: gorss's "Add feed")
				_, n := utf8.DecodeRuneInString(q)
				q = q[n:]
			}
			q = strings.TrimSpace(q)
			if !title(q) || strings.Contains(q, "  ") || (s.Cursor.Visible && s.Cursor.Row == top-1) {
				continue // (a field typed in, its completions under it, is the field's)
			}
			var rows []backSpan
			backs := map[string]int{}
			for r := top; r < len(spans); r++ {
				i := slices.IndexFunc(spans[r], func(b backSpan) bool { return b.col == field.col })
				if i < 0 || (len(rows) > 0 && spans[r][i].end != rows[0].end) || strings.TrimSpace(textIn(s.cells(r), field.col, spans[r][i].end)) == "" {
					break
				}
				rows = append(rows, spans[r][i])
				backs[spans[r][i].bg]++
			}
			sel := slices.IndexFunc(rows, func(b backSpan) bool { return backs[b.bg] == 1 })
			if len(rows) == 2 {
				// Two entries under a label's colon: the list is on the
				// one that holds the field's value, a word (talosctl's
				// "Mode:  DHCP" over "DHCP", "Static"), as a list drops
				// open on it.
				value := strings.TrimSpace(textIn(s.cells(top-1), field.col, field.end))
				sel = slices.IndexFunc(rows, func(b backSpan) bool {
					return strings.HasSuffix(q, ":") && wordOf2.MatchString(value) && strings.TrimSpace(textIn(s.cells(b.row), b.col, b.end)) == value
				})
			}
			if len(rows) < 2 || len(backs) != 2 || sel < 0 {
				continue
			}
			opts := make([]Option, len(rows))
			for i, b := range rows {
				opts[i] = Option{Label: strings.TrimSpace(textIn(s.cells(b.row), b.col, b.end)), Selected: boolp(i == sel), Row: b.row, Col: b.col}
			}
			return &Prompt{Kind: Select, Question: q, Options: opts}
		}
	}
	return nil
}

// backSpan is a run of cells of a row on one background, from col up to
// end.
type backSpan struct {
	row, col, end int
	bg            string
}

// backSpans are each row's runs of cells on one background (whatever
// their letters' colours), but the background most cells of the screen
// have.
func backSpans(s emulator.Snapshot) [][]backSpan {
	cells := map[string]int{}
	for _, r := range s.Runs {
		cells[r.Bg] += r.Len
	}
	screen, most := "", 0
	for bg, n := range cells {
		if n > most || (n == most && bg < screen) {
			screen, most = bg, n
		}
	}
	out := make([][]backSpan, len(s.Lines))
	for _, r := range s.Runs {
		if r.Row < 0 || r.Row >= len(out) || r.Bg == "" || r.Bg == screen {
			continue
		}
		row := out[r.Row]
		if n := len(row); n > 0 && row[n-1].bg == r.Bg && row[n-1].end == r.Col {
			row[n-1].end += r.Len
			continue
		}
		out[r.Row] = append(row, backSpan{row: r.Row, col: r.Col, end: r.Col + r.Len, bg: r.Bg})
	}
	return out
}

// toldAtFoot reads a value a full-screen program asks for in words on its
// last row ("Enter IP address of your Access Point.", ap-config's), the
// terminal's cursor shown above it where the value is typed: on a blank
// run of its row, or right after what was typed there, nothing right of
// it but blanks up to a frame's line. The sentence is the question; a
// row that tells how to leave or what a key does ("Type q to quit")
// asks nothing.
func toldAtFoot(s *grid) *Prompt {
	last := len(s.Lines) - 1
	c := s.Cursor
	if !s.AltScreen || !c.Visible || last < 2 || c.Row >= last-1 || c.Row < 0 {
		return nil
	}
	t := strings.TrimSpace(s.Lines[last])
	if !footAsks.MatchString(t) || toKeyClause.MatchString(t) {
		return nil
	}
	cs := s.cells(c.Row)
	if strings.Trim(textIn(cs, c.Col, s.Cols), "│┃║| ") != "" {
		return nil // words right of the cursor: text, no field
	}
	left := textIn(cs, 0, c.Col)
	if i := strings.LastIndexAny(left, "│┃║|"); i >= 0 {
		_, n := utf8.DecodeRuneInString(left[i:])
		left = left[i+n:]
	}
	typed := strings.TrimSpace(left)
	if typed != "" && (strings.ContainsRune(typed, ' ') || strings.TrimSpace(textIn(cs, c.Col-1, c.Col)) == "") {
		return nil // words left of it, or a gap after them: the program's own text
	}
	return &Prompt{Kind: Text, Question: t}
}

// askedOverFoot reads a full-screen program's question on the row over
// its last one, where the cursor waits after the program's mark and what
// was typed there (eilmeldung's "Search articles:" over "/trace",
// SuperCalc's "Y(es), N(o) or T(o)?" over "2> /Quit,"): keys it names are
// a choice; a label, a question or a sentence telling what to enter asks
// for a value.
func askedOverFoot(s *grid) *Prompt {
	c := s.Cursor
	last := len(s.Lines) - 1
	if !s.AltScreen || !c.Visible || c.Row != last || c.Row < 2 {
		return nil
	}
	cs := s.cells(c.Row)
	if typed := strings.TrimSpace(textIn(cs, 0, c.Col)); strings.TrimSpace(textIn(cs, c.Col, s.Cols)) != "" || !footMark(typed) || parseQuestion(typed) != nil {
		return nil // (the last row asks itself: "[Y]es, (N)o, (C)ancel:")
	}
	above := strings.TrimSpace(s.Lines[c.Row-1])
	if above == "" || !word.MatchString(above) || keysBar(above) {
		return nil
	}
	if p := parseQuestion(above); p != nil && (p.Kind == Confirm || p.Kind == Choice) && len(p.Options) >= 2 {
		return p
	}
	if toKeyClause.MatchString(above) {
		return nil // (what a key does: "Type q to quit")
	}
	if strings.HasSuffix(above, ":") || strings.HasSuffix(above, "?") || askingVerb.MatchString(above) {
		return &Prompt{Kind: Text, Question: above}
	}
	return nil
}

// footMark reports whether a last row's text up to the cursor is a
// program's mark for its line, one to three signs or figures ("/", ">",
// "2>"), then what was typed after it, or nothing at all.
func footMark(t string) bool {
	if t == "" {
		return true
	}
	n := 0
	for _, r := range t {
		if unicode.IsLetter(r) || unicode.IsSpace(r) {
			break
		}
		if strings.ContainsRune("[({<\"'", r) {
			return false // (an opening bracket or quote starts words of the program's)
		}
		n++
	}
	return n >= 1 && n <= 3 && len(t) <= 60
}

// footAsks is a sentence that asks for a value to type: "Enter IP
// address of your Access Point.", "Please type the new name".
var footAsks = regexp.MustCompile(`(?i)^(?:please\s+)?(?:enter|type|input|give|specify|provide)\s+(?:(?:the|a|an|your|new)\s+)?\pL[\pL\d ,'-]{2,60}[.:]?$`)

// toKeyClause tells what a key or a word typed does: "Type q to quit",
// "Enter ? for help".
var toKeyClause = regexp.MustCompile(`(?i)^\S+\s+\S{1,3}\s+(?:to|for)\b|\b(?:to|for)\s+(?:quit|exit|leave|cancel|help|return|go\s+back)\b`)

// keySentences reads answers a program tells in sentences, each on a
// row of its own, each naming the key that gives it ("• To set up
// Windows now, press ENTER.", "To use Custom Setup, press C.", "Press
// F3 to quit Setup."): two keys or more, each once, are a choice of
// them; two where one goes on and the other stops ("To continue Setup,
// press ENTER." over "To quit Setup, press F3.") a confirm. A dialog
// box that holds two such sentences or more is read alone: the screen
// it covers says what it said before. The question is the paragraph
// above the first sentence.
func keySentences(s *grid) *Prompt {
	from, to, left, right := 0, len(s.Lines), 0, s.Cols
	first, ok := findBox(s, 0, 0, s.Cols-1)
	over, ook := overlaid(s)
	for _, b := range []box{first, over} {
		if b == first && ok || b == over && ook {
			if len(toldKeys(s, b.top+1, b.bottom, b.left+1, b.right)) >= 2 {
				from, to, left, right = b.top+1, b.bottom, b.left+1, b.right
				break
			}
		}
	}
	told := toldKeys(s, from, to, left, right)
	if len(told) < 2 {
		return nil
	}
	p := &Prompt{Kind: Choice}
	seen := map[string]bool{}
	for _, t := range told {
		if seen[t.Key] {
			return nil // one key told twice: a help text, no answers
		}
		seen[t.Key] = true
		p.Options = append(p.Options, t)
	}
	if len(p.Options) == 2 && goOnOrStop(p.Options) {
		p.Kind = Confirm
	}
	var para []string
	for r := told[0].Row - 1; r >= from; r-- {
		t := strings.Trim(textIn(s.cells(r), left, right), "│┃║| ")
		t = strings.TrimSpace(t)
		if t == "" {
			if len(para) > 0 {
				break
			}
			continue
		}
		para = append([]string{t}, para...)
	}
	p.Question = collapse(strings.Join(para, " "))
	return p
}

// toldKeys are the answers keySentence rows tell between rows from and
// to, columns left to right, each its key and what it does.
func toldKeys(s *grid, from, to, left, right int) []Option {
	var out []Option
	for r := from; r < to; r++ {
		t := strings.TrimSpace(strings.Trim(textIn(s.cells(r), left, right), "│┃║| "))
		m := keySentence.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		key, label := m[2], m[1]
		if key == "" {
			key, label = m[3], m[4]
		}
		out = append(out, Option{Label: label, Key: notedKey(key), Row: r})
	}
	return out
}

// keySentence is a sentence naming a key and what it does: "To quit
// Setup, press F3.", "If this is where you want it, press ENTER.",
// "Press C to use Custom Setup.", "Press `R` to start a new game" (the
// key in quotes or backticks). A key is a named one or one capital or
// digit ("press a key to go on" names none).
var keySentence = regexp.MustCompile(`^(?:[•*·-]\s+)?(?:(?i:to|if)\s+(.+?),\s+(?i:press)\s+` + quotedKey + `|(?i:press)\s+` + quotedKey + `\s+(?i:to)\s+(.+?))\.?$`)

// quotedKey is a toldKey, in quotes or backticks or in none, the key
// its group.
const quotedKey = "[`'\"]?(" + toldKey + ")[`'\"]?"

// toldKey is a key a sentence names: its name, written in capitals or
// not, or one capital letter or digit.
const toldKey = `(?i:enter|return|esc|escape|tab|space|spacebar|f\d{1,2})|[A-Z0-9]`

// goOnOrStop reports whether two answers are one that goes on and one
// that stops ("continue Setup" and "quit Setup"), by their first words.
func goOnOrStop(o []Option) bool {
	first := func(l string) string { w, _, _ := strings.Cut(strings.ToLower(l), " "); return w }
	goOn := map[string]bool{"continue": true, "proceed": true, "resume": true, "yes": true, "ok": true}
	stop := map[string]bool{"quit": true, "exit": true, "cancel": true, "abort": true, "stop": true, "no": true}
	a, b := first(o[0].Label), first(o[1].Label)
	return (goOn[a] && stop[b]) || (stop[a] && goOn[b])
}

// barMenu reads a menu dropped from a menu bar (dBASE's "Set Up" over
// its box of commands) where a row under it tells how to move the bar
// and pick an entry ("Move selection bar - ↑↓. Select - ◄─┘."): a box
// right under a row holding one title set apart over the box's
// columns, narrower than three fifths of the screen (GRIEF's File menu
// names each command's keys beside it), two entries or more inside
// it a row each (rules between groups of them allowed), exactly one set
// apart across most of the box's inside, the cursor hidden: a select of
// the entries, the title its question, each entry without the shortcut
// it shows at its right ("New   Ctrl+N", "Cure...   F5"). With no such
// hint the box must hang from a bar of three titles or more, its own
// set apart at its top left corner (a File menu opened under its title,
// Textual Paint's or a Turbo Vision program's): a pane under a title is
// laid elsewhere.
func barMenu(s *grid) *Prompt {
	if !s.AltScreen || s.Cursor.Visible {
		return nil
	}
	b, ok := findBox(s, 1, 0, s.Cols-1)
	for ok && (b.right-b.left+1)*5 > s.Cols*3 && b.left+1 < s.Cols-1 {
		// (A window's frame hangs from the bar too: the menu dropped
		// over its corner starts right of it, SlickEdit's File.)
		b, ok = findBox(s, 1, b.left+1, s.Cols-1)
	}
	if !ok || b.bottom-b.top < 3 || (b.right-b.left+1)*5 > s.Cols*3 {
		return nil // (a pane three fifths of the screen wide or more is the program's own)
	}
	hs := Highlights(s.Snapshot)
	title, titleCol := menuTitle(s, b, hs)
	if title == "" {
		return nil
	}
	inner := b.right - b.left - 1
	var opts []Option
	sel := -1
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
		if strings.Trim(t, "─━═-") == "" {
			continue // a rule between groups, or a blank row
		}
		if strings.ContainsAny(t, "│┃║") {
			return nil // columns: a table, no menu
		}
		for _, h := range hs {
			if h.Row == r && h.Col >= b.left && h.Col < b.right && h.Len*3 >= inner*2 {
				// (The highlight may take the box's sides in: SlickEdit's
				// "│ New            │".)
				if sel >= 0 {
					return nil
				}
				sel = len(opts)
			}
		}
		opts = append(opts, Option{Label: withoutShortcut(t), Row: r, Col: b.left + 1})
	}
	if len(opts) < 2 || sel < 0 || !hintUnder(s, b.bottom+1) && !hangsFromBar(s, b, titleCol) {
		return nil
	}
	for i := range opts {
		opts[i].Selected = boolp(i == sel)
	}
	return &Prompt{Kind: Select, Question: title, Options: opts}
}

// menuTitle is the title set apart on the row over box b, over its
// columns, and its column: "" where none is, or two are.
func menuTitle(s *grid, b box, hs []Highlight) (string, int) {
	title, titleCol := "", -1
	for _, h := range hs {
		if h.Row == b.top-1 && h.Col <= b.right && h.Col+h.Len > b.left {
			if title != "" {
				return "", -1 // two titles over the box: no bar's one
			}
			title, titleCol = strings.TrimSpace(h.Text), h.Col
			if h.Len*2 >= s.Cols && h.Col > b.left {
				// The bar itself set apart, its open title left as the
				// row's own (PC-Outline's "File" at the start of its
				// reversed bar): that title.
				title = strings.TrimSpace(textIn(s.cells(h.Row), b.left, min(h.Col, b.right)))
			}
		}
	}
	if t, col := openTitle(s, b); t != "" && (title == "" || strings.Contains(title, "  ")) {
		// The bar itself set apart from the screen, the open title from
		// the bar (a Clarion application's "Browse", its own background
		// inside the bar's): that title.
		title, titleCol = t, col
	}
	return title, titleCol
}

// openTitle is the one title on the row over box b set apart from the
// rest of that row by a background of its own (the row's own is the one
// most of its cells have), starting within two columns of the box's left
// corner, and its column; "" where there is none.
func openTitle(s *grid, b box) (string, int) {
	row := b.top - 1
	if row < 0 {
		return "", -1
	}
	count := map[backLook]int{}
	looks := make([]backLook, s.Cols)
	for c := 0; c < s.Cols; c++ {
		looks[c], _ = lookOf(s.LookAt(row, c))
		count[looks[c]]++
	}
	var bar backLook
	for k, n := range count {
		if n > count[bar] {
			bar = k
		}
	}
	cs := s.cells(row)
	for c := max(b.left-2, 0); c <= b.left+2 && c < s.Cols; c++ {
		if looks[c] == bar || (c > 0 && looks[c-1] == looks[c]) {
			continue
		}
		end := c
		for end < s.Cols && looks[end] == looks[c] {
			end++
		}
		if t := strings.TrimSpace(textIn(cs, c, end)); word.MatchString(t) && !strings.Contains(t, "  ") {
			return t, c
		}
	}
	return "", -1
}

// hangsFromBar reports whether box b hangs from a menu bar: the row over
// it holds three titles or more set apart by spaces, and the one set
// apart starts (its bar, at col) within two columns of the box's left
// corner.
func hangsFromBar(s *grid, b box, col int) bool {
	if col < 0 || col < b.left-2 || col > b.left+2 {
		return false
	}
	return len(piece.FindAllString(strings.TrimSpace(s.Lines[b.top-1]), -1)) >= 3 // (its titles, set apart by two spaces or more)
}

// withoutShortcut is a menu entry without the key it shows at its
// right, set apart by two spaces or more: "New" of "New   Ctrl+N",
// "Cure..." of "Cure...   F5", a lone letter or digit set apart by
// three spaces or more ("Connect            c"), and keys in angle
// brackets after such a gap with what follows them ("<F10> print").
func withoutShortcut(t string) string {
	if parts := wideGap.Split(t, 2); len(parts) == 2 && angleKey.MatchString(parts[1]) {
		return strings.TrimSpace(parts[0]) // (keys in angle brackets after a wide gap: "Open   <Alt-E>", "Print   <F10> print")
	}
	i := strings.LastIndex(t, "  ")
	if i < 0 {
		return t
	}
	k := strings.TrimSpace(t[i:])
	head := strings.TrimRight(t[:i], " ")
	if !shortcut.MatchString(k) && !(len(k) == 1 && len(t)-len(head) >= 4 && strings.ContainsAny(k, "abcdefghijklmnopqrstuvwxyz0123456789")) {
		return t
	}
	return strings.TrimSpace(head)
}

// angleKey is a key named in angle brackets: "<Alt-E>", "<F10>".
var angleKey = regexp.MustCompile(`^<[^<>\s]{1,20}>`)

// shortcut is a key written as a menu shows it: F3, Ctrl+N,
// Ctrl+Shift+S, Alt-X, ^O, Shift+Del.
var shortcut = regexp.MustCompile(`^(?i:(?:(?:ctrl|alt|shift|cmd|meta|super|opt|option)[+-])+(?:[a-z0-9]|f\d{1,2}|del|ins|home|end|esc|enter|tab|space|backspace|pgup|pgdn|up|down|left|right)|f\d{1,2}|\^[a-z])$`)

// hintUnder reports whether a row from row down tells how to move along
// a list and pick from it.
func hintUnder(s *grid, row int) bool { return pickHintRow(s, row) >= 0 }

// pickHintRow is the first row from row down that tells how to move
// along a list and pick from it (arrows or up and down, and a word that
// picks: "Move selection bar - ↑↓. Select - ◄─┘."), -1 where none does.
func pickHintRow(s *grid, row int) int {
	for r := max(row, 0); r < len(s.Lines); r++ {
		if l := s.Lines[r]; listKeysHint.MatchString(l) && picksKey.MatchString(l) {
			return r
		}
	}
	return -1
}

// radioGroup reads a group of radio buttons on a form of the program's
// own, one of them set apart across its row (reverse video, or a
// background of its own) where the focus is ("Access" over "(●) Read
// only" highlighted and "(○) Read and write", glyph's form): a select
// of the group's labels, the highlighted one selected, the row over
// the group its question.
func radioGroup(s *grid) *Prompt {
	if !s.AltScreen {
		return nil
	}
	hs := Highlights(s.Snapshot)
	for _, h := range hs {
		if !radioRow.MatchString(s.Lines[h.Row]) {
			if p := paneRadios(s, h); p != nil {
				return p
			}
			continue
		}
		top, bottom := h.Row, h.Row
		for top > 0 && radioRow.MatchString(s.Lines[top-1]) {
			top--
		}
		for bottom < len(s.Lines)-1 && radioRow.MatchString(s.Lines[bottom+1]) {
			bottom++
		}
		if bottom == top || top == 0 {
			return nil
		}
		q := strings.TrimSpace(s.Lines[top-1])
		if !title(q) && !strings.HasSuffix(q, ":") && !strings.HasSuffix(q, "?") {
			return nil
		}
		p := &Prompt{Kind: Select, Question: q}
		for r := top; r <= bottom; r++ {
			m := radioRow.FindStringSubmatch(s.Lines[r])
			p.Options = append(p.Options, Option{Label: strings.TrimSpace(m[1]), Selected: boolp(r == h.Row), Row: r})
		}
		return p
	}
	return nil
}

// paneRadios reads a group of radio buttons inside a pane (a wizard's
// step beside its list of steps), one set apart (h) where the focus
// is, each maybe over rows describing it indented past its button and
// blank rows: a select of their labels, the row over the first (a
// blank row between at most), starting in the buttons' column, its
// question. Each row is read from the buttons' column to the pane's
// side right of it; a frame's side must stand left of them too, and no
// word between it and the buttons (a label beside a button starts a
// group of its own).
func paneRadios(s *grid, h Highlight) *Prompt {
	col := h.Col
	left, right := frameAround(s, h.Row, col, col+1)
	if left < 0 || right >= s.Cols {
		return nil // (a pane's sides on both hands, or no pane)
	}
	inPane := func(r int) string { return textIn(s.cells(r), col, right) }
	alone := func(r int) bool { return !wordIn(s.cells(r), left+1, col) } // (nothing between the pane's side and the buttons' column)
	radio := func(r int) bool {
		cs := s.cells(r)
		return alone(r) && firstCol(cs, col, right) == col && radioRow.MatchString(inPane(r))
	}
	told := func(r int) bool { // blank, or a row describing the button over it
		cs := s.cells(r)
		return alone(r) && (inPane(r) == "" || firstCol(cs, col, right) > col)
	}
	if !radio(h.Row) {
		return nil
	}
	rows := []int{h.Row}
	for r := h.Row - 1; r > 0; r-- {
		if radio(r) {
			rows = append([]int{r}, rows...)
		} else if !told(r) {
			break
		}
	}
	for r := h.Row + 1; r < len(s.Lines); r++ {
		if radio(r) {
			rows = append(rows, r)
		} else if !told(r) {
			break
		}
	}
	if len(rows) < 2 {
		return nil
	}
	q := ""
	for r := rows[0] - 1; r >= 0 && r >= rows[0]-2; r-- {
		if t := inPane(r); t != "" {
			if alone(r) && firstCol(s.cells(r), left+1, right) == col && (strings.HasSuffix(t, ".") || strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?")) {
				q = t
			}
			break
		}
	}
	if q == "" {
		return nil
	}
	p := &Prompt{Kind: Select, Question: q}
	for _, r := range rows {
		m := radioRow.FindStringSubmatch(inPane(r))
		p.Options = append(p.Options, Option{Label: strings.TrimSpace(m[1]), Selected: boolp(r == h.Row), Row: r, Col: col})
	}
	return p
}

// radioRow is a radio button and its label: "(●) Read only", "( ) Daily",
// "◉ Weekly" is none (a pointer's list).
var radioRow = regexp.MustCompile(`^\s*\([●○◉◯•* xX]\)\s+(\S.*?)\s*$`)

// barredBoxes reads a list of checkboxes one a row, the current one
// marked by a bar before it (OpenSpec's "▌ [x] Cursor" among "  [ ]
// Cline" …): the bar on one row, the boxes on the rows next to it in
// the same column, contiguous; a multiselect of their labels, the
// ticked ones checked, the barred one selected. The question is the
// first row above them that asks (a hint of keys between).
func barredBoxes(s *grid, first, last, text int) *Prompt {
	if first != last {
		return nil
	}
	boxed := func(r int) (string, bool, bool) {
		if r < 0 || r >= len(s.Lines) {
			return "", false, false
		}
		cs := s.cells(r)
		if r != first && firstCol(cs, 0, s.Cols) != text {
			return "", false, false
		}
		m := tickBox.FindStringSubmatch(textIn(cs, text, s.Cols))
		if m == nil {
			return "", false, false
		}
		return m[2], m[1] != " ", true
	}
	found := func(r int) bool { _, _, f := boxed(r); return f }
	top, bottom := first, first
	for found(top - 1) {
		top--
	}
	for found(bottom + 1) {
		bottom++
	}
	if !found(first) || bottom == top {
		return nil
	}
	p := &Prompt{Kind: Multiselect}
	for r := top; r <= bottom; r++ {
		label, ticked, _ := boxed(r)
		p.Options = append(p.Options, Option{Label: label, Checked: boolp(ticked), Selected: boolp(r == first), Row: r, Col: text})
	}
	for r := top - 1; r >= 0 && r >= top-4; r-- {
		if t := strings.TrimSpace(s.Lines[r]); t != "" && asksOutright(t) {
			p.Question = t
			break
		}
	}
	return p
}

// tickBox is a checkbox and its label: "[x] Cursor", "[ ] Cline".
// markedEntry is a row that starts with a check box or a radio button,
// ticked or not: "[X] C:", "( ) Cure", "(•) Report".
var markedEntry = regexp.MustCompile(`^\s*` + tickMark + `\s+\S`)

// tickMark is a check box or a radio button, ticked or not: "[X]",
// "[ ]", "(•)", "( )".
const tickMark = `[\[(][ xX✓✔√*•●◉o]?[\])]`

var tickBox = regexp.MustCompile(`^\[([ xX✓✔√*])\]\s+(\S.*?)\s*$`)

// framedDrop reads a list dropped down in a frame of its own right
// under a form's field that shows its value and an arrow (managarr's
// "Minimum Availability:  Released ▼" over "╭────╮", "│TBA │" …
// "│Released│", one entry highlighted): a select of the entries, asked
// by the field's label (left of the value, ending in a colon).
func framedDrop(s *grid) *Prompt {
	if !s.AltScreen {
		return nil
	}
	for r := 0; r+3 < len(s.Lines); r++ {
		l := s.Lines[r]
		i := strings.IndexAny(l, "▼▾")
		if i < 0 {
			continue
		}
		arrow := uniseg.StringWidth(l[:i])
		left, _ := frameAround(s, r, arrow, arrow+1)
		parts := columnGap.Split(textIn(s.cells(r), left+1, arrow), -1)
		if len(parts) < 2 || !strings.HasSuffix(parts[len(parts)-2], ":") {
			continue
		}
		for ci, c := range s.cells(r + 1) {
			if !cornerGlyphs[c.s] || c.col > arrow {
				continue
			}
			b, ok := boxFrom(s, r+1, ci, 0, s.Cols)
			if !ok || b.bottom-b.top < 3 || b.right < arrow-1 {
				continue
			}
			if p := dropEntries(s, b); p != nil {
				p.Question = parts[len(parts)-2]
				return p
			}
		}
	}
	return nil
}

// dropEntries reads the rows inside box b as a select's entries, one
// of them highlighted across the box's inside; nil where none or more
// are.
func dropEntries(s *grid, b box) *Prompt {
	p := &Prompt{Kind: Select}
	sel := -1
	lit := Highlights(s.Snapshot)
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
		if t == "" {
			return nil
		}
		on := slices.ContainsFunc(lit, func(h Highlight) bool {
			return h.Row == r && h.Col <= b.left+1 && h.Col+h.Len >= b.right-1
		})
		if on {
			if sel >= 0 {
				return nil
			}
			sel = len(p.Options)
		}
		p.Options = append(p.Options, Option{Label: t, Selected: boolp(on), Row: r, Col: firstCol(s.cells(r), b.left+1, b.right)})
	}
	if sel < 0 || len(p.Options) < 2 {
		return nil
	}
	return p
}

// yesNoUnder reads a yes and a no drawn as plain words on the row right
// under the question they answer, the one the arrows are on set apart by
// reverse video or a background of its own and the other drawn plain
// (jjui's `Are you sure you want to abandon this revision?` over
// ` Yes   No`, Yes reversed): a confirm, whatever else the screen shows.
// The words must be the row's only text, a yes first, and the question
// a sentence ending in `?`.
func yesNoUnder(s *grid) *Prompt {
	for r := len(s.Lines) - 1; r >= 1; r-- {
		words := strings.Fields(s.Lines[r])
		if len(words) != 2 || !yesWords[strings.ToLower(words[0])] || !declineWords[strings.ToLower(words[1])] {
			continue
		}
		q := strings.TrimSpace(s.Lines[r-1])
		if !strings.HasSuffix(q, "?") || len(strings.Fields(q)) < 3 {
			continue
		}
		var items []item
		lit := 0
		for _, w := range piece.FindAllStringIndex(s.Lines[r], -1) {
			col := len(cellsOf(s.Lines[r][:w[0]]))
			it := item{row: r, from: col, to: col + uniseg.StringWidth(s.Lines[r][w[0]:w[1]]), label: col, text: s.Lines[r][w[0]:w[1]]}
			if l := s.LookAt(r, col); l.Bg != "" || l.Attr&emulator.Inverse != 0 {
				lit++
			}
			items = append(items, it)
		}
		if len(items) != 2 || lit != 1 {
			return nil
		}
		return &Prompt{Kind: Confirm, Question: q, Options: options(s, items)}
	}
	return nil
}

// dialogField reads the field the shown cursor waits in inside a dialog
// whose sides and bottom edge are drawn (its top a title bar or an
// edge), over a row of its buttons, a yes and a no ("OK  Cancel",
// "Save  Cancel"): the label ending in a colon left of the cursor is the
// question, what stands between it and the cursor the default (Textual
// Paint's "Width:  80" in its Attributes dialog, "File name:" in Save
// As). A pane of the program's own has no buttons under its text.
func dialogField(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 1 || c.Row >= len(s.Lines)-1 {
		return nil
	}
	cs := s.cells(c.Row)
	left, right := -1, -1
	for _, x := range cs {
		if !sideGlyphs[x.s] {
			continue
		}
		if x.col < c.Col {
			left = x.col
		} else if right < 0 {
			right = x.col
		}
	}
	if left < 0 || right < 0 {
		return nil
	}
	bottom, buttons := -1, false
	for r := c.Row + 1; r < len(s.Lines) && r <= c.Row+12 && bottom < 0; r++ {
		row := s.cells(r)
		switch a, b := cellAt(s.Lines[r], left), cellAt(s.Lines[r], right); {
		case bottomLeft[a] && bottomRight[b]:
			bottom = r
		case !sideGlyphs[a] || !sideGlyphs[b]:
			return nil
		default:
			buttons = buttons || goOnAndBack(strings.Fields(textIn(row, left+1, right)))
		}
	}
	if bottom < 0 || !buttons {
		return nil
	}
	m := labelThenValue.FindStringSubmatch(textIn(cs, left+1, c.Col))
	if m == nil || !word.MatchString(m[1]) {
		return nil
	}
	return textPrompt(m[1], strings.TrimSpace(m[2]))
}

// labelThenValue is a field's label ending in a colon, then what was
// typed into it or stands there by default, up to the cursor.
var labelThenValue = regexp.MustCompile(`(?:^|\s{2,})(\p{L}[\p{L}\d .'/()-]*:)\s*(\S*(?: \S+)*)\s*$`)

// sideGlyphs, bottomLeft and bottomRight are a frame's sides and its
// bottom corners.
var (
	sideGlyphs  = map[string]bool{"│": true, "┃": true, "║": true}
	bottomLeft  = map[string]bool{"└": true, "┗": true, "╚": true, "╰": true}
	bottomRight = map[string]bool{"┘": true, "┛": true, "╝": true, "╯": true}
)

// goOnAndBack reports whether words, two to four, are buttons: one that
// goes on (OK, Save, Open, Yes) and one that declines (Cancel, No).
func goOnAndBack(words []string) bool {
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	yes, no := false, false
	for _, w := range words {
		l := strings.ToLower(w)
		yes = yes || yesWords[l] || l == "save" || l == "open" || l == "apply"
		no = no || declineWords[l]
		if !buttonWord.MatchString(w) {
			return false
		}
	}
	return yes && no
}

// inputUnderLabel reads the input line the shown cursor is on inside a
// dialog box with buttons (a word with its shadow beside it, "Open   ▄",
// as Turbo Vision draws them, and one that goes back, Cancel), under its
// label on the row above, starting where the line starts or up to three
// columns left of it (Turbo Vision's "Name" over "*.*" in its Open a
// file dialog): the label is the question, the line's text up to its
// history arrow ("▐↓▌") the default.
func inputUnderLabel(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) {
		return nil
	}
	b, ok := smallestBox(s, c.Row, func(b box) bool {
		return c.Row > b.top+1 && c.Row < b.bottom && c.Col > b.left && c.Col < b.right
	})
	if !ok || (b.top == 0 && b.left == 0) || !shadowedButtons(s, b) {
		return nil
	}
	cs := s.cells(c.Row)
	start := firstCol(cs, b.left+1, b.right)
	if start < 0 || start > c.Col {
		return nil
	}
	value := textIn(cs, start, b.right)
	if i := strings.IndexAny(value, "▐"); i >= 0 {
		value = value[:i]
	}
	if i := strings.Index(value, "  "); i >= 0 {
		value = value[:i]
	}
	value = strings.TrimSpace(value)
	if c.Col > start+uniseg.StringWidth(value) {
		return nil // the cursor past the line's text: no input line of it
	}
	above := s.cells(c.Row - 1)
	from := firstCol(above, b.left+1, b.right)
	if from < 0 || from > start || from < start-3 {
		return nil
	}
	label := textIn(above, from, b.right)
	if i := strings.Index(label, "  "); i >= 0 {
		label = label[:i]
	}
	label = strings.TrimSpace(label)
	if !word.MatchString(label) || strings.Contains(textIn(above, from, from+uniseg.StringWidth(label)+4), "▄") {
		return nil // (a button's word is no label)
	}
	return textPrompt(label, value)
}

// shadowedButtons reports whether box b holds buttons drawn with their
// shadow beside them ("OK   ▄"), one of them going back (Cancel, Close).
func shadowedButtons(s *grid, b box) bool {
	back := false
	for r := b.top + 1; r < b.bottom; r++ {
		for _, m := range shadowed.FindAllStringSubmatch(textIn(s.cells(r), b.left+1, b.right), -1) {
			back = back || declineWords[strings.ToLower(m[1])]
		}
	}
	return back
}

// shadowed is a button's word with its shadow beside it.
var shadowed = regexp.MustCompile(`(\pL[\pL']*)\s{1,3}▄`)

// rowOfChoices reads options laid side by side on one row, two to six
// set apart by two spaces or more, exactly one of them set apart by a
// highlight (reverse video, or a background of its own), under the row
// that asks (the nearest with words, three rows up at most) and over a
// row that tells how to move sideways and pick ("←/→ to choose, Enter to
// confirm", three rows down at most): a select of them, each without the
// picture before its word ("♛ Queen"). chess-tui's colour and promotion
// boxes; the cursor hidden, on a screen of the program's own.
func rowOfChoices(s *grid) *Prompt {
	if !s.AltScreen || s.Cursor.Visible {
		return nil
	}
	hs := Highlights(s.Snapshot)
	for r := 1; r < len(s.Lines)-1; r++ {
		hint := -1
		for h := r + 1; h < len(s.Lines) && h <= r+3 && hint < 0; h++ {
			if sideKeysHint.MatchString(s.Lines[h]) && picksKey.MatchString(s.Lines[h]) {
				hint = h
			}
		}
		if hint < 0 {
			continue
		}
		items := rowItems(s, r)
		if len(items) < 2 || len(items) > 6 {
			continue
		}
		sel := -1
		for i, it := range items {
			if slices.ContainsFunc(hs, func(h Highlight) bool { return h.Row == r && h.Col < it.to && h.Col+h.Len > it.from }) {
				if sel >= 0 {
					sel = -2
					break
				}
				sel = i
			}
		}
		if sel < 0 {
			continue
		}
		q := ""
		for a := r - 1; a >= 0 && a >= r-3 && q == ""; a-- {
			for _, it := range rowItems(s, a) {
				if word.MatchString(it.text) {
					q = it.text
					break
				}
			}
		}
		if q == "" {
			continue
		}
		p := &Prompt{Kind: Select, Question: q}
		for i, it := range items {
			on := i == sel
			p.Options = append(p.Options, Option{Label: unpictured1(it.text), Selected: &on, Row: r, Col: it.from})
		}
		return p
	}
	return nil
}

// sideKeysHint names the keys that move sideways along a row.
var sideKeysHint = regexp.MustCompile(`(?i)(←.{0,6}→|\bleft\b.{0,12}\bright\b|\barrows?\b|\btab\b)`)

// rowItems are the phrases of row r set apart by two spaces or more (or
// by a frame's side), each with a letter.
func rowItems(s *grid, r int) []item {
	var out []item
	line := s.Lines[r]
	for _, m := range phrase.FindAllStringIndex(line, -1) {
		text := line[m[0]:m[1]]
		if !strings.ContainsFunc(text, unicode.IsLetter) {
			continue
		}
		from := uniseg.StringWidth(line[:m[0]])
		out = append(out, item{row: r, from: from, to: from + uniseg.StringWidth(text), label: from, text: text})
	}
	return out
}

// phrase is a run of words set apart by single spaces, no frame's side
// in it.
var phrase = regexp.MustCompile(`[^\s│┃║|](?:[^\s│┃║|]| [^\s│┃║|])*`)

// unpictured1 is a label without the one picture before its word and a
// space ("♛ Queen"): Queen.
func unpictured1(l string) string {
	r, n := utf8.DecodeRuneInString(l)
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) && strings.HasPrefix(l[n:], " ") {
		return strings.TrimSpace(l[n:])
	}
	return l
}

// centredMenu reads a menu whose entries are centred one under another
// (each row one phrase, their middles two cells apart at most), three or
// more, a blank row between two of them at most, over a row that tells
// how to move and pick (pickHintRow; blank rows between), exactly one of them set
// apart (a highlight, or a pointer before it: "> Play against a bot"):
// a select of them, the row above the first (a blank row between at
// most) its question where it asks. A game's title menu (chess-tui's); the cursor hidden, on a
// screen of the program's own.
func centredMenu(s *grid) *Prompt {
	if !s.AltScreen || s.Cursor.Visible {
		return nil
	}
	hint := pickHintRow(s, 0)
	if hint < 1 {
		return nil
	}
	var entries []item
	mid, blank := -1, 0
	for r := hint - 1; r >= 0; r-- {
		if strings.TrimSpace(s.Lines[r]) == "" {
			if blank++; blank > 1 && len(entries) > 0 {
				break
			}
			continue
		}
		its := rowItems(s, r)
		if len(its) != 1 || its[0].to-its[0].from > 40 || strings.HasSuffix(its[0].text, ".") {
			break
		}
		m := its[0].from + its[0].to // (twice the middle)
		if mid >= 0 && (m-mid > 4 || mid-m > 4) {
			break
		}
		mid, blank = m, 0
		entries = append([]item{its[0]}, entries...)
	}
	starts := map[int]bool{}
	for _, it := range entries {
		if markedEntry.MatchString(it.text) {
			return nil // (check boxes or radio buttons: a list of their own)
		}
		starts[it.from] = true
	}
	if len(entries) < 3 || len(starts) < 2 {
		return nil // (entries starting in one column are a list, no centred menu)
	}
	hs := Highlights(s.Snapshot)
	sel := -1
	for i, it := range entries {
		pointed := centredPointer.MatchString(it.text)
		lit := slices.ContainsFunc(hs, func(h Highlight) bool { return h.Row == it.row && h.Col < it.to && h.Col+h.Len > it.from })
		if pointed || lit {
			if sel >= 0 {
				return nil
			}
			sel = i
		}
	}
	if sel < 0 {
		return nil
	}
	p := &Prompt{Kind: Select}
	for a := entries[0].row - 1; a >= 0 && a >= entries[0].row-2; a-- {
		if t := strings.TrimSpace(s.Lines[a]); strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") {
			p.Question = t
			break
		}
	}
	for i, it := range entries {
		on := i == sel
		p.Options = append(p.Options, Option{Label: centredPointer.ReplaceAllString(it.text, ""), Selected: &on, Row: it.row, Col: it.from})
	}
	return p
}

// centredPointer is a pointer before a menu's current entry.
var centredPointer = regexp.MustCompile(`^(?:>|▶|►|❯|→|»|➜)\s+`)

// fieldUnderTitle reads a curses dialog's field: the shown cursor in a
// stretch on a background of its own (ten cells or more, three for a
// secret's masks), off the screen's edges, no words left of it on its
// row, on a screen of the program's own; over it, past rows of no text
// or of frame lines alone over its columns (two at most), a row of
// words alone, a frame's "*" and "|" off, ending in ":" or "?" (or set
// apart from the field by a rule across its box: CachyOS's "Enter Root
// password" over "├───┤", ruleOfFieldBox), no row of a paragraph over it
// (mpw's "Your full name:" centred on its dialog's title bar over the
// field in blue): a text question, a password one where its words name
// a secret. What is typed in the field is no default.
func fieldUnderTitle(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || !s.AltScreen || c.Row < 1 || c.Row >= len(s.Lines) {
		return nil
	}
	k := backOf(s.LookAt(c.Row, c.Col))
	if (k == lookKey{}) {
		return nil
	}
	left, right := c.Col, c.Col
	for left > 0 && backOf(s.LookAt(c.Row, left-1)) == k {
		left--
	}
	for right+1 < s.Cols && backOf(s.LookAt(c.Row, right+1)) == k {
		right++
	}
	if left == 0 || right == s.Cols-1 || wordIn(s.cells(c.Row), max(0, left-12), left) {
		return nil // (a label beside the field asks there: "ASCII:" in a Find box)
	}
	const rules = "*|│┃║+-─━═┌┐└┘├┤┬┴┼╭╮╰╯"
	ruled := false // (a rule across the field's box between the title and the field: FTXUI's "├───┤")
	for r := c.Row - 1; r >= 0 && r >= c.Row-3; r-- {
		cs := s.cells(r)
		over := strings.TrimSpace(textIn(cs, left, right+1))
		if over == "" || strings.Trim(over, rules) == "" {
			ruled = ruled || ruleOfFieldBox(s, r, left, right)
			continue
		}
		// (A frame's sides, "*" or "|", stand at the row's ends.)
		t := strings.TrimSpace(strings.Trim(strings.TrimSpace(s.Lines[r]), "*|│┃║+"))
		if !word.MatchString(t) || !(ruled || strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?")) || strings.Contains(t, "  ") {
			return nil
		}
		if r > 0 && strings.TrimSpace(strings.Trim(strings.TrimSpace(textIn(s.cells(r-1), left, right+1)), rules)) != "" {
			return nil // (the last row of a paragraph: a form's text, its own readers')
		}
		if right-left+1 < 10 && !(right-left+1 >= 3 && secretWord.MatchString(t)) {
			return nil // (a secret's field may be as short as its masks: "[ * ]")
		}
		return textPrompt(t, "")
	}
	return nil
}

// labelGlyph reads a field whose cursor a program draws as a character,
// the terminal's hidden, on a screen of its own (glyphCursor's, on the
// main screen's last row, is taken before): one row alone whose words
// are a label, its ": ", what was typed at most, then a block, or an
// underscore inside a frame's sides, blanks between it and the right
// side (vimalender's "Event title: █", Tetrackt's "│  Filename: song_
// │"; a block against the side is a scroll bar's thumb): a text
// question the label asks, what was typed its value.
func labelGlyph(s *grid) *Prompt {
	if !s.AltScreen {
		return nil
	}
	var p *Prompt
	for r := range s.Lines {
		t := strings.TrimRight(s.Lines[r], " ")
		framed := false
		if l := strings.TrimLeft(t, " "); l != "" && strings.ContainsAny(l[:utf8.RuneLen([]rune(l)[0])], "│┃║|") {
			if end := strings.TrimRight(t, "│┃║|"); end != t {
				// (A glyph against the side is a scroll bar's thumb.)
				t, framed = strings.TrimRight(end, " "), strings.HasSuffix(end, " ")
				if !framed {
					continue
				}
			}
		}
		m := glyphAfterLabel.FindStringSubmatch(t)
		if m == nil || m[3] == "_" && !framed {
			continue
		}
		if p != nil {
			return nil // (two such rows: no one field the cursor is in)
		}
		p = textPrompt(strings.TrimSpace(m[1]), "")
		if m[2] != "" && p.Kind != Password {
			p.Value = m[2]
		}
	}
	return p
}

// glyphAfterLabel is a row's words (a frame's side before them at
// most): a label and its ": ", what was typed at most, then a block or
// an underscore drawn for the cursor.
var glyphAfterLabel = regexp.MustCompile(`^\s*(?:[│┃║|]\s*)?(\pL[\pL ()]*:) (\S*?)([█_])$`)

// ruleOfFieldBox reports whether row r is a rule across the box around
// the field at columns left to right on the cursor's row, its ends on
// the box's sides ("├───┤" over "│▒▒▒│"), no junction of panes in it,
// and the row under the field is no entry (a rule, an edge or blank):
// a dialog's title set apart from its input, no list's heading.
func ruleOfFieldBox(s *grid, r, left, right int) bool {
	c := s.Cursor
	cs := s.cells(c.Row)
	lc, rc := -1, -1
	for x := left - 1; x >= 0 && x >= left-2; x-- {
		if strings.ContainsAny(at(cs, x), "│┃║") {
			lc = x
			break
		}
	}
	for x := right + 1; x < s.Cols && x <= right+2; x++ {
		if strings.ContainsAny(at(cs, x), "│┃║") {
			rc = x
			break
		}
	}
	if lc < 0 || rc < 0 || c.Row+1 >= len(s.Lines) {
		return false
	}
	rule := s.cells(r)
	inner := textIn(rule, lc+1, rc)
	under := strings.TrimSpace(textIn(s.cells(c.Row+1), left, right+1))
	return strings.ContainsAny(at(rule, lc), "├╟") && strings.ContainsAny(at(rule, rc), "┤╢") && strings.Trim(inner, "─━═") == "" && strings.Trim(under, "─━═├┤└┘╰╯") == ""
}
