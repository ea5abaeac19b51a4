package session

import (
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundredsixteenthDir holds the twohundredsixteenth set (issue 44,
// two-hundred-and-sixteenth round): live cases of real Debian programs
// that show or edit a file, none of them named by any other test, table,
// fixture or doc of agentty: hachoir-urwid (hachoir's browser of a
// binary file's fields, over a ZIP archive and a WAVE file), uftrace's
// tui (its viewer of a recorded trace: call graph, report, info),
// tomoyo-editpolicy (tomoyo-tools' editor of a TOMOYO policy, run
// offline over a policy directory) and timg (a terminal image viewer
// that draws the picture and nothing else: no status line, no mode
// word). Debian's console text editors and pagers were all found named
// already by earlier sets. Each is driven at first sight, after a move,
// a key or typed text, and at the questions it asks on its own screen
// (a search, a new entry, a field saved to a file, a deletion, a switch
// of screen) and its help. Each case's label (mode, state, prompt kind,
// question, default and options) was written from the program run by
// hand in tmux outside agentty and committed before its screen was
// captured.
const twohundredsixteenthDir = "../testdata/modes-twohundredsixteenth"

// twohundredsixteenthHome runs argv over a home holding notes.txt and
// long.txt and the files the set's Python script writes there (notes.zip,
// tone.wav, pine.png and the policy directory pol/), after line, a shell
// line run there ("" for none).
func twohundredsixteenthHome(line string, argv ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		script, err := filepath.Abs(filepath.Join(setFixtures("twohundredsixteenth").dir(), "py", "twohundredsixteenth_files.py"))
		if err != nil {
			t.Fatal(err)
		}
		prep := pythonPath + " " + script
		if line != "" {
			prep += " && " + line
		}
		return unseenHome(shPrep(prep), argv...)(t, f)
	}
}

// twohundredsixteenthSet is the twohundredsixteenth set. Labels say
// what a person reads on the screen; "…" in a question or default
// stands for any text.
func twohundredsixteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	pg, ed := modes.Pager, modes.Editor
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	running := func(c corpusCase) corpusCase {
		c.mode, c.state = modes.Unknown, Running
		return c
	}
	const hachoir, uftrace, tomoyo, timg = "/usr/bin/hachoir-urwid", "/usr/bin/uftrace", "/usr/sbin/tomoyo-editpolicy", "/usr/bin/timg"
	zip := twohundredsixteenthHome("", hachoir, "notes.zip")
	wav := twohundredsixteenthHome("", hachoir, "tone.wav")
	// Its save question's default is the working directory, which must
	// fit on its one row (a longer one breaks its footer's layout): the
	// archive is opened from /tmp.
	zipFromTmp := twohundredsixteenthHome("", "sh", "-c", `cd /tmp && exec `+hachoir+` "$1"`, "sh", "{dir}/notes.zip")
	trace := twohundredsixteenthHome(uftrace+" record --force -d trace.data /usr/bin/sort notes.txt >/dev/null", uftrace, "tui", "-d", "trace.data")
	except := twohundredsixteenthHome("", tomoyo, "e", "{dir}/pol")
	domains := twohundredsixteenthHome("", tomoyo, "d", "{dir}/pol")
	pine := twohundredsixteenthHome("", timg, "-w", "30", "pine.png", "pine.png")
	titled := twohundredsixteenthHome("", timg, "--title", "-w", "30", "pine.png", "pine.png")
	const zipUp, wavUp, graphUp, exceptUp, domainsUp, pineUp = "F1: help", "audio_data", "uftrace graph:", "Exception Policy Editor", "Domain Transition Editor", "▄▄▄▄"
	return []corpusCase{
		// hachoir-urwid over notes.zip: the archive's fields one a row
		// (`0) file:notes.zip: ZIP archive (… bytes)`, `+ 4)
		// file[0]: File entry: notes.txt …`), the selected one on blue,
		// its status row `0 root … log: 0/0/0  |  F1: help` at the foot:
		// at first, with the file entry opened by Enter (its fields
		// listed under it), and its help (F1: a `1 help` tab of its keys
		// under `Application:` and `Parser window:`), all pagers (a
		// viewer of the file's fields); End and ctrl-e's `save field
		// to: ` on the last row, a path after it, a text question whose
		// default is the path. Over tone.wav: its RIFF fields at first,
		// a pager.
		needs(is(pg, "hachoir-urwid", "hachoir-urwid", zip, wait(zipUp), settle), hachoir),
		needs(is(pg, "hachoir-urwid-opened", "hachoir-urwid", zip, wait(zipUp), down, down, key("<enter>", "version_needed"), settle), hachoir),
		needs(is(pg, "hachoir-urwid-help", "hachoir-urwid", zip, wait(zipUp), key("<f1>", "Parser window"), settle), hachoir),
		needs(ask("hachoir-urwid-save", "hachoir-urwid", zipFromTmp, want(modes.Text, "save field to:", "…"),
			wait(zipUp), step{keys: "<end>"}, settle, key("<ctrl-e>", "save field to"), settle), hachoir),
		needs(is(pg, "hachoir-urwid-wav", "hachoir-urwid", wav, wait(wavUp), settle), hachoir),

		// uftrace tui over a trace of sort(1) reading notes.txt, recorded
		// first (`--force`: its library calls): the call graph (`TOTAL
		// TIME : FUNCTION`, a tree of calls with their times, the status
		// row `uftrace graph: session … (/usr/bin/sort)  0%` in blue), at
		// first and a page down; R's report (`uftrace report: trace.data
		// (1 sessions, … functions)`), I's info (`# system
		// information`), and ? (a framed `Help: (press any key to exit)`
		// listing its keys over the graph), all pagers; / opens a framed
		// `Search function:` box, empty and with `set` typed, a text
		// question with no default.
		needs(is(pg, "uftrace-tui", "uftrace", trace, wait(graphUp), settle), uftrace),
		needs(is(pg, "uftrace-tui-moved", "uftrace", trace, wait(graphUp), settle, step{keys: "<pgdn>"}, settle), uftrace),
		needs(is(pg, "uftrace-tui-report", "uftrace", trace, wait(graphUp), settle, text("R", "uftrace report:"), settle), uftrace),
		needs(is(pg, "uftrace-tui-info", "uftrace", trace, wait(graphUp), settle, text("I", "system information"), settle), uftrace),
		needs(is(pg, "uftrace-tui-help", "uftrace", trace, wait(graphUp), settle, text("?", "press any key to exit"), settle), uftrace),
		needs(ask("uftrace-tui-search", "uftrace", trace, want(modes.Text, "Search function:", ""),
			wait(graphUp), settle, text("/", "Search function:"), settle), uftrace),
		needs(ask("uftrace-tui-search-typed", "uftrace", trace, want(modes.Text, "Search function:", ""),
			wait(graphUp), settle, text("/", "Search function:"), settle, text("set", "set"), settle), uftrace),

		// tomoyo-editpolicy over pol/: the Exception Policy Editor
		// (`<<< Exception Policy Editor >>>  5 entries  '?' for help`
		// on cyan, `<kernel>` in reverse, five numbered entries, the
		// one at the cursor on cyan), at first and moved down, editors;
		// ? its help (`Commands available for this screen are:` over
		// its keys, `Press '?' to escape from this help.`), a pager;
		// a's `Enter new entry> ` on the last row, empty and with an
		// entry typed, and f's `Search> `, text questions with no
		// default; w's `Press one of below keys to switch window.` over
		// its six keys, a choice; an entry marked by Space and d's red
		// `Delete selected entry? ('Y'es/'N'o)` on the second row, a
		// confirm with no default. Started on its Domain Transition
		// Editor (`2 domains`, `<kernel>` and `/usr/sbin/sshd` under
		// it), an editor.
		needs(is(ed, "tomoyo-editpolicy", "tomoyo-editpolicy", except, wait(exceptUp), settle), tomoyo),
		needs(is(ed, "tomoyo-editpolicy-moved", "tomoyo-editpolicy", except, wait(exceptUp), settle, down, settle), tomoyo),
		needs(is(pg, "tomoyo-editpolicy-help", "tomoyo-editpolicy", except, wait(exceptUp), settle, text("?", "Commands available"), settle), tomoyo),
		needs(ask("tomoyo-editpolicy-add", "tomoyo-editpolicy", except, want(modes.Text, "Enter new entry>", ""),
			wait(exceptUp), settle, text("a", "Enter new entry>"), settle), tomoyo),
		needs(ask("tomoyo-editpolicy-add-typed", "tomoyo-editpolicy", except, want(modes.Text, "Enter new entry>", ""),
			wait(exceptUp), settle, text("a", "Enter new entry>"), settle, text("path_group NOTES /home/ann/todo.txt", "todo.txt"), settle), tomoyo),
		needs(ask("tomoyo-editpolicy-find", "tomoyo-editpolicy", except, want(modes.Text, "Search>", ""),
			wait(exceptUp), settle, text("f", "Search>"), settle), tomoyo),
		needs(ask("tomoyo-editpolicy-switch", "tomoyo-editpolicy", except,
			want(modes.Choice, "Press one of below keys to switch window.", "",
				"e|<<< Exception Policy Editor >>>", "d|<<< Domain Transition Editor >>>", "p|<<< Profile Editor >>>",
				"m|<<< Manager Policy Editor >>>", "n|<<< Namespace Selector >>>", "q|Quit this editor."),
			wait(exceptUp), settle, text("w", "switch window"), settle), tomoyo),
		needs(ask("tomoyo-editpolicy-delete", "tomoyo-editpolicy", except, want(modes.Confirm, "Delete selected entry?", "", "y|Yes", "n|No"),
			wait(exceptUp), settle, down, settle, key("<space>", "1 selected"), text("d", "Delete selected entry?"), settle), tomoyo),
		needs(is(ed, "tomoyo-editpolicy-domains", "tomoyo-editpolicy", domains, wait(domainsUp), settle), tomoyo),

		// timg showing pine.png for 30 seconds before showing it again
		// (-w 30): the picture in coloured half blocks (a green pine on
		// a hill under a blue sky), nothing else on the screen, no
		// status line, no question, the cursor under it; also with
		// --title (`pine.png` over the picture). Both at work (waiting
		// on its own timer, no key read), nothing to name.
		needs(running(is(modes.Unknown, "timg", "timg", pine, wait(pineUp), settle)), timg),
		needs(running(is(modes.Unknown, "timg-titled", "timg", titled, wait(pineUp), settle)), timg),
	}
}

// TestModesTwohundredsixteenth drives the twohundredsixteenth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/twohundredsixteenth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredsixteenth(t *testing.T) {
	captureSet(t, twohundredsixteenthDir, twohundredsixteenthSet())
}
