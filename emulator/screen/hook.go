package screen

// What package emulator keeps beside the screen, reached from the core at
// two places: an OSC 133 sequence as it is met (for the shell-integration
// marks it counts its own way) and a row as it goes into history (for the
// cells it marked hidden there: mask.go).

// OSC is an OSC 133 sequence as it was met: its whole data ("133;A;..."),
// and where the cursor was (Line counted from the first line ever in
// history, as Mark's).
type OSC struct {
	Data      []byte
	Line      int64
	Col       int
	AltScreen bool
}

// ext is the core's part for package emulator.
type ext struct {
	onMark func(OSC)
	maskID uint16           // the link id of hidden cells; 0 none yet
	hiding bool             // a cell was ever hidden: rows going into history are looked at
	hidden map[int64][]Span // history lines' hidden byte ranges, by absolute number
}

// OnMarks makes f see every OSC 133 sequence fed from now on (nil: none),
// whatever the nonce. f is called with the terminal's lock held, in the
// middle of a write: it must not call the terminal, and must not keep
// Data.
func (t *Terminal) OnMarks(f func(OSC)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.c.ext.onMark = f
}

// seeMark hands an OSC 133 to the hook, if any.
func (c *core) seeMark(data []byte) {
	if f := c.ext.onMark; f != nil {
		f(OSC{Data: data, Line: c.hist.total + int64(c.cur.y), Col: c.cur.x, AltScreen: c.altShown()})
	}
}
