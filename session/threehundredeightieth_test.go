package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredeightiethDir holds the threehundredeightieth set (issue 44,
// three-hundred-and-eightieth round): live cases of five serial, device
// and hardware consoles that Debian does not package (firmware on a
// switch, a device server and three boards), imitated by a fixture of its
// own (one script run by Debian's python3, the terminal raw as a serial
// terminal program leaves it, every console echoing what is typed
// itself), each drawing what the device draws at one of its moments (its
// banners, prompts, menus, questions, log lines and colours, from its
// documentation, source and published sessions as known): NETGEAR's
// managed-switch CLI on an M4300 (`User:` and `Password:`, its prompt in
// its user, privileged, configuration and interface modes, the `(y/n)`
// confirms before a firmware download and a reset), Lantronix's device
// server setup mode on a UDS1100 (`Press Enter for Setup Mode`, its
// settings listed over the numbered `Change Setup:` menu, an IP address
// asked an octet at a time and its questions with their defaults in
// parentheses), the Zephyr Project's Bluetooth shell on an nRF52840 board
// (`uart:~$ ` in green, `bt init`'s log lines, Tab's list of
// subcommands, `bt scan on`'s stream of devices with the prompt drawn
// again under each, a passkey to confirm), Adafruit's CircuitPython on a
// Feather (code.py's output streaming, Ctrl-C's `Press any key to enter
// the REPL. Use CTRL-D to reload.`, the REPL and its help) and Flipper
// Devices' Flipper Zero CLI (its dolphin over `>: `, `help`'s two
// columns, `log debug`'s stream, a `(y/n)?` before formatting its SD
// card). None of them, nor their makers, is named by any other test,
// table, fixture or doc of agentty: grepped with `git grep -il` before
// they were chosen were netgear, prosafe, fastpath, lvl7, m4300,
// lantronix, uds1100, deviceinstaller, xport (matched only inside
// export), zephyr, zephyr project, linux foundation, uart:~, nordic,
// nrf52840, circuitpython, adafruit, flipper, flipper devices and
// qflipper (and, found named and left, among others: cisco, junos,
// juniper, huawei, h3c, comware, arista, mikrotik, routeros, vyos,
// fortigate, fortios, zyxel, procurve, ruijie, dlink, tenda, unifi,
// ruckus, nokia, sros, moxa, nport, hpilo, ipmitool, lsiutil, the UPS
// card's ups-nmc, esphome, espressif, esp32, micropython, rp2040, sonoff,
// segger, j-link, openocd, mbed, particle, platformio, miniterm, minicom,
// picocom, microcom, kermit, bluetoothctl and u-boot). Each case's label
// says what a person reads on the screen, written from the fixture run
// by hand in tmux outside agentty at 80x24, and was committed before its
// screen was captured.
const threehundredeightiethDir = "../testdata/modes-threehundredeightieth"

// threehundredeightiethTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredeightiethTool(tool string) opener {
	return setFixtures("threehundredeightieth").script(pythonPath, "py/threehundredeightieth_consoles.py", tool)
}

