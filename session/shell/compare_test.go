package shell

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
)

// cmpStream is output to compare the two with.
type cmpStream struct {
	name       string
	cols, rows int
	data       []byte
}

// compareCorpus is every stream the repository has: the conformance
// captures, the recordings of real programs, the emulator's differential
// cases and fuzz corpora.
func compareCorpus(t *testing.T) []cmpStream {
	var out []cmpStream
	root := "../../"
	for _, g := range []string{"testdata/conformance/pyte-captured/*.input", "testdata/recordings/*.raw"} {
		files, _ := filepath.Glob(root + g)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, cmpStream{filepath.Base(f), 80, 24, b})
		}
	}
	cases, _ := filepath.Glob(root + "emulator/testdata/differential/*.case")
	for _, f := range cases {
		s := cmpStream{name: filepath.Base(f), cols: 80, rows: 24}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			key, arg, _ := strings.Cut(sc.Text(), " ")
			switch key {
			case "size":
				fmt.Sscanf(arg, "%dx%d", &s.cols, &s.rows)
			case "token":
				_, q, _ := strings.Cut(arg, " ")
				v, err := strconv.Unquote(q)
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				s.data = append(s.data, v...)
			}
		}
		out = append(out, s)
	}
	fuzz, _ := filepath.Glob(root + "emulator/testdata/fuzz/*/*")
	for _, f := range fuzz {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if q, ok := strings.CutPrefix(l, "[]byte("); ok {
				v, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
				if err == nil {
					out = append(out, cmpStream{"fuzz-" + filepath.Base(f), 80, 24, []byte(v)})
				}
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("only %d streams found", len(out))
	}
	return out
}

// randomStream is output made of pieces a program prints: text, wide
// characters, line ends, carriage returns, cursor moves, erases, scrolls,
// colours, the alternate screen, resets, and the key.
func randomStream(r *rand.Rand, key string) []byte {
	pieces := []string{"word ", "日本", "e\u0301", "\r\n", "\r\n", "\r\n", "\r", "\b", "\n", "\x1b[A", "\x1b[2A", "\x1b[B",
		"\x1b[3C", "\x1b[2D", "\x1b[K", "\x1b[1K", "\x1b[2K", "\x1b[J", "\x1b[H", "\x1b[2J", "\x1b[H\x1b[2J", "\x1b[5;3H",
		"\x1b[31m", "\x1b[0m", "\x1b[?1049h", "\x1b[?1049l", "\x1bc", "\x1b[S", "\x1bM", "\x1b7", "\x1b8", "\x1b[P", "\x1b[@",
		"\x1b[L", "\x1b[M", "\x1b[2;20r", "\x1b[r", "\t", strings.Repeat("x", 100), "100%", key, "\x1b]0;title\x07"}
	var b []byte
	for range 20 + r.IntN(200) {
		b = append(b, pieces[r.IntN(len(pieces))]...)
	}
	return b
}

// chunked cuts p as a program's reads may: whole, in 7-byte pieces, or
// at random.
func chunked(p []byte, how int, r *rand.Rand) [][]byte {
	var out [][]byte
	for len(p) > 0 {
		n := len(p)
		switch how {
		case 1:
			n = min(n, 7)
		case 2:
			n = min(n, 1+r.IntN(64))
		}
		out = append(out, p[:n])
		p = p[n:]
	}
	return out
}

