package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredsixteenthDir holds the threehundredsixteenth set (issue 44,
// three-hundred-and-sixteenth round): live cases of text-mode programs of
// the DOS and Turbo Vision era that people still run (a menu bar with
// menus dropped from it, dialog boxes with fields and buttons, checkboxes
// [X] and radio buttons, message boxes with an OK button, a status line of
// F-keys), by programs that cannot run here (none is packaged by Debian;
// they ran on DOS), imitated by a fixture of its own (Debian's python3 and
// its curses, on the alternate screen, keys read raw one at a time, not
// echoed), each drawing what the program draws at one of its moments (its
// words, layout, boxes, buttons, colours, reverse video and cursor, from
// its documentation and published screenshots as known): Central Point
// Software's PC Tools DiskFix (its main menu of buttons, its Options menu
// dropped, a configure box of checkboxes, a surface scan box, the scan,
// its report), Microid Research's MR BIOS setup (its summary, its
// Configuration menu dropped and moved, a date box, a boot sequence box of
// radio buttons, its save question), an order entry application built
// with Clarion (its frame, its Browse menu dropped and moved, a customer
// form, a required-field message, a report destination box of radio
// buttons) and Westlake Data's PathMinder file manager (its file list, its
// File menu dropped, a copy box, the copy, its message, an attributes box
// of checkboxes). None of them, nor their makers, is named by any other
// test, table, fixture or doc of agentty (grepped with `git grep -il`:
// diskfix, pc tools, pctools, pc-tools, central point, cpbackup, mr bios,
// mrbios, mr-bios, microid, clarion, barrington, softvelocity,
// pathminder, westlake). Each case's label says what a person reads on
// the screen, written from the fixture run by hand in tmux outside agentty
// at 80x24, and was committed before its screen was captured.
const threehundredsixteenthDir = "../testdata/modes-threehundredsixteenth"

// threehundredsixteenthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredsixteenthTool(tool string) opener {
	return setFixtures("threehundredsixteenth").script(pythonPath, "py/threehundredsixteenth_dos.py", tool)
}

