package modes

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// A prompt in a frame (Ink's Box with a round border, a panel a library
// draws around its question) reads as the same prompt without it: the
// frame is taken off and the screen read again.

// frameOff is a frame taken off a screen: where its inside went.
type frameOff struct {
	b   box
	cut int // the columns taken off the inside's rows: the frame's side and the blanks after it
}

// back maps a cell of the screen without the frame to the screen's.
func (f frameOff) back(row, col int) (int, int) {
	if row > f.b.top && row < f.b.bottom {
		return row, col + f.cut
	}
	return row, col
}

// lastFrame finds, on the main screen, the frame a program drew last: the
// lowest one with nothing under it but a row or two of key hints (an
// agent's permission box over "Enter to confirm · Esc to exit"), of
// three rows or more, the cursor (when shown) in it or under it; else a
// frame still open at the foot (openFrame). A frame on the alternate
// screen is a full-screen program's panel or dialog (boxPrompt's).
func lastFrame(s *grid) (box, bool) {
	if s.AltScreen {
		return box{}, false
	}
	last := len(s.Lines) - 1
	for last >= 0 && strings.TrimSpace(s.Lines[last]) == "" {
		last--
	}
	if last < 2 {
		return box{}, false
	}
	for bottom, hints := last, 0; bottom > last-4 && bottom >= 2; bottom-- {
		if b, ok, found := frameEndingAt(s, bottom); found && (hints == 0 || b.bottom-b.top > 3) {
			// (A box one or two rows high over hints is an agent's
			// message box, read with the screen.)
			return b, ok
		}
		t := strings.TrimSpace(s.Lines[bottom])
		if t != "" {
			if hints++; hints > 2 || !footHint.MatchString(t) {
				break
			}
		}
	}
	return openFrame(s, last)
}

// footHint is a row under a box that tells the keys that answer it:
// "Enter to confirm · Esc to exit", "↑/↓ navigate • Enter select".
var footHint = regexp.MustCompile(`(?i)^(?:[↑↓←→/ ]+|\S+)?\s*\b(?:enter|return|esc|escape|tab|space|ctrl[+-]\w|navigate|move)\b[^?:]*(?:\s[·•|]\s|\bto\s+(?:confirm|select|cancel|exit|submit|choose|continue)\b)`)

// frameEndingAt finds a frame whose bottom edge is on row bottom, from
// each of its bottom-left corners the bottom-right one on the row, then
// up its left side to the top-left corner under which the top edge's
// right end is the frame's: found where such a frame is, ok where it
// holds three rows or more and the cursor (when shown) is in it or
// under it.
func frameEndingAt(s *grid, bottom int) (b box, ok, found bool) {
	cs := s.cells(bottom)
	for i, c := range cs {
		for _, f := range frameSets {
			if !f.bottomAt(cs, c.col) {
				continue
			}
			right := -1
			for _, d := range cs[i+1:] {
				if d.s == f.br {
					right = d.col
					break
				}
			}
			if right < 0 {
				continue
			}
			for r := bottom - 1; r >= 0; r-- {
				rc := s.cells(r)
				v := at(rc, c.col)
				if f.topAt(rc, c.col) && at(rc, right) == f.tr {
					b := box{r, bottom, c.col, right}
					if cur := s.Cursor; cur.Visible && (cur.Row < b.top || (cur.Row <= b.bottom && (cur.Col <= b.left || cur.Col > b.right))) {
						return box{}, false, true
					}
					return b, bottom-r >= 2, true
				}
				if v != f.v && v != "├" {
					break
				}
			}
		}
	}
	return box{}, false, false
}

// openFrame finds a frame still open at the foot of the main screen: a
// top edge from a corner at the left edge, a title in it at most
// ("┏━━ Release ━━━"), then every row down to the last with text
// starting with the frame's side, no bottom edge yet and no right side
// (Shopify's CLI UI, which closes the frame once the question is
// answered). Its box's bottom is the row under the last, its right
// side the screen's edge.
func openFrame(s *grid, last int) (box, bool) {
	if last+1 >= len(s.Lines) {
		return box{}, false
	}
	first := s.cells(last)
	if len(first) == 0 {
		return box{}, false
	}
	for _, f := range frameSets {
		if first[0].col != 0 || first[0].s != f.v || f.v == "|" {
			continue
		}
		for r := last - 1; r >= 0; r-- {
			rc := s.cells(r)
			if len(rc) == 0 {
				break
			}
			if rc[0].s == f.tl && rc[0].col == 0 && len(rc) > 2 && rc[1].s == f.h && !strings.Contains(s.Lines[r], f.tr) {
				b := box{r, last + 1, 0, s.Cols}
				if cur := s.Cursor; cur.Visible && cur.Row < b.top {
					return box{}, false
				}
				return b, last-r >= 2
			}
			if rc[0].s != f.v || rc[0].col != 0 {
				break
			}
		}
	}
	return box{}, false
}

// edgeGlyphs are the glyphs of box b's top edge around its title (and
// of its bottom edge around what it holds): its lines, and dashes where
// the box is drawn in letters ("+--Move to--+").
func edgeGlyphs(s *grid, b box) string {
	if at(s.cells(b.top), b.left) == "+" {
		return "─━═ ┤├-"
	}
	return "─━═ ┤├"
}

// unframed is the screen with the frame b taken off: its top edge a row
// holding its title alone (or blank), its bottom edge blank, its sides
// and the blanks inside them that every row of the inside has taken off,
// so that what it holds starts where it would without the frame.
func unframed(s *grid, b box) (emulator.Snapshot, frameOff) {
	cut := b.left + 1
	pad := -1
	for r := b.top + 1; r < b.bottom; r++ {
		cs := s.cells(r)
		if c := firstCol(cs, b.left+1, b.right); c >= 0 && (pad < 0 || c-cut < pad) {
			pad = c - cut
		}
	}
	cut += min(max(pad, 0), 2)
	out := s.Snapshot
	out.Lines = append([]string(nil), s.Lines...)
	out.Lines[b.top] = strings.Trim(textIn(s.cells(b.top), b.left+1, b.right), edgeGlyphs(s, b))
	out.Lines[b.bottom] = ""
	for r := b.top + 1; r < b.bottom; r++ {
		out.Lines[r] = strings.TrimRight(rowText(s.cells(r), cut, b.right), " ")
	}
	out.Runs = nil
	for _, run := range s.Runs {
		switch {
		case run.Row == b.top || run.Row == b.bottom:
		case run.Row > b.top && run.Row < b.bottom:
			from, to := max(run.Col, cut), min(run.Col+run.Len, b.right)
			if from < to {
				run.Col, run.Len = from-cut, to-from
				out.Runs = append(out.Runs, run)
			}
		default:
			out.Runs = append(out.Runs, run)
		}
	}
	if c := &out.Cursor; c.Row > b.top && c.Row < b.bottom {
		c.Col = max(c.Col-cut, 0)
	}
	return out, frameOff{b: b, cut: cut}
}

