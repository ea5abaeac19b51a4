package modes

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Questions asked on one line, answered by typing: [Y/n], (yes/no),
// [y,n,q,a,d,e,?], (E)dit anyway, "Country Name [AU]:".

var (
	yesNoWords  = regexp.MustCompile(`(?i)^(.*?)\s*[\[(]\s*(yes)\s*(?:/|\s+or\s+)\s*(no)(?:\s*/\s*\[?fingerprint\]?)?\s*[\])]\s*([?:]?)\s*$`)
	yesNoLetter = regexp.MustCompile(`(?i)^(.*?)\s*[\[(]\s*(y|\[y\])\s*(?:/|\||,|-|\s+or\s+)\s*(n|\[n\])\s*[\])]\s*([?:]?)\s*(?:[\[(](y|n|yes|no)[\])]\s*[?:]?\s*)?$`)
	// angleDefault is a question whose default answer, y or n, follows
	// it in angle brackets: e2fsck's "Clear<y>?".
	angleDefault = regexp.MustCompile(`(?i)^(.*?)\s*<([yn])>\s*\?\s*$`)
	// runKeys are keys written together in brackets after a question,
	// y and n among them: "Overwrite? [yn]", "Overwrite a.txt? (enter
	// "h" for help) [Ynaqdh]" (a capital marks the default).
	// hintThenKeys is a hint in parentheses, then keys run together in
	// brackets, alone on a row.
	hintThenKeys = regexp.MustCompile(`^\s*\([^)]*\)\s*\[([A-Za-z]{2,12})\??\]\s*:?\s*$`)
	runKeys      = regexp.MustCompile(`^(.*\?)(?:\s*\([^)]*\))?\s*[\[(]([A-Za-z]{2,12})\??(?:\.\.\.|…)?[\])](?:,?\s+or\s+\S+\s+for\s+[\w ]+|,\s*\[\w\]\w+)?\s*:?\s*$`)
	// keysThenMark is keys run together in brackets, then the question
	// mark: crisp's "Exit [ynw]?".
	keysThenMark = regexp.MustCompile(`^(.*\pL.*?)\s*\[([A-Za-z]{2,12})\]\?\s*$`)
	// slashKeys is keys set apart by slashes or bars in brackets, a
	// verb (enter, type, answer) or a lower-case word (a prompt's name:
	// BugStalker's "(bs y/n)") before them at most; or in quotes.
	slashKeys  = regexp.MustCompile(`^(.*?)\s*(?:[\[(]\s*(?:(?i:enter|type|answer)\s+|[a-z]{1,8}\s+)?([a-zA-Z?](?:=\w+)?(?:\s*[/|]\s*(?:\^[A-Z]|[a-zA-Z?!](?:=\w+)?))+)\s*[\])]|'([a-zA-Z?](?:\s*[/|]\s*[a-zA-Z?])+)'(?:\s+or\s+(?:\pL+\s+){0,3}\pL+\.?)?)\s*([?:]?)\s*$`)
	listedKeys = regexp.MustCompile(`(?i)^(enter|type|press|choose|select)\s+([A-Z0-9?](?:\s*,\s*[A-Z0-9?]){2,},?\s+or\s+[A-Z0-9?])\s*[:?.]?\s*$`)
	commaKeys  = regexp.MustCompile(`^(.*?)\s*\[([^\s,\]](?:,[^\s,\]])+)\]\s*(?:([?:]?)|>{1,2})\s*$`) // (a prompt's ">>" after them: fac's "[w,a,s,d,e,?] >>")
	// parenKeys are keys in parentheses set apart by commas, "or"
	// before the last at most: mkfs's "(y,N)", mg's "(y, n, !, ., q,
	// C-r, C-h)", Emacs's "(y, n, !, ., q, C-r, C-f, d or C-h)", "(y or n)".
	parenKeys = regexp.MustCompile(`^(.*?)\s*\(((?:[^\s,()]{1,3})(?:(?:,\s?[^\s,()]{1,3})+(?:,?\s+or\s+[^\s,()]{1,3})?|,?\s+or\s+[^\s,()]{1,3}))\)\s*([?:]?)\s*$`)
	// entryCount is a count of a list's entries or a place among them,
	// written after a question ("(1/3)", "[2/10]"): no words to type.
	entryCount = regexp.MustCompile(`^\s*(?:[\[(]\d+/\d+[\])]\s*)+[?:]?\s*$`)
	// wordList is a set of words to type, in brackets or parentheses,
	// set apart by slashes, bars or commas ("[eu/us/ap]", "(red, green,
	// blue)"), with a default after it in brackets or parentheses.
	wordList = regexp.MustCompile(`^(.*?)\s*[\[(]\s*([\w.+-]+(?:\s*[/|,]\s*[\w.+-]+)+)\s*[\])]\s*(?:[\[(]([\w.+-]+)[\])])?\s*([?:]?)\s*$`)
	// wordKeys is a word whose key is marked in it: "[y]es", "(N)o",
	// "A(u)to rename all", "'f'(ile)".
	wordKeys        = regexp.MustCompile(`([A-Za-z]*)(?:[\[(]([A-Za-z?])[\])]|'([A-Za-z])')(?:\(([\w'-]+)\)|([\w'-]*(?:,? [\w'-]+)*))`)
	yesSlashNo      = regexp.MustCompile(`(?i)^(.*?)\s*\b(yes)/(no)\s*\?\s*$`)
	inDefault       = regexp.MustCompile(`(?i)[\[(][^\])]*?\bdefault:?\s+([^\s)\],]+)\s*[\])]\s*:\s*$`)
	parenBefore     = regexp.MustCompile(`^(.*?)\s*\(([^\s()]+)\)\s*:\s*$`)
	cancelHint      = regexp.MustCompile(`(?i)\s*[\[(](?:press\s+|enter\s+|type\s+)?(esc|\^c|ctrl-c|ctrl\+c|<esc>|escape|'[a-z]'|[a-z])\s+(?:to\s+)?(cancels?|abort|quit)\s*[\])]\s*:?\s*$`)
	bracketDef      = regexp.MustCompile(`^(.*?)\s*\[([^\]]*)\](?:\s*(?::|>{1,3})|\?)\s*$`)
	parenDef        = regexp.MustCompile(`^(.*?:)\s*\(([^)]*)\)\s*$`)
	labelBracketDef = regexp.MustCompile(`^(.*?\w:)\s*\[([^\]]+)\]\s*$`)
	wordsBracketDef = regexp.MustCompile(`^(.*\pL{2}.*?)\s+\[([^\]\s/|,]+)\]\s*$`)
	questionDef     = regexp.MustCompile(`^(.*\?)\s*(?:\[([^\]]*)\]|\(([^)]*)\))\s*[:?]?\s*$`)
	namedDef        = regexp.MustCompile(`(?i)^(.*?)\s*[\[(]default(?:s to|\s+is|:)?\s*([^)\]]*)[\])]\s*([?:]?)\s*$`)
	pressEnter      = regexp.MustCompile(`(?i)\b(press|hit|push) ((enter|return|any key|<?enter>?|<return>|\[(enter|return)\])(\W|$)|['"](enter|return)['"] to\b)`)
	// A question that wants yes or no: it starts (after a "prog: "
	// prefix) with a verb that asks ("Want to play again?", its "Do
	// you" left out, too), or says "are you sure".
	confirmWord = regexp.MustCompile(`(?i)^(\S+: )?(overwrite|remove|delete|replace|extract|unpack|link|unlink|change|set|open|edit|print|show|view|touch|chmod|chown|continue|proceed|descend|examine|discard|keep|install|uninstall|upgrade|download|create|apply|accept|allow|trust|save|restart|reboot|abort|retry|do|does|did|is|are|was|should|shall|would|will|can|may|really|ok|okay|deploy|publish|push|pull|commit|merge|rebase|run|start|stop|quit|exit|kill|reset|clear|send|update|enable|disable|use|add|build|release|format|erase|wipe|force|skip|ignore|load|rename|move|copy|drop|purge|truncate|resume|cancel|confirm|submit|import|export|sync|restore|mount|unmount|register|connect|disconnect|generate|initialise|initialize|remember|close|leave|want|play|try)\b.*\?\s*$|(?i)\bare you sure\b.*\?\s*$|(?i)^(are you sure|do you (really )?want to)\b.*:\s*$`)
	// yesNoAfter is a question whose answers follow its question mark:
	// "Use TypeScript? Yes/No".
	yesNoAfter = regexp.MustCompile(`(?i)^(.*\?)\s*(y|yes)\s*/\s*(n|no)\s*$`)
	// parenDefaultYes and parenDefaultNo are yes and no after the
	// question mark, the default in parentheses: "Y/(N)".
	parenDefaultYes = regexp.MustCompile(`(?i)^(.*\?)\s*\((?:y|yes)\)\s*/\s*(?:n|no)\s*$`)
	parenDefaultNo  = regexp.MustCompile(`(?i)^(.*\?)\s*(?:y|yes)\s*/\s*\((?:n|no)\)\s*$`)
	// keyEquals is a question whose keys each say the answer they give:
	// "[return = YES | Esc = NO]".
	keyEquals = regexp.MustCompile(`^(.*?)\s*[\[(]((?:\s*[\w-]+\s*=\s*[\w-]+\s*\|)+\s*[\w-]+\s*=\s*[\w-]+\s*)[\])]\s*[?:]?\s*$`)
	// keyColons is a question whose keys each say the answer they give
	// after a colon or an equals sign, commas between, the default
	// marked after its answer at most: "(Y:Yes, N:No, V:View
	// Certificate)", "(y = yes [default], n = no, e = edit in $EDITOR,
	// q = quit)?".
	keyColons = regexp.MustCompile(`^(.*?)\s*[\[(]((?:\s*[A-Za-z0-9]\s*[:=]\s*\pL[^,:=()\[\]]*?(?:\s*\[default\])?\s*,)+\s*[A-Za-z0-9]\s*[:=]\s*\pL[^,:=()\[\]]*?(?:\s*\[default\])?\s*)[\])]\s*[?:]?\s*$`)
	// wordsDefault is a default named in words at a question's end:
	// "(y/n) [default n]", "(eu/us/ap) (default: eu)", "[defaults to
	// 3]".
	wordsDefault = regexp.MustCompile(`(?i)\s*[\[(]\s*default(?:s to\s+|\s+is\s+|:\s*|\s*=\s*|\s+)([^\])]+?)\s*[\])]\s*[:.?]?\s*$`)
	// helpAfterDefault is one key in brackets, the default, then the key
	// that shows the others in parentheses: uudeview's "[d] (?=help)",
	// "[s] (h for help)". Which keys there are the help tells.
	helpAfterDefault = regexp.MustCompile(`^(.*\S)\s+\[(\w)\]\s*\((?:press\s+|type\s+)?['"]?([^\s()='"]{1,3})['"]?\s*(?:=|\s+for)\s*help\)\s*[:?]?\s*$`)
	// barDefault is a default between bars after the question (HighLine's
	// "Service name? |api|").
	barDefault = regexp.MustCompile(`^(.*[?:])\s*\|([^|]*)\|\s*$`)
	// letterWords are answers written as a key and a parenthesis before
	// the rest of the word, set apart by spaces or commas (mtools'
	// "a)utorename A)utorename-all s)kip").
	letterWord = regexp.MustCompile(`(^|[\s,])([A-Za-z])\)([\w'-]+)`)
	// keysSummary is the keys of a line's answers listed again after
	// them, in parentheses: "(aArRoOsSq):".
	keysSummary = regexp.MustCompile(`\s*\(([A-Za-z?]{3,})\)\s*:?\s*$`)
	// secretWord is what a prompt asks for when it asks for a secret:
	// the word its label ends with, or ends with but for whom or what it
	// is ("password for ann", "passphrase (empty for none)", "again",
	// "to verify").
	// "Minimum Password Age" asks for an age.
	// passwordWord is a secret that is a password by its name, asked as
	// one wherever it is typed.
	passwordWord = regexp.MustCompile(`(?i)\bpass ?(word|phrase|code)\b`)
	secretWord   = regexp.MustCompile(`(?i)\b(pass ?word|pass ?phrase|pass ?code|access code|verify code|security code|cvv2?|cvc2?|pin|token|secret|api key|(?:secret(?: access)?|security|network|pre-?shared|wpa2?|wep|encryption|decryption|hmac|private|master|signing|shared) key)(\s+(again|for\s.+|of\s.+|to\s+(verify|confirm)))?\s*(\([^)]*\)|\[[^\]]*\])?\s*[:?>]?\s*$`)
)

// linePrompt reads the question on the cursor's row (with the row before
// it when that one is full: a wrapped question), then what the rows
// above it say of it (lineRefinements, in order).
func linePrompt(s *grid) *Prompt {
	p, row := lineQuestion(s)
	if t := strings.TrimSpace(cursorLine(s.Snapshot)); p == nil && marksOnly(t) && s.Cursor.Col == uniseg.StringWidth(strings.TrimRight(cursorLine(s.Snapshot), " "))+1 {
		// Marks no line reading takes for a prompt ("@ ", mafft's), the
		// cursor a blank after them: markedPrompt reads what they ask.
		p = &Prompt{Kind: Text, Question: t}
	}
	if left, ok := promptAtCursor(s.Snapshot); p == nil && ok {
		if mark, ok := markBeforeValue(left); ok && !s.AltScreen && askedRightAbove(s.Snapshot) {
			// The same marks with a value typed after them ("❯❯ Ada"),
			// on the main screen (a form of the program's own reads the
			// value in its fields, below).
			p = &Prompt{Kind: Text, Question: mark}
		}
	}
	if q, def, ok := labelDefault(s.Snapshot); p == nil && ok {
		p = textPrompt(q, def)
		if yesNoRunTogether.MatchString(def) {
			// A yes and a no run together in the brackets, the capital
			// the default ("Continue [yN] ", do-release-upgrade's).
			p = keyChoice(q, strings.Split(def, ""), true)
		}
	}
	if t, ok := instructedLine(s.Snapshot); p == nil && ok {
		p = textPrompt(t, "")
	}
	if q, def, ok := defaultAloneUnder(s); p == nil && ok {
		p = textPrompt(q, def)
	}
	if q, def, ok := parenDefaultAtCursor(s); p == nil && ok {
		p = textPrompt(q, def)
	}
	if p == nil {
		return nil
	}
	for _, refine := range lineRefinements {
		var done bool
		if p, done = refine(s, p, row); done {
			return p
		}
	}
	return p
}

// defaultAloneUnder reads a default alone in square brackets where the
// cursor waits after it, under a question of words ending in a question
// mark or a colon (CrashPlan's installer: "What directory do you wish to
// install CrashPlan into?" over "[/usr/local/crashplan] "): the question
// and its default.
func defaultAloneUnder(s *grid) (question, def string, ok bool) {
	row := s.Cursor.Row
	if row < 1 || row >= len(s.Lines) {
		return "", "", false
	}
	line := strings.TrimRight(s.Lines[row], " ")
	m := valueInBrackets.FindStringSubmatch(line)
	if m == nil || s.Cursor.Col < uniseg.StringWidth(line) {
		return "", "", false
	}
	above := strings.TrimSpace(s.Lines[row-1])
	if !wordOf2.MatchString(above) || !(strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":")) || parseQuestion(above) == nil || parseQuestion(above).Kind != Text {
		return "", "", false
	}
	return above, m[1], true
}

// parenDefaultAtCursor reads a label of words then its default in
// parentheses where the cursor waits a blank after them, no colon nor
// question mark (flatiron prompt's "URL used to access this NodeBB
// (http://localhost:4567) "): the default drawn grey, or a row above
// saying Enter takes the default. The label and the default.
func parenDefaultAtCursor(s *grid) (question, def string, ok bool) {
	p, at := promptAtCursor(s.Snapshot)
	row := s.Cursor.Row
	if !at || row < 0 || row >= len(s.Lines) || uniseg.StringWidth(strings.TrimRight(p, " ")) >= s.Cursor.Col || rowsWithText(s.Lines[row+1:]) > 0 {
		return "", "", false
	}
	m := labelParenDefault.FindStringSubmatch(strings.TrimSpace(p))
	if m == nil || len(strings.Fields(m[1])) < 2 {
		return "", "", false
	}
	open := strings.LastIndex(p, "(")
	grey := open >= 0 && greyedFrom(s, row, s.cells(row), uniseg.StringWidth(p[:open+1]))
	told := false
	for r := row - 1; r >= 0 && r >= row-3; r-- {
		told = told || defaultMentioned.MatchString(s.Lines[r])
	}
	if !grey && !told {
		return "", "", false
	}
	return m[1], m[2], true
}

// labelParenDefault is a label of words, then a value in parentheses.
var labelParenDefault = regexp.MustCompile(`^(\pL[^()?:]*?\S)\s+\(([^()]{1,80})\)$`)

// defaultMentioned is a row telling that Enter takes a default.
var defaultMentioned = regexp.MustCompile(`(?i)\b(enter|return)\b.*\bdefault`)

// valueInBrackets is a value alone in square brackets: "[/usr/local/crashplan]".
var valueInBrackets = regexp.MustCompile(`^\[([^\[\]\s][^\[\]]{0,80})\]$`)

// lineQuestion parses the question on the cursor's row and the row it
// is on: answers that began on the rows above, or keys asked on the row
// above with the cursor left on the next.
func lineQuestion(s *grid) (*Prompt, int) {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) || keysBar(strings.TrimSpace(s.Lines[row])) {
		return nil, row
	}
	line, row := joinedLine(s, row)
	line = lastPiece(line)
	p := parseQuestion(line)
	if p != nil && p.Kind == Choice && p.Question == "" {
		// Answers that began on the rows above ("a)utorename …" over
		// "s)kip … q)uit (aArRoOsSq):"): rows of answers alone.
		for row > 0 {
			above := letterWords(strings.TrimSpace(s.Lines[row-1]))
			if above == nil || above.Question != "" {
				break
			}
			p.Options = append(above.Options, p.Options...)
			row--
		}
	}
	if q := keysAskedAbove(s, p, line, row); q != nil {
		return q, row - 1
	}
	return p, row
}

// joinedLine is the text of the cursor's row with what it goes on from:
// a row above full to the screen's edge, where the words wrapped, or a
// list of answers continued from a row that ends in a comma ("MEMORY,
// SETTINGS, … USAGE," over "TRACE_BACK, or DISCOURAGED <MEMORY>?"); row
// is where it starts.
func joinedLine(s *grid, row int) (string, int) {
	line := strings.TrimRight(s.Lines[row], " ")
	if row > 0 && len([]rune(s.Lines[row-1])) >= s.Cols-1 && !bar(s.Snapshot, row-1) && !frameEdgeAtEnd(s.Lines[row-1]) {
		above := s.Lines[row-1]
		if uniseg.StringWidth(above) < s.Cols {
			above += " " // the blank in the last column, where the words wrapped
		}
		line = above + line
	}
	if row > 0 && strings.HasSuffix(strings.TrimSpace(s.Lines[row-1]), ",") && !bar(s.Snapshot, row-1) {
		line = strings.TrimSpace(s.Lines[row-1]) + " " + strings.TrimSpace(line)
		row--
	}
	return line, row
}

// keysOnRow parses the keys asked on row keysRow (its text above), or,
// where the cursor waits at an empty row's start, on the line the
// terminal carried onto that row from the one above ("… custom |
// defaults to devne" over "t]").
func keysOnRow(s *grid, above string, keysRow int, empty bool) *Prompt {
	if empty && keysRow >= 1 && carried(s.Snapshot, keysRow-1) {
		// (What the row goes on from is read with it first: "… E =
		// apply+edit, q =" over " quit)?" names five keys, its end
		// alone would read as a bare yes or no.)
		if q := parseQuestion(carriedInto(s.Snapshot, keysRow)); q != nil {
			return q
		}
	}
	return parseQuestion(above)
}

// keysAskedAbove reads keys asked on the row above the cursor's line
// (p, as parsed, at row): where that line is a note in parentheses alone
// ("…? [N/y/f]" over "(default is 'no', use 'f' to choose a different
// file)": the note says how to answer), or empty with the cursor at its
// start ("Overwrite? [Y|n]" and a newline: only a set of keys, as a
// field would wait on its own row; or Enter, "Press Enter to
// continue..." and a newline). Nil otherwise.
func keysAskedAbove(s *grid, p *Prompt, line string, row int) *Prompt {
	if row <= 0 {
		return nil
	}
	t := strings.TrimSpace(line)
	note := strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && !strings.Contains(t[1:len(t)-1], "(")
	empty := p == nil && t == "" && s.Cursor.Col == 0
	above := strings.TrimSpace(s.Lines[row-1])
	if (empty || typedOnly(strings.TrimRight(s.Lines[row], " "), s.Cursor.Col)) && s.Cursor.Row == row {
		// A value asked on the row above and a newline ("Enter number
		// of words (default 6):"), the cursor at the next row's start or
		// after what was typed there.
		if q := valueAskedWrapped(s, row); q != nil {
			return q
		}
	}
	// A key or a word typed at the next row's start, under the keys
	// (opatch's "Do you want to proceed? [y|n]" over "y"): their
	// answer, not yet sent.
	typedUnder := p == nil && s.Cursor.Row == row && t != "" && typedShort(t) && typedOnly(strings.TrimRight(s.Lines[row], " "), s.Cursor.Col)
	if !note && !empty && !typedUnder {
		return nil
	}
	keysRow := row - 1
	if above == "" && empty && row >= 2 {
		above, keysRow = strings.TrimSpace(s.Lines[row-2]), row-2 // (keys, a blank row, the cursor)
	}
	q := keysOnRow(s, above, keysRow, empty)
	if q == nil || (q.Kind != Confirm && q.Kind != Choice) {
		return nil
	}
	if r := overBlank(s, keysRow) - 1; q.Question == "" && r >= 0 {
		// Keys alone on their row: the question is the one over them
		// (wrapped at the screen's edge, a blank row between at most).
		q = questionOverKeys(s, r, q)
	}
	if len(q.Options) > 1 || (empty && pressEnter.MatchString(s.Lines[row-1]) && !s.AltScreen) {
		return q
	}
	return nil
}

// questionOverKeys gives keys alone on their row (q) the question on
// row r over them (wrapped at the screen's edge, a blank row between
// at most): a question ending in "?", or one asked with its own keys
// ("Proceed with installation? [Y/n]" over "[v]iew package details
// [m]anually select packages"): one question, all of them its answers.
func questionOverKeys(s *grid, r int, q *Prompt) *Prompt {
	l, _ := joinedLine(s, r)
	if strings.HasSuffix(strings.TrimSpace(l), "?") {
		q.Question = strings.TrimSpace(l)
		return q
	}
	if aq := parseQuestion(strings.TrimSpace(l)); aq != nil && (aq.Kind == Confirm || aq.Kind == Choice) && aq.Question != "" {
		aq.Options = append(aq.Options, q.Options...)
		return aq
	}
	return q
}

