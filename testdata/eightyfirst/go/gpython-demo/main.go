// gpython-demo starts gpython's interactive console as its gpython
// command does with no script: a Python 3.4 interpreter written in Go.
package main

import (
	"fmt"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/repl"
	"github.com/go-python/gpython/repl/cli"

	_ "github.com/go-python/gpython/stdlib"
)

func main() {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	fmt.Println("Python 3.4.0 (gpython)")
	cli.RunREPL(repl.New(ctx))
}
