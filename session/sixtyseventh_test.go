package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// sixtyseventhDir holds the sixtyseventh set (issue 44, sixty-seventh
// round): live cases of Rust prompt and terminal libraries packaged by
// Debian and of Config::Model's cme, none of which any other test,
// table, fixture or doc of agentty names, to measure the classifier once
// as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the program is known to draw
// (its documentation and source, and the program run by hand in tmux
// outside agentty) and committed before its screen was captured.
const sixtyseventhDir = "../testdata/modes-sixtyseventh"

// sixtyseventhCrates is where Debian's librust-*-dev packages put the
// crates the set's Rust fixture builds from, offline.
const sixtyseventhCrates = "/usr/share/cargo/registry"

// sixtyseventhBuilt builds the set's Rust fixture (testdata/sixtyseventh/rs)
// once per run, into a directory kept between runs.
var sixtyseventhBuilt struct {
	once sync.Once
	dir  string
	out  []byte
	err  error
}

// sixtyseventhRust runs a program of the set's Rust fixture over a home
// holding notes.txt and long.txt.
func sixtyseventhRust(name string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		for _, c := range []string{"dialoguer-0.10.2", "rpassword-6.0.1", "termion-1.5.6", "crossterm-0.25.0"} {
			if _, err := os.Stat(filepath.Join(sixtyseventhCrates, c)); err != nil {
				sessiontest.Unavailable(t, "Debian's crate %s is not installed", c)
			}
		}
		b := &sixtyseventhBuilt
		b.once.Do(func() {
			src, err := filepath.Abs(filepath.Join("..", "testdata", "sixtyseventh", "rs"))
			if err != nil {
				b.err = err
				return
			}
			b.dir = filepath.Join(os.TempDir(), "agentty-sixtyseventh-rs")
			cmd := exec.Command("cargo", "build", "--release", "--offline", "--quiet", "--target-dir", b.dir)
			cmd.Dir = src
			b.out, b.err = cmd.CombinedOutput()
		})
		if b.err != nil {
			t.Fatalf("building the sixtyseventh set's Rust fixture: %v\n%s", b.err, b.out)
		}
		bin := filepath.Join(b.dir, "release", name)
		return unseenHome(notes, append([]string{bin}, args...)...)(t, f)
	}
}

// sixtyseventhFstab is the table cme's fstab model reads, in the home.
const sixtyseventhFstab = `printf 'UUID=1234-ABCD /boot/efi vfat umask=0077 0 1\n/dev/sda2 / ext4 errors=remount-ro 0 1\n' > fstab`

