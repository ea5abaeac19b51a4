package emulator

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// pyteDir holds screens recorded by pyte's test suite (see its README.md).
const pyteDir = "../testdata/conformance/pyte-captured"

// pyteChunks are the sizes the conformance inputs are also fed in: a parser
// must give the same screen however the program's writes were split.
var pyteChunks = []int{1, 7, 4096}

// TestConformancePyte feeds the byte streams of real program sessions that
// pyte's test suite captured at 80x24 and compares all 24 rows with the
// screens pyte recorded for them. Text only: pyte's files hold no cursor and
// no colours.
func TestConformancePyte(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join(pyteDir, "*.input"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no *.input files in %s (err %v)", pyteDir, err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".input")
		t.Run(name, func(t *testing.T) {
			input, want := readPyteCase(t, in)

			whole := feedScreen(t, 80, 24, input, 0)
			if !slices.Equal(whole.lines, want) {
				t.Errorf("screen differs from pyte's (- pyte, + ours):\n%s",
					screenDiff(want, whole.lines, "", ""))
			}
			for _, n := range pyteChunks {
				got := feedScreen(t, 80, 24, input, n)
				if !slices.Equal(got.lines, whole.lines) || got.cursor != whole.cursor {
					t.Errorf("fed in %d-byte chunks the screen differs from the one fed whole (- whole, + chunked):\n%s",
						n, screenDiff(whole.lines, got.lines, whole.cursorString(), got.cursorString()))
				}
			}
		})
	}
}

// readPyteCase reads NAME.input and the 24 rows of NAME.output, with
// trailing spaces trimmed from each row.
func readPyteCase(t *testing.T, inputPath string) (input []byte, want []string) {
	t.Helper()
	input, err := os.ReadFile(inputPath)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(strings.TrimSuffix(inputPath, ".input") + ".output")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatalf("%s.output: %v", strings.TrimSuffix(inputPath, ".input"), err)
	}
	if len(want) != 24 {
		t.Fatalf("%d rows in the expected screen, want 24", len(want))
	}
	for i := range want {
		want[i] = strings.TrimRight(want[i], " ")
	}
	return input, want
}

// screenText is a screen reduced to what the differential tests compare:
// the text of every row, trailing spaces trimmed, and the cursor.
type screenText struct {
	lines  []string
	cursor [2]int // row, column; 0-based cells
}

func (s screenText) cursorString() string {
	return fmt.Sprintf("%d,%d", s.cursor[0], s.cursor[1])
}

func (s screenText) equal(o screenText) bool {
	return s.cursor == o.cursor && slices.Equal(s.lines, o.lines)
}

// feedScreen writes input to a new cols x rows terminal, in chunks of chunk
// bytes (all at once when chunk <= 0), and returns its screen. An emulator
// fault fails the test.
func feedScreen(t *testing.T, cols, rows int, input []byte, chunk int) screenText {
	t.Helper()
	if chunk <= 0 {
		chunk = len(input)
	}
	term := newDrained(t, cols, rows)
	for len(input) > 0 {
		n := min(chunk, len(input))
		_, _ = term.Write(input[:n])
		input = input[n:]
	}
	if n := term.Faults(); n != 0 {
		t.Errorf("%d emulator faults (panics recovered)", n)
	}
	s := term.Snapshot()
	lines := make([]string, rows)
	for i := range lines {
		if i < len(s.Lines) {
			lines[i] = strings.TrimRight(s.Lines[i], " ")
		}
	}
	return screenText{lines: lines, cursor: [2]int{s.Cursor.Row, s.Cursor.Col}}
}

// screenDiff is a compact unified diff of two screens: rows that differ as
// a "-" (want) and "+" (got) pair of quoted lines, with one row of context
// around them, and the cursors when given and different.
func screenDiff(want, got []string, wantCursor, gotCursor string) string {
	var b strings.Builder
	n := max(len(want), len(got))
	row := func(s []string, i int) string {
		if i < len(s) {
			return s[i]
		}
		return ""
	}
	differs := func(i int) bool {
		return i >= 0 && i < n && (i >= len(want) || i >= len(got) || want[i] != got[i])
	}
	gap := false
	for i := 0; i < n; i++ {
		switch {
		case differs(i):
			fmt.Fprintf(&b, "row %2d -%s\n", i, strconv.Quote(row(want, i)))
			fmt.Fprintf(&b, "       +%s\n", strconv.Quote(row(got, i)))
			gap = false
		case differs(i-1) || differs(i+1):
			fmt.Fprintf(&b, "row %2d  %s\n", i, strconv.Quote(row(want, i)))
			gap = false
		case !gap:
			b.WriteString("   ...\n")
			gap = true
		}
	}
	if wantCursor != gotCursor {
		fmt.Fprintf(&b, "cursor -%s\n       +%s\n", wantCursor, gotCursor)
	} else if wantCursor != "" {
		fmt.Fprintf(&b, "cursor  %s\n", wantCursor)
	}
	return b.String()
}
