package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredseventyeighthDir holds the hundredseventyeighth set (issue 44,
// hundred-and-seventy-eighth round): live cases of real Debian programs
// over newt, S-Lang, dialog or whiptail and aalib that no other test,
// table, fixture or doc of agentty names, each grepped unnamed (with its
// package) before it was chosen among the packages that depend on
// libnewt0.52, libslang2, dialog, whiptail or libcdk5: francine, a login
// screen drawn with S-Lang over a picture in letters; crosshurd, whose
// questions are dialog boxes (an input box, a menu, an input box again);
// and aalib's aatest (libaa-bin), whose test screens wait for a key. Each
// is seen at its first screen, after a move or typed text, and with one
// of its questions open. Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// the program run by hand in tmux outside agentty, saying what a person
// reads on the screen, and committed before its screen was captured.
// None was removed; francine's three cases after a name typed and
// crosshurd's with text typed were driven again, not relabelled: their
// first capture waited for the typed text, which the wait never saw as
// each program echoes a key at a time, and they now settle after it.
const hundredseventyeighthDir = "../testdata/modes-hundredseventyeighth"

// hundredseventyeighthSet is the hundredseventyeighth set. Labels say what
// a person reads on the screen; "…" in a question or default stands for
// any text.
func hundredseventyeighthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	// Typed text is not waited for: both programs echo it a key at a
	// time, drawn apart, so the case settles after it instead.
	typing := func(s string) step { return step{text: s} }
	secret := func(s string) step { return step{text: s, secret: true} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	tab := step{keys: "<tab>"}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	// francine is a login engine, run as root as a getty runs it.
	francine := rootCase(unseenHome(notes, "francine"))
	crosshurd := unseenHome(notes, "crosshurd")
	aatest := unseenHome(notes, "aatest")
	systems := []string{"linux-gnu|GNU/Linux", "gnu|GNU/Hurd", "kfreebsd-gnu|GNU/kFreeBSD"}
	const dir, system, cpu = "What is the target directory?", "Target Debian system?", "Target CPU?"
	return []corpusCase{
		// francine's login box beside its picture: the Login: field
		// empty, with a name typed, then the Password: field once the
		// name is entered (also with a password typed, drawn as stars).
		needs(ask("francine-login", "francine", francine, want(modes.Text, "Login:", ""), wait("Password:"), settle), "francine"),
		needs(ask("francine-login-typed", "francine", francine, want(modes.Text, "Login:", ""),
			wait("Password:"), settle, typing("ada"), settle), "francine"),
		needs(ask("francine-password", "francine", francine, want(modes.Password, "Password:", ""),
			wait("Password:"), settle, typing("ada"), key("<enter>", ""), settle), "francine"),
		needs(ask("francine-password-typed", "francine", francine, want(modes.Password, "Password:", ""),
			wait("Password:"), settle, typing("ada"), key("<enter>", ""), settle, secret("hunter2"), settle), "francine"),

		// crosshurd's dialog boxes: the target directory's input box
		// holding its default (also with text typed after it, and with
		// the focus moved on to OK by Tab), the menu of target systems
		// (also moved down, and moved by its entry's hot key k), and
		// the target CPU's input box once GNU/Hurd was chosen.
		needs(ask("crosshurd-directory", "crosshurd", crosshurd, want(modes.Text, dir, "/root/jail"), wait("target"), settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-directory-typed", "crosshurd", crosshurd, want(modes.Text, dir, "/root/jail"),
			wait("target"), settle, typing("-hurd"), settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-directory-tab", "crosshurd", crosshurd, want(modes.Text, dir, "/root/jail"),
			wait("target"), settle, tab, settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-system", "crosshurd", crosshurd, pick(system, 0, systems...),
			wait("target"), settle, key("<enter>", "kFreeBSD"), settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-system-moved", "crosshurd", crosshurd, pick(system, 1, systems...),
			wait("target"), settle, key("<enter>", "kFreeBSD"), settle, down, settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-system-hotkey", "crosshurd", crosshurd, pick(system, 2, systems...),
			wait("target"), settle, key("<enter>", "kFreeBSD"), settle, key("k", ""), settle), "crosshurd", "dialog"),
		needs(ask("crosshurd-cpu", "crosshurd", crosshurd, want(modes.Text, cpu, "i386"),
			wait("target"), settle, key("<enter>", "kFreeBSD"), settle, down, settle, key("<enter>", "CPU"), settle), "crosshurd", "dialog"),

		// aalib's aatest: its first test screen (a picture in letters
		// under `Fast rendering routine 1`), waiting for a key, and its
		// key lookup test after a key and Enter.
		needs(is(modes.TUI, "aatest", "aatest", aatest, wait("Fast rendering routine"), settle), "aatest"),
		needs(is(modes.TUI, "aatest-key-lookup", "aatest", aatest, wait("Fast rendering routine"), settle,
			key("x", "line editor"), settle, key("<enter>", "Key lookup test"), settle), "aatest"),
	}
}

// TestModesHundredseventyeighth drives the hundredseventyeighth set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/hundredseventyeighth. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesHundredseventyeighth(t *testing.T) {
	captureSet(t, hundredseventyeighthDir, hundredseventyeighthSet())
}
