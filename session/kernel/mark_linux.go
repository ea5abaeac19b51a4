package kernel

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/spell"
)

// The marks are abstract Unix sockets (mark.go): their names are the
// server's pid and start time, and, for a helper, the server's pid with
// the helper's pid and start time. The start time makes a reused pid
// another name.

func serverMarkName(pid int, start uint64) string {
	return "@agentty/server/" + strconv.Itoa(pid) + "/" + strconv.FormatUint(start, 10)
}

func helperMarkName(server, pid int, start uint64) string {
	return "@agentty/helper/" + strconv.Itoa(server) + "/" + strconv.Itoa(pid) + "/" + strconv.FormatUint(start, 10)
}

// Mark is this process's mark as a server of sessions; see mark.go.
type Mark struct {
	pid int

	mu      sync.Mutex                // guards helpers and closed
	helpers map[int]*net.UnixListener // the helpers' marks, by the helper's pid
	closed  bool

	self *net.UnixListener
	wg   sync.WaitGroup // the marks' accept loops
}

// marked is this process's Mark, while it has one.
var marked atomic.Pointer[Mark]

// MarkServer marks this process as a server of sessions (mark.go): it
// becomes a child subreaper, reaping the orphans of its sessions that are
// re-parented to it, and holds its mark until Close. A process has one
// mark at a time: it fails with ErrMarked while the process holds one. It
// fails, and the process should hold no sessions, when the mark's name is
// taken (another process listens on it).
func MarkServer() (*Mark, error) {
	pid := os.Getpid()
	start := ProcessStart(pid)
	if start == 0 {
		return nil, errors.New("mark this process as a server of sessions: its start time cannot be read from /proc")
	}
	m := &Mark{pid: pid, helpers: map[int]*net.UnixListener{}}
	if !marked.CompareAndSwap(nil, m) {
		return nil, ErrMarked
	}
	name := serverMarkName(pid, start)
	l, err := listenMark(name)
	if err != nil {
		marked.Store(nil)
		return nil, fmt.Errorf("mark this process as a server of sessions (the abstract socket %s): %w", name[1:], err)
	}
	adoption.acquire()
	m.self = l
	m.serve(l)
	return m, nil
}

// Close takes the mark and its helpers' away, and ends being a subreaper.
// It blocks until the marks' goroutines are gone; calling it again does
// nothing.
func (m *Mark) Close() {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return
	}
	m.closed = true
	ls := []*net.UnixListener{m.self}
	for _, l := range m.helpers {
		ls = append(ls, l)
	}
	m.helpers = nil
	m.mu.Unlock()
	for _, l := range ls {
		_ = l.Close()
	}
	m.wg.Wait()
	adoption.release()
	marked.CompareAndSwap(m, nil)
}

func listenMark(name string) (*net.UnixListener, error) {
	return net.ListenUnix("unix", &net.UnixAddr{Name: name, Net: "unix"})
}

// serve accepts and closes what connects to a mark (SessionOf checking
// it), so that its queue never fills, until the listener closes.
func (m *Mark) serve(l *net.UnixListener) {
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		for {
			c, err := l.AcceptUnix()
			if errors.Is(err, net.ErrClosed) {
				return
			}
			if err != nil {
				time.Sleep(10 * time.Millisecond) // out of descriptors: try again
				continue
			}
			_ = c.Close()
		}
	}()
}

// helper marks child pid as this server's helper; the function returned
// takes the mark away.
func (m *Mark) helper(pid int) func() {
	start := ProcessStart(pid)
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed || start == 0 {
		return func() {}
	}
	l, err := listenMark(helperMarkName(m.pid, pid, start))
	if err != nil {
		// Then its descendants are taken for a session's: refused, not let in.
		slog.Warn("cannot mark a helper process as the server's own", "pid", pid, "err", err)
		return func() {}
	}
	m.helpers[pid] = l
	m.serve(l)
	return func() {
		m.mu.Lock()
		if m.helpers[pid] == l {
			delete(m.helpers, pid)
		}
		m.mu.Unlock()
		_ = l.Close()
	}
}

