package kernel

import "golang.org/x/sys/unix"

// sysctlProber is macOS's kernel backend. sysctl kern.proc gives each
// process of the foreground group with its run state (p_stat), which tells
// a stopped job from a live one; xnu does not say whether a live process
// runs or sleeps, nor on what, so waiting is left to the quiet rule
// (observe says state_source "quiet" then). The terminal's foreground
// group comes from TIOCGPGRP on the master, or else from the session
// leader's e_tpgid.
type sysctlProber struct{}

func newKernelProber(Tree) Prober { return sysctlProber{} }

func (sysctlProber) Look(sid, pgrp int, _ string) Group {
	if pgrp <= 0 {
		if b, err := unix.SysctlRaw("kern.proc.pid", sid); err == nil {
			if leader, err := parseKinfoProcs(b); err == nil && len(leader) == 1 {
				pgrp = leader[0].tpgid
			}
		}
	}
	if pgrp <= 0 {
		return Group{Reader: -1}
	}
	return lookFromTable(groupProcs(pgrp), pgrp)
}

// newMemberList lists a group's processes for the portable backend: one
// sysctl a look, no cache needed.
func newMemberList(Tree) memberList {
	return func(sid, pgrp int) []Proc { return SessionProcs(sid, pgrp) }
}
