package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
)

func TestTapeCommands(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := t.TempDir()
	tape := filepath.Join(dir, "hello.tape")
	sessiontest.WriteFile(t, tape, "# prints and waits\nsize 30x4\nopen printf 'hello tape\\n'; read x\nexpect text hello\nsnapshot greeting\nline\nexpect state exited\n")

	out, errOut, code := runAgentty(t, "tape", "run", tape)
	if code != 0 || !strings.Contains(out, "=== "+tape+": snapshot greeting (line 5)\n") || !strings.Contains(out, "\nhello tape\n") {
		t.Fatalf("tape run: %d %s\n%s", code, errOut, out)
	}
	out, _, code = runAgentty(t, "tape", "test", dir)
	if code != 1 || !strings.Contains(out, "FAIL "+tape) || !strings.Contains(out, "no golden file") {
		t.Fatalf("tape test without golden files: %d\n%s", code, out)
	}
	if out, _, code = runAgentty(t, "tape", "test", "--update", dir); code != 0 {
		t.Fatalf("tape test --update: %d\n%s", code, out)
	}
	golden := filepath.Join(dir, "hello.greeting.golden")
	if out, _, code = runAgentty(t, "tape", "test", tape); code != 0 || !strings.Contains(out, "ok   "+tape) {
		t.Fatalf("tape test: %d\n%s", code, out)
	}
	data, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	sessiontest.WriteFile(t, golden, strings.Replace(string(data), "hello tape", "goodbye tape", 1))
	junit := filepath.Join(dir, "report.xml")
	out, _, code = runAgentty(t, "tape", "test", "--junit", junit, tape)
	if code != 1 || !strings.Contains(out, "-goodbye tape") || !strings.Contains(out, "+hello tape") || !strings.Contains(out, "1 of 1 tapes failed") {
		t.Fatalf("tape test with a wrong golden file: %d\n%s", code, out)
	}
	report, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<testsuites tests="1" failures="1"`, `<testcase classname="` + filepath.ToSlash(dir) + `" name="hello.tape"`,
		`<failure message="snapshot &#34;greeting&#34; (line 5) differs from ` + golden, "-goodbye tape"} {
		if !strings.Contains(string(report), want) {
			t.Errorf("the JUnit report has no %s:\n%s", want, report)
		}
	}

	// A malformed tape names its line; a failed expect names its line and
	// shows the screen.
	bad := filepath.Join(dir, "bad.tape")
	sessiontest.WriteFile(t, bad, "open cat\nexpect txt hi\n")
	if _, errOut, code = runAgentty(t, "tape", "run", bad); code != 1 || !strings.Contains(errOut, "bad.tape:2: expect: want mode, state, text, regex, gone or style") {
		t.Fatalf("malformed tape: %d %s", code, errOut)
	}
	sessiontest.WriteFile(t, bad, "size 30x4\nopen printf 'on screen'; read x\nexpect text missing timeout 200ms\n")
	if _, errOut, code = runAgentty(t, "tape", "run", bad); code != 1 || !strings.Contains(errOut, "bad.tape:3: expect: text \"missing\" did not hold") || !strings.Contains(errOut, "on screen") {
		t.Fatalf("failed expect: %d %s", code, errOut)
	}
	if _, errOut, code = runAgentty(t, "tape"); code != 2 || !strings.Contains(errOut, "snapshot  NAME") {
		t.Fatalf("tape usage: %d %s", code, errOut)
	}
}
