package modes

import (
	"fmt"
	"strings"
	"testing"
)

// TestModesFromBehaviour reads the mode of programs no table names from
// what they do, on screens drawn here: a REPL's prompt by its shape or by
// the lines submitted at it, a question asked once, an editor of the file
// it was given, and names with versions and suffixes.
func TestModesFromBehaviour(t *testing.T) {
	raw := func(prog string, sub ...string) Facts {
		return Facts{Program: prog, Waiting: true, Submitted: sub}
	}
	lines := func(prog string, sub ...string) Facts {
		return Facts{Program: prog, Waiting: true, Echo: true, Canonical: true, Submitted: sub}
	}
	editing := Facts{Program: "writer", Args: []string{"-x", "todo.md"}, Waiting: true}
	// modeLined: an Emacs-like editor's text, its mode line in reverse
	// video naming the document, the echo line under it holding echo.
	text := "# ledger.txt -- the depot's fuel ledger\r\n2026-11-02  diesel   412.0 l\r\n2026-11-03  petrol   118.5 l\r\n# totals are kept in totals.txt"
	modeLined := func(echo string) string {
		out := "\x1b[?1049h\x1b[H" + text + strings.Repeat("\r\n2026-11-05  diesel   390.2 l", 18) + "\x1b[23;1H\x1b[7m" + fmt.Sprintf("%-80s", "-- ledger.txt [UTF-8/unix] [Fundamental]  1:0") + "\x1b[m\x1b[24;1H" + echo
		if echo == "" {
			out += "\x1b[1;1H"
		}
		return out
	}
	// sheet: a spreadsheet's window framed round the whole screen, the
	// current cell and its value in its top pane, its grid, and a
	// bottom pane holding foot.
	sheet := func(cell, foot string) string {
		out := "\x1b[?1049h\x1b[H┌" + strings.Repeat("─", 78) + "┐\r\n│ " + fmt.Sprintf("%-77s", cell) + "│\r\n├─────┬" + strings.Repeat("──────────┬", 6) + "──────┤"
		for r := 1; r <= 17; r++ {
			out += "\r\n│" + fmt.Sprintf("%4d", r) + " │" + strings.Repeat("          │", 6) + "      │"
		}
		return out + "\r\n├" + strings.Repeat("─", 78) + "┤\r\n" + fmt.Sprintf("%-79s", foot) + "│\r\n└" + strings.Repeat("─", 78)
	}
	// droppedOverWindow: an editor's window under its menu bar, File's
	// menu dropped over the window's corner, New highlighted across the
	// menu's sides.
	droppedOverWindow := "\x1b[?1049h\x1b[?25l\x1b[H\x1b[30;46m \x1b[37;40mFile\x1b[30;46m  Edit  Search  Help" + strings.Repeat(" ", 56) + "\x1b[m" +
		"\x1b[2;1H\x1b[37;44m╔┌──────────┐" + strings.Repeat("═", 66) + "╗"
	for i, e := range []string{"New", "Open...", "Save", "Exit"} {
		look := "\x1b[30;47m"
		if i == 0 {
			look = "\x1b[37;40m"
		}
		droppedOverWindow += fmt.Sprintf("\x1b[%d;1H\x1b[37;44m║%s│ %-9s│\x1b[37;44mrow %03d of the file", i+3, look, e, i+1)
	}
	droppedOverWindow += "\x1b[7;1H║└──────────┘\x1b[m"
	// viewerStatus: a viewer's log under its status bar, which gives the
	// line and the column it shows from.
	viewerStatus := "\x1b[?1049h\x1b[H\x1b[7m" + fmt.Sprintf("%-80s", " LIST 9.6b   Line: 1    Col: 1    RELAY.LOG") + "\x1b[m" + strings.Repeat("\r\nNov 28 09:00:00 relay[4121]: queue run: 16 messages, 2 deferred", 22)
	// framedDocument: a DOS-like editor's text in a frame titled with the
	// document's name, the cursor at the text's start.
	framedDocument := "\x1b[?1049h\x1b[H  File  Edit  Search\r\n┌" + strings.Repeat("─", 33) + " ledger.txt " + strings.Repeat("─", 33) + "┐"
	for _, l := range strings.Split(text, "\r\n") {
		framedDocument += "\r\n│" + l
	}
	framedDocument += "\x1b[3;2H"
	given := func(prog string, args ...string) Facts { return Facts{Program: prog, Args: args, Waiting: true} }
	// shows: a program given notes.md, whose head the session read.
	head := "alpha beta\ngamma delta\nepsilon zeta\n" + strings.Repeat("more of the text\n", 40)
	shows := func(prog string) Facts {
		return Facts{Program: prog, Args: []string{"-r", "notes.md"}, Waiting: true, Files: []FileHead{{Arg: 1, Head: []byte(head)}}}
	}
	// panes: framed panes side by side, a row of one set apart, a bar of
	// keys at the foot (a git client's files beside their diff).
	var panes strings.Builder
	panes.WriteString("\x1b[?1049h\x1b[?25l")
	leftPanes := []string{"┌─Status─────────────────┐", "│✓ repo → main           │", "└────────────────────────┘", "┌─Files──────────────────┐", "│ M  src/app.go          │", "│\x1b[44m M  src/main.go         \x1b[0m│", "│ ?? notes.txt           │", "└────────────────────────┘"}
	rightPanes := []string{"┌─Unstaged changes─────────────────────┐", "│diff --git a/src/main.go b/src/main.go│", "│--- a/src/main.go                     │", "│+++ b/src/main.go                     │", "│@@ -1,3 +1,4 @@                       │", "│ package main                         │", "│+import \"fmt\"                         │", "└──────────────────────────────────────┘"}
	for i := range leftPanes {
		panes.WriteString(leftPanes[i] + " " + rightPanes[i] + "\r\n")
	}
	panes.WriteString("Stage: space | Commit: c | Keybindings: ?")
	// outlined: a reader's outline pane beside the pane of the text it
	// reads, under a status row giving a file and a place.
	outlined := func(title, status string) string {
		var b strings.Builder
		b.WriteString("\x1b[?1049h\x1b[?25l")
		b.WriteString("┌─ Contents ─────┐┌─ " + title + " " + strings.Repeat("─", 57-len(title)) + "┐\r\n")
		body := []string{"Kiln notes", "", "Firing", "", "Cone 6 takes nine hours from cold.", "", "Cooling", "", "Leave it shut until it reads 60 C."}
		toc := []string{"Kiln notes", "  Firing", "  Cooling", "", "", "", "", "", ""}
		for i := range 20 {
			l, r := "", ""
			if i < len(body) {
				l, r = toc[i], body[i]
			}
			b.WriteString("│" + l + strings.Repeat(" ", 16-len(l)) + "││" + r + strings.Repeat(" ", 60-len(r)) + "│\r\n")
		}
		b.WriteString("└────────────────┘└" + strings.Repeat("─", 60) + "┘\r\n")
		b.WriteString(status)
		return b.String()
	}
	script := "import sys\r\n\r\ndef total(rows):\r\n    s = 0\r\n    for r in rows:\r\n        s += r\r\n    return s\r\n\r\nprint(total([3, 4, 5]))\r\n"
	litByte := "00000000  \x1b[7m61\x1b[m 6c 70 68 61 20 62 65  74 61 0a 67 61 6d 6d 61  |alpha beta.gamma|\r\n00000010  20 64 65 6c 74 61 0a 65  70 73 69 6c 6f 6e 20 7a  | delta.epsilon z|\r\n"
	hexRows := "00000000  61 6c 70 68 61 20 62 65  74 61 0a 67 61 6d 6d 61  |alpha beta.gamma|\r\n00000010  20 64 65 6c 74 61 0a 65  70 73 69 6c 6f 6e 20 7a  | delta.epsilon z|\r\n"
	for _, c := range []struct {
		name   string
		out    string
		facts  Facts
		mode   Mode
		detail string
	}{
		{"a prompt ending in a mark", "Toy calculator 1.0\r\ncalc> ", raw("toycalc"), REPL, "toycalc prompt"},
		{"a REPL the table names built under a name a letter or two longer (XOTcl's tclsh)", "% set a 42\r\n42\r\n% ", lines("xotclsh", "%"), REPL, "xotclsh prompt"},

		{"a prompt in parentheses", "(tool) ", raw("tool"), REPL, "tool prompt"},
		{"a counter and a triangle pointing right", "Toy calculator 1.0\r\n003 ▸ ", raw("toycalc"), REPL, "toycalc prompt"},
		{"a lone question mark is a prompt, not a question", "? ", raw("numbers"), REPL, ""},
		{"a prompt that counts", "[7]> ", lines("lispish"), REPL, "lispish prompt"},
		{"a default in brackets is no counter", "Port [8080]: ", lines("server"), Question, ""},
		{"a counted prompt of a REPL the table names", "In [3]: ", raw("ipython3"), REPL, "ipython3 prompt"},
		{"the prompt began the line above", "db> select 1\r\n1\r\ndb> ", lines("dbtool"), REPL, "lines above"},
		{"a label asked once is a question", "Amount: ", lines("ledger"), Question, ""},
		{"a REPL the table names asking a field of its own", "package name: (shop) shop\r\nversion: (1.0.0) 1.2.0\r\ndescription: ", raw("node", "package name: (shop)", "version: (1.0.0)"), Question, ""},
		{"a label at which lines were submitted twice is a REPL", "Amount: 3\r\nAmount: 4\r\nAmount: ", lines("ledger", "Amount:", "Amount:"), REPL, "began the lines before"},
		{"lines submitted at the left edge, in raw mode", "hello\r\n", raw("forthish", ""), REPL, "left edge"},
		{"lines submitted at the left edge, in canonical mode (cat)", "hello\r\n", lines("cat", ""), Unknown, ""},
		{"a prompt of marks under a line naming the words to quit and for help", "Enter an expression to evaluate, q to quit, or ? for help:\r\n-> ", raw("evaluator"), REPL, ""},
		{"a prompt of marks under a question", "Which expression should it evaluate?\r\n-> ", raw("evaluator"), Question, ""},
		{"a line asking for Enter, the cursor under it", "This TTY is now locked.\r\n\r\nPlease press [ENTER] to unlock.\r\n", raw("locker"), Question, "press Enter"},
		{"a line asking for Enter after lines submitted at the left edge", ">> 1\r\nANSWER tag\r\nPress Enter to continue...\r\n", raw("menutool", ""), Question, "press Enter"},
		{"a full-screen program's splash asking for any key is the program's", "\x1b[?1049hrobot 1.0\r\nFind the kitten.\r\n\r\nPress any key to start.\r\n", raw("robot"), TUI, ""},
		{"a program seen at work at the prompt its lines began at", "kv> set a 1\r\nOK\r\nkv> ", Facts{Program: "kvtool", Submitted: []string{"kv>"}}, REPL, "began the lines before"},
		{"a program seen at work at a prompt of the right shape, in raw mode: it polls its terminal", "kv> ", Facts{Program: "kvtool"}, REPL, "waits at a prompt"},
		{"a program seen at work in cooked mode at a prompt of the right shape is busy", "kv> ", Facts{Program: "kvtool", Echo: true, Canonical: true}, Unknown, "running"},
		{"a program at work under a line submitted at its REPL's prompt is busy evaluating it", "kalk v2\r\n>> sum(n=1, 10^8, 1/n^2)\r\n", Facts{Program: "kalk", Echo: true, Canonical: true, Submitted: []string{">>"}}, REPL, "busy"},
		{"a secret's label after a line submitted, its mask typed after it in a sign of the caller's, is no REPL's prompt", "vaultctl login\r\n\r\nUsername: ada\r\nPassword: #######", raw("vaultctl", "Username:"), PasswordPrompt, ""},
		{"a mode line naming the document over the echo line, the cursor in the text", modeLined(""), raw("writer"), Editor, ""},
		{"a frame around the text titled with the document's name, the cursor in it", framedDocument, raw("writer"), Editor, ""},
		{"a find box over the text, the document named in its frame: the box asks, no text is edited", framedDocument + "\x1b[8;20H┌─ Find ──────────┐\x1b[9;20H│ Find:           │\x1b[10;20H└─────────────────┘\x1b[9;28H", raw("writer"), Question, ""},
		{"a file asked for on the echo line under the mode line", modeLined("Find file: ~/"), raw("writer"), Question, ""},
		{"a line naming the key that goes on and what it gives, the cursor after it", "How to follow a log file?\r\n\r\n    tail -F relay.log\r\n\r\nPress SPACE for more choices, any other key to quit.", raw("answers"), Question, "press a key named"},
		{"a list of questions as long as sentences, one reversed, under the question that offers them", "\x1b[?25lPress SPACE for more choices, any other key to quit.\r\n\r\nPick another question:\r\n\x1b[7m How to follow a log file and show only new lines? \x1b[m\r\n tail -f equivalent that survives log rotation\r\n How do I grep the output of tail -f as it grows?\r\n", raw("answers"), Question, "select"},
		{"a viewer that began as one, its status giving line and column, at its search at the foot", viewerStatus + "\x1b[24;1H\x1b[7m Scan for: \x1b[m\x1b[24;12H", Facts{Program: "list", Waiting: true, Began: Pager}, Pager, "as it began"},
		{"a viewer that began as one at its search on the top row", viewerStatus + "\x1b[1;1H\x1b[7m" + fmt.Sprintf("%-80s", "Find:") + "\x1b[m\x1b[1;7H", Facts{Program: "list", Waiting: true, Began: Pager}, Pager, "as it began"},
		{"a prompt ending in a word, the cursor a blank after it, under the program's banner alone", "Factor 0.99 x86.64 (2255, Jan 15 2024 08:21:07)\r\n[GCC 12.2.0] on linux\r\nIN: scratchpad ", raw("listener"), REPL, "under its banner"},
		{"the prompt renamed to the word a line typed at it named", "Factor 0.99\r\nIN: scratchpad 3 4 +\r\n\r\n--- Data stack:\r\n7\r\nIN: scratchpad IN: ledger\r\nIN: ledger ", raw("listener", "IN: scratchpad", "IN: scratchpad"), REPL, ""},
		{"the same prompt renamed to a word no line named is no prompt the lines began", "Factor 0.99\r\nIN: scratchpad 3 4 +\r\n7\r\nIN: ledger ", raw("listener", "IN: scratchpad"), TUI, "no prompt recognised"},
		{"a count alone under a line typed at the console's prompt: its continuation", "tbSQL 7\r\n\r\nConnected to Tibero.\r\n\r\nSQL> select account, sum(cents) total\r\n  2   from ledger\r\n  3 ", raw("console", "SQL>"), REPL, "rest of the line"},
		{"a label under a row giving what Enter takes, the cursor padded after it", "Welcome to H2 Shell 2.2.224 (2023-09-17)\r\nExit with Ctrl+C\r\n[Enter]   jdbc:h2:~/test\r\nURL       ", raw("shell"), Question, ""},
		{"a mark alone for a prompt under a start-up row saying what file it edits", "ECCE V2.10b\r\nEditing ledger.txt (12 lines) to ledger.txt\r\n>p3\r\n# ledger.txt -- the depot's fuel ledger\r\n>", lines("ecce", ">"), Editor, "its start named the file"},
		{"the same with a command being typed at the mark", "ECCE V2.10b\r\nEditing ledger.txt (12 lines) to ledger.txt\r\n>m2", Facts{Program: "ecce", Waiting: true, Echo: true, Canonical: true, Typing: true, TypedFrom: ">"}, Editor, "its start named the file"},
		{"a screen of its own saying only what is under way", "\x1b[?1049h\x1b[?25l\x1b[12;36HConnecting...", Facts{Program: "chat"}, Unknown, "at work (Connecting...)"},
		{"a splash over a line saying what is under way", "\x1b[?1049h\x1b[?25l\x1b[7;27H ___  ___ \x1b[8;27H/ __|/ __|\x1b[14;31HLoading.\x1b[16;26HConnecting to acme.example.com", Facts{Program: "chat", Waiting: true}, Unknown, "at work (Loading.)"},
		{"a progress box over the program's text", modeLined("") + "\x1b[8;20H┌─ Surface Scan ──────────────┐\x1b[9;20H│ ░░░░░░░░░░░░░░░░░░░░░░░░░░░ │\x1b[10;20H│ Reading...    Bad: 0        │\x1b[11;20H└─────────────────────────────┘\x1b[?25l", Facts{Program: "diskfix"}, Unknown, "at work (Reading..."},
		{"a screen of many rows, one of them a task's, is the program's own", "\x1b[?1049h\x1b[?25l" + strings.Repeat("\r\n alpha.txt   12 KB   done", 12) + "\r\n Downloading beta.txt", Facts{Program: "fetcher"}, TUI, ""},
		{"more's mark under a page shorter than the screen, nothing under it", strings.Repeat("It is the definition: sizeof yields a size in bytes.\r\n", 14) + "--MORE--(81%)", raw("reader"), Pager, "for more"},
		{"a help screen's keys and what each does over a bar to go back", "\x1b[?1049h\x1b[?25lAvailable keybindings:\r\n\r\n  Left, h:     Move left\r\n  Right, l:    Move right\r\n  a:           Add new feed\r\n  ?:           Help\r\n  q:           Quit\x1b[24;1H\x1b[7mPress \"Esc\" to go back.\x1b[m", raw("player"), TUI, ""},
		{"a device console at work on a command typed right after its mark", "Ruijie>enable\r\nPassword:\r\nRuijie#ping 10.0.0.9 ntimes 1000\r\nSending 1000, 100-byte ICMP Echoes to 10.0.0.9:\r\n", Facts{Program: "console", Echo: true, Canonical: true, Submitted: []string{"Ruijie>", "Password:", "Ruijie#"}}, REPL, "busy"},
		{"a monitor at work on a command typed after its dot", "Py65 Monitor\r\n\r\n.load ledger.bin c000\r\nWrote +11 bytes\r\n.goto c000\r\n", Facts{Program: "monitor", Echo: true, Canonical: true, Submitted: []string{".", "."}}, REPL, "busy"},
		{"a device console's prompt with its mode in parentheses after a command moved it", "Ruijie#configure terminal\r\nEnter configuration commands, one per line.  End with CNTL/Z.\r\nRuijie(config)#", raw("console", "Ruijie>", "Ruijie#"), REPL, "began the lines before"},
		{"a line editor at its mark under the size of the file it was given, printed as it started", "34\r\n>/third/\r\nthird line\r\n>", Facts{Program: "em", Args: []string{"notes.txt"}, Waiting: true, Echo: true, Canonical: true, Submitted: []string{">"}, Files: []FileHead{{Arg: 0, Head: []byte("first line\nsecond line\nthird line\n")}}}, Editor, "printed the file's size"},
		{"the same number over a program's prompt, no file of that size given", "34\r\n>", Facts{Program: "em", Args: []string{"notes.txt"}, Waiting: true, Echo: true, Canonical: true, Files: []FileHead{{Arg: 0, Head: []byte("first line\n")}}}, REPL, ""},
		{"an editor that began as one at its hit-enter prompt under a command's output", "\x1b[?1049h\x1b[H" + strings.Repeat("noautowrite               backup=\"\"\r\n", 22) + "\x1b[24;1HPress any key to continue [: to enter more ex commands]: ", Facts{Program: "writer", Waiting: true, Began: Editor}, Question, "press a key"},
		{"a menu dropped from the bar over the corner of the editor's window, its current entry highlighted across its sides", droppedOverWindow, Facts{Program: "writer", Args: []string{"long.txt"}, Waiting: true, Began: Editor}, Question, "select"},
		{"a prompt saying how to get help before its mark, under a status its command printed twice", "spn: ada@idm.example.com\r\nPasskeys:\r\n  none\r\n\r\ncred update (? for help) # status\r\nspn: ada@idm.example.com\r\nPasskeys:\r\n  none\r\n\r\ncred update (? for help) # ", lines("credtool", "cred update (? for help) #"), REPL, "how to get help"},
		{"a prompt of marks under a heading over the commands it takes", " ====== subtree selection dialog ======\r\n\r\nthe following commands are available:\r\n        pwd\r\n        ls [ <path> ]\r\n        extract\r\n        quit\r\n\r\n -> ", lines("restore"), REPL, ""},
		{"keys asked in the bottom pane of the program's frame, the program begun as an editor", sheet("A3  │ sugar", "│ Unsaved changes. Quit without saving? (y/n)") + "\x1b[22;46H", Facts{Program: "sheet", Waiting: true, Began: Editor}, Question, "asks"},
		{"a cell and its value in the top pane of the program's frame, the cursor after the value typed, are no field", sheet("A6  │ jam", "│") + "\x1b[2;12H", Facts{Program: "sheet", Waiting: true, Began: Editor}, Editor, ""},
		{"a masked field framed under a logo, the words asking for it on the row under the frame", "\x1b[?1049h\x1b[3;30H███   vault   ███\x1b[4;30H█████████████████\x1b[20;16H┌" + strings.Repeat("─", 48) + "┐\x1b[21;16H│" + strings.Repeat(" ", 20) + "••••••••" + strings.Repeat(" ", 20) + "│\x1b[22;16H└" + strings.Repeat("─", 48) + "┘\x1b[23;22HEnter the master password  [Esc] quit\x1b[21;45H", Facts{Program: "vault", Waiting: true}, PasswordPrompt, ""},
		{"a framed window under a menu bar, the cursor in its text where the status's line and column say", "\x1b[?1049h\x1b[H   File  Edit  View  Run  Help\r\n┌" + strings.Repeat("─", 34) + " Untitled* " + strings.Repeat("─", 33) + "┐\r\n│PRINT \"Total:\"; total" + strings.Repeat(" ", 57) + "│" + strings.Repeat("\r\n│"+strings.Repeat(" ", 78)+"│", 15) + "\r\n└" + strings.Repeat("─", 78) + "┘\x1b[24;3H<Shift+F1=Help> <F5=Run>" + strings.Repeat(" ", 38) + "1:22\x1b[3;23H", Facts{Program: "ide", Waiting: true}, Editor, ""},
		{"the same status giving another place than the cursor's is no editor's", "\x1b[?1049h\x1b[H   File  Edit  View  Run  Help\r\n┌" + strings.Repeat("─", 34) + " Untitled* " + strings.Repeat("─", 33) + "┐\r\n│PRINT \"Total:\"; total" + strings.Repeat(" ", 57) + "│" + strings.Repeat("\r\n│"+strings.Repeat(" ", 78)+"│", 15) + "\r\n└" + strings.Repeat("─", 78) + "┘\x1b[24;3H<Shift+F1=Help> <F5=Run>" + strings.Repeat(" ", 38) + "9:47\x1b[3;23H", Facts{Program: "ide", Waiting: true}, TUI, ""},
		{"a first prompt binding the input to its count, under a banner naming no version", "Welcome to Expreduce!\r\n\r\nIn[1]:= ", raw("calc"), REPL, "counts its inputs from 1"},
		{"a program at work under a line typed at a prompt that counts its inputs", "Welcome to Expreduce!\r\n\r\nIn[1]:= Sum[i^2, {i, 1, 10^9}]\r\n", Facts{Program: "calc", Echo: true, Canonical: true, Submitted: []string{"In[1]:="}}, REPL, "busy"},
		{"a program at work under an answer typed at a question's mark is no REPL", " Are you sure you want to proceed with the migration? (yes/no) [no]:\r\n > yes\r\n\r\nMigrated 2026_11_02_101500_create_accounts_table\r\n", Facts{Program: "orm", Echo: true, Canonical: true, Submitted: []string{">"}}, Unknown, "running"},
		{"a table of threads under a server's name and version, the cursor under it, is no banner", "MariaDB on localhost (10.11.6-MariaDB)   up 3+02:14:55\r\n Queries: 1.2M   qps:    4 Slow:     0.0\r\n\r\n      Id      User         Host/IP        DB   Time     Cmd\r\n    4127      shop       10.0.3.12      shop      3   Query\r\n    4131      shop       10.0.3.12      shop      1   Query\r\n    4099    report       10.0.3.40     stats     41   Query\r\n\r\n", raw("monitor"), TUI, ""},
		{"an editor that began as one at a field asking a line to go to over the keys that answer it", "\x1b[?1049h\x1b[H\x1b[1;37;44m notes.txt\x1b[m\r\nfirst line\r\nsecond line\x1b[23;1H\x1b[30;47mGoto line:\x1b[m \x1b[24;1H\x1b[30;47m [Enter]:OK  [Esc]:Cancel\x1b[m\x1b[23;12H", Facts{Program: "writer", Waiting: true, Began: Editor}, Question, ""},
		{"an editor that began as one, its framed text read as a pager's, at a field asking a line to go to at its foot", "\x1b[?1049h\x1b[H\x1b[30;46m File  Edit  Search  Help\x1b[m\r\n\x1b[37;44m /home/ada/long.txt\x1b[m" + strings.Repeat("\r\n║row of the file"+strings.Repeat(" ", 62)+"║", 20) + "\r\n╚" + strings.Repeat("═", 78) + "╝\r\nGo to line: ", Facts{Program: "writer", Waiting: true, Began: Editor}, Question, "asks: Go to line:"},
		{"an editor that began as one at its command line under a status giving the place in parentheses", "\x1b[?1049h\x1b[H" + strings.Repeat("row of the file\r\n", 22) + "\x1b[7mlong.txt   (1,1)   [normal]\x1b[m\r\n:e notes.txt", Facts{Program: "writer", Waiting: true, Began: Editor}, Editor, ""},
		{"a file asked on the editor's command line under its text", "\x1b[?1049h\x1b[H Writer  Document: NOTES.TXT   Line 1   Col 1   Insert\r\n" + strings.Repeat("first line\r\n", 20) + "\x1b[23;1HF1 Help  F2 Save  F10 Quit\x1b[24;1HSave document as: NOTES.TXT", Facts{Program: "writer", Args: []string{"notes.txt"}, Waiting: true, Began: Editor, Files: []FileHead{{Arg: 0, Head: []byte(strings.Repeat("first line\n", 20))}}}, Question, ""},
		{"answers named in brackets on a question the terminal wrapped over the row above the cursor's", "Configuring for profile default\r\nChoose network from [devnet, testnet, mainnet, local, custom | defaults to devne" + "t]\r\n", lines("init", ""), Question, "choice"},
		{"a sentence telling what to enter, a note in brackets after it, wrapped over the row above the cursor's", "Choose network from [devnet, testnet]\r\ndevnet\r\n\r\nEnter your private key as a hex literal (0x...) [Current: None | No input: Gener" + "ate new key (or keep one if present)]\r\n", lines("init", "", ""), Question, ""},
		{"a mask typed after a field's mark under the secret's name", "wfctl init\r\n\r\nRegistry API token (leave empty for none)\r\n> ************", raw("wfctl", "↑/↓ navigate • enter select • q quit"), PasswordPrompt, "masked"},
		{"a value typed at a field's mark under a library's question, a message under it, the mark answered at before", "create-brisk v0.3.1\r\n\r\n? Project name\r\n› My Site\r\n✖ Use lowercase letters, digits and dashes\r\nenter submit · esc cancel\x1b[4;10H", raw("create", "›"), Question, ""},
		{"a program at work under an answer typed after a question is no REPL", "Continue? [y/n]: y\r\nInstalling...\r\n", Facts{Program: "setup", Echo: true, Canonical: true, Submitted: []string{"Continue? [y/n]:"}}, Unknown, "running"},
		{"a console's prompt naming the place a command moved it to", "Welcome!\r\n\r\n(root@nebula) [(none)]> USE basketballplayer;\r\nExecution succeeded (time spent 1.405ms/2.063ms)\r\n\r\nSat, 28 Nov 2026 10:31:12 UTC\r\n\r\n(root@nebula) [basketballplayer]> ", Facts{Program: "python3", Args: []string{"console.py"}, Waiting: true, Submitted: []string{"(root@nebula) [(none)]>"}}, REPL, ""},
		{"a hex editor's byte set apart in a short file's dump", "\x1b[?1049h\x1b[?25l00000000  66 69 72 73 74 20 6c 69  6e 65 0a 73 65 63 6f 6e   first line.secon\r\n00000010  \x1b[7m64\x1b[m 0a\x1b[23;2HNORMAL   notes.txt  0x10/0x12", raw("hexed"), Editor, "editing"},
		{"a hex dump with no byte set apart is no editor", "\x1b[?1049h\x1b[?25l00000000  66 69 72 73 74 20 6c 69  6e 65 0a 73 65 63 6f 6e   first line.secon\r\n00000010  64 0a\x1b[23;2Hnotes.txt  0x10/0x12", raw("hexed"), TUI, ""},
		{"a password the agent types where the terminal echoes it", "Encrypt using which cipher? [aes-256-cbc]\r\nPassword: tr0ub4dor", Facts{Program: "crypt", Waiting: true, Echo: true, Canonical: true, Typing: true, Submitted: []string{"Encrypt using which cipher? [aes-256-cbc]"}}, PasswordPrompt, "echoes"},
		{"the same row the program printed, nothing typed", "Encrypt using which cipher? [aes-256-cbc]\r\nPassword: tr0ub4dor", Facts{Program: "crypt", Waiting: true, Echo: true, Canonical: true, Submitted: []string{"Encrypt using which cipher? [aes-256-cbc]"}}, Unknown, ""},
		{"a remote PowerShell's prompt at first sight", "Info: Establishing connection to remote endpoint\r\n*Evil-WinRM* PS C:\\Users\\alice\\Documents> ", lines("winrm"), Shell, "shaped as a shell's"},
		{"cmd's prompt at first sight", "C:\\Users\\alice> ", lines("wincmd"), Shell, "shaped as a shell's"},
		{"an editor's search pane over its status, under numbered lines", "\x1b[?1049h 📄 notes.txt\r\n  1 first line\r\n  2 second line\r\n  3 third line\x1b[20;1H─ Search (Literal) ──────────\x1b[23;2HMOVE  Word      ~/notes.txt 1:1\x1b[21;1H", raw("kied"), Editor, "editing"},
		{"a search pane over a status with no place in a text", "\x1b[?1049h 📄 notes\r\n  1 first line\r\n  2 second line\r\n  3 third line\x1b[20;1H─ Search ──────────\x1b[23;2HMOVE  Word\x1b[21;1H", raw("kied"), TUI, ""},
		{"a table of rules over a key row naming [INS] as a key", "\x1b[?1049h Rules 0.8\r\n Nr   Action   Service\r\n 1    accept   ssh\r\n 2    accept   dns\r\n 3    drop     any\x1b[24;2H[INS] New  [DEL] Remove  [RET] Edit  [F10] Back\x1b[3;2H", raw("fwconf"), TUI, ""},
		{"the same rows over a status naming its insert state", "\x1b[?1049h Rules 0.8\r\n Nr   Action   Service\r\n 1    accept   ssh\r\n 2    accept   dns\r\n 3    drop     any\x1b[24;2Hrules.txt: 1/3 [ins] 1\x1b[3;2H", raw("fwconf"), Editor, ""},
		{"an answer typed at a question's marks that began lines before", " Repository [git@example.org:a/b.git]:\r\n >\r\n\r\n Hosts (comma separated) []:\r\n > deploy@relay.example.com", Facts{Program: "deploy", Waiting: true, Echo: true, Canonical: true, Submitted: []string{" >"}, Typing: true, TypedFrom: " >"}, Question, ""},
		{"marks under a row that says how to leave, an agent's loop", "Rawdog v0.1.6\r\n\r\nWhat can I do for you? (Ctrl-C to exit)\r\n> ", lines("dog"), REPL, ""},
		{"marks under a question that says no way out", "Rawdog v0.1.6\r\n\r\nWhat can I do for you?\r\n> ", lines("dog"), Question, ""},
		{"a game's command prompt with its state in brackets", "Sector  : 1 in The Federation.\r\nWarps to Sector(s) :  2 - 3\r\n\r\nCommand [TL=00:00:00]:[1] (?=Help)? : ", raw("tw"), REPL, "asks for a command"},
		{"a node's last rows over a status counting its lines at its end", "\x1b[?1049h* Index Commands::   Commands for looking up in indices.\r\n* Xref Commands::    Commands for selecting cross-references.\r\n* Variables::        How to change the default behavior.\r\n* Index::            Global index.\x1b[23;1H-----Info: (info-stnd)Top, 31 lines --Bot------------------------\x1b[1;1H", raw("docreader"), Pager, ""},
		{"the same rows over an editor's mode line, no lines counted", "\x1b[?1049h* Index Commands::   Commands for looking up in indices.\r\n* Xref Commands::    Commands for selecting cross-references.\r\n* Variables::        How to change the default behavior.\r\n* Index::            Global index.\x1b[23;1H-UUU:----F1  notes.org      All L1     (Org) ---------\x1b[1;1H", raw("docreader"), Editor, ""},
		{"a node's header under the cursor at the first column is no field", "\x1b[?1049hNext: Stand-alone Info,  Up: (dir)\r\n\r\nStand-alone GNU Info\r\n********************\r\n\r\nThis documentation describes the stand-alone Info reader which you can\r\nuse to read Info documentation.\r\n\r\n   If you are new to the Info reader, then you can get started by typing\r\n'H' for a list of basic key bindings.  You can read through the rest of\r\nthis manual by typing <SPC> and <DEL> (or <Space> and <Backspace>) to\r\nmove forwards and backwards in it.\r\n\r\n* Menu:\r\n\r\n* Stand-alone Info::            What is Info?\r\n* Invoking Info::               Options you can pass on the command line.\r\n* Cursor Commands::             Commands which move the cursor within a node.\r\n* Scrolling Commands::          Commands for reading the text within a node.\r\n* Node Commands::               Commands for selecting a new node.\r\n* Searching Commands::          Commands for searching an Info file.\r\n* Index Commands::              Commands for looking up in indices.\x1b[23;1H-----Info: (info-stnd)Top, 31 lines --Top-------------------------\x1b[1;1H", raw("docreader"), Pager, ""},
		{"a choice typed on the row under the line telling to type it", "0) Trust once\r\n1) Trust the url\r\n2) Trust the domain\r\n\r\nAny other response will result in exit.\r\n\r\n[jbang] Type in your choice and hit enter.\r\n1", Facts{Program: "jb", Waiting: true, Echo: true, Canonical: true, Typing: true}, Question, ""},
		{"a mode in brackets before a file's name in the status is an editing state", "\x1b[?1049hpackage main\r\n\r\nfunc main() {\r\n}\x1b[24;1H[INSERT] Main.go\x1b[3;5H", raw("ed2"), Editor, ""},
		{"a log's records, each after a date and a time, on the alternate screen", "\x1b[?1049h\x1b[?25l2026-11-27 09:16:00 INFO  [relay] flushed 0 rows to disk\r\n2026-11-27 09:16:01 WARN  [relay] flushed 7 rows to disk\r\n2026-11-27 09:16:02 ERROR [relay] flushed 14 rows to disk\r\n2026-11-27 09:16:03 DEBUG [relay] flushed 21 rows to disk\r\n2026-11-27 09:16:04 INFO  [relay] flushed 28 rows to disk\r\n2026-11-27 09:16:05 WARN  [relay] flushed 35 rows to disk\r\n2026-11-27 09:16:06 ERROR [relay] flushed 42 rows to disk\r\n2026-11-27 09:16:07 DEBUG [relay] flushed 49 rows to disk\r\n2026-11-27 09:16:08 INFO  [relay] flushed 56 rows to disk\r\n2026-11-27 09:16:09 WARN  [relay] flushed 63 rows to disk\r\n2026-11-27 09:16:10 ERROR [relay] flushed 70 rows to disk\r\n2026-11-27 09:16:11 DEBUG [relay] flushed 77 rows to disk\r\n\x1b[24;1H 1/58 msgs | F1 or ? for help", raw("logview"), Pager, ""},
		{"a chat's feed, each row after the time alone, stays full-screen", "\x1b[?1049h\x1b[?25l[19:00] <tomas> deploy 0 is out on staging\r\n[19:01] <tomas> deploy 1 is out on staging\r\n[19:02] <tomas> deploy 2 is out on staging\r\n[19:03] <tomas> deploy 3 is out on staging\r\n[19:04] <tomas> deploy 4 is out on staging\r\n[19:05] <tomas> deploy 5 is out on staging\r\n[19:06] <tomas> deploy 6 is out on staging\r\n[19:07] <tomas> deploy 7 is out on staging\r\n[19:08] <tomas> deploy 8 is out on staging\r\n[19:09] <tomas> deploy 9 is out on staging\r\n[19:10] <tomas> deploy 10 is out on staging\r\n[19:11] <tomas> deploy 11 is out on staging\r\n\x1b[24;1H[#ops] ", raw("chatview"), TUI, ""},
		{"the cursor on a byte of a short dump in a box titled with its offset", "\x1b[?1049h┌00000000──────────────────────────────────────────────┐\r\n│00000000 66 69 72 73 74 20 6C 69 6E 65 0A 73 65 63 6F 6E │first line.secon│\r\n│00000010 64 20 6C 69 6E 65 0A 74 68 69 72 64 20 6C 69 6E │d line.third lin│\r\n│00000020 65 0A                                           │e.              │\r\n└───────────────────────────────────────────────────────┘\x1b[24;1H  Help     Save     Open     Goto     Quit\x1b[2;11H", raw("hexedit2"), Editor, ""},
		{"a banner telling how to list help topics over a prompt of a program named like a shell", "calcsh - Calculator Interactive Shell 1.8\r\nType ?? for a list of help topics.\r\n> ", raw("calcsh"), REPL, ""},
		{"marks under a row of keys for more answers, under a question asked with its keys", ":: AUR package will be installed:\r\n    aur/tally-git  0.9-1\r\n\r\n:: Proceed with installation? [Y/n]\r\n:: [v]iew package details   [m]anually select packages\r\n>> ", lines("pkgtool"), Question, ""},
		{"a library's question indented under a line at the left edge, the cursor on its grey default", "relay-init scaffolds a new relay service\r\n\r\n  \x1b[32m?\x1b[0m Project name: \x1b[32mrelay\x1b[0m\r\n\r\n  \x1b[32m?\x1b[0m \x1b[1mPort:\x1b[0m \x1b[90m8080\x1b[0m\x1b[5;11H", raw("relayinit"), Question, ""},
		{"a mail list's rows, columns set apart by bars, over a key bar led by ?", "\x1b[?1049h\x1b[?25l mail · INBOX · 1-8 of 214\r\n\r\n Mar 14 │ Ada Moreau     │ Re: retry backoff for Post — I think capping at 30s\r\n Mar 14 │ GitHub         │ [tally] CI failed on main — Run go test exited\r\n Mar 13 │ Dana Kowalski  │ Ledger totals off by a cent — The March report round\r\n Mar 13 │ Hetzner        │ Invoice 2024-031 — Your invoice is ready for you\r\n Mar 12 │ Priya Nair     │ Lunch Thursday? — There is a new place on the corner\r\n Mar 12 │ Go Weekly      │ Issue 501 — Range over func in the new release\r\n Mar 11 │ Ada Moreau     │ Design review notes — Attached are the notes from today\r\n Mar 11 │ Bank           │ Your statement is ready — Statement for February is here\r\n\x1b[24;1H? help · enter open · / search · g label · c compose · d trash · q quit", raw("mailtui"), TUI, ""},
		{"a search row at the foot under a short text, a status at the head saying the program edits", "\x1b[?1049h  notes.txt      line:1     col:1     Insert  Indent  Wrap\r\nOrchard notes, spring\r\n\r\nThe cider apples by the north wall flowered late this year;\r\nthe second row of pears lost most of its blossom to the frost.\r\n<=== End of File ===>\x1b[24;1HFind: pears", raw("smalled"), Editor, ""},
		{"a text's sentences over its own search row, the cursor in it, a blank row under it", "\x1b[?1049h ◀  ▶  ↻  │ gemini://relay.example.org/log.gmi\r\n    Relay station log\r\n\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n    the station logs every pass of the relay satellite and the signal it\r\n    heard from the ground with its strength and the minutes it lasted\r\n\x1b[23;1H Find: Pass 3                                                   ↑  ↓  ✕\x1b[23;14H", raw("gembrowse"), Pager, ""},
		{"a value asked on the row above, its label wrapped at the edge, after other answers typed under theirs", "Enter the registration token:\r\nglrt-relayexampletoken\r\nEnter a description for the runner:\r\n[relay]:\r\n\r\nRegistering runner... succeeded                     runner=GR1348941\r\nEnter an executor: custom, docker, parallels, shell, ssh, virtualbox, docker-windows, docker+machine, kubernetes, docker-autoscaler, instance:\r\n", Facts{Program: "runnerreg", Waiting: true, Echo: true, Canonical: true, Submitted: []string{"", "", "[relay]: "}}, Question, ""},
		{"a range of lines shown of a total at the foot of a screen of text, the cursor after it, on the main screen", "Nov 27 09:00:01 relay relayd[812]: queue flushed: 0 messages\r\nNov 27 09:01:01 relay relayd[812]: queue flushed: 1 messages\r\nNov 27 09:02:01 relay relayd[812]: queue flushed: 2 messages\r\nNov 27 09:03:01 relay relayd[812]: queue flushed: 3 messages\r\nNov 27 09:04:01 relay relayd[812]: queue flushed: 4 messages\r\nNov 27 09:05:01 relay relayd[812]: queue flushed: 5 messages\r\nNov 27 09:06:01 relay relayd[812]: queue flushed: 6 messages\r\nNov 27 09:07:01 relay relayd[812]: queue flushed: 7 messages\r\nNov 27 09:08:01 relay relayd[812]: queue flushed: 8 messages\r\nNov 27 09:09:01 relay relayd[812]: queue flushed: 9 messages\r\nNov 27 09:10:01 relay relayd[812]: queue flushed: 10 messages\r\nNov 27 09:11:01 relay relayd[812]: queue flushed: 11 messages\r\nNov 27 09:12:01 relay relayd[812]: queue flushed: 12 messages\r\nNov 27 09:13:01 relay relayd[812]: queue flushed: 13 messages\r\nNov 27 09:14:01 relay relayd[812]: queue flushed: 14 messages\r\nNov 27 09:15:01 relay relayd[812]: queue flushed: 15 messages\r\nNov 27 09:16:01 relay relayd[812]: queue flushed: 16 messages\r\nNov 27 09:17:01 relay relayd[812]: queue flushed: 17 messages\r\nNov 27 09:18:01 relay relayd[812]: queue flushed: 18 messages\r\nNov 27 09:19:01 relay relayd[812]: queue flushed: 19 messages\r\nNov 27 09:20:01 relay relayd[812]: queue flushed: 20 messages\r\nNov 27 09:21:01 relay relayd[812]: queue flushed: 21 messages\r\nNov 27 09:22:01 relay relayd[812]: queue flushed: 22 messages\r\nlines 24-46/160 28%", Facts{Program: "python3", Args: []string{"journal.py"}, Waiting: true}, Pager, ""},
		{"a help box drawn over a text, words cut at its sides, over a status row that says where it is", "\x1b[?1049h\x1b[?25l\x1b[1;1H █ TALLY\x1b[2;1H ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\x1b[4;1H Tally counts, totals and reconciles plain-text ledgers. It reads one or\x1b[5;1H more ledgers, g╭─ Keybindings ────────────────────────────────╮l for\x1b[6;1H each, rounded t│ j / k, ↓ / ↑    scroll a line                │\x1b[7;1H                │ Space / PgDn    page down                    │\x1b[8;1H ▌ Installation │ b / PgUp        page up                      │\x1b[9;1H                │ g / G           top / bottom                 │\x1b[10;1H   • from a rele│ [ / ]           previous / next heading      │ unpack it\x1b[11;1H   • with Go: go│ /               search (regex)               │\x1b[12;1H   • from source│ n / N           next / previous match        │\x1b[13;1H                │ o               table of contents            │\x1b[14;1H ▌ Quick start  │ :               jump to heading              │\x1b[15;1H                │ f               links                        │\x1b[16;1H   ┌────────────│ Y / c           copy document / code block   │────────────┐\x1b[17;1H   │ tally house│ q               quit                         │            │\x1b[18;1H   │ tally --sin│                                              │            │\x1b[19;1H   └────────────│ press any key to close                       │────────────┘\x1b[20;1H                ╰──────────────────────────────────────────────╯\x1b[21;1H The first line prints one total per account; the second skips entries\x1b[22;1H dated before September.\x1b[24;1H README.md │ § Tally                                                 0%  ? help", raw("mdview"), Pager, ""},
		{"a box of headings drawn over a viewer's text, one pointed at, the cursor hidden", "\x1b[?1049h\x1b[?25l\x1b[1;1H █ TALLY\x1b[2;1H ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\x1b[4;1H Tally counts, totals and reconciles plain-text ledgers. It reads one or\x1b[5;1H more ledgers, groups their entries by account and prints a total for\x1b[6;1H each, rounded to whole cents.\x1b[8;1H ▌ Installation       ╭─ Table of Contents ──────────────╮\x1b[9;1H                      │▸ Tally                           │\x1b[10;1H   • from a release: d│    Installation                  │gz and unpack it\x1b[11;1H   • with Go: go insta│    Quick start                   │t\x1b[12;1H   • from source: make│    Remote ledgers                │\x1b[13;1H                      │    Configuration                 │\x1b[14;1H ▌ Quick start        │    Exit status                   │\x1b[15;1H                      │    Contributing                  │\x1b[16;1H   ┌──────────────────│    Licence                       │──────────────────┐\x1b[17;1H   │ tally household.l╰──────────────────────────────────╯                  │\x1b[18;1H   │ tally --since 2026-09-01 household.ledger savings.ledger               │\x1b[19;1H   └────────────────────────────────────────────────────────────────────────┘\x1b[21;1H The first line prints one total per account; the second skips entries\x1b[22;1H dated before September.\x1b[24;1H README.md │ § Tally                                                 0%  ? help", raw("mdview"), Question, "select prompt"},
		{"a question with keys stays a question", "Really? (y/n) ", raw("tool"), Question, "y/n question"},
		{"a versioned interpreter", ">>> ", raw("python3.13"), REPL, "python3.13 prompt"},
		{"a versioned REPL", "> ", raw("lua5.4"), REPL, "lua5.4 prompt"},
		{"an editor's name with its version", "\x1b[?1049hline\r\n~\r\n~\r\n", raw("nvim-0.10"), Editor, "nvim-0.10"},
		{"an editor of the file it was given", "\x1b[?1049h\x1b[Hfirst line\r\nsecond line\r\n\x1b[22;1H todo.md  [+]\x1b[H", editing, Editor, "editing"},
		{"a pager of no known kind", "\x1b[?1049h" + strings.Repeat("a line of the text\r\n", 23) + "notes.txt  42%\x1b[24;15H", raw("viewer"), Pager, "viewing"},
		{"a sheet's status row giving the share of memory free is no place in a text", "\x1b[?1049h\x1b[?25l" + strings.Repeat(" 1  Sales      120   140\r\n", 22) + "Select option or type command letter\r\nR1C1   \"Sales\"          100% Free     Multiplan: BUDGET", raw("sheet"), TUI, "full-screen"},
		{"a prompt that says how to leave it, at first sight", "query (type 'quit' to exit): : ", raw("chat"), REPL, "its prompt says how to leave it"},
		{"a spinner's frame and what is under way on the last row, under an answered question", "? Create a new service? (Y/n) Yes\r\n⠇ Deploying relay-api... building (1s)\x1b[?25l", raw("deploy"), Unknown, "at work"},
		{"a spinner's row over an agent's input box and status row, the cursor hidden", "\x1b[?25l> explain main.go\r\n\r\n⠋ Counting electrons... (esc to cancel, 0s)\r\n\r\n╭──────────────────────────────────────╮\r\n│ >   Type your message or @path       │\r\n╰──────────────────────────────────────╯\r\n~/relay (main*)    no sandbox", raw("agent"), Unknown, "at work"},
		{"an Emacs-like editor's minibuffer asking for a command under its mode line", "\x1b[?1049hfirst line\r\nsecond line\x1b[23;1H\x1b[7m-UUU:---  notes.txt          All   L1      (Fundamental) ------------------------\x1b[0m\x1b[24;1HM-x ", raw("gomacs"), Editor, "editing"},
		{"a count one more than the row above's and another mark, under a line typed at the first", "Welcome to Mojo! Type `:quit` to exit the REPL.\r\n\r\n  1> print(6 * 7)\r\n  2. ", raw("mojo"), REPL, "continuation"},
		{"a spinner's frame and a count of seconds alone", "$ relay deploy\r\n⠙ Building image (12s)\x1b[?25l", raw("relay"), Unknown, "at work"},
		{"a numbered list under its question asked again after a wrong answer is no REPL's answer", "Please select one of the following:\r\n1. wheat\r\n2. white\r\n7\r\n'7' is not a valid choice.\r\nPlease select one of the following:\r\n1. wheat\r\n2. white\r\n", Facts{Program: "sandwich", Echo: true, Canonical: true, Waiting: true, Submitted: []string{""}}, Question, "select"},
		{"a name and its pluses in parentheses, under the place a debugger stopped at", "[0] > /srv/report.py(10)average()\r\n-> return total\r\n(Pdb++) ", raw("report"), REPL, "prompt"},
		{"a line typed at an indent, answered on the next row, the cursor at the indent again", "   +´ 1‿2‿3\r\n6\r\n   ", Facts{Program: "cbqnx", Echo: true, Canonical: true, Waiting: true, Submitted: []string{""}}, REPL, "answers"},
		{"a quarter circle's frame before what is being done", "◇  API key\r\n│  ▪▪▪▪▪▪▪▪\r\n│\r\n◒  Installing Gateway service\x1b[?25l", raw("onboard"), Unknown, "at work"},
		{"an ASCII frame before what is being done and an ellipsis", "GOALS:\r\n-  Run the tests\r\n-  Fix them\r\nUsing memory:  local\r\n- Thinking... ", raw("agent"), Unknown, "at work"},
		{"keys on the row above, the cursor on an empty row indented as far as the question's words", "◆ Service name?\r\n  billing-api\r\n◆ Deploy billing-api now? [y/N]\r\n  ", raw("deploy", "  "), Question, "y/N"},
		{"a spinner's frame before a key to press asks that", "⠋ Press Enter to publish…", raw("release"), Question, ""},
		{"a pager seen at work, its clock ticking in its status row", "\x1b[?1049h" + strings.Repeat("a line of the book\r\n", 23) + "story.txt 12% 10:42\x1b[24;20H", Facts{Program: "reader"}, Pager, "viewing"},
		{"a pager's prompt naming its file, its place at the row's far end", "\x1b[?1049h" + strings.Repeat("a line of the log\r\n", 23) + "app.log:" + strings.Repeat(" ", 64) + "(1/300)\x1b[24;9H", raw("viewer"), Pager, "viewing"},
		{"the whole file shown in a frame, the cursor on the line after its last", "\x1b[?1049h┌notes.md" + strings.Repeat("─", 70) + "┐\r\n│alpha beta" + strings.Repeat(" ", 68) + "│\r\n│gamma delta" + strings.Repeat(" ", 67) + "│\r\n│epsilon zeta" + strings.Repeat(" ", 66) + "│\r\n│" + strings.Repeat(" ", 78) + "│\x1b[5;2H", Facts{Program: "jotter", Args: []string{"notes.md"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("alpha beta\ngamma delta\nepsilon zeta\n")}}}, Editor, "at its end"},
		{"a file in a frame drawn in colours of its own, a cursor drawn on its text", "\x1b[?1049h\x1b[?25l\r\n  \x1b[30;40m┌notes.md──────────────┐\x1b[0m\r\n  \x1b[30;40m│\x1b[7ma\x1b[27mlpha beta           │\x1b[0m\r\n  \x1b[30;40m│gamma delta          │\x1b[0m\r\n  \x1b[30;40m│epsilon zeta         │\x1b[0m\r\n  \x1b[30;40m│                     │\x1b[0m\r\n  \x1b[30;40m└─────────────────────┘\x1b[0m", shows("jotter"), Editor, "the cursor in it"},
		{"the whole file shown in a frame, a line typed after its last, the cursor at its end", "\x1b[?1049h┌notes.md" + strings.Repeat("─", 70) + "┐\r\n│alpha beta" + strings.Repeat(" ", 68) + "│\r\n│gamma delta" + strings.Repeat(" ", 67) + "│\r\n│epsilon zeta" + strings.Repeat(" ", 66) + "│\r\n│more" + strings.Repeat(" ", 74) + "│\x1b[5;6H", Facts{Program: "jotter", Args: []string{"notes.md"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("alpha beta\ngamma delta\nepsilon zeta\n")}}}, Editor, "at its end"},
		{"a file shown, a field asked on the last row, its value after the label and the cursor at its end", "\x1b[?1049hDear Ada, first line\r\nsecond line\r\nthird line\x1b[24;1HDocument to be saved: /home/ada/notes.txt", Facts{Program: "wordpro", Args: []string{"notes.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("Dear Ada, first line\nsecond line\nthird line\n")}}}, Question, "text prompt"},
		{"a file shown under a title naming it that says it is browsed, the cursor on a command line above", "\x1b[?1049h  Menu  Utilities  Help\r\n" + strings.Repeat("-", 78) + "\r\n BROWSE    /u/ada/long.txt          Line 00000000 Col 001 080\r\nCommand ===>\r\n*** Top of Data ***\r\nrow 001 of the file\r\nrow 002 of the file\r\nrow 003 of the file\x1b[4;14H", Facts{Program: "ispf", Args: []string{"long.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("row 001 of the file\nrow 002 of the file\nrow 003 of the file\n")}}}, Pager, "cursor above it"},
		{"the same title saying it edits", "\x1b[?1049h  Menu  Utilities  Help\r\n" + strings.Repeat("-", 78) + "\r\n EDIT      /u/ada/long.txt          Line 00000000 Col 001 080\r\nCommand ===>\r\n*** Top of Data ***\r\nrow 001 of the file\r\nrow 002 of the file\r\nrow 003 of the file\x1b[4;14H", Facts{Program: "ispf", Args: []string{"long.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("row 001 of the file\nrow 002 of the file\nrow 003 of the file\n")}}}, Editor, "editing"},
		{"a hex dump with the cursor on a byte, a status of its offset", "\x1b[?1049h00000000  42 72 65 61 6b 77 61 74 65 72 20 6c 6f 67 2c 20  Breakwater log, \r\n00000010  6e 6f 72 74 68 20 70 69 65 72 2e 54 68 65 20 66  north pier.The f\r\n00000020  69 72 73 74 20 6c 69 67 68 74 20 77 61 73 20 73  irst light was s\r\n00000030  65 65 6e 20 61 74 20 64 75 73 6b 20 66 72 6f 6d  een at dusk from\r\n00000040  20 74 68 65 20 65 61 73 74 20 77 61 6c 6c 2e 20   the east wall. \r\n00000050  54 68 65 20 73 65 63 6f 6e 64 20 6c 69 67 68 74  The second light\r\n00000060  20 74 75 72 6e 65 64 20 67 72 65 65 6e 20 77 68   turned green wh\r\n00000070  65 6e 20 74 68 65 20 74 69 64 65 20 63 61 6d 65  en the tide came\r\n00000080  20 69 6e 2e 2e 20 42 72 65 61 6b 77 61 74 65 72   in.. Breakwater\r\n00000090  20 6c 6f 67 2c 20 6e 6f 72 74 68 20 70 69 65 72   log, north pier\r\n000000a0  2e 54 68 65 20 66 69 72 73 74 20 6c 69 67 68 74  .The first light\r\n000000b0  20 77 61 73 20 73 65 65 6e 20 61 74 20 64 75 73   was seen at dus\r\n000000c0  6b 20 66 72 6f 6d 20 74 68 65 20 65 61 73 74 20  k from the east \r\n000000d0  77 61 6c 6c 2e 20 54 68 65 20 73 65 63 6f 6e 64  wall. The second\r\n000000e0  20 6c 69 67 68 74 20 74 75 72 6e 65 64 20 67 72   light turned gr\r\n000000f0  65 65 6e 20 77 68 65 6e 20 74 68 65 20 74 69 64  een when the tid\r\n00000100  65 20 63 61 6d 65 20 69 6e 2e 2e 20 42 72 65 61  e came in.. Brea\r\n00000110  6b 77 61 74 65 72 20 6c 6f 67 2c 20 6e 6f 72 74  kwater log, nort\r\n00000120  68 20 70 69 65 72 2e 54 68 65 20 66 69 72 73 74  h pier.The first\r\n00000130  20 6c 69 67 68 74 20 77 61 73 20 73 65 65 6e 20   light was seen \r\n00000140  61 74 20 64 75 73 6b 20 66 72 6f 6d 20 74 68 65  at dusk from the\r\n00000150  20 65 61 73 74 20 77 61 6c 6c 2e 20 54 68 65 20   east wall. The \x1b[23;1H breakwater.txt                                             0x00000000 (0)  0%\x1b[1;11H", raw("hexed"), Editor, "editing"},
		{"the same dump, the cursor hidden", "\x1b[?1049h\x1b[?25l00000000  42 72 65 61 6b 77 61 74 65 72 20 6c 6f 67 2c 20  Breakwater log, \r\n00000010  6e 6f 72 74 68 20 70 69 65 72 2e 54 68 65 20 66  north pier.The f\r\n00000020  69 72 73 74 20 6c 69 67 68 74 20 77 61 73 20 73  irst light was s\r\n00000030  65 65 6e 20 61 74 20 64 75 73 6b 20 66 72 6f 6d  een at dusk from\r\n00000040  20 74 68 65 20 65 61 73 74 20 77 61 6c 6c 2e 20   the east wall. \r\n00000050  54 68 65 20 73 65 63 6f 6e 64 20 6c 69 67 68 74  The second light\r\n00000060  20 74 75 72 6e 65 64 20 67 72 65 65 6e 20 77 68   turned green wh\r\n00000070  65 6e 20 74 68 65 20 74 69 64 65 20 63 61 6d 65  en the tide came\r\n00000080  20 69 6e 2e 2e 20 42 72 65 61 6b 77 61 74 65 72   in.. Breakwater\r\n00000090  20 6c 6f 67 2c 20 6e 6f 72 74 68 20 70 69 65 72   log, north pier\r\n000000a0  2e 54 68 65 20 66 69 72 73 74 20 6c 69 67 68 74  .The first light\r\n000000b0  20 77 61 73 20 73 65 65 6e 20 61 74 20 64 75 73   was seen at dus\r\n000000c0  6b 20 66 72 6f 6d 20 74 68 65 20 65 61 73 74 20  k from the east \r\n000000d0  77 61 6c 6c 2e 20 54 68 65 20 73 65 63 6f 6e 64  wall. The second\r\n000000e0  20 6c 69 67 68 74 20 74 75 72 6e 65 64 20 67 72   light turned gr\r\n000000f0  65 65 6e 20 77 68 65 6e 20 74 68 65 20 74 69 64  een when the tid\r\n00000100  65 20 63 61 6d 65 20 69 6e 2e 2e 20 42 72 65 61  e came in.. Brea\r\n00000110  6b 77 61 74 65 72 20 6c 6f 67 2c 20 6e 6f 72 74  kwater log, nort\r\n00000120  68 20 70 69 65 72 2e 54 68 65 20 66 69 72 73 74  h pier.The first\r\n00000130  20 6c 69 67 68 74 20 77 61 73 20 73 65 65 6e 20   light was seen \r\n00000140  61 74 20 64 75 73 6b 20 66 72 6f 6d 20 74 68 65  at dusk from the\r\n00000150  20 65 61 73 74 20 77 61 6c 6c 2e 20 54 68 65 20   east wall. The \x1b[23;1H breakwater.txt                                             0x00000000 (0)  0%\x1b[1;11H", raw("hexed"), Pager, ""},
		{"keys after a count on the last row, under a bar: a key bar, no question", "\x1b[?1049h\x1b[?25l  [x]   apparmor.service      Load AppArmor profiles\r\n  [s]   cron.service          Regular background program processing\x1b[23;1H\x1b[7m" + strings.Repeat(" ", 80) + "\x1b[0m\x1b[24;1H 1/16   [?] help  [q] quit", raw("svcview"), TUI, ""},
		{"a text area in a frame, a status row giving the cursor's row and column in words", "\x1b[?1049h\u2554" + strings.Repeat("\u2550", 30) + "Text Area" + strings.Repeat("\u2550", 39) + "\u2557\r\n\u2551Enter text here..." + strings.Repeat(" ", 60) + "\u2551\r\n\u2551" + strings.Repeat(" ", 78) + "\u2551\r\n\u255a" + strings.Repeat("\u2550", 78) + "\u255d\x1b[24;1H Press F1 for help, press Ctrl-C to exit" + strings.Repeat(" ", 22) + "Row: 0, Column: 0\x1b[2;2H", raw("notepad"), Editor, "editing"},
		{"a line editor's mark for a prompt under the file's lines it listed", "End of input file\r\n*L\r\n       1:*first line\r\n       2: second line\r\n       3: third line\r\n*", Facts{Program: "lined", Args: []string{"notes.txt"}, Waiting: true, Canonical: true, Echo: true, Submitted: []string{"*"}, Files: []FileHead{{Arg: 0, Head: []byte("first line\nsecond line\nthird line\n")}}}, Editor, "printed over its prompt"},
		{"the same mark under lines not the file's", "End of input file\r\n*L\r\n       1: alpha\r\n       2: beta\r\n*", Facts{Program: "lined", Args: []string{"notes.txt"}, Waiting: true, Canonical: true, Echo: true, Submitted: []string{"*"}, Files: []FileHead{{Arg: 0, Head: []byte("first line\nsecond line\nthird line\n")}}}, REPL, ""},
		{"a label asked again under a line that says its answer was refused", "queue name: (mail-outbox)\r\nworker count: (4) four\r\nInvalid worker count: a whole number is needed\r\nworker count: (4) ", Facts{Program: "asker", Waiting: true, Submitted: []string{"queue name: (mail-outbox)", "worker count: (4)"}}, Question, "default"},
		{"a REPL's prompt again under an error naming its word", "calc> frob 2\r\nerror: calc cannot frob\r\ncalc> ", Facts{Program: "calc", Waiting: true, Submitted: []string{"calc>"}}, REPL, ""},
		{"marks asked again after a refusal, the question over them printed again", "What provider would you like to use?\r\n    1. DigitalOcean\r\n    2. Hetzner Cloud\r\n\r\nEnter the number of your desired provider\r\n: 15\r\n[ERROR]: Please enter a number between 1 and 2\r\n\r\nEnter the number of your desired provider\r\n: ", Facts{Program: "setup", Waiting: true, Canonical: true, Echo: true, Submitted: []string{": 15"}}, Question, ""},
		{"a REPL's marks after an error whose rows ask and list", "Scheme version 0.4\r\n> (car 5)\r\nUnhandled exception\r\n Condition components:\r\n   1. &assertion\r\n   2. &message: \"argument does not have required pair structure\"\r\n> ", Facts{Program: "scheme", Waiting: true, Canonical: true, Echo: true, Submitted: []string{"> (car 5)"}}, REPL, ""},
		{"a label asked again under a line that says the login failed", "vpn.example.com - Enter login credentials\r\nusername(ada): ada\r\nPassword:\r\nAuthentication failed.\r\n\r\nvpn.example.com - Enter login credentials\r\nusername(ada): ", Facts{Program: "vpnc", Waiting: true, Canonical: true, Echo: true, Submitted: []string{"username(ada): ada"}}, Question, ""},
		{"a banner, then a row asking for a command, the cursor on the row under it", "\r\n Dbtool 17.10.00.05 (64-bit) for LINUX\r\n Copyright 1984-2021, Dbtool Corporation.\r\n Enter your logon or DBTOOL command:\r\n", Facts{Program: "dbtool", Waiting: true, Canonical: true, Echo: true}, REPL, "banner"},
		{"the same banner over a row asking for a value", "\r\n Dbtool 17.10.00.05 (64-bit) for LINUX\r\n Copyright 1984-2021, Dbtool Corporation.\r\n Enter your user name:\r\n", Facts{Program: "dbtool", Waiting: true, Canonical: true, Echo: true}, Question, ""},
		{"a deck of slides given as a file, its place at the foot", "\x1b[?1049h\x1b[?25l\x1b[6;30HRelease notes\x1b[10;28HThe first slide\x1b[24;70H[slide 1/3]", shows("slides"), Pager, "its place"},
		{"a viewer given a file, its lines rendered indented under a title bar, keys at its foot", "\x1b[?1049h\x1b[?25l\x1b[44m Viewer          notes.md \x1b[0m\r\nalpha beta\r\n\r\n  gamma delta\r\n\r\n  epsilon zeta\r\n\r\n  more of the text\r\n  more of the text\r\n  more of the text\x1b[24;1H ^q Quit  ^n Navigation  F1 Help", shows("viewer"), Pager, "renders it"},
		{"the same rows of a program given no file are its own", "\x1b[?1049h\x1b[?25l\x1b[44m Viewer          notes.md \x1b[0m\r\nalpha beta\r\n\r\n  gamma delta\r\n\r\n  epsilon zeta\r\n\r\n  more of the text\r\n  more of the text\r\n  more of the text\x1b[24;1H ^q Quit  ^n Navigation  F1 Help", raw("viewer"), TUI, ""},
		{"the same screen of a program given no file is its own", "\x1b[?1049h\x1b[?25l\x1b[6;30HRelease notes\x1b[10;28HThe first slide\x1b[24;70H[slide 1/3]", raw("slides"), TUI, ""},
		{"a file manager's columns, the file it was given previewed in one, its place in the folder at the foot", "\x1b[?1049h\x1b[?25l" + strings.Repeat(" docs     │ notes.md            3 KB │ alpha beta\r\n", 22) + "-rw-r--r-- 1 ann ann  3 KB  2026-11-26 20:00  1/2", shows("columns"), TUI, "full-screen"},
		{"the file's lines in a narrow frame, the cursor under them", "┌" + strings.Repeat("─", 22) + "┐\r\n│alpha beta            │\r\n│gamma delta           │\r\n│epsilon zeta          │\r\n" + strings.Repeat("│                      │\r\n", 19) + "└" + strings.Repeat("─", 22) + "┘", shows("peek"), Pager, "viewing"},
		{"a full screen with no status row is no pager", "\x1b[?1049h" + strings.Repeat("a line of the text\r\n", 23) + "done\x1b[24;5H", raw("viewer"), TUI, ""},
		{"the same screen with the cursor hidden", "\x1b[?1049h\x1b[Hfirst line\r\nsecond line\r\n\x1b[22;1H todo.md  [+]\x1b[H\x1b[?25l", editing, TUI, ""},
		// Classes the fresh held-out set's misses showed (issue 44's
		// second round), each on a screen drawn here.
		{"a prompt of marks alone", "Toy Prolog 1.0\r\n| ?- ", raw("toylog"), REPL, "marks"},
		{"a prompt with a word typed after it, a line editor's completions listed under the word", "relaydb 1.2\r\nHome: http://relaydb.example\r\nrelay@localhost:shop> SE\r\n\x1b[21C\x1b[48;5;30m SELECT \x1b[0m\r\n\x1b[21C\x1b[48;5;30m SET    \x1b[0m\x1b[3;25H", raw("relaydb-cli"), REPL, ""},
		{"a library's field under its question, its bar first, after an answer submitted at the same bar", "\x1b[90m\u2502\x1b[0m\r\n\x1b[32m\u2714\x1b[0m Where do you want to create the library?\r\n\x1b[90m\u2502\x1b[0m my-lib\r\n\x1b[90m\u2502\x1b[0m\r\n\x1b[36m?\x1b[0m What do you want to name the npm package?\r\n\x1b[90m\u2502\x1b[0m react-native-my-lib\r\n\x1b[90m\u2514\x1b[0m\x1b[6;22H", raw("scaffold", "\u2502"), Question, ""},
		{"a counted prompt's continuation, another mark after the next count, under the statement left open", "Took 0.0012 seconds\r\nrelay:001:0> create 'notes',\r\nrelay:002:0* ", raw("rshell", "relay:001:0>"), REPL, "continuation"},
		{"a one-word label under a banner in a box that says how to get help", "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\r\n\u2502 RelayMath 1.0, 2026-01-01  \u2502\r\n\u2502 Type \"help()\" for help.   \u2502\r\n\u2514\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2518\r\nrmath: ", raw("numbox"), REPL, "banner"},
		{"dots as wide as the named prompt above, under the line left open at it", "\u2502 Type \"help()\" for help.   \u2502\r\nrmath: for p in primes(10):\r\n.....: ", raw("numbox", "rmath:"), REPL, "continuation"},

		{"a debugger's prompt, a name and a count in angle brackets, under the line it stopped at", "bash debugger, dbsh, release 1.0\r\n\r\n(/srv/deploy.sh:3):\r\n3:      set -e\r\ndbsh<0> ", raw("stepper"), REPL, ""},
		{"a prompt of marks under a question naming its keys after its words", "Relay Scanner installer\r\n\r\nDo you accept the licence? Yes(Y)/No(N) [N]\r\n> ", lines("installer"), Question, "under its question"},
		{"a lone colon", ": ", raw("lispish"), REPL, "marks"},
		{"the program's own name as its prompt, ending in a colon", "Tiny BASIC 2.2\r\n\r\ntinyBASIC: ", lines("tinybasic"), REPL, "its name"},
		{"a name that is not the program's is a question", "Username: ", lines("tinybasic"), Question, ""},
		{"a REPL's label prompt after an error, a line before it answered", "In: vec![1200, 450].iter().sum::<u32>()\r\nOut: 1650\r\n\r\nIn: ledger.total()\r\nerror[E0425]: cannot find value `ledger` in this scope\r\n\r\nIn: ", Facts{Program: "irusty", Waiting: true, Submitted: []string{"In:", "In:"}}, REPL, "began the lines before"},
		{"the same label asked again after two answers refused", "Port: abc\r\nInvalid port: a number is needed\r\nPort: 99999\r\nInvalid port: it must be under 65536\r\nPort: ", Facts{Program: "asker", Waiting: true, Submitted: []string{"Port:", "Port:"}}, Question, ""},
		{"a bracket under a line typed at the prompt, its input left open", "Welcome to Carp 0.6.0\r\n> (defndynamic total [xs]\r\n(", Facts{Program: "carpy", Waiting: true, Submitted: []string{">"}}, REPL, "reads the rest"},
		{"an ellipsis under a line typed at the prompt", "Enter an expression, or :help, or :q to quit.\r\n\r\n» when 1725 is\r\n… ", Facts{Program: "rocky", Waiting: true, Submitted: []string{"»"}}, REPL, "reads the rest"},
		{"a debugger's prompt under one event of its trace, numbered", "Melbourne Mercury Debugger, mdb version 22.01.8.\r\nmdb is free software; there is absolutely no warranty for mdb.\r\n       1:      1  1 CALL pred ledger.main/2-0 (det) ledger.m:9\r\nmdb> ", Facts{Program: "tracer", Waiting: true}, REPL, ""},
		{"a prompt under numbered options a blank row apart asks", "Options:\r\n     G. Generate an Installation Response File\r\n\r\n     B. Back,      I. Install,      C. Cancel\r\n-----> ", Facts{Program: "imclx", Waiting: true}, Question, ""},
		{"a label asked again after a line submitted at it", "Amount: 3\r\n= 3\r\nAmount: ", lines("ledger", "Amount:"), REPL, "began the lines before"},
		{"a banner that says what to type to leave, no prompt", "Toy Forth 0.1\r\nType `bye' to exit\r\n", raw("toyforth"), REPL, "banner"},
		{"a banner naming a version alone, no prompt", "Toy Forth 0.1\r\n", raw("toyforth"), REPL, "under its banner"},
		{"the same in cooked mode", "Toy Chess 15.1 by the Toy developers (see AUTHORS file)\r\n", lines("toychess"), REPL, "under its banner"},
		{"no banner and no prompt is no REPL", "Reading the input now\r\n", raw("toyforth"), TUI, "no prompt"},
		{"a banner over a row that asks, no prompt, is no REPL", "Toy Forth 0.1\r\nThe name of the new word:\r\n", raw("toyforth"), TUI, "no prompt"},
		{"lines answered at no prompt", "Toy Chess 15.1\r\nuci\r\nid name Toy Chess\r\noption name Hash\r\nuciok\r\n", lines("toychess", ""), REPL, "answers the lines"},
		{"lines echoed back at no prompt", "hello\r\nhello\r\n", lines("copier", ""), Unknown, "no prompt"},
		{"an editor on the main screen under a title bar", "\x1b[7m  notes.md   Row 1  Col 1" + strings.Repeat(" ", 55) + "\x1b[0m\r\nfirst line\r\nsecond line\r\n\x1b[2;1H", Facts{Program: "writer", Args: []string{"notes.md"}, Waiting: true}, Editor, "editing"},
		{"an editor polling its terminal, its status placed on the last row", "first line\r\nsecond line\x1b[24;1H  INS  notes.md\x1b[1;1H", Facts{Program: "writer", Args: []string{"notes.md"}}, Editor, "editing"},
		{"a key bar that offers to save, the cursor in the text", "\x1b[?1049hdraft\x1b[24;1HF1 Help  F2 Save  F3 Open  F10 Quit\x1b[1;6H", raw("scribe"), Editor, "editing"},
		{"a document not yet named, the cursor in the text", "\x1b[?1049h\x1b[12;1H\x1b[24;1H(unnamed)        P: 1/1\x1b[12;1H", raw("scribe"), Editor, "editing"},
		{"a key bar that offers no saving stays a full-screen program", "\x1b[?1049h  PID USER  CPU\r\n  1 root  0.0\x1b[24;1HF1 Help  F2 Setup  F10 Quit\x1b[3;1H", raw("monitor"), TUI, ""},
		{"vi's tildes under the text, no file named", "\x1b[?1049hfirst line\r\nadded line\r\n~\r\n~\r\n~\r\n\x1b[2;11H", given("vilike", "notes.md"), Editor, "editing"},
		{"an interpreter waiting for keys with the cursor hidden runs a program of its own", "\x1b[?25lScaffolding the admin in ./admin\r\nFetching the templates\r\n\r\n", Facts{Program: "node", Waiting: true}, TUI, "reading keys"},
		{"an interpreter at its prompt, the cursor shown, is its REPL", "Welcome to Node.js v20.20.2.\r\n> ", Facts{Program: "node", Waiting: true}, REPL, "node"},
		{"a firmware setup's key to save and leave says nothing of a text", "\x1b[?1049h\x1b[?25l                 Setup Utility\r\n  Main   Advanced   Boot   Exit\r\n\r\n  CPU Type:        Intel(R) Core(TM)\r\n  \x1b[7m \x1b[m\x1b[23;1H F1  Help      F5/F6 Change Values\x1b[24;1H Esc Exit      F10 Save and Exit", raw("setup"), TUI, ""},
		{"a label ending in > on a full screen's last row asks for a value", "\x1b[?1049h<<< Policy Editor >>>\r\n\r\n    0: file read /etc/hosts\r\n    1: file read /etc/passwd\x1b[24;1HEnter new entry>", raw("editpolicy"), Question, "value"},
		{"a console's name ending in > on a full screen's last row is its prompt", "\x1b[?1049hRelay console: type status, or /quit\x1b[21;1HConnected to 3 relay hosts.\x1b[24;1Hrelay>", raw("console"), TUI, ""},
		{"an editor's window headed by a status giving line and column in words", "\x1b[?1049h  File    Edit    Run\r\n╔" + strings.Repeat("═", 78) + "╗\r\n║     Line 1     Col 1    Insert Indent   C:NOTES.C" + strings.Repeat(" ", 28) + "║\r\n║#include <stdio.h>\x1b[4;80H║\r\n║int main(void)\x1b[5;80H║\r\n╚" + strings.Repeat("═", 78) + "╝\x1b[24;1H F1-Help  F5-Zoom  F10-Menu\x1b[4;2H", raw("tc"), Editor, "editing"},
		{"a pager's lone : under the end of a text paged from the top", "\x1b[?1049h       push_back\r\n              Add element at the end\r\n\r\n       pop_back\r\n              Delete last element\r\n\r\n       insert\r\n              Insert elements\r\n\r\n       erase\r\n              Erase elements\r\n\r\nREFERENCE\r\n       cplusplus.com, 2000-2015\r\n\r\ncplusplus.com          2026-11-24          std::vector(3)\x1b[24;1H:", raw("viewer"), Pager, "viewing"},
		{"a mode line naming the cursor's line in words", "\x1b[?1049hfirst line\r\nsecond line\x1b[23;1H\x1b[7m== ME (text) == harbour.txt == line 2 ==" + strings.Repeat("=", 40) + "\x1b[0m\x1b[2;1H", raw("scribe"), Editor, "editing"},
		{"a viewer's count of lines is no cursor's line", "\x1b[?1049hfirst line\r\nsecond line\x1b[24;1Hline 1 of 2\x1b[1;1H", raw("scribe"), TUI, ""},
		{"a cursor the editor draws, a status with line and column", "\x1b[?1049h\x1b[?25l\x1b[44m\x1b[2J\x1b[H\x1b[46mf\x1b[44mirst line\r\nsecond line\x1b[24;1H notes.md   Ln 1, Col 1", raw("writer"), Editor, "editing"},
		{"a clock on a status row is no column", "\x1b[?1049h\x1b[?25l\x1b[2;1H\x1b[46m  a.txt  \x1b[0m\r\n  b.txt\x1b[24;1H1/2 2026-11-25 05:40 -rw-r--r--", given("files", "."), TUI, ""},
		{"a viewer that says it views, its cursor in the text", "\x1b[?1049h" + strings.Repeat("a line of the text\r\n", 23) + "\x1b[7mViewing <notes.md>\x1b[0m\x1b[H", given("viewer", "notes.md"), Pager, "viewing"},
		{"a status row above a line of messages, the cursor in the text", "\x1b[?1049h" + strings.Repeat("a line of the text\r\n", 22) + "\x1b[7m-----Doc: (book)Intro, 56 lines --Top-----\x1b[0m\r\nWelcome; type H for help.\x1b[H", given("docs", "intro"), Pager, "viewing"},
		{"a pager's prompt naming its file is no question", "\x1b[?1049h" + strings.Repeat("a line of the text\r\n", 23) + "notes.md:", given("viewer", "notes.md"), Pager, "viewing"},
		{"a browser's status row is an address", "\x1b[?1049h\x1b[1;70HStart\x1b[2;3HStart page\x1b[4;3Hfirst link\x1b[24;1Hfile:///srv/www/a.html\x1b[4;3H", given("browser", "page.html"), Pager, "viewing"},
		{"an editor whose terminal title names the file", "\x1b]2;notes.md [1]\x07\x1b[?1049hfirst line\r\nsecond line\x1b[H", Facts{Program: "plainedit", Args: []string{"notes.md"}, Waiting: true}, Editor, "editing"},
		{"the keypad's application mode on the main screen: a screen of the program's own", "\x1b=first line\r\nsecond line\x1b[20;1H  notes.md  Ln 1, Col 1\x1b[H", Facts{Program: "writer", Args: []string{"notes.md"}, Waiting: true}, Editor, "editing"},
		{"a prompt of marks under the options it takes is a question", "Creating a vault.\r\nPlease choose one of the following:\r\n enter \"x\" for expert mode,\r\n anything else for the standard one.\r\n?> ", lines("vaulter"), Question, "under its question"},
		{"a prompt of marks under a lettered menu is a question", "Pick a colour\r\n   a. red\r\n   b. green\r\n\r\n> ", raw("picker"), Question, ""},
		{"busybox runs the applet its first argument names", "\x1b[?1049hfirst line\r\n~\r\n~\r\n~\r\n\x1b[H", given("busybox", "vi", "notes.md"), Editor, "vi"},
		{"busybox with no applet named is a shell", "$ ", given("busybox", "-i"), Shell, ""},
		{"a full-screen program the table names, run as its editor", "\x1b[?1049h/srv/notes.md   [----]  0 L:[  1+ 0   1/  3]\r\nfirst line\r\nsecond line\x1b[2;1H", given("mc", "notes.md"), Editor, "editing"},
		{"a sentence a program was given is no file", "\x1b=\x1b[9;20H┌──────────────────┐\x1b[10;20H│ Backup done.     │\x1b[11;20H│     <  OK  >     │\x1b[12;20H└──────────────────┘\x1b[11;31H", given("boxes", "--msgbox", "Backup done."), Question, "choice"},
		{"a list beside a pane, a percentage on its last row, is no pager", "\x1b[?1049h\x1b[7m q:quit  j:down  k:up" + strings.Repeat(" ", 60) + "\x1b[0m" + strings.Repeat("\r\n  [ ] a thing to do        |", 17) + "\r\n" + strings.Repeat("-", 80) + "\r\nA tool for lists.\x1b[24;74H(  0%)", raw("todo"), TUI, ""},
		{"a sum asked for", "13 - 8 = ", lines("quiz"), Question, "value"},
		// What a program was given (issue 44's third round): the file's
		// first lines on its screen, the cursor in them or not.
		{"the lines of the file it was given, under a gutter, the cursor in them", "\x1b[?1049h  1 alpha beta\r\n  2 gamma delta\r\n  3 epsilon zeta\x1b[1;5H", shows("quill"), Editor, "editing notes.md (its text shown, the cursor in it)"},
		{"the same after words were typed before its first line", "\x1b[?1049hhello alpha beta\r\ngamma delta\r\nepsilon zeta\x1b[1;7H", shows("quill"), Editor, "cursor in it"},
		{"the same, the cursor a cell it draws", "\x1b[?1049h\x1b[?25l\x1b[7ma\x1b[0mlpha beta\r\ngamma delta\r\nepsilon zeta", shows("quill"), Editor, "cursor in it"},
		{"the file's lines, the cursor hidden", "\x1b[?1049h\x1b[?25lalpha beta\r\ngamma delta\r\nepsilon zeta\r\n" + strings.Repeat("more of the text\r\n", 20), shows("leaf"), Pager, "viewing notes.md (its text shown, the cursor hidden)"},
		{"the file's lines, the cursor on the last row", "\x1b[?1049halpha beta\r\ngamma delta\r\nepsilon zeta\r\n" + strings.Repeat("more of the text\r\n", 20) + "\x1b[7m notes.md \x1b[0m", shows("leaf"), Pager, "viewing notes.md"},
		{"the file's lines over vi's tildes, the cursor on the command line", "\x1b[?1049halpha beta\r\ngamma delta\r\nepsilon zeta\r\n~\r\n~\r\n~\x1b[24;1H:w", shows("quill"), Editor, "command line"},
		{"the file's bytes in hex, one drawn as the cursor", "\x1b[?1049h\x1b[?25l" + litByte, shows("hexy"), Editor, "in hex"},
		{"the file's bytes in hex on a few rows of the main screen, one drawn as the cursor", "\x1b[?25l" + litByte, shows("hexy"), Editor, "in hex"},
		{"the file's bytes in hex, no cursor on them", "\x1b[?1049h\x1b[?25l" + hexRows, shows("hexy"), Pager, "viewing notes.md (its bytes shown in hex, no cursor on them)"},
		{"the same rows with the cursor shown after them are a program's output", hexRows, shows("hexy"), TUI, "no prompt"},
		{"a file manager previewing the file in a pane is no pager", "\x1b[?1049h\x1b[?25l" + strings.Repeat(strings.Repeat(" ", 39)+"│\r\n", 3) + "\x1b[1;42Halpha beta\x1b[2;42Hgamma delta\x1b[3;42Hepsilon zeta" + strings.Repeat("\r\n"+strings.Repeat(" ", 39)+"│", 20), shows("panes"), TUI, ""},
		{"a question under the file's lines is a question", "alpha beta\r\ngamma delta\r\nepsilon zeta\r\n" + strings.Repeat("more of the text\r\n", 20) + "Overwrite notes.md? (y/n) ", Facts{Program: "copier", Args: []string{"notes.md"}, Waiting: true, Echo: true, Canonical: true, Files: shows("").Files}, Question, "y/n"},
		{"a screenful of the file over a line asking for a key", "alpha beta\r\ngamma delta\r\nepsilon zeta\r\n" + strings.Repeat("more of the text\r\n", 20) + "Press any key for the next page", Facts{Program: "pagey", Args: []string{"-r", "notes.md"}, Waiting: true, Files: shows("").Files}, Pager, "a screenful of it"},
		{"the same over a question with keys is a question", "alpha beta\r\ngamma delta\r\nepsilon zeta\r\n" + strings.Repeat("more of the text\r\n", 20) + "Press Enter to keep it, or (d)elete, (s)kip: ", Facts{Program: "pagey", Args: []string{"-r", "notes.md"}, Waiting: true, Files: shows("").Files}, Question, ""},
		{"a part of the file set down mid-screen, unframed, is the program's drawing", "\x1b[?1049h\x1b[?25l\x1b[11;29Halpha beta\x1b[12;29Hgamma delta\x1b[13;29Hepsilon zeta\x1b[14;29Hmore of the text", shows("slides"), TUI, ""},
		{"the same in a window's frame are viewed", "\x1b[?1049h\x1b[?25l\x1b[10;27H┌──────────────┐\x1b[11;27H│ alpha beta   │\x1b[12;27H│ gamma delta  │\x1b[13;27H│ epsilon zeta │\x1b[14;27H└──────────────┘", shows("framer"), Pager, "viewing notes.md"},
		{"the program's own name and a place in brackets before a secret's label asks it", "Connecting to prod...\r\nMysql [prod] password: ", Facts{Program: "mysql", Canonical: true, Waiting: true}, PasswordPrompt, ""},
		{"the program's own name and its place in brackets before a label", "Loading Dictionary and Index files.  Please wait...\r\n(Enter ? for a summary of operating instructions)\r\n\r\nXJDIC [1:edict] SEARCH KEY: ", raw("xjdic_sa"), REPL, "names the program"},
		{"start-up lines under an answered question, a line typed at another prompt", "Landscape mode? ('n' for portrait): \r\nGX Package Initialization: Size = 11 8.5\r\nRunning in Batch mode\r\nga-> q file", Facts{Program: "grads", Waiting: true, Submitted: []string{"Landscape mode? ('n' for portrait):"}, Typing: true, TypedFrom: "ga->"}, REPL, "prompt"},
		{"more's prompt after a search the agent submitted at it", strings.Repeat("relay: the queue survives a restart\r\n", 20) + "...skipping\r\n" + strings.Repeat("relay: TIMEOUT setting; peers listed\r\n", 2) + "--More--(84%)", Facts{Program: "viewer", Waiting: true, Submitted: []string{"--More--(22%)"}}, Pager, "for more"},
		{"a box drawn over a list's rows, a question and its keys in it, the cursor hidden", "\x1b[?1049h\x1b[?25l\x1b[2;1H\u250c" + strings.Repeat("\u2500", 78) + "\u2510" +
			"\x1b[3;1H\u2502 * Tom Baker        Floor B relay schedule         27 Nov 26    2,412         \u2502" +
			"\x1b[4;1H\u2502   Ben Okafor       Minutes of the call            26 Nov 26    5,310         \u2502" +
			"\x1b[5;1H\u2502   Ana Silva \u2554" + strings.Repeat("\u2550", 40) + "\u2557 1,502         \u2502" +
			"\x1b[6;1H\u2502   Postmaster\u2551  Delete this message?  (Y/N)           \u2551   740         \u2502" +
			"\x1b[7;1H\u2502             \u2551  Y = Yes, delete it    N = No, keep it \u2551               \u2502" +
			"\x1b[8;1H\u2502             \u255a" + strings.Repeat("\u2550", 40) + "\u255d               \u2502" +
			"\x1b[9;1H\u2514" + strings.Repeat("\u2500", 78) + "\u2518\x1b[24;1H Enter=Read  Del=Delete  R=Reply  Esc=Exit", raw("mailer"), Question, "in a box"},
		{"a debugger's numbered source lines, one marked current, over its prompt", "break via dbg() => cart.lua:12\r\n   9        local sum = 0\r\n  10        for _, item in ipairs(items) do\r\n  11            dbg()\r\n  12 =>         sum = sum + item.price\r\n  13        end\r\n  14        return sum\r\ndebugger.lua> ", raw("lua5.4"), REPL, "prompt"},
		{"a console's long place in square brackets before its mark", "[disconnected]> connect\r\nUsername: admin\r\nPassword:\r\n[relay-cache-0-61530@ISPN//containers/default]> ", Facts{Program: "cli", Waiting: true, Submitted: []string{"[disconnected]>", "Username:", "Password:"}}, REPL, "prompt"},
		{"spinners before progress bars at the foot, the cursor hidden", "\x1b[?25lScanning registry.example/relay/api:2.4\r\n \u2819 Loading vulnerability DB        \u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\r\n \u2819 Indexing file system            \u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\r\n", raw("scanner"), Unknown, "at work"},
		{"a column of figures, some the same, right of a help box over a table", "\x1b[?1049h\x1b[?25l PID    NAME       S  EXIT\r\n 4107   relay      R    -1\r\n 4108   queue      R    -1\r\n 0      migrate    C     0\x1b[24;1HF1 Help  F10 Quit", raw("pc"), TUI, "full-screen"},
		{"a panel's command line under a bar giving the line of how many, over the text", "\x1b[?1049h Book  Topic  Search  Help\r\n" + strings.Repeat("-", 80) + "\r\nBOOK: RLY01    Relay Guide      TOPIC 2.3 LINE 1 OF 41\r\nCommand ===> ____________________________  Scroll ===> PAGE" + strings.Repeat("\r\n    The relay reads its settings from the member RELAYCFG.", 17) + "\r\n F1=Help  F3=Exit  F7=Bkwd  F8=Fwd\x1b[4;14H", raw("bookmgr"), Pager, "which of its lines"},
		{"a short note over a status giving the range of its lines shown", "\x1b[?1049h\x1b[?25l Packing list                                  Mod: 27.11.26 18:02\r\nPacking list for Tartu\r\n\r\n- charger and adapter\r\n- warm gloves\r\n- the book for Marta\r\n- train tickets (printed)\x1b[23;1H Key: 0a8c41f9d2  Tags: personal  Version: 7\x1b[24;1H 1-6 of 6  100%", raw("notes"), Pager, "status row"},
		{"a spinner under the request an agent works on, under its hint row", "\x1b[?25l  AI-powered development assistant  v0.0.76\r\n\r\n  Type /help for commands \u00b7 @file to attach \u00b7 Esc cancels\r\n\r\n> add a /healthz route to the relay\r\n\u280b Thinking...", raw("agent"), Unknown, "at work"},
		{"a spinner and a count of seconds after a middle dot over an agent's input box", "\x1b[?25l\u276f add a /healthz route\r\n\r\n\u280b Thinking \u00b7 0s \u00b7 Esc to interrupt\r\n\u256d" + strings.Repeat("\u2500", 40) + "\u256e\r\n\u2502 \u276f Implement {feature}...              \u2502\r\n\u2570" + strings.Repeat("\u2500", 40) + "\u256f\r\n gpt-5-codex \u00b7 medium", raw("agent"), Unknown, "at work"},
		{"a secret's field after its label's dots on a sign-on screen", "\x1b[?1049h                                 Sign On\x1b[7;17HUser  . . . . . . . . . . . . . .   JSMITH\x1b[8;17HPassword  . . . . . . . . . . . .\x1b[9;17HProgram/procedure . . . . . . . .\x1b[10;17HMenu  . . . . . . . . . . . . . .\x1b[8;53H", raw("signon"), PasswordPrompt, "dots"},
		{"a chat's speaker tag under a banner saying how to leave", "Welcome to HolmesGPT: Type '/exit' to exit, '/help' for commands.\r\n\r\nUser: ", raw("holmes"), REPL, "how to leave"},
		{"a name and its mark set apart, a line typed after them, under a banner saying how to get help", "TmuxAI v1.1.2\r\nType '/help' for a list of commands, '/exit' to quit.\r\n\r\nTmuxAI » why is the disk full?", raw("tmuxai"), REPL, "prompt"},
		{"a prompt of marks under a box round the question", "\u256d\u2500 Question \u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u256e\r\n\u2502 Should the check also ping the database? \u2502\r\n\u2570\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u256f\r\n> yes, with a timeout", raw("ra-aid"), Question, "under its question"},
		{"the line a viewer stands at of how many, in its second row, over rows of text", "\x1b[?1049h\x1b[?25lPath: /srv/relay\r\nFILE: relay.cfg   Size: 2,664   Line: 20 of 76\r\n" + strings.Repeat("=", 80) + strings.Repeat("\r\n  PORT=7070         the TCP port", 19) + "\r\nCOMMANDS  PgUp PgDn scroll   F1 help   ESC cancel", raw("fileview"), Pager, "which of its lines"},
		{"which lines a viewer shows, in its head bar, over rows of text", "\x1b[?1049h\x1b[?25l\x1b[7m relay.log  lines 1-22 of 200" + strings.Repeat(" ", 50) + "\x1b[0m\r\n0001  relay: served /images/001.png\r\n0002  relay: served /images/002.png\r\n0003  relay: served /images/003.png\r\n0004  relay: served /images/004.png\r\n0005  relay: served /images/005.png\r\n0006  relay: served /images/006.png\r\n0007  relay: served /images/007.png\r\n0008  relay: served /images/008.png\r\n0009  relay: served /images/009.png\r\n0010  relay: served /images/010.png\r\n0011  relay: served /images/011.png\r\n0012  relay: served /images/012.png\r\n0013  relay: served /images/013.png\r\n0014  relay: served /images/014.png\r\n0015  relay: served /images/015.png\r\n0016  relay: served /images/016.png\r\n0017  relay: served /images/017.png\r\n0018  relay: served /images/018.png\r\n0019  relay: served /images/019.png\r\n0020  relay: served /images/020.png\r\n0021  relay: served /images/021.png\r\n0022  relay: served /images/022.png\r\n\x1b[7m j/k: scroll  q: quit\x1b[0m", raw("logview"), Pager, "which of its lines"},
		{"a bare $ of a program that runs no jobs is a REPL's", "$ my $n = 6 * 7\r\n42\r\n$ ", raw("perlrepl"), REPL, ""},
		{"a script's label and what was typed after it, the kernel echoing", "? Release notes title (Relay 7): Relay 7 GA", Facts{Program: "python3", Args: []string{"demo.py"}, Waiting: true, Echo: true, Canonical: true}, Question, "form field with a value"},
		{"a prompt of marks seen before, under a question asked since", "Input file?\r\n@ seqs.fa\r\nOK. infile = seqs.fa\r\n\r\nOutput file?\r\n@ ", lines("aligner", "seqs.fa"), Question, "under its question"},
		{"a prompt that asks for a command, its help key in parentheses, is a REPL's the first time", "Command action\r\n   m    print this menu\r\n   q    quit without saving changes\r\n\r\nCommand (m for help): ", lines("partedit"), REPL, "asks for a command"},
		{"an encryption key asked with echo off is a secret", "Enter encryption key: ", raw("knock"), PasswordPrompt, ""},
		{"a prompt that asks for a command is a REPL's the first time", "\r\nRotator command: ", lines("rotor"), REPL, "asks for a command"},
		{"a label that asks for a value, asked again after output, reading lines", "Enter curve: [0,0,1,-1,0]\r\nRank = 1\r\nEnter curve: ", lines("ranker", "Enter curve:"), Question, ""},
		{"a prompt naming the value it asks, after other prompts answered, in a line editor", "\x1b[?2004hDo you have accounts with last.fm, libre.fm, or both?\r\n1) last.fm\r\n2) libre.fm\r\nsite choice> 2\r\nlibre.fm username> ", raw("zomg", "site choice>"), Question, "prompt for a value"},
		{"the same naming a password is a password prompt", "\x1b[?2004hsite choice> 2\r\nlibre.fm username> alice\r\nlibre.fm password> ", raw("zomg", "site choice>", "libre.fm username>"), PasswordPrompt, ""},
		{"every row painted, the cursor hidden, a program at work", "\x1b[?25l\x1b[48;5;17m\x1b[2J\x1b[H\x1b[1;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[2;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[3;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[4;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[5;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[6;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[7;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[8;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[9;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[10;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[11;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[12;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[13;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[14;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[15;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[16;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[17;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[18;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[19;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[20;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[21;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[22;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[23;1H\x1b[48;5;17m                                        \x1b[48;5;231m  \x1b[48;5;17m                                      \x1b[24;25H\x1b[1mYou have nyaned for 15 seconds!", Facts{Program: "paintcat", Echo: true, Canonical: true}, TUI, "a screen it paints"},
		{"a numbered list a command typed at the prompt printed is its output", "Scheme 0.4\r\n\r\n> (car 5)\r\nUnhandled exception\r\n Condition components:\r\n   1. &assertion\r\n   2. &who: car\r\n   3. &irritants: (5)\r\n> ", lines("schemer", ">"), REPL, "began the lines before"},
		{"a first prompt naming the program, a thread of it at work", "welcome to drummer shell!\r\ndrummer %> ", Facts{Program: "drummer", Echo: true, Canonical: true}, REPL, "names it"},
		{"a line typed at the prompt leaving an expression open, the cursor on the next row", "Lisp 9.27\r\n1.lisp$ (+ 1\r\n", lines("lispy", "1.lisp$"), REPL, "left open"},
		{"the same while a thread of it works on", "Lisp evaluation loop.\r\n> (+ 1\r\n", Facts{Program: "lispy", Echo: true, Canonical: true, Submitted: []string{">"}}, REPL, "left open"},
		{"lines of a file that show only once are no view of it", "\x1b[?1049h\x1b[?25lalpha beta\r\nsomething else\r\ngamma delta", shows("other"), TUI, ""},
		// A REPL at its first prompt and a question of words (issue 44's
		// third round).
		{"a label naming a value under a tool's name and version asks", "create-thing 1.4.2\r\n\r\nProject name: ", lines("create-thing"), Question, ""},
		{"a prompt that counts, asked again with more after its count", "Blue (1): e4\r\nMy move is: c5\r\nBlue (2) (0.00 sec): ", lines("toychess", "Blue (1):"), REPL, "began the lines before"},
		{"the same prompt a level down, the level in brackets before it", "CL-TOY(1): (car 5)\r\nThe value 5 is not of type LIST.\r\nRestarts:\r\n  0: TOP-LEVEL Return to top level.\r\n[1] CL-TOY(2): ", lines("toylisp", "CL-TOY(1):"), REPL, "began the lines before"},
		{"a name and a mark under a banner's lines that say how to enter things", "Toy DB 11g Release 2, library version 11.2.5.3.28: (September  9, 2013)\r\nEnter \".help\" for instructions\r\nEnter SQL statements terminated with a \";\"\r\ntoysql> ", lines("toydb"), REPL, "waits at a prompt"},
		{"a secret asked on the rows of a label above, the cursor on the next, echo on", "Please enter the open password to use on the input file:\r\n   locked.pdf.\r\n   It can be empty, or have a maximum of 32 characters:\r\n", lines("pdftool"), PasswordPrompt, ""},
		{"a label's rows above asking a name", "Please enter a name for the copy of\r\n   locked.pdf,\r\n   without its extension:\r\n", lines("pdftool"), Question, "asked on the row above"},
		{"rows above that ask nothing", "Reading the input file:\r\n   locked.pdf.\r\n   It has 3 pages:\r\n", lines("pdftool"), Unknown, ""},
		{"a banner whose name comes alone before its copyright, the cursor indented under it", "     T+\r\n     Copyright (c) 1990-2008 Toy Systems.  All rights reserved.\r\n     This version is Release 4.22\r\n\r\n     ", lines("t+"), REPL, "under its banner"},
		{"rows naming a version after three others are no banner", "Reading the deck.\r\nShuffling the cards.\r\nDealing the hands.\r\nToy Cards 1.2\r\n\r\n", lines("cards"), Unknown, ""},
		{"a row telling what to type, no colon, the cursor a blank after it", "Each strategy must have a unique name.\r\n\r\nEnter the backup strategy name ", raw("wizard"), Question, "prompt for a value"},
		{"the same row with text under it asks nothing", "Enter the backup strategy name \r\n\r\nrelay: 3 strategies\x1b[1;32H", raw("wizard"), TUI, ""},
		{"a dashboard's boxes over a gauge's box, its percentage on the filled part", "\x1b[?1049h\x1b[?25l┌Hosts─────────────────────────────────────────────────────────────────────────┐\r\n│relay-fra    Frankfurt      up 41d                                            │\r\n│relay-ord    Chicago        up 12d                                            │\r\n│relay-nrt    Tokyo          down                                              │\r\n│relay-gru    Sao Paulo      up 3d                                             │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n│                                                                              │\r\n└──────────────────────────────────────────────────────────────────────────────┘\r\n┌Traffic───────────────────────────────────────────────────────────────────────┐\r\n│\x1b[42m                                     62%        \x1b[0m\x1b[32m──────────────────────────────\x1b[0m│\r\n└──────────────────────────────────────────────────────────────────────────────┘", raw("dashy"), TUI, ""},
		{"a banner naming the program's release by its date, no prompt", "toylisp 2013-11-22 by A. Person\r\n", lines("tl"), REPL, "under its banner"},
		{"a banner alone above a short prompt", "Toy Chess 1.4.2\r\nCopyright (C) 2026 Toy Games\r\nThere is NO WARRANTY.\r\n\r\nBlue (1) : ", lines("toychess"), REPL, "its banner alone"},
		{"the count of a first input under a board", "   A B C\r\n 3 . . . 3\r\n 2 . + . 2\r\n 1 . . . 1\r\n   A B C\r\n\r\nblack(1): ", lines("boardgame"), REPL, "counts its inputs"},
		{"the count of a first input under start-up lines", "Toy Engine 0.3\r\nReading /usr/share/toy/engine.rc\r\nInfo: hash_size=1398101\r\nWhite (1): ", lines("toyengine"), REPL, "counts its inputs"},
		{"a one-word field with (1) under a row that asks", "How many workers should the pool start?\r\nWorkers (1): ", lines("pooler"), Question, ""},
		{"a full screen's splash asking for any key is its own screen", "\x1b[?1049h\r\n       D U N G E O N S\r\n\r\n          Toy Rogue 5.7.13\r\n  Toy Rogue is free software\x1b[24;20H[ press any key to continue ]", raw("toyrogue"), TUI, "full-screen"},
		{"the same on the main screen asks", "          Toy Rogue 5.7.13\r\n  Toy Rogue is free software\r\n\r\n[ press any key to continue ]", raw("toyrogue"), Question, "press Enter"},
		{"a line editor that draws its own cursor after its prompt", "\x1b[?25lrelay> \x1b[7m \x1b[0m\r\n\x1b[2mM-? toggle key help \u2022 C-d erase/stop\x1b[0m", raw("bubblectl"), REPL, "waits at a prompt"},
		{"a prompt library's question with a cursor it draws", "\x1b[?25l? Registry name: \u00bb \x1b[7m \x1b[0m", raw("relayctl"), Question, ""},
		{"a count in brackets of a first input under a console's banner", "Toy console for Algebra 1.14.0 (Python 3.11.7)\r\n\r\nThese commands were executed:\r\n>>> from algebra import *\r\n\r\nDocumentation can be found at https://algebra.example/1.14/\r\n\r\n\r\nIn [1]: ", lines("toyconsole"), REPL, "counts its inputs"},
		{"a count in brackets under no banner asks", "Sizing the pool.\r\n\r\nWorkers [1]: ", lines("pooler"), Question, ""},
		{"a count in brackets bound with := under a banner naming a version", "Toy Algebra 13.3.0 Kernel for Linux x86 (64-bit)\r\nCopyright 1988-2023 Toy Research, Inc.\r\n\r\nIn[1]:= ", lines("toyalgebra"), REPL, "counts its inputs"},
		{"the same count bound with := under no banner is no REPL's", "Sizing the pool.\r\n\r\nWorkers[1]:= ", lines("pooler"), Unknown, ""},
		{"words and a mark under a banner that said how to get help, rows between", "Toy Shell 8.0.36\r\n\r\nCopyright (c) 2016, 2023, Toy Corp.\r\n\r\nType '\\help' or '\\?' for help; '\\quit' to exit.\r\nCreating a session to 'root@localhost'\r\nNo default schema selected; type \\use <schema> to set one.\r\n Toy  localhost:33060+ ssl  SQL > ", raw("toyshell"), REPL, "waits at a prompt"},
		{"the same words and mark under rows that ask are a question's", "Toy Shell 8.0.36\r\n\r\nType '\\help' or '\\?' for help; '\\quit' to exit.\r\nWhich session should be opened?\r\n Toy  localhost:33060+ ssl  SQL > ", raw("toyshell"), Question, ""},
		{"a user and host with another mark over the same ones with a shell's, a command typed at the first", "--- TOYOS 23.4R1.9 Kernel 64-bit\r\nadmin@router> configure\r\nEntering configuration mode\r\n\r\n[edit]\r\nadmin@router# ", raw("toyos", "admin@router>"), REPL, ""},
		{"a user and host with a shell's place and mark, typed at while the program ran, over the same ones with another mark", "Welcome to ToyOS!\r\n\r\nops@router:~$ configure\r\n[edit]\r\nops@router# ", raw("toyos", "ops@router:~$"), REPL, ""},
		{"a shell's place and mark after a cd, the same user and host with another place above, stays a shell's", "ann@box:/$ cd ~\r\nann@box:~$ ", Facts{Program: "yash", Waiting: true, Submitted: []string{"ann@box:/$"}}, Shell, ""},
		{"words and a mark under a banner whose line telling how to leave ends in a colon", "Toy Calc 2.1\r\nEnter an expression, q to quit, or ? for help:\r\n\r\n toy  deg  mode > ", raw("toycalc"), REPL, ""},
		{"a bar of keys, two of them side by side, the hidden cursor at its end", "\x1b[?1049h\x1b[?25l PID   USER   CPU%\r\n 1     root   0.3\x1b[24;1H[j] [k] move  [q] quit  [?] help", raw("monitor"), TUI, ""},
		{"a name and a mark under a banner of labels, each with its value in parentheses", "REPL-y 0.5.1, nREPL 1.0.0\r\nToylang 1.11.1\r\n    Docs: (doc function-name-here)\r\n  Source: (source function-name-here)\r\n Javadoc: (javadoc java-object-or-class-here)\r\n    Exit: Control+D or (exit) or (quit)\r\n\r\nuser=> ", lines("toylang"), REPL, ""},
		{"a prompt of marks under a label whose default is in brackets asks", "Welcome to the relay setup.\r\n\r\n  Cluster name: [staging-2]\r\n> ", lines("toylang"), Question, ""},
		{"a prompt of marks under a numbered list and a hint in parentheses", " Choose a template for the new app:\r\n 1. Web App  ·  A project with auth\r\n 2. Empty    ·  An empty app\r\n (type \"?\" for help, or <CTRL+C> to cancel)\r\n? ", raw("scaffold"), Question, ""},
		{"a prompt of marks under a banner's numbered notes", "Toy Stats 18.0 Copyright 1985-2023 Toy Corp\r\n\r\nNotes:\r\n      1. Unicode is supported; see help unicode_advice.\r\n      2. Maximum number of variables is set to 5,000; see help set_maxvar.\r\n\r\n. ", lines("toystats"), REPL, "marks"},
		{"the same prompt under a menu of numbered entries asks", "Toy Stats 18.0 Copyright 1985-2023 Toy Corp\r\n\r\nActions:\r\n      1. Import a file\r\n      2. Quit\r\n\r\n. ", lines("toystats"), Question, ""},
		{"a prompt with a count drawn after the input", "hosts>  <000\x1b[1;8H", raw("consoler"), REPL, "waits at a prompt"},
		{"words drawn after the input are no count", "hosts>  <more>\x1b[1;8H", raw("consoler"), TUI, "no prompt"},
		{"a banner whose version ends in a letter, no prompt", "tellics say     Toy-Max 5.0b\r\ntellics say     by A. Person\r\n", lines("toymax"), REPL, "under its banner"},
		{"a title naming the keys for help and to quit, a calendar under it", "\x1b[?1049htoycal 0.4.3 - Press 'h' for help, 'q' to quit.\r\n\r\n   November 2026\r\n Su Mo Tu We Th Fr Sa\r\n  1  2  3  4  5  6  7\x1b[1;45H", raw("toycal"), TUI, "full-screen"},
		{"a prompt library's mark before a name and a REPL's mark", "\x1b[32m?\x1b[0m \x1b[1mrelay>\x1b[0m ", raw("consoler"), REPL, "waits at a prompt"},
		{"a REPL's prompt under a status bar, the cursor hidden, lines read with echo", "\x1b[?25l\x1b[21;1Hrelay console: list, status, quit\r\nrelay> \r\n\x1b[1;37;44mrelay   2 hosts up   0 commands" + strings.Repeat(" ", 48) + "\x1b[0m\x1b[22;8H", lines("consoler"), REPL, "waits at a prompt"},
		{"an empty default alone under its question", "The filesystem can be owned by a nominated user.\r\n\r\n  Which user should own the filesystem (leave blank for \"root\")\r\n  []: ", lines("setupper"), Question, ""},
		{"tabs over their rows and a row of the keys to move and quit, the cursor hidden", "\x1b[?25l1. Hosts | 2. Builds | 3. Logs\r\n\r\nrelay-ams  up\r\nrelay-iad  up\r\n\r\n\u2190 \u2192 switch tab   q quit\r\n", raw("tabber"), TUI, "placed"},
		{"lines over a row of arrows and no key to quit", "\x1b[?25lrelay-ams  up\r\nrelay-iad  up\r\nlinks: a \u2192 b\r\n", raw("tabber"), TUI, "no prompt"},
		{"an address is no version: no banner, no prompt", "*** Connecting to port 6699 of server 127.0.0.1\r\n*** Use /SERVER to connect to a server\r\n", raw("chatter"), TUI, "no prompt"},
		{"words between the banner and the prompt ask", "Toy Keys 2.2; Copyright (C) 2026 Toy Inc.\r\n\r\nToy Keys needs a name for your key.\r\n\r\nReal name: ", lines("toykeys"), Question, ""},
		{"words before an arrow ask for a value", "new name for a.txt -> ", lines("renamer"), Question, "value"},
		{"a name and a counter before an arrow are a prompt", "sim 1 -> ", lines("sim"), REPL, ""},
		// Classes the novel set's misses showed, once it was measured
		// (issue 44's third round), on screens of their own.
		{"a question wrapped at the screen's edge, its keys on the cursor's row", "Replace /srv/exports/2026/november/quarterly/reports/final/summary.txt? (enter h\r\n for help) [Ynqh] ", lines("gen"), Question, "choice"},
		{"a command shown, then a question mark set apart", "< mv ./a.txt ./b > ? ", lines("walker"), Question, ""},
		{"a command shown, then a question mark and dots", "cp a.txt b?...", lines("runner"), Question, "y/n question"},
		{"a prompt of one word under a row that says what to type", "Type a new name, or press Enter to skip.\r\nName > ", lines("shuffler"), Question, ""},
		{"a value printed under a label is no question over a REPL's prompt", "Toy Lisp 2.6\r\nScratch directory:\r\n/var/tmp/\r\n\r\n>", raw("toylisp"), REPL, ""},
		{"what is done to a file, then an arrow", "move data.bin -> ", lines("mover"), Question, "value"},
		// Shells no table names, and shells a recorder runs (issue 44's
		// fourth round), on screens drawn here.
		{"a shell's prompt: user, host and path", "ann@box:~/src$ ", raw("toyshell"), Shell, "shaped as a shell's"},
		{"a recorder running a shell: root's prompt", "rec: recording to demo.log\r\nroot@box:/tmp# ", raw("recorder"), Shell, "shaped as a shell's"},
		{"a bracketed prompt with a venv", "(venv) [ann@box proj]$ ", raw("toyshell"), Shell, ""},
		{"a bare dollar of a program named like a shell", "$ ", raw("tinysh"), Shell, ""},
		{"a place among a prompt's words, a history number before the mark", "@box ~ 12# ", raw("toyshell"), Shell, "shaped as a shell's"},
		{"the time, then a path, then a percent", "[10:42] ~/src/app % ", raw("toyshell"), Shell, "shaped as a shell's"},
		{"a REPL that names itself before a place", "sftpish ann@box:/srv$ ", raw("sftpish"), REPL, ""},
		{"a bare dollar of a program that runs jobs is a shell's", "$ ", Facts{Program: "toyrepl", Waiting: true, RunsJobs: true}, Shell, ""},
		{"a prompt no shell draws, the terminal titled with the directory", "\x1b]0;ann@box: ~/src\x07Welcome to toysh\r\n12 » ", raw("toy"), Shell, "title names its directory"},
		{"the same prompt under no such title is a REPL's", "Welcome to toycalc\r\n12 » ", raw("toy"), REPL, ""},
		{"a bare hash of a program not named like a shell is a REPL's (OCaml's)", "        OCamlish 5.1\r\n\r\n# ", raw("toyml"), REPL, ""},
		{"a place and a mark at first sight, however long the path", "root@box:/tmp/a-rather-long-directory-name/of/a/project/build# ", raw("toyshell"), Shell, "shaped as a shell's"},
		{"a name and a dollar is a REPL's prompt", "eus$ ", raw("lispy"), REPL, ""},
		{"a name ending in sh that prompts with its name is a REPL", "gosh> ", raw("gosh"), REPL, ""},
		{"a prompt of marks of a program named like a shell is a shell's", "Tiny shell 1.0\r\n> ", lines("tinysh"), Shell, "shaped as a shell's"},
		{"a dot, no shell's mark, of a program named like a shell is a REPL's", ". ", raw("tclish"), REPL, ""},
		// Issue 44's sixth round, on screens drawn here.
		{"a right-hand prompt at the row's far end", "~/src % " + strings.Repeat(" ", 64) + "12:04:55\x1b[1;9H", raw("toyshell"), Shell, "shaped as a shell's"},
		{"a yes/no question by its words above the empty row where a program reading lines waits", "Toy Quest 2.1\r\nShall I draw the map?\r\n", lines("toyquest"), Question, ""},
		{"a question the agent typed, echoed by a program reading lines, is none", "Shall I draw the map?\r\n", lines("cat", "Shall I draw the map?"), Unknown, ""},
		{"a yes/no question above the cursor, more text under it, is none", "Shall I draw the map?\r\n\r\nloading\x1b[2;1H", lines("toyquest"), Unknown, ""},
		{"a game's menu placed away from the left edge of the main screen", "\x1b[?25l\x1b[2;20HFALLING BLOCKS\x1b[4;22HStart game\x1b[5;22HTwo players\x1b[6;22HOptions\x1b[7;22HHigh scores\x1b[8;22HQuit", raw("blocks"), TUI, "placed"},
		{"a screen filled from its first row to its last by a program reading keys, the cursor hidden", "\x1b[?25l\x1b[Hmon - up 6:15, load 1.67\r\nTasks: 83 total\r\n\r\n  PID USER  %CPU COMMAND\r\n" + strings.Repeat("    1 root   0.0 init\r\n", 19) + "    2 root   0.0 kthreadd", raw("mon"), TUI, "placed"},
		{"the same lines, the cursor shown at the foot, are no screen of its own", "\x1b[Hmon - up 6:15, load 1.67\r\nTasks: 83 total\r\n\r\n  PID USER  %CPU COMMAND\r\n" + strings.Repeat("    1 root   0.0 init\r\n", 19) + "    2 root   0.0 kthreadd", raw("mon"), TUI, "no prompt"},
		{"lines written from the left edge, the cursor hidden, are no screen of its own", "\x1b[?25lStart game\r\nTwo players\r\nOptions\r\nHigh scores\r\nQuit\r\n", raw("blocks"), TUI, "no prompt"},
		{"a typed word after the cursor is no right-hand prompt", "calc> " + strings.Repeat(" ", 3) + "x\x1b[1;7H", raw("toycalc"), TUI, "no prompt"},
		{"a finder's query row over a list with one row reversed asks", "> \r\n\x1b[7mred\x1b[0m\r\ngreen\r\nblue\x1b[1;3H", raw("finder"), Question, "select prompt"},
		{"an interpreter's script on a screen of its own is no file it was given to show", "\x1b[?1049h\x1b[?25l" + script + "\x1b[24;1H>>>" + strings.Repeat(" ", 40) + "< Clear >", Facts{Program: "python3", Args: []string{"app.py"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte(strings.ReplaceAll(script, "\r\n", "\n"))}}}, TUI, ""},
		{"the same file given to a program of its own to show", "\x1b[?1049h\x1b[?25l" + script + "\x1b[24;1Happ.py 40%", Facts{Program: "viewer", Args: []string{"app.py"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte(strings.ReplaceAll(script, "\r\n", "\n"))}}}, Pager, "viewing app.py"},
		{"framed panes side by side, a row of one set apart, a bar of keys ending in ? at the foot", panes.String(), raw("gitclient"), TUI, ""},
		{"a label ending in a colon on a full screen, the cursor hidden after it", "\x1b[?1049h\x1b[?25l                       sipview - messages flow viewer\r\n  Current Mode: Online [any]                 Dialogs: 0\r\n  Match Expression:                          BPF Filter:\r\n  Display Filter: \r\n      ^Idx Method     From                  To\x1b[24;1HEsc Quit   Enter Show   Space Select   F1 Help\x1b[4;19H", raw("sipview"), TUI, ""},
		{"a tree's focused node after its fold mark, the cursor on it, is no field", "\x1b[?1049hRelease files  (q quits)\r\n[-] \x1b[30;47mrelease-7\x1b[0;47m" + strings.Repeat(" ", 67) + "\x1b[0m\r\n    [-] docs\r\n            changelog.md\r\n    [+] src\x1b[2;5H", raw("treeview"), TUI, ""},
		{"the same with the cursor shown asks for a value", "\x1b[?1049h                       sipview - messages flow viewer\r\n  Display Filter: \x1b[2;19H", raw("sipview"), Question, "prompt for a value"},
		{"a table of framed cells, one row set apart, is no pane beside another", "\x1b[?1049h\x1b[?25lRelay hosts\r\n\r\n┏━━━━━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━┓\r\n┃          Host┃        Zone┃    Load┃\r\n┣━━━━━━━━━━━━━━╋━━━━━━━━━━━━╋━━━━━━━━┫\r\n┃\x1b[48;2;51;51;68m     relay-ams\x1b[0m┃\x1b[48;2;51;51;68m     eu-west\x1b[0m┃\x1b[48;2;51;51;68m    0.42\x1b[0m┃\r\n┃     relay-iad┃     us-east┃    1.07┃\r\n┃     relay-sin┃    ap-south┃    0.15┃\r\n┗━━━━━━━━━━━━━━┻━━━━━━━━━━━━┻━━━━━━━━┛\r\n\r\nup/down move, q quits", raw("hoststable"), TUI, ""},
		{"a long prompt, a directory before its mark, under a banner that says how to leave", "toysql interactive shell\r\nPress Ctrl+D or execute \"EXIT;\" to terminate this shell.\r\n\r\n/srv/data/exports/2026/november/reports > ", raw("toysql"), REPL, "prompt"},
		{"the same prompt where a line began at it before", "toysql interactive shell\r\n\r\n/srv/data/exports/2026/november/reports > SELECT 1;\r\n1\r\n/srv/data/exports/2026/november/reports > ", raw("toysql"), REPL, "began"},
		{"the same prompt alone, unasked and unseen before, is too long to say", "toysql interactive shell\r\n\r\n/srv/data/exports/2026/november/reports > ", raw("toysql"), TUI, "no prompt"},
		{"a label's words and its default in brackets, a tag after them, asks", "*\r\n* Relay Configuration\r\n*\r\nListen port (RELAY_PORT) [8443] (NEW) ", lines("kconf"), Question, "default"},
		{"a console's prompt under a question the agent answered", "Enter password to unlock relay.kdbx: \r\n\r\nrelay.kdbx> ", Facts{Program: "vaultcli", Args: []string{"open", "relay.kdbx"}, Waiting: true, Submitted: []string{"Enter password to unlock relay.kdbx:"}}, REPL, "prompt"},
		{"the same prompt under the same question, nothing submitted, answers it", "Enter password to unlock relay.kdbx: \r\n\r\nrelay.kdbx> ", Facts{Program: "vaultcli", Args: []string{"open", "relay.kdbx"}, Waiting: true}, Question, "under its question"},
		{"a prompt naming a range of numbers, asked again after a wrong answer, asks", "Choose a license\r\n1. MIT\r\n2. Apache\r\n3. Skip\r\nEnter 1-3: 9\r\nTry again.\r\nEnter 1-3: ", Facts{Program: "initer", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"Enter 1-3:"}}, Question, ""},
		{"a prompt naming keys, asked again after a wrong answer, asks", "Continue (y/n): maybe\r\nPlease answer y or n.\r\nContinue (y/n): ", Facts{Program: "initer", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"Continue (y/n):"}}, Question, ""},
		{"a table's column of percentages to its last row is no pager's status", "\x1b[?1049h Active / Total Objects (% used)    : 3552320 / 3651133 (97.3%)\r\n Active / Total Slabs (% used)      : 118933 / 118933 (100.0%)\r\n Active / Total Caches (% used)     : 141 / 235 (60.0%)\r\n Active / Total Size (% used)       : 922761.32K / 936077.44K (98.6%)\r\n Minimum / Average / Maximum Object : 0.01K / 0.26K / 50.27K\r\n\r\n  OBJS ACTIVE  USE OBJ SIZE  SLABS OBJ/SLAB CACHE SIZE NAME\r\n900000 800000 100%    0.04K   8318      102     33272K cache_0\r\n863000 770000  99%    0.04K   8318      102     33272K cache_1\r\n826000 740000  88%    0.04K   8318      102     33272K cache_2\r\n789000 710000  99%    0.04K   8318      102     33272K cache_3\r\n752000 680000 100%    0.04K   8318      102     33272K cache_4\r\n715000 650000  97%    0.04K   8318      102     33272K cache_5\r\n678000 620000  54%    0.04K   8318      102     33272K cache_6\r\n641000 590000  82%    0.04K   8318      102     33272K cache_7\r\n604000 560000  77%    0.04K   8318      102     33272K cache_8\r\n567000 530000  64%    0.04K   8318      102     33272K cache_9\r\n530000 500000  91%    0.04K   8318      102     33272K cache_10\r\n493000 470000  99%    0.04K   8318      102     33272K cache_11\r\n456000 440000  88%    0.04K   8318      102     33272K cache_12\r\n419000 410000 100%    0.04K   8318      102     33272K cache_13\r\n382000 380000  85%    0.04K   8318      102     33272K cache_14\r\n345000 350000  72%    0.04K   8318      102     33272K cache_15\x1b[24;1H", raw("slabs"), TUI, ""},
		{"keys asked at the cursor by a program seen at work (polling its input)", "Purge the old artifacts? [y/N] ", Facts{Program: "asker", Echo: true, Canonical: true}, Question, "at work"},
		{"a question's default in brackets, the program at work", "Which branch should the release be cut from? [release-7] ", Facts{Program: "asker", Echo: true, Canonical: true}, Question, "at work"},
		{"a label at the cursor of a program at work asks nothing yet", "Downloading: ", Facts{Program: "fetcher", Echo: true, Canonical: true}, Unknown, "running"},
		{"a name in parentheses under numbered lines of source is a debugger's prompt", "[8, 17] in /srv/app/demo.rb\r\n    8: def total(xs)\r\n    9:   s = 0\r\n   10:   xs.each { |x| s += x }\r\n=> 11:   puts s\r\n   12: end\r\n\r\n(rbdebug) ", raw("ruby3.1"), REPL, "parentheses"},
		{"a line being typed at a prompt lines were submitted at, a completion under it", "keystore 1.0\r\n127.0.0.1:6379> SET release 7\r\nOK\r\n127.0.0.1:6379> GET rel\r\n                        \x1b[46m release \x1b[0m\x1b[4;24H", Facts{Program: "kvcli", Waiting: true, Submitted: []string{"127.0.0.1:6379>"}}, REPL, "began"},
		{"a form of labelled fields one under the other on a screen of its own, the cursor in one", "\x1b[?1049h     Summary:                           List:\r\n Description:\r\n    Location:\r\n       Start:\r\n         Due: 2026-11-27 05:31\r\n\r\n< Save >  Hit Ctrl-C to cancel\x1b[1;15H", raw("todos"), TUI, ""},
		{"the same form over a button alone on its row that submits it asks", "\x1b[?1049h  New Credential Creation\r\n\r\n    Credential name:         ada-aws\r\n\r\n    AWS Access Key:\r\n\r\n    Region:                  us-east-1\r\n\r\n                            < SAVE >\x1b[5;30H", raw("conjurer"), Question, ""},
		{"the same form's secret access key is a password", "\x1b[?1049h  New Credential Creation\r\n\r\n    Credential name:         ada-aws\r\n\r\n    AWS Secret Access Key:\r\n\r\n    Region:                  us-east-1\r\n\r\n                            < SAVE >\x1b[5;30H", raw("conjurer"), PasswordPrompt, ""},
		{"fields named in one column, the cursor after the first", "\x1b[?1049hSymbols version 1.2\x1b[14;1HFind this C symbol:\r\nFind this global definition:\r\nFind this text string:\r\nFind this file:\x1b[14;21H", raw("symbols"), TUI, ""},
		{"one labelled field alone on a screen of its own asks", "\x1b[?1049hSymbols version 1.2\x1b[14;1HFind this C symbol:\x1b[14;21H", raw("symbols"), Question, ""},
		{"a line of a file among more rows of the program's own is no document", "\x1b[?1049h        teh             File: draft.txt\x1b[6;1HThe relay sends teh packets.\x1b[8;1H 0: the\r\n 1: eh\x1b[23;1H[SPACE] R)epl A)ccept I)nsert U)ncap S)tem Q)uit e(X)it or ? for help\x1b[24;1H", Facts{Program: "speller", Args: []string{"draft.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("The relay sends teh packets.\n")}}}, TUI, "full-screen"},
		{"the same line alone under its title is the file viewed", "\x1b[?1049h        teh             File: draft.txt\x1b[6;1HThe relay sends teh packets.\x1b[24;1H", Facts{Program: "speller", Args: []string{"draft.txt"}, Waiting: true, Files: []FileHead{{Arg: 0, Head: []byte("The relay sends teh packets.\n")}}}, Pager, "viewing draft.txt"},
		{"prose filling a screen of its own over a row saying how to scroll it is paged", "\x1b[?1049h\x1b[?25l\x1b[3;20HHow to play\x1b[5;8H[Q]  Quit and return to the menu" + "\r\n" + strings.Repeat("\r\n            Move the pieces so that each colour reaches its exit.", 15) + "\x1b[23;20HUse [UP] and [DOWN] to scroll", raw("puzzler"), Pager, "viewing"},
		{"the same screen with no hint row, a row of it selected, stays the program's own", "\x1b[?1049h\x1b[?25l\x1b[3;20HHow to play\x1b[5;8H[Q]  Quit and return to the menu" + "\r\n" + strings.Repeat("\r\n            Move the pieces so that each colour reaches its exit.", 15) + "\x1b[12;1H\x1b[7m            Move the pieces so that each colour reaches its exit.     \x1b[m", raw("puzzler"), TUI, ""},
		{"a prompt that starts with the program's own name, a hint in parentheses before its mark", "mixer v2.9 (C) 2020 the authors\r\n(mixer-setup) no setup from the arguments.\r\nmixer ('h' for help)> ", raw("mixer"), REPL, "prompt"},
		{"the same saying how to get help are a command loop's, whatever the program's name", "mixer v2.9 (C) 2020 the authors\r\n(mixer-setup) no setup from the arguments.\r\nmixer ('h' for help)> ", raw("relay"), REPL, "how to get help"},
		{"a program reading lines with no prompt, given a file it named as it started, edits it a line at a time", " -. notes.txt\r\n", Facts{Program: "lined", Args: []string{"-d", "notes.txt"}, Echo: true, Canonical: true, Waiting: true, Files: []FileHead{{Arg: 1, Head: []byte("first line\nsecond line\nthird line\n")}}}, Editor, "named the file"},
		{"the same program having printed the file's lines at a command", " -. notes.txt\r\n,p\r\nfirst line\r\nsecond line\r\nthird line\r\n", Facts{Program: "lined", Args: []string{"-d", "notes.txt"}, Echo: true, Canonical: true, Waiting: true, Submitted: []string{""}, Files: []FileHead{{Arg: 1, Head: []byte("first line\nsecond line\nthird line\n")}}}, Editor, "printed at a command"},
		{"the same rows of a program given no file say nothing of one", " -. notes.txt\r\n", Facts{Program: "lined", Echo: true, Canonical: true, Waiting: true}, Unknown, ""},
		{"an interpreter with no script in its arguments, drawing a box on a screen of its own, runs a program", "\x1b[?1049h\x1b[?25l\x1b[1;1HRelay Console 2.0\x1b[7;21H┌──── Select Host ────┐\x1b[8;21H│ 'Q'=Quit 'a'=Add    │\x1b[10;21H│ 127.0.0.1:58846     │\x1b[18;21H└─────────────────────┘\x1b[10;30H", raw("python3.11"), TUI, "full-screen"},
		{"the same interpreter on the main screen at its prompt is its REPL", "Python 3.11.2 (main) [GCC 12.2.0] on linux\r\n>>> ", raw("python3.11"), REPL, ""},
		{"a program reading keys at the start of an empty row, the prompt typed at starting the rows above", "> 6 * 7\r\n> 42\r\n", raw("consoler", ">"), REPL, "began the lines above"},
		{"the same empty row under a question answered at a prompt of marks asks nothing of a REPL's", "Which host should drain first?\r\n> relay-fra\r\n", raw("consoler", ">"), TUI, "no prompt recognised"},
		{"a pane titled with a noun beside another pane, a tree of rows with pointers in it, one highlighted, is the program's own", "\x1b[?1049h\x1b[?25l╭ Library ───────────────╮╭ Playlist ──────────────────────────────────────────╮\r\n" +
			"│\x1b[7m▼ Music\x1b[0m                 ││ Duration  Artist            Title     Album        │\r\n" +
			"│  ▶ Air                 ││ 2:31      Boards of Canada  Roygbiv   Music Has th │\r\n" +
			"│  ▼ Boards of Canada    ││ 0:34      Boards of Canada  Olson     Music Has th │\r\n" +
			"│      Roygbiv.mp3       ││                                                    │\r\n" +
			"│  ▶ Solar Fields        ││                                                    │\r\n" +
			"╰────────────────────────╯╰────────────────────────────────────────────────────╯", raw("player"), TUI, "full-screen"},
		{"a log in a pane beside another, its entries marked by a graph's glyphs, one highlighted, is the program's own", "\x1b[?1049h\x1b[?25l 1. Log │ 2. Files\r\n╭ Log for: @ ──────────────────────────╮╭ Details ─────────────────────────────╮\r\n" +
			"│\x1b[48;5;238m@  qpvuntsm alice@relay.dev 2026-11-26\x1b[0m││ Change ID: qpvuntsm                  │\r\n" +
			"│\x1b[48;5;238m│  (no description set)               \x1b[0m││ Author: Alice <alice@relay.dev>      │\r\n" +
			"│○  rlvkpnrz alice@relay.dev 2026-11-26││                                      │\r\n" +
			"││  relay: retry peers on timeout      ││                                      │\r\n" +
			"│◆  zzzzzzzz root() 00000000           ││                                      │\r\n" +
			"╰──────────────────────────────────────╯╰──────────────────────────────────────╯", raw("vcsview"), TUI, "full-screen"},
		{"a table in a box under a heading row drawn bold, one row reversed, keys at its foot", "\x1b[?1049h\x1b[?25l┌──────────── Connections ────────────┐\r\n│ \x1b[1;33mName          URL\x1b[0m                   │\r\n│ \x1b[7mrelay-prod    postgres://10.0.0.12 \x1b[0m│\r\n│ relay-dev     mysql://localhost     │\r\n│ scratch       sqlite:///scratch.db  │\r\n└─────────────────────────────────────┘\r\n [a] Add  [e] Edit  [d] Delete  [q] Quit", raw("dbtool"), TUI, "full-screen"},
		{"a key asked where the terminal echoes what is typed is a field whose answer shows", "[Anthropic]\r\n\r\nEnter your Anthropic API KEY (leave empty to skip): ", lines("setup"), Question, ""},
		{"a password asked where the terminal echoes is a password prompt still", "Enter garble password: ", lines("setup"), PasswordPrompt, ""},
		{"a path in brackets then the marks a yes was typed at, under what to type, is a field's default", "Do you accept the license terms? [yes|no]\r\n>>> yes\r\n\r\nRelay will now be installed into this location:\r\n/root/relay\r\n\r\n  - Press ENTER to confirm the location\r\n  - Or specify a different location below\r\n\r\n[/root/relay] >>> ", lines("installer", ">>>"), Question, "default"},
		{"the program's name in brackets then a mark under its banner is its console's prompt", "Snimpy (1.0.0) -- interactive SNMP tool.\r\n  load        -> load an additional MIB\r\n[snimpy]> ", raw("snimpy"), REPL, "prompt"},
		{"a place in brackets then a mark typed at before is a console's prompt", "[admin@router] > /ip address print\r\n 0 10.0.0.1/24 ether1\r\n[admin@router] > ", raw("console", "[admin@router] >"), REPL, ""},
		{"keys naming a yes and a no alone on their row, under a second question after the first's, ask", "Do you want to check the kernel?\r\nYes - runs a script. No - skips the check.\r\n[YES/no]\r\nDo you want to verify the packages?\r\nYes - runs a script to confirm that the relay is installed. No - skips the instal\r\nlation check.\r\n[YES/no]", lines("setup", "[YES/no]"), Question, ""},
		{"a table's rows under its columns' headings in capitals, one row reversed, under a title", "\x1b[?1049h\x1b[?25lRelay hosts (6)\r\n\r\nHOST        CITY         STATUS\r\n\x1b[7mrelay-fra   Frankfurt    up 41d\x1b[0m\r\nrelay-ord   Chicago      up 12d\r\nrelay-nrt   Tokyo        down\x1b[24;1Hup/down move  enter details  q quit", raw("hostlist"), TUI, "full-screen"},
		{"a table's rows under its columns' headings over a rule, one row highlighted, keys at the foot", "\x1b[?1049h\x1b[?25l  Open (5) │ Review (2)\r\n\r\n       Title                         Author     Updated  CI\r\n  ──────────────────────────────────────────────────────────\r\n\x1b[44m  #482  fix: retry uploads        mkowal     2h       ok  \x1b[0m\r\n  #479  feat: add --json          ainaru     1d       ..\r\n  #477  docs: the cache dir       mkowal     2d       ok\x1b[24;1H  ↑/k up • ↓/j down • / search • ? more", raw("prview"), TUI, "full-screen"},
		{"a bar of keys each alone in parentheses, the hidden cursor at its end", "\x1b[?1049h\x1b[?25l CPU  12%   MEM  40%\r\n\r\n PID   USER   CPU%\r\n 1     root   0.3\x1b[24;1H (h) Help  (q) Quit  (tab) Next Section  (f) Filter  (p) Pause", raw("monitor"), TUI, "full-screen"},
		{"keys each alone in brackets after a question ask", "Overwrite notes.txt? [y] yes [n] no [a] all [q] quit ", raw("copier"), Question, ""},
		{"an agent's message box: a mark and a grey placeholder in a frame one row high, a footer under it", "\x1b[?25lTips for getting started:\r\n1. Ask questions, edit files, or run commands.\r\n\r\n╭────────────────────────────────────────────────────────────────────────────╮\r\n│ \x1b[35m>\x1b[0m \x1b[90mType your message or @path/to/file\x1b[0m                                       │\r\n╰────────────────────────────────────────────────────────────────────────────╯\r\n~/work        no sandbox        model-x", raw("agent"), REPL, "frame of its own"},
		{"the same box with a line typed in it, the cursor drawn after it", "\x1b[?25lTips for getting started:\r\n\r\n╭────────────────────────────────────────────────────────────────────────────╮\r\n│ \x1b[35m>\x1b[0m run the tests\x1b[7m \x1b[0m                                                           │\r\n╰────────────────────────────────────────────────────────────────────────────╯\r\n~/work        no sandbox        model-x", raw("agent"), REPL, "frame of its own"},
		{"the same box under a row that asks is no REPL's", "Project name:\r\n╭────────────────────────────────────────────────────────────────────────────╮\r\n│ \x1b[35m>\x1b[0m                                                                          │\r\n╰────────────────────────────────────────────────────────────────────────────╯\x1b[2;5H", raw("agent"), TUI, ""},
		{"keys asked on a line the terminal carried on, a blank row, then the prompt of marks lines were typed at", "> run the tests\r\n\r\n> I'll run the test suite.\r\n\r\nAllow this action? Use 't' to trust (always allow) this tool for the session. [y/n/t]:\r\n\r\n> ", raw("agent", ">"), Question, ""},
		{"a program with no prompt that answered the line typed with another", "6*7\r\n42\r\n", Facts{Program: "calc", Echo: true, Canonical: true, Waiting: true, Submitted: []string{""}}, REPL, "answers the lines"},
		{"a program with no prompt that printed back the line typed answers nothing", "hello\r\nhello\r\n", Facts{Program: "copier", Echo: true, Canonical: true, Waiting: true, Submitted: []string{""}}, Unknown, ""},
		{"a prompt of marks of a program the kernel shows running jobs", "\x1b[?2004h» ", Facts{Program: "cmdloop", Waiting: true, RunsJobs: true}, Shell, "runs jobs"},
		{"a console's second prompt continuing the line above", "relay console 0.3 \u2014 Ctrl-D leaves\r\nrelay\u00bb for p in peers:\r\nrelay\u2026 ", raw("console.py", "relay\u00bb"), REPL, "continuation"},
		{"a name and a mark under a banner saying how to get help and a row telling to enter statements", "Mono C# Shell, type \"help;\" for help\r\n\r\nEnter statements below.\r\ncsharp> ", raw("mono-sgen"), REPL, ""},
		{"a form of labels inside a window as wide as the screen, a file named in its edge", "\x1b[?1049h\x1b[6;1H\u250c" + strings.Repeat("\u2500", 78) + "\u2510\x1b[7;1H\u2502Song Title:" + strings.Repeat(" ", 67) + "\u2502\x1b[8;1H\u2502Artist Name:" + strings.Repeat(" ", 66) + "\u2502\x1b[9;1H\u2502Album Name:" + strings.Repeat(" ", 67) + "\u2502\x1b[10;1H\u2514\u2500\u2500 (1/1) song.mp3 " + strings.Repeat("\u2500", 61) + "\u2518\x1b[7;17H", given("tagger", "-i", "song.mp3"), TUI, ""},
		{"a label at a line editor that set bracketed paste", "\x1b[?2004h3753 units, 113 prefixes\r\n\r\nYou have: ", raw("convert"), REPL, "pasted commands"},
		{"the same label at a program reading keys without it asks", "3753 units, 113 prefixes\r\n\r\nYou have: ", raw("convert"), Question, ""},
		{"a default named after the label at such a line editor asks", "\x1b[?2004h   p   primary\r\n   e   extended\r\nSelect (default p): ", raw("parts"), Question, ""},
		{"a count of a first input at a line editor for commands, no banner", "\x1b[?2004h\r\nIn [1]: ", raw("shellx"), REPL, "counts its inputs"},
		{"the same label over the lines it began, at such a line editor", "\x1b[?2004hIn [1]: 6*7\r\nOut[1]: 42\r\n\r\nIn [2]: ", raw("shellx"), REPL, "lines above"},
		{"a prompt that is the program's name with a dot in it", "Authenticating as principal root/admin@EXAMPLE.ORG with password.\r\nkadmin.local:  ", raw("kadmin.local"), REPL, "its name"},
		{"an address given is no file the screen names", "\x1b[24;1H\x1b[7mCan't connect to: 127.0.0.1:70: refused\x1b[0m\x1b[1;1H", given("gopherc", "127.0.0.1"), TUI, ""},
		{"a lone colon on the main screen's last row under a screen of text, the keypad set for commands", "\x1b=" + strings.Repeat("release-7 build step synced on relay-1\r\n", 23) + ":", raw("pagetool"), Pager, "over its prompt"},
		{"the same colon shown the first time by a program reading keys, the keypad left (less -FRSX)", strings.Repeat("release-7 build step synced on relay-1\r\n", 23) + ":", raw("pagetool"), Pager, "over its prompt"},
		{"the same colon where the keypad is left to a line editor: a REPL's prompt after its output", strings.Repeat("release-7 build step synced on relay-1\r\n", 23) + ":", raw("pagetool", ":"), REPL, ""},
		{"a screen of text over a row at its foot asking for a key for more, the cursor after it", strings.Repeat("The relay keeps its peers in a table of its own, one row a peer.\r\n", 23) + "Press <return> for more, Q <return> to quit, S <return> to scroll to end...", Facts{Program: "prover", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"MM>"}}, Pager, "for more"},
		{"the same row under a few lines of text asks for Enter", "The relay keeps its peers in a table.\r\nPress <return> for more, Q <return> to quit, S <return> to scroll to end...", Facts{Program: "prover", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"MM>"}}, Question, "press Enter"},
		{"a prompt ending in a default in brackets, asked again after a wrong answer", "Most peers (RELAY_PEERS) [8] abc\r\nwarning: the value 'abc' is invalid for RELAY_PEERS\r\nMost peers (RELAY_PEERS) [8] ", Facts{Program: "oldconf", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"Most peers (RELAY_PEERS) [8]"}}, Question, "default"},
		{"a prompt of a name and a mark begun before is a REPL's", "relay> peers\r\n3\r\nrelay> ", Facts{Program: "oldconf", Echo: true, Canonical: true, Waiting: true, Submitted: []string{"relay>"}}, REPL, "began"},
		{"a field in a frame one row high over a full screen naming the file it was given, the cursor after what was typed", "\x1b[?1049hpktview 2.4.0  |  capture.pcap\r\n┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\r\n┃Filter: udp                                                  <Apply> <Recent> ┃\r\n┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛\r\n 1   0.001   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1201\r\n 2   0.002   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1202\r\n 3   0.003   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1203\r\n 4   0.004   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1204\r\n 5   0.005   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1205\r\n 6   0.006   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1206\r\n 7   0.007   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1207\r\n 8   0.008   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1208\r\n 9   0.009   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1209\r\n 10   0.0010   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1210\r\n 11   0.0011   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1211\r\n 12   0.0012   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1212\r\n 13   0.0013   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1213\r\n 14   0.0014   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1214\r\n 15   0.0015   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1215\r\n 16   0.0016   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1216\r\n 17   0.0017   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1217\r\n 18   0.0018   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1218\x1b[3;13H", Facts{Program: "pktview", Args: []string{"capture.pcap"}, Waiting: true}, Question, "text prompt"},
		{"the cursor in the same screen's text, no frame around it, edits it", "\x1b[?1049hpktview 2.4.0  |  capture.pcap\r\n\r\n 1   0.001   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1201\r\n 2   0.002   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1202\r\n 3   0.003   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1203\r\n 4   0.004   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1204\r\n 5   0.005   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1205\r\n 6   0.006   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1206\r\n 7   0.007   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1207\r\n 8   0.008   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1208\r\n 9   0.009   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1209\r\n 10   0.0010   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1210\r\n 11   0.0011   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1211\r\n 12   0.0012   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1212\r\n 13   0.0013   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1213\r\n 14   0.0014   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1214\r\n 15   0.0015   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1215\r\n 16   0.0016   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1216\r\n 17   0.0017   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1217\r\n 18   0.0018   10.0.0.1  10.0.0.2  DNS   58  Standard query 0x1218\x1b[5;13H", Facts{Program: "pktview", Args: []string{"capture.pcap"}, Waiting: true}, Editor, "editing"},
		{"the cursor on a mark right before a bar across a list's row, the file it was given named", "\x1b[?1049h\x1b[7mq:Quit  v:View  e:Edit  a:Add  d:Delete  h:Help                                 \x1b[0m\r\n-\x1b[7m  1 Mirror       Bo           bo@mirror.example.org                           \x1b[0m\r\n   2 Name2       First2        user2@relay.example.org\r\n   3 Name3       First3        user3@relay.example.org\r\n   4 Name4       First4        user4@relay.example.org\r\n   5 Name5       First5        user5@relay.example.org\r\n   6 Name6       First6        user6@relay.example.org\r\n   7 Name7       First7        user7@relay.example.org\r\n   8 Name8       First8        user8@relay.example.org\r\n   9 Name9       First9        user9@relay.example.org\r\n   10 Name10       First10        user10@relay.example.org\r\n   11 Name11       First11        user11@relay.example.org\r\n   12 Name12       First12        user12@relay.example.org\r\n   13 Name13       First13        user13@relay.example.org\r\n   14 Name14       First14        user14@relay.example.org\r\n   15 Name15       First15        user15@relay.example.org\r\n   16 Name16       First16        user16@relay.example.org\r\n   17 Name17       First17        user17@relay.example.org\r\n   18 Name18       First18        user18@relay.example.org\r\n   19 Name19       First19        user19@relay.example.org\x1b[23;1H\x1b[7m---[ cards: contacts.vcf ]------------------------------------------------------\x1b[0m\x1b[2;1H", Facts{Program: "cards", Args: []string{"contacts.vcf"}, Waiting: true}, TUI, "full-screen"},
		{"a question and its entries asked again over the same prompt of marks after a wrong answer", "Which queue should drain first?\r\n  [0] bulk\r\n  [1] urgent\r\n > 7\r\nQueue 7 does not exist.\r\nWhich queue should drain first?\r\n  [0] bulk\r\n  [1] urgent\r\n > ", Facts{Program: "drainer", Waiting: true, Submitted: []string{" >"}}, Question, ""},
		{"a prompt of marks begun before under a command's new output is a REPL's", "> list\r\nbulk urgent\r\n> count\r\n2\r\n> ", Facts{Program: "drainer", Waiting: true, Submitted: []string{">", ">"}}, REPL, "prompt"},
		{"text on a screen of its own, the cursor in it, over a bar of keys naming Ctrl-O to save", "\x1b[?1049hfirst line\r\nsecond line\r\nthird line\x1b[24;1H\x1b[7m[Ctrl-C: quit] [Ctrl-O: save&quit] [Ctrl-U: undo] [Ctrl-X: cut]\x1b[0m\x1b[1;1H", raw("scripter"), Editor, "editing"},
		{"a canvas with its cursor in it over a status row giving the cursor's x and y", "\x1b[?1049h\x1b[24;1Hcanvas 'new' opened" + strings.Repeat(" ", 40) + "x=3 y=2\x1b[3;4H", raw("sketcher"), Editor, "editing"},
		{"the same status row with the cursor on it is no editor's", "\x1b[?1049h\x1b[24;1Hcanvas 'new' opened" + strings.Repeat(" ", 40) + "x=3 y=2", raw("sketcher"), TUI, ""},
		{"a prompt library's secret field before anything is typed, its value's mark last", "Log in to the vault with email or username (exit and run vault login --help to see\r\n other login options)\r\n\x1b[32m✔\x1b[0m \x1b[1mEmail or username\x1b[0m … ops@example.com\r\n\x1b[36m?\x1b[0m \x1b[1mPassphrase\x1b[0m \x1b[90m›\x1b[0m ", Facts{Program: "node", Args: []string{"bin/run", "login"}, Waiting: true, Submitted: []string{"? Email or username ›"}}, PasswordPrompt, ""},
		{"a name and a mark behind a relay are a REPL's prompt", "notes> hello\r\nhello\r\nnotes> ", Facts{Program: "wrapper", Args: []string{"cat"}, Waiting: true, Relay: true}, REPL, "REPL prompt"},
		{"a place and a mark behind a relay, a pane's side right of them", "\x1b[?1049h" + "ann@box:~/src$ " + strings.Repeat(" ", 24) + "│\x1b[1;16H", Facts{Program: "splitter", Waiting: true, Relay: true}, Shell, "shell prompt"},
		{"marks alone ending in '>' behind a relay are a REPL's prompt", "SISC (1.16.6)\r\n#;> (+ 6 36)\r\n42\r\n#;> ", Facts{Program: "wrapper", Args: []string{"lisp"}, Waiting: true, Relay: true}, REPL, "REPL prompt"},
		{"a place and a mark behind a relay are a shell's", "ann@box:~/src$ ", Facts{Program: "wrapper", Waiting: true, Relay: true}, Shell, "shell prompt"},
		{"a user, a path and a theme's glyph for a mark, at first sight, are a shell's prompt", "Welcome to the shell, ada.\r\nada ~ \u2206 ", raw("lushell"), Shell, "shaped as a shell's"},
		{"a console's prompt all in brackets, its name, where it is connected and a count last, at first sight", "Welcome to the store!\r\nJLine support is enabled\r\n[st: localhost:2181(CONNECTED) 0] ", raw("storecli"), REPL, "counts its inputs"},
		{"marks alone of a program named like a shell, under a banner telling how to get help and to leave, are a REPL's", "\r\nWelcome to regsh, the interactive shell for examining hive files.\r\n\r\nType: 'help' for help summary\r\n      'quit' to quit the shell\r\n\r\n> ", raw("regsh"), REPL, ""},
		{"a place and '>' at first sight are a console's prompt, no shell's", "Connected.\r\nadmin@router> ", raw("routercli"), REPL, ""},
		{"echo off at a line that only asks for Enter is no secret asked", "Test of cursor movements.\r\nPush <RETURN>", Facts{Program: "vtcheck", Canonical: true, Waiting: true}, Question, ""},
		{"echo off on the row under one that only asks for Enter is no secret asked", "\r\nCannot open access to console, the root account is locked.\r\n\r\nPress Enter to continue.\r\n", Facts{Program: "rescue", Canonical: true, Waiting: true}, Question, "press Enter"},
		{"echo off at a line that asks for a secret is a password prompt", "Passphrase (push <RETURN> when done): ", Facts{Program: "vtcheck", Canonical: true, Waiting: true}, PasswordPrompt, "echo off"},
		{"a key bar naming the keys that jump to the top and the bottom is no pager's place", "\x1b[?1049h\x1b[?25l monitor for relay  Load Average: 0.42 0.30 0.11\r\n  1001 relay-worker-01    1.5%     21 MB\r\n  1002 relay-worker-02    3.0%     22 MB\r\n  1003 relay-worker-03    4.5%     23 MB\r\n  1004 relay-worker-04    6.0%     24 MB\r\n  1005 relay-worker-05    7.5%     25 MB\r\n  1006 relay-worker-06    9.0%     26 MB\r\n  1007 relay-worker-07   10.5%     27 MB\r\n  1008 relay-worker-08   12.0%     28 MB\r\n  1009 relay-worker-09   13.5%     29 MB\r\n  1010 relay-worker-10   15.0%     30 MB\r\n  1011 relay-worker-11   16.5%     31 MB\r\n  1012 relay-worker-12   18.0%     32 MB\r\n  1013 relay-worker-13   19.5%     33 MB\r\n  1014 relay-worker-14   21.0%     34 MB\r\n  1015 relay-worker-15   22.5%     35 MB\r\n  1016 relay-worker-16   24.0%     36 MB\r\n  1017 relay-worker-17   25.5%     37 MB\r\n  1018 relay-worker-18   27.0%     38 MB\r\n  1019 relay-worker-19   28.5%     39 MB\r\n  1020 relay-worker-20   30.0%     40 MB\r\n  1021 relay-worker-21   31.5%     41 MB\x1b[24;1H  dd Kill process  j Down  k Up  g Jump to top  G Jump to bottom  c Sort by CPU\x1b[1;1H", raw("monitor"), TUI, ""},
		{"the program's name and a hint in parentheses, no mark, at first sight", "/usr/bin/marks:22: DeprecationWarning: 'cgi' is deprecated\r\n  import cgi\r\nmarks (? for help) ", raw("marks"), REPL, "its name"},
		{"the same prompt of a program of another name", "/usr/bin/marks:22: DeprecationWarning: 'cgi' is deprecated\r\n  import cgi\r\nmarks (? for help) ", raw("bookmarker"), TUI, ""},
		{"a game's decimal percentage is no pager's place", "\x1b[?1049h" + strings.Repeat("4 8 1 5 9 2 6 3 7\r\n", 23) + "Score: 0  0.00%   Hit '?' for help.\x1b[10;10H", raw("digits"), TUI, ""},
		{"paragraphs with blank rows between them over a status row giving a line of a total", "\x1b[?1049h\x1b[?25l" + strings.Repeat("OPTIONS\r\n       -p peer  Drain only the peer named.\r\n\r\n", 7) + "Relay Manual\x1b[24;1H Manual page relay(1)  line 16/38 (100%)          [q] Quit", raw("manview"), Pager, "status row"},
		{"a log over a status row giving its lines by a range of a total", "\x1b[?1049h\x1b[?25l" + strings.Repeat("09:00:00 INFO relay: peer 3 drained\r\n", 23) + " relay.log  Lines: 1-23/120  Filters: 0", raw("logview"), Pager, "status row"},
		{"a title row ending in how far into the text it is, the text under it", "\x1b[?1049h\x1b[?25l  The Relay Handbook - A. Writer" + strings.Repeat(" ", 40) + "0%\r\n" + strings.Repeat("     The relay keeps its peers in a table of its own, one row a peer.\r\n\r\n", 11) + "     The end.", raw("reader"), Pager, "status row"},
		{"the same title row over a few rows of a program's own says nothing of a text", "\x1b[?1049h\x1b[?25l  Relay monitor" + strings.Repeat(" ", 55) + "CPU 12%\r\n\r\n peers 3", raw("reader"), TUI, ""},
		{"a vi-like status naming the file read-only under its text, the cursor in it, views it", "\x1b[?1049h" + strings.Repeat("203.0.113.88 - - [27/Nov/2026:06:00:59] \"GET /js/app.js\" 200\r\n", 23) + "\"access.log\" [RO] 220L, 22219B\x1b[1;1H", given("viewer", "access.log"), Pager, "status row"},
		{"a reader's place alone at the far end of its top row, the text under it", "\x1b[?1049h\x1b[?25l" + strings.Repeat(" ", 76) + "8%\r\n" + strings.Repeat("  The keeper wound the clockwork while the lamp turned.\r\n\r\n", 11) + "  The end.", raw("reader"), Pager, "status row"},
		{"a line for a search by a pattern at the foot of a screen of text", "\x1b[?1049h" + strings.Repeat("09:00:00 INFO relay: peer 3 drained\r\n", 23) + "Regex: ", raw("logview"), Pager, "over its prompt"},
		{"a table filling the screen over a status row of column:row/total, the file's name, its kinds in brackets, the cursor hidden on it", "\x1b[?1049h\x1b[?25l" + strings.Repeat("SKU-1019  clamp 11 mm   Porto      203   3.25\r\n", 23) + "1:1/61 \"inventory.csv\" [CSV] [LF] [UTF8]", raw("csview"), Pager, ""},
		{"a few rows of a file paged on the main screen under the command that ran it, over a status in reverse saying where it is, the cursor hidden on it", "$ peep relay.conf\r\n# Relay configuration\r\n\r\n[server]\r\nlisten = 0.0.0.0:8080\r\nworkers = 8\r\ntimeout = 45\r\n\r\n[upstream]\r\npeer01 = 10.0.4.1:9000\r\n\x1b[?25l\x1b[7m peep: relay.conf  1-9/51 (17%) \x1b[0m", raw("peeper"), Pager, ""},
		{"the same rows over a status in the text's own look ask nothing of a pager", "$ peep relay.conf\r\n# Relay configuration\r\n\r\n[server]\r\nlisten = 0.0.0.0:8080\r\nworkers = 8\r\ntimeout = 45\r\n\r\n[upstream]\r\npeer01 = 10.0.4.1:9000\r\n\x1b[?25l peep: relay.conf  1-9/51 (17%) ", raw("peeper"), TUI, ""},
		{"a table of log entries over a status giving a range of a total in words, a row of keys under it, the cursor hidden", "\x1b[?1049h\x1b[?25l" + strings.Repeat(" 09:00:01.919  INFO   billing  request served                       204\r\n", 22) + " 1-20 of 160\r\n \u2191/\u2193 navigate \u2022 pgdn page \u2022 / filter \u2022 ? help \u2022 q quit", raw("logtable"), Pager, "status row"},
		{"a log in a frame over a status giving its row of a total in words, the cursor hidden", "\x1b[?1049h\x1b[?25l\u2554" + strings.Repeat("\u2550", 78) + "\u2557\r\n" + strings.Repeat("\u255112:04:00 INFO  listener started on :8080"+strings.Repeat(" ", 38)+"\u2551\r\n", 21) + "\u255a" + strings.Repeat("\u2550", 78) + "\u255d\r\n app.log  row 1 of 60   \u2191\u2193 PgUp PgDn move   q quit", raw("logframe"), Pager, "status row"},
		{"a bar of five keys or more written in their words under a table asks nothing", "\x1b[?1049h\x1b[?25l  [r]ank [n]ame      [s]ymbol  [p]rice\r\n" + strings.Repeat("  1     Bitcoin     BTC         67123.41   0.42\r\n", 10) + "\x1b[24;1H[Q]uit [?]Help [C]hart [Range]24H [/]Search [F]avorites [P]ortfolio", raw("coinview"), TUI, ""},
		{"a question's five keys with commas between them ask", "Overwrite notes.txt? [y]es, [n]o, [A]ll, [N]one, [r]ename: ", raw("unpacker"), Question, ""},
		{"one pane's list under a word alone, its row in reverse, beside another pane, is the program's screen", "\x1b[?1049h\x1b[?25l Mail   Contacts\r\n personal         \u25022024-11-12 09:14 Ines Duarte      Re: quarterly numbers (2)\r\n\x1b[7m  INBOX  4       \x1b[0m\u25022024-11-12 08:51 GitLab           Pipeline #48213 has failed\r\n  Sent           \u25022024-11-11 17:30 Tomasz Wrona     Draft agenda for Thursday\r\n  Drafts         \u25022024-11-11 12:02 Priya Natarajan  Lunch? (3)\r\n  Archive        \u25022024-11-10 20:45 Hetzner Online   Your invoice for October\r\n  Trash          \u2502\r\n" + strings.Repeat("                 \u2502\r\n", 16) + " NORMAL | Mailbox: personal/INBOX, 8 messages, 4 unseen", raw("mailer"), TUI, ""},
		{"a log over a status saying it follows the file's growth, the cursor hidden", "\x1b[?1049h\x1b[?25l" + strings.Repeat(" 2026-03-14T09:39:47.403Z   INFO   connection from 10.0.3.156 accepted\r\n", 23) + " quayd.log  7900 bytes" + strings.Repeat(" ", 46) + "--follow--", raw("logtail"), Pager, "status row"},
		{"a question's five keys after its colon ask", "Conflict in README.md: [e]dit [o]urs [t]heirs [s]kip [a]bort ", raw("merger"), Question, ""},
		{"the same keys that scroll and page with one that plays are a player's", "\x1b[?1049h\x1b[?25l\r\n    Keys\r\n\r\n      j        scroll down\r\n      k        scroll up\r\n      pgdn     page down\r\n      g        go to top\r\n      G        go to bottom\r\n      space    play or pause\r\n      q        quit", raw("tunes"), TUI, ""},
		{"a step counted in brackets is no console's prompt", "Installing.\r\n[Step: 1 of 3] ", raw("installer"), TUI, ""},
		{"a line for a filter at the foot of a screen of text", "\x1b[?1049h" + strings.Repeat("09:00:00 INFO relay: peer 3 drained\r\n", 23) + "Filter: refused", raw("logview"), Pager, "over its prompt"},
		{"a screen listing keys that scroll, page and go to the top or the bottom of a text, and quit", "\x1b[?1049h\x1b[?25l\r\n\r\n    Keybindings\r\n\r\n      \u2191/k      scroll up\r\n      \u2193/j      scroll down\r\n      pgup/b   page up\r\n      pgdn/f   page down\r\n      g/home   go to top\r\n      G/end    go to bottom\r\n      ?        toggle help\r\n      q        quit", raw("mdview"), Pager, "its keys"},
		{"the same keys with one that deletes are no viewer's", "\x1b[?1049h\x1b[?25l\r\n\r\n    Keybindings\r\n\r\n      \u2191/k      scroll up\r\n      \u2193/j      scroll down\r\n      pgup/b   page up\r\n      pgdn/f   page down\r\n      g/home   go to top\r\n      G/end    go to bottom\r\n      ?        toggle help\r\n      q        quit\r\n      d        delete the entry", raw("mdview"), TUI, ""},
		{"a text filling the screen over its file's name alone, the cursor after it", "\x1b[?1049h" + strings.Repeat("2026-03-14 09:00:19 INFO  relayd[412]: accepted connection from 10.0.4.182\r\n", 23) + "relay.log.xz", raw("xzview"), Pager, ""},
		{"a line for a search at the foot of a screen of text", "\x1b[?1049h" + strings.Repeat("09:00:00 INFO relay: peer 3 drained\r\n", 23) + "Search for: ", raw("logview"), Pager, "over its prompt"},
		{"an incremental search on the echo line under a mode line naming the file, its major mode and its place", "\x1b[?1049hfirst line\r\nsecond line\r\nthird line\x1b[23;1H\x1b[7m lem  --  notes.txt  (Fundamental)                      1:0  All\x1b[0m\r\nISearch: line", given("lemx", "notes.txt"), Editor, ""},
		{"a jump asked at the foot under a modal editor's state and its offset, hex over the screen", "\x1b[?1049h" + strings.Repeat("00000000  72 6f 77 20 30 30 31 20 6f 66 20 74 68 65 20 66  row 001 of the f\r\n", 21) + "\x1b[23;1H\x1b[44m NORMAL  long.txt                                      0x00000000 / 0x0000176f\x1b[0m\r\nJump to offset: 0x40", given("hexb", "long.txt"), Editor, ""},
		{"a search at the foot under a status giving the line of a total and the column", "\x1b[?1049h" + strings.Repeat("  21 row 021 of the file\r\n", 22) + "long.txt                                              [text] Line 1/300 Col: 1\r\n/needle", raw("bimx"), Editor, ""},
		{"a question at an editor's foot that starts as a search would and names its keys asks", "\x1b[?1049hfirst line\r\nsecond line\x1b[22;1H\x1b[7m  GNU nano 7.2                       notes.txt                                    \x1b[0m\r\nForward all changes? (y/n) ", Facts{Program: "nano", Args: []string{"notes.txt"}, Waiting: true}, Question, ""},
		{"a search forward asked in one word at the foot of a screen of text", "\x1b[?1049h" + strings.Repeat("       List information about the FILEs (the current directory).\r\n", 23) + "Forward: ", raw("manview"), Pager, "over its prompt"},
		{"a slash at the foot of a screen of text", "\x1b[?1049h" + strings.Repeat("09:00:00 INFO relay: peer 3 drained\r\n", 23) + "/", raw("logview"), Pager, "over its prompt"},
		{"less's (END) at the foot of the main screen's text, shown the first time by a program reading keys", strings.Repeat("10:05:43Z INFO [kiln-2] thermocouple K1 reads 21.4C\r\n", 23) + "(END)", raw("logspin"), Pager, "over its prompt"},
		{"a slash at the foot of the main screen's text, shown the first time", strings.Repeat("10:05:43Z INFO [kiln-2] thermocouple K1 reads 21.4C\r\n", 23) + "/", raw("logspin"), Pager, "over its prompt"},
		{"a slash and the pattern typed after it at the foot of the main screen's text", strings.Repeat("10:05:43Z INFO [kiln-2] thermocouple K1 reads 21.4C\r\n", 23) + "/thermo", raw("logspin"), Pager, "over its prompt"},
		{"a table in a frame over a bar of keys that scroll, page and go to the top or bottom, the cursor hidden", "\x1b[?1049h\x1b[?25l\u250c" + strings.Repeat("\u2500", 78) + "\u2510\r\n" + strings.Repeat("\u2502 id  kiln    cone  peak_c"+strings.Repeat(" ", 52)+"\u2502\r\n", 21) + "\u2514" + strings.Repeat("\u2500", 78) + "\u2518\r\n q quit  tab next tab  \u2191/\u2193 scroll  PgUp/PgDn page  g/G top/bottom", raw("parqview"), Pager, "status row"},
		{"the same bar with keys that scroll and resize is a program's own", "\x1b[?1049h\x1b[?25l\u250c" + strings.Repeat("\u2500", 78) + "\u2510\r\n" + strings.Repeat("\u2502 id  kiln    cone  peak_c"+strings.Repeat(" ", 52)+"\u2502\r\n", 21) + "\u2514" + strings.Repeat("\u2500", 78) + "\u2518\r\n PgUp/PgDn Scroll Msg | +/- Resize Msg | Up/Dn Select | Enter Info", raw("parqview"), TUI, ""},
		{"the program's name as a label under a paragraph telling what to enter there asks", "Fetch \"lite\"\r\n-----------------------------------------------------------------\r\nTo resume a half-finished fetch, enter name of .fetchr file.\r\nTo start a new fetch, enter URL of .fetchr file.\r\nYou can also enter several URLs, separated with spaces.\r\nfetchr: ", lines("fetchr"), Question, ""},
		{"the same name as a prompt under a message that only names it is its console's", "Use of uninitialized value $type in uc at /usr/bin/fetchr line 630.\r\nLoading (2)\r\nfetchr: ", lines("fetchr"), REPL, "its name"},
		{"three keys in brackets under a question, one for help, answer it", "Overwrite kiln.json with the new tree\r\n[y] yes  [n] no  [?] help ", raw("treeview"), Question, ""},
		{"a variant's name with its version after a letter or two before a table's name", "% set a 42\r\n42\r\n% ", lines("xotclsh1.6", "%"), REPL, "prompt"},
		{"the same slash where lines were typed at it is a REPL's", strings.Repeat("10:05:43Z INFO [kiln-2] thermocouple K1 reads 21.4C\r\n", 23) + "/", raw("logspin", "/"), REPL, ""},
		{"a table over a status row naming its row of a total", "\x1b[?1049h\x1b[?25l date        kiln    cone  peak_c\r\n" + strings.Repeat(" 2026-03-01  kiln-1  5     1180\r\n", 21) + " firings.csv  Row: 1/64  Cols: 7", given("tableview", "firings.csv"), Pager, "status row"},
		{"a slash at the foot of a table naming the file it was given searches it", "\x1b[?1049h date        kiln    cone  peak_c\r\n" + strings.Repeat(" 2026-03-01  kiln-1  5     1180\r\n", 21) + " firings.csv  Row: 1/64  Cols: 7\r\n/", given("tableview", "firings.csv"), Pager, "over its prompt"},
		{"three keys in brackets at the foot, one moving through the screen, are a key bar", "\x1b[?1049h\x1b[?25l" + strings.Repeat("│    name: \"studio-kiln\"      │\r\n", 23) + " kiln.json  1/79  [j/k] move  [G] bottom  [q] quit", raw("treeview"), TUI, "full-screen"},
		{"three keys in brackets answering a question over them ask", "Overwrite kiln.json with the new tree\r\n[y] yes  [n] no  [q] quit ", raw("treeview"), Question, ""},
		{"the same line for a search under a status row giving the cursor's line and column", "\x1b[?1049h" + strings.Repeat(" 1 the relay keeps its peers\r\n", 22) + " relay.md  Markdown                         Ln 1 Col 1\r\nFind: ", raw("writer"), Editor, "editing"},
		{"the same line under a few rows of a program's own asks", "Relay 2.0\r\nFind: ", raw("logview"), Question, ""},
		{"a status row giving the cursor's line and column in a notation of its own, the cursor in the text", "\x1b[?1049hKiln notes\r\n\r\nThe north kiln fires to cone 6.\r\nThe south kiln is cold.\r\n\x1b[23;1H notes.md                                  3 :: 5  (4 lines)\x1b[3;5H", raw("jotter"), Editor, "editing"},
		{"the same numbers away from the cursor's place say nothing of it", "\x1b[?1049hKiln notes\r\n\r\nThe north kiln fires to cone 6.\r\nThe south kiln is cold.\r\n\x1b[23;1H notes.md                                  9 :: 2  (4 lines)\x1b[3;5H", raw("jotter"), TUI, ""},
		{"line numbers left of the text, the status giving the cursor's line and column from the text's edge", "\x1b[?1049h  notes.md\r\n    1 Kiln notes\r\n    2 The north kiln fires to cone 6.\r\n    3 The south kiln is cold.\r\n\x1b[24;1H NORMAL  notes.md                              Top  2:5   12:30\x1b[3;11H", raw("jotter"), Editor, "editing"},
		{"an editor's own box to search its text open over it, its status saying it edits", "\x1b[?1049h L 1      C 1     Insert Indent      notes.md\r\nKiln notes\r\nThe north kiln fires to cone 6.\r\nThe south kiln is cold.\r\nThe west kiln needs a new door.\r\n<*** End of File ***>\x1b[3;12H┌──────────────────────────┐\x1b[4;12H│ Search for:              │\x1b[5;12H│ kiln                     │\x1b[6;12H└──────────────────────────┘\x1b[24;1H F1-Help F2-AddLn F10-Menu\x1b[5;19H", raw("jotter"), Editor, "editing"},
		{"a program editing its line itself asks for a value on the row above, the cursor at the next row's start", "=====================\r\n   Kiln Calculator\r\n=====================\r\nEnter the number of firings:\r\n", raw("kilncalc"), Question, "row above"},
		{"the same row asking for a command is a command loop's", "=====================\r\n   Kiln Calculator\r\n=====================\r\nenter option and arguments :\r\n", raw("kilncalc"), TUI, ""},
		{"a program that ignores the job-control stops at marks under a banner telling how to list its commands is a console", "Kiln node 9f2c running on port 38071\r\n (type 'h' or 'help' for a list of possible commands)\r\n\r\n>> ", Facts{Program: "kilnnode", Waiting: true, RunsJobs: true}, REPL, ""},
		{"the same marks with no banner run jobs: a shell's", "Kiln node 9f2c running on port 38071\r\n\r\n>> ", Facts{Program: "kilnnode", Waiting: true, RunsJobs: true}, Shell, "runs jobs"},
		{"a letter and a parenthesis as the prompt under a banner is a REPL's", "KQ+ 4.0 2023.01.20 Copyright (C) Kiln Systems\r\nl64/ 2()core 7940MB ada relay\r\n\r\nq)", lines("kq"), REPL, "prompt"},
		{"words telling what value to enter, then a mark, asked again after a failed login", "Enter kiln operator name [Enter to accept default]> ada\r\nEnter kiln operator password>\r\nAuthentication failed for user: ada\r\nEnter kiln operator name [Enter to accept default]> ", raw("kilnadm", "Enter kiln operator name [Enter to accept default]> ada", "Enter kiln operator password>"), Question, ""},
		{"the same asking for a command is a command loop's", "Enter kiln command> status\r\nkiln idle\r\nEnter kiln command> ", raw("kilnadm", "Enter kiln command> status"), REPL, ""},
		{"BASIC's question mark under the keys that answer the row's question", "HAMURABI'S KILN\r\nDO YOU NEED INSTRUCTIONS  (YES/NO)\r\n? ", lines("kilngame"), Question, ""},
		{"a line typed after a word and a mark under a banner saying how to get help", "kilnsql (Kiln 5.0.1 build 33b035fd)\r\nType \"help\" for help.\r\n\r\nkilndb=# select version()", raw("kilnsql"), REPL, "waits at a prompt"},
		{"a prompt under a banner saying what to type to end the session", "Welcome to Kiln shell!\r\n  Service URL: kiln://localhost:6650/\r\n\r\nType help to get started or try the autocompletion (TAB button).\r\nType exit or quit to end the shell session.\r\n\r\ndefault(localhost)> ", raw("kilnshell"), REPL, "waits at a prompt"},
		{"keys carried onto the cursor's row, asked again for each file, are no REPL's prompt", "==> new kiln profile found for /etc/kiln/cone6\r\n:: (V)iew, (M)erge, (S)kip, (R)emove the new profile, (O)verwrite it, (Q)uit: [v/m/s/r/o/q] s\r\n==> new kiln profile found for /etc/kiln/cone04\r\n:: (V)iew, (M)erge, (S)kip, (R)emove the new profile, (O)verwrite it, (Q)uit: [v/m/s/r/o/q] ", lines("kilnmerge", "/m/s/r/o/q] s"), Question, ""},
		{"a secret's label asked again after a failure is no REPL's prompt", "[kiln: authenticate] Password: ********\r\nkiln: Authentication failed, try again.\r\n[kiln: authenticate] Password: ", Facts{Program: "kilnsu", Waiting: true, Submitted: []string{"[kiln: authenticate] Password:"}}, PasswordPrompt, ""},
		{"a log over a key bar that finds and goes to a line: a viewer's", "\x1b[?1049h\x1b[?25l Line Timestamp           kiln.log\r\n" + strings.Repeat("    1 2026-03-14 06:00:20 INFO  kiln 2 at cone 6\r\n", 22) + " q Quit  f Find  n Find next  l Go to line", raw("logjoin"), Pager, "viewing"},
		{"panes under a status giving a place in the file one pane is titled with: a reader's", outlined("notes.md", " notes.md │ Line 1/40 │ 0%      ? help │ q quit"), raw("mdread"), Pager, "viewing"},
		{"the same panes under a status naming no pane's file are the program's own", outlined("Firing", " kiln.log │ Line 1/40 │ 0%      ? help │ q quit"), raw("mdread"), TUI, ""},
		{"the same bar with keys that find and move a selection is a program's own", "\x1b[?1049h\x1b[?25l Line Timestamp           kiln.log\r\n" + strings.Repeat("    1 2026-03-14 06:00:20 INFO  kiln 2 at cone 6\r\n", 22) + " q Quit  f Find  n Find next  j/k move", raw("logjoin"), TUI, ""},
		{"a prompt that began the row above, a mark after it, under a line left open: the rest of that line", "kiln shell 1.0\r\n[kiln]$ int fire(int cone) {\r\n[kiln]$ ? ", raw("kilnsh"), REPL, "rest of the line"},
		{"the same mark after a word that began the output above asks", "kiln up, 3 peers\r\nkiln ? ", raw("kilnsh"), Question, ""},
		{"a prompt of marks under a timer's row asking for a key, its count run out", "Kiln loader 2024.1\r\nDRAM:  948 MiB\r\nHit any key to stop autoboot:  0\r\n=> ", raw("kilnboot"), REPL, "marks"},
		{"the same marks under a row asking for a key with no count ask for it", "Kiln loader 2024.1\r\nDRAM:  948 MiB\r\nPress any key to continue\r\n=> ", raw("kilnboot"), Question, ""},
		{"a dump under a title row that ends in how far into it the program is, after a bar, keys at the foot", "\x1b[?1049h\x1b[?25l HEXV 2.0 │ kiln.bin │ Hex │ 0%\r\n" + strings.Repeat("00000010: 00 01 02 03 04 05 06 07-08 09 0A 0B 0C 0D 0E 0F  ................\r\n", 22) + "1Help   2Mode   5Goto   7Search 10Quit", raw("hexv"), Pager, "viewing"},
		{"the same with its own box open to search it, the cursor in the box", "\x1b[?1049h HEXV 2.0 │ kiln.bin │ Hex │ 0%\r\n" + strings.Repeat("00000010: 00 01 02 03 04 05 06 07-08 09 0A 0B 0C 0D 0E 0F  ................\r\n", 22) + "1Help   2Mode   5Goto   7Search 10Quit\x1b[8;10H┌──── Find string ────────────┐\x1b[9;10H│ Search for:                 │\x1b[10;10H│ kiln                        │\x1b[11;10H└─────────────────────────────┘\x1b[10;16H", raw("hexv"), Pager, "viewing"},
		{"a question, a note under it, then a hint in padded brackets where the answer goes", "Kiln setup\r\n\r\nWhat is the name of the kiln? It is shown on the panel.\r\n3 - 15 letters or digits\r\n[ kiln name ] ", lines("kilnsetup"), Question, "hint in brackets"},
		{"a numbered list under its question, the hint naming the numbers", "Please choose a way to fire the kiln:\r\n-------\r\n\r\n[1] Bisque firing\r\n[2] Glaze firing\r\n\r\n[ 1 or 2 ] ", lines("kilnsetup"), Question, "select prompt"},
		{"a line of text then a bracketed word at the cursor, no sentence above, asks nothing", "kiln 2 at cone 6\r\nkiln 3 at cone 04\r\n[ ok ] ", lines("kilnsetup"), Unknown, ""},
		{"lettered columns over numbered rows under the current cell named: a spreadsheet", "\x1b[?1049h\x1b[?25lB4 (V) 1226\r\n\r\n\r\n       A        B        C        D        E\r\n1  Month    Jan      Feb      Mar\r\n2  Rent           850      850      850\r\n3  Food           312      298      305\r\n4  Total         1162     1148     1155\r\n5\r\n6", raw("kilncalc"), Editor, "spreadsheet"},
		{"a board lettered and numbered alike, no cell named over it: a game's", "\x1b[?1049h\x1b[?25lKiln go, move 12\r\n\r\n   A B C D E F G\r\n 1 . . . . . . .\r\n 2 . . X O . . .\r\n 3 . . . X . . .\r\n 4 . . . . . . .", raw("kilngo"), TUI, ""},
		{"a label ending in the range it takes over a prompt of marks answered before under another", "Kiln setup\r\n\r\nKiln\r\n1. north\r\n2. south\r\n\r\n> 2\r\n\r\nNumber of firings (1-9)\r\n> ", lines("kilnsetup", ">"), Question, ""},
		{"a label alone at the cursor under rows each giving several figures: a line asked, no form", "\x1b[?1049hlast pid: 48213;  load avg:  0.21,  0.18\r\nCPU states:  3.2% user,  0.0% nice,  95.4% idle\r\nMemory: 7821M used, 182M free, 412M buffers\r\nSwap: 2048M free\r\nOrder to sort: \r\n  PID USERNAME  SIZE   RES STATE  COMMAND\r\n 4127 ledger    212M   48M sleep  postgres\x1b[5;16H", raw("kilntop"), Question, ""},
		{"labels one under the other, the cursor after one of them: a form of the program's own", "\x1b[?1049hKiln record\r\n\r\nName: north\r\nCone: 6\r\nHours: \r\nNotes: \x1b[5;8H", raw("kilnrec"), TUI, ""},
		{"\"Hit any key to continue:\" under a full-screen program's own text: its screen", "\x1b[?1049hCurrent query of process 4127:\r\n\r\nUPDATE accounts SET balance = balance - $1\r\nWHERE account_id = $2\x1b[24;1HHit any key to continue: ", raw("kilntop"), TUI, ""},
		{"a find row over a status row that says the program edits, text above", "\x1b[?1049h  File  Edit  View\r\nKiln notes\r\n\r\nThe north kiln fires to cone 6.\r\n\x1b[23;1H Find: kiln          [ ] Match case\r\n LF  UTF-8  INS  1:1\x1b[23;13H", raw("jotter"), Editor, "editing"},
		{"lettered columns from the top row over numbered rows, the current cell named under them: a spreadsheet", "\x1b[?1049h    ||    A        B        C        D        E\r\n  1 ||Kiln     Jan      Feb\r\n  2 ||Rent        850      850\r\n  3 ||Clay        312      298\r\n  4 ||\r\n> A1     Text=\"Kiln\r\nWidth:  9  Memory: 412   ? for HELP\r\n1>", raw("kilncalc"), Editor, "spreadsheet"},
		{"a board lettered and numbered alike, the moves under it naming squares: a game's", "\x1b[?1049h\x1b[?25l   A B C D E F G H\r\n 1 . . . . . . . .\r\n 2 . . . . X . . .\r\n 3 . . . . . . . .\r\n 4 . . . . O . . .\r\n\r\nE2 E4\r\nD7 D5", raw("kilngo"), TUI, ""},
		{"the same, a question over its command line with what was typed there: the question", "\x1b[?1049h    ||    A        B        C        D        E\r\n  1 ||Kiln     Jan      Feb\r\n  2 ||Rent        850      850\r\n  3 ||Clay        312      298\r\n  4 ||\r\n> A1     Text=\"Kiln\r\nY(es), N(o) or T(o)?\r\n2> /Quit,", raw("kilncalc"), Question, "choice question"},
		{"a value told to enter with no mark at its end, over the empty row it is typed on", "Kiln configuration\r\n1. Set kiln_url, current value: \"https://kiln.example\"\r\n2. Back to main menu\r\nChoose an option from the menu... 1\r\n\r\nEnter new value for kiln_url\r\n", lines("kilnsetup"), Question, "value asked"},
		{"a numbered menu over a label that asks, ending in dots, the cursor after them", "Kiln menu\r\n1. Configure kiln\r\n2. Configure shelves\r\n3. Save and run\r\nChoose an option from the menu... ", lines("kilnsetup"), Question, "select"},
		{"a map drawn in signs over a status that gives a percentage: a game's, no text paged", "\x1b[?1049h\x1b[?25lWelcome to the kiln level.\r\n\r\n" + strings.Repeat("  #........................................#\r\n", 12) + "  ##########################################\r\n\x1b[22;1H Potter                          Armor : apron [1/1] (100%)\r\n Health: 100%  Exp:  1/12%        Tool: tongs\r\n cautious                                          Kiln Base Lev 2", raw("kilnrl"), TUI, ""},
		{"a tree's node unfolded, one of its children set apart: the program's own screen, no question", "\x1b[?1049h\x1b[?25l+ Local kilns\r\n- Studio kilns\r\n  + Electric\r\n  + Gas\r\n  + Wood\r\n    North kiln (cone 10)\r\n    South kiln (cone 6)\r\n    Test kiln (cone 04)\r\n+ Raku\r\n+ Favourites\x1b[6;1H\x1b[7m    North kiln (cone 10)                                                        \x1b[0m\x1b[24;1HFiring: North kiln (cone 10)", raw("kilntree"), TUI, ""},
		{"a column headed by a bar of its own beside a table's heading, one entry set apart: a select", "\x1b[?1049h\x1b[?25l\x1b[30;42mSort by        \x1b[0m \x1b[30;42mPID    USER      CPU%  MEM%  COMMAND                                \x1b[0m\r\nPID             4127   ada        3.0   1.2  kilnd\r\nUSER            4130   ada        0.0   0.4  kilnctl\r\nCPU%            4133   root       0.1   0.1  sshd\r\nMEM%\r\nCOMMAND\x1b[5;1H\x1b[30;46mMEM%           \x1b[0m\x1b[24;1HF1Help  F6SortBy  F10Quit", raw("kilntop"), Question, "select"},
		{"a box dropped right under a value, its entries one set apart, no title: a select", "\x1b[?1049h\x1b[?25lPlayback  Output devices\r\n\r\n Kiln fan                  Built-in Analog Stereo\r\n                          \x1b[26G┌────────────────────────┐\r\n\x1b[26G│\x1b[7m Built-in Analog Stereo \x1b[0m│\r\n\x1b[26G│ HDMI Output            │\r\n\x1b[26G│ USB Headset            │\r\n\x1b[26G└────────────────────────┘", raw("kilnmix"), Question, "select"},
		{"a label on the row over the last, the cursor after the program's mark and what was typed there", "\x1b[?1049h╭─ Feeds ─────╮╭─ Articles ──────────────────╮\r\n│ Kiln news   ││ Cone 6 glazes               │\r\n╰─────────────╯╰─────────────────────────────╯\x1b[23;1H Search articles:\r\n/glaze", raw("kilnfeed"), Question, "text prompt"},
		{"the same row saying what a key does asks nothing", "\x1b[?1049h╭─ Feeds ─────╮╭─ Articles ──────────────────╮\r\n│ Kiln news   ││ Cone 6 glazes               │\r\n╰─────────────╯╰─────────────────────────────╯\x1b[23;1H Type q to quit\r\n/", raw("kilnfeed"), TUI, ""},
		{"a spreadsheet's command line under a sentence telling what to enter: the question", "\x1b[?1049h    ||    A        B        C        D        E\r\n  1 ||Kiln     Jan      Feb\r\n  2 ||Rent        850      850\r\n  3 ||Clay        312      298\r\n  4 ||\r\n> A1     Text=\"Kiln\x1b[23;1HEnter file name (or RETURN for directory)\r\n2> /Load,", raw("kilncalc"), Question, "text prompt"},
		{"a finder's list at the screen's top, blank rows down to its counter and query", "kiln: pick a glaze\r\nSelect a glaze for the firing\r\n\x1b[31;48;5;236m> \x1b[1mceladon\x1b[0m\r\n  tenmoku\r\n  shino\r\n\r\n\r\n\r\n  3/3\r\n\x1b[34m> \x1b[0m", raw("kilnpick"), Question, "select"},
		{"text under a head naming one file, the cursor in the text: an editor's", "\x1b[?1049h\x1b[7m File  Edit  Outline  Help \x1b[K\x1b[0m\r\n KilnOutline 2.1     C:\\KILN\\FIRINGS.KOL\r\n==============================\r\n  - Firing year\r\n      - Spring\r\n            Bisque the new mugs\r\n            Glaze the bowls\r\n      + Summer\r\n      - Autumn\r\n            Fire to cone 6\r\n            Check the elements\r\n  - Shelves\r\n        Order two new shelves\r\n\x1b[24;1H F1 Help  F2 Edit  F10 Menu  Alt-X Leave\x1b[6;32H", raw("kilnout"), Editor, "editing"},
		{"the same, a box over it holding the cursor: its field asks, no text edited there", "\x1b[?1049h\x1b[7m File  Edit  Outline  Help \x1b[K\x1b[0m\r\n KilnOutline 2.1     C:\\KILN\\FIRINGS.KOL\r\n==============================\r\n  - Firing year\r\n      - Spring\r\n            Bisque the new mugs\r\n            Glaze the bowls\r\n      + Summer\x1b[6;10H+---------------------------+\x1b[7;10H| Find:                     |\x1b[8;10H+---------------------------+\x1b[24;1H F1 Help  F2 Edit  F10 Menu  Alt-X Leave\x1b[7;18H", raw("kilnout"), Question, "text prompt"},
		{"a head naming a file over a list of files: no document", "\x1b[?1049h KilnFiles 2.1     C:\\KILN\\FIRINGS.KOL\r\n==============================\r\n  spring.kol\r\n  summer.kol\r\n  autumn.kol\r\n  winter.kol\r\n\x1b[24;1H F1 Help  F10 Menu\x1b[3;3H", raw("kilnfiles"), TUI, ""},
		{"a menu dropped from a reversed bar, its title left unreversed, over sentences", "\x1b[?1049h File\x1b[7m  Edit  Outline  Search  Help                                              \x1b[0m\r\n+----------------+  C:\\KILN\\FIRINGS.KOL\r\n|\x1b[7m Open...        \x1b[0m|==============\r\n| Save           | The kiln was fired to cone six on Monday and it cooled.\r\n| Save as...     | The glaze on the bowls ran a little at the foot of each.\r\n| Exit           | We will fire the next load of mugs on the coming Friday.\r\n+----------------+ The shelves need a new coat of kiln wash before that.\r\n The elements are worn and should be checked by a person.\r\n The thermocouple read ten degrees low against the cones.\r\n Next time we will put witness cones on every shelf there.\r\n The bisque load was full and nothing cracked this time.\r\n\x1b[24;1H Up/Down select  Enter choose  Esc cancel\x1b[?25l", raw("kilnout"), Question, "select"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Classify(drawn(t, c.out), c.facts)
			if got.Mode != c.mode || !strings.Contains(got.Detail, c.detail) {
				t.Errorf("got %s (%s), want %s (%q)", got.Mode, got.Detail, c.mode, c.detail)
			}
		})
	}
}

// TestHighlights reads the runs set apart on screens drawn here, and the
// selected row of a list among them.
func TestHighlights(t *testing.T) {
	for _, c := range []struct {
		name     string
		out      string
		want     string // the highlights' rows and texts
		selected int
	}{
		{"a menu's current entry", "\x1b[?25lPick\r\n  one\r\n  \x1b[7mtwo\x1b[0m\r\n  three\r\n", "2:two", 2},
		{"a tab bar and a selected row", "\x1b[7m 1 \x1b[0m 2  3\r\nalpha\r\n\x1b[42mbeta line\x1b[0m\r\ngamma\r\n", "0:1 2:beta line", 2},
		{"a screen painted blue is no highlight", "\x1b[44m" + strings.Repeat(strings.Repeat(" ", 80)+"\r\n", 12) + "\x1b[H\x1b[41m Save \x1b[0m", "0:Save", -1},
		{"two highlighted rows: no one is the selection", "one\r\n\x1b[7mtwo\x1b[0m\r\n\x1b[7mthree\x1b[0m\r\nfour\r\n", "1:two 2:three", -1},
		{"a window painted on its own background is no highlight, the entry in it is", "\x1b[?25l\x1b[2;10HPick a queue to drain?\x1b[3;10H\x1b[47;30m┌" + strings.Repeat("─", 38) + "┐\x1b[4;10H│ ┌" + strings.Repeat("─", 24) + "┐" + strings.Repeat(" ", 11) + "│\x1b[5;10H│ │\x1b[44;97m bulk" + strings.Repeat(" ", 19) + "\x1b[47;30m│" + strings.Repeat(" ", 11) + "│\x1b[6;10H│ │ urgent" + strings.Repeat(" ", 17) + "│" + strings.Repeat(" ", 11) + "│\x1b[7;10H│ │ archive" + strings.Repeat(" ", 16) + "│" + strings.Repeat(" ", 11) + "│\x1b[8;10H│ └" + strings.Repeat("─", 24) + "┘" + strings.Repeat(" ", 11) + "│\x1b[9;10H└" + strings.Repeat("─", 38) + "┘\x1b[0m\x1b[24;1H", "4:bulk", -1},
		{"a cursor drawn as one cell is no highlight", "name: ab\x1b[7m \x1b[0m\r\n", "", -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := drawn(t, c.out)
			hs := Highlights(s)
			var got []string
			for _, h := range hs {
				got = append(got, fmt.Sprintf("%d:%s", h.Row, h.Text))
			}
			if strings.Join(got, " ") != c.want {
				t.Errorf("highlights %q, want %q", strings.Join(got, " "), c.want)
			}
			if row := SelectedRow(s, nil, hs); row != c.selected {
				t.Errorf("selected row %d, want %d", row, c.selected)
			}
		})
	}
}

// TestLineEditedAtAPrompt reads a line being edited at a prompt the
// agent submitted lines at, the cursor moved back into it, as at the
// REPL's prompt; the same row where no submitted prompt begins it is
// no line being edited.
func TestLineEditedAtAPrompt(t *testing.T) {
	s := drawn(t, "depot notes 0.3. Type help for commands.\r\nnotes> list\r\n 1 Forklift 2 is back from service\r\nnotes> add Dock door 3 sticks\x1b[2D")
	f := Facts{Program: "notes-shell", Waiting: true, Submitted: []string{"notes>"}}
	if got := Classify(s, f); got.Mode != REPL {
		t.Errorf("at a submitted prompt: got %s (%s), want repl", got.Mode, got.Detail)
	}
	if e, ok := editedLine(s, f); !ok || e.Cursor.Col != 29 {
		t.Errorf("the edited line's end: got col %d (%v), want 29", e.Cursor.Col, ok)
	}
	f.Submitted = []string{"db>"}
	if _, ok := editedLine(s, f); ok {
		t.Errorf("a row under no submitted prompt was taken for a line being edited")
	}
}

// TestProseViewer reads a full-screen program that hides the cursor and
// shows sentences as a pager, whatever its name; the same text with a
// row selected across it, or a help screen's keys, is the program's own.
func TestProseViewer(t *testing.T) {
	para := []string{
		"The harbor office opens at six in the morning and closes at dusk.",
		"Vessels over forty metres take a pilot from the outer anchorage.",
		"Call the office on channel twelve an hour before you arrive here.",
		"",
		"Enter between the two green buoys and hold the leading lights in line.",
		"The channel is dredged to four metres at low water on spring tides.",
		"Outside it the sand bar dries at half tide, so keep to the marks.",
		"Moorings are laid along the north quay and numbered from the west.",
	}
	var b strings.Builder
	b.WriteString("\x1b[?1049h\x1b[?25l\x1b[H")
	for i, l := range para {
		if i > 0 {
			b.WriteString("\r\n")
		}
		b.WriteString(l)
	}
	f := keyMode
	if got := Classify(drawn(t, b.String()), f); got.Mode != Pager {
		t.Errorf("sentences on a full screen: got %s (%s), want pager", got.Mode, got.Detail)
	}
	selected := strings.Replace(b.String(), para[5], "\x1b[7m"+para[5]+"\x1b[m", 1)
	if got := Classify(drawn(t, selected), f); got.Mode != TUI {
		t.Errorf("a row selected across the sentences: got %s (%s), want tui", got.Mode, got.Detail)
	}
	// A list at the top, its entry selected over its text alone (a
	// rebase's todo over its comment's sentences); a title's bar across
	// the top row is no selection.
	todo := "\x1b[?1049h\x1b[?25l\x1b[Hpick 3f1c2a9 Add ledger export command\r\n\x1b[7mfixup c27a9f0 WIP export tests of the ledger\x1b[m\r\npick 5d9e3b2 Document the export format\r\n\r\n" + strings.Join(para, "\r\n")
	if got := Classify(drawn(t, todo), f); got.Mode != TUI {
		t.Errorf("a list's entry on the top rows selected over sentences: got %s (%s), want tui", got.Mode, got.Detail)
	}
	titled := "\x1b[?1049h\x1b[?25l\x1b[H\x1b[7m" + fmt.Sprintf("%-80s", " Harbour guide") + "\x1b[m\r\n" + strings.Join(para, "\r\n")
	if got := Classify(drawn(t, titled), f); got.Mode != Pager {
		t.Errorf("sentences under a title's bar: got %s (%s), want pager", got.Mode, got.Detail)
	}
	asked := b.String() + "\r\n\r\nUse arrow keys to select, then press Enter key:\r\n\x1b[7m>[ Create ]\x1b[m Create a new log file\r\n [ Append ] Append to the log file\r\n [ No Log ] Record nothing"
	if got := Classify(drawn(t, asked), f); got.Mode != Question || got.Prompt == nil || got.Prompt.Kind != Select {
		t.Errorf("sentences over a list that asks: got %s (%s), want a select question", got.Mode, got.Detail)
	}
	help := b.String() + "\r\n<h>\r\n    Toggle the help screen.\r\n<j> or <DOWN>\r\n    Move down one line.\r\n<k> or <UP>\r\n    Move up one line.\r\n<q>\r\n    Quit the program and return."
	if got := Classify(drawn(t, help), f); got.Mode == Pager {
		t.Errorf("a help screen's keys: got %s (%s), want no pager", got.Mode, got.Detail)
	}
	var feed strings.Builder
	feed.WriteString("\x1b[?1049h\x1b[?25l\x1b[H")
	for i, l := range para {
		if i > 0 {
			feed.WriteString("\r\n")
		}
		if l != "" {
			feed.WriteString(fmt.Sprintf("19:0%d:1%d nick%d: %s", i, i, i, l))
		}
	}
	if got := Classify(drawn(t, feed.String()), f); got.Mode != TUI {
		t.Errorf("the same sentences each after the time it came, a chat's feed: got %s (%s), want tui", got.Mode, got.Detail)
	}
}

// TestSpinnerRows tells a spinner's row from a list's: a frame drawn in
// ASCII counts only before a doing word and an ellipsis.
func TestSpinnerRows(t *testing.T) {
	for row, want := range map[string]bool{
		"◒  Installing Gateway service": true,
		"⠋ Thinking... (3s)":            true,
		"- Thinking...":                 true,
		`\ Generating the message...`:   true,
		"- Fixing the tests":            false,
		"- Run the tests...":            false,
		"◒  Enter your key:":            false,
		"⠋ Proceed? (y/N)":              false,
	} {
		if _, got := spinnerRow(row); got != want {
			t.Errorf("%q: read as a spinner's row %v, want %v", row, got, want)
		}
	}
}

// TestBannerSays reads a banner's line telling how to leave or get help,
// the way to leave first or last, and no question as one.
func TestBannerSays(t *testing.T) {
	for line, want := range map[string]bool{
		"[INFO] calling MySQL shell. To quit type 'x' or 'q' and press ENTER": true,
		"Type `bye' to exit":                            true,
		"q to quit, or ? for help":                      true,
		"Do you want to keep testing the others? [y/N]": false,
		"To continue, press Enter":                      false,
		"Type the name of the branch to cut it from:":   false,
	} {
		if got := bannerSays.MatchString(line); got != want {
			t.Errorf("bannerSays(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestEditorAsksOnItsStatusRow reads what an editor no table names asks
// on its status row, its first or last: a field named there, the cursor
// after it and the status set apart after that; keys named there, the
// cursor left on the match in the text; a field whose hint names the
// keys that end it. A line of its text at the foot, the cursor at its
// end, and its command line ask nothing.
func TestEditorAsksOnItsStatusRow(t *testing.T) {
	f := Facts{Program: "ed2", Waiting: true, Began: Editor}
	text := "first line\r\nsecond line\r\nthird line"
	at := func(row, col int) string { return fmt.Sprintf("\x1b[%d;%dH", row+1, col+1) }
	for _, c := range []struct {
		name, out string
		kind      Kind // "" for no question
		question  string
		keys      int
	}{
		{"a field on the top row", "\x1b[?1049h" + at(0, 0) + "Write to:           #:1       \\:default notes.txt\r\n" + text + at(0, 10), Text, "Write to:", 0},
		{"typed into it", "\x1b[?1049h" + at(0, 0) + "+Search: third      #:1       \\:default notes.txt\r\n" + text + at(0, 14), Text, "+Search:", 0},
		{"keys on the top row", "\x1b[?1049h" + at(0, 0) + "QUITTING. PUT EDITS?(Y/W/N/F/!) default notes.txt    FILE MODIFIED!\r\n" + text + at(0, 32), Choice, "QUITTING. PUT EDITS?", 5},
		{"keys on the foot bar, the cursor on the match", "\x1b[?1049h" + text + at(23, 0) + "\x1b[7m    1 :            Replace ? (G/Y/N/Q)                     IU B1 notes.txt\x1b[m" + at(0, 6), Choice, "Replace ?", 4},
		{"a hinted field at the foot", text + at(22, 0) + "\x1b[7m Editing: notes.txt          3/3 lines\x1b[m" + at(23, 0) + "Search: third (Use ESC / Enter / Arrows)" + at(0, 0), Text, "Search:", 0},
		{"a line of the text at the foot", "\x1b[?1049h" + text + at(23, 0) + "Notes:" + at(23, 6), "", "", 0},
		{"its command line", "\x1b[?1049h" + text + at(23, 0) + "Command:                                 Line: 1     Col: 1" + at(23, 9), "", "", 0},
	} {
		got := Classify(drawn(t, c.out), f)
		if c.kind == "" {
			if got.Mode == Question {
				t.Errorf("%s: got %s %s, want no question", c.name, got.Mode, promptText(got.Prompt))
			}
			continue
		}
		if p := got.Prompt; got.Mode != Question || p == nil || p.Kind != c.kind || p.Question != c.question || len(p.Options) != c.keys {
			t.Errorf("%s: got %s %s, want a %s question %q of %d keys", c.name, got.Mode, promptText(p), c.kind, c.question, c.keys)
		}
	}
	// VEDIT's command mode: its prompt under its text and a line of its
	// commands, on its own screen, is the editor's command line.
	out := "\x1b[?1049h\x1b[7m-COMMAND------------FILE: NOTES.TXT----------\x1b[m\r\n third line" + at(22, 0) + `"EX" to Exit, "EQ" to Quit, "V" to Edit, "H" for Help` + at(23, 0) + "COMMAND: "
	if got := Classify(drawn(t, out), Facts{Program: "python3", Args: []string{"vedit.py"}, Waiting: true, Began: Editor}); got.Mode != Editor {
		t.Errorf("an editor's command line: got %s (%s), want the editor", got.Mode, got.Detail)
	}
}

// TestCompletionsUnderATypedLine reads a list of completions a program
// draws on a background of its own right under the line the agent types
// at its prompt (go-prompt's) as no question: the prompt's own mode.
func TestCompletionsUnderATypedLine(t *testing.T) {
	f := Facts{Program: "querytool", Waiting: true, Typing: true, TypedFrom: ">"}
	out := "Welcome to Querytool v0.2\r\nFor more information, type .help\r\n> select name from aws_s3"
	for i, e := range []string{"aws_s3_access_point", "aws_s3_bucket", "aws_s3_object"} {
		out += fmt.Sprintf("\x1b[%d;24H\x1b[97;46m%-30s\x1b[30;106m Table \x1b[m", 4+i, e)
	}
	if got := Classify(drawn(t, out+"\x1b[3;26H"), f); got.Mode != REPL {
		t.Errorf("completions on a background: got %s (%s) %s, want the REPL", got.Mode, got.Detail, promptText(got.Prompt))
	}
}

// TestNewRulesHoldBack pins where this round's rules stop: a line of an
// editor's text with a value after its label is no field; another
// program's prompt under a line typed at a REPL is no continuation;
// keys after a letter and an equals sign are read either way round; a
// count in parentheses before a question stays in it.
func TestNewRulesHoldBack(t *testing.T) {
	text := "\x1b[?1049h" + strings.Repeat("first line of the spec\r\n", 22) + "  12 Version:        1.0\x1b[24;22H"
	if got := Classify(drawn(t, text), Facts{Program: "ed2", Waiting: true, Began: Editor}); got.Mode == Question {
		t.Errorf("a value after a label in an editor's text: got %s %s, want no question", got.Mode, promptText(got.Prompt))
	}
	docker := "$ docker run -it alpine sh\r\n/ # "
	if got := Classify(drawn(t, docker), Facts{Program: "shellish", Waiting: true, Submitted: []string{"$"}}); strings.Contains(got.Detail, "reads the rest") {
		t.Errorf("another program's prompt under a typed line: got %s (%s), want no continuation", got.Mode, got.Detail)
	}
	if p := parseQuestion("Discard draft? s=Save d=Delete c=Cancel"); p == nil || len(p.Options) != 3 || p.Options[1].Label != "Delete" || p.Options[1].Key != "d" {
		t.Errorf("s=Save d=Delete c=Cancel: got %s, want three keys, d deleting", promptText(p))
	}
	if p := keysAsked("(1/3) Delete file? (y/n)", false); p == nil || !strings.Contains(p.Question, "Delete file?") {
		t.Errorf("a count in parentheses before the question: got %s, want the question kept", promptText(p))
	}
}

// TestSelectedRowBeforeAScrollBar reads a page a browser shows on a
// colour of its own, its link's row selected in red from the first
// column to the one before its scroll bar, the cursor hidden: the cell
// of the page's colour between them is no cursor the program drew, so
// the page is not a text being edited.
func TestSelectedRowBeforeAScrollBar(t *testing.T) {
	page := "\x1b[?1049h\x1b[?25l\x1b[48;5;188;30m\x1b[2J" + cup(1, 2, "File  History  Bookmarks  Help") + cup(2, 19, "\x1b[35mgemini://harbour.example.net/log.gmi\x1b[30m")
	rows := []string{"   ##  Harbour Tide Station", "       Notes, readings and news from the tide station on the north pier.", "       The gauge is read every ten minutes and posted once a day.", "", "[GEM]  Today's readings", "[GEM]  Archive of past readings"}
	for i, l := range rows {
		if i == 0 {
			page += cup(3, 1, "\x1b[48;5;196;38;5;188m"+fmt.Sprintf("%-78s", l)+"\x1b[48;5;188m \x1b[48;5;196m▒\x1b[48;5;188;30m")
			continue
		}
		page += cup(3+i, 1, l) + cup(3+i, 80, "\x1b[48;5;196;38;5;188m▒\x1b[48;5;188;30m")
	}
	page += cup(23, 2, "gemini://harbour.example.net/log.gmi") + cup(24, 2, "Commands: Use the arrow keys to move. 'b' for back, 'g' for open URL")
	s := drawn(t, page)
	if row, col, ok := textCursor(s); ok {
		t.Errorf("the page's colour between the selection and the scroll bar: got a drawn cursor at %d,%d", row, col)
	}
	if got := Classify(s, Facts{Program: "gembrowse", Args: []string{"gemini://harbour.example.net/log.gmi"}, Waiting: true}); got.Mode == Editor {
		t.Errorf("a browser's page: got %s (%s), want no editor", got.Mode, got.Detail)
	}
}

// TestDashboardOverACommandLine reads a dashboard's boxes and tables
// stacked one over another over a lone ":" at the foot (k13d's command
// line, shaped as less's prompt) as a program's own screen, no pager;
// one frame around a log over a status of its place stays a pager's.
func TestDashboardOverACommandLine(t *testing.T) {
	f := Facts{Program: "kdash", Waiting: true}
	dash := "\x1b[?1049h\x1b[?25l" + cup(1, 2, "kdash Kubernetes Dashboard v0.9.2") + cup(3, 2, "Context: kind-shop  NS: shop  Resource: pods") +
		cup(5, 1, "┌"+strings.Repeat("─", 30)+" Briefing "+strings.Repeat("─", 38)+"┐")
	for i, l := range []string{"● Healthy (94%) • 9 pods (8 running) • 3 nodes ready", "Resources: 41% CPU, 63% memory"} {
		dash += cup(6+i, 1, fmt.Sprintf("│ %-77s│", l))
	}
	dash += cup(8, 1, "└"+strings.Repeat("─", 78)+"┘") + cup(9, 1, "╔"+strings.Repeat("═", 34)+" pods (8) "+strings.Repeat("═", 34)+"╗")
	dash += cup(10, 1, fmt.Sprintf("║%-10s│%-26s│%-9s│%-30s║", "NAMESPACE", "NAME", "STATUS", "AGE"))
	for i := range 8 {
		dash += cup(11+i, 1, fmt.Sprintf("║%-10s│%-26s│%-9s│%-30s║", "shop", fmt.Sprintf("api-5f7c9d8b6-%d", i), "Running", "3d4h"))
	}
	dash += cup(19, 1, "╚"+strings.Repeat("═", 78)+"╝") + cup(23, 3, "lLogs sShell dDescribe /Filter :Cmd ?Help") + cup(24, 2, ":")
	if got := Classify(drawn(t, dash), f); got.Mode == Pager {
		t.Errorf("a dashboard over a lone colon: got %s (%s), want no pager", got.Mode, got.Detail)
	}
	log := "\x1b[?1049h\x1b[?25l" + cup(1, 1, "╔"+strings.Repeat("═", 35)+" applog "+strings.Repeat("═", 35)+"╗")
	for r := 2; r < 23; r++ {
		log += cup(r, 1, fmt.Sprintf("║12:04:%02d INFO  request GET /health 200%40s║", r, ""))
	}
	log += cup(23, 1, "╚"+strings.Repeat("═", 78)+"╝") + cup(24, 2, "app.log  row 1 of 60   ↑↓ PgUp PgDn move   q quit")
	if got := Classify(drawn(t, log), f); got.Mode != Pager {
		t.Errorf("a log in one frame: got %s (%s), want the pager", got.Mode, got.Detail)
	}
}

// TestCursorOnAReversedRowOverEnd reads a mail index, its current message
// reversed across the screen with the cursor on it, over a status bar
// ending in "(end)" as a program's own list, no pager.
func TestCursorOnAReversedRowOverEnd(t *testing.T) {
	out := "\x1b[?1049h" + cup(1, 1, "\x1b[7mq:Quit  d:Del  u:Undel  s:Save  m:Mail  r:Reply  ?:Help"+strings.Repeat(" ", 24)+"\x1b[m")
	for i := range 21 {
		row := fmt.Sprintf("  %2d   + Nov %2d Kofi Mensah     (  %2d) Floor B relay note %-20d", 20+i, 5+i, 10+i, i)
		if i == 18 {
			row = "\x1b[7m" + row + "\x1b[m"
		}
		out += cup(2+i, 1, row)
	}
	out += cup(23, 1, "\x1b[7m---Mail: =INBOX [Msgs:42 New:3 612K]---(date/date)-----------------------(end)---\x1b[m") + cup(20, 80, "")
	if got := Classify(drawn(t, out), Facts{Program: "mailer", Waiting: true}); got.Mode == Pager {
		t.Errorf("got %s (%s), want no pager", got.Mode, got.Detail)
	}
}
