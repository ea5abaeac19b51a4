package emulator

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
	"sync"
	"testing"
)

// renderScreen feeds input to a fresh cols x rows terminal and draws it.
func renderScreen(t *testing.T, cols, rows int, input string) *image.RGBA {
	t.Helper()
	term := newDrained(t, cols, rows)
	_, _ = term.Write([]byte(input))
	img := term.Image()
	if term.Faults() != 0 {
		t.Fatalf("%d emulator faults", term.Faults())
	}
	return img
}

// at returns the pixel (dx, dy) of the cell at col, row.
func at(img *image.RGBA, col, row, dx, dy int) color.RGBA {
	w, h := CellSize()
	return img.RGBAAt(col*w+dx, row*h+dy)
}

// cellPixels returns the pixels of the cells [col, col+n) of a row.
func cellPixels(img *image.RGBA, col, row, n int) []color.RGBA {
	w, h := CellSize()
	var px []color.RGBA
	for y := row * h; y < (row+1)*h; y++ {
		for x := col * w; x < (col+n)*w; x++ {
			px = append(px, img.RGBAAt(x, y))
		}
	}
	return px
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// dist is the sum of the channel differences of two colours.
func dist(a, b color.RGBA) int {
	d := 0
	for _, p := range [][2]uint8{{a.R, b.R}, {a.G, b.G}, {a.B, b.B}} {
		d += max(int(p[0]), int(p[1])) - min(int(p[0]), int(p[1]))
	}
	return d
}

// ink is how much of a cell is drawn in something other than bg: the sum
// of each pixel's distance from bg.
func ink(px []color.RGBA, bg color.RGBA) int {
	n := 0
	for _, p := range px {
		n += dist(p, bg)
	}
	return n
}

func TestImageCellSize(t *testing.T) {
	if w, h := CellSize(); w != 8 || h != 17 {
		t.Fatalf("CellSize() = %dx%d, want 8x17 at %d px", w, h, fontSize)
	}
	w, h := CellSize()
	for _, size := range [][2]int{{MinCols, MinRows}, {80, 24}, {13, 7}} {
		img := renderScreen(t, size[0], size[1], "hello")
		want := image.Rect(0, 0, size[0]*w, size[1]*h)
		if img.Bounds() != want {
			t.Errorf("%dx%d screen: picture %v, want %v", size[0], size[1], img.Bounds(), want)
		}
	}
}

// TestImageColors checks a background pixel (the cell's top-left corner,
// where no glyph reaches) of one cell after some output.
func TestImageColors(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		col, row int
		want     color.RGBA
	}{
		{"default background", "ab", 5, 0, defaultBg},
		{"basic red background", "\x1b[41m \x1b[0m", 0, 0, rgb(0xcd, 0, 0)},
		{"bright red background", "\x1b[101m \x1b[0m", 0, 0, rgb(0xff, 0, 0)},
		{"256-colour cube background", "\x1b[48;5;21m \x1b[0m", 0, 0, rgb(0, 0, 0xff)},
		{"256-colour grey background", "\x1b[48;5;244m \x1b[0m", 0, 0, rgb(128, 128, 128)},
		{"256-colour basic background", "\x1b[48;5;2m \x1b[0m", 0, 0, rgb(0, 0xcd, 0)},
		{"truecolour background", "\x1b[48;2;10;200;30m \x1b[0m", 0, 0, rgb(10, 200, 30)},
		{"inverse swaps defaults", "\x1b[7m \x1b[0m", 0, 0, defaultFg},
		{"inverse swaps colours", "\x1b[31;42;7m \x1b[0m", 0, 0, rgb(0xcd, 0, 0)},
		{"background on the second row", "\r\n x\x1b[44mz\x1b[0m", 2, 1, rgb(0, 0, 0xee)},
		{"erase fills with the background", "\x1b[45m\x1b[2K\x1b[0m", 7, 0, rgb(0xcd, 0, 0xcd)},
		{"cursor cell inverted", "ab", 2, 0, defaultFg},
		{"cursor on a coloured cell", "\x1b[41m \x1b[0m\x1b[D", 0, 0, defaultFg},
		{"cursor on an inverse cell", "\x1b[7m \x1b[0m\x1b[D", 0, 0, defaultBg},
		{"hidden cursor not drawn", "\x1b[?25lab", 2, 0, defaultBg},
		{"cursor shown again", "\x1b[?25l\x1b[?25hab", 2, 0, defaultFg},
		{"cursor on a wide char inverts its second half", "日\x1b[2D", 1, 0, defaultFg},
		{"cursor on the second half inverts the first", "日\x1b[D", 0, 0, defaultFg},
		{"wide char background covers two cells", "\x1b[42m日\x1b[0m", 1, 0, rgb(0, 0xcd, 0)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := renderScreen(t, 20, 3, tt.input)
			if got := at(img, tt.col, tt.row, 0, 0); got != tt.want {
				t.Errorf("cell %d,%d: %v, want %v", tt.col, tt.row, got, tt.want)
			}
		})
	}
}

