package main

import "golang.org/x/sys/unix"

// noDump makes this process not dumpable, as ssh-agent does: no core file,
// and no other process of the user may ptrace it or read its memory,
// environment or descriptors in /proc (the bearer token, the page's
// credentials, the secrets typed). Its children are dumpable again at exec.
func noDump() error {
	return unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
}