// unruled is the screen with a table's inner lines between rows top
// and bottom taken off (a frame's inside, as unframed leaves it): the
// columns where every row with text holds a side ("│") or a crossing
// ("┼"), two sides at least, blanked, and the rule across them made
// whole ("├──┼──┤" as "────"), so that the rows read as a table's
// set apart by blanks (a bordered table of snapshots to choose from).
func unruled(s emulator.Snapshot, top, bottom int) emulator.Snapshot {
	rows := map[int][]cell{}
	for r := top + 1; r < bottom && r < len(s.Lines); r++ {
		if strings.TrimSpace(s.Lines[r]) != "" {
			rows[r] = cellsOf(s.Lines[r])
		}
	}
	if len(rows) < 3 {
		return s
	}
	count := map[int]int{}
	for _, cs := range rows {
		for _, c := range cs {
			if c.s == "│" || c.s == "┼" {
				count[c.col]++
			}
		}
	}
	var cols []int
	for col, n := range count {
		if n == len(rows) {
			cols = append(cols, col)
		}
	}
	ruleRow := func(cs []cell) bool {
		return !slices.ContainsFunc(cs, func(c cell) bool { return !strings.Contains("─┼├┤ ", c.s) })
	}
	rules := 0
	for _, cs := range rows {
		if ruleRow(cs) {
			rules++
		}
	}
	if len(cols) == 0 || rules > 1 {
		// (Rules between every row: a grid of cells to tick, each
		// row a record of its own, read as drawn.)
		return s
	}
	out := s
	out.Lines = slices.Clone(s.Lines)
	if strings.Trim(out.Lines[top], "─┬ ") == "" {
		out.Lines[top] = "" // the top edge's crossings, no title
	}
	for r, cs := range rows {
		var b strings.Builder
		rule := ruleRow(cs)
		at := 0
		for _, c := range cs {
			for ; at < c.col; at++ {
				b.WriteByte(' ')
			}
			switch {
			case rule:
				b.WriteString("─")
			case slices.Contains(cols, c.col):
				b.WriteByte(' ')
			default:
				b.WriteString(c.s)
			}
			at = c.col + max(uniseg.StringWidth(c.s), 1)
		}
		out.Lines[r] = strings.TrimRight(b.String(), " ")
	}
	return out
}

// rowText is the text of a row's cells in columns [from, to), blanks
// kept, starting at from.
func rowText(cs []cell, from, to int) string {
	var b strings.Builder
	col := from
	for _, c := range cs {
		if c.col < from || c.col >= to {
			continue
		}
		for ; col < c.col; col++ {
			b.WriteByte(' ')
		}
		b.WriteString(c.s)
		col = c.col + max(uniseg.StringWidth(c.s), 1)
	}
	return b.String()
}

// inFrame reads a screen without the frame the program drew last on the
// main screen (lastFrame), if it has one: a prompt read there is the
// screen's, its options where the screen shows them; where none is,
// the screen as it stands is read. On the alternate screen, a question
// read across frames' sides is a popup's over panes, read again in the
// box the cursor is in alone (inPopup).
func inFrame(s emulator.Snapshot, f Facts) Result {
	if f.Exited || f.Stopped {
		return classifyPrompt(s, f)
	}
	if s.AltScreen {
		return onAltScreen(s, f)
	}
	g := &grid{Snapshot: s}
	in, fa := s, frameOff{}
	if b, ok := lastFrame(g); ok {
		if buttonsOnly(g, b) && boxPrompt(g) != nil {
			// A dialog box, its buttons drawn in brackets (dialog's
			// --yesno on the main screen, "< Yes >"): its frame, rules
			// and buttons are what the box reader reads, as on the
			// alternate screen.
			return classifyPrompt(s, f)
		}
		in, fa = unframed(g, b)
		in = unruled(in, b.top, b.bottom)
	}
	// A drawing indented as a whole (a margin every row with text
	// keeps, "  ? Project name:") reads as it does at the left edge.
	in, margin := dedented(in)
	in, drawn := glyphCursor(in)
	if fa == (frameOff{}) && margin == 0 && !drawn {
		return classifyPrompt(s, f)
	}
	ir := classifyPrompt(in, f)
	if ir.Prompt == nil {
		return classifyPrompt(s, f)
	}
	for i := range ir.Prompt.Options {
		o := &ir.Prompt.Options[i]
		o.Row, o.Col = fa.back(o.Row, o.Col+margin)
	}
	return ir
}

// onAltScreen reads a full-screen program's screen: whole, then, where
// its question crosses frames' sides or a box is drawn over its panes
// or a dialog stands around its cursor, that box alone.
func onAltScreen(s emulator.Snapshot, f Facts) Result {
	r := classifyPrompt(s, f)
	g := &grid{Snapshot: s}
	if r.Prompt != nil && crossesFrame(r.Prompt.Question) {
		// A question read across frames' sides is a popup's read with
		// the panes under it: read the box the cursor is in alone.
		if pr, ok := inPopup(g, f); ok {
			return pr
		}
	}
	if pr, ok := overPanes(g, r, f); ok {
		return pr
	}
	if pr, ok := aroundCursor(g, r, f); ok {
		return pr
	}
	if r.Prompt != nil && r.Prompt.Kind == Text && g.Cursor.Visible && marksIn.MatchString(r.Prompt.Question+" "+r.Prompt.Default) {
		// A field read across radio buttons or check boxes ("Send
		// report to: (•) Printer (LPT1) ( ) Screen"): the box round the
		// cursor read alone, where its list's current entry is on the
		// cursor's row.
		if pr, ok := inPopup(g, f); ok && currentOn(pr.Prompt, g.Cursor.Row) {
			return pr
		}
	}
	if r.Prompt == nil && r.Mode == TUI {
		// A message box over one button drawn inside another box (a
		// form's "Error" box), cutting nothing under it.
		for _, b := range innermostBoxes(g) {
			if pr, ok := oneButtonBox(g, b, f); ok {
				return pr
			}
		}
	}
	return r
}

// marksIn finds a check box or a radio button before a word: "[X] C:",
// "( ) Screen".
var marksIn = regexp.MustCompile(tickMark + `\s+\pL`)

// boxesOn are the boxes on the screen whose top left corner is one of
// corners, but for one at the screen's top left corner (the program's
// own window).
func boxesOn(s *grid, corners string) []box {
	var all []box
	for r := range s.Lines {
		if !strings.ContainsAny(s.Lines[r], corners) {
			continue
		}
		for i := range s.cells(r) {
			if b, ok := boxFrom(s, r, i, 0, s.Cols); ok && !(b.top == 0 && b.left == 0) {
				all = append(all, b)
			}
		}
	}
	return all
}

// innermostBoxes are the boxes on the screen that hold no other box,
// standing apart from its edges, smallest first.
func innermostBoxes(s *grid) []box {
	all := boxesOn(s, "┌╭┏╔")
	var out []box
	for _, b := range all {
		holds := slices.ContainsFunc(all, func(o box) bool {
			return o != b && o.top >= b.top && o.bottom <= b.bottom && o.left >= b.left && o.right <= b.right
		})
		if !holds {
			out = append(out, b)
		}
	}
	slices.SortFunc(out, func(a, b box) int { return a.area() - b.area() })
	return out
}

// overPanes reads a box drawn over the program's panes (overlaid): what
// it asks is read in it alone, where the cursor waits in it or, hidden,
// nothing on the whole screen (r) asks; a titled menu in it (slumber's
// "Actions") is one whatever its title says. A pager's box is its
// search's, part of the pager; so is an editor's box that searches or
// jumps (searchAsk).
func overPanes(g *grid, r Result, f Facts) (Result, bool) {
	b, ok := overlaid(g)
	if ok && keysThenDeeds(g, b) && r.Mode == Question && r.Prompt != nil && (r.Prompt.Kind == Select || r.Prompt.Kind == Multiselect) && !g.Cursor.Visible {
		// A help box of keys and what they do over a list: the list
		// under it is no pick while the help stands over it.
		return Result{Mode: TUI, Detail: programName(f.Program) + ", showing its keys (a box of keys and what they do over its screen)"}, true
	}
	if ok && r.Prompt == nil {
		if pr, picked := pickerDialog(g, b, f); picked {
			return pr, true // (its list's rows may read as keys and deeds: "📁 archive  4096 …")
		}
	}
	if !ok || keysAndDeeds(g, b) {
		return r, false // (a help box of keys and what they do asks nothing)
	}
	if r.Mode == Pager {
		// A pager's box is its own search's, part of the pager; a
		// list in it, one entry highlighted, the cursor hidden, is a
		// pick (its table of contents, its chapters).
		if pr, ok := boxAlone(g, b, f); ok && !g.Cursor.Visible && pr.Prompt.Kind == Select && choosing(pr.Prompt) {
			return pr, true
		}
		return r, false
	}
	return boxOverPanes(g, b, r, f)
}

