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

// Mode is what kind of program is in front.
type Mode string

// The modes.
const (
	Shell          Mode = "shell"
	Editor         Mode = "editor"
	Pager          Mode = "pager"
	PasswordPrompt Mode = "password_prompt"
	REPL           Mode = "repl"
	Question       Mode = "question"
	TUI            Mode = "tui"    // a full-screen program that is none of the above: top, htop, a dashboard
	Exited         Mode = "exited" // the session's process has ended
	Unknown        Mode = "unknown"
)

// All lists every mode, for schemas and checks.
var All = []Mode{Shell, Editor, Pager, PasswordPrompt, REPL, Question, TUI, Exited, Unknown}

// Facts are what the kernel says about the terminal's foreground.
type Facts struct {
	Program   string   // name of the foreground program ("vim"), "" when unknown
	Args      []string // its arguments after the program name
	Echo      bool     // termios ECHO is on
	Canonical bool     // termios ICANON is on (line-at-a-time input)
	Waiting   bool     // the foreground is blocked reading the terminal
	Stopped   bool     // the foreground job is stopped (SIGSTOP, SIGTSTP)
	// RunsJobs is set when the program ignores SIGTSTP and SIGTTOU, as a
	// shell with job control does (POSIX): the kernel tells a shell no
	// table names from a REPL, which lets them stop it.
	RunsJobs bool `json:",omitempty"`
	Exited   bool // the session's process has ended
	// Relay is set when the foreground program relays to programs the kernel
	// cannot see (ssh, docker exec, kubectl exec…): the mode then comes from
	// the screen alone.
	Relay bool
	// Command is the command line a shell runs now, when its shell
	// integration marks say so (a command started, not yet ended); "" at
	// its prompt and for other sessions.
	Command string
	// Submitted are the prompts the lines the agent submitted began at
	// (the text left of the cursor when it started typing each line),
	// oldest first, the last few: a program whose prompt began earlier
	// lines too reads lines in a loop (a REPL); a question is asked once.
	Submitted []string `json:",omitempty"`
	// Typing is set while the agent types text (keys sent, no Enter, Tab
	// or move since), and TypedFrom is the text that was left of the
	// cursor at its first key: on the cursor's row, what follows that
	// text up to the cursor was typed, not offered by the program.
	Typing    bool   `json:",omitempty"`
	TypedFrom string `json:",omitempty"`
	// Files are the heads of the regular files named in Args, as the
	// session read them: a screen that shows one shows what the program
	// was given (an editor's text, a pager's).
	Files []FileHead `json:",omitempty"`
	// Began is the mode the session read on the first screen the
	// process in front drew of its own kind (editor, pager or tui),
	// waiting for input, as the agent was given it; "" before one, and
	// when another process is in front: what the program showed itself
	// to be. An editor showing its help or its search line is still the
	// editor.
	Began Mode `json:",omitempty"`
}

// Result is a mode with the reason for it, and the prompt on the screen
// when the program waits for an answer to a question, menu or form.
type Result struct {
	Mode   Mode
	Detail string
	Prompt *Prompt
	// byBehaviour: the mode was read from what the program does, no
	// table naming it; a REPL so read shows no menu but a numbered one.
	byBehaviour bool
}

// Classify decides the mode from a screen and the kernel's facts, and reads
// the prompt the program shows (see [Prompt]). A program that is no known
// kind and shows a prompt is asking a question.
//
// A question is always read: the mode is question only with a prompt that
// answer_prompt can take, and a line that looked like a question but reads
// as none leaves the program the mode of its kind.
func Classify(s emulator.Snapshot, f Facts) Result {
	r := inFrame(s, f)
	for _, again := range rereadings {
		if ar, ok := again(s, f, r); ok {
			chevronOff(ar.Prompt)
			return ar
		}
	}
	typedNotOffered(r.Prompt, s, f)
	chevronOff(r.Prompt)
	askedOverList(r.Prompt, s)
	return r
}

// askedOverList gives a list whose prompt is marks alone (bash's select
// at "#? ") or nothing the question asked over its entries: the nearest
// row above them that asks (ending in a question mark or a colon, or
// starting with a verb that asks: "Select a platform branch."), eight
// rows up at most, across rules and notes (netmaker's "Would you like to
// use your own domain …?" over a note and a rule of dashes), not across
// a blank row.
func askedOverList(p *Prompt, s emulator.Snapshot) {
	if p == nil || len(p.Options) < 2 || strings.ContainsFunc(p.Question, unicode.IsLetter) {
		return
	}
	top := p.Options[0].Row
	for r := top - 1; r >= 0 && r >= top-8 && r < len(s.Lines); r-- {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			return
		}
		if strings.ContainsFunc(t, unicode.IsLetter) && (strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") || askingVerb.MatchString(t)) {
			p.Question = t
			return
		}
	}
}

// rereadings read the screen again, in order, where the first reading (r)
// may have been misled by what the agent did to it or by what stands at
// its foot; the first that reads it decides.
var rereadings = []func(s emulator.Snapshot, f Facts, r Result) (Result, bool){
	editedAgain, unmarkedAgain, untypedAgain, completedAgain, spinnerAgain, maskedAgain, statusAskedAgain, keysAskedAgain, keptAgain, hintedAgain, dottedAgain, underWayAgain,
}

// underWayAgain reads a screen of the program's own, read as a
// full-screen program's with no prompt, that shows only what it is
// doing: a few rows of words (eight at most, frames, a title bar and a
// progress bar aside), one of them starting with what is under way
// ("Connecting...", "Loading.", "Installing package 1 of 140: COMMAND",
// "Scanning drive C:"), nothing set apart but bars across the screen's
// first or last row: the program at its work, asking nothing and
// showing nothing of its own yet (a splash while it connects, a copy's
// progress box). A person says it works; the kernel says whether it
// waits.
func underWayAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if r.Mode != TUI || r.Prompt != nil || !s.AltScreen || s.Cursor.Visible && s.Cursor.Row < len(s.Lines) && strings.TrimSpace(s.Lines[s.Cursor.Row]) != "" && !workNamed.MatchString(strings.TrimSpace(strings.Trim(s.Lines[s.Cursor.Row], lineGlyphs))) {
		return r, false
	}
	if doing, ok := progressBox(&grid{Snapshot: s}); ok {
		return Result{Mode: Unknown, Detail: programName(f.Program) + " at work (" + doing + ")"}, true
	}
	said, doing := 0, ""
	for row, l := range s.Lines {
		t := strings.TrimSpace(strings.Trim(strings.TrimSpace(l), lineGlyphs+"░▒▓█"))
		if !strings.ContainsFunc(t, unicode.IsLetter) {
			continue
		}
		if row == 0 || row == len(s.Lines)-1 {
			continue // (a title or a status bar)
		}
		said++
		if doing == "" && workNamed.MatchString(t) {
			doing = t
		}
	}
	if doing == "" || said > 8 || slices.ContainsFunc(Highlights(s), func(h Highlight) bool { return h.Row > 0 && h.Row < len(s.Lines)-1 }) {
		return r, false
	}
	return Result{Mode: Unknown, Detail: programName(f.Program) + " at work (" + doing + ")"}, true
}

// progressBox reads a box drawn over the program's screen (overlaid)
// that shows a task's progress (a bar of six cells or more, or a share in percent)
// and names the task, in its title or at the start of a row inside
// ("Copying the file", "Testing: C:\COMMAND.COM", "Reading..."): what
// is under way.
func progressBox(g *grid) (string, bool) {
	b, ok := overlaid(g)
	if !ok {
		return "", false
	}
	bar, doing := false, ""
	if t := strings.TrimSpace(titleOf(g, b)); workNamed.MatchString(t) {
		doing = t
	}
	for r := b.top + 1; r < b.bottom; r++ {
		t := strings.TrimSpace(textIn(g.cells(r), b.left+1, b.right))
		bar = bar || progressBar.MatchString(t) || percentCell.MatchString(t)
		if doing == "" && workNamed.MatchString(t) {
			doing = t
		}
	}
	return doing, bar && doing != ""
}

// workNamed is a row that starts by saying what is under way: a verb in
// its -ing form (a few that programs say as they work), or "Please
// wait". (Narrower than doing, which any capital -ing word matches,
// "Warning" too: here the word alone decides the screen.)
var workNamed = regexp.MustCompile(`(?i)^(?:connecting|loading|installing|copying|scanning|testing|syncing|synchroni[sz]ing|deploying|downloading|uploading|updating|upgrading|thinking|working|wiping|formatting|checking|starting|initiali[sz]ing|preparing|extracting|verifying|building|compiling|fetching|reading|writing|saving|processing|please wait)\b`)

// dottedAgain reads a label that asks, ending in dots where a colon
// would stand ("Choose an option from the menu... ", kafo's, the cursor
// after it), as ending in its colon; the question keeps its dots.
func dottedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	typed := ""
	if u, ok := untyped(s, f); ok {
		s, typed = u, typedText(s, f) // (as it was asked, before the agent typed)
	}
	c := s.Cursor
	if !unread(r) || !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return r, false
	}
	before, after := cutAtWidth(s.Lines[c.Row], c.Col)
	left := strings.TrimRight(before, " ")
	label, dotted := strings.CutSuffix(left, "...")
	if !dotted {
		label, dotted = strings.CutSuffix(left, "…")
	}
	if !dotted || strings.TrimSpace(after) != "" || !askingVerb.MatchString(strings.TrimSpace(label)) {
		return r, false
	}
	lines := slices.Clone(s.Lines)
	lines[c.Row] = label + ":"
	d := s
	d.Lines = lines
	d.Cursor.Col = uniseg.StringWidth(label) + 2
	dr := inFrame(d, f)
	if dr.Prompt == nil {
		return r, false
	}
	if dr.Prompt.Question == strings.TrimSpace(label)+":" {
		dr.Prompt.Question = strings.TrimSpace(left)
	}
	if typed != "" {
		dr.Prompt.Value = typed
	}
	return dr, true
}

// unread reports whether a reading found no prompt, and no mode of its
// own kind.
func unread(r Result) bool {
	return r.Prompt == nil && (r.Mode == Unknown || r.Mode == TUI)
}

// editedAgain reads a line being edited at a prompt the agent submitted
// lines at, the cursor moved back into it, as with the cursor at its
// end.
func editedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	e, ok := editedLine(s, f)
	if !ok || r.Mode == REPL {
		return r, false
	}
	er := inFrame(e, f)
	return er, er.Mode == REPL
}

// unmarkedAgain reads a field's mark after its label ("Passphrase: >",
// a text input's prompt drawn after the form's label) without the
// mark: a field of that label.
func unmarkedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	m, ok := markAfterLabel(s)
	if !ok || !unread(r) {
		return r, false
	}
	mr := inFrame(m, f)
	return mr, mr.Prompt != nil && (mr.Prompt.Kind == Text || mr.Prompt.Kind == Password)
}

// untypedAgain reads the screen as it stood when the agent began
// typing (untyped): a field or a REPL's line it drew itself, or keys a
// question names, what was typed their value.
func untypedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	before, ok := untyped(s, f)
	atLoop := r.Mode == REPL && r.Prompt == nil
	if !ok || !(unread(r) || atLoop || r.Prompt != nil && r.Prompt.Kind == Text) {
		return r, false
	}
	b := inFrame(before, f)
	switch {
	case atLoop && b.Mode == Question && b.Prompt != nil:
		// What was typed after a question's prompt of marks (Symfony's
		// " > 1" under "Select project language [php]:" and its list),
		// read as a REPL's line since the marks began lines before: the
		// question as it was asked, what was typed its value.
		b.Prompt.Value = typedText(s, f)
		return b, true
	case unread(r) && b.Prompt != nil && (b.Prompt.Kind == Text || b.Prompt.Kind == Password):
		b.Prompt.Value = typedText(s, f)
		return b, true
	case unread(r) && b.Prompt == nil && b.Mode == REPL:
		return b, true // a line typed at a REPL's prompt it draws itself
	case b.Prompt != nil && (b.Prompt.Kind == Confirm || b.Prompt.Kind == Choice || b.Prompt.Kind == Select && keyedOptions(b.Prompt.Options)):
		// A key typed after a question's keys ("Continue restore?
		// (y/n)y") or at a numbered list's prompt ("Selection: 1"
		// under "[ 0 ] …", "[ 1 ] …"), read with them as a field's
		// default or as nothing: the question as it was asked, the
		// key its value.
		b.Prompt.Value = typedText(s, f)
		return b, true
	}
	return r, false
}

// spinnerAgain reads a spinner's frame before words saying what is
// under way on the last row with text, where the cursor is or hidden
// ("⠇ Deploying relay-api... building (1s)" under the answered
// question), or, hidden, over an agent's input box and status row: the
// program is at its work, asking nothing (its message box read as a
// REPL's prompt waits for the work to end).
func spinnerAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	t, ok := spinnerAtFoot(s)
	if !ok || !(unread(r) || r.Mode == REPL && !s.Cursor.Visible || r.Mode == Question && r.Prompt != nil && (r.Prompt.Kind == Text || spinnerListed(r.Prompt, t))) {
		return r, false
	}
	return Result{Mode: Unknown, Detail: programName(f.Program) + " at work (" + t + ")"}, true
}

// clearSecret reads a password the agent is typing where the terminal
// echoes it (canonical mode, echo on): the cursor at the end of the last
// row with text, `Password: tr0ub4dor`, a label naming a password, a
// passphrase or a passcode before the colon. The prompt holds the label
// alone: nothing typed as a secret appears in it.
func clearSecret(s emulator.Snapshot, f Facts) *Prompt {
	if !f.Typing || !f.Canonical || !f.Echo || !f.Waiting || s.AltScreen {
		return nil
	}
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) || rowsWithText(s.Lines[row+1:]) > 0 {
		return nil
	}
	line := strings.TrimRight(s.Lines[row], " ")
	label, typed, ok := strings.Cut(strings.TrimSpace(line), ": ")
	if !ok || strings.TrimSpace(typed) == "" || uniseg.StringWidth(line) != s.Cursor.Col || !passwordWord.MatchString(label) || len(strings.Fields(label)) > 4 {
		return nil
	}
	return &Prompt{Kind: Password, Question: label + ":"}
}

// spinnerListed reports whether a list read on the screen holds the
// spinner's own row among its options (the agent's request and "⠋
// Thinking..." read under its hint row): no list.
func spinnerListed(p *Prompt, words string) bool {
	return (p.Kind == Select || p.Kind == Multiselect) && slices.ContainsFunc(p.Options, func(o Option) bool { return strings.Contains(o.Label, words) })
}

// maskedAgain reads a secret typed so far, masked up to the cursor,
// where nothing else was read.
func maskedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if r.Mode == REPL && r.Prompt == nil {
		if p := maskedSecret(s); p != nil {
			// (A mask typed after a field's mark, "> ************",
			// read as a REPL's line at its prompt: a secret asked.)
			return Result{Mode: PasswordPrompt, Detail: "a secret typed so far, masked up to the cursor", Prompt: p}, true
		}
	}
	if !unread(r) {
		return r, false
	}
	if p := clearSecret(s, f); p != nil {
		return Result{Mode: PasswordPrompt, Detail: "a secret being typed where the terminal echoes it", Prompt: p}, true
	}
	if p := maskedSecret(s); p != nil {
		return Result{Mode: PasswordPrompt, Detail: "a secret typed so far, masked up to the cursor", Prompt: p}, true
	}
	if p := dottedSecret(s); p != nil {
		return Result{Mode: PasswordPrompt, Detail: "a secret's field after its label's dots", Prompt: p}, true
	}
	return r, false
}

// dottedSecret reads a field whose label names a secret and leads to it
// with dots ("Password  . . . . . . . . . . ." on a sign-on screen), the
// cursor shown after the dots on that row with nothing after it: a
// password asked, what is typed not shown.
func dottedSecret(s emulator.Snapshot) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return nil
	}
	row := s.Lines[c.Row]
	m := dottedLabel.FindStringSubmatchIndex(row)
	if m == nil || uniseg.StringWidth(row[:m[1]]) > c.Col || strings.TrimSpace(textIn(cellsOf(row), c.Col, s.Cols)) != "" {
		return nil
	}
	label := strings.TrimSpace(row[m[2]:m[3]])
	if !secretWord.MatchString(label) {
		return nil
	}
	return &Prompt{Kind: Password, Question: label}
}

// dottedLabel is a field's label and the dots leading from it to the
// field: "Password  . . . . . . . . .", "Password.......:".
var dottedLabel = regexp.MustCompile(`^\s*(\pL[\pL /'-]{0,40}?)\s*(?:\.\s?){3,}:?`)

// spinnerAtFoot is the words after a spinner's frame (a braille
// pattern, or a quarter-filled circle) on the last row with text, where
// they say what is under way ("Deploying relay-api... building (1s)",
// "Thinking… (0s · esc to interrupt)": an ellipsis or a count of
// seconds) and ask nothing, the cursor on that row or hidden.
func spinnerAtFoot(s emulator.Snapshot) (string, bool) {
	last := len(s.Lines) - 1
	for last >= 0 && strings.TrimSpace(s.Lines[last]) == "" {
		last--
	}
	if last < 0 {
		return "", false
	}
	if s.Cursor.Visible {
		if s.Cursor.Row != last {
			return "", false
		}
		return spinnerRow(s.Lines[last])
	}
	// The cursor hidden, the spinner's row may stand over the input box
	// an agent keeps drawn while it works, and its status row ("⠋
	// Counting electrons... (esc to cancel, 0s)" over "│ >   Type your
	// message"): the last of the rows with text, six at most.
	for r, n := last, 0; r >= 0 && n < 6; r-- {
		if strings.TrimSpace(s.Lines[r]) == "" {
			continue
		}
		n++
		if t, ok := spinnerRow(s.Lines[r]); ok {
			return t, true
		}
	}
	return "", false
}

