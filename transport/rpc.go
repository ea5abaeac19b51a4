package transport

import (
	"bytes"
	"encoding/json"
)

// JSON-RPC error codes the transports answer with.
const (
	// InvalidRequest answers a request refused unread (too large).
	InvalidRequest = -32600
	// InternalError answers a call the server could not carry (the
	// session host went away during it).
	InternalError = -32603
)

// ErrorResponse is a JSON-RPC error response: what a transport answers a
// request it cannot carry with, and what the session host's front ends
// read back from the host's /mcp when it refused one (a 413).
type ErrorResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"` // null when the request's is unknown
	Error   RPCError        `json:"error"`
}

// RPCError is the error member of an ErrorResponse.
type RPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// ErrorLine is the error response to the request with id (nil: null), one
// line of JSON ending in a newline.
func ErrorLine(id json.RawMessage, code int, msg string) []byte {
	if id == nil {
		id = json.RawMessage("null")
	}
	b, _ := json.Marshal(ErrorResponse{JSONRPC: "2.0", ID: id, Error: RPCError{Code: code, Message: msg}})
	return append(b, '\n')
}

// BadIDMessage is the error message of a request whose id is not one MCP
// allows.
const BadIDMessage = "agentty: invalid request: a JSON-RPC id must be a string or an integer (MCP allows no other, nor null); nothing was done"

// ValidID reports whether id, the "id" member of a message with method
// as it came (nil when it has none: a notification), is one MCP allows: a
// string or an integer. An object, an array, a boolean, null or a number
// with a fraction or an exponent is refused as an Invalid Request
// (-32600), with a null id, before the message reaches the server: an id
// the server would take apart and give back otherwise matches no request
// of the client's. A response (no method) may have a null id: an error
// that could not be tied to a request.
func ValidID(method string, id json.RawMessage) bool {
	v := bytes.TrimSpace(id)
	switch {
	case len(v) == 0:
		return true
	case v[0] == '"':
		var s string
		return json.Unmarshal(v, &s) == nil
	case v[0] == '-' || ('0' <= v[0] && v[0] <= '9'):
		return json.Valid(v) && !bytes.ContainsAny(v, ".eE")
	case string(v) == "null":
		return method == ""
	}
	return false
}

// validMessage reports whether msg's id is one MCP allows (ValidID); a
// message that is no JSON object is the server's to answer.
func validMessage(msg []byte) bool {
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method json.RawMessage `json:"method"`
	}
	if json.Unmarshal(msg, &m) != nil {
		return true
	}
	var method string
	_ = json.Unmarshal(m.Method, &method)
	if len(m.Method) > 0 && method == "" {
		method = "?" // a method that is no string: a request all the same
	}
	return ValidID(method, m.ID)
}
