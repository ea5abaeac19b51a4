// Package kernel is what agentty asks the kernel about a session's
// processes, and how it keeps them contained. It owns the process table
// (procfs on Linux, sysctl kern.proc on macOS, nothing elsewhere: [Proc],
// [SessionProcs], [Cmdline], [ProgramOf]), the terminal's side of the
// state (its foreground group, termios and input queue:
// [ForegroundGroup], [TermiosFlags], [PendingInput]), the probers that
// look at a foreground group's threads ([Prober], [NewProber]), and the
// tracking of every process a session starts ([Tracker], [Tree]), with
// what ends a killed server's leftovers ([EndLeftovers]), the marks by
// which every server of the machine knows any server's sessions' processes
// ([MarkServer], [StartHelper], [SessionOf]: mark.go), which of a
// server's sessions a process belongs to ([Owner]: owner.go), and the
// process behind a TCP connection ([FindTCPPeer]); and a sleep ended on
// time, shorter than the runtime's timers end ([SleepShort]). It does not own
// sessions, PTYs or their bytes, and it does not decide a session's state:
// the session package does, from what a [Prober] found.
//
// # Guarantees
//
// A [Tree] is every process a session started, however far it went: its
// descendants, including those that called setsid, double-forked or ignore
// SIGHUP. On Linux each session gets a cgroup (v2) of its own where the
// server may make one under its own cgroup; its descendants stay in it
// unless one moves itself out, and [Tree.Signal] kills what is in it.
// Where it cannot, the server is a child subreaper: orphans of a session
// are re-parented to the server (which reaps them) and found by a key in
// their environment (AGENTTY_SESSION_KEY). Either way, every signal also
// reaches those that left the cgroup or the tree: the processes in the
// session's kernel session or carrying its key, wherever they are, and
// their descendants. Signals go through pidfds, never to a pid the kernel
// may have reused. Each leader gets SIGKILL when the server dies
// (PR_SET_PDEATHSIG), and a guard process kills the sessions' cgroups then.
// Off Linux, a session's processes are its process group. See
// process_linux.go.
//
// A [Prober]'s Look is safe for concurrent use and takes no lock of its
// caller's; no function here starts a goroutine that outlives its call,
// except the [Tracker]'s, which [Tracker.Close] ends.
//
// # Platforms
//
// Files are split by platform as github.com/creack/pty does. Linux's
// prober (state_linux.go, proc_linux.go) reads procfs: each thread's
// scheduler state and the system call it sleeps in, so it sees a program
// blocked reading the terminal. macOS's (state_darwin.go, proc_darwin.go)
// reads sysctl kern.proc: each process's run state, which tells stopped
// from alive but not running from waiting. The portable one
// (state_portable.go) reads nothing of the processes' state. tty_unix.go
// reads the terminal the same way on every Unix.
package kernel
