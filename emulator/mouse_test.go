package emulator

import (
	"errors"
	"strings"
	"testing"
)

// The mouse in key notation, against xterm's reports (ctlseqs, "Mouse
// Tracking"): the modes come from a terminal fed what a program sends, so
// the mode tracking is tested with the encoding.
func TestEncodeMouse(t *testing.T) {
	tests := []struct {
		name, setup, keys, want string
	}{
		{"normal X10 bytes", "\x1b[?1000h", "<click:0,0>", "\x1b[M !!\x1b[M#!!"},
		{"row then column", "\x1b[?1000h", "<click:2,9>", "\x1b[M *#\x1b[M#*#"},
		{"right", "\x1b[?1000h", "<rclick:3,4>", "\x1b[M\"%$\x1b[M#%$"},
		{"middle", "\x1b[?1000h", "<mclick:3,4>", "\x1b[M!%$\x1b[M#%$"},
		{"wheel has no release", "\x1b[?1000h", "<wheelup:1,1><wheeldown:1,1>", "\x1b[M`\"\"\x1b[Ma\"\""},
		{"modifiers", "\x1b[?1000h", "<ctrl-click:0,0><shift-alt-click:0,0>", "\x1b[M0!!\x1b[M3!!\x1b[M,!!\x1b[M/!!"},
		{"X10 mode: press only, no modifiers", "\x1b[?9h", "<ctrl-click:0,1>", "\x1b[M \"!"},
		{"button events", "\x1b[?1002h", "<click:0,0>", "\x1b[M !!\x1b[M#!!"},
		{"any events", "\x1b[?1003h", "<click:0,0>", "\x1b[M !!\x1b[M#!!"},
		{"SGR", "\x1b[?1000h\x1b[?1006h", "<click:4,10>", "\x1b[<0;11;5M\x1b[<0;11;5m"},
		{"SGR right with ctrl", "\x1b[?1000;1006h", "<C-rclick:0,0>", "\x1b[<18;1;1M\x1b[<18;1;1m"},
		{"SGR wheel", "\x1b[?1003h\x1b[?1006h", "<wheeldown:23,79>", "\x1b[<65;80;24M"},
		{"urxvt", "\x1b[?1000h\x1b[?1015h", "<click:4,10>", "\x1b[32;11;5M\x1b[35;11;5M"},
		{"urxvt wheel", "\x1b[?1000h\x1b[?1015h", "<wheelup:0,0>", "\x1b[96;1;1M"},
		{"UTF-8", "\x1b[?1000h\x1b[?1005h", "<click:0,0>", "\x1b[M !!\x1b[M#!!"},
		{"UTF-8 past 95", "\x1b[?1000h\x1b[?1005h", "<click:1,200>", "\x1b[M \u00e9\"\x1b[M#\u00e9\""},
		{"the encoding set last", "\x1b[?1000h\x1b[?1006h\x1b[?1015h", "<click:0,0>", "\x1b[32;1;1M\x1b[35;1;1M"},
		{"a reset ends only its own", "\x1b[?1000h\x1b[?1006h\x1b[?1015l", "<click:0,0>", "\x1b[<0;1;1M\x1b[<0;1;1m"},
		{"the tracking set last", "\x1b[?1000h\x1b[?9h", "<click:0,0>", "\x1b[M !!"},
		{"keys around clicks", "\x1b[?1000h\x1b[?1006h", "a<click:0,0>b", "a\x1b[<0;1;1M\x1b[<0;1;1mb"},
		{"case and spaces", "\x1b[?1000h\x1b[?1006h", "<Click:0,1><WHEELUP:2,3>", "\x1b[<0;2;1M\x1b[<0;2;1m\x1b[<64;4;3M"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := New(250, 40, 0)
			term.DiscardReplies()
			_, _ = term.Write([]byte(tt.setup))
			got, err := EncodeKeys(tt.keys, term.Modes())
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("%q after %q: got %q, want %q", tt.keys, tt.setup, got, tt.want)
			}
		})
	}
}

