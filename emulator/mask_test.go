package emulator

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

// textMask hides fixed strings: a stand-in for the session's hashed
// secrets.
type textMask struct {
	texts []string
	ver   uint64
}

func (m *textMask) Find(text string, hits []Span) []Span {
	for _, s := range m.texts {
		for i := 0; ; {
			j := strings.Index(text[i:], s)
			if j < 0 {
				break
			}
			hits = append(hits, Span{Start: i + j, End: i + j + len(s)})
			i += j + 1
		}
	}
	return hits
}

func (m *textMask) Version() uint64 { return m.ver }

func (m *textMask) Lines() int { return 1 }

func (m *textMask) Longest() int {
	n := 0
	for _, s := range m.texts {
		n = max(n, len(s))
	}
	return n
}

// add hides s, and s without its spaces, as the session's secrets do.
func (m *textMask) add(s string) {
	m.texts = append(m.texts, s)
	if c := strings.ReplaceAll(s, " ", ""); c != s {
		m.texts = append(m.texts, c)
	}
	m.ver++
}

// What the mask hides never leaves the terminal: not within a row, not
// wrapped across rows (also from the history into the screen), not with
// colours between its characters, not in the title, the scrollback, the
// text between positions or the picture; and the screen keeps its columns.
func TestMaskHidesEverywhere(t *testing.T) {
	const secret = "sk-live-0123456789abcdef"
	colour := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			b.WriteString("\x1b[1;3" + string(rune('1'+len(b.String())%6)) + "m")
			b.WriteRune(r)
		}
		return b.String() + "\x1b[m"
	}
	tests := []struct {
		name       string
		cols, rows int
		input      string
		want       []string // the screen's lines
		scrollback []string
	}{
		{"in a row", 40, 3, "say " + secret + " ok", []string{"say ************************ ok"}, nil},
		{"wrapped at the edge", 30, 4, "Paste the API token: " + secret + "\r\nnext",
			[]string{"Paste the API token: *********", "***************", "next"}, nil},
		{"wrapped with a space at the break", 12, 4, "0123456789 " + "ab cd" + "\r\n",
			[]string{"0123456789 *", "****"}, nil},
		{"wrapped with two spaces at the break", 14, 4, "0123456789" + "xy  zw" + "\r\n",
			[]string{"0123456789**", "**"}, nil},
		{"wrapped with three spaces at the break", 13, 4, "0123456789" + "pq   rs" + "\r\n",
			[]string{"0123456789**", "****"}, nil},
		{"wrapped with spaces before a wide character", 15, 4, "0123456789" + "uv  日本" + "\r\n",
			[]string{"0123456789**", "****"}, nil},
		{"colours between its characters", 30, 3, "token: " + colour(secret),
			[]string{"token: ***********************", "*"}, nil},
		{"wrapped from the history into the screen", 30, 2, "\r\n\r\nPaste the API token: " + secret + "\r\n",
			[]string{"***************"}, []string{"", "", "Paste the API token: *********"}},
		{"wide characters", 20, 3, "pw 日本語" + "x", []string{"pw *******"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := newDrained(t, tt.cols, tt.rows)
			m := &textMask{}
			term.SetMask(m)
			_, _ = term.Write([]byte(tt.input))
			before := term.Snapshot()
			if before.Masked != 0 {
				t.Fatalf("masked %d cells before there was a secret", before.Masked)
			}
			m.add(secret)
			m.add("ab cd")
			m.add("xy  zw")
			m.add("pq   rs")
			m.add("uv  日本")
			m.add("日本語x")
			s := term.Snapshot()
			got := s.Lines
			for len(got) > 0 && got[len(got)-1] == "" {
				got = got[:len(got)-1]
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Fatalf("screen\n%q\nwant\n%q", got, tt.want)
			}
			if s.Masked == 0 || s.Revision == before.Revision {
				t.Fatalf("masked %d cells, revision %d then %d", s.Masked, before.Revision, s.Revision)
			}
			if sb := term.Scrollback(100); tt.scrollback != nil && strings.Join(sb, "\n") != strings.Join(tt.scrollback, "\n") {
				t.Fatalf("scrollback %q, want %q", sb, tt.scrollback)
			}
			all, _ := term.Text(Pos{}, term.CursorPos())
			if strings.Contains(all, "sk-live") || strings.Contains(all, "456789a") || strings.Contains(all, "ab cd") || strings.Contains(all, "xy") || strings.Contains(all, "rs") || strings.Contains(all, "uv") || strings.Contains(all, "日本") {
				t.Fatalf("Text gives the secret: %q", all)
			}
			// Cut out of the middle of the secret, the text is still masked.
			if part, _ := term.Text(Pos{Line: 1, Col: 3}, Pos{Line: 1, Col: 10}); strings.ContainsAny(part, "abcdef") {
				t.Fatalf("a part of the masked line: %q", part)
			}
		})
	}
}

