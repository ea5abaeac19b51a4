package shell

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// ErrCommand: a command line for run_command holds something that would
// act as a key at the prompt (a control character) instead of text.
var ErrCommand = errors.New("command cannot be typed at the prompt")

// CheckCommand says why a command line cannot be typed at a prompt: a
// control character (other than tab and newline) would act as a key there,
// e.g. Ctrl-C would cancel the line or end the bracketed paste it is sent
// in; invalid UTF-8 is not text.
func CheckCommand(command string) error {
	if !utf8.ValidString(command) {
		return fmt.Errorf("%w: it is not valid UTF-8 text", ErrCommand)
	}
	for i, r := range command {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
			return fmt.Errorf("%w: it holds the control character %U at byte %d", ErrCommand, r, i)
		}
	}
	return nil
}

// Command is a command a shell session ran: its command line, and its exit
// status once it ended.
type Command struct {
	Command  string
	ExitCode *int
	Finished bool
}

// Clone returns a copy of c (nil for nil).
func (c *Command) Clone() *Command {
	if c == nil {
		return nil
	}
	d := *c
	return &d
}

// Typed is the command run_command typed last, and the newest mark
// before it: the command line of the first command that starts after
// that mark.
type Typed struct {
	Command string
	After   int
}

// Last reads the last command a shell runs or ran from t's OSC 133 marks:
// the newest command start (C), its command line (what run_command typed,
// r, or the screen's text between the prompt's end, B, and C), and
// whether an end (D, with the exit status) came after it. Nil before the
// first command.
func Last(t *emulator.Terminal, r Typed) *Command {
	marks := t.Marks(0)
	c := -1
	for i := len(marks) - 1; i >= 0; i-- {
		if marks[i].Kind == 'C' {
			c = i
			break
		}
	}
	if c < 0 {
		return nil
	}
	cmd := &Command{}
	for _, m := range marks[c+1:] {
		if m.Kind == 'D' {
			exit := m.Exit
			cmd.ExitCode, cmd.Finished = &exit, true
			break
		}
	}
	first := true // the first command start after Run typed its command
	for _, m := range marks[:c] {
		if m.Kind == 'C' && m.Seq > r.After {
			first = false
		}
	}
	if r.Command != "" && marks[c].Seq > r.After && first {
		cmd.Command = r.Command
		return cmd
	}
	for i := c - 1; i >= 0; i-- {
		if marks[i].Kind == 'B' {
			text, _ := t.Text(marks[i].Pos, marks[c].Pos)
			cols, _ := t.Size()
			cmd.Command = unwrap(text, marks[i].Pos.Col, cols)
			break
		}
	}
	return cmd
}

// unwrap joins the screen lines of a command line typed from column col of
// a terminal cols wide: a line that fills its row continues on the next
// (the terminal wrapped it); others end where the user pressed Enter
// (a continuation prompt follows).
func unwrap(text string, col, cols int) string {
	lines := strings.Split(text, "\n")
	var b strings.Builder
	for i, l := range lines {
		b.WriteString(l)
		if i+1 < len(lines) && col+uniseg.StringWidth(l) < cols {
			b.WriteByte('\n')
		}
		col = 0
	}
	return strings.TrimSpace(b.String())
}
