package settle

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
)

// compare names a directory of traces written by a live run
// (AGENTTY_SETTLE_TRACES), to replay and compare with what the live waits
// returned: go test ./session/settle -run Compare -compare DIR -v.
var compare = flag.String("compare", "", "replay the traces in this directory and compare with their live outcomes")

// tracesDir holds the recorded traces of real sessions, each with the
// outcome its replay must give; go test ./session -run TestTraces -update
// records them again.
const tracesDir = "testdata/traces"

// TestTraces replays every recorded trace through Decide: each must give
// the outcome written in it (want) on its last look, where the live wait
// gave it: a decision that ends the wait on an earlier look answers with
// a screen the program had not finished (node's debugger before its
// prompt), and one that goes on past it waits for what has come.
func TestTraces(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(tracesDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no traces in %s", tracesDir)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".json"), func(t *testing.T) {
			tr := readTrace(t, file)
			if tr.Want == None {
				t.Fatalf("%s says no outcome to want", file)
			}
			v, i := Replay(tr)
			if v.Outcome != tr.Want || i != len(tr.Looks)-1 {
				t.Fatalf("%s (%d looks): replayed %q at look %d (%s), want %q at look %d", tr.Name, len(tr.Looks), v.Outcome, i, v.Why, tr.Want, len(tr.Looks)-1)
			}
			t.Logf("%s: %s at look %d of %d, %v into the wait (%s)", tr.Name, v.Outcome, i, len(tr.Looks), tr.Looks[i].At, v.Why)
		})
	}
}

// TestTraceRoundTrip: a trace written and read back is the same.
func TestTraceRoundTrip(t *testing.T) {
	tr := Trace{Name: "a key", Program: "cat", Call: call(Before{Chunks: 2, Ticking: true}), Live: Settled, Want: Settled,
		Looks: []Look{{At: 1, Chunks: 3, Output: Never, Fg: reading(Foreground{Timers: []time.Duration{5, 7}})}, {At: 9, Drained: true}}}
	var b bytes.Buffer
	if err := WriteTrace(&b, tr); err != nil {
		t.Fatal(err)
	}
	got, err := ReadTrace(&b)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(tr) {
		t.Fatalf("read back:\n%+v\nwrote:\n%+v", got, tr)
	}
}

func readTrace(t *testing.T, file string) Trace {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr, err := ReadTrace(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return tr
}

// TestCompare replays the traces of a live run (-compare DIR) and counts
// where the decision agrees with the live waits: the same outcome on one
// of the looks the live wait took, another outcome sooner, or none by the
// wait's last look (the decision would have looked on). It lists the
// traces that disagree.
func TestCompare(t *testing.T) {
	if *compare == "" {
		t.Skip("no -compare directory")
	}
	files, err := filepath.Glob(filepath.Join(*compare, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	var differ []string
	for _, file := range files {
		tr := readTrace(t, file)
		v, i := Replay(tr)
		kind := "same"
		switch {
		case i < 0:
			kind = "goes on"
		case v.Outcome != tr.Live:
			kind = "differs"
		}
		key := fmt.Sprintf("%-8s live %-8s replay %s", kind, tr.Live, v.Outcome)
		count[key]++
		if kind != "same" {
			at := "-"
			if i >= 0 {
				at = tr.Looks[i].At.String()
			}
			last := "-"
			if n := len(tr.Looks); n > 0 {
				last = tr.Looks[n-1].At.String()
			}
			differ = append(differ, fmt.Sprintf("%s %s: live %s (last look %s), replay %s at %s (%s)",
				filepath.Base(file), tr.Program, tr.Live, last, v.Outcome, at, v.Why))
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	t.Logf("%d traces", len(files))
	for _, k := range keys {
		t.Logf("%5d  %s", count[k], k)
	}
	slices.Sort(differ)
	for _, d := range differ {
		t.Log(d)
	}
}
