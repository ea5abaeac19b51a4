package emulator

import (
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// BenchmarkScreenFeed feeds BenchmarkFeed's four workloads, in its chunks,
// to the new engine (package screen) and to this one, in one run (the
// rate per processor second says more on a busy machine):
//
//	go test ./emulator -run '^$' -bench ScreenFeed -benchmem
func BenchmarkScreenFeed(b *testing.B) {
	w := workloads()
	for _, name := range []string{"logs", "short", "unicode", "redraw"} {
		data := w[name]
		b.Run("screen/"+name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			defer cpuRate(b, len(data))()
			for i := 0; i < b.N; i++ {
				t := screen.New(80, 24, 10000)
				feedChunks(t, data)
				_ = t.Lines()
			}
		})
		b.Run("agentty/"+name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			defer cpuRate(b, len(data))()
			for i := 0; i < b.N; i++ {
				t := New(80, 24, 10000)
				t.DiscardReplies()
				feedChunks(t, data)
				_ = t.Snapshot()
				_ = t.Close()
			}
		})
	}
}
