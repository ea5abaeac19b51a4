// mirror-bars copies three archives to a mirror under mpb's bars (its
// README's example of several bars), then asks whether to publish them.
// With "slow" the bars take minutes.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
)

func main() {
	step := 15 * time.Millisecond
	if len(os.Args) > 1 && os.Args[1] == "slow" {
		step = 2 * time.Second
	}
	fmt.Println("Copying 3 archives to mirror.example.invalid")
	p := mpb.New(mpb.WithWidth(40))
	names := []string{"relay-1.4.2.tar.gz", "relay-1.4.2.zip", "relay-docs.tar.gz"}
	total := 100
	done := make(chan struct{}, len(names))
	for i, name := range names {
		bar := p.AddBar(int64(total),
			mpb.PrependDecorators(
				decor.Name(name, decor.WC{C: decor.DindentRight | decor.DSyncWidth | decor.DextraSpace}),
				decor.OnComplete(decor.AverageETA(decor.ET_STYLE_GO), "done"),
			),
			mpb.AppendDecorators(decor.Percentage()),
		)
		go func(i int) {
			for j := 0; j < total; j++ {
				time.Sleep(step + time.Duration(i)*step/3)
				bar.Increment()
			}
			done <- struct{}{}
		}(i)
	}
	p.Wait()
	fmt.Print("Publish the 3 archives on the mirror? [y/N] ")
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	if strings.HasPrefix(strings.ToLower(line), "y") {
		fmt.Println("Published.")
	} else {
		fmt.Println("Not published.")
	}
}
