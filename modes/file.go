package modes

import (
	"bytes"
	"encoding/hex"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// A file the program was given, and whether the screen shows it: a
// program that draws a screen of its own and shows the first lines of a
// file named in its arguments is showing that file, an editor when its
// cursor is in that text, a pager when the cursor waits below it or is
// hidden. The session reads the heads (Facts.Files); the screen decides.

// FileHead is the first bytes of a regular file named in the foreground
// program's arguments, as the session read it (a few KiB at most).
type FileHead struct {
	Arg  int    // the argument's index in Facts.Args
	Head []byte // the file's first bytes; a last line cut short is dropped when read
}

// shownFile is a file of the program's arguments on the screen: its
// name, the rows its first lines take (top to bottom), and whether they
// show as its bytes in hex.
type shownFile struct {
	name        string
	top, bottom int
	hex         bool
	whole       bool // every line of the file is shown (its head is all of it)
	left        int  // the column its lines start in
}

// minShownLines is how many lines of a file, one under the other, make
// the screen show it (fewer where the file has fewer): one row that
// happens to hold a line's words says nothing.
const minShownLines = 3

// fileShown finds the first of the program's files whose head the
// screen shows: its lines on rows one under the other, from the same
// column (a gutter of line numbers or a frame may stand left of them; a
// line longer than the screen is cut at its edge), or its first bytes in
// hex on a row. The longest run of lines wins.
func fileShown(s emulator.Snapshot, f Facts) (shownFile, bool) {
	for _, h := range f.Files {
		if h.Arg < 0 || h.Arg >= len(f.Args) || len(h.Head) == 0 || runsScript(f, h.Arg) {
			continue
		}
		name := path.Base(f.Args[h.Arg])
		if top, bottom, ok := linesShown(s, h.Head); ok {
			lines := headLines(h.Head)
			if n := len(lines); n > 0 && lines[n-1] == "" {
				lines = lines[:n-1]
			}
			whole := len(lines) == bottom-top+1
			left := -1
			if i := strings.Index(s.Lines[top], lines[0]); i >= 0 && lines[0] != "" {
				left = len(cellsOf(s.Lines[top][:i]))
			}
			return shownFile{name: name, top: top, bottom: bottom, whole: whole, left: left}, true
		}
		if row, ok := hexShown(s, h.Head); ok {
			return shownFile{name: name, top: row, bottom: row, hex: true}, true
		}
	}
	return shownFile{}, false
}

// runsScript reports whether argument i is the script an interpreter
// runs (python3 app.py): a debugger or the program showing its own
// source shows no document it was given.
func runsScript(f Facts, i int) bool {
	if !interpreters[baseProgram(f.Program)] {
		return false
	}
	runs, name := script(f.Args)
	return runs && name == path.Base(f.Args[i]) && !slices.ContainsFunc(f.Args[:i], func(a string) bool { return !strings.HasPrefix(a, "-") })
}

// headLines are a head's lines as a screen shows them: trailing blanks
// taken off, a carriage return dropped, a line with a tab cut before it
// (where the tab leads depends on the program).
func headLines(head []byte) []string {
	var out []string
	for i, l := range strings.Split(string(head), "\n") {
		if i >= 64 {
			break
		}
		l = strings.TrimSuffix(l, "\r")
		if t := strings.IndexByte(l, '\t'); t >= 0 {
			l = l[:t]
		}
		out = append(out, strings.TrimRight(l, " "))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// linesShown reports the rows where the head's lines show one under the
// other, at least minShownLines of them (all of a shorter file's), with
// at least one that is not blank; a line typed into since (words added
// before or after it) still holds it.
func linesShown(s emulator.Snapshot, head []byte) (int, int, bool) {
	lines := headLines(head)
	need := min(minShownLines, len(lines))
	if need == 0 || !utf8.Valid(head[:min(len(head), 256)]) {
		return 0, 0, false
	}
	bestTop, bestLen := -1, 0
	for r := range s.Lines {
		for i, l := range lines {
			if len(l) < 3 {
				continue // a run starts at a line with words
			}
			col, ok := lineAt(s.Lines[r], l, -1)
			if !ok {
				continue
			}
			n := 1
			for r+n < len(s.Lines) && i+n < len(lines) {
				if _, ok := lineAt(s.Lines[r+n], lines[i+n], col); !ok && (len(lines[i+n]) < 3 || !strings.Contains(s.Lines[r+n], lines[i+n])) {
					break
				}
				n++
			}
			if n > bestLen {
				bestTop, bestLen = r, n
			}
		}
	}
	if bestLen < need {
		return 0, 0, false
	}
	return bestTop, bestTop + bestLen - 1, true
}

// lineAt reports the column where row shows line: its text there, or its
// start where it runs past the row's end (at least 8 characters of it),
// or nothing right of that column for a blank line. col < 0 finds the
// column; otherwise the line must be there.
func lineAt(row, line string, col int) (int, bool) {
	if col >= 0 {
		tail := cellsFrom(row, col)
		if line == "" {
			return col, strings.TrimSpace(tail) == ""
		}
		if strings.HasPrefix(tail, line) {
			return col, true
		}
		t := strings.TrimRight(tail, " ")
		// Cut at the screen's edge, maybe with a mark of its own
		// ("$", ">", "→") in the last cell.
		for _, cut := range []string{t, strings.TrimRightFunc(t, func(r rune) bool { return r != ' ' && !isWordRune(r) })} {
			if len(cut) >= 8 && strings.HasPrefix(line, cut) && uniseg.StringWidth(row) >= 40 {
				return col, true
			}
		}
		return 0, false
	}
	if line == "" {
		return 0, false
	}
	i := strings.Index(row, line)
	if i < 0 {
		return 0, false
	}
	return uniseg.StringWidth(row[:i]), true
}

// cellsFrom is the text of row from cell col on.
func cellsFrom(row string, col int) string {
	w := 0
	for i, r := range row {
		if w >= col {
			return row[i:]
		}
		w += uniseg.StringWidth(string(r))
	}
	return ""
}

func isWordRune(r rune) bool {
	return r == '_' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || r >= 0x80
}

// hexShown reports a row that shows the head's first eight bytes in hex
// (in pairs or runs, either case), the next eight on it or the row under
// it: a hex editor's view of the file.
func hexShown(s emulator.Snapshot, head []byte) (int, bool) {
	if len(head) < 16 {
		return 0, false
	}
	first, next := hex.EncodeToString(head[:8]), hex.EncodeToString(head[8:16])
	compact := func(l string) string {
		return strings.ToLower(strings.Map(func(r rune) rune {
			if r == ' ' {
				return -1
			}
			return r
		}, l))
	}
	for r, l := range s.Lines {
		c := compact(l)
		i := strings.Index(c, first)
		if i < 0 {
			continue
		}
		if strings.Contains(c[i:], next) || (r+1 < len(s.Lines) && strings.Contains(compact(s.Lines[r+1]), next)) {
			return r, true
		}
	}
	return 0, false
}

// fileMode reads a program of no known kind that shows a file it was
// given on a screen of its own, in raw mode: its bytes in hex are an
// editor's view; its lines with the cursor in them (the terminal's, or
// one cell it draws) are edited, and with the cursor below them, or none,
// paged, unless the screen is split into panes (a file manager's preview
// is no pager), says it views, or shows vi's "~" rows or a status of line
// and column (an editor's command line, the cursor on it).
func fileMode(s emulator.Snapshot, f Facts, prog string) (Result, bool) {
	// A screen of its own: full, or drawn by a program that reads keys
	// with its cursor hidden (hyx shows a short file's bytes on three
	// rows of the main screen).
	if f.Canonical || f.Exited || f.Stopped || !(fullScreen(s) || (f.Waiting && !f.Echo && !s.Cursor.Visible)) {
		return Result{}, false
	}
	sf, ok := fileShown(s, f)
	if !ok {
		return Result{}, false
	}
	if sf.hex && !s.Cursor.Visible && !byteSetApart(s, sf) && !statusSays(s, editing) {
		// No cursor on the bytes, the terminal's or one drawn (xxv's
		// dump, its cursor hidden): they are viewed, as a pager's text.
		return Result{Mode: Pager, Detail: prog + ", viewing " + sf.name + " (its bytes shown in hex, no cursor on them)", byBehaviour: true}, true
	}
	if sf.hex {
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its bytes shown in hex)", byBehaviour: true}, true
	}
	if sf.whole && rowsAside(s, sf) > sf.bottom-sf.top+1 {
		// A short file shown whole among more rows of the program's
		// own (hunspell's line under check over its numbered
		// suggestions and keys): a part of its screen, no document.
		return Result{}, false
	}
	row, col, cursor := textCursor(s)
	if cursor && row >= sf.top && row <= sf.bottom && !statusSays(s, viewing) {
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its text shown, the cursor in it)", byBehaviour: true}, true
	}
	if cursor && row == sf.bottom+1 && sf.whole && row < s.Rows-2 && col >= sf.left && !statusSays(s, viewing) && (col == sf.left || typedAt(s, row, sf.left, col)) {
		// The whole file shown and the cursor on the line after its
		// last, where its text starts, or after text typed there: the
		// end of a file that ends in a newline, in an editor (a pager's
		// cursor waits on its status row, or is hidden).
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its text shown, the cursor at its end)", byBehaviour: true}, true
	}
	return fileAround(s, f, prog, sf, row, cursor)
}

