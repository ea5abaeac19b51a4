package session

import (
	"os"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/agentty/agentty/lockorder"
	"github.com/agentty/agentty/session/kernel"
)

// Output moves through a session in a bounded set of buffers: the reader
// (readLoop) reads the master into the buffer it fills and hands it to
// the feeder (feedLoop) when it is full, or when the master ran dry, or
// when the feeder waits for output and it holds handOverAt; the feeder
// takes the oldest buffer handed over (or, when there is none and no read
// is under way, the one being filled), feeds it to the emulator and
// frees it. So the PTY is read while the screen is fed, and the
// slower the feeder, the larger the chunks it feeds (a buffer fills while
// it feeds the last). When every buffer is full, the reader waits for
// one, the kernel's buffer fills and the program's writes block: memory
// stays bounded (outputBuffers of outputBufferSize), and a program is
// throttled to the emulator's speed as it was when one goroutine did
// both.
const (
	outputBuffers    = 3
	outputBufferSize = 128 << 10
	readSize         = 4096                 // what one read of the master returns at most (the line discipline's buffer)
	handOverAt       = outputBufferSize / 4 // what a buffer holds when a waiting feeder gets it before the master runs dry
	// streamRead is what one read returns when the output streams: half
	// the line discipline's buffer or more came at once (Linux's gives
	// 4095 bytes of its 4096 when full). The reader drops its watch then
	// (see readLoop); a burst that ends costs it one watch made again.
	streamRead = readSize / 2
)

// outputQueue holds a session's output buffers. Its mu guards them; the
// reader lets go of it across each read of the master (reading says a
// read is under way, into the filling buffer, which nobody else touches
// then), so that the feeder takes and frees buffers while the reader
// waits in the kernel. The other reads of the master
// (outputIdle's, drainOutput's) are made under mu when no read is under
// way, so that "the master had nothing, and nothing read is waiting or
// being fed" is known at once. mu (lockorder.Output) is taken with no
// other lock held but a call's ops, and nothing done under it waits: reads
// of the master are non-blocking.
type outputQueue struct {
	mu      lockorder.Mutex[lockorder.Output]
	changed sync.Cond     // on mu: a buffer was handed over or freed, a read ended dry, the reader ended
	filling []byte        // the buffer being filled (its length is what was read into it), or nil
	full    [][]byte      // buffers handed to the feeder, oldest first
	free    [][]byte      // buffers nobody uses, their length 0
	made    int           // buffers made so far (made on first use)
	reading bool          // the reader reads the master into filling, without mu
	feeding bool          // the feeder feeds a chunk
	hungry  bool          // the feeder waits for a buffer
	read    uint64        // bytes read from the master so far
	fed     uint64        // bytes on the screen so far
	ended   bool          // the reader has ended: the master is closed or hung up
	drained chan struct{} // closed when nothing is queued any more (queuedWait), or nil
	watch   *os.File      // the master's duplicate the reader waits in Go's poller on, or nil (readLoop)
	shut    bool          // the master is closed: no watch is made (closeMaster)

	gate   *feedGate // paces the feed while the session is not wanted (pace.go); nil: never paced
	wanted wantFeed  // no lock

	// afterFeed, when a test sets it, is called by the feeder, without mu,
	// after each chunk is on the screen and before the feeder says so.
	afterFeed func()
}

func newOutputQueue(gate *feedGate) *outputQueue {
	q := &outputQueue{gate: gate}
	q.wanted.Init()
	q.changed.L = &q.mu
	return q
}

func (q *outputQueue) fillingHasRoom() bool {
	return q.filling != nil && cap(q.filling)-len(q.filling) >= readSize
}

// roomLocked makes sure that filling has room for a read of the master,
// handing it over when it has not, and reports whether it has: it is
// false when every buffer is full or being fed. The caller holds mu.
func (q *outputQueue) roomLocked() bool {
	if q.fillingHasRoom() {
		return true
	}
	q.handOverLocked()
	switch {
	case len(q.free) > 0:
		q.filling = q.free[len(q.free)-1]
		q.free = q.free[:len(q.free)-1]
	case q.made < outputBuffers:
		q.filling = make([]byte, 0, outputBufferSize)
		q.made++
	default:
		return false
	}
	return true
}

