package answer

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/agentty/agentty/modes"
)

// TestQuestionsAnswerable holds over the whole modes corpus: a moment
// whose mode is question (as labelled, and as classified now) has a prompt,
// and answer_prompt's check takes an answer of its kind (confirm yes, the
// first option, no ticks, an empty text). The one refusal allowed is the
// documented one: a list whose highlight cannot be seen and whose options
// show no keys, which answer_prompt will not move blind.
func TestQuestionsAnswerable(t *testing.T) {
	files, err := filepath.Glob("../../testdata/modes/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus in testdata/modes (%v)", err)
	}
	questions := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c modes.Sample
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got := modes.Classify(c.Screen, c.Facts)
		for _, r := range []struct {
			what   string
			mode   modes.Mode
			prompt *modes.Prompt
		}{{"labelled", c.Expect.Mode, c.Expect.Prompt}, {"classified", got.Mode, got.Prompt}} {
			if r.mode != modes.Question {
				continue
			}
			questions[c.Name] = true
			p := r.prompt
			if p == nil {
				t.Errorf("%s: %s question (%s) without a prompt", c.Name, r.what, got.Detail)
				continue
			}
			err := check(p, answerFor(p))
			if err != nil && !(blind(p) && err.Error() == cannotMove(p).Error()) {
				t.Errorf("%s: answer_prompt refuses the %s %s prompt %q: %v", c.Name, r.what, p.Kind, p.Question, err)
			}
		}
	}
	t.Logf("%d of %d cases ask a question", len(questions), len(files))
}

// answerFor is an answer of the prompt's kind.
func answerFor(p *modes.Prompt) Answer {
	switch p.Kind {
	case modes.Confirm:
		yes := yesOrNo(p, true) >= 0
		return Answer{Confirm: &yes}
	case modes.Multiselect:
		return Answer{Choices: []string{}}
	case modes.Text, modes.Password:
		empty := ""
		return Answer{Text: &empty}
	}
	first := ""
	if len(p.Options) > 0 {
		first = p.Options[0].Label
	}
	return Answer{Choice: &first}
}

// blind reports whether nothing on the screen shows how to reach an option:
// no highlight, and no option's key.
func blind(p *modes.Prompt) bool {
	for _, o := range p.Options {
		if o.Key != "" {
			return false
		}
	}
	return !p.Readable()
}
