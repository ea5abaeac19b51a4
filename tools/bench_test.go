package tools_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// The figures of the core issue, measured through the MCP tools (in-process
// client, real bash on a real PTY):
//
//	go test ./tools -run '^$' -bench . -benchtime 300x

// BenchmarkKeystrokeRoundTrip: send_keys of one character into bash until
// the settled screen shows its echo. Reports the median and p95.
func BenchmarkKeystrokeRoundTrip(b *testing.B) {
	sessiontest.Need(b, "bash")
	h := newHarness(b, session.Config{})
	// A home without rc files: the figures measure agentty, not ~/.bashrc.
	v := h.screen("open_session", map[string]any{"env": map[string]any{"HOME": b.TempDir()}})
	id := v.SessionID
	var times []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%50 == 0 {
			b.StopTimer()
			h.screen("send_keys", map[string]any{"session_id": id, "keys": "<ctrl-u>"})
			b.StartTimer()
		}
		start := time.Now()
		v = h.screen("send_keys", map[string]any{"session_id": id, "keys": "x"})
		times = append(times, time.Since(start))
		if v.Wait.Outcome != session.Settled || !strings.HasSuffix(v.Lines[v.Cursor.Row], "x") {
			b.Fatalf("no echo: %s %q", v.Wait.Outcome, v.Lines[v.Cursor.Row])
		}
	}
	b.StopTimer()
	reportQuantiles(b, times)
}

// BenchmarkReadScreen: read_screen of a full 120x40 screen, as the server
// spends it: a JSON-RPC request in, the encoded response out (what the stdio
// transport does), without the test client's decoding. since_revision 0
// asks for the rows, which a screen unchanged since open_session's result
// comes without.
func BenchmarkReadScreen(b *testing.B) {
	sessiontest.Need(b, "bash")
	h := newHarness(b, session.Config{})
	v := h.screen("open_session", map[string]any{"command": "for i in $(seq 1 60); do printf '\\n%0119d' $i; done; read -r _", "cols": 120, "rows": 40})
	req := []byte(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_screen","arguments":{"session_id":"` + v.SessionID + `","since_revision":0}}}`)
	ctx := context.Background()
	var out []byte
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var err error
		if out, err = json.Marshal(h.srv.HandleMessage(ctx, req)); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	var res struct {
		Result struct {
			StructuredContent tools.Screen `json:"structuredContent"`
		} `json:"result"`
	}
	if err := json.Unmarshal(out, &res); err != nil || len(res.Result.StructuredContent.Lines) != 40 || len(res.Result.StructuredContent.Lines[39]) != 119 {
		b.Fatalf("not a full 120x40 screen: %v %.300s", err, out)
	}
}

// BenchmarkIdleSessionMemory: the server's Go heap per idle 120x40 bash
// session (the bash processes themselves are not the server's memory).
func BenchmarkIdleSessionMemory(b *testing.B) {
	sessiontest.Need(b, "bash")
	const n = 16
	for i := 0; i < b.N; i++ {
		h := newHarness(b, session.Config{})
		env := map[string]any{"HOME": b.TempDir()} // no rc files
		before := sessiontest.HeapInUse()
		for j := 0; j < n; j++ {
			h.screen("open_session", map[string]any{"env": env})
		}
		after := sessiontest.HeapInUse()
		b.ReportMetric(float64(int64(after)-int64(before))/n/(1<<20), "MiB/session")
		_ = h.m.Close() // now, not when the benchmark ends: the next round measures afresh
	}
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
