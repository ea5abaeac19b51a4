package emulator

import (
	"os"
	"testing"
)

func benchFrames(b *testing.B) []Frame {
	var out []Frame
	for _, file := range []string{"../testdata/recordings/less.raw", "../testdata/recordings/vim.raw", "../testdata/recordings/man.raw", "../testdata/conformance/pyte-captured/htop.input", "../testdata/recordings/lscolor.raw"} {
		data, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		term := New(80, 24, 1000)
		term.DiscardReplies()
		for at := 0; at < len(data); at += 512 {
			_, _ = term.Write(data[at:min(at+512, len(data))])
			out = append(out, term.Frame())
		}
	}
	return out
}

func BenchmarkPaintOld(b *testing.B) {
	fs := benchFrames(b)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		p := newOldPainter(80, 24)
		for _, f := range fs {
			n += len(p.Paint(f, ""))
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "bytes/op")
}

func BenchmarkPaintNew(b *testing.B) {
	fs := benchFrames(b)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		p := NewPainter(80, 24)
		for _, f := range fs {
			n += len(p.Paint(f, ""))
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "bytes/op")
}