// spinnerRow is the words after a spinner's frame that starts row, where
// they say what is under way (an ellipsis, a count of seconds, a
// progress bar, a first word naming what is being done) and ask
// nothing.
func spinnerRow(row string) (string, bool) {
	t := strings.TrimSpace(row)
	r, n := utf8.DecodeRuneInString(t)
	ascii := strings.ContainsRune(`-\|/`, r)
	if !(r >= 0x2801 && r <= 0x28FF || strings.ContainsRune("◐◓◑◒", r) || ascii) || !strings.HasPrefix(t[n:], " ") {
		return "", false
	}
	rest := strings.TrimSpace(t[n:])
	q := parseQuestion(rest)
	busy := underWay.MatchString(rest) || progressBar.MatchString(rest) || doing.MatchString(rest)
	if ascii {
		// A frame drawn in ASCII ("- Thinking...", the next frame "\\"):
		// a bullet's dash too, so only before a doing word and an
		// ellipsis.
		busy = doing.MatchString(rest) && ellipsis.MatchString(rest)
	}
	if !busy || pressEnter.MatchString(rest) || q != nil && q.Kind != Text || strings.HasSuffix(rest, "?") || strings.HasSuffix(rest, ":") {
		return "", false
	}
	return rest, true
}

// doing is a row's first word naming what is being done:
// "Installing Gateway service", "Thinking...".
var doing = regexp.MustCompile(`^\p{Lu}\p{Ll}+ing\b`)

// ellipsis is an ellipsis at the end of words: "Thinking...".
var ellipsis = regexp.MustCompile(`(\.\.\.|…)\s*$`)

// progressBar is a bar drawn across cells to show how far a task has
// gone: six cells or more of heavy rules or blocks ("━━━━━━━━",
// "████░░░░").
var progressBar = regexp.MustCompile(`[━█▓▒░▰▱■]{6,}`)

// underWay is words that say a task is under way: an ellipsis, or a
// count of the seconds it has taken after a parenthesis or a middle dot
// ("(1s", "· 0s").
var underWay = regexp.MustCompile(`(\.\.\.|…)|[(·]\s*\d+(\.\d+)?s\b`)

// keyedOptions reports whether every option has a key to type: a
// numbered list answered at a prompt under it.
func keyedOptions(opts []Option) bool {
	return len(opts) > 0 && !slices.ContainsFunc(opts, func(o Option) bool { return o.Key == "" })
}

// maskedSecret reads a secret typed so far, on any screen: the cursor
// right after a mask ("*******") after a label that names a secret
// (passepartui's "Passphrase: *******" in its unlock box, over its
// keys' hint), nothing after the cursor on its row but a frame's side.
func maskedSecret(s emulator.Snapshot) *Prompt {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return nil
	}
	before, after := cutAtWidth(s.Lines[c.Row], c.Col)
	if strings.Trim(after, " │┃║") != "" {
		return nil
	}
	line := strings.TrimLeft(strings.TrimRight(before, " "), " │┃║")
	m := maskedTail.FindStringIndex(line)
	if m == nil || m[0] == 0 || uniseg.StringWidth(strings.TrimRight(before, " ")) != c.Col {
		return nil
	}
	label := line[:m[0]]
	if i := strings.LastIndexAny(label, "│┃║"); i >= 0 {
		label = label[i:] // (what stands left of the box the field is in is none of it)
		_, n := utf8.DecodeRuneInString(label)
		label = label[n:]
	}
	label = strings.TrimSpace(label)
	label = withoutMark(label) // (a field's mark between it and the mask: "Passphrase: > *********")
	if (label == "" || marksOnly(label)) && c.Row > 0 {
		// A field's mark alone before the mask, the secret named on
		// the row above ("Registry API token (leave empty for none)"
		// over "> ************").
		above := strings.TrimSpace(s.Lines[c.Row-1])
		if secretWord.MatchString(above) {
			return &Prompt{Kind: Password, Question: strings.TrimSpace(trailingParens.ReplaceAllString(above, ""))}
		}
	}
	if !secretWord.MatchString(label) || !strings.HasSuffix(label, ":") {
		return nil
	}
	return &Prompt{Kind: Password, Question: label}
}

// trailingParens is a note in parentheses ending a row: " (leave empty
// for none)".
var trailingParens = regexp.MustCompile(`\s*\([^()]*\)\s*$`)

// labelThenMark is a label ending in a colon, then a field's mark:
// "Passphrase: >".
var labelThenMark = regexp.MustCompile(`\pL[^:]*:\s*[>»›❯]\s*$`)

// withoutMark is a label without the field's mark after its colon
// (labelThenMark: "Passphrase: >" is "Passphrase:"), or the label as it
// stands.
func withoutMark(label string) string {
	if !labelThenMark.MatchString(label) {
		return label
	}
	t := strings.TrimRight(label, " ")
	_, size := utf8.DecodeLastRuneInString(t)
	return strings.TrimRight(t[:len(t)-size], " ")
}

// markAfterLabel is the screen with a field's mark after a label (the
// cursor right after it, nothing right of it) blanked, the cursor a
// blank after the label's colon.
func markAfterLabel(s emulator.Snapshot) (emulator.Snapshot, bool) {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return s, false
	}
	before, after := cutAtWidth(s.Lines[c.Row], c.Col)
	left := strings.TrimRight(before, " ")
	if strings.Trim(after, " │┃║") != "" || !labelThenMark.MatchString(left) {
		return s, false
	}
	kept := withoutMark(left)
	lines := slices.Clone(s.Lines)
	lines[c.Row] = kept + strings.Repeat(" ", uniseg.StringWidth(before)-uniseg.StringWidth(kept)) + after
	out := s
	out.Lines = lines
	out.Cursor.Col = uniseg.StringWidth(kept) + 1
	return out, true
}

// editedLine is the screen with the cursor at the end of the line it
// stands in, where a program editing its line itself (raw mode) shows a
// prompt the agent submitted lines at, then a line, the cursor moved
// back into that line (notes-shell's "notes> add Dock door 3 sticks",
// the cursor two cells from its end), nothing under it.
func editedLine(s emulator.Snapshot, f Facts) (emulator.Snapshot, bool) {
	c := s.Cursor
	if f.Canonical || !f.Waiting || !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) || textBelow(s, c.Row) {
		return s, false
	}
	line := strings.TrimRight(s.Lines[c.Row], " ")
	end := uniseg.StringWidth(line)
	if end <= c.Col {
		return s, false
	}
	for _, sub := range f.Submitted {
		sub = strings.TrimRight(sub, " ")
		if strings.TrimSpace(sub) != "" && strings.HasPrefix(line, sub+" ") && c.Col > uniseg.StringWidth(sub) {
			out := s
			out.Cursor.Col = end
			return out, true
		}
	}
	return s, false
}

// untyped is the screen as it stood when the agent began typing, as far
// as its cursor's row tells: what follows Facts.TypedFrom up to the
// cursor blanked and the cursor back after TypedFrom. A program that
// draws the keys it reads itself (raw, no echo) shows them after its
// field's label ("› Name: Anna Berg"); they are the agent's, not the
// program's words, and the field is read as it was asked (a REPL's
// prompt too: "server> kick ada", begun at "server>").
func untyped(s emulator.Snapshot, f Facts) (emulator.Snapshot, bool) {
	c := s.Cursor
	if w, ok := untypedWrapped(s, f); ok {
		return w, true
	}
	typed := typedText(s, f)
	if typed == "" {
		return s, false
	}
	line := s.Lines[c.Row]
	before, after := cutAtWidth(line, c.Col)
	if strings.TrimSpace(after) != "" {
		return s, false
	}
	w := uniseg.StringWidth(typed)
	kept := strings.TrimSuffix(strings.TrimRight(before, " "), typed)
	lines := slices.Clone(s.Lines)
	lines[c.Row] = strings.TrimRight(kept, " ")
	out := s
	out.Lines = lines
	out.Cursor.Col = max(c.Col-w, uniseg.StringWidth(strings.TrimRight(kept, " ")))
	var runs []emulator.Run
	for _, r := range s.Runs {
		if r.Row == c.Row && r.Col >= out.Cursor.Col {
			continue
		}
		runs = append(runs, r)
	}
	out.Runs = runs
	return out, true
}

// completedAgain reads a screen where the agent types at a prompt and
// the program drew a list of completions right under the line, each row
// of it on a background of its own (go-prompt's, prompt_toolkit's menu:
// steampipe's tables under "> select name, region from aws_s3"): the
// screen as it is without the list, read as a REPL's or a shell's line
// being typed; the list is no question the program asks.
func completedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if !f.Typing || r.Mode != Question || typedText(s, f) == "" {
		return r, false
	}
	bare, ok := withoutCompletions(s)
	if !ok {
		return r, false
	}
	if b := inFrame(bare, f); b.Mode == REPL || b.Mode == Shell {
		return b, true
	}
	return r, false
}

// withoutCompletions is the screen with the rows right under the
// cursor's blanked where they are a list drawn over it: each starting
// right of the screen's first column, at the cursor's column or left of
// it, every cell of it with text on a background of its own, nothing
// under them.
func withoutCompletions(s emulator.Snapshot) (emulator.Snapshot, bool) {
	c := s.Cursor
	if !c.Visible || c.Row < 0 || c.Row+1 >= len(s.Lines) {
		return s, false
	}
	end := c.Row + 1
	for end < len(s.Lines) && strings.TrimSpace(s.Lines[end]) != "" {
		cs := cellsOf(s.Lines[end])
		first := firstCol(cs, 0, s.Cols)
		if first < 1 || first > c.Col || slices.ContainsFunc(cs, func(x cell) bool { return strings.TrimSpace(x.s) != "" && !onBackground(s, end, x.col) }) {
			return s, false
		}
		end++
	}
	if end == c.Row+1 || textBelow(s, end-1) {
		return s, false
	}
	out := s
	out.Lines = slices.Clone(s.Lines)
	for r := c.Row + 1; r < end; r++ {
		out.Lines[r] = ""
	}
	out.Runs = slices.DeleteFunc(slices.Clone(s.Runs), func(run emulator.Run) bool { return run.Row > c.Row && run.Row < end })
	return out, true
}

// onBackground reports whether the cell at row, col is drawn on a
// background of its own.
func onBackground(s emulator.Snapshot, row, col int) bool {
	return s.LookAt(row, col).Bg != ""
}

// untypedWrapped is untyped where what the agent typed ran past the
// row it began on, the terminal carrying it onto the cursor's row
// (netmaker's "…points to 203.0.113.10 first): n" over "m.example.com"):
// that row as Facts.TypedFrom left it, the cursor after it, and the
// cursor's row blank.
func untypedWrapped(s emulator.Snapshot, f Facts) (emulator.Snapshot, bool) {
	c := s.Cursor
	from := strings.TrimRight(f.TypedFrom, " ")
	if !f.Typing || from == "" || c.Row < 1 || c.Row >= len(s.Lines) || strings.HasPrefix(s.Lines[c.Row], from) || !carried(s, c.Row-1) || !strings.HasPrefix(s.Lines[c.Row-1], from) {
		return s, false
	}
	if _, after := cutAtWidth(s.Lines[c.Row], c.Col); strings.TrimSpace(after) != "" {
		return s, false
	}
	lines := slices.Clone(s.Lines)
	lines[c.Row-1], lines[c.Row] = from, ""
	out := s
	out.Lines = lines
	out.Cursor.Row, out.Cursor.Col = c.Row-1, min(uniseg.StringWidth(from)+1, s.Cols-1)
	out.Wrapped = slices.DeleteFunc(slices.Clone(s.Wrapped), func(r int) bool { return r == c.Row-1 })
	var runs []emulator.Run
	for _, r := range s.Runs {
		if r.Row == c.Row || r.Row == c.Row-1 && r.Col >= out.Cursor.Col {
			continue
		}
		runs = append(runs, r)
	}
	out.Runs = runs
	return out, true
}

// typedText is what the agent typed on the cursor's row since it began
// typing: the text after Facts.TypedFrom up to the cursor, trimmed, or
// "" when the row does not begin with TypedFrom or no key shows; where
// typing began at an empty row's start, the row up to the cursor, under
// a row that asks.
func typedText(s emulator.Snapshot, f Facts) string {
	c := s.Cursor
	if !f.Typing || c.Row < 0 || c.Row >= len(s.Lines) {
		return ""
	}
	before, _ := cutAtWidth(s.Lines[c.Row], c.Col)
	if f.TypedFrom == "" {
		// Typing began at an empty row's start (a line read in canonical
		// mode under the row that asks, JBang's "Type in your choice and
		// hit enter." over "1"): the row up to the cursor is what was
		// typed, where the row above asks for a value or a choice.
		if !f.Canonical || c.Row == 0 || lead(before) > 0 || !(choiceTold.MatchString(s.Lines[c.Row-1]) || asksForValue(strings.TrimSpace(s.Lines[c.Row-1]))) {
			return ""
		}
		return strings.TrimSpace(before)
	}
	if strings.TrimSpace(f.TypedFrom) == "" {
		return ""
	}
	typed, ok := strings.CutPrefix(strings.TrimRight(before, " "), strings.TrimRight(f.TypedFrom, " "))
	if !ok && c.Row > 0 && carried(s, c.Row-1) {
		// (Carried on from the row above, where typing began.)
		if head, wrapped := strings.CutPrefix(s.Lines[c.Row-1], strings.TrimRight(f.TypedFrom, " ")); wrapped {
			typed, ok = head+before, true
		}
	}
	if !ok {
		return ""
	}
	return strings.TrimSpace(typed)
}

// typedNotOffered makes the text read as a field's default its value
// when the agent typed it: the row left of the cursor is what was there
// when the agent began typing (Facts.TypedFrom), then that text
// ("Enter receive code: ember-kettle", begun at "Enter receive code:").
// A program offers a default; what a person typed on the line is none
// (a key typed after a confirm's keys neither).
func typedNotOffered(p *Prompt, s emulator.Snapshot, f Facts) {
	if p == nil || p.Default == "" {
		return
	}
	typed := typedText(s, f)
	if typed == "" {
		return
	}
	if p.Kind == Confirm && len(typed) == 1 && strings.HasPrefix(p.Default, strings.ToLower(typed)) {
		// A key the agent typed after the keys ("(y/n) y"), not the
		// program's default, unless the keys as they stood before it
		// mark that default ("[Y/n]: y").
		if q := parseQuestion(f.TypedFrom); q == nil || q.Default != p.Default {
			p.Default = ""
		}
		return
	}
	if typed != p.Default {
		return
	}
	p.Value, p.Default, p.Prefilled = p.Default, "", false
}

// ownCursor is the cursor a program draws itself where it hides the
// terminal's, on the main screen (Bubble Tea's text input, bubbline's
// "relay> " and a reversed blank after it): the one cell on the screen
// drawn in reverse video alone, after words on its row (a text area's
// bar alone is a field's, no prompt) and before nothing but blanks,
// short of the last column (a scroll bar's thumb).
func ownCursor(s emulator.Snapshot) (emulator.Cursor, bool) {
	longer := func(r emulator.Run) bool { return r.Attr&emulator.Inverse != 0 && r.Len != 1 }
	if s.Cursor.Visible || s.AltScreen || slices.ContainsFunc(s.Runs, longer) {
		return s.Cursor, false // reverse video of more than one cell: no cursor of its own
	}
	g := &grid{Snapshot: s}
	found := emulator.Cursor{Row: -1}
	for row := range s.Lines {
		col := drawnCursor(g, row)
		if col < 0 {
			continue
		}
		if found.Row >= 0 || col >= s.Cols-1 {
			return s.Cursor, false
		}
		found = emulator.Cursor{Row: row, Col: col, Visible: true}
	}
	if found.Row < 0 {
		return s.Cursor, false
	}
	cs := cellsOf(s.Lines[found.Row])
	if strings.TrimSpace(textIn(cs, found.Col+1, s.Cols)) != "" || !strings.ContainsFunc(textIn(cs, 0, found.Col), unicode.IsLetter) {
		return s.Cursor, false
	}
	return found, true
}

// classifyPrompt is Classify of a screen as it stands (inFrame reads it
// again without a frame).
func classifyPrompt(s emulator.Snapshot, f Facts) Result {
	r := classify(s, f, true)
	r.Prompt = findPrompt(s, f, r)
	if r.Mode == Question && r.Prompt == nil {
		r = classify(s, f, false)
		r.Prompt = findPrompt(s, f, r)
	}
	if p := r.Prompt; p != nil && p.Kind == Password && f.Waiting && f.Canonical && f.Echo && !passwordWord.MatchString(p.Question) {
		// A key, a token or a secret asked where the terminal echoes
		// what is typed ("Enter your API KEY (leave empty to skip):",
		// "Secret Key:"): a field whose answer shows, no password's.
		p.Kind = Text
	}
	boolDefault(r.Prompt)
	// A program of no known kind that shows a prompt is asking something,
	// even where its prompt row looked like a REPL's ("> " in fzf), it
	// draws a screen of its own (whiptail) or a shell runs it.
	if r.Prompt != nil && (r.Mode == Unknown || r.Mode == REPL || r.Mode == TUI || (r.Mode == Editor && r.byBehaviour) || (r.Mode == Pager && r.byBehaviour) || (r.Mode == Shell && f.Command != "")) {
		r.Mode = Question
		if r.Prompt.Kind == Password {
			r.Mode = PasswordPrompt
		}
		r.Detail = programName(f.Program) + ", " + string(r.Prompt.Kind) + " prompt"
	}
	if r.Prompt != nil {
		reshape(s, &r)
	}
	return r
}

