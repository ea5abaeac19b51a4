//go:build !linux && !darwin

package session

// Elsewhere (the BSDs) agentty reads no process table yet: the portable
// backend decides state, programs go unnamed, and teardown signals the
// session's process group.

func sessionProcs(sid, pgrp int) []procStat { return nil }

func cmdline(pid int) []string { return nil }

func exeName(pid int) string { return "" }

func newKernelProber() prober { return nil }

func newMemberList() memberList { return nil }