// byteSetApart reports whether a cell or two among the rows a file's
// dump takes are drawn inverse or on a background of their own: a hex
// editor's cursor on a byte, drawn by the program.
func byteSetApart(s emulator.Snapshot, sf shownFile) bool {
	return slices.ContainsFunc(s.Runs, func(r emulator.Run) bool {
		return r.Row >= sf.top && r.Row <= sf.bottom && r.Len <= 3 && (r.Attr&emulator.Inverse != 0 || r.Bg != "")
	})
}

// fileAround reads a file shown with the cursor outside its text (on a
// command line or a status row under or above it, or hidden): an
// editor's where the screen shows vi's "~" rows or a status of line and
// column, a pager's where the text stands where pagers show it or a row
// naming the file says it is viewed; neither where the screen is split
// into panes or the last row is a field the program asks.
func fileAround(s emulator.Snapshot, f Facts, prog string, sf shownFile, row int, cursor bool) (Result, bool) {
	viewed := namesFileViewed(s, f) // (a command line above the text, ISPF's BROWSE)
	if panes(s) || (cursor && row < sf.top && !viewed) {
		return Result{}, false
	}
	if cursor && row >= s.Rows-2 && fileAsked.MatchString(strings.TrimSpace(cursorLine(s))) {
		return Result{}, false // a file asked for on the command line ("Save document as: NOTES.TXT"): a question
	}
	if p := labelledBox(&grid{Snapshot: s}); p != nil && !asksSearch(p.Question) {
		return Result{}, false // a field of a dialog the program drew under or over the text ("Path" in lilly's "Create new file")
	}
	if viTildes(s) || statusSays(s, editing) {
		// The cursor on a command line under the text ("~" rows past
		// its end, a status of line and column): an editor's.
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its text shown, the cursor on its command line)", byBehaviour: true}, true
	}
	if !viewedFrom(s, sf) && !viewed {
		return Result{}, false
	}
	if cursor && row == s.Rows-1 && !asksSearch(strings.TrimSpace(cursorLine(s))) && typedField(&grid{Snapshot: s}) != nil {
		// A label on the last row, the value after it and the cursor
		// at its end ("Document to be saved: /home/ada/notes.txt"): a
		// field the program asks under the text, no pager's status (a
		// search typed at the foot stays the viewer's or the editor's).
		return Result{}, false
	}
	return Result{Mode: Pager, Detail: prog + ", viewing " + sf.name + " (its text shown, the cursor " + where(cursor, row < sf.top) + ")", byBehaviour: true}, true
}

