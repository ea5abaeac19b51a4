package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/machine"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
	"github.com/agentty/agentty/transport"
	"github.com/agentty/agentty/web"
)

// configFlags defines the flags that configure a session manager: serve's
// (standalone, or passed on to the host it starts) and host run's.
func configFlags(fs *flag.FlagSet, cfg *session.Config) {
	def := session.DefaultConfig()
	fs.IntVar(&cfg.MaxSessions, "max-sessions", def.MaxSessions, "open sessions at once")
	fs.DurationVar(&cfg.IdleTimeout, "idle-timeout", def.IdleTimeout, "close a session after this long without a tool call on it (or a person attached)")
	fs.IntVar(&cfg.Scrollback, "scrollback", def.Scrollback, "lines kept above the screen of each session")
	fs.IntVar(&cfg.MaxInput, "max-input", def.MaxInput, "bytes of input one tool call may send")
	fs.DurationVar(&cfg.Grace, "grace", def.Grace, "time from SIGHUP to SIGKILL when a session is closed")
	fs.DurationVar(&cfg.Settle, "settle", def.Settle, "quiet time after which a program waiting for input counts as settled")
	fs.DurationVar(&cfg.Quiet, "quiet", def.Quiet, "quiet time that settles a relay (ssh, docker exec) whose far side the kernel cannot see")
	fs.StringVar(&cfg.Shell, "shell", def.Shell, "shell for command and interactive sessions")
	fs.StringVar(&cfg.RecordDir, "record-dir", "", "record every session to an asciicast v2 file in this directory")
	fs.Int64Var(&cfg.RecordMax, "record-max", def.RecordMax, "bytes a recording may grow to; then it gets a marker saying it stopped, and stops growing")
	fs.DurationVar(&cfg.MaxWait, "max-wait", def.MaxWait, "longest a tool call waits, whatever its timeout_ms; keep it under the client's own limit on a call (often 60s)")
	stateFlag(fs, &cfg.State)
}

// hostFlags are the flags a front end passes on to the host it starts.
// farFlags are the host flags a machine's host is started with too (the
// limits and timings; not paths, the shell, the web page or the machines,
// which are that machine's own).
var farFlags = []string{"max-sessions", "idle-timeout", "scrollback", "max-input", "grace", "settle", "quiet", "record-max", "max-wait", "host-linger", "max-request"}

// farHostArgs are the far flags given on fs, as --NAME=VALUE.
func farHostArgs(fs *flag.FlagSet) []string {
	var args []string
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(farFlags, f.Name) {
			args = append(args, "--"+f.Name+"="+f.Value.String())
		}
	})
	return args
}

var hostFlags = []string{"max-sessions", "idle-timeout", "scrollback", "max-input", "grace", "settle", "quiet", "shell", "record-dir", "record-max", "max-wait", "state", "log-level", "host-linger", "web", "max-request", "machines-config", "release-dir"}

// frontEnd holds serve's session-host flags.
type frontEnd struct {
	standalone bool
	linger     time.Duration
	runtimeDir string
}

func frontEndFlags(fs *flag.FlagSet) *frontEnd {
	fe := &frontEnd{}
	fs.BoolVar(&fe.standalone, "standalone", false, "keep the sessions in this process, ended with it, instead of in the session host (sandboxes, tests)")
	fs.DurationVar(&fe.linger, "host-linger", host.DefaultLinger, "a session host this starts ends after this long with no session, front end or person")
	fs.StringVar(&fe.runtimeDir, "runtime-dir", "", "the session host's directory (default: $"+host.EnvRuntimeDir+", else $XDG_RUNTIME_DIR/agentty, else agentty-UID in the temp directory)")
	return fe
}

// hostClient returns a client of the session host in dir that starts one,
// with args, when none runs.
func hostClient(dir string, args []string) *host.Client {
	return host.NewClient(host.PathsIn(dir, host.VersionName(version())), version(), func(p host.Paths) *exec.Cmd {
		exe, err := os.Executable()
		if err != nil {
			exe = os.Args[0]
		}
		return exec.Command(exe, append([]string{"host", "run", "--runtime-dir", p.Dir, "--name", p.Name}, args...)...)
	})
}

