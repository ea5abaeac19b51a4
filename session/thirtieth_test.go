package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// thirtiethDir holds the thirtieth set (issue 44, thirtieth round): live
// cases of full-screen programs, and the dialogs, menus and fields drawn
// inside them, that no other test, table, fixture or doc of agentty
// names, made to measure the classifier once as it was on programs
// nobody here had looked at. Each case's label (mode, state, prompt
// kind, question, default, options and the highlighted one) was written
// from what the program is known to draw (its documentation and source,
// and the program run by hand outside agentty) and committed before its
// screen was captured.
const thirtiethDir = "../testdata/modes-thirtieth"

// thirtiethNode runs a script of the thirtieth set's npm fixture.
var thirtiethNode = setFixtures("thirtieth").node

// The thirtieth set's preparations: a capture of one DNS query for
// termshark, a git repository with two files changed for git-crecord, a
// mail of three links for urlscan and urlview, two contacts for rolo.
const (
	thirtiethPcap = `printf '0000  00 11 22 33 44 55 66 77 88 99 aa bb 08 00 45 00\n0010  00 2c 00 01 00 00 40 11 00 00 0a 00 00 01 0a 00\n0020  00 02 d4 31 00 35 00 18 00 00 12 34 01 00 00 01\n0030  00 00 00 00 00 00 00 00 00 00\n' > query.hex && text2pcap -q query.hex query.pcap`
	thirtiethRepo = `git init -q repo && cd repo && printf 'relay\nmirror-fra\nmirror-ord\n' > hosts.txt && printf 'int main(void) { return 0; }\n' > main.c && git add . && git -c user.email=ci@example.org -c user.name=ci commit -qm init && printf 'relay\nmirror-fra\nmirror-nrt\nmirror-sin\n' > hosts.txt && printf 'int main(void) { return 1; }\n' > main.c`
	thirtiethMail = `printf 'Release notes\nSee https://relay.example.org/notes for the notes,\nhttps://mirror-fra.example.org/images for the images\nand https://mirror-nrt.example.org/ for Tokyo.\n' > mail.txt`
	thirtiethCard = `printf 'BEGIN:VCARD\nVERSION:3.0\nFN:Ada Relay\nN:Relay;Ada;;;\nEMAIL:ada@relay.example.org\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Bo Mirror\nN:Mirror;Bo;;;\nEMAIL:bo@mirror.example.org\nEND:VCARD\n' > contacts.vcf`
)

