package kernel

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// This file reads what the kernel knows about the processes in front of a
// terminal: /proc/PID/stat for the process group, session and scheduler
// state, /proc/PID/task/TID/syscall for the system call a sleeping thread is
// blocked in, /proc/PID/mem and fdinfo for the descriptors a poll, select or
// epoll waits on, and schedstat for CPU time.

// readProc reads a file of procfs (or cgroupfs) whole in the fewest
// system calls: open, reads until the end, close. os.ReadFile asks the
// file's size besides (procfs does not know it) and sets the descriptor up
// for the poller; a look at a session reads some ten of these files, a
// listing of many sessions ten for each.
func readProc(path string) ([]byte, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	defer unix.Close(fd)
	buf := make([]byte, 0, 1024)
	for {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, cap(buf))
		}
		n, err := unix.Read(fd, buf[len(buf):cap(buf)])
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return nil, &os.PathError{Op: "read", Path: path, Err: err}
		case n <= 0:
			return buf, nil
		}
		buf = buf[:len(buf)+n]
	}
}

func readStat(path string) (Proc, bool) {
	b, err := readProc(path)
	if err != nil {
		return Proc{}, false
	}
	return parseStat(b)
}

// parseStat reads a /proc/PID/stat line.
func parseStat(b []byte) (Proc, bool) {
	// pid (comm) state ppid pgrp session ...; comm may hold spaces and ')'.
	open := bytes.IndexByte(b, '(')
	end := bytes.LastIndexByte(b, ')')
	if open < 0 || end < open || end+2 >= len(b) {
		return Proc{}, false
	}
	var st Proc
	st.Pid, _ = strconv.Atoi(string(bytes.TrimSpace(b[:open])))
	st.Comm = string(b[open+1 : end])
	f := bytes.Fields(b[end+2:])
	if len(f) < 4 {
		return Proc{}, false
	}
	st.State = f[0][0]
	st.PPid, _ = strconv.Atoi(string(f[1]))
	st.Pgrp, _ = strconv.Atoi(string(f[2]))
	st.Session, _ = strconv.Atoi(string(f[3]))
	if len(f) > 19 {
		// Fields 14 and 15 (utime, stime), 22 (starttime): f[0] is
		// field 3.
		utime, _ := strconv.ParseUint(string(f[11]), 10, 64)
		stime, _ := strconv.ParseUint(string(f[12]), 10, 64)
		st.CPU = utime + stime
		st.Start, _ = strconv.ParseUint(string(f[19]), 10, 64)
	}
	if len(f) > 30 {
		// Field 33, sigignore, a decimal mask.
		ign, _ := strconv.ParseUint(string(f[30]), 10, 64)
		st.RunsJobs = ignoresStops(ign, int(unix.SIGTSTP), int(unix.SIGTTOU))
	}
	return st, true
}

// SessionProcs returns the live processes of a kernel session (the one a
// session leader created with setsid), optionally only those of one process
// group.
func SessionProcs(sid, pgrp int) []Proc {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	var out []Proc
	for _, n := range names {
		if n[0] < '0' || n[0] > '9' {
			continue
		}
		st, ok := readStat("/proc/" + n + "/stat")
		if !ok || st.Session != sid || st.State == 'Z' || st.State == 'X' {
			continue
		}
		if pgrp > 0 && st.Pgrp != pgrp {
			continue
		}
		out = append(out, st)
	}
	return out
}

