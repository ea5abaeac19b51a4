package host

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/emulator/screen"
)

// A cells attach (attach with cells=1) sends the session's screen as
// cells instead of painting it: frameCells frames carry what changed since
// the last one, and the host that asked paints them on the person's
// terminal with its own painter. The session host of this machine asks
// the host of another machine for its sessions so (attachFar): nothing the
// far side sends reaches the person's terminal as it came.

// maxCellsFrame bounds a cells frame's payload; an update that takes more
// goes in several frames, each but the last marked more.
const maxCellsFrame = 1 << 20

// cellsMsg is one cells frame: the size, the rows that changed (every row
// when Full), the cursor, the key modes and the label of the session
// (its name and program, for the status line).
type cellsMsg struct {
	Cols   int             `json:"cols"`
	Rows   int             `json:"rows"`
	Full   bool            `json:"full,omitempty"`
	More   bool            `json:"more,omitempty"` // the update goes on in the next frame
	Lines  []cellsRow      `json:"lines,omitempty"`
	Cursor emulator.Cursor `json:"cursor"`
	Modes  emulator.Modes  `json:"modes"`
	Label  string          `json:"label,omitempty"`
}

// cellsRow is row Y: its cells as runs of one style.
type cellsRow struct {
	Y    int       `json:"y"`
	Runs []cellRun `json:"runs"`
}

// cellRun is cells of one style, a text each: a blank is " ", the second
// cell of a wide character "".
type cellRun struct {
	Style cellStyle `json:"s"`
	Text  []string  `json:"t"`
}

// cellStyle is screen.Style on the wire.
type cellStyle struct {
	Fg        screen.Color `json:"f,omitempty"`
	Bg        screen.Color `json:"b,omitempty"`
	Underline screen.Color `json:"uc,omitempty"`
	Attrs     screen.Attr  `json:"a,omitempty"`
	Under     uint8        `json:"u,omitempty"`
}

// runsOf is a row's cells as runs.
func runsOf(row []screen.Cell) []cellRun {
	var runs []cellRun
	for _, c := range row {
		st := cellStyle{Fg: c.Style.Fg, Bg: c.Style.Bg, Underline: c.Style.UnderlineColor, Attrs: c.Style.Attrs, Under: c.Style.Underline}
		if len(runs) == 0 || runs[len(runs)-1].Style != st {
			runs = append(runs, cellRun{Style: st})
		}
		t := c.Text
		switch {
		case c.Width == 0:
			t = ""
		case t == "":
			t = " "
		}
		r := &runs[len(runs)-1]
		r.Text = append(r.Text, t)
	}
	return runs
}

// cellsOut follows a session's frames for a cells attach: each call of
// next returns the frames that bring the other host from the last frame
// to f, with the rows the emulator's differ says changed.
type cellsOut struct {
	prev  emulator.Frame
	label string
	sent  bool
}

// next returns the payloads of the frames from the last frame to f (none
// when nothing changed), each at most about maxCellsFrame bytes.
func (o *cellsOut) next(f emulator.Frame, label string) [][]byte {
	full := !o.sent || o.prev.Cols != f.Cols || o.prev.Rows != f.Rows
	msg := cellsMsg{Cols: f.Cols, Rows: f.Rows, Full: full, Cursor: f.Cursor, Modes: f.Modes}
	if label != o.label || full {
		msg.Label = label
	}
	var ys []int
	if full {
		ys = make([]int, f.Rows)
		for y := range ys {
			ys[y] = y
		}
	} else {
		ys = emulator.Diff(emulator.FrameRows(&o.prev), emulator.FrameRows(&f), false).Rows
	}
	var out [][]byte
	size := 0
	for _, y := range ys {
		r := cellsRow{Y: y, Runs: runsOf(f.Cells[y*f.Cols : (y+1)*f.Cols])}
		b, _ := json.Marshal(r)
		if size > 0 && size+len(b) > maxCellsFrame {
			msg.More = true
			out = append(out, marshal(msg))
			msg = cellsMsg{Cols: f.Cols, Rows: f.Rows, Cursor: f.Cursor, Modes: f.Modes}
			size = 0
		}
		msg.Lines = append(msg.Lines, r)
		size += len(b)
	}
	if len(out) > 0 || full || len(msg.Lines) > 0 || msg.Label != "" || f.Cursor != o.prev.Cursor || f.Modes != o.prev.Modes {
		out = append(out, marshal(msg))
	}
	o.prev, o.label, o.sent = f, label, true
	return out
}

func marshal(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// maxLabel bounds the label a far host gives its session (its name and
// program, on the status line, which shows a row of it at most).
const maxLabel = 512

// capLabel is label cut to maxLabel bytes, whole characters.
func capLabel(label string) string {
	if len(label) <= maxLabel {
		return label
	}
	return strings.ToValidUTF8(label[:maxLabel], "") + "…"
}

// cellsIn rebuilds the far session's frame from cells frames, for this
// host's painter.
type cellsIn struct {
	f     emulator.Frame
	label string
}

// apply takes one cells frame's payload; it reports whether the frame is
// whole (the update's last frame). What the frame says is brought within
// what this emulator's frames may be (emulator.Frame.Clean).
func (c *cellsIn) apply(payload []byte) (bool, error) {
	var msg cellsMsg
	dec := json.NewDecoder(bytes.NewReader(payload))
	if err := dec.Decode(&msg); err != nil {
		return false, fmt.Errorf("a cells frame is not what this agentty reads: %v", err)
	}
	if emulator.CheckSize(msg.Cols, msg.Rows) != nil {
		return false, fmt.Errorf("a cells frame of %dx%d cells, beyond what a terminal may have", msg.Cols, msg.Rows)
	}
	if msg.Full || msg.Cols != c.f.Cols || msg.Rows != c.f.Rows {
		c.f = emulator.Frame{Snapshot: emulator.Snapshot{Cols: msg.Cols, Rows: msg.Rows}, Cells: make([]screen.Cell, msg.Cols*msg.Rows)}
	}
	c.f.Cursor, c.f.Modes = msg.Cursor, msg.Modes
	if msg.Label != "" {
		c.label = capLabel(msg.Label)
	}
	for _, r := range msg.Lines {
		if r.Y < 0 || r.Y >= msg.Rows {
			continue
		}
		row := c.f.Cells[r.Y*msg.Cols : (r.Y+1)*msg.Cols]
		x := 0
		for _, run := range r.Runs {
			st := screen.Style{Fg: run.Style.Fg, Bg: run.Style.Bg, UnderlineColor: run.Style.Underline, Attrs: run.Style.Attrs, Underline: min(run.Style.Under, 5)}
			for _, t := range run.Text {
				if x >= len(row) {
					break
				}
				w := 1
				if t == "" {
					w = 0
				}
				row[x] = screen.Cell{Text: t, Width: w, Style: st}
				if w == 0 && x > 0 && row[x-1].Width == 1 && row[x-1].Text != " " {
					row[x-1].Width = 2
				}
				x++
			}
		}
		for ; x < len(row); x++ {
			row[x] = screen.Cell{Width: 1}
		}
	}
	c.f.Clean()
	return !msg.More, nil
}
