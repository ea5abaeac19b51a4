package emulator

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

var updateGoldens = flag.Bool("update", false, "rewrite testdata/vt/cases/*.golden with what a live tmux shows")

// vtDir holds the differential corpus: cases/NAME.case, the tmux screen in
// cases/NAME.golden, and the program recordings the cases name.
const vtDir = "../testdata/vt"

// tmuxDeadline bounds one case's round trip through tmux.
const tmuxDeadline = 30 * time.Second

// TestTmux runs every case in testdata/vt/cases through our emulator and
// compares the screen and cursor with tmux's, kept in NAME.golden. When tmux
// is installed the bytes also go through a live tmux, so a change in tmux is
// noticed; -update rewrites the goldens from it. Without tmux only the
// goldens are used, unless AGENTTY_REQUIRE_PROGRAMS=1 makes that a failure.
func TestTmux(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(vtDir, "cases", "*.case"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files in %s/cases (err %v)", vtDir, err)
	}
	var tm *tmuxServer
	if path, err := exec.LookPath("tmux"); err == nil {
		tm = startTmux(t, path)
	} else if *updateGoldens || os.Getenv("AGENTTY_REQUIRE_PROGRAMS") == "1" {
		t.Fatalf("tmux is needed (-update or AGENTTY_REQUIRE_PROGRAMS=1): %v", err)
	} else {
		t.Log("tmux is not installed: comparing with the goldens only")
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".case")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			c, err := readVTCase(file)
			if err != nil {
				t.Fatal(err)
			}
			goldenPath := strings.TrimSuffix(file, ".case") + ".golden"
			var live screenText
			if tm != nil {
				live = tm.screen(t, c)
				if *updateGoldens {
					if err := os.WriteFile(goldenPath, formatVTGolden(live), 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			want, err := readVTGolden(goldenPath, c.rows)
			if err != nil {
				t.Fatal(err)
			}
			if tm != nil && !live.equal(want) {
				t.Errorf("live %s no longer shows the golden screen; if the change is right, rerun with -update (- golden, + live tmux):\n%s",
					tm.version, screenDiff(want.lines, live.lines, want.cursorString(), live.cursorString()))
			}
			got := feedScreen(t, c.cols, c.rows, c.input, 0)
			want = c.expected(want)
			if !got.equal(want) {
				note := ""
				if c.departs != "" {
					note = "\n(tmux departs from xterm here: " + c.departs + ")"
				}
				t.Errorf("%s\nour screen differs from tmux's (- tmux, + ours):%s\n%s",
					c.desc, note, screenDiff(want.lines, got.lines, want.cursorString(), got.cursorString()))
			}
		})
	}
}

// vtCase is one case file:
//
//	# free-text description
//	size 80x24
//	input "Go-quoted string"    (may repeat; the pieces are concatenated)
//	file recordings/NAME.raw    (relative to testdata/vt; beside or instead of input)
//	tmux-departs "note"         (what tmux does differently from xterm)
//	xterm-row N "text"          (with tmux-departs: row N as xterm shows it)
//	xterm-cursor ROW,COL        (with tmux-departs: the cursor as xterm has it)
//
// Where tmux departs from xterm, agentty follows xterm: its screen is
// compared with tmux's golden changed by the xterm-row and xterm-cursor
// lines, while a live tmux is still compared with the golden itself.
type vtCase struct {
	name       string
	desc       string
	cols, rows int
	input      []byte
	departs    string
	xtermRows  map[int]string
	xtermCur   *[2]int
}

// expected is the screen agentty must show: tmux's, or, where tmux departs
// from xterm, xterm's.
func (c *vtCase) expected(golden screenText) screenText {
	want := golden
	want.lines = append([]string(nil), golden.lines...)
	for row, text := range c.xtermRows {
		want.lines[row] = text
	}
	if c.xtermCur != nil {
		want.cursor = *c.xtermCur
	}
	return want
}