// threadFacts is what one thread of a foreground process is doing.
type threadFacts struct {
	dir     string // its /proc/PID/task/TID/
	state   byte   // R, S, D, T, Z…
	onTTY   bool   // blocked waiting for input from the terminal
	unknown bool   // asleep in a call agentty may not see (a setuid program)
	cpu     uint64 // nanoseconds on CPU (schedstat), or clock ticks
	// sched is the thread's schedstat as read (time on the CPU, time
	// waiting for it, times run): it changes whenever the thread runs or
	// waits to.
	sched string
	// call is the system call it sleeps in with its arguments, as
	// /proc/PID/task/TID/syscall gives them.
	call string
	// timeout is how long a thread waiting for the terminal asked to wait
	// at most (a program that redraws on a timer); 0 when without one.
	timeout time.Duration
	// wake is how soon at the latest a thread asleep in a timed wait
	// (a timer of its own, whatever else it waits for) wakes; 0 when it
	// sleeps without one. relative says the call took its timeout as a
	// length, not a time to wake at: how much of it is left the kernel
	// does not show (Look bounds it by when the sleep was first seen).
	wake     time.Duration
	relative bool
	// outside: it waits on something from outside the program: a
	// socket whose other end it does not hold, a pipe whose other end it
	// does not hold, another terminal. relay: it waits, in one call, on
	// the terminal and on such connections only (nothing of its own: an
	// event loop's wake-up descriptors, as node's and asyncio's, mean a
	// program that works on its own, not one that copies).
	outside, relay bool
	// flight: such a socket it waits on holds bytes in flight (see
	// fdCheck.socket).
	flight bool
}

// examineThread reads one thread's state and, when it sleeps, whether the
// system call it sleeps in waits for the terminal tty, and when it will
// wake on its own.
func examineThread(pid int, tid string, fds *fdCheck) threadFacts {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/" + tid + "/"
	tf := threadFacts{dir: dir}
	st, ok := readStat(dir + "stat")
	if !ok {
		return tf
	}
	tf.state = st.State
	tf.sched = readSchedstat(dir + "schedstat")
	tf.cpu = schedCPU(tf.sched)
	if st.State != 'S' {
		return tf
	}
	b, err := readProc(dir + "syscall")
	if err != nil {
		// A setuid program (sudo, su, passwd) hides its syscall, wchan
		// and descriptors from a server that is not root.
		tf.unknown = true
		return tf
	}
	tf.call = strings.TrimSpace(string(b))
	f := strings.Fields(tf.call)
	if len(f) < 7 || f[0] == "running" {
		return tf
	}
	nr, err := strconv.Atoi(f[0])
	if err != nil || nr < 0 {
		return tf
	}
	var args [6]uint64
	for i := range args {
		args[i], _ = strconv.ParseUint(strings.TrimPrefix(f[i+1], "0x"), 16, 64)
	}
	tf.wake, tf.relative = wakeIn(pid, nr, args)
	w := waitsOn(pid, nr, args, fds)
	tf.onTTY = w.tty
	tf.outside = w.socket || w.pipe || w.terminal
	tf.flight = w.flight
	tf.relay = w.tty && (w.socket || w.pipe || w.terminal) && !w.own
	if tf.onTTY {
		tf.timeout = tf.wake
	}
	return tf
}

// timeoutForm is how a system call takes its timeout.
type timeoutForm int

const (
	inMillis   timeoutForm = iota + 1 // an int of milliseconds, negative for none
	atTimespec                        // a pointer to a struct timespec, NULL for none
	atTimeval                         // a pointer to a struct timeval, NULL for none
	// untilTimespec: a pointer to a struct timespec holding the time to
	// wake at, on a clock the call names (timedWait says which).
	untilTimespec
)

