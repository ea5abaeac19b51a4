package sessiontest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A PacedReader is a program that reads its terminal one byte at a time,
// each only when the test lets it (Next): in raw mode, it waits for a
// byte on a FIFO of the test's, then reads one byte of its input and adds
// it to a log the test reads (Read). Between two reads it sleeps in a
// read of the FIFO, not of its terminal, so what is typed meanwhile waits
// in the terminal's input queue, as for a program that reads slowly, and
// which key it read when is the test's doing, not a race with the
// machine's load.
type PacedReader struct {
	// Argv runs it (python3).
	Argv []string
	fifo string
	log  string
	w    *os.File
}

// NewPacedReader writes the program and its FIFO in a directory of the
// test's own. It prints "paced ready" once it waits for its first Next.
func NewPacedReader(t testing.TB) *PacedReader {
	t.Helper()
	dir := t.TempDir()
	p := &PacedReader{fifo: filepath.Join(dir, "next"), log: filepath.Join(dir, "log")}
	if err := syscall.Mkfifo(p.fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "paced.py")
	WriteFile(t, script, `import os, sys, tty
tty.setraw(0)
nxt = os.open(sys.argv[1], os.O_RDWR)
log = open(sys.argv[2], "ab", buffering=0)
os.write(1, b"paced ready\r\n")
while True:
    os.read(nxt, 1)
    b = os.read(0, 1)
    log.write(b)
    os.write(1, b)
`)
	p.Argv = []string{"python3", script, p.fifo, p.log}
	return p
}

// Next lets the program read one more byte of its input. It opens the
// FIFO the first time, once the program holds it (it is running).
func (p *PacedReader) Next(t testing.TB) {
	t.Helper()
	if p.w == nil {
		w, err := os.OpenFile(p.fifo, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		p.w = w
		t.Cleanup(func() { _ = w.Close() })
	}
	if _, err := p.w.Write([]byte{'.'}); err != nil {
		t.Fatal(err)
	}
}

// Read returns what the program has read of its input so far.
func (p *PacedReader) Read(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile(p.log)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}

// ReadOne lets the program read one more byte (Next) and waits until it
// has, within a minute; it returns all it has read.
func (p *PacedReader) ReadOne(t testing.TB) string {
	t.Helper()
	n := len(p.Read(t))
	p.Next(t)
	var got string
	Eventually(t, time.Minute, "the paced reader to read one more byte", func() bool {
		got = p.Read(t)
		return len(got) > n
	})
	return got
}

// ReadUntil lets the program read byte after byte until the last it read
// is last (at most limit bytes more), and returns all it has read.
func (p *PacedReader) ReadUntil(t testing.TB, last byte, limit int) string {
	t.Helper()
	got := p.Read(t)
	for range limit {
		if len(got) > 0 && got[len(got)-1] == last {
			return got
		}
		got = p.ReadOne(t)
	}
	if len(got) == 0 || got[len(got)-1] != last {
		t.Fatalf("the paced reader read %q, not %q within %d more bytes", got, last, limit)
	}
	return got
}
