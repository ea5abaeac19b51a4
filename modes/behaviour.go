package modes

import (
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

// Kinds read from what a program does, for programs no table names.

// maxPromptWidth is the widest a REPL's prompt is taken to be, in cells:
// prompts are a name and a mark ("gnuplot> ", "lftp :~> ", "[12]> "), and
// a longer line left of the cursor is text, not a prompt.
const maxPromptWidth = 32

// replMark is a prompt as REPLs draw it: text ending in a mark that asks
// for a command (any glyph pointing right, ">", "»", "❯", "▸"…; "λ",
// "$", "#", "%"), a name in
// parentheses or brackets ("(parted)", "[1]"), or a lone "?" or ";"
// (PARI/GP's, calc's).
var replMark = regexp.MustCompile(`^((\S.*)?[` + pointingClass + `λ$#%]|\([A-Za-z][\w -]*\+{0,2}\)|\(%[A-Za-z]\d{1,5}\)|\[[\w:.-]+\]|\pL{1,3}\)|\?|;)$`)

// counted is a prompt that numbers the inputs it reads ("In [1]:",
// "In[1]:=", "(%i1)", "[3]>"): a question does not count how often it
// was asked.
var counted = regexp.MustCompile(`(\w \[\d{1,5}\]:|\[\d{1,5}\][:>]|\w\[\d{1,5}\]:=|\(%[A-Za-z]\d{1,5}\))$`)

// counter stands for a number in a prompt: "In [3]:", "[2]> " and "(%i4)"
// are the same prompt as the one before.
var counter = regexp.MustCompile(`\d+`)

// samePrompt is a prompt with its counters made alike, for comparing.
func samePrompt(p string) string {
	return counter.ReplaceAllString(strings.TrimRight(p, " "), "#")
}

// sameStem reports whether two prompts (counters made alike) begin with
// the same words and counter, whatever follows it: hoichess asks "White
// (1):", then "White (2) (0.00 sec):", the time of its last move added;
// a level in brackets put before it is the same prompt one level down
// (abcl's "CL-USER(1):", then "[1] CL-USER(2):" in its debugger).
func sameStem(a, b string) bool {
	sa := countedStemRe.FindStringSubmatch(a)
	sb := countedStemRe.FindStringSubmatch(b)
	return sa != nil && sb != nil && sa[1] == sb[1]
}

// samePlaced reports whether two prompts ending in a REPL's mark differ
// only in the place one pair of square brackets names, as a console names the database or
// space a command moved it to (`(root@nebula) [(none)]>`, then
// `(root@nebula) [basketballplayer]>` after `USE basketballplayer;`).
func samePlaced(a, b string) bool {
	pa, pb := bracketGroup.ReplaceAllString(a, "[]"), bracketGroup.ReplaceAllString(b, "[]")
	return pa != a && pb != b && pa == pb && strings.Count(a, "[") == 1 && replMark.MatchString(a) && !strings.HasSuffix(a, "]")
}

// sameModed reports whether two prompts ending in a device console's
// mark differ only in a mode in parentheses before it, one has it and
// the other not or another ("Ruijie#", then "Ruijie(config)#" after
// "configure terminal"; "Ruijie(config-if)#").
func sameModed(a, b string) bool {
	ma, mb := modeInParens.FindStringSubmatch(a), modeInParens.FindStringSubmatch(b)
	stem := func(p string, m []string) string {
		if m != nil {
			return m[1] + m[2]
		}
		return p
	}
	return a != b && (ma != nil || mb != nil) && stem(a, ma) == stem(b, mb)
}

// modeInParens is a prompt's name, a mode in parentheses, then its mark:
// "Ruijie(config)#".
var modeInParens = regexp.MustCompile(`^(\S+?)\([\w-]{1,20}\)([#>])$`)

// countedStemRe is a prompt's words up to its first counter in brackets,
// after a level in brackets if one leads.
var countedStemRe = regexp.MustCompile(`^(?:[\[(]#[\])] )?(\p{L}[\p{L} _-]*[\[(]#[\])])`)

// promptAtCursor is the text left of the cursor when nothing is right of
// it (the program waits at the end of what it drew), or only a completion
// drawn faint or grey ahead of what was typed ("ops@gm" then a grey
// "ail.com"), and whether that is so.
func promptAtCursor(s emulator.Snapshot) (string, bool) {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) {
		return "", false
	}
	line := strings.TrimRight(s.Lines[row], " ")
	if uniseg.StringWidth(line) > s.Cursor.Col {
		left, ok := rightPrompt(line, s.Cursor.Col, s.Cols)
		if !ok {
			left, ok = counterAfter(line, s.Cursor.Col)
		}
		if !ok {
			left, ok = suggested(s, line)
		}
		if !ok {
			return "", false
		}
		line = left
	}
	return line, true
}

// suggested is the text left of a shown cursor where all that is right
// of it is drawn faint or grey, or shown selected: a completion the line
// editor offers ahead of the typing, which Tab or the arrow takes, no
// text typed.
func suggested(s emulator.Snapshot, line string) (string, bool) {
	if !s.Cursor.Visible || s.Cursor.Col == 0 {
		return "", false
	}
	left, _ := cutAtWidth(line, s.Cursor.Col)
	g := &grid{Snapshot: s}
	if !greyed(g, s.Cursor.Row, g.cells(s.Cursor.Row), len(left)) && !selectedTail(s, line) {
		return "", false
	}
	return strings.TrimRight(left, " "), true
}

// selectedTail reports whether all that is right of the cursor, two
// cells or more, is drawn in one look set apart by a background or
// reverse video: the rest of a completion shown selected ahead of the
// typing ("rel" then "ease-7" black on white, Symfony's autocompletion).
func selectedTail(s emulator.Snapshot, line string) bool {
	row, from := s.Cursor.Row, s.Cursor.Col
	to := uniseg.StringWidth(line)
	if to-from < 2 {
		return false
	}
	first := s.LookAt(row, from)
	if first.Bg == "" && first.Attr&emulator.Inverse == 0 || s.LookAt(row, from-1) == first {
		return false // (a highlighted row the cursor is in: an entry, no completion)
	}
	if typed, _ := cutAtWidth(line, from); strings.HasSuffix(typed, " ") {
		return false // (a completion goes on from what was typed)
	}
	for c := from + 1; c < to; c++ {
		if s.LookAt(row, c) != first {
			return false
		}
	}
	return true
}

// counterAfter is the text left of the cursor where what is right of it
// is a count the line editor draws after the input, a blank or two away
// (TTYtter's "hosts>  <000", the characters left): digits, in angle,
// square or round brackets or none, and nothing else.
func counterAfter(line string, col int) (string, bool) {
	left, right := cutAtWidth(line, col)
	tail := strings.TrimLeft(right, " ")
	if gap := len(right) - len(tail); gap < 1 || gap > 2 || !drawnCount.MatchString(tail) {
		return "", false
	}
	return strings.TrimRight(left, " "), true
}

// drawnCount is a count drawn after the input: "<000", "[12]".
var drawnCount = regexp.MustCompile(`^[<\[(]?\d{1,5}[>\])]?$`)

// rightPrompt is the text left of the cursor where what is right of it
// is a right-hand prompt (a shell's "user@host" or clock at the row's
// far end): one short run of text ending at the last column, set apart
// from the cursor by a wide gap of blanks, with nothing typed after the
// cursor.
func rightPrompt(line string, col, cols int) (string, bool) {
	const gap, widest = 8, 32
	w := uniseg.StringWidth(line)
	if cols <= 0 || w < cols-1 || col <= 0 {
		return "", false
	}
	left, right := cutAtWidth(line, col)
	tail := strings.TrimLeft(right, " ")
	if uniseg.StringWidth(right)-uniseg.StringWidth(tail) < gap || uniseg.StringWidth(tail) > widest || strings.Contains(tail, "  ") {
		return "", false
	}
	return strings.TrimRight(left, " "), true
}

// cutAtWidth splits a line at a column counted in cells.
func cutAtWidth(line string, col int) (string, string) {
	w := 0
	for i, r := range line {
		if w >= col {
			return line[:i], line[i:]
		}
		w += uniseg.StringWidth(string(r))
	}
	return line, ""
}

// replLike reports whether a program of no known kind, on the main
// screen with its cursor shown at the end of a line, is a REPL, and why: the text before
// the cursor (its counters aside) began lines the agent submitted before,
// or lines above on the screen that hold input after it; or, for a REPL
// the table names, it counts its inputs ("In [1]:", which a program of no
// known kind may mean as a default: "Port [8080]:"); or it is shaped
// as REPLs draw their prompts (replMark, or marks alone: "| ?-", ":"),
// or is the program's own name ("bwBASIC:"), and is no question. A
// prompt ending like a question or a field (':' or '?' after words) is a
// REPL only once it began a submitted line and is asked again: a question
// is asked once. A secret's label is none, the mask of what was typed at
// it after it or not ("Password: #######"). An empty prompt is a REPL only where the program edits
// the line itself (raw mode; cat reads lines in canonical mode) and lines
// were submitted at it, or its banner says what to type to leave it
// ("Type `bye' to exit").
//
// A program seen at work (one that polls its terminal rather than block
// on it: go-prompt's) is read the same where it holds the terminal in raw
// mode without echo, as a line editor does; the screen decides the mode,
// the kernel the state. Seen at work in cooked mode (a REPL running a
// command, a script printing), only a prompt the lines before began at,
// or one that names the program, says so.
func replLike(s emulator.Snapshot, f Facts, named bool) (string, bool) {
	s, p, ok := replPromptAt(s, f)
	if !ok {
		return "", false
	}
	p = typedAfterPrompt(s, f, p)
	if why, ok := promptSaysLoop(p, f); ok {
		return why, true
	}
	same := samePrompt(p)
	began := begunAt(same, f)
	if began == 0 && renamedPrompt(s, f, same) {
		began = 1
	}
	if askedAsQuestion(s, f, p, same, began) {
		return "", false
	}
	if why, ok := readsRest(s, f, p); ok {
		return why, true
	}
	if !f.Waiting && (f.Canonical || f.Echo) {
		return replAtWork(s, f, p, same, began)
	}
	if p == "" {
		return replAtNoPrompt(s, f, began)
	}
	if answersAbove(s, p) {
		return "", false
	}
	if len(f.Submitted) == 0 && !f.Canonical && f.Waiting && wordThenBlank(s, p) && bannerFirst(s) {
		// "IN: scratchpad " under Factor's banner: a prompt ending in a
		// word, the cursor a blank after it, asks nothing (a label asks
		// with its colon; a value shown in a field leaves the cursor on
		// it): the program's first prompt.
		return "it waits under its banner at its prompt", true
	}
	if why, ok, decided := replByShape(s, f, p, began, named); decided {
		return why, ok
	}
	if began > 0 && !moreMark.MatchString(p) {
		// (A pager's "--More--(22%)", searched at with a line the
		// agent submitted, is still its pager's: "--More--(84%)".)
		return "its prompt began the lines before", true
	}
	if shownBefore(s, same) {
		return "its prompt began the lines above", true
	}
	if _, yes := question(p); yes && !replMark.MatchString(p) {
		return "", false
	}
	// (Words before the mark ask, unless the first is the program's own
	// name: "ecasound ('h' for help)> " is its console's prompt; or the
	// program's banner above said how to get help or to leave: " MySQL
	// localhost:33060+ ssl  SQL > " under MySQL Shell's "Type '\help'
	// or '\?' for help; '\quit' to exit.")
	return "waits at a prompt", replMark.MatchString(p) && !asksAbove(s, f) && (!wordsBeforeMark(p) || namesItself(p, f.Program) || helpToldAbove(s))
}

// helpInPrompt is a prompt's own word on how to get help, in parentheses
// before its mark: Kanidm's "cred update (? for help) #", ecasound's
// "('h' for help)>": a command loop's, no question's.
var helpInPrompt = regexp.MustCompile(`(?i)\(\s*(?:type\s+|press\s+)?['"]?\S{1,6}['"]?\s+for\s+help\s*\)\s*\S{1,2}$`)

// promptSaysLoop reports whether prompt p says itself that it is a
// command loop's, and why: it names the program and where it stands
// (consoleNamed), or it says how to get help before its mark (Kanidm's
// "cred update (? for help) #"), whatever the rows over it say or
// repeat (its status, "Passkeys:" over "  none", printed again by a
// command).
func promptSaysLoop(p string, f Facts) (string, bool) {
	if consoleNamed(p, f) {
		return "its prompt names the program and where it stands", true
	}
	if replMark.MatchString(p) && helpInPrompt.MatchString(p) {
		return "its prompt says how to get help", true
	}
	return "", false
}

// readsRest reports whether the program at prompt p reads the rest of
// a line typed before, and why: an expression left open (no prompt of
// its own), or a continuation under the line typed at its prompt.
func readsRest(s emulator.Snapshot, f Facts, p string) (string, bool) {
	if p == "" && continuesOpen(s, f) {
		return "it reads the rest of an expression left open", true
	}
	if continuedFrom(s, p) || countedLines(s, f, p) || markedOpen(s, f, p) {
		return "it reads the rest of the line typed at its prompt above", true
	}
	return "", false
}

// markedOpen reports whether the prompt p is a continuation's mark (a
// bracket, an ellipsis, dots, an arrow: Carp's "(", roc's "…") right
// under a row that begins with a prompt the agent submitted a line at
// and holds what was typed after it: the REPL reading the rest of that
// input. Other signs ("/ # " under "$ docker run -it alpine sh") are
// another program's prompt.
func markedOpen(s emulator.Snapshot, f Facts, p string) bool {
	t := strings.TrimSpace(p)
	r := s.Cursor.Row - 1
	if !continuationMark.MatchString(t) || r < 0 || r >= len(s.Lines) || textBelow(s, s.Cursor.Row) {
		return false
	}
	return typedAtSubmitted(s.Lines[r], f, t)
}

// continuationMark is a mark a REPL draws to read the rest of an input:
// an opening bracket, an ellipsis, two or three dots (a colon after
// them at most), an arrow.
var continuationMark = regexp.MustCompile(`^(?:[(\[{]|…|\.{2,3}:?|-{1,2}>)$`)

// typedAtSubmitted reports whether a row begins with a prompt the agent
// submitted a line at (other than but), a line typed after it.
func typedAtSubmitted(row string, f Facts, but string) bool {
	row = strings.TrimSpace(row)
	return slices.ContainsFunc(f.Submitted, func(sub string) bool {
		sub = strings.TrimSpace(sub)
		typed, ok := strings.CutPrefix(row, sub)
		return ok && sub != "" && sub != but && strings.HasPrefix(typed, " ") && strings.TrimSpace(typed) != ""
	})
}

// askedAsQuestion reports whether prompt p (same: its counters made
// alike; began: how many submitted lines it began) asks as a question
// does, whatever its shape: asked again after its answer, long and
// asking, under a row telling its default, a secret's label (its mask
// after it or not), or asked again under a line that says the answer
// was refused and names what the prompt asks ("Invalid worker count: a
// whole number is needed" over "worker count: (4)"), or a field's mark
// right under a prompt library's question (libraryAskedAbove).
func askedAsQuestion(s emulator.Snapshot, f Facts, p, same string, began int) bool {
	return askedAgain(s, same) || rangeOverList(s, p) || longAndAsking(s, p, same, began) || defaultRightAbove(s) || secretWord.MatchString(maskedTail.ReplaceAllString(p, "")) || maskedSecret(s) != nil || refusedAbove(s, p) || refusedSince(s, f, p, same) || libraryAskedAbove(s, p) || answersOverMarks(s, p) || keyedAnswersOverMarks(s, p)
}

// keyedAnswersOverMarks reports whether prompt p is marks alone under
// a question and its answers keyed by words in brackets (keyedAnswers):
// the question is asked at the marks, however often they took a line.
func keyedAnswersOverMarks(s emulator.Snapshot, p string) bool {
	_, _, ok := keyedAnswers(s, p)
	return ok
}

// answersOverMarks reports whether prompt p is marks alone right under
// a line (carried over rows or not) that asks and names its answers,
// the default in brackets among them (Summoner's "License:  [MIT]/
// BSD-2-Clause/…" over "  ->"): the question is asked at the marks,
// however often they took a line before.
func answersOverMarks(s emulator.Snapshot, p string) bool {
	r := s.Cursor.Row - 1
	if !marksOnly(strings.TrimSpace(p)) || r < 0 || r >= len(s.Lines) {
		return false
	}
	return bracketedAmongSlashes(strings.TrimSpace(carriedInto(s, r))) != nil
}

// rangeOverList reports whether the prompt p names a range of numbers
// ("Select an option [1-2]:", a number typed or put after it at most)
// under a numbered list of two entries or more: the list's question,
// however often the same words asked before (openvpn-install's menus).
func rangeOverList(s emulator.Snapshot, p string) bool {
	if !numberRange.MatchString(p) {
		return false
	}
	line, _ := prefilled(strings.TrimSpace(p))
	_, rows := numberedRowsAbove(&grid{Snapshot: s}, s.Cursor.Row, line)
	return len(slices.Concat(rows...)) >= 2
}

// libraryAskedAbove reports whether prompt p is a field's mark, a value
// typed after it or not, right under a prompt library's question (its
// glyph, "?" or "◆", then words: "? Project name" over "› My Site"): the
// field the question is answered in, however often the same mark took a
// line before.
func libraryAskedAbove(s emulator.Snapshot, p string) bool {
	mark, _, _ := strings.Cut(strings.TrimSpace(p), " ")
	r := s.Cursor.Row - 1
	if !marksOnly(mark) || r < 0 || r >= len(s.Lines) {
		return false
	}
	glyph, words, ok := strings.Cut(strings.TrimSpace(s.Lines[r]), " ")
	return ok && activeGlyphs[glyph] && word.MatchString(words)
}

// countedLines reports whether prompt p is a count alone, the rows from the
// one a prompt the agent submitted lines at begins (a line typed after
// it) down to the cursor's numbered on from it: SQL*Plus-like
// consoles' continuation ("SQL> select account, sum(cents) total" over
// "  2 ").
func countedLines(s emulator.Snapshot, f Facts, p string) bool {
	n, err := strconv.Atoi(strings.TrimSpace(p))
	c := s.Cursor.Row
	if err != nil || n < 2 || n > c+1 {
		return false
	}
	top := c - (n - 1)
	for r := top + 1; r < c; r++ {
		if k, _, ok := strings.Cut(strings.TrimSpace(s.Lines[r]), " "); !ok || k != strconv.Itoa(r-top+1) {
			return false
		}
	}
	line := strings.TrimLeft(s.Lines[top], " ")
	return slices.ContainsFunc(f.Submitted, func(sub string) bool {
		sub = strings.TrimSpace(sub)
		rest, ok := strings.CutPrefix(line, sub+" ")
		return ok && sub != "" && replMark.MatchString(sub) && strings.TrimSpace(rest) != ""
	})
}