// unmasked reads a question again without what is none of it: a
// secret typed so far, masked, read with its label ("Registry token
// ************"), makes the label ask for a password; a frame's edge
// read over keys alone ("└────┘" over "[w,a,s] >>"), lines and no word,
// asks nothing in words (one across frames' sides is left for a
// popup's reading).
func unmasked(r *Result) {
	if m := labelThenMask.FindStringSubmatch(r.Prompt.Question); m != nil && r.Prompt.Kind == Text {
		r.Prompt.Question, r.Prompt.Kind, r.Prompt.Default, r.Prompt.Prefilled = m[1], Password, "", false
		r.Detail = strings.Replace(r.Detail, "text prompt", "password prompt", 1)
	}
	if q := r.Prompt.Question; q != "" && !strings.ContainsFunc(q, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) && strings.ContainsAny(q, "─━═") && !crossesFrame(q) {
		r.Prompt.Question = ""
	}
}

// labelThenMask is a label, then a run of masks, three or more, that
// stand for what was typed ("Registry token ************").
var labelThenMask = regexp.MustCompile(`^(.*\pL.*?)\s+(?:\*{3,}|•{3,}|●{3,}|∗{3,})$`)

// reshape reads a prompt found again as a whole: its question without a
// hint or a library's mark, its kind from the words around it.
func reshape(s emulator.Snapshot, r *Result) {
	if r.Prompt.Kind == Select || r.Prompt.Kind == Multiselect || (r.Prompt.Kind == Confirm && listed(r.Prompt)) || (r.Prompt.Kind == Text && useHint.MatchString(r.Prompt.Question)) {
		// "Pick a region [type to search]:", "Which branch? (Use tab for
		// suggestions)": the keys' hint is no part of the question.
		r.Prompt.Question = dropKeysHint(r.Prompt.Question)
	}
	// A mark a library draws after the question ("Pick regions? …",
	// enquirer's; "Name ›") is no part of it.
	r.Prompt.Question = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(r.Prompt.Question, " …"), " ›"), " ")
	unmasked(r)
	// Nor is the colon a theme sets after every question, its question
	// mark too (dialoguer's plain theme: "Which mirror?:").
	if q, ok := strings.CutSuffix(r.Prompt.Question, "?:"); ok {
		r.Prompt.Question = q + "?"
	}
	if r.Mode != Question {
		return
	}
	// A prompt that asks for a password is a password prompt, however it
	// reads its answer.
	if r.Prompt.Kind == Password {
		r.Mode = PasswordPrompt
		if strings.Contains(r.Detail, "default") {
			r.Detail = "password prompt" // (a secret shows no default: its hint read as one)
		}
		return
	}
	// A yes/no question says its default only where the program marks
	// one (gdb's "(y or n)" has none).
	r.Detail = strings.Replace(r.Detail, "y/N question", yesNoDetail(r.Prompt), 1)
	// A field at which one word typed confirms ("Type 'yes' to confirm:",
	// terraform's "Only 'yes' will be accepted to approve." over "Enter a
	// value:"): a confirm whose yes is that word.
	if r.Prompt.Kind == Text || pressEnterOnly(r.Prompt) {
		// (Also where the line says to press Enter after the word:
		// "Type "YES" and press enter if you want to proceed:".)
		if w := wordToConfirm(s); w != "" {
			r.Prompt.Kind, r.Prompt.Default = Confirm, ""
			r.Prompt.Options = []Option{{Label: w, Key: w}, {Label: "no", Key: "no"}}
			if r.Detail == "prompt for a value" || r.Detail == "form field with a default" || r.Detail == "press Enter to continue" {
				r.Detail = "confirm prompt"
			}
		}
	}
	// A field whose default is one of the words listed right above it
	// ("  - dev", "  - prod" over "Environment [dev]:"): a choice of them.
	if r.Prompt.Kind == Text && r.Prompt.Default != "" {
		if opts := bulletsAbove(s); slices.ContainsFunc(opts, func(o Option) bool { return o.Label == r.Prompt.Default }) {
			r.Prompt.Kind, r.Prompt.Options, r.Prompt.Prefilled = Choice, opts, false
			r.Detail = "choice prompt"
		}
	}
	// A line that looked like a field, or a hint to press Enter that
	// offers more ("…, or type selection number:"), asks for one of a
	// list's entries.
	if (r.Prompt.Kind == Choice || r.Prompt.Kind == Select || r.Prompt.Kind == Multiselect) &&
		(r.Detail == "form field with a default" || r.Detail == "prompt for a value" || r.Detail == "question with a default named" || r.Detail == "question with a default" ||
			(r.Detail == "press Enter to continue" && len(r.Prompt.Options) > 1)) {
		r.Detail = string(r.Prompt.Kind) + " prompt"
	}
}

// bulletsAbove are the entries of a bulleted list ending right above the
// cursor's row (a blank row between allowed), two or more, each a word
// or a few to type: "- dev", "* prod", "• staging".
func bulletsAbove(s emulator.Snapshot) []Option {
	r := s.Cursor.Row - 1
	if r > 0 && strings.TrimSpace(s.Lines[r]) == "" {
		r--
	}
	var opts []Option
	for ; r >= 0 && len(opts) < maxEntries; r-- {
		m := bulletEntry.FindStringSubmatch(s.Lines[r])
		if m == nil {
			break
		}
		col := len(cellsOf(s.Lines[r][:strings.Index(s.Lines[r], m[1])]))
		opts = append([]Option{{Label: m[1], Key: m[1], Row: r, Col: col}}, opts...)
	}
	if len(opts) < 2 {
		return nil
	}
	return opts
}

// bulletEntry is a row of a bulleted list: a bullet, then the entry.
var bulletEntry = regexp.MustCompile(`^\s*[-*•·]\s+(\S{1,30}(?: \S{1,30}){0,2})\s*$`)

// pressEnterOnly reports whether p is a key to press to go on, Enter
// alone.
func pressEnterOnly(p *Prompt) bool {
	return p.Kind == Choice && len(p.Options) == 1 && p.Options[0].Key == "<enter>"
}

// wordToConfirm is the word a line asks to be typed to confirm, on the
// cursor's row or the three above it ("Type 'yes' to confirm:", "Only
// 'yes' will be accepted to approve."), or "".
func wordToConfirm(s emulator.Snapshot) string {
	for r := s.Cursor.Row; r >= 0 && r >= s.Cursor.Row-3 && r < len(s.Lines); r-- {
		if m := typedToConfirm.FindStringSubmatch(s.Lines[r]); m != nil {
			return m[1] + m[2]
		}
	}
	return ""
}

// typedToConfirm is a line naming the one word that confirms.
var typedToConfirm = regexp.MustCompile(`(?i)\b(?:type|enter)\s+['"‘“]([\w-]{2,20})['"’”]\s+(?:and\s+(?:press|hit)\s+(?:enter|return)\s+)?(?:to|if\s+you\s+(?:want|wish)\s+to)\s+(?:confirm|continue|proceed|process|approve|accept|delete|destroy|erase|format|wipe|overwrite)\b|\bonly\s+['"‘“]([\w-]{2,20})['"’”]\s+will\s+be\s+accepted\b`)

// keysBar reports whether a row is a bar naming keys and what they do,
// three or more set apart by bars or dots ("Stage: space | Commit: c |
// Keybindings: ?", "↑/k up • ↓/j down • q quit"), or four or more each
// alone in brackets (keyHints), asking nothing.
func keysBar(t string) bool {
	if keyHints(t) {
		return true
	}
	parts := helpSep.Split(t, -1)
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if uniseg.StringWidth(p) > 24 || !helpPair.MatchString(strings.TrimSpace(p)) {
			return false
		}
	}
	return true
}

// keyHints reports whether a row names five keys or more in brackets,
// in their words or not, with no question mark, colon or comma outside
// them; or four or more (three where one moves through the screen),
// each alone in brackets or parentheses, blanks or the row's edge
// around it, beside
// what it does in a few words ("(h) Help  (q) Quit  (tab) Next Section",
// "Filter [/] Expand [l] … Help [?]"), and asks nothing in words (no
// question mark outside the brackets, no colon ending the row): a bar
// of keys. A question's keys are written in its words ("(y)es (n)o
// (a)ll") or after it ("Save changes? [y] yes [n] no").
func keyHints(t string) bool {
	if all := bracketedKey.FindAllString(t, -1); len(all) >= 5 {
		// Five keys or more, in words or not ("[Q]uit [?]Help [C]hart
		// [/]Search [F]avorites"), no question mark, colon or comma
		// outside them: a bar (a question's many keys are listed with
		// commas, or come after its mark: "[y]es, [n]o, [A]ll, [N]one,
		// [r]ename:", "Conflict in README.md: [e]dit [o]urs …").
		if r := bracketedKey.ReplaceAllString(t, ""); !strings.ContainsAny(r, "?,:") {
			return true
		}
	}
	var rest strings.Builder
	keys, from := 0, 0
	for _, m := range bracketedKey.FindAllStringIndex(t, -1) {
		if (m[0] > 0 && t[m[0]-1] != ' ') || (m[1] < len(t) && t[m[1]] != ' ') {
			continue // in a word: "(y)es"
		}
		keys++
		rest.WriteString(t[from:m[0]] + " ")
		from = m[1]
	}
	rest.WriteString(t[from:])
	r := strings.TrimSpace(rest.String())
	if keys < 3 || (keys == 3 && !movesWord.MatchString(r)) || strings.Contains(r, "?") || strings.HasSuffix(r, ":") {
		// (Three are a bar where one moves through what is shown:
		// "[j/k] move  [G] bottom  [q] quit"; a question's three keys
		// answer it: "[y] yes  [n] no  [q] quit".)
		return false
	}
	return len(strings.Fields(r)) <= 3*keys
}

// movesWord is what a key bar's key does that no answer is: moving
// through the screen, searching it (not help, which a question's keys
// offer too: "[y] yes  [n] no  [?] help").
var movesWord = regexp.MustCompile(`(?i)\b(move|up|down|scroll|top|bottom|page|next|prev(ious)?|search|filter|expand|collapse)\b`)

// bracketedKey is a key in brackets or parentheses: "(h)", "[/]",
// "(tab)", "(+/-)".
var bracketedKey = regexp.MustCompile(`[\[(][^\s\[\]()]{1,5}[\])]`)

// listed reports whether a prompt's options are a list's entries, one
// of them selected (a Yes/No list, read as a confirm).
func listed(p *Prompt) bool {
	return slices.ContainsFunc(p.Options, func(o Option) bool { return o.Selected != nil && *o.Selected })
}

// keysHint is a hint in brackets about the keys a list takes, ending a
// question: "[Use arrows to move, type to filter]", "(space to select)".
var keysHint = regexp.MustCompile(`(?i)\s*[\[(][^\])]*\b(arrows?|type|space|enter|filter|search|move|select|choose|toggle|tab)\b[^\])]*([\])]\s*(:?)|$)\s*$`)

// useHint is a hint in parentheses ending a question that says which key
// to use: "(Use tab for suggestions)".
var useHint = regexp.MustCompile(`(?i)\(use [^()]*\)\s*$`)

// keysWords name the keys of a list in a hint.
var keysWords = regexp.MustCompile(`(?i)\b(arrows?|type|space|enter|filter(ing|ed)?|search(ing)?|move|select|toggle|press)\b`)

// dropKeysHint is a question without the hint in brackets that ends it
// and names the keys of its list, however the brackets nest ("Pick
// fruits (Press ↑/↓ to move, Space to select (all|rev) and Enter to
// finish)").
func dropKeysHint(q string) string {
	t := strings.TrimRight(q, " ")
	colon := strings.HasSuffix(t, ":")
	t = strings.TrimRight(strings.TrimSuffix(t, ":"), " ")
	if strings.HasSuffix(t, ")") || strings.HasSuffix(t, "]") {
		depth := 0
		for i := len(t) - 1; i >= 0; i-- {
			switch t[i] {
			case ')', ']':
				depth++
			case '(', '[':
				depth--
			}
			if depth == 0 {
				if !keysWords.MatchString(t[i:]) {
					break
				}
				q = strings.TrimRight(t[:i], " ")
				if colon && !strings.HasSuffix(q, ":") {
					q += ":"
				}
				return q
			}
		}
	}
	q = keysHint.ReplaceAllString(q, "$3")
	if m := bareKeysHint.FindStringSubmatchIndex(q); m != nil {
		// "…committing: Use arrow keys or type to search": a hint after
		// the question's colon or mark, in no brackets.
		q = strings.TrimRight(q[:m[2]], " ")
	}
	return q
}

// bareKeysHint is a hint of keys after a question's colon or question
// mark, in no brackets: "Use arrow keys or type to search".
var bareKeysHint = regexp.MustCompile(`(?i)[:?](\s+(?:use|press)\s+(?:the\s+)?(?:arrow|up|down|space|enter|tab)\b.*)$`)

// yesNoDetail names a yes/no question by its default: "Y/n question",
// "y/N question", or "y/n question" where none is marked.
func yesNoDetail(p *Prompt) string {
	switch {
	case p.Kind != Confirm:
		return string(p.Kind) + " question"
	case p.Default == "yes":
		return "Y/n question"
	case p.Default == "no":
		return "y/N question"
	}
	return "y/n question"
}

// classify decides the mode; with asks false it does not look for a
// question. What the kernel says of the process comes first; then the
// readings below, in order, each of one kind of evidence: the first that
// holds decides.
func classify(s emulator.Snapshot, f Facts, asks bool) Result {
	prog := programName(f.Program)
	line := cursorLine(s)
	asked := enterAsked(s, line)
	switch {
	case f.Exited:
		return Result{Mode: Exited, Detail: "the process has exited"}
	case f.Stopped:
		if prog == "" {
			return Result{Mode: Unknown, Detail: "stopped"}
		}
		return Result{Mode: Unknown, Detail: prog + " stopped"}
	case f.Waiting && f.Canonical && !f.Echo && !(pressEnter.MatchString(asked) && !secretWord.MatchString(asked)):
		// (Echo off where the line only asks for Enter, "Push <RETURN>",
		// keeps the key from the screen: no secret.)
		return Result{Mode: PasswordPrompt, Detail: "echo off at " + quoteTail(line)}
	case f.Relay:
		return inferFromScreen(s, prog, line, asks)
	}
	v := look(s, f, prog, line, asks)
	for _, read := range readings {
		if r, ok := read(v); ok {
			return r
		}
	}
	return byScreen(v)
}

// enterAsked is what asks at the cursor: its line, or, where the cursor
// waits at the start of an empty row, the row above it (sulogin's
// "Press Enter to continue." and a newline).
func enterAsked(s emulator.Snapshot, line string) string {
	if strings.TrimSpace(line) == "" && s.Cursor.Col == 0 && s.Cursor.Row > 0 && s.Cursor.Row < len(s.Lines) {
		return s.Lines[s.Cursor.Row-1]
	}
	return line
}

// seen is what classify's readings read: the screen, the kernel's facts,
// the program's name and kind, the text before the cursor, and whether a
// question is looked for.
type seen struct {
	s    emulator.Snapshot
	f    Facts
	prog string // the program, or the script an interpreter runs
	line string // the cursor's row (cursorLine: all of it, right of the cursor too)
	kind kind
	asks bool
}

// look gathers what the readings read. A program's screen on the main
// one starts under the command line that started it; a REPL the table
// names waiting at its prompt asks no question (IPython's "In [1]:" is
// no field with a default).
func look(s emulator.Snapshot, f Facts, prog, line string, asks bool) seen {
	kind, script := kindSeen(s, f)
	if script != "" {
		prog = script // the details name pytest, not the python3 that runs it
	}
	if kind != kindShell && !s.AltScreen {
		// The rows down to the command line that started the program
		// are the shell's: its banner and prompts begin under it.
		s = belowCommandLine(s, f)
		line = cursorLine(s)
	}
	if _, atPrompt := replLike(s, f, true); kind == kindREPL && atPrompt {
		asks = false
	}
	return seen{s: s, f: f, prog: prog, line: line, kind: kind, asks: asks}
}

// readings are classify's, in the order they are tried; byScreen reads
// what none of them decides.
var readings = []func(seen) (Result, bool){
	atOwnPrompt,
	askedOnLine,
	askedByProgram,
	givenFile,
	byKind,
}

// atOwnPrompt reads a program no table names at a prompt of its own (see
// unnamedAtPrompt), or editing a file it was given a line at a time with
// none (lineEditor).
func atOwnPrompt(v seen) (Result, bool) {
	if v.kind != kindOther {
		return Result{}, false
	}
	if r, ok := lineEditor(v.s, v.f, v.prog); ok {
		return r, true
	}

	return unnamedAtPrompt(v.s, v.f, v.prog, v.line)
}

