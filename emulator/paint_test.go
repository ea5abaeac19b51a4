package emulator

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// A painter's output, fed to a second terminal (the person's), must show
// what the first one shows: every cell with its colours and attributes, the
// cursor, and the key modes; after each further chunk too (the painter sends
// only what changed).
func TestPainterReproducesScreen(t *testing.T) {
	tests := []struct {
		name   string
		w, h   int // the program's terminal
		pw, ph int // the person's
		chunks []string
		status string // text the status line must hold; "" for none
	}{
		{"plain and colours", 30, 5, 30, 5, []string{
			"hello \x1b[31mred\x1b[m \x1b[1;4mbold under\x1b[m",
			"\r\n\x1b[38;5;208mindexed\x1b[48;2;10;20;30m rgb bg \x1b[m\x1b[7mrev\x1b[m",
			"\x1b[2;3Hmid\x1b[K",
		}, ""},
		{"wide characters and edits in the middle", 20, 3, 20, 3, []string{
			"日本語|ab",
			"\x1b[1;3H\x1b[32mxx\x1b[m",
			"\x1b[2;1H👍 ok\x1b[1;1H",
		}, ""},
		{"alternate screen, hidden cursor, app cursor keys", 20, 4, 20, 4, []string{
			"shell$ ",
			"\x1b[?1049h\x1b[?1h\x1b=\x1b[?25l\x1b[H\x1b[44m full \x1b[m\x1b[4;1H~",
			"\x1b[?1049l\x1b[?1l\x1b>\x1b[?25h",
		}, ""},
		{"background to the row's end", 10, 2, 10, 2, []string{"\x1b[41m\x1b[K\x1b[m\r\nx"}, ""},
		{"smaller terminal shows the top left", 30, 6, 12, 4, []string{
			"0123456789abcdefghij\r\nsecond line here\r\nthird\r\nfourth\r\nfifth",
			"\x1b[1;11H日本",
		}, "cut"},
		{"taller terminal has a status line below", 10, 2, 16, 4, []string{"ab\r\ncd"}, "below"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := New(tt.w, tt.h, 100)
			dst := New(tt.pw, tt.ph, 100)
			src.DiscardReplies()
			dst.DiscardReplies()
			p := NewPainter(tt.pw, tt.ph)
			_, _ = dst.Write([]byte(p.Start()))
			for i, chunk := range tt.chunks {
				_, _ = src.Write([]byte(chunk))
				f := src.Frame()
				_, _, _, hasStatus := p.Layout(f)
				if hasStatus != (tt.status != "") {
					t.Fatalf("chunk %d: status line %v, want %v", i, hasStatus, tt.status != "")
				}
				_, _ = dst.Write([]byte(p.Paint(f, "status: "+tt.status)))
				compareShown(t, i, p, f, dst.Frame(), tt.status)
			}
			_, _ = dst.Write([]byte(p.End()))
			if m := dst.Modes(); m != (Modes{Cols: m.Cols, Rows: m.Rows}) {
				t.Errorf("modes after End: %+v", m)
			}
			if dst.Snapshot().AltScreen {
				t.Error("still on the alternate screen after End")
			}
		})
	}
}

// compareShown checks that the part of f the layout shows is on the person's
// terminal, with the status line when there is one.
func compareShown(t *testing.T, step int, p *Painter, f, got Frame, status string) {
	t.Helper()
	cols, rows, _, hasStatus := p.Layout(f)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			want := f.Cells[y*f.Cols+x]
			have := got.Cells[y*got.Cols+x]
			if x+want.Width > cols {
				if strings.TrimSpace(have.Text) != "" {
					t.Errorf("step %d: cell %d,%d: a cut wide character shows %q, want a blank", step, y, x, have.Text)
				}
				continue
			}
			if want.Text == " " {
				want.Text = "" // a space is a blank
			}
			if have.Text == " " {
				have.Text = ""
			}
			if want != have {
				t.Errorf("step %d: cell %d,%d: got %q %+v, want %q %+v", step, y, x, have.Text, have.Style, want.Text, want.Style)
			}
		}
	}
	c := f.Cursor
	if c.Row < rows && c.Col < cols {
		if got.Cursor != c {
			t.Errorf("step %d: cursor %+v, want %+v", step, got.Cursor, c)
		}
	} else if got.Cursor.Visible {
		t.Errorf("step %d: the cursor is outside the view but shown at %+v", step, got.Cursor)
	}
	// The modes that decide what the person's keys send (a painter sets
	// no other).
	keys := func(m Modes) Modes {
		return Modes{AppCursor: m.AppCursor, AppKeypad: m.AppKeypad, BracketedPaste: m.BracketedPaste}
	}
	if keys(got.Modes) != keys(f.Modes) {
		t.Errorf("step %d: modes %+v, want %+v", step, got.Modes, f.Modes)
	}
	if hasStatus {
		last := got.Line(got.Rows - 1)
		if !strings.Contains(last, "status: "+status) {
			t.Errorf("step %d: status line %q", step, last)
		}
		if st := got.Cells[(got.Rows-1)*got.Cols].Style; st.Attrs&screen.Reverse == 0 {
			t.Errorf("step %d: status line not in reverse video: %+v", step, st)
		}
	}
}

