package tools_test

import (
	"context"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/agentty/agentty/session"
)

// maxToolsList bounds tools/list: it is in every conversation that loads
// agentty.
const maxToolsList = 12000

// TestToolsListSize measures tools/list as the server sends it (every tool
// it registers, marshalled to JSON) and checks that every tool still
// carries a description, an input schema and an output schema, and that
// the tools answering with a screen share one output schema.
func TestToolsListSize(t *testing.T) {
	h := newHarness(t, session.Config{})
	res, err := h.c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	n := utf8.RuneCount(raw)
	t.Logf("tools/list: %d characters for %d tools", n, len(res.Tools))
	if n > maxToolsList {
		t.Errorf("tools/list is %d characters, over %d", n, maxToolsList)
	}
	screens := map[string]string{}
	for _, tool := range res.Tools {
		b, _ := json.Marshal(tool)
		t.Logf("%-16s %5d", tool.Name, utf8.RuneCount(b))
		var m struct {
			Description  string         `json:"description"`
			InputSchema  map[string]any `json:"inputSchema"`
			OutputSchema map[string]any `json:"outputSchema"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if len(m.Description) < 40 || m.InputSchema["type"] != "object" || m.OutputSchema["type"] != "object" {
			t.Errorf("%s: description %q, input schema %v, output schema %v", tool.Name, m.Description, m.InputSchema, m.OutputSchema)
		}
		props, _ := m.OutputSchema["properties"].(map[string]any)
		if _, ok := props["mode"]; ok {
			out, _ := json.Marshal(m.OutputSchema)
			screens[tool.Name] = string(out)
			if in, _ := m.InputSchema["properties"].(map[string]any); in["delta"] == nil {
				t.Errorf("%s returns a screen but takes no delta", tool.Name)
			}
		}
	}
	if len(screens) < 9 {
		t.Errorf("%d tools return a screen, want at least 9: %v", len(screens), screens)
	}
	// One screen schema: the tools that return a screen and nothing more
	// carry it as it is, the others (run_command, request_user_input) its
	// properties and their own.
	var shared map[string]any
	_ = json.Unmarshal([]byte(screens["read_screen"]), &shared)
	sharedProps, _ := shared["properties"].(map[string]any)
	for name, s := range screens {
		var own map[string]any
		_ = json.Unmarshal([]byte(s), &own)
		props, _ := own["properties"].(map[string]any)
		if len(props) == len(sharedProps) && s != screens["read_screen"] {
			t.Errorf("%s's output schema differs from read_screen's:\n%s\n%s", name, s, screens["read_screen"])
		}
		for k, v := range sharedProps {
			if b1, b2 := mustJSON(v), mustJSON(props[k]); b1 != b2 {
				t.Errorf("%s's output schema has %s as %s, not %s", name, k, b2, b1)
			}
		}
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestEveryArgumentDocumented: docs/tools.md's table of tools names every
// argument each tool's input schema takes, in its row.
func TestEveryArgumentDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/tools.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `(\\w+)` \\| (.*?) \\| ")
	name := regexp.MustCompile("`(\\w+)`")
	documented := map[string]map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(doc), -1) {
		documented[m[1]] = map[string]bool{}
		for _, a := range name.FindAllStringSubmatch(m[2], -1) {
			documented[m[1]][a[1]] = true
		}
	}
	// As a client that declared MCP Apps lists them: the view's own tool
	// too.
	h := appHarness(t, time.Minute, mcp.LATEST_PROTOCOL_VERSION)
	res, err := h.c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(res.Tools, func(tool mcp.Tool) bool { return tool.Name == "app_session" }) {
		t.Fatal("tools/list to a client that declared MCP Apps lacks app_session")
	}
	for _, tool := range res.Tools {
		args, ok := documented[tool.Name]
		if !ok {
			t.Errorf("docs/tools.md has no row of %s", tool.Name)
			continue
		}
		b, _ := json.Marshal(tool.InputSchema)
		var schema struct {
			Properties map[string]any `json:"properties"`
		}
		if err := json.Unmarshal(b, &schema); err != nil {
			t.Fatal(err)
		}
		for arg := range schema.Properties {
			if !args[arg] {
				t.Errorf("docs/tools.md's row of %s does not name its argument %s", tool.Name, arg)
			}
		}
	}
}
