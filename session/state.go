package session

import (
	"strconv"
	"strings"
	"time"

	"github.com/agentty/agentty/modes"
)

// State is whether the session's foreground works, waits for the agent, or
// has ended.
type State string

// The three states.
const (
	Running         State = "running"
	WaitingForInput State = "waiting_for_input"
	Exited          State = "exited"
)

// relays are programs that forward the terminal to programs the kernel here
// cannot see; while one is in raw mode in front, state is inferred from the
// screen and quiet time.
var relays = map[string]bool{
	"ssh": true, "mosh-client": true, "mosh": true, "telnet": true, "docker": true,
	"podman": true, "kubectl": true, "oc": true, "lxc": true, "incus": true,
	"nc": true, "ncat": true, "socat": true, "screen": true, "tmux": true,
	"sshpass": true, "autossh": true, "gcloud": true, "aws": true, "az": true,
	"script": true, "minicom": true, "picocom": true, "virsh": true, "vagrant": true,
	"multipass": true, "nerdctl": true, "ctr": true, "distrobox": true, "toolbox": true,
}

// observation is one look at the terminal's foreground through the kernel.
type observation struct {
	state     State
	pgrp      int // foreground process group
	pid       int // the process named in program
	program   string
	args      []string
	echo      bool
	canonical bool
	relay     bool   // a relay in raw mode is in front: state is inferred
	inferred  bool   // waiting is guessed (the syscall is hidden): settle on quiet time
	cpu       uint64 // CPU time of every foreground thread, for "it ran"
	inputQ    int    // bytes of input not yet read by the program
	chunks    uint64 // output chunks read so far
	// timer is the shortest timeout a thread waiting for the terminal
	// asked for: such a program wakes on its own, to redraw (htop, top);
	// 0 when none has one.
	timer time.Duration
}

// facts converts an observation for the mode classifier.
func (o observation) facts() modes.Facts {
	return modes.Facts{
		Program:   o.program,
		Args:      o.args,
		Echo:      o.echo,
		Canonical: o.canonical,
		Waiting:   o.state == WaitingForInput,
		Exited:    o.state == Exited,
		Relay:     o.relay,
	}
}

// fgCache remembers the processes of the foreground group between looks, so
// that /proc is not scanned on every poll.
type fgCache struct {
	pgrp     int
	members  []procStat
	scanned  time.Time
	children map[int]string // each member's children when scanned
}

// observe looks at the foreground through the kernel.
func (s *Session) observe() observation {
	var o observation
	s.mu.Lock()
	o.chunks = s.outputChunks
	exited := s.exited
	s.mu.Unlock()
	if exited && s.isExited() {
		o.state = Exited
		return o
	}

	_ = s.ptmConn.Control(func(fd uintptr) { o.pgrp = fgPgrp(int(fd)) })
	_ = s.ptsConn.Control(func(fd uintptr) {
		o.echo, o.canonical, _ = termiosFlags(int(fd))
		o.inputQ = pendingInput(int(fd))
	})

	members, tids := s.foreground(o.pgrp)
	reader := -1
	busy, maybe := false, false
	for i, m := range members {
		tty := newFDCheck(m.pid, s.ptsName)
		for _, tid := range tids[i] {
			tf := examineThread(m.pid, tid, tty)
			o.cpu += tf.cpu
			switch tf.state {
			case 'R', 'D':
				busy = true
			case 'S':
				if tf.onTTY && reader < 0 {
					reader = i
				}
				if tf.onTTY && tf.timeout > 0 && (o.timer == 0 || tf.timeout < o.timer) {
					o.timer = tf.timeout
				}
				maybe = maybe || tf.unknown
			}
		}
	}
	pick := nameable(members, reader, o.pgrp)
	if pick >= 0 {
		m := members[pick]
		o.pid = m.pid
		// Read on every look: an exec that keeps the kernel's comm (a
		// wrapper script named like the program it runs) changes argv.
		argv := cmdline(m.pid)
		o.program = programOf(m, argv)
		if len(argv) > 1 {
			o.args = argv[1:]
		}
	}
	o.relay = relays[o.program] && !o.canonical
	switch {
	case !busy && reader >= 0:
		o.state = WaitingForInput
	case !busy && maybe && (!o.echo || !o.canonical):
		// Asleep in a hidden call with echo off (a password read) or in
		// raw mode (a full-screen program): taken as waiting, settled by
		// quiet time. In cooked mode with echo it could as well be
		// sleeping, so it stays running.
		o.state, o.inferred = WaitingForInput, true
	default:
		o.state = Running
	}
	return o
}

// nameable picks the member that names the foreground: the one reading the
// terminal; else the group's leader; but when the leader is a shell that
// only waits for its children (bash -c 'a & b'), its newest childless
// member.
func nameable(members []procStat, reader, pgrp int) int {
	if reader >= 0 {
		return reader
	}
	leader := -1
	parents := map[int]bool{}
	for i, m := range members {
		parents[m.ppid] = true
		if m.pid == pgrp {
			leader = i
		}
	}
	if leader >= 0 && !(parents[members[leader].pid] && modes.IsShell(programOf(members[leader], cmdline(members[leader].pid)))) {
		return leader
	}
	pick := -1
	for i, m := range members {
		if !parents[m.pid] && (pick < 0 || m.start > members[pick].start) {
			pick = i
		}
	}
	if pick < 0 && len(members) > 0 {
		pick = 0
	}
	return pick
}

// foreground returns the processes of the foreground group, from the cache
// when it is fresh, with the threads of each, listed now.
func (s *Session) foreground(pgrp int) ([]procStat, [][]string) {
	s.mu.Lock()
	c := s.fg
	s.mu.Unlock()
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
		c.members = sessionProcs(s.cmd.Pid(), pgrp)
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
	s.mu.Lock()
	s.fg = c
	s.mu.Unlock()
	return c.members, tids
}

// Program returns the name of the foreground program.
func (s *Session) Program() string {
	return s.observe().program
}
