package machine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/yamux"

	"github.com/agentty/agentty/session/sessiontest"
)

// A hostile far side: the test binary run as "agentty" on the far end of
// a prefix (hostileEnv names what it does), speaking the link's protocol
// as a machine that wants to cost the near host its memory would.
const hostileEnv = "AGENTTY_TEST_HOSTILE"

// The hostile far sides, and their sizes as the issue measured them.
const (
	hostileProbe  = "probe"  // one line of hugeLine bytes while it is probed
	hostileResult = "result" // a result of hugeResult bytes to every call
	hostileSSE    = "sse"    // the same result as one line of an event stream
	hostileFlood  = "flood"  // floodStreams streams opened to the near side, each sending a window's worth
	hostileHang   = "hang"   // every call taken and never answered
	hostileDrip   = "drip"   // every call answered with an event stream of keepalives, forever
	hostileSlow   = "slow"   // every call answered a byte at a time, 5 a second, never ending
	hostilePings  = "pings"  // pings sent to the near side without end, its answers never read
	hostileAsks   = "asks"   // a call answered with an event stream of requests to the near side, whose answers it never takes
	hugeLine      = 1536 << 20
	hugeResult    = 300 << 20
	floodStreams  = 100_000
)

// hostileMain is the hostile far side of mode, on stdin and stdout: it
// never returns.
func hostileMain(mode string) {
	out := bufio.NewWriterSize(os.Stdout, 1<<20)
	if mode == hostileProbe {
		chunk := bytes.Repeat([]byte("x"), 1<<20)
		for range hugeLine >> 20 {
			if _, err := out.Write(chunk); err != nil {
				os.Exit(1)
			}
		}
		out.WriteString("\n")
		out.Flush()
		os.Exit(0)
	}
	// The probe's script, read to its end (the shell reads it whole
	// before it execs), then the probe's answer: the binary is there.
	var script []byte
	one := make([]byte, 1)
	for !bytes.HasSuffix(script, []byte("exit 0; fi\n")) {
		if _, err := os.Stdin.Read(one); err != nil {
			os.Exit(1)
		}
		script = append(script, one[0])
	}
	fmt.Fprintf(out, "agentty-probe: os Linux\nagentty-probe: arch x86_64\nagentty-probe: cache /nowhere\nagentty-probe: exec /nowhere/x/agentty\n")
	out.Flush()
	if mode == hostilePings {
		// A ping (version 0, type 2, flag SYN, stream 0, its id), over
		// and over; nothing the near side sends is read.
		ping := []byte{0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0}
		buf := bytes.Repeat(ping, 1<<14)
		for {
			if _, err := os.Stdout.Write(buf); err != nil {
				os.Exit(0)
			}
		}
	}
	cfg := yamux.DefaultConfig()
	cfg.LogOutput = io.Discard
	cfg.AcceptBacklog = 1 << 20 // its own opens never wait
	sess, err := yamux.Server(pipeConn{r: os.Stdin, w: os.Stdout}, cfg)
	if err != nil {
		os.Exit(1)
	}
	flood := make(chan struct{})
	go func() {
		<-flood
		window := make([]byte, 256<<10) // what a stream may send before the other end reads
		for range floodStreams {
			s, err := sess.OpenStream()
			if err != nil {
				return
			}
			go func() {
				_ = s.SetWriteDeadline(time.Now().Add(time.Second))
				_, _ = s.Write(window)
			}()
		}
	}()
	var once bool
	_ = http.Serve(sess, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		_ = json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&req)
		switch {
		case mode == hostileAsks && r.Header.Get("Mcp-Session-Id") != "" && req.Method == "":
			select {} // an answer to one of its requests: never taken
		case r.Method != http.MethodPost || len(req.ID) == 0:
			w.WriteHeader(http.StatusAccepted)
		case req.Method == "initialize":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Mcp-Session-Id", "hostile")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"agentty","version":"hostile"}}}`, req.ID)
		case req.Method != "tools/call":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"no such method"}}`, req.ID)
		case mode == hostileAsks:
			w.Header().Set("Content-Type", "text/event-stream")
			w.WriteHeader(http.StatusOK)
			for i := 0; i < 100_000; i++ {
				if _, err := fmt.Fprintf(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"roots/list\"}\n\n", 1_000_000+i); err != nil {
					return
				}
			}
			w.(http.Flusher).Flush()
			select {}
		case mode == hostileHang:
			select {} // the link's end ends the process
		case mode == hostileDrip || mode == hostileSlow:
			w.Header().Set("Content-Type", "application/json")
			if mode == hostileDrip {
				w.Header().Set("Content-Type", "text/event-stream")
			}
			w.WriteHeader(http.StatusOK)
			f := w.(http.Flusher)
			f.Flush()
			body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"`, req.ID)
			for i := 0; ; i++ {
				time.Sleep(200 * time.Millisecond)
				chunk := ": keepalive\n\n"
				if mode == hostileSlow {
					chunk = string(body[min(i, len(body)-1)])
					if i >= len(body) {
						chunk = "a"
					}
				}
				if _, err := io.WriteString(w, chunk); err != nil {
					return
				}
				f.Flush()
			}
		case mode == hostileFlood:
			if !once {
				once = true
				close(flood)
			}
			time.Sleep(30 * time.Second) // the flood goes on meanwhile
		default:
			w.Header().Set("Content-Type", "application/json")
			if mode == hostileSSE {
				w.Header().Set("Content-Type", "text/event-stream")
				fmt.Fprint(w, "event: message\ndata: ")
			}
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":{"content":[{"type":"text","text":"`, req.ID)
			chunk := bytes.Repeat([]byte("a"), 1<<20)
			for range hugeResult >> 20 {
				if _, err := w.Write(chunk); err != nil {
					return
				}
			}
			fmt.Fprint(w, `"}]}}`)
		}
	}))
	os.Exit(0)
}

