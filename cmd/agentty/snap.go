package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/tools"
)

func snap(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("snap", flag.ContinueOnError)
	fs.SetOutput(stderr)
	keys := fs.String("keys", "", "keys to press once the program has settled (key notation, e.g. \"ihello<esc>\")")
	size := fs.String("size", "120x40", "terminal size COLSxROWS")
	asJSON := fs.Bool("json", false, "print the JSON screen result instead of text")
	var pics pictures
	pics.flags(fs)
	wait := fs.Duration("timeout", 10*time.Second, "longest wait for the program to settle, each time")
	logLevel := logLevelFlag(fs, "warn")
	var state string
	stateFlag(fs, &state)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: agentty snap [flags] -- CMD ARGS...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	argv := fs.Args()
	if len(argv) == 0 {
		fs.Usage()
		return 2
	}
	cols, rows, err := emulator.ParseSize(*size)
	if err != nil {
		fmt.Fprintln(stderr, "agentty: --size:", shown(err.Error()))
		return 2
	}
	if !setup(stderr, state, *logLevel) {
		return 2
	}

	mark, ok := markServer(stderr)
	if !ok {
		return 1
	}
	defer mark.Close()
	m := session.NewManager(session.Config{State: state})
	defer m.Close()
	s, err := m.Open(session.Options{Argv: argv, Cols: cols, Rows: rows})
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	ctx := context.Background()
	v, err := s.Settle(ctx, session.Expect{}, *wait)
	if err == nil && *keys != "" {
		var ks []emulator.Key
		if ks, err = emulator.ParseKeys(*keys); err == nil {
			err = emulator.CheckKeys(ks, s.Terminal().Modes())
		}
		if err == nil {
			v, err = s.Send(ctx, session.Keys(ks...), session.Expect{}, *wait)
			if errors.Is(err, session.ErrExited) {
				err = nil
			}
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	return printScreen(v, s.Terminal(), *asJSON, pics, stdout, stderr)
}

// pictures are the files --png and --svg name.
type pictures struct{ png, svg string }

func (p *pictures) flags(fs *flag.FlagSet) {
	fs.StringVar(&p.png, "png", "", "also write the screen as a PNG picture to this file")
	fs.StringVar(&p.svg, "svg", "", "also write the screen as an SVG picture (its text as text) to this file")
}

// printScreen prints a screen result as text or JSON, and writes its
// pictures to the files pics names.
func printScreen(v session.Screen, t *emulator.Terminal, asJSON bool, pics pictures, stdout, stderr io.Writer) int {
	for _, p := range []struct {
		path string
		draw func(io.Writer) error
	}{{pics.png, t.PNG}, {pics.svg, t.SVG}} {
		if p.path == "" {
			continue
		}
		if err := writePicture(p.path, p.draw); err != nil {
			fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
			return 1
		}
	}
	v.Changed = true // a person is shown the whole screen, every time
	w := tools.NewScreen(v, tools.Full)
	w.Whole = true // and the whole header
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(w)
	} else {
		fmt.Fprintln(stdout, tools.Render(w))
	}
	return 0
}

// writePicture writes the terminal's screen as draw draws it to a file.
func writePicture(path string, draw func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := draw(f); err != nil {
		_ = f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	return f.Close()
}
