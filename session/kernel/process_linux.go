package kernel

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// This file keeps track of every process a session starts, however far it
// goes: a child that calls setsid, double-forks or ignores SIGHUP is still
// the session's, and ends with it. Two ways, the first where the kernel lets
// the server use it:
//
//   - A cgroup (v2) per session, made under the server's own cgroup: the
//     session's process starts in it (clone3 with CLONE_INTO_CGROUP), every
//     descendant stays in it whatever it does, cgroup.procs lists them,
//     cgroup.events says when none is left, and cgroup.kill ends them all at
//     once. A guard process (sh, holding a pipe from the server) ends the
//     manager's cgroups when the server dies, even by SIGKILL.
//   - Otherwise the process tree: a session's processes are its leader's
//     tree and the orphans that carry its key in their environment
//     (AGENTTY_SESSION_KEY).
//
// Either way an agentty server is a child subreaper (PR_SET_CHILD_SUBREAPER:
// it tracks trees, or it is marked as a server, MarkServer): an orphaned
// descendant is re-parented to the server instead of init, so the tree
// from the server down holds every process of every session, whatever it
// does, until it ends; the server reaps the orphans' zombies. Whatever left
// the cgroup or the leader's tree (a process that wrote its pid into
// another cgroup's cgroup.procs, one orphaned after it cleared its
// environment) is looked for at every signal in that tree: among the
// orphans the server adopted and their descendants, the processes in the
// session's kernel session (getsid is the leader's pid) or carrying its
// key, and their descendants (kin.strays). That costs the session's own
// processes and the orphans, never the machine's whole process table: a
// host of a thousand sessions closing one read every process of the
// machine three or four times when the strays were looked for there. Only
// a process that left the cgroup or tree, started a kernel session of its
// own (setsid) and runs with its environment cleared, all three, is not
// found. Where the process is no subreaper (the kernel refused, or it
// embeds a manager with cgroups and holds no mark: a test), strays are
// looked for in the whole table, as they are for the sessions of a host
// that was killed (EndLeftovers). A cgroup
// namespace would not hold it either: the kernel refuses a migration out of
// one only where cgroup2 is mounted with nsdelegate (checked with unshare -C
// on a mount without it: the move went through), and making one takes
// CAP_SYS_ADMIN, with which the session's processes could setns out of it.
//
// Either way each session leader gets SIGKILL when the server dies
// (PR_SET_PDEATHSIG, set by a thread that lives as long as the manager), and
// every signal goes through a pidfd opened and checked before it is sent, so
// a pid the kernel has given to another process is never signalled.

// sessionKeyEnv names the variable that marks a session's processes when
// they are tracked by walking the process tree.
const sessionKeyEnv = "AGENTTY_SESSION_KEY"

// Tracker starts a manager's session processes and makes a tree for each.
type Tracker struct {
	spawn *spawner

	mu       sync.Mutex // guards the fields below
	cgroups  bool       // sessions get cgroups (until the kernel refuses one)
	cgParent string     // the server's own cgroup directory, where cgDir is made
	cgDir    string     // the manager's cgroup directory, made with the first session
	cgRel    string     // cgDir as /proc/PID/cgroup names it
	guard    *exec.Cmd  // ends the manager's cgroups when the server dies
	guardW   *os.File   // the server's end of the guard's pipe
	adopting bool       // this manager holds a reference on the subreaper
	closed   bool
}

// managerSeq numbers the managers of a process, for their cgroup names.
var managerSeq atomic.Uint64

// NewTracker returns a tracker that uses a cgroup per session where one can
// be made (and useCgroup allows it), else the subreaper.
func NewTracker(useCgroup bool) *Tracker {
	t := &Tracker{spawn: newSpawner()}
	if useCgroup {
		if dir, rel, err := OwnCgroupDir(); err == nil && unix.Access(dir, unix.W_OK) == nil {
			t.cgroups, t.cgParent, t.cgRel = true, dir, rel
		} else {
			slog.Debug("no cgroup for sessions; tracking the process tree", "dir", dir, "err", err)
		}
	}
	if !t.cgroups {
		t.adopt()
	}
	return t
}

// noCgroups makes the manager track trees from now on. The caller holds
// t.mu.
func (t *Tracker) noCgroups(why error) {
	slog.Info("cannot start sessions in cgroups; tracking the process tree instead", "err", why)
	t.cgroups = false
	t.adopt()
	if t.cgDir != "" && t.guard == nil {
		_ = os.Remove(t.cgDir)
	}
}

// managerCgroupLocked returns the manager's cgroup directory, made (with its
// guard) on the first call. The caller holds t.mu.
func (t *Tracker) managerCgroupLocked() (dir, rel string, err error) {
	if t.cgDir != "" {
		return t.cgDir, t.cgRel, nil
	}
	removeStaleCgroups(t.cgParent)
	name := fmt.Sprintf("agentty-%d-%d", os.Getpid(), managerSeq.Add(1))
	dir = filepath.Join(t.cgParent, name)
	if err := os.Mkdir(dir, 0o755); err != nil {
		return "", "", err
	}
	t.cgDir, t.cgRel = dir, strings.TrimSuffix(t.cgRel, "/")+"/"+name
	if err := t.startGuardLocked(); err != nil {
		_ = os.Remove(dir)
		t.cgDir = ""
		return "", "", err
	}
	slog.Debug("sessions tracked by cgroup", "dir", dir)
	return t.cgDir, t.cgRel, nil
}

