package host

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/agentty/agentty/session/kernel"
)

// hostBusy bounds how long a host the kernel shows at work (running, or
// runnable and waiting for a processor) is waited for when it does not
// answer who it is: a front end's probe of a host that a call waits on
// (helloWatched), and a front end's wait for the host it started
// (startHost). Past it the call ends with ErrSilent saying the host ran
// that long without answering: a host answers Hello from any goroutine,
// so one at work that long without answering is spinning (a livelock),
// or so starved that the agent is better told. A minute is over the
// longest wait for a processor seen on a loaded 2-core machine (34 s, at
// load 23, for a host just started beside ten race-built front ends and
// two CPU burners) and is what MCP clients commonly allow a call.
const hostBusy = time.Minute

// silence says why a host that has not answered a Hello is taken for
// silent, "" while it is still waited for. was and now are what the
// kernel showed of the host's process when the last window of hostAnswer
// began and now (known: it shows anything of it at all: not without procfs,
// nor for a pid it does not give), waited how long the Hello has waited.
// A stopped host is silent at once; one that ran in the window, or waits
// for a processor at its end, is at work and waited for, up to hostBusy;
// one that did neither (asleep on something that never comes, or gone) is
// silent.
// Where the kernel says nothing, no answer within hostAnswer is silence.
func silence(was, now kernel.Work, known bool, waited time.Duration) string {
	switch {
	case known && now.Stopped():
		return "is stopped, the kernel says (state " + string(now.State) + ")"
	case waited < hostAnswer:
		return ""
	case !known:
		return "did not say who it is within " + hostAnswer.String()
	case !now.WorkedSince(was) && waited < 2*hostAnswer:
		return "did not say who it is within " + waited.Round(time.Second).String() + ", and did not run meanwhile"
	case !now.WorkedSince(was):
		return "did not say who it is within " + waited.Round(time.Second).String() + ", and has not run for the last " + hostAnswer.String() + " of it"
	case waited >= hostBusy:
		return "ran for " + hostBusy.String() + " without saying who it is"
	}
	return ""
}

// helloWatched asks the host who it is, on a connection of its own, and
// waits for the answer while the kernel shows the host's process at work
// (silence decides, every hostAnswer): it ends with ErrSilent at once
// when the host is stopped, after hostAnswer when it neither answered
// nor ran, after hostBusy when it ran all along without answering. The
// host is the process that listens on the socket, as the kernel gives it
// for the connection (SO_PEERCRED, LOCAL_PEERPID); where it gives none,
// or has no procfs, no answer within hostAnswer is ErrSilent, as before.
func (c *Client) helloWatched(ctx context.Context) (Info, error) {
	conn, err := c.dial(ctx)
	if err != nil {
		return Info{}, err
	}
	pid := 0
	if uc, ok := conn.(*net.UnixConn); ok {
		_, pid, _ = peerCred(uc)
	}
	was, known := kernel.WorkOf(pid)
	if why := silence(was, was, known, 0); why != "" {
		conn.Close()
		return Info{}, c.silent(pid, why)
	}
	type answer struct {
		info Info
		err  error
	}
	hctx, cancel := context.WithCancel(ctx)
	defer cancel()
	got := make(chan answer, 1)
	go func() {
		info, err := c.helloOn(hctx, conn)
		got <- answer{info, err}
	}()
	begin := time.Now()
	tick := time.NewTicker(hostAnswer)
	defer tick.Stop()
	for {
		select {
		case a := <-got:
			return a.info, a.err
		case <-tick.C:
		}
		now, ok := kernel.WorkOf(pid)
		if why := silence(was, now, known && ok, time.Since(begin)); why != "" {
			cancel()
			<-got
			return Info{}, c.silent(pid, why)
		}
		was = now
	}
}

// helloOn asks the host who it is on conn, which it closes.
func (c *Client) helloOn(ctx context.Context, conn net.Conn) (Info, error) {
	var mu sync.Mutex // guards conn, handed to the transport once
	tr := &http.Transport{
		DisableKeepAlives: true,
		DialContext: func(context.Context, string, string) (net.Conn, error) {
			mu.Lock()
			defer mu.Unlock()
			if conn == nil {
				return nil, errors.New("the probe's connection was used")
			}
			cc := conn
			conn = nil
			return cc, nil
		},
	}
	defer func() {
		tr.CloseIdleConnections()
		mu.Lock()
		if conn != nil {
			conn.Close()
		}
		mu.Unlock()
	}()
	var info Info
	err := c.getJSON(ctx, &http.Client{Transport: tr}, "/v1/hello", &info)
	return info, err
}
