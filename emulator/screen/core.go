package screen

import (
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/ansi/parser"
)

// The unlocked core: every piece of the terminal's state, each in one
// place. Only a locked Terminal method reaches it.

// cursor is where the next character goes. pending is xterm's do_wrap: a
// character was printed in the last column (of the screen or the right
// margin) and the next one wraps first.
type cursor struct {
	x, y    int
	pending bool
	past    bool // the pending wrap came with autowrap on (see eraseLine)
	hidden  bool // DECTCEM reset
}

// pen is what printing and erasing draw with.
type pen struct {
	style uint16 // id in the style table
	link  uint16 // id in the link table, 0 none
}

// savedCursor is what DECSC (and SCOSC, mode 1048, 1049) saves and DECRC
// restores.
type savedCursor struct {
	x, y    int
	pending bool
	pen     pen
	origin  bool
	cs      charsets
	valid   bool
}

// margins are the scroll region (top, bottom: rows) and, under DECLRMM,
// the left and right margins (columns), inclusive, 0-based.
type margins struct {
	top, bottom, left, right int
}

// lastChar is the character REP repeats: the one printed right before
// it. It holds no pointer, so that noting it costs one store.
type lastChar struct {
	id    uint32 // its glyph (compactGlyphs keeps it)
	width uint8
	valid bool
	lone  bool // not valid: it was a mark that took no cell (print.go's join)
	// cut says its cell keeps its cluster cut (capCluster): what joins it
	// next is decided by its real end, core.lastTail.
	cut bool
}

// core is a terminal's state and its handlers.
type core struct {
	cols, rows int
	primary    *grid
	alternate  *grid
	g          *grid // the screen shown: primary or alternate
	cur        cursor
	pen        pen
	saved      [2]savedCursor // per screen: 0 primary, 1 alternate
	modes      modes
	marg       margins
	tabs       []bool
	cs         charsets
	styles     styleTable
	sgrCache   sgrCache
	sgrSeqs    sgrSeqs
	links      linkTable
	hist       history
	last       lastChar
	lastTail   string // the end of last's cluster as it came, when last.cut

	title, icon, cwd string
	marks            []Mark
	markSeq          int       // marks ever kept
	clears           uint64    // the screen shown was erased whole (ED 2, ED 0 from the top left, RIS)
	prompts          [4]string // the Prompt of the newest mark of each kind, A to D
	nonce            string
	replies          []byte
	queries          uint64 // queries answered, ever

	parser    *ansi.Parser
	csiParams [parser.MaxParamsSize]ansi.Param // the parameters of the CSI sequence decodeCSI read
	held      []byte                           // the start of a UTF-8 sequence cut by the end of a write
	str       stringReader                     // the control string being read (string.go)
	lis       heard                            // the listener of the feed (listen.go)
	scratch   []byte                           // rowText's
	glyphs    glyphTable                       // the characters cells hold (glyph.go)
	seen      clusterCache                     // printCluster's

	ext ext // the hidden cells of package emulator's mask (mask.go)
}

func newCore(cols, rows, scrollback int) *core {
	c := &core{cols: cols, rows: rows}
	c.primary, c.alternate = newGrid(cols, rows), newGrid(cols, rows)
	c.g = c.primary
	c.glyphs.init()
	c.styles.init()
	c.links.init()
	c.hist.maxLines = scrollback
	c.hist.maxBytes = historyBytes(scrollback)
	c.resetState()
	c.parser = ansi.NewParser()
	// The parser keeps no control string's bytes: it begins a string
	// and string.go reads it (the one byte is a DCS string's first when
	// the parser puts it there as it begins one).
	c.parser.SetDataSize(1)
	c.parser.SetHandler(ansi.Handler{
		Execute:   c.execute,
		HandleCsi: c.csi,
		HandleEsc: c.esc,
	})
	return c
}

// resetState puts modes, margins, tabs, pen and cursor as a new terminal
// has them (RIS keeps the screens' memory).
func (c *core) resetState() {
	c.cur = cursor{}
	c.pen = pen{}
	c.saved = [2]savedCursor{}
	c.modes = defaultModes()
	c.marg = margins{bottom: c.rows - 1, right: c.cols - 1}
	c.resetTabs()
	c.cs = charsets{}
	c.last = lastChar{}
}

func (c *core) resetTabs() {
	c.tabs = make([]bool, c.cols)
	for x := 8; x < c.cols; x += 8 {
		c.tabs[x] = true
	}
}

// History byte budget, as package emulator's: n lines may take n KiB of
// text, within 1 MiB and 64 MiB; a line keeps at most 64 KiB.
const (
	historyBytesPerLine = 1 << 10
	minHistoryBytes     = 1 << 20
	maxHistoryBytes     = 64 << 20
	maxHistoryLine      = 64 << 10
)

func historyBytes(lines int) int {
	lines = min(max(lines, 0), maxHistoryBytes/historyBytesPerLine)
	return min(max(lines*historyBytesPerLine, minHistoryBytes), maxHistoryBytes)
}

// erasePen is the style erased cells take: the pen's colours.
func (c *core) blank() uint16 { return c.styles.erase(c.pen.style) }

// altShown reports whether the alternate screen is shown.
func (c *core) altShown() bool { return c.g == c.alternate }

func (c *core) screenIndex() int {
	if c.altShown() {
		return 1
	}
	return 0
}
