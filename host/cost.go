package host

import (
	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session"
)

// cost is what the host holds now (agentty host status): its limits, its
// memory, CPU, descriptors and threads (cost_linux.go reads what procfs
// adds), and the machine's PTYs. It is read when asked, never on a
// front end's probe: counting descriptors reads a directory as long as
// the sessions are many.
func (h *Host) cost() Cost {
	c := Cost{MaxSessions: h.cfg.Manager.Config().MaxSessions}
	c.FitSessions, c.DescriptorLimit = session.SessionsFit()
	var ru unix.Rusage
	if unix.Getrusage(unix.RUSAGE_SELF, &ru) == nil {
		c.CPUSeconds = float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
	}
	readProcCost(&c)
	return c
}
