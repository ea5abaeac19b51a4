package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixtyfifthDir holds the twohundredsixtyfifth set (issue 44,
// two-hundred-and-sixty-fifth round): live cases of Python terminal
// prompt libraries and the small programs built on them, which cannot
// be installed here (PyPI is out of reach), imitated by a script of the
// set's own (testdata/twohundredsixtyfifth/py, run by Debian's python3
// with termios only), each drawing on the main screen what the library
// draws at one of its moments (its words, markers, colours and cursor,
// from its documentation and source as known; lines read cooked where
// the library calls input(), keys read raw one at a time where it reads
// keys): Al Sweigart's PyInputPlus in the sandwich maker of Automate the
// Boring Stuff (a numbered menu, a wrong answer, a lettered menu, a
// yes/no, a number, a PIN masked by pwinput's stars), silkyanteater's
// promptwithoptions in its demo (a numbered list over a line with its
// default, a line, several picks, a yes/no), enquiries (curtsies'
// choose, choose with multi, confirm) in a notes-sync setup, finklabs'
// whaaaaat in its pizza example (confirm, input, list, checkbox,
// password) and a release script under yaspin's spinners asking a
// yes/no with its spinner hidden. None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty; grepped
// with `git grep -il` before they were chosen: pyinputplus, pwinput,
// sweigart, asweigart, boring stuff; promptwithoptions, silkyanteater;
// enquiries, tpoliaw; whaaaaat, finklabs; yaspin, pavdmyt, dmytrenko;
// notes-sync. Looked at and left out as named here: questionary,
// InquirerPy, PyInquirer, python-inquirer, bullet, beaupy, cutie,
// consolemenu, simple-term-menu, picotui, cli-ui, survey, pick (a
// word here) and cleo. Each case's label says what a person reads on the
// screen, written from the script run by hand in tmux outside agentty at
// 80x24, and was committed before its screen was captured.
const twohundredsixtyfifthDir = "../testdata/modes-twohundredsixtyfifth"

// twohundredsixtyfifthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func twohundredsixtyfifthTool(tool string) opener {
	return setFixtures("twohundredsixtyfifth").script(pythonPath, "py/twohundredsixtyfifth_prompts.py", tool)
}

