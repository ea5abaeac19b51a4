package session

import (
	"testing"

	"github.com/agentty/agentty/modes"
)

// threehundredfiftyfourthDir holds the threehundredfiftyfourth set
// (issue 44, three-hundred-and-fifty-fourth round): live cases of
// full-screen monitors and dashboards that Debian does not package (a
// container monitor, a task-queue dashboard, a cluster's job monitor and
// a socket monitor), programs that cannot run here (no Docker engine, no
// Redis server of queues, no Slurm controller, no npm package fetched),
// imitated by a fixture of its own (one script run by Debian's python3 on
// the alternate screen, keys read raw one at a time, not echoed, the
// screen drawn whole and written where it changed), each drawing what
// the program draws at one of its moments (its words, tables, boxes,
// colours, reverse video and cursor, from its source, its snapshot tests
// and its screenshots as known): amir20's dtop (ratatui: its table of
// containers, its vi-style filter line, its `Sort By` list, its help,
// its `Actions` list, a box asking to reset its preferences), hibiken's
// `asynq dash` (tcell: its queues' bars and table, a queue's tasks by
// state, a `=== Task Info ===` box, its help), kabouzeid's turm
// (ratatui: rounded boxes of jobs, details and a job's output, a pending
// job's missing log, its `Confirm` box `Cancel job …?`) and PabloLec's
// neoss (neo-blessed: a grid of sockets, a cell bold on blue, sorted by
// a column, boxes explaining a cell). None of them, nor their makers, is
// named by any other test, table, fixture or doc of agentty (grepped
// with `git grep -il`: dtop (only as a variable of another set's script
// and inside other words), amir20, dozzle, asynq, hibiken, hibino, turm
// (only inside a checksum), kabouzeid, karimknaebel, knaebel, abouzeid,
// neoss, pablolec, lecolinet; and, found named and left, among others:
// btop, bottom, gotop, ytop, zenith, vtop, gtop, ctop, lazydocker,
// oxker, dry, docui, dockly, ducker, podman-tui, gomanagedocker, k9s,
// kdash, kubetui, ktop, kubebox, e1s, damon, slurm, kaskade, ktea,
// kafui, redis-tui, pgcenter, pg_activity, nats-io (nats-top's maker),
// nvitop, asitop, mactop, bpytop, bashtop, glances, nmon, s-tui,
// hegemon, systeroid, sampler, wtfutil, termdash, trippy, bandwhich,
// rustnet, netwatch, netscanner, sniffer and pythops (oryx's maker)).
// Each case's label says what a person reads on the screen, written
// from the fixture run by hand in tmux outside agentty at 80x24, and was
// committed before its screen was captured.
const threehundredfiftyfourthDir = "../testdata/modes-threehundredfiftyfourth"

// threehundredfiftyfourthTool runs one program of the set's script with
// Debian's python3, over a home holding notes.txt and long.txt.
func threehundredfiftyfourthTool(tool string) opener {
	return setFixtures("threehundredfiftyfourth").script(pythonPath, "py/threehundredfiftyfourth_monitors.py", tool)
}

