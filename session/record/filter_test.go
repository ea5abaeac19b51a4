package record

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
)

// The recording's filter finds a secret in the bytes as they are and in
// the characters the terminal prints, whatever escape codes and reads come
// between them, and keeps every escape code.
func TestRecFilter(t *testing.T) {
	const key = "sk-live-0123456789"
	colour := func(s string) string {
		var b strings.Builder
		for i, r := range s {
			b.WriteString("\x1b[3" + string(rune('1'+i%6)) + "m")
			b.WriteRune(r)
		}
		return b.String() + "\x1b[0m"
	}
	tests := []struct {
		name   string
		chunks []string
	}{
		{"plain", []string{"token: " + key + "\r\n"}},
		{"one read a character", strings.Split("token: "+key+"\r\n", "")},
		{"colours between its characters", []string{"token: " + colour(key) + "\r\n"}},
		{"colours, a byte a read", strings.Split("token: "+colour(key)+"\r\n", "")},
		{"cursor moves and a newline", []string{"token: sk-live\x1b[1C\x1b[1D-01234\r\n56789 done\r\n"}},
		{"in a title", []string{"\x1b]0;" + key + "\x07title set\r\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s secret.Set
			s.Add(key)
			ft := newFilterTerm(s.Recordings())
			var out, in strings.Builder
			for _, c := range tt.chunks {
				in.WriteString(c)
				out.Write(ft.write(c))
			}
			out.Write(ft.f.Write(nil, ft.m, HoldNothing))
			got := out.String()
			plain := emulatorText(got)
			if strings.Contains(got, "sk-live") || strings.Contains(plain, "sk-live") || strings.Contains(plain, "0123") {
				t.Fatalf("the secret is in the recording: %q", got)
			}
			if !strings.Contains(plain, "******") {
				t.Fatalf("no stars where the secret was: %q", got)
			}
			// Every escape code is kept: the output differs from the input
			// only where characters became stars.
			if len(got) != len(in.String()) {
				t.Fatalf("%d bytes out for %d in: %q", len(got), len(in.String()), got)
			}
		})
	}
}

// filterTerm is a terminal whose parse a Filter hears, as a session's
// stream has it hear the session's terminal.
type filterTerm struct {
	term *emulator.Terminal
	f    *Filter
	m    secret.Mask
	out  []byte
}

func newFilterTerm(m secret.Mask) *filterTerm {
	ft := &filterTerm{term: emulator.New(80, 24, 100), f: NewFilter(), m: m}
	ft.term.DiscardReplies()
	ft.term.Listen(ft)
	ft.term.Locked(func(h emulator.Held) { h.Hear(true, false) })
	return ft
}

func (ft *filterTerm) Output(unit []byte, _ emulator.Held) {
	ft.out = append(ft.out, ft.f.Write(unit, ft.m, HoldSecrets)...)
}
func (ft *filterTerm) Text(start, end int)               { ft.f.Text(start, end) }
func (ft *filterTerm) Mark(emulator.Mark, emulator.Held) {}
func (ft *filterTerm) Left(emulator.Row)                 {}

// write feeds p and returns what the filter let go of meanwhile.
func (ft *filterTerm) write(p string) []byte {
	ft.out = nil
	_, _ = ft.term.Write([]byte(p))
	return ft.out
}

// emulatorText is what a terminal shows for output.
func emulatorText(out string) string {
	term := emulator.New(80, 10, 100)
	defer term.Close()
	term.DiscardReplies()
	_, _ = term.Write([]byte(out))
	return strings.Join(term.Snapshot().Lines, "\n") + "\n" + term.Snapshot().Title
}

// While nothing looks like the start of a secret, output goes out at once;
// a short secret (recordings hide every length) is starred in the output
// events too.
func TestRecFilterHoldsOnlyWhatMayBeASecret(t *testing.T) {
	var s secret.Set
	ft := newFilterTerm(s.Recordings())
	if got := string(ft.write("before any secret é"[:19])); got != "before any secret " {
		t.Fatalf("a cut character must wait, the rest go: %q", got)
	}
	s.Add("pin")
	got := string(ft.write("\xa9 pin: 1pin2\r\n"))
	got += string(ft.f.Write(nil, ft.m, HoldNothing))
	if got != "é ***: 1***2\r\n" {
		t.Fatalf("got %q", got)
	}
	// Held output is bounded: a flood of escape codes after what may begin
	// a secret lets it go, its last Longest()-1 characters starred.
	var s2 secret.Set
	s2.Add("0123456789")
	ft = newFilterTerm(s2.Recordings())
	out := ft.write("abcdefghijklm x0123")
	for range 100 {
		out = append(out, ft.write(strings.Repeat("\x1b[0m", 1000))...)
	}
	if len(ft.f.raw) > holdMax+10 {
		t.Fatalf("%d bytes held", len(ft.f.raw))
	}
	if !strings.HasPrefix(string(out), "abcdefghij*********\x1b[0m") {
		t.Fatalf("what may begin a secret went out as it was: %q", string(out[:30]))
	}
}

// BenchmarkFilter filters coloured output with a secret to look for.
func BenchmarkFilter(b *testing.B) {
	var s secret.Set
	s.Add("sk-live-0123456789")
	m := s.Recordings()
	var out strings.Builder
	for i := range 2000 {
		out.WriteString("\x1b[32mok\x1b[m compiling module_" + strings.Repeat("x", i%40) + ".c\r\n")
	}
	chunk := []byte(out.String())
	b.SetBytes(int64(len(chunk)))
	for b.Loop() {
		ft := newFilterTerm(m)
		for p := chunk; len(p) > 0; {
			n := min(len(p), 4096)
			_, _ = ft.term.Write(p[:n])
			p = p[n:]
		}
	}
}
