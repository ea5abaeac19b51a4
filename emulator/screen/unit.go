package screen

import (
	"bytes"
	"log/slog"
	"time"
)

// Feeding in units: a caller that must let go of its lock between two
// pieces of a long write (package emulator's Feed) feeds it a unit at a
// time. A unit is a run of segments, each an escape sequence or C1
// control with the text and C0 controls after it, up to the next one (or
// up to about segmentMax bytes of text, cut before an ASCII byte that
// follows one, where no UTF-8 sequence or cluster is cut; in text with no
// ASCII, at a rune's start). Segments are fed in batches of a few, fewer
// on a larger screen (batch); a unit ends after the batch that takes it
// past unitTime or unitMax bytes, so it costs at most that plus one
// batch, whose sequences' counts are bounded by the screen's size (REP's
// by repMax).

const (
	segmentMax = 4 << 10 // more than a batch (batch): see batchEnd
	unitMax    = 16 << 10
	unitTime   = 500 * time.Microsecond
)

// FeedUnit feeds the first unit of p and returns its length. Feeding p a
// unit at a time leaves the screen as feeding it whole does. A panic of
// the engine is recovered and returned: the rest of that unit is lost,
// the parser goes back to its ground state, and the next unit is fed as
// usual.
func (t *Terminal) FeedUnit(p []byte) (n int, fault any) {
	start := time.Now()
	end := 0 // the end of the segment being fed
	defer func() {
		if r := recover(); r != nil {
			fault, n = r, end
			t.c.parser.Reset()
			t.c.held = t.c.held[:0]
			t.c.str.reset()
			slog.Warn("screen: fault recovered; the rest of the unit is dropped", "panic", r, "unit_bytes", end)
		}
	}()
	batch := t.c.batch()
	for n < len(p) {
		end = batchEnd(p, n, batch)
		t.c.lis.base = n
		t.c.feed(p[n:end])
		n = end
		if n >= unitMax || time.Since(start) >= unitTime {
			break
		}
	}
	return n, nil
}

// batchCells is about the most cells the sequences of one batch of
// segments (fed at once, between two looks at the clock) may write: a
// batch takes segments up to batchCells / (the screen's cells) bytes, as
// a sequence of a few bytes may write the whole screen (ED, DECALN).
const batchCells = 1 << 20

// batch is how many bytes of segments a batch takes, at least one
// segment.
func (c *core) batch() int {
	return min(max(batchCells/(c.cols*c.rows), 1), 512)
}

// batchEnd is the end of the batch of segments that starts at p[n]: the
// end of the segment that starts last before n+batch. As batch is less
// than segmentMax, every ESC and C1 control in p[n+1:n+batch] starts a
// segment, so that one is found from the last of them, without reading
// every segment before it.
func batchEnd(p []byte, n, batch int) int {
	start := n
	if i := lastBoundary(p, n+1, min(n+batch, len(p))); i >= 0 {
		start = i
	}
	return start + segmentLen(p[start:])
}

// lastBoundary is the offset in p of the last ESC or C1 control (0xC2,
// then a byte of 0x80 to 0x9F, that one maybe past to) that starts in
// p[from:to], -1 when none does.
func lastBoundary(p []byte, from, to int) int {
	if from >= to {
		return -1
	}
	last := bytes.LastIndexByte(p[from:to], 0x1b)
	if last >= 0 {
		last += from
	}
	for i := max(last+1, from); ; {
		at := indexC1(p, i, to)
		if at < 0 {
			return last
		}
		last, i = at, at+1
	}
}

// indexC1 is the offset in p of the first C1 control that starts in
// p[from:to] (its second byte maybe past to), -1 when none does.
func indexC1(p []byte, from, to int) int {
	for from < to {
		k := bytes.IndexByte(p[from:to], 0xC2)
		if k < 0 {
			return -1
		}
		if isC1(p[from+k:]) {
			return from + k
		}
		from += k + 1
	}
	return -1
}

// segmentLen is the length of the segment at the start of p. It looks for
// the next ESC or C1 control in the first 2*segmentMax bytes only: past
// them, the segment is cut at a rune's start, where the cut below stops,
// and an ESC or a 0xC2 is one.
func segmentLen(p []byte) int {
	end, seen := len(p), min(len(p), 2*segmentMax)
	if i := bytes.IndexByte(p[1:seen], 0x1b); i >= 0 {
		end = i + 1
	}
	if i := indexC1(p, 1, min(end, seen)); i >= 0 {
		end = i
	}
	if end <= segmentMax {
		return end
	}
	for k := segmentMax; k < min(end, 2*segmentMax); k++ {
		if p[k] < 0x80 && p[k-1] < 0x80 {
			return k
		}
	}
	for k := segmentMax; k < end; k++ {
		if p[k]&0xC0 != 0x80 {
			return k
		}
	}
	return end
}
