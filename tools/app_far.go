package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"

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

// farApp is app_session on session far of machine. A hold of it is this
// host's (holds, as for a session here: its view's token, client and front
// end), and the machine's host holds it for this host's link with a token
// of its own (hold.farToken), which this host sends there while its view
// holds the session, and never to a view.
func (s *source) farApp(ctx context.Context, machine, far string, a appArgs) (*mcp.CallToolResult, error) {
	sid := JoinID(machine, far)
	h := s.app
	x := h.mine(ctx, sid, a.Holder)
	typing := a.Keys != "" || a.Paste != nil
	fa := appArgs{SessionID: a.SessionID, Since: a.Since} // what the machine is asked
	var refused error
	var took *hold
	gave := "" // the machine's token of a hold this call hands back
	switch {
	case a.Hold != nil && *a.Hold && x == nil:
		took = h.newHold(ctx, nil)
		t := took
		took.end = func() { go s.farGive(machine, far, h.farTokenOf(t)) }
		if !h.add(ctx, sid, took) {
			took = nil
			refused = argErrorf("%s is taken over in another view; it is handed back there (or %s after that view's last call)", clipArg(sid), h.lease)
		} else {
			yes := true
			fa.Hold = &yes
		}
	case a.Hold != nil && !*a.Hold && x != nil:
		no := false
		fa.Hold = &no
		gave = h.farTokenOf(x)
		h.drop(sid, x) // handed back with this call (owed until it answers)
	case a.Hold != nil && !*a.Hold && h.held(sid):
		refused = argErrorf("%s is held in another view, which alone hands it back", clipArg(sid))
	case typing && x == nil:
		refused = h.notHeld(sid)
	}
	switch {
	case gave != "":
		fa.Holder = gave
		x = nil
	case x != nil:
		fa.Holder, fa.Keys, fa.Paste = h.farTokenOf(x), a.Keys, a.Paste
	}
	if refused != nil {
		fa = appArgs{SessionID: a.SessionID} // only the view, to show beside what was refused
	}
	res, failed, _ := s.farCall(ctx, machine, "app_session", fa.far(far, nil))
	if failed != nil {
		if took != nil {
			// Should the machine have taken it over all the same, its hold
			// there ends with its lease, or with this host's link.
			h.drop(sid, took)
		}
		return failed, nil
	}
	var w AppView
	if bad := decodeFar(machine, res, &w); bad != nil {
		if took != nil {
			h.drop(sid, took) // as above
		}
		return bad, nil
	}
	if gave != "" && !w.Held {
		h.unowe(sid, gave)
	}
	mine := x
	switch {
	case took != nil && w.Held:
		// w.Holder is "" from a machine whose agentty binds no token.
		h.setFar(sid, took, w.Holder)
		mine = took
	case took != nil:
		// The machine did not take it over for this host (a person holds it
		// there): nothing to hand back.
		h.drop(sid, took)
		if refused == nil && !res.IsError {
			refused = argErrorf("%s was not taken over: its machine's host did not hand it to this host", clipArg(sid))
		}
	case x != nil && !w.Held:
		// The machine holds it for this host no more (its lease there ended,
		// a person there took it): neither does this host.
		h.drop(sid, x)
		mine = nil
	case x == nil && !h.held(sid):
		if tok, owed := h.owes(sid); owed {
			// Held there for a view of this host's that is gone, whose
			// hand-back got no answer.
			if r := s.farGive(machine, far, tok); r != nil {
				var g AppView
				if decodeFar(machine, r, &g) == nil {
					w = g
				}
			}
		}
	}
	if mine != nil && ctx.Err() != nil {
		// The holder's own call ended under it: its client's connection
		// (or front end) is gone, and its view with it.
		h.end(sid, mine, "its client's connection ended")
		mine = nil
	}
	view, err := farView(machine, w)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("machine %s answered with a view this agentty cannot show (%s); check its version with agentty machines",
			machine, capMessage(spell.Out(err.Error())))), nil
	}
	view.Held = mine != nil && w.Held
	if view.Held {
		view.Holder = mine.token
	}
	out := mcp.NewToolResultStructured(view, Header(Screen{SessionID: view.SessionID, Name: view.Name, Program: view.Program,
		State: view.State, ExitCode: view.ExitCode, ExitSignal: view.ExitSignal, Mode: modes.Mode(view.Mode), ModeDetail: view.ModeDetail}))
	switch {
	case refused != nil:
		r, _ := fail(refused, nil)
		out.IsError, out.Content = true, r.Content
	case res.IsError:
		out.IsError, out.Content = true, res.Content
	}
	return out, nil
}

// farGive hands session far of machine back there, held for this host
// with the machine's token tok, and returns the machine's answer: nil when
// it got none (then a later call hands it back again, farApp; else its
// hold there ends with its lease, or when this host's link ends).
func (s *source) farGive(machine, far, tok string) *mcp.CallToolResult {
	ctx, cancel := context.WithTimeout(context.Background(), appWait)
	defer cancel()
	no := false
	res, failed, _ := s.farCall(ctx, machine, "app_session", appArgs{SessionID: far, Hold: &no, Holder: tok})
	if failed != nil {
		return nil
	}
	s.app.unowe(JoinID(machine, far), tok)
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

// drop forgets x, the hold of session id, without handing it back: the
// call under way hands it back, or it was never taken.
func (h *holds) drop(id string, x *hold) {
	h.mu.Lock()
	if h.by[id] == x {
		delete(h.by, id)
	}
	h.mu.Unlock()
	if x.timer != nil {
		x.timer.Stop()
	}
	x.once.Do(func() { close(x.done) })
}

// setFar notes the machine's token for x, the hold of session id on a
// machine it took over there: it is owed a hand-back there from now on.
func (h *holds) setFar(id string, x *hold, tok string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	x.farToken = tok
	h.owed[id] = tok
}

// farTokenOf is the machine's token of x.
func (h *holds) farTokenOf(x *hold) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return x.farToken
}

// owes returns the machine's token of session id on a machine, and
// whether it is held there for this host and not surely handed back there.
func (h *holds) owes(id string) (string, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	tok, ok := h.owed[id]
	return tok, ok
}

// unowe notes that session id on a machine, held there with tok, was
// handed back there.
func (h *holds) unowe(id, tok string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.owed[id] == tok {
		delete(h.owed, id)
	}
}