// valueAskedWrapped is the value asked on the rows above row
// (valueAskedAbove), its label wrapped at the screen's edge at most
// ("Enter an executor: custom, docker, …" carried on to "…, instance:").
func valueAskedWrapped(s *grid, row int) *Prompt {
	if q := valueAskedAbove(s.Lines, row); q != nil {
		return q
	}
	if l, _ := joinedLine(s, row-1); row >= 2 && carried(s.Snapshot, row-2) && asksForValue(strings.TrimSpace(l)) {
		return parseQuestion(strings.TrimSpace(l))
	}
	return nil
}

// typedOnly reports whether a row that holds line, the cursor at col,
// holds no more than what was typed on it: nothing, or words with the
// cursor at their end that end as no prompt does.
func typedOnly(line string, col int) bool {
	if line == "" {
		return col == 0
	}
	return uniseg.StringWidth(line) == col && !inputPrompt.MatchString(line) && !shellPrompt.MatchString(line) && parseQuestion(line) == nil
}

// toldToEnter reports whether a row tells, in a sentence of its own with
// no mark at its end, to enter a value ("Enter new value for
// foreman_url", kafo's, over the row it is typed on); telling what a
// key does ("Type q to quit") asks for none.
func toldToEnter(t string) bool {
	return enterTold.MatchString(t) && !toKeyClause.MatchString(t)
}

// enterTold is a sentence that tells to enter a value, no mark at its
// end, or dots.
var enterTold = regexp.MustCompile(`(?i)^(?:please\s+)?(?:enter|type|input|give|specify|provide)\s+(?:(?:the|a|an|your|new)\s+)?\pL[\pL\d ,'_/-]{2,60}\pL(?:\.\.\.|…)?$`)

// askingVerb starts a label that asks for a value: "Enter number of
// words", "Please type a name", "Paste copied configuration here".
var askingVerb = regexp.MustCompile(`(?i)^(please\s+)?(enter|type|input|give|choose|specify|provide|select|paste|pick|your|re-?type|re-?enter)\b`)

// valueAskedAbove is the value asked on the rows above row (asksForValue):
// on the row above, or on the rows of a label it ends (labelAbove); a
// label whose asking verb names a secret asks for one, whatever it says
// after ("Please enter the open password to use on the input PDF:" …
// "It can be empty, or have a maximum of 32 characters:"). Nil where
// they ask for none.
func valueAskedAbove(lines []string, row int) *Prompt {
	if p := markedRowAbove(lines, row); p != nil {
		return p
	}
	if row >= 2 {
		// The question, asking in words (a question mark, or a verb
		// that asks for a value), then its default alone in brackets
		// on a row of its own (no step's outcome: "[OK]"), then the row
		// it is typed on (install4j's "Where should Relay Desk be
		// installed?" over "[/opt/relaydesk]").
		q, d := strings.TrimSpace(lines[row-2]), strings.TrimSpace(lines[row-1])
		if m := defaultAlone.FindStringSubmatch(d); m != nil && !statusWord.MatchString(m[1]) && word.MatchString(q) && (strings.HasSuffix(q, "?") || asksForValue(q)) && plainAsk(q) {
			return textPrompt(q, m[1])
		}
	}
	above := strings.TrimSpace(lines[row-1])
	if asksForValue(above) {
		return parseQuestion(above)
	}
	if toldToEnter(above) {
		return &Prompt{Kind: Text, Question: above}
	}
	if strings.HasSuffix(above, ":") && secretWord.MatchString(above) && word.MatchString(above) {
		return &Prompt{Kind: Password, Question: above} // a secret's label ("Signing key passphrase:")
	}
	label := labelAbove(lines, row)
	if label == above || !asksForValue(label) {
		return nil
	}
	p := parseQuestion(label)
	if askedSecret.MatchString(label) {
		p.Kind, p.Default = Password, ""
	}
	return p
}

// plainAsk reports whether q asks in words alone: no keys, no default
// of its own.
func plainAsk(q string) bool {
	p := parseQuestion(q)
	return p == nil || p.Kind == Text && p.Default == ""
}

// defaultAlone is a default alone in brackets: "[/opt/relaydesk]".
var defaultAlone = regexp.MustCompile(`^\[([^\[\],\s"#%=]{1,60})\]$`)

// statusWord is a step's outcome in brackets, no default: "[OK]",
// "[done]".
var statusWord = regexp.MustCompile(`(?i)^(ok|done|fail(ed)?|error|skip(ped)?|warn(ing)?|pass(ed)?|running|stopped)$`)

// helpOrDefaultMark is a prompt's row that names a help key or a default
// and ends in a mark, answered on the next row (cdebconf's "Prompt: '?'
// for help, default=2>").
var helpOrDefaultMark = regexp.MustCompile(`(?i)(\bhelp|\bdefault\s*[=:]\s*([^\s>]*))\s*>$`)

// numberedOnRow is one answer of a list numbered on one row: "1:
// mirror-fra," or "2: mirror-ord [*]", the mark the current one.
var numberedOnRow = regexp.MustCompile(`(\d+):\s+([^,\s][^,]*?)(\s+\[\*\])?(,|\s{2,}|$)`)

// markedRowAbove reads a question whose prompt row, right above row,
// names its default or help key and ends in a mark (helpOrDefaultMark):
// the question is the row over it, or over the answers numbered on one
// row between them ("  1: mirror-fra,      2: mirror-ord [*]", a
// select); nil for any other shape.
func markedRowAbove(lines []string, row int) *Prompt {
	m := helpOrDefaultMark.FindStringSubmatch(strings.TrimSpace(lines[row-1]))
	if m == nil || row < 3 {
		return nil
	}
	r := row - 2
	var opts []Option
	for _, n := range numberedOnRow.FindAllStringSubmatch(lines[r], -1) {
		opts = append(opts, Option{Label: strings.TrimSpace(n[2]), Key: n[1], Row: r})
	}
	if len(opts) >= 2 {
		r--
	}
	q := strings.TrimSpace(lines[r])
	if !strings.HasSuffix(q, "?") && !strings.HasSuffix(q, ":") {
		return nil
	}
	p := textPrompt(q, m[2])
	if len(opts) >= 2 {
		p.Kind, p.Options = Select, opts
	}
	return p
}

// askedSecret is a label that starts by asking for a secret: "Please
// enter the open password", "Type your passphrase".
var askedSecret = regexp.MustCompile(`(?i)^(please\s+)?(enter|type|input|give|provide|specify|choose|set|create)\s+((the|your|a|an)\s+)?(\S+\s+){0,2}(pass ?word|pass ?phrase|pass ?code|pin|(?:access|api|auth|authentication)\s+(?:token|key)|(?:security|network|pre-?shared|wpa2?|wep)\s+key)\b`)

// labelAbove is the label on the rows above row: the row above, after
// the rows it goes on from, indented under the first (pdftk's "Please
// enter the open password to use on the input PDF:", "   locked.pdf.",
// "   It can be empty, or have a maximum of 32 characters:"), three rows
// at most.
func labelAbove(lines []string, row int) string {
	top := row - 1
	for top > 0 && top > row-3 && strings.HasPrefix(lines[top], " ") && strings.TrimSpace(lines[top-1]) != "" {
		top--
	}
	if strings.HasPrefix(lines[top], " ") {
		top = row - 1 // no first row unindented: the row above alone
	}
	parts := make([]string, 0, row-top)
	for r := top; r < row; r++ {
		parts = append(parts, strings.TrimSpace(lines[r]))
	}
	return strings.Join(parts, " ")
}

// asksForValue reports whether a row asks for a value to be typed on
// the next: a label ending in ':' or '?' (or in its default in brackets:
// "Default host triple? [x86_64-unknown-linux-gnu]") that starts with a
// verb asking for one, names its default, or ends in a hint of how it is
// answered, no keys to press. (Other words ending in a colon, a heading, a line
// of a file cat prints, ask nothing.)
func asksForValue(above string) bool {
	p := parseQuestion(above)
	ends := strings.HasSuffix(above, ":") || strings.HasSuffix(above, "?") || (p != nil && p.Default != "" && strings.HasSuffix(above, "]")) || toldInBrackets.MatchString(above)
	if p == nil || (p.Kind != Text && p.Kind != Password) || !ends {
		return false
	}
	if asksCommand.MatchString(above) {
		return false // a command asked for (BTEQ's "Enter your logon or BTEQ command:"): a loop's, no value
	}
	// (The verb may start the row's last sentence: "ada is not a valid
	// email address. Please retype the address:".)
	return askingVerb.MatchString(above) || askingVerb.MatchString(lastSentence(above)) || p.Default != "" || hintedLabel(above)
}

// hintedLabel reports whether a label ends in a hint in brackets of how
// it is answered ("Name of output file (?=help, defaults to display):").
func hintedLabel(label string) bool {
	m := lastBrackets.FindStringSubmatch(label)
	return m != nil && hint(m[1])
}

// lastBrackets is what the last brackets before a label's colon or
// question mark hold.
var lastBrackets = regexp.MustCompile(`[\[(]([^\[\]()]+)[\])]\s*[:?]\s*$`)

// lineRefinements read, in order, what the rows above a question on its
// line say of it; each returns the prompt, and done when it is final.
var lineRefinements = []func(s *grid, p *Prompt, row int) (*Prompt, bool){
	questionAbove,
	entriesOverMarks,
	markedPrompt,
	namedAbove,
	func(s *grid, p *Prompt, row int) (*Prompt, bool) {
		if p.Kind == Text || p.Kind == Password {
			if q := toldAbove(s, row, p.Question); q != p.Question {
				p.Question = q
				if p.Kind == Text && askedSecret.MatchString(q) {
					// "Choose a password for your CA keys." over
					// "[leave empty and we'll generate one]:".
					p.Kind, p.Default = Password, ""
				}
			}
		}
		return p, false
	},
	choiceNamedAbove,
	func(s *grid, p *Prompt, row int) (*Prompt, bool) {
		if p.Kind == Choice {
			// "(I/r/h)" under " * extract the file _I_nside …": each key
			// named by the word it is marked in on the rows above.
			underscoredAbove(s, row, p.Options)
		}
		return p, false
	},
	defaultListedAbove,
	keyColumnAbove,
	keysToldAbove,
	colouredDefault,
}

// columnKeyed is a row of a menu whose keys stand in a column of their
// own: a key of up to three characters (an argument it takes after it in
// angle brackets at most: "d <number>"), two blanks or more, then its
// label, up to the next wide gap ("1               Harbor          (Small)").
var columnKeyed = regexp.MustCompile(`^(\S{1,3}(?: <[\pL ]{1,12}>)?)\s{2,}(\S+(?: \S+)*)`)

// choosingVerb starts a line that asks to pick one of several: "Choose
// World:", "Select an entry:"; or is the word for the pick alone, a
// question's mark or colon after it ("Choice?", "Your selection:").
var choosingVerb = regexp.MustCompile(`(?i)^(please\s+)?(choose|select|pick)\b|^(your\s+|enter\s+)?(choice|selection|option)\s*[?:]$`)

// keyColumnAbove reads a field that asks to choose, with no default,
// under a menu whose keys stand in a column at the left edge and whose
// labels all start in one column further right, blank rows between at
// most (a game server's "1  Harbor", "n  New World", "d <number>  Delete
// World" over "Choose World:"): a choice of those keys, a select where
// they are all numbers.
func keyColumnAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || p.Default != "" || !choosingVerb.MatchString(p.Question) {
		return p, false
	}
	k := newKeyColumn()
	for r := row - 1; r >= 0; r-- {
		l := strings.TrimRight(s.Lines[r], " ")
		if l == "" && (len(k.opts) == 0 || r > 0 && columnKeyed.MatchString(s.Lines[r-1])) {
			continue
		}
		if !k.add(l, r, 0) {
			break
		}
	}
	slices.Reverse(k.opts) // (gathered from the question up)
	q := k.prompt()
	if q == nil {
		return p, false
	}
	p.Kind, p.Options = q.Kind, q.Options
	return p, false
}

// keyColumn gathers a menu's entries of columnKeyed's shape, each with a
// key not seen before, their labels starting in one column.
type keyColumn struct {
	opts []Option
	col  int
	seen map[string]bool
}

func newKeyColumn() *keyColumn { return &keyColumn{col: -1, seen: map[string]bool{}} }

// add takes t, a row's text from cell column at, as the entry on row;
// false where it is none of the menu's.
func (k *keyColumn) add(t string, row, at int) bool {
	m := columnKeyed.FindStringSubmatchIndex(t)
	if m == nil || (k.col >= 0 && m[4] != k.col) {
		return false
	}
	key, _, _ := strings.Cut(t[m[2]:m[3]], " ")
	if k.seen[key] {
		return false
	}
	k.col, k.seen[key] = m[4], true
	k.opts = append(k.opts, Option{Label: t[m[4]:m[5]], Key: key, Row: row, Col: at + uniseg.StringWidth(t[:m[4]])})
	return true
}

// prompt is the menu as a choice of its keys, a select where all are
// numbers; nil under two entries.
func (k *keyColumn) prompt() *Prompt {
	if len(k.opts) < 2 {
		return nil
	}
	p := &Prompt{Kind: Select, Options: k.opts}
	if slices.ContainsFunc(k.opts, func(o Option) bool { return strings.Trim(o.Key, "0123456789") != "" }) {
		p.Kind = Choice
	}
	return p
}

// keysToldAbove reads a field asked under rows that each tell a key to
// type and what it does ("Use 'd' to delete the temporary file", "Use
// 'm' to merge …", a note and blank rows between them and the question
// at most): a choice of those keys, the default kept as written.
func keysToldAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || row <= 0 {
		return p, false
	}
	var opts []Option
	notes := 0
	for r := row - 1; r >= 0 && r >= row-12; r-- {
		t := strings.TrimSpace(s.Lines[r])
		m := keyToldRow.FindStringSubmatch(t)
		switch {
		case m != nil:
			opts = append([]Option{{Label: m[2], Key: strings.ToLower(m[1])}}, opts...)
			continue
		case t == "":
			continue
		case len(opts) == 0 && notes == 0:
			notes++ // a note between the keys and the question
			continue
		}
		break
	}
	if len(opts) >= 2 && distinctOptionKeys(opts) {
		p.Kind, p.Options = Choice, opts
		if m := questionThenBracketed.FindStringSubmatch(p.Question); m != nil && p.Default == "" {
			// What Enter does, in brackets after the question ("[Leave
			// it for later]"): the default, in words.
			p.Question, p.Default = m[1], m[2]
		}
	}
	return p, false
}

// questionThenBracketed is a question, then words in brackets.
var questionThenBracketed = regexp.MustCompile(`^(.*\?)\s*\[([^\[\]]+)\]\s*:?$`)

// keyToldRow is a row telling a key to type and what it does: "Use 'd'
// to delete the temporary file", "Press q to quit".
var keyToldRow = regexp.MustCompile(`(?i)^(?:use|press|type|enter|hit)\s+['"‘]?([a-z0-9?!]{1,3})['"’]?\s+to\s+(\S.*?)\.?$`)

// distinctOptionKeys reports whether no two options share a key.
func distinctOptionKeys(opts []Option) bool {
	seen := map[string]bool{}
	for _, o := range opts {
		if seen[o.Key] {
			return false
		}
		seen[o.Key] = true
	}
	return true
}

// colouredDefault reads a value in parentheses before a label's colon,
// drawn in a colour of its own that the label's words are not ("Release
// notes title (Relay 7):", the value green): the program set it apart
// as what Enter takes, its default. Words in the label's own look
// ("Username (alphanumeric):") may be a note, and are left as read.
func colouredDefault(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || p.Default != "" || row < 0 || row >= len(s.Lines) {
		return p, false
	}
	m := parenAnyBefore.FindStringSubmatch(p.Question)
	if m == nil || hint(m[2]) {
		return p, false
	}
	line := s.Lines[row]
	open := strings.LastIndex(line, "("+m[2]+")")
	label := strings.Index(line, strings.TrimSpace(m[1]))
	if open < 0 || label < 0 || label >= open {
		return p, false
	}
	value := s.LookAt(row, len(cellsOf(line[:open+1])))
	words := s.LookAt(row, len(cellsOf(line[:label])))
	if value.Fg == "" || value.Fg == words.Fg {
		return p, false
	}
	return textPrompt(m[1], m[2]), false
}

// parenAnyBefore is a label, then words in parentheses before its colon:
// "Release notes title (Relay 7):".
var parenAnyBefore = regexp.MustCompile(`^(.*?\pL.*?)\s*\(([^()]{1,40})\)\s*:\s*$`)

// questionAbove gives keys with no question the row above's: the
// previous line where none is on the row; where only keys are ("[s/i/l/
// p]?"), the row above where it asks or names what it wants ("Type of
// package: (single, indep, …)"), else the first row of the lines right
// above where that asks (7-Zip's "Would you like to replace the existing
// file:" over the two files' paths, sizes and dates). Keys alone with no
// question take the row that ends in "?" up to three rows above, across
// a note wrapped under it ("[YES/no]").
func questionAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	asks := func(a string) bool { return strings.HasSuffix(a, ":") || strings.HasSuffix(a, "?") }
	if p.Question == "" {
		if q := parseQuestion(previousLine(s, row)); p.Kind == Text && keyChoices(q) && keyIn(q, p.Default) {
			// A default alone on its row ("(y):") under a question
			// and its keys ("Execute this command? [y/n/c]"): the
			// keys' default.
			q.Default = strings.ToLower(p.Default)
			if q.Kind == Confirm {
				q.Default = map[bool]string{true: "yes", false: "no"}[q.Default == "y" || q.Default == "yes"]
			}
			return q, false
		}
		p.Question = previousLine(s, row)
		for r := row - 2; !asks(p.Question) && r >= 0 && r >= row-3 && strings.TrimSpace(s.Lines[r]) != ""; r-- {
			// A note under the question, wrapped over a row or two
			// ("Do you want to verify …?" over "Yes - runs a script …",
			// then "[YES/no]").
			if a := strings.TrimSpace(s.Lines[r]); strings.HasSuffix(a, "?") {
				p.Question = a
			}
		}
	} else if strings.Trim(p.Question, "?: ") == "" && row > 0 {
		if def, ok := toldDefault(s.Lines[row-1]); ok {
			// A row that says what Enter alone gives ("type value,
			// press Enter to use default value (en)", moodle's) under
			// the heading of what is asked ("== Choose a language
			// =="): the heading is the question, that value the
			// default.
			p.Question, p.Default = questionOverDefault(s, row-1), def
		} else if q := parseQuestion(s.Lines[row-1]); p.Kind == Text && strings.TrimSpace(p.Question) == "?" && keyChoices(q) {
			// The question and the keys that answer it on the row
			// above, the prompt its question mark ("DO YOU NEED
			// INSTRUCTIONS  (YES/NO)" over BASIC's "? ").
			return q, false
		} else if a := strings.TrimSpace(s.Lines[row-1]); asks(a) || strings.HasSuffix(a, ")") {
			p.Question = a
			namedKeys(p)
		} else if a := strings.TrimSpace(s.Lines[paragraphTop(s, row)]); asks(a) {
			p.Question = a
		} else if a := strings.TrimSpace(s.Lines[row-1]); p.Default != "" && word.MatchString(a) && !strings.HasSuffix(a, ".") && (row < 2 || strings.TrimSpace(s.Lines[row-2]) == "") {
			// A default alone on the prompt's row ("(default is
			// \"relay-api\"):") under the label it is the default of
			// ("Enter Application Name"), alone on its row (not the
			// last of a list's entries).
			p.Question = a
		}
	}
	return p, false
}

// keyIn reports whether k is one of a prompt's keys (or, of a yes or
// no, its answer's word).
func keyIn(p *Prompt, k string) bool {
	k = strings.ToLower(strings.TrimSpace(k))
	return k != "" && slices.ContainsFunc(p.Options, func(o Option) bool { return strings.ToLower(o.Key) == k || strings.ToLower(o.Label) == k })
}

// paragraphTop is the first of the rows with text right above row, ten
// at most, no blank row between.
func paragraphTop(s *grid, row int) int {
	top := row
	for top > 0 && top > row-10 && strings.TrimSpace(s.Lines[top-1]) != "" {
		top--
	}
	return top
}

// consoleEntry is an entry of a console's options, a piece of a row
// between gaps of two blanks or more: a letter or a number, a dot, a box
// to tick at most, then its words, a comma ending them at most ("N.
// Next," and "C. Cancel" in "     N. Next,      C. Cancel"; "1. [ ] IBM
// HTTP Server").
var consoleEntry = regexp.MustCompile(`^([A-Za-z0-9])\.\s+(\[[ xX*]\]\s+)?(\S.*?),?$`)

// entriesOverMarks reads a prompt of marks whose default stands in
// brackets after them ("-----> [N]", IBM's console) under the options it
// takes, each a key and a dot (consoleEntry), several on a row at most,
// fifteen rows up at most, blank rows and short headings ("Options:")
// between them: a choice of them, the default one of their keys; where
// two or more are numbered boxes to tick, a multiselect of those (a
// number toggles its box, a letter acts). The question is the nearest
// row over the first option, three words or more, that ends in a colon
// or a question mark; none where there is none.
func entriesOverMarks(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || p.Default == "" || !marksOnly(p.Question) {
		return p, false
	}
	var opts, boxes []Option
	top := -1
	for r := row - 1; r >= 0 && r >= row-15; r-- {
		t := s.Lines[r]
		var ms [][]string
		for _, seg := range columnGap.Split(strings.TrimSpace(t), -1) {
			if m := consoleEntry.FindStringSubmatch(seg); m != nil {
				ms = append(ms, m)
			}
		}
		if len(ms) == 0 {
			if a := strings.TrimSpace(t); a == "" || (strings.HasSuffix(a, ":") && len(strings.Fields(a)) <= 2) {
				continue // (a blank row, or a heading over some of them: "Options:")
			}
			break
		}
		var rowOpts, rowBoxes []Option
		for _, m := range ms {
			o := Option{Label: strings.TrimSpace(m[3]), Key: m[1]}
			if m[2] != "" {
				o.Checked = boolp(strings.ContainsAny(m[2], "xX*"))
				if m[1] >= "0" && m[1] <= "9" {
					rowBoxes = append(rowBoxes, o)
				}
			}
			rowOpts = append(rowOpts, o)
		}
		opts, boxes, top = append(rowOpts, opts...), append(rowBoxes, boxes...), r
	}
	if len(opts) < 2 || !keyIn(&Prompt{Options: opts}, p.Default) {
		return p, false
	}
	q := ""
	for r := top - 1; r >= 0 && r >= top-3; r-- {
		if a := strings.TrimSpace(s.Lines[r]); (strings.HasSuffix(a, ":") || strings.HasSuffix(a, "?")) && len(strings.Fields(a)) > 2 {
			q = a
			break
		}
	}
	if len(boxes) >= 2 {
		return &Prompt{Kind: Multiselect, Question: q, Default: p.Default, Options: boxes}, true
	}
	for i := range opts {
		opts[i].Checked = nil
	}
	return &Prompt{Kind: Choice, Question: q, Default: p.Default, Options: opts}, true
}

