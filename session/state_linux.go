package session

import (
	"strconv"
	"strings"
	"sync"
	"time"
)

// procfsProber is Linux's kernel backend: it reads each thread of the
// foreground group in /proc (scheduler state, the system call a sleeping
// thread is in and the descriptors it waits on, CPU time), so it sees a
// program blocked reading the terminal.
type procfsProber struct {
	mu sync.Mutex // guards fg; never held while /proc is read
	fg fgCache
}

// memberCacheTTL bounds how long the list of foreground processes is reused
// before /proc is scanned again.
const memberCacheTTL = 200 * time.Millisecond

// fgCache remembers the processes of the foreground group between looks, so
// that /proc is not scanned on every poll.
type fgCache struct {
	pgrp     int
	members  []procStat
	scanned  time.Time
	children map[int]string // each member's children when scanned
}

func newKernelProber() prober { return &procfsProber{} }

// newMemberList lists a group's processes for the portable backend from
// procfs, with the procfs backend's cache, which sees a member die, exec
// or fork at once.
func newMemberList() memberList {
	p := &procfsProber{}
	return func(sid, pgrp int) []procStat {
		members, _ := p.foreground(sid, pgrp)
		return members
	}
}

func (p *procfsProber) look(sid, pgrp int, tty string) groupLook {
	l := groupLook{pgrp: pgrp, sees: true, reader: -1}
	members, tids := p.foreground(sid, pgrp)
	// A copy: the states are this look's, the cache is shared.
	l.members = append([]procStat(nil), members...)
	for i, m := range members {
		fds := newFDCheck(m.pid, tty)
		for _, tid := range tids[i] {
			tf := examineThread(m.pid, tid, fds)
			l.cpu += tf.cpu
			switch tf.state {
			case 'R', 'D':
				l.busy = true
			case 'T':
				l.stopped = true
				l.members[i].state = 'T'
			case 'S':
				if tf.onTTY && l.reader < 0 {
					l.reader = i
				}
				if tf.onTTY && tf.timeout > 0 && (l.timer == 0 || tf.timeout < l.timer) {
					l.timer = tf.timeout
				}
				l.hidden = l.hidden || tf.unknown
			}
		}
	}
	return l
}

// foreground returns the processes of group pgrp of kernel session sid,
// from the cache when it is fresh, with the threads of each, listed now.
func (p *procfsProber) foreground(sid, pgrp int) ([]procStat, [][]string) {
	p.mu.Lock()
	c := p.fg
	p.mu.Unlock()
	fresh := c.pgrp == pgrp && time.Since(c.scanned) < memberCacheTTL
	var tids [][]string
	if fresh {
		for _, m := range c.members {
			// A process that died, exec'd another program (its comm
			// changes) or started a child (git its pager, man less)
			// makes the cache stale.
			st, ok := readStat("/proc/" + strconv.Itoa(m.pid) + "/stat")
			if !ok || st.state == 'Z' || st.comm != m.comm {
				fresh = false
				break
			}
			t := threads(m.pid)
			if kids, ok := childrenOf(m.pid, t); ok && kids != c.children[m.pid] {
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
		c.members = sessionProcs(sid, pgrp)
		// A child born during the scan may be missing from it while its
		// parent's list, read now, already names it: add it here, or the
		// cache would hide it until it expires.
		known := map[int]bool{}
		for _, m := range c.members {
			known[m.pid] = true
		}
		for i := 0; i < len(c.members); i++ {
			t := threads(c.members[i].pid)
			tids = append(tids, t)
			kids, _ := childrenOf(c.members[i].pid, t)
			c.children[c.members[i].pid] = kids
			for _, f := range strings.Fields(kids) {
				pid, _ := strconv.Atoi(f)
				if pid <= 0 || known[pid] {
					continue
				}
				known[pid] = true
				if st, ok := readStat("/proc/" + f + "/stat"); ok && st.pgrp == pgrp && st.state != 'Z' && st.state != 'X' {
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