// removeStaleCgroups removes the empty cgroups that managers of servers no
// longer running left in parent (a server and its guard both killed).
func removeStaleCgroups(parent string) {
	ents, _ := os.ReadDir(parent)
	for _, e := range ents {
		var pid, n int
		if !e.IsDir() {
			continue
		}
		if _, err := fmt.Sscanf(e.Name(), "agentty-%d-%d", &pid, &n); err != nil || pid == os.Getpid() {
			continue
		}
		if unix.Kill(pid, 0) != unix.ESRCH {
			continue // that server may still run
		}
		dir := filepath.Join(parent, e.Name())
		subs, _ := os.ReadDir(dir)
		for _, sub := range subs {
			if sub.IsDir() {
				_ = os.Remove(filepath.Join(dir, sub.Name())) // fails unless empty
			}
		}
		_ = os.Remove(dir)
	}
}

// adopt makes the server a subreaper for this manager's sessions. The
// caller holds t.mu or owns t alone.
func (t *Tracker) adopt() {
	if !t.adopting {
		adoption.acquire()
		t.adopting = true
	}
}

// TracksTrees reports whether the manager tells its sessions' processes by
// the process tree alone (no cgroups): every child of the server that it
// did not start itself is then a session's orphan.
func (t *Tracker) TracksTrees() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return !t.cgroups
}

// Start starts cmd as the leader of session id and returns the command
// that was started (cmd, or a copy of it when the first try was refused a
// cgroup) and its tree.
func (t *Tracker) Start(cmd *exec.Cmd, id string) (*exec.Cmd, Tree, error) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	// The leader dies with the server, however the server ends.
	cmd.SysProcAttr.Pdeathsig = unix.SIGKILL
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return nil, nil, ErrClosed
	}
	var cgDir, cgRel string
	if t.cgroups {
		var err error
		if cgDir, cgRel, err = t.managerCgroupLocked(); err != nil {
			t.noCgroups(err)
		}
	}
	t.mu.Unlock()
	// Where the server is a subreaper (tracking trees, or marked as a
	// server: MarkServer), the session's strays are looked for in its
	// tree; else in the whole table. A process embedding a manager with
	// cgroups and no mark (a test) is not made one: it may wait for
	// children of its own in other kernel sessions, which the reaper
	// would take.
	adopted := adoption.active()
	// Every process of the session carries its key, wherever it goes
	// (unless it clears its environment).
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	key := hex.EncodeToString(b)
	cmd.Env = slices.DeleteFunc(cmd.Env, func(kv string) bool { return strings.HasPrefix(kv, sessionKeyEnv+"=") })
	cmd.Env = append(cmd.Env, sessionKeyEnv+"="+key)
	if cgDir == "" {
		tr, err := t.startWalked(cmd, key, adopted)
		return cmd, tr, err
	}
	tr, cgErr := t.startInCgroup(cmd, cgDir, cgRel, id, key, adopted)
	if cgErr == nil {
		return cmd, tr, nil
	}
	// A start fails the same way whether the kernel refused the cgroup or
	// the program could not be run: try again without the cgroup to know
	// (an exec.Cmd starts once: a copy of it).
	again := copyCmd(cmd)
	again.SysProcAttr.UseCgroupFD, again.SysProcAttr.CgroupFD = false, 0
	tr, err := t.startWalked(again, key, adopted)
	if err != nil {
		return nil, nil, err
	}
	// The kernel would not start a process in the cgroup (its parent has
	// controllers, or a policy says no): track trees from now on.
	t.mu.Lock()
	t.noCgroups(cgErr)
	t.mu.Unlock()
	return again, tr, nil
}

// copyCmd returns an unstarted copy of cmd.
func copyCmd(cmd *exec.Cmd) *exec.Cmd {
	c := &exec.Cmd{
		Path: cmd.Path, Args: cmd.Args, Env: slices.Clone(cmd.Env), Dir: cmd.Dir,
		Stdin: cmd.Stdin, Stdout: cmd.Stdout, Stderr: cmd.Stderr, ExtraFiles: cmd.ExtraFiles,
	}
	if cmd.SysProcAttr != nil {
		attr := *cmd.SysProcAttr
		c.SysProcAttr = &attr
	}
	return c
}

// startInCgroup starts cmd in a new cgroup for session id, under the
// manager's cgroup cgDir (cgRel in /proc/PID/cgroup).
func (t *Tracker) startInCgroup(cmd *exec.Cmd, cgDir, cgRel, id, key string, adopted bool) (Tree, error) {
	dir := filepath.Join(cgDir, id)
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, err
	}
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		_ = os.Remove(dir)
		return nil, err
	}
	defer unix.Close(fd)
	events, err := os.Open(filepath.Join(dir, "cgroup.events"))
	if err != nil {
		_ = os.Remove(dir)
		return nil, err
	}
	cmd.SysProcAttr.UseCgroupFD, cmd.SysProcAttr.CgroupFD = true, fd
	if err := t.spawn.start(cmd); err != nil {
		_ = events.Close()
		_ = os.Remove(dir)
		return nil, err
	}
	return &cgroupTree{dir: dir, rel: cgRel + "/" + id, events: events, kin: kinOf(cmd, key, adopted)}, nil
}

// startWalked starts cmd, whose environment holds the session's key that
// marks its descendants, to be found by walking the process tree.
func (t *Tracker) startWalked(cmd *exec.Cmd, key string, adopted bool) (Tree, error) {
	if err := t.spawn.start(cmd); err != nil {
		return nil, err
	}
	return &walkTree{kin: kinOf(cmd, key, adopted)}, nil
}

