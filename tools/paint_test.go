package tools

import (
	"encoding/json"
	"testing"
)

// A screen update's bytes, as the script that draws it (app/term.js)
// reads them: the cursor in the shape of the agent's screen result
// (Cursor), the empty fields left out.
func TestScreenUpdateJSON(t *testing.T) {
	for _, c := range []struct {
		u    ScreenUpdate
		want string
	}{
		{ScreenUpdate{Cols: 2, Rows: 1, Cursor: Cursor{Col: 1, Visible: true}, Rev: 3},
			`{"cols":2,"rows":1,"cursor":{"row":0,"col":1,"visible":true},"rev":3,"history":0}`},
		{ScreenUpdate{Full: true, Cols: 2, Rows: 1, Lines: []RowUpdate{{Y: 0, Runs: json.RawMessage(`[{"t":"hi","n":2}]`)}}, Rev: 4, History: 9, Cut: "rows are cut"},
			`{"full":true,"cols":2,"rows":1,"lines":[{"y":0,"runs":[{"t":"hi","n":2}]}],"cursor":{"row":0,"col":0,"visible":false},"rev":4,"history":9,"cut":"rows are cut"}`},
	} {
		b, err := json.Marshal(c.u)
		if err != nil || string(b) != c.want {
			t.Errorf("got  %s (%v)\nwant %s", b, err, c.want)
		}
	}
}
