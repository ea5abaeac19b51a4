package emulator

// history is the text of the lines that scrolled off the top of the main
// screen, oldest first, as a ring of at most max lines. Lines are kept as
// rendered text (trailing spaces trimmed), not cells: ten thousand lines of a
// wide terminal cost a few hundred KiB instead of tens of MiB.
type history struct {
	lines []string // ring storage; grows up to max
	start int      // index of the oldest line once the ring is full
	max   int
	total int64 // lines ever pushed, including those dropped from the ring
}

func (h *history) push(s string) {
	h.total++
	if len(h.lines) < h.max {
		h.lines = append(h.lines, s)
		return
	}
	h.lines[h.start] = s
	h.start = (h.start + 1) % len(h.lines)
}

// len returns how many lines are kept.
func (h *history) len() int { return len(h.lines) }

// at returns the i-th kept line, 0 being the oldest.
func (h *history) at(i int) string {
	return h.lines[(h.start+i)%len(h.lines)]
}

// abs returns the line with absolute number n (counted from the first line
// ever pushed) and whether it is still kept.
func (h *history) abs(n int64) (string, bool) {
	first := h.total - int64(len(h.lines))
	if n < first || n >= h.total {
		return "", false
	}
	return h.at(int(n - first)), true
}

// last returns up to n of the newest lines, oldest first.
func (h *history) last(n int) []string {
	n = min(n, len(h.lines))
	out := make([]string, n)
	for i := range n {
		out[i] = h.at(len(h.lines) - n + i)
	}
	return out
}

func (h *history) clear() {
	h.lines = nil
	h.start = 0
}
