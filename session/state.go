package session

import (
	"path/filepath"
	"time"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/launch"
	"github.com/agentty/agentty/spell"
)

// State is whether the session's foreground works, waits for the agent, is
// stopped, or has ended.
type State string

// The four states.
const (
	Running         State = "running"
	WaitingForInput State = "waiting_for_input"
	Stopped         State = "stopped" // the foreground job is stopped (SIGSTOP, SIGTSTP, <ctrl-z>)
	Exited          State = "exited"
)

// States lists every state, for schemas and checks.
var States = []State{Running, WaitingForInput, Stopped, Exited}

// Source says how a state was known.
type Source string

// The two sources.
const (
	// SourceKernel: the kernel showed it (a thread blocked reading the
	// terminal, one running, a stopped job, the exit status).
	SourceKernel Source = "kernel"
	// SourceQuiet: inferred from silence, termios and the screen, where
	// the kernel cannot say what the foreground waits on (a relay such as
	// ssh in front, a setuid program's hidden call, a platform without
	// Linux's procfs, or the portable backend).
	SourceQuiet Source = "quiet"
)

// relays name programs that forward the terminal to programs the kernel
// here cannot see. A relay is known by what it waits on (the terminal and
// connections only, in one call: kernel.Group.Relay); the names are a
// hint for the relays that wait on them in different threads (a Go
// program reads the terminal in one and its connection in another),
// taken while one in raw mode is in front and the kernel shows it waiting
// on a connection, or shows nothing. Behind a relay, state is inferred
// from quiet time.
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
	source    Source
	pgrp      int // foreground process group
	pid       int // the process named in program
	program   string
	args      []string
	echo      bool
	canonical bool
	runsJobs  bool   // the program named ignores the job-control stops (kernel.Proc.RunsJobs)
	relay     bool   // a relay in raw mode is in front: state is inferred
	inferred  bool   // waiting is guessed, not seen: settle on quiet time
	cpu       uint64 // CPU time of every foreground thread, for "it ran" (0 where unknown)
	busy      bool   // a foreground thread runs, waits to run or waits for the disk (seen only)
	inputQ    int    // bytes of input not yet read by the program
	// answered: every reply to the program's queries had been written to
	// it before inputQ was read, so inputQ counts what it has not taken
	// of them (activity.answered).
	answered bool
	chunks   uint64 // output chunks read so far
	// timer is the shortest timeout a thread waiting for the terminal
	// asked for: such a program wakes on its own, to redraw (htop, top);
	// 0 when none has one. timerWake is how soon that thread wakes at
	// the latest.
	timer, timerWake time.Duration
	// wakes are the timers the foreground's sleeping threads wait on
	// (kernel.Group.Wakes).
	wakes []time.Duration
	// resuming: a stopped foreground's parent runs, about to take the
	// terminal back (kernel.Group.Resuming).
	resuming bool
	// sees: the kernel shows what the foreground's threads do
	// (kernel.Group.Sees); outside: a thread waits on the network or
	// another process (kernel.Group.Outside); inFlight: such a
	// connection holds bytes in flight (kernel.Group.InFlight).
	sees, outside, inFlight bool
}

// facts converts an observation for the mode classifier.
func (o observation) facts() modes.Facts {
	return modes.Facts{
		Program:   o.program,
		Args:      o.args,
		Echo:      o.echo,
		Canonical: o.canonical,
		RunsJobs:  o.runsJobs,
		Waiting:   o.state == WaitingForInput,
		Stopped:   o.state == Stopped,
		Exited:    o.state == Exited,
		Relay:     o.relay,
	}
}

// observe looks at the foreground through the kernel.
func (s *kernelWatch) observe() observation {
	o := observation{source: SourceKernel}
	s.mu.Lock()
	o.chunks = s.act.chunks.Load()
	exited := s.exited
	s.mu.Unlock()
	if exited && s.isExited() {
		o.state = Exited
		return o
	}
	if s.isReaped() {
		// It ended, but what it wrote is still going on the screen
		// (waitLoop): as far as anyone can tell, it is still printing.
		o.state = Running
		return o
	}

	o.pgrp = s.tty.foreground()
	// Whether the replies are written is read before the input queue: a
	// reply written after the queue was found empty is input the program
	// has not taken, though it is written when settling asks.
	o.answered = s.act.answered()
	o.inputQ, _ = s.tty.pendingInput()

	l := s.probe.Look(s.cmd.Pid(), o.pgrp, s.ptsName)
	// The terminal's modes after the look: a program seen blocked set
	// them before it blocked (Ink turns raw mode on just after its first
	// render), so they are the ones it waits in.
	o.echo, o.canonical = s.tty.termios()
	modesSince := s.modesRead(o.echo, o.canonical, time.Now())
	o.pgrp, o.cpu, o.timer, o.timerWake, o.wakes, o.resuming = l.Pgrp, l.CPU, l.Timer, l.TimerWake, l.Wakes, l.Resuming
	o.busy = l.Sees && l.Busy
	o.sees, o.outside, o.inFlight = l.Sees, l.Sees && l.Outside, l.Sees && l.InFlight
	reader := -1
	if l.Sees {
		reader = l.Reader
		if reader < 0 && !l.Busy && !l.Stopped && !o.canonical && !o.echo {
			// In raw mode, no thread reading the terminal in a call nor
			// running: one that asked for SIGIO on input waits for it.
			reader = kernel.SignalReader(l.Members, s.ptsName)
		}
	}
	if st, src, inferred, ok := seenState(l, reader, o.echo, o.canonical); ok {
		o.state, o.source, o.inferred = st, src, inferred
	} else {
		s.quietRule(&o, modesSince)
	}
	if pick := foregroundPick(l, reader, o.pgrp, o.state); pick >= 0 {
		s.name(&o, l.Members[pick])
	}
	o.relay = l.Relay || !o.canonical && relays[o.program] && (!l.Sees || l.Outside)
	if o.relay {
		o.source = SourceQuiet
	}
	return o
}

