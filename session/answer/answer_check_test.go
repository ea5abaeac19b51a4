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
// and answer_prompt's check takes an answer of its kind (confirm yes and
// no, the first option, no ticks, an empty text; a filtering list's ticks
// are refused, as documented); and over the sets that
// measure the classifier on programs it was not tuned on (unseen,
// held-out, fresh, check, recheck, novel, blind, sixth to tenth), for each moment classified a question. The
// one refusal allowed is the documented one: a list whose highlight
// cannot be seen and whose options show no keys, which answer_prompt
// will not move blind.
func TestQuestionsAnswerable(t *testing.T) {
	files, err := filepath.Glob("../../testdata/modes/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus in testdata/modes (%v)", err)
	}
	corpusFiles := len(files)
	for _, d := range []string{"modes-unseen", "modes-heldout", "modes-fresh", "modes-check", "modes-recheck", "modes-novel", "modes-blind", "modes-sixth", "modes-seventh", "modes-eighth", "modes-ninth", "modes-tenth"} {
		more, err := filepath.Glob("../../testdata/" + d + "/*.json")
		if err != nil || len(more) == 0 {
			t.Fatalf("no samples in testdata/%s (%v)", d, err)
		}
		files = append(files, more...)
	}
	questions := map[string]bool{}
	for n, f := range files {
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
			if r.mode != modes.Question || (r.what == "labelled" && n >= corpusFiles) {
				continue // (a held-out set's labels are measured, not checked)
			}
			questions[c.Name] = true
			p := r.prompt
			if p == nil {
				t.Errorf("%s: %s question (%s) without a prompt", c.Name, r.what, got.Detail)
				continue
			}
			answers := []Answer{answerFor(p)}
			if p.Kind == modes.Confirm {
				no := false
				answers = append(answers, Answer{Confirm: &no})
			}
			for _, a := range answers {
				err := check(p, a)
				// (A filtering list's ticks are refused as a whole, by
				// design: answer_prompt names send_keys with <tab>.)
				filtered := p.Filter && a.Choices != nil
				if err != nil && !(blind(p) && err.Error() == cannotMove(p).Error()) && !filtered {
					t.Errorf("%s: answer_prompt refuses the %s %s prompt %q: %v", c.Name, r.what, p.Kind, p.Question, err)
				}
			}
		}
	}
	t.Logf("%d of %d cases ask a question (%d of the corpus)", len(questions), len(files), corpusFiles)
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
