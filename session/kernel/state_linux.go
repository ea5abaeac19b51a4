package kernel

import (
	"strconv"
	"strings"
	"sync"
	"time"
)

// procfsProber is Linux's kernel backend: it reads each thread of the
// foreground group in /proc (scheduler state, the system call a sleeping
// thread is in, the descriptors it waits on and the timeout it asked for,
// CPU time), so it sees a program blocked reading the terminal, and a
// timer about to wake it.
type procfsProber struct {
	mu     sync.Mutex // guards fg, last and sleeps; never held while /proc is read
	fg     fgCache
	last   lastLook
	sleeps map[string]sleep // the timed sleeps the last look found, by thread
	// tree is the session's processes: the foreground's are found among
	// those its tracker holds (listed), not by reading every process of
	// the machine. nil: the whole table is read.
	tree Tree
}

// sleep is a thread's timed sleep as first seen: the call and the
// schedstat it was seen in, and when. A thread cannot leave a call without
// running, which changes its schedstat: a later look that finds both the
// same finds the same sleep, begun before since.
type sleep struct {
	call, sched string
	since       time.Time
}

// memberCacheTTL bounds how long the list of foreground processes is reused
// before /proc is scanned again.
const memberCacheTTL = 200 * time.Millisecond

// fgCache remembers the processes of the foreground group between looks, so
// that /proc is not scanned on every poll.
type fgCache struct {
	pgrp     int
	members  []Proc
	scanned  time.Time
	children map[int]string // each member's children when scanned
}

// lastLook is the last look that found every thread of the group asleep
// in an untimed wait, to be given again while none of them has run.
type lastLook struct {
	group Group
	seen  []threadFacts // the threads examined, in the order of the group's members
}

func newKernelProber(t Tree) Prober { return &procfsProber{tree: t} }

// newMemberList lists a group's processes for the portable backend from
// procfs, with the procfs backend's cache, which sees a member die, exec
// or fork at once.
func newMemberList(t Tree) memberList {
	p := &procfsProber{tree: t}
	return func(sid, pgrp int) []Proc {
		members, _ := p.foreground(sid, pgrp)
		return members
	}
}

func (p *procfsProber) Look(sid, pgrp int, tty string) Group {
	l := Group{Pgrp: pgrp, Sees: true, Reader: -1}
	members, tids := p.foreground(sid, pgrp)
	if g, ok := p.again(pgrp, members, tids); ok {
		return g
	}
	now := time.Now()
	p.mu.Lock()
	before := p.sleeps
	p.mu.Unlock()
	sleeps := map[string]sleep{}
	// A copy: the states are this look's, the cache is shared.
	l.Members = append([]Proc(nil), members...)
	var seen []threadFacts
	for i, m := range members {
		fds := newFDCheck(m.Pid, tty)
		for _, tid := range tids[i] {
			tf := examineThread(m.Pid, tid, fds)
			seen = append(seen, tf)
			l.CPU += tf.cpu
			switch tf.state {
			case 'R', 'D':
				l.Busy = true
			case 'T':
				l.Stopped = true
				l.Members[i].State = 'T'
			case 'S':
				wake := tf.wake
				if tf.relative && wake > 0 {
					// How much is left is not shown: count it from
					// when this sleep was first seen.
					sl := sleep{call: tf.call, sched: tf.sched, since: now}
					if b, ok := before[tf.dir]; ok && b.call == sl.call && b.sched == sl.sched {
						sl.since = b.since
					}
					sleeps[tf.dir] = sl
					wake = max(sl.since.Add(tf.wake).Sub(now), time.Microsecond)
				}
				if tf.onTTY && l.Reader < 0 {
					l.Reader = i
				}
				if tf.onTTY && tf.timeout > 0 && (l.Timer == 0 || tf.timeout < l.Timer) {
					l.Timer, l.TimerWake = tf.timeout, wake
				}
				if wake > 0 {
					l.Wakes = append(l.Wakes, wake)
				}
				l.Hidden = l.Hidden || tf.unknown
				l.Outside = l.Outside || tf.outside
				l.InFlight = l.InFlight || tf.flight
				l.Relay = l.Relay || tf.relay
			}
		}
		fds.close()
	}
	p.mu.Lock()
	p.sleeps = sleeps
	p.mu.Unlock()
	if l.Stopped {
		l.Resuming = parentRuns(l.Members)
	}
	if !l.Busy && !l.Stopped && !oneInstant(seen) {
		// A thread ran while the others were read: what was read of
		// each is from another moment (see oneInstant). It is at work.
		l.Busy = true
	}
	p.remember(l, seen)
	return l
}

