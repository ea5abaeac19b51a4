package session

import "github.com/agentty/agentty/session/config"

// Config holds the limits and timings of a manager (package config). Zero
// fields take the defaults of DefaultConfig.
type Config = config.Config

// DefaultConfig returns the defaults of the spec.
func DefaultConfig() Config { return config.Default() }

// Backends name how state is read; Config.State takes one of them.
const (
	// BackendKernel is the platform's best: procfs on Linux, sysctl
	// kern.proc on macOS; BackendPortable where there is none.
	BackendKernel = config.BackendKernel
	// BackendPortable uses only what every Unix has: the terminal's
	// foreground group, termios and the quiet rule.
	BackendPortable = config.BackendPortable
)

// StateEnv is the environment variable that chooses the backend when
// Config.State is empty (so a whole test suite runs with either).
const StateEnv = config.StateEnv

// TracesEnv names a directory where every wait's trace is written, a file
// each, when Config.Trace is not set (docs/development.md).
const TracesEnv = config.TracesEnv

// CheckBackend says whether name is a state backend ("" is one: the
// default).
func CheckBackend(name string) error { return config.CheckBackend(name) }

// SessionsFit returns how many sessions the descriptor limit holds, and
// the limit (config.SessionsFit).
func SessionsFit() (most int, limit uint64) { return config.SessionsFit() }
