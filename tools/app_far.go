package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/spell"
)

// The app on a session MACHINE:ID: the machine's session host does the
// work, as its own app's (the link declares the extension:
// HandshakeLink), so the person's keys are encoded with the modes of the
// far session, its secrets masked there, and a person holding it locks the
// agent's input tools out there. The machine sees one client, this host's
// link; which of this host's clients' apps holds the session is kept here
// (holds), and the machine is asked to take it over or hand it back only
// for that one. What comes back is a view like any far answer: bounded on
// the link (MaxAnswerBytes), every string spelled out, its cells checked
// and cut to an update's bound, its id MACHINE:ID. Nothing of it is noted
// as shown to the agent (source.note): the agent's deltas stay its own.

// farApp is app_session on session far of machine.
func (s *source) farApp(ctx context.Context, machine, far string, a appArgs) (*mcp.CallToolResult, error) {
	sid := JoinID(machine, far)
	client := clientOf(ctx)
	asked := time.Now()
	mine, _ := s.app.farHolder(client, sid)
	typing := a.Keys != "" || a.Paste != nil
	var refused error
	took := false
	switch {
	case a.Hold != nil && *a.Hold && !mine:
		if took = s.app.takeFar(client, sid, func() { go s.farGive(machine, far) }); !took {
			refused = argErrorf("%s is taken over in another client's app; it is handed back there (or %s after that app's last call)", clipArg(sid), holdLease)
		}
	case a.Hold != nil && !*a.Hold:
		if mine {
			s.app.dropFar(client, sid) // handed back with this call
		} else {
			a.Hold = nil // nothing of this client's to hand back
		}
	case typing && !mine:
		refused = argErrorf("take the session over first (hold: true); the person's keys go to the program only while they hold it")
	}
	if refused != nil {
		// Only the view, to show beside what was refused.
		a = appArgs{SessionID: a.SessionID}
	}
	res, failed, _ := s.farCall(ctx, machine, "app_session", a.far(far, nil))
	if failed != nil {
		if took {
			s.app.dropFar(client, sid) // the machine's hold, if it took it, ends with its lease
		}
		return failed, nil
	}
	var w AppView
	if bad := decodeFar(machine, res, &w); bad != nil {
		return bad, nil
	}
	mine, anyone := s.app.farHolder(client, sid)
	switch {
	case w.Held && took:
		s.app.owe(sid, true)
	case !w.Held:
		// The machine holds it for no one (handed back, or its lease
		// ended): neither does this host, for a take-over it knew of
		// when it asked.
		s.app.owe(sid, false)
		if took {
			s.app.dropFar(client, sid)
		}
		if anyone {
			s.app.forgetFar(sid, asked)
			mine = false
		}
	case !anyone && s.app.owes(sid):
		// Held there for a client of this host's that is gone, whose
		// hand-back got no answer. (Only such a one: in protocol
		// 2026-07-28 the machine's host tells no client from another,
		// and a hold there may be another client's of it.)
		if r := s.farGive(machine, far); r != nil {
			var g AppView
			if decodeFar(machine, r, &g) == nil {
				w = g
			}
		}
	}
	view, err := farView(machine, w)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("machine %s answered with a view this agentty cannot show (%s); check its version with agentty machines",
			machine, capMessage(spell.Out(err.Error())))), nil
	}
	view.Held = w.Held && mine
	out := mcp.NewToolResultStructured(view, Header(Screen{SessionID: view.SessionID, Name: view.Name, Program: view.Program,
		State: view.State, ExitCode: view.ExitCode, ExitSignal: view.ExitSignal, Mode: modes.Mode(view.Mode), ModeDetail: view.ModeDetail}))
	if refused != nil {
		r, _ := fail(refused, nil)
		out.IsError, out.Content = true, r.Content
	}
	return out, nil
}

// farGive hands session far of machine back there, held for this host,
// and returns the machine's answer: nil when it got none (then the next
// answer of the machine's that says it holds it for this host hands it
// back again, farApp; else its hold there ends with its lease).
func (s *source) farGive(machine, far string) *mcp.CallToolResult {
	ctx, cancel := context.WithTimeout(context.Background(), appWait)
	defer cancel()
	no := false
	res, failed, _ := s.farCall(ctx, machine, "app_session", appArgs{SessionID: far, Hold: &no})
	if failed != nil {
		return nil
	}
	s.app.owe(JoinID(machine, far), false)
	return res
}

