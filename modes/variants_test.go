package modes

import (
	"fmt"
	"hash/fnv"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// everySet is every directory of stored screens: the tuned corpus and the
// held-out sets.
var everySet = []string{"modes", "modes-heldout", "modes-unseen", "modes-fresh", "modes-check",
	"modes-recheck", "modes-novel", "modes-blind", "modes-sixth", "modes-seventh", "modes-eighth", "modes-ninth", "modes-tenth"}

// variant is a way another program could draw the same moment: the
// screen changed as a person would not notice, or would read the same.
type variant struct {
	name string
	// of returns the screens of s this variant gives (none where it does
	// not apply).
	of func(s Sample, base Result) []Sample
}

// pointers are glyphs pointing right that libraries draw for one role:
// a list's pointer, a field's or a question's mark (pointingClass has
// them all).
var pointers = []string{"❯", "›", "▸", "▶", "➤", "➜", "→", "❱", "»", "‣", "►", "⮞"}

// variants are the ways of drawing that must not change what a screen
// reads as.
var variants = []variant{
	{"another pointer glyph", func(s Sample, base Result) []Sample {
		var out []Sample
		text := strings.Join(s.Screen.Lines, "\n")
		for _, g := range pointers {
			if !strings.Contains(text, g) {
				continue
			}
			for _, h := range some(s, append([]string{">"}, pointers...), 4) {
				if h == g || strings.Contains(text, h) {
					continue
				}
				v := copySample(s)
				for i, l := range v.Screen.Lines {
					v.Screen.Lines[i] = strings.ReplaceAll(l, g, h)
				}
				v.Name += " " + g + "→" + h
				out = append(out, v)
			}
		}
		return out
	}},
	{"other colours", func(s Sample, base Result) []Sample {
		// Each of the six colours (normal and bright) becomes the next:
		// which colour a library chose says nothing; default, black,
		// white and grey (a faded look) stay.
		rot := func(c string) string {
			n, err := strconv.Atoi(c)
			switch {
			case err != nil:
			case n >= 1 && n <= 6:
				return strconv.Itoa(n%6 + 1)
			case n >= 9 && n <= 14:
				return strconv.Itoa((n-8)%6 + 9)
			}
			return c
		}
		v := copySample(s)
		changed := false
		for i := range v.Screen.Runs {
			r := &v.Screen.Runs[i]
			f, b := rot(r.Fg), rot(r.Bg)
			changed = changed || f != r.Fg || b != r.Bg
			r.Fg, r.Bg = f, b
		}
		if !changed {
			return nil
		}
		return []Sample{v}
	}},
	{"a background for reverse video", func(s Sample, base Result) []Sample {
		// A highlight drawn in a colour of its own rather than by
		// swapping the row's colours (a run of one cell is a cursor a
		// program draws, reverse video as a terminal's is).
		v := copySample(s)
		changed := false
		for i := range v.Screen.Runs {
			r := &v.Screen.Runs[i]
			if r.Attr&emulator.Inverse != 0 && r.Len > 1 {
				r.Attr &^= emulator.Inverse
				r.Bg, r.Fg = "4", "15"
				changed = true
			}
		}
		if !changed {
			return nil
		}
		return []Sample{v}
	}},
	{"lower on the main screen", func(s Sample, base Result) []Sample {
		// What a program drew on the main screen a few rows lower: more
		// output came before it (not a screen a program placed: an
		// editor's, a pager's, a full-screen program's).
		var out []Sample
		for _, k := range some(s, []int{1, 3}, 1) {
			if s.Screen.AltScreen || placed(base) || blankBelow(s) < k {
				continue
			}
			v := copySample(s)
			v.Screen.Lines = append(make([]string, k), v.Screen.Lines[:len(v.Screen.Lines)-k]...)
			for i := range v.Screen.Runs {
				v.Screen.Runs[i].Row += k
			}
			v.Screen.Cursor.Row += k
			v.Name += fmt.Sprintf(" %d lower", k)
			out = append(out, v)
		}
		return out
	}},
	{"under the command line that started it", func(s Sample, base Result) []Sample {
		// The program started from a shell: the shell's prompt and the
		// command above what the program drew (not a screen a program
		// placed).
		if s.Screen.AltScreen || placed(base) || blankBelow(s) == 0 {
			return nil
		}
		var out []Sample
		for _, cmd := range some(s, []string{"$ ./run-it --now", "ann@box:~/src/app$ npx create-thing@latest"}, 1) {
			v := copySample(s)
			v.Screen.Lines = append([]string{cmd}, v.Screen.Lines[:len(v.Screen.Lines)-1]...)
			for i := range v.Screen.Runs {
				v.Screen.Runs[i].Row++
			}
			v.Screen.Cursor.Row++
			v.Name += " under " + cmd
			out = append(out, v)
		}
		return out
	}},
	{"inside a frame", func(s Sample, base Result) []Sample {
		// What a program drew on the main screen, in a frame with a
		// blank's margin (Ink's Box with a round border, a panel).
		return framed(s, base)
	}},
	{"indented", func(s Sample, base Result) []Sample {
		// A prompt a library draws for keys on the main screen, two
		// columns in from the left edge (a margin of its own).
		if s.Screen.AltScreen || s.Facts.Canonical || base.Prompt == nil {
			return nil
		}
		for _, l := range s.Screen.Lines {
			if uniseg.StringWidth(l)+2 >= s.Screen.Cols-1 {
				return nil // a row wrapped at the screen's edge wraps elsewhere
			}
		}
		v := copySample(s)
		for i, l := range v.Screen.Lines {
			if l != "" {
				v.Screen.Lines[i] = "  " + l
			}
		}
		for i := range v.Screen.Runs {
			v.Screen.Runs[i].Col += 2
		}
		if c := &v.Screen.Cursor; c.Col > 0 || s.Screen.Lines[c.Row] != "" {
			c.Col += 2
		}
		return []Sample{v}
	}},
	{"a taller terminal", func(s Sample, base Result) []Sample {
		// The main screen with rows to spare below what was drawn (a
		// screen drawn to its last row would be drawn anew).
		if s.Screen.AltScreen || placed(base) || blankBelow(s) == 0 {
			return nil
		}
		v := copySample(s)
		v.Screen.Rows += 10
		v.Screen.Lines = append(v.Screen.Lines, make([]string, 10)...)
		return []Sample{v}
	}},
}

// framed is s's drawing on the main screen (its rows with text, and
// the cursor's) drawn inside a rounded frame, where the screen has room
// for it: a row above and below, two columns each side.
func framed(s Sample, base Result) []Sample {
	if s.Screen.AltScreen || s.Facts.Canonical || blankBelow(s) < 2 || base.Prompt == nil {
		return nil // a prompt a library draws (reading keys) is framed
	}
	first, last := -1, s.Screen.Cursor.Row
	width := 0
	for r, l := range s.Screen.Lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if first < 0 {
			first = r
		}
		last = max(last, r)
		width = max(width, uniseg.StringWidth(l))
	}
	width = max(width, s.Screen.Cursor.Col+1)
	if first < 0 || width+4 > s.Screen.Cols || last+2 >= s.Screen.Rows {
		return nil
	}
	for _, l := range s.Screen.Lines {
		if uniseg.StringWidth(l) >= s.Screen.Cols-1 {
			return nil // a row wrapped at the screen's edge wraps elsewhere in a frame
		}
	}
	if g := (&grid{Snapshot: s.Screen}); hasBox(g) {
		return nil // a box is its own frame (dialog's)
	}
	first = min(first, s.Screen.Cursor.Row)
	v := copySample(s)
	sc := &v.Screen
	lines := slices.Clone(sc.Lines[:first])
	lines = append(lines, "╭"+strings.Repeat("─", width+2)+"╮")
	for r := first; r <= last; r++ {
		l := sc.Lines[r]
		lines = append(lines, "│ "+l+strings.Repeat(" ", width-uniseg.StringWidth(l))+" │")
	}
	lines = append(lines, "╰"+strings.Repeat("─", width+2)+"╯")
	for len(lines) < len(sc.Lines) {
		lines = append(lines, "")
	}
	sc.Lines = lines[:len(sc.Lines)]
	for i := range sc.Runs {
		if sc.Runs[i].Row >= first {
			sc.Runs[i].Row++
			sc.Runs[i].Col += 2
		}
	}
	if sc.Cursor.Row >= first {
		sc.Cursor.Row++
		sc.Cursor.Col += 2
	}
	return []Sample{v}
}

