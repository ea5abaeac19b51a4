//go:build !linux && !darwin

package kernel

// Elsewhere (the BSDs) agentty reads no process table yet: the portable
// backend decides state, programs go unnamed, and teardown signals the
// session's process group.

func SessionProcs(sid, pgrp int) []Proc { return nil }

func Cmdline(pid int) []string { return nil }

func exeName(pid int) string { return "" }

func newKernelProber(Tree) Prober { return nil }

func newMemberList(Tree) memberList { return nil }

// SignalReader is -1 here: which descriptors ask for SIGIO is not read.
func SignalReader(members []Proc, tty string) int { return -1 }
