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
			f := NewFilter()
			m := s.Recordings()
			var out, in strings.Builder
			for _, c := range tt.chunks {
				in.WriteString(c)
				out.Write(f.Write([]byte(c), m, HoldSecrets))
			}
			out.Write(f.Write(nil, m, HoldNothing))
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
	f := NewFilter()
	m := s.Recordings()
	if got := string(f.Write([]byte("before any secret é"[:19]), m, HoldSecrets)); got != "before any secret " {
		t.Fatalf("a cut character must wait, the rest go: %q", got)
	}
	s.Add("pin")
	got := string(f.Write([]byte("\xa9 pin: 1pin2\r\n"), m, HoldSecrets))
	got += string(f.Write(nil, m, HoldNothing))
	if got != "é ***: 1***2\r\n" {
		t.Fatalf("got %q", got)
	}
	// Held output is bounded: a flood of escape codes after what may begin
	// a secret lets it go, its last Longest()-1 characters starred.
	var s2 secret.Set
	s2.Add("0123456789")
	f = NewFilter()
	m = s2.Recordings()
	out := f.Write([]byte("abcdefghijklm x0123"), m, HoldSecrets)
	for range 100 {
		out = append(out, f.Write([]byte(strings.Repeat("\x1b[0m", 1000)), m, HoldSecrets)...)
	}
	if len(f.raw) > holdMax+10 {
		t.Fatalf("%d bytes held", len(f.raw))
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
		f := NewFilter()
		for p := chunk; len(p) > 0; {
			n := min(len(p), 4096)
			f.Write(p[:n], m, HoldSecrets)
			p = p[n:]
		}
	}
}
