package kernel

import (
	"os"
	"strconv"
)

// WorkOf reads what procfs shows of process pid's work: /proc/PID/stat for
// its state, start and processor time, and each thread's stat for whether
// it runs or waits to. false when the process is gone.
func WorkOf(pid int) (Work, bool) {
	if pid <= 0 {
		return Work{}, false
	}
	dir := "/proc/" + strconv.Itoa(pid)
	st, ok := readStat(dir + "/stat")
	if !ok {
		return Work{}, false
	}
	w := Work{State: st.State, Start: st.Start, CPU: st.CPU}
	d, err := os.Open(dir + "/task")
	if err != nil {
		return w, true
	}
	tids, _ := d.Readdirnames(-1)
	d.Close()
	for _, tid := range tids {
		if t, ok := readStat(dir + "/task/" + tid + "/stat"); ok && t.State == 'R' {
			w.Runnable++
		}
	}
	return w, true
}
