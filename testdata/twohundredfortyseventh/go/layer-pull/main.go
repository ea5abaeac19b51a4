// layer-pull pulls an image's layers, a bar each drawn by
// wagoodman/go-progress's simple formatter and redrawn in place, then
// asks for the passphrase of the key that signs it, echo off. With
// "slow" its pull does not end.
package main

import (
	"fmt"
	"os"
	"time"

	"github.com/wagoodman/go-progress"
	"github.com/wagoodman/go-progress/format"
	"golang.org/x/term"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

type layer struct {
	digest string
	size   float64 // MB
	p      *progress.Manual
}

func main() {
	slow := len(os.Args) > 1 && os.Args[1] == "slow"
	layers := []*layer{
		{digest: "3f4a9c1e2b7d", size: 27.3},
		{digest: "a81c0d5e9f42", size: 8.6},
		{digest: "c7b2e4419d0a", size: 41.9},
		{digest: "05d9f3a6b1ce", size: 1.2},
	}
	for _, l := range layers {
		l.p = progress.NewManual(1000)
	}
	bar := format.NewSimple(24)
	fmt.Println("Pulling registry.example.invalid/relay/api:2.4")
	keys.HideCursor()
	var f keys.Frame
	draw := func() {
		var rows []string
		for _, l := range layers {
			pr := l.p.Progress()
			if pr.Complete() {
				rows = append(rows, fmt.Sprintf("  %s  Pull complete", l.digest))
				continue
			}
			b, _ := bar.Format(pr)
			got := l.size * pr.Ratio()
			rows = append(rows, fmt.Sprintf("  %s  %s  %5.1f MB / %.1f MB", l.digest, b, got, l.size))
		}
		f.Draw(rows)
	}
	speeds := []int64{9, 17, 6, 40}
	if slow {
		speeds = []int64{1, 2, 1, 3}
	}
	for {
		done := true
		for i, l := range layers {
			c := l.p.Current() + speeds[i]*4
			if slow && c > 900 {
				c = 900
			}
			if c >= 1000 {
				l.p.Set(1000)
				l.p.SetCompleted()
			} else {
				l.p.Set(c)
				done = false
			}
		}
		draw()
		if done {
			break
		}
		time.Sleep(60 * time.Millisecond)
	}
	f.Done()
	keys.ShowCursor()
	fmt.Println("Digest: sha256:9b1c7e0f4d2a6b8c3e5f7a9d1b3c5e7f9a1b3d5c7e9f1a3b5c7d9e1f3a5b7c9d")
	fmt.Println("Pulled relay/api:2.4; it is to be signed with the key ada-release.")
	fmt.Print("Passphrase for key ada-release: ")
	if _, err := term.ReadPassword(int(os.Stdin.Fd())); err != nil {
		os.Exit(1)
	}
	fmt.Println()
	fmt.Println("Signed relay/api:2.4.")
}