// viewedFrom reports whether a file's lines stand where a pager shows
// them: from the screen's top, under a title row at most, or in a
// window's frame (dialog's tailbox). A part of a longer one set down
// mid-screen, unframed (a slide of a deck rendered), is the program's
// own drawing; a short file shown whole may stand anywhere.
func viewedFrom(s emulator.Snapshot, sf shownFile) bool {
	return sf.top <= 2 || sf.whole || sideLeftOf(s, sf.top, sf.left)
}

// sideLeftOf reports whether a frame's side stands left of col on row,
// a blank or two between.
func sideLeftOf(s emulator.Snapshot, row, col int) bool {
	cs := cellsOf(s.Lines[row])
	for i := len(cs) - 1; i >= 0; i-- {
		c := cs[i]
		switch {
		case c.col >= col:
			continue
		case c.col < col-3:
			return false
		case frameGlyphs[c.s]:
			return true
		case c.s != " ":
			return false
		}
	}
	return false
}

// rowsAside counts the rows with words or numbers outside a shown
// file's, its screen's first row and last two (a title, a status, a
// message) aside.
func rowsAside(s emulator.Snapshot, sf shownFile) int {
	n := 0
	for r := 1; r < len(s.Lines)-2; r++ {
		if (r < sf.top || r > sf.bottom) && strings.ContainsFunc(s.Lines[r], func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) {
			n++
		}
	}
	return n
}