// Close ends the spawner, removes the manager's cgroup directory and lets
// the guard go. Every session must be closed. It blocks until the guard has
// exited.
func (t *Tracker) Close() {
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return
	}
	t.closed = true
	t.mu.Unlock()
	t.spawn.close()
	if t.cgDir != "" {
		if err := os.Remove(t.cgDir); err != nil && !errors.Is(err, os.ErrNotExist) {
			slog.Warn("remove the sessions' cgroup", "dir", t.cgDir, "err", err)
		}
	}
	if t.guardW != nil {
		// The guard finds the directory gone (or, if a process could not
		// be removed from it, ends what is left) and exits.
		_ = t.guardW.Close()
		_ = t.guard.Wait()
		adoption.reaped(t.guard.Process.Pid)
	}
	if t.adopting {
		adoption.release()
	}
}

// guardScript waits for the server's end of its pipe to close (the server
// exited, however), then kills every process in the manager's cgroup ($1)
// and removes the cgroups. It ignores the signals a terminal or a process
// group gets, so that it outlives the server it guards.
const guardScript = `trap '' HUP INT TERM QUIT PIPE
read -r _
d=$1
i=0
while [ -d "$d" ] && [ $i -lt 100 ]; do
	[ -e "$d/cgroup.kill" ] && echo 1 >"$d/cgroup.kill"
	for f in "$d"/*/cgroup.procs; do
		[ -f "$f" ] && kill -9 $(cat "$f") 2>/dev/null
	done
	rmdir "$d"/* "$d" 2>/dev/null
	i=$((i + 1))
	[ -d "$d" ] && sleep 0.1
done
exit 0`

// startGuardLocked starts the guard of the manager's cgroups. The caller
// holds t.mu.
func (t *Tracker) startGuardLocked() error {
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	defer r.Close()
	g := exec.Command("/bin/sh", "-c", guardScript, "agentty-guard", t.cgDir)
	g.Env = []string{"PATH=/usr/bin:/bin"}
	g.Stdin = r
	// Its own session: a terminal's hangup or a process group's signal
	// that ends the server does not reach it.
	g.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := adoption.startOwned(g.Start, func() int { return g.Process.Pid }); err != nil {
		_ = w.Close()
		return err
	}
	t.guard, t.guardW = g, w
	return nil
}

// OwnCgroupDir returns the directory of the server's own cgroup (v2) and
// its name as /proc/PID/cgroup gives it.
func OwnCgroupDir() (dir, rel string, err error) {
	own, err := ownCgroup()
	if err != nil {
		return "", "", err
	}
	mount, root, err := Cgroup2Mount()
	if err != nil {
		return "", "", err
	}
	sub, ok := strings.CutPrefix(own, root)
	if !ok {
		return "", "", fmt.Errorf("cgroup %s is outside the mount's root %s", own, root)
	}
	return filepath.Join(mount, sub), own, nil
}

// ownCgroup returns the server's cgroup v2 path ("0::PATH" in
// /proc/self/cgroup).
func ownCgroup() (string, error) {
	b, err := readProc("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok && strings.HasPrefix(p, "/") {
			return p, nil
		}
	}
	return "", errors.New("no cgroup v2 in /proc/self/cgroup")
}

// Cgroup2Mount returns where the cgroup v2 hierarchy is mounted, and which
// of its cgroups the mount shows at its top.
func Cgroup2Mount() (mount, root string, err error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return "", "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [OPTIONAL...] - FSTYPE SOURCE SUPER
		fields := strings.Fields(sc.Text())
		sep := slices.Index(fields, "-")
		if sep < 5 || sep+1 >= len(fields) || fields[sep+1] != "cgroup2" {
			continue
		}
		return unescapeMount(fields[4]), unescapeMount(fields[3]), nil
	}
	return "", "", errors.New("cgroup v2 is not mounted")
}

// unescapeMount undoes mountinfo's octal escapes (\040 for a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// member is a live process of a tree, pinned by a pidfd (fd -1 where the
// kernel has no pidfds: then it was checked just before it is signalled).
type member struct {
	pid, fd int
}

// pin opens a pidfd for pid and keeps it when belongs holds. belongs is
// asked once the descriptor is open, and its answer counts only if the
// process is still alive after it: the open descriptor keeps the pid from
// being reused meanwhile, so belongs looked at that very process. A pid the
// kernel gave to another process between listing and pinning fails belongs;
// once pinned, signals go to the descriptor, never to a reused pid.
func pin(pid int, belongs func() bool) (member, bool) {
	fd, err := unix.PidfdOpen(pid, 0)
	if err != nil {
		if err != unix.ENOSYS || !belongs() {
			return member{}, false
		}
		return member{pid: pid, fd: -1}, true
	}
	if !belongs() || unix.PidfdSendSignal(fd, 0, nil, 0) != nil {
		_ = unix.Close(fd)
		return member{}, false
	}
	return member{pid: pid, fd: fd}, true
}

func (m member) signal(sig unix.Signal) {
	if m.fd >= 0 {
		_ = unix.PidfdSendSignal(m.fd, sig, nil, 0)
	} else {
		_ = unix.Kill(m.pid, sig)
	}
}

func closeMembers(ms []member) {
	for _, m := range ms {
		if m.fd >= 0 {
			_ = unix.Close(m.fd)
		}
	}
}

// signalMembers sends sig to each member, and SIGCONT after a signal a
// stopped process could not act on otherwise.
func signalMembers(ms []member, sig unix.Signal) {
	for _, m := range ms {
		m.signal(sig)
		if sig == unix.SIGHUP || sig == unix.SIGTERM {
			m.signal(unix.SIGCONT)
		}
	}
}

