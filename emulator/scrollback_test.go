package emulator

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// The history is capped in bytes as well as lines: wide lines drop the
// oldest ones before the line count is reached, the newest stays whole,
// its absolute number holds, and the memory held stays within a few times
// the budget whatever is pushed.
func TestHistoryByteBudget(t *testing.T) {
	const lines = 10000
	wide := strings.Repeat("x", 494) + strings.Repeat("é", 500) // 1500 bytes a line with its number
	term := New(1000, 2, lines)                                 // a budget of about 1 KiB a line: fewer than 10000 of these fit
	term.DiscardReplies()
	defer term.Close()
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := range 3 * lines {
		fmt.Fprintf(term, "%06d%s\r\n", i, wide)
	}
	kept := term.ScrollbackLen()
	if kept >= lines || kept < lines/2 {
		t.Fatalf("%d lines of 1500 bytes kept, want fewer than %d (the byte bound) and more than %d", kept, lines, lines/2)
	}
	newest := term.Scrollback(1)
	if len(newest) != 1 || !strings.HasPrefix(newest[0], fmt.Sprintf("%06d", 3*lines-2)) || len(newest[0]) != 1500 {
		t.Fatalf("newest line %.20q", newest)
	}
	total := term.Snapshot().History
	if got, first := term.History(total-1, total, 10); len(got) != 1 || got[0] != newest[0] || first != total-1 {
		t.Fatalf("History(%d) = %.20q from %d", total-1, got, first)
	}
	if got, first := term.History(0, 1, 10); len(got) != 0 && first == 0 {
		t.Fatal("a dropped line is still there")
	}
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if grown := int64(after.HeapAlloc) - int64(before.HeapAlloc); grown > 4*lines<<10 {
		t.Errorf("the heap grew by %d bytes for a budget of about %d", grown, lines<<10)
	}

	// Empty lines count too: a huge line count cannot grow the ring past
	// the budget.
	e := New(20, 2, 1<<30)
	e.DiscardReplies()
	defer e.Close()
	fmt.Fprint(e, strings.Repeat("\r\n", 200000))
	if n := e.ScrollbackLen(); n == 0 || n >= 200000 {
		t.Fatalf("%d of 200000 empty lines kept with a line bound of 2^30", n)
	}
}

// Paging: skip counts up from the newest line, n lines are returned oldest
// first, and a byte limit keeps the newest that fit.
func TestHistoryPage(t *testing.T) {
	term := newDrained(t, 20, 1)
	for i := range 50 {
		fmt.Fprintf(term, "line %02d\r\n", i) // 7 bytes each
	}
	page := func(n, skip, maxBytes int) (string, bool) {
		got, _, more := term.ScrollbackPage(n, skip, maxBytes)
		return strings.Join(got, ","), more
	}
	for _, tt := range []struct {
		n, skip, maxBytes int
		want              string
		more              bool
	}{
		{3, 0, -1, "line 47,line 48,line 49", false},
		{3, 10, -1, "line 37,line 38,line 39", false},
		{10, 45, -1, "line 00,line 01,line 02,line 03,line 04", false},
		{10, 0, 20, "line 48,line 49", true},
		{10, 0, 1, "line 49", true}, // the newest line alone
		{5, 60, -1, "", false},      // beyond the history
	} {
		if got, more := page(tt.n, tt.skip, tt.maxBytes); got != tt.want || more != tt.more {
			t.Errorf("page(%d, %d, %d) = %q %v, want %q %v", tt.n, tt.skip, tt.maxBytes, got, more, tt.want, tt.more)
		}
	}
}
