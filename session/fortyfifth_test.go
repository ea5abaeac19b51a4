package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// fortyfifthDir holds the fortyfifth set (issue 44, forty-fifth round):
// live cases of Debian command-line tools that ask line questions while
// they work and of Debian REPLs that no other test, table, fixture or
// doc of agentty names, made after the forty-third round, to measure the
// classifier once as it was on programs nobody here had looked at. Each
// case's label (mode, state, prompt kind, question, default, options and
// the highlighted one) was written from what the program is known to
// draw (its documentation and source, and the program run by hand
// outside agentty) and committed before its screen was captured.
const fortyfifthDir = "../testdata/modes-fortyfifth"

// The fortyfifth set's preparations: a sound ffmpeg is asked to write
// again (one output, then two), a file mmv is asked to move over
// another, a file under SCCS checked out for editing and changed, a
// package for gdebi to install.
const (
	fortyfifthSound  = `ffmpeg -loglevel error -f lavfi -i anullsrc -t 1 out.wav && cp out.wav copy.wav`
	fortyfifthMove   = `printf 'draft\n' > a.txt && printf 'final\n' > a.md`
	fortyfifthSCCS   = `mkdir SCCS && printf 'int x;\n' > f.c && sccs create f.c && sccs edit f.c && printf 'int y;\n' >> f.c`
	fortyfifthDeb    = `mkdir -p pkg/DEBIAN && printf 'Package: relay-notes\nVersion: 1.0\nArchitecture: all\nMaintainer: Relay <relay@example.org>\nDescription: notes for the relay\n' > pkg/DEBIAN/control && dpkg-deb --build pkg relay-notes_1.0_all.deb`
	fortyfifthSynthR = "Type 'help' for help topics."
)

// fortyfifthSet is the fortyfifth set. Labels say what a person reads on
// the screen; "…" in a question or default stands for any text.
func fortyfifthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	lavfi := []string{"ffmpeg", "-f", "lavfi", "-i", "anullsrc", "-t", "1", "out.wav"}
	ffmpeg := unseenHome(shPrep(fortyfifthSound), lavfi...)
	ffmpegTwo := unseenHome(shPrep(fortyfifthSound), append(lavfi, "-t", "1", "copy.wav")...)
	mmv := unseenHome(shPrep(fortyfifthMove), "mmv", "*.txt", "#1.md")
	sccs := unseenHome(shPrep(fortyfifthSCCS), "sccs", "delget", "f.c")
	gdebi := rootCase(unseenHome(shPrep(fortyfifthDeb), "gdebi", "relay-notes_1.0_all.deb"))
	fluidsynth := unseenHome(notes, "fluidsynth", "-a", "file", "-o", "audio.file.name=out.raw")
	nqp := unseenHome(notes, "nqp")
	aribas := unseenHome(notes, "aribas")
	return []corpusCase{
		// Confirms before overwriting or deleting: ffmpeg's [y/N] over a
		// sound it wrote before (and, with two outputs, its second
		// question after the first answered y), mmv's question before a
		// move deletes the file it lands on, gdebi's [y/N] before it
		// installs a package.
		needs(ask("ffmpeg-overwrite", "ffmpeg", ffmpeg, yesNo("File 'out.wav' already exists. Overwrite?", "no"), wait("Overwrite?")), "ffmpeg"),
		needs(ask("ffmpeg-overwrite-second", "ffmpeg", ffmpegTwo, yesNo("File 'copy.wav' already exists. Overwrite?", "no"),
			wait("Overwrite?"), typed("y", "copy.wav' already exists")), "ffmpeg"),
		needs(ask("mmv-delete", "mmv", mmv, yesNo("a.txt -> a.md : delete old a.md?", ""), wait("delete old")), "mmv"),
		needs(ask("gdebi-install", "gdebi", gdebi, yesNo("Do you want to install the software package?", "no"), wait("install the software package")), "gdebi", "dpkg-deb"),

		// A line asked: SCCS's comments for the delta it records.
		needs(ask("sccs-comments", "sccs", sccs, want(modes.Text, "comments?", ""), wait("comments?")), "sccs"),

		// REPLs, at their prompt and after a command: FluidSynth's shell
		// (no MIDI input here, its synthesizer writing to a file), NQP's,
		// ARIBAS's (`==>`, a line ended by a full stop).
		needs(is(modes.REPL, "fluidsynth", "fluidsynth", fluidsynth, wait(fortyfifthSynthR), settle), "fluidsynth"),
		needs(is(modes.REPL, "fluidsynth-after-command", "fluidsynth", fluidsynth, wait(fortyfifthSynthR), typed("help", "help all"), settle), "fluidsynth"),
		needs(is(modes.REPL, "nqp", "nqp", nqp, wait(">"), settle), "nqp"),
		needs(is(modes.REPL, "nqp-after-command", "nqp", nqp, wait(">"), typed("say(6*7)", "42"), settle), "nqp"),
		needs(is(modes.REPL, "aribas", "aribas", aribas, wait("==>"), settle), "aribas"),
		needs(is(modes.REPL, "aribas-after-command", "aribas", aribas, wait("==>"), typed("6*7.", "-: 42"), settle), "aribas"),
	}
}

// TestModesFortyfifth drives the fortyfifth set live to the labelled
// moment and, with -update, stores its screens, labels and facts for
// modes' TestSetsAccuracy/fortyfifth. Whether the classifier reads them
// right is that test's measure, not a failure here.
func TestModesFortyfifth(t *testing.T) { captureSet(t, fortyfifthDir, fortyfifthSet()) }
