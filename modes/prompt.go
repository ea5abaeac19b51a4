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

// Kind is what a prompt asks for.
type Kind string

// The kinds of prompt.
const (
	Confirm     Kind = "confirm"     // yes or no: [Y/n], (yes/no), a Yes/No dialog
	Choice      Kind = "choice"      // one of a few keys: [y,n,q,a,d,e,?], (E)dit anyway
	Select      Kind = "select"      // one entry of a list
	Multiselect Kind = "multiselect" // any entries of a list, ticked
	Text        Kind = "text"        // a line to type, maybe with a default
	Password    Kind = "password"    // a line to type that is not shown
)

// Prompt is a question, menu or form on the screen that waits for an
// answer, as data.
type Prompt struct {
	Kind     Kind     `json:"kind"`
	Question string   `json:"question"`
	Default  string   `json:"default,omitempty"`
	Options  []Option `json:"options,omitempty"`
	// Line is set when the program reads whole lines (the terminal is in
	// canonical mode): an answer is typed and ends with Enter. Otherwise
	// each key acts as it is pressed.
	Line bool `json:"-"`
	// Filter is set when typing narrows the list (fzf).
	Filter bool `json:"-"`
	// More is set when the list shows signs of going on beyond the
	// screen (a scroll bar, "more choices").
	More bool `json:"-"`
	// Toggle is the key that ticks the highlighted option of a
	// multiselect, in key notation: "<space>" when empty.
	Toggle string `json:"-"`
	// Prefilled is set when the default is text already in the field
	// (whiptail's, dialog's, nano's), which typing adds to; otherwise the
	// default is shown greyed and typing replaces it.
	Prefilled bool `json:"-"`
	// Value is text typed into a field already, no default (Enter takes
	// it as it is), which typing adds to.
	Value string `json:"-"`
}

// Option is one answer a prompt offers.
type Option struct {
	Label string `json:"label"`
	Key   string `json:"key,omitempty"` // what to type to choose it, when the screen shows it
	// Selected says whether the option is the highlighted one. It is read
	// from the screen (a marker such as ❯, or a look no other option has);
	// null on every option when no highlight can be seen.
	Selected *bool `json:"selected"`
	Checked  *bool `json:"checked,omitempty"` // ticked, for checkboxes and radio buttons
	// Row and Col are where the option is drawn (its first cell).
	Row int `json:"-"`
	Col int `json:"-"`
}

// SelectedIndex is the index of the highlighted option, or -1 when none is
// highlighted or the highlight cannot be read.
func (p *Prompt) SelectedIndex() int {
	if p == nil {
		return -1
	}
	for i, o := range p.Options {
		if o.Selected != nil && *o.Selected {
			return i
		}
	}
	return -1
}

// Readable reports whether the screen shows which option is highlighted.
func (p *Prompt) Readable() bool { return p.SelectedIndex() >= 0 }

// Labels lists the options' labels.
func (p *Prompt) Labels() []string {
	out := make([]string, len(p.Options))
	for i, o := range p.Options {
		out[i] = o.Label
	}
	return out
}

// findPrompt reads the prompt off a screen whose mode r Classify gave, or
// returns nil when the program asks nothing. It runs only while the
// program waits for input (or a relay is in front), or reads its keys
// itself while seen at work.
func findPrompt(snap emulator.Snapshot, f Facts, r Result) *Prompt {
	if f.Exited || f.Stopped || (!f.Waiting && !f.Relay && (f.Canonical || f.Echo) && r.Mode != Question) {
		// A program seen at work that holds the terminal in raw mode
		// without echo reads its keys itself (it polls rather than
		// blocks: termbox, go-prompt): its screen is read all the same.
		return nil
	}
	k, _ := kindSeen(snap, f)
	snap = withoutTags(snap)
	s := &grid{Snapshot: snap}
	var p *Prompt
	switch r.Mode {
	case PasswordPrompt:
		p = &Prompt{Kind: Password, Question: toldAbove(s, snap.Cursor.Row, carriedLine(snap))}
	case Pager:
		p = pagerDialog(s, f, r, k)
		if p == nil && proseViewer(snap, f) && !searchAtFoot(snap, f) {
			// Sentences over a question (testdisk's log menu under its
			// notice) are what it asks about: read it as any screen,
			// a question that asks (a title over an article's rows asks
			// nothing).
			if p = askedPrompt(s, f, r, k); p != nil && !asksOutright(p.Question) {
				p = nil
			}
		}
	case Editor:
		p = unnamedEditorPrompt(s, f, r)
	case REPL:
		p = replScreenPrompt(s, f, r, k)
	case Shell:
		if k == kindOther {
			p = programPrompt(s, f, r)
		}
	default:
		p = askedPrompt(s, f, r, k)
	}
	if p == nil || noneAsked(snap, f, p) {
		return nil
	}
	if !p.Line {
		p.Line = f.Canonical && !f.Relay
	}
	return shapedPrompt(s, p)
}

// unnamedEditorPrompt reads what an editor of no known kind asks: its
// text is no menu, but a dialog box it draws over it asks (mcedit's
// "Save before close?"), and so does a field in a dialog holding the
// cursor (Textual Paint's "File name:" in Save As) and a question over
// its command line (SuperCalc's "Enter file name (or RETURN for
// directory)" over "2> /Load,"); its own box or line to search the text
// or go to a line is none ("Search for:").
func unnamedEditorPrompt(s *grid, f Facts, r Result) *Prompt {
	if p := boxPrompt(s); p != nil {
		if inFileHeads(f, p.Question) || asksSearch(p.Question) {
			return nil
		}
		return p
	}
	if p := dialogField(s); p != nil {
		return p
	}
	if p := inputUnderLabel(s); p != nil {
		return p
	}
	if p := barMenu(s); p != nil && !s.Cursor.Visible {
		return p // a menu dropped from the editor's menu bar over its text (SlickEdit's File)
	}
	if !r.byBehaviour {
		return nil
	}
	if p := askedOverFoot(s); p != nil && !asksSearch(p.Question) {
		return p
	}
	return nil
}

