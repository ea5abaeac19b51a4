//go:build !linux

package kernel

// WorkOf reads nothing where there is no procfs (macOS's kern.proc gives
// no processor time agentty reads): false, as for a process that is gone.
func WorkOf(pid int) (Work, bool) { return Work{}, false }
