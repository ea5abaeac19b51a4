package guard_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/agentty/agentty/guard"
	"github.com/agentty/agentty/session/sessiontest"
)

// handOff, run by the test, connects to URL and sends a request; once
// DIR/fork exists it forks a child that keeps the connection (its pid to
// DIR/child, and what it reads to DIR/got) and exits. argv: URL DIR.
const handOff = `
import os, socket, sys, time, urllib.parse
u, d = urllib.parse.urlsplit(sys.argv[1]), sys.argv[2]
s = socket.create_connection((u.hostname, u.port))
s.sendall(("GET / HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n" % u.netloc).encode())
while not os.path.exists(os.path.join(d, "fork")):
    time.sleep(0.01)
if os.fork() == 0:
    with open(os.path.join(d, "child.tmp"), "w") as f:
        f.write(str(os.getpid()))
    os.rename(os.path.join(d, "child.tmp"), os.path.join(d, "child"))
    data = b""
    s.settimeout(20)
    while True:
        c = s.recv(65536)
        if not c:
            break
        data += c
    with open(os.path.join(d, "got.tmp"), "wb") as f:
        f.write(data)
    os.rename(os.path.join(d, "got.tmp"), os.path.join(d, "got"))
    os._exit(0)
os._exit(0)
`

// The processes holding a connection may change while they are judged:
// the one found forks a child, which keeps the connection, and exits, its
// pid another process's by the time it is judged (the rule below says so
// of it: outside every session). The child, a session's, was not among
// those found; the page looks again, finds it and refuses the connection.
func TestPeerChangesWhileJudged(t *testing.T) {
	sessiontest.Need(t, "python3")
	dir := t.TempDir()
	makers := make(chan *exec.Cmd, 1)
	var child atomic.Int64
	var first atomic.Bool
	rule := guard.PeerRule{What: "the test's page", Belongs: func(pid int) (string, bool, error) {
		if first.CompareAndSwap(false, true) {
			maker := <-makers
			if pid != maker.Process.Pid {
				t.Errorf("the first process judged is %d, not the one that connected (%d)", pid, maker.Process.Pid)
			}
			sessiontest.WriteFile(t, filepath.Join(dir, "fork"), "")
			for deadline := time.Now().Add(20 * time.Second); child.Load() == 0 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
				b, _ := os.ReadFile(filepath.Join(dir, "child"))
				n, _ := strconv.Atoi(string(b))
				child.Store(int64(n))
			}
			_ = maker.Wait()
			return "", false, nil // its pid is another process's now, outside every session
		}
		if int64(pid) == child.Load() {
			return "a session of the test", true, nil
		}
		return "", false, nil
	}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if why := guard.JudgePeer(r, rule); why != "" {
			http.Error(w, "refused: "+why, http.StatusForbidden)
			return
		}
		_, _ = w.Write([]byte("served"))
	}))
	t.Cleanup(srv.Close)
	maker := exec.Command("python3", "-c", handOff, srv.URL, dir)
	if err := maker.Start(); err != nil {
		t.Fatal(err)
	}
	makers <- maker
	var got string
	sessiontest.Eventually(t, 30*time.Second, "the child's answer", func() bool {
		b, err := os.ReadFile(filepath.Join(dir, "got"))
		got = string(b)
		return err == nil
	})
	if c := child.Load(); c == 0 || !strings.Contains(got, "403 Forbidden") || !strings.Contains(got, "(pid "+strconv.FormatInt(c, 10)+") that belongs to a session of the test") {
		t.Errorf("a connection left to a session's child while it was judged (child %d):\n%s", child.Load(), got)
	}
}
