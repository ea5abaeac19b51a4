// Package modes says what kind of program is in front of a terminal: a
// shell, an editor, a pager, a password prompt, a REPL, a question, a
// full-screen program of no other kind (tui), an ended session (exited), or
// something else (unknown), with a few words of detail.
//
// It also reads the prompt a program shows while it waits for an answer (a
// [Prompt]: a question, a menu or a form, its options and which of them
// is highlighted, taken from the text and the looks of the cells).
//
// [Classify] is a pure function of a screen snapshot and the facts the
// session package read from the kernel (the foreground program, its termios
// flags, whether it is blocked reading the terminal). It does no I/O and
// keeps no state, so it can be tested on recorded screens and fuzzed. It
// owns the rules; it does not own how the facts are gathered.
package modes
