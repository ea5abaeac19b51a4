package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyfirstDir holds the forty-first set (issue 44, forty-first round):
// live cases of Debian programs written in C or C++ that hold a terminal
// and that no other test, table, fixture or doc of agentty names — a 3270
// emulator's prompt and its paged help, a CD player's first questions, a
// time logger's menus, a directory changer's tree, a password manager's
// question, a music client with no server and a game's menus — made to
// measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// what the program is known to draw (its documentation and source, and
// the program run by hand in tmux outside agentty) and committed before
// its screen was captured.
const fortyfirstDir = "../testdata/modes-fortyfirst"

// fortyfirstProjects is worklog's list of categories, a key and a name a
// line.
const fortyfirstProjects = `printf 'c:Coding\nm:Meeting\nr:Review\n' > projects`

// fortyfirstSet is the forty-first set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fortyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	c3270 := unseenHome(notes, "c3270")
	cdcd := unseenHome(notes, "cdcd")
	worklog := unseenHome(shPrep(fortyfirstProjects), "worklog")
	wcd := unseenHome(shPrep("mkdir -p d1/beta d2/beta d3/beta"), "wcd.exec", "-g", "beta")
	cpm := unseenHome(notes, "cpm")
	ncmpcpp := unseenHome(notes, "ncmpcpp")
	cataclysm := unseenHome(shPrep("mkdir -p .config/cataclysm-dda .local/share/cataclysm-dda"), gamePath("cataclysm"))
	const device, network, proxy = "What is the name of your CD-ROM device?", "Are you connected to a network…", "Use a HTTP proxy server…"
	categories := want(modes.Select, "…", "", "r|Review", "m|Meeting", "c|Coding", "CR|no category yet", "DEL|Quit")
	languages := func(highlighted int) *modes.Prompt {
		opts := []string{"1|English", "2|العربية", "3|Český Jazyk", "4|Dansk", "5|Deutsch", "6|Ελληνικά", "7|Español (Argentina)",
			"8|Español (España)", "9|Français", "0|Magyar", "a|Bahasa Indonesia", "b|Íslenska", "c|Italiano", "d|日本語", "e|한국어",
			"f|Norsk", "g|Nederlands", "h|Polski", "i|Português (Brasil)", "j|Русский"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Select your language", "", opts...)
	}
	// cataclysm draws its language menu at the first key, not before.
	language := []step{down, wait("Select your language")}
	menu := append(append([]step{}, language...), step{keys: "<up>"}, step{enter: true, expect: "[Quit]", timeout: setSlow})
	return []corpusCase{
		// A REPL: c3270 (an IBM 3270 terminal emulator) at its prompt
		// with no host; its help, paged to (END); the pager left with q,
		// back at the prompt.
		needs(is(modes.REPL, "c3270", "c3270", c3270, wait("c3270>")), "c3270"),
		needs(is(modes.Pager, "c3270-help", "c3270", c3270, wait("c3270>"), typed("help", "(END)")), "c3270"),
		needs(is(modes.REPL, "c3270-after-help", "c3270", c3270, wait("c3270>"), typed("help", "(END)"), step{text: "q"}, settle), "c3270"),

		// Questions on a line: cdcd's (a CD player's) first start, asking
		// for its device (the default in brackets), then whether there is
		// a network ([y]), then a proxy ([n]).
		needs(ask("cdcd-device", "cdcd", cdcd, want(modes.Text, device, "/dev/cdrom"), wait("CD-ROM device")), "cdcd"),
		needs(ask("cdcd-network", "cdcd", cdcd, yesNo(network, "y"), wait("CD-ROM device"), typed("", "network")), "cdcd"),
		needs(ask("cdcd-proxy", "cdcd", cdcd, yesNo(proxy, "n"), wait("CD-ROM device"), typed("", "network"), typed("y", "proxy")), "cdcd"),

		// A password manager's question before it starts: cpm warning
		// that it is not as safe as it could be, asking whether to go on.
		needs(ask("cpm-continue", "cpm", cpm, want(modes.Confirm, "…Are you sure you want to continue?", ""), wait("want to continue")), "cpm"),

		// A time logger's menus: worklog's categories, each with its key;
		// Coding's clock started by its key (a full-screen program
		// counting, its keys listed); then Enter, asking for a comment.
		needs(ask("worklog", "worklog", worklog, categories, wait("Worklog version")), "worklog"),
		needs(is(modes.TUI, "worklog-clock", "worklog", worklog, wait("Worklog version"), step{text: "c", expect: "Pause clock", timeout: setSlow}, settle), "worklog"),
		needs(ask("worklog-comment", "worklog", worklog, want(modes.Text, "Enter comment :", ""), wait("Worklog version"),
			step{text: "c", expect: "Pause clock", timeout: setSlow}, step{enter: true, expect: "Enter comment", timeout: setSlow}), "worklog"),

		// Full-screen programs: wcd's tree of directories to go to (also
		// moved down); ncmpcpp (an MPD client) with no server, its help
		// (F1), and its search field (/); cataclysm's main menu (also
		// moved right). binclock's clock was removed, unreached: binclock
		// prints its clock once and exits, holding no screen.
		needs(is(modes.TUI, "wcd-tree", "wcd", wcd, wait("d3")), "wcd.exec"),
		needs(is(modes.TUI, "wcd-tree-moved", "wcd", wcd, wait("d3"), down, settle), "wcd.exec"),
		needs(is(modes.TUI, "ncmpcpp", "ncmpcpp", ncmpcpp, wait("Connection refused")), "ncmpcpp"),
		needs(is(modes.TUI, "ncmpcpp-help", "ncmpcpp", ncmpcpp, wait("Connection refused"), step{keys: "<f1>", expect: "Movement", timeout: setSlow}), "ncmpcpp"),
		needs(ask("ncmpcpp-find", "ncmpcpp", ncmpcpp, want(modes.Text, "Find forward:", ""), wait("Connection refused"),
			step{text: "/", expect: "Find forward", timeout: setSlow}), "ncmpcpp"),
		needs(is(modes.TUI, "cataclysm-menu", "cataclysm-dda-curses", cataclysm, menu...), gamePath("cataclysm")),
		needs(is(modes.TUI, "cataclysm-menu-moved", "cataclysm-dda-curses", cataclysm, append(menu, step{keys: "<right>"}, settle)...), gamePath("cataclysm")),

		// A list to pick from in a full-screen program: cataclysm's
		// first start, its languages with their keys (drawn at a first
		// key, Down, so the second highlighted).
		needs(ask("cataclysm-language", "cataclysm-dda-curses", cataclysm, languages(1), language...), gamePath("cataclysm")),
	}
}

// TestModesFortyfirst drives the forty-first set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyfirst. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyfirst(t *testing.T) { captureSet(t, fortyfirstDir, fortyfirstSet()) }
