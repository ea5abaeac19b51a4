package transport

import (
	"context"
	"io"
	"log"
	"log/slog"
	"sync"

	"github.com/mark3labs/mcp-go/server"
)

// StdioOptions configure the stdio transport.
type StdioOptions struct {
	// MaxRequest bounds one request (RequestLimit).
	MaxRequest int
	// Workers is how many calls run at once. With fewer than the sessions,
	// long waits on some sessions would hold up calls on the others.
	Workers int
	// Log gets the MCP server's own errors (stderr).
	Log io.Writer
}

// ServeStdio serves s over stdio: newline-delimited JSON-RPC from in,
// answers on out, until in ends, ctx does, or a write to out fails (the
// client is gone; serving ends then, and with it, in the caller, every
// session). A request over MaxRequest is refused unread (LimitStdio).
func ServeStdio(ctx context.Context, s *server.MCPServer, in io.Reader, out io.Writer, o StdioOptions) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if o.Log == nil {
		o.Log = io.Discard
	}
	std := server.NewStdioServer(s)
	std.SetErrorLogger(log.New(o.Log, "mcp: ", 0))
	server.WithWorkerPoolSize(o.Workers)(std)
	lin, lout := LimitStdio(in, &clientWriter{w: out, gone: cancel}, o.MaxRequest)
	return std.Listen(ctx, lin, lout)
}

// clientWriter is the stdio client's end: when a write to it fails (the
// client is gone), serving ends.
type clientWriter struct {
	w    io.Writer
	gone context.CancelFunc
	once sync.Once
}

func (c *clientWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil {
		c.once.Do(func() {
			slog.Warn("cannot write to the client; ending", "err", err)
			c.gone()
		})
	}
	return n, err
}
