package host

import (
	"context"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/tools"
)

// MCP is the host's /mcp (Config.MCP) for s, the tools over the host's
// manager: MCP Streamable HTTP keeping each front end's MCP session (an
// hour idle), each call given the origin its front end put on the request
// (OriginOf). It does not bound requests: whoever serves it on the socket
// wraps it, with what else it puts in front (the routing of calls to other
// machines), in transport.LimitBody, as the front ends bound theirs: a
// request from the socket is no more trusted in size than one from a
// client.
func MCP(s *server.MCPServer) http.Handler {
	return server.NewStreamableHTTPServer(s,
		server.WithStateful(true),
		server.WithSessionIdleTTL(time.Hour),
		server.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
			return tools.WithOrigin(ctx, OriginOf(r))
		}),
	)
}
