package transport

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The error response's bytes on the wire: member names, order, a null id
// when the request's is unknown, one line.
func TestErrorLine(t *testing.T) {
	for _, c := range []struct {
		id   json.RawMessage
		want string
	}{
		{json.RawMessage(`7`), `{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"too big"}}` + "\n"},
		{json.RawMessage(`"a"`), `{"jsonrpc":"2.0","id":"a","error":{"code":-32600,"message":"too big"}}` + "\n"},
		{nil, `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"too big"}}` + "\n"},
	} {
		if got := string(ErrorLine(c.id, InvalidRequest, "too big")); got != c.want {
			t.Errorf("ErrorLine(%s):\n got %q\nwant %q", c.id, got, c.want)
		}
	}
}

// A body over the limit is refused before the handler sees it, with a 413
// carrying the JSON-RPC error and the request's id when it is among the
// bytes read (a declared length is refused before any); a body within it
// reaches the handler whole.
func TestLimitBody(t *testing.T) {
	const limit = 1000
	var seen []byte
	h := LimitBody(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen, _ = io.ReadAll(r.Body)
	}), limit)
	text := strings.Repeat("x", 2*limit)
	big := `{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"text":"` + text + `"}}`
	idAfter := `{"jsonrpc":"2.0","method":"tools/call","params":{"text":"` + text + `"},"id":42}`
	for _, c := range []struct {
		name     string
		body     string
		declared bool // Content-Length set
		code     int
		id       string
	}{
		{"declared", big, true, http.StatusRequestEntityTooLarge, "null"},
		{"streamed", big, false, http.StatusRequestEntityTooLarge, "42"},
		{"id past the limit", idAfter, false, http.StatusRequestEntityTooLarge, "null"},
		{"within", `{"jsonrpc":"2.0","id":1,"method":"ping"}`, false, http.StatusOK, ""},
	} {
		seen = nil
		r := httptest.NewRequest("POST", "/mcp", strings.NewReader(c.body))
		if c.declared {
			r.ContentLength = int64(len(c.body))
		} else {
			r.ContentLength = -1
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != c.code {
			t.Errorf("%s: %d, want %d", c.name, w.Code, c.code)
			continue
		}
		if c.code == http.StatusOK {
			if string(seen) != c.body {
				t.Errorf("%s: the handler got %q", c.name, seen)
			}
			continue
		}
		var e ErrorResponse
		if seen != nil || json.Unmarshal(w.Body.Bytes(), &e) != nil || string(e.ID) != c.id || e.Error.Code != InvalidRequest ||
			!strings.Contains(e.Error.Message, "over the limit of 1000 bytes") || w.Header().Get("Connection") != "close" {
			t.Errorf("%s: %q (handler saw %d bytes)", c.name, w.Body.Bytes(), len(seen))
		}
		if !bytes.HasSuffix(w.Body.Bytes(), []byte("\n")) {
			t.Errorf("%s: no newline after the error", c.name)
		}
	}
}
