package emulator

import (
	"slices"
	"sort"
)

// Snapshot is the screen at one moment. It is an immutable value: nothing in
// it is shared with the terminal, and callers must not modify its slices.
type Snapshot struct {
	Cols, Rows int
	// Lines holds one entry per row, with trailing spaces trimmed. A wide
	// character appears once; it covers two cells.
	Lines []string
	// Runs are the runs of cells drawn in a look other than the default
	// (inverse, bold, a colour…), row by row, left to right: what a
	// highlighted menu entry or a coloured marker is made of. Default
	// cells have none, so a plain screen has no runs.
	Runs []Run `json:",omitempty"`
	// Wrapped lists the rows whose text the terminal carried on onto the
	// next row (the program wrote past the last column), in order: a
	// word cut there goes on on the next row, where a row the program
	// broke itself ends where its words did.
	Wrapped   []int `json:",omitempty"`
	Cursor    Cursor
	AltScreen bool
	Title     string
	Cwd       string // from OSC 7, when the shell reports it
	Modes     Modes
	// Shell is what the OSC 133 marks say about a shell in front: the most
	// recent mark, and whether any mark was ever seen.
	LastMark Mark
	HasMarks bool
	// History counts the lines that ever scrolled off the top of the main
	// screen into history (including those no longer kept): the absolute
	// number of the next line to go there.
	History int64
	// Revision grows whenever the screen differs from the previous snapshot
	// (its rows, or the lines that scrolled off it).
	Revision uint64
	// Masked is how many cells of the screen the terminal's mask hid.
	Masked int
	// Torn says the screen was taken while a chunk of output was being
	// fed (the feed paused for the reader, as it does for output slow to
	// emulate): the rest of the chunk, which the program wrote at once
	// with what shows, is not on it yet.
	Torn bool `json:"-"`
}

// Cursor is a 0-based cell position and whether the program shows it.
type Cursor struct {
	Row     int  `json:"row"`
	Col     int  `json:"col"`
	Visible bool `json:"visible"`
}

// Run is a run of cells on one row that share a look other than the
// default one.
type Run struct {
	Row int `json:"row"`
	Col int `json:"col"` // the first cell, 0-based
	Len int `json:"len"` // in cells (a wide character covers two)
	Look
}

// Look is how a cell is drawn: its attributes and colours. A colour is ""
// (the terminal's default), a palette index "0"…"255", or "#rrggbb".
type Look struct {
	Attr Attr   `json:"attr,omitempty"`
	Fg   string `json:"fg,omitempty"`
	Bg   string `json:"bg,omitempty"`
}

// Attr is a set of SGR attributes.
type Attr uint16

// The attributes a Look records.
const (
	Bold Attr = 1 << iota
	Faint
	Italic
	Blink
	Inverse
	Conceal
	Strike
	Underline
)

// LookAt returns the look of the cell at row, col (the zero Look for a
// default cell or a position off the screen).
func (s *Snapshot) LookAt(row, col int) Look {
	// Runs are in reading order: find the last one starting at or
	// before the cell.
	i := sort.Search(len(s.Runs), func(i int) bool {
		sp := s.Runs[i]
		return sp.Row > row || (sp.Row == row && sp.Col > col)
	})
	if i > 0 {
		if sp := s.Runs[i-1]; sp.Row == row && col < sp.Col+sp.Len {
			return sp.Look
		}
	}
	return Look{}
}

func sameScreen(a, b *Snapshot) bool {
	return a.Cols == b.Cols && a.Rows == b.Rows && a.Cursor == b.Cursor &&
		a.AltScreen == b.AltScreen && a.Title == b.Title && a.History == b.History &&
		slices.Equal(a.Lines, b.Lines) && slices.Equal(a.Runs, b.Runs) &&
		slices.Equal(a.Wrapped, b.Wrapped)
}
