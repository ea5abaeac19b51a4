package session

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/agentty/agentty/session/config"
	"github.com/agentty/agentty/session/sessiontest"
)

// A session holds at most config.SessionFDs descriptors of the server (recorded,
// in a cgroup or its tree), which the descriptor limit's room for
// sessions reckons with.
func TestSessionDescriptors(t *testing.T) {
	sessiontest.Need(t, "cat")
	for _, tr := range trackers {
		t.Run(tr.name, func(t *testing.T) {
			tr.hold(t)
			m := NewManager(Config{RecordDir: t.TempDir(), TrackTrees: tr.walk})
			defer m.Close()
			count := func() int {
				ents, err := os.ReadDir("/proc/self/fd")
				if err != nil {
					t.Fatal(err)
				}
				return len(ents)
			}
			open(t, m, Options{Argv: []string{"cat"}}) // the manager's own (a cgroup's guard) come with the first
			before := count()
			const n = 4
			for range n {
				s := open(t, m, Options{Argv: []string{"cat"}})
				if _, err := s.Settle(context.Background(), Expect{}, time.Minute); err != nil {
					t.Fatal(err)
				}
			}
			per := float64(count()-before) / n
			t.Logf("%.2f descriptors a session (%s)", per, tr.name)
			if per > config.SessionFDs {
				t.Errorf("a session holds %.2f descriptors, over config.SessionFDs (%d)", per, config.SessionFDs)
			}
		})
	}
}
