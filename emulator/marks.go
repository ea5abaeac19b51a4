package emulator

import "github.com/agentty/agentty/emulator/screen"

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
