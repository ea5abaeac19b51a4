package kernel

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
	return st.Start
}

// EndLeftovers kills what is left of a session that an earlier session host
// started and could not end because it was killed: every process of the
// kernel session of leader, which started at start, and every process
// carrying key (its AGENTTY_SESSION_KEY; "" for none), with their
// descendants. The processes the terminal's hangup did not end (they ignore
// SIGHUP), and those that left it keeping their environment, are those. A
// process with pid leader that started at another time is another
// session's: the kernel does not reuse a pid while any process still has
// it as its session id, so then only the key finds what is left. It
// returns how many processes it killed.
func EndLeftovers(leader int, start uint64, key string) int {
	k := &kin{key: key, leader: leader, start: start}
	if leader <= 1 || start == 0 {
		k.leader = 0
	}
	ms := k.strays(nil)
	defer closeMembers(ms)
	signalMembers(ms, unix.SIGKILL)
	return len(ms)
}