// wakeIn reads when a thread sleeping in system call nr with arguments
// args wakes on its own at the latest: for a timeout it asked for, all of
// it (how much is left is not shown); for a time to wake at, what is left
// of it (at least a microsecond once it is due). 0 when the call has no
// timeout, or it cannot be read. relative says it is a timeout's length.
func wakeIn(pid, nr int, args [6]uint64) (d time.Duration, relative bool) {
	i, form, clock := timedWait(nr, args)
	if i < 0 {
		return 0, false
	}
	switch form {
	case inMillis:
		if ms := int32(args[i]); ms > 0 {
			return time.Duration(ms) * time.Millisecond, true
		}
		return 0, false
	case atTimespec, atTimeval, untilTimespec:
		// Each is two longs: seconds, then nanoseconds or microseconds.
		n := int(unsafe.Sizeof(uintptr(0)))
		b, ok := readMem(pid, args[i], 2*n)
		if !ok {
			return 0, false
		}
		word := func(b []byte) int64 {
			if n == 4 {
				return int64(int32(binary.NativeEndian.Uint32(b)))
			}
			return int64(binary.NativeEndian.Uint64(b))
		}
		sec, frac := word(b), word(b[n:])
		if form == atTimeval {
			frac *= 1000
		}
		d := time.Duration(sec)*time.Second + time.Duration(frac)
		if form == untilTimespec {
			var now unix.Timespec
			if unix.ClockGettime(clock, &now) != nil {
				return 0, false
			}
			return max(d-time.Duration(now.Nano()), time.Microsecond), false
		}
		if d > 0 {
			return d, true
		}
	}
	return 0, false
}

// fdCheck tells what a descriptor of a process refers to: the terminal,
// or something from outside the program (a socket whose other end it does
// not hold, a pipe whose other end it does not hold, another terminal).
// It looks at /proc/PID/fd/N each time it is asked (remembering answers
// for one observation only): a cached answer goes stale when a shell
// dup2()s a pipe onto descriptor 0 right after fork.
type fdCheck struct {
	pid   int
	tty   string
	seen  map[int]fdKind
	pipes map[string]int // how many of its descriptors each pipe has, once asked
	// flight holds the sockets from outside (fdSocket) that hold bytes
	// in flight, as kind found them.
	flight map[int]bool
	pidfd  int // the process's pidfd, once asked; -1 when none could be had
}

// fdKind is what a descriptor refers to, as far as waiting goes.
type fdKind int

const (
	fdElse     fdKind = iota // a file, an eventfd, a timerfd, its own pipe or socket pair…
	fdTerminal               // the session's terminal
	fdSocket                 // a socket whose other end the process does not hold
	fdPipe                   // a pipe whose other end the process does not hold
	fdOtherTTY               // another terminal, or a terminal's master
)

// SignalReader is the index of the first of members that holds the
// terminal tty open with O_ASYNC set (signalsOnInput), or -1: where no
// thread reads the terminal in a call and none runs, such a process
// reads it when the kernel's SIGIO comes (termbox-go's programs, their
// threads asleep on futexes). Asked only then, in raw mode, as it lists
// each member's descriptors.
func SignalReader(members []Proc, tty string) int {
	for i, m := range members {
		if signalsOnInput(m.Pid, tty) {
			return i
		}
	}
	return -1
}

// signalsOnInput reports whether process pid holds the terminal tty (or
// /dev/tty) open with O_ASYNC set, as /proc/PID/fdinfo shows it: it asked
// the kernel for SIGIO when input comes, and reads the terminal then
// (termbox-go does, its threads asleep on futexes meanwhile).
func signalsOnInput(pid int, tty string) bool {
	dir := "/proc/" + strconv.Itoa(pid) + "/"
	fds, err := os.ReadDir(dir + "fd")
	if err != nil {
		return false
	}
	for _, fd := range fds {
		if target, err := os.Readlink(dir + "fd/" + fd.Name()); err != nil || (target != tty && target != "/dev/tty") {
			continue
		}
		info, err := readProc(dir + "fdinfo/" + fd.Name())
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(info), "\n") {
			if v, ok := strings.CutPrefix(line, "flags:"); ok {
				if flags, err := strconv.ParseUint(strings.TrimSpace(v), 8, 64); err == nil && flags&unix.O_ASYNC != 0 {
					return true
				}
			}
		}
	}
	return false
}

func newFDCheck(pid int, tty string) *fdCheck {
	return &fdCheck{pid: pid, tty: tty, seen: map[int]fdKind{}}
}

