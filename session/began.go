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
// in front starts it over.
type beganAs struct {
	mu   sync.Mutex // guards the fields below; a leaf: nothing else is locked under it
	pid  int
	mode modes.Mode
}

// of is the mode the process pid began as, "" when it showed none yet or
// another process was noted since.
func (b *beganAs) of(pid int) modes.Mode {
	b.mu.Lock()
	defer b.mu.Unlock()
	if pid == 0 || pid != b.pid {
		return ""
	}
	return b.mode
}

// note is told of each screen given to the agent: the process in front,
// its state and the mode read.
func (b *beganAs) note(pid int, st State, m modes.Mode) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if pid != b.pid {
		b.pid, b.mode = pid, ""
	}
	if b.mode == "" && pid != 0 && st == WaitingForInput && (m == modes.Editor || m == modes.Pager || m == modes.TUI) {
		b.mode = m
	}
}
