package main

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The two commands a client starts agentty with: the npm package and the
// static binary on PATH. TestNPX runs the first as a client does, TestMCPB
// and TestDist the binary.
var serverCommands = [][]string{
	{"npx", "-y", "agentty-mcp", "serve"},
	{"agentty", "serve"},
}

// fence is a fenced block of a markdown page: its language and lines.
type fence struct {
	lang  string
	lines []string
}

// sections reads a markdown page into its "## " sections' fenced blocks.
func sections(t *testing.T, file string) map[string][]fence {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]fence{}
	section := ""
	var cur *fence
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case cur != nil && strings.HasPrefix(line, "```"):
			out[section] = append(out[section], *cur)
			cur = nil
		case cur != nil:
			if strings.TrimSpace(line) != "" {
				cur.lines = append(cur.lines, line)
			}
		case strings.HasPrefix(line, "```"):
			cur = &fence{lang: strings.TrimPrefix(line, "```")}
		case strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
		}
	}
	return out
}

// shellWords splits a command line as sh does for words, quotes (single
// and double) and a trailing comment; nothing else of sh is used here.
func shellWords(line string) []string {
	var words []string
	var w strings.Builder
	in, quote := false, rune(0)
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			w.WriteRune(r)
		case r == '\'' || r == '"':
			quote, in = r, true
		case r == '#' && !in:
			return words
		case r == ' ' || r == '\t':
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		default:
			w.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, w.String())
	}
	return words
}

// addCommand is the server command a client's add command line configures,
// by that client's grammar (docs/clients.md says whose).
func addCommand(t *testing.T, w []string) (client string, cmd []string) {
	t.Helper()
	after := func(sep string) []string {
		if i := slices.Index(w, sep); i >= 0 {
			return w[i+1:]
		}
		return nil
	}
	switch {
	case len(w) > 3 && w[0] == "claude" && w[1] == "mcp" && w[2] == "add":
		return "claude", after("--")
	case len(w) > 3 && w[0] == "codex" && w[1] == "mcp" && w[2] == "add":
		return "codex", after("--")
	case len(w) == 3 && w[0] == "code" && w[1] == "--add-mcp":
		var e struct {
			Name    string   `json:"name"`
			Command string   `json:"command"`
			Args    []string `json:"args"`
		}
		if err := json.Unmarshal([]byte(w[2]), &e); err != nil || e.Name != "agentty" {
			t.Errorf("code --add-mcp %s: %v", w[2], err)
		}
		return "code", append([]string{e.Command}, e.Args...)
	case len(w) > 3 && w[0] == "gemini" && w[1] == "mcp" && w[2] == "add":
		// gemini mcp add [-s SCOPE] NAME COMMAND [ARGS...], the server's
		// flags after --.
		var pos []string
		for i := 3; i < len(w); i++ {
			switch {
			case w[i] == "-s" || w[i] == "--scope":
				i++
			case w[i] == "--":
				pos = append(pos, w[i+1:]...)
				i = len(w)
			default:
				pos = append(pos, w[i])
			}
		}
		if len(pos) < 2 || pos[0] != "agentty" {
			t.Errorf("gemini mcp add %v", w[3:])
			return "gemini", nil
		}
		return "gemini", pos[1:]
	case len(w) == 4 && w[0] == "goose" && w[1] == "session" && w[2] == "--with-extension":
		return "goose", strings.Fields(w[3])
	}
	t.Errorf("no client's add command: %q", w)
	return "", nil
}

