package host

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport"
	"github.com/agentty/agentty/transport/sse"
)

// StdioOptions configure the stdio front end.
type StdioOptions struct {
	Origin tools.Origin
	// MaxMessage bounds one line from the client (16 MiB when zero); a
	// longer one is answered with a JSON-RPC error and skipped.
	MaxMessage int
	// Warn gets notes for the person: another version's host, lost
	// sessions (stderr).
	Warn io.Writer
}

// RunStdio is the stdio front end: it relays MCP's JSON-RPC lines between
// the client on in and out and the host's Streamable HTTP endpoint, until
// in ends or ctx does. Calls run at once, each in its own request; answers
// are written whole, one a line. When the host goes away the calls it was
// answering get a JSON-RPC error (never a hang), and the next call starts a
// fresh host and introduces the client to it again with the client's own
// initialize.
func RunStdio(ctx context.Context, c *Client, in io.Reader, out io.Writer, opts StdioOptions) error {
	if opts.MaxMessage <= 0 {
		opts.MaxMessage = 16 << 20
	}
	r := &relay{frontEnd: newFrontEnd(c, opts.Origin, opts.Warn), out: out, calls: map[string]*relayCall{}, listenKick: make(chan struct{}, 1)}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	r.wg.Add(2)
	go func() {
		defer r.wg.Done()
		r.hold(ctx)
	}()
	go func() {
		defer r.wg.Done()
		r.listenLoop(ctx)
	}()
	if _, err := c.Ensure(ctx, r.warn); err != nil {
		// Every call will say so; the client learns it at its first.
		slog.Error("session host", "err", err)
	}
	r.use()
	// The reader blocks in a read of in that nothing can interrupt; when
	// ctx ends first it is left there, to end with the process.
	lines := make(chan lineOrErr)
	go readLines(in, opts.MaxMessage, lines, ctx.Done())
	var err error
	for err == nil {
		select {
		case <-ctx.Done():
			err = ctx.Err()
		case l := <-lines:
			if errors.Is(l.err, errLineTooLong) {
				r.writeError(json.RawMessage("null"), transport.InvalidRequest, fmt.Sprintf("agentty: a message of more than %d bytes was skipped; send less at once", opts.MaxMessage))
				continue
			}
			if line := bytes.TrimSpace(l.line); len(line) > 0 {
				r.handle(ctx, line)
			}
			err = l.err
		}
	}
	cancel() // the client is gone: calls in flight end
	r.wg.Wait()
	if errors.Is(err, io.EOF) {
		return nil
	}
	return err
}

type lineOrErr struct {
	line []byte
	err  error
}

// readLines sends the lines of in, the last with the error that ended it,
// until that error or done.
func readLines(in io.Reader, max int, out chan<- lineOrErr, done <-chan struct{}) {
	br := bufio.NewReaderSize(in, 64<<10)
	for {
		line, err := readLine(br, max)
		select {
		case out <- lineOrErr{line, err}:
		case <-done:
			return
		}
		if err != nil && !errors.Is(err, errLineTooLong) {
			return
		}
	}
}

var errLineTooLong = errors.New("line too long")

// readLine reads one line of at most max bytes; a longer one is skipped to
// its end and reported with errLineTooLong.
func readLine(br *bufio.Reader, max int) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > max {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && !errors.Is(err, io.EOF) {
				return nil, err
			}
			return nil, errLineTooLong
		}
		line = append(line, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, err
		}
	}
}

// relay is one stdio front end's state.
type relay struct {
	*frontEnd
	out   io.Writer
	outMu sync.Mutex // one line at a time on out

	mu       sync.Mutex // guards the fields below
	sid      string     // the host's MCP session id for this client
	proto    string     // the protocol version the client and host agreed
	gen      int        // grows with each new MCP session
	initReq  []byte     // the client's initialize, to replay to a new host
	initNote []byte     // its notifications/initialized
	calls    map[string]*relayCall

	reinitMu sync.Mutex // one re-initialization at a time
	wg       sync.WaitGroup

	// listenKick wakes listen (listen.go) when the client has a new MCP
	// session with the host.
	listenKick chan struct{}
}

// relayCall is a request on its way: cancelling it ends its HTTP request,
// which cancels the call in the host.
type relayCall struct {
	ctx       context.Context // the request's, ended by cancel
	cancel    context.CancelFunc
	cancelled bool // guarded by relay.mu
}

// rpcHead is what the relay reads of a message; its params are read only
// where it needs them, so that a request whose params are not what it
// would read (an array, a string) still reaches the host, which answers
// it with its id.
type rpcHead struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

