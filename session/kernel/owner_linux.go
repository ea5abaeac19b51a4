package kernel

import (
	"bytes"
	"strconv"
)

// ParentOf returns the parent of pid (/proc/PID/stat).
func ParentOf(pid int) (int, bool) {
	st, ok := readStat("/proc/" + strconv.Itoa(pid) + "/stat")
	return st.PPid, ok && st.State != 'Z'
}

// EnvKey returns the value of AGENTTY_SESSION_KEY in pid's environment as
// the process started (/proc/PID/environ: a process that clears its
// environment and execs has none), "" when it has none.
func EnvKey(pid int) string {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/environ")
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

// TreeKey is the key a tree's processes carry in their environment (every
// session's on Linux, in a cgroup or not).
func TreeKey(t Tree) string { return t.Key() }
