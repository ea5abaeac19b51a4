package kernel

import (
	"slices"
	"time"
)

// A Prober looks through the kernel at the processes of a terminal's
// foreground group. Each session has its own, which may keep what it found
// between looks; Look is safe for concurrent use.
//
// The probers are: procfs (state_linux.go), sysctl (state_darwin.go) and
// portable (state_portable.go), which every Unix has.
type Prober interface {
	// Look examines foreground group pgrp (0 when the terminal did not
	// say) of kernel session sid, whose terminal is the device tty.
	Look(sid, pgrp int, tty string) Group
}

// Group is what a prober found in the foreground group.
type Group struct {
	Pgrp    int    // the foreground group; a prober may correct the terminal's answer
	Members []Proc // the group's live processes
	// Sees is set when the prober can tell a process that reads the
	// terminal from one that sleeps on anything else; Reader, Busy and
	// Hidden mean something only then.
	Sees    bool
	Reader  int    // index of a member blocked reading the terminal, or -1
	Busy    bool   // a thread runs or waits for the disk
	Hidden  bool   // a member sleeps in a call the kernel hides (a setuid program)
	Stopped bool   // a member is stopped
	CPU     uint64 // CPU time of the group's threads
	// Timer is the shortest timeout a thread waiting for the terminal
	// asked for (a program that redraws on a timer); 0 when none has one
	// or the prober cannot see it. TimerWake is how soon at the latest
	// that thread wakes (what is left of Timer, as far as the prober
	// knows when its sleep began).
	Timer, TimerWake time.Duration
	// Wakes are the timers the group's sleeping threads wait on, one per
	// thread asleep in a timed wait, whatever it waits for besides (the
	// terminal, another thread, a socket, nothing): how soon at the
	// latest each wakes (the timeout it asked for, or what is left of a
	// time to wake at). A program that draws from a timer (a renderer's
	// frame tick, a throttled render) has one pending. A timeout given
	// as a length is counted from the first look that found the thread
	// in that sleep (the kernel does not show how much of it is left), so
	// each is an upper bound. Empty where the prober cannot see them.
	Wakes []time.Duration
	// Outside is set when a thread waits on something from outside the
	// program (a socket or a pipe whose other end it does not hold,
	// another terminal): a program that may draw without input.
	Outside bool
	// InFlight is set when such a socket a thread waits on holds bytes
	// in flight: written and not yet taken by the other end, or come and
	// not yet read (an exchange under way; Linux).
	InFlight bool
	// Relay is set when the thread reading the terminal waits, in the
	// same call, on connections only besides it (sockets or pipes whose
	// other end the program does not hold, other terminals): a relay
	// (ssh, telnet, nc, script), whose far side the prober cannot see.
	Relay bool
	// Resuming is set when a stopped member's parent outside the group
	// runs: a shell about to take the terminal back from the job it
	// stopped (<ctrl-z>).
	Resuming bool
}

// NewProber returns a new prober for the session whose processes are t
// (nil when unknown): the platform's kernel prober, or the portable one
// where the platform has none or portable asks for it. A prober finds the
// foreground's processes among t's where the platform can list those
// alone (Linux).
func NewProber(portable bool, t Tree) Prober {
	if portable {
		return newPortableProber(t)
	}
	if p := newKernelProber(t); p != nil {
		return p
	}
	return newPortableProber(t)
}

// groupStopped reports whether a member of the group is stopped. Only the
// process table is asked, so it holds on every platform whose table has
// run states; a prober that sees readers checks them first.
func groupStopped(members []Proc) bool {
	return slices.ContainsFunc(members, func(m Proc) bool { return m.State == 'T' })
}

// Nameable picks the member that names the foreground: the one reading the
// terminal; else the group's leader; but when the leader is a shell that
// only waits for its children (bash -c 'a & b'), its newest childless
// member. isShell says whether a program is a shell (the classifier's
// modes.IsShell: which programs are shells is the classifier's to know).
func Nameable(members []Proc, reader, pgrp int, isShell func(program string) bool) int {
	if reader >= 0 {
		return reader
	}
	leader := -1
	parents := map[int]bool{}
	for i, m := range members {
		parents[m.PPid] = true
		if m.Pid == pgrp {
			leader = i
		}
	}
	if leader >= 0 && !(parents[members[leader].Pid] && isShell(ProgramOf(members[leader], Cmdline(members[leader].Pid)))) {
		return leader
	}
	return NewestLeaf(members)
}

// NewestLeaf returns the newest member without children in the group, or
// -1 when there are no members.
func NewestLeaf(members []Proc) int {
	parents := map[int]bool{}
	for _, m := range members {
		parents[m.PPid] = true
	}
	pick := -1
	for i, m := range members {
		if !parents[m.Pid] && (pick < 0 || m.Start > members[pick].Start) {
			pick = i
		}
	}
	if pick < 0 && len(members) > 0 {
		pick = 0
	}
	return pick
}
