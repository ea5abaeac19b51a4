// module-tree shows a module's dependency tree, drawn by xlab/treeprint,
// full screen on the alternate screen like a pager: a screenful at a
// time over a status row in reverse video, j/↓ a row on, space a page,
// k/↑ back, q to quit.
package main

import (
	"fmt"
	"strings"

	"github.com/xlab/treeprint"
	"golang.org/x/term"

	"agentty.test/twohundredfortyseventh/internal/keys"
)

func tree() string {
	t := treeprint.NewWithRoot("relay/api v2.4.0")
	add := func(b treeprint.Tree, mods ...string) {
		for _, m := range mods {
			b.AddNode(m)
		}
	}
	cli := t.AddBranch("relay/cli v1.9.2")
	add(cli, "relay/flags v1.1.0", "relay/config v0.8.1")
	cfg := cli.AddBranch("relay/log v0.6.0")
	add(cfg, "relay/clock v0.2.0", "relay/ring v0.1.4")
	store := t.AddBranch("relay/store v3.2.1")
	add(store, "relay/codec v1.0.3", "relay/pool v0.9.0")
	wal := store.AddBranch("relay/wal v2.0.0")
	add(wal, "relay/crc v1.1.1", "relay/mmap v0.3.2", "relay/fsync v0.1.0")
	idx := store.AddBranch("relay/index v1.4.0")
	add(idx, "relay/btree v2.2.0", "relay/bloom v1.0.6")
	net := t.AddBranch("relay/net v1.7.3")
	add(net, "relay/tls v0.5.0", "relay/backoff v1.2.0", "relay/dns v0.4.4")
	rpc := net.AddBranch("relay/rpc v2.1.0")
	add(rpc, "relay/proto v1.3.3", "relay/stream v0.7.1", "relay/deadline v0.1.2")
	auth := t.AddBranch("relay/auth v0.9.5")
	add(auth, "relay/token v1.0.0", "relay/keys v0.6.2", "relay/audit v0.2.9")
	met := t.AddBranch("relay/metrics v1.2.2")
	add(met, "relay/histogram v0.3.0", "relay/export v0.4.1")
	add(t, "relay/version v1.0.0", "relay/testkit v0.5.0 (test)")
	return t.String()
}

func main() {
	lines := strings.Split(strings.TrimRight(tree(), "\n"), "\n")
	w, h, err := term.GetSize(1)
	if err != nil || h < 3 {
		w, h = 80, 24
	}
	page := h - 1
	restore := keys.Raw()
	fmt.Print("\033[?1049h\033[?25l")
	top := 0
	draw := func() {
		fmt.Print("\033[H\033[2J")
		for i := 0; i < page; i++ {
			if top+i < len(lines) {
				fmt.Print(lines[top+i])
			} else {
				fmt.Print("~")
			}
			fmt.Print("\r\n")
		}
		last := top + page
		if last > len(lines) {
			last = len(lines)
		}
		status := fmt.Sprintf(" module-tree  relay/api v2.4.0  lines %d-%d of %d  (j/k, space, q)", top+1, last, len(lines))
		if len(status) < w {
			status += strings.Repeat(" ", w-len(status))
		}
		fmt.Print("\033[7m", status, "\033[0m")
	}
	max := len(lines) - page
	if max < 0 {
		max = 0
	}
	draw()
	for {
		switch keys.Read() {
		case "q", keys.Quit:
			fmt.Print("\033[?25h\033[?1049l")
			restore()
			return
		case "j", keys.Down, keys.Enter:
			top++
		case "k", keys.Up:
			top--
		case keys.Space:
			top += page
		case "b":
			top -= page
		}
		if top > max {
			top = max
		}
		if top < 0 {
			top = 0
		}
		draw()
	}
}
