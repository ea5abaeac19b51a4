package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfourteenthDir holds the threehundredfourteenth set (issue
// 44, three-hundred-and-fourteenth round): live cases of dialogs, forms
// and menus that full-screen programs draw with terminal toolkits, by
// programs that cannot run here (none is packaged by Debian; they come
// from PyPI, Hackage, NuGet or a DOS floppy), imitated by a fixture of
// its own (Debian's python3 and its curses, on the alternate screen, keys
// read raw one at a time, not echoed), each drawing what the program
// draws at one of its moments (its words, layout, boxes, buttons,
// colours, reverse video and cursor, from its documentation, source and
// published screenshots as known): 1j01's Textual Paint (Textual: its
// canvas, its File menu dropped from the menu bar and moved, its
// Attributes form, a save question of three buttons, its Save As box),
// Matterhorn, the Mattermost client (Brick: its login form, its password
// field, connecting, its channels, a leave question), tznind's
// TerminalGuiDesigner (Terminal.Gui v1: its New file box, the root
// view's type list, its namespace box, its design surface, an unsaved
// question) and Igor Daniloff's Dr.Web for DOS (Turbo Vision: its
// desktop, its Test menu dropped, a checkbox list of drives, a progress
// box, a message box, a radio list of settings). None of them, nor their
// makers, is named by any other test, table, fixture or doc of agentty
// (grepped with `git grep -il`: textual-paint, textual paint, 1j01,
// odhner, matterhorn, mattermost, daugherty, jtdaugherty,
// terminalguidesigner, tznind, drweb, dr.web, daniloff, danilov,
// dialoguescience, dialogue science). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredfourteenthDir = "../testdata/modes-threehundredfourteenth"

// threehundredfourteenthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfourteenthTool(tool string) opener {
	return setFixtures("threehundredfourteenth").script(pythonPath, "py/threehundredfourteenth_tui.py", tool)
}