// close lets go of what the check opened.
func (c *fdCheck) close() {
	if c.pidfd > 0 {
		_ = unix.Close(c.pidfd)
	}
}

func (c *fdCheck) is(fd int) bool { return c.kind(fd) == fdTerminal }

func (c *fdCheck) kind(fd int) fdKind {
	if fd < 0 {
		return fdElse
	}
	if v, ok := c.seen[fd]; ok {
		return v
	}
	target, err := os.Readlink("/proc/" + strconv.Itoa(c.pid) + "/fd/" + strconv.Itoa(fd))
	v := fdElse
	switch {
	case err != nil:
	case target == c.tty || target == "/dev/tty":
		v = fdTerminal
	case strings.HasPrefix(target, "socket:"):
		if own, flight := c.socket(fd); !own {
			v = fdSocket
			if flight {
				if c.flight == nil {
					c.flight = map[int]bool{}
				}
				c.flight[fd] = true
			}
		}
	case strings.HasPrefix(target, "pipe:"):
		if c.pipeEnds(target) < 2 {
			v = fdPipe
		}
	case target == "/dev/ptmx" || strings.HasPrefix(target, "/dev/pts/") || strings.HasPrefix(target, "/dev/tty"):
		v = fdOtherTTY
	}
	c.seen[fd] = v
	return v
}

// pipeEnds returns how many of the process's descriptors refer to pipe
// (a "pipe:[inode]" link): two or more when it holds both ends.
func (c *fdCheck) pipeEnds(pipe string) int {
	if c.pipes == nil {
		c.pipes = map[string]int{}
		dir := "/proc/" + strconv.Itoa(c.pid) + "/fd/"
		if d, err := os.Open(dir); err == nil {
			names, _ := d.Readdirnames(maxDescriptors)
			_ = d.Close()
			for _, n := range names {
				if l, err := os.Readlink(dir + n); err == nil && strings.HasPrefix(l, "pipe:") {
					c.pipes[l]++
				}
			}
		}
	}
	return c.pipes[pipe]
}

// maxDescriptors bounds how many of a process's descriptors pipeEnds
// reads: a program holding more is read in part (a pipe whose other end
// is past them counts as another process's).
const maxDescriptors = 4096

// socket reports whether socket descriptor fd of the process is one end
// of a pair it holds both ends of (own: an event loop's wake-up pair, a
// Unix socket whose peer is the process itself), and, when it is not,
// whether it holds bytes in flight: bytes come that the process has not
// read, or bytes it wrote that have not reached the other end (on a Unix
// socket, not read by the peer; on the network, not sent yet: TCP holds
// a small write back until what it sent before is acknowledged, which a
// peer with nothing to answer delays 40 ms). A connection with bytes in
// flight is an exchange under way: the program or its peer is about to
// act on them (node's debugger client and the node it debugs, whose
// answers TCP holds back so, are silent for 40 ms at a time before the
// debugger's prompt). Bytes sent and not yet acknowledged do not count:
// the peer may well have read them (its acknowledgement is what is
// delayed), and an exchange that is over would seem under way. It takes a copy of the descriptor through a pidfd
// (which needs what reading the process's memory needs); where it
// cannot, the socket counts as its own, so that nothing is taken for a
// connection that the kernel did not show.
func (c *fdCheck) socket(fd int) (own, flight bool) {
	if c.pidfd == 0 {
		c.pidfd = -1
		if p, err := unix.PidfdOpen(c.pid, 0); err == nil {
			c.pidfd = p
		}
	}
	if c.pidfd < 0 {
		return true, false
	}
	dup, err := unix.PidfdGetfd(c.pidfd, fd, 0)
	if err != nil {
		return true, false
	}
	defer unix.Close(dup)
	domain, err := unix.GetsockoptInt(dup, unix.SOL_SOCKET, unix.SO_DOMAIN)
	if err != nil {
		return true, false
	}
	if listening, err := unix.GetsockoptInt(dup, unix.SOL_SOCKET, unix.SO_ACCEPTCONN); err == nil && listening == 1 {
		// A listening socket: the program serves (freeciv-server's
		// console waits on its port too), no peer it relays to.
		return true, false
	}
	if domain == unix.AF_UNIX {
		cred, err := unix.GetsockoptUcred(dup, unix.SOL_SOCKET, unix.SO_PEERCRED)
		if err != nil || int(cred.Pid) == c.pid {
			return true, false
		}
	}
	// The network (a loopback peer too: a server of its own), or another
	// process.
	out := unix.SIOCOUTQ // a Unix socket: what the peer has not read
	if domain != unix.AF_UNIX {
		out = unix.SIOCOUTQNSD // the network: what is not sent yet
	}
	n, ierr := unix.IoctlGetInt(dup, unix.SIOCINQ)
	m, oerr := unix.IoctlGetInt(dup, uint(out))
	return false, ierr == nil && n > 0 || oerr == nil && m > 0
}