// waitMembers waits, at most until deadline, for every member with a pidfd
// to exit (a pidfd polls readable then). It reports whether they did.
func waitMembers(ms []member, deadline time.Time) bool {
	fds := make([]unix.PollFd, 0, len(ms))
	for _, m := range ms {
		if m.fd < 0 {
			// Without pidfds: look again after a while.
			time.Sleep(min(time.Until(deadline), 10*time.Millisecond))
			return time.Now().Before(deadline)
		}
		fds = append(fds, unix.PollFd{Fd: int32(m.fd), Events: unix.POLLIN})
	}
	for len(fds) > 0 {
		left := time.Until(deadline)
		if left <= 0 {
			return false
		}
		n, err := unix.Poll(fds, int(left.Milliseconds())+1)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return false
		}
		if n == 0 {
			continue // the deadline is looked at above
		}
		fds = slices.DeleteFunc(fds, func(p unix.PollFd) bool { return p.Revents != 0 })
	}
	return true
}

// kin marks a session's processes wherever they went: its key in their
// environment and the kernel session its leader made.
type kin struct {
	key    string // AGENTTY_SESSION_KEY's value
	leader int    // the leader's pid, the kernel session's id; 0 when unknown
	start  uint64 // when the leader started (its pid names the session only while it is that process's, or no process's)
	// adopted: the server is a subreaper, so every process of the session
	// is in the server's tree; strays are looked for there alone.
	adopted bool
	// sidGone is set once the kernel session was seen empty: no process
	// can join it, and its id may go to another's.
	sidGone atomic.Bool
}

// kinOf returns the kin of the session whose leader cmd just started.
func kinOf(cmd *exec.Cmd, key string, adopted bool) *kin {
	k := &kin{key: key, leader: cmd.Process.Pid, adopted: adopted}
	// The leader has not been waited for yet: its pid is its own.
	if k.start = ProcessStart(k.leader); k.start == 0 {
		k.leader = 0
	}
	return k
}

// ownsSid reports whether the kernel session numbered leader is still the
// one the session's leader made: the kernel gives the number to no new
// process while a process is in that session, so it is, unless a process
// with that pid that is not the leader runs.
func (k *kin) ownsSid() bool {
	if k.leader <= 0 || k.sidGone.Load() {
		return false
	}
	now := ProcessStart(k.leader)
	return now == 0 || now == k.start
}

// leaderReaped marks the kernel session gone when none of its processes
// is left once the leader has been waited for (known are the processes
// the tracker holds): the common case, a session whose program ended with
// everything it started, never has its id looked for again.
func (k *kin) leaderReaped(known []member) {
	if !k.ownsSid() {
		closeMembers(known)
		return
	}
	if k.adopted {
		closeMembers(k.strays(known)) // which marks it
		return
	}
	closeMembers(known)
	if len(SessionProcs(k.leader, 0)) == 0 {
		k.sidGone.Store(true)
	}
}

// strays returns known (the session's processes its tracker found) with
// the session's live processes it missed: those in the session's kernel
// session or carrying its key, wherever they are, and every descendant of
// any of them. Each is pinned as pin does; the server is never one. Where
// the server is a subreaper (adopted) they are looked for in its tree,
// which holds them all: the leader, and the orphans the server adopted
// with their descendants (besides known's, walked for their
// descendants); else in the whole process table.
//
// Where the server is a subreaper, a process whose parent ends while a pass
// reads the tree moves to the server, perhaps after the server's children
// were read and before its old parent's were: that pass misses it. The
// move leaves it among the server's children, so these are read again
// after each pass, and the pass is made again while a live one of the
// session's is there that it did not look at (orphanedSince; at most
// straysPasses passes). Without this a
// caller waiting for the tree to empty (WaitEmpty after SIGHUP, as the
// leader ends and its children move) took a pass that missed them for an
// empty tree, and a close left processes that ignore SIGHUP running. The
// kernel session is marked gone only by a pass that nothing moved under.
func (k *kin) strays(known []member) []member {
	for pass := 1; ; pass++ {
		out, looked, sidEmpty := k.straysPass(known)
		if !k.adopted || pass == straysPasses || !k.orphanedSince(looked) {
			if sidEmpty {
				// Empty for good, and its number is free for another's.
				k.sidGone.Store(true)
			}
			return out
		}
		closeMembers(out[len(known):])
	}
}

// straysPasses bounds the passes one call of strays makes while live
// processes keep being re-parented to the server under it (a tree that
// double-forks without pause); the last pass is returned as it is. A move
// is rare and a pass short, so a second pass almost always ends it.
const straysPasses = 8

// orphanedSince reports whether the server has a live child of the
// session's (in its kernel session or carrying its key) that it did not
// start and that looked (the pids a pass of strays read) does not hold:
// one re-parented to it during the pass. A zombie is passed over: its
// children moved before it became one; so are other sessions' orphans,
// which a host closing a thousand sessions at once has many of.
func (k *kin) orphanedSince(looked map[int]bool) bool {
	bySid := k.ownsSid()
	for _, pid := range serverOrphans() {
		if looked[pid] {
			continue
		}
		st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
		if ok && st.State != 'Z' && st.State != 'X' && k.ofSession(pid, st, bySid) {
			return true
		}
	}
	return false
}

