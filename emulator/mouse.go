package emulator

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Mouse events in key notation: <click:ROW,COL> (the left button),
// <rclick:ROW,COL>, <mclick:ROW,COL>, <wheelup:ROW,COL> and
// <wheeldown:ROW,COL>, at a 0-based cell as results give it, with the
// modifiers of other keys (<ctrl-click:2,5>). A click is a press and a
// release (a press alone where the program asked for X10's reports); the
// wheel is a press. Each is encoded as xterm reports it in the modes the
// program set: tracking 9, 1000, 1002 or 1003, positions as X10's bytes,
// UTF-8 (1005), SGR (1006) or urxvt's (1015).

// Errors of mouse events; both come wrapped with the event.
var (
	// ErrMouseOff: the program has not turned mouse reporting on, so a
	// terminal would send it nothing for a click.
	ErrMouseOff = errors.New("mouse reporting is off")
	// ErrMouseWhere: the position is off the screen, or past what the
	// program's encoding can report.
	ErrMouseWhere = errors.New("no mouse report for that position")
)

// mouseButtons are the mouse event names and their button codes.
var mouseButtons = map[string]int{
	"click": 0, "mclick": 1, "rclick": 2, "wheelup": 64, "wheeldown": 65,
}

// MouseNames lists the mouse events of the key notation, for messages.
const MouseNames = "<click:ROW,COL> <rclick:ROW,COL> <mclick:ROW,COL> <wheelup:ROW,COL> <wheeldown:ROW,COL> (0-based, as results give them)"

// x10Limit is the last 0-based row or column X10's bytes and urxvt-less
// xterm reports carry: 255 - 32 - 1.
const x10Limit = 222

// utf8Limit is the last one UTF-8 positions carry (xterm's
// EXT_MOUSE_LIMIT, 2047 - 32, less one).
const utf8Limit = 2014

// encodeMouse encodes mouse event kind (a name of mouseButtons) at "ROW,COL"
// with modifiers md, for a terminal in modes m. ok is false when kind names
// no mouse event.
func encodeMouse(kind, at string, md mods, m Modes) (seq []byte, ok bool, err error) {
	button, ok := mouseButtons[strings.ToLower(kind)]
	if !ok {
		return nil, false, nil
	}
	name := "<" + kind + ":" + at + ">"
	rs, cs, found := strings.Cut(at, ",")
	row, rerr := strconv.Atoi(strings.TrimSpace(rs))
	col, cerr := strconv.Atoi(strings.TrimSpace(cs))
	if !found || rerr != nil || cerr != nil || row < 0 || col < 0 {
		return nil, true, fmt.Errorf("%w %s: want <%s:ROW,COL>, 0-based", ErrUnknownKey, name, strings.ToLower(kind))
	}
	if m.Cols > 0 && (col >= m.Cols || row >= m.Rows) {
		return nil, true, fmt.Errorf("%w: %s is off the %dx%d screen (rows 0-%d, columns 0-%d)", ErrMouseWhere, name, m.Cols, m.Rows, m.Rows-1, m.Cols-1)
	}
	switch m.MouseTracking {
	case 0:
		return nil, true, fmt.Errorf("%w: the program has not asked for mouse events, so %s would reach it as nothing", ErrMouseOff, name)
	case MouseX10:
		md = mods{} // X10 reports carry no modifiers
	}
	button += mouseMods(md)
	press, err := mouseReport(button, row, col, true, m.MouseEncoding)
	if err != nil {
		return nil, true, fmt.Errorf("%w: %s: %v", ErrMouseWhere, name, err)
	}
	seq = press
	if button&64 == 0 && m.MouseTracking != MouseX10 {
		// A click lets go of the button; the wheel has nothing to let go.
		release, _ := mouseReport(button, row, col, false, m.MouseEncoding)
		seq = append(seq, release...)
	}
	return seq, true, nil
}

// mouseMods is the modifiers' part of a report's button code.
func mouseMods(md mods) int {
	b := 0
	if md.shift {
		b |= 4
	}
	if md.alt {
		b |= 8
	}
	if md.ctrl {
		b |= 16
	}
	return b
}

// mouseReport is one report, a press or a release of button (its code
// with the modifiers), at 0-based row and col, in an encoding.
func mouseReport(button, row, col int, press bool, encoding int) ([]byte, error) {
	switch encoding {
	case MouseSGR:
		final := 'M'
		if !press {
			final = 'm'
		}
		return fmt.Appendf(nil, "\x1b[<%d;%d;%d%c", button, col+1, row+1, final), nil
	case MouseSGRPixels:
		return nil, errors.New("the program asked for positions in pixels (mode 1016), which agentty does not report")
	}
	if !press {
		button = button&^3 | 3 // X10's and urxvt's release: no button
	}
	switch encoding {
	case MouseURXVT:
		return fmt.Appendf(nil, "\x1b[%d;%d;%dM", 32+button, col+1, row+1), nil
	case MouseUTF8:
		if row > utf8Limit || col > utf8Limit {
			return nil, fmt.Errorf("the program's UTF-8 mouse positions (mode 1005) end at %d", utf8Limit)
		}
		b := []byte{0x1b, '[', 'M', byte(32 + button)}
		b = utf8.AppendRune(b, rune(32+col+1))
		return utf8.AppendRune(b, rune(32+row+1)), nil
	}
	if row > x10Limit || col > x10Limit {
		return nil, fmt.Errorf("the program's mouse positions (X10 bytes) end at %d; it must ask for SGR reports (mode 1006) to be clicked further", x10Limit)
	}
	return []byte{0x1b, '[', 'M', byte(32 + button), byte(32 + col + 1), byte(32 + row + 1)}, nil
}
