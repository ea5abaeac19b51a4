package session

import (
	"strconv"

	"golang.org/x/sys/unix"
)

// ProcessStart returns when process pid started (clock ticks after boot),
// 0 when it is gone; with the pid it names the process for EndLeftovers.
func ProcessStart(pid int) uint64 {
	st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
	if !ok {
		return 0
	}
	return st.start
}

// EndLeftovers kills what is left of a session that an earlier session host
// started and could not end because it was killed: every process of the
// kernel session of leader, which started at start. The processes the
// terminal's hangup did not end (they ignore SIGHUP) are those. A process
// with pid leader that started at another time is another session's: the
// kernel does not reuse a pid while any process still has it as its
// session id, so then nothing of ours is left. It returns how many
// processes it killed.
func EndLeftovers(leader int, start uint64) int {
	if leader <= 1 {
		return 0
	}
	if now := ProcessStart(leader); now != 0 && now != start {
		return 0
	}
	procs := sessionProcs(leader, 0)
	for _, p := range procs {
		_ = unix.Kill(p.pid, unix.SIGKILL)
	}
	return len(procs)
}
