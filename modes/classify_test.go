package modes

import (
	"slices"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator"
)

// screen builds a snapshot with the cursor at the end of the last non-empty
// line (or at row, col when given).
func screen(rows int, text string, alt bool) emulator.Snapshot {
	lines := strings.Split(text, "\n")
	s := emulator.Snapshot{Cols: 80, Rows: rows, AltScreen: alt, Lines: make([]string, rows)}
	copy(s.Lines, lines)
	last := min(len(lines), rows) - 1
	s.Cursor = emulator.Cursor{Row: last, Col: len([]rune(s.Lines[last])), Visible: true}
	return s
}

func TestClassify(t *testing.T) {
	waiting := Facts{Waiting: true, Echo: true, Canonical: true}
	raw := Facts{Waiting: true}
	with := func(f Facts, prog string, args ...string) Facts { f.Program, f.Args = prog, args; return f }

	vimInsert := screen(5, "hello\n~\n~\n~\n-- INSERT --", true)
	vimInsert.Cursor = emulator.Cursor{Row: 0, Col: 5, Visible: true}
	vimCompat := screen(5, "hello\n~\n~\n~\n", true) // vim -u NONE: no showmode
	vimCompat.Cursor = emulator.Cursor{Row: 0, Col: 0, Visible: true}
	vimNormal := vimCompat
	vimNormal.Modes.BracketedPaste = true
	vimCmd := screen(5, "hello\n~\n~\n~\n:wq", true)
	swap := screen(4, "E325: ATTENTION\nSwap file \".x.swp\" already exists!\n[O]pen Read-Only, (E)dit anyway, (R)ecover, (D)elete it, (Q)uit, (A)b\nort:", true)
	swap.Cols = 70
	lessEnd := screen(4, "row 198\nrow 199\nrow 200\n(END)", true)
	lessSearch := screen(4, "row 1\nrow 2\nrow 3\n/needle", true)

	tests := []struct {
		name   string
		snap   emulator.Snapshot
		facts  Facts
		mode   Mode
		detail string
	}{
		{"bash prompt", screen(3, "user@host:~$ ", false), with(raw, "bash"), Shell, "bash prompt"},
		{"bash running", screen(3, "$ make", false), with(Facts{}, "bash"), Shell, "running"},
		{"dash prompt in cooked mode", screen(3, "$ ", false), with(waiting, "dash"), Shell, "dash prompt"},
		{"read -p y/N", screen(3, "Continue? [y/N] ", false), with(waiting, "bash"), Question, "y/N"},
		{"ssh host key", screen(3, "Are you sure you want to continue connecting (yes/no/[fingerprint])? ", false), with(waiting, "ssh"), Question, "yes/no"},
		{"press enter", screen(3, "Press Enter to continue", false), with(waiting, "installer"), Question, "Enter"},
		{"rm -i", screen(3, "rm: remove regular file 'x'? ", false), with(waiting, "rm"), Question, "question"},
		{"npm init field", screen(3, "package name: (demo) ", false), with(waiting, "node", "/usr/bin/npm", "init"), Question, "field"},
		{"getpass", screen(3, "Password: ", false), with(Facts{Waiting: true, Canonical: true}, "python3", "-c", "x"), PasswordPrompt, `"Password:"`},
		{"sudo", screen(3, "[sudo] password for ann: ", false), with(Facts{Waiting: true, Canonical: true}, "sudo"), PasswordPrompt, "echo off"},
		{"echo off but busy is no password", screen(3, "Password: ", false), with(Facts{Canonical: true}, "python3", "x.py"), Unknown, "running"},
		{"raw mode no echo is no password", screen(3, ">>> ", false), with(raw, "python3"), REPL, "python3 prompt"},
		{"python continuation", screen(3, ">>> def f():\n...     ", false), with(raw, "python3"), REPL, "continuation"},
		{"python busy", screen(3, ">>> while True: pass\n", false), with(Facts{}, "python3"), REPL, "busy"},
		{"python script asking", screen(3, "Overwrite output? [y/N] ", false), with(waiting, "python3", "build.py"), Question, "y/N"},
		{"read -p with a default", screen(3, "Name? [x] ", false), with(waiting, "bash"), Question, "default"},
		{"program asks for a value", screen(3, "Enter your name: ", false), with(waiting, "./setup"), Question, "value"},
		{"python script silent", screen(3, "", false), with(waiting, "python3", "build.py"), Unknown, "no prompt"},
		{"python -i script", screen(3, ">>> ", false), with(raw, "python3", "-i", "x.py"), REPL, "prompt"},
		{"versioned python", screen(3, ">>> ", false), with(raw, "python3.11"), REPL, "prompt"},
		{"psql", screen(3, "postgres=# ", false), with(raw, "psql"), REPL, "psql prompt"},
		{"vim insert", vimInsert, with(raw, "vim", "notes.txt"), Editor, "vim, insert mode"},
		{"vim -u NONE insert", vimCompat, with(raw, "vim"), Editor, "insert mode"},
		{"vim -u NONE normal", vimNormal, with(raw, "vim"), Editor, "normal mode"},
		{"vim command line", vimCmd, with(raw, "vim"), Editor, "command line"},
		{"vim swap file", swap, with(raw, "vim"), Question, "vim asks: choice"},
		{"vim hit-enter", screen(4, "~\n~\n\"x\" 2L written\nPress ENTER or type command to continue", true), with(raw, "vim"), Question, "Enter"},
		{"less end", lessEnd, with(raw, "less"), Pager, "end of file"},
		{"less search", lessSearch, with(raw, "less"), Pager, "search prompt"},
		{"top", screen(3, "top - 10:00:00 up 1 day\nTasks: 3 total", false), with(raw, "top"), TUI, "top, full-screen"},
		{"dashboard", screen(3, "queue depth: 3", true), with(raw, "python3", "dash.py"), TUI, "dash.py, full-screen"},
		{"cat waiting", screen(3, "", false), with(waiting, "cat"), Unknown, "waiting for input"},
		{"sleep", screen(3, "$ sleep 5", false), with(Facts{}, "sleep"), Unknown, "sleep running"},
		{"exited", screen(3, "bye", false), Facts{Exited: true, Program: "bash"}, Exited, "exited"},
		{"a shell runs sleep", screen(3, "$ sleep 5", false), Facts{Program: "sleep", Args: []string{"5"}, Command: "sleep 5"}, Shell, "running: sleep 5"},
		{"a shell's loop, between its programs", screen(3, "$ for i in 1 2; do sleep 5; done", false),
			Facts{Program: "bash", Command: "for i in 1 2; do sleep 5; done"}, Shell, "running: for i in 1 2; do sleep 5; done"},
		{"a shell runs cat, waiting", screen(3, "$ cat", false), with(Facts{Waiting: true, Canonical: true, Echo: true, Command: "cat"}, "cat"), Shell, "running: cat"},
		{"a shell runs a program that asks", screen(3, "Continue? [y/N] ", false), with(Facts{Waiting: true, Canonical: true, Echo: true, Command: "./install"}, "install"), Question, "y/N"},
		{"a shell runs vim", vimInsert, with(Facts{Waiting: true, Command: "vim notes.txt"}, "vim"), Editor, "insert mode"},
		{"ssh remote shell", screen(3, "me@far:~$ ", false), with(Facts{Waiting: true, Relay: true}, "ssh"), Shell, "inferred"},
		{"ssh remote sudo", screen(3, "[sudo] password for me: ", false), with(Facts{Waiting: true, Relay: true}, "ssh"), PasswordPrompt, "inferred"},
		{"ssh remote vim", vimInsert, with(Facts{Waiting: true, Relay: true}, "ssh"), Editor, "inferred"},
		{"ssh remote python", screen(3, ">>> ", false), with(Facts{Waiting: true, Relay: true}, "ssh"), REPL, "inferred"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Classify(tt.snap, tt.facts)
			if got.Mode != tt.mode || !strings.Contains(got.Detail, tt.detail) {
				t.Errorf("got %s (%s), want %s with detail containing %q", got.Mode, got.Detail, tt.mode, tt.detail)
			}
		})
	}
}