// ofSession reports whether process pid, whose stat is st, is the
// session's: in its kernel session (where bySid: the number is still the
// leader's, ownsSid) or carrying its key in its environment.
func (k *kin) ofSession(pid int, st Proc, bySid bool) bool {
	if bySid && st.Session == k.leader {
		return true
	}
	if k.key == "" {
		return false
	}
	env, err := readProc("/proc/" + strconv.Itoa(pid) + "/environ")
	return err == nil && containsEnv(env, []byte(sessionKeyEnv+"="+k.key+"\x00"))
}

// straysPass is one pass of strays: the members it found, every pid it
// looked at, and whether it saw the kernel session empty for good.
func (k *kin) straysPass(known []member) (out []member, looked map[int]bool, sidEmpty bool) {
	self := os.Getpid()
	seen := map[int]bool{self: true}
	for _, m := range known {
		seen[m.pid] = true
	}
	bySid := k.ownsSid()
	out = known
	var queue []int
	sidSeen := false // a process of the kernel session was seen
	for _, m := range known {
		if st, ok := readStat("/proc/" + strconv.Itoa(m.pid) + "/stat"); ok && st.Session == k.leader {
			sidSeen = true
		}
	}
	// take pins pid when it is the session's, and says whether it is.
	take := func(pid int) (mine, alive bool) {
		path := "/proc/" + strconv.Itoa(pid) + "/stat"
		st, ok := readStat(path)
		if ok && st.Session == k.leader {
			sidSeen = true
		}
		// One that started before the leader is none of its.
		if !ok || st.State == 'Z' || st.State == 'X' || st.Start < k.start || !k.ofSession(pid, st, bySid) {
			return false, ok
		}
		m, ok := pin(pid, func() bool {
			st, ok := readStat(path)
			return ok && st.State != 'Z' && k.ofSession(pid, st, bySid)
		})
		if ok {
			out = append(out, m)
			seen[pid] = true
			queue = append(queue, pid)
		}
		return ok, true
	}
	if k.adopted {
		// The leader, wherever it went, then the orphans' forest: one
		// that is not the session's may have the session's below it.
		var walk []int
		if k.leader > 0 {
			walk = append(walk, k.leader)
		}
		walk = append(walk, serverOrphans()...)
		looked = map[int]bool{}
		for len(walk) > 0 {
			pid := walk[0]
			walk = walk[1:]
			if looked[pid] || seen[pid] {
				continue
			}
			looked[pid] = true
			if mine, alive := take(pid); alive && !mine {
				walk = append(walk, childPids(pid)...)
			}
		}
	} else {
		d, err := os.Open("/proc")
		if err != nil {
			return out, seen, false
		}
		names, _ := d.Readdirnames(-1)
		_ = d.Close()
		for _, n := range names {
			pid, err := strconv.Atoi(n)
			if err != nil || seen[pid] {
				continue
			}
			take(pid)
		}
	}
	sidEmpty = bySid && !sidSeen && ProcessStart(k.leader) == 0
	if bySid && (sidEmpty || !k.ownsSid()) {
		// The number went to another process while the table was read:
		// those found by it alone may be that one's.
		out = k.keyedOnly(out, len(known))
		queue = nil
		for _, m := range out[len(known):] {
			queue = append(queue, m.pid)
		}
	}
	// What those found started after leaving is theirs too.
	for _, m := range known {
		queue = append(queue, m.pid)
	}
	out = pinDescendants(out, seen, queue)
	for pid := range looked {
		seen[pid] = true
	}
	return out, seen, sidEmpty
}

// keyedOnly keeps of out[from:] the members that carry the session's key
// (unpinning the others), and out[:from] as it is.
func (k *kin) keyedOnly(out []member, from int) []member {
	want := []byte(sessionKeyEnv + "=" + k.key + "\x00")
	kept := out[:from]
	for _, m := range out[from:] {
		if env, err := readProc("/proc/" + strconv.Itoa(m.pid) + "/environ"); err == nil && containsEnv(env, want) {
			kept = append(kept, m)
		} else if m.fd >= 0 {
			_ = unix.Close(m.fd)
		}
	}
	return kept
}

// CgroupOf returns the cgroup that holds t's processes (its name in
// /proc/PID/cgroup, as InCgroup takes it), "" when t is tracked by walking
// the process tree.
func CgroupOf(t Tree) string {
	if c, ok := t.(*cgroupTree); ok {
		return c.rel
	}
	return ""
}

// SessionGone reports whether t's kernel session was seen empty once its
// leader had been waited for: its id, which another session may get, is no
// longer looked for.
func SessionGone(t Tree) bool {
	switch t := t.(type) {
	case *cgroupTree:
		return t.kin.sidGone.Load()
	case *walkTree:
		return t.kin.sidGone.Load()
	}
	return false
}

// LeaderStart is when t's leader started (clock ticks after boot), as read
// once it started; 0 when unknown.
func LeaderStart(t Tree) uint64 {
	switch t := t.(type) {
	case *cgroupTree:
		return t.kin.start
	case *walkTree:
		return t.kin.start
	}
	return 0
}

// cgroupTree is a session whose processes live in a cgroup of their own.
type cgroupTree struct {
	dir    string   // the cgroup's directory
	rel    string   // its name in /proc/PID/cgroup
	events *os.File // cgroup.events, polled for "populated 0"
	kin    *kin     // finds those that left the cgroup
}

// members lists the cgroup's live processes, each pinned.
func (c *cgroupTree) members() []member {
	b, err := readProc(filepath.Join(c.dir, "cgroup.procs"))
	if err != nil {
		return nil
	}
	var out []member
	for _, f := range strings.Fields(string(b)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			continue
		}
		if m, ok := pin(pid, func() bool { return InCgroup(pid, c.rel) }); ok {
			out = append(out, m)
		}
	}
	return out
}

