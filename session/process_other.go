//go:build !linux

package session

import (
	"os/exec"
	"time"

	"golang.org/x/sys/unix"
)

// Without Linux's cgroups, subreaper and pidfds, a session's processes are
// its process group: the session's process leads a new kernel session, whose
// first process group keeps every child that does not start a group or a
// session of its own. A child that does (setsid, a shell's job control)
// is not found.

// tracker starts a manager's session processes.
type tracker struct{}

func newTracker(bool) *tracker { return &tracker{} }

// start starts cmd as the leader of a session and returns it and its
// tree, its process group.
func (t *tracker) start(cmd *exec.Cmd, _ string) (*exec.Cmd, tree, error) {
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	return cmd, &groupTree{pgid: cmd.Process.Pid}, nil
}

func (t *tracker) close() {}

func reapedChild(int) {}

// groupTree is the process group a session's process leads.
type groupTree struct {
	pgid int
}

func (g *groupTree) signal(sig unix.Signal) bool {
	if unix.Kill(-g.pgid, sig) != nil {
		return false
	}
	if sig == unix.SIGHUP || sig == unix.SIGTERM {
		_ = unix.Kill(-g.pgid, unix.SIGCONT)
	}
	return true
}

// waitEmpty polls the group (only its members are looked at, not every
// process of the machine) until it is gone.
func (g *groupTree) waitEmpty(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for unix.Kill(-g.pgid, 0) == nil {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

func (g *groupTree) pids() []int {
	if unix.Kill(-g.pgid, 0) != nil {
		return nil
	}
	return []int{g.pgid}
}

func (g *groupTree) release() {}
