// Package keys reads the keys of a terminal put in raw mode, for the set's
// small tools drawn with go-ansi.
package keys

import (
	"os"

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
	return func() { term.Restore(int(os.Stdin.Fd()), st) }
}

// pending holds the keys of a read not yet handed out: a read may bring
// several keys at once.
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
