package tape

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// GoldenPath is the golden file of a tape's snapshot: beside the tape,
// named after both (vim.tape's "typed" is vim.typed.golden).
func GoldenPath(tapePath, snapshot string) string {
	return strings.TrimSuffix(tapePath, ".tape") + "." + snapshot + ".golden"
}

// Find returns the tapes named by paths: files as they are, directories
// searched for *.tape files.
func Find(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".tape") {
				out = append(out, path)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no .tape files found")
	}
	return out, nil
}

// Result is how one tape did: Err is nil when it passed.
type Result struct {
	Path string
	Err  error
	Time time.Duration
}

// Failed counts the results that failed.
func Failed(rs []Result) int {
	n := 0
	for _, r := range rs {
		if r.Err != nil {
			n++
		}
	}
	return n
}

// Test runs each tape and compares its snapshots with their golden files,
// writing a report to w: a line per tape, and for each mismatch a unified
// diff from the golden file to the screen. With update it writes the
// golden files instead. It returns each tape's result, in order.
func Test(ctx context.Context, paths []string, update bool, w io.Writer) []Result {
	var out []Result
	for _, path := range paths {
		start := time.Now()
		err := testOne(ctx, path, update, w)
		out = append(out, Result{Path: path, Err: err, Time: time.Since(start)})
		if err != nil {
			fmt.Fprintf(w, "FAIL %s\n%s\n", path, indent(err.Error()))
			continue
		}
		fmt.Fprintf(w, "ok   %s\n", path)
	}
	return out
}

func testOne(ctx context.Context, path string, update bool, w io.Writer) error {
	t, err := ParseFile(path)
	if err != nil {
		return err
	}
	snaps, err := Run(ctx, t)
	if err != nil {
		return err
	}
	var problems []string
	taken := map[string]bool{}
	for _, s := range snaps {
		taken[GoldenPath(path, s.Name)] = true
	}
	// Golden files of snapshots the tape no longer takes.
	others, _ := filepath.Glob(GoldenPath(path, "*"))
	for _, g := range others {
		name := strings.TrimSuffix(strings.TrimPrefix(g, strings.TrimSuffix(path, ".tape")+"."), ".golden")
		if taken[g] || strings.Contains(name, ".") {
			continue // taken, or another tape's (vim.extra.tape's vim.extra.s.golden)
		}
		if update {
			if err := os.Remove(g); err != nil {
				return err
			}
			continue
		}
		problems = append(problems, fmt.Sprintf("%s belongs to no snapshot of the tape; delete it, or run agentty tape test --update", g))
	}
	for _, s := range snaps {
		golden := GoldenPath(path, s.Name)
		if update {
			if err := os.WriteFile(golden, []byte(s.Text), 0o644); err != nil {
				return err
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if errors.Is(err, fs.ErrNotExist) {
			problems = append(problems, fmt.Sprintf("snapshot %q (line %d) has no golden file %s; run agentty tape test --update to write it", s.Name, s.Line, golden))
			continue
		}
		if err != nil {
			return err
		}
		if string(want) != s.Text {
			problems = append(problems, fmt.Sprintf("snapshot %q (line %d) differs from %s:\n%s", s.Name, s.Line, golden,
				Diff(golden, "screen", string(want), s.Text)))
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "\n"))
	}
	return nil
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}
