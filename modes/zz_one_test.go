package modes

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ZZONE=glob of json files under testdata
func TestZZOne(t *testing.T) {
	g := os.Getenv("ZZONE")
	if g == "" {
		t.Skip()
	}
	files, _ := filepath.Glob("../testdata/" + g)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		var s Sample
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatal(err)
		}
		r := Classify(s.Screen, s.Facts)
		p, _ := json.Marshal(r.Prompt)
		w, _ := json.Marshal(s.Expect.Prompt)
		ok := "OK "
		if r.Mode != s.Expect.Mode || !MatchPrompt(s.Expect.Prompt, r.Prompt).Kind {
			ok = "BAD"
		}
		t.Logf("%s %s: got %s (%s) %s\n      want %s %s", ok, strings.TrimSuffix(filepath.Base(f), ".json"), r.Mode, r.Detail, p, s.Expect.Mode, w)
	}
}
