package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// hundredfiftyfirstDir holds the hundredfiftyfirst set (issue 44,
// hundred-and-fifty-first round): live cases of installers and setup
// wizards imitated by a fixture of its own, none of them named by any
// other test, table, fixture or doc of agentty: Clonezilla live's ocs
// dialogs and alsaconf's (dialog boxes on a blue root), NextCloudPi's
// ncp-config (a whiptail menu), Mondo Rescue's mondoarchive, Red Hat's
// timeconfig and Mageia's DrakX in text mode (newt windows on a blue
// root), drawn with curses on the alternate screen: menus, a radio list,
// a checklist, an input box, a password window, a yes/no box, a page of
// text with only an OK button and a gauge that asks nothing, each at
// first sight and after a move or typed text. Each draws what the
// imitated tool draws at one of its moments (its words, layout, defaults,
// colours and cursor, from its documentation, source and published
// screenshots). Each case's label was written from what the screen means
// to a person and committed before its screen was captured.
const hundredfiftyfirstDir = "../testdata/modes-hundredfiftyfirst"

// hundredfiftyfirstScript runs the set's Python script, with Debian's
// python3.
var hundredfiftyfirstScript = setFixtures("hundredfiftyfirst").script

// hundredfiftyfirstSet is the hundredfiftyfirst set. Labels say what a
// person reads on the screen; "…" in a question or default stands for any
// text.
func hundredfiftyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	down := step{keys: "<down>"}
	tab := step{keys: "<tab>"}
	like := func(what string) opener {
		return hundredfiftyfirstScript(py, "py/hundredfiftyfirst_demo.py", what)
	}
	running := func(c corpusCase) corpusCase {
		c.state = Running
		return c
	}
	pick := func(q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(modes.Select, q, "", o...)
	}
	langs := []string{"ca_ES.UTF-8|Catalan | Català", "de_DE.UTF-8|German | Deutsch", "en_US.UTF-8|English",
		"es_ES.UTF-8|Spanish | Español", "fr_FR.UTF-8|French | Français", "hu_HU.UTF-8|Hungarian | Magyar",
		"it_IT.UTF-8|Italian | Italiano"}
	const compress = "Choose the compression option. If you have no idea, keep the default value, i.e. do NOT change anything."
	zip := func(highlighted int) *modes.Prompt {
		opts := []string{"[x] -z9p|Use parallel zstd compression, for multicore/CPU", "[ ] -z1p|Use parallel gzip compression, for multicore/CPU",
			"[ ] -z1|gzip compression (fast with a smaller image)", "[ ] -z2p|Use parallel bzip2 compression, for multicore/CPU",
			"[ ] -z3|lzo compression (faster with an image size", "[ ] -z0|No compression (fastest but largest image size)"}
		return pick(compress, highlighted, opts...)
	}
	const extra = "Set advanced parameters (multiple choices available). If you have no idea, keep the default value and do NOT change anything. Just press Enter."
	extras := []string{"-c|Client waits for confirmation before cloning", "-j2|Clone the hidden data after the MBR",
		"-nogui|Use text output only, no TUI/GUI output", "-a|Do NOT force to turn on HD DMA",
		"-rm-win-swap-hib|Remove Windows page and hibernation files", "-ntfs-ok|Skip checking NTFS integrity",
		"-rescue|Go on reading the next block on errors", "-gm|Generate image MD5 checksums"}
	const cards = "Following card(s) are found on your system. Choose a soundcard to configure:"
	soundcards := []string{"legacy|Probe legacy ISA (non-PnP) chips", "snd-hda-intel|Intel Corporation Cannon Lake PCH cAVS",
		"snd-usb-audio|C-Media Electronics Inc. USB Audio Device"}
	ncp := []string{"CONFIG|Configuration tools for NextCloudPi", "BACKUPS|Backup and restore tools", "NETWORKING|Network and access tools",
		"SECURITY|Security tools", "SYSTEM|System tools", "TOOLS|Extra tools", "UPDATES|Update tools"}
	zones := []string{"America/Chicago", "America/Denver", "America/Los_Angeles", "America/New_York", "America/Phoenix",
		"Europe/Berlin", "Europe/London", "Europe/Paris"}
	const image = "Input a name for the saved image to use."
	const root = "Set administrator (root)'s password…"
	return []corpusCase{
		// Clonezilla live's ocs dialogs (dialog, a blue root under a
		// back title): its language menu (en_US.UTF-8 highlighted; also
		// moved down), the saved image's name box (a dated name filled
		// in; also with `-sda` typed after it), the compression radio
		// list (-z9p chosen; also moved down), the advanced parameters'
		// checklist (-c and -j2 ticked; also moved down twice and
		// -nogui ticked).
		needs(ask("clonezilla-like-language", "clonezilla-like", like("clonezilla-lang"), pick("Which language do you prefer:", 2, langs...), wait("Cancel")), py),
		needs(ask("clonezilla-like-language-moved", "clonezilla-like", like("clonezilla-lang"), pick("Which language do you prefer:", 3, langs...),
			wait("Cancel"), down, settle), py),
		needs(ask("clonezilla-like-image-name", "clonezilla-like", like("clonezilla-name"), want(modes.Text, image, "…-img"), wait("Cancel")), py),
		needs(ask("clonezilla-like-image-name-typed", "clonezilla-like", like("clonezilla-name"), want(modes.Text, image, "…-img-sda"),
			wait("Cancel"), step{text: "-sda", expect: "img-sda", timeout: setSlow}, settle), py),
		needs(ask("clonezilla-like-compression", "clonezilla-like", like("clonezilla-zip"), zip(0), wait("Cancel")), py),
		needs(ask("clonezilla-like-compression-moved", "clonezilla-like", like("clonezilla-zip"), zip(1), wait("Cancel"), down, settle), py),
		needs(ask("clonezilla-like-extra", "clonezilla-like", like("clonezilla-extra"),
			ticks(extra, 0, map[int]bool{0: true, 1: true}, extras...), wait("Cancel")), py),
		needs(ask("clonezilla-like-extra-ticked", "clonezilla-like", like("clonezilla-extra"),
			ticks(extra, 2, map[int]bool{0: true, 1: true, 2: true}, extras...), wait("Cancel"), down, down, step{keys: "<space>"}, settle), py),

		// alsaconf (dialog, a blue root): its first page of text with
		// only an OK button; its soundcard menu (also moved down).
		needs(ask("alsaconf-like-intro", "alsaconf-like", like("alsaconf-intro"), want(modes.Choice, "…", "", ">OK"), wait("100% sure")), py),
		needs(ask("alsaconf-like-cards", "alsaconf-like", like("alsaconf-cards"), pick(cards, 0, soundcards...), wait("Cancel")), py),
		needs(ask("alsaconf-like-cards-moved", "alsaconf-like", like("alsaconf-cards"), pick(cards, 1, soundcards...), wait("Cancel"), down, settle), py),

		// NextCloudPi's ncp-config (whiptail's menu, its cursor hidden):
		// first sight and moved down.
		needs(ask("ncp-config-like", "ncp-config-like", like("ncp-config"), pick("Select a configuration item:", 0, ncp...), wait("<Exit>")), py),
		needs(ask("ncp-config-like-moved", "ncp-config-like", like("ncp-config"), pick("Select a configuration item:", 1, ncp...), wait("<Exit>"), down, settle), py),

		// Mondo Rescue's mondoarchive (newt, a blue root with a help
		// line): its backup gauge that keeps moving and asks nothing;
		// its yes/no `Verify after backup?` (also tabbed to No); its
		// closing message with only an OK button.
		needs(running(is(modes.TUI, "mondoarchive-like-gauge", "mondoarchive-like", like("mondo-gauge"), wait("% done"))), py),
		needs(ask("mondoarchive-like-verify", "mondoarchive-like", like("mondo-verify"), want(modes.Confirm, "Verify after backup?", "", ">y|Yes", "n|No"), wait("< No >")), py),
		needs(ask("mondoarchive-like-verify-no", "mondoarchive-like", like("mondo-verify"), want(modes.Confirm, "Verify after backup?", "", "y|Yes", ">n|No"),
			wait("< No >"), tab, settle), py),
		needs(ask("mondoarchive-like-done", "mondoarchive-like", like("mondo-done"),
			want(modes.Choice, "Backup and/or verify ran to completion. Everything appears to be fine.", "", ">OK"), wait("< OK >")), py),

		// Red Hat's timeconfig (newt): its time zone list under the UTC
		// checkbox, America/New_York highlighted (also moved down).
		needs(ask("timeconfig-like", "timeconfig-like", like("timeconfig"), pick("Timezone Selection", 3, zones...), wait("Cancel")), py),
		needs(ask("timeconfig-like-moved", "timeconfig-like", like("timeconfig"), pick("Timezone Selection", 4, zones...), wait("Cancel"), down, settle), py),

		// Mageia's DrakX in text mode (newt): its root password window,
		// two hidden entries (also with a password typed, stars shown).
		needs(ask("drakx-like-root", "drakx-like", like("drakx"), want(modes.Password, root, ""), wait("Previous")), py),
		needs(ask("drakx-like-root-typed", "drakx-like", like("drakx"), want(modes.Password, root, ""),
			wait("Previous"), step{text: "hunter22", expect: "********", timeout: setSlow}, settle), py),
	}
}

// TestModesHundredfiftyfirst drives the hundredfiftyfirst set live to the
// labelled moment and, with -update, stores its screens, labels and facts
// for modes' TestSetsAccuracy/hundredfiftyfirst. Whether the classifier
// reads them right is that test's measure, not a failure here.
func TestModesHundredfiftyfirst(t *testing.T) {
	captureSet(t, hundredfiftyfirstDir, hundredfiftyfirstSet())
}