// configCommands are the server commands of a client's configuration or
// install link, in its format.
func configCommands(t *testing.T, f fence) [][]string {
	t.Helper()
	var out [][]string
	entry := func(m map[string]any) {
		cmd, _ := m["command"].(string)
		if cmd == "" {
			cmd, _ = m["cmd"].(string)
		}
		c := []string{cmd}
		args, _ := m["args"].([]any)
		for _, a := range args {
			s, _ := a.(string)
			c = append(c, s)
		}
		out = append(out, c)
	}
	switch f.lang {
	case "json":
		for _, line := range f.lines {
			var doc map[string]map[string]map[string]any
			if err := json.Unmarshal([]byte(line), &doc); err != nil {
				t.Errorf("%s: %v", line, err)
				continue
			}
			servers := doc["mcpServers"]
			if servers == nil {
				servers = doc["servers"]
				if ty := servers["agentty"]["type"]; ty != "stdio" {
					t.Errorf("VS Code's entry of type %v: %s", ty, line)
				}
			}
			if len(servers) != 1 || servers["agentty"] == nil {
				t.Errorf("no server agentty: %s", line)
				continue
			}
			entry(servers["agentty"])
		}
	case "toml":
		// Codex: one table, its command and its args (a TOML array of
		// basic strings is JSON's).
		m := map[string]any{}
		if f.lines[0] != "[mcp_servers.agentty]" {
			t.Errorf("the table %q", f.lines[0])
		}
		for _, l := range f.lines[1:] {
			k, v, _ := strings.Cut(l, " = ")
			var x any
			if err := json.Unmarshal([]byte(v), &x); err != nil {
				t.Errorf("%s: %v", l, err)
			}
			m[k] = x
		}
		entry(m)
	case "yaml":
		// goose: the entry under extensions, its cmd and its args (a flow
		// sequence of quoted strings is JSON's).
		m := map[string]any{}
		if f.lines[0] != "extensions:" || strings.TrimSpace(f.lines[1]) != "agentty:" {
			t.Errorf("no extension agentty: %q", f.lines[:2])
		}
		for _, l := range f.lines[2:] {
			k, v, _ := strings.Cut(strings.TrimSpace(l), ": ")
			if k == "cmd" || k == "args" {
				var x any
				if err := json.Unmarshal([]byte(strings.Trim(v, " ")), &x); err != nil {
					x = v // a plain scalar
				}
				m[k] = x
			}
		}
		if m["cmd"] == nil || m["args"] == nil {
			t.Errorf("no cmd or args: %q", f.lines)
		}
		entry(m)
	case "text":
		for _, line := range f.lines {
			u, err := url.Parse(line)
			if err != nil {
				t.Errorf("%s: %v", line, err)
				continue
			}
			q := u.Query()
			switch u.Scheme {
			case "cursor":
				b, err := base64.StdEncoding.DecodeString(q.Get("config"))
				var m map[string]any
				if err == nil {
					err = json.Unmarshal(b, &m)
				}
				if err != nil || q.Get("name") != "agentty" || u.Host != "anysphere.cursor-deeplink" || u.Path != "/mcp/install" {
					t.Errorf("the Cursor link %s: %v", line, err)
					continue
				}
				entry(m)
			case "goose":
				if u.Host != "extension" || q.Get("id") != "agentty" || q.Get("name") == "" {
					t.Errorf("the goose link %s", line)
				}
				out = append(out, append([]string{q.Get("cmd")}, q["arg"]...))
			default:
				t.Errorf("a link of %q", u.Scheme)
			}
		}
	default:
		t.Errorf("a block of %q", f.lang)
	}
	return out
}

// docs/clients.md gives every client in its own add command or format,
// each starting one of the two commands, both forms for each client; the
// README's one-step lines do the same, and its install lines name the
// real tap, server.json's version in the release URL, and how to run and
// build from a clone, with no placeholder.
func TestClientSteps(t *testing.T) {
	root := repoRoot(t)
	page := sections(t, filepath.Join(root, "docs", "clients.md"))
	for _, client := range []string{"Claude Code", "Claude Desktop", "VS Code", "Cursor", "Gemini CLI", "Codex", "Goose"} {
		fences, ok := page[client]
		if !ok {
			t.Errorf("clients.md has no section %s", client)
			continue
		}
		forms := map[int]bool{}
		for _, f := range fences {
			var cmds [][]string
			if f.lang == "sh" {
				for _, line := range f.lines {
					_, cmd := addCommand(t, shellWords(line))
					cmds = append(cmds, cmd)
				}
			} else {
				cmds = configCommands(t, f)
			}
			for _, c := range cmds {
				i := slices.IndexFunc(serverCommands, func(s []string) bool { return slices.Equal(s, c) })
				if i < 0 {
					t.Errorf("%s: the command %q is neither %q nor %q", client, c, serverCommands[0], serverCommands[1])
				}
				forms[i] = true
			}
		}
		if !forms[0] || !forms[1] {
			t.Errorf("%s: not both the npm and the binary form", client)
		}
	}

	readme := filepath.Join(root, "README.md")
	clients := 0
	for _, f := range sections(t, readme)["Use it from a client"] {
		if f.lang != "sh" {
			continue
		}
		for _, line := range f.lines {
			_, cmd := addCommand(t, shellWords(line))
			if !slices.Equal(cmd, serverCommands[0]) {
				t.Errorf("README: %q starts %q", line, cmd)
			}
			clients++
		}
	}
	if clients < 5 {
		t.Errorf("README's first screen has %d clients' add commands", clients)
	}

	entry, err := readServerEntry(filepath.Join(root, "server.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, want := range []string{
		"brew install " + tap + "/agentty",
		"V=v" + entry.Version + "; curl -fsSL https://github.com/agentty/agentty/releases/download/$V/agentty_${V}_linux_amd64.tar.gz",
		"agentty_v" + entry.Version + "_darwin_arm64.mcpb",
		"go run ./cmd/agentty serve",
		"git clone https://github.com/agentty/agentty",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("README does not say %q", want)
		}
	}
	if m := regexp.MustCompile(`TAP/|/VERSION/|_VERSION_`).FindString(text); m != "" {
		t.Errorf("README has the placeholder %q", m)
	}
}