func where(cursor, above bool) string {
	switch {
	case cursor && above:
		return "above it"
	case cursor:
		return "below it"
	}
	return "hidden"
}

// markedKey is a key marked in a word or alone: "(d)elete", "[s]kip".
var markedKey = regexp.MustCompile(`[(\[][A-Za-z][)\]]`)

// pagedFile reads a program of no known kind that printed a screenful of
// a file it was given, from the screen's top, and waits on the row under
// it at the screen's foot for a key to show more ("--More--", "Press any
// key to continue", a page's number): it pages the file, on the main
// screen as more does. A line that asks ('?' or ':' at its end, keys
// marked, a default) is a question about the file, read as such.
func pagedFile(s emulator.Snapshot, f Facts, prog string) (Result, bool) {
	if !f.Waiting || len(f.Files) == 0 || s.Rows < 6 {
		return Result{}, false
	}
	row := s.Cursor.Row
	if row < s.Rows-2 || row >= len(s.Lines) {
		return Result{}, false
	}
	line := strings.TrimSpace(s.Lines[row])
	if !pressEnter.MatchString(line) && !pagerStatus.MatchString(line) {
		return Result{}, false
	}
	if p := parseQuestion(line); strings.HasSuffix(line, "?") || strings.HasSuffix(line, ":") || markedKey.MatchString(line) ||
		(p != nil && (p.Kind == Confirm || (p.Kind == Choice && len(p.Options) > 1) || p.Default != "")) {
		return Result{}, false
	}
	sf, ok := fileShown(s, f)
	if !ok || sf.hex || sf.top > 1 || sf.bottom < row-2 || (sf.bottom-sf.top+1)*2 < row {
		return Result{}, false
	}
	return Result{Mode: Pager, Detail: prog + ", viewing " + sf.name + " (a screenful of it over a line that asks for a key to go on)", byBehaviour: true}, true
}

