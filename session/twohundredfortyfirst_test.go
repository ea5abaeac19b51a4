package session

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/agentty/agentty/modes"
)

// twohundredfortyfirstDir holds the twohundredfortyfirst set (issue 44,
// two-hundred-and-forty-first round): live cases of real Debian
// full-screen and console programs built on ncurses that no other test,
// table, fixture or doc of agentty names, each package and program name
// grepped unnamed before it was chosen, each installed with apt-get and
// run on files or state the case makes in a home of its own: gfs2_edit,
// the Global File System's full-screen block editor, on a small GFS2
// image the case makes (its hex view, moved, its structure view, its
// help page and a block gone to by name), and mkfs.gfs2's question
// before it overwrites that image or a blank one; Varnish Cache's
// varnishstat (its counters, moved, its help, at the list's end) and
// varnishhist (its histograms), both full-screen monitors, and
// varnishadm, its CLI's console, all three on a varnishd the case starts
// in its home and stops after; lcd4linux's Curses driver drawing a
// small LCD of a clock, the load and a bar in the terminal; and vnStat's
// live traffic and its sampling of the loopback, at work. Every other
// ncurses, S-Lang, newt and CDK program of Debian's that runs here
// without a server, a device or a display was found named by an earlier
// set. Each case's label (mode, state, prompt kind, question, default
// and options) was written from the program run by hand in tmux outside
// agentty and committed before its screen was captured.
const twohundredfortyfirstDir = "../testdata/modes-twohundredfortyfirst"

// twohundredfortyfirstGFS2 is a preparation writing fs.img, a 64 MB GFS2
// file system of one journal and no cluster locking, beside notes.txt and
// long.txt.
var twohundredfortyfirstGFS2 = shPrep(`truncate -s 64M fs.img && /usr/sbin/mkfs.gfs2 -O -p lock_nolock -j 1 fs.img >/dev/null`)

// twohundredfortyfirstLCD is lcd4linux's configuration: its Curses
// display of 20x4 characters showing a title, a clock, the load, the busy
// CPU and a bar of it, each redrawn every half second.
const twohundredfortyfirstLCD = `Display Curses {
    Driver 'Curses'
    Size '20x4'
}
Variables {
    tick 500
}
Widget Title {
    class 'Text'
    expression '*** garden host ***'
    width 20
    align 'C'
    update tick
}
Widget Clock {
    class 'Text'
    expression strftime('%H:%M:%S', time())
    width 20
    align 'C'
    update tick
}
Widget Load {
    class 'Text'
    expression loadavg(1)
    prefix 'Load '
    width 10
    precision 2
    align 'L'
    update tick
}
Widget Busy {
    class 'Text'
    expression proc_stat::cpu('busy', 500)
    prefix 'Busy '
    postfix '%'
    width 10
    precision 0
    align 'R'
    update tick
}
Widget BusyBar {
    class 'Bar'
    expression proc_stat::cpu('busy', 500)
    length 20
    direction 'E'
    update tick
}
Layout Garden {
    Row1 {
        Col1 'Title'
    }
    Row2 {
        Col1 'Clock'
    }
    Row3 {
        Col1 'Load'
        Col11 'Busy'
    }
    Row4 {
        Col1 'BusyBar'
    }
}
Display 'Curses'
Layout 'Garden'
`

// twohundredfortyfirstLCDPrep writes lcd4linux.conf (readable by its
// owner alone, as lcd4linux asks) beside notes.txt and long.txt.
func twohundredfortyfirstLCDPrep(t *testing.T, dir string) {
	notes(t, dir)
	if err := os.WriteFile(filepath.Join(dir, "lcd4linux.conf"), []byte(twohundredfortyfirstLCD), 0o600); err != nil {
		t.Fatal(err)
	}
}

