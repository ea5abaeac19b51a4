package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fiftyfifthDir holds the fiftyfifth set (issue 44, fifty-fifth round):
// live cases of Debian's ham-radio, science, finance and network programs
// that no other test, table, fixture or doc of agentty names, made after
// the fiftysecond round, to measure the classifier once as it was on
// programs nobody here had looked at. Each case's label (mode, state,
// prompt kind, question, default, options and the highlighted one) was
// written from what the program is known to draw (its documentation, and
// the program run by hand outside agentty) and committed before its
// screen was captured.
const fiftyfifthDir = "../testdata/modes-fiftyfifth"

// The fiftyfifth set's preparations: four DNA sequences in PHYLIP's
// format as infile (also with an outfile already there), three in FASTA
// as seqs.fa, an Electrum wallet made offline in the case's home.
const (
	fiftyfifthInfile  = `printf '   4   12\nAlpha     AACGTGGCCACA\nBeta      AAGGTCGCCACA\nGamma     CATTTCGTCACA\nDelta     GGTATTTCGGCC\n' > infile`
	fiftyfifthOutfile = fiftyfifthInfile + ` && printf 'old\n' > outfile`
	fiftyfifthFasta   = `printf '>Alpha\nAACGTGGCCACA\n>Beta\nAAGGTCGCCACA\n>Gamma\nCATTTCGTCACA\n' > seqs.fa`
	fiftyfifthWallet  = `HOME=$PWD electrum --offline create > /dev/null`
)

