package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredthirtyfourthDir holds the twohundredthirtyfourth set (issue
// 44, two-hundred-and-thirty-fourth round): live cases of full-screen
// terminal programs of other kinds that cannot run here, imitated by a
// fixture of its own (Python's curses, Debian's python3), none of them,
// nor the programs they imitate, named by any other test, table, fixture
// or doc of agentty, each drawing what the real program draws (its title
// bar, panes or table with the current row highlighted, its key bar, its
// colours, frames, reverse video and cursor) to measure the classifier
// once as it was on programs nobody here had looked at: a disk
// partitioner (Disk Druid of Red Hat Linux 7's installer), a Wi-Fi
// manager (wifitui), a two-pane file manager (Volkov Commander 4), a
// virtual machine host's console (XenServer 6's xsconsole) and a
// spreadsheet (Multiplan 1); each at its main screen, after a move, and
// at what it opens over its screen: a boxed question with buttons, a
// boxed line to type into (a mount point, a directory's name, a
// passphrase masked), a popup menu of actions, a menu on its command
// line, a copy at work in a progress box, at first and after a key or
// typed text. Each case's label (mode, state, prompt kind, question,
// default, options and the highlighted one) was written from what the
// real program is known to draw, and the imitation run by hand in tmux
// outside agentty, and committed before its screen was captured.
const twohundredthirtyfourthDir = "../testdata/modes-twohundredthirtyfourth"

// twohundredthirtyfourthScript runs a mode of the set's Python fixture
// with Debian's interpreter.
func twohundredthirtyfourthScript(mode string) opener {
	return setFixtures("twohundredthirtyfourth").script(pythonPath, "py/twohundredthirtyfourth_demo.py", mode)
}

// twohundredthirtyfourthSet is the twohundredthirtyfourth set. Labels say
// what a person reads on the screen.
func twohundredthirtyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	typed := func(s string) step { return step{text: s, timeout: setSlow} }
	down := step{keys: "<down>"}
	steps := func(a []step, more ...step) []step { return append(append([]step{}, a...), more...) }
	pick := func(highlighted int, opts ...string) []string {
		o := append([]string(nil), opts...)
		o[highlighted] = ">" + o[highlighted]
		return o
	}
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// druid-like: Disk Druid in Red Hat Linux 7.2's text-mode installer
	// (white on blue, "Red Hat Linux (C) 2001 Red Hat, Inc." on top; a
	// grey window "Current Disk Partitions" with its table, Mount Point,
	// Device, Requested, Actual and Type, /boot current in white on
	// blue, the Drive Summaries under it and the buttons Add, Edit,
	// Delete, Ok and Back; `F1-Help  F2-Add  F3-Edit  F4-Delete
	// F5-Reset  F12-Ok` on the last row, the cursor hidden): at first,
	// then ↓ to <Swap>; F4 to a grey box "Delete Partition" over it, "Are
	// you sure you want to delete this partition?" over the buttons Yes
	// (focused, on red) and No, also Tab to No; F2 to "Edit New
	// Partition", its Mount Point field (white on blue, the cursor in
	// it) over Size (Megs), Grow to fill disk? and the types, also with
	// /home typed.
	druid := twohundredthirtyfourthScript("druid")
	atParts := []step{wait("F4-Delete")}
	toDelete := steps(atParts, key("<f4>", "Delete Partition"))
	deletePart := func(highlighted int) *modes.Prompt {
		return want(modes.Confirm, "Are you sure you want to delete this partition?", "", pick(highlighted, "Yes", "No")...)
	}
	toAdd := steps(atParts, key("<f2>", "Edit New Partition"))

	// wifitui-like: wifitui, a Wi-Fi manager (" Wi-Fi Networks " on
	// magenta and wlan0 on top, "7 networks" dim; a network a two-line
	// item, its SSID over its signal, security and known/connected,
	// signal bars and a lock on the right, HomeNet current with a
	// magenta bar on its left; the keys `↑/k up • ↓/j down • enter
	// connect • f forget • s scan • / filter • q quit` dim on the foot,
	// the cursor hidden): at first, then j to CoffeeShop-5G; Enter on it
	// to a rounded box "Connect to CoffeeShop-5G", `Passphrase: > ` the
	// cursor after it (also with a passphrase typed, a star a key); f on
	// HomeNet to a rounded box `Forget network "HomeNet"?` over Yes and
	// No (No on magenta).
	wifitui := twohundredthirtyfourthScript("wifitui")
	atNets := []step{wait("enter connect")}
	toConnect := steps(atNets, key("j", ""), key("<enter>", "Passphrase:"))
	passphrase := want(modes.Password, "Passphrase:", "")

	// vc-like: Volkov Commander 4.05 (two panels framed in double
	// lines, cyan on blue, C:\ and D:\ on their tops, Name, Size, Date
	// and Time in yellow, NOTES.TXT current in black on cyan in the
	// left one, a mini status under each; `C:\>` and the cursor on the
	// row above the key bar `1Help 2Menu 3View 4Edit 5Copy 6RenMov
	// 7Mkdir 8Delete 9PullDn 10Quit`): at first, then ↓ to README.DOC;
	// F7 to a grey box "Make directory", "Create the directory" over its
	// cyan field, the cursor in it (also with BACKUP typed); F8 to a red
	// box "Delete", "Do you wish to delete NOTES.TXT?" over Delete
	// (focused, grey) and Cancel; F5 on BACKUP.ARJ and Enter at its
	// `Copy "BACKUP.ARJ" to` D:\ box: "Copying the file BACKUP.ARJ to
	// D:\BACKUP.ARJ" and a gauge filling, at work; F10 to a grey box
	// "Quit", "Do you want to quit Volkov Commander?" over Yes (focused,
	// on cyan) and No.
	vc := twohundredthirtyfourthScript("vc")
	atPanels := []step{wait("10Quit")}
	toMkdir := steps(atPanels, key("<f7>", "Create the directory"))

	// xsconsole-like: XenServer 6.2's host console (white on black,
	// "XenServer 6.2.0" and xenhost01 on top; a framed menu "Customize
	// System" on the left, Status Display current in white on red; a
	// framed pane on the right with what the current item shows, the
	// product, the machine and the management network at first; `<Up/
	// Down> Select` and `<Enter> OK` on the last row, the cursor
	// hidden): at first, then ↓ to Network and Management Interface;
	// Enter on Reboot or Shutdown to a grey "Login" box, "Please log in
	// to perform this function", `Username: root` over `Password: ` and
	// its field, the cursor in it (also with a password typed, a star a
	// key); Enter there to a box "Reboot or Shutdown" (Enter
	// Maintenance Mode in white on red, Reboot Server, Shutdown
	// Server); Reboot Server chosen to a box "Reboot Server", "Do you
	// want to reboot this server?" over `<F8> Reboot  <Esc> Cancel`.
	xsconsole := twohundredthirtyfourthScript("xsconsole")
	atMenu := []step{wait("Customize System")}
	toLogin := steps(atMenu, step{keys: "<down><down><down><down><down><down><down><down><down><down><down>"},
		wait("Maintenance Mode."), key("<enter>", "Please log in"))
	toPower := steps(toLogin, secret("xenroot"), key("<enter>", "Shutdown Server"))
	login := want(modes.Password, "Password:", "")

	// multiplan-like: Multiplan 1.06 for MS-DOS (#1 and the columns'
	// numbers on top, the rows' numbers on the left, a sales sheet, R1C1
	// in reverse video; `COMMAND: Alpha Blank Copy … Xternal` on two
	// rows, Alpha in reverse video, "Select option or type command
	// letter" under it, `R1C1   "Sales"` and `100% Free     Multiplan:
	// BUDGET` on the last row, the cursor hidden): at first, then → to
	// R1C2; T to `TRANSFER: Load Save Clear Delete Options Rename`, Load
	// in reverse video; S there to `TRANSFER SAVE filename: BUDGET`,
	// BUDGET in reverse video and the cursor after it, "Enter a
	// filename" under it; A to `ALPHA/VALUE: ` with Rent typed, "Enter
	// text or value" under it; Q to `QUIT:` the cursor after it, "Enter
	// Y to confirm" under it.
	multiplan := twohundredthirtyfourthScript("multiplan")
	atSheet := []step{wait("Multiplan: BUDGET")}
	toTransfer := steps(atSheet, key("t", "TRANSFER:"))

	return []corpusCase{
		// A disk partitioner: Disk Druid's partitions (also moved), its
		// box asking to delete one (also moved to No), its box to add
		// one (also typed into).
		needs(is(modes.TUI, "druid-like", "druid-like", druid, atParts...), py),
		needs(is(modes.TUI, "druid-like-moved", "druid-like", druid, steps(atParts, down, settle)...), py),
		needs(ask("druid-like-delete", "druid-like", druid, deletePart(0), steps(toDelete, settle)...), py),
		needs(ask("druid-like-delete-no", "druid-like", druid, deletePart(1), steps(toDelete, key("<tab>", ""), settle)...), py),
		needs(ask("druid-like-add", "druid-like", druid, want(modes.Text, "Mount Point:", ""), steps(toAdd, settle)...), py),
		needs(ask("druid-like-add-typed", "druid-like", druid, want(modes.Text, "Mount Point:", ""),
			steps(toAdd, typed("/home"), settle)...), py),

		// A Wi-Fi manager: wifitui's networks (also moved), its box
		// asking a passphrase (also typed into), its box asking to
		// forget a network.
		needs(is(modes.TUI, "wifitui-like", "wifitui-like", wifitui, atNets...), py),
		needs(is(modes.TUI, "wifitui-like-moved", "wifitui-like", wifitui, steps(atNets, key("j", ""), settle)...), py),
		needs(ask("wifitui-like-connect", "wifitui-like", wifitui, passphrase, steps(toConnect, settle)...), py),
		needs(ask("wifitui-like-connect-typed", "wifitui-like", wifitui, passphrase,
			steps(toConnect, secret("latte2024"), settle)...), py),
		needs(ask("wifitui-like-forget", "wifitui-like", wifitui,
			want(modes.Confirm, `Forget network "HomeNet"?`, "", "Yes", ">No"),
			steps(atNets, key("f", "Forget network"), settle)...), py),

		// A two-pane file manager: Volkov Commander's panels (also
		// moved), its Make directory box (also typed into), its boxes
		// asking to delete a file and to quit, a copy at work.
		needs(is(modes.TUI, "vc-like", "vc-like", vc, atPanels...), py),
		needs(is(modes.TUI, "vc-like-moved", "vc-like", vc, steps(atPanels, down, wait("README   DOC      9210"), settle)...), py),
		needs(ask("vc-like-mkdir", "vc-like", vc, want(modes.Text, "Create the directory", ""), steps(toMkdir, settle)...), py),
		needs(ask("vc-like-mkdir-typed", "vc-like", vc, want(modes.Text, "Create the directory", ""),
			steps(toMkdir, typed("BACKUP"), settle)...), py),
		needs(ask("vc-like-delete", "vc-like", vc,
			want(modes.Confirm, "Do you wish to delete NOTES.TXT?", "", ">Delete", "Cancel"),
			steps(atPanels, key("<f8>", "Do you wish to delete"), settle)...), py),
		needs(running("vc-like-copying", "vc-like", vc,
			steps(atPanels, step{keys: "<up><up><up>"}, wait("BACKUP   ARJ  14680064"),
				key("<f5>", `Copy "BACKUP.ARJ" to`), key("<enter>", "Copying the file"), settle)...), py),
		needs(ask("vc-like-quit", "vc-like", vc,
			want(modes.Confirm, "Do you want to quit Volkov Commander?", "", ">Yes", "No"),
			steps(atPanels, key("<f10>", "Do you want to quit"), settle)...), py),

		// A virtual machine host's console: xsconsole's menu (also
		// moved), its login box (also typed into), its Reboot or
		// Shutdown menu, its box asking to reboot.
		needs(is(modes.TUI, "xsconsole-like", "xsconsole-like", xsconsole, atMenu...), py),
		needs(is(modes.TUI, "xsconsole-like-moved", "xsconsole-like", xsconsole,
			steps(atMenu, down, wait("Configure Management Interface"), settle)...), py),
		needs(ask("xsconsole-like-login", "xsconsole-like", xsconsole, login, steps(toLogin, settle)...), py),
		needs(ask("xsconsole-like-login-typed", "xsconsole-like", xsconsole, login,
			steps(toLogin, secret("xenroot"), settle)...), py),
		needs(ask("xsconsole-like-power", "xsconsole-like", xsconsole,
			want(modes.Select, "Reboot or Shutdown", "", ">Enter Maintenance Mode", "Reboot Server", "Shutdown Server"),
			steps(toPower, settle)...), py),
		needs(ask("xsconsole-like-reboot", "xsconsole-like", xsconsole,
			want(modes.Confirm, "Do you want to reboot this server?", "", "F8|Reboot", "Esc|Cancel"),
			steps(toPower, down, key("<enter>", "Do you want to reboot"), settle)...), py),

		// A spreadsheet: Multiplan's sheet (also moved), its Transfer
		// menu, its filename line, a cell typed into, its question to
		// quit.
		needs(is(modes.TUI, "multiplan-like", "multiplan-like", multiplan, atSheet...), py),
		needs(is(modes.TUI, "multiplan-like-moved", "multiplan-like", multiplan, steps(atSheet, key("<right>", "R1C2"), settle)...), py),
		needs(ask("multiplan-like-transfer", "multiplan-like", multiplan,
			want(modes.Select, "TRANSFER:", "", ">Load", "Save", "Clear", "Delete", "Options", "Rename"),
			steps(toTransfer, settle)...), py),
		needs(ask("multiplan-like-save", "multiplan-like", multiplan, want(modes.Text, "TRANSFER SAVE filename:", "BUDGET"),
			steps(toTransfer, key("s", "Enter a filename"), settle)...), py),
		needs(ask("multiplan-like-alpha-typed", "multiplan-like", multiplan, want(modes.Text, "ALPHA/VALUE:", ""),
			steps(atSheet, key("a", "ALPHA/VALUE:"), typed("Rent"), settle)...), py),
		needs(ask("multiplan-like-quit", "multiplan-like", multiplan, want(modes.Confirm, "Enter Y to confirm", "", "Y|confirm"),
			steps(atSheet, key("q", "Enter Y to confirm"), settle)...), py),
	}
}

// TestModesTwohundredthirtyfourth drives the twohundredthirtyfourth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredthirtyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredthirtyfourth(t *testing.T) {
	captureSet(t, twohundredthirtyfourthDir, twohundredthirtyfourthSet())
}
