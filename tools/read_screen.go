package tools

import (
	"context"
	"encoding/base64"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type readArgs struct {
	SessionID     string  `json:"session_id"`
	Scrollback    int     `json:"scrollback,omitempty" jsonschema:"how many lines above the screen to include"`
	SinceRevision *uint64 `json:"since_revision,omitempty" jsonschema:"the revision you already have: when the screen is still at it, no lines are returned"`
	Format        string  `json:"format,omitempty" jsonschema:"text (the default), or png to add a picture of the screen (colours, cursor) as an image"`
}

// maxPictureCells bounds the screens read_screen draws: 320x160 cells make
// a picture of about 2560x2720 pixels.
const maxPictureCells = 320 * 160

func readScreen(m *session.Manager) (mcp.Tool, server.ToolHandlerFunc) {
	tool := rawTool("read_screen",
		"Return a session's screen now, without sending anything or waiting; with scrollback, "+
			"also that many lines above the screen; with format png, also a picture of it (colours, cursor). "+
			"Works on exited sessions too.",
		schema[readArgs]([]string{"session_id"},
			prop{"scrollback", map[string]any{"minimum": 0, "maximum": maxScrollbackRead, "default": 0}},
			prop{"since_revision", map[string]any{"minimum": 0}},
			prop{"format", map[string]any{"enum": []string{"text", "png"}, "default": "text"}},
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Read the screen", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[readArgs]("read_screen", req)
		if err != nil {
			return fail(err, nil)
		}
		if a.Scrollback < 0 || a.Scrollback > maxScrollbackRead {
			return fail(argErrorf("scrollback must be between 0 and %d lines", maxScrollbackRead), nil)
		}
		if a.Format != "" && a.Format != "text" && a.Format != "png" {
			return fail(argErrorf("format %q is not text or png", a.Format), nil)
		}
		s, err := lookup(m, a.SessionID)
		if err != nil {
			return fail(err, nil)
		}
		v := s.Read(a.Scrollback, a.SinceRevision)
		s.Mark("read_screen", &v)
		res := screenResult(v)
		if a.Format != "png" {
			return res, nil
		}
		pic, err := s.Picture(maxPictureCells)
		switch {
		case errors.Is(err, session.ErrTooLarge):
			return fail(argErrorf("%v, too large for a picture; resize_session smaller, or read it as text", err), &v)
		case errors.Is(err, session.ErrSecretOnScreen):
			return fail(argErrorf("no picture while secret input shows on the screen; read it as text, where it is masked"), &v)
		case err != nil:
			return nil, err
		}
		res.Content = append(res.Content, mcp.NewImageContent(base64.StdEncoding.EncodeToString(pic), "image/png"))
		return res, nil
	}
}