// threehundredfiftyfourthSet is the threehundredfiftyfourth set. Labels
// say what a person reads on the screen: a monitor drawing its own
// screen with no prompt open (a table with its current row, a help box,
// a box explaining a cell, a filter line of marks being typed at the
// foot as a vi-like's command line is) a full-screen program waiting
// for a key; a list opened over it under a title (a sort's fields, a
// container's actions) a select of its entries, the highlighted one
// marked; a box asking to reset with its keys `(y/n)` a yes/no; a box
// asking to cancel a job, no answers drawn, a confirm.
func threehundredfiftyfourthSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	py := pythonPath
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	text := func(s, expect string) step { return step{text: s, expect: expect, timeout: setSlow} }
	then := func(a []step, b ...step) []step { return append(append([]step{}, a...), b...) }
	pick := func(kind modes.Kind, q string, highlighted int, opts ...string) *modes.Prompt {
		o := append([]string{}, opts...)
		o[highlighted] = ">" + o[highlighted]
		return want(kind, q, "", o...)
	}

	// dtop-like (amir20's dtop 0.7.10, ratatui; the alternate screen,
	// the cursor hidden): `dtop v0.7.10 - 7 containers ('?' for help, 'q'
	// to quit)` over a cyan bold header `ID  Name  CPU %  Memory  Net TX
	// Net RX  Created ▼` and seven containers (web-1, api-1, worker-1,
	// redis-1, postgres-1 with a green ✓, nginx-proxy, grafana; a green
	// ▶ each, CPU and memory green, yellow or red), web-1's row bold on
	// dark grey (a full-screen program); / and re typed, the list
	// filtered to redis-1 and postgres-1, `2 containers`, `/re` yellow
	// on the last row, the cursor after it (the program's filter line:
	// a full-screen program); s, a box ` Sort By ` of ID, Status, Name,
	// Host, CPU, Memory, Net TX, Net RX and Uptime ▼, `> ` before
	// Uptime (highlighted), `Enter: Select  Esc: Close` (a select); ?, a
	// box ` Help - Press ? or ESC to close ` of its keys (Navigation,
	// Preferences, Log View Scrolling) (a full-screen program); Enter, a
	// box ` Actions: web-1 (local) ` of `>_ Shell` (highlighted), `■
	// Stop`, `↻ Restart`, `✕ Remove` over `↑/↓: Navigate  Enter:
	// Execute  Esc/←` (a select); down three times, Remove highlighted
	// (the select); Ctrl+R, a yellow box at the foot `Reset all
	// preferences to defaults? (y/n)` (a yes/no, no default).
	dtop := threehundredfiftyfourthTool("dtop")
	atList := []step{wait("'q' to quit)"), settle}
	atActions := then(atList, key("<enter>", "Actions: web-1"), settle)
	actions := "Actions: web-1 (local)"

	// asynq-like (hibiken's `asynq dash`, tcell; the alternate screen,
	// the cursor hidden): `=== Queues ===` over a bar of ▇ per queue
	// (critical, default, emails, low, reports; coloured by state, each
	// queue's size after it), the legend `active=▇ pending=▇ …` and a
	// table `Queue State Size Latency MemoryUsage Processed Faile` (cut
	// at the edge) on dim grey, no row highlighted, over the footer
	// `<?>: Help    <Ctrl+C>: Exit` (a full-screen program); down,
	// critical's row on dark olive green (the program); Enter, `===
	// Queue Summary ===` (Name critical, Size, Latency, MemUsage) over
	// `=== Tasks ===`, `Active:2    Pending:8 …` (Active bold and
	// underlined) and a table of two active tasks (the program); right
	// four times, Retry underlined, one retried task (Last Failure, …)
	// (the program); down and Enter, a box `=== Task Info ===` of its
	// ID, Type, State retry, Queue, Retry 1/25, Last Failure, times and
	// Payload (the program); ?, a box `=== Help ===` of keys (`<Enter>
	// to select`, `<Esc> or <q> to go back` …) over the footer `<Esc>:
	// GoBack` (the program).
	asynq := threehundredfiftyfourthTool("asynq")
	atQueues := []step{wait("<Ctrl+C>: Exit"), wait("reports"), settle}
	atQueue := then(atQueues, key("<down>", ""), key("<enter>", "Queue Summary"), settle)
	atRetry := then(atQueue, key("<right><right><right><right>", "Last Failu"), settle)

	// turm-like (kabouzeid's turm, ratatui; the alternate screen,
	// the cursor hidden, the mouse reported): a green rounded box `─Jobs
	// (6)` of six jobs (`R  48213   gpu kabir 1:02:33 train-resnet50`
	// black on green, …, two `PD` eval-sweep), beside a box `─Details`
	// (State RUNNING, Command, Nodes, TRES, stdout and its path) over a
	// box `─stdout` of the job's log, each long line cut with `…`, over
	// the help row `q: quit | ⏶/⏷: navigate | pgup/pgdown: scroll |
	// home/end: top/bottom | esc: canc` (a full-screen program); G, the
	// last job (PENDING, Start N/A, Reason …), its log box `Read error:
	// No such file or directory (os error 2)` in red (the program); o,
	// `─stderr` and the job's warnings (the program); Home, `─stdout[T]`
	// and the log's first lines (the program); c, a green rounded box
	// `─Confirm` across the middle, `Cancel job 48213?` in it, no
	// answers drawn (a confirm, no default).
	turm := threehundredfiftyfourthTool("turm")
	atJobs := []step{wait("home/end: top/bottom"), settle}

	// neoss-like (PabloLec's neoss, neo-blessed; the alternate screen,
	// the cursor hidden, the keypad in application mode, the title
	// `neoss`): `Loading...` in a box, then a grid of ten sockets in
	// lines (`┌┬┐`, `├┼┤`), the header `Protocol State Rx Tx Local
	// Address Local Port Peer Address Peer Port Users` black on white,
	// cells centred, the first row's `tcp` bold on blue (a full-screen
	// program); right and s, the grid sorted by State, TIME_WAIT's row
	// first, its State cell bold on blue (the program); right and Enter,
	// a box over the grid `The third step of the three-way connection
	// handshake was performed. The connection is open.` (the program);
	// right five times and Enter, a box `This port is assigned to: SSH`
	// / `Note that regardless of a port assignment, it can be used in any
	// way.` (the program); right eight times and Enter, a box `Name:
	// sshd`, `PID: 1187`, `Owner: root`, `Command: sshd: kabir [priv]`
	// (the program).
	neoss := threehundredfiftyfourthTool("neoss")
	atGrid := []step{wait("Peer Port"), settle}

	return []corpusCase{
		// dtop-like: its containers, filtered, sorted, its help, a
		// container's actions, one moved to, a reset asked.
		needs(is(modes.TUI, "dtop-like", "dtop-like", dtop, atList...), py),
		needs(is(modes.TUI, "dtop-like-filter", "dtop-like", dtop,
			then(atList, key("/", ""), text("re", "2 containers"), settle)...), py),
		needs(ask("dtop-like-sort", "dtop-like", dtop,
			pick(modes.Select, "Sort By", 8, "ID", "Status", "Name", "Host", "CPU", "Memory", "Net TX", "Net RX", "Uptime"),
			then(atList, key("s", "Sort By"), settle)...), py),
		needs(is(modes.TUI, "dtop-like-help", "dtop-like", dtop, then(atList, key("?", "Help - Press"), settle)...), py),
		needs(ask("dtop-like-actions", "dtop-like", dtop, pick(modes.Select, actions, 0, "Shell", "Stop", "Restart", "Remove"),
			atActions...), py),
		needs(ask("dtop-like-remove", "dtop-like", dtop, pick(modes.Select, actions, 3, "Shell", "Stop", "Restart", "Remove"),
			then(atActions, key("<down><down><down>", ""), settle)...), py),
		needs(ask("dtop-like-reset", "dtop-like", dtop, yesNo("Reset all preferences to defaults?", ""),
			then(atList, key("<ctrl-r>", "Reset all preferences"), settle)...), py),

		// asynq-like: its queues, one highlighted, a queue's tasks, its
		// retried tasks, a task's info, its help.
		needs(is(modes.TUI, "asynq-like", "asynq-like", asynq, atQueues...), py),
		needs(is(modes.TUI, "asynq-like-moved", "asynq-like", asynq, then(atQueues, key("<down>", ""), settle)...), py),
		needs(is(modes.TUI, "asynq-like-queue", "asynq-like", asynq, atQueue...), py),
		needs(is(modes.TUI, "asynq-like-retry", "asynq-like", asynq, atRetry...), py),
		needs(is(modes.TUI, "asynq-like-task", "asynq-like", asynq,
			then(atRetry, key("<down>", ""), key("<enter>", "Task Info"), settle)...), py),
		needs(is(modes.TUI, "asynq-like-help", "asynq-like", asynq, then(atQueues, key("?", "=== Help ==="), settle)...), py),

		// turm-like: its jobs, a pending one, stderr, the log's top, a
		// job's cancel asked.
		needs(is(modes.TUI, "turm-like", "turm-like", turm, atJobs...), py),
		needs(is(modes.TUI, "turm-like-pending", "turm-like", turm, then(atJobs, key("G", "PENDING"), settle)...), py),
		needs(is(modes.TUI, "turm-like-stderr", "turm-like", turm, then(atJobs, key("o", "─stderr"), settle)...), py),
		needs(is(modes.TUI, "turm-like-top", "turm-like", turm, then(atJobs, key("<home>", "stdout[T]"), settle)...), py),
		needs(ask("turm-like-cancel", "turm-like", turm, want(modes.Confirm, "Cancel job 48213?", ""),
			then(atJobs, key("c", "Cancel job"), settle)...), py),

		// neoss-like: its sockets, sorted, a state explained, a port's
		// assignment, a socket's user.
		needs(is(modes.TUI, "neoss-like", "neoss-like", neoss, atGrid...), py),
		needs(is(modes.TUI, "neoss-like-sorted", "neoss-like", neoss,
			then(atGrid, key("<right>", ""), key("s", ""), settle)...), py),
		needs(is(modes.TUI, "neoss-like-state", "neoss-like", neoss,
			then(atGrid, key("<right>", ""), key("<enter>", "three-way connection"), settle)...), py),
		needs(is(modes.TUI, "neoss-like-port", "neoss-like", neoss,
			then(atGrid, key("<right><right><right><right><right>", ""), key("<enter>", "This port is assigned"), settle)...), py),
		needs(is(modes.TUI, "neoss-like-users", "neoss-like", neoss,
			then(atGrid, key("<right><right><right><right><right><right><right><right>", ""), key("<enter>", "Command:"), settle)...), py),
	}
}

// TestModesThreehundredfiftyfourth drives the threehundredfiftyfourth
// set live to the labelled moment and, with -update, stores its screens,
// labels and facts for modes' TestSetsAccuracy/threehundredfiftyfourth.
// Whether the classifier reads them right is that test's measure, not a
// failure here.
func TestModesThreehundredfiftyfourth(t *testing.T) {
	captureSet(t, threehundredfiftyfourthDir, threehundredfiftyfourthSet())
}
