// Package input is what one of the agent's calls sends a program and the
// pace it is typed at: an [Input] (keys pressed one at a time, text
// written at once, Enter, a secret), each key encoded for the terminal's
// modes as it is pressed and the next pressed once the kernel shows the
// program took the one before: its input queue empty, no thread of it
// running, no short timer of its about to fire ([Type]); and how much of
// it went in when a write failed ([Typed]). It does not own the terminal,
// the writes or the take-over that stops them, nor the wait for what the
// input caused: a [Terminal] (the session package's) writes, records and
// shows the kernel's view of the foreground.
package input
