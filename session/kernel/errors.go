package kernel

import "errors"

var (
	// ErrClosed: the tracker is closed; it starts no more processes.
	ErrClosed = errors.New("tracker closed")
	// ErrUnknownProcess: what the kernel shows of a process does not say
	// whose it is (it ended, its ancestry cannot be read, a mark cannot be
	// checked, the platform does not say); the error says which. Callers
	// refuse such a process (SessionOf).
	ErrUnknownProcess = errors.New("the process cannot be identified")
	// ErrEnded: the process has ended (with ErrUnknownProcess: what its
	// pid names now is not known to be it).
	ErrEnded = errors.New("has ended")
	// ErrNotLocal: (with ErrUnknownProcess) the other end of a TCP
	// connection is no socket of this machine's network namespace: another
	// machine, or another namespace (FindTCPPeer).
	ErrNotLocal = errors.New("the other end is not on this machine")
	// ErrMarked: MarkServer was called while this process holds its mark
	// already (another part of it marked it first).
	ErrMarked = errors.New("this process is marked as a server of sessions already")
)