func (r *relay) handle(ctx context.Context, line []byte) {
	var m rpcHead
	if err := json.Unmarshal(line, &m); err != nil {
		r.writeError(json.RawMessage("null"), -32700, "agentty: the message is not JSON: "+err.Error())
		return
	}
	if !transport.ValidID(m.Method, m.ID) {
		r.writeError(json.RawMessage("null"), transport.InvalidRequest, transport.BadIDMessage)
		return
	}
	isRequest := m.Method != "" && len(m.ID) > 0 && string(m.ID) != "null"
	switch {
	case m.Method == "initialize" && isRequest:
		r.mu.Lock()
		r.initReq, r.sid = append([]byte(nil), line...), ""
		r.mu.Unlock()
		r.call(ctx, r.begin(ctx, m.ID), line, m.ID, true) // the session id comes with its answer
	case m.Method == "notifications/initialized":
		r.mu.Lock()
		r.initNote = append([]byte(nil), line...)
		r.mu.Unlock()
		r.notify(ctx, line)
	case m.Method == "notifications/cancelled":
		var p struct {
			RequestID json.RawMessage `json:"requestId"`
		}
		if json.Unmarshal(m.Params, &p) == nil {
			r.cancelCall(string(p.RequestID))
		}
	case isRequest:
		// The call is known before the next line is read, so that a
		// cancel sent right after it finds it.
		c := r.begin(ctx, m.ID)
		r.wg.Add(1)
		go func() {
			defer r.wg.Done()
			r.call(ctx, c, line, m.ID, false)
		}()
	default:
		// A notification, or the answer to a request of the host's: in
		// order, before anything after it.
		r.notify(ctx, line)
	}
}

// begin records a request the client sent, which a notifications/cancelled
// naming its id ends from then on.
func (r *relay) begin(ctx context.Context, id json.RawMessage) *relayCall {
	cctx, cancel := context.WithCancel(ctx)
	c := &relayCall{ctx: cctx, cancel: cancel}
	r.mu.Lock()
	r.calls[string(id)] = c
	r.mu.Unlock()
	return c
}

// call relays a request begun with begin and writes its answer, or an
// error when the host gave none, unless the client's ctx ended.
func (r *relay) call(ctx context.Context, c *relayCall, line []byte, id json.RawMessage, initialize bool) {
	defer c.cancel()
	answered, err := r.post(c.ctx, line, id, initialize)
	r.mu.Lock()
	if r.calls[string(id)] == c {
		delete(r.calls, string(id))
	}
	cancelled := c.cancelled
	r.mu.Unlock()
	if cancelled || ctx.Err() != nil {
		return // the client does not want an answer
	}
	switch {
	case err != nil:
		r.writeError(id, transport.InternalError, "agentty: "+err.Error())
	case !answered:
		r.writeError(id, transport.InternalError, "agentty: the session host ended during this call; the sessions it held are lost, and the next call starts a fresh host (list_sessions shows what is there)")
	}
}

func (r *relay) cancelCall(key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c := r.calls[key]; c != nil {
		c.cancelled = true
		c.cancel()
	}
}

// notify relays a message that has no answer.
func (r *relay) notify(ctx context.Context, line []byte) {
	if _, err := r.post(ctx, line, nil, false); err != nil {
		slog.Warn("message not relayed to the session host", "err", err)
	}
}

// post sends one message to the host and writes what comes back. When the
// host does not know the client's MCP session (a new host), it introduces
// the client again and sends the message once more. answered says whether
// the answer to id was among what came back.
func (r *relay) post(ctx context.Context, line []byte, id json.RawMessage, initialize bool) (answered bool, err error) {
	// A host that stops answering ends the call (watch) with a reason.
	ctx, stop := r.watch(ctx)
	defer stop()
	defer func() {
		if cause := context.Cause(ctx); err != nil && errors.Is(cause, ErrSilent) {
			answered, err = false, cause
		}
	}()
	std := standardHeaders(line)
	redials := 0
	for attempt := 0; ; attempt++ {
		r.mu.Lock()
		gen := r.gen
		r.mu.Unlock()
		resp, err := r.request(ctx, line, std, redials > 0)
		if err != nil && redials < maxRedials && ctx.Err() == nil && hostGone(err) && safeToResend(line) {
			// A kept connection to a host that has died since (its
			// presence stream has not said so yet): drop the kept
			// connections and send again on a new one, which starts a
			// new host when none listens. A new one may still meet the
			// dead host's socket while the kernel tears the host down
			// (its queued connections are reset): it is sent again a
			// little later, a few times at most. Only a message that
			// changes nothing is sent again, as net/http does with
			// idempotent requests: a call the host was answering when it
			// died gets the error.
			if redials > 0 {
				select {
				case <-time.After(time.Duration(redials) * 50 * time.Millisecond):
				case <-ctx.Done():
					return false, fmt.Errorf("the session host is unreachable: %w", err)
				}
			}
			redials++
			r.c.CloseIdle()
			attempt--
			continue
		}
		if err != nil {
			return false, fmt.Errorf("the session host is unreachable: %w", err)
		}
		if resp.StatusCode == http.StatusNotFound && !initialize && attempt == 0 && std == nil {
			resp.Body.Close()
			if err := r.reinit(ctx, gen); err != nil {
				return false, err
			}
			continue
		}
		defer resp.Body.Close()
		return r.deliver(resp, id, initialize, std != nil)
	}
}

