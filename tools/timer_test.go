package tools_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// column reads the numbers of one column of a process table: the rows below
// the header row (the one starting with PID), field i of each.
func column(t *testing.T, v tools.Screen, i int) []float64 {
	t.Helper()
	var out []float64
	below := false
	for _, l := range v.Lines {
		f := strings.Fields(l)
		if len(f) > 0 && f[0] == "PID" {
			below = true
			continue
		}
		if !below || len(f) <= i {
			continue
		}
		if _, err := strconv.Atoi(f[0]); err != nil {
			continue // a status or function-key row
		}
		n, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			t.Fatalf("field %d of %q is no number", i, l)
		}
		out = append(out, n)
	}
	if len(out) < 3 {
		t.Fatalf("the process table has %d rows:\n%s", len(out), screenText(v))
	}
	return out
}

func descending(xs []float64) bool {
	return slices.IsSortedFunc(xs, func(a, b float64) int {
		switch {
		case a > b:
			return -1
		case a < b:
			return 1
		}
		return 0
	})
}

// TestTimerRedrawSortKeys: htop answers a sort key by marking the new sort
// column at once and re-sorts its list on its next refresh (its 1.5 s
// timer); top re-sorts at once. Either way, the result of the key shows
// the rows in the new order. (top's P re-sorts at once too, but the %CPU a
// redraw on a key shows is measured over the few milliseconds since its
// last sample, so the column it shows then need not look sorted; its N,
// by process id, is checked instead.)
func TestTimerRedrawSortKeys(t *testing.T) {
	sessiontest.Need(t, "htop", "top")
	h := newHarness(t, session.Config{})
	for _, p := range []struct {
		argv   []string
		keys   [2]string
		fields [2]int // the columns the keys sort by
	}{
		{[]string{"htop"}, [2]string{"M", "P"}, [2]int{9, 8}}, // MEM%, CPU%
		{[]string{"top"}, [2]string{"M", "N"}, [2]int{9, 0}},  // %MEM, PID
	} {
		t.Run(p.argv[0], func(t *testing.T) {
			v := h.open(map[string]any{"argv": p.argv, "cols": 120, "rows": 30, "expect": "PID"})
			h.screen("wait_for", map[string]any{"session_id": v.SessionID, "state": "waiting_for_input"})
			for i, key := range p.keys {
				field := p.fields[i]
				res := h.ok("send_keys", map[string]any{"session_id": v.SessionID, "keys": key})
				var r tools.Screen
				h.decode(res, &r)
				if !r.Changed {
					t.Fatalf("%s: the screen did not change", key)
				}
				if h.portable() {
					// When the program redraws next is the kernel's to
					// see (its poll timeout): the portable backend must
					// say that it settled on quiet time.
					if r.StateSource != session.SourceQuiet {
						t.Fatalf("%s under the portable backend: %s", key, tools.Header(r))
					}
					continue
				}
				if col := column(t, r, field); !descending(col) {
					t.Fatalf("%s: outcome %s after %dms, the column is not sorted %v:\n%s", key, r.Wait.Outcome, r.Wait.WaitedMs, col, tools.Text(res))
				}
				t.Logf("%s %s: %s after %dms", p.argv[0], key, r.Wait.Outcome, r.Wait.WaitedMs)
			}
		})
	}
}

// sortingBoard redraws every TICK seconds, counting them; s asks it to
// sort its list, which it says at once on its status row and does on its
// next tick.
const sortingBoard = `import curses, sys

def main(w):
    curses.curs_set(0)
    w.timeout(int(float(sys.argv[1]) * 1000))
    rows = ["delta 4", "alpha 1", "charlie 3", "bravo 2", "echo 5"]
    order, pending, tick = "as listed", False, 0
    while True:
        w.erase()
        w.addstr(0, 0, "order: " + ("by name on the next tick" if pending else order))
        w.addstr(1, 0, "tick %d" % tick)
        for i, r in enumerate(rows):
            w.addstr(2 + i, 0, r)
        w.refresh()
        k = w.getch()
        if k == ord("s"):
            pending = True
        elif k == -1:
            tick += 1
            if pending:
                rows.sort()
                order, pending = "by name", False
        elif k == ord("q"):
            return

curses.wrapper(main)
`

