package config

import "golang.org/x/sys/unix"

// A server runs out of descriptors before it runs out of anything else a
// session needs: once it has none left it cannot accept a connection, and
// its front ends find a host that does not answer. So a manager opens a
// session only while the descriptor limit holds every session's and a
// reserve besides.

// SessionFDs is how many descriptors a session holds at most: its PTY's
// master and the duplicate the poller reads it through, the slave's end
// and its duplicate, the pidfd its exit is awaited on, its cgroup's
// events file and its recording (TestSessionDescriptors counts them).
const SessionFDs = 8

// fdReserve descriptors are kept for what a server holds beside its
// sessions: its listeners and log, the connections of its front ends,
// the people attached and the web page's browsers, machines' links,
// files written in passing. A host with 256 connections at once is far
// past any seen; what it costs is sessions a small limit could have held
// (at 1,024 descriptors, 96 sessions).
const fdReserve = 256

// SessionsFit returns how many sessions the descriptor limit holds, and
// the limit (no bound when the limit cannot be read or is unlimited).
func SessionsFit() (most int, limit uint64) {
	var lim unix.Rlimit
	err := unix.Getrlimit(unix.RLIMIT_NOFILE, &lim)
	// The field is unsigned on Linux and Darwin and signed on FreeBSD;
	// unlimited reads as a very large number either way.
	cur := uint64(lim.Cur) //nolint:unconvert // int64 on FreeBSD
	if err != nil || cur > 1<<30 {
		return 1 << 30, cur
	}
	return max(int(cur)-fdReserve, 0) / SessionFDs, cur
}
