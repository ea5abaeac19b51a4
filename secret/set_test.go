package secret

import (
	"strings"
	"testing"
)

func TestSecretsFind(t *testing.T) {
	var s Set
	s.Add("hunter2")
	s.Add("ab") // results leave it; recordings hide it
	s.Add("two\nlines")
	s.Add("correct horse  staple")
	s.Add("agentty-test-pw")
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
		if got := s.Redact(tt.in, false); got != tt.results {
			t.Errorf("results: redact(%q) = %q, want %q", tt.in, got, tt.results)
		}
		if got := s.Redact(tt.in, true); got != tt.recordings {
			t.Errorf("recordings: redact(%q) = %q, want %q", tt.in, got, tt.recordings)
		}
	}
}

// The secrets a session looks for in pieces are bounded in bytes; past
// that, a secret is still hidden whole.
func TestSecretsPastThePieceBudget(t *testing.T) {
	var s Set
	s.Add(strings.Repeat("a1b2c3d4", pieceBudget/8))
	s.Add("sk-live-0123456789")
	if len(s.long) != 1 || s.inPieces != pieceBudget {
		t.Fatalf("%d secrets in pieces, %d bytes", len(s.long), s.inPieces)
	}
	// Recordings hide every piece of a secret in pieces.
	for in, want := range map[string]string{
		"token sk-live-0123456789.": "token ******************.",
		"sk-live-01 and b2c3d4a1":   "sk-live-01 and ********",
	} {
		if got := s.Redact(in, true); got != want {
			t.Errorf("redact(%q) = %q, want %q", in, got, want)
		}
	}
}
