package tools_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// goBin is the directory of the Go fixture programs (testdata/tui): gum,
// and a Bubble Tea list and a huh form of our own.
func goBin(t *testing.T) string { return sessiontest.GoPrograms(t, "../testdata/tui") }

// frameLists are select lists of the two frameworks that draw from a
// timer: Bubble Tea (gum choose, a list of our own), whose renderer
// flushes on a 60 frames a second ticker in a goroutine of its own, and
// Ink, whose render is deferred and throttled on node's event loop. Each
// marks the highlighted option with a marker at the start of its row.
func frameLists(t *testing.T) []struct {
	name   string
	argv   []string
	marker string
} {
	bin, npm := goBin(t), npmDir(t)
	return []struct {
		name   string
		argv   []string
		marker string
	}{
		{"gum choose", []string{filepath.Join(bin, "gum"), "choose", "Apple", "Banana", "Cherry", "Date", "Elderberry"}, "> "},
		{"bubble tea list", []string{filepath.Join(bin, "tea-list")}, "> "},
		{"ink select", sessiontest.Node(npm, true, "ink-select.mjs"), "❯ "},
	}
}

// markedOption returns the option a list's marker is on, "" when none is.
func markedOption(v tools.Screen, marker string) string {
	for _, l := range v.Lines {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(l), strings.TrimSpace(marker)); ok {
			return strings.TrimSpace(strings.TrimPrefix(rest, "•"))
		}
	}
	return ""
}

// stillTrue checks that a result is what the screen shows a moment later:
// the program drew all the input caused before the call returned.
func stillTrue(t *testing.T, h *harness, v tools.Screen, what string) {
	t.Helper()
	time.Sleep(250 * time.Millisecond) // the moment later; longer than any frame
	later := h.screen("read_screen", map[string]any{"session_id": v.SessionID, "since_revision": 0})
	if screenText(later) != screenText(v) {
		t.Errorf("%s: the result was not the screen a moment later; result:\n%s\nlater:\n%s", what, screenText(v), screenText(later))
	}
}

// TestFramesKeysAsTyped: lists drawn from a timer open with their screen
// drawn, each key of send_keys reaches the program as its own write (jj
// moves two rows, as typed; in one write both frameworks read one key
// "jj"), and each result is the screen the keys caused, still true a
// moment later.
func TestFramesKeysAsTyped(t *testing.T) {
	h := newHarness(t, session.Config{})
	for _, p := range frameLists(t) {
		t.Run(p.name, func(t *testing.T) {
			v := h.open(map[string]any{"argv": p.argv, "cols": 60, "rows": 12})
			if v.Wait == nil || v.Wait.Outcome != session.Settled || markedOption(v, p.marker) != "Apple" {
				t.Fatalf("opened to a screen without its list drawn (Apple highlighted):\n%s", tools.Render(v))
			}
			id := v.SessionID
			stillTrue(t, h, v, "open")
			for _, step := range []struct{ keys, want string }{
				{"jj", "Cherry"},
				{"<down><down>", "Elderberry"},
				{"k", "Date"},
				{"<up>kj", "Cherry"},
			} {
				v = h.screen("send_keys", map[string]any{"session_id": id, "keys": step.keys})
				if got := markedOption(v, p.marker); got != step.want || v.Wait.Outcome != session.Settled {
					t.Fatalf("send_keys %s: %s highlighted (%s), want %s:\n%s", step.keys, got, v.Wait.Outcome, step.want, tools.Render(v))
				}
				stillTrue(t, h, v, "send_keys "+step.keys)
			}
		})
	}
}
