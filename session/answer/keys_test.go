package answer

import (
	"reflect"
	"testing"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// keyTerminal is a session whose screen asks until a key is sent, and
// which records what was sent.
type keyTerminal struct {
	asks *modes.Prompt
	sent []Input
}

func (k *keyTerminal) Look(bool) (Screen[int], error) {
	if len(k.sent) > 0 {
		return Screen[int]{Mode: modes.TUI, Lines: []string{"done"}}, nil
	}
	return Screen[int]{Mode: modes.Question, Lines: []string{"are you sure?"}, Prompt: k.asks}, nil
}

func (k *keyTerminal) Send(in Input, _ string) (Screen[int], error) {
	k.sent = append(k.sent, in)
	return k.Look(true)
}

// A confirm whose answers are keys named in the key notation ("<esc>",
// a box's "ESC no  ENTER yes") is answered by pressing that key, not by
// typing its letters.
func TestNamedKeysArePressed(t *testing.T) {
	p := &modes.Prompt{Kind: modes.Confirm, Question: "are you sure you want to delete 'road trip'?",
		Options: []modes.Option{{Label: "no", Key: "<esc>"}, {Label: "yes", Key: "<enter>"}}}
	for _, c := range []struct {
		yes  bool
		want string
	}{{false, "<esc>"}, {true, "<enter>"}} {
		term := &keyTerminal{asks: p}
		if _, err := Prompt[int](term, Answer{Confirm: &c.yes}); err != nil {
			t.Fatalf("confirm %v: %v", c.yes, err)
		}
		want, err := emulator.ParseKeys(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if len(term.sent) != 1 || !reflect.DeepEqual(term.sent[0].Keys, want) {
			t.Errorf("confirm %v sent %+v, want the key %s alone", c.yes, term.sent, c.want)
		}
	}
}