// readSchedstat reads a thread's schedstat line, "" when it cannot.
func readSchedstat(path string) string {
	b, err := readProc(path)
	if err != nil {
		return ""
	}
	return string(b)
}

// schedCPU is the time on the CPU a schedstat line gives, in nanoseconds.
func schedCPU(sched string) uint64 {
	f := strings.Fields(sched)
	if len(f) == 0 {
		return 0
	}
	n, _ := strconv.ParseUint(f[0], 10, 64)
	return n
}

// stillAsleep reports whether a thread examined asleep has not run, nor
// been woken to run, since: it is asleep still, with the same schedstat.
// A thread cannot leave the call it sleeps in without running.
func (tf threadFacts) stillAsleep() bool {
	st, ok := readStat(tf.dir + "stat")
	return ok && st.State == tf.state && readSchedstat(tf.dir+"schedstat") == tf.sched
}

// waits says what a thread asleep in a system call waits on.
type waits struct {
	tty                    bool // input from the terminal
	socket, pipe, terminal bool // a socket, a pipe, another terminal from outside (fdSocket…)
	// own: something of the program's own (an eventfd, a signalfd, a
	// timerfd, a pipe or socket pair it holds both ends of, a file): an
	// event loop that does work of its own, not only copying.
	own bool
	// flight: a socket from outside it waits on holds bytes in flight
	// (fdCheck.socket).
	flight bool
}

// addFD adds what descriptor fd refers to, as c finds it.
func (w *waits) addFD(c *fdCheck, fd int) {
	k := c.kind(fd)
	w.add(k)
	w.flight = w.flight || k == fdSocket && c.flight[fd]
}

func (w *waits) add(k fdKind) {
	switch k {
	case fdElse:
		w.own = true
	case fdTerminal:
		w.tty = true
	case fdSocket:
		w.socket = true
	case fdPipe:
		w.pipe = true
	case fdOtherTTY:
		w.terminal = true
	}
}

// waitsOn decides what a thread sleeping in system call nr with arguments
// args waits for input from.
func waitsOn(pid, nr int, args [6]uint64, fds *fdCheck) waits {
	var w waits
	switch syscallKind(nr) {
	case scRead:
		w.addFD(fds, int(int32(args[0])))
	case scPoll: // poll/ppoll(fds, nfds, …)
		pollWaits(pid, args[0], args[1], fds, &w)
	case scSelect: // select/pselect6(nfds, readfds, …)
		selectWaits(pid, int(args[0]), args[1], fds, &w)
	case scEpoll: // epoll_wait/epoll_pwait(epfd, …)
		epollWaits(pid, int(int32(args[0])), fds, &w)
	}
	return w
}

type scKind int

const (
	scOther scKind = iota
	scRead
	scPoll
	scSelect
	scEpoll
)

