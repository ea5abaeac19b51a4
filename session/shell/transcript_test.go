package shell

import (
	"fmt"
	"strings"
	"testing"

	"github.com/agentty/agentty/secret"
)

const testNonce = "00112233445566778899aabbccddeeff"

func mark(kind string) string { return "\x1b]133;" + kind + ";agentty=" + testNonce + "\x07" }

// c and d are the marks of a command's output, its exit status 3.
var c, d = mark("C"), "\x1b]133;D;3;agentty=" + testNonce + "\x07"

// transcriptCases are outputs of a command between its marks, and the
// output run_command gives for them.
var transcriptCases = []struct {
	name, in, want string
	exit           int
}{
	{"plain", "$ ls\r\n" + c + "one\r\ntwo\r\n" + d + "$ ", "one\ntwo", 3},
	{"colours dropped", c + "\x1b[31mred\x1b[0m \x1b[1mbold\x1b[m\r\n" + d, "red bold", 3},
	{"progress bar", c + "10%\r20%\r100%\r\ndone\r\n" + d, "100%\ndone", 3},
	{"erase in line", c + "downloading...\r\x1b[Kok\r\n" + d, "ok", 3},
	{"backspace", c + "abc\b\bX\r\n" + d, "aXc", 3},
	{"multi-line progress redrawn", c + "a 1\r\nb 1\r\n\x1b[2Aa 2\r\nb 2\r\n" + d, "a 2\nb 2", 3},
	{"cursor saved and restored", c + "files: \x1b7  0%\x1b8 50%\x1b8100%\r\n" + d, "files: 100%", 3},
	{"clear keeps what was printed", c + "before\r\n\x1b[H\x1b[2J\x1b[3Jafter\r\n" + d, "before\nafter", 3},
	{"reset keeps what was printed", c + "before\r\n\x1bcafter-ris\r\n" + d, "before\nafter-ris", 3},
	{"clear to the end from home", c + "before\r\n\x1b[H\x1b[Jafter\r\n" + d, "before\nafter", 3},
	{"alternate screen left out", c + "start\r\n\x1b[?1049hFULL SCREEN\x1b[?1049lend\r\n" + d, "start\nend", 3},
	{"forged marks", c + "fake\x1b]133;D;0\x07\x1b]133;D;0;agentty=ffffffffffffffffffffffffffffffff\x07 still\r\n" + d, "fake still", 3},
	{"wide and combining", c + "日本 e\u0301\r\n" + d, "日本 e\u0301", 3},
	{"C1 controls act as on the screen", c + "one\u009b\u0080two\u009d0;t\a\r\nthree\u0085\r\n" + d, "onetwo\nthree", 3},
	{"an unended string holds the rest, as on the screen", c + "one\u009dtwo\r\n" + d, "one", 3},
	{"marks ended by ST", "\x1b]133;C;agentty=" + testNonce + "\x1b\\out\r\n\x1b]133;D;3;agentty=" + testNonce + "\x1b\\$ ", "out", 3},
	{"not before C nor after D", "typed\r\n" + c + "out\r\n" + d + "prompt$ ", "out", 3},
}

// The transcript is the text between the marks C and D, rendered as the
// program edited it, and nothing a clear or a reset erased is lost.
func TestTranscript(t *testing.T) {
	for _, tt := range transcriptCases {
		t.Run(tt.name, func(t *testing.T) {
			var s secret.Set
			for _, chunk := range [][]string{{tt.in}, strings.Split(tt.in, "")} {
				tr := NewTranscript(testNonce, s.Results(), 80, 24, 20000)
				for _, p := range chunk {
					tr.Write([]byte(p))
				}
				got, cut := tr.Output()
				if got != tt.want || cut || !tr.Ended || tr.Exit != tt.exit {
					t.Fatalf("got %q (cut %v, ended %v, exit %d), want %q", got, cut, tr.Ended, tr.Exit, tt.want)
				}
			}
		})
	}
}

// However much a command prints, the transcript keeps its head and its
// tail, within the cap, and says how much it cut; memory stays bounded by
// the cap.
func TestTranscriptCap(t *testing.T) {
	var s secret.Set
	tr := NewTranscript(testNonce, s.Results(), 80, 24, 1000)
	tr.Write([]byte(mark("C")))
	for i := range 100000 {
		tr.Write(fmt.Appendf(nil, "line %06d\r\n", i))
	}
	// One line of a megabyte without a newline, in one write: the rows it
	// wraps into wait to be kept a batch at a time, not all at once.
	tr.Write([]byte(strings.Repeat("x", 1<<20) + "\r\nlast\r\n"))
	if tr.pendingN > pendMax {
		t.Fatalf("%d bytes of rows wait to be kept", tr.pendingN)
	}
	tr.Write([]byte(mark("D;0")))
	got, cut := tr.Output()
	head, tail, ok := strings.Cut(got, "\n[… ")
	if !cut || !ok || !strings.HasPrefix(head, "line 000000\nline 000001\n") || !strings.HasSuffix(tail, "xxxx\nlast") {
		t.Fatalf("cut %v:\n%.200s\n…\n%s", cut, got, got[max(len(got)-200, 0):])
	}
	total := 100000*len("line 000000\n") + 1<<20 + len("\nlast")
	if want := fmt.Sprintf("[… %d characters cut …]", total-1000); !strings.Contains(got, want) {
		t.Fatalf("no %q in the note: %q", want, got[490:540])
	}
	if n := len(tr.head) + tr.tailN; n > 1000 {
		t.Fatalf("%d characters kept for a cap of 1000", n)
	}
}

