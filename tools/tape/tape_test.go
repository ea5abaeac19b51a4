package tape

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
)

// The project's own tapes: vim, less, top, htop and python3 driven through
// the MCP tools, their snapshots equal to the golden files.
func TestTapes(t *testing.T) {
	paths, err := Find([]string{"../../testdata/tapes"})
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 5 {
		t.Fatalf("%d tapes in testdata/tapes, want the five of vim, less, top, htop and python3", len(paths))
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			tp, err := ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range tp.Steps {
				if st.Op == "open" {
					sessiontest.Need(t, strings.Fields(st.Text)[0])
				}
			}
			var out bytes.Buffer
			if Failed(Test(context.Background(), []string{path}, false, &out)) != 0 {
				t.Fatalf("%s", out.String())
			}
		})
	}
}

func TestParseErrorsNameTheLine(t *testing.T) {
	tests := []struct {
		tape string
		want string
	}{
		{"open cat\nfrobnicate now", "x.tape:2: unknown directive \"frobnicate\""},
		{"keys a\nopen cat", "x.tape:1: keys: no session yet"},
		{"open cat\nsize 80x24", "x.tape:2: size: must come before open"},
		{"size 80by24\nopen cat", "x.tape:1: size: want COLSxROWS"},
		{"size 5x2\nopen cat", "x.tape:1: size: want COLSxROWS within"},
		{"open cat\nopen vim", "x.tape:2: open: a tape opens one session"},
		{"open cat\nkeys <nope>", "x.tape:2: keys: unknown key"},
		{"open cat\nexpect colour red", "x.tape:2: expect: want mode, state, text, regex, gone or style"},
		{"open cat\nexpect style 1 bold", "x.tape:2: expect: want style ROW COL LOOK"},
		{"open cat\nexpect style a 1 bold", "x.tape:2: expect: want style ROW COL LOOK with ROW and COL 0-based numbers"},
		{"open cat\nexpect style 1 -1 bold", "x.tape:2: expect: want style ROW COL LOOK with ROW and COL 0-based numbers"},
		{"open cat\nexpect style 1 1 shiny", "x.tape:2: expect: \"shiny\" is not fg=COLOUR"},
		{"open cat\nexpect style 1 1 fg=purple", "x.tape:2: expect: fg=purple: \"purple\" is not a colour"},
		{"open cat\nclick", "x.tape:2: click: want ROW COL (0-based) or the TEXT"},
		{"open cat\nclick \"open", "x.tape:2: click: unterminated"},
		{"click 1 1\nopen cat", "x.tape:1: click: no session yet"},
		{"open cat\nexpect mode happy", "x.tape:2: expect: mode \"happy\" is not one of"},
		{"open cat\nexpect state asleep", "x.tape:2: expect: state \"asleep\""},
		{"open cat\nexpect regex a(b", "x.tape:2: expect: error parsing regexp"},
		{"open cat\nexpect text hi timeout soon", "x.tape:2: expect: want a duration"},
		{"open cat\nexpect text \"hi\" later", "x.tape:2: expect: text after the value"},
		{"open cat\ntype \"unterminated", "x.tape:2: type: unterminated"},
		{"open cat\nsnapshot a b", "x.tape:2: snapshot: want a NAME"},
		{"open cat\nsnapshot a\nsnapshot a", "x.tape:3: snapshot: snapshot \"a\" was already taken at line 2"},
		{"open cat\nsignal NAP", "x.tape:2: signal: unknown signal"},
		{"open cat\nclose\nkeys a", "x.tape:3: keys: the session was closed"},
		{"file ../escape x\nopen cat", "x.tape:1: file: want a relative file NAME"},
		{"env 1X=y\nopen cat", "x.tape:1: env: want NAME=VALUE"},
		{"timeout 0s\nopen cat", "x.tape:1: timeout: want a duration"},
		{"mask a(\nopen cat", "x.tape:1: mask: want a regular expression"},
		{"# only a comment\n", "x.tape: the tape never opens a session"},
	}
	for _, tt := range tests {
		_, err := Parse("x.tape", strings.NewReader(tt.tape))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v, want an error containing %q", tt.tape, err, tt.want)
		}
	}
}

