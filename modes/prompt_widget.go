package modes

import (
	"github.com/rivo/uniseg"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/agentty/agentty/emulator"
)

// Prompts drawn by the JavaScript prompt libraries (prompts, inquirer,
// enquirer, clack): a question row that starts with a glyph (? while it
// waits, ✔ once answered; clack's ◆ and ◇), the choices or the field under
// it, in raw mode.

var (
	activeGlyphs = map[string]bool{"?": true, "◆": true, "▲": true}
	doneGlyphs   = map[string]bool{"✔": true, "✖": true, "◇": true, "■": true, "√": true, "×": true}
	widgetBar    = map[string]bool{"│": true, "|": true}
	expandKeys   = regexp.MustCompile(`^(.*?)\s*\(([A-Za-z]{2,})\)\s*$`)
	toggleHint   = regexp.MustCompile(`^(\S+) [/|] (\S+)$`)
	// askedToggle is a question, then its two answers set apart by a
	// slash or a bar: "Purge the old artifacts? Yes | No".
	askedToggle = regexp.MustCompile(`^(.*?\?)\s+(\S+ [/|] \S+)$`)
	parenValue  = regexp.MustCompile(`^(.*?)\s*\(([^)]*)\)$`)
)

// widgetPrompt finds the last question row a prompt library drew and reads
// what it asks: a list under it (a select or multiselect), a confirm
// drawn as two answers, or a line of its own (widgetLine); where no row
// holds a question, a glyph alone over its message (glyphAbovePrompt).
func widgetPrompt(s *grid) *Prompt {
	q, start := widgetQuestionRow(s)
	if q < 0 {
		return glyphAbovePrompt(s)
	}
	if s.Cursor.Visible && s.Cursor.Row < q {
		return nil
	}
	cs := s.cells(q)
	head, whole, below := wrappedQuestion(s, q, questionCells(s, q, cs, start), textIn(cs, start, s.Cols))
	if !word.MatchString(head) {
		return nil // a row of signs that happens to start with "? "
	}
	question, tail := splitAnswer(head)
	if m := askedToggle.FindStringSubmatch(strings.TrimSpace(whole)); tail == "" && m != nil {
		// The answers on the question's row after its question mark,
		// not after a library's mark, one in another look.
		question, tail = m[1], m[2]
	}
	if q2, t2 := splitAnswer(whole); q2 == question && !toggleHint.MatchString(tail) && toggleHint.MatchString(t2) {
		// The toggle's second answer in another look than the question
		// row's words ("› no / yes", "yes" plain after a grey "/"):
		// the head stopped short of it.
		tail = t2
	}
	items, field := widgetItems(s, below)
	// A row the terminal carried on from the row above goes on with it
	// (a help line wrapped at the screen's edge: inquire's "[type `yes`
	// if … Amazon Load B" over "alancer(ALB), …]"), no entry of its own.
	// (Only under a question whose row the cursor waits on: there the
	// rows under it are notes, its answer typed on its own row.)
	items = slices.DeleteFunc(items, func(it item) bool { return s.Cursor.Row == q && it.row > 0 && carried(s.Snapshot, it.row-1) })
	items = notedOnly(s, q, describedOnly(s, sameColumn(s, items)))
	fadedTicks(s, items)
	fadedHints(s, items)
	discTicks(s, items)
	if toggleHinted(s, q, items) || allHollow(items) {
		circlesAsBoxes(items)
		discsToTick(items) // (discs after the entries' numbers: "1. ○ Unit tests")
	}
	if m := messageGoesOn(s, question, items); m != nil {
		return m
	}
	p := &Prompt{Question: question}
	switch {
	case len(items) == 1 && (strings.Contains(items[0].text, " / ") || strings.Contains(items[0].text, " ○ ")):
		// clack's confirm: "● Yes / ○ No" on one row; the same two
		// radios set apart by blanks alone ("● Yes  ○ No").
		p.Kind, p.Options = Confirm, pairOptions(s, items[0])
		if p.Options == nil {
			return nil
		}
	case !toggleUnder(s, items) && (len(items) >= 2 && !unlike(s, q, items)) || (len(items) == 1 && (items[0].pointer || items[0].hasCheck) && !refusalUnder(q, whole, items[0]) && !redUnder(s, q, items[0])):
		p.Kind, p.Options = listKind(items), options(s, items)
		p.More = moreBelow(s, items[len(items)-1].row)
		if a := askedOverEntries(s, q, items[0].row); a != "" {
			p.Question = a // a note under the question that asks, right over the entries ("Allow execution of: 'go'?")
		}
	case answeredByToggle(s, q, tail, items):
		// prompts' toggle: "no / yes" after the question, or on a row
		// of its own under it ("? Install dependencies with npm?" over
		// "Yes / No", the one in play in a look of its own), its keys'
		// help row under it at most.
		p.Kind = Confirm
		if toggleUnder(s, items) {
			q, tail = items[0].row, items[0].text
		}
		p.Options = tailOptions(s, q, tail)
	default:
		return widgetField(s, q, widgetAsked{question: question, tail: tail, head: head, whole: whole}, field)
	}
	return p
}

// answeredByToggle reports whether the question on row q is answered by a
// toggle: its two answers after the question (tail) or on a row of their
// own under it (toggleUnder).
func answeredByToggle(s *grid, q int, tail string, items []item) bool {
	return tail != "" && toggleHint.MatchString(tail) && strings.Contains(s.Lines[q], tail) || toggleUnder(s, items)
}

// toggleUnder reports whether the entries under a question are a
// toggle's two answers set apart by a slash or a bar ("Yes / No"), the
// help row of its keys after it at most.
func toggleUnder(s *grid, items []item) bool {
	if len(items) == 0 || len(items) > 2 || items[0].pointer || items[0].hasCheck || !toggleHint.MatchString(items[0].text) || !strings.Contains(s.Lines[items[0].row], items[0].text) {
		return false
	}
	help, _ := helpRow(s)
	return len(items) == 1 || items[1].row == help
}

// redUnder reports whether the one entry right under the question on
// row q, a value typed after it, is drawn in red, a sentence
// (prompts' "› Use lowercase letters, digits and dashes only" under
// "? Package name? › Ledger App"): why the value was refused.
func redUnder(s *grid, q int, it item) bool {
	_, value := splitAnswer(s.Lines[q])
	if strings.TrimSpace(value) == "" || it.row != q+1 || len(strings.Fields(it.text)) < 3 {
		return false
	}
	fg := s.LookAt(it.row, it.label).Fg
	return fg == "1" || fg == "9"
}

// refusalUnder reports whether the one entry under the question on row
// q (whole, the row's text from the question on), a blank row between,
// is a sentence under a value typed in the field (enquirer's "▸ A
// ticket looks like OPS-123" under "? Ticket … ‣ fix login"): why the
// value was refused, no answer to choose.
func refusalUnder(q int, whole string, it item) bool {
	_, value := splitAnswer(whole)
	return strings.TrimSpace(value) != "" && it.row > q+1 && len(strings.Fields(it.text)) >= 3
}

// widgetField reads the question on row q that no list or toggle
// answers: a field, none where the row is a node of a graph, a select
// where it stands right under a numbered list with nothing typed
// ("0 => Hourly" … over "? Choose an option ()": a number of the list
// is its answer).
func widgetField(s *grid, q int, a widgetAsked, field item) *Prompt {
	if field.row < 0 && a.tail == "" && graphNode(s, q, a.question) {
		return nil
	}
	if _, rows := numberedRowsAbove(s, q, s.Lines[q]); field.row < 0 && len(slices.Concat(rows...)) >= 2 {
		question := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(a.question), "()")) // (no default in its brackets)
		return &Prompt{Kind: Select, Question: question, Options: slices.Concat(rows...)}
	}
	return widgetLine(s, q, a, field)
}

// graphNode reports whether a glyph's row q, no field under it, is a
// node of a graph the program draws (jj's log: "◆  zzzzzzzz root()
// 00000000" under its other changes): its words do not ask (no question
// mark or colon, no verb that asks, no secret named), no closing corner
// ends the question under it, and the cursor is hidden elsewhere.
func graphNode(s *grid, q int, question string) bool {
	return !s.Cursor.Visible && s.Cursor.Row != q && !strings.ContainsAny(question, "?:") && !askingVerb.MatchString(question) && !secretWord.MatchString(question) && !closedUnder(s, q)
}

// closedUnder reports whether the rows under a glyph's row q are the
// library's bar alone, then its closing corner, the last row with text
// ("◆ Database password" over "│" and "└", @sigx/terminal's field before
// a key is typed): a field of the question's, no node of a graph.
func closedUnder(s *grid, q int) bool {
	return q+2 < len(s.Lines) && widgetBar[strings.TrimSpace(s.Lines[q+1])] && strings.TrimSpace(s.Lines[q+2]) == "└" && lastTextRow(s.Lines) == q+2
}

// glyphAbovePrompt reads a question whose library's glyph stands alone
// on its row, the message on the rows under it and the answers under
// those, after the library's bar (create-expo-stack's "◆" over "We've
// detected npm as your preferred package manager." and "Would you like
// to continue using it?" over "│  ● Yes / ○ No"): a confirm or a list.
func glyphAbovePrompt(s *grid) *Prompt {
	last := lastTextRow(s.Lines)
	for r := last - 2; r >= 0; r-- {
		if !activeGlyphs[strings.TrimSpace(s.Lines[r])] {
			continue
		}
		k := r + 1
		var msg []string
		for ; k <= last; k++ {
			cs := s.cells(k)
			if len(cs) == 0 || widgetBar[cs[0].s] || activeGlyphs[cs[0].s] || doneGlyphs[cs[0].s] {
				break
			}
			msg = append(msg, strings.TrimSpace(s.Lines[k]))
		}
		if len(msg) == 0 || k > last || !widgetBar[at(s.cells(k), 0)] || !word.MatchString(strings.Join(msg, " ")) {
			return nil
		}
		items, _ := widgetItems(s, k)
		p := &Prompt{Question: collapse(strings.Join(msg, " "))}
		switch {
		case len(items) == 1 && (strings.Contains(items[0].text, " / ") || strings.Contains(items[0].text, " ○ ")):
			p.Kind, p.Options = Confirm, pairOptions(s, items[0])
		case len(items) >= 2 && slices.ContainsFunc(items, marked):
			p.Kind, p.Options = listKind(items), options(s, items)
		}
		if p.Options == nil {
			return nil
		}
		return p
	}
	return nil
}

// messageGoesOn reads a question whose message goes on over the rows
// under its first, none of them marked, the last ending in the value's
// mark and the keys ("? About to apply 1 migration(s)", "Your database
// may not be available … conti", "nue? › (Y/n)", wrangler's), or in the
// keys alone ("… do you want to create one? (Y/n)"): one question, its
// rows joined, the terminal's carried ones without a blank. Nil for any
// other shape.
func messageGoesOn(s *grid, question string, items []item) *Prompt {
	if len(items) == 0 || slices.ContainsFunc(items, marked) {
		return nil
	}
	last := strings.TrimSpace(s.Lines[items[len(items)-1].row])
	mark, keys := strings.LastIndex(last, " › "), ""
	if mark >= 0 {
		keys = strings.TrimSpace(last[mark+len(" › "):])
	} else if lp := parseQuestion(last); lp != nil && (lp.Kind == Confirm || lp.Kind == Choice) && len(lp.Options) >= 2 {
		// (Or the keys right after the message's last words:
		// inquirer's "directories, do you want to create one?
		// (Y/n)".)
		mark = len(last)
	} else {
		return nil
	}
	text := question
	for i, it := range items {
		row := strings.TrimSpace(s.Lines[it.row])
		if i == len(items)-1 {
			row = last[:mark]
		}
		gap := " "
		if i > 0 {
			gap = wrapGap(s, items[i-1].row)
		}
		text += gap + row
	}
	p := parseQuestion(strings.TrimSpace(text + " " + keys))
	if p == nil || (p.Kind != Confirm && p.Kind != Choice) {
		return nil
	}
	return p
}

// unlike reports whether rows under a question the terminal's cursor
// waits on, at the end of its row where what is typed goes, are drawn
// unlike each other as no list's entries are: none marked nor keyed,
// and their words not starting at one column (inquirer-glob-prompt's
// "- dist/relay.js" over "1 matching file": what the typed pattern
// matches, and a count).
func unlike(s *grid, q int, items []item) bool {
	if !s.Cursor.Visible || s.Cursor.Row != q || s.Cursor.Col < len(cellsOf(strings.TrimRight(s.Lines[q], " "))) {
		return false
	}
	if slices.ContainsFunc(items, func(it item) bool { return marked(it) || it.key != "" }) {
		return false
	}
	return slices.ContainsFunc(items, func(it item) bool { return it.label != items[0].label })
}

// notedOnly is the entries under the question on row q, or none where
// the cursor waits on its row and they are all drawn faint with no mark
// of an entry: the question's description and its keys' hint
// (PromptPlus's "The folder and the root namespace of the project" over
// "Tooltips: Enter accept | Esc abort"), no list to pick from. A list a
// library draws marks the entry Enter takes; faint rows alone mark none.
func notedOnly(s *grid, q int, items []item) []item {
	if len(items) == 0 || !s.Cursor.Visible || s.Cursor.Row != q {
		return items
	}
	for _, it := range items {
		if !unmarkedItem(it) || !fadedItem(s, it) {
			return items
		}
	}
	return nil
}

// widgetQuestionRow is the row of the last question a prompt library
// drew and the column its words start at, or -1. A row under it that
// starts with a tick is one of its entries (enquirer's ticks); a last row
// that starts with one asks still where it holds a cursor the library
// draws ("✔ Bucket name: █ogs": promptui ticks input that passes its
// check); otherwise it was answered, and the next question is not drawn
// yet.
func widgetQuestionRow(s *grid) (q, start int) {
	done := false
	for r := questionsFrom(s); r >= 0; r-- {
		cs := s.cells(r)
		lead := 0 // (a question indented by a few blanks under rows at the left edge: "  ? Port: 8080")
		for lead < len(cs) && lead < 4 && cs[lead].s == " " {
			lead++
		}
		if lead > 0 && (s.AltScreen || s.Cursor.Visible && s.Cursor.Row != r || at(cs, lead) != "?" || s.LookAt(r, lead).Fg == "") {
			// (Indented, only the question the cursor waits on or any
			// where the cursor is hidden, its "?" coloured, on the
			// main screen: a key bar's " ? Help" is none.)
			lead = 0
		}
		cs = cs[lead:]
		if len(cs) < 3 || cs[1].s != " " {
			if done && strings.TrimSpace(s.Lines[r]) == "" {
				return -1, 0
			}
			continue
		}
		if doneGlyphs[cs[0].s] {
			if !done && !s.Cursor.Visible && (strings.Contains(s.Lines[r], "█") || drawnCursor(s, r) >= 0) {
				return r, lead + 2
			}
			if s.Cursor.Visible && r > s.Cursor.Row {
				continue // under the field the cursor waits in, a message on it ("✖ Use lowercase letters"), no question answered
			}
			done = true
			continue
		}
		if (activeGlyphs[cs[0].s] || pointerQuestion(s, r, cs)) && !keysBar(strings.TrimSpace(s.Lines[r])) {
			// (A key bar whose first key is "?", "? help · enter open ·
			// q quit", asks nothing.)
			return r, lead + 2 // the question's text after its glyph and a space
		}
		if done {
			return -1, 0
		}
	}
	if r := framedStep(s); r >= 0 {
		return r, 2
	}
	return taggedQuestion(s)
}

// questionsFrom is the last row a prompt library's question may stand
// on: the cursor's, where it is shown on a question's row of its own
// ("? Username › " over "? Password ›": the questions under it are the
// form's fields to come, the one it waits on is asked); else the
// screen's last.
func questionsFrom(s *grid) int {
	c := s.Cursor
	if !c.Visible || c.Row >= len(s.Lines) {
		return len(s.Lines) - 1
	}
	if cs := s.cells(c.Row); len(cs) > 2 && activeGlyphs[cs[0].s] && cs[1].s == " " {
		return c.Row
	}
	return len(s.Lines) - 1
}

