// Package tape runs tapes: scripted terminal sessions with golden screens.
//
// A tape is a text file, one directive a line; # starts a comment:
//
//	# vim edits and saves
//	size 80x24
//	file notes.txt "first line\n"
//	open vim -u NONE notes.txt
//	expect mode editor
//	keys ihello<esc>
//	snapshot typed
//	keys :wq<enter>
//	expect state exited
//
// expect waits for what it names; expect style ROW COL waits for a cell
// to look as the words after it say (fg=red bold !italic: see
// emulator.ParseLook). click ROW COL clicks a cell (0-based, as results
// count), click TEXT the first cell of the text's first occurrence on
// the screen (quoted where it is two numbers): where the program turned
// the mouse on, as send_keys' <click:ROW,COL> does.
//
// The session runs in a fresh directory through agentty's own MCP tools.
// snapshot NAME takes the screen; `agentty tape test` compares it with the
// golden file NAME.golden beside the tape (vim.tape's "typed" snapshot is
// vim.typed.golden).
package tape

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

// Tape is a parsed tape.
type Tape struct {
	Path  string
	Steps []Step
}

// Step is one directive.
type Step struct {
	Line int
	Op   string
	Text string // keys, text, a command line, a name, a condition's value
	Name string // env and file names, expect's kind
	Cols int
	Rows int
	// Timeout bounds a wait: the tape's timeout directive, or expect's own.
	Timeout time.Duration
	Regex   *regexp.Regexp // mask
	// Row and Col are the cell click names (when it names no Text);
	// Look is what expect style claims.
	Row, Col int
	Look     *session.CellLook
}

// Directives lists every directive with what it takes, for errors and
// usage texts.
var Directives = [][2]string{
	{"size", "COLSxROWS (before open)"},
	{"env", "NAME=VALUE (before open)"},
	{"file", "NAME CONTENT: write a file into the tape's directory"},
	{"timeout", "DURATION: how long later waits may take (5s)"},
	{"mask", "REGEX: hide what matches in later snapshots"},
	{"open", "COMMAND LINE (run by bash; none for an interactive bash)"},
	{"keys", "KEYS in key notation"},
	{"type", "TEXT: typed literally"},
	{"line", "TEXT: typed, then Enter"},
	{"paste", "TEXT: pasted"},
	{"secret", "TEXT: typed as a secret, then Enter"},
	{"expect", "mode|state|text|regex|gone VALUE, or style ROW COL LOOK (fg=red bold !italic); then [timeout DURATION]"},
	{"click", "ROW COL, or TEXT: a left click on a cell or the first cell of the text"},
	{"snapshot", "NAME: take the screen"},
	{"resize", "COLSxROWS"},
	{"signal", "NAME (INT, TERM, …)"},
	{"close", "end the session"},
}

func directive(op string) bool {
	for _, d := range Directives {
		if d[0] == op {
			return true
		}
	}
	return false
}

func known() string {
	var names []string
	for _, d := range Directives {
		names = append(names, d[0])
	}
	return strings.Join(names, ", ")
}

// DefaultTimeout is how long a wait may take unless the tape says.
const DefaultTimeout = 5 * time.Second

// maxTimeout is the longest a tape may wait, the tools' own bound.
const maxTimeout = 10 * time.Minute

