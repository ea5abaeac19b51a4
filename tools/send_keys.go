package tools

import (
	"context"
	"errors"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

type keysArgs struct {
	SessionID string `json:"session_id"`
	Keys      string `json:"keys" jsonschema:"keys to press: plain characters, and names in angle brackets such as <enter> <esc> <ctrl-c> <up> <f1> <alt-x> (<lt> for a literal <)"`
	TimeoutMs int    `json:"timeout_ms,omitempty" jsonschema:"how long to wait for the program to settle"`
	Expect    string `json:"expect,omitempty" jsonschema:"return as soon as this text appears after the keys instead of waiting to settle"`
}

func sendKeys(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("send_keys",
		"Press keys in a session, encoded for the terminal's current modes as a real terminal would, "+
			"and return the screen once the program has settled. Names: "+emulator.KeyNames+".",
		schema[keysArgs]([]string{"session_id", "keys"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Press keys"},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[keysArgs]("send_keys", req)
		if err != nil {
			return fail(err, nil)
		}
		wait, err := timeout(a.TimeoutMs, 5*time.Second)
		if err != nil {
			return fail(err, nil)
		}
		if a.Keys == "" {
			return fail(argErrorf("keys is empty; give the keys to press, e.g. \"ls<enter>\""), nil)
		}
		if len(a.Keys) > m.Config().MaxInput {
			return fail(argErrorf("keys is %d bytes, over the limit of %d a call; send it in parts", len(a.Keys), m.Config().MaxInput), nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		seq, err := emulator.EncodeKeys(a.Keys, s.Terminal().Modes())
		if errors.Is(err, emulator.ErrUnknownKey) {
			return fail(argErrorf("%v; nothing was sent. Valid names: %s. To type text literally use send_text", err, emulator.KeyNames), nil)
		}
		if err != nil {
			return nil, err
		}
		return sendResult(s.Send(session.WithMark(ctx, "send_keys "+a.Keys), seq, "", a.Expect, wait))
	}
}

// sendResult answers an input tool: the screen, or the error with the
// screen when there is one.
func sendResult(v session.Screen, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		if v.SessionID != "" {
			return fail(err, &v)
		}
		return fail(err, nil)
	}
	return screenResult(v), nil
}