// readMem reads n bytes of another process's memory at addr. It needs the
// same access as ptrace; agentty has it for the children it started.
func readMem(pid int, addr uint64, n int) ([]byte, bool) {
	if addr == 0 || n <= 0 || n > 1<<16 {
		return nil, false
	}
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/mem")
	if err != nil {
		return nil, false
	}
	defer f.Close()
	buf := make([]byte, n)
	if _, err := f.ReadAt(buf, int64(addr)); err != nil {
		return nil, false
	}
	return buf, true
}

func pollWaits(pid int, fds, nfds uint64, c *fdCheck, w *waits) {
	if nfds == 0 || nfds > 4096 {
		return
	}
	buf, ok := readMem(pid, fds, int(nfds)*8)
	if !ok {
		w.tty = c.is(0) // cannot look: assume it waits on its terminal input
		return
	}
	for i := 0; i+8 <= len(buf); i += 8 {
		fd := int(int32(binary.LittleEndian.Uint32(buf[i:])))
		events := binary.LittleEndian.Uint16(buf[i+4:])
		if events&(unix.POLLIN|unix.POLLPRI) != 0 {
			w.addFD(c, fd)
		}
	}
}

func selectWaits(pid, nfds int, readfds uint64, c *fdCheck, w *waits) {
	if nfds <= 0 || nfds > 1<<16 || readfds == 0 {
		return
	}
	buf, ok := readMem(pid, readfds, (nfds+63)/64*8)
	if !ok {
		w.tty = c.is(0)
		return
	}
	for fd := 0; fd < nfds; fd++ {
		if buf[fd/8]&(1<<(fd%8)) != 0 {
			w.addFD(c, fd)
		}
	}
}

func epollWaits(pid, epfd int, c *fdCheck, w *waits) {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/fdinfo/" + strconv.Itoa(epfd))
	if err != nil {
		w.tty = c.is(0)
		return
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		// tfd:        0 events:       19 data: …
		if len(f) < 4 || f[0] != "tfd:" || f[2] != "events:" {
			continue
		}
		fd, _ := strconv.Atoi(f[1])
		ev, _ := strconv.ParseUint(f[3], 16, 32)
		if ev&unix.EPOLLIN != 0 {
			w.addFD(c, fd)
		}
	}
}

// Cmdline returns a process's argv.
func Cmdline(pid int) []string {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/cmdline")
	if err != nil || len(b) == 0 {
		return nil
	}
	return strings.Split(strings.TrimRight(string(b), "\x00"), "\x00")
}

// exeName returns the base name of the file process pid runs
// (/proc/PID/exe: the links it was started through resolved, so Debian's
// pager is less), or "" where the kernel does not show it (another user's
// or a setuid process, a kernel thread, a process gone).
func exeName(pid int) string {
	if pid <= 0 {
		return ""
	}
	l, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe")
	if err != nil {
		return ""
	}
	return filepath.Base(strings.TrimSuffix(l, " (deleted)"))
}

// threads lists a process's thread ids.
func threads(pid int) []string {
	d, err := os.Open("/proc/" + strconv.Itoa(pid) + "/task")
	if err != nil {
		return nil
	}
	defer d.Close()
	names, _ := d.Readdirnames(-1)
	return names
}

// children returns the children of every thread of pid, as the kernel lists
// them (/proc/PID/task/TID/children), sorted, in one string to compare with
// an earlier one (threads coming and going do not change it); ok is false
// when the kernel does not keep the lists.
func children(pid int) (list string, ok bool) {
	return childrenOf(pid, threads(pid))
}

// childrenOf is children for threads tids of pid, already listed.
func childrenOf(pid int, tids []string) (list string, ok bool) {
	var pids []string
	for _, tid := range tids {
		c, err := readProc("/proc/" + strconv.Itoa(pid) + "/task/" + tid + "/children")
		if err != nil {
			return "", false
		}
		pids = append(pids, strings.Fields(string(c))...)
	}
	slices.Sort(pids)
	return strings.Join(pids, " "), true
}
