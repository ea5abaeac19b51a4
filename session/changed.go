package session

import "github.com/agentty/agentty/session/delta"

// What a result says changed since the last one the session returned (to
// any caller) is reckoned by package delta from the screen returned
// last, which the views part keeps (views.returned), or, for a result
// taken again before it went out (Mark), from the one before it
// (Screen.base).

// Delta is what changed on the screen since the last result the session
// returned (to any caller); see delta.Delta.
type Delta = delta.Delta

// Move is rows Top to Bottom (0-based, both included) of the screen moved
// By rows: up when By > 0, down when By < 0, within those rows.
type Move = delta.Move

// Row is one row of the screen.
type Row = delta.Row

// Same says which of what a result carries besides its rows is as the
// last result the session returned showed it; see delta.Same.
type Same = delta.Same

// returnedOf is what a result v returns.
func returnedOf(v *Screen) delta.Shown {
	return delta.Of(delta.View{Revision: v.Revision, Rows: v.rows, History: v.history, Exited: v.State == Exited,
		Cursor: v.Cursor, Cols: v.Cols, Height: v.Rows, AltScreen: v.AltScreen, Title: v.Title, Prompt: v.Prompt,
		Program: v.Program, Mode: string(v.Mode) + "\x00" + v.ModeDetail})
}

// RowsUnseen says that the result just returned left the screen's rows
// out (a command's output stood in their place): the next result shows
// them, changed or not.
func (s *Session) RowsUnseen() {
	s.mu.Lock()
	s.views.returned.RowsLeftOut()
	s.mu.Unlock()
}

// finalShown reports whether the session's program has ended and the last
// result it returned showed the final screen whole: the caller has
// everything the session will ever show.
func (s *views) finalShown() bool {
	if !s.kern.isExited() {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.returned.Final()
}

// Baseline is the screen a session last returned to a caller.
type Baseline struct{ r delta.Shown }

// Baseline returns the screen the session last returned, for a call that
// goes through several steps (each a screen) before it returns one result:
// Rebase then reckons that result's Changed and Delta from it.
func (s *views) Baseline() Baseline {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Baseline{s.returned}
}

// Rebase sets v's Changed and Delta to what changed since b, the screen
// last returned before the steps that made v.
func (s *views) Rebase(b Baseline, v *Screen) {
	cur := returnedOf(v)
	base := b.r
	v.base = &base // (v went out as the last result: its seq holds)
	v.Changed, v.Same = delta.Changed(b.r, cur), delta.SameAs(b.r, cur)
	v.Delta = Delta{}
	if v.Changed {
		v.Delta = delta.Between(s.term, b.r, cur)
	}
}