// hostilePrefix writes a prefix that runs the test binary as the hostile
// far side of mode, and logs each run to the file it returns.
func hostilePrefix(t *testing.T, dir, mode string) ([]string, string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	logf := filepath.Join(dir, mode+".log")
	script := filepath.Join(dir, mode)
	body := fmt.Sprintf("#!/bin/sh\nprintf '%%s\\n' \"$*\" >>%s\n%s=%s exec %s\n", logf, hostileEnv, mode, self)
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{script}, logf
}

// TestHostileFarSide: a far side that prints a 1.5 GiB line while it is
// probed, answers a call with a 300 MiB result (as JSON, or as one line of
// an event stream), opens 100,000 streams to the near side, floods it
// with pings whose answers it never reads, or answers a call with an
// event stream of 100,000 requests to the near side, fails the call with an error naming the machine and
// saying what it broke, soon, and its link is dropped: the next call runs
// the prefix again. (What it costs the near host in memory is measured by
// TestFiguresHostile.)
func TestHostileFarSide(t *testing.T) {
	sessiontest.Need(t, "sh")
	bin := buildAgentty(t)
	dir := t.TempDir()
	for _, c := range []struct{ mode, want string }{
		{hostileProbe, "its probe printed a line of more than"},
		{hostileResult, "answered with more than"},
		{hostileSSE, "answered with more than"},
		{hostileFlood, "opened a stream to this host"},
		{hostilePings, "sent pings faster than a far side does"},
		{hostileAsks, "asked this host"},
	} {
		t.Run(c.mode, func(t *testing.T) {
			prefix, logf := hostilePrefix(t, dir, c.mode)
			m := Machine{Name: "bad-" + c.mode, Prefix: prefix, Timeout: 20 * time.Second}
			load := func() (Config, error) { return Config{Machines: map[string]Machine{m.Name: m}}, nil }
			_, hc, _ := frontEnd(t, t.TempDir(), load, Options{Version: "hostile-test", Self: bin})
			try := tryOver(t, hc)
			for round := 1; round <= 2; round++ {
				_, failed := try("open_session", map[string]any{"machine": m.Name, "argv": []string{"cat"}})
				if !strings.Contains(failed, "machine "+m.Name) || !strings.Contains(failed, c.want) {
					t.Fatalf("round %d: open_session on a hostile far side (%s): %.600q; want an error naming machine %s and saying %q", round, c.mode, failed, m.Name, c.want)
				}
				if strings.Contains(failed, "no answer within") {
					t.Errorf("round %d: the far side's %s was found by the machine's timeout, not by what it sent: %.600q", round, c.mode, failed)
				}
				b, _ := os.ReadFile(logf)
				if runs := strings.Count(string(b), "\n"); runs != round {
					t.Errorf("after round %d the prefix ran %d times; want the link dropped and made again, once a call", round, runs)
				}
			}
		})
	}
}

