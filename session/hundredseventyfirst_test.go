package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyfirstDir holds the hundredseventyfirst set (issue 44,
// hundred-and-seventy-first round): live cases of full-screen programs
// imitated by a Python curses fixture of the set's own, each drawing what
// a program no other test, table, fixture or doc of agentty names draws
// at one of its moments (its words, layout, colours, reverse video,
// cursor and alternate screen, from its documentation, source and
// published screenshots): a service monitor (systemctl-tui), a container
// front end (docui), a chat client (discordo), a music player (rmpc), a
// podcast client (castero) and a file manager (noice), each at its first
// screen, after a move (the selected row in reverse video or a colour of
// its own), and with one of its own dialogs open (a menu of actions, a
// confirm with buttons, a text field, a question on the foot line). Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) says what a person reads on the screen and was
// committed before its screen was captured.
const hundredseventyfirstDir = "../testdata/modes-hundredseventyfirst"

// hundredseventyfirstScript runs the set's Python script, with Debian's
// python3, over a home holding notes.txt and long.txt.
var hundredseventyfirstScript = setFixtures("hundredseventyfirst").script

// hundredseventyfirstSet is the hundredseventyfirst set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredseventyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	press := func(keys, expect string) step { return step{keys: keys, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	like := func(mode string) opener {
		return hundredseventyfirstScript(py, "py/hundredseventyfirst_demo.py", mode)
	}
	systemctl := like("systemctl-tui")
	docui := like("docui")
	discordo := like("discordo")
	rmpc := like("rmpc")
	castero := like("castero")
	noice := like("noice")
	const services, images, guilds, tabs, feeds, cwd = "Show actions", "navigate", "Guilds", "Album Artists", "Press h for help", "cwd: "
	actions := func(unit string, highlighted int) *modes.Prompt {
		opts := []string{"Start", "Stop", "Restart", "Reload", "Enable", "Disable"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Actions for "+unit, "", opts...)
	}
	remove := func(highlighted int) *modes.Prompt {
		opts := []string{"Yes", "No"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Confirm, "Do you want to remove the image?", "", opts...)
	}
	return []corpusCase{
		// systemctl-tui (ratatui): its services beside the selected
		// one's details and logs, at rest and moved down; Enter's
		// actions menu over them (also moved down the menu).
		needs(is(modes.TUI, "systemctl-tui-like", "systemctl-tui-like", systemctl, wait(services)), py),
		needs(is(modes.TUI, "systemctl-tui-like-moved", "systemctl-tui-like", systemctl, wait(services), down, settle), py),
		needs(ask("systemctl-tui-like-actions", "systemctl-tui-like", systemctl, actions("apt-daily.service", 0),
			wait(services), press("<enter>", "Actions for"), settle), py),
		needs(ask("systemctl-tui-like-actions-moved", "systemctl-tui-like", systemctl, actions("apt-daily.service", 1),
			wait(services), press("<enter>", "Actions for"), down, settle), py),

		// docui (tview): its panels, the images focused, at rest and
		// moved down; `d`'s modal asking whether to remove the image,
		// Yes focused (also tabbed to No).
		needs(is(modes.TUI, "docui-like", "docui-like", docui, wait(images)), py),
		needs(is(modes.TUI, "docui-like-moved", "docui-like", docui, wait(images), down, settle), py),
		needs(ask("docui-like-remove", "docui-like", docui, remove(0), wait(images), press("d", "remove the image"), settle), py),
		needs(ask("docui-like-remove-tabbed", "docui-like", docui, remove(1), wait(images), press("d", "remove the image"), step{keys: "<tab>"}, settle), py),

		// discordo (tview): its guilds tree beside the channel's
		// messages and the message input, at rest and moved down; its
		// login form when it has no token, the Email field focused.
		needs(is(modes.TUI, "discordo-like", "discordo-like", discordo, wait(guilds)), py),
		needs(is(modes.TUI, "discordo-like-moved", "discordo-like", discordo, wait(guilds), down, settle), py),
		needs(ask("discordo-like-login", "discordo-like", like("discordo-login"), want(modes.Text, "Email", ""), wait("Code (optional)")), py),

		// rmpc (ratatui): its queue under the song playing and the tabs,
		// at rest and moved down; `s`'s modal saving the queue as a
		// playlist, its name's field empty.
		needs(is(modes.TUI, "rmpc-like", "rmpc-like", rmpc, wait(tabs)), py),
		needs(is(modes.TUI, "rmpc-like-moved", "rmpc-like", rmpc, wait(tabs), down, settle), py),
		needs(ask("rmpc-like-save-queue", "rmpc-like", rmpc, want(modes.Text, "Playlist name:", ""), wait(tabs), press("s", "Playlist name"), settle), py),

		// castero (curses): its feeds, episodes and metadata columns, at
		// rest and moved down; `a` asking on the foot line for a feed's
		// URL, `d` asking whether to delete the feed (y/N).
		needs(is(modes.TUI, "castero-like", "castero-like", castero, wait(feeds)), py),
		needs(is(modes.TUI, "castero-like-moved", "castero-like", castero, wait(feeds), down, settle), py),
		needs(ask("castero-like-add-feed", "castero-like", castero, want(modes.Text, "Enter the URL or path of the feed:", ""),
			wait(feeds), press("a", "URL or path"), settle), py),
		needs(ask("castero-like-delete-feed", "castero-like", castero, yesNo("Are you sure you want to delete this feed?", "no"),
			wait(feeds), press("d", "(y/N)"), settle), py),

		// noice (curses): the directory's entries under "cwd: ", the
		// current one marked " > ", at rest and moved down; `/`'s
		// "filter: " on the foot line.
		needs(is(modes.TUI, "noice-like", "noice-like", noice, wait(cwd)), py),
		needs(is(modes.TUI, "noice-like-moved", "noice-like", noice, wait(cwd), down, settle), py),
		needs(ask("noice-like-filter", "noice-like", noice, want(modes.Text, "filter:", ""), wait(cwd), press("/", "filter:"), settle), py),
	}
}

// TestModesHundredseventyfirst drives the hundredseventyfirst set live to
// the labelled moment and, with -update, stores its screens, labels and
// facts for modes' TestSetsAccuracy/hundredseventyfirst. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredseventyfirst(t *testing.T) {
	captureSet(t, hundredseventyfirstDir, hundredseventyfirstSet())
}
