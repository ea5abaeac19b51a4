package session

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
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

// Backends name how state is read; Config.State takes one of them.
const (
	// BackendKernel is the platform's best: procfs on Linux (each thread's
	// state and the call it sleeps in), sysctl kern.proc on macOS (each
	// process's run state; waiting itself from the quiet rule). Where
	// there is none it is BackendPortable.
	BackendKernel = "kernel"
	// BackendPortable uses only what every Unix has: the terminal's
	// foreground group, termios and the quiet rule; the platform's process
	// table only names the foreground program.
	BackendPortable = "portable"
)

// StateEnv is the environment variable that chooses the backend when
// Config.State is empty (so a whole test suite runs with either).
const StateEnv = "AGENTTY_STATE"

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
	source    Source
	pgrp      int // foreground process group
	pid       int // the process named in program
	program   string
	args      []string
	echo      bool
	canonical bool
	relay     bool   // a relay in raw mode is in front: state is inferred
	inferred  bool   // waiting is guessed, not seen: settle on quiet time
	cpu       uint64 // CPU time of every foreground thread, for "it ran" (0 where unknown)
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
		Stopped:   o.state == Stopped,
		Exited:    o.state == Exited,
		Relay:     o.relay,
	}
}

// A prober looks through the kernel at the processes of a terminal's
// foreground group. Each session has its own, which may keep what it found
// between looks; look is safe for concurrent use.
//
// The probers are: procfs (state_linux.go), sysctl (state_darwin.go) and
// portable (state_portable.go), which every Unix has.
type prober interface {
	// look examines foreground group pgrp (0 when the terminal did not
	// say) of kernel session sid, whose terminal is the device tty.
	look(sid, pgrp int, tty string) groupLook
}

// groupLook is what a prober found in the foreground group.
type groupLook struct {
	pgrp    int        // the foreground group; a prober may correct the terminal's answer
	members []procStat // the group's live processes
	// sees is set when the prober can tell a process that reads the
	// terminal from one that sleeps on anything else; reader, busy and
	// hidden mean something only then.
	sees    bool
	reader  int    // index of a member blocked reading the terminal, or -1
	busy    bool   // a thread runs or waits for the disk
	hidden  bool   // a member sleeps in a call the kernel hides (a setuid program)
	stopped bool   // a member is stopped
	cpu     uint64 // CPU time of the group's threads
	// timer is the shortest timeout a thread waiting for the terminal
	// asked for (a program that redraws on a timer); 0 when none has one
	// or the prober cannot see it.
	timer time.Duration
}

// newProber returns the prober for a backend name (Config.State, which
// withDefaults has resolved): the platform's kernel prober, or the portable
// one where the platform has none or the name asks for it.
func newProber(backend string) prober {
	if backend == BackendPortable {
		return newPortableProber()
	}
	if p := newKernelProber(); p != nil {
		return p
	}
	return newPortableProber()
}

// CheckBackend says whether name is a state backend ("" is one: the
// default).
func CheckBackend(name string) error {
	if name == "" || name == BackendKernel || name == BackendPortable {
		return nil
	}
	return fmt.Errorf("state backend %q: want %s or %s", name, BackendKernel, BackendPortable)
}

// backendFromEnv is the backend AGENTTY_STATE names, or BackendKernel.
func backendFromEnv() string {
	v := os.Getenv(StateEnv)
	if err := CheckBackend(v); err != nil {
		slog.Warn("ignoring "+StateEnv, "err", err)
		return BackendKernel
	}
	if v == "" {
		return BackendKernel
	}
	return v
}

