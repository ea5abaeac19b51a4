//go:build !linux

package kernel

import (
	"os/exec"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// Without Linux's cgroups, subreaper and pidfds, a session's processes are
// its process group: the session's process leads a new kernel session, whose
// first process group keeps every child that does not start a group or a
// session of its own. The other groups of the kernel session (a shell's
// jobs) are found where the platform lists a session's processes
// (SessionProcs: sysctl on macOS); a child that starts a session of its own
// (setsid) is not.

// Tracker starts a manager's session processes.
type Tracker struct{}

func NewTracker(bool) *Tracker { return &Tracker{} }

// TracksTrees reports false: a session's processes are its process group.
func (t *Tracker) TracksTrees() bool { return false }

// Start starts cmd as the leader of a session and returns it and its
// tree, its process group.
func (t *Tracker) Start(cmd *exec.Cmd, _ string) (*exec.Cmd, Tree, error) {
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	return cmd, &groupTree{pgid: cmd.Process.Pid}, nil
}

func (t *Tracker) Close() {}

func ReapedChild(int) {}

// AwaitExit returns at once: the caller's wait blocks until the process
// exits.
func AwaitExit(int) {}

// groupTree is the process group a session's process leads.
type groupTree struct {
	pgid int
}

func (g *groupTree) Signal(sig unix.Signal) bool {
	found := unix.Kill(-g.pgid, sig) == nil
	if found && (sig == unix.SIGHUP || sig == unix.SIGTERM) {
		_ = unix.Kill(-g.pgid, unix.SIGCONT)
	}
	// The session's other groups, one process at a time (the leader's pid
	// is the kernel session's id).
	for _, p := range SessionProcs(g.pgid, 0) {
		if p.Pgrp == g.pgid || unix.Kill(p.Pid, sig) != nil {
			continue
		}
		found = true
		if sig == unix.SIGHUP || sig == unix.SIGTERM {
			_ = unix.Kill(p.Pid, unix.SIGCONT)
		}
	}
	return found
}

// waitEmpty polls the group (only its members are looked at, not every
// process of the machine) until it is gone.
func (g *groupTree) WaitEmpty(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for unix.Kill(-g.pgid, 0) == nil {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	// The other groups: the process table is read less often than the
	// group is probed.
	for len(SessionProcs(g.pgid, 0)) > 0 {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(25 * time.Millisecond)
	}
	return true
}

func (g *groupTree) Pids() []int {
	var out []int
	if unix.Kill(-g.pgid, 0) == nil {
		out = append(out, g.pgid)
	}
	for _, p := range SessionProcs(g.pgid, 0) {
		if p.Pgrp != g.pgid {
			out = append(out, p.Pid)
		}
	}
	return out
}

func (g *groupTree) Release() {}

// LeaderStart is 0: the state files of session hosts name leaders by pid
// alone here.
func LeaderStart(Tree) uint64 { return 0 }

// Container names what holds t's processes for its tracker, as
// ContainerOf names what holds a process: its process group.
func Container(t Tree) string {
	if g, ok := t.(*groupTree); ok {
		return "group " + strconv.Itoa(g.pgid)
	}
	return ""
}

// ContainerOf names what holds process pid, to compare with Container: its
// process group; "" when it cannot be asked.
func ContainerOf(pid int) string {
	pgid, err := unix.Getpgid(pid)
	if err != nil {
		return ""
	}
	return "group " + strconv.Itoa(pgid)
}

func (g *groupTree) Key() string { return "" }

func (g *groupTree) LeaderReaped() {}