// handOverLocked gives filling to the feeder when it holds anything (an
// empty one stays the reader's). The caller holds mu, and no read into
// filling is under way.
func (q *outputQueue) handOverLocked() {
	if len(q.filling) > 0 {
		q.full = append(q.full, q.filling)
		q.filling = nil
		q.changed.Broadcast() // the feeder may wait for it
	}
}

// pendingLocked reports whether output read from the master is not yet
// on the screen, or a read of it is under way. The caller holds mu.
func (q *outputQueue) pendingLocked() bool {
	return q.reading || q.queuedLocked()
}

// queuedLocked reports whether output read from the master waits for the
// screen or is being fed. The caller holds mu.
func (q *outputQueue) queuedLocked() bool {
	return q.feeding || len(q.full) > 0 || len(q.filling) > 0
}

// readLocked reads what the master has into filling (a read returns
// readSize at most; it reads on while more is there and filling has
// room), and returns how much it read and, when that is nothing, the
// read's error. The caller holds mu, saw roomLocked true and no read
// under way, and hands filling over afterwards.
func (q *outputQueue) readLocked(fd uintptr) (int, error) {
	total := 0
	var err error
	for q.fillingHasRoom() {
		b := q.filling
		var n int
		n, err = unix.Read(int(fd), b[len(b):cap(b)])
		if n <= 0 || err != nil {
			break
		}
		q.filling = b[:len(b)+n]
		q.read += uint64(n)
		total += n
	}
	if total > 0 {
		return total, nil
	}
	return 0, err
}

// readOnce is the reader's read of the master: once, into filling,
// without mu. It returns what the read returned, with room false (having
// read nothing) when every buffer is full or being fed. filling is handed
// over when the read found the master dry (the program wrote no more for
// now), or when the feeder waits and filling holds handOverAt; else the
// feeder takes it when it is done, unless a read is under way.
//
// The reader reads on until the master is dry rather than wait to be
// told it is readable again after a short read: a read of an empty
// master waits in the kernel for output still crossing the PTY, which
// costs less than a trip through the runtime's poller, and the feeder
// gets chunks of a size worth waking it for.
func (q *outputQueue) readOnce(fd uintptr) (n int, room bool, err error) {
	q.mu.Lock()
	if !q.roomLocked() {
		q.mu.Unlock()
		return 0, false, nil
	}
	b := q.filling
	q.reading = true
	q.mu.Unlock()
	n, err = unix.Read(int(fd), b[len(b):cap(b)])
	q.mu.Lock()
	defer q.mu.Unlock()
	q.reading = false
	if n > 0 {
		q.filling = b[:len(b)+n]
		q.read += uint64(n)
	}
	dry := n <= 0 || err != nil
	if dry || q.hungry && len(q.filling) >= handOverAt {
		q.handOverLocked()
	}
	if dry {
		q.changed.Broadcast() // no read under way: outputIdle and drainOutput may read
	}
	return n, true, err
}

// readLoop reads the program's output from the PTY for feedLoop, until
// the master is closed or the terminal hangs up. It reads the master
// until it runs dry, then waits for it to be readable through its watch
// (below); while the output streams it reads without one.
func (s *ptyIO) readLoop() {
	defer s.wg.Done()
	q := s.out
	defer func() {
		q.mu.Lock()
		q.handOverLocked()
		q.ended = true
		q.changed.Broadcast()
		w := q.watch
		q.watch = nil
		q.mu.Unlock()
		if w != nil {
			_ = w.Close()
		}
	}()
	streaming := false
	for {
		q.mu.Lock()
		for !q.roomLocked() {
			q.changed.Wait() // the feeder is behind
		}
		q.mu.Unlock()
		var rerr error
		eof, full := false, false
		// The callback does not wait (see outputQueue), so a Close of the
		// master is not kept waiting.
		read := func(fd uintptr) bool {
			for {
				n, room, err := q.readOnce(fd)
				if !room || n <= 0 || err != nil {
					rerr, eof = err, room && n == 0 && err == nil
					return err != unix.EAGAIN // EAGAIN: wait until readable
				}
				if !streaming && n >= streamRead {
					full = true
					return true // the watch goes
				}
			}
		}
		var err error
		if streaming {
			err = s.ptmConn.Control(func(fd uintptr) { read(fd) })
			streaming = rerr != unix.EAGAIN
		} else {
			var w syscall.RawConn
			if w, err = q.watchConn(s.ptm); err == nil {
				err = w.Read(read)
			}
			if full {
				// The output streams: the watch is dropped until the
				// master runs dry.
				streaming = true
				q.dropWatch()
			}
		}
		if err != nil || (rerr != nil && rerr != unix.EINTR && rerr != unix.EAGAIN) || eof {
			return // the master was closed, or the terminal hung up
		}
	}
}

