package emulator

import (
	"regexp"
	"strings"
	"testing"
)

func TestFrameCellsAndFind(t *testing.T) {
	term := newDrained(t, 20, 3)
	_, _ = term.Write([]byte("a 日本 \x1b[1;38;5;205mApple\x1b[m x\r\n\x1b[7;48;2;255;135;0m42 ms\x1b[m Apple"))
	f := term.Frame()
	for _, c := range []struct {
		row, col int
		text     string
		look     string
	}{
		{0, 0, "a", ""},
		{0, 1, " ", ""},
		{0, 2, "日", ""},
		{0, 3, "", ""},
		{0, 7, "A", "fg=205 bold"},
		{0, 11, "e", "fg=205 bold"},
		{0, 12, " ", ""},
		{1, 0, "4", "bg=#ff8700 reverse"},
		{2, 0, " ", ""},
		{5, 5, "", ""}, // off the screen
	} {
		if got := f.CellText(c.row, c.col); got != c.text {
			t.Errorf("cell %d,%d: text %q, want %q", c.row, c.col, got, c.text)
		}
		if got := f.LookAt(c.row, c.col).String(); got != c.look {
			t.Errorf("cell %d,%d: look %q, want %q", c.row, c.col, got, c.look)
		}
	}
	// Columns are cells: after a wide character, the text's bytes and
	// runes no longer count them.
	got := f.Find(regexp.MustCompile("Apple"))
	want := []Place{{0, 7, 5}, {1, 6, 5}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("Find: %v, want %v", got, want)
	}
	if got := f.Find(regexp.MustCompile("本 ")); len(got) != 1 || got[0] != (Place{0, 4, 3}) {
		t.Fatalf("a wide character covers both its cells: %v", got)
	}
	if got := f.Find(regexp.MustCompile(`x\s*4`)); len(got) != 0 {
		t.Fatalf("a match across rows: %v", got)
	}
	for _, p := range f.Find(regexp.MustCompile(`\d+ ms`)) {
		f.Hide(p)
	}
	if f.Line(1) != "***** Apple" || f.LookAt(1, 0).String() != "bg=#ff8700 reverse" {
		t.Fatalf("hidden: %q, %q", f.Line(1), f.LookAt(1, 0))
	}
	f.Hide(Place{0, 2, 2})
	if f.Line(0) != "a **本 Apple x" {
		t.Fatalf("a wide character hidden: %q", f.Line(0))
	}
	f.Hide(Place{0, 5, 1}) // the second cell of 本
	if f.Line(0) != "a **** Apple x" {
		t.Fatalf("half a wide character hidden: %q", f.Line(0))
	}
}

func TestLookWords(t *testing.T) {
	for in, want := range map[string]string{"1": "red", "9": "bright-red", "15": "bright-white", "16": "16", "205": "205", "#ff8700": "#ff8700", "": ""} {
		if got := ColorName(in); got != want {
			t.Errorf("ColorName(%q) = %q, want %q", in, got, want)
		}
	}
	look := Look{Fg: "1", Bg: "#ff8700", Attr: Bold | Underline | Inverse}
	if s := look.String(); s != "fg=red bg=#ff8700 bold underline reverse" {
		t.Fatalf("String: %q", s)
	}
	for _, c := range []struct {
		claim string
		holds bool
	}{
		{"fg=red", true}, {"fg=1", true}, {"fg=bright-red", false}, {"bg=#FF8700", true},
		{"bold", true}, {"bold underline reverse", true}, {"italic", false}, {"!italic", true}, {"!bold", false},
		{"fg=red bold !faint bg=#ff8700", true}, {"bg=default", false}, {"plain", false},
	} {
		cl, err := ParseLook(c.claim)
		if err != nil {
			t.Errorf("%q: %v", c.claim, err)
			continue
		}
		if cl.Holds(look) != c.holds {
			t.Errorf("%q holds of %s: %v, want %v", c.claim, look, !c.holds, c.holds)
		}
	}
	if cl, _ := ParseLook("plain"); !cl.Holds(Look{}) {
		t.Error("plain does not hold of the default look")
	}
	if cl, _ := ParseLook("fg=default !bold"); !cl.Holds(Look{Bg: "4"}) {
		t.Error("fg=default !bold does not hold of a blue background")
	}
	for in, says := range map[string]string{
		"":            "no look",
		"fg=purple":   "not a colour",
		"fg=256":      "not a colour",
		"fg=01":       "not a colour",
		"bg=#12345":   "not a colour",
		"blinking":    "not fg=COLOUR",
		"bold !bold":  "both on and off",
		"underline=2": "not fg=COLOUR",
		"ul=red":      "not fg=COLOUR",
	} {
		if _, err := ParseLook(in); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("ParseLook(%q): %v, want it to say %q", in, err, says)
		}
	}
}