// A secret in a command's output is hidden however it was printed: in a
// long line, across a line break, with colours between its characters.
func TestTranscriptSecrets(t *testing.T) {
	const key = "sk-live-0123456789abcdef"
	var s secret.Set
	s.Add(key)
	colour := strings.Join(strings.Split(key, ""), "\x1b[3"+"2m")
	for _, in := range []string{
		"token " + key + "\r\n",
		"token " + colour + "\r\n",
		"token sk-live-0123\r\n456789abcdef\r\n",
		strings.Repeat("-", 4091) + key + "\r\n",
	} {
		for _, cap := range []int{20000, 60} {
			tr := NewTranscript(testNonce, s.Results(), 80, 24, cap)
			tr.Write([]byte(mark("C")))
			tr.Write([]byte(in))
			got, _ := tr.Output()
			tr.Write([]byte(strings.Repeat("filler line\r\n", 50) + mark("D;0")))
			got2, _ := tr.Output()
			for _, g := range []string{got, got2} {
				if strings.Contains(g, "sk-live") || strings.Contains(g, "0123") || strings.Contains(g, "bcdef") {
					t.Fatalf("the secret is in the output (cap %d): %q", cap, g)
				}
			}
			if cap > 1000 && !strings.Contains(got2, "*****") {
				t.Fatalf("no stars: %q", got2)
			}
		}
	}
}

// A secret printed whole stays hidden when the command later writes over a
// part of it (a progress line redrawn over it, the line's end erased, the
// line above rewritten): the output, like the screen, never shows the rest.
func TestTranscriptSecretPartlyOverwritten(t *testing.T) {
	const key = "sk-live-0123456789abcdef"
	var s secret.Set
	s.Add(key)
	for _, tt := range []struct{ name, first, later string }{
		{"head overwritten", "token: " + key, "\rXXXXXXXXXXXX\r\n"},
		{"tail erased", "token: " + key, "\r\x1b[15C\x1b[K\r\n"},
		{"backspaced over", "token: " + key, "\b\b\b\b\b\b\b\b\b\b\b\bXXXXXXXXXXXX\r\n"},
		{"wrapped, the first row rewritten", "token: sk-live-0123\r\n456789abcdef\r\n", "\x1b[2A\rXXXXXXXXXXXXXXX\r\n\r\n"},
		{"deleted characters", "token: " + key, "\r\x1b[10C\x1b[4P\r\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr := NewTranscript(testNonce, s.Results(), 80, 24, 20000)
			tr.Write([]byte(mark("C") + tt.first))
			tr.Write([]byte(tt.later))
			got, _ := tr.Output()
			tr.Write([]byte(strings.Repeat("filler line\r\n", 50) + mark("D;0")))
			got2, _ := tr.Output()
			for _, g := range []string{got, got2} {
				for i := 0; i+6 <= len(key); i++ {
					if strings.Contains(g, key[i:i+6]) {
						t.Fatalf("a piece of the secret (%q) is in the output: %q", key[i:i+6], g)
					}
				}
			}
			if !strings.Contains(got2, "*****") {
				t.Fatalf("no stars: %q", got2)
			}
		})
	}
}

// Readline redraws the prompt a command was typed at after a multi-line
// paste: its D mark, with the same k=, is not the command's end; the next
// prompt's is.
func TestTranscriptPromptRedrawn(t *testing.T) {
	d := func(k string) string { return "\x1b]133;D;0;agentty=" + testNonce + ";k=" + k + "\x07" }
	var s secret.Set
	tr := NewTranscript(testNonce, s.Results(), 80, 24, 20000)
	tr.Prompt = "4"
	tr.Write([]byte("\r" + d("4") + "$ cat <<EOF\r\nline\r\n> "))
	if tr.Ended || tr.Began {
		t.Fatalf("the redrawn prompt ended the command: ended %v began %v", tr.Ended, tr.Began)
	}
	tr.Write([]byte("EOF\r\n" + mark("C") + "line\r\n" + "\x1b]133;D;5;agentty=" + testNonce + ";k=5\x07"))
	if got, _ := tr.Output(); !tr.Ended || tr.Exit != 5 || got != "line" {
		t.Fatalf("ended %v exit %d output %q", tr.Ended, tr.Exit, got)
	}
}

// BenchmarkTranscript feeds a command's output as a build prints it:
// coloured lines, a progress line redrawn, a secret to look for.
func BenchmarkTranscript(b *testing.B) {
	var s secret.Set
	s.Add("sk-live-0123456789abcdef")
	var out strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&out, "\x1b[32mok\x1b[m compiling module_%d.c\r\n", i)
		fmt.Fprintf(&out, "[%3d%%] %s\r", i%100, strings.Repeat("#", i%60))
	}
	chunk := []byte(out.String())
	b.SetBytes(int64(len(chunk)))
	for b.Loop() {
		tr := NewTranscript(testNonce, s.Results(), 80, 24, 20000)
		tr.Write([]byte(mark("C")))
		for p := chunk; len(p) > 0; {
			n := min(len(p), 4096)
			tr.Write(p[:n])
			p = p[n:]
		}
		if got, _ := tr.Output(); !strings.Contains(got, "module_1999.c") {
			b.Fatalf("output %.100q", got)
		}
	}
}
