package expect

import (
	"regexp"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// Expect is what ends a call's wait in place of settling: Text, or a
// match of Regex, appearing after the input (on a session just opened,
// anywhere on the screen). The zero Expect waits for the program to
// settle; with one, the wait ends when it appears, the program exits or
// the time runs out.
type Expect struct {
	Text  string
	Regex *regexp.Regexp
}

// None reports whether nothing is expected.
func (e Expect) None() bool { return e.Text == "" && e.Regex == nil }

// Count returns how often the expected text (or a match) occurs in s.
func (e Expect) Count(s string) int {
	switch {
	case e.Text != "":
		return strings.Count(s, e.Text)
	case e.Regex != nil:
		return len(e.Regex.FindAllStringIndex(s, -1))
	}
	return 0
}

// Before is what telling whether what expect waits for appeared compares
// with: the terminal just before the input.
type Before struct {
	Pos    emulator.Pos // cursor position before the input
	Clears uint64       // the terminal's Clears before the input
	Rev    uint64       // screen revision before the input
	Seen   int          // how often what a wait expects was on the screen before the input
}

// Look is what telling whether what expect waits for appeared reads
// of the terminal beside the screen: how often it was written after the
// cursor's position at the input, and whether the line the input was typed
// on is still on the screen (its row not scrolled off nor erased with the
// whole screen). It is taken before the snapshot it is judged
// with, so that it is never newer: a look taken after could see a clear
// the snapshot does not show, and count the echo on that older screen as
// the program's output.
type Look struct {
	since    int
	onScreen bool
}

// Look takes the Look of t for e since base.
func (e Expect) Look(t *emulator.Terminal, base Before) Look {
	return Look{since: e.Count(t.TextSince(base.Pos)),
		onScreen: t.OnScreen(base.Pos) && t.Clears() == base.Clears}
}

// Seen reports whether what expect waits for appeared after the input:
// more often in what was written after the cursor's position at that time
// than the echo of the input accounts for (echoed: how often it occurs in
// the input itself), or more often on the screen than before the input
// (a program may draw anywhere, above the cursor or on the alternate
// screen).
func (ex Look) Seen(snap emulator.Snapshot, base Before, expect Expect, echoed int) bool {
	if snap.Revision == base.Rev {
		return false
	}
	if !snap.AltScreen && ex.since > echoed {
		return true
	}
	// The echo counts against the screen only while the line it was typed
	// on is still there (not after a clear or on the alternate screen).
	if snap.AltScreen || !ex.onScreen {
		echoed = 0
	}
	return expect.Count(strings.Join(snap.Lines, "\n")) > base.Seen+echoed
}

// Cond is what wait_for waits for; every field given must hold. S is the
// session's state.
type Cond[S ~string] struct {
	Text  string         // appears on the screen
	Regex *regexp.Regexp // matches a line of the screen
	Gone  string         // is not on the screen
	Mode  modes.Mode
	State S
	Look  *CellLook // a cell looks as it says
}

// CellLook is a claim about the look of the cell at Row, Col (0-based).
type CellLook struct {
	Row, Col int
	Claim    emulator.LookClaim
}

// Holds reports whether the condition holds, on a screen of a program in
// state; mode is asked for only when the condition names one.
func (c Cond[S]) Holds(snap emulator.Snapshot, state S, mode func() modes.Result) bool {
	screen := strings.Join(snap.Lines, "\n")
	switch {
	case c.Text != "" && !strings.Contains(screen, c.Text):
		return false
	case c.Gone != "" && strings.Contains(screen, c.Gone):
		return false
	case c.Regex != nil && !c.Regex.MatchString(screen):
		return false
	case c.Mode != "" && mode().Mode != c.Mode:
		return false
	case c.State != "" && state != c.State:
		return false
	case c.Look != nil && !c.Look.Claim.Holds(snap.LookAt(c.Look.Row, c.Look.Col)):
		return false
	}
	return true
}
