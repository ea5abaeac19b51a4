package kernel

import (
	"time"

	"golang.org/x/sys/unix"
)

// Tree is every process a session started, however far it went: its
// leader and all the leader's descendants, including those that started a
// session of their own or were orphaned. How a platform keeps track of them
// is in its tracker (process_linux.go, process_other.go).
type Tree interface {
	// Signal sends sig to every live process of the tree, and SIGCONT after
	// SIGHUP and SIGTERM (a stopped process cannot act on them otherwise).
	// It reports whether it found any.
	Signal(sig unix.Signal) bool
	// WaitEmpty waits, at most limit, until no process of the tree is
	// alive; it returns at once when none is, without sleeping.
	WaitEmpty(limit time.Duration) bool
	// Pids lists the live processes of the tree.
	Pids() []int
	// Release frees what the tree holds, once the session is closed.
	Release()
	// Key is the value of AGENTTY_SESSION_KEY in the tree's processes
	// ("" where the platform sets none).
	Key() string
	// LeaderReaped is told that the leader has been waited for: its pid
	// may go to another process once its kernel session is empty.
	LeaderReaped()
}
