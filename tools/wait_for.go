package tools

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

type waitArgs struct {
	SessionID string `json:"session_id"`
	Text      string `json:"text,omitempty"`
	Regex     string `json:"regex,omitempty" jsonschema:"RE2, ^ and $ at line ends"`
	Gone      string `json:"gone,omitempty" jsonschema:"text no longer shown"`
	Mode      string `json:"mode,omitempty"`
	State     string `json:"state,omitempty"`
	TimeoutMs int    `json:"timeout_ms,omitempty"`
	shapeArgs

	cond session.Cond // what the above ask for, once checked
}

func (a waitArgs) target() (string, int) { return a.SessionID, a.TimeoutMs }

func (a waitArgs) far(id string, lost *uint64) any {
	a.SessionID, a.shapeArgs = id, a.shapeArgs.far(lost)
	return a
}

func waitFor(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := rawTool("wait_for",
		"Wait until every condition given holds; wait.outcome is matched, or timeout.",
		schema[waitArgs]([]string{"session_id"},
			prop{"mode", map[string]any{"enum": enumOf(modes.All...)}},
			prop{"state", map[string]any{"enum": states}},
			timeoutProp(5000),
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Wait for the screen", ReadOnlyHint: mcp.ToBoolPtr(true), IdempotentHint: mcp.ToBoolPtr(true)},
	)
	return tool, onSession(src, "wait_for", 5*time.Second, checkWait, func(ctx context.Context, c call[waitArgs]) (*mcp.CallToolResult, error) {
		wait, rest := capWait(m, c.wait)
		v, err := c.s.WaitFor(session.WithMark(ctx, "wait_for "+waitLabel(c.args, c.s.Redact)), c.args.cond, wait)
		cutNote(&v, m, rest, fmt.Sprintf("wait_for with the same conditions and timeout_ms %d", rest.Milliseconds()))
		return sendResult(v, err, c.args.shapeFor(Delta))
	})
}

// checkWait checks wait_for's conditions and fills a.cond with them.
func checkWait(a *waitArgs) error {
	cond := session.Cond{Text: a.Text, Gone: a.Gone, Mode: modes.Mode(a.Mode), State: session.State(a.State)}
	if a.Text == "" && a.Regex == "" && a.Gone == "" && a.Mode == "" && a.State == "" {
		return argErrorf("wait_for needs at least one of text, regex, gone, mode or state")
	}
	if a.Regex != "" {
		// ^ and $ match at line ends: the screen is lines.
		re, err := regexp.Compile("(?m)" + a.Regex)
		if err != nil {
			return argErrorf("regex %s does not compile (%v); fix it, or use text for a literal match", clipArg(a.Regex), err)
		}
		cond.Regex = re
	}
	if a.Mode != "" && !slices.Contains(modes.All, cond.Mode) {
		return argErrorf("mode %s is not one of %v", clipArg(a.Mode), modes.All)
	}
	if a.State != "" && !slices.Contains(states, a.State) {
		return argErrorf("state %s is not one of %v", clipArg(a.State), states)
	}
	a.cond = cond
	return nil
}

// waitLabel names a wait_for call's conditions in a recording, secrets
// redacted.
func waitLabel(a waitArgs, redact func(string) string) string {
	var parts []string
	for _, c := range [][2]string{{"text", a.Text}, {"regex", a.Regex}, {"gone", a.Gone}, {"mode", a.Mode}, {"state", a.State}} {
		if c[1] != "" {
			parts = append(parts, c[0]+"="+strconv.Quote(clip(redact(c[1]), 60)))
		}
	}
	return strings.Join(parts, " ")
}
