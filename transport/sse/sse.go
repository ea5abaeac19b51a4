package sse

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// ErrTooLarge: an event of a server-sent event stream (its data, or
// one of its lines) is over the reader's bound.
var ErrTooLarge = errors.New("server-sent event over its bound")

// Read reads a server-sent event stream (text/event-stream) and calls
// each with every event's name ("message" when it has none) and data (its
// data lines joined by newlines), until the stream ends (nil), a read
// fails, or each returns an error (that error). No event, and no line,
// takes more than max bytes: a longer one is ErrTooLarge, read no
// further, so that what the other end sends costs at most that. It is the
// one reader of such streams: the stdio front end's answers from the
// session host, and the web page's streams from another machine's host.
func Read(r io.Reader, max int, each func(event string, data []byte) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var data []byte
	event, has := "", false
	for {
		line, err := readLine(br, max)
		if err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		line = bytes.TrimRight(line, "\r\n")
		switch {
		case len(line) == 0 && !errors.Is(err, io.EOF):
			if has {
				if e := each(nameOr(event), data); e != nil {
					return e
				}
			}
			data, event, has = nil, "", false
		case bytes.HasPrefix(line, []byte("data:")):
			d := bytes.TrimPrefix(bytes.TrimPrefix(line, []byte("data:")), []byte(" "))
			if len(data)+1+len(d) > max {
				return fmt.Errorf("%w: an event of more than %d bytes", ErrTooLarge, max)
			}
			if has {
				data = append(data, '\n')
			}
			data, has = append(data, d...), true
		case bytes.HasPrefix(line, []byte("event:")):
			event = string(bytes.TrimSpace(bytes.TrimPrefix(line, []byte("event:"))))
		}
		if errors.Is(err, io.EOF) {
			if has {
				return each(nameOr(event), data)
			}
			return nil
		}
	}
}

func nameOr(event string) string {
	if event == "" {
		return "message"
	}
	return event
}

// readLine reads one line of at most max bytes (its newline included); a
// longer one is ErrTooLarge. At the stream's end it returns what is
// left with io.EOF.
func readLine(br *bufio.Reader, max int) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > max+2 {
			return nil, fmt.Errorf("%w: a line of more than %d bytes", ErrTooLarge, max)
		}
		line = append(line, chunk...)
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, err
		}
	}
}
