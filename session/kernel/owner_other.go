//go:build !linux && !darwin

package kernel

// Without a process table to read, a process is known only by its kernel
// session (getsid) and its session's process group.
func ParentOf(int) (int, bool) { return 0, false }

func EnvKey(int) string { return "" }

func TreeKey(Tree) string { return "" }
