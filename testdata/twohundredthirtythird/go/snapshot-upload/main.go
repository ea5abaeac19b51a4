// snapshot-upload uploads three snapshots under a pool of cheggaaa/pb's
// progress bars, then asks whether to delete the local copies and
// whether to keep the upload log. "slow" makes the upload last minutes.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/cheggaaa/pb/v3"
)

var in = bufio.NewReader(os.Stdin)

// ask asks a yes/no question on one line; def is the answer of a bare
// enter.
func ask(q string, def bool) bool {
	hint := "[y/N]"
	if def {
		hint = "[Y/n]"
	}
	for {
		fmt.Printf("%s %s ", q, hint)
		line, err := in.ReadString('\n')
		if err != nil {
			os.Exit(1)
		}
		switch strings.ToLower(strings.TrimSpace(line)) {
		case "":
			return def
		case "y", "yes":
			return true
		case "n", "no":
			return false
		}
		fmt.Println("Please answer y or n.")
	}
}

func main() {
	slow := len(os.Args) > 1 && os.Args[1] == "slow"
	files := []struct {
		name string
		size int64
	}{
		{"depot-db-1127.tar.zst", 48 << 20},
		{"depot-media-1127.tar", 131 << 20},
		{"depot-config-1127.tgz", 3 << 20},
	}
	fmt.Println("Uploading 3 snapshots to backup.example.invalid")
	tmpl := `{{string . "name" | printf "%-22s"}} {{counters . }} {{bar . "[" "=" ">" "-" "]"}} {{percent . }}`
	var bars []*pb.ProgressBar
	for _, f := range files {
		b := pb.New64(f.size).SetTemplateString(tmpl).Set(pb.Bytes, true).SetWidth(78).SetWriter(os.Stdout)
		b.Set("name", f.name)
		bars = append(bars, b)
	}
	pool, err := pb.StartPool(bars...)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	steps := 20
	pause := 60 * time.Millisecond
	if slow {
		steps, pause = 400, 500*time.Millisecond
	}
	for s := 1; s <= steps; s++ {
		for i, b := range bars {
			// the small file goes fastest, the large one slowest
			n := s * (3 - i%3)
			if i == 2 {
				n = s * 4
			}
			v := files[i].size * int64(min(n, steps)) / int64(steps)
			b.SetCurrent(v)
		}
		time.Sleep(pause)
	}
	for i, b := range bars {
		b.SetCurrent(files[i].size)
	}
	time.Sleep(250 * time.Millisecond)
	_ = pool.Stop()
	fmt.Println("Uploaded 3 snapshots (182 MiB).")
	del := ask("Delete the local copies of the 3 snapshots?", false)
	if del {
		fmt.Println("Deleted 3 local copies.")
	}
	keep := ask("Keep a copy of the upload log?", true)
	if keep {
		fmt.Println("Log kept in upload-1127.log.")
	}
}
