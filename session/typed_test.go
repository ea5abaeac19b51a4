package session

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestSubmittedLinesMakeAREPL drives a program that asks "amount: " again
// after every line it reads: a question the first time, and a REPL once a
// line was submitted at it and it asks again (a question is asked once).
// The session records where each line the agent typed began.
func TestSubmittedLinesMakeAREPL(t *testing.T) {
	sessiontest.Need(t, "python3")
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the portable backend infers waiting from quiet time; the mode needs the program seen waiting")
	}
	s := open(t, m, Options{Argv: []string{"python3", "-c", "while True: input('amount: ')"}, Cols: 40, Rows: 10})
	ctx := context.Background()
	v, err := s.Settle(ctx, Expect{Text: "amount:"}, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if v, err = s.Settle(ctx, Expect{}, 10*time.Second); err != nil || v.Mode != modes.Question {
		t.Fatalf("first ask: %s (%s), %v\n%s", v.Mode, v.ModeDetail, err, strings.Join(v.Lines, "\n"))
	}
	for i, line := range []string{"3", "4"} {
		// Typed, then submitted in a call of its own: the line began at
		// the prompt all the same.
		if _, err := s.Send(ctx, Text([]byte(line)), Expect{}, 10*time.Second); err != nil {
			t.Fatal(err)
		}
		// The prompt is on the screen again after each line.
		if v, err = s.Send(ctx, Text([]byte("\r")), Expect{}, 10*time.Second); err != nil || strings.TrimSpace(v.Lines[len(v.Lines)-1]) != "amount:" {
			t.Fatalf("line %d: %v\n%s", i, err, strings.Join(v.Lines, "\n"))
		}
		got := s.views.typed.lines()
		if len(got) != i+1 || got[i] != "amount:" {
			t.Fatalf("submitted %q after line %d, want each to begin at \"amount:\"", got, i)
		}
		// Asked again once a line was submitted at it, the prompt is a
		// REPL's: a question is asked once.
		want := modes.REPL
		if v.Mode != want {
			t.Errorf("after %d lines: %s (%s), want %s\n%s", i+1, v.Mode, v.ModeDetail, want, strings.Join(v.Lines, "\n"))
		}
	}
}

// Where the text being typed began: at its first key since the last
// Enter, Tab or move (a form's next field), not where the first key of
// the line was sent.
func TestTypedFrom(t *testing.T) {
	for _, c := range []struct {
		name   string
		keys   [][2]string // the text before the cursor, then what was typed
		typing bool
		from   string
	}{
		{"typed at a label", [][2]string{{"Enter receive code:", "ember"}, {"Enter receive code: ember", "-kettle"}}, true, "Enter receive code:"},
		{"typed after Tab moved to a field", [][2]string{{"╚═══", "\t"}, {"║ First name", "Anna"}}, true, "║ First name"},
		{"typed after an arrow", [][2]string{{"Name: ada", "\x1b[D"}, {"Name: ad", "x"}}, true, "Name: ad"},
		{"entered", [][2]string{{"Name:", "ada"}, {"Name: ada", "\r"}}, false, ""},
		{"moved, nothing typed since", [][2]string{{"Name:", "ada"}, {"Name: ada", "\t"}}, false, ""},
	} {
		var l typedLines
		for _, k := range c.keys {
			l.note(k[0], k[1])
		}
		typing, from := l.current()
		if typing != c.typing || (typing && from != c.from) {
			t.Errorf("%s: typing %v from %q, want %v from %q", c.name, typing, from, c.typing, c.from)
		}
	}
}