// The master is outside Go's poller, and so is the slave (outsidePoller).
// A descriptor in the poller has the runtime's epoll woken at each push
// of output through the PTY (the kernel's worker moves at most 4 KiB at a
// time into the line discipline) and, for the slave, at each read of the
// master that makes room, whoever reads it: a thread of the process
// parked in epoll_wait wakes, finds no goroutine waiting, and parks
// again. On a 50 MB log that was 11,700 of agentty snap's 39,000 context
// switches, while the reader, busy reading, waited for none of them. The
// reader waits for output through a watch instead: a duplicate of the
// master in the poller, made when the master runs dry and dropped once a
// read returns streamRead or more (the output streams: the reader reads
// on, and the kernel's read waits for the worker's next push itself).
// Closing the master closes the watch too (closeMaster): the terminal
// hangs up when the last descriptor of the master is closed.

// watchConn returns the watch's raw connection, making the watch when
// there is none; os.ErrClosed once the master is closed.
func (q *outputQueue) watchConn(ptm *os.File) (syscall.RawConn, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.shut {
		return nil, os.ErrClosed
	}
	if q.watch == nil {
		w, err := pollerDup(ptm)
		if err != nil {
			return nil, err
		}
		q.watch = w
	}
	return q.watch.SyscallConn()
}

// dropWatch closes the watch, if any.
func (q *outputQueue) dropWatch() {
	q.mu.Lock()
	w := q.watch
	q.watch = nil
	q.mu.Unlock()
	if w != nil {
		_ = w.Close()
	}
}

// closeMaster closes the master and its watch: the terminal hangs up, and
// the reader, reading or waiting, ends.
func (s *ptyIO) closeMaster() {
	q := s.out
	q.mu.Lock()
	q.shut = true
	q.mu.Unlock()
	q.dropWatch()
	_ = s.ptm.Close()
}

// feedLoop feeds what the reader handed over to the emulator, in order,
// until the reader has ended and everything it read is fed.
func (s *ptyIO) feedLoop() {
	defer s.wg.Done()
	q := s.out
	q.mu.Lock()
	defer q.mu.Unlock()
	for {
		var p []byte
		switch {
		case len(q.full) > 0:
			p = q.full[0]
			q.full = q.full[1:]
		case len(q.filling) > 0 && !q.reading:
			p, q.filling = q.filling, nil // the reader waits for the master
		case q.ended:
			return
		default:
			q.hungry = true
			q.changed.Wait()
			q.hungry = false
			continue
		}
		q.feeding = true
		q.mu.Unlock()
		start, paced := q.pace()
		s.feedChunk(p)
		if paced {
			q.paced(start)
		}
		q.mu.Lock()
		if h := q.afterFeed; h != nil {
			q.mu.Unlock()
			h()
			q.mu.Lock()
		}
		q.feeding = false
		q.fed += uint64(len(p))
		q.free = append(q.free, p[:0])
		if q.drained != nil && !q.queuedLocked() {
			close(q.drained)
			q.drained = nil
		}
		q.changed.Broadcast() // the reader may wait for room, drainOutput for the feed
	}
}

// readMaster reads the master once, outside the reader, for the feeder.
// It returns how much it read (0 for nothing) and the read's error. The
// caller holds q.mu and saw nothing pending: then no read is under way
// and every buffer is free.
func (s *ptyIO) readMaster() (n int, err error) {
	q := s.out
	q.roomLocked()
	_ = s.ptmConn.Control(func(fd uintptr) {
		n, err = q.readLocked(fd)
	})
	q.handOverLocked()
	return n, err
}

// outputIdle reports whether everything the program wrote so far is on the
// screen: nothing read is waiting or being fed, and a read of the master
// finds nothing. That read is the proof: Linux's n_tty_read flushes the
// PTY's pending buffer work before it answers EAGAIN, so output still
// crossing the PTY is read here (for the feeder) instead of being missed.
// It returns false when it found output, or when a chunk waits or is being
// fed (it does not wait for it); it fills one buffer at most, so a program
// that never stops writing cannot keep it here.
func (s *ptyIO) outputIdle() bool {
	q := s.out
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.pendingLocked() {
		return false
	}
	if q.ended {
		return true // the master is closed
	}
	n, _ := s.readMaster()
	return n == 0
}

