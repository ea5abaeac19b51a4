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
	Keys      string `json:"keys" jsonschema:"e.g. ls<enter> :wq<enter> <ctrl-c>"`
	TimeoutMs int    `json:"timeout_ms,omitempty"`
	Expect    string `json:"expect,omitempty"`
	Regex     string `json:"expect_regex,omitempty"`
	shapeArgs
}

func (a keysArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a keysArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

// keyNames lists the key names for send_keys' description, without angle
// brackets (JSON escapes each as six characters). The keypad's (kp0-kp9,
// kpenter…) and mclick are left out for room (tools/list has a cap): the
// error for an unknown name lists every one.
const keyNames = "enter tab esc bs space up down left right home end pgup pgdn insert delete f1-f12, " +
	"lt for <, with ctrl- alt- shift- (ctrl-c, shift-tab); vim's too (CR, C-c); " +
	"click:ROW,COL rclick wheelup wheeldown"

func sendKeys(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("send_keys",
		"Press keys; returns the screen once the program settles. Characters are typed; bracketed names "+
			"are keys: "+keyNames+".",
		schema[keysArgs]([]string{"session_id", "keys"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Press keys"},
	)
	check := func(a *keysArgs) error {
		if _, err := expectOf(a.Expect, a.Regex); err != nil {
			return err
		}
		if a.Keys == "" {
			return argErrorf("keys is empty; give the keys to press, e.g. \"ls<enter>\"")
		}
		if len(a.Keys) > m.Config().MaxInput {
			return argErrorf("keys is %d bytes, over the limit of %d a call; send it in parts", len(a.Keys), m.Config().MaxInput)
		}
		return nil
	}
	return tool, onSession(src, "send_keys", 5*time.Second, check, func(ctx context.Context, c call[keysArgs]) (*mcp.CallToolResult, error) {
		a, s := c.args, c.s
		keys, err := emulator.ParseKeys(a.Keys)
		if err == nil {
			err = emulator.CheckKeys(keys, s.Terminal().Modes())
		}
		switch {
		case errors.Is(err, emulator.ErrUnknownKey):
			return fail(argErrorf("%v; nothing was sent. Valid names: %s. To type text literally use send_text", err, emulator.KeyNames), nil)
		case errors.Is(err, emulator.ErrMouseOff):
			return fail(argErrorf("%v; nothing was sent. A program reports clicks only once it turns the mouse on "+
				"(vim with :set mouse=a, htop and most full-screen programs at start); use keys instead", err), nil)
		case errors.Is(err, emulator.ErrMouseWhere):
			return fail(argErrorf("%v; nothing was sent", err), nil)
		}
		if err != nil {
			return nil, err
		}
		expect, _ := expectOf(a.Expect, a.Regex) // checked
		wait, rest := capWait(m, c.wait)
		v, err := s.Send(session.WithMark(ctx, "send_keys "+a.Keys), session.Keys(keys...), expect, wait)
		cutNote(&v, m, rest, goOnWaiting(s.ID(), expect))
		return sendResult(v, err, a.shapeFor(Delta))
	})
}

// sendResult answers an input tool: the screen, or the error with the
// screen when there is one.
func sendResult(v session.Screen, err error, sh shape) (*mcp.CallToolResult, error) {
	if err != nil {
		if v.SessionID != "" {
			return failIn(err, &v, sh)
		}
		return fail(err, nil)
	}
	return screenResult(v, sh), nil
}
