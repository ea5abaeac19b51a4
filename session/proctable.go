package session

import (
	"path/filepath"
	"strings"
)

// This file holds what every platform's process table gives: one process
// as the kernel lists it, and how a person would name it. The tables are
// read in proc_linux.go (procfs) and proc_darwin.go (sysctl kern.proc);
// elsewhere there is none (proc_other.go). Each provides:
//
//	sessionProcs(sid, pgrp int) []procStat  the live processes of a kernel session (of one group when pgrp > 0)
//	cmdline(pid int) []string               a process's argv
//
// The session's teardown and every state backend use them.

// procStat is one process as the kernel's process table lists it.
type procStat struct {
	pid, ppid, pgrp, session int
	// state is the scheduler's letter as Linux spells it: R running, S
	// sleeping, D in uninterruptible sleep, T stopped, Z zombie, X dead;
	// '?' where the kernel says only that the process is alive (macOS
	// does not tell a running process from a sleeping one).
	state byte
	comm  string // the kernel's name for the executable (truncated: 15 bytes on Linux, 16 on macOS)
	start uint64 // when it started, in the platform's unit: only compared with each other
}

// programOf names a process by what the kernel runs: the base name of its
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
func programOf(st procStat, argv []string) string {
	name := commName(st, argv)
	exe := exeName(st.pid)
	switch {
	case name == "":
		return exe
	case exe == "" || exe == name || strings.HasPrefix(exe, name+"."):
	case multiCall[exe]:
	case len(st.comm) >= maxComm && strings.HasPrefix(exe, st.comm):
		return exe
	case runsScript(st.comm, argv):
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
func commName(st procStat, argv []string) string {
	arg0 := ""
	if len(argv) > 0 {
		arg0 = filepath.Base(strings.TrimPrefix(argv[0], "-"))
		if arg0 == "." || arg0 == "/" {
			arg0 = ""
		}
	}
	switch {
	case st.comm == "":
		return arg0
	case len(st.comm) >= maxComm && len(arg0) > len(st.comm) && strings.HasPrefix(arg0, st.comm):
		return arg0
	}
	return st.comm
}

// maxComm is the shortest length at which a platform cuts the kernel's
// process name (Linux: 15 bytes; macOS: 16).
const maxComm = 15