// framedStep finds the question a prompt library asks inside its frame
// whatever glyph marks it (create-umi's "●", answered ones "○"): the
// frame's foot ("└") is the screen's last row with text, and the
// question is the last row above it whose first cell is a mark (neither
// blank, letter, digit nor the frame's bar or corner), a blank, then
// words, under the frame's bar or its top corner, with only the bar's
// rows under it down to the foot.
func framedStep(s *grid) int {
	last := lastTextRow(s.Lines)
	if last < 2 || at(s.cells(last), 0) != "└" {
		return -1
	}
	for r := last - 1; r > 0; r-- {
		cs := s.cells(r)
		if len(cs) == 0 {
			return -1
		}
		above := s.cells(r - 1)
		switch {
		case widgetBar[cs[0].s]:
			continue
		case len(cs) > 3 && cs[1].s == " " && strings.TrimSpace(cs[0].s) != "" && !strings.ContainsAny(cs[0].s, "┌├└") &&
			!strings.ContainsFunc(cs[0].s, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) &&
			word.MatchString(textIn(cs, 2, s.Cols)) && len(above) > 0 && (widgetBar[above[0].s] || above[0].s == "┌"):
			return r
		default:
			return -1
		}
	}
	return -1
}

// wrappedQuestion joins a question wrapped at the screen's edge, the
// cursor after its end on the next row ("…file name): (press enter" over
// "to skip)"), to the row under it: head is the question's text in its
// look, whole the row's; below is the widget's first row under them.
func wrappedQuestion(s *grid, q int, head, whole string) (string, string, int) {
	if q+1 >= len(s.Lines) || !wrapsInto(s, q) || !((s.Cursor.Visible && s.Cursor.Row == q+1) || unmarkedAt0(s, q+1)) {
		return head, whole, q + 1
	}
	next := strings.TrimSpace(s.Lines[q+1])
	if strings.HasSuffix(strings.Join(strings.Fields(whole), " "), strings.Join(strings.Fields(head), " ")) {
		// (Only where the question runs to the row's end: a hint
		// after it in a look of its own wraps, not the question. The
		// blanks between words may differ: an emoji's second cell.)
		head = strings.TrimRight(head, " ") + wrapGap(s, q) + next
	}
	return head, strings.TrimRight(whole, " ") + wrapGap(s, q) + next, q + 2
}

// wrapGap is what goes between row's words and the next row's where the
// words wrapped: nothing where the terminal carried a word on past its
// last column (Snapshot.Wrapped: "release announ" over "cements"), else
// a blank: the program broke the line between two words (clack's "for
// current" over "directory)"), or the screen was stored without saying.
func wrapGap(s *grid, row int) string {
	if carried(s.Snapshot, row) && fullRow(s, row) &&
		row+1 < len(s.Lines) && !strings.HasPrefix(s.Lines[row+1], " ") {
		return ""
	}
	return " "
}

// splitAnswer parts a question row's words into the question and the
// answer so far after its mark (prompts' "Project name: › value",
// enquirer's "Project name ‣ value"; the value may have been cut off with
// the look of the question, typed text drawn plain), dropping enquirer's
// mark of a question under way and a hint of keys after it.
func splitAnswer(head string) (question, tail string) {
	head = strings.TrimSpace(strings.TrimSuffix(head, "…")) // enquirer's mark of a question under way
	if i := strings.Index(head, " …"); i > 0 && hintAfter.MatchString(head[i+len(" …"):]) {
		head = strings.TrimSpace(head[:i]) // and the hint after it ("…  Press <SPACE> to select")
	}
	if i, n := valueMark(head + " "); i >= 0 {
		return strings.TrimSpace(head[:i]), strings.TrimSpace(head[min(i+n, len(head)):])
	}
	return head, ""
}

// widgetItems reads the rows of a widget under its question, from row
// below to a blank row or the end of clack's bar; field is the first of
// them as read, before any is dropped (its row -1 where there is none).
func widgetItems(s *grid, below int) (items []item, field item) {
	field.row = -1
	if below+1 < len(s.Lines) && strings.TrimSpace(s.Lines[below]) == "" && strings.TrimSpace(s.Lines[below+1]) != "" {
		// A blank row right under the question, then a note and the
		// entries, one pointed at (Qwen Code's tool approval: "go test
		// ./...", "Allow execution of: 'go'?", then "● 1. Yes, allow
		// once"): the note starts under the blank.
		if _, ok := pointedAfterNote(s, below, []item{{row: below}}); ok || slices.ContainsFunc(nonBlankFrom(s, below+1), func(r int) bool { return parseItem(s.cells(r), r, 0, s.Cols).pointer }) {
			below++
		}
	}
	for r := below; r < len(s.Lines); r++ {
		rc := s.cells(r)
		if n, ok := pointedAfterNote(s, r, items); ok {
			// A note under the question (" Current directory: /srv"),
			// blank rows, then the entries, one pointed at: the note is
			// none of them.
			items, field, r = nil, item{row: -1}, n-1
			continue
		}
		if len(strings.TrimSpace(s.Lines[r])) == 0 || (len(rc) > 0 && rc[0].s == "└") {
			break
		}
		it := parseItem(rc, r, widgetEntryFrom(s, r, rc), s.Cols)
		if it.label < 0 {
			continue
		}
		if field.row < 0 {
			field = it
		}
		items = append(items, it)
	}
	// A heading alone ("Instructions:") over rows of keys and what they
	// do, then the entries, marked (prompts' multiselect): the heading
	// and its rows are none of the entries.
	if len(items) > 2 && heading.MatchString(items[0].text) {
		first := slices.IndexFunc(items, marked)
		if first > 1 && !slices.ContainsFunc(items[1:first], func(it item) bool { return !strings.Contains(it.text, ": ") && it.key == "" }) {
			items, field = items[first:], items[first]
		}
	}
	// The field under keyed entries where the key is typed, the cursor
	// in it ("  Answer: ", inquirer's raw list): none of the entries.
	if n := len(items); n > 2 && items[n-1].row == s.Cursor.Row && items[n-1].key == "" && !marked(items[n-1]) &&
		!slices.ContainsFunc(items[:n-1], func(it item) bool { return it.key == "" }) && answerLabel.MatchString(items[n-1].text) {
		items = items[:n-1]
	}
	return items, field
}

// heading is one word alone with a colon after it: "Instructions:".
var heading = regexp.MustCompile(`^\p{L}+:$`)

// toggleHinted reports whether a list's hint, on its question's row or
// right under its entries, says its entries toggle ("(Use <space> to
// select, <ctrl + a> to toggle all)").
func toggleHinted(s *grid, q int, items []item) bool {
	if keysToggle.MatchString(s.Lines[q]) {
		return true
	}
	if len(items) == 0 {
		return false
	}
	last := items[len(items)-1].row
	for r := last + 1; r < len(s.Lines) && r <= last+2; r++ {
		if keysToggle.MatchString(s.Lines[r]) {
			return true
		}
	}
	return false
}

// discTicks reads discs as ticks where a pointer of its own points at
// one entry and more than that entry's disc is filled ("  ❯ ● Linting"
// under "    ● Docker", over "    ○ Tests"): a multiselect, filled
// ticked, hollow not, no radio list (where the one filled disc is the
// choice the pointer moves).
func discTicks(s *grid, items []item) {
	if len(items) < 2 {
		return
	}
	filled, pointed := make([]bool, len(items)), -1
	n := 0
	for i, it := range items {
		marks := textIn(s.cells(it.row), it.from, it.label)
		full := strings.ContainsAny(marks, "●◉")
		if full == strings.Contains(marks, "○") {
			return // (no disc, or both)
		}
		if strings.ContainsFunc(marks, func(r rune) bool { return pointing(string(r)) }) {
			if pointed >= 0 {
				return
			}
			pointed = i
		}
		filled[i] = full
		if full {
			n++
		}
	}
	if pointed < 0 || n < 2 && !(n == 1 && !filled[pointed]) {
		return
	}
	for i := range items {
		items[i].pointer, items[i].radio, items[i].hollow = i == pointed, false, false
		items[i].checked, items[i].hasCheck = boolp(filled[i]), true
	}
}

// allHollow reports whether every entry of a list is an empty circle:
// no radio list, where one is always on, but boxes none of which is
// ticked yet (prask's multiselect, its current entry set apart by its
// look alone).
func allHollow(items []item) bool {
	return len(items) >= 2 && !slices.ContainsFunc(items, func(it item) bool { return !it.radio || it.pointer })
}

// circlesAsBoxes reads the circles of a list whose entries toggle as
// unticked boxes (a multiselect), not a pointer's others; the pointer's
// entry, its circle drawn over, is unticked too.
func circlesAsBoxes(items []item) {
	boxes := false
	for i := range items {
		if items[i].radio {
			items[i].radio, items[i].checked, items[i].hasCheck = false, boolp(false), true
			boxes = true
		}
	}
	for i := range items {
		if boxes && !items[i].hasCheck {
			items[i].checked, items[i].hasCheck = boolp(false), true
		}
	}
}

// widgetAsked is a widget's question row as widgetPrompt read it: the
// question, the answer so far after it, the question's words in their
// look, and the whole row.
type widgetAsked struct {
	question, tail, head, whole string
}

// widgetKeys reads the keys a library's question names on its row (a
// confirm or a choice), or nil where it names none.
func widgetKeys(s *grid, q int, a widgetAsked) *Prompt {
	question, tail := a.question, a.tail
	lp := parseQuestion(strings.TrimSuffix(question+" "+tail, " "))
	if lp == nil || lp.Kind == Text || lp.Kind == Password {
		// The answer so far after the question ("(y/N) ‣ false").
		lp = parseQuestion(question)
	}
	if lp == nil || lp.Kind == Text || lp.Kind == Password {
		// Keys drawn in a look of their own after the question
		// ("? Rotate the keys? ( y/N ) »"): the whole row says them.
		if w := parseQuestion(a.whole); w != nil && (w.Kind == Confirm || w.Kind == Choice) {
			lp = w
		}
	}
	if lp != nil && lp.Kind == Choice && dimPathDefault(s, q) {
		lp = nil // inquirer's default, a path, dim in parentheses ("(src/components)"): no choice
	}
	if lp != nil && lp.Kind != Text && lp.Kind != Password {
		lp.Question = strings.TrimSpace(strings.TrimPrefix(lp.Question, "?"))
		if lp.Kind == Confirm {
			// A toggle between its answers ("Yes/No", the current
			// one set apart): its keys are y and n, its default the
			// one set apart.
			def := lp.Default
			if def == "" {
				def = toggled(s, q)
			}
			if def == "" {
				def = shownAnswer(tail) // "(y/n) › no": what Enter gives
			}
			lp = yesNo(lp.Question, def)
		}
		return lp
	}
	return nil
}

// widgetLine reads a question a library asks on its row alone: keys
// after it (a confirm or a choice), keys run together in parentheses
// ("(Ynax)"), or a text field, its default greyed after it or in the
// field under it.
func widgetLine(s *grid, q int, a widgetAsked, field item) *Prompt {
	question, tail := a.question, a.tail
	if lp := widgetKeys(s, q, a); lp != nil {
		return lp
	}
	if m := expandKeys.FindStringSubmatch(a.head); m != nil && tail == "" && strings.ContainsAny(m[2], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ToUpper(m[2]) != m[2] && eachOnce(m[2]) {
		// (Keys in capitals alone, "(MIT)", are a default written in
		// capitals: an expand prompt's keys are lower case, the
		// default's alone a capital.)
		return keyChoice(strings.TrimSpace(m[1]), strings.Split(m[2], ""), true)
	}
	helpDef := ""
	if m := helpHint.FindStringSubmatchIndex(question); m != nil {
		// survey's "? Replication [? for help] (1)": the key for help
		// is no part of the question; a value in parentheses after it
		// is the default.
		if m[2] >= 0 {
			helpDef = question[m[2]:m[3]]
		}
		question = strings.TrimSpace(question[:m[0]])
	}
	p := &Prompt{Kind: Text, Question: question}
	if secretWord.MatchString(hiddenHint.ReplaceAllString(question, "")) {
		p.Kind = Password // (inquirer's "Password: [input is hidden]")
	}
	if m := enterSkips.FindStringSubmatch(p.Question); m != nil {
		p.Question = strings.TrimSpace(m[1]) // its hint that Enter skips it is no part of it
	}
	def, asked := widgetDefault(s, q, question, tail, field)
	if asked != "" {
		p.Question = asked
	}
	if def == "" {
		def = helpDef
	}
	if p.Kind != Password {
		p.Default = def
	}
	return p
}

// helpHint is the key for help a library names after its question, and
// a value in parentheses after that: "[? for help] (1)".
var helpHint = regexp.MustCompile(`\s*\[\?\s*for help\](?:\s*\(([^()]{1,40})\))?\s*$`)

// dimPathDefault reports whether a question's row ends in words joined
// by slashes in parentheses, drawn faint or grey, none of them a letter
// alone nor yes or no, the last longer than a short word: a path the
// library shows as the default ("(src/components)"), where answers to
// choose are short ("(eu/us/ap)").
func dimPathDefault(s *grid, q int) bool {
	line := strings.TrimRight(s.Lines[q], " ")
	i := strings.LastIndex(line, "(")
	if i < 0 || !strings.HasSuffix(line, ")") || !greyed(s, q, s.cells(q), i) {
		return false
	}
	parts := strings.Split(line[i+1:len(line)-1], "/")
	if len(parts) < 2 || strings.ContainsAny(line[i:], " ,") {
		return false
	}
	for _, p := range parts {
		if w := strings.ToLower(p); len([]rune(p)) <= 1 || w == "yes" || w == "no" {
			return false
		}
	}
	// (A last word of five letters is a path's where there are two
	// words and no question mark right before them: "GitHub Repo Path
	// (someone/mylib)", not "Which bump? (major/minor)".)
	n := len([]rune(parts[len(parts)-1]))
	return n > 5 || (n == 5 && len(parts) == 2 && !strings.HasSuffix(strings.TrimSpace(line[:i]), "?"))
}

// shownAnswer is the yes or no a confirm shows after its mark, before a
// key is pressed ("? Purge the old artifacts? (y/n) › no", dialoguer's;
// "(y/N) ‣ false", enquirer's): "yes", "no" or "".
func shownAnswer(tail string) string {
	switch strings.ToLower(strings.TrimSpace(tail)) {
	case "yes", "y", "true":
		return "yes"
	case "no", "n", "false":
		return "no"
	}
	return ""
}

// widgetDefault is a text field's default: a greyed value after the
// question (prompts' initial value, inquirer's "(my-app)"), or clack's
// greyed placeholder in the field under it (where the terminal's cursor
// does not wait on the question's row: what is typed goes there, and
// what is greyed under it is no field's). On a row drawn
// without any style (NO_COLOR, or CI, which Node reads as no colour) a
// value in brackets ending the question is its default, as inquirer and
// npm write it; asked is then the question without it. clack's
// placeholder then looks like typed text and is not reported.
func widgetDefault(s *grid, q int, question, tail string, field item) (def, asked string) {
	cs := s.cells(q)
	switch {
	case tail != "" && greyed(s, q, cs, strings.LastIndex(s.Lines[q], tail)):
		return tail, ""
	case field.row >= 0 && (!s.Cursor.Visible || s.Cursor.Row != q) && greyed(s, field.row, s.cells(field.row), strings.Index(s.Lines[field.row], field.text)):
		return field.text, ""
	}
	if m := parenValue.FindStringSubmatch(question); m != nil && !hint(m[2]) &&
		(greyed(s, q, cs, strings.LastIndex(s.Lines[q], "("+m[2])) || unstyled(s, q, cs) ||
			strings.HasSuffix(strings.TrimSpace(m[1]), ":") || strings.HasSuffix(strings.TrimSpace(m[1]), "?")) {
		// A value in parentheses after the question's colon or question
		// mark ("Service name: (api)", "Project name? (demo)") is its
		// default, however drawn.
		return m[2], strings.TrimSpace(m[1])
	}
	if before, after := cutAtWidth(s.Lines[q], s.Cursor.Col); tail == "" && s.Cursor.Visible && s.Cursor.Row == q && strings.HasSuffix(strings.TrimRight(before, " "), ":") && strings.TrimSpace(after) != "" && greyedFrom(s, q, cs, s.Cursor.Col) {
		// Grey words after the label's colon where the cursor waits
		// ("? Project name: Relay.Api", PromptPlus's): what Enter
		// takes, typing replaces it.
		if asked, ok := strings.CutSuffix(strings.TrimSpace(question), strings.TrimSpace(after)); ok {
			return strings.TrimSpace(after), strings.TrimSpace(asked)
		}
	}
	return "", ""
}

// hintAfter is a hint of keys after enquirer's mark.
var hintAfter = regexp.MustCompile(`(?i)^\s*(press|use|type|hit)\b`)

// pointerQuestion reports whether a row that starts with a pointer
// glyph ("❯ Delete the cache?") is a question a library drew rather than
// a list's pointed entry: its glyph in a look of its own, its words ending as a
// question or a label does, on the main screen with the terminal's
// cursor hidden, the row under it drawn (the widget) and the row above
// it blank (an entry has its list's question or entries above it).
func pointerQuestion(s *grid, r int, cs []cell) bool {
	if s.AltScreen || (s.Cursor.Visible && s.Cursor.Row != r) || !leadGlyph(cs[0].s) {
		return false
	}
	if above := r - 1; above >= 0 && strings.TrimSpace(s.Lines[above]) != "" && !strings.HasPrefix(s.Lines[above], cs[0].s+" ") {
		return false // (the row above blank, or a question before it, answered, behind the same glyph)
	}
	if l := s.LookAt(r, cs[0].col); l.Fg == "" && l.Attr&(emulator.Faint|emulator.Bold) == 0 {
		return false // (a glyph in a look of its own: coloured, dim or bold)
	}
	// The question may be followed by a mark and the answer so far, or a
	// hint ("❯ Which branch? ‣ release-7", "❯ Which platforms? …  Press
	// <SPACE> to select": enquirer's, with a pointer for its glyph); a
	// question so marked may stand alone, one without a mark has its
	// widget under it.
	t := strings.TrimSpace(s.Lines[r])
	q := t
	for _, m := range []string{" ‣", " …", " ›"} {
		if i := strings.Index(q, m); i > 0 {
			q = strings.TrimSpace(q[:i])
		}
	}
	below := r+1 < len(s.Lines) && strings.TrimSpace(s.Lines[r+1]) != ""
	asks := strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":") || (q != t && strings.Contains(q, "?"))
	if i := strings.Index(t, " …"); i > 0 && hintAfter.MatchString(t[i+len(" …"):]) {
		asks = true // a hint of the keys after the mark ("Which starter kit would you like to use …  Press <ENTER> to select")
	}
	if s.Cursor.Visible && q == t {
		return false // a visible cursor waits in the answer after a mark
	}
	return asks && (below || q != t) || (q != t && (s.Cursor.Visible || s.Cursor.Row == r) && strings.HasSuffix(t, "‣")) ||
		(strings.Contains(t, " ‣ ") && !s.Cursor.Visible && oneCell(s, r, true) >= 0)
}

