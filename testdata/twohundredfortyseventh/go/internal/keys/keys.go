// Package keys reads the keys of a terminal that golang.org/x/term put in
// raw mode, and redraws blocks of rows in place, for the set's small
// tools.
package keys

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"golang.org/x/term"
)

// Key is one key read: a rune, or one of the named keys below.
type Key string

const (
	Up    Key = "up"
	Down  Key = "down"
	Left  Key = "left"
	Right Key = "right"
	Enter Key = "enter"
	Tab   Key = "tab"
	Space Key = "space"
	Back  Key = "backspace"
	Quit  Key = "ctrl-c"
)

// Raw puts standard input in raw mode and returns what restores it.
func Raw() func() {
	st, err := term.MakeRaw(int(os.Stdin.Fd()))
	if err != nil {
		return func() {}
	}
	return func() { _ = term.Restore(int(os.Stdin.Fd()), st) }
}

// pending holds the keys of a read not yet handed out.
var pending []byte

// Read reads one key.
func Read() Key {
	if len(pending) == 0 {
		b := make([]byte, 64)
		n, err := os.Stdin.Read(b)
		if err != nil || n == 0 {
			return Quit
		}
		pending = b[:n]
	}
	b := pending
	take := func(n int, k Key) Key {
		pending = pending[n:]
		return k
	}
	switch {
	case len(b) >= 3 && b[0] == 27 && (b[1] == '[' || b[1] == 'O'):
		switch b[2] {
		case 'A':
			return take(3, Up)
		case 'B':
			return take(3, Down)
		case 'C':
			return take(3, Right)
		case 'D':
			return take(3, Left)
		}
		return take(len(b), "")
	case b[0] == 27:
		return take(1, "")
	case b[0] == 13 || b[0] == 10:
		return take(1, Enter)
	case b[0] == 9:
		return take(1, Tab)
	case b[0] == ' ':
		return take(1, Space)
	case b[0] == 127 || b[0] == 8:
		return take(1, Back)
	case b[0] == 3:
		return take(1, Quit)
	}
	n := 1
	for n < len(b) && b[n]&0xc0 == 0x80 {
		n++
	}
	return take(n, Key(string(b[:n])))
}

// Frame redraws a block of rows in place: each call goes back up over the
// rows drawn last and writes the new ones.
type Frame struct{ rows int }

// Draw writes rows, erasing what was under each.
func (f *Frame) Draw(rows []string) {
	if f.rows > 1 {
		fmt.Printf("\033[%dF", f.rows-1)
	}
	fmt.Print("\r")
	for i, r := range rows {
		fmt.Print("\033[2K", r)
		if i < len(rows)-1 {
			fmt.Print("\r\n")
		}
	}
	f.rows = len(rows)
}

// Done leaves the frame, the cursor on the next row.
func (f *Frame) Done() { fmt.Print("\r\n") }

// HideCursor and ShowCursor hide and show the terminal's cursor.
func HideCursor() { fmt.Print("\033[?25l") }
func ShowCursor() { fmt.Print("\033[?25h") }

// stdin reads lines in cooked mode.
var stdin = bufio.NewReader(os.Stdin)

// Line prints a question and reads a line in cooked mode, echo on.
func Line(question string) string {
	fmt.Print(question)
	s, err := stdin.ReadString('\n')
	if err != nil && s == "" {
		os.Exit(1)
	}
	return strings.TrimSpace(s)
}