// paneList reports whether a select read on a screen split into panes is
// one pane's list under its title, a word or a name alone (a mail
// client's "personal" over its mailboxes, a file's name over what it
// holds): the program's own screen, no question. A menu asks in words
// ("Open with:", "Select your language").
func paneList(s emulator.Snapshot, p *Prompt) bool {
	q := strings.TrimSpace(p.Question)
	if p.Filter {
		return false // (a list a field filters as typed is asked from, whatever pane it stands in)
	}
	if p.Kind == Select && q != "" && !asksOutright(q) && inTopEdge(s, q) && panes(s) {
		return true // the title in a pane's top edge ("┌ Graph - git-flow ──"), asking nothing
	}
	return (p.Kind == Select || (p.Kind == Text && p.Default == "")) && q != "" && !strings.ContainsAny(q, " ?:") && panes(s) && !barsMenu(s, q)
}

// barsMenu reports whether the screen shows a menu dropped from its bar
// (barMenu) titled q: a menu asks for one of its entries whatever panes
// it opens over (DiskFix's "Options" over its window).
func barsMenu(s emulator.Snapshot, q string) bool {
	p := barMenu(&grid{Snapshot: s})
	return p != nil && p.Question == q
}

// inTopEdge reports whether q is written in a frame's top edge, after
// its corner and a stroke or two at most: "┌ Graph - git-flow ───",
// "╭─ Artists ────".
func inTopEdge(s emulator.Snapshot, q string) bool {
	for _, l := range s.Lines {
		for _, corner := range []string{"┌", "╭", "┏", "╔"} {
			for _, lead := range []string{"", "─", "━", "═", "──"} {
				if strings.Contains(l, corner+lead+" "+q+" ") || strings.Contains(l, corner+lead+q+"─") {
					return true
				}
			}
		}
	}
	return false
}

// placeShown reports whether a select read on a screen of the program's
// own has for its question the place it shows, a label and a path or a
// name ("cwd: /srv/relay", noice's; "Playlist: stations", pyradio's): a
// browser's or a player's listing, no question (a question ends in its
// colon or mark).
func placeShown(s emulator.Snapshot, p *Prompt) bool {
	return p.Kind == Select && s.AltScreen && placeLabel.MatchString(strings.TrimSpace(p.Question))
}

// placeLabel is a short label, then a path or a name: "cwd: /tmp/x",
// "Playlist: stations".
var placeLabel = regexp.MustCompile(`^\pL[\pL ]{0,12}:\s+(?:[~/]\S*|\pL[\w.-]*)$`)

// pagerDialog reads what a pager of no known kind (a browser, a viewer)
// asks: its text is no menu, but a dialog box it draws over it asks
// ("Exit the browser?" over the page, with its buttons), where the box's
// question is no line of the file it shows. A pager the table names, or
// one in canonical mode, asks nothing.
func pagerDialog(s *grid, f Facts, r Result, k kind) *Prompt {
	if !r.byBehaviour || k != kindOther || f.Canonical {
		return nil
	}
	p := boxPrompt(s)
	if p == nil {
		// Or on the row the cursor is on, its answers set apart by
		// bars.
		p = barredChoices(s)
	}
	if p == nil || p.Question == "" || inFileHeads(f, p.Question) || asksSearch(p.Question) {
		return nil // (its own box to search the text is no question: "Search for:")
	}
	return p
}

// answeredOtherwise reports whether, above a numbered list p, the
// prompt the cursor waits at was answered with what is none of the
// list's keys ("> (car 5)" over ikarus's "1. &assertion" … and ">"): the
// list is output of what was typed, a REPL's, no menu it asks from.
func answeredOtherwise(s *grid, p *Prompt) bool {
	prompt, ok := promptAtCursor(s.Snapshot)
	prompt = strings.TrimSpace(prompt)
	if !ok || prompt == "" || len(p.Options) == 0 {
		return false
	}
	for r := p.Options[0].Row - 1; r >= 0; r-- {
		rest, found := strings.CutPrefix(strings.TrimSpace(s.Lines[r]), prompt+" ")
		if !found {
			continue
		}
		rest = strings.TrimSpace(rest)
		return rest != "" && !slices.ContainsFunc(p.Options, func(o Option) bool { return strings.EqualFold(o.Key, rest) || strings.EqualFold(o.Label, rest) })
	}
	return false
}

