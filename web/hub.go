package web

import (
	"slices"
	"sync"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// Row is a session in the page's list, as the page's script reads it.
type Row struct {
	tools.SessionRow
	Revision uint64 `json:"revision"`
	// Needs says the session needs a person (a password prompt the agent
	// has not seen, an exit nobody waited for): the page highlights it.
	Needs string `json:"needs,omitempty"`
}

// rowOf is the page's row of a session.
func rowOf(i session.Info, rev uint64, needs string) Row {
	return Row{SessionRow: tools.SessionRowOf(i), Revision: rev, Needs: needs}
}

// hub keeps the list of sessions as Manager.Watch reports it, and wakes the
// page's streams when it changes.
type hub struct {
	stop func()

	mu     sync.Mutex // guards the fields below
	rows   map[string]Row
	notify chan struct{} // closed at the next change, then replaced
}

func newHub(m *session.Manager) *hub {
	h := &hub{rows: map[string]Row{}, notify: make(chan struct{})}
	h.stop = m.Watch(h.update)
	return h
}

// update takes a change from the watcher; it does not block.
func (h *hub) update(c session.Change) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.Gone {
		delete(h.rows, c.SessionID)
	} else {
		h.rows[c.SessionID] = rowOf(c.Info, c.Revision, string(c.Needs))
	}
	close(h.notify)
	h.notify = make(chan struct{})
}

// list returns the rows, oldest session first, and a channel closed at the
// next change.
func (h *hub) list() ([]Row, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]Row, 0, len(h.rows))
	for _, r := range h.rows {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Row) int {
		if len(a.SessionID) != len(b.SessionID) {
			return len(a.SessionID) - len(b.SessionID)
		}
		if a.SessionID < b.SessionID {
			return -1
		}
		return 1
	})
	return out, h.notify
}

// row returns one session's row and a channel closed at the next change.
func (h *hub) row(id string) (Row, bool, <-chan struct{}) {
	h.mu.Lock()
	defer h.mu.Unlock()
	r, ok := h.rows[id]
	return r, ok, h.notify
}

func (h *hub) close() { h.stop() }
