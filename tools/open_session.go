package tools

import (
	"context"
	"os"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
)

type openArgs struct {
	Command         string            `json:"command,omitempty"`
	Argv            []string          `json:"argv,omitempty"`
	Cwd             string            `json:"cwd,omitempty"`
	Env             map[string]string `json:"env,omitempty"`
	Cols            int               `json:"cols,omitempty"`
	Rows            int               `json:"rows,omitempty"`
	Name            string            `json:"name,omitempty" jsonschema:"a label, unique among open sessions"`
	Replace         bool              `json:"replace,omitempty" jsonschema:"close the session of this name first"`
	ScrollbackLines int               `json:"scrollback_lines,omitempty"`
	TimeoutMs       int               `json:"timeout_ms,omitempty"`
	Expect          string            `json:"expect,omitempty" jsonschema:"return once this text shows"`
	Regex           string            `json:"expect_regex,omitempty"`
	Record          bool              `json:"record,omitempty" jsonschema:"record to an asciicast file"`
	shapeArgs
	Machine string `json:"machine,omitempty" jsonschema:"one agentty machines lists"`
}

func openSession(src *source) (mcp.Tool, server.ToolHandlerFunc) {
	m := src.m
	tool := withApp(rawTool("open_session",
		"Start a program on a new terminal; returns its settled screen. "+
			"command runs through bash -c, argv exactly (no shell); neither starts an interactive bash, which run_command needs.",
		schema[openArgs](nil,
			prop{"cols", map[string]any{"default": 120}},
			prop{"rows", map[string]any{"default": 40}},
			prop{"scrollback_lines", map[string]any{"default": emulator.DefaultScrollback}},
			timeoutProp(10000),
		),
		screenSchema(),
		mcp.ToolAnnotation{Title: "Open a terminal session"},
	))
	return tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a, err := bind[openArgs]("open_session", req)
		if err != nil {
			return fail(err, nil)
		}
		if a.Machine != "" {
			return src.farOpen(ctx, a)
		}
		opts, wait, err := a.options(m.Config())
		if err == nil {
			err = a.checkShape()
		}
		if err != nil {
			return fail(err, nil)
		}
		expect, err := expectOf(a.Expect, a.Regex)
		if err != nil {
			return fail(err, nil)
		}
		fromOrigin(ctx, &opts)
		if old, ok := m.ByName(a.Name); ok && a.Replace {
			if _, err := m.CloseSession(old.ID(), false); err != nil {
				return fail(err, nil)
			}
		}
		s, err := m.Open(opts)
		if err != nil {
			return fail(err, nil)
		}
		wait, rest := capWait(m, wait)
		v, err := s.Settle(session.WithMark(ctx, "open_session "+clip(s.Info().Command, 120)), expect, wait)
		if err != nil {
			return fail(err, nil)
		}
		cutNote(&v, m, rest, goOnWaiting(s.ID(), expect))
		v.Recording = s.Recording()
		res := screenResult(v, a.shapeFor(Full))
		closeShown(m, s, res)
		return res, nil
	}
}

func (a openArgs) options(cfg session.Config) (session.Options, time.Duration, error) {
	var o session.Options
	wait, err := timeout(a.TimeoutMs, 10*time.Second)
	if err != nil {
		return o, 0, err
	}
	switch {
	case a.Command != "" && len(a.Argv) > 0:
		return o, 0, argErrorf("give command or argv, not both; command runs through bash, argv runs exactly")
	case len(a.Argv) > 0 && a.Argv[0] == "":
		return o, 0, argErrorf("argv[0] is empty; it must name the program to run")
	case len(a.Command)+len(strings.Join(a.Argv, " ")) > cfg.MaxInput:
		return o, 0, argErrorf("the command is longer than %d bytes; put it in a script and run that", cfg.MaxInput)
	}
	if err := checkSize(a.Cols, a.Rows, true); err != nil {
		return o, 0, err
	}
	if a.ScrollbackLines < 0 || a.ScrollbackLines > maxScrollbackKeep {
		return o, 0, argErrorf("scrollback_lines must be between 0 and %d", maxScrollbackKeep)
	}
	if a.Cwd != "" {
		if st, err := os.Stat(a.Cwd); err != nil || !st.IsDir() {
			return o, 0, argErrorf("cwd %s is not a directory; give an existing directory or leave it out", clipArg(a.Cwd))
		}
	}
	for k := range a.Env {
		if k == "" || strings.ContainsAny(k, "=\x00") {
			return o, 0, argErrorf("env name %s is not valid; names cannot be empty or contain '='", clipArg(k))
		}
	}
	if len(a.Name) > 64 {
		return o, 0, argErrorf("name is longer than 64 bytes; use a shorter label")
	}
	if i := strings.IndexFunc(a.Name, notPrintable); i >= 0 || !utf8.ValidString(a.Name) {
		return o, 0, argErrorf("name %s holds a control or invisible character (or is not UTF-8); use a plain one-line label", clipArg(a.Name))
	}
	if err := session.CheckName(a.Name); err != nil {
		return o, 0, argErrorf("%v; choose another name (letters, digits, '-' and '.' after the first are fine)", err)
	}
	if err := noNUL(a); err != nil {
		return o, 0, err
	}
	o = session.Options{Command: a.Command, Argv: a.Argv, Cwd: a.Cwd, Env: a.Env,
		Cols: a.Cols, Rows: a.Rows, Name: a.Name, Scrollback: a.ScrollbackLines, Record: a.Record}
	return o, wait, nil
}

// checkSize checks a terminal size; zero means the default when optional.
func checkSize(cols, rows int, optional bool) error {
	c, r := cols, rows
	if optional && c == 0 {
		c = emulator.MinCols // left out: the default
	}
	if optional && r == 0 {
		r = emulator.MinRows
	}
	if emulator.CheckSize(c, r) != nil {
		return argErrorf("%v", emulator.CheckSize(cols, rows))
	}
	return nil
}

// notPrintable is true of a rune that has no place in a one-line label: a
// control character (newline, escape), a format character (a bidi
// override) or a line separator.
func notPrintable(r rune) bool { return (!unicode.IsPrint(r) && r != ' ') || blankLetter(r) }

// blankLetter reports whether r is one of the letters and symbols that
// draw nothing (the Hangul fillers, the blank Braille pattern): printable
// by Unicode's classes, invisible on a screen.
func blankLetter(r rune) bool {
	switch r {
	case '\u115f', '\u1160', '\u3164', '\uffa0', '\u2800':
		return true
	}
	return false
}

// noNUL refuses a NUL byte in what goes to the kernel as a C string: the
// program and its arguments, the environment, the working directory.
func noNUL(a openArgs) error {
	if strings.IndexByte(a.Command, 0) >= 0 {
		return argErrorf("command holds a NUL byte, which no program can receive; remove it")
	}
	for i, arg := range a.Argv {
		if strings.IndexByte(arg, 0) >= 0 {
			return argErrorf("argv[%d] holds a NUL byte, which no program can receive; remove it", i)
		}
	}
	for k, v := range a.Env {
		if strings.IndexByte(v, 0) >= 0 {
			return argErrorf("the value of env %s holds a NUL byte, which no program can receive; remove it", clipArg(k))
		}
	}
	if strings.IndexByte(a.Cwd, 0) >= 0 {
		return argErrorf("cwd holds a NUL byte; give an existing directory")
	}
	return nil
}