// replScreenPrompt reads what a screen read as a REPL's asks.
func replScreenPrompt(s *grid, f Facts, r Result, k kind) *Prompt {
	switch {
	case k == kindREPL && !s.Cursor.Visible && !s.AltScreen && !f.Canonical:
		// A program the table names a REPL (node, python) that hides
		// the terminal's cursor is at no prompt of its line editor: a
		// script it runs draws a menu of its own (plop's inquirer list,
		// where node's arguments were not seen).
		return screenPrompt(&grid{Snapshot: belowCommandLine(s.Snapshot, f)}, r, true)
	case k != kindOther:
		// A REPL the table names, at its prompt, asks nothing.
		return nil
	case r.byBehaviour:
		// A REPL read from its prompt: lines above it are its output;
		// only a numbered list it asks a number of is a menu (git
		// clean -i's "What now>"), and a list under the cursor with one
		// entry set apart, which typing narrows (a finder's "> " row:
		// fzy's), in raw mode.
		p := numberedPrompt(s)
		if p != nil && answeredOtherwise(s, p) {
			return nil // the list is what a command typed at the prompt printed
		}
		if p == nil && !f.Canonical {
			p = finderPrompt(s)
		}
		return p
	case namedREPL(cursorLine(s.Snapshot)):
		// A REPL a script started (pdb at breakpoint(), ipdb) waits at
		// its prompt: the lines above it (a location, "> file(5)f()",
		// "-> code") are its output, not a menu.
		return nil
	}
	return programPrompt(s, f, r)
}

// askedPrompt reads a screen read as a question, a full-screen program's
// or one not yet told, by what the table says the program is.
func askedPrompt(s *grid, f Facts, r Result, k kind) *Prompt {
	switch k {
	case kindEditor:
		if r.Mode != Question {
			return nil
		}
		return editorPrompt(s, programName(f.Program))
	case kindREPL, kindPager:
		if r.Mode != Question {
			return nil
		}
		// A REPL's own question (gdb's "Quit anyway? (y or n)", R's
		// numbered menu over "Selection:"), a pager's "Press RETURN", or
		// a prompt library's a script it runs asks.
		p := numberedPrompt(s)
		if p == nil && k == kindREPL && libraryAsksAtCursor(s.Snapshot) {
			p = widgetPrompt(s)
		}
		if p == nil {
			p = linePrompt(s)
		}
		if p != nil && k == kindREPL {
			// A REPL reads its answer as a line, as it reads its
			// commands (readline, in raw mode): a key, then Enter.
			p.Line = true
		}
		return p
	case kindFullScreen:
		if r.Mode != TUI || (f.Canonical && !f.Relay) {
			return nil
		}
		// A dialog box a known full-screen program draws over its
		// screen, or a question with its keys on its last row.
		if p := boxPrompt(s); p != nil {
			return p
		}
		if p := keyLegend(s); p != nil {
			return p // (a speller's words to choose from over its keys)
		}
		return lastRowKeys(s)
	case kindShell:
		if !f.Relay && !shellRunsBuiltin(s.Snapshot) {
			if r.Mode != Question {
				return nil
			}
			// A builtin asks (read -p) in a shell without marks.
			return linePrompt(s)
		}
	}
	return programPrompt(s, f, r)
}

// programPrompt reads a program's own prompt below the command line that
// started it: what a shell showed before it is none of its drawing.
func programPrompt(s *grid, f Facts, r Result) *Prompt {
	if c := s.Cursor; !f.Canonical && c.Row == len(s.Lines)-1 && c.Row > 0 && !carried(s.Snapshot, c.Row-1) && uniseg.StringWidth(strings.TrimRight(s.Lines[c.Row-1], " ")) < s.Cols && c.Col >= uniseg.StringWidth(strings.TrimRight(s.Lines[c.Row], " ")) {
		// A question with its keys on the last row, the cursor left
		// at its end, shown or hidden, is what was asked last: no list
		// set apart above it asks (endcord's "[Delete] Are you sure
		// you want to delete this message? [Y/n]" under its messages,
		// one of them highlighted).
		if p := lastRowKeys(s); p != nil {
			return p
		}
	}
	return screenPrompt(&grid{Snapshot: belowCommandLine(s.Snapshot, f)}, r, !f.Canonical || f.Relay)
}

// withoutTags is the screen with the tag a program writes before each of
// its lines blanked out on the rows that lead to the cursor's ("wandb: "
// before "(1) Create a W&B account" … "Enter your choice: "): a word in
// lower case and a colon at the start of the cursor's line and of
// another line above it, the lines between tagged too (with this tag or
// another: "error:   Host may hold only …"). The tag names the program,
// no part of what it asks. The rows keep their columns.
func withoutTags(s emulator.Snapshot) emulator.Snapshot {
	row := s.Cursor.Row
	for row > 0 && row < len(s.Lines) && carried(s, row-1) {
		row-- // (the first row of the cursor's line)
	}
	if row < 1 || row >= len(s.Lines) {
		return s
	}
	m := lineTag.FindString(s.Lines[row])
	if m == "" {
		return s
	}
	var rows []int // the first rows of the lines with the cursor's tag
	for r := row; r >= 0; r-- {
		if r > 0 && carried(s, r-1) {
			continue
		}
		t := lineTag.FindString(s.Lines[r])
		if t == "" {
			break
		}
		if t == m {
			rows = append(rows, r)
		}
	}
	if len(rows) < 2 {
		return s
	}
	lines := slices.Clone(s.Lines)
	for _, r := range rows {
		lines[r] = strings.Repeat(" ", len(m)) + lines[r][len(m):]
	}
	s.Lines = lines
	return s
}

// lineTag is a program's tag at the start of a line: a word in lower
// case, a colon and a blank ("wandb: ", "prompt: ").
var lineTag = regexp.MustCompile(`^[a-z][a-z0-9_.-]{1,15}: +`)

// carried reports whether the terminal carried row's text on onto the
// row under it (Snapshot.Wrapped).
func carried(s emulator.Snapshot, row int) bool {
	_, ok := slices.BinarySearch(s.Wrapped, row)
	return ok
}