// remember keeps a look whose threads all sleep in untimed waits (cat or
// a shell reading the terminal, a program waiting on a socket), which
// again gives while none of them runs; not one with bytes in flight,
// which the other end takes without any of them running.
func (p *procfsProber) remember(l Group, seen []threadFacts) {
	keep := !l.Busy && !l.Stopped && !l.InFlight && l.Timer == 0 && len(l.Wakes) == 0 && len(seen) > 0
	for _, tf := range seen {
		keep = keep && tf.state == 'S' && tf.sched != ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.last = lastLook{}
	if keep {
		p.last = lastLook{group: l, seen: seen}
	}
}

// again gives the last look again when the group has the same members
// (named as they are now) and threads as then, and every thread is still
// asleep with the schedstat it had (stillAsleep): a thread cannot leave
// the call it sleeps in, nor change its descriptors or what another
// thread of its process does, without running, and a timed wait (whose
// time left changes) is never kept. It reads two files a thread where a look reads at least five, so
// that listing a thousand idle sessions costs a fraction of looking at each
// afresh.
func (p *procfsProber) again(pgrp int, members []Proc, tids [][]string) (Group, bool) {
	p.mu.Lock()
	last := p.last
	p.mu.Unlock()
	if last.seen == nil || last.group.Pgrp != pgrp || len(last.group.Members) != len(members) {
		return Group{}, false
	}
	i := 0
	for m, proc := range members {
		// The members' facts are read before their threads: a look
		// whose stat of a member came from before it exec'd or set its
		// job-control signals aside (dash starting, read at its first
		// prompt) would otherwise name it as it was for as long as it
		// sleeps there.
		if was := last.group.Members[m]; was.Pid != proc.Pid || was.Comm != proc.Comm || was.RunsJobs != proc.RunsJobs {
			return Group{}, false
		}
		for _, tid := range tids[m] {
			if i >= len(last.seen) || last.seen[i].dir != "/proc/"+strconv.Itoa(proc.Pid)+"/task/"+tid+"/" {
				return Group{}, false
			}
			i++
		}
	}
	if i != len(last.seen) {
		return Group{}, false
	}
	for _, tf := range last.seen {
		if !tf.stillAsleep() {
			return Group{}, false
		}
	}
	g := last.group
	g.Members = append([]Proc(nil), g.Members...)
	return g, true
}

// oneInstant reports whether a look that found every thread asleep holds
// at one instant: the threads are read one after another, and one read
// asleep early may have been woken, run and changed what another does
// (a Go program's poller woken to sleep again with a timer a goroutine
// just set, while the thread that set it went idle) before that other is
// read. Each is read again: a thread still asleep with the same schedstat
// has not run in between, so at the moment between the two reads every
// thread was doing what the first read found.
func oneInstant(seen []threadFacts) bool {
	for _, tf := range seen {
		if tf.state != 0 && !tf.stillAsleep() {
			return false
		}
	}
	return true
}

// parentRuns reports whether the parent of a stopped member, outside the
// group, runs or waits for the disk.
func parentRuns(members []Proc) bool {
	in := map[int]bool{}
	for _, m := range members {
		in[m.Pid] = true
	}
	for _, m := range members {
		if m.State != 'T' || in[m.PPid] || m.PPid <= 1 {
			continue
		}
		if st, ok := readStat("/proc/" + strconv.Itoa(m.PPid) + "/stat"); ok && (st.State == 'R' || st.State == 'D') {
			return true
		}
	}
	return false
}

// foreground returns the processes of group pgrp of kernel session sid,
// from the cache when it is fresh, with the threads of each, listed now.
func (p *procfsProber) foreground(sid, pgrp int) ([]Proc, [][]string) {
	p.mu.Lock()
	c := p.fg
	p.mu.Unlock()
	fresh := c.pgrp == pgrp && time.Since(c.scanned) < memberCacheTTL
	var tids [][]string
	if fresh {
		for _, m := range c.members {
			// A process that died, exec'd another program (its comm
			// changes), set its job-control signals aside (a shell
			// starting) or started a child (git its pager, man less)
			// makes the cache stale.
			st, ok := readStat("/proc/" + strconv.Itoa(m.Pid) + "/stat")
			if !ok || st.State == 'Z' || st.Comm != m.Comm || st.RunsJobs != m.RunsJobs {
				fresh = false
				break
			}
			t := threads(m.Pid)
			if kids, ok := childrenOf(m.Pid, t); ok && kids != c.children[m.Pid] {
				fresh = false
				break
			}
			tids = append(tids, t)
		}
	}
	if fresh {
		return c.members, tids
	}
	c = fgCache{pgrp: pgrp, scanned: time.Now(), children: map[int]string{}}
	tids = nil
	if pgrp > 0 {
		c.members = groupProcs(p.tree, sid, pgrp)
		// A child born during the scan may be missing from it while its
		// parent's list, read now, already names it: add it here, or the
		// cache would hide it until it expires.
		known := map[int]bool{}
		for _, m := range c.members {
			known[m.Pid] = true
		}
		for i := 0; i < len(c.members); i++ {
			t := threads(c.members[i].Pid)
			tids = append(tids, t)
			kids, _ := childrenOf(c.members[i].Pid, t)
			c.children[c.members[i].Pid] = kids
			for _, f := range strings.Fields(kids) {
				pid, _ := strconv.Atoi(f)
				if pid <= 0 || known[pid] {
					continue
				}
				known[pid] = true
				if st, ok := readStat("/proc/" + f + "/stat"); ok && st.Pgrp == pgrp && st.State != 'Z' && st.State != 'X' {
					c.members = append(c.members, st)
				}
			}
		}
	}
	p.mu.Lock()
	p.fg = c
	p.mu.Unlock()
	return c.members, tids
}

// groupProcs returns the live processes of group pgrp of kernel session
// sid among those tree's tracker holds (listed): the cost of a look is the
// session's processes, whatever else runs on the machine (read from every
// process's stat, the looks of a host of 100 sessions took 82% of its
// time, and more with every session opened). A group of which the tracker holds
// none (its processes left the session's cgroup, or there is no tree) is
// looked for in the whole table, as is a group the table shows empty
// (between a job's end and the shell taking the terminal back), at most
// once per memberCacheTTL as the cache keeps the answer. A member that
// left the tracker's hold while others of its group stayed is not found.
func groupProcs(tree Tree, sid, pgrp int) []Proc {
	pids, ok := listed(tree)
	if !ok {
		return SessionProcs(sid, pgrp)
	}
	var out []Proc
	for _, pid := range pids {
		st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
		if !ok || st.Session != sid || st.Pgrp != pgrp || st.State == 'Z' || st.State == 'X' {
			continue
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		return SessionProcs(sid, pgrp)
	}
	return out
}
