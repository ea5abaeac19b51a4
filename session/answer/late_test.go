package answer

import (
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// lateTerminal is a multiselect whose program draws what a key did one
// frame late: the screen a Send returns is the one before the key, and
// the next settled Look shows it (a renderer's frame tick after the one
// the input's wait saw, as on a loaded machine).
type lateTerminal struct {
	ticked, moved []bool // what the program holds: ticks, and the highlight on each option
	shown         *modes.Prompt
	enter         bool
}

func (l *lateTerminal) prompt() *modes.Prompt {
	p := &modes.Prompt{Kind: modes.Multiselect, Question: "Pick fruits", Toggle: "x"}
	for i, name := range []string{"Apple", "Banana"} {
		sel, tick := l.moved[i], l.ticked[i]
		p.Options = append(p.Options, modes.Option{Label: name, Selected: &sel, Checked: &tick, Row: i + 1})
	}
	return p
}

func (l *lateTerminal) Look(settle bool) (Screen[int], error) {
	if settle {
		l.shown = l.prompt()
	}
	if l.enter {
		return Screen[int]{Mode: modes.Shell, Lines: []string{"picked"}}, nil
	}
	return Screen[int]{Mode: modes.Question, Prompt: l.shown}, nil
}

func (l *lateTerminal) Send(in Input, _ string) (Screen[int], error) {
	shown := l.shown
	switch string(in.Keys[0].Encode(emulator.Modes{})) {
	case "x":
		for i, on := range l.moved {
			if on {
				l.ticked[i] = !l.ticked[i]
			}
		}
	case "\x1b[B":
		l.moved = []bool{false, true}
	case "\r":
		l.enter = true
	}
	v, err := l.Look(false)
	if v.Prompt != nil {
		v.Prompt = shown // (not drawn yet)
	}
	return v, err
}

// A key whose effect the program draws a frame after the input's wait
// settled is looked at once more before the step is judged: the tick and
// the move show then, and the answer goes on.
func TestEffectDrawnAFrameLate(t *testing.T) {
	l := &lateTerminal{ticked: []bool{false, false}, moved: []bool{true, false}}
	l.shown = l.prompt()
	v, err := Prompt[int](l, Answer{Choices: []string{"Banana"}})
	if err != nil {
		t.Fatalf("answer refused: %v", err)
	}
	if !l.enter || l.ticked[0] || !l.ticked[1] || v.Lines[0] != "picked" {
		t.Errorf("ticked %v, submitted %v, screen %v: want Banana alone ticked and submitted", l.ticked, l.enter, v.Lines)
	}
}
