package session

import (
	"slices"

	"github.com/agentty/agentty/emulator"
)

// Delta is what changed on the screen since the last result the session
// returned (to any caller): the screen moved up Scrolled lines (its top
// rows went into history), NewHistory are the lines that scrolled off
// without having been on that result's screen (read by LoadHistory), Move
// is a block of rows that moved up or down on the screen (a pager, a
// scroll region; on either screen), and Rows are the rows that differ from
// that result's once moved. A caller that holds the last result gets the
// screen now by moving its rows up Scrolled, then moving the block, then
// setting Rows.
type Delta struct {
	Scrolled int64
	// Move is nil when no block of rows moved (or moving one saves
	// fewer than two rows).
	Move       *Move
	NewHistory []string
	// HistoryCut is how many lines scrolled off since the last result, not
	// on its screen, are not in NewHistory: dropped from the scrollback, or
	// beyond maxNewHistory (the oldest go first).
	HistoryCut int64
	Rows       []Row

	// What LoadHistory reads NewHistory from.
	since returned
	to    int64
	term  *emulator.Terminal
}

// Move is rows Top to Bottom (0-based, both included) of the screen moved
// By rows: up when By > 0, down when By < 0, within those rows. The rows
// that move past Top or Bottom are gone; those left behind at the other
// end are blank until Rows sets them.
type Move struct {
	Top, Bottom, By int
}

// Row is one row of the screen.
type Row struct {
	Row  int
	Text string
}

// maxNewHistory bounds the lines of history a delta carries; more are
// counted in HistoryCut, and read_screen's scrollback shows them.
const maxNewHistory = 1000

// returned is the last screen the session returned to a caller, which the
// next result's Changed, Delta and Same are reckoned against.
type returned struct {
	rev     uint64
	lines   []string // every row, as the snapshot had them
	history int64    // the snapshot's History
	// What else the result showed. seen is false until a result was
	// returned; shown is false when a result left the rows out (a
	// command's output in their place): the next one shows them.
	seen, shown bool
	cursor      emulator.Cursor
	cols, rows  int
	alt         bool
	title       string
	prompt      string // the prompt as JSON, "" for none
}

// returnedOf is what a result v returns.
func returnedOf(v *Screen) returned {
	return returned{rev: v.Revision, lines: v.rows, history: v.history, seen: true, shown: true,
		cursor: v.Cursor, cols: v.Cols, rows: v.Rows, alt: v.AltScreen, title: v.Title, prompt: promptKey(v.Prompt)}
}

// Same says which of what a result carries besides its rows is as the
// last result the session returned showed it (all false for the first):
// a rendering may leave those out.
type Same struct {
	Cursor, Size, AltScreen, Title, Prompt bool
}

// sameAs reckons Same for cur against prev.
func sameAs(prev, cur returned) Same {
	if !prev.seen {
		return Same{}
	}
	return Same{Cursor: prev.cursor == cur.cursor, Size: prev.cols == cur.cols && prev.rows == cur.rows,
		AltScreen: prev.alt == cur.alt, Title: prev.title == cur.title, Prompt: prev.prompt == cur.prompt}
}

// RowsUnseen says that the result just returned left the screen's rows
// out (a command's output stood in their place): the next result shows
// them, changed or not.
func (s *Session) RowsUnseen() {
	s.mu.Lock()
	s.views.returned.shown = false
	s.mu.Unlock()
}

// Baseline is the screen a session last returned to a caller.
type Baseline struct{ r returned }

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
	v.Changed, v.Same = changedSince(b.r, cur), sameAs(b.r, cur)
	v.Delta = Delta{}
	if v.Changed {
		v.Delta = s.delta(b.r, cur)
	}
}

// changedSince reports whether a result showing cur shows what the one
// that showed prev did not: another screen, or rows prev left out.
func changedSince(prev, cur returned) bool {
	return cur.rev != prev.rev || !prev.shown
}

// delta works out what changed between the screen last returned (prev) and
// the screen now (cur): how far it scrolled and the rows that differ. The
// lines that scrolled off are read only when asked for (LoadHistory): a
// result in the full form does without them.
func (s *views) delta(prev, cur returned) Delta {
	if !prev.shown {
		prev.lines = nil // its rows were not shown: every row is new
	}
	d := Delta{since: prev, to: cur.history, term: s.term}
	k := max(cur.history-prev.history, 0)
	d.Scrolled = k
	was := make([]string, len(cur.lines)) // the last result's rows, moved up k
	for i := range was {
		was[i], _ = prev.row(int64(i) + k)
	}
	if len(prev.lines) == len(cur.lines) {
		if m := findMove(was, cur.lines); m != nil {
			d.Move = m
			was = m.apply(was)
		}
	}
	for i, l := range cur.lines {
		if was[i] != l {
			d.Rows = append(d.Rows, Row{Row: i, Text: l})
		}
	}
	return d
}

// apply returns rows with the move made.
func (m *Move) apply(rows []string) []string {
	out := slices.Clone(rows)
	for i := m.Top; i <= m.Bottom; i++ {
		j := i + m.By
		out[i] = ""
		if j >= m.Top && j <= m.Bottom {
			out[i] = rows[j]
		}
	}
	return out
}

