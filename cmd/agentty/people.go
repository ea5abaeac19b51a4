package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/agentty/agentty/host"
	"github.com/agentty/agentty/spell"
	"github.com/agentty/agentty/tools"
)

// ls prints the sessions of the session host: agentty ls.
func ls(args []string, stdout, stderr io.Writer) int {
	p := newPersonCmd("ls", stderr)
	asJSON := p.Bool("json", false, "print the listing as JSON")
	var l host.Listing
	if code := p.ask(args, "/v1/sessions", &l); code != 0 {
		return code
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(l)
		return 0
	}
	if len(l.Sessions) == 0 {
		fmt.Fprintln(stdout, "no sessions")
	} else {
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		// A MACHINE column when a session is on another machine.
		machines := slices.ContainsFunc(l.Sessions, func(s tools.SessionRow) bool { return s.Machine != "" })
		head := "ID\tNAME\tPROGRAM\tMODE\tSTATE\tSIZE\tIDLE\tATTACHED\tOPENED BY"
		if machines {
			head += "\tMACHINE"
		}
		fmt.Fprintln(tw, head)
		for _, s := range l.Sessions {
			attached := "-"
			if n := len(s.Attached); n > 0 {
				attached = fmt.Sprintf("%d", n)
				for _, a := range s.Attached {
					if a.Exclusive {
						attached += " (taken over)"
					}
				}
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%dx%d\t%s\t%s\t%s", shown(s.SessionID), dash(s.Name), shown(s.Program), shown(s.Mode), shown(string(s.State)),
				s.Cols, s.Rows, (time.Duration(s.IdleSec) * time.Second).String(), attached, dash(s.OpenedBy))
			if machines {
				_, _ = io.WriteString(tw, "\t"+dash(s.Machine)+"\n")
			} else {
				_, _ = io.WriteString(tw, "\n")
			}
		}
		_ = tw.Flush()
	}
	for _, n := range l.Notes {
		fmt.Fprintln(stdout, "note: "+shown(n))
	}
	if len(l.Host.Lost) > 0 {
		var ids []string
		for _, s := range l.Host.Lost {
			ids = append(ids, shown(s.SessionID))
		}
		fmt.Fprintf(stdout, "lost: %s (%s)\n", strings.Join(ids, ", "), shown(l.Host.LostWhy))
	}
	return 0
}

// dash is a field of the listing, "-" when empty (see shown).
func dash(s string) string {
	if s == "" {
		return "-"
	}
	return shown(s)
}

// shown is text the session host sent, for the person's terminal: a
// program or client chose much of it, so its controls are spelled out
// (and a tab cannot shift the listing's columns). The host spells them
// out already; this holds whatever host answers.
func shown(s string) string { return spell.Out(s) }

// attach takes over a session from the person's terminal: agentty attach
// and agentty watch (read-only).
func attach(args []string, watch bool, stdout, stderr io.Writer) int {
	name := "attach"
	if watch {
		name = "watch"
	}
	p := newPersonCmd(name, stderr)
	fs := p.FlagSet
	var opts host.AttachOptions
	opts.Watch = watch
	fs.StringVar(&opts.DetachKey, "detach-key", host.DefaultDetachKey, "the key that detaches (the program keeps running)")
	if !watch {
		fs.BoolVar(&opts.Exclusive, "exclusive", false, "take the session over: the agent's input tools are refused until you detach")
		fs.BoolVar(&opts.Resize, "resize", false, "give the session this terminal's size (else a smaller terminal shows the top-left part)")
	}
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: agentty %s [flags] SESSION (an id such as s1, a name, or MACHINE:ID for a session on another machine)\n", name)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	if _, err := host.ParseKey(opts.DetachKey); err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 2
	}
	// It holds a connection to a session for as long as the person stays:
	// no other process of the user may take its descriptors (pidfd_getfd)
	// or trace it, a session's program among them (noDump).
	if err := noDump(); err != nil {
		slog.Warn("this process stays dumpable", "err", err)
	}
	ctx := context.Background()
	hctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	c, code := personClient(hctx, p.runtimeDir, stderr)
	if c == nil {
		cancel()
		return code
	}
	id, err := host.Resolve(hctx, c, fs.Arg(0))
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	why, err := host.Attach(ctx, c, id, os.Stdin, os.Stdout, opts)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	fmt.Fprintln(stderr, "agentty:", shown(why))
	return 0
}

// personCmd is a person's command that asks the session host (ls, attach,
// watch, web): its flags, --runtime-dir among them.
type personCmd struct {
	*flag.FlagSet
	runtimeDir string
	stderr     io.Writer
}

func newPersonCmd(name string, stderr io.Writer) *personCmd {
	p := &personCmd{FlagSet: flag.NewFlagSet(name, flag.ContinueOnError), stderr: stderr}
	p.SetOutput(stderr)
	p.StringVar(&p.runtimeDir, "runtime-dir", "", "the session host's directory")
	return p
}

// ask parses args and decodes what the session host answers at path into
// v; the exit code, not 0, when it cannot (said on stderr).
func (p *personCmd) ask(args []string, path string, v any) int {
	if err := p.Parse(args); err != nil {
		return 2
	}
	return p.call(http.MethodGet, path, v)
}

// call sends the session host a GET or a POST (args parsed already) and
// decodes its answer into v; the exit code, not 0, when it cannot.
func (p *personCmd) call(method, path string, v any) int {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, code := personClient(ctx, p.runtimeDir, p.stderr)
	if c == nil {
		return code
	}
	do := c.Get
	if method == http.MethodPost {
		do = c.Post
	}
	if err := do(ctx, path, v); err != nil {
		fmt.Fprintln(p.stderr, "agentty:", shown(err.Error()))
		return 1
	}
	return 0
}

// personClient finds the session host for a person's command; nil and the
// exit code when there is none.
func personClient(ctx context.Context, runtimeDir string, stderr io.Writer) (*host.Client, int) {
	dir, err := host.RuntimeDir(runtimeDir)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return nil, 1
	}
	c, _, err := host.PersonClient(ctx, dir, version(), stderr)
	if errors.Is(err, host.ErrNoHost) {
		fmt.Fprintf(stderr, "agentty: no session host is running in %s, so there are no sessions; agentty serve starts one\n", shown(dir))
		return nil, 1
	}
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return nil, 1
	}
	return c, 0
}
