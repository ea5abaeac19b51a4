// release-spinner resolves a release's dependencies under mpb's spinner
// bar, then asks for the release's name with a default. With "slow" the
// spinner turns for minutes.
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
	wait := 1500 * time.Millisecond
	if len(os.Args) > 1 && os.Args[1] == "slow" {
		wait = 10 * time.Minute
	}
	p := mpb.New(mpb.WithWidth(1))
	spin := p.New(0, mpb.SpinnerStyle().PositionLeft(),
		mpb.AppendDecorators(decor.Name("Resolving dependencies of relay"), decor.Elapsed(decor.ET_STYLE_GO, decor.WCSyncSpace)),
	)
	time.Sleep(wait)
	spin.SetTotal(1, true)
	p.Wait()
	fmt.Println("Resolved 24 dependencies.")
	fmt.Print("Release name [release-7]: ")
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	name := strings.TrimSpace(line)
	if name == "" {
		name = "release-7"
	}
	fmt.Println("Tagged", name)
}
