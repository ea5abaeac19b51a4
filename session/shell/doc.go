// Package shell is agentty's shell integration: the rc file of the shells
// a session starts ([Integration]), which adds OSC 133 marks carrying a
// per-shell nonce ([NewNonce]) to the prompts, and the [Capture] that
// takes a command's output between its marks C and D, as the command
// edited it on the screen; and the last command the marks show, its
// command line and exit status ([Last], [Command]), and whether a command
// line can be typed at a prompt at all ([CheckCommand]). It parses
// nothing: it is a listener of the terminal's one parse (the marks the
// terminal reads, the rows leaving its main screen) and reads the
// session's own screen rows and marks. It does not own
// the shell's process or its PTY, nor running a command and waiting for
// it (session.Session.Run): the session's stream hands a Capture what the
// terminal hears, and asks it what it holds.
//
// # Guarantees
//
// The nonce reaches the shell through a pipe closed before ~/.bashrc runs
// and is never exported, so the shell's programs do not inherit it; marks
// without it are not taken for a command's end. The rc file keeps the marks
// through a replaced PS1, PS0 or PROMPT_COMMAND, unless both the prompt and
// the hook are replaced at once. A Capture keeps a bounded amount of
// output (its head and tail within the caller's cap, and the rows on
// their way to it, kept a unit of output at a time), and hides in it what
// the terminal hid and what its secret.Mask finds, however the command
// printed it (across lines, with colours between its characters, partly
// overwritten). It is not safe for concurrent use: the session hands it
// what the terminal hears as its listener and reads it in functions
// Terminal.Locked runs, under the terminal's lock.
package shell