// Container names what holds t's processes for its tracker, as
// ContainerOf names what holds a process: its cgroup; "" for a tree
// tracked by walking the process tree.
func Container(t Tree) string { return CgroupOf(t) }

// ContainerOf names what holds process pid, to compare with Container: its
// cgroup (v2) now, "" when it cannot be read.
func ContainerOf(pid int) string {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/cgroup")
	if err != nil {
		return ""
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			return p
		}
	}
	return ""
}

// InCgroup reports whether process pid is in cgroup rel now.
func InCgroup(pid int, rel string) bool {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/cgroup")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			return p == rel
		}
	}
	return false
}

func (c *cgroupTree) Signal(sig unix.Signal) bool {
	if sig == unix.SIGKILL {
		// All at once, including processes forked meanwhile (Linux 5.14;
		// before it, one by one below); then those that left.
		if err := os.WriteFile(filepath.Join(c.dir, "cgroup.kill"), []byte("1"), 0); err == nil {
			found := c.populated()
			// Those still in it are walked for what left it: a
			// descendant that left the cgroup is not re-parented to the
			// server before its parent has ended.
			ms := c.kin.strays(c.members())
			defer closeMembers(ms)
			signalMembers(ms, sig)
			return found || len(ms) > 0
		}
	}
	ms := c.kin.strays(c.members())
	defer closeMembers(ms)
	signalMembers(ms, sig)
	return len(ms) > 0
}

// populated reads cgroup.events: whether a live process is in the cgroup.
func (c *cgroupTree) populated() bool {
	buf := make([]byte, 256)
	n, err := c.events.ReadAt(buf, 0)
	if n == 0 && err != nil {
		return false
	}
	for _, line := range strings.Split(string(buf[:n]), "\n") {
		if v, ok := strings.CutPrefix(line, "populated "); ok {
			return v != "0"
		}
	}
	return false
}

func (c *cgroupTree) WaitEmpty(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for {
		// A process leaves the cgroup as it exits before its children
		// are re-parented; its pidfd polls readable only after. Those in
		// it now are waited for once it is empty, so that what left the
		// cgroup below them is in the server's tree when strays look.
		var dying []member
		if c.kin.adopted {
			dying = c.members()
		}
		for c.populated() {
			left := time.Until(deadline)
			if left <= 0 {
				closeMembers(dying)
				return false
			}
			// The kernel notifies a change of cgroup.events as a priority
			// event; poll for it, a little at a time in case one is missed.
			fds := []unix.PollFd{{Fd: int32(c.events.Fd()), Events: unix.POLLPRI}}
			_, _ = unix.Poll(fds, int(min(left, 100*time.Millisecond).Milliseconds())+1)
		}
		done := waitMembers(dying, deadline)
		closeMembers(dying)
		if !done {
			return false
		}
		// The cgroup is empty; those that left it may not be.
		ms := c.kin.strays(nil)
		if len(ms) == 0 {
			return true
		}
		done = waitMembers(ms, deadline)
		closeMembers(ms)
		if !done {
			return false
		}
	}
}

func (c *cgroupTree) Pids() []int {
	ms := c.kin.strays(c.members())
	defer closeMembers(ms)
	out := make([]int, len(ms))
	for i, m := range ms {
		out[i] = m.pid
	}
	return out
}

func (c *cgroupTree) Key() string { return c.kin.key }

func (c *cgroupTree) LeaderReaped() { c.kin.leaderReaped(c.members()) }

func (c *cgroupTree) Release() {
	_ = c.events.Close()
	if err := os.Remove(c.dir); err != nil && !errors.Is(err, os.ErrNotExist) {
		// A process the kernel could not end yet (uninterruptible
		// sleep): the guard ends it when the server exits.
		slog.Warn("remove a session's cgroup", "dir", c.dir, "err", err)
	}
}

// walkTree is a session whose processes are found by walking the process
// tree: the server's children that carry the session's key (its leader,
// and orphans re-parented to the server) and all their descendants.
type walkTree struct {
	kin *kin // its key marks the session's processes; it finds those that left the tree
}

// members pins every live process of the session: its leader, the
// server's children that carry its key (its orphans) and every descendant
// of those (kin.strays, which finds them all and those that left).
func (w *walkTree) members() []member {
	return w.kin.strays(nil)
}

// listed lists the processes t's tracker holds, read without the whole
// process table: a cgroup's cgroup.procs; for a walked tree, its leader's
// descendants and the orphans the server adopted that carry its key, with
// theirs. What left the tracker's hold (kin.strays finds it) is not in it,
// and no process is pinned: the caller reads each and checks what it
// finds. ok is false for a tree this file did not make (nil).
func listed(t Tree) (pids []int, ok bool) {
	switch t := t.(type) {
	case *cgroupTree:
		b, err := readProc(filepath.Join(t.dir, "cgroup.procs"))
		if err != nil {
			return nil, true
		}
		for _, f := range strings.Fields(string(b)) {
			if pid, err := strconv.Atoi(f); err == nil {
				pids = append(pids, pid)
			}
		}
		return pids, true
	case *walkTree:
		return t.listed(), true
	}
	return nil, false
}