// TestSlowFarSide: a far side that takes a call and never answers, answers
// with an event stream of keepalives that never ends, or answers a byte at
// a time without end, fails the call within the time a call may wait there
// and the machine's timeout, with an error naming the machine, and its
// link is dropped: the next call runs the prefix again.
func TestSlowFarSide(t *testing.T) {
	sessiontest.Need(t, "sh")
	bin := buildAgentty(t)
	dir := t.TempDir()
	const wait, timeout = 2 * time.Second, 4 * time.Second
	for _, mode := range []string{hostileHang, hostileDrip, hostileSlow} {
		t.Run(mode, func(t *testing.T) {
			prefix, logf := hostilePrefix(t, dir, mode)
			m := Machine{Name: "slow-" + mode, Prefix: prefix, Timeout: timeout}
			load := func() (Config, error) { return Config{Machines: map[string]Machine{m.Name: m}}, nil }
			_, hc, _ := frontEnd(t, t.TempDir(), load, Options{Version: "hostile-test", Self: bin, Wait: wait})
			try := tryOver(t, hc)
			for round := 1; round <= 2; round++ {
				began := time.Now()
				_, failed := try("read_screen", map[string]any{"session_id": m.Name + ":s1"})
				took := time.Since(began)
				if !strings.Contains(failed, "machine "+m.Name) || !strings.Contains(failed, "did not answer within") {
					t.Fatalf("round %d: read_screen on a far side that does not answer (%s): %.600q after %v; want an error naming machine %s, saying it did not answer", round, mode, failed, took, m.Name)
				}
				if took > wait+timeout+5*time.Second {
					t.Errorf("round %d: the error came after %v; want it within %v and the time of making the link", round, took, wait+timeout)
				}
				b, _ := os.ReadFile(logf)
				if runs := strings.Count(string(b), "\n"); runs != round {
					t.Errorf("after round %d the prefix ran %d times; want the link dropped and made again, once a call", round, runs)
				}
			}
		})
	}
}

// TestFiguresHostile measures, with AGENTTY_HOSTILE_FIGURES=1, the peak
// memory (VmHWM) of a local session host (agentty host run) against each
// hostile far side: a fresh host for each, one open_session on the
// machine, its VmHWM before and after. AGENTTY_HOSTILE_HOST names the
// agentty binary of the local host (another build, to compare); this
// module's is the default.
func TestFiguresHostile(t *testing.T) {
	if os.Getenv("AGENTTY_HOSTILE_FIGURES") != "1" {
		t.Skip("set AGENTTY_HOSTILE_FIGURES=1 to measure")
	}
	bin := os.Getenv("AGENTTY_HOSTILE_HOST")
	if bin == "" {
		bin = buildAgentty(t)
	}
	dir := t.TempDir()
	for _, mode := range []string{hostileProbe, hostileResult, hostileSSE, hostileFlood, hostilePings, hostileAsks} {
		if only := os.Getenv("AGENTTY_HOSTILE_MODE"); only != "" && only != mode {
			continue
		}
		prefix, _ := hostilePrefix(t, dir, mode)
		cfg, _ := json.Marshal(map[string]any{"machines": map[string]any{"bad": prefix}, "timeout": "60s"})
		cfgPath := filepath.Join(dir, mode+".json")
		if err := os.WriteFile(cfgPath, cfg, 0o600); err != nil {
			t.Fatal(err)
		}
		here := newFarSide(t)
		pid, stop := startLocalHost(t, bin, here.runtime, mode, cfgPath)
		try := tryOver(t, hostHTTP(here.runtime, mode))
		_, hwm0 := vmMemory(t, pid)
		began := time.Now()
		done := make(chan string, 1)
		go func() {
			_, failed := try("open_session", map[string]any{"machine": "bad", "argv": []string{"cat"}})
			done <- failed
		}()
		var failed string
		select {
		case failed = <-done:
		case <-time.After(90 * time.Second):
			failed = "(no answer within 90 s)"
		}
		time.Sleep(2 * time.Second) // what is still arriving arrives
		rss, hwm := vmMemory(t, pid)
		t.Logf("%s: local host VmHWM %s before, %s after (VmRSS %s) in %v; the call: %.200s", mode, inMiB(hwm0), inMiB(hwm), inMiB(rss), time.Since(began).Round(time.Millisecond), failed)
		stop()
	}
}
