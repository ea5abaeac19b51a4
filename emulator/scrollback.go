package emulator

import "unicode/utf8"

// History byte budget: besides its line count, the scrollback is capped in
// bytes, so that what a program prints cannot grow a session's memory past a
// bound whatever its lines hold (wide screens, huge graphemes, a megabyte
// without a newline).
const (
	// HistoryBytesPerLine is the average a kept line may take: the budget of
	// a history of n lines is n times this, within the bounds below. A
	// 120-column log line takes about 120 bytes; a full 1000-column one
	// 1000.
	HistoryBytesPerLine = 1 << 10
	// MinHistoryBytes and MaxHistoryBytes bound the budget: the default
	// 10000 lines get 10 MiB; no scrollback setting gets more than 64 MiB.
	MinHistoryBytes = 1 << 20
	MaxHistoryBytes = 64 << 20
	// MaxHistoryLine is the most one line keeps; the rest of a longer line
	// is cut and "…" marks the cut.
	MaxHistoryLine = 64 << 10
)

// historyBytes is the byte budget of a history of lines lines.
func historyBytes(lines int) int {
	lines = min(max(lines, 0), MaxHistoryBytes/HistoryBytesPerLine)
	return min(max(lines*HistoryBytesPerLine, MinHistoryBytes), MaxHistoryBytes)
}

// lineCost is what a kept line counts against the byte budget: its text and
// its span, so that even empty lines cannot grow the ring without bound.
func lineCost(n int) int { return n + spanSize }

const spanSize = 16 // bytes of a span on 64-bit platforms

// history is the text of the lines that scrolled off the top of the main
// screen, oldest first: at most max lines and historyBytes(max) bytes of
// text, as rendered text (trailing spaces trimmed), not cells. The text of
// all lines lives in one byte arena with a ring of (offset, length) spans, so
// a line pushed costs no allocation and gives the garbage collector nothing
// to scan; ten thousand lines of a 120-column terminal take about a MiB.
//
// The arena holds the kept lines' text contiguously, oldest first, after
// the text of lines already dropped; see store for how it stays within
// about twice the byte budget.
type history struct {
	arena []byte
	lines []span // ring storage; grows up to max
	start int    // index in lines of the oldest kept line
	count int    // lines kept
	bytes int    // bytes kept, as lineCost counts them
	max   int
	total int64 // lines ever pushed, including those dropped
}

type span struct{ off, n int }

// push adds a line; the bytes are copied. The oldest lines go while the
// line count or the byte budget would be exceeded; a line longer than
// MaxHistoryLine (or the budget) is cut.
func (h *history) push(b []byte) {
	h.total++
	if h.max <= 0 {
		return
	}
	budget := historyBytes(h.max)
	if limit := min(MaxHistoryLine, budget-spanSize); len(b) > limit {
		b = cutLine(b, limit)
	}
	for h.count > 0 && (h.count >= h.max || h.bytes+lineCost(len(b)) > budget) {
		h.dropOldest()
	}
	s := h.store(b)
	h.bytes += lineCost(s.n)
	if h.count == len(h.lines) {
		h.grow()
	}
	h.lines[(h.start+h.count)%len(h.lines)] = s
	h.count++
}

func (h *history) pushString(s string) {
	h.push([]byte(s))
}

// pushRepeat adds n copies of a line; the ones that would be dropped at
// once are only counted.
func (h *history) pushRepeat(s string, n int64) {
	if n <= 0 {
		return
	}
	if keep := int64(max(h.max, 0)); n > keep {
		h.total += n - keep
		n = keep
	}
	b := []byte(s)
	for ; n > 0; n-- {
		h.push(b)
	}
}

// cutLine returns b cut to at most limit bytes at a UTF-8 boundary, "…"
// included.
func cutLine(b []byte, limit int) []byte {
	const mark = "…"
	n := max(limit-len(mark), 0)
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	out := make([]byte, 0, n+len(mark))
	return append(append(out, b[:n]...), mark...)
}

func (h *history) dropOldest() {
	h.bytes -= lineCost(h.lines[h.start].n)
	h.start = (h.start + 1) % len(h.lines)
	h.count--
	if h.count == 0 {
		h.start = 0
		h.arena = h.arena[:0]
	}
}

// grow makes room for one more span in the ring, keeping the order.
func (h *history) grow() {
	n := min(max(2*len(h.lines), 64), h.max)
	lines := make([]span, n)
	for i := range h.count {
		lines[i] = h.lines[(h.start+i)%len(h.lines)]
	}
	h.lines, h.start = lines, 0
}

// store appends b to the arena. When it is full, the kept text moves to
// the front (in place when the dead text before it is most of the arena,
// else into a new arena twice the size of what is kept), so the arena stays
// within twice the budget plus a line.
func (h *history) store(b []byte) span {
	if len(h.arena)+len(b) > cap(h.arena) {
		dead := len(h.arena)
		if h.count > 0 {
			dead = h.lines[h.start].off
		}
		live := len(h.arena) - dead
		arena := h.arena
		if dead < len(h.arena)/2 || live+len(b) > cap(h.arena) {
			arena = make([]byte, 0, max(2*(live+len(b)), 1024))
		}
		h.arena = append(arena[:0], h.arena[dead:]...)
		for i := range h.count {
			h.lines[(h.start+i)%len(h.lines)].off -= dead
		}
	}
	s := span{len(h.arena), len(b)}
	h.arena = append(h.arena, b...)
	return s
}

// len returns how many lines are kept.
func (h *history) len() int { return h.count }

// at returns the i-th kept line, 0 being the oldest.
func (h *history) at(i int) string {
	s := h.lines[(h.start+i)%len(h.lines)]
	return string(h.arena[s.off : s.off+s.n])
}

// abs returns the line with absolute number n (counted from the first line
// ever pushed) and whether it is still kept.
func (h *history) abs(n int64) (string, bool) {
	first := h.total - int64(h.count)
	if n < first || n >= h.total {
		return "", false
	}
	return h.at(int(n - first)), true
}

// page returns up to n lines, oldest first, ending skip lines above the
// newest, with at most maxBytes bytes of text when maxBytes >= 0 (see
// pageRange).
func (h *history) page(n, skip, maxBytes int) (out []string, more bool) {
	from, end, more := h.pageRange(n, skip, maxBytes)
	out = make([]string, 0, end-from)
	for i := from; i < end; i++ {
		out = append(out, h.at(i))
	}
	return out, more
}

// pageRange finds the kept lines [from, end) (0 the oldest) of a page of up
// to n lines ending skip lines above the newest, with at most maxBytes
// bytes of text when maxBytes >= 0: lines are taken newest first until the
// next would pass it (the first one is always taken, so that paging goes
// on). more says whether older kept lines were left out of the n asked for
// because of maxBytes.
func (h *history) pageRange(n, skip, maxBytes int) (from, end int, more bool) {
	skip = min(max(skip, 0), h.count)
	n = min(max(n, 0), h.count-skip)
	end = h.count - skip
	from, size := end, 0
	for from > end-n {
		l := h.lines[(h.start+from-1)%len(h.lines)].n
		if maxBytes >= 0 && from < end && size+l > maxBytes {
			more = true
			break
		}
		size += l
		from--
	}
	return from, end, more
}

func (h *history) clear() {
	h.lines = nil
	h.arena = h.arena[:0]
	h.start, h.count, h.bytes = 0, 0, 0
}
