package tape

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

// Snapshot is a screen a tape took, rendered for its golden file.
type Snapshot struct {
	Name string
	Line int
	Text string
}

// StepError is a step that failed: the file and line, what went wrong, and
// the screen at that moment.
type StepError struct {
	Path   string
	Line   int
	Msg    string
	Screen string // the text rendering, when there is a session
}

func (e *StepError) Error() string {
	msg := fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	if e.Screen != "" {
		msg += "\n" + e.Screen
	}
	return msg
}

// Run runs a tape in a fresh directory, through agentty's MCP tools served
// in-process, and returns its snapshots in order. It stops at the first
// step that fails.
func Run(ctx context.Context, t *Tape) ([]Snapshot, error) {
	dir, err := os.MkdirTemp("", "agentty-tape-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	m := session.NewManager(session.Config{MaxSessions: 1})
	defer m.Close()
	c, err := client.NewInProcessClient(tools.NewServer(m, "tape"))
	if err != nil {
		return nil, err
	}
	defer c.Close()
	if err := tools.Initialize(ctx, c, "agentty-tape"); err != nil {
		return nil, err
	}
	r := &runner{tape: t, dir: dir, m: m, c: c, env: map[string]string{}}
	for _, st := range t.Steps {
		if err := r.step(ctx, st); err != nil {
			return r.snaps, err
		}
	}
	return r.snaps, nil
}

type runner struct {
	tape   *Tape
	dir    string
	m      *session.Manager // what looks at cells, which no tool's result shows
	c      *client.Client
	id     string // the session, once open
	cols   int
	rows   int
	env    map[string]string
	masks  []Step
	snaps  []Snapshot
	screen *tools.Screen // the last screen a tool returned
}

func (r *runner) step(ctx context.Context, st Step) error {
	fail := func(format string, a ...any) error {
		e := &StepError{Path: r.tape.Path, Line: st.Line, Msg: st.Op + ": " + fmt.Sprintf(format, a...)}
		if r.screen != nil {
			e.Screen = tools.Render(*r.screen)
		}
		return e
	}
	wait := int(st.Timeout.Milliseconds())
	var err error
	switch st.Op {
	case "size":
		r.cols, r.rows = st.Cols, st.Rows
	case "env":
		r.env[st.Name] = st.Text
	case "file":
		path := filepath.Join(r.dir, st.Name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return fail("%v", err)
		}
		if err := os.WriteFile(path, []byte(st.Text), 0o644); err != nil {
			return fail("%v", err)
		}
	case "timeout":
	case "mask":
		r.masks = append(r.masks, st)
	case "open":
		args := map[string]any{"cwd": r.dir, "timeout_ms": wait}
		if st.Text != "" {
			args["command"] = st.Text
		}
		if r.cols > 0 {
			args["cols"], args["rows"] = r.cols, r.rows
		}
		if len(r.env) > 0 {
			args["env"] = r.env
		}
		err = r.call(ctx, "open_session", args)
		if err == nil {
			r.id = r.screen.SessionID
		}
	case "keys":
		err = r.call(ctx, "send_keys", map[string]any{"session_id": r.id, "keys": st.Text, "timeout_ms": wait})
	case "type", "line", "paste", "secret":
		err = r.call(ctx, "send_text", map[string]any{"session_id": r.id, "text": st.Text, "timeout_ms": wait,
			"enter": st.Op == "line" || st.Op == "secret", "paste": st.Op == "paste", "secret": st.Op == "secret"})
	case "click":
		keys, ferr := r.clickKeys(st)
		if ferr != nil {
			return fail("%v", ferr)
		}
		err = r.call(ctx, "send_keys", map[string]any{"session_id": r.id, "keys": keys, "timeout_ms": wait})
	case "expect":
		if st.Look != nil {
			return r.expectLook(ctx, st, fail)
		}
		err = r.call(ctx, "wait_for", map[string]any{"session_id": r.id, st.Name: st.Text, "timeout_ms": wait})
		if err == nil && r.screen.Wait != nil && r.screen.Wait.Outcome != session.Matched {
			return fail("%s %q did not hold within %v", st.Name, st.Text, st.Timeout)
		}
	case "snapshot":
		// since_revision 0: the whole screen, whether or not it changed.
		if err = r.call(ctx, "read_screen", map[string]any{"session_id": r.id, "since_revision": 0}); err == nil {
			r.snaps = append(r.snaps, Snapshot{Name: st.Text, Line: st.Line, Text: r.golden(*r.screen)})
		}
	case "resize":
		err = r.call(ctx, "resize_session", map[string]any{"session_id": r.id, "cols": st.Cols, "rows": st.Rows, "timeout_ms": wait})
	case "signal":
		err = r.call(ctx, "send_signal", map[string]any{"session_id": r.id, "signal": st.Text, "timeout_ms": wait})
	case "close":
		err = r.call(ctx, "close_session", map[string]any{"session_id": r.id})
	}
	if err != nil {
		return fail("%v", err)
	}
	return nil
}

// clickKeys is a click step in key notation: on its cell, or on the first
// cell of its text where the screen shows it now.
func (r *runner) clickKeys(st Step) (string, error) {
	if st.Text == "" {
		return fmt.Sprintf("<click:%d,%d>", st.Row, st.Col), nil
	}
	s, err := r.m.Get(r.id)
	if err != nil {
		return "", err
	}
	f := s.Frame()
	at := f.Find(regexp.MustCompile(regexp.QuoteMeta(st.Text)))
	if len(at) == 0 {
		return "", fmt.Errorf("%q is not on the screen", st.Text)
	}
	return fmt.Sprintf("<click:%d,%d>", at[0].Row, at[0].Col), nil
}

// expectLook waits for a cell to look as st says. No tool's result
// shows a cell's look, so it waits on the session itself, as wait_for
// would.
func (r *runner) expectLook(ctx context.Context, st Step, fail func(string, ...any) error) error {
	s, err := r.m.Get(r.id)
	if err != nil {
		return fail("%v", err)
	}
	v, err := s.WaitFor(ctx, session.Cond{Look: st.Look}, st.Timeout)
	if err != nil {
		return fail("%v", err)
	}
	w := tools.NewScreen(v, tools.Full)
	r.screen = &w
	if v.Wait == nil || v.Wait.Outcome != session.Matched {
		f := s.Frame()
		look := f.LookAt(st.Look.Row, st.Look.Col).String()
		if look == "" {
			look = "plain"
		}
		return fail("style %q did not hold within %v: the cell at %d,%d (%q) is %s",
			strings.Join(strings.Fields(st.Text)[2:], " "), st.Timeout, st.Look.Row, st.Look.Col, f.CellText(st.Look.Row, st.Look.Col), look)
	}
	return nil
}

// call invokes a tool and keeps the screen it returned; a refusal is an
// error with the tool's sentence.
func (r *runner) call(ctx context.Context, tool string, args map[string]any) error {
	if tool != "read_screen" {
		// The whole screen every time: a failed step shows it, and the
		// next step's snapshot reads it.
		args["delta"] = false
	}
	var req mcp.CallToolRequest
	req.Params.Name = tool
	req.Params.Arguments = args
	ctx, cancel := context.WithTimeout(ctx, maxTimeout+time.Minute)
	defer cancel()
	res, err := r.c.CallTool(ctx, req)
	if err != nil {
		return err
	}
	if res.IsError {
		var msg []string
		for _, c := range res.Content {
			if t, ok := c.(mcp.TextContent); ok {
				msg = append(msg, t.Text)
			}
		}
		return fmt.Errorf("%s", strings.Join(msg, "\n"))
	}
	var v tools.Screen
	if err := tools.Decode(res, &v); err != nil {
		return fmt.Errorf("%s returned no screen: %v", tool, err)
	}
	if !v.Changed && r.screen != nil {
		v.Lines = r.screen.Lines // unchanged: the rows are the last result's
	}
	r.screen = &v
	return nil
}

// golden renders a screen for a golden file: what the program showed and
// what agentty made of it, without the parts that differ from run to run
// (the header is tools.StableHeader), and with the tape's masks applied.
func (r *runner) golden(v tools.Screen) string {
	var b strings.Builder
	b.WriteString(tools.StableHeader(v) + "\n")
	for _, l := range v.Lines {
		b.WriteString(l + "\n")
	}
	out := b.String()
	for _, m := range r.masks {
		out = m.Regex.ReplaceAllStringFunc(out, func(s string) string {
			return strings.Repeat("*", len([]rune(s)))
		})
	}
	return out
}