func TestImageGlyphs(t *testing.T) {
	const hide = "\x1b[?25l"
	plain := cellPixels(renderScreen(t, 10, 2, hide+"M"), 0, 0, 1)
	if ink(plain, defaultBg) == 0 {
		t.Fatal("an M draws nothing")
	}

	t.Run("foreground colour", func(t *testing.T) {
		red := rgb(255, 0, 0)
		px := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[38;2;255;0;0mM"), 0, 0, 1)
		best := px[0]
		for _, p := range px {
			if dist(p, red) < dist(best, red) {
				best = p
			}
		}
		if dist(best, red) > 40 {
			t.Errorf("no pixel of a red M near red: closest %v", best)
		}
		for _, p := range px {
			if p.G != 0 || p.B != 0 {
				t.Fatalf("a red M on black has pixel %v", p)
			}
		}
	})

	t.Run("256-colour foreground", func(t *testing.T) {
		px := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[38;5;46mM"), 0, 0, 1)
		green := rgb(0, 255, 0)
		found := false
		for _, p := range px {
			found = found || dist(p, green) < dist(p, defaultBg)
		}
		if !found {
			t.Error("no pixel of a green M closer to green than to the background")
		}
	})

	t.Run("bold draws more ink", func(t *testing.T) {
		bold := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[1mM"), 0, 0, 1)
		if ink(bold, defaultBg) <= ink(plain, defaultBg) {
			t.Errorf("bold M ink %d, regular %d", ink(bold, defaultBg), ink(plain, defaultBg))
		}
	})

	t.Run("italic differs", func(t *testing.T) {
		italic := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[3mM"), 0, 0, 1)
		if fmt.Sprint(italic) == fmt.Sprint(plain) {
			t.Error("italic M drawn like a regular one")
		}
	})

	t.Run("faint is dimmer", func(t *testing.T) {
		faint := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[2mM"), 0, 0, 1)
		brightest := 0
		for _, p := range faint {
			brightest = max(brightest, int(p.R))
		}
		if half := int(mix(defaultFg, defaultBg).R); brightest == 0 || brightest > half {
			t.Errorf("faint M brightest %d, want 1..%d", brightest, half)
		}
	})

	t.Run("conceal draws no glyph", func(t *testing.T) {
		px := cellPixels(renderScreen(t, 10, 2, hide+"\x1b[8;41mM"), 0, 0, 1)
		if n := ink(px, rgb(0xcd, 0, 0)); n != 0 {
			t.Errorf("concealed M has ink %d", n)
		}
	})

	t.Run("space draws nothing", func(t *testing.T) {
		px := cellPixels(renderScreen(t, 10, 2, hide+" "), 0, 0, 1)
		if n := ink(px, defaultBg); n != 0 {
			t.Errorf("space has ink %d", n)
		}
	})

	t.Run("combining mark the font lacks is left out", func(t *testing.T) {
		e := cellPixels(renderScreen(t, 10, 2, hide+"e"), 0, 0, 1)
		accented := cellPixels(renderScreen(t, 10, 2, hide+"e\u0301"), 0, 0, 1)
		if fmt.Sprint(e) != fmt.Sprint(accented) {
			t.Error("e with U+0301 (not in Go Mono) drawn unlike e")
		}
	})
}

// A cluster's later runes are drawn over its first, at the same origin.
func TestImageClusterSameOrigin(t *testing.T) {
	fs := fonts()
	r := image.Rect(0, 0, fs.cellW, fs.cellH)
	draw := func(s string) *image.RGBA {
		img := image.NewRGBA(r)
		fill(img, r, defaultBg)
		fs.drawText(img, r, s, faceRegular, defaultFg)
		return img
	}
	dash, bar, both := draw("-"), draw("|"), draw("-|")
	for y := 0; y < fs.cellH; y++ {
		for x := 0; x < fs.cellW; x++ {
			d, b, c := dash.RGBAAt(x, y), bar.RGBAAt(x, y), both.RGBAAt(x, y)
			if dist(c, defaultBg) < max(dist(d, defaultBg), dist(b, defaultBg)) {
				t.Fatalf("pixel %d,%d: cluster %v lighter than its parts %v %v", x, y, c, d, b)
			}
		}
	}
}

func TestImageLines(t *testing.T) {
	fs := fonts()
	w := fs.cellW
	under := fs.ascent + 1
	strike := fs.ascent - fs.xHeight/2
	// row returns the pixels of line y of cell 0.
	row := func(img *image.RGBA, y int) []color.RGBA {
		var px []color.RGBA
		for x := range w {
			px = append(px, at(img, 0, 0, x, y))
		}
		return px
	}
	all := func(px []color.RGBA, c color.RGBA) bool {
		for _, p := range px {
			if p != c {
				return false
			}
		}
		return true
	}
	tests := []struct {
		name  string
		input string
		y     int
		want  color.RGBA
	}{
		{"underline", "\x1b[4m ", under, defaultFg},
		{"no underline", " ", under, defaultBg},
		{"underline in the foreground colour", "\x1b[4;33m ", under, rgb(0xcd, 0xcd, 0)},
		{"underline colour", "\x1b[4;33;58;2;1;2;3m ", under, rgb(1, 2, 3)},
		{"double underline", "\x1b[4:2m ", under - 1, defaultFg},
		{"double underline gap", "\x1b[4:2m ", under, defaultBg},
		{"double underline second line", "\x1b[4:2m ", under + 1, defaultFg},
		{"strikethrough", "\x1b[9m ", strike, defaultFg},
		{"no strikethrough", " ", strike, defaultBg},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := renderScreen(t, 10, 2, "\x1b[?25l"+tt.input)
			if px := row(img, tt.y); !all(px, tt.want) {
				t.Errorf("line %d: %v, want all %v", tt.y, px, tt.want)
			}
		})
	}
	// The other underline styles draw something on the underline's line.
	for _, style := range []int{3, 4, 5} {
		img := renderScreen(t, 10, 2, fmt.Sprintf("\x1b[?25l\x1b[4:%dm ", style))
		if ink(cellPixels(img, 0, 0, 1), defaultBg) == 0 {
			t.Errorf("underline style %d draws nothing", style)
		}
	}
}

// Go Mono has no CJK: a wide character is an outlined box over both cells.
func TestImageMissingGlyphBox(t *testing.T) {
	w, h := CellSize()
	img := renderScreen(t, 10, 2, "\x1b[?25l日✓x")
	for _, p := range []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"top left of the wide box", 1, 1, defaultFg},
		{"top right of the wide box, in the second cell", 2*w - 2, 1, defaultFg},
		{"right edge of the wide box", 2*w - 2, h / 2, defaultFg},
		{"bottom edge of the wide box", w, h - 2, defaultFg},
		{"inside the wide box", w, h / 2, defaultBg},
		{"no edge where a narrow box would end", w - 2, h / 2, defaultBg},
		{"between the boxes", 2 * w, h / 2, defaultBg},
		{"narrow box left edge", 2*w + 1, h / 2, defaultFg},
		{"narrow box right edge", 3*w - 2, h / 2, defaultFg},
	} {
		if got := img.RGBAAt(p.x, p.y); got != p.want {
			t.Errorf("%s (%d,%d): %v, want %v", p.name, p.x, p.y, got, p.want)
		}
	}
	if ink(cellPixels(img, 3, 0, 1), defaultBg) == 0 {
		t.Error("the x after the boxes is not drawn")
	}
}

func TestImageCutWideChar(t *testing.T) {
	term := newDrained(t, 20, 3)
	_, _ = term.Write([]byte("\x1b[?25l\x1b[1;19H日"))
	term.Resize(19, 3)
	img := term.Image()
	w, h := CellSize()
	if want := image.Rect(0, 0, 19*w, 3*h); img.Bounds() != want {
		t.Fatalf("picture %v, want %v", img.Bounds(), want)
	}
	if n := ink(cellPixels(img, 18, 0, 1), defaultBg); n != 0 {
		t.Errorf("the cut wide character left ink %d", n)
	}
}

func TestImagePNG(t *testing.T) {
	term := newDrained(t, 12, 3)
	_, _ = term.Write([]byte("\x1b[48;2;10;200;30mhi\x1b[0m 日"))
	var buf bytes.Buffer
	if err := term.PNG(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	want := term.Image()
	if got.Bounds() != want.Bounds() {
		t.Fatalf("PNG is %v, Image %v", got.Bounds(), want.Bounds())
	}
	for y := want.Rect.Min.Y; y < want.Rect.Max.Y; y++ {
		for x := want.Rect.Min.X; x < want.Rect.Max.X; x++ {
			if g := color.RGBAModel.Convert(got.At(x, y)); g != want.RGBAAt(x, y) {
				t.Fatalf("pixel %d,%d: PNG %v, Image %v", x, y, g, want.RGBAAt(x, y))
			}
		}
	}
}

// Concurrent pictures share the glyph cache (run with -race).
func TestImageConcurrent(t *testing.T) {
	term := newDrained(t, 40, 5)
	var bounds [4][20]image.Rectangle
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 20 {
				_, _ = fmt.Fprintf(term, "\x1b[%d;%dm%c%d ", 1+g%4, 31+i%7, 'A'+rune(i), g)
				bounds[g][i] = term.Image().Bounds()
			}
		}()
	}
	wg.Wait()
	if n := term.Faults(); n != 0 {
		t.Errorf("%d emulator faults", n)
	}
	w, h := CellSize()
	want := image.Rect(0, 0, 40*w, 5*h)
	for g := range bounds {
		for i, b := range bounds[g] {
			if b != want {
				t.Errorf("goroutine %d, picture %d: %v, want %v", g, i, b, want)
			}
		}
	}
}

