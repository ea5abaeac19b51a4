package kernel

// Work is what the kernel shows of how a process is getting on. Read twice,
// it tells a process that ran between the two reads, or wants to run and
// waits for a processor, from one that was stopped or asleep throughout
// (WorkOf reads it).
type Work struct {
	State byte   // its main thread's scheduler state, as Proc.State (T, t: stopped)
	Start uint64 // when it started, as Proc.Start: a process that got its pid since starts elsewhen
	CPU   uint64 // processor time its threads have used (utime+stime), clock ticks
	// Runnable is how many of its threads are running or waiting for a
	// processor (R) as it was read: a process starved on a loaded machine
	// shows no processor time, yet is not asleep. (The time a thread waits
	// for a processor, schedstat's run delay, is counted only once it gets
	// one: no use while it is starved.)
	Runnable int
}

// Stopped reports whether the process is stopped (SIGSTOP, a tracer):
// it does nothing until something resumes it.
func (w Work) Stopped() bool { return w.State == 'T' || w.State == 't' }

// WorkedSince reports whether the process, read as w after was, was at
// work between: the same process, alive and not stopped now, and it used
// processor time since, or wants a processor now.
func (w Work) WorkedSince(was Work) bool {
	if w.Start != was.Start || w.Stopped() || w.State == 'Z' || w.State == 'X' {
		return false
	}
	return w.CPU > was.CPU || w.Runnable > 0
}