// readCaseFile reads a case file of this package's testdata: lines of
// "key arg" for directive, in order, and "#" comment lines, which it
// returns as the case's description. An error of directive's is given the
// file, line and key.
func readCaseFile(path string, directive func(key, arg string) error) (desc []string, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "#"); ok {
			desc = append(desc, strings.TrimSpace(rest))
			continue
		}
		key, arg, _ := strings.Cut(line, " ")
		if err := directive(key, strings.TrimSpace(arg)); err != nil {
			return nil, fmt.Errorf("%s:%d: %s: %w", path, i+1, key, err)
		}
	}
	return desc, nil
}

func readVTCase(path string) (*vtCase, error) {
	c := &vtCase{name: strings.TrimSuffix(filepath.Base(path), ".case")}
	desc, err := readCaseFile(path, func(key, arg string) error {
		switch key {
		case "size":
			if _, err := fmt.Sscanf(arg, "%dx%d", &c.cols, &c.rows); err != nil {
				return err
			}
			if c.cols < MinCols || c.cols > MaxCols || c.rows < MinRows || c.rows > MaxRows {
				return fmt.Errorf("%dx%d is outside the emulator's limits", c.cols, c.rows)
			}
		case "input":
			s, err := strconv.Unquote(arg)
			if err != nil {
				return err
			}
			c.input = append(c.input, s...)
		case "file":
			b, err := os.ReadFile(filepath.Join(vtDir, filepath.FromSlash(arg)))
			if err != nil {
				return err
			}
			c.input = append(c.input, b...)
		case "tmux-departs":
			s, err := strconv.Unquote(arg)
			if err != nil {
				return err
			}
			c.departs = s
		case "xterm-row":
			n, text, _ := strings.Cut(arg, " ")
			row, err := strconv.Atoi(n)
			if err != nil {
				return err
			}
			if text, err = strconv.Unquote(strings.TrimSpace(text)); err != nil {
				return err
			}
			if c.xtermRows == nil {
				c.xtermRows = map[int]string{}
			}
			c.xtermRows[row] = text
		case "xterm-cursor":
			var cur [2]int
			if _, err := fmt.Sscanf(arg, "%d,%d", &cur[0], &cur[1]); err != nil {
				return err
			}
			c.xtermCur = &cur
		default:
			return errors.New("unknown directive")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	c.desc = strings.Join(desc, " ")
	switch {
	case c.cols == 0:
		return nil, fmt.Errorf("%s: no size line", path)
	case len(c.input) == 0:
		return nil, fmt.Errorf("%s: no input or file line", path)
	case (c.xtermRows != nil || c.xtermCur != nil) && c.departs == "":
		return nil, fmt.Errorf("%s: xterm-row or xterm-cursor without tmux-departs saying why", path)
	}
	for row := range c.xtermRows {
		if row < 0 || row >= c.rows {
			return nil, fmt.Errorf("%s: xterm-row %d outside %d rows", path, row, c.rows)
		}
	}
	return c, nil
}

// formatVTGolden writes a screen as one strconv.Quote'd row per line and a
// final "cursor ROW,COL" line.
func formatVTGolden(s screenText) []byte {
	var b bytes.Buffer
	for _, l := range s.lines {
		b.WriteString(strconv.Quote(l))
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "cursor %s\n", s.cursorString())
	return b.Bytes()
}

func readVTGolden(path string, rows int) (screenText, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return screenText{}, fmt.Errorf("%w (create it with: go test ./emulator -run TestTmux -update)", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != rows+1 {
		return screenText{}, fmt.Errorf("%s: %d lines, want %d rows and a cursor line", path, len(lines), rows)
	}
	var s screenText
	for i, l := range lines[:rows] {
		u, err := strconv.Unquote(l)
		if err != nil {
			return screenText{}, fmt.Errorf("%s:%d: %w", path, i+1, err)
		}
		s.lines = append(s.lines, u)
	}
	if _, err := fmt.Sscanf(lines[rows], "cursor %d,%d", &s.cursor[0], &s.cursor[1]); err != nil {
		return screenText{}, fmt.Errorf("%s:%d: %w", path, rows+1, err)
	}
	return s, nil
}

// tmuxServer is a private tmux server (its own socket, its own config) that
// draws case inputs in detached panes. Cases may use it concurrently: each
// gets its own session.
type tmuxServer struct {
	path    string // the tmux binary
	socket  string // -L name
	conf    string // -f file
	dir     string // inputs and the pane script
	version string // tmux -V
}

// tmuxConf makes a pane exactly the size new-session asks for (no status
// line) and keeps the default shell out of the way.
const tmuxConf = `set -g status off
set -g history-limit 10000
set -g exit-empty off
set -g default-shell /bin/sh
set -g remain-on-exit off
`

// tmuxPaneScript runs in each pane: it puts the tty in raw mode (so the tty
// adds no CR before LF), writes the case's bytes, then asks tmux for a
// device status report. tmux parses a pane's output in order, so once the
// reply ("ESC [ 0 n") is read back every byte before it has been drawn. $2
// is how many such replies to wait for: the case's own DSR 5 queries get
// answers too. Then it wakes the test through wait-for.
const tmuxPaneScript = `stty raw -echo
cat "$1"
printf '\033[5n'
n=0
s=
while [ "$n" -lt "$2" ]; do
	c=$(dd bs=1 count=1 2>/dev/null)
	s="$s$c"
	case "$s" in *'[0n') n=$((n+1)); s= ;; esac
done
"$3" -L "$4" wait-for -S "$5"
exec sleep 1000
`

func startTmux(t testing.TB, path string) *tmuxServer {
	t.Helper()
	dir := t.TempDir()
	s := &tmuxServer{
		path:   path,
		socket: fmt.Sprintf("agentty-vt-%d", os.Getpid()),
		conf:   filepath.Join(dir, "tmux.conf"),
		dir:    dir,
	}
	if err := os.WriteFile(s.conf, []byte(tmuxConf), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "pane.sh"), []byte(tmuxPaneScript), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := s.run(context.Background(), "-V")
	if err != nil {
		t.Fatal(err)
	}
	s.version = strings.TrimSpace(out)
	if _, err := s.run(context.Background(), "start-server"); err != nil {
		t.Fatal(err)
	}
	sock, err := s.run(context.Background(), "display", "-p", "#{socket_path}")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Ends the server and, with it, every pane's sleep. tmux leaves
		// its socket file behind.
		_, _ = s.run(context.Background(), "kill-server")
		if fi, err := os.Lstat(strings.TrimSpace(sock)); err == nil && fi.Mode()&os.ModeSocket != 0 {
			_ = os.Remove(strings.TrimSpace(sock))
		}
	})
	return s
}

// run runs one tmux client command against the private server.
func (s *tmuxServer) run(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, s.path, append([]string{"-u", "-L", s.socket, "-f", s.conf}, args...)...)
	env := []string{"LC_ALL=C.UTF-8"}
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "TMUX=") && !strings.HasPrefix(e, "TMUX_PANE=") && !strings.HasPrefix(e, "LC_ALL=") {
			env = append(env, e)
		}
	}
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("tmux %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return string(out), nil
}

