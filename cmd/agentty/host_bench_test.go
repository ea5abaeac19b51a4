package main

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The figures of the session host (build without -race for them):
//
//	go test ./cmd/agentty -run '^$' -bench 'Resume|AttachEcho|KeystrokeHost' -benchtime 30x

// BenchmarkResume: from starting a fresh agentty serve to its first
// list_sessions answer, with a host that holds 10 sessions.
func BenchmarkResume(b *testing.B) {
	sessiontest.Need(b, "bash")
	dir := runtimeDir(b)
	fe := startFrontEnd(b, dir, nil)
	env := map[string]any{"HOME": b.TempDir()} // no rc files: the sessions start at once
	for range 10 {
		fe.must(b, "open_session", map[string]any{"env": env}, nil)
	}
	var times []time.Duration
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		next := startFrontEnd(b, dir, nil)
		var l listing
		next.must(b, "list_sessions", nil, &l)
		times = append(times, time.Since(start))
		if len(l.Sessions) != 10 {
			b.Fatalf("list_sessions: %d sessions", len(l.Sessions))
		}
		b.StopTimer()
		_ = next.cmd.Process.Kill()
		<-next.exited
		b.StartTimer()
	}
	b.StopTimer()
	reportQuantiles(b, times)
}

// BenchmarkAttachEcho: a key typed on a person's terminal (a PTY running
// agentty attach) until its echo from the session (cat on its PTY) is on
// that terminal's screen; keys 10 ms apart. Local: a local session;
// machine: one on the loopback machine box (loopbackMachine), through the
// local host and the link to the host there, which paints it.
func BenchmarkAttachEcho(b *testing.B) {
	sessiontest.Need(b, "cat")
	b.Run("local", func(b *testing.B) {
		dir := runtimeDir(b)
		attachEcho(b, dir, startFrontEnd(b, dir, nil), map[string]any{})
	})
	b.Run("machine", func(b *testing.B) {
		_, flags := loopbackMachine(b)
		dir := runtimeDir(b)
		attachEcho(b, dir, startFrontEnd(b, dir, []string{"XDG_CONFIG_HOME=" + b.TempDir()}, flags...), map[string]any{"machine": "box"})
	})
}

// attachEcho is BenchmarkAttachEcho on a session fe opens with args.
func attachEcho(b *testing.B, dir string, fe *serveProc, args map[string]any) {
	args["command"], args["cols"], args["rows"] = "cat", 80, 24
	var v tools.Screen
	fe.must(b, "open_session", args, &v)
	p := startPerson(b, 80, 24, "attach", "--runtime-dir", dir, v.SessionID)
	// The first paint comes once the terminal is in raw mode: from then on,
	// what shows is the session's echo, not the terminal's own.
	p.until("the first paint", func(s emulator.Snapshot) bool { return s.AltScreen })
	if tio, err := unix.IoctlGetTermios(int(p.ptm.Fd()), ioctlGetTermios); err != nil || tio.Lflag&unix.ECHO != 0 {
		b.Fatalf("the person's terminal echoes by itself (%v)", err)
	}
	var times []time.Duration
	typed := 0
	b.ResetTimer()
	for range b.N {
		if typed == 60 {
			b.StopTimer()
			p.typ("\x15") // ctrl-u: the line discipline erases the line
			p.until("the line erased", func(s emulator.Snapshot) bool { return !strings.Contains(strings.Join(s.Lines, "\n"), "x") })
			typed = 0
			b.StartTimer()
		}
		// A fast typist's keys are some 50 ms apart; 10 ms apart here
		// (untimed), each echo is painted as it comes, not held back to
		// batch a burst of output.
		b.StopTimer()
		time.Sleep(10 * time.Millisecond)
		b.StartTimer()
		want := strings.Repeat("x", typed+1)
		changed := p.term.Changed()
		start := time.Now()
		p.typ("x")
		for !strings.Contains(strings.Join(p.term.Snapshot().Lines, "\n"), want) {
			select {
			case <-changed:
			case <-time.After(10 * time.Second):
				b.Fatalf("no echo of key %d", typed+1)
			}
			changed = p.term.Changed()
		}
		times = append(times, time.Since(start))
		typed++
	}
	b.StopTimer()
	reportQuantiles(b, times)
}

