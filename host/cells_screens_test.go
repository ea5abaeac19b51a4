package host

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestCellsRebuildFrame: the host that takes a cells attach's frames
// (cellsIn) has the frame the session's host had (as Clean leaves it), its
// cursor, modes and label, after every chunk of every stream; no row is
// sent that did not change. A resize of the screen midway is in every
// stream.
func TestCellsRebuildFrame(t *testing.T) {
	streams := append(sessiontest.ProgramStreams(t, "..", 97, 2048), sessiontest.RandomStreams(38, 500)...)
	steps, frames := 0, 0
	for _, st := range streams {
		chunks := st.Chunks
		term := emulator.New(st.Cols, st.Rows, 100)
		term.DiscardReplies()
		var out cellsOut
		var in cellsIn
		var last emulator.Frame
		for i, chunk := range chunks {
			if i == len(chunks)/2 && i > 0 {
				term.Resize(st.Cols+1, st.Rows+2)
			}
			_, _ = term.Write(chunk)
			f := term.Frame()
			label := fmt.Sprintf("label %d", i/7)
			where := fmt.Sprintf("%s, chunk %d", st.Name, i)
			payloads := out.next(f, label)
			steps++
			frames += len(payloads)
			for j, p := range payloads {
				var msg cellsMsg
				if err := json.Unmarshal(p, &msg); err != nil {
					t.Fatal(err)
				}
				for _, r := range msg.Lines {
					if !msg.Full && last.Cols == f.Cols && slices.Equal(last.Cells[r.Y*f.Cols:(r.Y+1)*f.Cols], f.Cells[r.Y*f.Cols:(r.Y+1)*f.Cols]) {
						t.Fatalf("%s: row %d sent unchanged", where, r.Y)
					}
				}
				whole, err := in.apply(p)
				if err != nil || whole != (j == len(payloads)-1) {
					t.Fatalf("%s: frame %d of %d: whole %v, %v", where, j, len(payloads), whole, err)
				}
			}
			want := f
			want.Cells = slices.Clone(f.Cells)
			want.Clean()
			if !slices.EqualFunc(in.f.Cells, want.Cells, sameCell) || in.f.Cursor != want.Cursor || in.f.Modes != want.Modes || in.label != label {
				t.Fatalf("%s: the far frame is\n%q %+v %q\nnot\n%q %+v %q", where, frameText(in.f), in.f.Cursor, in.label, frameText(want), want.Cursor, label)
			}
			last = f
		}
	}
	t.Logf("%d streams, %d steps, %d frames: the far frame is the frame after each", len(streams), steps, frames)
}

// sameCell reports whether two cells show the same: a blank is a blank
// whether it holds a space or nothing.
func sameCell(a, b screen.Cell) bool {
	if a.Text == " " {
		a.Text = ""
	}
	if b.Text == " " {
		b.Text = ""
	}
	return a == b
}

func frameText(f emulator.Frame) []string {
	out := make([]string, f.Rows)
	for y := range out {
		out[y] = f.Line(y)
	}
	return out
}