// fadedTicks unticks the entries whose tick is drawn faint or grey
// where others' is not: enquirer draws every entry's tick, the unticked
// ones dim. A tick drawn black on the terminal's own background is none
// whatever the others' (dialoguer's "✔" in black, green where ticked).
func fadedTicks(s *grid, items []item) {
	look := func(it item) emulator.Look {
		return s.LookAt(it.row, firstCol(s.cells(it.row), it.from, it.to))
	}
	dim := func(it item) bool { return dimLook(look(it)) }
	for i, it := range items {
		if l := look(it); it.checked != nil && *it.checked && l.Fg == "0" && l.Bg == "" && l.Attr&emulator.Inverse == 0 {
			items[i].checked = boolp(false)
		}
	}
	some, all := false, true
	for _, it := range items {
		if it.checked == nil || !*it.checked {
			continue
		}
		d := dim(it)
		some, all = some || d, all && d
	}
	if !some || all {
		return
	}
	for i, it := range items {
		if it.checked != nil && *it.checked && dim(it) {
			items[i].checked = boolp(false)
		}
	}
}

// dimLook reports whether a look is faint or one of the greys libraries
// draw hints, placeholders and entries not in play in.
func dimLook(l emulator.Look) bool {
	return l.Attr&emulator.Faint != 0 || l.Fg == "8" || l.Fg == "90" || midGrey(l.Fg)
}

// midGrey reports whether a colour is a grey halfway between black and
// white: "240" or "244" of the 256 colours, or as "#rrggbb"
// (Textual's placeholders, "#797979") its three parts within eight
// steps of each other, each from 0x60 to 0xa0.
func midGrey(c string) bool {
	if c == "240" || c == "244" {
		return true // (two of the 256 colours' greys halfway)
	}
	r, g, b, ok := rgbOf(c)
	return ok && max(r, g, b)-min(r, g, b) <= 8 && min(r, g, b) >= 0x60 && max(r, g, b) <= 0xa0
}

// fadedHints takes off an entry's label the hint in parentheses after
// it drawn dim where the label is not, where one entry alone shows one:
// clack shows the hint of the entry it points at ("● feat (A new
// feature)", "○ fix"). (Where every entry has one, "React -
// (https://react.dev/)", it is part of what each is.)
func fadedHints(s *grid, items []item) {
	hinted := -1
	for i, it := range items {
		j := strings.LastIndex(it.text, " (")
		if j <= 0 || !strings.HasSuffix(it.text, ")") {
			continue
		}
		at := it.label + uniseg.StringWidth(it.text[:j+1])
		if !dimLook(s.LookAt(it.row, at)) || dimLook(s.LookAt(it.row, it.label)) {
			continue
		}
		if hinted >= 0 {
			return
		}
		hinted = i
	}
	if hinted >= 0 {
		t := items[hinted].text
		items[hinted].text = t[:strings.LastIndex(t, " (")]
	}
}

// keysToggle is a hint that the keys toggle a list's entries.
var keysToggle = regexp.MustCompile(`(?i)\bto toggle\b|\bspace\b.{0,20}\bto (select|toggle)\b|\bspace(?:/\w+)?\W{0,3}(to\s+)?(ticks?|toggles?|checks?|marks?)\b`)

// toggled is which of "Yes" and "No" on a question's row is set apart
// from the other by its look, as "yes" or "no", or "" when neither is.
func toggled(s *grid, row int) string {
	line := s.Lines[row]
	y, n := strings.LastIndex(line, "Yes"), strings.LastIndex(line, "No")
	if y < 0 || n < 0 {
		return ""
	}
	word := func(off, w int) item {
		col := len(cellsOf(line[:off]))
		return item{row: row, from: col, to: col + w, label: col}
	}
	switch highlight(s, []item{word(y, 3), word(n, 2)}, nil) {
	case 0:
		return "yes"
	case 1:
		return "no"
	}
	return ""
}

// moreBelow reports whether the rows under a list say it goes on: a
// prompt library's "reveal more choices" hint, or "...".
func moreBelow(s *grid, row int) bool {
	for r := row + 1; r < len(s.Lines) && r <= row+2; r++ {
		t := strings.TrimSpace(strings.TrimLeft(s.Lines[r], "│| "))
		if strings.Contains(t, "more choices") || t == "..." || t == "…" {
			return true
		}
	}
	return false
}

// questionCells is the text of a question row from cell start (after its
// glyph, or its tag), up to where
// the look of the question's own text ends when it is drawn bold (what is
// typed after it is not).
func questionCells(s *grid, row int, cs []cell, start int) string {
	for start < len(cs) && cs[start].s == " " {
		start++
	}
	if start >= len(cs) {
		return ""
	}
	bold := s.LookAt(row, cs[start].col).Attr&emulator.Bold != 0
	end := len(cs)
	if bold {
		for i := start; i < len(cs); i++ {
			if cs[i].s != " " && s.LookAt(row, cs[i].col).Attr&emulator.Bold == 0 && s.LookAt(row, cs[i].col).Attr&emulator.Faint == 0 &&
				s.LookAt(row, cs[i].col).Fg == "" {
				end = i
				break
			}
		}
	}
	var b strings.Builder
	for _, c := range cs[start:end] {
		b.WriteString(c.s)
	}
	return collapse(b.String())
}

// greyed reports whether the text at byte offset off of a row is drawn
// faint or in grey (a placeholder or a default, not typed text); a cell
// drawn inverse is a cursor over it and does not count, nor does its
// first cell drawn alone on a background of its own (a cursor the
// program draws: enquirer's over "release-7").
func greyed(s *grid, row int, cs []cell, off int) bool {
	if off < 0 {
		return false
	}
	return greyedFrom(s, row, cs, len(cellsOf(s.Lines[row][:off])))
}

// greyedFrom is greyed from column col of the row's cells cs on.
func greyedFrom(s *grid, row int, cs []cell, col int) bool {
	grey, other := 0, 0
	first := true
	for _, c := range cs {
		if c.col < col || c.s == " " {
			continue
		}
		l := s.LookAt(row, c.col)
		drawnCursor := first && l.Bg != "" && s.LookAt(row, c.col+1).Bg != l.Bg
		first = false
		switch {
		case l.Attr&emulator.Inverse != 0 || drawnCursor:
		case dimLook(l):
			grey++
		default:
			other++
		}
	}
	return grey > 0 && other == 0
}

// unstyled reports whether a row is drawn without any attribute or colour,
// so its look cannot tell a question from its default or typed text.
func unstyled(s *grid, row int, cs []cell) bool {
	for _, c := range cs {
		if s.LookAt(row, c.col) != (emulator.Look{}) {
			return false
		}
	}
	return true
}

// unmarkedAt0 reports whether a row starts at the left edge with a letter
// or a bracket, no bar nor glyph of a widget: words going on from the
// row above (clack's question wrapped by the terminal, "directory)"
// under "◆  Where would you like … for current").
func unmarkedAt0(s *grid, row int) bool {
	cs := s.cells(row)
	if len(cs) == 0 || cs[0].col != 0 || barEnd(cs) > 0 {
		return false
	}
	r := []rune(cs[0].s)[0]
	return unicode.IsLetter(r) || strings.ContainsRune("()[]", r) // (a bracket the terminal carried over: "…install'" over ")? (Y/n)")
}

// wrapsInto reports whether row's words go on on the next row: the
// next row's first word would not have fit after them (wrapped by the
// terminal at its last column, or by the program a word at a time).
func wrapsInto(s *grid, row int) bool {
	next := strings.Fields(s.Lines[row+1])
	if len(next) == 0 || strings.HasPrefix(s.Lines[row+1], " ") {
		return false
	}
	return uniseg.StringWidth(strings.TrimRight(s.Lines[row], " "))+1+uniseg.StringWidth(next[0]) > s.Cols
}

// allChecks reports whether each of rows, inside box b, is an entry
// with a box to tick ("[*] bluetooth", "[ ] cron"), two rows or more.
func allChecks(s *grid, rows []int, b box) bool {
	if len(rows) < 2 {
		return false
	}
	for _, r := range rows {
		if it := parseItem(s.cells(r), r, b.left+1, b.right); !it.hasCheck {
			return false
		}
	}
	return true
}

// askedOverEntries is the row right over a list's first entry, across a
// blank row, when it lies under the question's row q and asks (ends in
// "?"), a bar before it taken off; else "".
func askedOverEntries(s *grid, q, first int) string {
	r := first - 1
	if r > q && strings.TrimSpace(unbarred(s, r)) == "" {
		r--
	}
	if r <= q {
		return ""
	}
	if t := strings.TrimSpace(strings.TrimRight(unbarred(s, r), "│┃ ")); strings.HasSuffix(t, "?") && word.MatchString(t) {
		return t
	}
	return ""
}

// nonBlankFrom lists the rows from row on down to the first blank one
// after a second block of text: a note and the entries under it.
func nonBlankFrom(s *grid, row int) []int {
	var rows []int
	blocks := 0
	for r := row; r < len(s.Lines) && r < row+maxEntries; r++ {
		if strings.TrimSpace(s.Lines[r]) == "" {
			if len(rows) > 0 && strings.TrimSpace(s.Lines[r-1]) != "" {
				blocks++
			}
			if blocks >= 2 {
				break
			}
			continue
		}
		rows = append(rows, r)
	}
	return rows
}

// describedOnly drops from a widget's entries what is no entry: a
// field's label before them, what was typed after it ("Answer: 2" over
// inquirer's raw list), where the entries have no colon, and rows drawn wholly in grey or faint under an entry that
// is not, where other entries are drawn otherwise (the description of
// the current choice: prompts' "TypeScript, ESLint, …" under "❯ Yes,
// use recommended defaults"), or first and over entries that are not
// (a group's heading, inquirer's separator).
func describedOnly(s *grid, items []item) []item {
	if len(items) > 2 && answerLabel.MatchString(items[0].text) && !strings.Contains(items[1].text, ":") && !items[0].pointer && !items[0].hasCheck {
		items = items[1:]
	}
	plain := 0
	for _, it := range items {
		if !fadedItem(s, it) {
			plain++
		}
	}
	var out []item
	for i, it := range items {
		if plain >= 2 && fadedItem(s, it) && unmarkedItem(it) {
			if i > 0 && out[len(out)-1].row == it.row-1 && !fadedItem(s, out[len(out)-1]) {
				// (An entry marked as one, "○ Vue" dimmed under "●
				// Vanilla", is one.)
				continue
			}
			if i == 0 && len(items) > 2 && !fadedItem(s, items[1]) {
				// A heading of the entries under it, faint (inquirer's
				// separator "Web" over "❯ Autocomplete"): none of them.
				continue
			}
		}
		out = append(out, it)
	}
	return out
}

// fadedItem reports whether an entry's words are drawn wholly faint or
// grey.
func fadedItem(s *grid, it item) bool {
	n := 0
	for _, c := range s.cells(it.row) {
		if c.col < it.label || c.s == " " {
			continue
		}
		if !dimLook(s.LookAt(it.row, c.col)) {
			return false
		}
		n++
	}
	return n > 0
}

// unmarkedItem reports whether an entry has no mark of one: no pointer,
// box, disc, bullet or key.
func unmarkedItem(it item) bool {
	return !it.pointer && !it.hasCheck && !it.radio && !it.bullet && it.key == ""
}

// answerLabel is a field's label of one word, with what was typed after
// it: "Answer:", "Answer: 2".
var answerLabel = regexp.MustCompile(`^\pL+:( \S*)?$`)

// sameColumn keeps the entries whose labels start in the column most marked
// entries share: hint rows and separators start elsewhere. Where one
// entry alone is marked, by a pointer drawn in front of its label, the
// others start where the pointer stands (pushedByPointer).
func sameColumn(s *grid, items []item) []item {
	// A pointer marks one entry: pointers on several rows of one column,
	// where one other column has a pointer alone, are marks of rows under
	// the entries ("    > https://webdriver.io/docs/…" under each of
	// wdio's entries, "❯" pointing at one of them).
	pointers := map[int]int{}
	for _, it := range items {
		if it.pointer && !it.hasCheck && !it.radio {
			pointers[it.label]++
		}
	}
	many := func(col int) bool { return false }
	for col, n := range pointers {
		if n == 1 && len(pointers) == 2 {
			many = func(c int) bool { return c != col && pointers[c] >= 2 }
		}
	}
	counts := map[int]int{}
	for _, it := range items {
		if marked(it) && !many(it.label) {
			counts[it.label]++
		}
	}
	if len(counts) == 0 {
		for _, it := range items {
			if it.key != "" {
				counts[it.label]++
			}
		}
	}
	best, n := -1, 0
	for col, c := range counts {
		if c > n || (c == n && col < best) {
			best, n = col, c
		}
	}
	if best < 0 {
		return items
	}
	// Boxes to tick at another indent, where every entry of that column
	// has one too, are a tree's levels (a group and its members:
	// changesets' "◯ unchanged packages" over "  ◯ relay-cli").
	tree := !slices.ContainsFunc(items, func(it item) bool { return it.label == best && !it.hasCheck })
	var out []item
	for _, it := range items {
		if it.label == best || (tree && it.hasCheck) {
			out = append(out, it)
		}
	}
	return pushedByPointer(s, items, out)
}

