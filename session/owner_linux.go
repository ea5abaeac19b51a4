package session

import (
	"bytes"
	"os"
	"strconv"
)

// parentOf returns the parent of pid (/proc/PID/stat).
func parentOf(pid int) (int, bool) {
	st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
	return st.ppid, ok && st.state != 'Z'
}

// envKey returns the value of AGENTTY_SESSION_KEY in pid's environment as
// the process started (/proc/PID/environ: a process that clears its
// environment and execs has none), "" when it has none.
func envKey(pid int) string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	if err != nil {
		return ""
	}
	for kv := range bytes.SplitSeq(b, []byte{0}) {
		if v, ok := bytes.CutPrefix(kv, []byte(sessionKeyEnv+"=")); ok {
			return string(v)
		}
	}
	return ""
}

// treeKey is the key a tree's processes carry in their environment (every
// session's on Linux, in a cgroup or not).
func treeKey(t tree) string { return t.key() }
