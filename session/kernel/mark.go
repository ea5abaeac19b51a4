package kernel

// Which process belongs to a session, whoever's it is.
//
// A process that holds sessions (a session host, agentty serve
// --standalone, agentty snap: a "server") marks itself so that every other
// server of the machine knows a session's process for one, whatever its
// version, runtime directory or user: [MarkServer]. On Linux the mark is
// made of what the kernel keeps and no other process can take away:
//
//   - The server is a child subreaper (PR_SET_CHILD_SUBREAPER): a
//     session's process that is orphaned (a double fork, a parent that
//     exited) is re-parented to the server, never to init, so every
//     process a session starts stays the server's descendant while the
//     server lives; a process cannot change its parent.
//   - The server listens on an abstract Unix socket named for its pid and
//     start time (agentty/server/PID/START, markName). The kernel gives
//     whoever connects to it the listener's pid (SO_PEERCRED), so no other
//     process can hold it for the server; it is in no directory, so no
//     process can remove it; it ends with the server.
//   - A child the server starts for itself, not for a session (a
//     machine's link: [StartHelper]), is named the same way by the
//     server: agentty/helper/SERVER/PID/START.
//
// [SessionOf] walks a process's ancestry and finds it a session's when an
// ancestor is a server and that server's child on the way is not one of
// its helpers. Setsid, double forks, a cleared environment and moving to
// another cgroup change none of that. Also a session's process whose
// server is gone (killed) is known while it stays in its session's cgroup
// (agentty-PID-N/ID) or carries its AGENTTY_SESSION_KEY.
//
// Elsewhere there is no such mark: MarkServer marks nothing, and
// SessionOf finds only a process carrying a session's key (macOS and
// the BSDs have no subreaper; a server knows its own sessions' processes
// through session.Manager.Owner).

// TCPPeer is the local process at the other end of a TCP connection
// (FindTCPPeer): the user that made its socket (-1 when not known), and
// the processes that hold it.
type TCPPeer struct {
	UID  int
	Pids []int
}
