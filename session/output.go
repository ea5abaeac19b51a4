package session

import (
	"sync"

	"golang.org/x/sys/unix"
)

// Output moves through a session in a bounded set of buffers: the reader
// (readLoop) reads the master into a free buffer and queues it, the feeder
// (feedLoop) feeds the queued ones to the emulator in the order they were
// read and frees them. So the PTY is read while the screen is fed. When
// every buffer is queued or being fed, the reader waits for one, the
// kernel's buffer fills and the program's writes block: memory stays
// bounded (outputBuffers of outputBufferSize), and a program is throttled
// to the emulator's speed as it was when one goroutine did both.
const (
	outputBuffers    = 3
	outputBufferSize = 128 << 10
)

// outputQueue holds a session's output buffers. Its mu is held across each
// read of the master (the reader's, outputIdle's, drainOutput's) and the
// queueing of what it read, and while the feeder counts a chunk off: so
// "the master had nothing, and nothing read is queued or being fed" is
// known at once, and chunks are queued in the order they were read. It is
// taken with no other lock held, and nothing done under it waits: reads
// are non-blocking, and a buffer taken from free always has room in full.
type outputQueue struct {
	mu      sync.Mutex
	fed     sync.Cond // on mu: pending fell, or the feeder stopped
	pending int       // chunks read and not yet on the screen (queued or being fed); guarded by mu
	read    uint64    // bytes read from the master so far; guarded by mu
	stopped bool      // the feeder takes no more chunks; guarded by mu

	free chan []byte // buffers nobody holds; a nil one is made on first use
	full chan []byte // chunks read, in order, for the feeder
}

func newOutputQueue() *outputQueue {
	q := &outputQueue{free: make(chan []byte, outputBuffers), full: make(chan []byte, outputBuffers)}
	q.fed.L = &q.mu
	for range outputBuffers {
		q.free <- nil
	}
	return q
}

// take waits for a free buffer: while it waits, the feeder is behind.
// The buffer is a whole one, made on first use.
func (q *outputQueue) take() []byte {
	return sized(<-q.free)
}

func sized(b []byte) []byte {
	if b == nil {
		return make([]byte, outputBufferSize)
	}
	return b[:cap(b)]
}

// give returns a buffer nobody holds any more.
func (q *outputQueue) give(b []byte) { q.free <- b }

// queueLocked hands the chunk p, read into a buffer from take,
// to the feeder. The caller holds mu.
func (q *outputQueue) queueLocked(p []byte) {
	q.pending++
	q.read += uint64(len(p))
	q.full <- p // never waits: there are as many places as buffers
}

// done frees the chunk p, now on the screen.
func (q *outputQueue) done(p []byte) {
	q.give(p) // first: who sees pending at 0 finds a free buffer
	q.mu.Lock()
	q.pending--
	q.fed.Broadcast()
	q.mu.Unlock()
}

// stop says that the feeder takes no more chunks: the reader has ended,
// and outputIdle and drainOutput read no more.
func (q *outputQueue) stop() {
	q.mu.Lock()
	q.stopped = true
	q.fed.Broadcast()
	q.mu.Unlock()
}

// readChunk reads what the master has into buf (a read returns 4 KiB at
// most, the line discipline's buffer; it reads on while more is there, up
// to the buffer's size), to be fed in one batch, which lets the emulator's
// fast path see whole screenfuls.
func readChunk(fd uintptr, buf []byte) (int, error) {
	n, err := unix.Read(int(fd), buf)
	for err == nil && n > 0 && n < len(buf)-4096 {
		m, e := unix.Read(int(fd), buf[n:])
		if m <= 0 || e != nil {
			break
		}
		n += m
	}
	return n, err
}

// readLoop reads the program's output from the PTY and queues it for
// feedLoop, until the master is closed or the terminal hangs up; then it
// closes readDone.
func (s *Session) readLoop(readDone chan<- struct{}) {
	defer s.wg.Done()
	defer close(readDone)
	q := s.out
	for {
		buf := q.take()
		var n int
		var rerr error
		// The callback does not wait (see outputQueue), so a Close of the
		// master is not kept waiting.
		err := s.ptmConn.Read(func(fd uintptr) bool {
			q.mu.Lock()
			n, rerr = readChunk(fd, buf)
			if n > 0 {
				q.queueLocked(buf[:n])
			}
			q.mu.Unlock()
			return rerr != unix.EAGAIN // EAGAIN: wait until readable
		})
		if n <= 0 {
			q.give(buf)
		}
		if err != nil || (rerr != nil && rerr != unix.EINTR) || (n == 0 && rerr == nil) {
			return // the master was closed, or the terminal hung up
		}
	}
}

// feedLoop feeds the queued chunks to the emulator, in order, until the
// reader has ended and what it queued is fed.
func (s *Session) feedLoop(readDone <-chan struct{}) {
	defer s.wg.Done()
	q := s.out
	for {
		select {
		case p := <-q.full:
			s.feedChunk(p)
			q.done(p)
		case <-readDone:
			q.stop() // nothing is queued after this
			for len(q.full) > 0 {
				p := <-q.full
				s.feedChunk(p)
				q.done(p)
			}
			return
		}
	}
}

// readLocked reads the master once, outside the reader, and queues what
// it found; it returns how much (0 for nothing) and read's error. The
// caller holds q.mu and saw pending at 0: then every buffer but the one the
// reader may hold is free (done frees a buffer before it counts it off),
// so take does not wait.
func (s *Session) readLocked() (n int, err error) {
	q := s.out
	buf := q.take()
	_ = s.ptmConn.Control(func(fd uintptr) {
		n, err = readChunk(fd, buf)
	})
	if n > 0 {
		q.queueLocked(buf[:n])
		return n, err
	}
	q.give(buf)
	return 0, err
}

// outputIdle reports whether everything the program wrote so far is on the
// screen: nothing read is queued or being fed, and a read of the master
// finds nothing. That read is the proof: Linux's n_tty_read flushes the
// PTY's pending buffer work before it answers EAGAIN, so output still
// crossing the PTY is read here (and queued) instead of being missed. It
// returns false when it found output, or when a chunk is queued or being
// fed (it does not wait for it); it reads one chunk at most, so a program
// that never stops writing cannot keep it here.
func (s *Session) outputIdle() bool {
	q := s.out
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.pending > 0 {
		return false
	}
	if q.stopped {
		return true // the master is closed
	}
	n, _ := s.readLocked()
	return n == 0
}

// drainOutput, called once the process has ended, returns when everything
// it wrote is on the screen: what was read is fed, and a read of the master
// found nothing (see outputIdle). However long that takes to emulate, it
// is waited for: a call that waits for the exit has its own deadline, and
// says timeout (the program still running), not exited, when that comes
// first; Close stops the feed. What bounds it is drainAfterExit.
func (s *Session) drainOutput() {
	q := s.out
	q.mu.Lock()
	defer q.mu.Unlock()
	limit := q.read + drainAfterExit
	for {
		for q.pending > 0 {
			q.fed.Wait() // the feeder counts every chunk off, stopped or not
		}
		if q.stopped || q.read >= limit {
			return
		}
		if n, err := s.readLocked(); n == 0 && err != unix.EINTR {
			return // nothing left, or the master is closed
		}
	}
}

// drainAfterExit is how much output drainOutput reads after the process
// ended, at most. What the process wrote and is not read yet is in the
// kernel's buffers then (Linux holds at most about 64 KiB in flight); more
// than that was written since, by a process it left behind holding the
// terminal (yes &), and would keep the exit from being seen.
const drainAfterExit = 256 << 10
