package emulator

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"io"
	"strconv"
	"strings"
	"testing"
)

// svgElem is an element of a picture, with its attributes and text.
type svgElem struct {
	name  string
	attrs map[string]string
	text  string
}

// parseSVG decodes a picture as XML (so it must be well formed) into its
// elements, in order.
func parseSVG(t *testing.T, pic []byte) []svgElem {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(pic))
	var out []svgElem
	var open []int // the elements started and not ended, by index in out
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, pic)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			e := svgElem{name: tk.Name.Local, attrs: map[string]string{}}
			for _, a := range tk.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			open = append(open, len(out))
			out = append(out, e)
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) > 0 {
				out[open[len(open)-1]].text += string(tk)
			}
		}
	}
}

// textAt finds the last <text> element that starts at cell col, row (the
// cursor's, on the cursor).
func textAt(els []svgElem, col, row int) *svgElem {
	cw, ch := CellSize()
	var found *svgElem
	for i := range els {
		e := &els[i]
		if e.name == "text" && e.attrs["x"] == strconv.Itoa(col*cw) && e.attrs["y"] == strconv.Itoa(row*ch+fonts().ascent) {
			found = e
		}
	}
	return found
}

// rectAt finds the last rectangle drawn at cell col, row (over the
// background, which covers the whole picture).
func rectAt(els []svgElem, col, row int) *svgElem {
	cw, ch := CellSize()
	var found *svgElem
	for i := range els {
		e := &els[i]
		if e.name == "rect" && e.attrs["x"] == strconv.Itoa(col*cw) && e.attrs["y"] == strconv.Itoa(row*ch) {
			found = e
		}
	}
	return found
}

func TestSVG(t *testing.T) {
	term := newDrained(t, 30, 4)
	_, _ = term.Write([]byte("plain \x1b[1;31mbold red\x1b[m \x1b[3;44mit\x1b[m\r\n" +
		"\x1b[38;5;208;48;2;1;2;3mxy\x1b[m <a&b> 日本\r\n" +
		"\x1b[4mu\x1b[m \x1b[9ms\x1b[m \x1b[7mrev\x1b[m \x1b[8mhidden\x1b[m \x1b[2mfaint\x1b[m\r\n" +
		"\x1b[4:3mcurly\x1b[m\x1b[?25l"))
	els := parseSVG(t, svgBytes(t, term))
	cw, ch := CellSize()
	if root := els[0]; root.name != "svg" || root.attrs["width"] != strconv.Itoa(30*cw) || root.attrs["height"] != strconv.Itoa(4*ch) {
		t.Fatalf("root %+v", root)
	}
	type want struct {
		col, row int
		text     string
		attrs    map[string]string
	}
	fg, _ := DefaultColors()
	for _, w := range []want{
		{0, 0, "plain ", map[string]string{"fill": fg, "textLength": strconv.Itoa(6 * cw)}},
		{6, 0, "bold red", map[string]string{"fill": "#cd0000", "font-weight": "bold", "textLength": strconv.Itoa(8 * cw)}},
		{15, 0, "it", map[string]string{"font-style": "italic"}},
		{0, 1, "xy", map[string]string{"fill": "#ff8700"}},
		{2, 1, " <a&b> ", nil},
		{9, 1, "日", map[string]string{"textLength": strconv.Itoa(2 * cw)}},
		{11, 1, "本", nil},
		{4, 2, "rev", map[string]string{"fill": "#000000"}},
	} {
		e := textAt(els, w.col, w.row)
		if e == nil || e.text != w.text {
			t.Errorf("no text %q at %d,%d: %+v", w.text, w.row, w.col, e)
			continue
		}
		for k, v := range w.attrs {
			if e.attrs[k] != v {
				t.Errorf("%q: %s=%q, want %q", w.text, k, e.attrs[k], v)
			}
		}
	}
	for _, w := range []struct {
		col, row int
		fill     string
	}{{15, 0, "#0000ee"}, {0, 1, "#010203"}, {4, 2, fg}} {
		if r := rectAt(els, w.col, w.row); r == nil || r.attrs["fill"] != w.fill {
			t.Errorf("background at %d,%d: %+v, want %s", w.row, w.col, r, w.fill)
		}
	}
	all := svgBytes(t, term)
	if strings.Contains(string(all), "hidden") {
		t.Error("concealed text is in the picture")
	}
	if e := textAt(els, 15, 2); e == nil || e.text != "faint" || e.attrs["fill"] != "#686868" {
		t.Errorf("faint text: %+v", e)
	}
	lines := 0
	for _, e := range els {
		if e.name == "line" || e.name == "path" {
			lines++
		}
	}
	if lines < 2 || !strings.Contains(string(all), "<path") {
		t.Errorf("underlines: %d lines, curly path %v", lines, strings.Contains(string(all), "<path"))
	}
}

