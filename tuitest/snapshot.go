package tuitest

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools/tape"
)

// go test -update writes the goldens instead of comparing. The flag is
// defined here unless a package initialised before did; either way it is
// read by its name.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "write the golden files from this run (tuitest's snapshots among them)")
	}
}

// updating reports whether go test -update was given.
func updating() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	if g, ok := f.Value.(flag.Getter); ok {
		b, _ := g.Get().(bool)
		return b
	}
	return f.Value.String() == "true"
}

// snapshotName is what a snapshot may be called: a file name's part.
var snapshotName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)

// MatchSnapshot compares the settled screen with the golden file
// testdata/snapshots/<TestName>/<name>.golden; with go test -update it
// writes the file instead. A mismatch or a missing golden fails the test
// (t.Errorf, with a unified diff) and leaves <name>.actual and
// <name>.actual.svg beside the golden.
func (term *Term) MatchSnapshot(name string) {
	term.t.Helper()
	if !snapshotName.MatchString(name) || strings.Contains(name, "..") || strings.HasSuffix(name, ".actual") {
		term.fatalf("MatchSnapshot(%q): a name is letters, digits, '.', '_' and '-'", name)
	}
	dir, err := snapshotDir(term.t.Name())
	if err != nil {
		term.fatalf("MatchSnapshot(%q): %v", name, err)
	}
	v, err := term.s.Settle(term.ctx(), session.Expect{}, term.timeout)
	term.settled(fmt.Sprintf("MatchSnapshot(%q)", name), v, err)
	f := term.s.Frame()
	for _, re := range term.masks {
		for _, p := range f.Find(re) {
			f.Hide(p)
		}
	}
	got := golden(screenOf(f))
	path := filepath.Join(dir, name+".golden")
	actual := filepath.Join(dir, name+".actual")
	if updating() {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			term.fatalf("MatchSnapshot(%q): %v", name, err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			term.fatalf("MatchSnapshot(%q): %v", name, err)
		}
		removeActual(actual)
		return
	}
	want, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		where := term.writeActual(dir, actual, got, f)
		term.t.Errorf("tuitest: MatchSnapshot(%q): no golden file %s; run go test -update to write it%s\nthe screen:\n%s", name, path, where, got)
		return
	case err != nil:
		term.fatalf("MatchSnapshot(%q): %v", name, err)
	}
	if string(want) == got {
		removeActual(actual)
		return
	}
	where := term.writeActual(dir, actual, got, f)
	term.t.Errorf("tuitest: MatchSnapshot(%q): the screen differs from %s%s; go test -update rewrites it\n%s",
		name, path, where, tape.Diff(path, "screen", string(want), got))
}

// writeActual leaves the screen beside the golden, as text and as a
// picture, and says where for the failure's message.
func (term *Term) writeActual(dir, actual, text string, f emulator.Frame) string {
	var pic bytes.Buffer
	err := f.SVG(&pic)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err == nil {
		err = os.WriteFile(actual, []byte(text), 0o644)
	}
	if err == nil {
		err = os.WriteFile(actual+".svg", pic.Bytes(), 0o644)
	}
	if err != nil {
		return fmt.Sprintf(" (the screen could not be left beside it: %v)", err)
	}
	return fmt.Sprintf(" (the screen is in %s and %s.svg)", actual, actual)
}

// removeActual removes what an earlier failed run left beside a golden
// that now matches.
func removeActual(actual string) {
	_ = os.Remove(actual)
	_ = os.Remove(actual + ".svg")
}

// snapshotDir is the directory of a test's goldens: a subtest's name
// parts (t.Name() joins them with '/') are directories.
func snapshotDir(test string) (string, error) {
	parts := strings.Split(test, "/")
	for _, p := range parts {
		if p == "" || p == "." || p == ".." || strings.ContainsAny(p, "\\\x00") {
			return "", fmt.Errorf("the test's name %q cannot name a directory", test)
		}
	}
	return filepath.Join(append([]string{"testdata", "snapshots"}, parts...)...), nil
}

// golden renders a screen in the goldens' format (see "Goldens" in the
// package's documentation).
func golden(s Screen) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size %dx%d\n", s.Cols, s.Rows)
	if s.Cursor.Visible {
		fmt.Fprintf(&b, "cursor %d,%d\n", s.Cursor.Row, s.Cursor.Col)
	} else {
		b.WriteString("cursor hidden\n")
	}
	text := s.Text()
	if text != "" {
		for _, l := range strings.Split(text, "\n") {
			b.WriteString(strconv.Quote(l) + "\n")
		}
	}
	for y := range s.Rows {
		styleRuns(&b, s, y)
	}
	return b.String()
}

// styleRuns writes the style lines of row y: runs of cells that show the
// same look. A blank inside a run whose look it shares (the space between
// two bold words) is part of it; the blanks a run ends with are not, unless
// they show its look (a background).
func styleRuns(b *strings.Builder, s Screen, y int) {
	type look struct {
		raw, shown string
		blank      bool
	}
	at := func(x int) look {
		l := s.frame.LookAt(y, x)
		blank := s.frame.CellText(y, x) == " "
		return look{raw: l.String(), shown: shownLook(l, blank), blank: blank}
	}
	open := false
	var start, end int // the run: cells [start, end) and the blanks after it that share its raw look
	var run look
	emit := func() {
		cols := strconv.Itoa(start)
		if end-1 > start {
			cols += "-" + strconv.Itoa(end-1)
		}
		fmt.Fprintf(b, "style %d %s %s\n", y, cols, run.shown)
		open = false
	}
	for x := 0; x < s.Cols || open; {
		if x < s.Cols {
			c := at(x)
			if open && c.raw == run.raw {
				if c.shown == run.shown {
					end = x + 1
				}
				x++
				continue
			}
			if !open {
				if c.shown != "" {
					open, start, end, run = true, x, x+1, c
				}
				x++
				continue
			}
		}
		// The row ended, or the look changed: the run ends at its last
		// cell that shows its look, and what follows is looked at anew.
		emit()
		x = end
	}
}

// shownLook is a look as it shows, in words: on a blank, what only text
// would show (its colour, bold, faint, italic, blink, conceal) does not
// count, unless reverse shows its colour as the background.
func shownLook(l emulator.Look, blank bool) string {
	if blank {
		if l.Attr&emulator.Inverse == 0 {
			l.Fg = ""
		}
		l.Attr &^= emulator.Bold | emulator.Faint | emulator.Italic | emulator.Blink | emulator.Conceal
	}
	return l.String()
}