// pointedAfterNote reports, where row r is blank under rows read so far
// none of which is marked (a note), whether entries one of which a
// pointer marks start after blank rows, and on which row n.
func pointedAfterNote(s *grid, r int, items []item) (n int, ok bool) {
	if strings.TrimSpace(s.Lines[r]) != "" || r+1 >= len(s.Lines) || len(items) == 0 || slices.ContainsFunc(items, marked) {
		return 0, false
	}
	n = r + 1
	for n+1 < len(s.Lines) && n-r < 3 && strings.TrimSpace(s.Lines[n]) == "" {
		n++
	}
	for b := n; b < len(s.Lines) && b < n+maxEntries && strings.TrimSpace(s.Lines[b]) != ""; b++ {
		if parseItem(s.cells(b), b, 0, s.Cols).pointer {
			return n, true
		}
	}
	return 0, false
}

// widgetEntryFrom is the cell index a widget's entry on row r starts
// at: past clack's bar, and past a dash drawn dim where the pointer
// stands on others ("- pnpm not installed": an entry the list holds but
// will not take, inquirer's disabled choice).
func widgetEntryFrom(s *grid, r int, rc []cell) int {
	from := 0
	if len(rc) > 0 && widgetBar[rc[0].s] {
		from = 1
	}
	if len(rc) > 2 && rc[from].s == "-" && rc[from+1].s == " " && greyed(s, r, rc, len(s.Lines[r][:strings.Index(s.Lines[r], "-")])) {
		from += 2
	}
	return from
}

// marked reports whether a pointer, a radio or a box marks an entry.
func marked(it item) bool { return it.pointer || it.radio || it.hasCheck }

// titledOne reads the one row a titled box holds under its title q:
// "● Yes / ○ No" (a confirm), or a field, the cursor in it or, parked
// elsewhere, its value behind a field's mark ("> release-7").
func titledOne(s *grid, b box, q string, it item) *Prompt {
	if btn := styledButtons(s, it.row, b); btn != nil {
		// The box's one row its buttons, its title the question
		// ("╭ Are you sure you want to quit? ─╮" over " Yes " in
		// reverse beside " No ").
		p := &Prompt{Question: q, Options: options(s, btn)}
		p.Kind = Choice
		if confirms(btn) {
			p.Kind = Confirm
		}
		return p
	}
	if opts := pairOptions(s, it); len(opts) == 2 && strings.EqualFold(opts[0].Label, "yes") {
		p := &Prompt{Kind: Confirm, Question: q, Options: opts}
		for i := range p.Options {
			p.Options[i].Key = strings.ToLower(p.Options[i].Label[:1])
		}
		return p
	}
	c := s.Cursor
	inside := c.Visible && c.Row > b.top && c.Row < b.bottom && c.Col > b.left && c.Col < b.right
	if line := textIn(s.cells(it.row), b.left+1, b.right); inside && c.Row == it.row {
		if p := parseQuestion(line); p != nil && (p.Kind == Confirm || p.Kind == Choice) && p.Question != "" && len(p.Options) > 0 {
			// The row is a question with its keys, the cursor after
			// them (Turbo C's "Verify" box: "NOTES.C not saved.
			// Save? (Y/N)"): it asks, its title names the box.
			p.Question = collapse(p.Question)
			return p
		}
	}
	dc := drawnCursor(s, it.row)
	value := ""
	switch {
	case inside && c.Row == it.row:
		value = textIn(s.cells(c.Row), b.left+1, b.right)
	case !inside && it.pointer && at(s.cells(it.row), it.label-2) == ">":
		value = it.text // "> release-7", the cursor parked elsewhere
	case !c.Visible && dc > b.left && dc < b.right:
		// A cursor the program draws in the row (Laravel Prompts'
		// reversed cell): what is typed before it, and what follows
		// unless it is a placeholder drawn faint or grey.
		value = textIn(s.cells(it.row), b.left+1, b.right)
		inner := slices.DeleteFunc(slices.Clone(s.cells(it.row)), func(c cell) bool { return c.col >= b.right })
		if greyed(s, it.row, inner, valueOffset(s.Lines[it.row], dc)) {
			value = strings.TrimSpace(textIn(s.cells(it.row), b.left+1, dc))
		}
	default:
		return nil
	}
	k := Text
	if secretWord.MatchString(q) {
		k, value = Password, ""
	}
	return &Prompt{Kind: k, Question: q, Default: value, Prefilled: value != ""}
}

// pushedByPointer adds back to kept, where it is one entry a pointer
// marks, the entries of items whose labels start where that pointer
// stands: a list that draws the pointer in front of its entry's label,
// pushing it right ("│  > mirror-fra" over "│  mirror-ord").
func pushedByPointer(s *grid, items, kept []item) []item {
	if len(kept) != 1 || !kept[0].pointer {
		return kept
	}
	p := kept[0]
	at := firstCol(s.cells(p.row), p.from, s.Cols)
	if at < 0 || at >= p.label {
		return kept
	}
	var out []item
	for _, it := range items {
		if it.row == p.row || (it.label == at && !marked(it) && !strings.HasPrefix(it.text, p.text+" ")) {
			// (A row that starts with the pointed entry's label says what
			// it is: "mirror-gru serves the nightlies".)
			out = append(out, it)
		}
	}
	return out
}

// pairOptions splits a row of two radio entries, "● Yes / ○ No", into
// options.
func pairOptions(s *grid, it item) []Option {
	cs := s.cells(it.row)
	sep := -1
	for i := 0; i+2 < len(cs); i++ {
		if cs[i].s == " " && cs[i+1].s == "/" && cs[i+2].s == " " && cs[i].col >= it.from {
			sep = cs[i+1].col
			break
		}
		if cs[i].s == " " && cs[i+1].s == " " && hollowDisc(cs[i+2].s) && cs[i].col > it.label {
			sep = cs[i+1].col // "● Yes  ○ No": the second radio starts the second
			break
		}
	}
	if sep < 0 {
		return nil
	}
	a, b := parseItem(cs, it.row, it.from, sep), parseItem(cs, it.row, sep+1, it.to)
	if a.label < 0 || b.label < 0 {
		return nil
	}
	return options(s, []item{a, b})
}

// tailOptions reads "no / yes" (or "Yes | No") after a question as two
// options.
func tailOptions(s *grid, row int, tail string) []Option {
	off := strings.LastIndex(s.Lines[row], tail)
	col := len(cellsOf(s.Lines[row][:off]))
	m := toggleHint.FindStringSubmatch(tail)
	w1 := len(cellsOf(m[1]))
	a := item{row: row, from: col, to: col + w1, label: col, text: m[1]}
	b := item{row: row, from: col + w1 + 3, to: col + len(cellsOf(tail)), label: col + w1 + 3, text: m[2]}
	return options(s, []item{a, b})
}

// Dialog boxes: whiptail (newt) and dialog (ncurses).

var button = regexp.MustCompile(`[<\[{]\s*(?:◦\s*)?([A-Za-z][A-Za-z][A-Za-z ]*?)\s*(?:◦\s*)?[>\]}]`)

// box is a frame drawn with line characters: its corners' rows and columns.
type box struct{ top, bottom, left, right int }

// frameStyle is the glyphs of a frame's corners, edges and sides in one
// style; hb is its bottom edge where that differs from its top edge, h.
type frameStyle struct{ tl, tr, bl, br, h, v, hb string }

// frameSets are the styles programs draw frames in: light, rounded,
// heavy, double, and the block styles.
var frameSets = []frameStyle{
	{"┌", "┐", "└", "┘", "─", "│", ""},
	{"╭", "╮", "╰", "╯", "─", "│", ""},
	{"┏", "┓", "┗", "┛", "━", "┃", ""},
	{"╔", "╗", "╚", "╝", "═", "║", ""},
	{"▛", "▜", "▙", "▟", "▀", "▌", ""}, // half blocks (gowid's, a shadowed dialog's)
	{"+", "+", "+", "+", "-", "|", ""}, // drawn in letters (curses with no line glyphs)
	// Textual's "tall" frame, its text inputs' and selects': the left
	// side runs through its corners, an edge of upper eighths on top
	// and of lower eighths under ("▊▔▔▔▎", "▊ name ▎", "▊▁▁▁▎").
	{"▊", "▎", "▊", "▎", "▔", "▊", "▁"},
	// Textual's "thick" frame, its modal dialogs': full blocks down
	// both sides and through the corners, upper halves on top and
	// lower halves under ("█▀▀▀█", "█ Save As █", "█▄▄▄█").
	{"█", "█", "█", "█", "▀", "█", "▄"},
}

// topAt reports whether the frame's top-left corner is at col of a row's
// cells; where its side runs through its corners, the top edge must
// start after it.
func (f frameStyle) topAt(cs []cell, col int) bool {
	return at(cs, col) == f.tl && (f.tl != f.v || at(cs, col+1) == f.h)
}

// bottomAt reports whether the frame's bottom-left corner is at col of a
// row's cells, the bottom edge after it where its side runs through.
func (f frameStyle) bottomAt(cs []cell, col int) bool {
	return at(cs, col) == f.bl && (f.bl != f.v || at(cs, col+1) == f.hb)
}

// frameSide reports whether c is a frame's side in one of frameSets.
func frameSide(c rune) bool {
	return slices.ContainsFunc(frameSets, func(f frameStyle) bool { return f.v == string(c) })
}

// findBox finds the first frame whose top row starts at or after row from,
// within columns [minCol, maxCol].
func findBox(s *grid, from, minCol, maxCol int) (box, bool) {
	for r := from; r < len(s.Lines); r++ {
		cs := s.cells(r)
		for i := range cs {
			if b, ok := boxFrom(s, r, i, minCol, maxCol); ok {
				return b, true
			}
		}
	}
	return box{}, false
}

// boxFrom is the frame whose top-left corner is the i-th cell of row r,
// within columns [minCol, maxCol], if one closes there.
func boxFrom(s *grid, r, i, minCol, maxCol int) (box, bool) {
	cs := s.cells(r)
	c := cs[i]
	for _, f := range frameSets {
		// A frame's top edge: a corner, then a line or its title
		// ("┌ Confirm ───┐", "┌Hostname───┐").
		if !f.topAt(cs, c.col) || c.col < minCol || c.col > maxCol || i+2 >= len(cs) || (cs[i+1].s == " " && cs[i+2].s == " ") {
			continue
		}
		right := -1
		for _, d := range cs[i+1:] {
			if d.s == f.tr {
				right = d.col
				break
			}
			if d.s != f.h && d.s != "┤" && d.s != "├" && right < 0 && d.col > maxCol {
				break
			}
		}
		if right < 0 || right > maxCol {
			continue
		}
		for b := r + 1; b < len(s.Lines); b++ {
			bc := s.cells(b)
			// (curses leaves the screen's last cell blank: a box down to
			// its corner has its bottom-right corner missing.)
			lastCell := b == len(s.Lines)-1 && right == s.Cols-1 && strings.TrimSpace(at(bc, right)) == "" && at(bc, right-1) == f.h
			if f.bottomAt(bc, c.col) && (at(bc, right) == f.br || lastCell) {
				return box{r, b, c.col, right}, true
			}
			if v := at(bc, c.col); v != f.v && !leftJunction[v] {
				break
			}
		}
	}
	return box{}, false
}

// leftJunction are a frame's left sides where a rule inside meets them
// ("├", and double or heavy sides' "╟", "╠", "┠", "┣": Far Manager's
// dialogs rule their buttons off so).
var leftJunction = map[string]bool{"├": true, "╟": true, "╠": true, "┠": true, "┣": true}

// at is the character at a column of a row ("" when none starts there),
// found by halving: a row's cells are in the order of their columns, and
// a frame's reader asks for a column of every row under every corner.
func at(cs []cell, col int) string {
	i, ok := slices.BinarySearchFunc(cs, col, func(c cell, col int) int { return c.col - col })
	if !ok {
		return ""
	}
	return cs[i].s
}

// boxPrompt reads a dialog box: its message is the question, and under it
// a list (a menu, a checklist, a radio list), a field, a form, or only
// buttons. The buttons are words in brackets ("<Ok>", "[ Yes ]") or each
// in a frame of its own (newt's full buttons). Rows of text that no look
// or mark sets apart, no tags in a column of their own, are the message
// however they are spaced; a box that then offers only OK or Close asks
// nothing (a notice: what it covers decides the mode).
func boxPrompt(s *grid) *Prompt {
	p := boxRead(s)
	if p != nil && p.Kind == Text && p.Question == "" && strings.ContainsAny(p.Default, "│┃║") {
		// A "field" holding a frame's side, no label asking for it
		// ("A6  │ jam", a spreadsheet's cell and its value in its
		// window's top pane): the program's own row, nothing asked.
		return nil
	}
	return p
}

// boxRead is boxPrompt's reading of the box, before the check on it.
func boxRead(s *grid) *Prompt {
	b, ok := askingBox(s)
	if !ok || b.bottom-b.top < 2 {
		return nil
	}
	if b.bottom-b.top == 2 {
		return keysBox(s, b) // one row: a question naming its keys, at most
	}
	if p := underscoredField(s); p != nil {
		return p // a field of underscores in the box, its buttons what Enter does after
	}
	if p := fieldInBox(s, b); p != nil {
		return p // a form's field the cursor is in, under its label
	}
	btn, ok := boxButtons(s, b)
	if !ok {
		if p := keysBox(s, b); p != nil {
			return p
		}
		return boxLine(s, b)
	}
	if btn.framed == nil {
		b = dialogWithin(s, b, btn.row)
	}
	plain := []emulator.Look{s.LookAt(b.top+1, b.right-1)}
	// Blocks of non-blank rows between the top and the buttons, and an
	// inner frame (dialog draws its list and its field in one).
	in := innerFrame{}
	in.box, in.ok = findBox(s, b.top+1, b.left+1, b.right-1)
	if in.ok && in.bottom >= btn.end {
		in.ok = false
	}
	blocks := boxBlocks(s, b, btn.end, in)
	if len(blocks) == 0 && !in.ok {
		return nil
	}
	msg, blocks := boxMessage(s, b, blocks, in.ok, plain)
	msg = slices.DeleteFunc(msg, hintOnly)
	p := &Prompt{Question: collapse(strings.Join(msg, " "))}
	if p.Question == "" {
		// A box with no message asks what its title says (newt's
		// "┤ Byobu Configuration Menu ├").
		if t := titleOf(s, b); title(t) {
			p.Question = t
		}
	}
	if q, done := boxContent(s, p, msg, boxRows(s, b, in, blocks), plain); done {
		return q
	}
	return buttonsPrompt(s, p, b, btn, plain)
}

// fieldInBox reads the field of a form in box b that the terminal's
// cursor waits in: an empty row (or one with what was typed, the cursor
// at its end) right under a label of one to three words, a colon at
// most after them ("Username" over its field, then "Password" over
// its own, ncspot's login): a text field, or a password one where the
// label names a secret.
func fieldInBox(s *grid, b box) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row <= b.top || c.Row >= b.bottom || c.Col <= b.left || c.Col >= b.right {
		return nil
	}
	cs := s.cells(c.Row)
	if p := bracketField(s); p != nil {
		return p // a field in square brackets after its label, the cursor in it (QuickHelp's "Find What: [    ]")
	}
	if strings.TrimSpace(textIn(cs, c.Col, b.right)) != "" {
		return nil
	}
	if before := strings.TrimSpace(textIn(cs, b.left+1, c.Col)); strings.HasSuffix(before, ":") && boxLabel.MatchString(before) && c.Col > b.left+1+uniseg.StringWidth(before) {
		// The label before the cursor on its row, the field empty
		// after it (FoxPro's "Look For:" over its find box's ticks
		// and buttons).
		return textPrompt(before, "")
	}
	if c.Row <= b.top+1 {
		return nil
	}
	above := s.cells(c.Row - 1)
	label := strings.TrimSpace(textIn(above, b.left+1, b.right))
	if !boxLabel.MatchString(label) {
		return nil
	}
	p := textPrompt(label, "")
	if v := strings.TrimSpace(textIn(cs, b.left+1, c.Col)); v != "" {
		if firstCol(cs, b.left+1, c.Col) != firstCol(above, b.left+1, b.right) {
			return nil // a value set elsewhere than under its label (a spinner's)
		}
		if p.Kind != Password {
			p.Default, p.Prefilled = v, true
		}
	}
	return p
}

