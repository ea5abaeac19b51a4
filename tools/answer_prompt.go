package tools

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/session"
)

type answerArgs struct {
	SessionID string   `json:"session_id"`
	Choice    *string  `json:"choice,omitempty" jsonschema:"an option's label or key"`
	Choices   []string `json:"choices,omitempty" jsonschema:"multiselect: the labels to tick"`
	Text      *string  `json:"text,omitempty" jsonschema:"empty takes the default"`
	Confirm   *bool    `json:"confirm,omitempty"`
	TimeoutMs int      `json:"timeout_ms,omitempty" jsonschema:"for each step"`
	shapeArgs
}

func (a answerArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a answerArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func answerPrompt(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("answer_prompt",
		"Answer the result's prompt (question, menu, form) with one of choice, choices, text, confirm: "+
			"moves the highlight with the widget's keys, checking each step on screen, and submits; a password goes as secret input.",
		schema[answerArgs]([]string{"session_id"}, timeoutProp(5000)),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Answer a prompt"},
	)
	check := func(a *answerArgs) error {
		given := 0
		for _, set := range []bool{a.Choice != nil, a.Choices != nil, a.Text != nil, a.Confirm != nil} {
			if set {
				given++
			}
		}
		if given != 1 {
			return argErrorf("give exactly one of choice, choices, text or confirm")
		}
		if a.Text != nil && len(*a.Text) > m.Config().MaxInput {
			return argErrorf("text is %d bytes, over the limit of %d a call", len(*a.Text), m.Config().MaxInput)
		}
		return nil
	}
	return tool, onSession(src, "answer_prompt", 5*time.Second, check, func(ctx context.Context, c call[answerArgs]) (*mcp.CallToolResult, error) {
		a := c.args
		v, err := c.s.AnswerPrompt(ctx, session.PromptAnswer{Choice: a.Choice, Choices: a.Choices, Text: a.Text, Confirm: a.Confirm}, c.wait)
		if err != nil {
			return failIn(err, &v, a.shapeFor(Delta))
		}
		return screenResult(v, a.shapeFor(Delta)), nil
	})
}