// hasBox reports whether a frame is drawn on the screen.
func hasBox(s *grid) bool {
	_, ok := findBox(s, 0, 0, s.Cols)
	return ok
}

// some is n of xs for the stored screen s, taken in turn from where its
// name puts them: every screen is read in n of the ways, and the ways
// are spread over the screens (reading every screen in every way costs
// several times as long under the race detector, for the same classes).
func some[T any](s Sample, xs []T, n int) []T {
	h := fnv.New32a()
	h.Write([]byte(s.Name + s.Program))
	at := int(h.Sum32() % uint32(len(xs)))
	out := make([]T, 0, n)
	for i := 0; i < n && i < len(xs); i++ {
		out = append(out, xs[(at+i)%len(xs)])
	}
	return out
}

// copySample is a deep copy of s.
func copySample(s Sample) Sample {
	v := s
	v.Screen.Lines = slices.Clone(s.Screen.Lines)
	v.Screen.Runs = slices.Clone(s.Screen.Runs)
	v.Facts.Args = slices.Clone(s.Facts.Args)
	v.Facts.Submitted = slices.Clone(s.Facts.Submitted)
	v.Facts.Files = slices.Clone(s.Facts.Files)
	return v
}

// placed reports whether the stored screen reads as one a program placed
// where it is, row by row: an editor's, a pager's, a full-screen one's.
func placed(base Result) bool {
	switch base.Mode {
	case Editor, Pager, TUI:
		return true
	}
	return false
}

