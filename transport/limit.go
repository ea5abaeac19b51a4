package transport

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
)

// Requests are bounded at the transport, before anything parses them: a
// request larger than the limit is answered with a JSON-RPC error and
// thrown away as it arrives, so that its size costs the server no memory.

// minRequestLimit is the smallest request limit: any tool call within
// --max-input fits, its text escaped as JSON (at most 6 bytes a byte).
const minRequestLimit = 1 << 20

// RequestLimit is the largest request (one JSON-RPC message) the server
// reads for a given --max-input (session.Config.MaxInput).
func RequestLimit(maxInput int) int {
	return max(minRequestLimit, 8*maxInput+64<<10)
}

// tooLarge is the JSON-RPC error response to a request over the limit; id
// is the request's id when it could be found, else null.
func tooLarge(id json.RawMessage, n int64, limit int) []byte {
	size := fmt.Sprintf("%d bytes", n)
	if n < 0 {
		size = "larger"
	}
	msg := fmt.Sprintf("request refused unread: it is %s, over the limit of %d bytes a request; "+
		"send large text in parts of at most --max-input bytes each, or put it in a file", size, limit)
	return ErrorLine(id, InvalidRequest, msg)
}

// LimitBody refuses a request whose body is larger than limit with a
// JSON-RPC error (413) before next sees it: at once when its length is
// declared, else after reading limit bytes of it; the connection is closed,
// so that the rest is never read. A body within the limit is read whole
// (at most limit bytes) and handed on, unless it is a message whose id MCP
// does not allow (ValidID): that one is answered 400 with an Invalid
// Request error.
func LimitBody(next http.Handler, limit int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && r.Body != http.NoBody {
			if r.ContentLength > int64(limit) {
				refuseBody(w, nil, r.ContentLength, limit)
				return
			}
			body, err := io.ReadAll(io.LimitReader(r.Body, int64(limit)+1))
			if err != nil {
				http.Error(w, "reading the request: "+err.Error(), http.StatusBadRequest)
				return
			}
			if len(body) > limit {
				var sc idScanner
				sc.feed(body)
				refuseBody(w, sc.id(), -1, limit)
				return
			}
			if r.Method == http.MethodPost && !validMessage(body) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusBadRequest)
				_, _ = w.Write(ErrorLine(nil, InvalidRequest, BadIDMessage))
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			r.ContentLength = int64(len(body))
		}
		next.ServeHTTP(w, r)
	})
}

// refuseBody answers an oversized request with a JSON-RPC error and closes
// the connection, so that the rest of the body is never read.
func refuseBody(w http.ResponseWriter, id []byte, n int64, limit int) {
	slog.Warn("oversized request refused unread", "bytes", n, "limit", limit)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Connection", "close")
	w.WriteHeader(http.StatusRequestEntityTooLarge)
	_, _ = w.Write(tooLarge(id, n, limit))
}

// lineLimiter passes newline-delimited JSON-RPC messages (the stdio
// transport) through unchanged, except one longer than limit: that one is
// read on and dropped without being kept, and refuse gets its id and size.
// It holds at most one line of limit bytes.
type lineLimiter struct {
	r      *bufio.Reader
	limit  int
	refuse func(id json.RawMessage, n int64)
	// invalid, when set, is told of a line whose id MCP does not allow
	// (validMessage), which is dropped.
	invalid func()
	line    []byte // the line being gathered, up to limit
	out     []byte // what Read hands on next
	err     error  // the input's error, after out
}

func newLineLimiter(r io.Reader, limit int, refuse func(id json.RawMessage, n int64)) *lineLimiter {
	return &lineLimiter{r: bufio.NewReaderSize(r, 64<<10), limit: limit, refuse: refuse}
}

func (l *lineLimiter) Read(p []byte) (int, error) {
	for len(l.out) == 0 {
		if l.err != nil {
			return 0, l.err
		}
		l.next()
	}
	n := copy(p, l.out)
	l.out = l.out[n:]
	return n, nil
}

