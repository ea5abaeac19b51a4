package emulator

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A Look in words, for tests and tapes: "fg=red bg=#ff8700 bold
// underline". Colours are spelled as people write them: the 16 basic ones
// by name (red, bright-red…), the other palette colours by number ("205"),
// direct colours as #rrggbb, the default as nothing (or "default" where a
// word must name it).

// basicNames are the names of the palette's first 16 colours.
var basicNames = [16]string{
	"black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
	"bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
}

// attrWords are the attributes' words, in the order String writes them.
var attrWords = [...]struct {
	attr Attr
	word string
}{
	{Bold, "bold"}, {Faint, "faint"}, {Italic, "italic"}, {Underline, "underline"},
	{Blink, "blink"}, {Inverse, "reverse"}, {Conceal, "conceal"}, {Strike, "strike"},
}

// ColorName spells a Look's colour (a palette index "0"…"255", #rrggbb,
// or "" for the default) as people write it: a basic colour by name, the
// others as they are.
func ColorName(c string) string {
	if n, err := strconv.Atoi(c); err == nil && n >= 0 && n < 16 {
		return basicNames[n]
	}
	return c
}

// String is the look in words, "" for the default look: fg= and bg= where
// a colour is set, then the attributes.
func (l Look) String() string {
	var w []string
	if l.Fg != "" {
		w = append(w, "fg="+ColorName(l.Fg))
	}
	if l.Bg != "" {
		w = append(w, "bg="+ColorName(l.Bg))
	}
	for _, a := range attrWords {
		if l.Attr&a.attr != 0 {
			w = append(w, a.word)
		}
	}
	return strings.Join(w, " ")
}

// LookClaim is what a test says of a cell's look: the colours it names and
// the attributes it says are on or off; what it does not name may be
// anything.
type LookClaim struct {
	Fg, Bg  *string // a Look's colour ("" the default), when named
	On, Off Attr
}

var hexColorWord = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// ParseLook reads a claim from words: fg=COLOUR, bg=COLOUR (a basic
// colour's name, a palette number 0-255, #rrggbb, or default), an
// attribute (bold faint italic underline blink reverse conceal strike)
// that must be on, !ATTRIBUTE that must be off, plain for the default look
// (no colour, no attribute).
func ParseLook(words string) (LookClaim, error) {
	var c LookClaim
	for _, w := range strings.Fields(words) {
		if k, v, ok := strings.Cut(w, "="); ok && (k == "fg" || k == "bg") {
			col, err := parseColor(v)
			if err != nil {
				return LookClaim{}, fmt.Errorf("%s: %v", w, err)
			}
			if k == "fg" {
				c.Fg = &col
			} else {
				c.Bg = &col
			}
			continue
		}
		if w == "plain" {
			none := ""
			c.Fg, c.Bg = &none, &none
			for _, a := range attrWords {
				c.Off |= a.attr
			}
			continue
		}
		word, off := strings.CutPrefix(w, "!")
		found := false
		for _, a := range attrWords {
			if a.word == word {
				found = true
				if off {
					c.Off |= a.attr
				} else {
					c.On |= a.attr
				}
			}
		}
		if !found {
			return LookClaim{}, fmt.Errorf("%q is not fg=COLOUR, bg=COLOUR, plain, or an attribute (%s), maybe with ! before it", w, attrList())
		}
	}
	if len(strings.Fields(words)) == 0 {
		return LookClaim{}, fmt.Errorf("no look given: want fg=COLOUR, bg=COLOUR, plain or attributes (%s)", attrList())
	}
	if c.On&c.Off != 0 {
		return LookClaim{}, fmt.Errorf("%q says an attribute is both on and off", words)
	}
	return c, nil
}

func attrList() string {
	var w []string
	for _, a := range attrWords {
		w = append(w, a.word)
	}
	return strings.Join(w, " ")
}

// parseColor reads a colour word into a Look's colour.
func parseColor(v string) (string, error) {
	switch {
	case v == "default":
		return "", nil
	case hexColorWord.MatchString(v):
		return strings.ToLower(v), nil
	}
	if n, err := strconv.Atoi(v); err == nil && n >= 0 && n < 256 && strconv.Itoa(n) == v {
		return v, nil
	}
	for i, name := range basicNames {
		if v == name {
			return strconv.Itoa(i), nil
		}
	}
	return "", fmt.Errorf("%q is not a colour: want a name (%s), 0-255, #rrggbb or default", v, strings.Join(basicNames[:], " "))
}

// Holds reports whether l is as the claim says.
func (c LookClaim) Holds(l Look) bool {
	return (c.Fg == nil || *c.Fg == l.Fg) && (c.Bg == nil || *c.Bg == l.Bg) &&
		l.Attr&c.On == c.On && l.Attr&c.Off == 0
}