// carriedLine is the text of the cursor's row, trimmed, with the rows
// the terminal carried on into it joined in front.
func carriedLine(s emulator.Snapshot) string {
	if s.Cursor.Row < 0 || s.Cursor.Row >= len(s.Lines) {
		return ""
	}
	return carriedInto(s, s.Cursor.Row)
}

// secretLine reads a secret named last on the cursor's row, the blank a
// prompt leaves after it before the cursor ("Deploy key passphrase "),
// or what was typed of it so far, masked, up to the cursor ("…
// passphrase: ******"), nothing under it: a program reading its keys
// asks for it, no colon after its words.
func secretLine(s *grid) *Prompt {
	line, ok := promptAtCursor(s.Snapshot)
	if !ok || !s.Cursor.Visible || s.AltScreen {
		return nil
	}
	if m := maskedTail.FindStringIndex(line); m != nil && uniseg.StringWidth(line) == s.Cursor.Col {
		// What was typed so far, masked up to the cursor ("Deploy key
		// passphrase: ******"): the secret's label before it.
		line = line[:m[0]] + " "
	} else if uniseg.StringWidth(line) >= s.Cursor.Col {
		return nil
	}
	if !secretWord.MatchString(line) {
		return nil
	}
	if rowsWithText(s.Lines[s.Cursor.Row+1:]) > 0 {
		return nil
	}
	return &Prompt{Kind: Password, Question: strings.TrimSpace(line)}
}

// defaultUnder reads a prompt library's question whose default stands
// in parentheses alone on the row under it, the cursor after it
// (inquirer's message of more than one line: "? CapRover machine URL
// address, it is" … over "(captain.example.com)"): the question from
// the row its library's glyph starts down to the row above, ending in
// a colon or a question mark; nil where the screen is not so.
func defaultUnder(s *grid) *Prompt {
	c := s.Cursor
	line, ok := promptAtCursor(s.Snapshot)
	if !ok || !c.Visible || c.Row < 1 || rowsWithText(s.Lines[c.Row+1:]) > 0 {
		return nil
	}
	m := parenDefaultAlone.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	above := strings.TrimSpace(s.Lines[c.Row-1])
	if !strings.HasSuffix(above, ":") && !strings.HasSuffix(above, "?") {
		return nil
	}
	for r := c.Row - 1; r >= 0 && r >= c.Row-4; r-- {
		t := strings.TrimSpace(s.Lines[r])
		if g, _, ok := strings.Cut(t, " "); ok && (g == "?" || activeGlyphs[g]) {
			rows := []string{strings.TrimSpace(strings.TrimPrefix(t, g))}
			for i := r + 1; i < c.Row; i++ {
				rows = append(rows, strings.TrimSpace(s.Lines[i]))
			}
			return textPrompt(strings.Join(rows, " "), m[1])
		}
	}
	return nil
}

// parenDefaultAlone is a default in parentheses alone on its row.
var parenDefaultAlone = regexp.MustCompile(`^\s*\(([^()]{1,60})\)\s*$`)

// cycledChoice reads one answer shown at a time, the keys that take it
// and that swap it for the next in brackets after it, the cursor after
// them, nothing under it ("git branch [enter/↑/↓/ctrl+c]", thefuck's
// corrected command): a select whose other options the arrows bring in
// its place, the one shown selected.
func cycledChoice(s *grid) *Prompt {
	line, ok := promptAtCursor(s.Snapshot)
	if !ok || !s.Cursor.Visible || s.AltScreen || uniseg.StringWidth(line) != s.Cursor.Col {
		return nil
	}
	if rowsWithText(s.Lines[s.Cursor.Row+1:]) > 0 {
		return nil
	}
	m := cycleKeys.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return nil
	}
	return &Prompt{Kind: Select, Options: []Option{{Label: m[1], Selected: boolp(true), Row: s.Cursor.Row}}, More: true}
}

// footBarAsksKey reads a bar across the main screen's last row, in
// reverse video, that asks for a key to go on ("Can't connect to: … [Press
// a key to continue]"): the message a program shows until a key is
// pressed, wherever it left the cursor. (On the alternate screen such a
// line is a full-screen program's own splash: no question.)
func footBarAsksKey(s *grid) *Prompt {
	last := len(s.Lines) - 1
	if s.AltScreen || last < 1 || !(pressEnter.MatchString(s.Lines[last]) || aKey.MatchString(s.Lines[last])) {
		return nil
	}
	t := strings.TrimSpace(s.Lines[last])
	if !slices.ContainsFunc(Highlights(s.Snapshot), func(h Highlight) bool { return h.Row == last && h.Len >= uniseg.StringWidth(t) }) {
		return nil
	}
	return &Prompt{Kind: Choice, Question: t, Options: []Option{{Label: "continue", Key: "<enter>"}}}
}

// aKey asks for a key to go on: "Press a key to continue".
var aKey = regexp.MustCompile(`(?i)\b(press|hit|strike) a key to (continue|go on|return)\b`)

// cycleKeys is an answer, then in brackets the keys that take it and the
// arrows that swap it: "git branch [enter/↑/↓/ctrl+c]".
var cycleKeys = regexp.MustCompile(`(?i)^(\S.*?)\s+\[enter(?:/[^\]/]+)*/(?:↑|↓|up|down)(?:/[^\]/]+)*\]$`)

// maskedTail is a secret typed so far, drawn as a mask: "******", or in
// any sign a library lets its caller choose for it ("#######", maskpw's
// mask of the caller's).
var maskedTail = regexp.MustCompile(`\s[*•●#·∗■◆▪█]+$`)