// markedPrompt reads a prompt of marks under its question ("Which
// cluster? (--cluster) [staging-2]" over "> "): the question is the row
// above (across a blank row), its hints in brackets no part of it, a last
// word in square brackets its default; a question its last sentence's
// words say wants yes or no ("Welcome to Adventure!!  Would you like
// instructions?") is a confirm.
func markedPrompt(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || !marksOnly(p.Question) || row <= 0 {
		return p, false
	}
	if q := questionBehindMarks(s.Lines, row, p.Question); q != "" {
		return textPrompt(q, ""), true
	}
	r := row - 1
	if strings.TrimSpace(s.Lines[r]) == "" && row > 1 {
		r = row - 2
	}
	// (A question the terminal carried on over rows: "… [y" and
	// "/n/t]:".)
	above := carriedInto(s.Snapshot, r)
	if in, ok := boxedQuestion(s.Snapshot, r); ok {
		// A box right over the marks, its question on its last row
		// inside ("│ Should /healthz also report …? │", an agent's
		// question to its user): answered in words at the marks.
		return textPrompt(in, ""), true
	}
	if def, ok := toldDefault(above); ok {
		// The same over marks ("Default: Untitled Project" over "> ").
		p.Question, p.Default = questionOverDefault(s, r), def
		return p, false
	}
	q := parseQuestion(above)
	if q != nil && (q.Kind == Confirm || q.Kind == Choice) {
		// The row above names its answers ("Purge the old artifacts?
		// (yes/no) [no]:" over Symfony's " > "), alone at most, the
		// question over them ("[y/N]" under "… networks?").
		if q.Question == "" && r >= 1 {
			if a := carriedInto(s.Snapshot, r-1); strings.HasSuffix(a, "?") || strings.HasSuffix(a, ":") {
				q.Question = a
			}
		}
		return q, true
	}
	if confirmWord.MatchString(lastSentence(above)) {
		return yesNo(above, ""), true
	}
	if q != nil && pressEnter.MatchString(above) {
		return q, true // "Press 'Enter' to continue" over ":" (acheck's)
	}
	// (A colon after the brackets is none of them: "… from?
	// [release-7]:".)
	bare := strings.TrimSpace(strings.TrimSuffix(above, ":"))
	if q := strings.TrimSpace(trailingBrackets.ReplaceAllString(bare, "")); q != bare && (strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":")) {
		p.Question = q
		if m := lastSquare.FindStringSubmatch(bare); m != nil && !hint(m[1]) {
			p.Default = m[1]
		}
	} else if strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":") {
		p.Question = above
	} else if typeWord.MatchString(above) {
		// A row that ends in the word to type (" !     To proceed, type
		// \"relay\""), its log's mark none of it.
		p.Question = strings.TrimSpace(strings.TrimLeft(above, "!*#| "))
	}
	return p, false
}

// defaultTold is a row that says what Enter alone gives at the prompt
// under it: "press Enter to use default value (en)", "Default: Untitled
// Project", the key in brackets then the value ("[Enter]   jdbc:h2:~/test",
// H2's shell).
var defaultTold = regexp.MustCompile(`(?i)\b(?:press|hit)\s+(?:enter|return)\s+to\s+(?:use|accept|keep)\s+(?:the\s+)?default(?:\s+value)?\s*[\[(]([^)\]]+)[\])]\s*[.:]?\s*$|^\s*(?:(?-i:Default)(?:\s+value)?\s*:\s*(\S.{0,60}?)|[\[<](?:enter|return)[\]>]\s*(\S{1,60}))\s*$`)

// labelUnderDefault reads a label of words alone (three at most, no
// mark after them) the cursor waits after, padded or not, right under a
// row that says what Enter alone gives there (H2's "[Enter]
// jdbc:h2:~/test" over "URL"): a text question, that value its
// default; nothing is typed after the label yet.
func labelUnderDefault(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) || rowsWithText(s.Lines[c.Row+1:]) > 0 {
		return nil
	}
	label := strings.TrimSpace(s.Lines[c.Row])
	if uniseg.StringWidth(strings.TrimRight(s.Lines[c.Row], " ")) > c.Col || !wordsAlone.MatchString(label) {
		return nil
	}
	def, ok := toldDefault(s.Lines[c.Row-1])
	if !ok {
		return nil
	}
	return &Prompt{Kind: Text, Question: label, Default: def}
}

// wordsAlone is one to three words of letters: a field's label with no
// mark after it ("URL", "User name").
var wordsAlone = regexp.MustCompile(`^\pL[\pL-]*(?: \pL[\pL-]*){0,2}$`)

// toldDefault is the default a row defaultTold matches names, or "".
func toldDefault(row string) (string, bool) {
	m := defaultTold.FindStringSubmatch(row)
	if m == nil {
		return "", false
	}
	return strings.TrimSpace(m[1] + m[2] + m[3]), true
}

// questionOverDefault is what a row that tells the default (at row)
// answers: the heading over it in its paragraph ("== Choose a language
// =="), else the paragraph's first row ("Project title (--title)" over
// "Default: Untitled Project"), else the row itself.
func questionOverDefault(s *grid, row int) string {
	if h := headingAbove(s, row); h != "" {
		return h
	}
	if top := paragraphTop(s, row); top < row {
		return strings.TrimSpace(s.Lines[top])
	}
	return strings.TrimSpace(s.Lines[row])
}

// headingAbove is the text of the nearest heading over row in its
// paragraph, a row set between marks ("== Choose a language ==", "--
// Port --"), or "".
func headingAbove(s *grid, row int) string {
	for r := row - 1; r >= paragraphTop(s, row); r-- {
		if m := headingRow.FindStringSubmatch(s.Lines[r]); m != nil {
			return m[1]
		}
	}
	return ""
}

// headingRow is words set between two runs of the same marks.
var headingRow = regexp.MustCompile(`^\s*(?:==+|--+|##+|\*\*+)\s*(\pL.*?)\s*(?:==+|--+|##+|\*\*+)\s*$`)

// questionBehindMarks is the question a program wrote behind the same
// marks as its prompt, on the three rows right above row at most ("==>
// Packages to cleanBuild?" over "==> [N]one [A]ll …" over "==> ",
// paru's), or "".
func questionBehindMarks(lines []string, row int, marks string) string {
	marks = strings.TrimSpace(marks)
	for r := row - 1; r >= 0 && r >= row-3 && r < len(lines); r-- {
		rest, ok := strings.CutPrefix(strings.TrimSpace(lines[r]), marks+" ")
		if !ok {
			break
		}
		if q := strings.TrimSpace(rest); strings.HasSuffix(q, "?") {
			return q
		}
	}
	return ""
}

// namedAbove reads a field whose label names no thing ("Enter a
// value:"): the row above says what is asked ("Which bucket should hold
// the logs?", "Deploy token"), a secret's word there making it a
// password.
func namedAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if (p.Kind != Text && p.Kind != Password) || !genericLabel.MatchString(p.Question) || row <= 0 {
		return p, false
	}
	if above := strings.TrimSpace(s.Lines[row-1]); word.MatchString(above) && !genericLabel.MatchString(above) {
		q := textPrompt(above, p.Default)
		p.Question, p.Kind, p.Default = q.Question, q.Kind, q.Default
	}
	return p, false
}

// choiceNamedAbove gives keys under a label that names no thing ("Your
// choice [y/n]:" under "Do you want to create it?") the row above's
// question.
func choiceNamedAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if (p.Kind != Confirm && p.Kind != Choice) || !genericLabel.MatchString(strings.TrimSpace(strings.TrimSuffix(p.Question, ":"))) || row <= 0 {
		return p, false
	}
	if above := strings.TrimSpace(s.Lines[row-1]); strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":") {
		p.Question = above
	}
	return p, false
}

// defaultListedAbove reads a field whose default is among keys listed
// right above (fdisk's "Select (default p):" under "   p   primary"): a
// choice; or the entry of a numbered list over it (reportbug's "Select
// mode: [novice]" under "1 novice    Offer simple prompts…", "2
// standard …"), or of entries keyed in parentheses: a select, asked by
// the row over the list (a blank row between it and row allowed).
func defaultListedAbove(s *grid, p *Prompt, row int) (*Prompt, bool) {
	if p.Kind != Text || p.Default == "" {
		return p, false
	}
	if opts := keyedAbove(s, row); slices.ContainsFunc(opts, func(o Option) bool { return o.Key == p.Default }) {
		p.Kind, p.Options = Choice, opts
	} else if opts := menuKeyedAbove(s, row); marksOnly(p.Question) && slices.ContainsFunc(opts, func(o Option) bool { return o.Key == p.Default }) {
		// A prompt of marks and a default (shellia's "? [1]") under
		// rows each a key and what it does ("1 echo \"hello\"", "q
		// quit"): a select of them.
		p.Kind, p.Options = Select, opts
		if top := opts[0].Row; top > 0 && title(strings.TrimSpace(s.Lines[top-1])) {
			p.Question = strings.Trim(s.Lines[top-1], " =-*#") // its title ("=== hello_world ===")
		}
	} else if opts := rowsKeyedAbove(s, overBlank(s, row), parenKeyed, 2); slices.ContainsFunc(opts, func(o Option) bool { return o.Key == p.Default }) {
		// Entries keyed in parentheses ("    (fra) Frankfurt", Horde's
		// menu) over "Type your choice [fra]:": a select of them,
		// asked by the row over the list.
		p.Kind, p.Options = Select, opts
		if top := opts[0].Row; top > 0 && strings.HasSuffix(strings.TrimSpace(s.Lines[top-1]), "?") {
			p.Question = strings.TrimSpace(s.Lines[top-1])
		}
	} else if opts, q := numberedAbove(s, row); slices.ContainsFunc(opts, func(o Option) bool { return o.Label == p.Default || o.Key+" "+o.Label == p.Default }) {
		p.Kind, p.Options = Select, opts
		for _, o := range opts {
			if o.Key+" "+o.Label == p.Default {
				p.Default = o.Key // the entry as listed ("[1 Typical]"): its number picks it
			}
		}
		if q != "" && !(askingVerb.MatchString(p.Question) && len(strings.Fields(p.Question)) >= 4) {
			// The row over the list asks, not a label ("Select mode:");
			// a sentence that asks keeps its words ("Please Input the
			// number of the Installation Type").
			p.Question = q
		}
	}
	return p, false
}

// numberedWord is a row of a numbered list of words, each maybe
// described after two blanks or more: "1 novice    Offer simple prompts".
var numberedWord = regexp.MustCompile(`^\s{0,3}(\d{1,2})\s+(\S{1,30})(\s{2,}\S.*)?$`)

// numberedAbove reads a list right above row whose entries are a number
// and a word, counting up by one, with blank rows and indented rows (an
// entry's description going on) among them, and the row over the list
// (its question), or "" where there is none.
func numberedAbove(s *grid, row int) ([]Option, string) {
	var out []Option
	r := row - 1
	for ; r >= 0; r-- {
		l := s.Lines[r]
		if m := numberedWord.FindStringSubmatch(l); m != nil {
			if len(out) > 0 {
				if n, _ := strconv.Atoi(out[0].Key); m[1] != strconv.Itoa(n-1) {
					return nil, "" // not counting up by one
				}
			}
			out = append([]Option{{Label: m[2], Key: m[1], Row: r, Col: strings.Index(l, m[2])}}, out...)
			continue
		}
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "    ") {
			continue
		}
		break
	}
	if len(out) < 2 {
		return nil, ""
	}
	if r >= 0 {
		return out, strings.TrimSpace(s.Lines[r])
	}
	return out, ""
}

// keyedEntry is a row of a list of keys: "   p   primary (…)".
var keyedEntry = regexp.MustCompile(`^\s+(\S{1,3})\s{2,}(\S.*)$`)

// overBlank is row, or the blank row right above it: where a list over
// row ends.
func overBlank(s *grid, row int) int {
	if row > 1 && strings.TrimSpace(s.Lines[row-1]) == "" {
		return row - 1
	}
	return row
}

// parenKeyed is an entry keyed in parentheses before its label: "
// (fra) Frankfurt".
var parenKeyed = regexp.MustCompile(`^\s+\((\w{1,8})\)\s+(\S.*)$`)

// keyedAbove reads the rows right above row that each give a key and
// what it does, at least two.
func keyedAbove(s *grid, row int) []Option { return rowsKeyedAbove(s, row, keyedEntry, 2) }

// rowsKeyedAbove reads the rows right above row that entry takes (its
// first group a key, its second what the key does), their keys all
// different: nil where fewer than least are.
func rowsKeyedAbove(s *grid, row int, entry *regexp.Regexp, least int) []Option {
	var out []Option
	seen := map[string]bool{}
	for r := row - 1; r >= 0; r-- {
		m := entry.FindStringSubmatch(strings.TrimRight(s.Lines[r], " "))
		if m == nil || seen[m[1]] {
			break
		}
		seen[m[1]] = true
		out = append([]Option{{Label: collapse(m[2]), Key: m[1], Row: r}}, out...)
	}
	if len(out) < least {
		return nil
	}
	return out
}

// menuKeyed is a row of a menu of keys: a letter or digit alone, a
// blank, what it does ("1 echo \"hello\"", "q quit").
var menuKeyed = regexp.MustCompile(`^([A-Za-z0-9]) (\S.*)$`)

// menuKeyedAbove reads the rows right above row that are each a menu's
// key and what it does, three or more.
func menuKeyedAbove(s *grid, row int) []Option { return rowsKeyedAbove(s, row, menuKeyed, 3) }

// keysUnder reads a question the terminal's cursor waits after, on a
// screen of the program's own, over the rows right under it that each
// give a key and what it does, in one column, their keys all different
// (LifeLines' "Please choose an operation:" over "  b  Browse the
// persons in the database" … "  q  Quit program"): one of the keys
// answers. A frame's sides around the rows are none of their text.
func keysUnder(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row+2 >= len(s.Lines) {
		return nil
	}
	inside := func(r int) string { return strings.TrimRight(strings.Trim(s.Lines[r], "│┃║"), " ") }
	left, right := cutAtWidth(s.Lines[c.Row], c.Col)
	q := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(left), "│┃║"))
	if strings.Trim(strings.TrimSpace(right), "│┃║") != "" || !(strings.HasSuffix(q, ":") || strings.HasSuffix(q, "?")) || !word.MatchString(q) {
		return nil
	}
	p := &Prompt{Kind: Choice, Question: q}
	col, keys := -1, map[string]bool{}
	for r := c.Row + 1; r < len(s.Lines); r++ {
		l := inside(r)
		m := keyedEntry.FindStringSubmatchIndex(l)
		if m == nil {
			break
		}
		key := l[m[2]:m[3]]
		if (col >= 0 && m[2] != col) || keys[key] {
			return nil
		}
		col, keys[key] = m[2], true
		p.Options = append(p.Options, Option{Label: collapse(l[m[4]:m[5]]), Key: key, Row: r})
	}
	if len(p.Options) < 2 {
		return nil
	}
	return p
}

// underscoredKey is a word with its key marked between underscores:
// "_I_nside", "ne_V_er".
var underscoredKey = regexp.MustCompile(`\b([A-Za-z]*)_([A-Za-z])_([A-Za-z]*)\b`)

// underscoredAbove names the options whose label is only their key by
// the word that marks that key between underscores on the rows right
// above row (to a blank one): where every option is so named, each
// label becomes its word, in lower case.
func underscoredAbove(s *grid, row int, opts []Option) {
	words := map[string]string{}
	for r := row - 1; r >= 0 && strings.TrimSpace(s.Lines[r]) != ""; r-- {
		for _, m := range underscoredKey.FindAllStringSubmatch(s.Lines[r], -1) {
			words[strings.ToLower(m[2])] = strings.ToLower(m[1] + m[2] + m[3])
		}
	}
	if len(words) < len(opts) {
		return
	}
	for _, o := range opts {
		if w := words[strings.ToLower(o.Key)]; w == "" || !strings.EqualFold(o.Label, o.Key) {
			return
		}
	}
	for i, o := range opts {
		opts[i].Label = words[strings.ToLower(o.Key)]
	}
}

// previousLine is the nearest non-blank row above row, trimmed.
func previousLine(s *grid, row int) string {
	for r := row - 1; r >= 0; r-- {
		if t := strings.TrimSpace(s.Lines[r]); t != "" {
			return t
		}
	}
	return ""
}

// parseQuestion reads one line that asks something, or nil for a line that
// asks nothing. A line that asks only to press Enter is a choice of one
// option, continue, whose key is Enter.
func parseQuestion(line string) *Prompt {
	t := bareQuestion(line)
	if t == "" {
		return nil
	}
	// A hint that Esc or ^C cancels is one more answer.
	var cancel *Option
	if m := cancelHint.FindStringSubmatchIndex(t); m != nil {
		label := strings.ToLower(t[m[4]:m[5]])
		if strings.HasPrefix(label, "cancel") {
			label = "cancel"
		}
		cancel = &Option{Label: label, Key: keyOfHint(t[m[2]:m[3]])}
		t = strings.TrimSpace(t[:m[0]])
	}
	if cancel != nil && strings.Trim(t, ": ") == "" {
		// The hint alone on its row, under what it asks for ("Enter
		// email address …" over "(Enter 'c' to cancel):"): a field,
		// its question the row above.
		return &Prompt{Kind: Text}
	}
	if m := valueBeforeMark.FindStringSubmatch(t); m != nil && !strings.ContainsAny(m[1], "()[]<>/|") {
		// A number in brackets before the question mark, no keys before
		// it ("To which Sector [1] ?", TradeWars'): the default.
		return textPrompt(strings.TrimSpace(m[1])+"?", strings.TrimSpace(m[2]))
	}
	p := shapedLine(t)
	if p == nil {
		t = angledValue(stepless(t))
		t, p = keysTold(t)
	}
	if m := trailingNote.FindStringSubmatch(t); m != nil && (p == nil || p.Question == t || strings.Contains(p.Question, m[2])) {
		// A note in words after the keys ("…program?[N/Yes] (note need
		// to type Yes if you do):"): the keys before it answer.
		if q := parseKeys(strings.TrimSpace(m[1])); q != nil && (q.Kind == Confirm || q.Kind == Choice) {
			p = q
		}
	}
	if p != nil && p.Kind == Choice && len(p.Options) == 2 && (yesNoPair(p.Options) || okCancelPair(p.Options)) {
		p.Kind = Confirm // "[N/Yes]": a no and a yes, in the program's own words
	}
	if p != nil && p.Kind == Text && strings.HasSuffix(p.Question, "?") && keysRunTogether(p.Default) {
		// Keys run together in brackets after a question ("what
		// next? [npq]", rn's): each letter a key, the capital the
		// default.
		p = keyChoice(p.Question, strings.Split(p.Default, ""), true)
	}
	namedConfirmDefault(p)
	if p != nil && cancel != nil && (p.Kind == Confirm || p.Kind == Choice) {
		if p.Kind == Confirm {
			p.Kind = Choice
		}
		p.Options = append(p.Options, *cancel)
	}
	return p
}

// labelsThenKeys reads answers each followed by its keys in brackets,
// set apart by commas ("OK [o, Enter], Cancel [c]", "Yes [1], No [2]",
// install4j's console), each key a character or two or a key's name: a
// choice keyed by each answer's first key but Enter, a confirm where
// they are a yes and a no or an OK and a Cancel, the one Enter gives
// among its keys the default; a question before them ends in a
// question mark or a colon.
func labelsThenKeys(t string) *Prompt {
	m := labelKeysRun.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	var opts []Option
	def := ""
	for _, part := range labelKeyPart.FindAllStringSubmatch(m[2], -1) {
		keys := strings.Split(part[2], ",")
		label := strings.TrimSpace(part[1])
		key := ""
		for _, k := range keys {
			k = strings.TrimSpace(k)
			switch {
			case len(k) > 2 && notedKey(k) == k:
				return nil // (a word in brackets is no key: "nginx [running]")
			case strings.EqualFold(k, "enter"):
				def = label // (Enter among its keys: the answer Enter gives)
			}
			if key == "" && !strings.EqualFold(k, "enter") {
				key = k
			}
		}
		if key == "" {
			key = "<enter>"
		} else {
			key = notedKey(key)
		}
		opts = append(opts, Option{Label: label, Key: key})
	}
	if len(opts) < 2 {
		return nil
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(m[1]), Options: opts, Default: def}
	if len(opts) == 2 && (yesNoPair(opts) || okCancelPair(opts)) {
		p.Kind = Confirm
	}
	return p
}

var (
	// labelKeysRun is a question ending in "?" or ":" at most, then two
	// answers or more each with its keys in brackets, commas between.
	labelKeysRun = regexp.MustCompile(`^((?:.*[?:])?)\s*((?:\pL[\pL' ]{0,20}\s\[[^\[\]]{1,20}\],\s*)+\pL[\pL' ]{0,20}\s\[[^\[\]]{1,20}\])\s*[?:]?\s*$`)
	// labelKeyPart is one answer and its keys: "Cancel [c]".
	labelKeyPart = regexp.MustCompile(`(\pL[\pL' ]{0,20}?)\s\[([^\[\]]{1,20})\]`)
)

// toldInBrackets is a sentence that starts telling what to enter, then
// a note in brackets of labelled parts, a bar between them: "[Current:
// None | No input: Generate new key (or keep one if present)]".
var toldInBrackets = regexp.MustCompile(`^((?i:enter|type|input|paste|provide|specify|give)\b.*?\S)\s*\[(?:[^\[\]|:]{1,30}:[^\[\]|]*\|)+[^\[\]|:]{1,30}:[^\[\]|]*\]\s*[:?>]?$`)

// wordsInBrackets is a question, then the words it takes in brackets,
// three or more, commas between, the default said after a bar (without
// it, "[eu, us, ap]" is read as keys):
// "Choose network from [devnet, testnet, mainnet, local, custom |
// defaults to devnet]".
var wordsInBrackets = regexp.MustCompile(`(?i)^(.*\pL.*?)\s*\[\s*([\w.-]+(?:\s*,\s*[\w.-]+){2,})\s*\|\s*defaults?\s+(?:to|is)\s+([\w.-]+)\s*\]\s*[:?>]?$`)

// keysRunTogether reports whether a default in brackets is keys run
// together: two to six letters, each once, no vowel among them (no word:
// "npq", "ynq"), one capital at most (the default's: "yNq").
func keysRunTogether(d string) bool {
	if n := len(d); n < 2 || n > 6 || strings.ContainsAny(strings.ToLower(d), "aeiou") || !eachOnce(d) {
		return false
	}
	capitals := 0
	for _, r := range d {
		if !unicode.IsLetter(r) || r > unicode.MaxASCII {
			return false
		}
		if unicode.IsUpper(r) {
			capitals++
		}
	}
	return capitals <= 1 // (the default's capital at most: an abbreviation, "[PST]", is a value)
}

