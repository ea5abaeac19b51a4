// runbook runs a task of its Taskfile through go-task's executor, with
// its interactive prompts on: a task's prompt before it runs, and the
// values of the variables a task requires.
package main

import (
	"context"
	_ "embed"
	"fmt"
	"os"

	"github.com/go-task/task/v3"
)

//go:embed Taskfile.yml
var taskfile []byte

func main() {
	dir, err := os.MkdirTemp("", "runbook")
	if err == nil {
		err = os.WriteFile(dir+"/Taskfile.yml", taskfile, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	name := "deploy"
	if len(os.Args) > 1 {
		name = os.Args[1]
	}
	e := task.NewExecutor(task.WithDir(dir), task.WithInteractive(true), task.WithVersionCheck(true),
		task.WithStdin(os.Stdin), task.WithStdout(os.Stdout), task.WithStderr(os.Stderr))
	if err := e.Setup(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := e.Run(context.Background(), &task.Call{Task: name}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
