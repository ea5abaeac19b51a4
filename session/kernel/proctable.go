package kernel

import (
	"path/filepath"
	"strings"

	"github.com/agentty/agentty/spell"
)

// This file holds what every platform's process table gives: one process
// as the kernel lists it, and how a person would name it. The tables are
// read in proc_linux.go (procfs) and proc_darwin.go (sysctl kern.proc);
// elsewhere there is none (proc_other.go). Each provides:
//
//	SessionProcs(sid, pgrp int) []Proc  the live processes of a kernel session (of one group when pgrp > 0)
//	Cmdline(pid int) []string           a process's argv
//
// The session's teardown and every state backend use them.

// Proc is one process as the kernel's process table lists it.
type Proc struct {
	Pid, PPid, Pgrp, Session int
	// State is the scheduler's letter as Linux spells it: R running, S
	// sleeping, D in uninterruptible sleep, T stopped, Z zombie, X dead;
	// '?' where the kernel says only that the process is alive (macOS
	// does not tell a running process from a sleeping one).
	State byte
	Comm  string // the kernel's name for the executable (truncated: 15 bytes on Linux, 16 on macOS)
	Start uint64 // when it started, in the platform's unit: only compared with each other
	// CPU is the processor time its threads have used so far (user and
	// system: utime+stime), in clock ticks; 0 where the platform does not
	// say (macOS). It grows while the process runs.
	CPU uint64
	// RunsJobs: the process ignores SIGTSTP and SIGTTOU, as a shell with
	// job control does, not to be stopped when it takes the terminal
	// back from a job; a REPL, an editor or a pager lets them stop it or
	// catches them. False where the platform does not say.
	RunsJobs bool
}

// ignoresStops reports whether a mask of ignored signals (bit n-1 for
// signal n) holds both SIGTSTP and SIGTTOU, whose numbers differ between
// platforms.
func ignoresStops(ignored uint64, tstp, ttou int) bool {
	return ignored&(1<<(tstp-1)) != 0 && ignored&(1<<(ttou-1)) != 0
}

// ProgramOf names a process by what the kernel runs: the base name of its
// executable with the links it was started through resolved (exeName:
// Debian's pager is less, editor is nano), so that a program started
// under another name is known for what it is. The kernel's name for it
// (comm) names it instead where the executable is not shown (a setuid
// program, macOS), where the executable only adds a version or a build
// (python3 running python3.11, vim running vim.basic), for a multi-call
// binary (busybox), and for a script, whose executable is its
// interpreter. Neither a login shell's '-' nor a program that rewrites its
// argv changes the name; argv[0] only completes a comm the kernel cut
// short ("clickhouse-clie" is "clickhouse-client"), and stands in when
// there is no comm.
//
// A process chooses both its name and its executable's (prctl
// PR_SET_NAME, exec -a, a file's name): the name has its controls spelled
// out (spell.Out).
func ProgramOf(st Proc, argv []string) string {
	return spell.Out(rawProgramOf(st, argv))
}

// rawProgramOf is programOf with the bytes as the process set them: a comm
// cut inside a character is still a prefix of argv[0].
func rawProgramOf(st Proc, argv []string) string {
	name := commName(st, argv)
	exe := exeName(st.Pid)
	switch {
	case name == "":
		return exe
	case exe == "" || exe == name || strings.HasPrefix(exe, name+"."):
	case multiCall[exe]:
	case len(st.Comm) >= maxComm && strings.HasPrefix(exe, st.Comm):
		return exe
	case runsScript(st.Comm, argv):
	default:
		return exe
	}
	return name
}

// multiCall are executables that are many programs, each named by the
// link it was started through.
var multiCall = map[string]bool{"busybox": true, "toybox": true}

// runsScript reports whether argv is an interpreter's running the script
// the kernel named comm (#! puts the interpreter first, maybe one
// argument of its own, then the script's path).
func runsScript(comm string, argv []string) bool {
	for i := 1; i < len(argv) && i <= 2; i++ {
		if filepath.Base(argv[i]) == comm {
			return true
		}
	}
	return false
}

// commName names a process by the kernel's name for its executable
// (comm), completed from argv[0] where the kernel cut it short.
func commName(st Proc, argv []string) string {
	arg0 := ""
	if len(argv) > 0 {
		arg0 = filepath.Base(strings.TrimPrefix(argv[0], "-"))
		if arg0 == "." || arg0 == "/" {
			arg0 = ""
		}
	}
	switch {
	case st.Comm == "":
		return arg0
	case len(st.Comm) >= maxComm && len(arg0) > len(st.Comm) && strings.HasPrefix(arg0, st.Comm):
		return arg0
	}
	return st.Comm
}

// maxComm is the shortest length at which a platform cuts the kernel's
// process name (Linux: 15 bytes; macOS: 16).
const maxComm = 15