// wordThenBlank reports whether prompt p ends in a word of letters, the
// cursor one blank after it on its row.
func wordThenBlank(s emulator.Snapshot, p string) bool {
	r, _ := utf8.DecodeLastRuneInString(p)
	return unicode.IsLetter(r) && uniseg.StringWidth(strings.TrimRight(cursorLine(s), " "))+1 == s.Cursor.Col
}

// renamedPrompt reports whether prompt same (counters made alike)
// differs from one the agent submitted lines at in one word alone, a
// word a line typed at that prompt named: a REPL's prompt naming where a
// command moved it (Factor's "IN: scratchpad", then "IN: ledger" after
// "IN: ledger" was typed at it; "user=>", then "relay=>" after "(in-ns
// 'relay)").
func renamedPrompt(s emulator.Snapshot, f Facts, same string) bool {
	w := strings.Fields(same)
	for _, sub := range f.Submitted {
		sub = strings.TrimSpace(sub)
		v := strings.Fields(samePrompt(sub))
		if len(v) != len(w) || len(w) == 0 || sub == "" {
			continue
		}
		diff := -1
		for i := range w {
			if w[i] != v[i] {
				if diff >= 0 {
					diff = -2
					break
				}
				diff = i
			}
		}
		if diff < 0 {
			continue
		}
		word := strings.TrimFunc(w[diff], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len([]rune(word)) < 2 {
			continue
		}
		for r := 0; r < s.Cursor.Row && r < len(s.Lines); r++ {
			if rest, ok := strings.CutPrefix(strings.TrimLeft(s.Lines[r], " "), sub); ok && slices.ContainsFunc(strings.FieldsFunc(rest, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }), func(x string) bool { return x == word }) {
				return true
			}
		}
	}
	return false
}

// consoleNamed reports whether a prompt is the program's own name (or
// the start of it: "XJDIC" for xjdic_sa) and, in brackets, where it
// stands (a dictionary, a database), then what it takes ("XJDIC
// [1:edict] SEARCH KEY:"): its console's prompt, however its label ends.
func consoleNamed(p string, f Facts) bool {
	w := strings.Fields(p)
	if len(w) < 3 || !placeInBrackets.MatchString(w[1]) || secretWord.MatchString(p) {
		return false // (a secret asked under a place, "mysql [prod] password:", is asked)
	}
	return namesItself(p, f.Program) || len(w[0]) >= 4 && strings.HasPrefix(strings.ToLower(baseProgram(f.Program)), strings.ToLower(w[0]))
}

// answersAbove reports whether a prompt answers what is asked above it,
// no REPL's: a key to go on ("Push <RETURN>"), a value in brackets then
// the program's mark for what is typed ("[/root/miniforge3] >>> ": the
// default of a field the rows above explain; a REPL counts its inputs
// there at most, "[1] >", a device's console a place, "[admin@router]
// > "), keys that name a yes and a no ("[YES/no]" under each of a
// setup's questions, however often they came: no REPL's prompt names
// its answers), or the same carried by the terminal onto the cursor's
// row (pacdiff's, asked for each file).
func answersAbove(s emulator.Snapshot, p string) bool {
	if pressEnter.MatchString(p) || bracketedDefault(p) {
		return true
	}
	if kp := parseQuestion(p); kp != nil && kp.Kind == Confirm && len(kp.Options) == 2 {
		return true
	}
	return keysWrapped(s)
}

// moreMark is more's prompt: "--More--", "--More--(84%)".
var moreMark = regexp.MustCompile(`^\s*--More--(\(\d{1,3}%\))?\s*$`)

// placeInBrackets is a place in brackets: "[1:edict]", "[main]"; keys
// set apart by slashes or bars ("[Y/n]") are none.
var placeInBrackets = regexp.MustCompile(`^\[[^\[\]\s/|]{1,30}\]$`)

// bracketedDefault reports whether a line is a value in brackets, one a
// field offers (bracketedValue), then a prompt's marks.
func bracketedDefault(line string) bool {
	m := defaultThenMarks.FindStringSubmatch(strings.TrimSpace(line))
	return m != nil && bracketedValue(m[1])
}

// bracketedValue reports whether the text in brackets before a prompt's
// marks is a value a field offers: a path, a file or a host name (a
// slash, a tilde or a dot in it), not a count ("[1]"), a place
// ("admin@router") nor a name ("[snimpy]>", a console's).
func bracketedValue(v string) bool {
	return strings.ContainsAny(v, "/~.") && !strings.Contains(v, "@") && strings.Trim(v, "0123456789.") != ""
}

// defaultThenMarks is a value in brackets and a prompt's marks after it.
var defaultThenMarks = regexp.MustCompile(`^\[([^\]]+)\]\s*(?:>{1,3}|[»❯])$`)

// helpToldAbove reports whether a row above the cursor's, among the
// screen's rows, is a banner's saying what to type for help or to
// leave (bannerSays), and no row under it ends as a question does.
func helpToldAbove(s emulator.Snapshot) bool {
	for r := s.Cursor.Row - 1; r >= 0; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if bannerSays.MatchString(t) {
			return true
		}
		if strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") {
			return false
		}
	}
	return false
}

// continuesOpen reports whether the cursor waits at the start of an
// empty row under a line typed at the program's prompt that leaves an
// expression open, more brackets opened than closed ("1.eus$ (+ 1",
// "> (+ 1"): the REPL reads the rest, with no prompt of its own.
func continuesOpen(s emulator.Snapshot, f Facts) bool {
	row := s.Cursor.Row
	if row < 1 || row >= len(s.Lines) || s.Cursor.Col != 0 || strings.TrimSpace(s.Lines[row]) != "" || textBelow(s, row) {
		return false
	}
	above := strings.TrimSpace(s.Lines[row-1])
	for _, sub := range f.Submitted {
		sub = strings.TrimSpace(sub)
		if typed, ok := strings.CutPrefix(above, sub); ok && sub != "" && typed != "" {
			return opened(typed) > 0
		}
	}
	return false
}

// opened counts the brackets a text leaves open: (, [ and { less their
// closers.
func opened(t string) int {
	n := 0
	for _, r := range t {
		switch r {
		case '(', '[', '{':
			n++
		case ')', ']', '}':
			n--
		}
	}
	return n
}

// replPromptAt is the prompt a program waits at on the main screen: the
// text before the cursor it shows (or draws itself: bubbline's), or
// before the hidden one of a program reading lines with the kernel's
// echo (enlighten hides it under its status bar while input() waits
// after "relay> "); s with that cursor. A prompt library's question ("?
// Registry token: »") is none, unless what follows its mark is a REPL's
// prompt, a name and a mark (inquirer-command-prompt's "? relay> ").
func replPromptAt(s emulator.Snapshot, f Facts) (emulator.Snapshot, string, bool) {
	if c, ok := ownCursor(s); ok {
		s.Cursor = c
	}
	lineEcho := f.Waiting && f.Canonical && f.Echo
	if s.AltScreen || !(s.Cursor.Visible || lineEcho) || f.Exited || f.Stopped {
		return s, "", false
	}
	p, ok := promptAtCursor(s)
	if !ok {
		return s, "", false
	}
	if c := completionMenuAt(s); c > 0 {
		// A word typed after the prompt, its completions listed under
		// it from its first column: the prompt is what stands before.
		p, _ = cutAtWidth(s.Lines[s.Cursor.Row], c)
		p = strings.TrimRight(p, " ")
	}
	p = strings.TrimLeft(p, " ")
	if rest := strings.TrimPrefix(p, "? "); rest != p && !(replMark.MatchString(rest) && len(strings.Fields(rest)) <= 2 && !strings.Contains(rest, ":")) {
		return s, "", false
	}
	return s, p, true
}

// completionMenuAt is the column the word typed at the cursor starts
// at where a line editor's completion menu lists its completions under
// it, or -1: rows right under the cursor's, each starting at the word's
// column or one right of it, at least one of them starting with the
// word (prompt_toolkit's menu under "MySQL root@localhost:shop> SE":
// "SELECT", "SET").
func completionMenuAt(s emulator.Snapshot) int {
	row, col := s.Cursor.Row, s.Cursor.Col
	if !s.Cursor.Visible || row < 0 || row+1 >= len(s.Lines) {
		return -1
	}
	c := -1
	var entries []string
	for r := row + 1; r < len(s.Lines) && r <= row+12; r++ {
		t := strings.TrimRight(s.Lines[r], " ")
		rest := strings.TrimLeft(t, " ")
		if rest == "" {
			break
		}
		first := uniseg.StringWidth(t) - uniseg.StringWidth(rest)
		if c >= 0 && first != c {
			break
		}
		c = first
		entries = append(entries, strings.Fields(rest)[0])
	}
	if c <= 0 || c > col {
		return -1
	}
	// The word typed starts at the menu's column or one left of it (a
	// menu drawn with a blank of padding before its entries).
	cs := cellsOf(s.Lines[row])
	start := col
	for start > 0 && at(cs, start-1) != " " && at(cs, start-1) != "" {
		start--
	}
	typed := textIn(cs, start, col)
	if start == 0 || typed == "" || (start != c && start != c-1) {
		return -1
	}
	for _, e := range entries {
		if strings.HasPrefix(strings.ToLower(e), strings.ToLower(typed)) {
			return start
		}
	}
	return -1
}

// longAndAsking reports whether prompt p is too long for a REPL's: a
// long prompt (a directory before its mark: csvq's "/srv/data > ") is a
// REPL's only where it began the lines before or sits under a banner
// that says how to get help or to leave (helpToldAbove), where it
// counts its inputs in a console's brackets (countedConsole), or where
// it is a name and a place in parentheses (namedPlace) or a place alone
// in square brackets (bracketPlace) before its mark.
func longAndAsking(s emulator.Snapshot, p, same string, began int) bool {
	return uniseg.StringWidth(p) > maxPromptWidth && !(replMark.MatchString(p) && (began > 0 || shownBefore(s, same) || helpToldAbove(s))) && !countedConsole.MatchString(strings.TrimSpace(p)) && !namedPlace.MatchString(strings.TrimSpace(p)) && !bracketPlace.MatchString(strings.TrimSpace(p))
}

// rowAsksHere is rowAsks of row r's text t, but for a numbered entry
// alone (loneEntry).
func rowAsksHere(s emulator.Snapshot, r int, t string) bool {
	return rowAsks(t) && !loneEntry(s, r, t)
}

// loneEntry reports whether row r (its text t) asks only as a numbered
// entry does, and no numbered entry stands next to it: one row of a
// debugger's trace ("1:      1  1 CALL pred ledger.main/2-0"), no list.
func loneEntry(s emulator.Snapshot, r int, t string) bool {
	q := trailingBrackets.ReplaceAllString(t, "")
	if strings.HasSuffix(t, ":") || strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":") || !numberedEntry.MatchString(t) {
		return false
	}
	entry := func(r int) bool {
		return r >= 0 && r < len(s.Lines) && numberedEntry.MatchString(strings.TrimSpace(s.Lines[r]))
	}
	blank := func(r int) bool { return r >= 0 && r < len(s.Lines) && strings.TrimSpace(s.Lines[r]) == "" }
	// (Entries a blank row apart are a list too: "G. Generate …" over
	// "B. Back,  I. Install,  C. Cancel".)
	return !entry(r-1) && !entry(r+1) && !(blank(r-1) && entry(r-2)) && !(blank(r+1) && entry(r+2))
}

// rowAsks reports whether a row's text asks or lists an answer: it ends
// in a colon, or in a question mark before its hints and default in
// brackets ("Which cluster? (--cluster) [staging-2]", "Name: [relay]"),
// or is a numbered entry.
func rowAsks(t string) bool {
	q := trailingBrackets.ReplaceAllString(t, "")
	return strings.HasSuffix(t, ":") || strings.HasSuffix(q, "?") || (strings.HasSuffix(q, ":") && strings.HasSuffix(t, "]")) || numberedEntry.MatchString(t)
}

// sourceAbove reports whether the rows right above the cursor's are
// lines of source a debugger lists: three or more, each starting with
// its line's number, the numbers counting up by one, one of them and
// only one marked as the current line (`12 =>`, `-> 12`): no list to
// choose from (`0 => Hourly` on every row is a list's keys).
func sourceAbove(s emulator.Snapshot) bool {
	n, last, marked := 0, -1, 0
	for r := s.Cursor.Row - 1; r >= 0; r-- {
		m := sourceLine.FindStringSubmatch(s.Lines[r])
		if m == nil {
			break
		}
		k, _ := strconv.Atoi(m[2])
		if last >= 0 && k != last-1 {
			break
		}
		last, n = k, n+1
		if m[1] != "" || m[3] != "" {
			marked++
		}
	}
	return n >= 3 && marked == 1
}

// sourceLine is a line of source a debugger lists: its number, a mark
// of the current line before or after it at most, then the code.
var sourceLine = regexp.MustCompile(`^\s*(->|=>|-->|>)?\s*(\d{1,6})(?::)?\s*(=>|->|-->|>)?\s`)

// bracketPlace is a place alone in square brackets, then a prompt's
// mark, however long the place: Infinispan's CLI's
// "[relay-cache-0-61530@ISPN//containers/default]>".
var bracketPlace = regexp.MustCompile(`^\[[^\[\]\s]{1,80}\]\s?[>$#%]$`)

// namedPlace is a name, then a place in parentheses, then a prompt's
// mark, however long the place: truffle's debugger's
// "debug(development:0x5ab2e6fd...)>".
var namedPlace = regexp.MustCompile(`^[A-Za-z][\w-]{0,15}\([^()\s]{1,60}\)[>$#%]$`)

// replAtWork reads a prompt while the program is seen at work reading
// lines: a REPL's where it began the lines before, or on its first
// showing where it names the program ("chuck %>", while a thread of it
// works on: ChucK's audio machine).
func replAtWork(s emulator.Snapshot, f Facts, p, same string, began int) (string, bool) {
	if p != "" && began == 0 && !shownBefore(s, same) && replMark.MatchString(p) && namesItself(p, f.Program) {
		return "its prompt names it", true
	}
	return "its prompt began the lines before", p != "" && (began > 0 || shownBefore(s, same))
}

// namedInParens is a prompt that is a name in parentheses alone.
var namedInParens = regexp.MustCompile(`^\([A-Za-z][\w:.-]*\+{0,2}\)$`)

// begunAt counts the lines the agent submitted at the prompt same
// (samePrompt's form).
func begunAt(same string, f Facts) int {
	began := 0
	for _, sub := range f.Submitted {
		sub = strings.TrimLeft(sub, " ")
		typed := sub != "" && strings.HasPrefix(same, samePrompt(sub)+" ") // (the prompt, then a line being typed at it)
		if samePrompt(sub) == same || (same != "" && strings.HasPrefix(samePrompt(sub), same)) || sameStem(samePrompt(sub), same) || samePlaced(samePrompt(sub), same) || sameModed(samePrompt(sub), same) || typed {
			began++
		}
	}
	return began
}

// replAtNoPrompt reads a program waiting at the left edge of an empty
// row: a REPL where it edits the line itself and lines were submitted
// there, where it answered more rows than the lines typed and their echo
// (cat's, each line twice; sort's, once, are not), under its banner
// alone, or under a banner that says how to leave it.
func replAtNoPrompt(s emulator.Snapshot, f Facts, began int) (string, bool) {
	switch {
	case s.Cursor.Row > 0 && pressEnter.MatchString(s.Lines[s.Cursor.Row-1]):
		return "", false // the row above asks for Enter ("Press Enter to continue...")
	case s.Cursor.Row > 0 && labelsThenKeys(strings.TrimSpace(s.Lines[s.Cursor.Row-1])) != nil:
		return "", false // the row above names the answers and their keys ("OK [o, Enter], Cancel [c]")
	case listUnderQuestion(&grid{Snapshot: s}, s.Cursor.Row):
		return "", false // a numbered list a question heads, asked again after a wrong answer: its menu's
	case f.Canonical && s.Cursor.Row > 1 && carried(s, s.Cursor.Row-2) && keyChoices(parseQuestion(carriedInto(s, s.Cursor.Row-1))):
		// The row above ends a question the terminal wrapped at the
		// screen's edge, naming the answers it takes ("Choose network
		// from [devnet, …, custom | defaults to devne" over "t]"):
		// asked now.
		return "", false
	case f.Canonical && s.Cursor.Row > 0 && valueAskedWrapped(&grid{Snapshot: s}, s.Cursor.Row) != nil:
		// The row above (or the label it ends) asks for a value to
		// type on this row ("Enter an executor: custom, docker, …,
		// instance:", each of gitlab-runner's questions so): asked
		// now, whatever was answered before it.
		return "", false
	case !f.Canonical && began > 0:
		return "its lines start at the left edge", true
	case !f.Canonical && f.Waiting && promptBeganAbove(s, f):
		// The prompt the agent typed at began the rows above, what was
		// typed after it, and the program printed its answer after its
		// next prompt ("> 6 * 7" over "> 42", packer console's): it
		// reads its lines in a loop.
		return "its prompt began the lines above", true
	case began > 0 && f.Waiting && (textRows(s) > 2*len(f.Submitted) || answeredLast(s)):
		return "it answers the lines submitted at it", true
	case began == 0 && f.Waiting && bannerFirst(s):
		return "it waits under its banner", true
	}
	return "its banner says how to leave it", !f.Canonical && f.Waiting && bannerAbove(s)
}

// promptBeganAbove reports whether a prompt the agent submitted lines
// at, marks or a name and a mark, starts a row above the cursor's with
// a line typed after it, no question over that row (a question's
// prompt of marks is under what it asks: "Which host?" over "> fra").
func promptBeganAbove(s emulator.Snapshot, f Facts) bool {
	for _, sub := range f.Submitted {
		sub = strings.TrimSpace(sub)
		if sub == "" || !(marksOnly(sub) || (replMark.MatchString(sub) && len(strings.Fields(sub)) <= 2)) {
			continue
		}
		if r := shownAt(s, samePrompt(sub+" ")); r >= 0 {
			over := ""
			if r > 0 {
				over = trailingBrackets.ReplaceAllString(strings.TrimSpace(s.Lines[r-1]), "")
			}
			return !strings.HasSuffix(over, "?") && !strings.HasSuffix(over, ":")
		}
	}
	return false
}

// answeredLast reports whether the row above the cursor's (at the start
// of an empty row) answers the line typed on the row above it with
// something else ("6*7" over "42"), or at the indent the line typed
// began at (BQN's three blanks); a program that prints back what it
// read (cat) answers nothing.
func answeredLast(s emulator.Snapshot) bool {
	c := s.Cursor
	if c.Row < 2 || c.Row >= len(s.Lines) || strings.TrimSpace(s.Lines[c.Row]) != "" {
		return false
	}
	if c.Col != 0 && lead(s.Lines[c.Row-2]) != c.Col {
		// (An indent for a prompt, as APL's and BQN's are: the line
		// typed above began at the indent the cursor waits at now.)
		return false
	}
	typed, answer := strings.TrimSpace(s.Lines[c.Row-2]), strings.TrimSpace(s.Lines[c.Row-1])
	return typed != "" && answer != "" && typed != answer
}