// seenState is the state a look says (l, with the terminal's reader and
// its modes): at work where a thread runs; waiting where one reads the
// terminal; stopped; asleep in a call the kernel hides, waiting (inferred,
// settled by quiet time) with echo off (a password read) or in raw mode (a
// full-screen program), running in cooked mode with echo, where it could
// as well be sleeping; otherwise running. ok is false where the look sees
// nothing of what the threads do: the quiet rule decides.
func seenState(l kernel.Group, reader int, echo, canonical bool) (st State, src Source, inferred, ok bool) {
	switch {
	case l.Sees && l.Busy:
		return Running, SourceKernel, false, true
	case l.Sees && reader >= 0:
		return WaitingForInput, SourceKernel, false, true
	case l.Stopped:
		return Stopped, SourceKernel, false, true
	case l.Sees && l.Hidden && (!echo || !canonical):
		return WaitingForInput, SourceQuiet, true, true
	case l.Sees && l.Hidden:
		return Running, SourceQuiet, false, true
	case l.Sees:
		return Running, SourceKernel, false, true
	}
	return "", "", false, false
}

// foregroundPick is the member of the look's group the observation names:
// the one reading the terminal or else the one Nameable picks; while
// stopped, the program that stopped (not the shell waiting for it); while
// waiting as inferred, the one started last (git's editor, man's pager),
// not the group's leader that waits for it. -1 where none.
func foregroundPick(l kernel.Group, reader, pgrp int, st State) int {
	pick := kernel.Nameable(l.Members, reader, pgrp, modes.IsShell)
	switch {
	case st == Stopped:
		for i, m := range l.Members {
			if m.State == 'T' && (pick < 0 || l.Members[pick].State != 'T' || m.Start > l.Members[pick].Start) {
				pick = i
			}
		}
	case !l.Sees && st == WaitingForInput:
		if leaf := kernel.NewestLeaf(l.Members); leaf >= 0 {
			pick = leaf
		}
	}
	return pick
}

// name fills in what the observation says of the program m it names:
// its pid, name and arguments (read on every look: an exec that keeps the
// kernel's comm, a wrapper script named like the program it runs, changes
// argv), and whether it runs jobs; the session's leader's name is kept.
func (s *kernelWatch) name(o *observation, m kernel.Proc) {
	o.pid, o.runsJobs = m.Pid, m.RunsJobs
	argv := kernel.Cmdline(m.Pid)
	o.program = kernel.ProgramOf(m, argv)
	for _, a := range argv[min(1, len(argv)):] {
		o.args = append(o.args, spell.Out(a)) // the process chose them, as its name
	}
	if m.Pid == s.cmd.Pid() {
		s.mu.Lock()
		s.leader = o.program
		s.mu.Unlock()
	}
}

// modesRead notes the terminal's modes as a look read them at now, and
// returns since when they have held.
func (s *kernelWatch) modesRead(echo, canonical bool, now time.Time) time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := &s.ttyModes
	if !m.seen {
		m.seen, m.echo, m.canonical = true, true, true // a new terminal's
	}
	if m.echo != echo || m.canonical != canonical {
		m.echo, m.canonical, m.since = echo, canonical, now
	}
	return m.since
}

// quietRule infers the state where the kernel cannot say whether the
// foreground reads the terminal: a program that has been quiet (no
// output, no input, no change of the terminal's modes: getpass turns
// echo off, then writes its prompt) for the
// relay quiet time (quiet_ms) and either set the terminal up to read keys
// (raw mode or echo off) or left the cursor after text on its row (a
// prompt's shape; the screen's words are not read) waits for input;
// otherwise it runs. A screen with nothing on it needs QuietAfter of
// quiet: a pager sets raw mode before what it shows has come (man's
// formatting, on a loaded machine, takes longer than quiet_ms), as a
// renderer does before its first frame. Input it has not read yet means
// it is not reading. modesSince is when the modes last changed.
func (s *kernelWatch) quietRule(o *observation, modesSince time.Time) {
	o.source = SourceQuiet
	o.state = Running
	now := time.Now()
	quiet := min(s.act.quietFor(now), now.Sub(modesSince))
	if o.inputQ > 0 || quiet < s.cfg.Quiet {
		return
	}
	snap := s.term.Snapshot()
	if blank(snap) && quiet < max(s.cfg.Quiet, QuietAfter) {
		return
	}
	if !o.canonical || !o.echo || prompted(snap) {
		o.state, o.inferred = WaitingForInput, true
	}
}

// Program returns the name of the foreground program.
func (s *Session) Program() string {
	return s.kern.observe().program
}

// leaderProgram names the session's own process: as the kernel named it
// when it was last in front (bash -c 'vim x' becomes vim), else the
// executable it started. It names sessions that have exited and labels
// them in listings; it never comes from splitting the command line.
func (s *kernelWatch) leaderProgram() string {
	s.mu.Lock()
	name := s.leader
	s.mu.Unlock()
	if p, ok := s.cmd.(launch.Process); ok && name == "" && p.Cmd.Path != "" {
		name = spell.Out(filepath.Base(p.Cmd.Path))
	}
	return s.secrets.Redact(name, false) // as maskFacts does for the foreground's
}
