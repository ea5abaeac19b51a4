package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredseventysecondDir holds the threehundredseventysecond set
// (issue 44, three-hundred-and-seventy-second round): live cases of four
// system, process and GPU monitors that Debian does not package (or that
// cannot run here: a Mac's chip, Windows' console, an NVIDIA card),
// imitated by a fixture of its own (one script run by Debian's python3),
// each drawing what the monitor draws at one of its moments, refreshed
// each second as the real one refreshes: inv2004's ttop (illwill on the
// alternate screen: a cyan header, CPU, MEM, DSK and NET rows, an
// asciigraph of the history, a table of processes under a blue header,
// its keys on the last row cut at the screen's edge, sorted by a key,
// the threads and the tree's depth in dots, a filter typed at the foot
// after `Filter: `), vladkens's macmon (ratatui: rounded boxes of the
// chip's metrics over a process box, the sorted column's arrow, a
// selected row as a bar, a filter typed in the box's border with a drawn
// cursor, a popup `Kill PID` offering `t terminate | f force kill | Esc
// cancel` or saying why it won't, a help box of keys), gsass1's NTop
// (htop-like for Windows: a blue bar, CPU, Mem and Pge bars, a green
// header with the sorted column in cyan, a selection bar, vi commands
// typed on the last row, `:sort MEM`, `:tree`, a search, its error on a
// red row) and msminhas93's NviWatch (ratatui: GPU Info, Power and
// Utilization charts, the GPU Processes table with its selected row,
// yellow while a `dd` chord is pending, bar gauges, a full-screen help
// box). None of them, nor their makers, is named by any other test,
// table, fixture or doc of agentty: grepped with `git grep -il` before
// they were chosen were ttop (found only inside other words: atTop,
// virtTop, jnettop), inv2004, illwill, macmon, vladkens, ntop (found
// only inside other words: xentop, cointop, sntop), gsass1, Gian Sass,
// nuketop, nviwatch, msminhas93 and Manpreet (and, found named and
// left, among others: htop, btop, bpytop, atop, nmon, glances, gotop,
// gtop, vtop, ytop, zenith, bottom and btm, hegemon, s-tui, ctop,
// tiptop, pytop, ptop, nvtop, nvitop, asitop, mactop, kmon, orhun,
// bpftop, neoss, rustnet, netscanner, bandwhich, sniffer, jnettop,
// nettop, iptraf, bmon, nload, speedometer, slurm, tcptrack, sysdig,
// systeroid, process-compose, mprocs, pm2, fkill, pik, procs, below,
// pftop, hwatch, viddy, sysz and oryx). Each case's label says what a
// person reads on the screen, written from the fixture run by hand in
// tmux outside agentty at 80x24, and was committed before its screen was
// captured.
const threehundredseventysecondDir = "../testdata/modes-threehundredseventysecond"

// threehundredseventysecondTool runs one tool of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredseventysecondTool(tool string) opener {
	return setFixtures("threehundredseventysecond").script(pythonPath, "py/threehundredseventysecond_monitors.py", tool)
}

