package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// A recording is an asciicast v2 file, asciinema's format: a JSON header
// line, then one JSON array per line, [seconds, type, data], where type is
// "o" (output), "i" (input), "r" (resize, "COLSxROWS") or "m" (a marker
// naming a tool call). Every event is written to the file as it happens, so
// a crash loses nothing already written.

// castHeader is the first line of an asciicast v2 file.
type castHeader struct {
	Version   int               `json:"version"`
	Width     int               `json:"width"`
	Height    int               `json:"height"`
	Timestamp int64             `json:"timestamp,omitempty"`
	Command   string            `json:"command,omitempty"`
	Title     string            `json:"title,omitempty"`
	Env       map[string]string `json:"env,omitempty"`
}

// recorder writes one session's recording.
type recorder struct {
	path  string
	mu    sync.Mutex // guards everything below
	f     *os.File
	start time.Time
	held  []byte // the start of a UTF-8 character cut at the end of the last output
	line  bytes.Buffer
	enc   *json.Encoder
	err   error // the first write error; recording stops there
}

// recordingPath names a new recording in dir: the time and the session id.
func recordingPath(dir, id string, now time.Time) string {
	return filepath.Join(dir, now.Format("20060102-150405")+"-"+id+".cast")
}

// defaultRecordDir is where recordings go when the server was given no
// --record-dir: the user's state directory.
func defaultRecordDir() (string, error) {
	if d := os.Getenv("XDG_STATE_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "agentty", "recordings"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no directory for recordings (no home directory); start the server with --record-dir: %w", err)
	}
	return filepath.Join(home, ".local", "state", "agentty", "recordings"), nil
}

// newRecorder creates the file (readable by its owner only: a recording
// holds everything the program printed) and writes the header.
func newRecorder(path string, h castHeader) (*recorder, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create the recording directory: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("create the recording: %w", err)
	}
	r := &recorder{path: path, f: f, start: time.Now()}
	r.enc = json.NewEncoder(&r.line)
	r.enc.SetEscapeHTML(false)
	h.Version = 2
	h.Timestamp = r.start.Unix()
	if err := r.enc.Encode(h); err != nil {
		_ = f.Close()
		return nil, err
	}
	r.flushLocked()
	if r.err != nil {
		_ = f.Close()
		return nil, r.err
	}
	return r, nil
}

// event writes one event line. The caller holds r.mu.
func (r *recorder) eventLocked(kind, data string) {
	if r.f == nil || r.err != nil {
		return
	}
	t := time.Since(r.start).Seconds()
	r.line.WriteByte('[')
	r.line.WriteString(strconv.FormatFloat(t, 'f', 6, 64))
	r.line.WriteString(`, "` + kind + `", `)
	_ = r.enc.Encode(data) // a string always encodes; it ends the line
	r.line.Truncate(r.line.Len() - 1)
	r.line.WriteString("]\n")
	r.flushLocked()
}

func (r *recorder) flushLocked() {
	if _, err := r.f.Write(r.line.Bytes()); err != nil && r.err == nil {
		r.err = err
		slog.Error("recording stopped", "path", r.path, "err", err)
	}
	r.line.Reset()
}

// output records what the program printed. A UTF-8 character cut at the end
// of p waits for the rest, since an event's data is text.
func (r *recorder) output(p []byte) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.held) > 0 {
		p = append(r.held, p...)
		r.held = nil
	}
	cut := incompleteTail(p)
	if cut > 0 {
		r.held = append([]byte(nil), p[len(p)-cut:]...)
		p = p[:len(p)-cut]
	}
	if len(p) > 0 {
		r.eventLocked("o", string(p))
	}
}

// incompleteTail returns how many bytes at the end of p start a UTF-8
// character whose remaining bytes have not arrived yet.
func incompleteTail(p []byte) int {
	for i := 1; i <= 3 && i <= len(p); i++ {
		b := p[len(p)-i]
		if b < 0x80 {
			return 0 // ASCII: nothing is cut
		}
		if b >= 0xC0 { // a lead byte
			need := 2
			switch {
			case b >= 0xF0:
				need = 4
			case b >= 0xE0:
				need = 3
			}
			if need > i {
				return i
			}
			return 0
		}
	}
	return 0
}

// input records what was sent to the program.
func (r *recorder) input(p []byte) {
	if r == nil || len(p) == 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("i", string(p))
}

// resize records a new terminal size.
func (r *recorder) resize(cols, rows int) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("r", strconv.Itoa(cols)+"x"+strconv.Itoa(rows))
}

// marker records a marker with a label.
func (r *recorder) marker(label string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.eventLocked("m", label)
}

// close writes what is still held and closes the file.
func (r *recorder) close() {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f == nil {
		return
	}
	if len(r.held) > 0 {
		r.eventLocked("o", string(r.held))
		r.held = nil
	}
	if err := r.f.Close(); err != nil && r.err == nil {
		slog.Error("recording not closed cleanly", "path", r.path, "err", err)
	}
	r.f = nil
}

// redactOutput hides secrets from what goes into the recording, the way
// results hide them: output the program echoed, input and labels that hold
// an earlier secret. It sees one chunk at a time: a secret split between
// two reads is not found.
func (s *Session) redactOutput(p []byte) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.secrets.marks) == 0 {
		return p
	}
	return []byte(s.secrets.redact(string(p)))
}

// recordInput records input about to be sent. Secret input is never
// written (the call's marker says it was left out), and earlier secrets in
// other input are redacted.
func (s *Session) recordInput(p []byte, secret bool) {
	if s.rec == nil || secret {
		return
	}
	s.rec.input(s.redactOutput(p))
}

// Recording returns the path of the session's recording, or "".
func (s *Session) Recording() string {
	if s.rec == nil {
		return ""
	}
	return s.rec.path
}

// Mark writes a marker naming a tool call into the recording, at the point
// of the output stream where the call's result was taken, so that replaying
// up to the marker gives the result's screen. When output arrived after the
// result's screen was taken, the result is brought up to the marker's point.
// The label ends with the mode and state the result reported.
func (s *Session) Mark(label string, v *Screen) {
	if s.rec == nil {
		return
	}
	s.ioMu.Lock()
	defer s.ioMu.Unlock()
	if v.SessionID != "" {
		if snap := s.term.Snapshot(); snap.Revision != v.Revision {
			now := s.view(snap, s.observe())
			now.Wait, now.Scrollback = v.Wait, v.Scrollback
			*v = now
		}
		label += " → " + string(v.Mode) + ", " + string(v.State)
	}
	s.rec.marker(string(s.redactOutput([]byte(label))))
}

// endRecording closes the recording, once the session is closed.
func (s *Session) endRecording() { s.rec.close() }
