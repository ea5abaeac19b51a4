package tools_test

import (
	"os"
	"strings"
	"testing"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

func TestZZSteps(t *testing.T) {
	h := newHarness(t, session.Config{})
	steps := strings.Split(os.Getenv("STEPS"), "|")
	env := map[string]any{}
	for _, kv := range strings.Fields(os.Getenv("ENVS")) {
		k, val, _ := strings.Cut(kv, "=")
		env[k] = val
	}
	v := h.open(map[string]any{"command": os.Getenv("CMD"), "cols": 80, "rows": 20, "cwd": "/tmp/dbg", "env": env})
	res := h.call("read_screen", map[string]any{"session_id": v.SessionID})
	t.Logf("\n%s", tools.Text(res))
	for _, st := range steps {
		if st == "" {
			continue
		}
		var res = h.call("send_keys", map[string]any{"session_id": v.SessionID, "keys": st})
		t.Logf("%s\n%s", st, tools.Text(res))
	}
}
