package tools_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// harness is an MCP client talking in-process to a real agentty server.
type harness struct {
	t   testing.TB
	m   *session.Manager
	srv *server.MCPServer
	c   *client.Client
	// holders are the tokens the app's take-overs answered, by session
	// (appCall).
	holders map[string]string

	// held is, by session, the screen the harness was last shown, which
	// the next delta applies to, as a client that holds its last result
	// does (decode): a result in the delta form comes with its lines
	// rebuilt, so a test reads the screen whichever form it came in.
	mu   sync.Mutex
	held map[string]*heldScreen
}

// heldScreen is a screen as a client holds it: every row, and while it
// is the alternate one, the main screen it was shown before.
type heldScreen struct {
	rev  uint64 // the revision of the result that showed it
	rows []string
	alt  bool
	main *heldScreen
}

// newHarness serves a new manager with cfg to an in-process client; both
// close when t (a test or a benchmark) ends.
func newHarness(t testing.TB, cfg session.Config) *harness {
	t.Helper()
	m := session.NewManager(cfg)
	srv := tools.NewServer(m, "test")
	h := &harness{t: t, m: m, srv: srv}
	h.connect()
	t.Cleanup(func() {
		_ = h.c.Close()
		_ = m.Close()
	})
	return h
}

func (h *harness) connect() {
	h.t.Helper()
	c, err := client.NewInProcessClient(h.srv)
	if err != nil {
		h.t.Fatal(err)
	}
	if err := tools.Initialize(context.Background(), c, "agentty-test"); err != nil {
		h.t.Fatal(err)
	}
	h.c = c
}

// call invokes a tool; a JSON-RPC error fails the test.
func (h *harness) call(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := h.callCtx(ctx, tool, args)
	if err != nil {
		h.t.Fatalf("%s: %v", tool, err)
	}
	// Every screen shown is kept, decoded or not, an error's too: the
	// next delta is reckoned from it.
	var v tools.Screen
	if tools.Decode(res, &v) == nil && v.SessionID != "" {
		h.rebuild(&v, false)
	}
	return res
}

// callCtx invokes a tool under ctx. The error is the JSON-RPC error, or
// ctx's own when ctx ended before the call returned: the in-process
// transport runs the handler to its end whatever ctx says, so a late
// answer is an error here too.
func (h *harness) callCtx(ctx context.Context, tool string, args map[string]any) (*mcp.CallToolResult, error) {
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	res, err := h.c.CallTool(ctx, req)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return res, err
}

// screen calls a tool that must succeed and decodes its screen result,
// with its lines, in whichever form it came (see rebuild).
func (h *harness) screen(tool string, args map[string]any) tools.Screen {
	h.t.Helper()
	var v tools.Screen
	h.decode(h.ok(tool, args), &v)
	return v
}

// ok calls a tool that must not report an error.
func (h *harness) ok(tool string, args map[string]any) *mcp.CallToolResult {
	h.t.Helper()
	res := h.call(tool, args)
	if res.IsError {
		h.t.Fatalf("%s(%v) failed: %s", tool, redactArgs(args), tools.Text(res))
	}
	return res
}

// refused calls a tool that must answer with isError, and returns the text.
func (h *harness) refused(tool string, args map[string]any) string {
	h.t.Helper()
	res := h.call(tool, args)
	if !res.IsError {
		h.t.Fatalf("%s(%v) succeeded, want an error: %s", tool, args, tools.Text(res))
	}
	return tools.Text(res)
}

func (h *harness) decode(res *mcp.CallToolResult, into any) {
	h.t.Helper()
	if err := tools.Decode(res, into); err != nil {
		h.t.Fatal(err)
	}
	switch v := into.(type) {
	case *tools.Screen:
		h.rebuild(v, true)
	case *tools.RunResult:
		h.rebuild(&v.Screen, true)
	}
}

// wire is decode without filling the lines of a delta: the result as it
// came, for the tests of its form (the harness still keeps the screen).
func (h *harness) wire(res *mcp.CallToolResult, v *tools.Screen) {
	h.t.Helper()
	if err := tools.Decode(res, v); err != nil {
		h.t.Fatal(err)
	}
	h.rebuild(v, false)
}