func FuzzImage(f *testing.F) {
	f.Add([]byte("\x1b[1;3;4:3;7;9;58;5;200;38;2;1;2;3;48;5;99mx日👍🏽e\u0301\x1b[?25l"), uint8(0), uint8(0))
	f.Add([]byte("日本語日本語日本語日本語\x1b[H\x1b[2P"), uint8(3), uint8(1))
	f.Add([]byte("\x1b[?1049h\x1b[44m\x1b[2J\x1b[5;5H\x1b[8mhidden\x1b[28m\x1b[999C\x1b[999B"), uint8(90), uint8(40))
	f.Add([]byte("\xff\xfe\x00\x1b[38;5;300m\x1b[48;2;999;-1;3m\u0300\u200d\ufe0f\U0010ffff"), uint8(255), uint8(255))
	f.Fuzz(func(t *testing.T, data []byte, cols, rows uint8) {
		c, r := MinCols+int(cols)%50, MinRows+int(rows)%20
		term := newDrained(t, c, r)
		_, _ = term.Write(data)
		img := term.Image()
		w, h := CellSize()
		if want := image.Rect(0, 0, c*w, r*h); img.Bounds() != want {
			t.Fatalf("picture %v, want %v", img.Bounds(), want)
		}
		term.Resize(max(MinCols, c-3), r+1)
		_ = term.Image()
	})
}

// BenchmarkImage draws a full 120x40 screen of coloured text.
func BenchmarkImage(b *testing.B) {
	term := New(120, 40, 100)
	defer term.Close()
	var s strings.Builder
	for y := range 40 {
		fmt.Fprintf(&s, "\x1b[%d;1H", y+1)
		for x := range 120 {
			fmt.Fprintf(&s, "\x1b[38;5;%d;48;5;%dm%c", (x+y)%256, (x*7+y)%256, 'A'+rune((x+y)%58))
		}
	}
	_, _ = term.Write([]byte(s.String()))
	term.Image() // parse the fonts and fill the glyph cache
	b.ReportAllocs()
	for b.Loop() {
		term.Image()
	}
}