// serveFrontEnd serves MCP on stdio (or HTTP) as a front end of the session
// host, starting the host when none runs.
func serveFrontEnd(fs *flag.FlagSet, fe *frontEnd, extra []string, httpAddr string, o transport.HTTPOptions, stdin io.Reader, stdout, stderr io.Writer) int {
	dir, err := host.RuntimeDir(fe.runtimeDir)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	var args []string
	fs.Visit(func(f *flag.Flag) {
		for _, name := range hostFlags {
			if f.Name == name {
				args = append(args, "--"+f.Name+"="+f.Value.String())
			}
		}
	})
	c := hostClient(dir, append(args, extra...))
	if err := c.Paths().CheckSocket(); err != nil {
		// Every call says so too: the agent sees it.
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	if httpAddr != "" {
		err = host.RunHTTP(ctx, c, httpAddr, o, stderr)
	} else {
		slog.Info("agentty serving MCP on stdio, sessions in the session host", "version", version(), "socket", c.Paths().Socket)
		in, out := transport.LimitStdio(stdin, stdout, o.MaxRequest)
		err = host.RunStdio(ctx, c, in, out, host.StdioOptions{Origin: host.Self("stdio"), MaxMessage: o.MaxRequest, Warn: stderr})
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		slog.Error("serve", "err", err)
		return 1
	}
	return 0
}

const hostUsage = `usage:
  agentty host run [flags]      run the session host of this version in the foreground (front ends start it themselves)
  agentty host stop [--runtime-dir DIR] [--name NAME]
                                end every session host in the directory (of every version), and every session in them
  agentty host status [--runtime-dir DIR] [--name NAME]
                                print each session host's pid, version and counts
`

// hostCmd runs agentty host run|stop|status.
func hostCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, hostUsage)
		return 2
	}
	switch args[0] {
	case "run":
		return hostRun(args[1:], stderr)
	case "stop", "status":
		fs := flag.NewFlagSet("host "+args[0], flag.ContinueOnError)
		fs.SetOutput(stderr)
		runtimeDir := fs.String("runtime-dir", "", "the session hosts' directory")
		name := fs.String("name", "", "only the host instance NAME (its files NAME.sock, ...; default: every one)")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		dir, err := host.RuntimeDir(*runtimeDir)
		if err != nil {
			fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
			return 1
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return hostEach(ctx, dir, *name, args[0] == "stop", stdout, stderr)
	}
	fmt.Fprintf(stderr, "agentty host: unknown command %q\n\n%s", args[0], hostUsage)
	return 2
}

// hostEach prints, or stops, the host of every instance in dir (of one
// when name is given), whatever its version. A socket whose host is gone
// is passed over. It fails when no host answered.
func hostEach(ctx context.Context, dir, name string, stop bool, stdout, stderr io.Writer) int {
	instances := host.Instances(dir)
	if name != "" {
		instances = []host.Paths{host.PathsIn(dir, name)}
	} else if p := host.PathsIn(dir, host.VersionName(version())); !slices.Contains(instances, p) {
		instances = append(instances, p) // says so when its path is too long
	}
	answered := 0
	var last error
	for _, p := range instances {
		c := host.NewClient(p, version(), nil)
		var info host.Info
		var cost *host.Cost
		var err error
		if stop {
			info, err = c.Stop(ctx)
		} else {
			var st host.Status
			if err = c.Get(ctx, "/v1/status", &st); err == nil {
				info, cost = st.Info, &st.Cost
			} else {
				info, err = c.Hello(ctx) // a host from before /v1/status
			}
		}
		if err != nil {
			if !errors.Is(err, host.ErrNoHost) || name != "" {
				fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
			}
			last = err
			continue
		}
		answered++
		verb := "runs"
		if stop {
			verb = "is stopping, with"
		}
		// What the host said of itself: spelled out, whoever answered.
		page := "; no web page"
		if info.Web != "" {
			page = "; web page " + shown(info.Web) + " (agentty web logs a browser in)"
		}
		fmt.Fprintf(stdout, "session host pid %d (version %s, since %s) %s %d sessions, %d front ends, %d people attached; socket %s%s\n",
			info.PID, shown(info.Version), shown(info.Started), verb, info.Sessions, info.FrontEnds, info.People, shown(info.Socket), page)
		if cost != nil {
			fmt.Fprintln(stdout, "  "+costLine(*cost))
		}
	}
	if answered == 0 {
		if errors.Is(last, host.ErrNoHost) || last == nil {
			fmt.Fprintf(stderr, "agentty: %v in %s\n", host.ErrNoHost, shown(dir))
		}
		return 1
	}
	return 0
}