// boxLabel is a form's label over its field: one to three words of
// letters, the first a capital, a colon at most after them
// ("Username", "Host name:").
var boxLabel = regexp.MustCompile(`^\p{Lu}\pL*( \pL+){0,2}:?$`)

// hintOnly reports whether a row of a box's message only says how to go
// on, in parentheses ("(Press <ESC><ESC> to continue kernel
// configuration.)"): none of the question.
func hintOnly(row string) bool {
	t := strings.TrimSuffix(strings.TrimSpace(row), ".")
	return len(t) > 2 && t[0] == '(' && t[len(t)-1] == ')' && hintAfter.MatchString(t[1:len(t)-1])
}

// boxButtonRow is where a box's buttons are.
type boxButtonRow struct {
	row    int    // the buttons' row
	end    int    // the first row under the message and the list
	framed []item // buttons in frames of their own, or words alone; nil for words in brackets
}

// boxButtons finds a box's buttons: the last row inside with <Ok>,
// < Yes > and such, or with buttons in frames of their own (their top
// edge is where the message and the list end), or words alone under a
// rule, one set apart (CDK's "Drop  Keep").
func boxButtons(s *grid, b box) (boxButtonRow, bool) {
	for r := b.bottom - 1; r > b.top; r-- {
		if c := s.Cursor; keysThenWords(textIn(s.cells(r), b.left+1, b.right)) != nil && !(c.Visible && c.Row > b.top && c.Row < b.bottom) {
			// Keys' names in angle brackets, each before its answer,
			// no field in the box ("<F8> Reboot  <Esc> Cancel"): keys,
			// no buttons (keysBox). Under a field they are its keys
			// ("<Enter> Submit <Esc> Cancel" under mprocs' "> ").
			return boxButtonRow{}, false
		}
		if items := oneBracketed(s, r, b); items != nil {
			return boxButtonRow{row: r, end: r, framed: items}, true
		}
		if button.MatchString(textIn(s.cells(r), b.left+1, b.right)) {
			return boxButtonRow{row: r, end: r}, true
		}
		if framed := framedButtons(s, r, b); framed != nil {
			return boxButtonRow{row: r, end: r - 1, framed: framed}, true
		}
		if tall := tallButtons(s, r, b); tall != nil {
			return boxButtonRow{row: r, end: r - 1, framed: tall}, true
		}
		if styled := styledButtons(s, r, b); styled != nil {
			return boxButtonRow{row: r, end: r, framed: styled}, true
		}
	}
	if words := plainButtons(s, b); words != nil {
		return boxButtonRow{row: b.bottom - 1, end: b.bottom - 2, framed: words}, true
	}
	return boxButtonRow{}, false
}

// oneBracketed reads a box's row of buttons written as words apart, the
// focused one alone in brackets ("[Yes]          No", MultiMail's):
// two to four words, each set apart by three blanks or more, exactly
// one in square or angle brackets, which the focus is on.
func oneBracketed(s *grid, r int, b box) []item {
	cs := s.cells(r)
	line := textIn(cs, b.left+1, b.right)
	pieces := wideGap.Split(strings.TrimSpace(line), -1)
	if len(pieces) < 2 || len(pieces) > 4 {
		return nil
	}
	var items []item
	marked := 0
	for _, p := range pieces {
		word, inBrackets := p, false
		if m := button.FindStringSubmatch(p); m != nil && m[0] == p {
			word, inBrackets = strings.TrimSpace(m[1]), true
			marked++
		}
		if !plainLabel.MatchString(word) {
			return nil
		}
		col := -1
		for _, c := range cs {
			if c.col > b.left && c.col < b.right && strings.HasPrefix(textIn(cs, c.col, b.right), word) {
				col = c.col
				break
			}
		}
		if col < 0 {
			return nil
		}
		items = append(items, item{row: r, from: col, to: col + len(word), label: col, text: word, pointer: inBrackets})
	}
	if marked != 1 {
		return nil
	}
	return items
}

var (
	// wideGap parts words set apart by three blanks or more.
	wideGap = regexp.MustCompile(`\s{3,}`)
	// plainLabel is a button's word or two.
	plainLabel = regexp.MustCompile(`^[A-Za-z][A-Za-z]{1,11}( [A-Za-z]{2,11})?$`)
	// keyedButton is a button's words, four at most, and the key that
	// presses it in parentheses after them at most ("Allow for Session
	// (s)", crush's).
	keyedButton = regexp.MustCompile(`^([A-Za-z][A-Za-z']{1,11}(?: [A-Za-z']{1,11}){0,3})(?: \(([A-Za-z0-9])\))?$`)
)

// dialogWithin is the box within b that holds its buttons' row, if any
// (a dialog over a program's window): that box is the dialog.
func dialogWithin(s *grid, b box, btnRow int) box {
	for inner, ok := findBox(s, b.top+1, b.left+1, b.right-1); ok; inner, ok = findBox(s, inner.top+1, b.left+1, b.right-1) {
		if inner.top < btnRow && btnRow < inner.bottom && inner.bottom < b.bottom {
			return inner
		}
	}
	return b
}

// innerFrame is a frame inside a box, above its buttons, when ok.
type innerFrame struct {
	box
	ok bool
}

// boxBlocks are the blocks of rows with text between a box's top and end,
// down to an inner frame; rules and blank rows part them.
func boxBlocks(s *grid, b box, end int, in innerFrame) [][]int {
	var blocks [][]int
	var cur []int
	for r := b.top + 1; r < end; r++ {
		if in.ok && r >= in.top {
			break
		}
		t := textIn(s.cells(r), b.left+1, b.right)
		if t == "" || strings.Trim(t, "─━═▀▄├┤┣┫╠╣") == "" {
			if cur != nil {
				blocks, cur = append(blocks, cur), nil
			}
			continue
		}
		cur = append(cur, r)
	}
	if cur != nil {
		blocks = append(blocks, cur)
	}
	return blocks
}

// boxMessage parts a box's blocks into its message and the blocks left
// under it. The message starts at the frame's left edge; a list under no
// message (a box too small to show it) is indented further. Every block
// above the list is the question (debconf's text, then its label:
// "Geographic area:"). A last block that is no list nor field (nothing
// set apart, no tags, no underlined field) is the message's too.
func boxMessage(s *grid, b box, blocks [][]int, hasInner bool, plain []emulator.Look) ([]string, [][]int) {
	var msg []string
	if len(blocks) == 1 && !hasInner && len(blocks[0]) > 1 && !slices.ContainsFunc(blocks[0], func(r int) bool { return !centred(s, r, b) }) && !allChecks(s, blocks[0], b) {
		// Rows each centred in the box are its message, not a list
		// (mc's "Delete file" over "\"b.txt\"?").
		for _, r := range blocks[0] {
			msg = append(msg, textIn(s.cells(r), b.left+1, b.right))
		}
		return msg, nil
	}
	if len(blocks) > 1 && !hasInner && !slices.ContainsFunc(slices.Concat(blocks...), func(r int) bool { return !centred(s, r, b) }) {
		// Blocks of rows each centred are the message too (bluetuith's
		// "Pairing Request" over "Confirm passkey for WH-1000XM4" and
		// "is 482913"), a heading of one row over the rest none of it.
		from := 0
		if len(blocks[0]) == 1 && title(strings.TrimSpace(textIn(s.cells(blocks[0][0]), b.left+1, b.right))) && !strings.ContainsAny(s.Lines[blocks[0][0]], "?.") {
			from = 1
		}
		for _, r := range slices.Concat(blocks[from:]...) {
			msg = append(msg, textIn(s.cells(r), b.left+1, b.right))
		}
		return msg, nil
	}
	// (Every block indented alike, the message's rows as the list's:
	// nmtui's menu. An indented first block alone, or set apart, is a
	// list under no message.)
	alike := len(blocks) > 2 && sameStart(s, b, blocks[0], slices.Concat(blocks[1:]...))
	if len(blocks) == 0 || (firstCol(s.cells(blocks[0][0]), b.left+1, b.right) > b.left+3 && (!alike || listOrField(s, blocks[0], b, plain))) || allChecks(s, blocks[0], b) || titledMenu(s, b, blocks, plain) {
		// (A first block whose rows each start with a box to tick is a
		// checklist under no message: rcconf's whiptail, its text
		// empty. So is a block alone, one of its rows set apart: a
		// menu under no message, its title the question, newt's.)
		return msg, blocks
	}
	n := len(blocks)
	if !hasInner && n > 1 && listOrField(s, blocks[n-1], b, plain) {
		n-- // the last is the list or the field
	} else if !hasInner && n > 2 && listOrField(s, blocks[n-2], b, plain) && sameStart(s, b, blocks[n-2], blocks[n-1]) {
		// A list whose last entries a blank row sets apart (nmtui's
		// "Quit" under "Radio"): both blocks are the list.
		blocks = append(slices.Clone(blocks[:n-2]), append(slices.Clone(blocks[n-2]), blocks[n-1]...))
		n -= 2
	}
	for _, bl := range blocks[:n] {
		for _, r := range bl {
			msg = append(msg, textIn(s.cells(r), b.left+1, b.right))
		}
	}
	return msg, blocks[n:]
}

// titledMenu reports whether a box's rows are one block, a list under
// the box's title and no message (newt's "┤ Choose a Tool ├" over its
// tools, one set apart): rows starting in one column, no frame drawn
// nor button among them (a pane's rows under a popup, a window's
// entries with their buttons beside them).
func titledMenu(s *grid, b box, blocks [][]int, plain []emulator.Look) bool {
	if len(blocks) != 1 || len(blocks[0]) < 2 || !sameStart(s, b, blocks[0][:1], blocks[0]) {
		return false
	}
	if !title(titleOf(s, b)) {
		return false
	}
	for _, r := range blocks[0] {
		if t := textIn(s.cells(r), b.left+1, b.right); strings.ContainsAny(t, drawnGlyphs) || button.MatchString(t) {
			return false
		}
	}
	return listOrField(s, blocks[0], b, plain)
}

// boxList is the rows of a box's list or field and the columns they
// span.
type boxList struct {
	rows     []int
	from, to int
	in       innerFrame
}

// sameStart reports whether every row of two blocks of a box's rows
// starts in one column.
func sameStart(s *grid, b box, x, y []int) bool {
	col := firstCol(s.cells(x[0]), b.left+1, b.right)
	for _, r := range append(slices.Clone(x), y...) {
		if firstCol(s.cells(r), b.left+1, b.right) != col {
			return false
		}
	}
	return true
}

// boxRows are the list's or the field's rows: the inner frame's, or the
// last block under the message.
func boxRows(s *grid, b box, in innerFrame, blocks [][]int) boxList {
	l := boxList{from: b.left + 1, to: b.right, in: in}
	switch {
	case in.ok:
		l.from, l.to = in.left+1, in.right
		for r := in.top + 1; r < in.bottom; r++ {
			// A frame of one row is a field, even while it is empty.
			t := textIn(s.cells(r), l.from, l.to)
			if t != "" && strings.Trim(t, drawnGlyphs) == "" {
				continue // an entry's own frame, above or below it (dialog's inputmenu)
			}
			if t != "" || in.bottom-in.top == 2 {
				l.rows = append(l.rows, r)
			}
		}
	case len(blocks) > 0:
		l.rows = blocks[len(blocks)-1]
	}
	return l
}

// boxContent reads what a box holds under its message: a field or a list
// (done, the prompt returned), or one row that belongs to the message
// (p's question grows, and the buttons ask).
func boxContent(s *grid, p *Prompt, msg []string, l boxList, plain []emulator.Look) (*Prompt, bool) {
	rows, from, to, in := l.rows, l.from, l.to, l.in
	switch {
	case len(rows) == 1 && ((in.ok && innerField(s, in.box, rows[0])) || strings.Contains(s.Lines[rows[0]], "__")):
		// A field: dialog's in a frame, newt's filled with '_' (its
		// label, when one comes first on its row, is the question's).
		label, value := fieldOf(s, rows[0], from, to)
		if label != "" {
			p.Question = strings.TrimPrefix(collapse(p.Question+": "+label), ": ")
		}
		p.Kind = Text
		if secretWord.MatchString(p.Question) || strings.Trim(value, "*") == "" && value != "" {
			p.Kind, value = Password, ""
		}
		p.Default, p.Prefilled = value, value != ""
		return p, true
	case len(rows) == 1 && in.ok && centred(s, rows[0], in.box):
		// One row centred in a frame of its own under the message: a
		// gauge or a count (dialog's pause), the message's; the box asks
		// with its buttons.
		p.Question = collapse(strings.Join(append(msg, textIn(s.cells(rows[0]), from, to)), " "))
	case len(rows) == 1 && len(msg) == 0:
		// One row of text under no message is the message itself,
		// however it is indented (centred): the box asks with its
		// buttons.
		p.Question = collapse(textIn(s.cells(rows[0]), from, to))
	case len(rows) > 0:
		items := boxItems(s, rows, from, to)
		if f := formField(s, items); f != nil {
			return f, true
		}
		if mixedBoxes(items) {
			// Some entries boxes to tick, others values or submenus
			// (menuconfig's "[*] Serve over TLS" over "(8443) Listen
			// port"): the settings of a program's own, no question.
			return nil, true
		}
		p.Kind, p.Options = listKind(items), options(s, items, plain...)
		p.More = anyScrolls(items) || (in.ok && strings.Contains(s.Lines[in.bottom], "(+)"))
		return p, true
	}
	return nil, false
}

// mixedBoxes reports whether some of a list's entries are boxes to tick
// and some are not.
func mixedBoxes(items []item) bool {
	boxes := 0
	for _, it := range items {
		if it.hasCheck {
			boxes++
		}
	}
	return boxes > 0 && boxes < len(items)
}

// boxItems reads a box's list, one entry a row; an entry drawn in a
// frame of its own has none of its sides in its text.
func boxItems(s *grid, rows []int, from, to int) []item {
	var items []item
	for _, r := range rows {
		items = append(items, parseItem(s.cells(r), r, from, to))
	}
	splitTags(s, items)
	for i := range items {
		if strings.ContainsAny(items[i].text, drawnGlyphs) {
			items[i].text = collapse(strings.Trim(strings.Map(func(r rune) rune {
				if strings.ContainsRune(drawnGlyphs, r) {
					return ' '
				}
				return r
			}, items[i].text), " "))
		}
	}
	return items
}

