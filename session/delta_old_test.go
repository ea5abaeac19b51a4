package session

// The delta as it was computed before the emulator's differ (emulator.Diff)
// took it over: kept here while the two are compared. One change: two
// shifts as far up as down, which the map's order ranked by chance, are
// ranked up first, as the differ ranks them.

import (
	"slices"
)

// delta works out what changed between the screen last returned (prev) and
// the screen now (cur): how far it scrolled and the rows that differ. The
// lines that scrolled off are read only when asked for (LoadHistory): a
// result in the full form does without them.
func oldDelta(prev, cur returned) Delta {
	if !prev.shown {
		prev.lines = nil // its rows were not shown: every row is new
	}
	d := Delta{since: prev, to: cur.history}
	k := max(cur.history-prev.history, 0)
	d.Scrolled = k
	was := make([]string, len(cur.lines)) // the last result's rows, moved up k
	for i := range was {
		was[i], _ = prev.row(int64(i) + k)
	}
	if len(prev.lines) == len(cur.lines) {
		if m := oldFindMove(was, cur.lines); m != nil {
			d.Move = m
			was = oldApply(m, was)
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
func oldApply(m *Move, rows []string) []string {
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
func oldFindMove(was, now []string) *Move {
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
		return oldCmpAbs(a, b)
	})
	if len(shifts) > 3 {
		shifts = shifts[:3]
	}
	var best *Move
	bestCost := changed - 1 // a move must save two rows
	for _, by := range shifts {
		m := oldBestBlock(was, now, by)
		if m == nil {
			continue
		}
		cost := 0
		for i, l := range oldApply(m, was) {
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

func oldCmpAbs(a, b int) int {
	if d := max(a, -a) - max(b, -b); d != 0 {
		return d
	}
	return b - a // up before down: the order is the same every time
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
func oldBestBlock(was, now []string, by int) *Move {
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