// rebuild keeps what a result shows of its session's screen, and, with
// fill, sets the lines of a result in the delta form from the screen held
// before:
// its rows moved up by scrolled, the block moved, the changed rows set
// (back on the main screen, from the main screen held before the
// alternate one). A result that leaves the rows out (run_command's
// output, part of the screen) leaves the harness holding none.
func (h *harness) rebuild(v *tools.Screen, fill bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.held == nil {
		h.held = map[string]*heldScreen{}
	}
	id := v.SessionID
	last := h.held[id]
	if last != nil && last.rev == v.Revision && v.Changed && v.Form == tools.Delta {
		// Applied already (when the call came back).
		if fill {
			lines := last.rows
			for len(lines) > 0 && lines[len(lines)-1] == "" {
				lines = lines[:len(lines)-1]
			}
			v.Lines = slices.Clone(lines)
		}
		return
	}
	var rows []string
	switch {
	case !v.Changed && v.Form != tools.Part && v.Lines == nil:
		if last != nil {
			last.alt = v.AltScreen
		}
		return
	case v.Form == tools.Full:
		rows = make([]string, max(v.Rows, len(v.Lines)))
		copy(rows, v.Lines)
	case v.Form == tools.Delta:
		base := last
		if v.BaseRevision != 0 && last != nil {
			base = last.main
		}
		if base == nil {
			delete(h.held, id)
			return
		}
		rows = make([]string, v.Rows)
		for i := range rows {
			if j := int64(i) + v.Scrolled; j < int64(len(base.rows)) {
				rows[i] = base.rows[j]
			}
		}
		if m := v.Moved; m != nil && m.Bottom < len(rows) {
			by := m.Up - m.Down
			moved := slices.Clone(rows)
			for i := m.Top; i <= m.Bottom; i++ {
				moved[i] = ""
				if j := i + by; j >= m.Top && j <= m.Bottom {
					moved[i] = rows[j]
				}
			}
			rows = moved
		}
		for _, r := range v.ChangedRows {
			if r.Row < len(rows) {
				rows[r.Row] = r.Text
			}
		}
		lines := rows
		for len(lines) > 0 && lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		if fill {
			v.Lines = slices.Clone(lines)
		}
	default:
		delete(h.held, id)
		return
	}
	now := &heldScreen{rev: v.Revision, rows: rows, alt: v.AltScreen}
	if now.alt && last != nil {
		now.main = last.main
		if !last.alt {
			now.main = last
		}
	}
	h.held[id] = now
}

// open starts a session and closes it when the test ends.
func (h *harness) open(args map[string]any) tools.Screen {
	h.t.Helper()
	v := h.screen("open_session", args)
	h.t.Cleanup(func() {
		if _, err := h.m.Get(v.SessionID); err == nil {
			_, _ = h.m.CloseSession(v.SessionID, true)
		}
	})
	return v
}

// until polls read_screen until ok holds or the deadline passes.
func (h *harness) until(id string, within time.Duration, what string, ok func(tools.Screen) bool) tools.Screen {
	h.t.Helper()
	var v tools.Screen
	seen := false
	defer func() {
		// Eventually failed (or a read did): show what was there.
		if !seen && v.SessionID != "" {
			h.t.Logf("last screen:\n%s", tools.Render(v))
		}
	}()
	sessiontest.Eventually(h.t, within, what, func() bool {
		// since_revision 0: the whole screen each time, changed or not.
		v = h.screen("read_screen", map[string]any{"session_id": id, "since_revision": 0})
		return ok(v)
	})
	seen = true
	return v
}

func redactArgs(args map[string]any) map[string]any {
	if args["secret"] == true {
		c := map[string]any{}
		for k, v := range args {
			c[k] = v
		}
		c["text"] = "****"
		return c
	}
	return args
}

func screenText(v tools.Screen) string { return strings.Join(v.Lines, "\n") }

// numbered is a row of a result's text with its number before it, as a
// part or a delta's rows are written ("12: text").
var numbered = regexp.MustCompile(`(?m)^[0-9]+: `)

// plain is a result's text with the rows' numbers taken off, to look in it
// for lines of the screen.
func plain(text string) string { return numbered.ReplaceAllString(text, "") }

func hasLine(v tools.Screen, want string) bool {
	for _, l := range v.Lines {
		if strings.TrimSpace(l) == want {
			return true
		}
	}
	return false
}
