package tools

import (
	"encoding/json"
	"sync"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

var states = enumOf(session.Running, session.WaitingForInput, session.Exited)

// screenSchema is the output schema of every tool that answers with a
// screen result.
var screenSchema = sync.OnceValue(func() json.RawMessage {
	return schema[session.Screen](nil,
		prop{"state", map[string]any{"enum": states}},
		prop{"mode", map[string]any{"enum": enumOf(modes.All...)}},
	)
})

// timeoutProp describes timeout_ms with its default.
func timeoutProp(def int) prop {
	return prop{"timeout_ms", map[string]any{"minimum": 1, "maximum": maxTimeoutMs, "default": def}}
}