// findMove finds the block of rows whose move turns was into the rows of
// now with the fewest rows left to set, when it saves two rows or more:
// the shifts tried are those that rows which changed suggest (a row of
// now that was elsewhere), the most suggested first, and for each the best
// block is found in one pass over the rows.
func findMove(was, now []string) *Move {
	changed := 0
	for i := range now {
		if was[i] != now[i] {
			changed++
		}
	}
	if changed < 3 {
		return nil
	}
	at := map[string][]int{} // where each text was, a few places at most
	for j, l := range was {
		if l != "" && len(at[l]) < 4 {
			at[l] = append(at[l], j)
		}
	}
	votes := map[int]int{}
	for i, l := range now {
		if l == "" || was[i] == l {
			continue
		}
		for _, j := range at[l] {
			votes[j-i]++
		}
	}
	shifts := make([]int, 0, len(votes))
	for by, v := range votes {
		if v >= 2 {
			shifts = append(shifts, by)
		}
	}
	slices.SortFunc(shifts, func(a, b int) int {
		if votes[a] != votes[b] {
			return votes[b] - votes[a]
		}
		return cmpAbs(a, b)
	})
	if len(shifts) > 3 {
		shifts = shifts[:3]
	}
	var best *Move
	bestCost := changed - 1 // a move must save two rows
	for _, by := range shifts {
		m := bestBlock(was, now, by)
		if m == nil {
			continue
		}
		cost := 0
		for i, l := range m.apply(was) {
			if l != now[i] {
				cost++
			}
		}
		if cost < bestCost {
			best, bestCost = m, cost
		}
	}
	return best
}

func cmpAbs(a, b int) int {
	a, b = max(a, -a), max(b, -b)
	return a - b
}

// bestBlock finds the block of rows [t, b] whose move by rows (up when
// by > 0) leaves the fewest rows of now to set, and among those the one
// that moves the fewest rows only for them to be set again (a prompt row
// dragged along), then the largest. It weighs a row to set n+1 and a row
// moved in vain 1 more, so the rows to set count first. With prefix sums over the rows (C: a row that
// differs unmoved; A: one that differs moved; B: a row of now that is not
// blank, which a row left blank must set) the weight of a block splits
// into a term of t and a term of b, so one pass keeping the least t term
// so far finds the best.
func bestBlock(was, now []string, by int) *Move {
	n := len(now)
	d := max(by, -by)
	if d == 0 || d >= n {
		return nil
	}
	w := n + 1 // a row to set outweighs every row moved in vain
	pc, pa, pb := make([]int, n+1), make([]int, n+1), make([]int, n+1)
	for i := range n {
		pc[i+1], pa[i+1], pb[i+1] = pc[i], pa[i], pb[i]
		if was[i] != now[i] {
			pc[i+1] += w
		}
		if j := i + by; j < 0 || j >= n || was[j] != now[i] {
			pa[i+1] += w + 1
		}
		if now[i] != "" {
			pb[i+1] += w
		}
	}
	var best *Move
	bestCost := 0
	minT, argT := 0, -1
	for b := d; b < n; b++ {
		// The block [t, b] keeps at least one row: t <= b-d.
		t := b - d
		var ft, fb int
		if by > 0 {
			// Rows t..b-d take the rows d below; b-d+1..b are left blank.
			ft = pc[t] - pa[t]
			fb = -pc[b+1] + pa[b-d+1] + pb[b+1] - pb[b-d+1]
		} else {
			// Rows t..t+d-1 are left blank; t+d..b take the rows d above.
			ft = pc[t] + pb[t+d] - pb[t] - pa[t+d]
			fb = pa[b+1] - pc[b+1]
		}
		if argT < 0 || ft < minT {
			minT, argT = ft, t
		}
		cost := minT + fb
		if best == nil || cost < bestCost || (cost == bestCost && b-argT > best.Bottom-best.Top) {
			best, bestCost = &Move{Top: argT, Bottom: b, By: by}, cost
		}
	}
	return best
}

// row returns row j of a returned screen, if it had one.
func (r returned) row(j int64) (string, bool) {
	if j >= 0 && j < int64(len(r.lines)) {
		return r.lines[j], true
	}
	return "", false
}

// LoadHistory fills NewHistory and HistoryCut: the lines that scrolled off
// since the last result, without those that were on its screen (the
// caller has them), at most maxNewHistory of the newest. It reads the
// terminal's history, which keeps them until as many lines as it holds
// scrolled off after them (those are counted in HistoryCut).
func (d *Delta) LoadHistory() {
	k := d.Scrolled
	if k == 0 || d.term == nil || d.NewHistory != nil {
		return
	}
	prev := d.since
	lines, first := d.term.History(prev.history, d.to, maxNewHistory)
	// The lines that scrolled off begin with the last result's top rows;
	// those the caller has already.
	known := int64(0)
	for known < k && prev.history+known >= first {
		p, ok := prev.row(known)
		if !ok || int(prev.history+known-first) >= len(lines) || lines[prev.history+known-first] != p {
			break
		}
		known++
	}
	from := max(prev.history+known, first)
	d.NewHistory = lines[from-first:]
	d.HistoryCut = k - known - int64(len(d.NewHistory))
}