// footLabel reports whether a full-screen program waits on its screen's
// last row after a label of words it wrote there, ending in ">" (its
// line for a value: tomoyo-editpolicy's "Enter new entry>", "Search>"),
// nothing after the cursor: a field at the foot.
func footLabel(s emulator.Snapshot, line string) bool {
	c := s.Cursor
	if !s.AltScreen || !c.Visible || c.Row != s.Rows-1 || c.Row >= len(s.Lines) {
		return false
	}
	if _, after := cutAtWidth(s.Lines[c.Row], c.Col); strings.TrimSpace(after) != "" {
		return false
	}
	return wordsThenAngle.MatchString(line)
}

// wordsThenAngle is one to four words, the first a capital's, then
// ">": a label's ("Search>"); a name in lower case is a console's
// prompt for its commands (Term::Visual's "relay>").
var wordsThenAngle = regexp.MustCompile(`^\p{Lu}[\pL'-]*(?: [\pL'-]+){0,3}> ?$`)

// askedOnLine reads a question asked on the cursor's line by a program
// that is no editor, pager or full-screen program of the table's.
func askedOnLine(v seen) (Result, bool) {
	s, f, kind, line := v.s, v.f, v.kind, v.line
	if !v.asks || kind == kindEditor || kind == kindPager || kind == kindFullScreen || keysBar(strings.TrimSpace(line)) {
		return Result{}, false
	}
	if s.AltScreen && formOfItsOwn(&grid{Snapshot: s}) && !secretWord.MatchString(line) {
		return Result{}, false // a form of the program's own, its fields one under the other
	}
	if kind == kindOther && searchAtFoot(s, f) {
		return Result{}, false // a pager's or an editor's search at the foot of its text (byScreen)
	}
	if kind == kindOther && morePaged(s, f) {
		return Result{}, false // "Press <return> for more" under a screen of text: a pager's (givenFile)
	}
	if kind == kindOther && !s.Cursor.Visible && pagerLike(s, f) {
		// A pager's status row, the hidden cursor left on it (csvi's
		// `1:1/61 "inventory.csv" [CSV] [LF] [UTF8]`): no question.
		return Result{}, false
	}
	if !f.Waiting {
		// Seen at work, a program asks only where its line names the
		// answers it takes or a question's default, the cursor after it
		// (a library polling its input, a question printed a moment
		// before the read): the screen decides the mode, the kernel
		// the state.
		if kind == kindOther && s.Cursor.Visible && namesItsAnswers(line) {
			return Result{Mode: Question, Detail: "question (the program at work)"}, true
		}
		return Result{}, false
	}
	return askedWaiting(v)
}

// defaultShown reports whether the cursor waits after a question's
// default shown alone in brackets under it (defaultAloneUnder) or in
// parentheses after its label (parenDefaultAtCursor).
func defaultShown(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	_, _, under := defaultAloneUnder(g)
	_, _, after := parenDefaultAtCursor(g)
	return under || after
}

// askedAtCursor reads a question on the cursor's line (atPrompt: at a
// shell's own prompt, where only keys ask), or on the rows the terminal
// wrapped it over: a question longer than the screen is wide, its keys
// on the cursor's row, its words on the full rows above. A full-screen
// program's "[ press any key to continue ]" under its title, a game's
// splash, is its own screen, which any key leaves: no question.
func askedAtCursor(s emulator.Snapshot, line string, atPrompt bool) (string, bool) {
	if q, ok := ask(line, atPrompt); ok && !(s.AltScreen && anyKey.MatchString(line)) {
		return q, true
	}
	if w := wrappedLine(s); w != line {
		return ask(w, atPrompt)
	}
	return "", false
}

// askedWaiting reads a question on the cursor's line of a program that
// waits for input (see askedOnLine).
func askedWaiting(v seen) (Result, bool) {
	s, f, kind, line := v.s, v.f, v.kind, v.line
	// A shell's own prompt may end like a form field ("me@box ~/proj
	// [main]: "); at a shell, only a builtin's line asks for a value.
	atPrompt := kind == kindShell && !shellRunsBuiltin(s)
	// (The cursor on a full screen's first column, its row's text all
	// right of it, waits after no prompt of that row: GNU Info's node
	// header, "Next: … Up: (dir)", the cursor on its "N".)
	firstColumn := s.AltScreen && s.Cursor.Col == 0 && line != "" && !strings.HasPrefix(line, " ")
	if q, ok := askedAtCursor(s, line, atPrompt); ok && !firstColumn {
		return Result{Mode: Question, Detail: q}, true
	}
	if r, ok := askedOnRowAbove(s, f, kind); ok {
		return r, true
	}
	if kind == kindREPL && s.Cursor.Visible && libraryAsksAtCursor(s) {
		// A prompt library's question where the cursor waits ("? What
		// is your app named? › my-app"): a script the REPL's interpreter
		// runs asks (npx runs it as node, its script unseen).
		return Result{Mode: Question, Detail: "a prompt library's question"}, true
	}
	// A program that is not a shell at its prompt nor a REPL, waiting
	// after printing a label ending in ':' or '?': it asks for a value.
	// So does a program a table names a REPL away from its prompt
	// (npm init's "description: ", which node runs).
	if (kind == kindOther || kind == kindREPL || (kind == kindShell && shellRunsBuiltin(s))) && (s.Cursor.Visible || !s.AltScreen) && !(s.AltScreen && anyKey.MatchString(line)) && (inputPrompt.MatchString(line) || sumAsked.MatchString(line) || arrowAsked(s) || namesAValue(line, f) || labelDefaulted(s) || defaultShown(s)) {
		return Result{Mode: Question, Detail: "prompt for a value"}, true
	}
	if kind == kindOther && footLabel(s, line) {
		return Result{Mode: Question, Detail: "prompt for a value"}, true
	}
	if kind == kindREPL && scriptTyped(s, f, line) {
		// The same with a value typed after it, the kernel echoing it
		// (a script's input(): "Release notes title (Relay 7): GA").
		return Result{Mode: Question, Detail: "form field with a value"}, true
	}
	if kind != kindOther {
		return Result{}, false
	}
	return askedUnnamed(s, f)
}

// typedAfterMarks reports whether the text before the cursor is a prompt
// of marks with a value typed after it ("❯❯ Ada") under a question, a
// mark no line was submitted at before (a REPL's prompt begins the lines
// typed at it).
func typedAfterMarks(s emulator.Snapshot, p string, f Facts) bool {
	mark, ok := markBeforeValue(p)
	if !ok || !askedRightAbove(s) {
		return false
	}
	if defaultRightAbove(s) {
		return true // (a field's default told right above: however often the marks were answered)
	}
	for _, sub := range f.Submitted {
		if strings.HasPrefix(strings.TrimSpace(sub), mark) {
			return false
		}
	}
	return true
}

// markBeforeValue splits a prompt of marks from a value typed after it
// ("❯❯ Ada"), and reports whether p is one.
// The value is a word or a few, no label of its own ("? Title: GA").
func markBeforeValue(p string) (string, bool) {
	mark, value, ok := strings.Cut(strings.TrimSpace(p), " ")
	value = strings.TrimSpace(value)
	return mark, ok && marksOnly(mark) && value != "" && !strings.ContainsAny(value, ":?")
}

// askedRightAbove reports whether the row right above the cursor's (a
// blank row between allowed) ends in a question mark or a colon, in the
// word to type or in what Enter alone gives: what a prompt of marks
// there answers, no list of answers between them.
func askedRightAbove(s emulator.Snapshot) bool {
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-2; r-- {
		if _, ok := boxedQuestion(s, r); ok {
			return true // (a box round the question right above)
		}
		if t := strings.TrimSpace(s.Lines[r]); t != "" {
			return strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":") || typeWord.MatchString(t) || defaultTold.MatchString(t)
		}
	}
	return false
}

// askedUnnamed reads what a program no table names asks where its line
// is no question of its own: a prompt of marks under the question, or a
// field with its value typed in.
func askedUnnamed(s emulator.Snapshot, f Facts) (Result, bool) {
	// A prompt of marks under the question it answers ("Please
	// choose one of the following options:" … "?> ").
	if s.Cursor.Visible && (asksAbove(s, f) || keysOverBlank(s, f) || keysAskedOver(s, f)) {
		if p, ok := promptAtCursor(s); ok && (marksOnly(p) || marksAndDefault(p) || typedAfterMarks(s, p, f) || (replMark.MatchString(strings.TrimSpace(p)) && !namedREPL(p))) {
			// (Not a prompt shaped as a REPL's own: a debugger's
			// "bashdb<0>" under the line it stopped at.)
			return Result{Mode: Question, Detail: "a prompt under its question"}, true
		}
	}
	// A field whose value is typed in already, which the program
	// edits itself (raw mode) or the kernel echoes as it is typed (a
	// line read in canonical mode): "Hostname: web-1", "Which branch
	// should the release be cut from? main", the cursor after it.
	if (!f.Canonical || f.Echo) && !s.AltScreen && typedField(&grid{Snapshot: s}) != nil {
		return Result{Mode: Question, Detail: "form field with a value"}, true
	}
	if _, ok := instructedLine(s); ok {
		return Result{Mode: Question, Detail: "prompt for a value"}, true
	}
	if labelUnderDefault(&grid{Snapshot: s}) != nil {
		return Result{Mode: Question, Detail: "question with a default named"}, true
	}
	// A field drawn underlined for typing in, the cursor in it, after
	// its label, on a screen of the program's own (ncurses' form
	// library), a value in it or not.
	g := &grid{Snapshot: s}
	if _, _, ok := underlinedField(g, s.Cursor.Row, s.Cursor.Col); ok && s.AltScreen && s.Cursor.Visible && labelledField(g) != nil && !panelCommand.MatchString(s.Lines[s.Cursor.Row]) {
		// (A panel's command line, "Command ===> ____", takes the
		// program's commands: no field of a value.)
		return Result{Mode: Question, Detail: "form field"}, true
	}
	return Result{}, false
}

// instructedLine is the cursor's row where it tells what to type and
// waits a blank after its words, no colon after them, nothing right of
// the cursor nor under it, on the main screen ("Enter the backup
// strategy name ", read -p's): a field asked in words alone.
func instructedLine(s emulator.Snapshot) (string, bool) {
	c := s.Cursor
	if !c.Visible || s.AltScreen || c.Row < 0 || c.Row >= len(s.Lines) || textBelow(s, c.Row) {
		return "", false
	}
	line := strings.TrimRight(s.Lines[c.Row], " ")
	t := strings.TrimSpace(line)
	if uniseg.StringWidth(line)+1 != c.Col || !instructs.MatchString(t) || strings.ContainsAny(t[len(t)-1:], ".!:?>") {
		return "", false
	}
	return t, true
}

// scriptTyped reports whether an interpreter reading a line with the
// kernel's echo, away from its own prompt and no library's question,
// shows a field's label and what was typed after it: its script asks.
func scriptTyped(s emulator.Snapshot, f Facts, line string) bool {
	return f.Canonical && f.Echo && !s.AltScreen && !namedREPL(line) && !libraryAsksAtCursor(s) && typedField(&grid{Snapshot: s}) != nil
}

// libraryAsksAtCursor reports whether the cursor's row is a prompt
// library's question: its glyph ("?", "◆") then words, the row the
// widget readers take as the question.
func libraryAsksAtCursor(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	q, _ := widgetQuestionRow(g)
	return q == s.Cursor.Row && activeGlyphs[at(g.cells(q), 0)]
}

// askedByProgram reads a question a program asks where its kind puts
// them: an echo line under a mode line, an editor's own question, less's
// "Press RETURN" before its first screen.
func askedByProgram(v seen) (Result, bool) {
	s, f, kind, prog := v.s, v.f, v.kind, v.prog
	if !v.asks || !f.Waiting {
		return Result{}, false
	}
	if (kind == kindOther || kind == kindEditor) && fullScreen(s) && echoQuestion(&grid{Snapshot: s}) != nil {
		// A question on the row under a mode line, where the cursor may
		// stay in the text (an Emacs-like editor's echo area).
		return Result{Mode: Question, Detail: prog + " asks on its echo line"}, true
	}
	if kind == kindEditor {
		// An editor's own question: vim's swap-file choice or hit-enter
		// prompt where the cursor waits, nano's prompt bar.
		if q, ok := editorQuestion(s, prog); ok {
			return Result{Mode: Question, Detail: prog + " asks: " + q}, true
		}
	}
	if kind == kindPager && !s.AltScreen && pressEnter.MatchString(v.line) {
		// less before its first screen: "Press RETURN to continue"
		// after an error about a file (its help screen's "Press
		// RETURN for more" is paging).
		return Result{Mode: Question, Detail: prog + " asks: press Enter to continue"}, true
	}
	return Result{}, false
}

// givenFile reads a file a program no table names was given, shown on a
// screen of its own, or a text it pages itself (morePaged).
func givenFile(v seen) (Result, bool) {
	if v.kind != kindOther {
		return Result{}, false
	}
	if r, ok := fileMode(v.s, v.f, v.prog); ok {
		return r, true
	}
	if r, ok := pagedDeck(v.s, v.f, v.prog); ok {
		return r, true
	}
	if morePaged(v.s, v.f) {
		// (Given no file, or one it shows as it made it.)
		return Result{Mode: Pager, Detail: v.prog + ", paging its own text (a row at its foot asks for a key for more)", byBehaviour: true}, true
	}
	return Result{}, false
}

// byKind reads a program by the kind the table gives its name.
func byKind(v seen) (Result, bool) {
	s, f, prog := v.s, v.f, v.prog
	switch v.kind {
	case kindEditor:
		return Result{Mode: Editor, Detail: editorDetail(s, prog)}, true
	case kindPager:
		return Result{Mode: Pager, Detail: pagerDetail(s, prog)}, true
	case kindREPL:
		return Result{Mode: REPL, Detail: replDetail(s, prog, v.line, f.Waiting)}, true
	case kindShell:
		return shellMode(s, f, prog), true
	case kindFullScreen:
		if editorLike(s, f) {
			// mc run as mcedit (the kernel shows mc): a file it was
			// given, the cursor in its text.
			return Result{Mode: Editor, Detail: prog + ", editing (a full screen of text with the cursor in it, which the screen says is edited)", byBehaviour: true}, true
		}
		return Result{Mode: TUI, Detail: prog + ", full-screen"}, true
	}
	return Result{}, false
}

// shellMode reads a shell: at its prompt, running a command, or running
// a builtin that reads a line.
func shellMode(s emulator.Snapshot, f Facts, prog string) Result {
	switch {
	case f.Waiting && shellRunsBuiltin(s):
		return Result{Mode: Unknown, Detail: prog + " builtin reading input, no prompt"}
	case !f.Waiting && f.Command != "":
		return Result{Mode: Shell, Detail: running(f.Command)}
	case !f.Waiting:
		return Result{Mode: Shell, Detail: prog + " running a command"}
	case shellContinues(s):
		return Result{Mode: Shell, Detail: prog + ", continuation prompt"}
	}
	return Result{Mode: Shell, Detail: prog + " prompt"}
}

// byScreen reads a program no table names and no reading before decided,
// from the screen it drew and how it reads its terminal.
func byScreen(v seen) Result {
	s, f, prog, line := v.s, v.f, v.prog, v.line
	if f.Waiting && v.kind == kindOther && (s.Cursor.Visible || !s.AltScreen) && replPrompt.MatchString(strings.TrimLeft(line, " ")) && !(s.Cursor.Row > 0 && carried(s, s.Cursor.Row-1)) {
		// (A row the terminal carried on from the one above is no
		// prompt's, whatever it starts with: "> key." under enquirer's
		// "? Which rules … with <space".)
		// (A full-screen program that hides the cursor draws its own
		// command line: pudb's ">>>" pane.)
		if d := debuggerOf(line); d != "" {
			prog = d // a debugger a script started (breakpoint(), ipdb.set_trace())
		}
		return Result{Mode: REPL, Detail: prog + " prompt"}
	}
	switch {
	case prog == "":
		return Result{Mode: Unknown, Detail: "no foreground program"}
	case editorLike(s, f):
		return Result{Mode: Editor, Detail: prog + ", editing (a full screen of text with the cursor in it, which the screen says is edited)", byBehaviour: true}
	case spreadsheet(s, f):
		return Result{Mode: Editor, Detail: prog + ", editing a spreadsheet (lettered columns over numbered rows, the current cell named with them)", byBehaviour: true}
	case pagerLike(s, f):
		if pagerKeys(s) {
			return Result{Mode: Pager, Detail: prog + ", showing its keys (a viewer's help: scrolling, paging, searching)", byBehaviour: true}
		}
		return Result{Mode: Pager, Detail: prog + ", viewing (a text over a status row that says where it is)", byBehaviour: true}
	case proseViewer(s, f):
		return Result{Mode: Pager, Detail: prog + ", viewing (a full screen of sentences, the cursor hidden, no row selected)", byBehaviour: true}
	case logViewer(s, f):
		return Result{Mode: Pager, Detail: prog + ", viewing a log (rows each starting with a date and a time)", byBehaviour: true}
	case s.AltScreen:
		return Result{Mode: TUI, Detail: prog + ", full-screen"}
	case !s.Cursor.Visible && painted(s):
		// Every row painted in colours of its own, the cursor hidden: a
		// picture the program draws on the main screen (nyancat's).
		return Result{Mode: TUI, Detail: prog + ", full-screen (a screen it paints)", byBehaviour: true}
	case f.Command != "":
		// A program a shell runs, that neither asks nor draws a screen
		// of its own: the command line says what runs, the same while
		// it runs (a loop's programs come and go).
		return Result{Mode: Shell, Detail: running(f.Command)}
	case f.Waiting && placedScreen(s, f):
		return Result{Mode: TUI, Detail: prog + ", full-screen (a screen it placed on the main one)", byBehaviour: true}
	case f.Waiting && !f.Canonical && !f.Echo:
		// It reads its keys one at a time and echoes none: it draws what
		// they do itself, on a screen no reader here knows (ircII's
		// window, netdiscover's table, an Ink form). That is a program of
		// its own, said with no prompt: the weaker word, never a question.
		return Result{Mode: TUI, Detail: prog + " reading keys (raw, no echo), no prompt recognised"}
	case f.Waiting:
		return Result{Mode: Unknown, Detail: prog + " waiting for input, no prompt recognised"}
	case busyAtPrompt(s, f):
		return Result{Mode: REPL, Detail: prog + ", busy (evaluating the line submitted at its prompt)", byBehaviour: true}
	}
	return Result{Mode: Unknown, Detail: prog + " running"}
}

