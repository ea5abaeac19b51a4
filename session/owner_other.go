//go:build !linux && !darwin

package session

// Without a process table to read, a process is known only by its kernel
// session (getsid) and its session's process group.
func parentOf(int) (int, bool) { return 0, false }

func envKey(int) string { return "" }

func treeKey(tree) string { return "" }
