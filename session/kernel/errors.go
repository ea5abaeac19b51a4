package kernel

import "errors"

var (
	// ErrClosed: the tracker is closed; it starts no more processes.
	ErrClosed = errors.New("tracker closed")
)
