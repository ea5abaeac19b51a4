package emulator

import (
	"reflect"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/vt"
)

// x/vt's pending wrap.
//
// After a character is printed in the last column (autowrap on), the cursor
// stays on it and the next character goes to the start of the next line:
// the pending wrap, which x/vt keeps in an unexported field (atPhantom) and
// neither reports nor takes as input. Several corrections must know it:
// xterm, tmux and xterm.js take a pending wrap to mean the cursor is past
// the last column, so an erase to the right of it erases nothing there, an
// insertion happens on the next line, and a combining mark joins the last
// column's character. pendingWrap reads the field, by reflection, without
// changing it: like shrinkParser (parser.go) this reaches into the pinned
// x/vt version, and TestPendingWrapReadable fails if the field goes.

// phantomField is the index of vt.Emulator's atPhantom field, or -1.
var phantomField = func() int {
	f, ok := reflect.TypeFor[vt.Emulator]().FieldByName("atPhantom")
	if !ok || f.Type.Kind() != reflect.Bool || len(f.Index) != 1 {
		return -1
	}
	return f.Index[0]
}()

// pendingWrap reports whether x/vt has a pending wrap: whether the next
// character it prints goes to the next line. The caller holds mu and has
// written x/vt all it scanned.
func (t *Terminal) pendingWrap() bool {
	if phantomField < 0 {
		return false
	}
	return reflect.ValueOf(t.vt).Elem().Field(phantomField).Bool()
}

// joinMark adds combining marks (a cluster of no width) that follow no
// character in the output to the character before the cursor, as xterm,
// tmux and xterm.js do: the one in the last column when a wrap is pending,
// the wide character a cursor on its second half belongs to; at the start of
// a row there is none, and the cursor moves on. x/vt would put them in a cell
// of their own at the cursor, over what is there.
func (t *Terminal) joinMark(mark []byte) {
	pos := t.cursorPos()
	x := pos.X - 1
	if t.pendingWrap() || t.noAutowrap && pos.X == t.cols-1 {
		x = pos.X // printed there, the cursor could not move on
	}
	if c := t.vt.CellAt(x, pos.Y); c != nil && c.Width == 0 && c.Content == "" {
		x-- // the second half of a wide character
	}
	if x < 0 {
		// At the start of a row there is nothing to join: the cell is left
		// as it is and the cursor moves on, as tmux and xterm.js agree.
		// Marks after the first join the cell the cursor left, as they do
		// when each comes in a read of its own.
		t.innerWrite([]byte("\x1b[C"))
		if _, size := utf8.DecodeRune(mark); size < len(mark) {
			t.joinMark(mark[size:])
		}
		return
	}
	c := t.vt.CellAt(x, pos.Y)
	if c == nil || c.Width == 0 {
		return
	}
	cell := *c
	if cell.Content == "" {
		cell.Content = " "
	}
	cell.Content = capCluster(cell.Content + string(mark))
	t.setCell(x, pos.Y, &cell)
}

// capCluster cuts a cell's text to the whole runes that fit in clusterMax
// bytes, as a cell keeps them (grapheme.go).
func capCluster(s string) string {
	n := 0
	for i, r := range s {
		if i+utf8.RuneLen(r) > clusterMax {
			break
		}
		n = i + utf8.RuneLen(r)
	}
	return s[:n]
}

// lone reports whether a cluster of no width is one joinMark takes: one
// that starts with a combining mark (a prepended character, U+0600 say, a
// joiner or a variation selector start a cell as x/vt prints them).
func lone(text []byte) bool {
	r, _ := utf8.DecodeRune(text)
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) && (r < 0xFE00 || r > 0xFE0F)
}

// join is joinMark in the fast path's model (fast.go): a cluster of no
// width joins the character before the cursor, or the one a pending wrap
// leaves the cursor on.
func (m *model) join(c vcell) {
	r := m.row(m.y)
	x := m.x - 1
	if m.phantom {
		x = m.x
	}
	if x >= 0 && r[x].w == 0 && r[x].s == "" && r[x].r == 0 {
		x-- // the second half of a wide character
	}
	mark := c.s
	if c.r != 0 {
		mark = string(c.r)
	}
	if x < 0 {
		m.x = min(m.x+1, m.cols-1)
		if _, size := utf8.DecodeRuneInString(mark); size < len(mark) {
			m.join(vcell{s: mark[size:]}) // as joinMark
		}
		return
	}
	if r[x].w == 0 {
		return
	}
	prev := r[x].s
	if r[x].r != 0 {
		prev = string(r[x].r)
	}
	if prev == "" {
		prev = " "
	}
	r[x] = vcell{s: capCluster(prev + mark), w: r[x].w}
	slot := (m.top + m.y) % m.rows
	m.used[slot] = max(m.used[slot], x+int(r[x].w))
}
