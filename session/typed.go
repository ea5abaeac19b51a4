package session

import (
	"strings"
	"sync"
	"sync/atomic"
)

// maxSubmitted is how many submitted lines' prompts the classifier is told
// of: enough to see a prompt repeat, small enough to copy into every look.
const maxSubmitted = 8

// typedLines remembers, for the mode classifier, the prompt each line the
// agent typed began at: the text left of the cursor when the agent started
// typing the line, taken as the line is submitted with Enter. A program
// whose prompt began the earlier lines too is a REPL; a question is asked
// once (modes.Facts.Submitted).
type typedLines struct {
	mu     sync.Mutex // guards the fields below; a leaf: nothing else is locked under it
	start  string     // the text before the cursor when the line began
	typing bool       // a line was begun and not yet submitted
	// from is the text before the cursor at the first key of the text
	// typed since the last Enter, Tab or escape sequence (a key that
	// submits or moves: a form's next field, an arrow), and inText says
	// such text is being typed: where that text began.
	from   string
	inText bool

	submitted atomic.Pointer[[]string] // oldest first, at most maxSubmitted; read without the lock
}

// note is told of input about to be written, with the text before the
// cursor now: typed is the input as the terminal will get it
// (Input.echo), whose carriage return is Enter however it was asked for.
func (l *typedLines) note(before, typed string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.typing {
		l.start, l.typing = before, true
	}
	switch {
	case strings.ContainsAny(typed, "\r\t\x1b"):
		l.inText = false
	case !l.inText:
		l.from, l.inText = before, true
	}
	if !strings.ContainsRune(typed, '\r') {
		return
	}
	var next []string
	if old := l.submitted.Load(); old != nil {
		next = append(next, (*old)[max(0, len(*old)-maxSubmitted+1):]...)
	}
	next = append(next, l.start)
	l.submitted.Store(&next)
	l.typing = false
}

// current says whether text is being typed (keys since the last Enter,
// Tab or move), and the text that was before the cursor when it began.
func (l *typedLines) current() (typing bool, from string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.inText, l.from
}

// lines returns the prompts of the submitted lines, oldest first.
func (l *typedLines) lines() []string {
	if p := l.submitted.Load(); p != nil {
		return *p
	}
	return nil
}