// twohundredsixtyfifthSet is the twohundredsixtyfifth set. Labels say
// what a person reads on the screen: a numbered list answered by its
// number is a select of keyed options, none highlighted; a spinner
// turning and no question is a program at work.
func twohundredsixtyfifthSet() []corpusCase {
	ask, needs, wait, settle := askCase, needing, waitFor, settled
	py := pythonPath
	typing := func(s string) step { return step{text: s, timeout: setSlow} }
	secretly := func(s string) step { return step{text: s, secret: true, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	press := func(k, expect string) step { return step{text: k, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{keys: "<enter>", expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	space := step{keys: " "}
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	steps := func(s ...[]step) []step {
		var all []step
		for _, x := range s {
			all = append(all, x...)
		}
		return all
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}

	// pyinputplus-like (Al Sweigart's PyInputPlus in Automate the Boring
	// Stuff's sandwich maker; lines read cooked, on the main screen):
	// inputMenu(numbered=True)'s `Please select one of the following:`
	// over `1. wheat`, `2. white`, `3. sourdough`, the cursor on the empty
	// line under them (a select answered by number), also after `7`
	// entered (`'7' is not a valid choice.` and the menu again); 2
	// entered, the lettered menu `A. chicken` … `D. tofu` (a select
	// answered by letter); b entered, inputYesNo's `Do you want cheese? `
	// with no hint (a yes/no, no default); y entered, inputInt's `How
	// many sandwiches do you want? ` (a line to type); 2 entered, `That
	// will be $7.00.` over inputPassword's `Loyalty card PIN: ` with a
	// `*` for each key typed (a password prompt).
	pyip := twohundredsixtyfifthTool("pyinputplus")
	const menuQ = "Please select one of the following:"
	breads := want(modes.Select, menuQ, "", "1|wheat", "2|white", "3|sourdough")
	atBread := []step{wait("3. sourdough"), settle}
	toCheese := steps(atBread, []step{typed("2", "D. tofu"), settle, typed("b", "Do you want cheese?"), settle})
	toPin := steps(toCheese, []step{typed("y", "How many sandwiches"), settle, typed("2", "Loyalty card PIN:"), settle})

	// promptwithoptions-like (silkyanteater's promptwithoptions in its
	// demo; lines read cooked, on the main screen): `1 > Blue` … `5 >
	// Green` (numbers yellow, names blue) over a bright blue `Widget
	// Type?* (Orange) ` (a select by number, defaulting to Orange), at
	// first and with 3 typed; Enter, `Widget Type: Orange` (bright cyan)
	// and `Name? (sidebar) ` (a line, defaulting to sidebar); Enter, four
	// zones numbered over `Zones?*… (Header, Main area, Default) ` (the
	// ellipsis: several, comma-separated; a multiselect by number
	// defaulting to those three); Enter, `Pin to the top?* (Y/n) ` (a
	// yes/no defaulting to yes).
	pwo := twohundredsixtyfifthTool("promptwithoptions")
	widget := want(modes.Select, "Widget Type?", "Orange", "1|Blue", "2|Orange", "3|White", "4|Red", "5|Green")
	atWidget := []step{wait("Widget Type?* (Orange)"), settle}
	toName := steps(atWidget, []step{enter("Name? (sidebar)"), settle})
	toZones := steps(toName, []step{enter("Zones?"), settle})

	// enquiries-like (enquiries, curtsies' window on the main screen, the
	// cursor hidden, keys read raw) in a notes-sync setup: under `notes-
	// sync 0.3 — sync your notes folder`, choose's bold `Where should
	// your notes be synced to?` over four places, `> ` and bold at the
	// current one (a select, at first and moved down); Enter, `Syncing to
	// Nextcloud.` and choose(multi=True)'s bold `Which files should be
	// synced?` over four kinds each after `◌ ` (unticked) or `◉ `
	// (ticked), the current one bold, no pointer (a multiselect, at
	// first and with the first and third ticked, the third current);
	// Enter, confirm's bold `Delete remote files that are gone locally?
	// [y/N]` (a yes/no defaulting to no), also after y pressed (`yes`
	// shown after it, Enter still to come).
	enq := twohundredsixtyfifthTool("enquiries")
	const placeQ = "Where should your notes be synced to?"
	places := []string{"Dropbox", "Nextcloud", "A git remote", "A local folder"}
	const filesQ = "Which files should be synced?"
	files := []string{"Markdown notes (*.md)", "Plain text (*.txt)", "Images", "PDF attachments"}
	atPlace := []step{wait("A local folder"), settle}
	toFiles := steps(atPlace, []step{down, settle, enter(filesQ), settle})
	toDelete := steps(toFiles, []step{enter("gone locally?"), settle})
	deleteQ := yesNo("Delete remote files that are gone locally?", "no")

	// whaaaaat-like (finklabs' whaaaaat, prompt_toolkit inline on the
	// main screen, keys read raw) in its pizza example: a `?` and the
	// bold `Is this for delivery?` over `(y/N)`, the cursor after it (a
	// yes/no defaulting to no); y, the line folds to `? Is this for
	// delivery?  Yes` and `? What's your phone number ` waits (a line to
	// type); a number entered, `? What size do you need?  (Use arrow
	// keys)` over three sizes, the current one orange after `❯` (a
	// select, at first and moved down); Enter, `? Select toppings
	// (<up>, <down> to move, <space> to select, <a> to toggle, <i> to
	// invert)` (wrapped) over two grey group titles (`= The Meats =`, `=
	// The Cheeses =`) and six toppings each after `○` or `●`, the current
	// one after an orange `❯` (a multiselect, at first and with Ham and
	// Bacon ticked, Bacon current); Enter, `? Enter your card's security
	// code ` with a `*` for each key typed (a password prompt).
	wht := twohundredsixtyfifthTool("whaaaaat")
	const sizeQ = "What size do you need?"
	sizes := []string{"Large", "Medium", "Small"}
	toppings := []string{"Ham", "Ground Meat", "Bacon", "Mozzarella", "Cheddar", "Parmesan"}
	atDelivery := []step{wait("(y/N)"), settle}
	toPhone := steps(atDelivery, []step{press("y", "phone number"), settle})
	toSize := steps(toPhone, []step{typed("0612345678", "(Use arrow keys)"), settle})
	toToppings := steps(toSize, []step{down, settle, enter("to invert)"), settle})
	ticked := steps(toToppings, []step{space, settle, down, settle, down, settle, space, settle})

	// yaspin-like (a release script under yaspin's spinners; the cursor
	// hidden while one turns): `release.py — relay 0.4.1` over a cyan
	// braille frame turning before `Building sdist and wheel` (at work,
	// no question); then `✔ Building sdist and wheel`, the two files
	// built, and, the spinner hidden for input(), `Upload 2 files to the
	// package index? [y/N] ` read cooked (a yes/no defaulting to no); y
	// entered, the frame turning before `Uploading
	// relay-0.4.1-py3-none-any.whl` (at work, no question).
	ysp := twohundredsixtyfifthTool("yaspin")
	atUpload := []step{wait("package index? [y/N]"), settle}

	return []corpusCase{
		// pyinputplus-like: the bread (also after a wrong answer), the
		// protein, cheese, how many, the PIN typed.
		needs(ask("pyinputplus-like", "pyinputplus-like", pyip, breads, atBread...), py),
		needs(ask("pyinputplus-like-invalid", "pyinputplus-like", pyip, breads,
			steps(atBread, []step{typed("7", "is not a valid choice."), settle})...), py),
		needs(ask("pyinputplus-like-protein", "pyinputplus-like", pyip, want(modes.Select, menuQ, "", "A|chicken", "B|turkey", "C|ham", "D|tofu"),
			steps(atBread, []step{typed("2", "D. tofu"), settle})...), py),
		needs(ask("pyinputplus-like-cheese", "pyinputplus-like", pyip, yesNo("Do you want cheese?", ""), toCheese...), py),
		needs(ask("pyinputplus-like-count", "pyinputplus-like", pyip, want(modes.Text, "How many sandwiches do you want?", ""),
			steps(toCheese, []step{typed("y", "How many sandwiches"), settle})...), py),
		needs(ask("pyinputplus-like-pin-typed", "pyinputplus-like", pyip, want(modes.Password, "Loyalty card PIN:", ""),
			steps(toPin, []step{secretly("1234"), settle})...), py),

		// promptwithoptions-like: the widget type (also typed into), the
		// name, the zones, pin to the top.
		needs(ask("promptwithoptions-like", "promptwithoptions-like", pwo, widget, atWidget...), py),
		needs(ask("promptwithoptions-like-typed", "promptwithoptions-like", pwo, widget, steps(atWidget, []step{typing("3"), settle})...), py),
		needs(ask("promptwithoptions-like-name", "promptwithoptions-like", pwo, want(modes.Text, "Name?", "sidebar"), toName...), py),
		needs(ask("promptwithoptions-like-zones", "promptwithoptions-like", pwo,
			want(modes.Multiselect, "Zones?", "Header, Main area, Default", "1|Header", "2|Main area", "3|Footer", "4|Default"), toZones...), py),
		needs(ask("promptwithoptions-like-pin", "promptwithoptions-like", pwo, yesNo("Pin to the top?", "yes"),
			steps(toZones, []step{enter("Pin to the top?"), settle})...), py),

		// enquiries-like: where to (also moved), which files (also
		// ticked), delete remote files (also after y).
		needs(ask("enquiries-like", "enquiries-like", enq, pick(placeQ, 0, places...), atPlace...), py),
		needs(ask("enquiries-like-moved", "enquiries-like", enq, pick(placeQ, 1, places...), steps(atPlace, []step{down, settle})...), py),
		needs(ask("enquiries-like-files", "enquiries-like", enq, ticks(filesQ, 0, nil, files...), toFiles...), py),
		needs(ask("enquiries-like-files-ticked", "enquiries-like", enq, ticks(filesQ, 2, map[int]bool{0: true, 2: true}, files...),
			steps(toFiles, []step{space, settle, down, settle, down, settle, space, settle})...), py),
		needs(ask("enquiries-like-delete", "enquiries-like", enq, deleteQ, toDelete...), py),
		needs(ask("enquiries-like-delete-yes", "enquiries-like", enq, deleteQ, steps(toDelete, []step{press("y", "[y/N] yes"), settle})...), py),

		// whaaaaat-like: delivery, the phone number, the size (also
		// moved), the toppings (also ticked), the security code typed.
		needs(ask("whaaaaat-like", "whaaaaat-like", wht, yesNo("Is this for delivery?", "no"), atDelivery...), py),
		needs(ask("whaaaaat-like-phone", "whaaaaat-like", wht, want(modes.Text, "What's your phone number", ""), toPhone...), py),
		needs(ask("whaaaaat-like-size", "whaaaaat-like", wht, pick(sizeQ, 0, sizes...), toSize...), py),
		needs(ask("whaaaaat-like-size-moved", "whaaaaat-like", wht, pick(sizeQ, 1, sizes...), steps(toSize, []step{down, settle})...), py),
		needs(ask("whaaaaat-like-toppings", "whaaaaat-like", wht, ticks("Select toppings", 0, nil, toppings...), toToppings...), py),
		needs(ask("whaaaaat-like-toppings-ticked", "whaaaaat-like", wht, ticks("Select toppings", 2, map[int]bool{0: true, 2: true}, toppings...), ticked...), py),
		needs(ask("whaaaaat-like-code-typed", "whaaaaat-like", wht, want(modes.Password, "Enter your card's security code", ""),
			steps(ticked, []step{enter("security code"), settle, secretly("123"), settle})...), py),

		// yaspin-like: building, the upload to confirm, uploading.
		needs(running("yaspin-like-building", "yaspin-like", ysp, wait("Building sdist and wheel")), py),
		needs(ask("yaspin-like-upload", "yaspin-like", ysp, yesNo("Upload 2 files to the package index?", "no"), atUpload...), py),
		needs(running("yaspin-like-uploading", "yaspin-like", ysp, steps(atUpload, []step{typed("y", "Uploading relay")})...), py),
	}
}

// TestModesTwohundredsixtyfifth drives the twohundredsixtyfifth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredsixtyfifth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredsixtyfifth(t *testing.T) {
	captureSet(t, twohundredsixtyfifthDir, twohundredsixtyfifthSet())
}