// bareQuestion is a question's line without what is none of it: a
// spinner's frame before it, empty brackets after its question mark, a
// glyph after its keys; keys written before the question are moved
// after it.
func bareQuestion(line string) string {
	t := strings.TrimSpace(line)
	if r, n := utf8.DecodeRuneInString(t); r >= 0x2800 && r <= 0x28FF && strings.HasPrefix(t[n:], " ") {
		// A spinner's frame before the words (ora's "⠋ Press Enter to
		// publish…"), drawn anew each tick: none of the question.
		t = strings.TrimSpace(t[n:])
	}
	if q, ok := strings.CutSuffix(t, "[]"); ok && strings.HasSuffix(strings.TrimSpace(q), "?") {
		// Empty brackets after a question ("Proceed with propagating
		// updates? []", unison's): no default, nothing else.
		t = strings.TrimSpace(q)
	}
	if m := glyphAfterKeys.FindStringSubmatchIndex(t); m != nil {
		// A warning's glyph printed after the keys on their row
		// ("(Y/n) ⚠  Unable to fetch …", the rest wrapped under): none
		// of the question.
		t = t[:m[3]]
	}
	if m := keysFirst.FindStringSubmatch(t); m != nil {
		// The keys before the question ("[y/N] Purge the old
		// artifacts?"): read as after it.
		t = m[2] + " " + m[1]
	}
	return t
}

// shapedLine reads a line whose whole shape says what it asks: a
// default before two slashes, marks and a default in brackets, a prompt
// library's field, or a yes or no whose hint names its keys; nil for
// any other.
func shapedLine(t string) *Prompt {
	if p := labelsThenKeys(t); p != nil {
		return p // answers each followed by its keys: "OK [o, Enter], Cancel [c]"
	}
	if m := toldInBrackets.FindStringSubmatch(t); m != nil {
		// A sentence telling what to enter, then what stands now and
		// what no input does in brackets ("Enter your private key as a
		// hex literal (0x...) [Current: None | No input: Generate new
		// key]"): a text question, the note none of it.
		return textPrompt(strings.TrimSpace(m[1]), "")
	}
	if m := wordsInBrackets.FindStringSubmatch(t); m != nil {
		// Words to choose from listed in brackets, commas between, the
		// default said after a bar ("Choose network from [devnet,
		// testnet, mainnet | defaults to devnet]"): a choice of them,
		// typed as words.
		p := &Prompt{Kind: Choice, Question: strings.TrimSpace(m[1]), Default: strings.TrimSpace(m[3])}
		for _, w := range strings.Split(m[2], ",") {
			p.Options = append(p.Options, Option{Label: strings.TrimSpace(w), Key: strings.TrimSpace(w)})
		}
		return p
	}
	if m := listedKeys.FindStringSubmatch(t); m != nil {
		// Keys listed bare after a word that asks for one ("Enter
		// A,B,C,D,E, or ?", SuperCalc's commands): a choice of them.
		keys := strings.FieldsFunc(strings.ReplaceAll(m[2], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' })
		if eachOnce(strings.Join(keys, "")) {
			return keyChoice(strings.TrimSpace(t), keys, false)
		}
	}
	if p := bracketedAmongSlashes(t); p != nil {
		return p // "Add cabal? [y]/n", "License:  [MIT]/BSD-2-Clause/…"
	}
	if m := slashesDefault.FindStringSubmatch(t); m != nil {
		// A default before two slashes ending the line ("OK? Yes//",
		// "Select PATIENT NAME: ZZTEST//", as MUMPS programs ask):
		// the default in brackets the notations read.
		return parseQuestion(strings.TrimLeft(m[1], ". ") + " [" + strings.TrimSpace(m[2]) + "]")
	}
	if m := marksThenDefault.FindStringSubmatch(t); m != nil && marksOnly(m[1]) {
		// Marks for the prompt, then the default in brackets ("----->
		// [N]", a console's under its options): a prompt of marks.
		return &Prompt{Kind: Text, Question: m[1], Default: m[2]}
	}
	if m := libraryField.FindStringSubmatch(t); m != nil && parseKeys(m[1]) == nil && !strings.ContainsAny(m[1], "()[]") {
		// A prompt library's field drawn on a line ("? Project name ›",
		// what is typed after the mark): its label asks a value.
		return &Prompt{Kind: Text, Question: strings.TrimSpace(m[1])}
	}
	if m := bothKeysHint.FindStringSubmatch(t); m != nil {
		// "Are you sure? (enter 'y' or 'n'):": a yes or no, no default.
		return yesNo(m[1], "")
	}
	if m := otherKeyHint.FindStringSubmatch(t); m != nil {
		// A yes or no question naming the key of its other answer
		// ("Landscape mode? ('n' for portrait):"): Enter gives the
		// one it does not name.
		return yesNo(m[1], map[bool]string{true: "no", false: "yes"}[strings.EqualFold(m[2], "y")])
	}
	return nil
}

// slashesDefault is a question or a label, then its default and two
// slashes ending the line: "...OK? Yes//", "DEVICE: HOME//".
var slashesDefault = regexp.MustCompile(`^(.*[?:])\s*([^/\s][^/]{0,40}?)\s*//$`)

// stepless is a line without a step's number before its question, a yes
// and a no's keys and a mark written as those keys.
func stepless(t string) string {
	if m := keysPrompt.FindStringSubmatch(t); m != nil {
		// A yes and a no's keys then a mark for the prompt ("y/n>",
		// under the question they answer): the keys, the question the
		// row above.
		t = "(" + m[1] + ")"
	}
	if m := stepMark.FindStringSubmatch(t); m != nil {
		// A step's number and a dash before the question ("3.1- Do
		// you want e-mail notification?", "- Choose where to
		// install"): none of its words.
		t = m[1]
	}
	return t
}

// keysTold reads a line's keys (parseKeys, with what it tells before
// them of each, keyLegendOf), the line read again without flags where
// flags were all its answers; t is the line without its legend.
func keysTold(line string) (t string, p *Prompt) {
	t, legend := keyLegendOf(line)
	p = withAside(t, parseKeys(t))
	if p != nil && len(p.Options) > 0 && !slices.ContainsFunc(p.Options, func(o Option) bool { return !strings.HasPrefix(o.Key, "--") }) {
		// Flags read as the answers ("Use Fluent? (--fluent/--no-fluent)"
		// over "(y/n)"): they say how to answer next time, on the
		// command line; the line asks without them.
		if t2 := withoutFlags(t); t2 != t {
			p = withAside(t2, parseKeys(t2))
		}
	}
	legend.name(p)
	return t, p
}

// answersTold is what each key of a question answers, told in
// parentheses before its keys: "(y=yes, n=no, c=enable cowboy mode for
// session) [y/n/c]".
type answersTold map[string]string

// legendRun is such a legend: two keys or more, each a letter or a digit,
// "=" or ":" then its words, commas between them.
var legendRun = regexp.MustCompile(`\s*\(((?:\s*[A-Za-z0-9]\s*[=:]\s*[^,=:()]+,)+\s*[A-Za-z0-9]\s*[=:]\s*[^,=:()]+)\)`)

// keyLegendOf takes a legend out of a question's line, where keys in
// brackets follow it: the line without it, and what each key answers.
func keyLegendOf(t string) (string, answersTold) {
	m := legendRun.FindStringSubmatchIndex(t)
	if m == nil || !strings.ContainsAny(t[m[1]:], "[(<") {
		return t, nil // (a legend that is the keys, "(Y:Yes, N:No)", is read as keys)
	}
	l := answersTold{}
	for _, pair := range strings.Split(t[m[2]:m[3]], ",") {
		k, v, _ := strings.Cut(strings.Replace(pair, ":", "=", 1), "=")
		l[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return t[:m[0]] + t[m[1]:], l
}

// name gives a choice's options the answers the legend tells for their
// keys, where it tells one for every key (a yes or no keeps its words).
func (l answersTold) name(p *Prompt) {
	if p == nil || len(l) == 0 || p.Kind != Choice || !slices.ContainsFunc(p.Options, func(o Option) bool { return l[o.Key] != "" }) {
		return
	}
	for _, o := range p.Options {
		if l[o.Key] == "" {
			return
		}
	}
	for i, o := range p.Options {
		p.Options[i].Label = l[o.Key]
	}
}

// angledValueAtEnd is a value in angle brackets right before the colon
// of a label or the mark of a question: "Enter instance name <IRIS>:",
// "Confirm installation <Yes>?", "Setup type <1>?".
var angledValueAtEnd = regexp.MustCompile(`^(.*\S)\s*<([^<>|/]{1,40})>\s*([:?])\s*$`)

// keyName is a key's name written in angle brackets ("<Enter>",
// "<Tab>", "<Ctrl-C>", "<F2>"): a key to press, no value.
var keyName = regexp.MustCompile(`(?i)^(enter|return|ret|tab|esc|escape|space|spc|backspace|del|delete|ins|insert|home|end|up|down|left|right|pgup|pgdn|page ?up|page ?down|(ctrl|c|alt|m|shift|s)[-+]\S+|f\d{1,2})$`)

// angledValue writes a value in angle brackets ending a label or a
// question (angledValueAtEnd) as the default in square brackets the
// notations read ("Enter instance name [IRIS]:", "Confirm installation?
// [Yes]"); a key's name there ("<Enter>") or a yes or no's key alone
// ("Clear<y>?", read by angleDefault) or the default of words listed
// before it (listedAngled, angledWords' to read) stays as it is.
func angledValue(t string) string {
	m := angledValueAtEnd.FindStringSubmatch(t)
	if m == nil || keyName.MatchString(m[2]) || angleDefault.MatchString(t) || listedAngled.MatchString(t) {
		return t
	}
	if m[3] == "?" {
		return m[1] + "? [" + m[2] + "]"
	}
	return m[1] + " [" + m[2] + "]:"
}

// boolDefault makes a question whose default is a truth value
// ("Rename title to name? [True]:", a boolean option's prompt) a yes or
// no, the default yes for true.
func boolDefault(p *Prompt) {
	if p == nil || p.Kind != Text || !strings.HasSuffix(strings.TrimSuffix(p.Question, ":"), "?") {
		return
	}
	switch strings.ToLower(p.Default) {
	case "true":
		p.Default = "yes"
	case "false":
		p.Default = "no"
	default:
		return
	}
	p.Kind = Confirm
	p.Options = []Option{{Label: "yes", Key: "y"}, {Label: "no", Key: "n"}}
}

// bracketedYesNo reads a yes and a no in parentheses, the default in
// square brackets ("(yes/[no]):", fabulous's).
func bracketedYesNo(t string) *Prompt {
	m := bracketedAnswer.FindStringSubmatch(t)
	if m == nil || (m[2] != "") == (m[3] != "") {
		return nil
	}
	def := "yes"
	if m[3] != "" {
		def = "no"
	}
	return yesNo(strings.TrimSpace(m[1]), def)
}

// bracketedAnswer is a yes and a no in parentheses, one in square
// brackets: "(yes/[no]):", "([y]/n)".
var bracketedAnswer = regexp.MustCompile(`(?i)^(.*?)\s*\(\s*(\[)?(?:y|yes)\]?\s*/\s*(\[)?(?:n|no)\]?\s*\)\s*:?\s*$`)

// withAside is p, or where t names one more answer after a question's
// keys, its own key in brackets ("Continue [yN]  Details [d]",
// do-release-upgrade's), the keys and that word: p read no keys there.
func withAside(t string, p *Prompt) *Prompt {
	m := keyedAside.FindStringSubmatch(t)
	if m == nil || (p != nil && p.Kind != Text) {
		return p
	}
	q := parseKeys(m[1])
	if r := lettersInBrackets.FindStringSubmatch(m[1]); q == nil && r != nil && yesNoRunTogether.MatchString(r[2]) {
		q = keyChoice(strings.TrimSpace(r[1]), strings.Split(r[2], ""), true)
	}
	if q == nil || (q.Kind != Confirm && q.Kind != Choice) || slices.ContainsFunc(q.Options, func(o Option) bool { return strings.EqualFold(o.Key, m[3]) }) {
		return p
	}
	q.Options = append(q.Options, Option{Label: m[2], Key: strings.ToLower(m[3])})
	return q
}

// keyedAside is a question's keys, then, two blanks or more after them,
// one more answer's word and its key in brackets: "Continue [yN]
// Details [d]".
var keyedAside = regexp.MustCompile(`^(.*[\])])\s{2,}(\pL[\pL-]*)\s*\[(\pL)\]\s*:?\s*$`)

// enterIfDefault is a question, then words saying Enter takes the
// value in parentheses at the end if something holds: "Where is the
// repository hosted? Hit Enter if it's on GitHub or GitLab
// (https://github.com)", all-contributors'.
var enterIfDefault = regexp.MustCompile(`(?i)^(.*\?\s+(?:press|hit)\s+(?:enter|return)\s+if\b[^()]*?)\s*\(([^()]+)\)\s*:?\s*$`)

// bracketConfirm is a question, then "[confirm]": Enter confirms.
var bracketConfirm = regexp.MustCompile(`(?i)^(.*\?)\s*\[confirm\]\s*$`)

// lettersInBrackets is words, then two letters in brackets: "Continue
// [yN]" (a y and an n run together, yesNoRunTogether: the capital the
// default).
var lettersInBrackets = regexp.MustCompile(`^(.*\pL.*?)\s*\[(\pL\pL)\]$`)

// trailingNote is a note in words, in parentheses, after a question's
// keys: "(note need to type Yes if you do)".
var trailingNote = regexp.MustCompile(`^(.*[\])])\s*\(((?:[\pL'-]+\s+){2,}[\pL'-]+)\)\s*:?\s*$`)

// yesNoPair reports whether two answers are a yes and a no, in either
// order, as letters or words, what each does after it at most ("[Y]es
// to confirm | [N]o to cancel").
func yesNoPair(o []Option) bool {
	first := func(s string) string {
		if f := strings.Fields(strings.ToLower(s)); len(f) > 0 {
			return f[0]
		}
		return ""
	}
	isYes := func(s string) bool { s = first(s); return s == "y" || s == "yes" }
	isNo := func(s string) bool { s = first(s); return s == "n" || s == "no" }
	return (isYes(o[0].Label) && isNo(o[1].Label)) || (isNo(o[0].Label) && isYes(o[1].Label))
}

// okCancelPair reports whether two answers typed in words are ok and
// cancel ("<ok|cancel>"): a confirm's, in the program's words.
func okCancelPair(o []Option) bool {
	a, b := strings.ToLower(o[0].Label), strings.ToLower(o[1].Label)
	ok := func(w string) bool { return w == "ok" || w == "okay" }
	return (ok(a) && b == "cancel") || (a == "cancel" && ok(b))
}

// rangeOnly is a range of numbers and nothing else ("1-5", "0 - 99"): the
// answers a field takes, no default (a date, "2026-11-25", is one).
var rangeOnly = regexp.MustCompile(`^\s*\d{1,3}\s*-\s*\d{1,3}\s*$`)

// dateLike is a date written with slashes or dots ("2026/11/25"): a
// value, no words to choose from.
var dateLike = regexp.MustCompile(`^\d{1,4}([/.])\d{1,2}([/.])\d{1,4}$`)

// trailingMark is a prompt's mark after keys in brackets, the value the
// library shows after it at most: "( y/N ) »", "(Y/n) · true".
var trailingMark = regexp.MustCompile(`[)\]]\s*([»›❯>·‣]|\s-)(?:\s+[\pL\d]{1,12})?\s*$`)

// orKey is "or" before the last of keys listed ("d or C-h").
var orKey = regexp.MustCompile(`,?\s+or\s+`)

// typedWord is answers in brackets, a colon, then one typed in full.
var typedWord = regexp.MustCompile(`^(.*?[(\[]([^)\]]*[/|][^)\]]*)[)\]]\s*:)\s+(\w+)$`)

// bracketed is text in brackets or parentheses.
var bracketed = regexp.MustCompile(`[(\[][^)\]]*[)\]]`)

// boolAfterKeys is a yes or no's keys in brackets, then its value in
// words: "(Y/n) true".
var boolAfterKeys = regexp.MustCompile(`(?i)^(.*?[(\[][^)\]]*[)\]]\s*[:?]?)\s+(true|false)$`)

// typedKey is keys in brackets and one letter after them.
var typedKey = regexp.MustCompile(`^(.*?([(\[][^)\]]*[)\]])\s*[:?]?)\s+([A-Za-z])$`)

// trailingTag is a tag in capitals after keys or a default in brackets:
// Kconfig's "[Y/n] (NEW)", "[8443] (NEW)".
var trailingTag = regexp.MustCompile(`[)\]](\s+\([A-Z]{2,}\))\s*$`)

// untagged is a line without a trailing tag in capitals (trailingTag).
func untagged(t string) string {
	if m := trailingTag.FindStringSubmatchIndex(t); m != nil {
		return t[:m[2]]
	}
	return t
}

// enterSkips is a field's question and a hint that Enter alone skips it.
var enterSkips = regexp.MustCompile(`(?i)^(.*\S[:?])\s*\((?:press|hit)\s+(?:enter|return)\s+to\s+(?:skip|leave (?:it )?(?:blank|empty))\)\s*:?$`)

// keyOfHint is the key a cancel hint names, in key notation.
func keyOfHint(k string) string {
	switch {
	case strings.Contains(strings.ToLower(k), "esc"):
		return "<esc>"
	case strings.HasPrefix(k, "'"):
		return strings.Trim(k, "'") // "(Enter 'c' to cancel)"
	case len(k) == 1:
		return strings.ToLower(k) // "(q to quit)"
	}
	return "<ctrl-c>"
}

// parseKeys reads a question line (its cancel hint taken off): the first
// of keyNotations that reads it.
func parseKeys(t string) *Prompt {
	if m := trailingMark.FindStringSubmatchIndex(t); m != nil {
		// A mark after the keys where the answer is typed ("( y/N )
		// »"): the keys end the question.
		t = strings.TrimRight(t[:m[2]], " ")
	}
	t = untagged(t)
	t = starredDefault(t)
	// Answers in angle brackets at the end ("<yes|no> :", a console
	// library's), read as in square ones.
	t = angledKeys.ReplaceAllString(t, "[$1]$2")
	if m := typedKey.FindStringSubmatch(t); m != nil && (strings.Contains(strings.ToLower(strings.Join(bracketed.FindAllString(m[1], -1), "")), strings.ToLower(m[3])) || helpAfterDefault.MatchString(m[1])) {
		// One of the keys typed after them (in the last brackets or
		// the ones before: kamal's "[y, N] (N) y"), the default the
		// program put there (tin's "(Y/n) Y"), or the agent's, not yet
		// sent; after a default and a help key, any key (the help
		// names them).
		t = m[1]
		if p := keysRead(t); p != nil && p.Kind == Confirm && p.Default == "" && (strings.EqualFold(m[3], "y") || strings.EqualFold(m[3], "n")) {
			// Keys that mark no default, and the one the program put
			// after them ("(Y/N)? Y", "(y/n) ? n"): Enter takes it.
			p.Default = map[bool]string{true: "yes", false: "no"}[strings.EqualFold(m[3], "y")]
			return p
		}
	} else if m := boolAfterKeys.FindStringSubmatch(t); m != nil {
		// A yes or no's value shown after its keys ("(Y/n) true",
		// enquirer's confirm): the answer Enter takes.
		if p := keysRead(m[1]); p != nil && p.Kind == Confirm {
			p.Default = map[bool]string{true: "yes", false: "no"}[strings.EqualFold(m[2], "true")]
			return p
		}
	} else if m := typedWord.FindStringSubmatch(t); m != nil && slices.ContainsFunc(strings.FieldsFunc(m[2], func(r rune) bool { return r == '/' || r == '|' }), func(k string) bool { return strings.EqualFold(strings.TrimSpace(k), m[3]) }) {
		// One of the answers typed after their colon ("[yes|no] : yes").
		t = m[1]
	}
	return keysRead(t)
}

// starredKeys is a question's keys in brackets set apart by slashes,
// one of them marked with a star (win-acme's "(y*/n)"): the default.
var starredKeys = regexp.MustCompile(`[\[(]\s*([A-Za-z]\*?(?:\s*/\s*[A-Za-z]\*?)+)\s*[\])]`)

// starredDefault writes keys whose default is marked with a star as a
// capital among small letters ("(y*/n)" as "(Y/n)"), as the notations
// read a default.
func starredDefault(t string) string {
	m := starredKeys.FindStringSubmatchIndex(t)
	if m == nil || strings.Count(t[m[2]:m[3]], "*") != 1 {
		return t
	}
	keys := strings.Split(strings.ReplaceAll(t[m[2]:m[3]], " ", ""), "/")
	for i, k := range keys {
		if d, ok := strings.CutSuffix(k, "*"); ok {
			keys[i] = strings.ToUpper(d)
		} else {
			keys[i] = strings.ToLower(k)
		}
	}
	return t[:m[2]] + strings.Join(keys, "/") + t[m[3]:]
}

// keysRead is the first of keyNotations that reads t.
func keysRead(t string) *Prompt {
	for _, read := range keyNotations {
		if p := read(t); p != nil {
			return p
		}
	}
	return nil
}

// angledKeys is answers set apart by bars or slashes in angle brackets
// ending a line, a colon or question mark after them at most: "<yes|no> :".
var angledKeys = regexp.MustCompile(`<(\w+(?:\s*[|/]\s*\w+)+)>(\s*[:?]?(?:\s*\w+)?\s*)$`)

// glyphAfterKeys is a note's glyph alone after a question's keys: "(Y/n)
// ⚠".
var glyphAfterKeys = regexp.MustCompile(`^(.*[\])])\s+[⚠✖✗ℹ‼]\s*$`)

// keysFirst is yes and no in brackets before the question they answer:
// "[y/N] Purge the old artifacts?".
var keysFirst = regexp.MustCompile(`^([\[(][yYnN]/[yYnN][\])])\s+(\S.*\?)$`)

// capitalWords reads a question made of its answers alone, capitalised
// words set apart by commas ("Abort, Retry, Ignore?", "Overwrite, Skip
// or Cancel?"): a choice keyed by their first letters, where those
// differ.
func capitalWords(t string) *Prompt {
	if !capitalList.MatchString(t) {
		return nil
	}
	words := strings.FieldsFunc(strings.TrimSuffix(strings.TrimSpace(t), "?"), func(r rune) bool { return r == ',' || r == ' ' })
	words = slices.DeleteFunc(words, func(w string) bool { return w == "or" })
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(t)}
	seen := map[string]bool{}
	for _, w := range words {
		k := strings.ToLower(w[:1])
		if seen[k] {
			return nil
		}
		seen[k] = true
		p.Options = append(p.Options, Option{Label: w, Key: k})
	}
	if slices.Contains(words, "Yes") && slices.Contains(words, "No") {
		p.Kind = Confirm // "Yes, No, or Quit?": yes or no, one more answer beside
	}
	return p
}

// capitalList is two to five capitalised words set apart by commas, "or"
// before the last at most, then a question mark.
var capitalList = regexp.MustCompile(`^\s*\p{Lu}\p{Ll}+(,\s*\p{Lu}\p{Ll}+){0,3}(,?\s+or\s+|,\s*)\p{Lu}\p{Ll}+\s*\?\s*$`)

// expandedKeysRun is keys in parentheses set apart by commas, each a
// letter and the rest of its word in brackets at most, the capital one
// the default: "Save the above tree to .git/machete? (y, e[dit], N)".
var expandedKeysRun = regexp.MustCompile(`^(.*?)\s*\(\s*([A-Za-z](?:\[[a-z]+\])?(?:\s*,\s*[A-Za-z](?:\[[a-z]+\])?){1,5})\s*\)\s*[?:]?\s*$`)

// expandedKeys reads expandedKeysRun's keys: a confirm where a y and an
// n are among them, else a choice; a letter alone stands for yes or no
// where it is y or n, its word in brackets names its answer.
func expandedKeys(t string) *Prompt {
	m := expandedKeysRun.FindStringSubmatch(t)
	if m == nil || !strings.Contains(m[2], "[") && !strings.ContainsFunc(m[2], unicode.IsUpper) {
		return nil // ("(a, b)" alone names no keys: one bracketed word or a default at least)
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(m[1])}
	yes, no := false, false
	for _, tok := range strings.Split(m[2], ",") {
		tok = strings.TrimSpace(tok)
		key, rest, _ := strings.Cut(strings.TrimSuffix(tok, "]"), "[")
		label := strings.ToLower(key) + rest
		switch strings.ToLower(key) + rest {
		case "y", "yes":
			label, yes = "yes", true
		case "n", "no":
			label, no = "no", true
		}
		if key != strings.ToLower(key) {
			if p.Default != "" {
				return nil // (two capitals: no default told)
			}
			p.Default = label
		}
		p.Options = append(p.Options, Option{Label: label, Key: strings.ToLower(key)})
	}
	if yes && no {
		p.Kind = Confirm
	}
	return p
}

// keyNotations are the ways a line names its answers, most particular
// first; each reads a line or returns nil. (Set in init: the keys before
// a default named in words are read by parseKeys again.)
var keyNotations []func(t string) *Prompt

func init() {
	keyNotations = keyNotationList()
}

func keyNotationList() []func(t string) *Prompt {
	return []func(t string) *Prompt{
		bracketedYesNo,
		func(t string) *Prompt {
			if m := enterSkips.FindStringSubmatch(t); m != nil {
				// "…file name): (press enter to skip)": a field an empty
				// answer skips, no key to press.
				return textPrompt(strings.TrimSpace(m[1]), "")
			}
			return nil
		},
		func(t string) *Prompt {
			if q, def, ok := enterDefault(t); ok {
				// "What's your name? (enter for "ada"):", "Port (press
				// enter for 8080):": what an empty answer gives, the
				// default, no key to press.
				return textPrompt(q, def)
			}
			return nil
		},
		func(t string) *Prompt {
			if m := enterIfDefault.FindStringSubmatch(t); m != nil {
				// "Where is it hosted? Hit Enter if it's on GitHub
				// (https://github.com)": Enter takes the value in
				// parentheses where the question's case holds, a field
				// with that default, no key to continue.
				return textPrompt(strings.TrimSpace(m[1]), strings.TrimSpace(m[2]))
			}
			return nil
		},
		func(t string) *Prompt {
			if pressEnter.MatchString(t) {
				return &Prompt{Kind: Choice, Question: t, Options: []Option{{Label: "continue", Key: "<enter>"}}}
			}
			return nil
		},
		func(t string) *Prompt {
			if m := pressKeyFor.FindStringSubmatch(t); m != nil {
				// "Press SPACE for more choices, any other key to
				// quit.": the key named, and what it gives.
				return &Prompt{Kind: Choice, Question: t, Options: []Option{{Label: strings.TrimSpace(m[2]), Key: notedKey(m[1])}}}
			}
			return nil
		},
		capitalWords,
		func(t string) *Prompt {
			if m := helpAfterDefault.FindStringSubmatch(t); m != nil && m[2] != m[3] {
				return &Prompt{Kind: Choice, Question: strings.TrimSpace(m[1]), Default: m[2],
					Options: []Option{{Label: "help", Key: m[3]}}}
			}
			return nil
		},
		func(t string) *Prompt {
			if m := keyEquals.FindStringSubmatch(t); m != nil {
				// "continue ? [return = YES | Esc = NO]": each key, then the
				// answer it gives.
				return equalsKeys(strings.TrimSpace(m[1]), m[2])
			}
			return nil
		},
		colonKeys,
		bareEqualsKeys,
		caseKeys,
		expandedKeys,
		func(t string) *Prompt {
			if m := wordsDefault.FindStringSubmatchIndex(t); m != nil {
				// The keys before a default named in words take it (a
				// question mark after it is theirs: opkg's "(Y/I/N/O/D)
				// [default=N] ?").
				before := strings.TrimSpace(t[:m[0]])
				if strings.HasSuffix(strings.TrimSpace(t), "?") && !strings.HasSuffix(before, "?") {
					before += " ?"
				}
				if q := parseKeys(before); q != nil && (q.Kind == Confirm || q.Kind == Choice) {
					return withDefault(q, t[m[2]:m[3]])
				}
			}
			return nil
		},
		angledWords,
		orWords,
		yesNoKeys,
		func(t string) *Prompt {
			if m := runKeys.FindStringSubmatch(t); m != nil && distinctKeys(m[2]) {
				return keyChoice(strings.TrimSpace(m[1]), strings.Split(m[2], ""), true)
			}
			if m := keysThenMark.FindStringSubmatch(t); m != nil && distinctKeys(m[2]) {
				// The keys before the question mark ("Exit [ynw]?").
				return keyChoice(strings.TrimSpace(m[1])+"?", strings.Split(m[2], ""), true)
			}
			if m := hintThenKeys.FindStringSubmatch(t); m != nil && distinctKeys(m[1]) {
				// A hint then the keys, the question on the row above
				// (questionAbove): "(enter ? for help) [Ynesfdaq?]".
				return keyChoice("", strings.Split(m[1], ""), true)
			}
			return nil
		},
		yesNoAfterKeys,
		keysThenDefault,
		orWithDefault,
		keyAfterWords,
		slashedKeys,
		initialledKeys,
		func(t string) *Prompt {
			if m := commaKeys.FindStringSubmatch(t); m != nil {
				// git's keys: j and J are different keys, and none is a
				// default.
				return keyChoice(joinQ(m[1], m[3]), strings.Split(m[2], ","), false)
			}
			if m := parenKeys.FindStringSubmatch(t); m != nil {
				keys := strings.Split(strings.ReplaceAll(orKey.ReplaceAllString(m[2], ","), " ", ""), ",")
				return keyChoice(joinQ(m[1], m[3]), keys, len(keys) == 2)
			}
			return nil
		},
		keyThenRest,
		bracketedButtons,
		markedWords,
		letterWords,
		keysNamed,
		inlineNumbered,
		equalsNumbered,
		pressedForYes,
		func(t string) *Prompt {
			if m := barDefault.FindStringSubmatch(t); m != nil {
				return textPrompt(m[1], strings.TrimSpace(m[2]))
			}
			return nil
		},
		func(t string) *Prompt {
			if m := bracketConfirm.FindStringSubmatch(t); m != nil {
				// "Proceed with reload? [confirm]": Enter confirms (a
				// network device's), a yes or no whose default is yes.
				return yesNo(strings.TrimSpace(m[1]), "yes")
			}
			return nil
		},
		wordsToType,
		keysToType,
		wordsKeysDefault,
		namedDefaults,
		bracketDefault,
		otherDefaults,
		questionDefault,
		func(t string) *Prompt {
			// A label's words, then its default in brackets ending the
			// line, no colon ("Listen port (RELAY_PORT) [8443]", Kconfig's);
			// keys run together there ("[Ynqh]") are keys.
			if m := wordsBracketDef.FindStringSubmatch(t); m != nil && !hint(m[2]) && !numberRange.MatchString(m[2]) && !distinctKeys(m[2]) {
				return textPrompt(m[1], m[2])
			}
			return nil
		},
		keysInWords,
		func(t string) *Prompt {
			if m := bareYesNo.FindStringSubmatch(t); m != nil {
				// "Remove notes.txt? y/N:": a yes and a no's keys in no
				// brackets after the question mark, the capital the
				// default.
				return keyChoice(strings.TrimSpace(m[1]), []string{m[2], m[3]}, true)
			}
			return nil
		},
		askedAlone,
	}
}

// keyDefaultAtEnd is a line, then one key in square brackets, its colon
// after them or before: "Enter S to ship, H to hold, Q to quit [S]:".
var keyDefaultAtEnd = regexp.MustCompile(`^(.*\S)\s*\[([A-Za-z0-9])\]\s*:?\s*$`)

// wordsKeysDefault reads keys a sentence names (keysInWords), the one
// in square brackets after it the default.
func wordsKeysDefault(t string) *Prompt {
	m := keyDefaultAtEnd.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	p := keysInWords(strings.TrimSuffix(strings.TrimSpace(m[1]), ":") + ":")
	if p == nil || (p.Kind != Choice && p.Kind != Confirm) || !keyIn(p, m[2]) {
		return nil
	}
	return withDefault(p, strings.ToLower(m[2]))
}

// keysInWords reads keys a sentence names with what each does, two or
// more, the sentence telling to type or press one ("Please type y to
// accept, n otherwise:", "Press r to retry or q to quit"): a y and an n
// are a confirm, other keys a choice, each labelled with what it does.
func keysInWords(t string) *Prompt {
	if !tellsToPress.MatchString(t) {
		return nil
	}
	var opts []Option
	for _, m := range keyNamedFor.FindAllStringSubmatch(t, -1) {
		k := strings.ToLower(m[1])
		if slices.ContainsFunc(opts, func(o Option) bool { return o.Key == k }) {
			continue
		}
		label := strings.TrimSpace(m[2])
		if label == "" {
			label = k
		}
		opts = append(opts, Option{Label: label, Key: k})
	}
	switch {
	case len(opts) < 2:
		return nil
	case len(opts) == 2 && opts[0].Key == "y" && opts[1].Key == "n":
		return yesNo(t, "")
	}
	return &Prompt{Kind: Choice, Question: t, Options: opts}
}

// bareYesNo is a question, then a y and an n set apart by a slash in no
// brackets, a colon after them at most: "Remove notes.txt? y/N:".
var bareYesNo = regexp.MustCompile(`^(.*\?)\s+([yY])/([nN])\s*:?$`)

// tellsToPress starts a sentence that tells to type or press a key.
var tellsToPress = regexp.MustCompile(`(?i)^(please\s+)?(type|press|hit|enter|answer)\s`)

// keyNamedFor is one key named in a sentence with what it does: "y to
// accept", "'q' to quit", "n otherwise", "1 for the mirror".
var keyNamedFor = regexp.MustCompile(`(?i)(?:^|[\s,;(])["'‘“]?([a-z0-9])["'’”]?\s+(?:(?:to|for|if)\s+([^,;:()]+?)|otherwise)(?:\s+or\b|[,;:()]|$)`)

// keyAfterWords reads answers written as words, each with the key that
// gives it in parentheses after it, slashes or commas between them and a
// default in brackets after them at most ("Do you accept the licence?
// Yes(Y)/No(N) [N]"): a confirm where they are yes and no, else a choice.
func keyAfterWords(t string) *Prompt {
	m := keyedWordList.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	q, def := strings.TrimSpace(m[1]), m[3]
	p := &Prompt{Kind: Choice, Question: q}
	var words []string
	for _, w := range keyedWord.FindAllStringSubmatch(m[2], -1) {
		if !strings.Contains(strings.ToLower(w[1]), strings.ToLower(w[2])) {
			return nil // a key its word does not hold: no key of it
		}
		words = append(words, strings.ToLower(w[1]))
		p.Options = append(p.Options, Option{Label: w[1], Key: strings.ToLower(w[2])})
	}
	if pair := strings.Join(words, "/"); pair == "yes/no" || pair == "no/yes" {
		return withDefault(yesNo(q, ""), def)
	}
	return withDefault(p, def)
}

// keyedWordList is a question, then two answers or more, each a word
// and its key in parentheses, set apart by slashes, bars or commas, then
// a default in brackets at most.
var keyedWordList = regexp.MustCompile(`^(.*?)\s*((?:\p{L}[\p{L}-]*\(\p{L}\)\s*[/|,]\s*)+\p{L}[\p{L}-]*\(\p{L}\))\s*(?:\[(\p{L}+)\])?\s*[:?>]?\s*$`)

// keyedWord is one answer of keyedWordList: the word, then its key.
var keyedWord = regexp.MustCompile(`(\p{L}[\p{L}-]*)\((\p{L})\)`)

// flagHint is the command-line flags that answer a question, in
// parentheses after it ("(--fluent/--no-fluent)", "(--fluent.db)"): how
// to answer it next time, none of the question nor its answers.
var flagHint = regexp.MustCompile(`\s*\((--\w[\w.-]*(?:\s*[/|,]\s*--\w[\w.-]*)*)\)`)

// withoutFlags is a question without its flags' hint (flagHint).
func withoutFlags(q string) string {
	return flagHint.ReplaceAllString(q, "")
}

// marksThenDefault is a prompt of marks then its default in brackets:
// "-----> [N]" (marksAndDefault checks the marks).
var marksThenDefault = regexp.MustCompile(`^(\S{1,6})\s+\[(\w{1,12})\]$`)

// marksAndDefault reports whether a prompt is marks alone then its
// default in brackets: "-----> [N]", no "Name [bob]".
func marksAndDefault(p string) bool {
	m := marksThenDefault.FindStringSubmatch(strings.TrimSpace(p))
	return m != nil && marksOnly(m[1])
}

// libraryField is a prompt library's field on one line: its question
// glyph, a label, the mark where the answer goes and what is typed after
// it ("? Project name › relay").
var libraryField = regexp.MustCompile(`^\?\s+(\pL[^›‣]*?)\s+[›‣](?:\s.*)?$`)

// bothKeysHint is a question then, in parentheses, words telling to
// type the key of a yes or of a no: "Are you sure? (enter 'y' or 'n'):".
var bothKeysHint = regexp.MustCompile(`^(.*\?)\s*\(\s*(?i:enter|type|press|answer)\s+['"]?[yY](?:es)?['"]?\s+or\s+['"]?[nN]o?['"]?\s*\)\s*:?$`)

// otherKeyHint is a question then, in parentheses, the key of the answer
// other than Enter's and what it gives: "Landscape mode? ('n' for
// portrait):".
var otherKeyHint = regexp.MustCompile(`^(.*\?)\s*\(\s*['"]?([yYnN])['"]?\s+for\s+[^()]+\)\s*:?$`)

// keysPrompt is a yes and a no's keys and a mark alone making a prompt:
// "y/n>", "Y/n:".
var keysPrompt = regexp.MustCompile(`^([yY]/[nN]|[nN]/[yY])\s*[>»›:]$`)

// stepMark is a step's number then a dash, or a dash alone, before a
// capital starting a question's words: "1- What kind", "3.1- Do you",
// "- Choose where".
var stepMark = regexp.MustCompile(`^(?:\d{1,2}(?:\.\d{1,2})*\s?)?-\s+(\p{Lu}.*)$`)

// wordsOr is words to type listed in parentheses ending a question,
// commas between them and "or" before the last: "(server, agent, local,
// hybrid or help)?".
var wordsOr = regexp.MustCompile(`\(((?:[\pL][\pL\d_-]*,\s*)+[\pL][\pL\d_-]*,?\s+or\s+[\pL][\pL\d_-]*)\)\s*[?:]\s*$`)

// orWords reads a question ending in the words that answer it
// (wordsOr): a choice of them, each typed, the question all of the line.
func orWords(t string) *Prompt {
	m := wordsOr.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(t)}
	for _, item := range strings.Split(m[1], ",") {
		for _, w := range strings.Split(strings.TrimPrefix(strings.TrimSpace(item), "or "), " or ") {
			if w = strings.TrimSpace(w); w != "" {
				p.Options = append(p.Options, Option{Label: w, Key: w})
			}
		}
	}
	return p
}

// angledWords reads answers listed as words, commas between them ("or"
// before the last), one of them in angle brackets, the default: in
// square brackets after the question ("[<no>, yes, all, none, help,
// quit] ?", shar's), or ending the line with the default after them
// ("LABELS, PROOF, or USAGE <LABELS>?", metamath's). The words are
// typed: a choice, a confirm where they are yes and no.
func angledWords(t string) *Prompt {
	var q, list, def string
	if m := bracketedAngled.FindStringSubmatch(t); m != nil {
		q, list = strings.TrimSpace(m[1]), m[2]
	} else if m := listedAngled.FindStringSubmatch(t); m != nil {
		q, list, def = "", m[1], m[2]
	} else {
		return nil
	}
	var words []string
	for _, w := range strings.Split(list, ",") {
		w = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(w), "or "))
		if a := strings.TrimSuffix(strings.TrimPrefix(w, "<"), ">"); a != w {
			if def != "" && def != a {
				return nil // two defaults
			}
			def, w = a, a
		}
		if !plainWord.MatchString(w) {
			return nil
		}
		words = append(words, w)
	}
	if len(words) < 2 || !slices.Contains(words, def) {
		return nil
	}
	if pair := strings.ToLower(strings.Join(words, "/")); pair == "yes/no" || pair == "no/yes" {
		return yesNo(q, strings.ToLower(def))
	}
	p := &Prompt{Kind: Choice, Question: q, Default: def}
	for _, w := range words {
		p.Options = append(p.Options, Option{Label: w, Key: w})
	}
	return p
}

