package shell

import (
	"fmt"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
)

const testNonce = "00112233445566778899aabbccddeeff"

func mark(kind string) string { return "\x1b]133;" + kind + ";agentty=" + testNonce + "\x07" }

// c and d are the marks of a command's output, its exit status 3.
var c, d = mark("C"), "\x1b]133;D;3;agentty=" + testNonce + "\x07"

// captureCases are outputs of a command between its marks, and the
// output run_command gives for them.
var captureCases = []struct {
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

// capTerm is a terminal whose parse a Capture hears, as a session's stream
// has it hear the session's terminal.
type capTerm struct {
	term *emulator.Terminal
	c    *Capture
}

func (ct *capTerm) Output(_ []byte, h emulator.Held)      { ct.c.Fed(h) }
func (ct *capTerm) Text(int, int)                         {}
func (ct *capTerm) Mark(m emulator.Mark, h emulator.Held) { ct.c.Mark(m, h) }
func (ct *capTerm) Left(r emulator.Row)                   { ct.c.Left(r) }

// newCapTerm returns a terminal cols x rows that counts the marks with
// testNonce and hides what mask finds, fed before, with a Capture keeping
// max characters listening from then on.
func newCapTerm(cols, rows int, mask secret.Mask, max int, before string) *capTerm {
	term := emulator.New(cols, rows, 1000)
	term.DiscardReplies()
	term.SetMarkNonce(testNonce)
	term.SetMask(mask)
	_, _ = term.Write([]byte(before))
	ct := &capTerm{term: term, c: NewCapture(mask, max)}
	term.Listen(ct)
	term.Locked(func(h emulator.Held) { h.Hear(false, true) })
	return ct
}

func (ct *capTerm) write(p []byte) { _, _ = ct.term.Write(p) }

func (ct *capTerm) output() (text string, cut bool) {
	ct.term.Locked(func(h emulator.Held) { text, cut = ct.c.Output(h) })
	return text, cut
}

func (ct *capTerm) since() (text string, cut bool) {
	ct.term.Locked(func(h emulator.Held) { text, cut = ct.c.Since(h) })
	return text, cut
}

// The output is the text between the marks C and D, rendered as the
// program edited it, and nothing a clear or a reset erased is lost.
func TestCapture(t *testing.T) {
	for _, tt := range captureCases {
		t.Run(tt.name, func(t *testing.T) {
			var s secret.Set
			for _, chunk := range [][]string{{tt.in}, strings.Split(tt.in, "")} {
				ct := newCapTerm(80, 24, s.Results(), 20000, "")
				for _, p := range chunk {
					ct.write([]byte(p))
				}
				got, cut := ct.output()
				if got != tt.want || cut || !ct.c.Ended || ct.c.Exit != tt.exit {
					t.Fatalf("got %q (cut %v, ended %v, exit %d), want %q", got, cut, ct.c.Ended, ct.c.Exit, tt.want)
				}
			}
		})
	}
}

// However much a command prints, the capture keeps its head and its
// tail, within the cap, and says how much it cut; memory stays bounded by
// the cap.
func TestCaptureCap(t *testing.T) {
	var s secret.Set
	ct := newCapTerm(80, 24, s.Results(), 1000, "")
	ct.write([]byte(mark("C")))
	for i := range 100000 {
		ct.write(fmt.Appendf(nil, "line %06d\r\n", i))
	}
	// One line of a megabyte without a newline, in one write: the rows it
	// wraps into wait to be kept a unit of output at a time, not all at
	// once.
	ct.write([]byte(strings.Repeat("x", 1<<20) + "\r\nlast\r\n"))
	if ct.c.pendingN > 2*pendMax {
		t.Fatalf("%d bytes of rows wait to be kept", ct.c.pendingN)
	}
	ct.write([]byte(mark("D;0")))
	got, cut := ct.output()
	head, tail, ok := strings.Cut(got, "\n[… ")
	if !cut || !ok || !strings.HasPrefix(head, "line 000000\nline 000001\n") || !strings.HasSuffix(tail, "xxxx\nlast") {
		t.Fatalf("cut %v:\n%.200s\n…\n%s", cut, got, got[max(len(got)-200, 0):])
	}
	total := 100000*len("line 000000\n") + 1<<20 + len("\nlast")
	if want := fmt.Sprintf("[… %d characters cut …]", total-1000); !strings.Contains(got, want) {
		t.Fatalf("no %q in the note: %q", want, got[490:540])
	}
	if n := len(ct.c.head) + ct.c.tailN; n > 1000 {
		t.Fatalf("%d characters kept for a cap of 1000", n)
	}
}

// A secret in a command's output is hidden however it was printed: in a
// long line, across a line break, with colours between its characters.
func TestCaptureSecrets(t *testing.T) {
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
			ct := newCapTerm(80, 24, s.Results(), cap, "")
			ct.write([]byte(mark("C")))
			ct.write([]byte(in))
			got, _ := ct.output()
			ct.write([]byte(strings.Repeat("filler line\r\n", 50) + mark("D;0")))
			got2, _ := ct.output()
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
func TestCaptureSecretPartlyOverwritten(t *testing.T) {
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
			ct := newCapTerm(80, 24, s.Results(), 20000, "")
			ct.write([]byte(mark("C") + tt.first))
			ct.write([]byte(tt.later))
			got, _ := ct.output()
			ct.write([]byte(strings.Repeat("filler line\r\n", 50) + mark("D;0")))
			got2, _ := ct.output()
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
func TestCapturePromptRedrawn(t *testing.T) {
	d := func(k string) string { return "\x1b]133;D;0;agentty=" + testNonce + ";k=" + k + "\x07" }
	var s secret.Set
	// The prompt the command is typed at.
	ct := newCapTerm(80, 24, s.Results(), 20000, d("4")+"$ ")
	ct.write([]byte("\r" + d("4") + "$ cat <<EOF\r\nline\r\n> "))
	if ct.c.Ended || ct.c.Began {
		t.Fatalf("the redrawn prompt ended the command: ended %v began %v", ct.c.Ended, ct.c.Began)
	}
	ct.write([]byte("EOF\r\n" + mark("C") + "line\r\n" + "\x1b]133;D;5;agentty=" + testNonce + ";k=5\x07"))
	if got, _ := ct.output(); !ct.c.Ended || ct.c.Exit != 5 || got != "line" {
		t.Fatalf("ended %v exit %d output %q", ct.c.Ended, ct.c.Exit, got)
	}
}

// BenchmarkCapture feeds a command's output as a build prints it, to the
// session's terminal with the capture listening:
// coloured lines, a progress line redrawn, a secret to look for.
func BenchmarkCapture(b *testing.B) {
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
		ct := newCapTerm(80, 24, s.Results(), 20000, "")
		ct.write([]byte(mark("C")))
		for p := chunk; len(p) > 0; {
			n := min(len(p), 4096)
			ct.write(p[:n])
			p = p[n:]
		}
		if got, _ := ct.output(); !strings.Contains(got, "module_1999.c") {
			b.Fatalf("output %.100q", got)
		}
	}
}

// The commands of a multi-line input: a C after a C (no prompt between)
// goes on with the same output; a command after a prompt goes on on a
// line of its own, whatever column the one before ended at.
func TestCaptureMultiLineInput(t *testing.T) {
	d0 := "\x1b]133;D;0;agentty=" + testNonce + "\x07"
	for _, tt := range []struct{ in, want string }{
		{"$ printf\r\n" + c + "line1\r\nline2" + c + "\r\nthird\r\n" + d0 + "$ ", "line1\nline2\nthird"},
		{"$ printf\r\n" + c + "line1\r\nline2" + d0 + "$ echo third\r\n" + c + "third\r\n" + d0 + "$ ", "line1\nline2\nthird"},
		{"$ printf\r\n" + c + "line1\r\nline2\r\n" + d0 + "$ echo third\r\n" + c + "third\r\n" + d0 + "$ ", "line1\nline2\nthird"},
	} {
		var s secret.Set
		ct := newCapTerm(80, 24, s.Results(), 20000, "")
		ct.write([]byte(tt.in))
		if got, _ := ct.output(); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

// Output that starts low on the screen, below earlier commands, is read
// from where it starts: a clear, a reset or a scroll loses none of it and
// adds nothing from above it; a secret that runs into it from the prompt's
// row is found whole.
func TestCaptureBelowEarlierOutput(t *testing.T) {
	const key = "sk-live-Q7zX9pW2mK4vR8tY"
	var s secret.Set
	s.Add(key)
	earlier := strings.Repeat("earlier\r\n", 10) + "$ cmd\r\n"
	for _, tt := range []struct{ in, want string }{
		{c + "one\r\n\x1b[H\x1b[2Jtwo\r\n" + d, "one\ntwo"},
		{c + "one\r\n\x1bctwo\r\n" + d, "one\ntwo"},
		{c + strings.Repeat("row\r\n", 30) + "end\r\n" + d, strings.Repeat("row\n", 30) + "end"},
		{c + "\x1b[A\x1b[6C" + key[:9] + "\r\n" + key[9:] + " rest\r\n" + d, strings.Repeat("*", 15) + " rest"},
		// Cleared before the terminal looked for secrets on the screen.
		{c + "\x1b[A\x1b[6C" + key[:9] + "\r\n" + key[9:] + " rest\r\n\x1b[H\x1b[2J" + d, strings.Repeat("*", 15) + " rest"},
		{c + "\x1b[A\x1b[6C" + key[:9] + "\r\n" + key[9:] + " rest\r\n" + strings.Repeat("\r\n", 30) + d, strings.Repeat("*", 15) + " rest"},
	} {
		ct := newCapTerm(40, 24, s.Results(), 20000, earlier)
		ct.write([]byte(tt.in))
		if got, _ := ct.output(); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A result that follows a command gives what no result gave: the lines
// printed since, and a line it gave that changed since (a progress line
// redrawn) from that line on.
func TestCaptureSince(t *testing.T) {
	var s secret.Set
	ct := newCapTerm(80, 24, s.Results(), 20000, "$ cmd\r\n")
	for _, step := range []struct{ in, want string }{
		{c + "a\r\nb\r\n", "a\nb"},
		{"c\r\n", "c"},
		{"\x1b[2Ab!\r\nc\r\nd\r\n", "b!\nc\nd"},
		{"", ""},
		{strings.Repeat("row\r\n", 30) + "end\r\n" + d, strings.Repeat("row\n", 30) + "end"},
	} {
		ct.write([]byte(step.in))
		if got, cut := ct.since(); got != step.want || cut {
			t.Fatalf("after %q: %q (cut %v), want %q", step.in, got, cut, step.want)
		}
	}
}
