package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// BenchmarkManySessions: one session host holding 10, 100 and 1,000 idle
// cat sessions (opened one after another through agentty serve), and at
// each count: open_session of one more cat (closed again, untimed), a
// keystroke into the first session until its settled screen shows it,
// list_sessions (and the characters of its text), list_sessions of the
// sessions waiting for input (match waiting_for_input: a filter that looks
// at every session), the front end's probe of the host (hello, what "did
// not say who it is" times), the host's resident memory, threads and
// descriptors, and its CPU over two idle seconds (AGENTTY_BENCH_IDLE, a
// duration, for longer). The counts are AGENTTY_BENCH_SESSIONS's (comma
// separated) when set:
//
//	ulimit -n 20000
//	AGENTTY_BENCH_SESSIONS=1,100,500,1000 go test ./cmd/agentty -run '^$' -bench ManySessions -benchtime 20x -timeout 60m
//
// Each session takes a PTY (/proc/sys/kernel/pty/max bounds them on the
// machine) and a few descriptors of the host's; a count the machine cannot
// hold is skipped, saying why.
func BenchmarkManySessions(b *testing.B) {
	sessiontest.Need(b, "cat")
	counts := []int{10, 100, 1000}
	if env := os.Getenv("AGENTTY_BENCH_SESSIONS"); env != "" {
		counts = nil
		for _, f := range strings.Split(env, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil || n < 1 {
				b.Fatalf("AGENTTY_BENCH_SESSIONS=%q: want counts such as 10,100,1000", env)
			}
			counts = append(counts, n)
		}
	}
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	dir := runtimeDir(b)
	fe := startFrontEnd(b, dir, nil, "--max-sessions", strconv.Itoa(most+1), "--grace", "100ms")
	pid := hostInfo(b, dir).PID
	var firstID string
	open := 0
	for _, n := range counts {
		b.Run(fmt.Sprintf("sessions=%d", n), func(b *testing.B) {
			if why := roomFor(n - open); why != "" {
				b.Skipf("%d sessions: %s", n, why)
			}
			for open < n {
				res, err := fe.call("open_session", map[string]any{"argv": []string{"cat"}, "cols": 80, "rows": 24}, time.Minute)
				if err != nil {
					b.Fatalf("open_session with %d sessions open: %v", open, err)
				}
				if res.IsError {
					b.Fatalf("open_session with %d sessions open: %s", open, tools.Text(res))
				}
				var v tools.Screen
				if err := tools.Decode(res, &v); err != nil {
					b.Fatal(err)
				}
				if firstID == "" {
					firstID = v.SessionID
				}
				open++
			}
			var opens, keys, lists, filtered, probes []time.Duration
			chars := 0
			typed := 0
			b.ResetTimer()
			for range b.N {
				start := time.Now()
				var v tools.Screen
				fe.must(b, "open_session", map[string]any{"argv": []string{"cat"}, "cols": 80, "rows": 24}, &v)
				opens = append(opens, time.Since(start))
				b.StopTimer()
				fe.must(b, "close_session", map[string]any{"session_id": v.SessionID, "force": true}, nil)
				if typed == 50 {
					fe.must(b, "send_keys", map[string]any{"session_id": firstID, "keys": "<ctrl-u>"}, nil)
					typed = 0
				}
				b.StartTimer()

				start = time.Now()
				var r tools.Screen
				fe.must(b, "send_keys", map[string]any{"session_id": firstID, "keys": "x"}, &r)
				keys = append(keys, time.Since(start))
				typed++
				if r.Wait.Outcome != session.Settled {
					b.Fatalf("a keystroke into cat: %s", r.Wait.Outcome)
				}

				start = time.Now()
				res := fe.must(b, "list_sessions", nil, nil)
				lists = append(lists, time.Since(start))
				chars = len(tools.Text(res))

				start = time.Now()
				var l tools.List
				fe.must(b, "list_sessions", map[string]any{"match": "waiting_for_input"}, &l)
				filtered = append(filtered, time.Since(start))
				if l.Matched < n {
					b.Fatalf("list_sessions match waiting_for_input: %d of %d cats", l.Matched, n)
				}

				start = time.Now()
				if _, err := host.NewClient(ownPaths(dir), "", nil).Hello(context.Background()); err != nil {
					b.Fatalf("the host did not answer its probe with %d sessions: %v", n, err)
				}
				probes = append(probes, time.Since(start))
			}
			b.StopTimer()
			med := func(d []time.Duration) float64 {
				m, _, _ := sessiontest.Quantiles(d)
				return float64(m.Microseconds()) / 1000
			}
			b.ReportMetric(0, "ns/op")
			b.ReportMetric(med(opens), "open-ms")
			b.ReportMetric(med(keys), "key-ms")
			b.ReportMetric(med(lists), "list-ms")
			b.ReportMetric(float64(chars), "list-chars")
			b.ReportMetric(med(filtered), "list-state-ms")
			b.ReportMetric(med(probes), "probe-ms")
			b.ReportMetric(float64(residentKiB(pid))/1024, "host-MiB")
			b.ReportMetric(float64(threadCount(pid)), "host-threads")
			b.ReportMetric(float64(fdCount(pid)), "host-fds")
			idle := 2 * time.Second
			if d, err := time.ParseDuration(os.Getenv("AGENTTY_BENCH_IDLE")); err == nil && d > 0 {
				idle = d
			}
			b.ReportMetric(idleCPU(pid, idle)*100, "idle-cpu-%")
		})
	}
}

// roomFor says why the machine cannot give n more sessions a PTY and the
// host's descriptors ("" when it can).
func roomFor(n int) string {
	var lim unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_NOFILE, &lim); err == nil && uint64(lim.Max) < uint64(8*n+256) { // int64 on FreeBSD
		return fmt.Sprintf("the descriptor limit (%d) is too low: raise it (ulimit -n)", lim.Max)
	}
	most, _ := os.ReadFile("/proc/sys/kernel/pty/max")
	used, _ := os.ReadFile("/proc/sys/kernel/pty/nr")
	m, err1 := strconv.Atoi(strings.TrimSpace(string(most)))
	u, err2 := strconv.Atoi(strings.TrimSpace(string(used)))
	if err1 == nil && err2 == nil && m-u < n+16 {
		return fmt.Sprintf("the machine has %d PTYs left (/proc/sys/kernel/pty/max %d)", m-u, m)
	}
	return ""
}

// residentKiB is process pid's resident memory (VmRSS), in KiB.
func residentKiB(pid int) int {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			return n
		}
	}
	return 0
}

// threadCount is how many threads process pid runs.
func threadCount(pid int) int {
	ents, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	return len(ents)
}

// fdCount is how many descriptors process pid holds.
func fdCount(pid int) int {
	ents, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/fd")
	return len(ents)
}

// idleCPU is the share of one processor process pid used over d.
func idleCPU(pid int, d time.Duration) float64 {
	before, start := cpuTicks(pid), time.Now()
	time.Sleep(d) // the measure's window, not a wait for a condition
	after, took := cpuTicks(pid), time.Since(start)
	return float64(after-before) / 100 / took.Seconds() // USER_HZ is 100 on Linux
}

// cpuTicks is process pid's user and system time, in clock ticks.
func cpuTicks(pid int) int {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.Atoi(f[11])
	s, _ := strconv.Atoi(f[12])
	return u + s
}
