package emulator

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// The history is capped in bytes as well as lines: wide lines drop the
// oldest ones before the line count is reached, and the memory it holds
// stays within about twice the budget whatever is pushed.
func TestHistoryByteBudget(t *testing.T) {
	const lines = 10000
	budget := historyBytes(lines)
	if budget != lines*HistoryBytesPerLine {
		t.Fatalf("budget of %d lines: %d bytes", lines, budget)
	}
	h := history{max: lines}
	wide := strings.Repeat("x", 4000) // 4 KiB a line: a quarter of the lines fit
	for i := range 3 * lines {
		h.pushString(fmt.Sprintf("%06d%s", i, wide))
		if h.bytes > budget {
			t.Fatalf("after %d lines: %d bytes kept, over the budget of %d", i+1, h.bytes, budget)
		}
		if cap(h.arena) > 2*(budget+MaxHistoryLine) {
			t.Fatalf("after %d lines: arena of %d bytes for a budget of %d", i+1, cap(h.arena), budget)
		}
	}
	if n := h.len(); n >= lines/2 || n < lines/4-10 {
		t.Fatalf("%d lines of 4 KiB kept, want about %d", n, budget/4006)
	}
	// The newest line is whole and in place; absolute numbering holds.
	newest, ok := h.abs(h.total - 1)
	if !ok || !strings.HasPrefix(newest, fmt.Sprintf("%06d", 3*lines-1)) || len(newest) != 4006 {
		t.Fatalf("newest line %.20q (%d bytes, kept %v)", newest, len(newest), ok)
	}
	if _, ok := h.abs(h.total - int64(h.len()) - 1); ok {
		t.Fatal("a dropped line is still there")
	}

	// Empty lines count too: a huge line count cannot grow the ring past
	// the budget.
	e := history{max: 1 << 30}
	for range 200000 {
		e.pushString("")
	}
	if e.bytes > historyBytes(e.max) || len(e.lines)*spanSize > 2*historyBytes(e.max) {
		t.Fatalf("%d empty lines: %d bytes, ring of %d", e.len(), e.bytes, len(e.lines))
	}
}

// A line longer than MaxHistoryLine (a 5 MB line without a newline on a
// screen whose cells hold huge graphemes) is cut at a character boundary.
func TestHistoryLongLine(t *testing.T) {
	h := history{max: 100}
	h.pushString("short")
	h.pushString(strings.Repeat("é", MaxHistoryLine)) // twice the limit in bytes
	got := h.at(1)
	if len(got) > MaxHistoryLine || !utf8.ValidString(got) || !strings.HasSuffix(got, "…") {
		t.Fatalf("long line kept as %d bytes (valid %v), suffix %q", len(got), utf8.ValidString(got), got[len(got)-5:])
	}
	if h.at(0) != "short" {
		t.Fatalf("the line before: %q", h.at(0))
	}
}

// Paging: skip counts up from the newest line, n lines are returned oldest
// first, and a byte limit keeps the newest that fit.
func TestHistoryPage(t *testing.T) {
	h := history{max: 100}
	for i := range 50 {
		h.pushString(fmt.Sprintf("line %02d", i)) // 7 bytes each
	}
	got, more := h.page(3, 0, -1)
	if strings.Join(got, ",") != "line 47,line 48,line 49" || more {
		t.Fatalf("page(3, 0): %q %v", got, more)
	}
	got, more = h.page(3, 10, -1)
	if strings.Join(got, ",") != "line 37,line 38,line 39" || more {
		t.Fatalf("page(3, 10): %q %v", got, more)
	}
	got, more = h.page(10, 45, -1)
	if strings.Join(got, ",") != "line 00,line 01,line 02,line 03,line 04" || more {
		t.Fatalf("page(10, 45): %q %v", got, more)
	}
	got, more = h.page(10, 0, 20)
	if strings.Join(got, ",") != "line 48,line 49" || !more {
		t.Fatalf("page(10, 0, 20 bytes): %q %v", got, more)
	}
	got, more = h.page(10, 0, 1)
	if strings.Join(got, ",") != "line 49" || !more {
		t.Fatalf("page(10, 0, 1 byte): %q %v, want the newest line alone", got, more)
	}
	if got, _ := h.page(5, 60, -1); len(got) != 0 {
		t.Fatalf("page beyond the history: %q", got)
	}
}