// valueThenMark reports whether a prompt's words start telling what value
// to enter and end in ">", asking for no command ("Enter admin user name
// [Enter to accept default]>").
func valueThenMark(p string) bool {
	return instructs.MatchString(p) && strings.HasSuffix(p, ">") && !asksCommand.MatchString(strings.TrimSuffix(trailingBrackets.ReplaceAllString(strings.TrimSuffix(p, ">"), ""), " "))
}

// typedAfterPrompt is the prompt p without the line being typed after it
// where p starts with one word shaped as a REPL's prompt, or a word then
// a mark alone ("TmuxAI » …"), text after it, under a banner that says
// how to get help ("openGauss=# select version()" under "Type "help" for
// help."): the word and its mark.
func typedAfterPrompt(s emulator.Snapshot, f Facts, p string) string {
	head, rest, ok := strings.Cut(p, " ")
	if mark, after, cut := strings.Cut(strings.TrimLeft(rest, " "), " "); ok && cut && !replMark.MatchString(head) && uniseg.StringWidth(mark) == 1 && replMark.MatchString(mark) {
		// A name, then its mark set apart ("TmuxAI » why is the disk
		// full?"): the two are the prompt.
		head, rest = head+" "+mark, after
	}
	if ok && f.Waiting && replMark.MatchString(head) && strings.TrimSpace(rest) != "" && helpToldAbove(s) && !continuedFrom(s, p) {
		return head
	}
	return p
}

// keysWrapped reports whether the line the terminal wrapped onto the
// cursor's row names the answers of a yes or no or of a choice ("…
// (O)verwrite with pacnew, (Q)uit: [v" over "/m/s/r/o/q]").
func keysWrapped(s emulator.Snapshot) bool {
	w := wrappedLine(s)
	if w == cursorLine(s) {
		return false
	}
	kp := parseQuestion(w)
	return kp != nil && (kp.Kind == Confirm || kp.Kind == Choice) && len(kp.Options) >= 2
}

// replByShape reads a prompt by its shape: a count of inputs (a REPL the
// table names: "In [1]:"), an empty default (a field's), a library's bar
// in the field under its question (no REPL's), marks alone, dots as wide
// as the named prompt above (a continuation), the program's own name, a
// label (labelShape) or a default in brackets (a question's); decided is
// false where the shape says nothing.
func replByShape(s emulator.Snapshot, f Facts, p string, began int, named bool) (why string, ok, decided bool) {
	if why, ok, decided := markShape(s, f, p, named); decided {
		return why, ok, true
	}
	hint := hintedPrompt(p, f)
	switch {
	case ownName(p, f) && instructedAbove(s, p):
		// The program's name as a label under a paragraph telling what
		// to enter there ("jigdo:" under "To start a new download,
		// enter URL of .jigdo file."): a field's, asked once.
		return "", false, true
	case ownName(p, f):
		return "its prompt is its name", true, true
	case continuesAbove(s, p):
		return "its continuation prompt", true, true
	case hint != "":
		return hint, true, true
	case namedInParens.MatchString(p) && defaultUnder(&grid{Snapshot: s}) != nil:
		// The same under a question ending in its colon, asked with the
		// glyph of a prompt library ("? Write a SHORT description of
		// the change:" over " (false)"): that question's default.
		return "", false, true
	case namedInParens.MatchString(p):
		// A name in parentheses ("(byebug)", "(Cmd)", "(rdb:1)"): a
		// debugger's or a command loop's prompt, also under the numbered
		// lines of source it lists.
		return "its prompt is a name in parentheses", true, true
	case valueThenMark(p):
		// Words that tell what value to enter, the program's mark for
		// what is typed after them ("Enter admin user name [Enter to
		// accept default]>", asked again after a failed login): a
		// field's, however often asked; a loop asks for a command.
		return "", false, true
	case strings.HasSuffix(p, ":") || strings.HasSuffix(p, ":=") || (strings.HasSuffix(p, "?") && p != "?"):
		// (":=" binds what is typed to the count before it:
		// Mathematica's "In[1]:=".)
		why, ok := labelShape(s, f, p, began)
		return why, ok, true
	case countedConsole.MatchString(strings.TrimSpace(p)):
		return "its prompt counts its inputs", true, true
	case endsInDefault.MatchString(p) && !counted.MatchString(p):
		// A default in brackets ending the prompt ("Most peers
		// (RELAY_PEERS) [8]") is a question's; a REPL's prompt offers
		// none.
		return "", false, true
	}
	return "", false, false
}

// markShape is replByShape's reading of a prompt's marks: a library's
// glyph and its field, a count of inputs, an empty default, a
// continuation, or marks alone (a REPL's, but for a finder's query or
// under what asks); decided is false where they say nothing.
func markShape(s emulator.Snapshot, f Facts, p string, named bool) (why string, ok, decided bool) {
	g, rest, _ := strings.Cut(strings.TrimSpace(p), " ")
	switch {
	case activeGlyphs[g] && word.MatchString(rest) && (strings.HasSuffix(rest, "›") || strings.HasSuffix(rest, "‣")):
		// A prompt library's question, its glyph first and its value's
		// mark last ("? Password ›", prompts' field before anything is
		// typed): no REPL's ("? relay>" is a command loop's).
		return "", false, true
	case widgetBar[g] && fieldUnderLibraryQuestion(s):
		// The bar a prompt library draws down its questions' left
		// (clack's "│ my-lib"), the cursor in the field under the
		// question it asks now: the field, however often answered.
		return "", false, true
	case named && counted.MatchString(p):
		return "its prompt counts its inputs", true, true
	case emptyDefault.MatchString(p):
		return "", false, true // "[]:" under its question: a field's default, empty
	case alignedContinuation(s, p):
		return "its continuation prompt", true, true
	case marksOnly(p) && fzfPrompt(&grid{Snapshot: s}) != nil:
		return "", false, true // a finder's query, its counter and list above ("3/6" over "> ")
	case marksOnly(p) && !asksAbove(s, f):
		return "waits at a prompt of marks", true, true
	case bareCount.MatchString(strings.TrimSpace(p)) && !asksAbove(s, f):
		// A count alone and its mark ("1:", REDUCE's): no word asks,
		// it counts the inputs a loop reads.
		return "its prompt counts its inputs", true, true
	}
	return "", false, false
}

// bareCount is a count of inputs alone and a mark: "1:", "12>".
var bareCount = regexp.MustCompile(`^\d{1,4}[:>]$`)

// countedConsole is a console's prompt all in square brackets: its name
// and a colon, where it is connected (a host and a port, user@host), and
// a count of its inputs last ("[zk: localhost:2181(CONNECTED) 0]"; not a
// step's "[Step: 1 of 3]").
var countedConsole = regexp.MustCompile(`^\[\pL[\w.-]{0,15}:\s[^\[\]\s]*[:@][^\[\]]{0,60}\s\d{1,5}\]$`)

// fieldUnderLibraryQuestion reports whether the cursor's row is under
// the question a prompt library asks now (its glyph first: "? What do
// you want to name the npm package?").
func fieldUnderLibraryQuestion(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	q, _ := widgetQuestionRow(g)
	return q >= 0 && q < s.Cursor.Row && s.Cursor.Row-q <= 2 && activeGlyphs[at(g.cells(q), 0)]
}

// continuesAbove reports whether prompt p continues the line typed on the
// row above: that row starts with a prompt of the same name and another
// mark, input after it ("relay» for p in peers:" over "relay…", a
// console's second prompt, sys.ps2).
func continuesAbove(s emulator.Snapshot, p string) bool {
	stem, mark := stemAndMark(p)
	return len(stem) >= 2 && signs(mark) && s.Cursor.Row >= 1 && otherMarkAt(s, s.Cursor.Row-1, stem, mark) || countedOn(s, p)
}

// countedOn reports whether the prompt p is a count and a mark, the
// count one more than the count that began the row above, a line typed
// after it, and its mark another ("  1> print(6 * 7)" over "  2.",
// Mojo's REPL reading the rest of an expression).
func countedOn(s emulator.Snapshot, p string) bool {
	m := countAndMark.FindStringSubmatch(strings.TrimSpace(p))
	if m == nil || s.Cursor.Row < 1 || s.Cursor.Row >= len(s.Lines) {
		return false
	}
	a := countTyped.FindStringSubmatch(strings.TrimSpace(s.Lines[s.Cursor.Row-1]))
	if a == nil || a[2] == m[2] {
		return false
	}
	n, _ := strconv.Atoi(m[1])
	before, _ := strconv.Atoi(a[1])
	return n == before+1
}

// countAndMark is a count and a mark alone: "2.", "3>". countTyped is
// the same, then a line typed after it.
var (
	countAndMark = regexp.MustCompile(`^(\d{1,4})([^\w\s]{1,3})$`)
	countTyped   = regexp.MustCompile(`^(\d{1,4})([^\w\s]{1,3})\s+\S`)
)

// alignedContinuation reports whether the prompt p, signs alone
// ("....:", "   ...:" with its indent), continues the line typed on the
// row above at a named prompt as wide as it and ending in the same sign
// ("sage: for p in primes(10):" over "....:", IPython's "In [1]: for x
// in y:" over "   ...:").
func alignedContinuation(s emulator.Snapshot, p string) bool {
	t := strings.TrimRight(p, " ")
	if s.Cursor.Row >= 0 && s.Cursor.Row < len(s.Lines) {
		if whole := strings.TrimRight(textIn(cellsOf(s.Lines[s.Cursor.Row]), 0, s.Cursor.Col), " "); strings.HasSuffix(whole, t) {
			t = whole // the prompt with its indent (replPromptAt trims it)
		}
	}
	w := uniseg.StringWidth(t)
	if w < 3 || strings.ContainsFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) || s.Cursor.Row < 1 || s.Cursor.Row >= len(s.Lines) || !strings.Contains(t, "..") {
		return false
	}
	above := cellsOf(s.Lines[s.Cursor.Row-1])
	head := textIn(above, 0, w)
	last, _ := utf8.DecodeLastRuneInString(t)
	return uniseg.StringWidth(head) == w && strings.HasSuffix(head, string(last)) &&
		strings.ContainsFunc(head, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) &&
		strings.TrimSpace(textIn(above, w, s.Cols)) != ""
}