// observe looks at the foreground through the kernel.
func (s *Session) observe() observation {
	o := observation{source: SourceKernel}
	s.mu.Lock()
	o.chunks = s.outputChunks
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

	_ = s.ptmConn.Control(func(fd uintptr) { o.pgrp = fgPgrp(int(fd)) })
	_ = s.ptsConn.Control(func(fd uintptr) {
		o.echo, o.canonical, _ = termiosFlags(int(fd))
		o.inputQ = pendingInput(int(fd))
	})

	l := s.probe.look(s.cmd.Pid(), o.pgrp, s.ptsName)
	o.pgrp, o.cpu, o.timer = l.pgrp, l.cpu, l.timer
	reader := -1
	if l.sees {
		reader = l.reader
	}
	switch {
	case l.sees && l.busy:
		o.state = Running
	case l.sees && reader >= 0:
		o.state = WaitingForInput
	case l.stopped:
		o.state = Stopped
	case l.sees && l.hidden && (!o.echo || !o.canonical):
		// Asleep in a hidden call with echo off (a password read) or in
		// raw mode (a full-screen program): taken as waiting, settled by
		// quiet time. In cooked mode with echo it could as well be
		// sleeping, so it stays running.
		o.state, o.inferred, o.source = WaitingForInput, true, SourceQuiet
	case l.sees && l.hidden:
		// Asleep in a call the kernel hides, in cooked mode with echo:
		// as likely sleeping as reading.
		o.state, o.source = Running, SourceQuiet
	case l.sees:
		o.state = Running
	default:
		s.quietRule(&o)
	}

	pick := nameable(l.members, reader, o.pgrp)
	switch {
	case o.state == Stopped:
		// The program that stopped, not the shell waiting for it.
		for i, m := range l.members {
			if m.state == 'T' && (pick < 0 || l.members[pick].state != 'T' || m.start > l.members[pick].start) {
				pick = i
			}
		}
	case !l.sees && o.state == WaitingForInput:
		// Waiting, as inferred: the program a person answers is the one
		// started last (git's editor, man's pager), not the group's
		// leader that waits for it.
		if leaf := newestLeaf(l.members); leaf >= 0 {
			pick = leaf
		}
	}
	if pick >= 0 {
		m := l.members[pick]
		o.pid = m.pid
		// Read on every look: an exec that keeps the kernel's comm (a
		// wrapper script named like the program it runs) changes argv.
		argv := cmdline(m.pid)
		o.program = programOf(m, argv)
		for _, a := range argv[min(1, len(argv)):] {
			o.args = append(o.args, emulator.Visible(a)) // the process chose them, as its name
		}
		if m.pid == s.cmd.Pid() {
			s.mu.Lock()
			s.leader = o.program
			s.mu.Unlock()
		}
	}
	o.relay = relays[o.program] && !o.canonical
	if o.relay {
		o.source = SourceQuiet
	}
	return o
}

// quietRule infers the state where the kernel cannot say whether the
// foreground reads the terminal: a program that has been quiet for the
// relay quiet time (quiet_ms) and either set the terminal up to read keys
// (raw mode or echo off) or shows a prompt-like screen waits for input;
// otherwise it runs. Input it has not read yet means it is not reading.
func (s *Session) quietRule(o *observation) {
	o.source = SourceQuiet
	o.state = Running
	if o.inputQ > 0 || s.quietFor(time.Now()) < s.cfg.Quiet {
		return
	}
	if !o.canonical || !o.echo || modes.PromptLike(s.term.Snapshot()) {
		o.state, o.inferred = WaitingForInput, true
	}
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
	return newestLeaf(members)
}

// newestLeaf returns the newest member without children in the group, or
// -1 when there are no members.
func newestLeaf(members []procStat) int {
	parents := map[int]bool{}
	for _, m := range members {
		parents[m.ppid] = true
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

// groupStopped reports whether a member of the group is stopped. Only the
// process table is asked, so it holds on every platform whose table has
// run states; a prober that sees readers checks them first.
func groupStopped(members []procStat) bool {
	return slices.ContainsFunc(members, func(m procStat) bool { return m.state == 'T' })
}

// Program returns the name of the foreground program.
func (s *Session) Program() string {
	return s.observe().program
}

// leaderProgram names the session's own process: as the kernel named it
// when it was last in front (bash -c 'vim x' becomes vim), else the
// executable it started. It names sessions that have exited and labels
// them in listings; it never comes from splitting the command line.
func (s *Session) leaderProgram() string {
	s.mu.Lock()
	name := s.leader
	s.mu.Unlock()
	if p, ok := s.cmd.(execProcess); ok && name == "" && p.cmd.Path != "" {
		name = emulator.Visible(filepath.Base(p.cmd.Path))
	}
	return s.secrets.redact(name, false) // as maskFacts does for the foreground's
}