// screen draws the case's bytes in a fresh cols x rows pane and returns what
// tmux shows: capture-pane's text and display's cursor.
func (s *tmuxServer) screen(t *testing.T, c *vtCase) screenText {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), tmuxDeadline)
	defer cancel()
	in := filepath.Join(s.dir, c.name+".in")
	if err := os.WriteFile(in, c.input, 0o644); err != nil {
		t.Fatal(err)
	}
	session := "vt-" + c.name
	target := "=" + session + ":"
	replies := bytes.Count(c.input, []byte("\x1b[5n")) + 1
	shell := fmt.Sprintf("sh %s %s %d %s %s %s",
		shQuote(filepath.Join(s.dir, "pane.sh")), shQuote(in), replies,
		shQuote(s.path), shQuote(s.socket), shQuote("done-"+c.name))
	if _, err := s.run(ctx, "new-session", "-d", "-s", session,
		"-x", strconv.Itoa(c.cols), "-y", strconv.Itoa(c.rows), shell); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _, _ = s.run(context.Background(), "kill-session", "-t", "="+session) })
	if _, err := s.run(ctx, "wait-for", "done-"+c.name); err != nil {
		t.Fatalf("waiting %v for the pane to draw the input: %v", tmuxDeadline, err)
	}

	info, err := s.run(ctx, "display", "-p", "-t", target, "#{cursor_x},#{cursor_y},#{pane_width},#{pane_height}")
	if err != nil {
		t.Fatal(err)
	}
	var x, y, w, h int
	if _, err := fmt.Sscanf(strings.TrimSpace(info), "%d,%d,%d,%d", &x, &y, &w, &h); err != nil {
		t.Fatalf("tmux display: %q: %v", info, err)
	}
	if w != c.cols || h != c.rows {
		t.Fatalf("tmux pane is %dx%d, want %dx%d", w, h, c.cols, c.rows)
	}
	plain, err := s.run(ctx, "capture-pane", "-p", "-t", target)
	if err != nil {
		t.Fatal(err)
	}
	codes, err := s.run(ctx, "capture-pane", "-p", "-e", "-t", target)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := tmuxScreenLines(plain, codes, c.rows)
	if err != nil {
		t.Fatal(err)
	}
	return screenText{lines: lines, cursor: [2]int{y, x}}
}

