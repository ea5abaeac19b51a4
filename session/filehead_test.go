package session

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestFileShownDecidesEditorOrPager drives a program no table names that
// shows the file it was given on a screen of its own, in raw mode: with
// the cursor in the file's text it edits it, with the cursor hidden it
// pages it. The session reads the head of the file named in the
// program's arguments (relative to its working directory); the screen
// decides.
func TestFileShownDecidesEditorOrPager(t *testing.T) {
	sessiontest.Need(t, "bash", "stty")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the portable backend cannot see the foreground's arguments and working directory")
	}
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "notes.txt"), "first line of the notes\nsecond line\nthird line\n")
	// The file's lines from the top of the screen, a status row at its
	// foot, then the cursor where an editor or a pager leaves it.
	show := `printf '\e[?1049h\e[H'; cat "$1"; printf '\e[24;1H\e[7m %s \e[0m' "$1"; printf "$2"; stty raw -echo; read -r -n 1 _`
	for _, c := range []struct {
		name   string
		cursor string
		mode   modes.Mode
	}{
		{"the cursor in the text", `\e[2;3H`, modes.Editor},
		{"the cursor hidden", `\e[?25l`, modes.Pager},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := open(t, m, Options{Argv: []string{"bash", "-c", show, "viewer", "notes.txt", c.cursor}, Cwd: dir, Cols: 80, Rows: 24})
			ctx := context.Background()
			if _, err := s.Settle(ctx, Expect{Text: "notes.txt"}, 20*time.Second); err != nil {
				t.Fatal(err)
			}
			v, err := s.Settle(ctx, Expect{}, 10*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if v.Mode != c.mode || !strings.Contains(v.ModeDetail, "notes.txt (its text shown") {
				t.Errorf("%s (%s), want %s of notes.txt\n%s", v.Mode, v.ModeDetail, c.mode, strings.Join(v.Lines, "\n"))
			}
		})
	}
}

// TestFileHeadsBounded reads the heads of a program's arguments: only
// regular files (a FIFO is neither waited on nor read), of the first
// maxHeadFiles names, at most maxHead bytes, a last line cut short
// dropped, options and missing names left out, and read once for the
// same process and arguments.
func TestFileHeadsBounded(t *testing.T) {
	dir := t.TempDir()
	big := strings.Repeat("0123456789abcdef\n", 1000)
	sessiontest.WriteFile(t, filepath.Join(dir, "big.txt"), big)
	sessiontest.WriteFile(t, filepath.Join(dir, "small.txt"), "one\ntwo\n")
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	var h fileHeads
	// The fifth name is past maxHeadFiles: not looked at.
	args := []string{"-n", fifo, filepath.Join(dir, "missing"), filepath.Join(dir, "big.txt"), filepath.Join(dir, "small.txt"), filepath.Join(dir, "big.txt")}
	got := h.of(os.Getpid(), args)
	var at []int
	for _, g := range got {
		at = append(at, g.Arg)
	}
	if len(got) != 2 || got[0].Arg != 3 || got[1].Arg != 4 {
		t.Fatalf("heads of %v read for arguments %v, want big.txt's and small.txt's (3 and 4)", args, at)
	}
	if n := len(got[0].Head); n > maxHead || n == 0 || got[0].Head[n-1] != '\n' || !strings.HasPrefix(big, string(got[0].Head)) {
		t.Errorf("big.txt's head: %d bytes ending %q, want at most %d ending a line", n, got[0].Head[max(0, n-3):], maxHead)
	}
	if string(got[1].Head) != "one\ntwo\n" {
		t.Errorf("small.txt's head: %q", got[1].Head)
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "small.txt"), "changed\n")
	if again := h.of(os.Getpid(), args); string(again[1].Head) != "one\ntwo\n" {
		t.Errorf("read again for the same process and arguments: %q", again[1].Head)
	}
}
