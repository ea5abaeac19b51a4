package emulator

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/emulator/screen"
	"github.com/charmbracelet/x/vt"
)

// Workloads of the emulator issue, fed in 64 KiB chunks, about what the
// session's reader gathers from a busy PTY (it reads on until the PTY is
// empty, up to 128 KiB; the kernel holds about 64 KiB in flight), to
// agentty, to x/vt alone and, when they are installed (npm ci --prefix
// emulator/testdata/xterm, and .../ghostty), to xterm.js headless and
// libghostty-vt under node, the same bytes in the same chunks. Each
// reports MB/s of wall clock, MB/cpu-s per second of its process's
// processor time over all rounds, and median-MB/cpu-s, that of its median
// round:
//
//	go test ./emulator -run '^$' -bench . -benchmem
//	go test ./emulator -run '^$' -bench 'Feed/.*/redraw'   # the redraw, one after the other
//	go test ./emulator -run '^$' -bench 'FeedSideBySide'   # each workload, in turns with xterm.js
func workloads() map[string][]byte {
	var logs, short, uni, redraw strings.Builder
	for i := 0; logs.Len() < 4<<20; i++ {
		fmt.Fprintf(&logs, "\x1b[32m2026-11-21T10:%02d:%02d\x1b[0m \x1b[1;34mINFO\x1b[0m request id=%d path=/api/v1/items status=\x1b[33m200\x1b[0m took=%dms\r\n", i/60%60, i%60, i, i%97)
	}
	for short.Len() < 1<<20 {
		short.WriteString("y\r\n")
	}
	for i := 0; uni.Len() < 4<<20; i++ {
		fmt.Fprintf(&uni, "日本語のテキスト %d e\u0301 café 👍🏽 한국어 中文 ✓ 👨‍👩‍👧\r\n", i)
	}
	for i := 0; redraw.Len() < 4<<20; i++ {
		redraw.WriteString("\x1b[H")
		for r := 1; r <= 24; r++ {
			fmt.Fprintf(&redraw, "\x1b[%d;1H\x1b[%dm%-70d\x1b[0m\x1b[K", r, 31+r%7, i*r)
		}
	}
	return map[string][]byte{"logs": []byte(logs.String()), "short": []byte(short.String()),
		"unicode": []byte(uni.String()), "redraw": []byte(redraw.String())}
}

func feedChunks(w io.Writer, data []byte) {
	for len(data) > 0 {
		n := min(64<<10, len(data))
		_, _ = w.Write(data[:n])
		data = data[n:]
	}
}

// allocsPerMB reports the allocations per MB fed, when the returned func
// runs at the end of the benchmark.
func allocsPerMB(b *testing.B, size int) func() {
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	return func() {
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(b.N)/(float64(size)/1e6), "allocs/MB")
	}
}

// cpuRate reports the MB fed per second of processor time this process
// used (all its threads, the collector's too), when the returned func runs
// at the end of the benchmark: on a busy machine, wall time says more about
// the other processes.
func cpuRate(b *testing.B, size int) func() {
	before := cpuSeconds()
	return func() {
		if used := cpuSeconds() - before; used > 0 {
			b.ReportMetric(float64(size)*float64(b.N)/used/1e6, "MB/cpu-s")
		}
	}
}

// reportMedianRate reports the MB fed per processor second of the median
// round (cpu holds each round's seconds): a machine whose speed dips for
// a round or two, as a shared one does, moves it less than the mean.
// Every engine of BenchmarkFeed reports it, from its own rounds.
func reportMedianRate(b *testing.B, size int, cpu []float64) {
	if len(cpu) == 0 {
		return
	}
	sorted := slices.Sorted(slices.Values(cpu))
	if m := sorted[len(sorted)/2]; m > 0 {
		b.ReportMetric(float64(size)/m/1e6, "median-MB/cpu-s")
	}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkFeedListened is BenchmarkFeed's agentty/ with a Listener: one
// that asked for nothing but the marks and the units (a session with no
// recording and no run_command capture), and one that hears the runs of
// text and the rows leaving the screen too (both).
func BenchmarkFeedListened(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		for _, heard := range []bool{false, true} {
			b.Run(map[bool]string{false: "idle/", true: "heard/"}[heard]+name, func(b *testing.B) {
				benchTerminal(b, w[name], func(t *Terminal) {
					t.Listen(&benchListener{})
					t.Locked(func(h Held) { h.Hear(heard, heard) })
				})
			})
		}
	}
}

