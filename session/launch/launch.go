package launch

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/kernel"
)

// Process is a started program: its pid, and waiting for it.
type Process struct {
	Cmd    *exec.Cmd
	Reaped func() // called once it has been waited for; may be nil
}

// Pid is the process's id.
func (p Process) Pid() int { return p.Cmd.Process.Pid }

// Wait waits for the process to end and says how: its exit code, or the
// name of the signal that ended it (then code is -1). A non-zero exit is
// no error.
func (p Process) Wait() (code int, signal string, err error) {
	kernel.AwaitExit(p.Cmd.Process.Pid) // in the poller, not a thread of its own
	err = p.Cmd.Wait()
	kernel.ReapedChild(p.Cmd.Process.Pid)
	if p.Reaped != nil {
		p.Reaped()
	}
	st := p.Cmd.ProcessState
	if st == nil {
		return -1, "", err
	}
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -1, signalName(ws.Signal()), nil
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		err = nil // a non-zero exit is an outcome, not a fault
	}
	return st.ExitCode(), "", err
}

// LookPath finds the program the way the session's own shell would: a name
// with a slash is relative to the session's working directory, a bare name
// is searched in the session's PATH (the server's unless env sets one).
func LookPath(name, cwd, pathEnv string) (string, error) {
	if strings.Contains(name, "/") {
		if !filepath.IsAbs(name) && cwd != "" {
			name = filepath.Join(cwd, name)
		}
		return exec.LookPath(name)
	}
	if pathEnv == "" {
		return exec.LookPath(name)
	}
	for _, dir := range filepath.SplitList(pathEnv) {
		if dir == "" {
			dir = "."
		}
		if !filepath.IsAbs(dir) && cwd != "" {
			dir = filepath.Join(cwd, dir)
		}
		if p, err := exec.LookPath(filepath.Join(dir, name)); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%q not found in PATH %q", name, pathEnv)
}

// SearchPath is the PATH a bare program name is looked up in: the one the
// caller sets in env, else the base environment's ("" for the server's
// own).
func SearchPath(env map[string]string, base []string) string {
	if p := env["PATH"]; p != "" {
		return p
	}
	for _, kv := range base {
		if p, ok := strings.CutPrefix(kv, "PATH="); ok {
			return p
		}
	}
	return ""
}

// Environment is the environment of session id's program: the base
// environment (the server's when nil) with the terminal's variables set
// and the caller's additions on top.
func Environment(id string, base []string, extra map[string]string) []string {
	env := map[string]string{}
	var order []string
	set := func(k, v string) {
		if _, ok := env[k]; !ok {
			order = append(order, k)
		}
		env[k] = v
	}
	if base == nil {
		base = os.Environ()
	}
	for _, kv := range base {
		k, v, _ := strings.Cut(kv, "=")
		set(k, v)
	}
	// A size in the environment would override the PTY's.
	delete(env, "LINES")
	delete(env, "COLUMNS")
	// The server's own variables are not its programs': the HTTP
	// transport's bearer token, and where the session host is (a session's
	// programs are no clients of it; see the README's trust model).
	for _, k := range serverEnv {
		delete(env, k)
	}
	// CI tells a program that nobody is at its terminal: termenv (Bubble
	// Tea, gum, huh) then draws without styles, so no option shows as
	// chosen, and npm and others stop asking. A session is a terminal with
	// someone at it, even when its server runs in CI; a caller who wants
	// CI sets it in env.
	delete(env, "CI")
	set("TERM", "xterm-256color")
	set("COLORTERM", "truecolor")
	set("AGENTTY_SESSION", id)
	if !utf8Locale(env) {
		set("LANG", "C.UTF-8")
		delete(env, "LC_ALL")
		delete(env, "LC_CTYPE")
	}
	for k, v := range extra {
		set(k, v)
	}
	out := make([]string, 0, len(env))
	for _, k := range order {
		if v, ok := env[k]; ok {
			out = append(out, k+"="+v)
		}
	}
	return out
}

// serverEnv names the variables of the server that its sessions do not
// inherit: AGENTTY_TOKEN (the HTTP transport's bearer token),
// AGENTTY_RUNTIME_DIR (the session host's directory, and so its socket)
// and AGENTTY_HOST_STARTER (the front end that started the host).
var serverEnv = []string{"AGENTTY_TOKEN", "AGENTTY_RUNTIME_DIR", "AGENTTY_HOST_STARTER"}

func utf8Locale(env map[string]string) bool {
	for _, k := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := env[k]; v != "" {
			v = strings.ToLower(v)
			return strings.Contains(v, "utf-8") || strings.Contains(v, "utf8")
		}
	}
	return false
}

func signalName(sig syscall.Signal) string {
	name := unix.SignalName(sig)
	if name == "" {
		return fmt.Sprintf("signal %d", int(sig))
	}
	return name
}
