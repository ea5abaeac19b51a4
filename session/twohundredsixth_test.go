package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixthDir holds the twohundredsixth set (issue 44,
// two-hundred-and-sixth round): live cases of real Debian programs that
// edit or show text, browse files or draw a full-screen menu, none of
// them named by any other test, table, fixture or doc of agentty. Of
// the Debian packages of that kind, every one that runs here on a
// pseudo-terminal was found named by an earlier set (fte-console's vfte
// stops at once with "Not running in a virtual console."), so the set
// holds one program: bemenu, the dmenu-like menu, drawn by its curses
// backend (libbemenu-curses): its prompt in black on red on the top row,
// the entries read from its standard input listed under it, the
// highlighted one in red. Each case's label (mode, state, prompt kind,
// question, options and the highlighted one) was written from the
// program run by hand in tmux outside agentty and committed before its
// screen was captured.
const twohundredsixthDir = "../testdata/modes-twohundredsixth"

// twohundredsixthBemenu runs bemenu's curses backend over a home holding
// notes.txt and long.txt, its entries (one a line) read from a file.
func twohundredsixthBemenu(entries string, args ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		prep := shPrep("printf '" + entries + "' > entries.txt")
		argv := append([]string{"sh", "-c", `exec bemenu "$@" < entries.txt`, "bemenu"}, args...)
		o := unseenHome(prep, argv...)(t, f)
		o.Env["BEMENU_BACKEND"] = "curses"
		return o
	}
}

// twohundredsixthSet is the twohundredsixth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for
// any text.
func twohundredsixthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	key := func(k string) step { return step{keys: k} }
	fruit := twohundredsixthBemenu(`apple\nbanana\ncherry\ndate\n`, "-p", "Pick:")
	files := twohundredsixthBemenu(`notes.txt\nlong.txt\n`, "-w", "-P", ">", "-p", "Open file:")
	secret := twohundredsixthBemenu(``, "-x", "-p", "Passphrase:")
	pick := func(opts ...string) *modes.Prompt { return want(modes.Select, "Pick:", "", opts...) }
	open := func(opts ...string) *modes.Prompt { return want(modes.Select, "Open file:", "", opts...) }
	return []corpusCase{
		// A menu of four fruit under `Pick:`: at first sight (apple in
		// red), two entries down (cherry in red) and with `an` typed
		// after the prompt, the list filtered to banana alone.
		needs(ask("bemenu", "bemenu", fruit, pick(">apple", "banana", "cherry", "date"), wait("cherry"), settle), "bemenu"),
		needs(ask("bemenu-moved", "bemenu", fruit, pick("apple", "banana", ">cherry", "date"),
			wait("cherry"), settle, key("<down><down>"), settle), "bemenu"),
		needs(ask("bemenu-filtered", "bemenu", fruit, pick(">banana"),
			wait("cherry"), settle, step{text: "an"}, settle), "bemenu"),

		// A file picker under `Open file:` whose highlighted entry bears
		// the prefix `>` (-P), wrapping (-w): at first sight (notes.txt)
		// and after <up> from the first entry (long.txt, the last).
		needs(ask("bemenu-files", "bemenu", files, open(">notes.txt", "long.txt"), wait("long.txt"), settle), "bemenu"),
		needs(ask("bemenu-files-wrapped", "bemenu", files, open("notes.txt", ">long.txt"),
			wait("long.txt"), settle, key("<up>"), settle), "bemenu"),

		// Its hidden input (-x) with no entries: `Passphrase:` alone on
		// the top row, at first sight and with three letters typed that
		// it does not show.
		needs(ask("bemenu-password", "bemenu", secret, want(modes.Password, "Passphrase:", ""), wait("Passphrase:"), settle), "bemenu"),
		needs(ask("bemenu-password-typed", "bemenu", secret, want(modes.Password, "Passphrase:", ""),
			wait("Passphrase:"), settle, step{text: "sec"}, settle), "bemenu"),
	}
}

// TestModesTwohundredsixth drives the twohundredsixth set live to the
// labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredsixth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredsixth(t *testing.T) { captureSet(t, twohundredsixthDir, twohundredsixthSet()) }
