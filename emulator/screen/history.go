package screen

// Lines scrolled off the top of the primary screen, as text.
//
// History is bounded twice: at most maxLines lines, and at most maxBytes
// bytes of text (a line costing its length plus lineCost), the oldest
// dropped first. The alternate screen keeps no history.

// lineCost is what a line costs beside its text (its string header).
const lineCost = 16

// history is a ring of lines, oldest first. Their text is copied into
// blocks of blockSize bytes, so that a line pushed costs no allocation; a
// block is freed once none of its lines is kept.
type history struct {
	lines    [][]byte // ring of capacity maxLines, grown as needed
	block    []byte   // the block lines are copied into
	start, n int
	bytes    int
	total    int64 // lines ever pushed
	maxLines int
	maxBytes int
}

// blockSize is the size of a block of history text.
const blockSize = 64 << 10

func (h *history) push(s []byte) {
	h.total++
	if h.maxLines <= 0 {
		return
	}
	for h.n > 0 && (h.n == h.maxLines || h.bytes+len(s)+lineCost > h.maxBytes) {
		h.drop()
	}
	if h.n == len(h.lines) {
		h.grow()
	}
	if cap(h.block)-len(h.block) < len(s) {
		h.block = make([]byte, 0, max(blockSize, len(s)))
	}
	at := len(h.block)
	h.block = append(h.block, s...)
	h.lines[(h.start+h.n)%len(h.lines)] = h.block[at:len(h.block):len(h.block)]
	h.n++
	h.bytes += len(s) + lineCost
}

func (h *history) drop() {
	h.bytes -= len(h.lines[h.start]) + lineCost
	h.lines[h.start] = nil
	h.start = (h.start + 1) % len(h.lines)
	h.n--
}

func (h *history) grow() {
	c := min(max(2*len(h.lines), 64), h.maxLines)
	lines := make([][]byte, c)
	for i := 0; i < h.n; i++ {
		lines[i] = h.lines[(h.start+i)%len(h.lines)]
	}
	h.lines, h.start = lines, 0
}

// last returns up to n of the newest lines, oldest first.
func (h *history) last(n int) []string {
	n = min(n, h.n)
	out := make([]string, 0, n)
	for i := h.n - n; i < h.n; i++ {
		out = append(out, string(h.lines[(h.start+i)%len(h.lines)]))
	}
	return out
}

func (h *history) clear() {
	for h.n > 0 {
		h.drop()
	}
}
