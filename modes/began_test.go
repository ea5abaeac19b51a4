package modes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestKeptAsItBegan reads screens of editors and pagers of their own (a
// search or go-to line at the foot, a help screen) with and without what
// the program showed itself to be on its first screen (Facts.Began): the
// program's mode where it began as an editor or a pager, the screen's own
// reading where not, and a question asked in words stays a question, as
// does an editor's field that the screen reads as asking a value.
func TestKeptAsItBegan(t *testing.T) {
	cases := []struct {
		file  string
		began Mode
		want  Mode
	}{
		// A field at the foot asking a value by its name ("Search
		// for:", "Goto line:") asks, whatever the program began as.
		{"modes-hundredfiftyninth/jasspa-like-search", Editor, Question},
		{"modes-hundredfiftyninth/jasspa-like-search", "", Question},
		{"modes-hundredfiftyninth/jasspa-like-search", TUI, Question},
		{"modes-hundredfiftyninth/jasspa-like-goto", Editor, Question},
		{"modes-hundredfiftyninth/jasspa-like-write-file", Editor, Question},
		{"modes-hundredfortyseventh/atto-like-quit", Editor, Question},
		{"modes-hundredfortyseventh/atto-like-search", Editor, Editor},
		{"modes-hundredfortyseventh/atto-like-search", "", Pager},
		{"modes-hundredeightyfourth/nerdtree-delete", Editor, Question}, // a path on the question's row
		{"modes-hundredseventyfifth/treemd-like-help", Pager, Pager},
		{"modes-hundredseventyfifth/treemd-like-help", TUI, TUI},
		{"modes-hundredninetyfifth/markless-like-search", Pager, Pager},
		{"modes-twohundredninetyeighth/xywrite-like-help", Editor, Editor},
		{"modes-twohundredninetyeighth/xywrite-like-help", "", TUI},
		{"modes-fortyfirst/ncmpcpp-find", TUI, Question}, // a list program's search asks
		// A feed reader's panes, an article's row set apart in a pane
		// on the screen's third row: a list's selection, so no pager
		// to begin as, nor after; its search asked over its last row
		// ("Search articles:" over "/") asks, as a tui's.
		{"modes-twohundredninetyninth/eilmeldung-like", "", TUI},
		{"modes-twohundredninetyninth/eilmeldung-like-help", TUI, TUI},
		{"modes-twohundredninetyninth/eilmeldung-like-search", TUI, Question},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.file)+"/"+string(c.began), func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("..", "testdata", c.file+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var s Sample
			if err := json.Unmarshal(b, &s); err != nil {
				t.Fatal(err)
			}
			s.Facts.Began = c.began
			if r := Classify(s.Screen, s.Facts); r.Mode != c.want {
				t.Errorf("began as %q: got %s (%s), want %s", c.began, r.Mode, r.Detail, c.want)
			}
		})
	}
}
