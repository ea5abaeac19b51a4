package modes

import (
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/agentty/agentty/emulator"
)

// statusAskedAgain reads what an editor asks on its status row, the
// screen's first or last (issue 44: editors other than the ones the
// table names ask there too): a question whose keys that row names, the
// cursor right after it or left on the match in the text ("Replace ?
// (G/Y/N/Q)", "REPLACE?  [Y]es  [N]o  [R]est  [C]ancel"); a field asking
// a value by its name, the cursor right after it or after what was
// typed into it, the status set apart after it (a bar, or words naming
// a file given or a place: "Write to:        #:1 notes.txt", "+Search:
// third"); a field on the last row whose hint names the keys that end
// it ("Search: third (Use ESC / Enter / Arrows)"), the cursor left in
// the text (with the cursor after what was typed there, set 186 labels
// it the editor's own, set 346 a question: it is read as before).
// The program reads as an editor,
// or began as one and now reads as no other program; a row that is a
// line of a file it was given is its text, no status row.
func statusAskedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if f.Canonical || f.Exited || !f.Waiting || len(s.Lines) < 3 || !(r.Mode == Editor || f.Began == Editor && (unread(r) || r.Mode == Pager)) {
		return r, false
	}
	p := statusRowAsks(s, f)
	if p == nil {
		return r, false
	}
	return Result{Mode: Question, Detail: programName(f.Program) + " asks on its status row: " + p.Question, Prompt: p}, true
}

// statusRowAsks is statusAskedAgain's prompt, or nil.
func statusRowAsks(s emulator.Snapshot, f Facts) *Prompt {
	c, last := s.Cursor, len(s.Lines)-1
	for _, row := range []int{0, last} {
		line := strings.TrimRight(s.Lines[row], " ")
		if inDocumentHeads(f, line) {
			continue
		}
		if c.Visible && c.Row == row {
			if p := askedBeforeCursor(s, f, row, line); p != nil {
				return p
			}
			continue
		}
		for _, part := range wideGap.Split(strings.TrimSpace(line), -1) {
			if p := statusKeys(part); p != nil {
				return p
			}
		}
		if m := hintedField.FindStringSubmatch(line); m != nil && row == last {
			return &Prompt{Kind: Text, Question: m[1]}
		}
	}
	return nil
}

// inDocumentHeads is inFileHeads over the files given to the program
// to show, not the script an interpreter runs.
func inDocumentHeads(f Facts, text string) bool {
	docs := f
	docs.Files = slices.DeleteFunc(slices.Clone(f.Files), func(h FileHead) bool { return runsScript(f, h.Arg) })
	return inFileHeads(docs, text)
}

// statusKeys reads a part of a status row as a question naming two keys
// or more, in words; where the status runs into it, two blanks before
// the question ("notes.txt Row: 1/3 Col: 7  Replace (yes/No/all/quit)
// ?"), the question is what follows them.
func statusKeys(part string) *Prompt {
	asks := func(p *Prompt) bool { return keyChoices(p) && word.MatchString(p.Question) }
	p := parseQuestion(part)
	if !asks(p) {
		return nil
	}
	if pieces := columnGap.Split(part, -1); len(pieces) > 1 && columnGap.MatchString(p.Question) {
		if q := parseQuestion(pieces[len(pieces)-1]); asks(q) {
			return q
		}
	}
	return p
}

// askedBeforeCursor reads the cursor's row (line) as what the program
// asks left of the cursor: keys named after a question, whatever
// follows; or, the status set apart by two blanks or more after it, a
// label ending in a colon (what was typed after it at most) or a
// question. Words of no letters before it (a line's number) are none of
// it.
func askedBeforeCursor(s emulator.Snapshot, f Facts, row int, line string) *Prompt {
	left, right := cutAtWidth(line, s.Cursor.Col)
	fields := strings.Fields(left)
	for len(fields) > 0 && !strings.ContainsFunc(fields[0], unicode.IsLetter) {
		fields = fields[1:]
	}
	t := strings.Join(fields, " ")
	if t == "" {
		return nil
	}
	if p := statusKeys(t); p != nil {
		return p
	}
	if strings.TrimSpace(right) == "" || !strings.HasPrefix(right, "  ") && !strings.HasSuffix(left, "  ") {
		return nil // (no status set apart after it: a line of the text, the cursor at its end)
	}
	if !bar(s, row) && !statusSaid(f, right) {
		return nil // (a value after a label in the text, "Version:        1.0", no status)
	}
	if m := namedLabel.FindStringSubmatch(t); m != nil {
		if commandLabel.MatchString(m[1]) {
			return nil // the editor's command line ("Command:"), its own keys still
		}
		return &Prompt{Kind: Text, Question: m[1]}
	}
	if p := parseQuestion(t); p != nil && strings.HasSuffix(p.Question, "?") && word.MatchString(p.Question) {
		return p // (keys run together after it, "Mode?(DORV8)", read as its default)
	}
	return nil
}

