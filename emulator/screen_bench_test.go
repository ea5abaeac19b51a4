package emulator

import (
	"slices"
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// BenchmarkScreenFeed feeds BenchmarkFeed's four workloads, in its chunks,
// to the new engine (package screen) and to this one in turns, a round
// each (each first in half the rounds), so that both run on the same machine at the same moment; it
// reports each one's rate per processor second (the process's own, its
// collector's too: on a busy machine wall time says more about the other
// processes) and the median of the rounds' ratios, new to old:
//
//	go test ./emulator -run '^$' -bench ScreenFeed -benchtime 20x
func BenchmarkScreenFeed(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		data := w[name]
		b.Run(name, func(b *testing.B) {
			var ours, theirs float64
			var ratios []float64
			newRound := func() float64 {
				start := cpuSeconds()
				s := screen.New(80, 24, 10000)
				feedChunks(s, data)
				_ = s.Lines()
				return cpuSeconds() - start
			}
			oldRound := func() float64 {
				start := cpuSeconds()
				t := New(80, 24, 10000)
				t.DiscardReplies()
				feedChunks(t, data)
				_ = t.Snapshot()
				_ = t.Close()
				return cpuSeconds() - start
			}
			for i := 0; i < b.N; i++ {
				var n, o float64
				if i%2 == 0 { // each engine first in half the rounds
					n, o = newRound(), oldRound()
				} else {
					o, n = oldRound(), newRound()
				}
				ours += n
				theirs += o
				if n > 0 {
					ratios = append(ratios, o/n)
				}
			}
			mb := float64(len(data)) * float64(b.N) / 1e6
			b.ReportMetric(mb/ours, "screen-MB/cpu-s")
			b.ReportMetric(mb/theirs, "agentty-MB/cpu-s")
			if len(ratios) > 0 {
				slices.Sort(ratios)
				b.ReportMetric(ratios[len(ratios)/2], "x-agentty-median")
			}
		})
	}
}
