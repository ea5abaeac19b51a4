package session

import (
	"context"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// A relay is known by what it waits on, not by its name: a program that
// waits on the terminal and a connection in one call relays (its state is
// inferred, state_source quiet); one whose event loop waits on the
// terminal and a socket pair of its own (asyncio's wake-up pair, as in
// IPython) does not, nor one that waits on a socket it listens on (a
// server's console).
func TestRelayByWhatItWaitsOn(t *testing.T) {
	sessiontest.Need(t, "python3")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { _ = c.Close() })
		}
	}()
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	m := NewManager(Config{})
	t.Cleanup(func() { _ = m.Close() })
	if portable(m) {
		t.Skip("the portable backend sees no waits")
	}
	for _, c := range []struct {
		name   string
		script string
		relay  bool
	}{
		{"a connection and the terminal", "import socket, select, tty\ns = socket.create_connection(('127.0.0.1', " + port + "))\n" +
			"tty.setraw(0)\nprint('far> ', end='', flush=True)\nselect.select([0, s], [], [])\n", true},
		{"a listening socket and the terminal (a server's console)", "import socket, select, tty\ns = socket.socket()\ns.bind(('127.0.0.1', 0))\ns.listen()\n" +
			"tty.setraw(0)\nprint('srv> ', end='', flush=True)\nselect.select([0, s], [], [])\n", false},
		{"an event loop's own socket pair", "import asyncio, tty\ntty.setraw(0)\nprint('loop> ', end='', flush=True)\n" +
			"async def main():\n    loop = asyncio.get_running_loop()\n    done = loop.create_future()\n    loop.add_reader(0, done.set_result, 1)\n    await done\n" +
			"asyncio.run(main())\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := open(t, m, Options{Argv: []string{"python3", "-c", c.script}, Cols: 60, Rows: 8})
			v, err := s.Settle(context.Background(), Expect{}, 20*time.Second)
			if err != nil || v.Wait.Outcome != Settled {
				t.Fatalf("not settled: %v %+v", err, v.Wait)
			}
			wantSource := SourceKernel
			if c.relay {
				wantSource = SourceQuiet
			}
			if o := s.kern.observe(); o.relay != c.relay || v.Source != wantSource {
				t.Errorf("relay %v (state from %s), want %v (from %s)", o.relay, v.Source, c.relay, wantSource)
			}
		})
	}
}
