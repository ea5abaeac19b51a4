package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// module is this module's path, which every package of it is under.
const module = "github.com/agentty/agentty"

// floors are the layers of the module, bottom first: a package may import
// its own floor's packages and those below, never one above. A package is
// on the floor of the longest prefix (a directory) that names it.
var floors = [][]string{
	{"secret", "lockorder"},              // the secrets' matcher, a leaf the emulator and the recordings share; the order of the locks on a screen
	{"spell"},                            // spelling out what a program chose, for everything that shows it
	{"session/sessiontest"},              // the tests' helpers, which every package's tests use
	{"session/kernel", "session/settle"}, // the kernel's word on processes, below what reads screens; when a program is done
	{"emulator", "modes"},
	// The session's concepts that need no session: answer_prompt's steps,
	// the watcher of people's views, the questions to people, the input of
	// a call and its pace, what a wait expects, what a result says changed,
	// how a program is started, a manager's limits and timings, how the
	// last sessions ended, the people attached, the pace of the background
	// feed.
	{"session/answer", "session/watch", "session/question", "session/input", "session/expect", "session/delta", "session/launch", "session/config", "session/ending", "session/people", "session/pace"},
	{"session"},                // with its parts: session/shell, session/record
	{"tools", "tuitest"},       // the MCP tools, and the Go test package on the same session code
	{"guard"},                  // who an HTTP server serves: Host, Origin, the peer
	{"transport"},              // MCP over stdio and HTTP, which the servers above build on
	{"host", "web", "machine"}, // the servers, and the links to other machines
	{"cmd"},
}

// floorOf is the floor of a package path relative to the module; -1 when
// no floor names it.
func floorOf(rel string) int {
	best, bestLen := -1, -1
	for i, dirs := range floors {
		for _, d := range dirs {
			if (rel == d || strings.HasPrefix(rel, d+"/")) && len(d) > bestLen {
				best, bestLen = i, len(d)
			}
		}
	}
	return best
}

// listed is a package as go list -json describes it.
type listed struct {
	ImportPath   string
	Imports      []string
	TestImports  []string
	XTestImports []string
}

// upward returns what is wrong in pkgs' imports of the module's packages
// (tests' imports too): an import of a floor above, or a package on no
// floor.
func upward(pkgs []listed) []string {
	var bad []string
	for _, p := range pkgs {
		rel, ok := strings.CutPrefix(p.ImportPath, module+"/")
		if !ok {
			continue // the module's root, which holds no package
		}
		from := floorOf(rel)
		if from < 0 {
			bad = append(bad, p.ImportPath+" is on no floor: add it to floors (layers_test.go) and the README's layout")
			continue
		}
		for _, imp := range slices.Concat(p.Imports, p.TestImports, p.XTestImports) {
			irel, ok := strings.CutPrefix(imp, module+"/")
			if !ok {
				continue
			}
			if to := floorOf(irel); to > from {
				bad = append(bad, rel+" imports "+irel+", a floor above it")
			}
		}
	}
	slices.Sort(bad)
	return slices.Compact(bad)
}

// Imports go one way: cmd -> servers (host, web, machine) -> transport ->
// guard -> (tools, tuitest) -> session -> the session's concepts that need
// no session (session/answer ... session/pace) -> (emulator, modes) ->
// session/kernel -> the leaves (session/sessiontest, spell, secret), tests
// included.
func TestImportsGoOneWay(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command, to list the packages: %v", err)
	}
	out, err := exec.Command(goCmd, "list", "-json=ImportPath,Imports,TestImports,XTestImports", module+"/...").Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < len(floors) || floorOf("cmd/agentty") < 0 {
		t.Fatalf("go list listed %d packages", len(pkgs))
	}
	for _, b := range upward(pkgs) {
		t.Error(b)
	}

	// The check itself finds what it is for: the session host filed in
	// session (importing tools), a tool reaching for a server, a package
	// no floor names.
	wrong := []listed{
		{ImportPath: module + "/session/host", Imports: []string{module + "/tools", module + "/session", "net/http"}},
		{ImportPath: module + "/tools", TestImports: []string{module + "/transport"}},
		{ImportPath: module + "/emulator", Imports: []string{module + "/modes"}},
		{ImportPath: module + "/gadget"},
		{ImportPath: module + "/session", TestImports: []string{module + "/tuitest"}},
		{ImportPath: module + "/tuitest", Imports: []string{module + "/web"}},
		{ImportPath: module + "/transport", Imports: []string{module + "/web", module + "/guard"}},
		{ImportPath: module + "/guard", TestImports: []string{module + "/web"}},
		{ImportPath: module + "/session/kernel", Imports: []string{module + "/emulator", module + "/modes", module + "/spell"}},
		{ImportPath: module + "/session/answer", Imports: []string{module + "/session", module + "/modes"}},
	}
	want := []string{
		module + "/gadget is on no floor: add it to floors (layers_test.go) and the README's layout",
		"guard imports web, a floor above it",
		"session imports tuitest, a floor above it",
		"session/answer imports session, a floor above it",
		"session/host imports tools, a floor above it",
		"session/kernel imports emulator, a floor above it",
		"session/kernel imports modes, a floor above it",
		"tools imports transport, a floor above it",
		"transport imports web, a floor above it",
		"tuitest imports web, a floor above it",
	}
	if got := upward(wrong); !slices.Equal(got, want) {
		t.Errorf("upward found %q, want %q", got, want)
	}
}
