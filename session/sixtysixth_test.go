package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// sixtysixthDir holds the sixtysixth set (issue 44, sixty-sixth round):
// live cases of Debian's line-oriented interactive programs that no
// other test, table, fixture or doc of agentty names (interpreters of
// small or old languages, a computer algebra system, an embedded
// database's console, a file system checker's questions, a PDF tool's
// password and file name), made to measure the classifier once as it
// was on programs nobody here had looked at. Each case's label (mode,
// state, prompt kind, question, default, options and the highlighted
// one) was written from what the program is known to draw (its
// documentation, and the program run by hand outside agentty) and
// committed before its screen was captured.
const sixtysixthDir = "../testdata/modes-sixtysixth"

// The sixtysixth set's preparations: a FAT file system image with its
// dirty bit set, for fsck.fat to ask about; a one-page PDF and the same
// locked with a user password, for pdftk.
const (
	sixtysixthDirty = `/usr/sbin/mkfs.fat -C relay.img 8192 >/dev/null && printf '\001' | dd of=relay.img bs=1 seek=37 conv=notrunc 2>/dev/null`
	sixtysixthPDF   = `printf '%%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%%%EOF\n' > plain.pdf && pdftk plain.pdf output locked.pdf user_pw hunter22 >/dev/null 2>&1`
)

// sixtysixthSet is the sixtysixth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func sixtysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	abcl := unseenHome(notes, "abcl")
	gri := unseenHome(notes, "gri")
	dbsql := unseenHome(notes, "db5.3_sql", "relay.db")
	aplus := unseenHome(notes, "a+")
	elpi := unseenHome(notes, "elpi")
	m2 := unseenHome(notes, "M2")
	fsck := unseenHome(shPrep(sixtysixthDirty), "/usr/sbin/fsck.fat", "-r", "relay.img")
	pdfOpen := unseenHome(shPrep(sixtysixthPDF), "pdftk", "locked.pdf", "input_pw", "PROMPT", "output", "open.pdf")
	pdfName := unseenHome(shPrep(sixtysixthPDF), "pdftk", "plain.pdf", "output", "PROMPT")
	return []corpusCase{
		// REPLs, at their prompt and after a line typed: Armed Bear
		// Common Lisp (also in its debugger after an error), gri's
		// command line, Berkeley DB's SQL console (also inside a
		// statement left open), A+ (its prompt an indent of five
		// spaces), λProlog's elpi at its goal, Macaulay2.
		needs(is(modes.REPL, "abcl", "abcl", abcl, wait("CL-USER(1):")), "abcl"),
		needs(is(modes.REPL, "abcl-after-command", "abcl", abcl, wait("CL-USER(1):"), typed("(* 6 7)", "CL-USER(2):"), settle), "abcl"),
		needs(is(modes.REPL, "abcl-debugger", "abcl", abcl, wait("CL-USER(1):"), typed("(car 5)", "[1] CL-USER(2):"), settle), "abcl"),
		needs(is(modes.REPL, "gri", "gri", gri, wait("gri:")), "gri"),
		needs(is(modes.REPL, "gri-after-command", "gri", gri, wait("gri:"), typed(`show "forty" "two"`, "fortytwo"), settle), "gri"),
		needs(is(modes.REPL, "dbsql", "db5.3_sql", dbsql, wait("dbsql>")), "db5.3_sql"),
		needs(is(modes.REPL, "dbsql-after-command", "db5.3_sql", dbsql, wait("dbsql>"), typed("select 6*7;", "42"), settle), "db5.3_sql"),
		needs(is(modes.REPL, "dbsql-continuation", "db5.3_sql", dbsql, wait("dbsql>"), typed("select 6*", "...>"), settle), "db5.3_sql"),
		needs(is(modes.REPL, "aplus", "a+", aplus, wait("Release 4.22"), settle), "a+"),
		needs(is(modes.REPL, "aplus-after-command", "a+", aplus, wait("Release 4.22"), settle, typed("2+3", " 5"), settle), "a+"),
		needs(is(modes.REPL, "elpi", "elpi", elpi, wait("goal>")), "elpi"),
		needs(is(modes.REPL, "macaulay2", "M2", m2, wait("i1 :")), "M2"),
		needs(is(modes.REPL, "macaulay2-after-command", "M2", m2, wait("i1 :"), typed("6*7", "i2 :"), settle), "M2"),

		// Questions asked on a line: fsck.fat's, about a dirty bit, then
		// whether to write its changes, each a numbered menu answered
		// by a key.
		needs(ask("fsck-fat-dirty", "fsck.fat", fsck,
			want(modes.Select, "Dirty bit is set. Fs was not properly unmounted and some data may be corrupt.", "", "1|Remove dirty bit", "2|No action"),
			wait("[12?q]?")), "/usr/sbin/fsck.fat"),
		needs(ask("fsck-fat-write", "fsck.fat", fsck,
			want(modes.Select, "…", "", "1|Write changes", "2|Leave filesystem unchanged"),
			wait("[12?q]?"), step{text: "1", expect: "Write changes", timeout: setSlow}, settle), "/usr/sbin/fsck.fat"),

		// pdftk: the name of its output asked, and the password of a
		// locked PDF (echoed as it is typed).
		needs(ask("pdftk-output-name", "pdftk", pdfName, want(modes.Text, "Please enter a name for the output:", ""), wait("name for the output")), "pdftk"),
		needs(ask("pdftk-password", "pdftk", pdfOpen, want(modes.Password, "…", ""), wait("maximum of 32 characters")), "pdftk"),
	}
}

// TestModesSixtysixth drives the sixtysixth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/sixtysixth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesSixtysixth(t *testing.T) { captureSet(t, sixtysixthDir, sixtysixthSet()) }
