package record

import "testing"

// A replay names the program a recorded command line started, not the
// shell syntax around it.
func TestProgram(t *testing.T) {
	for in, want := range map[string]string{
		"(sleep 1; echo done)":  "sleep",
		"vim notes.txt":         "vim",
		"FOO=1 BAR=2 make -j4":  "make",
		"exec python3 -q":       "python3",
		"{ git log; }":          "git",
		"/usr/bin/less -R file": "less",
		"cat<file":              "cat",
		"":                      "",
		"$(which python3)":      "",
		"-bash":                 "bash",
	} {
		if got := Program(in); got != want {
			t.Errorf("Program(%q) = %q, want %q", in, got, want)
		}
	}
}