func TestMaskTitleAndPicture(t *testing.T) {
	const secret = "correct-horse"
	term := newDrained(t, 20, 2)
	m := &textMask{}
	term.SetMask(m)
	_, _ = term.Write([]byte("\x1b]0;title correct-horse\x07\x1b[41mcorrect-horse\x1b[m"))
	clean := term.Image()
	m.add(secret)
	s := term.Snapshot()
	if s.Title != "title *************" || s.Lines[0] != "*************" {
		t.Fatalf("title %q, line %q", s.Title, s.Lines[0])
	}
	var b bytes.Buffer
	if err := term.PNG(&b); err != nil {
		t.Fatal(err)
	}
	masked, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	// The cells keep their colours (the red background) but not their
	// glyphs: the second cell's picture changes from 'o' to '*'.
	cw, ch := CellSize()
	differs := false
	for y := 0; y < ch; y++ {
		for x := cw; x < 2*cw; x++ {
			r1, g1, b1, _ := clean.At(x, y).RGBA()
			r2, g2, b2, _ := masked.At(x, y).RGBA()
			differs = differs || r1 != r2 || g1 != g2 || b1 != b2
		}
	}
	if !differs {
		t.Fatal("the picture draws the hidden cell as it was")
	}
	if r, g, bl, _ := masked.At(cw+1, 1).RGBA(); r>>8 < 150 || g>>8 > 60 || bl>>8 > 60 {
		t.Fatalf("the hidden cell lost its background: %d,%d,%d", r>>8, g>>8, bl>>8)
	}
}

// With a nonce, only marks that carry it count: a program printing OSC 133
// marks of its own, with no nonce, another one or the nonce cut short,
// changes nothing.
func TestMarksNeedTheNonce(t *testing.T) {
	const nonce = "0123456789abcdef0123456789abcdef"
	term := newDrained(t, 40, 4)
	term.SetMarkNonce(nonce)
	_, _ = term.Write([]byte("\x1b]133;C;agentty=" + nonce + "\x07running\r\n"))
	for _, forged := range []string{
		"\x1b]133;D;0\x07",
		"\x1b]133;D;0;agentty=ffffffffffffffffffffffffffffffff\x07",
		"\x1b]133;D;0;agentty=" + nonce[:31] + "\x07",
		"\x1b]133;D;0;agentty=" + nonce + "0\x07",
		"\x1b]133;A\x07", "\x1b]133;B;x=agentty=" + nonce + "\x07",
	} {
		_, _ = term.Write([]byte(forged))
		if s := term.Snapshot(); s.LastMark.Kind != 'C' || term.MarkSeq() != 1 {
			t.Fatalf("%q counted: last mark %c, %d marks", forged, s.LastMark.Kind, term.MarkSeq())
		}
	}
	_, _ = term.Write([]byte("\x1b]133;D;7;agentty=" + nonce + ";__agentty_prompt\x07"))
	if s := term.Snapshot(); s.LastMark.Kind != 'D' || s.LastMark.Exit != 7 {
		t.Fatalf("the true mark: %+v", s.LastMark)
	}
}

