// Command bubbline-demo is a console read line by line with
// knz/bubbline, answering "status". It is a fixture of agentty's
// fifteenth set, whose screens were never used to tune the mode
// classifier.
package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/knz/bubbline"
)

func main() {
	m := bubbline.New()
	m.Prompt = "relay> "
	m.NextPrompt = "....> "
	for {
		line, err := m.GetLine()
		if errors.Is(err, io.EOF) {
			return
		}
		if errors.Is(err, bubbline.ErrInterrupted) {
			continue
		}
		if err != nil {
			fmt.Println("error:", err)
			return
		}
		m.AddHistory(line)
		switch strings.TrimSpace(line) {
		case "":
		case "quit":
			return
		case "status":
			fmt.Println("3 peers connected, 2 jobs waiting")
		default:
			fmt.Println("unknown command:", line)
		}
	}
}
