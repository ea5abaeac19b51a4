package screen

// Terminal is a screen. It is not safe for concurrent use: it takes no
// lock, and its caller holds one across every call (package emulator's
// Terminal, whose lock is the one lock on a screen).
type Terminal struct {
	c *core
}

// DefaultScrollback is the history kept when New is given none.
const DefaultScrollback = 10000

// New returns a terminal of cols x rows cells that keeps up to scrollback
// lines of history (DefaultScrollback when scrollback <= 0).
func New(cols, rows, scrollback int) *Terminal {
	if scrollback <= 0 {
		scrollback = DefaultScrollback
	}
	return &Terminal{c: newCore(max(cols, 1), max(rows, 1), scrollback)}
}

// Write feeds the program's output. It never fails.
func (t *Terminal) Write(p []byte) (int, error) {
	t.c.lis.base = 0
	t.c.feed(p)
	return len(p), nil
}

// Size returns the screen's size in cells.
func (t *Terminal) Size() (cols, rows int) {
	return t.c.cols, t.c.rows
}

// Cell is one cell as a caller sees it. Text is "" for a blank, and for
// the second half of a wide character (Width 0).
type Cell struct {
	Text  string
	Width int
	Style Style
	Link  string
}

// Cell returns the cell at column x, row y of the screen shown.
func (t *Terminal) Cell(x, y int) Cell {
	c := t.c
	if x < 0 || y < 0 || x >= c.cols || y >= c.rows {
		return Cell{}
	}
	k := c.g.row(y).cells[x]
	return Cell{Text: c.glyphs.text(k.ch()), Width: [...]int{narrow: 1, wide: 2, tail: 0}[k.kind()], Style: c.styles.list[k.style()], Link: c.links.list[k.link()]}
}

// Cursor is the cursor: its cell, whether it shows, and whether a wrap is
// pending (a character was printed in the last column).
type Cursor struct {
	Col, Row int
	Visible  bool
	Pending  bool
}

// Cursor returns the cursor.
func (t *Terminal) Cursor() Cursor {
	k := t.c.cur
	return Cursor{Col: k.x, Row: k.y, Visible: !k.hidden, Pending: k.pending}
}

// Lines returns the text of every row of the screen shown, trailing
// blanks trimmed.
func (t *Terminal) Lines() []string {
	out := make([]string, t.c.rows)
	for y := range out {
		out[y] = t.c.rowText(t.c.g.row(y), &t.c.scratch)
	}
	return out
}

// Modes are the modes that change what keys, pastes and clicks send.
type Modes struct {
	AppCursor, AppKeypad, BracketedPaste, Mouse bool
	// MouseTracking is the mouse tracking mode in force (9, 1000, 1002,
	// 1003; 0 none), MouseEncoding its coordinates' (1005, 1006, 1015,
	// 1016; 0 X10's bytes).
	MouseTracking, MouseEncoding int
}

// Modes returns the terminal's key and paste modes.
func (t *Terminal) Modes() Modes {
	m := &t.c.modes
	return Modes{AppCursor: m.appCursor, AppKeypad: m.appKeypad, BracketedPaste: m.bracketedPaste, Mouse: m.mouse != 0,
		MouseTracking: m.mouse, MouseEncoding: m.mouseEnc}
}

// AltScreen reports whether the alternate screen is shown.
func (t *Terminal) AltScreen() bool {
	return t.c.altShown()
}

// Title returns the window title a program set (OSC 0 or 2).
func (t *Terminal) Title() string {
	return t.c.title
}

// Cwd returns the working directory the shell reported (OSC 7).
func (t *Terminal) Cwd() string {
	return t.c.cwd
}

// Scrollback returns up to n of the newest history lines, oldest first.
func (t *Terminal) Scrollback(n int) []string {
	return t.c.hist.last(n)
}

// History returns how many lines ever scrolled into history.
func (t *Terminal) History() int64 {
	return t.c.hist.total
}

// SetMarkNonce sets what an OSC 133 mark must carry to count ("" counts
// every mark).
func (t *Terminal) SetMarkNonce(nonce string) {
	t.c.nonce = nonce
}

// Marks returns the OSC 133 marks kept, oldest first.
func (t *Terminal) Marks() []Mark {
	return append([]Mark(nil), t.c.marks...)
}

// MarksSince returns the marks kept whose Seq is above after, oldest
// first.
func (t *Terminal) MarksSince(after int) []Mark {
	ms := t.c.marks
	i := len(ms)
	for i > 0 && ms[i-1].Seq > after {
		i--
	}
	return append([]Mark(nil), ms[i:]...)
}

// LastMark returns the newest mark kept, if any.
func (t *Terminal) LastMark() (Mark, bool) {
	if len(t.c.marks) == 0 {
		return Mark{}, false
	}
	return t.c.marks[len(t.c.marks)-1], true
}

// Clears returns how many times the screen shown was erased whole: ED 2,
// ED 0 from its top-left corner, RIS. Rows erased keep no history (as in
// xterm), so a line number's row may hold new text after one.
func (t *Terminal) Clears() uint64 {
	return t.c.clears
}

// MarkSeq returns how many marks were ever kept: the Seq of the newest.
func (t *Terminal) MarkSeq() int {
	return t.c.markSeq
}

// LastPrompt returns the Prompt of the newest D mark: the prompt now
// shown, when the shell counts its prompts.
func (t *Terminal) LastPrompt() string {
	return t.c.prompts['D'-'A']
}

// Replies takes the replies to queries produced since the last call.
func (t *Terminal) Replies() []byte {
	r := t.c.replies
	t.c.replies = nil
	return r
}

// Queries returns how many queries the terminal answered.
func (t *Terminal) Queries() uint64 {
	return t.c.queries
}

// Resize changes the screen's size. Nothing is reflowed: cut rows and
// columns are lost, except that rows above the cursor that a shorter
// primary screen cuts go into history first.
func (t *Terminal) Resize(cols, rows int) {
	t.c.resize(max(cols, 1), max(rows, 1))
}