// costLine says how many sessions a host takes and what it holds: "it
// takes 1000 sessions (--max-sessions), 2468 within its descriptor limit;
// it holds 312 MiB resident, 5040 of 20000 descriptors, 12
// threads, and used 41.2 s of CPU; the machine's PTYs: 1003 of 4096 in
// use". A figure the platform does not give is left out.
func costLine(c host.Cost) string {
	var held []string
	if c.Resident > 0 {
		held = append(held, fmt.Sprintf("%.0f MiB resident", float64(c.Resident)/(1<<20)))
	}
	if c.Descriptors > 0 {
		held = append(held, fmt.Sprintf("%d of %d descriptors", c.Descriptors, c.DescriptorLimit))
	}
	if c.Threads > 0 {
		held = append(held, fmt.Sprintf("%d threads", c.Threads))
	}
	line := fmt.Sprintf("it takes %d sessions (--max-sessions), %d within its descriptor limit", c.MaxSessions, c.FitSessions)
	if len(held) > 0 {
		line += "; it holds " + strings.Join(held, ", ")
	}
	line += fmt.Sprintf("; it used %.1f s of CPU since it started", c.CPUSeconds)
	if c.PTYMax > 0 {
		line += fmt.Sprintf("; the machine's PTYs: %d of %d in use", c.PTYs, c.PTYMax)
	}
	return line
}

// hostRun runs the session host until it lingers out or is stopped.
func hostRun(args []string, stderr io.Writer) int {
	// It holds the page's credentials and the secrets typed (noDump).
	if err := noDump(); err != nil {
		fmt.Fprintln(stderr, "agentty: this process stays dumpable:", shown(err.Error()))
	}
	fs := flag.NewFlagSet("host run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg session.Config
	configFlags(fs, &cfg)
	logLevel := logLevelFlag(fs, "info")
	runtimeDir := fs.String("runtime-dir", "", "the session host's directory")
	name := fs.String("name", host.VersionName(version()), "the host instance: files NAME.sock, NAME.lock, NAME.json, NAME.log")
	linger := fs.Duration("host-linger", host.DefaultLinger, "end after this long with no session, front end or person")
	webAddr := webFlag(fs, "127.0.0.1:0", "serve the sessions' web page on this address (port 0 picks one; off: none); agentty web logs a browser in")
	maxRequest := fs.Int("max-request", 0, "bytes of one JSON-RPC request to /mcp, refused unread when larger (default: 1 MiB, or 8 x --max-input + 64 KiB when that is more)")
	mf := addMachineFlags(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if _, err := mf.load(); err != nil {
		// Local sessions do not need the machines: a call for one says
		// what is wrong.
		fmt.Fprintln(stderr, "agentty: warning:", shown(err.Error()))
	}
	if *maxRequest <= 0 {
		*maxRequest = transport.RequestLimit(cfg.MaxInput)
	}
	if !setup(stderr, cfg.State, *logLevel) {
		return 2
	}
	dir, err := host.RuntimeDir(*runtimeDir)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	if err := host.PathsIn(dir, *name).CheckSocket(); err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	// Who started this host; not for its sessions' environment.
	starter, _ := strconv.Atoi(os.Getenv(host.StarterEnv))
	_ = os.Unsetenv(host.StarterEnv)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	cfg.TrackTrees = testTrees
	mark, ok := markServer(stderr)
	if !ok {
		return 1
	}
	defer mark.Close() // once the sessions have ended (deferred below)
	m := session.NewManager(cfg)
	defer m.Close() // host.Serve closes it too; this covers its failing to start
	// Sessions on other machines are reached through their links.
	opts := machine.Options{Version: version(), HostArgs: farHostArgs(fs), Wait: cfg.MaxWait}
	fleet := machine.NewFleet(mf.load, opts)
	defer fleet.Close()
	rows := func(ctx context.Context) ([]tools.SessionRow, []string) { return tools.MachineRows(ctx, fleet) }
	mcpHandler := host.MCP(tools.NewServer(m, version(), tools.WithMachines(fleet)))
	page, err := startWeb(web.Options{Manager: m, Remote: rows, Machines: fleet}, *webAddr)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	var wp host.WebPage
	if page != nil {
		defer page.Close()
		wp = page
		fleet.SetQuestionPage(page.FarQuestionURL)
	}
	// The host's /mcp bounds its requests as the front ends do: a request
	// from the socket is no more trusted in size than one from a client.
	mcp := transport.LimitBody(mcpHandler, *maxRequest)
	err = host.Serve(ctx, host.Config{Paths: host.PathsIn(dir, *name), Version: version(), Linger: *linger, Manager: m, MCP: mcp, Web: wp, Starter: starter, Remote: rows, Machines: fleet})
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	return 0
}
