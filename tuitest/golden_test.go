package tuitest

import (
	"testing"

	"github.com/agentty/agentty/emulator"
)

// The goldens' format, from screens fed to a terminal directly: quoted
// rows, the cursor, and style runs where the look shows.
func TestGoldenFormat(t *testing.T) {
	for _, c := range []struct {
		name, in, want string
	}{
		{"plain", "hello\r\n\x1b[?25l", "cursor hidden\n\"hello\"\n"},
		{"blank", "", "cursor 0,0\n"},
		{"quoted", "tab\x1b[5Gx \u200b \"q\" \\", "cursor 0,13\n\"tab x \\u200b \\\"q\\\" \\\\\"\n"},
		{"a run across a space", "\x1b[1mab cd\x1b[m", "cursor 0,5\n\"ab cd\"\nstyle 0 0-4 bold\n"},
		{"trailing blanks leave a run", "\x1b[1mab  \x1b[m  x", "cursor 0,7\n\"ab    x\"\nstyle 0 0-1 bold\n"},
		{"a background shows on blanks", "\x1b[41mab  \x1b[m", "cursor 0,4\n\"ab\"\nstyle 0 0-3 bg=red\n"},
		{"the background alone", "\x1b[1;41mab\x1b[0;41m  \x1b[m", "cursor 0,4\n\"ab\"\nstyle 0 0-1 bg=red bold\nstyle 0 2-3 bg=red\n"},
		{"reverse blanks show their colour", "\x1b[7;32m  \x1b[m", "cursor 0,2\nstyle 0 0-1 fg=green reverse\n"},
		{"a colour on blanks does not", "\x1b[31m  \x1b[1;4m \x1b[m", "cursor 0,3\nstyle 0 2 underline\n"},
		{"a run ends where the look does", "\x1b[1mab \x1b[0;1;31mc\x1b[m", "cursor 0,4\n\"ab c\"\nstyle 0 0-1 bold\nstyle 0 3 fg=red bold\n"},
		{"wide characters", "\x1b[38;2;255;135;0m日本\x1b[m\x1b[38;5;205mx\x1b[m", "cursor 0,5\n\"日本x\"\nstyle 0 0-3 fg=#ff8700\nstyle 0 4 fg=205\n"},
		{"a run to the row's end", "\x1b[2;3H\x1b[44m\x1b[K", "cursor 1,2\nstyle 1 2-19 bg=blue\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := emulator.New(20, 3, 0)
			term.DiscardReplies()
			defer term.Close()
			_, _ = term.Write([]byte(c.in))
			got := golden(screenOf(term.Frame()))
			want := "size 20x3\n" + c.want
			if got != want {
				t.Fatalf("%q:\n%s\nwant\n%s", c.in, got, want)
			}
		})
	}
}
