package modes

import (
	"regexp"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// The glyphs prompt libraries draw, by the shape a person reads, not by
// the library that drew them: one library's pointer is "❯", another's
// "▸", "➜" or "»", and a reader that knows one knows them all. Every
// reader asks these, so that a glyph no program here drew reads as its
// shape does (TestVariants swaps each glyph of every stored screen for
// the others of its shape and checks that the screen reads the same).

// pointingClass is the glyphs pointing right, as a regular expression's
// class: arrows, triangles, chevrons and guillemets, as a list points at
// its entry, a field at its value or a prompt at what is typed. ">" is
// one; "->" is two cells, no glyph. The dingbats' right arrows run from
// ➘ to ➾ but for their curly loop.
const pointingClass = `>›»‣→⇒⇨⇾⟶⟹❯❱❭❫▶▷▸▹►▻⯈⮞⮕➔🞂\x{2798}-\x{27AF}\x{27B1}-\x{27BE}`

var pointingGlyph = regexp.MustCompile(`^[` + pointingClass + `]$`)

// pointing reports whether g is one glyph pointing right (pointingClass).
func pointing(g string) bool { return pointingGlyph.MatchString(g) }

// leadGlyph reports whether g may lead a prompt library's question: a
// glyph pointing right, or a pictograph two cells wide (changesets' "🦋"),
// which marks no entry of a list.
func leadGlyph(g string) bool {
	if pointing(g) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(g)
	return uniseg.StringWidth(g) == 2 && unicode.Is(unicode.So, r)
}

// pointerMark reports whether g marks a list's highlighted entry: a glyph
// pointing right, or a filled disc (clack's "●" beside "○").
func pointerMark(g string) bool { return pointing(g) || g == "●" || g == "⬤" }

// hollowDisc reports whether g is an unfilled round mark drawn before
// the entries not highlighted, where a filled one marks the highlighted
// (a radio list).
func hollowDisc(g string) bool { return g == "○" || g == "◦" || g == "◌" }

// tickedBox reports whether g is a ticked box or a tick standing for one.
func tickedBox(g string) bool {
	switch g {
	case "◉", "◼", "■", "▣", "◾", "☑", "☒", "✔", "✓", "✅", "⬢":
		return true
	}
	return false
}

// emptyBox reports whether g is an unticked box.
func emptyBox(g string) bool {
	switch g {
	case "◯", "◻", "☐", "□", "▢", "◽", "⬡", "⬚":
		return true
	}
	return false
}

// pictograph reports whether r is a picture drawn as a character (an
// emoji: "✅", "📝", "❌"), no letter, box or arrow.
func pictograph(r rune) bool {
	return (r >= 0x1F300 && r <= 0x1FAFF) || r == 0x2705 || r == 0x274C || r == 0x274E || (r >= 0x2614 && r <= 0x2615) || (r >= 0x26A0 && r <= 0x26FF)
}
