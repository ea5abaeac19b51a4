package emulator

import (
	"bytes"
	"net/url"
	"strconv"

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
		return false
	})

	// ED 3 erases the scrollback; ours lives outside x/vt.
	t.vt.RegisterCsiHandler('J', func(params ansi.Params) bool {
		if n, _, _ := params.Param(0, 0); n == 3 && !t.altScreen {
			t.history.clear()
		}
		return false
	})
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