// StartHelper starts cmd, a child this process runs for itself and not for
// a session (a machine's link, a script sent to it): where the process is
// a marked server, the child is marked as its helper, so that what it
// starts is not taken for a session's. done is to be called once cmd was
// waited for.
func StartHelper(cmd *exec.Cmd) (done func(), err error) {
	if err := adoption.startOwned(cmd.Start, func() int { return cmd.Process.Pid }); err != nil {
		return nil, err
	}
	pid := cmd.Process.Pid
	unmark := func() {}
	if m := marked.Load(); m != nil {
		unmark = m.helper(pid)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			unmark()
			adoption.reaped(pid)
		})
	}, nil
}

// SessionOf says whether process pid belongs to an agentty session of any
// server of this machine (mark.go), of any version, runtime directory or
// user, and how; the error (ErrUnknownProcess) says when that cannot be
// told, which callers take as a refusal.
func SessionOf(pid int) (how string, in bool, err error) {
	chain, err := ancestryOf(pid)
	if err != nil {
		return "", false, err
	}
	for i := 1; i < len(chain); i++ {
		s, c := chain[i], chain[i-1]
		server, err := holdsMark(serverMarkName(s.Pid, s.Start), s.Pid)
		if err != nil {
			return "", false, fmt.Errorf("%w: whether process %d (%s), which process %d descends from, is an agentty server cannot be checked: %v",
				ErrUnknownProcess, s.Pid, spell.Out(s.Comm), pid, err)
		}
		if !server {
			continue
		}
		helper, err := holdsMark(helperMarkName(s.Pid, c.Pid, c.Start), s.Pid)
		if err != nil {
			return "", false, fmt.Errorf("%w: whether process %d is a helper of the agentty server pid %d cannot be checked: %v",
				ErrUnknownProcess, c.Pid, s.Pid, err)
		}
		if helper {
			continue // the server's own: a machine's link, and what it started
		}
		return describeSession(chain[0], c, s), true, nil
	}
	if path, id := sessionCgroup(pid); id != "" {
		return fmt.Sprintf("it is in the cgroup of agentty session %s (%s), whose server is gone", spell.Out(id), spell.Out(path)), true, nil
	}
	if EnvKey(pid) != "" {
		return "its environment carries an agentty session's key (AGENTTY_SESSION_KEY), left by a server that is gone", true, nil
	}
	return "", false, nil
}

// describeSession says that p belongs to a session of server s, whose
// child c (p, or an ancestor of p) is that session's leader or one of its
// orphans.
func describeSession(p, c, s Proc) string {
	server := fmt.Sprintf("the agentty server pid %d (%s)", s.Pid, commandOf(s.Pid, s.Comm))
	var how string
	if c.Pid == p.Pid {
		how = fmt.Sprintf("it was started by %s for a session", server)
	} else {
		how = fmt.Sprintf("it descends from %s (pid %d), which %s started for a session", spell.Out(c.Comm), c.Pid, server)
	}
	if _, id := sessionCgroup(p.Pid); id != "" {
		how += " (session " + spell.Out(id) + ")"
	}
	return how
}

// commandOf is a process's command line for a sentence, cut short.
func commandOf(pid int, comm string) string {
	s := strings.Join(Cmdline(pid), " ")
	if s == "" {
		s = comm
	}
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return spell.Out(s)
}

// ancestryOf returns process pid and its ancestors, up to the first
// process, as /proc shows them. An ancestor that exits while they are read
// re-parents its children: they are read again.
func ancestryOf(pid int) ([]Proc, error) {
	for try := 0; ; try++ {
		chain, changed, err := walkUp(pid)
		if !changed {
			return chain, err
		}
		if try == 4 {
			return nil, fmt.Errorf("%w: the ancestry of process %d kept changing while it was read", ErrUnknownProcess, pid)
		}
	}
}

