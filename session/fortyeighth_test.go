package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyeighthDir holds the fortyeighth set (issue 44, forty-eighth
// round): live cases of Debian line-oriented programs and consoles that
// no other test, table, fixture or doc of agentty names, made after the
// forty-sixth round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options) was written from what the
// program is known to draw (its documentation, and the program run by
// hand outside agentty) and committed before its screen was captured.
const fortyeighthDir = "../testdata/modes-fortyeighth"

// fortyeighthSeq is the fortyeighth set's preparation: a nucleotide
// sequence for EMBOSS's programs to read.
const fortyeighthSeq = `printf '>seqA demo\nACGTACGTGGCCAATT\n' > seq.fa`

// fortyeighthSet is the fortyeighth set. Labels say what a person reads
// on the screen; "…" in a question or default stands for any text.
func fortyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	enter := func(expect string) step { return step{enter: true, expect: expect, timeout: setSlow} }
	emboss := func(name string) opener { return unseenHome(shPrep(fortyeighthSeq), name) }
	seqret, wordcount, transeq := emboss("seqret"), emboss("wordcount"), emboss("transeq")
	showseq, palindrome, pepstats := emboss("showseq"), emboss("palindrome"), emboss("pepstats")
	nyquist := unseenHome(notes, "ny")
	icas := unseenHome(notes, "icas")
	toMaximum := []step{wait("sequence(s):"), typed("seq.fa", "minimum length"), enter("maximum length")}
	toOverlap := append(append([]step{}, toMaximum...), enter("maximum gap"), enter("mismatches"), enter("Output file"), enter("overlapping"))
	return []corpusCase{
		// EMBOSS's programs asking line by line, each default in
		// brackets: seqret's input (no default) and its output file;
		// wordcount's word size; transeq's output file; showseq's
		// numbered list of display formats; palindrome's lengths (also
		// the maximum after warnings) and its yes/no of overlapping
		// matches; pepstats' output file.
		needs(ask("seqret-input", "seqret", seqret, want(modes.Text, "Input (gapped) sequence(s):", ""), wait("sequence(s):")), "seqret"),
		needs(ask("seqret-output", "seqret", seqret, want(modes.Text, "output sequence(s)…", "seqa.fasta"), wait("sequence(s):"), typed("seq.fa", "seqa.fasta")), "seqret"),
		needs(ask("wordcount-word-size", "wordcount", wordcount, want(modes.Text, "Word size…", "4"), wait("sequence(s):"), typed("seq.fa", "Word size")), "wordcount"),
		needs(ask("transeq-output", "transeq", transeq, want(modes.Text, "protein output sequence(s)…", "seqa.pep"), wait("sequence(s):"), typed("seq.fa", "seqa.pep")), "transeq"),
		needs(ask("showseq-format", "showseq", showseq, want(modes.Choice, "Display format…", "2",
			"0|Enter your own list of things to display", "1|Sequence only", "2|Default sequence with features", "3|Pretty sequence",
			"4|One frame translation", "5|Three frame translations", "6|Six frame translations", "7|Restriction enzyme map", "8|Baroque"),
			wait("sequence(s):"), typed("seq.fa", "Display format")), "showseq"),
		needs(ask("palindrome-minimum", "palindrome", palindrome, want(modes.Text, "Enter minimum length of palindrome…", "10"),
			wait("sequence(s):"), typed("seq.fa", "minimum length")), "palindrome"),
		needs(ask("palindrome-maximum", "palindrome", palindrome, want(modes.Text, "Enter maximum length of palindrome…", "100"), toMaximum...), "palindrome"),
		needs(ask("palindrome-overlap", "palindrome", palindrome, yesNo("Report overlapping matches…", "yes"), toOverlap...), "palindrome"),
		needs(ask("pepstats-output", "pepstats", pepstats, want(modes.Text, "Pepstats program output file…", "seqa.pepstats"),
			wait("sequence(s):"), typed("seq.fa", "seqa.pepstats")), "pepstats"),

		// Consoles: Nyquist's XLISP at its prompt and after a line
		// typed; giac's icas at its numbered prompt and after a line.
		needs(is(modes.REPL, "nyquist", "nyquist", nyquist, wait("Nyquist -- A Language"), settle), "ny"),
		needs(is(modes.REPL, "nyquist-after-command", "nyquist", nyquist, wait("Nyquist -- A Language"), settle, typed("(+ 2 3)", "5"), settle), "ny"),
		needs(is(modes.REPL, "icas", "icas", icas, wait("0>>")), "icas"),
		needs(is(modes.REPL, "icas-after-command", "icas", icas, wait("0>>"), typed("factor(x^2-1)", "1>>"), settle), "icas"),
	}
}

// TestModesFortyeighth drives the fortyeighth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyeighth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyeighth(t *testing.T) { captureSet(t, fortyeighthDir, fortyeighthSet()) }
