package session

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
)

func TestSecretsFind(t *testing.T) {
	var s secrets
	s.add("hunter2")
	s.add("ab") // results leave it; recordings hide it
	s.add("two\nlines")
	s.add("correct horse  staple")
	s.add("agentty-test-pw")
	for _, tt := range []struct{ in, results, recordings string }{
		{"hunter2", "*******", "*******"},
		{"x hunter2 y hunter2z", "x ******* y *******z", "x ******* y *******z"},
		// Six bytes or more of a secret in a row are hidden, in results
		// when they are half of it or more; fewer are not.
		{"hunter", "******", "******"},
		{"hunte unter2", "hunte ******", "hunte ******"},
		{"hhunter2hunter2", "h**************", "h**************"},
		{"ab and abc", "ab and abc", "** and **c"},
		{"", "", ""},
		{"日本hunter2語", "日本*******語", "日本*******語"},
		// A secret with a newline is also found without it (two rows
		// joined).
		{"twolines", "********", "********"},
		// A secret with spaces is also found without them (wrapped with
		// spaces at the break, the screen's cells are searched without
		// blanks; printed with cursor moves instead of spaces).
		{"correct horse  staple", "*********************", "*********************"},
		{"correcthorsestaple", "******************", "******************"},
		// A secret's echo broken by other output: each piece of six
		// bytes or more is hidden, and what came between stays.
		{"hunt" + "xx" + "er2", "huntxxer2", "huntxxer2"},
		{"correct h[42%]orse  staple", "*********[42%]************", "*********[42%]************"},
		{"tw[42%]olines", "tw[42%]******", "tw[42%]******"},
		{"two[42%]lines", "two[42%]lines", "two[42%]lines"},
		// Results hide pieces only when they show half of a secret or
		// more: a user name in a password shows elsewhere.
		{"login: agentty, x", "login: agentty, x", "login: *******, x"},
		{"agentty-test/agentty", "************/*******", "************/*******"},
	} {
		if got := s.redact(tt.in, false); got != tt.results {
			t.Errorf("results: redact(%q) = %q, want %q", tt.in, got, tt.results)
		}
		if got := s.redact(tt.in, true); got != tt.recordings {
			t.Errorf("recordings: redact(%q) = %q, want %q", tt.in, got, tt.recordings)
		}
	}
}

// The secrets a session looks for in pieces are bounded in bytes; past
// that, a secret is still hidden whole.
func TestSecretsPastThePieceBudget(t *testing.T) {
	var s secrets
	s.add(strings.Repeat("a1b2c3d4", pieceBudget/8))
	s.add("sk-live-0123456789")
	if len(s.long) != 1 || s.inPieces != pieceBudget {
		t.Fatalf("%d secrets in pieces, %d bytes", len(s.long), s.inPieces)
	}
	// Recordings hide every piece of a secret in pieces.
	for in, want := range map[string]string{
		"token sk-live-0123456789.": "token ******************.",
		"sk-live-01 and b2c3d4a1":   "sk-live-01 and ********",
	} {
		if got := s.redact(in, true); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}

// The recording's filter finds a secret in the bytes as they are and in
// the characters the terminal prints, whatever escape codes and reads come
// between them, and keeps every escape code.
func TestRecFilter(t *testing.T) {
	const secret = "sk-live-0123456789"
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
		{"plain", []string{"token: " + secret + "\r\n"}},
		{"one read a character", strings.Split("token: "+secret+"\r\n", "")},
		{"colours between its characters", []string{"token: " + colour(secret) + "\r\n"}},
		{"colours, a byte a read", strings.Split("token: "+colour(secret)+"\r\n", "")},
		{"cursor moves and a newline", []string{"token: sk-live\x1b[1C\x1b[1D-01234\r\n56789 done\r\n"}},
		{"in a title", []string{"\x1b]0;" + secret + "\x07title set\r\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s secrets
			s.add(secret)
			f := newRecFilter()
			m := recordMask{&s}
			var out, in strings.Builder
			for _, c := range tt.chunks {
				in.WriteString(c)
				out.Write(f.write([]byte(c), m, holdSecrets))
			}
			out.Write(f.write(nil, m, holdNothing))
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
	var s secrets
	f := newRecFilter()
	m := recordMask{&s}
	if got := string(f.write([]byte("before any secret é"[:19]), m, holdSecrets)); got != "before any secret " {
		t.Fatalf("a cut character must wait, the rest go: %q", got)
	}
	s.add("pin")
	got := string(f.write([]byte("\xa9 pin: 1pin2\r\n"), m, holdSecrets))
	got += string(f.write(nil, m, holdNothing))
	if got != "é ***: 1***2\r\n" {
		t.Fatalf("got %q", got)
	}
	// Held output is bounded: a flood of escape codes after what may begin
	// a secret lets it go, its last Longest()-1 characters starred.
	var s2 secrets
	s2.add("0123456789")
	f = newRecFilter()
	m = recordMask{&s2}
	out := f.write([]byte("abcdefghijklm x0123"), m, holdSecrets)
	for range 100 {
		out = append(out, f.write([]byte(strings.Repeat("\x1b[0m", 1000)), m, holdSecrets)...)
	}
	if len(f.raw) > holdMax+10 {
		t.Fatalf("%d bytes held", len(f.raw))
	}
	if !strings.HasPrefix(string(out), "abcdefghij*********\x1b[0m") {
		t.Fatalf("what may begin a secret went out as it was: %q", string(out[:30]))
	}
}