// threehundredsixteenthSet is the threehundredsixteenth set. Labels say
// what a person reads on the screen: a menu dropped from a menu bar is a
// select titled by its menu, a window of buttons to choose from a select,
// a box of fields asks the field the cursor waits in (the value shown
// there its default), a box of buttons a confirm (the focused button
// highlighted), a message box of one OK button a choice, a checkbox list
// a multiselect, a radio list a select (the chosen one highlighted), a
// program drawing its own screen with no box open a full-screen program,
// a progress box running.
func threehundredsixteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
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

	// diskfix-like (Central Point Software's PC Tools DiskFix 7; the
	// alternate screen, the cursor hidden but in fields): a grey menu bar
	// `Options Help` (first letters red) and `DiskFix 7.1` at its right
	// over a blue desktop, a double-framed grey window `DiskFix` of six
	// buttons in cyan (Repair a Disk, Surface Scan, Revitalize a Disk, Undo
	// a DiskFix Repair, Configure Options, Advice), the first in red (the
	// chosen one), the chosen one's line of help under them, a status line
	// `F1 Help F3 Exit F10 Menu` and `PC Tools` (a select titled DiskFix,
	// Repair a Disk highlighted); F10, Options dropped from the bar:
	// Configure Options..., Save Configuration, Print Report..., a rule,
	// Exit Alt+X, the first in reverse (a select titled Options); Enter, a
	// cyan box `Configure Options`: `Options to use when repairing a
	// disk:` over `[X] Check for partition table errors` (highlighted, the
	// cursor in it), `[X] Check boot sector`, `[ ] Use Mirror information`,
	// `[X] Write a report file`, OK and Cancel (a multiselect); Surface Scan
	// chosen, a box `Surface Scan`: `Drive to scan: C:`, `Number of passes:
	// [1  ]` with the cursor after 1, Scan and Cancel (a text question, 1
	// shown); Enter, a box `Surface Scan - Drive C:` of a disk map filling
	// with ▓, `Pass 1 of 1 Cylinder … of 1023`, `Reading... Bad sectors:
	// 0` and a Stop button (at work); then a red box `Surface Scan`:
	// `Surface scan complete.` / `No bad sectors were found on drive C:.`
	// over OK (a message box, OK).
	diskfix := threehundredsixteenthTool("diskfix")
	atMain := []step{wait("F10 Menu")}
	dfButtons := []string{"Repair a Disk", "Surface Scan", "Revitalize a Disk", "Undo a DiskFix Repair", "Configure Options", "Advice"}
	atScanBox := then(atMain, down, key("<enter>", "Number of passes:"))
	atScan := then(atScanBox, key("<enter>", "Bad sectors: 0"))

	// mrbios-like (Microid Research's MR BIOS setup; the alternate screen,
	// black on cyan): a menu bar `Configuration Chipset Power Security
	// Exit` (first letters yellow) and `MR BIOS Setup`, a double-framed
	// blue box `MR BIOS (tm) V3.21 System Summary` of the processor,
	// memory, cache, drives and video, its copyright and BIOS date, a
	// status line `F1 Help F10 Menu ↑↓ Select Enter Choose Esc Exit` (a
	// full-screen program); F10, Configuration dropped: Date and Time...,
	// Floppy Drives..., Hard Disks..., Boot Sequence..., Keyboard..., the
	// first white on blue (a select titled Configuration, at first and
	// moved down); Enter, a grey box `Date and Time`: `Date (mm/dd/yyyy):
	// 11/29/1996` (white on blue, the cursor after it), `Time (hh:mm:ss):
	// 09:41:07`, `[  OK  ]` and `[Cancel]` (a text question, 11/29/1996
	// shown); Boot Sequence..., a box `Boot Sequence`: `Boot from:` over
	// `(*) A: then C:` (highlighted, the cursor in it), `( ) C: then A:`,
	// `( ) C: only`, `( ) CD-ROM then C:` (a select of the radio buttons);
	// Esc at the summary, Exit dropped; Enter on Save Changes & Reboot, a
	// red box `Exit Setup`: `Save changes to CMOS and reboot?` over `[ Yes
	// ]` (black on grey, focused) and `[ No ]` (a confirm).
	mrbios := threehundredsixteenthTool("mrbios")
	atSummary := []step{wait("System Summary")}
	mrConfig := []string{"Date and Time...", "Floppy Drives...", "Hard Disks...", "Boot Sequence...", "Keyboard..."}
	atConfig := then(atSummary, key("<f10>", "Boot Sequence..."))

	// clarion-like (an order entry application built with Clarion; the
	// alternate screen): a cyan menu bar `File Browse Reports Help`, a
	// blue title row `ORDERS - Order Entry` over a shaded ▒ desktop, a
	// status line `F10 Menu Ins Add Esc Cancel Alt+X Exit` and `Records:
	// 214` (a full-screen program); F10, Browse dropped: Customers Ctrl+C,
	// Orders Ctrl+O, Products Ctrl+P, a rule, Invoices, the first white on
	// blue (a select titled Browse, at first and moved down); Customers, a
	// grey box `Insert a Customer Record`: Company:, Contact:, Address:,
	// City:, State:, Phone: beside empty fields, Company's white on blue
	// with the cursor in it, `[  OK  ]` and `[Cancel]` (a text question,
	// Company:); Enter with it empty, a red box `Error`: `Company is a
	// required field.` over `[ OK ]` (a message box, OK); Reports'
	// Customer List..., a box `Customer List`: `Send report to:` over `(•)
	// Printer (LPT1)` (highlighted, the cursor in it), `( ) Screen`, `( )
	// Disk file`, `[ Print ]` and `[Cancel]` (a select of the radio
	// buttons).
	clarion := threehundredsixteenthTool("clarion")
	atFrame := []step{wait("Records: 214")}
	clBrowse := []string{"Customers", "Orders", "Products", "Invoices"}
	atBrowse := then(atFrame, key("<f10>", "Products"))
	atInsert := then(atBrowse, key("<enter>", "Insert a Customer Record"))

	// pathminder-like (Westlake Data's PathMinder, a DOS file manager; the
	// alternate screen, white and green on black): a green menu bar `File
	// Directory Disk Options Quit` and `PathMinder 4.0`, a box `Directory`
	// of the tree (DOCS chosen), a box `C:\DOCS\*.*` of eight files with
	// sizes and dates, REPORT.TXT in black on cyan, `8 files 95,208 bytes
	// 31,440,896 free`, the path `C:\DOCS\REPORT.TXT` and a status line
	// `F1 Help F2 Tag F3 View F5 Copy F6 Move F8 Delete F10 Menu` (a
	// full-screen program); F10, File dropped: Copy... F5, Move... F6,
	// Rename..., Delete... F8, a rule, Attributes..., View F3, the first
	// white on black (a select titled File); F5, a grey box `Copy`: `Copy
	// REPORT.TXT to:` over a field holding C:\BACKUP\ with the cursor
	// after it, `[  OK  ]` and `[Cancel]` (a text question, C:\BACKUP\
	// shown); Enter, a box `Copying` of the file, its target and a bar
	// filling (at work); then a box `Copy`: `1 file copied.` over `[ OK ]`
	// (a message box, OK); Attributes..., a box `Attributes`: `Attributes
	// of REPORT.TXT:` over `[ ] Read-only` (highlighted, the cursor in
	// it), `[X] Archive`, `[ ] Hidden`, `[ ] System`, `[  OK  ]` and
	// `[Cancel]` (a multiselect).
	pathminder := threehundredsixteenthTool("pathminder")
	atList := []step{wait("F10 Menu")}
	pmFile := []string{"Copy...", "Move...", "Rename...", "Delete...", "Attributes...", "View"}
	atCopy := then(atList, key("<f5>", "Copy REPORT.TXT to:"))

	return []corpusCase{
		needs(ask("diskfix-like", "diskfix-like", diskfix, pick(modes.Select, "DiskFix", 0, dfButtons...), then(atMain, settle)...), py),
		needs(ask("diskfix-like-options", "diskfix-like", diskfix,
			pick(modes.Select, "Options", 0, "Configure Options...", "Save Configuration", "Print Report...", "Exit"),
			then(atMain, key("<f10>", "Print Report..."), settle)...), py),
		needs(ask("diskfix-like-configure", "diskfix-like", diskfix,
			want(modes.Multiselect, "Options to use when repairing a disk:", "", ">[x] Check for partition table errors",
				"[x] Check boot sector", "[ ] Use Mirror information", "[x] Write a report file"),
			then(atMain, key("<f10>", "Print Report..."), key("<enter>", "Options to use"), settle)...), py),
		needs(ask("diskfix-like-surface", "diskfix-like", diskfix, want(modes.Text, "Number of passes:", "1"), then(atScanBox, settle)...), py),
		needs(running("diskfix-like-scanning", "diskfix-like", diskfix, atScan...), py),
		needs(ask("diskfix-like-done", "diskfix-like", diskfix,
			want(modes.Choice, "Surface scan complete. No bad sectors were found on drive C:.", "", ">OK"),
			then(atScan, wait("No bad sectors were found"), settle)...), py),

		needs(is(modes.TUI, "mrbios-like", "mrbios-like", mrbios, then(atSummary, settle)...), py),
		needs(ask("mrbios-like-configuration", "mrbios-like", mrbios, pick(modes.Select, "Configuration", 0, mrConfig...),
			then(atConfig, settle)...), py),
		needs(ask("mrbios-like-configuration-moved", "mrbios-like", mrbios, pick(modes.Select, "Configuration", 1, mrConfig...),
			then(atConfig, down, settle)...), py),
		needs(ask("mrbios-like-date", "mrbios-like", mrbios, want(modes.Text, "Date (mm/dd/yyyy):", "11/29/1996"),
			then(atConfig, key("<enter>", "Time (hh:mm:ss):"), settle)...), py),
		needs(ask("mrbios-like-boot", "mrbios-like", mrbios,
			pick(modes.Select, "Boot from:", 0, "A: then C:", "C: then A:", "C: only", "CD-ROM then C:"),
			then(atConfig, down, down, down, key("<enter>", "Boot from:"), settle)...), py),
		needs(ask("mrbios-like-save", "mrbios-like", mrbios, want(modes.Confirm, "Save changes to CMOS and reboot?", "", ">Yes", "No"),
			then(atSummary, key("<esc>", "Discard Changes & Exit"), key("<enter>", "Save changes to CMOS"), settle)...), py),

		needs(is(modes.TUI, "clarion-like", "clarion-like", clarion, then(atFrame, settle)...), py),
		needs(ask("clarion-like-browse", "clarion-like", clarion, pick(modes.Select, "Browse", 0, clBrowse...), then(atBrowse, settle)...), py),
		needs(ask("clarion-like-browse-moved", "clarion-like", clarion, pick(modes.Select, "Browse", 1, clBrowse...),
			then(atBrowse, down, settle)...), py),
		needs(ask("clarion-like-insert", "clarion-like", clarion, want(modes.Text, "Company:", ""), then(atInsert, settle)...), py),
		needs(ask("clarion-like-required", "clarion-like", clarion, want(modes.Choice, "Company is a required field.", "", ">OK"),
			then(atInsert, key("<enter>", "required field"), settle)...), py),
		needs(ask("clarion-like-destination", "clarion-like", clarion,
			pick(modes.Select, "Send report to:", 0, "Printer (LPT1)", "Screen", "Disk file"),
			then(atBrowse, key("<right>", "Sales by Month..."), key("<enter>", "Send report to:"), settle)...), py),

		needs(is(modes.TUI, "pathminder-like", "pathminder-like", pathminder, then(atList, settle)...), py),
		needs(ask("pathminder-like-file", "pathminder-like", pathminder, pick(modes.Select, "File", 0, pmFile...),
			then(atList, key("<f10>", "Attributes..."), settle)...), py),
		needs(ask("pathminder-like-copy", "pathminder-like", pathminder, want(modes.Text, "Copy REPORT.TXT to:", `C:\BACKUP\`),
			then(atCopy, settle)...), py),
		needs(running("pathminder-like-copying", "pathminder-like", pathminder, then(atCopy, key("<enter>", "Copying"))...), py),
		needs(ask("pathminder-like-copied", "pathminder-like", pathminder, want(modes.Choice, "1 file copied.", "", ">OK"),
			then(atCopy, key("<enter>", "1 file copied."), settle)...), py),
		needs(ask("pathminder-like-attributes", "pathminder-like", pathminder,
			want(modes.Multiselect, "Attributes of REPORT.TXT:", "", ">[ ] Read-only", "[x] Archive", "[ ] Hidden", "[ ] System"),
			then(atList, key("<f10>", "Attributes..."), down, down, down, down, key("<enter>", "Attributes of REPORT.TXT:"), settle)...), py),
	}
}

// TestModesThreehundredsixteenth drives the threehundredsixteenth set live
// to the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/threehundredsixteenth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesThreehundredsixteenth(t *testing.T) {
	captureSet(t, threehundredsixteenthDir, threehundredsixteenthSet())
}
