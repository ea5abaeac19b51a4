package emulator

import (
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// BenchmarkNextFeed feeds BenchmarkFeed's four workloads, in its chunks,
// to nextTerm, to the engine under it alone (package screen) and to
// Terminal in turns, a round each, and reports each one's rate per
// processor second: what nextTerm's units, marks and snapshot cost on top
// of the engine, beside the terminal it is to replace.
//
//	go test ./emulator -run '^$' -bench NextFeed -benchtime 10x
func BenchmarkNextFeed(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		data := w[name]
		b.Run(name, func(b *testing.B) {
			rounds := []func(){
				func() {
					t := newNext(80, 24, 10000)
					t.DiscardReplies()
					feedChunks(t, data)
					_ = t.Snapshot()
				},
				func() {
					s := screen.New(80, 24, 10000)
					feedChunks(s, data)
					_ = s.Lines()
				},
				func() {
					t := New(80, 24, 10000)
					t.DiscardReplies()
					feedChunks(t, data)
					_ = t.Snapshot()
					_ = t.Close()
				},
			}
			spent := make([]float64, len(rounds))
			for i := 0; i < b.N; i++ {
				for k := range rounds {
					j := (i + k) % len(rounds) // each one first in turn
					start := cpuSeconds()
					rounds[j]()
					spent[j] += cpuSeconds() - start
				}
			}
			mb := float64(len(data)) * float64(b.N) / 1e6
			for j, unit := range []string{"next-MB/cpu-s", "screen-MB/cpu-s", "agentty-MB/cpu-s"} {
				if spent[j] > 0 {
					b.ReportMetric(mb/spent[j], unit)
				}
			}
		})
	}
}