// twohundredfortyfirstVarnish is a preparation starting varnishd with
// its working directory in the home (varnish/), listening on a free port
// of the loopback before a backend that is not there, its CLI on another
// with a secret of the home's; the daemon is stopped when the case ends.
func twohundredfortyfirstVarnish(t *testing.T, dir string) {
	notes(t, dir)
	if err := os.WriteFile(filepath.Join(dir, "secret"), []byte("garden-pines-secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	pidFile := filepath.Join(dir, "varnishd.pid")
	sh(t, dir, `/usr/sbin/varnishd -a 127.0.0.1:0 -b 127.0.0.1:9 -n "$PWD/varnish" -P "$PWD/varnishd.pid" -s malloc,8m -T 127.0.0.1:0 -S "$PWD/secret" >/dev/null`)
	t.Cleanup(func() {
		b, err := os.ReadFile(pidFile)
		if err != nil {
			return
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 {
			return
		}
		_ = syscall.Kill(pid, syscall.SIGTERM)
		for i := 0; i < 50 && syscall.Kill(pid, 0) == nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
	})
}

// twohundredfortyfirstSet is the twohundredfortyfirst set. Labels say
// what a person reads on the screen; "…" in a question or default stands
// for any text.
func twohundredfortyfirstSet() []corpusCase {
	is, ask, needs, wait, settle := isCase, askCase, needing, waitFor, settled
	typed := func(s, expect string) step { return step{text: s, enter: true, expect: expect, timeout: setSlow} }
	key := func(k, expect string) step { return step{keys: k, expect: expect, timeout: setSlow} }
	down := step{keys: "<down>"}
	// running is a case of a program at work, drawing, no question asked.
	running := func(name, program string, open opener, steps ...step) corpusCase {
		return corpusCase{name: name, program: program, open: open, steps: steps, mode: modes.Unknown, state: Running}
	}
	const (
		gfs2EditPath = "/usr/sbin/gfs2_edit"
		mkfsPath     = "/usr/sbin/mkfs.gfs2"
		varnishdPath = "/usr/sbin/varnishd"
		statPath     = "/usr/bin/varnishstat"
		histPath     = "/usr/bin/varnishhist"
		admPath      = "/usr/bin/varnishadm"
		lcdPath      = "/usr/sbin/lcd4linux"
		vnstatPath   = "/usr/bin/vnstat"
	)
	gfs2Edit := unseenHome(twohundredfortyfirstGFS2, gfs2EditPath, "{dir}/fs.img")
	mkfs := unseenHome(twohundredfortyfirstGFS2, mkfsPath, "-p", "lock_nolock", "-j", "1", "fs.img")
	mkfsBlank := unseenHome(shPrep("truncate -s 64M blank.img"), mkfsPath, "-p", "lock_nolock", "-j", "1", "-t", "garden:pines", "blank.img")
	varnish := func(argv ...string) opener { return rootCase(unseenHome(twohundredfortyfirstVarnish, argv...)) }
	stat := varnish(statPath, "-n", "{dir}/varnish")
	hist := varnish(histPath, "-n", "{dir}/varnish")
	histSize := varnish(histPath, "-n", "{dir}/varnish", "-P", "size")
	adm := varnish(admPath, "-n", "{dir}/varnish")
	lcd := unseenHome(twohundredfortyfirstLCDPrep, lcdPath, "-F", "-f", "lcd4linux.conf")
	live := unseenHome(notes, vnstatPath, "-l", "-i", "lo")
	sample := unseenHome(notes, vnstatPath, "-tr", "30", "-i", "lo")
	const (
		gfs2Up  = "Global File System Editor"
		proceed = "Are you sure you want to proceed?"
		statUp  = "Press <h> to toggle help screen"
	)
	return []corpusCase{
		// gfs2_edit on fs.img: under its title bar `gfs2_edit - Global
		// File System Editor (use with extreme caution)`, `Block #16
		// (0x10) of 16384 (0x4000) (superblock)`, the block in rows of
		// hex words with their bytes as text and the field's name at the
		// right, `Mode: Hex view` on its foot line: at first and moved
		// down three rows (a byte of `sb_master_dir.no` marked), an
		// editor of the image's blocks; after m, the same block as its
		// structure (`Superblock:`, a field a row, its value in decimal
		// and hex), an editor; after h, its help page (`Supported
		// commands: (roughly conforming to the rules of 'less')`, the
		// keys and what they do), a tui; and after g with `root` typed in
		// its block field and entered, the root directory's inode block
		// (`--- Root directory ---`), an editor.
		needs(is(modes.Editor, "gfs2-edit", "gfs2_edit", gfs2Edit, wait(gfs2Up), settle), gfs2EditPath),
		needs(is(modes.Editor, "gfs2-edit-moved", "gfs2_edit", gfs2Edit, wait(gfs2Up), settle, down, down, down, settle), gfs2EditPath),
		needs(is(modes.Editor, "gfs2-edit-structure", "gfs2_edit", gfs2Edit, wait(gfs2Up), settle, key("m", "Superblock:"), settle), gfs2EditPath),
		needs(is(modes.TUI, "gfs2-edit-help", "gfs2_edit", gfs2Edit, wait(gfs2Up), settle, key("h", "Supported commands"), settle), gfs2EditPath),
		needs(is(modes.Editor, "gfs2-edit-root", "gfs2_edit", gfs2Edit, wait(gfs2Up), settle, step{keys: "g"}, settle,
			typed("root", "Root directory"), settle), gfs2EditPath),

		// mkfs.gfs2 on fs.img: `It appears to contain an existing
		// filesystem (gfs2)`, `This will destroy any data on fs.img` and
		// `Are you sure you want to proceed? [y/n] `, the cursor after
		// it (a confirm with no default), at first and with y typed, not
		// yet entered; on blank.img, the same question without the line
		// on an existing file system.
		needs(ask("mkfs-gfs2-proceed", "mkfs.gfs2", mkfs, yesNo(proceed, ""), wait("[y/n]"), settle), mkfsPath),
		needs(ask("mkfs-gfs2-proceed-typed", "mkfs.gfs2", mkfs, yesNo(proceed, ""), wait("[y/n]"), settle, step{text: "y"}, settle), mkfsPath),
		needs(ask("mkfs-gfs2-blank", "mkfs.gfs2", mkfsBlank, yesNo(proceed, ""), wait("[y/n]"), settle), mkfsPath),

		// varnishstat on the home's varnishd: `Uptime mgt:` and `Uptime
		// child:` ticking, the hit rates, `Press <h> to toggle help
		// screen`, a reverse header NAME CURRENT CHANGE AVERAGE AVG_10
		// over the counters (MGT.uptime, MAIN.uptime, MAIN.pools, …),
		// the selected one bold, its name and description at the foot,
		// redrawn every second: at first, moved down two counters, at
		// the list's end after G, and after h its help page (`<h> Toggle
		// the help screen.`, the keys a pair of rows each), all tuis.
		needs(is(modes.TUI, "varnishstat", "varnishstat", stat, wait(statUp), settle), varnishdPath, statPath),
		needs(is(modes.TUI, "varnishstat-moved", "varnishstat", stat, wait(statUp), settle, down, down, settle), varnishdPath, statPath),
		needs(is(modes.TUI, "varnishstat-end", "varnishstat", stat, wait(statUp), settle, step{keys: "G"}, settle), varnishdPath, statPath),
		needs(is(modes.TUI, "varnishstat-help", "varnishstat", stat, wait(statUp), settle, key("h", "Toggle the help screen"), settle), varnishdPath, statPath),

		// varnishhist: `1:1, n = 0, d = 1` over an empty histogram, its
		// scale 5_ to 20_ at the left, its axis of response times from
		// 1e-6 to 1e2 at the foot, `vm` at the right; with -P size, its
		// axis of response sizes; full-screen monitors redrawn each
		// second, tuis.
		needs(is(modes.TUI, "varnishhist", "varnishhist", hist, wait("1e-6"), settle), varnishdPath, histPath),
		needs(is(modes.TUI, "varnishhist-size", "varnishhist", histSize, wait("n = 0"), settle), varnishdPath, histPath),

		// varnishadm: `200` and a framed `Varnish Cache CLI 1.0`, the
		// platform and varnish-7.1.1's revision, `Type 'help' for
		// command list.` over its `varnish> ` prompt; after help (its
		// commands a line each, ending `vcl.use <configname|label>`) and
		// after status (`Child in state running`), all REPLs.
		needs(is(modes.REPL, "varnishadm", "varnishadm", adm, wait("varnish>"), settle), varnishdPath, admPath),
		needs(is(modes.REPL, "varnishadm-help", "varnishadm", adm, wait("varnish>"), typed("help", "vcl.use"), settle), varnishdPath, admPath),
		needs(is(modes.REPL, "varnishadm-status", "varnishadm", adm, wait("varnish>"), typed("status", "Child in state"), settle), varnishdPath, admPath),

		// lcd4linux -F with its Curses driver: a framed LCD of 20x4
		// characters at the top, a framed `Stderr:` box under it, the
		// cursor hidden; its splash (`LCD4Linux 0.11.0-SVN`,
		// `lcd4linux.bulix.org`, `Curses 20x4`), then its layout
		// (`*** garden host ***`, the clock ticking, `Load 0.89 Busy
		// 0%`, a bar), a full-screen display redrawn twice a second, both
		// tuis.
		needs(is(modes.TUI, "lcd4linux-splash", "lcd4linux", lcd, wait("Curses 20x4")), lcdPath),
		needs(is(modes.TUI, "lcd4linux", "lcd4linux", lcd, wait("garden host"), settle), lcdPath),

		// vnstat -l: `Monitoring lo...    (press CTRL-C to stop)` over
		// one line of rx and tx rates redrawn in place; -tr 30:
		// `Sampling lo (30 seconds average).`, at work until its summary;
		// both running, no question.
		needs(running("vnstat-live", "vnstat", live, wait("rx:")), vnstatPath),
		needs(running("vnstat-sampling", "vnstat", sample, wait("Sampling lo")), vnstatPath),
	}
}

// TestModesTwohundredfortyfirst drives the twohundredfortyfirst set live
// to the labelled moment and, with -update, stores its screens, labels
// and facts for modes' TestSetsAccuracy/twohundredfortyfirst. Whether the
// classifier reads them right is that test's measure, not a failure here.
func TestModesTwohundredfortyfirst(t *testing.T) {
	captureSet(t, twohundredfortyfirstDir, twohundredfortyfirstSet())
}
