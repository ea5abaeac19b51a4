//go:build !linux

package kernel

import "os/exec"

// Mark is this process's mark as a server of sessions: nothing here
// (mark.go).
type Mark struct{}

// MarkServer marks nothing: there is no subreaper here, and a server knows
// only its own sessions' processes (session.Manager.Owner).
func MarkServer() (*Mark, error) { return &Mark{}, nil }

// Close does nothing.
func (m *Mark) Close() {}

// StartHelper starts cmd; done does nothing.
func StartHelper(cmd *exec.Cmd) (done func(), err error) {
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return func() {}, nil
}

// SessionOf finds no other server's session here: their processes carry
// no mark the kernel keeps (mark.go).
func SessionOf(pid int) (how string, in bool, err error) { return "", false, nil }
