package transport

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"testing"
)

func TestIDScanner(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}`, `7`},
		{`{"method":"tools/call","params":{"id":99,"x":[{"id":1}]},"jsonrpc":"2.0","id":"a,b}"}`, `"a,b}"`},
		{`{"params":{"text":"\"id\":5,"},"id" : -12 }`, `-12`},
		{`{"params":{"arguments":{"text":"xx"}}}`, ``},
		{`{"id":null,"method":"x"}`, ``},
		{`{"id":{"a":1}}`, ``},
		{`[{"id":3}]`, ``},
		{`{"idx":4,"xid":5}`, ``},
	} {
		var sc idScanner
		// Fed a byte at a time and all at once: the same id.
		for _, b := range []byte(c.in) {
			sc.feed([]byte{b})
		}
		var all idScanner
		all.feed([]byte(c.in))
		if got, got2 := string(sc.id()), string(all.id()); got != c.want || got2 != c.want {
			t.Errorf("%s: id %q / %q, want %q", c.in, got, got2, c.want)
		}
	}
}

// A line over the limit is refused with its id, read without being kept
// (the memory it costs is the limit, not its size), and the lines around
// it pass unchanged.
func TestLineLimiter(t *testing.T) {
	const limit = 1 << 20
	const big = 64 << 20
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprintln(pw, `{"jsonrpc":"2.0","id":1,"method":"ping"}`)
		io.WriteString(pw, `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"send_text","arguments":{"text":"`)
		chunk := bytes.Repeat([]byte("A"), 1<<20)
		for range big >> 20 {
			pw.Write(chunk)
		}
		fmt.Fprintln(pw, `"}},"id":42}`)
		fmt.Fprint(pw, `{"jsonrpc":"2.0","id":2,"method":"ping"}`) // no newline at the end
		pw.Close()
	}()
	type refusal struct {
		id string
		n  int64
	}
	var refused []refusal
	l := newLineLimiter(pr, limit, func(id json.RawMessage, n int64) { refused = append(refused, refusal{string(id), n}) })
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	out, err := io.ReadAll(l)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if want := "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}"; string(out) != want {
		t.Fatalf("passed on %q", out)
	}
	if len(refused) != 1 || refused[0].id != "42" || refused[0].n < big {
		t.Fatalf("refused %v", refused)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Fatalf("reading a %d MiB line allocated %d MiB", big>>20, alloc>>20)
	}
}