// maskedAtCursor reports whether the text before the cursor ends in a
// mask the cursor stands right after.
func maskedAtCursor(s *grid) bool {
	line, ok := promptAtCursor(s.Snapshot)
	return ok && maskedTail.MatchString(line) && uniseg.StringWidth(line) == s.Cursor.Col
}

// trimmedPrompt takes off a prompt what is none of it: a finder's mark
// before its query's question ("> ta"), the columns' headings over a
// table's rows to choose from, a label's dots leading to its field
// ("New directory name. . . [").
func trimmedPrompt(p *Prompt) {
	if !p.Filter {
		p.Question = unmarked(p.Question)
	}
	if headingsFirst(p) {
		p.Options = p.Options[1:]
	}
	if q := dotLeader.ReplaceAllString(p.Question, ""); q != p.Question && word.MatchString(q) {
		p.Question = q
	}
}

// buttonsAsked reports whether a list of two is a pair of buttons on
// one row under a question that wants a yes or a no ("Are you sure you
// want to quit?" over "[Go Back]  [Quit]"): a confirm in the program's
// words.
func buttonsAsked(p *Prompt) bool {
	return p.Options[0].Row == p.Options[1].Row && p.Options[0].Col != p.Options[1].Col && confirmWord.MatchString(lastSentence(p.Question))
}

// chevronOff takes two chevrons (">> ", ratatui's highlight symbol as
// programs often set it) off the label of a list's highlighted entry,
// where no other entry has them: the pointer, no part of the label.
func chevronOff(p *Prompt) {
	if p == nil || len(p.Options) < 2 || (p.Kind != Select && p.Kind != Multiselect) {
		return
	}
	at := -1
	for i, o := range p.Options {
		if strings.HasPrefix(o.Label, ">> ") {
			if at >= 0 {
				return
			}
			at = i
		}
	}
	if at >= 0 && p.Options[at].Selected != nil && *p.Options[at].Selected {
		p.Options[at].Label = strings.TrimSpace(p.Options[at].Label[3:])
	}
}

// yesNoCancelConfirm makes Yes, No and Cancel in words ("[Y]es, (N)o,
// (C)ancel:"), whichever reader took the keys, a confirm, as its
// buttons are, its default the answer the key it names gives. (Keys
// alone, "[y/n/q]", stay a choice.)
func yesNoCancelConfirm(p *Prompt) {
	if p.Kind != Choice || len(p.Options) != 3 || !yesNoCancel(p.Options) {
		return
	}
	p.Kind = Confirm
	for _, o := range p.Options {
		if p.Default != "" && strings.EqualFold(o.Key, p.Default) {
			p.Default = strings.ToLower(o.Label)
		}
	}
}

// yesNoCancel reports whether answers are Yes, No and Cancel, in words.
func yesNoCancel(o []Option) bool {
	want := map[string]bool{"yes": true, "no": true, "cancel": true}
	for _, x := range o {
		if !want[strings.ToLower(x.Label)] {
			return false
		}
		delete(want, strings.ToLower(x.Label))
	}
	return len(want) == 0
}

// noneAsked reports whether a prompt read on the screen is something
// else: one pane's list, the place a screen shows, a panel's command
// line, a table's column, a debugger's source, or rows under a question
// the agent answered.
func noneAsked(snap emulator.Snapshot, f Facts, p *Prompt) bool {
	switch {
	case paneList(snap, p) || placeShown(snap, p):
		return true
	case p.Kind == Text && panelCommand.MatchString(p.Question):
		return true // (a panel's command line, "Command ===>", takes the program's commands)
	case p.Kind == Text && snap.AltScreen && anyKey.MatchString(p.Question):
		return true // (a full-screen program's "Hit any key to continue:" under its own text is its screen, as askedAtCursor has it)
	case p.Kind != Select:
		return false
	case figuresRepeated(p.Options):
		return true // (a column of figures, some the same, is a table's: "-1", "-1", "0" under "EXIT")
	case sourceAbove(snap):
		return true // (a debugger's listing of source, its current line marked, is no list)
	case windowTable(snap, p):
		return true // (the rows of a table under its heading, in the program's own window)
	}
	// Rows under a question the agent answered, a line being typed at
	// another prompt under them (grads' start-up lines under "Landscape
	// mode?", then "ga-> q file"): no list it offers.
	q := strings.TrimSpace(p.Question)
	return !snap.AltScreen && answeredAt(q, f) && f.Typing && f.TypedFrom != "" && !strings.HasPrefix(q, strings.TrimSpace(f.TypedFrom))
}

// windowTable reports whether a select's entries are the rows of a
// table the program shows in its own window, on the alternate screen
// with the cursor hidden: a heading of three column names or more set
// apart by two blanks, right over the first entry (a rule between at
// most), and the entries spread over as many columns, in a frame as
// wide as the screen or none (GoldED+'s "#  Area  Description  Msgs
// New" over its areas). A dialog's list stands in a box of its own.
func windowTable(s emulator.Snapshot, p *Prompt) bool {
	if !s.AltScreen || s.Cursor.Visible || len(p.Options) < 2 || p.Options[0].Row < 1 {
		return false
	}
	g := &grid{Snapshot: s}
	first := p.Options[0].Row
	if left, right := frameAround(g, first, p.Options[0].Col, p.Options[0].Col+1); left > 1 || (right < s.Cols-2 && left >= 0) {
		return false
	}
	if slices.ContainsFunc(Highlights(s), func(h Highlight) bool {
		return h.Row == 0 && h.Col+h.Len < s.Cols && p.Question != "" && strings.TrimSpace(h.Text) == p.Question
	}) {
		return false // (a column of its own, headed by a bar of its own beside the table's: headedColumn)
	}
	head := first - 1
	if t := strings.Trim(strings.TrimSpace(s.Lines[head]), "│┃║|"); strings.Trim(t, lineGlyphs+"╟╢┼") == "" && head > 0 {
		head-- // (a rule under the heading)
	}
	columns := func(l string) int {
		return len(columnGap.Split(strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "│┃║|")), -1))
	}
	h := strings.Trim(strings.TrimSpace(s.Lines[head]), "│┃║| ")
	if columns(h) < 3 || strings.ContainsAny(h, ":?") || !word.MatchString(h) {
		return false
	}
	return columns(s.Lines[first]) >= 3
}