// boxOverPanes reads box b, drawn over the program's panes, for
// overPanes: what it holds read alone, its keys, a menu or one button
// in it, a list with a picker's field beside it; the screen's reading r
// stands where the box asks nothing it did not.
func boxOverPanes(g *grid, b box, r Result, f Facts) (Result, bool) {
	pr, ok := boxAlone(g, b, f)
	if kr, kok := keysInBox(g, b, f); kok && (!ok && r.Prompt == nil || ok && pr.Prompt.Kind == Select) {
		// (The question's own row read as a list's current entry is
		// no list: its keys answer it.)
		pr, ok = kr, true
	}
	if !ok && r.Prompt == nil {
		pr, ok = popupMenu(g, b, f)
	}
	if !ok && r.Prompt == nil {
		pr, ok = oneButtonBox(g, b, f)
	}
	if !ok && r.Prompt == nil {
		pr, ok = edgeKeys(g, b, f)
	}
	if !ok || (r.Mode == Editor && asksSearch(pr.Prompt.Question)) {
		return r, false
	}
	if q, ok := pickerField(g, b); ok && r.Prompt == nil && pr.Prompt.Question == "" && pr.Prompt.Kind == Select && choosing(pr.Prompt) {
		// A list with its filter's field framed right under or over
		// it (an editor's file picker): a select filtered as typed.
		pr.Prompt.Question, pr.Prompt.Filter = q, true
		return pr, true
	}
	// (A box asking in its title is the question whatever the screen
	// under it shows: its list is no answer to it.)
	row := -1
	if g.Cursor.Visible {
		row = g.Cursor.Row
	}
	return pr, popupAsks(r.Prompt, pr.Prompt, row) || asksInTitle(g, b) && choosing(pr.Prompt)
}

// aroundCursor reads the box around the shown cursor alone where
// nothing asks on the whole screen (r): a yes or no (a BIOS setup's
// "SAVE to CMOS and EXIT (Y/N)? Y" over its menu), or a field in a
// dialog of a program of no other kind, a box standing apart from the
// screen's edges, narrower than three quarters of it (wifitui's
// "Passphrase: >" in its connect box; a pane's input row along an edge,
// or an editor's or pager's own search box, is none).
func aroundCursor(g *grid, r Result, f Facts) (Result, bool) {
	if r.Prompt != nil || !g.Cursor.Visible {
		return r, false
	}
	pr, ok := inPopup(g, f)
	if !ok {
		return r, false
	}
	field := pr.Prompt.Kind == Password || pr.Prompt.Kind == Text
	return pr, pr.Prompt.Kind == Confirm || field && r.Mode == TUI && dialogAtCursor(g)
}

// pickerDialog reads a titled dialog over a program's panes that holds
// a list with a row set apart, a field framed tall under it and buttons
// drawn tall beside it (Textual's file picker's "Open", "Save as"), the
// cursor hidden: where
// the field holds the cursor the program draws (a cell reversed), a
// text field the title asks; else the list's select. An entry is its
// first column, its icon off.
func pickerDialog(s *grid, b box, f Facts) (Result, bool) {
	_, t := boxTitle(s, b.top+1, b.left, b.right)
	if s.Cursor.Visible || !title(t) {
		return Result{}, false
	}
	field := box{}
	for _, fb := range boxesWithin(s, b) {
		if fb.bottom-fb.top == 2 && at(s.cells(fb.top), fb.left) == "▊" {
			field = fb
		}
	}
	// (Its buttons drawn tall beside the field: "▔▔▔" right of it.)
	if field == (box{}) || !strings.Contains(textIn(s.cells(field.top), field.right+1, b.right), "▔") {
		return Result{}, false
	}
	if p := pickerText(s, field, t); p != nil {
		return Result{Mode: Question, Detail: programName(f.Program) + ", text prompt (a field in a dialog over its screen)", Prompt: p}, true
	}
	if p := pickerList(s, b, field, t); p != nil {
		return Result{Mode: Question, Detail: programName(f.Program) + ", select prompt (a list in a dialog over its screen)", Prompt: p}, true
	}
	return Result{}, false
}

// pickerText is the text field a picker's dialog asks (its title, t)
// where its field holds the cursor the program draws (a cell
// reversed): its value what stands in it up to a completion offered in
// grey ("summ" before "ary.json"). Nil where the field has no cursor.
func pickerText(s *grid, field box, t string) *Prompt {
	row := field.top + 1
	if !slices.ContainsFunc(s.Runs, func(r emulator.Run) bool {
		return r.Row == row && r.Col > field.left && r.Col < field.right && r.Len == 1 && r.Attr&emulator.Inverse != 0
	}) {
		return nil
	}
	p := textPrompt(t, "")
	var v strings.Builder
	for _, c := range s.cells(row) {
		if c.col <= field.left || c.col >= field.right {
			continue
		}
		if c.s != " " && dimLook(s.LookAt(row, c.col)) {
			break
		}
		v.WriteString(c.s)
	}
	if d := strings.TrimSpace(v.String()); d != "" && p.Kind == Text {
		p.Default, p.Prefilled = d, true
	}
	return p
}

// pickerList is the select of the list a picker's dialog b holds over
// its field, the row set apart across half its width or more current,
// its title t the question: each entry its first column, its icon off
// ("📁 archive"). Nil where no row is set apart.
func pickerList(s *grid, b, field box, t string) *Prompt {
	set := -1
	for _, h := range Highlights(s.Snapshot) {
		if h.Row > b.top && h.Row < field.top && h.Len*2 >= b.right-b.left-1 {
			set = h.Row
		}
	}
	if set < 0 {
		return nil
	}
	first, last := set, set
	for first-1 > b.top && wordIn(s.cells(first-1), b.left+1, b.right) && !strings.Contains(s.Lines[first-1], "──") {
		first--
	}
	for last+1 < field.top && wordIn(s.cells(last+1), b.left+1, b.right) {
		last++
	}
	var items []item
	for r := first; r <= last; r++ {
		text := wideGap.Split(strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right)), 2)[0]
		if _, after, ok := strings.Cut(text, " "); ok && !strings.ContainsFunc(text[:len(text)-len(after)], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			text = after // (an icon before the name: "📁 archive")
		}
		items = append(items, item{row: r, from: b.left + 1, to: b.right, label: b.left + 1, text: text, pointer: r == set})
	}
	if len(items) < 2 {
		return nil
	}
	return &Prompt{Kind: Select, Question: t, Options: options(s, items)}
}

// tallDropdown reads a select drawn in Textual's tall frames and opened:
// its field ("▊ Maintenance   ▲ ▎", the arrow up) right over a tall box
// of its options one a row, the one set apart from the others (a
// background of its own) current; the label over the field asks.
func tallDropdown(s *grid) *Prompt {
	for _, fb := range boxesOn(s, "▊") {
		if fb.top == 0 || fb.bottom-fb.top != 2 || !strings.HasSuffix(textIn(s.cells(fb.top+1), fb.left+1, fb.right), "▲") {
			continue
		}
		for _, lb := range boxesBeside(s, fb, "▊") {
			if lb.top != fb.bottom+1 || lb.bottom-lb.top < 3 {
				continue
			}
			if p := optionsIn(s, lb); p != nil {
				p.Question = textIn(s.cells(fb.top-1), fb.left, fb.right+1)
				return p
			}
		}
	}
	return nil
}

// optionsIn is the select of a tall box's options, one a row, the one
// on a background of its own current; nil where a row is blank or not
// exactly one is set apart.
func optionsIn(s *grid, lb box) *Prompt {
	var opts []Option
	for r := lb.top + 1; r < lb.bottom; r++ {
		label := textIn(s.cells(r), lb.left+1, lb.right)
		if label == "" {
			return nil
		}
		opts = append(opts, Option{Label: label, Row: r, Col: lb.left + 2})
	}
	look := func(i int) lookKey { return backOf(s.LookAt(opts[i].Row, lb.left+2)) }
	sel := onlyIndex(len(opts), func(i int) bool {
		return !slices.ContainsFunc(opts, func(o Option) bool { return o.Row != opts[i].Row && backOf(s.LookAt(o.Row, lb.left+2)) == look(i) })
	})
	if len(opts) < 2 || sel < 0 {
		return nil
	}
	for i := range opts {
		opts[i].Selected = boolp(i == sel)
	}
	return &Prompt{Kind: Select, Options: opts}
}

