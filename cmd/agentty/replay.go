package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/agentty/agentty/session"
	"github.com/agentty/agentty/session/record"
)

func replay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	at := fs.Float64("at", 0, "replay the events up to this many seconds from the start")
	marker := fs.Int("marker", 0, "replay up to the Nth marker (from 1); each tool call on a recorded session wrote one")
	list := fs.Bool("markers", false, "list the markers instead of printing a screen")
	asJSON := fs.Bool("json", false, "print the JSON screen result instead of text")
	var pics pictures
	pics.flags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: agentty replay [--at SECONDS | --marker N] [--json] [--png FILE] [--svg FILE] FILE.cast")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 || (*at != 0 && *marker != 0) || *at < 0 || *marker < 0 {
		fs.Usage()
		return 2
	}
	path := fs.Arg(0)
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", err)
		return 1
	}
	c, err := record.Read(f)
	_ = f.Close()
	switch {
	case errors.Is(err, record.ErrCut):
		// What comes before the line that cannot be read is replayed.
		fmt.Fprintf(stderr, "agentty: %s: %v\n", path, err)
	case err != nil:
		fmt.Fprintf(stderr, "agentty: %s: %v\n", path, err)
		return 1
	}
	if *list {
		for i, m := range c.Markers() {
			fmt.Fprintf(stdout, "%3d  %9.3fs  %s\n", i+1, m.Time, m.Data)
		}
		return 0
	}
	v, term, err := session.Replay(c, session.ReplayPoint{At: *at, Marker: *marker})
	if err != nil {
		fmt.Fprintf(stderr, "agentty: %s: %v\n", path, err)
		return 1
	}
	defer term.Close()
	return printScreen(v, term, *asJSON, pics, stdout, stderr)
}
