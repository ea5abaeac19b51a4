package emulator

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/session/sessiontest"
)

// A cell keeps at most screen.ClusterMax bytes of its grapheme cluster,
// however long the program makes it and however the output is cut into
// reads; what follows the cluster is printed as usual.
func TestClusterCapped(t *testing.T) {
	if sessiontest.RaceBuild {
		t.Skip("one goroutine feeding megabytes: make test runs it without the race detector (47 s under it, 6 s without)")
	}
	for _, tt := range []struct {
		name  string
		base  string
		ext   string
		times int
		keep  string // what the first cell shows
	}{
		{"variation selectors", "a", "\ufe0f", 3000000, "a" + strings.Repeat("\ufe0f", 10)},
		{"combining marks", "e", "\u0301", 300000, "e" + strings.Repeat("\u0301", 15)},
		{"ZWJ", "x", "\u200d", 300000, "x" + strings.Repeat("\u200d", 10)},
		{"ZWJ sequence", "👍", "\u200d👍", 300000, "👍" + strings.Repeat("\u200d👍", 4)},
		{"tags", "🏴", "\U000E0067", 300000, "🏴" + strings.Repeat("\U000E0067", 7)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var in bytes.Buffer
			for range 6 { // enough lines for the fast path
				in.WriteString("line\r\n")
			}
			in.WriteString(tt.base)
			for range tt.times {
				in.WriteString(tt.ext)
			}
			in.WriteString("Z after\r\nnext line")
			data := in.Bytes()
			var terms []*Terminal
			for _, read := range []int{64 << 10, 4093, 7} {
				term := newDrained(t, 20, 2)
				for p := data; len(p) > 0; {
					n := min(read, len(p))
					_, _ = term.Write(p[:n])
					p = p[n:]
				}
				what := fmt.Sprintf("reads of %d", read)
				s := term.Snapshot()
				if s.Lines[0] != tt.keep+"Z after" || s.Lines[1] != "next line" {
					t.Fatalf("%s: screen %q, want %q", what, s.Lines, []string{tt.keep + "Z after", "next line"})
				}
				for _, l := range append(term.Scrollback(100), s.Lines...) {
					if len(l) > 20*screen.ClusterMax {
						t.Fatalf("%s: a %d-byte line", what, len(l))
					}
				}
				terms = append(terms, term)
			}
			for _, other := range terms[1:] {
				sameState(t, other, terms[0], "reads")
			}
		})
	}
}

// The cap keeps whole runes, and real clusters whole.
func TestClusterCapKeepsRealClusters(t *testing.T) {
	for _, c := range []string{
		"👨\u200d👩\u200d👧\u200d👦",                                        // family: 25 bytes
		"🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F", // England: 28 bytes
		"\u0915\u094d\u0937\u093f",                                      // Devanagari conjunct
		"e\u0301\u0302\u0303\u0304\u0305",
	} {
		term := newDrained(t, 20, 2)
		_, _ = term.Write([]byte(c + "|"))
		if got := term.Snapshot().Lines[0]; got != c+"|" {
			t.Errorf("%q shows as %q", c, got)
		}
	}
	term := newDrained(t, 20, 2)
	_, _ = term.Write([]byte("e" + strings.Repeat("\u0301", 40) + "x"))
	if got := term.Snapshot().Lines[0]; !utf8.ValidString(got) || len(got) > screen.ClusterMax+1 || !strings.HasSuffix(got, "x") {
		t.Fatalf("a mark-laden e then x shows as %q", got)
	}
}

// TestLoneMarksAnyReads: combining marks that follow no character, at the
// start of a row and after a character, give the same screen whether they
// arrive in one read or each in its own (seed 23, stream 18432: two marks
// at the start of a row moved the cursor one cell whole, two split).
func TestLoneMarksAnyReads(t *testing.T) {
	for _, s := range []string{"\u0301\u0301x", "\u0301\u0301\u0308y", "ab\x1b[2;1H\u0301\u0300z", "\x1b[3;1H\u0301\u0301\u0301"} {
		whole := newDrained(t, 12, 4)
		_, _ = whole.Write([]byte(s))
		split := newDrained(t, 12, 4)
		for _, c := range splitBytes([]byte(s), 1) {
			_, _ = split.Write(c)
		}
		if d := screenDelta(termScreen(whole), termScreen(split)); d != nil {
			t.Errorf("%q: whole / a byte at a time:\n  %s", s, strings.Join(d, "\n  "))
		}
	}
}
