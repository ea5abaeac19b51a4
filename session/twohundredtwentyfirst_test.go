package session

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session/sessiontest"
)

// twohundredtwentyfirstDir holds the twohundredtwentyfirst set (issue 44,
// two-hundred-and-twenty-first round): live cases of real Debian
// full-screen programs that open dialogs, menus and prompts on their own
// screen, none of them named by any other test, table, fixture or doc of
// agentty: the Free Pascal IDE (fp-ide, Free Vision's menu bar, desktop,
// Open a file dialog, edit window and its save question), tmispell
// (tmispell-voikko, an ispell-style checker over a Finnish text with
// Voikko's dictionary: its numbered replacements, its Replace with: line
// and its quit question), module-assistant (its dialog main menu and its
// checklist of module packages), acmetool's quickstart (its dialog menu
// of ACME servers, its URL box, its numbered list of challenge methods
// and its webroot box) and LCDd, LCDproc's server, drawing its 20x4
// display with the curses driver (its server screen, its menu and its
// Options submenu). Each case's label (mode, state, prompt kind,
// question, default, options and the highlighted one) was written from
// the program run by hand in tmux outside agentty, at 80x24, and
// committed before its screen was captured.
const twohundredtwentyfirstDir = "../testdata/modes-twohundredtwentyfirst"

// The twohundredtwentyfirst set's preparations: a Pascal program for the
// IDE to open, and a Finnish text with two words misspelt for tmispell.
const (
	twohundredtwentyfirstPascal  = `printf 'program Hello;\nbegin\n  writeln(%s);\nend.\n' "'Hello'" > hello.pas`
	twohundredtwentyfirstFinnish = `printf 'Talvi tulee pian ja lunta sattaa paljon.\nHuomenna menemme kauppaan ostammaan leipää.\n' > muistio.txt`
)

