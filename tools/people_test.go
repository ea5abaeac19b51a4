package tools_test

import (
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// open_session with a name in use is an error naming the session that has
// it; replace: true closes that one and opens anew.
func TestOpenSessionNameInUse(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	first := h.open(map[string]any{"command": "cat", "name": "build"})
	msg := h.refused("open_session", map[string]any{"command": "cat", "name": "build"})
	for _, want := range []string{first.SessionID, `"build"`, "replace: true"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	second := h.open(map[string]any{"command": "cat", "name": "build", "replace": true})
	if second.SessionID == first.SessionID {
		t.Fatalf("replace reused %s", first.SessionID)
	}
	if msg := h.refused("read_screen", map[string]any{"session_id": first.SessionID}); !strings.Contains(msg, "no such session") {
		t.Errorf("the replaced session answers: %s", msg)
	}
}

// A session name cannot hold what routing gives a meaning to: ':' (a
// session on a machine, MACHINE:ID or MACHINE:NAME), the form of an id,
// or a leading '-' (a flag of agentty attach); the error says why and
// opens nothing. Other names are taken.
func TestOpenSessionNameRouting(t *testing.T) {
	sessiontest.Need(t, "cat")
	h := newHarness(t, session.Config{})
	for _, c := range []struct{ name, want string }{
		{"box:s1", "holds ':'"},
		{"build:", "holds ':'"},
		{":x", "holds ':'"},
		{"s2", "the form of a session id"},
		{"s007", "the form of a session id"},
		{"-exclusive", "starts with '-'"},
	} {
		msg := h.refused("open_session", map[string]any{"command": "cat", "name": c.name})
		if !strings.Contains(msg, c.want) || !strings.Contains(msg, "choose another name") {
			t.Errorf("name %q: %s", c.name, msg)
		}
	}
	if h.m.Len() != 0 {
		t.Errorf("%d sessions were opened", h.m.Len())
	}
	for _, name := range []string{"build-1.2", "s", "s1x", "web server", "日本"} {
		h.open(map[string]any{"command": "cat", "name": name})
	}
}

// While a person holds a session exclusively, input tools are refused with
// a sentence saying so and read tools work, both showing who is attached;
// the first result after the person leaves says the session was handed
// back.
func TestTakenOverThroughTools(t *testing.T) {
	sessiontest.Need(t, "bash")
	h := newHarness(t, session.Config{})
	v := h.open(map[string]any{"command": "cat"})
	s, err := h.m.Get(v.SessionID)
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.Attach("terminal", true, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, call := range []struct {
		tool string
		args map[string]any
	}{
		{"send_keys", map[string]any{"session_id": v.SessionID, "keys": "x"}},
		{"send_text", map[string]any{"session_id": v.SessionID, "text": "x"}},
		{"resize_session", map[string]any{"session_id": v.SessionID, "cols": 80, "rows": 20}},
		{"send_signal", map[string]any{"session_id": v.SessionID, "signal": "INT"}},
		{"close_session", map[string]any{"session_id": v.SessionID}},
	} {
		msg := h.refused(call.tool, call.args)
		if !strings.Contains(msg, "a person has taken over session "+v.SessionID) || !strings.Contains(msg, "taken over by a person at a terminal") {
			t.Errorf("%s: %s", call.tool, msg)
		}
	}
	r := h.screen("read_screen", map[string]any{"session_id": v.SessionID})
	if len(r.Attached) != 1 || !r.Attached[0].Exclusive || r.Attached[0].Since == "" {
		t.Errorf("read_screen while taken over: attached %+v", r.Attached)
	}
	p.Detach()
	res := h.ok("send_text", map[string]any{"session_id": v.SessionID, "text": "back", "enter": true})
	var after tools.Screen
	h.decode(res, &after)
	if after.HandedBack == nil || len(after.Attached) != 0 || !strings.Contains(tools.Text(res), "handed back by the person at a terminal") {
		t.Errorf("first result after detach: handed_back %+v attached %+v\n%s", after.HandedBack, after.Attached, tools.Text(res))
	}
}