// A row that changed in its middle is sent from its first changed cell to
// its last, not whole; an unchanged screen costs nothing.
func TestPainterSendsOnlyChanges(t *testing.T) {
	src := New(40, 3, 100)
	src.DiscardReplies()
	p := NewPainter(40, 3)
	_, _ = src.Write([]byte("aaaaaaaaaa bbbbbbbbbb cccccccccc"))
	first := p.Paint(src.Frame(), "")
	if !strings.Contains(first, "aaaaaaaaaa bbbbbbbbbb cccccccccc") {
		t.Fatalf("first paint lacks the row: %q", first)
	}
	_, _ = src.Write([]byte("\x1b[1;12HXY"))
	next := p.Paint(src.Frame(), "")
	if strings.Contains(next, "aaa") || strings.Contains(next, "ccc") || !strings.Contains(next, "\x1b[1;12HXY") {
		t.Errorf("incremental paint %q, want only XY at 1;12", next)
	}
	if same := p.Paint(src.Frame(), ""); same != "" {
		t.Errorf("unchanged paint %q, want nothing", same)
	}
	_, _ = src.Write([]byte("\x1b[2;1H"))
	if moved := p.Paint(src.Frame(), ""); moved != "\x1b[?25l\x1b[2;1H\x1b[?25h" {
		t.Errorf("paint after a cursor move %q", moved)
	}
}

// A frame from elsewhere (a machine's session host), made safe by Clean,
// is painted where its cells say: a wide character in a narrow cell or in
// the last column, a narrow one in a wide cell, a lone combining mark,
// two characters in one cell, a wide blank, controls and a link are not
// painted as they came (a replacement character, or a blank) but leave
// every other cell at its column, as the person's terminal shows it.
func TestCleanPaintsAsShown(t *testing.T) {
	cell := func(text string, width int) screen.Cell { return screen.Cell{Text: text, Width: width} }
	const cols, rows = 12, 3
	f := Frame{Snapshot: Snapshot{Cols: cols, Rows: rows, Cursor: Cursor{Row: 7, Col: -3, Visible: true}}, Cells: []screen.Cell{
		cell("a", 1), cell("日", 1), cell("b", 1), cell("x", 2), cell("", 0), cell("c", 1),
		cell("\u0301", 1), cell("d", 1), cell("ef", 1), cell("", 2), cell("", 0), cell("日", 2),
		cell("g", 1), cell("👍", 1), cell("h", 1), cell("中", 2), cell("", 0), cell("e\u0301", 1),
		cell("\x1b]52;c;eA==\a", 1), cell("i", 1), cell("", 0), cell("j", 1), cell("k", 1), cell("日", 2),
		cell("l", 1), {Text: "m", Width: 1, Link: "http://evil/"}, cell("\u202e", 1),
	}}
	f.Clean()
	if len(f.Cells) != cols*rows {
		t.Fatalf("Clean left %d cells for %dx%d", len(f.Cells), cols, rows)
	}
	dst := New(cols, rows, 0)
	dst.DiscardReplies()
	t.Cleanup(func() { dst.Close() })
	p := NewPainter(cols, rows)
	_, _ = dst.Write([]byte(p.Start() + p.Paint(f, "")))
	compareShown(t, 0, p, f, dst.Frame(), "")
	for i, c := range f.Cells {
		if c.Link != "" {
			t.Errorf("cell %d keeps its link %q", i, c.Link)
		}
	}
	if got := dst.Frame().Cells[0*cols+3].Text; got != "\ufffd" {
		t.Errorf("a narrow character in a wide cell shows as %q, want a replacement character", got)
	}
}
