package settle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// A Trace is one wait of a real session as the decision saw it: the call,
// every look the wait took, and the verdict the live wait gave. Replayed
// through Decide, the looks give a verdict again; the trace files under
// testdata are the table of what each program must give.
type Trace struct {
	// Name says what was waited for ("fzf: a key"); Program is the
	// foreground program.
	Name    string `json:"name"`
	Program string `json:"program,omitempty"`
	Call    Call   `json:"call"`
	Looks   []Look `json:"looks"`
	// Live is the outcome the live wait returned; Want, in a trace file,
	// the outcome its replay must give (what a person would say of the
	// screen it ends on).
	Live Outcome `json:"live"`
	Want Outcome `json:"want,omitempty"`
}

// maxTraceLooks bounds a trace: the looks past it are not kept.
const maxTraceLooks = 4096

// Add appends a look to the trace, up to maxTraceLooks.
func (t *Trace) Add(l Look) {
	if len(t.Looks) < maxTraceLooks {
		t.Looks = append(t.Looks, l)
	}
}

// Replay folds the trace's looks through Decide, and returns the first
// verdict that ends the wait and the index of the look that gave it; -1
// when none does (the live wait ended on a rule the looks do not show, or
// the trace was cut short).
func Replay(t Trace) (Verdict, int) {
	var m Memory
	var v Verdict
	for i, l := range t.Looks {
		v, m = Decide(t.Call, m, l)
		if v.Outcome != None {
			return v, i
		}
	}
	return v, -1
}

// ReadTrace reads a trace written by WriteTrace.
func ReadTrace(r io.Reader) (Trace, error) {
	var t Trace
	dec := json.NewDecoder(io.LimitReader(r, maxTraceBytes))
	if err := dec.Decode(&t); err != nil {
		return Trace{}, fmt.Errorf("read trace: %w", err)
	}
	return t, nil
}

// maxTraceBytes bounds what ReadTrace reads.
const maxTraceBytes = 64 << 20

// WriteTrace writes a trace as indented JSON, a look a line.
func WriteTrace(w io.Writer, t Trace) error {
	looks := t.Looks
	t.Looks = nil
	head, err := json.Marshal(t)
	if err != nil {
		return err
	}
	// {"name":…,"looks":null,…}: the looks go one a line where the null was.
	const null = `"looks":null`
	i := bytes.Index(head, []byte(null))
	if i < 0 {
		return fmt.Errorf("write trace: no looks field")
	}
	if _, err := w.Write(append(head[:i:i], `"looks":[`...)); err != nil {
		return err
	}
	for k, l := range looks {
		b, err := json.Marshal(l)
		if err != nil {
			return err
		}
		sep := ",\n"
		if k == 0 {
			sep = "\n"
		}
		if _, err := io.WriteString(w, sep+string(b)); err != nil {
			return err
		}
	}
	_, err = io.WriteString(w, "\n]"+string(head[i+len(null):])+"\n")
	return err
}