// stemAndMark splits a prompt into its name (up to its last letter or
// digit) and the mark after it, blanks taken off: "relay»" is "relay"
// and "»", "admin@router#" is "admin@router" and "#".
func stemAndMark(p string) (stem, mark string) {
	p = strings.TrimSpace(p)
	stem = strings.TrimRightFunc(p, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	return stem, strings.TrimSpace(p[len(stem):])
}

// signs reports whether a prompt's mark is signs alone, a few of them.
func signs(m string) bool {
	return m != "" && uniseg.StringWidth(m) <= 4 && !strings.ContainsFunc(m, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// otherMarkAt reports whether row starts with the prompt's name stem,
// then a mark of signs other than mark, then a line typed after it.
func otherMarkAt(s emulator.Snapshot, row int, stem, mark string) bool {
	line := strings.TrimLeft(s.Lines[row], " ")
	rest, ok := strings.CutPrefix(line, stem)
	if !ok {
		// The stem with another count ("hbase:001:0> create …" over
		// "hbase:002:0*"): its counters aside, the same name.
		ml, ms := counter.ReplaceAllString(line, "#"), counter.ReplaceAllString(stem, "#")
		if ms == stem || !strings.HasPrefix(ml, ms) {
			return false
		}
		rest = ml[len(ms):]
	}
	m, input, _ := strings.Cut(rest, " ")
	return m != mark && signs(m) && strings.TrimSpace(input) != ""
}

// labelShape reads a prompt that ends as a label or a question does (":"
// or "?"): a count after a banner or a board, or from a line editor for
// commands, is a REPL's; a default in brackets or the answers it names
// are a question's, also asked again; a label is a REPL's only once asked
// again after a line began at it, or where a line editor for commands
// waits at it (firstLabel reads those no line began at yet).
func labelShape(s emulator.Snapshot, f Facts, p string, began int) (why string, ok bool) {
	if began == 0 && f.Waiting {
		if why, ok := firstLabel(s, f, p); ok {
			return why, true
		}
	}
	switch {
	case endsInDefault.MatchString(p) && !counted.MatchString(p):
		// A default in brackets ending the prompt ("Port [8080]:") is a
		// question's, also asked again after a wrong answer.
		return "", false
	case namesAnswers(p):
		// A prompt that names the answers it takes, a range of numbers
		// or keys ("Enter 1-4:", "Continue (y/n):"), asks for one of
		// them, also asked again after a wrong one ("Try again.").
		return "", false
	case f.Waiting && pastesCommands(s, f) && shownBefore(s, samePrompt(p)):
		// The same label, counters alike, began lines above with input
		// after it ("In [1]: …" over "In [2]:"), at a line editor for
		// commands: a REPL's prompt, also where the agent typed none of
		// those lines.
		return "its prompt began the lines above", true
	case strings.HasSuffix(p, ":") && !strings.ContainsAny(p, "([") && began == 0 && f.Waiting && pastesCommands(s, f) && !asksAbove(s, f):
		// A label at which a line editor waits that set bracketed
		// paste, as readline, prompt_toolkit and rustyline do for the
		// commands pasted into a REPL ("You have:", units'; "Enter word
		// or phrase:", sdcv's), words alone, naming no answer and no
		// default in brackets (fdisk's "Select (default p):" asks): a
		// REPL's prompt before any line began at it. A library asking a
		// question reads keys or plain lines and sets none.
		return "its line editor takes pasted commands", true
	}
	return "its prompt began the lines before", began >= 1 && f.Waiting
}

// refusedAbove reports whether the row over the cursor's says an answer
// was refused (invalid, an error, what it must be or may hold) and names
// a word of the label p (one with a colon or a question mark), four
// letters or more: "error:   Host may hold only lowercase letters" over
// "prompt: database host:". (A REPL's prompt after an error is no label.)
func refusedAbove(s emulator.Snapshot, p string) bool {
	r := s.Cursor.Row - 1
	if r < 0 || r >= len(s.Lines) {
		return false
	}
	above := strings.ToLower(s.Lines[r])
	if !strings.ContainsAny(p, ":?") || !refusal.MatchString(above) || strings.HasPrefix(strings.TrimSpace(above), strings.ToLower(strings.TrimSpace(p))) {
		return false
	}
	notLetter := func(c rune) bool { return !unicode.IsLetter(c) }
	words := strings.FieldsFunc(above, notLetter)
	for _, w := range strings.FieldsFunc(strings.ToLower(p), notLetter) {
		if len(w) >= 4 && slices.Contains(words, w) {
			return true
		}
	}
	return false
}

// refusal is words saying an answer was refused.
var refusal = regexp.MustCompile(`\b(invalid|error|must|needed|required|not allowed|may (?:only|hold only)|wrong|incorrect|not valid|failed|is not an?)\b`)

// refusedSince reports whether the prompt p asks (a label ending in a
// colon or a question mark, or marks under a question: asksAbove) and a
// row between the last line typed at it on the screen and the cursor
// says that answer was refused ("[ERROR]: Please enter a number between
// 1 and 12", "Authentication failed."): the question asked again, no
// REPL's prompt after an error.
func refusedSince(s emulator.Snapshot, f Facts, p, same string) bool {
	t := strings.TrimSpace(p)
	c := s.Cursor.Row
	if same == "" || c < 1 || c >= len(s.Lines) || !(strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") || (marksOnly(t) && asksAbove(s, f))) {
		return false
	}
	// The rows a line was typed at the prompt on, read once each.
	at := make([]bool, c)
	for r := range at {
		at[r] = strings.HasPrefix(samePrompt(strings.TrimLeft(s.Lines[r], " ")), same)
	}
	earlier := slices.Index(at, true)
	if acceptedAt(s, at) {
		return false // (a line typed at it answered, no refusal under it: a loop that takes lines, a REPL's)
	}
	for r := c - 1; r > earlier && earlier >= 0; r-- {
		if at[r] {
			return false // (typed at it, and nothing refused since)
		}
		if refusal.MatchString(strings.ToLower(s.Lines[r])) {
			// Marks alone are asked again where a row the program
			// printed before the earlier answer stands again after the
			// refusal (the question, an entry of its list); a REPL's
			// error is followed by rows of its own.
			return !marksOnly(t) || slices.ContainsFunc(s.Lines[r+1:c], func(a string) bool {
				return strings.TrimSpace(a) != "" && slices.Contains(s.Lines[:earlier], a)
			})
		}
	}
	return false
}

// acceptedAt reports whether a line typed at a prompt (the rows at
// marks) was answered: rows with text under it, before the next line
// typed at the prompt, none of them a refusal (IRust's "Out: 1725" under
// "In: vec![…].iter().sum()").
func acceptedAt(s emulator.Snapshot, at []bool) bool {
	for a := slices.Index(at, true); a >= 0; {
		b := slices.Index(at[a+1:], true)
		if b < 0 {
			return false
		}
		b += a + 1
		rows := s.Lines[a+1 : b]
		if rowsWithText(rows) > 0 && !slices.ContainsFunc(rows, func(l string) bool { return refusal.MatchString(strings.ToLower(l)) }) {
			return true
		}
		a = b
	}
	return false
}

// firstLabel reads a label a program waits at before any line began at
// it: a count after a banner, the count of the first input, or one word
// under a banner saying how to get help; ok is false for any other.
func firstLabel(s emulator.Snapshot, f Facts, p string) (why string, ok bool) {
	switch {
	case strings.HasSuffix(p, ":") && len(strings.Fields(p)) <= 3 && countMark.MatchString(p) && bannerOnly(s):
		// "GNU Chess 6.2.7", its copyright and licence, then "White (1) :":
		// a program that only said what it is waits for its commands at
		// a prompt that counts them; a question says what it asks in
		// words around it, and a label naming a value ("Project name:"
		// under a tool's name and version) asks for it.
		return "its banner alone above its prompt", true
	case (firstCount.MatchString(p) || (firstBracketCount.MatchString(p) && (strings.HasSuffix(p, ":=") && !f.Canonical || namesVersion(firstText(s)) || pastesCommands(s, f)))) && !asksAbove(s, f):
		// "black(1):", "White (1):", "In [1]:" (under a banner naming a
		// version, or from a line editor for commands: pastesCommands):
		// one word and the count of the first input, under a board or
		// a program's start-up lines that ask nothing ("In[1]:=" binds
		// the input to its count, under any banner where the program
		// edits the line itself: no field's default is written so): a
		// program
		// waiting for its first command (a default of a field is in
		// brackets, "Port [8080]:", or named by a question around it).
		return "its prompt counts its inputs from 1", true
	case !f.Canonical && oneWordLabel.MatchString(p) && (!valueLabel.MatchString(p) || speakerLabel.MatchString(p)) && bannerAbove(s):
		// "sage:" right under a banner (in a box or not) saying how
		// to get help or to leave, in raw mode: a command loop's
		// prompt, named as the program is, or as the one typing is
		// in a chat ("User:").
		return "its banner says how to leave it", true
	}
	return "", false
}

// oneWordLabel is a prompt of one word and a colon: "sage:".
var oneWordLabel = regexp.MustCompile(`^\s*[\p{L}][\p{L}\d_.-]*:\s*$`)

// speakerLabel is a chat's tag for the one typing: "User:", "You:",
// "Human:". Under a banner saying how to leave (HolmesGPT's "Type
// '/exit' to exit"), a loop's prompt; a login names a user elsewhere.
var speakerLabel = regexp.MustCompile(`(?i)^\s*(user|you|human|me)\s*:\s*$`)

// valueLabel is a label naming a value asked: "Login:", "Password:".
var valueLabel = regexp.MustCompile(`(?i)^\s*(user ?name|user|login|e-?mail|name|password|passphrase|passcode|pin|host(name)?|account|token|code|answer|choice|value)\s*:\s*$`)

// pastesCommands reports whether the program edits the line itself (raw
// mode) on the main screen with bracketed paste set, as the line editors
// of REPLs set it for the commands pasted into them (readline,
// prompt_toolkit, rustyline); the libraries that ask questions set none.
func pastesCommands(s emulator.Snapshot, f Facts) bool {
	return s.Modes.BracketedPaste && !f.Canonical && !s.AltScreen
}

// hintedPrompt says why a prompt with a hint in parentheses is a REPL's,
// or is "": the hint says how to leave it ("query (type 'quit' to
// exit): ", chatblade's: a loop of inputs; a question is asked once,
// and says no way out), or the program's name stands before it ("buku
// (? for help)": its console's prompt).
func hintedPrompt(p string, f Facts) string {
	switch {
	case leaveHint.MatchString(p):
		return "its prompt says how to leave it"
	case nameAndHint.MatchString(p) && namesItself(p, f.Program):
		return "its prompt is its name"
	}
	return ""
}

// leaveHint is a hint in parentheses telling what to type to leave:
// "(type 'quit' to exit)", "(Ctrl-D to quit)".
var leaveHint = regexp.MustCompile(`(?i)\((?:type |enter |press )?['"]?(?:quit|exit|q|bye|\.exit|:q|ctrl-[cd]|ctrl\+[cd]|\^[cd])['"]?\s+to\s+(?:exit|quit|leave|end)\)`)

// nameAndHint is a name, then a hint in parentheses, a mark after it at
// most: "buku (? for help)", "ecasound ('h' for help)>".
var nameAndHint = regexp.MustCompile(`^[\w.-]+ \([^()]{1,30}\)\s*[:>]?$`)

// endsInDefault is a prompt that ends in a default in square brackets,
// a colon or question mark after it at most.
var endsInDefault = regexp.MustCompile(`\S\s*\[[^\[\]]{1,40}\]\s*[:?]?$`)

// wordsBeforeMark reports whether a prompt that ends in a mark says in
// words what to give ("new name for notes.txt ->", "Enter your choice
// >"): three words or more before the mark, two of them words of
// letters. A REPL's prompt is a name and a mark, with a place or a
// counter at most ("lftp root@box:~>", "ngspice 1 ->").
func wordsBeforeMark(p string) bool {
	f := strings.Fields(p)
	if n := len(f); n > 0 && marksOnly(f[n-1]) {
		f = f[:n-1]
	}
	words := 0
	for _, w := range f {
		if len(w) >= 2 && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
			words++
		}
	}
	if len(f) == 2 && strings.HasSuffix(strings.TrimSpace(p), "->") && words == 1 && len(f[0]) >= 3 && strings.ContainsAny(f[1], "./") {
		// "rename notes.txt ->": what is done to a file, then an arrow
		// to the new name.
		return true
	}
	return len(f) >= 3 && words >= 2
}

// bannerLine is a line of the banner a program prints as it starts: its
// name and version, copyright, licence and warranty, where to find help.
var bannerLine = regexp.MustCompile(`(?i)\bv?\d+\.\d+(\.\d+)*\b|\bcopyright\b|\(c\)|©|\blicen[cs]e|\bwarranty\b|\bfree software\b|\bhttps?://|\btype\b.{1,40}\b(help|exit|quit)\b`)

// bannerOnly reports whether every row above the cursor's is blank or a
// banner's, at least one naming a version or a copyright: the program
// said what it is and nothing else (what it asks is said in other
// words).
func bannerOnly(s emulator.Snapshot) bool {
	named := false
	for r := 0; r < s.Cursor.Row && r < len(s.Lines); r++ {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		if !bannerLine.MatchString(t) {
			return false
		}
		named = true
	}
	return named
}

// firstCount is a prompt of one word and the count of a first input in
// parentheses: "black(1):", "White (1) :".
var firstCount = regexp.MustCompile(`^\pL[\pL\d_-]*\s?\(1\)\s?:$`)

// bannerFirst reports whether a program waiting with no prompt printed
// only its banner: one of the first three rows with text names it with
// a version or a copyright ("Stockfish 15.1 by the Stockfish
// developers", "This is yabasic version 2.90.3,"; A+'s name alone, then
// its copyright), and no row above the cursor's asks (ends in ':' or
// '?') or lists: it waits for its commands.
func bannerFirst(s emulator.Snapshot) bool {
	seen, named, tabled := 0, false, 0
	for r := 0; r < s.Cursor.Row && r < len(s.Lines); r++ {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		seen++
		if len(columnGap.Split(t, -1)) >= 4 {
			if tabled++; tabled == 3 {
				// Rows of four columns or more, three of them: a table
				// the program keeps (mytop's threads under its server's
				// name and version), no banner.
				return false
			}
		}
		named = named || (seen <= 3 && namesVersion(t))
		if seen == 3 && !named {
			return false
		}
		if r == s.Cursor.Row-1 && asksCommand.MatchString(t) {
			continue // a row over the cursor's that asks for a command (BTEQ's "Enter your logon or BTEQ command:")
		}
		if strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") || numberedEntry.MatchString(t) {
			return false
		}
	}
	return named
}

// datedName is a program's name and the date of its release, by whom:
// "zenlisp 2013-11-22 by Nils M Holm".
var datedName = regexp.MustCompile(`^[\pL][\w.+-]* (19|20)\d\d-\d\d-\d\d by \pL`)

// namesVersion reports whether a line is a banner's first: it names a
// version (two or three numbers set apart by dots, a letter after them at
// most), a copyright, or the program's release by its date and author.
// A number of four parts is an address ("127.0.0.1"), no version.
func namesVersion(t string) bool {
	if copyrightWord.MatchString(t) || datedName.MatchString(t) {
		return true
	}
	for _, m := range dottedNumber.FindAllStringSubmatch(t, -1) {
		if strings.Count(m[1], ".") <= 2 {
			return true
		}
	}
	return false
}

var (
	copyrightWord = regexp.MustCompile(`(?i)\bcopyright\b|\(c\)|©`)
	dottedNumber  = regexp.MustCompile(`(?i)(?:^|[^\w.])v?(\d+(?:\.\d+)+)[a-z]?(?:$|[^\w.]|\.(?:\s|$))`)
)

// textRows counts the rows with text above the cursor's.
func textRows(s emulator.Snapshot) int {
	return rowsWithText(s.Lines[:max(0, min(s.Cursor.Row, len(s.Lines)))])
}

// rowsWithText counts the rows that are not blank.
func rowsWithText(lines []string) int {
	n := 0
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n
}

// firstBracketCount is the same count in brackets, "In [1]:" ("In[1]:="
// binding the input to it): a REPL's only under the program's banner
// (IPython's, SymPy's console over it), as a field's default is written
// the same way ("Workers [1]:").
var firstBracketCount = regexp.MustCompile(`^\pL[\pL\d_-]*\s?\[1\]\s?:=?$`)

// firstText is the screen's first row with text, trimmed.
func firstText(s emulator.Snapshot) string {
	for _, l := range s.Lines {
		if t := strings.TrimSpace(l); t != "" {
			return t
		}
	}
	return ""
}

// emptyDefault is a field's default, empty, alone on its row: "[]:".
var emptyDefault = regexp.MustCompile(`^\[\s*\]\s*:$`)

// countMark is a count of the inputs in a prompt: a number alone in
// parentheses or brackets ("White (1) :"), no range to choose from.
var countMark = regexp.MustCompile(`[\[(]\s*\d+\s*[\])]`)

// marksOnly reports whether a prompt is made of marks alone, a few of
// them, no letter or digit: "| ?-" (Prolog's), "*", "=>", a lone ":". A
// question asks in words.
func marksOnly(p string) bool {
	p = strings.TrimSpace(p)
	if p == "" || uniseg.StringWidth(p) > 6 || strings.HasPrefix(p, "...") || strings.HasPrefix(p, "…") {
		return false
	}
	return !strings.ContainsFunc(p, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// trailingBrackets are the groups in brackets or parentheses ending a
// question (its hints, its default).
var trailingBrackets = regexp.MustCompile(`(\s*(\[[^\]]*\]|\([^)]*\)))+\s*$`)

// toldNoOptions reports whether row t over a prompt tells, no options
// to choose under it: numbered sentences ("Notes:" over "1. Unicode is
// supported; see help unicode_advice."), what the program tells at its
// start; or a heading over the commands the loop takes ("the following
// commands are available:" over "pwd", "ls [ <path> ]" …,
// xfsrestore's), its help.
func toldNoOptions(t string) bool {
	return numberedNote(t) || commandsHeading.MatchString(t)
}

// commandsHeading is a row that heads a list of commands: "the following
// commands are available:", "Available commands:", "Commands:".
var commandsHeading = regexp.MustCompile(`(?i)^(?:(?:the\s+)?following\s+commands\s+are\s+(?:available|supported)|(?:available\s+)?commands(?:\s+are)?)\s*:$`)

// asksAbove reports whether the rows right above the cursor's (a blank
// row between allowed) end a question or list the answers a prompt of
// marks then takes ("Please choose one of the following options:",
// "a. red" …), or a box right above asks on its last row inside
// (boxedQuestion): a menu's or a question's prompt, no REPL's. A REPL's
// banner above its first prompt says what it is, not what to answer,
// and a debugger's listing of source (sourceAbove) lists nothing to
// answer.
func asksAbove(s emulator.Snapshot, f Facts) bool {
	if sourceAbove(s) {
		return false
	}
	seen := 0
	marks, _ := promptAtCursor(s)
	marks = strings.TrimSpace(marks)
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-12; r-- {
		t := strings.TrimSpace(s.Lines[r])
		behind := false // the program's own line behind the prompt's marks ("==> Packages to cleanBuild?")
		if rest, ok := strings.CutPrefix(t, marks+" "); ok && marks != "" && marksOnly(marks) {
			t, behind = strings.TrimSpace(rest), true
		}
		if t == "" {
			if seen > 0 {
				break
			}
			continue
		}
		seen++
		if _, ok := boxedQuestion(s, r); ok && seen == 1 {
			return true
		}
		if seen == 1 && parenHint(t) {
			// A hint in parentheses right over the prompt ("(type "?"
			// for help, or <CTRL+C> to cancel)"): what the rows over it
			// ask is asked at the prompt.
			seen = 0
			continue
		}
		if answeredAt(t, f) {
			// A question the agent answered (a line submitted at it:
			// "Enter password to unlock relay.kdbx:", then the console
			// it opens): it asks no more.
			return false
		}
		if seen == 1 && (bannerSays.MatchString(t) || leaveHint.MatchString(t)) {
			// What to type to leave or for help ("Enter an expression,
			// q to quit, or ? for help:"; rawdog's "What can I do for
			// you? (Ctrl-C to exit)" over "> "): a REPL's banner, asked
			// each time, no question (a question says no way out).
			return false
		}
		if toldNoOptions(t) {
			return false
		}
		// (A question may end in its hints and default in brackets:
		// "Which cluster? (--cluster) [staging-2]", "Name: [relay]"; a
		// label with a value in parentheses after its colon tells,
		// a REPL's banner's "Docs: (doc function-name-here)".)
		if rowAsksHere(s, r, t) || (seen == 1 && tellsWhatToType(t) && !bannerOver(s, r)) {
			return true
		}
		if seen == 1 && answersRightOver(s, r, t, marks) {
			return true
		}
		if !strings.HasPrefix(s.Lines[r], " ") && !behind {
			// A row of text at the left edge that neither asks nor lists
			// (a value printed under its label: "Temporary directory
			// for compiler files:" "/tmp/"): what is above it was
			// answered; options under a question are indented.
			return false
		}
	}
	return false
}

// answersRightOver reports whether row r (its text t), right over a
// prompt of marks, says what to answer there: the keys that answer it
// end the row, its question mark the prompt's ("DO YOU NEED
// INSTRUCTIONS (YES/NO)" over BASIC's "? "); its answers end the line,
// the default in brackets among them, the line carried over rows or
// not (Summoner's "Add cabal? [y]/n" over its "  ->"); or a prompt
// library's question glyph stands before words ("◆  Deploy key
// passphrase" over clack's bar "│": the mark under it is its field's).
func answersRightOver(s emulator.Snapshot, r int, t, marks string) bool {
	if keysOverMark(t, marks) || bracketedAmongSlashes(strings.TrimSpace(carriedInto(s, r))) != nil {
		return true
	}
	g, rest, ok := strings.Cut(t, " ")
	return ok && activeGlyphs[g] && word.MatchString(rest)
}

// keysOverMark reports whether row t over BASIC's "?" prompt (marks)
// ends in the keys that answer it.
func keysOverMark(t, marks string) bool {
	return marks == "?" && keyChoices(parseQuestion(t))
}

// tellsWhatToType reports whether a row right over a prompt tells what
// to type there, though it ends in no question mark or colon: what to
// enter ("Please enter a number"), the one word to type, what Enter
// alone gives, that Enter goes on (no timer's count at its end), or the
// range of numbers it takes ("Number of replicas (1-9)").
func tellsWhatToType(t string) bool {
	return instructs.MatchString(t) || typeWord.MatchString(t) || defaultTold.MatchString(t) || (pressEnter.MatchString(t) && !countedDown.MatchString(t)) || rangeLast.MatchString(t)
}

// countedDown is a row that asks for a key within a time, its count
// at its end ("Hit any key to stop autoboot:  0"): a timer's message,
// which a key stopped or the time ran out, no question for the prompt
// under it.
var countedDown = regexp.MustCompile(`:\s*\d{1,3}\s*$`)

// numberedNote reports whether a numbered row is a note, no option: a
// sentence of six words or more that ends in a full stop ("2. Maximum
// number of variables is set to 5,000; see help set_maxvar.", under a
// banner's "Notes:"). A menu's entry names what it does in a few words.
func numberedNote(t string) bool {
	m := numberedEntry.FindStringSubmatch(t)
	return m != nil && strings.HasSuffix(m[4], ".") && !strings.HasSuffix(m[4], "..") && len(strings.Fields(m[4])) >= 6
}

// namesAnswers reports whether a prompt names the answers it takes: a
// range of numbers, or keys.
func namesAnswers(p string) bool {
	return numberRange.MatchString(p) || keyChoices(parseQuestion(p))
}

// answeredAt reports whether a row starts with a prompt the agent
// submitted a line at.
func answeredAt(row string, f Facts) bool {
	for _, sub := range f.Submitted {
		if sub = strings.TrimSpace(sub); sub != "" && strings.HasPrefix(row, sub) {
			return true
		}
	}
	return false
}

// instructs is a row that tells what to type at the prompt under it
// ("Input new name, or a \".\" to keep the old name…", "Please enter a
// number"): a question's, though it ends in a full stop.
var instructs = regexp.MustCompile(`(?i)^(please\s+)?(input|enter|type|give|choose|select|pick|specify|provide)\s+\w`)

// typeWord is a row that ends telling the one word to type, a clause and
// a log's mark before it at most (" !     To proceed, type \"relay\""):
// what the prompt under it asks. (A banner's "Type \"help\" for more
// information." goes on after the word.)
var typeWord = regexp.MustCompile(`(?i)^(?:[!*#|]+\s+)?(?:(?:to|if|when)\s[^,]{1,40},\s*)?(?:please\s+)?(?:type|enter)\s+["'‘“][^"'‘’“”]{1,30}["'’”]\s*[.:]?$`)

// instructedAbove reports whether the paragraph right above the
// cursor's row (its rows with text, six at most) holds a sentence that
// tells what to enter and names the word prompt p is ("enter URL of
// .jigdo file" over "jigdo:").
func instructedAbove(s emulator.Snapshot, p string) bool {
	w := strings.Trim(strings.TrimSpace(p), " :>?")
	if !word.MatchString(w) || strings.Contains(w, " ") {
		return false
	}
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-6 && r < len(s.Lines); r-- {
		row := s.Lines[r]
		if strings.TrimSpace(row) == "" {
			break
		}
		if m := toEnter.FindStringIndex(row); m != nil && namesWord(row[m[1]:], w) {
			return true
		}
	}
	return false
}

// toEnter tells, in a sentence, to enter something: the verb starts
// the row, a clause ("To start a new download, enter URL of") or
// follows "please" (not a word in a message: "$type in uc").
var toEnter = regexp.MustCompile(`(?i)(^\s*|[,.;:]\s+|\bplease\s+)(enter|type|input)\s+(the\s+|a\s+|an\s+)?\w`)

// ownName reports whether a prompt is the program's own name and a mark
// ("bwBASIC:", "ftp>" for tnftp, "kadmin.local:"): one word of letters,
// at least three, dots, hyphens or underscores between them,
// that is the program's name or part of it (a version and a suffix
// taken off), or the name of the script an interpreter runs. A question
// asks in other words.
func ownName(p string, f Facts) bool {
	w := strings.ToLower(strings.TrimRightFunc(p, func(r rune) bool { return !unicode.IsLetter(r) }))
	if len(w) < 3 || !unicode.IsLetter(rune(w[0])) || strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !strings.ContainsRune("._-", r) }) {
		return false
	}
	names := []string{baseProgram(programName(f.Program))}
	if _, script := kindOf(programName(f.Program), f.Args); script != "" {
		names = append(names, strings.TrimSuffix(script, path.Ext(script)))
	}
	for _, n := range names {
		n = strings.ToLower(strings.TrimRightFunc(n, func(r rune) bool { return unicode.IsDigit(r) || r == '.' || r == '-' }))
		if len(n) >= 3 && (strings.Contains(n, w) || strings.Contains(w, n)) {
			return true
		}
	}
	return false
}

// bannerOver reports whether a row above row, across one blank row at
// most, is a banner's saying what to type for help or to leave ("Mono
// C# Shell, type "help;" for help" over "Enter statements below."):
// what the row under it tells to type are the REPL's commands, no
// answer.
func bannerOver(s emulator.Snapshot, row int) bool {
	for r := row - 1; r >= 0 && r >= row-2; r-- {
		if bannerSays.MatchString(s.Lines[r]) {
			return true
		}
	}
	return false
}

// bannerSays is a banner's line telling what to type to leave the program
// or to get help: REPLs print one over their first prompt ("Type `bye'
// to exit", "Type \".help\" for more information", "execute \"EXIT;\" to
// terminate this shell"), or the words to leave it and to get help ("q to
// quit, or ? for help").
var bannerSays = regexp.MustCompile(`(?i)\b(type|enter|execute)\b.{1,40}\b(to (exit|quit|leave|terminate|end|get started)|for (more )?(help|information|instructions|usage|a list of (\w+ ){0,2}(commands|topics)))\b|(^|[\s,])\S{1,8} to (exit|quit)\b.{0,40}(^|[\s,])\S{1,8} for help\b|\bto (exit|quit|leave),? (type|enter|press)\b`)

// bannerAbove reports whether the row right above the cursor's (across
// one blank row) is a banner's line saying what to type to leave or for
// help.
func bannerAbove(s emulator.Snapshot) bool {
	low := s.Cursor.Row - 2
	for r := s.Cursor.Row - 1; r >= 0 && r >= low; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if boxFoot.MatchString(t) {
			low = r - 1 // a banner in a box: its last row inside ("│ … Type "help()" for help. │")
			continue
		}
		if t = strings.TrimSpace(strings.Trim(t, "│┃║")); t != "" {
			return bannerSays.MatchString(t)
		}
	}
	return false
}

