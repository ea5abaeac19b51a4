// Package session runs programs on pseudo-terminals and answers for them:
// the screen they drew, what kind of program is in front, and whether it is
// working or waiting for the agent.
//
// It owns the sessions: their PTYs (opened with github.com/creack/pty, the
// program leading a kernel session of its own), the goroutines that move
// bytes between each PTY and its emulator, the calls (send, run_command,
// answer_prompt's steps, waits, resizes, signals) and the views they
// return, the state judged from what the kernel shows (the quiet rule where
// it shows too little), the people attached, and the [Manager] that holds
// sessions, enforces limits and reaps idle ones. It does not own the MCP
// protocol or how results are rendered; the tools package does: a [Screen]
// is Go values, which tools puts on the wire.
//
// What needs no session lives in packages of its own, below it, each
// knowing the session (when at all) as an interface of what it uses:
//
//   - session/kernel: the process table, the terminal's foreground group
//     and termios, the probers, the containment of every process a
//     session starts, and which session a process belongs to;
//   - session/settle: the decision of when a program is done, and the
//     recorded looks of real sessions it is tested on;
//   - session/shell: the shell integration's rc file and nonce,
//     run_command's capture of the output between the OSC 133 marks, and
//     the last command the marks show;
//   - session/record: the asciicast recordings, a session's events on
//     their way to the file, and playing one back up to a point;
//   - session/answer: answer_prompt's steps, each step's screen checked;
//   - session/watch: the watcher of every session for people's views and
//     the notifications;
//   - session/question: the questions to people, answered once on the
//     web page;
//   - session/input: what a call sends, and the pace its keys are typed
//     at;
//   - session/expect: what ends a wait besides settling (expected text,
//     wait_for's conditions);
//   - session/delta: what a result says changed since the last one;
//   - session/launch: finding a program and its environment, and waiting
//     for it;
//   - session/config: a manager's limits and timings;
//   - session/ending: how the last sessions ended, and the final screens
//     kept;
//   - session/people: the people attached, the take-over and the
//     hand-back;
//   - session/pace: the pace of the feed of the sessions nobody waits on.
//
// And secret, at the top level because the emulator uses it too (secrets
// remembered as hashes; the terminal masks them in every result, the
// recording stars them in its output). The session itself is the parts
// that hold its state and goroutines (see [Session]: the PTY and its
// queues, the kernel's view, the calls and waits, the views) and the
// [Manager].
//
// # What changed
//
// A session remembers the last screen it returned to any caller: the next
// result's Changed and [Delta] (the lines that scrolled off, a block of rows
// moved up or down, the rows that differ) are reckoned from it (package
// delta).
// run_command's output is captured from the screen's rows as the
// terminal's feed leaves them, between the command's marks, until a result
// gave its end ([Session.Follow] waits for a command still running and
// gives what it printed since), and the last command's line and exit
// status are read from the shell's marks.
//
// # Input and waits
//
// A call sends an [Input]: Keys, pressed as a person types them, each its
// own write to the terminal, encoded for the terminal's modes when it is
// pressed, the next once the kernel shows the program has taken the one
// before (its input queue is empty and no thread of it runs; for a
// program that defers its work to a timer, until that timer is done); or
// Text, written in one write (literal text, a paste). So "jj" moves a
// Bubble Tea or Ink list two rows, as two keystrokes would, where one
// write is read as one key "jj". Any caller presses keys so: parse key
// notation with emulator.ParseKeys and send session.Keys(keys...).
// Package input types it.
//
// The call then waits for the first of: the program settled (it waits for
// input and drew what the input caused), it exited, what [Expect] names
// appeared (then only that, exiting or the time ends the wait), it went
// [Quiet] (it runs without reading the terminal and printed nothing for
// [QuietAfter]), or the time ran out. Package settle decides which, from
// each look the wait takes (settle.Decide: output fed, input taken,
// replies answered, the PTY drained both ways, the screen's shape, the
// kernel's view of the foreground); the wait (wait.go) takes the looks and
// blocks between them until the next event (output, the end of the feed,
// the exit) or the look the verdict asks for. A program at rest may yet
// draw from a timer (Bubble Tea's frame ticker, Ink's throttled render, a
// full-screen program's refresh): the kernel shows when each of its
// sleeping threads wakes, and the decision waits for those due soon. A
// blank screen is not settled while something of the program can still
// draw (first paint).
//
// # State backends
//
// A prober of package kernel reads the foreground group's processes:
// Linux's reads procfs, so it sees a program blocked reading the terminal;
// macOS's reads sysctl kern.proc, which tells stopped from alive but not
// running from waiting; the portable one reads nothing of the processes'
// state. Where a prober cannot see waiting, the quiet rule (state.go)
// infers it (quiet time, termios, the cursor after text on its row) and
// the result says state_source "quiet". [Config].State or AGENTTY_STATE
// chooses the portable backend on Linux.
//
// # Lifetime
//
// Every session has five goroutines, owned by the session and waited for by
// [Session.Close] (the last one by its grace period): one reads the PTY into
// a bounded set of buffers, one feeds them to the emulator in the order
// they were read (so the PTY is read while the screen is fed; when every
// buffer waits for the feeder, the reader waits and the kernel throttles
// the program), one drains the emulator's replies into a bounded queue, one
// writes the queued replies to the PTY, one waits for the process to exit.
// The feed of a session nobody waits on (no call holds it, no person is
// attached, nothing reads its screen) is paced: the manager's background
// feeders take turns, with pauses that keep them to a tenth of a
// processor, and a program that writes faster is held back by its full
// PTY; a call first puts what the program wrote on the screen, and its
// session is fed at once while it lasts (package pace). A session counts as exited
// (its state, a wait's outcome, [Session.Done]) only once everything the
// process wrote is on the screen, however long that takes to emulate; until
// then it is running. Close ends every process the session started
// (SIGHUP, then SIGTERM, then SIGKILL after a grace period), reaps the
// process and closes every descriptor. [Manager.Close] does this for all
// sessions; it blocks until they are gone.
//
// # Locks
//
// The order of a session's locks is written once, in package lockorder,
// and checked there under the race detector: the calls part's ops (one
// tool call at a time; waited for with a deadline), the output queue's
// (the PTY part's), the recording's (its file written in order), the
// terminal's (the one lock on the screen; the session's stream, which
// hands run_command's capture and the recording's filter what the
// terminal's one parse hears, keeps its state under it), mu (the fields
// of the session's parts, briefly; the parts have no lock of their own),
// the secrets' (a leaf). Times of output, input and calls are atomics
// (activity.go), taken under no lock. The
// feeder holds the terminal's lock while it feeds a unit of output, and
// lets go of it between two units whenever somebody waits, so no call
// waits for a chunk that is slow to emulate; the emulator calls nothing
// of the session's but the stream, and the stream takes no lock but the
// leaves. A settling wait does not wait for a feed at all (it is not
// settled while one is under way, and takes no look while output
// streams). The output queue's lock is taken alone: the reader lets go of
// it across its reads of the master (marking one under way), the feeder
// holds it while it takes a chunk or frees it (not while it feeds, nor
// while it waits for the background feed's turn, a channel), and
// the reads that prove the PTY empty are made under it with no read under
// way, so that "nothing unread in the PTY, nothing read and not yet on
// the screen" is known at once; nothing under it waits. The recording's
// events are queued under the terminal's lock and written to the file
// after it is let go. The process tracker (kernel.Tracker) locks only its
// own state and calls nothing of the session's. No lock is held across a
// write that can block: writes to the PTY are non-blocking (input waits
// for room with a deadline, replies that do not fit are dropped). The
// emulator keeps its replies for their reader without waiting for it;
// that only reader takes no lock and never waits for anything but the
// reply stream, handing each reply to a bounded queue. A Manager's mu
// comes before a session's mu.
//
// # People
//
// A person may attach to a session from a terminal ([Session.Attach]; the
// host package serves agentty attach and watch): their keys go to
// the program without waiting for any call, and [Session.Frame] gives what
// their terminal paints, secrets masked. Every screen result lists the
// people attached. One may take the session over exclusively: the agent's
// input calls (Send, Run, Resize, Signal, and closing) fail with
// [ErrTakenOver] until they detach, and the next result carries the
// hand-back. A call typing when a person takes over types no more once
// Attach returns, and what it typed ahead unread is discarded: its error
// says how much went in before (takeover.go). The idle reaper leaves a session alone while anyone is
// attached; the web package attaches a person's browser the same
// way (who "browser").
//
// # Watching and asking
//
// [Manager.Watch] follows every session for people's views and the MCP
// notifications: its listing row, its screen's revision, and the moment it
// needs a person (a password prompt the agent has not been shown, an exit no
// call waited for); it is event-driven, nothing runs for an idle session
// (package watch's Watcher, on the manager's sessions).
// [Session.Look] reads a screen without changing what the agent's next
// result says changed. [Manager.Ask] opens a [Question] to a person,
// answered once on the web page; the answer is typed into the program
// ([Session.Answer]), as secret input when it is secret.
//
// # Processes
//
// A session's processes are its whole tree: every descendant of the program
// it started, including those that called setsid, double-forked or ignore
// SIGHUP. Package kernel keeps track of them (a cgroup per session on
// Linux where it can make one, else the server as a child subreaper; a
// process group elsewhere) and signals them; see its documentation. Close
// ends them all (terminate in process.go).
package session
