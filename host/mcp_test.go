package host

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport"
)

// A request within the stdio front end's bound but over the host's /mcp
// limit is refused by the host unread (transport.LimitBody, a 413 with a
// JSON-RPC error) and the front end hands that error on, under the
// request's id, in the shape of transport.ErrorResponse; the next call is
// answered.
func TestRelayHostRefusal(t *testing.T) {
	dir, err := os.MkdirTemp("", "agentty-host-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	m := session.NewManager(session.Config{Grace: 200 * time.Millisecond})
	paths := PathsIn(dir, DefaultName)
	const limit = 4096
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Serve(ctx, Config{Paths: paths, Version: "test", Manager: m, MCP: transport.LimitBody(MCP(tools.NewServer(m, "test")), limit)})
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	c := NewClient(paths, "test", nil)
	sessiontest.Eventually(t, 10*time.Second, "the host to answer", func() bool {
		_, err := c.Hello(context.Background())
		return err == nil
	})

	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	relayDone := make(chan error, 1)
	go func() {
		relayDone <- RunStdio(ctx, c, inR, outW, StdioOptions{Origin: Self("stdio"), MaxMessage: 1 << 20})
		outW.Close()
	}()
	t.Cleanup(func() {
		inW.Close()
		<-relayDone
	})
	lines := make(chan string, 10)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	answer := func(id string) string {
		t.Helper()
		deadline := time.After(20 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("the relay ended before answering %s", id)
				}
				var m struct {
					ID json.RawMessage `json:"id"`
				}
				if json.Unmarshal([]byte(l), &m) == nil && string(m.ID) == id {
					return l
				}
			case <-deadline:
				t.Fatalf("no answer to %s", id)
			}
		}
	}
	fmt.Fprintln(inW, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`)
	answer("1")
	fmt.Fprintln(inW, `{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	fmt.Fprintf(inW, `{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"send_text","arguments":{"session_id":"s1","text":"%s"}}}`+"\n", strings.Repeat("x", 2*limit))
	got := answer(`"big"`)
	var e transport.ErrorResponse
	if err := json.Unmarshal([]byte(got), &e); err != nil || e.JSONRPC != "2.0" || e.Error.Code != transport.InvalidRequest ||
		!strings.HasPrefix(e.Error.Message, "agentty: at the session host, request refused unread") ||
		!strings.Contains(e.Error.Message, fmt.Sprintf("over the limit of %d bytes", limit)) {
		t.Fatalf("the oversized call's answer: %s", got)
	}
	fmt.Fprintln(inW, `{"jsonrpc":"2.0","id":3,"method":"ping"}`)
	if got := answer("3"); strings.Contains(got, `"error"`) {
		t.Fatalf("ping after: %s", got)
	}
}
