package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfifthDir holds the threehundredfifth set (issue 44,
// three-hundred-and-fifth round): live cases of dialogs and forms drawn
// by TUI toolkits that cannot run here (a .NET runtime, PyPI, a Java
// runtime are out of reach), imitated by a fixture of its own (Debian's
// python3 and its curses, the alternate screen, keys read raw one at a
// time), each drawing what an app built on the toolkit draws at one of
// its moments (its words, boxes, buttons, brackets, shadows, colours,
// reverse video and cursor, from the toolkit's documentation, source and
// published screenshots as known): a Terminal.Gui (v1) notepad of the
// gui-cs project's UICatalog kind (a MessageBox.Query to save, moved;
// an input dialog to rename; the OpenDialog; a dialog of check boxes to
// print), a py_cui to-do app (jwlodek's py_cui: its widgets, a yes/no
// popup, a text box popup, a menu popup, a form popup, a loading popup),
// a PyTermGUI sign-up (bczsalba's PyTermGUI: a window of input fields,
// an alert with one button, a window of check boxes, ticked) and a Jexer
// desktop (Kevin Lamonte's Jexer: a TMessageBox, moved; a TInputBox; a
// TFileOpenBox; a window of radio buttons, moved). None of them, nor
// their makers, is named by any other test, table, fixture or doc of
// agentty: grepped with `git grep -il` were terminal.gui, gui-cs,
// uicatalog, icaza, py_cui, py-cui, pycui, jwlodek, pytermgui, bczsalba,
// jexer and lamonte (the toolkits of the theme named here already,
// Turbo Vision, urwid, Textual, tview, cursive, FTXUI, notcurses, Brick,
// Ratatui, Lanterna, gowid and termui among them, were left out). Each
// case's label says what a person reads on the screen, written from the
// fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredfifthDir = "../testdata/modes-threehundredfifth"

// threehundredfifthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var threehundredfifthScript = setFixtures("threehundredfifth").script

// threehundredfifthSet is the threehundredfifth set. Labels say what a
// person reads on the screen: a dialog's buttons are its options, the
// focused one highlighted and the one marked default its default; a
// field the cursor waits in is a text question (its label the question,
// what the field holds its default); a list or a group of radio buttons
// is a select, of check boxes a multiselect (the line over them, or the
// title, the question); a toolkit app's own screen of widgets, no dialog
// open, is a full-screen program; a popup whose spinner turns and asks
// nothing is running.
func threehundredfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	like := func(tool string) opener {
		return threehundredfifthScript(py, "py/threehundredfifth_dialogs.py", tool)
	}
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}

	// uicatalog-like (a notepad on Terminal.Gui v1, as UICatalog's
	// scenarios draw it; the alternate screen): a cyan menu bar `File
	// Edit Format Help`, a blue window titled ` notes.txt* ` over the
	// text, a cyan status bar `^Q Quit │ ^O Open │ ^R Rename │ ^P
	// Print`. ^Q: a grey MessageBox.Query with a shadow, titled ` Save
	// Changes `, `Do you want to save changes to notes.txt?` over `[◦ Yes
	// ◦] [ No ] [ Cancel ]`, Yes the default (`◦`) and focused (black),
	// the cursor hidden (a yes/no with Cancel beside, defaulting to Yes),
	// Tab moving the focus to No; ^R: ` Rename `, `New name:` and a cyan
	// field holding notes.txt, the cursor at its end, over `[◦ Ok ◦] [
	// Cancel ]` (a text question whose field holds notes.txt); ^O: the
	// OpenDialog ` Open `, `Choose a ledger file`, `Directory:
	// /home/agentty/ledger`, six entries (`../`, `archive/`, four files)
	// the first focused (black), `File(s):` and `[ Cancel ] [◦ Open ◦]` (a
	// select of the entries); ^P: ` Print `, `Print notes.txt with:` over
	// four check boxes `[√]`/`[ ]`, the first focused, over `[◦ Print ◦] [
	// Cancel ]` (a multiselect).
	uicatalog := like("uicatalog")
	atNotepad := []step{wait("^P Print"), settle}
	save := func(focus int) *modes.Prompt {
		o := []string{"Yes", "No", "Cancel"}
		o[focus] = ">" + o[focus]
		return want(modes.Confirm, "Do you want to save changes to notes.txt?", "Yes", o...)
	}
	toSave := then(atNotepad, key("<ctrl-q>", "Save Changes"), settle)

	// py-cui-like (a to-do app on jwlodek's py_cui; the alternate screen,
	// borders of ASCII `+-|`): a reverse title bar `TODO List`, three
	// scroll menus `TODO` (focused, cyan, its first item reverse), `In
	// Progress` and `Done`, a text box `Add Item`, and the reverse status
	// bar `Press - Arrow Keys to move between widgets - Enter to enter
	// focus mode.` (a full-screen program); d: a yellow popup titled
	// `Delete 'pay the rent'?` over `Yes - (y), No - (n)` (a yes/no, no
	// default); a: a popup `Enter a new item` over an empty underlined
	// field, the cursor in it (a text question); m: a popup `Move 'pay the
	// rent' to` over `TODO`, `In Progress`, `Done`, the first reverse (a
	// select); p: a form popup `New Project`, fields `Name` (bold, its box
	// cyan, the cursor in it), `Owner` and `Due date`, over `Tab - next
	// field, Enter - submit, Esc - cancel` (a text question, the first
	// field's); s: a popup `Syncing` over `Fetching items from the server
	// ... |` turning (at work, no question).
	pycui := like("py-cui")
	atTodo := []step{wait("enter focus mode"), settle}

	// pytermgui-like (a sign-up on bczsalba's PyTermGUI; the alternate
	// screen, rounded borders in green, `Ctrl+C to exit` dim at the foot
	// right): a window `Create your account`, the dim `Fill in the fields
	// below.`, `Name:` (green, the cursor in its grey field) and `Email:`,
	// `[X] I accept the terms of service`, `[ Submit ]` and `[ Cancel ]`
	// (a text question `Name:`); a name typed and Enter, the cursor in the
	// Email field (a text question `Email:`); an address typed and Enter,
	// a window `Account created`, `Welcome aboard, Ada!`, the dim `Check
	// your inbox to confirm.` over a green `[ OK ]` focused (a message box
	// of one button); Enter, a window `Notifications`, the dim `Email me
	// about:` over four check boxes `[X]`/`[ ]`, the first reverse green,
	// over `[ Save ]` and `[ Back ]` (a multiselect), Down and Space
	// ticking the second.
	ptg := like("pytermgui")
	atSignUp := []step{wait("Ctrl+C to exit"), settle}
	toEmail := then(atSignUp, typed("Ada Lovelace", "Ada Lovelace"), settle)
	toCreated := then(toEmail, typed("ada@example.org", "Account created"), settle)
	toNotify := then(toCreated, key("<enter>", "Email me about:"), settle)
	notify := []string{"Weekly digest", "Mentions", "Replies to my posts", "Product news"}

	// jexer-like (a desktop on Kevin Lamonte's Jexer, Turbo Vision's way;
	// the alternate screen): a menu bar `File Edit Tools Window Help` and
	// a clock, a blue `▒` desktop, a status bar `F1 Help F3 Open F7 Find
	// F9 Options Alt-X Exit`. x: a cyan window with a double border and
	// `[■]`, ` Confirm `, `Exit the application?` over green buttons ` Yes
	// ` (focused, white) and ` No ` each with a `▄▀` shadow (a yes/no, no
	// default marked), Tab moving the focus to No; f: ` Find `, `Text to
	// find:` over a blue field holding retry, the cursor at its end, over
	// ` OK ` and ` Cancel ` (a text question whose field holds retry); o:
	// ` Open File... `, the path in a field, a directory tree and a list of
	// four files the first highlighted blue, ` Open ` and ` Cancel ` (a
	// select of the files); r: ` Options `, a group ` Line endings ` of
	// three radio buttons `(•) Unix (LF)`, `( ) DOS (CR+LF)`, `( ) Classic
	// Mac (CR)`, the first reverse, over ` OK ` and ` Cancel ` (a select),
	// Down moving to and choosing the second.
	jexer := like("jexer")
	atDesktop := []step{wait("Alt-X Exit"), settle}
	exit := func(focus int) *modes.Prompt {
		o := []string{"Yes", "No"}
		o[focus] = ">" + o[focus]
		return want(modes.Confirm, "Exit the application?", "", o...)
	}
	toExit := then(atDesktop, key("x", "Exit the application?"), settle)
	endings := func(highlighted int) *modes.Prompt {
		o := []string{"Unix (LF)", "DOS (CR+LF)", "Classic Mac (CR)"}
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, "Line endings", "", o...)
	}
	toEndings := then(atDesktop, key("r", "Line endings"), settle)

	return []corpusCase{
		// uicatalog-like: save (also moved), rename, open, print.
		needs(ask("uicatalog-like-save", "uicatalog-like", uicatalog, save(0), toSave...), py),
		needs(ask("uicatalog-like-save-moved", "uicatalog-like", uicatalog, save(1), then(toSave, key("<tab>", ""), settle)...), py),
		needs(ask("uicatalog-like-rename", "uicatalog-like", uicatalog, want(modes.Text, "New name:", "notes.txt"),
			then(atNotepad, key("<ctrl-r>", "New name:"), settle)...), py),
		needs(ask("uicatalog-like-open", "uicatalog-like", uicatalog,
			want(modes.Select, "Choose a ledger file", "", ">../", "archive/", "2025.ledger", "2026.ledger", "notes.txt", "long.txt"),
			then(atNotepad, key("<ctrl-o>", "Choose a ledger file"), settle)...), py),
		needs(ask("uicatalog-like-print", "uicatalog-like", uicatalog,
			ticks("Print notes.txt with:", 0, map[int]bool{0: true, 1: true}, "Line numbers", "Page headers", "Wrap long lines", "Two pages a sheet"),
			then(atNotepad, key("<ctrl-p>", "Print notes.txt with:"), settle)...), py),

		// py-cui-like: its widgets, a yes/no popup, a text box popup, a
		// menu popup, a form popup, a loading popup.
		needs(is(modes.TUI, "py-cui-like", "py-cui-like", pycui, atTodo...), py),
		needs(ask("py-cui-like-delete", "py-cui-like", pycui, want(modes.Confirm, "Delete 'pay the rent'?", "", "y|Yes", "n|No"),
			then(atTodo, key("d", "Yes - (y), No - (n)"), settle)...), py),
		needs(ask("py-cui-like-add", "py-cui-like", pycui, want(modes.Text, "Enter a new item", ""),
			then(atTodo, key("a", "Enter a new item"), settle)...), py),
		needs(ask("py-cui-like-move", "py-cui-like", pycui, want(modes.Select, "Move 'pay the rent' to", "", ">TODO", "In Progress", "Done"),
			then(atTodo, key("m", "Move 'pay the rent' to"), settle)...), py),
		needs(ask("py-cui-like-form", "py-cui-like", pycui, want(modes.Text, "Name", ""),
			then(atTodo, key("p", "Enter - submit"), settle)...), py),
		needs(running("py-cui-like-syncing", "py-cui-like", pycui, then(atTodo, key("s", "Fetching items"))...), py),

		// pytermgui-like: its fields, the alert, the check boxes (also
		// ticked).
		needs(ask("pytermgui-like", "pytermgui-like", ptg, want(modes.Text, "Name:", ""), atSignUp...), py),
		needs(ask("pytermgui-like-email", "pytermgui-like", ptg, want(modes.Text, "Email:", ""), toEmail...), py),
		needs(ask("pytermgui-like-created", "pytermgui-like", ptg, want(modes.Choice, "Account created", "", ">OK"), toCreated...), py),
		needs(ask("pytermgui-like-notify", "pytermgui-like", ptg, ticks("Email me about:", 0, map[int]bool{0: true, 2: true}, notify...), toNotify...), py),
		needs(ask("pytermgui-like-notify-ticked", "pytermgui-like", ptg, ticks("Email me about:", 1, map[int]bool{0: true, 1: true, 2: true}, notify...),
			then(toNotify, key("<down><space>", ""), settle)...), py),

		// jexer-like: exit (also moved), find, open, the radio buttons
		// (also moved).
		needs(ask("jexer-like-exit", "jexer-like", jexer, exit(0), toExit...), py),
		needs(ask("jexer-like-exit-moved", "jexer-like", jexer, exit(1), then(toExit, key("<tab>", ""), settle)...), py),
		needs(ask("jexer-like-find", "jexer-like", jexer, want(modes.Text, "Text to find:", "retry"),
			then(atDesktop, key("f", "Text to find:"), settle)...), py),
		needs(ask("jexer-like-open", "jexer-like", jexer,
			want(modes.Select, "Open File...", "", ">2025.ledger", "2026.ledger", "notes.txt", "long.txt"),
			then(atDesktop, key("o", "Open File..."), settle)...), py),
		needs(ask("jexer-like-endings", "jexer-like", jexer, endings(0), toEndings...), py),
		needs(ask("jexer-like-endings-moved", "jexer-like", jexer, endings(1), then(toEndings, key("<down>", ""), settle)...), py),
	}
}

// TestModesThreehundredfifth drives the threehundredfifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredfifth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesThreehundredfifth(t *testing.T) {
	captureSet(t, threehundredfifthDir, threehundredfifthSet())
}