// listed is the walked tree's processes as listed says: the server's
// children that are the leader or orphans carrying the key (the other
// sessions' leaders are passed over unread), then every descendant.
func (w *walkTree) listed() []int {
	want := []byte(sessionKeyEnv + "=" + w.kin.key + "\x00")
	var roots []int
	for _, pid := range serverOrphans() {
		env, err := readProc("/proc/" + strconv.Itoa(pid) + "/environ")
		if err == nil && containsEnv(env, want) {
			roots = append(roots, pid)
		}
	}
	if w.kin.leader > 0 && ProcessStart(w.kin.leader) == w.kin.start {
		roots = append(roots, w.kin.leader)
	}
	seen := map[int]bool{}
	for len(roots) > 0 {
		pid := roots[0]
		roots = roots[1:]
		if seen[pid] {
			continue
		}
		seen[pid] = true
		roots = append(roots, childPids(pid)...)
	}
	out := make([]int, 0, len(seen))
	for pid := range seen {
		out = append(out, pid)
	}
	slices.Sort(out)
	return out
}

// containsEnv reports whether an environ block (NUL-separated) holds the
// entry want (with its NUL).
func containsEnv(env, want []byte) bool {
	if len(env) > 0 && env[len(env)-1] != 0 {
		env = append(env, 0)
	}
	for len(env) > 0 {
		i := slices.Index(env, 0)
		if i < 0 {
			return false
		}
		if string(env[:i+1]) == string(want) {
			return true
		}
		env = env[i+1:]
	}
	return false
}

// serverOrphans returns the server's children that it did not start (see
// adoption), as a read of its children begun after the call found them.
// Callers at the same time share one read: the kernel lists a process's
// children by walking its list from the start for each one (quadratic in
// their number), and a host closing a thousand sessions at once read a
// thousand-long list for each of them, several times: most of the CPU a
// host stop took (perf), seconds of it. A child the server started is
// passed over, even one waited for while the list was read (it is gone
// by the time a caller looks: a look costs a failed read of /proc).
func serverOrphans() []int { return adopted.get() }

var adopted = childrenReader{read: func() []int {
	before := adoption.owned()
	return adoption.orphans(childPids(os.Getpid()), before)
}}

// childrenReader makes one read for every caller waiting at once; a caller
// gets a read that began after it called, never an older one (what moved
// under the server before the call is in it).
type childrenReader struct {
	read func() []int

	mu      sync.Mutex
	changed sync.Cond     // a read ended (L is mu)
	reading bool          // a read is under way
	next    *childrenRead // the read the callers since that one began wait for
	waiting int           // callers waiting for a read (for tests)
}

type childrenRead struct {
	pids []int
	done bool
}

func (r *childrenReader) get() []int {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.changed.L == nil {
		r.changed.L = &r.mu
	}
	if r.next == nil {
		r.next = &childrenRead{}
	}
	mine := r.next
	for !mine.done {
		if r.reading { // an earlier read, or the one made for mine
			r.waiting++
			r.changed.Wait()
			r.waiting--
			continue
		}
		r.reading, r.next = true, nil
		r.mu.Unlock()
		pids := r.read()
		r.mu.Lock()
		mine.pids, mine.done, r.reading = pids, true, false
		r.changed.Broadcast()
	}
	return slices.Clone(mine.pids)
}

// childPids lists the children of every thread of pid, as the kernel keeps
// them (/proc/PID/task/TID/children).
func childPids(pid int) []int {
	var out []int
	for _, tid := range threads(pid) {
		b, err := readProc("/proc/" + strconv.Itoa(pid) + "/task/" + tid + "/children")
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(b)) {
			if c, err := strconv.Atoi(f); err == nil {
				out = append(out, c)
			}
		}
	}
	return out
}

func (w *walkTree) Signal(sig unix.Signal) bool {
	ms := w.members()
	defer closeMembers(ms)
	signalMembers(ms, sig)
	return len(ms) > 0
}

func (w *walkTree) WaitEmpty(limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for {
		// A process forked after the last walk is found by the next.
		ms := w.members()
		if len(ms) == 0 {
			return true
		}
		done := waitMembers(ms, deadline)
		closeMembers(ms)
		if !done {
			return false
		}
	}
}

func (w *walkTree) Pids() []int {
	ms := w.members()
	defer closeMembers(ms)
	out := make([]int, len(ms))
	for i, m := range ms {
		out[i] = m.pid
	}
	return out
}

func (w *walkTree) Release() {}

func (w *walkTree) Key() string { return w.kin.key }

func (w *walkTree) LeaderReaped() { w.kin.leaderReaped(nil) }

// AwaitExit returns once child process pid has exited (it is a zombie the
// caller then waits for, at once), waiting in the runtime's poller on a
// pidfd: a session's process is waited for without an OS thread blocked in
// wait4 for it, which a host of a thousand sessions had a thousand of (and
// a reading of its children, one file per thread, grew with them). Where
// the kernel has no pollable pidfd it returns at once, and the caller's
// wait blocks as before. pid must be the caller's unreaped child, so that
// it names that process throughout.
func AwaitExit(pid int) {
	fd, err := unix.PidfdOpen(pid, unix.PIDFD_NONBLOCK)
	if err != nil {
		return
	}
	f := os.NewFile(uintptr(fd), "pidfd")
	defer f.Close()
	rc, err := f.SyscallConn()
	if err != nil {
		return
	}
	_ = rc.Read(func(fd uintptr) bool {
		p := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(p, 0)
		// Done once it polls readable (it exited), or when polling
		// fails: the caller's wait blocks then.
		return err != unix.EINTR && (err != nil || n > 0)
	})
}

