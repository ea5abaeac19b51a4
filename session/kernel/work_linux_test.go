package kernel

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/session/sessiontest"
)

// WorkOf tells a process that runs from one asleep and one stopped: while
// this test's own process runs, sleep does not; a shell loop does, until
// it is stopped.
func TestWorkOf(t *testing.T) {
	sessiontest.Need(t, "sleep", "sh")
	start := func(args ...string) int {
		cmd := exec.Command(args[0], args[1:]...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		return cmd.Process.Pid
	}
	asleep, spin := start("sleep", "60"), start("sh", "-c", "while :; do :; done")
	read := func(pid int) Work {
		t.Helper()
		w, ok := WorkOf(pid)
		if !ok {
			t.Fatalf("WorkOf(%d) read nothing", pid)
		}
		return w
	}
	sessiontest.Eventually(t, 10*time.Second, "sleep to be asleep", func() bool { return read(asleep).State == 'S' })
	sleepWas, spinWas, selfWas := read(asleep), read(spin), read(os.Getpid())
	// The window: until this process and the loop have both run.
	sessiontest.Eventually(t, 30*time.Second, "this process and the loop to run", func() bool {
		for range 1_000_000 {
		}
		return read(os.Getpid()).WorkedSince(selfWas) && read(spin).WorkedSince(spinWas)
	})
	if w := read(asleep); w.WorkedSince(sleepWas) {
		t.Errorf("sleep worked: %+v, then %+v", sleepWas, w)
	}
	if err := syscall.Kill(spin, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 10*time.Second, "the loop to be stopped", func() bool { return read(spin).Stopped() })
	if w := read(spin); w.WorkedSince(w) || w.WorkedSince(spinWas) {
		t.Errorf("a stopped process worked: %+v", w)
	}
	if _, ok := WorkOf(1 << 30); ok {
		t.Error("WorkOf read a process that cannot exist")
	}
}