// threehundredseventysecondSet is the threehundredseventysecond set.
// Labels say what a person reads on the screen: a monitor's dashboard,
// sorted, its tree, a selected row, its help, a vi command typed on its
// last row, a search and its error are a full-screen program's (a TUI);
// a field at the foot named `Filter:`, waiting for what is typed, is a
// text question; a popup naming a process to kill over the keys of the
// signals it may send is a choice of them.
func threehundredseventysecondSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	textIn := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }

	// ttop-like (inv2004's ttop, illwill on the alternate screen, the
	// cursor hidden, redrawn each second): a cyan header `lab-7: DATE
	// TIME    autoupdate    2026-11-29.blog: 412  PROCS: 213`, the rows
	// `CPU:` (each core's share), `MEM:`, `DSK:` and `NET:`, an asciigraph
	// of the CPU history (its values on the left, `┤`), the log's name,
	// a blue header `S    PID USER            RSS  MEM%  CPU%    r/w IO
	// UP` over nine processes (python3 train first) and `...`, and the
	// keys on the last row, `order by Cpu Mem Io Pid Name  G - group  T -
	// tree  / - filter  [],{} - timesh`, cut at the edge (a full-screen
	// program); m, ordered by memory, Mem bright in the keys (the same);
	// T, a THR column and the tree's depth in dots before each command,
	// /sbin/init first (the same); /, the last row `[],{} - timeshift
	// @,# - by user,docker Esc,Ret - Back  Filter: ` (a text question,
	// Filter:); post typed, `Filter: post` on blue and the three postgres
	// processes left (the same question).
	tt := threehundredseventysecondTool("ttop")
	atTable := []step{wait("PROCS:"), settle}
	atFilter := then(atTable, key("/", "Filter:"), settle)
	filter := want(modes.Text, "Filter:", "")

	// macmon-like (vladkens's macmon, ratatui on the alternate screen,
	// the mouse and focus reported, redrawn each second): a rounded box
	// `Apple M3 Pro (6E+6P+18GPU 36GB)` … `macmon v0.8.1` over the boxes
	// E-CPU, P-CPU, GPU and `RAM 70% SW 26%` and `CPU 1.84W … 45°C`,
	// `GPU 0.62W … 41°C` and `ANE 0.00W`, each a graph of eighth blocks,
	// `Power … | Total 9.62W …` on its bottom border; under it the box
	// `proc 412 ─ / filter ─ s sort` over `PID NAME USER CPU% ↓ MEM POWER
	// GPU%` and eleven processes (cargo 4410 first), `POWER: own…` and `q
	// quit | ? help | p procs | v graph | r scaled | -/+ 1000ms` on its
	// bottom border (a full-screen program); down twice, WindowServer's
	// row a bar, `631 …wServer` on the border (the same); s, sorted by
	// `MEM ↓` (the same); / and saf typed, the border `proc 4/412 ─
	// /saf█` over the four Safari processes, `Enter keep | Esc clear | ↑↓
	// select` (the same); down and k, a popup `Kill 4410` over cargo and
	// `t terminate | f force kill | Esc cancel` (a choice of t, f and Esc);
	// s four times to `PID ↑`, down and k, the popup `Kill 1` over launchd
	// and `Won't kill launchd` (the same full-screen program: nothing to
	// answer, any key closes it); ?, a box ` help ` … `Esc close` of Keys,
	// Mouse and Notes and `Like macmon? Support it:
	// buymeacoffee.com/vladkens` (the same).
	mm := threehundredseventysecondTool("macmon")
	atBoxes := []step{wait("proc 412"), settle}

	// ntop-like (gsass1's NTop, its own console buffer, the cursor
	// hidden, redrawn each second): a blue bar `NTop on DESKTOP-7K2Q9PL`,
	// `CPU[|||  13.6%]  Tasks: 26 total, … running`, `Mem[…]  Size: 16 GB`,
	// `Pge[…]  Uptime: 03:03:13:01`, a green header `ID USER PRI CPU% MEM
	// THRD DISK TIME PRO` (ID in cyan, cut at the edge) over sixteen
	// processes by ID, the first on a cyan bar, each cut at the edge
	// (`ntop.`, `Windo`, `Code.`, `chrom`) (a full-screen program); `:sort
	// MEM` typed, `:sort MEM_` on the last row (the same: a command line
	// of its own); Enter, MEM in cyan, Code.exe first (the same); `:tree`
	// and Enter, the tree (`` `- ``, `|  `) from System, then j three
	// times, the fourth row on the bar (the same); `/chrome` and Enter,
	// the bar on the first chrome below it (the same); `/notepad` and
	// Enter, a red last row `Pattern not found: notepad` (the same).
	nt := threehundredseventysecondTool("ntop")
	atList := []step{wait("Tasks:"), settle}

	// nviwatch-like (msminhas93's NviWatch, ratatui on the alternate
	// screen, redrawn each second): `GPU Info` (`0  NVIDIA RTX A4000
	// 61°C  87%  15.7G/16.0G  112/140W  1560MHz`), the charts `GPU 0
	// Power` and `GPU 0 Utilization` (braille lines, `Time (s)`), `GPU
	// Processes` (GPU, PID, GPU-Mem, CPU%, Mem, User, Command; python
	// train.py on a grey bar) and the footer `↑↓: nav | x: kill |
	// ^d/t/b: modes | ?: help | q: quit` (a full-screen program); j
	// twice, Xorg's row on the bar (the same); d, the bar turned yellow,
	// the second d of the kill chord pending (the same); b, the charts
	// turned to gauges of the power (`110/140W`) and the use (`84%`)
	// (the same); ?, a cyan box `
	// Help  ·  ↑↓ scroll (0/1)  ·  Esc/? close ` filling the screen,
	// Navigation and Actions and their keys (the same).
	nv := threehundredseventysecondTool("nviwatch")
	atDash := []step{wait("GPU Processes"), settle}

	return []corpusCase{
		// ttop-like: its dashboard, by memory, its tree, its filter, a
		// filter typed.
		needs(is(modes.TUI, "ttop-like", "ttop-like", tt, atTable...), py),
		needs(is(modes.TUI, "ttop-like-mem", "ttop-like", tt, then(atTable, key("m", ""), settle)...), py),
		needs(is(modes.TUI, "ttop-like-tree", "ttop-like", tt, then(atTable, key("T", "THR"), settle)...), py),
		needs(ask("ttop-like-filter", "ttop-like", tt, filter, atFilter...), py),
		needs(ask("ttop-like-filter-typed", "ttop-like", tt, filter,
			then(atFilter, textIn("post", "Filter: post"), settle)...), py),

		// macmon-like: its boxes, a selected row, sorted, a filter
		// typed, the kill popup, a refused kill, its help.
		needs(is(modes.TUI, "macmon-like", "macmon-like", mm, atBoxes...), py),
		needs(is(modes.TUI, "macmon-like-selected", "macmon-like", mm, then(atBoxes, key("<down><down>", ""), settle)...), py),
		needs(is(modes.TUI, "macmon-like-sorted", "macmon-like", mm, then(atBoxes, key("s", "MEM ↓"), settle)...), py),
		needs(is(modes.TUI, "macmon-like-filter", "macmon-like", mm,
			then(atBoxes, key("/", "Enter keep"), textIn("saf", "proc 4/412"), settle)...), py),
		needs(ask("macmon-like-kill", "macmon-like", mm,
			want(modes.Choice, "Kill 4410", "", "t|terminate", "f|force kill", "Esc|cancel"),
			then(atBoxes, key("<down>", ""), settle, key("k", "Kill 4410"), settle)...), py),
		needs(is(modes.TUI, "macmon-like-refused", "macmon-like", mm,
			then(atBoxes, key("ssss", "PID ↑"), settle, key("<down>", ""), settle, key("k", "Won't kill launchd"), settle)...), py),
		needs(is(modes.TUI, "macmon-like-help", "macmon-like", mm, then(atBoxes, key("?", "buymeacoffee"), settle)...), py),

		// ntop-like: its list, a command typed, sorted, its tree with a
		// row selected, a search, a search that fails.
		needs(is(modes.TUI, "ntop-like", "ntop-like", nt, atList...), py),
		needs(is(modes.TUI, "ntop-like-command", "ntop-like", nt, then(atList, textIn(":sort MEM", ":sort MEM_"), settle)...), py),
		needs(is(modes.TUI, "ntop-like-sorted", "ntop-like", nt, then(atList, typed(":sort MEM", ""), settle)...), py),
		needs(is(modes.TUI, "ntop-like-tree", "ntop-like", nt,
			then(atList, typed(":tree", "`- "), settle, key("jjj", ""), settle)...), py),
		needs(is(modes.TUI, "ntop-like-search", "ntop-like", nt, then(atList, typed("/chrome", ""), settle)...), py),
		needs(is(modes.TUI, "ntop-like-not-found", "ntop-like", nt,
			then(atList, typed("/notepad", "Pattern not found"), settle)...), py),

		// nviwatch-like: its dashboard, a row selected, a chord pending,
		// its gauges, its help.
		needs(is(modes.TUI, "nviwatch-like", "nviwatch-like", nv, atDash...), py),
		needs(is(modes.TUI, "nviwatch-like-down", "nviwatch-like", nv, then(atDash, key("jj", ""), settle)...), py),
		needs(is(modes.TUI, "nviwatch-like-chord", "nviwatch-like", nv,
			then(atDash, key("jj", ""), settle, key("d", ""), settle)...), py),
		needs(is(modes.TUI, "nviwatch-like-bars", "nviwatch-like", nv, then(atDash, key("b", ""), settle)...), py),
		needs(is(modes.TUI, "nviwatch-like-help", "nviwatch-like", nv, then(atDash, key("?", "Esc/? close"), settle)...), py),
	}
}

// TestModesThreehundredseventysecond drives the threehundredseventysecond
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredseventysecond.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredseventysecond(t *testing.T) {
	captureSet(t, threehundredseventysecondDir, threehundredseventysecondSet())
}
