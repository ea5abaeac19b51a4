// Package delta reckons what a screen result says changed: against the
// last screen a session returned to a caller ([Shown]), whether the
// screen changed, which of what a result carries besides its rows is the
// same ([Same]), and the [Delta] that makes the screen now of the rows the
// caller holds (how far it scrolled, a block of rows that moved, the rows
// that differ, by the emulator's differ; the lines that scrolled off,
// read from the terminal's history only when asked for). Back from the
// alternate screen, it reckons from the main screen the caller saw last.
// It does not own the results nor where the last one is kept (the
// session's views do, under the session's lock), nor how a delta is
// rendered (package tools).
package delta
