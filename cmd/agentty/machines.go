package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"text/tabwriter"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/machine"
	"github.com/agentty/agentty/spell"
)

// machineFlags holds the flags that name machines.
type machineFlags struct {
	machines   []string
	config     string
	releaseDir string
}

// addMachineFlags adds --machine, --machines-config and --release-dir.
func addMachineFlags(fs *flag.FlagSet) *machineFlags {
	mf := &machineFlags{}
	fs.Func("machine", "a machine by name, NAME=PREFIX (repeatable): PREFIX is the command agentty appends the program to run there to, "+
		"split as a shell would: 'ssh -T HOST', 'docker exec -i CONTAINER', 'kubectl exec -i POD --'", func(s string) error {
		if _, err := machine.ParseFlag(s); err != nil {
			return err
		}
		mf.machines = append(mf.machines, s)
		return nil
	})
	fs.StringVar(&mf.config, "machines-config", "", "the machines' config file (default "+configPathShown()+")")
	fs.StringVar(&mf.releaseDir, "release-dir", "", "agentty binaries for other platforms, agentty-OS-ARCH (make release writes them to dist/)")
	return mf
}

func configPathShown() string {
	if p := machine.ConfigPath(); p != "" {
		return strings.Replace(p, os.Getenv("HOME"), "~", 1)
	}
	return "$XDG_CONFIG_HOME/agentty/machines.json"
}

func (mf *machineFlags) load() (machine.Config, error) {
	return machine.Load(mf.config, mf.machines, mf.releaseDir)
}

// machines lists the machines named and whether each answers: agentty
// machines.
func machinesCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("machines", flag.ContinueOnError)
	fs.SetOutput(stderr)
	mf := addMachineFlags(fs)
	timeout := fs.Duration("timeout", 0, "how long each machine has to answer (default: the config file's timeout, else "+machine.DefaultTimeout.String()+")")
	noProbe := fs.Bool("no-probe", false, "list the machines without asking them")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "agentty machines: unexpected %q\n", fs.Arg(0))
		return 2
	}
	cfg, err := mf.load()
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 2
	}
	names := cfg.Names()
	if len(names) == 0 {
		fmt.Fprintf(stdout, "no machines; name one with --machine NAME=PREFIX or in %s\n", configPathShown())
		return 0
	}
	opts := machine.Options{Version: version(), ReleaseDir: cfg.ReleaseDir}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	status := make([]string, len(names))
	failed := false
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i, n := range names {
		m := cfg.Machines[n]
		if *timeout > 0 {
			m.Timeout = *timeout
		}
		if *noProbe {
			status[i] = "-"
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := probeStatus(ctx, m, opts)
			if err != nil {
				mu.Lock()
				failed = true
				mu.Unlock()
				s = "does not answer: " + err.Error()
			}
			status[i] = s
		}()
	}
	wg.Wait()
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tPREFIX\tSTATUS")
	for i, n := range names {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", n, spell.Out(strings.Join(cfg.Machines[n].Prefix, " ")), spell.Out(status[i]))
	}
	_ = tw.Flush()
	if failed {
		return 1
	}
	return 0
}

// probeStatus asks m its platform and says whether this agentty is in its
// cache.
func probeStatus(ctx context.Context, m machine.Machine, opts machine.Options) (string, error) {
	f, err := machine.Probe(ctx, m)
	if err != nil {
		return "", err
	}
	s := "answers: " + f.Uname
	b, err := machine.BinaryFor(opts, f)
	switch {
	case f.Unsafe != "":
		return "", fmt.Errorf("%w: %s: %s; set XDG_CACHE_HOME there to a directory only its user can write", machine.ErrUnsafeCache, f.Cache, f.Unsafe)
	case err != nil:
		s += "; " + err.Error()
	case f.Has(b):
		s += "; agentty " + version() + " is there"
	default:
		s += "; agentty " + version() + " is not there yet (the first use copies it, " + fmt.Sprint(b.Size>>20) + " MiB)"
	}
	return s, nil
}

// linkCmd is the far side of a machine's link: agentty link. It starts this
// machine's session host when none runs and bridges stdin and stdout to it.
// With --no-start it starts none: when no host runs it prints
// machine.NoHostLine on stderr and exits machine.NoHostCode at once (a
// host that runs at the start and lingers out later is started again by
// the next connection, as without it).
func linkCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("link", flag.ContinueOnError)
	fs.SetOutput(stderr)
	runtimeDir := fs.String("runtime-dir", "", "the session host's directory")
	logLevel := logLevelFlag(fs, "warn")
	noStart := fs.Bool("no-start", false, "do not start a session host: exit at once when none runs (for listing sessions)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if !setup(stderr, "", *logLevel) {
		return 2
	}
	dir, err := host.RuntimeDir(*runtimeDir)
	if err != nil {
		fmt.Fprintln(stderr, "agentty link:", shown(err.Error()))
		return 1
	}
	// After --, the flags the host that sent the link was given, for the
	// host this starts: only farFlags.
	hostArgs := farArgs(fs.Args())
	c := hostClient(dir, hostArgs)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	if *noStart {
		if _, err := c.Hello(ctx); err != nil {
			fmt.Fprintf(stderr, "%s (%s)\n", machine.NoHostLine, shown(err.Error()))
			return machine.NoHostCode
		}
	} else if _, err := c.Ensure(ctx, stderr); err != nil {
		fmt.Fprintln(stderr, "agentty link:", shown(err.Error()))
		return 1
	}
	dial := func(ctx context.Context) (net.Conn, error) {
		var d net.Dialer
		conn, err := d.DialContext(ctx, "unix", c.Paths().Socket)
		if err == nil {
			return conn, nil
		}
		// The host lingered out or was stopped: a call needs one.
		if _, err := c.Ensure(ctx, stderr); err != nil {
			return nil, err
		}
		return d.DialContext(ctx, "unix", c.Paths().Socket)
	}
	err = machine.Bridge(ctx, readCloser(stdin), writeCloser(stdout), dial)
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "agentty link:", shown(err.Error()))
		return 1
	}
	return 0
}

// farArgs are the --NAME=VALUE words of args whose NAME is a far flag.
func farArgs(args []string) []string {
	var out []string
	for _, a := range args {
		name, _, ok := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if ok && strings.HasPrefix(a, "--") && slices.Contains(farFlags, name) {
			out = append(out, a)
		}
	}
	return out
}

func readCloser(r io.Reader) io.ReadCloser {
	if rc, ok := r.(io.ReadCloser); ok {
		return rc
	}
	return io.NopCloser(r)
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

func writeCloser(w io.Writer) io.WriteCloser {
	if wc, ok := w.(io.WriteCloser); ok {
		return wc
	}
	return nopWriteCloser{w}
}
