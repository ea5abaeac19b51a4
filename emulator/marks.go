package emulator

import (
	"bytes"

	"github.com/agentty/agentty/emulator/screen"
)

// Mark is one OSC 133 shell-integration mark.
type Mark struct {
	Kind      byte // 'A' prompt, 'B' command line, 'C' output, 'D' done
	Exit      int  // the exit status a D mark carried; -1 when none
	Pos       Pos  // where the cursor was when the mark arrived
	AltScreen bool // the mark arrived while the alternate screen was shown
	Seq       int  // 1 for the first mark the terminal saw, then 2, 3…
	// Prompt tells the prompts apart: the value of a k= parameter, which
	// agentty's shells count up each time they draw a prompt (empty when
	// the mark has none). Readline redrawing a prompt (after a multi-line
	// paste) sends its marks again with the same value: they are not a new
	// prompt, and the terminal ignores them.
	Prompt string
}

// Pos is a position in the whole text of the main screen: Line counts from
// the first line that ever scrolled into history, so it stays valid while
// output scrolls.
type Pos struct {
	Line int64
	Col  int
}

// markOf is the engine's mark as the product hands it out.
func markOf(m screen.Mark) Mark {
	return Mark{Kind: m.Kind, Exit: m.Exit, Pos: Pos{Line: m.Line, Col: m.Col},
		AltScreen: m.AltScreen, Seq: m.Seq, Prompt: m.Prompt}
}

// ParseMark reads the data of an OSC 133 sequence ("133;D;0;agentty=N;k=7")
// as the terminal does (screen.ParseMark): A (prompt starts), B (command
// line starts), C (command output starts), D[;exit] (command finished).
// With a nonce, a mark counts only when one of its parameters is
// agentty=NONCE; the exit status of D is its first parameter; k=VALUE is
// its Prompt.
func ParseMark(data []byte, nonce string) (Mark, bool) {
	arg, ok := bytes.CutPrefix(data, []byte("133;"))
	if !ok {
		return Mark{}, false
	}
	m, ok := screen.ParseMark(arg, nonce)
	if !ok {
		return Mark{}, false
	}
	return markOf(m), true
}
