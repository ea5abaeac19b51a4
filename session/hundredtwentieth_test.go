package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredtwentiethDir holds the hundredtwentieth set (issue 44,
// hundred-and-twentieth round): live cases of real Debian programs that no
// other test, table, fixture or doc of agentty names, made to measure the
// classifier once as it was on interpreters, consoles and debuggers nobody
// here had looked at: phpdbg (PHP's debugger) stopped in a script of the
// set's, ipset's interactive mode, Asymptote's asy, GXemul's debugger
// stopped in a page of MIPS nops, the baresip SIP console, RocksDB's ldb
// query shell on a local database, cadabra2 (a computer-algebra system)
// and LuaTeX run as INITEX, each at its first prompt and after a command
// (ldb's first screen is blank, so only after a command). Each case's label
// (mode, state) was written from what the program prints, seen by running
// it by hand in tmux outside agentty, and committed before its screen was
// captured.
const hundredtwentiethDir = "../testdata/modes-hundredtwentieth"

// hundredtwentiethSet is the hundredtwentieth set. Labels say what a
// person reads on the screen.
func hundredtwentiethSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	// phpdbg compiles the set's sum.php, copied into its home.
	phpdbg := unseenHome(func(t *testing.T, dir string) {
		notes(t, dir)
		src, err := os.ReadFile(filepath.Join("..", "testdata", "hundredtwentieth", "sum.php"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "sum.php"), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}, "phpdbg8.2", "-e", "sum.php")
	ipset := unseenHome(notes, "ipset", "-")
	asy := unseenHome(notes, "asy")
	// GXemul's MIPS test machine loads a page of zeros (MIPS nops) and
	// stops in its debugger before the first.
	gxemul := unseenHome(func(t *testing.T, dir string) {
		notes(t, dir)
		if err := os.WriteFile(filepath.Join(dir, "prog.raw"), make([]byte, 4096), 0o644); err != nil {
			t.Fatal(err)
		}
	}, "gxemul", "-V", "-E", "testmips", "0xffffffff80010000:prog.raw")
	baresip := unseenHome(func(t *testing.T, dir string) {
		notes(t, dir)
		if err := os.MkdirAll(filepath.Join(dir, ".baresip"), 0o755); err != nil {
			t.Fatal(err)
		}
	}, "baresip", "-f", "{dir}/.baresip")
	// ldb's query shell on a database made with one key.
	ldb := unseenHome(func(t *testing.T, dir string) {
		notes(t, dir)
		sh(t, dir, "ldb --db="+filepath.Join(dir, "db")+" --create_if_missing put six 42")
	}, "ldb", "--db={dir}/db", "query")
	cadabra := unseenHome(notes, "cadabra2")
	luatex := unseenHome(notes, "luatex", "--ini")
	return []corpusCase{
		// A debugger stopped in a program of the set's: phpdbg's
		// "prompt>" under its welcome, after a breakpoint set, and
		// stopped at it after "run", the script's lines listed.
		needs(is(modes.REPL, "phpdbg", "phpdbg8.2", phpdbg, wait("prompt>")), "phpdbg8.2"),
		needs(is(modes.REPL, "phpdbg-after-command", "phpdbg8.2", phpdbg, wait("prompt>"), typed("break 3", "Breakpoint #0 added"), settle), "phpdbg8.2"),
		needs(is(modes.REPL, "phpdbg-stopped", "phpdbg8.2", phpdbg, wait("prompt>"), typed("break 3", "Breakpoint #0 added"), typed("run", "hits: 1"), settle), "phpdbg8.2"),

		// A firewall console: ipset's "ipset>" prompt, and after "version".
		needs(is(modes.REPL, "ipset", "ipset", ipset, wait("ipset>"), settle), "ipset"),
		needs(is(modes.REPL, "ipset-after-command", "ipset", ipset, wait("ipset>"), settle, typed("version", "ipset v"), settle), "ipset"),

		// A graphics language: asy's ">" under its welcome, and after a
		// value written.
		needs(is(modes.REPL, "asy", "asy", asy, wait("Welcome to Asymptote"), settle), "asy"),
		needs(is(modes.REPL, "asy-after-command", "asy", asy, wait("Welcome to Asymptote"), settle, typed("write(6*7);", "42"), settle), "asy"),

		// An emulator's debugger: GXemul's "GXemul>" under its machine's
		// description, and after a "step" disassembled its nop.
		needs(is(modes.REPL, "gxemul", "gxemul", gxemul, wait("GXemul>"), settle), "gxemul"),
		needs(is(modes.REPL, "gxemul-after-command", "gxemul", gxemul, wait("GXemul>"), settle, typed("step", "nop"), settle), "gxemul"),

		// A SIP console: baresip's "baresip is ready." with no account,
		// and after "/about" drew its box.
		needs(is(modes.REPL, "baresip", "baresip", baresip, wait("baresip is ready."), settle), "baresip"),
		needs(is(modes.REPL, "baresip-after-command", "baresip", baresip, wait("baresip is ready."), settle, typed("/about", "portable and modular"), settle), "baresip"),

		// A key-value shell on a local file: ldb's query shell, after a
		// key read back.
		needs(is(modes.REPL, "ldb-after-command", "ldb", ldb, settle, typed("get six", "six ==> 42"), settle), "ldb"),

		// A computer-algebra system: cadabra2's ">" under its banner (and
		// a traceback of its missing defaults), and after a print.
		needs(is(modes.REPL, "cadabra2", "cadabra2", cadabra, wait("License v3"), settle), "cadabra2"),
		needs(is(modes.REPL, "cadabra2-after-command", "cadabra2", cadabra, wait("License v3"), settle, typed("print(6*7)", "42"), settle), "cadabra2"),

		// A typesetter's interpreter: LuaTeX as INITEX at its "**"
		// prompt, and at its "*" prompt after "\relax".
		needs(is(modes.REPL, "luatex", "luatex", luatex, wait("**"), settle), "luatex"),
		needs(is(modes.REPL, "luatex-after-command", "luatex", luatex, wait("**"), settle, typed(`\relax`, "*"), settle), "luatex"),
	}
}

// TestModesHundredtwentieth drives the hundredtwentieth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredtwentieth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredtwentieth(t *testing.T) {
	captureSet(t, hundredtwentiethDir, hundredtwentiethSet())
}