// FuzzClassify: any screen and any facts give one of the seven modes.
func FuzzClassify(f *testing.F) {
	f.Add("user@host:~$ ", "bash", 0, 13, true, true, true, false, false)
	f.Add("Password: ", "sudo", 0, 10, false, true, true, false, false)
	f.Add("-- INSERT --", "vim", 4, 0, false, false, true, true, false)
	f.Add("(END)", "less", 3, 5, false, false, true, true, true)
	for _, c := range loadCorpus(f) {
		ff := c.Facts
		f.Add(strings.Join(c.Screen.Lines, "\n"), ff.Program, c.Screen.Cursor.Row, c.Screen.Cursor.Col,
			ff.Echo, ff.Canonical, ff.Waiting, c.Screen.AltScreen, ff.Relay)
	}
	f.Fuzz(func(t *testing.T, text, prog string, row, col int, echo, canon, waiting, alt, relay bool) {
		s := emulator.Snapshot{Cols: 40, Rows: 6, Lines: strings.Split(text, "\n"), AltScreen: alt,
			Cursor: emulator.Cursor{Row: row, Col: col}}
		got := Classify(s, Facts{Program: prog, Args: strings.Fields(text), Echo: echo, Canonical: canon, Waiting: waiting, Relay: relay})
		if !slices.Contains(All, got.Mode) || got.Detail == "" {
			t.Fatalf("Classify gave %q (%q)", got.Mode, got.Detail)
		}
		if got.Mode == Question && got.Prompt == nil {
			t.Fatalf("a question (%s) without a prompt", got.Detail)
		}
		if p := got.Prompt; p != nil {
			selected := 0
			for _, o := range p.Options {
				if o.Selected != nil && *o.Selected {
					selected++
				}
				if (o.Selected == nil) != (p.Options[0].Selected == nil) {
					t.Fatalf("a prompt with some options' selected null and some not: %+v", p)
				}
			}
			if selected > 1 || (p.Kind == Password && p.Default != "") {
				t.Fatalf("prompt %+v", p)
			}
		}
	})
}