// figuresRepeated reports whether a list's options are all figures, no
// letter in any, two of them the same: a table's column, no choice.
func figuresRepeated(opts []Option) bool {
	seen := map[string]bool{}
	twice := false
	for _, o := range opts {
		if strings.ContainsFunc(o.Label, unicode.IsLetter) {
			return false
		}
		twice = twice || seen[o.Label]
		seen[o.Label] = true
	}
	return twice
}

// headingsFirst reports whether a list's first option is its columns'
// headings ("NAME SIZE ATTACHED TO CREATED" over the volumes to choose
// from): three options or more, the first three words or more in capitals
// with no digit and not the current one, no other option in capitals.
func headingsFirst(p *Prompt) bool {
	if (p.Kind != Select && p.Kind != Multiselect) || len(p.Options) < 3 {
		return false
	}
	capsOnly := func(l string) bool {
		return len(strings.Fields(l)) >= 3 && strings.ContainsFunc(l, unicode.IsUpper) && !strings.ContainsFunc(l, func(r rune) bool { return unicode.IsLower(r) || unicode.IsDigit(r) })
	}
	first := p.Options[0]
	if !capsOnly(first.Label) || first.Selected != nil && *first.Selected {
		return false
	}
	return !slices.ContainsFunc(p.Options[1:], func(o Option) bool { return capsOnly(o.Label) })
}

// dotLeader is dots set apart by blanks leading from a label to its
// field, the field's opening bracket after them at most ("New directory
// name. . . ["), or dots then that bracket; an ellipsis alone ("Press
// Enter to continue...") is the question's own.
var dotLeader = regexp.MustCompile(`\s*\.(?:\s\.){2,}\s*\[?\s*$|\s*\.{2,}\s*\[\s*$`)

// shapedPrompt is a prompt any reader found, read as a whole: a field of
// a form the program draws on its own screen is none; a secret's hint
// that its input is hidden ("[input is hidden]", inquirer's) is none of
// its question; a list of two entries, yes and no, is a confirm whatever
// draws it (prask's "❯ No" over "  Yes").
func shapedPrompt(s *grid, p *Prompt) *Prompt {
	trimmedPrompt(p)
	yesNoCancelConfirm(p)
	if p.Kind == Text && hiddenHint.MatchString(p.Question) {
		p.Kind, p.Default = Password, "" // a field whose hint says what is typed is not shown ("[input is masked]") asks a secret
	}
	switch {
	case p.Kind == Text && formOfItsOwn(s):
		return nil // (a secret asked there is asked: what is typed is hidden)
	case p.Kind == Text && !p.Filter && p.Default == "" && !word.MatchString(p.Question) && !(strings.HasSuffix(p.Question, ":") && strings.ContainsFunc(p.Question, unicode.IsLetter)) && s.AltScreen:
		return nil // a mark alone on a screen of the program's own (ugrep's "?" for help at its help's head) asks nothing; a short label does ("To:")
	case p.Kind == Password:
		p.Question = strings.TrimSpace(hiddenHint.ReplaceAllString(p.Question, ""))
		if m := maskedTail.FindStringIndex(p.Question); m != nil && m[0] > 0 && strings.ContainsAny(p.Question[m[0]-1:m[0]], ":?") {
			p.Question = p.Question[:m[0]] // the program's marks for the keys typed ("password: ****") are no part of it
		}
	case p.Kind == Select && len(p.Options) == 2 && (yesNoPair(p.Options) || buttonsAsked(p)):
		p.Kind = Confirm
	case p.Kind == Text && p.Default == "" && askedSecret.MatchString(p.Question):
		// A question that starts by asking for a secret ("Enter your
		// personal access token. You can create …"), however it ends.
		p.Kind = Password
	}
	if p.Kind == Text || p.Kind == Password {
		p.Question = sentenceMark.ReplaceAllString(p.Question, "$1") // ("… anything else to proceed. >": the mark is where the answer goes)
	}
	if d := p.Default; len(d) >= 3 && (d[0] == '\'' || d[0] == '"') && d[len(d)-1] == d[0] {
		p.Default = d[1 : len(d)-1] // the default in the quotes it is shown in ("(default 'dev')")
	}
	if example.MatchString(p.Default) {
		p.Default = "" // an example shown in the field ("e.g. list js files", "E.g. 1234") is no answer Enter gives
	}
	unpictured(p)
	return p
}

// sentenceMark is a mark for the answer after a sentence's end.
var sentenceMark = regexp.MustCompile(`([.!])\s+[>»›]+$`)

// example is a value that says it is an example.
var example = regexp.MustCompile(`(?i)^(e\.\s?g\.|eg[.:]|for example\b|example:|ex:)`)

