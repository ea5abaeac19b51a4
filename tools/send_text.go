package tools

import (
	"context"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

type textArgs struct {
	SessionID string `json:"session_id"`
	Text      string `json:"text" jsonschema:"literal text to type; no key notation"`
	Enter     bool   `json:"enter,omitempty" jsonschema:"press Enter after the text"`
	Paste     bool   `json:"paste,omitempty" jsonschema:"send as a bracketed paste when the program enabled it (multi-line code into a REPL or editor)"`
	Secret    bool   `json:"secret,omitempty" jsonschema:"a password or token: never logged or recorded; wherever the program shows it (echoed, wrapped, quoted, in the title or a command's output) results show * for each of its cells, and no picture is made while it is on the screen. Secrets shorter than 4 characters are hidden only from recordings: results show them (hiding every 'y' of a screen would wreck it)"`
	TimeoutMs int    `json:"timeout_ms,omitempty" jsonschema:"how long to wait for the program to settle"`
	Expect    string `json:"expect,omitempty" jsonschema:"return as soon as this text appears after the input instead of waiting to settle"`
}

func sendText(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("send_text",
		"Type literal text into a session (newlines become Enter), optionally as a bracketed paste and "+
			"followed by Enter, and return the screen once the program has settled. "+
			"Use secret for passwords and tokens: the text is never logged or recorded, and results hide it "+
			"wherever the program shows it (secrets of 4 characters or more; shorter ones are hidden from recordings only).",
		schema[textArgs]([]string{"session_id", "text"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Type text"},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[textArgs]("send_text", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, 5*time.Second)
		if err != nil {
			return fail(err, nil)
		}
		if a.Text == "" && !a.Enter {
			return fail(argErrorf("text is empty and enter is false, so there is nothing to send"), nil)
		}
		if len(a.Text) > m.Config().MaxInput {
			return fail(argErrorf("text is %d bytes, over the limit of %d a call; send it in parts", len(a.Text), m.Config().MaxInput), nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		secret := ""
		if a.Secret {
			secret = a.Text
		}
		ctx = session.WithMark(ctx, textLabel(a, s.Redact))
		return sendResult(s.Send(ctx, textInput(a.Text, a.Enter, a.Paste, s.Terminal().Modes().BracketedPaste), secret, a.Expect, wait))
	}
}

// textInput is what a terminal sends for typed or pasted text: newlines as
// carriage returns (the Enter key), a paste bracketed when the program asked
// for it, and Enter at the end when wanted.
func textInput(text string, enter, paste, bracketed bool) []byte {
	b := emulator.EncodeText(text, paste, emulator.Modes{BracketedPaste: bracketed})
	if enter {
		b = append(b, '\r')
	}
	return b
}

// textLabel names a send_text call in a recording: never a secret's text,
// nor an earlier secret in it (redacted before quoting and clipping change
// its bytes).
func textLabel(a textArgs, redact func(string) string) string {
	if a.Secret {
		return "send_text (secret input redacted)"
	}
	label := "send_text " + strconv.Quote(clip(redact(a.Text), 80))
	if a.Enter {
		label += " <enter>"
	}
	return label
}

// clip shortens s to at most n runes, marking the cut.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
