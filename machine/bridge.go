package machine

import (
	"context"
	"io"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/hashicorp/yamux"
)

// Bridge is the far side of a link ("agentty link"): it serves the
// multiplexer on r and w (its stdin and stdout) and joins each stream the
// near side opens to a connection dial makes (the session host's socket).
// It returns when the link ends (r's end, or ctx), once every stream's
// copying has ended; the host and its sessions go on.
func Bridge(ctx context.Context, r io.ReadCloser, w io.WriteCloser, dial func(context.Context) (net.Conn, error)) error {
	cfg := yamux.DefaultConfig()
	cfg.LogOutput = io.Discard
	cfg.EnableKeepAlive = true
	cfg.KeepAliveInterval = 15 * time.Second
	cfg.ConnectionWriteTimeout = 15 * time.Second
	sess, err := yamux.Server(pipeConn{r: r, w: w}, cfg)
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	defer sess.Close()
	stop := context.AfterFunc(ctx, func() { sess.Close() })
	defer stop()
	for {
		s, err := sess.Accept()
		if err != nil {
			if sess.IsClosed() {
				return nil // the link ended
			}
			return err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			join(ctx, s, dial)
		}()
	}
}

// join copies between a stream and a new connection to the host, both
// ways, until either ends; then both are closed.
func join(ctx context.Context, s net.Conn, dial func(context.Context) (net.Conn, error)) {
	defer s.Close()
	c, err := dial(ctx)
	if err != nil {
		slog.Warn("link: the session host does not answer", "err", err)
		return
	}
	defer c.Close()
	done := make(chan struct{}, 2)
	go func() {
		_, _ = io.Copy(c, s)
		if cw, ok := c.(interface{ CloseWrite() error }); ok {
			_ = cw.CloseWrite()
		}
		done <- struct{}{}
	}()
	go func() {
		_, _ = io.Copy(s, c)
		_ = s.Close()
		done <- struct{}{}
	}()
	<-done
	// One way ended: the other ends when its peer closes, or with the
	// connections closed here.
	_ = s.Close()
	_ = c.Close()
	<-done
}
