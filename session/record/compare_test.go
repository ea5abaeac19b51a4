package record

import (
	"bufio"
	"bytes"

	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/secret"
)

// TestFilterAgreesWithScanner feeds every stream the repository has (the
// conformance captures, the recordings of real programs, the emulator's
// differential cases and fuzz corpora, random streams), with a secret
// printed in them plain, coloured and cut by reads, to the filter that
// scanned the output itself and to the one that hears the terminal's
// parse, and compares what they let out.
func TestFilterAgreesWithScanner(t *testing.T) {
	const key = "sk-live-Q7zX9pW2mK4vR8tY"
	var streams [][]byte
	for _, g := range []string{"../../testdata/conformance/pyte-captured/*.input", "../../testdata/recordings/*.raw",
		"../../emulator/testdata/differential/*.case", "../../emulator/testdata/fuzz/*/*"} {
		files, _ := filepath.Glob(g)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case strings.HasSuffix(f, ".case"):
				var data []byte
				sc := bufio.NewScanner(bytes.NewReader(b))
				for sc.Scan() {
					if arg, ok := strings.CutPrefix(sc.Text(), "token "); ok {
						_, q, _ := strings.Cut(arg, " ")
						v, err := strconv.Unquote(q)
						if err != nil {
							t.Fatalf("%s: %v", f, err)
						}
						data = append(data, v...)
					}
				}
				streams = append(streams, data)
			case strings.Contains(f, "fuzz"):
				for _, l := range strings.Split(string(b), "\n") {
					if q, ok := strings.CutPrefix(l, "[]byte("); ok {
						if v, err := strconv.Unquote(strings.TrimSuffix(q, ")")); err == nil {
							streams = append(streams, []byte(v))
						}
					}
				}
			default:
				streams = append(streams, b)
			}
		}
	}
	if len(streams) < 50 {
		t.Fatalf("only %d streams found", len(streams))
	}
	r := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"word ", "日本", "e\u0301", "\r\n", "\r", "\b", "\x1b[A", "\x1b[3C", "\x1b[K", "\x1b[2J", "\x1b[31m",
		"\x1b[0m", "\x1b[?1049h", "\x1b[?1049l", "\x1bc", "\x1b]0;", "\x07", "\x1bP", "\x1b\\", "\x9b", "\xc3", "\xa9", key, key[:9], key[9:]}
	for range 300 {
		var b []byte
		for range 10 + r.IntN(100) {
			b = append(b, pieces[r.IntN(len(pieces))]...)
		}
		streams = append(streams, b)
	}
	colour := strings.Join(strings.Split(key, ""), "\x1b[32m")
	runs, agree := 0, 0
	for i, data := range streams {
		for j, with := range []string{"", key + "\r\n", "x" + colour + "\x1b[0m\r\n", "sk-live\x1b[1C\x1b[1D-Q7zX9\r\npW2mK4vR8tY\r\n"} {
			in := append(append([]byte(with), data...), with...)
			for how := range 3 {
				runs++
				var set secret.Set
				set.Add(key)
				old, ft := newScanFilter(), newFilterTerm(set.Recordings())
				var want, got []byte
				for _, p := range cut(in, how, r) {
					want = append(want, old.Write(p, ft.m, HoldSecrets)...)
					got = append(got, ft.write(string(p))...)
				}
				want = append(want, old.Write(nil, ft.m, HoldNothing)...)
				got = append(got, ft.f.Write(nil, ft.m, HoldNothing)...)
				ft.term.Close()
				if bytes.Equal(got, want) {
					agree++
					continue
				}
				t.Errorf("stream %d with %d, chunks %d: the filters differ:\nold %q\nnew %q", i, j, how, want, got)
			}
		}
	}
	t.Logf("%d of %d runs agree", agree, runs)
}

// cut cuts p as a program's reads may: whole, in 7-byte pieces, or at
// random.
func cut(p []byte, how int, r *rand.Rand) [][]byte {
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