// blankBelow counts the blank rows at the foot of the screen, below the
// cursor's row.
func blankBelow(s Sample) int {
	n := 0
	for r := len(s.Screen.Lines) - 1; r > s.Screen.Cursor.Row && strings.TrimSpace(s.Screen.Lines[r]) == ""; r-- {
		n++
	}
	return n
}

// TestVariants reads every stored screen again drawn as another program
// could draw the same moment (variants) and checks that it reads as the
// stored screen does: the same mode and the same kind of prompt. A rule
// that knows one library's glyph or colour, or a place on the screen,
// fails here, where a program nobody here has run would have met it.
func TestVariants(t *testing.T) {
	tried := map[string]int{}
	for _, set := range everySet {
		for _, s := range loadSamples(t, filepath.Join("..", "testdata", set), "", false) {
			want := Classify(s.Screen, s.Facts)
			for _, vr := range variants {
				for _, v := range vr.of(s, want) {
					tried[vr.name]++
					got := Classify(v.Screen, v.Facts)
					if got.Mode != want.Mode || kindOfPrompt(got.Prompt) != kindOfPrompt(want.Prompt) {
						t.Errorf("%s/%s, %s: read as %s %q (%s), the stored screen as %s %q", set, v.Name, vr.name,
							got.Mode, kindOfPrompt(got.Prompt), got.Detail, want.Mode, kindOfPrompt(want.Prompt))
					}
				}
			}
		}
	}
	for _, vr := range variants {
		if tried[vr.name] == 0 {
			t.Errorf("no stored screen has the variant %q", vr.name)
		}
	}
	t.Logf("variants read: %v", tried)
}