var (
	// bracketedAngled: "[<no>, yes, all] ?" after the question, if any.
	bracketedAngled = regexp.MustCompile(`^(.*?)\[\s*([^\[\]]*<\w+>[^\[\]]*)\s*\]\s*[?:]?\s*$`)
	// listedAngled: "A, B, or C <A>?" ending the line.
	listedAngled = regexp.MustCompile(`^\s*((?:\w+,\s*)+(?:or\s+)?\w+)\s+<(\w+)>\s*[?:]?\s*$`)
	// plainWord is one word an answer is typed as.
	plainWord = regexp.MustCompile(`^\w{1,24}$`)
)

// keysNamed reads keys each followed by the answer it gives in
// parentheses, two or more, joined by "or", commas or slashes ("enter y
// (yes) or n (no):", LifeLines'): a confirm where they are yes and no.
func keysNamed(t string) *Prompt {
	ms := keyNamed.FindAllStringSubmatchIndex(t, -1)
	if len(ms) < 2 {
		return nil
	}
	end := ms[len(ms)-1][1]
	if strings.Trim(t[end:], " :?") != "" {
		return nil // the keys end the line
	}
	var keys, names []string
	for i, m := range ms {
		if i > 0 && strings.Trim(strings.TrimSpace(t[ms[i-1][1]:m[0]]), ",/") != "" && strings.TrimSpace(t[ms[i-1][1]:m[0]]) != "or" {
			return nil // words between the answers: no list of keys
		}
		keys, names = append(keys, t[m[2]:m[3]]), append(names, strings.ToLower(t[m[4]:m[5]]))
	}
	q := strings.TrimSpace(t[:ms[0][0]])
	if len(keys) == 2 && names[0] == "yes" && names[1] == "no" {
		return yesNo(q, "")
	}
	p := &Prompt{Kind: Choice, Question: q}
	for i := range keys {
		p.Options = append(p.Options, Option{Label: names[i], Key: keys[i]})
	}
	return p
}

// keyNamed is a key, then the answer it gives in parentheses: "y (yes)".
var keyNamed = regexp.MustCompile(`(?:^|\s)([A-Za-z0-9])\s\(([A-Za-z][A-Za-z -]{1,20})\)`)

// equalsNumbered reads answers numbered on the question's own row as a
// number equal to a word ("Please enter 0 = LOW, 1 = MEDIUM and 2 =
// STRONG:", mysql_secure_installation's), the numbers counted up from 0
// or 1: a select, its numbers the keys, the row its question.
func equalsNumbered(t string) *Prompt {
	m := equalsNumber.FindAllStringSubmatch(t, -1)
	if len(m) < 2 || (m[0][1] != "0" && m[0][1] != "1") {
		return nil
	}
	p := &Prompt{Kind: Select, Question: strings.TrimSpace(t)}
	for i, n := range m {
		if n[1] != strconv.Itoa(i+int(m[0][1][0]-'0')) {
			return nil // counted up, one at a time
		}
		p.Options = append(p.Options, Option{Label: n[2], Key: n[1]})
	}
	return p
}

// equalsNumber is a number equal to an answer's word: "1 = MEDIUM".
var equalsNumber = regexp.MustCompile(`(?:^|[\s,;(])(\d{1,2})\s?=\s?([A-Za-z][\w-]*)`)

// pressedForYes reads a yes and a no named in words, the key for yes
// given ("Press y|Y for Yes, any other key for No:", after a question
// or alone under it): a confirm, its question the words before or the
// rows above (questionAbove).
func pressedForYes(t string) *Prompt {
	m := forYes.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	return yesNo(strings.TrimSpace(m[1]), "")
}

// forYes is a key to press for yes, and any other, or one, for no.
var forYes = regexp.MustCompile(`(?i)^(.*?)\s*\(?\b(?:press|type|enter)\s+'?y'?(?:\s*\|\s*Y)?\s+for\s+yes\b[^)]*\bfor\s+no\b[^)]*\)?\s*:?\s*$`)

// inlineNumbered reads answers numbered on the question's own row, after
// its colon ("Choose an option (blank for none):  0) than 1) that 2)
// the:", codespell's): the numbers counted up from 0 or 1, each before
// its answer's words. A numbered list is a select, its numbers the keys.
func inlineNumbered(t string) *Prompt {
	m := inlineNumber.FindAllStringSubmatchIndex(t, -1)
	if len(m) < 2 {
		return nil
	}
	q := strings.TrimSpace(t[:m[0][0]])
	if !strings.HasSuffix(q, ":") && !strings.HasSuffix(q, "?") {
		return nil
	}
	p := &Prompt{Kind: Select, Question: q}
	first := t[m[0][2]:m[0][3]]
	if first != "0" && first != "1" {
		return nil
	}
	for i, n := range m {
		key := t[n[2]:n[3]]
		if key != strconv.Itoa(i+int(first[0]-'0')) {
			return nil // counted up, one at a time
		}
		end := len(t)
		if i+1 < len(m) {
			end = m[i+1][0]
		}
		label := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t[n[1]:end]), ":"))
		if label == "" || len([]rune(label)) > 30 {
			return nil
		}
		p.Options = append(p.Options, Option{Label: label, Key: key})
	}
	return p
}

// inlineNumber is a number and a parenthesis before an answer's words on
// a question's row, a blank before it.
var inlineNumber = regexp.MustCompile(`(?:^|\s)(\d{1,2})\)\s+`)

