package emulator

import (
	"fmt"
	"maps"
	"strings"
	"testing"
)

// Control strings carrying characters whose UTF-8 holds bytes of the C1
// range (0x80 to 0x9F; 0x9C, the 8-bit ST, among them) are read whole:
// no byte of them reaches the screen, and a title or a link keeps every
// character. (The parser agentty builds on ends a string at any 0x9C:
// x/ansi issue 848; screen/string.go reads strings instead.)

// stringPayloads are the texts put in every kind of string: the title
// Claude Code sets (✳ is E2 9C B3), quotes and CJK (“ is E2 80 9C, 末
// E6 9C AB), and characters of two to four bytes with 0x9C in each place
// (Ŝ C5 9C, 💜 F0 9F 92 9C) beside others with bytes of the C1 range (é…€).
var stringPayloads = []string{"✳ Claude Code", "“末”", "Ŝ💜é…€✳"}

// stringCase is a stream with one control string in it, and what the
// references judge of it.
type stringCase struct {
	name   string
	in     string
	judges refSet
	title  string // the title it sets ("" none)
	link   string // the URI of the cells of "link" ("" none)
}

// stringCases puts each payload in each kind of string, ended each way it
// may be: OSC titles (0 and 2), a hyperlink (OSC 8), a clipboard write
// (OSC 52), DCS, APC, PM and SOS, between text that shows where the
// string ended. xterm.js 6 ends SOS, PM and APC strings at their first
// character past ASCII and prints the rest (a departure of its own: xterm
// and tmux read them to ST), so tmux judges those alone.
func stringCases() []stringCase {
	var cs []stringCase
	for i, p := range stringPayloads {
		for _, end := range []struct{ name, st string }{{"BEL", "\a"}, {"ST", "\x1b\\"}} {
			cs = append(cs,
				stringCase{fmt.Sprintf("OSC 0 %s %d", end.name, i), "ab\x1b]0;" + p + end.st + "cd✳", bothRefs, p, ""},
				stringCase{fmt.Sprintf("OSC 2 %s %d", end.name, i), "ab\x1b]2;" + p + end.st + "cd", bothRefs, p, ""},
				stringCase{fmt.Sprintf("OSC 8 %s %d", end.name, i), "ab\x1b]8;;https://h/" + p + end.st + "link\x1b]8;;" + end.st + "cd", bothRefs, "", "https://h/" + p},
				stringCase{fmt.Sprintf("OSC 52 %s %d", end.name, i), "ab\x1b]52;c;" + p + end.st + "cd", bothRefs, "", ""},
			)
		}
		cs = append(cs,
			stringCase{fmt.Sprintf("DCS %d", i), "ab\x1bP1$r" + p + "\x1b\\cd", bothRefs, "", ""},
			stringCase{fmt.Sprintf("APC %d", i), "ab\x1b_" + p + "\x1b\\cd", 1 << refTmux, "", ""},
			stringCase{fmt.Sprintf("PM %d", i), "ab\x1b^" + p + "\x1b\\cd", 1 << refTmux, "", ""},
			stringCase{fmt.Sprintf("SOS %d", i), "ab\x1bX" + p + "\x1b\\cd", 1 << refTmux, "", ""},
		)
	}
	return cs
}

// TestStringsWholeAgainstReferences feeds each case to agentty split at
// every byte (in two writes, and a byte at a time) and whole to tmux and
// xterm.js: every split shows the references' screen, and the title and
// the links xterm.js shows.
func TestStringsWholeAgainstReferences(t *testing.T) {
	r := startRefs(t)
	const cols, rows = 20, 3
	var streams, splits int
	for _, c := range stringCases() {
		t.Run(c.name, func(t *testing.T) {
			in := []byte(c.in)
			screens, err := r.screens(t, cols, rows, [][]byte{in})
			if err != nil {
				t.Fatal(err)
			}
			e := expect(screens, c.judges)
			x := screens[refXterm]
			if c.judges == bothRefs && !e.whole() {
				t.Fatalf("the references disagree: tmux shows %q, xterm.js %q", screens[refTmux].rowText(0), x.rowText(0))
			}
			if c.judges == bothRefs && (x.title != c.title || linkOf(x) != c.link) {
				t.Fatalf("xterm.js: title %q link %q, want %q %q", x.title, linkOf(x), c.title, c.link)
			}
			if row := screens[refTmux].rowText(0); !strings.HasPrefix(row, "ab") || !strings.Contains(row, "cd") || strings.ContainsAny(row, "ŜC末é…€") {
				t.Fatalf("tmux shows %q: the string did not end, or showed", row)
			}
			chunkings := [][][]byte{splitBytes(in, 1)}
			for k := 0; k <= len(in); k++ {
				chunkings = append(chunkings, [][]byte{in[:k], in[k:]})
			}
			for _, chunks := range chunkings {
				got, faults := agenttyScreen(cols, rows, chunks)
				if faults > 0 {
					t.Fatalf("%q: %d faults", chunks, faults)
				}
				if ms := e.compare(got); len(ms) > 0 {
					t.Fatalf("fed as %q: %v", chunks, ms)
				}
				if got.title != c.title || !maps.Equal(got.links, x.links) && c.judges == bothRefs || linkOf(got) != c.link {
					t.Fatalf("fed as %q: title %q links %v; want %q, xterm.js's %v", chunks, got.title, got.links, c.title, x.links)
				}
				splits++
			}
			streams++
		})
	}
	t.Logf("%d streams, %d ways of splitting them fed: each shows the screen of %s", streams, splits, r.names())
}

// linkOf is the URI of the hyperlink the screen's first row holds, "" for
// none.
func linkOf(s diffScreen) string {
	for x := range s.cols {
		if l := s.links[[2]int{0, x}]; l != "" {
			return l
		}
	}
	return ""
}

// whole reports whether every cell's text and the cursor are judged (the
// judging references agree on all of them).
func (e *expectation) whole() bool {
	for _, row := range e.textBy {
		for _, by := range row {
			if by == 0 {
				return false
			}
		}
	}
	return e.cursorBy > 0
}
