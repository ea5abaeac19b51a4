package session

import (
	"sync"
	"time"
)

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
	mu      sync.Mutex // guards the fields below; never held while the table is read
	pgrp    int
	members []procStat
	scanned time.Time
}

func newPortableProber() prober { return &portableProber{} }

func (p *portableProber) look(sid, pgrp int, _ string) groupLook {
	l := groupLook{pgrp: pgrp, reader: -1}
	if pgrp <= 0 {
		return l
	}
	p.mu.Lock()
	fresh := p.pgrp == pgrp && time.Since(p.scanned) < memberCacheTTL
	members := p.members
	p.mu.Unlock()
	if !fresh {
		members = sessionProcs(sid, pgrp)
		for i := range members {
			members[i].state = '?' // the backend knows no run states
		}
		p.mu.Lock()
		p.pgrp, p.members, p.scanned = pgrp, members, time.Now()
		p.mu.Unlock()
	}
	l.members = members
	return l
}

// memberCacheTTL bounds how long the list of foreground processes is reused
// before the process table is read again.
const memberCacheTTL = 200 * time.Millisecond