// yesNoKeys reads yes and no as words or letters ("(yes/no)", "[Y/n]"),
// and a default in angle brackets ("Clear<y>?").
func yesNoKeys(t string) *Prompt {
	if m := yesNoWords.FindStringSubmatch(t); m != nil {
		return &Prompt{Kind: Confirm, Question: joinQ(m[1], m[4]), Default: caseDefault(m[2], m[3]),
			Options: []Option{{Label: "yes", Key: "yes"}, {Label: "no", Key: "no"}}}
	}
	if m := yesNoLetter.FindStringSubmatch(t); m != nil {
		def := caseDefault(m[2], m[3])
		switch strings.ToLower(m[5]) {
		case "y", "yes":
			def = "yes"
		case "n", "no":
			def = "no"
		}
		if m[4] == ":" {
			// A colon after a yes or no's keys ends the prompt, where
			// the answer is typed ("Continue (y/n):"): no part of what
			// it asks.
			m[4] = ""
		}
		return yesNo(joinQ(m[1], m[4]), def)
	}
	if m := angleDefault.FindStringSubmatch(t); m != nil {
		def := "no"
		if strings.EqualFold(m[2], "y") {
			def = "yes"
		}
		return yesNo(strings.TrimSpace(m[1])+"?", def)
	}
	return nil
}

// yesNoAfterKeys reads yes and no after the question mark ("Publish now?
// Y/n"; the default in parentheses, "Continue anyway? Y/(N)"), and
// parted's "Yes/No?": both words capitalised, no default.
func yesNoAfterKeys(t string) *Prompt {
	if m := parenDefaultYes.FindStringSubmatch(t); m != nil {
		return yesNo(strings.TrimSpace(m[1]), "yes")
	}
	if m := parenDefaultNo.FindStringSubmatch(t); m != nil {
		return yesNo(strings.TrimSpace(m[1]), "no")
	}
	if m := yesNoAfter.FindStringSubmatch(t); m != nil {
		if len(m[2]) == 1 && len(m[3]) == 1 {
			// Letters ("Y/n"): the keys to press.
			return yesNo(strings.TrimSpace(m[1]), caseDefault(m[2], m[3]))
		}
		return &Prompt{Kind: Confirm, Question: strings.TrimSpace(m[1]), Default: caseDefault(m[2][:1], m[3][:1]),
			Options: []Option{{Label: "yes", Key: "yes"}, {Label: "no", Key: "no"}}}
	}
	if m := yesSlashNo.FindStringSubmatch(t); m != nil {
		return &Prompt{Kind: Confirm, Question: strings.TrimSpace(m[1]), Default: caseDefault(m[2][:1], m[3][:1]),
			Options: []Option{{Label: "yes", Key: "yes"}, {Label: "no", Key: "no"}}}
	}
	if m := answerThenOther.FindStringSubmatch(t); m != nil && !strings.EqualFold(m[2], m[3]) {
		// "Save document? Yes (No)": the answer Enter gives written
		// out, the other in parentheses after it (WordPerfect's).
		return &Prompt{Kind: Confirm, Question: strings.TrimSpace(m[1]), Default: strings.ToLower(m[2]),
			Options: []Option{{Label: "Yes", Key: "y"}, {Label: "No", Key: "n"}}}
	}
	if m := bracketedWordDefault.FindStringSubmatch(t); m != nil {
		// "Do you wish to continue? [yes]/no": the word in brackets
		// is the default.
		def := "yes"
		if m[2] == "" {
			def = "no"
		}
		return &Prompt{Kind: Confirm, Question: strings.TrimSpace(m[1]), Default: def,
			Options: []Option{{Label: "yes", Key: "yes"}, {Label: "no", Key: "no"}}}
	}
	return nil
}

// answerThenOther is a question, then yes or no, then the other in
// parentheses: "Exit WP? No (Yes)".
var answerThenOther = regexp.MustCompile(`(?i)^(.*\?)\s+(yes|no)\s+\((yes|no)\)\s*$`)

// bracketedWordDefault is a question, then yes and no written out with
// the default in square brackets: "[yes]/no", "yes/[no]".
var bracketedWordDefault = regexp.MustCompile(`(?i)^(.*\?)\s*(?:(\[yes\])/no|yes/\[no\])\s*:?\s*$`)

// slashedKeys reads keys set apart by slashes or bars ("[Y|n]",
// "(y/n/a=all)", or in quotes, a few words saying what else may be typed
// after them: "'Y/n/i' or provide feedback."); a key may be named after
// "=" ("a=all"): the name is its label.
func slashedKeys(t string) *Prompt {
	m := slashKeys.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	question, listed, mark := m[1], m[2], m[4]
	if listed == "" {
		listed = m[3] // (the keys in quotes)
	}
	keys := strings.FieldsFunc(strings.ReplaceAll(listed, " ", ""), func(r rune) bool { return r == '/' || r == '|' })
	names := map[string]string{}
	for i, k := range keys {
		if key, name, ok := strings.Cut(k, "="); ok {
			keys[i], names[strings.ToLower(key)] = key, name
		}
	}
	p := keyChoice(joinQ(question, mark), keys, true)
	if p == nil {
		return nil
	}
	for _, w := range parenLetterWords.FindAllStringSubmatch(question, -1) {
		// Each key marked in the words it gives, before the keys
		// ("(V)iew, (M)erge, … (Q)uit: [v/m/…/q]"): those words.
		if _, ok := names[strings.ToLower(w[1])]; !ok {
			names[strings.ToLower(w[1])] = w[1] + w[2]
		}
	}
	for i, o := range p.Options {
		if n, ok := names[strings.ToLower(o.Key)]; ok && p.Kind == Choice {
			p.Options[i].Label = n
		}
	}
	return p
}

// parenLetterWords is a letter in parentheses, then the rest of the words
// it starts, up to a comma, "or" or the end: "(O)verwrite with pacnew".
var parenLetterWords = regexp.MustCompile(`\(([A-Za-z])\)(\pL[\pL-]*(?: [\pL-]+)*?)\s*(?:,|\bor\b|:|$)`)

// orDefault is two answers joined by "or" in brackets, then the default
// named after a comma: lsiutil's "[Yes or No, default is No]".
var orDefault = regexp.MustCompile(`(?i)^(.*?\S)\s*[\[(]\s*(\pL+)\s+or\s+(\pL+)\s*[,;]\s*default\s*(?:is\s+|:\s*|=\s*)?(\pL+)\s*[\])]\s*[:?]?\s*$`)

// orWithDefault reads orDefault's answers: a yes and a no are a
// confirm, other words a choice of them, each typed; the default is the
// one named.
func orWithDefault(t string) *Prompt {
	m := orDefault.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	a, b, def := strings.ToLower(m[2]), strings.ToLower(m[3]), strings.ToLower(m[4])
	if def != a && def != b {
		return nil
	}
	if a == "yes" && b == "no" {
		return yesNo(strings.TrimSpace(m[1]), def)
	}
	return &Prompt{Kind: Choice, Question: strings.TrimSpace(m[1]), Default: def, Options: []Option{{Label: a, Key: a}, {Label: b, Key: b}}}
}

// keyInParens is one key in parentheses after the keys run together in
// brackets: the default (NetHack's "Really quit? [yn] (n)").
var keyInParens = regexp.MustCompile(`^(.*\?\s*\[[A-Za-z]{2,12}\])\s*\(([A-Za-z])\)\s*$`)

// keysThenDefault reads keys run together in brackets after a question,
// then one of them in parentheses, the default: "Really quit? [yn]
// (n)", "Do you want your possessions identified? [ynq] (n)".
func keysThenDefault(t string) *Prompt {
	m := keyInParens.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	p := parseKeys(m[1])
	if p == nil || (p.Kind != Confirm && p.Kind != Choice) || !keyIn(p, m[2]) {
		return nil
	}
	return withDefault(p, m[2])
}

// buttonRun is a question, then two to four words each in its own
// square brackets, blanks between: "Save file notes.txt?  [Yes] [No]
// [Cancel]", an editor's buttons drawn on its message line.
var buttonRun = regexp.MustCompile(`^(.*\pL.*\?)\s+((?:\[\s?\pL[\pL' ]{0,15}\s?\]\s*){2,4})$`)

// inBrackets is words in square brackets.
var inBrackets = regexp.MustCompile(`\[([^\]]+)\]`)

// bracketedButtons reads buttonRun's words as the answers, each pressed
// by its initial where the initials differ: a confirm where a yes and a
// no are among them (a third, "Cancel", beside), a choice otherwise.
func bracketedButtons(t string) *Prompt {
	m := buttonRun.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	var pairs []string
	seen := map[string]bool{}
	for _, b := range inBrackets.FindAllStringSubmatch(m[2], -1) {
		w := strings.TrimSpace(b[1])
		k := strings.ToLower(string([]rune(w)[0]))
		if seen[k] {
			return nil
		}
		seen[k] = true
		pairs = append(pairs, k+"="+w)
	}
	p := equalsKeys(strings.TrimSpace(m[1]), strings.Join(pairs, "|"))
	if p != nil && yesAndNo(p.Options) && len(p.Options) <= 3 {
		p.Kind = Confirm
	}
	return p
}

// initialledKeys reads letters set apart by hyphens in parentheses after
// the words they are the initials of, "or" between the words at most
// ("SHOOT OR MOVE (S-M)?", an old BASIC game's): a choice, each answer
// its word. Letters that are no word's initials are no keys (a range:
// "(a-f)").
func initialledKeys(t string) *Prompt {
	m := hyphenKeys.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	keys := strings.Split(strings.ToLower(m[2]), "-")
	words := slices.DeleteFunc(strings.FieldsFunc(m[1], func(r rune) bool { return !unicode.IsLetter(r) }), func(w string) bool { return strings.EqualFold(w, "or") })
	if len(words) < len(keys) {
		return nil
	}
	words = words[len(words)-len(keys):]
	p := keyChoice(joinQ(m[1], m[3]), keys, false)
	if p != nil && p.Kind == Choice {
		for i, k := range keys {
			if !strings.HasPrefix(strings.ToLower(words[i]), k) {
				return nil
			}
			p.Options[i].Label = strings.ToLower(words[i])
		}
	}
	return p
}

// hyphenKeys is words, then two to five letters set apart by hyphens in
// parentheses, a question mark or colon at most.
var hyphenKeys = regexp.MustCompile(`^(.*\pL.*?)\s*\(([A-Za-z](?:-[A-Za-z]){1,4})\)\s*([?:]?)\s*$`)

// keysToType reads keys a line tells to type, one letter or digit each,
// set apart by commas or "or" ("Rearrange on just one best tree? (type
// Y or N)", "(please type R, A, F, or Q)"): y and n alone ask yes or
// no, other keys are a choice (no default: capitals are how the line
// spells them).
func keysToType(t string) *Prompt {
	m := typeKeys.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	keys := strings.FieldsFunc(strings.ReplaceAll(m[2], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' })
	seen := map[string]bool{}
	for _, k := range keys {
		if seen[strings.ToLower(k)] {
			return nil // the same key twice: no set of answers
		}
		seen[strings.ToLower(k)] = true
	}
	if len(keys) < 2 {
		return nil
	}
	q := strings.TrimSpace(m[1])
	if len(keys) == 2 && strings.EqualFold(keys[0], "y") && strings.EqualFold(keys[1], "n") {
		return yesNo(q, "")
	}
	return keyChoice(q, keys, false)
}

// typeKeys is a line that ends telling which keys to type: "(type Y or
// N)", "(please type R, A, F, or Q)", "enter y or n:".
var typeKeys = regexp.MustCompile(`(?i)^(.*?)\s*\(?\s*(?:please\s+)?(?:type|enter|press|answer)\s+((?:[a-z0-9]\s*,\s*|[a-z0-9]\s+)+(?:or\s+)?[a-z0-9])\s*\)?\s*[:?.]?\s*$`)

// padded is a bracket opened or closed with a blank inside: "[ iOS /
// macOS ]".
var padded = regexp.MustCompile(`^\s*[\[(]\s|\s[\])]`)

// wordsToType reads words to type: "Region [eu/us/ap] (eu):", "Colour
// (red, green, blue):"; a default only where one is written.
func wordsToType(t string) *Prompt {
	m := wordList.FindStringSubmatch(t)
	if m == nil || numberRange.MatchString(m[2]) || entryCount.MatchString(m[0][len(m[1]):]) || dateLike.MatchString(m[2]) {
		return nil
	}
	if padded.MatchString(m[0][len(m[1]):]) && (m[1] == "" || strings.Contains(m[2], ",")) {
		// Blanks inside the brackets set apart words to choose after a
		// question ("[ iOS / macOS ]", CocoaPods'), slashes between;
		// alone on a row, or commas between, they are a status ("[
		// white, 1 ]", a chess engine's side and move).
		return nil
	}
	words := strings.FieldsFunc(m[2], func(r rune) bool { return r == '/' || r == '|' || r == ',' || r == ' ' })
	if slices.ContainsFunc(words, func(w string) bool {
		return !strings.ContainsFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
	}) {
		return nil // a path ("(./my-turborepo)"): a default, no words to choose
	}
	if len(slices.Compact(slices.Sorted(slices.Values(words)))) < len(words) {
		return nil // one word twice is no set to choose from: a place ("(1,1)", a line and a column)
	}
	if !slices.ContainsFunc(words, func(w string) bool { return !charClass.MatchString(w) }) {
		return nil // what may be typed ("(letters, digits, underscore)"): a field's hint
	}
	if len(words) == 2 && strings.EqualFold(words[0], "yes") && strings.EqualFold(words[1], "no") {
		return &Prompt{Kind: Confirm, Question: joinQ(m[1], m[4]), Default: strings.ToLower(m[3]),
			Options: []Option{{Label: "yes", Key: "yes"}, {Label: "no", Key: "no"}}}
	}
	p := &Prompt{Kind: Choice, Question: joinQ(m[1], m[4])}
	for _, w := range words {
		p.Options = append(p.Options, Option{Label: w, Key: w})
	}
	if slices.Contains(words, m[3]) {
		p.Default = m[3]
	}
	return p
}

// defaultKeyNamed is a question ending in its default named, a yes or
// a no: "Does this look okay? (default 'y')".
var defaultKeyNamed = regexp.MustCompile(`(?i)^(.*?)\s*\(default:?\s*['"]?(y|n|yes|no)['"]?\)$`)

// namedConfirmDefault takes a confirm's default named in words before
// its keys off its question ("Does this look okay? (default 'y')
// [y/n]:") where the keys mark none.
func namedConfirmDefault(p *Prompt) {
	if p == nil || p.Kind != Confirm || p.Default != "" {
		return
	}
	if m := defaultKeyNamed.FindStringSubmatch(p.Question); m != nil {
		p.Question, p.Default = strings.TrimSpace(m[1]), map[bool]string{true: "yes", false: "no"}[strings.HasPrefix(strings.ToLower(m[2]), "y")]
	}
}

// charClass is a kind of character a field may hold: "letters",
// "digits", "underscore".
var charClass = regexp.MustCompile(`(?i)^(letters?|digits?|numbers?|numerals?|underscores?|hyphens?|dashes?|dots?|periods?|spaces?|lowercase|uppercase|alphanumerics?|characters?|symbols?|and|or)$`)

// namedDefaults reads a default named in words or inside parentheses:
// "Your choice[default:0]:", "Username (leave blank to use 'ann'):",
// fdisk's "Partition number (1-4, default 1): ".
func namedDefaults(t string) *Prompt {
	if m := namedDef.FindStringSubmatch(t); m != nil {
		return textPrompt(joinQ(m[1], m[3]), strings.TrimSpace(m[2]))
	}
	if m := blankDefault.FindStringSubmatch(t); m != nil {
		return textPrompt(t, m[1])
	}
	if m := inDefault.FindStringSubmatch(t); m != nil {
		return textPrompt(t, m[1])
	}
	return nil
}

// bracketDefault reads a default in square brackets: a hint says how to
// answer instead; alone ("  [Unknown]:" under its question) the question
// is the row above (linePrompt's to read); after a question, y or n
// answers yes or no ("Should I create … docs?  [y]:").
func bracketDefault(t string) *Prompt {
	m := bracketDef.FindStringSubmatch(t)
	switch {
	case m == nil || (strings.HasSuffix(t, "?") && distinctKeys(m[2])):
		return nil // (keys run together before a question mark are keys: "Exit [ynw]?")
	case hint(m[2]):
		return textPrompt(t, "")
	case strings.TrimSpace(m[1]) == "":
		return &Prompt{Kind: Text, Default: m[2]}
	}
	if q := strings.TrimSpace(m[1]); strings.HasSuffix(q, "?") {
		switch strings.ToLower(strings.TrimSpace(m[2])) {
		case "y", "yes":
			return yesNo(q, "yes")
		case "n", "no":
			return yesNo(q, "no")
		}
	}
	// A label whose default is a capital Y or N, or yes or no, asks yes
	// or no too (EMBOSS's "Report overlapping matches [Y]:").
	switch d := strings.TrimSpace(m[2]); {
	case d == "Y" || strings.EqualFold(d, "yes"):
		return yesNo(strings.TrimSpace(m[1])+":", "yes")
	case d == "N" || strings.EqualFold(d, "no"):
		return yesNo(strings.TrimSpace(m[1])+":", "no")
	}
	return textPrompt(m[1]+":", m[2])
}

// yesNoRunTogether is y and n run together, one of them a capital: "yN",
// "Yn".
var yesNoRunTogether = regexp.MustCompile(`^(?:yN|Yn|nY|Ny)$`)

// otherDefaults reads a default in parentheses after a label ("Vault
// passphrase: (press TAB for no echo)" says how to answer, no default),
// in brackets after a label's colon ("Release channel: [stable]"), or one
// word in parentheses before it ("Service name (api): ").
func otherDefaults(t string) *Prompt {
	if m := parenDef.FindStringSubmatch(t); m != nil {
		if hint(m[2]) {
			return textPrompt(m[1], "")
		}
		return textPrompt(m[1], m[2])
	}
	if m := labelBracketDef.FindStringSubmatch(t); m != nil && !hint(m[2]) {
		return textPrompt(m[1], m[2])
	}
	if m := parenBefore.FindStringSubmatch(t); m != nil && !hint(m[2]) && !pluralMark.MatchString(t) {
		return textPrompt(m[1], m[2])
	}
	return nil
}

// pluralMark is a plural's ending in parentheses right after its word,
// ending the label: "Input (gapped) sequence(s):", no default.
var pluralMark = regexp.MustCompile(`\pL\((s|es)\)\s*:\s*$`)

// questionDefault reads a question with its default ("Name? [bob]",
// "Quit? (later)"); a default of y or n answers yes or no ("Assume -R?
// [n]", "quit? (y)"); a hint says how to answer, no default ("Are you
// sure? (Type 'yes' in capital letters):").
func questionDefault(t string) *Prompt {
	m := questionDef.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	def := strings.TrimSpace(m[2] + m[3])
	if hint(def) {
		return textPrompt(t, "")
	}
	switch strings.ToLower(def) {
	case "y", "yes":
		return yesNo(m[1], "yes")
	case "n", "no":
		return yesNo(m[1], "no")
	}
	return textPrompt(m[1], def)
}

// alternativesAsked is a yes-or-no question's start, then single words
// ending it, commas between them and "or" before the last: "Is  a
// positive or negative?", "Is x positive, negative or zero?".
var alternativesAsked = regexp.MustCompile(`(?i)^(is|are|was|should|shall)\s+(?:\S+\s+){1,3}?((?:\pL+,\s*)*\pL+),?\s+or\s+(\pL+)\s*\?$`)

// askedAlone reads a line that names no keys: what will be done, then a
// question mark set apart ("< rm ./a.txt > ?", "rm a.txt?..."), a
// question its words or its last sentence's say wants yes or no
// ("Overwrite?", "File exists. Overwrite?", "*Do you need
// instructions?" after a mark), or a label ending as labels do. A
// question whose last word names a number ("Move to node # ?", "Line
// number?") asks for one to be typed.
func askedAlone(t string) *Prompt {
	if numberWanted.MatchString(t) {
		return textPrompt(t, "") // "Move to node # ?": a number to type
	}
	if spacedAsk.MatchString(t) && !whWord.MatchString(t) {
		return yesNo(t, "")
	}
	if typedBack.MatchString(lastSentence(t)) {
		// "… Input 'relay' to continue:": the word itself is typed,
		// however the question before it asks.
		return textPrompt(t, "")
	}
	if valueLast.MatchString(t) {
		return textPrompt(t, "") // "Replace what?", "Save to?": the value is the answer, no yes or no
	}
	if m := alternativesAsked.FindStringSubmatch(lastSentence(t)); m != nil && !strings.EqualFold(m[3], "not") {
		// "Is  a  positive or negative?": one of the words the question
		// ends in is the answer, typed; no yes or no.
		p := &Prompt{Kind: Choice, Question: t}
		for _, w := range append(strings.FieldsFunc(m[2], func(r rune) bool { return r == ',' || unicode.IsSpace(r) }), m[3]) {
			p.Options = append(p.Options, Option{Label: w, Key: w})
		}
		return p
	}
	if confirmWord.MatchString(t) || confirmWord.MatchString(lastClause(t)) {
		return yesNo(t, "")
	}
	if u := strings.TrimLeft(t, leadMarks); u != t && confirmWord.MatchString(u) {
		return yesNo(u, "")
	}
	if strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, ">") || sumAsked.MatchString(t) {
		return textPrompt(t, "")
	}
	return nil
}

// valueLast is a question whose last word, right before its question
// mark, stands for the value asked: "Replace what?", "Save to?", "Copy
// it where?".
var valueLast = regexp.MustCompile(`(?i)\b(what|which|where|whom|to|with|into|as)\s*\?$`)

// spacedAsk is a line ending in a question mark set apart by a space or
// followed by dots ("rm a.txt ?", "rm a.txt?..."); whWord starts a question that wants words.
var (
	spacedAsk    = regexp.MustCompile(`(\S\s+\?|\S\?(\.{2,}|…))(\.{2,}|…)?\s*$`)
	numberWanted = regexp.MustCompile(`(?i)(\s#|\bnumber|\bno\.)\s*\?\s*$`)
	whWord       = regexp.MustCompile(`(?i)^(what|which|who|whom|whose|where|when|why|how|enter|type|give)\b`)
)

// distinctKeys reports whether letters written together are a set of
// keys: each once (either case), y and n among them; a word in brackets
// is a default ("[bob]").
func distinctKeys(k string) bool {
	l := strings.ToLower(k)
	return eachOnce(k) && strings.ContainsRune(l, 'y') && strings.ContainsRune(l, 'n')
}

// eachOnce reports whether each letter of k comes once, either case: an
// expand prompt's keys ("yadxH"), where a word's repeat (generact's
// default "(Button)").
func eachOnce(k string) bool {
	l := strings.ToLower(k)
	for i, r := range l {
		if strings.ContainsRune(l[i+1:], r) {
			return false
		}
	}
	return true
}

// clauseEnd ends a sentence or a clause inside a line.
var clauseEnd = regexp.MustCompile(`[.;!]\s+|\s:\s+`)

// lastClause is a line's last sentence: "File exists. Overwrite?" asks
// "Overwrite?"; a colon set apart by blanks parts one too ("a.txt ->
// a.md : delete old a.md?" asks "delete old a.md?").
func lastClause(t string) string {
	parts := clauseEnd.Split(t, -1)
	return parts[len(parts)-1]
}

// typedBack is a sentence telling to type a word it quotes to go on:
// "Input 'relay' to continue:", "Type \"delete\" to confirm".
var typedBack = regexp.MustCompile(`(?i)^(?:please\s+)?(?:type|enter|input)\s+["'‘“][^"'‘’“”]{1,40}["'’”]\s+to\s+(?:continue|confirm|proceed)\b[^?]*$`)

// leadMarks are marks a program may set before a question's first word.
const leadMarks = "*•·-+>#~ "

// sumAsked is a sum whose result is asked for: "13 - 8 =".
var sumAsked = regexp.MustCompile(`[\d)]\s*[-+*/×÷x^]\s*[\d(].*=\s*$`)

// keyThenRest reads answers written as their key, then the rest of the
// word in parentheses ("Y(es), N(o) or T(o)?", SuperCalc's): at least
// two, one of them with two letters or more in its parentheses (else
// "N(o)" may mark its o, as "(O)verwrite" does). The words are the
// answers; yes and no alone are a confirm.
func keyThenRest(t string) *Prompt {
	ms := keyRest.FindAllStringSubmatchIndex(t, -1)
	if len(ms) < 2 || !slices.ContainsFunc(ms, func(m []int) bool { return m[5]-m[4] >= 2 }) {
		return nil
	}
	rest := strings.ReplaceAll(" "+keyRest.ReplaceAllString(t[ms[0][0]:], " ")+" ", " or ", " ")
	if strings.Trim(rest, " ,/?:|") != "" {
		return nil // words among the answers: no list of them
	}
	q := strings.TrimSpace(t[:ms[0][0]])
	if q == "" {
		q = strings.TrimSpace(t)
	}
	p := &Prompt{Kind: Choice, Question: q}
	for _, m := range ms {
		k := t[m[2]:m[3]]
		p.Options = append(p.Options, Option{Label: k + t[m[4]:m[5]], Key: strings.ToLower(k)})
	}
	if len(p.Options) == 2 && strings.EqualFold(p.Options[0].Label, "yes") && strings.EqualFold(p.Options[1].Label, "no") {
		asConfirm(p, false)
	}
	return p
}

// keyRest is a key, then the rest of its word in parentheses: "Y(es)".
var keyRest = regexp.MustCompile(`\b([A-Za-z])\(([a-z][a-z'-]*)\)`)

// markedWords reads answers written as words with their key marked in
// them ("[y]es, [n]o, [A]ll, [N]one, [r]ename", "(Y)es / (N)o /
// A(u)to rename all / (Q)uit?", "'f'(ile) / 'd'(ir)"): at least two.
// Keys keep their case where both cases of a letter are keys (unzip's
// [n]o and [N]one: the case tells them apart); otherwise they are typed
// in lower case. The one word
// marked in square brackets among others in parentheses is the default
// (vim's "[Y]es, (N)o").
func markedWords(t string) *Prompt {
	ms := wordKeys.FindAllStringSubmatchIndex(t, -1)
	if len(ms) < 2 {
		return nil
	}
	part := func(m []int, i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return t[m[2*i]:m[2*i+1]]
	}
	// (The keys may sit in brackets of their own: "Uncommit? ([y]es,
	// [n]o):" asks "Uncommit?".)
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:ms[0][0]]), "-—:([ "))}
	var keys []string
	square := 0
	for _, m := range ms {
		keys = append(keys, part(m, 2)+part(m, 3))
	}
	caseful := bothCases(keys)
	carry := ""     // the start of a word the answer before ran into
	inWord := false // a key is marked inside its word ("[y]es"), not before it
	for i, m := range ms {
		letter := part(m, 2) + part(m, 3)
		label := carry + part(m, 1) + letter + part(m, 4) + part(m, 5)
		if letter == strings.ToUpper(letter) && letter == strings.ToLower(letter) && part(m, 5) != "" {
			label = carry + part(m, 1) + part(m, 4) + part(m, 5) // a key of no letter before its word: "[?]help" is help
		}
		if part(m, 1) == "" && part(m, 4) == "" && strings.HasPrefix(part(m, 5), " ") {
			label = carry + strings.TrimSpace(part(m, 5)) // the key in brackets before its words: "[Y] Yes", PowerShell's
		} else {
			inWord = true
		}
		carry = ""
		if i+1 < len(ms) && m[1] == ms[i+1][0] {
			// The words run on to the next answer's: "[m]odify or
			// e[x]it" is modify, then exit, "or" between them.
			if j := strings.LastIndexByte(label, ' '); j > 0 {
				label, carry = label[:j], label[j+1:]
			}
		}
		// "[m]erge or [a]bort": the word between two answers is none.
		label = strings.TrimSuffix(strings.TrimSuffix(label, " or"), " and")
		key := letter
		if !caseful {
			key = strings.ToLower(letter)
		}
		p.Options = append(p.Options, Option{Label: label, Key: key})
		if t[m[2]+len(part(m, 1))] == '[' {
			square++
			p.Default = key
		}
	}
	if square != 1 {
		p.Default = ""
	}
	if p.Default == "" && !caseful {
		// The one key written a capital among small ones ("[y]es/[N]o"):
		// the default, as in "(y/N)".
		p.Default = capitalKey(ms, part)
	}
	if len(p.Options) >= 2 && strings.EqualFold(p.Options[0].Label, "yes") && strings.EqualFold(p.Options[1].Label, "no") && onlyHelpAfter(p.Options[2:]) {
		asConfirm(p, inWord)
	}
	return p
}

