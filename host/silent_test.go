package host

import (
	"context"
	"errors"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/session/sessiontest"
	"github.com/agentty/agentty/tools"
)

// What a probe makes of a host that has not answered, from what the kernel
// showed of its process when the window began and at its end.
func TestSilence(t *testing.T) {
	asleep := kernel.Work{State: 'S', Start: 7, CPU: 40}
	ran := kernel.Work{State: 'S', Start: 7, CPU: 41}
	starved := kernel.Work{State: 'S', Start: 7, CPU: 40, Runnable: 2} // two threads wait for a processor
	stopped := kernel.Work{State: 'T', Start: 7, CPU: 40}
	traced := kernel.Work{State: 't', Start: 7, CPU: 41, Runnable: 1}
	other := kernel.Work{State: 'R', Start: 9, CPU: 500, Runnable: 3} // the pid went to another process
	zombie := kernel.Work{State: 'Z', Start: 7, CPU: 41}
	for _, c := range []struct {
		name     string
		was, now kernel.Work
		known    bool
		waited   time.Duration
		want     string // "" while it is waited for
	}{
		{"stopped, at once", stopped, stopped, true, 0, "is stopped"},
		{"stopped by a tracer", asleep, traced, true, hostAnswer, "is stopped"},
		{"asleep, before a window passed", asleep, asleep, true, hostAnswer / 2, ""},
		{"asleep for a window", asleep, asleep, true, hostAnswer, "did not run meanwhile"},
		{"asleep for the last window", asleep, asleep, true, 4 * hostAnswer, "has not run for the last"},
		{"ran", asleep, ran, true, hostAnswer, ""},
		{"waits for a processor", asleep, starved, true, hostAnswer, ""},
		{"ran, long", asleep, ran, true, hostBusy - time.Second, ""},
		{"ran for hostBusy", asleep, ran, true, hostBusy, "without saying who it is"},
		{"another process under its pid", asleep, other, true, hostAnswer, "did not run meanwhile"},
		{"ended", asleep, zombie, true, hostAnswer, "did not run meanwhile"},
		{"the kernel says nothing, before a window", kernel.Work{}, kernel.Work{}, false, 0, ""},
		{"the kernel says nothing", kernel.Work{}, kernel.Work{}, false, hostAnswer, "did not say who it is within 3s"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := silence(c.was, c.now, c.known, c.waited)
			if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("silence = %q, want %q", got, c.want)
			}
		})
	}
}

// listenerHost listens on the host's socket and never answers: it spins, or
// sleeps. It is the process the kernel gives as the socket's listener.
func listenerHost(t *testing.T, paths Paths, spin bool) *exec.Cmd {
	t.Helper()
	sessiontest.Need(t, "python3")
	body := "time.sleep(3600)"
	if spin {
		body = "while True: pass"
	}
	cmd := exec.Command("python3", "-c", "import socket, sys, time\n"+
		"s = socket.socket(socket.AF_UNIX)\ns.bind(sys.argv[1])\ns.listen(64)\nprint('up', flush=True)\n"+body, paths.Socket)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	if _, err := out.Read(make([]byte, 3)); err != nil {
		t.Fatalf("the fake host did not start: %v", err)
	}
	return cmd
}

// A front end's probe of a host that does not answer asks the kernel: a
// host at work (here spinning, never answering) is waited for while the
// call lasts; one asleep is silent after hostAnswer; one stopped is silent
// at once. Each error names the host's pid, as the listener of its socket.
//
// Before the kernel was asked, the spinning host was ErrSilent after
// hostAnswer as the sleeping one is.
func TestProbeAsksTheKernel(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the kernel's word on a process's work is read from procfs")
	}
	for _, c := range []struct {
		name string
		spin bool
		stop bool
		want string // "" for waited for until the call ends
	}{
		{"spinning", true, false, ""},
		{"asleep", false, false, "did not say who it is within"},
		{"stopped", true, true, "is stopped"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			paths := PathsIn(testDir(t), DefaultName)
			cmd := listenerHost(t, paths, c.spin)
			pid := cmd.Process.Pid
			if c.stop {
				if err := syscall.Kill(pid, syscall.SIGSTOP); err != nil {
					t.Fatal(err)
				}
				sessiontest.Eventually(t, 10*time.Second, "the fake host to be stopped", func() bool {
					w, ok := kernel.WorkOf(pid)
					return ok && w.Stopped()
				})
			}
			f := newFrontEnd(NewClient(paths, "test", nil), tools.Origin{}, nil)
			// The call lasts two windows of hostAnswer and a half: a host
			// asleep is silent after one.
			ctx, cancel := context.WithTimeout(context.Background(), 2*hostAnswer+hostAnswer/2)
			defer cancel()
			start := time.Now()
			err := f.answers(ctx)
			took := time.Since(start)
			t.Logf("answers after %s: %v", took.Round(time.Millisecond), err)
			switch {
			case c.want == "" && err != nil:
				t.Errorf("a host at work: %v after %s, want it waited for while the call lasts", err, took)
			case c.want == "":
			case !errors.Is(err, ErrSilent) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "pid "+strconv.Itoa(pid)):
				t.Errorf("got %v, want ErrSilent saying %q of pid %d", err, c.want, pid)
			}
			// (That a stopped host is silent before any window passes is
			// silence's, TestSilence's "stopped, at once": how long the
			// call took here depends on the machine's load.)
		})
	}
}
