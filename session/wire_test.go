package session

import (
	"encoding/json"
	"errors"
	"testing"
)

// Session values have no JSON of their own: encoding or decoding one (a
// test or a client that meant the tools package's wire type) fails loudly
// instead of writing Go field names or reading nothing.
func TestSessionValuesAreNotJSON(t *testing.T) {
	for _, v := range []any{Screen{}, RunResult{}, Info{}} {
		if _, err := json.Marshal(v); !errors.Is(err, errNotWire) {
			t.Errorf("marshal %T: %v", v, err)
		}
	}
	for _, v := range []any{&Screen{}, &RunResult{}, &Info{}} {
		if err := json.Unmarshal([]byte(`{"session_id": "s1"}`), v); !errors.Is(err, errNotWire) {
			t.Errorf("unmarshal %T: %v", v, err)
		}
	}
}
