package emulator

import (
	"bytes"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// registerHandlers installs agentty's own handlers in front of x/vt's. A
// handler registered later runs first; returning false hands the sequence on
// to the default handler.
func (t *Terminal) registerHandlers() {
	// Window title and icon name. x/vt drops a title that contains ';'.
	for _, cmd := range []int{0, 1, 2} {
		t.vt.RegisterOscHandler(cmd, func(data []byte) bool {
			_, text, ok := bytes.Cut(data, []byte{';'})
			if ok && cmd != 1 {
				t.title = string(text)
			}
			return true
		})
	}

	// OSC 7: the shell's working directory as a file:// URL.
	t.vt.RegisterOscHandler(7, func(data []byte) bool {
		_, text, ok := bytes.Cut(data, []byte{';'})
		if !ok {
			return true
		}
		t.cwd = string(text)
		if u, err := url.Parse(t.cwd); err == nil && u.Scheme == "file" {
			t.cwd = u.Path
		}
		return true
	})

	// OSC 133: shell-integration marks (FinalTerm / iTerm2 semantics).
	t.vt.RegisterOscHandler(133, func(data []byte) bool {
		t.mark(data)
		return true
	})

	// DECSTBM with a bottom margin past the screen: xterm and tmux clamp it to
	// the last row; x/vt keeps it and later indexes past the screen (a
	// panic on IL/DL/SU/RI). The parameters alias the parser's own storage,
	// which the default handler reads, so clamping them in place is enough.
	t.vt.RegisterCsiHandler('r', func(params ansi.Params) bool {
		if len(params) >= 2 {
			if b := params[1].Param(0); b > t.rows {
				params[1] = ansi.Param(t.rows)
			}
		}
		if len(params) >= 1 {
			if top := params[0].Param(0); top > t.rows {
				params[0] = ansi.Param(t.rows)
			}
		}
		// Follow x/vt's rules to know whether the region is the whole
		// screen (the fast path needs it).
		top, _, _ := params.Param(0, 1)
		top = max(top, 1)
		bottom, _, _ := params.Param(1, t.rows)
		if bottom < 1 {
			bottom = t.rows
		}
		if top < bottom {
			screen := 0
			if t.altScreen {
				screen = 1
			}
			t.fullRegion[screen] = top == 1 && bottom == t.rows
		}
		return false
	})

	// Counts a hostile program makes huge would keep x/vt busy for minutes
	// (REP repeats a character n times, one by one). Bound them to what can
	// change the screen. REP keeps its count modulo the width, so the final
	// screen and cursor are the same as with the full count.
	for _, final := range []byte{'b', 'X', 'I', 'Z', '@', 'P', 'S', 'T'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if len(params) == 0 {
				return false
			}
			n := params[0].Param(1)
			limit := t.cols
			switch final {
			case 'b':
				if area := t.cols * t.rows; n > area+t.cols {
					params[0] = ansi.Param(area + n%t.cols)
				}
				return false
			case 'S', 'T':
				limit = t.rows
			}
			if n > limit || n < 0 {
				params[0] = ansi.Param(limit)
			}
			return false
		})
	}

	// IL and DL move the cursor to the left margin and leave its row alone;
	// x/vt also moves it down by the top margin. Run x/vt's handler (fed
	// again through the parser, which is safe: after a CSI dispatch the
	// parser only returns to ground), then put the cursor back on its row.
	for _, final := range []byte{'L', 'M'} {
		t.vt.RegisterCsiHandler(int(final), func(params ansi.Params) bool {
			if t.inner || t.originMode {
				return false
			}
			n, _, _ := params.Param(0, 1)
			n = min(max(n, 1), t.rows)
			before := t.vt.CursorPosition()
			t.inner = true
			_, _ = t.vt.Write(fmt.Appendf(nil, "\x1b[%d%c", n, final))
			t.inner = false
			if t.vt.CursorPosition() != before {
				_, _ = t.vt.Write(fmt.Appendf(nil, "\x1b[%dH", before.Y+1))
			}
			return true
		})
	}

	t.vt.RegisterCsiHandler('J', func(params ansi.Params) bool {
		if t.inner {
			return false
		}
		n, _, _ := params.Param(0, 0)
		switch {
		case n == 3:
			// ED 3 erases the scrollback (ours lives outside x/vt) and
			// leaves the screen alone; x/vt would clear it too.
			if !t.altScreen {
				t.history.clear()
			}
			return true
		case n == 2 && !t.altScreen && !t.originMode:
			t.eraseDisplay()
			return true
		}
		return false
	})
}

// eraseDisplay is ED 2 on the main screen: the rows down to the last one
// with text go into history, in order (so lines keep their numbers), then the
// screen is blank; the cursor does not move. x/vt pushes only non-empty
// rows, which renumbers every line below the first empty one.
func (t *Terminal) eraseDisplay() {
	t.drainScrollback()
	var b strings.Builder
	last := -1
	rows := make([]string, t.rows)
	for y := 0; y < t.rows; y++ {
		if rows[y] = t.rowText(y, 0, t.cols, &b); rows[y] != "" {
			last = y
		}
	}
	for y := 0; y <= last; y++ {
		t.history.push(rows[y])
	}
	pos := t.vt.CursorPosition()
	t.inner = true
	_, _ = t.vt.Write(append([]byte("\x1b[H\x1b[J"), cup(pos.Y, pos.X)...))
	t.inner = false
}

// mark records one OSC 133 mark: A (prompt starts), B (command line
// starts), C (command output starts), D[;exit] (command finished).
func (t *Terminal) mark(data []byte) {
	parts := bytes.Split(data, []byte{';'})
	if len(parts) < 2 || len(parts[1]) != 1 {
		return
	}
	m := Mark{Kind: parts[1][0], Exit: -1}
	switch m.Kind {
	case 'A', 'B', 'C':
	case 'D':
		if len(parts) >= 3 {
			if n, err := strconv.Atoi(string(parts[2])); err == nil {
				m.Exit = n
			}
		}
	default:
		return
	}
	pos := t.vt.CursorPosition()
	pending := int64(0)
	if sb := t.vt.Scrollback(); sb != nil {
		pending = int64(sb.Len())
	}
	m.Pos = Pos{Line: t.history.total + pending + int64(pos.Y), Col: pos.X}
	m.AltScreen = t.altScreen
	t.marks.add(m)
}
