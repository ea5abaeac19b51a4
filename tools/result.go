package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"syscall"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
)

// Header renders the one-line summary that starts every text result:
// session, program, mode, state, wait, cursor and size.
func Header(v session.Screen) string {
	var b strings.Builder
	b.WriteString("[" + oneLine(v.SessionID))
	if v.Name != "" {
		b.WriteString(" " + oneLine(v.Name))
	}
	b.WriteString("] ")
	if v.Program != "" {
		b.WriteString(oneLine(v.Program) + " · ")
	}
	fmt.Fprintf(&b, "%s (%s) · %s", v.Mode, oneLine(v.ModeDetail), v.State)
	switch {
	case v.ExitSignal != nil:
		fmt.Fprintf(&b, " (%s)", *v.ExitSignal)
	case v.ExitCode != nil:
		fmt.Fprintf(&b, " (code %d)", *v.ExitCode)
	}
	if v.Wait != nil {
		fmt.Fprintf(&b, " · %s after %dms", v.Wait.Outcome, v.Wait.WaitedMs)
	}
	cursor := "hidden"
	if v.Cursor.Visible {
		cursor = "visible"
	}
	fmt.Fprintf(&b, " · cursor %d,%d %s · %dx%d", v.Cursor.Row, v.Cursor.Col, cursor, v.Cols, v.Rows)
	if v.AltScreen {
		b.WriteString(" · alt screen")
	}
	if v.Title != "" {
		fmt.Fprintf(&b, " · title %q", v.Title)
	}
	fmt.Fprintf(&b, " · rev %d", v.Revision)
	if !v.Changed {
		b.WriteString(" (unchanged)")
	}
	for _, a := range v.Attached {
		switch {
		case a.Exclusive:
			fmt.Fprintf(&b, " · taken over by a person at a %s since %s", a.Who, a.Since)
		case a.ReadOnly:
			fmt.Fprintf(&b, " · watched by a person at a %s since %s", a.Who, a.Since)
		default:
			fmt.Fprintf(&b, " · shared with a person at a %s since %s", a.Who, a.Since)
		}
	}
	if h := v.HandedBack; h != nil {
		what := "screen unchanged"
		if h.ToRevision != h.FromRevision {
			what = fmt.Sprintf("screen changed: rev %d to %d", h.FromRevision, h.ToRevision)
		}
		fmt.Fprintf(&b, " · handed back by the person at a %s (taken over %s to %s; %s)", h.Who, h.Since, h.Until, what)
	}
	return b.String()
}

// Render is the text rendering of a screen result: the header line, the
// notes on what was left out, the scrollback asked for, then the screen's
// lines.
func Render(v session.Screen) string {
	var b strings.Builder
	b.WriteString(Header(v))
	writeNotes(&b, v.Notes)
	if len(v.Scrollback) > 0 {
		fmt.Fprintf(&b, "\n--- %d lines of scrollback ---", len(v.Scrollback))
		for _, l := range v.Scrollback {
			b.WriteString("\n" + l)
		}
		b.WriteString("\n--- screen ---")
	}
	for _, l := range v.Lines {
		b.WriteString("\n" + l)
	}
	return b.String()
}

// writeNotes writes each note on a line of its own.
func writeNotes(b *strings.Builder, notes []string) {
	for _, n := range notes {
		b.WriteString("\n(note: " + oneLine(n) + ")")
	}
}

// screenResult is a tool result carrying a screen, as structured content
// and as text, within MaxResultBytes.
func screenResult(v session.Screen) *mcp.CallToolResult {
	return pagedResult(v, session.Page{})
}

// pagedResult is screenResult for a screen that carries the page of
// scrollback asked for.
func pagedResult(v session.Screen, page session.Page) *mcp.CallToolResult {
	fitScreen(&v, page, 0)
	return mcp.NewToolResultStructured(v, Render(v))
}