// standardHeaders are the headers a message of protocol 2026-07-28 or
// later travels with over HTTP, read from the message: its protocol
// version (from its _meta, where each such request carries it), method
// and name (Mcp-Protocol-Version, Mcp-Method, Mcp-Name; SEP-2243). A client
// on stdio sends no headers, and the host refuses a request of that era
// without them. nil for a message of an earlier era, which goes with the
// client's MCP session instead. agentty's tools name no parameter that
// travels in a header (x-mcp-header).
func standardHeaders(line []byte) map[string]string {
	var m struct {
		Method mcp.MCPMethod   `json:"method"`
		Params json.RawMessage `json:"params"`
	}
	if json.Unmarshal(line, &m) != nil || m.Method == "" {
		return nil
	}
	var p struct {
		Meta *mcp.Meta `json:"_meta"`
	}
	if json.Unmarshal(m.Params, &p) != nil {
		return nil
	}
	v := p.Meta.ProtocolVersion()
	if !mcp.IsModernProtocol(v) {
		return nil
	}
	h := mcp.StandardHeaders(v, m.Method, m.Params)
	h[mcp.HeaderProtocolVersion] = v
	return h
}

// maxAnswer bounds one message of the session host's answers that the
// relay reads: a client's own lines are bounded the same.
const maxAnswer = 16 << 20

// maxRedials is how often a message that changes nothing is sent again
// on a new connection after the host was found gone.
const maxRedials = 4

// hostGone reports whether a request failed because the other end of a
// kept connection is gone: the host died after the connection was made.
func hostGone(err error) bool {
	return errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) || errors.Is(err, io.EOF)
}

// safeToResend reports whether a message only reads: sending it twice
// changes nothing.
func safeToResend(line []byte) bool {
	var m struct {
		Method string `json:"method"`
		Params struct {
			Name string `json:"name"`
		} `json:"params"`
	}
	if json.Unmarshal(line, &m) != nil {
		return false
	}
	switch m.Method {
	case "ping", "tools/list", "resources/list", "resources/templates/list", "resources/read", "prompts/list", "server/discover":
		return true
	case "tools/call":
		return m.Params.Name == "list_sessions" || m.Params.Name == "read_screen"
	}
	return false
}

// request posts one message with the front end's origin, and the
// client's MCP session, or, for a message of protocol 2026-07-28 on, its
// standard headers (std) instead.
func (r *relay) request(ctx context.Context, body []byte, std map[string]string, fresh bool) (*http.Response, error) {
	r.use()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://agentty/mcp", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Host = "localhost"
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	r.mu.Lock()
	switch {
	case std != nil:
		for k, v := range std {
			req.Header.Set(k, v)
		}
	default:
		if r.sid != "" {
			req.Header.Set("Mcp-Session-Id", r.sid)
		}
		if r.proto != "" {
			req.Header.Set("Mcp-Protocol-Version", r.proto)
		}
	}
	r.mu.Unlock()
	setOrigin(req.Header, r.origin, r.env)
	if fresh {
		return r.c.Fresh().Do(req)
	}
	return r.c.HTTP().Do(req)
}

