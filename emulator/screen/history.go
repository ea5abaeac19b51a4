package screen

// Lines scrolled off the top of the primary screen, as text.
//
// History is bounded twice: at most maxLines lines, and at most maxBytes
// bytes of text (a line costing its length plus lineCost), the oldest
// dropped first. The alternate screen keeps no history.

// lineCost is what a line costs beside its text (its span).
const lineCost = 16

// blockSize is the size of a block of history text.
const blockSize = 64 << 10

// history is a ring of lines, oldest first. Their text is copied into
// blocks of at least blockSize bytes, so that a line pushed costs no
// allocation and holds no pointer; a block is freed once none of its
// lines is kept.
type history struct {
	lines    []span // ring of capacity maxLines, grown as needed
	start, n int
	bytes    int
	total    int64    // lines ever pushed
	blocks   [][]byte // the blocks of the kept lines, each at its full length
	fill     int      // the bytes of the last block, the filling one, in use
	spare    []byte   // a block no line uses any more, kept for the next one
	first    int      // the number of blocks[0] (blocks ever made before it)
	maxLines int
	maxBytes int
}

// span is where a line's text is: block number blk (counted from the
// first ever made), bytes [off, off+n).
type span struct{ blk, off, n int32 }

// push keeps s as the newest line.
func (h *history) push(s []byte) {
	if room := h.room(); room != nil && len(room) >= len(s) {
		h.pushRoom(copy(room, s))
		return
	}
	h.total++
	if h.maxLines > 0 {
		h.make(len(s))
		h.add(h.store(s), len(s))
	}
}

// room returns the free bytes of the filling block (nil when there is
// no block yet or history keeps no line).
func (h *history) room() []byte {
	last := len(h.blocks) - 1
	if last < 0 || h.maxLines <= 0 {
		return nil
	}
	return h.blocks[last][h.fill:]
}

// pushRoom keeps the first n bytes of what room returned, written since,
// as the newest line. (The oldest lines may be dropped, and blocks freed,
// but never the filling one.)
func (h *history) pushRoom(n int) {
	h.total++
	if h.n == h.maxLines && h.n == len(h.lines) && h.bytes+n-int(h.lines[h.start].n) <= h.maxBytes {
		// The steady state of a long output: the ring is full, and the
		// line fits in place of the oldest, whose slot becomes the newest.
		h.bytes += n - int(h.lines[h.start].n)
		h.lines[h.start] = span{int32(h.first + len(h.blocks) - 1), int32(h.fill), int32(n)}
		h.fill += n
		if h.start++; h.start == len(h.lines) {
			h.start = 0
		}
		if int(h.lines[h.start].blk) != h.first {
			h.release()
		}
		return
	}
	h.make(n) // may free blocks before the filling one
	at := span{int32(h.first + len(h.blocks) - 1), int32(h.fill), int32(n)}
	h.fill += n
	h.add(at, n)
}

// pushN keeps s as the n newest lines, its text stored once (their spans
// are the same).
func (h *history) pushN(s []byte, n int) {
	h.total += int64(n)
	if h.maxLines <= 0 {
		return
	}
	at := h.store(s)
	for k := 0; k < n; k++ {
		h.make(len(s))
		h.add(at, len(s))
	}
}

// make drops the oldest lines until one of n bytes fits.
func (h *history) make(n int) {
	for h.n > 0 && (h.n == h.maxLines || h.bytes+n+lineCost > h.maxBytes) {
		h.drop()
	}
}

// store copies s into the filling block, which no drop frees, and
// returns where it is.
func (h *history) store(s []byte) span {
	last := len(h.blocks) - 1
	if last < 0 || len(h.blocks[last])-h.fill < len(s) {
		h.blocks = append(h.blocks, h.newBlock(len(s)))
		h.fill = 0
		last++
	}
	at := span{int32(h.first + last), int32(h.fill), int32(len(s))}
	h.fill += copy(h.blocks[last][h.fill:], s)
	return at
}

// add makes the text at, of n bytes, the newest line.
func (h *history) add(at span, n int) {
	if h.n == len(h.lines) {
		h.grow()
	}
	i := h.start + h.n
	if i >= len(h.lines) {
		i -= len(h.lines)
	}
	h.lines[i] = at
	h.n++
	h.bytes += n + lineCost
}

// drop forgets the oldest line, and the blocks no line uses any more.
func (h *history) drop() {
	h.bytes -= int(h.lines[h.start].n) + lineCost
	if h.start++; h.start == len(h.lines) {
		h.start = 0
	}
	h.n--
	h.release()
}

// release frees the blocks before the oldest line's (all but the
// filling one when no line is left).
func (h *history) release() {
	keep := len(h.blocks) - 1 // the filling block stays
	if h.n > 0 {
		keep = int(h.lines[h.start].blk) - h.first
	}
	if keep > 0 {
		if b := h.blocks[0]; len(b) == blockSize {
			h.spare = b
		}
		clear(h.blocks[:keep])
		h.blocks = append(h.blocks[:0], h.blocks[keep:]...)
		h.first += keep
	}
}

// newBlock returns an empty block for a line of n bytes: the spare one
// when it is large enough. Reusing it keeps a history that scrolls on
// from asking the heap (and, after the collector gave the memory back,
// the kernel) for fresh pages at every block.
func (h *history) newBlock(n int) []byte {
	if n <= blockSize && h.spare != nil {
		b := h.spare
		h.spare = nil
		return b
	}
	return make([]byte, max(blockSize, n))
}

func (h *history) grow() {
	c := min(max(2*len(h.lines), 64), h.maxLines)
	lines := make([]span, c)
	for i := 0; i < h.n; i++ {
		lines[i] = h.lines[(h.start+i)%len(h.lines)]
	}
	h.lines, h.start = lines, 0
}

// line returns kept line i, 0 the oldest.
func (h *history) line(i int) string {
	s := h.lines[(h.start+i)%len(h.lines)]
	return string(h.blocks[int(s.blk)-h.first][s.off : s.off+s.n])
}

// last returns up to n of the newest lines, oldest first.
func (h *history) last(n int) []string {
	n = min(n, h.n)
	out := make([]string, 0, n)
	for i := h.n - n; i < h.n; i++ {
		out = append(out, h.line(i))
	}
	return out
}

func (h *history) clear() {
	for h.n > 0 {
		h.drop()
	}
	h.spare = nil
}