// asConfirm makes markedWords' answers yes and no (help after them at
// most) a confirm, its default the word, as yesNo gives it; where the
// keys were marked inside their words ("[y]es/[N]o") the key's case
// marks the default, not the word's: the answers are yes and no.
func asConfirm(p *Prompt, inWord bool) {
	p.Kind = Confirm
	for i, o := range p.Options[:2] {
		if inWord {
			p.Options[i].Label = strings.ToLower(o.Label)
		}
		if p.Default != "" && p.Default == o.Key {
			p.Default = strings.ToLower(o.Label)
		}
	}
}

// capitalKey is the one of markedWords' keys written a capital where the
// others are small letters or have no case ("?"), lowered, or "".
func capitalKey(ms [][]int, part func([]int, int) string) string {
	capital := ""
	for _, m := range ms {
		k := part(m, 2) + part(m, 3)
		switch {
		case k != strings.ToUpper(k) || k == strings.ToLower(k):
		case capital != "":
			return ""
		default:
			capital = strings.ToLower(k)
		}
	}
	return capital
}

// onlyHelpAfter reports whether the answers after a yes and a no only
// ask for help ("[?] Help"): the question is still a yes or no.
func onlyHelpAfter(rest []Option) bool {
	for _, o := range rest {
		if !strings.EqualFold(o.Label, "help") {
			return false
		}
	}
	return true
}

// letterWords reads answers written as a key and a parenthesis before
// the rest of each word ("a)utorename A)utorename-all r)ename ...
// q)uit (aArRoOsSq):"), at least two, the keys listed again at the end
// taken off. Keys keep their case where both cases of a letter are keys.
func letterWords(t string) *Prompt {
	if m := keysSummary.FindStringIndex(t); m != nil {
		t = strings.TrimSpace(t[:m[0]])
	}
	ms := letterWord.FindAllStringSubmatchIndex(t, -1)
	if len(ms) < 2 {
		return nil
	}
	// (The keys may sit in brackets of their own: "Uncommit? ([y]es,
	// [n]o):" asks "Uncommit?".)
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:ms[0][0]]), "-—:([ "))}
	var keys []string
	for _, m := range ms {
		keys = append(keys, t[m[4]:m[5]])
	}
	caseful := bothCases(keys)
	end := ms[0][0]
	for _, m := range ms {
		if strings.Trim(t[end:m[0]], " ,/") != "" {
			return nil // words between the answers: no list of keys
		}
		key := t[m[4]:m[5]]
		if !caseful {
			key = strings.ToLower(key)
		}
		p.Options = append(p.Options, Option{Label: strings.ToLower(t[m[4]:m[5]]) + t[m[6]:m[7]], Key: key})
		end = m[1]
	}
	if strings.Trim(t[end:], " ,./?:") != "" {
		return nil
	}
	return p
}

// typedLine is a field's row without a mark before its label: a
// library's pointing mark ("> Release manager's email: ops@gm"), or
// another ("? Title (Relay 7): GA", a script's own) where no library's
// separator glyph follows the label; ok is false where one does ("?
// Which branch? › release-7" is the library's field, read elsewhere).
func typedLine(t string) (string, bool) {
	f := strings.Fields(t)
	if len(f) <= 2 {
		return t, true
	}
	if pointing(f[0]) {
		return strings.TrimSpace(strings.TrimPrefix(t, f[0])), true
	}
	u := unmarked(t)
	if u == t {
		return t, true
	}
	if v := typedLabel.FindStringSubmatch(u); v == nil || pointing(strings.Fields(v[2])[0]) {
		return "", false
	}
	return u, true
}

// typedLabel is a label and the value typed after it: "Hostname: web-1",
// a default or a note in brackets before its colon ("Title (Relay 7):
// Relay 7 GA") or after its question mark ("Which mirror? [2] 3").
var typedLabel = regexp.MustCompile(`^(\p{L}[\p{L}\d ._'-]{0,69}(?:\s*[\[(][^\[\]()]{1,30}[\])]){0,2}(?:\?\s*\[[^\[\]]{1,30}\]|[:?]))\s+(\S.{0,59})$`)

// typedField reads a field whose value is typed in already: the cursor
// waits at the end of the last row with text (or before a completion
// drawn grey), "Label: value", the label a few words, a library's pointing mark
// before it at most. Typing adds to the value; Enter takes it. On the
// main screen the cursor may be hidden after a label's colon, as some
// libraries keep it while they draw the line themselves (the same label
// with nothing typed asks at a hidden cursor too).
func typedField(s *grid) *Prompt {
	row := s.Cursor.Row
	if (!s.Cursor.Visible && s.AltScreen) || row < 0 || row >= len(s.Lines) {
		return nil
	}
	if rowsWithText(s.Lines[row+1:]) > 0 {
		return nil
	}
	line, ok := promptAtCursor(s.Snapshot)
	if ok && uniseg.StringWidth(line) < s.Cursor.Col {
		// A blank between the last word and the cursor: the words are
		// the prompt's, written with the blank after them that prompts
		// leave; what a person types ends at the cursor.
		return nil
	}
	if !ok {
		// The cursor on the value's first letter, where a library
		// put it after writing the default (Term::Clui's "Service
		// name? api"): the value is the default, typing replaces it.
		full := strings.TrimRight(s.Lines[row], " ")
		m := typedLabel.FindStringSubmatchIndex(strings.TrimLeft(full, " "))
		pad := lead(full)
		if m == nil || uniseg.StringWidth(full[:pad+m[4]]) != s.Cursor.Col {
			return nil
		}
		line = full
	}
	t, ok := typedLine(strings.TrimSpace(line))
	if !ok {
		return nil
	}
	t = strings.TrimLeft(t, leadMarks) // (a script's marks before its questions: "--> ")
	m := typedLabel.FindStringSubmatch(t)
	if m == nil || strings.HasSuffix(m[2], ":") || strings.HasSuffix(m[2], "?") || (!s.Cursor.Visible && !strings.HasSuffix(m[1], ":")) {
		return nil // (at a hidden cursor, a label's colon: a question answered, "Purge? no", is a confirm's)
	}
	if d := bracketDef.FindStringSubmatch(m[1]); d != nil && d[2] != "" {
		// A default in brackets before the label's colon ("Name of the
		// release [release-7]: rel"): Enter on an empty field takes it;
		// what is typed is the value so far.
		p := textPrompt(d[1], d[2])
		if p.Kind == Password {
			return nil
		}
		p.Value = strings.TrimSpace(m[2])
		return p
	}
	if d := parseQuestion(m[1]); strings.HasSuffix(m[1], "]") && d != nil && d.Kind == Text && d.Default != "" {
		// A default in brackets after the question ("Which mirror
		// should serve the images? [2] 3"): the same.
		d.Value = strings.TrimSpace(m[2])
		return d
	}
	p := textPrompt(m[1], "")
	if p.Kind == Password {
		return nil
	}
	p.Default, p.Prefilled = strings.TrimSpace(m[2]), true
	return p
}

// pressKeyFor is a line naming a key that goes on by its name and what
// it gives, the line's first words: "Press SPACE for more choices, any
// other key to quit.", "Hit Tab to see the next page". (Esc, named so,
// leaves a screen: "Press Esc to return to your text" on a help page.)
var pressKeyFor = regexp.MustCompile(`(?i)^(?:press|hit|push)\s+(?:the\s+)?(space|tab)(?:\s?bar)?(?:\s+key)?\s+(?:to|for)\s+(\pL[\pL ]{0,40}?)\s*(?:[,.;]|$)`)

// echoQuestion reads a question an Emacs-like editor asks on its echo
// line: the last row, under a mode line (a bar), that asks for keys,
// while the cursor waits there or stays in the text. A question the
// screen's edge cut (a long row whose keys' bracket is left open: "Save
// file …? (y or") is read from the keys it shows.
func echoQuestion(s *grid) *Prompt {
	last := len(s.Lines) - 1
	if last < 2 || !bar(s.Snapshot, last-1) {
		return nil
	}
	t := strings.TrimSpace(s.Lines[last])
	if p := parseQuestion(t); p != nil && (p.Kind == Confirm || p.Kind == Choice) && len(p.Options) > 1 {
		if !word.MatchString(p.Question) {
			return nil // keys after a count ("1/16   [?] help  [q] quit"): a key bar, no question
		}
		return p
	}
	if p := presetAnswer(s, last); p != nil {
		return p
	}
	cs := s.cells(last)
	i := strings.LastIndex(t, "?")
	if len(cs) == 0 || cs[len(cs)-1].col < s.Cols*3/4 || i < 0 {
		return nil
	}
	m := cutKeys.FindStringSubmatch(t[i+1:])
	if m == nil {
		return nil
	}
	keys := keyToken.FindAllString(orWord.ReplaceAllString(m[1], " "), -1)
	if len(keys) == 0 {
		return nil
	}
	onlyYesNo := true
	for _, k := range keys {
		onlyYesNo = onlyYesNo && (k == "y" || k == "n")
	}
	if onlyYesNo {
		return yesNo(t[:i+1], "")
	}
	return keyChoice(t[:i+1], keys, false)
}

// presetAnswer reads a question with its keys on row whose answer is
// written in already, the cursor on it (atto's `really exit (y/n) ? n`):
// that key is the default.
func presetAnswer(s *grid, row int) *Prompt {
	line := strings.TrimRight(s.Lines[row], " ")
	i := strings.LastIndex(line, " ")
	c := s.Cursor
	if c.Row != row || i < 0 || uniseg.StringWidth(line[:i+1]) != c.Col {
		return nil
	}
	key := line[i+1:]
	p := parseQuestion(strings.TrimSpace(line[:i]))
	if !keyChoices(p) || len(key) > 3 {
		return nil
	}
	for _, o := range p.Options {
		if strings.EqualFold(o.Key, key) {
			return withDefault(p, key)
		}
	}
	return nil
}

var (
	// cutKeys is the start of a key set cut at the screen's edge:
	// " (y or", " (y, n,".
	cutKeys  = regexp.MustCompile(`^\s*[\[(]\s*((?:[A-Za-z!.?]|C-\w)(?:\s*(?:,|/|\bor\b)\s*(?:[A-Za-z!.?]|C-\w)?)*)\s*,?\s*(or)?\s*$`)
	keyToken = regexp.MustCompile(`C-\w|[A-Za-z!.?]`)
	orWord   = regexp.MustCompile(`\bor\b`)
)

// hint reports whether text in brackets after a question tells how to
// answer rather than giving a value: three words or more, a range of
// numbers ("1-3"), or a word that says whether an answer is needed
// ("optional").
func hint(def string) bool {
	return len(strings.Fields(def)) >= 3 || rangeOnly.MatchString(def) || hintWord.MatchString(def) || namedAnswers.MatchString(def) || ofCount.MatchString(def)
}

// namedAnswers is a hint that names what each answer means, not one of
// them: "0=Player, 1..9=Computer".
var namedAnswers = regexp.MustCompile(`\S=\S.*[,;]\s*\S+=\S`)

// ofCount is the count of what is asked among how many: "Share [1/2]:".
var ofCount = regexp.MustCompile(`^\d{1,3}/\d{1,3}$`)

// hintWord is a word in brackets that says how an answer is taken, not
// what it is.
var hintWord = regexp.MustCompile(`(?i)^(optional|required|recommended|none|blank|empty)$`)

// lastPiece is the last of the pieces of a line set apart by three
// spaces or more, when it asks something and there are others: "Score: 0
// 0.00%      Really quit?" asks "Really quit?".
func lastPiece(line string) string {
	t := strings.TrimSpace(line)
	i := strings.LastIndex(t, "   ")
	if i < 0 {
		return line
	}
	last := strings.TrimSpace(t[i:])
	if !strings.HasSuffix(last, "?") || parseQuestion(last) == nil {
		return line
	}
	return last
}

// joinQ is a question with its closing punctuation, the options between
// them taken out.
func joinQ(q, punct string) string {
	q = strings.TrimSpace(q)
	if punct != "" && !strings.HasSuffix(q, punct) && !strings.HasSuffix(q, "?") {
		q += punct
	}
	return q
}

// caseDefault is the default a [Y/n] shows by its capital letter (or a
// ([y]/n) by its brackets).
func caseDefault(y, n string) string {
	switch {
	case strings.HasPrefix(y, "[") && !strings.HasPrefix(n, "["):
		return "yes"
	case strings.HasPrefix(n, "[") && !strings.HasPrefix(y, "["):
		return "no"
	}
	yUp, nUp := strings.ToUpper(y) == y, strings.ToUpper(n) == n
	switch {
	case yUp && !nUp:
		return "yes"
	case nUp && !yUp:
		return "no"
	}
	return ""
}

// lastSentence is the last sentence of a row: what follows the last
// stop, exclamation or question mark that other words follow.
func lastSentence(t string) string {
	if m := sentenceEnd.FindAllStringIndex(t, -1); len(m) > 0 {
		return strings.TrimSpace(t[m[len(m)-1][1]-1:])
	}
	return t
}

// sentenceEnd ends a sentence that another follows.
var sentenceEnd = regexp.MustCompile(`[.!?]+\s+\S`)

func yesNo(question, def string) *Prompt {
	return &Prompt{Kind: Confirm, Question: question, Default: def,
		Options: []Option{{Label: "yes", Key: "y"}, {Label: "no", Key: "n"}}}
}

// keyChoice is a question answered by one of keys; a y/n pair alone is a
// confirm. With capitalDefault, the one capital key is the default (and
// typed in lower case); otherwise keys are taken as they are.
func keyChoice(question string, keys []string, capitalDefault bool) *Prompt {
	if len(keys) == 2 && strings.EqualFold(keys[0], "y") && strings.EqualFold(keys[1], "n") {
		return yesNo(question, caseDefault(keys[0], keys[1]))
	}
	p := &Prompt{Kind: Choice, Question: question}
	upper := 0
	seen := map[string]bool{}
	for _, k := range keys {
		if seen[k] {
			return nil // (one key twice is no key set: a position, "(1,1)")
		}
		seen[k] = true
		if capitalDefault && !strings.HasPrefix(k, "^") { // a control key is written in capitals ("^E")
			if k != strings.ToLower(k) {
				upper++
				p.Default = strings.ToLower(k)
			}
			k = strings.ToLower(k)
		}
		p.Options = append(p.Options, Option{Label: k, Key: k})
	}
	if upper != 1 {
		p.Default = ""
	}
	return p
}

func textPrompt(question, def string) *Prompt {
	k := Text
	if secretWord.MatchString(question) {
		k, def = Password, "" // a secret has no default to show
	}
	return &Prompt{Kind: k, Question: strings.TrimSpace(question), Default: def}
}

// Editors' own questions.

// editorPrompt reads the question an editor asks: vim's on the cursor's
// row, nano's in its prompt bar with the answers in the two shortcut rows
// under it.
func editorPrompt(s *grid, prog string) *Prompt {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) {
		return nil
	}
	if (prog == "nano" || prog == "rnano" || prog == "pico") && row == s.Rows-3 {
		return nanoPrompt(s, row)
	}
	if p := shortcutBar(s); p != nil {
		return p // the same bar, whatever the editor is called (nano-tiny)
	}
	if p := linePrompt(s); p != nil {
		return p
	}
	if t, ok := beforeRuler(s.Snapshot); ok {
		// The question left of the ruler on its row.
		c := s.Snapshot
		c.Lines = slices.Clone(c.Lines)
		c.Lines[row] = t
		return linePrompt(&grid{Snapshot: c})
	}
	return nil
}

// nanoShortcut is one "KEY Label" entry of nano's shortcut rows.
var (
	nanoShortcut = regexp.MustCompile(`^(\^[A-Z\\\]_]|M-[A-Z0-9]|[A-Z])\s+(\S.*)$`)
	gap          = regexp.MustCompile(`\s{2,}`)
)

// shortcutBar reads a question a full-screen program asks in a bar over
// two rows of shortcuts at the screen's foot, the cursor in the bar, as
// the pico family does (nano, pico, Alpine's pilot: "Rename file to:
// long.txt" over "^G Get Help" and "^C Cancel"; one row of them, the
// last row blank, in a tiny build): the bar is read as nano's is.
func shortcutBar(s *grid) *Prompt {
	row := len(s.Lines) - 3
	if !s.AltScreen || !s.Cursor.Visible || s.Cursor.Row != row || row < 1 {
		return nil
	}
	for _, r := range []int{row + 1, row + 2} {
		if r == row+2 && strings.TrimSpace(s.Lines[r]) == "" {
			continue // one row of shortcuts (a tiny build's "^C Cancel")
		}
		pieces := gap.Split(strings.TrimSpace(s.Lines[r]), -1)
		if len(pieces) == 0 || slices.ContainsFunc(pieces, func(p string) bool { return !nanoShortcut.MatchString(p) }) {
			return nil
		}
	}
	return nanoPrompt(s, row)
}

