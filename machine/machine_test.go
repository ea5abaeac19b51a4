package machine

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestSplit(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		err  string
	}{
		{in: "ssh -T host", want: []string{"ssh", "-T", "host"}},
		{in: "  docker\texec -i  box ", want: []string{"docker", "exec", "-i", "box"}},
		{in: `kubectl exec -i 'my pod' --`, want: []string{"kubectl", "exec", "-i", "my pod", "--"}},
		{in: `ssh -o "ProxyCommand=ssh -W %h:%p jump" host`, want: []string{"ssh", "-o", "ProxyCommand=ssh -W %h:%p jump", "host"}},
		{in: `a\ b "c\"d" 'e\f' ""`, want: []string{"a b", `c"d`, `e\f`, ""}},
		{in: `x"y"'z'`, want: []string{"xyz"}},
		{in: `"$HOME"`, want: []string{"$HOME"}},
		{in: "", want: nil},
		{in: `ssh 'host`, err: "single quote"},
		{in: `ssh "host`, err: "double quote"},
		{in: `ssh host\`, err: "backslash"},
	} {
		t.Run(c.in, func(t *testing.T) {
			got, err := Split(c.in)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("Split(%q) = %q, %v; want an error about %s", c.in, got, err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("Split(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestParseFlag(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Machine
		err  string
	}{
		{in: "build=ssh -T build.example", want: Machine{Name: "build", Prefix: []string{"ssh", "-T", "build.example"}}},
		{in: "pod-1=kubectl exec -i pod-1 --", want: Machine{Name: "pod-1", Prefix: []string{"kubectl", "exec", "-i", "pod-1", "--"}}},
		{in: "build", err: "NAME=PREFIX"},
		{in: "=ssh host", err: "name"},
		{in: "my box=ssh host", err: "letters, digits"},
		{in: "-x=ssh host", err: "starting with"},
		{in: "box=", err: "prefix is empty"},
		{in: "box='ssh", err: "quote"},
	} {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseFlag(c.in)
			if c.err != "" {
				if err == nil || !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("ParseFlag(%q) = %v, %v; want ErrConfig about %s", c.in, got, err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("ParseFlag(%q) = %+v, want %+v", c.in, got, c.want)
			}
		})
	}
}

// TestLoad reads the config file (arrays and strings as prefixes, a
// timeout, a release directory), lets flags replace its machines, and
// refuses what is wrong in it by file and machine.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	cfgDir := filepath.Join(dir, "agentty")
	if err := os.MkdirAll(cfgDir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(cfgDir, "machines.json")
	write := func(s string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(`{"machines": {"build": ["ssh", "-T", "build.example"], "box": "docker exec -i 'my box'"},
		"timeout": "3s", "release_dir": "/opt/dist"}`)
	t.Setenv("XDG_CONFIG_HOME", dir)
	if got := ConfigPath(); got != path {
		t.Fatalf("ConfigPath() = %q, want %q", got, path)
	}
	c, err := Load("", []string{"box=ssh -T box.example", "pod=kubectl exec -i pod --"}, "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Machine{
		"build": {Name: "build", Prefix: []string{"ssh", "-T", "build.example"}, Timeout: 3 * time.Second},
		"box":   {Name: "box", Prefix: []string{"ssh", "-T", "box.example"}, Timeout: 3 * time.Second},
		"pod":   {Name: "pod", Prefix: []string{"kubectl", "exec", "-i", "pod", "--"}},
	}
	if !reflect.DeepEqual(c.Machines, want) {
		t.Errorf("machines = %+v, want %+v", c.Machines, want)
	}
	if c.ReleaseDir != "/opt/dist" {
		t.Errorf("ReleaseDir = %q", c.ReleaseDir)
	}
	if _, err := c.Get("nope"); !errors.Is(err, ErrNoMachine) || !strings.Contains(err.Error(), "box, build, pod") {
		t.Errorf("Get(nope) = %v; want ErrNoMachine naming the machines", err)
	}
	for _, bad := range []struct{ file, err string }{
		{`{"machines": {"a b": "ssh x"}}`, `"a b"`},
		{`{"machines": {"x": 3}}`, `machine "x": want an array`},
		{`{"machines": {"x": []}}`, `prefix is empty`},
		{`{"machines": {"x": "ssh 'x"}}`, `quote`},
		{`{"timeout": "soon"}`, `timeout "soon"`},
		{`{"machine": {}}`, `unknown field`},
	} {
		write(bad.file)
		if _, err := Load("", nil, ""); err == nil || !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), bad.err) || !strings.Contains(err.Error(), path) {
			t.Errorf("Load of %s = %v; want ErrConfig naming %s and %s", bad.file, err, path, bad.err)
		}
	}
	// No file at the default path names no machine; a file named but
	// missing is an error.
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	if c, err := Load("", nil, ""); err != nil || len(c.Machines) != 0 {
		t.Errorf("Load without a file = %v, %v", c, err)
	}
	if _, err := Load(filepath.Join(dir, "missing.json"), nil, ""); !errors.Is(err, ErrConfig) {
		t.Errorf("Load of a missing file named = %v, want ErrConfig", err)
	}
}