// busyAtPrompt reports whether a program at work on the main screen is
// evaluating a line the agent submitted at a REPL's prompt: a row above
// the cursor starts with a prompt the agent submitted lines at, shaped
// as a REPL's (ending in a mark: `>>`, `csql>`, `(root@nebula)
// [space]>`, never a question's `?` or `:`; counting its inputs,
// `In[1]:=`; or one or two ASCII marks alone, py65mon's `.`, but for a
// question's answer field right under it, ` > yes` under `… (yes/no)
// [no]:`), with a line typed after it, a blank between or a
// letter right after the mark (`Ruijie#ping 10.0.0.9`);
// what the program printed since stands under it.
func busyAtPrompt(s emulator.Snapshot, f Facts) bool {
	if s.AltScreen || f.Waiting {
		return false
	}
	for r := min(s.Cursor.Row, len(s.Lines)) - 1; r >= 0; r-- {
		l := strings.TrimSpace(s.Lines[r])
		for _, sub := range f.Submitted {
			sub = strings.TrimSpace(sub)
			if sub == "" || !(replMark.MatchString(sub) || counted.MatchString(sub) || marksOnly(sub) && len(sub) <= 2) || marksOnly(sub) && r > 0 && askedRow(s.Lines[r-1]) {
				continue
			}
			rest, ok := strings.CutPrefix(l, sub)
			if next, _ := utf8.DecodeRuneInString(rest); ok && strings.TrimSpace(rest) != "" && (next == ' ' || unicode.IsLetter(next)) {
				// (Typed right after the mark, as device consoles and
				// monitors echo it: "Ruijie#ping 10.0.0.9", ".goto c000".)
				return true
			}
		}
	}
	return false
}

// askedRow reports whether row l asks: words, then a question mark or
// a colon ending it.
func askedRow(l string) bool {
	l = strings.TrimSpace(l)
	return word.MatchString(l) && (strings.HasSuffix(l, "?") || strings.HasSuffix(l, ":"))
}

// messageBox reports whether the main screen's last frame with text in
// it is one row high, as wide as half the screen or more, and holds a
// prompt's mark at its start ("> ", "→ ", "❯ ") then a placeholder drawn
// faint or grey, or what was typed; the terminal's cursor in it or
// hidden; no row right over the frame asking (ending in "?" or ":"),
// nor a title in its top edge (a field's label).
func messageBox(s emulator.Snapshot) bool {
	g := &grid{Snapshot: s}
	for r := len(s.Lines) - 2; r >= 1; r-- {
		cs := g.cells(r)
		if len(cs) == 0 || !frameGlyphs[cs[0].s] {
			continue
		}
		top := slices.IndexFunc(g.cells(r-1), func(c cell) bool { return c.col == cs[0].col })
		if top < 0 {
			continue
		}
		b, ok := boxFrom(g, r-1, top, 0, s.Cols)
		if !ok || b.bottom != r+1 || b.left != cs[0].col || b.right-b.left < s.Cols/2 {
			continue
		}
		if _, t := boxTitle(g, r, b.left, b.right); strings.TrimSpace(t) != "" {
			return false
		}
		inside := strings.TrimSpace(textIn(cs, b.left+1, b.right))
		mark, rest, _ := strings.Cut(inside, " ")
		if !strings.Contains(">→❯›»", mark) || mark == "" || uniseg.StringWidth(mark) != 1 {
			return false
		}
		if c := s.Cursor; c.Visible && (c.Row != r || c.Col <= b.left || c.Col >= b.right) {
			return false
		}
		if rest != "" && !s.Cursor.Visible && drawnCursor(g, r) < 0 && !placeholderAt(g, r, firstCol(cs, b.left+1, b.right)+2, b.right) {
			return false // text with no cursor in it, the terminal's or drawn: no line being typed
		}
		if b.top > 0 {
			above := strings.TrimSpace(s.Lines[b.top-1])
			if strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":") {
				return false
			}
		}
		return true
	}
	return false
}

// otherModeAbove reports whether a row above the cursor's starts with
// prompt p's name and another mark, a line typed after it ("admin@router>
// configure" over "admin@router# "): a device's command line, whose
// mark says its mode, no shell's. A prompt whose own mark names a place
// (":~$") is a shell's whatever it showed before: "user@host:/$ cd ~"
// over "user@host:~$ " changed directory, not mode.
func otherModeAbove(s emulator.Snapshot, p string) bool {
	stem, mark := stemAndMark(p)
	if len(stem) < 2 || mark == "" || strings.ContainsAny(mark, ":/~") {
		return false
	}
	for r := s.Cursor.Row - 1; r >= 0; r-- {
		if otherMarkAt(s, r, stem, mark) {
			return true
		}
	}
	return false
}

// unnamedAtPrompt reads a program no table names that waits at a prompt
// of its own: a shell's (a place and its mark at first sight, a shell's
// shape in a loop of lines, a title naming its directory), a REPL's (its
// prompt began the lines before, or is shaped as REPLs draw theirs), a
// pager's ("long.txt:" at the foot of a screen of text), or a file paged
// on the main screen.
func unnamedAtPrompt(s emulator.Snapshot, f Facts, prog, line string) (Result, bool) {
	if f.Waiting && !f.Canonical && !s.AltScreen && messageBox(s) {
		// A frame one row high holding a prompt's mark and a
		// placeholder or what is being typed, no question over it
		// (Qwen Code's "│ > Type your message or @path/to/file │"): a
		// loop of messages, read a line at a time.
		return Result{Mode: REPL, Detail: prog + " prompt (a prompt's mark in a frame of its own)", byBehaviour: true}, true
	}
	if f.Waiting && !s.AltScreen && s.Cursor.Visible {
		// A prompt that names a place and ends in a shell's mark is a
		// shell's at first sight, however long its path (REPLs name no
		// directory and no host).
		if p, ok := promptAtCursor(s); ok && placeShaped(p, prog) && !otherModeAbove(s, p) {
			return Result{Mode: Shell, Detail: prog + " prompt (shaped as a shell's: " + quoteTail(p) + ")", byBehaviour: true}, true
		}
	}
	if f.Waiting && pagerAtPrompt(s, f) && !editorLike(s, f) {
		// "long.txt:" or ":" at the foot of a screen of text is a
		// pager's prompt, no question and no REPL's.
		return Result{Mode: Pager, Detail: prog + ", viewing (a full screen of text over its prompt)", byBehaviour: true}, true
	}
	// At a prompt that began the lines before, or shaped as REPLs draw
	// theirs.
	if f.Waiting && s.Cursor.Visible && commandPrompt.MatchString(line) {
		// A prompt that asks for a command ("Rotator command:"): a
		// loop of commands, a REPL's, the first time too.
		return Result{Mode: REPL, Detail: prog + " prompt (it asks for a command)", byBehaviour: true}, true
	}
	if why, ok := replLike(s, f, false); ok && !newQuestionAbove(s, f) && !(f.Canonical && askingVerb.MatchString(strings.TrimSpace(line))) && !namesAValue(line, f) {
		// (A label that asks for a value, "Enter curve:", asked again
		// after each answer's output and read in canonical mode, is a
		// question each time; sdcv's "Enter word or phrase:" in a line
		// editor is a REPL's prompt.)
		return loopAtPrompt(s, f, prog, line, why), true
	}
	return pagedFile(s, f, prog)
}

// loopAtPrompt reads a program no table names at a prompt replLike took
// for a loop of lines (why it did): a shell's, where the prompt is
// shaped as shells draw theirs, the kernel shows it runs jobs or the
// terminal's title names its directory; else a REPL's.
func loopAtPrompt(s emulator.Snapshot, f Facts, prog, line, why string) Result {
	if p, _ := promptAtCursor(s); shellsPrompt(p, prog) && (strings.TrimSpace(p) != "$" || f.RunsJobs || namedLikeShell(prog)) && (!otherModeAbove(s, p) || f.RunsJobs) && !(shellByName(p, prog) && !f.RunsJobs && helpToldAbove(s)) {
		// A loop of command lines at a shell's prompt: a shell no
		// table names (yash), or one a recorder or a relay runs. (Not
		// by its name alone under a banner saying how to get help or
		// to leave: hivexsh's "Type: 'help' for help summary" over
		// "> " is a REPL's, a "shell" for registry files.)
		return Result{Mode: Shell, Detail: prog + " prompt (shaped as a shell's: " + quoteTail(p) + ")", byBehaviour: true}
	}
	if f.RunsJobs && !helpToldAbove(s) {
		// A loop of command lines whose program ignores the stops
		// of job control, as a shell does to take the terminal back
		// from its jobs; a REPL lets them stop it. (Under a banner
		// that tells how to list its commands, dhtnode's "(type 'h'
		// or 'help' for a list of possible commands)", a prompt no
		// shell draws is a console's that ignores them too.)
		return Result{Mode: Shell, Detail: prog + " prompt (it runs jobs: the kernel shows it ignores SIGTSTP and SIGTTOU)", byBehaviour: true}
	}
	if placeTitle.MatchString(s.Title) {
		// The terminal titled with where it is (user@host: the
		// directory), as shells do at their prompt (murex's "001 »").
		return Result{Mode: Shell, Detail: prog + " prompt (the terminal's title names its directory)", byBehaviour: true}
	}
	if d := debuggerOf(line); d != "" {
		prog = d // a debugger a script started (breakpoint(), ipdb.set_trace())
	}
	return Result{Mode: REPL, Detail: prog + " prompt (" + why + ")", byBehaviour: true}
}

// namesAValue reports whether a prompt ending in '>' names the value it
// asks for, one no earlier line was typed at ("libre.fm username>",
// "password>"): a question, where a REPL's prompt names itself or a
// place and comes back after each command.
func namesAValue(line string, f Facts) bool {
	t := strings.TrimSpace(line)
	return valuePrompt.MatchString(t) && !answeredAt(t, f)
}

// valuePrompt is a prompt whose last word before '>' names a value.
var valuePrompt = regexp.MustCompile(`(?i)\b(user ?name|login|e-?mail|name|password|passphrase|pin|callsign|host ?name|account)\s*>$`)

// commandPrompt is a prompt that asks for a command: "Rotator
// command:", "Command>", or "Command" then its state in brackets
// (TradeWars' "Command [TL=00:00:00]:[1] (?=Help)? :").
var commandPrompt = regexp.MustCompile(`(?i)\bcommand\s*(\([^()]{1,30}\)\s*)?[:>]\s*$|^\s*command\s*\[[^\]]*\].*[:>]\s*$`)

// newQuestionAbove reports whether the cursor waits under a question
// asked since the lines before, on the row right above it: keys or a
// value asked and a newline (askedOnRowAbove: dnapars' "Rearrange on
// just one best tree? (type Y or N)"), or a prompt of marks seen before
// ("Output file?" over "@ ", where "@ seqs.fa" answered "Input file?"),
// or behind the prompt's marks on the rows right above: the marks are
// where each question's answer goes, no REPL's prompt.
func newQuestionAbove(s emulator.Snapshot, f Facts) bool {
	if _, ok := askedOnRowAbove(s, f, kindOther); ok {
		return true
	}
	p, ok := promptAtCursor(s)
	if !ok || !marksOnly(p) || s.Cursor.Row < 1 {
		return false
	}
	if q := questionBehindMarks(s.Lines, s.Cursor.Row, p); q != "" && !answeredAt(q, f) {
		return true // the program's own lines behind the same marks: the marks are its, no REPL's
	}
	row := strings.TrimSpace(s.Lines[s.Cursor.Row-1])
	above := strings.TrimSpace(trailingBrackets.ReplaceAllString(row, ""))
	if numberedEntry.MatchString(row) {
		return false // an entry of a list the command printed ("4. &irritants: (5)"), no question
	}
	if keysOverBlank(s, f) || keysAskedOver(s, f) {
		return true
	}
	return (strings.HasSuffix(above, "?") || strings.HasSuffix(above, ":") || rangeLast.MatchString(row)) && !answeredAt(above, f) && asksAbove(s, f)
}

// rangeLast is a label ending in the range of numbers it takes, in
// parentheses or brackets: "Number of replicas (1-9)".
var rangeLast = regexp.MustCompile(`\pL.*[(\[]\d{1,4}\s*(-|–|\.\.)\s*\d{1,4}[)\]]$`)

// keysAskedOver reports whether the row above the cursor's asks a
// question and names the keys that answer it (or names them alone, the
// question on the row over it), not answered yet: "Do you accept the
// licence? Yes(Y)/No(N) [N]" over a prompt of marks.
func keysAskedOver(s emulator.Snapshot, f Facts) bool {
	if s.Cursor.Row < 1 || s.Cursor.Row >= len(s.Lines) {
		return false
	}
	row := strings.TrimSpace(s.Lines[s.Cursor.Row-1])
	q := parseQuestion(row)
	if keyChoices(q) && q.Question == "" && s.Cursor.Row >= 2 {
		// The keys alone on their row ("[y/N]"), the question over
		// them (wrapped by the terminal at most): "Do you want … on
		// cellular networks?", algo's.
		q.Question = carriedInto(s, s.Cursor.Row-2)
		if aq := parseQuestion(q.Question); keyChoices(aq) && aq.Question != "" {
			// Keys for more answers under a question asked with its
			// own ("Proceed with installation? [Y/n]" over "[v]iew
			// package details   [m]anually select packages").
			q.Question = strings.TrimSpace(aq.Question)
		}
	}
	return keyChoices(q) && (strings.HasSuffix(q.Question, "?") || strings.HasSuffix(q.Question, ":")) && !answeredAt(row, f)
}

// carriedInto is row's text, trimmed, with the rows the terminal
// carried on into it before it (Snapshot.Wrapped) joined in front:
// "… [y" and "/n/t]:" are one line.
func carriedInto(s emulator.Snapshot, row int) string {
	line := strings.TrimRight(s.Lines[row], " ")
	for r := row - 1; r >= 0; r-- {
		if !carried(s, r) {
			break
		}
		line = strings.TrimRight(s.Lines[r], " ") + line
	}
	// (A row carried on starts where the line went on, a blank there
	// its own: "…team, or" then " does each…".)
	return strings.TrimSpace(line)
}

// keysOverBlank reports whether, across one blank row over a prompt of
// marks, the program's last line asks a question naming its keys,
// joined across the rows the terminal carried it on ("Allow this
// action? Use 't' to trust … [y" carried on as "/n/t]:", then "> "):
// the marks are where its answer goes.
func keysOverBlank(s emulator.Snapshot, f Facts) bool {
	r := s.Cursor.Row - 1
	if r < 1 || strings.TrimSpace(s.Lines[r]) != "" {
		return false
	}
	line := carriedInto(s, r-1)
	p := parseQuestion(line)
	return keyChoices(p) && !answeredAt(line, f) && (strings.Contains(p.Question, "?") || strings.HasSuffix(strings.TrimSpace(p.Question), ":"))
}

type kind int

const (
	kindOther kind = iota
	kindShell
	kindEditor
	kindPager
	kindREPL
	kindFullScreen
)

var programKinds = map[string]kind{
	"bash": kindShell, "sh": kindShell, "dash": kindShell, "zsh": kindShell,
	"fish": kindShell, "ksh": kindShell, "mksh": kindShell, "ash": kindShell,
	"tcsh": kindShell, "csh": kindShell, "busybox": kindShell, "nu": kindShell,

	"vim": kindEditor, "vi": kindEditor, "nvim": kindEditor, "view": kindEditor,
	"vim.basic": kindEditor, "vim.tiny": kindEditor, "vimdiff": kindEditor,
	"rvim": kindEditor, "nano": kindEditor, "rnano": kindEditor, "pico": kindEditor,
	"emacs": kindEditor, "emacs-nox": kindEditor, "micro": kindEditor,
	"joe": kindEditor, "mcedit": kindEditor, "ne": kindEditor, "kak": kindEditor,
	"hx": kindEditor, "helix": kindEditor, "ed": kindEditor,

	"less": kindPager, "more": kindPager, "most": kindPager, "pg": kindPager,

	"python": kindREPL, "python3": kindREPL, "python2": kindREPL, "ipython": kindREPL,
	"ipython3": kindREPL, "bpython": kindREPL, "node": kindREPL, "nodejs": kindREPL,
	"deno": kindREPL, "bun": kindREPL, "irb": kindREPL, "pry": kindREPL,
	"ghci": kindREPL, "sqlite3": kindREPL, "psql": kindREPL, "mysql": kindREPL,
	"mariadb": kindREPL, "redis-cli": kindREPL, "gdb": kindREPL, "lldb": kindREPL,
	"pdb": kindREPL, "bc": kindREPL, "dc": kindREPL, "lua": kindREPL, "luajit": kindREPL,
	"R": kindREPL, "julia": kindREPL, "erl": kindREPL, "iex": kindREPL,
	"scala": kindREPL, "clojure": kindREPL, "clj": kindREPL, "guile": kindREPL,
	"sbcl": kindREPL, "ocaml": kindREPL, "utop": kindREPL, "mongo": kindREPL,
	"mongosh": kindREPL, "swipl": kindREPL, "tclsh": kindREPL, "wish": kindREPL,
	"jshell": kindREPL, "php": kindREPL, "perl": kindREPL, "racket": kindREPL,
	"cqlsh": kindREPL, "duckdb": kindREPL, "clickhouse-client": kindREPL,

	"top": kindFullScreen, "htop": kindFullScreen, "btop": kindFullScreen,
	"atop": kindFullScreen, "iotop": kindFullScreen, "watch": kindFullScreen,
	"glances": kindFullScreen, "nmon": kindFullScreen, "mc": kindFullScreen,
	"tmux": kindFullScreen, "screen": kindFullScreen, "ncdu": kindFullScreen,
	"tig": kindFullScreen, "lazygit": kindFullScreen, "ranger": kindFullScreen,
}

