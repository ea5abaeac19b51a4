package main

import (
	"fmt"
	"io"

	"github.com/agentty/agentty/session/kernel"
)

// markServer marks this process as a server of sessions (kernel.MarkServer)
// before it holds any: every other session host and page of the machine
// then refuses its sessions' programs, whatever they do (setsid, a double
// fork, a cleared environment). A process that cannot be marked holds no
// sessions: ok is false, and the reason is on stderr. The caller closes
// the mark once its sessions have ended.
func markServer(stderr io.Writer) (mark *kernel.Mark, ok bool) {
	mark, err := kernel.MarkServer()
	if err != nil {
		fmt.Fprintln(stderr, "agentty:", shown(err.Error()))
		return nil, false
	}
	return mark, true
}
