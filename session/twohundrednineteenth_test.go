package session

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/agentty/agentty/modes"
)

// twohundrednineteenthDir holds the twohundrednineteenth set (issue 44,
// two-hundred-and-nineteenth round): live cases of real Debian programs
// with a prompt of their own or a passphrase to ask, none of them named
// by any other test, table, fixture or doc of agentty: the command line
// of MrBayes (mb, package mrbayes) over a small NEXUS file and its inner
// question at the end of a run, the Lua console of the DNS load balancer
// dnsdist run in the foreground, the console of the C-Pluff plug-in
// framework (cpluff-console, package libcpluff0-dev), SuperCollider's
// language interpreter (sclang, package supercollider-language, its Qt
// told to draw offscreen), Heimdal's string2key and otpprint (package
// heimdal-clients) asking a principal, a password and a pass-phrase,
// ocfs2-tools' debugfs.ocfs2 over an OCFS2 image (its listings shown in a
// pager) and mkfs.ocfs2's question over that image, and reiser4progs'
// mkfs.reiser4 and fsck.reiser4 asking before they write or check an
// image. Each case's label (mode, state, prompt kind, question, default
// and options) was written from the program run by hand in tmux outside
// agentty, at 80x24, and committed before its screen was captured.
const twohundrednineteenthDir = "../testdata/modes-twohundrednineteenth"