var (
	namePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_-]*$`) // no '.': it parts tape and snapshot in golden file names
	envName     = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	timeoutTail = regexp.MustCompile(`\s+timeout\s+(\S+)$`)
)

// ParseFile reads and parses a tape file.
func ParseFile(path string) (*Tape, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(path, f)
}

// Parse parses a tape. A malformed tape is an error naming the file and
// line.
func Parse(path string, r io.Reader) (*Tape, error) {
	t := &Tape{Path: path}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	timeout := DefaultTimeout
	opened, closed := false, false
	snapshots := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), " \t\r")
		trimmed := strings.TrimLeft(line, " \t")
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		op, rest, _ := strings.Cut(trimmed, " ")
		st := Step{Line: n, Op: op, Timeout: timeout}
		fail := func(format string, a ...any) error {
			return fmt.Errorf("%s:%d: %s: %s", path, n, op, fmt.Sprintf(format, a...))
		}
		if !directive(op) {
			return nil, fmt.Errorf("%s:%d: unknown directive %q; known: %s", path, n, op, known())
		}
		needsSession := op != "size" && op != "env" && op != "file" && op != "timeout" && op != "mask" && op != "open"
		switch {
		case needsSession && !opened:
			return nil, fail("no session yet; open one first")
		case needsSession && closed:
			return nil, fail("the session was closed at an earlier line")
		case (op == "size" || op == "env") && opened:
			return nil, fail("must come before open")
		case op == "open" && opened:
			return nil, fail("a tape opens one session")
		}
		var err error
		switch op {
		case "size", "resize":
			st.Cols, st.Rows, err = emulator.ParseSize(rest)
		case "env":
			k, v, ok := strings.Cut(rest, "=")
			if !ok || !envName.MatchString(k) {
				return nil, fail("want NAME=VALUE, got %q", rest)
			}
			st.Name = k
			st.Text, err = value(v)
		case "file":
			name, content, _ := strings.Cut(rest, " ")
			if name == "" || filepath.IsAbs(name) || strings.Contains(filepath.ToSlash(filepath.Clean(name)), "..") {
				return nil, fail("want a relative file NAME inside the tape's directory, then its CONTENT")
			}
			st.Name = filepath.Clean(name)
			st.Text, err = value(content)
		case "timeout":
			timeout, err = duration(rest)
			st.Timeout = timeout
		case "mask":
			if st.Regex, err = regexp.Compile(rest); err != nil || rest == "" {
				return nil, fail("want a regular expression (%v)", err)
			}
		case "open":
			opened = true
			st.Text = rest
		case "keys":
			if rest == "" {
				return nil, fail("no keys")
			}
			// The notation only: whether the program turns the mouse on
			// is known when the tape runs.
			if _, kerr := emulator.ParseKeys(rest); kerr != nil {
				return nil, fail("%v; valid names: %s", kerr, emulator.KeyNames)
			}
			st.Text = rest
		case "type", "line", "paste", "secret":
			st.Text, err = value(rest)
			if err == nil && st.Text == "" && op != "line" {
				return nil, fail("no text")
			}
		case "expect":
			err = parseExpect(&st, rest)
		case "click":
			err = parseClick(&st, rest)
		case "snapshot":
			if !namePattern.MatchString(rest) {
				return nil, fail("want a NAME of letters, digits, '_' or '-', got %q", rest)
			}
			if prev, ok := snapshots[rest]; ok {
				return nil, fail("snapshot %q was already taken at line %d", rest, prev)
			}
			snapshots[rest] = n
			st.Text = rest
		case "signal":
			sig := strings.TrimPrefix(strings.ToUpper(rest), "SIG")
			if _, ok := session.Signals[sig]; !ok {
				return nil, fail("unknown signal %q", rest)
			}
			st.Text = sig
		case "close":
			closed = true
		}
		if err != nil {
			return nil, fail("%v", err)
		}
		t.Steps = append(t.Steps, st)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if !opened {
		return nil, fmt.Errorf("%s: the tape never opens a session; add an open line", path)
	}
	return t, nil
}

// parseExpect reads "KIND VALUE [timeout DURATION]".
func parseExpect(st *Step, rest string) error {
	kind, v, _ := strings.Cut(rest, " ")
	st.Name = kind
	tail := ""
	if strings.HasPrefix(v, `"`) {
		if q, err := strconv.QuotedPrefix(v); err == nil {
			v, tail = q, v[len(q):]
		}
	} else if m := timeoutTail.FindStringIndex(v); m != nil {
		v, tail = v[:m[0]], v[m[0]:]
	}
	if tail != "" {
		m := timeoutTail.FindStringSubmatch(tail)
		if m == nil || m[0] != tail {
			return fmt.Errorf("text after the value: %q; only timeout DURATION may follow", tail)
		}
		d, err := duration(m[1])
		if err != nil {
			return err
		}
		st.Timeout = d
	}
	val, err := value(v)
	if err != nil {
		return err
	}
	if val == "" {
		return fmt.Errorf("expect %s needs a value", kind)
	}
	st.Text = val
	switch kind {
	case "mode":
		if !slices.Contains(modes.All, modes.Mode(val)) {
			return fmt.Errorf("mode %q is not one of %v", val, modes.All)
		}
	case "state":
		if !slices.Contains(session.States, session.State(val)) {
			return fmt.Errorf("state %q is not one of %v", val, session.States)
		}
	case "regex":
		if _, err := regexp.Compile("(?m)" + val); err != nil {
			return err // wait_for compiles it again, the same way
		}
	case "text", "gone":
	case "style":
		f := strings.Fields(val)
		if len(f) < 3 {
			return fmt.Errorf("want style ROW COL LOOK, e.g. style 0 4 fg=red bold")
		}
		row, rerr := cellIndex(f[0])
		col, cerr := cellIndex(f[1])
		if rerr != nil || cerr != nil {
			return fmt.Errorf("want style ROW COL LOOK with ROW and COL 0-based numbers, got %q %q", f[0], f[1])
		}
		claim, err := emulator.ParseLook(strings.Join(f[2:], " "))
		if err != nil {
			return err
		}
		st.Look = &session.CellLook{Row: row, Col: col, Claim: claim}
	default:
		return fmt.Errorf("want mode, state, text, regex, gone or style, got %q", kind)
	}
	return nil
}

// parseClick reads "ROW COL" (two numbers) or the text to click on.
func parseClick(st *Step, rest string) error {
	if f := strings.Fields(rest); len(f) == 2 {
		row, rerr := cellIndex(f[0])
		col, cerr := cellIndex(f[1])
		if rerr == nil && cerr == nil {
			st.Row, st.Col = row, col
			return nil
		}
	}
	text, err := value(rest)
	if err == nil && text == "" {
		err = errors.New("want ROW COL (0-based) or the TEXT to click on")
	}
	st.Text = text
	return err
}

// cellIndex reads a 0-based row or column.
func cellIndex(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n >= emulator.MaxCols {
		return 0, fmt.Errorf("%q is not a row or column", s)
	}
	return n, nil
}

// value reads a directive's text: a Go-quoted string (for leading or
// trailing spaces and escapes such as \n), or the rest of the line as it is.
func value(s string) (string, error) {
	if !strings.HasPrefix(s, `"`) {
		return s, nil
	}
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", fmt.Errorf("unterminated or malformed quoted text %s", s)
	}
	if q != s {
		return "", fmt.Errorf("text after the closing quote: %q", s[len(q):])
	}
	return strconv.Unquote(q)
}

func duration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 || d > maxTimeout {
		return 0, fmt.Errorf("want a duration such as 5s, up to %v, got %q", maxTimeout, s)
	}
	return d, nil
}
