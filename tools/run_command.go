package tools

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type runArgs struct {
	SessionID      string `json:"session_id,omitempty" jsonschema:"a shell session opened without command or argv; leave out to run in a fresh shell"`
	Command        string `json:"command" jsonschema:"the shell command line to run"`
	TimeoutMs      int    `json:"timeout_ms,omitempty" jsonschema:"how long to wait for the command to finish"`
	MaxOutputChars int    `json:"max_output_chars,omitempty" jsonschema:"longest output returned; head and tail are kept when cut"`
}

// runTimeout is run_command's default wait: commands take longer than
// keystrokes (the spec leaves this default open).
const runTimeout = 30 * time.Second

func runCommand(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("run_command",
		"Run a shell command at the prompt of an agentty shell session (cd and variables persist) and "+
			"return what it printed and its exit code, read through shell-integration marks, beside the screen. "+
			"The output is everything the command printed, as text, even what it cleared from the screen; "+
			"a long output keeps its head and tail. The command is text: tabs and newlines are allowed, "+
			"other control characters are refused (press keys with send_keys). "+
			"If the command asks for input, it returns with finished false and the screen showing the question.",
		schema[runArgs]([]string{"command"},
			timeoutProp(int(runTimeout.Milliseconds())),
			prop{"max_output_chars", map[string]any{"minimum": 100, "maximum": maxOutputChars, "default": 20000}},
		),
		schema[session.RunResult](nil,
			prop{"state", map[string]any{"enum": states}},
		),
		mcp.ToolAnnotation{Title: "Run a shell command"},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[runArgs]("run_command", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, runTimeout)
		if err != nil {
			return fail(err, nil)
		}
		switch {
		case strings.TrimSpace(a.Command) == "":
			return fail(argErrorf("command is empty; give the shell command line to run"), nil)
		case len(a.Command) > m.Config().MaxInput:
			return fail(argErrorf("command is %d bytes, over the limit of %d; put it in a script and run that", len(a.Command), m.Config().MaxInput), nil)
		case session.CheckCommand(a.Command) != nil:
			return fail(argErrorf("%v; run_command types the command as text, so write control characters as escapes the command understands (printf '\\003'), or press keys with send_keys", session.CheckCommand(a.Command)), nil)
		case a.MaxOutputChars != 0 && (a.MaxOutputChars < 100 || a.MaxOutputChars > maxOutputChars):
			return fail(argErrorf("max_output_chars must be between 100 and %d", maxOutputChars), nil)
		}
		if a.MaxOutputChars == 0 {
			a.MaxOutputChars = 20000
		}
		fresh := a.SessionID == ""
		var s *session.Session
		if fresh {
			if s, err = m.Open(session.Options{}); err != nil {
				return fail(err, nil)
			}
			if _, err := s.Settle(ctx, "", 10*time.Second); err != nil {
				_, _ = m.CloseSession(s.ID(), true)
				return fail(err, nil)
			}
		} else if s, err = lookup(m, a.SessionID); err != nil {
			return fail(err, nil)
		}
		res, err := s.Run(session.WithMark(ctx, "run_command "+clip(s.Redact(a.Command), 120)), a.Command, wait, a.MaxOutputChars)
		if err != nil {
			if fresh {
				_, _ = m.CloseSession(s.ID(), true)
			}
			return fail(err, &res.Screen)
		}
		note := ""
		if fresh {
			if res.Finished {
				if v, err := m.CloseSession(s.ID(), false); err == nil {
					res.State, res.Mode, res.ModeDetail = v.State, v.Mode, "the fresh shell was closed after the command"
				}
				note = "ran in a fresh shell, closed afterwards"
			} else {
				note = "ran in fresh shell " + s.ID() + ", left open because the command has not finished"
			}
		}
		return runResult(res, note), nil
	}
}

func renderRun(r session.RunResult, note string) string {
	var b strings.Builder
	b.WriteString(Header(r.Screen))
	if note != "" {
		b.WriteString("\n(" + note + ")")
	}
	writeNotes(&b, r.Notes)
	if r.Finished {
		fmt.Fprintf(&b, "\nexit code %d after %dms", *r.ExitCode, r.DurationMs)
	} else {
		fmt.Fprintf(&b, "\nnot finished after %dms; the screen shows where it stands", r.DurationMs)
	}
	if r.Truncated {
		b.WriteString(" (output cut; head and tail kept)")
	}
	if r.Note != "" {
		b.WriteString("\n(" + r.Note + ")")
	}
	b.WriteString("\n--- output ---\n" + r.Output)
	if !r.Finished {
		b.WriteString("\n--- screen ---")
		for _, l := range r.Lines {
			b.WriteString("\n" + l)
		}
	}
	return b.String()
}
