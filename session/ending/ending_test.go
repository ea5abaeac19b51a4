package ending

import (
	"fmt"
	"strings"
	"testing"
)

// TestFinalScreensBounded: the final screens of sessions that closed by
// themselves are kept within maxFinalBytes, the oldest let go first; the
// ends themselves are kept (a later call says how the session ended).
func TestFinalScreensBounded(t *testing.T) {
	size := func(v *string) int { return len(*v) }
	l := Log[string]{Size: size}
	screen := func(bytes int) *string {
		s := strings.Repeat("x", bytes)
		return &s
	}
	third := maxFinalBytes / 3
	for _, id := range []string{"s1", "s2", "s3", "s4"} {
		l.Add(id, Ending[string]{Final: screen(third)})
	}
	for id, kept := range map[string]bool{"s1": false, "s2": true, "s3": true, "s4": true} {
		e, ok := l.Get(id)
		if !ok {
			t.Fatalf("%s's end is not remembered", id)
		}
		if (e.Final != nil) != kept {
			t.Errorf("%s's final screen kept %v, want %v", id, e.Final != nil, kept)
		}
	}
	if l.finals > maxFinalBytes || l.finals != 3*third {
		t.Errorf("the kept final screens take %d bytes, want %d (at most %d)", l.finals, 3*third, maxFinalBytes)
	}
	// One larger than the bound goes at once, with every other.
	l.Add("s5", Ending[string]{Final: screen(maxFinalBytes + 1)})
	for _, id := range []string{"s2", "s3", "s4", "s5"} {
		if e, _ := l.Get(id); e.Final != nil {
			t.Errorf("%s's final screen is kept past the bound", id)
		}
	}
	if l.finals != 0 {
		t.Errorf("nothing kept, but %d bytes counted", l.finals)
	}
	// The oldest end forgotten (maxEnded) takes its screen's bytes along.
	l = Log[string]{Size: size}
	for i := range maxEnded + 1 {
		l.Add(fmt.Sprintf("s%d", i+1), Ending[string]{Final: screen(1)})
	}
	if l.finals != maxEnded {
		t.Errorf("%d ends remembered keep %d bytes of final screens, want %d", len(l.order), l.finals, maxEnded)
	}
}
