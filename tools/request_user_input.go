package tools

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type askArgs struct {
	SessionID string `json:"session_id"`
	Message   string `json:"message" jsonschema:"e.g. the sudo password of deploy@build"`
	Secret    *bool  `json:"secret,omitempty" jsonschema:"never shown to you"`
	TimeoutMs int    `json:"timeout_ms,omitempty" jsonschema:"the page's life"`
	shapeArgs
}

func (a askArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a askArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

// askResult is request_user_input's result: the screen, and how the
// question ended.
type askResult struct {
	Screen
	Outcome string `json:"outcome" jsonschema:"entered, declined, cancelled, timeout, or url: show url to the person, then wait_for"`
	URL     string `json:"url,omitempty" jsonschema:"the one-time page, when you must show it to the person"`
	Answer  string `json:"answer,omitempty" jsonschema:"what the person answered, for a question that is not secret"`
}

// askTimeout is how long a person has to answer by default (the page's
// life); maxMessage bounds the question.
const (
	askTimeout = 5 * time.Minute
	maxMessage = 2000
)

// elicitID names the elicitation in the input requests of a tool result.
const elicitID = "person"

func requestUserInput(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("request_user_input",
		"Ask the person for input the program needs (a password): typed on a one-time local page the client opens, "+
			"it goes to the program with Enter as secret input.",
		schema[askArgs]([]string{"session_id", "message"},
			prop{"secret", map[string]any{"default": true}},
			timeoutProp(int(askTimeout.Milliseconds())),
		),
		outputSchema[askResult](append([]string{"outcome", "url"}, screenFields...)...),
		mcp.ToolAnnotation{Title: "Ask the person"},
	)
	return tool, onSession(src, "request_user_input", askTimeout, checkAsk, func(ctx context.Context, c call[askArgs]) (*mcp.CallToolResult, error) {
		a, s, ttl := c.args, c.s, c.wait
		secret := a.Secret == nil || *a.Secret
		form := a.shapeFor(Delta)
		if c.req.Params.RequestState != "" {
			return askAnswered(ctx, m, s, c.req, form)
		}
		if exited, _, _ := s.ExitStatus(); exited {
			v := s.Read(session.Page{}, nil)
			return fail(fmt.Errorf("%w: %s", session.ErrExited, s.ID()), &v)
		}
		q, err := m.Ask(s, a.Message, secret, ttl)
		if errors.Is(err, session.ErrNoPage) {
			return fail(argErrorf("this agentty serves no web page to ask on (it runs standalone without --web); ask the person in the chat instead, or restart it with --web 127.0.0.1:0"), nil)
		}
		if err != nil {
			return nil, err
		}
		if !urlElicitation(ctx) {
			// The client cannot open the page: the agent shows it.
			w := fitted(s.Read(session.Page{}, nil), session.Page{}, form)
			r := askResult{Screen: w, Outcome: "url", URL: q.URL}
			return mcp.NewToolResultStructured(r, bareHeader(w)+"\noutcome url: show the person this one-time link, where they type it ("+
				fmt.Sprintf("it works once, for %s): %s", ttl.Round(time.Second), q.URL)+
				"; it goes to the program as they submit it, so then wait_for the screen to change."), nil
		}
		return server.NewInputRequestBuilder(q.ID).Elicit(elicitID, mcp.ElicitationParams{
			Mode: mcp.ElicitationModeURL, Message: a.Message + " (agentty, session " + s.ID() + ")",
			ElicitationID: q.ID, URL: q.URL,
		}).ToolResult(), nil
	})
}

// checkAsk checks request_user_input's message.
func checkAsk(a *askArgs) error {
	switch {
	case strings.TrimSpace(a.Message) == "":
		return argErrorf("message is empty; say what the person should enter, e.g. the password of deploy@build")
	case len(a.Message) > maxMessage:
		return argErrorf("message is %d bytes, over %d; say it shorter", len(a.Message), maxMessage)
	}
	return nil
}

// askAnswered is the call again, with the client's answer to the
// elicitation: it waits for the person's answer on the page, then for the
// program to settle.
func askAnswered(ctx context.Context, m *session.Manager, s *session.Session, req mcp.CallToolRequest, form shape) (*mcp.CallToolResult, error) {
	q, ok := m.Question(req.Params.RequestState)
	if !ok || q.Session != s {
		return fail(argErrorf("the question this call answers has expired; call request_user_input again"), nil)
	}
	switch r := server.ElicitationResponse(req.Params.InputResponses, elicitID); {
	case r == nil:
		q.Finish(session.AskCancelled)
	case r.Action == mcp.ElicitationResponseActionDecline:
		q.Finish(session.AskDeclined)
	case r.Action == mcp.ElicitationResponseActionCancel:
		q.Finish(session.AskCancelled)
	}
	outcome, answer := q.Wait(ctx)
	var v session.Screen
	if outcome == session.AskEntered {
		var err error
		if v, err = s.Settle(ctx, session.Expect{}, 5*time.Second); err != nil {
			return fail(err, nil)
		}
	} else {
		v = s.Read(session.Page{}, nil)
	}
	if srv := server.ServerFromContext(ctx); srv != nil {
		_ = srv.SendElicitationComplete(ctx, server.ClientSessionFromContext(ctx), q.ID)
	}
	w := fitted(v, session.Page{}, form)
	r := askResult{Screen: w, Outcome: outcome, Answer: answer}
	return mcp.NewToolResultStructured(r, withOutcome(Render(w), outcome)), nil
}

// urlElicitation reports whether the client of a call can open a URL for
// the person (elicitation with url in its capabilities).
func urlElicitation(ctx context.Context) bool {
	if info := server.RequestProtocolInfoFromContext(ctx); info != nil && info.ClientCapabilities != nil {
		e := info.ClientCapabilities.Elicitation
		return e != nil && e.URL != nil
	}
	cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	if !ok {
		return false
	}
	e := cs.GetClientCapabilities().Elicitation
	return e != nil && e.URL != nil
}
