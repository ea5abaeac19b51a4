// Package host is the per-user session host and its clients: one long-lived
// process that holds every session of a user, so that sessions outlive the
// MCP client that opened them and a person can watch or take them over from
// a terminal.
//
// The host listens on a Unix socket in a private runtime directory
// ($XDG_RUNTIME_DIR/agentty, else a 0700 directory under the temp
// directory); the socket is 0600 and every connection's peer uid is checked
// (SO_PEERCRED), so no other user gets in; a connection whose process
// belongs to a session, of this host or of any other agentty server of the
// machine (session.Manager.Belongs: kernel.SessionOf reads the marks every
// server holds), or whose process cannot be told (no pid, ended, its
// ancestry unreadable), is refused every request, so that a session's
// programs do not drive the sessions. It speaks HTTP/1.1 on that
// socket: MCP Streamable HTTP at /mcp (served by a handler the caller gives,
// the tools package's server over one session.Manager), and a small API
// under /v1 for front ends and people: hello (version), presence (a front
// end is connected), sessions (agentty ls), attach and watch (an upgraded
// connection carrying frames; for a session MACHINE:ID, that machine's
// host, reached over its link (Config.Machines), sends the session's cells
// as they change, and this host paints them with its own painter and
// status line, so nothing the far side sends reaches the person's terminal
// as it came), the web page's session routes for another machine's page
// (/v1/page/), stop.
//
// Front ends are thin: [RunStdio] relays MCP's JSON-RPC lines between stdio
// and the host's /mcp, and [RunHTTP] serves an [HTTPFrontEnd] that forwards
// MCP over HTTP to it (on the transport package's guarded listener); both
// start the host when none runs, under a lock so that front ends starting at
// once make one host. A call the host does not answer is not waited on for
// ever: after 2 s the front end asks the host who it is, and while that
// gets no answer it asks the kernel about the host's process every 3 s
// (session/kernel.WorkOf): the call ends with [ErrSilent] at once when the
// host is stopped (SIGSTOP), when it neither answered nor ran within 3 s
// (wedged), and after a minute of work without an answer; a host at work,
// overloaded but getting on, is waited for until then. Without procfs, no
// answer within 3 s ends the call. [Attach] is a person's terminal: it
// paints the session's screen from the emulator (emulator.Painter), then
// repaints what the emulator's differ says changed, and sends the person's
// keys to the program.
//
// What the host reads from its socket is bounded before it is read: the
// caller bounds /mcp's request bodies (the MCP handler it gives;
// agentty host run wraps [MCP] in transport.LimitBody, as the front ends
// bound theirs); attach
// frames are read in pieces as they come, and terminal sizes are brought
// within the emulator's bounds; a far host's cells frames, its errors and
// its end of an attachment are bounded and spelled out too, and a far host
// that breaks a bound has its link dropped. The stdio relay reads the
// host's answers with the one bounded event reader (transport/sse).
//
// It does not own the MCP tools (the tools package) nor the sessions'
// processes (the session package): the host ends every session through
// session.Manager.Close when it ends. Its JSON shapes of a session
// (tools.SessionRow, tools.LostSession) and of a call's origin
// (tools.Origin) are the tools package's.
//
// # Lifetime
//
// Each agentty version has an instance of its own in the runtime directory
// (VersionName: host-VERSION.sock, .lock, .json, .log), so a front end
// reaches only its own version's host, and a host's successor, which tells
// of the sessions it lost, is of its version; [Hosts] finds every
// instance, for agentty host status and stop. A front end starts a host
// only for a call: its presence and notification streams never do, so a
// stopped host stays stopped while the front end is idle.
//
// The host holds a lock file for its whole life: a socket whose lock is free
// is stale and is replaced. It exits when it has had no session, no front
// end and no person connected for its linger time, or when stopped (SIGTERM,
// SIGINT, agentty host stop); then every session's process tree ends. It
// writes the list of its sessions to a state file beside the socket at each
// change; a host that finds the list of a predecessor that died without
// clearing it reports those sessions as lost, and ends what is left of
// them (kernel.EndLeftovers), as it does for the killed hosts of other
// versions, without reporting theirs.
package host