// next gathers the next line into out, or refuses it.
func (l *lineLimiter) next() {
	l.line = l.line[:0]
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(l.line)+len(chunk) > l.limit {
			l.drop(chunk, err)
			return
		}
		l.line = append(l.line, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		l.err = err // io.EOF: the last line, if any, goes first
		if l.invalid != nil && !validMessage(l.line) {
			l.invalid()
			return
		}
		l.out = l.line
		return
	}
}

// drop reads the rest of an oversized line, looking only for its id, and
// refuses it.
func (l *lineLimiter) drop(chunk []byte, err error) {
	var sc idScanner
	sc.feed(l.line)
	n := int64(len(l.line))
	l.line = l.line[:0]
	for {
		sc.feed(chunk)
		n += int64(len(chunk))
		if err != bufio.ErrBufferFull {
			break
		}
		chunk, err = l.r.ReadSlice('\n')
	}
	l.err = err // nil after the newline; the next line comes next
	l.refuse(sc.id(), n)
}

// LimitStdio bounds the requests read from stdin (see lineLimiter): it
// returns the reader to serve from and the writer to answer on, one writer
// for the answers and the refusals of oversized requests, so that they
// never interleave.
func LimitStdio(stdin io.Reader, stdout io.Writer, limit int) (io.Reader, io.Writer) {
	out := &syncWriter{w: stdout}
	in := newLineLimiter(stdin, limit, func(id json.RawMessage, n int64) {
		slog.Warn("oversized request refused unread", "bytes", n, "limit", limit)
		_, _ = out.Write(tooLarge(id, n, limit))
	})
	in.invalid = func() {
		_, _ = out.Write(ErrorLine(nil, InvalidRequest, BadIDMessage))
	}
	return in, out
}

// syncWriter serialises whole writes: the stdio server writes each
// response in one Write, and so does the refusal of an oversized request.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// idScanner finds the "id" member of a JSON object as its bytes stream by,
// keeping nothing else: a request's id may come after its params.
type idScanner struct {
	depth      int
	inStr, esc bool
	nextIsKey  bool   // the next string at depth 1 is a member name
	inKey      bool   // reading a member name at depth 1
	key        []byte // that name, up to a few bytes
	keyIsID    bool   // the last member name at depth 1 was "id"
	capturing  bool   // reading the id's value
	val        []byte
	done       bool
}

// maxIDBytes bounds an id worth echoing; a longer one is answered with null.
const maxIDBytes = 256

func (s *idScanner) feed(b []byte) {
	for _, c := range b {
		if s.done {
			return
		}
		s.step(c)
	}
}

func (s *idScanner) step(c byte) {
	if s.capturing {
		if !s.inStr && s.depth == 1 && (c == ',' || c == '}') {
			s.capturing, s.done = false, true
			return
		}
		if s.val = append(s.val, c); len(s.val) > maxIDBytes {
			s.val, s.capturing, s.done = nil, false, true
			return
		}
	}
	if s.inStr {
		switch {
		case s.esc:
			s.esc = false
		case c == '\\':
			s.esc = true
		case c == '"':
			s.inStr = false
			if s.inKey {
				s.inKey = false
				s.keyIsID = string(s.key) == "id"
			}
			return
		}
		if s.inKey && len(s.key) <= 2 {
			s.key = append(s.key, c)
		} else if s.inKey {
			s.key = append(s.key[:0], "long"...)
		}
		return
	}
	switch c {
	case '{', '[':
		s.depth++
		s.nextIsKey = s.depth == 1 && c == '{'
	case '}', ']':
		s.depth--
	case ',':
		s.nextIsKey = s.depth == 1
	case '"':
		s.inStr = true
		if s.depth == 1 && s.nextIsKey && !s.capturing {
			s.inKey, s.nextIsKey, s.key = true, false, s.key[:0]
		}
	case ':':
		if s.depth == 1 && s.keyIsID && !s.capturing {
			s.capturing, s.keyIsID, s.val = true, false, s.val[:0]
		}
	}
}

// id returns the id found: a JSON number or string, else nil.
func (s *idScanner) id() json.RawMessage {
	v := bytes.TrimSpace(s.val)
	if !s.done || len(v) == 0 || !json.Valid(v) {
		return nil
	}
	switch v[0] {
	case '"', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return json.RawMessage(bytes.Clone(v))
	}
	return nil
}
