package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredfifthDir holds the two-hundred-and-fifth set (issue 44,
// two-hundred-and-fifth round): live cases of ten real Go terminal
// programs that no other test, table, fixture or doc of agentty drives or
// names, tview's own demo programs (its module v0.42.0 on the Go module
// proxy, built as the tools of testdata/twohundredfifth/go): a form, a
// drop-down, an input field, an input field with word completion, a
// modal dialog, a list of entries with shortcut keys, a text area, a
// directory's tree, a table and tview's presentation of its widgets.
// tview is named here as a library other sets' own programs are built
// on; none of these programs is. (The proxy refused every tool built on
// Bubble Tea, tview, survey, promptui or huh tried that nobody here had
// named: Zebbeni/ansizalizer, maaslalani/confetty, caarlos0/tasktimer,
// ajaxray/geek-life, pomdtr/sunbeam, ankitpokhrel/jira-cli,
// git-town/git-town, bensadeh/circumflex, leg100/pug,
// Gaurav-Gosain/tuios, Genekkion/theHermit, charmbracelet/melt,
// jesseduffield/lazydocker, dlvhdr/gh-dash and mritd/gitflow-toolkit.)
// Each is seen at its first screen and after one or two keys (a move, a
// drop-down opened, a field left for the next, text typed, a slide
// turned), to measure the classifier once as it was on programs nobody
// here had looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) says what a person
// reads on the screen, written from the program run by hand in tmux
// outside agentty, and was committed before its screen was captured.
const twohundredfifthDir = "../testdata/modes-twohundredfifth"

// twohundredfifthGo runs a program of the set's Go module.
var twohundredfifthGo = setFixtures("twohundredfifth").goProgram

// twohundredfifthTree runs tview's tree view demo over a home that holds,
// beside notes.txt and long.txt, a folder letters/ of two files: the
// demo lists the current folder and lets only folders be selected.
func twohundredfifthTree() opener {
	return func(t *testing.T, f *fixtures) Options {
		o := twohundredfifthGo("treeview")(t, f)
		if err := os.MkdirAll(filepath.Join(o.Cwd, "letters"), 0o755); err != nil {
			t.Fatal(err)
		}
		sessiontest.WriteFile(t, filepath.Join(o.Cwd, "letters", "to-anna.txt"), "Dear Anna,\n")
		sessiontest.WriteFile(t, filepath.Join(o.Cwd, "letters", "to-bruno.txt"), "Dear Bruno,\n")
		return o
	}
}

// twohundredfifthSet is the two-hundred-and-fifth set. Labels say what a
// person reads on the screen.
func twohundredfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	form := twohundredfifthGo("form")
	dropdown := twohundredfifthGo("dropdown")
	inputfield := twohundredfifthGo("inputfield")
	autocomplete := twohundredfifthGo("autocomplete")
	modal := twohundredfifthGo("modal")
	list := twohundredfifthGo("list")
	textarea := twohundredfifthGo("textarea")
	treeview := twohundredfifthTree()
	table := twohundredfifthGo("table")
	presentation := twohundredfifthGo("presentation")
	titles := []string{"Mr.", "Ms.", "Mrs.", "Dr.", "Prof."}
	options := []string{"First", "Second", "Third", "Fourth", "Fifth"}
	// marked is opts with the i-th marked as the highlighted one.
	marked := func(opts []string, i int) []string {
		out := append([]string{}, opts...)
		out[i] = ">" + out[i]
		return out
	}
	entries := func(i int) []string {
		return marked([]string{"a|List item 1", "b|List item 2", "c|List item 3", "d|List item 4", "q|Quit"}, i)
	}
	return []corpusCase{
		// form (a double-lined box titled "Enter some data" filling the
		// alternate screen, yellow labels before blue fields: Title's
		// drop-down showing "Mr.", First name, Last name, an Address
		// area, Notes' text, an "Age 18+" box, a Password field, and
		// Save and Quit buttons): at first, Title's drop-down focused
		// and closed; with it opened (Enter) over the fields below, "Mr."
		// highlighted, and moved down to "Ms."; First name focused
		// (Tab) empty with the cursor in it, and with "Anna" typed.
		needs(ask("form", "form", form, want(modes.Select, "Title", "", ">Mr."), wait("Enter some data"), settle), goNeeds...),
		needs(ask("form-title-opened", "form", form, want(modes.Select, "Title", "", marked(titles, 0)...),
			wait("Enter some data"), settle, key("<enter>", "Prof."), settle), goNeeds...),
		needs(ask("form-title-moved", "form", form, want(modes.Select, "Title", "", marked(titles, 1)...),
			wait("Enter some data"), settle, key("<enter>", "Prof."), settle, down, settle), goNeeds...),
		needs(ask("form-first-name", "form", form, want(modes.Text, "First name", ""),
			wait("Enter some data"), settle, step{keys: "<tab>"}, settle), goNeeds...),
		needs(ask("form-first-name-typed", "form", form, want(modes.Text, "First name", ""),
			wait("Enter some data"), settle, step{keys: "<tab>"}, settle, step{text: "Anna"}, settle), goNeeds...),

		// dropdown ("Select an option (hit Enter): " in yellow on the
		// top row before an empty blue field, the cursor hidden): at
		// first, closed; opened (Enter), its five options in a green
		// column under the field, "First" highlighted in white; and moved
		// down to "Second".
		needs(ask("dropdown", "dropdown", dropdown, want(modes.Select, "Select an option (hit Enter):", ""),
			wait("Select an option"), settle), goNeeds...),
		needs(ask("dropdown-opened", "dropdown", dropdown, want(modes.Select, "Select an option (hit Enter):", "", marked(options, 0)...),
			wait("Select an option"), settle, key("<enter>", "Fifth"), settle), goNeeds...),
		needs(ask("dropdown-moved", "dropdown", dropdown, want(modes.Select, "Select an option (hit Enter):", "", marked(options, 1)...),
			wait("Select an option"), settle, key("<enter>", "Fifth"), settle, down, settle), goNeeds...),

		// inputfield ("Enter a number: " on the top row before a
		// ten-cell field showing the placeholder "E.g. 1234", the cursor
		// in it): at first, and with "42" typed.
		needs(ask("inputfield", "inputfield", inputfield, want(modes.Text, "Enter a number:", ""), wait("E.g. 1234"), settle), goNeeds...),
		needs(ask("inputfield-typed", "inputfield", inputfield, want(modes.Text, "Enter a number:", ""),
			wait("E.g. 1234"), settle, step{text: "42"}, settle), goNeeds...),

		// autocomplete ("Enter a word: " on the top row before a
		// thirty-cell field, the cursor in it): at first, and with "ca"
		// typed, a column of the words it may complete to (call, camera,
		// campaign, can, …) dropped under the field.
		needs(ask("autocomplete", "autocomplete", autocomplete, want(modes.Text, "Enter a word:", ""), wait("Enter a word"), settle), goNeeds...),
		needs(ask("autocomplete-typed", "autocomplete", autocomplete, want(modes.Text, "Enter a word:", ""),
			wait("Enter a word"), settle, step{text: "ca", expect: "campaign", timeout: setSlow}, settle), goNeeds...),

		// modal (a blue double-lined box in the middle of an empty
		// screen: "Do you want to quit the application?" over two
		// buttons, Quit and Cancel, the focused one in reverse): at
		// first, Quit focused, and moved right to Cancel.
		needs(ask("modal", "modal", modal, want(modes.Choice, "Do you want to quit the application?", "", ">Quit", "Cancel"),
			wait("Cancel"), settle), goNeeds...),
		needs(ask("modal-moved", "modal", modal, want(modes.Choice, "Do you want to quit the application?", "", "Quit", ">Cancel"),
			wait("Cancel"), settle, step{keys: "<right>"}, settle), goNeeds...),

		// list (no title: five entries, each its key in brackets in
		// yellow, its text, and a green line of explanation under it,
		// the highlighted entry's text in reverse, the last "(q) Quit"
		// over "Press to exit"): at first, and moved down once.
		needs(ask("list", "list", list, want(modes.Select, "", "", entries(0)...), wait("Press to exit"), settle), goNeeds...),
		needs(ask("list-moved", "list", list, want(modes.Select, "", "", entries(1)...), wait("Press to exit"), settle, down, settle), goNeeds...),

		// textarea (a double-lined box titled "Text Area" filling the
		// screen, the placeholder "Enter text here..." in it and the
		// cursor at its start, a status line "Press F1 for help, press
		// Ctrl-C to exit" and "Row: 0, Column: 0" under it): at first,
		// and with "Dear Anna," typed.
		needs(is(modes.Editor, "textarea", "textarea", textarea, wait("Row: 0"), settle), goNeeds...),
		needs(is(modes.Editor, "textarea-typed", "textarea", textarea, wait("Row: 0"), settle, step{text: "Dear Anna,"}, settle), goNeeds...),

		// treeview (the home's tree on the alternate screen: "." in
		// reverse red at the top, its folder letters in green and its
		// files long.txt and notes.txt under it, no other line): at
		// first, moved down to letters (now in reverse green, "." red),
		// and letters opened (Enter) with its two files under it.
		needs(is(modes.TUI, "treeview", "treeview", treeview, wait("notes.txt"), settle), goNeeds...),
		needs(is(modes.TUI, "treeview-moved", "treeview", treeview, wait("notes.txt"), settle, down, settle), goNeeds...),
		needs(is(modes.TUI, "treeview-opened", "treeview", treeview, wait("notes.txt"), settle, down, settle, key("<enter>", "to-bruno.txt"), settle), goNeeds...),

		// table (a grid of Lorem ipsum's words in boxed cells filling
		// the screen, the top row in yellow, nothing selected): its
		// first screen.
		needs(is(modes.Pager, "table", "table", table, wait("Lorem"), settle), goNeeds...),

		// presentation (tview's slides: its cover, the name drawn in
		// big letters over "Ctrl-N: Next slide    Ctrl-P: Previous slide
		// Ctrl-C: Exit", a bar of the slides' numbered names at the
		// foot): at first, and on the second slide (Ctrl-N), a list of
		// five points.
		needs(is(modes.TUI, "presentation", "presentation", presentation, wait("Ctrl-N"), settle), goNeeds...),
		needs(is(modes.TUI, "presentation-next", "presentation", presentation,
			wait("Ctrl-N"), settle, key("<ctrl-n>", "Good for data entry"), settle), goNeeds...),
	}
}

// TestModesTwohundredfifth drives the two-hundred-and-fifth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredfifth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundredfifth(t *testing.T) {
	captureSet(t, twohundredfifthDir, twohundredfifthSet())
}
