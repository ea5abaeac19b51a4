package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightyfourthDir holds the hundredeightyfourth set (issue 44,
// hundred-and-eighty-fourth round): live cases of programs that imitate
// terminal programs whose screen is split into panes, programs no other
// test, table, fixture or doc of agentty names (Vim's NERDTree plugin,
// doxx, Emacs' Wanderlust, siggo, gurk, jjui): an editor with a file
// tree beside its file, a viewer with an outline beside its text, a mail
// reader with folders beside a folder's summary, chat clients with
// contacts beside a conversation, a version control client with
// revisions beside a revision's diff; each at first sight, after a move,
// and with a search or a question open, to measure the classifier once
// as it was on programs nobody here had looked at. Each case's label
// (mode, state, prompt kind, question, default, options and the
// highlighted one) was written from what the real tool is known to draw
// (its documentation, source and published screenshots, and the
// imitation run by hand outside agentty) and committed before its screen
// was captured.
const hundredeightyfourthDir = "../testdata/modes-hundredeightyfourth"

// hundredeightyfourthScript runs a mode of the hundredeightyfourth set's
// Python fixture with Debian's interpreter.
var hundredeightyfourthScript = setFixtures("hundredeightyfourth").script

// hundredeightyfourthSet is the hundredeightyfourth set. Labels say what a
// person reads on the screen.
func hundredeightyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	keys := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	demo := func(mode string) opener {
		return hundredeightyfourthScript(py, "py/hundredeightyfourth_demo.py", mode)
	}
	nerdtree, doxx, wanderlust := demo("nerdtree"), demo("doxx"), demo("wanderlust")
	siggo, gurk, jjui := demo("siggo"), demo("gurk"), demo("jjui")
	const tree, outline, summary = "Press ? for help", "o: outline", "(Summary)"
	menu := func(highlighted int) *modes.Prompt {
		opts := []string{"a|add a childnode", "m|move the current node", "d|delete the current node", "c|copy the current node", "l|list the current node"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "NERDTree Menu. Use j/k/enter and the shortcuts indicated", "", opts...)
	}
	toTree := keys("<ctrl-w>hm", "NERDTree Menu")
	return []corpusCase{
		// An editor with a file tree: Vim with NERDTree's tree on the
		// left of src/main.c (the alternate screen, a status line under
		// each window), at first sight with the cursor in the file, moved
		// down three rows, and with a search typed on the command line:
		// an editor each time.
		needs(is(modes.Editor, "nerdtree", "nerdtree-like", nerdtree, wait(tree)), py),
		needs(is(modes.Editor, "nerdtree-moved", "nerdtree-like", nerdtree, wait(tree), step{keys: "jjj"}, settle), py),
		needs(is(modes.Editor, "nerdtree-search", "nerdtree-like", nerdtree, wait(tree), step{text: "/cert", expect: "/cert", timeout: setSlow}), py),

		// Questions in it: the tree's menu (m on main.c in the tree),
		// at first and moved down, and its delete question (d in the
		// menu), a y/N confirm whose default is no.
		needs(ask("nerdtree-menu", "nerdtree-like", nerdtree, menu(0), wait(tree), toTree), py),
		needs(ask("nerdtree-menu-moved", "nerdtree-like", nerdtree, menu(1), wait(tree), toTree, step{keys: "j"}, settle), py),
		needs(ask("nerdtree-delete", "nerdtree-like", nerdtree,
			yesNo("Are you sure you wish to delete the node: /home/ada/relay/src/main.c", "no"),
			wait(tree), toTree, keys("d", "(yN):")), py),

		// A viewer with an outline beside its text: doxx on a .docx, its
		// outline on the left and the document boxed on the right (the
		// cursor hidden), at first, scrolled nine rows, and with its
		// search field open and "cert" typed: a pager each time.
		needs(is(modes.Pager, "doxx", "doxx-like", doxx, wait(outline)), py),
		needs(is(modes.Pager, "doxx-moved", "doxx-like", doxx, wait(outline), step{keys: "jjjjjjjjj"}, settle), py),
		needs(is(modes.Pager, "doxx-search", "doxx-like", doxx, wait(outline), keys("s", "Search:"), step{text: "cert", expect: "Search: cert", timeout: setSlow}), py),

		// A mail reader with folders beside a folder's summary:
		// Wanderlust in Emacs (a menu bar, a mode line under each
		// window), at first, moved to the next message, and with its
		// quit question, a y-or-n question in the minibuffer.
		needs(is(modes.TUI, "wanderlust", "wanderlust-like", wanderlust, wait(summary)), py),
		needs(is(modes.TUI, "wanderlust-moved", "wanderlust-like", wanderlust, wait(summary), step{keys: "n"}, settle), py),
		needs(ask("wanderlust-quit", "wanderlust-like", wanderlust, yesNo("Quit Wanderlust?", ""), wait(summary), keys("q", "Quit Wanderlust?")), py),

		// Chat clients with contacts beside a conversation: siggo's
		// contact list, conversation and input row, and gurk's boxed
		// channels, messages and input box, at first and moved to the
		// next contact: a program's own screen each time.
		needs(is(modes.TUI, "siggo", "siggo-like", siggo, wait("Ines Okafor >")), py),
		needs(is(modes.TUI, "siggo-moved", "siggo-like", siggo, wait("Ines Okafor >"), keys("<down>", "Jonas Berg >")), py),
		needs(is(modes.TUI, "gurk", "gurk-like", gurk, wait("Input")), py),
		needs(is(modes.TUI, "gurk-moved", "gurk-like", gurk, wait("Input"), keys("<down>", "can we talk")), py),

		// A version control client with revisions beside a diff: jjui's
		// revision graph, at first, moved down, with its preview pane
		// open beside it (the revision's diff), and with its abandon
		// question under the highlighted revision (Yes highlighted).
		needs(is(modes.TUI, "jjui", "jjui-like", jjui, wait("p: preview")), py),
		needs(is(modes.TUI, "jjui-moved", "jjui-like", jjui, wait("p: preview"), step{keys: "j"}, settle), py),
		needs(is(modes.TUI, "jjui-preview", "jjui-like", jjui, wait("p: preview"), keys("p", "Commit ID")), py),
		needs(ask("jjui-abandon", "jjui-like", jjui, want(modes.Confirm, "Are you sure you want to abandon this revision?", "", ">Yes", "No"),
			wait("p: preview"), keys("a", "abandon this revision")), py),
	}
}

// TestModesHundredeightyfourth drives the hundredeightyfourth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredeightyfourth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredeightyfourth(t *testing.T) {
	captureSet(t, hundredeightyfourthDir, hundredeightyfourthSet())
}