// BenchmarkKeystrokeHost: send_keys of one character into bash until the
// settled screen shows its echo, through agentty serve over stdio, with the
// sessions in the process (standalone) and in the session host: the same
// run measures both.
func BenchmarkKeystrokeHost(b *testing.B) {
	sessiontest.Need(b, "bash")
	for _, mode := range []string{"standalone", "host"} {
		b.Run(mode, func(b *testing.B) {
			var fe *serveProc
			if mode == "standalone" {
				fe = startFrontEnd(b, runtimeDir(b), nil, "--standalone")
			} else {
				fe = startFrontEnd(b, runtimeDir(b), nil)
			}
			var v tools.Screen
			// A home without rc files: the figures measure agentty, not ~/.bashrc.
			fe.must(b, "open_session", map[string]any{"env": map[string]any{"HOME": b.TempDir()}}, &v)
			keystrokes(b, fe, v.SessionID)
		})
	}
}

// keystrokes sends b.N keys "x" to session id, each until its settled
// screen shows its echo (a <ctrl-u> every 50, not timed, keeps the line
// short), and reports the median and p95.
func keystrokes(b *testing.B, fe *serveProc, id string) {
	var times []time.Duration
	b.ResetTimer()
	for i := range b.N {
		if i%50 == 0 {
			b.StopTimer()
			fe.must(b, "send_keys", map[string]any{"session_id": id, "keys": "<ctrl-u>"}, nil)
			b.StartTimer()
		}
		start := time.Now()
		var r tools.Screen
		fe.must(b, "send_keys", map[string]any{"session_id": id, "keys": "x"}, &r)
		times = append(times, time.Since(start))
		if row := cursorRow(r); r.Wait.Outcome != session.Settled || !strings.HasSuffix(row, "x") {
			b.Fatalf("no echo: %s %q", r.Wait.Outcome, row)
		}
	}
	b.StopTimer()
	reportQuantiles(b, times)
}

// cursorRow is the text of the cursor's row in a result: from its lines,
// or from the rows it says changed (a delta).
func cursorRow(r tools.Screen) string {
	if r.Cursor.Row < len(r.Lines) {
		return r.Lines[r.Cursor.Row]
	}
	for _, c := range r.ChangedRows {
		if c.Row == r.Cursor.Row {
			return c.Text
		}
	}
	return ""
}

func reportQuantiles(b *testing.B, times []time.Duration) {
	if len(times) == 0 {
		return
	}
	median, p95, _ := sessiontest.Quantiles(times)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(median), "ms-median")
	b.ReportMetric(ms(p95), "ms-p95")
}

// BenchmarkKeystrokeCat: send_keys of one character into cat until the
// settled screen shows its echo, through agentty serve over stdio, with
// the sessions in the session host (agentty serve's default) and in the
// process (standalone); idle, and while 15 other sessions flood their
// terminals with yes. Reports the median and p95:
//
//	go test ./cmd/agentty -run '^$' -bench KeystrokeCat -benchtime 300x
func BenchmarkKeystrokeCat(b *testing.B) {
	sessiontest.Need(b, "cat", "yes")
	for _, mode := range []string{"host", "standalone"} {
		for _, load := range []string{"idle", "flood"} {
			b.Run(mode+"/"+load, func(b *testing.B) {
				var flags []string
				if mode == "standalone" {
					flags = append(flags, "--standalone")
				}
				fe := startFrontEnd(b, runtimeDir(b), nil, flags...)
				if load == "flood" {
					for range 15 {
						fe.must(b, "open_session", map[string]any{"command": "yes", "timeout_ms": 100}, nil)
					}
				}
				var v tools.Screen
				fe.must(b, "open_session", map[string]any{"argv": []string{"cat"}}, &v)
				keystrokes(b, fe, v.SessionID)
			})
		}
	}
}