// boxedQuestion is the question a box ending on row r asks on its last
// row inside, ending in a question mark (an agent's "╭─ 💭 Question ─╮"
// round "│ Should /healthz also report …? │"); ok is false where r ends
// no box or its last row asks nothing.
func boxedQuestion(s emulator.Snapshot, r int) (string, bool) {
	if r < 1 || r >= len(s.Lines) || !boxFoot.MatchString(strings.TrimSpace(s.Lines[r])) {
		return "", false
	}
	in := strings.TrimSpace(strings.Trim(strings.TrimSpace(s.Lines[r-1]), "│┃║"))
	return in, strings.HasSuffix(in, "?")
}

// boxFoot is a box's bottom edge alone on its row.
var boxFoot = regexp.MustCompile(`^[└╰╚┗][─═━]+[┘╯╝┛]$`)

// shownBefore reports whether a row above the cursor starts with the
// prompt (counters aside) and holds more after it: input at an earlier
// prompt.
func shownBefore(s emulator.Snapshot, same string) bool {
	return shownAt(s, same) >= 0
}

// shownAt is the nearest row above the cursor that starts with the
// prompt (counters aside) and holds more after it, or -1.
func shownAt(s emulator.Snapshot, same string) int {
	if same == "" {
		return -1
	}
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-s.Rows; r-- {
		t := strings.TrimLeft(s.Lines[r], " ")
		l := samePrompt(t)
		if len(l) > len(same) && strings.HasPrefix(l, same) && strings.TrimSpace(l[len(same):]) != "" {
			if s.LookAt(r, len(s.Lines[r])-len(t)).Bg != "" {
				continue // a list's entry set apart behind its pointer ("> fastapi-service" on a bar), no input
			}
			return r
		}
	}
	return -1
}

// defaultRightAbove reports whether the row right above the cursor's
// says what Enter alone gives there ("type value, press Enter to use
// default value (2777)"): a question's field, however often its prompt
// was answered before; a REPL's output names no default.
func defaultRightAbove(s emulator.Snapshot) bool {
	r := s.Cursor.Row - 1
	return r >= 0 && r < len(s.Lines) && defaultTold.MatchString(s.Lines[r])
}

// continuedFrom reports whether prompt p is the prompt that began the
// row right above the cursor's (itself ending in a prompt's mark), a
// mark of one to three characters after it ("[cling]$ ?" under
// "[cling]$ int twice(int x) {"): a REPL's prompt for the rest of a
// line left open, no question.
func continuedFrom(s emulator.Snapshot, p string) bool {
	stem, mark, ok := cutLastField(strings.TrimRight(p, " "))
	r := s.Cursor.Row - 1
	if !ok || len(mark) > 3 || !marksOnly(mark) || r < 0 || r >= len(s.Lines) || !strings.ContainsAny(stem[len(stem)-1:], "$>#%:»]") {
		return false // (the stem a prompt of its own, ending in its mark: no output's first word, "relay up")
	}
	rest, ok := strings.CutPrefix(strings.TrimLeft(s.Lines[r], " "), stem+" ")
	// (The same prompt with the same mark above is a line typed at it
	// and done: bettercap's "… » help".)
	return ok && strings.TrimSpace(rest) != "" && !strings.HasPrefix(rest, mark)
}

// cutLastField cuts a line at its last blank: what stands before it and
// the last word.
func cutLastField(t string) (string, string, bool) {
	i := strings.LastIndex(t, " ")
	if i <= 0 {
		return "", "", false
	}
	return strings.TrimRight(t[:i], " "), t[i+1:], true
}

// askedAgain reports whether the rows right above the cursor's prompt,
// a question among them ("Which mirror should serve the images?" over
// its entries), stood right above a line typed at the same prompt
// earlier too: a question asked again after a wrong answer, which a
// REPL's output, new at each prompt, is not.
func askedAgain(s emulator.Snapshot, same string) bool {
	c := s.Cursor.Row
	if same == "" || c <= 0 || c >= len(s.Lines) {
		return false
	}
	for r := c - 1; r > 0; r-- {
		l := samePrompt(strings.TrimLeft(s.Lines[r], " "))
		if len(l) <= len(same) || !strings.HasPrefix(l, same) {
			continue
		}
		asks := false
		for i := 1; r-i >= 0 && c-i > r && s.Lines[r-i] == s.Lines[c-i]; i++ {
			q := strings.TrimSpace(s.Lines[c-i])
			asks = asks || strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":")
		}
		if asks {
			return true
		}
	}
	return false
}

// editorLike reports whether a program of no known kind edits a file:
// it holds the terminal in raw mode on a full screen and keeps a cursor
// (the terminal's, or one cell it draws in a look of its own) in the
// text, above the screen's last two rows where pagers and prompts wait;
// and the screen says it edits: the name of a file it was given shows (a
// status or mode line, a tab), or the rows under a short text start with
// vi's "~", or a status row gives the cursor's line and column or an
// editing state ("1,1", "Ln 3, Col 7", "== line 1 ==", "INS", "[+]"; not
// "1:1", which a clock shows as well). A
// status row that says the program views ("Viewing <file>") is a
// pager's.
func editorLike(s emulator.Snapshot, f Facts) bool {
	if f.Canonical || !fullScreen(s) {
		return false
	}
	if hexCursor(s) {
		// A hex editor's own cursor on a byte of its dump, whatever the
		// terminal's cursor does (teehee's, at its ":" command line too).
		return !statusSays(s, viewing)
	}
	row, col, ok := textCursor(s)
	if ok && searchAtFoot(s, f) {
		// Its own line for a search at the foot, under the text it
		// edits (suplemon's "Find:" under "Ln 1 Col 1").
		// (A modal editor's state in its status, hexabyte's "NORMAL"
		// over its "Jump to offset:", says so too; alone, a chat
		// client's vi-like keys would say it as well.)
		return !statusSays(s, viewing) && (viTildes(s) || statusSays(s, editing) || statusSays(s, modalState))
	}
	if ok && searchPaneOverStatus(s, row) {
		return !statusSays(s, viewing)
	}
	if !ok || row >= s.Rows-2 {
		return false
	}
	if statusSays(s, viewing) || namesFileViewed(s, f) || inFieldBox(s, row, col) || pointsAtBar(s, row, col) || formOfItsOwn(&grid{Snapshot: s}) {
		// (A frame one row high around the cursor is a field's:
		// termshark's "┃Filter: udp … <Apply>┃" over its packets; a
		// mark the cursor is on, left of a bar across the row, points
		// at a list's current row: rolo's "-" before its contact; labels
		// one under the other, the cursor after one, are a form's:
		// mp3info's "Song Title:" … "Genre:".)
		return false
	}
	return namesFile(s, f) || viTildes(s) || statusSays(s, editing) || headSaysLineCol(s) || placeOfCursor(s, row, col) || onHexByte(s, row, col) || headNamesDocument(s, row) || barNamesDocument(s)
}

// barNamesDocument reports whether a bar at the screen's head or foot (a
// mode line, a status bar: a background or reverse video across nine
// tenths of the row), or the top edge of a frame around the text, names
// one file by its name and extension (Textbringer's "-- ledger.txt
// [UTF-8/unix] [Fundamental]  1:0", YEdit's "┌──── ledger.txt ────┐"):
// the document the cursor in the text edits, whatever the text names.
// A cursor with a frame's side right of it on its row, short of the
// screen's edge, is in a dialog's field over the text (a viewer's "Find"
// box), no text's.
func barNamesDocument(s emulator.Snapshot) bool {
	c := s.Cursor
	if c.Row >= len(s.Lines) || cursorBoxed(&grid{Snapshot: s}) {
		return false
	}
	if _, after := cutAtWidth(s.Lines[c.Row], c.Col); strings.ContainsAny(strings.TrimRight(after, " "), "│┃║▊|") && !strings.ContainsAny(cellAt(s.Lines[c.Row], s.Cols-1), "│┃║▊|") {
		return false // (a side short of the edge: the text's own frame closes at the edge)
	}
	for _, r := range []int{0, 1, s.Rows - 2, s.Rows - 1} {
		if r < 0 || r >= len(s.Lines) {
			continue
		}
		t := strings.TrimSpace(s.Lines[r])
		edge := strings.IndexAny(t, "┌╔╭") == 0 && strings.ContainsAny(t, "┐╗╮")
		if (edge || wideBar(s, r)) && len(documentName.FindAllString(strings.Trim(t, "┌╔╭┐╗╮─═ "), -1)) == 1 {
			return true
		}
	}
	return false
}

// headNamesDocument reports whether one of the rows at the screen's
// head, above the cursor's row, names one file (a name and its
// extension, a path before it at most: LocoScript's "Editing document:
// A: group 0  HALLBOOK.LTR", PC-Outline's "C:\OUTLINE\GARDEN.PCO"),
// and no other row does: the document the cursor edits. A list of
// files names many.
func headNamesDocument(s emulator.Snapshot, row int) bool {
	if cursorBoxed(&grid{Snapshot: s}) {
		return false // (a box drawn over the text holds the cursor: a dialog's field)
	}
	named := 0
	for r, l := range s.Lines {
		n := len(documentName.FindAllString(l, -1))
		if n > 0 && (r > 2 || r >= row || n > 1) {
			return false
		}
		named += n
	}
	return named == 1
}

// cursorBoxed reports whether the cursor stands inside a box narrower
// than the screen (drawn in lines or in letters): a dialog's, not the
// text's under it.
func cursorBoxed(g *grid) bool {
	c := g.Cursor
	for r := 0; r < c.Row && r < len(g.Lines); r++ {
		for i, cl := range g.cells(r) {
			if !strings.Contains("┌╭┏╔+", cl.s) || cl.col >= c.Col {
				continue
			}
			if b, ok := boxFrom(g, r, i, 0, g.Cols); ok && b.bottom > c.Row && b.right > c.Col && b.right-b.left+1 < g.Cols-2 {
				return true
			}
		}
	}
	return false
}

// documentName is a file's name with its extension, a path before it at
// most, standing alone: "HALLBOOK.LTR", "C:\OUTLINE\GARDEN.PCO",
// "notes.md".
var documentName = regexp.MustCompile(`(?:^|\s)(?:[A-Za-z]:)?(?:[\\/]?[\w.-]+[\\/])*[\w-]{1,40}\.[A-Za-z][A-Za-z0-9]{0,3}(?:\s|$)`)

// searchPaneOverStatus reports whether the text cursor waits in a pane
// at the foot titled as a search (a rule right above it naming one:
// ki's "─ Search (Literal) ───"), over a status row at the foot that
// gives a place in the text (`1:1`), under numbered lines of text: an
// editor's own search, as a search row over its status is.
func searchPaneOverStatus(s emulator.Snapshot, row int) bool {
	if row < 3 || row >= s.Rows-1 || row < s.Rows-5 || row >= len(s.Lines) {
		return false
	}
	rule := -1
	for r := row - 1; r >= row-2; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if strings.HasPrefix(t, "─") || strings.HasPrefix(t, "━") {
			if asksSearch(strings.TrimSpace(strings.Trim(t, "─━ "))) {
				rule = r
			}
			break
		}
	}
	if rule < 2 {
		return false
	}
	place := false
	for r := s.Rows - 2; r < s.Rows && r < len(s.Lines); r++ {
		place = place || linePlace.MatchString(s.Lines[r])
	}
	numbered := 0
	for r := 0; r < rule; r++ {
		if lineGutter.MatchString(s.Lines[r]) && strings.TrimSpace(lineGutter.ReplaceAllString(s.Lines[r], "")) != "" {
			numbered++
		}
	}
	return place && numbered >= 2
}

// headSaysLineCol reports whether a status row at the head of an
// editor's window, under its menu bar (the screen's second or third
// row), gives a line and a column in words (Turbo C's "Line 1     Col 1
// Insert Indent"): a text's place, which no other row there tells.
func headSaysLineCol(s emulator.Snapshot) bool {
	for r := 1; r <= 2 && r < len(s.Lines); r++ {
		if lineColWords.MatchString(s.Lines[r]) {
			return true
		}
	}
	return false
}

// lineColWords is a line and a column named in words: "Line 4  Col 17",
// "Ln 3, Col 7", "Row: 2 Column: 9".
var lineColWords = regexp.MustCompile(`(?i)\b(?:ln|line|row)\s*[:=]?\s*\d+\s*,?\s*col(?:umn)?\s*[:=]?\s*\d+\b`)

// onHexByte reports whether the text cursor stands on a byte of a hex
// dump's row (an offset, then eight bytes in hex or more), half the
// screen's rows or more being such rows: a hex editor's cursor on the
// byte typing changes (hexdino's, hed's).
func onHexByte(s emulator.Snapshot, row, col int) bool {
	if row >= len(s.Lines) {
		return false
	}
	l := s.Lines[row]
	m := hexDumpRow.FindStringSubmatchIndex(l)
	if m == nil || col < uniseg.StringWidth(l[:m[2]]) || col >= uniseg.StringWidth(l[:m[3]]) || !strings.ContainsAny(cellAt(l, col), "0123456789abcdefABCDEF") {
		return false // (columns counted in cells: a box's edge before the offset is one)
	}
	n := 0
	for _, l := range s.Lines {
		if hexDumpRow.MatchString(l) {
			n++
		}
	}
	return n*2 >= len(s.Lines) || dumpAlone(s) > 0
}

// dumpAlone counts a hex dump's rows over a full screen's last two where
// every row with text there is one (its last with fewer bytes too), a
// box's edges around it at most (its top edge titled); 0 where another
// row holds text.
func dumpAlone(s emulator.Snapshot) int {
	dump := 0
	for r := 0; r < len(s.Lines) && r < s.Rows-2; r++ {
		switch l := s.Lines[r]; {
		case hexDumpRow.MatchString(l):
			dump++
		case strings.IndexAny(strings.TrimLeft(l, " "), "┌╭┏╔└╰┗╚") == 0:
			// a frame's edge, a title in it at most (hexcurse's offset)
		case strings.TrimFunc(l, func(r rune) bool { return unicode.IsSpace(r) || r >= 0x2500 && r <= 0x25FF || r == '^' || r == 'v' }) != "" && !hexDumpEnd.MatchString(l):
			return 0
		}
	}
	return dump
}

// hexCursor reports whether a full-screen program shows a hex dump
// (every row with text over its last two a dump's row, one at least) and
// sets one byte of it apart, in its bytes or the characters beside them,
// drawn inverse or on a background of its own: a hex editor's cursor on
// the byte typing changes (teehee's over a short file, its terminal
// cursor hidden or at its command line).
func hexCursor(s emulator.Snapshot) bool {
	if dumpAlone(s) == 0 {
		return false
	}
	for _, run := range s.Runs {
		if run.Row < 0 || run.Row >= len(s.Lines) || run.Row >= s.Rows-2 || run.Len > 2 || (run.Attr&emulator.Inverse == 0 && run.Bg == "") {
			continue
		}
		if m := hexDumpEnd.FindStringSubmatchIndex(s.Lines[run.Row]); m != nil && run.Col >= m[2] {
			return true // (on a byte, or on its character right of the bytes)
		}
	}
	return false
}

// hexDumpEnd is a hex dump's row, its last with fewer bytes on it too:
// "00000020  65 0a", its offset ending in a digit (rows of 8 or 16 bytes
// start at offsets so: no word such as "Added"). The first submatch is where its bytes start.
var hexDumpEnd = regexp.MustCompile(`^[│┃║|\s]*[0-9a-fA-F]{3,15}[0-9]:?\s+((?:[0-9a-fA-F]{2}\s{1,2})*[0-9a-fA-F]{2})(\s|$)`)

// hexDumpRow is a row of a hex dump: an offset, then its bytes in hex
// (the first submatch), eight at least.
var hexDumpRow = regexp.MustCompile(`^[│┃║|\s]*[0-9a-fA-F]{4,16}:?\s+((?:[0-9a-fA-F]{2}\s{1,2}){7,}[0-9a-fA-F]{2})`)

// placeOfCursor reports whether a status row (the first or one of the
// last two) gives the text cursor's place as two numbers, its line then
// its column, counted from 1 (the line from the text's first row, the
// screen's or the one under a menu bar, and a frame's top edge where a
// frame's side starts the cursor's row; the column from the text's left
// edge, right of line numbers or of that side): "1 :: 1", "7:12", "L1
// C1".
// An editor shows where typing goes; a fraction ("3/40") is a place in
// a list, no cursor's.
func placeOfCursor(s emulator.Snapshot, row, col int) bool {
	if row < 0 || row >= len(s.Lines) {
		return false
	}
	if m := lineGutter.FindString(s.Lines[row]); m != "" && col >= len(m) {
		col -= len(m) // (counted from the text's edge, right of its line numbers)
	}
	framed := strings.ContainsAny(cellAt(s.Lines[row], 0), "│┃║")
	if framed && col > 0 {
		col-- // (counted from the text's edge, right of the frame's side: QB64's window)
	}
	for _, r := range []int{0, s.Rows - 2, s.Rows - 1} {
		if r < 0 || r >= len(s.Lines) || r == row {
			continue
		}
		for _, m := range linePlace.FindAllStringSubmatch(s.Lines[r], -1) {
			line, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			if c == col+1 && (line == row+1 || (line == row && row > 0) || (framed && line == row-1 && row > 1)) {
				// (The text's first row under a menu bar and its
				// frame's top edge too.)
				return true
			}
		}
		l := s.Lines[r]
		for _, m := range lineWord.FindAllStringSubmatchIndex(l, -1) {
			line, _ := strconv.Atoi(l[m[2]:m[3]])
			if !lineCount.MatchString(l[m[3]:]) && (line == row+1 || (line == row && row > 0)) {
				return true
			}
		}
	}
	return false
}

