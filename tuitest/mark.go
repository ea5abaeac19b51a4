package tuitest

import (
	"errors"
	"sync"

	"github.com/agentty/agentty/session/kernel"
)

// The process running the tests holds sessions as agentty's servers do, so
// it is marked as one (kernel.MarkServer) while a Term is open: every
// session host and page of the machine then refuses the programs tuitest
// runs and all they start (setsid, a double fork, a cleared environment),
// as it refuses an agentty session's. The first Term to start takes the
// mark and the last to end gives it back, so that a test binary is no
// subreaper once its Terms are gone. Where another part of the process
// marked it already (it runs an agentty server itself), that mark serves.
var mark struct {
	mu   sync.Mutex   // guards the fields below; held across taking and giving back the mark
	n    int          // the Terms open
	held *kernel.Mark // the mark tuitest took; nil while n is 0 or the process's is another's
}

// holdMark marks the process as a server of sessions for a Term, before
// it starts its program; the function returned gives the mark back, once
// the program and all it started have ended. A process that cannot be
// marked runs no program: the error says why.
func holdMark() (release func(), err error) {
	mark.mu.Lock()
	defer mark.mu.Unlock()
	if mark.n == 0 {
		m, err := kernel.MarkServer()
		switch {
		case errors.Is(err, kernel.ErrMarked):
		case err != nil:
			return nil, err
		default:
			mark.held = m
		}
	}
	mark.n++
	var once sync.Once
	return func() {
		once.Do(func() {
			mark.mu.Lock()
			defer mark.mu.Unlock()
			mark.n--
			if mark.n == 0 && mark.held != nil {
				mark.held.Close()
				mark.held = nil
			}
		})
	}, nil
}