func TestEncodeMouseRefused(t *testing.T) {
	tests := []struct {
		name, setup, keys string
		want              error
		says              string
	}{
		{"reporting off", "", "<click:0,0>", ErrMouseOff, "has not asked for mouse events"},
		{"turned off again", "\x1b[?1000h\x1b[?1000l", "<click:0,0>", ErrMouseOff, "has not asked"},
		{"off with a reset of another mode", "\x1b[?1002h\x1b[?1000l", "<wheelup:0,0>", ErrMouseOff, "has not asked"},
		{"an encoding alone", "\x1b[?1006h", "<click:0,0>", ErrMouseOff, "has not asked"},
		{"off the screen: column", "\x1b[?1000;1006h", "<click:0,250>", ErrMouseWhere, "off the 250x40 screen"},
		{"off the screen: row", "\x1b[?1000;1006h", "<click:40,0>", ErrMouseWhere, "off the 250x40 screen"},
		{"past X10's bytes", "\x1b[?1000h", "<click:0,223>", ErrMouseWhere, "SGR"},
		{"pixels", "\x1b[?1000;1016h", "<click:0,0>", ErrMouseWhere, "pixels"},
		{"no position", "\x1b[?1000h", "<click:>", ErrUnknownKey, "ROW,COL"},
		{"one number", "\x1b[?1000h", "<click:3>", ErrUnknownKey, "ROW,COL"},
		{"negative", "\x1b[?1000h", "<click:1,-1>", ErrUnknownKey, "<click:1,-1>"},
		{"not a number", "\x1b[?1000h", "<click:a,b>", ErrUnknownKey, "ROW,COL"},
		{"no such button", "\x1b[?1000h", "<dclick:1,1>", ErrUnknownKey, "dclick"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			term := New(250, 40, 0)
			term.DiscardReplies()
			_, _ = term.Write([]byte(tt.setup))
			got, err := EncodeKeys("x"+tt.keys, term.Modes())
			if !errors.Is(err, tt.want) || got != nil {
				t.Fatalf("%q: got %q, %v; want %v and nothing", tt.keys, got, err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.says) {
				t.Errorf("%q: %q does not say %q", tt.keys, err, tt.says)
			}
		})
	}
}

// Positions are checked against the screen only where the modes carry
// its size: a snapshot's modes encode a click anywhere the encoding
// reaches.
func TestEncodeMouseUnsized(t *testing.T) {
	m := Modes{MouseTracking: MouseNormal, MouseEncoding: MouseSGR}
	got, err := EncodeKeys("<click:500,600>", m)
	if err != nil || string(got) != "\x1b[<0;601;501M\x1b[<0;601;501m" {
		t.Fatalf("got %q, %v", got, err)
	}
}

// ParseKeys reads a mouse event as one key whatever the modes; CheckKeys
// says, for the modes at the time it is pressed, whether a terminal would
// send it, and Encode sends nothing where it would not.
func TestMouseKeys(t *testing.T) {
	keys, err := ParseKeys("a<click:1,2>b<ctrl-wheelup:0,0>")
	if err != nil || len(keys) != 4 || keys[1].String() != "<click:1,2>" {
		t.Fatalf("ParseKeys: %v, %v", keys, err)
	}
	if _, err := ParseKeys("<click:1>"); !errors.Is(err, ErrUnknownKey) {
		t.Fatalf("a click without its column: %v", err)
	}
	off := Modes{Cols: 80, Rows: 24}
	if err := CheckKeys(keys, off); !errors.Is(err, ErrMouseOff) {
		t.Fatalf("CheckKeys with the mouse off: %v", err)
	}
	if b := keys[1].Encode(off); b != nil {
		t.Fatalf("a click with the mouse off encodes to %q", b)
	}
	on := Modes{MouseTracking: MouseNormal, MouseEncoding: MouseSGR, Cols: 80, Rows: 24}
	if err := CheckKeys(keys, on); err != nil {
		t.Fatal(err)
	}
	if b := keys[1].Encode(on); string(b) != "\x1b[<0;3;2M\x1b[<0;3;2m" {
		t.Fatalf("a click: %q", b)
	}
	if err := CheckKeys(keys, Modes{MouseTracking: MouseNormal, Cols: 2, Rows: 2}); !errors.Is(err, ErrMouseWhere) {
		t.Fatalf("off a 2x2 screen: %v", err)
	}
}
