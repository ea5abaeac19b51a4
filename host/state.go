package host

import (
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
	Sessions []held `json:"sessions"`
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
		out = append(out, held{LostSession: tools.LostSession{SessionID: s.SessionID, Name: s.Name, Command: s.Command, Created: s.Created},
			PID: s.PID, Start: s.Start, Key: s.Key})
	}
	return out
}

// saveState writes the sessions held now; once the host has ended, clean
// with the ones it closed as it ended (ended). It replaces the file in one
// rename, so that a host killed while writing leaves the previous list.
func (h *Host) saveState(clean bool, ended []held) {
	h.stateMu.Lock()
	defer h.stateMu.Unlock()
	st := state{PID: os.Getpid(), Version: h.cfg.Version, Started: h.started.UTC().Format(time.RFC3339),
		LastID: h.cfg.Manager.LastID(), Clean: clean, Sessions: ended}
	if clean {
		st.Why = h.why
	} else {
		st.Sessions = h.held()
	}
	b, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return
	}
	tmp := h.cfg.Paths.State + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o600); err != nil {
		slog.Warn("write session host state", "err", err)
		return
	}
	if err := os.Rename(tmp, h.cfg.Paths.State); err != nil {
		slog.Warn("write session host state", "err", err)
	}
}
