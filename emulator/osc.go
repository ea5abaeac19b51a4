package emulator

import (
	"bytes"
	"net/url"

	"github.com/charmbracelet/x/ansi"
)

// registerHandlers installs agentty's own handlers in front of x/vt's. A
// handler registered later runs first; returning false hands the sequence on
// to the default handler.
func (t *Terminal) registerHandlers() {
	// Window title and icon name. x/vt drops a title that contains ';'.
	// The program chose the title's bytes: the controls among them are
	// kept spelled out (Visible), never handed on.
	for _, cmd := range []int{0, 1, 2} {
		t.vt.RegisterOscHandler(cmd, func(data []byte) bool {
			_, text, ok := bytes.Cut(data, []byte{';'})
			if ok && cmd != 1 {
				t.title = Visible(string(text))
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
		t.cwd = Visible(t.cwd)
		return true
	})

	// OSC 133: shell-integration marks (FinalTerm / iTerm2 semantics).
	t.vt.RegisterOscHandler(133, func(data []byte) bool {
		t.mark(data)
		return true
	})

	t.registerCharsets() // before the fixes: their count bounds run first
	t.registerFixes()
	t.registerBounds()

	// REP repeats the character printed right before it, or nothing:
	// xterm forgets the character at every control and sequence (REP's
	// own too), and tmux and xterm.js agree; x/vt repeated the last
	// character it printed, whatever came between. Registered last, this
	// runs first; the pieces of a long REP (cost.go) pass.
	t.vt.RegisterCsiHandler('b', func(ansi.Params) bool {
		return !t.inner && !t.inMore && !t.repeatable
	})
}

// mark records one OSC 133 mark that carries the terminal's nonce (see
// ParseMark).
func (t *Terminal) mark(data []byte) {
	m, ok := ParseMark(data, t.nonce)
	if !ok {
		return
	}
	pos := t.cursorPos()
	pending := int64(0)
	if sb := t.vt.Scrollback(); sb != nil {
		pending = int64(sb.Len())
	}
	m.Pos = Pos{Line: t.history.total + pending + int64(pos.Y), Col: pos.X}
	m.AltScreen = t.altScreen
	t.marks.add(m)
}
