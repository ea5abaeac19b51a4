package kernel

import (
	"encoding/binary"
	"path"
	"slices"
	"testing"
)

// kinfoRecord is one struct kinfo_proc as macOS lays it out for a 64-bit
// process (kinfo_darwin.go checks the offsets against
// golang.org/x/sys/unix at compile time; kinfo_darwin_test.go builds the
// bytes from unix.KinfoProc itself).
type kinfoRecord struct {
	pid, ppid, pgid, tdev, tpgid int32
	stat                         int8
	comm                         string
	sec                          int64
	usec                         int32
}

func (r kinfoRecord) bytes() []byte {
	b := make([]byte, kinfoSize)
	le := binary.LittleEndian
	le.PutUint64(b[kinfoStartSec:], uint64(r.sec))
	le.PutUint32(b[kinfoStartUsec:], uint32(r.usec))
	b[kinfoStat] = byte(r.stat)
	le.PutUint32(b[kinfoPid:], uint32(r.pid))
	copy(b[kinfoComm:kinfoComm+kinfoCommLen-1], r.comm)
	le.PutUint32(b[kinfoPpid:], uint32(r.ppid))
	le.PutUint32(b[kinfoPgid:], uint32(r.pgid))
	le.PutUint32(b[kinfoTdev:], uint32(r.tdev))
	le.PutUint32(b[kinfoTpgid:], uint32(r.tpgid))
	// The fields agentty does not read hold noise, as the kernel's do.
	for i := range b {
		if b[i] == 0 && !inKinfoField(i) {
			b[i] = 0xa5
		}
	}
	return b
}

// inKinfoField reports whether byte i belongs to a field agentty reads.
func inKinfoField(i int) bool {
	for _, f := range [][2]int{{kinfoStartSec, 8}, {kinfoStartUsec, 4}, {kinfoStat, 1}, {kinfoPid, 4},
		{kinfoComm, kinfoCommLen}, {kinfoPpid, 4}, {kinfoPgid, 4}, {kinfoTdev, 4}, {kinfoTpgid, 4}} {
		if i >= f[0] && i < f[0]+f[1] {
			return true
		}
	}
	return false
}

// A shell (SRUN: alive, the kernel does not say more) whose job, vim, is
// stopped, and a zombie it has not reaped yet, as sysctl kern.proc.pgrp
// returns them.
func TestParseKinfoProcs(t *testing.T) {
	recs := []kinfoRecord{
		{pid: 501, ppid: 1, pgid: 501, tdev: 0x1000003, tpgid: 501, stat: darwinSRUN, comm: "zsh", sec: 1700000000, usec: 250},
		{pid: 733, ppid: 501, pgid: 501, tdev: 0x1000003, tpgid: 501, stat: darwinSSTOP, comm: "vim", sec: 1700000002, usec: 999999},
		{pid: 734, ppid: 501, pgid: 501, tdev: -1, tpgid: 0, stat: darwinSZOMB, comm: "a-name-of-16-chr", sec: 1700000003},
	}
	var b []byte
	for _, r := range recs {
		b = append(b, r.bytes()...)
	}
	got, err := parseKinfoProcs(b)
	if err != nil {
		t.Fatal(err)
	}
	want := []kinfoProc{
		{Proc{Pid: 501, PPid: 1, Pgrp: 501, State: '?', Comm: "zsh", Start: 1700000000000250}, 0x1000003, 501},
		{Proc{Pid: 733, PPid: 501, Pgrp: 501, State: 'T', Comm: "vim", Start: 1700000002999999}, 0x1000003, 501},
		{Proc{Pid: 734, PPid: 501, Pgrp: 501, State: 'Z', Comm: "a-name-of-16-chr", Start: 1700000003000000}, -1, 0},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("parsed\n%+v\nwant\n%+v", got, want)
	}

	l := lookFromTable(alive(got), 501)
	if l.Sees || !l.Stopped || len(l.Members) != 2 || l.Reader != -1 {
		t.Fatalf("the group with a stopped vim: %+v", l)
	}
	if pick := Nameable(l.Members, -1, 501, isShell); l.Members[pick].Comm != "vim" {
		t.Fatalf("named after %+v, want vim", l.Members[pick])
	}
	running, _ := parseKinfoProcs(recs[0].bytes())
	if l := lookFromTable(running, 501); l.Stopped || len(l.Members) != 1 {
		t.Fatalf("a live shell: %+v", l)
	}

	if _, err := parseKinfoProcs(b[:len(b)-1]); err == nil {
		t.Fatal("a cut record parsed")
	}
	if got, err := parseKinfoProcs(nil); err != nil || len(got) != 0 {
		t.Fatalf("no processes: %v %v", got, err)
	}
}

// kern.procargs2: argc, the executable's path, padding, the arguments,
// then the environment.
func TestParseProcargs2(t *testing.T) {
	record := func(argc int32, rest string) []byte {
		b := binary.LittleEndian.AppendUint32(nil, uint32(argc))
		return append(b, rest...)
	}
	tests := []struct {
		name string
		in   []byte
		want []string
	}{
		{"login shell", record(1, "/bin/zsh\x00\x00\x00\x00\x00-zsh\x00TERM=xterm-256color\x00HOME=/Users/a\x00"), []string{"-zsh"}},
		{"arguments with spaces", record(3, "/usr/bin/python3\x00\x00\x00python3\x00-c\x00print('a b')\x00PATH=/usr/bin\x00"), []string{"python3", "-c", "print('a b')"}},
		{"an empty argument", record(3, "/bin/echo\x00\x00echo\x00\x00x\x00"), []string{"echo", "", "x"}},
		{"cut short", record(3, "/bin/sleep\x00\x00sleep\x0030"), []string{"sleep", "30"}},
		{"no arguments", record(0, "/bin/sh\x00"), nil},
		{"too short", []byte{1, 0}, nil},
		{"no path end", record(1, "/bin/sh"), nil},
		{"absurd argc", record(-5, "/bin/sh\x00\x00sh\x00"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseProcargs2(tt.in); !slices.Equal(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// isShell is Nameable's word on shells in these tests: the shells they
// start. (The classifier's modes.IsShell is the server's; the kernel
// package is below it.)
func isShell(program string) bool {
	switch path.Base(program) {
	case "sh", "bash", "dash", "zsh":
		return true
	}
	return false
}
