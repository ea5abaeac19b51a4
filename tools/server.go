package tools

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

// instructions tell the client what the server is for and how to use it.
const instructions = `agentty gives you real terminals. open_session starts a program (or an interactive bash) on a pseudo-terminal; every tool answers with the screen it drew, the cursor, the mode (shell, editor, pager, password_prompt, repl, question, tui, exited, unknown; mode_detail says why) and the state (running, waiting_for_input, stopped, exited; state_source: kernel, or quiet when inferred from silence). Input tools return as soon as the program has settled. Use run_command for shell commands (output and exit code; without command it follows one still running), send_keys for keys (<enter>, <ctrl-c>, <esc>, <up>…), send_text for literal text, wait_for to wait for text or a state, answer_prompt for a question or menu in the result's prompt, read_screen to look again, close_session to end a program that still runs (a session whose program ended closes itself once a result showed its final screen). The text's header says the state, and the program, mode, cursor and size when they changed. A screen unchanged since the last result comes as its header alone; once you were shown a screen, the tools that act or wait carry only what changed (the whole screen when most of it did): the screen moved up "scrolled" lines, "new_history" (lines that scrolled off unseen), "moved" {top, bottom, up or down} (those rows of the last screen moved within them) and "changed_rows" [{row, text}] instead of "lines"; delta: false gives the whole screen and header, and read_screen gives the screen whole. grep (RE2), tail (the last N rows not blank) and row_range [first, last] narrow a result to those rows, numbered ("part"). Shell sessions carry last_command {command, exit_code, finished}.`

// NewServer returns an MCP server with every agentty tool, backed by m
// (and by the machines, WithMachines), and the MCP App for the clients
// that render it (app.go).
func NewServer(m *session.Manager, version string, opts ...ServerOption) *server.MCPServer {
	return newServer(m, version, holdLease, opts...)
}

// newServer is NewServer with the lease of a person's hold through the
// app.
func newServer(m *session.Manager, version string, lease time.Duration, opts ...ServerOption) *server.MCPServer {
	n, hooks := newNotifier(m)
	apps := newHolds(lease)
	s := server.NewMCPServer("agentty", version,
		server.WithToolCapabilities(false),
		server.WithResourceCapabilities(true, true),
		server.WithLogging(),
		server.WithHooks(hooks),
		server.WithInstructions(instructions),
		server.WithToolHandlerMiddleware(recoverPanics),
		server.WithToolHandlerMiddleware(logCalls),
		server.WithToolHandlerMiddleware(reportProgress),
		server.WithToolFilter(appFilter),
		server.WithExtensions(map[string]any{appsExtension: map[string]any{}}),
	)
	for _, t := range all(m, apps, opts...) {
		s.AddTool(t.Tool, t.Handler)
	}
	addApp(s, hooks, apps)
	n.attach(s)
	return s
}

// all returns every agentty tool with its handler: the sessions are m's
// (and the machines', opts); app_session's holds are h.
func all(m *session.Manager, h *holds, opts ...ServerOption) []server.ServerTool {
	mk := func(t mcp.Tool, h server.ToolHandlerFunc) server.ServerTool {
		return server.ServerTool{Tool: t, Handler: h}
	}
	src := newSource(m, opts)
	src.app = h
	return []server.ServerTool{
		mk(openSession(src)),
		mk(sendKeys(src)),
		mk(sendText(src)),
		mk(readScreen(src)),
		mk(waitFor(src)),
		mk(runCommand(src)),
		mk(resizeSession(src)),
		mk(sendSignal(src)),
		mk(listSessions(src)),
		mk(closeSession(src)),
		mk(answerPrompt(src)),
		mk(requestUserInput(src)),
		mk(appSession(src, h)),
	}
}

// recoverPanics turns a panic in a handler into an error for that call; the
// server and every other session go on.
func recoverPanics(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				slog.Error("tool handler panicked", "tool", req.Params.Name, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				res, err = nil, fmt.Errorf("internal error in %s (a bug in agentty, logged on its stderr): %v", req.Params.Name, r)
			}
		}()
		return next(ctx, req)
	}
}

// logCalls logs each call's tool, session and duration; never its
// arguments, which may hold secrets.
func logCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		res, err := next(ctx, req)
		attrs := []any{"tool", req.Params.Name, "ms", time.Since(start).Milliseconds()}
		if args, ok := req.Params.Arguments.(map[string]any); ok {
			if id, ok := args["session_id"].(string); ok {
				attrs = append(attrs, "session", id)
			}
		}
		switch {
		case err != nil:
			slog.Error("tool call failed", append(attrs, "err", err)...)
		case res != nil && res.IsError:
			slog.Info("tool call refused", attrs...)
		default:
			slog.Debug("tool call", attrs...)
		}
		return res, err
	}
}

// lookup finds a session for a handler.
func lookup(m *session.Manager, id string) (*session.Session, error) {
	if id == "" {
		return nil, argErrorf("session_id is required; list_sessions shows the open sessions")
	}
	return m.Get(id) // an unknown id comes back cut in the error
}
