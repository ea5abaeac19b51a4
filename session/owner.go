package session

import (
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"golang.org/x/sys/unix"
)

// Owner says whether process pid belongs to one of the manager's sessions,
// and how that is known: a session host refuses its sessions' processes as
// clients. A process belongs to a session when any of these holds:
//
//   - its ancestry reaches a session's leader or the server itself (a
//     server that tracks trees is a child subreaper, so a session's orphans
//     are re-parented to it);
//   - its kernel session is a live session's (getsid: the leader's pid);
//   - the session's tracker lists it (its cgroup on Linux, its process
//     group elsewhere);
//   - its environment carries a session's key (AGENTTY_SESSION_KEY, where
//     the platform reads another process's environment).
//
// On Linux one of them holds after setsid, a double fork and a cleared
// environment: a session's process stays in its cgroup whatever it does,
// and without cgroups the server is a child subreaper, so an orphan is
// re-parented to it and its ancestry still leads there. What a platform
// cannot see is said by its parentOf and envKey. The server itself is no
// session's. It reads the process table: the caller judges a process that
// is known to live meanwhile.
func (m *Manager) Owner(pid int) (how string, ok bool) {
	self := os.Getpid()
	if pid <= 0 || pid == self {
		return "", false
	}
	sessions := m.startedSessions()
	// Only live leaders: the pid of one that ended may be another's now.
	leaders := map[int]string{}
	for _, s := range sessions {
		if !s.kern.isExited() {
			leaders[s.kern.cmd.Pid()] = s.id
		}
	}
	// A child of the server is a session's only where the server adopts
	// the sessions' orphans (a process embedding a manager, a test, has
	// children of its own: a browser).
	adopts := m.procs.Adopts()
	for p, n := pid, 0; p > 1 && n < maxAncestry; n++ {
		if id, ok := leaders[p]; ok {
			return fmt.Sprintf("it is a process of session %s", id), true
		}
		pp, ok := kernel.ParentOf(p)
		if !ok {
			break
		}
		if pp == self && adopts {
			return "it descends from the session host (a session's process, or one a session left behind that the host adopted)", true
		}
		p = pp
	}
	if sid, err := unix.Getsid(pid); err == nil {
		if id, ok := leaders[sid]; ok {
			return fmt.Sprintf("it is in session %s's kernel session", id), true
		}
	}
	for _, s := range sessions {
		if slices.Contains(s.kern.procs.Pids(), pid) {
			return fmt.Sprintf("it is one of session %s's processes", s.id), true
		}
	}
	if key := kernel.EnvKey(pid); key != "" {
		for _, s := range sessions {
			if k := kernel.TreeKey(s.kern.procs); k != "" && k == key {
				return fmt.Sprintf("its environment marks it as session %s's", s.id), true
			}
		}
	}
	return "", false
}

// Belongs says whether process pid belongs to an agentty session, and
// whose: one of the manager's (Owner), or one of any other server's of
// this machine (kernel.SessionOf: of any version, runtime directory or
// user, and the far host of a machine whose link ends here). how reads
// after "belongs to": "a session of this server: it is a process of
// session s1". The error (kernel.ErrUnknownProcess) says when that cannot
// be told; a caller refuses such a process as it refuses a session's. The
// caller judges a process that is known to live meanwhile.
func (m *Manager) Belongs(pid int) (how string, in bool, err error) {
	if how, ok := m.Owner(pid); ok {
		return "a session of this server: " + how, true, nil
	}
	how, in, err = kernel.SessionOf(pid)
	if in {
		how = "a session of another agentty server: " + how
	}
	return how, in, err
}

// Belongs is Manager.Belongs where no manager is (a front end): whether
// process pid belongs to a session of any agentty server of this machine.
func Belongs(pid int) (how string, in bool, err error) {
	how, in, err = kernel.SessionOf(pid)
	if in {
		how = "a session of an agentty server: " + how
	}
	return how, in, err
}

// startedSessions returns the manager's sessions once none is starting
// (waiting up to ownerWait): the process of a session that is starting is
// in no list yet (its pid, cgroup and key are known only once it started),
// and a program it runs could otherwise connect in that moment.
func (m *Manager) startedSessions() []*Session {
	deadline := time.Now().Add(ownerWait)
	for {
		m.mu.Lock()
		sessions := make([]*Session, 0, len(m.sessions))
		starting := false
		for _, s := range m.sessions {
			if s == nil {
				starting = true
				continue
			}
			sessions = append(sessions, s)
		}
		m.mu.Unlock()
		if !starting || time.Now().After(deadline) {
			return sessions
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// ownerWait is how long Owner waits for sessions that are starting.
const ownerWait = 5 * time.Second

// maxAncestry bounds the walk up a process's ancestry (a loop in a
// changing process table ends).
const maxAncestry = 4096