// runResult is run_command's result within MaxResultBytes: the output
// first (up to half), then the screen, then the rest of the output.
func runResult(r session.RunResult, note string) *mcp.CallToolResult {
	reserve := min(jsonLen(r.Output)+8, budget/2)
	left := fitScreen(&r.Screen, session.Page{}, reserve)
	fitOutput(&r, reserve+left)
	return mcp.NewToolResultStructured(r, renderRun(r, note))
}

// fail turns an error from the session package or from argument checks into
// the result the agent sees: an isError result with one sentence naming the
// next step for mistakes it can fix, a Go error for internal faults.
func fail(err error, screen *session.Screen) (*mcp.CallToolResult, error) {
	var ae *argError
	msg := ""
	switch {
	case errors.As(err, &ae):
		msg = ae.msg
	case errors.Is(err, session.ErrNoSession):
		msg = err.Error() + "; use one of those ids, or open_session"
		if strings.HasSuffix(err.Error(), "no sessions are open") {
			msg = err.Error() + "; call open_session first"
		}
		if strings.Contains(err.Error(), "it was lost") {
			msg = err.Error() + "; list_sessions shows what is open, open_session starts anew"
		}
	case errors.Is(err, session.ErrExited):
		msg = exitedSentence(screen)
	case errors.Is(err, session.ErrLimit):
		msg = err.Error() + "; close one with close_session and try again"
	case errors.Is(err, session.ErrNotShell):
		msg = err.Error() + "; run_command needs a session opened without command or argv (or leave session_id out for a fresh shell); use send_text with enter for other programs"
	case errors.Is(err, session.ErrCommand):
		msg = err.Error() + "; press keys with send_keys instead"
	case errors.Is(err, session.ErrBusy):
		msg = err.Error() + "; wait_for the screen you need, or send_keys <ctrl-c>"
	case errors.Is(err, session.ErrInputBlocked):
		msg = err.Error() + "; the program is not reading, so read_screen to see why, or send_signal INT"
	case errors.Is(err, session.ErrRecord):
		msg = err.Error() + "; open the session without record, or start the server with a writable --record-dir"
	case errors.Is(err, session.ErrTakenOver):
		msg = err.Error() + "; input tools are refused until the person detaches (read_screen and wait_for still work; attached in their result says who is there), so wait and try again"
	case errors.Is(err, session.ErrNameTaken):
		msg = err.Error() + "; use that session_id (list_sessions shows it), or open_session again with replace: true to close it and open a new one"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.E2BIG):
		msg = err.Error() + " (the kernel refused the arguments and environment as too large: each string must be under 128 KiB " +
			"and all together under about 2 MiB); pass less in argv or env, or put the data in a file and pass its name"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.EINVAL):
		msg = err.Error() + " (the kernel refused the program's arguments or environment as invalid, e.g. a NUL byte in one); fix argv, command or env"
	case errors.Is(err, session.ErrStart) && errors.Is(err, syscall.ENOEXEC):
		msg = err.Error() + " (the file is not a program the kernel can run: no #! line, or built for another machine); run it through its interpreter, e.g. command \"bash FILE\""
	case errors.Is(err, session.ErrStart):
		msg = err.Error() + "; check the program name and PATH, or pass command to run it through bash"
	case errors.Is(err, context.Canceled):
		msg = "the call was cancelled by the client"
	default:
		return nil, err
	}
	msg = capMessage(msg)
	if screen != nil && screen.SessionID != "" {
		v := *screen
		fitScreen(&v, session.Page{}, 0)
		msg += "\n" + Render(v)
	}
	return mcp.NewToolResultError(msg), nil
}

func exitedSentence(v *session.Screen) string {
	if v == nil {
		return "the session has exited; open a new session"
	}
	how := "exited"
	switch {
	case v.ExitSignal != nil:
		how = "was killed by " + *v.ExitSignal
	case v.ExitCode != nil:
		how = fmt.Sprintf("has exited (code %d)", *v.ExitCode)
	}
	return fmt.Sprintf("session %s %s; its final screen is below; read it, close_session it, or open a new session", v.SessionID, how)
}