// multiCall are programs that are many, the one run named by their first
// argument (busybox's and toybox's applets).
var multiCall = map[string]bool{"busybox": true, "toybox": true}

// interpreters are REPLs only when started without a script.
var interpreters = map[string]bool{
	"python": true, "python3": true, "python2": true, "node": true, "nodejs": true,
	"deno": true, "bun": true, "lua": true, "luajit": true, "perl": true, "php": true,
	"ruby": true, "julia": true, "R": true, "tclsh": true, "racket": true,
	"guile": true, "sbcl": true, "ocaml": true, "scala": true, "erl": true,
	"bc": false,
}

// kindSeen is the kind of the program f names (kindOf), on the screen
// s: an interpreter drawing on a screen of its own runs a program it
// was given, whatever its arguments show (a script that retitled its
// process: deluge-console's python3), as its own REPL draws on the main
// screen.
func kindSeen(s emulator.Snapshot, f Facts) (kind, string) {
	prog := programName(f.Program)
	k, script := kindOf(prog, f.Args)
	if k == kindREPL && (s.AltScreen || (!s.Cursor.Visible && f.Waiting && !f.Canonical)) && interpreters[baseProgram(prog)] {
		// An interpreter holding its own screen, or waiting for keys
		// with the cursor hidden (no REPL's line editor hides it at its
		// prompt), runs a program of its own, named or not (a script
		// that set its process title to "node"): no REPL.
		return kindOther, ""
	}
	return k, script
}

// kindOf says what kind of program prog is. An interpreter or a shell
// running a script or code (bash -c '…; read x', python3 /usr/bin/pytest)
// is not at its prompt: kindOther, with the script's or module's name when
// it has one.
func kindOf(prog string, args []string) (kind, string) {
	prog = baseProgram(prog)
	if multiCall[prog] && len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		// "busybox vi notes.txt" runs the applet vi.
		k, script := kindOf(path.Base(args[0]), args[1:])
		if script == "" {
			script = path.Base(args[0])
		}
		return k, script
	}
	k, ok := programKinds[prog]
	if interpreters[prog] || (k == kindShell && prog != "busybox") {
		if runs, name := script(args); runs {
			return kindOther, name
		}
	}
	if !ok {
		return kindOther, ""
	}
	return k, ""
}

// valued are options of shells and interpreters that take the next
// argument as their value: bash --rcfile FILE (nix-shell, VS Code's shell
// integration), -o/-O OPTION, fish -C COMMAND, python -W/-X.
var valued = map[string]bool{
	"--rcfile": true, "--init-file": true, "-o": true, "-O": true, "+O": true,
	"-C": true, "--init-command": true, "-W": true, "-X": true,
}

// script reads an interpreter's or a shell's arguments: whether they name a
// script or code to run rather than an interactive session (-i keeps it
// interactive), and the script's file name or the module after -m.
func script(args []string) (runs bool, name string) {
	if hasArg(args, "-i") {
		return false, ""
	}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case valued[a]:
			i++ // its value is no script
		case a == "-m":
			if i+1 < len(args) {
				name = args[i+1]
			}
			return true, name
		case a == "-c" || a == "-e" || a == "--eval" || a == "-p" || a == "-r":
			return true, ""
		case a == "-":
			return false, ""
		case strings.HasPrefix(a, "-"):
		default:
			return true, path.Base(a)
		}
	}
	return false, ""
}

func hasArg(args []string, want string) bool {
	for _, a := range args {
		if a == want {
			return true
		}
	}
	return false
}

// IsShell reports whether a program name is a shell.
func IsShell(program string) bool {
	return programKinds[baseProgram(programName(program))] == kindShell
}

func programName(p string) string {
	return path.Base(strings.TrimSpace(p))
}

// cursorLine is the text of the cursor's row up to the cursor, or the whole
// row when the cursor sits at its start (some prompts park the cursor
// elsewhere).
// wrappedLine is the cursor's row joined to the rows above it that are
// full to the screen's last column (the terminal wrapped one line onto
// them), two at most.
func wrappedLine(s emulator.Snapshot) string {
	line := cursorLine(s)
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-2 && r < len(s.Lines); r-- {
		full := strings.TrimRight(s.Lines[r], " ")
		if uniseg.StringWidth(full) < s.Cols-1 || frameEdgeAtEnd(full) {
			break
		}
		line = s.Lines[r] + line
	}
	return line
}

// frameEdgeAtEnd reports whether a row ends in a line of a box: at the
// screen's edge, a frame's, no words carried on to the row under it.
func frameEdgeAtEnd(row string) bool {
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(row, " "))
	return last >= 0x2500 && last <= 0x257F
}

func cursorLine(s emulator.Snapshot) string {
	if s.Cursor.Row < 0 || s.Cursor.Row >= len(s.Lines) {
		return ""
	}
	return strings.TrimRight(s.Lines[s.Cursor.Row], " ")
}

// running is the detail of a shell running a command line: the line,
// shortened, on one line.
func running(command string) string {
	c := strings.Join(strings.Fields(command), " ")
	if r := []rune(c); len(r) > 60 {
		c = string(r[:59]) + "…"
	}
	return "running: " + c
}

func quoteTail(line string) string {
	line = strings.TrimSpace(line)
	if r := []rune(line); len(r) > 40 {
		line = "…" + string(r[len(r)-40:])
	}
	return `"` + line + `"`
}

// placeTitle is a terminal title that names a place, as shells set it
// at their prompt: "user@host: dir", "user@host:~/src", a path alone.
var placeTitle = regexp.MustCompile(`^[^\s@]*@[\w.-]+:\s*[~/]|^[~/]\S*$`)

// anyKey is a line that asks for any key: "[ press any key to
// continue ]".
var anyKey = regexp.MustCompile(`(?i)\b(press|hit|strike)\s+any\s+key\b`)

// helpOrQuit is an answer that asks for help or leaves: "h for help",
// "q to quit".
var helpOrQuit = regexp.MustCompile(`(?i)\b(help|quit|exit)\b`)

// inputPrompt is a label asking for a value: "Enter your name: ".
var inputPrompt = regexp.MustCompile(`\S.*[:?]\s*$`)

// labelDefault reads the cursor's row where it asks with a label and its
// default in square brackets, no colon nor question mark after them, the
// cursor a blank after the bracket, nothing right of it nor under it, on
// the main screen ("Release notes title [Relay 1.4.0] "): the label and
// the default.
func labelDefault(s emulator.Snapshot) (string, string, bool) {
	c := s.Cursor
	if !c.Visible || s.AltScreen || c.Row < 0 || c.Row >= len(s.Lines) || textBelow(s, c.Row) {
		return "", "", false
	}
	line := strings.TrimRight(s.Lines[c.Row], " ")
	m := labelBracketed.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil || uniseg.StringWidth(line)+1 != c.Col {
		return "", "", false
	}
	return m[1], m[2], true
}

// labelDefaulted reports whether the cursor's row asks as labelDefault
// reads it.
func labelDefaulted(s emulator.Snapshot) bool {
	_, _, ok := labelDefault(s)
	return ok
}

// labelBracketed is words then a value in square brackets: "Release
// notes title [Relay 1.4.0]".
var labelBracketed = regexp.MustCompile(`^(\pL[\pL\pN'’ ,./()-]{1,60}?)\s+\[([^\[\]]{1,40})\]$`)

// arrowAsked reports whether the cursor waits after words that say what
// to give and a mark ("new name for notes.txt ->"), on the main screen.
func arrowAsked(s emulator.Snapshot) bool {
	p, ok := promptAtCursor(s)
	return ok && !s.AltScreen && uniseg.StringWidth(strings.TrimSpace(p)) <= maxPromptWidth*2 && replMark.MatchString(strings.TrimSpace(p)) && wordsBeforeMark(p) && !helpToldAbove(s)
}

// question patterns: a program asked something and waits for the answer.
var questionPatterns = []struct {
	re     *regexp.Regexp
	detail string
	field  bool // a form field, which a shell's prompt can look like ("~/proj [main]: ")
}{
	{regexp.MustCompile(`(?i)\(yes/no(/\[fingerprint\])?\)\??\s*$`), "yes/no question", false},
	{regexp.MustCompile(`(?i)[\[(]\s*\[?y(es)?\]?\s*(/|\s+or\s+)\s*\[?n(o)?\]?\s*[\])]\s*[?:]?\s*$`), "y/N question", false},
	{regexp.MustCompile(`(?i)[\[(]\s*y\s*/\s*n\s*/[a-z?,/^]+[\])]\s*[?:]?\s*$`), "choice question", false},
	{regexp.MustCompile(`(?i)([\[(][a-z][\])][a-z' -]*,\s*){2,}.*[:?]\s*$`), "choice question", false},
	{regexp.MustCompile(`\[[^\s,\]](,[^\s,\]])+\]\s*\?\s*$`), "choice question", false},
	{regexp.MustCompile(`[\w)]\s*\[[^\]]*\]\s*:\s*$`), "form field with a default", true},
	{regexp.MustCompile(`\w:\s*\[[^\]]+\]\s*$`), "form field with a default", true},
	{pressEnter, "press Enter to continue", false},
	{pressKeyFor, "press a key named for what it gives", false},
	{regexp.MustCompile(`(?i)\b(overwrite|remove|delete|replace|continue|proceed)\b.*\?\s*$`), "confirmation question", false},
	{regexp.MustCompile(`(?i)^\s*[a-z][\w .'-]{0,60}: \([^)]*\)\s*$`), "form field with a default", true},
	{regexp.MustCompile(`\S:\s+\([^)]{1,40}\)\s*$`), "form field with a default", true},
	{regexp.MustCompile(`[?:]\s*\|[^|]*\|\s*$`), "question with a default", false},
	{regexp.MustCompile(`\?\s*(\[[^\]]*\]|\([^)]*\))\s*:?\s*$`), "question with a default", false},
	{regexp.MustCompile(`\?\s*$`), "question", false},
}

func question(line string) (string, bool) { return ask(line, false) }

// ask is question, without the form-field patterns at a shell's prompt.
// bracketsOnly reports whether a line is words in brackets alone, a row
// of buttons or a menu bar ("[MOTD] [New Game] … [Quit]"): no label with
// its default.
func bracketsOnly(t string) bool {
	return !strings.ContainsFunc(bracketGroup.ReplaceAllString(t, ""), unicode.IsLetter)
}

// bracketGroup is words in square brackets.
var bracketGroup = regexp.MustCompile(`\[[^\[\]]*\]`)

func ask(line string, atPrompt bool) (string, bool) {
	t := strings.TrimSpace(line)
	if t == "" || keysBar(t) {
		return "", false // (a bar of keys may end in "?", its help key)
	}
	if _, _, ok := enterDefault(t); ok || enterIfDefault.MatchString(t) {
		return "question with a default", true // "Port (press enter for 8080):": no key to press
	}
	for _, p := range questionPatterns {
		if p.field && atPrompt {
			continue
		}
		if p.re.MatchString(t) {
			return p.detail, true
		}
	}
	// Keys in the notations only parseQuestion reads ("(y, n, !, q)",
	// "[y]es, [n]o", "'f'(ile) / 'd'(ir)").
	p := parseQuestion(t)
	if p != nil && p.Kind == Choice && p.Default == "" && !slices.ContainsFunc(p.Options, func(o Option) bool { return !helpOrQuit.MatchString(o.Label) }) {
		// "pal 0.4.3 - Press 'h' for help, 'q' to quit.": keys for help
		// and to leave, which any screen of the program takes, answer
		// no question. (A default key beside the help's, "[d] (?=help)",
		// is an answer.)
		return "", false
	}
	if p != nil && (p.Kind == Confirm || p.Kind == Choice) && (len(p.Options) > 1 || p.Default != "") {
		if p.Kind == Confirm {
			return "y/N question", true
		}
		return "choice question", true
	}
	if p == nil || p.Kind != Text || p.Default == "" || atPrompt {
		return "", false
	}
	return fieldWithDefault(t)
}

// fieldWithDefault reads a line parseQuestion read as a text field with
// a default, away from a shell's prompt, as a question where the default
// is written as fields write theirs.
func fieldWithDefault(t string) (string, bool) {
	switch {
	case wordsDefault.MatchString(t):
		// A label or a question whose default is named in words
		// ("Service name: [default api]").
		return "question with a default named", true
	case wordsBracketDef.MatchString(untagged(t)) && !bracketsOnly(t):
		// A label's words and a default in brackets ending the line, a
		// tag after it at most ("Listen port (RELAY_PORT) [8443] (NEW)").
		return "question with a default", true
	}
	// A default in brackets alone before the program's marks ("[/root/
	// miniforge3] >>> ", under what to type): a field (see replLike).
	if bracketedDefault(t) {
		return "question with a default", true
	}
	return "", false
}

// underlinedField reports whether the cell at row, col lies in a run of
// eight cells or more drawn underlined, blanks among them: a field drawn
// for typing in; from and to are the run's first cell and the one past
// its last.
func underlinedField(s *grid, row, col int) (from, to int, ok bool) {
	if s.LookAt(row, col).Attr&emulator.Underline == 0 {
		return 0, 0, false
	}
	from, to = col, col
	for from > 0 && s.LookAt(row, from-1).Attr&emulator.Underline != 0 {
		from--
	}
	for to < s.Cols && s.LookAt(row, to).Attr&emulator.Underline != 0 {
		to++
	}
	return from, to, to-from >= 8
}

// submitUnder reports whether a row under row, eight rows down at most,
// holds buttons in brackets alone, one or two (`< SAVE >`, `[ OK ]  [
// Cancel ]`): what submits a form above them.
func submitUnder(s *grid, row int) bool {
	for r := row + 1; r < len(s.Lines) && r <= row+8; r++ {
		t := strings.TrimSpace(s.Lines[r])
		if t == "" {
			continue
		}
		if n := len(button.FindAllString(t, -1)); n >= 1 && n <= 2 && strings.TrimSpace(button.ReplaceAllString(t, "")) == "" {
			return true
		}
	}
	return false
}

// formOfItsOwn reports whether the terminal's cursor waits in a form a
// full-screen program draws on its screen, in no box: three rows or more
// that are a label ending in ":" (a value after it or not), their labels
// or their colons in one column, the cursor's row among them (cscope's
// ten "Find this C symbol:" rows, todoman's "Summary:", "Description:",
// "Due:" …), also inside a frame as wide as the screen (mp3info's window:
// "│Song Title:" … "│Genre:"). Its fields are the program's own screen,
// no question; a single field, a form in a dialog's box, or one over a
// button that submits it, asks.
func formOfItsOwn(s *grid) bool {
	c := s.Cursor
	if !s.AltScreen || !c.Visible || c.Row < 0 || c.Row >= len(s.Lines) {
		return false
	}
	if left, right := frameAround(s, c.Row, c.Col, c.Col+1); left >= 0 && !(left == 0 && right >= s.Cols-1) {
		return false // a dialog's box (one as wide as the screen is the program's window)
	}
	if _, _, ok := underlinedField(s, c.Row, c.Col); ok {
		return false // a field drawn for typing in (ncurses' form library's), the cursor in it: it asks
	}
	if submitUnder(s, c.Row) {
		return false // a form with a button to submit it (conjure-up's `< SAVE >`): it asks
	}
	starts, colons := map[int]int{}, map[int]int{}
	onCursor := false
	others, several := 0, 0
	for r, l := range s.Lines {
		l = strings.TrimLeft(l, "│┃║") // (inside the window's frame)
		m := formLabel.FindStringSubmatchIndex(l)
		if m == nil {
			continue
		}
		starts[uniseg.StringWidth(l[:m[2]])]++
		colons[uniseg.StringWidth(l[:m[3]])]++
		onCursor = onCursor || r == c.Row
		if r != c.Row {
			others++
			if v := l[m[1]:]; strings.Contains(v, ",") || formLabel.MatchString(strings.TrimSpace(v)) || strings.Contains(v, ": ") {
				several++ // (figures after figures: "Memory: 7821M used, 182M free")
			}
		}
	}
	if others > 0 && several*2 >= others && labelAlone(s.Lines[c.Row]) {
		// Rows each giving several figures are a status the program
		// shows over the line it asks on (pg_top's "Memory: 7821M
		// used, 182M free" over "Order to sort:"), no form's fields.
		return false
	}
	most := 0
	for _, n := range starts {
		most = max(most, n)
	}
	for _, n := range colons {
		most = max(most, n)
	}
	return onCursor && most >= 3
}