// unpictured takes the picture off every option's label where each
// starts with one and a blank ("✅ Yes", "📝 Edit", "❌ Cancel"): it
// dresses the options, it names none of them.
func unpictured(p *Prompt) {
	if len(p.Options) < 2 {
		return
	}
	for _, o := range p.Options {
		r, n := utf8.DecodeRuneInString(o.Label)
		if !pictograph(r) || !strings.HasPrefix(o.Label[n:], " ") {
			return
		}
	}
	for i := range p.Options {
		_, n := utf8.DecodeRuneInString(p.Options[i].Label)
		p.Options[i].Label = strings.TrimSpace(p.Options[i].Label[n:])
	}
}

// screenPrompt tries each family of prompt a program that is not an editor
// may draw, most specific first. Boxes, fzf's list, the prompt libraries'
// widgets and menus of a program's own act on each key, so they are looked
// for only while the terminal is in raw mode (keys), which a program
// reading lines, such as cat printing a file, is not.
func screenPrompt(s *grid, r Result, keys bool) *Prompt {
	if p := keyedAnswersPrompt(s); p != nil {
		return p
	}
	if keys {
		for _, find := range []func(*grid) *Prompt{defaultUnder, boxPrompt, labelledBox, fzfPrompt, finderPrompt, filterOverList, widgetPrompt, textArea, fieldPrompt, blankField, buttonPrompt, pointedAnswers, dropDown, tallDropdown, droppedList, barMenu, radioGroup, keyNamedQuestion, centredMenu, highlightedList, titledBox, barredChoices, rowChoices, cursorEntry, keyedMenu, pointedList, barredList, hintedList, focusedField, underscoredField, fillField, framedDrop, bracketField, keyLegend, toldAtFoot, keySentences, shortcutBar, boldKeys, boxedButtons, markedFieldOverHint, yesNoUnder, askedOverFoot, dialogField, inputUnderLabel, rowOfChoices, fieldUnderTitle} {
			if p := find(s); p != nil {
				return p
			}
		}
	}
	if p := numberedPrompt(s); p != nil {
		return p
	}
	if p := codedMenu(s); p != nil {
		return p
	}
	if p := settingsMenu(s); p != nil {
		return p
	}
	if r.Mode == Question {
		if p := secretLine(s); keys && p != nil && maskedAtCursor(s) {
			// A secret typed so far, masked up to the cursor, after its
			// label ("prompt: database password:  *******"): no value
			// typed in a field, whatever label stands before it.
			return p
		}
		if p := defaultUnder(s); p != nil {
			return p
		}
		if p := labelUnderDefault(s); p != nil {
			return p
		}
		if p := linePrompt(s); p != nil {
			return p
		}
		if p := echoQuestion(s); p != nil {
			return p
		}
		// A value typed after its label, edited by the program (raw
		// mode) or echoed by the kernel as it is typed.
		if p := typedField(s); p != nil {
			return p
		}
	}
	if keys {
		if p := secretLine(s); p != nil {
			return p
		}
		if p := keysUnder(s); p != nil {
			return p
		}
		if p := cycledChoice(s); p != nil {
			return p
		}
		if p := footBarAsksKey(s); p != nil {
			return p
		}
		if p := listPrompt(s); p != nil {
			return p
		}
		if s.AltScreen {
			// A field on a screen of the program's own (a form), empty
			// or with a value typed or given in it already (pal's
			// "Filename: ~/.pal/", the cursor at its end).
			if p := labelledField(s); p != nil {
				return p
			}
			if p := valueUnderQuestion(s); p != nil {
				return p
			}
			if a := askedAbove(s, s.Cursor.Row); word.MatchString(a) || s.Cursor.Row == len(s.Lines)-1 {
				// (Under the row that asks for it, or on the screen's last
				// row, where a full-screen program asks for a line: "Search
				// backwards for string: ". A value printed after a label
				// elsewhere, a dashboard's "queue depth: 3", asks nothing.)
				return typedField(s)
			}
		}
	}
	return nil
}

// Cells of a row.

// grid is a snapshot with the cells of its rows, split once for all the
// readers of one Classify (a row is split when first asked for).
type grid struct {
	emulator.Snapshot
	split [][]cell
}

// cells returns the characters of a row with their columns.
func (s *grid) cells(row int) []cell {
	if s.split == nil {
		s.split = make([][]cell, len(s.Lines))
	}
	if s.split[row] == nil {
		s.split[row] = cellsOf(s.Lines[row])
	}
	return s.split[row]
}

// cell is one character of a row and the cell column it starts at.
type cell struct {
	s   string
	col int
}

// cellsOf splits a rendered line into its characters with their columns: a
// wide character covers two cells, as on the screen.
func cellsOf(line string) []cell {
	out := make([]cell, 0, len(line))
	ascii := true
	for i := 0; i < len(line) && ascii; i++ {
		ascii = line[i] >= 0x20 && line[i] < 0x7f
	}
	if ascii {
		for i := 0; i < len(line); i++ {
			out = append(out, cell{line[i : i+1], i})
		}
		return out
	}
	col, state := 0, -1
	for line != "" {
		var c string
		var w int
		c, line, w, state = uniseg.FirstGraphemeClusterInString(line, state)
		out = append(out, cell{c, col})
		col += max(w, 1)
	}
	return out
}

// textIn returns the text of row between two columns, trimmed.
func textIn(cs []cell, from, to int) string {
	var b strings.Builder
	for _, c := range cs {
		if c.col >= from && c.col < to {
			b.WriteString(c.s)
		}
	}
	return strings.TrimSpace(b.String())
}