// twohundrednineteenthHome runs argv over a home holding notes.txt,
// long.txt and the set's fixtures named by files (copied from
// testdata/twohundrednineteenth), after the command line prep (if any)
// is run there.
func twohundrednineteenthHome(files []string, prep string, argv ...string) opener {
	return func(t *testing.T, f *fixtures) Options {
		p := func(t *testing.T, dir string) {
			notes(t, dir)
			for _, name := range files {
				b, err := os.ReadFile(filepath.Join(setFixtures("twohundrednineteenth").dir(), name))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if prep != "" {
				sh(t, dir, prep)
			}
		}
		return unseenHome(p, argv...)(t, f)
	}
}

// twohundrednineteenthSet is the twohundrednineteenth set. Labels say
// what a person reads on the screen; "…" in a question or default
// stands for any text.
func twohundrednineteenthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	repl, pager := modes.REPL, modes.Pager
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	const mbPath, dnsdistPath, cpluffPath, sclangPath = "/usr/bin/mb", "/usr/bin/dnsdist", "/usr/bin/cpluff-console", "/usr/bin/sclang"
	const s2kPath, otpPath = "/usr/bin/string2key", "/usr/bin/otpprint"
	const debugfsPath, mkocfs2Path = "/usr/sbin/debugfs.ocfs2", "/usr/sbin/mkfs.ocfs2"
	const mkr4Path, fsckr4Path = "/usr/sbin/mkfs.reiser4", "/usr/sbin/fsck.reiser4"

	mb := twohundrednineteenthHome([]string{"birds.nex"}, "", mbPath)
	const mbUp = "MrBayes >"
	mcmc := "mcmc ngen=200 samplefreq=10 printfreq=100 diagnfreq=100"

	// dnsdist in the foreground, each case on a port of its own.
	dnsdist := func(port int) opener {
		return twohundrednineteenthHome([]string{"dnsdist.conf"}, "",
			dnsdistPath, "-C", "dnsdist.conf", "-l", "127.0.0.1:"+strconv.Itoa(port))
	}
	const dnsUp = "all packets will get dropped"

	cpluff := twohundrednineteenthHome(nil, "", cpluffPath)
	const cpluffUp = "C-Pluff Console >"

	sclang := func(t *testing.T, f *fixtures) Options {
		o := twohundrednineteenthHome(nil, "", sclangPath)(t, f)
		o.Env["QT_QPA_PLATFORM"] = "offscreen"
		o.Env["QTWEBENGINE_CHROMIUM_FLAGS"] = "--no-sandbox"
		o.Env["XDG_RUNTIME_DIR"] = o.Cwd
		return o
	}
	const scUp = "sc3>"

	s2k := twohundrednineteenthHome(nil, "", s2kPath)
	principal := want(modes.Text, "Kerberos v5 principal:", "")
	password := want(modes.Password, "Password:", "")
	otp := twohundrednineteenthHome(nil, "", otpPath, "5", "garden")
	passphrase := want(modes.Password, "Pass-phrase:", "")

	const ocfs2Image = "truncate -s 128M disk.img && " + mkocfs2Path + " -q -M local disk.img </dev/null"
	debugfs := func(t *testing.T, f *fixtures) Options {
		o := twohundrednineteenthHome(nil, ocfs2Image, debugfsPath, "disk.img")(t, f)
		o.Env["PAGER"] = "less"
		return o
	}
	const debugfsUp = "debugfs:"
	mkocfs2 := twohundrednineteenthHome(nil, ocfs2Image, mkocfs2Path, "-M", "local", "disk.img")

	mkr4 := twohundrednineteenthHome(nil, "truncate -s 64M disk.img", mkr4Path, "-f", "disk.img")
	fsckr4 := twohundrednineteenthHome(nil, "truncate -s 64M disk.img && "+mkr4Path+" -y -f disk.img >/dev/null", fsckr4Path, "disk.img")

	return []corpusCase{
		// MrBayes: its banner (`MrBayes 3.2.7a x86_64`, `Type "help"
		// ...`) over `MrBayes > `; after `set seed=7` (`Setting seed to
		// 7`) and after `execute birds.nex` (the matrix read, `Reached
		// end of file`), its prompt again: a REPL each time. After a
		// short `mcmc` run, its chains' table ends in `Continue with
		// analysis? (yes/no): `, a confirm with no default; answered
		// `no`, its summary (`Heat = 1 / ...`) over its prompt again, a
		// REPL.
		needs(is(repl, "mrbayes", "mb", mb, wait(mbUp), settle), mbPath),
		needs(is(repl, "mrbayes-seed", "mb", mb, wait(mbUp), typed("set seed=7", "Setting seed to 7"), settle), mbPath),
		needs(is(repl, "mrbayes-executed", "mb", mb, wait(mbUp), typed("execute birds.nex", "Reached end of file"), settle), mbPath),
		needs(ask("mrbayes-continue", "mb", mb, yesNo("Continue with analysis?", ""),
			wait(mbUp), typed("execute birds.nex", "Reached end of file"), typed(mcmc, "(yes/no):"), settle), mbPath),
		needs(is(repl, "mrbayes-stopped", "mb", mb,
			wait(mbUp), typed("execute birds.nex", "Reached end of file"), typed(mcmc, "(yes/no):"), typed("no", "Heat = 1"), settle), mbPath),

		// dnsdist in the foreground with no downstream server: its
		// start-up lines (`Listening on 127.0.0.1:…`, its ACLs, `No
		// downstream servers defined: all packets will get dropped`)
		// over its Lua console's `> `; after `showServers()` (its table
		// of servers, empty) and after an unfinished `for i=1,2 do`
		// (Lua's `'end' expected near '<eof>'`, no continuation), the
		// `> ` again: REPLs.
		needs(is(repl, "dnsdist", "dnsdist", dnsdist(53191), wait(dnsUp), settle), dnsdistPath),
		needs(is(repl, "dnsdist-servers", "dnsdist", dnsdist(53192), wait(dnsUp), settle, typed("showServers()", "Qlim"), settle), dnsdistPath),
		needs(is(repl, "dnsdist-unfinished", "dnsdist", dnsdist(53193), wait(dnsUp), settle, typed("for i=1,2 do", "'end' expected"), settle), dnsdistPath),

		// cpluff-console: its versions and `Type "help" for help on
		// available commands.` over `C-Pluff Console > `; after `help`
		// (its list of commands) and after an unknown command (`Unknown
		// command frobnicate.`), its prompt again: REPLs.
		needs(is(repl, "cpluff-console", "cpluff-console", cpluff, wait(cpluffUp), settle), cpluffPath),
		needs(is(repl, "cpluff-console-help", "cpluff-console", cpluff, wait(cpluffUp), typed("help", "exit - quits"), settle), cpluffPath),
		needs(is(repl, "cpluff-console-unknown", "cpluff-console", cpluff, wait(cpluffUp), typed("frobnicate", "Unknown command"), settle), cpluffPath),

		// sclang: its class library compiled (`compile done`), `***
		// Welcome to SuperCollider 3.13.0. ***` over `sc3> `; after `3 +
		// 4` (`-> 7`) and after an unfinished `[1, 2,` (`ERROR: Command
		// line parse failed`, `-> nil`, no continuation), `sc3> ` again:
		// REPLs.
		needs(is(repl, "sclang", "sclang", sclang, wait(scUp), settle), sclangPath),
		needs(is(repl, "sclang-answer", "sclang", sclang, wait(scUp), settle, typed("3 + 4", "-> 7"), settle), sclangPath),
		needs(is(repl, "sclang-unfinished", "sclang", sclang, wait(scUp), settle, typed("[1, 2,", "parse failed"), settle), sclangPath),

		// Heimdal's string2key: `Kerberos v5 principal: ` (a line of
		// text), at first and with a principal typed; then `Password: `
		// with echo off, at first and after keys it does not show.
		needs(ask("string2key", "heimdal-clients", s2k, principal, wait("principal:"), settle), s2kPath),
		needs(ask("string2key-typed", "heimdal-clients", s2k, principal, wait("principal:"), settle, step{text: "ada@EXAMPLE.ORG"}, settle), s2kPath),
		needs(ask("string2key-password", "heimdal-clients", s2k, password,
			wait("principal:"), settle, typed("ada@EXAMPLE.ORG", "Password:"), settle), s2kPath),
		needs(ask("string2key-password-typed", "heimdal-clients", s2k, password,
			wait("principal:"), settle, typed("ada@EXAMPLE.ORG", "Password:"), settle, step{text: "garden", secret: true}, settle), s2kPath),

		// Heimdal's otpprint 5 garden: `Pass-phrase: ` alone, echo off,
		// at first and after keys it does not show.
		needs(ask("otpprint", "heimdal-clients", otp, passphrase, wait("Pass-phrase:"), settle), otpPath),
		needs(ask("otpprint-typed", "heimdal-clients", otp, passphrase,
			wait("Pass-phrase:"), settle, step{text: "correct horse", secret: true}, settle), otpPath),

		// debugfs.ocfs2 over an OCFS2 image: `debugfs.ocfs2 1.8.7` over
		// `debugfs: `, a REPL; `ls /` shows the root's entries (`.`,
		// `..`, `lost+found`) in less, `(END)` at its foot, a pager; q
		// leaves less for `debugfs: ` again, a REPL. mkfs.ocfs2 over the
		// same image: `Overwriting existing ocfs2 partition.` over
		// `Proceed (y/N): `, a confirm whose default is no, at first and
		// with y typed.
		needs(is(repl, "debugfs-ocfs2", "ocfs2-tools", debugfs, wait(debugfsUp), settle), debugfsPath),
		needs(is(pager, "debugfs-ocfs2-listed", "ocfs2-tools", debugfs, wait(debugfsUp), settle, typed("ls /", "(END)"), settle), debugfsPath),
		needs(is(repl, "debugfs-ocfs2-back", "ocfs2-tools", debugfs,
			wait(debugfsUp), settle, typed("ls /", "(END)"), settle, step{text: "q"}, settle), debugfsPath),
		needs(ask("mkfs-ocfs2", "ocfs2-tools", mkocfs2, yesNo("Proceed", "no"), wait("(y/N)"), settle), mkocfs2Path),
		needs(ask("mkfs-ocfs2-typed", "ocfs2-tools", mkocfs2, yesNo("Proceed", "no"), wait("(y/N)"), settle, step{text: "y"}, settle), mkocfs2Path),

		// mkfs.reiser4 -f over an empty image: its versions, block size
		// and uuid, `Reiser4 is going to be created on disk.img.` over
		// `(Yes/No): `; fsck.reiser4 over a Reiser4 image: its
		// EXPERIMENTAL banner, what it will check, `Continue?` over
		// `(Yes/No): `: confirms with no default.
		needs(ask("mkfs-reiser4", "reiser4progs", mkr4, yesNo("Reiser4 is going to be created on disk.img.", ""), wait("(Yes/No):"), settle), mkr4Path),
		needs(ask("fsck-reiser4", "reiser4progs", fsckr4, yesNo("Continue?", ""), wait("(Yes/No):"), settle), fsckr4Path),
	}
}

// TestModesTwohundrednineteenth drives the twohundrednineteenth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundrednineteenth. Whether the
// classifier reads them right is that test's measure, not a failure
// here.
func TestModesTwohundrednineteenth(t *testing.T) {
	captureSet(t, twohundrednineteenthDir, twohundrednineteenthSet())
}