// TestCaptureAgreesWithTranscript feeds every stream the repository has,
// as a command's output between the shell's marks, to run_command's old
// transcript (a window of its own, fed the bytes again) and to the capture
// (a listener of the terminal's parse), whole and cut into reads, with
// results asked for midway, and compares what they give.
func TestCaptureAgreesWithTranscript(t *testing.T) {
	const key = "sk-live-Q7zX9pW2mK4vR8tY"
	var streams []cmpStream
	for _, tt := range transcriptCases {
		streams = append(streams, cmpStream{"case " + tt.name, 80, 24, []byte(tt.in)})
	}
	// A command's output starts at the top of a blank screen, where the
	// transcript's window starts, or below its command line.
	for _, before := range []string{"", "$ cmd\r\n"} {
		for _, s := range compareCorpus(t) {
			s.name = fmt.Sprintf("%s after %q", s.name, before)
			s.data = []byte(before + c + string(s.data) + "\r\n" + d + "$ ")
			streams = append(streams, s)
		}
		r := rand.New(rand.NewPCG(1, 2))
		for i := range 100 {
			streams = append(streams, cmpStream{fmt.Sprintf("random %d after %q", i, before), 40, 10,
				[]byte(before + c + string(randomStream(r, key)) + "\r\n" + d + "$ ")})
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	runs, agree, hiding, hidesLess, below := 0, 0, 0, 0, 0
	belowKind, kindRuns := map[string]int{}, map[string]int{}
	diffs := map[string]int{}
	for _, s := range streams {
		for how := range 3 {
			var set secret.Set
			set.Add(key)
			for _, capN := range []int{20000, 300} {
				runs++
				if strings.Contains(s.name, "$ cmd") {
					kindRuns[kind(s.name)]++
				}
				old := NewTranscript(testNonce, set.Results(), s.cols, s.rows, capN)
				ct := newCapTerm(s.cols, s.rows, set.Results(), capN, "")
				var got, want []string
				chunks := chunked(s.data, how, r)
				for i, p := range chunks {
					old.Write(p)
					ct.write(p)
					if i%40 == 39 {
						o, _ := old.Since()
						n, _ := ct.since()
						want, got = append(want, o), append(got, n)
					}
				}
				o, ocut := old.Output()
				n, ncut := ct.output()
				want = append(want, o, fmt.Sprint(ocut, old.Began, old.Ended, old.Exit))
				got = append(got, n, fmt.Sprint(ncut, ct.c.Began, ct.c.Ended, ct.c.Exit))
				// The capture shows no piece of the secret that the transcript
				// hid, but where the screen shows it too.
				var shown []string
				ct.term.Locked(func(h emulator.Held) { shown = append(h.Snapshot().Lines, "") })
				shown = append(ct.term.Scrollback(1<<20), shown...)
				onScreen := strings.Join(shown, "\n") + strings.Join(shown, "")
				for i := 0; i+6 <= len(key); i++ {
					piece := key[i : i+6]
					inNew, inOld := strings.Contains(strings.Join(got, ""), piece), strings.Contains(strings.Join(want, ""), piece)
					if inNew && !inOld && !strings.Contains(onScreen, piece) {
						t.Errorf("%s (chunks %d): a piece of the secret (%q) is in the capture, not in the transcript nor on the screen:\n%q\n%q\n%q", s.name, how, piece, got, want, chunks)
						break
					}
				}
				ct.term.Close()
				if strings.Join(got, "\x00") == strings.Join(want, "\x00") {
					agree++
					continue
				}
				switch {
				case strings.Contains(s.name, "$ cmd"):
					below++
					belowKind[kind(s.name)]++
				case onlyHiding(strings.Join(want, "\x00"), strings.Join(got, "\x00")):
					hiding++
					if strings.Count(strings.Join(got, ""), "*") < strings.Count(strings.Join(want, ""), "*") {
						hidesLess++
					}
				default:
					// Where the window and the screen start alike, the two
					// differ only in what they hide.
					t.Errorf("%s (chunks %d, max %d): the capture differs from the transcript:\nold %q\nnew %q", s.name, how, capN, want, got)
				}
				diffs[s.name]++
				if testing.Verbose() && diffs[s.name] == 1 {
					o, n := strings.Join(want, "\x00"), strings.Join(got, "\x00")
					i := 0
					for i < len(o) && i < len(n) && o[i] == n[i] {
						i++
					}
					t.Logf("%s (chunks %d, max %d) at %d:\nold %q\nnew %q", s.name, how, capN, i, o[max(i-150, 0):min(i+150, len(o))], n[max(i-150, 0):min(i+150, len(n))])
				}
			}
		}
	}
	t.Logf("%d of %d runs agree; %d differ only in what is hidden (%d where the capture hides less); %d, below a command line, where the output is read from (%d streams differ)",
		agree, runs, hiding, hidesLess, below, len(diffs))
	for k, n := range kindRuns {
		t.Logf("below a command line, %s: %d of %d runs differ", k, belowKind[k], n)
	}
}

// onlyHiding reports whether a and b differ only in what they hide: every
// character that differs is a '*' in one of them.
func onlyHiding(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) != len(rb) {
		return false
	}
	for i := range ra {
		if ra[i] != rb[i] && ra[i] != '*' && rb[i] != '*' {
			return false
		}
	}
	return true
}

// kind is the kind of a stream, by its name.
func kind(name string) string {
	switch {
	case strings.HasPrefix(name, "random"):
		return "random streams"
	case strings.HasPrefix(name, "fuzz-"):
		return "fuzz corpora"
	case strings.Contains(name, ".case"):
		return "differential cases"
	case strings.HasPrefix(name, "case "):
		return "transcript cases"
	}
	return "real programs"
}
