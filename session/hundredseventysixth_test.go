package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventysixthDir holds the hundredseventysixth set (issue 44,
// hundred-and-seventy-sixth round): live cases of full-screen programs
// that open dialogs over their own screen, imitated by a Python curses
// fixture of its own (raw mode, the alternate screen), each drawing what
// a tool that cannot run here draws (its words, layout, frames, colours,
// reverse video and cursor, from its documentation, source and published
// screenshots), none of them named by any other test, table, fixture or
// doc of agentty: tremc (a Transmission client), atac (an API client),
// e1s (an Amazon ECS dashboard), vi-mongo (a MongoDB client), sqlit (a
// SQL client) and the Debian installer's text frontend; each at its first
// screen and with each kind of dialog it has open on top of it: a yes/no
// confirm with buttons, a text input, a list to pick from, a message
// with one button. Each case's label was written from what the screen
// means to a person (the program at rest a TUI, a dialog over it what
// the dialog asks, its focused button or entry the highlighted option),
// and from running the imitation by hand in tmux outside agentty, and
// committed before its screen was captured.
const hundredseventysixthDir = "../testdata/modes-hundredseventysixth"

// hundredseventysixthScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredseventysixthScript = setFixtures("hundredseventysixth").script

// hundredseventysixthSet is the hundredseventysixth set. Labels say what
// a person reads on the screen; "…" in a question stands for any text.
func hundredseventysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	tui := modes.TUI
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	like := func(name string) opener {
		return hundredseventysixthScript(py, "py/hundredseventysixth_demo.py", name)
	}
	tremc, atac, e1s := like("tremc"), like("atac"), like("e1s")
	vimongo, sqlit := like("vi-mongo"), like("sqlit")
	language, user := like("debian-installer"), like("debian-installer-user")
	partition, network := like("debian-installer-partition"), like("debian-installer-network")
	const tremcUp, atacUp, e1sUp = "q:Quit", "<r> Rename", "tasks(checkout-api)"
	const vimongoUp, sqlitUp, installerUp = "Content (1-2 of 2)", "^q Quit", "activates buttons"
	const removeQ = "Remove debian-13.1.0-amd64-netinst.iso?"
	const addQ = "Add torrent by filename, URL or hash:"
	sorts := func(highlighted int) *modes.Prompt {
		opts := []string{"Name", "Age", "Progress", "Seeds/Leeches", "Ratio", "Size", "Download speed",
			"Upload speed", "Status", "Uploaded", "Downloaded"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Sort by", "", opts...)
	}
	languages := func(first, highlighted int) *modes.Prompt {
		all := []string{"C", "Albanian", "Arabic", "Asturian", "Basque", "Belarusian", "Bosnian",
			"Bulgarian", "Catalan", "Chinese (Simplified)", "Chinese (Traditional)",
			"Croatian", "Czech", "Danish", "Dutch", "English", "Esperanto", "Estonian"}
		opts := append([]string{}, all[first:first+9]...)
		opts[highlighted-first] = ">" + opts[highlighted-first]
		return want(modes.Select, "Language:", "", opts...)
	}
	const stopQ = "Are you sure to stop task 3f9c81d2?"
	const fullName = "Full name for the new user:"
	return []corpusCase{
		// tremc: its reverse header row ("Transmission 4.0.6 @
		// localhost:9091", ratio and speeds), four torrents of two rows
		// each (a progress bar under the name, its status, size, speeds
		// and ratio), its reverse footer (the counts, "F1/?:Help
		// q:Quit"), the cursor hidden; at first; with "r"'s remove dialog
		// open over the list (the focused torrent's name asked about,
		// Yes and No, No focused; also moved left to Yes); with "a"'s add
		// dialog ("Add torrent by filename, URL or hash:", an underlined
		// field, the cursor in it; also typed into); with "s"'s "Sort by"
		// list (Name highlighted; also moved down to Age).
		needs(is(tui, "tremc-like", "tremc-like", tremc, wait(tremcUp), settle), py),
		needs(ask("tremc-like-remove", "tremc-like", tremc, want(modes.Confirm, removeQ, "", "Yes", ">No"),
			wait(tremcUp), key("r", "Remove debian"), settle), py),
		needs(ask("tremc-like-remove-moved", "tremc-like", tremc, want(modes.Confirm, removeQ, "", ">Yes", "No"),
			wait(tremcUp), key("r", "Remove debian"), key("<left>", ""), settle), py),
		needs(ask("tremc-like-add", "tremc-like", tremc, want(modes.Text, addQ, ""),
			wait(tremcUp), key("a", "Add torrent"), settle), py),
		needs(ask("tremc-like-add-typed", "tremc-like", tremc, want(modes.Text, addQ, ""),
			wait(tremcUp), key("a", "Add torrent"), typed("magnet:?xt=urn", "magnet:?xt=urn"), settle), py),
		needs(ask("tremc-like-sort", "tremc-like", tremc, sorts(0), wait(tremcUp), key("s", "Sort by"), settle), py),
		needs(ask("tremc-like-sort-moved", "tremc-like", tremc, sorts(1), wait(tremcUp), key("s", "Sort by"), key("<down>", ""), settle), py),

		// atac: its Collections pane at the left (petstore's requests,
		// their methods coloured, "list pets" in reverse), the request's
		// method and URL, its Request tabs and its Result pane at the
		// right, its key hints dim at the foot; at first; with "n"'s
		// popup framed "Enter the new request name" (the cursor in it;
		// also typed into); with "d"'s "Delete request?" popup (Yes and
		// No, No in reverse).
		needs(is(tui, "atac-like", "atac-like", atac, wait(atacUp), settle), py),
		needs(ask("atac-like-new", "atac-like", atac, want(modes.Text, "Enter the new request name", ""),
			wait(atacUp), key("n", "new request name"), settle), py),
		needs(ask("atac-like-new-typed", "atac-like", atac, want(modes.Text, "Enter the new request name", ""),
			wait(atacUp), key("n", "new request name"), typed("get pet", "│get pet"), settle), py),
		needs(ask("atac-like-delete", "atac-like", atac, want(modes.Confirm, "Delete request?", "", "Yes", ">No"),
			wait(atacUp), key("d", "Delete request?"), settle), py),

		// e1s: its info rows (account, region, cluster, service, its
		// version) beside its key hints (<ctrl-d> Stop task among them),
		// the tasks table in a cyan frame, the first task in reverse; at
		// first; with ctrl-d's modal on blue ("Are you sure to stop task
		// 3f9c81d2?", Stop focused and Cancel; also tabbed to Cancel).
		needs(is(tui, "e1s-like", "e1s-like", e1s, wait(e1sUp), settle), py),
		needs(ask("e1s-like-stop", "e1s-like", e1s, want(modes.Confirm, stopQ, "", ">Stop", "Cancel"),
			wait(e1sUp), key("<ctrl-d>", "Are you sure"), settle), py),
		needs(ask("e1s-like-stop-moved", "e1s-like", e1s, want(modes.Confirm, stopQ, "", "Stop", ">Cancel"),
			wait(e1sUp), key("<ctrl-d>", "Are you sure"), key("<tab>", ""), settle), py),

		// vi-mongo: its header (host, "connected", key hints), the
		// Databases tree (shop's orders in reverse) and two orders as
		// JSON in the Content pane; at first; with "D"'s modal ("Are you
		// sure you want to delete this document?", Delete and Cancel,
		// Cancel focused).
		needs(is(tui, "vi-mongo-like", "vi-mongo-like", vimongo, wait(vimongoUp), settle), py),
		needs(ask("vi-mongo-like-delete", "vi-mongo-like", vimongo,
			want(modes.Confirm, "Are you sure you want to delete this document?", "", "Delete", ">Cancel"),
			wait(vimongoUp), key("D", "delete this document"), settle), py),

		// sqlit: its heavy-framed Explorer (three saved connections,
		// local-postgres in reverse), Query (a SELECT) and Results ("Not
		// connected") panes, its key hints at the foot; at first; with
		// "d"'s Confirm dialog ("Delete connection 'local-postgres'?", Yes
		// and No, No focused); after Enter, its Connection Failed
		// message (PostgreSQL's connection refused) with one OK button.
		needs(is(tui, "sqlit-like", "sqlit-like", sqlit, wait(sqlitUp), settle), py),
		needs(ask("sqlit-like-delete", "sqlit-like", sqlit, want(modes.Confirm, "Delete connection 'local-postgres'?", "", "Yes", ">No"),
			wait(sqlitUp), key("d", "Delete connection"), settle), py),
		needs(ask("sqlit-like-error", "sqlit-like", sqlit, want(modes.Choice, "…", "", ">OK"),
			wait(sqlitUp), key("<enter>", "Connection Failed"), settle), py),

		// The Debian installer's text frontend: a blue screen, a grey
		// dialog titled "[!!] …", "<Tab> moves; <Space> selects; <Enter>
		// activates buttons" on the last row. Its first screen, Select a
		// language (nine languages shown, English highlighted in red; also
		// moved down to Esperanto, the list scrolled); the new user's full
		// name (an empty entry, the cursor in it, < Go Back > and
		// < Continue >; also typed into); Partition disks' "Write the
		// changes to disks?" (<Yes> and <No>, No focused, as the
		// installer's default; < Go Back > at the left, a way back, not
		// an answer, so not an option); and Configure the network's
		// "Network autoconfiguration failed" note, <Continue> focused.
		needs(ask("debian-installer-like-language", "debian-installer-like", language, languages(7, 15),
			wait(installerUp), settle), py),
		needs(ask("debian-installer-like-language-moved", "debian-installer-like", language, languages(8, 16),
			wait(installerUp), key("<down>", ""), settle), py),
		needs(ask("debian-installer-like-user", "debian-installer-like", user, want(modes.Text, fullName, ""),
			wait(installerUp), settle), py),
		needs(ask("debian-installer-like-user-typed", "debian-installer-like", user, want(modes.Text, fullName, ""),
			wait(installerUp), typed("Ada Lovelace", "Ada Lovelace"), settle), py),
		needs(ask("debian-installer-like-partition", "debian-installer-like", partition,
			want(modes.Confirm, "Write the changes to disks?", "", "Yes", ">No"), wait(installerUp), settle), py),
		needs(ask("debian-installer-like-network", "debian-installer-like", network,
			want(modes.Choice, "Network autoconfiguration failed…", "", "Go Back", ">Continue"), wait(installerUp), settle), py),
	}
}

// TestModesHundredseventysixth drives the hundredseventysixth set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredseventysixth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredseventysixth(t *testing.T) {
	captureSet(t, hundredseventysixthDir, hundredseventysixthSet())
}