// threehundredfourteenthSet is the threehundredfourteenth set. Labels say
// what a person reads on the screen: a menu dropped from a menu bar is a
// select titled by its menu, a box of fields asks the field the cursor
// waits in (the value shown there its default), a box of buttons a
// confirm (the focused button highlighted), a message box of one OK
// button a choice, a checkbox list a multiselect, a radio list a select
// (the chosen one highlighted), a program drawing its own screen with
// no box open a full-screen program, a progress box running.
func threehundredfourteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	secret := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	down := step{keys: "<down>"}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// textual-paint-like (1j01's Textual Paint, an MS Paint look-alike
	// built on Textual; the alternate screen, the cursor hidden): a blue
	// title bar `Untitled - Paint`, a menu bar `File Edit View Image
	// Colors Help` (each first letter underlined), a tool box of two
	// columns of glyphs at the left, a white canvas, a row of colour
	// swatches and the status bar `For Help, click Help Topics on the
	// Help Menu.` (a full-screen program); F10, the File menu dropped
	// from the bar (File in blue), a box of ten commands with their
	// shortcuts and rules between groups, the first in blue (a select
	// titled File, at first and moved down); Ctrl+E, a box `Attributes`
	// (File last saved, Size on disk, Resolution, the fields Width 80 and
	// Height 38, the cursor after 80 in Width, radio buttons for Units and
	// Colors, OK, Cancel, Default buttons): a form asking Width, 80
	// shown; a dot drawn and Ctrl+N, a box `Paint`: `⚠ Save changes to
	// Untitled?` over Yes (in blue, focused), No and Cancel (a confirm);
	// Ctrl+S, a box `Save As`, a tree of the home over `File name:` and
	// an empty field with the cursor in it, Save and Cancel (a text
	// question).
	paint := threehundredfourteenthTool("paint")
	atCanvas := []step{wait("For Help, click Help Topics")}
	fileMenu := []string{"New", "Open...", "Save", "Save As...", "Print Preview", "Page Setup...", "Print...",
		"Set As Wallpaper (Tiled)", "Set As Wallpaper (Centered)", "Exit"}
	atFile := then(atCanvas, key("<f10>", "Set As Wallpaper (Tiled)"))

	// matterhorn-like (Matterhorn, the Mattermost client built on Brick;
	// the alternate screen): `Please enter your Mattermost credentials
	// to log in.` over a box of three fields, Server URL holding
	// https://chat.example.com, Username and Password empty, the
	// cursor in Username, `Press Enter to log in.` under it (a text
	// question, Username); ann typed and Tab, the cursor in Password,
	// what is typed shown as stars (a password); Enter, `Connecting to
	// https://chat.example.com ...` over a turning braille spinner (at
	// work, no question); then its channels: a sidebar of Public
	// Channels, Private Channels and Direct Messages, the current one
	// after `→`, the channel's header and messages, a rule with the user
	// over the `> ` message editor (the cursor in it) and a dim row of
	// keys (a full-screen program); /leave sent, a box `Confirm Leave
	// Channel`: `Are you sure you want to leave this channel? (y/n)` (a
	// yes/no, no default).
	matterhorn := threehundredfourteenthTool("matterhorn")
	atLogin := []step{wait("Press Enter to log in.")}
	atPassword := then(atLogin, text("ann", "ann"), key("<tab>", ""))
	atConnect := then(atPassword, secret("hunter22"), key("<enter>", "Connecting to"))
	atChannels := then(atPassword, secret("hunter22"), key("<enter>", "C-g:switch channel"))

	// designer-like (tznind's TerminalGuiDesigner, built on Terminal.Gui
	// v1; the alternate screen, white on blue): `Welcome to the Designer`
	// and its keys; Ctrl+N, a box `New`: `Select file location and name
	// for the new view`, the directory and a list of it, `File:` and a
	// field (cyan) with the cursor in it, `[ Cancel ]` and the default
	// `[< Save >]` (a text question, File:); Orders.cs and Enter, a box
	// `Create New View`: `Select the type of the root view:` over Window,
	// Dialog, View and Toplevel, Window highlighted, `[< Ok >]` and `[
	// Cancel ]` (a select); Enter, a box `Namespace`: `Enter namespace
	// for your class` over a field holding YourNamespace, the cursor
	// after it (a text question, YourNamespace shown); Enter, the design
	// surface: a window `Orders` holding a label and a button over a
	// status bar of keys (a full-screen program); Ctrl+Q, a box `Unsaved
	// Changes`: `You have unsaved changes to Orders.cs.` / `Do you want
	// to save them?` over `[< Yes >]` (the default), `[ No ]` and `[
	// Cancel ]` (a confirm).
	designer := threehundredfourteenthTool("designer")
	atNew := []step{wait("Ctrl+N  New View"), key("<ctrl-n>", "Select file location")}
	atType := then(atNew, text("Orders.cs", "Orders.cs"), key("<enter>", "Create New View"))
	atNamespace := then(atType, key("<enter>", "Enter namespace for your class"))
	atDesign := then(atNamespace, key("<enter>", "Context Menu"))

	// drweb-dos-like (Igor Daniloff's Dr.Web for DOS 4.33, built on Turbo
	// Vision; the alternate screen): a grey menu bar `≡ Test Actions
	// Settings Log Help` (first letters red), a shaded blue desktop, a
	// double-framed blue window `Dr.Web` of its banner, its database and
	// `Press F3 to test drives, F10 for the menu.`, a status line of keys
	// (a full-screen program); F10, Test in green on the bar and its box
	// dropped under it with a shadow: Test drives... F3, Test files...,
	// Test memory, Cure... F5, the first in green (a select titled Test);
	// Enter, a grey dialog `Select drives` with its close box: `Drives to
	// test:` over `[X] C:`, `[ ] D:`, `[ ] A:` (the first highlighted,
	// the cursor in it), the default OK and Cancel buttons with shadows
	// (a multiselect); Enter, a box `Testing`: the drive, the file being
	// tested, a bar filling with its per cent, files and infected
	// counted, a Stop button (at work, no question); then a box
	// `Information`: `Testing finished. No viruses found.` over an OK
	// button (a message box, OK); F9 at the desktop, a dialog `Settings`:
	// `Infected files` over the radio buttons Report (chosen, the cursor
	// in it), Cure, Delete, Move to \INFECTED, OK and Cancel (a select
	// of the radio buttons).
	drweb := threehundredfourteenthTool("drweb")
	atDesk := []step{wait("Press F3 to test drives")}
	atDrives := then(atDesk, key("<f10>", "Test memory"), key("<enter>", "Drives to test:"))
	atTesting := then(atDrives, key("<enter>", "Infected: 0"))

	return []corpusCase{
		needs(is(modes.TUI, "textual-paint-like", "textual-paint-like", paint, then(atCanvas, settle)...), py),
		needs(ask("textual-paint-like-file", "textual-paint-like", paint, pick(modes.Select, "File", 0, fileMenu...), then(atFile, settle)...), py),
		needs(ask("textual-paint-like-file-moved", "textual-paint-like", paint, pick(modes.Select, "File", 1, fileMenu...),
			then(atFile, down, settle)...), py),
		needs(ask("textual-paint-like-attributes", "textual-paint-like", paint, want(modes.Text, "Width:", "80"),
			then(atCanvas, key("<ctrl-e>", "File last saved"), settle)...), py),
		needs(ask("textual-paint-like-unsaved", "textual-paint-like", paint, want(modes.Confirm, "Save changes to Untitled?", "", ">Yes", "No", "Cancel"),
			then(atCanvas, key("<space>", ""), key("<ctrl-n>", "Save changes to Untitled?"), settle)...), py),
		needs(ask("textual-paint-like-save-as", "textual-paint-like", paint, want(modes.Text, "File name:", ""),
			then(atCanvas, key("<ctrl-s>", "File name:"), settle)...), py),

		needs(ask("matterhorn-like", "matterhorn-like", matterhorn, want(modes.Text, "Username:", ""), then(atLogin, settle)...), py),
		needs(ask("matterhorn-like-password", "matterhorn-like", matterhorn, want(modes.Password, "Password:", ""), then(atPassword, settle)...), py),
		needs(running("matterhorn-like-connecting", "matterhorn-like", matterhorn, atConnect...), py),
		needs(is(modes.TUI, "matterhorn-like-channels", "matterhorn-like", matterhorn, then(atChannels, settle)...), py),
		needs(ask("matterhorn-like-leave", "matterhorn-like", matterhorn, yesNo("Are you sure you want to leave this channel?", ""),
			then(atChannels, settle, text("/leave", "/leave"), key("<enter>", "Confirm Leave Channel"), settle)...), py),

		needs(ask("designer-like-new", "designer-like", designer, want(modes.Text, "File:", ""), then(atNew, settle)...), py),
		needs(ask("designer-like-type", "designer-like", designer,
			pick(modes.Select, "Select the type of the root view:", 0, "Window", "Dialog", "View", "Toplevel"), then(atType, settle)...), py),
		needs(ask("designer-like-namespace", "designer-like", designer, want(modes.Text, "Enter namespace for your class", "YourNamespace"),
			then(atNamespace, settle)...), py),
		needs(is(modes.TUI, "designer-like-design", "designer-like", designer, then(atDesign, settle)...), py),
		needs(ask("designer-like-quit", "designer-like", designer,
			want(modes.Confirm, "You have unsaved changes to Orders.cs. Do you want to save them?", "", ">Yes", "No", "Cancel"),
			then(atDesign, key("<ctrl-q>", "Unsaved Changes"), settle)...), py),

		needs(is(modes.TUI, "drweb-dos-like", "drweb-dos-like", drweb, then(atDesk, settle)...), py),
		needs(ask("drweb-dos-like-menu", "drweb-dos-like", drweb,
			pick(modes.Select, "Test", 0, "Test drives...", "Test files...", "Test memory", "Cure..."),
			then(atDesk, key("<f10>", "Test memory"), settle)...), py),
		needs(ask("drweb-dos-like-drives", "drweb-dos-like", drweb,
			want(modes.Multiselect, "Drives to test:", "", ">[x] C:", "[ ] D:", "[ ] A:"), then(atDrives, settle)...), py),
		needs(running("drweb-dos-like-testing", "drweb-dos-like", drweb, atTesting...), py),
		needs(ask("drweb-dos-like-done", "drweb-dos-like", drweb, want(modes.Choice, "Testing finished. No viruses found.", "", ">OK"),
			then(atDrives, key("<enter>", "No viruses found."), settle)...), py),
		needs(ask("drweb-dos-like-settings", "drweb-dos-like", drweb,
			pick(modes.Select, "Infected files", 0, "Report", "Cure", "Delete", `Move to \INFECTED`),
			then(atDesk, key("<f9>", "Infected files"), settle)...), py),
	}
}

// TestModesThreehundredfourteenth drives the threehundredfourteenth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfourteenth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfourteenth(t *testing.T) {
	captureSet(t, threehundredfourteenthDir, threehundredfourteenthSet())
}