// thirtiethSet is the thirtieth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func thirtiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	node := nodeNeeds
	key := func(k string) step { return step{keys: k} }
	down, right := key("<down>"), key("<right>")
	consoleGUI := thirtiethNode("thirtieth-demo.mjs")
	termshark := unseenHome(shPrep(thirtiethPcap), "termshark", "-r", "query.pcap")
	crecord := func(t *testing.T, f *fixtures) Options {
		o := unseenHome(shPrep(thirtiethRepo), "git", "crecord")(t, f)
		o.Cwd += "/repo"
		return o
	}
	urlscan := unseenHome(shPrep(thirtiethMail), "urlscan", "mail.txt")
	urlview := unseenHome(shPrep(thirtiethMail), "urlview", "mail.txt")
	rolo := unseenHome(shPrep(thirtiethCard), "rolo", "-f", "contacts.vcf")
	lifelines := unseenHome(notes, "llines")
	cdw := unseenHome(notes, "cdw")
	const mirror = "Which mirror should serve the images?"
	mirrors := func(highlighted int) *modes.Prompt {
		opts := []string{"mirror-fra", "mirror-ord", "mirror-nrt"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, mirror, "", opts...)
	}
	links := func(highlighted int, keyed bool) *modes.Prompt {
		opts := []string{"https://relay.example.org/notes", "https://mirror-fra.example.org/images", "https://mirror-nrt.example.org/"}
		for i := range opts {
			if keyed {
				opts[i] = string(rune('1'+i)) + "|" + opts[i]
			}
			if i == highlighted {
				opts[i] = ">" + opts[i]
			}
		}
		return want(modes.Select, "…", "", opts...)
	}
	hunks := []string{"**M hosts.txt", "**M main.c"}
	cdwStart := []step{wait("OK ]"), key("<enter>"), settle, key("<enter>"), wait("Write files to disc"), settle}
	lifelinesStart := []step{wait("enter path"), {text: "db", enter: true, expect: "create a database", timeout: setSlow}}
	return []corpusCase{
		// console-gui-tools (npm): a relay monitor's own screen, and the
		// library's popups its keys open: a list of options (also
		// moved), a text box with a value, a box of buttons (also moved
		// to No), its confirmation to quit.
		needs(is(modes.TUI, "console-gui-tools", "console-gui-tools", consoleGUI, wait("Drop the peers")), node...),
		needs(ask("console-gui-tools-select", "console-gui-tools", consoleGUI, mirrors(0), wait("Drop the peers"), key("m"), wait("mirror-nrt")), node...),
		needs(ask("console-gui-tools-select-moved", "console-gui-tools", consoleGUI, mirrors(1), wait("Drop the peers"), key("m"), wait("mirror-nrt"), down, settle), node...),
		needs(ask("console-gui-tools-text", "console-gui-tools", consoleGUI, want(modes.Text, "Which branch should the release be cut from?", "release-7"),
			wait("Drop the peers"), key("t"), wait("cut from?")), node...),
		needs(ask("console-gui-tools-buttons", "console-gui-tools", consoleGUI, want(modes.Confirm, "Drop the 3 connected peers?", "", ">Yes", "No"),
			wait("Drop the peers"), key("d"), wait("connected peers?")), node...),
		needs(ask("console-gui-tools-buttons-no", "console-gui-tools", consoleGUI, want(modes.Confirm, "Drop the 3 connected peers?", "", "Yes", ">No"),
			wait("Drop the peers"), key("d"), wait("connected peers?"), right, settle), node...),
		needs(ask("console-gui-tools-quit", "console-gui-tools", consoleGUI, want(modes.Confirm, "Are you sure you want to quit?", "", ">Yes", "No"),
			wait("Drop the peers"), key("q"), wait("want to quit?")), node...),

		// termshark (Go, over gowid): a capture's packets, its help
		// box, its question to quit (also moved to Cancel), its display
		// filter typed into with its completions under it.
		needs(is(modes.TUI, "termshark", "termshark", termshark, wait("Standard query"), settle), "termshark", "text2pcap"),
		needs(is(modes.TUI, "termshark-help", "termshark", termshark, wait("Standard query"), settle, key("?"), wait("Display help")), "termshark", "text2pcap"),
		needs(ask("termshark-quit", "termshark", termshark, want(modes.Confirm, "Do you want to quit?", "", ">Ok", "Cancel"),
			wait("Standard query"), settle, key("q"), wait("want to quit?")), "termshark", "text2pcap"),
		needs(ask("termshark-quit-cancel", "termshark", termshark, want(modes.Confirm, "Do you want to quit?", "", "Ok", ">Cancel"),
			wait("Standard query"), settle, key("q"), wait("want to quit?"), right, settle), "termshark", "text2pcap"),
		needs(ask("termshark-filter", "termshark", termshark, want(modes.Text, "…", ""),
			wait("Standard query"), settle, key("/"), settle, key("udp"), wait("udpcp")), "termshark", "text2pcap"),

		// git-crecord (Python curses): the changed files to commit, each
		// ticked (also one unticked, moved to it), and its help.
		needs(ask("git-crecord", "git-crecord", crecord, ticks("…", 0, map[int]bool{0: true, 1: true}, hunks...), wait("main.c")), "git", "/usr/lib/git-core/git-crecord"),
		needs(ask("git-crecord-unticked", "git-crecord", crecord, ticks("…", 1, map[int]bool{0: true}, hunks...), wait("main.c"), down, settle, key(" "), wait("space: select")), "git", "/usr/lib/git-core/git-crecord"),
		needs(is(modes.TUI, "git-crecord-help", "git-crecord", crecord, wait("main.c"), key("?"), wait("press any key to return")), "git", "/usr/lib/git-core/git-crecord"),

		// urlscan (urwid): a mail's links to open (also moved), and its
		// help of keys; urlview (curses): the same links, each with its
		// number (also moved), and its search asked on the last row.
		needs(ask("urlscan", "urlscan", urlscan, links(0, false), wait("mirror-nrt.example.org")), "urlscan"),
		needs(ask("urlscan-moved", "urlscan", urlscan, links(1, false), wait("mirror-nrt.example.org"), down, settle), "urlscan"),
		needs(is(modes.TUI, "urlscan-help", "urlscan", urlscan, wait("mirror-nrt.example.org"), key("<f1>"), wait("KEYBINDINGS")), "urlscan"),
		needs(ask("urlview", "urlview", urlview, links(0, true), wait("3 matches")), "urlview"),
		needs(ask("urlview-moved", "urlview", urlview, links(1, true), wait("3 matches"), down, settle), "urlview"),
		needs(ask("urlview-search", "urlview", urlview, want(modes.Text, "Search backwards for string:", ""), wait("3 matches"), key("?"), wait("Search backwards")), "urlview"),

		// rolo (curses): an address book's entries, and its question
		// to delete one on the last row.
		needs(is(modes.TUI, "rolo", "rolo", rolo, wait("entries: 2")), "rolo"),
		needs(ask("rolo-delete", "rolo", rolo, yesNo("Delete selected item?", ""), wait("entries: 2"), key("d"), wait("Delete selected item")), "rolo"),

		// LifeLines (curses): its first question in a box (the
		// database's directory), whether to make one there, and its main
		// menu of operations, each a key.
		needs(ask("lifelines-path", "LifeLines", lifelines, want(modes.Text, "What directory holds (or will hold) the LifeLines database? (? to list)", ""), wait("enter path")), "llines"),
		needs(ask("lifelines-create", "LifeLines", lifelines, yesNo("Do you want to create a database there?", ""), lifelinesStart...), "llines"),
		needs(ask("lifelines-menu", "LifeLines", lifelines, want(modes.Choice, "Please choose an operation:", "",
			"b|Browse the persons in the database", "s|Search database", "a|Add information to the database", "d|Delete information from the database",
			"p|Pick a report from list and run", "r|Generate report by entering report name", "t|Modify character translation tables",
			"u|Miscellaneous utilities", "x|Handle source, event and other records", "Q|Quit current database", "q|Quit program"),
			append(lifelinesStart, key("y"), wait("choose an operation"))...), "llines"),

		// cdw (ncurses): its main screen of panes and menu, and its
		// question to quit in a box (also moved to Cancel).
		needs(is(modes.TUI, "cdw", "cdw", cdw, cdwStart...), "cdw"),
		needs(ask("cdw-quit", "cdw", cdw, want(modes.Confirm, "Do you really want to quit cdw?", "", ">OK", "Cancel"),
			append(cdwStart, key("q"), wait("really want to quit"))...), "cdw"),
		needs(ask("cdw-quit-cancel", "cdw", cdw, want(modes.Confirm, "Do you really want to quit cdw?", "", "OK", ">Cancel"),
			append(cdwStart, key("q"), wait("really want to quit"), right, settle)...), "cdw"),
	}
}

// TestModesThirtieth drives the thirtieth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/thirtieth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesThirtieth(t *testing.T) { captureSet(t, thirtiethDir, thirtiethSet()) }