// deliver writes the messages of a response to the client: one JSON body,
// or the events of an SSE stream. modern says the message is of protocol
// 2026-07-28 or later, whose errors come with an HTTP status of their own
// (400, 404) and are the client's to read.
func (r *relay) deliver(resp *http.Response, id json.RawMessage, initialize, modern bool) (answered bool, err error) {
	if resp.StatusCode == http.StatusAccepted {
		return true, nil
	}
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	// A request over the host's size limit is answered with a JSON-RPC
	// error for the client, as the front end answers one over its own.
	refused := resp.StatusCode == http.StatusRequestEntityTooLarge && mt == "application/json"
	rpcStatus := modern && mt == "application/json" && resp.StatusCode >= 400 && resp.StatusCode < 500 && !refused
	if resp.StatusCode != http.StatusOK && !refused && !rpcStatus {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return false, fmt.Errorf("the session host answered %s: %s", resp.Status, strings.TrimSpace(string(b)))
	}
	if refused {
		// Refused unread, its id unknown to the host: the error is this
		// request's.
		var e transport.ErrorResponse
		if err := json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&e); err != nil || e.Error.Message == "" {
			return false, fmt.Errorf("the session host answered %s", resp.Status)
		}
		if id == nil {
			return false, errors.New("at the session host, " + e.Error.Message)
		}
		r.writeError(id, e.Error.Code, "agentty: at the session host, "+e.Error.Message)
		return true, nil
	}
	if initialize {
		r.mu.Lock()
		r.sid = resp.Header.Get("Mcp-Session-Id")
		r.gen++
		r.mu.Unlock()
		defer r.kickListen() // once the answer (and its protocol version) is written
	}
	each := func(msg []byte) {
		var buf bytes.Buffer
		if json.Compact(&buf, msg) != nil {
			return
		}
		if isAnswerTo(buf.Bytes(), id) {
			answered = true
			if initialize {
				r.noteProtocol(buf.Bytes())
			}
		}
		r.writeLine(buf.Bytes())
	}
	if mt == "text/event-stream" {
		err := sse.Read(resp.Body, maxAnswer, func(_ string, data []byte) error {
			each(data)
			return nil
		})
		if err != nil {
			return answered, fmt.Errorf("the session host's answer broke off: %w", err)
		}
		return answered, nil
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer+1))
	if err != nil {
		return false, fmt.Errorf("the session host's answer broke off: %w", err)
	}
	if len(b) > maxAnswer {
		return false, fmt.Errorf("the session host's answer is over %d bytes", maxAnswer)
	}
	if len(bytes.TrimSpace(b)) > 0 {
		each(b)
	}
	return answered, nil
}

// isAnswerTo reports whether msg is the result or error of request id.
func isAnswerTo(msg []byte, id json.RawMessage) bool {
	if id == nil {
		return false
	}
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
		Result json.RawMessage `json:"result"`
		Error  json.RawMessage `json:"error"`
	}
	return json.Unmarshal(msg, &m) == nil && m.Method == "" && bytes.Equal(m.ID, id) && (m.Result != nil || m.Error != nil)
}

func (r *relay) noteProtocol(answer []byte) {
	var m struct {
		Result struct {
			ProtocolVersion string `json:"protocolVersion"`
		} `json:"result"`
	}
	if json.Unmarshal(answer, &m) == nil {
		r.mu.Lock()
		r.proto = m.Result.ProtocolVersion
		r.mu.Unlock()
	}
}

// reinit introduces the client to a host that does not know it (a new
// host, after the last went away): its initialize and initialized again,
// answers not shown. gen is the MCP session the failed call used; when
// another call already re-initialized since, nothing is done.
func (r *relay) reinit(ctx context.Context, gen int) error {
	r.reinitMu.Lock()
	defer r.reinitMu.Unlock()
	r.mu.Lock()
	initReq, initNote, same := r.initReq, r.initNote, r.gen == gen
	r.sid = ""
	r.mu.Unlock()
	if !same {
		return nil
	}
	if initReq == nil {
		return errors.New("the session host does not know this client, and the client has not initialized")
	}
	resp, err := r.request(ctx, initReq, nil, false)
	if err != nil {
		return fmt.Errorf("the session host is unreachable: %w", err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("a new session host refused this client's initialize: %s", resp.Status)
	}
	r.mu.Lock()
	r.sid = resp.Header.Get("Mcp-Session-Id")
	r.gen++
	r.mu.Unlock()
	r.kickListen()
	if initNote != nil {
		if resp, err := r.request(ctx, initNote, nil, false); err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
	slog.Info("introduced the client to a new session host")
	return nil
}

func (r *relay) writeLine(b []byte) {
	r.outMu.Lock()
	defer r.outMu.Unlock()
	_, _ = r.out.Write(append(b, '\n'))
}

func (r *relay) writeError(id json.RawMessage, code int, msg string) {
	r.outMu.Lock()
	defer r.outMu.Unlock()
	_, _ = r.out.Write(transport.ErrorLine(id, code, msg))
}