// buttonsPrompt reads a box that asks with its buttons alone, in the
// order drawn: an empty field where the cursor waits under the message,
// a confirm, or a message alone on the screen with one button.
func buttonsPrompt(s *grid, p *Prompt, b box, btn boxButtonRow, plain []emulator.Look) *Prompt {
	items := btn.framed
	if items == nil {
		line := s.Lines[btn.row]
		for _, m := range button.FindAllStringSubmatchIndex(line, -1) {
			col, end := len(cellsOf(line[:m[0]])), len(cellsOf(line[:m[1]]))
			items = append(items, item{row: btn.row, from: col, to: end, label: len(cellsOf(line[:m[2]])), text: line[m[2]:m[3]]})
		}
	}
	if r := s.Cursor.Row; s.Cursor.Visible && r > b.top && r < btn.end && s.Cursor.Col > b.left && s.Cursor.Col < b.right && p.Question != "" && len(items) > 1 {
		// The cursor waits on a row of its own under the message: an
		// empty field (prompt_toolkit's input dialog), which a box gives
		// with a button to take it and one to cancel (a box with one
		// button shows text: dialog's tailbox leaves its cursor there).
		return fieldUnderMessage(s, p, b, r)
	}
	// Only buttons: a Yes/No question is a confirm. A message with one
	// button, alone on the screen (dialog --msgbox), waits for it to be
	// pressed, as "Press Enter to continue" does: a choice of that one.
	// Over what a program shows, it is a notice and asks nothing.
	if len(items) == 1 && p.Question != "" && aloneOnScreen(s, b) && !highlightWithin(s, b, btn.row) {
		return &Prompt{Kind: Choice, Question: p.Question, Options: []Option{{Label: items[0].text, Key: "<enter>", Row: items[0].row, Col: items[0].label}}}
	}
	if len(items) > 2 && goBack.MatchString(items[0].text) && confirms(items[1:]) {
		// A button that goes back a step first, then the answers
		// (debian-installer's "< Go Back >  <Yes>  <No>"): it answers
		// nothing.
		items = items[1:]
	}
	if !confirms(items) {
		return answeredByButtons(s, p, items, plain)
	}
	p.Kind, p.Options = Confirm, options(s, items, plain...)
	if len(items) > 2 && !strings.EqualFold(items[0].text, "yes") && slices.ContainsFunc(items[1:], func(it item) bool { return !declines(it.text) && !strings.EqualFold(it.text, "help") }) {
		// More than an answer that affirms and the ways to say no
		// ("Allow", "Allow for Session", "Deny"): a choice of them. (A
		// Yes first keeps the box a yes/no question, its other buttons
		// ways of saying either: lfm's "Yes All No Stop".)
		p.Kind = Choice
	}
	if strings.EqualFold(items[0].text, "yes") {
		for i := range p.Options {
			p.Options[i].Key = strings.ToLower(p.Options[i].Label[:1])
		}
	}
	return p
}

// askingBox is the box a dialog asks in: the smallest box that holds a
// row of buttons (a dialog over a program's panels: lfm's over its two
// file lists), else the first box found, but for a frame around the
// whole screen, which is the program's window (its key legend, its
// panels), no dialog.
func askingBox(s *grid) (box, bool) {
	if d, ok := dialogBox(s); ok {
		return d, true
	}
	b, ok := findBox(s, 0, 0, s.Cols)
	if !ok || (b.top == 0 && b.left == 0 && b.bottom >= s.Rows-1 && b.right >= s.Cols-1) {
		return box{}, false
	}
	return b, true
}

// confirms reports whether a dialog's buttons make a confirm: Yes
// first; or an answer that affirms first and, of two, one that declines
// second (Ok and Cancel); or any answer and one that declines (Purge
// and Keep).
func confirms(items []item) bool {
	switch {
	case len(items) < 2:
		return false
	case strings.EqualFold(items[0].text, "yes"):
		return true
	case len(items) == 2:
		// (Or the one that declines first, an answer that affirms
		// second: nmtui's "<Cancel>  <Delete>".)
		return declines(items[1].text) || (declines(items[0].text) && affirms(items[1].text))
	}
	return affirms(items[0].text)
}

// goBack is a button that goes back a step: "Go Back", "Back".
var goBack = regexp.MustCompile(`(?i)^\s*(go\s+)?back\s*$`)

// affirms and declines tell a dialog's first and second buttons, which
// make it a confirm: Yes and No, Ok and Cancel, Discard and Keep...
// (Only Yes and No are keys too.)
func affirms(label string) bool {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "yes", "ok", "okay", "accept", "continue", "proceed", "confirm", "apply", "save", "discard", "delete", "remove", "allow", "overwrite", "replace", "quit", "exit":
		return true
	}
	return false
}

func declines(label string) bool {
	// Its first word: "Keep editing", "Cancel changes".
	if f := strings.Fields(label); len(f) > 0 {
		label = f[0]
	}
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "no", "cancel", "abort", "back", "decline", "deny", "keep", "skip", "later", "not now", "dismiss":
		return true
	}
	return false
}

// pressKeyTo is a hint naming a key and what it does: "Press 'y' to
// quit", "(q again to confirm)".
var pressKeyTo = regexp.MustCompile(`(?i)(?:\bpress\s+'?([A-Za-z0-9])'?|\(([A-Za-z0-9]) again)\s+to\s+(\w+)`)

// pressedKeys is the question on line answered by the keys its
// pressKeyTo hints name, each its key and what it does: a confirm of
// one, a choice of several; nil where it names none.
func pressedKeys(question, line string) *Prompt {
	var keys []Option
	for _, m := range pressKeyTo.FindAllStringSubmatch(line, -1) {
		keys = append(keys, Option{Label: m[3], Key: m[1] + m[2]})
	}
	switch len(keys) {
	case 0:
		return nil
	case 1:
		return &Prompt{Kind: Confirm, Question: question, Options: keys}
	}
	return &Prompt{Kind: Choice, Question: question, Options: keys}
}