// queuedWait returns, when output read from the master waits for the
// screen or is being fed (a read under way does not count: one that finds
// nothing changes nothing), a channel the feeder closes once none does;
// nil when none does. The screen's Changed is no such signal: a Feed
// closes it before the feeder has said the chunk is done.
func (s *ptyIO) queuedWait() <-chan struct{} {
	q := s.out
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.queuedLocked() {
		return nil
	}
	if q.drained == nil {
		q.drained = make(chan struct{})
	}
	return q.drained
}

// drainOutput, called once the process has ended, returns when everything
// it wrote is on the screen: what was read is fed, and a read of the master
// found nothing (see outputIdle). However long that takes to emulate, it
// is waited for: a call that waits for the exit has its own deadline, and
// says timeout (the program still running), not exited, when that comes
// first; Close stops the feed. What bounds it is drainAfterExit. The
// session is wanted meanwhile (pace.go): the exit is seen as soon as its
// output is on the screen.
func (s *ptyIO) drainOutput() {
	q := s.out
	q.want()
	defer q.unwant()
	q.mu.Lock()
	defer q.mu.Unlock()
	s.feedUntilLocked(q.read+drainAfterExit, 0)
}

// feedUntilLocked returns once everything read is fed and a read of the
// master found nothing, or limit bytes have been fed in all, or the
// reader has ended, or (when it is not zero) no chunk was fed for stall.
// The caller holds q.mu.
func (s *ptyIO) feedUntilLocked(limit uint64, stall time.Duration) {
	q := s.out
	stalled := func() bool { return false }
	if stall > 0 {
		fed, since := q.fed, time.Now()
		// The timer only wakes the wait below; stalled decides.
		t := time.AfterFunc(stall, func() {
			q.mu.Lock()
			q.changed.Broadcast()
			q.mu.Unlock()
		})
		defer t.Stop()
		stalled = func() bool {
			if q.fed != fed {
				fed, since = q.fed, time.Now()
			}
			left := stall - time.Since(since)
			if left > 0 {
				t.Reset(left)
			}
			return left <= 0
		}
	}
	for {
		// The feeder feeds all there is, even after the reader ended; a
		// program that keeps writing keeps the reader reading.
		for q.pendingLocked() && q.fed < limit && !stalled() {
			q.changed.Wait()
		}
		if q.ended || q.fed >= limit || q.pendingLocked() {
			return // the limit, or a stall
		}
		if n, err := s.readMaster(); n == 0 && err != unix.EINTR {
			return // nothing left, or the master is closed
		}
	}
}

// catchUp returns once what the program had written when it was called
// is on the screen: what was read then and what the master held
// (kernel.PendingInput, which counts output still crossing the PTY), or
// sooner when a read of the master finds nothing; or once no chunk was
// fed for catchUpStall, with the screen as far as the feed got. A call
// makes it first, so that a session whose feed was paced (pace.go)
// answers with its latest output; the session is wanted meanwhile, so
// its feed goes at full speed. A program that never stops writing does not keep it here: it
// feeds a bounded amount; nor does output slow to emulate (a chunk may
// take seconds): the call answers with the screen as it stands.
func (s *ptyIO) catchUp() {
	q := s.out
	q.want()
	defer q.unwant()
	held := 0
	_ = s.ptmConn.Control(func(fd uintptr) { held = kernel.PendingInput(int(fd)) })
	q.mu.Lock()
	defer q.mu.Unlock()
	s.feedUntilLocked(q.read+uint64(max(held, 0)), catchUpStall)
}

// catchUpStall is how long a call waits for the next chunk of the output
// before it to be fed: a chunk of ordinary output takes a millisecond or
// so to emulate; one slow to emulate may take seconds, and is not waited
// for (the call answers at once, with the screen torn in the middle of
// it, as it did before feeds were paced).
const catchUpStall = 50 * time.Millisecond

// drainAfterExit is how much output drainOutput reads after the process
// ended, at most. What the process wrote and is not read yet is in the
// kernel's buffers then (Linux holds at most about 64 KiB in flight); more
// than that was written since, by a process it left behind holding the
// terminal (yes &), and would keep the exit from being seen.
const drainAfterExit = 256 << 10
