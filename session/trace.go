package session

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/agentty/agentty/session/settle"
	"github.com/agentty/agentty/spell"
)

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