// inFileHeads reports whether text, its spaces collapsed, is written in
// the head of a file the program was given: a box drawn in the file
// (a screenshot in a README) is the file's text, not a dialog over it.
func inFileHeads(f Facts, text string) bool {
	t := collapse(text)
	if t == "" {
		return false
	}
	sides := strings.NewReplacer("│", " ", "┃", " ", "║", " ", "|", " ")
	for _, h := range f.Files {
		if strings.Contains(collapse(sides.Replace(string(h.Head))), t) {
			return true
		}
	}
	return false
}

// typedAt reports whether a row holds text from column from up to the
// cursor's column and nothing after it: a line typed into, the cursor at
// its end.
func typedAt(s emulator.Snapshot, row, from, col int) bool {
	cs := cellsOf(s.Lines[row])
	t := strings.TrimSpace(textIn(cs, from, col))
	rest := textIn(cs, col, s.Cols) // nothing after it, or a frame's side
	return t != "" && firstCol(cs, from, col) == from && (rest == "" || frameGlyphs[rest])
}

// pagePlace is where a viewer is in what it shows, in a bar at its foot
// or head: "1 / 2", "[slide 1/3]", "page 4 of 9", "lines 1-22 of 200".
var pagePlace = regexp.MustCompile(`(?i)(^|[\s\[(*])((slide|page)\s*)?\d{1,4}\s*(/|of)\s*\d{1,4}[\])*]?\s*$`)

// linesPlace is the range of lines a viewer shows of how many:
// "relay.log  lines 1-22 of 200".
var linesPlace = regexp.MustCompile(`(?i)\blines?\s+\d+\s*[-–]\s*\d+\s+(of|/)\s*\d+\b`)

// panelCommand is a panel's command line, as mainframe programs draw it
// under their title ("Command ===> ____", "Option ===>"): where the
// program takes its commands, no question of a value.
var panelCommand = regexp.MustCompile(`(?i)^\s*(command|option|cmd)\s*={2,}>`)

// lineOfTotal is the line a viewer stands at of how many, in words
// ("Line: 20 of 76", "LINE 1 OF 41"); its group captures a column named
// after it, which callers refuse (an editor's "Line 1 of 40, Col 3"
// says where its cursor is).
var lineOfTotal = regexp.MustCompile(`(?i)\bline:?\s*\d+\s+(of|/)\s*\d+\b(\s*[,;]?\s*col)?`)

// placeBarAt reports whether a bar on the first row with text or the
// two under it, or on the last row with text or the one over it, gives
// which lines the viewer shows (linesPlace) or the line it stands at of
// how many (lineOfTotal).
func placeBarAt(s emulator.Snapshot, first, last int) bool {
	for _, r := range []int{first, first + 1, first + 2, last - 1, last} {
		if r < 0 || r >= len(s.Lines) {
			continue
		}
		if linesPlace.MatchString(s.Lines[r]) {
			return true
		}
		if m := lineOfTotal.FindStringSubmatch(s.Lines[r]); m != nil && m[2] == "" {
			return true
		}
	}
	return false
}

// pagedDeck reads a program of no known kind that shows on a screen of
// its own, its cursor hidden, waiting for a key, where it is in a file it
// was given at its foot ("1 / 2", "*[slide 1/3]": a viewer paging what
// it made of the file, a slide deck rendered, not its lines), or which
// of the lines it shows, or the line it stands at, in a bar at its head
// or foot ("lines 1-22 of 200", "Line: 20 of 76"), over rows of text: a
// pager; the cursor hidden, or on the panel's command line (IBM
// BookManager's "Command ===>" under "TOPIC 2.3 LINE 1 OF 41"). A screen split into panes (a file
// manager's columns, the file previewed in one, "1/2" its place in the
// folder) shows more than what it pages.
func pagedDeck(s emulator.Snapshot, f Facts, prog string) (Result, bool) {
	onCommandLine := s.Cursor.Visible && s.Cursor.Row < len(s.Lines) && panelCommand.MatchString(s.Lines[s.Cursor.Row])
	if !s.AltScreen || (s.Cursor.Visible && !onCommandLine) || f.Canonical || !f.Waiting {
		return Result{}, false
	}
	last := lastTextRow(s.Lines)
	if last < 0 || last < s.Rows-3 {
		return Result{}, false
	}
	if len(f.Files) > 0 && pagePlace.MatchString(strings.TrimSpace(s.Lines[last])) && !panes(s) {
		return Result{Mode: Pager, Detail: prog + ", viewing (its place in what it shows at its foot)", byBehaviour: true}, true
	}
	first := slices.IndexFunc(s.Lines, func(l string) bool { return strings.TrimSpace(l) != "" })
	if placeBarAt(s, first, last) && textFills(s.Lines) && !panes(s) {
		return Result{Mode: Pager, Detail: prog + ", viewing (which of its lines it shows, in a bar)", byBehaviour: true}, true
	}
	if name, ok := renderedFile(s, f); ok {
		return Result{Mode: Pager, Detail: prog + ", viewing " + name + " (its text as the program renders it)", byBehaviour: true}, true
	}
	return Result{}, false
}

