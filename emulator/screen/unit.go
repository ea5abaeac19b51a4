package screen

import "log/slog"

// Feeding in units: a caller that must let go of its lock between two
// pieces of a long write (package emulator's Feed) feeds it a unit at a
// time. A unit costs a bounded amount of work: at most unitMax bytes
// (cut before an ESC or between two ASCII bytes, where no UTF-8 sequence
// or cluster is cut; in text with no ASCII, at a rune's start) or one sequence, each of whose counts
// is bounded by the screen's size (REP by repMax).

// unitMax is about the most bytes one unit takes.
const unitMax = 4 << 10

// FeedUnit feeds the first unit of p and returns its length. Feeding p a
// unit at a time leaves the screen as feeding it whole does. A panic of
// the engine is recovered and returned: that unit is lost, the parser
// goes back to its ground state, and the next unit is fed as usual.
func (t *Terminal) FeedUnit(p []byte) (n int, fault any) {
	n = unitLen(p)
	t.mu.Lock()
	defer t.mu.Unlock()
	defer func() {
		if r := recover(); r != nil {
			fault = r
			t.c.parser.Reset()
			t.c.held = t.c.held[:0]
			slog.Warn("screen: fault recovered; the unit is dropped", "panic", r, "unit_bytes", n)
		}
	}()
	t.c.feed(p[:n])
	return n, nil
}

// unitLen is the length of p's first unit.
func unitLen(p []byte) int {
	if len(p) <= unitMax {
		return len(p)
	}
	for k := unitMax; k < min(len(p), 2*unitMax); k++ {
		if p[k] == 0x1b || p[k] < 0x80 && p[k-1] < 0x80 {
			return k
		}
	}
	// No such place near (text with no ASCII in it): the next rune's
	// start, where a cluster cut goes on joining in the next write.
	for k := unitMax; k < len(p); k++ {
		if p[k]&0xC0 != 0x80 {
			return k
		}
	}
	return len(p)
}
