package tuitest_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tuitest"
)

// Programs not written for agentty, tested with the package: a Bubble Tea
// program (charmbracelet's list and text input, in testdata/tui, the
// module of the project's Go fixture programs, built from the Go module
// proxy so that this module does not depend on Bubble Tea), vim and htop.

// fruit builds the Go fixture programs (once a machine) and returns the
// Bubble Tea program's path.
func fruit(t testing.TB) string {
	t.Helper()
	return filepath.Join(sessiontest.GoPrograms(t, filepath.Join("..", "testdata", "tui")), "fruit")
}

// A Bubble Tea list and text input, the way a test written for it by its
// author would go: waits on what shows, keys, a snapshot, the exit.
func TestBubbleTea(t *testing.T) {
	t.Parallel()
	term := tuitest.Start(t, []string{fruit(t)}, tuitest.Size(40, 14))
	term.WaitText("> Apple")
	term.Keys("j")
	term.WaitText("> Banana")
	if c := term.Screen().Cell(3, 0); c.Text != ">" || c.Fg != "205" || !c.Bold {
		t.Fatalf("the selected row's first cell: %+v", c)
	}
	term.Keys("<down>")
	term.WaitText("> Cherry")
	term.MatchSnapshot("cherry")
	term.Keys("<enter>")
	term.WaitText("Note for Cherry:")
	term.Type("ripe, sweet")
	term.WaitText("ripe, sweet")
	term.Keys("<enter>")
	if code := term.WaitExit(); code != 0 {
		t.Fatalf("exit code %d", code)
	}
	if s := term.Screen(); !strings.Contains(s.Text(), "Picked Cherry: ripe, sweet") {
		t.Fatalf("the last screen:\n%s", s.Text())
	}
}

// Keys types as a person does (jj is two keys, two reads) and returns with
// what they caused on the screen, also from a program whose renderer draws
// on a timer after its input thread is back reading (Bubble Tea); Start
// returns with its first screen drawn: no wait for a text anywhere.
func TestKeysDrawnOnATimer(t *testing.T) {
	t.Parallel()
	term := tuitest.Start(t, []string{fruit(t)}, tuitest.Size(40, 14))
	if s := term.Screen(); !strings.Contains(s.Text(), "> Apple") {
		t.Fatalf("Start returned before the first screen was drawn:\n%s", s.Text())
	}
	for _, st := range []struct{ keys, row string }{
		{"jj", "> Cherry"}, {"k", "> Banana"}, {"<down><down><down>", "> Elderberry"}, {"<up>k", "> Cherry"},
	} {
		term.Keys(st.keys)
		if s := term.Screen(); !strings.Contains(s.Text(), st.row) {
			t.Fatalf("Keys(%q) returned without %q on the screen:\n%s", st.keys, st.row, s.Text())
		}
	}
	term.Keys("<enter>")
	if s := term.Screen(); !strings.Contains(s.Text(), "Note for Cherry:") {
		t.Fatalf("Keys(\"<enter>\") returned before the note's screen:\n%s", s.Text())
	}
}

// vim: typing, a click where it turned the mouse on, a snapshot, :wq.
func TestVim(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "vim")
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "first line\nsecond line\n")
	term := tuitest.Start(t, []string{"vim", "-u", "NONE", "-N", "-i", "NONE", "-c", "set mouse=a ruler ttimeout ttimeoutlen=20", "-c", "redraw | echo 'mouse on'", "notes.txt"},
		tuitest.Dir(dir), tuitest.Size(60, 8))
	term.WaitText("mouse on") // the -c commands ran: the mouse is on
	term.Click(1, 7)
	if s := term.Screen(); s.Cursor.Row != 1 || s.Cursor.Col != 7 {
		t.Fatalf("after a click on 1,7 the cursor is at %d,%d:\n%s", s.Cursor.Row, s.Cursor.Col, s.Text())
	}
	term.Keys("ihello <esc>")
	// vim takes a lone Esc for a key of its own once no more bytes
	// follow within 'ttimeoutlen': then it leaves insert mode, and the
	// ruler has the cursor back on the space.
	term.WaitRegex(`2,13 +All`)
	term.MatchSnapshot("typed")
	term.Keys(":wq<enter>")
	if code := term.WaitExit(); code != 0 {
		t.Fatalf("vim exited %d", code)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(b) != "first line\nsecond hello line\n" {
		t.Fatalf("notes.txt: %q", b)
	}
}

// htop: its help screen, masked where it changes, and a click on Quit.
func TestHtop(t *testing.T) {
	t.Parallel()
	sessiontest.Need(t, "htop")
	term := tuitest.Start(t, []string{"htop"}, tuitest.Size(100, 30), tuitest.Env("HOME=/nonexistent"),
		tuitest.Mask(`htop [0-9][0-9.]* - \(C\).*`))
	term.WaitText("PID")
	term.Keys("<f1>")
	term.WaitText("show this help screen")
	term.MatchSnapshot("help")
	term.Keys("q")
	term.WaitText("F10Quit") // the function bar, drawn last
	if c := term.Screen().Cell(29, 75); c.Text != "Q" || c.Fg != "black" || c.Bg != "cyan" {
		t.Fatalf("Quit in the function bar: %+v", c)
	}
	term.ClickText("Quit")
	if code := term.WaitExit(); code != 0 {
		t.Fatalf("htop exited %d", code)
	}
}
