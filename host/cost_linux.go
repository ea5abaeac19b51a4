package host

import (
	"os"
	"strconv"
	"strings"
)

// readProcCost adds what procfs says of the host: its resident memory,
// descriptors and threads, and the machine's PTYs.
func readProcCost(c *Cost) {
	if b, err := os.ReadFile("/proc/self/statm"); err == nil {
		if f := strings.Fields(string(b)); len(f) > 1 {
			pages, _ := strconv.ParseInt(f[1], 10, 64)
			c.Resident = pages * int64(os.Getpagesize())
		}
	}
	if d, err := os.Open("/proc/self/fd"); err == nil {
		names, _ := d.Readdirnames(-1)
		d.Close()
		c.Descriptors = len(names) - 1 // the directory's own
	}
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for line := range strings.SplitSeq(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "Threads:"); ok {
				c.Threads, _ = strconv.Atoi(strings.TrimSpace(v))
			}
		}
	}
	c.PTYs = readInt("/proc/sys/kernel/pty/nr")
	c.PTYMax = readInt("/proc/sys/kernel/pty/max")
}

// readInt reads a file holding one number, 0 when it cannot.
func readInt(path string) int {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	return n
}
