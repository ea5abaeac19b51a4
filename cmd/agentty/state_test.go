package main

import (
	"encoding/json"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/agentty/agentty/session/sessiontest"
)

// --state chooses how state is read; the result says where it came from.
// An unknown backend, by flag or environment, is refused before anything
// starts.
func TestStateFlag(t *testing.T) {
	sessiontest.Need(t, "bash")
	snap := func(env string, args ...string) (source string, code int, stderr string) {
		t.Helper()
		cmd := agentty(t, append([]string{"snap", "--json", "--size", "40x5"}, args...)...)
		cmd.Env = append(cmd.Env, "AGENTTY_STATE="+env)
		var errb strings.Builder
		cmd.Stderr = &errb
		out, err := cmd.Output()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", ee.ExitCode(), errb.String()
		} else if err != nil {
			t.Fatal(err)
		}
		var v struct {
			State  string `json:"state"`
			Source string `json:"state_source"`
		}
		if err := json.Unmarshal(out, &v); err != nil || v.State != "waiting_for_input" {
			t.Fatalf("snap: %s (%v)", out, err)
		}
		return v.Source, 0, errb.String()
	}
	prompt := []string{"--", "bash", "-c", "printf 'Name: '; read -r x"}
	for _, c := range []struct {
		env    string
		flags  []string
		source string
	}{
		{"", nil, "kernel"},
		{"", []string{"--state", "portable"}, "quiet"},
		{"portable", nil, "quiet"},
		{"portable", []string{"--state", "kernel"}, "kernel"},
	} {
		if got, code, errs := snap(c.env, append(c.flags, prompt...)...); got != c.source || code != 0 {
			t.Errorf("AGENTTY_STATE=%q %v: state_source %q (exit %d: %s), want %q", c.env, c.flags, got, code, errs, c.source)
		}
	}
	for _, c := range []struct {
		env   string
		flags []string
		want  string
	}{
		{"", []string{"--state", "procfs"}, `--state: state backend "procfs": want kernel or portable`},
		{"quiet", nil, `$AGENTTY_STATE: state backend "quiet": want kernel or portable`},
	} {
		if _, code, errs := snap(c.env, append(c.flags, prompt...)...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("AGENTTY_STATE=%q %v: exit %d, %q; want exit 2 saying %q", c.env, c.flags, code, errs, c.want)
		}
	}
}
