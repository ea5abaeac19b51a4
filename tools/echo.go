package tools

import (
	"strings"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// echoMark stands, in the text of a delta that answers send_text, for
// the text the call sent where a row shows it exactly as sent: the agent
// wrote it, so its echo is no news (a SQL statement, a long command line
// comes back as `sqlite> ⟨your text⟩`). A row that shows it otherwise
// (completed, corrected, cut by the program) shows what it shows; the
// structured content's rows always hold the screen's text.
const echoMark = "⟨your text⟩"

// minEcho is the shortest line of sent text, in characters, that the mark
// stands for: twice the mark's length, so that what is left out is worth
// the reader's step of reading the mark.
var minEcho = 2 * utf8.RuneCountInString(echoMark)

// maxEchoRows bounds how many rows one echoed line may be wrapped over
// for the mark to stand for it (a paste of a long line on a narrow
// screen is shown as it is past that).
const maxEchoRows = 64

// elideEcho returns the rows of a delta (in order, consecutive runs) with
// each line of text the call sent, where a row shows it exactly, written
// echoMark: a line wrapped onto the rows below (the row full to the
// screen's width, cols) is found across them, and the rows it filled
// alone are left out. The rows given are not changed (they are the
// structured content's too); the selected row keeps its text.
func elideEcho(rows []Row, text string, cols int, selected *int) []Row {
	var out []Row
	changed := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		if utf8.RuneCountInString(line) < minEcho || strings.TrimSpace(line) == "" {
			continue
		}
		if out == nil {
			out = append([]Row(nil), rows...)
		}
		for i := 0; i < len(out); i++ {
			if row, last, ok := echoAt(out, i, line, cols, selected); ok {
				out = append(append(out[:i:i], row), out[last+1:]...)
				changed = true
			}
		}
	}
	if !changed {
		return rows
	}
	return out
}

// echoAt looks for line in rows from row i on, joined over the rows it
// wraps onto, starting on row i: it returns row i with line written
// echoMark and the index of the last row the line reached.
func echoAt(rows []Row, i int, line string, cols int, selected *int) (Row, int, bool) {
	joined := rows[i].Text
	for last := i; last < len(rows) && last-i < maxEchoRows; last++ {
		if selected != nil && rows[last].Row == *selected {
			return Row{}, 0, false
		}
		if last > i {
			prev := rows[last-1]
			if rows[last].Row != prev.Row+1 {
				return Row{}, 0, false
			}
			w := uniseg.StringWidth(prev.Text)
			if w < cols-1 {
				return Row{}, 0, false // the row before did not wrap
			}
			joined += strings.Repeat(" ", max(cols-w, 0)) + rows[last].Text
		}
		if at := strings.Index(joined, line); at >= 0 {
			if at >= len(rows[i].Text) {
				return Row{}, 0, false // it starts on a later row
			}
			return Row{Row: rows[i].Row, Text: joined[:at] + echoMark + joined[at+len(line):]}, last, true
		}
	}
	return Row{}, 0, false
}
