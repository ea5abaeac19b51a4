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
	Scrollback    int     `json:"scrollback,omitempty"`
	Offset        int     `json:"scrollback_offset,omitempty"`
	SinceRevision *uint64 `json:"since_revision,omitempty" jsonschema:"the revision you have (0: none)"`
	Format        string  `json:"format,omitempty"`
	shapeArgs
}

func (a readArgs) target() (string, int) { return a.SessionID, 0 }

func (a readArgs) far(id string, lost *uint64) any {
	a.SessionID = id
	if lost != nil {
		// Reckoned from the screen the agent has: the whole screen when
		// it changed since.
		if a.Delta != nil && *a.Delta {
			a.Delta = nil
		}
		if a.SinceRevision == nil {
			a.SinceRevision = lost
		}
	}
	return a
}

// maxPictureCells bounds the screens read_screen draws: 320x160 cells make
// a picture of about 2560x2720 pixels.
const maxPictureCells = 320 * 160

func readScreen(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	tool := withApp(rawTool("read_screen",
		"The screen now, without waiting (unchanged: its header alone, but a program's final screen whole; delta false: all). grep, tail, row_range, here and wherever delta is: "+
			"only those rows, numbered. scrollback adds lines above the screen (scrollback_offset skips the nearest); format png|svg a picture.",
		schema[readArgs]([]string{"session_id"},
			prop{"format", map[string]any{"enum": []string{"text", "png", "svg"}}},
			prop{"grep", map[string]any{"description": "RE2: rows matching"}},
			prop{"tail", map[string]any{"description": "the last N rows not blank"}},
			prop{"row_range", map[string]any{"description": "[first, last]"}},
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Read the screen", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	))
	return tool, onSession(src, "read_screen", 0, checkRead, func(ctx context.Context, c call[readArgs]) (*mcp.CallToolResult, error) {
		a, s := c.args, c.s
		page := session.Page{Lines: a.Scrollback, Skip: a.Offset, Bytes: budget}
		v := s.Read(page, a.SinceRevision)
		s.Mark("read_screen", &v)
		sh := a.shapeFor(Full)
		sh.readEnded(v)
		w := fitted(v, page, sh)
		w.ShowRevision = a.SinceRevision != nil // it counts revisions
		res := mcp.NewToolResultStructured(w, Render(w))
		if a.Format != session.PicturePNG && a.Format != session.PictureSVG {
			return res, nil
		}
		pic, err := s.Picture(a.Format, maxPictureCells)
		switch {
		case errors.Is(err, session.ErrTooLarge):
			return failIn(argErrorf("%v, too large for a picture; resize_session smaller, or read it as text", err), &v, sh)
		case errors.Is(err, session.ErrSecretOnScreen):
			return failIn(argErrorf("no picture while secret input shows on the screen; read it as text, where it is masked"), &v, sh)
		case err != nil:
			return nil, err
		}
		if a.Format == session.PictureSVG {
			if len(pic) > maxPictureBytes {
				return fail(argErrorf("the SVG picture of this screen takes %s, over the cap of %s; resize_session smaller, or read it as text",
					size(len(pic)), size(maxPictureBytes)), &v)
			}
			res.Content = append(res.Content, mcp.NewEmbeddedResource(mcp.TextResourceContents{
				URI: screenURIPrefix + s.ID() + "/screen.svg", MIMEType: "image/svg+xml", Text: string(pic)}))
			return res, nil
		}
		if n := base64.StdEncoding.EncodedLen(len(pic)); n > maxPictureBytes {
			return fail(argErrorf("the picture of this screen takes %s, over the cap of %s; resize_session smaller, or read it as text",
				size(n), size(maxPictureBytes)), &v)
		}
		res.Content = append(res.Content, mcp.NewImageContent(base64.StdEncoding.EncodeToString(pic), "image/png"))
		return res, nil
	})
}

// checkRead checks read_screen's page of scrollback and format.
func checkRead(a *readArgs) error {
	if a.Scrollback < 0 || a.Scrollback > maxScrollbackRead {
		return argErrorf("scrollback must be between 0 and %d lines", maxScrollbackRead)
	}
	if a.Offset < 0 || a.Offset > maxScrollbackOffset {
		return argErrorf("scrollback_offset must be between 0 and %d lines", maxScrollbackOffset)
	}
	if a.Offset > 0 && a.Scrollback == 0 {
		return argErrorf("scrollback_offset pages through scrollback: give scrollback too, the number of lines to return")
	}
	if a.Format != "" && a.Format != "text" && a.Format != session.PicturePNG && a.Format != session.PictureSVG {
		return argErrorf("format %s is not text, png or svg", clipArg(a.Format))
	}
	return nil
}

// readEnded makes read_screen of an ended program's screen, unchanged
// since the agent's last result, show that final screen whole rather
// than "(unchanged)": an agent that reads a screen after the end wants
// the last screen, which it would otherwise need to know to ask for
// (delta false). delta true, or a part asked for, is as asked.
func (sh *shape) readEnded(v session.Screen) {
	if v.State == session.Exited && !v.Changed && !sh.asked && sh.part == nil {
		sh.whole = true
	}
}
