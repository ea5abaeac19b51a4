package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftysixthDir holds the hundredfiftysixth set (issue 44,
// hundred-and-fifty-sixth round): live cases of real programs from
// Debian's packages that no other test, table, fixture or doc of agentty
// names (each program and its package grepped unnamed before it was
// chosen): two interactive consoles (a file-transfer client's command
// line, a registry hive's shell) and two key tools that ask their
// questions on their line (an OpenPGP key generator's numbered choices
// and passwords, an OpenPGP encrypter's overwrite question, new file name
// and password), each at its first prompt or question, after an answer
// or a command, and after an error or at a second question. Each case's
// label (mode, state, prompt kind, question, default, options) was
// written from what a person reads on the program's screen, run by hand
// in tmux outside agentty, and committed before its screen was captured.
const hundredfiftysixthDir = "../testdata/modes-hundredfiftysixth"

// hundredfiftysixthSet is the hundredfiftysixth set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text (the id of the key being made).
func hundredfiftysixthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	ftp := unseenHome(notes, "ftp-ssl")
	hive := unseenHome(notes, "hivexsh")
	keys := unseenHome(notes, "rnpkeys", "--homedir", "{dir}", "--generate-key", "--expert")
	enc := unseenHome(shPrep("echo old >notes.txt.pgp"), "rnp", "-c", "notes.txt")
	const kind = "Please select what kind of key you want:"
	kinds := []string{"1|RSA (Encrypt or Sign)", "16|DSA + ElGamal", "17|DSA + RSA", "19|ECDSA + ECDH", "22|EDDSA + X25519", "99|SM2"}
	const overwrite = "File 'notes.txt.pgp' already exists. Would you like to overwrite it?"
	return []corpusCase{
		// A file-transfer client's console: ftp-ssl (netkit's ftp with
		// TLS) started with no host, at its `ftp> ` prompt, after
		// `status` (its settings listed), after `ls` (`Not connected.`),
		// and after `open` with no host, asking `(to) ` for one.
		needs(is(modes.REPL, "ftp-ssl", "ftp-ssl", ftp, wait("ftp>")), "ftp-ssl"),
		needs(is(modes.REPL, "ftp-ssl-status", "ftp-ssl", ftp, wait("ftp>"), typed("status", "Tick counter"), settle), "ftp-ssl"),
		needs(is(modes.REPL, "ftp-ssl-not-connected", "ftp-ssl", ftp, wait("ftp>"), typed("ls", "Not connected."), settle), "ftp-ssl"),
		needs(ask("ftp-ssl-open", "ftp-ssl", ftp, want(modes.Text, "(to)", ""), wait("ftp>"), typed("open", "(to)"), settle), "ftp-ssl"),

		// A registry hive's shell: hivexsh (libhivex-bin) with no hive
		// loaded, at its `> ` prompt under its welcome, after `help`, and
		// after `ls` (`you must load a hive file first`).
		needs(is(modes.REPL, "hivexsh", "hivexsh", hive, wait("quit the shell"), settle), "hivexsh"),
		needs(is(modes.REPL, "hivexsh-help", "hivexsh", hive, wait("quit the shell"), typed("help", "manual page"), settle), "hivexsh"),
		needs(is(modes.REPL, "hivexsh-no-hive", "hivexsh", hive, wait("quit the shell"), typed("ls", "load hivefile"), settle), "hivexsh"),

		// An OpenPGP key generator: rnpkeys --generate-key --expert
		// (rnp) over an empty keyring, its numbered kinds of key over a
		// `> ` row, the same list asked again after an answer it does
		// not offer (5), its numbered curves over `(default NIST
		// P-256)> ` after ECDSA (19), and, after EdDSA (22), its
		// password for the new key and, once typed, the repeat.
		needs(ask("rnpkeys-kind", "rnpkeys", keys, want(modes.Select, kind, "", kinds...), wait("SM2"), settle), "rnpkeys"),
		needs(ask("rnpkeys-kind-again", "rnpkeys", keys, want(modes.Select, kind, "", kinds...), wait("SM2"), settle, typed("5", "> 5"), settle), "rnpkeys"),
		needs(ask("rnpkeys-curve", "rnpkeys", keys,
			want(modes.Select, "Please select which elliptic curve you want:", "NIST P-256",
				"1|NIST P-256", "2|NIST P-384", "3|NIST P-521", "4|brainpoolP256r1", "5|brainpoolP384r1", "6|brainpoolP512r1", "7|secp256k1"),
			wait("SM2"), settle, typed("19", "(default NIST P-256)>"), settle), "rnpkeys"),
		needs(ask("rnpkeys-password", "rnpkeys", keys, want(modes.Password, "Enter password for key 0x… to protect:", ""),
			wait("SM2"), settle, typed("22", "to protect:"), settle), "rnpkeys"),
		needs(ask("rnpkeys-repeat", "rnpkeys", keys, want(modes.Password, "Repeat password for key 0x…:", ""),
			wait("SM2"), settle, typed("22", "to protect:"), settle,
			step{text: "tern-lantern-42", enter: true, secret: true, expect: "Repeat password", timeout: setSlow}, settle), "rnpkeys"),

		// An OpenPGP encrypter: rnp -c notes.txt (symmetric) where
		// notes.txt.pgp already is, asking whether to overwrite it
		// (`(y/N)`), asking again after an answer it does not
		// understand (`Sorry, response 'x' not understood.`), asking for
		// a new file name after n, and asking for the password after y.
		needs(ask("rnp-overwrite", "rnp", enc, yesNo(overwrite, "no"), wait("(y/N)"), settle), "rnp"),
		needs(ask("rnp-overwrite-again", "rnp", enc, yesNo(overwrite, "no"), wait("(y/N)"), settle, typed("x", "not understood"), settle), "rnp"),
		needs(ask("rnp-new-name", "rnp", enc, want(modes.Text, "Please enter the new filename:", ""), wait("(y/N)"), settle, typed("n", "new filename:"), settle), "rnp"),
		needs(ask("rnp-password", "rnp", enc, want(modes.Password, "Enter password to encrypt data:", ""), wait("(y/N)"), settle, typed("y", "encrypt data:"), settle), "rnp"),
	}
}

// TestModesHundredfiftysixth drives the hundredfiftysixth set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfiftysixth. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfiftysixth(t *testing.T) {
	captureSet(t, hundredfiftysixthDir, hundredfiftysixthSet())
}
