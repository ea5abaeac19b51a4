// Package session runs programs on pseudo-terminals and answers for them:
// the screen they drew, what kind of program is in front, and whether it is
// working or waiting for the agent.
//
// It owns the processes (started with github.com/creack/pty in a session of
// their own), the goroutines that move bytes between each PTY and its
// emulator, the state taken from the kernel (the PTY's foreground process
// group, its threads' scheduler state and the system call they sleep in,
// termios), waiting until a program has settled, OSC 133 shell integration
// for run_command (marks with a per-shell nonce, the output read from the
// bytes between them), secrets (remembered as hashes; the terminal masks
// them in every result, the recording stars them in its output), and the
// [Manager] that holds sessions, enforces limits and
// reaps idle ones. It does not own the MCP protocol or how results are
// rendered; the tools package does: a [Screen] is Go values, which tools
// puts on the wire.
//
// # What changed
//
// A session remembers the last screen it returned to any caller: the next
// result's Changed and [Delta] (the lines that scrolled off, the rows that
// differ) are reckoned from it. run_command's output is captured from the
// command's bytes until a result gave its end ([Session.Follow] waits for a
// command still running and gives what it printed since), and the last
// command's line and exit status are read from the shell's marks. After a
// key, a program that redraws on a timer (it waits for the terminal with a
// timeout) is waited for until its next redraw, or reported Partial.
//
// # Lifetime
//
// Every session has three goroutines, owned by the session and waited for by
// [Session.Close]: one reads the PTY into the emulator, one drains the
// emulator's replies back into the PTY, one waits for the process to exit.
// Close ends the session's whole kernel session (SIGHUP, then SIGTERM, then
// SIGKILL after a grace period), reaps the process and closes every
// descriptor. [Manager.Close] does this for all sessions; it blocks until
// they are gone.
//
// # People
//
// A person may attach to a session from a terminal ([Session.Attach]; the
// session/host package serves agentty attach and watch): their keys go to
// the program without waiting for any call, and [Session.Frame] gives what
// their terminal paints, secrets masked. Every screen result lists the
// people attached. One may take the session over exclusively: the agent's
// input calls (Send, Run, Resize, Signal, and closing) fail with
// [ErrTakenOver] until they detach, and the next result carries the
// hand-back. The idle reaper leaves a session alone while anyone is
// attached; the session/web package attaches a person's browser the same
// way (who "browser").
//
// # Watching and asking
//
// [Manager.Watch] follows every session for people's views and the MCP
// notifications: its listing row, its screen's revision, and the moment it
// needs a person (a password prompt the agent has not been shown, an exit no
// call waited for); it is event-driven, nothing runs for an idle session.
// [Session.Look] reads a screen without changing what the agent's next
// result says changed. [Manager.Ask] opens a [Question] to a person,
// answered once on the web page; the answer is typed into the program
// ([Session.Answer]), as secret input when it is secret.
package session