// threehundredeightiethSet is the threehundredeightieth set. Labels say
// what a person reads on the screen: a device's prompt, with a table, a
// listing, log lines or an error above it, or reports of a scan still
// coming in over it (the prompt drawn again under each), is a REPL's; a
// console at work on a line entered (its log streaming, no prompt back)
// is a REPL at work; a board running its own program's output, no
// prompt, is unknown and running; a numbered menu over a line asking for
// one of its numbers is a choice of them; a line the device prints to
// ask, the cursor after it or under it, is a question (its default where
// it shows one in parentheses, a password prompt where it asks for one).
func threehundredeightiethSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	hidden := func(s, expect string) step {
		return step{text: s, enter: true, secret: true, expect: expect, timeout: setSlow}
	}
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s string) step { return step{text: s, timeout: setSlow} }
	// working is a case of a console at work on a line entered; busy one
	// of a board at work with no prompt of its own.
	working := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.REPL, state: Running}
	}
	busy := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// netgear-like (NETGEAR's managed-switch CLI, an M4300-28G's console
	// port): `Applying Global configuration, please wait ...`, `Applying
	// Interface configuration, please wait ...` and `(M4300-28G)` over
	// `User:` (a text, no default); admin, `Password:` with nothing
	// echoed (a password); its password, `(M4300-28G) >` (a REPL); enable,
	// its `Password:` answered empty, configure, `interface 1/0/3` and
	// `description Camera-Lobby`, each under a blank line, `(M4300-28G)
	// (Interface 1/0/3)#` (the REPL, its mode in the prompt); at
	// `(M4300-28G) #`, `copy tftp://10.1.1.20/m4300v12.0.19.8.stk backup`,
	// the transfer's fields dotted to their values, `Management access
	// will be blocked for the duration of the transfer` over `Are you sure
	// you want to start? (y/n) ` (a yes/no, no default); at `(M4300-28G)
	// #`, reload, `Are you sure you would like to reset the system? (y/n)
	// ` (a yes/no, no default).
	ng := threehundredeightiethTool("netgear")
	atUser := []step{wait("User:"), settle}
	atPassword := then(atUser, typed("admin", "Password:"), settle)
	atSwitch := then(atPassword, hidden("Pr0Safe#24", "(M4300-28G) >"), settle)
	atPrivileged := then(atSwitch, typed("enable", "Password:"), hidden("", "(M4300-28G) #"), settle)

	// lantronix-like (Lantronix's UDS1100 device server in setup mode,
	// over its serial port): `*** Lantronix UDS1100 Device Server ***`,
	// its MAC address and software version over `Press Enter for Setup
	// Mode ` (a press-Enter question); Enter, its settings listed (basic
	// parameters, security, channel 1, expert, e-mail, a trigger),
	// scrolled to their end, over `Change Setup:`, `0 Server`, `1 Channel
	// 1`, `3 E-mail`, `5 Expert`, `6 Security`, `7 Defaults`, `8 Exit
	// without save` and `9 Save and exit            Your choice ? ` (a
	// choice of the eight numbers, no default); 0, `IP Address : (192) `
	// (a text, default 192); Enter four times, the address kept
	// (`.(168) .(001) .(050)` on the same row), `Set Gateway IP Address
	// (N) ? ` (a yes/no, default no); Enter, 16 for the netmask, Enter
	// twice, the menu again, 1, `Baudrate (9600) ? ` (a text, default
	// 9600).
	lx := threehundredeightiethTool("lantronix")
	atSetup := []step{wait("Press Enter for Setup Mode"), settle}
	atMenu := then(atSetup, key("<enter>", "Your choice ?"), settle)
	atIP := then(atMenu, typed("0", "IP Address :"), settle)
	atGateway := then(atIP, typed("", ".(168)"), typed("", ".(001)"), typed("", ".(050)"), typed("", "Set Gateway"), settle)

	// zephyr-like (the Zephyr Project's Bluetooth shell, tests/bluetooth/
	// shell on an nRF52840 board, over its UART): `*** Booting Zephyr OS
	// build v3.7.0 ***`, `Type "help" for supported commands.` and
	// `Before any Bluetooth commands you must `bt init` to initialize the
	// stack.` over `uart:~$ ` in green (a REPL); `bt init`, `Bluetooth
	// initialized`, `Settings Loaded` and nine `[00:00:03.031,993] <inf>
	// fs_nvs: …` and `<inf> bt_hci_core: …` lines (HW Platform,
	// Identity, HCI and LMP versions) over the prompt (the REPL); `bt `
	// and Tab, its 58 subcommands in three columns (init … default-
	// handler) over `uart:~$ bt ` (the REPL); `bt scan on`, `Bluetooth
	// active scan enabled` and `[DEVICE]: 5C:F3:70:8A:3B:11 (public), AD
	// evt type 0, RSSI -64 Keyboard K380 C:1 S:1 …` reports, two rows each,
	// two a second, the prompt erased and drawn again under each (the
	// REPL, at its prompt as the reports come in: the shell reads a
	// command meanwhile, `bt scan off`); `bt connect D6:1E:73:0A:9C:42 random`, `Connection
	// pending`, `Connected: …`, the remote's LMP version, features, PHY,
	// data length and `LE conn param updated`, then `bt security 4`,
	// `Confirm passkey for D6:1E:73:0A:9C:42 (random): 482917` over the
	// prompt (the REPL: the passkey is confirmed by a command typed at it,
	// `bt auth-passkey-confirm`).
	zp := threehundredeightiethTool("zephyr")
	atZephyr := []step{wait("uart:~$"), settle}
	atInit := then(atZephyr, typed("bt init", "LMP: version"), settle)

	// circuitpython-like (Adafruit's CircuitPython 9.1.4 on a Feather M4
	// Express, over its USB serial; the terminal's title set to
	// `🐍code.py | 9.1.4`, then Done, then REPL): `Auto-reload is on.
	// Simply save files over USB to run them or enter REPL to disable.`,
	// `code.py output:` and a `Temperature: 23.2 C  Humidity: 40.9 %
	// Pressure: 1012.5 hPa` line a second, no prompt (unknown, at work);
	// ^C, a traceback ending `KeyboardInterrupt: `, `Code done running.`
	// and `Press any key to enter the REPL. Use CTRL-D to reload.`, the
	// cursor on the row under it (a choice: any key enters the REPL, ^D
	// reloads); Enter, `Adafruit CircuitPython 9.1.4 on 2024-09-17;
	// Adafruit Feather M4 Express with samd51j19` over `>>> ` (a REPL);
	// help("modules"), its modules in four columns and `Plus any modules
	// on the filesystem` over `>>> ` (the REPL).
	cp := threehundredeightiethTool("circuitpython")
	atStream := []step{wait("Temperature: 23.5 C")}
	atStopped := then(atStream, key("<ctrl-c>", "Press any key to enter the REPL"), settle)
	atREPL := then(atStopped, key("<enter>", ">>>"), settle)

	// flipper-like (Flipper Devices' Flipper Zero CLI, firmware 1.3.4,
	// over its USB serial): its dolphin and FLIPPER CLI in orange,
	// `Welcome to Flipper Zero Command Line Interface!`, the manual's
	// address and `Run `help` or `?` to list available commands` in white,
	// `Firmware version: 1.3.4 1.3.4 (8f1c0a6e built on 08-04-2025)` over
	// `>: ` (a REPL); help, `Commands available:` over 36 commands in two
	// columns over `>: ` (the REPL); `log debug`, `Current log level:
	// debug`, `Use <log ?> to list available log levels`, `Press CTRL+C
	// to stop...` and `1876834 [D][SubGhzFrequencyAnalyzerWorker] RSSI:
	// …` lines, three a second, their level letters coloured, no prompt
	// back (the REPL at work); `storage format /ext`, `Formatting SD card,
	// All data will be lost! Are you sure (y/n)?`, the cursor on the row
	// under it (a yes/no, no default).
	fz := threehundredeightiethTool("flipper")
	atFlipper := []step{wait(">:"), settle}

	return []corpusCase{
		// netgear-like: its login, password, prompt, interface mode, two
		// confirms.
		needs(ask("netgear-like", "netgear-like", ng, want(modes.Text, "User:", ""), atUser...), py),
		needs(ask("netgear-like-password", "netgear-like", ng, want(modes.Password, "Password:", ""), atPassword...), py),
		needs(is(modes.REPL, "netgear-like-prompt", "netgear-like", ng, atSwitch...), py),
		needs(is(modes.REPL, "netgear-like-interface", "netgear-like", ng,
			then(atPrivileged, typed("configure", "(Config)#"), typed("interface 1/0/3", "(Interface 1/0/3)#"),
				typed("description Camera-Lobby", "(Interface 1/0/3)#"), settle)...), py),
		needs(ask("netgear-like-firmware", "netgear-like", ng, yesNo("Are you sure you want to start?", ""),
			then(atPrivileged, typed("copy tftp://10.1.1.20/m4300v12.0.19.8.stk backup", "want to start?"), settle)...), py),
		needs(ask("netgear-like-reload", "netgear-like", ng, yesNo("Are you sure you would like to reset the system?", ""),
			then(atPrivileged, typed("reload", "reset the system?"), settle)...), py),

		// lantronix-like: its setup's first question, its menu, an
		// address, a yes/no, a value.
		needs(ask("lantronix-like", "lantronix-like", lx, pressEnter("Press Enter for Setup Mode"), atSetup...), py),
		needs(ask("lantronix-like-menu", "lantronix-like", lx, want(modes.Choice, "Your choice ?", "",
			"0|Server", "1|Channel 1", "3|E-mail", "5|Expert", "6|Security", "7|Defaults",
			"8|Exit without save", "9|Save and exit"), atMenu...), py),
		needs(ask("lantronix-like-ip", "lantronix-like", lx, want(modes.Text, "IP Address", "192"), atIP...), py),
		needs(ask("lantronix-like-gateway", "lantronix-like", lx, yesNo("Set Gateway IP Address?", "no"), atGateway...), py),
		needs(ask("lantronix-like-baudrate", "lantronix-like", lx, want(modes.Text, "Baudrate", "9600"),
			then(atGateway, typed("", "Netmask"), typed("16", "DNS Server"), typed("", "Manager password"),
				typed("", "Your choice ?"), typed("1", "Baudrate"), settle)...), py),

		// zephyr-like: its prompt, bt init's logs, Tab's list, a scan
		// streaming, a passkey to confirm.
		needs(is(modes.REPL, "zephyr-like", "zephyr-like", zp, atZephyr...), py),
		needs(is(modes.REPL, "zephyr-like-init", "zephyr-like", zp, atInit...), py),
		needs(is(modes.REPL, "zephyr-like-complete", "zephyr-like", zp,
			then(atInit, text("bt "), key("<tab>", "default-handler"), settle)...), py),
		needs(is(modes.REPL, "zephyr-like-scan", "zephyr-like", zp, then(atInit, typed("bt scan on", "LYWSD03MMC"), settle)...), py),
		needs(is(modes.REPL, "zephyr-like-passkey", "zephyr-like", zp,
			then(atInit, typed("bt connect D6:1E:73:0A:9C:42 random", "conn param updated"), settle,
				typed("bt security 4", "Confirm passkey"), settle)...), py),

		// circuitpython-like: code.py streaming, stopped, the REPL, its
		// modules.
		needs(busy("circuitpython-like", "circuitpython-like", cp, atStream...), py),
		needs(ask("circuitpython-like-stopped", "circuitpython-like", cp,
			want(modes.Choice, "Press any key to enter the REPL. Use CTRL-D to reload.", "",
				"<enter>|enter the REPL", "^D|reload"), atStopped...), py),
		needs(is(modes.REPL, "circuitpython-like-repl", "circuitpython-like", cp, atREPL...), py),
		needs(is(modes.REPL, "circuitpython-like-modules", "circuitpython-like", cp,
			then(atREPL, typed(`help("modules")`, "Plus any modules"), settle)...), py),

		// flipper-like: its welcome, its help, its log streaming, a
		// yes/no.
		needs(is(modes.REPL, "flipper-like", "flipper-like", fz, atFlipper...), py),
		needs(is(modes.REPL, "flipper-like-help", "flipper-like", fz,
			then(atFlipper, typed("help", "Commands available:"), settle)...), py),
		needs(working("flipper-like-log", "flipper-like", fz, then(atFlipper, typed("log debug", "threshold"))...), py),
		needs(ask("flipper-like-format", "flipper-like", fz,
			yesNo("Formatting SD card, All data will be lost! Are you sure?", ""),
			then(atFlipper, typed("storage format /ext", "Are you sure (y/n)?"), settle)...), py),
	}
}

// TestModesThreehundredeightieth drives the threehundredeightieth set
// live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredeightieth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredeightieth(t *testing.T) {
	captureSet(t, threehundredeightiethDir, threehundredeightiethSet())
}
