package tools

import (
	"encoding/json"
	"slices"
	"strings"
)

// The header of a local result says only what changed since the last
// result on the session (session.Same); the far host reckons that too,
// but only its text carries it, and a machine's text is not passed on. So
// this host keeps, for each session on a machine, what the agent was last
// shown of it — the program, the mode, the cursor, the size, the prompt,
// and the rows, kept from the full screens and the deltas it was shown —
// and reckons the news of the next result from that.

// farSeen is what the agent was last shown of a session on a machine.
type farSeen struct {
	program, mode, title, prompt string
	kinds                        string // the prompt kinds shown so far, each between commas
	cursor                       Cursor
	cols, rows                   int
	alt                          bool
	// lines are the rows the agent has (a client applying deltas has
	// them), nil when it was not shown them whole (a part, a command's
	// output in their place) or they were not kept (maxFarSeenBytes);
	// main, while the alternate screen is shown, the main screen's rows
	// last shown: a delta back on the main screen is reckoned from them.
	lines, main []string
}

// maxFarSeenBytes bounds the rows kept of the sessions on machines, all
// together (a screen is at most MaxResultBytes): past it, the rows of
// others are dropped, whose next delta then shows the cursor whenever it
// moved, as where typing goes cannot be told without them.
const maxFarSeenBytes = 16 << 20

// farNews sets out's Same and where its cursor stands from what the agent
// was last shown of session sid, then remembers out as that (closed:
// forgets the session). opened is the size the session was asked to open
// with, for the first result, whose size is news only when it differs.
func (s *source) farNews(sid string, out *Screen, opened [2]int, closed bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sh := s.shown[sid]
	prev := sh.seen
	cur := &farSeen{program: out.Program, mode: string(out.Mode) + "\x00" + out.ModeDetail, title: out.Title,
		prompt: promptJSON(out.Prompt), cursor: out.Cursor, cols: out.Cols, rows: out.Rows, alt: out.AltScreen}
	if out.Prompt != nil {
		cur.kinds = "," + string(out.Prompt.Kind) + ","
	}
	if prev == nil {
		out.Same.Size = out.Cols == opened[0] && out.Rows == opened[1]
	} else {
		out.Same.Seen, out.Same.Cursor, out.Same.Size = true, prev.cursor == cur.cursor, prev.cols == cur.cols && prev.rows == cur.rows
		out.Same.AltScreen, out.Same.Title, out.Same.Prompt = prev.alt == cur.alt, prev.title == cur.title, prev.prompt == cur.prompt
		out.Same.Program, out.Same.Mode = prev.program == cur.program, prev.mode == cur.mode
		out.Same.ModeName = string(out.Mode) == strings.SplitN(prev.mode, "\x00", 2)[0]
		out.Same.PromptKind = out.Prompt != nil && strings.Contains(prev.kinds, cur.kinds)
		if cur.kinds == "" || !strings.Contains(prev.kinds, cur.kinds) {
			cur.kinds = prev.kinds + cur.kinds
		}
	}
	cur.lines = farLines(prev, *out)
	switch {
	case !cur.alt:
	case prev != nil && prev.alt:
		cur.main = prev.main
	case prev != nil:
		cur.main = prev.lines
	}
	out.typing = cur.lines != nil && typingPoint(cur.lines, out.Cursor)
	if closed || out.Closed {
		delete(s.shown, sid)
		return
	}
	s.keepSeen(sid, sh, cur)
}

// keepSeen stores cur as what the agent was last shown of sid (sh is its
// entry), within maxFarSeenBytes: the rows of other sessions are dropped
// to make room, and cur's own when they alone are over it.
func (s *source) keepSeen(sid string, sh shown, cur *farSeen) {
	if len(s.shown) >= maxShown {
		if _, ok := s.shown[sid]; !ok {
			for k := range s.shown {
				delete(s.shown, k)
				break
			}
		}
	}
	size := func(f *farSeen) int {
		if f == nil {
			return 0
		}
		n := 0
		for _, l := range f.lines {
			n += len(l) + 16
		}
		for _, l := range f.main {
			n += len(l) + 16
		}
		return n
	}
	if size(cur) > maxFarSeenBytes {
		cur.lines, cur.main = nil, nil
	}
	total := size(cur)
	for k, o := range s.shown {
		if k != sid {
			total += size(o.seen)
		}
	}
	for k, o := range s.shown {
		if total <= maxFarSeenBytes {
			break
		}
		if k == sid || o.seen == nil {
			continue
		}
		total -= size(o.seen)
		o.seen.lines, o.seen.main = nil, nil
	}
	sh.seen = cur
	s.shown[sid] = sh
}

// farLines is the rows the agent has once shown w, after prev: w's lines
// in the full form, the rows before with w's delta applied (from the main
// screen shown before, back on it), the rows before when w left them
// unchanged; nil when not known (a part, an output in their place, rows
// before not kept, a move off the screen).
func farLines(prev *farSeen, w Screen) []string {
	var before []string
	if prev != nil {
		before = prev.lines
		if w.BaseRevision != 0 {
			before = prev.main
		}
	}
	switch {
	case w.Form == Full && (w.Changed || w.Lines != nil):
		return slices.Clone(w.Lines)
	case !w.Changed && (w.Form == Full || w.Form == Delta):
		return before
	case w.Form != Delta || before == nil:
		return nil
	}
	rows := make([]string, w.Rows)
	k := int(min(max(w.Scrolled, 0), int64(w.Rows)))
	for i := range rows {
		if i+k < len(before) {
			rows[i] = before[i+k]
		}
	}
	if m := w.Moved; m != nil {
		if m.Top < 0 || m.Bottom >= len(rows) || m.Top > m.Bottom {
			return nil
		}
		by := m.Up - m.Down
		was := slices.Clone(rows)
		for i := m.Top; i <= m.Bottom; i++ {
			rows[i] = ""
			if j := i + by; j >= m.Top && j <= m.Bottom {
				rows[i] = was[j]
			}
		}
	}
	for _, r := range w.ChangedRows {
		if r.Row >= 0 && r.Row < len(rows) {
			rows[r.Row] = r.Text
		}
	}
	for len(rows) > 0 && rows[len(rows)-1] == "" {
		rows = rows[:len(rows)-1]
	}
	return rows
}

// promptJSON is a prompt as JSON, to compare with another; "" for none.
func promptJSON(p *Prompt) string {
	if p == nil {
		return ""
	}
	b, _ := json.Marshal(p)
	return string(b)
}
