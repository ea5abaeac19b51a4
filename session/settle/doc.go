// Package settle decides when a program on a terminal is done with what a
// call asked of it: one pure function, [Decide], from what the session
// observed (a [Look]: output fed, input taken, replies answered, the PTY
// drained, the screen, and the kernel's view of the foreground: blocked
// reading the terminal, at work, asleep until a known time, stopped,
// exited) and the call's wants (a [Call]) to a [Verdict]: an [Outcome], or
// the time of the next look. It owns the rules and the few durations they
// use, and the trace files that record real sessions' looks for replay
// ([Trace]). It does no I/O, sleeps nowhere and keeps no globals: the
// session package takes the looks, blocks until the next observation or
// the verdict's next look, and calls Decide again.
//
// # The rules
//
// A wait ends with the first of:
//
//   - [Exited]: the process ended and everything it wrote is on the screen.
//   - [Matched]: what the call expects holds on the screen (not one torn in
//     the middle of a chunk of output, unless the output went on past that
//     chunk: then what matched is shown with the chunk it came in).
//   - [TimedOut]: the call's time ran out.
//   - [Settled]: the program is at rest and nothing of it can still draw
//     what the input caused (below).
//   - [Partial]: it settled, and part of the screen is known to be
//     redrawn later: the program draws on its own (its last output came
//     QuietAfter or more after the input before it), the timeout its
//     terminal read waits with on the alternate screen ends after
//     QuietAfter, and the input redrew fewer than half of the rows with
//     text.
//   - [Quiet]: the program runs without reading the terminal, printed
//     nothing for [QuietAfter] and was at no work for as long (a client
//     waiting on its socket, a sleep).
//
// At rest means, from the kernel's view: blocked reading the terminal,
// having taken the input (new output, CPU time or another foreground group
// since it was sent, or no input was sent), every reply to its queries
// read, no input left unread, the PTY drained both ways (no output in
// flight, none waiting for the screen), no bytes in flight on a connection
// it waits on (Foreground InFlight: an exchange with a peer under way,
// such as node's debugger client and the node it debugs, whose answers
// TCP holds back 40 ms at a time before the prompt is drawn; a connection
// that stays so is not waited for past [QuietAfter] of quiet), and
// [Margin] of quiet; or quiet
// for the session's settle time where the kernel cannot show the input
// taken (a hidden system call). A stopped job is at rest once its output
// is in and nothing runs to take the terminal back. Behind a relay (the
// foreground waits on the terminal and connections only, at once: ssh,
// nc, script), whose far side the kernel cannot see, at rest is
// quiet for the session's quiet time with the cursor after text on its
// row or the alternate screen shown.
//
// A program at rest may still draw from a timer: a renderer's frame tick,
// a throttled render, a full-screen program's refresh. The kernel shows
// when each of its sleeping threads wakes at the latest ([Foreground]
// Timers, ReadWake). A round waits for the timers due within the settle
// time (a program the kernel could not see would be settled after that
// much quiet: a timer due sooner is part of what the input does) and, in
// the first round after input on the alternate screen, for the terminal
// reader's own timeout due within [QuietAfter] (a full-screen program that
// redraws when its wait for a key times out), and looks again once they
// are due; a thread the kernel still shows asleep in a wait that is due
// has not fired yet (poll, select and epoll end a timed wait up to a
// thousandth of its length late, a two-hundredth for a niced
// program, and a loaded machine runs the thread later still), and is
// looked at again after [Margin], within QuietAfter of the first round. A
// program that drew nothing in a round is settled; so is one that had such
// timers before the input, or was just opened (its timer runs all the
// time: its frame came once they fired); one whose drawing came from
// timers the input set (a deferred render) gets another round, for as long
// as QuietAfter since the first.
//
// # First paint
//
// A screen that shows nothing is not settled, nor quiet, while the kernel
// shows something of the foreground that can still draw without input: a
// thread at work, a timer, a wait on the network or another process. The
// wait goes on for the first frame, up to the call's time, and a verdict
// that times out on such a screen says nothing was drawn ([Verdict]
// Undrawn). A program blocked on the terminal alone (cat, read) cannot draw
// before it is sent something, and settles blank.
//
// # Durations
//
// Five durations take part, each bounding one thing:
//
//   - [Margin] (0.2 ms): the quiet a program the kernel shows at rest
//     needs. The drains are the proof that nothing is in flight; the
//     margin covers the moment between the kernel's answer and the
//     session's look at the screen. A caller sees a keystroke settle this
//     long after its output.
//   - [Call] SettleTime (the session's --settle, 40 ms): the quiet that
//     settles a program where the kernel cannot show the input taken, and
//     a stopped job. A caller sees such a result this long after the last
//     output.
//   - [Call] QuietTime (--quiet, 400 ms): the quiet that settles a relay,
//     whose far side the kernel cannot see. Shorter, and a relay's slow
//     far side is cut short; longer, and every call through ssh waits it.
//   - [QuietAfter] (2 s): the longest the wait waits for something it
//     cannot see coming: a silent program's next output (then [Quiet]),
//     its timers (those due later are not waited for), a chain of timer
//     rounds, a connection that keeps bytes in flight; "still changing"
//     at a timeout means output within it.
//   - [Poll] (16 ms): the longest between two looks when no event
//     announces a change: a program that blocks on the terminal again
//     without printing is seen within it.
//
// Nothing else is a duration: a program's timers come from the kernel,
// output and exit are events, how soon to look again after the last
// output grows with the quiet (never sooner than Margin, never later than
// Poll), and the pause of the output a settling wait looks after doubles
// from Margin, up to Poll, each time a look finds the output went on.
package settle
