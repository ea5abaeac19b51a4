package sessiontest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Gate holds a test's program until the test opens it: what the program
// does after Wait comes after what the test did before Open, however slow
// the machine. (A sleep in the program would race with the test instead,
// and a loaded machine loses such races.)
type Gate struct {
	path string
}

// NewGate returns a closed gate, a file in a directory of the test's own
// that Open creates.
func NewGate(t testing.TB) *Gate {
	t.Helper()
	return &Gate{path: filepath.Join(t.TempDir(), "gate")}
}

// Wait is a shell command that returns once the gate is open. The program
// runs meanwhile (it polls for the file), and does not read its terminal.
func (g *Gate) Wait() string {
	return "until [ -e '" + strings.ReplaceAll(g.path, "'", `'\''`) + "' ]; do sleep 0.02; done"
}

// Open opens the gate for every program waiting at it, or fails the test.
func (g *Gate) Open(t testing.TB) {
	t.Helper()
	if err := os.WriteFile(g.path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Path is the file whose creation opens the gate, for a program that
// waits for it another way than Wait's.
func (g *Gate) Path() string { return g.path }
