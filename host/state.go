package host

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/tools"
)

// state is the host's state file: which sessions it holds, for the host
// after it. A host that ends on its own writes it with Clean set; one that
// is killed leaves its last list, which its successor reports as lost.
type state struct {
	PID      int    `json:"pid"`
	Version  string `json:"version"`
	Started  string `json:"started"`
	LastID   int    `json:"last_id"`
	Clean    bool   `json:"clean"`
	Why      string `json:"why,omitempty"` // why a clean host ended
	Sessions []held `json:"sessions"`      // last: saveState writes the rows in place of its null
}

// held is a session in the state file: what the next host tells of it, and
// its session leader, whose leftovers that host ends.
type held struct {
	tools.LostSession
	PID   int    `json:"pid"`
	Start uint64 `json:"start"`         // the leader's start, clock ticks after boot
	Key   string `json:"key,omitempty"` // AGENTTY_SESSION_KEY in its processes
}

// takeOver reads the state an earlier host left: its sessions were lost
// unless it ended cleanly; either way new ids continue after its.
func (h *Host) takeOver() {
	defer h.endOthersLeftovers()
	b, err := os.ReadFile(h.cfg.Paths.State)
	if err != nil {
		return
	}
	var old state
	if err := json.Unmarshal(b, &old); err != nil {
		slog.Warn("unreadable state of an earlier session host", "file", h.cfg.Paths.State, "err", err)
		return
	}
	var why string
	var lost []session.Lost
	for _, s := range old.Sessions {
		lost = append(lost, session.Lost(s.LostSession))
	}
	switch {
	case len(old.Sessions) == 0:
	case old.Clean:
		why = fmt.Sprintf("the session host that held them (pid %d, version %s, started %s) ended because %s, and closed them", old.PID, old.Version, old.Started, old.Why)
	default:
		why = fmt.Sprintf("the session host that held them (pid %d, version %s, started %s) ended without closing them (killed or crashed)", old.PID, old.Version, old.Started)
		// The hangup of their terminals ended most of their processes;
		// those that ignore it end now.
		endLeftovers(old, true)
		slog.Warn("sessions of an earlier session host were lost", "count", len(lost), "pid", old.PID)
	}
	h.mu.Lock()
	h.lostWhy, h.lost = why, lost
	h.mu.Unlock()
	h.cfg.Manager.SetLost(why, lost, old.LastID)
}

// endLeftovers ends what is left of the sessions of a host that was killed:
// by their kernel sessions too when bySid, else by their keys alone.
func endLeftovers(old state, bySid bool) {
	for _, s := range old.Sessions {
		pid := s.PID
		if !bySid {
			pid = 0
		}
		if n := kernel.EndLeftovers(pid, s.Start, s.Key); n > 0 {
			slog.Warn("ended the leftover processes of a lost session", "session", s.SessionID, "host_pid", old.PID, "version", old.Version, "processes", n)
		}
	}
}

// endOthersLeftovers ends what is left of the sessions of the killed hosts
// of the directory's other instances (other versions) that no host runs
// for now, by their keys: their state stays until a host of their version
// comes, maybe long after, when a kernel session's id may have gone to
// another's. Their sessions are not told of here: the next host of their
// version does, and ends the rest.
func (h *Host) endOthersLeftovers() {
	states, _ := filepath.Glob(filepath.Join(h.cfg.Paths.Dir, "*.json"))
	for _, f := range states {
		p := PathsIn(h.cfg.Paths.Dir, strings.TrimSuffix(filepath.Base(f), ".json"))
		if p.Name == h.cfg.Paths.Name {
			continue
		}
		lock, err := lockFile(p.Lock, 0)
		if err != nil {
			continue // its host runs (or starts)
		}
		var old state
		if b, err := os.ReadFile(p.State); err == nil && json.Unmarshal(b, &old) == nil && !old.Clean {
			endLeftovers(old, false)
		}
		lock.Close()
	}
}

// held lists the sessions open now, for the state file.
func (h *Host) held() []held {
	out := []held{}
	for _, s := range h.cfg.Manager.Kept() {
		out = append(out, heldOf(s))
	}
	return out
}

func heldOf(s session.Kept) held {
	return held{LostSession: tools.LostSession{SessionID: s.SessionID, Name: s.Name, Command: s.Command, Created: s.Created},
		PID: s.PID, Start: s.Start, Key: s.Key}
}

// stateRow is a session's entry in the state file as last written: a
// session's entry is encoded once, and again only when it changes.
type stateRow struct {
	kept session.Kept
	json []byte
}

// saveState writes the sessions held now; once the host has ended, clean
// with the ones it closed as it ended (ended). It replaces the file in one
// rename, so that a host killed while writing leaves the previous list.
//
// It is written after every open and close, before the call returns, so
// that a host killed just after leaves its sessions listed; each
// session's entry is kept encoded (rows) and the file is written from
// them, one a line: opening the thousandth session encodes one entry and
// copies the rest, where encoding them all took a millisecond.
func (h *Host) saveState(clean bool, ended []held) {
	h.stateMu.Lock()
	defer h.stateMu.Unlock()
	head := state{PID: os.Getpid(), Version: h.cfg.Version, Started: h.started.UTC().Format(time.RFC3339),
		LastID: h.cfg.Manager.LastID(), Clean: clean}
	var rows [][]byte
	if clean {
		head.Why = h.why
		for _, s := range ended {
			b, err := json.Marshal(s)
			if err != nil {
				return
			}
			rows = append(rows, b)
		}
	} else {
		kept := h.cfg.Manager.Kept()
		next := make(map[string]stateRow, len(kept))
		for _, k := range kept {
			r, ok := h.rows[k.SessionID]
			if !ok || r.kept != k {
				b, err := json.Marshal(heldOf(k))
				if err != nil {
					return
				}
				r = stateRow{kept: k, json: b}
			}
			next[k.SessionID] = r
			rows = append(rows, r.json)
		}
		h.rows = next
	}
	b, err := json.Marshal(head)
	if err != nil {
		return
	}
	// {"pid":...,"sessions":null} with the rows in place of null.
	b, ok := bytes.CutSuffix(b, []byte("null}"))
	if !ok {
		return
	}
	b = append(b, "[\n"...)
	for i, r := range rows {
		b = append(b, r...)
		if i < len(rows)-1 {
			b = append(b, ',')
		}
		b = append(b, '\n')
	}
	b = append(b, "]}\n"...)
	tmp := h.cfg.Paths.State + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		slog.Warn("write session host state", "err", err)
		return
	}
	if err := os.Rename(tmp, h.cfg.Paths.State); err != nil {
		slog.Warn("write session host state", "err", err)
	}
}