// keyNamedQuestion reads a question a full-screen program asks on a row
// of its own, the cursor hidden, drawn bold, ending in a question mark,
// naming the key that answers it ("Are you sure (q again to confirm)?",
// nyx's): a confirm of that key, or a choice of those it names.
func keyNamedQuestion(s *grid) *Prompt {
	if !s.AltScreen || s.Cursor.Visible {
		return nil
	}
	var found *Prompt
	for r, l := range s.Lines {
		t := strings.TrimSpace(l)
		p := pressedKeys(t, t)
		if !strings.HasSuffix(t, "?") || p == nil || s.LookAt(r, firstCol(s.cells(r), 0, s.Cols)).Attr&emulator.Bold == 0 {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	return found
}

// keysBox reads a box with no buttons whose last row inside holds only
// answers with their keys marked ("[y]es [n]o", "(Y)es / (N)o"), under
// a message that ends in a question mark: a question a program draws
// over its screen, answered by a key, or a yes and a no under any
// message with no field's label, the cursor hidden. Nothing may come before the keys on their row; a box of
// other keys under no question (a help box's "[q]uit [h]elp") asks
// nothing. Or, the cursor hidden, the last row is a
// question that names its keys after its question mark ("Do you 'quit
// without saving'? (Press 'y' to quit)"): the keys it names answer it.
func keysBox(s *grid, b box) *Prompt {
	row := -1
	for r := b.bottom - 1; r > b.top; r-- {
		if textIn(s.cells(r), b.left+1, b.right) != "" {
			row = r
			break
		}
	}
	if row < 0 {
		return nil
	}
	p := markedWords(textIn(s.cells(row), b.left+1, b.right))
	if p == nil {
		p = keysThenWords(textIn(s.cells(row), b.left+1, b.right))
	}
	atEnd := s.Cursor.Row == row && s.Cursor.Col > b.left && strings.TrimSpace(textIn(s.cells(row), s.Cursor.Col, b.right)) == ""
	if p == nil && (!s.Cursor.Visible || atEnd) {
		// A question naming the keys that answer it on the box's last
		// row, no field in the box ("Do you 'quit without saving'?
		// (Press 'y' to quit)", imediff's), the cursor hidden or after
		// the keys (PC-Outline's "… before leaving? (Y/N)").
		line := strings.TrimSpace(textIn(s.cells(row), b.left+1, b.right))
		if q := parseQuestion(line); q != nil && (q.Kind == Confirm || q.Kind == Choice) && strings.Contains(line, "?") {
			if rows := boxText(s, b, b.top+1, row); len(rows) > 0 {
				// (Rows of the message over it begin the question.)
				q.Question = collapse(strings.Join(append(rows, line), " "))
				if i := strings.LastIndex(q.Question, "?"); i > 0 {
					q.Question = q.Question[:i+1]
				}
			}
			if named := pressedKeys(q.Question, line); named != nil {
				return named // the keys it names are its answers
			}
			return q
		}
	}
	if p == nil || p.Question != "" {
		return nil
	}
	q := collapse(strings.Join(boxText(s, b, b.top+1, row), " "))
	if !strings.HasSuffix(q, "?") && !(p.Kind == Confirm && q != "" && !s.Cursor.Visible && !strings.Contains(q, ":")) {
		// (A yes and a no under a message that does not ask in words,
		// "MOVE notes.txt -> minutes.txt" over "[Y]es  [N]o", the
		// cursor hidden and no field's label in it, confirm it all the
		// same: a help box's keys are no yes and no.)
		return nil
	}
	p.Question = q
	return p
}

// keysThenWords reads a row of two to four keys named as keyboards write
// them (or letters in brackets, "<y> Yes"), each then the answer it
// gives, set apart by two blanks or more ("ESC no  ENTER yes", a box's
// last row): a choice, or a confirm of a yes and a no, each key in the
// notation answer_prompt sends ("<esc>"). Letters alone are left to key
// bars ("a  library").
func keysThenWords(t string) *Prompt {
	parts := columnGap.Split(strings.TrimSpace(t), -1)
	if len(parts) < 2 || len(parts) > 4 {
		return nil
	}
	p := &Prompt{Kind: Choice}
	for _, part := range parts {
		m := keyThenWord.FindStringSubmatch(part)
		if m == nil {
			return nil
		}
		key := notedKey(m[1])
		if len(m[1]) == 3 && strings.ContainsRune("<[(", rune(m[1][0])) {
			key = m[1][1:2] // a letter in brackets before its word: "<y> Yes"
		} else if strings.HasPrefix(m[1], "<") {
			key = notedKey(strings.Trim(m[1], "<>")) // a key's name in angle brackets: "<F8> Reboot"
		}
		p.Options = append(p.Options, Option{Label: m[2], Key: key})
	}
	if len(p.Options) == 2 && (yesNoPair(p.Options) || actionOrCancel(p.Options)) {
		p.Kind = Confirm
	}
	return p
}

// actionOrCancel reports whether two answers are one word that acts and
// a cancel, in either order ("<F8> Reboot  <Esc> Cancel"): go on or
// not, a yes or no in the program's words.
func actionOrCancel(o []Option) bool {
	a, b := strings.ToLower(o[0].Label), strings.ToLower(o[1].Label)
	one := func(w string) bool { return w != "" && !strings.Contains(w, " ") && w != "cancel" }
	return (one(a) && b == "cancel") || (a == "cancel" && one(b))
}

// keyThenWord is a key named as keyboards write it (in angle brackets
// or not), or a letter or a digit in brackets, then a word or two: "ESC
// no", "ENTER yes", "^C cancel", "<y> Yes", "[n] No", "<F8> Reboot".
var keyThenWord = regexp.MustCompile(`^((?i:esc|escape|enter|return|tab|space|del)|\^[A-Z]|(?i:ctrl-[a-z])|F\d{1,2}|<[A-Za-z0-9]>|<(?i:esc|escape|enter|return|tab|space|del|f\d{1,2})>|\[[A-Za-z0-9]\]|\([A-Za-z0-9]\))\s+(\pL[\pL'-]*(?: \pL[\pL'-]*)?)$`)

// boxText is the text inside box b on the rows from up to to, blank rows
// left out.
func boxText(s *grid, b box, from, to int) []string {
	var out []string
	for r := from; r < to; r++ {
		if t := textIn(s.cells(r), b.left+1, b.right); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// boxLine reads a line question asked inside a box with no buttons, the
// terminal's cursor after it on its row and nothing after it in the box
// (LifeLines' "enter path:" under its question, "enter y (yes) or n
// (no):"): the box's rows above say what is asked, the question a
// label or keys name none of it.
// keyedInBox reads the rows of box b above row as a menu of keys, each
// a key of up to three characters, two blanks, then its label, the
// labels in one column (keyColumnAbove's shape, inside a frame): a
// choice of those keys, a select where all are numbers. Nil where the
// rows with text are not all such entries.
func keyedInBox(s *grid, b box, row int) *Prompt {
	k := newKeyColumn()
	for r := b.top + 1; r < row; r++ {
		cs := s.cells(r)
		if t := strings.TrimSpace(textIn(cs, b.left+1, b.right)); t != "" && !k.add(t, r, firstCol(cs, b.left+1, b.right)) {
			return nil
		}
	}
	return k.prompt()
}

func boxLine(s *grid, b box) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row <= b.top || c.Row >= b.bottom || c.Col <= b.left || c.Col >= b.right {
		return nil
	}
	cs := s.cells(c.Row)
	if textIn(cs, c.Col, b.right) != "" {
		return nil
	}
	if len(boxText(s, b, c.Row+1, b.bottom)) > 0 {
		return nil
	}
	q := collapse(strings.Join(boxText(s, b, b.top+1, c.Row), " "))
	before := strings.TrimSpace(textIn(cs, b.left+1, c.Col))
	if before == "" && asksLabel(q) {
		// The label on the rows above, the cursor on an empty row
		// under it (pfqueue's "Insert POSIX regular expression to
		// search for:"): a field of the box. (Labels side by side,
		// bitwise's "Decimal: Hexdecimal: Octal:", head columns.)
		return textPrompt(q, "")
	}
	if before != "" && asksLabel(q) && parseQuestion(before) == nil && c.Row-1 > b.top && firstCol(cs, b.left+1, b.right) == firstCol(s.cells(textRowAbove(s, b, c.Row)), b.left+1, b.right) {
		// The same with a value typed on that row, from the label's
		// column (tremc's "magnet:?xt=urn" under "Add torrent by
		// filename, URL or hash:"): the value so far.
		p := textPrompt(q, "")
		p.Value = before
		return p
	}
	p := parseQuestion(before)
	if p == nil || (p.Kind != Text && len(p.Options) < 2) {
		return nil
	}
	if k := keyedInBox(s, b, c.Row); p.Kind == Text && p.Default == "" && choosingVerb.MatchString(p.Question) && k != nil {
		// The box's rows a menu of keys over the row asking to
		// choose (Telix's "A  Ascii" … "Z  Zmodem" over "Choice?").
		k.Question = p.Question
		return k
	}
	switch {
	case q == "":
	case p.Kind == Text || p.Kind == Password:
		p.Question = q
	case len(strings.Fields(p.Question)) <= 2:
		p.Question = lastSentence(q) // "There is no … directory. Do you want to create a database there?"
	}
	return p
}

// asksLabel reports whether a box's rows ask for a value: words ending
// in a question mark, or in their one colon (not labels side by side).
func asksLabel(q string) bool {
	return (strings.HasSuffix(q, "?") || (strings.HasSuffix(q, ":") && strings.Count(q, ":") == 1)) && word.MatchString(q)
}

// textRowAbove is the last row of box b above row with text in the box,
// or b.top.
func textRowAbove(s *grid, b box, row int) int {
	for r := row - 1; r > b.top; r-- {
		if textIn(s.cells(r), b.left+1, b.right) != "" {
			return r
		}
	}
	return b.top
}

// aloneOnScreen reports whether nothing is drawn outside a box but on
// the screen's first row (a dialog's back title) and a key to leave the
// program on its last (PyTermGUI's "Ctrl+C to exit").
func aloneOnScreen(s *grid, b box) bool {
	for r := 1; r < len(s.Lines); r++ {
		if r == len(s.Lines)-1 && r > b.bottom && leaveKeyHint.MatchString(s.Lines[r]) {
			continue
		}
		cs := s.cells(r)
		if r >= b.top && r <= b.bottom {
			if textIn(cs, 0, b.left) != "" || textIn(cs, b.right+1, s.Cols) != "" {
				return false
			}
			continue
		}
		if strings.TrimSpace(s.Lines[r]) != "" {
			return false
		}
	}
	return true
}

// leaveKeyHint is a row that names the key that leaves the program and
// nothing else: "Ctrl+C to exit", "Press q to quit", "Esc: quit".
var leaveKeyHint = regexp.MustCompile(`(?i)^\s*(press\s+)?(ctrl[-+]\w|\^\w|esc(ape)?|q)\s*(to|:|-)?\s*(exit|quit|leave|close)\.?\s*$`)

// innerField reports whether an inner frame of one row is a field: it is
// empty, or the terminal's cursor is on it (dialog's input box); text in
// a frame the cursor is not in is a message (Curses::UI's dialog).
func innerField(s *grid, inner box, row int) bool {
	if inner.bottom-inner.top == 2 && textIn(s.cells(row), inner.left+1, inner.right) == "" {
		return true
	}
	return s.Cursor.Visible && s.Cursor.Row == row
}

// framedButtons reads the buttons of a box's row r that are each drawn
// in a frame of their own ("│ Yes │" under "┌─────┐"), two or more, or
// returns nil.
func framedButtons(s *grid, r int, b box) []item {
	if r < 1 {
		return nil
	}
	cs, above := s.cells(r), s.cells(r-1)
	var items []item
	var styles []string
	open, style := -1, ""
	for _, c := range cs {
		f, side := buttonFrames[c.s]
		if c.col <= b.left || c.col >= b.right || !side {
			continue
		}
		// Each in a frame of its own, or side by side in one frame
		// split by its junctions ("┌─────┬─────┐" over "│ Yes │ No │"),
		// in any of the frame styles.
		up := at(above, c.col)
		if open < 0 || f.side != style {
			open = -1
			if up == f.tl || up == f.tj {
				open, style = c.col, f.side
			}
			continue
		}
		text := textIn(cs, open+1, c.col)
		if (up != f.tr && up != f.tj) || text == "" || strings.ContainsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) {
			open = -1
			if up == f.tl || up == f.tj {
				open = c.col
			}
			continue
		}
		items = append(items, item{row: r, from: open, to: c.col + 1, label: firstCol(cs, open+1, c.col), text: text})
		styles = append(styles, style)
		open = -1
		if up == f.tj {
			open = c.col // the junction starts the next button
		}
	}
	if len(items) < 2 {
		return nil
	}
	// The one button framed double or heavy beside light ones
	// (console-gui-tools' focused button) is the one the focus is on.
	if i := onlyIndex(len(items), func(n int) bool { return styles[n] != "│" }); i >= 0 {
		items[i].pointer = true
	}
	return items
}

// tallButtons reads a box's row of buttons drawn tall, each a face of
// its own colour with upper eighths over it and lower eighths under
// ("▔▔▔▔▔▔" over "  Save  " over "▁▁▁▁▁▁", Textual's): two to four, each
// a word or a few, exactly one with its words set apart from its own
// face (reversed, or in a background of their own), which the focus is
// on.
func tallButtons(s *grid, r int, b box) []item {
	if r-1 <= b.top || r+1 >= b.bottom {
		return nil
	}
	above, below := s.cells(r-1), s.cells(r+1)
	var items []item
	for _, it := range plainWordButtons(s, r, b) {
		// The face runs from the first upper eighth left of the words
		// to the last right of them, lower eighths under it all.
		from, to := it.from, it.to
		for at(above, from-1) == "▔" {
			from--
		}
		for at(above, to) == "▔" {
			to++
		}
		if at(above, it.from) != "▔" || at(above, it.to-1) != "▔" || from == it.from || to == it.to {
			return nil
		}
		for c := from; c < to; c++ {
			if at(below, c) != "▁" {
				return nil
			}
		}
		it.from, it.to = from, to
		items = append(items, it)
	}
	if len(items) < 2 || len(items) > 4 {
		return nil
	}
	i := onlyIndex(len(items), func(n int) bool {
		face, words := s.LookAt(r, items[n].from), s.LookAt(r, items[n].label)
		return backOf(face) != backOf(words)
	})
	if i < 0 {
		return nil
	}
	items[i].pointer = true
	return items
}

// buttonFrames are a button's frame glyphs by its side: the top's left
// and right corners and the junction that starts the next button.
var buttonFrames = map[string]struct{ side, tl, tr, tj string }{
	"│": {"│", "┌", "┐", "┬"},
	"║": {"║", "╔", "╗", "╦"},
	"┃": {"┃", "┏", "┓", "┳"},
}

// plainButtons reads buttons written as words alone on a box's last row
// inside, under a rule across it ("├────┤"), two to four of them, exactly
// one set apart by reverse video or a background of its own: the one the
// dialog's focus is on.
func plainButtons(s *grid, b box) []item {
	r := b.bottom - 1
	if r-1 <= b.top || !strings.ContainsAny(at(s.cells(r-1), b.left), "├┣╟╠") {
		return nil
	}
	var items []item
	for _, p := range piece.FindAllStringIndex(s.Lines[r], -1) {
		col := len(cellsOf(s.Lines[r][:p[0]]))
		if col <= b.left || col >= b.right {
			continue
		}
		for _, w := range strings.Fields(s.Lines[r][p[0]:p[1]]) {
			if !word.MatchString(w) || len([]rune(w)) > 12 {
				return nil
			}
		}
		for _, m := range wordRun.FindAllStringIndex(s.Lines[r][p[0]:p[1]], -1) {
			c := col + len(cellsOf(s.Lines[r][p[0]:p[0]+m[0]]))
			text := s.Lines[r][p[0]+m[0] : p[0]+m[1]]
			items = append(items, item{row: r, from: c, to: c + len(cellsOf(text)), label: c, text: text})
		}
	}
	if len(items) < 2 || len(items) > 4 {
		return nil
	}
	set := 0
	for _, it := range items {
		if l := s.LookAt(r, it.label); l.Attr&emulator.Inverse != 0 || (l.Bg != "" && l.Bg != s.LookAt(r, b.left+1).Bg) {
			set++
		}
	}
	if set != 1 {
		return nil
	}
	return items
}

// styledButtons reads buttons drawn as words on looks of their own on a
// box's row, nothing else on it (tview's modal: " Yes " on white beside
// " No " in reverse, over the box's blue): two to four short words set
// apart by three blanks or more, each from its first cell to its last
// in a look other than the box's (a background of its own, or reverse
// video). The focus is on the one bold throughout, or else on the one
// alone in its look. On the box's last row with text, under its
// message, the buttons not focused may be drawn in the box's own look
// (NVIDIA's installer: " No " white on red beside a plain "Yes"): one
// word alone set apart is the focused one.
func styledButtons(s *grid, r int, b box) []item {
	items := plainWordButtons(s, r, b)
	if len(items) < 2 || len(items) > 4 {
		return nil
	}
	plain := s.LookAt(b.top+1, b.right-1) // (the box's own look, as boxPrompt takes it)
	set := func(l emulator.Look) bool { return l.Attr&emulator.Inverse != 0 || (l.Bg != "" && l.Bg != plain.Bg) }
	looks := make([]emulator.Look, len(items))
	unset := 0
	for i, it := range items {
		looks[i] = s.LookAt(r, it.from)
		for c := it.from; c < it.to; c++ {
			// (A letter in a colour of its own is the key that presses
			// it, Turbo Vision's "~N~o": the button's background is
			// one.)
			if l := s.LookAt(r, c); set(l) != set(looks[i]) || (set(l) && backOf(l) != backOf(looks[i])) {
				return nil
			}
		}
		if !set(looks[i]) {
			unset++
		}
	}
	if unset > 0 {
		i := onlyIndex(len(items), func(n int) bool { return set(looks[n]) })
		if i < 0 || !lastWithText(s, r, b) {
			return nil
		}
		items[i].pointer = true
		return items
	}
	i := onlyIndex(len(items), func(n int) bool { return allBold(s, items[n]) })
	if i < 0 {
		i = onlyIndex(len(items), func(n int) bool {
			// (Each by its last cell: a key letter in a colour of its
			// own starts a button, "~N~o".)
			last := func(it item) emulator.Look { return s.LookAt(r, it.to-1) }
			return !slices.ContainsFunc(items, func(o item) bool { return o.from != items[n].from && last(o) == last(items[n]) })
		})
	}
	if i < 0 {
		return nil
	}
	items[i].pointer = true
	return items
}

// allBold reports whether every cell of an item is drawn bold.
func allBold(s *grid, it item) bool {
	for c := it.from; c < it.to; c++ {
		if s.LookAt(it.row, c).Attr&emulator.Bold == 0 {
			return false
		}
	}
	return true
}

// fieldUnderMessage reads the field on row r of box b, under its
// message p.Question, the cursor in it: its label asks after the
// message, or alone where the field's row was the whole message, or the
// box's title where the field has none. (A value in the field,
// lanterna's "release-7", was read with the message's rows: it is the
// field's, no words of the question.)
func fieldUnderMessage(s *grid, p *Prompt, b box, r int) *Prompt {
	if row := collapse(textIn(s.cells(r), b.left+1, b.right)); row != "" && (p.Question == row || strings.HasSuffix(p.Question, " "+row)) {
		p.Question = strings.TrimSpace(strings.TrimSuffix(p.Question, row))
	}
	label, value := fieldOf(s, r, b.left+1, b.right)
	switch {
	case label != "" && p.Question == "":
		p.Question = label // (the field's row was the whole message: Terminal.Gui's "New name: notes.txt")
	case label != "":
		p.Question = collapse(p.Question + ": " + label)
	case p.Question == "":
		if t := titleOf(s, b); title(t) {
			p.Question = t // (the field's row was the message, no label: the box's title asks, mprocs' "Add process")
		}
	}
	p.Kind = Text
	if secretWord.MatchString(p.Question) {
		p.Kind, value = Password, ""
	}
	p.Default, p.Prefilled = value, value != ""
	return p
}

// highlightWithin reports whether a row of box b above its buttons' row
// is set apart (a list's current entry): a window of the program's own
// with a button to leave it (nmtui's connections over "<Back>"), no
// message waiting for its one button.
func highlightWithin(s *grid, b box, btnRow int) bool {
	for _, h := range Highlights(s.Snapshot) {
		if h.Row > b.top && h.Row < btnRow && h.Col > b.left && h.Col+h.Len <= b.right {
			return true
		}
	}
	return false
}

// answeredByButtons reads a box whose message asks ("Would you like to
// begin an installation or use the live system?") over two to four
// buttons that are no yes and no (bsdinstall's "<Install>  <Shell>
// <Live System>"): a select of the buttons, the focused one the one
// the terminal's cursor is on, or the one set apart by its look. Nil
// where the message does not ask or no button is focused.
func answeredByButtons(s *grid, p *Prompt, items []item, plain []emulator.Look) *Prompt {
	if len(items) < 2 || len(items) > 4 || !strings.HasSuffix(p.Question, "?") {
		return nil
	}
	opts := options(s, items, plain...)
	if c := s.Cursor; c.Visible {
		for i, it := range items {
			on := c.Row == it.row && c.Col >= it.from && c.Col < it.to
			opts[i].Selected = boolp(on)
		}
	}
	if (&Prompt{Options: opts}).SelectedIndex() < 0 {
		return nil
	}
	p.Kind, p.Options = Select, opts
	return p
}

// lastWithText reports whether row is the last row with text inside box
// b, and a row above it inside holds text too, or the box's title asks
// (the message the buttons answer).
func lastWithText(s *grid, row int, b box) bool {
	for r := row + 1; r < b.bottom; r++ {
		if textIn(s.cells(r), b.left+1, b.right) != "" {
			return false
		}
	}
	for r := row - 1; r > b.top; r-- {
		if textIn(s.cells(r), b.left+1, b.right) != "" {
			return true
		}
	}
	_, t := boxTitle(s, b.top+1, b.left, b.right)
	return strings.HasSuffix(t, "?")
}

// plainWordButtons reads a box's row as words set apart by three
// blanks or more, nothing else on it but their shadows, each a button's
// few words, none in brackets, its key in parentheses after them at
// most.
func plainWordButtons(s *grid, r int, b box) []item {
	cs := s.cells(r)
	// (A button's shadow beside it, "▄", is none of its words: Turbo
	// Vision's and FINAL CUT's buttons.)
	line := strings.NewReplacer("▄", " ", "▀", " ").Replace(rowText(cs, b.left+1, b.right))
	var items []item
	for _, p := range wideGap.Split(strings.TrimSpace(line), -1) {
		m := keyedButton.FindStringSubmatch(p)
		if m == nil {
			return nil
		}
		col := -1
		for _, c := range cs {
			if c.col > b.left && c.col < b.right && (len(items) == 0 || c.col >= items[len(items)-1].to) && c.s != " " && textIn(cs, c.col, c.col+len(p)) == p {
				col = c.col
				break
			}
		}
		if col < 0 {
			return nil
		}
		items = append(items, item{row: r, from: col, to: col + len(p), label: col, text: m[1], key: m[2]})
	}
	return items
}

// wordRun is a word of a row.
var wordRun = regexp.MustCompile(`\S+`)

// listOrField reports whether a block of a box's rows is a list or a
// field rather than more of its message: a field's underscores, an
// entry set apart by its look, or marks before the entries. (Tags
// alone tell nothing: two rows of a paragraph may have their second
// words in one column.)
func listOrField(s *grid, rows []int, b box, plain []emulator.Look) bool {
	var items []item
	for _, r := range rows {
		if strings.Contains(s.Lines[r], "__") {
			return true
		}
		items = append(items, parseItem(s.cells(r), r, b.left+1, b.right))
	}
	if slices.ContainsFunc(items, marked) {
		return true
	}
	return len(items) > 1 && highlight(s, items, plain) >= 0
}

// fieldOf reads a field drawn on row between columns from and to: its
// label, text before the field on the row (newt's "Table name
// users____"), and its value. The field is the run of the background the
// terminal's cursor is on, when it is on the row; else all of it.
func fieldOf(s *grid, row, from, to int) (label, value string) {
	cs := s.cells(row)
	if s.Cursor.Row == row && s.Cursor.Col >= from && s.Cursor.Col < to {
		bg := s.LookAt(row, s.Cursor.Col).Bg
		start := s.Cursor.Col
		for start > from && s.LookAt(row, start-1).Bg == bg {
			start--
		}
		if bg != "" && start > from {
			end := s.Cursor.Col
			for end < to && s.LookAt(row, end).Bg == bg {
				end++
			}
			return textIn(cs, from, start), strings.TrimRight(textIn(cs, start, end), "_")
		}
	}
	return "", strings.TrimRight(textIn(cs, from, to), "_")
}

// drawnGlyphs are the characters frames are drawn with.
const drawnGlyphs = "─━═│┃║┌┐└┘┏┓┗┛╔╗╚╝╭╮╯╰├┤┬┴┼┣┫╠╣╟╢╤╧"

// centred reports whether row r's text inside the frame b stands in its
// middle, a blank of two columns or more either side, as a gauge's
// figure is drawn; a list's entry or a field's value starts at its left.
func centred(s *grid, r int, b box) bool {
	first, last := -1, -1
	for _, c := range s.cells(r) {
		if c.col > b.left && c.col < b.right && c.s != " " {
			if first < 0 {
				first = c.col
			}
			last = c.col
		}
	}
	left, right := first-b.left-1, b.right-1-last
	return first >= 0 && left >= 2 && right >= 2 && left-right <= 1 && right-left <= 1
}

// looseForm reads a form whose tags did not split into a column, as
// some of its fields are empty (dialog's mixedform with a hidden
// field): rows of plain text starting in one column, none marked as a
// list's entry is, the cursor on one of them past its tag and a blank,
// where the value is typed (a value is two blanks or more from its tag).
func looseForm(s *grid, items []item) *Prompt {
	for _, it := range items {
		if it.pointer || it.radio || it.hasCheck || it.bullet || it.label != items[0].label {
			return nil
		}
	}
	for _, it := range items {
		if it.row != s.Cursor.Row || it.label < 0 {
			continue
		}
		cs := s.cells(it.row)
		tagEnd, value := -1, -1
		spaces := 0
		for _, c := range cs {
			if c.col < it.label || c.col >= it.to {
				continue
			}
			if c.s == " " {
				spaces++
				continue
			}
			if tagEnd >= 0 && spaces >= 2 {
				value = c.col
				break
			}
			spaces, tagEnd = 0, c.col+1
		}
		switch {
		case tagEnd < 0:
			return nil
		case value >= 0 && s.Cursor.Col >= value:
			v := collapse(textIn(cs, value, it.to))
			return &Prompt{Kind: Text, Question: textIn(cs, it.label, tagEnd), Default: v, Prefilled: v != ""}
		case value < 0 && s.Cursor.Col > tagEnd:
			q := textIn(cs, it.label, tagEnd)
			if secretWord.MatchString(q) {
				return &Prompt{Kind: Password, Question: q}
			}
			return &Prompt{Kind: Text, Question: q}
		}
		return nil
	}
	return nil
}

// formField reads the field of a form the terminal's cursor is in: rows
// of a tag and a value (dialog's form: "Host     db-1"), the cursor on
// one of them past its tag. The field's tag is the question, its value
// the default, typed in place.
func formField(s *grid, items []item) *Prompt {
	if !s.Cursor.Visible {
		return nil
	}
	if !slices.ContainsFunc(items, func(it item) bool { return it.key != "" }) {
		return looseForm(s, items)
	}
	for _, it := range items {
		if it.row != s.Cursor.Row || it.key == "" || it.label < 0 {
			continue
		}
		cs := s.cells(it.row)
		desc := -1
		for _, c := range cs {
			if c.col > it.label && c.col < it.to && c.s != " " && textIn(cs, it.label, c.col) == it.key {
				desc = c.col
				break
			}
		}
		if desc < 0 || s.Cursor.Col < desc {
			return nil
		}
		return &Prompt{Kind: Text, Question: it.key, Default: it.text, Prefilled: it.text != ""}
	}
	return nil
}

// fzf and its kind: a list, a counter row ("4/4 ───") and the query row
// with the cursor, the list on the counter's far side.

var fzfInfo = regexp.MustCompile(`^\s*\d+/\d+(\s+\((\d+)\))?(\s+[─-]+.*)?\s*$`)

var fzfCount = regexp.MustCompile(`(\d+)/\d+`)

// fzfBar is the scroll bar fzf draws in the last column.
const fzfBar = "│▐█░▌"

func fzfPrompt(s *grid) *Prompt {
	row, dir := fzfQuery(s)
	if dir == 0 {
		return nil
	}
	info := s.Lines[row+dir]
	multi := fzfInfo.FindStringSubmatch(info)[2] != "" // --multi counts the marked entries
	items := fzfEntries(s, row, dir, multi)
	if len(items) == 0 {
		return nil
	}
	total := fzfCount.FindStringSubmatch(info)
	return &Prompt{Kind: listKind(items), Question: strings.TrimSpace(s.Lines[row]), Options: options(s, items), Filter: true, Toggle: "<tab>",
		More: total != nil && total[1] != strconv.Itoa(len(items))}
}

// fzfQuery finds the counter row and which side of it the list is on:
// the side whose next row has fzf's gutter (a background in its first
// cell), or else the side away from the cursor, which waits in the
// query. It returns the query's row and the list's direction from it (1
// down, -1 up), or a dir of 0 where there is no counter row.
func fzfQuery(s *grid) (row, dir int) {
	for r := 1; r+1 < len(s.Lines); r++ {
		if !fzfInfo.MatchString(s.Lines[r]) {
			continue
		}
		above, below := s.LookAt(r-1, 0).Bg != "", s.LookAt(r+1, 0).Bg != ""
		switch {
		case below && !above:
			return r - 1, 1 // --reverse: the list runs down from under the counter
		case above && !below:
			return r + 1, -1 // the list runs up from above it
		case s.Cursor.Row == r-1 || (!s.Cursor.Visible && drawnCursor(s, r-1) >= 0):
			return r - 1, 1 // the query's cursor, the terminal's or one the finder draws (go-fzf's)
		case s.Cursor.Row == r+1 || (!s.Cursor.Visible && drawnCursor(s, r+1) >= 0):
			return r + 1, -1
		}
	}
	return -1, 0
}

// fzfEntries reads the entries from the query's row away along dir, in
// the order a person reads them (top down). Entries have fzf's gutter: a
// look in their first cell (a header row, in the same column, has none).
// Without colours, or where only the pointed entry's first cell has one
// (a finder that colours its pointer alone), every row counts.
func fzfEntries(s *grid, row, dir int, multi bool) []item {
	from, gap := row+2*dir, false
	for from >= 0 && from < len(s.Lines) && strings.TrimSpace(s.Lines[from]) == "" {
		// (A list drawn from the screen's far edge, blank rows between
		// it and the counter: pzp's.)
		from, gap = from+dir, true
	}
	within := func(r int) bool {
		if r < 0 || r >= len(s.Lines) || strings.TrimSpace(s.Lines[r]) == "" {
			return false
		}
		// Past the gap, a row starting with words in the gutter's
		// column is the list's heading, no entry.
		return !gap || !unicode.IsLetter([]rune(s.Lines[r] + " ")[0])
	}
	gutters := 0
	for r := from; within(r); r += dir {
		if s.LookAt(r, 0).Bg != "" || !gap && s.LookAt(r, 0) != (emulator.Look{}) {
			gutters++
		}
	}
	gutter := gutters > 1
	var items []item
	for r := from; within(r); r += dir {
		cs := s.cells(r)
		if gutter && s.LookAt(r, 0) == (emulator.Look{}) {
			continue
		}
		it := parseItem(cs, r, 2, s.Cols)
		it.from = 0
		it.pointer = at(cs, 0) == ">" || at(cs, 0) == "▌"
		if multi {
			m := at(cs, 1)
			it.checked, it.hasCheck = boolp(m != " " && m != ""), true
		}
		it.text = strings.TrimRight(it.text, " "+fzfBar)
		if it.label < 0 {
			continue
		}
		items = append(items, it)
	}
	if dir < 0 {
		slices.Reverse(items)
	}
	if gap && !slices.ContainsFunc(items, func(it item) bool { return it.pointer }) {
		return nil // (rows far from the counter, none pointed at: no list of its)
	}
	return items
}

// titledBox reads a prompt drawn in a frame whose top edge carries the
// question ("┌ Pick a region ───┐"), or whose first row does over a rule
// across it ("│ Which mirror? │" over "├────┤"), with no buttons:
// inside, entries marked by a pointer, radio or tick (a select or a
// multiselect; "< mirror-ord >" is a pointer drawn around its entry), a
// row of two answers ("● Yes / ○ No": a confirm), or one row the
// terminal's cursor waits on, or that a field's mark starts where the
// cursor waits elsewhere ("> release-7": a text field, its text the
// default). A box as wide as the screen is a window's frame, no prompt;
// a box drawn over a window (console-gui-tools' popups) is read where
// the first box found is none.
func titledBox(s *grid) *Prompt {
	first, ok := findBox(s, 0, 0, s.Cols)
	if !ok {
		return nil
	}
	if p := titledBoxAt(s, first); p != nil {
		return p
	}
	for _, b := range boxesWithin(s, first) {
		if p := titledBoxAt(s, b); p != nil {
			return p
		}
	}
	for b, ok := findBox(s, first.bottom+1, 0, s.Cols); ok; b, ok = findBox(s, b.bottom+1, 0, s.Cols) {
		if p := titledBoxAt(s, b); p != nil {
			return p
		}
	}
	if !boxTiled(s, first) {
		return nil
	}
	// A box drawn over a program's panes, across them (termusic's
	// "╭ Are you sure you want to quit termusic? ─╮" over its library
	// and playlist): the one box standing between sides on both.
	for r := first.top + 1; r < len(s.Lines); r++ {
		for i, c := range s.cells(r) {
			if !cornerGlyphs[c.s] {
				continue
			}
			if b, ok := boxFrom(s, r, i, 0, s.Cols); ok {
				if p := titledBoxAt(s, b); p != nil {
					return p
				}
			}
		}
	}
	return nil
}

// boxesWithin are the boxes whose top-left corner is inside box w, top
// to bottom.
func boxesWithin(s *grid, w box) []box {
	var out []box
	for r := w.top + 1; r < w.bottom; r++ {
		for i, c := range s.cells(r) {
			if c.col <= w.left || c.col >= w.right {
				continue
			}
			if b, ok := boxFrom(s, r, i, w.left+1, w.right); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

func titledBoxAt(s *grid, b box) *Prompt {
	wide := b.right-b.left >= s.Cols-2
	if (wide && !modalKeys(s)) || b.bottom-b.top < 2 {
		return nil
	}
	body := b.top + 1
	_, q := boxTitle(s, b.top+1, b.left, b.right)
	if !title(q) && b.top+2 < b.bottom && strings.ContainsAny(at(s.cells(b.top+2), b.left), "├┣╟╠") {
		q, body = strings.TrimSpace(textIn(s.cells(b.top+1), b.left+1, b.right)), b.top+3
	}
	if !title(q) || boxTiled(s, b) {
		return nil // (a pane of a full-screen program's own, beside another: its library, its log)
	}
	var items []item
	for r := body; r < b.bottom; r++ {
		if it := parseItem(s.cells(r), r, b.left+1, b.right); it.label >= 0 && textIn(s.cells(r), b.left+1, b.right) != "" {
			if u := unbutton(it.text); u != it.text && strings.HasPrefix(it.text, "<") {
				it.text, it.pointer = u, true // "< mirror-ord >": a pointer drawn around its entry
			}
			items = append(items, it)
		}
	}
	if len(items) == 1 {
		return titledOne(s, b, q, items[0])
	}
	if len(items) < 2 || !slices.ContainsFunc(items, marked) || mixedBoxes(items) {
		return nil
	}
	if wide {
		// Rows of the column beside, under the entries, are none.
		col := items[slices.IndexFunc(items, marked)].label
		items = slices.DeleteFunc(items, func(it item) bool { return it.label != col })
		for i := range items {
			// A column beside the entries, set apart by a wide gap,
			// tells of the pointed one (nwipe's method's description).
			row := textIn(s.cells(items[i].row), items[i].label, b.right)
			if loc := columns.FindStringIndex(row); loc != nil {
				items[i].text = row[:loc[0]+1]
			}
		}
	}
	return &Prompt{Kind: listKind(items), Question: q, Options: options(s, items)}
}

// boxTiled reports whether box b is one of panes laid side by side
// (tiledPane) on any of its rows.
func boxTiled(s *grid, b box) bool {
	for r := b.top + 1; r < b.bottom; r++ {
		if tiledPane(s, r, b.left, b.right) {
			return true
		}
	}
	return false
}

// modalKeys reports whether the screen's help row (helpRow: "J=Down
// K=Up Space=Select Backspace=Cancel") names a key that picks and one
// that cancels: a list the program asks to pick from,
// modal, though drawn in a window as wide as the screen.
func modalKeys(s *grid) bool {
	_, keys := helpRow(s)
	has := func(actions ...string) bool {
		return slices.ContainsFunc(actions, func(a string) bool { return keys[a] != "" })
	}
	return has("select", "choose", "pick", "ok", "accept") && has("cancel", "back", "abort")
}

// taggedQuestion finds a question drawn after a tag instead of a glyph
// (a short word set before it, "dir Where should the project live?"),
// whose widget's rows below start in the column its text starts in (a
// blank row among them after the first): the
// last row, under it only the widget, that ends in "?" or ":", the
// terminal's cursor hidden or in the widget. It returns the row and the
// cell its text starts at, or -1.
func taggedQuestion(s *grid) (int, int) {
	last := len(s.Lines) - 1
	for last >= 0 && strings.TrimSpace(s.Lines[last]) == "" {
		last--
	}
	for q := last - 1; q >= 0 && q >= last-4; q-- {
		cs := s.cells(q)
		t := strings.TrimRight(s.Lines[q], " ")
		indent := tagIndent(s, q, cs)
		if len(cs) < 4 || indent < 0 || !(strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":")) {
			continue
		}
		i, ok := afterTag(s, q, cs, indent)
		if !ok {
			return -1, 0
		}
		col := cs[i].col
		for r := q + 1; r <= last; r++ {
			rc := s.cells(r)
			if strings.TrimSpace(s.Lines[r]) == "" && r > q+1 {
				continue // (a blank row over the widget's message: "This field is required")
			}
			if len(rc) == 0 || firstCol(rc, 0, s.Cols) != col {
				return -1, 0
			}
		}
		if s.Cursor.Visible && (s.Cursor.Row <= q || s.Cursor.Row > last) {
			return -1, 0
		}
		return q, i
	}
	return -1, 0
}

// tagIndent is how many blanks indent a tag at the start of row q: a few
// may, where the tag has a background of its own (@astrojs/cli-kit
// aligns its tags to the right: "   dir "); -1 where blanks indent a
// tag without one.
func tagIndent(s *grid, q int, cs []cell) int {
	indent := 0
	for indent < len(cs) && indent < 4 && cs[indent].s == " " && s.LookAt(q, cs[indent].col).Bg == "" {
		indent++
	}
	if indent > 0 && (indent >= len(cs) || s.LookAt(q, cs[indent].col).Bg == "") {
		return -1
	}
	return indent
}

// afterTag reads the tag from cell index indent of row q: one word of at
// most 8 cells, padded with blanks of its own background when it has one
// (" dir "), then one blank (two after a tag on a background); it
// returns the index of the cell the question starts at.
func afterTag(s *grid, q int, cs []cell, indent int) (int, bool) {
	tagged := func(i int) bool { return cs[i].s == " " && s.LookAt(q, cs[i].col).Bg != "" }
	i := indent
	for i < len(cs) && tagged(i) {
		i++
	}
	w := i
	for i < len(cs) && cs[i].s != " " {
		i++
	}
	for i < len(cs) && tagged(i) {
		i++
	}
	if i+2 < len(cs) && cs[i].s == " " && cs[i+1].s == " " && cs[i+2].s != " " && s.LookAt(q, cs[w].col).Bg != "" {
		i++ // two blanks after a tag on a background of its own
	}
	if i == w || i-w > 8 || i+1 >= len(cs) || cs[i+1].s == " " {
		return 0, false
	}
	return i + 1, true
}

// valueMarkRE is a glyph pointing right set apart by blanks within a
// question's row, the value after it ("Project name › value"), but for
// ">" (valueMark).
var valueMarkRE = regexp.MustCompile(` [` + strings.TrimPrefix(pointingClass, ">") + `] `)

// valueMark returns where the first mark of valueMarkRE starts in s (a
// question's row and a blank) and its length in bytes, or -1. An ASCII
// ">" is the mark only as the last one, with no question or label after
// it ("Access token > ", "Deploy now? > no / yes"; "Is 3 > 2?"
// compares).
func valueMark(s string) (int, int) {
	if m := valueMarkRE.FindStringIndex(s); m != nil {
		return m[0], m[1] - m[0]
	}
	i := strings.LastIndex(s, " > ")
	if i < 0 {
		return -1, 0
	}
	if after := strings.TrimSpace(s[i+3:]); strings.HasSuffix(after, "?") || strings.HasSuffix(after, ":") {
		return -1, 0
	}
	return i, 3
}

// dialogBox is the smallest box on the screen that holds a row of
// buttons inside it ("[ Yes ]  [ No ]", buttons in frames of their own),
// the row's text within its sides: a dialog.
func dialogBox(s *grid) (box, bool) {
	return smallestBox(s, len(s.Lines), func(b box) bool {
		if b.bottom-b.top < 3 {
			return false
		}
		for row := b.bottom - 1; row > b.top; row-- {
			inside := textIn(s.cells(row), b.left+1, b.right)
			if len(button.FindAllString(inside, -1)) >= 2 || framedButtons(s, row, b) != nil || oneBracketed(s, row, b) != nil || styledButtons(s, row, b) != nil || keysThenWords(inside) != nil {
				return true
			}
		}
		return false
	})
}

// smallestBox is the smallest box whose top edge is above row until and
// that fit takes, found from every top-left corner on the screen.
func smallestBox(s *grid, until int, fit func(box) bool) (box, bool) {
	var best box
	found := false
	area := func(b box) int { return (b.bottom - b.top) * (b.right - b.left) }
	for r := 0; r < until && r < len(s.Lines); r++ {
		if !strings.ContainsAny(s.Lines[r], "┌╭┏╔▛") {
			continue
		}
		for i := range s.cells(r) {
			b, ok := boxFrom(s, r, i, 0, s.Cols)
			if ok && (!found || area(b) < area(best)) && fit(b) {
				best, found = b, true
			}
		}
	}
	return best, found
}