// TestTimerRedrawBudget: a key a program answers in part, the rest on its
// next tick, is waited for when the tick comes within the budget, and
// reported as partial, with the program's timer and a hint, when it does
// not; a program that waits without a timer (vim) is not waited for.
func TestTimerRedrawBudget(t *testing.T) {
	sessiontest.Need(t, "python3", "vim")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "board.py"), []byte(sortingBoard), 0o644); err != nil {
		t.Fatal(err)
	}
	sorted := []string{"alpha 1", "bravo 2", "charlie 3", "delta 4", "echo 5"}
	list := func(v tools.Screen) []string {
		if len(v.Lines) < 7 {
			return nil
		}
		return v.Lines[2:7]
	}

	fast := h.open(map[string]any{"argv": []string{"python3", "board.py", "1"}, "cwd": dir, "cols": 40, "rows": 10, "expect": "order: as listed"})
	h.screen("wait_for", map[string]any{"session_id": fast.SessionID, "state": "waiting_for_input"})
	v := h.screen("send_keys", map[string]any{"session_id": fast.SessionID, "keys": "s"})
	if h.portable() {
		// The program's timer is the kernel's to see: the portable backend
		// settles on quiet time, and must say so.
		if v.StateSource != session.SourceQuiet {
			t.Fatalf("a 1 s tick under the portable backend: %s", tools.Header(v))
		}
	} else if v.Wait.Outcome != session.Settled || !slices.Equal(list(v), sorted) || v.Lines[0] != "order: by name" {
		t.Fatalf("a 1 s tick: %s after %dms\n%s", v.Wait.Outcome, v.Wait.WaitedMs, screenText(v))
	}

	slow := h.open(map[string]any{"argv": []string{"python3", "board.py", "3"}, "cwd": dir, "cols": 40, "rows": 10, "expect": "order: as listed"})
	// Its first tick shows that it draws on its own.
	h.screen("wait_for", map[string]any{"session_id": slow.SessionID, "regex": "^tick 1$", "state": "waiting_for_input", "timeout_ms": 10000})
	res := h.ok("send_keys", map[string]any{"session_id": slow.SessionID, "keys": "s"})
	v = tools.Screen{}
	h.decode(res, &v)
	if h.portable() {
		if v.StateSource != session.SourceQuiet {
			t.Fatalf("a 3 s tick under the portable backend: %s", tools.Header(v))
		}
	} else if v.Wait.Outcome != session.Partial || v.Wait.TimerMs != 3000 || v.Lines[0] != "order: by name on the next tick" ||
		!strings.Contains(tools.Text(res), "python3 redraws on a timer, every 3s, and has redrawn only part of the screen since the input") {
		t.Fatalf("a 3 s tick: %s after %dms (timer %dms)\n%s", v.Wait.Outcome, v.Wait.WaitedMs, v.Wait.TimerMs, tools.Text(res))
	}
	// The tick's redraw may reach the terminal in more than one read: wait
	// for the whole of it, the status row with the list below it.
	v = h.screen("wait_for", map[string]any{"session_id": slow.SessionID, "timeout_ms": 10000,
		"regex": `^order: by name\ntick \d+\n` + strings.Join(sorted, `\n`) + "$"})
	if v.Wait.Outcome != session.Matched || !slices.Equal(list(v), sorted) {
		t.Fatalf("after the tick:\n%s", screenText(v))
	}

	// vim waits for keys without a timeout: a key that changes one row is
	// final at once, settled (not partial, quiet or timed out: a wait
	// for a timer of vim's would end so). How soon is a figure.
	ed := h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", "-N"}, "cwd": dir, "cols": 40, "rows": 10})
	v = h.screen("send_keys", map[string]any{"session_id": ed.SessionID, "keys": "ihello"})
	t.Logf("vim: %s after %dms", v.Wait.Outcome, v.Wait.WaitedMs)
	if v.Wait.Outcome != session.Settled || v.Wait.TimerMs != 0 || v.Lines[0] != "hello" {
		t.Fatalf("vim: %s after %dms\n%s", v.Wait.Outcome, v.Wait.WaitedMs, screenText(v))
	}
	// With a short 'updatetime', vim waits with a timeout to write its swap
	// file, and draws nothing then: the wait ends when it wakes, 300 ms
	// after the last key at the soonest, settled.
	ed = h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", "-N", "-c", "set updatetime=300", "notes.txt"}, "cwd": dir, "cols": 40, "rows": 10})
	v = h.screen("send_keys", map[string]any{"session_id": ed.SessionID, "keys": "ihello"})
	t.Logf("vim with updatetime=300: %s after %dms", v.Wait.Outcome, v.Wait.WaitedMs)
	if v.Wait.Outcome != session.Settled || v.Wait.WaitedMs < 300 || v.Lines[0] != "hello" {
		t.Fatalf("vim with updatetime=300: %s after %dms\n%s", v.Wait.Outcome, v.Wait.WaitedMs, screenText(v))
	}
}

// TestDiffgetIsNotPartial: a result says the program redrew only part of
// the screen only when part of it is known to be redrawn later. vimdiff
// waits for keys with a timeout past what a wait waits for (its 4 s
// updatetime), but draws nothing then: after :diffget the screen is
// complete, and the result is settled, also after vim has sat idle past
// its timeout once.
func TestDiffgetIsNotPartial(t *testing.T) {
	sessiontest.Need(t, "vim")
	h := newHarness(t, session.Config{})
	dir := t.TempDir()
	var a, b strings.Builder
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&a, "line %d\n", i)
		if i == 12 {
			fmt.Fprintf(&b, "changed %d\n", i)
		} else {
			fmt.Fprintf(&b, "line %d\n", i)
		}
	}
	sessiontest.WriteFile(t, filepath.Join(dir, "a.txt"), a.String())
	sessiontest.WriteFile(t, filepath.Join(dir, "b.txt"), b.String())
	id := h.open(map[string]any{"argv": []string{"vim", "-u", "NONE", "-N", "-d", "a.txt", "b.txt"}, "cwd": dir, "cols": 100, "rows": 30}).SessionID
	// Past vim's updatetime, whatever it does then.
	h.screen("wait_for", map[string]any{"session_id": id, "text": "never-on-the-screen", "timeout_ms": 4500})
	v := h.screen("send_keys", map[string]any{"session_id": id, "keys": "]c:diffget<enter>"})
	if v.Wait.Outcome != session.Settled || !strings.Contains(screenText(v), "a.txt [+]") {
		t.Fatalf(":diffget: %s after %dms (timer %dms)\n%s", v.Wait.Outcome, v.Wait.WaitedMs, v.Wait.TimerMs, screenText(v))
	}
}
