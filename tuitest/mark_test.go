package tuitest_test

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tuitest"
)

// The program a Term runs, and what it starts that leaves it (setsid, a
// fork whose parent exits, a cleared environment), belong to an agentty
// server's session for every host of the machine: the test process is
// marked as a server while a Term is open, and is no more once the last
// one has ended. (cmd/agentty's TestWallsTuitest has a host refuse such a
// program.) Not parallel: no other test's Term is open meanwhile.
func TestMarkedAsAServer(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("other servers' sessions are recognised on Linux")
	}
	sessiontest.Need(t, "sh", "setsid", "env", "sleep", "mv")
	file := filepath.Join(t.TempDir(), "orphan")
	server := "agentty server pid " + strconv.Itoa(os.Getpid()) + " "
	t.Run("open", func(t *testing.T) {
		term := tuitest.Start(t, []string{"sh", "-c", `setsid -f sh -c 'echo $$ >` + file + `.tmp; mv ` + file + `.tmp ` + file + `; exec env -i sleep 30'; echo pid=$$; read x`})
		term.WaitRegex(`pid=\d+`)
		m := regexp.MustCompile(`pid=(\d+)`).FindStringSubmatch(term.Screen().Text())
		leader, _ := strconv.Atoi(m[1])
		var orphan int
		sessiontest.Eventually(t, 10*time.Second, "the orphan to start and be re-parented to the test process", func() bool {
			b, err := os.ReadFile(file)
			if err != nil {
				return false
			}
			orphan, _ = strconv.Atoi(strings.TrimSpace(string(b)))
			pp, _ := kernel.ParentOf(orphan)
			return pp == os.Getpid()
		})
		for _, pid := range []int{leader, orphan} {
			how, in, err := kernel.SessionOf(pid)
			if !in || err != nil || !strings.Contains(how, server) {
				t.Errorf("process %d of a Term: %q %v %v, want a session of the %s(this test)", pid, how, in, err, server)
			}
		}
	})
	m, err := kernel.MarkServer()
	if err != nil {
		t.Fatalf("the mark was not given back once the Term ended: %v", err)
	}
	m.Close()
}