func TestParseValues(t *testing.T) {
	tp, err := Parse("x.tape", strings.NewReader("# c\n\nsize 100x30\nenv A=\" b \"\nopen cat\ntype \"a\\tb \"\nline plain text  \nexpect text \"x timeout 1s\"\nexpect text y timeout 2s\n"))
	if err != nil {
		t.Fatal(err)
	}
	st := tp.Steps
	if st[0].Cols != 100 || st[0].Rows != 30 || st[1].Text != " b " || st[3].Text != "a\tb " || st[4].Text != "plain text" {
		t.Fatalf("values: %+v", st)
	}
	if st[5].Text != "x timeout 1s" || st[5].Timeout != DefaultTimeout || st[6].Text != "y" || st[6].Timeout.String() != "2s" {
		t.Fatalf("expect values: %+v %+v", st[5], st[6])
	}
	if st[3].Line != 6 {
		t.Fatalf("line numbers count comments and blank lines: %d", st[3].Line)
	}
	tp, err = Parse("x.tape", strings.NewReader("open cat\nclick 3 4\nclick \"3 4\"\nclick Quit now\nclick 3\nexpect style 2 5 fg=red !bold timeout 2s\n"))
	if err != nil {
		t.Fatal(err)
	}
	st = tp.Steps
	if st[1].Text != "" || st[1].Row != 3 || st[1].Col != 4 || st[2].Text != "3 4" || st[3].Text != "Quit now" || st[4].Text != "3" {
		t.Fatalf("click values: %+v", st[1:5])
	}
	if lk := st[5].Look; lk == nil || lk.Row != 2 || lk.Col != 5 || st[5].Timeout.String() != "2s" ||
		!lk.Claim.Holds(emulator.Look{Fg: "1"}) || lk.Claim.Holds(emulator.Look{Fg: "1", Attr: emulator.Bold}) {
		t.Fatalf("expect style: %+v", st[5])
	}
}

// click reaches the program where it turned the mouse on, on a cell or
// on the text it names, and fails with the tool's sentence where it did
// not; expect style waits for a cell's look and, failing, says what the
// cell looks like.
func TestClickAndStyle(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := t.TempDir()
	sessiontest.WriteFile(t, filepath.Join(dir, "echo.py"), `import os, sys, tty
tty.setraw(0)
os.write(1, sys.argv[1].encode() + b"\x1b[1;31mready\x1b[m \x1b[44mOK\x1b[m\r\n")
while (b := os.read(0, 256)) != b"q":
    os.write(1, repr(b).encode() + b"\r\n")
`)
	script, _ := os.ReadFile(filepath.Join(dir, "echo.py"))
	run := func(tape string) error {
		t.Helper()
		tp, err := Parse("x.tape", strings.NewReader(fmt.Sprintf("size 40x6\nfile echo.py %q\n", script)+tape))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Run(context.Background(), tp)
		return err
	}
	err := run("open python3 echo.py $'\\e[?1000h\\e[?1006h'\nexpect text ready\nexpect style 0 0 fg=red bold\nexpect style 0 5 plain\nexpect style 0 6 bg=blue !bold\n" +
		"click 2 3\nexpect text <0;4;3M\nclick OK\nexpect text <0;7;1M\n")
	if err != nil {
		t.Fatal(err)
	}
	err = run("open python3 echo.py ''\nexpect text ready\nclick 0 0\n")
	if err == nil || !strings.Contains(err.Error(), "x.tape:5: click: mouse reporting is off") {
		t.Fatalf("a click with the mouse off: %v", err)
	}
	err = run("open python3 echo.py ''\nexpect text ready\nclick missing\n")
	if err == nil || !strings.Contains(err.Error(), `x.tape:5: click: "missing" is not on the screen`) || !strings.Contains(err.Error(), "ready OK") {
		t.Fatalf("a click on text not shown: %v", err)
	}
	err = run("open python3 echo.py ''\nexpect text ready\nexpect style 0 0 italic timeout 200ms\n")
	if err == nil || !strings.Contains(err.Error(), `x.tape:5: expect: style "italic" did not hold within 200ms: the cell at 0,0 ("r") is fg=red bold`) {
		t.Fatalf("a style that does not hold: %v", err)
	}
}

