//go:build !linux

package kernel

// ProcessStart returns 0: the start time is read from /proc on Linux only.
func ProcessStart(pid int) uint64 { return 0 }

// EndLeftovers does nothing where the kernel's sessions cannot be listed.
func EndLeftovers(leader int, start uint64, key string) int { return 0 }
