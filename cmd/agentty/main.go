// Command agentty gives AI agents real terminals over MCP.
//
//	agentty serve [flags]                 MCP over stdio (or --http ADDR)
//	agentty ls | attach ID | watch ID     people: list, take over, watch sessions
//	agentty web                           people: the sessions' web page (a login link)
//	agentty host run|stop|status          the session host that holds the sessions
//	agentty snap [flags] -- CMD ARGS...   print a program's settled screen
//	agentty replay [flags] FILE.cast      print a recording's screen at a point
//	agentty tape run|test PATH...         run tapes: scripted sessions with golden screens
//	agentty version
package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime/debug"
)

const usage = `agentty: real terminals for AI agents

usage:
  agentty serve [--http ADDR] [flags]      serve MCP over stdio, or Streamable HTTP; sessions live in
                                           the session host, which it starts (--standalone: in itself)
  agentty ls                               list the sessions
  agentty attach [--exclusive] [--resize] ID
                                           take a session over from this terminal (detach: ctrl-])
  agentty watch ID                         watch a session, read-only (detach: ctrl-] or q)
  agentty web [--no-open]                  print a one-time login link to the sessions' web page, and open it
  agentty host stop|status                 end the session host (and its sessions), or describe it
  agentty snap [--keys K] [--size COLSxROWS] [--json] [--png FILE] -- CMD ARGS...
                                           run a program, print its settled screen, end it
  agentty replay [--at SECONDS | --marker N] [--json] [--png FILE] FILE.cast
                                           print the screen of a recording at a point
  agentty tape run FILE.tape...            run scripted sessions, print their snapshots
  agentty tape test [--update] PATH...     compare tapes' snapshots with their golden files
  agentty version                          print the version

Run "agentty COMMAND -h" for a command's flags.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "serve":
		return serve(args[1:], stdin, stdout, stderr)
	case "ls":
		return ls(args[1:], stdout, stderr)
	case "attach":
		return attach(args[1:], false, stdout, stderr)
	case "watch":
		return attach(args[1:], true, stdout, stderr)
	case "web":
		return webCmd(args[1:], stdout, stderr)
	case "host":
		return hostCmd(args[1:], stdout, stderr)
	case "snap":
		return snap(args[1:], stdout, stderr)
	case "replay":
		return replay(args[1:], stdout, stderr)
	case "tape":
		return tapeCmd(args[1:], stdout, stderr)
	case "version", "--version", "-v":
		fmt.Fprintln(stdout, "agentty", version())
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "agentty: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// testVersion, when set (by the tests only), is the version reported.
var testVersion string

// version is the module version when built by go install, else "devel"
// with the VCS revision when known.
func version() string {
	if testVersion != "" {
		return testVersion
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			return "devel-" + s.Value[:12]
		}
	}
	return "devel"
}

// setupLogging sends structured logs to stderr; stdout belongs to MCP.
func setupLogging(stderr io.Writer, level string) error {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return fmt.Errorf("--log-level %q: want debug, info, warn or error", level)
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: l})))
	return nil
}