// statusSaid reports whether text reads as an editor's status: it names
// a file the program was given, or gives a place (a line, a column, a
// count after "#:").
func statusSaid(f Facts, text string) bool {
	for _, a := range f.Args {
		if b := path.Base(a); len(b) > 2 && strings.Contains(text, b) {
			return true
		}
	}
	return editorPlace.MatchString(text)
}

var (
	// editorPlace is a place an editor's status gives: "#:1", "Line: 1", "Col 7",
	// "L1 C1", "1/40".
	editorPlace = regexp.MustCompile(`(?i)#:\d|\b(?:line|ln|col|row)\b:?\s*\d|\bL\d+\s*C\d+\b|\b\d+/\d+\b`)
	// namedLabel is a field's label, one to four words ending in a
	// colon, what was typed after it: "Write to:", "+Search: third".
	namedLabel = regexp.MustCompile(`^([+]?\p{L}[\p{L}'-]*(?: [\p{L}'-]+){0,3}:)(?: \S.*)?$`)
	// commandLabel names an editor's command line: "Command:", "COMMAND:".
	commandLabel = regexp.MustCompile(`(?i)^command\b`)
	// hintedField is a field's label and what was typed into it, then a
	// hint in parentheses naming the keys that end it: "Search: third
	// (Use ESC / Enter / Arrows)", "Save as:  (ESC to cancel)".
	hintedField = regexp.MustCompile(`^(\p{L}[\p{L}'-]*(?: [\p{L}'-]+){0,3}:)[^()]*\((?:[^()]*\b(?i:esc|enter|cancel)\b[^()]*)\)\s*$`)
)

// keysAskedAgain reads a question naming its keys that a full-screen
// program read as asking nothing shows on its first or last row (DF-
// SHOW's "Delete file? (Yes/No)" over its listing, tg's "(are you sure
// you want to delete the chat? (y/N))" under its panes) or in a box
// of three rows of text at most (matcha's "Discard draft?" over
// "(y/n)", a "Confirm" pane's "Delete Night Drive from your library?
// (y/n)"; a question alone in its box, turm's "Cancel job 48213?"),
// wherever the cursor stands: that question, where the screen
// shows one only. A pager that began as one asks so on its last row
// or in a box, not on its first; text of a file the program was given
// asks nothing.
func keysAskedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if f.Canonical || f.Exited || !f.Waiting || len(s.Lines) < 3 || !(unread(r) || r.Mode == Pager && f.Began == Pager) {
		return r, false
	}
	g := &grid{Snapshot: s}
	var found []*Prompt
	for _, row := range []int{0, len(s.Lines) - 1} {
		line := strings.TrimSpace(s.Lines[row])
		if r.Mode == Pager && row == 0 || inDocumentHeads(f, line) {
			continue // (a pager asks on its last row; its text is no question)
		}
		if p := keysAsked(strings.Trim(line, "│┃║"), false); p != nil {
			found = append(found, p)
		}
	}
	for _, b := range innermostBoxes(g) {
		var rows []string
		for row := b.top + 1; row < b.bottom; row++ {
			if t := strings.TrimSpace(textIn(g.cells(row), b.left+1, b.right)); t != "" {
				rows = append(rows, t)
			}
		}
		if len(rows) > 0 && len(rows) <= 3 && !inDocumentHeads(f, strings.Join(rows, " ")) {
			// (A box holding a question alone asks it: turm's Confirm.)
			if p := keysAsked(strings.Join(rows, " "), len(rows) == 1); p != nil {
				found = append(found, p)
			}
		}
	}
	if len(found) != 1 {
		return r, false
	}
	p := found[0]
	return Result{Mode: Question, Detail: programName(f.Program) + ", " + string(p.Kind) + " prompt (a question with its keys on its screen)", Prompt: p}, true
}

// closesAtEnd reports whether the parenthesis that opens t closes at its
// last byte: "(are you sure? (y/N))", not "(1/3) Delete file? (y/n)".
func closesAtEnd(t string) bool {
	depth := 0
	for i, c := range t {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i == len(t)-1
			}
		}
	}
	return false
}

// keysAsked reads t as a question in words, a question mark among them
// and no columns, naming two keys or more (or, bare, asking alone); the
// parentheses around it all taken off.
func keysAsked(t string, bare bool) *Prompt {
	t = strings.TrimSpace(t)
	for strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && strings.Count(t, "(") > 1 && closesAtEnd(t) {
		t = strings.TrimSpace(t[1 : len(t)-1])
	}
	p := parseQuestion(t)
	if !keyChoices(p) || !strings.Contains(p.Question, "?") || !word.MatchString(p.Question) || wideGap.MatchString(p.Question) {
		return nil // (columns set apart in it are a help row's: "F1 help and options:    ^=Ctrl …  ?")
	}
	if _, keys, _ := strings.Cut(t, strings.TrimRight(p.Question, "?")); !bare && strings.Trim(keys, "? ") == "" {
		return nil // (a question alone names no keys: "Are you sure?" over words set apart or not)
	}
	return p
}
