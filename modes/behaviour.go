package modes

import (
	"path"
	"regexp"
	"strings"
	"unicode"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// Kinds read from what a program does, for programs no table names.

// maxPromptWidth is the widest a REPL's prompt is taken to be, in cells:
// prompts are a name and a mark ("gnuplot> ", "lftp :~> ", "[12]> "), and
// a longer line left of the cursor is text, not a prompt.
const maxPromptWidth = 32

// replMark is a prompt as REPLs draw it: text ending in a mark that asks
// for a command (">", "»", "❯", "λ", "$", "#", "%"), a name in
// parentheses or brackets ("(parted)", "[1]"), or a lone "?" or ";"
// (PARI/GP's, calc's).
var replMark = regexp.MustCompile(`^((\S.*)?[>»❯λ$#%]|\([A-Za-z][\w -]*\)|\(%[A-Za-z]\d{1,5}\)|\[[\w:.-]+\]|\?|;)$`)

// counted is a prompt that numbers the inputs it reads ("In [1]:",
// "(%i1)", "[3]>"): a question does not count how often it was asked.
var counted = regexp.MustCompile(`(\w \[\d{1,5}\]:|\[\d{1,5}\][:>]|\(%[A-Za-z]\d{1,5}\))$`)

// counter stands for a number in a prompt: "In [3]:", "[2]> " and "(%i4)"
// are the same prompt as the one before.
var counter = regexp.MustCompile(`\d+`)

// samePrompt is a prompt with its counters made alike, for comparing.
func samePrompt(p string) string {
	return counter.ReplaceAllString(strings.TrimRight(p, " "), "#")
}

// promptAtCursor is the text left of the cursor when nothing is right of
// it (the program waits at the end of what it drew), and whether that is
// so.
func promptAtCursor(s emulator.Snapshot) (string, bool) {
	row := s.Cursor.Row
	if row < 0 || row >= len(s.Lines) {
		return "", false
	}
	line := strings.TrimRight(s.Lines[row], " ")
	if uniseg.StringWidth(line) > s.Cursor.Col {
		return "", false
	}
	return line, true
}

// replLike reports whether a program of no known kind, on the main
// screen with its cursor shown at the end of a line, is a REPL, and why: the text before
// the cursor (its counters aside) began lines the agent submitted before,
// or lines above on the screen that hold input after it; or, for a REPL
// the table names, it counts its inputs ("In [1]:", which a program of no
// known kind may mean as a default: "Port [8080]:"); or it is shaped
// as REPLs draw their prompts (replMark), and is no question. A prompt
// ending like a question or a field (':' or '?' after words) is a REPL
// only once it began two submitted lines: a question is asked once. An
// empty prompt is a REPL only where the program edits the line itself
// (raw mode; cat reads lines in canonical mode) and lines were submitted
// at it.
func replLike(s emulator.Snapshot, f Facts, named bool) (string, bool) {
	if s.AltScreen || !s.Cursor.Visible || f.Exited || f.Stopped {
		return "", false
	}
	p, ok := promptAtCursor(s)
	if !ok {
		return "", false
	}
	p = strings.TrimLeft(p, " ")
	if uniseg.StringWidth(p) > maxPromptWidth {
		return "", false
	}
	same := samePrompt(p)
	began := 0
	for _, sub := range f.Submitted {
		if sub = strings.TrimLeft(sub, " "); samePrompt(sub) == same || (same != "" && strings.HasPrefix(samePrompt(sub), same)) {
			began++
		}
	}
	if !f.Waiting {
		// The screen decides the mode, the kernel the state: a program
		// seen at work (one that polls its terminal rather than block
		// on it) is at its prompt when the screen shows the prompt the
		// lines before began at, and nothing else.
		return "its prompt began the lines before", p != "" && (began > 0 || shownBefore(s, same))
	}
	if p == "" {
		return "its lines start at the left edge", !f.Canonical && began > 0
	}
	if named && counted.MatchString(p) {
		return "its prompt counts its inputs", true
	}
	asks := strings.HasSuffix(p, ":") || (strings.HasSuffix(p, "?") && p != "?")
	if asks {
		return "its prompt began the lines before", began >= 2
	}
	if began > 0 {
		return "its prompt began the lines before", true
	}
	if shownBefore(s, same) {
		return "its prompt began the lines above", true
	}
	if _, yes := question(p); yes && !replMark.MatchString(p) {
		return "", false
	}
	return "waits at a prompt", replMark.MatchString(p)
}

// shownBefore reports whether a row above the cursor starts with the
// prompt (counters aside) and holds more after it: input at an earlier
// prompt.
func shownBefore(s emulator.Snapshot, same string) bool {
	if same == "" {
		return false
	}
	for r := s.Cursor.Row - 1; r >= 0 && r >= s.Cursor.Row-s.Rows; r-- {
		l := samePrompt(strings.TrimLeft(s.Lines[r], " "))
		if len(l) > len(same) && strings.HasPrefix(l, same) && strings.TrimSpace(l[len(same):]) != "" {
			return true
		}
	}
	return false
}

// editorLike reports whether a program of no known kind edits a file it
// was given: it holds the terminal in raw mode on a full screen, shows
// the file's name (a status or mode line, a tab) and keeps a visible
// cursor in the text, above the screen's last two rows where pagers and
// prompts wait.
func editorLike(s emulator.Snapshot, f Facts) bool {
	if f.Canonical || !s.Cursor.Visible || s.Cursor.Row >= s.Rows-2 || !fullScreen(s) {
		return false
	}
	for _, a := range f.Args {
		b := path.Base(a)
		if strings.HasPrefix(a, "-") || len(b) < 3 || !strings.Contains(strings.TrimPrefix(b, "."), ".") {
			continue
		}
		for _, l := range s.Lines {
			if strings.Contains(l, b) {
				return true
			}
		}
	}
	return false
}

// fullScreen reports whether a program draws a screen of its own: the
// alternate screen, mouse reports asked for (clicks land on what it
// drew), or text on most rows of the main one.
func fullScreen(s emulator.Snapshot) bool {
	if s.AltScreen || s.Modes.Mouse {
		return true
	}
	n := 0
	for _, l := range s.Lines {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n > s.Rows*2/3
}

// distSuffixes end a program's name where a distribution installs one
// program under several names (vim.basic, emacs-nox).
var distSuffixes = map[string]bool{"basic": true, "tiny": true, "nox": true, "real": true, "bin": true, "gtk": true}

// baseProgram is the name of the program a table knows prog as: prog
// itself, or prog without a version or a distribution's suffix
// (python3.12, nvim-0.9, lua5.4, vim.basic, node20); prog when none is
// known.
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
			return prog
		}
		if _, ok := programKinds[n]; ok {
			return n
		}
	}
	return prog
}

func isVersion(s string) bool {
	return s != "" && strings.Trim(s, "0123456789.") == ""
}

// pagerStatus is the last row of a pager: where it is in the text ("42%",
// "(END)", "--More--", "lines 1-23", "Top", "Bot"), or its ":" prompt.
var pagerStatus = regexp.MustCompile(`(?i)(\b\d{1,3}%|\(END\)|--More--|\blines? \d+(-\d+)?\b|\b(Top|Bot|End)\b)|^\s*:\s*$`)

// pagerLike reports whether a program of no known kind pages a text: it
// holds a full screen in raw mode, the text filling the rows above a
// last row that says where it is in it, and waits with its cursor on
// that row or hidden.
func pagerLike(s emulator.Snapshot, f Facts) bool {
	if !f.Waiting || f.Canonical || len(s.Lines) != s.Rows || s.Rows < 4 || (s.Cursor.Visible && s.Cursor.Row != s.Rows-1) {
		return false
	}
	if !pagerStatus.MatchString(s.Lines[s.Rows-1]) {
		return false
	}
	filled := 0
	for _, l := range s.Lines[:s.Rows-1] {
		if strings.TrimSpace(l) != "" {
			filled++
		}
	}
	return filled*3 >= (s.Rows-1)*2
}