// fiftyfifthSet is the fiftyfifth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fiftyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const dnapars = "/usr/lib/phylip/bin/dnapars"
	aldo := unseenHome(notes, "aldo")
	rotctl := unseenHome(notes, "rotctl", "-m", "1")
	dreadnaut := unseenHome(notes, "dreadnaut")
	mwrank := unseenHome(notes, "mwrank")
	clustalw := unseenHome(notes, "clustalw")
	readseq := unseenHome(notes, "readseq")
	mafft := unseenHome(shPrep(fiftyfifthFasta), "mafft")
	puzzle := unseenHome(notes, "tree-puzzle")
	puzzleMenu := unseenHome(shPrep(fiftyfifthInfile), "tree-puzzle", "infile")
	parsNoFile := unseenHome(notes, dnapars)
	pars := unseenHome(shPrep(fiftyfifthInfile), dnapars)
	parsOutfile := unseenHome(shPrep(fiftyfifthOutfile), dnapars)
	electrumText := unseenHome(shPrep(fiftyfifthWallet), "electrum", "--offline", "-g", "text")
	electrumPassword := unseenHome(shPrep(fiftyfifthWallet), "electrum", "--offline", "-w", "{dir}/.electrum/wallets/default_wallet", "password")
	ifpps := rootCase(unseenHome(notes, "ifpps", "-d", "eth0"))
	mainMenu := want(modes.Choice, "…", "", "1|Blocks method", "2|Koch method", "3|Read from file", "4|Callsigns", "5|Setup", "6|Exit")
	setupMenu := want(modes.Choice, "…", "", "1|Keyer Setup", "2|Blocks method Setup", "3|Koch method Setup", "4|Qrz exercise Setup",
		"5|Default Settings", "6|Return to Main Menu")
	clustalMenu := want(modes.Choice, "…", "", "1|Sequence Input From Disc", "2|Multiple Alignments", "3|Profile / Structure Alignments",
		"4|Phylogenetic trees", "S|Execute a system command", "H|HELP", "X|EXIT (leave program)")
	formats := want(modes.Choice, "Choose an output format (name or #):", "",
		"1|IG/Stanford", "2|GenBank/GB", "3|NBRF", "4|EMBL", "5|GCG", "6|DNAStrider", "7|Fitch", "8|Pearson/Fasta", "9|Zuker (in-only)",
		"10|Olsen (in-only)", "11|Phylip3.2", "12|Phylip", "13|Plain/Raw", "14|PIR/CODATA", "15|MSF", "16|ASN.1", "17|PAUP/NEXUS",
		"18|Pretty (out-only)", "19|LinAll", "20|Vienna")
	parsMenu := want(modes.Choice, "Y to accept these or type the letter for one to change", "",
		"U|Search for best tree?", "S|Search option?", "V|Number of trees to save?", "J|Randomize input order of sequences?",
		"O|Outgroup root?", "T|Use Threshold parsimony?", "N|Use Transversion parsimony?", "W|Sites weighted?",
		"M|Analyze multiple data sets?", "I|Input sequences interleaved?", "0|Terminal type (IBM PC, ANSI, none)?",
		"1|Print out the data at start of run", "2|Print indications of progress of run", "3|Print out tree",
		"4|Print out steps in each site", "5|Print sequences at all nodes of tree", "6|Write out trees onto tree file?", "Y|accept these")
	puzzleSettings := want(modes.Choice, "Quit [q], confirm [y], or change [menu] settings:", "",
		"b|Type of analysis?", "k|Tree search procedure?", "v|Quartet evaluation criterion?", "n|Number of puzzling steps?",
		"o|Display as outgroup?", "z|Compute clocklike branch lengths?", "e|Parameter estimates?", "x|Parameter estimation uses?",
		"9|List puzzling trees/splits (NEXUS)?", "u|List unresolved quartets?", "j|List puzzling step trees?",
		"d|Type of sequence input data?", "h|Codon positions selected?", "m|Model of substitution?",
		"t|Transition/transversion parameter?", "f|Nucleotide frequencies?", "w|Model of rate heterogeneity?", "q|Quit", "y|confirm")
	return []corpusCase{
		// Ham radio: aldo's Morse trainer menus (its main menu, its setup
		// menu opened by 5); hamlib's rotator console on its dummy
		// rotator, at its prompt and after a command.
		needs(ask("aldo-menu", "aldo", aldo, mainMenu, wait("Your choice:")), "aldo"),
		needs(ask("aldo-setup", "aldo", aldo, setupMenu, wait("Your choice:"), typed("5", "Setup Menu"), settle), "aldo"),
		needs(is(modes.REPL, "rotctl", "rotctl", rotctl, wait("Rotator command:")), "rotctl"),
		needs(is(modes.REPL, "rotctl-after-command", "rotctl", rotctl, wait("Rotator command:"), typed("p", "Elevation"), settle), "rotctl"),

		// Science, mathematics: nauty's dreadnaut console (also after a
		// graph's automorphisms are found); eclib's mwrank asking for a
		// curve (also asking again once one is done).
		needs(is(modes.REPL, "dreadnaut", "dreadnaut", dreadnaut, wait("Dreadnaut")), "dreadnaut"),
		needs(is(modes.REPL, "dreadnaut-after-command", "dreadnaut", dreadnaut, wait("Dreadnaut"), typed("n=5 g 1;2;3;4;0. x", "grpsize=10"), settle), "dreadnaut"),
		needs(ask("mwrank", "mwrank", mwrank, want(modes.Text, "Enter curve:", ""), wait("Enter curve:")), "mwrank"),
		needs(ask("mwrank-again", "mwrank", mwrank, want(modes.Text, "Enter curve:", ""), wait("Enter curve:"), typed("[0,0,1,-1,0]", "Regulator"), settle), "mwrank"),

		// Science, biology: CLUSTAL W's menu (also its line asking the
		// sequence file, opened by 1); readseq's questions (the output
		// file's name, then its format from a numbered list); MAFFT's
		// interactive questions (the input file, then the output's);
		// TREE-PUZZLE's (the data's file, and its menu of settings over
		// one); PHYLIP's dnapars (a file asked for where infile is
		// missing, its menu of settings, a yes/no opened by S, the
		// question of an outfile already there).
		needs(ask("clustalw-menu", "clustalw", clustalw, clustalMenu, wait("Your choice:")), "clustalw"),
		needs(ask("clustalw-file", "clustalw", clustalw, want(modes.Text, "Enter the name of the sequence file :", ""),
			wait("Your choice:"), typed("1", "sequence file")), "clustalw"),
		needs(ask("readseq", "readseq", readseq, want(modes.Text, "Name of output file (?=help, defaults to display):", ""), wait("output file")), "readseq"),
		needs(ask("readseq-format", "readseq", readseq, formats, wait("output file"), typed("out.txt", "output format")), "readseq"),
		needs(ask("mafft", "mafft", mafft, want(modes.Text, "Input file? (FASTA format; Folder=…)", ""), wait("Input file?")), "mafft"),
		needs(ask("mafft-output", "mafft", mafft, want(modes.Text, "Output file?", ""), wait("Input file?"), typed("seqs.fa", "Output file?")), "mafft"),
		needs(ask("tree-puzzle-file", "tree-puzzle", puzzle, want(modes.Text, "Please enter a file name for the sequence data:", ""), wait("file name")), "tree-puzzle"),
		needs(ask("tree-puzzle-menu", "tree-puzzle", puzzleMenu, puzzleSettings, wait("settings:")), "tree-puzzle"),
		needs(ask("dnapars-file", "phylip", parsNoFile, want(modes.Text, "…Please enter a new file name…", ""), wait("new file name")), dnapars),
		needs(ask("dnapars-menu", "phylip", pars, parsMenu, wait("Y to accept")), dnapars),
		needs(ask("dnapars-rearrange", "phylip", pars, yesNo("Rearrange on just one best tree?…", ""), wait("Y to accept"), typed("S", "type Y or N")), dnapars),
		needs(ask("dnapars-outfile", "phylip", parsOutfile,
			want(modes.Choice, "…Do you want to Replace it, Append to it, write to a new File, or Quit?…", "",
				"R|Replace it", "A|Append to it", "F|write to a new File", "Q|Quit"), wait("R, A, F, or Q")), dnapars),

		// Finance: Electrum's text interface to a wallet, offline (its
		// history, and its Send form opened by the right arrow); its
		// wallet's new password, asked and confirmed.
		needs(is(modes.TUI, "electrum-text", "electrum", electrumText, wait("Offline"), settle), "electrum"),
		needs(is(modes.TUI, "electrum-text-send", "electrum", electrumText, wait("Offline"), step{keys: "<right>", expect: "Pay to", timeout: setSlow}, settle), "electrum"),
		needs(ask("electrum-password", "electrum", electrumPassword, want(modes.Password, "New password:", ""), wait("New password")), "electrum"),
		needs(ask("electrum-password-confirm", "electrum", electrumPassword, want(modes.Password, "Confirm:", ""),
			wait("New password"), typed("hunter22", "Confirm")), "electrum"),

		// Network: netsniff-ng's ifpps, a full-screen monitor of an
		// interface's traffic and the machine's load.
		needs(is(modes.TUI, "ifpps", "ifpps", ifpps, wait("rx:"), settle), "ifpps"),
	}
}

// TestModesFiftyfifth drives the fiftyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fiftyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFiftyfifth(t *testing.T) { captureSet(t, fiftyfifthDir, fiftyfifthSet()) }