// labelAlone reports whether a row holds a label ending in ":" and
// nothing after it: a line the program asks on, nothing shown in it.
func labelAlone(row string) bool {
	m := formLabel.FindStringSubmatchIndex(strings.TrimLeft(row, "│┃║"))
	return m != nil && strings.TrimSpace(strings.TrimLeft(row, "│┃║")[m[1]:]) == ""
}

// formLabel is a row that starts with a label of words ending in ":".
var formLabel = regexp.MustCompile(`^\s*(\pL[\pL '#-]{0,40}?):(\s|$)`)

// namesItsAnswers reports whether a line asks a question that names the
// answers it takes, keys, numbered answers or a default ("Purge the old
// artifacts? [y/N]", "Select a region (1=eu-west; 2=us-east) ?",
// "Which branch? [release-7]").
func namesItsAnswers(line string) bool {
	p := parseQuestion(line)
	return keyChoices(p) || (p != nil && p.Kind == Select && len(p.Options) > 1) || (p != nil && p.Kind == Text && p.Default != "" && strings.HasSuffix(strings.TrimSpace(p.Question), "?"))
}

// keyChoices reports whether a prompt is keys to choose from, two or more.
func keyChoices(p *Prompt) bool {
	return p != nil && (p.Kind == Confirm || p.Kind == Choice) && len(p.Options) > 1
}

// askedOnRowAbove reads a program no table names that asked on the row above
// the cursor's and a newline: keys (keysAbove) or a value (fieldAbove).
func askedOnRowAbove(s emulator.Snapshot, f Facts, kind kind) (Result, bool) {
	if kind != kindOther {
		return Result{}, false
	}
	if q, ok := keysAbove(s, f); ok {
		return Result{Mode: Question, Detail: q}, true
	}
	if fieldAbove(s, f) {
		return Result{Mode: Question, Detail: "a value asked on the row above"}, true
	}
	if s.Cursor.Visible && !s.AltScreen && settingsMenu(&grid{Snapshot: s}) != nil {
		return Result{Mode: Question, Detail: "a menu of settings, keyed"}, true
	}
	return Result{}, false
}

// fieldAbove reports whether a program reading lines (canonical mode,
// echo on, or editing the line itself on the main screen, raw, its
// cursor shown) asked for a value on the row above the cursor's and a
// newline
// ("Enter number of words (default 6):"): the cursor waits at that
// row's left edge, or after what was typed there, nothing under it, and
// the row above asks in words (asksForValue) and is no line the agent
// typed.
func fieldAbove(s emulator.Snapshot, f Facts) bool {
	row := s.Cursor.Row
	lineEditor := !f.Canonical && !f.Echo && !s.AltScreen && s.Cursor.Visible // (a program editing the line itself: qepcad's)
	if !(f.Canonical && f.Echo || lineEditor) || row < 1 || row >= len(s.Lines) || textBelow(s, row) {
		return false
	}
	if !typedOnly(strings.TrimRight(s.Lines[row], " "), s.Cursor.Col) {
		return false
	}
	above := strings.TrimSpace(s.Lines[row-1])
	if lineEditor && (asksCommand.MatchString(above) || slices.ContainsFunc(s.Lines[:row-1], func(l string) bool { return strings.TrimSpace(l) == above })) {
		// A row that asks for a command, or the same words asked again
		// after one ran: a command loop's prompt (xorriso's "enter
		// option and arguments :"), no field.
		return false
	}
	// (A line typed at a prompt the agent submitted lines at is an
	// input, no label: Carp's "> (defndynamic total [xs]" over its "(".)
	return !slices.Contains(f.Submitted, above) && !typedAtSubmitted(above, f, "") && valueAskedWrapped(&grid{Snapshot: s}, row) != nil
}

// asksCommand is a row that asks for a command to run: "enter option
// and arguments :", "Enter command:".
var asksCommand = regexp.MustCompile(`(?i)\b(commands?|arguments)\s*(\([^()]{1,30}\))?\s*[:>]?\s*$`)

// answerStart reports whether the cursor waits where an answer starts,
// on a row under another: at the row's start, or after a key or a word
// typed there, not yet sent (opatch's "[y|n]" over "y"); typed is that.
func answerStart(s emulator.Snapshot) (typed string, ok bool) {
	row := s.Cursor.Row
	if row < 1 || row >= len(s.Lines) {
		return "", false
	}
	typed = strings.TrimSpace(s.Lines[row])
	if typed == "" {
		// (At the row's start, or indented as far as the question's
		// words above, past a prompt library's glyph: "◆ Deploy now?
		// [y/N]" over the cursor two cells in.)
		return "", s.Cursor.Col == 0 || s.Cursor.Col <= 4 && s.Cursor.Col == firstLetter(s.Lines[row-1])
	}
	return typed, typedShort(typed) && typedOnly(strings.TrimRight(s.Lines[row], " "), s.Cursor.Col)
}

// typedShort reports whether a row's text is short enough to be a key
// or a word typed as an answer: eight characters at most, after the
// program's own short prompt ("2> /Quit,", SuperCalc's command so far).
func typedShort(t string) bool {
	if head, rest, ok := strings.Cut(t, " "); ok && len(head) <= 3 && strings.HasSuffix(head, ">") {
		t = rest
	}
	return len(t) <= 8
}

// firstLetter is the cell column of the first letter or digit of a row,
// or -1.
func firstLetter(line string) int {
	for _, c := range cellsOf(line) {
		if r, _ := utf8.DecodeRuneInString(c.s); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return c.col
		}
	}
	return -1
}

// askedOverEmpty reads what the row above an empty one where the cursor
// waits asks, other than keys: Enter ("Please press [ENTER] to
// unlock.", the last thing written on the main screen; a full-screen
// program's splash, "Press any key to start.", is the program's), a
// secret with echo off ("Signing key passphrase:", cdebconf reading it
// in raw mode), or a prompt row under its question ("Prompt: '?' for
// help, default=2>", cdebconf's text frontend).
func askedOverEmpty(s emulator.Snapshot, f Facts, row int, above string) (string, bool) {
	switch {
	case pressEnter.MatchString(above) && !s.AltScreen && !textBelow(s, row) && !slices.Contains(f.Submitted, above):
		return "press Enter to continue", true
	case !f.Echo && !textBelow(s, row) && passwordAbove(s.Lines, row):
		return "a secret asked on the row above", true
	case markedRowAbove(s.Lines, row) != nil && !textBelow(s, row) && !slices.Contains(f.Submitted, above):
		return "a prompt row under its question", true
	}
	return "", false
}

// passwordAbove reports whether the rows above row ask for a secret.
func passwordAbove(lines []string, row int) bool {
	p := valueAskedAbove(lines, row)
	return p != nil && p.Kind == Password
}

// keysAbove finds keys asked for on the row above an empty one where the
// cursor waits at the left edge, or after a key typed there (answerStart),
// in raw mode ("Overwrite? [Y|n]" and a newline): a set of keys only, as
// a field would wait on its own row.
// Reading lines (canonical mode), a program asks so too where the row
// above is a question its words say wants yes or no ("Would you like
// instructions?" and a newline), the last thing it wrote, and no line
// the agent typed.
func keysAbove(s emulator.Snapshot, f Facts) (string, bool) {
	row := s.Cursor.Row
	typed, ok := answerStart(s)
	if !ok {
		return "", false
	}
	above := strings.TrimSpace(s.Lines[row-1])
	if why, ok := askedOverEmpty(s, f, row, above); ok && typed == "" {
		return why, true
	}
	if above == "" && row >= 2 && typed == "" {
		// Keys, then a blank row, then the cursor (ghcup's "[P] Yes,
		// prepend  [A] Yes, append  [N] No  [?] Help (default is
		// \"P\")." and two newlines).
		above = strings.TrimSpace(s.Lines[row-2])
	}
	if row >= 2 && carried(s, row-2) && strings.TrimSpace(s.Lines[row-1]) != "" {
		// (Wrapped at the screen's edge onto the row above: "…
		// custom | defaults to devne" over "t]"; "… E = apply+edit,
		// q =" over " quit)?", whose end alone would read as a bare
		// yes or no.)
		above = carriedInto(s, row-1)
	}
	p := parseQuestion(above)
	if p == nil || (p.Kind != Confirm && p.Kind != Choice) || len(p.Options) < 2 {
		return "", false
	}
	asks := strings.HasSuffix(above, "?") || strings.HasSuffix(p.Question, "?") || labelsThenKeys(above) != nil // "Rotate the keys? (y/N)"; "OK [o, Enter], Cancel [c]", each answer given its keys
	if f.Canonical && ((p.Kind == Confirm && !asks) || slices.Contains(f.Submitted, above) || textBelow(s, row)) {
		return "", false
	}
	if p.Kind == Confirm {
		return "y/N question", true
	}
	return "choice question", true
}

// placedScreen reports whether a program that reads keys (raw mode, no
// echo), its cursor hidden, drew a screen of its own on the main one
// rather than lines: five rows of text or more, none of them starting at
// the left edge, as a program places its text by position (a game's
// menu under its title) and a program writing lines does not.
//
// A screen filled from its first row to its last, most rows with text
// (top on the main screen), is placed too: lines written one after the
// other leave the cursor on a row of their own at the foot, where a
// program that reads keys and hid its cursor shows nothing.
func placedScreen(s emulator.Snapshot, f Facts) bool {
	if s.AltScreen || s.Cursor.Visible || f.Canonical || f.Echo {
		return false
	}
	if filled(s) || slices.ContainsFunc(s.Lines, keysToMoveAndQuit) {
		// (Or a row of the keys it takes: arrows to move and one to
		// quit, ink-tab's "← → switch tab   q quit".)
		return true
	}
	n := 0
	for _, l := range s.Lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if !strings.HasPrefix(l, " ") {
			return false
		}
		n++
	}
	return n >= 5
}

// keysToMoveAndQuit reports whether a row names the keys a screen that
// reads keys takes: arrows (or up and down) to move, and one to quit.
func keysToMoveAndQuit(l string) bool {
	return (listKeysHint.MatchString(l) || strings.Contains(l, "←") || strings.Contains(l, "→")) && quitKey.MatchString(l)
}

// quitKey is a key named to quit: "q quit", "q to quit", "esc: exit".
var quitKey = regexp.MustCompile(`(?i)\b(q|esc|ctrl[-+]c|\^c)\b:?\s*(to\s+)?(quit|exit)\b`)

// filled reports whether text reaches from the screen's first row to its
// last, with text on nine rows in ten at least.
func filled(s emulator.Snapshot) bool {
	if len(s.Lines) < s.Rows || s.Rows < 4 || strings.TrimSpace(s.Lines[0]) == "" || strings.TrimSpace(s.Lines[s.Rows-1]) == "" {
		return false
	}
	return 10*rowsWithText(s.Lines) >= 9*s.Rows
}

// painted reports whether nine rows in ten or more are painted, most of
// their cells on a background: a picture, no lines of text.
func painted(s emulator.Snapshot) bool {
	if s.Rows < 4 || s.Cols < 4 {
		return false
	}
	cells := make([]int, s.Rows)
	for _, r := range s.Runs {
		if r.Bg != "" && r.Row >= 0 && r.Row < s.Rows {
			cells[r.Row] += r.Len
		}
	}
	n := 0
	for _, c := range cells {
		if 2*c > s.Cols {
			n++
		}
	}
	return 10*n >= 9*s.Rows
}

// textBelow reports whether any row under row holds text.
func textBelow(s emulator.Snapshot, row int) bool {
	for r := row + 1; r < len(s.Lines); r++ {
		if strings.TrimSpace(s.Lines[r]) != "" {
			return true
		}
	}
	return false
}

// editorQuestion finds a question an editor asks: on the cursor's row (with
// the row before it when that one is full, a wrapped question), or in a
// prompt bar over its shortcut rows (nano's, the third row from the
// bottom, with the cursor on it; shortcutBar finds one in any editor).
// Its own search or jump at its foot is no question.
func editorQuestion(s emulator.Snapshot, prog string) (string, bool) {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) {
		return "", false
	}
	if t := strings.TrimSpace(s.Lines[row]); asksSearch(t) && row >= s.Rows-3 && !keyChoices(parseQuestion(t)) {
		// Its own search or jump at its foot ("Search:", "Enter line
		// number, column number:"), as vim's "/": still the editor. (A
		// question naming its keys, "Forward all changes? (y/n)", asks.)
		return "", false
	}
	if (prog == "nano" || prog == "rnano" || prog == "pico") && row == s.Rows-3 && strings.TrimSpace(s.Lines[row]) != "" {
		return strings.TrimSpace(s.Lines[row]), true
	}
	if shortcutBar(&grid{Snapshot: s}) != nil {
		return strings.TrimSpace(s.Lines[row]), true // the same bar in an editor of another name (nano-tiny)
	}
	line := s.Lines[row]
	if row > 0 && len([]rune(s.Lines[row-1])) >= s.Cols-1 && !bar(s, row-1) {
		line = s.Lines[row-1] + line
	}
	if q, ok := question(line); ok {
		return q, true
	}
	if t, ok := beforeRuler(s); ok {
		if q, ok := question(t); ok {
			return q, true
		}
	}
	if row == s.Rows-1 || row == s.Rows-2 {
		return "", false
	}
	return question(lastLine(s))
}

// beforeRuler is the text of the cursor's row left of the cursor where
// what stands right of it is set apart by three blanks or more: an
// editor's ruler ("1,7           All") shares the row its question is
// asked on.
func beforeRuler(s emulator.Snapshot) (string, bool) {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) {
		return "", false
	}
	cs := cellsOf(s.Lines[row])
	i := slices.IndexFunc(cs, func(c cell) bool { return c.col >= s.Cursor.Col })
	if i <= 0 {
		return "", false
	}
	after := textIn(cs, s.Cursor.Col, s.Cols)
	first := slices.IndexFunc(cs[i:], func(c cell) bool { return c.s != " " })
	if after == "" || first < 0 || cs[i+first].col-s.Cursor.Col < 3 {
		return "", false
	}
	return textIn(cs, 0, s.Cursor.Col), true
}

// shellRunsBuiltin reports whether OSC 133 marks say a command is running
// (the last mark is C, output) while the shell itself is in front: a builtin
// such as read.
func shellRunsBuiltin(s emulator.Snapshot) bool {
	return s.HasMarks && s.LastMark.Kind == 'C'
}

// shellContinues reports whether a shell with OSC 133 marks waits for the
// rest of a command line at its continuation prompt (PS2): its command
// line started (B) on a line above the cursor's, and the row above the
// cursor ends before the screen's edge, so Enter, not the terminal's
// wrapping, moved the cursor down.
func shellContinues(s emulator.Snapshot) bool {
	row := s.Cursor.Row
	if !s.HasMarks || s.LastMark.Kind != 'B' || s.LastMark.AltScreen || row < 1 || row >= len(s.Lines) {
		return false
	}
	return s.LastMark.Pos.Line < s.History+int64(row) && uniseg.StringWidth(s.Lines[row-1]) < s.Cols
}

func lastLine(s emulator.Snapshot) string {
	if len(s.Lines) == 0 {
		return ""
	}
	return s.Lines[len(s.Lines)-1]
}

func editorDetail(s emulator.Snapshot, prog string) string {
	switch prog {
	case "vim", "vi", "nvim", "view", "vim.basic", "vim.tiny", "vimdiff", "rvim":
		return prog + ", " + vimState(s)
	case "nano", "rnano", "pico":
		return prog + ", editing"
	}
	return prog
}

var vimModeLine = regexp.MustCompile(`^-- (INSERT|VISUAL LINE|VISUAL BLOCK|VISUAL|REPLACE|SELECT|TERMINAL)( \(paste\))? --`)

func vimState(s emulator.Snapshot) string {
	state := vimMode(s)
	for _, l := range s.Lines {
		if strings.Contains(l, "[Help]") {
			return "help, " + state
		}
	}
	return state
}

func vimMode(s emulator.Snapshot) string {
	last := lastLine(s)
	onLast := s.Cursor.Row == s.Rows-1
	if m := vimModeLine.FindStringSubmatch(last); m != nil {
		return strings.ToLower(m[1]) + " mode"
	}
	if onLast && last != "" {
		switch last[0] {
		case ':':
			return "command line"
		case '/', '?':
			return "search prompt"
		}
	}
	if q, ok := question(last); ok && onLast {
		return q
	}
	// Vim without a vimrc (compatible mode, 'noshowmode') shows nothing in
	// Insert mode, but with 'noesckeys' it turns bracketed paste off there
	// after enabling it at startup.
	if s.AltScreen && !s.Modes.BracketedPaste {
		return "insert mode"
	}
	return "normal mode"
}

var lessEnd = regexp.MustCompile(`\(END\)|^\s*\(END\)|lines \d+-\d+/\d+ \(END\)`)

func pagerDetail(s emulator.Snapshot, prog string) string {
	last := strings.TrimSpace(lastLine(s))
	onLast := s.Cursor.Row == s.Rows-1
	switch {
	case lessEnd.MatchString(last):
		return prog + ", end of file"
	case onLast && (strings.HasPrefix(last, "/") || strings.HasPrefix(last, "?")):
		return prog + ", search prompt"
	case strings.HasPrefix(last, "--More--"):
		return prog + ", more to see " + strings.TrimPrefix(last, "--More--")
	case strings.Contains(last, "Pattern not found"):
		return prog + ", pattern not found"
	}
	return prog + ", viewing"
}