// twohundredtwentyfirstLCDd runs LCDd in the foreground with its curses
// driver (a 20x4 display, no heartbeat, titles not scrolled), listening
// on a free port of the loopback so that no case waits on another's.
func twohundredtwentyfirstLCDd(t *testing.T, f *fixtures) Options {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	conf := fmt.Sprintf(`[server]
DriverPath=/usr/lib/%s/lcdproc/
Driver=curses
Bind=127.0.0.1
Port=%d
ReportToSyslog=no
ReportLevel=0
Foreground=yes
WaitTime=5
ServerScreen=on
Heartbeat=off
TitleSpeed=0
[menu]
MenuKey=Escape
EnterKey=Enter
UpKey=Up
DownKey=Down
[curses]
Foreground=blue
Background=cyan
Backlight=red
Size=20x4
TopLeftX=7
TopLeftY=7
UseACS=yes
DrawBorder=yes
`, twohundredtwentyfirstMultiarch(t), port)
	prep := func(t *testing.T, dir string) {
		notes(t, dir)
		if err := os.WriteFile(filepath.Join(dir, "lcdd.conf"), []byte(conf), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return unseenHome(prep, "/usr/sbin/LCDd", "-f", "-c", "lcdd.conf")(t, f)
}

// twohundredtwentyfirstMultiarch is the directory of Debian's libraries
// holding lcdproc's drivers.
func twohundredtwentyfirstMultiarch(t *testing.T) string {
	m, err := filepath.Glob("/usr/lib/*/lcdproc/curses.so")
	if err != nil || len(m) == 0 {
		sessiontest.Unavailable(t, "lcdproc's curses driver is not installed")
	}
	return filepath.Base(filepath.Dir(filepath.Dir(m[0])))
}

// twohundredtwentyfirstSet is the twohundredtwentyfirst set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredtwentyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	utf8 := func(o opener) opener {
		return func(t *testing.T, f *fixtures) Options {
			opts := o(t, f)
			opts.Env["LANG"] = "C.UTF-8"
			return opts
		}
	}

	fp := utf8(unseenHome(shPrep(twohundredtwentyfirstPascal), "/usr/bin/fp"))
	const fpUp = "Alt+F10 Local menu"
	open := want(modes.Text, "File to open", "*.pas;*.pp;*.inc;*.dpr;*.l…")
	save := func(highlighted int) *modes.Prompt {
		opts := []string{"y|Yes", "n|No", "Cancel"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Confirm, "… has been modified. Save?", "", opts...)
	}
	toEditor := []step{wait(fpUp), key("<f3>", "File to open"), settle, typed("hello.pas", "writeln"), settle}
	steps := func(s []step, more ...step) []step { return append(append([]step{}, s...), more...) }

	spell := utf8(unseenHome(shPrep(twohundredtwentyfirstFinnish), "tmispell", "-d", "suomi", "muistio.txt"))
	const spellUp = "R)epl"
	commands := []string{"R|Repl", "A|Accept", "I|Insert", "L|Lookup", "U|Uncap", "Q|Quit", "X|eXit"}
	fixes := func(words ...string) *modes.Prompt {
		return want(modes.Choice, "…", "", append(words, commands...)...)
	}
	replace := want(modes.Text, "Replace with:", "")

	ma := rootCase(unseenHome(notes, "/usr/bin/module-assistant"))
	const maUp = "EXIT      Exit the program"
	maMenu := func(highlighted int) *modes.Prompt {
		opts := []string{
			"OVERVIEW|Show all possible command line commands",
			"UPDATE|Update the cached package information",
			"PREPARE|Configure the system to compile modules",
			"SELECT|Select the module/source packages to work on",
			"EXIT|Exit the program",
		}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "module-assistant, interactive mode", "", opts...)
	}
	modules := func(highlighted int, ticked map[int]bool) *modes.Prompt {
		return ticks("Please select the interesting module (source) packages. …", highlighted, ticked,
			"bbswitch|Interface for toggling the power on NVIDIA", "broadcom-sta",
			"cloop|compressed loopback device module", "dahdi|DAHDI telephony interface - source code for",
			"leds-alix|LEDs driver of PCEngines ALIX 2/3 boards", "ndiswrapper", "nvidia-kernel",
			"nvidia-legacy-340xx-kernel", "nvidia-legacy-390xx-kernel", "nvidia-open-kernel")
	}
	toModules := []step{wait(maUp), key("<down><down><down>", ""), settle, key("<enter>", "package selection"), settle}

	acme := unseenHome(notes, "acmetool", "--state", "{dir}/state", "--hooks", "{dir}/hooks", "quickstart")
	const acmeUp = "Enter an ACME server URL"
	servers := func(highlighted int) *modes.Prompt {
		opts := []string{"Let's Encrypt (Live v2)", "Let's Encrypt (Staging v2)", "Enter an ACME server URL"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Please choose an ACME server from which to request certificates. …", "", opts...)
	}
	url := want(modes.Text, `Please enter the "Directory URL" of an ACME server. …`, "")
	toURL := []step{wait(acmeUp), key("<down><down>", ""), settle, key("<enter>", "Directory URL"), settle}
	const acmeURL = "https://127.0.0.1:14000/dir"
	toMethod := steps(toURL, typed(acmeURL, "6) HOOK"), settle)

	lcdd := twohundredtwentyfirstLCDd
	const lcddUp = "Clients: 0"
	lcddMenu := func(highlighted int) *modes.Prompt {
		opts := []string{"Options", "Screens", "Test menu"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "LCDproc Menu", "", opts...)
	}
	lcddOptions := func(highlighted int) *modes.Prompt {
		opts := []string{"Heartbeat N", "Backlight Y", "TitleSpeed 0"}
		opts[highlighted] = ">" + opts[highlighted]
		return want(modes.Select, "Options", "", opts...)
	}
	toLcddMenu := []step{wait(lcddUp), settle, key("<esc>", "LCDproc Menu"), settle}

	fpFile := func(highlighted int) []string {
		opts := []string{"New", "New from template...", "Open...", "Reload", "Save", "Save as...", "Save all", "Print", "Print setup", "Change dir...", "Command shell", "Exit"}
		opts[highlighted] = ">" + opts[highlighted]
		return opts
	}
	return []corpusCase{
		// The Free Pascal IDE (fp-ide): Free Vision's menu bar over its
		// desktop's picture and its status line of keys (tui); Alt+F's
		// File menu dropped down (New highlighted, also moved down to New
		// from template...), a select of its entries;
		// F3's Open a file dialog, its `File to open` field holding the
		// Pascal patterns over the Files list (a text field), also with
		// hello.pas typed in place of them; hello.pas opened in its edit
		// window (an editor), also after a letter typed; Alt+X's
		// Information box `…/hello.pas has been modified. Save?` over it
		// (Yes focused, also tabbed to No; No and Cancel), a confirm.
		needs(is(modes.TUI, "fp-ide", "fp-ide", fp, wait(fpUp), settle), "/usr/bin/fp"),
		// (Its dropped File menu was labelled full-screen at capture;
		// relabelled in issue 44's twenty-sixth session: a menu asks for
		// one of its entries, the item 3.)
		needs(ask("fp-ide-menu", "fp-ide", fp, want(modes.Select, "File", "", fpFile(0)...),
			wait(fpUp), settle, key("<alt-f>", "Change dir"), settle), "/usr/bin/fp"),
		needs(ask("fp-ide-menu-moved", "fp-ide", fp, want(modes.Select, "File", "", fpFile(1)...),
			wait(fpUp), settle, key("<alt-f>", "Change dir"), settle, down, settle), "/usr/bin/fp"),
		needs(ask("fp-ide-open", "fp-ide", fp, open, wait(fpUp), settle, key("<f3>", "File to open"), settle), "/usr/bin/fp"),
		needs(ask("fp-ide-open-typed", "fp-ide", fp, open,
			wait(fpUp), settle, key("<f3>", "File to open"), settle, text("hello.pas", ""), settle), "/usr/bin/fp"),
		// (The editor's own case settles before F3: without it, its first
		// capture's F3 came before the IDE read keys and the dialog never
		// opened.)
		needs(is(modes.Editor, "fp-ide-editor", "fp-ide", fp,
			wait(fpUp), settle, key("<f3>", "File to open"), settle, typed("hello.pas", "writeln"), settle), "/usr/bin/fp"),
		needs(is(modes.Editor, "fp-ide-typed", "fp-ide", fp, steps(toEditor, text("x", "xprogram"), settle)...), "/usr/bin/fp"),
		needs(ask("fp-ide-save", "fp-ide", fp, save(0),
			steps(toEditor, text("x", "xprogram"), settle, key("<alt-x>", "modified. Save?"), settle)...), "/usr/bin/fp"),
		needs(ask("fp-ide-save-tabbed", "fp-ide", fp, save(1),
			steps(toEditor, text("x", "xprogram"), settle, key("<alt-x>", "modified. Save?"), settle, key("<tab>", ""), settle)...), "/usr/bin/fp"),

		// tmispell with Voikko's Finnish dictionary over a text of two
		// lines: the misspelt `sattaa` at the top left over the text (the
		// word in reverse video), its numbered replacements and the
		// command line `[SP] <number> R)epl A)ccept I)nsert L)ookup
		// U)ncap Q)uit e(X)it or ? for help`, a choice, also at the
		// second word (`ostammaan`) after 0 took the first replacement;
		// R's `Replace with:` line, a text line, also typed into; Q after
		// a replacement: `Are you sure you want to throw away your
		// changes? (y/n):`, a confirm with no default.
		needs(ask("tmispell", "tmispell", spell, fixes("0|sataa", "1|saattaa", "2|saatat", "3|sottaa"), wait(spellUp), settle), "tmispell"),
		needs(ask("tmispell-next", "tmispell", spell, fixes("0|ostamaan", "1|Ostanmaan", "2|osatammaan"),
			wait(spellUp), settle, text("0", "0: ostamaan"), settle), "tmispell"),
		needs(ask("tmispell-replace", "tmispell", spell, replace, wait(spellUp), settle, text("R", "Replace with:"), settle), "tmispell"),
		needs(ask("tmispell-replace-typed", "tmispell", spell, replace,
			wait(spellUp), settle, text("R", "Replace with:"), settle, text("sataa", "Replace with: sataa"), settle), "tmispell"),
		needs(ask("tmispell-quit", "tmispell", spell, yesNo("Are you sure you want to throw away your changes?", ""),
			wait(spellUp), settle, text("0", "0: ostamaan"), settle, text("Q", "throw away"), settle), "tmispell"),

		// module-assistant (as root): dialog's `module-assistant,
		// interactive mode` box, its welcome text over its menu of tags
		// and descriptions (OVERVIEW highlighted, also moved to UPDATE),
		// a select; SELECT's package selection, a checklist of module
		// source packages under `Please select the interesting module
		// (source) packages.` (the first row highlighted, none ticked;
		// also bbswitch ticked by Space and moved down a row).
		needs(ask("module-assistant", "module-assistant", ma, maMenu(0), wait(maUp), settle), "/usr/bin/module-assistant", "dialog"),
		needs(ask("module-assistant-moved", "module-assistant", ma, maMenu(1), wait(maUp), settle, down, settle), "/usr/bin/module-assistant", "dialog"),
		needs(ask("module-assistant-select", "module-assistant", ma, modules(0, nil), toModules...), "/usr/bin/module-assistant", "dialog"),
		needs(ask("module-assistant-ticked", "module-assistant", ma, modules(1, map[int]bool{0: true}),
			steps(toModules, key("<space>", "[*] bbswitch"), settle, down, settle)...), "/usr/bin/module-assistant", "dialog"),

		// acmetool quickstart: dialog's `Select ACME Server` box, its
		// text over a menu of three servers (Live highlighted, also moved
		// to Staging), a select; `Enter an ACME server URL` chosen: its
		// box asking for the "Directory URL" of an ACME server over an
		// empty field, a text field, also typed into; the URL given: its
		// challenge methods explained and listed, `1) WEBROOT - …` to `6)
		// HOOK - …`, over a bare `>` on the main screen, a select; 1
		// typed: its `Enter Webroot Path` box over an empty field, a text
		// field.
		needs(ask("acmetool", "acmetool", acme, servers(0), wait(acmeUp), settle), "acmetool", "dialog"),
		needs(ask("acmetool-moved", "acmetool", acme, servers(1), wait(acmeUp), settle, down, settle), "acmetool", "dialog"),
		needs(ask("acmetool-url", "acmetool", acme, url, toURL...), "acmetool", "dialog"),
		needs(ask("acmetool-url-typed", "acmetool", acme, url, steps(toURL, text(acmeURL, ""), settle)...), "acmetool", "dialog"),
		needs(ask("acmetool-method", "acmetool", acme, want(modes.Select, "…", "",
			"1|WEBROOT - Place challenges in a directory",
			"2|PROXY - I'll proxy challenge requests to an HTTP server",
			"3|REDIRECTOR - I want to use acmetool's redirect-to-HTTPS functionality",
			"4|LISTEN - Listen on port 80 or 443 (only useful for development purposes)",
			"5|STATELESS - I will configure my web server with my account key",
			"6|HOOK - I will write scripts to provision challenges"), toMethod...), "acmetool", "dialog"),
		needs(ask("acmetool-webroot", "acmetool", acme, want(modes.Text, "Please enter the path at which challenges should be stored. …", ""),
			steps(toMethod, typed("1", "Enter Webroot Path"), settle)...), "acmetool", "dialog"),

		// LCDd, LCDproc's server, drawing its 20x4 display in a box with
		// its curses driver: its server screen (`LCDproc Server`,
		// `Clients: 0`, `Screens: 0`), tui; Escape's `LCDproc Menu`
		// (`>Options >` marked, `Screens >`, `Test menu >`), a select,
		// also moved to Screens; Enter's `Options` submenu (Heartbeat N,
		// Backlight Y, TitleSpeed 0, the first marked), a select, also
		// moved to Backlight.
		needs(is(modes.TUI, "lcdd", "LCDd", lcdd, wait(lcddUp), settle), "/usr/sbin/LCDd"),
		needs(ask("lcdd-menu", "LCDd", lcdd, lcddMenu(0), toLcddMenu...), "/usr/sbin/LCDd"),
		needs(ask("lcdd-menu-moved", "LCDd", lcdd, lcddMenu(1), steps(toLcddMenu, key("<down>", ">Screens"), settle)...), "/usr/sbin/LCDd"),
		needs(ask("lcdd-options", "LCDd", lcdd, lcddOptions(0), steps(toLcddMenu, key("<enter>", "Heartbeat"), settle)...), "/usr/sbin/LCDd"),
		needs(ask("lcdd-options-moved", "LCDd", lcdd, lcddOptions(1),
			steps(toLcddMenu, key("<enter>", "Heartbeat"), settle, key("<down>", ">Backlight"), settle)...), "/usr/sbin/LCDd"),
	}
}

// TestModesTwohundredtwentyfirst drives the twohundredtwentyfirst set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/twohundredtwentyfirst.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesTwohundredtwentyfirst(t *testing.T) {
	captureSet(t, twohundredtwentyfirstDir, twohundredtwentyfirstSet())
}
