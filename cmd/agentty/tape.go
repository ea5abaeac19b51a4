package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/agentty/agentty/tools/tape"
)

const tapeUsage = `usage:
  agentty tape run FILE.tape...           run tapes and print each snapshot
  agentty tape test [--update] [--junit FILE] PATH...
                                          compare snapshots with their golden files
                                          (a directory means every .tape in it);
                                          --junit also writes a JUnit XML report

A tape is one directive a line (# for comments):
`

func tapeCmd(args []string, stdout, stderr io.Writer) int {
	usage := func() {
		fmt.Fprint(stderr, tapeUsage)
		for _, d := range tape.Directives {
			fmt.Fprintf(stderr, "  %-9s %s\n", d[0], d[1])
		}
	}
	if len(args) == 0 {
		usage()
		return 2
	}
	_ = setupLogging(stderr, "warn")
	mark, ok := markServer(stderr)
	if !ok {
		return 1
	}
	defer mark.Close()
	ctx := context.Background()
	switch args[0] {
	case "run":
		if len(args) < 2 {
			usage()
			return 2
		}
		for _, path := range args[1:] {
			t, err := tape.ParseFile(path)
			if err != nil {
				fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
				return 1
			}
			snaps, err := tape.Run(ctx, t)
			for _, s := range snaps {
				fmt.Fprintf(stdout, "=== %s: snapshot %s (line %d)\n%s", path, s.Name, s.Line, s.Text)
			}
			if err != nil {
				fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
				return 1
			}
		}
		return 0
	case "test":
		fs := flag.NewFlagSet("tape test", flag.ContinueOnError)
		fs.SetOutput(stderr)
		update := fs.Bool("update", false, "write the golden files from this run instead of comparing")
		junit := fs.String("junit", "", "also write a JUnit XML report to this file, a test case a tape")
		fs.Usage = usage
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			usage()
			return 2
		}
		paths, err := tape.Find(fs.Args())
		if err != nil {
			fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
			return 1
		}
		results := tape.Test(ctx, paths, *update, stdout)
		if *junit != "" {
			if err := writeJUnit(*junit, results); err != nil {
				fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
				return 1
			}
		}
		if failed := tape.Failed(results); failed > 0 {
			fmt.Fprintf(stdout, "%d of %d tapes failed\n", failed, len(paths))
			return 1
		}
		return 0
	}
	usage()
	return 2
}

// writeJUnit writes the tapes' results as a JUnit XML report to path.
func writeJUnit(path string, results []tape.Result) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := tape.WriteJUnit(f, results); err != nil {
		_ = f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
