package session

import (
	"time"

	"github.com/agentty/agentty/session/kernel"
)

// Owner says whether process pid belongs to one of the manager's sessions,
// and how that is known (kernel.Owner, asked of the sessions once none is
// starting): a session host refuses its sessions' processes as clients.
// The caller judges a process that is known to live meanwhile.
func (m *Manager) Owner(pid int) (how string, ok bool) {
	return kernel.Owner(pid, m.held, m.procs.TracksTrees())
}

// held is every started session as kernel.Owner asks of it.
func (m *Manager) held() []kernel.Held {
	ss := m.startedSessions()
	held := make([]kernel.Held, len(ss))
	for i, s := range ss {
		held[i] = kernel.Held{ID: s.id, Leader: s.kern.cmd.Pid(), Live: !s.kern.isExited(), Tree: s.kern.procs}
	}
	return held
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
