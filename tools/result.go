package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

// Header renders the one-line summary that starts every text result:
// session, program, mode, state, wait, cursor and size.
func Header(v Screen) string { return header(v, false) }

// StableHeader is [Header] without what differs from one run of a program
// to the next, or from one platform to another: the session, the
// program's name, how the state was known, the wait, the revision and
// whether it changed, the people. A tape's golden files start with it.
func StableHeader(v Screen) string { return header(v, true) }

func header(v Screen, stable bool) string {
	var b strings.Builder
	if !stable {
		b.WriteString("[" + oneLine(v.SessionID))
		if v.Name != "" {
			b.WriteString(" " + oneLine(v.Name))
		}
		b.WriteString("] ")
		if v.Program != "" {
			b.WriteString(oneLine(v.Program) + " · ")
		}
	}
	fmt.Fprintf(&b, "%s (%s) · %s", v.Mode, oneLine(v.ModeDetail), v.State)
	var about []string // in brackets after the state
	if !stable {
		about = append(about, sourceText(v.StateSource))
	}
	switch {
	case v.ExitSignal != nil:
		about = append(about, *v.ExitSignal)
	case v.ExitCode != nil:
		about = append(about, fmt.Sprintf("code %d", *v.ExitCode))
	}
	if len(about) > 0 {
		b.WriteString(" (" + strings.Join(about, "; ") + ")")
	}
	if v.Wait != nil && !stable {
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
	if stable {
		return b.String()
	}
	fmt.Fprintf(&b, " · rev %d", v.Revision)
	switch {
	case !v.Changed:
		b.WriteString(" (unchanged)")
	case v.Form == Delta:
		b.WriteString(" · delta")
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

// sourceText says in the header how the state was known.
func sourceText(src session.Source) string {
	if src == session.SourceQuiet {
		return "inferred from quiet"
	}
	return string(src)
}

// Render is the text rendering of a screen result: the header line, the
// notes on what was left out, then the scrollback asked for, then the
// screen's rows: all of them in the full
// form; in the delta form, the lines that scrolled off unseen and the rows
// that changed, each run of rows under a line naming them. An unchanged
// screen is the header alone.
func Render(v Screen) string {
	var b strings.Builder
	b.WriteString(Header(v))
	writeNotes(&b, v.Notes)
	switch v.Paste {
	case Bracketed:
		b.WriteString("\n(pasted as a bracketed paste)")
	case Typed:
		b.WriteString("\n(typed, not pasted: the program had not enabled bracketed paste, so each newline was Enter)")
	}
	if hint := continuation(v); hint != "" {
		b.WriteString("\n(" + hint + ")")
	}
	if w := v.Wait; w != nil && w.Outcome == session.Partial {
		fmt.Fprintf(&b, "\n(%s redraws on a timer, every %s, and has redrawn only part of the screen since the input: read_screen again after that)",
			v.Program, time.Duration(w.TimerMs)*time.Millisecond)
	}
	if v.Changed {
		writePrompt(&b, v)
		writeLastCommand(&b, v.LastCommand)
	}
	if len(v.Scrollback) > 0 {
		fmt.Fprintf(&b, "\n--- %d lines of scrollback ---", len(v.Scrollback))
		for _, l := range v.Scrollback {
			b.WriteString("\n" + l)
		}
		b.WriteString("\n--- screen ---")
	}
	writeRows(&b, v)
	return b.String()
}

// writeNotes writes each note on a line of its own.
func writeNotes(b *strings.Builder, notes []string) {
	for _, n := range notes {
		b.WriteString("\n(note: " + oneLine(n) + ")")
	}
}

// writeRows writes the screen's rows in the result's form. Trailing
// empty rows are not in lines (the header gives the screen's size), and a
// run of emptyRun or more empty rows is one line saying how many.
func writeRows(b *strings.Builder, v Screen) {
	if v.Form != Delta {
		writeLines(b, v.Lines)
		return
	}
	if v.HistoryCut > 0 {
		fmt.Fprintf(b, "\n(%d earlier lines scrolled off unseen; read_screen with scrollback shows them)", v.HistoryCut)
	}
	if len(v.NewHistory) > 0 {
		fmt.Fprintf(b, "\n--- %d lines scrolled off ---", len(v.NewHistory))
		for _, l := range v.NewHistory {
			b.WriteString("\n" + l)
		}
	}
	moved := ""
	if v.Scrolled > 0 {
		moved = fmt.Sprintf(" (screen moved up %d)", v.Scrolled)
	}
	if m := v.Moved; m != nil {
		way, by := "up", m.Up
		if m.Down > 0 {
			way, by = "down", m.Down
		}
		moved += fmt.Sprintf(" (rows %d-%d moved %s %d)", m.Top, m.Bottom, way, by)
	}
	rows := v.ChangedRows
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[j].Row == rows[j-1].Row+1 {
			j++
		}
		if j-i == 1 {
			fmt.Fprintf(b, "\n--- row %d%s ---", rows[i].Row, moved)
		} else {
			fmt.Fprintf(b, "\n--- rows %d-%d%s ---", rows[i].Row, rows[j-1].Row, moved)
		}
		moved = ""
		texts := make([]string, j-i)
		for k, r := range rows[i:j] {
			texts[k] = r.Text
		}
		writeLines(b, texts)
		i = j
	}
	if moved != "" && len(rows) == 0 {
		b.WriteString("\n---" + moved + " ---")
	}
}

// emptyRun is the shortest run of empty rows the text writes as one line.
const emptyRun = 3

// writeLines writes rows a line each, a run of emptyRun or more empty rows
// as one line saying how many ("… 12 empty rows").
func writeLines(b *strings.Builder, rows []string) {
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j] == "" {
			j++
		}
		if j-i >= emptyRun {
			fmt.Fprintf(b, "\n… %d empty rows", j-i)
			i = j
			continue
		}
		b.WriteString("\n" + rows[i])
		i++
	}
}

