package session

import (
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/shell"
)

// stream hears the program's output as the terminal feeds it (it is the
// terminal's Listener), for what must keep step with the screen: the
// recording's output, and run_command's transcript. Everything it holds
// is guarded by the terminal's lock: its methods run in the terminal's
// callbacks, and calls reach its fields in functions Terminal.Locked runs.
type stream struct {
	s       *Session
	capture *shell.Transcript // run_command's output until a result gave its end
}

var _ emulator.Listener = (*stream)(nil)

func (st *stream) Output(unit []byte) {
	s := st.s
	if st.capture != nil {
		st.capture.Write(unit)
	}
	if s.rec != nil {
		s.rec.output(unit, &s.secrets)
	}
	s.act.outputNow(time.Now()) // output is still arriving on the screen
}