// renderedFile finds a file the program was given that its screen
// shows rendered (a Markdown viewer's headings without their marks, its
// paragraphs indented): most rows with text, between the screen's first
// and last (its bars), are each a piece of one line of the file's head,
// five of them at least, the screen no panes (a file manager's preview
// beside its folders shows more than the file).
func renderedFile(s emulator.Snapshot, f Facts) (string, bool) {
	if panes(s) {
		return "", false
	}
	for _, h := range f.Files {
		if h.Arg < 0 || h.Arg >= len(f.Args) || len(h.Head) == 0 || runsScript(f, h.Arg) {
			continue
		}
		lines := headLines(h.Head)
		rows, in := 0, 0
		for r := 1; r < len(s.Lines)-1; r++ {
			t := strings.TrimSpace(s.Lines[r])
			if len(t) < 6 {
				continue
			}
			rows++
			if slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, t) }) {
				in++
			}
		}
		if in >= 5 && 2*in > rows {
			return path.Base(f.Args[h.Arg]), true
		}
	}
	return "", false
}

// lineEditorMark is a line editor's prompt: one or two marks.
var lineEditorMark = regexp.MustCompile(`^[*:>.]{1,2}$`)

// markedLineEditor reads a line editor waiting at a mark alone for its
// prompt (lineEditorMark): under a start-up row saying what it edits
// (ECCE's "Editing ledger.txt (12 lines)"), whatever it was given, or
// under the lines of a file it was given, printed as it started or at a
// command, numbered or not (edlin's and EDT's "*").
func markedLineEditor(s emulator.Snapshot, f Facts, prog, mark string) (Result, bool) {
	if !lineEditorMark.MatchString(mark) {
		return Result{}, false
	}
	if name, ok := saysEditing(s); ok {
		return Result{Mode: Editor, Detail: prog + ", editing " + name + " (its start named the file, its prompt " + mark + ")", byBehaviour: true}, true
	}
	if name, ok := sizeAtStart(s, f); ok {
		return Result{Mode: Editor, Detail: prog + ", editing " + name + " (it printed the file's size as it started, its prompt " + mark + ")", byBehaviour: true}, true
	}
	if sf, ok := fileShown(s, f); ok && len(f.Files) > 0 && !sf.hex && sf.bottom < s.Cursor.Row {
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its lines printed over its prompt " + mark + ")", byBehaviour: true}, true
	}
	return Result{}, false
}

// sizeAtStart reads the file a program was given whose size it printed
// as it started, as ed does: the first row with text a number alone, the
// file's length in bytes or its count of lines, the file read whole
// (its head shorter than three KiB; an interpreter's script is none of
// them).
func sizeAtStart(s emulator.Snapshot, f Facts) (string, bool) {
	first := slices.IndexFunc(s.Lines, func(l string) bool { return strings.TrimSpace(l) != "" })
	if first < 0 || first >= s.Cursor.Row {
		return "", false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s.Lines[first]))
	if err != nil || n <= 0 {
		return "", false
	}
	for _, h := range f.Files {
		if h.Arg < 0 || h.Arg >= len(f.Args) || runsScript(f, h.Arg) || len(h.Head) >= 3072 {
			continue
		}
		if n == len(h.Head) || n == bytes.Count(h.Head, []byte("\n")) {
			return path.Base(f.Args[h.Arg]), true
		}
	}
	return "", false
}

