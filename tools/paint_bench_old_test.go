package tools

import (
	"os"
	"testing"

	"github.com/agentty/agentty/emulator"
)

func benchFrames(b *testing.B) []emulator.Frame {
	var out []emulator.Frame
	for _, file := range []string{"../testdata/recordings/less.raw", "../testdata/recordings/vim.raw", "../testdata/recordings/man.raw", "../testdata/conformance/pyte-captured/htop.input", "../testdata/recordings/lscolor.raw"} {
		data, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		term := emulator.New(80, 24, 1000)
		term.DiscardReplies()
		for at := 0; at < len(data); at += 512 {
			_, _ = term.Write(data[at:min(at+512, len(data))])
			out = append(out, term.Frame())
		}
	}
	return out
}

func BenchmarkFollowOld(b *testing.B) {
	fs := benchFrames(b)
	for b.Loop() {
		var f oldFollower
		for _, fr := range fs {
			f.next(fr, 1, 1)
		}
	}
}

func BenchmarkFollowNew(b *testing.B) {
	fs := benchFrames(b)
	for b.Loop() {
		var f Follower
		for _, fr := range fs {
			f.next(fr, 1, 1)
		}
	}
}