// A prompt's marks sent again with the same k= (readline redrawing the
// prompt after a multi-line paste) are not a new prompt; the next prompt's
// are, and marks without k= always count.
func TestMarksOfAPromptRedrawn(t *testing.T) {
	const nonce = "0123456789abcdef0123456789abcdef"
	term := newDrained(t, 40, 4)
	term.SetMarkNonce(nonce)
	prompt := func(k string) string {
		return "\x1b]133;D;0;agentty=" + nonce + ";k=" + k + "\x07\x1b]133;A;agentty=" + nonce + ";k=" + k + "\x07$ \x1b]133;B;agentty=" + nonce + ";k=" + k + "\x07"
	}
	_, _ = term.Write([]byte(prompt("1")))
	if term.MarkSeq() != 3 || term.LastPrompt() != "1" {
		t.Fatalf("%d marks, prompt %q", term.MarkSeq(), term.LastPrompt())
	}
	_, _ = term.Write([]byte("cat <<EOF\r\n" + prompt("1") + "cat <<EOF\r\n> "))
	if term.MarkSeq() != 3 {
		t.Fatalf("the redrawn prompt counted: %d marks", term.MarkSeq())
	}
	_, _ = term.Write([]byte("\x1b]133;C;agentty=" + nonce + "\x07\x1b]133;C;agentty=" + nonce + "\x07" + prompt("2")))
	if s := term.Snapshot(); term.MarkSeq() != 8 || s.LastMark.Kind != 'B' || s.LastMark.Prompt != "2" || term.LastPrompt() != "2" {
		t.Fatalf("%d marks, last %+v", term.MarkSeq(), s.LastMark)
	}
}

// A secret marked while it was whole stays hidden when only a part of it
// is left: a resize that cuts its row, a program that overwrites its start,
// the part that scrolled into the history; what the program writes over a
// hidden cell shows.
func TestMaskStaysWithItsCells(t *testing.T) {
	const secret = "sk-live-0123456789abcdef"
	tests := []struct {
		name  string
		after func(term *Terminal)
		want  []string
	}{
		{"resize cuts the row", func(term *Terminal) { term.Resize(25, 4) },
			[]string{"Paste the API token: ****", "***************"}},
		{"its start overwritten", func(term *Terminal) { _, _ = term.Write([]byte("\x1b[1;22Hxyz\x1b[3;1H")) },
			[]string{"Paste the API token: xyz******", "***************"}},
		{"its end overwritten", func(term *Terminal) { _, _ = term.Write([]byte("\x1b[2;1Hnew text\x1b[3;1H")) },
			[]string{"Paste the API token: *********", "new text*******"}},
		{"its rows erased", func(term *Terminal) { _, _ = term.Write([]byte("\x1b[1;1H\x1b[2K\x1b[2;1H\x1b[5X\x1b[K\x1b[3;1H")) },
			nil},
		{"the screen cleared", func(term *Terminal) { _, _ = term.Write([]byte("\x1b[H\x1b[2J")) },
			nil},
		{"its start scrolled into the history", func(term *Terminal) { _, _ = term.Write([]byte("\r\n\r\n")) },
			[]string{"***************"}},
		// The fast path scrolls the screen through a model of its own:
		// its start overwritten, the rest scrolled off by a long run of
		// plain lines.
		{"its rest scrolled off by many lines", func(term *Terminal) {
			_, _ = term.Write([]byte("\x1b[1;22Hxyz\x1b[3;1H"))
			_, _ = term.Write([]byte(strings.Repeat("log line\r\n", 20)))
		}, []string{"log line", "log line", "log line"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := newDrained(t, 30, 4)
			m := &textMask{}
			term.SetMask(m)
			m.add(secret)
			_, _ = term.Write([]byte("Paste the API token: " + secret + "\r\n"))
			tt.after(term)
			got := term.Snapshot().Lines
			for len(got) > 0 && got[len(got)-1] == "" {
				got = got[:len(got)-1]
			}
			all := strings.Join(got, "\n") + strings.Join(term.Scrollback(100), "\n")
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") || strings.Contains(all, "sk-l") || strings.Contains(all, "bcdef") {
				t.Fatalf("screen %q (history %q), want %q", got, term.Scrollback(100), tt.want)
			}
		})
	}
}

// A program cannot mark cells hidden itself by naming the mark in a
// hyperlink of its own (OSC 8): its text shows, and pictures are made.
func TestMaskMarkNotForged(t *testing.T) {
	term := newDrained(t, 30, 2)
	term.SetMask(&textMask{})
	_, _ = term.Write([]byte("\x1b]8;;agentty:masked\x07hello\x1b]8;;\x07 \x1b]8;id=1;agentty:masked:\x07x\x1b]8;;\x07"))
	if s := term.Snapshot(); s.Lines[0] != "hello x" || s.Masked != 0 {
		t.Fatalf("line %q, %d cells masked", s.Lines[0], s.Masked)
	}
}
