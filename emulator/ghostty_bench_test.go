package emulator

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// ghosttyDir holds the node script that feeds libghostty-vt and, once
// installed (npm ci --prefix emulator/testdata/ghostty), the npm package
// ghostty-opentui whose native addon is libghostty-vt.
const ghosttyDir = "testdata/ghostty"

// ghosttyFeed is BenchmarkFeed's libghostty-vt: testdata/ghostty/feed.mjs
// under node feeds data at 80x24, in the chunks feedChunks cuts, b.N times
// to fresh terminals. ns/op and MB/s are the feeding's alone, as node
// measured it (not node's start, loading the addon or the file, nor the
// pipe); MB/cpu-s is per second of node's processor time. It skips when node or the package is
// missing, and fails instead under AGENTTY_REQUIRE_PROGRAMS=1.
func ghosttyFeed(b *testing.B, name string, data []byte) {
	node := ghosttyNode(b)
	path := filepath.Join(b.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	cmd := exec.Command(node, "feed.mjs", path, "80", "24", strconv.Itoa(64<<10), strconv.Itoa(b.N))
	cmd.Dir = ghosttyDir
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		_ = in.Close()
		_ = cmd.Process.Kill() // it has answered, or it failed
		_ = cmd.Wait()
	}()
	out := bufio.NewReader(pipe)
	if line, err := out.ReadString('\n'); line != "ready\n" {
		b.Fatalf("libghostty-vt did not load: %q %v", line, err)
	}
	b.SetBytes(int64(len(data)))
	start := time.Now()
	b.StartTimer() // for b.N's choice; the figures are node's clock
	if _, err := in.Write([]byte("go\n")); err != nil {
		b.Fatal(err)
	}
	ans, err := out.ReadBytes('\n')
	if err != nil {
		b.Fatalf("libghostty-vt: %v", err)
	}
	b.StopTimer()
	elapsed := time.Since(start)
	var got struct {
		Bytes        int
		Seconds, CPU []float64
	}
	if err := json.Unmarshal(ans, &got); err != nil {
		b.Fatalf("libghostty-vt: %v in %q", err, ans)
	}
	if got.Bytes != len(data) || len(got.Seconds) != b.N || len(got.CPU) != b.N {
		b.Fatalf("libghostty-vt fed %d bytes %d times, want %d bytes %d times", got.Bytes, len(got.Seconds), len(data), b.N)
	}
	wall, cpu := 0.0, 0.0
	for i := range got.Seconds {
		wall += got.Seconds[i]
		cpu += got.CPU[i]
	}
	if wall <= 0 || wall > elapsed.Seconds() {
		b.Fatalf("libghostty-vt took %.3fs by its own clock, %.3fs by ours", wall, elapsed.Seconds())
	}
	b.ReportMetric(wall*1e9/float64(b.N), "ns/op")
	b.ReportMetric(float64(len(data))*float64(b.N)/wall/1e6, "MB/s")
	b.ReportMetric(float64(len(data))*float64(b.N)/cpu/1e6, "MB/cpu-s")
	reportMedianRate(b, len(data), got.CPU)
}

// ghosttyNode returns node's path, or skips the benchmark when node or the
// package is missing (fails it under AGENTTY_REQUIRE_PROGRAMS=1).
func ghosttyNode(b *testing.B) string {
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(ghosttyDir, "node_modules", "ghostty-opentui", "package.json"))
		if err == nil {
			return node
		}
		err = fmt.Errorf("ghostty-opentui is not installed (run: npm ci --prefix emulator/testdata/ghostty): %w", err)
	}
	if requirePrograms() {
		b.Fatalf("libghostty-vt is needed (AGENTTY_REQUIRE_PROGRAMS=1): %v", err)
	}
	b.Skip(err)
	return ""
}
