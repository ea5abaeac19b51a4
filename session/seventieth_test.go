package session

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// seventiethDir holds the seventieth set (issue 44, seventieth round):
// live cases of C terminal libraries and programs that no other test,
// table, fixture or doc of agentty names, made after the sixtyeighth
// round, to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the program is known to draw (its documentation and source, and
// the program run by hand outside agentty) and committed before its
// screen was captured.
const seventiethDir = "../testdata/modes-seventieth"

// seventiethC compiles one of the seventieth set's C programs with cc,
// linked with libs, and runs it over a home holding notes.txt and
// long.txt.
func seventiethC(src string, libs []string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		s, err := filepath.Abs(filepath.Join(setFixtures("seventieth").dir(), "c", src))
		if err != nil {
			t.Fatal(err)
		}
		bin := filepath.Join(t.TempDir(), "demo")
		cmd := exec.Command("cc", append([]string{"-o", bin, s}, libs...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("cc %s: %v\n%s", src, err, out)
		}
		return unseenHome(notes, append([]string{bin}, args...)...)(t, f)
	}
}

// The seventieth set's ncurses examples (Debian's ncurses-examples).
const seventiethExamples = "/usr/libexec/ncurses-examples/"

// seventiethSet is the seventieth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func seventiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k string) step { return step{keys: k} }
	down := key("<down>")
	cc := []string{"cc"}
	menu := func(kind string) opener {
		return seventiethC("seventieth_menu.c", []string{"-lmenu", "-lncurses"}, kind)
	}
	form := seventiethC("seventieth_form.c", []string{"-lform", "-lncurses"})
	editline := func(kind string) opener { return seventiethC("seventieth_editline.c", []string{"-ledit"}, kind) }
	tecla := func(kind string) opener { return seventiethC("seventieth_tecla.c", []string{"-ltecla"}, kind) }
	example := func(name string, args ...string) opener {
		return unseenHome(notes, append([]string{seventiethExamples + name}, args...)...)
	}
	bladerf := unseenHome(notes, "bladeRF-cli", "-i")
	xfsIO := unseenHome(notes, "/usr/sbin/xfs_io", "-f", "relay.dat")
	lvm := rootCase(unseenHome(notes, "/usr/sbin/lvm"))
	prerex := unseenHome(notes, "prerex")
	const mirrorQ, platforms = "Which mirror should serve the images?", "Which platforms should the release build?"
	mirror := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra|Frankfurt", "mirror-ord|Chicago", "mirror-nrt|Tokyo"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirrorQ, "", opts...)
	}
	tests := func(highlighted int) *modes.Prompt {
		opts := []string{"General Test", "Pad Test", "Scroll Test", "Input Test", "Output Test"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	return []corpusCase{
		// ncurses' menu library (menu.h): a menu of mirrors, the
		// highlighted one marked ">" (also moved); a multi-valued menu
		// of platforms (also moved, and with one ticked by space).
		needs(ask("ncurses-menu", "ncurses menu", menu("select"), mirror(0), wait("Arrows move")), cc...),
		needs(ask("ncurses-menu-moved", "ncurses menu", menu("select"), mirror(1), wait("Arrows move"), down, settle), cc...),
		needs(ask("ncurses-menu-multi", "ncurses menu", menu("multi"), ticks(platforms, 0, nil, "linux", "darwin", "windows"), wait("Space toggles")), cc...),
		needs(ask("ncurses-menu-multi-moved", "ncurses menu", menu("multi"), ticks(platforms, 1, nil, "linux", "darwin", "windows"), wait("Space toggles"), down, settle), cc...),
		needs(ask("ncurses-menu-multi-ticked", "ncurses menu", menu("multi"), ticks(platforms, 1, map[int]bool{0: true}, "linux", "darwin", "windows"),
			wait("Space toggles"), key(" "), settle, down, settle), cc...),

		// ncurses' form library (form.h): labelled fields, the first
		// filled in (also the second focused, and typed into), and a
		// passphrase field that does not show what is typed.
		needs(ask("ncurses-form", "ncurses form", form, want(modes.Text, "Name of the release:", "release-7"), wait("F10 quits")), cc...),
		needs(ask("ncurses-form-moved", "ncurses form", form, want(modes.Text, "Branch to cut it from:", ""), wait("F10 quits"), key("<tab>"), settle), cc...),
		needs(ask("ncurses-form-typed", "ncurses form", form, want(modes.Text, "Branch to cut it from:", "main"),
			wait("F10 quits"), key("<tab>"), settle, step{text: "main", expect: "main", timeout: setSlow}, settle), cc...),
		needs(ask("ncurses-form-password", "ncurses form", form, want(modes.Password, "Signing key passphrase:", ""),
			wait("F10 quits"), key("<tab>"), settle, key("<tab>"), settle), cc...),
		needs(ask("ncurses-form-password-typed", "ncurses form", form, want(modes.Password, "Signing key passphrase:", ""),
			wait("F10 quits"), key("<tab>"), settle, key("<tab>"), settle, step{text: "hunter22"}, settle), cc...),

		// BSD editline (histedit.h, el_gets): a console with a prompt of
		// its own (also after a command), a line asking for a branch with
		// a default, a yes/no.
		needs(is(modes.REPL, "editline", "editline", editline("repl"), wait("ledger>")), cc...),
		needs(is(modes.REPL, "editline-after-command", "editline", editline("repl"), wait("ledger>"), typed("balance", "42.00 EUR"), settle), cc...),
		needs(ask("editline-text", "editline", editline("text"), want(modes.Text, "Which branch should the release be cut from?", "release-7"), wait("[release-7]")), cc...),
		needs(ask("editline-confirm", "editline", editline("confirm"), yesNo("Purge the old artifacts?", "no"), wait("[y/N]")), cc...),

		// libtecla (gl_get_line): a console (also after a command), a
		// line filled in with a default, a passphrase read with echo off
		// (also typed into).
		needs(is(modes.REPL, "libtecla", "libtecla", tecla("repl"), wait("queue>")), cc...),
		needs(is(modes.REPL, "libtecla-after-command", "libtecla", tecla("repl"), wait("queue>"), typed("list", "2 jobs waiting"), settle), cc...),
		needs(ask("libtecla-text", "libtecla", tecla("text"), want(modes.Text, "Name of the release:", "release-7"), wait("release-7")), cc...),
		needs(ask("libtecla-password", "libtecla", tecla("password"), want(modes.Password, "Signing key passphrase:", ""), wait("passphrase")), cc...),
		needs(ask("libtecla-password-typed", "libtecla", tecla("password"), want(modes.Password, "Signing key passphrase:", ""),
			wait("passphrase"), step{text: "hunter22"}, settle), cc...),

		// ncurses' examples: demo_menus' menu bar (also with its Select
		// menu dropped), demo_forms' box of the form's keys, padview
		// paging a file (also a line down), testcurs' menu of tests (also
		// moved), demo_panels' panels over a pattern with its command
		// line, cardfile's empty card.
		needs(is(modes.TUI, "demo-menus", "demo_menus", example("demo_menus"), wait("Exit")), seventiethExamples+"demo_menus"),
		needs(is(modes.TUI, "demo-menus-select", "demo_menus", example("demo_menus"), wait("Exit"), key("<right>"), wait("Platypi")), seventiethExamples+"demo_menus"),
		needs(is(modes.TUI, "demo-forms", "demo_forms", example("demo_forms"), wait("PREV_FIELD")), seventiethExamples+"demo_forms"),
		needs(is(modes.Pager, "padview", "padview", example("padview", "long.txt"), wait("row 010 of the file")), seventiethExamples+"padview"),
		needs(is(modes.Pager, "padview-moved", "padview", example("padview", "long.txt"), wait("row 010 of the file"), down, settle), seventiethExamples+"padview"),
		needs(ask("testcurs", "testcurs", example("testcurs"), tests(0), wait("Q to quit")), seventiethExamples+"testcurs"),
		needs(ask("testcurs-moved", "testcurs", example("testcurs"), tests(1), wait("Q to quit"), down, settle), seventiethExamples+"testcurs"),
		needs(is(modes.TUI, "demo-panels", "demo_panels", example("demo_panels"), wait("Command:")), seventiethExamples+"demo_panels"),
		needs(is(modes.TUI, "cardfile", "cardfile", example("cardfile"), wait("next card")), seventiethExamples+"cardfile"),

		// Debian's programs over those libraries: bladeRF-cli's console
		// (libtecla; no device attached), xfs_io's and the LVM shell's
		// (editline), each also after a command; prerex asking for its
		// chart file.
		needs(is(modes.REPL, "bladerf-cli", "bladeRF-cli", bladerf, wait("bladeRF>")), "bladeRF-cli"),
		needs(is(modes.REPL, "bladerf-cli-after-command", "bladeRF-cli", bladerf, wait("bladeRF>"), typed("help", "Exit the CLI"), settle), "bladeRF-cli"),
		needs(is(modes.REPL, "xfs-io", "xfs_io", xfsIO, wait("xfs_io>")), "/usr/sbin/xfs_io"),
		needs(is(modes.REPL, "xfs-io-after-command", "xfs_io", xfsIO, wait("xfs_io>"), typed("pwrite 0 4096", "ops/sec"), settle), "/usr/sbin/xfs_io"),
		needs(is(modes.REPL, "lvm-shell", "lvm", lvm, wait("lvm>")), "/usr/sbin/lvm"),
		needs(is(modes.REPL, "lvm-shell-after-command", "lvm", lvm, wait("lvm>"), typed("version", "Configuration"), settle), "/usr/sbin/lvm"),
		needs(ask("prerex", "prerex", prerex, want(modes.Text, "Please enter a file name:", ""), wait("file name")), "prerex"),
	}
}

// TestModesSeventieth drives the seventieth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/seventieth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSeventieth(t *testing.T) { captureSet(t, seventiethDir, seventiethSet()) }
