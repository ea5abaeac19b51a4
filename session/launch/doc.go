// Package launch starts a session's program on a pseudo-terminal of its
// own: it opens and sizes the PTY ([OpenPTY]; [ErrNoPTY] says why none
// could be had), makes its master non-blocking for the runtime's poller
// ([NonBlocking]), finds the program as the session's own shell would
// ([LookPath], [SearchPath]), gives it its environment (the terminal's
// variables, a UTF-8 locale, none of the server's own secrets:
// [Environment]), and waits for the started process, saying how it
// ended ([Process]). It does not own the session, the tracking of the
// processes a program starts (kernel.Tracker starts it) nor what the
// PTY carries.
package launch
