package modes

import (
	"encoding/json"
	"os"
	"testing"
)

func TestZZB(t *testing.T) {
	b, _ := os.ReadFile("../testdata/modes-twohundredseventysixth/bluetuith-like-pair.json")
	var s Sample
	json.Unmarshal(b, &s)
	g := &grid{Snapshot: s.Screen}
	bx, ok := askingBox(g)
	t.Logf("box %+v %v", bx, ok)
	bb, ok2 := boxButtons(g, bx)
	t.Logf("buttons %+v %v", bb, ok2)
	t.Logf("plainWord %+v", plainWordButtons(g, 14, bx))
}