func nanoPrompt(s *grid, row int) *Prompt {
	bar := strings.TrimSpace(s.Lines[row])
	if bar == "" {
		return nil
	}
	var opts []Option
	for r := row + 1; r < len(s.Lines); r++ {
		for _, piece := range gap.Split(strings.TrimSpace(s.Lines[r]), -1) {
			if m := nanoShortcut.FindStringSubmatch(piece); m != nil {
				opts = append(opts, Option{Label: m[2], Key: nanoKey(m[1]), Row: r})
			}
		}
	}
	if strings.HasSuffix(bar, "?") {
		for _, o := range opts {
			if o.Key == "y" {
				return &Prompt{Kind: Confirm, Question: bar, Options: opts}
			}
		}
		return &Prompt{Kind: Choice, Question: bar, Options: opts}
	}
	// A field: "File Name to Write: notes.txt", its value typed in place.
	if i := strings.Index(bar, ": "); i >= 0 {
		def := strings.TrimSpace(bar[i+2:])
		return &Prompt{Kind: Text, Question: bar[:i+1], Default: def, Prefilled: def != ""}
	}
	return &Prompt{Kind: Text, Question: bar}
}

// nanoKey is what to type for a key nano shows: a letter as it is, lower
// case; ^C and M-X as they are.
func nanoKey(k string) string {
	if len(k) == 1 {
		return strings.ToLower(k)
	}
	return k
}

// writtenKeys are keys a question line writes out: y and n in brackets,
// parentheses or angle brackets ("(y/N)", "[yn]", "<y/n>").
var writtenKeys = regexp.MustCompile(`(?i)[\[(<][^\])>]*\by\b[^\])>]*\bn\b[^\])>]*[\])>]|[\[(<]y\s?n[^\])>]*[\])>]`)

// lastRowKeys reads a question a full-screen program asks on its last
// row, under its own screen ("Delete 1 file? (y/N)" on a file manager's
// command line): the row is the last one written, the cursor on it or
// hidden, and it writes the keys that answer it, or their words with the
// keys marked ("[y]es [n]o"); a question without its keys is read as
// the program's text.
func lastRowKeys(s *grid) *Prompt {
	last := len(s.Lines) - 1
	if last < 1 || (s.Cursor.Visible && s.Cursor.Row != last) {
		return nil
	}
	line := strings.TrimSpace(lastPiece(s.Lines[last]))
	if !writtenKeys.MatchString(line) && markedWords(line) == nil {
		return nil
	}
	p := parseQuestion(line)
	if p == nil || (p.Kind != Confirm && p.Kind != Choice) || len(p.Options) < 2 || !strings.HasSuffix(p.Question, "?") {
		return nil
	}
	return p
}

// withDefault is a confirm or a choice with the default a question named
// in words: yes or no for a confirm, an option's key or label for a
// choice (none where it names no option).
func withDefault(p *Prompt, def string) *Prompt {
	def = strings.Trim(strings.TrimSpace(def), `"'`) // (quoted: PowerShell's `(default is "N")`)
	if p.Kind == Confirm {
		switch strings.ToLower(def) {
		case "y", "yes":
			p.Default = "yes"
		case "n", "no":
			p.Default = "no"
		}
		return p
	}
	for _, o := range p.Options {
		if strings.EqualFold(o.Key, def) || strings.EqualFold(o.Label, def) {
			p.Default = o.Key
			if p.Default == "" {
				p.Default = o.Label
			}
		}
	}
	return p
}

// listedWords is a list of words in parentheses ending a question:
// "Type of package: (single, indep, library, python)".
var listedWords = regexp.MustCompile(`\(([\w-]+(?:,\s*[\w-]+)+)\)\s*[?:]?$`)

// namedKeys labels a choice's one-letter keys with the words its question
// lists where each word starts with its key, in order ("(single, indep,
// library, python)" over "[s/i/l/p]?").
func namedKeys(p *Prompt) {
	m := listedWords.FindStringSubmatch(p.Question)
	if m == nil || p.Kind != Choice {
		return
	}
	words := strings.Split(m[1], ",")
	if len(words) != len(p.Options) {
		return
	}
	for i, w := range words {
		w = strings.TrimSpace(w)
		if len(p.Options[i].Key) != 1 || !strings.HasPrefix(strings.ToLower(w), strings.ToLower(p.Options[i].Key)) {
			return
		}
		words[i] = w
	}
	for i := range p.Options {
		p.Options[i].Label = words[i]
	}
}

// toldAbove is the question of a prompt of one word on row under a row
// that tells what to type and names that word ("name>" under "Enter
// name for new remote.", "password:" under "Enter NEW configuration
// password:"), or of marks alone under a label, or of a note in
// brackets alone before a colon under a sentence ("[leave empty and
// we'll generate one]:"): what that row says. Any other prompt keeps q.
func toldAbove(s *grid, row int, q string) string {
	if (marksOnly(q) || strings.TrimSpace(q) == "") && row >= 1 && row < len(s.Lines) {
		// A prompt of marks alone under the label that asks (Symfony's
		// " > " under "Deploy key passphrase:"), or none: the secret
		// read on the next row ("Enter password:" and a newline).
		if above := strings.TrimSpace(s.Lines[row-1]); word.MatchString(above) && strings.ContainsAny(above[len(above)-1:], ":?") {
			return above
		}
	}
	if note := strings.TrimRight(q, " :"); row >= 1 && row < len(s.Lines) && bracketNote.MatchString(note) {
		// A note in brackets alone before the colon ("[leave empty and
		// we'll generate one]:") under the sentence that asks: it says
		// how to answer, the row above what.
		if above := strings.TrimSpace(s.Lines[row-1]); word.MatchString(above) && strings.ContainsAny(above[len(above)-1:], ".:?") {
			return above
		}
	}
	w := strings.Trim(q, " :>?")
	if row < 1 || row >= len(s.Lines) || !word.MatchString(w) || strings.Contains(w, " ") {
		return q
	}
	if above := strings.TrimSpace(s.Lines[row-1]); tellsToType.MatchString(above) && namesWord(above, w) {
		return above
	}
	return q
}

// bracketNote is a note in brackets or parentheses of two words or
// more, alone: "[leave empty and we'll generate one]".
var bracketNote = regexp.MustCompile(`^(\[[^\[\]]*\s[^\[\]]*\]|\([^()]*\s[^()]*\))$`)

// tellsToType is a row that tells what to type, as a sentence: "Enter
// name for new remote.", "Please type the new password:". One that
// says what to choose ("Choose a password for protecting your files.")
// is an explanation over a prompt that asks on its own (askedSecret
// takes it as asking where the prompt under it only notes how to
// answer: toldAbove).
var tellsToType = regexp.MustCompile(`(?i)^(please\s+)?(enter|type|input)\s+\S+(\s+\S+)+[.:]$`)

// namesWord reports whether a row holds w as a word, in any case.
func namesWord(row, w string) bool {
	for _, f := range strings.FieldsFunc(strings.ToLower(row), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if f == strings.ToLower(w) {
			return true
		}
	}
	return false
}

// genericLabel is a field's label that names no thing, only that an
// answer is wanted: "Enter a value:", "Input:", "Your answer:".
var genericLabel = regexp.MustCompile(`(?i)^\W*((please\s+)?(enter|type|give|input|provide|make)\s+)?((a|an|the|your)\s+)?(value|answer|input|response|text|string|reply|choice|selection|option)\W*$`)

// colonKeys reads keys each saying the answer they give after a colon
// or an equals sign, commas between ("(Y:Yes, N:No, V:View
// Certificate)", "(y = yes [default], n = no, q = quit)"), as equalsKeys
// reads "y=yes|n=no": a confirm where a yes and a no are among them, the
// answer marked "[default]" the default. Keys are taken in lower case
// but where both cases of a letter are keys: then case tells them apart
// ("e = edit", "E = yes+edit"), and each keeps its own.
func colonKeys(t string) *Prompt {
	m := keyColons.FindStringSubmatch(t)
	if m == nil || enterTold.MatchString(strings.TrimSpace(m[1])) {
		// (A value told to enter, the keys beside it: "Enter snapshot
		// number (a=Abort, p=Previous, n=Next):" over the numbered
		// snapshots, a list's.)
		return nil
	}
	def := ""
	var pairs []string
	for _, pair := range strings.Split(m[2], ",") {
		k, a, _ := strings.Cut(strings.Replace(pair, ":", "=", 1), "=")
		if a2, ok := strings.CutSuffix(strings.TrimSpace(a), "[default]"); ok {
			a, def = a2, strings.TrimSpace(k)
		}
		pairs = append(pairs, strings.TrimSpace(k)+"="+strings.TrimSpace(a))
	}
	p := equalsKeys(strings.TrimSpace(m[1]), strings.Join(pairs, "|"))
	if p == nil {
		return nil
	}
	var keys []string
	for _, o := range p.Options {
		keys = append(keys, o.Key)
	}
	cased := bothCases(keys)
	for i, o := range p.Options {
		if !cased {
			p.Options[i].Key = strings.ToLower(o.Key)
		}
		if o.Key == def {
			p.Default = p.Options[i].Key
		}
	}
	if yesAndNo(p.Options) && len(p.Options) <= 3 {
		// (Yes and no, one answer more beside: "View Certificate"; more
		// answers than that make a choice, as git's "[y,n,q,a,d]".)
		p.Kind = Confirm
	}
	return p
}

// bothCases reports whether both cases of a letter are among keys: then
// the case tells keys apart (unzip's [n]o and [N]one), and each keeps
// its own.
func bothCases(keys []string) bool {
	seen := map[string]bool{}
	for _, k := range keys {
		seen[k] = true
	}
	for k := range seen {
		if k == strings.ToLower(k) && k != strings.ToUpper(k) && seen[strings.ToUpper(k)] {
			return true
		}
	}
	return false
}

// caseKeyRun is keys each written in both cases before the answer they
// give, blanks or commas between, in parentheses, then the default the
// same way in square brackets at most: "(Y/y:Yes N/n:No) [Y/y]:", "(E/e:English
// C/c:Chinese) [E/e]:", DM's installer's.
var caseKeyRun = regexp.MustCompile(`^(.*?)\s*\(((?:\s*[A-Za-z0-9]/[A-Za-z0-9]\s*[:=]\s*\pL[\pL-]*\s*,?)+\s*[A-Za-z0-9]/[A-Za-z0-9]\s*[:=]\s*\pL[\pL-]*)\s*\)\s*(?:\[([A-Za-z0-9])/([A-Za-z0-9])\])?\s*[:?]?\s*$`)

// caseKey is one of caseKeyRun's keys and its answer.
var caseKey = regexp.MustCompile(`([A-Za-z0-9])/([A-Za-z0-9])\s*[:=]\s*(\pL[\pL-]*)`)

// caseKeys reads keys written in both cases, each with its answer after a
// colon ("(Y/y:Yes N/n:No)"), as colonKeys reads them in one case: a
// confirm where they are a yes and a no, a choice otherwise; the letter
// in square brackets after them, in both cases too, is the default.
func caseKeys(t string) *Prompt {
	m := caseKeyRun.FindStringSubmatch(t)
	if m == nil || !strings.EqualFold(m[3], m[4]) {
		return nil
	}
	var pairs []string
	for _, k := range caseKey.FindAllStringSubmatch(m[2], -1) {
		if !strings.EqualFold(k[1], k[2]) {
			return nil
		}
		pairs = append(pairs, strings.ToLower(k[1])+"="+k[3])
	}
	p := equalsKeys(strings.TrimSpace(m[1]), strings.Join(pairs, "|"))
	if p == nil {
		return nil
	}
	if yesAndNo(p.Options) {
		p.Kind = Confirm
	}
	if m[3] != "" {
		p = withDefault(p, strings.ToLower(m[3]))
	}
	return p
}

// yesAndNo reports whether options hold a yes and a no, among others.
func yesAndNo(o []Option) bool {
	yes, no := false, false
	for _, x := range o {
		switch strings.ToLower(x.Label) {
		case "yes", "y":
			yes = true
		case "no", "n":
			no = true
		}
	}
	return yes && no
}

// equalsKeys reads "return = YES | Esc = NO": a confirm where the answers
// are yes and no, a choice otherwise, each key in key notation where it
// names one ("return", "Esc").
func equalsKeys(question, pairs string) *Prompt {
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(strings.TrimSuffix(question, "?")) + "?"}
	if !strings.HasSuffix(strings.TrimSpace(question), "?") {
		p.Question = strings.TrimSpace(question)
	}
	words := map[string]bool{}
	for _, pair := range strings.Split(pairs, "|") {
		k, a, ok := strings.Cut(pair, "=")
		if !ok {
			return nil
		}
		k, a = strings.TrimSpace(k), strings.TrimSpace(a)
		p.Options = append(p.Options, Option{Label: a, Key: notedKey(k)})
		words[strings.ToLower(a)] = true
	}
	if len(p.Options) == 2 && (words["yes"] || words["y"]) && (words["no"] || words["n"]) {
		p.Kind = Confirm
	}
	return p
}

// bareEqualsKeys reads a question, then keys and the answers they give
// set apart by equals signs and blanks, no brackets, the key on either
// side (ruco's "Lose changes? Enter=Yes Esc=Cancel"; "Replace=Enter
// Skip=s All=a Cancel=Esc"): a key is a letter or a digit, or a key's
// name; a pair where neither or both sides are keys reads nothing, nor
// do words before the pairs that ask no question, nor pairs alone where
// a function key is one of them (a bar of keys: "F1=Help F3=Exit").
func bareEqualsKeys(t string) *Prompt {
	m := equalsPairs.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	question := strings.TrimSpace(m[1])
	if !strings.HasSuffix(question, "?") && (question != "" || functionKeyPair.MatchString(m[2])) {
		return nil // a bar of keys and what they do ("F1=Help F3=Exit"), no question
	}
	var pairs []string // key=answer, as equalsKeys reads them
	for _, pair := range strings.Fields(m[2]) {
		a, b, _ := strings.Cut(pair, "=")
		ka, kb := hintKey.MatchString(a), hintKey.MatchString(b)
		switch {
		case ka && !kb, ka && kb && len(a) == 1 && len(b) > 1: // "Enter=Yes", "d=Delete"
			pairs = append(pairs, a+"="+b)
		case kb && !ka, ka && kb && len(a) > 1 && len(b) == 1: // "Replace=Enter", "Delete=d"
			pairs = append(pairs, b+"="+a)
		default:
			return nil
		}
	}
	p := equalsKeys(question, strings.Join(pairs, "|"))
	if question == "" && slices.ContainsFunc(p.Options, func(o Option) bool { return barDeed.MatchString(o.Label) }) {
		return nil // keys that move or leave, alone: a bar of keys ("J=Down K=Up Space=Select")
	}
	if len(p.Options) == 2 && strings.EqualFold(p.Options[0].Label, "yes") && strings.EqualFold(p.Options[1].Label, "cancel") {
		p.Kind = Confirm // (Cancel as the no: ruco's "Lose changes? Enter=Yes Esc=Cancel")
	}
	return p
}

var (
	// barDeed is what a key on a bar of keys does: moves, pages, helps,
	// leaves.
	barDeed = regexp.MustCompile(`(?i)^(?:up|down|left|right|select|move|scroll|next|prev(?:ious)?|page\w*|top|bottom|home|end|help|quit|exit|refresh|menu|back)$`)
	// equalsPairs is words at most, then two pairs or more of a word, an
	// equals sign and a word, blanks between.
	equalsPairs = regexp.MustCompile(`^([^=]*?)\s*((?:[\w^-]+=[\w^-]+\s+)+[\w^-]+=[\w^-]+)$`)
	// functionKeyPair is a function key and what it does: "F1=Help".
	functionKeyPair = regexp.MustCompile(`(?i)(?:^|\s)F\d{1,2}=`)
	// hintKey is a key as a hint names it: a letter or a digit, Enter,
	// Esc, Tab, Space, ^X, a function key.
	hintKey = regexp.MustCompile(`^(?:[A-Za-z0-9]|(?i:enter|return|esc|escape|tab|space|backspace|del|delete)|\^[A-Z]|(?i:ctrl)-\w|[Ff]\d{1,2})$`)
)

// notedKey is a key as a screen names it ("ESC", "Enter", "ctrl-x",
// "F5") in the key notation answer_prompt sends ("<esc>", "<enter>",
// "<ctrl-x>", "<f5>"); a letter, "^X" or "M-x" stays as it is.
func notedKey(k string) string {
	l := strings.ToLower(k)
	switch {
	case l == "return" || l == "enter":
		return "<enter>"
	case l == "esc" || l == "escape":
		return "<esc>"
	case l == "space" || l == "tab":
		return "<" + l + ">"
	case l == "del" || l == "delete":
		return "<delete>"
	case functionKey.MatchString(l) || (strings.HasPrefix(l, "ctrl-") && len(l) == 6):
		return "<" + l + ">"
	}
	return k
}

// functionKey is a function key's name: "f1" to "f24".
var functionKey = regexp.MustCompile(`^f([1-9]|1\d|2[0-4])$`)

// valueBeforeMark is a question, then a number in square brackets, then
// its question mark: "To which Sector [1] ?".
var valueBeforeMark = regexp.MustCompile(`^(.*\pL.*?)\s*\[(\d{1,9})\]\s*\?$`)

// lastSquare is a last group in square brackets: a default.
var lastSquare = regexp.MustCompile(`\[([^\]]+)\]\s*$`)

// enterDefault reads a default named as what Enter alone gives, after
// the question ("(enter for "ada")", "(press enter for 8080)", "[return
// to keep main]", "(press enter to use randomly generated password)"):
// the question and the default ("" for none). What Enter uses, keeps or
// accepts is one; what it is for, where quoted or one word that is no
// more of the program's own ("(press enter for more)", "for the list"
// are keys to press).
func enterDefault(t string) (question, def string, ok bool) {
	m := enterGives.FindStringSubmatch(t)
	if m == nil {
		return "", "", false
	}
	def, quoted := m[4], m[3] != ""
	if !quoted && strings.EqualFold(m[2], "for") && (strings.Contains(def, " ") || enterShows.MatchString(def)) {
		return "", "", false
	}
	if noneWord.MatchString(def) || (!quoted && unshownDefault.MatchString(def)) {
		def = "" // "(enter for none)"; "[Enter to accept default]" names a default it does not show
	}
	return strings.TrimSpace(m[1]), def, true
}

// unshownDefault is a default named without its value: "default", "the
// current value".
var unshownDefault = regexp.MustCompile(`(?i)^(?:the\s+)?(?:default|current|existing)(?:\s+(?:value|one|setting))?$`)

var (
	// enterGives is a question, then in brackets what Enter alone gives.
	enterGives = regexp.MustCompile(`(?i)^(.*?\pL.*?)\s*[\[(]\s*(?:press |hit )?(?:enter|return) (for|to use|to keep|to accept) (['"]?)([^'"()\[\]]+?)['"]?\s*[\])]\s*[:?]?\s*$`)
	// enterShows is what Enter shows rather than answers.
	enterShows = regexp.MustCompile(`(?i)^(more|list|options|help|menu|details|next|all)$`)
)

// noneWord is a value that is none.
var noneWord = regexp.MustCompile(`(?i)^(none|nothing|no\s.*|empty|blank)$`)

// blankDefault is a default named as what an empty answer gives:
// "(leave blank to use 'ann')".
var blankDefault = regexp.MustCompile(`(?i)[\[(]\s*leave (?:it )?(?:blank|empty) (?:to use|for) '?([^')\]]+)'?\s*[\])]\s*:?\s*$`)

// unmarked is question without a mark leading it, where words follow
// the mark ("> Where do you want to create your new web site?", "[ ?? ]
// Nick [relay]:"): the mark is no part of it.
func unmarked(question string) string {
	if m := leadingMark.FindStringIndex(question); m != nil && m[1] < len(question) && unicode.IsLetter([]rune(question[m[1]:])[0]) {
		return question[m[1]:]
	}
	return question
}

// leadingMark is a mark leading a question, a blank after it: "> ",
// "❯ ", "* ", inquirer's "? ", a script's arrow or colons ("--> ",
// spack's "==> ", pacman's ":: "), or a log's tag of marks in brackets
// ("[ ?? ] ", "[?] ", "[*] ").
var leadingMark = regexp.MustCompile(`^([` + pointingClass + `*•?\p{So}]{1,2}|[-=]{1,3}>|::|\[\s*[?!*+~#.-]{1,3}\s*\])\s+`)

// bracketedAmongSlashes reads answers set apart by slashes after a
// question, the default alone in square brackets among them ("Add cabal?
// [y]/n", Summoner's "License:  [MIT]/BSD-2-Clause/…/NONE"): keys of a
// letter each a yes and a no (a confirm) or other keys (a choice),
// words a choice of them typed as they stand; the bracketed one is the
// default. A yes and a no written out are bracketedWordDefault's.
func bracketedAmongSlashes(t string) *Prompt {
	m := slashedAnswers.FindStringSubmatch(t)
	if m == nil || strings.Count(m[2], "[") != 1 || bracketedWordDefault.MatchString(t) {
		return nil
	}
	raw := strings.Split(m[2], "/")
	var answers []string
	def, letters := "", true
	for _, a := range raw {
		if b, ok := strings.CutPrefix(a, "["); ok {
			a = strings.TrimSuffix(b, "]")
			def = a
		}
		answers = append(answers, a)
		letters = letters && len([]rune(a)) == 1
	}
	q := strings.TrimSpace(m[1])
	if len(answers) == 2 && strings.EqualFold(answers[0], "y") && strings.EqualFold(answers[1], "n") {
		return yesNo(q, caseDefault(raw[0], raw[1]))
	}
	if len(answers) == 2 && strings.EqualFold(answers[0], "n") && strings.EqualFold(answers[1], "y") {
		return yesNo(q, caseDefault(raw[1], raw[0])) // ("n/[y]")
	}
	if letters {
		p := keyChoice(q, answers, false)
		if p != nil {
			p.Default = def
		}
		return p
	}
	p := &Prompt{Kind: Choice, Question: q, Default: def}
	for _, a := range answers {
		p.Options = append(p.Options, Option{Label: a})
	}
	return p
}

// slashedAnswers is a question ending in "?" or ":", then two answers
// or more set apart by slashes, one of them in square brackets.
var slashedAnswers = regexp.MustCompile(`^(.*[?:])\s*((?:\[[^\]/\s]+\]|[^\s/\[\]]+)(?:/(?:\[[^\]/\s]+\]|[^\s/\[\]]+))+)\s*$`)

// keyedAnswersPrompt reads keyedAnswers at the cursor: a yes and a no
// among them a confirm, else a line to type, the keys' words taken too.
func keyedAnswersPrompt(s *grid) *Prompt {
	p, ok := promptAtCursor(s.Snapshot)
	if !ok || !s.Cursor.Visible {
		return nil
	}
	q, opts, ok := keyedAnswers(s.Snapshot, p)
	if !ok {
		return nil
	}
	pr := &Prompt{Kind: Text, Question: q}
	for _, o := range opts {
		if l, ok := strings.CutSuffix(o.Label, "(default)"); ok {
			o.Label = strings.TrimSpace(l)
			pr.Default = strings.ToLower(o.Key)
		}
		pr.Options = append(pr.Options, o)
	}
	if len(pr.Options) == 2 && yesNoPair(pr.Options) {
		pr.Kind = Confirm
	}
	return pr
}
