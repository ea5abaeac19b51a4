package modes

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// dialog draws a light box at row, column 10, of width w, rows inside it
// padded to its width.
func dialog(row, w int, rows ...string) string {
	out := fmt.Sprintf("\x1b[%d;10H┌%s┐", row, strings.Repeat("─", w))
	for i, r := range rows {
		out += fmt.Sprintf("\x1b[%d;10H│%s%s│", row+1+i, r, strings.Repeat(" ", w-len([]rune(r))))
	}
	return out + fmt.Sprintf("\x1b[%d;10H└%s┘", row+1+len(rows), strings.Repeat("─", w))
}

// TestQuestionsOverScreens reads questions that full-screen programs ask
// over their own screens (issue 44: a dialog box over an editor's text
// or a browser's page, a box answered by keys over a file manager's
// panes, a question with its keys on a known program's last row), and
// the screens of the same programs with a box or a row that asks
// nothing, which keep their modes.
func TestQuestionsOverScreens(t *testing.T) {
	head := "first line\nsecond line\nthird line\n"
	edits := Facts{Program: "wed", Args: []string{"notes.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte(head)}}}
	// A file whose text holds a drawn dialog (a README's screenshot).
	drawnHead := head + "┌────┐\n│ Save changes to notes.txt? │\n│   [ Yes ]   [ No ]   │\n└────┘\n"
	editsDrawn := Facts{Program: "wed", Args: []string{"notes.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte(drawnHead)}}}
	browses := Facts{Program: "webby", Args: []string{"page.html"}, Waiting: true}
	files := Facts{Program: "filer", Args: []string{"."}, Waiting: true}
	known := Facts{Program: "ranger", Waiting: true} // a full-screen program the table names

	text := "\x1b[?1049h\x1b[H  File  Edit  Search  Help\r\nfirst line\r\nsecond line\r\nthird line\r\n"
	status := "\x1b[24;1Hnotes.txt  L: 1  C: 1  INS"
	page := "\x1b[?1049h\x1b[H" + strings.Repeat("Some text to read on the page.\r\n", 22) + "\x1b[24;1Hfile:///tmp/a.html"
	panes := "\x1b[?1049h\x1b[H ~/src                                  ~/doc\r\n" + strings.Repeat(" a.txt        4 K     │ b.txt        5 K\r\n", 20)
	for _, c := range []struct {
		name  string
		out   string
		facts Facts
		mode  Mode
		want  string // the prompt as JSON, or "null"
	}{
		{"a box with buttons over an editor's text", text + dialog(8, 40, " Save changes to notes.txt?", "", "   [ Yes ]   [ No ]   [ Cancel ]") + status + "\x1b[?25l", edits, Question,
			`{"kind":"confirm","question":"Save changes to notes.txt?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Cancel","key":"c","selected":null}]}`},
		{"a note with buttons over an editor's text asks nothing", text + dialog(8, 40, " You have not set up your keys.", " Choose Configure below.", "", "   [<Close>]  [ Configure ]") + status + "\x1b[?25l", edits, Editor, `null`},
		{"the same box written in the file the editor shows", text + dialog(8, 40, " Save changes to notes.txt?", "", "   [ Yes ]   [ No ]   [ Cancel ]") + status + "\x1b[?25l", editsDrawn, Editor, `null`},
		{"a box with buttons over a browser's page, the cursor on Yes", page + dialog(8, 40, "        Exit the browser?", "", "     [ Yes ]      [ No ]") + "\x1b[11;16H", browses, Question,
			`{"kind":"confirm","question":"Exit the browser?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a welcome box over a browser's page asks nothing", page + dialog(8, 40, "      Welcome to the browser!", "", "             [ OK ]") + "\x1b[11;24H", browses, Pager, `null`},
		{"a box answered by keys over a file manager's panes", panes + dialog(8, 40, "       Delete confirmation", " Really delete notes.txt?", "", "        [y]es      [n]o") + "\x1b[?25l", files, Question,
			`{"kind":"confirm","question":"Delete confirmation Really delete notes.txt?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a box of keys that asks nothing over a file manager's panes", panes + dialog(8, 40, " Keys of this view", "", "   [q]uit   [h]elp   [s]ort") + "\x1b[?25l", files, TUI, `null`},
		{"a question with its keys on a known program's last row", panes + "\x1b[24;1HDelete 1 file? (y/N) ", known, Question,
			`{"kind":"confirm","question":"Delete 1 file?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question without keys on a known program's last row is its text", panes + "\x1b[24;1HWhy is the sky blue?\x1b[?25l", known, TUI, `null`},
		{"a status on a known program's last row asks nothing", panes + "\x1b[24;1H3 files, 12 K free (y: 2, n: 1)\x1b[?25l", known, TUI, `null`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Classify(drawn(t, c.out), c.facts)
			b, err := json.Marshal(got.Prompt)
			if err != nil {
				t.Fatal(err)
			}
			if got.Mode != c.mode || string(b) != c.want {
				t.Errorf("got %s (%s) %s\nwant %s %s", got.Mode, got.Detail, b, c.mode, c.want)
			}
		})
	}
}
