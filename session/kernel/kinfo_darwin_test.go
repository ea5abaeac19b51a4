package kernel

import (
	"os"
	"os/exec"
	"slices"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/session/sessiontest"
)

// kinfoBytes is a unix.KinfoProc as the kernel hands it over.
func kinfoBytes(k *unix.KinfoProc) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(k)), unix.SizeofKinfoProc)
}

// The records parseKinfoProcs reads are built from golang.org/x/sys/unix's
// own struct, not from kinfo.go's offsets.
func TestParseKinfoProcsFromUnixStruct(t *testing.T) {
	var a, b unix.KinfoProc
	a.Proc.P_pid, a.Proc.P_stat = 812, darwinSSTOP
	a.Proc.P_starttime = unix.Timeval{Sec: 1700000100, Usec: 42}
	copy(a.Proc.P_comm[:], "less")
	a.Proc.P_sigignore = 1<<(unix.SIGTSTP-1) | 1<<(unix.SIGTTOU-1)
	a.Eproc.Ppid, a.Eproc.Pgid, a.Eproc.Tdev, a.Eproc.Tpgid = 800, 812, 0x10000a0, 812
	b.Proc.P_pid, b.Proc.P_stat = 813, darwinSRUN
	copy(b.Proc.P_comm[:], "sixteen-chars-ab")
	b.Eproc.Ppid, b.Eproc.Pgid, b.Eproc.Tdev, b.Eproc.Tpgid = 812, 812, -1, 0
	got, err := parseKinfoProcs(append(slices.Clone(kinfoBytes(&a)), kinfoBytes(&b)...))
	if err != nil {
		t.Fatal(err)
	}
	want := []kinfoProc{
		{Proc{Pid: 812, PPid: 800, Pgrp: 812, State: 'T', Comm: "less", Start: 1700000100000042, RunsJobs: true}, 0x10000a0, 812},
		{Proc{Pid: 813, PPid: 812, Pgrp: 812, State: '?', Comm: "sixteen-chars-ab"}, -1, 0},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("parsed\n%+v\nwant\n%+v", got, want)
	}
}

// On a Mac: the kernel's own answers for this process and a child it
// stops.
func TestSysctlProcessTable(t *testing.T) {
	sessiontest.Need(t, "sleep")
	b, err := unix.SysctlRaw("kern.proc.pid", os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	self, err := parseKinfoProcs(b)
	if err != nil || len(self) != 1 || self[0].Pid != os.Getpid() || self[0].PPid != os.Getppid() || self[0].Pgrp != unix.Getpgrp() {
		t.Fatalf("kern.proc.pid for this process: %+v %v", self, err)
	}

	cmd := exec.Command("sleep", "30")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	pid := cmd.Process.Pid
	sessiontest.Eventually(t, 5*time.Second, "sleep to exec", func() bool {
		ps := groupProcs(pid)
		return len(ps) == 1 && ps[0].Comm == "sleep"
	})
	if argv := Cmdline(pid); !slices.Equal(argv, []string{"sleep", "30"}) {
		t.Fatalf("kern.procargs2: %q", argv)
	}
	sid, _ := unix.Getsid(0)
	if ps := SessionProcs(sid, pid); len(ps) != 1 || ps[0].Pid != pid {
		t.Fatalf("SessionProcs of the child's group: %+v", ps)
	}
	if err := cmd.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	sessiontest.Eventually(t, 5*time.Second, "the stop to show", func() bool {
		return lookFromTable(groupProcs(pid), pid).Stopped
	})
	_ = cmd.Process.Signal(syscall.SIGCONT)
	sessiontest.Eventually(t, 5*time.Second, "the stop to end", func() bool {
		return !lookFromTable(groupProcs(pid), pid).Stopped
	})
}