// color is a colour a painted screen may give: #rrggbb.
var color = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// farView is w, a view of a session on machine as its host answered it,
// as this host answers with it: every string spelled out, the screen's
// size one a terminal may have, its rows on it, each of its stretches
// checked (colours #rrggbb, attributes and cells within bounds), the rows
// cut to an update's bound, its id MACHINE:ID. An update that cannot be
// read so is an error.
func farView(machine string, w AppView) (AppView, error) {
	vis := spell.Out
	label := func(s string) string { return clip(vis(s), maxLabelBytes) }
	v := AppView{SessionID: JoinID(machine, vis(w.SessionID)), Name: label(w.Name), Program: label(w.Program),
		State: session.State(label(string(w.State))), ExitCode: w.ExitCode, Mode: label(w.Mode), ModeDetail: label(w.ModeDetail),
		Title: label(w.Title), Attached: inboundAttached(w.Attached)}
	if w.ExitSignal != nil {
		sig := label(*w.ExitSignal)
		v.ExitSignal = &sig
	}
	u := w.Screen
	if err := emulator.CheckSize(u.Cols, u.Rows); err != nil {
		return v, err
	}
	v.Screen = ScreenUpdate{Full: u.Full, Cols: u.Cols, Rows: u.Rows, Cursor: u.Cursor, Rev: u.Rev, History: max(u.History, 0)}
	rows := map[int][]emulator.Stretch{}
	size := 0
	for _, l := range u.Lines {
		if l.Y < 0 || l.Y >= u.Rows {
			return v, fmt.Errorf("row %d of a screen of %d", l.Y, u.Rows)
		}
		var st []emulator.Stretch
		if err := json.Unmarshal(l.Runs, &st); err != nil {
			return v, fmt.Errorf("row %d: %v", l.Y, err)
		}
		for i := range st {
			st[i] = farStretch(st[i], u.Cols)
		}
		b, _ := json.Marshal(st)
		rows[l.Y] = st
		v.Screen.Lines = append(v.Screen.Lines, RowUpdate{Y: l.Y, Runs: b})
		size += len(b) + rowReserve
	}
	cut := fitUpdate(v.Screen.Lines, size, u.Rows, func(y int) []emulator.Stretch { return rows[y] })
	v.Screen.Cut = label(u.Cut)
	if len(cut) > 0 {
		v.Screen.Cut = updateCut(len(cut), u.Rows)
	}
	return v, nil
}

// farStretch is a stretch of a far screen's row (of cols cells) as this
// host sends it: its text spelled out, its colours #rrggbb or none, its
// attributes and underline ones there are, its cells within the row.
func farStretch(st emulator.Stretch, cols int) emulator.Stretch {
	col := func(c string) string {
		if color.MatchString(c) {
			return c
		}
		return ""
	}
	st.Text = spell.Out(st.Text)
	st.Cells = min(max(st.Cells, 0), cols)
	st.Fg, st.Bg, st.UnderlineColor = col(st.Fg), col(st.Bg), col(st.UnderlineColor)
	st.Attrs &= emulator.StretchBold | emulator.StretchItalic | emulator.StretchStrike
	if st.Underline < 0 || st.Underline > 5 {
		st.Underline = 1
	}
	return st
}

// inboundAttached are the people attached to a session on a machine, as
// its host listed them: the first maxFarPeople, spelled out and cut.
func inboundAttached(as []Attachment) []Attachment {
	var out []Attachment
	for i, a := range as {
		if i == maxFarPeople {
			break
		}
		out = append(out, Attachment{Who: clip(spell.Out(a.Who), maxLabelBytes), Since: clip(spell.Out(a.Since), maxLabelBytes),
			Exclusive: a.Exclusive, ReadOnly: a.ReadOnly})
	}
	return out
}

// takeFar records that client's app holds session sid on a machine (held
// there for this host), end handing it back there; false when another
// client's app holds it.
func (h *holds) takeFar(client, sid string, end func()) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for k := range h.by {
		if k.session == sid && k.client != client {
			return false
		}
	}
	key := holdKey{client, sid}
	x := &hold{end: end, at: time.Now()}
	x.timer = time.AfterFunc(h.lease, func() { h.expire(key, x) })
	h.by[key] = x
	return true
}

// farHolder says whether client's app holds session sid on a machine (its
// lease renewed), and whether any client's does.
func (h *holds) farHolder(client, sid string) (mine, anyone bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for k, x := range h.by {
		if k.session != sid {
			continue
		}
		anyone = true
		if k.client == client {
			mine = true
			x.timer.Reset(h.lease)
		}
	}
	return mine, anyone
}

// dropFar forgets client's hold of session sid on a machine, handed back
// (or never taken) there by the call under way.
func (h *holds) dropFar(client, sid string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if x := h.by[holdKey{client, sid}]; x != nil {
		x.timer.Stop()
		delete(h.by, holdKey{client, sid})
	}
}

// owe notes whether session sid on a machine is held there for this host
// and not surely handed back there.
func (h *holds) owe(sid string, owed bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if owed {
		h.owed[sid] = true
	} else {
		delete(h.owed, sid)
	}
}

// owes reports whether session sid on a machine may be held there for
// this host with no client's app here holding it.
func (h *holds) owes(sid string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.owed[sid]
}

// forgetFar forgets the holds of session sid on a machine taken before
// asked: the machine said it holds it for no one.
func (h *holds) forgetFar(sid string, asked time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for k, x := range h.by {
		if k.session == sid && x.at.Before(asked) {
			x.timer.Stop()
			delete(h.by, k)
		}
	}
}
