// Command agentty gives AI agents real terminals over MCP.
//
//	agentty serve [flags]                 MCP over stdio (or --http ADDR)
//	agentty ls | attach ID | watch ID     people: list, take over, watch sessions
//	agentty web                           people: the sessions' web page (a login link)
//	agentty host run|stop|status          the session host that holds the sessions
//	agentty machines                      the machines named, and whether each answers
//	agentty link                          the far side of a machine's link (run by agentty)
//	agentty snap [flags] -- CMD ARGS...   print a program's settled screen
//	agentty replay [flags] FILE.cast      print a recording's screen at a point
//	agentty tape run|test PATH...         run tapes: scripted sessions with golden screens
//	agentty version
package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/agentty/agentty/session"
)

const usage = `agentty: real terminals for AI agents

usage:
  agentty serve [--http ADDR] [flags]      serve MCP over stdio, or Streamable HTTP; sessions live in
                                           the session host, which it starts (--standalone: in itself)
  agentty ls                               list the sessions
  agentty attach [--exclusive] [--resize] ID
                                           take a session over from this terminal (detach: ctrl-]);
                                           ID is s1, a name, or MACHINE:ID for one on another machine
  agentty watch ID                         watch a session, read-only (detach: ctrl-] or q)
  agentty web [--no-open]                  print a one-time login link to the sessions' web page, and open it
  agentty host stop|status                 end the session host (and its sessions), or describe it
  agentty machines [--machine NAME=PREFIX]... [--timeout D]
                                           list the machines named (flags, the config file) and whether each answers
  agentty snap [--keys K] [--size COLSxROWS] [--json] [--png FILE] [--svg FILE] -- CMD ARGS...
                                           run a program, print its settled screen, end it
  agentty replay [--at SECONDS | --marker N] [--json] [--png FILE] [--svg FILE] FILE.cast
                                           print the screen of a recording at a point
  agentty tape run FILE.tape...            run scripted sessions, print their snapshots
  agentty tape test [--update] [--junit FILE] PATH...
                                           compare tapes' snapshots with their golden files
  agentty version                          print the version and the revision it was built from

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
	case "machines":
		return machinesCmd(args[1:], stdout, stderr)
	case "link":
		return linkCmd(args[1:], stdin, stdout, stderr)
	case "snap":
		return snap(args[1:], stdout, stderr)
	case "replay":
		return replay(args[1:], stdout, stderr)
	case "tape":
		return tapeCmd(args[1:], stdout, stderr)
	case "version", "--version", "-v":
		bi, ok := debug.ReadBuildInfo()
		fmt.Fprintln(stdout, versionLine(buildVersion, bi, ok))
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

// buildVersion is the release's version, stamped by the Makefile's one
// recipe of a binary (go build -ldflags -X main.buildVersion=VERSION);
// empty in a binary built otherwise (go install, go build).
var buildVersion string

// testTrees, when set (by the tests only), makes a session host track its
// sessions' processes by walking the process tree, as where it may make no
// cgroups.
var testTrees bool

// version is the release's version when the Makefile stamped one, else
// the module version when built by go install, else "devel" with the VCS
// revision when known: what the MCP server reports.
func version() string {
	if testVersion != "" {
		return testVersion
	}
	if buildVersion != "" {
		return buildVersion
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	if rev, _, _ := revision(bi); rev != "" {
		return "devel-" + rev
	}
	return "devel"
}

// versionLine is what agentty version prints: the release's version
// (stamped, when it was) or else the module version, the VCS revision it
// was built from (from the build's VCS stamp, or else the module's
// pseudo-version), and the toolchain and platform.
func versionLine(stamped string, bi *debug.BuildInfo, ok bool) string {
	platform := runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
	if !ok || bi == nil {
		v := stamped
		if v == "" {
			v = "devel"
		}
		return "agentty " + v + " (no build information; " + platform + ")"
	}
	v := bi.Main.Version
	if stamped != "" {
		v = stamped
	}
	if v == "" {
		v = "(devel)"
	}
	line := "agentty " + v
	if bi.Main.Path != "" {
		line += " " + bi.Main.Path
	}
	rev, when, modified := revision(bi)
	var parts []string
	switch {
	case rev != "":
		r := "revision " + rev
		if when != "" {
			r += " " + when
		}
		if modified {
			r += " (modified)"
		}
		parts = append(parts, r)
	default:
		parts = append(parts, "revision unknown")
	}
	return line + " (" + strings.Join(append(parts, platform), "; ") + ")"
}

// revision returns the VCS revision (12 hex digits), its time and whether
// the work tree was modified, from the build's VCS stamp (a build in a
// checkout) or from a pseudo-version such as
// v0.0.0-20250102150405-abcdef123456 (go install of a commit).
func revision(bi *debug.BuildInfo) (rev, when string, modified bool) {
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		v, _, _ := strings.Cut(bi.Main.Version, "+")
		if i := strings.LastIndexByte(v, '-'); i > 0 && len(v)-i-1 == 12 && strings.Trim(v[i+1:], "0123456789abcdef") == "" {
			rev = v[i+1:]
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	return rev, when, modified
}

// stateFlag adds --state to a command's flags.
func stateFlag(fs *flag.FlagSet, state *string) {
	fs.StringVar(state, "state", "", "how state is read: "+session.BackendKernel+" (the platform's best: procfs on Linux, sysctl on macOS) "+
		"or "+session.BackendPortable+" (terminal, termios and quiet time only, as on any Unix); default $"+session.StateEnv+", else "+session.BackendKernel)
}

// checkState refuses an unknown --state or $AGENTTY_STATE.
func checkState(state string) error {
	if err := session.CheckBackend(state); err != nil {
		return fmt.Errorf("--state: %w", err)
	}
	if state == "" {
		if err := session.CheckBackend(os.Getenv(session.StateEnv)); err != nil {
			return fmt.Errorf("$%s: %w", session.StateEnv, err)
		}
	}
	return nil
}

// logLevelFlag adds --log-level, def by default.
func logLevelFlag(fs *flag.FlagSet, def string) *string {
	return fs.String("log-level", def, "debug, info, warn or error (logs go to stderr)")
}

// setup checks --state (and $AGENTTY_STATE) and sends logs to stderr at
// --log-level, once a command's flags are parsed: false, said on stderr,
// when either is wrong (the command exits 2).
func setup(stderr io.Writer, state, level string) bool {
	err := checkState(state)
	if err == nil {
		err = setupLogging(stderr, level)
	}
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return false
	}
	return true
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