func svgBytes(t *testing.T, term *Terminal) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := term.SVG(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The SVG's colours are the PNG's: the background of a cell as a
// rectangle's fill is the pixel Image draws in the cell's corner, the text
// colour the one its glyph is drawn in, for every kind of colour and the
// attributes that change them (faint, reverse), and the cursor's block.
func TestSVGColoursAreThePNGs(t *testing.T) {
	var in strings.Builder
	seqs := []string{"31", "1;92", "2;33", "7", "7;36;41", "38;5;201", "48;5;17", "38;2;10;200;30", "48;2;250;128;0;30", "2;7;35", "100", "2;48;5;231"}
	for i, s := range seqs {
		fmt.Fprintf(&in, "\x1b[%smM\x1b[m", s)
		if i%4 == 3 {
			in.WriteString("\r\n")
		}
	}
	in.WriteString("\x1b[1;2H") // the cursor on the second cell of row 1
	term := newDrained(t, 4, 4)
	_, _ = term.Write([]byte(in.String()))
	els := parseSVG(t, svgBytes(t, term))
	img := term.Image()
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	_, bgDef := DefaultColors()
	for i := range seqs {
		col, row := i%4, i/4
		bg := bgDef
		if r := rectAt(els, col, row); r != nil {
			bg = r.attrs["fill"]
		}
		if px := hex(at(img, col, row, 0, 0)); px != bg {
			t.Errorf("SGR %s: the SVG's background %s, the PNG's %s", seqs[i], bg, px)
		}
		txt := textAt(els, col, row)
		if txt == nil {
			t.Errorf("SGR %s: no text", seqs[i])
			continue
		}
		// The 'M''s darkest or brightest pixel is its colour: the one
		// farthest from the background.
		if ink := inkOf(img, col, row, bg); ink != txt.attrs["fill"] {
			t.Errorf("SGR %s: the SVG's text in %s, the PNG's in %s", seqs[i], txt.attrs["fill"], ink)
		}
	}
}

// inkOf is the colour a glyph is drawn in: of the cell's pixels, the one
// farthest from its background (one the glyph covers whole).
func inkOf(img *image.RGBA, col, row int, bg string) string {
	cw, ch := CellSize()
	var b color.RGBA
	_, _ = fmt.Sscanf(bg, "#%02x%02x%02x", &b.R, &b.G, &b.B)
	dist := func(c color.RGBA) int {
		d := func(x, y uint8) int { return (int(x) - int(y)) * (int(x) - int(y)) }
		return d(c.R, b.R) + d(c.G, b.G) + d(c.B, b.B)
	}
	best := b
	for y := row * ch; y < (row+1)*ch; y++ {
		for x := col * cw; x < (col+1)*cw; x++ {
			if c := img.RGBAAt(x, y); dist(c) > dist(best) {
				best = c
			}
		}
	}
	return fmt.Sprintf("#%02x%02x%02x", best.R, best.G, best.B)
}

// A secret the mask hides is stars in the picture too, in its colours.
func TestSVGMasked(t *testing.T) {
	term := newDrained(t, 20, 2)
	m := &textMask{}
	term.SetMask(m)
	_, _ = term.Write([]byte("\x1b[41mcorrect-horse\x1b[m"))
	m.add("correct-horse")
	pic := svgBytes(t, term)
	if strings.Contains(string(pic), "horse") {
		t.Fatalf("the secret is in the picture:\n%s", pic)
	}
	e := textAt(parseSVG(t, pic), 0, 0)
	if e == nil || e.text != "*************" {
		t.Fatalf("masked text: %+v", e)
	}
}