// walkUp reads pid's ancestry once; changed says it changed meanwhile.
func walkUp(pid int) (chain []Proc, changed bool, err error) {
	if pid <= 0 {
		return nil, false, fmt.Errorf("%w: no process id", ErrUnknownProcess)
	}
	p, err := statOf(pid)
	if errors.Is(err, fs.ErrNotExist) || err == nil && (p.State == 'Z' || p.State == 'X') {
		return nil, false, fmt.Errorf("%w: process %d %w", ErrUnknownProcess, pid, ErrEnded)
	}
	if err != nil {
		return nil, false, fmt.Errorf("%w: process %d cannot be read in /proc (%v)", ErrUnknownProcess, pid, err)
	}
	chain = append(chain, p)
	for len(chain) <= maxAncestry {
		child := chain[len(chain)-1]
		if child.PPid <= 0 {
			return chain, false, nil
		}
		a, err := statOf(child.PPid)
		if errors.Is(err, fs.ErrNotExist) {
			if again, err := statOf(child.Pid); err == nil && again.PPid == child.PPid && again.Start == child.Start {
				if child.PPid == 1 {
					return chain, false, nil // init, another user's, hidden: the top
				}
				// Its parent is there, and /proc does not show it: another
				// user's process, with /proc mounted hidepid.
				return nil, false, fmt.Errorf("%w: process %d, which process %d descends from, is hidden from this server (/proc mounted with hidepid: its gid= option lets a group see every process)",
					ErrUnknownProcess, child.PPid, pid)
			}
			return nil, true, nil // the parent exited: its children were re-parented
		}
		if err != nil {
			return nil, false, fmt.Errorf("%w: process %d, which process %d descends from, cannot be read in /proc (%v)", ErrUnknownProcess, child.PPid, pid, err)
		}
		if a.Start > child.Start {
			return nil, true, nil // the parent's pid went to a newer process
		}
		chain = append(chain, a)
	}
	return nil, false, fmt.Errorf("%w: process %d has more than %d ancestors", ErrUnknownProcess, pid, maxAncestry)
}

// statOf reads /proc/PID/stat.
func statOf(pid int) (Proc, error) {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return Proc{}, err
	}
	st, ok := parseStat(b)
	if !ok {
		return Proc{}, errors.New("unreadable stat")
	}
	return st, nil
}

// holdsMark says whether process pid listens on the abstract socket name:
// it connects (without waiting) and asks the kernel whose listener it is.
// Nothing listening there is no mark; a listener of another process (one
// that took the name) is none either; a listener whose queue is full
// cannot be checked.
func holdsMark(name string, pid int) (bool, error) {
	fd, err := unix.Socket(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_NONBLOCK|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return false, err
	}
	defer unix.Close(fd)
	switch err := unix.Connect(fd, &unix.SockaddrUnix{Name: name}); {
	case errors.Is(err, unix.ECONNREFUSED) || errors.Is(err, unix.ENOENT):
		return false, nil
	case err != nil:
		return false, err
	}
	cred, err := unix.GetsockoptUcred(fd, unix.SOL_SOCKET, unix.SO_PEERCRED)
	if err != nil {
		return false, err
	}
	return int(cred.Pid) == pid, nil
}

// sessionCgroup returns the cgroup of process pid and the session it names
// when it is a session's (.../agentty-SERVER-N/ID, process_linux.go).
func sessionCgroup(pid int) (path, id string) {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/cgroup")
	if err != nil {
		return "", ""
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		p, ok := strings.CutPrefix(line, "0::")
		if !ok {
			continue
		}
		parts := strings.Split(p, "/")
		for i := 0; i+1 < len(parts); i++ {
			var srv, n int
			if _, err := fmt.Sscanf(parts[i], "agentty-%d-%d", &srv, &n); err == nil && parts[i] == fmt.Sprintf("agentty-%d-%d", srv, n) && parts[i+1] != "" {
				return p, parts[i+1]
			}
		}
	}
	return "", ""
}
