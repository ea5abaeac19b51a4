package kernel

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// Held is a session as Owner asks of it: its id, its leader's pid, whether
// the leader lives (a leader that ended may have left its pid to another
// process) and the Tree of its processes.
type Held struct {
	ID     string
	Leader int
	Live   bool
	Tree   Tree
}

// Owner says whether process pid belongs to one of the sessions held, and
// how that is known: a session host refuses its sessions' processes as
// clients. held is called once pid's ancestry is read, for the sessions
// to ask of it; tracksTrees says the server is a child subreaper (it
// tells its sessions' processes by the tree). A process belongs to a
// session when it, or one of its ancestors, is:
//
//   - a session's leader, or a child of the server itself (a server that
//     tracks trees is a child subreaper, so a session's orphans are
//     re-parented to it);
//   - in a live session's kernel session (getsid: the leader's pid);
//   - held by the session's tracker (its cgroup on Linux, its process
//     group elsewhere);
//   - carrying a session's key in its environment (AGENTTY_SESSION_KEY,
//     where the platform reads another process's environment).
//
// These are the ways a tracker finds a session's processes (the ancestors
// stand for "and every descendant of those"), asked of one process's
// ancestry: the cost is the depth of its ancestry, whatever the number of
// sessions (listing every session's processes read the whole process
// table once per session, and a host of 300 sessions took longer than its
// front ends wait to judge one connection). On Linux one of them holds
// after setsid, a double fork and a cleared environment: a session's
// process stays in its cgroup whatever it does, and without cgroups the
// server is a child subreaper, so an orphan is re-parented to it and its
// ancestry still leads there. What a platform cannot see is said by its
// parentOf and envKey. The server itself is no session's. It reads the
// process table: the caller judges a process that is known to live
// meanwhile.
func Owner(pid int, held func() []Held, tracksTrees bool) (how string, ok bool) {
	self := os.Getpid()
	if pid <= 0 || pid == self {
		return "", false
	}
	// pid and its ancestors below the server, and what each says of
	// itself: read once, then asked of every session in one pass.
	type ancestor struct {
		pid, sid       int
		container, key string
	}
	var chain []ancestor
	at := map[int]int{} // a pid of the chain: its place in it
	adopted := false    // the chain's top is a child of the server
	for p, n := pid, 0; p > 1 && n < maxAncestry; n++ {
		a := ancestor{pid: p, sid: -1, container: ContainerOf(p), key: EnvKey(p)}
		if sid, err := unix.Getsid(p); err == nil {
			a.sid = sid
		}
		at[p] = len(chain)
		chain = append(chain, a)
		pp, ok := ParentOf(p)
		if !ok || pp == self {
			adopted = ok && pp == self
			break
		}
		p = pp
	}
	// The nearest ancestor each way finds: a leader (the ancestor's pid),
	// a kernel session (its sid), a tracker's hold, a key.
	const none = 1 << 30
	var found [4]struct {
		at int
		s  *Held
	}
	for i := range found {
		found[i].at = none
	}
	note := func(way, i int, s *Held) {
		if i < found[way].at {
			found[way].at, found[way].s = i, s
		}
	}
	// Each sid, hold and key of the chain: the nearest ancestor with it.
	sids, holds, keys := map[int]int{}, map[string]int{}, map[string]int{}
	for i := len(chain) - 1; i >= 0; i-- {
		if a := chain[i]; a.sid > 0 {
			sids[a.sid] = i
		}
		if a := chain[i]; a.container != "" {
			holds[a.container] = i
		}
		if a := chain[i]; a.key != "" {
			keys[a.key] = i
		}
	}
	sessions := held()
	for j := range sessions {
		s := &sessions[j]
		leader := s.Leader
		// Only live leaders: the pid of one that ended may be another's now.
		if i, ok := at[leader]; ok && s.Live {
			note(0, i, s)
		}
		if i, ok := sids[leader]; ok && s.Live {
			note(1, i, s)
		}
		if i, ok := holds[Container(s.Tree)]; ok {
			note(2, i, s)
		}
		if i, ok := keys[TreeKey(s.Tree)]; ok {
			note(3, i, s)
		}
	}
	if f := found[0]; f.s != nil {
		return fmt.Sprintf("it is a process of session %s", f.s.ID), true
	}
	// A child of the server is a session's only where the server tells
	// the sessions' processes by the tree (a process embedding a manager,
	// a test, has children of its own: a browser).
	if adopted && tracksTrees {
		return "it descends from the session host (a session's process, or one a session left behind that the host adopted)", true
	}
	best := 1
	for way := 2; way < len(found); way++ {
		if found[way].at < found[best].at {
			best = way
		}
	}
	f := found[best]
	if f.s == nil {
		return "", false
	}
	is := "it is"
	if f.at > 0 {
		is = fmt.Sprintf("it descends from process %d, which is", chain[f.at].pid)
	}
	switch best {
	case 1:
		return fmt.Sprintf("%s in session %s's kernel session", is, f.s.ID), true
	case 2:
		return fmt.Sprintf("%s one of session %s's processes", is, f.s.ID), true
	}
	return fmt.Sprintf("%s marked as session %s's by its environment", is, f.s.ID), true
}

// maxAncestry bounds the walk up a process's ancestry, here and in an
// ancestry read (mark_linux.go): a loop in a changing process table
// ends.
const maxAncestry = 4096
