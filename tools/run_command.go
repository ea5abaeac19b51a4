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
	SessionID      string `json:"session_id,omitempty" jsonschema:"a shell session; none: a fresh shell"`
	Command        string `json:"command,omitempty" jsonschema:"none: follow the running one"`
	TimeoutMs      int    `json:"timeout_ms,omitempty"`
	MaxOutputChars int    `json:"max_output_chars,omitempty"`
	shapeArgs
}

// runTimeout is run_command's default wait: commands take longer than
// keystrokes (the spec leaves this default open).
const runTimeout = 30 * time.Second

func runCommand(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("run_command",
		"Run a command line at a shell's prompt; returns its output (head and tail when long) and exit_code. "+
			"Not finished in time, or waiting for input: call again without command to follow it.",
		schema[runArgs](nil,
			timeoutProp(int(runTimeout.Milliseconds())),
			prop{"max_output_chars", map[string]any{"default": 20000}},
		),
		outputSchema[RunResult](append([]string{"output", "exit_code", "finished"}, screenFields...)...),
		mcp.ToolAnnotation{},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now() // timeout_ms counts from here, a fresh shell's start included
		a, err := bind[runArgs]("run_command", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, runTimeout)
		if err != nil {
			return fail(err, nil)
		}
		if err := a.checkShape(); err != nil {
			return fail(err, nil)
		}
		wait, rest := capWait(m, wait)
		goOn := func(id string) string {
			return fmt.Sprintf(`run_command {"session_id": %q, "timeout_ms": %d} (no command)`, id, rest.Milliseconds())
		}
		follow := strings.TrimSpace(a.Command) == ""
		switch {
		case follow && a.SessionID == "":
			return fail(argErrorf("command is empty; give the shell command line to run (or a session_id without command to follow the command running there)"), nil)
		case follow && a.MaxOutputChars != 0:
			return fail(argErrorf("max_output_chars is set when the command starts; leave it out when following one"), nil)
		case len(a.Command) > m.Config().MaxInput:
			return fail(argErrorf("command is %d bytes, over the limit of %d; put it in a script and run that", len(a.Command), m.Config().MaxInput), nil)
		case !follow && session.CheckCommand(a.Command) != nil:
			return fail(argErrorf("%v; run_command types the command as text, so write control characters as escapes the command understands (printf '\\003'), or press keys with send_keys", session.CheckCommand(a.Command)), nil)
		case a.MaxOutputChars != 0 && (a.MaxOutputChars < 100 || a.MaxOutputChars > maxOutputChars):
			return fail(argErrorf("max_output_chars must be between 100 and %d", maxOutputChars), nil)
		}
		if machine, far, ok := SplitID(a.SessionID); ok {
			return src.farRun(ctx, machine, far, a)
		}
		if a.MaxOutputChars == 0 {
			a.MaxOutputChars = 20000
		}
		// The whole screen unless delta true asks for what changed, or
		// grep, tail or row_range for part of it (where the output does
		// not stand in place of the rows).
		sh := a.shapeFor(formOf(a.Delta != nil && *a.Delta))
		sh.whole = false
		if follow {
			s, err := lookup(m, a.SessionID)
			if err != nil {
				return fail(err, nil)
			}
			// Following gives what is new, unless delta false asks for all.
			all := a.Delta != nil && !*a.Delta
			res, err := s.Follow(session.WithMark(ctx, "run_command (following)"), wait, all)
			if err != nil {
				return asTool("run_command")(failIn(err, &res.Screen, sh))
			}
			if outputOnly(res) {
				s.RowsUnseen()
			}
			cutNote(&res.Screen, m, rest, goOn(s.ID()))
			return runResult(res, sh, !all, s.ID(), ""), nil
		}
		fresh := a.SessionID == ""
		var s *session.Session
		if fresh {
			var opts session.Options
			fromOrigin(ctx, &opts)
			if s, err = m.Open(opts); err != nil {
				return fail(err, nil)
			}
			v, err := s.Settle(ctx, session.Expect{}, time.Until(start.Add(wait)))
			if err != nil {
				_, _ = m.CloseSession(s.ID(), true)
				return fail(err, nil)
			}
			if v.Wait.Outcome != session.Settled {
				return asTool("run_command")(fail(argErrorf("the fresh shell %s did not show its prompt within timeout_ms (%d ms), so the command was not typed; "+
					"it is left open: wait_for {\"session_id\": %q, \"mode\": \"shell\", \"state\": \"waiting_for_input\"} waits for its prompt, then run_command with that session_id runs the command there; or close_session it", s.ID(), wait.Milliseconds(), s.ID()), &v))
			}
		} else if s, err = lookup(m, a.SessionID); err != nil {
			return fail(err, nil)
		}
		// What is left of timeout_ms once the shell is ready: a moment at least, to type the command.
		left := max(time.Until(start.Add(wait)), 10*time.Millisecond)
		res, err := s.Run(session.WithMark(ctx, "run_command "+clip(s.Redact(a.Command), 120)), a.Command, left, a.MaxOutputChars)
		if err != nil {
			if fresh {
				_, _ = m.CloseSession(s.ID(), true)
			}
			return asTool("run_command")(failIn(err, &res.Screen, sh))
		}
		cutNote(&res.Screen, m, rest, goOn(s.ID()))
		if outputOnly(res) {
			s.RowsUnseen()
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
		return runResult(res, sh, false, s.ID(), note), nil
	}
}

// outputOnly reports whether run_command's result shows the command's
// output in place of the screen's rows.
func outputOnly(r session.RunResult) bool { return r.Captured && !r.AltScreen }

// runResult is run_command's result. The screen's rows are left out (form
// output) when the command's output shows what they hold: they are in it
// unless the command's program drew on the alternate screen, or the output
// was not captured (a command typed at the prompt, followed). Where they
// are in it, sh's narrowing gives part of them.
func runResult(r session.RunResult, sh shape, sinceLast bool, id, note string) *mcp.CallToolResult {
	w := runWire(r, sh.form, sinceLast, sh.part)
	return mcp.NewToolResultStructured(w, renderRun(w, id, note))
}

// runWire is run_command's result on the wire, within MaxResultBytes: the
// screen in form, or the rows p picks (p nil: no part asked for).
func runWire(r session.RunResult, form Form, sinceLast bool, p *part) RunResult {
	switch {
	case outputOnly(r):
		form = Output
	case p != nil:
		form = Part
	}
	// Within MaxResultBytes: the output first (up to half), then the
	// screen, then the rest of the output.
	reserve := min(jsonLen(r.Output)+8, budget/2)
	loadDelta(&r.Screen, form)
	fit := form
	if fit == Part {
		fit = Full
	}
	left := fitScreen(&r.Screen, session.Page{}, reserve, fit)
	fitOutput(&r, reserve+left)
	w := NewScreen(r.Screen, form)
	if p != nil && form == Part {
		w.narrow(r.Screen.Lines, p)
	}
	return RunResult{Screen: w, Output: r.Output, OutputSinceLast: sinceLast, ExitCode: r.ExitCode,
		DurationMs: r.DurationMs, Truncated: r.Truncated, Finished: r.Finished, Note: r.Note}
}

func renderRun(r RunResult, id, note string) string {
	var b strings.Builder
	b.WriteString(Header(r.Screen))
	if note != "" {
		b.WriteString("\n(" + note + ")")
	}
	writeNotes(&b, r.Notes)
	// The command ended with its shell when the session's own end is in
	// the screen (a fresh shell closed after the command is not).
	shellEnded := r.Screen.ExitCode != nil || r.Screen.ExitSignal != nil
	switch {
	case r.Finished && r.ExitCode != nil && shellEnded:
		fmt.Fprintf(&b, "\nfinished: the shell exited with the command, exit code %d, after %dms", *r.ExitCode, r.DurationMs)
	case r.Finished && r.ExitCode != nil:
		fmt.Fprintf(&b, "\nfinished: exit code %d after %dms", *r.ExitCode, r.DurationMs)
	case r.Finished && r.ExitSignal != nil:
		fmt.Fprintf(&b, "\nfinished: the shell was killed by %s with the command, after %dms", *r.ExitSignal, r.DurationMs)
	case r.Finished:
		fmt.Fprintf(&b, "\nfinished after %dms", r.DurationMs)
	default:
		fmt.Fprintf(&b, "\nnot finished after %dms", r.DurationMs)
	}
	if r.Truncated {
		b.WriteString(" (output cut; head and tail kept)")
	}
	if r.Note != "" {
		b.WriteString("\n(" + r.Note + ")")
	}
	if showsRows(r.Screen) {
		writePrompt(&b, r.Screen)
	}
	switch {
	case r.OutputSinceLast && r.Output == "":
		b.WriteString("\n--- no output since the last call ---")
	case r.OutputSinceLast:
		b.WriteString("\n--- output since the last call ---\n" + r.Output)
	default:
		b.WriteString("\n--- output ---\n" + r.Output)
	}
	if r.Form != Output {
		if r.Changed {
			b.WriteString("\n--- screen ---")
		}
		writeRows(&b, r.Screen)
	}
	if !r.Finished {
		follow := fmt.Sprintf(`run_command {"session_id": %q} without command`, id)
		switch {
		case r.State == session.WaitingForInput && r.Prompt != nil:
			fmt.Fprintf(&b, "\nIt waits for an answer to its prompt: answer_prompt, then follow it with %s.", follow)
		case r.State == session.WaitingForInput:
			fmt.Fprintf(&b, "\nIt waits for input: answer with send_text or send_keys, then follow it with %s.", follow)
		default:
			fmt.Fprintf(&b, "\nStill running: follow it with %s, or stop it with send_keys <ctrl-c>.", follow)
		}
	}
	return b.String()
}
