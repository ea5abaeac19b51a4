package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"
)

// A recording is an asciicast v2 file, asciinema's format: a JSON header
// line, then one JSON array per line, [seconds, type, data], where type is
// "o" (output), "i" (input), "r" (resize, "COLSxROWS") or "m" (a marker
// naming a tool call). Every event is written to the file as it happens, so
// a crash loses nothing already written.

// Header is the first line of an asciicast v2 file.
type Header struct {
	Version   int               `json:"version"`
	Width     int               `json:"width"`
	Height    int               `json:"height"`
	Timestamp int64             `json:"timestamp,omitempty"`
	Command   string            `json:"command,omitempty"`
	Title     string            `json:"title,omitempty"`
	Env       map[string]string `json:"env,omitempty"`
}

// Writer writes one session's recording, up to max bytes: the event
// that would take it past max is not written; a marker saying the recording
// stopped is, and nothing after it (max keeps room for that marker). It
// stops the same way, at a whole line, when the file cannot take more: the
// disk it is on keeps room for the marker (reserve), and a line the file
// took only in part is cut off again.
type Writer struct {
	path     string
	max      int64
	mu       sync.Mutex // guards everything below
	f        *os.File
	start    time.Time
	line     bytes.Buffer
	enc      *json.Encoder
	size     int64  // bytes written: every line whole
	reserved int64  // the file's room on its disk reaches this offset; -1: the disk gives no such room
	stopped  string // why the recording stopped, "" while it goes on
}

// stopRoom is the room a recording keeps under its limit, and on its disk,
// for the marker that says it stopped.
const stopRoom = 512

// reserveStep is how much room on its disk a recording takes ahead of
// what it writes, so that it asks for room once every so often.
const reserveStep = 64 << 10

// Path names a new recording in dir: the time, the server's pid
// (servers sharing a directory number their sessions alike) and the
// session id.
func Path(dir, id string, now time.Time) string {
	return filepath.Join(dir, now.Format("20060102-150405")+"-"+strconv.Itoa(os.Getpid())+"-"+id+".cast")
}

// DefaultDir is where recordings go when the server was given no
// --record-dir: the user's state directory.
func DefaultDir() (string, error) {
	home, err := os.UserHomeDir()
	if dir := recordDirFor(runtime.GOOS, os.Getenv("XDG_STATE_HOME"), home); dir != "" {
		return dir, nil
	}
	return "", fmt.Errorf("no directory for recordings (no home directory); start the server with --record-dir: %w", err)
}

// recordDirFor is defaultRecordDir for an operating system, a value of
// $XDG_STATE_HOME and a home directory: $XDG_STATE_HOME/agentty/recordings
// when it is set (an absolute path, as the XDG spec requires), else
// ~/Library/Application Support/agentty/recordings on macOS and
// ~/.local/state/agentty/recordings elsewhere; "" without a home.
func recordDirFor(goos, xdgState, home string) string {
	switch {
	case filepath.IsAbs(xdgState):
		return filepath.Join(xdgState, "agentty", "recordings")
	case home == "":
		return ""
	case goos == "darwin" || goos == "ios":
		return filepath.Join(home, "Library", "Application Support", "agentty", "recordings")
	}
	return filepath.Join(home, ".local", "state", "agentty", "recordings")
}

// Create creates the file (readable by its owner only: a recording
// holds everything the program printed) and writes the header.
func Create(path string, h Header, max int64) (*Writer, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create the recording directory: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("create the recording: %w", err)
	}
	r := &Writer{path: path, max: max, f: f, start: time.Now()}
	r.enc = json.NewEncoder(&r.line)
	r.enc.SetEscapeHTML(false)
	h.Version = 2
	h.Timestamp = r.start.Unix()
	if err := r.enc.Encode(h); err != nil {
		_ = f.Close()
		return nil, err
	}
	err = r.roomLocked(int64(r.line.Len()))
	if err == nil {
		err = r.flushLocked()
	}
	if err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		return nil, fmt.Errorf("write the recording: %w", err)
	}
	return r, nil
}

// event writes one event line, unless it would take the file past its
// limit, or the file cannot take it: then the marker that says so is
// written, and no event after it. The caller holds r.mu.
func (r *Writer) eventLocked(kind, data string) {
	if r.f == nil || r.stopped != "" {
		return
	}
	t := time.Since(r.start).Seconds()
	r.encodeLocked(t, kind, data)
	room := r.max - stopRoom - r.size
	if r.max <= 0 || int64(r.line.Len()) <= room {
		r.writeLocked(t)
		return
	}
	// Over the limit: output is written as far as it fits (escaping makes
	// its line longer than its data, so cut the excess and look again),
	// then the marker, and nothing after it.
	for kind == "o" && int64(r.line.Len()) > room && data != "" {
		// In proportion to the room, the escapes as frequent as so far.
		n := min(int(int64(len(data))*max(room, 0)/int64(r.line.Len())), len(data)-1)
		for n > 0 && !utf8.RuneStart(data[n]) {
			n--
		}
		data = data[:max(n, 0)]
		r.line.Reset()
		if data != "" {
			r.encodeLocked(t, kind, data)
		}
	}
	if kind != "o" {
		r.line.Reset()
	}
	if r.line.Len() > 0 && !r.writeLocked(t) {
		return
	}
	r.stopLocked(t, fmt.Sprintf("it reached the limit of %d bytes (agentty serve --record-max)", r.max))
}