// sixtyseventhSet is the sixtyseventh set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func sixtyseventhSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	rust := []string{"cargo"}
	dialoguer := func(kind string) opener { return sixtyseventhRust("dialoguer-demo", kind) }
	plain := func(kind string) opener { return sixtyseventhRust("dialoguer-demo", kind, "plain") }
	rpassword := sixtyseventhRust("rpassword-demo")
	termion := sixtyseventhRust("termion-list")
	crossterm := sixtyseventhRust("crossterm-menu")
	cmeShell := unseenHome(shPrep(sixtyseventhFstab), "cme", "shell", "fstab", "-file", "fstab")
	cmeEdit := unseenHome(shPrep(sixtyseventhFstab), "cme", "edit", "fstab", "-ui", "curses", "-file", "fstab")
	const branch, purge, secret, again = "Which branch should the release be cut from?", "Purge the old artifacts?", "Deploy key passphrase", "Repeat the passphrase"
	const platforms, relay = "Which platforms should the release build?", "Which relay should take the traffic?"
	mirror := func(q string, highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, q, "", opts...)
	}
	const mirrors = "Which mirror should serve the images?"
	targets := func(highlighted int, ticked map[int]bool) *modes.Prompt {
		return ticks(platforms, highlighted, ticked, "linux", "darwin", "windows")
	}
	return []corpusCase{
		// dialoguer (Rust) with its ColorfulTheme: a yes/no with its
		// default shown after the question, a select (also moved), a
		// multiselect whose unticked boxes are dark ticks (also one
		// ticked), a list to reorder, a line with a default (also with
		// text typed), a line with completion (also completed with Tab),
		// a passphrase asked and asked again, and its editor (vi on a
		// temporary file).
		needs(ask("dialoguer-confirm", "dialoguer", dialoguer("confirm"), yesNo(purge, "no"), wait("old artifacts")), rust...),
		needs(ask("dialoguer-select", "dialoguer", dialoguer("select"), mirror(mirrors, 0), wait("mirror-nrt")), rust...),
		needs(ask("dialoguer-select-moved", "dialoguer", dialoguer("select"), mirror(mirrors, 1), wait("mirror-nrt"), down, settle), rust...),
		needs(ask("dialoguer-multiselect", "dialoguer", dialoguer("multiselect"), targets(0, nil), wait("windows")), rust...),
		needs(ask("dialoguer-multiselect-ticked", "dialoguer", dialoguer("multiselect"), targets(1, map[int]bool{1: true}),
			wait("windows"), down, settle, step{keys: " "}, settle), rust...),
		needs(ask("dialoguer-sort", "dialoguer", dialoguer("sort"), mirror("Order the mirrors to try", 0), wait("mirror-nrt")), rust...),
		needs(ask("dialoguer-text", "dialoguer", dialoguer("text"), want(modes.Text, branch, "release-7"), wait("release-7")), rust...),
		needs(ask("dialoguer-text-typed", "dialoguer", dialoguer("text"), want(modes.Text, branch, "release-7"),
			wait("release-7"), step{text: "main"}, settle), rust...),
		needs(ask("dialoguer-completion", "dialoguer", dialoguer("complete"), want(modes.Text, relay, ""), wait("traffic")), rust...),
		needs(ask("dialoguer-completion-tab", "dialoguer", dialoguer("complete"), want(modes.Text, relay, ""),
			wait("traffic"), step{text: "relay-n"}, settle, step{keys: "<tab>", expect: "relay-nrt", timeout: setSlow}, settle), rust...),
		needs(ask("dialoguer-password", "dialoguer", dialoguer("password"), want(modes.Password, secret, ""), wait("passphrase")), rust...),
		needs(ask("dialoguer-password-again", "dialoguer", dialoguer("password"), want(modes.Password, again, ""),
			wait("passphrase"), typed("hunter22", "Repeat")), rust...),
		needs(is(modes.Editor, "dialoguer-editor", "dialoguer", dialoguer("editor"), wait("Release notes for release-7")), "cargo", "vi"),

		// dialoguer with its SimpleTheme: the same prompts drawn plain,
		// "[y/N]", "> " before the highlighted entry, "[ ]" and "[x]".
		needs(ask("dialoguer-plain-confirm", "dialoguer", plain("confirm"), yesNo(purge, "no"), wait("[y/N]")), rust...),
		needs(ask("dialoguer-plain-select", "dialoguer", plain("select"), mirror(mirrors, 0), wait("mirror-nrt")), rust...),
		needs(ask("dialoguer-plain-select-moved", "dialoguer", plain("select"), mirror(mirrors, 1), wait("mirror-nrt"), down, settle), rust...),
		needs(ask("dialoguer-plain-multiselect", "dialoguer", plain("multiselect"), targets(0, nil), wait("windows")), rust...),
		needs(ask("dialoguer-plain-multiselect-ticked", "dialoguer", plain("multiselect"), targets(1, map[int]bool{1: true}),
			wait("windows"), down, settle, step{keys: " "}, settle), rust...),
		needs(ask("dialoguer-plain-text", "dialoguer", plain("text"), want(modes.Text, branch, "release-7"), wait("[release-7]")), rust...),
		needs(ask("dialoguer-plain-password", "dialoguer", plain("password"), want(modes.Password, secret+":", ""), wait("passphrase")), rust...),

		// rpassword (Rust): a passphrase asked on a line, then asked
		// again.
		needs(ask("rpassword", "rpassword", rpassword, want(modes.Password, "Vault passphrase:", ""), wait("Vault passphrase")), rust...),
		needs(ask("rpassword-again", "rpassword", rpassword, want(modes.Password, "Repeat the passphrase:", ""),
			wait("Vault passphrase"), typed("hunter22", "Repeat")), rust...),

		// termion (Rust): a full-screen list of hosts on the alternate
		// screen, its row in reverse video (also moved). crossterm
		// (Rust): a question and its choices drawn inline, the chosen
		// one after an arrow and bold (also moved).
		needs(is(modes.TUI, "termion-list", "termion", termion, wait("relay-sin")), rust...),
		needs(is(modes.TUI, "termion-list-moved", "termion", termion, wait("relay-sin"), down, settle), rust...),
		needs(ask("crossterm-menu", "crossterm", crossterm, mirror(mirrors+"…", 0), wait("mirror-nrt")), rust...),
		needs(ask("crossterm-menu-moved", "crossterm", crossterm, mirror(mirrors+"…", 1), wait("mirror-nrt"), down, settle), rust...),

		// Config::Model's cme on an fstab of the home: its shell (a
		// prompt of its own, also after a command) and its curses editor
		// (also moved to its next button, and that button, open, pressed:
		// its list of elements).
		needs(is(modes.REPL, "cme-shell", "cme", cmeShell, wait(">:$")), "cme"),
		needs(is(modes.REPL, "cme-shell-after-command", "cme", cmeShell, wait(">:$"), typed("ls", "fs"), settle), "cme"),
		needs(is(modes.TUI, "cme-edit", "cme", cmeEdit, wait("config wizard")), "cme"),
		needs(is(modes.TUI, "cme-edit-moved", "cme", cmeEdit, wait("config wizard"), down, settle), "cme"),
		needs(is(modes.TUI, "cme-edit-opened", "cme", cmeEdit, wait("config wizard"), down, settle,
			step{enter: true, expect: "Choose one of the elements", timeout: setSlow}, settle), "cme"),
	}
}

// TestModesSixtyseventh drives the sixtyseventh set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtyseventh. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtyseventh(t *testing.T) { captureSet(t, sixtyseventhDir, sixtyseventhSet()) }