// continuation is the line saying that the program waits for the rest of
// what was sent, and what to send, when it does.
func continuation(v Screen) string {
	switch {
	case v.State != session.WaitingForInput:
	case v.Mode == modes.REPL && strings.HasSuffix(v.ModeDetail, "continuation line"):
		return v.Program + " waits for the rest of a block: send_text with enter and no text ends it, send_keys <ctrl-c> drops it"
	case v.Mode == modes.Shell && strings.HasSuffix(v.ModeDetail, "continuation prompt"):
		return v.Program + " waits for the rest of the command line: send it with send_text, or send_keys <ctrl-c> to drop the command"
	}
	return ""
}

// writeLastCommand writes the line naming a shell's last command when it
// has ended (the mode's detail names one that runs).
func writeLastCommand(b *strings.Builder, c *Command) {
	if c != nil && c.Finished && c.ExitCode != nil {
		fmt.Fprintf(b, "\n(last command: %s; exit code %d)", clip(c.Command, 200), *c.ExitCode)
	}
}

// maxPromptOptions is how many of a prompt's options its line in the text
// names; the rows show the rest.
const maxPromptOptions = 8

// writePrompt writes the line saying what the screen's prompt asks for, in
// one line beside the rows: its kind, its options' labels (the first
// maxPromptOptions), which one is highlighted or ticked, and the
// answer_prompt call that answers it. The question and the options' keys
// are left out: the rows show them (answer_prompt takes a label).
func writePrompt(b *strings.Builder, v Screen) {
	p := v.Prompt
	if p == nil {
		return
	}
	fmt.Fprintf(b, "\n(prompt: %s", p.Kind)
	if p.Default != "" {
		fmt.Fprintf(b, ", default %s", quoteLabel(p.Default))
	}
	sel := p.SelectedIndex()
	for i, o := range p.Options {
		if i == maxPromptOptions {
			fmt.Fprintf(b, ", … %d more", len(p.Options)-i)
			if sel >= i {
				fmt.Fprintf(b, "; highlighted: %s", quoteLabel(p.Options[sel].Label))
			}
			break
		}
		if i == 0 {
			b.WriteString("; ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(quoteLabel(o.Label))
		if i == sel {
			b.WriteString(" (highlighted)")
		}
		if o.Checked != nil && *o.Checked {
			b.WriteString(" (ticked)")
		}
	}
	if (p.Kind == modes.Select || p.Kind == modes.Multiselect) && len(p.Options) > 0 && sel < 0 {
		b.WriteString("; no highlight seen")
	}
	b.WriteString("; answer_prompt " + answerCall(v.SessionID, p) + ")")
}

// quoteLabel quotes a label from the screen for a line of the text, cut to
// a few dozen characters.
func quoteLabel(s string) string { return strconv.Quote(clip(s, 40)) }

// answerCall is the answer_prompt call that answers p: with the highlighted
// option (else the default, else the first), the ticked ones, or the
// text to type.
func answerCall(id string, p *Prompt) string {
	arg := func(name string, v any) string {
		return fmt.Sprintf(`{"session_id": %s, %q: %s}`, jsonText(id), name, jsonText(v))
	}
	switch p.Kind {
	case modes.Confirm:
		return strings.Replace(arg("confirm", true), "true}", "true|false}", 1)
	case modes.Text, modes.Password:
		return arg("text", "…")
	case modes.Multiselect:
		ticked := []string{}
		for _, o := range p.Options {
			if o.Checked != nil && *o.Checked {
				ticked = append(ticked, clip(o.Label, 40))
			}
		}
		if len(ticked) == 0 && len(p.Options) > 0 {
			ticked = append(ticked, clip(p.Options[0].Label, 40))
		}
		return arg("choices", ticked)
	}
	pick := "…"
	switch i := p.SelectedIndex(); {
	case i >= 0:
		pick = p.Options[i].Label
	case p.Default != "":
		pick = p.Default
	case len(p.Options) > 0:
		pick = p.Options[0].Label
	}
	return arg("choice", clip(pick, 40))
}

// jsonText is v as JSON on one line, for a call in a sentence: <, > and &
// as they are.
func jsonText(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "null"
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// formOf is the form a tool's delta argument asks for.
func formOf(delta bool) Form {
	if delta {
		return Delta
	}
	return Full
}

// screenResult is a tool result carrying a screen in the form asked for,
// as structured content and as text, within MaxResultBytes.
func screenResult(v session.Screen, form Form) *mcp.CallToolResult {
	return pagedResult(v, session.Page{}, form)
}

// pagedResult is screenResult for a screen that carries the page of
// scrollback asked for.
func pagedResult(v session.Screen, page session.Page, form Form) *mcp.CallToolResult {
	w := fitted(v, page, form)
	return mcp.NewToolResultStructured(w, Render(w))
}

// fitted is v on the wire in form, within MaxResultBytes.
func fitted(v session.Screen, page session.Page, form Form) Screen {
	loadDelta(&v, form)
	fitScreen(&v, page, 0, form)
	return NewScreen(v, form)
}

// loadDelta reads the lines that scrolled off, for a result in the delta
// form.
func loadDelta(v *session.Screen, form Form) {
	if form == Delta && v.Changed {
		v.Delta.LoadHistory()
	}
}

// fail turns an error from the session package or from argument checks into
// the result the agent sees: an isError result with one sentence naming the
// next step for mistakes it can fix, a Go error for internal faults. A
// screen given is rendered below the sentence, in the full form.
func fail(err error, screen *session.Screen) (*mcp.CallToolResult, error) {
	return failIn(err, screen, Full)
}

// failIn is fail with the screen rendered in form.
func failIn(err error, screen *session.Screen, form Form) (*mcp.CallToolResult, error) {
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
		msg = exitedSentence(screen, form)
	case errors.Is(err, session.ErrLimit):
		msg = err.Error() + "; close one with close_session and try again"
	case errors.Is(err, session.ErrNotShell):
		msg = err.Error() + "; run_command needs a session opened without command or argv (or leave session_id out for a fresh shell); use send_text with enter for other programs"
	case errors.Is(err, session.ErrCommand):
		msg = err.Error() + "; press keys with send_keys instead"
	case errors.Is(err, session.ErrRunning) && screen != nil && screen.Prompt != nil:
		msg = err.Error() + " and waits for an answer to its prompt; answer it with answer_prompt " + answerCall(screen.SessionID, NewScreen(*screen, Full).Prompt) +
			", then run_command with this session_id and no command follows it (its output and exit code)"
	case errors.Is(err, session.ErrRunning):
		msg = err.Error() + "; run_command with this session_id and no command follows it (its output and exit code), send_keys <ctrl-c> stops it"
	case errors.Is(err, session.ErrNoCommand):
		msg = err.Error()
		if c := lastOf(screen); c != "" {
			msg += "; the last one, " + c
		}
		msg += "; give command to run one"
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
	case errors.Is(err, session.ErrNoPTY):
		msg = err.Error() + "; close sessions you no longer need (list_sessions shows them, close_session ends one) or end other terminal programs, then open again"
	case errors.Is(err, context.Canceled):
		msg = "the call was cancelled by the client"
	default:
		return nil, err
	}
	msg = capMessage(msg)
	if screen != nil && screen.SessionID != "" {
		v := *screen
		loadDelta(&v, form)
		fitScreen(&v, session.Page{}, 0, form)
		msg += "\n" + Render(NewScreen(v, form))
	}
	return mcp.NewToolResultError(msg), nil
}

// lastOf describes a screen's last command, if it has one.
func lastOf(v *session.Screen) string {
	if v == nil || v.LastCommand == nil || !v.LastCommand.Finished || v.LastCommand.ExitCode == nil {
		return ""
	}
	return fmt.Sprintf("%s, ended with exit code %d", clip(v.LastCommand.Command, 80), *v.LastCommand.ExitCode)
}

func exitedSentence(v *session.Screen, form Form) string {
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
	where := "is below"
	if !v.Changed {
		where = "is the one last returned"
	} else if form == Delta {
		where = "is the last one returned with the changes below"
	}
	return fmt.Sprintf("session %s %s; its final screen %s; read it, close_session it, or open a new session", v.SessionID, how, where)
}
