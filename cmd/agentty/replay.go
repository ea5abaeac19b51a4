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
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return 1
	}
	defer f.Close()
	// Read as it goes: what is held is one line of the file.
	rd, err := record.NewReader(f)
	if err != nil {
		fmt.Fprintf(stderr, "agentty: %s: %s\n", shown(path), shown(err.Error()))
		return 1
	}
	if *list {
		// Markers hold what the agent sent: spelled out, as results do.
		for i := 1; ; i++ {
			m, err := rd.Next()
			if errors.Is(err, io.EOF) {
				return 0
			}
			if err != nil {
				// What comes before the line that cannot be read is listed.
				fmt.Fprintf(stderr, "agentty: %s: %s\n", shown(path), shown(err.Error()))
				return 0
			}
			if m.Type != "m" {
				i--
				continue
			}
			fmt.Fprintf(stdout, "%3d  %9.3fs  %s\n", i, m.Time, shown(m.Data))
		}
	}
	v, term, err := session.ReplayFrom(rd, session.ReplayPoint{At: *at, Marker: *marker})
	switch {
	case errors.Is(err, record.ErrCut) && term != nil:
		// What comes before the line that cannot be read is replayed.
		fmt.Fprintf(stderr, "agentty: %s: %s\n", shown(path), shown(err.Error()))
	case err != nil:
		fmt.Fprintf(stderr, "agentty: %s: %s\n", shown(path), shown(err.Error()))
		return 1
	}
	defer term.Close()
	return printScreen(v, term, *asJSON, pics, stdout, stderr)
}
