package sse

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// SSE events are read whole: multi-line data joined, named, comments and
// other fields skipped, the last one without a blank line too; an event or
// a line over the bound is ErrTooLarge, and nothing past it is read.
func TestRead(t *testing.T) {
	in := ": comment\nevent: screen\nid: 1\ndata: {\"a\":\ndata: 1}\n\ndata: {\"b\":2}\n\nevent: end\ndata: {\"c\":3}"
	var got []string
	each := func(event string, b []byte) error {
		got = append(got, event+"="+string(b))
		return nil
	}
	if err := Read(strings.NewReader(in), 64, each); err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "|") != "screen={\"a\":\n1}|message={\"b\":2}|end={\"c\":3}" {
		t.Errorf("events: %q", got)
	}
	for name, in := range map[string]string{
		"a long line":        "data: " + strings.Repeat("x", 100) + "\n\n",
		"a long event":       strings.Repeat("data: 0123456789\n", 10) + "\n",
		"a line without end": "data: x\n\n: " + strings.Repeat("y", 1000),
	} {
		t.Run(name, func(t *testing.T) {
			got = nil
			r := &counting{r: strings.NewReader(in + strings.Repeat("z", 1<<20))}
			err := Read(r, 64, each)
			if !errors.Is(err, ErrTooLarge) {
				t.Errorf("ReadEvents = %v, want ErrTooLarge", err)
			}
			if r.n > 128<<10 {
				t.Errorf("read %d bytes of a stream whose event broke the bound of 64", r.n)
			}
		})
	}
	// each's error ends the reading.
	stop := errors.New("stop")
	if err := Read(strings.NewReader("data: 1\n\ndata: 2\n\n"), 64, func(string, []byte) error { return stop }); err != stop {
		t.Errorf("ReadEvents = %v, want each's error", err)
	}
}

// counting counts the bytes read from r.
type counting struct {
	r io.Reader
	n int
}

func (c *counting) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}
