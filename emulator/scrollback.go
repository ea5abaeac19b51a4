package emulator

// history is the text of the lines that scrolled off the top of the main
// screen, oldest first: at most max lines, as rendered text (trailing spaces
// trimmed), not cells. The text of all lines lives in one byte arena with a
// ring of (offset, length) spans, so a line pushed costs no allocation and
// gives the garbage collector nothing to scan; ten thousand lines of a wide
// terminal take about a MiB.
type history struct {
	arena []byte
	lines []span // ring storage; grows up to max
	start int    // index in lines of the oldest line once the ring is full
	max   int
	total int64 // lines ever pushed, including those dropped
}

type span struct{ off, n int32 }

// push adds a line; the bytes are copied.
func (h *history) push(b []byte) {
	h.total++
	if len(h.lines) == h.max {
		// Full: the oldest line goes; its slot takes the new one.
		h.lines[h.start] = h.store(b)
		h.start = (h.start + 1) % len(h.lines)
		return
	}
	h.lines = append(h.lines, h.store(b))
}

func (h *history) pushString(s string) {
	h.push([]byte(s))
}

// store appends b to the arena, first moving the live text to the front
// when the dead text before it is most of the arena.
func (h *history) store(b []byte) span {
	if len(h.arena)+len(b) > cap(h.arena) && len(h.lines) > 0 {
		oldest := h.lines[h.start]
		if h.len() == h.max {
			// The line about to be replaced is dead too.
			oldest = h.lines[(h.start+1)%len(h.lines)]
		}
		if dead := int(oldest.off); dead > len(h.arena)/2 {
			n := copy(h.arena, h.arena[dead:])
			h.arena = h.arena[:n]
			for i := range h.lines {
				h.lines[i].off -= int32(dead)
			}
		}
	}
	s := span{int32(len(h.arena)), int32(len(b))}
	h.arena = append(h.arena, b...)
	return s
}

// len returns how many lines are kept.
func (h *history) len() int { return len(h.lines) }

// at returns the i-th kept line, 0 being the oldest.
func (h *history) at(i int) string {
	s := h.lines[(h.start+i)%len(h.lines)]
	return string(h.arena[s.off : s.off+s.n])
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
	h.arena = h.arena[:0]
	h.start = 0
}