// boxesBeside are the boxes with a top-left corner among corners that
// start in b's column right under or right over it.
func boxesBeside(s *grid, b box, corners string) []box {
	return slices.DeleteFunc(boxesOn(s, corners), func(nb box) bool {
		return nb.left != b.left || nb.top != b.bottom+1 && nb.bottom+1 != b.top
	})
}

// pickerField is the text of a field framed one row high right under or
// over box b, as wide as the screen's part b stands in at least, where
// the focus is (the terminal's cursor or one the program draws): a
// picker's filter, its mark and what was typed ("> notes").
func pickerField(s *grid, b box) (string, bool) {
	for _, fb := range boxesBeside(s, b, "┌╭┏╔") {
		if fb.bottom-fb.top != 2 {
			continue
		}
		c := s.Cursor
		in := c.Visible && c.Row == fb.top+1 && c.Col > fb.left && c.Col < fb.right
		if focus, _ := drawnFocus(s, fb); in || focus {
			t := textIn(s.cells(fb.top+1), fb.left+1, fb.right)
			return t, t != ""
		}
	}
	return "", false
}

// popupAsks reports whether what a box drawn over a program's panes
// asks, read alone (in), is the screen's question, where the whole
// screen read whole: with the cursor shown in it (on row), a field or a
// yes or no where the whole screen read nothing or the same kind of
// prompt (mprocs' "Add process" box round its "> " field), or a list
// whose current entry the cursor is on (a dialog's check boxes or radio
// buttons, "[X] C:", the cursor in the box of the one focused) where the
// whole screen read nothing, the same kind, or a field (its rows run
// together); hidden, a choice with its question where the whole screen
// read none.
func popupAsks(whole, in *Prompt, row int) bool {
	switch {
	case row >= 0 && (in.Kind == Select || in.Kind == Multiselect):
		return currentOn(in, row) && in.Question != "" && (whole == nil || whole.Kind == in.Kind || whole.Kind == Text)
	case row >= 0:
		return (in.Kind == Text || in.Kind == Password || in.Kind == Confirm) && (whole == nil || whole.Kind == in.Kind)
	}
	return whole == nil && in.Question != "" && choosing(in)
}

// currentOn reports whether p is a list (a select or a multiselect)
// whose current entry is on row: where the terminal's cursor is, in a
// dialog's check boxes or radio buttons.
func currentOn(p *Prompt, row int) bool {
	if p.Kind != Select && p.Kind != Multiselect {
		return false
	}
	i := p.SelectedIndex()
	return i >= 0 && p.Options[i].Row == row
}

// choosing reports whether p chooses among options drawn for it: yes
// or no, a key among a few, or a list that marks its highlighted entry.
func choosing(p *Prompt) bool {
	switch p.Kind {
	case Confirm, Choice:
		return true
	case Select, Multiselect:
		return slices.ContainsFunc(p.Options, func(o Option) bool { return o.Selected != nil && *o.Selected })
	}
	return false
}

// crossesFrame reports whether a question read off a screen holds a
// frame's side drawn in lines ("│", "┃", "║"; not the "|" words use).
func crossesFrame(q string) bool { return strings.ContainsAny(q, "│┃║") }

// inPopup reads the smallest box around the terminal's cursor (shown or
// not) alone, its frame taken off and everything outside it blank: a
// popup over a full-screen program's panes (rainfrog's "confirm" box
// over its menu and its query, "[Y]es to confirm | [N]o to cancel"
// under its question). It is false where no box holds the cursor, or
// the box alone shows no prompt, or one read across frames still.
func inPopup(s *grid, f Facts) (Result, bool) {
	c := s.Cursor
	best, found := smallestBox(s, c.Row, func(b box) bool {
		return c.Row > b.top && c.Row < b.bottom && c.Col > b.left && c.Col < b.right
	})
	if !found || (best.top == 0 && best.left == 0 && best.bottom >= s.Rows-1 && best.right >= s.Cols-1) {
		return Result{}, false
	}
	return boxAlone(s, best, f)
}

// dialogAtCursor reports whether the smallest box around the cursor
// stands apart from the screen's edges and is narrower than three
// quarters of it: a dialog, no pane.
func dialogAtCursor(s *grid) bool {
	c := s.Cursor
	b, found := smallestBox(s, c.Row, func(b box) bool {
		return c.Row > b.top && c.Row < b.bottom && c.Col > b.left && c.Col < b.right
	})
	return found && b.left > 0 && b.top > 0 && b.right < s.Cols-1 && b.bottom < s.Rows-1 && (b.right-b.left+1)*4 < s.Cols*3
}

// boxAlone reads the box b alone, its frame taken off and everything
// outside it blank; it is false where it shows no prompt, or one read
// across frames still.
func boxAlone(s *grid, b box, f Facts) (Result, bool) {
	alone := aloneIn(s, b)
	in, fa := unframed(&grid{Snapshot: alone}, b)
	r := classifyPrompt(in, f)
	if r.Prompt == nil {
		// A field its frame makes (a title in the top edge over the
		// row the cursor waits in: slumber's "Username") is read with
		// the frame, and so is a yes or no its last row answers with
		// keys (xsconsole's "<F8> Reboot  <Esc> Cancel" under "Do you
		// want to reboot this server?"); nothing else is (alone on a
		// blank screen, a box's one button would ask to be pressed).
		if fr := classifyPrompt(alone, f); fr.Prompt != nil && (fr.Prompt.Kind == Text || fr.Prompt.Kind == Password || fr.Prompt.Kind == Confirm) {
			r, fa = fr, frameOff{}
		}
	}
	if r.Prompt == nil || crossesFrame(r.Prompt.Question) {
		return Result{}, false
	}
	for i := range r.Prompt.Options {
		o := &r.Prompt.Options[i]
		o.Row, o.Col = fa.back(o.Row, o.Col)
	}
	return r, true
}

// aloneIn is the screen with box b alone on it, frame and all, every
// cell outside it blank and its looks gone.
func aloneIn(s *grid, b box) emulator.Snapshot {
	alone := s.Snapshot
	alone.Lines = make([]string, len(s.Lines))
	for r := b.top; r <= b.bottom; r++ {
		alone.Lines[r] = strings.Repeat(" ", b.left) + rowText(s.cells(r), b.left, b.right+1)
	}
	alone.Runs = slices.DeleteFunc(slices.Clone(s.Runs), func(run emulator.Run) bool {
		return run.Row < b.top || run.Row > b.bottom || run.Col < b.left || run.Col+run.Len > b.right+1
	})
	return alone
}

// keysInBox reads a box drawn over a program's panes, the cursor hidden,
// one of whose rows inside is a question naming its keys ("Delete this
// message?  (Y/N)" in Pegasus Mail's "Delete" box): that question.
func keysInBox(s *grid, b box, f Facts) (Result, bool) {
	if s.Cursor.Visible {
		return Result{}, false
	}
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
		if p := parseQuestion(t); keyChoices(p) && strings.Contains(p.Question, "?") {
			return Result{Mode: Question, Detail: programName(f.Program) + ", " + string(p.Kind) + " prompt (a question with its keys in a box over its screen)", Prompt: p}, true
		}
	}
	return Result{}, false
}

// keysAndDeeds reports whether most rows inside box b, four or more,
// are keys and what they do set apart in columns ("Tab      Next
// panel"): a help box.
func keysAndDeeds(s *grid, b box) bool {
	rows, described := 0, 0
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
		if t == "" {
			continue
		}
		rows++
		if columns.MatchString(t) {
			described++
		}
	}
	return described >= 4 && described*2 > rows
}