// lineGutter is a line's number in a column left of its text: "   12 ".
var lineGutter = regexp.MustCompile(`^ *\d{1,6} +`)

// linePlace is two numbers set apart by marks or letters, not a slash:
// "1 :: 1", "7:12", "L1 C1", "12,4".
var linePlace = regexp.MustCompile(`(?:^|[^\d/.])(\d{1,6})\s*(?:::|[:,;|]|\s*[A-Za-z]{1,3}:?\s*)\s*(\d{1,4})(?:$|[^\d/.:])`)

// lineWord is the cursor's line alone, named in words on a status row
// ("== line 1 ==", "Line: 12"); lineCount what makes it a part of a
// count after it ("line 1 of 40", "lines 1-22", "line 3/40": a pager's
// place in its text).
var (
	lineWord  = regexp.MustCompile(`(?:^|\W)(?:line|Line|LINE):? ?(\d{1,6})\b`)
	lineCount = regexp.MustCompile(`^\s*(?:of\b|/|-|–|,)`)
)

// pointsAtBar reports whether the cursor is on a mark right before a
// highlight across most of its row.
func pointsAtBar(s emulator.Snapshot, row, col int) bool {
	g := &grid{Snapshot: s}
	if at(g.cells(row), col) == "" || at(g.cells(row), col) == " " {
		return false
	}
	for _, h := range Highlights(s) {
		if h.Row == row && h.Col > col && h.Col <= col+2 && h.Len*2 >= s.Cols {
			return true
		}
	}
	return false
}

// inFieldBox reports whether a frame one row high holds the cell at row
// and col: the frame's top edge on the row above, its bottom on the row
// under.
func inFieldBox(s emulator.Snapshot, row, col int) bool {
	if row < 1 || row+1 >= len(s.Lines) {
		return false
	}
	g := &grid{Snapshot: s}
	for i, c := range g.cells(row - 1) {
		if c.col > col {
			break
		}
		if b, ok := boxFrom(g, row-1, i, 0, s.Cols); ok && b.bottom == row+1 && b.left < col && b.right > col {
			return true
		}
	}
	return false
}

// fileName is an argument's base name that names a file: a name and an
// extension, no spaces ("notes.txt", ".bashrc.d"; not "Done." nor a
// sentence a program was given to show).
var fileName = regexp.MustCompile(`^\.?[^\s/.][^\s/]*\.[A-Za-z0-9_~-]{1,10}$`)

// namesFile reports whether a file the program was given (an argument
// with an extension; digits and dots alone are an address or a version,
// "127.0.0.1") is named on the screen or in the terminal's title.
func namesFile(s emulator.Snapshot, f Facts) bool {
	for i, a := range f.Args {
		b := path.Base(a)
		if strings.HasPrefix(a, "-") || !fileName.MatchString(b) || strings.Trim(b, "0123456789.") == "" || runsScript(f, i) {
			continue // (an interpreter's script names the program, not a file it edits)
		}
		if strings.Contains(s.Title, b) {
			return true
		}
		for _, l := range s.Lines {
			if strings.Contains(l, b) {
				return true
			}
		}
	}
	return false
}

// namesFileViewed reports whether a row naming a file of the arguments
// says it is viewed or browsed, wherever the row stands (ISPF's title
// under its menu bar and rule: `BROWSE    /u/ada/long.txt`).
func namesFileViewed(s emulator.Snapshot, f Facts) bool {
	for _, a := range f.Args {
		b := path.Base(a)
		if strings.HasPrefix(a, "-") || !fileName.MatchString(b) {
			continue
		}
		for _, l := range s.Lines {
			if strings.Contains(l, b) && viewing.MatchString(l) {
				return true
			}
		}
	}
	return false
}

