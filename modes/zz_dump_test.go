package modes

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// ZZDUMP=outfile: one line per stored case: name, ok-mode, ok-kind, got.
func TestZZDump(t *testing.T) {
	out := os.Getenv("ZZDUMP")
	if out == "" {
		t.Skip()
	}
	files, _ := filepath.Glob("../testdata/modes*/*.json")
	sort.Strings(files)
	var b strings.Builder
	nm, nk, n := 0, 0, 0
	for _, f := range files {
		data, _ := os.ReadFile(f)
		var s Sample
		if json.Unmarshal(data, &s) != nil || s.Expect.Mode == "" {
			continue
		}
		r := Classify(s.Screen, s.Facts)
		p, _ := json.Marshal(r.Prompt)
		m := r.Mode == s.Expect.Mode
		k := MatchPrompt(s.Expect.Prompt, r.Prompt).Kind
		n++
		if m {
			nm++
		}
		if k {
			nk++
		}
		fmt.Fprintf(&b, "%s\t%v\t%v\t%s %s\n", strings.TrimPrefix(f, "../testdata/"), m, k, r.Mode, p)
	}
	fmt.Fprintf(&b, "TOTAL mode %d kind %d of %d\n", nm, nk, n)
	os.WriteFile(out, []byte(b.String()), 0o644)
}
