package kernel

import (
	"testing"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// DiscardInput counts input still crossing the PTY: keys written one
// write each right after a key that already waits (so a poll flushes
// nothing) are discarded and counted, every time.
func TestDiscardInputCountsInFlight(t *testing.T) {
	ptm, pts, err := pty.Open()
	if err != nil {
		t.Skipf("no PTY: %v", err)
	}
	defer ptm.Close()
	defer pts.Close()
	fd := int(pts.Fd())
	tio, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	tio.Lflag &^= unix.ICANON | unix.ECHO | unix.ISIG
	tio.Cc[unix.VMIN], tio.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, tio); err != nil {
		t.Fatal(err)
	}
	for i := range 200 {
		if _, err := ptm.Write([]byte("e")); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(10 * time.Second); PendingInput(fd) != 1; {
			if time.Now().After(deadline) {
				t.Fatal("the first key never reached the line discipline")
			}
			time.Sleep(time.Millisecond)
		}
		for _, k := range "fghijkl" {
			if _, err := ptm.Write([]byte(string(k))); err != nil {
				t.Fatal(err)
			}
		}
		n, err := DiscardInput(fd)
		if err != nil {
			t.Fatal(err)
		}
		if left := PendingInput(fd); n != 8 || left != 0 {
			t.Fatalf("round %d: discarded %d of 8 bytes, %d left", i, n, left)
		}
	}
}
