package session

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredeightyseventhDir holds the hundredeightyseventh set (issue 44,
// hundred-and-eighty-seventh round): live cases of programs that imitate
// viewers of a file, each given a file of the set's as its argument and
// paging it through less with the options the real tool gives it,
// programs no other test, table, fixture or doc of agentty names
// (journalctl on a journal file, bat-extras' batman on a man page file,
// lowdown -tterm on a markdown file, csvkit's csvlook on a CSV file, od
// on a binary file): a log, a man page, a markdown file, a table and a
// hex dump, each at first sight, after a page forward, with the search
// prompt open and a word typed in it, and with the pager's help screen,
// to measure the classifier once as it was on programs nobody here had
// looked at. Each case's label (mode and state) was written from what
// the real tool is known to print (its documentation, source and
// published screenshots, and the imitation run by hand outside agentty)
// and committed before its screen was captured. No moment was removed;
// five were driven again, their labels unchanged: csvlook's four waited
// for a row under the first screen's last (now "| ST021"), and
// journalctl's search waited for its own echo on the main screen (now
// typed and settled).
const hundredeightyseventhDir = "../testdata/modes-hundredeightyseventh"

// hundredeightyseventhFiles is where the set's viewed files are.
var hundredeightyseventhFiles = filepath.Join(setFixtures("hundredeightyseventh").dir(), "files")

// hundredeightyseventhHome fills a home with the set's files: the
// journal, the man page, the README, the CSV table, and firmware.bin, a
// small ELF-headed binary made here.
func hundredeightyseventhHome(t *testing.T, dir string) {
	for _, name := range []string{"system.journal", "relay.1", "README.md", "stations.csv"} {
		b, err := os.ReadFile(filepath.Join(hundredeightyseventhFiles, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fw := []byte{0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	for i := 0; i < 1200; i++ {
		fw = append(fw, byte(i*37+11))
	}
	fw = append(fw, "relay firmware 2.4.1 (c) 2026"...)
	for i := 0; i < 400; i++ {
		fw = append(fw, byte(i*13))
	}
	if err := os.WriteFile(filepath.Join(dir, "firmware.bin"), fw, 0o644); err != nil {
		t.Fatal(err)
	}
}

// hundredeightyseventhSet is the hundredeightyseventh set. Labels say
// what a person reads on the screen.
func hundredeightyseventhSet() []corpusCase {
	is, needs, wait, settle := isCase, needing, waitFor, settled
	py := pythonPath
	script, err := filepath.Abs(filepath.Join(setFixtures("hundredeightyseventh").dir(), "py", "hundredeightyseventh_demo.py"))
	if err != nil {
		panic(err)
	}
	viewer := func(mode string, args ...string) opener {
		return unseenHome(hundredeightyseventhHome, append([]string{py, script, mode}, args...)...)
	}
	journalctl := viewer("journalctl", "--file", "system.journal")
	batman := viewer("batman", "./relay.1")
	lowdown := viewer("lowdown", "-tterm", "README.md")
	csvlook := viewer("csvlook", "stations.csv")
	od := viewer("od", "-A", "x", "-t", "x1z", "firmware.bin")
	page := step{keys: "<space>"}
	search := func(word string) step { return step{text: "/" + word, expect: "/" + word, timeout: setSlow} }
	// On the main screen the typed word is its own echo, which a wait
	// for it does not count: journalctl's search is typed, then settled.
	typedSearch := func(word string) step { return step{text: "/" + word} }
	help := step{keys: "h", expect: "SUMMARY OF LESS COMMANDS", timeout: setSlow}
	return []corpusCase{
		// A log: journalctl --file on a journal, less run with
		// journalctl's -FRSXMK (the main screen, long rows chopped, errors
		// in bold red, the long prompt "lines 1-23/160 14%" in reverse
		// video), at first, a page on ("lines 24-46/160 28%"), with
		// "/failed" typed on the search row, and with less's help: a
		// pager each time.
		needs(is(modes.Pager, "journalctl", "journalctl-like", journalctl, wait("lines 1-23/160")), py),
		needs(is(modes.Pager, "journalctl-paged", "journalctl-like", journalctl, wait("lines 1-23/160"), page, settle), py),
		needs(is(modes.Pager, "journalctl-search", "journalctl-like", journalctl, wait("lines 1-23/160"), typedSearch("failed"), settle), py),
		needs(is(modes.Pager, "journalctl-help", "journalctl-like", journalctl, wait("lines 1-23/160"), help), py),

		// A man page: batman ./relay.1, man's page through bat into less
		// -R (the alternate screen, RELAY(1) over NAME, SYNOPSIS and
		// DESCRIPTION in bold, the ":" prompt), at first, a page on,
		// with "/retry" typed and with less's help: a pager each time.
		needs(is(modes.Pager, "batman", "batman-like", batman, wait("Relay Manual")), py),
		needs(is(modes.Pager, "batman-paged", "batman-like", batman, wait("Relay Manual"), page, settle), py),
		needs(is(modes.Pager, "batman-search", "batman-like", batman, wait("Relay Manual"), search("retry")), py),
		needs(is(modes.Pager, "batman-help", "batman-like", batman, wait("Relay Manual"), help), py),

		// A markdown file: lowdown -tterm README.md | less -R (headings
		// in bold, paragraphs and code indented, bullets, the ":"
		// prompt), at first, a page on, with "/collector" typed and with
		// less's help: a pager each time.
		needs(is(modes.Pager, "lowdown", "lowdown-like", lowdown, wait("Configure")), py),
		needs(is(modes.Pager, "lowdown-paged", "lowdown-like", lowdown, wait("Configure"), page, settle), py),
		needs(is(modes.Pager, "lowdown-search", "lowdown-like", lowdown, wait("Configure"), search("collector")), py),
		needs(is(modes.Pager, "lowdown-help", "lowdown-like", lowdown, wait("Configure"), help), py),

		// A CSV table: csvlook stations.csv | less -S (a "| station |
		// city | …" table under a "| ------- |" rule, numbers right
		// aligned, the ":" prompt), at first, a page on, with "/Faro"
		// typed and with less's help: a pager each time.
		needs(is(modes.Pager, "csvlook", "csvlook-like", csvlook, wait("| ST021")), py),
		needs(is(modes.Pager, "csvlook-paged", "csvlook-like", csvlook, wait("| ST021"), page, settle), py),
		needs(is(modes.Pager, "csvlook-search", "csvlook-like", csvlook, wait("| ST021"), search("Faro")), py),
		needs(is(modes.Pager, "csvlook-help", "csvlook-like", csvlook, wait("| ST021"), help), py),

		// A hex dump: od -A x -t x1z firmware.bin | less (hex offsets,
		// sixteen bytes and ">.ELF............<" on each row, the ":"
		// prompt), at first, a page on, with "/relay" typed and with
		// less's help: a pager each time.
		needs(is(modes.Pager, "od", "od-like", od, wait(">.ELF")), py),
		needs(is(modes.Pager, "od-paged", "od-like", od, wait(">.ELF"), page, settle), py),
		needs(is(modes.Pager, "od-search", "od-like", od, wait(">.ELF"), search("relay")), py),
		needs(is(modes.Pager, "od-help", "od-like", od, wait(">.ELF"), help), py),
	}
}

// TestModesHundredeightyseventh drives the hundredeightyseventh set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredeightyseventh. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesHundredeightyseventh(t *testing.T) {
	captureSet(t, hundredeightyseventhDir, hundredeightyseventhSet())
}