// saysEditing reads the file one of the first three rows with text says
// is edited: "Editing ledger.txt (12 lines) to ledger.txt", "Editing
// file NOTES.TXT".
func saysEditing(s emulator.Snapshot) (string, bool) {
	seen := 0
	for r := 0; r < s.Cursor.Row && seen < 3; r++ {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		seen++
		if m := editingFile.FindStringSubmatch(t); m != nil {
			return m[1], true
		}
	}
	return "", false
}

// editingFile is a row that starts by saying a file is edited, its name
// and extension after: "Editing ledger.txt", "Editing file NOTES.TXT".
var editingFile = regexp.MustCompile(`(?i)^editing\s+(?:file\s+|document\s+)?(?:"|')?((?:[\w.-]+/)*[\w-]{1,40}\.[A-Za-z][A-Za-z0-9]{0,3})\b`)

// lineEditor reads a program that edits a file it was given a line at a
// time, as ed does: it reads lines with the kernel's echo and shows no
// prompt (the cursor at the start of an empty row, nothing under it) or
// a mark alone under the file's lines (edlin's "*", lineEditorMark),
// and its screen shows the file's lines, printed at a command the agent
// submitted, or names the file among the few rows it printed as it
// started (sam -d's " -. notes.txt"). A REPL shows its prompt; a
// program that only reads lines prints no file it was given.
func lineEditor(s emulator.Snapshot, f Facts, prog string) (Result, bool) {
	if u, ok := untyped(s, f); ok {
		s = u // (read at the prompt as it stood before the agent typed: ECCE's ">" under ">m2")
	}
	c := s.Cursor
	if !(f.Waiting && f.Canonical && f.Echo) || s.AltScreen || !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) {
		return Result{}, false
	}
	if rowsWithText(s.Lines[c.Row+1:]) > 0 {
		return Result{}, false
	}
	before, _ := cutAtWidth(s.Lines[c.Row], c.Col)
	if mark := strings.TrimSpace(before); mark != "" {
		return markedLineEditor(s, f, prog, mark)
	}
	if len(f.Files) == 0 {
		return Result{}, false
	}
	if rowsWithText(s.Lines[c.Row:]) > 0 {
		return Result{}, false
	}
	if sf, ok := fileShown(s, f); ok && len(f.Submitted) > 0 && !sf.hex && sf.bottom < c.Row {
		return Result{Mode: Editor, Detail: prog + ", editing " + sf.name + " (its lines printed at a command, no prompt)", byBehaviour: true}, true
	}
	if name, ok := sizeAtStart(s, f); ok && len(f.Submitted) > 0 {
		// (Text being added under a command, ed's "a", after the size
		// it printed as it started.)
		return Result{Mode: Editor, Detail: prog + ", editing " + name + " (it printed the file's size as it started, no prompt)", byBehaviour: true}, true
	}
	if len(f.Submitted) > 0 || textRows(s) > 3 {
		return Result{}, false
	}
	for _, h := range f.Files {
		if h.Arg < 0 || h.Arg >= len(f.Args) || runsScript(f, h.Arg) {
			continue
		}
		name := path.Base(f.Args[h.Arg])
		for _, l := range s.Lines[:c.Row] {
			if slices.Contains(strings.Fields(l), name) {
				return Result{Mode: Editor, Detail: prog + ", editing " + name + " (it named the file, no prompt)", byBehaviour: true}, true
			}
		}
	}
	return Result{}, false
}
