package record

import (
	"strings"
	"testing"
)

const header = `{"version": 2, "width": 20, "height": 4, "timestamp": 1, "command": "vim notes.txt"}` + "\n"

func TestReadCastErrorsNameTheLine(t *testing.T) {
	tests := []struct {
		cast string
		want string
	}{
		{"", "line 1: empty file"},
		{"\n\n", "line 1: empty file"},
		{"not json\n", "line 1: the header is not a JSON object"},
		{`{"version": 1, "width": 20, "height": 4}` + "\n", "line 1: asciicast version 1"},
		{`{"version": 2, "width": 0, "height": 4}` + "\n", "line 1: the header's size 0x4 is out of range"},
		{header + `[0.1, "o", "a"]` + "\n" + `{"not": "an event"}` + "\n", "line 3: an event must be a JSON array"},
		{header + `[0.1, "o"]` + "\n", "line 2: an event must be a JSON array"},
		{header + `["soon", "o", "a"]` + "\n", "line 2: an event's time must be a number"},
		{header + `[-1, "o", "a"]` + "\n", "line 2: an event's time must be a number of seconds, not negative"},
		{header + `[0.5, 7, "a"]` + "\n", "line 2: an event's type must be a string"},
		{header + `[0.5, "o", 7]` + "\n", "line 2: an event's data must be a string"},
		{header + `[0.5, "o", "a"]` + "\n" + `[0.2, "o", "b"]` + "\n", "line 3: time 0.2 is before the previous event's 0.5"},
		{header + `[0.5, "r", "wide"]` + "\n", `line 2: resize: want COLSxROWS within 10x2 and 1000x500, got "wide"`},
		{header + `[0.5, "r", "5000x4"]` + "\n", `got "5000x4"`},
		{header + `[0.5, "o", "` + strings.Repeat("x", maxCastLine) + `"]` + "\n", "line 2: longer than 16 MiB"},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader(tt.cast))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%.60q: got %v, want %q", tt.cast, err, tt.want)
		}
	}
}

// Recordings go to the user's state directory: XDG's when set, macOS's
// Application Support otherwise there, ~/.local/state elsewhere.
func TestRecordDirFor(t *testing.T) {
	tests := []struct{ goos, xdg, home, want string }{
		{"linux", "", "/home/a", "/home/a/.local/state/agentty/recordings"},
		{"linux", "/x/state", "/home/a", "/x/state/agentty/recordings"},
		{"linux", "relative/state", "/home/a", "/home/a/.local/state/agentty/recordings"},
		{"darwin", "", "/Users/a", "/Users/a/Library/Application Support/agentty/recordings"},
		{"darwin", "/Users/a/.xdg", "/Users/a", "/Users/a/.xdg/agentty/recordings"},
		{"freebsd", "", "/home/a", "/home/a/.local/state/agentty/recordings"},
		{"darwin", "", "", ""},
	}
	for _, tt := range tests {
		if got := recordDirFor(tt.goos, tt.xdg, tt.home); got != tt.want {
			t.Errorf("%s XDG_STATE_HOME=%q HOME=%q: %q, want %q", tt.goos, tt.xdg, tt.home, got, tt.want)
		}
	}
}

// A character cut at the end of a read is told from a whole one.
func TestIncompleteTail(t *testing.T) {
	if incompleteTail("a\xf0\x9f\x91") != 3 || incompleteTail("a\xf0\x9f\x91\x8d") != 0 || incompleteTail("ab") != 0 || incompleteTail("\xff") != 0 {
		t.Error("incompleteTail")
	}
}
