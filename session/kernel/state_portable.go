package kernel

// portableProber is the backend every Unix can use: it knows the terminal's
// foreground group (TIOCGPGRP) and nothing of what the group's processes
// do, so observe infers waiting with the quiet rule and says
// state_source "quiet". The platform's process table, where there is one,
// only names the foreground program (its run states are not used: this
// backend is what a kernel that shows none of them gives).
//
// On Linux it is chosen with --state=portable or AGENTTY_STATE=portable,
// so that the quiet rule macOS relies on is tested here on the same
// programs as the kernel backend.
type portableProber struct {
	members memberList // nil where the platform has no process table
}

// A memberList lists the live processes of group pgrp of kernel session
// sid; it is safe for concurrent use.
type memberList func(sid, pgrp int) []Proc

func newPortableProber(t Tree) Prober { return portableProber{members: newMemberList(t)} }

func (p portableProber) Look(sid, pgrp int, _ string) Group {
	l := Group{Pgrp: pgrp, Reader: -1}
	if pgrp <= 0 || p.members == nil {
		return l
	}
	l.Members = append([]Proc(nil), p.members(sid, pgrp)...)
	for i := range l.Members {
		l.Members[i].State = '?' // the backend knows no run states
	}
	return l
}