// colOf returns the column of the first non-space cell at or after from, or
// -1.
func firstCol(cs []cell, from, to int) int {
	for _, c := range cs {
		if c.col >= from && c.col < to && c.s != " " {
			return c.col
		}
	}
	return -1
}

func boolp(b bool) *bool { return &b }

// collapse trims s and folds runs of spaces into one.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// commandLine is a row where a shell took a command: its prompt, a place
// and a mark (shellMark's shape) or a bare "$", then the command.
var commandLine = regexp.MustCompile(`^((\(\S+\) )?\[?([\w.-]+@[\w.-]+([: ]\S*)?|[\w.-]+:[~/]\S*|[~/]\S*)\]? ?[$#%]|\$) \S`)

// belowCommandLine is the screen with the rows blank down to the last
// row above the cursor where a shell took a command (`$ npx create-app`):
// what is above is the shell's, not the program's it started, whose
// question and list begin under it. A row that starts with a prompt the
// agent typed a line at, while the program ran, is the program's own
// (a device's "vyos@vyos:~$ configure").
func belowCommandLine(s emulator.Snapshot, f Facts) emulator.Snapshot {
	last := -1
	for r := 0; r < s.Cursor.Row && r < len(s.Lines); r++ {
		if commandLine.MatchString(s.Lines[r]) && !answeredAt(strings.TrimSpace(s.Lines[r]), f) {
			last = r
		}
	}
	if last < 0 {
		return s
	}
	lines := slices.Clone(s.Lines)
	for r := 0; r <= last; r++ {
		lines[r] = ""
	}
	var runs []emulator.Run
	for _, run := range s.Runs {
		if run.Row > last {
			runs = append(runs, run)
		}
	}
	s.Lines, s.Runs = lines, runs
	return s
}

// hiddenHint is a hint that what is typed is not shown.
var hiddenHint = regexp.MustCompile(`(?i)\s*[\[(](input is (?:hidden|masked)|hidden|masked|not echoed|typing is hidden)[\])]`)

// markedFieldOverHint reads a field of marks alone under a title, a hint
// under it saying Enter submits (mprocs' "Add process" box: "> " over
// "<Enter> Submit  <Esc> Cancel"): the cursor waits after the marks,
// the title says what to type.
func markedFieldOverHint(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) {
		return nil
	}
	before, after := cutAtWidth(s.Lines[c.Row], c.Col)
	if !marksOnly(before) || strings.TrimSpace(after) != "" {
		return nil
	}
	t := ""
	for r := c.Row - 1; r >= 0 && r >= c.Row-2 && t == ""; r-- {
		t = strings.TrimSpace(s.Lines[r])
	}
	hinted := false
	for r := c.Row + 1; r < len(s.Lines) && r <= c.Row+3 && !hinted; r++ {
		hinted = enterSubmits.MatchString(s.Lines[r])
	}
	if !hinted || !title(t) || strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") {
		return nil // (a question or a label ending so is read as one elsewhere)
	}
	return textPrompt(t, "")
}

// enterSubmits is a hint that Enter submits what is typed: "<Enter>
// Submit", "enter: confirm", "⏎ Add".
var enterSubmits = regexp.MustCompile(`(?i)(?:<enter>|\benter\b|\breturn\b|⏎|↵)\s*:?\s*(?:to\s+)?(?:submit|confirm|accept|ok|add|create|save|send|apply)\b`)

// keyLegend reads a speller's question: on the cursor's row, three keys
// or more each written inside its word ("R)epl A)ccept I)nsert …
// e(X)it"), and over it the numbered words it offers ("0: sataa", "1:
// saattaa"): a choice of the numbers and the keys.
func keyLegend(s *grid) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 1 || c.Row >= len(s.Lines) {
		return nil
	}
	legend := s.Lines[c.Row]
	keys := keyInWord.FindAllStringSubmatch(legend, -1)
	if len(keys) < 3 {
		return nil
	}
	p := &Prompt{Kind: Choice, Question: strings.TrimSpace(keyInWord.Split(legend, 2)[0])}
	r := c.Row - 1
	for r >= 0 && strings.TrimSpace(s.Lines[r]) == "" {
		r--
	}
	for ; r >= 0; r-- {
		m := offeredWord.FindStringSubmatch(s.Lines[r])
		if m == nil {
			break
		}
		p.Options = append([]Option{{Label: m[2], Key: m[1]}}, p.Options...)
	}
	if len(p.Options) == 0 {
		return nil // (a key bar with no words offered is the program's own)
	}
	for _, k := range keys {
		p.Options = append(p.Options, Option{Label: k[1] + k[2] + k[3], Key: k[2]})
	}
	return p
}

var (
	// keyInWord is a key written inside its word, in a parenthesis after
	// it or around it: "R)epl", "e(X)it".
	keyInWord = regexp.MustCompile(`(?:^|\s)([a-z]*)\(?([A-Za-z])\)([a-z]+)\b`)
	// offeredWord is a word offered under a number: " 0: sataa".
	offeredWord = regexp.MustCompile(`^\s*(\d{1,2}):\s+(\S+)\s*$`)
)

// asksOutright reports whether a question asks in its words: it ends in
// a question mark or a colon, or starts by asking ("Choose a mirror").
func asksOutright(q string) bool {
	q = strings.TrimSpace(q)
	return strings.HasSuffix(q, "?") || strings.HasSuffix(q, ":") || askingVerb.MatchString(q)
}