// keysThenDeeds reports whether box b is a help box of keys then what
// they do (keysAndDeeds), each key shorter than its deed ("s   scan
// the CIDR again"); a menu's entries before their shortcut keys
// ("Connect   c") are none.
func keysThenDeeds(s *grid, b box) bool {
	if !keysAndDeeds(s, b) {
		return false
	}
	longer := 0
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
		if parts := wideGap.Split(t, 2); len(parts) == 2 && uniseg.StringWidth(parts[1]) > uniseg.StringWidth(parts[0]) {
			longer++
		}
	}
	return longer >= 4
}

// popupMenu reads a box drawn over a program's panes that holds a title
// in its top edge over a list of two entries or more, one set apart
// on a bar (reverse video, or a background no other entry has; a title
// in bold or a colour over a help box's keys is none, nor are keys and
// what they do set apart in columns): a menu of the program's,
// opened over its screen, asks for one of them, its title the question.
func popupMenu(s *grid, b box, f Facts) (Result, bool) {
	title := strings.Trim(textIn(s.cells(b.top), b.left+1, b.right), edgeGlyphs(s, b))
	if title == "" {
		return Result{}, false
	}
	var items []item
	for r := b.top + 1; r < b.bottom; r++ {
		if strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right)) == "" {
			if len(items) > 0 {
				break
			}
			continue
		}
		items = append(items, parseItem(s.cells(r), r, b.left+1, b.right))
	}
	if len(items) < 2 || slices.ContainsFunc(items, func(it item) bool { return strings.ContainsAny(it.text, "│┃║") }) {
		return Result{}, false
	}
	described := 0
	for _, it := range items {
		if columns.MatchString(strings.TrimSpace(textIn(s.cells(it.row), b.left+1, b.right))) {
			described++
		}
	}
	if described*2 > len(items) {
		return Result{}, false // keys and what they do set apart: a help box
	}
	opts := options(s, items)
	backOf := func(o Option) backLook { k, _ := lookOf(s.LookAt(o.Row, o.Col)); return k }
	barred := func(o Option) bool {
		if o.Selected == nil || !*o.Selected {
			return false
		}
		k, ok := lookOf(s.LookAt(o.Row, o.Col))
		return ok && !slices.ContainsFunc(opts, func(x Option) bool { return x.Row != o.Row && backOf(x) == k })
	}
	if slices.ContainsFunc(opts, barred) {
		p := &Prompt{Kind: listKind(items), Question: title, Options: opts}
		return Result{Mode: Question, Detail: programName(f.Program) + ", " + string(p.Kind) + " prompt", Prompt: p}, true
	}
	return Result{}, false
}

// oneButtonBox reads a box drawn over a program's panes that tells
// something over one button, the box's last row with words inside it: a
// word that says yes or closes ("OK", "Close") on a background of its
// own, its shadow at most beside it (Turbo Vision's "OK ▄"), or in
// brackets ("[ OK ]", "< OK >", "[< Ok >]"): a choice of
// that one button, the rows of words above it the question ("Testing
// finished. No viruses found.").
func oneButtonBox(s *grid, b box, f Facts) (Result, bool) {
	btn, label := -1, ""
	for r := b.bottom - 1; r > b.top && label == ""; r-- {
		btn, label = r, strings.TrimSpace(strings.Trim(textIn(s.cells(r), b.left+1, b.right), "▀▄ "))
	}
	if label == "" {
		return Result{}, false
	}
	cs := s.cells(btn)
	bracketed := false
	for range 2 { // (brackets in brackets: Terminal.Gui's "[< Ok >]")
		if len(label) > 2 && strings.ContainsAny(label[:1], "[<") && strings.ContainsAny(label[len(label)-1:], "]>") {
			label, bracketed = strings.TrimSpace(label[1:len(label)-1]), true
		}
	}
	if !yesWords[strings.ToLower(label)] && !strings.EqualFold(label, "close") {
		return Result{}, false
	}
	col := firstCol(cs, b.left+1, b.right)
	ground := b.left + 1 // (the box's own ground beside the button: left of it, or right where it starts at the side)
	if col == ground {
		ground = col + uniseg.StringWidth(label) + 1
	}
	if col < 0 || !bracketed && (ground >= b.right || backOf(s.LookAt(btn, col)) == backOf(s.LookAt(btn, ground))) {
		return Result{}, false
	}
	var said []string
	for r := b.top + 1; r < btn; r++ {
		if t := strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right)); t != "" {
			said = append(said, t)
		}
	}
	q := strings.Join(said, " ")
	if len(said) == 0 {
		q = titleOf(s, b) // (the button alone under a title that asks: stmp's "Confirm deletion" over "Confirm")
	}
	if !word.MatchString(q) {
		return Result{}, false
	}
	sel := true
	p := &Prompt{Kind: Choice, Question: q, Options: []Option{{Label: label, Selected: &sel, Row: btn, Col: col}}}
	return Result{Mode: Question, Detail: programName(f.Program) + ", choice prompt (a message over one button in a box over its screen)", Prompt: p}, true
}

// overlaid finds the box a full-screen program drew last over its
// panes: a box whose frame cuts lines of the frames under it, a line
// of theirs running into its side or edge where its own glyph has no
// arm to meet it (slumber's "Actions" box over its request pane, the
// pane's bottom edge "└" and "──┘" stopped at the box's sides). Panes
// laid side by side meet with corners or junctions, or not at all.
// With the cursor shown, the box must hold it (the smallest that
// does); hidden, the screen must hold one such box alone.
func overlaid(s *grid) (box, bool) {
	var found []box
	for _, b := range boxesOn(s, "┌╭┏╔+█") {
		if cutsUnder(s, b)+wordsCut(s, b) >= 2 || floatsOver(s, b) || asksInTitle(s, b) {
			found = append(found, b)
		}
	}
	c := s.Cursor
	if c.Visible {
		best, ok := box{}, false
		for _, b := range found {
			if c.Row > b.top && c.Row < b.bottom && c.Col > b.left && c.Col < b.right && (!ok || b.area() < best.area()) {
				best, ok = b, true
			}
		}
		return best, ok
	}
	if len(found) > 1 {
		// Boxes laid side by side under a title can seem to float
		// over a list; the one box whose frame cuts what is under it
		// is the one drawn last (a dialog over filters in a row).
		found = slices.DeleteFunc(found, func(b box) bool { return cutsUnder(s, b)+wordsCut(s, b) < 2 })
	}
	if len(found) != 1 {
		return box{}, false
	}
	return found[0], true
}

// asksInTitle reports whether box b, standing apart from the screen's
// edges, asks in its top edge ("╔═══ Quit GoldED+? ════╗"): a dialog
// drawn over whatever is under it, however little of that it cuts.
func asksInTitle(s *grid, b box) bool {
	if b.left < 1 || b.right >= s.Cols-1 || b.bottom-b.top < 3 {
		return false
	}
	_, t := boxTitle(s, b.top+1, b.left, b.right)
	return strings.HasSuffix(strings.TrimSpace(t), "?") && word.MatchString(t)
}

// floatsOver reports whether box b was drawn over a list's rows: the
// row right above its top holds words both left of it and over its
// columns (a row of the list it covers runs under it), and two of its
// rows or more, its edges' too, have words right beside it, left or
// right, twelve cells away at most (Pegasus Mail's "Delete" box over its
// index: "│   Ana Silva ╔", "│   Postmaster║    740      │").
func floatsOver(s *grid, b box) bool {
	if b.top < 1 || b.left < 2 || b.right >= s.Cols-2 {
		return false
	}
	above := s.cells(b.top - 1)
	if !wordIn(above, 0, b.left) || !wordIn(above, b.left+1, b.right) {
		return false
	}
	n := 0
	for r := b.top; r <= b.bottom; r++ {
		cs := s.cells(r)
		if wordIn(cs, max(0, b.left-12), b.left) || wordIn(cs, b.right+1, min(s.Cols, b.right+13)) {
			n++
		}
	}
	return n >= 2
}