// spawner starts processes from one OS thread that lives as long as the
// manager: PR_SET_PDEATHSIG fires when the thread that forked a child ends,
// not the process, and Go ends a thread whose goroutine exits locked to it.
// The thread ends (and with it the death signal of any leader still alive)
// when the manager closes.
type spawner struct {
	reqs chan func()
	done chan struct{}
}

func newSpawner() *spawner {
	sp := &spawner{reqs: make(chan func()), done: make(chan struct{})}
	go func() {
		defer close(sp.done)
		runtime.LockOSThread() // never unlocked: the thread ends with this goroutine
		for f := range sp.reqs {
			f()
		}
	}()
	return sp
}

// start starts cmd on the spawner's thread, as a child the server waits for
// itself (see adoption).
func (sp *spawner) start(cmd *exec.Cmd) error {
	errc := make(chan error, 1)
	sp.reqs <- func() {
		errc <- adoption.startOwned(cmd.Start, func() int { return cmd.Process.Pid })
	}
	return <-errc
}

// close ends the spawner's thread; no start may come after it.
func (sp *spawner) close() {
	close(sp.reqs)
	<-sp.done
}

// adoption is the server as a child subreaper, for the managers that track
// trees: it holds the attribute while one of them needs it, and reaps the
// orphans re-parented to the server when they exit.
//
// A zombie child of the server is reaped here when it is not one the server
// started itself (a session leader, a guard: their Wait reaps them) and it
// belongs to another kernel session than the server's. The first keeps the
// reaper from taking a leader's exit status from its session; the second
// leaves alone children that other code in the process starts and waits
// for (they stay in the server's session unless they call setsid).
var adoption = adopter{own: map[int]bool{}}

type adopter struct {
	mu   sync.Mutex   // guards the fields below; held across a start, so that no child is unregistered when the reaper looks
	own  map[int]bool // children started through startOwned and not yet waited for
	refs int
	on   bool // the kernel made the server a subreaper (while refs > 0)
	stop chan struct{}
	done chan struct{}
}

// startOwned runs start (which forks a child) and registers the child as
// one the server waits for itself.
func (a *adopter) startOwned(start func() error, pid func() int) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if err := start(); err != nil {
		return err
	}
	a.own[pid()] = true
	return nil
}

// orphans returns those of pids (the server's children) that the server
// did not start itself: the sessions' adopted orphans. before is owned as
// it was before pids were read: one waited for since is passed over too.
func (a *adopter) orphans(pids []int, before map[int]bool) []int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return slices.DeleteFunc(pids, func(pid int) bool { return a.own[pid] || before[pid] })
}

// owned returns a copy of the children the server started and has not
// waited for yet.
func (a *adopter) owned() map[int]bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return maps.Clone(a.own)
}

// reaped unregisters a child the server started, once waited for.
func (a *adopter) reaped(pid int) {
	a.mu.Lock()
	delete(a.own, pid)
	a.mu.Unlock()
}

// active says whether the server is a subreaper now, and stays one while
// the caller holds a reference (the tracker of sessions, or the mark of a
// server, which outlives the managers it holds).
func (a *adopter) active() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.refs > 0 && a.on
}

// acquire makes the server a subreaper until the matching release, and
// says whether the kernel made it one.
func (a *adopter) acquire() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.refs++
	if a.refs > 1 {
		return a.on
	}
	a.on = true
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		a.on = false
		slog.Warn("cannot become a child subreaper; orphans of sessions go to init", "err", err)
	}
	a.stop, a.done = make(chan struct{}), make(chan struct{})
	go a.reapLoop(a.stop, a.done)
	return a.on
}

func (a *adopter) release() {
	a.mu.Lock()
	a.refs--
	if a.refs > 0 {
		a.mu.Unlock()
		return
	}
	_ = unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)
	a.on = false
	stop, done := a.stop, a.done
	a.mu.Unlock()
	close(stop)
	<-done
	a.reap() // those that ended since the last look
}

// reapLoop reaps adopted zombies whenever a child exits.
func (a *adopter) reapLoop(stop, done chan struct{}) {
	defer close(done)
	sigc := make(chan os.Signal, 1)
	signal.Notify(sigc, unix.SIGCHLD)
	defer signal.Stop(sigc)
	a.reap()
	for {
		select {
		case <-stop:
			return
		case <-sigc:
			a.reap()
		}
	}
}

// reap waits for every zombie child of the server that it adopted.
func (a *adopter) reap() {
	a.mu.Lock()
	defer a.mu.Unlock()
	self := os.Getpid()
	sid, _ := unix.Getsid(0)
	for _, pid := range childPids(self) {
		if a.own[pid] {
			continue
		}
		st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
		if !ok || st.State != 'Z' || st.PPid != self || st.Session == sid {
			continue
		}
		var ws unix.WaitStatus
		_, _ = unix.Wait4(pid, &ws, unix.WNOHANG, nil)
	}
}

// ReapedChild tells the adopter that the server waited for a child it
// started.
func ReapedChild(pid int) { adoption.reaped(pid) }

// pinDescendants adds to out, pinned, every descendant of the processes in
// queue that seen does not hold yet, breadth first, and returns out.
func pinDescendants(out []member, seen map[int]bool, queue []int) []member {
	for len(queue) > 0 {
		parent := queue[0]
		queue = queue[1:]
		for _, pid := range childPids(parent) {
			if seen[pid] {
				continue
			}
			m, ok := pin(pid, func() bool {
				st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
				return ok && st.PPid == parent && st.State != 'Z'
			})
			if ok {
				out = append(out, m)
				seen[pid] = true
				queue = append(queue, pid)
			}
		}
	}
	return out
}