func TestScriptName(t *testing.T) {
	for _, c := range []struct {
		prog string
		args []string
		want string
	}{
		{"python3", []string{"/usr/bin/pytest", "-q"}, "pytest"},
		{"python3", []string{"-m", "pdb", "s.py"}, "pdb"},
		{"python3.11", []string{"-W", "ignore", "tool.py"}, "tool.py"},
		{"node", []string{"/usr/bin/npm", "init"}, "npm"},
		{"python3", []string{"-c", "print(1)"}, ""},
		{"python3", []string{"-q"}, ""},
		{"python3", []string{"-i", "s.py"}, ""},
		{"vim", []string{"notes.txt"}, ""},
	} {
		if _, got := kindOf(c.prog, c.args); got != c.want {
			t.Errorf("kindOf(%q, %q) names the script %q, want %q", c.prog, c.args, got, c.want)
		}
	}
}

// Shells started with options that take a value are still shells at their
// prompt; a prompt that looks like a form field is still a prompt.
func TestShellsWithOptions(t *testing.T) {
	for _, c := range []struct {
		prog string
		args []string
		line string
	}{
		{"bash", []string{"--rcfile", "/tmp/nix-shell.abc"}, "[nix-shell:~/proj]$ "},
		{"bash", []string{"--init-file", "/opt/vscode/shellIntegration-bash.sh"}, "me@box:~$ "},
		{"bash", []string{"-o", "vi"}, "$ "},
		{"bash", []string{"-O", "extglob", "-i"}, "$ "},
		{"fish", []string{"-C", "set x 1"}, "me@box ~> "},
		{"bash", []string{"--rcfile", "/dev/fd/3", "-i"}, "me@box ~/proj [main]: "},
		{"zsh", nil, "(venv) [me@box proj]: "},
	} {
		s := emulator.Snapshot{Cols: 80, Rows: 3, Lines: []string{c.line, "", ""}, Cursor: emulator.Cursor{Row: 0, Col: len(c.line)}}
		got := Classify(s, Facts{Program: c.prog, Args: c.args, Echo: true, Canonical: false, Waiting: true})
		if got.Mode != Shell {
			t.Errorf("%s %q at %q: %s (%s), want shell", c.prog, c.args, c.line, got.Mode, got.Detail)
		}
	}
	// A script the shell runs is not a prompt.
	s := emulator.Snapshot{Cols: 80, Rows: 3, Lines: []string{"three", "", ""}, Cursor: emulator.Cursor{Row: 1}}
	if got := Classify(s, Facts{Program: "bash", Args: []string{"-c", "printf three; read x"}, Echo: true, Canonical: true, Waiting: true}); got.Mode != Unknown {
		t.Errorf("bash -c waiting in read: %s (%s), want unknown", got.Mode, got.Detail)
	}
}