// benchTerminal feeds data to a Terminal, made ready by ready (nil: as
// New makes it), b.N times, and reports the rates.
func benchTerminal(b *testing.B, data []byte, ready func(*Terminal)) {
	benchRounds(b, data, func() {
		t := New(80, 24, 10000)
		t.DiscardReplies()
		if ready != nil {
			ready(t)
		}
		feedChunks(t, data)
		_ = t.Snapshot()
		_ = t.Close()
	})
}

// benchRounds runs round, which feeds data, b.N times, and reports the
// rates: per byte, per processor second over all rounds and of the
// median round.
func benchRounds(b *testing.B, data []byte, round func()) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	defer allocsPerMB(b, len(data))()
	defer cpuRate(b, len(data))()
	rounds := make([]float64, 0, b.N)
	for i := 0; i < b.N; i++ {
		start := cpuSeconds()
		round()
		rounds = append(rounds, cpuSeconds()-start)
	}
	reportMedianRate(b, len(data), rounds)
}

// benchListener counts what it hears.
type benchListener struct{ units, runs, marks, rows int }

func (l *benchListener) Output([]byte, Held) { l.units++ }
func (l *benchListener) Text(int, int)       { l.runs++ }
func (l *benchListener) Mark(Mark, Held)     { l.marks++ }
func (l *benchListener) Left(Row)            { l.rows++ }

func BenchmarkFeed(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		data := w[name]
		b.Run("agentty/"+name, func(b *testing.B) { benchTerminal(b, data, nil) })
		b.Run("screen/"+name, func(b *testing.B) { // the engine alone
			benchRounds(b, data, func() {
				s := screen.New(80, 24, 10000)
				feedChunks(s, data)
				_ = s.Lines()
			})
		})
		b.Run("xterm.js/"+name, func(b *testing.B) {
			x, req := xtermBench(b, name, data, b.N)
			var ans struct{ Seconds, CPU []float64 }
			b.SetBytes(int64(len(data)))
			b.ResetTimer()
			if err := x.request(req, &ans); err != nil {
				b.Fatal(err)
			}
			b.StopTimer()
			if len(ans.CPU) != b.N {
				b.Fatalf("xterm.js ran %d rounds, want %d", len(ans.CPU), b.N)
			}
			cpu := 0.0
			for _, s := range ans.CPU {
				cpu += s
			}
			b.ReportMetric(float64(len(data))*float64(b.N)/cpu/1e6, "MB/cpu-s")
			reportMedianRate(b, len(data), ans.CPU)
		})
		b.Run("ghostty/"+name, func(b *testing.B) { ghosttyFeed(b, name, data) })
		b.Run("x-vt/"+name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			defer allocsPerMB(b, len(data))()
			for i := 0; i < b.N; i++ {
				e := vt.NewEmulator(80, 24)
				go func() { _, _ = io.Copy(io.Discard, e) }()
				feedChunks(e, data)
				_ = e.String()
				_ = e.Close()
			}
		})
	}
}

// BenchmarkFeedSideBySide feeds each workload to agentty and to xterm.js
// headless in turns, a round each, so that both run on the same machine:
// one whose speed drifts between two sub-benchmarks of BenchmarkFeed
// favours whichever ran in its faster stretch. It reports each one's
// rate, in wall clock (xterm.js's timed inside node, without the
// requests) and per processor second (each process's own, its
// collector's too), agentty's as a multiple of xterm.js's in each, and
// the median of the rounds' multiples, in wall clock and in processor
// time (xterm.js warms up over its first rounds, which the median leaves
// out):
//
//	go test ./emulator -run '^$' -bench FeedSideBySide -benchtime 30x
func BenchmarkFeedSideBySide(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		b.Run(name, func(b *testing.B) { feedSideBySide(b, name, w[name]) })
	}
}

