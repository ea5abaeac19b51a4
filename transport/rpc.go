package transport

import "encoding/json"

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
