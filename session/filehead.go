package session

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/agentty/agentty/modes"
)

// What a program was given: the first bytes of the regular files named in
// the foreground program's arguments, for the classifier to see whether
// the screen shows one (modes.Facts.Files: an editor's text, a pager's).
// The heads are read once for each foreground process and never leave
// the classifier's decision: no result, log or recording holds them.

const (
	// maxHeadFiles is how many of a program's arguments are looked at
	// as files: an editor or a pager is given one or a few.
	maxHeadFiles = 4
	// maxHead is how much of a file is read: the first screen of it at
	// most (a few KiB), which is all the screen can show when it opens.
	maxHead = 4 << 10
)

// fileHeads keeps the heads read for the foreground process last asked
// about, so that a program's files are read once, not at every result.
type fileHeads struct {
	mu    sync.Mutex // guards the fields below
	pid   int
	args  string // the arguments the heads were read for, joined
	heads []modes.FileHead
}

// of returns the heads of the regular files among the first arguments of
// the foreground process pid (relative names from its working directory,
// where the kernel shows it), reading them when the process or its
// arguments changed. A name that is no regular file, or cannot be read,
// is left out.
func (h *fileHeads) of(pid int, args []string) []modes.FileHead {
	if pid <= 0 || len(args) == 0 {
		return nil
	}
	key := strings.Join(args, "\x00")
	h.mu.Lock()
	defer h.mu.Unlock()
	if pid == h.pid && key == h.args {
		return h.heads
	}
	h.pid, h.args, h.heads = pid, key, nil
	cwd, _ := os.Readlink("/proc/" + strconv.Itoa(pid) + "/cwd") // Linux; elsewhere only absolute names are read
	n := 0
	for i, a := range args {
		if n == maxHeadFiles {
			break
		}
		if a == "" || strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+") {
			continue
		}
		p := a
		if !filepath.IsAbs(p) {
			if cwd == "" {
				continue
			}
			p = filepath.Join(cwd, p)
		}
		n++
		if b := readHead(p); len(b) > 0 {
			h.heads = append(h.heads, modes.FileHead{Arg: i, Head: b})
		}
	}
	return h.heads
}

// readHead reads the first maxHead bytes of the regular file at p, a last
// line cut short dropped; nil for anything else. The file is opened
// without blocking (a FIFO named as an argument waits for no writer) and
// checked to be a regular file before it is read.
func readHead(p string) []byte {
	f, err := os.OpenFile(p, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() == 0 {
		return nil
	}
	b, err := io.ReadAll(io.LimitReader(f, maxHead+1))
	if err != nil || len(b) == 0 {
		return nil
	}
	if len(b) > maxHead {
		b = b[:maxHead]
		if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
			b = b[:i+1]
		}
	}
	return b
}
