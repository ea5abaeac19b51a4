package tools

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session/sessiontest"
)

// TestFollowerRebuildsScreen: a page that takes a follower's updates
// (every row of a full one, the rows of the others) has each row's
// stretches as the screen's are, the cursor and the revision, after every
// chunk of every stream; an update sends no row the page has already,
// and is said unchanged only when it changes nothing. A resize of the
// screen midway is in every stream.
func TestFollowerRebuildsScreen(t *testing.T) {
	streams := append(sessiontest.ProgramStreams(t, "..", 97, 2048), sessiontest.RandomStreams(38, 500)...)
	updates, sent := 0, 0
	for _, st := range streams {
		chunks := st.Chunks
		term := emulator.New(st.Cols, st.Rows, 100)
		term.DiscardReplies()
		var f Follower
		var page []string // each row's stretches as JSON
		var cursor Cursor
		for i, chunk := range chunks {
			if i == len(chunks)/2 && i > 0 {
				term.Resize(st.Cols+1, st.Rows+2)
			}
			_, _ = term.Write(chunk)
			fr := term.Frame()
			u, changed := f.next(fr, fr.Revision, term.ScrollbackLen())
			updates++
			where := fmt.Sprintf("%s, chunk %d", st.Name, i)
			if u.Full != (i == 0 || i == len(chunks)/2) {
				t.Fatalf("%s: full %v", where, u.Full)
			}
			if u.Full {
				page = make([]string, u.Rows)
			}
			if u.Cut != "" {
				t.Fatalf("%s: rows cut: %s", where, u.Cut)
			}
			if !changed && (len(u.Lines) > 0 || u.Cursor != cursor) {
				t.Fatalf("%s: an update of %d rows, cursor %+v from %+v, said unchanged", where, len(u.Lines), u.Cursor, cursor)
			}
			if changed {
				sent++
			}
			for _, l := range u.Lines {
				if !u.Full && page[l.Y] == string(l.Runs) {
					t.Fatalf("%s: row %d sent as the page has it", where, l.Y)
				}
				page[l.Y] = string(l.Runs)
			}
			cursor = u.Cursor
			for y := range fr.Rows {
				want, _ := json.Marshal(fr.Stretches(y))
				if page[y] != string(want) {
					t.Fatalf("%s: the page's row %d is %s, the screen's %s", where, y, page[y], want)
				}
			}
			if cursor != Cursor(fr.Cursor) || u.Rev != fr.Revision {
				t.Fatalf("%s: cursor %+v rev %d, the screen's %+v %d", where, cursor, u.Rev, fr.Cursor, fr.Revision)
			}
		}
	}
	t.Logf("%d streams, %d updates, %d sent: the page has the screen after each", len(streams), updates, sent)
}
