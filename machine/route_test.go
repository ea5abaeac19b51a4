package machine

import (
	"encoding/json"
	"testing"
)

// TestRoute: which calls go to a machine, with which arguments there.
func TestRoute(t *testing.T) {
	for _, c := range []struct {
		tool, args       string
		machine, far, id string // far: the arguments sent there; "" when the call stays here
	}{
		{tool: "open_session", args: `{"command": "ls"}`},
		{tool: "open_session", args: `{"command": "ls", "machine": ""}`},
		{tool: "open_session", args: `{"command": "ls", "machine": "box"}`, machine: "box", far: `{"command":"ls"}`},
		{tool: "open_session", args: `{"machine": 3}`},
		{tool: "send_keys", args: `{"session_id": "s1", "keys": "a"}`},
		{tool: "send_keys", args: `{"session_id": "box:s1", "keys": "a"}`, machine: "box", far: `{"keys":"a","session_id":"s1"}`, id: "s1"},
		{tool: "read_screen", args: `{"session_id": ":s1"}`},
		{tool: "read_screen", args: `{"session_id": "box:"}`},
		{tool: "read_screen", args: `{"session_id": 7}`},
		{tool: "list_sessions", args: `{}`},
	} {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			var args map[string]json.RawMessage
			if err := json.Unmarshal([]byte(c.args), &args); err != nil {
				t.Fatal(err)
			}
			m, out, id, ok := route(c.tool, args)
			if ok != (c.far != "") {
				t.Fatalf("routed = %v, want %v", ok, c.far != "")
			}
			if !ok {
				return
			}
			far, _ := json.Marshal(out)
			if m != c.machine || string(far) != c.far || id != c.id {
				t.Errorf("route = %q %s %q, want %q %s %q", m, far, id, c.machine, c.far, c.id)
			}
		})
	}
}
