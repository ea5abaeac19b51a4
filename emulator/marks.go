package emulator

// Mark is one OSC 133 shell-integration mark.
type Mark struct {
	Kind      byte // 'A' prompt, 'B' command line, 'C' output, 'D' done
	Exit      int  // the exit status a D mark carried; -1 when none
	Pos       Pos  // where the cursor was when the mark arrived
	AltScreen bool // the mark arrived while the alternate screen was shown
	Seq       int  // 1 for the first mark the terminal saw, then 2, 3…
}

// Pos is a position in the whole text of the main screen: Line counts from
// the first line that ever scrolled into history, so it stays valid while
// output scrolls.
type Pos struct {
	Line int64
	Col  int
}

// marksKept is how many recent marks a terminal remembers.
const marksKept = 32

// marks is a small ring of the most recent marks.
type marks struct {
	ring [marksKept]Mark
	seq  int // number of marks ever added
}

func (m *marks) add(k Mark) {
	m.seq++
	k.Seq = m.seq
	m.ring[(m.seq-1)%marksKept] = k
}

// since returns the kept marks with Seq > after, oldest first.
func (m *marks) since(after int) []Mark {
	first := max(after+1, m.seq-marksKept+1, 1)
	var out []Mark
	for s := first; s <= m.seq; s++ {
		out = append(out, m.ring[(s-1)%marksKept])
	}
	return out
}

// last returns the most recent mark, if any.
func (m *marks) last() (Mark, bool) {
	if m.seq == 0 {
		return Mark{}, false
	}
	return m.ring[(m.seq-1)%marksKept], true
}
