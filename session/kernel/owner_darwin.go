package kernel

import "golang.org/x/sys/unix"

// ParentOf returns the parent of pid (sysctl kern.proc.pid). macOS has no
// subreaper: an orphan of a session goes to launchd, and its ancestry no
// longer leads to the server; one that also left the session's kernel
// session (setsid) is not found.
func ParentOf(pid int) (int, bool) {
	b, err := unix.SysctlRaw("kern.proc.pid", pid)
	if err != nil {
		return 0, false
	}
	procs, err := parseKinfoProcs(b)
	if err != nil || len(alive(procs)) != 1 {
		return 0, false
	}
	return procs[0].PPid, true
}

// EnvKey: sessions carry no key here (their processes are their process
// group and kernel session).
func EnvKey(int) string { return "" }

func TreeKey(Tree) string { return "" }
