package session

import "github.com/agentty/agentty/emulator"

// Delta is what changed on the screen since the last result the session
// returned (to any caller): the screen moved up Scrolled lines (its top
// rows went into history), NewHistory are the lines that scrolled off
// without having been on that result's screen (read by LoadHistory), and
// Rows are the rows that differ from that result's once moved up. A caller that holds the last
// result gets the screen now by moving its rows up Scrolled, then setting
// Rows.
type Delta struct {
	Scrolled   int64
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

// Row is one row of the screen.
type Row struct {
	Row  int
	Text string
}

// maxNewHistory bounds the lines of history a delta carries; more are
// counted in HistoryCut, and read_screen's scrollback shows them.
const maxNewHistory = 1000

// returned is the last screen the session returned to a caller, which the
// next result's Changed and Delta are reckoned against.
type returned struct {
	rev     uint64
	lines   []string // every row, as the snapshot had them
	history int64    // the snapshot's History
}

// Baseline is the screen a session last returned to a caller.
type Baseline struct{ r returned }

// Baseline returns the screen the session last returned, for a call that
// goes through several steps (each a screen) before it returns one result:
// Rebase then reckons that result's Changed and Delta from it.
func (s *Session) Baseline() Baseline {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Baseline{s.returned}
}

// Rebase sets v's Changed and Delta to what changed since b, the screen
// last returned before the steps that made v.
func (s *Session) Rebase(b Baseline, v *Screen) {
	v.Changed = v.Revision != b.r.rev
	v.Delta = Delta{}
	if v.Changed {
		v.Delta = s.delta(b.r, returned{rev: v.Revision, lines: v.rows, history: v.history})
	}
}

// delta works out what changed between the screen last returned (prev) and
// the screen now (cur): how far it scrolled and the rows that differ. The
// lines that scrolled off are read only when asked for (LoadHistory): a
// result in the full form does without them.
func (s *Session) delta(prev, cur returned) Delta {
	d := Delta{since: prev, to: cur.history, term: s.term}
	k := max(cur.history-prev.history, 0)
	d.Scrolled = k
	for i, l := range cur.lines {
		if p, _ := prev.row(int64(i) + k); p != l {
			d.Rows = append(d.Rows, Row{Row: i, Text: l})
		}
	}
	return d
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
