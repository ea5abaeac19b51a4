// Package lockorder writes down the order in which agentty's locks on a
// session's output and screen are taken, once, and checks it: each lock
// has a rank, and a goroutine takes locks in increasing rank only. It
// does not own the locks' meaning; each is documented where it is
// declared.
//
// # The order
//
//  1. [Ops]: a session admits one tool call at a time (held across the
//     call, by the goroutine serving it); its calls part's ops.
//  2. [Output]: a session's output queue, between the goroutine reading
//     the PTY and the one feeding the screen (its PTY part's out);
//     nothing is taken under it.
//  3. [Recording]: a session's recording, written in the order its
//     events were queued.
//  4. [Screen]: the one lock on a terminal's screen (emulator.Terminal):
//     the engine, the snapshot, and what listens to the parse of the
//     program's output (a session's capture, its recording's queue).
//  5. [Session]: a session's mu, the one lock of its parts' fields: the
//     kernel part's exit status and leader, the calls part's last
//     command, the views part's last screen returned and people.
//  6. [Secrets]: a secret.Set's hashes (the terminal's mask takes it
//     under the screen's lock).
//  7. [Replies]: a terminal's reply stream (taken under the screen's lock
//     to put a reply, alone to read one).
//
// A session's parts (package session: the PTY and its queues, watching
// the kernel, calls and waits, views) have no lock of their own: each
// takes the locks above in this order, whichever part's method it is in.
//
// No lock of this list is held across a write to a PTY or a pipe.
//
// # The check
//
// Built with the race detector (go test -race, the race build tag), a
// Mutex remembers which goroutine holds it, and taking a lock whose rank
// is not above every rank the goroutine holds panics, naming both: the
// tests, run with -race, fail where the order is broken, before two
// goroutines ever meet in a deadlock. Without it, a Mutex is a
// sync.Mutex and the check is compiled out.
package lockorder