// sgr matches the attribute sequences capture-pane -e puts in its output.
var sgr = regexp.MustCompile(`\x1b\[[0-9;:]*m`)

// tmuxScreenLines turns capture-pane output into rows rows, trailing spaces
// trimmed, missing rows empty.
//
// capture-pane -p prints a cell drawn in the DEC special graphics set as the
// ASCII letter the program sent ("lqk"), while a client is shown line
// drawing ("┌─┐"). So the screen is read twice: plain, and with -e, which
// brackets runs of those cells in SO/SI; the bracketed letters are mapped
// through tmux's own table (tty-acs.c) to what tmux draws on a UTF-8 client.
// The two captures must agree on everything else.
func tmuxScreenLines(plain, codes string, rows int) ([]string, error) {
	p := splitRows(plain, rows)
	e := splitRows(codes, rows)
	out := make([]string, rows)
	acs := false // -e emits SO/SI only where the charset changes, even across rows
	for i := range out {
		var mapped, bare strings.Builder
		for _, r := range sgr.ReplaceAllString(e[i], "") {
			switch {
			case r == '\x0e':
				acs = true
			case r == '\x0f':
				acs = false
			case acs && tmuxACS[r] != "":
				mapped.WriteString(tmuxACS[r])
				bare.WriteRune(r)
			default:
				mapped.WriteRune(r)
				bare.WriteRune(r)
			}
		}
		if got := strings.TrimRight(bare.String(), " "); got != p[i] {
			return nil, fmt.Errorf("row %d: capture-pane -e gives %q, -p gives %q", i, got, p[i])
		}
		out[i] = strings.TrimRight(mapped.String(), " ")
	}
	return out, nil
}

func splitRows(s string, rows int) []string {
	out := make([]string, rows)
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for i := 0; i < rows && sc.Scan(); i++ {
		out[i] = strings.TrimRight(sc.Text(), " ")
	}
	return out
}

// tmuxACS is tmux's tty-acs.c table: what it draws on a UTF-8 terminal for a
// cell in the DEC special graphics set. Letters not in it are drawn as sent.
var tmuxACS = map[rune]string{
	'+': "→", ',': "←", '-': "↑", '.': "↓", '0': "▮", '`': "◆",
	'a': "▒", 'f': "°", 'g': "±", 'h': "▒", 'i': "☃",
	'j': "┘", 'k': "┐", 'l': "┌", 'm': "└", 'n': "┼",
	'o': "⎺", 'p': "⎻", 'q': "─", 'r': "⎼", 's': "⎽",
	't': "├", 'u': "┤", 'v': "┴", 'w': "┬", 'x': "│",
	'y': "≤", 'z': "≥", '{': "π", '|': "≠", '}': "£", '~': "·",
}

func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