// viTildes reports whether rows under the text start with vi's "~", the
// mark of lines past the end of the file: three at least, one above the
// other.
func viTildes(s emulator.Snapshot) bool {
	run := 0
	for _, l := range s.Lines {
		if strings.TrimRight(l, " ") == "~" {
			if run++; run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// Status rows: what an editor's says (where the cursor is, by line and
// column; an editing state) and what a viewer's says (that it views or
// browses, ISPF's `BROWSE    /u/ada/long.txt`, or that the file is read
// only).
var (
	editing    = regexp.MustCompile(`(?i)\b(col(umn)?|ln|line|row)\s*[:=]?\s*\d+(/\d+)?\s*,?\s*(col(umn)?)\s*[:=]?\s*\d+|\bL:?\s*\d+\s+C:?\s*\d+\b|\bR\d+\s+(<\d+\s+)?C\d+\b|\bL:\[\s*\d+\+|(^|\s|«)\d+\s*,\s*\d+(\s|$)|\(\d+,\s*\d+\)|\bx\s*[:=]\s*\d+\s*,?\s+y\s*[:=]\s*\d+\b|\b(INS|OVR|INSERT|OVERWRITE)\b|\((?-i:[A-Z][a-z]+)( [A-Za-z]+)?\)\s.*\b(?-i:All|Top|Bot)\b|\b(?-i:All|Top|Bot)\b.*\((?-i:[A-Z][a-z]+)( [A-Za-z]+)?\)|\[\+\]|\bmodified\b|(\bF\d{1,2}|\^[A-Z]|\bCtrl-[A-Z])\s?[:=-]?\s?Save\b|\(unnamed\)|\[No Name\]|\bUntitled\b`)
	modalState = regexp.MustCompile(`(^|\s)(NORMAL|VISUAL|REPLACE)(\s|$)`)
	viewing    = regexp.MustCompile(`\bViewing\b|\bBrowsing\b|(^|\s)BROWSE\s|` + readOnly)
)

// statusSays reports whether a status row of the screen (the first, the
// last two) matches re.
func statusSays(s emulator.Snapshot, re *regexp.Regexp) bool {
	for _, r := range []int{0, s.Rows - 2, s.Rows - 1} {
		if r < 0 || r >= len(s.Lines) {
			continue
		}
		t := s.Lines[r]
		if re == editing {
			// A key that saves the settings and leaves (a firmware
			// setup's "F10 Save and Exit") says nothing of a text.
			t = saveAndExit.ReplaceAllString(t, "")
			// A key named in brackets before what it does ("[INS] New"
			// in Vuurmuur's key row) is a key, no editing state.
			t = bracketedKeyAction.ReplaceAllString(t, "")
		}
		if re.MatchString(t) {
			return true
		}
	}
	return false
}

// bracketedKeyAction is a key row's run of two keys or more, each named
// in square brackets, then what it does in a capitalised word: "[INS]
// New  [DEL] Remove" (one alone, "[INSERT] Main.go", may be a state).
var bracketedKeyAction = regexp.MustCompile(`(\[[A-Z][A-Z0-9]{0,5}\]\s+\p{Lu}\pL+\s+){1,}\[[A-Z][A-Z0-9]{0,5}\]\s+\p{Lu}\pL+`)

// saveAndExit is a key's action that saves and leaves: "Save and Exit",
// "Save & Exit", "Save Changes and Exit".
var saveAndExit = regexp.MustCompile(`(?i)\bSave(?: Changes)? (?:and|&) (?:Exit|Quit)\b`)

// textCursor is where typing goes on a full screen: the terminal's cursor
// when it is shown, or else the one cell of the text drawn in a look of its
// own (a background or inverse the cells beside it have not), the cursor
// a program draws itself (vis, tilde).
func textCursor(s emulator.Snapshot) (int, int, bool) {
	if s.Cursor.Visible {
		return s.Cursor.Row, s.Cursor.Col, true
	}
	back := backOf
	// Cells whose look the cells left and right of them have not; one
	// above another is a column (a scroll bar), no cursor.
	type at struct{ row, col int }
	single := map[at]lookKey{}
	for _, r := range s.Runs {
		k := back(r.Look)
		if r.Len != 1 || r.Row >= s.Rows-2 || (k == lookKey{}) {
			continue
		}
		if r.Row < len(s.Lines) && frameGlyphs[cellAt(s.Lines[r.Row], r.Col)] {
			continue // a frame's side, drawn in the frame's colours
		}
		if r.Col > 0 && back(s.LookAt(r.Row, r.Col-1)) == k || r.Col+1 < s.Cols && back(s.LookAt(r.Row, r.Col+1)) == k {
			continue
		}
		single[at{r.Row, r.Col}] = k
	}
	row, col, n := -1, -1, 0
	for c, k := range single {
		if up, ok := single[at{c.row - 1, c.col}]; ok && up == k {
			continue
		}
		if down, ok := single[at{c.row + 1, c.col}]; ok && down == k {
			continue
		}
		if barGap(s, c.row, c.col, k) {
			continue
		}
		row, col, n = c.row, c.col, n+1
	}
	return row, col, n == 1
}

// cellAt is the character at a column of a row's text ("" when none
// starts there).
func cellAt(line string, col int) string { return at(cellsOf(line), col) }

// lookKey is a cell's background and whether it is drawn inverse.
type lookKey struct {
	bg      string
	inverse bool
}

// backOf is a look's lookKey.
func backOf(l emulator.Look) lookKey { return lookKey{l.Bg, l.Attr&emulator.Inverse != 0} }

// fullScreen reports whether a program draws a screen of its own: the
// alternate screen, mouse reports asked for (clicks land on what it
// drew), the keypad's application mode (curses' keypad(), which a
// program reading lines does not ask for: top and dialog on the main
// screen do), text on most rows of the main one, a bar across its first
// or last row (a title, status or mode line), or text on the last row
// under three blank ones: placed there, as a program printing line by
// line does not.
func fullScreen(s emulator.Snapshot) bool {
	if s.AltScreen || s.Modes.Mouse || s.Modes.AppKeypad {
		return true
	}
	if n := rowsWithText(s.Lines); n > s.Rows*2/3 || (s.Rows >= 4 && (bar(s, 0) || bar(s, s.Rows-1))) {
		return true
	}
	last := len(s.Lines) - 1
	if last < 4 || strings.TrimSpace(s.Lines[last]) == "" || s.Cursor.Row == last {
		return false
	}
	return rowsWithText(s.Lines[last-3:last]) == 0
}

// distSuffixes end a program's name where a distribution installs one
// program under several names (vim.basic, emacs-nox).
var distSuffixes = map[string]bool{"basic": true, "tiny": true, "nox": true, "real": true, "bin": true, "gtk": true}

// baseProgram is the name of the program a table knows prog as: prog
// itself, or prog without a version or a distribution's suffix
// (python3.12, nvim-0.9, lua5.4, vim.basic, node20), or after a letter
// or two of a variant's own (prefixed: otclsh, otclsh8.6); prog when
// none is known.
func baseProgram(prog string) string {
	if _, ok := programKinds[prog]; ok {
		return prog
	}
	n := prog
	for range 4 {
		if j := strings.LastIndexAny(n, ".-"); j > 0 && (isVersion(n[j+1:]) || distSuffixes[n[j+1:]]) {
			n = n[:j]
		} else if t := strings.TrimRightFunc(n, func(r rune) bool { return unicode.IsDigit(r) || r == '.' }); t != n && t != "" {
			n = t
		} else {
			break
		}
		if _, ok := programKinds[n]; ok {
			return n
		}
	}
	if p := prefixed(n); p != n {
		return p // (its version off: otclsh8.6)
	}
	return prog
}

// prefixed is the name a table knows that prog ends in after a letter or
// two of its own, the name five letters long at least (aview is no
// view): a variant of the program built under a name of its own (OTcl's
// otclsh and XOTcl's xotclsh are tclsh); prog when none is.
func prefixed(prog string) string {
	for i := 1; i <= 2 && i < len(prog); i++ {
		if !unicode.IsLetter(rune(prog[i-1])) {
			break
		}
		if n := prog[i:]; len(n) >= 5 {
			if _, ok := programKinds[n]; ok {
				return n
			}
		}
	}
	return prog
}

func isVersion(s string) bool {
	return s != "" && strings.Trim(s, "0123456789.") == ""
}

// pagerPlace reports whether a row is a pager's status row
// (pagerStatus), a share of a resource left aside ("100% Free" on a
// spreadsheet's status row: its memory, no place in a text).
func pagerPlace(line string) bool {
	return pagerStatus.MatchString(resourceShare.ReplaceAllString(line, " "))
}

// resourceShare is a percentage of a resource: "100% Free", "42% used",
// "87% battery".
var resourceShare = regexp.MustCompile(`(?i)\b\d{1,3}%\s+(free|used|full|busy|idle|cpu|mem|memory|disk|battery|charged|load|complete|done)\b`)

// pagerStatus is a pager's status row: where it is in the text ("42%",
// "(END)", "--More--", "lines 1-23", "56 lines", "Top", "Bot", "All",
// capitalized as pagers write them: "Jump to top" in a key bar is none),
// that it views ("Viewing <notes.txt>"), how to move through the text
// ("Use [UP] and [DOWN] to scroll": a game's help read as a pager reads),
// or its ":" prompt.
var pagerStatus = regexp.MustCompile(`(?i)((^|[\s(\[-])\d{1,3}%|\(END\)|--More--|--\s?follow(ing)?\s?--|\blines?:? \d+(-\d+)?\b|\b\d+\s?-\s?\d+\s?(/|of)\s?\d+\b|(^|\s)\d+:\d+/\d+(\s|$)|^[\w.-]{0,64}\w\.[A-Za-z][A-Za-z0-9]{0,4}$|\b(rows?|lines?|ln|pos|page):?\s?\d+\s?(/|of)\s?\d+\b|\b\d+ lines\b|\b(?-i:Top|Bot|End|All)\b|\bViewing\b|` + readOnly + `|\bto scroll\b)|^\s*:\s*$`)

// readOnly is a status's word that the file shown is read-only ("[RO]",
// vim's): viewed, not edited.
const readOnly = `\[(RO|readonly|Read[- ]?[Oo]nly)\]`

// fileAtPrompt is a pager's prompt naming its file ("long.txt:",
// "(END):"), where the cursor waits on the last row of a screen of its
// own.
var fileAtPrompt = regexp.MustCompile(`^\S{0,40}[./)]\S{0,40}:$`)

// markFirst reports whether the cursor's row is a pager's own mark (its
// ":", less's "(END)", a "/" to search and what was typed after it)
// that a program reading keys (raw mode) shows for the first time: no
// line the agent typed began at it, and no row above starts with its
// ":" or is its "(END)" or "/" alone.
func markFirst(s emulator.Snapshot, f Facts) bool {
	line := strings.TrimSpace(cursorLine(s))
	mark := line
	if slashSearch.MatchString(line) {
		mark = "/"
	}
	if f.Canonical || (mark != ":" && mark != "(END)" && mark != "/") || slices.ContainsFunc(f.Submitted, func(p string) bool { return strings.TrimSpace(p) == mark }) {
		return false
	}
	for r := 0; r < s.Cursor.Row && r < len(s.Lines); r++ {
		t := strings.TrimSpace(s.Lines[r])
		if t == mark || (mark == ":" && strings.HasPrefix(t, ":")) {
			return false
		}
	}
	return true
}

// slashSearch is a "/" and the pattern typed after it: a pager's search.
var slashSearch = regexp.MustCompile(`^/\S*$`)

// pagerAtPrompt reports whether the cursor waits on the last row of a
// screen full of text after a pager's prompt naming its file
// ("long.txt:", "(END):") or a lone ":": a screen of the program's own,
// or the main screen with the keypad set to send its keys' codes, as a
// program taking keys for commands sets it (less -X's); a line editor
// leaves it. Where the keypad is left too (less -FRSX), a lone ":" read
// in raw mode is a pager's the first time it shows: no line was typed
// at it, and no row above starts with it.
func pagerAtPrompt(s emulator.Snapshot, f Facts) bool {
	last := s.Rows - 1
	if !s.Cursor.Visible || s.Cursor.Row != last || len(s.Lines) != s.Rows || s.Rows < 4 {
		return false
	}
	if t := strings.TrimSpace(s.Lines[last]); !f.Canonical && linesOfTotal.MatchString(t) && textFills(s.Lines[:last]) {
		// The cursor after the range of lines shown of a total
		// ("lines 24-46/160 28%"), under a screen of text: a pager's
		// status, on the main screen too (a script's own pager).
		return true
	}
	if !(s.AltScreen || s.Modes.AppKeypad) && !markFirst(s, f) {
		return false
	}
	t := strings.TrimSpace(s.Lines[last])
	if p, ok := promptAtCursor(s); ok {
		// Left of the cursor: a place shown at the row's far end
		// ("long.txt:" … "(1/300)", ov's) is the pager's status.
		t = strings.TrimSpace(p)
	}
	if !fileAtPrompt.MatchString(t) && t != ":" && t != "(END)" && !searchAtFoot(s, f) && !(slashSearch.MatchString(t) && markFirst(s, f)) {
		return false
	}
	if t != ":" && t != "(END)" && !fileAtPrompt.MatchString(t) && rowSelected(s) {
		return false // a search over a list with a row selected: a full-screen program's
	}
	return textFills(s.Lines[:last]) || (t == ":" && s.AltScreen && textEnds(s.Lines[:last]))
}

// linesOfTotal is a status giving the range of lines shown of a total,
// alone or with the share: "lines 24-46/160 28%", "Lines 1-23 of 120".
var linesOfTotal = regexp.MustCompile(`(?i)^lines?:? \d+-\d+(/| of )\d+( \d{1,3}%)?( \(END\))?$`)

// textEnds reports whether rows hold the end of a text paged from the
// top: text from the first row down past the middle, two rows in three
// of them, blank after its last (less at the end of a man page, its
// ":" under the blank rows).
func textEnds(rows []string) bool {
	last := len(rows) - 1
	for last >= 0 && strings.TrimSpace(rows[last]) == "" {
		last--
	}
	return last*2 >= len(rows) && strings.TrimSpace(rows[0]) != "" && rowsWithText(rows[:last+1])*3 >= (last+1)*2
}

// searchAsk is a pager's or an editor's own line for a search, a filter
// or a jump in its text ("/", "Search for:", "Find:", "Forward:",
// "Regex:", "Filter:", "Go to line:"),
// with what
// was typed after it.
var searchAsk = regexp.MustCompile(`(?i)^(/\S*|((reverse|incremental|i-?) ?)?search( for| forward| backward)?|scan( for)?|find( what)?|forward|backward|regexp?|pattern|filter|go ?to( line)?|jump to( line)?|(enter )?line number(, column number)?)\s*[:>]?(\s|$)`)

// asksSearch reports whether t asks for a search or a place to go to
// (searchAsk), not for a file to open: "Find file:" (an Emacs-like
// editor's find-file) names a file, no pattern.
func asksSearch(t string) bool {
	return searchAsk.MatchString(t) && !fileAsked.MatchString(t)
}

// fileAsked is a prompt asking for a file to open or write: "Find file:",
// "Visit file:", "Open file:", "Save document as:", "File name:".
var fileAsked = regexp.MustCompile(`(?i)^(?:(?:find|visit|open|insert|write|save)\s+file\b|(?:save|write)\b[\w ]{0,20}\bas\s*:|file\s?name\s*:)`)

// searchAtFoot reports whether the cursor waits on the last row (or the
// one over an editor's status row) of a screen of the program's own
// (the alternate one, or the keypad set to send its keys' codes) after
// searchAsk, in raw mode, the rows above it filled with one text (or a
// status bar right above it saying it edits), no panes: a pager or an
// editor asked to search, still the pager or the editor it was (their
// search is no question).
func searchAtFoot(s emulator.Snapshot, f Facts) bool {
	last := s.Rows - 1
	if !atFootOfOwnScreen(s, f) || len(s.Lines) != s.Rows || s.Rows < 4 {
		return false
	}
	if s.Cursor.Row == last-1 && strings.TrimSpace(s.Lines[last]) == "" {
		last-- // (a blank last row under it: the search's row is the foot)
	}
	if s.Cursor.Row == last-1 {
		// The search's row over the status row that says the program
		// edits (msedit's "Find:" over "LF  UTF-8  INS  1:1").
		return asksSearch(strings.TrimSpace(cursorLine(s))) && editing.MatchString(s.Lines[last]) && !panes(s)
	}
	// (Over a short text, a status bar over the line that says the
	// program edits, its place in the text or its major mode, says
	// whose search it is: an Emacs-like editor's; its minibuffer's
	// "M-x" is its own command line there too.)
	t := strings.TrimSpace(cursorLine(s))
	modeLine := bar(s, last-1) && editing.MatchString(s.Lines[last-1])
	// (Nor need the text fill the screen under a status at its head
	// that says the program edits, TDE's "notes.txt  line:1  col:1
	// Insert": its search row at the foot is its own.)
	headEdits := len(s.Lines) > 0 && editing.MatchString(s.Lines[0])
	return (asksSearch(t) && (textFills(s.Lines[:last]) || headEdits) || (asksSearch(t) || minibufferCommand.MatchString(t)) && modeLine) && !panes(s)
}

// atFootOfOwnScreen reports whether the shown cursor waits on one of
// the last two rows of a screen of the program's own (the alternate
// one, or the keypad set to send its keys' codes), in raw mode: where a
// pager's or an editor's own search or command line is.
func atFootOfOwnScreen(s emulator.Snapshot, f Facts) bool {
	c := s.Cursor
	return !f.Canonical && c.Visible && c.Row >= s.Rows-2 && c.Row < len(s.Lines) && (s.AltScreen || s.Modes.AppKeypad)
}

// minibufferCommand is an Emacs-like editor's prompt for a command's
// name at its foot: "M-x", "M-x goto-line".
var minibufferCommand = regexp.MustCompile(`^M-x(\s|$)`)

// morePaged reports whether a program pages its own text on the main
// screen: the cursor waits after a row at the screen's foot (or under
// the screen's middle, nothing under it) that asks
// for a key for more (metamath's "Press <return> for more, Q <return>
// to quit…", "--More--"), or at the start of the empty row under a page
// named between dashes (TTY::Pager's), the rows above it filled with
// text, as more's are. Neither a question (what it wants is the rest of the text) nor a
// REPL's prompt.
func morePaged(s emulator.Snapshot, f Facts) bool {
	c := s.Cursor
	if !f.Waiting || !c.Visible || len(s.Lines) != s.Rows || s.Rows < 4 || c.Row >= len(s.Lines) || c.Row < s.Rows/2 {
		return false
	}
	if c.Row < s.Rows-2 && rowsWithText(s.Lines[c.Row+1:]) > 0 {
		return false // (short of the foot, nothing may stand under it: rn's "--MORE--(81%)" under a page shorter than the screen)
	}
	row := c.Row
	if c.Col == 0 && strings.TrimSpace(s.Lines[row]) == "" && row > 0 && pageBetweenDashes.MatchString(s.Lines[row-1]) {
		row-- // (the row that asks, then a newline: TTY::Pager's "--- Page -1- … ---")
	} else if !moreRow.MatchString(s.Lines[row]) || uniseg.StringWidth(strings.TrimRight(s.Lines[row], " ")) > c.Col {
		return false
	}
	return rowsWithText(s.Lines[:row])*3 >= row*2
}

// pageDashes is a page named between dashes over a key to go on ("---
// Page -1- Press enter/return to continue (or q to quit) ---",
// TTY::Pager's).
const pageDashes = `^\s*-{2,}\s*page\b.*\bcontinue\b.*-{2,}\s*$`

// moreRow asks for a key for more of the text: "for more", "--More--",
// or a page named between dashes.
var moreRow = regexp.MustCompile(`(?i)\bfor more\b|--\s*more\s*--|^\s*\(more\)|` + pageDashes)

// pageBetweenDashes is moreRow's page named between dashes, the row a
// program may end with a newline, the cursor under it.
var pageBetweenDashes = regexp.MustCompile(`(?i)` + pageDashes)

// urlRow is a row that is only an address: a browser's status line (the
// link under the cursor) or title.
var urlRow = regexp.MustCompile(`^\s*(https?|file|ftp)://\S+\s*$`)

// pagerLike reports whether a program of no known kind pages a text: a
// window of the main screen's top rows (pagerWindow); a screen listing a
// viewer's keys (pagerKeys); or it holds a full screen in raw mode and
// waits, the text filling the rows
// above a status row that says where it is in it (the last row, or the
// one above a last row of messages), the cursor on that row, hidden, or
// in the text where nothing says it edits (editorLike is asked first);
// or the last row asks for a pager's command naming its file
// ("long.txt:"); or, a browser, a status row is an address alone; or a
// reader gives its place at the far end of its top row, the text under
// it and the cursor hidden; or the status row gives the range of lines
// shown as long as the text above it, however little of the screen it
// fills (rangeShown).
func pagerLike(s emulator.Snapshot, f Facts) bool {
	if pagerWindow(s, f) {
		return true
	}
	// (Seen at work on the alternate screen, a pager redrawing a clock
	// in its status, fbless's, still pages: the screen decides the
	// mode, the kernel the state.)
	if !(f.Waiting || s.AltScreen) || f.Canonical || len(s.Lines) != s.Rows || s.Rows < 4 || !fullScreen(s) {
		return false
	}
	last := s.Rows - 1
	if pagerAtPrompt(s, f) || pagerKeys(s) || viewerBar(s) {
		return true
	}
	if urlRow.MatchString(s.Lines[last]) || urlRow.MatchString(s.Lines[0]) {
		return true
	}
	if (!s.Cursor.Visible || searchBoxOpen(s)) && topPercent.MatchString(s.Lines[0]) && textFills(s.Lines[1:]) && !panes(s) {
		// A reader's place at the far end of its title row, the text
		// under it (epy's "The Allotment Year … 0%", beye's "│ 0%"),
		// its own box to search it open at most.
		return true
	}
	return textOverPlace(s)
}

// textOverPlace is pagerLike's last reading: a status row at the foot
// (the last or the one over it) that says where the text is, the text
// over it filling the screen or shown whole, no picture, no boxes
// stacked, no list's current entry under the cursor, one text however
// many panes (or the one the status names).
func textOverPlace(s emulator.Snapshot) bool {
	last := s.Rows - 1
	status := -1
	for _, r := range []int{last, last - 1} {
		if pagerPlace(s.Lines[r]) && !percentColumn(s, r) && !gaugeRow(s, r) {
			status = r
			break
		}
	}
	if status < 0 || (s.Cursor.Visible && s.Cursor.Row > status && s.Cursor.Row != last) {
		return false
	}
	if s.Cursor.Visible && s.Cursor.Row > 0 && s.Cursor.Row < status && selectedRowAt(s, s.Cursor.Row) {
		// The cursor on a row set apart across the screen (mutt-kz's
		// index, its current message reversed over its status bar's
		// "(end)"): a list's current entry, no text paged. (A log
		// viewer's current line, the cursor hidden or elsewhere, is
		// its pager's.)
		return false
	}
	if panes(s) && !rangeShown(s, status) {
		// Panes show more than one text, unless the status names the
		// file one pane is titled with and a place in it ("README.md │
		// Line 1/50 │ 0%" under "┌─ README.md ─" beside "┌─ Contents
		// ─"): a reader of that file, its outline beside it.
		return statusNamesPane(s, status)
	}
	return (textFills(s.Lines[:status]) || wholeTextShown(s, status)) && !drawnPicture(s.Lines[:status]) && !boxedRows(s.Lines[:status])
}

// boxedRows reports whether most rows with text, two thirds or more,
// start and end inside frames drawn in lines, two frames or more one
// over another: a dashboard's boxes and tables (k13d's "Cluster
// Briefing" over its "pods (8)"), no text a pager shows, whatever its
// foot says. One frame around the text is a viewer's own (a log's, a
// record's).
func boxedRows(rows []string) bool {
	text, boxed, tops := 0, 0, 0
	for _, l := range rows {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		text++
		first, _ := utf8.DecodeRuneInString(t)
		last, _ := utf8.DecodeLastRuneInString(t)
		if strings.ContainsRune("│┃║┌┏╔╭└┗╚╰├┣╠", first) && strings.ContainsRune("│┃║┐┓╗╮┘┛╝╯┤┫╣", last) {
			boxed++
		}
		if strings.ContainsRune("┌┏╔╭", first) {
			tops++
		}
	}
	return text >= 6 && tops >= 2 && boxed*3 >= text*2
}

// drawnPicture reports whether rows are drawn more than written: of
// their cells other than blanks, fewer than a third are letters or
// digits (a roguelike's map of "#" and ".", a board), no text a pager
// shows.
func drawnPicture(rows []string) bool {
	signs, words := 0, 0
	for _, l := range rows {
		for _, r := range l {
			switch {
			case unicode.IsSpace(r):
			case unicode.IsLetter(r) || unicode.IsDigit(r):
				words++
			default:
				signs++
			}
		}
	}
	return words*2 < signs
}

// wholeTextShown reports whether a pager's status row says the whole
// text, or its end, is on the screen, however little of it the text
// fills: the range of lines shown, as many as the rows of text above it
// ("1-6 of 6  100%" under a short note), or a count of the text's lines
// and its end shown (GNU Info's "31 lines --Bot--" under a node's last
// rows, three rows or more).
func wholeTextShown(s emulator.Snapshot, status int) bool {
	l := s.Lines[status]
	return rangeShown(s, status) || endShown.MatchString(l) && linesCounted.MatchString(l) && rowsWithText(s.Lines[:status]) >= 3
}

// linesCounted is a status's count of the text's lines: "31 lines".
var linesCounted = regexp.MustCompile(`\b\d+ lines\b`)

// endShown is a status's word that the text's end is on the screen:
// "--Bot--", "All", "(END)".
var endShown = regexp.MustCompile(`(^|[\s(-])(?:Bot|All|END)([\s)-]|$)`)

// rangeShown reports whether a status row gives a range of lines shown
// of a total ("1-6 of 6") as long as the rows with text above it, two
// rows more or fewer: it counts the lines it shows.
func rangeShown(s emulator.Snapshot, status int) bool {
	m := shownRange.FindStringSubmatch(s.Lines[status])
	if m == nil {
		return false
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	n := rowsWithText(s.Lines[:status])
	return b >= a && b-a+1 >= 3 && b-a+1 <= n+2 && b-a+1 >= n-2
}

// shownRange is a range of lines of a total: "1-6 of 6", "12-34/200".
var shownRange = regexp.MustCompile(`\b(\d+)\s?-\s?(\d+)\s?(?:/|of)\s?\d+\b`)

// statusNamesPane reports whether a status row gives a line or a share
// of a file whose name titles a pane above it.
func statusNamesPane(s emulator.Snapshot, status int) bool {
	if !statusPlace.MatchString(s.Lines[status]) {
		return false
	}
	for _, name := range fileInRow.FindAllString(s.Lines[status], 3) {
		for _, l := range s.Lines[:status] {
			if strings.Contains(l, "─ "+name+" ─") || strings.Contains(l, "┤ "+name+" ├") {
				return true
			}
		}
	}
	return false
}

// statusPlace is a place in a text a status row gives: a line of how
// many, or a share.
var statusPlace = regexp.MustCompile(`(?i)\b(lines?|ln)\s?\d+\s?(/|of)\s?\d+\b|(^|\s)\d{1,3}%`)

// fileInRow is a file's name with its extension among a row's words,
// its directories before it if they are given ("ledger/round.py").
var fileInRow = regexp.MustCompile(`[\w./-]*\w\.[A-Za-z][A-Za-z0-9]{0,4}\b`)

// searchBoxOpen reports whether the terminal's cursor is in a box that
// asks what to search for: its title or the row above the cursor in it
// says so ("┤ Find string ├", "Search for:"), a viewer's or an
// editor's own box, no question of the program's.
func searchBoxOpen(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	b, ok := askingBox(g)
	c := s.Cursor
	if !ok || !c.Visible || c.Row <= b.top || c.Row >= b.bottom || c.Col <= b.left || c.Col >= b.right {
		return false
	}
	label := textIn(g.cells(c.Row-1), b.left+1, b.right)
	return asksSearch(titleOf(g, b)) || (c.Row-1 > b.top && asksSearch(label))
}

// pagerKeys reports whether a screen lists a pager's keys: five rows or
// more of keys, each then what it does, at least four and half of them
// moving through a text (scrolling, paging, to its top or bottom,
// searching it), no row of the screen saying a key changes anything (a
// monitor's help kills, an editor's saves, a search tool's deletes what
// was typed, a player's plays): a viewer's help screen, still the
// viewer.
func pagerKeys(s emulator.Snapshot) bool {
	keys, moves := 0, 0
	for _, l := range s.Lines {
		if changeWords.MatchString(l) {
			return false
		}
		if !keyRow.MatchString(l) {
			continue
		}
		keys++
		if moveKinds.MatchString(l) {
			moves++
		}
	}
	return keys >= 5 && moves >= 4 && moves*2 >= keys
}

// viewerBar reports whether a screen's last row is a viewer's key bar:
// keys that move through a text in two ways at least (scroll, page, to
// its top or bottom, search it: parquet viewers' "↑/↓ scroll  PgUp/PgDn
// page  g/G top/bottom"), and no row of the screen saying a key changes
// anything (a monitor's kills, a file manager's deletes, a player's
// plays). A game's "arrows move" or a list's "↑/↓ navigate" is none.
func viewerBar(s emulator.Snapshot) bool {
	last := strings.TrimSpace(s.Lines[len(s.Lines)-1])
	if last == "" {
		return false
	}
	kinds := map[string]bool{}
	for _, m := range moveKinds.FindAllStringSubmatch(last, -1) {
		for i, k := range m[1:] {
			if k != "" {
				kinds[moveKinds.SubexpNames()[i+1]] = true
			}
		}
	}
	return len(kinds) >= 2 && !slices.ContainsFunc(s.Lines, changeWords.MatchString)
}

// moveKinds say a key moves through a text, each way in a group of its
// own: scrolling, paging, to its top or bottom, searching it, going to
// a line or an offset in it. (Words, not the keys' names: "PgUp/PgDn
// Scroll" is one way.)
var moveKinds = regexp.MustCompile(`(?i)\b(?:(?P<scroll>scroll)|(?P<page>page(?: up| down| forward| back)?|(?:forward|backward|next|previous|one|a|half) page)|(?P<ends>top|bottom|first line|last line)|(?P<search>search|find|(?:next )?match)|(?P<jump>go ?to (?:line|offset|address|timestamp|time|page)|jump to))\b`)

var (
	// keyRow is a key or a few (`j, Down`, `SPC,C-v,PgDn`) then, two
	// blanks on, what it does.
	keyRow = regexp.MustCompile(`^[\s│┃|]*\S.{0,15}?\s{2,}\pL`)
	// changeWords say a key changes something (or plays: a player's).
	changeWords = regexp.MustCompile(`(?i)\b(insert|delete|save|write|paste|cut|undo|kill|rename|edit|tag|play|pause|volume)\b`)
)

// pagerWindow reports whether a program pages a text in a window of the
// main screen's top rows, under the command that ran it (peep's): it
// waits in raw mode, the cursor hidden on the window's foot, a status set
// apart in its own look that says where it is in the text (pagerStatus),
// nothing under it, the text filling the rows above.
func pagerWindow(s emulator.Snapshot, f Facts) bool {
	r := s.Cursor.Row
	if !f.Waiting || f.Canonical || s.AltScreen || s.Cursor.Visible || r < 4 || r >= len(s.Lines)-1 || len(s.Lines) != s.Rows {
		return false
	}
	if textBelow(s, r) || !pagerPlace(s.Lines[r]) || !setApart(s, r) || panes(s) {
		return false
	}
	return textFills(s.Lines[:r])
}

// setApart reports whether a row's text is drawn in a look of its own
// (reversed, or on a background) from its first letter to its last: a
// status or a title, not a word picked out in it.
func setApart(s emulator.Snapshot, row int) bool {
	t := strings.TrimRight(s.Lines[row], " ")
	first := uniseg.StringWidth(t) - uniseg.StringWidth(strings.TrimLeft(t, " "))
	end := uniseg.StringWidth(t)
	return end > first && styledCells(s, row, first, end) >= end-first
}

// textFills reports whether a text fills rows: two in three hold text,
// or, a document's paragraphs with blank rows between them, half do
// from its first rows down to the last one or two.
func textFills(rows []string) bool {
	n := rowsWithText(rows)
	if n*3 >= len(rows)*2 {
		return true
	}
	first := slices.IndexFunc(rows, func(l string) bool { return strings.TrimSpace(l) != "" })
	last := len(rows) - 1
	for last >= 0 && strings.TrimSpace(rows[last]) == "" {
		last--
	}
	return n*2 >= len(rows) && first >= 0 && first <= 2 && last >= len(rows)-2
}

// gaugeRow reports whether a row is a gauge in a box: its ends the box's
// sides, a run of ten cells or more painted on a background across it
// (tui-rs' "62%" over its filled part), no pager's status.
func gaugeRow(s emulator.Snapshot, r int) bool {
	t := []rune(strings.TrimSpace(s.Lines[r]))
	if len(t) < 2 || !frameSide(t[0]) || !frameSide(t[len(t)-1]) {
		return false
	}
	for _, run := range s.Runs {
		if run.Row == r && run.Bg != "" && run.Len >= 10 {
			return true
		}
	}
	return false
}

// percentColumn reports whether a row's percentage stands in a column
// of them: the two rows above hold one at the same column (slabtop's
// table of caches, its USE column), so it is a table's row, no status.
func percentColumn(s emulator.Snapshot, r int) bool {
	col := func(r int) int {
		if r < 0 {
			return -1
		}
		m := percentCell.FindStringIndex(s.Lines[r])
		if m == nil {
			return -1
		}
		return uniseg.StringWidth(s.Lines[r][:m[1]]) // (its end: numbers stand right-aligned)
	}
	c := col(r)
	return c >= 0 && col(r-1) == c && col(r-2) == c
}

// topPercent is a title row that ends in how far into the text its
// program is ("0%", "100%"), set apart from the title.
var topPercent = regexp.MustCompile(`^(\s*|.*\S\s{2,}|.*[│|]\s*)\d{1,3}%\s*$`)

// percentCell is a percentage set apart by a blank before it.
var percentCell = regexp.MustCompile(`(^|\s)\d{1,3}%`)

// panes reports whether a line down the middle of the screen (a frame's
// side on most rows, in one column away from the edges) splits it into
// panes: a pager shows one text (tudu's list beside its help is no
// pager).
func panes(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	count := map[int]int{}
	for r := range s.Lines {
		for _, c := range g.cells(r) {
			if frameGlyphs[c.s] && c.col > s.Cols/5 && c.col < s.Cols*4/5 {
				count[c.col]++
			}
		}
	}
	// The right side of one frame around the text, nothing right of it,
	// divides nothing (a narrow box around a pager's text); nor do the
	// sides of a box drawn over the text, words cut at its side (a
	// help's), looked for only where a column divides.
	box, framed := findBox(g, 0, 0, s.Cols)
	over, drawn, looked := box, false, false
	for col, n := range count {
		if n*2 < s.Rows || framed && col == box.right && box.left < s.Cols/5 && textRightOf(g, col) == 0 {
			continue
		}
		if !looked {
			over, drawn = overlaid(g)
			drawn, looked = drawn && wordsCut(g, over) >= 2, true
		}
		for r := over.top; drawn && (col == over.left || col == over.right) && r <= over.bottom && r < len(s.Lines); r++ {
			if frameGlyphs[at(g.cells(r), col)] {
				n--
			}
		}
		if n*2 >= s.Rows {
			return true
		}
	}
	return false
}

// textRightOf counts the rows with text right of a column.
func textRightOf(g *grid, col int) int {
	n := 0
	for r := range g.Lines {
		if firstCol(g.cells(r), col+1, g.Cols) >= 0 {
			n++
		}
	}
	return n
}

// shellMark is a prompt as shells draw it: a place (user@host, a user
// and a path, a path from ~ or /, in brackets or not, a chroot or venv
// name in parentheses before it) then the mark of a shell (shellMarks).
var shellMark = regexp.MustCompile(`^(\(\S+\) )?\[?([\w.-]+@[\w.-]+([: ]\S*)?|[\w.-]+[: ][~/]\S*|[~/]\S*)\]? ?(` + shellMarks + `)$`)

// shellMarks are the marks a shell's prompt ends in: "$" (a user), "#"
// (root), "%" (csh, zsh), or a glyph a prompt theme draws after the
// place ("~ ❯", hilbish's "ada ~ ∆"); not ">", which the consoles of
// devices and databases draw after a place ("admin@router>"), nor "λ",
// a REPL's.
const shellMarks = `[$#%❯➜∆»→]`

// placeMark is a prompt that names a place among its words and ends in a
// shell's mark, whatever else a shell's prompt string put around it (a
// history number, the time, an empty user name: yash's "@box ~ 2#"): a
// word that is ~, a path from ~ or /, or user@host (the user may be
// empty); REPLs name no directory and no host in their prompts.
var placeMark = regexp.MustCompile(`(^|\s)(~|~/\S*|/\S*|[\w.-]*@[\w.-]+(:\S*)?)(\s.*)?\s?(` + shellMarks + `)$`)

// shellsPrompt reports whether a REPL's prompt is a shell's: shaped as
// shells draw it (shellMark, placeMark), or the bare "$ " or "# " of a program whose
// name ends like a shell's (yash, posh, oksh; not ssh or mosh, which
// relay). A REPL names itself in its prompt ("gosh> ", "crash> ") or
// ends it in ">" and is not read as one; "eus$ " names no place and stays
// a REPL.
func shellsPrompt(p, prog string) bool {
	p = strings.TrimSpace(p)
	if shellMark.MatchString(p) || (placeMark.MatchString(p) && !namesItself(p, prog)) {
		return true
	}
	if p == "$" {
		// A bare "$" is a shell's at its prompt, or a REPL's that
		// names itself before it ("eus$"), or Devel::REPL's (the caller
		// asks the kernel whether the program runs jobs).
		return true
	}
	return shellByName(p, prog)
}

// shellByName reports whether a prompt of marks alone ending in a
// shell's mark ("#", "> ") is a shell's by its program's name alone, one
// that ends like a shell's (sash, posh, yash; not ssh or mosh, which
// relay; jimsh's "." is a Tcl REPL's): the name breaks the tie between a
// shell and a REPL.
func shellByName(p, prog string) bool {
	p = strings.TrimSpace(p)
	return marksOnly(p) && strings.ContainsAny(p[len(p)-1:], "$#%>") && namedLikeShell(prog)
}

// namedLikeShell reports whether a program's name ends as shells' do, in
// "sh" after a letter or two of its own (sash, fizsh, posh), where it is
// no relay's (ssh, mosh).
func namedLikeShell(prog string) bool {
	name := baseProgram(prog)
	return strings.HasSuffix(name, "sh") && len(name) > 3 && !strings.HasSuffix(name, "ssh") && name != "mosh"
}

// placeShaped reports whether a prompt is a shell's at first sight: a
// place then a shell's mark and nothing else (shellMark), not after the
// program's own name. (placeMark's looser shape, words between the place
// and the mark, waits for a loop of lines: "copied /srv 40%" could be
// anything.)
func placeShaped(p, prog string) bool {
	p = strings.TrimSpace(p)
	return (shellMark.MatchString(p) || windowsPrompt.MatchString(p)) && !namesItself(p, prog)
}

// windowsPrompt is a Windows shell's prompt: a drive's path then ">",
// cmd's (`C:\Users\alice>`), or PowerShell's after "PS", a remote
// shell's tag before it at most (`*Evil-WinRM* PS C:\Users\alice\Documents>`).
var windowsPrompt = regexp.MustCompile(`^(?:(?:\S+ )?PS )?[A-Za-z]:\\[^<>|"]*>$`)

// namesItself reports whether a prompt's first word is its program's
// name ("lftp user@host:~>"): a REPL's prompt that names a place.
func namesItself(p, prog string) bool {
	w := strings.Fields(p)
	name := baseProgram(prog)
	return len(w) > 0 && name != "" && strings.HasPrefix(strings.ToLower(w[0]), strings.ToLower(name))
}

// proseViewer reports whether a full-screen program that hides the
// cursor (or shows it in its search row at the foot) and reads keys raw
// shows a text to be read: six rows or more
// are sentences (proseRow), a third of the rows with text at least,
// fewer than four are a help screen's keys (keyAlone), no row between
// its top and its foot is highlighted across a third of the screen (a
// list's selection; on the top rows, within a pane's sides), no key at its foot goes on to a next step
// (nextStepKey), fewer than half the rows start with a time
// (timedRow) and fewer than half are a table's, two bars or more
// setting columns apart (" │ ").
func proseViewer(s emulator.Snapshot, f Facts) bool {
	if !s.AltScreen || f.Canonical || len(s.Lines) != s.Rows || s.Rows < 8 || s.Cursor.Visible && !searchAtFoot(s, f) {
		return false // (the cursor shown in its own search row at the foot, "Find: Pass 3", it still reads)
	}
	if rowSelected(s) || barMenu(&grid{Snapshot: s}) != nil {
		return false // (a menu dropped from the bar over the text: PC-Outline's File menu)
	}
	if nextStepKey.MatchString(s.Lines[s.Rows-1]) || nextStepKey.MatchString(s.Lines[s.Rows-2]) {
		return false
	}
	if len(toldKeys(&grid{Snapshot: s}, 0, s.Rows, 0, s.Cols)) >= 2 {
		return false // sentences that tell the keys to answer with: a step that asks (keySentences')
	}
	prose, text, keys, timed, table := 0, 0, 0, 0, 0
	for _, l := range s.Lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		text++
		if strings.Count(l, " │ ") >= 2 {
			table++ // (columns set apart by bars: a table's row, a mail's date │ sender │ subject)
		}
		if keyAlone.MatchString(l) {
			keys++
		}
		if proseRow(l) {
			prose++
		}
		if timedRow.MatchString(l) {
			timed++
		}
	}
	// (Rows each starting with the time they came, half the rows or
	// more, are a feed the program shows as it comes, a chat's or a
	// log's: its own screen, no text being read.)
	return prose >= 6 && prose*3 >= text && keys < 4 && timed*2 < text && table*2 < text
}

// rowSelected reports whether a row between a screen's top and its foot
// is highlighted across a third of its width: a list's selection. On
// the top three rows only within a pane's sides, or over its text alone
// among rows starting where it starts (siblingRow): a title's bar
// across them is no selection, a row set apart in a pane under it is.
func rowSelected(s emulator.Snapshot) bool {
	for _, h := range Highlights(s) {
		if h.Row >= 1 && h.Row < s.Rows-2 && h.Len*3 >= s.Cols && (h.Row >= 3 || h.Col > 0 && h.Col+h.Len < s.Cols) {
			return true
		}
		if h.Row < 3 && h.Len*3 >= s.Cols && h.Len*10 < s.Cols*9 && siblingRow(s, h) {
			// (A row of the top ones set apart short of a bar across,
			// its text only, among rows starting where it starts: an
			// entry of a list selected, "pick 3f1c2a9 …".)
			return true
		}
	}
	return false
}

// siblingRow reports whether highlight h, on a row of text, covers
// exactly that row's text (a bar pads its title), in a block of three
// rows or more starting at its column: an entry of a list.
func siblingRow(s emulator.Snapshot, h Highlight) bool {
	start := func(r int) int {
		if r < 0 || r >= len(s.Lines) || strings.TrimSpace(s.Lines[r]) == "" {
			return -1
		}
		return firstCol(cellsOf(s.Lines[r]), 0, s.Cols)
	}
	text := strings.TrimSpace(s.Lines[h.Row])
	if start(h.Row) != h.Col || strings.TrimSpace(h.Text) != text || uniseg.StringWidth(text) != h.Len {
		return false
	}
	n := 1
	for r := h.Row - 1; start(r) == h.Col; r-- {
		n++
	}
	for r := h.Row + 1; start(r) == h.Col; r++ {
		n++
	}
	return n >= 3
}

// logViewer reports whether a full-screen program shows a log to be
// read: on the alternate screen in raw mode, five rows or more, half
// the rows with text at least, start with a date and a time (a box's
// edge before them at most: "2026-03-14 09:00:01 INFO …", "Nov 27
// 02:00:00 relay-1 …"). A chat's feed gives the time alone (timedRow).
func logViewer(s emulator.Snapshot, f Facts) bool {
	if !s.AltScreen || f.Canonical || len(s.Lines) != s.Rows || s.Rows < 8 {
		return false
	}
	text, dated := 0, 0
	for _, l := range s.Lines {
		if strings.TrimFunc(l, func(r rune) bool { return unicode.IsSpace(r) || r >= 0x2500 && r <= 0x257F }) == "" {
			continue // a box's edges alone hold no text
		}
		text++
		if datedRow.MatchString(l) {
			dated++
		}
	}
	return dated >= 5 && dated*2 >= text
}

// datedRow is a row starting with a date and a time, ISO's or syslog's,
// in a box or brackets at most: a log's record.
var datedRow = regexp.MustCompile(`^[│┃║|\s]*\[?(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|\p{Lu}\p{Ll}{2} +\d{1,2} \d{2}:\d{2}:\d{2})`)

// timedRow is a row starting with a clock's time, in a box or brackets
// at most: "│ 19:02:11 nightbot: …", "[19:02] <tomas> …".
var timedRow = regexp.MustCompile(`^[│┃║|\s]*[\[(]?\d{1,2}:\d{2}(:\d{2})?[\])]?\s`)

// nextStepKey is a key bar's key that goes on to a wizard's next step
// (`F2_Continue`, `Enter=Next`, `<F8> Install`): the sentences above it
// are a step's notice, no text being read.
var nextStepKey = regexp.MustCompile(`(?i)(\bF\d{1,2}|\benter|\bret(urn)?|>)[\s_=:-]{0,3}(continue|next|install|proceed)\b`)

// keyAlone is a key's name alone on its row ("<h>", "<UP> or <k>"), or
// first on it then what it does after a dash or a colon ("j - down",
// "ctrl l - clear_screen", "[SPACE] : (un-)select item"), or a key
// written in ASCII then, two blanks on, a capital ("PageUp   Move
// selection up"; a sentence's end then two blanks, "cat.  The", is no
// key): a help screen's keys.
var keyAlone = regexp.MustCompile(`^\s*(<[^<>\s][^<>]*>(\s+or\s+<[^<>]+>)*\s*$|\S{1,6}(\s\S{1,3})?\s+--?\s+\pL|\S.{0,24}?\s:\s+\S|[!-~]{0,9}[\x22-\x2D\x2F-\x3E\x40-\x7E]\s{2,}\p{Lu})`)

// proseRow reports whether a row's longest run of text that starts a
// box's inside or the row (up to a gap of three blanks, after marks
// with no letter: a table's further columns are no sentence's start) is
// a sentence's words: five or more, seven in ten of its words or more
// made of letters, lower case among them.
func proseRow(l string) bool {
	best := ""
	for _, part := range strings.FieldsFunc(l, func(r rune) bool { return frameGlyphs[string(r)] }) {
		for _, seg := range strings.Split(strings.TrimSpace(part), "   ") {
			if strings.ContainsFunc(seg, unicode.IsLetter) {
				if len(seg) > len(best) {
					best = seg
				}
				break
			}
		}
	}
	fields := strings.Fields(best)
	words := 0
	lower := false
	for _, w := range fields {
		w = strings.TrimRight(w, ".,;:!?)'\"")
		w = strings.TrimLeft(w, "('\"")
		if strings.ContainsFunc(w, unicode.IsLetter) && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' && r != '’' }) {
			words++
			lower = lower || strings.ContainsFunc(w, unicode.IsLower)
		}
	}
	return words >= 5 && words*10 >= len(fields)*7 && lower
}

// barGap reports whether a cell of look k at the end of a row is the
// page showing through between a bar across the row and a scroll bar
// at the edge (ncgopher's selected row, red from the first column to
// the one before its scroll bar's, the page's grey in the cell between
// them): the look of the cells above and below it, left of a bar that
// runs from the row's first column and of a cell of another look at the
// edge, in the column before the last. A cursor a program draws itself
// differs from the text around it.
func barGap(s emulator.Snapshot, row, col int, k lookKey) bool {
	if col != s.Cols-2 || row == 0 || row+1 >= s.Rows || backOf(s.LookAt(row, col+1)) == k {
		return false // (a scroll bar's cell right of it, in a look of its own)
	}
	if backOf(s.LookAt(row-1, col)) != k || backOf(s.LookAt(row+1, col)) != k {
		return false
	}
	left := backOf(s.LookAt(row, 0))
	for c := 1; c < col; c++ {
		if backOf(s.LookAt(row, c)) != left {
			return false
		}
	}
	return left != k
}

// selectedRowAt reports whether row is highlighted across nine tenths
// of its width or more (reverse video or a background of its own): a
// list's current entry.
func selectedRowAt(s emulator.Snapshot, row int) bool {
	return slices.ContainsFunc(Highlights(s), func(h Highlight) bool { return h.Row == row && h.Len*10 >= s.Cols*9 })
}

// keyedAnswers reads the answers GPT Pilot lists under its question,
// each indented and keyed by a word in brackets and a colon ("  [yes]:
// Yes (default)", "  [no]: No"), over its prompt of marks (">", p) with
// the cursor after it; a line typed at the same marks and the message
// refusing it may stand between ("> later" over "Please choose one of
// available options"). The question is the line at the left edge right
// over the answers, joined across the rows the terminal carried it on,
// the tag of who asks ("[Executor] ") off. Options are the keyed words,
// labelled by their words, "(default)" naming the default.
func keyedAnswers(s emulator.Snapshot, p string) (string, []Option, bool) {
	marks := strings.TrimSpace(p)
	r := s.Cursor.Row - 1
	if !marksOnly(marks) || r < 1 || r >= len(s.Lines) {
		return "", nil, false
	}
	typed := ""
	if !keyedAnswer.MatchString(s.Lines[r]) && r >= 2 && strings.HasPrefix(s.Lines[r-1], marks+" ") && word.MatchString(s.Lines[r]) && !strings.HasPrefix(s.Lines[r], marks) {
		typed = strings.TrimSpace(strings.TrimPrefix(s.Lines[r-1], marks))
		r -= 2 // (an answer typed and refused)
	}
	var opts []Option
	for ; r >= 0 && keyedAnswer.MatchString(s.Lines[r]); r-- {
		m := keyedAnswer.FindStringSubmatch(s.Lines[r])
		opts = append([]Option{{Label: m[2], Key: m[1], Row: r}}, opts...)
	}
	if slices.ContainsFunc(opts, func(o Option) bool { return strings.EqualFold(o.Key, typed) }) {
		return "", nil, false // (one of its keys typed: answered, what came since is its output)
	}
	if len(opts) == 0 || r < 0 || strings.HasPrefix(s.Lines[r], " ") && !(r > 0 && carried(s, r-1)) {
		return "", nil, false
	}
	question := strings.TrimSpace(askerTag.ReplaceAllString(carriedInto(s, r), ""))
	if !word.MatchString(question) || strings.HasPrefix(question, marks+" ") {
		return "", nil, false
	}
	return question, opts, true
}

// keyedAnswer is an answer keyed by a word in brackets and a colon,
// indented: "  [skip]: Skip questions".
var keyedAnswer = regexp.MustCompile(`^\s+\[([\w-]+)\]:\s+(\S.*?)\s*$`)

// askerTag is the name of who asks in brackets before a question
// ("[Spec Writer] ", "[Executor] ").
var askerTag = regexp.MustCompile(`^\[[\w][\w .-]{0,30}\]\s+`)
