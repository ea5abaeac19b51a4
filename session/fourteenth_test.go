package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fourteenthDir holds the fourteenth set (issue 44, fourteenth round):
// live cases of programs Debian packages that no other test, table,
// fixture or doc of agentty names, made after the thirteenth round, to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// program is known to draw (its documentation and source, and the
// program run by hand outside agentty) and committed before its screen
// was captured.
const fourteenthDir = "../testdata/modes-fourteenth"

// The fourteenth set's preparations: disk images in files for the
// filesystem tools (sparse, formatted where the tool reads one), an
// empty configuration for toxic.
const (
	fourteenthXFS       = `truncate -s 512M x.img && mkfs.xfs -q x.img`
	fourteenthJFS       = `truncate -s 64M j.img`
	fourteenthJFSMade   = `truncate -s 64M j.img && mkfs.jfs -q j.img > /dev/null`
	fourteenthReiser    = `truncate -s 512M r.img`
	fourteenthReiserFmt = `truncate -s 512M r.img && mkreiserfs -ff -q r.img > /dev/null 2>&1`
	fourteenthToxic     = `touch toxic.conf`
)

// fourteenthSet is the fourteenth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fourteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	line := func(s string) step { return step{text: s, enter: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	gretl := unseenHome(notes, "gretlcli")
	yabasic := unseenHome(notes, "yabasic")
	stockfish := gamePath("stockfish")
	jags := unseenHome(notes, "jags")
	pdp11 := unseenHome(notes, "pdp11")
	xfsDB := unseenHome(shPrep(fourteenthXFS), "xfs_db", "x.img")
	mkfsJFS := unseenHome(shPrep(fourteenthJFS), "mkfs.jfs", "j.img")
	jfsDebug := unseenHome(shPrep(fourteenthJFSMade), "jfs_debugfs", "j.img")
	mkreiserfs := unseenHome(shPrep(fourteenthReiser), "mkreiserfs", "-f", "r.img")
	reiserfsck := unseenHome(shPrep(fourteenthReiserFmt), "reiserfsck", "r.img")
	toxic := unseenHome(shPrep(fourteenthToxic), "toxic", "-o", "-f", "{dir}/profile.tox", "-c", "{dir}/toxic.conf")
	nettoe := gamePath("nettoe")
	angband := gamePath("angband")
	cbonsai := gamePath("cbonsai")
	// cacaview shows gretl's icon, installed with gretlcli.
	const icon = "/usr/share/icons/hicolor/48x48/apps/gretl.png"
	cacaview := unseenHome(notes, "cacaview", icon)
	tapecalc := unseenHome(notes, "tapecalc")
	ttyplot := unseenHome(notes, "ttyplot", "-t", "load")
	const encrypt = "Creating new data file. Would you like to encrypt it?"
	const newPassword = "Enter a new password (must be at least 6 characters)"
	sex := func(highlighted int) *modes.Prompt {
		opts := []string{"a|Female", "b|Male", "c|Neuter"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "…", "", opts...)
	}
	return []corpusCase{
		// REPLs, at their prompt and after a command: gretl's console,
		// yabasic reading a program, the chess engine Stockfish (no
		// prompt: a line of UCI read), JAGS, SIMH's PDP-11, xfs_db over an
		// XFS image, jfs_debugfs over a JFS image.
		needs(is(modes.REPL, "gretlcli", "gretlcli", gretl, wait("open filename")), "gretlcli"),
		needs(is(modes.REPL, "gretlcli-after-command", "gretlcli", gretl, wait("open filename"), typed("scalar x = 6*7", "Generated scalar x = 42"), settle), "gretlcli"),
		needs(is(modes.REPL, "yabasic", "yabasic", yabasic, wait("RETURN twice")), "yabasic"),
		needs(is(modes.REPL, "stockfish", "stockfish", unseenHome(notes, stockfish), wait("Stockfish")), stockfish),
		needs(is(modes.REPL, "stockfish-after-command", "stockfish", unseenHome(notes, stockfish), wait("Stockfish"), typed("uci", "uciok"), settle), stockfish),
		needs(is(modes.REPL, "jags", "jags", jags, wait("Loading module: bugs")), "jags"),
		needs(is(modes.REPL, "jags-after-command", "jags", jags, wait("Loading module: bugs"), typed("list modules", "basemod"), settle), "jags"),
		needs(is(modes.REPL, "simh-pdp11", "pdp11", pdp11, wait("sim>")), "pdp11"),
		needs(is(modes.REPL, "simh-pdp11-after-command", "pdp11", pdp11, wait("sim>"), typed("show version", "32b data"), settle), "pdp11"),
		needs(is(modes.REPL, "xfs-db", "xfs_db", xfsDB, wait("xfs_db>")), "xfs_db", "mkfs.xfs"),
		needs(is(modes.REPL, "xfs-db-after-command", "xfs_db", xfsDB, wait("xfs_db>"), line("sb 0"), typed("p blocksize", "blocksize = 4096"), settle), "xfs_db", "mkfs.xfs"),
		needs(is(modes.REPL, "jfs-debugfs", "jfs_debugfs", jfsDebug, wait("Aggregate Block Size")), "jfs_debugfs", "mkfs.jfs"),

		// Questions asked on a line: jfs_debugfs' superblock (modify or
		// exit, then a field to change), the confirmations of mkfs.jfs,
		// mkreiserfs and reiserfsck, toxic's first start (encrypt the new
		// profile?), netToe's menus and its player's name.
		needs(ask("jfs-debugfs-superblock", "jfs_debugfs", jfsDebug, want(modes.Choice, "…", "", "m|modify", "x|exit"),
			wait("Aggregate Block Size"), typed("superblock", "[m]odify")), "jfs_debugfs", "mkfs.jfs"),
		needs(ask("jfs-debugfs-field", "jfs_debugfs", jfsDebug, want(modes.Text, "Please enter: field-number value", ""),
			wait("Aggregate Block Size"), typed("superblock", "[m]odify"), typed("m", "field-number value")), "jfs_debugfs", "mkfs.jfs"),
		needs(ask("mkfs-jfs", "mkfs.jfs", mkfsJFS, yesNo("Continue?", ""), wait("Continue?")), "mkfs.jfs"),
		needs(ask("mkreiserfs", "mkreiserfs", mkreiserfs, yesNo("Continue", ""), wait("Continue (y/n)")), "mkreiserfs"),
		needs(ask("reiserfsck", "reiserfsck", reiserfsck, want(modes.Confirm, "Do you want to run this program?", "N", "n|N", "yes|Yes"), wait("run this program")), "reiserfsck", "mkreiserfs"),
		needs(ask("toxic-encrypt", "toxic", toxic, want(modes.Confirm, encrypt, "y", "y|yes", "n|no", "q|quit"), wait("encrypt it")), "toxic"),
		needs(ask("nettoe-menu", "nettoe", unseenHome(notes, nettoe),
			want(modes.Choice, "Choose an action:", "", "1|Player vs CPU", "2|Player vs Player", "3|Two players over network", "4|Info", "q|Quit"), wait("Choose an action")), nettoe),
		needs(ask("nettoe-level", "nettoe", unseenHome(notes, nettoe),
			want(modes.Choice, "Choice:", "", "1|Weak", "2|Normal", "3|Better", "q|Return to main menu"), wait("Choose an action"), typed("1", "Level of difficulty")), nettoe),
		needs(ask("nettoe-name", "nettoe", unseenHome(notes, nettoe), want(modes.Text, "Please state your name:", ""),
			wait("Choose an action"), typed("1", "Level of difficulty"), typed("1", "state your name")), nettoe),

		// Passwords: toxic's for its new profile, asked and asked again.
		needs(ask("toxic-password", "toxic", toxic, want(modes.Password, newPassword, ""), wait("encrypt it"), typed("y", "Enter a new password")), "toxic"),
		needs(ask("toxic-password-again", "toxic", toxic, want(modes.Password, "Enter password again", ""),
			wait("encrypt it"), typed("y", "Enter a new password"), step{text: "hunter22", enter: true, secret: true, expect: "again", timeout: setSlow}), "toxic"),

		// A menu to pick from: Angband's first choice of a new character
		// (also moved).
		needs(ask("angband-birth", "angband", unseenHome(notes, angband, "-mgcu", "-n"), sex(0),
			wait("Press any key"), step{keys: "<enter>", expect: "Female", timeout: setSlow}), angband),
		needs(ask("angband-birth-moved", "angband", unseenHome(notes, angband, "-mgcu", "-n"), sex(1),
			wait("Press any key"), step{keys: "<enter>", expect: "Female", timeout: setSlow}, down, settle), angband),

		// Full-screen programs: toxic's home (also with its help menu
		// open), Angband's splash screen, cbonsai's tree, cacaview showing
		// an icon (also zoomed), the tape calculator tapecalc (also with a
		// number entered), ttyplot waiting for data (also plotting typed
		// numbers).
		needs(is(modes.TUI, "toxic", "toxic", toxic, wait("encrypt it"), typed("n", "Welcome to Toxic"), settle), "toxic"),
		needs(is(modes.TUI, "toxic-help", "toxic", toxic, wait("encrypt it"), typed("n", "Welcome to Toxic"), typed("/help", "Help Menu"), settle), "toxic"),
		needs(is(modes.TUI, "angband", "angband", unseenHome(notes, angband, "-mgcu", "-n"), wait("Press any key")), angband),
		needs(is(modes.TUI, "cbonsai", "cbonsai", unseenHome(notes, cbonsai), wait("&"), settle), cbonsai),
		needs(is(modes.TUI, "cacaview", "cacaview", cacaview, wait("cacaview 0.99")), "cacaview", "gretlcli"),
		needs(is(modes.TUI, "cacaview-zoomed", "cacaview", cacaview, wait("cacaview 0.99"), step{text: "+", expect: "zoom: +1", timeout: setSlow}, settle), "cacaview", "gretlcli"),
		needs(is(modes.TUI, "tapecalc", "tapecalc", tapecalc, wait("total")), "tapecalc"),
		needs(is(modes.TUI, "tapecalc-after-number", "tapecalc", tapecalc, wait("total"), typed("42", "42.00"), settle), "tapecalc"),
		needs(is(modes.TUI, "ttyplot", "ttyplot", ttyplot, wait("waiting for data")), "ttyplot"),
		needs(is(modes.TUI, "ttyplot-plotting", "ttyplot", ttyplot, wait("waiting for data"), line("3"), line("5"), line("4"), settle), "ttyplot"),
	}
}

// TestModesFourteenth drives the fourteenth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fourteenth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFourteenth(t *testing.T) { captureSet(t, fourteenthDir, fourteenthSet()) }
