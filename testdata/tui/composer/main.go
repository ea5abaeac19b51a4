// Command composer is a chat composer in the manner of Codex's, for the
// tests of send_text: one field, where Enter submits. It enables
// bracketed paste and inserts a paste whole, its newlines as newlines.
// Like Codex on a terminal that does not mark pastes, it takes characters
// that arrive together (in one read: a person's keys come a read each) as
// a paste as well, an Enter among them a newline of the field and not a
// submit. So text and Enter written at once never submit; an Enter of its
// own does, after a typed or bracketed text alike. On submit it prints
// SUBMITTED and the text, quoted, and exits 0; ctrl-c exits 1.
package main

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/term"
)

const (
	pasteStart = "\x1b[200~"
	pasteEnd   = "\x1b[201~"
)

func main() {
	fd := int(os.Stdin.Fd())
	old, err := term.MakeRaw(fd)
	if err != nil {
		fmt.Fprintln(os.Stderr, "composer:", err)
		os.Exit(2)
	}
	code, text := run()
	fmt.Print("\x1b[?2004l\x1b[H\x1b[2J")
	_ = term.Restore(fd, old)
	if code == 0 {
		fmt.Printf("SUBMITTED %s\n", strconv.Quote(text))
	}
	os.Exit(code)
}

// run reads keys until a submit (0 and the text) or ctrl-c (1).
func run() (int, string) {
	var field strings.Builder
	inPaste := false
	buf := make([]byte, 64<<10)
	fmt.Print("\x1b[?2004h")
	draw(field.String())
	for {
		n, err := os.Stdin.Read(buf)
		if err != nil {
			return 1, ""
		}
		read := buf[:n]
		typed := false // characters typed (not in a paste) came before in this read
		for len(read) > 0 {
			if inPaste {
				end := bytes.Index(read, []byte(pasteEnd))
				if end < 0 {
					end = len(read)
				}
				field.WriteString(strings.ReplaceAll(string(read[:end]), "\r", "\n"))
				read = read[end:]
				if bytes.HasPrefix(read, []byte(pasteEnd)) {
					inPaste, read = false, read[len(pasteEnd):]
				}
				continue
			}
			if bytes.HasPrefix(read, []byte(pasteStart)) {
				inPaste, read = true, read[len(pasteStart):]
				continue
			}
			b := read[0]
			read = read[1:]
			switch {
			case b == 3: // ctrl-c
				return 1, ""
			case b == '\r' && !typed:
				return 0, field.String()
			case b == '\r':
				field.WriteByte('\n') // part of what came at once: a paste
			case b == 0x7f:
				if s := []rune(field.String()); len(s) > 0 {
					field.Reset()
					field.WriteString(string(s[:len(s)-1]))
				}
			case b == 0x1b: // another sequence: skipped to its final byte
				for len(read) > 0 && (read[0] < '@' || read[0] == '[') {
					read = read[1:]
				}
				if len(read) > 0 {
					read = read[1:]
				}
			case b >= ' ':
				field.WriteByte(b)
				typed = true
			}
		}
		draw(field.String())
	}
}

// draw shows the field, a line of the screen for each of its lines, and
// the help line under it.
func draw(text string) {
	var b strings.Builder
	b.WriteString("\x1b[H\x1b[2J")
	for i, l := range strings.Split(text, "\n") {
		if i == 0 {
			b.WriteString("› ")
		} else {
			b.WriteString("\r\n  ")
		}
		b.WriteString(l)
	}
	b.WriteString("\r\n\r\n⏎ send")
	fmt.Fprintf(&b, "\x1b[%d;%dH", strings.Count(text, "\n")+1, 3+len([]rune(lastLine(text))))
	fmt.Print(b.String())
}

func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
