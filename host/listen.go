package host

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/agentty/agentty/transport/sse"
)

// The stdio front end's stream of the host's messages that answer no call:
// notifications (a session needs a person, a subscribed screen changed, the
// resources changed) and requests the host makes outside a call. Streamable
// HTTP carries them on a GET of the MCP endpoint, which the front end holds
// for its client's MCP session and copies to stdout.

// kickListen tells listenLoop that the client has a new MCP session.
func (r *relay) kickListen() {
	select {
	case r.listenKick <- struct{}{}:
	default:
	}
}

// listenLoop holds the GET stream of the client's current MCP session
// until ctx ends; a new session (a new host) replaces it.
func (r *relay) listenLoop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.listenKick:
		}
		r.listen(ctx)
	}
}

// listen copies the GET stream of the current MCP session to the client,
// opening it again while it breaks off, until ctx ends, the session
// changes, or the host declines the stream (a client of a protocol
// version without it).
func (r *relay) listen(ctx context.Context) {
	r.mu.Lock()
	gen := r.gen
	r.mu.Unlock()
	for {
		r.mu.Lock()
		sid, proto, same := r.sid, r.proto, r.gen == gen
		r.mu.Unlock()
		if !same || sid == "" {
			return
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://agentty/mcp", nil)
		if err != nil {
			return
		}
		req.Host = "localhost"
		req.Header.Set("Accept", "text/event-stream")
		req.Header.Set("Mcp-Session-Id", sid)
		if proto != "" {
			req.Header.Set("Mcp-Protocol-Version", proto)
		}
		setOrigin(req.Header, r.origin, r.env)
		// Not a call: it never starts a host (a stopped one stays so).
		resp, err := r.c.NoStart().Do(req)
		if err == nil {
			if resp.StatusCode != http.StatusOK {
				resp.Body.Close()
				slog.Debug("the session host declined the notification stream", "status", resp.Status)
				return
			}
			_ = sse.Read(resp.Body, maxAnswer, func(_ string, msg []byte) error {
				var buf bytes.Buffer
				if json.Compact(&buf, msg) == nil {
					r.writeLine(buf.Bytes())
				}
				return nil
			})
			resp.Body.Close()
		}
		select {
		case <-ctx.Done():
			return
		case <-r.listenKick:
			r.kickListen() // for listenLoop: a new session
			return
		case <-time.After(time.Second):
		}
	}
}