// A failed expect names the line of the tape and shows the screen.
func TestFailedExpectNamesLineAndScreen(t *testing.T) {
	sessiontest.Need(t, "bash")
	tp, err := Parse("x.tape", strings.NewReader("size 40x5\nopen printf 'visible words\\n'; read x\nexpect text visible\nexpect text absent timeout 300ms\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Run(context.Background(), tp)
	var se *StepError
	if !errors.As(err, &se) || se.Line != 4 || !strings.Contains(se.Msg, `text "absent" did not hold within 300ms`) ||
		!strings.Contains(se.Screen, "visible words") || !strings.HasPrefix(err.Error(), "x.tape:4: expect:") {
		t.Fatalf("got %v", err)
	}
}

// A mismatch is a unified diff from the golden file to the screen; update
// writes the golden files, after which the tape passes.
func TestGoldenDiffAndUpdate(t *testing.T) {
	sessiontest.Need(t, "bash")
	dir := t.TempDir()
	path := filepath.Join(dir, "greet.tape")
	tape := "size 30x6\nopen printf 'one\\ntwo\\nthree\\n'; read x\nexpect text three\nmask t[a-z]o\nsnapshot s\n"
	if err := os.WriteFile(path, []byte(tape), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if Failed(Test(context.Background(), []string{path}, false, &out)) != 1 || !strings.Contains(out.String(), "has no golden file") {
		t.Fatalf("without a golden file:\n%s", out.String())
	}
	out.Reset()
	if Failed(Test(context.Background(), []string{path}, true, &out)) != 0 {
		t.Fatalf("update:\n%s", out.String())
	}
	golden, err := os.ReadFile(GoldenPath(path, "s"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(golden), "one\n***\nthree\n") || !strings.HasPrefix(string(golden), "unknown (") {
		t.Fatalf("golden file:\n%s", golden)
	}
	out.Reset()
	if Failed(Test(context.Background(), []string{path}, false, &out)) != 0 {
		t.Fatalf("after update:\n%s", out.String())
	}
	// A golden file no snapshot takes fails the tape; update removes it.
	stale := GoldenPath(path, "gone")
	if err := os.WriteFile(stale, golden, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if Failed(Test(context.Background(), []string{path}, false, &out)) != 1 || !strings.Contains(out.String(), stale+" belongs to no snapshot") {
		t.Fatalf("a stale golden file:\n%s", out.String())
	}
	out.Reset()
	if Failed(Test(context.Background(), []string{path}, true, &out)) != 0 {
		t.Fatalf("update:\n%s", out.String())
	}
	if _, err := os.Stat(stale); err == nil {
		t.Fatal("update left the stale golden file")
	}
	wrong := strings.Replace(string(golden), "three", "four", 1)
	if err := os.WriteFile(GoldenPath(path, "s"), []byte(wrong), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if Failed(Test(context.Background(), []string{path}, false, &out)) != 1 {
		t.Fatalf("a wrong golden file passed:\n%s", out.String())
	}
	for _, want := range []string{"FAIL " + path, `snapshot "s" (line 5) differs`, "--- " + GoldenPath(path, "s"), "+++ screen", "@@ -", "-four", "+three", " ***"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestDiff(t *testing.T) {
	if d := Diff("a", "b", "x\ny\n", "x\ny\n"); d != "" {
		t.Fatalf("equal texts: %q", d)
	}
	a := "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"
	b := "1\n2\nthree\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n"
	want := "--- a\n+++ b\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n@@ -10,3 +10,4 @@\n 10\n 11\n 12\n+13\n"
	if d := Diff("a", "b", a, b); d != want {
		t.Fatalf("got\n%s\nwant\n%s", d, want)
	}
	if d := Diff("a", "b", "", "new\n"); d != "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+new\n" {
		t.Fatalf("from empty: %q", d)
	}
	if d := Diff("a", "b", "x\n", "x"); !strings.Contains(d, "differ only in the newline at their end") {
		t.Fatalf("final newline: %q", d)
	}
}

// No tape, however malformed, panics the parser; every error names the
// file, and a line when it is about one.
func FuzzParse(f *testing.F) {
	f.Add("size 80x24\nopen vim\nexpect text \"a\" timeout 1s\nkeys <esc>:q<enter>\nsnapshot s\n")
	f.Add("open\nexpect regex (\n")
	f.Add("file a \"\\x\"\nopen cat\n")
	f.Fuzz(func(t *testing.T, tape string) {
		_, err := Parse("f.tape", strings.NewReader(tape))
		if err != nil && !strings.HasPrefix(err.Error(), "f.tape:") {
			t.Fatalf("an error that names no file: %v", err)
		}
	})
}

// The JUnit report has a test case a tape, the failed ones with their
// report as the failure, and parses as JUnit readers read it.
func TestWriteJUnit(t *testing.T) {
	results := []Result{
		{Path: "tapes/ok.tape", Time: 1500 * time.Millisecond},
		{Path: "tapes/bad.tape", Time: 250 * time.Millisecond,
			Err: errors.New("tapes/bad.tape:3: expect: text \"x\" did not hold within 1s\n[s1] bash <&> \x01\nscreen")},
	}
	var b bytes.Buffer
	if err := WriteJUnit(&b, results); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Time     string `xml:"time,attr"`
		Suites   []struct {
			Name  string `xml:"name,attr"`
			Cases []struct {
				Class   string `xml:"classname,attr"`
				Name    string `xml:"name,attr"`
				Time    string `xml:"time,attr"`
				Failure *struct {
					Message string `xml:"message,attr"`
					Text    string `xml:",chardata"`
				} `xml:"failure"`
			} `xml:"testcase"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatalf("not XML: %v\n%s", err, b.String())
	}
	if doc.Tests != 2 || doc.Failures != 1 || doc.Time != "1.750" || len(doc.Suites) != 1 || len(doc.Suites[0].Cases) != 2 {
		t.Fatalf("report:\n%s", b.String())
	}
	ok, bad := doc.Suites[0].Cases[0], doc.Suites[0].Cases[1]
	if ok.Name != "ok.tape" || ok.Class != "tapes" || ok.Time != "1.500" || ok.Failure != nil {
		t.Fatalf("passed case: %+v", ok)
	}
	if bad.Failure == nil || bad.Failure.Message != `tapes/bad.tape:3: expect: text "x" did not hold within 1s` ||
		!strings.Contains(bad.Failure.Text, "[s1] bash <&> \uFFFD\nscreen") {
		t.Fatalf("failed case: %+v", bad)
	}
}
