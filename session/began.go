package session

import (
	"sync"

	"github.com/agentty/agentty/modes"
)

// beganAs remembers, for the mode classifier, what the process in front
// showed itself to be: the mode read on the first screen of its own kind
// (an editor's, a pager's or a full-screen program's) it drew while it
// waited for input, as the agent was given it (modes.Facts.Began). An
// editor's help or search line is still the editor's; another process
// in front starts it over, as does a new program the same process
// runs (exec).
type beganAs struct {
	mu      sync.Mutex // guards the fields below; a leaf: nothing else is locked under it
	pid     int
	program string
	mode    modes.Mode
}

// of is the mode the process pid, running program, began as, "" when
// it showed none yet or another was noted since.
func (b *beganAs) of(pid int, program string) modes.Mode {
	b.mu.Lock()
	defer b.mu.Unlock()
	if pid == 0 || pid != b.pid || program != b.program {
		return ""
	}
	return b.mode
}

// note is told of each screen given to the agent: the process in front
// and its program, its state and the mode read.
func (b *beganAs) note(pid int, program string, st State, m modes.Mode) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if pid != b.pid || program != b.program {
		b.pid, b.program, b.mode = pid, program, ""
	}
	if b.mode == "" && pid != 0 && st == WaitingForInput && (m == modes.Editor || m == modes.Pager || m == modes.TUI) {
		b.mode = m
	}
}