// writeLocked writes the line made, when its disk has room for it and the
// stop marker after it; else, or when the write fails, it stops the
// recording, saying why, and reports false. The caller holds r.mu.
func (r *Writer) writeLocked(t float64) bool {
	if err := r.roomLocked(int64(r.line.Len())); err != nil {
		r.line.Reset()
		r.stopLocked(t, fmt.Sprintf("its disk has no room for more (%v)", err))
		return false
	}
	if err := r.flushLocked(); err != nil {
		r.stopLocked(t, fmt.Sprintf("it could not be written (%v)", err))
		return false
	}
	return true
}

// stopLocked ends the recording with a marker saying why ("recording
// stopped: WHY"; the room for it was kept: reserve, stopRoom); nothing is
// written after it. The caller holds r.mu.
func (r *Writer) stopLocked(t float64, why string) {
	r.stopped = why
	r.encodeLocked(t, "m", "recording stopped: "+why)
	if err := r.flushLocked(); err != nil {
		slog.Error("recording stopped without its marker", "path", r.path, "why", why, "err", err)
		return
	}
	slog.Warn("recording stopped", "path", r.path, "bytes", r.size, "why", why)
}

// roomLocked makes sure the disk keeps room for n more bytes and the
// stop marker after them (reserve), taking reserveStep more when it
// must ask; the error says the disk has none. Where the disk keeps no room
// ahead (reserve is not supported there), it is nil: a write that then
// fails is cut off again (flushLocked). The caller holds r.mu.
func (r *Writer) roomLocked(n int64) error {
	if r.reserved < 0 || r.size+n+stopRoom <= r.reserved {
		return nil
	}
	for _, ahead := range []int64{n + stopRoom + reserveStep, n + stopRoom} {
		err := reserve(r.f, r.size, ahead)
		if err == nil {
			r.reserved = r.size + ahead
			return nil
		}
		if errors.Is(err, errNoReserve) {
			r.reserved = -1
			return nil
		}
		if ahead == n+stopRoom {
			return err
		}
	}
	return nil
}

func (r *Writer) encodeLocked(t float64, kind, data string) {
	r.line.WriteByte('[')
	r.line.WriteString(strconv.FormatFloat(t, 'f', 6, 64))
	r.line.WriteString(`, "` + kind + `", `)
	_ = r.enc.Encode(data) // a string always encodes; it ends the line
	r.line.Truncate(r.line.Len() - 1)
	r.line.WriteString("]\n")
}

// flushLocked writes the line made so far, whole or not at all: a line
// the file took only in part is cut off again. The caller holds r.mu.
func (r *Writer) flushLocked() error {
	defer r.line.Reset()
	n, err := r.f.Write(r.line.Bytes())
	if err == nil {
		r.size += int64(n)
		return nil
	}
	if n > 0 {
		if terr := r.f.Truncate(r.size); terr != nil {
			slog.Error("a recording's line cut short could not be cut off", "path", r.path, "err", terr)
		}
		_, _ = r.f.Seek(r.size, io.SeekStart)
	}
	return err
}

// Stopped says why the recording stopped before the session ended (it
// reached its limit, or the file could not take more), "" while it goes
// on.
func (r *Writer) Stopped() string {
	if r == nil {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.stopped
}

// Output records what the program printed.
func (r *Writer) Output(text string) {
	if r == nil || text == "" {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("o", text)
}

// incompleteTail returns how many bytes at the end of s start a UTF-8
// character whose remaining bytes have not arrived yet.
func incompleteTail(s string) int {
	for i := 1; i < utf8.UTFMax && i <= len(s); i++ {
		if utf8.RuneStart(s[len(s)-i]) {
			if utf8.FullRuneInString(s[len(s)-i:]) {
				return 0
			}
			return i
		}
	}
	return 0
}

// Input records what was sent to the program.
func (r *Writer) Input(text string) {
	if r == nil || text == "" {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("i", text)
}

// Resize records a new terminal size.
func (r *Writer) Resize(cols, rows int) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("r", strconv.Itoa(cols)+"x"+strconv.Itoa(rows))
}

// Marker records a Marker with a label.
func (r *Writer) Marker(label string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("m", label)
}

// File returns the path of the recording's file.
func (r *Writer) File() string { return r.path }

// Discard closes and removes the recording of a session that never started.
func (r *Writer) Discard() {
	if r == nil {
		return
	}
	r.Close()
	_ = os.Remove(r.path)
}

// Close closes the file.
func (r *Writer) Close() {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f == nil {
		return
	}
	if err := r.f.Close(); err != nil {
		slog.Error("recording not closed cleanly", "path", r.path, "err", err)
	}
	r.f = nil
}

// errNoReserve: the file's disk keeps no room ahead of what is written.
var errNoReserve = errors.New("room ahead of a file is not kept here")