// wordIn reports whether cells [from, to) of a row hold a letter or a
// digit.
func wordIn(cs []cell, from, to int) bool {
	return strings.ContainsFunc(textIn(cs, from, to), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// wordsCut counts the rows of b where a word outside runs into its left
// side, a letter or digit right against it (wifitui's
// "CoffeeShop-5G╭", "Library Guest│"): text the box was drawn over.
// Panes laid side by side keep a blank or a frame between.
func wordsCut(s *grid, b box) int {
	n := 0
	for r := b.top; r <= b.bottom && b.left > 0; r++ {
		rs := []rune(at(s.cells(r), b.left-1))
		if len(rs) == 1 && (unicode.IsLetter(rs[0]) || unicode.IsDigit(rs[0])) {
			n++
		}
	}
	return n
}

// cutsUnder counts the lines of other frames that run into b's frame
// from outside where b's own glyph has no arm toward them. A vertical
// line that runs into its top or bottom edge is a frame's where it goes
// on beyond the row next to the edge, or turns there (a corner or a
// junction).
func cutsUnder(s *grid, b box) int {
	n := 0
	cut := func(outRow, outCol, inRow, inCol int, toward arm) {
		if outRow < 0 || outRow >= len(s.Lines) || outCol < 0 {
			return
		}
		out := arms(at(s.cells(outRow), outCol))
		if out&toward.opposite() == 0 || arms(at(s.cells(inRow), inCol))&toward != 0 {
			return
		}
		if beyond := outRow + outRow - inRow; (toward == armUp || toward == armDown) && out&(armLeft|armRight) == 0 &&
			(beyond < 0 || beyond >= len(s.Lines) || arms(at(s.cells(beyond), outCol))&toward.opposite() == 0) {
			return // a bar alone in a row of text (a tab bar's " Library │ Search "), no frame's line
		}
		n++
	}
	for r := b.top; r <= b.bottom; r++ {
		cut(r, b.left-1, r, b.left, armLeft)
		cut(r, b.right+1, r, b.right, armRight)
	}
	for c := b.left + 1; c < b.right; c++ {
		cut(b.top-1, c, b.top, c, armUp)
		cut(b.bottom+1, c, b.bottom, c, armDown)
	}
	return n
}

// arm is a direction a box-drawing glyph's line leaves its cell in.
type arm uint8

const (
	armUp arm = 1 << iota
	armDown
	armLeft
	armRight
)

func (a arm) opposite() arm {
	switch a {
	case armUp:
		return armDown
	case armDown:
		return armUp
	case armLeft:
		return armRight
	}
	return armLeft
}

// arms are the directions a box-drawing glyph's lines leave its cell
// in, in any weight (light, heavy, double, rounded); none for any other.
func arms(g string) arm {
	const u, d, l, r = armUp, armDown, armLeft, armRight
	switch g {
	case "─", "━", "═", "-": // (a frame drawn in letters too; its "+" corners, a sign in words as often, have none)
		return l | r
	case "│", "┃", "║", "|", "▊", "▎": // (and Textual's tall frame's sides)
		return u | d
	case "┌", "┏", "╔", "╭", "╒", "╓":
		return d | r
	case "┐", "┓", "╗", "╮", "╕", "╖":
		return d | l
	case "└", "┗", "╚", "╰", "╘", "╙":
		return u | r
	case "┘", "┛", "╝", "╯", "╛", "╜":
		return u | l
	case "├", "┣", "╠", "┠", "╞", "╟":
		return u | d | r
	case "┤", "┫", "╣", "┨", "╡", "╢":
		return u | d | l
	case "┬", "┳", "╦", "┯", "╤", "╥":
		return d | l | r
	case "┴", "┻", "╩", "┷", "╧", "╨":
		return u | l | r
	case "┼", "╋", "╬", "┿", "╪", "╫":
		return u | d | l | r
	}
	return 0
}

// buttonsOnly reports whether a box's last row with text inside holds
// buttons in brackets and nothing else, two or more ("< Yes >   < No >").
func buttonsOnly(s *grid, b box) bool {
	for r := b.bottom - 1; r > b.top; r-- {
		t := textIn(s.cells(r), b.left+1, b.right)
		if strings.TrimSpace(t) == "" {
			continue
		}
		return len(button.FindAllString(t, -1)) >= 2 && strings.TrimSpace(button.ReplaceAllString(t, "")) == ""
	}
	return false
}

// glyphCursor is the screen with the cursor a program draws as a glyph
// where it hides the terminal's: an underscore or a block after a blank
// ending the last row with text ("… (default: release-7): _"), the
// terminal's cursor hidden on that row or under it. The cursor is put on
// the glyph's cell and shown, the glyph blanked; what reads the screen
// then reads the prompt the cursor waits at.
func glyphCursor(s emulator.Snapshot) (emulator.Snapshot, bool) {
	if s.Cursor.Visible || s.AltScreen {
		return s, false
	}
	row := len(s.Lines) - 1
	for row >= 0 && strings.TrimSpace(s.Lines[row]) == "" {
		row--
	}
	if row < 0 || s.Cursor.Row < row {
		return s, false
	}
	line := strings.TrimRight(s.Lines[row], " ")
	glyph := ""
	for _, g := range []string{" _", " █", " ▌"} {
		if strings.HasSuffix(line, g) {
			glyph = g[1:]
		}
	}
	if t := strings.TrimSuffix(line, "█"); glyph == "" && t != line && strings.HasSuffix(t, "*") {
		glyph = "█" // right after a secret's marks ("Deploy token? ****█"): no bar's end
	}
	if glyph == "" || !strings.ContainsFunc(line, unicode.IsLetter) {
		return s, false
	}
	text := strings.TrimSuffix(line, glyph)
	out := s
	out.Lines = slices.Clone(s.Lines)
	out.Lines[row] = text
	out.Cursor = emulator.Cursor{Row: row, Col: uniseg.StringWidth(text), Visible: true}
	return out, true
}

// dedented is the screen with the blanks every row with text starts with
// taken off, and how many columns that is.
func dedented(s emulator.Snapshot) (emulator.Snapshot, int) {
	margin := -1
	for _, l := range s.Lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := len(l) - len(strings.TrimLeft(l, " ")); margin < 0 || n < margin {
			margin = n
		}
	}
	if margin <= 0 {
		return s, 0
	}
	out := s
	out.Lines = make([]string, len(s.Lines))
	for i, l := range s.Lines {
		if len(l) >= margin {
			out.Lines[i] = l[margin:]
		}
	}
	out.Runs = nil
	for _, r := range s.Runs {
		if r.Col+r.Len <= margin {
			continue
		}
		if r.Col < margin {
			r.Len -= margin - r.Col
			r.Col = margin
		}
		r.Col -= margin
		out.Runs = append(out.Runs, r)
	}
	out.Cursor.Col = max(out.Cursor.Col-margin, 0)
	return out, margin
}

// labelledBox reads a text field drawn as a frame one row high, its label
// ending in ":" on the frame's row just left of it ("Release name: │ … │")
// or on the row above its corner (a blank row between at most), or written in its top edge while it is
// empty or holds the cursor ("┌Hostname───┐"; an empty one at the foot
// of a full-screen program's panes, the cursor hidden, is its input
// bar at rest: xplr's "╭ Input [default] ─"): the only such field on
// the screen, or the one the terminal's cursor is in. What the frame
// holds is the field's default, already in it.
func labelledBox(s *grid) *Prompt {
	var found *Prompt
	for r := range s.Lines {
		cs := s.cells(r)
		for i := range cs {
			b, ok := boxFrom(s, r, i, 0, s.Cols)
			if !ok || b.bottom-b.top != 2 {
				continue
			}
			mid := s.cells(b.top + 1)
			c := s.Cursor
			in, placeholder := fieldFocus(s, b)
			label := fieldLabel(s, b, in)
			if label == "" && (in || (textIn(mid, b.left+1, b.right) == "" && !(s.AltScreen && !c.Visible && (panes(s.Snapshot) || heavierElsewhere(s, b))))) {
				// Its label in its top edge ("┌Hostname────┐"), the
				// field empty or the cursor in it.
				if _, t := boxTitle(s, b.top+1, b.left, b.right); title(t) {
					label = t
				}
			}
			if label == "" {
				continue
			}
			p := textPrompt(label, "")
			if v := textIn(mid, b.left+1, b.right); v != "" && p.Kind != Password && !placeholder {
				// Text in the frame is the field's, as in a dialog's:
				// its default, which typing adds to; a mark before it
				// is the field's ("❯ notes.txt").
				if m := fieldMark.FindStringSubmatch(v); m != nil {
					v = m[2] // (the mark alone is an empty field's: "│>  │")
				}
				p.Default, p.Prefilled = v, v != ""
			}
			if in {
				return filtering(s, b, p)
			}
			if found != nil {
				return nil // two fields, the cursor in neither: which one is asked is not seen
			}
			found = p
		}
	}
	if found != nil && s.Cursor.Visible {
		return nil // the cursor waits elsewhere
	}
	if found != nil && highlightedList(s) != nil {
		// The cursor hidden, a list on the same screen with its current
		// entry set apart (oterm's model list over its empty "System:"
		// box): the focus is on the list, not the field.
		return nil
	}
	return found
}

// cursorOnPlaceholder reports whether the terminal's cursor sits on the
// first character of the text in a field's one row inside box b and that
// text is all drawn in grey: a placeholder, which typing replaces
// (Textual's "Label of the record"); a default the program put there
// leaves the cursor after it.
func cursorOnPlaceholder(s *grid, b box) bool {
	c, row := s.Cursor, b.top+1
	if !c.Visible || c.Row != row {
		return false
	}
	cs := s.cells(row)
	first, _ := valueSpan(cs, b)
	if first < 0 || first != c.Col {
		return false
	}
	inside := slices.DeleteFunc(slices.Clone(cs), func(x cell) bool { return x.col >= b.right })
	return greyedFrom(s, row, inside, first)
}

// fieldFocus reports whether the field framed by b, one row high, has
// the focus: the terminal's cursor in it, or the focus or cursor the
// program draws there itself; placeholder, whether what stands in it is
// a placeholder, which typing replaces.
func fieldFocus(s *grid, b box) (in, placeholder bool) {
	c := s.Cursor
	in = c.Visible && c.Row == b.top+1 && c.Col > b.left && c.Col < b.right
	focus, faint := drawnFocus(s, b)
	drawn, onText := cursorDrawnIn(s, b)
	return in || focus || drawn, faint || cursorOnPlaceholder(s, b) || onText
}

// filtering is the field p framed by b, or, where a list in a box right
// under or over it has its current entry marked, that list's select
// filtered as typed (a fuzzy finder's "files" over "Results"), asking
// the list's title over the field or else the field's.
func filtering(s *grid, b box, p *Prompt) *Prompt {
	lp := listBeside(s, b)
	if lp == nil {
		return p
	}
	if lp.Question == "" {
		lp.Question = p.Question
	}
	lp.Filter = true
	return lp
}

// listBeside is the select of a list a box right under or right over
// the field framed by b holds, starting in b's column, its current entry
// marked, asking the list's title where it stands over the field; nil
// where there is none.
func listBeside(s *grid, b box) *Prompt {
	for _, nb := range boxesBeside(s, b, "┌╭┏╔") {
		if nb.bottom-nb.top < 3 {
			continue
		}
		alone := aloneIn(s, nb)
		alone.Cursor.Visible = false
		in, fa := unframed(&grid{Snapshot: alone}, nb)
		g := &grid{Snapshot: in}
		for _, read := range []func(*grid) *Prompt{listPrompt, highlightedList} {
			if p := read(g); p != nil && p.Kind == Select && choosing(p) {
				for i := range p.Options {
					o := &p.Options[i]
					o.Row, o.Col = fa.back(o.Row, o.Col)
				}
				p.Question = ""
				if _, t := boxTitle(s, nb.top+1, nb.left, nb.right); nb.top < b.top && title(t) {
					p.Question = t // (the list's title over its field: "Channels" over "Search")
				}
				return p
			}
		}
	}
	return nil
}

// cursorDrawnIn reports whether the one row inside a field's tall frame
// b ("▊▔▔▎", Textual's) holds the cursor a program draws itself where it
// hides the terminal's: exactly one cell of the row inside set apart from the
// field's own background (drawn inverse or on a background of its own),
// on the first character of its text or right after it (Textual's
// input). onText is set where it stands on the first character of a
// text the rest of which is greyed: a placeholder, which typing
// replaces.
func cursorDrawnIn(s *grid, b box) (drawn, onText bool) {
	if s.Cursor.Visible || b.bottom-b.top != 2 || at(s.cells(b.top), b.left) != "▊" {
		return false, false
	}
	row := b.top + 1
	cs := s.cells(row)
	face := backOf(s.LookAt(row, b.left+1))
	col := -1
	for c := b.left + 1; c < b.right; c++ {
		if backOf(s.LookAt(row, c)) == face {
			continue
		}
		if col >= 0 {
			return false, false
		}
		col = c
	}
	first, end := valueSpan(cs, b)
	if col < 0 || col != first && col != end && !(first < 0 && col <= b.left+2) {
		return false, false
	}
	inside := slices.DeleteFunc(slices.Clone(cs), func(x cell) bool { return x.col >= b.right })
	return true, col == first && col+1 < end && greyedFrom(s, row, inside, col+1)
}

// heavierElsewhere reports whether another frame than b, which is drawn
// in light lines, is drawn double or heavy (redis-tui's "╔ Keys ═" over
// its light "┌ Command ─" box): the program marks the pane that has
// the focus so, and it is not b.
func heavierElsewhere(s *grid, b box) bool {
	if c := at(s.cells(b.top), b.left); c != "┌" && c != "╭" {
		return false
	}
	for r := range s.Lines {
		if r != b.top && strings.ContainsAny(s.Lines[r], "╔┏") {
			return true
		}
	}
	return false
}

// drawnFocus reports whether the one row inside a field's frame shows
// the focus a program draws itself where it hides the terminal's
// cursor (tuiuiu's): one blank cell painted on a background of its own
// right after its text (a mark before it at most), or its text all
// faint, a placeholder (then placeholder is set too), no list under
// the frame (entriesUnder); never with the terminal's cursor shown.
func drawnFocus(s *grid, b box) (focus, placeholder bool) {
	if s.Cursor.Visible || b.bottom-b.top != 2 || entriesUnder(s, b) {
		return false, false // (a list under it takes what is typed: a filter's)
	}
	row := b.top + 1
	cs := s.cells(row)
	first, end := valueSpan(cs, b)
	painted := 0
	for _, r := range s.Runs {
		if r.Row == row && r.Len == 1 && r.Attr&emulator.Inverse == 0 && r.Bg != "" && r.Col >= end && r.Col <= end+1 && r.Col < b.right {
			painted++
		}
	}
	faint := first >= 0
	for _, c := range cs {
		if faint && c.col >= first && c.col < b.right && c.s != " " && s.LookAt(row, c.col).Attr&emulator.Faint == 0 {
			faint = false
		}
	}
	return painted == 1 || faint, faint
}

// entriesUnder reports whether a row under the field framed by b holds
// words within its columns other than a hint of keys ("Enter to create
// • Esc to cancel") or a bar across one of the screen's last rows (a
// status line): a list the field filters, or more of a form.
func entriesUnder(s *grid, b box) bool {
	for r := b.bottom + 1; r < len(s.Lines); r++ {
		cs := s.cells(r)
		if !wordIn(cs, b.left, b.right+1) || r >= len(s.Lines)-3 && bar(s.Snapshot, r) {
			continue
		}
		if !keyPairs(textIn(cs, b.left, b.right+1)) {
			return true
		}
	}
	return false
}

// keyPairs reports whether a row is a hint of keys: two parts or more
// set apart by bars or dots, each a key and what it does ("Enter to
// create • Esc to cancel").
func keyPairs(t string) bool {
	parts := helpSep.Split(t, -1)
	return len(parts) >= 2 && !slices.ContainsFunc(parts, func(p string) bool { return !helpPair.MatchString(strings.TrimSpace(p)) })
}

// valueSpan is where the value in a field's one row inside box b starts
// (past a field's mark, "▶ "; -1 where it holds none) and the cell after
// its last character.
func valueSpan(cs []cell, b box) (first, end int) {
	first, end = -1, b.left+1
	marked := fieldMark.MatchString(textIn(cs, b.left+1, b.right))
	for _, c := range cs {
		if c.col <= b.left || c.col >= b.right || c.s == " " {
			continue
		}
		if first < 0 && !(marked && (pointing(c.s) || c.s == ":")) {
			first = c.col
		}
		end = c.col + max(uniseg.StringWidth(c.s), 1)
	}
	return first, end
}

// fieldLabel is the label of the field framed by b, a frame one row
// high: ending in ":" on the frame's row left of it, or on the row above
// its corner (a blank row between at most), or, where the cursor is in
// the field, words there that tell what to type ("Enter the password
// for HomeNet-5G", impala's passphrase box), there or on the row under
// it (toldUnder); "" where none is.
func fieldLabel(s *grid, b box, in bool) string {
	if l := textIn(s.cells(b.top+1), 0, b.left); strings.HasSuffix(l, ":") {
		return lastLabel(l)
	}
	if b.top == 0 {
		return toldUnder(s, b, in)
	}
	up := b.top - 1
	if up > 0 && strings.TrimSpace(s.Lines[up]) == "" {
		up-- // a blank row between (Kilo Code's "Enter your API key:")
	}
	if t := fieldTitle(s, b); in && !s.Cursor.Visible && t != "" {
		return t
	}
	above := s.cells(up)
	l := textIn(above, b.left, b.right+1)
	if firstCol(above, b.left, b.right+1) > b.left+1 {
		return toldUnder(s, b, in)
	}
	switch {
	case strings.HasSuffix(l, ":"):
		return lastLabel(l)
	case in && askingVerb.MatchString(strings.TrimSpace(l)):
		return strings.TrimSpace(l)
	}
	_, edge := frameAround(s, up, b.left, b.right+1) // (the row's text up to a frame's side right of it: a dialog's)
	if whole := strings.TrimSpace(textIn(above, b.left, edge)); in && (!s.Cursor.Visible || s.AltScreen && !strings.Contains(textIn(s.cells(b.top+1), b.left+1, b.right), "?")) && (strings.HasSuffix(whole, "?") || boxLabel.MatchString(whole) || s.Cursor.Visible && (fieldSentence.MatchString(whole) || lowerLabel.MatchString(whole))) {
		// A question, or a label of a few words (tuiuiu's "Database
		// host"), over the field whose focus the program draws, or
		// over the field the cursor is in on a form of the program's
		// own (glyph's "Title"), the field asking nothing itself.
		return whole
	}
	return toldUnder(s, b, in)
}

// fieldTitle is a title of a few words alone over the field framed by b
// within its columns and no word beside them, a blank row between at
// most, no word right above
// it there (Textual's "Go to Line" dialog, the title set inward as a
// title is); "" where none is.
func fieldTitle(s *grid, b box) string {
	in := func(r int) string { return textIn(s.cells(r), b.left, b.right+1) }
	up := b.top - 1
	if up > 0 && in(up) == "" {
		up--
	}
	if up < 0 || !boxLabel.MatchString(in(up)) || wordIn(s.cells(up), 0, b.left) || wordIn(s.cells(up), b.right+1, s.Cols) || up > 0 && word.MatchString(in(up-1)) {
		return ""
	}
	return in(up)
}

// toldUnder is the words telling what to type on the row right under
// the field framed by b that the cursor is in, key hints after them
// past a wide gap ("Enter the master password  [Esc] quit" under
// kptui's masked box): its label; "" where none is.
func toldUnder(s *grid, b box, in bool) string {
	if in && b.bottom+1 < len(s.Lines) {
		if t, _, _ := strings.Cut(strings.TrimSpace(s.Lines[b.bottom+1]), "  "); askingVerb.MatchString(t) && word.MatchString(t) {
			return t
		}
	}
	return ""
}

// fieldSentence is words saying what a field takes, the first a
// capital, up to six, a name of a file or a path among them: "New name
// for notes.txt" over the field the cursor is in (rovr's rename box).
var fieldSentence = regexp.MustCompile(`^\p{Lu}\pL*( [\pL\pN._/~-]+){1,5}$`)

// lowerLabel is a form's label in lower case, one to three words
// ("name", "replication factor"), over the field the cursor is in.
var lowerLabel = regexp.MustCompile(`^\p{Ll}+( \p{Ll}+){0,2}$`)

// lastLabel is the last label of a row's text before a field: what
// follows the last run of blanks or bar ("│  Release name:" → "Release
// name:").
func lastLabel(t string) string {
	if i := strings.LastIndexAny(t, "│┃║"); i >= 0 {
		t = t[i+len("│"):]
	}
	parts := columnGap.Split(strings.TrimSpace(t), -1)
	return strings.TrimSpace(parts[len(parts)-1])
}

// area is the box's size in cells, its frame counted.
func (b box) area() int { return (b.bottom - b.top) * (b.right - b.left) }

// edgeKeys reads a box drawn over a program's panes, the cursor hidden,
// whose bottom edge holds its keys, each named before what it does
// after a colon, one going on and one backing out ("Enter/Y: Confirm │
// Esc/N: Cancel" under sabiql's "Confirm DELETE", as ratatui draws a
// block's bottom title): a yes or no, its title (or its first row of
// text) the question. A key's letter is the key, when one names a letter.
func edgeKeys(s *grid, b box, f Facts) (Result, bool) {
	if s.Cursor.Visible {
		return Result{}, false
	}
	edge := strings.Trim(textIn(s.cells(b.bottom), b.left+1, b.right), edgeGlyphs(s, b))
	parts := edgeSep.Split(strings.TrimSpace(edge), -1)
	if len(parts) < 2 || len(parts) > 4 {
		return Result{}, false
	}
	p := &Prompt{Kind: Confirm}
	on, off := 0, 0
	for _, part := range parts {
		m := edgeKey.FindStringSubmatch(part)
		if m == nil {
			return Result{}, false
		}
		key := m[1]
		for _, k := range strings.Split(m[1], "/") {
			if len([]rune(k)) == 1 && unicode.IsLetter([]rune(k)[0]) {
				key = strings.ToLower(k)
			}
		}
		switch deed := strings.ToLower(m[2]); {
		case yesWords[deed] || actingDeed.MatchString(deed):
			on++
		case declineWords[deed]:
			off++
		default:
			return Result{}, false
		}
		p.Options = append(p.Options, Option{Label: m[2], Key: key})
	}
	if on == 0 || off != 1 {
		return Result{}, false
	}
	p.Question = titleOf(s, b)
	for r := b.top + 1; r < b.bottom && p.Question == ""; r++ {
		p.Question = strings.TrimSpace(textIn(s.cells(r), b.left+1, b.right))
	}
	if p.Question == "" {
		return Result{}, false
	}
	return Result{Mode: Question, Detail: programName(f.Program) + ", confirm prompt (a box over its screen, its keys in its bottom edge)", Prompt: p}, true
}

var (
	// edgeSep sets a box's edge's keys apart: a bar, a dot or a wide gap.
	edgeSep = regexp.MustCompile(`\s+[│|·•]\s+|\s{2,}`)
	// edgeKey is a key (or a few, slashes between) and what it does.
	edgeKey = regexp.MustCompile(`^<?((?:[\w^+-]{1,6}/)*[\w^+-]{1,6})>?\s*:\s*(\p{L}+)$`)
	// actingDeed is what a key that goes on may do, beside a yes
	// (yesWords): what the box asks to let happen. A viewer's "q: Quit
	// │ Esc: Close" are two ways back (declineWords), no answer.
	actingDeed = regexp.MustCompile(`^(?:delete|remove|drop|overwrite|replace|save|run|execute|apply|submit)$`)
)
