package session

import (
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/secret"
	"github.com/agentty/agentty/session/record"
	"github.com/agentty/agentty/session/shell"
)

// stream hears the terminal's parse of the program's output (it is the
// terminal's Listener) for what must keep step with the screen: the
// recording's output and its secret filter, and run_command's capture.
// It parses nothing itself. Everything it holds is guarded by the
// terminal's lock: its methods run in the terminal's callbacks, and calls
// reach its fields in functions Terminal.Locked runs.
type stream struct {
	rec     *record.Tape   // the session's recording; nil unless recording
	secrets *secret.Set    // the session's secrets, which the recording hides
	act     *activity      // the session's times: output is still arriving
	capture *shell.Capture // run_command's output until a result gave its end
}

var _ emulator.Listener = (*stream)(nil)

func (st *stream) Output(unit []byte, h emulator.Held) {
	if st.capture != nil {
		st.capture.Fed(h)
	}
	if st.rec != nil {
		st.rec.Output(unit, st.secrets)
	}
	st.act.outputNow(time.Now()) // output is still arriving on the screen
}

func (st *stream) Text(start, end int) {
	if st.rec != nil {
		st.rec.Text(start, end)
	}
}

func (st *stream) Mark(m emulator.Mark, h emulator.Held) {
	if st.capture != nil {
		st.capture.Mark(m, h)
	}
}

func (st *stream) Left(r emulator.Row) {
	if st.capture != nil {
		st.capture.Left(r)
	}
}

// hear has the terminal tell the stream what its listeners need: the runs
// of text while there is a recording, the rows leaving the screen while
// there is a capture. The caller holds the terminal's lock (h).
func (st *stream) hear(h emulator.Held) {
	h.Hear(st.rec != nil, st.capture != nil)
}

// setCapture makes c run_command's capture (nil: none). The caller holds
// the terminal's lock (h).
func (st *stream) setCapture(c *shell.Capture, h emulator.Held) {
	st.capture = c
	st.hear(h)
}
