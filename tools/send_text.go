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
	Text      string `json:"text"`
	Enter     bool   `json:"enter,omitempty" jsonschema:"then Enter, its own key"`
	Paste     *bool  `json:"paste,omitempty" jsonschema:"default true; false: typed; true: say which"`
	Secret    bool   `json:"secret,omitempty" jsonschema:"a password or token"`
	TimeoutMs int    `json:"timeout_ms,omitempty"`
	Expect    string `json:"expect,omitempty"`
	Regex     string `json:"expect_regex,omitempty"`
	shapeArgs
}

func (a textArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a textArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func sendText(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("send_text",
		"Paste literal text (bracketed if the program enabled it); returns the screen once settled, the text's echo as "+echoMark+". Keys for vim's normal mode: send_keys. "+
			"A secret is never logged, recorded or shown (* from 4 characters).",
		schema[textArgs]([]string{"session_id", "text"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Type text"},
	)
	check := func(a *textArgs) error {
		if _, err := expectOf(a.Expect, a.Regex); err != nil {
			return err
		}
		if a.Text == "" && !a.Enter {
			return argErrorf("text is empty and enter is false, so there is nothing to send")
		}
		if len(a.Text) > m.Config().MaxInput {
			return argErrorf("text is %d bytes, over the limit of %d a call; send it in parts", len(a.Text), m.Config().MaxInput)
		}
		return nil
	}
	return tool, onSession(src, "send_text", 5*time.Second, check, func(ctx context.Context, c call[textArgs]) (*mcp.CallToolResult, error) {
		a, s := c.args, c.s
		secret := ""
		if a.Secret {
			secret = a.Text
		}
		ctx = session.WithMark(ctx, textLabel(a, s.Redact))
		bracketed := s.Terminal().Modes().BracketedPaste
		expect, _ := expectOf(a.Expect, a.Regex) // checked
		wait, rest := capWait(m, c.wait)
		in := session.Input{Text: textInput(a.Text, a.Paste == nil || *a.Paste, bracketed), Enter: a.Enter, Secret: secret}
		v, err := s.Send(ctx, in, expect, wait)
		cutNote(&v, m, rest, goOnWaiting(s.ID(), expect))
		sh := a.shapeFor(Delta)
		if !a.Secret {
			sh.echo = a.Text
		}
		if err != nil || a.Paste == nil || !*a.Paste {
			return sendResult(v, err, sh)
		}
		w := fitted(v, session.Page{}, sh)
		w.Paste = Typed
		if bracketed {
			w.Paste = Bracketed
		}
		return mcp.NewToolResultStructured(w, Render(w)), nil
	})
}

// textInput is what a terminal sends for pasted or typed text: a paste
// bracketed when the program asked for it, newlines as carriage returns
// (the Enter key), and nothing for no text. Enter after it is a key of its
// own (session.Input.Enter).
func textInput(text string, paste, bracketed bool) []byte {
	if text == "" {
		return nil
	}
	return emulator.EncodeText(text, paste, emulator.Modes{BracketedPaste: bracketed})
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
