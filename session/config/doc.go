// Package config is a session manager's limits and timings ([Config]):
// how many sessions, how long one may idle, how much scrollback and
// input, the grace before a kill, the quiet times that settle a program,
// the shell, the recordings, the longest wait, the state backend, and the
// hook that gets every wait's trace; their defaults ([Default]), and the
// environment variables that set some ([StateEnv], [TracesEnv]); and how
// many sessions the server's descriptor limit holds ([SessionsFit]). It
// does not own what the manager does with them.
package config