func replDetail(s emulator.Snapshot, prog, line string, waiting bool) string {
	if !waiting {
		return prog + ", busy"
	}
	t := strings.TrimLeft(line, " ")
	switch {
	case strings.HasPrefix(t, "... ") || t == "..." || strings.HasPrefix(t, "...>") || strings.HasPrefix(t, "-> ") ||
		strings.HasSuffix(t, "-# ") || strings.HasSuffix(t, "-#") || strings.HasSuffix(t, "'#"):
		return prog + ", continuation line"
	}
	return prog + " prompt"
}

// Screen-only inference, for relays.

var (
	passwordLine = regexp.MustCompile(`(?i)(password|passphrase|passcode|pin)( for [^:]*)?:\s*$`)
	shellPrompt  = regexp.MustCompile(`[$#%>❯]\s*$`)
	namedMark    = regexp.MustCompile(`^[A-Za-z][\w.-]{0,23}>$`)
	replPrompt   = regexp.MustCompile(`^(>>>|\.\.\.|In \[\d+\]:|irb\(.*\)[>*]|\(gdb\)|\(lldb\)|\(Pdb\)|ipdb>|[A-Za-z][\w.-]{0,15}<{1,2}\(?\d{1,4}\)?>{1,2}|sqlite>|[a-z_]+=[#>]|mysql>|redis.*>|> )`)
)

// debuggers name the debugger whose prompt starts a line.
var debuggers = []struct{ prompt, name string }{
	{"(Pdb)", "pdb"}, {"ipdb>", "ipdb"}, {"(gdb)", "gdb"}, {"(lldb)", "lldb"}, {"DB<", "perl debugger"}, {"(rdb:", "rdb"},
}

// debuggerOf names the debugger whose prompt line is, "" for none.
func debuggerOf(line string) string {
	t := strings.TrimLeft(line, " ")
	for _, d := range debuggers {
		if strings.HasPrefix(t, d.prompt) {
			return d.name
		}
	}
	return ""
}

// namedREPL reports whether line is a REPL's own prompt, one no menu or
// form draws: a debugger's, >>>, In [1]:, sqlite>… (not the bare "> "
// that fzf's query row and a menu's pointer start with too).
func namedREPL(line string) bool {
	t := strings.TrimLeft(line, " ")
	return replPrompt.MatchString(t) && !strings.HasPrefix(t, "> ")
}

func inferFromScreen(s emulator.Snapshot, prog, line string, asks bool) Result {
	via := "inferred from the screen; " + prog + " hides the remote program"
	line = paneLine(s, line)
	last := lastLine(s)
	switch {
	case passwordLine.MatchString(line):
		return Result{Mode: PasswordPrompt, Detail: "password prompt on screen, " + via}
	case vimModeLine.MatchString(last) || (s.AltScreen && strings.Count(strings.Join(s.Lines, "\n"), "\n~") > 2):
		return Result{Mode: Editor, Detail: "vim, " + vimState(s) + ", " + via}
	case lessEnd.MatchString(last) || (s.AltScreen && strings.TrimSpace(last) == ":"):
		return Result{Mode: Pager, Detail: "pager, " + via}
	}
	if q, ok := question(line); ok && asks {
		return Result{Mode: Question, Detail: q + ", " + via}
	}
	switch {
	case replPrompt.MatchString(strings.TrimLeft(line, " ")):
		return Result{Mode: REPL, Detail: "REPL prompt, " + via}
	case namedMark.MatchString(strings.TrimSpace(line)):
		// A name and a mark, no place among them ("notes> ", rlwrap's
		// around a program that reads lines): a REPL's; a shell's names
		// a place (user@host, a directory) or ends in $, # or %.
		return Result{Mode: REPL, Detail: "REPL prompt, " + via}
	case marksOnly(line) && strings.HasSuffix(strings.TrimSpace(line), ">") && strings.TrimSpace(line) != ">":
		// Marks alone ending in '>' ("#;> ", SISC's behind rlwrap): a
		// REPL's; a shell marks its prompt with $, # or %, or names a
		// place before its '>'.
		return Result{Mode: REPL, Detail: "REPL prompt, " + via}
	case shellPrompt.MatchString(line):
		return Result{Mode: Shell, Detail: "shell prompt, " + via}
	case s.AltScreen:
		return Result{Mode: TUI, Detail: "full-screen program, " + via}
	}
	return Result{Mode: Unknown, Detail: via}
}

// paneLine is the cursor's row line cut where a pane's side stands right
// of the cursor past blanks: a relay that splits the screen (tcvt's two
// columns, a multiplexer's panes) draws the far program's row beside
// another pane's.
func paneLine(s emulator.Snapshot, line string) string {
	cs := cellsOf(line)
	for i, c := range cs {
		if c.col < s.Cursor.Col || c.s == " " {
			continue
		}
		if frameGlyphs[c.s] && i > 0 && cs[i-1].s == " " {
			return strings.TrimRight(textIn(cs, 0, c.col), " ")
		}
		return line
	}
	return line
}

// PromptLike reports whether the screen ends in something that waits for an
// answer: a prompt, a question or a full-screen program. Relays use it with
// quiet time to decide that the far side is waiting.
func PromptLike(s emulator.Snapshot) bool {
	if s.AltScreen {
		return true
	}
	line := cursorLine(s)
	if line == "" {
		return false
	}
	if _, ok := question(line); ok {
		return true
	}
	return passwordLine.MatchString(line) || shellPrompt.MatchString(line) ||
		replPrompt.MatchString(strings.TrimLeft(line, " ")) || strings.HasSuffix(line, ":")
}

// keptAgain reads a screen of an editor's or a pager's own as the
// program it showed itself to be (Facts.Began, the same process in
// front): its help, its file tree or its list of keys read as a
// full-screen program's with no prompt, an editor's read as a pager's
// text, a pager's own line for a search, a filter or a jump at the foot
// or the head (searchAsk) read as a question, or a pager's read as an
// editor's. A person reading them says the editor or the pager still,
// as the program's keys still act on its text; a question it asks in
// words (a save, a file's name) stays a question, and so does an
// editor's field that asks a value by its name ("Search:", "Goto
// line:"), as nano's "File Name to Write:" does: the value is typed
// there and Enter sends it.
func keptAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	if f.Began != Editor && f.Began != Pager || f.Exited || r.Mode == f.Began {
		return r, false
	}
	if line := strings.TrimSpace(cursorLine(s)); f.Began == Editor && unread(r) && r.Mode == TUI && s.Cursor.Visible && s.Cursor.Row == len(s.Lines)-1 && pressEnter.MatchString(line) {
		// An editor's hit-enter prompt under what a command printed
		// over its text (vi's ":set all" over "Press any key to
		// continue [: to enter more ex commands]:"): a key asked, as
		// vim's is, no splash of a program's own.
		if p := parseQuestion(line); p != nil {
			return Result{Mode: Question, Detail: programName(f.Program) + " asks: press a key to go back to its text", Prompt: p}, true
		}
	}
	if p := askedOverOwn(s, f, r); p != nil {
		return Result{Mode: Question, Detail: programName(f.Program) + " asks: " + p.Question, Prompt: p}, true
	}
	switch {
	case unread(r) && r.Mode == TUI:
	case r.Mode == Pager && f.Began == Editor:
	case r.Mode == REPL && f.Began == Editor && s.AltScreen:
		// (Its command line under its text on its own screen, VEDIT's
		// "COMMAND:": the editor's, as vi's ":" is.)
	case r.Mode == Question && r.Prompt != nil && r.Prompt.Kind == Text && f.Began == Pager && (searchedAtFoot(s, f) || searchedAtHead(s, f)):
	case r.Mode == Editor && f.Began == Pager && (searchedAtFoot(s, f) || searchedAtHead(s, f)):
		// (A viewer whose status gives the line and column, Vernon
		// Buerg's LIST, at its "Scan for:": still the viewer.)
	default:
		return r, false
	}
	return Result{Mode: f.Began, Detail: programName(f.Program) + ", " + string(f.Began) + " as it began (a screen of its own: its help, a list, its search line)"}, true
}

// askedOverOwn reads what a program that began as an editor or a pager
// asks over a screen of its own that the first reading (r) missed: keys
// asked on the cursor's row, inside the program's frame ("│ Unsaved
// changes. Quit without saving? (y/n)" in a spreadsheet's bottom pane),
// whatever it began as; or, the editor's text read as a pager's, a field
// asking a value by its name at the foot ("Go to line:"). nil where it
// asks neither.
func askedOverOwn(s emulator.Snapshot, f Facts, r Result) *Prompt {
	if p := keysAskedAtCursor(s); p != nil && unread(r) {
		return p
	}
	if p := namedFieldAtFoot(s, f); f.Began == Editor && r.Mode == Pager && p != nil {
		return p
	}
	return nil
}

// keysAskedAtCursor reads a question whose keys the cursor's row names,
// the cursor right after it, a frame's side before it at most: a
// confirm or a choice; nil for any other row.
func keysAskedAtCursor(s emulator.Snapshot) *Prompt {
	line, ok := promptAtCursor(s)
	if !ok || !s.Cursor.Visible {
		return nil
	}
	line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "│┃║|"))
	if p := parseQuestion(line); p != nil && (p.Kind == Confirm || p.Kind == Choice) && len(p.Options) >= 2 && word.MatchString(p.Question) {
		return p
	}
	return nil
}

// namedFieldAtFoot reads a field at the foot of the program's own screen
// that asks a search or a place by its name, words then a colon
// ("Search for:", "Go to line:", "I-search:"), as a text question; nil
// for any other, and for a command line of marks ("/needle").
func namedFieldAtFoot(s emulator.Snapshot, f Facts) *Prompt {
	if !searchedAtFoot(s, f) || strings.HasPrefix(strings.TrimSpace(cursorLine(s)), "/") {
		return nil
	}
	if p := linePrompt(&grid{Snapshot: s}); p != nil && p.Kind == Text && word.MatchString(p.Question) && strings.HasSuffix(p.Question, ":") {
		return p
	}
	return nil
}

// searchedAtFoot reports whether the cursor waits at the foot of a
// screen of the program's own (atFootOfOwnScreen) after its own line
// for a search, a filter or a jump (searchAsk), whatever the rows above
// show (searchAtFoot asks more of them).
func searchedAtFoot(s emulator.Snapshot, f Facts) bool {
	if !atFootOfOwnScreen(s, f) {
		return false
	}
	t := strings.TrimSpace(cursorLine(s))
	if strings.HasPrefix(t, "/") && strings.ContainsAny(t[len(t)-1:], ":?") {
		return false // a path a question names, asked on the row above ("/srv/a.c (yN):")
	}
	return asksSearch(t)
}

// searchedAtHead reports whether the cursor waits on the top row of a
// screen of the program's own, in raw mode, after its own line for a
// search or a jump (searchAsk): LIST's "Find:" where its status bar
// stood.
func searchedAtHead(s emulator.Snapshot, f Facts) bool {
	c := s.Cursor
	return !f.Canonical && c.Visible && c.Row == 0 && len(s.Lines) > 0 && (s.AltScreen || s.Modes.AppKeypad) && asksSearch(strings.TrimSpace(cursorLine(s)))
}

// hintedAgain reads a line asked for under a hint in padded square
// brackets that the program printed where the answer goes, the cursor
// after it (seafile's setup: `[ server name ] `, `[ default "8082" ] `,
// `[ 1 or 2 ] `): the rows right above ask (hintAsked); a default the
// hint names is the question's default.
func hintedAgain(s emulator.Snapshot, f Facts, r Result) (Result, bool) {
	c := s.Cursor
	if !unread(r) || !f.Waiting || !f.Canonical || !f.Echo || !c.Visible || s.AltScreen || c.Row < 1 || c.Row >= len(s.Lines) || textBelow(s, c.Row) {
		return r, false
	}
	m := bracketHint.FindStringSubmatch(strings.TrimRight(s.Lines[c.Row], " "))
	if m == nil || uniseg.StringWidth(strings.TrimRight(s.Lines[c.Row], " ")) > c.Col {
		return r, false
	}
	if strings.TrimSpace(m[2]) != "" {
		return r, false // (an answer typed after it: the agent types, no question read yet)
	}
	p := hintAsked(s.Lines[:c.Row])
	if p == nil {
		return r, false
	}
	if d := hintDefault.FindStringSubmatch(m[1]); d != nil && p.Kind == Text {
		p.Default = d[1]
	}
	ar := Result{Mode: Question, Prompt: p}
	ar.Detail = programName(f.Program) + ", " + string(ar.Prompt.Kind) + " prompt (a hint in brackets where the answer goes)"
	return ar, true
}

// bracketHint is a hint in square brackets padded with blanks, where an
// answer goes: `[ server name ] `, then what was typed.
var bracketHint = regexp.MustCompile(`^\[ ([^\[\]]*[^\[\]\s]) \]( .*)?$`)

// hintDefault names a default in a hint: `default "8082"`, `default: 8082`.
var hintDefault = regexp.MustCompile(`(?i)^default:?\s+"?([^"]+?)"?$`)

// hintAsked reads what the rows right above a hint in brackets ask: a
// list of numbered entries (`[1] Create new databases`) under its
// question, a rule or a blank row between them at most, is a select;
// else the first row of the rows with text right over the hint (a
// question, its notes under it: `3 - 15 letters or digits`, three rows
// at most) is a text question. Nil where no such rows are.
func hintAsked(rows []string) *Prompt {
	end := len(rows)
	for end > 0 && strings.TrimSpace(rows[end-1]) == "" && len(rows)-end < 1 {
		end--
	}
	start := end
	for start > 0 && strings.TrimSpace(rows[start-1]) != "" && end-start < 8 {
		start--
	}
	if start == end || start > 0 && strings.TrimSpace(rows[start-1]) != "" {
		return nil
	}
	var opts []Option
	for _, l := range rows[start:end] {
		m := numberedEntry.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			opts = nil
			break
		}
		opts = append(opts, Option{Label: m[4], Key: m[1] + m[2] + m[3]})
	}
	if len(opts) >= 2 {
		for q := start - 1; q >= 0 && q >= start-4; q-- {
			t := strings.TrimSpace(rows[q])
			if t == "" || strings.Trim(t, "-=─━ ") == "" {
				continue
			}
			if !strings.ContainsAny(t[len(t)-1:], ":?") {
				return nil
			}
			return &Prompt{Kind: Select, Question: t, Options: opts}
		}
		return nil
	}
	if end-start > 3 {
		return nil
	}
	q := strings.TrimSpace(rows[start])
	if !strings.ContainsAny(q[len(q)-1:], ".:?") || !word.MatchString(q) {
		return nil
	}
	return &Prompt{Kind: Text, Question: q}
}

// spreadsheet reports whether a full-screen program in raw mode shows a
// spreadsheet: a row of column letters (`A  B  C  D`, four or more in a
// run) over rows numbered one after the other (three or more), and over
// or under them the current cell named by its column and row (`A1 (L)
// Month`, `B4: @SUM(B2..B3)`, a frame titled `A1`, SuperCalc's `> A1
// Text="…` under the sheet), where its value is edited. A game's board,
// lettered and numbered alike, names no cell; nor does a sheet that has
// shown nothing yet (sc's first screen).
func spreadsheet(s emulator.Snapshot, f Facts) bool {
	if !s.AltScreen || f.Canonical || len(s.Lines) < 6 {
		return false
	}
	for r := 0; r < 8 && r+3 < len(s.Lines); r++ {
		if !columnLetters.MatchString(s.Lines[r]) {
			continue
		}
		n, last := 0, -1
		for _, l := range s.Lines[r+1:] {
			m := rowNumber.FindStringSubmatch(l)
			if m == nil {
				break
			}
			v, _ := strconv.Atoi(m[1])
			if last >= 0 && v != last+1 {
				break
			}
			n, last = n+1, v
		}
		// (Under the sheet, the cell's name goes with what it holds: a
		// status of moves, "E2 E4" under a board, names no cell.)
		return n >= 3 && (slices.ContainsFunc(s.Lines[:r], cellNamed.MatchString) || slices.ContainsFunc(s.Lines[r+1+n:], cellHeld.MatchString))
	}
	return false
}

// cellHeld is a cell named at the start of a row under a sheet, with
// what it holds: SuperCalc's `> A1     Text="Allotment`, `B4: 12`.
var cellHeld = regexp.MustCompile(`^[\s>]*[A-Z]{1,2}\d{1,5}(?::|\s+\(|\s+\w+=)`)

// columnLetters is a spreadsheet's row of column letters: A to D at
// least, apart by blanks, a frame's side before them at most.
var columnLetters = regexp.MustCompile(`^[\s│|]*A\s+B\s+C\s+D(\s|$)`)

// cellNamed is a cell named by its column and row at the start of a row
// (or of a frame's title): `A1 (L) Month`, `B4: @SUM(B2..B3)`, `┌A1──`.
var cellNamed = regexp.MustCompile(`^[\s┌╭│|>]*[A-Z]{1,2}\d{1,5}([\s:─(]|$)`)

// rowNumber is a spreadsheet's row number at the start of a row, a
// frame's side before it at most.
var rowNumber = regexp.MustCompile(`^[\s│|]*(\d{1,5})(\s|$)`)
