package modes

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rivo/uniseg"

	"github.com/agentty/agentty/emulator"
)

// drawn feeds output to a new 80x24 terminal and returns its snapshot.
func drawn(t *testing.T, out string) emulator.Snapshot {
	t.Helper()
	term := emulator.New(80, 24, 0)
	term.DiscardReplies()
	t.Cleanup(func() { _ = term.Close() })
	if _, err := term.Write([]byte(out)); err != nil {
		t.Fatal(err)
	}
	return term.Snapshot()
}

var (
	lineMode = Facts{Program: "prog", Echo: true, Canonical: true, Waiting: true}
	keyMode  = Facts{Program: "prog", Waiting: true}
)

// rounded draws a box with round corners, w columns inside, around rows
// each one blank in from its left side (Ink's Box with borderStyle
// "round").
func rounded(w int, rows ...string) string {
	out := "╭" + strings.Repeat("─", w) + "╮\r\n"
	for _, r := range rows {
		out += "│ " + r + strings.Repeat(" ", max(w-1-uniseg.StringWidth(sgr.ReplaceAllString(r, "")), 0)) + "│\r\n"
	}
	return out + "╰" + strings.Repeat("─", w) + "╯\r\n"
}

// sgr is a style's escape sequence, which takes no cell.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// titled draws a box of 36 columns whose top edge carries a title, rows
// inside it.
func titled(title string, rows ...string) string {
	const w = 36
	plain := regexp.MustCompile(`\x1b\[[0-9;]*m`)
	out := " ┌ " + title + " " + strings.Repeat("─", w-len([]rune(title))-2) + "┐"
	for _, r := range rows {
		out += "\r\n │ " + r + strings.Repeat(" ", w-1-len([]rune(plain.ReplaceAllString(r, "")))) + "│"
	}
	return out + "\r\n └" + strings.Repeat("─", w) + "┘"
}

// TestPromptScreens reads prompts off screens drawn here, for the shapes
// the corpus of real programs does not hold, and for screens that ask
// nothing although they look a little like a prompt.
func TestPromptScreens(t *testing.T) {
	for _, c := range []struct {
		name  string
		out   string
		facts Facts
		want  string // the prompt as JSON, or "null"
	}{
		{"vim's confirm dialog, a default in square brackets (Yes, No and Cancel: a confirm)", "Save changes to \"x\"?\r\n[Y]es, (N)o, (C)ancel: ", keyMode,
			`{"kind":"confirm","question":"Save changes to \"x\"?","default":"yes","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Cancel","key":"c","selected":null}]}`},
		{"keys each with its answer after an equals sign, the default marked after its answer, two keys told apart by case", "src/ledger/tests/test_accounts.py:12\r\n\r\nAccept change (y = yes [default], n = no, e = edit in $EDITOR, A = yes to all, E = yes+edit, q = quit)? ", lineMode,
			`{"kind":"choice","question":"Accept change","default":"y","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"edit in $EDITOR","key":"e","selected":null},{"label":"yes to all","key":"A","selected":null},{"label":"yes+edit","key":"E","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"the same with a yes, a no and one more answer: a confirm, keys in lower case", "Trust this certificate (Y=Yes, N=No, V=View certificate)? ", lineMode,
			`{"kind":"confirm","question":"Trust this certificate","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"View certificate","key":"v","selected":null}]}`},
		{"a line and a column in parentheses on a status row over an editor's command line are no keys", "\x1b[?1049h\x1b[H" + strings.Repeat("row of the file\r\n", 22) + "long.txt   (1,1)   [normal]\r\n:e notes.txt", keyMode, "null"},
		{"a question ending in the single words that answer it, or before the last", "(c1) integrate(1/x, x, 0, a);\r\n\r\nIs  x  positive, negative or zero? ", lineMode,
			`{"kind":"choice","question":"Is  x  positive, negative or zero?","options":[{"label":"positive","key":"positive","selected":null},{"label":"negative","key":"negative","selected":null},{"label":"zero","key":"zero","selected":null}]}`},
		{"the same ending in \"or not\" asks yes or no", "Is this correct or not? ", lineMode,
			`{"kind":"confirm","question":"Is this correct or not?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys run together in brackets on a game's top row over its map, the default after them in parentheses", "\x1b[?1049h\x1b[3;34H-----------\x1b[4;34H|....@d...|\x1b[5;34H-----------\x1b[1;1HReally quit? [yn] (n) ", keyMode,
			`{"kind":"confirm","question":"Really quit?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a yes or a no in brackets, the default named after a comma", "Volume 0 will be deleted.\r\n\r\nAre you sure you want to continue?  [Yes or No, default is No] ", lineMode,
			`{"kind":"confirm","question":"Are you sure you want to continue?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys a sentence names with what each does, the default in square brackets after it", "Release 2.4.0 is ready.\r\nEnter S to ship, H to hold, Q to quit [S]: ", lineMode,
			`{"kind":"choice","question":"Enter S to ship, H to hold, Q to quit:","default":"s","options":[{"label":"ship","key":"s","selected":null},{"label":"hold","key":"h","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"buttons each in square brackets after a question on an editor's message row", "\x1b[?1049h\x1b[H notes.txt*\r\nfirst line\x1b[23;1HSave file notes.txt?  [Yes] [No] [Cancel]\x1b[23;24H", keyMode,
			`{"kind":"confirm","question":"Save file notes.txt?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Cancel","key":"c","selected":null}]}`},
		{"a numbered list whose keys stand apart from their labels over a range asked", "Choose a device:\r\n0.      Cancel\r\n1.      Host controller (JHL7540 Bridge [C step])\r\n2.      System Firmware\r\n[0-2]: ", lineMode,
			`{"kind":"select","question":"Choose a device:","options":[{"label":"Cancel","key":"0","selected":null},{"label":"Host controller (JHL7540 Bridge [C step])","key":"1","selected":null},{"label":"System Firmware","key":"2","selected":null}]}`},
		{"numbers in brackets set apart from their labels, the line asking for one over the cursor", "AI Vendors [at least one, required]\r\n\r\n        [1]     Anthropic\r\n        [2]     Azure\r\n        [10]    OpenAI\r\n\r\n[Plugin Number] Enter the number of the plugin to setup (leave empty to skip):\r\n", lineMode,
			`{"kind":"select","question":"[Plugin Number] Enter the number of the plugin to setup (leave empty to skip):","options":[{"label":"Anthropic","key":"1","selected":null},{"label":"Azure","key":"2","selected":null},{"label":"OpenAI","key":"10","selected":null}]}`},
		{"a question, the answer Enter gives written out, the other in parentheses (WordPerfect's)", "\x1b[?1049hDear Ada, first line\r\nsecond line\x1b[24;1HExit WP? No (Yes)", keyMode,
			`{"kind":"confirm","question":"Exit WP?","default":"no","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null}]}`},
		{"a numbered list with arrows over a question marked required, its default in parentheses", "1 > Blue\r\n2 > Orange\r\n3 > White\r\nWidget Type?* (Orange) ", lineMode,
			`{"kind":"select","question":"Widget Type?* (Orange)","options":[{"label":"Blue","key":"1","selected":null},{"label":"Orange","key":"2","selected":null},{"label":"White","key":"3","selected":null}]}`},
		{"the same, its default naming two entries: several taken", "1 > Header\r\n2 > Main area\r\n3 > Footer\r\nZones?*… (Header, Footer) ", lineMode,
			`{"kind":"multiselect","question":"Zones?*… (Header, Footer)","options":[{"label":"Header","key":"1","selected":null},{"label":"Main area","key":"2","selected":null},{"label":"Footer","key":"3","selected":null}]}`},
		{"a numbered list under its question, the cursor on the row under it", "Please select one of the following:\r\n1. wheat\r\n2. white\r\n3. sourdough\r\n", lineMode,
			`{"kind":"select","question":"Please select one of the following:","options":[{"label":"wheat","key":"1","selected":null},{"label":"white","key":"2","selected":null},{"label":"sourdough","key":"3","selected":null}]}`},
		{"a library's field right under a list numbered with arrows", "How often should the backups run?\r\n  0 => Hourly\r\n  1 => Daily\r\n  2 => Weekly\r\n? Choose an option () ", keyMode,
			`{"kind":"select","question":"Choose an option","options":[{"label":"Hourly","key":"0","selected":null},{"label":"Daily","key":"1","selected":null},{"label":"Weekly","key":"2","selected":null}]}`},
		{"a confirm's keys wrapped onto the next row, then a triangle and the value the library shows", "\x1b[?25l? Install Playwright browsers (can be done manually via 'npx playwright install')? (Y/n) ‣ true", keyMode,
			`{"kind":"confirm","question":"Install Playwright browsers (can be done manually via 'npx playwright install')?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"buttons each in a box of its own, the current one framed in a double line", "  Delete the old build folder before packing?\r\n  ┌────────────────┐\r\n  │ ┌─────┐ ╔════╗ │\r\n  │ │ Yes │ ║ No ║ │\r\n  │ └─────┘ ╚════╝ │\r\n  └────────────────┘\r\n  Press [tab] to switch, [enter] to confirm\r\n", keyMode,
			`{"kind":"confirm","question":"Delete the old build folder before packing?","options":[{"label":"Yes","selected":false},{"label":"No","selected":true}]}`},
		{"a numbered menu three blank rows over the row asking", "\x1b[?1049h\x1b[2;20H1.   40 moves in 5 minutes\x1b[3;20H2.   40 moves in 15 minutes\x1b[4;20H3.   all moves in 30 minutes\x1b[8;20HEnter Level: ", keyMode,
			`{"kind":"select","question":"Enter Level:","options":[{"label":"40 moves in 5 minutes","key":"1","selected":null},{"label":"40 moves in 15 minutes","key":"2","selected":null},{"label":"all moves in 30 minutes","key":"3","selected":null}]}`},
		{"a numbered menu asked again after a wrong number, the range in words", "Please choose folder to use:\r\n [1] default (id = b1g5r6h11knot)\r\n [2] Create a new folder\r\nPlease enter your numeric choice: 5\r\nPlease enter a value between 1 and 2: ", lineMode,
			`{"kind":"select","question":"Please choose folder to use:","options":[{"label":"default (id = b1g5r6h11knot)","key":"1","selected":null},{"label":"Create a new folder","key":"2","selected":null}]}`},
		{"a numbered menu over other text, then a line asking from the range its numbers run", "Console setup\r\n-------------\r\n\r\n1) Configure Network\r\n2) Configure DNS\r\n3) Reboot\r\n\r\nThe web user interface is at:\r\n\r\nhttp://192.168.1.20\r\n\r\nEnter an option from 1-3: ", lineMode,
			`{"kind":"select","question":"Enter an option from 1-3:","options":[{"label":"Configure Network","key":"1","selected":null},{"label":"Configure DNS","key":"2","selected":null},{"label":"Reboot","key":"3","selected":null}]}`},
		{"the same line asking from a range the menu's numbers do not run is a field", "Console setup\r\n-------------\r\n\r\n1) Configure Network\r\n2) Configure DNS\r\n3) Reboot\r\n\r\nThe web user interface is at:\r\n\r\nhttp://192.168.1.20\r\n\r\nEnter a port from 1-9: ", lineMode,
			`{"kind":"text","question":"Enter a port from 1-9:"}`},
		{"keys alone on their row under a note wrapped over two rows under the question", "Do you want to verify the packages are installed?\r\nYes - runs a script to confirm that the relay is installed. No - skips the\r\ninstallation check.\r\n[YES/no]", lineMode,
			`{"kind":"confirm","question":"Do you want to verify the packages are installed?","default":"yes","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a pointed list at the foot, its first entry described after a wide gap, under words that ask", "\x1b[?25lPlan: 1 to add, 0 to change, 0 to destroy.\r\n\r\nPlease review the diff output above for relay-stack\r\n\x1b[34m❯\x1b[0m Approve  Applies the changes outlined in the plan.\r\n  Dismiss\r\n  Stop", keyMode,
			`{"kind":"select","question":"Please review the diff output above for relay-stack","options":[{"label":"Approve Applies the changes outlined in the plan.","selected":true},{"label":"Dismiss","selected":false},{"label":"Stop","selected":false}]}`},
		{"numbers equal to their answers' words on the question's row", "Please enter 0 = LOW, 1 = MEDIUM and 2 = STRONG: ", lineMode,
			`{"kind":"select","question":"Please enter 0 = LOW, 1 = MEDIUM and 2 = STRONG:","options":[{"label":"LOW","key":"0","selected":null},{"label":"MEDIUM","key":"1","selected":null},{"label":"STRONG","key":"2","selected":null}]}`},
		{"words to choose in brackets padded with blanks, a mark under them to type at", "What platform do you want to use?? [ iOS / macOS ]\r\n > ", lineMode,
			`{"kind":"choice","question":"What platform do you want to use??","options":[{"label":"iOS","key":"iOS","selected":null},{"label":"macOS","key":"macOS","selected":null}]}`},
		{"keys each before the rest of their word in parentheses", "\x1b[?1049hKiln sheet\x1b[23;1HY(es), N(o) or T(o)?\r\n2> /Quit,", keyMode,
			`{"kind":"choice","question":"Y(es), N(o) or T(o)?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"To","key":"t","selected":null}]}`},
		{"single keys listed bare after the word that asks for one", "\x1b[?1049hKiln sheet\x1b[23;1HEnter A,B,C, or ?\r\n2> /", keyMode,
			`{"kind":"choice","question":"Enter A,B,C, or ?","options":[{"label":"A","key":"A","selected":null},{"label":"B","key":"B","selected":null},{"label":"C","key":"C","selected":null},{"label":"?","key":"?","selected":null}]}`},
		{"faint notes under a question whose row holds the cursor before its grey default: no list", "kiln-setup 2.1\r\n\r\n\x1b[33m? \x1b[0m\x1b[1mKiln name: \x1b[0m\x1b[90mNorth\x1b[0m\r\n\x1b[2mThe name shown on the panel\x1b[0m\r\n\x1b[2mTooltips: Enter accept | Esc abort\x1b[0m\x1b[3;14H", keyMode,
			`{"kind":"text","question":"Kiln name:","default":"North"}`},
		{"a box drawn in letters over an outline, its one row a question with its keys, the cursor after them", "\x1b[?1049h  - Firing year\r\n      - Spring\r\n            Bisque the new mugs\r\n            Glaze the bowls\r\n      + Summer\x1b[3;14H+--------------------------------------------------+\x1b[4;14H|                                                  |\x1b[5;14H| Save changes to FIRINGS.KOL before leaving? (Y/N)|\x1b[6;14H|                                                  |\x1b[7;14H+--------------------------------------------------+\x1b[5;65H", keyMode,
			`{"kind":"confirm","question":"Save changes to FIRINGS.KOL before leaving?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"bash's select at its marks, the question over a note and a rule above the entries", "-----------------------------\r\nWould you like a kiln of your own, or the shared one?\r\nA kiln of your own needs a key from the studio.\r\n-----------------------------\r\n1) Shared kiln\r\n2) My own kiln\r\n#? ", lineMode,
			`{"kind":"select","question":"Would you like a kiln of your own, or the shared one?","options":[{"label":"Shared kiln","key":"1","selected":null},{"label":"My own kiln","key":"2","selected":null}]}`},
		{"keys in quotes after the question, what else may be typed named after them, over a prompt of marks", "-  4:    fire(kiln)\r\n+  4:    fire(kiln, cone=6)\r\n──────────────────────\r\n\r\nApply these changes? 'Y/n/i' or provide feedback.\r\n>>> ", keyMode,
			`{"kind":"choice","question":"Apply these changes?","default":"y","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"i","key":"i","selected":null}]}`},
		{"a status in padded brackets alone on a row, commas between, is no words to choose", "tellics set 1 Phalanx XXV, 820 kB hashtable\r\n[ white, 1 ]\r\n", lineMode, "null"},
		{"a yes and a no run together, then one more answer's word and its key", "Installing the upgrade can take several hours.\r\n\r\n Continue [yN]  Details [d]", lineMode,
			`{"kind":"confirm","question":"Continue","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"Details","key":"d","selected":null}]}`},
		{"a hollow disc on every entry, the pointed one's after its pointer: boxes none ticked", "\x1b[?25lWhich options should be on?\r\n▶ ○ TLS\r\n  ○ Connection pooling\r\n  ○ Read-only session\r\n\r\n0 selected of 3\r\n", keyMode,
			`{"kind":"multiselect","question":"Which options should be on?","options":[{"label":"TLS","selected":true,"checked":false},{"label":"Connection pooling","selected":false,"checked":false},{"label":"Read-only session","selected":false,"checked":false}]}`},
		{"a filled disc after the pointer over hollow ones: a radio list", "\x1b[?25lWhich region?\r\n▶ ● eu-west\r\n  ○ us-east\r\n  ○ ap-south\r\n", keyMode,
			`{"kind":"select","question":"Which region?","options":[{"label":"eu-west","selected":true},{"label":"us-east","selected":false},{"label":"ap-south","selected":false}]}`},
		{"Enter takes the value in parentheses if the question's case holds: a field with that default", "? Where is it hosted? Hit Enter if it's on GitHub or GitLab (https://github.com) ", keyMode,
			`{"kind":"text","question":"Where is it hosted? Hit Enter if it's on GitHub or GitLab","default":"https://github.com"}`},
		{"an agent's permission box as wide as the screen, a long numbered answer, a hint under the box", "\x1b[?25l> run the tests\r\n\r\n╭" + strings.Repeat("─", 78) + "╮\r\n│ Do you want to proceed?" + strings.Repeat(" ", 54) + "│\r\n│ ❯ 1. Yes" + strings.Repeat(" ", 69) + "│\r\n│   2. Yes, and don't ask again for npm test commands in this project          │\r\n│   3. No" + strings.Repeat(" ", 70) + "│\r\n╰" + strings.Repeat("─", 78) + "╯\r\n  Enter to confirm · Esc to exit", keyMode,
			`{"kind":"select","question":"Do you want to proceed?","options":[{"label":"Yes","key":"1","selected":true},{"label":"Yes, and don't ask again for npm test commands in this project","key":"2","selected":false},{"label":"No","key":"3","selected":false}]}`},
		{"a yes and a no as plain words under a question over a log, the yes reversed", "\x1b[?1049h\x1b[?25l@  kqvzlmns  ada@example.org b1c4e0a2\r\n│  (no description set)\r\n   Are you sure you want to abandon this revision?\r\n   \x1b[7m Yes \x1b[0m  No\r\n◉  tlwpxroy  ada@example.org 7e02d9f1\x1b[24;1H y/n: yes/no  enter: confirm  esc: cancel", keyMode,
			`{"kind":"confirm","question":"Are you sure you want to abandon this revision?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"the same words with none set apart are no answers", "\x1b[?1049h\x1b[?25l   Are you sure you want to abandon this revision?\r\n    Yes   No\r\n", keyMode, "null"},
		{"a message box with one button alone on the screen but the key that leaves the program", "\x1b[?1049h\x1b[?25l\x1b[8;23H╭──────────────────────────────────╮\x1b[9;23H│         Account created          │\x1b[10;23H│       Welcome aboard, Ada!       │\x1b[11;23H│                                  │\x1b[12;23H│            [ OK ]                │\x1b[13;23H╰──────────────────────────────────╯\x1b[24;66HCtrl+C to exit\x1b[12;41H", keyMode,
			`{"kind":"choice","question":"Account created Welcome aboard, Ada!","options":[{"label":"OK","key":"\u003center\u003e","selected":null}]}`},
		{"boxes ticked with a square root's sign (Terminal.Gui's tick)", "\x1b[?25lPrint notes.txt with:\r\n\r\n  [√] Line numbers\r\n  [√] Page headers\r\n  [ ] Wrap long lines\r\n", keyMode,
			`{"kind":"multiselect","question":"Print notes.txt with:","options":[{"label":"Line numbers","selected":null,"checked":true},{"label":"Page headers","selected":null,"checked":true},{"label":"Wrap long lines","selected":null,"checked":false}]}`},
		{"a star marks the default key, a dash after the keys where the answer is echoed", "Open in default application? (y/n*) - no\r\n\r\n Do you agree with the terms? (y*/n) - ", lineMode,
			`{"kind":"confirm","question":"Do you agree with the terms?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a key typed at the next row's start under a question's keys", "Do you want to proceed? [y|n]\r\ny", lineMode,
			`{"kind":"confirm","question":"Do you want to proceed?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a word to type, then Enter, if the person wants to go on: a confirm whose yes is that word", "This operation will destroy all data in a device.\r\nAre you sure you want to proceed?\r\nType \"YES\" and press enter if you want to proceed:", lineMode,
			`{"kind":"confirm","question":"Type \"YES\" and press enter if you want to proceed:","options":[{"label":"YES","key":"YES","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a text input's mark after the form's label, the cursor after it", "\x1b[?1049h  Connect to CoffeeShop-5G\r\n\r\n  Passphrase: >\r\n\r\n  enter connect • esc cancel\x1b[3;16H", keyMode,
			`{"kind":"password","question":"Passphrase:"}`},
		{"a secret typed so far, masked, after a label and a field's mark", "\x1b[?1049h  Connect to CoffeeShop-5G\r\n\r\n  Passphrase: > *********\r\n\r\n  enter connect • esc cancel\x1b[3;26H", keyMode,
			`{"kind":"password","question":"Passphrase:"}`},
		{"a field in a dialog box over a full-screen program's panels", "\x1b[?1049h\x1b[1;1H Left                                    Right\x1b[8;20H┌──────── Make directory ────────┐\x1b[9;20H│ Create the directory           │\x1b[10;20H│ BACKUP                         │\x1b[11;20H└────────────────────────────────┘\x1b[24;1H1Help 2Menu 3View 4Edit 5Copy 6RenMov 7Mkdir 8Delete\x1b[10;28H", keyMode,
			`{"kind":"text","question":"Create the directory","default":"BACKUP"}`},
		{"a boxed confirm over a list, the list's words running into the box's side", "\x1b[?1049h\x1b[?25l   Wi-Fi Networks   wlan0\r\n\r\n  7 networks\r\n\r\n  │ HomeNet\r\n  │ 82% · WPA2 · connected\r\n\r\n    CoffeeShop-5G╭────────────────────────────────────────────╮\r\n    64% · WPA2   │                                            │\r\n                 │         Forget network \"HomeNet\"?          │\r\n    Library Guest│                                            │\r\n    57% · open   │            \x1b[30;47m Yes \x1b[0m      \x1b[37;45m No \x1b[0m               │\r\n                 │                                            │\r\n    FRITZ!Box 759│  ←/→ choose • enter confirm • esc cancel   │\r\n    41% · WPA2   ╰────────────────────────────────────────────╯", keyMode,
			`{"kind":"confirm","question":"Forget network \"HomeNet\"?","options":[{"label":"Yes","selected":false},{"label":"No","selected":true}]}`},
		{"a form's fields, labels set right, the cursor before a field's value: that field, its value the default", "Set up a depot node\r\ntab: next field · enter on the last: save\r\n\r\n        Node name: depot-03\r\n▸     Listen port: 8080\r\n   Data directory: /var/lib/depot\x1b[5;20H", keyMode,
			`{"kind":"text","question":"Listen port:","default":"8080"}`},
		{"a bordered table's rows, one reversed, under its headings, under a question with its keys' hint", "\x1b[?25lChoose a snapshot to restore  (↑/↓ move, enter choose)\r\n╭──────────────┬──────────────────┬────────╮\r\n│   Snapshot   │      Taken       │  Size  │\r\n├──────────────┼──────────────────┼────────┤\r\n\x1b[7m│ nightly-1127 │ 2026-11-27 02:00 │ 4.2 GB │\x1b[0m\r\n│ nightly-1126 │ 2026-11-26 02:00 │ 310 MB │\r\n│ weekly-48    │ 2026-11-23 03:30 │ 4.1 GB │\r\n╰──────────────┴──────────────────┴────────╯", keyMode,
			`{"kind":"select","question":"Choose a snapshot to restore","options":[{"label":"nightly-1127 2026-11-27 02:00 4.2 GB","selected":true},{"label":"nightly-1126 2026-11-26 02:00 310 MB","selected":false},{"label":"weekly-48 2026-11-23 03:30 4.1 GB","selected":false}]}`},
		{"a pointed list under an agent's box, the box's title asking, each entry with an icon of its own, a grey hint on top", "\x1b[?25l\x1b[90m  Tips: Enter to submit, Ctrl+C to interrupt\x1b[0m\r\n\r\n> add a README\r\n\r\n╭─ ⚠  Tool Action Requires Approval ───────────────────────────────────────────╮\r\n│ Tool: write_file                                                             │\r\n│ + # notes                                                                    │\r\n╰──────────────────────────────────────────────────────────────────────────────╯\r\n\r\n  ❯ \x1b[32m✓ Approve\x1b[0m  (y)\r\n    ✕ Reject  (n)\r\n    ⚡ Auto-accept all going forward  (a)\r\n\r\n  ↑/↓ navigate • Enter select • y/n/a quick keys", keyMode,
			`{"kind":"select","question":"Tool Action Requires Approval","options":[{"label":"Approve","key":"y","selected":true},{"label":"Reject","key":"n","selected":false},{"label":"Auto-accept all going forward","key":"a","selected":false}]}`},
		{"a value in a field drawn on a background of its own in a dialog box, the cursor right after it: no entry set apart", "\x1b[?1049h\x1b[1;1H Left                                    Right\x1b[8;20H┌──────── Make directory ────────┐\x1b[9;20H│ Create the directory           │\x1b[10;20H│ \x1b[30;46mBACKUP                        \x1b[0m │\x1b[11;20H└────────────────────────────────┘\x1b[24;1H1Help 2Menu 3View 4Edit 5Copy 6RenMov 7Mkdir 8Delete\x1b[10;28H", keyMode,
			`{"kind":"text","question":"Create the directory","default":"BACKUP"}`},
		{"a filter field over a table whose headings are drawn in a colour of their own: a field, no entry set apart", "\x1b[?1049h otel-tui v0.5.3     1 Traces   2 Metrics   3 Logs\r\n┌─ Logs (12) ────────────────────────────────────┐\r\n│\x1b[33mFilter by service or body:\x1b[0m\x1b[44m                     \x1b[0m│\r\n│\x1b[1;33mTime          Service    Level  Body             \x1b[0m│\r\n│10:41:07.512  checkout   INFO   order 1042 placed│\r\n│10:41:07.498  payment    INFO   charge authorized│\r\n│10:41:05.877  cart       INFO   cart 88 updated  │\r\n└────────────────────────────────────────────────┘\r\n Tab pane  / filter  Ctrl+L clear  q quit\x1b[3;29H", keyMode,
			`{"kind":"text","question":"Filter by service or body:"}`},
		{"a question then [confirm]: Enter confirms", "sw1#reload\r\nProceed with reload? [confirm]", lineMode,
			`{"kind":"confirm","question":"Proceed with reload?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default alone on the prompt's row under the label it is the default of", "Select a default region.\r\n1) us-east-1\r\n2) eu-west-1\r\n\r\nEnter Application Name\r\n(default is \"relay-api\"): ", lineMode,
			`{"kind":"text","question":"Enter Application Name","default":"relay-api"}`},
		{"echo off on the row under a secret's label", "Enter username:\r\nada\r\nEnter password:\r\n", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Enter password:"}`},
		{"discs after numbered entries under a hint that a key toggles them: boxes", "◆ Run which checks first?\r\n  1. ◉ Unit tests\r\n  2. ○ Smoke tests\r\n  3. ○ Image scan\r\n  \x1b[2m↑↓ move  space/tab toggle  enter confirm\x1b[0m\x1b[?25l", keyMode,
			`{"kind":"multiselect","question":"Run which checks first?","options":[{"label":"Unit tests","key":"1","selected":null,"checked":true},{"label":"Smoke tests","key":"2","selected":null,"checked":false},{"label":"Image scan","key":"3","selected":null,"checked":false}]}`},
		{"a library's active glyph before a secret's name, its bar and closing corner under it, nothing typed", "\x1b[?25l┌ create-relay\r\n◇ Project name · relay-app\r\n◆ Database password\r\n│\r\n└\x1b[5;3H", keyMode,
			`{"kind":"password","question":"Database password"}`},
		{"a pointed list under a question set between two rules", "────────────────────────────────\r\n    Restore which snapshot?\r\n────────────────────────────────\r\n\r\n> snap-2026-11-27 (nightly)\r\n  snap-2026-11-26 (nightly)\r\n  snap-2026-11-20 (weekly)\r\n\r\n────────────────────────────────\r\n", keyMode,
			`{"kind":"select","question":"Restore which snapshot?","options":[{"label":"snap-2026-11-27 (nightly)","selected":true},{"label":"snap-2026-11-26 (nightly)","selected":false},{"label":"snap-2026-11-20 (weekly)","selected":false}]}`},
		{"a key for yes named in words after the question", "Do you wish to continue with the password provided?(Press y|Y for Yes, any other key for No) : ", lineMode,
			`{"kind":"confirm","question":"Do you wish to continue with the password provided?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"the same keys alone under the question, a blank row between", "It checks the strength of passwords.\r\nWould you like to set up the password check?\r\n\r\nPress y|Y for Yes, any other key for No: ", lineMode,
			`{"kind":"confirm","question":"Would you like to set up the password check?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"entries numbered with a dash right after the number, over a question and the range it takes", "One of the following packages is needed:\r\n 1- php-fpm: PHP FastCGI Process Manager (to install)\r\n 2- mod_php: PHP module for Apache (to install)\r\nWhat is your choice? (1-2) ", lineMode,
			`{"kind":"select","question":"One of the following packages is needed:","options":[{"label":"php-fpm: PHP FastCGI Process Manager (to install)","key":"1","selected":null},{"label":"mod_php: PHP module for Apache (to install)","key":"2","selected":null}]}`},
		{"an agent's numbered permission list in a frame under its conversation's marked lines, Esc to cancel under it", "\x1b[?25l  Toy Agent  v0.4.2\r\n\r\n> list the files\r\n\r\n● I'll list the files to see what's here.\r\n\r\n╭──────────────────────────────────────────────────────────────╮\r\n│ Bash command                                                 │\r\n│   ls -la                                                     │\r\n│                                                              │\r\n│ Do you want to proceed?                                      │\r\n│ ❯ 1. Yes                                                     │\r\n│   2. Yes, and don't ask again for ls commands                │\r\n│   3. No, and tell the agent what to do differently (esc)     │\r\n╰──────────────────────────────────────────────────────────────╯\r\n  Esc to cancel\r\n", keyMode,
			`{"kind":"select","question":"Do you want to proceed?","options":[{"label":"Yes","key":"1","selected":true},{"label":"Yes, and don't ask again for ls commands","key":"2","selected":false},{"label":"No, and tell the agent what to do differently (esc)","key":"3","selected":false}]}`},
		{"keys run together after a hint alone on their row, the question on the row above", "diff --git a/notes.txt b/notes.txt\r\n1 hunks, 1 lines changed\r\nexamine changes to 'notes.txt'?\r\n(enter ? for help) [Ynesfdaq?] ", lineMode,
			`{"kind":"choice","question":"examine changes to 'notes.txt'?","default":"y","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"e","key":"e","selected":null},{"label":"s","key":"s","selected":null},{"label":"f","key":"f","selected":null},{"label":"d","key":"d","selected":null},{"label":"a","key":"a","selected":null},{"label":"q","key":"q","selected":null}]}`},
		{"one key in brackets, the default, then the key that shows the others, a key typed after them", "Scanning archive.uue\r\n  report.pdf   is complete   [s] (h for help) k", lineMode,
			`{"kind":"choice","question":"report.pdf   is complete","default":"s","options":[{"label":"help","key":"h","selected":null}]}`},
		{"the same with the help key given with an equals sign, nothing typed", "  -rw-r--r-- notes.md   is OK   [x] (?=help) ", lineMode,
			`{"kind":"choice","question":"-rw-r--r-- notes.md   is OK","default":"x","options":[{"label":"help","key":"?","selected":null}]}`},
		{"a sentence at the foot of a full screen that asks for a value, the cursor in an empty pane above it", fmt.Sprintf("\x1b[?1049h\x1b[H"+strings.Repeat("│ Sites  │"+strings.Repeat(" ", 68)+"│\r\n", 22)+"└"+strings.Repeat("─", 78)+"┘\r\n"+"        %s\x1b[4;30H%s", "Enter the address of your relay host.", ""), keyMode,
			`{"kind":"text","question":"Enter the address of your relay host."}`},
		{"the same with a value typed at the cursor", fmt.Sprintf("\x1b[?1049h\x1b[H"+strings.Repeat("│ Sites  │"+strings.Repeat(" ", 68)+"│\r\n", 22)+"└"+strings.Repeat("─", 78)+"┘\r\n"+"        %s\x1b[4;30H%s", "Enter the address of your relay host.", "10.0.4"), keyMode,
			`{"kind":"text","question":"Enter the address of your relay host."}`},
		{"a sentence at the foot that tells what a key does asks nothing", fmt.Sprintf("\x1b[?1049h\x1b[H"+strings.Repeat("│ Sites  │"+strings.Repeat(" ", 68)+"│\r\n", 22)+"└"+strings.Repeat("─", 78)+"┘\r\n"+"        %s\x1b[4;30H%s", "Type q to quit, arrows to move.", ""), keyMode, "null"},
		{"a full screen's splash asking for any key under a frame's bottom edge as wide as the screen asks nothing", "\x1b[?1049h\x1b[H" + strings.Repeat("│"+strings.Repeat(" ", 78)+"│\r\n", 22) + "└" + strings.Repeat("─", 78) + "┘\r\n" + "                    Press any key to continue.\x1b[?25l", keyMode, "null"},
		{"a titled box whose rows are a list under no message, one reversed, framed buttons under it", "\x1b[?1049h\x1b[H\r\n\r\n          ┌─────────┤ Pick a Service ├─────────┐\r\n          │  \x1b[7mAuthentication                \x1b[0m    │\r\n          │  Firewall rules                    │\r\n          │  System services                   │\r\n          │                                    │\r\n          │    ┌────────┐      ┌──────┐        │\r\n          │    │ Start  │      │ Quit │        │\r\n          │    └────────┘      └──────┘        │\r\n          └────────────────────────────────────┘\x1b[4;14H", keyMode,
			`{"kind":"select","question":"Pick a Service","options":[{"label":"Authentication","selected":true},{"label":"Firewall rules","selected":false},{"label":"System services","selected":false}]}`},
		{"a prompt of marks under a row that ends in the word to type, a clause and a log's mark before it", " !     This will drop the database prod-db.\r\n !     To continue, type 'prod-db'\r\n\r\n> ", lineMode,
			`{"kind":"text","question":"To continue, type 'prod-db'"}`},
		{"the same with the word typed after the marks", " !     This will drop the database prod-db.\r\n !     To continue, type 'prod-db'\r\n\r\n> prod-db", lineMode,
			`{"kind":"text","question":"To continue, type 'prod-db'"}`},
		{"a banner's word to type that goes on after it over a REPL's marks asks nothing", "Relay shell 2.1\r\nType \"help\" for more information.\r\n> ", lineMode, "null"},
		{"a library's mark after the keys and the value it shows after the mark", "? Deploy to production? (y/N) · false", keyMode,
			`{"kind":"confirm","question":"Deploy to production?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a key typed after the default in brackets of its own, the keys in brackets before it", "Overwrite the release notes? [y, N] (N) y", keyMode,
			`{"kind":"confirm","question":"Overwrite the release notes?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a boxed field titled with a secret's name in two words, what was typed drawn as a mask", "\x1b[?1049h\x1b[H Vault — Unlock\r\n\r\n  ┌─Pass phrase───────────────────┐\r\n  │*****                          │\r\n  └───────────────────────────────┘\r\n\r\n Enter unlock   Ctrl-C quit\x1b[4;9H", keyMode,
			`{"kind":"password","question":"Pass phrase"}`},
		{"a question that starts by asking for an access token and ends in where to make one", "? Enter your access token. Make one at the dashboard (https://relay.example.org/settings/tokens): ", keyMode,
			`{"kind":"password","question":"Enter your access token. Make one at the dashboard (https://relay.example.org/settings/tokens):"}`},
		{"a yes/no question, one key in brackets, then a second question mark, a script's arrow before it", "I found the relay's tools.\r\n\r\n--> Are these paths correct? [y]? ", lineMode,
			`{"kind":"confirm","question":"Are these paths correct?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a label, its default in brackets, then a question mark", "Pick the account the relay runs as.\r\n\r\n--> Relay should run as user [relay]? ", lineMode,
			`{"kind":"text","question":"Relay should run as user:","default":"relay"}`},
		{"a wrapped yes/no question, its default in brackets and a colon, a key typed after them", "Kiln user: ada\r\nKeep the old kiln log of this user (it can be read again later, from the archive)? (y/n) [n]: y", lineMode,
			`{"kind":"confirm","question":"Keep the old kiln log of this user (it can be read again later, from the archive)?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a label with a note and a default in brackets, a question mark, a value typed", "Please pick an install directory for the relay.\r\n\r\n--> Install directory (full path) [/usr/local/relay]? /opt/relay", lineMode,
			`{"kind":"text","question":"Install directory (full path)","default":"/usr/local/relay"}`},
		{"keys run together in brackets before the question mark, under a frame's bottom edge as wide as the screen", "\x1b[?1049h" + strings.Repeat("║"+strings.Repeat(" ", 78)+"║\r\n", 22) + "╚" + strings.Repeat("═", 78) + "╝\r\n2 buffers have not been saved.  Quit [ynw]?", keyMode,
			`{"kind":"choice","question":"2 buffers have not been saved.  Quit?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"w","key":"w","selected":null}]}`},
		{"a box's label, a blank row, then a value typed from the label's column, no buttons", "\x1b[?1049h Kiln 2.0  3 firings\r\n  cone 6  bisque\r\n  cone 04 glaze\x1b[5;10H┌────────────────────────────────────┐\x1b[6;10H│ Add a firing by kiln name or id:   │\x1b[7;10H│                                    │\x1b[8;10H│ north-2                            │\x1b[9;10H│                                    │\x1b[10;10H└────────────────────────────────────┘\x1b[8;19H", keyMode,
			`{"kind":"text","question":"Add a firing by kiln name or id:"}`},
		{"a button that goes back a step before Yes and No answers nothing", "\x1b[?1049h\x1b[3;4H┌──────────── [!!] Kiln setup ─────────────┐\x1b[4;4H│                                          │\x1b[5;4H│ Write the new cone table to the kiln?    │\x1b[6;4H│                                          │\x1b[7;4H│ < Go Back >           <Yes>   \x1b[7m<No>\x1b[0m      │\x1b[8;4H│                                          │\x1b[9;4H└──────────────────────────────────────────┘\x1b[?25l", keyMode,
			`{"kind":"confirm","question":"Write the new cone table to the kiln?","options":[{"label":"Yes","key":"y","selected":false},{"label":"No","key":"n","selected":true}]}`},
		{"a prompt of marks under a row saying what Enter alone gives, under a heading", "Kiln 2.0 command line set-up\r\n== Kiln name ==\r\ntype value, press Enter to use default value (north)\r\n: ", lineMode,
			`{"kind":"text","question":"Kiln name","default":"north"}`},
		{"the same marks answered before, a value typed after them now", "Kiln 2.0 command line set-up\r\n== Kiln name ==\r\ntype value, press Enter to use default value (north)\r\n:\r\n== Cone ==\r\ntype value, press Enter to use default value (6)\r\n: 04", Facts{Program: "prog", Echo: true, Canonical: true, Waiting: true, Submitted: []string{":"}},
			`{"kind":"text","question":"Cone","default":"6"}`},
		{"a field whose hint says what is typed is masked asks a secret", "Log in to the relay...\r\n\r\n? Relay machine address: relay.example.org\r\n? Relay machine code: [input is masked]", keyMode,
			`{"kind":"password","question":"Relay machine code:"}`},
		{"a library's question over more than one row, its default in parentheses alone on the row under it", "Release the relay...\r\n\r\n? Write a SHORT description of the change,\r\nin the imperative:\r\n (fix the reconnect loop) ", keyMode,
			`{"kind":"text","question":"Write a SHORT description of the change, in the imperative:","default":"fix the reconnect loop"}`},
		{"a name in parentheses under a question that no library's glyph starts is a command loop's prompt", "Relay debugger 1.2\r\nStopped at main.go:12:\r\n(rdb) ", keyMode, "null"},
		{"a prompt of marks under a row naming the default, under the question", "Creating a kiln under the studio Ada (ada)\r\n\r\nKiln name (--name)\r\nDefault: North kiln\r\n> ", lineMode,
			`{"kind":"text","question":"Kiln name (--name)","default":"North kiln"}`},
		{"the same with a value typed after the marks", "Creating a kiln under the studio Ada (ada)\r\n\r\nKiln name (--name)\r\nDefault: North kiln\r\n> South", lineMode,
			`{"kind":"text","question":"Kiln name (--name)","default":"North kiln"}`},
		{"a pane titled with one word beside other panes, the cursor in it: the program's own field", "\x1b[?1049h┌──────────────────────┐┌ Ines ────────────────────────────────────────────────┐\r\n│Ines                  ││                                                      │\r\n│Jonas                 ││                                                      │\r\n│Relay team            ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││                                                      │\r\n│                      ││10:05 Ines: edge-3 is back up                         │\r\n│                      │└──────────────────────────────────────────────────────┘\r\n│                      │┌ Input ───────────────────────────────────────────────┐\r\n│                      ││                                                      │\r\n│                      │└──────────────────────────────────────────────────────┘\x1b[22;26H", keyMode, "null"},
		{"a graph's last node led by a library's glyph, words that do not ask, the cursor hidden away: no question", "\x1b[?1049h\x1b[?25l@  kqvzlmns  ada@example.org 2 minutes ago b1c4e0a2\r\n│  (no description set)\r\n◉  tlwpxroy  ada@example.org 1 hour ago 7e02d9f1\r\n│  kiln: renew certificates early\r\n◆  zzzzzzzz  root() 00000000\x1b[24;1H j/k: move  enter: details  a: abandon  q: quit", keyMode, "null"},
		{"a pointed list of files under the place a browser shows, a label and a path: its own screen", "\x1b[?1049h\x1b[?25lcwd: /srv/kiln/logs\r\n\r\n > firing-1.log\r\n   firing-2.log\r\n   notes.txt", keyMode, "null"},
		{"a numbered list under a label naming what it lists, in a frame across the screen: a player's own screen", "\x1b[?1049h\x1b[?25l┌" + strings.Repeat("─", 78) + "┐\r\n│ Playlist: kilns" + strings.Repeat(" ", 62) + "│\r\n│   1. \x1b[7mNorth kiln (cone 6)\x1b[0m" + strings.Repeat(" ", 53) + "│\r\n│   2. South kiln (cone 04)" + strings.Repeat(" ", 52) + "│\r\n│   3. West kiln (raku)" + strings.Repeat(" ", 56) + "│\r\n└" + strings.Repeat("─", 78) + "┘\r\n Selected: north   Press ? for help", keyMode, "null"},
		{"the same list under a question asks", "\x1b[?1049h\x1b[?25lWhich log should be opened?\r\n\r\n > firing-1.log\r\n   firing-2.log\r\n   notes.txt", keyMode,
			`{"kind":"select","question":"Which log should be opened?","options":[{"label":"firing-1.log","selected":true},{"label":"firing-2.log","selected":false},{"label":"notes.txt","selected":false}]}`},
		{"BASIC's question mark under the question and the keys that answer it", "DO YOU NEED INSTRUCTIONS  (YES/NO)\r\n? ", lineMode,
			`{"kind":"confirm","question":"DO YOU NEED INSTRUCTIONS","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"letters set apart by hyphens, each the initial of a word before them", "SHOOT OR MOVE (S-M)? ", lineMode,
			`{"kind":"choice","question":"SHOOT OR MOVE?","options":[{"label":"shoot","key":"s","selected":null},{"label":"move","key":"m","selected":null}]}`},
		{"letters set apart by hyphens that are no word's initials", "Pick a kiln shelf (a-d)? ", lineMode,
			`{"kind":"text","question":"Pick a kiln shelf (a-d)?"}`},
		{"Enter alone said to take a default it does not show", "Enter kiln operator name [Enter to accept default]: ", lineMode,
			`{"kind":"text","question":"Enter kiln operator name"}`},
		{"a wireless network's security key asked", "Enter the security key for 'KilnNet': ", keyMode,
			`{"kind":"password","question":"Enter the security key for 'KilnNet':"}`},
		{"keys after the words they give, each marked in its word", ":: (V)iew, (M)erge, (R)emove the new profile, (Q)uit: [v/m/r/q] ", lineMode,
			`{"kind":"choice","question":":: (V)iew, (M)erge, (R)emove the new profile, (Q)uit:","options":[{"label":"View","key":"v","selected":null},{"label":"Merge","key":"m","selected":null},{"label":"Remove the new profile","key":"r","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		{"words each with its key in brackets, one key a capital among small ones", "Do you accept the kiln's certificate? [y]es/[N]o: ", lineMode,
			`{"kind":"confirm","question":"Do you accept the kiln's certificate?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"the same with a help key of no letter after them", "Remove the kiln's log? [y]es/[N]o/[?]help: ", lineMode,
			`{"kind":"confirm","question":"Remove the kiln's log?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"help","key":"?","selected":null}]}`},
		{"keys after the word to enter them, in parentheses", "Enter 'y' to reuse the kiln's profile, 'x' to import one or 'n' to make a new one (Enter y/x/n): ", lineMode,
			`{"kind":"choice","question":"Enter 'y' to reuse the kiln's profile, 'x' to import one or 'n' to make a new one:","options":[{"label":"y","key":"y","selected":null},{"label":"x","key":"x","selected":null},{"label":"n","key":"n","selected":null}]}`},
		{"keys alone over a prompt of marks answered before, the question over them", "[Kiln prompt]\r\nEnter the number of your kiln\r\n: 2\r\n\r\n[Night firing prompt]\r\nDo you want the kiln to fire tonight?\r\n[y/N]\r\n: ", Facts{Program: "prog", Echo: true, Canonical: true, Waiting: true, Submitted: []string{": 2"}},
			`{"kind":"confirm","question":"Do you want the kiln to fire tonight?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"slashed keys, then a default given with an equals sign, then the question mark", "*** relayd (Y/I/N/O/D) [default=N] ? ", lineMode,
			`{"kind":"choice","question":"*** relayd?","default":"n","options":[{"label":"y","key":"y","selected":null},{"label":"i","key":"i","selected":null},{"label":"n","key":"n","selected":null},{"label":"o","key":"o","selected":null},{"label":"d","key":"d","selected":null}]}`},
		{"a numbered entry wrapped onto the next row, one starred as the current, over a question naming its default", "Please choose the version to use:\r\n   1) 1.24  (legacy)\r\n   2) 2.0   (+ support for internal libraries)\r\n * 3) 3.0   (+ set notation for ==, common stanzas in ifs, more redundant commas\r\n, better pkgconfig-depends)\r\n   4) 3.4   (~ more flexible default-language)\r\nYour choice? [default: 3.0] ", lineMode,
			`{"kind":"select","question":"Please choose the version to use:","default":"3","options":[{"label":"1.24 (legacy)","key":"1","selected":null},{"label":"2.0 (+ support for internal libraries)","key":"2","selected":null},{"label":"3.0 (+ set notation for ==, common stanzas in ifs, more redundant commas","key":"3","selected":null},{"label":"3.4 (~ more flexible default-language)","key":"4","selected":null}]}`},
		{"a note in brackets alone before the colon, under the sentence asking for a password, a drawn cursor after it", "\x1b[?25lChoose a password for your CA keys and first provisioner.\r\n[leave empty and we'll generate one]: \u2588\r\n", keyMode,
			`{"kind":"password","question":"Choose a password for your CA keys and first provisioner."}`},
		{"the same note under a sentence asking for a name", "Pick a name for the new relay.\r\n[leave empty to use the host's]: ", lineMode,
			`{"kind":"text","question":"Pick a name for the new relay."}`},
		{"answers as words, each its key in parentheses after it, a default in brackets", "Relay Scanner installer\r\n\r\nDo you accept the licence? Yes(Y)/No(N) [N]\r\n> ", lineMode,
			`{"kind":"confirm","question":"Do you accept the licence?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"three such answers on the question's row, Yes, No and Cancel: a confirm", "Replace the old scanner? Yes(Y)/No(N)/Cancel(C) [Y]: ", lineMode,
			`{"kind":"confirm","question":"Replace the old scanner?","default":"yes","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Cancel","key":"c","selected":null}]}`},
		{"rows telling which key does what, a note, then the question with what Enter does in brackets", "  Use 'd' to delete the temporary ./etc/relay.conf\r\n  Use 'i' to install the temporary ./etc/relay.conf\r\n  Use 'm' to merge the temporary and installed versions\r\n\r\n  Default is to leave the temporary file to deal with by hand\r\n\r\nHow should I deal with this? [Leave it for later] ", lineMode,
			`{"kind":"choice","question":"How should I deal with this?","default":"Leave it for later","options":[{"label":"delete the temporary ./etc/relay.conf","key":"d","selected":null},{"label":"install the temporary ./etc/relay.conf","key":"i","selected":null},{"label":"merge the temporary and installed versions","key":"m","selected":null}]}`},
		{"an editor's prompt bar over one row of shortcuts, its last row blank (a tiny build)", "\x1b[?1049h\x1b[7m  GNU nano 7.2                       notes.txt                                    \x1b[0m\r\nfirst line\r\nsecond line\x1b[22;1H\x1b[7mFile Name to Write: notes.txt                                                   \x1b[0m\r\n\x1b[7m^C\x1b[0m Cancel\x1b[22;30H", Facts{Program: "nano-tiny", Args: []string{"notes.txt"}, Waiting: true},
			`{"kind":"text","question":"File Name to Write:","default":"notes.txt"}`},
		{"the same bar asking for a search is the editor's own", "\x1b[?1049h\x1b[7m  GNU nano 7.2                       notes.txt                                    \x1b[0m\r\nfirst line\r\nsecond line\x1b[22;1H\x1b[7mSearch:                                                                         \x1b[0m\r\n\x1b[7m^C\x1b[0m Cancel\x1b[22;9H", Facts{Program: "nano-tiny", Args: []string{"notes.txt"}, Waiting: true},
			`null`},
		{"answers set apart by a bar in angle brackets, a colon after them", "\x1b[31m?\x1b[0m Publish version 1.4.0 to the registry? \x1b[90m<yes|no>\x1b[0m : ", lineMode,
			`{"kind":"confirm","question":"Publish version 1.4.0 to the registry?","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"the same with one typed after the colon", "\x1b[31m?\x1b[0m Publish version 1.4.0 to the registry? \x1b[90m<yes|no>\x1b[0m : yes", lineMode,
			`{"kind":"confirm","question":"Publish version 1.4.0 to the registry?","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"ok and cancel in angle brackets", "? Overwrite config.json? <ok|cancel> : ", lineMode,
			`{"kind":"confirm","question":"Overwrite config.json?","options":[{"label":"ok","key":"ok","selected":null},{"label":"cancel","key":"cancel","selected":null}]}`},
		{"a library's default in capitals, dim in parentheses after a label", "\x1b[32m?\x1b[0m \x1b[1mPackage Name\x1b[0m \x1b[36mmylib\x1b[0m\r\n\x1b[32m?\x1b[0m \x1b[1mLicense\x1b[0m \x1b[2m(MIT)\x1b[0m ", keyMode,
			`{"kind":"text","question":"License","default":"MIT"}`},
		{"a library's default, a path of two words, dim in parentheses after a label", "\x1b[32m?\x1b[0m \x1b[1mAuthor's GitHub Handle\x1b[0m \x1b[36msomeone\x1b[0m\r\n\x1b[32m?\x1b[0m \x1b[1mGitHub Repo Path\x1b[0m \x1b[2m(someone/mylib)\x1b[0m ", keyMode,
			`{"kind":"text","question":"GitHub Repo Path","default":"someone/mylib"}`},
		{"a library's password field, its hint that the input is hidden after the colon", "\x1b[32m?\x1b[0m \x1b[1mEmail address:\x1b[0m \x1b[36mada@example.com\x1b[0m\r\n\x1b[32m?\x1b[0m \x1b[1mPassword:\x1b[0m \x1b[2m[input is hidden]\x1b[0m ", keyMode,
			`{"kind":"password","question":"Password:"}`},
		{"a library's glyph alone on its row, its message on the rows under it, then its two answers after the bar", "\x1b[?25l\x1b[90m\u2502\x1b[0m\r\n\x1b[36m\u25c6\x1b[0m\r\nWe've detected npm as your preferred package manager.\r\nWould you like to continue using it?\r\n\x1b[36m\u2502\x1b[0m  \x1b[32m\u25cf\x1b[0m Yes \x1b[2m/ \u25cb No\x1b[0m\r\n\x1b[36m\u2514\x1b[0m\r\n", keyMode,
			`{"kind":"confirm","question":"We've detected npm as your preferred package manager. Would you like to continue using it?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"keys in parentheses set apart by commas, \"or\" before the last, control keys among them", "Save file /srv/notes.txt? (y, n, !, ., q, C-r, C-f, d or C-h) ", lineMode,
			`{"kind":"choice","question":"Save file /srv/notes.txt?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"!","key":"!","selected":null},{"label":".","key":".","selected":null},{"label":"q","key":"q","selected":null},{"label":"C-r","key":"C-r","selected":null},{"label":"C-f","key":"C-f","selected":null},{"label":"d","key":"d","selected":null},{"label":"C-h","key":"C-h","selected":null}]}`},
		{"a library's choice of two words of five letters, dim in parentheses after its question mark", "\x1b[32m?\x1b[0m \x1b[1mWhich bump?\x1b[0m \x1b[2m(major/minor)\x1b[0m ", keyMode,
			`{"kind":"choice","question":"Which bump?","options":[{"label":"major","key":"major","selected":null},{"label":"minor","key":"minor","selected":null}]}`},
		{"conda's bracketed default", "Proceed ([y]/n)? ", lineMode,
			`{"kind":"confirm","question":"Proceed?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a yes/no question whose \"Do you\" is left out", "I now know 3 animals!\r\n\r\nWant to play again? ", lineMode,
			`{"kind":"confirm","question":"Want to play again?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question that wants yes or no", "rm: descend into directory 'd'? ", lineMode,
			`{"kind":"confirm","question":"rm: descend into directory 'd'?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys written together, a capital the default", "Overwrite /srv/a.txt? (enter \"h\" for help) [Ynqh] ", lineMode,
			`{"kind":"choice","question":"Overwrite /srv/a.txt?","default":"y","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"q","key":"q","selected":null},{"label":"h","key":"h","selected":null}]}`},
		{"y and n written together", "Replace b.txt? [yn] ", lineMode,
			`{"kind":"confirm","question":"Replace b.txt?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a word in brackets is a default, not keys", "Owner? [bob] ", lineMode,
			`{"kind":"text","question":"Owner?","default":"bob"}`},
		{"the last sentence asks yes or no", "b.txt exists. Overwrite? ", lineMode,
			`{"kind":"confirm","question":"b.txt exists. Overwrite?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a finder's query row asking a question, a count of its entries at its far end", "\x1b[?1049hWhich city should host it? " + strings.Repeat(" ", 30) + "(1/3) [1/1]\r\n\x1b[7moslo\x1b[0m\r\nlima\r\nperth\x1b[1;28H", keyMode,
			`{"kind":"select","question":"Which city should host it?","options":[{"label":"oslo","selected":true},{"label":"lima","selected":false},{"label":"perth","selected":false}]}`},
		{"answers side by side under their question, one reversed", "\x1b[?25l\x1b[1mWhich city should host it?\x1b[0m\r\n\r\noslo \x1b[7mlima\x1b[0m perth", keyMode,
			`{"kind":"select","question":"Which city should host it?","options":[{"label":"oslo","selected":false},{"label":"lima","selected":true},{"label":"perth","selected":false}]}`},
		{"words side by side, one reversed, under no question", "\x1b[?25lcities of the north\r\n\r\noslo \x1b[7mlima\x1b[0m perth", keyMode, `null`},
		{"answers side by side under a title, the cursor after the reversed one with its blanks", "Which city\r\n oslo \x1b[7m lima \x1b[0m perth\x1b[2;12H", keyMode,
			`{"kind":"select","question":"Which city","options":[{"label":"oslo","selected":false},{"label":"lima","selected":true},{"label":"perth","selected":false}]}`},
		{"a list in a box open at its sides, one reversed, the cursor left under the box", "Which shard first?\r\n \u250c\u2500\u2500\u2500\u2500\u2500\u2510\r\n  \x1b[7malpha\x1b[0m\r\n  beta\r\n  gamma\r\n \u2514\u2500\u2500\u2500\u2500\u2500\u2518\r\n ", keyMode,
			`{"kind":"select","question":"Which shard first?","options":[{"label":"alpha","selected":true},{"label":"beta","selected":false},{"label":"gamma","selected":false}]}`},
		{"a list, one reversed, the cursor on a labelled row under it: the field", "Which shard first?\r\n  \x1b[7malpha\x1b[0m\r\n  beta\r\n  gamma\r\nFilter: ", keyMode, `{"kind":"text","question":"Filter:"}`},
		{"a default greyed after the question, its first letter under a cursor the program draws", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mWhich branch?\x1b[0m \x1b[2m\u2023\x1b[0m \x1b[30;46mr\x1b[0m\x1b[2;36melease-7\x1b[0m", keyMode,
			`{"kind":"text","question":"Which branch?","default":"release-7"}`},
		{"typed text after the question, its first letter under a cursor the program draws", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mWhich branch?\x1b[0m \x1b[2m\u2023\x1b[0m \x1b[30;46mr\x1b[0melease-7", keyMode,
			`{"kind":"text","question":"Which branch?"}`},
		{"a prompt of one word under a row telling what to type and naming it", "n/s/q> n\r\n\r\nEnter name for new remote.\r\nname> ", lineMode,
			`{"kind":"text","question":"Enter name for new remote."}`},
		{"a prompt of one word under a row that does not name it", "n/s/q> n\r\n\r\nEnter a label for the new remote.\r\nname> ", lineMode,
			`{"kind":"text","question":"name\u003e"}`},
		{"a password prompt of one word under a row telling what to type and naming it", "a/q> a\r\nEnter NEW configuration password:\r\npassword: ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Enter NEW configuration password:"}`},
		{"a full screen's list from its first row, the first reversed, its question in a bar under it", "\x1b[?1049h\x1b[7m mirror-fra" + strings.Repeat(" ", 60) + "\x1b[0m\r\n \x1b[1mmirror-ord\x1b[0m\r\n \x1b[1mmirror-nrt\x1b[0m\x1b[23;1H\x1b[7m iSelect      Which mirror should serve it?" + strings.Repeat(" ", 36) + "1, 0%\x1b[0m\x1b[1;72H", keyMode,
			`{"kind":"select","question":"Which mirror should serve it?","options":[{"label":"mirror-fra","selected":true},{"label":"mirror-ord","selected":false},{"label":"mirror-nrt","selected":false}]}`},
		{"a full screen's list from its first row, the first reversed, a bar under it asking nothing", "\x1b[?1049h\x1b[7m mirror-fra" + strings.Repeat(" ", 60) + "\x1b[0m\r\n \x1b[1mmirror-ord\x1b[0m\r\n \x1b[1mmirror-nrt\x1b[0m\x1b[23;1H\x1b[7m mirrors      3 files" + strings.Repeat(" ", 53) + "1, 0%\x1b[0m\x1b[1;72H", keyMode, `null`},
		{"entries under a hint of keys that move and pick, none set apart, the cursor on the query row above", "\x1b[?1049hhist> \r\nType to filter, UP/DOWN move, RET/TAB select, DEL remove, C-f add favorite\r\n\x1b[7m- HISTORY - view:ranking (C-/) - match:keywords (C-e) - case:insensitive (C-t) -\x1b[0m\r\n git status\r\n make\r\n ls -l\x1b[1;7H", keyMode,
			`{"kind":"select","question":"hist\u003e","options":[{"label":"git status","selected":null},{"label":"make","selected":null},{"label":"ls -l","selected":null}]}`},
		{"entries under a hint of keys that move, none to pick", "\x1b[?1049hhist> \r\nUP/DOWN scroll, q quit\r\n git status\r\n make\r\n ls -l\x1b[1;7H", keyMode, `null`},
		{"a numbered menu whose prompt takes several numbers", "Which checks should run?\r\n  0) lint\r\n  1) unit\r\n  2) race\r\nYour choice(multi use , separate): ", lineMode,
			`{"kind":"multiselect","question":"Which checks should run?","options":[{"label":"lint","key":"0","selected":null},{"label":"unit","key":"1","selected":null},{"label":"race","key":"2","selected":null}]}`},
		{"a numbered list of words described beside them, the prompt's default one of the words", "Please choose the operating mode.\r\n\r\n1 novice    Offer simple prompts.\r\n\r\n2 standard  Offer more prompts, about things a user\r\n            would know.\r\n\r\nSelect mode: [novice] ", keyMode,
			`{"kind":"select","question":"Please choose the operating mode.","default":"novice","options":[{"label":"novice","key":"1","selected":null},{"label":"standard","key":"2","selected":null}]}`},
		{"numbers and words above a prompt whose default is none of them", "3753 units, 113 prefixes\r\n4 nonlinear units\r\n\r\nUnit: [meter] ", keyMode,
			`{"kind":"text","question":"Unit:","default":"meter"}`},
		{"inquirer's question mark before a line question under an answered one", "\x1b[32m?\x1b[0m \x1b[1mPick a generator.\x1b[0m \x1b[36mrelay\x1b[0m\r\n\x1b[32m?\x1b[0m \x1b[1mName of the relay host?\x1b[0m \x1b[2m(relay-ams)\x1b[0m ", Facts{Program: "node", Waiting: true},
			`{"kind":"text","question":"Name of the relay host?","default":"relay-ams"}`},
		{"yes or no with a key to quit named after them", "Creating a new data file. Would you like to encrypt it? Y/n (q to quit) ", lineMode,
			`{"kind":"choice","question":"Creating a new data file. Would you like to encrypt it?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"a colon after yes or no's keys", "r.img is not a block special device\r\nContinue (y/n): ", lineMode,
			`{"kind":"confirm","question":"Continue","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keyed entries, the cursor on the current one's key, told apart by a colour alone", "\x1b[?1049h  Pick your character's trait.\r\n\r\n  \x1b[1;34ma) Female\x1b[0m\r\n  \x1b[1mb) Male\x1b[0m\r\n  \x1b[1mc) Neuter\x1b[0m\x1b[3;3H", keyMode,
			`{"kind":"select","question":"Pick your character's trait.","options":[{"label":"Female","key":"a","selected":true},{"label":"Male","key":"b","selected":false},{"label":"Neuter","key":"c","selected":false}]}`},
		{"entries keyed by numbers in brackets, each with a line set off to its right under it, the current one's two rows reversed, under a title spelled out", "\x1b[?1049h\x1b[?25l\x1b[5;27HC h o o s e   a   l e v e l\x1b[7;8H[1]\x1b[36;44;7m  chroma 1 : initiation" + strings.Repeat(" ", 39) + "\x1b[8;12H" + strings.Repeat(" ", 46) + "for beginners \x1b[0m\x1b[9;8H[2]\x1b[36;44m  chroma 2 : coronation" + strings.Repeat(" ", 39) + "\x1b[10;12H" + strings.Repeat(" ", 48) + "for experts \x1b[0m\x1b[11;13H", keyMode,
			`{"kind":"select","question":"Choose a level","options":[{"label":"chroma 1 : initiation","key":"1","selected":true},{"label":"chroma 2 : coronation","key":"2","selected":false}]}`},
		{"one word spelled out over the same entries is no title", "\x1b[?1049h\x1b[?25l\x1b[5;27Hl e v e l s\x1b[7;8H[1]\x1b[36;44;7m  chroma 1 : initiation" + strings.Repeat(" ", 39) + "\x1b[8;12H" + strings.Repeat(" ", 46) + "for beginners \x1b[0m\x1b[9;8H[2]\x1b[36;44m  chroma 2 : coronation" + strings.Repeat(" ", 39) + "\x1b[10;12H" + strings.Repeat(" ", 48) + "for experts \x1b[0m\x1b[11;13H", keyMode, `null`},
		{"a secret named after a tag, the blank a prompt leaves before the cursor", "Relay: \x1b[1;33mDeploy key passphrase\x1b[0m ", keyMode,
			`{"kind":"password","question":"Relay: Deploy key passphrase"}`},
		{"a tag and words, the blank a prompt leaves before the cursor, are no value typed after a label", "Relay: \x1b[1;33mDeploy region\x1b[0m ", keyMode, `null`},
		{"a label and a value typed up to the cursor", "Relay: Deploy region", keyMode,
			`{"kind":"text","question":"Relay:","default":"Deploy region"}`},
		{"a pointed list parted by a rule, a mark alone over its question's two rows", "\x1b[?25l\x1b[32m?\x1b[0m\r\n\x1b[1mThe current version in package.json is 1.4.2\x1b[0m\r\n\x1b[1mHow would you like to bump it?\x1b[0m \x1b[2m(Use arrow keys)\x1b[0m\r\n  major (2.0.0)\r\n\x1b[36m❯ patch (1.4.3)\x1b[0m\r\n  \x1b[2m──────────────\x1b[0m\r\n  leave as-is (1.4.2)\r\n  custom...", keyMode,
			`{"kind":"select","question":"The current version in package.json is 1.4.2 How would you like to bump it?","options":[{"label":"major (2.0.0)","selected":false},{"label":"patch (1.4.3)","selected":true},{"label":"leave as-is (1.4.2)","selected":false},{"label":"custom...","selected":false}]}`},
		{"Yes and No listed under a question an emoji leads, wrapped at the screen's edge, a hint of keys after it", "\x1b[?25l\x1b[32m?\x1b[0m 🎨  \x1b[1mUse HTML in the notes for a nicer rendering? (not supported by all of the viewers, e.g. older ones)\x1b[0m \x1b[2m(Use arrow keys)\x1b[0m\r\n\x1b[36m❯ Yes\x1b[0m\r\n  No", keyMode,
			`{"kind":"confirm","question":"Use HTML in the notes for a nicer rendering? (not supported by all of the viewers, e.g. older ones)","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"a question the terminal carried on mid-word at its last column goes on without a blank", "\x1b[32m?\x1b[0m \x1b[1mDo you want to run any scripts after succesful publishing (e.g. release announcements, binary uploading)?\x1b[0m \x1b[2m(Y/n)\x1b[0m ", keyMode,
			`{"kind":"confirm","question":"Do you want to run any scripts after succesful publishing (e.g. release announcements, binary uploading)?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a filter's field the cursor waits in over a highlighted list, a column's heading between, in a titled box", "\x1b[?1049h┌─ Find a package " + strings.Repeat("─", 61) + "┐\r\n│ Search: ng" + strings.Repeat(" ", 67) + "│\r\n│" + strings.Repeat(" ", 78) + "│\r\n│   Package" + strings.Repeat(" ", 68) + "│\r\n│   -------" + strings.Repeat(" ", 68) + "│\r\n│  \x1b[7m nginx       \x1b[0m" + strings.Repeat(" ", 63) + "│\r\n│   ngrep" + strings.Repeat(" ", 70) + "│\r\n│   ngircd" + strings.Repeat(" ", 69) + "│\r\n└" + strings.Repeat("─", 78) + "┘\x1b[2;13H", keyMode,
			`{"kind":"select","question":"Find a package","options":[{"label":"nginx","selected":true},{"label":"ngrep","selected":false},{"label":"ngircd","selected":false}]}`},
		{"the same field over rows none of which is set apart asks nothing", "\x1b[?1049h┌─ Find a package " + strings.Repeat("─", 61) + "┐\r\n│ Search: ng" + strings.Repeat(" ", 67) + "│\r\n│" + strings.Repeat(" ", 78) + "│\r\n│   nginx" + strings.Repeat(" ", 70) + "│\r\n│   ngrep" + strings.Repeat(" ", 70) + "│\r\n└" + strings.Repeat("─", 78) + "┘\x1b[2;13H", keyMode,
			`{"kind":"text","question":"Search:","default":"ng"}`},
		{"a question naming its answers and default over a prompt of marks", " Drop the stale caches? (yes/no) [no]:\r\n > ", lineMode,
			`{"kind":"confirm","question":"Drop the stale caches?","default":"no","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a question whose default in brackets a colon follows, over a prompt of marks", " Which queue should drain first? [bulk]:\r\n > ", lineMode,
			`{"kind":"text","question":"Which queue should drain first?","default":"bulk"}`},
		{"entries keyed in parentheses over a field whose default is one of the keys", "Which queue should drain first?\r\n    (blk) Bulk\r\n    (urg) Urgent\r\n\r\nType your choice [blk]: ", lineMode,
			`{"kind":"select","question":"Which queue should drain first?","default":"blk","options":[{"label":"Bulk","key":"blk","selected":null},{"label":"Urgent","key":"urg","selected":null}]}`},
		{"a secret's label over a prompt of marks, echo off", " Vault passphrase:\r\n > ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Vault passphrase:"}`},
		{"buttons each with a shadow after it and under it, in a dialog", "\x1b[?1049h\x1b[?25l\x1b[3;20H\x1b[47;30m┌" + strings.Repeat("─", 28) + "┐\x1b[4;20H│ Drop the stale caches?     │\x1b[5;20H│" + strings.Repeat(" ", 28) + "│\x1b[6;20H│   \x1b[44;97m Yes  \x1b[47;30m▄    \x1b[100;97m  No  \x1b[47;30m▄       │\x1b[7;20H│    ▀▀▀▀▀▀▀     ▀▀▀▀▀▀▀     │\x1b[8;20H└" + strings.Repeat("─", 28) + "┘\x1b[0m\x1b[24;1H", keyMode,
			`{"kind":"confirm","question":"Drop the stale caches?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"the same buttons under a field and its shadow submit it: the field asks, no question of theirs", "\x1b[?1049h\x1b[?25l\x1b[3;20H\x1b[47;30m┌" + strings.Repeat("─", 28) + "┐\x1b[4;20H│ Cache:\x1b[100m              \x1b[47m▄      │\x1b[5;20H│        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀      │\x1b[6;20H│   \x1b[44;97m OK   \x1b[47;30m▄    \x1b[100;97mCancel \x1b[47;30m ▄     │\x1b[7;20H│    ▀▀▀▀▀▀▀     ▀▀▀▀▀▀▀     │\x1b[8;20H└" + strings.Repeat("─", 28) + "┘\x1b[0m\x1b[24;1H", keyMode,
			`{"kind":"text","question":"Cache:"}`},
		{"a list in a box with no title inside a window whose title bar asks", "\x1b[?1049h\x1b[?25l\x1b[2;10H\x1b[44;97m-      Pick a queue to drain?          \x1b[3;10H\x1b[47;30m┌" + strings.Repeat("─", 38) + "┐\x1b[4;10H│ ┌" + strings.Repeat("─", 24) + "┐" + strings.Repeat(" ", 11) + "│\x1b[5;10H│ │\x1b[44;97m bulk" + strings.Repeat(" ", 19) + "\x1b[47;30m│" + strings.Repeat(" ", 11) + "│\x1b[6;10H│ │ urgent" + strings.Repeat(" ", 17) + "│" + strings.Repeat(" ", 11) + "│\x1b[7;10H│ │ archive" + strings.Repeat(" ", 16) + "│" + strings.Repeat(" ", 11) + "│\x1b[8;10H│ └" + strings.Repeat("─", 24) + "┘" + strings.Repeat(" ", 11) + "│\x1b[9;10H└" + strings.Repeat("─", 38) + "┘\x1b[0m\x1b[24;1H", keyMode,
			`{"kind":"select","question":"Pick a queue to drain?","options":[{"label":"bulk","selected":true},{"label":"urgent","selected":false},{"label":"archive","selected":false}]}`},
		{"answers numbered on one row under a question, over a prompt row naming the default, the cursor on the row under it", "Setting up queues\r\n\r\nWhich queue should drain first?\r\n  1: bulk,      2: urgent [*],  3: archive,\r\nPrompt: '?' for help, default=2>\r\n", keyMode,
			`{"kind":"select","question":"Which queue should drain first?","default":"2","options":[{"label":"bulk","key":"1","selected":null},{"label":"urgent","key":"2","selected":null},{"label":"archive","key":"3","selected":null}]}`},
		{"a label over a prompt row naming the default, the cursor on the row under it", "Setting up queues\r\n\r\nName of the queue:\r\nPrompt: '?' for help, default=bulk>\r\n", keyMode,
			`{"kind":"text","question":"Name of the queue:","default":"bulk"}`},
		{"keys in brackets before their words, help among them, a quoted default named after them, under the question", "Remove caches\r\nRemove the stale caches?\r\n[Y] Yes  [N] No  [?] Help (default is \"N\"): ", lineMode,
			`{"kind":"confirm","question":"Remove the stale caches?","default":"no","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Help","key":"?","selected":null}]}`},
		{"a box whose top edge asks, its one row a placeholder drawn faint behind a cursor the program draws", "\x1b[?25l\r\n ┌ Which queue should drain first? " + strings.Repeat("─", 20) + "┐\r\n │ \x1b[7mE\x1b[0m\x1b[2m.g. bulk\x1b[0m" + strings.Repeat(" ", 43) + "│\r\n └" + strings.Repeat("─", 53) + "┘\r\n", keyMode,
			`{"kind":"text","question":"Which queue should drain first?"}`},
		{"the same box with a value typed before the drawn cursor", "\x1b[?25l\r\n ┌ Which queue should drain first? " + strings.Repeat("─", 20) + "┐\r\n │ urg\x1b[7m \x1b[0m" + strings.Repeat(" ", 48) + "│\r\n └" + strings.Repeat("─", 53) + "┘\r\n", keyMode,
			`{"kind":"text","question":"Which queue should drain first?","default":"urg"}`},
		{"boxes ticked with a multiplication sign in a box whose top edge asks, the cursor in the current one", "\x1b[?1049h\x1b[2;3H┌ Which queues should drain? " + strings.Repeat("─", 10) + "┐\x1b[3;3H│[ ] bulk" + strings.Repeat(" ", 30) + "│\x1b[4;3H│[×] urgent" + strings.Repeat(" ", 28) + "│\x1b[5;3H│[ ] archive" + strings.Repeat(" ", 27) + "│\x1b[6;3H└" + strings.Repeat("─", 38) + "┘\x1b[4;5H", keyMode,
			`{"kind":"multiselect","question":"Which queues should drain?","options":[{"label":"bulk","selected":false,"checked":false},{"label":"urgent","selected":true,"checked":true},{"label":"archive","selected":false,"checked":false}]}`},
		{"an empty field on a background of its own after a secret's label, over OK and Cancel, the cursor hidden", "\x1b[?1049h\x1b[?25l\x1b[3;5H┌" + strings.Repeat("─", 40) + "┐\x1b[4;5H│ Vault passphrase: \x1b[47m" + strings.Repeat(" ", 18) + "\x1b[0m   │\x1b[5;5H│" + strings.Repeat(" ", 40) + "│\x1b[6;5H│        \x1b[44m  OK  \x1b[0m    \x1b[47m Cancel \x1b[0m" + strings.Repeat(" ", 14) + "│\x1b[7;5H└" + strings.Repeat("─", 40) + "┘\x1b[24;1H", keyMode,
			`{"kind":"password","question":"Vault passphrase:"}`},
		{"an empty filter field in a bar over a program's rows, no button under it, asks nothing", "\x1b[?1049h\x1b[?25lpktview 2.4.0  |  query.pcap\r\n┏" + strings.Repeat("━", 78) + "┓\r\n┃Filter: \x1b[47m" + strings.Repeat(" ", 40) + "\x1b[0m <Apply>" + strings.Repeat(" ", 21) + "┃\r\n┗" + strings.Repeat("━", 78) + "┛\r\n No.  Time   Source     Protocol\r\n 1    0.001  10.0.0.1   DNS\r\n 2    0.002  10.0.0.2   DNS\x1b[24;1H", keyMode,
			`null`},
		{"a secret's label and a newline, read in raw mode with echo off", "Setting up the vault\r\n\r\nThe vault is sealed with this passphrase.\r\nVault passphrase:\r\n", keyMode,
			`{"kind":"password","question":"Vault passphrase:"}`},
		{"a question ending in its default in brackets and a newline, the cursor at the next row's start", "Press Enter to leave a value unchanged.\r\n\r\nDefault queue? [bulk]\r\n", lineMode,
			`{"kind":"text","question":"Default queue?","default":"bulk"}`},
		{"a question and its keys behind the same marks as the prompt under them", "3 archive  2 urgent  1 bulk\r\n\x1b[1;33m==>\x1b[0m \x1b[1mQueues to drain first?\x1b[0m\r\n\x1b[1;33m==>\x1b[0m [N]one [A]ll or (1 2 3, 1-3)\r\n\x1b[1;33m==>\x1b[0m ", lineMode,
			`{"kind":"text","question":"Queues to drain first?"}`},
		{"keys alone on their row, a quoted default after them, a blank row, then the cursor", "Detected a shell on this system.\r\nShould the queue tool add itself to the PATH in your shell's startup file?\r\n\r\n[P] Yes, prepend  [A] Yes, append  [N] No  [?] Help (default is \"P\").\r\n\r\n", lineMode,
			`{"kind":"choice","question":"Should the queue tool add itself to the PATH in your shell's startup file?","default":"p","options":[{"label":"Yes, prepend","key":"p","selected":null},{"label":"Yes, append","key":"a","selected":null},{"label":"No","key":"n","selected":null},{"label":"Help","key":"?","selected":null}]}`},
		{"a warning printed after a question's keys on their row, wrapped under it, the cursor under the warning", "\x1b[32m?\x1b[0m \x1b[1mShare anonymous usage statistics?\x1b[0m \x1b[2m(Y/n)\x1b[0m \x1b[33m⚠\x1b[0m  Unable to reach the update server. This is not a fatal error, but may\r\nindicate an issue with your network connection.\r\n", keyMode,
			`{"kind":"confirm","question":"Share anonymous usage statistics?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a numbered list under a title asking in the imperative, a generic label with its default key in parentheses", "Creating a project...\r\n\x1b[1mPlease enter the queue to drain\x1b[0m\r\n 0. bulk (eu-west)\r\n 1. urgent (us-east)\r\n\x1b[1mPlease select \x1b[36m(0)\x1b[0m\x1b[1m:\x1b[0m ", lineMode,
			`{"kind":"select","question":"Please enter the queue to drain","default":"0","options":[{"label":"bulk (eu-west)","key":"0","selected":null},{"label":"urgent (us-east)","key":"1","selected":null}]}`},
		{"a prompt that is a range of numbers over a question and the list numbered under it", "Pattern so far: ^\r\n\r\n \x1b[1;31m[1-3]:\x1b[0m \r\n\r\n \x1b[1;33mdrain which queue:\x1b[0m\r\n 1) bulk\r\n 2) urgent\r\n 3) archive\x1b[3;9H", keyMode,
			`{"kind":"select","question":"drain which queue:","options":[{"label":"bulk","key":"1","selected":null},{"label":"urgent","key":"2","selected":null},{"label":"archive","key":"3","selected":null}]}`},
		{"a library's question whose message goes on over rows the terminal wrapped mid-word, its mark and keys last", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mAbout to drop 2 queue(s)\r\nMessages still waiting in them will be lost and cannot be recovered later on, continue?\x1b[0m \x1b[90m›\x1b[0m \x1b[90m(Y/n)\x1b[0m", keyMode,
			`{"kind":"confirm","question":"About to drop 2 queue(s) Messages still waiting in them will be lost and cannot be recovered later on, continue?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question behind a dim pointer, no question mark, a hint of the key that selects after its mark, over a pointed list", "\x1b[?25l\x1b[2m❯\x1b[0m \x1b[1mWhich queue would you like to drain\x1b[0m \x1b[2m…  Press <ENTER> to select\x1b[0m\r\n\x1b[36m▸\x1b[0m \x1b[4;36mBulk\x1b[0m\r\n  Urgent\r\n  Archive", keyMode,
			`{"kind":"select","question":"Which queue would you like to drain","options":[{"label":"Bulk","selected":true},{"label":"Urgent","selected":false},{"label":"Archive","selected":false}]}`},
		{"a question behind a dim pointer, no question mark, its default after the value's mark under a cursor drawn on a background", "\x1b[?25l\x1b[2m❯\x1b[0m \x1b[1mWhere should the queue keep its spool\x1b[0m \x1b[2m‣\x1b[0m \x1b[30;46m.\x1b[0m\x1b[2;36m/spool\x1b[0m\x1b[1;20H", keyMode,
			`{"kind":"text","question":"Where should the queue keep its spool","default":"./spool"}`},
		{"a hint in parentheses drawn dim after the entry pointed at alone is none of its label", "\x1b[?25l\x1b[36m◆\x1b[0m  Select a change type\r\n\x1b[36m│\x1b[0m  \x1b[32m●\x1b[0m feat\x1b[2m (A new feature)\x1b[0m\r\n\x1b[36m│\x1b[0m  \x1b[2m○\x1b[0m \x1b[2mfix\x1b[0m\r\n\x1b[36m│\x1b[0m  \x1b[2m○\x1b[0m \x1b[2mdocs\x1b[0m\r\n\x1b[36m└\x1b[0m", keyMode,
			`{"kind":"select","question":"Select a change type","options":[{"label":"feat","selected":true},{"label":"fix","selected":false},{"label":"docs","selected":false}]}`},
		{"the same after every entry is part of what each is", "\x1b[?25l\x1b[36m◆\x1b[0m  Select a framework\r\n\x1b[36m│\x1b[0m  \x1b[32m●\x1b[0m Vanilla\r\n\x1b[36m│\x1b[0m  \x1b[2m○\x1b[0m Reactish\x1b[2m (https://reactish.dev/)\x1b[0m\r\n\x1b[36m│\x1b[0m  \x1b[2m○\x1b[0m Vueish\x1b[2m (https://vueish.dev/)\x1b[0m\r\n\x1b[36m└\x1b[0m", keyMode,
			`{"kind":"select","question":"Select a framework","options":[{"label":"Vanilla","selected":true},{"label":"Reactish (https://reactish.dev/)","selected":false},{"label":"Vueish (https://vueish.dev/)","selected":false}]}`},
		{"a list in a box whose title is drawn over its corner", "\x1b[?1049h\x1b[?25lrelay 0.4 - m: menu, q: quit\r\n\r\n\x1b[7mLog Filter:\x1b[0m───┐\r\n│ >  \x1b[7mNone\x1b[0m     │\r\n│    New...   │\r\n└─────────────┘", keyMode,
			`{"kind":"select","question":"Log Filter:","options":[{"label":"None","selected":true},{"label":"New...","selected":false}]}`},
		{"a list under its question at the screen's foot, the hidden cursor left on the question", "Which mirror should serve the images? (use arrows, enter to choose)\r\n  -> \x1b[1mmirror-fra\x1b[0m\r\n     mirror-ord\r\n     mirror-nrt\x1b[?25l\x1b[1;16H", keyMode,
			`{"kind":"select","question":"Which mirror should serve the images?","options":[{"label":"mirror-fra","selected":true},{"label":"mirror-ord","selected":false},{"label":"mirror-nrt","selected":false}]}`},
		{"a confirm showing its answer after its mark before a key is pressed", "\x1b[?25l\x1b[33m?\x1b[0m \x1b[1mPurge the old artifacts?\x1b[0m \x1b[90m(y/n)\x1b[0m \x1b[90m›\x1b[0m \x1b[36mno\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"ticks drawn black on the terminal's background are none, the green one is", "\x1b[?25l\x1b[33m?\x1b[0m \x1b[1mWhich platforms should the release build?\x1b[0m \x1b[90m›\x1b[0m\r\n\x1b[30m✔\x1b[0m linux\r\n\x1b[32m✔\x1b[0m \x1b[36mdarwin\x1b[0m\r\n\x1b[30m✔\x1b[0m windows\r\n", keyMode,
			`{"kind":"multiselect","question":"Which platforms should the release build?","options":[{"label":"linux","selected":false,"checked":false},{"label":"darwin","selected":true,"checked":true},{"label":"windows","selected":false,"checked":false}]}`},
		{"a form's fields drawn underlined, the cursor on the first one's value", "\x1b[?1049h\r\n  Cut a release\r\n\r\n  Name of the release:      \x1b[4mrelease-7               \x1b[0m\r\n\r\n  Branch to cut it from:    \x1b[4m                        \x1b[0m\r\n\r\n  Signing key passphrase:   \x1b[4m                        \x1b[0m\r\n\r\n\r\n  Tab moves between fields, F2 saves, F10 quits\x1b[4;29H", keyMode,
			`{"kind":"text","question":"Name of the release:","default":"release-7"}`},
		{"a highlighted menu, the cursor left after the row naming its keys", "\x1b[?1049h\x1b[4;21HToy Curses Test Program\x1b[6;26H\x1b[7mGeneral Test\x1b[0m\x1b[7;26HPad Test\x1b[8;26HScroll Test\x1b[9;26HInput Test\x1b[10;26HOutput Test\x1b[14;4HUse Up and Down Arrows to select - Enter to run - Q to quit", keyMode,
			`{"kind":"select","question":"Toy Curses Test Program","options":[{"label":"General Test","selected":true},{"label":"Pad Test","selected":false},{"label":"Scroll Test","selected":false},{"label":"Input Test","selected":false},{"label":"Output Test","selected":false}]}`},
		{"the key for help named after a question, its default after that", "\x1b[37m? \x1b[0m\x1b[1mReplicas\x1b[0m \x1b[36m[? for help]\x1b[0m \x1b[37m(3)\x1b[0m ", keyMode,
			`{"kind":"text","question":"Replicas","default":"3"}`},
		{"a box asking on a row of its own, the cursor on an empty row under it", "\x1b[?1049h\x1b[7m Queue: 'input', 0 messages                                                     \x1b[0m\x1b[10;11H┌──────────────────────────────────────────────────────────┐\x1b[11;11H│ Find messages matching this expression:                  │\x1b[12;11H│                                                          │\x1b[13;11H│                                                          │\x1b[14;11H└──────────────────────────────────────────────────────────┘\x1b[13;13H", keyMode,
			`{"kind":"text","question":"Find messages matching this expression:"}`},
		{"labels side by side over an empty row in a box ask nothing", "\x1b[?1049h\x1b[1;37HBits\x1b[3;1H┌────────────────────────────────────────────────────┐\r\n│ Decimal:       Hexdecimal:     Octal:              │\r\n│                                                    │\r\n│                                                    │\r\n└────────────────────────────────────────────────────┘\x1b[6;3H", keyMode, `null`},
		{"a box of one row asking, the key that answers named after its question mark", "\x1b[?1049h\x1b[?25lalpha\r\n\x1b[7m<<<<<<< ours.txt\x1b[0m\r\nbeta\r\n=======\r\ngamma\r\n>>>>>>> theirs.txt\r\ndelta\x1b[11;14H┌───────────────────────────────────────────────────┐\x1b[12;14H│ \x1b[1mDo you 'quit without saving'? (Press 'y' to quit)\x1b[0m │\x1b[13;14H└───────────────────────────────────────────────────┘\x1b[2;1H", keyMode,
			`{"kind":"confirm","question":"Do you 'quit without saving'?","options":[{"label":"quit","key":"y","selected":null}]}`},
		{"a menu dropped down from a bar over the screen, the entry it is on in a look of its own", "\x1b[?1049h\x1b[?25l\x1b[7;31m Actions \x1b[0m\x1b[7;31m│ View │ Graph │ Log │ Help │                                          \x1b[0m\r\n\x1b[0;1;7;37m Close Menu   \x1b[0m   relay: control socket /run/relay.sock\r\n\x1b[0;7;31m New Identity \x1b[0m  61.4% relay   mem: 11 MB\r\n\x1b[0;7;31m Reset        \x1b[0m\r\n\x1b[0;7;31m Pause        \x1b[0m         to close the menu.\r\n\x1b[0;7;31m Exit         \x1b[0m         1 GB/s, burst: 1 GB/s\x1b[H", keyMode,
			`{"kind":"select","question":"Actions","options":[{"label":"Close Menu","selected":true},{"label":"New Identity","selected":false},{"label":"Reset","selected":false},{"label":"Pause","selected":false},{"label":"Exit","selected":false}]}`},
		{"a menu of many values a hint says space toggles, the ticked in reverse video, the cursor on the current", "\x1b[?1049h\r\n  Which platforms should the release build?\r\n\r\n    \x1b[7m-linux  \x1b[0m\r\n    -\x1b[7mdarwin \x1b[0m\r\n     windows\r\n\r\n\r\n  Space toggles, Enter accepts, q quits\x1b[5;5H", keyMode,
			`{"kind":"multiselect","question":"Which platforms should the release build?","options":[{"label":"linux","selected":false,"checked":true},{"label":"darwin","selected":true,"checked":false},{"label":"windows","selected":false,"checked":false}]}`},
		{"a word in parentheses after a library's question is its default, no keys", "\x1b[32m?\x1b[0m \x1b[1mHow do you want to name the component?\x1b[0m \x1b[2m(Button)\x1b[0m", keyMode,
			`{"kind":"text","question":"How do you want to name the component?","default":"Button"}`},
		{"a path in parentheses drawn dim after a library's question is its default", "\x1b[32m?\x1b[0m \x1b[1mIn which folder should the component go?\x1b[0m \x1b[2m(src/components)\x1b[0m", keyMode,
			`{"kind":"text","question":"In which folder should the component go?","default":"src/components"}`},
		{"short words so drawn are answers to choose", "\x1b[32m?\x1b[0m \x1b[1mWhich region?\x1b[0m \x1b[2m(eu/us/ap)\x1b[0m", keyMode,
			`{"kind":"choice","question":"Which region?","options":[{"label":"eu","key":"eu","selected":null},{"label":"us","key":"us","selected":null},{"label":"ap","key":"ap","selected":null}]}`},
		{"a panel's heading highlighted among its rows is no list's entry", "\x1b[?1049h\x1b[?25lrelaymon - 10.0.0.1 (Linux 6.1)\r\ncpu: 0.0% relay   mem: 11 MB   uptime: 00:04\r\n\r\npage 1 / 5 - m: menu, p: pause, q: quit\r\n\x1b[7mBandwidth (limit: 1 GB/s, burst: 1 GB/s):\x1b[0m\r\nDownload (0.0 B/sec):                   Upload (0.0 B/sec):\r\n0 B                                     0 B\x1b[H", keyMode, `null`},
		{"a prompt of marks and a default under rows each a key and what it does", "=== deploy ===\r\n1 echo \"build\"\r\n2 echo \"ship\"\r\nc continue without questions\r\nq quit\r\n? [1] ", lineMode,
			`{"kind":"select","question":"deploy","default":"1","options":[{"label":"echo \"build\"","key":"1","selected":null},{"label":"echo \"ship\"","key":"2","selected":null},{"label":"continue without questions","key":"c","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"a prompt of marks under a row asking for Enter by its name in quotes", "Spelling module not found, check cancelled.\r\nPress 'Enter' to continue\r\n: ", lineMode,
			`{"kind":"choice","question":"Press 'Enter' to continue","options":[{"label":"continue","key":"\u003center\u003e","selected":null}]}`},
		{"a mark alone at the head of a full screen's help asks nothing", "\x1b[?1049hF1 help and options:        ^=Ctrl  S-=Shift  M-=Alt or use ^O+key             ?\r\n\r\nEsc   go back / exit        M-A [ ] after context       M-u [ ] ungroup matches\r\nTab   cd dir / select file  M-B [ ] before context      M-v [ ] invert matches\x1b[1;80H", keyMode, `null`},
		{"a bold question on a full screen naming the key that answers it", "\x1b[?1049h\x1b[?25lrelaymon - 10.0.0.1 (Linux 6.1)\r\ncpu: 0.0% relay   mem: 11 MB   uptime: 00:04\r\n\r\n\x1b[1mAre you sure (q again to confirm)?\x1b[0m\r\n\x1b[7mBandwidth (limit: 1 GB/s, burst: 1 GB/s):\x1b[0m\r\nDownload (0.0 B/sec):                   Upload (0.0 B/sec):\r\n0 B                                     0 B\x1b[H", keyMode,
			`{"kind":"confirm","question":"Are you sure (q again to confirm)?","options":[{"label":"confirm","key":"q","selected":null}]}`},
		{"entries keyed by a number, a blank and a colon", "\x1b[?1049h\x1b[?25lChoose the kind of game:\r\n1 : One player\r\n2 : Two players\r\n", keyMode,
			`{"kind":"select","question":"Choose the kind of game:","options":[{"label":"One player","key":"1","selected":null},{"label":"Two players","key":"2","selected":null}]}`},
		{"arrows marking folders, one entry in a colour of its own", "\x1b[?25l\x1b[32m?\x1b[0m \x1b[1mWhich file goes in the notes?\x1b[0m\r\n    \x1b[36m→ /srv/relay/docs\x1b[0m\r\n      /srv/relay/notes.txt\r\n    → /srv/relay/src\r\n----------------", keyMode,
			`{"kind":"select","question":"Which file goes in the notes?","options":[{"label":"/srv/relay/docs","selected":true},{"label":"/srv/relay/notes.txt","selected":false},{"label":"/srv/relay/src","selected":false}]}`},
		{"a toggle's two answers after the question, the current one underlined, the other plain after a grey bar", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mDeploy now?\x1b[0m \x1b[90m›\x1b[0m \x1b[4;36mno\x1b[0m \x1b[90m/\x1b[0m yes", keyMode,
			`{"kind":"confirm","question":"Deploy now?","options":[{"label":"no","selected":true},{"label":"yes","selected":false}]}`},
		{"two buttons, one black on white beside one white on black: the inverse drawn in colours is the current one", "\x1b[?1049h\x1b[?25l\x1b[44;97m\x1b[9;26H╔════════════════════════════╗\x1b[10;26H║                            ║\x1b[11;26H║   Leave without saving?    ║\x1b[12;26H║                            ║\x1b[13;26H║    \x1b[107;30m  Leave  \x1b[44;97m \x1b[40;97m  Stay  \x1b[44;97m      ║\x1b[14;26H║                            ║\x1b[15;26H╚════════════════════════════╝\x1b[0m", keyMode,
			`{"kind":"choice","question":"Leave without saving?","options":[{"label":"Leave","selected":true},{"label":"Stay","selected":false}]}`},
		{"a menu of keys under its title in a rule, the cursor on the empty row under it", strings.Repeat("-", 35) + " Deploy " + strings.Repeat("-", 37) + "\r\nb : Build the relay\r\nt : Tag the relay\r\nq : Quit\r\n", keyMode,
			`{"kind":"select","question":"Deploy","options":[{"label":"Build the relay","key":"b","selected":null},{"label":"Tag the relay","key":"t","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		{"the same menu, a line printed under it, asks nothing", strings.Repeat("-", 35) + " Deploy " + strings.Repeat("-", 37) + "\r\nb : Build the relay\r\nt : Tag the relay\r\nq : Quit\r\nbuilding\r\n", keyMode, `null`},
		{"answers numbered on the question's own row, after its colon", "the recieve path\r\n        recieve ==> receive (Y/n) n\r\n Choose an option (blank for none):  0) than 1) that 2) the: ", lineMode,
			`{"kind":"select","question":"Choose an option (blank for none):","options":[{"label":"than","key":"0","selected":null},{"label":"that","key":"1","selected":null},{"label":"the","key":"2","selected":null}]}`},
		{"numbers out of order on a question's row are no answers", "Pick one:  2) than 1) that: ", lineMode,
			`{"kind":"text","question":"Pick one:  2) than 1) that:"}`},
		{"a field's label inside a box under its question, the cursor after it", "\x1b[?1049h\x1b[10;4H┌────────────────────────────────────────┐\x1b[11;4H│Which directory holds the database?     │\x1b[12;4H│enter path:                             │\x1b[13;4H└────────────────────────────────────────┘\x1b[12;17H", keyMode,
			`{"kind":"text","question":"Which directory holds the database?"}`},
		{"keys each named in parentheses inside a box, under its question", "\x1b[?1049h\x1b[10;4H┌────────────────────────────────────────┐\x1b[11;4H│ There is no database there.            │\x1b[12;4H│ Create one there?                      │\x1b[13;4H│ enter y (yes) or n (no):               │\x1b[14;4H└────────────────────────────────────────┘\x1b[13;31H", keyMode,
			`{"kind":"confirm","question":"Create one there?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys each named in parentheses on a question's line", "Keep the old file? k (keep), d (delete) or s (skip): ", lineMode,
			`{"kind":"choice","question":"Keep the old file?","options":[{"label":"keep","key":"k","selected":null},{"label":"delete","key":"d","selected":null},{"label":"skip","key":"s","selected":null}]}`},
		{"a question the cursor waits after, over keys each with what it does, in a frame", "\x1b[?1049h\x1b[1;1H┌────────────────────────────────────────┐\x1b[2;1H│ Choose an operation:                   │\x1b[3;1H│   b  Browse the relays                 │\x1b[4;1H│   a  Add a relay                       │\x1b[5;1H│   q  Quit program                      │\x1b[2;23H", keyMode,
			`{"kind":"choice","question":"Choose an operation:","options":[{"label":"Browse the relays","key":"b","selected":null},{"label":"Add a relay","key":"a","selected":null},{"label":"Quit program","key":"q","selected":null}]}`},
		{"the same rows, the cursor under them, ask nothing", "\x1b[?1049h\x1b[1;1H┌────────────────────────────────────────┐\x1b[2;1H│ Choose an operation:                   │\x1b[3;1H│   b  Browse the relays                 │\x1b[4;1H│   a  Add a relay                       │\x1b[5;1H│   q  Quit program                      │\x1b[6;2H", keyMode, `null`},
		{"a box over a program's window, its buttons each in a frame, the focused one framed double", "\x1b[?1049l┌─Relay console────────────────────────────────────────────────────────────────┐\r\n│Relay console: 3 peers connected                                              │\r\n│Mirror: mirror-fra                                                            │\r\n│Branch: release-7                                                             │\r\n│                          ┌───────────────────────────┐                       │\r\n│Commands:                 │       Drop the peers      │                       │\r\n│  'm'  - Choose the mirror├───────────────────────────┤                       │\r\n│  't'  - Name the branch  │Drop the 4 attached peers? │                       │\r\n│  'd'  - Drop the peers   │      ╔═════╗ ┌────┐       │                       │\r\n│  'q'  - Quit             │      ║ Yes ║ │ No │       │                       │\r\n├─LOGS─────────────────────│      ╚═════╝ └────┘       │───────────────────────┤\r\n└──────────────────────────└───────────────────────────┘───────────────────────┘\x1b[24;80H", keyMode,
			`{"kind":"confirm","question":"Drop the 4 attached peers?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"the same box, the double frame moved to the second button", "┌─Relay console────────────────────────────────────────────────────────────────┐\r\n│Relay console: 3 peers connected                                              │\r\n│Mirror: mirror-fra                                                            │\r\n│Branch: release-7                                                             │\r\n│                          ┌───────────────────────────┐                       │\r\n│Commands:                 │       Drop the peers      │                       │\r\n│  'm'  - Choose the mirror├───────────────────────────┤                       │\r\n│  't'  - Name the branch  │Drop the 4 attached peers? │                       │\r\n│  'd'  - Drop the peers   │      ┌─────┐ ╔════╗       │                       │\r\n│  'q'  - Quit             │      │ Yes │ ║ No ║       │                       │\r\n├─LOGS─────────────────────│      └─────┘ ╚════╝       │───────────────────────┤\r\n└──────────────────────────└───────────────────────────┘───────────────────────┘\x1b[24;80H", keyMode,
			`{"kind":"confirm","question":"Drop the 4 attached peers?","options":[{"label":"Yes","selected":false},{"label":"No","selected":true}]}`},
		{"a box over a program's window, its question over a rule, the current entry between angle brackets", "┌─Relay console────────────────────────────────────────────────────────────────┐\r\n│Relay console: 3 peers connected                                              │\r\n│Mirror: relays-fra                                                            │\r\n│Branch: release-7                                                             │\r\n│                   ┌─────────────────────────────────────────┐                │\r\n│Commands:          │  Which mirror should serve the images?  │                │\r\n│  'm'  - Choose the├─────────────────────────────────────────┤                │\r\n│  't'  - Name the b│  relays-fra                             │                │\r\n│  'd'  - Drop the p│< relays-ord >                           │                │\r\n│  'q'  - Quit      │  relays-nrt                             │                │\r\n├─LOGS──────────────└─────────────────────────────────────────┘────────────────┤\r\n└──────────────────────────────────────────────────────────────────────────────┘\x1b[24;80H", keyMode,
			`{"kind":"select","question":"Which mirror should serve the images?","options":[{"label":"relays-fra","selected":false},{"label":"relays-ord","selected":true},{"label":"relays-nrt","selected":false}]}`},
		{"the same box, no entry between brackets, asks nothing", "┌─Relay console────────────────────────────────────────────────────────────────┐\r\n│Relay console: 3 peers connected                                              │\r\n│Mirror: relays-fra                                                            │\r\n│Branch: release-7                                                             │\r\n│                   ┌─────────────────────────────────────────┐                │\r\n│Commands:          │  Which mirror should serve the images?  │                │\r\n│  'm'  - Choose the├─────────────────────────────────────────┤                │\r\n│  't'  - Name the b│  relays-fra                             │                │\r\n│  'd'  - Drop the p│  relays-ord                             │                │\r\n│  'q'  - Quit      │  relays-nrt                             │                │\r\n├─LOGS──────────────└─────────────────────────────────────────┘────────────────┤\r\n└──────────────────────────────────────────────────────────────────────────────┘\x1b[24;80H", keyMode, `null`},
		{"a box over a program's window, its question over a rule, one row a field's mark starts, the cursor parked elsewhere", "┌─Relay console────────────────────────────────────────────────────────────────┐\r\n│Relay console: 3 peers connected                                              │\r\n│Mirror: relays-fra                                                            │\r\n│Branch: release-7                                                             │\r\n│               ┌────────────────────────────────────────────────┐             │\r\n│Commands:      │  Which branch should the release be cut from?  │             │\r\n│  'm'  - Choose├────────────────────────────────────────────────┤             │\r\n│  't'  - Name t│> release-7                                     │             │\r\n│  'd'  - Drop t└────────────────────────────────────────────────┘             │\r\n│  'q'  - Quit                                                                 │\r\n├─LOGS─────────────────────────────────────────────────────────────────────────┤\r\n└──────────────────────────────────────────────────────────────────────────────┘\x1b[24;80H", keyMode,
			`{"kind":"text","question":"Which branch should the release be cut from?","default":"release-7"}`},
		{"words in brackets under the question, commas between them, the default in angle brackets", "x - created lock directory _sh01234.\r\n? - overwrite relay.conf\r\n[<no>, yes, all, none, help, quit] ? ", lineMode,
			`{"kind":"choice","question":"? - overwrite relay.conf","default":"no","options":[{"label":"no","key":"no","selected":null},{"label":"yes","key":"yes","selected":null},{"label":"all","key":"all","selected":null},{"label":"none","key":"none","selected":null},{"label":"help","key":"help","selected":null},{"label":"quit","key":"quit","selected":null}]}`},
		{"words listed over two rows, a comma ending the first, the default in angle brackets after them", "MM> help show\r\nLABELS, PROOF, USAGE,\r\n TRACE, or MEMORY <LABELS>? ", lineMode,
			`{"kind":"choice","question":"MM\u003e help show","default":"LABELS","options":[{"label":"LABELS","key":"LABELS","selected":null},{"label":"PROOF","key":"PROOF","selected":null},{"label":"USAGE","key":"USAGE","selected":null},{"label":"TRACE","key":"TRACE","selected":null},{"label":"MEMORY","key":"MEMORY","selected":null}]}`},
		{"a default in angle brackets that is none of the words listed", "LABELS, PROOF, or USAGE <DEBUG>? ", lineMode,
			`{"kind":"text","question":"LABELS, PROOF, or USAGE \u003cDEBUG\u003e?"}`},
		{"a numbered list, the current answer marked before its number, over a prompt naming the range", "Transport (choice)\r\n> 1. TCP (TRANSPORT_TCP)\r\n  2. QUIC (TRANSPORT_QUIC)\r\n  3. Unix socket (TRANSPORT_UNIX)\r\nchoice[1-3]: ", lineMode,
			`{"kind":"select","question":"choice[1-3]:","default":"1","options":[{"label":"TCP (TRANSPORT_TCP)","key":"1","selected":null},{"label":"QUIC (TRANSPORT_QUIC)","key":"2","selected":null},{"label":"Unix socket (TRANSPORT_UNIX)","key":"3","selected":null}]}`},
		{"an arrow drawn in ASCII before an entry as long as the others, the arrow not counted in its width", "\x1b[?1049h\x1b[7mLinkView 0.9: (3 matches) Press Q or Ctrl-C to Quit!\x1b[0m\r\n\r\n      1 https://relay.example.org/notes\r\n\x1b[7m->\x1b[0m    2 https://mirror-fra.example.org/images\r\n      3 https://mirror-nrt.example.org/\x1b[4;3H", keyMode,
			`{"kind":"select","question":"LinkView 0.9: (3 matches) Press Q or Ctrl-C to Quit!","options":[{"label":"1 https://relay.example.org/notes","selected":false},{"label":"2 https://mirror-fra.example.org/images","selected":true},{"label":"3 https://mirror-nrt.example.org/","selected":false}]}`},
		{"a label and a value typed on a full screen's last row, the cursor after them", "\x1b[?1049h\x1b[7mLinkView 0.9: (3 matches) Press Q to Quit!\x1b[0m\r\n\r\n\x1b[7m->\x1b[0m    1 https://relay.example.org/notes\r\n      2 https://mirror-fra.example.org/\x1b[24;1HSearch backwards for string: relay", keyMode,
			`{"kind":"text","question":"Search backwards for string:","default":"relay"}`},
		{"the same label and value on a row in the middle of the screen ask nothing", "\x1b[?1049h\x1b[7mLinkView 0.9: (3 matches) Press Q to Quit!\x1b[0m\r\n\r\n\x1b[7m->\x1b[0m    1 https://relay.example.org/notes\r\n      2 https://mirror-fra.example.org/\x1b[12;1HQueue depth for string: relay", keyMode, `null`},
		{"entries as wide as half the screen and more, the current one on a background of its own", "\x1b[?1049hRelease notes\r\nSee the links below.\r\n\r\n[1]   \x1b[44m< https://relay.example.org/release-notes >\x1b[0m\r\n[2]   < https://mirror-fra.example.org/images/all >\r\n[3]   < https://mirror-nrt.example.org/images/all >\x1b[4;8H", keyMode,
			`{"kind":"select","question":"See the links below.","options":[{"label":"https://relay.example.org/release-notes","key":"1","selected":true},{"label":"https://mirror-fra.example.org/images/all","key":"2","selected":false},{"label":"https://mirror-nrt.example.org/images/all","key":"3","selected":false}]}`},
		{"boxes to tick under two bars of keys' help across the top, the current row on a background of its own", "\x1b[?1049h\x1b[?25l\x1b[44;97mSelect files to commit - [x]=selected  c: commit  q: abort                      \x1b[0m\r\n\x1b[44;97marrow keys: move  space: untick  ?: help                                        \x1b[0m\r\n\x1b[1;45m[x]**M hosts.txt                                                                \x1b[0m\r\n\x1b[1m[ ]**M main.c\x1b[0m", keyMode,
			`{"kind":"multiselect","question":"Select files to commit","options":[{"label":"**M hosts.txt","selected":true,"checked":true},{"label":"**M main.c","selected":false,"checked":false}]}`},
		{"a secret's label and what was typed of it, masked, up to the cursor", "Relay passphrase: ******", keyMode,
			`{"kind":"password","question":"Relay passphrase:"}`},
		{"a label and stars up to the cursor that name no secret are a value typed", "Rating: *****", keyMode,
			`{"kind":"text","question":"Rating:","default":"*****"}`},
		{"empty brackets after a question that wants yes or no", "file     ---->            notes.txt  [f] f\r\nProceed with propagating updates? [] ", keyMode,
			`{"kind":"confirm","question":"Proceed with propagating updates?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a box over a program's window, its buttons words apart, the focused one alone in brackets", "\x1b[?1049h\x1b[?25l┌─┤MultiMail/Linux v0.52├──────────────────────────────────────────────────────┐\r\n│##############################################################################│\r\n│##############┌────────────────────────────────────────────────┐##############│\r\n│##############│      Welcome to MultiMail Offline Reader!      │##############│\r\n│##############│                                                │##############│\r\n│##############│ Copyright (c) 2022 William McBrine, Kolossvary │##############│\r\n│##############│      Tamas, Toth Istvan, John Zero, et al.     │##############│\r\n│##############└────────────────────────────────────────────────┘##############│\r\n│#######################┌─────────────────────────────┐########################│\r\n│##############┌─┤~/mmai│                             │─────────┐##############│\r\n│##############│  Packet│ Do you really want to quit? │         │##############│\r\n│##############│  <..>  │                             │6 08:49  │##############│\r\n│##############└────────│     [Yes]          No       │─────────┘##############│\r\n│#######################│                             │########################│\r\n│#######################└─────────────────────────────┘########################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│──────────────────────────────────────────────────────────────────────────────│\r\n│ Q: Quit                     Enter: select packet      S, $: change Sort type │\r\n│ K: Kill packet               /, .: search / next         G: Go to directory  │\r\n│ U: Update list                  R: Rename packet         O: Other functions  │\r\n└──────────────────────────────────────────────────────────────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Do you really want to quit?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"the same box, the brackets around the second word", "\x1b[?1049h\x1b[?25l┌─┤MultiMail/Linux v0.52├──────────────────────────────────────────────────────┐\r\n│##############################################################################│\r\n│##############┌────────────────────────────────────────────────┐##############│\r\n│##############│      Welcome to MultiMail Offline Reader!      │##############│\r\n│##############│                                                │##############│\r\n│##############│ Copyright (c) 2022 William McBrine, Kolossvary │##############│\r\n│##############│      Tamas, Toth Istvan, John Zero, et al.     │##############│\r\n│##############└────────────────────────────────────────────────┘##############│\r\n│#######################┌─────────────────────────────┐########################│\r\n│##############┌─┤~/mmai│                             │─────────┐##############│\r\n│##############│  Packet│ Do you really want to quit? │         │##############│\r\n│##############│  <..>  │                             │6 08:49  │##############│\r\n│##############└────────│     Yes           [No]      │─────────┘##############│\r\n│#######################│                             │########################│\r\n│#######################└─────────────────────────────┘########################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│##############################################################################│\r\n│──────────────────────────────────────────────────────────────────────────────│\r\n│ Q: Quit                     Enter: select packet      S, $: change Sort type │\r\n│ K: Kill packet               /, .: search / next         G: Go to directory  │\r\n│ U: Update list                  R: Rename packet         O: Other functions  │\r\n└──────────────────────────────────────────────────────────────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Do you really want to quit?","options":[{"label":"Yes","key":"y","selected":false},{"label":"No","key":"n","selected":true}]}`},
		{"a list whose entries each name their key in parentheses after the label", "\x1b[?25l\x1b[32m?\x1b[0m \x1b[1mWhat should happen to the failed upload?\x1b[0m\r\n\x1b[32m❯ Retry it (r)\x1b[0m\r\n  Skip it (s)\r\n  Abort the sync (a)", keyMode,
			`{"kind":"select","question":"What should happen to the failed upload?","options":[{"label":"Retry it","key":"r","selected":true},{"label":"Skip it","key":"s","selected":false},{"label":"Abort the sync","key":"a","selected":false}]}`},
		{"a heading of instructions over rows of keys and what they do, then the entries to tick", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mWhich relays should restart?\x1b[0m \x1b[90m›\x1b[0m\r\nInstructions:\r\n    ↑/↓: Highlight option\r\n    ←/→/[space]: Toggle selection\r\n    a: Toggle all\r\n    enter/return: Complete answer\r\n❯ ◯ relay-ams\r\n  ◯ relay-iad\r\n  ◯ relay-sin", keyMode,
			`{"kind":"multiselect","question":"Which relays should restart?","options":[{"label":"relay-ams","selected":true,"checked":false},{"label":"relay-iad","selected":false,"checked":false},{"label":"relay-sin","selected":false,"checked":false}]}`},
		{"one answer shown at a time, the keys that take it and swap it in brackets after it", "git chekout main\r\ngit: 'chekout' is not a git command.\r\n\x1b[1mgit checkout main\x1b[0m [\x1b[32menter\x1b[0m/\x1b[34m↑\x1b[0m/\x1b[34m↓\x1b[0m/\x1b[31mctrl+c\x1b[0m]", keyMode,
			`{"kind":"select","question":"","options":[{"label":"git checkout main","selected":true}]}`},
		{"the same brackets naming no arrow are keys, no list", "git checkout main [enter/ctrl+c]", keyMode,
			`{"kind":"choice","question":"git checkout main","options":[{"label":"enter","key":"enter","selected":null},{"label":"ctrl+c","key":"ctrl+c","selected":null}]}`},
		{"keyed entries, the cursor after one's label", "\x1b[?1049h  Pick your character's trait.\r\n\r\n  a) Female\r\n  b) Male\r\n  c) Neuter\x1b[3;12H", keyMode, `null`},
		{"a grey description under the current choice is no choice", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mUse the recommended defaults?\x1b[0m \x1b[90m\u203a - Use arrow-keys.\x1b[0m\r\n\x1b[36m\u276f\x1b[0m   \x1b[36;4mYes, use the defaults\x1b[0m\r\n\x1b[90m    TypeScript, ESLint, Tailwind CSS\x1b[0m\r\n    No, customize settings", keyMode,
			`{"kind":"select","question":"Use the recommended defaults?","options":[{"label":"Yes, use the defaults","selected":true},{"label":"No, customize settings","selected":false}]}`},
		{"numbered entries under a library's question, then the field the number is typed in", "\x1b[32m?\x1b[0m \x1b[1mWhich mirror should serve the images?\x1b[0m\r\n  1) Oslo\r\n  2) Porto\r\n  3) Tallinn\r\n  Answer: ", keyMode,
			`{"kind":"select","question":"Which mirror should serve the images?","options":[{"label":"Oslo","key":"1","selected":null},{"label":"Porto","key":"2","selected":null},{"label":"Tallinn","key":"3","selected":null}]}`},
		{"a field's label and what was typed over a raw list", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mWhich mirror?\x1b[0m\r\n  Answer: 2\r\n\x1b[2m(Use arrow keys)\x1b[0m\r\n  mirror-fra\r\n\x1b[36m\u2023 mirror-ord\x1b[0m\r\n  mirror-nrt", keyMode,
			`{"kind":"select","question":"Which mirror?","options":[{"label":"mirror-fra","selected":false},{"label":"mirror-ord","selected":true},{"label":"mirror-nrt","selected":false}]}`},
		{"a question wrapped a word at a time, its hint that Enter skips it on the next row", "\x1b[32m?\x1b[0m \x1b[1mWhat is the scope of this change (e.g. component or file name): (press enter\r\nto skip)\x1b[0m ", keyMode,
			`{"kind":"text","question":"What is the scope of this change (e.g. component or file name):"}`},
		{"a line question whose hint says Enter skips it", "Scope of the change: (press enter to skip) ", lineMode,
			`{"kind":"text","question":"Scope of the change:"}`},
		{"a picture drawn in signs on colours is no form", "\x1b[?1049h\x1b[?25l\x1b[2;1H\x1b[40m" + strings.Repeat(" ", 22) + "888@8tt%%.8S8@88@8 8S8@8S88St:%X X8\r\n\x1b[40m" + strings.Repeat(" ", 22) + "\x1b[100m88%@888@8;88S@@8t@ @:88X8\x1b[0m\r\n\x1b[40m" + strings.Repeat(" ", 22) + "\x1b[100m8S888@8%8t8%8X@@X88\x1b[40m  \x1b[47mX8SX88S8%S:.@8\x1b[0m\x1b[1;1H", keyMode, `null`},
		{"letters marked inside words, under a dump of numbered fields", "[12] s_state:       0x00000000     [13] s_compress: 0\r\n[14] s_ait2.len:    4              [15] s_logpxd:   0x0\r\ndisplay_super: [m]odify or e[x]it: ", lineMode,
			`{"kind":"choice","question":"display_super","options":[{"label":"modify","key":"m","selected":null},{"label":"exit","key":"x","selected":null}]}`},
		{"a no and a yes in brackets, a note in words after them", "Will rebuild the filesystem tree\r\nDo you want to run this program?[N/Yes] (note need to type Yes if you do): ", lineMode,
			`{"kind":"confirm","question":"Do you want to run this program?","options":[{"label":"N","key":"N","selected":null},{"label":"Yes","key":"Yes","selected":null}]}`},
		{"a numbered menu with a blank row among its entries", "  [ Main Menu ]\r\n\r\n   (1) Player vs CPU\r\n   (2) Player vs Player\r\n\r\n   (q) Quit\r\n\r\n Choose an action: ", lineMode,
			`{"kind":"select","question":"Choose an action:","options":[{"label":"Player vs CPU","key":"1","selected":null},{"label":"Player vs Player","key":"2","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		{"what each answer means, in brackets, is no default", "Level of player 1 [0=Player, 1..9=Computer]: ", lineMode,
			`{"kind":"text","question":"Level of player 1 [0=Player, 1..9=Computer]:"}`},
		{"a count of shares in brackets is no default", "Enter 2 shares separated by newlines:\r\nShare [1/2]: ", lineMode,
			`{"kind":"text","question":"Share [1/2]:"}`},
		{"entries dimmed under the current one, each marked, are entries", "\x1b[?25l\x1b[36m\u25c6\x1b[0m  Select a framework:\r\n\x1b[36m\u2502\x1b[0m  \x1b[32m\u25cf\x1b[0m \x1b[33mVanilla\x1b[0m\r\n\x1b[36m\u2502\x1b[0m  \x1b[2m\u25cb\x1b[0m \x1b[2;32mVue\x1b[0m\r\n\x1b[36m\u2502\x1b[0m  \x1b[2m\u25cb\x1b[0m \x1b[2;36mReact\x1b[0m\r\n\x1b[36m\u2502\x1b[0m  \x1b[2m\u25cb\x1b[0m Others\r\n\x1b[36m\u2514\x1b[0m", keyMode,
			`{"kind":"select","question":"Select a framework:","options":[{"label":"Vanilla","selected":true},{"label":"Vue","selected":false},{"label":"React","selected":false},{"label":"Others","selected":false}]}`},
		{"a full screen's numbered entries from its first row, one reversed, under no words", "\x1b[?1049h\x1b[?25l\x1b[7m 0 [doc]  /usr/share/doc\x1b[0m\r\n 1 [etc]  /etc\r\n 2 [log]  /var/log\x1b[23;1H\x1b[1;7mL: /tmp/work" + strings.Repeat(" ", 68) + "\x1b[0m", keyMode,
			`{"kind":"select","question":"","options":[{"label":"[doc] /usr/share/doc","key":"0","selected":true},{"label":"[etc] /etc","key":"1","selected":false},{"label":"[log] /var/log","key":"2","selected":false}]}`},
		{"a full screen's entries from its first row, one reversed, under no words, not numbered", "\x1b[?1049h\x1b[?25l\x1b[7m doc  /usr/share/doc\x1b[0m\r\n etc  /etc\r\n log  /var/log\x1b[23;1H\x1b[1;7mL: /tmp/work" + strings.Repeat(" ", 68) + "\x1b[0m", keyMode, `null`},
		{"fields each in a box, one framed in a colour of its own", "\x1b[?25lRelease settings\r\n" + "\x1b[34m  \u256d" + strings.Repeat("\u2500", 40) + "\u256e\x1b[0m\r\n\x1b[34m  \u2502\x1b[0m Release name: \x1b[2mrelease-7\x1b[0m" + strings.Repeat(" ", 16) + "\x1b[34m\u2502\x1b[0m\r\n\x1b[34m  \u2570" + strings.Repeat("\u2500", 40) + "\u256f\x1b[0m\r\n" + "\x1b[0m  \u256d" + strings.Repeat("\u2500", 40) + "\u256e\x1b[0m\r\n\x1b[0m  \u2502\x1b[0m Parallel builds: \x1b[2m2\x1b[0m" + strings.Repeat(" ", 21) + "\x1b[0m\u2502\x1b[0m\r\n\x1b[0m  \u2570" + strings.Repeat("\u2500", 40) + "\u256f\x1b[0m\r\n", keyMode,
			`{"kind":"text","question":"Release name","default":"release-7"}`},
		{"fields each in a box, none set apart", "\x1b[?25lRelease settings\r\n" + "\x1b[0m  \u256d" + strings.Repeat("\u2500", 40) + "\u256e\x1b[0m\r\n\x1b[0m  \u2502\x1b[0m Release name: \x1b[2mrelease-7\x1b[0m" + strings.Repeat(" ", 16) + "\x1b[0m\u2502\x1b[0m\r\n\x1b[0m  \u2570" + strings.Repeat("\u2500", 40) + "\u256f\x1b[0m\r\n" + "\x1b[0m  \u256d" + strings.Repeat("\u2500", 40) + "\u256e\x1b[0m\r\n\x1b[0m  \u2502\x1b[0m Parallel builds: \x1b[2m2\x1b[0m" + strings.Repeat(" ", 21) + "\x1b[0m\u2502\x1b[0m\r\n\x1b[0m  \u2570" + strings.Repeat("\u2500", 40) + "\u256f\x1b[0m\r\n", keyMode, `null`},
		{"a full screen's field with a value given, under the row that asks for it", "\x1b[?1049h* * * Add an event * * *\r\nSelected date: Thu 26 Nov 2026\r\n> Calendar file to add the event to:\r\nFilename: ~/.cal/", keyMode,
			`{"kind":"text","question":"Filename:","default":"~/.cal/"}`},
		{"a full screen's value after a label, under no question", "\x1b[?1049hQueue monitor\r\n\r\nqueue depth: 3", keyMode, `null`},
		{"a hint of keys after a list's question, in no brackets, wrapped a word at a time", "\x1b[32m?\x1b[0m \x1b[1mSelect the type of change that you're committing:\x1b[0m Use arrow keys or type to\r\nsearch\r\n\x1b[36m\u276f feat:     A new feature\x1b[0m\r\n  fix:      A bug fix\r\n  docs:     Documentation only\x1b[2;7H", keyMode,
			`{"kind":"select","question":"Select the type of change that you're committing:","options":[{"label":"feat: A new feature","selected":true},{"label":"fix: A bug fix","selected":false},{"label":"docs: Documentation only","selected":false}]}`},
		{"a checklist in a box under no message, a scroll bar beside it", "\x1b[?1049h\x1b[?25l\x1b[3;1H     \u250c" + strings.Repeat("\u2500", 68) + "\u2510\r\n     \u2502" + strings.Repeat(" ", 68) + "\u2502\r\n" + "     \u2502  [*] bluetooth" + strings.Repeat(" ", 49) + "\u2191   \u2502\r\n" + "     \u2502  [*] chrony" + strings.Repeat(" ", 52) + "\u25ae   \u2502\r\n" + "     \u2502  [ ] cron" + strings.Repeat(" ", 54) + "\u2193   \u2502\r\n" + "     \u2502" + strings.Repeat(" ", 68) + "\u2502\r\n     \u2502                 <Ok>                     <Cancel>                  \u2502\r\n     \u2514" + strings.Repeat("\u2500", 68) + "\u2518", keyMode,
			`{"kind":"multiselect","question":"","options":[{"label":"bluetooth","selected":null,"checked":true},{"label":"chrony","selected":null,"checked":true},{"label":"cron","selected":null,"checked":false}]}`},
		{"a game's message over a hint that starts with a pointing glyph", "\x1b[?1049h\x1b[?25l######\r\n#@...#\x1b[23;1H\u2022 You're in the Underground searching for simellas. Good luck!\r\n\u25ba Press ? for help on keys or use the mouse and [buttons].", keyMode, `null`},
		{"clack's question wrapped by the terminal over its field, a default under a cursor it draws", "\x1b[?25l\u250c  Let's create an app\r\n\u2502\r\n\x1b[36m\u25c6\x1b[0m  Where would you like to create your new project? (Use '.' or './' for current\r\ndirectory)\r\n\x1b[36m\u2502\x1b[0m  \x1b[7m.\x1b[0m\x1b[2m/my-app\x1b[0m\r\n\x1b[36m\u2514\x1b[0m", keyMode,
			`{"kind":"text","question":"Where would you like to create your new project? (Use '.' or './' for current directory)","default":"./my-app"}`},
		{"words side by side, one reversed, the cursor elsewhere on their row", "cities of the north\r\n oslo \x1b[7m lima \x1b[0m perth\x1b[2;20H", keyMode, `null`},
		{"a numbered menu, a rule among its entries, a hint naming the number over its prompt", "---- Release console ----\r\n1. Tag the release\r\n2. Roll back\r\n*************************\r\n3. Quit\r\n\r\nType at the prompt: >> ItemNumber arg1 arg2 ...\r\n\r\n>> ", keyMode,
			`{"kind":"select","question":"Release console","options":[{"label":"Tag the release","key":"1","selected":null},{"label":"Roll back","key":"2","selected":null},{"label":"Quit","key":"3","selected":null}]}`},
		{"a field whose default is one of the words listed above it", "Select environment:\r\n  - dev\r\n  - prod\r\nEnvironment [dev]: ", lineMode,
			`{"kind":"choice","question":"Environment:","default":"dev","options":[{"label":"dev","key":"dev","selected":null},{"label":"prod","key":"prod","selected":null}]}`},
		{"a numbered list two blank rows over the line asking for one", "Setup 2.0\r\n\r\n1. Install\r\n2. Uninstall\r\n\r\n\r\nEnter choice: ", lineMode,
			`{"kind":"select","question":"Enter choice:","options":[{"label":"Install","key":"1","selected":null},{"label":"Uninstall","key":"2","selected":null}]}`},
		{"an agent's theme picker: a pointed numbered list under its question and a hint, a preview box under it", "\x1b[?25l" + rounded(54, "✻ Welcome to the agent") + "\r\n Let's get started.\r\n\r\n \x1b[1mChoose the text style that looks best with your terminal:\x1b[0m\r\n To change this later, run /theme\r\n\r\n \x1b[35m❯ 1. Dark mode ✔\x1b[0m\r\n   2. Light mode\r\n   3. Dark mode (colorblind-friendly)\r\n\r\n" + rounded(44, "1  function greet() {", "2 -  console.log(\"Hello, World!\");", "3  }"), keyMode,
			`{"kind":"select","question":"Choose the text style that looks best with your terminal:","options":[{"label":"Dark mode ✔","key":"1","selected":true},{"label":"Light mode","key":"2","selected":false},{"label":"Dark mode (colorblind-friendly)","key":"3","selected":false}]}`},
		{"an agent's trust question: a pointed numbered list in a frame, its question at the frame's top, a hint under it", "\x1b[?25l" + rounded(60, "\x1b[1mDo you trust the files in this folder?\x1b[0m", "", "/home/ann/project", "", "The agent may read files in this folder.", "", "\x1b[36m❯ 1. Yes, proceed\x1b[0m", "  2. No, exit", "") + "   Enter to confirm · Esc to exit\r\n", keyMode,
			`{"kind":"select","question":"Do you trust the files in this folder?","options":[{"label":"Yes, proceed","key":"1","selected":true},{"label":"No, exit","key":"2","selected":false}]}`},
		{"a sign-in menu: numbered entries each over a line describing it, under a paragraph and a logo, over a hint", "\x1b[?25l\r\n  >_ Welcome to the agent, a command-line coding agent\r\n\r\n  Sign in with your account to use it as part of your plan\r\n  or connect an API key for usage-based billing\r\n\r\n\x1b[36m> 1. Sign in with your account\x1b[0m\r\n     Usage included with your plan\r\n  2. Provide your own API key\r\n     Pay for what you use\r\n\r\n  Press Enter to continue\r\n", keyMode,
			`{"kind":"select","question":"Sign in with your account to use it as part of your plan or connect an API key for usage-based billing","options":[{"label":"Sign in with your account","key":"1","selected":true},{"label":"Provide your own API key","key":"2","selected":false}]}`},
		{"a key's field in a frame under its label, a hint under it", "\r\n  Paste or type your API key below:\r\n  " + strings.TrimSuffix(strings.ReplaceAll(rounded(44, "sk-"), "\r\n", "\r\n  "), "  ") + "  Press Enter to save · Esc to go back\x1b[4;8H", keyMode,
			`{"kind":"text","question":"Paste or type your API key below:","default":"sk-"}`},
		{"an agent's permission question at a frame's foot, its numbered answers long", "\x1b[?25l" + rounded(76, "Bash command", "", "  npm run build", "  Build the project", "", "Do you want to proceed?", "\x1b[36m❯ 1. Yes\x1b[0m", "  2. Yes, and don't ask again for npm run build commands", "  3. No, and tell the agent what to do differently (esc)"), keyMode,
			`{"kind":"select","question":"Do you want to proceed?","options":[{"label":"Yes","key":"1","selected":true},{"label":"Yes, and don't ask again for npm run build commands","key":"2","selected":false},{"label":"No, and tell the agent what to do differently (esc)","key":"3","selected":false}]}`},
		{"a list whose current entry a bar marks, each entry a title over its description, a help row of its keys", "\x1b[?1049h\x1b[?25l\r\n  \x1b[44;97m Groceries \x1b[0m\r\n\r\n  3 items\r\n\r\n\x1b[35m│ Apple\x1b[0m\r\n\x1b[35m│ A red fruit\x1b[0m\r\n\r\n  Banana\r\n  A yellow fruit\r\n\r\n  Cherry\r\n  A small fruit\r\n\r\n\r\n  ↑/k up • ↓/j down • / filter • q quit • ? more", keyMode,
			`{"kind":"select","question":"Groceries","options":[{"label":"Apple","selected":true},{"label":"Banana","selected":false},{"label":"Cherry","selected":false}]}`},
		{"the same list under keys that act on the current entry in two ways or more is the program's own view", "\x1b[?1049h\x1b[?25l\r\n  Wi-Fi Networks\r\n\r\n  3 networks\r\n\r\n\x1b[35m│ HomeNet\x1b[0m\r\n\x1b[35m│ 82% · WPA2\x1b[0m\r\n\r\n  CoffeeShop\r\n  64% · WPA2\r\n\r\n  Library\r\n  57% · open\r\n\r\n\r\n  ↑/k up • ↓/j down • enter connect • f forget • s scan • q quit", keyMode, `null`},
		{"the same without a help row of keys is no list", "\x1b[?1049h\x1b[?25l\r\n  Groceries\r\n\r\n\x1b[35m│ Apple\x1b[0m\r\n\x1b[35m│ A red fruit\x1b[0m\r\n\r\n  Banana\r\n  A yellow fruit\r\n", keyMode, `null`},
		{"boxes drawn as dotted squares, one ticked", "\x1b[?25l\x1b[1mPick toppings\x1b[0m\r\n\x1b[36m❯ ✔ Sprinkles\x1b[0m\r\n  ⬚ Nuts\r\n  ⬚ Cherry", keyMode,
			`{"kind":"multiselect","question":"Pick toppings","options":[{"label":"Sprinkles","selected":true,"checked":true},{"label":"Nuts","selected":false,"checked":false},{"label":"Cherry","selected":false,"checked":false}]}`},
		{"a question behind a pictograph over boxes to tick, a group and its members", "\x1b[36m🦋\x1b[0m  \x1b[1mWhich packages would you like to include?\x1b[0m \x1b[2m…\x1b[0m\r\n\x1b[2;90m◯\x1b[0m \x1b[4;36munchanged packages\x1b[0m\r\n  \x1b[2;90m◯\x1b[0m relay-cli\r\n  \x1b[2;90m◯\x1b[0m relay-core\x1b[1;52H", keyMode,
			`{"kind":"multiselect","question":"Which packages would you like to include?","options":[{"label":"unchanged packages","selected":true,"checked":false},{"label":"relay-cli","selected":false,"checked":false},{"label":"relay-core","selected":false,"checked":false}]}`},
		{"the next question behind the same pictograph under one answered", "\x1b[32m🦋\x1b[0m  \x1b[1mWhich packages would you like to include?\x1b[0m \x1b[2m·\x1b[0m relay-cli\r\n\x1b[36m🦋\x1b[0m  \x1b[1mWhich packages should have a major bump?\x1b[0m \x1b[2m…\x1b[0m\r\n\x1b[2;90m◯\x1b[0m \x1b[4;36mall packages\x1b[0m\r\n  \x1b[2;90m◯\x1b[0m relay-cli@1.0.0\x1b[2;51H", keyMode,
			`{"kind":"multiselect","question":"Which packages should have a major bump?","options":[{"label":"all packages","selected":true,"checked":false},{"label":"relay-cli@1.0.0","selected":false,"checked":false}]}`},
		{"a field behind a pictograph and a mark, the terminal's cursor hidden after it", "\x1b[?25l\x1b[36m🦋\x1b[0m  Please enter a summary for this change.\r\n\x1b[36m🦋\x1b[0m  \x1b[1mSummary\x1b[0m \x1b[2m‣\x1b[0m \x1b[46m \x1b[0m\x1b[2;15H", keyMode,
			`{"kind":"text","question":"Summary"}`},
		{"entries under a count of pages, one name reversed, the cursor on its value: a program's own settings", "\x1b[?1049h\x1b[1;54HPage 1 of 1\x1b[2;2H\x1b[7mCMAKE_INSTALL_PREFIX\x1b[0m            */usr/local\x1b[3;2HRELAY_PORT                      *8443\x1b[4;2HRELAY_TLS                       *ON\x1b[21;1HKeys: [enter] Edit an entry [d] Delete an entry\x1b[2;35H", keyMode,
			`null`},
		{"a box whose entries are boxes to tick and values: a program's own settings", "\x1b[?1049h ┌────────────────────────────────────────────┐\r\n │ Arrow keys navigate the menu. Legend: [*] on│\r\n │ ┌────────────────────────────────────────┐ │\r\n │ │\x1b[1;37;44m   [*] Serve over TLS (NEW)             \x1b[0m│ │\r\n │ │   [ ] Export metrics (NEW)             │ │\r\n │ │   (8443) Listen port (NEW)             │ │\r\n │ └────────────────────────────────────────┘ │\r\n │   <Select>   < Exit >   < Help >           │\r\n └────────────────────────────────────────────┘\x1b[4;9H", keyMode,
			`null`},
		{"keys in brackets, then a tag in capitals", "Serve over TLS (RELAY_TLS) [Y/n] (NEW) ", lineMode,
			`{"kind":"confirm","question":"Serve over TLS (RELAY_TLS)","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a label's words, its default in brackets, then a tag in capitals", "Listen port (RELAY_PORT) [8443] (NEW) ", lineMode,
			`{"kind":"text","question":"Listen port (RELAY_PORT)","default":"8443"}`},
		{"rows numbered with one blank after the number, under a prompt naming their range", "   0 2026-03-14 09:30:00 /tmp/trash/old-build.log\r\n   1 2026-03-14 09:45:00 /tmp/trash/draft-v1.txt\r\nWhat file to restore [0..1]: ", lineMode,
			`{"kind":"select","question":"What file to restore [0..1]:","options":[{"label":"2026-03-14 09:30:00 /tmp/trash/old-build.log","key":"0","selected":null},{"label":"2026-03-14 09:45:00 /tmp/trash/draft-v1.txt","key":"1","selected":null}]}`},
		{"a numbered list over a wrong answer and the prompt asked again", "Choose a license\r\n1. MIT\r\n2. Apache\r\n3. Skip\r\nEnter 1-3: 9\r\nTry again.\r\nEnter 1-3: ", lineMode,
			`{"kind":"select","question":"Choose a license","options":[{"label":"MIT","key":"1","selected":null},{"label":"Apache","key":"2","selected":null},{"label":"Skip","key":"3","selected":null}]}`},
		{"keys, then the default typed after them, the cursor on it", "Try and save newsrc file again? (Y/n) Y\x1b[1;39H", keyMode,
			`{"kind":"confirm","question":"Try and save newsrc file again?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"boxes to tick under a question, a dash before the current one's box", "Which platforms should the release build?\r\n-[ ] linux\r\n [*] darwin\r\n [ ] windows\r\n", keyMode,
			`{"kind":"multiselect","question":"Which platforms should the release build?","options":[{"label":"linux","selected":true,"checked":false},{"label":"darwin","selected":false,"checked":true},{"label":"windows","selected":false,"checked":false}]}`},
		{"a label and its value alone on a screen of its own, the cursor on the value's first letter", "\x1b[?1049hName of the release: release-7\x1b[1;22H", keyMode,
			`{"kind":"text","question":"Name of the release:","default":"release-7"}`},
		{"the same with the cursor after the value is a status line", "\x1b[?1049hqueue depth: 3\x1b[1;15H", keyMode,
			`null`},
		{"empty circles under a library's question, none on, the current one by its look", "\x1b[?25l\x1b[1;36m?\x1b[0m \x1b[1mWhich platforms should the release build?\x1b[0m\r\n\x1b[90m○\x1b[0m \x1b[4;36mlinux\x1b[0m\r\n\x1b[90m○\x1b[0m darwin\r\n\x1b[90m○\x1b[0m windows", keyMode,
			`{"kind":"multiselect","question":"Which platforms should the release build?","options":[{"label":"linux","selected":true,"checked":false},{"label":"darwin","selected":false,"checked":false},{"label":"windows","selected":false,"checked":false}]}`},
		{"a spinner's frame before a line that asks for Enter", "\x1b[?25l\x1b[36m⠋\x1b[0m Press Enter to publish the release...", keyMode,
			`{"kind":"choice","question":"Press Enter to publish the release...","options":[{"label":"continue","key":"\u003center\u003e","selected":null}]}`},
		{"a menu in a box with no message asks what the box's title says", "\x1b[?1049h\x1b[?25l ┌────────┤ Relay Menu ├──────────────────┐\r\n │                                        │\r\n │   \x1b[37;41mShow the hosts\x1b[0m                       │\r\n │   Restart a host                       │\r\n │   Quit                                 │\r\n │                                        │\r\n │              <Exit>                    │\r\n └────────────────────────────────────────┘", keyMode,
			`{"kind":"select","question":"Relay Menu","options":[{"label":"Show the hosts","selected":true},{"label":"Restart a host","selected":false},{"label":"Quit","selected":false}]}`},
		{"a hint in parentheses under a box's question is none of it", "\x1b[?1049h ┌────────────────────────────────────────┐\r\n │  Do you wish to save your settings?    │\r\n │  (Press <ESC><ESC> to go back.)        │\r\n │                                        │\r\n │     \x1b[1;37;44m< Yes >\x1b[0m    <  No  >                │\r\n └────────────────────────────────────────┘\x1b[5;9H", keyMode,
			`{"kind":"confirm","question":"Do you wish to save your settings?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a secret asked again to verify it, echoed", "Enter garble password: hunter22\r\n\r\nRe-enter password to verify: ", lineMode,
			`{"kind":"password","question":"Re-enter password to verify:"}`},
		{"a library's secret with its hint, dim, that the input is hidden", "\x1b[32m?\x1b[0m \x1b[1mDeploy key passphrase\x1b[0m \x1b[2;3m[input is hidden]\x1b[0m ", keyMode,
			`{"kind":"password","question":"Deploy key passphrase"}`},
		{"a pointed list of two entries, no and yes, under its question is a confirm", "\x1b[?25l\x1b[1;36m?\x1b[0m \x1b[1mPurge the old artifacts?\x1b[0m\r\n\x1b[36m❯ \x1b[4mNo\x1b[0m\r\n  Yes", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","options":[{"label":"No","selected":true},{"label":"Yes","selected":false}]}`},
		{"a text area under a title that names what to write, a hint of the key that submits it", "\x1b[?25l\x1b[1mDescribe the change\x1b[0m\r\n┃ \x1b[7m \x1b[0m\r\n┃\r\n┃\r\n\r\nctrl+d submit • esc cancel", keyMode,
			`{"kind":"text","question":"Describe the change"}`},
		{"the same area with no hint under it asks nothing", "\x1b[?25l\x1b[1mRecent changes\x1b[0m\r\n┃ \x1b[7m \x1b[0m\r\n┃\r\n┃\r\n", keyMode, `null`},
		{"a yes/no question ending a row over a prompt of marks, a blank row between", "\r\nWelcome to the cave!!  Would you like instructions?\r\n\r\n> ", lineMode,
			`{"kind":"confirm","question":"Welcome to the cave!!  Would you like instructions?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question naming a value over a prompt of marks is a field", "Which cluster should it use?\r\n> ", lineMode,
			`{"kind":"text","question":"Which cluster should it use?"}`},
		{"circles under a question, a hint under them saying space selects", "\x1b[32m?\x1b[0m \x1b[1mWhich regions should mirror it?\x1b[0m \x1b[2m…\x1b[0m  (Use arrow keys or type to filter)\r\n\x1b[36m❯○ eu-west\x1b[0m\r\n ○ us-east\r\n ○ ap-south\r\n(Use <space> to select, <ctrl + a> to toggle all)\x1b[1;80H", keyMode,
			`{"kind":"multiselect","question":"Which regions should mirror it?","options":[{"label":"eu-west","selected":true,"checked":false},{"label":"us-east","selected":false,"checked":false},{"label":"ap-south","selected":false,"checked":false}]}`},
		{"keys in a look of their own after a widget's question, a mark after them", "\x1b[?25l\x1b[32m?\x1b[0m \x1b[1mRotate the signing keys?\x1b[0m \x1b[2m( y/N )\x1b[0m \x1b[36m»\x1b[0m\r\n\x1b[2my yes • N no • ^C kill program\x1b[0m\x1b[2;1H", keyMode,
			`{"kind":"confirm","question":"Rotate the signing keys?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a date in brackets is a default, not a range", "Date [2026-11-25]: ", lineMode, `{"kind":"text","question":"Date:","default":"2026-11-25"}`},
		{"a date written with slashes is no words to choose from", "Date [2026/11/25]: ", lineMode, `{"kind":"text","question":"Date:","default":"2026/11/25"}`},
		{"a numbered list's question naming its default by a label, a prompt of marks under the list", "Which runner should build? [arm64-large]:\r\n [0] arm64-large\r\n [1] amd64-small\r\n > ", lineMode,
			`{"kind":"select","question":"Which runner should build?","default":"arm64-large","options":[{"label":"arm64-large","key":"0","selected":null},{"label":"amd64-small","key":"1","selected":null}]}`},
		{"a mark in a frame under no words, its cursor drawn: an agent's message box, a REPL's, no field nor the frame's edge asked", "\x1b[?25l" + rounded(76, "Welcome to the agent!") + "\r\n" + rounded(76, "> \x1b[7m \x1b[0m") + "  ? for shortcuts\r\n", keyMode, `null`},
		{"a question after an indented tag on a background of its own, two blanks after it, its placeholder dim under it", "\r\n \x1b[45;30m astro \x1b[0m  Launch sequence initiated.\r\n\r\n   \x1b[44;30m dir \x1b[0m  Where should we create your new project?\r\n          \x1b[2m./sticky-system\x1b[0m\x1b[5;11H", keyMode,
			`{"kind":"text","question":"Where should we create your new project?","default":"./sticky-system"}`},
		{"the same tag over two radios on one row", "\x1b[?25l\r\n   \x1b[44;30m deps \x1b[0m  Install dependencies?\r\n           \x1b[32m●\x1b[0m Yes  ○ No\r\n", keyMode,
			`{"kind":"confirm","question":"Install dependencies?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"bullets under a question, a help row of keys that toggle them past blank rows", "\x1b[?25lChoose:\r\n\x1b[38;5;212m> • Apple\x1b[0m\r\n  • Banana\r\n  • Cherry\r\n\r\n\r\nx toggle • ←↓↑→ navigate • enter submit • ctrl+a select all", keyMode,
			`{"kind":"multiselect","question":"Choose:","options":[{"label":"Apple","selected":true,"checked":false},{"label":"Banana","selected":false,"checked":false},{"label":"Cherry","selected":false,"checked":false}]}`},
		{"a question after a dim pointer for its glyph, its answer so far after a mark", "\x1b[?25l\x1b[2m❯\x1b[0m \x1b[1mPurge the old artifacts?\x1b[0m \x1b[2m(y/N)\x1b[0m \x1b[2m‣\x1b[0m \x1b[36mfalse\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"the same glyph over circles, a hint after the question's mark", "\x1b[?25l\x1b[2m❯\x1b[0m \x1b[1mWhich platforms should it build?\x1b[0m \x1b[2m…\x1b[0m  \x1b[2mPress <SPACE> to select\x1b[0m\r\n\x1b[2m◯\x1b[0m \x1b[36;4mlinux\x1b[0m\r\n\x1b[2m◯\x1b[0m darwin\r\n\x1b[2m◯\x1b[0m windows", keyMode,
			`{"kind":"multiselect","question":"Which platforms should it build?","options":[{"label":"linux","selected":true,"checked":false},{"label":"darwin","selected":false,"checked":false},{"label":"windows","selected":false,"checked":false}]}`},
		{"the same glyph, a secret's label, the cursor after the mark", "\x1b[2m❯\x1b[0m \x1b[1mDeploy key passphrase\x1b[0m \x1b[2m‣\x1b[0m ", keyMode,
			`{"kind":"password","question":"Deploy key passphrase"}`},
		{"a question, then its default y in brackets and a colon", "Should I create a default set of package docs?  [y]: ", lineMode,
			`{"kind":"confirm","question":"Should I create a default set of package docs?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"one word to type to confirm", "Type 'DELETE' to delete the bucket: ", lineMode,
			`{"kind":"confirm","question":"Type 'DELETE' to delete the bucket:","options":[{"label":"DELETE","key":"DELETE","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a field under a line naming the one word accepted", "Do you want to perform these actions?\r\n  Only 'yes' will be accepted to approve.\r\n\r\n  Enter a value: ", lineMode,
			`{"kind":"confirm","question":"Enter a value:","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a box whose top edge asks, its entries marked", "\x1b[?25l" + titled("Pick a region", "\x1b[36m›\x1b[0m ● eu-west", "  ○ us-east", "  ○ ap-south"), keyMode,
			`{"kind":"select","question":"Pick a region","options":[{"label":"eu-west","selected":true},{"label":"us-east","selected":false},{"label":"ap-south","selected":false}]}`},
		{"a box whose top edge asks, its boxes ticked", "\x1b[?25l" + titled("Pick toppings", "\x1b[36m›\x1b[0m ◻ Cheese", "  ◼ Olives"), keyMode,
			`{"kind":"multiselect","question":"Pick toppings","options":[{"label":"Cheese","selected":true,"checked":false},{"label":"Olives","selected":false,"checked":true}]}`},
		{"a box whose top edge asks yes or no", "\x1b[?25l" + titled("Deploy now?", "\x1b[32m●\x1b[0m Yes / ○ No"), keyMode,
			`{"kind":"confirm","question":"Deploy now?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a box whose top edge asks, the cursor in its one row", titled("Service name", "api") + "\x1b[2;7H", keyMode,
			`{"kind":"text","question":"Service name","default":"api"}`},
		{"a form's field on a row of its own, under its question and a hint", "\x1b[?1049h New user\r\n\r\n\x1b[1mLogin name? (e.g. 'ann')\x1b[0m\r\n> \r\n\r\n\x1b[1mShell? (e.g. '/bin/sh')\x1b[0m\r\n> \r\n\r\n  [Next]\x1b[4;3H", keyMode,
			`{"kind":"text","question":"Login name?"}`},
		{"the second field of such a form, typed into", "\x1b[?1049h New user\r\n\r\nLogin name?\r\n> ann\r\n\r\nShell?\r\n> /bin/s\r\n\r\n  [Next]\x1b[7;9H", keyMode,
			`{"kind":"text","question":"Shell?","default":"/bin/s"}`},
		{"a mark under a line that asks nothing", "\x1b[?1049hLoaded 3 modules.\r\n> \x1b[2;3H", keyMode, "null"},
		{"a question after a tag, its placeholder dim under it", "\x1b[?25h\r\n\x1b[46m env \x1b[0m Which environment?\r\n      \x1b[2mstaging\x1b[0m", keyMode,
			`{"kind":"text","question":"Which environment?","default":"staging"}`},
		{"a question after a tag, two radios on one row", "\x1b[?25l\r\nsync Push the branch now?\r\n     \x1b[32m●\x1b[0m Yes  ○ No", keyMode,
			`{"kind":"confirm","question":"Push the branch now?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"a tag before a line that asks nothing", "\x1b[?25h\r\ndir /srv/www\r\n    \x1b[2mread-only\x1b[0m", keyMode, "null"},
		{"a default written after its question, the cursor on its first letter", "Bucket name? logs\x1b[1;14H", keyMode,
			`{"kind":"text","question":"Bucket name?","default":"logs"}`},
		{"a verb that asks, before a file's name", "unpack 'data.tar'? ", lineMode,
			`{"kind":"confirm","question":"unpack 'data.tar'?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question that wants a value", "What is the name of the service? ", lineMode,
			`{"kind":"text","question":"What is the name of the service?"}`},
		{"a default in parentheses", "Port (default: 8080): ", lineMode,
			`{"kind":"text","question":"Port:","default":"8080"}`},
		{"a token asked for in the open, the terminal echoing it, is a field whose answer shows", "GitHub token: ", lineMode,
			`{"kind":"text","question":"GitHub token:"}`},
		{"the same token asked with the echo off is a secret", "GitHub token: ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"GitHub token:"}`},
		{"numbers in columns", "  1: red      2: green\r\n  3: blue     4: quit\r\nWhat now> ", lineMode,
			`{"kind":"select","question":"What now\u003e","options":[{"label":"red","key":"1","selected":null},{"label":"green","key":"2","selected":null},{"label":"blue","key":"3","selected":null},{"label":"quit","key":"4","selected":null}]}`},
		{"a numbered menu over the keys it takes, no word in them", "fsck.toy 4.2\r\nDirty bit is set. Fs was not properly unmounted.\r\n1) Remove dirty bit\r\n2) No action\r\n[12?q]? ", lineMode,
			`{"kind":"select","question":"Dirty bit is set. Fs was not properly unmounted.","options":[{"label":"Remove dirty bit","key":"1","selected":null},{"label":"No action","key":"2","selected":null}]}`},
		{"a theme's colon after a question's mark is none of it", "Which branch should the release be cut from? [release-7]: ", lineMode,
			`{"kind":"text","question":"Which branch should the release be cut from?","default":"release-7"}`},
		{"keys after a question mark alone under the lines of what is asked", "Would you like to replace the existing file:\r\n  Path:     ./notes.txt\r\n  Size:     34 bytes\r\nwith the file from archive:\r\n  Path:     notes.txt\r\n  Size:     34 bytes\r\n? (Y)es / (N)o / (Q)uit? ", lineMode,
			`{"kind":"choice","question":"Would you like to replace the existing file:","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		{"bash's select under its heading", "Pick a colour\r\n1) red\r\n2) green\r\n#? ", lineMode,
			`{"kind":"select","question":"Pick a colour","options":[{"label":"red","key":"1","selected":null},{"label":"green","key":"2","selected":null}]}`},
		{"two entries, one in bold", "\x1b[?25lChoose:\r\n  \x1b[1mfirst\x1b[0m\r\n  second\r\n", keyMode,
			`{"kind":"select","question":"Choose:","options":[{"label":"first","selected":true},{"label":"second","selected":false}]}`},
		{"entries that all differ in colour", "\x1b[?25lChoose:\r\n  \x1b[31mred\x1b[0m\r\n  \x1b[32mgreen\x1b[0m\r\n  \x1b[34mblue\x1b[0m\r\n", keyMode,
			`{"kind":"select","question":"Choose:","options":[{"label":"red","selected":null},{"label":"green","selected":null},{"label":"blue","selected":null}]}`},
		{"a pointer beside checkboxes", "\x1b[?25l? Pick\r\n  [x] one\r\n> [ ] two\r\n  [x] three\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick","options":[{"label":"one","selected":false,"checked":true},{"label":"two","selected":true,"checked":false},{"label":"three","selected":false,"checked":true}]}`},
		{"press Enter is a choice of continue", "Press Enter to continue...", lineMode,
			`{"kind":"choice","question":"Press Enter to continue...","options":[{"label":"continue","key":"\u003center\u003e","selected":null}]}`},
		{"y or n, gdb's way", "A debugging session is active.\r\nQuit anyway? (y or n) ", keyMode,
			`{"kind":"confirm","question":"Quit anyway?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"y or [n], with its default", "Make breakpoint pending on future shared library load? (y or [n]) ", keyMode,
			`{"kind":"confirm","question":"Make breakpoint pending on future shared library load?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question with a default in brackets", "Which branch? [main] ", lineMode,
			`{"kind":"text","question":"Which branch?","default":"main"}`},
		{"gum filter's field with its drawn cursor blinked off", "\x1b[?1049h\x1b[?25l\x1b[38;5;240m> \x1b[0mFilter...\r\n\x1b[38;5;212m•\x1b[0m \x1b[38;5;212mApple\x1b[0m\r\n  Banana\r\n  Cherry\r\n", keyMode,
			`{"kind":"select","question":"\u003e Filter...","options":[{"label":"Apple","selected":true},{"label":"Banana","selected":false},{"label":"Cherry","selected":false}]}`},
		{"a field whose drawn cursor is blinked off, its placeholder grey", "\x1b[?25lWhich host?\r\n\x1b[38;5;99m> \x1b[0m\x1b[38;5;240me.g. db1.internal\x1b[0m\r\n\r\n\x1b[38;5;241menter to accept\x1b[0m", keyMode,
			`{"kind":"text","question":"Which host?"}`},
		{"such a field typed into, blinked off", "\x1b[?25lWhich host?\r\n\x1b[38;5;99m> \x1b[0mdb7\r\n\r\n\x1b[38;5;241menter to accept\x1b[0m", keyMode,
			`{"kind":"text","question":"Which host?"}`},
		{"a list's last entry pointed at is no field", "\x1b[?25lPick a port\r\n  8080\r\n  8443\r\n> 9000\r\n\r\nenter to pick", keyMode,
			`{"kind":"select","question":"Pick a port","options":[{"label":"8080","selected":false},{"label":"8443","selected":false},{"label":"9000","selected":true}]}`},
		{"gum choose's pointer is an entry, not a filter's field", "\x1b[?1049h\x1b[?25lChoose:\r\n  \x1b[38;5;212m✓\x1b[0m Banana\r\n\x1b[38;5;212m> ✓ Cherry\x1b[0m\r\n  • Date\r\n", keyMode,
			`{"kind":"multiselect","question":"Choose:","options":[{"label":"Banana","selected":false,"checked":true},{"label":"Cherry","selected":true,"checked":true},{"label":"Date","selected":false,"checked":false}]}`},
		{"keys in parentheses set apart by commas, one capital", "/dev/x contains a file system\r\nProceed anyway? (y,N) ", lineMode,
			`{"kind":"confirm","question":"Proceed anyway?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys in parentheses, several", "Save file x? (y, n, q, C-r) ", keyMode,
			`{"kind":"choice","question":"Save file x?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"q","key":"q","selected":null},{"label":"C-r","key":"C-r","selected":null}]}`},
		{"words with their keys in brackets, both cases of a letter", "overwrite a? [y]es, [n]o, [A]ll, [N]one: ", lineMode,
			`{"kind":"choice","question":"overwrite a?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"All","key":"A","selected":null},{"label":"None","key":"N","selected":null}]}`},
		{"a key marked inside a word", "? (Y)es / (N)o / A(u)to rename / (Q)uit? ", lineMode,
			`{"kind":"choice","question":"?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Auto rename","key":"u","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		{"a yes/no bar", "Keep going? [Y|n]", keyMode,
			`{"kind":"confirm","question":"Keep going?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"words to type, a default after them", "Zone [north/south] (south): ", lineMode,
			`{"kind":"choice","question":"Zone:","default":"south","options":[{"label":"north","key":"north","selected":null},{"label":"south","key":"south","selected":null}]}`},
		{"words to type set apart by commas", "Size (small, large): ", lineMode,
			`{"kind":"choice","question":"Size:","options":[{"label":"small","key":"small","selected":null},{"label":"large","key":"large","selected":null}]}`},
		{"a default of one word before the colon", "Queue name (jobs): ", lineMode,
			`{"kind":"text","question":"Queue name","default":"jobs"}`},
		{"a default inside a range", "Slot (1-8, default 3): ", lineMode,
			`{"kind":"text","question":"Slot (1-8, default 3):","default":"3"}`},
		{"Yes/No? alone", "The label will be lost.\r\nYes/No? ", lineMode,
			`{"kind":"confirm","question":"The label will be lost.","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a hint that Esc cancels is an answer", "'a'(dd) / 'r'(emove)? [Esc cancels]", keyMode,
			`{"kind":"choice","question":"","options":[{"label":"add","key":"a","selected":null},{"label":"remove","key":"r","selected":null},{"label":"cancel","key":"\u003cesc\u003e","selected":null}]}`},
		{"a y/n question with its default after it", "Restart? (y/n) [n]: ", lineMode,
			`{"kind":"confirm","question":"Restart?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a boxed list with a highlighted entry and a title in its edge", "\x1b[?1049h\x1b[?25l\x1b[3;5H┌─ Deploy to ─────┐\x1b[4;5H│ \x1b[44mstaging\x1b[0m         │\x1b[5;5H│ production      │\x1b[6;5H│ local           │\x1b[7;5H└─────────────────┘", keyMode,
			`{"kind":"select","question":"Deploy to","options":[{"label":"staging","selected":true},{"label":"production","selected":false},{"label":"local","selected":false}]}`},
		{"a list in reverse video under a heading", "\x1b[?1049h\x1b[?25lSort by\r\n  name\r\n  \x1b[7msize\x1b[0m\r\n  date\r\n", keyMode,
			`{"kind":"select","question":"Sort by","options":[{"label":"name","selected":false},{"label":"size","selected":true},{"label":"date","selected":false}]}`},
		{"a process table's selected row is no menu", "\x1b[?1049h\x1b[?25l\x1b[2;1H  PID USER      PRI  NI  VIRT   RES   SHR S CPU% MEM%   TIME+  Command\r\n    1 root       20   0  164M 11844  8408 S  0.0  0.1  0:01.20 /sbin/init splash\r\n\x1b[46m  412 root       20   0 26808  7204  6332 S  0.0  0.0  0:00.05 /lib/systemd/journald\x1b[0m\r\n  901 agentty    20   0  9228  4100  3500 S  0.0  0.0  0:00.01 -bash\r\n", keyMode, `null`},
		{"a panel's rows with columns are no menu", "\x1b[?1049h\x1b[?25l┌──────────────┐\r\n│ bin │   4096 │\r\n│\x1b[46m etc │   4096 \x1b[0m│\r\n│ usr │   4096 │\r\n└──────────────┘\r\n", keyMode, `null`},
		{"a field on a background of its own, with its label", "\x1b[?1049h\x1b[3;3HServer name \x1b[44mweb-1          \x1b[0m\x1b[3;19H", keyMode,
			`{"kind":"text","question":"Server name","default":"web-1"}`},
		{"an empty field after its label", "\x1b[?1049h\x1b[3;3HProject name: ", keyMode,
			`{"kind":"text","question":"Project name:"}`},
		{"a rounded box with buttons in square brackets", "\x1b[?1049h\x1b[?25l\x1b[5;10H╭──────────────────────╮\x1b[6;10H│ Remove the volume?   │\x1b[7;10H│                      │\x1b[8;10H│ \x1b[7m[ Yes ]\x1b[0m  [ No ]      │\x1b[9;10H╰──────────────────────╯", keyMode,
			`{"kind":"confirm","question":"Remove the volume?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"buttons on backgrounds inside a box", "\x1b[?1049h\x1b[?25l\x1b[5;10H┌──────────────────────┐\x1b[6;10H│  Close the project?  │\x1b[7;10H│                      │\x1b[8;10H│  \x1b[44m Close \x1b[0m  \x1b[47m Stay \x1b[0m     │\x1b[9;10H└──────────────────────┘", keyMode,
			`{"kind":"choice","question":"Close the project?","options":[{"label":"Close","selected":true},{"label":"Stay","selected":false}]}`},
		{"keys asked on the row above the cursor", "Replace the file? [Y|n]\r\n", keyMode,
			`{"kind":"confirm","question":"Replace the file?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default among the keys listed above", "Mode\r\n   a   append\r\n   w   overwrite\r\nSelect (default w): ", lineMode,
			`{"kind":"choice","question":"Select:","default":"w","options":[{"label":"append","key":"a","selected":null},{"label":"overwrite","key":"w","selected":null}]}`},
		{"a question ending in a mark before its keys", "Keep it? [y/N]: ", lineMode,
			`{"kind":"confirm","question":"Keep it?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question whose default is n", "Patch looks reversed!  Assume -R? [n] ", lineMode,
			`{"kind":"confirm","question":"Patch looks reversed!  Assume -R?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a list's question without its keys' hint", "\x1b[?25lPick a size [use arrows to move]:\r\n> small\r\n  large\r\n", keyMode,
			`{"kind":"select","question":"Pick a size:","options":[{"label":"small","selected":true},{"label":"large","selected":false}]}`},
		{"a list under a path asks nothing", "\x1b[?1049h\x1b[?25l/home/me/src\r\n  \x1b[7mmain.go\x1b[0m\r\n  go.mod\r\n  README\r\n", keyMode, `null`},
		{"a list with a blank row after each entry, in a double frame on a painted screen", "\x1b[?1049h\x1b[?25l\x1b[40m\x1b[2J\x1b[H╔════Sort by════╗\r\n║\x1b[47;30mname\x1b[40;37m           ║\r\n║               ║\r\n║size           ║\r\n║               ║\r\n║date           ║\r\n╚═══════════════╝", keyMode,
			`{"kind":"select","question":"Sort by","options":[{"label":"name","selected":true},{"label":"size","selected":false},{"label":"date","selected":false}]}`},
		{"crossed boxes unticked, a help row set apart by bars", "\x1b[?25lPick topics:\r\n❯ [✗] news\r\n  [✓] sport\r\n  [✗] weather\r\nenter: select | tab: confirm | type to filter\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick topics:","options":[{"label":"news","selected":true,"checked":false},{"label":"sport","selected":false,"checked":true},{"label":"weather","selected":false,"checked":false}]}`},
		{"OK and Cancel on one background in a box", "\x1b[?1049h\x1b[?25l\x1b[5;10H┌─ Confirm ──────────┐\x1b[6;10H│ Empty the bin?     │\x1b[7;10H│                    │\x1b[8;10H│  \x1b[44m OK \x1b[0m  \x1b[44m Cancel \x1b[0m  │\x1b[9;10H└────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Empty the bin?","options":[{"label":"OK","selected":null},{"label":"Cancel","selected":null}]}`},
		{"two words on one background are no buttons", "\x1b[?1049h\x1b[?25lStatus\r\n\r\n  \x1b[44m north \x1b[0m  \x1b[44m south \x1b[0m\r\n", keyMode, `null`},
		{"buttons one under the other across the screen, a title a blank row above", "\x1b[?1049hChoose a size\r\n\r\n\x1b[7m< Small" + strings.Repeat(" ", 30) + ">\x1b[0m\r\n< Large" + strings.Repeat(" ", 30) + ">\r\n\x1b[3;3H", keyMode,
			`{"kind":"select","question":"Choose a size","options":[{"label":"Small","selected":true},{"label":"Large","selected":false}]}`},
		{"a field on a background above OK and Cancel in a box", "\x1b[?1049h\x1b[5;10H┌─ Rename ───────────┐\x1b[6;10H│ New name:          │\x1b[7;10H│                    │\x1b[8;10H│ \x1b[40mdraft             \x1b[0m│\x1b[9;10H│                    │\x1b[10;10H│  \x1b[40m OK \x1b[0m  \x1b[40m Cancel \x1b[0m  │\x1b[11;10H└────────────────────┘\x1b[8;17H", keyMode,
			`{"kind":"text","question":"New name:","default":"draft"}`},
		{"a numbered list with a pointer and a hint row set apart by a middle dot", "\x1b[?25l Choose the text style:\r\n ❯ 1. Dark mode\r\n   2. Light mode\r\n   3. Dark mode (colour-blind)\r\n\r\n Enter to confirm · Esc to exit\r\n", keyMode,
			`{"kind":"select","question":"Choose the text style:","options":[{"label":"Dark mode","key":"1","selected":true},{"label":"Light mode","key":"2","selected":false},{"label":"Dark mode (colour-blind)","key":"3","selected":false}]}`},
		// (The list's question is the row above it; "Your selection?"
		// under the list says how to answer.)
		{"numbers in parentheses", "Please select what kind of thing you want:\r\n   (1) First kind (default)\r\n   (2) Second kind\r\nYour selection? ", lineMode,
			`{"kind":"select","question":"Please select what kind of thing you want:","options":[{"label":"First kind (default)","key":"1","selected":null},{"label":"Second kind","key":"2","selected":null}]}`},
		{"a widget's value after a triangle", "\x1b[?25l\x1b[32m?\x1b[0m \x1b[1mUse tabs?\x1b[0m \x1b[2m(y/N)\x1b[0m ‣ \x1b[2mfalse\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Use tabs?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a widget's default in parentheses after its colon", "\x1b[32m?\x1b[0m \x1b[1mService name: \x1b[0m\x1b[36m(web)\x1b[0m ", keyMode,
			`{"kind":"text","question":"Service name:","default":"web"}`},
		{"a list's hint cut off at the screen's edge", "\x1b[?25lPick toppings: [Use arrows to move, space to select, type to filter\r\n> [ ] ham\r\n  [ ] egg\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick toppings:","options":[{"label":"ham","selected":true,"checked":false},{"label":"egg","selected":false,"checked":false}]}`},
		// Classes the fresh held-out set's misses showed (issue 44's
		// second round), each on a screen drawn here.
		{"a password's age is no password", "Changing the aging information\r\n\tMinimum Password Age [0]: ", lineMode,
			`{"kind":"text","question":"Minimum Password Age:","default":"0"}`},
		{"how to answer, in parentheses, is no default", "WARNING!\r\nAre you sure? (Type 'yes' in capital letters): ", lineMode,
			`{"kind":"text","question":"Are you sure? (Type 'yes' in capital letters):"}`},
		{"a question after the status on its row", "\x1b[?1049h" + strings.Repeat("1 2 3 4 5 6 7 8 9\r\n", 22) + "\x1b[24;1HScore: 12   level 3              Really leave?", keyMode,
			`{"kind":"confirm","question":"Really leave?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question that starts with what it does", "Publish the release? ", lineMode,
			`{"kind":"confirm","question":"Publish the release?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a pointer before the question, two radios under it", "\x1b[?25l\r\n\x1b[36m❯\x1b[0m Keep the logs?\r\n\x1b[2m○\x1b[0m \x1b[2mYes\x1b[0m \x1b[2m/\x1b[0m \x1b[32m●\x1b[0m No\r\n", keyMode,
			`{"kind":"confirm","question":"Keep the logs?","options":[{"label":"Yes","selected":false},{"label":"No","selected":true}]}`},
		{"a pointer before the question, a field under it", "\x1b[?25l\r\n\x1b[36m❯\x1b[0m Tag for the image?\r\nlatest█\r\n", keyMode,
			`{"kind":"text","question":"Tag for the image?"}`},
		{"a pointed entry that ends in a question mark is no question", "\x1b[?25l\r\n\x1b[36m?\x1b[0m Pick a reason\r\n\x1b[36m❯\x1b[0m Why not?\r\n  Because\r\n", keyMode,
			`{"kind":"select","question":"Pick a reason","options":[{"label":"Why not?","selected":true},{"label":"Because","selected":false}]}`},
		{"a filter's labelled field under the question its list answers", "\x1b[?25l\x1b[1mWhich port should it listen on?\x1b[0m\r\nSearch: \x1b[7m \x1b[0m\x1b[90mtype to narrow\x1b[0m\r\n  \x1b[32m▸ 8080\x1b[0m\r\n    8443\r\n", keyMode,
			`{"kind":"select","question":"Which port should it listen on?","options":[{"label":"8080","selected":true},{"label":"8443","selected":false}]}`},
		{"answers after the question on its row, one behind a pointer", "\x1b[?25l\x1b[1mWipe the cache? Yes  ▸No\x1b[0m\r\n", keyMode,
			`{"kind":"confirm","question":"Wipe the cache?","options":[{"label":"Yes","selected":false},{"label":"No","selected":true}]}`},
		{"three answers after the question, the pointer apart from its word", "\x1b[?25lWhich side goes first? Left  ❯ Right  Middle\r\n", keyMode,
			`{"kind":"choice","question":"Which side goes first?","options":[{"label":"Left","selected":false},{"label":"Right","selected":true},{"label":"Middle","selected":false}]}`},
		{"a finder's list over its counter, only the pointed entry coloured", "\x1b[?1049h\x1b[20;1H  kiwi\r\n  fig\r\n\x1b[31;40m> \x1b[1;33mapple\x1b[0m\r\n  \x1b[33m3/3\x1b[0m\r\n\x1b[34m>\x1b[0m ", keyMode,
			`{"kind":"select","question":"\u003e","options":[{"label":"kiwi","selected":false},{"label":"fig","selected":false},{"label":"apple","selected":true}]}`},
		{"answers set apart by bars after a question on a full screen's last row", "\x1b[?1049h" + strings.Repeat("some text of the file\r\n", 23) + "\x1b[44mBuffer changed: todo.md\x1b[0m│\x1b[42mWrite\x1b[0m│\x1b[44mDrop\x1b[0m│\x1b[44mBack\x1b[0m\x1b[24;25H", keyMode,
			`{"kind":"choice","question":"Buffer changed: todo.md","options":[{"label":"Write","selected":true},{"label":"Drop","selected":false},{"label":"Back","selected":false}]}`},
		{"bars between words the cursor is not on ask nothing", "\x1b[?1049h" + strings.Repeat("some text of the file\r\n", 23) + "\x1b[44mtodo.md│utf-8│unix│12:4\x1b[0m\x1b[5;3H", keyMode,
			`null`},
		{"keys named by the words they are marked in between underscores, on the rows above", "pack.zip holds one folder.\r\nYou can:\r\n * _K_eep it as it is\r\n * _F_latten it here\r\n * _S_kip the archive\r\nWhich one?  (K/f/s) ", lineMode,
			`{"kind":"choice","question":"Which one?","default":"k","options":[{"label":"keep","key":"k","selected":null},{"label":"flatten","key":"f","selected":null},{"label":"skip","key":"s","selected":null}]}`},
		{"a mark before the question's first word", "\x1b[?1049h\x1b[12;30H*Keep the saved game?", keyMode,
			`{"kind":"confirm","question":"Keep the saved game?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a yes/no question by its words on the row above, read as a line", "Toy Quest 2.1\r\nShall I draw the map?\r\n", lineMode,
			`{"kind":"confirm","question":"Shall I draw the map?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default between bars", "Service name? |web| ", lineMode,
			`{"kind":"text","question":"Service name?","default":"web"}`},
		{"keys before the rest of their words, over two rows", "File \"a.txt\" already exists.\r\na)ppend A)ppend-all o)verwrite O)verwrite-all\r\ns)kip q)uit (aAoOsq): ", lineMode,
			`{"kind":"choice","question":"File \"a.txt\" already exists.","options":[{"label":"append","key":"a","selected":null},{"label":"append-all","key":"A","selected":null},{"label":"overwrite","key":"o","selected":null},{"label":"overwrite-all","key":"O","selected":null},{"label":"skip","key":"s","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"a default after a label that follows a prefix", "app: Region:  (north) ", keyMode,
			`{"kind":"text","question":"app: Region:","default":"north"}`},
		{"numbered entries ending in '>'", "  1> small\r\n  2> large\r\n\r\nPick a size [2]: ", lineMode,
			`{"kind":"select","question":"Pick a size","default":"2","options":[{"label":"small","key":"1","selected":null},{"label":"large","key":"2","selected":null}]}`},
		{"yes and no after the question mark, one set apart", "\x1b[?25l\x1b[1;34m?\x1b[0m Keep the logs? Yes/\x1b[1;4;36mNo\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Keep the logs?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default in parentheses after a question's mark", "\x1b[1;34m?\x1b[0m Queue name? (jobs) ", keyMode,
			`{"kind":"text","question":"Queue name?","default":"jobs"}`},
		{"circles that the hint says toggle", "\x1b[?25l\x1b[1;34m?\x1b[0m \x1b[1mPick toppings\x1b[0m (Space to toggle, Enter to submit)\r\n  \x1b[90m○\x1b[0m \x1b[1mham\x1b[0m\r\n  \x1b[90m○ egg\x1b[0m\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick toppings","options":[{"label":"ham","selected":true,"checked":false},{"label":"egg","selected":false,"checked":false}]}`},
		{"a pointer like a triangle under a question wrapped at the edge", "\x1b[?25lPick a size \x1b[90m(Press ↑/↓ arrow to move, Enter to select, and type letters to filter the list of sizes)\x1b[0m\r\n\x1b[32m‣ small\x1b[0m\r\n  large\r\n", keyMode,
			`{"kind":"select","question":"Pick a size","options":[{"label":"small","selected":true},{"label":"large","selected":false}]}`},
		{"a numbered list behind a pointer in a round frame, over a hint", "\x1b[?25l╭──────────────────────────────────────╮\r\n│ \x1b[1mEdit file\x1b[0m                            │\r\n│   src/main.go                        │\r\n│ Apply this edit?                     │\r\n│ \x1b[34m❯ 1. Yes\x1b[0m                             │\r\n│   2. Yes, for the whole session      │\r\n│   3. No, and tell me what to change  │\r\n│ \x1b[2mEnter to confirm · Esc to cancel\x1b[0m     │\r\n╰──────────────────────────────────────╯\r\n", keyMode,
			`{"kind":"select","question":"Apply this edit?","options":[{"label":"Yes","key":"1","selected":true},{"label":"Yes, for the whole session","key":"2","selected":false},{"label":"No, and tell me what to change","key":"3","selected":false}]}`},
		{"a frame under earlier output, the cursor shown after its field", "npm notice a new version is out\r\n┌──────────────────────────┐\r\n│ ? Package name: › web    │\r\n└──────────────────────────┘\x1b[3;24H", keyMode,
			`{"kind":"text","question":"Package name:"}`},
		{"a default named in words after yes/no keys", "Remove the cache? (y/n) [default y] ", lineMode,
			`{"kind":"confirm","question":"Remove the cache?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default named in words after words to type", "Pick a size (s/m/l) (default: m) ", lineMode,
			`{"kind":"choice","question":"Pick a size","default":"m","options":[{"label":"s","key":"s","selected":null},{"label":"m","key":"m","selected":null},{"label":"l","key":"l","selected":null}]}`},
		{"a label with its default named in words", "Bucket: [default logs] ", lineMode,
			`{"kind":"text","question":"Bucket:","default":"logs"}`},
		{"keys run together, more offered behind a mark", "Keep this hunk? (3/7) [ynq...], or ? for help: ", keyMode,
			`{"kind":"choice","question":"Keep this hunk?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"q","key":"q","selected":null}]}`},
		{"yes and no as letters after the question mark, the cursor parked under it", "\x1b[?25l\x1b[1mPush the tag now?\x1b[0m y/N\r\n", keyMode,
			`{"kind":"confirm","question":"Push the tag now?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a label alone, the cursor drawn on the blank after it", "\x1b[?25l\x1b[1mBucket name:\x1b[0m \x1b[7m \x1b[0m\r\n", keyMode,
			`{"kind":"text","question":"Bucket name:"}`},
		{"a table's rows under a column's heading in a panel are no menu", "\x1b[?1049h\x1b[?25l┌─ Load ───────────────┐┌─ Tasks ──────────────────────┐\r\n│ cpu  ▇▇▇▇▁▁ 31%      ││ PID    Name            %CPU │\r\n│ mem  ▇▇▇▁▁▁ 24%      ││ \x1b[7m4242   indexer         12.5\x1b[0m │\r\n│                      ││ 311    journald         0.4 │\r\n│                      ││ 12     kworker          0.1 │\r\n└──────────────────────┘└─────────────────────────────┘", keyMode, `null`},
		{"a dialog in half blocks over a program's window, Ok and Cancel", "\x1b[?1049h┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\r\n┃alpha                                          ┃\r\n┃beta                                           ┃\r\n┃      ▛▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▜         ┃\r\n┃      ▌  Close the file unsaved?     ▐         ┃\r\n┃      ▌▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▐         ┃\r\n┃      ▌    \x1b[7m<Ok>\x1b[0m        <Cancel>      ▐         ┃\r\n┃      ▙▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▟         ┃\r\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛", keyMode,
			`{"kind":"confirm","question":"Close the file unsaved?","options":[{"label":"Ok","selected":true},{"label":"Cancel","selected":false}]}`},
		{"a field drawn as a frame one row high, its label left of it", "\x1b[?1049h\x1b[?25l┌ Deploy ─────────────────────────────────────┐\r\n│                                             │\r\n│                ┌─────────────────────────┐  │\r\n│   Target host: │ web-2                   │  │\r\n│                └─────────────────────────┘  │\r\n└─────────────────────────────────────────────┘", keyMode,
			`{"kind":"text","question":"Target host:","default":"web-2"}`},
		{"a field drawn as a frame one row high, its label above it", "\x1b[?1049h\x1b[?25lRelease notes:\r\n╭──────────────────────────────╮\r\n│                              │\r\n╰──────────────────────────────╯", keyMode,
			`{"kind":"text","question":"Release notes:"}`},
		{"two such fields, neither holding the cursor, ask nothing seen", "\x1b[?1049h\x1b[?25lUser:\r\n┌──────────┐\r\n│          │\r\n└──────────┘\r\nGroup:\r\n┌──────────┐\r\n│          │\r\n└──────────┘", keyMode, `null`},
		{"a list whose question's hint says space ticks, a tick after a label", "\x1b[?25l\x1b[1mWhich targets should build? (space ticks, enter goes on)\x1b[0m\r\n\x1b[34m❯ linux\x1b[0m\r\n  darwin \x1b[32m✔\x1b[0m\r\n  windows\r\n", keyMode,
			`{"kind":"multiselect","question":"Which targets should build?","options":[{"label":"linux","selected":true,"checked":false},{"label":"darwin","selected":false,"checked":true},{"label":"windows","selected":false,"checked":false}]}`},
		{"a library's select two columns in from the left edge", "\x1b[?25l  \x1b[32m?\x1b[0m \x1b[1mPick a runtime\x1b[0m (Use arrow keys)\r\n  \x1b[36m❯ node\x1b[0m\r\n    deno\r\n    bun\r\n", keyMode,
			`{"kind":"select","question":"Pick a runtime","options":[{"label":"node","selected":true},{"label":"deno","selected":false},{"label":"bun","selected":false}]}`},
		{"keys in brackets of their own after the question", "Revert these files? ([y]es, [n]o): ", keyMode,
			`{"kind":"confirm","question":"Revert these files?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"yes or no in words", "Drop the stash anyway? (yes or no) ", keyMode,
			`{"kind":"confirm","question":"Drop the stash anyway?","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a label, then its default in brackets", "Mirror host: [ftp.example.org] ", lineMode,
			`{"kind":"text","question":"Mirror host:","default":"ftp.example.org"}`},
		{"a default named after 'default is'", "Port (default is 8080): ", lineMode,
			`{"kind":"text","question":"Port:","default":"8080"}`},
		{"how to answer a secret in parentheses is no default", "Disk passphrase: (press TAB for no echo) ", keyMode,
			`{"kind":"password","question":"Disk passphrase:"}`},
		{"keys alone under the question that lists their words", "Kind of build: (debug, release, profile)\r\n[d/r/p]?\r\n", keyMode,
			`{"kind":"choice","question":"Kind of build: (debug, release, profile)","options":[{"label":"debug","key":"d","selected":null},{"label":"release","key":"r","selected":null},{"label":"profile","key":"p","selected":null}]}`},
		{"a list box on a background of its own, its title naming the list, a question above it", "\x1b[?1049h\x1b[?25l\r\n  Which disk should be wiped?\r\n\r\n  \x1b[30;40m┌Disk──────────┐\x1b[0m\r\n  \x1b[30;40m│\x1b[7msda           \x1b[27m│\x1b[0m\r\n  \x1b[30;40m│sdb           │\x1b[0m\r\n  \x1b[30;40m│sdc           │\x1b[0m\r\n  \x1b[30;40m└──────────────┘\x1b[0m", keyMode,
			`{"kind":"select","question":"Which disk should be wiped?","options":[{"label":"sda","selected":true},{"label":"sdb","selected":false},{"label":"sdc","selected":false}]}`},
		{"buttons side by side in one frame split by its junctions, the second declining", "\x1b[?1049h\x1b[?25l┌────────────────────────────────────────┐\r\n│                                        │\r\n│   Empty the trash?                     │\r\n│                                        │\r\n│   ┌─────────┬─────────┐                │\r\n│   │  Empty  │  Keep   │                │\r\n│   └─────────┴─────────┘                │\r\n└────────────────────────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Empty the trash?","options":[{"label":"Empty","selected":null},{"label":"Keep","selected":null}]}`},
		{"a dialog over two panels: the smallest box holding buttons", "\x1b[?1049h\x1b[?25l┌─ /srv ─────────────┐┌─ /tmp ─────────────┐\r\n│a.txt               ││d.txt               │\r\n│b.txt┌──────────────────────────────┐     │\r\n│c.txt│ Remove 'b.txt'?              │     │\r\n│     │  [ Yes ]  [ No ]  [ Stop ]   │     │\r\n│     └──────────────────────────────┘     │\r\n│                    ││                    │\r\n└────────────────────┘└────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Remove 'b.txt'?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"Stop","key":"s","selected":null}]}`},
		{"a field's label in its frame's top edge, right after the corner, the field empty", "\x1b[?1049h\x1b[?25l\r\n  New mirror\r\n\r\n  ┌Mirror URL────────────────┐\r\n  │                          │\r\n  └──────────────────────────┘", keyMode,
			`{"kind":"text","question":"Mirror URL"}`},
		{"a field drawn as a frame one row high on the main screen, its label above it across a blank row, its cursor drawn", "\x1b[?25lEnter your API key:\r\n\r\n╭──────────────────────────────╮\r\n│ \x1b[7m \x1b[0m                            │\r\n╰──────────────────────────────╯\r\n\r\nEnter to confirm · Esc to cancel", keyMode,
			`{"kind":"password","question":"Enter your API key:"}`},
		{"a field one row high under words that tell what to type, the cursor in it", "\x1b[?1049h┌──────── Passphrase ────────┐\r\n│ Enter the password for lab │\r\n│ ┌────────────────────────┐ │\r\n│ │                        │ │\r\n│ └────────────────────────┘ │\r\n└────────────────────────────┘\x1b[4;5H", keyMode,
			`{"kind":"password","question":"Enter the password for lab"}`},
		{"the same words over the field, the cursor hidden, ask nothing of it", "\x1b[?1049h\x1b[?25l┌──────── Passphrase ────────┐\r\n│ Enter the password for lab │\r\n│ ┌────────────────────────┐ │\r\n│ │                        │ │\r\n│ └────────────────────────┘ │\r\n└────────────────────────────┘", keyMode,
			`null`},
		{"a panel one row high with a title and text in it is no field", "\x1b[?1049h\x1b[?25l┌Load──────┐┌Uptime────┐\r\n│ 0.42     ││ 3 days   │\r\n└──────────┘└──────────┘", keyMode, `null`},
		{"entries numbered with a dash, the question above them", "Pick a shell:\r\n1 - bash\r\n2 - zsh\r\n3 - fish\r\nChoose from 1, 2, 3 [2]: ", lineMode,
			`{"kind":"select","question":"Pick a shell:","default":"2","options":[{"label":"bash","key":"1","selected":null},{"label":"zsh","key":"2","selected":null},{"label":"fish","key":"3","selected":null}]}`},
		{"entries numbered in brackets with blanks inside", "Which image? [alpine]:\r\n [ 0] alpine\r\n [ 1] debian\r\n > ", keyMode,
			`{"kind":"select","question":"Which image?","default":"alpine","options":[{"label":"alpine","key":"0","selected":null},{"label":"debian","key":"1","selected":null}]}`},
		{"a field whose label names no thing, under the question", "Which branch should be built?\r\nEnter a value (Default is main): ", lineMode,
			`{"kind":"text","question":"Which branch should be built?","default":"main"}`},
		{"a field whose label names no thing, under a secret's name", "Registry token\r\nEnter a value: ", keyMode,
			`{"kind":"password","question":"Registry token"}`},
		{"a frame around the whole screen, its key legend inside, is the program's window", "\x1b[?1049h\x1b[?25l┌──────────────────────────────────────────────────────────────────────────────┐\r\n│[F1] Open File      [F2] Save List      [ q ] Quit                            │\r\n│[ p ] Pause        [ s ] Shuffle       [Default] Sort                         │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n└──────────────────────────────────────────────────────────────────────────────┘", keyMode, `null`},
		{"each key saying the answer it gives", "\x1b[?25lthe index is about to be rebuilt, continue ? [return = YES | Esc = NO]\r\n", keyMode,
			`{"kind":"confirm","question":"the index is about to be rebuilt, continue?","options":[{"label":"YES","key":"\u003center\u003e","selected":null},{"label":"NO","key":"\u003cesc\u003e","selected":null}]}`},
		{"'are you sure' ending in a colon", "Are you sure you want to drop the cache `web':", lineMode,
			`{"kind":"confirm","question":"Are you sure you want to drop the cache ` + "`" + `web':","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys named after an equals sign", "Track it (a=all/y/N)? ", lineMode,
			`{"kind":"choice","question":"Track it?","default":"n","options":[{"label":"all","key":"a","selected":null},{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null}]}`},
		{"yes/no keys after the question, the answer read on the next row", "Purge the old builds? (y/N)\r\n", lineMode,
			`{"kind":"confirm","question":"Purge the old builds?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a numbered list, its question under it, the answer on the next row", "1) alpha\r\n2) beta\r\nWhich ring should take the write?\r\n", lineMode,
			`{"kind":"select","question":"Which ring should take the write?","options":[{"label":"alpha","key":"1","selected":null},{"label":"beta","key":"2","selected":null}]}`},
		{"a numbered list under its question, the prompt a default alone", "Which zone should host it?\r\n[1] east\r\n[2] west\r\n\r\n[2] ", lineMode,
			`{"kind":"select","question":"Which zone should host it?","default":"2","options":[{"label":"east","key":"1","selected":null},{"label":"west","key":"2","selected":null}]}`},
		{"a numbered list a blank row under its question, a named default", "Which mirror should serve it?\r\n\r\n0. kiel\r\n1. oslo\r\n\r\nYour choice[default:1]: ", lineMode,
			`{"kind":"select","question":"Which mirror should serve it?","default":"1","options":[{"label":"kiel","key":"0","selected":null},{"label":"oslo","key":"1","selected":null}]}`},
		{"a prompt of marks under its question, hints and a default in brackets", "\x1b[1mWhich branch should be tagged?\x1b[0m (--branch) [main]\r\n> ", keyMode,
			`{"kind":"text","question":"Which branch should be tagged?","default":"main"}`},
		{"a pointed list under a field of marks, the terminal's cursor parked under it", "Which queue should take it? (--queue)\r\n>\r\n\x1b[34m> low\x1b[0m\r\n  high\r\n", keyMode,
			`{"kind":"select","question":"Which queue should take it? (--queue)","options":[{"label":"low","selected":true},{"label":"high","selected":false}]}`},
		{"buttons as words alone under a rule in a box, one set apart", "\x1b[?1049h\x1b[5;10H┌────────────────────────────────────┐\x1b[6;10H│ Rotate the signing keys?           │\x1b[7;10H├────────────────────────────────────┤\x1b[8;10H│            \x1b[7mRotate\x1b[0m Later            │\x1b[9;10H└────────────────────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Rotate the signing keys?","options":[{"label":"Rotate","selected":true},{"label":"Later","selected":false}]}`},
		{"words under a rule in a box with none set apart are no buttons", "\x1b[?1049h\x1b[5;10H┌────────────────────────────────────┐\x1b[6;10H│ Rotate the signing keys?           │\x1b[7;10H├────────────────────────────────────┤\x1b[8;10H│            Rotate Later            │\x1b[9;10H└────────────────────────────────────┘", keyMode, `null`},
		{"entries led by a tag in brackets, long, under the question", "\x1b[?1049h\x1b[?25lUse arrow keys to choose, then press Enter:\r\n\x1b[7m>[ Rebuild ] Rebuild the index from the journal\x1b[0m\r\n [ Verify  ] Verify the index against the data files\r\n [ Quit    ] Leave everything as it is\r\n", keyMode,
			`{"kind":"select","question":"Use arrow keys to choose, then press Enter:","options":[{"label":"[ Rebuild ] Rebuild the index from the journal","selected":true},{"label":"[ Verify ] Verify the index against the data files","selected":false},{"label":"[ Quit ] Leave everything as it is","selected":false}]}`},
		{"a pointer drawn in ASCII before numbered entries", "\x1b[?25lWhich ring should take the write?\r\n-> 1) east\r\n   2) west\r\n", keyMode,
			`{"kind":"select","question":"Which ring should take the write?","options":[{"label":"east","key":"1","selected":true},{"label":"west","key":"2","selected":false}]}`},
		{"a generic choice's keys under the question they answer", "Could not find the target. Do you want to create it?\r\nYour choice [y/n]: ", lineMode,
			`{"kind":"confirm","question":"Could not find the target. Do you want to create it?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a cancel hint alone on its row under what it asks for", "Enter the contact address (used for renewal notices)\r\n (Enter 'c' to cancel): ", lineMode,
			`{"kind":"text","question":"Enter the contact address (used for renewal notices)"}`},
		{"keys run together with a help key after them", "Keep libfoo? [Ynpq?], [H]elp: ", keyMode,
			`{"kind":"choice","question":"Keep libfoo?","default":"y","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"p","key":"p","selected":null},{"label":"q","key":"q","selected":null}]}`},
		{"a mark leading the question is no part of it", "> Where should the site be built? [.] ", keyMode,
			`{"kind":"text","question":"Where should the site be built?","default":"."}`},
		{"a default named as what a blank answer gives", "Owner (leave blank to use 'ann'): ", lineMode,
			`{"kind":"text","question":"Owner (leave blank to use 'ann'):","default":"ann"}`},
		{"a finder's counter under its query, its cursor drawn there", "\x1b[?1049h\x1b[?25lWhich pool should serve it?\x1b[7m \x1b[0m\r\n3/3 " + strings.Repeat("─", 30) + "\r\n\x1b[36m> \x1b[0mamber\r\n  cobalt\r\n  jade\r\n", keyMode,
			`{"kind":"select","question":"Which pool should serve it?","options":[{"label":"amber","selected":true},{"label":"cobalt","selected":false},{"label":"jade","selected":false}]}`},
		{"hexagons are boxes", "\x1b[?25lPick toppings\r\n‣ ⬢ ham\r\n  ⬡ egg\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick toppings","options":[{"label":"ham","selected":true,"checked":true},{"label":"egg","selected":false,"checked":false}]}`},
		{"a tick that moves with the keys is the pointer", "\x1b[?25lPick a size:\r\n(x) small\r\n( ) large\r\n", keyMode,
			`{"kind":"select","question":"Pick a size:","options":[{"label":"small","selected":true},{"label":"large","selected":false}]}`},
		{"a menu's title in its entries' column", "\x1b[?25lPick a size\r\n\x1b[7msmall \x1b[0m\r\nmedium\r\nlarge\r\n", keyMode,
			`{"kind":"select","question":"Pick a size","options":[{"label":"small","selected":true},{"label":"medium","selected":false},{"label":"large","selected":false}]}`},
		{"a list under a bar of keys across the top is no menu", "\x1b[?1049h\x1b[?25l\x1b[7mq:Quit  d:Del  s:Save  ?:Help" + strings.Repeat(" ", 52) + "\r\n   1 N  Ann   Report" + strings.Repeat(" ", 61) + "\x1b[0m\r\n   2 N  Bob   Lunch\r\n   3    Cy    Plans\r\n", keyMode, `null`},
		{"buttons in frames of their own", "\x1b[?1049h\x1b[?25l\x1b[5;10H┌──────────────────────────┐\x1b[6;10H│ Empty the bin?           │\x1b[7;10H│   ┌─────┐     ┌────┐     │\x1b[8;10H│   │\x1b[41m Yes \x1b[0m│     │ No │     │\x1b[9;10H│   └─────┘     └────┘     │\x1b[10;10H└──────────────────────────┘", keyMode,
			`{"kind":"confirm","question":"Empty the bin?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a field after its label in a box", "\x1b[?1049h\x1b[5;10H┌──────────────────────────────┐\x1b[6;10H│ Name the copy                │\x1b[7;10H│                              │\x1b[8;10H│ New name \x1b[44mdraft_________\x1b[0m      │\x1b[9;10H│                              │\x1b[10;10H│   ┌────┐        ┌────────┐   │\x1b[11;10H│   │ Ok │        │ Cancel │   │\x1b[12;10H│   └────┘        └────────┘   │\x1b[13;10H└──────────────────────────────┘\x1b[8;25H", keyMode,
			`{"kind":"text","question":"Name the copy: New name","default":"draft"}`},
		{"a form's field the cursor is in", "\x1b[5;10H┌────────────────────────────────┐\x1b[6;10H│ Where to connect               │\x1b[7;10H│ ┌────────────────────────────┐ │\x1b[8;10H│ │Host     db-1               │ │\x1b[9;10H│ │Port     5432               │ │\x1b[10;10H│ └────────────────────────────┘ │\x1b[11;10H├────────────────────────────────┤\x1b[12;10H│      <  OK  >    <Cancel>      │\x1b[13;10H└────────────────────────────────┘\x1b[8;26H", keyMode,
			`{"kind":"text","question":"Host","default":"db-1"}`},
		{"a notice with OK alone asks nothing", "\x1b[?1049h\x1b[1;1Hfile  edit  view\x1b[3;1Hthe text the viewer shows\x1b[5;10H+----------- Hello -----------+\x1b[6;10H|                             |\x1b[7;10H|   Welcome to the viewer!    |\x1b[8;10H|                             |\x1b[9;10H|   Press ESC for the menu.   |\x1b[10;10H|                             |\x1b[11;10H|           [ OK ]            |\x1b[12;10H+-----------------------------+\x1b[11;24H", keyMode, `null`},
		{"a paragraph and Close in a box ask nothing", "\x1b[?1049h\x1b[?25l\x1b[5;10H┌── Note ───────────────────────────┐\x1b[6;10H│ You have not set this up yet.     │\x1b[7;10H│                                   │\x1b[8;10H│ You can set it up from the menu   │\x1b[9;10H│ and choose it again, or below.    │\x1b[10;10H│                                   │\x1b[11;10H│      [<Close>]  [ Set up ]        │\x1b[12;10H└───────────────────────────────────┘", keyMode, `null`},
		{"a text area under its label", "\x1b[?25lDescribe the change:\r\n\r\n┃   1 \x1b[7m \x1b[0m\x1b[90mWhat changed?\x1b[0m\r\n┃\r\n┃\r\n\r\n(ctrl+d to submit)\r\n", keyMode,
			`{"kind":"text","question":"Describe the change:"}`},
		{"ticks drawn dim are unticked", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mPick toppings\x1b[0m \x1b[2m…\x1b[0m\r\n\x1b[32m✔\x1b[0m ham\r\n\x1b[2m✔\x1b[0m \x1b[4;36megg\x1b[0m\r\n\x1b[2m✔\x1b[0m jam\r\n", keyMode,
			`{"kind":"multiselect","question":"Pick toppings","options":[{"label":"ham","selected":false,"checked":true},{"label":"egg","selected":true,"checked":false},{"label":"jam","selected":false,"checked":false}]}`},
		{"a ticked row with a drawn cursor still asks", "\x1b[?25l\x1b[32m✔\x1b[0m \x1b[1mQueue name:\x1b[0m █obs\r\n", keyMode,
			`{"kind":"text","question":"Queue name:"}`},
		{"a value typed after its label, in raw mode", "Hostname: web-1", keyMode,
			`{"kind":"text","question":"Hostname:","default":"web-1"}`},
		{"a value typed after its label at a hidden cursor, on the main screen", "\x1b[?25lRelay host name: relay.example.org", keyMode,
			`{"kind":"text","question":"Relay host name:","default":"relay.example.org"}`},
		{"a question answered at a hidden cursor is no field", "\x1b[?25lPurge the old artifacts? no", keyMode, `null`},
		{"a question on an echo line, cut at the screen's edge", "\x1b[?1049hxfirst\r\nsecond\x1b[23;1H\x1b[7m--**-Ed: todo.md   (text)--L1" + strings.Repeat("-", 50) + "\x1b[0m\x1b[24;1HSave file /tmp/some/rather/long/directory/for/the/notes/todo.md? (y or\x1b[1;2H", keyMode,
			`{"kind":"confirm","question":"Save file /tmp/some/rather/long/directory/for/the/notes/todo.md?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a question on an echo line with its answer written in already, the cursor on it", "\x1b[?1049hnew first line\r\nsecond line\x1b[23;1H\x1b[7m=* Atto: == notes.txt " + strings.Repeat("=", 58) + "\x1b[0m\x1b[24;1HModified buffers exist; really exit (y/n) ? n\x1b[24;45H", keyMode,
			`{"kind":"confirm","question":"Modified buffers exist; really exit?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a prompt of marks under its question with a name typed after it", "What is your name?\r\n\x1b[1m\u276f\u276f\x1b[0m Ada", keyMode,
			`{"kind":"text","question":"What is your name?"}`},
		{"a label and its default in square brackets, no colon after them, the cursor a blank after", "Publishing relay 1.4.0 to the package feed.\r\nRelease notes title [Relay 1.4.0] ", lineMode,
			`{"kind":"text","question":"Release notes title","default":"Relay 1.4.0"}`},
		{"a default named as what Enter alone gives, after the question", "What's your name? (enter for \"ada\"): ", lineMode,
			`{"kind":"text","question":"What's your name?","default":"ada"}`},
		{"the same said with a key to press is no key to press", "Port (press enter for 8080): ", lineMode,
			`{"kind":"text","question":"Port","default":"8080"}`},
		{"yes and no written out, the default in square brackets, over a prompt of marks", " INFO resolve: Resolving package: 'hyperfine'\r\n WARN The package hyperfine v1.18.0 has been downloaded from github.com\r\n INFO This will install the following binaries:\r\n INFO   - hyperfine => /home/ada/.cargo/bin/hyperfine\r\nDo you wish to continue? [yes]/no\r\n? ", Facts{Program: "python3", Args: []string{"install.py"}, Echo: true, Canonical: true, Waiting: true},
			`{"kind":"confirm","question":"Do you wish to continue?","default":"yes","options":[{"label":"yes","key":"yes","selected":null},{"label":"no","key":"no","selected":null}]}`},
		{"a box over panes whose last row names keys, each then the answer it gives", "\x1b[?1049h\x1b[?25l\u250c\u2500 playlists " + strings.Repeat("\u2500", 12) + "\u2510\u250c\u2500 tracks " + strings.Repeat("\u2500", 44) + "\u2510\r\n" + strings.Repeat("\u2502 road trip              \u2502\u2502 01   Levitation                     Beach House    \u2502\r\n", 18) + "\u2514" + strings.Repeat("\u2500", 24) + "\u2518\u2514" + strings.Repeat("\u2500", 52) + "\u2518\x1b[9;13H\u250c\u2500 delete playlist " + strings.Repeat("\u2500", 36) + "\u2510\x1b[10;13H\u2502" + strings.Repeat(" ", 54) + "\u2502\x1b[11;13H\u2502 are you sure you want to delete 'road trip'?         \u2502\x1b[12;13H\u2502" + strings.Repeat(" ", 54) + "\u2502\x1b[13;13H\u2502 ESC no  ENTER yes" + strings.Repeat(" ", 36) + "\u2502\x1b[14;13H\u2514" + strings.Repeat("\u2500", 54) + "\u2518", keyMode,
			`{"kind":"confirm","question":"are you sure you want to delete 'road trip'?","options":[{"label":"no","key":"\u003cesc\u003e","selected":null},{"label":"yes","key":"\u003center\u003e","selected":null}]}`},
		{"what Enter uses, in words, is a default: a secret's, none to show", "Password (press enter to use randomly generated password): ", keyMode,
			`{"kind":"password","question":"Password"}`},
		{"what Enter shows rather than gives is a key to press", "Pick a mirror 1-5 (press enter for more): ", lineMode,
			`{"kind":"choice","question":"Pick a mirror 1-5 (press enter for more):","options":[{"label":"continue","key":"\u003center\u003e","selected":null}]}`},
		{"a field on a full screen with a hint of what Enter does", "\x1b[?1049hProject name: demo\r\nEnter to accept\x1b[1;19H", keyMode,
			`{"kind":"text","question":"Project name:","default":"demo"}`},
		{"a painted menu under its title and a rule", "\x1b[?25l\x1b[2;4H\x1b[44;37m  FRUIT            \x1b[3;4H  -----            \x1b[4;4H  \x1b[47;34mApple          \x1b[44;37m\x1b[5;4H  Banana           \x1b[6;4H  Cherry           \x1b[0m", keyMode,
			`{"kind":"select","question":"FRUIT","options":[{"label":"Apple","selected":true},{"label":"Banana","selected":false},{"label":"Cherry","selected":false}]}`},
		{"a dialog whose message has a frame of its own", "\x1b[?1049h\x1b[?25l\x1b[5;20H┌ Confirm ─────────┐\x1b[6;20H│ ┌──────────────┐ │\x1b[7;20H│ │Drop the row? │ │\x1b[8;20H│ └──────────────┘ │\x1b[9;20H│   \x1b[7m< Yes >\x1b[0m < No > │\x1b[10;20H└──────────────────┘", keyMode,
			`{"kind":"confirm","question":"Drop the row?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a default in angle brackets ending a label", "Enter instance name <IRIS>: ", lineMode,
			`{"kind":"text","question":"Enter instance name:","default":"IRIS"}`},
		{"a default in angle brackets before a question's mark", "Confirm the installation <Yes>? ", lineMode,
			`{"kind":"confirm","question":"Confirm the installation?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a step's number and a dash before the question", "3.1- Do you want e-mail notification? (y/n) [y]: ", lineMode,
			`{"kind":"confirm","question":"Do you want e-mail notification?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"words to type in parentheses, or before the last", "1- What kind of build do you want (debug, release or help)? ", lineMode,
			`{"kind":"choice","question":"What kind of build do you want (debug, release or help)?","options":[{"label":"debug","key":"debug","selected":null},{"label":"release","key":"release","selected":null},{"label":"help","key":"help","selected":null}]}`},
		{"what each key answers told before the keys, the default on the row under", "Execute this command? (y=yes, n=no, c=always for this session) [y/n/c]\r\n(y): ", lineMode,
			`{"kind":"choice","question":"Execute this command?","default":"y","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null},{"label":"always for this session","key":"c","selected":null}]}`},
		{"keys in both cases, each with its answer, the default so in brackets", "Whether to Set The TimeZone? (Y/y:Yes N/n:No) [Y/y]:", lineMode,
			`{"kind":"confirm","question":"Whether to Set The TimeZone?","default":"yes","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null}]}`},
		{"keys in both cases naming other answers", "Please select the installer's language (E/e:English C/c:Chinese) [E/e]:", lineMode,
			`{"kind":"choice","question":"Please select the installer's language","default":"e","options":[{"label":"English","key":"e","selected":null},{"label":"Chinese","key":"c","selected":null}]}`},
		{"a numbered list's entry as listed for the default", "Installation Type:\r\n1 Typical\r\n2 Server\r\n3 Client\r\nPlease Input the number of the Installation Type [1 Typical]:", lineMode,
			`{"kind":"select","question":"Please Input the number of the Installation Type:","default":"1","options":[{"label":"Typical","key":"1","selected":null},{"label":"Server","key":"2","selected":null},{"label":"Client","key":"3","selected":null}]}`},
		{"a menu's keys in a column at the left edge over a line asking to choose", "Terraria Server v1.4.4.9\r\n\r\n1               Harbor          (Small)\r\nn               New World\r\nd <number>      Delete World\r\n\r\nChoose World: ", lineMode,
			`{"kind":"choice","question":"Choose World:","options":[{"label":"Harbor","key":"1","selected":null},{"label":"New World","key":"n","selected":null},{"label":"Delete World","key":"d","selected":null}]}`},
		{"a table over a line asking for a value is no menu", "ID    NAME\r\n12    relay\r\n14    cache\r\n\r\nEnter the new name: ", lineMode,
			`{"kind":"text","question":"Enter the new name:"}`},
		{"a list over a paginator's dots", "\x1b[?25lSelect your timezone\r\n> Africa/Cairo\r\n  America/Chicago\r\n  Asia/Kolkata\r\n•◦", keyMode,
			`{"kind":"select","question":"Select your timezone","options":[{"label":"Africa/Cairo","selected":true},{"label":"America/Chicago","selected":false},{"label":"Asia/Kolkata","selected":false}]}`},
		{"a numbered list whose last entry the program wrapped at its width", "Get started with a template:\r\n(0) blank - A minimal template\r\n(1) sidebar (https://sidebar.example.run) - A template with a sidebar to go\r\nthrough pages.\r\nWhich template would you like to use? (0): ", lineMode,
			`{"kind":"select","question":"Get started with a template:","default":"0","options":[{"label":"blank - A minimal template","key":"0","selected":null},{"label":"sidebar (https://sidebar.example.run) - A template with a sidebar to go","key":"1","selected":null}]}`},
		{"a label asking in its last sentence, the cursor under it", "ada is not a valid email address. Please retype the address:\r\n", lineMode,
			`{"kind":"text","question":"ada is not a valid email address. Please retype the address:"}`},
		{"entries numbered with bare numbers under a question, the cursor under them", "Select the account you would like to delete (by number):\r\n     1  ada@quarry.example\r\n     2  ada@fernmail.example\r\n", lineMode,
			`{"kind":"select","question":"Select the account you would like to delete (by number):","options":[{"label":"ada@quarry.example","key":"1","selected":null},{"label":"ada@fernmail.example","key":"2","selected":null}]}`},
		{"a table's rows numbered from 7 under a heading are no list", "Recent jobs:\r\n     7  build\r\n     8  deploy\r\n", lineMode, `null`},
		{"a default alone in brackets under its question, the cursor after it", "What directory do you wish to install CrashPlan into?\r\n[/usr/local/crashplan] ", lineMode,
			`{"kind":"text","question":"What directory do you wish to install CrashPlan into?","default":"/usr/local/crashplan"}`},
		{"a value in brackets under a heading that asks nothing", "Installed files\r\n[/usr/local/crashplan] ", lineMode, `null`},
		{"a label and its default in grey parentheses, the cursor a blank after", "Welcome to NodeBB v3.8.4!\r\n\r\nWhich database to use \x1b[90m(mongo)\x1b[m ", keyMode,
			`{"kind":"text","question":"Which database to use","default":"mongo"}`},
		{"a label and a value in plain parentheses, no default told", "Welcome to NodeBB v3.8.4!\r\n\r\nWhich database to use (mongo) ", keyMode, `null`},
		{"a library's confirm over its help line wrapped at the screen's edge", "\x1b[32m?\x1b[m Is this function an HTTP function? \x1b[2m(y/N)\x1b[m \r\n\x1b[36m[type `yes` if the Lambda function is triggered by an API Gateway, Amazon Load Balancer(ALB), or a Lambda URL]\x1b[m\x1b[1;44H", keyMode,
			`{"kind":"confirm","question":"Is this function an HTTP function?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a number in brackets before the question mark is its default", "<Move>\r\nTo which Sector [1] ? ", lineMode,
			`{"kind":"text","question":"To which Sector?","default":"1"}`},
		{"a row telling to type a choice under a numbered list and a note", "If you trust the url you can do one of the following\r\n0) Trust once\r\n1) Trust the url\r\n2) Trust the domain\r\n\r\nAny other response will result in exit.\r\n\r\n[jbang] Type in your choice and hit enter.\r\n", lineMode,
			`{"kind":"select","question":"[jbang] Type in your choice and hit enter.","options":[{"label":"Trust once","key":"0","selected":null},{"label":"Trust the url","key":"1","selected":null},{"label":"Trust the domain","key":"2","selected":null}]}`},
		{"a dialog's field of dots after its label, the cursor on the first dot", "\x1b[?1049h\x1b[10;12H┌──────────────────────────────────────┐\x1b[11;12H│            Enter a                   │\x1b[12;12H│        directory name.               │\x1b[13;12H│                                      │\x1b[14;12H│Directory:........................... │\x1b[15;12H└──────────────────────────────────────┘\x1b[14;23H", keyMode,
			`{"kind":"text","question":"Directory:"}`},
		{"the same field with a path typed into it", "\x1b[?1049h\x1b[10;12H┌──────────────────────────────────────┐\x1b[11;12H│            Enter a                   │\x1b[12;12H│        directory name.               │\x1b[13;12H│                                      │\x1b[14;12H│Directory:/srv/a......................│\x1b[15;12H└──────────────────────────────────────┘\x1b[14;29H", keyMode,
			`{"kind":"text","question":"Directory:"}`},
		{"yes, no and a third answer keyed in letters stay a choice", "Save workspace image? [y/n/c]: ", lineMode,
			`{"kind":"choice","question":"Save workspace image?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"c","key":"c","selected":null}]}`},
		{"a sentence saying what a boxed field takes, over it, the cursor in the field, in a dialog", "\x1b[?1049h\x1b[9;15H╭─ Rename ──────────────────────────╮\x1b[10;15H│ New name for notes.txt            │\x1b[11;15H│ ┌──────────────────────────────┐ │\x1b[12;15H│ │ notes.txt                    │ │\x1b[13;15H│ └──────────────────────────────┘ │\x1b[14;15H│ enter rename · esc cancel         │\x1b[15;15H╰───────────────────────────────────╯\x1b[12;28H", keyMode,
			`{"kind":"text","question":"New name for notes.txt","default":"notes.txt"}`},
		{"a box asking in its title over a list, its answers one a row, one highlighted", "\x1b[?1049h\x1b[?25l\x1b[2;1H╔══════════════════════════════ Area list ═════════════════════════════════════╗\x1b[3;1H║   #  Area                 Description                   Msgs   New           ║\x1b[5;1H║\x1b[7m   1  NETMAIL              Netmail                        12     0           ║\x1b[6;1H║   2  FIDO.GENERAL         Fidonet general chatter       348    17           ║\x1b[7;1H║   3  LINUX.ECHO           Linux users' echo            1204    42           ║\x1b[8;1H║   4  LEDGER.SUPPORT       Ledger software support        57     3           ║\x1b[9;1H║   5  BINKD.DEBUG          binkd mailer debugging         96     0           ║\x1b[11;28H╔═══ Quit GoldED+? ════╗\x1b[12;28H║\x1b[7m  Yes, please.        \x1b[m║\x1b[13;28H║  No, cancel!         ║\x1b[14;28H╚══════════════════════╝", keyMode,
			`{"kind":"select","question":"Quit GoldED+?","options":[{"label":"Yes, please.","selected":true},{"label":"No, cancel!","selected":false}]}`},
		{"a secret's marks then a drawn block for the cursor, the terminal's hidden", "\x1b[?25lScaffolding a new project\r\nProject name? ledger-app\r\nDeploy token? ************█", keyMode,
			`{"kind":"password","question":"Deploy token?"}`},
		{"a label in lower case over a boxed field the cursor is in, in a dialog", "\x1b[?1049h\x1b[6;12H┌─Create topic──────────────────────────┐\x1b[7;12H│                                       │\x1b[8;12H│  name                                 │\x1b[9;12H│  ┌─────────────────────────────────┐  │\x1b[10;12H│  │                                 │  │\x1b[11;12H│  └─────────────────────────────────┘  │\x1b[12;12H│  partitions                           │\x1b[13;12H│  ┌──────────┐                         │\x1b[14;12H│  │ 1        │                         │\x1b[15;12H│  └──────────┘                         │\x1b[16;12H└───────────────────────────────────────┘\x1b[10;18H", keyMode,
			`{"kind":"text","question":"name"}`},
		{"a table's rows under its heading in the program's window, one highlighted", "\x1b[?1049h\x1b[?25l\x1b[1;1H MailReader 1.1.5                                                    Area list\x1b[2;1H╔══════════════════════════════ Area list ═════════════════════════════════════╗\x1b[3;1H║   #  Area                 Description                   Msgs   New           ║\x1b[4;1H║──────────────────────────────────────────────────────────────────────────────║\x1b[5;1H║   1  NETMAIL              Netmail                        12     0           ║\x1b[6;1H║\x1b[7m   2  FIDO.GENERAL         Fidonet general chatter       348    17           \x1b[m║\x1b[7;1H║   3  LINUX.ECHO           Linux users' echo            1204    42           ║\x1b[8;1H║   4  LEDGER.SUPPORT       Ledger software support        57     3           ║\x1b[9;1H║   5  BINKD.DEBUG          binkd mailer debugging         96     0           ║\x1b[10;1H╚══════════════════════════════════════════════════════════════════════════════╝", keyMode,
			`null`},
		{"a red sentence right under a question whose value was typed: why it was refused", "ledger-kit v2.3.1\r\n\r\n\x1b[36m?\x1b[m \x1b[1mPackage name?\x1b[m \x1b[90m›\x1b[m Ledger App\r\n\x1b[90m›\x1b[m \x1b[31;3mUse lowercase letters, digits and dashes only\x1b[m\x1b[3;29H", keyMode,
			`{"kind":"text","question":"Package name?"}`},
		{"a box of keys each two blanks before its label, over the row asking for the choice", "\x1b[?1049h\x1b[4;28H╔════════ Upload ════════╗\x1b[5;28H║  A  Ascii              ║\x1b[6;28H║  K  Kermit             ║\x1b[7;28H║  S  SEAlink            ║\x1b[8;28H║  Z  Zmodem             ║\x1b[9;28H║                        ║\x1b[10;28H║  Choice?               ║\x1b[11;28H╚════════════════════════╝\x1b[10;39H", keyMode,
			`{"kind":"choice","question":"Choice?","options":[{"label":"Ascii","key":"A","selected":null},{"label":"Kermit","key":"K","selected":null},{"label":"SEAlink","key":"S","selected":null},{"label":"Zmodem","key":"Z","selected":null}]}`},
		{"the same keys at the left edge over the word for the choice", "\x1b[?1049hA  Ascii\r\nK  Kermit\r\nS  SEAlink\r\nZ  Zmodem\r\n\r\nChoice? ", keyMode,
			`{"kind":"choice","question":"Choice?","options":[{"label":"Ascii","key":"A","selected":null},{"label":"Kermit","key":"K","selected":null},{"label":"SEAlink","key":"S","selected":null},{"label":"Zmodem","key":"Z","selected":null}]}`},
		{"a list dropped down in a frame under a field showing its value and an arrow", "\x1b[?1049h\x1b[?25l\x1b[3;14HMonitored:  [✔]\x1b[5;3HMinimum Availability:  Released ▼\x1b[6;26H╭──────────────────╮\x1b[7;8HQuality Profile:  │TBA               │\x1b[8;26H│Announced         │\x1b[9;19HPath:  │In Cinemas        │\x1b[10;26H│\x1b[7mReleased          \x1b[m│\x1b[11;19HTags:  ╰──────────────────╯", keyMode,
			`{"kind":"select","question":"Minimum Availability:","options":[{"label":"TBA","selected":false},{"label":"Announced","selected":false},{"label":"In Cinemas","selected":false},{"label":"Released","selected":true}]}`},
		{"keys in parentheses set apart by commas, a word's rest in brackets, the capital one the default", "Save the above tree to .git/machete? (y, e[dit], N) ", lineMode,
			`{"kind":"confirm","question":"Save the above tree to .git/machete?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"edit","key":"e","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"discs a pointer of its own moves over, two filled: ticks of a multiselect, indented under a banner", "\x1b[?25lrelay-init scaffolds a new relay service\r\n\r\n  \x1b[32m?\x1b[m Project name: \x1b[32mrelay\x1b[m\r\n\r\n  \x1b[32m?\x1b[m \x1b[1mFeatures:\x1b[m\r\n\r\n    \x1b[36m●\x1b[m Docker\r\n  \x1b[36m❯ ●\x1b[m Linting\r\n    ○ Tests\r\n    ○ CI workflow\r\n", keyMode,
			`{"kind":"multiselect","question":"Features:","options":[{"label":"Docker","selected":false,"checked":true},{"label":"Linting","selected":true,"checked":true},{"label":"Tests","selected":false,"checked":false},{"label":"CI workflow","selected":false,"checked":false}]}`},
		{"keys before a number in brackets and the question mark stay keys", "Install it now? (y/n) [1]?", lineMode,
			`{"kind":"confirm","question":"Install it now?","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null}]}`},
		{"a yes and a no's keys for the prompt, under the question", "Cloning template...\r\nWould you like to use Leaf (templating)?\r\ny/n> ", lineMode,
			`{"kind":"confirm","question":"Would you like to use Leaf (templating)?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"flags that answer a question next time are none of its answers", "Would you like to use Fluent (ORM)? (--fluent/--no-fluent)\r\n(y/n) ", lineMode,
			`{"kind":"confirm","question":"Would you like to use Fluent (ORM)?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"numbered boxes and lettered actions over marks and a default", "Select packages to install:\r\n     1. [ ] Relay server 9.0\r\n     2. [X] Relay agent 9.0\r\n\r\n     O. Check for Other Versions, Fixes, and Extensions\r\n\r\n     N. Next,      C. Cancel\r\n-----> [N] ", lineMode,
			`{"kind":"multiselect","question":"Select packages to install:","default":"N","options":[{"label":"Relay server 9.0","key":"1","selected":null,"checked":false},{"label":"Relay agent 9.0","key":"2","selected":null,"checked":true}]}`},
		{"lettered actions under a heading over marks and a default", "Packages to be installed:\r\n        Relay server 9.0\r\n\r\nOptions:\r\n     G. Generate a Response File\r\n\r\n     B. Back,      I. Install,      C. Cancel\r\n-----> [I] ", lineMode,
			`{"kind":"choice","question":"","default":"I","options":[{"label":"Generate a Response File","key":"G","selected":null},{"label":"Back","key":"B","selected":null},{"label":"Install","key":"I","selected":null},{"label":"Cancel","key":"C","selected":null}]}`},
		{"a yes or no question naming the key of its other answer", "Landscape mode? ('n' for portrait): ", lineMode,
			`{"kind":"confirm","question":"Landscape mode?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a prompt library's field drawn on a line read in canonical mode", "What do you want to name your project?\r\nIt will be hosted at a name of its own, so choose something unique!\r\n? Project name › ", lineMode,
			`{"kind":"text","question":"Project name"}`},
		{"a hint telling to enter the key of a yes or of a no", "Are you sure? (enter 'y' or 'n'): ", lineMode,
			`{"kind":"confirm","question":"Are you sure?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"columns' headings over a table's rows to choose from", "\x1b[?25lChoose a volume to snapshot  (\u2191/\u2193 move, enter choose)\r\n\r\n  NAME           SIZE      ATTACHED TO   CREATED\r\n\u276f vol-data-01    100 GiB   db-1          2026-09-14\r\n  vol-logs-02    40 GiB    web-2         2026-10-02\r\n  vol-cache-03   20 GiB    web-1         2026-10-19", keyMode,
			`{"kind":"select","question":"Choose a volume to snapshot","options":[{"label":"vol-data-01 100 GiB db-1 2026-09-14","selected":true},{"label":"vol-logs-02 40 GiB web-2 2026-10-02","selected":false},{"label":"vol-cache-03 20 GiB web-1 2026-10-19","selected":false}]}`},
		{"a group's heading drawn faint over the entries", "\x1b[?25l\x1b[32m?\x1b[m \x1b[1mInstantSearch template\x1b[m\r\n  \x1b[2mWeb\x1b[m\r\n\x1b[36m\u276f Autocomplete\x1b[m\r\n  InstantSearch.js\r\n  React InstantSearch", keyMode,
			`{"kind":"select","question":"InstantSearch template","options":[{"label":"Autocomplete","selected":true},{"label":"InstantSearch.js","selected":false},{"label":"React InstantSearch","selected":false}]}`},
		{"two buttons on a row under a question wanting a yes or a no", "\x1b[?1049h\x1b[?25l\x1b[8;12H\u250c Quit " + strings.Repeat("\u2500", 40) + "\u2510\x1b[9;12H\u2502 Are you sure you want to quit?" + strings.Repeat(" ", 15) + "\u2502\x1b[10;12H\u2502" + strings.Repeat(" ", 46) + "\u2502\x1b[11;12H\u2502" + strings.Repeat(" ", 24) + "\x1b[7m[Go Back]\x1b[m  [Quit]     \u2502\x1b[12;12H\u2514" + strings.Repeat("\u2500", 46) + "\u2518", keyMode,
			`{"kind":"confirm","question":"Are you sure you want to quit?","options":[{"label":"Go Back","selected":true},{"label":"Quit","selected":false}]}`},
		{"a question then a word to type back to go on", "Do you want to continue on 'relay' cluster? Input 'relay' to continue: ", lineMode,
			`{"kind":"text","question":"Do you want to continue on 'relay' cluster? Input 'relay' to continue:"}`},
		{"words to type in parentheses, a comma before the last's or", "What kind of build do you want (debug, release, or help)? ", lineMode,
			`{"kind":"choice","question":"What kind of build do you want (debug, release, or help)?","options":[{"label":"debug","key":"debug","selected":null},{"label":"release","key":"release","selected":null},{"label":"help","key":"help","selected":null}]}`},
		{"a default before two slashes ending the line", "  ZZTEST,ANNA        3-14-1961\r\n         ...OK? Yes// ", lineMode,
			`{"kind":"confirm","question":"OK?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"an access code asked where the terminal does not echo", "Volume set: ROU:vista\r\n\r\nACCESS CODE: ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"ACCESS CODE:"}`},
		{"a default in brackets under its question", "What is your first and last name?\r\n  [Unknown]:  ", lineMode,
			`{"kind":"text","question":"What is your first and last name?","default":"Unknown"}`},
		{"a lettered menu over a mark", "Pick a colour\r\n   a. red\r\n   b. green\r\n\r\n> ", keyMode,
			`{"kind":"select","question":"Pick a colour","options":[{"label":"red","key":"a","selected":null},{"label":"green","key":"b","selected":null}]}`},
		{"options in prose over a mark", "Please choose one of the following:\r\n enter \"x\" for expert mode,\r\n anything else for the standard one.\r\n?> ", lineMode,
			`{"kind":"text","question":"?\u003e"}`},
		{"a message box alone on the screen waits for its button", "\x1b[9;20H┌──────────────────┐\x1b[10;20H│ Backup done.     │\x1b[11;20H│     <  OK  >     │\x1b[12;20H└──────────────────┘\x1b[11;31H", keyMode,
			`{"kind":"choice","question":"Backup done.","options":[{"label":"OK","key":"\u003center\u003e","selected":null}]}`},
		{"a list whose printing ended after its last entry has no highlight", "Choose:\r\n  red\r\n  green\r\n  blue", keyMode,
			`{"kind":"select","question":"Choose:","options":[{"label":"red","selected":null},{"label":"green","selected":null},{"label":"blue","selected":null}]}`},
		{"scroll marks in letters at a list's right, the cursor on a box", "\x1b[?1049h\x1b[8;10H┌──────| Fruit |──────────────┐\x1b[9;10H│ Pick fruits                 │\x1b[10;10H│                             │\x1b[11;10H│ [ ] Apple                 ^ │\x1b[12;10H│ [ ] Banana                v │\x1b[13;10H│                             │\x1b[14;10H│    <  Ok  > < Cancel >      │\x1b[15;10H└─────────────────────────────┘\x1b[11;13H", keyMode,
			`{"kind":"multiselect","question":"Pick fruits","options":[{"label":"Apple","selected":true,"checked":false},{"label":"Banana","selected":false,"checked":false}]}`},
		{"an empty field on a row of its own under a box's message", "\x1b[?1049h\x1b[8;10H┌──────| Rename |─────────────┐\x1b[9;10H│ New name:                   │\x1b[10;10H│                             │\x1b[11;10H│ \x1b[44m                           \x1b[0m │\x1b[12;10H│                             │\x1b[13;10H│    <  OK  > < Cancel >      │\x1b[14;10H└─────────────────────────────┘\x1b[11;12H", keyMode,
			`{"kind":"text","question":"New name:"}`},
		{"a range of numbers in brackets is no default", "Select an option [1-3]: ", lineMode,
			`{"kind":"text","question":"Select an option [1-3]:"}`},
		{"a word that says an answer is optional is no default", "Email address (optional): ", lineMode,
			`{"kind":"text","question":"Email address (optional):"}`},
		{"None in brackets is no default", "Access key [None]: ", lineMode,
			`{"kind":"text","question":"Access key [None]:"}`},
		{"y and n set apart by a hyphen", "Instructions? (y-n) ", lineMode,
			`{"kind":"confirm","question":"Instructions?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a default in angle brackets before the question mark", "Root inode is not a directory.  Clear<y>? ", lineMode,
			`{"kind":"confirm","question":"Root inode is not a directory.  Clear?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		// Issue 44's thirty-seventh set's classes, on screens drawn here.
		{"a cursor drawn as an underscore after the question, the terminal's hidden under it", "\x1b[?25l  Which branch should the release be cut from? \x1b[2m(default: release-7)\x1b[0m: _\r\n", keyMode,
			`{"kind":"text","question":"Which branch should the release be cut from?","default":"release-7"}`},
		{"an underscore among words is no cursor", "\x1b[?25lrelease_notes written to out_dir\r\n", keyMode, `null`},
		{"typed text at the cursor, the rest of a completion shown selected after it", "Which queue should drain first? bu\x1b[30;47mlk-eu\x1b[0m\x1b[1;35H", keyMode,
			`{"kind":"text","question":"Which queue should drain first?","default":"bu"}`},
		{"typed text at the cursor, a completion drawn grey after it", "> Release manager's email: ops@gm\x1b[90mail.com\x1b[0m\x1b[1;34H", keyMode,
			`{"kind":"text","question":"Release manager's email:","default":"ops@gm"}`},
		{"two answers after the question mark set apart by a bar, one dim", "\x1b[?25l\x1b[33m?\x1b[0m Purge the old artifacts? Yes | \x1b[2mNo\x1b[0m\r\n", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"a numbered menu over a label whose default follows its colon", "Main Menu\r\n\r\n1. Restore the defaults\r\n2. Read options from...\r\n3. Quit now\r\n\r\nPlease choose one: [2] ", lineMode,
			`{"kind":"select","question":"Please choose one:","default":"2","options":[{"label":"Restore the defaults","key":"1","selected":null},{"label":"Read options from...","key":"2","selected":null},{"label":"Quit now","key":"3","selected":null}]}`},
		{"hollow discs beside a ticked one are boxes not ticked", "\x1b[?25l  Space to toggle, Enter to confirm 1 selected\r\n\r\n  \x1b[2m\u25cb\x1b[0m linux\r\n\u276f \u25c9 darwin\r\n  \x1b[2m\u25cb\x1b[0m windows\r\n", keyMode,
			`{"kind":"multiselect","question":"Space to toggle, Enter to confirm 1 selected","options":[{"label":"linux","selected":false,"checked":false},{"label":"darwin","selected":true,"checked":true},{"label":"windows","selected":false,"checked":false}]}`},
		{"rows of a help screen under a key and what it does, a bar reversed under them, ask nothing", "\x1b[?1049h\x1b[?25lHelp\r\nq      Exit the current view\r\ntab    Next\r\n\r\nKeybindings for this view\r\nA      Resume all flows\r\nD      Duplicate flow\r\nF      Set focus follow\r\n\x1b[7m[0/0]" + strings.Repeat(" ", 58) + "[127.0.0.1:18442]\x1b[0m\r\n", keyMode, `null`},
		{"a title spread over a rule over entries, one reversed, asks", "\x1b[?1049h\x1b[?25lRelease                        mirrors\r\n\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\r\n\x1b[7mmirror-fra\x1b[0m\r\nmirror-ord\r\nmirror-nrt\r\n", keyMode,
			`{"kind":"select","question":"Release                        mirrors","options":[{"label":"mirror-fra","selected":true},{"label":"mirror-ord","selected":false},{"label":"mirror-nrt","selected":false}]}`},
		{"yes and no after the question mark, the default in parentheses", "\x1b[?1049h!! It needs at least 25 lines and 80 columns !!\r\n   Continue anyway? Y/(N)", keyMode,
			`{"kind":"confirm","question":"Continue anyway?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a reversed bar on the main screen's last row asking for a key, the cursor left at the top", "\x1b[24;1H\x1b[7mCan't connect to: 127.0.0.1:70: Connection refused [Press a key to continue]\x1b[0m\x1b[1;1H", keyMode,
			`{"kind":"choice","question":"Can't connect to: 127.0.0.1:70: Connection refused [Press a key to continue]","options":[{"label":"continue","key":"\u003center\u003e","selected":null}]}`},
		{"the same bar on the alternate screen is a program's own", "\x1b[?1049h\x1b[24;1H\x1b[7mCan't connect to: 127.0.0.1:70: Connection refused [Press a key to continue]\x1b[0m\x1b[1;1H", keyMode, `null`},
		// Issue 44's fortieth set's classes, on screens drawn here.
		{"a search box leading the screen, its example dim, the cursor hidden under the hints", "\x1b[?25lSearch packages on \x1b[36mYarn\x1b[0m: \x1b[2mcreate-emma\x1b[0m\r\n\x1b[90mStart typing so we can find something!\x1b[0m\r\n\x1b[4mOverview\x1b[0m\r\n\x1b[90mSelect packages using space!\x1b[0m\r\n", keyMode,
			`{"kind":"text","question":"Search packages on Yarn:"}`},
		{"values greyed after labels on several rows are a list, no field", "\x1b[?25lQueue: \x1b[2midle\x1b[0m\r\nWorkers: \x1b[2mnone\x1b[0m\r\n", keyMode, `null`},
		{"a long question with a word typed after it, echoed by the kernel", "Which branch should the release be cut from? main", lineMode,
			`{"kind":"text","question":"Which branch should the release be cut from?","default":"main"}`},
		{"a path in parentheses after the question is its default, no words to choose", "\x1b[34m?\x1b[0m \x1b[1mWhere would you like to create your Turborepo?\x1b[0m \x1b[2m(./my-turborepo)\x1b[0m", lineMode,
			`{"kind":"text","question":"Where would you like to create your Turborepo?","default":"./my-turborepo"}`},
		{"entries a list will not take, drawn dim after a dash", "\x1b[?25l\x1b[32m?\x1b[0m \x1b[1mWhich package manager do you want to use?\x1b[0m\r\n\x1b[36m\u276f npm\x1b[0m\r\n\x1b[2m- pnpm not installed\x1b[0m\r\n\x1b[2m- yarn not installed\x1b[0m\r\n\r\n\x1b[2m\u2191\u2193 navigate \u2022 \u23ce select\x1b[0m", keyMode,
			`{"kind":"select","question":"Which package manager do you want to use?","options":[{"label":"npm","selected":true},{"label":"pnpm not installed","selected":false},{"label":"yarn not installed","selected":false}]}`},
		// Issue 44's thirty-sixth set's classes, on screens drawn here.
		{"lines to pick from, all the program drew, one reversed, the cursor hidden", "\x1b[?25l\x1b[7mmain\x1b[0m\r\nrelease-7\r\nhotfix\r\n", keyMode,
			`{"kind":"select","question":"","options":[{"label":"main","selected":true},{"label":"release-7","selected":false},{"label":"hotfix","selected":false}]}`},
		{"the same lines, the second reversed: the first is one of them, no title", "\x1b[?25lmain\r\n\x1b[7mrelease-7\x1b[0m\r\nhotfix\r\n", keyMode,
			`{"kind":"select","question":"","options":[{"label":"main","selected":false},{"label":"release-7","selected":true},{"label":"hotfix","selected":false}]}`},
		{"a title of words over entries in their column stays the title", "\x1b[?25lPick a fruit\r\n\x1b[7mApple\x1b[0m\r\nBanana\r\nCherry\r\n", keyMode,
			`{"kind":"select","question":"Pick a fruit","options":[{"label":"Apple","selected":true},{"label":"Banana","selected":false},{"label":"Cherry","selected":false}]}`},
		{"boxes of a tree's groups under a bar of keys and what they do ask nothing", "\x1b[?1049h\x1b[?25l\x1b[1;32;44mq:quit  ?:help  g:refresh host" + strings.Repeat(" ", 50) + "\x1b[0m\r\n\x1b[30;41m [ ] Updates pending" + strings.Repeat(" ", 60) + "\x1b[0m\r\n [ ] Up to date\r\n [ ] Broken packages\r\n [+] Unknown\r\n", keyMode, `null`},
		{"a run of underscores reversed in a box under what it asks", "\x1b[?1049h\x1b[?25l\x1b[5;10H\u250c" + strings.Repeat("\u2500", 40) + "\u2510\x1b[6;10H\u2502 Please enter your GPG key ID           \u2502\x1b[7;10H\u2502 \x1b[7m" + strings.Repeat("_", 38) + "\x1b[0m \u2502\x1b[8;10H\u2502                              <Create> \u2502\x1b[9;10H\u2514" + strings.Repeat("\u2500", 40) + "\u2518", keyMode,
			`{"kind":"text","question":"Please enter your GPG key ID"}`},
		{"a run of underscores reversed under nothing asks nothing", "\x1b[?1049h\x1b[?25l\x1b[7m" + strings.Repeat("_", 30) + "\x1b[0m\r\n", keyMode, `null`},
		{"the cursor in a blank of a row of data on a full screen is no field", "\x1b[?1049h\x1b[1;1H\x1b[7m Log   S=30 D=10  1=CQ  2=DE" + strings.Repeat(" ", 53) + "\x1b[0m\x1b[13;1H 40CW  26-Nov-26 10:46 0001 \x1b[47m            \x1b[0m 599  599\x1b[13;29H", keyMode, `null`},
		// Issue 44's thirty-ninth set's classes, on screens drawn here.
		{"a question in a bar over two rows of shortcuts, the cursor in it", "\x1b[?1049h\x1b[7m  BROWSER    Dir: /srv" + strings.Repeat(" ", 58) + "\x1b[0m\r\n\r\n..  (parent dir)  long.txt  6.0 KB\x1b[22;1HRename file to: long.txt\x1b[23;1H\x1b[7m^G\x1b[0m Get Help\x1b[24;1H\x1b[7m^C\x1b[0m Cancel\x1b[22;25H", keyMode,
			`{"kind":"text","question":"Rename file to:","default":"long.txt"}`},
		{"a note in parentheses alone under the question with its keys", "Do you want it to modify ~/.bash_profile? [N/y/f]\r\n(default is 'no', use 'f' to choose a different file) ", lineMode,
			`{"kind":"choice","question":"Do you want it to modify ~/.bash_profile?","default":"n","options":[{"label":"n","key":"n","selected":null},{"label":"y","key":"y","selected":null},{"label":"f","key":"f","selected":null}]}`},
		// Issue 44's forty-second set's classes, on screens drawn here.
		{"a default in brackets before the label's colon, a value typed after it", "relay release wizard 0.3\r\n\r\nName of the release [release-7]: rel", lineMode,
			`{"kind":"text","question":"Name of the release","default":"release-7"}`},
		{"numbered entries that are boxes to tick", "Which platforms should the release build?\r\n  1. [x] linux\r\n  2. [ ] darwin\r\n  3. [ ] windows\r\nToggle a number, or press Enter when done: ", lineMode,
			`{"kind":"multiselect","question":"Which platforms should the release build?","options":[{"label":"linux","key":"1","selected":null,"checked":true},{"label":"darwin","key":"2","selected":null,"checked":false},{"label":"windows","key":"3","selected":null,"checked":false}]}`},
		{"a question that is its answers, capitalised, set apart by commas", "Upload of ledger-2024.csv failed: connection reset.\r\nAbort, Retry, Ignore? ", lineMode,
			`{"kind":"choice","question":"Abort, Retry, Ignore?","options":[{"label":"Abort","key":"a","selected":null},{"label":"Retry","key":"r","selected":null},{"label":"Ignore","key":"i","selected":null}]}`},
		{"a numbered list's default named among the range", "Which mirror should serve the images?\r\n  1) Frankfurt\r\n  2) Chicago\r\nPick a mirror [1-2, default 1]: ", lineMode,
			`{"kind":"select","question":"Which mirror should serve the images?","default":"1","options":[{"label":"Frankfurt","key":"1","selected":null},{"label":"Chicago","key":"2","selected":null}]}`},
		{"keys marked in words, or between the last two", "[r]ebase, [m]erge or [a]bort? ", lineMode,
			`{"kind":"choice","question":"","options":[{"label":"rebase","key":"r","selected":null},{"label":"merge","key":"m","selected":null},{"label":"abort","key":"a","selected":null}]}`},
		// Issue 44's forty-third set's classes, on screens drawn here.
		{"a secret asked after a library's question glyph, the cursor on its bar", "\x1b[36m\u25c6  Deploy key passphrase\x1b[0m\r\n\x1b[2m\u2502\x1b[0m  ", keyMode,
			`{"kind":"password","question":"Deploy key passphrase"}`},
		{"yes and no in brackets before the question", "\x1b[32m\u25c6\x1b[0m  \x1b[34m[y/N]\x1b[0m Purge the old artifacts?\r\n\x1b[2m\u2502\x1b[0m  ", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"entries where a pointer pushes its entry's label right", "\u25c6  Which mirror should serve the images?\r\n\x1b[2m\u2502\x1b[0m  \x1b[33m> mirror-fra\x1b[0m\r\n\x1b[2m\u2502\x1b[0m  mirror-ord\r\n\x1b[2m\u2502\x1b[0m  mirror-nrt\r\n", keyMode,
			`{"kind":"select","question":"Which mirror should serve the images?","options":[{"label":"mirror-fra","selected":true},{"label":"mirror-ord","selected":false},{"label":"mirror-nrt","selected":false}]}`},
		{"a note under the question, a blank row, then the pointed entries", "\x1b[?25l? \x1b[1mWhich folder should hold the release?\x1b[0m\r\n\x1b[1m Current directory:\x1b[0m /srv/relay\r\n\r\n\u276f docs\r\n  src\r\n", keyMode,
			`{"kind":"select","question":"Which folder should hold the release?","options":[{"label":"docs","selected":true},{"label":"src","selected":false}]}`},
		{"a menu bar of words in brackets is no label with its default", "\x1b[?1049h\x1b[?25l\x1b[22;1H [MOTD] [\x1b[44mNew Game\x1b[0m] [Load] [World] [Settings] [Help] [Quit]", keyMode, `null`},
		// Issue 44's forty-sixth set's classes, on screens drawn here.
		{"a field's glyph then a grey placeholder leading the screen, the cursor hidden", "\x1b[?25l\r\n\x1b[1;36m\u203a\x1b[0m \x1b[90mRelevant emojis will appear when you start writing\x1b[0m\r\n", keyMode,
			`{"kind":"text","question":"›"}`},
		{"a hint to use a key after a text question is none of it", "\x1b[32m?\x1b[0m \x1b[1mWhich branch should the release be cut from?\x1b[0m \x1b[2m(Use tab for suggestions)\x1b[0m ", keyMode,
			`{"kind":"text","question":"Which branch should the release be cut from?"}`},
		{"a question after a colon set apart by blanks starts with what it does", "a.txt -> a.md : delete old a.md?", lineMode,
			`{"kind":"confirm","question":"a.txt -\u003e a.md : delete old a.md?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		// Issue 44's forty-fourth set's classes, on screens drawn here.
		{"entries each with one letter bold over the question the cursor waits after", "\x1b[?1049h\x1b[5;6H\x1b[1mS\x1b[0mearch and query\x1b[6;6H\x1b[1mA\x1b[0mdd a new entry\x1b[7;6HView or \x1b[1mC\x1b[0mhange an entry\x1b[9;6H\x1b[1mQ\x1b[0muit\x1b[12;6HWhat do you want to do? ", keyMode,
			`{"kind":"choice","question":"What do you want to do?","options":[{"label":"Search and query","key":"s","selected":null},{"label":"Add a new entry","key":"a","selected":null},{"label":"View or Change an entry","key":"c","selected":null},{"label":"Quit","key":"q","selected":null}]}`},
		// Issue 44's forty-eighth set's classes, on screens drawn here.
		{"a label whose default is a capital Y asks yes or no", "Output file [seqa.pal]: \r\nReport overlapping matches [Y]: ", lineMode,
			`{"kind":"confirm","question":"Report overlapping matches:","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a plural's ending in parentheses is no default", "Read and write (return) sequences\r\nInput (gapped) sequence(s): ", lineMode,
			`{"kind":"text","question":"Input (gapped) sequence(s):"}`},
		{"numbered entries with a blank before their colon", "Things to display\r\n         0 : Enter your own list\r\n         1 : Sequence only\r\n         2 : Default sequence with features\r\nDisplay format [2]: ", lineMode,
			`{"kind":"select","question":"Display format","default":"2","options":[{"label":"Enter your own list","key":"0","selected":null},{"label":"Sequence only","key":"1","selected":null},{"label":"Default sequence with features","key":"2","selected":null}]}`},
		// Issue 44's fifty-second set's classes, on screens drawn here.
		{"rows unlike each other under a question the cursor types on are no list", "\x1b[32m?\x1b[0m \x1b[1mWhich files should be published?\x1b[0m \x1b[2m(dist/*.js)\x1b[0m\r\n\x1b[2m- dist/relay.js\x1b[0m\r\n1 matching file\x1b[1;48H", keyMode,
			`{"kind":"text","question":"Which files should be published?","default":"dist/*.js"}`},
		// Issue 44's fiftieth set's classes, on screens drawn here.
		{"a question whose last word names a number asks for one", "\x1b[?1049h\x1b[2;5H+-----+\x1b[3;5H|. . .|\x1b[4;5H+-----+\x1b[24;1H Move to node # ?", keyMode,
			`{"kind":"text","question":"Move to node # ?"}`},
		// Issue 44's fifty-first set's classes, on screens drawn here.
		{"a log's tag of marks leading a question is none of it", "\x1b[1;32m[ ** ]\x1b[0m -- Global settings --\r\n\x1b[1;34m[ ?? ]\x1b[0m Nick [relay]: ", lineMode,
			`{"kind":"text","question":"Nick:","default":"relay"}`},
		{"the same before a password asked with echo off", "\x1b[1;34m[ ?? ]\x1b[0m Username: relay\r\n\x1b[1;34m[ ?? ]\x1b[0m Enter password: ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Enter password:"}`},
		{"a default in brackets before a mark ending the row", "[1] mirror-fra\r\n[2] mirror-ord\r\n[3] mirror-nrt\r\nWhich mirror should serve the images? [2]>", lineMode,
			`{"kind":"select","question":"Which mirror should serve the images?","default":"2","options":[{"label":"mirror-fra","key":"1","selected":null},{"label":"mirror-ord","key":"2","selected":null},{"label":"mirror-nrt","key":"3","selected":null}]}`},
		// Issue 44's fifty-third set's classes, on screens drawn here.
		{"a value asked on the row above, the cursor at the next row's start", "Enter number of words (default 6):\r\n", lineMode,
			`{"kind":"text","question":"Enter number of words:","default":"6"}`},
		{"the same with the answer typed on the next row", "Enter number of words (default 6):\r\n4", lineMode,
			`{"kind":"text","question":"Enter number of words:","default":"6"}`},
		{"a heading over an empty row asks nothing", "Results:\r\n", lineMode, `null`},
		{"a symbol leading a secret's label is none of it", "\U0001F510 Vault passphrase: ", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Vault passphrase:"}`},
		{"marks for the keys typed after a secret's label are none of it", "VPN account password: ****", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"VPN account password:"}`},
		{"a pointed list in a titled window as wide as the screen, keys to pick and cancel", "\x1b[?1049h\x1b[?25l\x1b[2;1H┌────────────── Options ───────────────┐\x1b[3;1H│Method:  DoD Short                    │\x1b[4;1H└──────────────────────────────────────┘\x1b[6;1H┌──────────────────────────────── Wipe Method ─────────────────────────────────┐\x1b[7;1H│                                                                              │\x1b[8;1H│   Fill With Zeros           Security Level: high                             │\x1b[9;1H│   Fill With Ones                                                             │\x1b[10;1H│ > DoD Short                 Passes 1, 2 and 7                                │\x1b[11;1H│   Gutmann Wipe                                                               │\x1b[12;1H│                             Pass 1: random                                   │\x1b[13;1H└──────────────────────────────────────────────────────────────────────────────┘\x1b[24;14HJ=Down K=Up Space=Select Backspace=Cancel", keyMode,
			`{"kind":"select","question":"Wipe Method","options":[{"label":"Fill With Zeros","selected":false},{"label":"Fill With Ones","selected":false},{"label":"DoD Short","selected":true},{"label":"Gutmann Wipe","selected":false}]}`},
		{"the same with no key to cancel is the program's window", "\x1b[?1049h\x1b[?25l\x1b[2;1H┌────────────── Options ───────────────┐\x1b[3;1H│Method:  DoD Short                    │\x1b[4;1H└──────────────────────────────────────┘\x1b[6;1H┌──────────────────────────────── Wipe Method ─────────────────────────────────┐\x1b[7;1H│                                                                              │\x1b[8;1H│   Fill With Zeros           Security Level: high                             │\x1b[9;1H│   Fill With Ones                                                             │\x1b[10;1H│ > DoD Short                 Passes 1, 2 and 7                                │\x1b[11;1H│   Gutmann Wipe                                                               │\x1b[12;1H│                             Pass 1: random                                   │\x1b[13;1H└──────────────────────────────────────────────────────────────────────────────┘\x1b[24;14HJ=Down K=Up Space=Select", keyMode, `null`},
		// Issue 44's fifty-fourth set's classes, on screens drawn here.
		{"a box drawn in letters, its buttons in angle brackets, one reversed", "\x1b[?1049h\x1b[?25l\x1b[8;16H+- Artifacts -------------------+\x1b[9;16H|                               |\x1b[10;16H|  Purge the old artifacts?     |\x1b[11;16H|                               |\x1b[12;16H|   \x1b[7m<Yes>\x1b[0m     <No>|\x1b[13;16H+-------------------------------+", keyMode,
			`{"kind":"confirm","question":"Purge the old artifacts?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a value in parentheses before a label's colon, in a colour of its own", "\x1b[1;36m?\x1b[0m \x1b[1mRelease notes title \x1b[32m(Relay 7)\x1b[0m\x1b[1m:\x1b[0m ", lineMode,
			`{"kind":"text","question":"Release notes title","default":"Relay 7"}`},
		{"the same in the label's own look may be a note", "\x1b[1;36m?\x1b[0m \x1b[1mRelease notes title (Relay 7):\x1b[0m ", lineMode,
			`{"kind":"text","question":"Release notes title (Relay 7):"}`},
		{"a table's rows numbered in their first cell, a default after the question", "+---+------------+---------+\r\n| # |   mirror   |  region |\r\n+---+------------+---------+\r\n| 1 | mirror-fra |  Europe |\r\n| 2 | mirror-ord | America |\r\n+---+------------+---------+\r\n? Which mirror should serve the images? [2] ", lineMode,
			`{"kind":"select","question":"Which mirror should serve the images?","default":"2","options":[{"label":"mirror-fra","key":"1","selected":null},{"label":"mirror-ord","key":"2","selected":null}]}`},
		// Issue 44's fifty-fifth set's classes, on screens drawn here.
		{"marks no reading takes for a prompt, under its question", "Input file? (FASTA format; Folder=/srv/data)\r\n@ ", lineMode,
			`{"kind":"text","question":"Input file?"}`},
		{"keys a line tells to type, asked on the row above", "Rearrange on just one best tree? (type Y or N)\r\n", lineMode,
			`{"kind":"confirm","question":"Rearrange on just one best tree?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a choice of keys a line tells to type, reading lines", "     Do you want to Replace it, Append to it,\r\n     write to a new File, or Quit?\r\n     (please type R, A, F, or Q)\r\n", lineMode,
			`{"kind":"choice","question":"Do you want to Replace it, Append to it, write to a new File, or Quit?","options":[{"label":"R","key":"R","selected":null},{"label":"A","key":"A","selected":null},{"label":"F","key":"F","selected":null},{"label":"Q","key":"Q","selected":null}]}`},
		{"a label with a hint of how it is answered, asked on the row above", "Name of output file (?=help, defaults to display):\r\n", lineMode,
			`{"kind":"text","question":"Name of output file (?=help, defaults to display):"}`},
		{"entries keyed by capital letters under numbered ones", "     1. Sequence Input From Disc\r\n     2. Multiple Alignments\r\n\r\n     S. Execute a system command\r\n     X. EXIT (leave program)\r\n\r\n\r\nYour choice: ", lineMode,
			`{"kind":"select","question":"Your choice:","options":[{"label":"Sequence Input From Disc","key":"1","selected":null},{"label":"Multiple Alignments","key":"2","selected":null},{"label":"Execute a system command","key":"S","selected":null},{"label":"EXIT (leave program)","key":"X","selected":null}]}`},
		{"a menu of settings keyed in a column, over the line asking for a key", "Setting for this run:\r\n  U                 Search for best tree?  Yes\r\n  S                        Search option?  More thorough search\r\n  V              Number of trees to save?  10000\r\n  W                       Sites weighted?  No\r\n  1    Print out the data at start of run  No\r\n\r\n  Y to accept these or type the letter for one to change\r\n", lineMode,
			`{"kind":"choice","question":"Y to accept these or type the letter for one to change","options":[{"label":"Search for best tree?","key":"U","selected":null},{"label":"Search option?","key":"S","selected":null},{"label":"Number of trees to save?","key":"V","selected":null},{"label":"Sites weighted?","key":"W","selected":null},{"label":"Print out the data at start of run","key":"1","selected":null},{"label":"accept these","key":"Y","selected":null}]}`},
		{"the same with headings in capitals, its own keys in brackets", "GENERAL OPTIONS\r\n b                     Type of analysis?  Tree reconstruction\r\n k                Tree search procedure?  Quartet puzzling\r\nOUTPUT OPTIONS\r\n u             List unresolved quartets?  No\r\n j             List puzzling step trees?  No\r\n\r\nQuit [q], confirm [y], or change [menu] settings: ", lineMode,
			`{"kind":"choice","question":"Quit [q], confirm [y], or change [menu] settings:","options":[{"label":"Type of analysis?","key":"b","selected":null},{"label":"Tree search procedure?","key":"k","selected":null},{"label":"List unresolved quartets?","key":"u","selected":null},{"label":"List puzzling step trees?","key":"j","selected":null},{"label":"Quit","key":"q","selected":null},{"label":"confirm","key":"y","selected":null}]}`},
		{"a label of what is yours to give, asked on the row above", "For creating your personal configuration please answer following questions:\r\n\r\nYour callsign:\r\n", lineMode,
			`{"kind":"text","question":"Your callsign:"}`},
		{"what a list is searched for, in brackets after its question, is none of it", "\x1b[?25l\x1b[34m?\x1b[0m \x1b[1mWhich services should be restarted?\x1b[0m \x1b[2;36m[searching: \"ind\"]\x1b[0m\r\n\x1b[34m❯◯ indexer\x1b[0m\r\n\x1b[34m ◯ indexer-eu\x1b[0m\r\n\r\n↑↓ navigate • space de/select • type search", keyMode,
			`{"kind":"multiselect","question":"Which services should be restarted?","options":[{"label":"indexer","selected":true,"checked":false},{"label":"indexer-eu","selected":false,"checked":false}]}`},
		// Finders (issue 44's fourth round), on screens drawn here.
		{"a finder: its query row at the cursor, the list under it, one row reversed", "> \r\n\x1b[7mred\x1b[0m\r\ngreen\r\nblue\x1b[1;3H", keyMode,
			`{"kind":"select","question":"\u003e","options":[{"label":"red","selected":true},{"label":"green","selected":false},{"label":"blue","selected":false}]}`},
		{"a full-screen finder, its query named, typed into", "\x1b[?1049hQUERY> re                    IgnoreCase [2 (1/1)]\r\n\x1b[44mred\x1b[0m\r\ngreen\x1b[1;11H", keyMode,
			`{"kind":"select","question":"QUERY\u003e re                    IgnoreCase [2 (1/1)]","options":[{"label":"red","selected":true},{"label":"green","selected":false}]}`},
		{"a form in a box, each field on a background of its own under its label, the cursor in the first, drawn by an interpreter's script", "\x1b[?1049h\x1b[1;1HRelay Console 2.0\x1b[7;21H┌Add Host──────────────────────────────┐" +
			"\x1b[8;21H│                                      │\x1b[9;21H│ Hostname:                            │\x1b[10;21H│ \x1b[48;5;241m                                    \x1b[0m │" +
			"\x1b[11;21H│ Port:                                │\x1b[12;21H│ \x1b[48;5;241m                                    \x1b[0m │\x1b[13;21H└──────────────────────────────────────┘\x1b[10;23H", Facts{Program: "python3.11", Waiting: true},
			`{"kind":"text","question":"Hostname:"}`},
		{"a numbered list, a hint in parentheses under it, a prompt of marks", " Choose a template for the new app:\r\n 1. Web App  ·  A project with auth\r\n 2. Empty    ·  An empty app\r\n (type \"?\" for help, or <CTRL+C> to cancel)\r\n? ", keyMode,
			`{"kind":"select","question":"Choose a template for the new app:","options":[{"label":"Web App · A project with auth","key":"1","selected":null},{"label":"Empty · An empty app","key":"2","selected":null}]}`},
		{"a library's select whose entries each have a link marked under it, one entry pointed", "\x1b[?25l\x1b[34m?\x1b[0m \x1b[1mWhat type of testing would you like to do?\x1b[0m\r\n\x1b[36m❯ E2E Testing - of Web Applications\x1b[0m\r\n  Component Testing - in the browser\r\n    > https://relay.example/docs/component\r\n  Desktop Testing - of Electron Applications\r\n    > https://relay.example/docs/desktop\r\n\r\n↑↓ navigate • ⏎ select", keyMode,
			`{"kind":"select","question":"What type of testing would you like to do?","options":[{"label":"E2E Testing - of Web Applications","selected":true},{"label":"Component Testing - in the browser","selected":false},{"label":"Desktop Testing - of Electron Applications","selected":false}]}`},
		{"a library's question whose message goes on over rows it broke itself, its keys after the last", "\x1b[34m?\x1b[0m \x1b[1mCouldn't find a package.json in\x1b[0m\r\n\x1b[1m\"/srv/relay\" or any of the parent\x1b[0m\r\n\x1b[1mdirectories, do you want to create one?\x1b[0m \x1b[2m(Y/n)\x1b[0m\r\n", keyMode,
			`{"kind":"confirm","question":"Couldn't find a package.json in \"/srv/relay\" or any of the parent directories, do you want to create one?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a one-row box at the screen's foot, its last cell left blank by curses, the cursor after a mark and a name in it", "\x1b[?1049h╭ Files ─" + strings.Repeat("─", 43) + "╮╭ Help ─" + strings.Repeat("─", 17) + "╮\r\n" + strings.Repeat("│"+strings.Repeat(" ", 51)+"││"+strings.Repeat(" ", 25)+"│\r\n", 19) + "╰" + strings.Repeat("─", 51) + "╯╰" + strings.Repeat("─", 25) + "╯\r\n╭ Input [rename] " + strings.Repeat("─", 62) + "╮\r\n│❯ notes.txt" + strings.Repeat(" ", 67) + "│\r\n╰" + strings.Repeat("─", 78) + "\x1b[23;13H", keyMode,
			`{"kind":"text","question":"Input [rename]","default":"notes.txt"}`},
		{"the same box empty, the cursor hidden, at the foot of the program's panes, is its input bar at rest", "\x1b[?1049h\x1b[?25l╭ Files ─" + strings.Repeat("─", 43) + "╮╭ Help ─" + strings.Repeat("─", 17) + "╮\r\n" + strings.Repeat("│"+strings.Repeat(" ", 51)+"││"+strings.Repeat(" ", 25)+"│\r\n", 19) + "╰" + strings.Repeat("─", 51) + "╯╰" + strings.Repeat("─", 25) + "╯\r\n╭ Input [default] " + strings.Repeat("─", 61) + "╮\r\n│" + strings.Repeat(" ", 78) + "│\r\n╰" + strings.Repeat("─", 78) + "\x1b[22;19H", keyMode, `null`},
		{"a prompt library's frame whose questions carry glyphs of its own, the last one asked", "\x1b[?25l┌   \x1b[46mscaffold\x1b[0m\r\n│\r\n\x1b[32m○\x1b[0m  What's the target folder name?\r\n│  \x1b[2mmy-app\x1b[0m\r\n│\r\n\x1b[36m●\x1b[0m  Pick a template\r\n│  \x1b[32m●\x1b[0m Simple App\r\n│  \x1b[2m○ Plugin\x1b[0m\r\n└\r\n", keyMode,
			`{"kind":"select","question":"Pick a template","options":[{"label":"Simple App","selected":true},{"label":"Plugin","selected":false}]}`},
		{"a login dialog, each label over its field, the cursor in the first field", "\x1b[?1049h\x1b[44m\x1b[2J\x1b[8;21H┌────────── Log in ──────────┐\x1b[9;21H│ Username                   │\x1b[10;21H│                            │\x1b[11;21H│ Password                   │\x1b[12;21H│                            │\x1b[13;21H│           <Login>  <Quit>  │\x1b[14;21H└────────────────────────────┘\x1b[10;23H", keyMode,
			`{"kind":"text","question":"Username"}`},
		{"the same dialog, a name typed in the first, the cursor in the second", "\x1b[?1049h\x1b[44m\x1b[2J\x1b[8;21H┌────────── Log in ──────────┐\x1b[9;21H│ Username                   │\x1b[10;21H│ alice                      │\x1b[11;21H│ Password                   │\x1b[12;21H│                            │\x1b[13;21H│           <Login>  <Quit>  │\x1b[14;21H└────────────────────────────┘\x1b[12;23H", keyMode,
			`{"kind":"password","question":"Password"}`},
		{"a box across a program's two panes, its title asking, its one row buttons, one in reverse", "\x1b[?1049h\x1b[?25l╭ Library " + strings.Repeat("─", 15) + "╮╭ Playlist " + strings.Repeat("─", 42) + "╮\r\n" + strings.Repeat("│"+strings.Repeat(" ", 24)+"││"+strings.Repeat(" ", 52)+"│\r\n", 9) + "│" + strings.Repeat(" ", 15) + "╭ Are you sure you want to quit? " + strings.Repeat("─", 14) + "╮" + strings.Repeat(" ", 15) + "│\r\n│" + strings.Repeat(" ", 15) + "│" + strings.Repeat(" ", 16) + "\x1b[7m Yes \x1b[0m     No " + strings.Repeat(" ", 17) + "│" + strings.Repeat(" ", 15) + "│\r\n│" + strings.Repeat(" ", 15) + "╰" + strings.Repeat("─", 46) + "╯" + strings.Repeat(" ", 15) + "│\r\n" + strings.Repeat("│"+strings.Repeat(" ", 24)+"││"+strings.Repeat(" ", 52)+"│\r\n", 5) + "╰" + strings.Repeat("─", 24) + "╯╰" + strings.Repeat("─", 52) + "╯", keyMode,
			`{"kind":"confirm","question":"Are you sure you want to quit?","options":[{"label":"Yes","selected":true},{"label":"No","selected":false}]}`},
		{"a frame still open at the foot, its top edge titled, its side down the left, a numbered list pointed in it", "\x1b[?25l\x1b[34m┏━━ Release \x1b[0m" + strings.Repeat("━", 40) + "\r\n\x1b[34m┃\x1b[0m \x1b[34m?\x1b[0m Which mirror should serve the images? \x1b[33m(Choose with ↑ ↓ ⏎)\x1b[0m\r\n\x1b[34m┃\x1b[0m \x1b[34m> 1. mirror-fra\x1b[0m\r\n\x1b[34m┃\x1b[0m   2. mirror-ord\r\n", keyMode,
			`{"kind":"select","question":"Which mirror should serve the images?","options":[{"label":"mirror-fra","key":"1","selected":true},{"label":"mirror-ord","key":"2","selected":false}]}`},
		{"an input dialog, its field holding a default under the question, the cursor after it", "\x1b[?1049h\x1b[44m\x1b[2J\x1b[7;12H\x1b[47;30m┌ Release branch " + strings.Repeat("─", 38) + "┐\x1b[8;12H│ Which branch should the release be cut from?         │\x1b[9;12H│" + strings.Repeat(" ", 54) + "│\x1b[10;12H│ \x1b[46mrelease-7" + strings.Repeat(" ", 41) + "\x1b[47m   │\x1b[11;12H│" + strings.Repeat(" ", 54) + "│\x1b[12;12H│                                 < OK > < Cancel >    │\x1b[13;12H└" + strings.Repeat("─", 54) + "┘\x1b[0m\x1b[10;23H", keyMode,
			`{"kind":"text","question":"Which branch should the release be cut from?","default":"release-7"}`},
		{"a dialog whose message asks over three buttons none of them yes or no, the cursor on one", "\x1b[?1049h\x1b[44m\x1b[2J\x1b[9;16H\x1b[47;30m┌" + strings.Repeat("─", 19) + " Welcome " + strings.Repeat("─", 20) + "┐\x1b[10;16H│ Would you like to begin an installation or     │\x1b[11;16H│ use the live system?                           │\x1b[12;16H├" + strings.Repeat("─", 48) + "┤\x1b[13;16H│      <Install>   \x1b[44;37m<Shell>\x1b[47;30m   <Live System>" + strings.Repeat(" ", 7) + "│\x1b[14;16H└" + strings.Repeat("─", 48) + "┘\x1b[0m\x1b[13;36H", keyMode,
			`{"kind":"select","question":"Would you like to begin an installation or use the live system?","options":[{"label":"Install","selected":false},{"label":"Shell","selected":true},{"label":"Live System","selected":false}]}`},
		{"a menu in a dialog, its last entry set apart by a blank row, its message indented as its entries", "\x1b[?1049h\x1b[?25l\x1b[44m\x1b[2J\x1b[47;30m\x1b[6;25H┌" + strings.Repeat("─", 30) + "┐\x1b[7;25H│   NetworkManager TUI         │\x1b[8;25H│                              │\x1b[9;25H│   Please select an option    │\x1b[10;25H│                              │\x1b[11;25H│   \x1b[41;37mEdit a connection     \x1b[47;30m     │\x1b[12;25H│   Activate a connection      │\x1b[13;25H│   Set system hostname        │\x1b[14;25H│                              │\x1b[15;25H│   Quit                       │\x1b[16;25H│                     <OK>     │\x1b[17;25H└" + strings.Repeat("─", 30) + "┘\x1b[0m", keyMode,
			`{"kind":"select","question":"NetworkManager TUI Please select an option","options":[{"label":"Edit a connection","selected":true},{"label":"Activate a connection","selected":false},{"label":"Set system hostname","selected":false},{"label":"Quit","selected":false}]}`},
		{"a dialog asking over Cancel then Delete", "\x1b[?1049h\x1b[?25l\x1b[44m\x1b[2J\x1b[47;30m\x1b[9;15H┌" + strings.Repeat("─", 40) + "┐\x1b[10;15H│ Are you sure you want to delete relay? │\x1b[11;15H│" + strings.Repeat(" ", 40) + "│\x1b[12;15H│              \x1b[41;37m<Cancel>\x1b[47;30m  <Delete>        │\x1b[13;15H└" + strings.Repeat("─", 40) + "┘\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Are you sure you want to delete relay?","options":[{"label":"Cancel","selected":true},{"label":"Delete","selected":false}]}`},
		{"a double-lined dialog ruled off above its buttons, the default one in braces, over panels", "\x1b[?1049h\x1b[?25l\x1b[1;1H╔═══════ /root/work ═══════╗╔═══════ /root ═══════╗\x1b[2;1H║docs                      ║║docs                 ║\x1b[3;1H║notes.txt                 ║║notes.txt            ║\x1b[9;19H╔════════════ Delete ════════════╗\x1b[10;19H║ Do you wish to delete the file ║\x1b[11;19H║           notes.txt            ║\x1b[12;19H╟────────────────────────────────╢\x1b[13;19H║     \x1b[30;46m{ Delete }\x1b[0m [ Cancel ]        ║\x1b[14;19H╚════════════════════════════════╝", keyMode,
			`{"kind":"confirm","question":"Do you wish to delete the file notes.txt","options":[{"label":"Delete","selected":true},{"label":"Cancel","selected":false}]}`},
		{"a dialog whose buttons each cast a shadow, the focused one bold", "\x1b[?1049h\x1b[?25l\x1b[47;30m\x1b[9;20H╔═[■]══════════ Information ═════════════╗\x1b[10;20H║                                        ║\x1b[11;20H║   notes.txt has been modified. Save?   ║\x1b[12;20H║                                        ║\x1b[13;20H║     \x1b[1;37;42m   Yes    \x1b[0;47;30m▄  \x1b[30;42m    No    \x1b[47;30m▄  \x1b[30;42m  Cancel  \x1b[47;30m▄║\x1b[14;20H║      ▀▀▀▀▀▀▀▀▀▀  ▀▀▀▀▀▀▀▀▀▀  ▀▀▀▀▀▀▀▀▀▀║\x1b[15;20H╚════════════════════════════════════════╝\x1b[0m", keyMode,
			`{"kind":"confirm","question":"notes.txt has been modified. Save?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false},{"label":"Cancel","key":"c","selected":false}]}`},
		{"the same dialog, each button's key letter bold in its own colour, the focused button bold throughout", "\x1b[?1049h\x1b[?25l\x1b[47;30m\x1b[9;20H╔═[■]══════════ Information ═════════════╗\x1b[10;20H║                                        ║\x1b[11;20H║   notes.txt has been modified. Save?   ║\x1b[12;20H║                                        ║\x1b[13;20H║     \x1b[1;37;42m   Yes    \x1b[0;47;30m▄  \x1b[30;42m    \x1b[1;33mN\x1b[0;30;42mo    \x1b[47;30m▄  \x1b[30;42m  \x1b[1;33mC\x1b[0;30;42mancel  \x1b[47;30m▄║\x1b[14;20H║      ▀▀▀▀▀▀▀▀▀▀  ▀▀▀▀▀▀▀▀▀▀  ▀▀▀▀▀▀▀▀▀▀║\x1b[15;20H╚════════════════════════════════════════╝\x1b[0m", keyMode,
			`{"kind":"confirm","question":"notes.txt has been modified. Save?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false},{"label":"Cancel","key":"c","selected":false}]}`},
		{"a permission dialog, its three buttons on backgrounds of their own, each naming its key", "\x1b[?1049h\x1b[?25l Toy Agent\x1b[8;11H╭──────────────────────────────────────────────────╮\x1b[9;11H│ Permission Required                              │\x1b[10;11H│                                                  │\x1b[11;11H│ Tool    bash                                     │\x1b[12;11H│                                                  │\x1b[13;11H│\x1b[37;48;5;99m  Allow (a)  \x1b[0m \x1b[38;5;250;48;5;236m Allow for Session (s) \x1b[0m \x1b[38;5;250;48;5;236m  Deny (d)  \x1b[0m│\x1b[14;11H╰──────────────────────────────────────────────────╯\x1b[24;3Htab switch  a allow  s allow for session  d deny", keyMode,
			`{"kind":"choice","question":"Permission Required Tool bash","options":[{"label":"Allow","key":"a","selected":true},{"label":"Allow for Session","key":"s","selected":false},{"label":"Deny","key":"d","selected":false}]}`},
		{"a picker in a dialog: a placeholder where the cursor waits over a list, one row highlighted", "\x1b[?1049h\x1b[6;15H┌──────────────────────────────────────────────────┐\x1b[7;15H│ \x1b[1mSelect model\x1b[0m                                 \x1b[38;5;244mesc\x1b[0m │\x1b[8;15H│ \x1b[38;5;244mSearch\x1b[0m                                           │\x1b[9;15H│                                                  │\x1b[10;15H│ \x1b[38;5;208mAnthropic\x1b[0m                                        │\x1b[11;15H│  \x1b[30;48;5;208mClaude Sonnet 4                                 \x1b[0m│\x1b[12;15H│  Claude Opus 4.1                                 │\x1b[13;15H│  GPT-5                                           │\x1b[14;15H└──────────────────────────────────────────────────┘\x1b[8;17H", keyMode,
			`{"kind":"select","question":"Select model","options":[{"label":"Claude Sonnet 4","selected":true},{"label":"Claude Opus 4.1","selected":false},{"label":"GPT-5","selected":false}]}`},
		{"keys asked on a line the terminal carried on, over a blank row and a prompt of marks", "> I'll run the test suite.\r\n\r\nAllow this action? Use 't' to trust (always allow) this tool for the session. [y/n/t]\r\n\r\n> ", Facts{Program: "prog", Waiting: true, Submitted: []string{">"}},
			`{"kind":"choice","question":"Allow this action? Use 't' to trust (always allow) this tool for the session.","options":[{"label":"y","key":"y","selected":null},{"label":"n","key":"n","selected":null},{"label":"t","key":"t","selected":null}]}`},
		{"an approval in a frame: its title asks, a note and a row that asks under a blank, numbered answers one pointed", "\x1b[?25l> run the tests\r\n\r\n╭────────────────────────────────────────────────────────────────────────────╮\r\n│ \x1b[1m? Shell go test ./... (Run the tests.)\x1b[0m                                     │\r\n│                                                                            │\r\n│ go test ./...                                                              │\r\n│ Allow execution of: 'go'?                                                  │\r\n│                                                                            │\r\n│ \x1b[32m● 1. Yes, allow once\x1b[0m                                                       │\r\n│   2. Yes, allow always                                                     │\r\n│   3. No, suggest changes (esc)                                             │\r\n╰────────────────────────────────────────────────────────────────────────────╯\r\n", keyMode,
			`{"kind":"select","question":"Allow execution of: 'go'?","options":[{"label":"Yes, allow once","key":"1","selected":true},{"label":"Yes, allow always","key":"2","selected":false},{"label":"No, suggest changes (esc)","key":"3","selected":false}]}`},
		{"a window of the program's own: a list with one row highlighted, buttons beside it, one button under it", "\x1b[?1049h\x1b[?25l\x1b[44m\x1b[2J\x1b[47;30m\x1b[3;9H┌──────────────────────────────────────────────────────────────┐\x1b[4;9H│ Ethernet                                     <Add>           │\x1b[5;9H│ \x1b[41;37m  Wired connection 1                    \x1b[47;30m                    │\x1b[6;9H│ Wi-Fi                                        <Edit...>       │\x1b[7;9H│   relay-5g                                                   │\x1b[8;9H│   relay-guest                                <Delete>        │\x1b[9;9H│                                                              │\x1b[10;9H│                                             <Back>           │\x1b[11;9H└──────────────────────────────────────────────────────────────┘\x1b[0m", keyMode, `null`},
		{"a framed prompt already answered, its foot over the program's output, asks nothing", "┌   scaffold\r\n│\r\n○  What's the target folder name?\r\n│  my-app\r\n└  Done\r\n\r\nWriting files into my-app\r\n", keyMode, `null`},
		{"a history search: its query in a box of its own, the list in the box over it, one entry pointed", "\x1b[?1049h\x1b[1;1H┌" + strings.Repeat("─", 40) + "┐\r\n│    12ms  ls -l" + strings.Repeat(" ", 25) + "│\r\n│      4s  make" + strings.Repeat(" ", 26) + "│\r\n│ \x1b[1;31m>\x1b[0m  81ms  git status" + strings.Repeat(" ", 20) + "│\r\n└" + strings.Repeat("─", 40) + "┘\r\n┌" + strings.Repeat("─", 40) + "┐\r\n│ [ GLOBAL ] > " + strings.Repeat(" ", 26) + "│\r\n└" + strings.Repeat("─", 40) + "┘\x1b[7;16H", keyMode,
			`{"kind":"select","question":"[ GLOBAL ] \u003e","options":[{"label":"12ms ls -l","selected":false},{"label":"4s make","selected":false},{"label":"81ms git status","selected":true}]}`},
		{"a REPL's prompt under its lines, no box around either, is no finder", "> ls -l\r\n1\r\n> make\r\n2\r\n> ", keyMode, `null`},
		{"a dialog over a table, its buttons words on looks of their own, the focused one bold", "\x1b[?1049h\x1b[?25l┌" + strings.Repeat("─", 30) + " Hosts " + strings.Repeat("─", 30) + "┐\r\n│ \x1b[7mrelay-fra   Frankfurt" + strings.Repeat(" ", 44) + "\x1b[0m │\r\n│ relay-ord   Chicago" + strings.Repeat(" ", 47) + "│\x1b[5;15H\x1b[44;37m┌" + strings.Repeat("─", 38) + "┐\x1b[6;15H│" + strings.Repeat(" ", 38) + "│\x1b[7;15H│    Are you sure you want to quit?    │\x1b[8;15H│" + strings.Repeat(" ", 38) + "│\x1b[9;15H│" + strings.Repeat(" ", 12) + "\x1b[1;30;47m Yes \x1b[0;44;37m     \x1b[7;36m No \x1b[0;44;37m" + strings.Repeat(" ", 12) + "│\x1b[10;15H└" + strings.Repeat("─", 38) + "┘\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Are you sure you want to quit?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		{"a dialog's last row, one of its words set apart, the other in the box's own look", "\x1b[?1049h\x1b[?25l\x1b[44m\x1b[2J\x1b[5;15H\x1b[47;30m┌" + strings.Repeat("─", 38) + "┐\x1b[6;15H│" + strings.Repeat(" ", 38) + "│\x1b[7;15H│  Run the configuration utility now?  │\x1b[8;15H│" + strings.Repeat(" ", 38) + "│\x1b[9;15H│" + strings.Repeat(" ", 8) + "   Yes      \x1b[1;37;41m    No    \x1b[0;47;30m" + strings.Repeat(" ", 8) + "│\x1b[10;15H└" + strings.Repeat("─", 38) + "┘\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Run the configuration utility now?","options":[{"label":"Yes","key":"y","selected":false},{"label":"No","key":"n","selected":true}]}`},
		{"the same words on the dialog's own look are its message, no buttons", "\x1b[?1049h\x1b[?25l\x1b[5;15H\x1b[44;37m┌" + strings.Repeat("─", 38) + "┐\x1b[6;15H│" + strings.Repeat(" ", 38) + "│\x1b[7;15H│    The relay has been restarted.     │\x1b[8;15H│" + strings.Repeat(" ", 38) + "│\x1b[9;15H│" + strings.Repeat(" ", 12) + " Yes      No " + strings.Repeat(" ", 13) + "│\x1b[10;15H└" + strings.Repeat("─", 38) + "┘\x1b[0m", keyMode, `null`},
		{"a REPL's prompt over output whose rows differ in colour alone is no finder", "\x1b[31mred\x1b[0m\r\ngreen\r\n\x1b[1;1H> \x1b[1;3H", keyMode, `null`},
		{"a board in a box with its help beside it is no text area", "\x1b[?1049h+----------+ Directions:\r\n|          | y k u\r\n|   @      | h   l\r\n|          | b j n\r\n+----------+\x1b[3;5H", keyMode, `null`},
		{"a matrix of signs is no menu", "\x1b[?1049h\x1b[?25l? 8 x ( % V   $\r\n\x1b[7mQ 2 r 7\x1b[0m o S\r\n< > S ! v m\r\ne z T M h\r\n", keyMode, `null`},
		{"cat printing a file with question marks", "? one\r\n? two\r\nis this: \r\n", lineMode, `null`},
		{"output that ends in a list, in line mode", "Files:\r\n  a.txt\r\n  b.txt\r\n", lineMode, `null`},
		{"an answered question", "✔ Project name … shop\r\n", keyMode, `null`},
		{"keyed entries, a description under each, one highlighted, on a screen of the program's own", "\x1b[?1049h\x1b[?25l\x1b[33m(a)\x1b[0m \x1b[7mList item 1\x1b[0m\r\n    \x1b[32mSome explanatory text\x1b[0m\r\n\x1b[33m(b)\x1b[0m List item 2\r\n    \x1b[32mSome explanatory text\x1b[0m\r\n\x1b[33m(q)\x1b[0m Quit\r\n    \x1b[32mPress to exit\x1b[0m", keyMode,
			`{"kind":"select","question":"","options":[{"label":"List item 1","key":"a","selected":true},{"label":"List item 2","key":"b","selected":false},{"label":"Quit","key":"q","selected":false}]}`},
		{"the same entries with no key", "\x1b[?1049h\x1b[?25l\x1b[7mList item 1\x1b[0m\r\n    \x1b[32mSome explanatory text\x1b[0m\r\nList item 2\r\n    \x1b[32mSome explanatory text\x1b[0m\r\nQuit\r\n    \x1b[32mPress to exit\x1b[0m", keyMode, `null`},
		{"a list dropped down under a form's field, one entry on a background of its own", "\x1b[?1049h\x1b[?25l\x1b[40;37m\x1b[2J\x1b[3;3HTitle\x1b[3;14H\x1b[44m Mr.    \x1b[40m" +
			"\x1b[4;14H\x1b[47;30m Mr.    \x1b[40;37m\x1b[5;3HFirst name\x1b[5;14H\x1b[42;30m Ms.    \x1b[44;37m" + strings.Repeat(" ", 12) + "\x1b[40m" +
			"\x1b[6;14H\x1b[42;30m Dr.    \x1b[40;37m\x1b[7;3HLast name\x1b[7;14H\x1b[42;30m Prof.  \x1b[44;37m" + strings.Repeat(" ", 12) + "\x1b[40m", keyMode,
			`{"kind":"select","question":"Title","options":[{"label":"Mr.","selected":true},{"label":"Ms.","selected":false},{"label":"Dr.","selected":false},{"label":"Prof.","selected":false}]}`},
		{"the same list, the cursor in the field over it: a field typed in, its completions under it", "\x1b[?1049h\x1b[40;37m\x1b[2J\x1b[3;3HTitle\x1b[3;14H\x1b[44m Mr.    \x1b[40m" +
			"\x1b[4;14H\x1b[47;30m Mr.    \x1b[40;37m\x1b[5;3HFirst name\x1b[5;14H\x1b[42;30m Ms.    \x1b[44;37m" + strings.Repeat(" ", 12) + "\x1b[40m" +
			"\x1b[6;14H\x1b[42;30m Dr.    \x1b[40;37m\x1b[7;3HLast name\x1b[7;14H\x1b[42;30m Prof.  \x1b[44;37m" + strings.Repeat(" ", 12) + "\x1b[40m\x1b[3;18H", keyMode,
			`{"kind":"text","question":"Title","default":"Mr."}`},
		{"a secret typed so far, masked, after a label with a library's name before it", "prompt: database password:  *******", keyMode,
			`{"kind":"password","question":"prompt: database password:"}`},
		{"a program's tag before each of its lines, numbered answers over the question", "wandb: Using the SDK backend.\r\nwandb: (1) Create a W&B account\r\nwandb: (2) Use an existing W&B account\r\nwandb: Enter your choice: ", lineMode,
			`{"kind":"select","question":"Enter your choice:","options":[{"label":"Create a W\u0026B account","key":"1","selected":null},{"label":"Use an existing W\u0026B account","key":"2","selected":null}]}`},
		{"the tag on the question's line only", "Using the SDK backend.\r\nwandb: Enter your name: ", lineMode,
			`{"kind":"text","question":"wandb: Enter your name:"}`},
		{"a secret's question the terminal carried on, its colon alone on the cursor's row, tagged", "wandb: Logging in.\r\nwandb: Paste an API key from your profile and hit enter, or press ctrl+c to quit:", Facts{Program: "prog", Canonical: true, Waiting: true},
			`{"kind":"password","question":"Paste an API key from your profile and hit enter, or press ctrl+c to quit:"}`},
		{"a label that asks to paste, the cursor at the start of the row under it", "ClearML SDK setup process\r\n\r\nPaste copied configuration here:\r\n", lineMode,
			`{"kind":"text","question":"Paste copied configuration here:"}`},
		{"radios before pictures that start each label, one a tick", "\x1b[?25l\u25c6  Run this script?\r\n\u2502  \u25cf \u2705 Yes\r\n\u2502  \u25cb \U0001f4dd Edit\r\n\u2502  \u25cb \u274c Cancel\r\n\u2514", keyMode,
			`{"kind":"select","question":"Run this script?","options":[{"label":"Yes","selected":true},{"label":"Edit","selected":false},{"label":"Cancel","selected":false}]}`},
		{"an example shown in a field is no default", "\x1b[?25l\u25c6  What would you like me to do?\r\n\u2502  \x1b[2me.g. list js files\x1b[0m\r\n\u2514", keyMode,
			`{"kind":"text","question":"What would you like me to do?"}`},
		{"words in brackets for keys, padded to the longest, over marks (Symfony's choice by name)", " Choose a cache to clear [all]:\r\n  [drush         ] drush\r\n  [theme-registry] theme-registry\r\n  [all           ] all\r\n > ", lineMode,
			`{"kind":"select","question":"Choose a cache to clear","default":"all","options":[{"label":"drush","key":"drush","selected":null},{"label":"theme-registry","key":"theme-registry","selected":null},{"label":"all","key":"all","selected":null}]}`},
		{"keys named in words, a y and an n", "Harbour tools licence\r\nPlease type y to accept, n otherwise: ", lineMode,
			`{"kind":"confirm","question":"Please type y to accept, n otherwise:","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"keys named in words, each with what it does", "Press r to retry or q to quit: ", lineMode,
			`{"kind":"choice","question":"Press r to retry or q to quit:","options":[{"label":"retry","key":"r","selected":null},{"label":"quit","key":"q","selected":null}]}`},
		{"an article before what to type is no key", "Type a name for the key: ", lineMode, `{"kind":"text","question":"Type a name for the key:"}`},
		{"a mark for the answer after a sentence's end", "Ready for volume 2 on backup.afio\r\n\"quit\" to abort, anything else to proceed. > ", lineMode,
			`{"kind":"text","question":"\"quit\" to abort, anything else to proceed."}`},
		{"entries under a filter's field, one in a colour of its own, no background (bemenu's)", "\x1b[?1049h\x1b[30;41mPick:\x1b[0m\r\n      \x1b[31mapple\x1b[0m\r\n      banana\r\n      cherry\x1b[1;7H", keyMode,
			`{"kind":"select","question":"Pick","options":[{"label":"apple","selected":true},{"label":"banana","selected":false},{"label":"cherry","selected":false}]}`},
		{"the same entries each in a colour of its own", "\x1b[?1049h\x1b[30;41mPick:\x1b[0m\r\n      \x1b[31mapple\x1b[0m\r\n      \x1b[32mbanana\x1b[0m\r\n      cherry\x1b[1;7H", keyMode,
			`{"kind":"text","question":"Pick:"}`},
		{"a highlighted list with a long entry among shorter ones", "\x1b[?1049h\x1b[?25lMove cursor to desired item and press Enter.\r\n\r\n\x1b[7m  Software Installation and Maintenance\x1b[0m\r\n  Devices\r\n  System Storage Management (Physical & Logical Storage)\r\n  Security & Users", keyMode,
			`{"kind":"select","question":"Move cursor to desired item and press Enter.","options":[{"label":"Software Installation and Maintenance","selected":true},{"label":"Devices","selected":false},{"label":"System Storage Management (Physical \u0026 Logical Storage)","selected":false},{"label":"Security \u0026 Users","selected":false}]}`},
		{"a sentence pointed at under a field with a value, a blank row between: why the value was refused", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mTicket to close with this deploy\x1b[0m \x1b[2m\u2023\x1b[0m fix login\r\n\r\n\x1b[35m\u25b8 A ticket looks like OPS-123\x1b[0m", keyMode,
			`{"kind":"text","question":"Ticket to close with this deploy"}`},
		{"a yes or no's keys, then its value in words", "\x1b[?25l\x1b[36m?\x1b[0m \x1b[1mDrain the old nodes first?\x1b[0m \x1b[2m(Y/n) true\x1b[0m", keyMode,
			`{"kind":"confirm","question":"Drain the old nodes first?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"labels whose names are set apart, the cursor after the last one's colon", "New environment variables were found.\r\n\x1b[33;46mAPI_HOSTNAME\x1b[0m (https://example.com):\r\n\x1b[33;46mAPI_USER\x1b[0m (api_user): ", keyMode,
			`{"kind":"text","question":"API_USER","default":"api_user"}`},
		{"a yes and a no's keys in no brackets after the question mark", "Remove notes.txt? y/N: ", lineMode,
			`{"kind":"confirm","question":"Remove notes.txt?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"what a field may hold, in parentheses, is no words to choose", "Enter a name for your project (letters, digits, underscore): ", lineMode,
			`{"kind":"text","question":"Enter a name for your project (letters, digits, underscore):"}`},
		{"a numbered list, a note in parentheses and a blank row under it, over the line asking for a number", "Which database would you like to use?\r\n[1] postgres\r\n[2] duckdb\r\n\r\n(Don't see the one you want? https://docs.example.com/adapters)\r\n\r\nEnter a number: ", lineMode,
			`{"kind":"select","question":"Which database would you like to use?","options":[{"label":"postgres","key":"1","selected":null},{"label":"duckdb","key":"2","selected":null}]}`},
		{"a default shown in quotes", "What do you want to call your bucket? (default 'zappa-3f9k'): ", lineMode,
			`{"kind":"text","question":"What do you want to call your bucket?","default":"zappa-3f9k"}`},
		{"a yes or no's default named before its keys", "Does this look okay? (default 'y') [y/n]: ", lineMode,
			`{"kind":"confirm","question":"Does this look okay?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a table's rows, one reversed, under its headings and rules, under a question with its keys' hint", "\x1b[?25lChoose a backup to restore \x1b[2m(\u2191/\u2193, enter)\x1b[0m\r\n\r\n  \x1b[1mNAME           TAKEN             SIZE\x1b[0m\r\n  \u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500 \u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500 \u2500\u2500\u2500\u2500\u2500\u2500\r\n  \x1b[7mnightly-1127   2026-11-27 02:00  4.2 GB\x1b[0m\r\n  nightly-1126   2026-11-26 02:00  310 MB\r\n  weekly-48      2026-11-23 03:30  4.1 GB", keyMode,
			`{"kind":"select","question":"Choose a backup to restore","options":[{"label":"nightly-1127 2026-11-27 02:00 4.2 GB","selected":true},{"label":"nightly-1126 2026-11-26 02:00 310 MB","selected":false},{"label":"weekly-48 2026-11-23 03:30 4.1 GB","selected":false}]}`},
		{"a list in a frame under a filter's field in a frame of its own", "\x1b[?25lWhich service should be deployed?\r\n" + rounded(20, "bil") + "┌" + strings.Repeat("─", 20) + "┐\r\n│   billing-api" + strings.Repeat(" ", 7) + "│\r\n│ ▶ billing-worker" + strings.Repeat(" ", 4) + "│\r\n└" + strings.Repeat("─", 20) + "┘\r\n", keyMode,
			`{"kind":"select","question":"Which service should be deployed?","options":[{"label":"billing-api","selected":false},{"label":"billing-worker","selected":true}]}`},
		{"a label over a framed field whose focus the program paints after its value", "\x1b[?25l\x1b[1mDatabase host\x1b[m\r\n" + rounded(18, "▶ localhost:5432\x1b[47m \x1b[m"), keyMode,
			`{"kind":"text","question":"Database host","default":"localhost:5432"}`},
		{"a question over a framed field holding a faint placeholder", "\x1b[?25lWhich service should be deployed?\r\n" + rounded(28, "\x1b[2mservice name\x1b[m"), keyMode,
			`{"kind":"text","question":"Which service should be deployed?"}`},
		{"a secret's label over a framed field, a placeholder and a painted cell", "\x1b[?25lDatabase password\r\n" + rounded(12, "▶ \x1b[2mpassword\x1b[m\x1b[47m \x1b[m"), keyMode,
			`{"kind":"password","question":"Database password"}`},
		{"a field of marks under a title, a hint under it that Enter submits", "\x1b[?1049hAdd process\r\n> \r\n\r\n<Enter> Submit  <Esc> Cancel\x1b[2;3H", keyMode,
			`{"kind":"text","question":"Add process"}`},
		{"a titled box whose one row is a question with its keys, the cursor after them, over an editor's window", turboVerify, keyMode,
			`{"kind":"confirm","question":"NOTES.C not saved.  Save?","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a field in square brackets after its label, the cursor inside", "\x1b[?1049h\x1b[5;10H╔═══ Set Supervisor Password ═══════════════════╗\x1b[6;10H║                                                ║\x1b[7;10H║  Enter New Password     [                  ]   ║\x1b[8;10H║  Confirm New Password   [                  ]   ║\x1b[9;10H╚════════════════════════════════════════════════╝\x1b[7;37H", keyMode,
			`{"kind":"password","question":"Enter New Password"}`},
		{"a field in square brackets, a name typed in it", "\x1b[?1049h  Host name   [relay-01          ]\x1b[1;24H", keyMode,
			`{"kind":"text","question":"Host name"}`},
		{"a form's field naming a secret, the cursor in it, asks it", "\x1b[?1049h Users\r\n\r\n  Define a root password.\r\n\r\n        Root password:\r\n     Confirm password:\r\n\r\n       Your real name:\r\n             Username:\x1b[24;1H F2_Continue  F3_Back\x1b[5;24H", keyMode,
			`{"kind":"password","question":"Root password:"}`},
		{"a form's other field, the cursor in it, asks nothing", "\x1b[?1049h Users\r\n\r\n  Define a root password.\r\n\r\n        Root password:\r\n     Confirm password:\r\n\r\n       Your real name:\r\n             Username:\x1b[24;1H F2_Continue  F3_Back\x1b[8;24H", keyMode,
			`null`},
		{"entries highlighted alone, what each does told beside them in words", "\x1b[?1049h\x1b[?25l Network\r\n\r\n  Select how the wired network connection is configured.\r\n\r\n      \x1b[7mAutomatically\x1b[m   Automatically configure the connection\r\n      Manually        Enter the information on the next screen\r\n      None            Do not configure the network now\x1b[24;1H F2_Continue  F3_Back  F9_Quit", keyMode,
			`{"kind":"select","question":"Select how the wired network connection is configured.","options":[{"label":"Automatically","selected":true},{"label":"Manually","selected":false},{"label":"None","selected":false}]}`},
		{"a list box of long entries, the highlight across it, under the sentence telling to choose", "\x1b[?1049h\x1b[?25l  Setup\r\n\r\n      Select a file system from the list below.\r\n\r\n        ┌" + strings.Repeat("─", 62) + "┐\r\n        │\x1b[7m Format the partition as FAT file system (quick format)       \x1b[m│\r\n        │ Format the partition as BtrFS file system (quick format)     │\r\n        │ Keep the current file system (no changes)                    │\r\n        └" + strings.Repeat("─", 62) + "┘\x1b[24;1H   ENTER = Continue   ESC = Cancel", keyMode,
			`{"kind":"select","question":"Select a file system from the list below.","options":[{"label":"Format the partition as FAT file system (quick format)","selected":true},{"label":"Format the partition as BtrFS file system (quick format)","selected":false},{"label":"Keep the current file system (no changes)","selected":false}]}`},
		{"a find box, the cursor after its label on its row, ticks and buttons under it", "\x1b[?1049h\x1b[5;10H╔════════════════════════════════════════════╗\x1b[6;10H║ Look For:                                  ║\x1b[7;10H║                                            ║\x1b[8;10H║ [ ] Ignore Case      [X] Wrap Around       ║\x1b[9;10H║ [ ] Match Words                            ║\x1b[10;10H║       < Find >      < Cancel >             ║\x1b[11;10H╚════════════════════════════════════════════╝\x1b[6;23H", keyMode,
			`{"kind":"text","question":"Look For:"}`},
		{"a secret typed so far, masked, on a full screen, its keys' hint under it", "\x1b[?1049h\x1b[8;1HPlease enter the passphrase to unlock the secret key\r\nfor the password store.\r\n\r\nPassphrase: *******\r\n\r\nEnter unlock  Esc cancel\x1b[11;20H", keyMode,
			`{"kind":"password","question":"Passphrase:"}`},
		{"a short label on a full screen's last row, the cursor after it", "\x1b[?1049h [N ] Mar 12  Alice Baker    Re: report\r\n [  ] Mar 11  Dave Eriksen   Slides\x1b[24;1HTo: ", keyMode,
			`{"kind":"text","question":"To:"}`},
		{"keys each saying the answer after a colon, commas between", "Do you want to proceed? (Y:Yes, N:No, V:View Certificate) ", lineMode,
			`{"kind":"confirm","question":"Do you want to proceed?","options":[{"label":"Yes","key":"y","selected":null},{"label":"No","key":"n","selected":null},{"label":"View Certificate","key":"v","selected":null}]}`},
		{"a yes and a no run together in brackets, no colon after", "Continue [yN] ", lineMode,
			`{"kind":"confirm","question":"Continue","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a field in square brackets in a dialog box, ticks and buttons under it", "\x1b[?1049h  Prototype:   int printf( char *format );\x1b[8;15H┌──────────────────── Find ────────────────────────┐\x1b[9;15H│                                                  │\x1b[10;15H│  Find What: [                                  ] │\x1b[11;15H│                                                  │\x1b[12;15H│  [ ] Match Upper/Lowercase                       │\x1b[13;15H│     < OK >      < Cancel >      < Help >         │\x1b[14;15H└──────────────────────────────────────────────────┘\x1b[10;30H", keyMode,
			`{"kind":"text","question":"Find What:"}`},
		{"a yes and a no in parentheses, the default in square brackets", "4 archives uploaded.\r\n\r\nPublish release 2.4.0 to the mirror? (yes/[no]): ", lineMode,
			`{"kind":"confirm","question":"Publish release 2.4.0 to the mirror?","default":"no","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a speller's offered words over its keys written inside their words, the cursor after them", "\x1b[?1049hteh             File: draft.txt\x1b[3;1HThe relay sends teh packets.\x1b[5;1H 0: the\r\n 1: eh\x1b[23;1H[SP] <number> R)epl A)ccept I)nsert Q)uit e(X)it or ? for help", keyMode,
			`{"kind":"choice","question":"[SP] \u003cnumber\u003e","options":[{"label":"the","key":"0","selected":null},{"label":"eh","key":"1","selected":null},{"label":"Repl","key":"R","selected":null},{"label":"Accept","key":"A","selected":null},{"label":"Insert","key":"I","selected":null},{"label":"Quit","key":"Q","selected":null},{"label":"eXit","key":"X","selected":null}]}`},
		{"a question whose default is a truth value", "Rename title to name? [True]: ", lineMode,
			`{"kind":"confirm","question":"Rename title to name?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		{"a field whose default is a truth value is no yes or no unless asked", "Debug mode [False]: ", lineMode,
			`{"kind":"text","question":"Debug mode:","default":"False"}`},
		{"a log in raw mode", "\x1b[32mINFO\x1b[0m started\r\n\x1b[33mWARN\x1b[0m slow\r\nlistening on :8080\r\n", keyMode, `null`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Classify(drawn(t, c.out), c.facts).Prompt
			b, _ := json.Marshal(got)
			if string(b) != c.want {
				t.Errorf("got  %s\nwant %s", b, c.want)
			}
		})
	}
}

// Nothing a shell, an editor, a pager, a REPL at its prompt or a
// full-screen program shows is a prompt, whatever it looks like; nor what
// a program at work in cooked mode shows. A program the table names a
// REPL that hides the cursor is at no prompt of its own: the menu a
// script it runs draws is read.
// TestPromptStoredScreens reads stored screens of live programs whose
// shape a drawn screen does not reproduce (a dialog's colours, shadow
// and backdrop) and checks the prompt they show.
func TestPromptStoredScreens(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		// dialog --yesno on the main screen: its box, not its inside.
		// yazi-like's "Open with:" popup floating over its three
		// columns, covering the second column's side: no pane of them.
		{"modes-ninetythird/yazi-like-open.json", `{"kind":"select","question":"Open with:","options":[{"label":"nvim","selected":true},{"label":"less","selected":false},{"label":"xdg-open","selected":false}]}`},
		// oterm-like's new chat form: its model list's current entry
		// set apart over an empty framed "System:" box, the cursor
		// hidden: the list asks.
		{"modes-hundredfirst/oterm-model.json", `{"kind":"select","question":"Select a model:","options":[{"label":"llama3.1:8b","selected":true},{"label":"mistral:7b","selected":false},{"label":"qwen2.5:7b","selected":false},{"label":"gemma2:9b","selected":false}]}`},
		// druid-like's partitions: words alone in columns ("Mount
		// Point  Device  Requested  Actual  Type") over rows of figures,
		// one set apart, in a box titled with what they are: a table,
		// no menu.
		{"modes-twohundredthirtyfourth/druid-like.json", `null`},
		// netscanner-like's input box over its hosts: a faint line
		// saying what to enter, the bold label `CIDR:` with the
		// cursor after it, a faint hint of its keys under it: a
		// field, no list of the one hint.
		{"modes-twohundredninetyninth/netscanner-like-cidr.json", `{"kind":"text","question":"CIDR:"}`},
		// netscanner-like's help box of keys and what they do over its
		// hosts, a host's row set apart beside it: no pick while the
		// help stands over the list.
		{"modes-twohundredninetyninth/netscanner-like-help.json", `null`},
		// endcord-like's question on its last row, the hidden cursor
		// left at its end, under its messages, one highlighted: the
		// question asks, no list of the messages.
		{"modes-twohundredninetyninth/endcord-like-delete.json", `{"kind":"confirm","question":"[Delete] Are you sure you want to delete this message?","default":"yes","options":[{"label":"yes","key":"y","selected":null},{"label":"no","key":"n","selected":null}]}`},
		// py-cui-like's "Move 'pay the rent' to" box, drawn in letters
		// ("+--…--+", "|") over its three lists: a box over panes,
		// its title the question.
		{"modes-threehundredfifth/py-cui-like-move.json", `{"kind":"select","question":"Move 'pay the rent' to","options":[{"label":"TODO","selected":true},{"label":"In Progress","selected":false},{"label":"Done","selected":false}]}`},
		// termgui-like's "Cancel setup" box over its wizard: Terminal.Gui
		// marks the default button inside its brackets, `[◦ Yes ◦]`.
		{"modes-threehundredsecond/termgui-like-cancel.json", `{"kind":"confirm","question":"Do you want to cancel the setup?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
		// uicatalog-like's "Rename" box: its field's row, `New name:
		// notes.txt`, is its whole message, the cursor in it: the label
		// asks, the name in it its default.
		{"modes-threehundredfifth/uicatalog-like-rename.json", `{"kind":"text","question":"New name:","default":"notes.txt"}`},
		// pg_top-like's "Order to sort:" under its status, over its
		// process table whose heading row is set apart: a field, the
		// heading no list of one entry.
		{"modes-threehundredfourth/pgtop-like-order.json", `{"kind":"text","question":"Order to sort:"}`},
		{"modes-sixtyeighth/ninjahelper-install.json", `{"kind":"confirm","question":"This backup action requires package hwinfo. Do you want to install it now?","options":[{"label":"Yes","key":"y","selected":true},{"label":"No","key":"n","selected":false}]}`},
	} {
		b, err := os.ReadFile(filepath.Join("..", "testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		var sm Sample
		if err := json.Unmarshal(b, &sm); err != nil {
			t.Fatal(err)
		}
		got, _ := json.Marshal(Classify(sm.Screen, sm.Facts).Prompt)
		if string(got) != c.want {
			t.Errorf("%s: got  %s\nwant %s", c.file, got, c.want)
		}
	}
}

func TestPromptKnownPrograms(t *testing.T) {
	menu := "\x1b[?25lChoose:\r\n  \x1b[7mfirst\x1b[0m\r\n  second\r\n"
	for _, prog := range []string{"bash", "vim", "less", "htop"} {
		f := keyMode
		f.Program = prog
		if p := Classify(drawn(t, menu), f).Prompt; p != nil {
			t.Errorf("%s: prompt %+v", prog, p)
		}
	}
	py := keyMode
	py.Program = "python3"
	if p := Classify(drawn(t, "Choose:\r\n  \x1b[7mfirst\x1b[0m\r\n  second\r\n>>> "), py).Prompt; p != nil {
		t.Errorf("python3 at its prompt under a list: prompt %+v", p)
	}
	if p := Classify(drawn(t, menu), py).Prompt; p == nil || p.Kind != Select {
		t.Errorf("python3 with the cursor hidden, a menu drawn: prompt %+v, want its menu", p)
	}
	// A REPL the table names asking from a numbered menu of its own
	// (R's menu() over "Selection:").
	r := keyMode
	r.Program = "R"
	if p := Classify(drawn(t, "Choose one\r\n\r\n1: The Default Scatterplot Function\r\n2: Generic X-Y Plotting\r\n\r\nSelection: "), r).Prompt; p == nil || p.Kind != Select || len(p.Options) != 2 {
		t.Errorf("R's numbered menu: prompt %+v, want a select of two", p)
	}
	// A prompt library's question where the cursor waits, a script node
	// runs unseen (npx): a question, not node's REPL.
	node := keyMode
	node.Program = "node"
	if r := Classify(drawn(t, "\x1b[36m?\x1b[0m \x1b[1mWhat is your app named?\x1b[0m \x1b[90m\u203a my-app\x1b[0m"), node); r.Mode != Question || r.Prompt == nil || r.Prompt.Kind != Text || r.Prompt.Default != "my-app" {
		t.Errorf("a library's question under node: %s %+v, want a text question defaulting to my-app", r.Mode, r.Prompt)
	}
	f := keyMode
	f.Waiting, f.Canonical, f.Echo = false, true, true
	if p := Classify(drawn(t, menu), f).Prompt; p != nil {
		t.Errorf("a program at work in cooked mode: prompt %+v", p)
	}
	// One seen at work that holds the terminal in raw mode without echo
	// reads its keys itself (it polls): its menu is read.
	f.Canonical, f.Echo = false, false
	if p := Classify(drawn(t, menu), f).Prompt; p == nil || p.Kind != Select {
		t.Errorf("a program that polls its terminal: prompt %+v, want its menu", p)
	}
}

// largestScreens are the largest screen filled with what the prompt
// readers look for, one row repeated: screens that once cost a reader
// a minute and a half (box corners).
func largestScreens() map[string]emulator.Snapshot {
	screens := map[string]emulator.Snapshot{}
	for name, row := range map[string]string{
		"corners":  strings.Repeat("┌┐", emulator.MaxCols/2),
		"edges":    "┌" + strings.Repeat("─", emulator.MaxCols-2) + "┐",
		"question": "? " + strings.Repeat("x", emulator.MaxCols-2),
		"entries":  "  > " + strings.Repeat("item ", emulator.MaxCols/5-1),
		"numbers":  strings.Repeat("1) a  ", emulator.MaxCols/6),
	} {
		lines := make([]string, emulator.MaxRows)
		for i := range lines {
			lines[i] = row
		}
		screens[name] = emulator.Snapshot{Cols: emulator.MaxCols, Rows: emulator.MaxRows, Lines: lines,
			Cursor: emulator.Cursor{Row: emulator.MaxRows - 1, Col: 5}}
	}
	return screens
}

// Reading a prompt ends on the largest screens filled with what the
// readers look for, a minute being a hang (one took a minute and a half
// before its cost was made proportional to the screen);
// BenchmarkClassifyLargest reports what each costs.
func TestPromptCostBounded(t *testing.T) {
	for name, s := range largestScreens() {
		done := make(chan Result, 1)
		go func() { done <- Classify(s, Facts{Program: "prog", Waiting: true}) }()
		select {
		case r := <-done:
			if r.Mode == "" {
				t.Errorf("%s: no mode", name)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: a %dx%d screen not classified in a minute", name, emulator.MaxCols, emulator.MaxRows)
		}
	}
}

// BenchmarkClassifyLargest: Classify on each of the largest screens.
//
//	go test ./modes -run '^$' -bench ClassifyLargest
func BenchmarkClassifyLargest(b *testing.B) {
	for name, s := range largestScreens() {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Classify(s, Facts{Program: "prog", Waiting: true})
			}
		})
	}
}

// TestPopupOverPanes reads a box drawn over two panes, the cursor hidden
// in it: its question and keys, not the panes' sides around them.
func TestPopupOverPanes(t *testing.T) {
	var out strings.Builder
	out.WriteString("\x1b[?1049h\x1b[?25l")
	for r := 1; r <= 22; r++ {
		row := "│ public             ││" + strings.Repeat(" ", 56) + "│"
		switch r {
		case 1:
			row = "┌ menu ──────────────┐┌ query " + strings.Repeat("─", 49) + "┐"
		case 22:
			row = "└────────────────────┘└" + strings.Repeat("─", 56) + "┘"
		}
		fmt.Fprintf(&out, "\x1b[%d;1H%s", r, row)
	}
	popup := []string{"┌ confirm " + strings.Repeat("─", 40) + "┐", "│" + strings.Repeat(" ", 49) + "│", "│  Delete every row of users, with no WHERE?      │", "│" + strings.Repeat(" ", 49) + "│", "│  [Y]es to confirm | [N]o to cancel              │", "└" + strings.Repeat("─", 49) + "┘"}
	for i, r := range popup {
		fmt.Fprintf(&out, "\x1b[%d;14H%s", 9+i, r)
	}
	out.WriteString("\x1b[13;50H")
	got := Classify(drawn(t, out.String()), keyMode)
	want := `{"kind":"confirm","question":"Delete every row of users, with no WHERE?","options":[{"label":"Yes to confirm","key":"y","selected":null},{"label":"No to cancel","key":"n","selected":null}]}`
	if got.Mode != Question || promptText(got.Prompt) != want {
		t.Errorf("got %s %s, want question %s", got.Mode, promptText(got.Prompt), want)
	}
}

// TestListCutByFrame reads a pane's list, one entry highlighted, with a
// help box drawn over it that cuts its entries: no list that asks.
func TestListCutByFrame(t *testing.T) {
	var out strings.Builder
	out.WriteString("\x1b[?1049h\x1b[?25l  1:Pod   2:Config\x1b[2;1H kind-dev default")
	pods := []string{"NAME", "api-server-7d9", "db-0", "redis-master", "worker-5c8", "web-6f4"}
	out.WriteString("\x1b[3;1H╭ Pod " + strings.Repeat("─", 46) + "╮")
	for i, p := range pods {
		fmt.Fprintf(&out, "\x1b[%d;1H│ %-50s│", 4+i, p)
		if i == 1 {
			fmt.Fprintf(&out, "\x1b[%d;3H\x1b[7m%-50s\x1b[0m", 4+i, p)
		}
	}
	out.WriteString("\x1b[10;1H╰" + strings.Repeat("─", 51) + "╯")
	help := []string{"╭ Help " + strings.Repeat("─", 40) + "╮", "│  <j>, <Down>  Next item" + strings.Repeat(" ", 22) + "│", "│  <k>, <Up>    Previous item" + strings.Repeat(" ", 18) + "│", "│  <q>, <Esc>   Close popup / Quit" + strings.Repeat(" ", 13) + "│", "╰" + strings.Repeat("─", 46) + "╯"}
	for i, r := range help {
		fmt.Fprintf(&out, "\x1b[%d;7H%s", 4+i, r)
	}
	out.WriteString("\x1b[24;1H Press ? to open help")
	got := Classify(drawn(t, out.String()), keyMode)
	if got.Mode != TUI || got.Prompt != nil {
		t.Errorf("got %s (%s) %s, want tui and no prompt", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestTypedIsNoDefault reads a field with text after its label: offered
// by the program (a default), or typed by the agent on the line it has
// not submitted, begun at the label (a value, no default).
func TestTypedIsNoDefault(t *testing.T) {
	s := drawn(t, "Enter receive code: ember-kettle")
	typing := lineMode
	typing.Typing, typing.TypedFrom = true, "Enter receive code:"
	elsewhere := typing
	elsewhere.TypedFrom = "Relay code:"
	for _, c := range []struct {
		name       string
		f          Facts
		def, value string
	}{
		{"nothing typed: the program's", lineMode, "ember-kettle", ""},
		{"typed after the label", typing, "", "ember-kettle"},
		{"a line begun at another label", elsewhere, "ember-kettle", ""},
	} {
		got := Classify(s, c.f)
		if got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Text {
			t.Errorf("%s: got %s %s, want a text question", c.name, got.Mode, promptText(got.Prompt))
			continue
		}
		if got.Prompt.Default != c.def || got.Prompt.Value != c.value {
			t.Errorf("%s: default %q, value %q; want %q, %q", c.name, got.Prompt.Default, got.Prompt.Value, c.def, c.value)
		}
	}
}

// TestTypedPastTheRow reads a line the agent typed after a question so
// long that the terminal carried what was typed onto the next row
// (netmaker's custom domain): the question as it was asked, the text
// over the two rows its value.
func TestTypedPastTheRow(t *testing.T) {
	label := "Enter the kiln's custom domain (make sure it points to 203.0.113.10 first):"
	s := drawn(t, "1) Auto generated\r\n2) Custom domain\r\n#? 2\r\n"+label+" kiln.example.org")
	if len(s.Wrapped) == 0 {
		t.Fatalf("the typed text did not wrap: %q", s.Lines)
	}
	typing := lineMode
	typing.Typing, typing.TypedFrom = true, label
	got := Classify(s, typing)
	if got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Text || got.Prompt.Question != label || got.Prompt.Value != "kiln.example.org" {
		t.Errorf("got %s (%s) %s value %q, want a text question %q, value kiln.example.org", got.Mode, got.Detail, promptText(got.Prompt), valueOf(got.Prompt), label)
	}
}

// TestTypedIntoARawField reads a field of a form a program draws
// itself, reading keys raw with echo off: the text the agent typed after
// its label since it began typing there is the field's value, and the
// field is asked as it was before the keys.
func TestTypedIntoARawField(t *testing.T) {
	form := func(name string) string {
		return "New account\r\ntab: next field\r\n\r\n\x1b[36m›\x1b[m \x1b[1mName:\x1b[m " + name +
			"\r\n  Email:\r\n  Role: \x1b[2mdeveloper\x1b[m\x1b[4;" + fmt.Sprint(9+len(name)) + "H"
	}
	typing := keyMode
	typing.Typing, typing.TypedFrom = true, "› Name:"
	for _, c := range []struct {
		name  string
		out   string
		f     Facts
		value string
	}{
		{"empty", form(""), keyMode, ""},
		{"typed after the label", form("Anna Berg"), typing, "Anna Berg"},
	} {
		got := Classify(drawn(t, c.out), c.f)
		if got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Text || got.Prompt.Question != "Name:" || got.Prompt.Value != c.value {
			t.Errorf("%s: got %s %s (value %q); want a text question Name: of value %q", c.name, got.Mode, promptText(got.Prompt), valueOf(got.Prompt), c.value)
		}
	}
	// A key typed right after a question's keys.
	keyed := lineMode
	keyed.Typing, keyed.TypedFrom = true, "Continue restore? (y/n)"
	if got := Classify(drawn(t, "Continue restore? (y/n)y"), keyed); got.Prompt == nil || got.Prompt.Kind != Confirm || got.Prompt.Question != "Continue restore?" || got.Prompt.Value != "y" {
		t.Errorf("a key typed after (y/n): got %s %s, want the confirm with y typed", got.Mode, promptText(got.Prompt))
	}
	// A line typed at a REPL's prompt the program draws itself.
	console := Facts{Program: "kvtool", Waiting: true, Typing: true, TypedFrom: "kv>"}
	if got := Classify(drawn(t, "kvtool 1.0\r\nkv> set a 1"), console); got.Mode != REPL || got.Prompt != nil {
		t.Errorf("a line typed at kv>: got %s %s, want a REPL", got.Mode, promptText(got.Prompt))
	}
}

func valueOf(p *Prompt) string {
	if p == nil {
		return ""
	}
	return p.Value
}

// turboVerify is Turbo C's editor window with its "Verify" box over it,
// the cursor after the question's keys.
var turboVerify = func() string {
	out := "\x1b[?1049h  File    Edit    Run\r\n╔" + strings.Repeat("═", 78) + "╗"
	text := []string{"     Line 4     Col 17   Insert Indent * C:NOTES.C", "#include <stdio.h>", "", "int main(void)", "{", "    char line[128];", "    int count = 0;", "    FILE *f = fopen(\"notes.txt\", \"r\");", "", "    if (f == NULL) {", "        return 1;", "    }"}
	for i, t := range text {
		out += fmt.Sprintf("\x1b[%d;1H║%s\x1b[%d;80H║", i+3, t, i+3)
	}
	out += "\x1b[15;1H╚" + strings.Repeat("═", 78) + "╝\x1b[24;1H F1-Help  F5-Zoom  F10-Menu"
	out += "\x1b[9;20H╔═══════════════ Verify ═══════════════╗\x1b[10;20H║   NOTES.C not saved.  Save? (Y/N)    ║\x1b[11;20H║                                      ║\x1b[12;20H╚══════════════════════════════════════╝\x1b[10;55H"
	return out
}()

// TestBoxOverPanes reads a box a full-screen program draws over its
// panes, its frame cutting theirs (their lines run into its sides): a
// titled menu with one entry on a bar, a question with keyed buttons and
// a field titled in its frame ask, read in the box alone; a help box of
// keys over the panes, a title in colour over them, asks nothing.
func TestBoxOverPanes(t *testing.T) {
	panes := "\x1b[?1049h\x1b[H┌Recipes" + strings.Repeat("─", 17) + "┐┌Request" + strings.Repeat("─", 45) + "┐"
	for r := 2; r <= 21; r++ {
		edge := "│" + strings.Repeat(" ", 52) + "│"
		switch r {
		case 11:
			edge = "└" + strings.Repeat("─", 52) + "┘"
		case 12:
			edge = "┌" + strings.Repeat("─", 52) + "┐"
		}
		panes += fmt.Sprintf("\x1b[%d;1H│%s│%s", r, strings.Repeat(" ", 24), edge)
	}
	panes += "\x1b[22;1H└" + strings.Repeat("─", 24) + "┘└" + strings.Repeat("─", 52) + "┘\x1b[24;1H ? Help   x Actions   q Quit"
	over := func(top int, rows ...string) string {
		out := ""
		for i, r := range rows {
			out += fmt.Sprintf("\x1b[%d;28H%s", top+i, r)
		}
		return out
	}
	side := func(s string) string {
		return "│" + s + strings.Repeat(" ", 24-uniseg.StringWidth(sgr.ReplaceAllString(s, ""))) + "│"
	}
	bottom := "└" + strings.Repeat("─", 24) + "┘"
	menu := panes + over(8, "┌Actions"+strings.Repeat("─", 17)+"┐", side("\x1b[44;37m Edit Collection        \x1b[m"), side(" Copy URL"), side(" Copy as cURL"), side(" View Body"), bottom) + "\x1b[?25l"
	quit := panes + over(9, "┌"+strings.Repeat("─", 24)+"┐", side(" Stop all and quit?"), side(""), side("  <y> Yes     <n> No"), bottom) + "\x1b[?25l"
	reboot := panes + over(9, "┌"+strings.Repeat("─", 24)+"┐", side(" Halt this server?"), side(""), side(" <F8> Halt  <Esc> Cancel"), bottom) + "\x1b[?25l"
	field := panes + over(10, "┌Username"+strings.Repeat("─", 16)+"┐", side(""), bottom) + "\x1b[11;29H"
	help := panes + over(6, "┌Help"+strings.Repeat("─", 20)+"┐", side("\x1b[1;33m General\x1b[m"), side(" <j> Next item"), side(" <k> Previous item"), side(" <q> Close"), bottom) + "\x1b[?25l"
	keysHelp := panes + over(6, "┌Help"+strings.Repeat("─", 20)+"┐", side("\x1b[44;37m NORMAL mode            \x1b[m"), side(" j     move down"), side(" k     move up"), side(" q     quit"), bottom) + "\x1b[?25l"
	for _, c := range []struct {
		name string
		out  string
		kind Kind
		q    string
	}{
		{"a titled menu", menu, Select, "Actions"},
		{"keyed buttons under a question", quit, Confirm, "Stop all and quit?"},
		{"keys' names in angle brackets before an action and a cancel", reboot, Confirm, "Halt this server?"},
		{"a field titled in its frame", field, Text, "Username"},
		{"a help box of keys", help, "", ""},
		{"a help box of keys and what they do in columns, a heading on a bar", keysHelp, "", ""},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		if c.kind == "" {
			if got.Prompt != nil || got.Mode != TUI {
				t.Errorf("%s: got %s %s, want tui and no prompt", c.name, got.Mode, promptText(got.Prompt))
			}
			continue
		}
		if got.Prompt == nil || got.Prompt.Kind != c.kind || got.Prompt.Question != c.q {
			t.Errorf("%s: got %s %s, want a %s asking %q", c.name, got.Mode, promptText(got.Prompt), c.kind, c.q)
		}
	}
	if got := Classify(drawn(t, menu), keyMode); got.Prompt != nil && (len(got.Prompt.Options) != 4 || got.Prompt.Options[0].Selected == nil || !*got.Prompt.Options[0].Selected) {
		t.Errorf("the menu's entries: %s, want four, Edit Collection highlighted", promptText(got.Prompt))
	}
}

// TestInstallerWindows reads installers' screens painted on a backdrop:
// an entry drawn in the backdrop's colour inside a window of another is
// set apart (FreeDOS's), a window's own rows on the backdrop are not;
// a list in a box under a sentence telling what to choose asks it
// (ReactOS's setup, Smoothwall's list box in its window).
func TestInstallerWindows(t *testing.T) {
	blue, grey := "\x1b[44;37m", "\x1b[47;30m"
	screen := func(rows ...string) string {
		out := "\x1b[?1049h\x1b[?25l" + blue + "\x1b[2J"
		for i, r := range rows {
			out += fmt.Sprintf("\x1b[%d;1H%s", i+1, r)
		}
		return out + "\x1b[m"
	}
	win := func(w int, inner string) string { // a grey window's row on the blue backdrop
		pad := w - uniseg.StringWidth(sgr.ReplaceAllString(inner, ""))
		return blue + "  " + grey + "║" + inner + grey + strings.Repeat(" ", max(pad, 0)) + "║" + blue + "    "
	}
	edge := func(w int, l, r string) string { return blue + "  " + grey + l + strings.Repeat("═", w) + r + blue }
	freedos := screen(blue+"  FreeDOS 1.3 Installer", "", edge(60, "╔", "╗"), win(60, "  Do you want to proceed?"), win(60, ""),
		win(60, "     "+blue+"Yes - Continue with the installation"+grey), win(60, "     No - Return to DOS"), edge(60, "╚", "╝"))
	reactos := screen(blue+"  Setup", "", blue+"    Please choose the language used for the installation process.", "", blue+"    This language will be the default.", "",
		blue+"    ┌"+strings.Repeat("─", 30)+"┐", blue+"    │ Catalan"+strings.Repeat(" ", 22)+"│", blue+"    │ "+grey+"English"+strings.Repeat(" ", 22)+blue+"│", blue+"    │ German"+strings.Repeat(" ", 23)+"│", blue+"    └"+strings.Repeat("─", 30)+"┘",
		"", "", "", "", "", "", "", "", "", "", "", "", blue+"   ENTER = Continue   F3 = Quit")
	for _, c := range []struct {
		name, out string
		kind      Kind
		q, sel    string
	}{
		{"an entry in the backdrop's colour in a window", freedos, Confirm, "Do you want to proceed?", "Yes - Continue with the installation"},
		{"a list in a box under a sentence telling what to choose", reactos, Select, "Please choose the language used for the installation process.", "English"},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		p := got.Prompt
		if p == nil || p.Kind != c.kind || p.Question != c.q || p.SelectedIndex() < 0 || p.Options[p.SelectedIndex()].Label != c.sel {
			t.Errorf("%s: got %s %s, want a %s asking %q, %q highlighted", c.name, got.Mode, promptText(p), c.kind, c.q, c.sel)
		}
	}
	for _, h := range Highlights(drawn(t, freedos)) {
		if strings.Contains(h.Text, "FreeDOS") || strings.Contains(h.Text, "proceed") {
			t.Errorf("a window's own row read as a highlight: %q", h.Text)
		}
	}
}

// TestButtonsOfAForm reads a box whose buttons sit under fields or a
// message: the field the cursor waits in is what is asked (its marks
// typed or not); a yes beside another action than its no is no confirm.
func TestButtonsOfAForm(t *testing.T) {
	box := func(cursor string, rows ...string) string {
		var out strings.Builder
		out.WriteString("\x1b[?1049h\x1b[3;5H┌" + strings.Repeat("─", 40) + "┐")
		for i, r := range rows {
			fmt.Fprintf(&out, "\x1b[%d;5H│%s\x1b[%d;46H│", 4+i, r, 4+i)
		}
		fmt.Fprintf(&out, "\x1b[%d;5H└%s┘%s", 4+len(rows), strings.Repeat("─", 40), cursor)
		return out.String()
	}
	buttons := func(a, b string) string {
		return "         \x1b[41m" + a + "\x1b[0m          \x1b[44m" + b + "\x1b[0m"
	}
	for _, c := range []struct{ name, screen, want string }{
		{"the cursor after a secret's label, OK and Cancel under the form",
			box("\x1b[6;21H", "  Enter the 'root' user password.", "", "     Password:", "        Again:", "", buttons("OK", "Cancel")),
			`{"kind":"password","question":"Password:"}`},
		{"the same with marks typed in",
			box("\x1b[6;30H", "  Enter the 'root' user password.", "", "     Password: ********", "        Again:", "", buttons("OK", "Cancel")),
			`{"kind":"password","question":"Password:"}`},
		{"an Ok beside another action under a message",
			box("\x1b[9;15H", "  This tool installs or upgrades the system.", "", "  To load a device driver press <F9>.", "", "", buttons("Ok", "Reboot")),
			`{"kind":"choice","question":"To load a device driver press \u003cF9\u003e.","options":[{"label":"Ok","selected":true},{"label":"Reboot","selected":false}]}`},
	} {
		got := Classify(drawn(t, c.screen), keyMode)
		if promptText(got.Prompt) != c.want {
			t.Errorf("%s: got %s %s, want %s", c.name, got.Mode, promptText(got.Prompt), c.want)
		}
	}
	// The question over the buttons, on the rows it takes in the box.
	for _, c := range []struct{ name, screen, want string }{
		{"a question on two rows, the second going on from the first",
			box("\x1b[?25l", "", "     Do you want to quit the", "           application?", "", buttons("Quit", "Cancel")), "Do you want to quit the application?"},
		{"a title over the question, no sentence going on",
			box("\x1b[?25l", "", "     Confirm", "     Drop the table?", "", buttons("Quit", "Cancel")), "Drop the table?"},
	} {
		got := Classify(drawn(t, c.screen), keyMode)
		if got.Prompt == nil || got.Prompt.Question != c.want {
			t.Errorf("%s: got %s %s, want the question %q", c.name, got.Mode, promptText(got.Prompt), c.want)
		}
	}
}

// TestTypedKeyAfterKeys reads a letter after a confirm's keys that mark
// no default: the program's default where it wrote it ("(Y/N)? Y" in a
// BIOS setup's box over its menu), none where the agent typed it.
func TestTypedKeyAfterKeys(t *testing.T) {
	line := drawn(t, "Remove the old chain data of relay? (y/n) y")
	typing := lineMode
	typing.Typing, typing.TypedFrom = true, "Remove the old chain data of relay? (y/n)"
	marked := drawn(t, "Is this an agent setup?\r\n [Y/n]: y")
	typedMarked := lineMode
	typedMarked.Typing, typedMarked.TypedFrom = true, " [Y/n]:"
	var menu strings.Builder
	menu.WriteString("\x1b[?1049h\x1b[1;22HPhoenix - AwardBIOS CMOS Setup Utility")
	for r, entry := range []string{"Standard CMOS Features", "Advanced BIOS Features", "Integrated Peripherals", "Power Management Setup"} {
		fmt.Fprintf(&menu, "\x1b[%d;4H► %s", 3+2*r, entry)
	}
	menu.WriteString("\x1b[6;20H┌──────────────────────────────────┐\x1b[7;20H│  SAVE to CMOS and EXIT (Y/N)? Y  │\x1b[8;20H└──────────────────────────────────┘\x1b[7;53H")
	for _, c := range []struct {
		name string
		s    emulator.Snapshot
		f    Facts
		def  string
	}{
		{"written by the program", line, lineMode, "yes"},
		{"typed by the agent", line, typing, ""},
		{"typed by the agent after keys that mark the same default", marked, typedMarked, "yes"},
		{"in a box over a menu, the cursor after it", drawn(t, menu.String()), keyMode, "yes"},
	} {
		got := Classify(c.s, c.f)
		if got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Confirm || got.Prompt.Default != c.def {
			t.Errorf("%s: got %s %s, want a confirm with the default %q", c.name, got.Mode, promptText(got.Prompt), c.def)
		}
	}
}

// TestTypedNumberAtAList reads a number the agent typed at the prompt
// under a numbered list as that list's answer, not as a field's value:
// the list as it was asked, the number its value.
func TestTypedNumberAtAList(t *testing.T) {
	s := drawn(t, "Pick a factor:\r\n[ 0 ] Okta Verify App\r\n[ 1 ] token:software:totp\r\nSelection: 1")
	typing := lineMode
	typing.Typing, typing.TypedFrom = true, "Selection:"
	got := Classify(s, typing)
	if got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Select || len(got.Prompt.Options) != 2 || got.Prompt.Value != "1" {
		t.Errorf("got %s %s (value %q), want the select of two options, its value 1", got.Mode, promptText(got.Prompt), valueOf(got.Prompt))
	}
}

// TestDotLeader takes the dots leading from a label to its field off
// the question, and leaves an ellipsis the question ends in.
func TestDotLeader(t *testing.T) {
	for q, want := range map[string]string{
		"New directory name. . . [":     "New directory name",
		"New directory name. . .":       "New directory name",
		"Target path....[":              "Target path",
		"Press Enter to continue...":    "Press Enter to continue...",
		"Copying files. Please wait...": "Copying files. Please wait...",
	} {
		if got := dotLeader.ReplaceAllString(q, ""); got != want {
			t.Errorf("%q: got %q, want %q", q, got, want)
		}
	}
}

// TestKeysToldInSentences reads answers a full-screen step tells in
// sentences naming their keys, and a value it offers under the sentence
// asking for it; a key told once, or one told twice, asks nothing.
func TestKeysToldInSentences(t *testing.T) {
	screen := func(cursor string, rows ...string) string {
		out := "\x1b[?1049h\x1b[2J"
		for i, r := range rows {
			out += fmt.Sprintf("\x1b[%d;1H%s", i+1, r)
		}
		return out + cursor
	}
	hidden := "\x1b[?25l"
	welcome := screen(hidden, " Ledger Setup", "", "   This part of Setup copies Ledger to your computer.", "",
		"     • To set up Ledger now, press ENTER.", "", "     • To repair Ledger, press R.", "", "     • To quit Setup, press F3.",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", " ENTER=Continue  R=Repair  F3=Exit")
	quit := screen(hidden, " Ledger Setup", "", "   Some text behind.", "", "     ┌───────────────────────────────────┐",
		"     │ Ledger is not set up yet.         │", "     │                                   │", "     │  To continue Setup, press ENTER.  │",
		"     │  Press F3 to quit Setup.          │", "     └───────────────────────────────────┘")
	methods := screen(hidden, " Ledger Setup", "", "   Two ways to set it up:", "", "   Quick", "     It decides for you.", "",
		"     To use Quick Setup, press ENTER.", "", "   Custom", "     You decide.", "", "     To use Custom Setup, press C.")
	once := screen(hidden, " Ledger Setup", "", "   Copying files.", "", "     To quit Setup, press F3.")
	twice := screen(hidden, " Help", "", "   To scroll, press F3.", "   To leave, press F3.")
	sentence := screen("\x1b[6;18H", " Ledger Setup", "", "   Setup will put Ledger in this directory,", "   which it makes if need be:", "",
		"        C:\\LEDGER", "", "   • If that is where you want it, press ENTER.", "   • Else type another path.")
	for _, c := range []struct {
		name, out string
		kind      Kind
		q         string
		keys      []string
	}{
		{"three keys told in bullets", welcome, Choice, "This part of Setup copies Ledger to your computer.", []string{"<enter>", "R", "<f3>"}},
		{"a box's two sentences, one going on, one quitting", quit, Confirm, "Ledger is not set up yet.", []string{"<enter>", "<f3>"}},
		{"two ways, each under its text", methods, Choice, "Quick It decides for you.", []string{"<enter>", "C"}},
		{"a value set off under the sentence asking for it", sentence, Text, "Setup will put Ledger in this directory, which it makes if need be:", nil},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		p := got.Prompt
		var keys []string
		if p != nil {
			for _, o := range p.Options {
				keys = append(keys, o.Key)
			}
		}
		if p == nil || p.Kind != c.kind || p.Question != c.q || !slices.Equal(keys, c.keys) {
			t.Errorf("%s: got %s %s, want a %s asking %q of %v", c.name, got.Mode, promptText(p), c.kind, c.q, c.keys)
		}
	}
	if p := Classify(drawn(t, sentence), keyMode).Prompt; p == nil || p.Default != `C:\LEDGER` {
		t.Errorf("the value set off: got %s, want its default C:\\LEDGER", promptText(p))
	}
	for name, out := range map[string]string{"one key told": once, "one key told twice": twice} {
		if p := keySentences(&grid{Snapshot: drawn(t, out)}); p != nil {
			t.Errorf("%s: read as %s", name, promptText(p))
		}
	}
}

// TestDialogsOverAWindow reads the dialogs a Turbo Vision program opens
// over its window, each cutting the window's edge and its words: a
// message over one OK button with its shadow, check boxes and radio
// buttons over OK and Cancel with the cursor in the one focused; and a
// dialog drawn with a title bar for its top (Textual's) holding a field
// whose label ends in a colon, the cursor after its value, over its
// buttons; and an input line under its label in a dialog whose buttons
// cast their shadow ("Open   ▄"). Neither a check box's row nor a radio
// button's is a field.
func TestDialogsOverAWindow(t *testing.T) {
	const blue, grey, green, off = "\x1b[37;44m", "\x1b[30;47m", "\x1b[30;42m", "\x1b[m"
	put := func(row, col int, text string) string { return fmt.Sprintf("\x1b[%d;%dH%s", row+1, col+1, text) }
	pad := func(text string, n int) string { return text + strings.Repeat(" ", n-len([]rune(text))) }
	window := "\x1b[?1049h\x1b[2J" + put(0, 0, "  ≡   Test  Actions  Settings  Log  Help") + blue +
		put(2, 3, "╔═[■]"+strings.Repeat("═", 19)+" Scanner "+strings.Repeat("═", 26)+"╗")
	for r := 3; r < 13; r++ {
		window += put(r, 3, "║"+strings.Repeat(" ", 54)+"║")
	}
	window += put(3, 5, "Anti-virus for DOS, version 4.33") + put(7, 5, "Memory test: OK") +
		put(8, 5, "Press F3 to test drives, F10 for the menu.") + put(13, 3, "╚"+strings.Repeat("═", 54)+"╝") + off
	dialog := func(title string, rows ...string) string {
		out := grey + put(6, 18, "╔═[■]═══ "+title+" "+strings.Repeat("═", 29-len(title))+"╗")
		for i := 0; i < 9; i++ {
			text := ""
			if i < len(rows) {
				text = rows[i]
			}
			out += put(7+i, 18, "║"+pad(text, 38)+"║")
		}
		return out + put(16, 18, "╚"+strings.Repeat("═", 38)+"╝")
	}
	buttons := func(labels ...string) string {
		out := ""
		for i, l := range labels {
			out += green + put(13, 24+i*14, pad(" "+l, 8)) + grey + "▄" + put(14, 25+i*14, "▀▀▀▀▀▀▀▀")
		}
		return out + off
	}
	message := window + dialog("Information", "", "  Testing finished. No viruses found.") + buttons("OK") + "\x1b[?25l"
	checks := window + dialog("Select drives", "", "  Drives to test:", "   [X] C:", "   [ ] D:", "   [ ] A:") + buttons("OK", "Cancel") + put(9, 23, "")
	radios := window + dialog("Settings", "", "  Infected files", "   (•) Report", "   ( ) Cure", "   ( ) Delete") + buttons("OK", "Cancel") + put(9, 23, "")
	form := "\x1b[?1049h\x1b[2J\x1b[?25l" + put(4, 10, "┌"+strings.Repeat("─", 20)+" Insert a Record "+strings.Repeat("─", 20)+"┐")
	for r := 5; r < 17; r++ {
		form += put(r, 10, "│"+strings.Repeat(" ", 57)+"│")
	}
	form += put(6, 13, "Company:") + put(7, 13, "Contact:") + put(17, 10, "└"+strings.Repeat("─", 57)+"┘") +
		put(9, 22, "╔═════════════ Error ══════════════╗") + put(10, 22, "║"+pad("", 34)+"║") + put(11, 22, "║"+pad("  Company is a required field.", 34)+"║") +
		put(12, 22, "║"+pad("", 34)+"║") + put(13, 22, "║"+pad("             [ OK ]", 34)+"║") + put(14, 22, "╚"+strings.Repeat("═", 34)+"╝")
	input := window + dialog("Open a file", "", "  Name                      Open   ▄", "   *.*", "                           Cancel ▄") + off + put(9, 25, "")
	textual := "\x1b[?1049h\x1b[2J" + put(0, 0, " Untitled - Paint") + put(1, 0, "  File  Edit  View  Image  Colors  Help") +
		put(3, 17, blue+pad(" Attributes", 46)+"×"+off) + put(4, 17, "│"+pad("", 44)+"│") +
		put(5, 17, "│"+pad("  Size on disk:      Not available", 44)+"│") + put(6, 17, "│"+pad("", 44)+"│") +
		put(7, 17, "│"+pad("  Width:  80         Height:  38", 44)+"│") + put(8, 17, "│"+pad("", 44)+"│") +
		put(9, 17, "│"+pad("        OK         Cancel      Default", 44)+"│") + put(10, 17, "└"+strings.Repeat("─", 44)+"┘") +
		put(20, 0, " For Help, click Help Topics on the Help Menu.") + put(7, 30, "")
	// guiError: Terminal.Gui's message box, its button in brackets in
	// brackets; dropped: a list dropped under a form's field in a box
	// over the window's panes, its current entry on a background of its
	// own.
	guiError := strings.Replace(form, "             [ OK ]", "            [< Ok >]", 1)
	const entry, current = "\x1b[37;46m", "\x1b[30;43m"
	dropped := window + put(10, 5, "Memory test: OK") + dialog("Add feed", "", "  Title:", "", "  Category:") + current + put(10, 31, pad("News", 10)) +
		current + put(11, 31, pad("News", 10)) + entry + put(12, 31, pad("Tech", 10)) + put(13, 31, pad("Blogs", 10)) + put(14, 31, pad("Other", 10)) + off + "\x1b[?25l"
	// droppedTwo: the same list of two entries, the one the field holds
	// on the field's background.
	droppedTwo := window + dialog("Network", "", "  Interface:", "", "  Mode:") + current + put(10, 31, pad("DHCP", 10)) +
		current + put(11, 31, pad("DHCP", 10)) + entry + put(12, 31, pad("Static", 10)) + off + "\x1b[?25l"
	for _, c := range []struct {
		name, out string
		kind      Kind
		q         string
		opts      []string // the options, the highlighted one first
		def       string
	}{
		{"a message over one button", message, Choice, "Testing finished. No viruses found.", []string{"OK"}, ""},
		{"a message box, its button in brackets in brackets", guiError, Choice, "Company is a required field.", []string{"Ok"}, ""},
		{"a list dropped under a field in a box over the window", dropped, Select, "Category:", []string{"News", "Tech", "Blogs", "Other"}, ""},
		{"a list of two entries dropped under a field, on the one holding its value", droppedTwo, Select, "Mode:", []string{"DHCP", "Static"}, ""},
		{"check boxes", checks, Multiselect, "Drives to test:", []string{"C:", "D:", "A:"}, ""},
		{"radio buttons", radios, Select, "Infected files", []string{"Report", "Cure", "Delete"}, ""},
		{"a field in a dialog with a title bar", textual, Text, "Width:", nil, "80"},
		{"an input line under its label", input, Text, "Name", nil, "*.*"},
		{"a message box inside a form's box, its button in brackets", form, Choice, "Company is a required field.", []string{"OK"}, ""},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		p := got.Prompt
		if got.Mode != Question || p == nil || p.Kind != c.kind || p.Question != c.q || p.Default != c.def || len(p.Options) != len(c.opts) {
			t.Errorf("%s: got %s %s, want a %s asking %q", c.name, got.Mode, promptText(p), c.kind, c.q)
			continue
		}
		for i, o := range p.Options {
			if o.Label != c.opts[i] || (o.Selected != nil && *o.Selected) != (i == 0) {
				t.Errorf("%s: option %d is %q (selected %v), want %q", c.name, i, o.Label, o.Selected != nil && *o.Selected, c.opts[i])
			}
		}
	}
	if p := droppedList(&grid{Snapshot: drawn(t, dropped)}); p == nil || p.Question != "Category:" {
		t.Errorf("the dropped list: droppedList read %s, want a select asking \"Category:\" (the label inside the box, the window's text left of it none of it)", promptText(p))
	}
	for _, row := range []string{"( ) Cure", "[X] C:", "(•) Report"} {
		if !markedEntry.MatchString("   " + row) {
			t.Errorf("%q is not read as a check box's or a radio button's row", row)
		}
	}
	for in, want := range map[string]string{"New                       Ctrl+N": "New", "Cure...            F5": "Cure...",
		"Save As...          Ctrl+Shift+S": "Save As...", "Connect            c": "Connect", "Set As Wallpaper (Tiled)": "Set As Wallpaper (Tiled)", "Page  2": "Page  2"} {
		if got := withoutShortcut(in); got != want {
			t.Errorf("withoutShortcut(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestGameMenus reads what a game asks on its own screen: a title menu
// of entries centred one under another, one set apart by a pointer or a
// highlight, over a row naming the keys that move and pick; options side
// by side under a question, one highlighted, over a row naming the keys
// that move sideways and pick; and a box over the board telling which
// key does what, the keys in backticks. Entries not centred on one column,
// or none set apart, are no menu.
func TestGameMenus(t *testing.T) {
	const lit, off = "\x1b[30;47m", "\x1b[m"
	put := func(row, col int, text string) string { return fmt.Sprintf("\x1b[%d;%dH%s", row+1, col+1, text) }
	centred := func(col int, texts ...string) string {
		out := "\x1b[?1049h\x1b[2J\x1b[?25l" + put(3, 22, "A chess game made in Rust")
		for i, t := range texts {
			w := len([]rune(strings.ReplaceAll(strings.ReplaceAll(t, lit, ""), off, "")))
			c := col - w/2
			if col < 0 {
				c = 30
			}
			out += put(6+2*i, c, t)
		}
		return out + put(23, 2, "Press ↑/↓ to move, Enter to select, q to quit")
	}
	board := "\x1b[?1049h\x1b[2J\x1b[?25l" + put(2, 3, "8    ♜     ♞     ♝     ♛     ♚") + put(4, 3, "7          ♟           ♟     ♟") +
		put(7, 18, "╭ Pawn promotion ─────────────────────────╮")
	for r := 8; r < 14; r++ {
		board += put(r, 18, "│"+strings.Repeat(" ", 41)+"│")
	}
	promotion := board + put(9, 22, "Choose a piece for your pawn:") + put(11, 21, lit+"♛ Queen"+off+"   ♜ Rook    ♝ Bishop  ♞ Knight") +
		put(13, 22, "←/→ to choose, Enter to confirm") + put(14, 18, "╰"+strings.Repeat("─", 41)+"╯") + put(23, 2, "? help   ←↑→↓ move   q quit")
	over := board + put(8, 31, "White Won !!!") + put(10, 21, "Press `R` to start a new game") + put(11, 21, "Press `B` to go back to the home menu") +
		put(14, 18, "╰"+strings.Repeat("─", 41)+"╯")
	for _, c := range []struct {
		name, out string
		kind      Kind
		q         string
		opts      []string // the options, the selected one starred
	}{
		{"a centred menu, a pointer on its current entry", centred(40, "Normal game", "Multiplayer", "> Play against a bot", "Help"), Select, "", []string{"Normal game", "Multiplayer", "*Play against a bot", "Help"}},
		{"a centred menu, its current entry highlighted", centred(40, lit+"Normal game"+off, "Multiplayer", "Play against a bot", "Help"), Select, "", []string{"*Normal game", "Multiplayer", "Play against a bot", "Help"}},
		{"options side by side under a question", promotion, Select, "Choose a piece for your pawn:", []string{"*Queen", "Rook", "Bishop", "Knight"}},
		{"keys told in backticks in a box over the board", over, Choice, "White Won !!!", []string{"start a new game", "go back to the home menu"}},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		p := got.Prompt
		if got.Mode != Question || p == nil || p.Kind != c.kind || p.Question != c.q || len(p.Options) != len(c.opts) {
			t.Errorf("%s: got %s %s, want a %s asking %q", c.name, got.Mode, promptText(p), c.kind, c.q)
			continue
		}
		for i, o := range p.Options {
			want, on := strings.CutPrefix(c.opts[i], "*")
			if o.Label != want || (o.Selected != nil && *o.Selected) != on {
				t.Errorf("%s: option %d is %q (selected %v), want %q", c.name, i, o.Label, o.Selected != nil && *o.Selected, c.opts[i])
			}
		}
	}
	for name, out := range map[string]string{
		"entries at one column's start, none set apart": centred(-1, "Normal game", "Multiplayer", "Play against a bot", "Help"),
		"centred entries, none set apart":               centred(40, "Normal game", "Multiplayer", "Play against a bot", "Help"),
	} {
		if got := Classify(drawn(t, out), keyMode); got.Mode != TUI {
			t.Errorf("%s: got %s %s, want tui", name, got.Mode, promptText(got.Prompt))
		}
	}
}

// TestMenusOfOlderConsoles reads a menu dropped from a menu bar under a
// hint telling how to move and pick, or hanging from a bar of titles
// (not a box under a title alone), a numbered menu over the words naming
// an arrow where the answer goes, and a menu of codes over the line
// asking for one.
func TestMenusOfOlderConsoles(t *testing.T) {
	at := func(cursor string, rows ...string) string {
		out := "\x1b[?1049h\x1b[2J"
		for i, r := range rows {
			out += fmt.Sprintf("\x1b[%d;1H%s", i+1, r)
		}
		return out + cursor
	}
	rev, off := "\x1b[7m", "\x1b[m"
	droppedFrom := func(bar, hint string) string {
		return at("\x1b[?25l", bar, " ┌──────────────────┐", " │"+rev+" Database file    "+off+"│",
			" │ Query            │", " ├──────────────────┤", " │ Quit             │", " └──────────────────┘",
			"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", hint)
	}
	dropped := func(hint string) string { return droppedFrom(" "+rev+" Set Up "+off+"  Create  Update  Tools", hint) }
	menu := at("\x1b[8;6H", " MAIN                    Main Menu", " Select one of the following:", "", "      1. User tasks", "      2. Office tasks",
		"     90. Sign off", "Selection or command", "===> ")
	coded := "\x1b[2J\x1b[H" + "Good morning\r\n\r\n   PT     Patient Inquiry\r\n   AD     Admit a Patient\r\n   RS     Registration Menu ...\r\n\r\nSelect ADT Manager Menu Option: "
	for _, c := range []struct {
		name, out string
		kind      Kind
		q         string
		n         int
	}{
		{"a menu dropped under its title, a hint under it", dropped("Move selection bar - ↑↓. Select - Enter. Exit - Esc."), Select, "Set Up", 3},
		{"a numbered menu over an arrow under its words", menu, Select, "Select one of the following:", 3},
		{"a menu of codes", coded, Choice, "Select ADT Manager Menu Option:", 3},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		if p := got.Prompt; p == nil || p.Kind != c.kind || p.Question != c.q || len(p.Options) != c.n {
			t.Errorf("%s: got %s %s, want a %s asking %q of %d", c.name, got.Mode, promptText(p), c.kind, c.q, c.n)
		}
	}
	// With no hint, a box hanging from a bar of titles, its own set apart
	// at its corner, is the bar's menu (Turbo Vision's, Textual Paint's);
	// under a title alone, or one set apart away from its corner, it is
	// the program's own pane.
	if got := Classify(drawn(t, dropped(" F1 Help  F10 Menu  Alt-X Exit")), keyMode); got.Prompt == nil || got.Prompt.Kind != Select || got.Prompt.Question != "Set Up" || len(got.Prompt.Options) != 3 {
		t.Errorf("a menu bar's menu with no hint: got %s %s, want a select of its 3 entries", got.Mode, promptText(got.Prompt))
	}
	// The bar set apart across the whole row, the open title from the
	// bar by a background of its own.
	cyan, black := "\x1b[30;46m", "\x1b[37;40m"
	wholeBar := droppedFrom(cyan+" "+black+" Set Up "+cyan+"  Create  Update  Tools"+strings.Repeat(" ", 49)+off, " F1 Help  F10 Menu  Alt-X Exit")
	if got := Classify(drawn(t, wholeBar), keyMode); got.Prompt == nil || got.Prompt.Kind != Select || got.Prompt.Question != "Set Up" || len(got.Prompt.Options) != 3 {
		t.Errorf("a menu under a bar set apart whole: got %s %s, want a select of its 3 entries", got.Mode, promptText(got.Prompt))
	}
	for name, bar := range map[string]string{
		"a title alone":          " " + rev + " Set Up " + off,
		"a title off its corner": "  Create  Update  Tools  " + rev + " Set Up " + off,
	} {
		if got := Classify(drawn(t, droppedFrom(bar, " F1 Help  F10 Menu  Alt-X Exit")), keyMode); got.Mode != TUI {
			t.Errorf("a box under %s: got %s %s, want tui", name, got.Mode, promptText(got.Prompt))
		}
	}
}

// TestPanesOwnWords reads a full-screen program's panes as its own: an
// empty light box titled Command while a pane drawn double has the
// focus, a list under a pane's title in its top edge, and a box of keys
// and what they do drawn over the panes ask nothing.
func TestPanesOwnWords(t *testing.T) {
	at := func(rows ...string) string {
		out := "\x1b[?1049h\x1b[?25l\x1b[2J"
		for i, r := range rows {
			out += fmt.Sprintf("\x1b[%d;1H%s", i+1, r)
		}
		return out
	}
	rev, off := "\x1b[7m", "\x1b[m"
	pane := func(l, r string) string { return "║" + l + "║│" + r + "│" }
	focused := at("╔ Keys ══════════════╗┌ Value ─────────────┐", pane("user:1001           ", "{\"id\":1}            "),
		pane("user:1002           ", "                    "), pane("queue:mail          ", "                    "),
		"╚════════════════════╝└────────────────────┘", "┌ Command ──────────────────────────────────┐",
		"│                                           │", "└───────────────────────────────────────────┘", " Tab: next panel  Enter: run  Ctrl+C: quit")
	graph := []string{"┌ Graph - git-flow ──┐┌ Files ─────────────┐", "│" + rev + "a3f9c21 Merge branch" + off + "││M client.go         │",
		"│7be0d14 Stop retries││A backoff.go        │", "│5c2e8a0 Add backoff ││                    │", "│e41d7b9 Round totals││                    │"}
	for range 12 {
		graph = append(graph, "│                    ││                    │")
	}
	titled := at(append(graph, "└────────────────────┘└────────────────────┘", " Tab panel · Enter diff · q quit")...)
	help := at("┌ Topics ────┐┌ Records ─────────────────────────┐", "│ orders     ││ 1  {\"street\":\"1 Rue\"}              │",
		"│ payments ┌ Help ─────────────────────────┐    │", "│          │ /      Focus the search input │    │",
		"│          │ Tab    Next panel             │    │", "│          │ Enter  Open the record        │    │",
		"│          │ ?      Show or hide this help │    │", "│          │ Esc    Close / quit           │    │",
		"│          └───────────────────────────────┘    │", "└────────────┘└──────────────────────────────────┘")
	for name, out := range map[string]string{"an empty Command box, another pane focused": focused, "a help box over the panes": help} {
		if got := Classify(drawn(t, out), keyMode); got.Prompt != nil {
			t.Errorf("%s: got %s %s, want no prompt", name, got.Mode, promptText(got.Prompt))
		}
	}
	snap := drawn(t, titled)
	if !paneList(snap, &Prompt{Kind: Select, Question: "Graph - git-flow"}) {
		t.Errorf("a list under a pane's title in its top edge: read as asked by the title")
	}
	if paneList(snap, &Prompt{Kind: Select, Question: "Pick a branch:"}) {
		t.Errorf("a list under a row that asks, no pane's title: read as the pane's own")
	}
}

// TestFormOfItsOwn reads a full-screen form's field the cursor is in,
// under a label of a word over its box, and its radio group where the
// focus sets one button's row apart.
func TestFormOfItsOwn(t *testing.T) {
	form := func(cursor, access string) string {
		return "\x1b[?1049h\x1b[2J\x1b[2;2HAdd a deploy key\x1b[4;2HTitle\x1b[5;2H╭──────────────────────╮\x1b[6;2H│ci-runner             │\x1b[7;2H╰──────────────────────╯" +
			"\x1b[9;2HAccess\x1b[10;2H" + access + "\x1b[12;2H[ ] Expire in 30 days\x1b[17;2HTab next field · Shift+Tab back · Ctrl+C quit" + cursor
	}
	plain := "(●) Read only\x1b[11;2H(○) Read and write"
	focused := "\x1b[46;30m(●) Read only          \x1b[m\x1b[11;2H(○) Read and write"
	if p := Classify(drawn(t, form("\x1b[6;4H", plain)), keyMode).Prompt; p == nil || p.Kind != Text || p.Question != "Title" {
		t.Errorf("the field the cursor is in: got %s, want a text asked by Title", promptText(p))
	}
	p := Classify(drawn(t, form("\x1b[?25l", focused)), keyMode).Prompt
	if p == nil || p.Kind != Select || p.Question != "Access" || p.SelectedIndex() != 0 || len(p.Options) != 2 {
		t.Errorf("the radio group with the focus: got %s, want a select asked by Access, Read only selected", promptText(p))
	}
}

// TestBarredBoxes reads checkboxes one a row, a bar before the current
// one, as a multiselect.
func TestBarredBoxes(t *testing.T) {
	out := "\x1b[?25l  Which AI tools do you use?\r\n  Space to toggle · ↑/↓ to move · Enter to continue\r\n\r\n  [x] Claude Code\r\n  [ ] Cline\r\n▌ [x] Cursor\r\n  [ ] Codex\r\n"
	p := Classify(drawn(t, out), keyMode).Prompt
	if p == nil || p.Kind != Multiselect || p.Question != "Which AI tools do you use?" || len(p.Options) != 4 || p.SelectedIndex() != 2 || !*p.Options[0].Checked || *p.Options[1].Checked {
		t.Errorf("got %s, want a multiselect of four, Claude Code and Cursor ticked, Cursor current", promptText(p))
	}
}

// TestFieldOnAPaintedRow reads a value typed after a label on a row
// painted the screen's colour, label and all (labelledField), the row
// under it telling what to type.
func TestFieldOnAPaintedRow(t *testing.T) {
	out := "\x1b[?1049h\x1b[2J\x1b[1;1HInbox\x1b[22;1H\x1b[44;37m \x1b[1;33mForward to: ann@relay.example\x1b[0;44m" + strings.Repeat(" ", 50) +
		"\x1b[m\x1b[23;1HEnter the address to forward this message to; Esc cancels.\x1b[22;31H"
	p := labelledField(&grid{Snapshot: drawn(t, out)})
	if p == nil || p.Kind != Text || p.Question != "Forward to:" || p.Default != "ann@relay.example" {
		t.Errorf("got %s, want a text asked by Forward to:, ann@relay.example in it", promptText(p))
	}
}

// TestTallFramedField reads a text field in Textual's "tall" frame
// (upper eighths over it, lower eighths under, its left side a thick
// bar) in a dialog over panes, under its label: the cursor on a grey
// placeholder's first letter is no default, a typed value is the
// field's.
func TestTallFramedField(t *testing.T) {
	dialog := func(value string, col int) string {
		edge := func(e string) string { return "▊" + strings.Repeat(e, 30) + "▎" }
		return "\x1b[?1049h\x1b[2J\x1b[1;1H╭─ Hosts ──────────────────────────────────────╮" +
			"\x1b[2;1H│ db01 ╭─ Kill Thread(s) ─────────────────╮     │\x1b[3;1H│ db02 │ Thread ID                        │     │" +
			"\x1b[4;1H│ db03 │ " + edge("▔") + " │     │\x1b[5;1H│ db04 │ ▊ " + value + "\x1b[5;41H▎ │     │" +
			"\x1b[6;1H│ db05 │ " + edge("▁") + " │     │\x1b[7;1H│      │     ▔▔▔▔▔▔    ▔▔▔▔▔▔▔▔          │     │" +
			"\x1b[8;1H│      │       Kill      Cancel           │     │\x1b[9;1H│      ╰──────────────────────────────────╯     │" +
			fmt.Sprintf("\x1b[10;1H╰──────────────────────────────────────────────╯\x1b[5;%dH", col)
	}
	for _, c := range []struct {
		name, value string
		col         int
		def         string
	}{
		{"a grey placeholder under the cursor", "\x1b[90mThread ID to kill\x1b[m", 12, ""},
		{"a value typed", "1842", 16, "1842"},
	} {
		p := Classify(drawn(t, dialog(c.value, c.col)), keyMode).Prompt
		if p == nil || p.Kind != Text || p.Question != "Thread ID" || p.Default != c.def {
			t.Errorf("%s: got %s, want a text asked by Thread ID, default %q", c.name, promptText(p), c.def)
		}
	}
}

// TestCentredMessage reads a dialog's rows each centred, blank rows
// between them, as its message over its buttons, the one-row heading
// over them none of it.
func TestCentredMessage(t *testing.T) {
	row := func(n int, text string) string {
		pad := (44 - len(text)) / 2
		return fmt.Sprintf("\x1b[%d;18H│%s%s%s│", n, strings.Repeat(" ", pad), text, strings.Repeat(" ", 44-pad-len(text)))
	}
	out := "\x1b[?1049h\x1b[?25l\x1b[2J\x1b[1;2HAdapter  Device\x1b[3;2HWH-1000XM4 [Headset]\x1b[8;18H┌" + strings.Repeat("─", 44) + "┐" +
		row(9, "") + row(10, "Pairing Request") + row(11, "") + row(12, "Confirm passkey for WH-1000XM4") + row(13, "is 482913") + row(14, "") +
		"\x1b[15;18H│                \x1b[1;30;47m Yes \x1b[m  \x1b[30;46m No \x1b[m                 │" + row(16, "") + "\x1b[17;18H└" + strings.Repeat("─", 44) + "┘"
	p := Classify(drawn(t, out), keyMode).Prompt
	if p == nil || p.Kind != Confirm || p.Question != "Confirm passkey for WH-1000XM4 is 482913" || p.SelectedIndex() != 0 {
		t.Errorf("got %s, want a confirm asking Confirm passkey for WH-1000XM4 is 482913, Yes selected", promptText(p))
	}
}

// TestEmptyFieldAfterLabel reads a pane's row holding a label and its
// colon alone, the cursor a blank after it, as that label's empty field;
// a row of columns ending in a colon is none.
func TestEmptyFieldAfterLabel(t *testing.T) {
	pane := func(row string, col int) string {
		return "\x1b[?1049h\x1b[2J\x1b[1;1HChat  ~  chat.example.org\x1b[2;21H│ " + row + "\x1b[2;63H│ USERS\x1b[3;3HAll messages\x1b[3;21H│ Ana Ruiz  10:02\x1b[3;63H│ ● Ana" +
			fmt.Sprintf("\x1b[4;21H│ The retry loop now stops.\x1b[4;63H│\x1b[2;%dH", col)
	}
	if p := labelledField(&grid{Snapshot: drawn(t, pane("Search [/]:", 35))}); p == nil || p.Kind != Text || p.Question != "Search [/]:" || p.Default != "" {
		t.Errorf("a label and its colon, the cursor after: got %s, want a text asked by Search [/]:", promptText(p))
	}
	if p := labelledField(&grid{Snapshot: drawn(t, pane("4 Spare Tire   >>:Move:", 47))}); p != nil {
		t.Errorf("columns ending in a colon: got %s, want none", promptText(p))
	}
}

// TestListTheKeyRowMoves reads a list in a box under no words, one entry
// set apart, as a select where the key row at the foot names the keys
// that move and the one that picks; without that row it asks nothing.
func TestListTheKeyRowMoves(t *testing.T) {
	list := func(foot string) string {
		out := "\x1b[?1049h\x1b[2J\x1b[1;1H Wiper 2.3.0\x1b[2;1H┌" + strings.Repeat("─", 50) + "┐"
		for i, e := range []string{"Quick Erase", "DoD Short", "Gutmann Wipe"} {
			look, end := "", ""
			if i == 1 {
				look, end = "\x1b[30;47m", "\x1b[m"
			}
			out += fmt.Sprintf("\x1b[%d;1H│  %s%-20s%s%28s│", i+3, look, e, end, "")
		}
		return out + "\x1b[6;1H└" + strings.Repeat("─", 50) + "┘\x1b[24;2H" + foot + "\x1b[4;4H"
	}
	p := Classify(drawn(t, list("J=Up K=Down  Space=Select")), keyMode).Prompt
	if p == nil || p.Kind != Select || len(p.Options) != 3 || p.SelectedIndex() != 1 {
		t.Errorf("under a key row that moves and picks: got %s, want a select of three, DoD Short selected", promptText(p))
	}
	if p := Classify(drawn(t, list("Wiping is final.")), keyMode).Prompt; p != nil {
		t.Errorf("under no key row: got %s, want none", promptText(p))
	}
}

// TestSnapshotsShorterThanTheirRows reads a snapshot that lists fewer
// lines than its rows, a run past the last line, without a panic: a hex
// editor's cursor is looked for in every run.
func TestSnapshotsShorterThanTheirRows(t *testing.T) {
	s := drawn(t, "\x1b[?1049h00000000  66 69 72 73 74 20 6c 69  6e 65 0a 73 65 63 6f 6e\r\n00000010  \x1b[7m64\x1b[m 0a")
	s.Lines = s.Lines[:2]
	s.Runs = append([]emulator.Run{{Row: 5, Col: 10, Len: 2, Look: emulator.Look{Attr: emulator.Inverse}}}, s.Runs...)
	if got := Classify(s, keyMode); got.Mode != Editor {
		t.Errorf("got %s (%s), want an editor: its byte set apart", got.Mode, got.Detail)
	}
}

// A tab bar's bars over panes side by side run into no frame: the pane's
// list under its title is the program's own screen. A box drawn over the
// panes, cutting their lines, is a popup: its list is a select, the
// two chevrons of its highlighted entry no part of the label.
func TestPanesUnderATabBar(t *testing.T) {
	rows := []string{
		" Library │ Search │ Playlists                           player · 192 songs",
		"╭─ Artists ────────────╮╭─ Tracks ─────────────────────────────────────────────╮",
		"│>> Agnes Obel         ││ #    Title                                  Length   │",
		"│   Bonobo             ││  1    Riverside                                3:49  │",
		"│   Cocteau Twins      ││  2    Brother Sparrow                          3:54  │",
		"│   Khruangbin         ││  3    Avenue                                   4:03  │",
		"│   Nils Frahm         ││  4    Fuel to Fire                             4:35  │",
		"│   Portishead         ││                                                      │",
		"│   Tycho              ││                                                      │",
		"│                      ││                                                      │",
		"│                      ││                                                      │",
		"│                      ││                                                      │",
		"│                      ││                                                      │",
		"╰──────────────────────╯╰──────────────────────────────────────────────────────╯",
	}
	popup := map[int]string{
		7:  "│   Portishead         ╭─ Riverside ────────────────────╮                      │",
		8:  "│   Tycho              │\x1b[7m>> Add to playlist              \x1b[m│                      │",
		9:  "│                      │   Jump to album                │                      │",
		10: "│                      │   Play next                    │                      │",
		11: "│                      ╰────────────────────────────────╯                      │",
	}
	draw := func(over map[int]string) string {
		out := "\x1b[?1049h\x1b[?25l"
		for i, r := range rows {
			if o, ok := over[i]; ok {
				r = o
			}
			out += fmt.Sprintf("\x1b[%d;1H%s", i+1, r)
		}
		return out
	}
	if r := Classify(drawn(t, draw(nil)), keyMode); r.Mode != TUI || r.Prompt != nil {
		t.Errorf("panes under a tab bar: got %s %s, want tui and no prompt", r.Mode, promptText(r.Prompt))
	}
	want := `{"kind":"select","question":"Riverside","options":[{"label":"Add to playlist","selected":true},{"label":"Jump to album","selected":false},{"label":"Play next","selected":false}]}`
	r := Classify(drawn(t, draw(popup)), keyMode)
	if b, _ := json.Marshal(r.Prompt); r.Mode != Question || string(b) != want {
		t.Errorf("a popup over the panes: got %s %s\nwant question %s", r.Mode, b, want)
	}
}

// TestValueAskedLast reads a question whose last word stands for the
// value asked as a text question, whatever verb starts it.
func TestValueAskedLast(t *testing.T) {
	for _, q := range []string{"Replace what?", "Save the report to?"} {
		if p := parseQuestion(q); p == nil || p.Kind != Text {
			t.Errorf("%q: got %s, want a text question", q, promptText(p))
		}
	}
	if p := parseQuestion("Replace the file?"); p == nil || p.Kind != Confirm {
		t.Errorf("Replace the file?: got %s, want a confirm", promptText(p))
	}
}

// TestWordsListedInBrackets reads words to choose from listed in
// brackets with the default said after a bar, and a note of labelled
// parts in brackets after a sentence telling what to enter.
func TestWordsListedInBrackets(t *testing.T) {
	if p := parseQuestion("Choose network from [devnet, testnet, mainnet | defaults to devnet]"); p == nil || p.Kind != Choice || len(p.Options) != 3 || p.Default != "devnet" {
		t.Errorf("listed words: got %s, want a choice of three defaulting to devnet", promptText(p))
	}
	if p := parseQuestion("Enter your account address (0x...) [Current: None | No input: Generate new key]"); p == nil || p.Kind != Text || p.Question != "Enter your account address (0x...)" {
		t.Errorf("a note in brackets: got %s, want a text question without it", promptText(p))
	}
	if d, ok := toldDefault("[Enter]   jdbc:h2:~/test"); !ok || d != "jdbc:h2:~/test" {
		t.Errorf("[Enter] and a value: got %q %v, want the value told as Enter's", d, ok)
	}
	if d, ok := toldDefault("<Return> select   <Esc> back"); ok {
		t.Errorf("a bar of keys: got the default %q, want none", d)
	}
}

// TestToggleUnderQuestion reads a toggle's two answers on a row of their
// own under a library's question, the one in play in a look of its own,
// over the help row of its keys.
func TestToggleUnderQuestion(t *testing.T) {
	out := "\x1b[?25l\x1b[36m?\x1b[m \x1b[1mInstall dependencies with npm?\x1b[m\r\n  \x1b[4;36mYes\x1b[m / \x1b[2mNo\x1b[m\r\n\x1b[38;5;241m←→ toggle · enter submit\x1b[m"
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || len(p.Options) != 2 || p.Options[0].Label != "Yes" || p.Options[0].Selected == nil || !*p.Options[0].Selected {
		t.Errorf("got %s %s, want a confirm of Yes and No, Yes in play", got.Mode, promptText(got.Prompt))
	}
}

// TestKeysRunTogether reads keys run together in brackets after a
// question as its answers, each letter a key; a word in brackets stays
// the question's default.
func TestKeysRunTogether(t *testing.T) {
	if p := parseQuestion("End of article 1001 (of 1012) -- what next? [npq]"); p == nil || p.Kind != Choice || len(p.Options) != 3 || p.Options[2].Key != "q" {
		t.Errorf("[npq]: got %s, want a choice of n, p and q", promptText(p))
	}
	for q, def := range map[string]string{"Which branch? [main]": "main", "Time zone? [PST]": "PST"} {
		if p := parseQuestion(q); p == nil || p.Kind != Text || p.Default != def {
			t.Errorf("%q: got %s, want a text question defaulting to %s", q, promptText(p), def)
		}
	}
}

// TestEntriesToldUnder reads a pointed list whose entries each have
// rows under them, in a look of their own, telling what they are, a
// blank row between one entry and the next; rows in the entries' look
// under each are more entries, no list told so.
func TestEntriesToldUnder(t *testing.T) {
	const told, off = "\x1b[2m", "\x1b[m"
	list := func(under string) string {
		out := "\x1b[?25lPick the data provider, and validate with Enter:\r\n"
		for i, e := range []string{"Fakerest", "JSON Server", "None"} {
			mark := "  "
			if i == 1 {
				mark = "❯ "
			}
			out += mark + e + "\r\n" + under + "  A provider that keeps its data in memory and" + off + "\r\n" + under + "  loses it at exit." + off + "\r\n\r\n"
		}
		return out
	}
	got := Classify(drawn(t, list(told)), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 3 || p.Options[1].Label != "JSON Server" || p.Options[1].Selected == nil || !*p.Options[1].Selected {
		t.Errorf("told in a look of their own: got %s %s, want a select of three, JSON Server selected", got.Mode, promptText(got.Prompt))
	}
	if got := Classify(drawn(t, list("")), keyMode); got.Prompt != nil && len(got.Prompt.Options) == 3 {
		t.Errorf("told in the entries' look: got %s %s, want no list of the three entries", got.Mode, promptText(got.Prompt))
	}
}

// TestTicksBeforeTheLabels reads a list whose ticked entries carry a mark
// in the column right before the labels and the others a blank there
// (termenu's multiselect) as a multiselect, the marks no part of the
// labels, whether the highlighted entry is ticked or not; a mark set
// apart from its label by a blank (git's current branch) ticks nothing.
func TestTicksBeforeTheLabels(t *testing.T) {
	list := func(lit int, marks ...string) string {
		out := "\x1b[?25lSelect features (space to mark, enter when done):\r\n"
		for i, e := range []string{"Docker image", "GitHub Actions workflow", "Pre-commit hooks", "Changelog"} {
			row := marks[i] + e
			if i == lit {
				row = "\x1b[7m" + row + "\x1b[m"
			}
			out += row + "\r\n"
		}
		return out
	}
	for _, c := range []struct {
		lit   int
		marks []string
	}{{3, []string{"*", " ", "*", " "}}, {2, []string{"*", " ", "*", " "}}, {-1, []string{"*", " ", "*", " "}}} {
		got := Classify(drawn(t, list(c.lit, c.marks...)), keyMode)
		p := got.Prompt
		if got.Mode != Question || p == nil || p.Kind != Multiselect || len(p.Options) != 4 {
			t.Errorf("highlight on %d: got %s %s, want a multiselect of four", c.lit, got.Mode, promptText(p))
			continue
		}
		for i, o := range p.Options {
			if want := c.marks[i] == "*"; o.Checked == nil || *o.Checked != want || strings.HasPrefix(o.Label, "*") {
				t.Errorf("highlight on %d: option %d is %s, want ticked %v and no mark in its label", c.lit, i, promptText(p), want)
			}
		}
	}
	got := Classify(drawn(t, "\x1b[?25lSwitch to which branch?\r\n  feature/login\r\n\x1b[7m* main\x1b[m\r\n  fix/typo\r\n"), keyMode)
	if p := got.Prompt; p != nil && p.Kind == Multiselect {
		t.Errorf("git's current branch: got %s, want no ticks", promptText(p))
	}
}

// TestTreeBranchesAskNothing reads a node's children hanging from
// branches drawn left of them ("├── publish" under "▼ release-cli", a
// command tree in a pane of a form), one highlighted, as no question;
// the same entries under a question with no branches are a select.
func TestTreeBranchesAskNothing(t *testing.T) {
	tree := func(head string, branch [3]string) string {
		out := "\x1b[?1049h\x1b[?25l\x1b[H Commands\r\n\r\n" + head + "\r\n"
		for i, e := range []string{"build", "publish", "yank"} {
			if i == 1 {
				e = "\x1b[7m" + e + "\x1b[m"
			}
			out += branch[i] + e + "\r\n"
		}
		return out + "\x1b[24;1H ^r Close & Run  ^t Focus Command Tree  ^o Command Info"
	}
	got := Classify(drawn(t, tree(" ▼ release-cli", [3]string{"   ├── ", "   ├── ", "   └── "})), keyMode)
	if got.Prompt != nil {
		t.Errorf("a tree's branches: got %s %s, want no question", got.Mode, promptText(got.Prompt))
	}
	got = Classify(drawn(t, tree(" Which command?", [3]string{"   ", "   ", "   "})), keyMode)
	if p := got.Prompt; p == nil || p.Kind != Select || len(p.Options) != 3 {
		t.Errorf("no branches, under a question: got %s %s, want a select of three", got.Mode, promptText(p))
	}
}

// TestRangeAskedUnderItsList reads a prompt naming a range of numbers
// under a numbered list as the list's select: a number put after it
// where the answer goes (bash's read -e -i) its default, asked again at
// once after a wrong answer, and however often the same words asked
// before (openvpn-install's menus), never a REPL's prompt.
func TestRangeAskedUnderItsList(t *testing.T) {
	raw := Facts{Program: "installer", Waiting: true}
	for _, c := range []struct {
		name, out string
		submitted []string
		question  string
		def       string
		n         int
	}{
		{"a number put after the range", "What port do you want OpenVPN to listen to?\r\n   1) Default: 1194\r\n   2) Custom\r\n   3) Random [49152-65535]\r\nPort choice [1-3]: 1", []string{"IP address: 10.0.0.5"}, "What port do you want OpenVPN to listen to?", "1", 3},
		{"asked again at once after a wrong answer", "What DNS resolvers do you want to use with the VPN?\r\n   1) Current system resolvers\r\n   2) Cloudflare\r\n   3) Quad9\r\nDNS [1-3]: 14\r\nDNS [1-3]: 3", []string{"Port choice [1-3]: 1", "DNS [1-3]: 3"}, "What DNS resolvers do you want to use with the VPN?", "3", 3},
		{"the same words asked before under another list", "Do you want to protect the configuration file with a password?\r\n   1) Add a passwordless client\r\n   2) Use a password for the client\r\nSelect an option [1-2]: 1", []string{"Select an option [1-4]:", "Select an option [1-4]:", "Client name:"}, "", "1", 2},
	} {
		f := raw
		f.Submitted = c.submitted
		got := Classify(drawn(t, c.out), f)
		p := got.Prompt
		if got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != c.n || p.Default != c.def || c.question != "" && p.Question != c.question {
			t.Errorf("%s: got %s (%s) %s, want a select of %d defaulting to %s", c.name, got.Mode, got.Detail, promptText(p), c.n, c.def)
		}
	}
}

// TestKeysAskedOnItsScreen reads a question naming its keys that a
// full-screen program shows on its first or last row, or in a box of a
// few rows, wherever its cursor is, as that question; a help row of
// columns ending in a question mark asks nothing.
func TestKeysAskedOnItsScreen(t *testing.T) {
	listing := strings.Repeat("   -rw-r--r--   1 ada     ada       18432 2026-11-21 11:05  budget.ods\r\n", 8)
	for _, c := range []struct{ name, out, question string }{
		{"on the top row over a listing", "\x1b[?1049h\x1b[?25lDelete file? (Yes/No)\r\n  /home/ada/ledger\r\n" + listing + "\x1b[24;1HF1-Down F2-Up F3-Top F9-Sort", "Delete file?"},
		{"in a box alone, its keys on a row of their own", "\x1b[?1049h\x1b[?25l\x1b[9;33H╭──────────────╮\x1b[10;33H│              │\x1b[11;33H│Discard draft?│\x1b[12;33H│              │\x1b[13;33H│    (y/n)     │\x1b[14;33H╰──────────────╯", "Discard draft?"},
		{"alone in a box over panes", "\x1b[?1049h\x1b[?25l" + strings.Repeat("│ epoch 16 step  750 loss 1.9                    │ epoch 16 step 1000 loss\r\n", 9) + "\x1b[11;11H╭─Confirm──────────────────────╮\x1b[12;11H│Cancel job 48213?             │\x1b[13;11H╰──────────────────────────────╯", "Cancel job 48213?"},
		{"on the last row in parentheses, the cursor after it", "\x1b[?1049h Chats │ Ada Berg: online\r\n10:42 Ada Berg see you at ten │\x1b[24;1H(are you sure you want to delete the chat? (y/N))", "are you sure you want to delete the chat?"},
	} {
		got := Classify(drawn(t, c.out), keyMode)
		if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != c.question {
			t.Errorf("%s: got %s (%s) %s, want a yes/no asking %q", c.name, got.Mode, got.Detail, promptText(p), c.question)
		}
	}
	help := "\x1b[?1049h\x1b[?25lF1 help and options:        ^=Ctrl  S-=Shift  M-=Alt or use ^O+key             ?\r\n" + strings.Repeat("  A-z  search for files\r\n", 10)
	if got := Classify(drawn(t, help), keyMode); got.Mode == Question {
		t.Errorf("a help row of columns: got %s %s, want no question", got.Mode, promptText(got.Prompt))
	}
}

// TestKeysWrappedOverTheCursor reads keys asked on a line the terminal
// wrapped at its edge, the cursor at the start of the row after it, as
// the whole line asks them: its end alone would read as a bare yes/no.
func TestKeysWrappedOverTheCursor(t *testing.T) {
	out := "@|-41,7 +41,7 ===========\r\n-|    fmt.Println(\"listen:\", err)\r\n+|    log.Println(\"listen:\", err)\r\n" +
		"Accept change (y = yes [default], n = no, e = edit original, E = apply+edit, q = quit)?\r\n"
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Choice || len(p.Options) != 5 || p.Question != "Accept change" || p.Default != "y" {
		t.Errorf("got %s (%s) %s, want a choice of five keys asking Accept change, y the default", got.Mode, got.Detail, promptText(p))
	}
}

// TestListUnderAWrappedHint reads a list under a question whose hint
// after an ellipsis the terminal wrapped at its edge, the wrapped row
// starting with a mark ("> key."), as the list's multiselect, the hint
// none of its question, and no REPL's prompt.
func TestListUnderAWrappedHint(t *testing.T) {
	out := "\x1b[?25l\x1b[36m?\x1b[m \x1b[1mWhich rules would you like to apply action?\x1b[m \x1b[2m…\x1b[m  \x1b[2mSelect all you want with <space> key.\x1b[m\r\n"
	for i, r := range []string{"prefer-const", "no-unused-vars", "eqeqeq", "arrow-body-style"} {
		if i == 0 {
			r = "\x1b[4;36m" + r + "\x1b[m"
		}
		out += "\x1b[2;90m✔\x1b[m " + r + "\r\n"
	}
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Multiselect || len(p.Options) != 4 || p.Question != "Which rules would you like to apply action?" {
		t.Errorf("got %s (%s) %s, want a multiselect of four asking which rules", got.Mode, got.Detail, promptText(p))
	}
}

// TestPointerUnderTheCursor reads a pointed list whose program leaves
// the terminal's cursor on the pointer (a DOS installer's "►English ◄"
// in a box) as a select, the pointer back after the entry none of its
// label.
func TestPointerUnderTheCursor(t *testing.T) {
	box := "\x1b[?1049h\x1b[5;12HPlease select your preferred language from the list below:" +
		"\x1b[8;34H┌────────────┐\x1b[9;34H│►English   ◄│\x1b[10;34H│ French     │\x1b[11;34H│ German     │\x1b[12;34H└────────────┘" +
		"\x1b[24;2HUp/Down = Select entry | Enter = Confirm choice | ESC = Quit to DOS"
	got := Classify(drawn(t, box+"\x1b[9;35H"), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 3 || p.Options[0].Label != "English" || p.SelectedIndex() != 0 {
		t.Errorf("the cursor on the pointer: got %s (%s) %s, want a select of three, English selected", got.Mode, got.Detail, promptText(p))
	}
}

// TestTableHeadingLit reads a table whose heading row alone is set apart
// over rows of figures (a queue monitor's) as no list to choose from.
func TestTableHeadingLit(t *testing.T) {
	table := func(lit int) string {
		rows := []string{"Queue        State      Size     Latency     Processed", "critical     RUN          12          3s          1842", "default      RUN         418       1m12s         18342", "low          PAUSED     1207     2h4m51s           402"}
		out := "\x1b[?1049h\x1b[?25l=== Queues ===\r\n\r\nactive=▇ pending=▇ retry=▇ archived=▇\r\n\r\n"
		for i, r := range rows {
			if i == lit {
				r = "\x1b[48;5;242m" + r + "\x1b[m"
			}
			out += r + "\r\n"
		}
		return out + "\x1b[24;1H<?>: Help    <Ctrl+C>: Exit"
	}
	if got := Classify(drawn(t, table(0)), keyMode); got.Prompt != nil {
		t.Errorf("the heading set apart: got %s %s, want no question", got.Mode, promptText(got.Prompt))
	}
}

// TestKeysNamedWithEquals reads keys and their answers set apart by
// equals signs and blanks, no brackets, the key on either side, as the
// keys of the question before them; a bar of keys that move or leave is
// none.
func TestKeysNamedWithEquals(t *testing.T) {
	if p := parseQuestion("Lose changes? Enter=Yes Esc=Cancel"); p == nil || p.Kind != Confirm || len(p.Options) != 2 || p.Options[0].Key != "<enter>" || p.Options[1].Key != "<esc>" {
		t.Errorf("Enter=Yes Esc=Cancel: got %s, want a yes/no keyed <enter> and <esc>", promptText(p))
	}
	if p := parseQuestion("Replace=Enter Skip=s All=a Cancel=Esc"); p == nil || p.Kind != Choice || len(p.Options) != 4 || p.Options[1].Key != "s" || p.Options[0].Key != "<enter>" {
		t.Errorf("Replace=Enter Skip=s …: got %s, want a choice of four, Skip keyed s", promptText(p))
	}
	for _, bar := range []string{"F1=Help F2=Refresh F3=Cancel F8=Image", "J=Down K=Up Space=Select"} {
		if p := parseQuestion(bar); p != nil {
			t.Errorf("a bar of keys %q: got %s, want nothing asked", bar, promptText(p))
		}
	}
	// The status running into the question on an editor's status row.
	out := "\x1b[?1049hfirst line\r\nsecond line\r\nthird line\x1b[24;1H\x1b[44mnotes.txt Row: 1/3 Col: 7  Replace (yes/No/all/quit) ?\x1b[m\x1b[1;7H"
	got := Classify(drawn(t, out), Facts{Program: "pyedit", Waiting: true, Began: Editor})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Question != "Replace?" || len(p.Options) != 4 {
		t.Errorf("the status running into it: got %s %s, want a choice of four asking Replace?", got.Mode, promptText(p))
	}
}

// TestNumberedDefaultAfterTheColon reads a line asking for a number under
// a numbered list, its default told in parentheses after its colon
// ("Please input a number:(Default 1 press Enter)", a shell installer's
// read -p), as the list's select defaulting to that key, no key to press.
func TestNumberedDefaultAfterTheColon(t *testing.T) {
	out := "Please select Web server type:\r\n        1. Install Nginx\r\n        2. Install Tengine\r\n        3. Do not install\r\nPlease input a number:(Default 1 press Enter) "
	got := Classify(drawn(t, out), lineMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 3 || p.Default != "1" {
		t.Errorf("got %s (%s) %s, want a select of three defaulting to 1", got.Mode, got.Detail, promptText(p))
	}
}

// TestTextualDialogs reads Textual's modal dialogs over a program's
// panes: a thick frame ("█▀▀█") or a heavy one over boxes laid side by
// side, buttons drawn tall ("▔▔▔" over their words over "▁▁▁") of which
// the one whose words are reversed has the focus, and a field in a tall
// frame under the dialog's title, the program's own cursor drawn on the
// first letter of a grey placeholder.
func TestTextualDialogs(t *testing.T) {
	// An editor's pane in a tall frame, its sides running under the
	// dialog's top and bottom edges.
	pane := "\x1b[?1049h\x1b[?25l" + cup(1, 2, "notes.txt") + cup(3, 29, "▊"+strings.Repeat("▔", 50)+"▎")
	for r := 4; r < 22; r++ {
		pane += cup(r, 29, "▊") + cup(r, 80, "▎")
	}
	pane += cup(4, 31, "1  first line") + cup(22, 29, "▊"+strings.Repeat("▁", 50)+"▎") + cup(24, 2, "^s Save  ^g Go to Line  ^w Close")
	dialog := cup(7, 11, "\x1b[48;5;236m█"+strings.Repeat("▀", 58)+"█")
	for r := 8; r < 17; r++ {
		dialog += cup(r, 11, "█"+strings.Repeat(" ", 58)+"█")
	}
	dialog += cup(17, 11, "█"+strings.Repeat("▄", 58)+"█") + "\x1b[m"
	buttons := func(row int, labels []string, focus int) string {
		out := ""
		for i, l := range labels {
			col := 13 + i*19
			face := "\x1b[48;5;24m"
			words := face
			if i == focus {
				words = "\x1b[7m"
			}
			pad := (17 - len(l)) / 2
			out += cup(row, col, face+strings.Repeat("▔", 17)) + cup(row+1, col, face+strings.Repeat(" ", pad)+words+l+"\x1b[m"+face+strings.Repeat(" ", 17-pad-len(l))) + cup(row+2, col, face+strings.Repeat("▁", 17)+"\x1b[m")
		}
		return out
	}
	close := pane + dialog + cup(9, 17, "\x1b[48;5;236mDo you want to save the changes before closing?\x1b[m") + buttons(13, []string{"Save", "Don't save", "Cancel"}, 0)
	got := Classify(drawn(t, close), Facts{Program: "textual-code", Waiting: true, Began: Editor})
	if p := got.Prompt; got.Mode != Question || p == nil || len(p.Options) != 3 || p.SelectedIndex() != 0 || !strings.HasPrefix(p.Question, "Do you want to save the changes") {
		t.Errorf("the close dialog: got %s (%s) %s, want three buttons, Save focused", got.Mode, got.Detail, promptText(p))
	}
	field := cup(10, 13, "\x1b[48;5;237m▊"+strings.Repeat("▔", 54)+"▎") + cup(11, 13, "▊  \x1b[48;5;254ml\x1b[48;5;237;38;2;121;121;121mine or line:col"+strings.Repeat(" ", 38)+"\x1b[39m▎") + cup(12, 13, "▊"+strings.Repeat("▁", 54)+"▎\x1b[m")
	goTo := pane + dialog + cup(8, 36, "\x1b[48;5;236mGo to Line\x1b[m") + field + buttons(14, []string{"Goto", "Cancel"}, -1)
	got = Classify(drawn(t, goTo), Facts{Program: "textual-code", Waiting: true, Began: Editor})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Go to Line" || p.Default != "" {
		t.Errorf("the go-to dialog: got %s (%s) %s, want a text field asking Go to Line, its placeholder no default", got.Mode, got.Detail, promptText(p))
	}
	// A heavy dialog over a list, under filters in boxes side by side.
	list := "\x1b[?1049h\x1b[?25l" + cup(1, 20, "Tracker — example.net") + cup(2, 1, "╭─ Project ────╮╭─ Type ───────╮╭─ Status ─────╮") +
		cup(3, 1, "│ KELP       ▼ ││ Select     ▼ ││ Select     ▼ │") + cup(4, 1, "╰──────────────╯╰──────────────╯╰──────────────╯") +
		cup(5, 1, "╭─ Items ────────────────────────────────────────────────────────────────────╮")
	for r := 6; r < 22; r++ {
		list += cup(r, 1, fmt.Sprintf("│ KELP-%d  Buoy telemetry gaps after firmware 2.3%29s│", 100+r, ""))
	}
	list += cup(22, 1, "╰────────────────────────────────────────────────────────────────────────────╯") + cup(24, 2, "^q Quit  / Search")
	quit := list + cup(8, 19, "┏"+strings.Repeat("━", 42)+"┓")
	for r := 9; r < 18; r++ {
		quit += cup(r, 19, "┃"+strings.Repeat(" ", 42)+"┃")
	}
	quit += cup(18, 19, "┗"+strings.Repeat("━", 42)+"┛") + cup(10, 26, "Are you sure you want to quit?")
	for i, l := range []string{"Quit", "Cancel"} {
		words := "\x1b[48;5;124m"
		if i == 0 {
			words = "\x1b[1;7m"
		}
		col := 23 + i*20
		quit += cup(13, col, "\x1b[48;5;124m"+strings.Repeat("▔", 16)) + cup(14, col, "\x1b[48;5;124m      "+words+l+"\x1b[m\x1b[48;5;124m"+strings.Repeat(" ", 10-len(l))) + cup(15, col, strings.Repeat("▁", 16)+"\x1b[m")
	}
	got = Classify(drawn(t, quit), Facts{Program: "jiratui", Waiting: true})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Question != "Are you sure you want to quit?" || len(p.Options) != 2 || p.SelectedIndex() != 0 {
		t.Errorf("the quit dialog: got %s (%s) %s, want Quit or Cancel, Quit focused", got.Mode, got.Detail, promptText(p))
	}
}

// TestEditorsDialogBoxes reads an editor's own dialogs drawn in light
// frames over its text, the cursor hidden and drawn by the program: a
// field under its label in a "Create new file" box over a hint of keys
// (no pager's view of the file around it), and a picker's list of files
// in a box, its filter's field framed right under it, as a select
// filtered as typed.
func TestEditorsDialogBoxes(t *testing.T) {
	text := "\x1b[?1049h\x1b[?25l" + cup(1, 1, " 1 first line") + cup(2, 1, " 2 second line") + cup(3, 1, " 3 third line") +
		cup(23, 1, "\x1b[48;5;120m NORMAL \x1b[48;5;239m notes.txt \x1b[48;5;234m"+strings.Repeat(" ", 58)+"\x1b[m")
	facts := Facts{Program: "lilly", Args: []string{"notes.txt"}, Waiting: true, Began: Editor, Files: []FileHead{{Arg: 0, Head: []byte("first line\nsecond line\nthird line\n")}}}
	box := func(top, left, width, height int) string {
		out := cup(top, left, "┌"+strings.Repeat("─", width-2)+"┐")
		for r := top + 1; r < top+height-1; r++ {
			out += cup(r, left, "│"+strings.Repeat(" ", width-2)+"│")
		}
		return out + cup(top+height-1, left, "└"+strings.Repeat("─", width-2)+"┘")
	}
	newFile := text + box(8, 6, 70, 11) + cup(10, 9, "Create new file") + cup(12, 9, "Path") + box(13, 9, 66, 3) + cup(14, 10, ">\x1b[1C\x1b[48;5;250m \x1b[m") + cup(16, 9, "\x1b[38;5;241mEnter to create • Esc to cancel\x1b[m")
	got := Classify(drawn(t, newFile), facts)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Path" || p.Default != "" {
		t.Errorf("the new file's box: got %s (%s) %s, want a text field asking Path, empty", got.Mode, got.Detail, promptText(p))
	}
	picker := text + box(4, 9, 32, 16) + box(4, 41, 32, 16)
	for i := 0; i < 14; i++ {
		picker += cup(5+i, 43, fmt.Sprintf("row %03d of the file", i+1))
	}
	picker += cup(17, 10, "  ./notes.txt") + cup(18, 10, "\x1b[38;5;16;48;5;139m» ./long.txt"+strings.Repeat(" ", 18)+"\x1b[m") + box(20, 9, 64, 3) + cup(21, 10, ">\x1b[1C\x1b[48;5;250m \x1b[m")
	got = Classify(drawn(t, picker), facts)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || !p.Filter || len(p.Options) != 2 || p.SelectedIndex() != 1 {
		t.Errorf("the picker: got %s (%s) %s, want a select of two files filtered as typed, the second current", got.Mode, got.Detail, promptText(p))
	}
}

// TestLibraryFormsAndMessages reads prompt libraries' questions where a
// form draws its later fields under the one asked, the cursor on it;
// where a secret typed so far stands masked after its label, no colon
// between; and where the message refusing an empty answer stands under
// the field past a blank row.
func TestLibraryFormsAndMessages(t *testing.T) {
	form := "\x1b[?1049h\x1b[36m?\x1b[m \x1b[1mUsername\x1b[m \x1b[2;36m›\x1b[m\r\n\r\n\x1b[36m?\x1b[m \x1b[1mPassword\x1b[m \x1b[2;36m›\x1b[m\r\n\r\n\x1b[36m?\x1b[m \x1b[1mUnlock passphrase\x1b[m \x1b[2;36m›\x1b[m\x1b[24;2H\x1b[90mEnter submit   Tab next field   Esc abort\x1b[m\x1b[1;14H"
	got := Classify(drawn(t, form), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Username" {
		t.Errorf("the form's first field: got %s (%s) %s, want a text question asking Username", got.Mode, got.Detail, promptText(p))
	}
	masked := "\x1b[?1049h\x1b[?25l\x1b[32m?\x1b[m Service name \x1b[36mbilling-api\x1b[m\r\n\x1b[32m?\x1b[m Registry token ************"
	got = Classify(drawn(t, masked), keyMode)
	if p := got.Prompt; got.Mode != PasswordPrompt || p == nil || p.Question != "Registry token" {
		t.Errorf("a masked secret after its label: got %s (%s) %s, want a password asking Registry token", got.Mode, got.Detail, promptText(p))
	}
	required := "    \x1b[30;48;5;151m shipit \x1b[m  Deploying to Shipit Cloud\r\n\r\n      \x1b[97;48;5;98m name \x1b[m  What's the name of your app?\r\n              \x1b[38;5;247me.g. billing-api\x1b[m\r\n\r\n              \x1b[31mThis field is required\x1b[m\x1b[4;15H"
	got = Classify(drawn(t, required), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "What's the name of your app?" {
		t.Errorf("a field over its refusal: got %s (%s) %s, want a text question asking the app's name", got.Mode, got.Detail, promptText(p))
	}
}

// TestFilePickerDialog reads a file picker's dialog over a program's
// text (Textual's): a titled box holding a list of files with a row set
// apart, a field framed tall under it and buttons drawn tall beside the
// field. The focus on the list, it is the title's select; a cell of the
// field reversed (the cursor the program draws), a text field the title
// asks, what stands in it its default.
func TestFilePickerDialog(t *testing.T) {
	dialog := func(title, value string, onList bool) string {
		out := "\x1b[?1049h\x1b[?25l" + cup(1, 28, "Ledger notes — notes.txt")
		for r := 3; r <= 14; r++ {
			out += cup(r, 3, "Keep receipts for seven years before the shredder takes them")
		}
		out += cup(3, 9, "┌─ "+title+" "+strings.Repeat("─", 59-len(title))+"┐")
		for r := 4; r < 21; r++ {
			out += cup(r, 9, "│"+strings.Repeat(" ", 62)+"│")
		}
		out += cup(21, 9, "└"+strings.Repeat("─", 62)+"┘") + cup(4, 11, "/home/ada/ledger") + cup(5, 9, "├"+strings.Repeat("─", 62)+"┤")
		for i, name := range []string{"📁 ..", "📁 archive", "📄 README.md", "📄 notes.txt", "📄 summary.json"} {
			row := fmt.Sprintf("  %-30s %6d 2026-11-2%d 09:12:44  ", name, 400+i, i)
			if i == 0 {
				look := "\x1b[48;5;24m"
				if onList {
					look = "\x1b[1;97;48;5;25m"
				}
				row = look + row + "\x1b[m"
			}
			out += cup(7+i, 10, row)
		}
		field := "▊ " + value
		if !onList {
			field = "▊ \x1b[48;5;25m" + value + "\x1b[m\x1b[7m \x1b[m"
		}
		out += cup(17, 10, "▊"+strings.Repeat("▔", 25)+"▎ "+strings.Repeat("▔", 16)+" "+strings.Repeat("▔", 16)) +
			cup(18, 10, strings.Repeat(" ", 26)+"▎       Open            Cancel") + cup(18, 10, field) +
			cup(19, 10, "▊"+strings.Repeat("▁", 25)+"▎ "+strings.Repeat("▁", 16)+" "+strings.Repeat("▁", 16))
		return out + cup(24, 3, "^o Open  ^s Save as  ^q Quit")
	}
	got := Classify(drawn(t, dialog("Open", "", true)), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || p.Question != "Open" || len(p.Options) != 5 || p.Options[1].Label != "archive" || p.SelectedIndex() != 0 {
		t.Errorf("the list focused: got %s (%s) %s, want a select of five asking Open, .. current", got.Mode, got.Detail, promptText(p))
	}
	got = Classify(drawn(t, dialog("Save as", "notes.txt", false)), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Save as" || p.Default != "notes.txt" {
		t.Errorf("the field focused: got %s (%s) %s, want a text field asking Save as, notes.txt in it", got.Mode, got.Detail, promptText(p))
	}
}

// TestFinderFieldOverList reads a fuzzy finder's field in a box of its
// own right over a box of results, one pointed at, a preview pane
// beside them, as a select filtered as typed asking the field's title.
func TestFinderFieldOverList(t *testing.T) {
	box := func(top, left, width, height int, title string) string {
		out := cup(top, left, "╭─ "+title+" "+strings.Repeat("─", width-5-len(title))+"╮")
		for r := top + 1; r < top+height-1; r++ {
			out += cup(r, left, "│"+strings.Repeat(" ", width-2)+"│")
		}
		return out + cup(top+height-1, left, "╰"+strings.Repeat("─", width-2)+"╯")
	}
	field := "\x1b[?1049h" + box(1, 1, 36, 3, "files") + cup(2, 3, ">") + cup(2, 26, "12 / 12")
	finder := field + box(4, 1, 36, 19, "Results") + box(1, 37, 44, 22, "Preview")
	for i, name := range []string{"README.md", "notes.txt", "todo.txt", "old.log"} {
		mark := " "
		if i == 0 {
			mark = ">"
		}
		finder += cup(5+i, 2, mark+" "+name) + cup(2+i, 39, fmt.Sprintf("%d # Ledger line", i+1))
	}
	finder += cup(24, 2, "CHANNEL  files   Help: Ctrl-h") + cup(2, 5, "")
	got := Classify(drawn(t, finder), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || !p.Filter || p.Question != "files" || len(p.Options) != 4 || p.SelectedIndex() != 0 {
		t.Errorf("the finder: got %s (%s) %s, want a select of four filtered as typed, asking files", got.Mode, got.Detail, promptText(p))
	}
}

// TestWideMenuUnderItsBar reads a File menu dropped under its title on a
// menu bar, wider than half the screen as it names each command's keys
// in angle brackets beside it, one entry set apart, as a select of the
// commands without their keys.
func TestWideMenuUnderItsBar(t *testing.T) {
	menu := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "\x1b[1;37;40mFile\x1b[m\x1b[30;46m  Edit  View  Find  Options  Help"+strings.Repeat(" ", 41)+"\x1b[m") +
		cup(2, 1, "┌"+strings.Repeat("─", 45)+"┐")
	for i, e := range []string{"Command line          <F10>,<Alt-:>", "Open                  <Alt-E>", "Save file as ...      <F10> write_buffer_as", "Exit                  <Alt-X>"} {
		row := fmt.Sprintf(" %-44s", e)
		if i == 0 {
			row = "\x1b[7m" + row + "\x1b[m"
		}
		menu += cup(3+i, 1, "│"+row+"│")
	}
	menu += cup(7, 1, "└"+strings.Repeat("─", 45)+"┘") + cup(24, 49, "Line: 1    Col: 1")
	got := Classify(drawn(t, menu), Facts{Program: "grief", Waiting: true, Began: Editor})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || p.Question != "File" || len(p.Options) != 4 || p.Options[2].Label != "Save file as ..." || p.SelectedIndex() != 0 {
		t.Errorf("the File menu: got %s (%s) %s, want a select of four commands asking File", got.Mode, got.Detail, promptText(p))
	}
}

// TestYesNoUnderAMessage reads a box over an editor's text holding the
// changes it will make and "[Y]es  [N]o" under them, the cursor hidden,
// as a yes or no confirming them, though the message asks nothing in
// words; a box of other keys under such rows (a help box's) asks
// nothing.
func TestYesNoUnderAMessage(t *testing.T) {
	screen := func(keys string) string {
		out := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "archive/\r\ninvoices/\r\nREADME.md\r\nledger-2026.csv\r\nminutes.txt")
		for r := 6; r < 23; r++ {
			out += cup(r, 1, "~")
		}
		out += cup(8, 20, "╭"+strings.Repeat("─", 40)+"╮")
		for r := 9; r < 14; r++ {
			out += cup(r, 20, "│"+strings.Repeat(" ", 40)+"│")
		}
		return out + cup(14, 20, "╰"+strings.Repeat("─", 40)+"╯") + cup(9, 23, "MOVE notes.txt -> minutes.txt") + cup(10, 21, "DELETE old.log") + cup(13, 34, keys) +
			cup(23, 1, "\x1b[7moil:///home/ada/ledger/ [+]"+strings.Repeat(" ", 35)+"8,6           All\x1b[m")
	}
	f := Facts{Program: "oiled", Waiting: true, Began: Editor}
	got := Classify(drawn(t, screen("[Y]es    [N]o")), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || len(p.Options) != 2 || p.Options[0].Key != "y" {
		t.Errorf("yes or no under the changes: got %s (%s) %s, want a confirm keyed y and n", got.Mode, got.Detail, promptText(p))
	}
	if got := Classify(drawn(t, screen("[q]uit    [h]elp")), f); got.Mode == Question {
		t.Errorf("other keys under the rows: got %s %s, want no question", got.Mode, promptText(got.Prompt))
	}
	// The same box in an editor the table names stays the editor's: a
	// box drawn in the text of a file it shows reads the same.
	f.Program = "nvim"
	if got := Classify(drawn(t, screen("[Y]es    [N]o")), f); got.Mode != Editor {
		t.Errorf("the box in nvim: got %s (%s) %s, want the editor", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestCommaKeysBeforeAPromptMark reads keys one character each set
// apart by commas in brackets before a prompt's ">>" (fac's) as a choice
// of them, on a full screen's last row under its panes.
func TestCommaKeysBeforeAPromptMark(t *testing.T) {
	if p := parseQuestion("[w,a,s,d,e,?] >>"); p == nil || p.Kind != Choice || len(p.Options) != 6 || p.Options[5].Key != "?" {
		t.Errorf("[w,a,s,d,e,?] >>: got %s, want a choice of six keys", promptText(p))
	}
	out := "\x1b[?1049h┌" + strings.Repeat("─", 63) + "┬" + strings.Repeat("─", 13) + "┐\r\n"
	for i := 0; i < 20; i++ {
		out += "│" + fmt.Sprintf("%-63s", "    total = sum(e.amount for e in entries)") + "│" + fmt.Sprintf("%-13s", "1. totals.py") + "│\r\n"
	}
	out += "└" + strings.Repeat("─", 63) + "┴" + strings.Repeat("─", 13) + "┘\r\n\r\n [w,a,s,d,e,?] >> "
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Choice || len(p.Options) != 6 || p.Question != "" {
		t.Errorf("under the panes: got %s (%s) %s, want a choice of six keys, no frame's edge its question", got.Mode, got.Detail, promptText(p))
	}
}

// TestEntriesHeadingParagraphs reads a pointed list whose entries each
// head a paragraph telling what the entry is, a blank row between, the
// telling rows in more than one look (a link among them), as a select of
// the heads; the question scrolled off the top.
func TestEntriesHeadingParagraphs(t *testing.T) {
	out := "\x1b[?25l\r\n  \x1b[90mGitHub App\x1b[m\r\n  \x1b[2mAuthorize the tool to act on your behalf from this device only.\x1b[m\r\n  \x1b[2mIt will only get access to repositories where the App is installed.\x1b[m\r\n\r\n" +
		"\x1b[93m▶ Personal Access Token\x1b[m\r\n  Enter a classic or fine-grained Personal Access Token generated from\r\n  \x1b[4;35mhttps://github.com/settings/tokens.\x1b[m\r\n  Classic tokens need at least one of the following scopes: repo.\r\n\r\n" +
		"  \x1b[90mGit Credential Manager\x1b[m\r\n  \x1b[2mUse OAuth credentials from git-credential-manager.\x1b[m\r\n"
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 3 || p.Options[2].Label != "Git Credential Manager" || p.SelectedIndex() != 1 {
		t.Errorf("got %s (%s) %s, want a select of three methods, the second current", got.Mode, got.Detail, promptText(p))
	}
}

// TestRadiosInAWizardsPane reads radio buttons in a wizard's pane beside
// its list of steps, each over a row describing it, the focused one set
// apart, as a select of their labels asking the sentence over them.
func TestRadiosInAWizardsPane(t *testing.T) {
	rows := []string{"", " Name           │  Choose what data you want to back up.", " Backup mode    │", " Destination    │  \x1b[7m(*) Entire machine\x1b[m", " Schedule       │      Image of the whole machine, for bare metal restore.", " Summary        │", "                │  ( ) Volume level backup", "                │      Back up images of selected volumes.", "                │", "                │  ( ) File level backup (slower)", "                │      Back up selected directories and files."}
	out := "\x1b[?1049h\x1b[?25l Backup Agent for Linux\r\n┌" + strings.Repeat("─", 16) + "┬" + strings.Repeat("─", 61) + "┐\r\n"
	for _, r := range rows {
		l := "│" + r
		out += l + "\r\n"
	}
	out += "\x1b[24;2HTab Next field  Space Select  Enter Next step  Esc Cancel"
	for i := range rows {
		out += fmt.Sprintf("\x1b[%d;80H│", 3+i)
	}
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || p.Question != "Choose what data you want to back up." || len(p.Options) != 3 || p.Options[2].Label != "File level backup (slower)" || p.SelectedIndex() != 0 {
		t.Errorf("got %s (%s) %s, want a select of three backups, the first current", got.Mode, got.Detail, promptText(p))
	}
}

// TestFormInAWindowsFrame reads a form of fields inside a frame around
// the program's window, the cursor hidden and drawn by the program in
// one field (on its grey placeholder's first letter, or after the
// stars typed), as that field: its label over it asks, the frame's
// sides none of it; the fields under it are no list it filters.
func TestFormInAWindowsFrame(t *testing.T) {
	form := func(user, pass string) string {
		out := "\x1b[?1049h\x1b[?25l ╭" + strings.Repeat("─", 76) + "╮\r\n"
		rows := []string{"  Kairos Interactive Installer", "", "  User & Password", "  Create the user that will log in to the installed system.", "", "  Username:", "  " + user, "", "  Password:", "  " + pass, "", "", "", "  tab switch field • enter confirm • esc back"}
		for _, r := range rows {
			out += " │" + r + "\x1b[79G│\r\n"
		}
		return out + " ╰" + strings.Repeat("─", 76) + "╯"
	}
	got := Classify(drawn(t, form("\x1b[38;5;212m> \x1b[7;38;5;241mu\x1b[27msername\x1b[m", "\x1b[38;5;241m> password\x1b[m")), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Username:" {
		t.Errorf("the user's field: got %s (%s) %s, want a text question asking Username:", got.Mode, got.Detail, promptText(p))
	}
	got = Classify(drawn(t, form("\x1b[38;5;241m> ada\x1b[m", "\x1b[38;5;212m> \x1b[m***********\x1b[7m \x1b[m")), keyMode)
	if p := got.Prompt; got.Mode != PasswordPrompt || p == nil || p.Question != "Password:" {
		t.Errorf("the password's field: got %s (%s) %s, want a password asking Password:", got.Mode, got.Detail, promptText(p))
	}
}

// TestInstallerConsoleAnswers reads an installer's console mode
// (install4j's): answers each followed by its keys in brackets, commas
// between ("OK [o, Enter], Cancel [c]"), the one Enter gives the
// default, asked on the row over the cursor; and a question over its
// default alone in brackets on the next row, the cursor under it.
func TestInstallerConsoleAnswers(t *testing.T) {
	if p := parseQuestion("OK [o, Enter], Cancel [c]"); p == nil || p.Kind != Confirm || len(p.Options) != 2 || p.Options[1].Key != "c" || p.Default != "OK" {
		t.Errorf("OK [o, Enter], Cancel [c]: got %s, want a confirm keyed o and c, OK its default", promptText(p))
	}
	f := lineMode
	f.Submitted = []string{""}
	got := Classify(drawn(t, "Unpacking JRE ...\r\nStarting Installer ...\r\nThis will install Relay Desk 4.2 on your computer.\r\nOK [o, Enter], Cancel [c]\r\n"), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != "This will install Relay Desk 4.2 on your computer." {
		t.Errorf("the first step: got %s (%s) %s, want a confirm asking the sentence over the keys", got.Mode, got.Detail, promptText(p))
	}
	got = Classify(drawn(t, "I accept the agreement\r\nYes [1], No [2]\r\n1\r\nWhere should Relay Desk be installed?\r\n[/opt/relaydesk]\r\n"), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Default != "/opt/relaydesk" {
		t.Errorf("the directory: got %s (%s) %s, want a text question defaulting to /opt/relaydesk", got.Mode, got.Detail, promptText(p))
	}
}

// TestPageNamedBetweenDashes reads a library's pager on the main screen
// (TTY::Pager's): a page of text over "--- Page -1- Press enter/return
// to continue (or q to quit) ---" and a newline, the cursor at the next
// row's start, as a pager, no question.
func TestPageNamedBetweenDashes(t *testing.T) {
	out := ""
	for i := 0; i < 22; i++ {
		out += fmt.Sprintf("- Entry %d of the changelog, a fix to the relay's retries\r\n", i+1)
	}
	out += "--- Page -1- Press enter/return to continue (or q to quit) ---\r\n"
	if got := Classify(drawn(t, out), keyMode); got.Mode != Pager {
		t.Errorf("got %s (%s) %s, want pager", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestCountAloneUnderBanner reads a program waiting at a count of its
// inputs alone and a colon ("1: ", REDUCE's) under its banner, nothing
// typed yet, as a REPL: no word asks.
func TestCountAloneUnderBanner(t *testing.T) {
	got := Classify(drawn(t, "Reduce (Free CSL version, revision 6860),  7-Jul-2024 ...\r\n\r\n1: "), keyMode)
	if got.Mode != REPL || got.Prompt != nil {
		t.Errorf("got %s (%s) %s, want a REPL with no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestTallDropdownOpened reads Textual's select opened: its field in a
// tall frame ("▊ Maintenance   ▲ ▎") right over a tall box of its
// options, one on a background of its own, as a select of the options
// asking the label over the field.
func TestTallDropdownOpened(t *testing.T) {
	out := "\x1b[?1049h\x1b[?25l" + cup(1, 30, "KanbanTui — Reef Lab") + cup(5, 13, "Category") +
		cup(6, 13, "▊"+strings.Repeat("▔", 54)+"▎") + cup(7, 13, fmt.Sprintf("▊ %-51s▲ ▎", "Maintenance")) + cup(8, 13, "▊"+strings.Repeat("▁", 54)+"▎") +
		cup(9, 13, "▊"+strings.Repeat("▔", 54)+"▎")
	for i, o := range []string{"Maintenance", "Feeding", "Diving", "Admin"} {
		look := "\x1b[48;5;236m"
		if i == 1 {
			look = "\x1b[1;48;5;25m"
		}
		out += cup(10+i, 13, "▊"+look+fmt.Sprintf(" %-53s", o)+"\x1b[m▎")
	}
	out += cup(14, 13, "▊"+strings.Repeat("▁", 54)+"▎") + cup(18, 26, "Create Task            Cancel") + cup(24, 2, "esc Cancel  tab Focus Next  ^s Save")
	got := Classify(drawn(t, out), keyMode)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || p.Question != "Category" || len(p.Options) != 4 || p.SelectedIndex() != 1 {
		t.Errorf("got %s (%s) %s, want a select of four asking Category, Feeding current", got.Mode, got.Detail, promptText(p))
	}
}

// TestThirtiethSessionRefusals holds what this session's readers must
// not read: a select opened on the screen's first row (no row over it
// to read a label from), radio buttons in a pane in two groups each
// beside its label, a step's outcome in brackets under a status line, help text
// ending "for more information" over an empty row, and states in
// brackets after names.
func TestThirtiethSessionRefusals(t *testing.T) {
	top := "\x1b[?1049h\x1b[?25l" + cup(1, 4, "▊"+strings.Repeat("▔", 20)+"▎") + cup(2, 4, fmt.Sprintf("▊ %-17s▲ ▎", "Dark")) + cup(3, 4, "▊"+strings.Repeat("▁", 20)+"▎") +
		cup(4, 4, "▊"+strings.Repeat("▔", 20)+"▎") + cup(5, 4, "▊\x1b[48;5;25m Dark               \x1b[m▎") + cup(6, 4, "▊\x1b[48;5;236m Light              \x1b[m▎") + cup(7, 4, "▊"+strings.Repeat("▁", 20)+"▎")
	_ = Classify(drawn(t, top), keyMode) // (must not panic)
	radios := "\x1b[?1049h\x1b[?25l"
	for i, r := range []string{"Pick the theme for the editor:", "Theme  \x1b[7m(*) Dark\x1b[m", "       ( ) Light", "Wrap   ( ) On", "       (*) Off"} {
		radios += fmt.Sprintf("\x1b[%d;1H│ Settings  │ %s\x1b[%d;60H│", i+2, r, i+2)
	}
	if got := Classify(drawn(t, radios), keyMode); got.Prompt != nil {
		t.Errorf("two groups of radios: got %s %s, want no select of the two joined", got.Mode, promptText(got.Prompt))
	}
	if got := Classify(drawn(t, "Checking the build environment:\r\n[OK]\r\n"), lineMode); got.Prompt != nil && got.Prompt.Default == "OK" {
		t.Errorf("a step's outcome: got %s %s, want no field defaulting to OK", got.Mode, promptText(got.Prompt))
	}
	help := ""
	for i := 0; i < 20; i++ {
		help += fmt.Sprintf("  command%d    does the thing number %d for the relay\r\n", i, i)
	}
	help += "Use \"prog <command> --help\" for more information about a command.\r\n"
	if got := Classify(drawn(t, help), keyMode); got.Mode == Pager {
		t.Errorf("help over an empty row: got %s (%s), want no pager", got.Mode, got.Detail)
	}
	if p := labelsThenKeys("Services: nginx [running], redis [stopped]"); p != nil {
		t.Errorf("states in brackets: got %s, want no keys", promptText(p))
	}
}

// cup is text written at a row and a column counted from 1, as a
// program moves the cursor there first (CUP).
func cup(row, col int, s string) string { return fmt.Sprintf("\x1b[%d;%dH%s", row, col, s) }

// TestKeysInABoxsBottomEdge reads a box over a program's panes whose
// bottom edge names its keys, one going on and one backing out ("Enter/Y:
// Confirm │ Esc/N: Cancel", a ratatui block's bottom title) as a yes or
// no its title asks; keys there that do other things ask nothing.
func TestKeysInABoxsBottomEdge(t *testing.T) {
	panes := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "dbtool | default | shop | connected") + cup(2, 1, "┌ Explorer ────────┐┌ Inspector "+strings.Repeat("─", 47)+"┐")
	for r := 3; r < 22; r++ {
		panes += cup(r, 1, fmt.Sprintf("│  public.t%-8d││%58s│", r, ""))
	}
	panes += cup(22, 1, "└──────────────────┘└"+strings.Repeat("─", 58)+"┘") + cup(23, 1, "j/k:Row  dd:Delete  e:Edit  Esc:Back")
	box := func(title, edge string) string {
		out := cup(8, 19, "┌ "+title+" "+strings.Repeat("─", 40-len(title))+"┐")
		for r := 9; r < 16; r++ {
			out += cup(r, 19, "│"+strings.Repeat(" ", 42)+"│")
		}
		out += cup(10, 21, "DELETE FROM public.customers") + cup(11, 21, "WHERE id = '1009';")
		return out + cup(16, 19, "└ "+edge+" "+strings.Repeat("─", 40-uniseg.StringWidth(edge))+"┘")
	}
	got := Classify(drawn(t, panes+box("Confirm DELETE", "Enter/Y: Confirm │ Esc/N: Cancel")), Facts{Program: "dbtool", Waiting: true})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != "Confirm DELETE" || len(p.Options) != 2 || p.Options[0].Key != "y" || p.Options[1].Label != "Cancel" {
		t.Errorf("keys in the bottom edge: got %s (%s) %s, want Confirm DELETE, y to confirm, n to cancel", got.Mode, got.Detail, promptText(p))
	}
	for _, edge := range []string{"s: Save │ h: Help", "q: Quit │ Esc: Close"} {
		got = Classify(drawn(t, panes+box("SQL Preview", edge)), Facts{Program: "dbtool", Waiting: true})
		if got.Mode == Question {
			t.Errorf("%q, no yes and no: got %s (%s) %s, want no question", edge, got.Mode, got.Detail, promptText(got.Prompt))
		}
	}
}

// TestListAloneOnItsScreen reads a list that is all a program draws
// (youchoose's choices from the screen's top, each after a pointer, one
// on a background of its own, a box previewing it beside them at most),
// the cursor hidden, as a select asked in no words; a table's rows
// alone on the screen are no choices.
func TestListAloneOnItsScreen(t *testing.T) {
	list := func(entries []string, sel int) string {
		out := "\x1b[?1049h\x1b[?25l"
		for i, e := range entries {
			look := ""
			if i == sel {
				look = "\x1b[30;47m"
			}
			out += cup(2+i, 1, "\x1b[1;31m❯\x1b[m "+look+e+"\x1b[m")
		}
		return out
	}
	versions := []string{"v2.5.0", "v2.4.2", "v2.4.1", "v2.4.0"}
	preview := cup(1, 42, "┌ preview "+strings.Repeat("─", 28)+"┐")
	for r := 2; r < 24; r++ {
		preview += cup(r, 42, "│"+strings.Repeat(" ", 37)+"│")
	}
	preview += cup(24, 42, "└"+strings.Repeat("─", 37)+"┘") + cup(2, 43, "v2.4.1 (2026-11-24)") + cup(3, 43, "commit 4f1c2ae by ada")
	for _, c := range []struct {
		name, out string
	}{
		{"alone", list(versions, 2)},
		{"beside its preview", list(versions, 2) + preview},
	} {
		got := Classify(drawn(t, c.out), Facts{Program: "pickone", Waiting: true})
		if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 4 || p.SelectedIndex() != 2 || p.Options[2].Label != "v2.4.1" {
			t.Errorf("%s: got %s (%s) %s, want a select of four, v2.4.1 highlighted", c.name, got.Mode, got.Detail, promptText(p))
		}
	}
	table := list([]string{"relay-1   zone-1   0.1", "relay-2   zone-2   0.2", "relay-3   zone-3   0.3"}, 1)
	if got := Classify(drawn(t, table), Facts{Program: "pickone", Waiting: true}); got.Mode == Question {
		t.Errorf("a table's rows: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestKeysAfterAPromptsName reads keys in parentheses after a word
// (BugStalker's "(bs y/n)" under "Restart a program?", its prompt's name
// before them) as the keys answering the question over them.
func TestKeysAfterAPromptsName(t *testing.T) {
	out := "Stalker greets\r\n\r\n(dbg) run\r\nHit breakpoint 1 at 0x55555555c8a1: src/main.rs:14\r\n(dbg) run\r\nRestart a program?\r\n(dbg y/n) "
	got := Classify(drawn(t, out), Facts{Program: "dbg", Waiting: true, Submitted: []string{"(dbg)", "(dbg)"}, Began: TUI})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != "Restart a program?" || len(p.Options) != 2 {
		t.Errorf("got %s (%s) %s, want a yes or no asking Restart a program?", got.Mode, got.Detail, promptText(p))
	}
	if p := parseQuestion("Delete it (use y/n)?"); p == nil || p.Kind != Confirm || p.Question != "Delete it?" {
		t.Errorf("a word before the keys: got %s, want a yes or no asking Delete it?", promptText(p))
	}
}

// TestAnswersWithTheDefaultAmongSlashes reads a question whose answers
// end its line set apart by slashes, the default alone in brackets
// among them ("Add cabal? [y]/n", "License:  [MIT]/BSD-2-Clause/…"),
// over a prompt of marks that took a line before (Summoner's "  ->"):
// the question, asked at the marks.
func TestAnswersWithTheDefaultAmongSlashes(t *testing.T) {
	f := Facts{Program: "scaffold", Waiting: true, Canonical: true, Echo: true, Submitted: []string{"  ->"}}
	head := "Project name:\r\n  ->   ledger-core\r\n"
	got := Classify(drawn(t, head+"Add cabal? [y]/n\r\n  ->   "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != "Add cabal?" || p.Default != "yes" {
		t.Errorf("a yes or no: got %s (%s) %s, want Add cabal?, yes by default", got.Mode, got.Detail, promptText(p))
	}
	if p := parseQuestion("Add cabal? n/[y]"); p == nil || p.Kind != Confirm || p.Default != "yes" {
		t.Errorf("the no first: got %s, want a yes or no, yes by default", promptText(p))
	}
	licenses := "License:  [MIT]/BSD-2-Clause/BSD-3-Clause/GPL-2.0-only/GPL-3.0-only/LGPL-2.1-only/LGPL-3.0-only/AGPL-3.0-only/NONE"
	got = Classify(drawn(t, head+licenses+"\r\n  ->   "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Choice || p.Question != "License:" || p.Default != "MIT" || len(p.Options) != 9 {
		t.Errorf("words carried over two rows: got %s (%s) %s, want a choice of nine, MIT by default", got.Mode, got.Detail, promptText(p))
	}
}

// TestLongerASCIIArrow reads "--> " before one entry of a list, the
// others indented as far (pick's pointer), as "-> " is read: the entry
// the select is on. "==> " heads a step of a log, no pointer.
func TestLongerASCIIArrow(t *testing.T) {
	list := func(mark string) string {
		out := "\x1b[?1049h\x1b[?25l" + cup(2, 2, "Please select a station from your favorite list:")
		for i, e := range []string{"Radio Paradise", "KEXP 90.3 FM", "SomaFM Groove Salad", "BBC Radio 3"} {
			lead := "    "
			if i == 2 {
				lead = mark
			}
			out += cup(4+i, 2, lead+e)
		}
		return out
	}
	got := Classify(drawn(t, list("--> ")), Facts{Program: "radio", Waiting: true})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Select || len(p.Options) != 4 || p.SelectedIndex() != 2 || p.Options[2].Label != "SomaFM Groove Salad" {
		t.Errorf("got %s (%s) %s, want a select of four, the third pointed at", got.Mode, got.Detail, promptText(p))
	}
	out := "  Installing New Relic\r\n\r\n  ==> Installing Infrastructure Agent... installed\r\n  ==> Installing Logs Integration... installed\r\n\r\n? Continue installing? (Y/n) Yes\r\n\r\n  ==> Installing MySQL Integration... installed\r\n⠋ Installing Golden Signal Alerts"
	if got := Classify(drawn(t, out), Facts{Program: "installer"}); got.Mode == Question {
		t.Errorf("a log's steps: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestOneButtonBoxApart reads a box a program draws where its screen
// was empty, its title asking over one button (stmp's "Confirm deletion"
// over "Confirm", reversed from the box's side), as the button asked
// for: the title asks where no words stand over the button, and the
// button's look is told from the box's ground right of it. A box of
// words alone there asks nothing.
func TestOneButtonBoxApart(t *testing.T) {
	screen := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "player: stopped                    Playlists") + cup(2, 1, "Late night") + cup(3, 1, "Sunday morning") + cup(4, 1, "Hard bop essentials")
	box := func(inside string) string {
		return cup(11, 31, "╔═Confirm deletion═╗") + cup(12, 31, "║"+inside+"║") + cup(13, 31, "╚══════════════════╝")
	}
	got := Classify(drawn(t, screen+box("\x1b[7mConfirm\x1b[m           ")), Facts{Program: "player", Waiting: true})
	if p := got.Prompt; got.Mode != Question || p == nil || p.Question != "Confirm deletion" || len(p.Options) != 1 || p.Options[0].Label != "Confirm" || p.SelectedIndex() != 0 {
		t.Errorf("one button: got %s (%s) %s, want Confirm asked by Confirm deletion", got.Mode, got.Detail, promptText(p))
	}
	if got := Classify(drawn(t, screen+box("Deleting playlist  ")), Facts{Program: "player", Waiting: true}); got.Mode == Question {
		t.Errorf("words alone: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestFieldUnderATitle reads a curses dialog whose title row asks
// ("Your full name:", mpw's, between the frame's "*" corners) over a
// field on a background of its own holding the shown cursor, a blank
// row of the dialog between: a text question, a password one where the
// title names a secret, its field as short as its masks. A label beside
// the field, on its row, is read there by others.
func TestFieldUnderATitle(t *testing.T) {
	dialog := func(title, field string, col int) string {
		out := "\x1b[?1049h\x1b[40m\x1b[2J" + cup(12, 8, "\x1b[30;47m*"+fmt.Sprintf("%-64s", fmt.Sprintf("%*s", 32+len(title)/2, title))+"*")
		for _, r := range []int{13, 15} {
			out += cup(r, 8, "\x1b[37;44m|"+strings.Repeat(" ", 64)+"|")
		}
		out += cup(14, 8, "\x1b[37;44m|"+strings.Repeat(" ", 64)+"|") + cup(14, col, "\x1b[30;47m"+field) + cup(24, 34, "\x1b[40;37mkeeper v2.7")
		return out + cup(14, col+1, "")
	}
	f := Facts{Program: "keeper", Waiting: true}
	got := Classify(drawn(t, dialog("Your full name:", strings.Repeat(" ", 62), 10)), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Your full name:" {
		t.Errorf("a name: got %s (%s) %s, want a text question Your full name:", got.Mode, got.Detail, promptText(p))
	}
	got = Classify(drawn(t, dialog("Your master password:", "[ * ]", 38)), f)
	if p := got.Prompt; got.Mode != PasswordPrompt || p == nil || p.Question != "Your master password:" {
		t.Errorf("a secret: got %s (%s) %s, want a password asked by Your master password:", got.Mode, got.Detail, promptText(p))
	}
	// FTXUI's input box: its title over a rule across the box, no colon.
	ruled := func(rule string) string {
		return "\x1b[?1049h" + cup(1, 1, "New CLI Installer") + cup(10, 27, "┌"+strings.Repeat("─", 25)+"┐") + cup(11, 27, "│   Enter Root password   │") +
			cup(12, 27, rule) + cup(13, 27, "│\x1b[7m"+strings.Repeat(" ", 25)+"\x1b[m│") + cup(14, 27, "├"+strings.Repeat("─", 25)+"┤") +
			cup(15, 27, "│     OK       Cancel     │") + cup(16, 27, "└"+strings.Repeat("─", 25)+"┘") + cup(13, 28, "")
	}
	got = Classify(drawn(t, ruled("├"+strings.Repeat("─", 25)+"┤")), f)
	if p := got.Prompt; got.Mode != PasswordPrompt || p == nil || p.Question != "Enter Root password" {
		t.Errorf("a title over a rule: got %s (%s) %s, want a password asked by Enter Root password", got.Mode, got.Detail, promptText(p))
	}
	if got := Classify(drawn(t, ruled("├"+strings.Repeat("─", 12)+"┼"+strings.Repeat("─", 12)+"┤")), f); got.Mode == PasswordPrompt || got.Mode == Question {
		t.Errorf("panes' junction between: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
	// A framed list under its heading and a rule, the cursor left on
	// its highlighted entry, a row of text under it: no field to type
	// in.
	folders := "\x1b[?1049h" + cup(3, 21, "┌"+strings.Repeat("─", 25)+"┐") + cup(4, 21, "│ Mail Folders            │") + cup(5, 21, "├"+strings.Repeat("─", 25)+"┤") +
		cup(6, 21, "│\x1b[7m INBOX                   \x1b[m│") + cup(7, 21, "│ 3 folders, 12 unread    │") + cup(8, 21, "└"+strings.Repeat("─", 25)+"┘") + cup(6, 23, "")
	if p := fieldUnderTitle(&grid{Snapshot: drawn(t, folders)}); p != nil {
		t.Errorf("a list's heading over a rule: got %s, want no field (the list's select is another reader's)", promptText(p))
	}
}

// TestAnswersKeyedByWordsOverMarks reads a question over its answers,
// each indented and keyed by a word in brackets ("  [yes]: Yes
// (default)"), over a prompt of marks that took lines before (GPT
// Pilot's ">"): a yes and a no a confirm, the tag of who asks off the
// question; other keys a line to type, the question joined across the
// rows the terminal carried it on. Answers with output between them and
// the marks ask nothing there.
func TestAnswersKeyedByWordsOverMarks(t *testing.T) {
	f := Facts{Program: "pilot", Waiting: true, Submitted: []string{">", ">"}}
	head := "[Pilot] What is the project name?\r\n> tally\r\n"
	got := Classify(drawn(t, head+"[Executor] Can I run command: npm install with 60s timeout?\r\n  [yes]: Yes (default)\r\n  [no]: No\r\n> "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Question != "Can I run command: npm install with 60s timeout?" || p.Default != "yes" || len(p.Options) != 2 || p.Options[0].Key != "yes" {
		t.Errorf("a yes or no: got %s (%s) %s, want Can I run command…, yes by default", got.Mode, got.Detail, promptText(p))
	}
	got = Classify(drawn(t, head+"[Spec Writer] Describe your app\r\n  [skip]: Skip questions (default)\r\n  [example]: Start an example project\r\n> "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Default != "skip" || p.Options[0].Label != "Skip questions" {
		t.Errorf("a default among keyed words: got %s (%s) %s, want skip by default", got.Mode, got.Detail, promptText(p))
	}
	long := "[Spec Writer] Should an expense be split between several members of the team, or does each expense belong to one member?"
	got = Classify(drawn(t, head+long+"\r\n  [skip]: Skip questions\r\n> "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || !strings.HasSuffix(p.Question, "or does each expense belong to one member?") || len(p.Options) != 1 {
		t.Errorf("a line carried over two rows: got %s (%s) %s, want a text question with skip", got.Mode, got.Detail, promptText(p))
	}
	for _, since := range []string{"> yes\r\nfile1  file2\r\nDone.\r\n> ", "> yes\r\nDone.\r\n> "} {
		got = Classify(drawn(t, head+"[Executor] Can I run command: ls?\r\n  [yes]: Yes (default)\r\n  [no]: No\r\n"+since), f)
		if got.Mode == Question {
			t.Errorf("answered, output since: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
		}
	}
	got = Classify(drawn(t, head+"[Executor] Can I run command: ls?\r\n  [yes]: Yes (default)\r\n  [no]: No\r\n> later\r\nPlease choose one of available options\r\n> "), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Confirm || p.Default != "yes" {
		t.Errorf("an answer refused: got %s (%s) %s, want the yes or no asked again", got.Mode, got.Detail, promptText(p))
	}
}

// TestCursorDrawnAsAGlyphAfterALabel reads a field on a program's own
// screen whose cursor it draws as a character after a label and what
// was typed, the terminal's hidden: a block (vimalender's "Event title:
// █" over its hint) or an underscore (Tetrackt's "Filename: song_" in
// its Save box): a text question the label asks. Two such rows leave no
// one field the cursor is in.
func TestCursorDrawnAsAGlyphAfterALabel(t *testing.T) {
	week := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "W47   Mon 16     Tue 17     Wed 18     Thu 19     Fri 20") + cup(4, 1, "09:00 ▎Standup   ▎↻ Standup ▎↻ Standup")
	f := Facts{Program: "planner", Waiting: true}
	got := Classify(drawn(t, week+cup(23, 1, "Event title: █")+cup(24, 3, "CREATE  Type title")), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Event title:" || p.Value != "" {
		t.Errorf("a block: got %s (%s) %s (value %q), want a text question Event title:, nothing typed", got.Mode, got.Detail, promptText(p), p.Value)
	}
	box := cup(6, 21, "╭"+strings.Repeat("─", 37)+"╮") + cup(7, 21, "│  Save Song                          │") + cup(8, 21, "│                                     │") +
		cup(9, 21, "│  Filename: song_                    │") + cup(10, 21, "│                                     │") + cup(11, 21, "│  [Enter to confirm, Esc to cancel]  │") + cup(12, 21, "╰"+strings.Repeat("─", 37)+"╯")
	got = Classify(drawn(t, "\x1b[?1049h\x1b[?25l"+box+cup(23, 2, "↑↓←→: Navigate | J: Jump | 1-7: Notes")), f)
	if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != Text || p.Question != "Filename:" || p.Value != "song" {
		t.Errorf("an underscore: got %s (%s) %s, want a text question Filename:, song typed", got.Mode, got.Detail, promptText(p))
	}
	for _, row := range []string{"    fix: handle_", "│ URL: https://example.net/foo/barbazqu█│", "Mode: insert   Filename: song_"} {
		if got := Classify(drawn(t, week+cup(23, 1, row)), f); got.Mode == Question {
			t.Errorf("%q: got %s (%s) %s, want no question", row, got.Mode, got.Detail, promptText(got.Prompt))
		}
	}
	got = Classify(drawn(t, week+cup(22, 1, "Event title: █")+cup(23, 1, "Go to day: █")), f)
	if got.Mode == Question {
		t.Errorf("two rows ending in a block: got %s (%s) %s, want no question", got.Mode, got.Detail, promptText(got.Prompt))
	}
}
