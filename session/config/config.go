package config

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/settle"
	"github.com/agentty/agentty/spell"
)

// Config holds the limits and timings of a manager. Zero fields take the
// defaults of Default.
type Config struct {
	MaxSessions int           // open sessions at once (16)
	IdleTimeout time.Duration // a session without a tool call this long is closed (30 min)
	Scrollback  int           // lines kept above the screen (10000)
	MaxInput    int           // bytes of input one call may send (64 KiB)
	Grace       time.Duration // from SIGHUP to SIGKILL when closing (2 s)
	Settle      time.Duration // quiet time that settles a waiting program (40 ms)
	Quiet       time.Duration // quiet time that settles a relay such as ssh (400 ms)
	Shell       string        // the shell for commands and interactive sessions (bash)
	RecordDir   string        // when set, every session is recorded there
	RecordMax   int64         // bytes a recording may grow to (100 MiB); then it stops, with a marker saying so
	// MaxWait bounds how long one tool call waits (50 s), under the time
	// common MCP clients give a call (60 s); a longer timeout_ms returns
	// at MaxWait with the call that goes on waiting.
	MaxWait time.Duration
	// State is the state backend: BackendKernel (the platform's best) or
	// BackendPortable (the quiet rule only). Empty takes $AGENTTY_STATE,
	// else BackendKernel.
	State string

	// TrackTrees makes the manager track session processes by walking the
	// process tree (the server a child subreaper) even where it could give
	// each session a cgroup: for tests of that way, which is Linux's
	// without cgroups.
	TrackTrees bool

	// Trace, when set, is called with every wait's trace: the looks it
	// took and the verdict (package settle); for tests, and for
	// recording real sessions. With AGENTTY_SETTLE_TRACES naming a
	// directory, each is written there as a file.
	Trace func(settle.Trace)
}

// Default returns the defaults of the spec.
func Default() Config {
	return Config{
		MaxSessions: 16,
		IdleTimeout: 30 * time.Minute,
		Scrollback:  emulator.DefaultScrollback,
		MaxInput:    64 << 10,
		Grace:       2 * time.Second,
		Settle:      40 * time.Millisecond,
		Quiet:       400 * time.Millisecond,
		Shell:       "bash",
		RecordMax:   100 << 20,
		MaxWait:     50 * time.Second,
	}
}

// WithDefaults returns c with its zero fields set to their defaults (the
// state backend from StateEnv, the traces' directory from TracesEnv).
func (c Config) WithDefaults() Config {
	d := Default()
	if c.MaxSessions <= 0 {
		c.MaxSessions = d.MaxSessions
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = d.IdleTimeout
	}
	c.IdleTimeout = max(c.IdleTimeout, 10*time.Millisecond)
	if c.Scrollback <= 0 {
		c.Scrollback = d.Scrollback
	}
	if c.MaxInput <= 0 {
		c.MaxInput = d.MaxInput
	}
	if c.Grace <= 0 {
		c.Grace = d.Grace
	}
	if c.Settle <= 0 {
		c.Settle = d.Settle
	}
	if c.Quiet <= 0 {
		c.Quiet = d.Quiet
	}
	if c.Shell == "" {
		c.Shell = d.Shell
	}
	if c.RecordMax <= 0 {
		c.RecordMax = d.RecordMax
	}
	if c.MaxWait <= 0 {
		c.MaxWait = d.MaxWait
	}
	if err := CheckBackend(c.State); err != nil {
		slog.Warn("unknown state backend; using the kernel's", "err", err)
		c.State = BackendKernel
	}
	if c.State == "" {
		c.State = backendFromEnv()
	}
	if dir := os.Getenv(TracesEnv); c.Trace == nil && dir != "" {
		c.Trace = traceFiles(dir)
	}
	return c
}

// Backends name how state is read; Config.State takes one of them.
const (
	// BackendKernel is the platform's best: procfs on Linux (each thread's
	// state and the call it sleeps in), sysctl kern.proc on macOS (each
	// process's run state; waiting itself from the quiet rule). Where
	// there is none it is BackendPortable.
	BackendKernel = "kernel"
	// BackendPortable uses only what every Unix has: the terminal's
	// foreground group, termios and the quiet rule; the platform's process
	// table only names the foreground program.
	BackendPortable = "portable"
)

// StateEnv is the environment variable that chooses the backend when
// Config.State is empty (so a whole test suite runs with either).
const StateEnv = "AGENTTY_STATE"

// CheckBackend says whether name is a state backend ("" is one: the
// default).
func CheckBackend(name string) error {
	if name == "" || name == BackendKernel || name == BackendPortable {
		return nil
	}
	return fmt.Errorf("state backend %q: want %s or %s", name, BackendKernel, BackendPortable)
}

// backendFromEnv is the backend AGENTTY_STATE names, or BackendKernel.
func backendFromEnv() string {
	v := os.Getenv(StateEnv)
	if err := CheckBackend(v); err != nil {
		slog.Warn("ignoring "+StateEnv, "err", err)
		return BackendKernel
	}
	if v == "" {
		return BackendKernel
	}
	return v
}

// TracesEnv names a directory where every wait's trace is written, a file
// each (settle.WriteTrace), when Config.Trace is not set: for recording the
// looks of real sessions, and comparing rules on them (docs/development.md).
const TracesEnv = "AGENTTY_SETTLE_TRACES"

// traceFiles returns a Config.Trace that writes each trace to a file of
// its own in dir, named by the process, a count and the program.
func traceFiles(dir string) func(settle.Trace) {
	var n atomic.Uint64
	return func(t settle.Trace) {
		name := fmt.Sprintf("%d-%06d-%s.json", os.Getpid(), n.Add(1), filepath.Base(spell.Out(t.Program)))
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			slog.Warn("write a trace", "err", err)
			return
		}
		defer f.Close()
		if err := settle.WriteTrace(f, t); err != nil {
			slog.Warn("write a trace", "file", f.Name(), "err", err)
		}
	}
}
