// Package launch is how a session's program is started: it finds the
// program as the session's own shell would ([LookPath], [SearchPath]),
// gives it its environment (the terminal's variables, a UTF-8 locale,
// none of the server's own variables: [Environment]), and waits for the
// started process, saying how it ended ([Process]). It does not own the
// session, its PTY (the session's PTY part opens it), nor the tracking of
// the processes a program starts (kernel.Tracker starts it).
package launch
