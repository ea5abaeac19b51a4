package tuitest_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tuitest"
)

// greet prints "hello" in the colour the environment's COLOR asks for, a
// number that changes every run, blanks in colours, and waits.
const greet = `printf '\033[%smhello\033[m world %05d%05d%05d\n\033[31m   \033[m|\033[1m  \033[m|\033[41m  \033[m|\033[7;33m \033[m|\033[4m \033[m\n' "$COLOR" $RANDOM $RANDOM $RANDOM; read x`

// The goldens' round: missing (a failure, the screen left beside it),
// written with -update, matched run after run (the mask hides what
// changes), a change of colour alone a mismatch with a diff that shows it
// (the golden untouched, the screen left beside it), and a golden that
// matches again clears what a failure left.
func TestSnapshots(t *testing.T) {
	sessiontest.Need(t, "bash")
	t.Chdir(t.TempDir())
	dir := filepath.Join("testdata", "snapshots", "TestSnapshots")
	golden := filepath.Join(dir, "greet.golden")
	actual := filepath.Join(dir, "greet.actual")
	snap := func(tb testing.TB, color string) {
		term := tuitest.Start(tb, []string{"bash", "-c", greet}, tuitest.Size(30, 4), tuitest.Env("COLOR="+color), tuitest.Mask(`\d{3,}`))
		term.MatchSnapshot("greet")
	}

	got := failures(t, func(tb testing.TB) { snap(tb, "31") })
	if !strings.Contains(got, `MatchSnapshot("greet"): no golden file `+golden+"; run go test -update to write it") ||
		!strings.Contains(got, `"hello world `) {
		t.Fatalf("without a golden:\n%s", got)
	}
	for _, f := range []string{actual, actual + ".svg"} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("nothing left beside the missing golden: %v", err)
		}
	}

	update(t)
	if got := failures(t, func(tb testing.TB) { snap(tb, "31") }); got != "" {
		t.Fatalf("-update failed: %s", got)
	}
	want := `size 30x4
cursor 2,0
"hello world ***************"
"   |  |  | |"
style 0 0-4 fg=red
style 1 7-8 bg=red
style 1 10 fg=yellow reverse
style 1 12 underline
`
	if b, err := os.ReadFile(golden); err != nil || string(b) != want {
		t.Fatalf("the golden (%v):\n%s\nwant\n%s", err, b, want)
	}
	if _, err := os.Stat(actual); err == nil {
		t.Fatal("-update left the .actual of the earlier failure")
	}
	if err := flag.Set("update", "false"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if got := failures(t, func(tb testing.TB) { snap(tb, "31") }); got != "" {
			t.Fatalf("the same screen, another number: %s", got)
		}
	}
	got = failures(t, func(tb testing.TB) { snap(tb, "32") })
	for _, w := range []string{`MatchSnapshot("greet"): the screen differs from ` + golden, "--- " + golden, "+++ screen",
		"-style 0 0-4 fg=red", "+style 0 0-4 fg=green", " \"hello world ***************\""} {
		if !strings.Contains(got, w) {
			t.Errorf("the mismatch does not say %q:\n%s", w, got)
		}
	}
	if b, _ := os.ReadFile(golden); string(b) != want {
		t.Fatalf("a mismatch changed the golden:\n%s", b)
	}
	if b, _ := os.ReadFile(actual); !strings.Contains(string(b), "style 0 0-4 fg=green") {
		t.Fatalf("the .actual:\n%s", b)
	}
	if b, _ := os.ReadFile(actual + ".svg"); !strings.Contains(string(b), ">hello</text>") || !strings.Contains(string(b), "***************") {
		t.Fatalf("the .actual.svg:\n%s", b)
	}
	if got := failures(t, func(tb testing.TB) { snap(tb, "31") }); got != "" {
		t.Fatalf("the golden's screen again: %s", got)
	}
	if _, err := os.Stat(actual + ".svg"); err == nil {
		t.Fatal("a match left the .actual.svg of the mismatch before")
	}
}
