//go:build linux && !amd64

package kernel

// Architectures newer than amd64 have only the p-variants of poll and
// select (syscallKind).
func oldSyscallKind(int) scKind { return scOther }

func oldTimeoutArg(int) (int, timeoutForm) { return -1, 0 }
