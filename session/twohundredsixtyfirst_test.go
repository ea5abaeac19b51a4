package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtyfirstDir holds the twohundredsixtyfirst set (issue 44,
// two-hundred-and-sixty-first round): live cases of legacy and enterprise
// terminal programs that cannot run here (they want a midrange computer,
// DOS, a hospital's database or a directory server), imitated by a
// fixture of its own (Debian's python3 and its curses, keys read one at a
// time, raw and not echoed), each drawing what the real program draws at
// its moments (its words, layout, colours, reverse video, underlined
// fields and cursor, from its manuals and published screenshots): an
// AS/400's sign-on display, OS/400's main menu and its Work with Active
// Jobs list (OS/400 V4R5), the DOS part of Windows 3.1's Setup, VistA's
// roll-and-scroll sign-on and patient look-up (on the main screen, a line
// at a time), dBASE III PLUS (its Assistant, its dot prompt, its EDIT
// form) and NetWare 4's NETADMIN. None of them is named by any other
// test, table, fixture or doc of agentty. Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const twohundredsixtyfirstDir = "../testdata/modes-twohundredsixtyfirst"

// twohundredsixtyfirstScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var twohundredsixtyfirstScript = setFixtures("twohundredsixtyfirst").script

// twohundredsixtyfirstSet is the twohundredsixtyfirst set. Labels say
// what a person reads on the screen: a question where the cursor waits
// in a field or at a line that asks (its words, without the dots or the
// arrows that lead to the field; the value shown in the field as its
// default), a password where what is typed is not shown, a choice for a
// menu of keys or codes typed to pick, a select for a box of entries
// whose highlighted one Enter picks (its title as the question), tui for
// a list of work waiting for options typed beside it, an editor for a
// record's form typed into, a REPL for a command prompt.
func twohundredsixtyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return twohundredsixtyfirstScript(py, "py/twohundredsixtyfirst_tui.py", tool)
	}
	as400 := like("as400")
	setup := like("win31setup")
	vista := like("vista")
	dbase := like("dbase")
	netadmin := like("netadmin")

	// as400-like (an AS/400's sign-on display and OS/400 V4R5, green on
	// black, input fields underlined): `Sign On` over System, Subsystem
	// and Display, five fields `User  . . . .`, `Password  . . . .`,
	// `Program/procedure`, `Menu`, `Current library`, the cursor in the
	// User field (a text question `User`, no default); jsmith typed and
	// Tab, the cursor in the Password field, nothing shown as typed (a
	// password `Password`); Enter, `OS/400 Main Menu`, `Select one of the
	// following:` over eleven numbered tasks and `90. Sign off`, the
	// cursor after `Selection or command` / `===>` (a choice of the
	// numbers); wrkactjob typed and Enter, `Work with Active Jobs`: `Type
	// options, press Enter.` over `2=Change 3=Hold 4=End …`, nine
	// subsystems and jobs each under an underlined Opt field, the
	// cursor in the first, its F keys on the last rows (tui); down, 4
	// typed beside NIGHTLY01 and Enter, `Confirm End of Job`: `Press
	// Enter to confirm your choices for 4=End.` / `Press F12=Cancel to
	// return to change your choices.` over how to end it and the job (a
	// confirm of Enter and F12).
	atSignOn := []step{wait("COPYRIGHT IBM CORP")}
	atPassword := then(atSignOn, text("jsmith", "JSMITH"), key("<tab>", ""))
	atMenu := then(atPassword, secret("secret"), key("<enter>", "Selection or command"))
	atJobs := then(atMenu, text("wrkactjob", "wrkactjob"), key("<enter>", "Work with Active Jobs"))
	mainMenu := want(modes.Choice, "Selection or command", "", "1|User tasks", "2|Office tasks",
		"3|General system tasks", "4|Files, libraries, and folders", "5|Programming", "6|Communications",
		"7|Define or change the system", "8|Problem handling", "9|Display a menu",
		"10|Information Assistant options", "11|Client Access/400 tasks", "90|Sign off")

	// win31-setup-like (the DOS part of Windows 3.1's Setup, white on
	// blue, `Windows Setup` over a double rule, its keys on a grey last
	// row, the cursor hidden): `Welcome to Setup.` over three bullets,
	// press F1 to learn more, ENTER to set up Windows now, F3 to quit (a
	// choice of the three keys); Enter, `Windows provides two Setup
	// methods:` Express Setup (press ENTER) and Custom Setup (press C), a
	// choice of the two; C, `Setup is ready to set up Windows in the
	// following directory, which it will create on your hard disk:` over
	// `C:\WINDOWS` in a grey field, the cursor after it (a text question,
	// its default C:\WINDOWS); F3, a red box over it: `Windows is not
	// completely set up on your computer. If you quit Setup now, you will
	// need to run Setup again …`, press ENTER to continue, F3 to quit (a
	// confirm of the two keys).
	atWelcome := []step{wait("Welcome to Setup.")}
	atMethod := then(atWelcome, key("<enter>", "two Setup methods"))
	atDirectory := then(atMethod, key("c", "following directory"))

	// vista-like (VistA's sign-on and ADT menu, roll-and-scroll on the
	// main screen): `Volume set: ROU:vista  UCI: VAH  Device: …` over
	// `ACCESS CODE: `, nothing echoed as typed (a password); a code typed
	// and Enter, `VERIFY CODE: ` (a password); a code and Enter, `Good
	// morning DOCTOR,TEST`, the last sign-on, five options each a code
	// and a name (PT Patient Inquiry …) over `Select ADT Manager Menu
	// Option: ` (a choice of the codes); PT and Enter, `Select PATIENT
	// NAME: ` (a text question); zztest and Enter, two patients numbered
	// with their birth dates and ids over `CHOOSE 1-2: ` (a choice of the
	// numbers); 1 and Enter, the patient's line over `...OK? Yes// ` (a
	// yes/no, its default yes).
	atAccess := []step{wait("ACCESS CODE:")}
	atVerify := then(atAccess, secret("doc1234"), key("<enter>", "VERIFY CODE:"))
	atADT := then(atVerify, secret("ver5678"), key("<enter>", "Menu Option:"))
	atPatient := then(atADT, text("PT", "Option: PT"), key("<enter>", "PATIENT NAME:"))
	atChoose := then(atPatient, text("zztest", "NAME: zztest"), key("<enter>", "CHOOSE 1-2:"))

	// dbase-like (dBASE III PLUS): its Assistant, a menu bar `Set Up
	// Create Update Position Retrieve Organize Modify Tools` and the
	// clock, Set Up in reverse video over its pull-down (Database file,
	// Format for Screen, Query, a rule, Catalog, View, Quit dBASE III
	// PLUS), the first in reverse video, the status bar `ASSIST │<C:>│ …
	// │Opt: 1/6`, `Move selection bar - ↑↓. Select - ◄─┘. …` and `Select
	// a database file.`, the cursor hidden (a select titled Set Up); down
	// (Format for Screen highlighted, `Opt: 2/6`); Esc, its dot prompt
	// `. ` with the cursor after it over `Command Line│<C:>│` and `Enter a
	// dBASE III PLUS command.` (a REPL); use customer and edit typed
	// there, its EDIT form: the cursor-key help box over `Record No.
	// 1` and seven field names each beside its value in reverse video,
	// the cursor in CUSTNO, the status bar `EDIT │<C:>│CUSTOMER │Rec:
	// 1/12` (an editor), and with down and `Harbour Tools & Marine`
	// typed over NAME (an editor).
	atAssist := []step{wait("Select a database file.")}
	atDot := then(atAssist, key("<esc>", "Enter a dBASE III PLUS command."))
	atEdit := then(atDot, text("use customer", "use customer"), key("<enter>", "Rec: 1/12"),
		text("edit", ". edit"), key("<enter>", "Record No."))
	setUp := func(at int) *modes.Prompt {
		items := []string{"Database file", "Format for Screen", "Query", "Catalog", "View", "Quit dBASE III PLUS"}
		o := make([]string, len(items))
		for i, s := range items {
			o[i] = s
			if i == at {
				o[i] = ">" + s
			}
		}
		return want(modes.Select, "Set Up", "", o...)
	}

	// netadmin-like (NetWare 4's NETADMIN, C-Worthy menus): a cyan
	// header `NetAdmin 4.55`, the date, `Context:     OU=Sales.O=Acme`,
	// `Login Name:  ADMIN.Acme` over a shaded blue ground, a yellow
	// double-ruled box ` NetAdmin options ` of four entries, the first in
	// reverse video, `Enter=Select  Esc=Exit  F1=Help` on the last row,
	// the cursor hidden: a select, at first and moved down once; Change
	// context and Enter, a box ` Enter context: ` holding
	// OU=Sales.O=Acme, the cursor after it (a text question, that its
	// default); Esc at the menu, a box ` Exit NetAdmin? ` of No (in
	// reverse video) and Yes (a confirm, No highlighted).
	atNetAdmin := []step{wait("NetAdmin options")}
	netOptions := func(at int) *modes.Prompt {
		items := []string{"Manage objects", "Manage according to search pattern", "Change context", "Search"}
		o := make([]string, len(items))
		for i, s := range items {
			o[i] = s
			if i == at {
				o[i] = ">" + s
			}
		}
		return want(modes.Select, "NetAdmin options", "", o...)
	}

	return []corpusCase{
		needs(ask("as400-like-signon", "as400-like", as400, want(modes.Text, "User", ""), atSignOn...), py),
		needs(ask("as400-like-password", "as400-like", as400, want(modes.Password, "Password", ""), then(atPassword, settle)...), py),
		needs(ask("as400-like-menu", "as400-like", as400, mainMenu, then(atMenu, settle)...), py),
		needs(is(modes.TUI, "as400-like-jobs", "as400-like", as400, then(atJobs, settle)...), py),
		needs(ask("as400-like-end", "as400-like", as400,
			want(modes.Confirm, "Press Enter to confirm your choices for 4=End.", "", "<enter>|confirm", "F12|Cancel"),
			then(atJobs, down, text("4", ""), key("<enter>", "Confirm End of Job"), settle)...), py),

		needs(ask("win31-setup-like", "win31-setup-like", setup, want(modes.Choice, "Welcome to Setup.", "",
			"F1|learn more about Windows Setup", "<enter>|set up Windows now", "F3|quit Setup without installing Windows"),
			then(atWelcome, settle)...), py),
		needs(ask("win31-setup-like-method", "win31-setup-like", setup, want(modes.Choice, "Windows provides two Setup methods:", "",
			"<enter>|Express Setup", "C|Custom Setup"), then(atMethod, settle)...), py),
		needs(ask("win31-setup-like-directory", "win31-setup-like", setup, want(modes.Text,
			"Setup is ready to set up Windows in the following directory, which it will create on your hard disk:", `C:\WINDOWS`),
			then(atDirectory, settle)...), py),
		needs(ask("win31-setup-like-quit", "win31-setup-like", setup, want(modes.Confirm,
			"Windows is not completely set up on your computer. If you quit Setup now, you will need to run Setup again to set up Windows.", "",
			"<enter>|continue Setup", "F3|quit Setup"), then(atDirectory, key("<f3>", "not completely set up"), settle)...), py),

		needs(ask("vista-like-access", "vista-like", vista, want(modes.Password, "ACCESS CODE:", ""), then(atAccess, settle)...), py),
		needs(ask("vista-like-verify", "vista-like", vista, want(modes.Password, "VERIFY CODE:", ""), then(atVerify, settle)...), py),
		needs(ask("vista-like-menu", "vista-like", vista, want(modes.Choice, "Select ADT Manager Menu Option:", "",
			"PT|Patient Inquiry", "AD|Admit a Patient", "DI|Discharge a Patient", "TR|Transfer a Patient", "RS|Registration Menu ..."),
			then(atADT, settle)...), py),
		needs(ask("vista-like-patient", "vista-like", vista, want(modes.Text, "Select PATIENT NAME:", ""), then(atPatient, settle)...), py),
		needs(ask("vista-like-choose", "vista-like", vista, want(modes.Choice, "CHOOSE 1-2:", "", "1|ZZTEST,ANNA", "2|ZZTEST,BERNARD"),
			then(atChoose, settle)...), py),
		needs(ask("vista-like-ok", "vista-like", vista, yesNo("OK?", "yes"),
			then(atChoose, text("1", ""), key("<enter>", "OK? Yes//"), settle)...), py),

		needs(ask("dbase-like", "dbase-like", dbase, setUp(0), then(atAssist, settle)...), py),
		needs(ask("dbase-like-moved", "dbase-like", dbase, setUp(1), then(atAssist, key("<down>", "Opt: 2/6"), settle)...), py),
		needs(is(modes.REPL, "dbase-like-dot", "dbase-like", dbase, then(atDot, settle)...), py),
		needs(is(modes.Editor, "dbase-like-edit", "dbase-like", dbase, then(atEdit, settle)...), py),
		needs(is(modes.Editor, "dbase-like-edit-typed", "dbase-like", dbase,
			then(atEdit, down, text("Harbour Tools & Marine", "& Marine"), settle)...), py),

		needs(ask("netadmin-like", "netadmin-like", netadmin, netOptions(0), then(atNetAdmin, settle)...), py),
		needs(ask("netadmin-like-moved", "netadmin-like", netadmin, netOptions(1), then(atNetAdmin, down, settle)...), py),
		needs(ask("netadmin-like-context", "netadmin-like", netadmin, want(modes.Text, "Enter context:", "OU=Sales.O=Acme"),
			then(atNetAdmin, down, down, key("<enter>", "Enter context:"), settle)...), py),
		needs(ask("netadmin-like-exit", "netadmin-like", netadmin, want(modes.Confirm, "Exit NetAdmin?", "", ">No", "Yes"),
			then(atNetAdmin, key("<esc>", "Exit NetAdmin?"), settle)...), py),
	}
}

// TestModesTwohundredsixtyfirst drives the twohundredsixtyfirst set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredsixtyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredsixtyfirst(t *testing.T) {
	captureSet(t, twohundredsixtyfirstDir, twohundredsixtyfirstSet())
}
