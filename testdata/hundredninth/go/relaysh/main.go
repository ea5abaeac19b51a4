// relaysh is an interactive POSIX shell made of mvdan.cc/sh's parser and
// interpreter, as its gosh does: `$ ` at each command, `> ` while one is
// incomplete.
package main

import (
	"context"
	"fmt"
	"os"

	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"
)

func main() {
	r, err := interp.New(interp.StdIO(os.Stdin, os.Stdout, os.Stderr), interp.Interactive(true))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	parser := syntax.NewParser()
	fmt.Print("$ ")
	fn := func(stmts []*syntax.Stmt) bool {
		if parser.Incomplete() {
			fmt.Print("> ")
			return true
		}
		for _, stmt := range stmts {
			if err := r.Run(context.Background(), stmt); err != nil {
				fmt.Fprintln(os.Stderr, err)
			}
			if r.Exited() {
				return false
			}
		}
		fmt.Print("$ ")
		return true
	}
	if err := parser.Interactive(os.Stdin, fn); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