func feedSideBySide(b *testing.B, name string, data []byte) {
	x, req := xtermBench(b, name, data, 1)
	var ours, theirs, oursCPU, theirsCPU float64
	var ratios, ratiosCPU []float64 // per round
	for i := 0; i < b.N; i++ {
		start, startCPU := time.Now(), cpuSeconds()
		t := New(80, 24, 10000)
		t.DiscardReplies()
		feedChunks(t, data)
		_ = t.Snapshot()
		took, used := time.Since(start).Seconds(), cpuSeconds()-startCPU
		ours += took
		oursCPU += used
		_ = t.Close()
		var ans struct{ Seconds, CPU []float64 }
		if err := x.request(req, &ans); err != nil || len(ans.Seconds) != 1 || len(ans.CPU) != 1 {
			b.Fatalf("xterm.js: %v (%d rounds)", err, len(ans.Seconds))
		}
		theirs += ans.Seconds[0]
		theirsCPU += ans.CPU[0]
		ratios = append(ratios, ans.Seconds[0]/took)
		ratiosCPU = append(ratiosCPU, ans.CPU[0]/used)
	}
	slices.Sort(ratios)
	slices.Sort(ratiosCPU)
	mb := float64(len(data)) * float64(b.N) / 1e6
	b.ReportMetric(mb/ours, "agentty-MB/s")
	b.ReportMetric(mb/theirs, "xterm.js-MB/s")
	b.ReportMetric(theirs/ours, "x-xterm.js")
	b.ReportMetric(ratios[len(ratios)/2], "x-xterm.js-median")
	b.ReportMetric(mb/oursCPU, "agentty-MB/cpu-s")
	b.ReportMetric(mb/theirsCPU, "xterm.js-MB/cpu-s")
	b.ReportMetric(theirsCPU/oursCPU, "x-xterm.js-cpu")
	b.ReportMetric(ratiosCPU[len(ratiosCPU)/2], "x-xterm.js-cpu-median")
}

// BenchmarkFeedScripts feeds, in turns with xterm.js as
// BenchmarkFeedSideBySide does, text in scripts whose runes the unicode
// workload does not hold: Devanagari with conjuncts, Arabic, Thai with its
// marks, Greek and Cyrillic, emoji with modifiers, flags and ZWJ, symbols
// and box drawing, where clusters of a rune and its marks follow each
// other with no ASCII between them:
//
//	go test ./emulator -run '^$' -bench FeedScripts -benchtime 30x
func BenchmarkFeedScripts(b *testing.B) {
	var text strings.Builder
	for i := 0; text.Len() < 4<<20; i++ {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&text, "नमस्ते दुनिया %d — हिन्दी पाठ क्षत्रिय\r\n", i)
		case 1:
			fmt.Fprintf(&text, "مرحبا بالعالم %d النص العربي ✅ 🚀 🇯🇵 👩🏽‍💻\r\n", i)
		case 2:
			fmt.Fprintf(&text, "สวัสดีชาวโลก %d ภาษาไทย Ελληνικά Привет мир\r\n", i)
		case 3:
			fmt.Fprintf(&text, "\x1b[1;33m⚠\x1b[0m 日本語 %d ﾃｽﾄ ⏳ ✔ ✘ ★ ☆ → ← ↑ ↓ │ ├── └── café naïve\r\n", i)
		}
	}
	feedSideBySide(b, "scripts", []byte(text.String()))
}

// xtermBench starts xterm.js headless (or skips the benchmark, or fails it
// under AGENTTY_REQUIRE_PROGRAMS=1) and returns the request that feeds it
// data at 80x24 in the chunks feedChunks cuts, rounds times.
func xtermBench(b *testing.B, name string, data []byte, rounds int) (*xtermRef, map[string]any) {
	x, why := startXterm(b)
	if x == nil {
		if requirePrograms() {
			b.Fatalf("xterm.js is needed (AGENTTY_REQUIRE_PROGRAMS=1): %s", why)
		}
		b.Skip(why)
	}
	path := filepath.Join(b.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return x, map[string]any{"bench": path, "cols": 80, "rows": 24, "chunk": 64 << 10, "rounds": rounds}
}

// BenchmarkScrollBlank scrolls a 1000x500 screen by 2,500 lines at its
// bottom, blank lines ("\r\n" alone, what printf '\n%.0s' {1..2500} gives
// through the PTY) and lines of text, in the chunks feedChunks cuts: a
// blank line should cost no more than a line of text. The time is the
// feed's and the snapshot's; making the terminal (x/vt's screen of 500,000
// cells) and the garbage it leaves are not counted.
//
//	go test ./emulator -run '^$' -bench ScrollBlank -benchmem
func BenchmarkScrollBlank(b *testing.B) {
	var blank, text strings.Builder
	for i := 0; i < 2500; i++ {
		blank.WriteString("\r\n")
		fmt.Fprintf(&text, "line %d\r\n", i)
	}
	for _, w := range []struct {
		name string
		data []byte
	}{{"blank", []byte(blank.String())}, {"text", []byte(text.String())}} {
		b.Run(w.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				t := New(1000, 500, 10000)
				t.DiscardReplies()
				runtime.GC()
				b.StartTimer()
				feedChunks(t, w.data)
				_ = t.Snapshot()
				b.StopTimer()
				_ = t.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/2500, "ns/line")
		})
	}
}
