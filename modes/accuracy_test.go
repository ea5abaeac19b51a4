package modes

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"text/tabwriter"
)

// loadCorpus reads every sample of testdata/modes and checks that each is
// whole and agrees with itself: the state its facts give is its labelled
// state (TestModesCorpus checks the label live, but -update writes a case
// even when that check fails).
func loadCorpus(t testing.TB) []Sample {
	return loadSamples(t, "../testdata/modes", "ModesCorpus", true)
}

// loadSamples reads the samples of a directory of testdata, which the
// session test named writes with -update. With sameState, a sample whose
// facts give another state than its label is an error; the unseen set
// measures the state instead.
func loadSamples(t testing.TB, dir, test string, sameState bool) []Sample {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no samples in %s (%v): regenerate them with go test ./session -run %s -update", dir, err, test)
	}
	var out []Sample
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c Sample
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if c.Name == "" || c.Program == "" || !slices.Contains(All, c.Expect.Mode) || len(c.Screen.Lines) != c.Screen.Rows {
			t.Fatalf("%s: incomplete case (name, program, a known mode and a whole screen are needed)", f)
		}
		fixtureHeads(&c.Facts)
		if got := stateOf(c.Facts); sameState && got != c.Expect.State {
			t.Fatalf("%s: its facts give state %s, its label %s; rerun go test ./session -run %s -update and check the case", f, got, c.Expect.State, test)
		}
		out = append(out, c)
	}
	beganAsBase(out)
	return out
}

// beganAsBase gives each sample the mode a live run of today's
// classifier is told the program began as (Facts.Began): the one read
// now on the first screen of the same program in the set, the case its
// name extends (`jasspa-like` for `jasspa-like-search`; the shortest
// such), which each such case passed through before its keys were
// pressed, where that screen is an editor's, a pager's or a full-screen
// program's waiting for input. A case that is its program's first
// screen began as it reads itself. The fact a capture recorded live is
// replaced: it holds what the classifier of that day read, and a live
// run is told what today's reads. (Captured before the fact existed, a
// case has none; a case whose first screen reads no such mode keeps
// none.)
func beganAsBase(samples []Sample) {
	byName := map[string]*Sample{}
	for i := range samples {
		byName[samples[i].Name] = &samples[i]
	}
	began := map[string]Mode{}
	for _, c := range samples {
		name := c.Name
		base := &c
		for i := 1; i < len(name); i++ {
			if b, ok := byName[name[:i]]; ok && name[i] == '-' && b.Program == c.Program {
				base = b
				break
			}
		}
		if base.Name == name && c.Facts.Began == "" {
			continue // (its own first screen, captured before the fact: none)
		}
		f := base.Facts
		f.Began = ""
		if m := Classify(base.Screen, f).Mode; stateOf(f) == "waiting_for_input" && (m == Editor || m == Pager || m == TUI) {
			began[name] = m
		}
	}
	for i := range samples {
		samples[i].Facts.Began = began[samples[i].Name]
	}
}

// fixtureHeads gives a sample captured before the session read the heads
// of the files a program was given (Facts.Files) the heads the session
// reads now, from the files the live sets write (session's longFile:
// notes.txt and long.txt), so that old captures are measured as a live
// run is classified. A file that differed at the capture (a case that
// edits it first) shows other lines, which the heads then do not match.
func fixtureHeads(f *Facts) {
	if len(f.Files) > 0 {
		return
	}
	var long strings.Builder
	for i := 1; i <= 300; i++ {
		if i == 150 {
			long.WriteString("the needle is here\n")
			continue
		}
		fmt.Fprintf(&long, "row %03d of the file\n", i)
	}
	heads := map[string]string{"notes.txt": "first line\nsecond line\nthird line\n", "long.txt": long.String()[:4096]}
	for i, a := range f.Args {
		if h, ok := heads[filepath.Base(a)]; ok && !strings.HasPrefix(a, "-") {
			b := []byte(h)
			if j := strings.LastIndexByte(h, '\n'); j >= 0 {
				b = b[:j+1]
			}
			f.Files = append(f.Files, FileHead{Arg: i, Head: b})
		}
	}
}

// stateOf is the state the kernel's facts gave at the captured moment.
func stateOf(f Facts) string {
	switch {
	case f.Exited:
		return "exited"
	case f.Waiting:
		return "waiting_for_input"
	}
	return "running"
}

// TestAccuracy classifies every stored case and prints a table per program
// (the state is the loader's to check: it comes from the facts, not from
// Classify): the mode and its detail must be the labelled ones for every
// case (issue 44: the tuned corpus stays right), and password_prompt must
// never be given where it is not one.
func TestAccuracy(t *testing.T) {
	cases := loadCorpus(t)
	type tally struct{ cases, right int }
	per := map[string]*tally{}
	var total tally
	var wrong []string
	falsePassword := 0
	for _, c := range cases {
		got := Classify(c.Screen, c.Facts)
		ok := got.Mode == c.Expect.Mode && strings.Contains(got.Detail, c.Expect.Detail)
		if got.Mode == PasswordPrompt && c.Expect.Mode != PasswordPrompt {
			falsePassword++
		}
		p := per[c.Program]
		if p == nil {
			p = &tally{}
			per[c.Program] = p
		}
		p.cases++
		total.cases++
		if ok {
			p.right++
			total.right++
		} else {
			wrong = append(wrong, fmt.Sprintf("%s: got %s (%s), want %s (%q)\n%s", c.Name, got.Mode, got.Detail,
				c.Expect.Mode, c.Expect.Detail, strings.Join(c.Screen.Lines, "\n")))
		}
	}

	pct := 100 * float64(total.right) / float64(total.cases)
	t.Logf("mode and detail per program:\n%s", table("program\tcases\tright\t%", per, &total, func(p *tally) string {
		return fmt.Sprintf("%d\t%d\t%.1f", p.cases, p.right, 100*float64(p.right)/float64(p.cases))
	}))

	for _, s := range wrong {
		t.Errorf("wrong: %s", s) // issue 44: every case of the tuned corpus stays right
	}
	if total.cases < 80 || len(per) < 30 {
		t.Errorf("the corpus has %d cases from %d programs; it needs at least 80 from 30", total.cases, len(per))
	}
	if pct < 98 {
		t.Errorf("%.1f%% right, want at least 98%%", pct)
	}
	if falsePassword > 0 {
		t.Errorf("password_prompt given %d times where there is none", falsePassword)
	}
}

// TestPromptAccuracy reads the prompt off every stored case and prints, per
// program, how many cases have the prompt's kind, options (labels, keys,
// ticks), highlighted option, and question and default right; a case
// without a prompt is right when none is read. The corpus must hold at
// least 40 cases with a prompt from 12 programs, and every case's prompt
// must be right in every part (issue 44: the tuned corpus stays right).
func TestPromptAccuracy(t *testing.T) {
	cases := loadCorpus(t)
	type tally struct{ cases, prompts, kind, options, selected, text int }
	per := map[string]*tally{}
	var total tally
	withPrompt := map[string]bool{}
	for _, c := range cases {
		got := Classify(c.Screen, c.Facts).Prompt
		m := MatchPrompt(c.Expect.Prompt, got)
		p := per[c.Program]
		if p == nil {
			p = &tally{}
			per[c.Program] = p
		}
		for _, tl := range []*tally{p, &total} {
			tl.cases++
			if c.Expect.Prompt != nil {
				tl.prompts++
			}
			tl.kind += b2i(m.Kind)
			tl.options += b2i(m.Options)
			tl.selected += b2i(m.Selected)
			tl.text += b2i(m.Text)
		}
		if c.Expect.Prompt != nil {
			withPrompt[c.Program] = true
		}
		if !m.All() {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(c.Expect.Prompt)
			// Issue 44: every case of the tuned corpus stays right.
			t.Errorf("wrong: %s (%+v)\n got  %s\n want %s\n%s", c.Name, m, g, w, strings.Join(c.Screen.Lines, "\n"))
		}
	}
	t.Logf("prompts per program (cases right):\n%s", table("program\tcases\twith prompt\tkind\toptions\tselected\tquestion", per, &total, func(p *tally) string {
		return fmt.Sprintf("%d\t%d\t%d\t%d\t%d\t%d", p.cases, p.prompts, p.kind, p.options, p.selected, p.text)
	}))

	if total.prompts < 40 || len(withPrompt) < 12 {
		t.Errorf("the corpus has %d cases with a prompt from %d programs; it needs at least 40 from 12", total.prompts, len(withPrompt))
	}
	for name, n := range map[string]int{"kind": total.kind, "options": total.options, "selected": total.selected, "question and default": total.text} {
		if pct := 100 * float64(n) / float64(total.cases); pct < 95 {
			t.Errorf("prompt %s right in %.1f%% of the cases, want at least 95%%", name, pct)
		}
	}
}

// table renders a tally per program as a table: head (columns set apart
// by tabs), a row per program in order of name, then the total's.
func table[T any](head string, per map[string]*T, total *T, cols func(*T) string) string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, head+"\t")
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		fmt.Fprintf(w, "%s\t%s\t\n", n, cols(per[n]))
	}
	fmt.Fprintf(w, "total (%d programs)\t%s\t\n", len(per), cols(total))
	_ = w.Flush()
	return b.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestAccuracyCoverage checks the corpus has every mode, state and kind of
// moment the labels promise: each mode more than once, and each state.
func TestAccuracyCoverage(t *testing.T) {
	cases := loadCorpus(t)
	modes := map[Mode]int{}
	states := map[string]int{}
	for _, c := range cases {
		modes[c.Expect.Mode]++
		states[c.Expect.State]++
	}
	for _, m := range All {
		if modes[m] < 2 {
			t.Errorf("%d cases of %s, want at least 2", modes[m], m)
		}
	}
	for _, s := range []string{"waiting_for_input", "running", "exited"} {
		if states[s] == 0 {
			t.Errorf("no case where the state is %s", s)
		}
	}
}

// TestHeldOutAccuracy measures the classifier on the held-out set
// (testdata/modes-heldout): programs whose screens were never used to
// tune it, their labels written before their screens were seen. It
// prints, per program, how many cases have the labelled mode and how many
// the labelled prompt (kind, options, highlight, question and default),
// and checks the set is whole. The floor it asserts is below what the
// set measured when it was made (see the report of issue 37), so that a
// change that reads unseen programs worse fails here.
func TestHeldOutAccuracy(t *testing.T) {
	cases := loadSamples(t, "../testdata/modes-heldout", "ModesHeldOut", true)
	type tally struct{ cases, mode, prompt, both int }
	per := map[string]*tally{}
	var total tally
	for _, c := range cases {
		got := Classify(c.Screen, c.Facts)
		mode := got.Mode == c.Expect.Mode && strings.Contains(got.Detail, c.Expect.Detail)
		prompt := MatchPrompt(c.Expect.Prompt, got.Prompt).All()
		p := per[c.Program]
		if p == nil {
			p = &tally{}
			per[c.Program] = p
		}
		for _, tl := range []*tally{p, &total} {
			tl.cases++
			tl.mode += b2i(mode)
			tl.prompt += b2i(prompt)
			tl.both += b2i(mode && prompt)
		}
		if !mode || !prompt {
			g, _ := json.Marshal(got.Prompt)
			t.Logf("wrong: %s: got %s (%s) %s, want %s %s", c.Name, got.Mode, got.Detail, g, c.Expect.Mode, promptText(c.Expect.Prompt))
		}
	}
	t.Logf("held-out set, cases right per program:\n%s", table("program\tcases\tmode\tprompt\tboth\t%", per, &total, func(p *tally) string {
		return fmt.Sprintf("%d\t%d\t%d\t%d\t%.0f", p.cases, p.mode, p.prompt, p.both, 100*float64(p.both)/float64(p.cases))
	}))
	if total.cases < 25 || len(per) < 8 {
		t.Errorf("the held-out set has %d cases from %d programs; it needs at least 25 from 8", total.cases, len(per))
	}
	if pct := 100 * float64(total.mode) / float64(total.cases); pct < heldOutModeFloor {
		t.Errorf("mode right in %.0f%% of the held-out cases, under the floor of %.0f%%", pct, heldOutModeFloor)
	}
}

// heldOutModeFloor is the share of held-out cases whose mode must be
// right: below the share measured when the set was made.
const heldOutModeFloor float64 = 60

func promptText(p *Prompt) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// heldOutSets are the sets of issue 44's rounds that measure the
// classifier on programs and libraries it was not tuned on when each was
// made: named by no other test, table or fixture, labelled and committed
// before they were captured (testdata/modes-NAME, captured by the
// session's TestModesNAME), each measured once before any of its
// screens was read, and read and its misses' classes fixed after (a
// development set from then on; docs/state.md gives each one's figures).
// TestSetsAccuracy measures each, as NAME: it prints, per program, how
// many cases have the labelled mode, state, prompt kind (no prompt counts
// as a kind) and whole prompt, the cases read wrong, and a confusion
// table of modes (rows: the label; columns: what was read); it asserts
// that the set is whole and that the mode and prompt kind are right at
// least as often as its floors, set under what it measured once its
// classes were fixed, so that a change that reads these programs worse
// fails here.
//
//	go test ./modes -run 'SetsAccuracy/ninth' -v
var heldOutSets = []struct {
	name, what, live     string
	cases, programs      int
	modeFloor, kindFloor float64
}{
	// The floors, under each set's figures once its misses' classes were
	// fixed (its first measure, its screens unread, in parentheses):
	// unseen 98.8% and 95.3% after the second round (48.8%, 66.3%).
	{"unseen", "unseen set", "ModesUnseen", 60, 30, 98, 95},
	// fresh 94.7%, 95.6% (71.1%, 72.8%).
	{"fresh", "fresh set", "ModesFresh", 60, 30, 95, 94},
	// check 94.9%, 100% (82.1%, 89.7%).
	{"check", "check set", "ModesCheck", 35, 25, 97, 100},
	// recheck 91.7%, 91.7% (79.2%, 75.0%); 100%, 100% after the
	// sixteenth round.
	{"recheck", "recheck set", "ModesRecheck", 20, 15, 100, 100},
	// novel 91.7%, 93.3% (76.7%, 78.3%; 81.7%, 80.0% after the third
	// round's changes, unread).
	// 93.3%, 95.0% after the sixteenth round.
	{"novel", "novel set", "ModesNovel", 40, 25, 93, 95},
	// blind: after the fourth round's changes, unread, 68.3%, 82.9%
	// (58.5%, 75.6%); 87.8%, 90.2% once read and fixed.
	// 95.1%, 95.1% after the twentieth round (a program at work asks);
	// 92.7%, 95.1% once a document's paragraphs fill a pager's screen
	// (bombadillo's page over "21% Read", labelled tui, reads as the
	// pager links2's and elinks' pages are labelled).
	{"blind", "blind set", "ModesBlind", 40, 25, 92, 95},
	// sixth 95.0%, 95.0% (75.0%, 82.5%).
	{"sixth", "sixth set", "ModesSixth", 35, 20, 95, 95},
	// seventh 90.9%, 90.9% (70.1%, 72.7%).
	{"seventh", "seventh set", "ModesSeventh", 60, 30, 92, 92},
	// eighth 91.5%, 93.0% (74.6%, 76.1%); 94.4%, 94.4% after the
	// sixteenth round.
	{"eighth", "eighth set", "ModesEighth", 60, 30, 94, 97},
	// ninth 92.2%, 92.2% (74.0%, 80.5%; the classifier this session
	// began with, 64.9%, 76.6%).
	// 92.2%, 96.1% after the sixteenth round.
	{"ninth", "ninth set", "ModesNinth", 60, 30, 93, 97},
	// tenth 83.6%, 91.0% (76.1%, 83.6%; the classifier this session
	// began with, 74.6%, 82.1%).
	// 86.6%, 94.0% after the sixteenth round.
	{"tenth", "tenth set", "ModesTenth", 60, 30, 88, 95},
	// eleventh 95.2%, 95.2% (85.7%, 82.5%, its screens unread); its kind
	// floor 93 since a full-screen program's "press any key" splash is
	// its own screen (dopewars' title, labelled a question here, as
	// Moria's, Angband's and tetradraw's of the same shape are labelled
	// the program's own in the eighth, fourteenth and ninth sets).
	{"eleventh", "eleventh set", "ModesEleventh", 60, 30, 95, 93},
	// twelfth 94.2%, 95.7% (91.3%, 88.4%, its screens unread; 92.8%,
	// 89.9% with the changes made before it was read).
	// 95.7%, 97.1% after the sixteenth round.
	{"twelfth", "twelfth set", "ModesTwelfth", 60, 30, 98, 98},
	// thirteenth 93.0%, 93.0% (81.7%, 80.3%, its screens unread); 98.6%,
	// 98.6% after the sixteenth round.
	{"thirteenth", "thirteenth set", "ModesThirteenth", 60, 30, 98, 98},
	// fourteenth 100%, 91.4% (77.1%, 77.1%, its screens unread; the
	// same with the changes made before it was read).
	{"fourteenth", "fourteenth set", "ModesFourteenth", 35, 17, 100, 91},
	// fifteenth 100%, 100% (87.2%, 87.2%, its screens unread; the same
	// with the changes made before it was read).
	{"fifteenth", "fifteenth set", "ModesFifteenth", 39, 16, 100, 100},
	// sixteenth 97.0%, 100% (81.8%, 87.9%, its screens unread; the same
	// with the changes made before it was read).
	{"sixteenth", "sixteenth set", "ModesSixteenth", 33, 16, 100, 100},
	// seventeenth 97.4%, 100% (81.6%, 89.5%, its screens unread; the
	// same with the changes made before it was read).
	{"seventeenth", "seventeenth set", "ModesSeventeenth", 38, 15, 100, 100},
	// eighteenth 100%, 100% (83.3%, 83.3%, its screens unread; the
	// same with the changes made before it was read).
	{"eighteenth", "eighteenth set", "ModesEighteenth", 30, 14, 100, 100},
	// nineteenth 100%, 97.4% (84.2%, 89.5%, its screens unread; the
	// same with the changes made before it was read).
	{"nineteenth", "nineteenth set", "ModesNineteenth", 38, 16, 100, 97},
	// twentieth 93.5%, 96.8% (71.0%, 77.4% first, unread).
	{"twentieth", "twentieth set", "ModesTwentieth", 31, 14, 93, 96},
	// twentyfirst 100%, 97.1% (91.2%, 82.4% first, unread).
	{"twentyfirst", "twentyfirst set", "ModesTwentyfirst", 34, 15, 100, 97},
	// twentysecond 100%, 93.0% (74.4%, 76.7% first, unread).
	{"twentysecond", "twentysecond set", "ModesTwentysecond", 43, 15, 100, 93},
	// twentythird 97.1%, 94.3% (82.9%, 85.7% first, unread).
	{"twentythird", "twentythird set", "ModesTwentythird", 35, 14, 97, 97},
	// twentyfourth 96.6%, 100% (82.8%, 93.1% first, unread).
	{"twentyfourth", "twentyfourth set", "ModesTwentyfourth", 29, 14, 96, 100},
	// twentyfifth 96.7%, 93.3% (90.0%, 90.0% first, unread).
	{"twentyfifth", "twentyfifth set", "ModesTwentyfifth", 30, 15, 96, 93},
	// twentysixth 100%, 100% (96.4%, 96.4% first, unread).
	{"twentysixth", "twentysixth set", "ModesTwentysixth", 28, 11, 100, 100},
	// twentyseventh 100%, 100% (first, unread).
	{"twentyseventh", "twentyseventh set", "ModesTwentyseventh", 26, 14, 100, 100},
	// twentyeighth 100%, 100% (96.8%, 96.8% first, unread).
	{"twentyeighth", "twentyeighth set", "ModesTwentyeighth", 31, 10, 100, 100},
	// twentyninth 87.5%, 100% (70.8%, 95.8% first, unread); 95.8%, 100.0% (100.0%) after the twenty-third session's fixes.
	{"twentyninth", "twentyninth set", "ModesTwentyninth", 24, 12, 95, 100},
	// thirtieth 100%, 100% (44.8%, 44.8% first, unread).
	{"thirtieth", "thirtieth set", "ModesThirtieth", 29, 8, 100, 100},
	// thirtyfirst 100%, 100% (92.3%, 80.8% first, unread).
	{"thirtyfirst", "thirtyfirst set", "ModesThirtyfirst", 26, 10, 100, 100},
	// thirtysecond 100%, 100% (95.2%, 95.2% first, unread).
	{"thirtysecond", "thirtysecond set", "ModesThirtysecond", 21, 7, 100, 100},
	// thirtythird 100%, 95.7% (82.6%, 82.6% first, unread).
	{"thirtythird", "thirtythird set", "ModesThirtythird", 23, 10, 100, 95},
	// thirtyfourth 100%, 100% (73.7%, 89.5% first, unread).
	{"thirtyfourth", "thirtyfourth set", "ModesThirtyfourth", 19, 5, 100, 100},
	// thirtyfifth 93.3%, 100% (81.2%, 93.8% first on 16 cases, unread; one
	// unreached case removed after).
	{"thirtyfifth", "thirtyfifth set", "ModesThirtyfifth", 15, 9, 93, 100},
	// thirtyseventh 100%, 100% (90.0%, 80.0% first, unread).
	{"thirtyseventh", "thirtyseventh set", "ModesThirtyseventh", 20, 8, 100, 100},
	// thirtyeighth 100%, 100% (96.3%, 88.9% first, unread).
	{"thirtyeighth", "thirtyeighth set", "ModesThirtyeighth", 27, 9, 100, 100},
	// thirtysixth 94.1%, 94.1% (52.9%, 52.9% first, unread).
	{"thirtysixth", "thirtysixth set", "ModesThirtysixth", 17, 9, 94, 94},
	// fortieth 96.2%, 96.2% (88.5%, 84.6% first, unread).
	{"fortieth", "fortieth set", "ModesFortieth", 26, 11, 96, 96},
	// thirtyninth 100%, 100% (96.3%, 85.2% first, unread).
	{"thirtyninth", "thirtyninth set", "ModesThirtyninth", 27, 8, 100, 100},
	// fortysecond 100%, 100% (90.9%, 84.8% first, unread).
	{"fortysecond", "fortysecond set", "ModesFortysecond", 33, 9, 100, 100},
	// fortythird 100%, 100% (95.8%, 83.3% first, unread).
	{"fortythird", "fortythird set", "ModesFortythird", 24, 6, 100, 100},
	// fortyfirst 94.4%, 94.4% (83.3%, 83.3% first, unread).
	{"fortyfirst", "fortyfirst set", "ModesFortyfirst", 18, 7, 94, 94},
	// fortysixth 100%, 100% (96.4%, 96.4% first, unread).
	{"fortysixth", "fortysixth set", "ModesFortysixth", 28, 8, 100, 100},
	// fortyfifth 100%, 100% (100%, 90.9% first, unread).
	{"fortyfifth", "fortyfifth set", "ModesFortyfifth", 11, 7, 100, 100},
	// fortyfourth 100%, 100% (75.0%, 87.5% first, unread).
	{"fortyfourth", "fortyfourth set", "ModesFortyfourth", 8, 5, 100, 100},
	// fortyninth 100%, 100% (87.5%, 87.5% first, unread).
	{"fortyninth", "fortyninth set", "ModesFortyninth", 16, 3, 100, 100},
	// fortyseventh 77.8%, 100% (first, unread).
	{"fortyseventh", "fortyseventh set", "ModesFortyseventh", 9, 4, 77, 100},
	// fortyeighth 100%, 92.3% (100%, 84.6% first, unread).
	{"fortyeighth", "fortyeighth set", "ModesFortyeighth", 13, 8, 100, 92},
	// fiftysecond 94.7%, 94.7% (94.7%, 89.5% first, unread).
	{"fiftysecond", "fiftysecond set", "ModesFiftysecond", 19, 5, 94, 94},
	// fiftieth 93.3%, 93.3% (73.3%, 86.7% first, unread).
	{"fiftieth", "fiftieth set", "ModesFiftieth", 15, 6, 93, 93},
	// fiftyfirst 100%, 100% (first, unread; whole prompt 50% first, 77.8% now).
	{"fiftyfirst", "fiftyfirst set", "ModesFiftyfirst", 18, 5, 100, 100},
	// fiftythird 100%, 100% (86.2%, 86.2% first, unread).
	{"fiftythird", "fiftythird set", "ModesFiftythird", 29, 9, 100, 100},
	// fiftyfourth 100%, 96.4% (71.4%, 82.1% first, unread).
	{"fiftyfourth", "fiftyfourth set", "ModesFiftyfourth", 28, 7, 100, 96},
	// fiftyfifth 100%, 84.0% (68.0%, 52.0% first, unread).
	{"fiftyfifth", "fiftyfifth set", "ModesFiftyfifth", 25, 11, 100, 84},
	// fiftyeighth 100%, 100% (first, unread).
	{"fiftyeighth", "fiftyeighth set", "ModesFiftyeighth", 7, 2, 100, 100},
	// fiftysixth 100%, 93.8% (75.0%, 75.0% first, unread).
	{"fiftysixth", "fiftysixth set", "ModesFiftysixth", 16, 7, 100, 93},
	// fiftyseventh 92.9%, 100% (78.6%, 92.9% first, unread); 100.0%, 100.0% (100.0%) after the twenty-second session's fixes.
	{"fiftyseventh", "fiftyseventh set", "ModesFiftyseventh", 14, 4, 100, 100},
	// sixtyfirst 75.0%, 100% (50.0%, 100% first, unread); 87.5%, 100.0% (100.0%) after the twenty-second session's fixes.
	{"sixtyfirst", "sixtyfirst set", "ModesSixtyfirst", 8, 2, 87, 100},
	// fiftyninth 100%, 100% (first, unread).
	{"fiftyninth", "fiftyninth set", "ModesFiftyninth", 17, 7, 100, 100},
	// sixtieth 100%, 100% (first, unread).
	{"sixtieth", "sixtieth set", "ModesSixtieth", 3, 1, 100, 100},
	// sixtysecond 100%, 100% (first, unread).
	{"sixtysecond", "sixtysecond set", "ModesSixtysecond", 15, 4, 100, 100},
	// sixtythird 100%, 100% (first, unread).
	{"sixtythird", "sixtythird set", "ModesSixtythird", 6, 4, 100, 100},
	// sixtysixth 76.5%, 82.4% (first, unread).
	{"sixtysixth", "sixtysixth set", "ModesSixtysixth", 17, 8, 100, 100},
	// sixtyfifth 100%, 88.9% (first, unread).
	{"sixtyfifth", "sixtyfifth set", "ModesSixtyfifth", 18, 5, 100, 88},
	// sixtyfourth 60.0%, 86.7% (first, unread).
	{"sixtyfourth", "sixtyfourth set", "ModesSixtyfourth", 15, 6, 66, 100},
	// sixtyseventh 83.9%, 77.4% (first, unread).
	{"sixtyseventh", "sixtyseventh set", "ModesSixtyseventh", 31, 5, 90, 90},
	// sixtyeighth 84%, 88% (first, unread).
	{"sixtyeighth", "sixtyeighth set", "ModesSixtyeighth", 25, 9, 92, 100},
	// seventieth 71.4%, 71.4% (first, unread).
	{"seventieth", "seventieth set", "ModesSeventieth", 35, 14, 91, 100},
	// sixtyninth 93.3%, 100% (first, unread).
	{"sixtyninth", "sixtyninth set", "ModesSixtyninth", 30, 4, 100, 100},
	// seventysecond 84.6%, 69.2% (first, unread).
	{"seventysecond", "seventysecond set", "ModesSeventysecond", 13, 6, 84, 84},
	// seventyfirst 75%, 66.7% (first, unread).
	{"seventyfirst", "seventyfirst set", "ModesSeventyfirst", 12, 6, 100, 100},
	// seventyfifth 87.5%, 85.0% (first, unread).
	{"seventyfifth", "seventyfifth set", "ModesSeventyfifth", 40, 16, 100, 100},
	// seventyfourth 88%, 64% (first, unread).
	{"seventyfourth", "seventyfourth set", "ModesSeventyfourth", 25, 4, 100, 92},
	// seventythird 48.1%, 48.1% (first, unread).
	{"seventythird", "seventythird set", "ModesSeventythird", 27, 10, 92, 88},
	// seventyseventh 91.9%, 86.5% (first, unread).
	{"seventyseventh", "seventyseventh set", "ModesSeventyseventh", 37, 24, 100, 97},
	// seventysixth 100%, 95.0% (first, unread).
	{"seventysixth", "seventysixth set", "ModesSeventysixth", 20, 5, 100, 100},
	// seventyeighth 63.2%, 73.7% (first, unread).
	{"seventyeighth", "seventyeighth set", "ModesSeventyeighth", 19, 10, 73, 84},
	// seventyninth 93.3%, 83.3% (first, unread).
	{"seventyninth", "seventyninth set", "ModesSeventyninth", 30, 8, 100, 100},
	// eightysecond 93.1%, 96.6% (first, unread).
	{"eightysecond", "eightysecond set", "ModesEightysecond", 29, 14, 100, 100},
	// eightyfourth 80.0%, 80.0% (first, unread).
	{"eightyfourth", "eightyfourth set", "ModesEightyfourth", 20, 9, 100, 100},
	// eightyfirst 91.7%, 100% (first, unread).
	{"eightyfirst", "eightyfirst set", "ModesEightyfirst", 24, 10, 100, 100},
	// eightythird 90.5%, 85.7% (first, unread).
	{"eightythird", "eightythird set", "ModesEightythird", 21, 11, 95, 95},
	// eightieth 97.6%, 97.6% (first, unread).
	{"eightieth", "eightieth set", "ModesEightieth", 42, 6, 100, 97},
	// eightysixth 88.0%, 88.0% (first, unread).
	{"eightysixth", "eightysixth set", "ModesEightysixth", 25, 7, 100, 100},
	// eightyseventh 50.0%, 40.9% (first, unread).
	{"eightyseventh", "eightyseventh set", "ModesEightyseventh", 22, 12, 90, 86},
	// eightyeighth 100.0%, 92.6% (first, unread).
	{"eightyeighth", "eightyeighth set", "ModesEightyeighth", 27, 15, 100, 92},
	// eightyfifth 100%, 93.8% (first, unread).
	{"eightyfifth", "eightyfifth set", "ModesEightyfifth", 16, 4, 100, 100},
	// ninetyfirst 100%, 95.5% (first, unread).
	{"ninetyfirst", "ninetyfirst set", "ModesNinetyfirst", 44, 9, 100, 97},
	// ninetieth 82.4%, 88.2% (first, unread).
	{"ninetieth", "ninetieth set", "ModesNinetieth", 34, 13, 94, 88},
	// eightyninth 79.2%, 79.2% (first, unread).
	{"eightyninth", "eightyninth set", "ModesEightyninth", 24, 6, 100, 100},
	// ninetysecond 84.6%, 92.3% (first, unread).
	{"ninetysecond", "ninetysecond set", "ModesNinetysecond", 13, 8, 92, 100},
	// ninetythird 78.6%, 71.4% (first, unread); 100.0%, 100.0% (82.1%) after the twentieth and twenty-first sessions' fixes.
	{"ninetythird", "ninetythird set", "ModesNinetythird", 28, 8, 100, 100},
	// ninetysixth 93.5%, 100% (first, unread).
	{"ninetysixth", "ninetysixth set", "ModesNinetysixth", 31, 13, 93, 100},
	// ninetyfourth 100%, 92.3% (first, unread).
	{"ninetyfourth", "ninetyfourth set", "ModesNinetyfourth", 13, 4, 100, 100},
	// ninetyfifth 83.3%, 93.3% (first, unread).
	{"ninetyfifth", "ninetyfifth set", "ModesNinetyfifth", 30, 11, 100, 100},
	// ninetyeighth 81.2%, 68.8% (first, unread); 93.8%, 81.2% (43.8%) after the twentieth and twenty-first sessions' fixes.
	{"ninetyeighth", "ninetyeighth set", "ModesNinetyeighth", 16, 7, 93, 81},
	// hundredth 75.0%, 100% (81.2% whole prompts, first, unread);
	// 81.2%, 100% after the fourteenth session.
	{"hundredth", "hundredth set", "ModesHundredth", 16, 6, 81, 100},
	// ninetyninth 88.9%, 94.4% (first, unread).
	{"ninetyninth", "ninetyninth set", "ModesNinetyninth", 36, 12, 88, 94},
	// ninetyseventh 66.7%, 66.7% (first, unread).
	{"ninetyseventh", "ninetyseventh set", "ModesNinetyseventh", 24, 7, 100, 100},
	// hundredfirst 89.5%, 78.9% (78.9% whole prompts, first, unread).
	{"hundredfirst", "hundredfirst set", "ModesHundredfirst", 19, 9, 89, 89},
	// hundredthird 93.8%, 93.8% (62.5% whole prompts, first, unread).
	{"hundredthird", "hundredthird set", "ModesHundredthird", 16, 8, 93, 93},
	// hundredsecond 81.2%, 62.5% (first, unread).
	{"hundredsecond", "hundredsecond set", "ModesHundredsecond", 16, 9, 81, 68},
	// hundredsixth 82.6%, 78.3% (65.2% whole prompts, first, unread).
	// 95.7%, 95.7% once read and fixed (issue 44's tenth session).
	{"hundredsixth", "hundredsixth set", "ModesHundredsixth", 23, 7, 95, 95},
	// hundredeleventh 25.0%, 81.2% (81.2% whole prompts, first, unread).
	// 75.0%, 93.8% once read and fixed (issue 44's tenth session).
	{"hundredeleventh", "hundredeleventh set", "ModesHundredeleventh", 16, 7, 81, 93},
	// hundredtenth 92.9%, 85.7% (60.7% whole prompts, first, unread).
	// 100.0%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredtenth", "hundredtenth set", "ModesHundredtenth", 28, 9, 100, 100},
	// hundredseventh 100.0%, 100.0% (60.0% whole prompts, first, unread).
	{"hundredseventh", "hundredseventh set", "ModesHundredseventh", 30, 9, 100, 100},
	// hundredfifth 85.7%, 81.0% (71.4% whole prompts, first, unread).
	// 100.0%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredfifth", "hundredfifth set", "ModesHundredfifth", 21, 6, 100, 100},
	// hundredeighth 85.7%, 100.0% (85.7% whole prompts, first, unread).
	// 100.0%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredeighth", "hundredeighth set", "ModesHundredeighth", 14, 5, 100, 100},
	// hundredninth 100.0%, 100.0% (90.0% whole prompts, first, unread).
	{"hundredninth", "hundredninth set", "ModesHundredninth", 20, 4, 100, 100},
	// hundredfourth 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredfourth", "hundredfourth set", "ModesHundredfourth", 8, 2, 100, 100},
	// hundredfifteenth 95.2%, 95.2% (95.2% whole prompts, first, unread).
	// 100.0%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredfifteenth", "hundredfifteenth set", "ModesHundredfifteenth", 21, 6, 100, 100},
	// hundredseventeenth 95.7%, 82.6% (73.9% whole prompts, first, unread).
	// 95.7%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredseventeenth", "hundredseventeenth set", "ModesHundredseventeenth", 23, 9, 95, 100},
	// hundredthirteenth 60.9%, 87.0% (87.0% whole prompts, first, unread).
	// 87.0%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredthirteenth", "hundredthirteenth set", "ModesHundredthirteenth", 23, 6, 86, 100},
	// hundredtwelfth 100.0%, 95.7% (95.7% whole prompts, first, unread).
	{"hundredtwelfth", "hundredtwelfth set", "ModesHundredtwelfth", 23, 6, 100, 95},
	// hundredsixteenth 68.4%, 68.4% (63.2% whole prompts, first, unread).
	// 100.0%, 89.5% once read and fixed (issue 44's tenth session).
	{"hundredsixteenth", "hundredsixteenth set", "ModesHundredsixteenth", 19, 6, 100, 89},
	// hundredfourteenth 58.8%, 94.1% (94.1% whole prompts, first, unread).
	// 94.1%, 94.1% once read and fixed (issue 44's tenth session).
	{"hundredfourteenth", "hundredfourteenth set", "ModesHundredfourteenth", 17, 9, 94, 94},
	// hundredtwentyfirst 85.7%, 90.5% (90.5% whole prompts, first, unread).
	// 95.2%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredtwentyfirst", "hundredtwentyfirst set", "ModesHundredtwentyfirst", 21, 6, 95, 100},
	// hundredtwentythird 90.5%, 71.4% (52.4% whole prompts, first, unread).
	// 100.0%, 90.5% once read and fixed (issue 44's tenth session).
	{"hundredtwentythird", "hundredtwentythird set", "ModesHundredtwentythird", 21, 13, 100, 90},
	// hundredtwentysecond 100.0%, 100.0% (64.7% whole prompts, first, unread).
	{"hundredtwentysecond", "hundredtwentysecond set", "ModesHundredtwentysecond", 17, 7, 100, 100},
	// hundredeighteenth 21.1%, 94.7% (94.7% whole prompts, first, unread).
	// 47.4%, 100.0% once read and fixed (issue 44's tenth session).
	{"hundredeighteenth", "hundredeighteenth set", "ModesHundredeighteenth", 19, 6, 63, 100},
	// hundrednineteenth 73.1%, 73.1% (46.2% whole prompts, first, unread); 80.8%, 80.8% (57.7%) after the twenty-third session's fixes; 84.6%, 84.6% (61.5%) after the twenty-sixth session's fixes.
	{"hundrednineteenth", "hundrednineteenth set", "ModesHundrednineteenth", 26, 9, 84, 84},
	// hundredtwentieth 93.8%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredtwentieth", "hundredtwentieth set", "ModesHundredtwentieth", 16, 8, 93, 100},
	// hundredtwentyeighth 84.2%, 84.2% (63.2% whole prompts, first, unread).
	{"hundredtwentyeighth", "hundredtwentyeighth set", "ModesHundredtwentyeighth", 19, 6, 94, 94},
	// hundredtwentyninth 91.3%, 82.6% (69.6% whole prompts, first, unread).
	{"hundredtwentyninth", "hundredtwentyninth set", "ModesHundredtwentyninth", 23, 12, 100, 100},
	// hundredtwentyfifth 96.6%, 96.6% (75.9% whole prompts, first, unread).
	{"hundredtwentyfifth", "hundredtwentyfifth set", "ModesHundredtwentyfifth", 29, 7, 96, 96},
	// hundredtwentyfourth 85.7%, 85.7% (71.4% whole prompts, first, unread).
	{"hundredtwentyfourth", "hundredtwentyfourth set", "ModesHundredtwentyfourth", 14, 1, 100, 100},
	// hundredtwentysixth 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredtwentysixth", "hundredtwentysixth set", "ModesHundredtwentysixth", 6, 2, 100, 100},
	// hundredtwentyseventh 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredtwentyseventh", "hundredtwentyseventh set", "ModesHundredtwentyseventh", 2, 1, 100, 100},
	// hundredthirtythird 88.5%, 92.3% (92.3% whole prompts, first, unread).
	{"hundredthirtythird", "hundredthirtythird set", "ModesHundredthirtythird", 26, 8, 100, 100},
	// hundredthirtieth 57.1%, 90.5% (90.5% whole prompts, first, unread); 85.7%, 95.2% (95.2%) after the twenty-third session's fixes.
	{"hundredthirtieth", "hundredthirtieth set", "ModesHundredthirtieth", 21, 6, 85, 95},
	// hundredthirtyfirst 94.7%, 89.5% (84.2% whole prompts, first, unread); 100.0%, 94.7% (94.7%) after the twentieth and twenty-first sessions' fixes.
	{"hundredthirtyfirst", "hundredthirtyfirst set", "ModesHundredthirtyfirst", 19, 9, 100, 94},
	// hundredthirtyfourth 100.0%, 100.0% (57.9% whole prompts, first, unread).
	{"hundredthirtyfourth", "hundredthirtyfourth set", "ModesHundredthirtyfourth", 19, 10, 100, 100},
	// hundredthirtysecond 96.0%, 76.0% (72.0% whole prompts, first, unread).
	{"hundredthirtysecond", "hundredthirtysecond set", "ModesHundredthirtysecond", 25, 5, 100, 100},
	// hundredthirtyseventh 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredthirtyseventh", "hundredthirtyseventh set", "ModesHundredthirtyseventh", 16, 9, 100, 100},
	// hundredthirtyeighth 100.0%, 100.0% (88.2% whole prompts, first, unread).
	{"hundredthirtyeighth", "hundredthirtyeighth set", "ModesHundredthirtyeighth", 17, 6, 100, 100},
	// hundredthirtyninth 95.5%, 95.5% (86.4% whole prompts, first, unread).
	{"hundredthirtyninth", "hundredthirtyninth set", "ModesHundredthirtyninth", 22, 8, 100, 100},
	// hundredthirtyfifth 63.6%, 95.5% (95.5% whole prompts, first, unread); 77.3%, 100.0% (100.0%) after the twenty-third session's fixes; 90.9%, 100.0% (100.0%) after the twenty-fourth session's fixes; 86.4%, 95.5% (95.5%) after the twenty-ninth's: HIEW's "Offset:" field on its status row, a value typed into it, is read as the text question later sets label such fields (320, 325, 330, 346), where this set labels it the editor.
	{"hundredthirtyfifth", "hundredthirtyfifth set", "ModesHundredthirtyfifth", 22, 6, 86, 95},
	// hundredthirtysixth 94.7%, 94.7% (84.2% whole prompts, first, unread).
	{"hundredthirtysixth", "hundredthirtysixth set", "ModesHundredthirtysixth", 19, 5, 100, 100},
	// hundredfortythird 81.0%, 100% (100% whole prompts, first, unread).
	{"hundredfortythird", "hundredfortythird set", "ModesHundredfortythird", 21, 6, 100, 100},
	// hundredfortyfourth 100%, 93.3% (80.0% whole prompts, first, unread).
	{"hundredfortyfourth", "hundredfortyfourth set", "ModesHundredfortyfourth", 15, 9, 100, 93},
	// hundredfortieth 47.4%, 78.9% (78.9% whole prompts, first, unread).
	{"hundredfortieth", "hundredfortieth set", "ModesHundredfortieth", 19, 5, 89, 100},
	// hundredfortysecond 94.4%, 94.4% (72.2% whole prompts, first, unread); 94.4%, 100.0% (77.8%) after the twentieth and twenty-first sessions' fixes.
	{"hundredfortysecond", "hundredfortysecond set", "ModesHundredfortysecond", 18, 6, 94, 100},
	// hundredfortyfirst 76.2%, 85.7% (85.7% whole prompts, first, unread); 85.7%, 100.0% (100.0%) after the twenty-third session's fixes; 100.0%, 100.0% (100.0%) after the twenty-fourth session's fixes.
	// Lowered in the twenty-fifth session: lunarvim-like-find (a finder's
	// box over the editor, labelled editor) read as the editor only while
	// its screen read as a pager's text kept by Began; a roguelike's map
	// is no text (drawnPicture), and the finder's box now reads a field.
	{"hundredfortyfirst", "hundredfortyfirst set", "ModesHundredfortyfirst", 21, 5, 95, 95},
	// hundredfortysixth 29.2%, 70.8% (70.8% whole prompts, first, unread);
	// 58.3%, 83.3% after the fourteenth session.
	{"hundredfortysixth", "hundredfortysixth set", "ModesHundredfortysixth", 24, 6, 58, 83},
	// hundredfortyeighth 92.9%, 92.9% (85.7% whole prompts, first, unread).
	{"hundredfortyeighth", "hundredfortyeighth set", "ModesHundredfortyeighth", 28, 8, 100, 100},
	// hundredfortyseventh 92.0%, 92.0% (92.0% whole prompts, first, unread);
	// 96.0%, 100% after the fourteenth session; 96.0%, 96.0% after the
	// twenty-ninth's: CRiSP's "Search for:" on its status row is read
	// as the text question later sets label it (320, 325, 330, 346),
	// where this set labels it the editor.
	{"hundredfortyseventh", "hundredfortyseventh set", "ModesHundredfortyseventh", 25, 6, 96, 96},
	// hundredfortyninth 95.2%, 90.5% (71.4% whole prompts, first, unread).
	{"hundredfortyninth", "hundredfortyninth set", "ModesHundredfortyninth", 21, 6, 95, 90},
	// hundredfortyfifth 88.9%, 100% (83.3% whole prompts, first, unread).
	{"hundredfortyfifth", "hundredfortyfifth set", "ModesHundredfortyfifth", 18, 6, 88, 100},
	// hundredfiftieth 83.3%, 100% (100% whole prompts, first, unread).
	{"hundredfiftieth", "hundredfiftieth set", "ModesHundredfiftieth", 24, 9, 100, 100},
	// hundredfiftyfirst 100%, 90.5% (81.0% whole prompts, first, unread).
	{"hundredfiftyfirst", "hundredfiftyfirst set", "ModesHundredfiftyfirst", 21, 6, 100, 90},
	// hundredfiftysecond 66.7%, 83.3% (72.2% whole prompts, first, unread).
	{"hundredfiftysecond", "hundredfiftysecond set", "ModesHundredfiftysecond", 18, 6, 88, 94},
	// hundredfiftyfourth 55%, 50% (40% whole prompts, first, unread); 75.0%, 80.0% (60.0%) after the twenty-third session's fixes.
	{"hundredfiftyfourth", "hundredfiftyfourth set", "ModesHundredfiftyfourth", 20, 7, 75, 80},
	// hundredfiftythird 90.0%, 100% (100% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-third session's fixes.
	{"hundredfiftythird", "hundredfiftythird set", "ModesHundredfiftythird", 20, 6, 100, 100},
	// hundredfiftyfifth 80.0%, 72.0% (56.0% whole prompts, first, unread).
	{"hundredfiftyfifth", "hundredfiftyfifth set", "ModesHundredfiftyfifth", 25, 9, 96, 88},
	// hundredfiftysixth 75.0%, 93.8% (87.5% whole prompts, first, unread).
	{"hundredfiftysixth", "hundredfiftysixth set", "ModesHundredfiftysixth", 16, 4, 93, 93},
	// hundredfiftyseventh 100.0%, 100.0% (87.5% whole prompts, first, unread).
	{"hundredfiftyseventh", "hundredfiftyseventh set", "ModesHundredfiftyseventh", 24, 3, 100, 100},
	// hundredfiftyeighth 100.0%, 100.0% (88.9% whole prompts, first, unread).
	{"hundredfiftyeighth", "hundredfiftyeighth set", "ModesHundredfiftyeighth", 18, 6, 100, 100},
	// hundredfiftyninth 68.4%, 78.9% (73.7% whole prompts, first, unread); 78.9%, 78.9% (73.7%) after the twentieth and twenty-first sessions' fixes; 89.5%, 89.5% (84.2%) after the twenty-fourth session's fixes; 78.9%, 78.9% (73.7%) after the twenty-eighth session's: jasspa's "Search for:" and "Goto line:" at its foot are read as the text questions later sets label them (320, 325, 330), where this set labels them the editor.
	{"hundredfiftyninth", "hundredfiftyninth set", "ModesHundredfiftyninth", 19, 3, 78, 78},
	// hundredsixtieth 94.7%, 84.2% (52.6% whole prompts, first, unread).
	{"hundredsixtieth", "hundredsixtieth set", "ModesHundredsixtieth", 19, 6, 100, 89},
	// hundredsixtyfifth 50.0%, 50.0% (40.0% whole prompts, first, unread);
	// 90.0%, 90.0% after the fourteenth session.
	{"hundredsixtyfifth", "hundredsixtyfifth set", "ModesHundredsixtyfifth", 10, 3, 90, 90},
	// hundredsixtysecond 62.5%, 62.5% (62.5% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredsixtysecond", "hundredsixtysecond set", "ModesHundredsixtysecond", 8, 3, 100, 100},
	// hundredsixtythird 94.1%, 94.1% (88.2% whole prompts, first, unread).
	{"hundredsixtythird", "hundredsixtythird set", "ModesHundredsixtythird", 17, 2, 100, 100},
	// hundredsixtyfirst 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredsixtyfirst", "hundredsixtyfirst set", "ModesHundredsixtyfirst", 5, 2, 100, 100},
	// hundredsixtysixth 91.3%, 87.0% (47.8% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session (78.3% whole prompts).
	{"hundredsixtysixth", "hundredsixtysixth set", "ModesHundredsixtysixth", 23, 9, 100, 100},
	// hundredsixtyeighth 89.5%, 68.4% (47.4% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredsixtyeighth", "hundredsixtyeighth set", "ModesHundredsixtyeighth", 19, 6, 100, 100},
	// hundredsixtyninth 90.5%, 85.7% (81.0% whole prompts, first, unread);
	// 90.5%, 90.5% after the fourteenth session.
	{"hundredsixtyninth", "hundredsixtyninth set", "ModesHundredsixtyninth", 21, 7, 90, 90},
	// hundredsixtyseventh 94.7%, 94.7% (84.2% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredsixtyseventh", "hundredsixtyseventh set", "ModesHundredsixtyseventh", 19, 5, 100, 100},
	// hundredsixtyninth 90.5%, 85.7% (81.0% whole prompts, first, unread).
	// hundredsixtyseventh 94.7%, 94.7% (84.2% whole prompts, first, unread).
	// hundredseventyfirst 81.0%, 81.0% (81.0% whole prompts, first, unread);
	// 90.5%, 90.5% after the fourteenth session.
	{"hundredseventyfirst", "hundredseventyfirst set", "ModesHundredseventyfirst", 21, 6, 90, 90},
	// hundredseventysecond 75.0%, 75.0% (75.0% whole prompts, first, unread);
	// 90.0%, 90.0% after the fourteenth session.
	{"hundredseventysecond", "hundredseventysecond set", "ModesHundredseventysecond", 20, 7, 90, 90},
	// hundredseventieth 93.3%, 93.3% (90.0% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredseventieth", "hundredseventieth set", "ModesHundredseventieth", 30, 8, 100, 100},
	// hundredseventythird 52.9%, 88.2% (88.2% whole prompts, first, unread);
	// 82.4%, 94.1% after the fourteenth session.
	{"hundredseventythird", "hundredseventythird set", "ModesHundredseventythird", 17, 6, 82, 94},
	// hundredseventysecond 75.0%, 75.0% (75.0% whole prompts, first, unread).
	// hundredseventieth 93.3%, 93.3% (90.0% whole prompts, first, unread).
	// hundredseventythird 52.9%, 88.2% (88.2% whole prompts, first, unread).
	// hundredseventyfourth 62.5%, 79.2% (79.2% whole prompts, first, unread);
	// 75.0%, 87.5% after the fourteenth session.
	{"hundredseventyfourth", "hundredseventyfourth set", "ModesHundredseventyfourth", 24, 5, 79, 87},
	// hundredseventyfifth 18.8%, 93.8% (93.8% whole prompts, first, unread);
	// 37.5%, 93.8% after the fourteenth session.
	{"hundredseventyfifth", "hundredseventyfifth set", "ModesHundredseventyfifth", 16, 6, 37, 93},
	// hundredseventysixth 92.0%, 84.0% (52.0% whole prompts, first, unread);
	// 96.0%, 92.0% after the fourteenth session.
	{"hundredseventysixth", "hundredseventysixth set", "ModesHundredseventysixth", 25, 6, 96, 92},
	// hundredseventyseventh 86.2%, 72.4% (34.5% whole prompts, first, unread);
	// 100%, 82.8% after the fourteenth session.
	{"hundredseventyseventh", "hundredseventyseventh set", "ModesHundredseventyseventh", 29, 7, 100, 82},
	// 93.1%, 79.3% after the fourteenth session.
	// hundredseventyninth 79.2%, 87.5% (87.5% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredseventyninth", "hundredseventyninth set", "ModesHundredseventyninth", 24, 9, 100, 100},
	// hundredseventyeighth 69.2%, 61.5% (53.8% whole prompts, first, unread).
	{"hundredseventyeighth", "hundredseventyeighth set", "ModesHundredseventyeighth", 13, 3, 69, 61},
	// hundredeightieth 53.3%, 73.3% (73.3% whole prompts, first, unread).
	{"hundredeightieth", "hundredeightieth set", "ModesHundredeightieth", 15, 5, 53, 73},
	// hundredeightyfirst 88.0%, 84.0% (64.0% whole prompts, first, unread);
	// 100%, 100% after the fourteenth session.
	{"hundredeightyfirst", "hundredeightyfirst set", "ModesHundredeightyfirst", 25, 4, 100, 100},
	// hundredeightyfirst 88.0%, 84.0% (64.0% whole prompts, first, unread).
	// hundredeightyfourth 45.0%, 55.0% (55.0% whole prompts, first, unread);
	// 60.0%, 75.0% after the fourteenth session.
	{"hundredeightyfourth", "hundredeightyfourth set", "ModesHundredeightyfourth", 20, 6, 60, 75},
	// hundredeightysecond 76.2%, 76.2% (71.4% whole prompts, first, unread);
	// 81.0%, 81.0% after the fourteenth session.
	{"hundredeightysecond", "hundredeightysecond set", "ModesHundredeightysecond", 21, 10, 85, 85},
	// hundredeightyfifth 80.0%, 90.0% (90.0% whole prompts, first, unread);
	// 85.0%, 90.0% after the fourteenth session.
	{"hundredeightyfifth", "hundredeightyfifth set", "ModesHundredeightyfifth", 20, 8, 85, 90},
	// hundredeightythird 90.0%, 75.0% (60.0% whole prompts, first, unread).
	{"hundredeightythird", "hundredeightythird set", "ModesHundredeightythird", 20, 3, 90, 75},
	// hundredeightyninth 80.0%, 86.7% (66.7% whole prompts, first, unread); 86.7%, 93.3% (66.7%) after the twenty-sixth session's fixes.
	{"hundredeightyninth", "hundredeightyninth set", "ModesHundredeightyninth", 15, 6, 86, 93},
	// hundredeightysixth 91.7%, 100.0% (100.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-fourth session's fixes.
	{"hundredeightysixth", "hundredeightysixth set", "ModesHundredeightysixth", 24, 6, 100, 100},
	// hundredeightyeighth 60.9%, 47.8% (39.1% whole prompts, first, unread);
	// 65.2%, 52.2% after the fourteenth session.
	{"hundredeightyeighth", "hundredeightyeighth set", "ModesHundredeightyeighth", 23, 6, 73, 56},
	// hundredeightyseventh 90.0%, 100.0% (100.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-third session's fixes.
	{"hundredeightyseventh", "hundredeightyseventh set", "ModesHundredeightyseventh", 20, 5, 100, 100},
	// hundredninetyfirst 80.0%, 85.0% (80.0% whole prompts, first, unread);
	// 95.0%, 90.0% after the fifteenth session.
	{"hundredninetyfirst", "hundredninetyfirst set", "ModesHundredninetyfirst", 20, 8, 95, 95},
	// hundredninetysecond 85.7%, 85.7% (66.7% whole prompts, first, unread);
	// 90.5%, 90.5% after the fifteenth session.
	{"hundredninetysecond", "hundredninetysecond set", "ModesHundredninetysecond", 21, 6, 90, 90},
	// hundredninetythird 88.2%, 82.4% (82.4% whole prompts, first, unread);
	// 94.1%, 94.1% after the fifteenth session.
	{"hundredninetythird", "hundredninetythird set", "ModesHundredninetythird", 17, 7, 94, 94},
	// hundredninetieth 78.6%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredninetieth", "hundredninetieth set", "ModesHundredninetieth", 14, 4, 78, 100},
	// hundredninetyfifth 36.8%, 73.7% (73.7% whole prompts, first, unread);
	// 47.4%, 73.7% after the fifteenth session.
	{"hundredninetyfifth", "hundredninetyfifth set", "ModesHundredninetyfifth", 19, 6, 47, 73},
	// hundredninetysixth 100.0%, 90.5% (71.4% whole prompts, first, unread);
	// 100.0%, 100.0% after the fifteenth session.
	{"hundredninetysixth", "hundredninetysixth set", "ModesHundredninetysixth", 21, 7, 100, 100},
	// hundredninetyseventh 94.7%, 94.7% (89.5% whole prompts, first, unread);
	// 100.0%, 100.0% after the fifteenth session.
	{"hundredninetyseventh", "hundredninetyseventh set", "ModesHundredninetyseventh", 19, 7, 100, 100},
	// hundredninetyfourth 100.0%, 100.0% (86.7% whole prompts, first, unread).
	{"hundredninetyfourth", "hundredninetyfourth set", "ModesHundredninetyfourth", 15, 4, 100, 100},
	// twohundredfirst 72.7%, 63.6% (50.0% whole prompts, first, unread);
	// 90.9%, 81.8% (59.1%) after the sixteenth session's fixes.
	{"twohundredfirst", "twohundredfirst set", "ModesTwohundredfirst", 22, 6, 90, 81},
	// twohundredth 36.4%, 77.3% (72.7% whole prompts, first, unread);
	// 68.2%, 95.5% (90.9%) after the sixteenth session's fixes.
	{"twohundredth", "twohundredth set", "ModesTwohundredth", 22, 6, 68, 95},
	// hundredninetyninth 92.9%, 82.1% (67.9% whole prompts, first, unread);
	// 100%, 100% (82.1%) after the sixteenth session's fixes.
	{"hundredninetyninth", "hundredninetyninth set", "ModesHundredninetyninth", 28, 6, 100, 100},
	// hundredninetyeighth 93.8%, 100.0% (100.0% whole prompts, first, unread).
	{"hundredninetyeighth", "hundredninetyeighth set", "ModesHundredninetyeighth", 16, 4, 93, 100},
	// twohundredfourth 96.6%, 96.6% (96.6% whole prompts, first, unread);
	// 100%, 100% (100%) after the sixteenth session's fixes.
	{"twohundredfourth", "twohundredfourth set", "ModesTwohundredfourth", 29, 8, 100, 100},
	// twohundredfifth 66.7%, 75.0% (50.0% whole prompts, first, unread).
	{"twohundredfifth", "twohundredfifth set", "ModesTwohundredfifth", 24, 10, 87, 87},
	// twohundredthird 85.7%, 85.7% (61.9% whole prompts, first, unread);
	// 95.2%, 95.2% (66.7%) after the sixteenth session's fixes.
	{"twohundredthird", "twohundredthird set", "ModesTwohundredthird", 21, 4, 100, 100},
	// twohundredsecond 50.0%, 25.0% (25.0% whole prompts, first, unread);
	// 50.0%, 50.0% (25.0%) after the sixteenth session's fixes.
	{"twohundredsecond", "twohundredsecond set", "ModesTwohundredsecond", 4, 1, 50, 50},
	// twohundredeighth 87.0%, 78.3% (56.5% whole prompts, first, unread).
	{"twohundredeighth", "twohundredeighth set", "ModesTwohundredeighth", 23, 8, 91, 91},
	// twohundredseventh 100.0%, 96.2% (84.6% whole prompts, first, unread).
	{"twohundredseventh", "twohundredseventh set", "ModesTwohundredseventh", 26, 7, 100, 96},
	// twohundredninth 94.4%, 83.3% (61.1% whole prompts, first, unread).
	{"twohundredninth", "twohundredninth set", "ModesTwohundredninth", 18, 6, 94, 94},
	// twohundredsixth 85.7%, 28.6% (28.6% whole prompts, first, unread).
	{"twohundredsixth", "twohundredsixth set", "ModesTwohundredsixth", 7, 1, 100, 100},
	// twohundredtwelfth 71.4%, 66.7% (47.6% whole prompts, first, unread); 85.7%, 81.0% (76.2%) after the twenty-fourth session's fixes.
	{"twohundredtwelfth", "twohundredtwelfth set", "ModesTwohundredtwelfth", 21, 6, 85, 80},
	// twohundredtenth 96.9%, 78.1% (56.2% whole prompts, first, unread).
	{"twohundredtenth", "twohundredtenth set", "ModesTwohundredtenth", 32, 6, 100, 96},
	// twohundredfourteenth 100.0%, 78.3% (52.2% whole prompts, first, unread).
	{"twohundredfourteenth", "twohundredfourteenth set", "ModesTwohundredfourteenth", 23, 6, 100, 91},
	// twohundredthirteenth 50.0%, 90.0% (90.0% whole prompts, first, unread); 60.0%, 95.0% (95.0%) after the twentieth and twenty-first sessions' fixes; 70.0%, 95.0% (95.0%) after the twenty-third session's fixes; 85.0%, 95.0% (95.0%) after the twenty-fourth session's fixes; 90.0%, 100.0% (100.0%) after the twenty-fifth session's fixes.
	{"twohundredthirteenth", "twohundredthirteenth set", "ModesTwohundredthirteenth", 20, 7, 90, 100},
	// twohundredeleventh 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"twohundredeleventh", "twohundredeleventh set", "ModesTwohundredeleventh", 24, 6, 100, 100},
	// twohundredfifteenth 87.0%, 82.6% (65.2% whole prompts, first, unread); 100.0%, 95.7% (69.6%) after the eighteenth session's fixes.
	{"twohundredfifteenth", "twohundredfifteenth set", "ModesTwohundredfifteenth", 23, 8, 100, 95},
	// twohundredseventeenth 83.3%, 83.3% (76.7% whole prompts, first, unread); 96.7%, 96.7% (93.3%) after the eighteenth session's fixes.
	{"twohundredseventeenth", "twohundredseventeenth set", "ModesTwohundredseventeenth", 30, 6, 96, 96},
	// twohundredtwentieth 100.0%, 86.7% (66.7% whole prompts, first, unread); 100.0%, 90.0% (66.7%) after the eighteenth session's fixes; 100.0%, 100.0% (66.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredtwentieth", "twohundredtwentieth set", "ModesTwohundredtwentieth", 30, 8, 100, 100},
	// twohundredeighteenth 86.7%, 86.7% (76.7% whole prompts, first, unread); 100.0%, 96.7% (93.3%) after the eighteenth session's fixes; 100.0%, 100.0% (96.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredeighteenth", "twohundredeighteenth set", "ModesTwohundredeighteenth", 30, 5, 100, 100},
	// twohundrednineteenth 100.0%, 100.0% (88.9% whole prompts, first, unread); 100.0%, 100.0% (88.9%) after the eighteenth session's fixes.
	{"twohundrednineteenth", "twohundrednineteenth set", "ModesTwohundrednineteenth", 27, 7, 100, 100},
	// twohundredsixteenth 34.8%, 65.2% (60.9% whole prompts, first, unread); 43.5%, 73.9% (69.6%) after the eighteenth session's fixes; 47.8%, 73.9% (69.6%) after the twenty-fourth session's fixes.
	{"twohundredsixteenth", "twohundredsixteenth set", "ModesTwohundredsixteenth", 23, 4, 47, 73},
	// twohundredtwentyfifth 30.0%, 40.0% (30.0% whole prompts, first, unread); 86.7%, 93.3% (86.7%) after the eighteenth session's fixes; 90.0%, 96.7% (86.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredtwentyfifth", "twohundredtwentyfifth set", "ModesTwohundredtwentyfifth", 30, 5, 90, 96},
	// twohundredtwentysecond 58.6%, 79.3% (72.4% whole prompts, first, unread); 69.0%, 86.2% (75.9%) after the eighteenth session's fixes; 75.9%, 86.2% (75.9%) after the twenty-fourth session's fixes.
	{"twohundredtwentysecond", "twohundredtwentysecond set", "ModesTwohundredtwentysecond", 29, 6, 75, 86},
	// twohundredtwentythird 86.2%, 82.8% (65.5% whole prompts, first, unread); 86.2%, 82.8% (65.5%) after the eighteenth session's fixes.
	{"twohundredtwentythird", "twohundredtwentythird set", "ModesTwohundredtwentythird", 29, 5, 86, 82},
	// twohundredtwentyfourth 100.0%, 100.0% (96.7% whole prompts, first, unread); 100.0%, 100.0% (96.7%) after the eighteenth session's fixes.
	{"twohundredtwentyfourth", "twohundredtwentyfourth set", "ModesTwohundredtwentyfourth", 30, 7, 100, 100},
	// twohundredtwentysixth 86.2%, 86.2% (65.5% whole prompts, first, unread); 96.6%, 96.6% (75.9%) after the eighteenth session's fixes; 100.0%, 96.6% (75.9%) after the twentieth and twenty-first sessions' fixes; 100.0%, 93.1% (75.9%) after the thirtieth session's: passepartui-like-search, a search field over the list it filters, is labelled text, where a finder's field over its results reads as their select (fieldPrompt's and fzf's convention, round 23's tv-like).
	{"twohundredtwentysixth", "twohundredtwentysixth set", "ModesTwohundredtwentysixth", 29, 6, 100, 93},
	// twohundredtwentyseventh 93.3%, 73.3% (46.7% whole prompts, first, unread); 100.0%, 93.3% (53.3%) after the eighteenth session's fixes; 100.0%, 100.0% (53.3%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredtwentyseventh", "twohundredtwentyseventh set", "ModesTwohundredtwentyseventh", 30, 7, 100, 100},
	// twohundredtwentyninth 64.3%, 78.6% (78.6% whole prompts, first, unread); 64.3%, 82.1% (82.1%) after the eighteenth session's fixes; 71.4%, 82.1% (82.1%) after the twentieth and twenty-first sessions' fixes; 75.0%, 85.7% (85.7%) after the twenty-fifth session's fixes; 78.6%, 89.3% (89.3%) after the twenty-sixth session's fixes.
	{"twohundredtwentyninth", "twohundredtwentyninth set", "ModesTwohundredtwentyninth", 28, 6, 78, 89},
	// twohundredtwentyeighth 100.0%, 96.7% (63.3% whole prompts, first, unread); 100.0%, 96.7% (63.3%) after the eighteenth session's fixes; 100.0%, 100.0% (63.3%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredtwentyeighth", "twohundredtwentyeighth set", "ModesTwohundredtwentyeighth", 30, 7, 100, 100},
	// twohundredthirtieth 96.4%, 78.6% (57.1% whole prompts, first, unread); 96.4%, 85.7% (57.1%) after the eighteenth session's fixes.
	{"twohundredthirtieth", "twohundredthirtieth set", "ModesTwohundredthirtieth", 28, 8, 96, 85},
	// twohundredtwentyfirst 72.4%, 72.4% (41.4% whole prompts, first, unread); 79.3%, 79.3% (48.3%) after the eighteenth session's fixes; 86.2%, 86.2% (51.7%) after the twenty-sixth session's fixes.
	{"twohundredtwentyfirst", "twohundredtwentyfirst set", "ModesTwohundredtwentyfirst", 29, 5, 86, 86},
	// twohundredthirtysecond 76.9%, 76.9% (73.1% whole prompts, first, unread); 100.0%, 100.0% (96.2%) after the nineteenth session's fixes.
	{"twohundredthirtysecond", "twohundredthirtysecond set", "ModesTwohundredthirtysecond", 26, 6, 100, 100},
	// twohundredthirtyfourth 53.3%, 46.7% (36.7% whole prompts, first, unread); 86.7%, 76.7% (63.3%) after the nineteenth session's fixes.
	{"twohundredthirtyfourth", "twohundredthirtyfourth set", "ModesTwohundredthirtyfourth", 30, 5, 86, 76},
	// twohundredthirtyfifth 93.3%, 80.0% (66.7% whole prompts, first, unread); 100.0%, 93.3% (73.3%) after the nineteenth session's fixes.
	{"twohundredthirtyfifth", "twohundredthirtyfifth set", "ModesTwohundredthirtyfifth", 30, 7, 100, 93},
	// twohundredthirtythird 80.8%, 69.2% (46.2% whole prompts, first, unread); 96.2%, 88.5% (57.7%) after the nineteenth session's fixes.
	{"twohundredthirtythird", "twohundredthirtythird set", "ModesTwohundredthirtythird", 26, 7, 96, 88},
	// twohundredthirtyfirst 77.3%, 72.7% (72.7% whole prompts, first, unread); 95.5%, 90.9% (90.9%) after the nineteenth session's fixes.
	{"twohundredthirtyfirst", "twohundredthirtyfirst set", "ModesTwohundredthirtyfirst", 22, 7, 95, 90},
	// twohundredthirtyeighth 90.0%, 96.7% (90.0% whole prompts, first, unread); 93.3%, 96.7% (90.0%) after the nineteenth session's fixes.
	{"twohundredthirtyeighth", "twohundredthirtyeighth set", "ModesTwohundredthirtyeighth", 30, 6, 93, 96},
	// twohundredfortieth 73.1%, 80.8% (76.9% whole prompts, first, unread); 80.8%, 88.5% (80.8%) after the nineteenth session's fixes.
	{"twohundredfortieth", "twohundredfortieth set", "ModesTwohundredfortieth", 26, 7, 80, 88},
	// twohundredthirtyninth 100.0%, 92.6% (59.3% whole prompts, first, unread); 100.0%, 92.6% (59.3%) after the nineteenth session's fixes.
	{"twohundredthirtyninth", "twohundredthirtyninth set", "ModesTwohundredthirtyninth", 27, 7, 100, 92},
	// twohundredthirtyseventh 75.0%, 83.3% (54.2% whole prompts, first, unread); 75.0%, 83.3% (54.2%) after the nineteenth session's fixes.
	{"twohundredthirtyseventh", "twohundredthirtyseventh set", "ModesTwohundredthirtyseventh", 24, 5, 75, 83},
	// twohundredfortyfourth 93.1%, 96.6% (89.7% whole prompts, first, unread); 96.6%, 100.0% (89.7%) after the nineteenth session's fixes.
	{"twohundredfortyfourth", "twohundredfortyfourth set", "ModesTwohundredfortyfourth", 29, 7, 96, 100},
	// twohundredfortysecond 100.0%, 100.0% (69.0% whole prompts, first, unread); 100.0%, 100.0% (75.9%) after the nineteenth session's fixes.
	{"twohundredfortysecond", "twohundredfortysecond set", "ModesTwohundredfortysecond", 29, 7, 100, 100},
	// twohundredthirtysixth 100.0%, 100.0% (90.9% whole prompts, first, unread); 100.0%, 100.0% (90.9%) after the nineteenth session's fixes.
	{"twohundredthirtysixth", "twohundredthirtysixth set", "ModesTwohundredthirtysixth", 22, 7, 100, 100},
	// twohundredfortythird 76.7%, 70.0% (36.7% whole prompts, first, unread); 86.7%, 86.7% (53.3%) after the nineteenth session's fixes; 100.0%, 100.0% (66.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfortythird", "twohundredfortythird set", "ModesTwohundredfortythird", 30, 5, 100, 100},
	// twohundredfortyfirst 95.2%, 100.0% (100.0% whole prompts, first, unread); 95.2%, 100.0% (100.0%) after the nineteenth session's fixes.
	{"twohundredfortyfirst", "twohundredfortyfirst set", "ModesTwohundredfortyfirst", 21, 7, 95, 100},
	// twohundredfortyeighth 28.6%, 60.7% (60.7% whole prompts, first, unread); 67.9%, 82.1% (82.1%) after the twentieth and twenty-first sessions' fixes; 78.6%, 82.1% (82.1%) after the twenty-fourth session's fixes.
	{"twohundredfortyeighth", "twohundredfortyeighth set", "ModesTwohundredfortyeighth", 28, 7, 78, 82},
	// twohundredfortyninth 76.7%, 66.7% (43.3% whole prompts, first, unread); 96.7%, 93.3% (76.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfortyninth", "twohundredfortyninth set", "ModesTwohundredfortyninth", 30, 6, 96, 93},
	// twohundredfortysixth 75.9%, 75.9% (69.0% whole prompts, first, unread); 93.1%, 96.6% (89.7%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfortysixth", "twohundredfortysixth set", "ModesTwohundredfortysixth", 29, 7, 93, 96},
	// twohundredfortyseventh 95.5%, 100.0% (81.8% whole prompts, first, unread); 100.0%, 100.0% (81.8%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfortyseventh", "twohundredfortyseventh set", "ModesTwohundredfortyseventh", 22, 7, 100, 100},
	// twohundredfortyfifth 86.7%, 80.0% (80.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfortyfifth", "twohundredfortyfifth set", "ModesTwohundredfortyfifth", 30, 6, 100, 100},
	// twohundredfiftysecond 93.3%, 93.3% (70.0% whole prompts, first, unread); 100.0%, 100.0% (73.3%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftysecond", "twohundredfiftysecond set", "ModesTwohundredfiftysecond", 30, 6, 100, 100},
	// twohundredfiftythird 92.9%, 92.9% (92.9% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftythird", "twohundredfiftythird set", "ModesTwohundredfiftythird", 28, 6, 100, 100},
	// twohundredfiftyfirst 100.0%, 100.0% (69.6% whole prompts, first, unread); 100.0%, 100.0% (73.9%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftyfirst", "twohundredfiftyfirst set", "ModesTwohundredfiftyfirst", 23, 6, 100, 100},
	// twohundredfiftyfourth 85.2%, 77.8% (51.9% whole prompts, first, unread); 85.2%, 77.8% (51.9%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftyfourth", "twohundredfiftyfourth set", "ModesTwohundredfiftyfourth", 27, 6, 85, 77},
	// twohundredfiftieth 100.0%, 100.0% (80.0% whole prompts, first, unread); 100.0%, 100.0% (80.0%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftieth", "twohundredfiftieth set", "ModesTwohundredfiftieth", 30, 7, 100, 100},
	// twohundredfiftyninth 92.3%, 84.6% (76.9% whole prompts, first, unread); 96.2%, 92.3% (84.6%) after the twentieth and twenty-first sessions' fixes; 96.2%, 96.2% (84.6%) after the twenty-third session's fixes.
	{"twohundredfiftyninth", "twohundredfiftyninth set", "ModesTwohundredfiftyninth", 26, 5, 96, 96},
	// twohundredfiftyseventh 86.2%, 86.2% (72.4% whole prompts, first, unread); 100.0%, 96.6% (82.8%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftyseventh", "twohundredfiftyseventh set", "ModesTwohundredfiftyseventh", 29, 6, 100, 96},
	// twohundredfiftysixth 100.0%, 90.5% (76.2% whole prompts, first, unread); 100.0%, 100.0% (81.0%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredfiftysixth", "twohundredfiftysixth set", "ModesTwohundredfiftysixth", 21, 7, 100, 100},
	// twohundredsixtyfirst 37.5%, 41.7% (41.7% whole prompts, first, unread); 83.3%, 87.5% (75.0%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredsixtyfirst", "twohundredsixtyfirst set", "ModesTwohundredsixtyfirst", 24, 5, 83, 87},
	// twohundredsixtysecond 100.0%, 91.7% (70.8% whole prompts, first, unread); 100.0%, 91.7% (70.8%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredsixtysecond", "twohundredsixtysecond set", "ModesTwohundredsixtysecond", 24, 6, 100, 91},
	// twohundredsixtyfourth 95.8%, 95.8% (79.2% whole prompts, first, unread); 100.0%, 100.0% (83.3%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredsixtyfourth", "twohundredsixtyfourth set", "ModesTwohundredsixtyfourth", 24, 7, 100, 100},
	// twohundredsixtyfifth 74.1%, 74.1% (63.0% whole prompts, first, unread); 100.0%, 100.0% (77.8%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredsixtyfifth", "twohundredsixtyfifth set", "ModesTwohundredsixtyfifth", 27, 5, 100, 100},
	// twohundredsixtyseventh 70.8%, 70.8% (62.5% whole prompts, first, unread); 91.7%, 91.7% (83.3%) after the twentieth and twenty-first sessions' fixes.
	{"twohundredsixtyseventh", "twohundredsixtyseventh set", "ModesTwohundredsixtyseventh", 24, 5, 91, 91},
	// twohundredsixtyeighth 72.0%, 92.0% (92.0% whole prompts, first, unread); 84.0%, 92.0% (92.0%) after the twentieth and twenty-first sessions' fixes; 92.0%, 92.0% (92.0%) after the twenty-second session's fixes.
	{"twohundredsixtyeighth", "twohundredsixtyeighth set", "ModesTwohundredsixtyeighth", 25, 5, 92, 92},
	// twohundredseventythird 62.5%, 66.7% (37.5% whole prompts, first, unread); 83.3%, 87.5% (50.0%) after the twenty-second session's fixes.
	{"twohundredseventythird", "twohundredseventythird set", "ModesTwohundredseventythird", 24, 5, 83, 87},
	// twohundredsixtysixth 95.5%, 95.5% (95.5% whole prompts, first, unread).
	{"twohundredsixtysixth", "twohundredsixtysixth set", "ModesTwohundredsixtysixth", 22, 4, 95, 95},
	// twohundredseventieth 100.0%, 85.7% (57.1% whole prompts, first, unread); 100.0%, 96.4% (60.7%) after the twenty-second session's fixes.
	{"twohundredseventieth", "twohundredseventieth set", "ModesTwohundredseventieth", 28, 5, 100, 96},
	// twohundredseventysecond 96.0%, 88.0% (76.0% whole prompts, first, unread); 100.0%, 96.0% (84.0%) after the twenty-second session's fixes.
	{"twohundredseventysecond", "twohundredseventysecond set", "ModesTwohundredseventysecond", 25, 5, 100, 96},
	// twohundredseventyfifth 77.3%, 100.0% (100.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-second session's fixes.
	{"twohundredseventyfifth", "twohundredseventyfifth set", "ModesTwohundredseventyfifth", 22, 4, 100, 100},
	// twohundredseventysixth 91.7%, 91.7% (62.5% whole prompts, first, unread); 95.8%, 95.8% (62.5%) after the twenty-second session's fixes.
	{"twohundredseventysixth", "twohundredseventysixth set", "ModesTwohundredseventysixth", 24, 5, 95, 95},
	// twohundredseventyseventh 90.9%, 81.8% (31.8% whole prompts, first, unread); 100.0%, 90.9% (36.4%) after the twenty-second session's fixes.
	{"twohundredseventyseventh", "twohundredseventyseventh set", "ModesTwohundredseventyseventh", 22, 5, 100, 90},
	// twohundredseventyfourth 92.0%, 92.0% (88.0% whole prompts, first, unread); 100.0%, 100.0% (96.0%) after the twenty-second session's fixes.
	{"twohundredseventyfourth", "twohundredseventyfourth set", "ModesTwohundredseventyfourth", 25, 4, 100, 100},
	// twohundredseventyeighth 81.8%, 90.9% (77.3% whole prompts, first, unread); 100.0%, 90.9% (77.3%) after the twenty-second session's fixes.
	{"twohundredseventyeighth", "twohundredseventyeighth set", "ModesTwohundredseventyeighth", 22, 4, 100, 90},
	// twohundredeightysecond 91.3%, 91.3% (82.6% whole prompts, first, unread); 100.0%, 95.7% (87.0%) after the twenty-second session's fixes.
	{"twohundredeightysecond", "twohundredeightysecond set", "ModesTwohundredeightysecond", 23, 5, 100, 95},
	// twohundredeightieth 72.7%, 90.9% (90.9% whole prompts, first, unread); 81.8%, 90.9% (90.9%) after the twenty-second session's fixes; 95.5%, 95.5% (95.5%) after the twenty-fourth session's fixes.
	{"twohundredeightieth", "twohundredeightieth set", "ModesTwohundredeightieth", 22, 5, 95, 95},
	// twohundredseventyninth 92.0%, 92.0% (68.0% whole prompts, first, unread); 100.0%, 100.0% (76.0%) after the twenty-second session's fixes.
	{"twohundredseventyninth", "twohundredseventyninth set", "ModesTwohundredseventyninth", 25, 5, 100, 100},
	// twohundredeightyfirst 78.3%, 82.6% (47.8% whole prompts, first, unread); 91.3%, 91.3% (52.2%) after the twenty-second session's fixes.
	{"twohundredeightyfirst", "twohundredeightyfirst set", "ModesTwohundredeightyfirst", 23, 4, 91, 91},
	// twohundredeightyfifth 81.8%, 68.2% (50.0% whole prompts, first, unread); 100.0%, 100.0% (68.2%) after the twenty-second session's fixes.
	{"twohundredeightyfifth", "twohundredeightyfifth set", "ModesTwohundredeightyfifth", 22, 4, 100, 100},
	// twohundredeightyfourth 75.0%, 83.3% (79.2% whole prompts, first, unread); 87.5%, 100.0% (95.8%) after the twenty-second session's fixes.
	{"twohundredeightyfourth", "twohundredeightyfourth set", "ModesTwohundredeightyfourth", 24, 5, 87, 100},
	// twohundredeightythird 81.8%, 86.4% (86.4% whole prompts, first, unread); 90.9%, 90.9% (90.9%) after the twenty-second session's fixes.
	{"twohundredeightythird", "twohundredeightythird set", "ModesTwohundredeightythird", 22, 4, 90, 90},
	// twohundredeightysixth 65.2%, 69.6% (47.8% whole prompts, first, unread); 95.7%, 95.7% (73.9%) after the twenty-third session's fixes.
	{"twohundredeightysixth", "twohundredeightysixth set", "ModesTwohundredeightysixth", 23, 4, 95, 95},
	// twohundredeightyseventh 100.0%, 100.0% (100.0% whole prompts, first, unread).
	{"twohundredeightyseventh", "twohundredeightyseventh set", "ModesTwohundredeightyseventh", 23, 5, 100, 100},
	// twohundredeightyninth 96.2%, 84.6% (65.4% whole prompts, first, unread); 100.0%, 96.2% (65.4%) after the twenty-third session's fixes.
	{"twohundredeightyninth", "twohundredeightyninth set", "ModesTwohundredeightyninth", 26, 5, 100, 96},
	// twohundredeightyeighth 82.6%, 73.9% (60.9% whole prompts, first, unread); 87.0%, 82.6% (65.2%) after the twenty-third session's fixes.
	{"twohundredeightyeighth", "twohundredeightyeighth set", "ModesTwohundredeightyeighth", 23, 4, 86, 82},
	// twohundredninetieth 87.5%, 95.8% (95.8% whole prompts, first, unread); 95.8%, 100.0% (100.0%) after the twenty-third session's fixes; 100.0%, 100.0% (100.0%) after the twenty-fourth session's fixes.
	{"twohundredninetieth", "twohundredninetieth set", "ModesTwohundredninetieth", 24, 5, 100, 100},
	// twohundredninetyfourth 100.0%, 100.0% (86.4% whole prompts, first, unread).
	{"twohundredninetyfourth", "twohundredninetyfourth set", "ModesTwohundredninetyfourth", 22, 4, 100, 100},
	// twohundredninetysecond 81.8%, 72.7% (54.5% whole prompts, first, unread); 95.5%, 86.4% (68.2%) after the twenty-third session's fixes.
	{"twohundredninetysecond", "twohundredninetysecond set", "ModesTwohundredninetysecond", 22, 4, 95, 86},
	// twohundredninetyfirst 88.0%, 88.0% (80.0% whole prompts, first, unread); 92.0%, 96.0% (88.0%) after the twenty-third session's fixes.
	{"twohundredninetyfirst", "twohundredninetyfirst set", "ModesTwohundredninetyfirst", 25, 4, 92, 96},
	// twohundredninetythird 86.4%, 86.4% (77.3% whole prompts, first, unread); 90.9%, 90.9% (81.8%) after the twenty-third session's fixes.
	{"twohundredninetythird", "twohundredninetythird set", "ModesTwohundredninetythird", 22, 4, 90, 90},
	// twohundredninetyfifth 68.2%, 81.8% (81.8% whole prompts, first, unread); 77.3%, 86.4% (81.8%) after the twenty-third session's fixes; 86.4%, 86.4% (81.8%) after the twenty-fourth session's fixes.
	{"twohundredninetyfifth", "twohundredninetyfifth set", "ModesTwohundredninetyfifth", 22, 5, 86, 86},
	// twohundredninetyeighth 58.3%, 87.5% (83.3% whole prompts, first, unread); 70.8%, 87.5% (83.3%) after the twenty-fourth session's fixes.
	{"twohundredninetyeighth", "twohundredninetyeighth set", "ModesTwohundredninetyeighth", 24, 4, 70, 87},
	// threehundredthird 80.0%, 68.0% (40.0% whole prompts, first, unread); 96.0%, 80.0% (52.0%) after the twenty-fourth session's fixes.
	{"threehundredthird", "threehundredthird set", "ModesThreehundredthird", 25, 5, 96, 80},
	// twohundredninetyninth 72.7%, 63.6% (63.6% whole prompts, first, unread); 81.8%, 81.8% (72.7%) after the twenty-fourth session's fixes; 90.9%, 90.9% (81.8%) after the twenty-fifth session's fixes.
	{"twohundredninetyninth", "twohundredninetyninth set", "ModesTwohundredninetyninth", 22, 4, 90, 90},
	// threehundredth 72.7%, 100.0% (100.0% whole prompts, first, unread); 77.3%, 100.0% (100.0%) after the twenty-fourth session's fixes.
	{"threehundredth", "threehundredth set", "ModesThreehundredth", 22, 4, 77, 100},
	// threehundredfifth 72.7%, 63.6% (22.7% whole prompts, first, unread); 81.8%, 77.3% (31.8%) after the twenty-fourth session's fixes.
	{"threehundredfifth", "threehundredfifth set", "ModesThreehundredfifth", 22, 4, 81, 77},
	// threehundredfirst 68.2%, 68.2% (68.2% whole prompts, first, unread); 77.3%, 72.7% (72.7%) after the twenty-fourth session's fixes; 86.4%, 81.8% (81.8%) after the twenty-eighth's.
	{"threehundredfirst", "threehundredfirst set", "ModesThreehundredfirst", 22, 4, 86, 81},
	// threehundredsecond 91.7%, 79.2% (41.7% whole prompts, first, unread); 100.0%, 91.7% (41.7%) after the twenty-fourth session's fixes.
	{"threehundredsecond", "threehundredsecond set", "ModesThreehundredsecond", 24, 4, 100, 91},
	// threehundredfourth 79.2%, 70.8% (70.8% whole prompts, first, unread); 91.7%, 91.7% (91.7%) after the twenty-fourth session's fixes.
	{"threehundredfourth", "threehundredfourth set", "ModesThreehundredfourth", 24, 4, 91, 91},
	// threehundredtenth 86.4%, 54.5% (31.8% whole prompts, first, unread); 100.0%, 86.4% (50.0%) after the twenty-fifth session's fixes.
	{"threehundredtenth", "threehundredtenth set", "ModesThreehundredtenth", 22, 4, 100, 86},
	// threehundredeighth 41.7%, 70.8% (70.8% whole prompts, first, unread); 87.5%, 91.7% (87.5%) after the twenty-fifth session's fixes.
	{"threehundredeighth", "threehundredeighth set", "ModesThreehundredeighth", 24, 4, 87, 91},
	// threehundredseventh 95.5%, 100.0% (100.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-fifth session's fixes.
	{"threehundredseventh", "threehundredseventh set", "ModesThreehundredseventh", 22, 4, 100, 100},
	// threehundredeleventh 77.3%, 72.7% (59.1% whole prompts, first, unread); 100.0%, 81.8% (68.2%) after the twenty-fifth session's fixes.
	{"threehundredeleventh", "threehundredeleventh set", "ModesThreehundredeleventh", 22, 4, 100, 81},
	// threehundredsixth 56.5%, 73.9% (65.2% whole prompts, first, unread); 100.0%, 100.0% (87.0%) after the twenty-fifth session's fixes.
	{"threehundredsixth", "threehundredsixth set", "ModesThreehundredsixth", 23, 4, 100, 100},
	// threehundredtwelfth 78.3%, 73.9% (52.2% whole prompts, first, unread); 91.3%, 87.0% (60.9%) after the twenty-sixth session's fixes.
	{"threehundredtwelfth", "threehundredtwelfth set", "ModesThreehundredtwelfth", 23, 4, 91, 86},
	// threehundredninth 81.8%, 95.5% (95.5% whole prompts, first, unread); 86.4%, 100.0% (100.0%) after the twenty-sixth session's fixes.
	{"threehundredninth", "threehundredninth set", "ModesThreehundredninth", 22, 4, 86, 100},
	// threehundredthirteenth 90.9%, 90.9% (81.8% whole prompts, first, unread).
	{"threehundredthirteenth", "threehundredthirteenth set", "ModesThreehundredthirteenth", 22, 4, 90, 90},
	// threehundredfourteenth 59.1%, 59.1% (54.5% whole prompts, first, unread); 86.4%, 95.5% (90.9%) after the twenty-sixth session's fixes.
	{"threehundredfourteenth", "threehundredfourteenth set", "ModesThreehundredfourteenth", 22, 4, 86, 95},
	// threehundredeighteenth 84.6%, 96.2% (96.2% whole prompts, first, unread).
	{"threehundredeighteenth", "threehundredeighteenth set", "ModesThreehundredeighteenth", 26, 5, 84, 96},
	// threehundredseventeenth 100.0%, 100.0% (52.2% whole prompts, first, unread).
	{"threehundredseventeenth", "threehundredseventeenth set", "ModesThreehundredseventeenth", 23, 4, 100, 100},
	// threehundrednineteenth 69.6%, 73.9% (56.5% whole prompts, first, unread); 87.0%, 91.3% (73.9%) after the twenty-sixth session's fixes.
	{"threehundrednineteenth", "threehundrednineteenth set", "ModesThreehundrednineteenth", 23, 4, 86, 91},
	// threehundredsixteenth 58.3%, 45.8% (37.5% whole prompts, first, unread); 87.5%, 83.3% (75.0%) after the twenty-sixth session's fixes.
	{"threehundredsixteenth", "threehundredsixteenth set", "ModesThreehundredsixteenth", 24, 4, 87, 83},
	// threehundredtwentysecond 95.8%, 95.8% (83.3% whole prompts, first, unread).
	{"threehundredtwentysecond", "threehundredtwentysecond set", "ModesThreehundredtwentysecond", 24, 5, 95, 95},
	// threehundredtwentyfourth 81.8%, 86.4% (77.3% whole prompts, first, unread).
	{"threehundredtwentyfourth", "threehundredtwentyfourth set", "ModesThreehundredtwentyfourth", 22, 4, 81, 86},
	// threehundredtwentieth 43.5%, 82.6% (56.5% whole prompts, first, unread); 95.7%, 95.7% (65.2%) after the twenty-seventh and twenty-eighth sessions' fixes.
	{"threehundredtwentieth", "threehundredtwentieth set", "ModesThreehundredtwentieth", 23, 4, 95, 95},
	// threehundredtwentyfirst 80.0%, 92.0% (88.0% whole prompts, first, unread).
	{"threehundredtwentyfirst", "threehundredtwentyfirst set", "ModesThreehundredtwentyfirst", 25, 5, 80, 92},
	// threehundredtwentythird 77.3%, 77.3% (68.2% whole prompts, first, unread).
	{"threehundredtwentythird", "threehundredtwentythird set", "ModesThreehundredtwentythird", 22, 4, 77, 77},
	// threehundredtwentyeighth 86.4%, 90.9% (77.3% whole prompts, first, unread).
	{"threehundredtwentyeighth", "threehundredtwentyeighth set", "ModesThreehundredtwentyeighth", 22, 4, 86, 90},
	// threehundredtwentyseventh 87.0%, 100.0% (100.0% whole prompts, first, unread).
	{"threehundredtwentyseventh", "threehundredtwentyseventh set", "ModesThreehundredtwentyseventh", 23, 4, 86, 100},
	// threehundredtwentysixth 91.7%, 91.7% (70.8% whole prompts, first, unread).
	{"threehundredtwentysixth", "threehundredtwentysixth set", "ModesThreehundredtwentysixth", 24, 5, 91, 91},
	// threehundredtwentyninth 92.0%, 88.0% (56.0% whole prompts, first, unread).
	{"threehundredtwentyninth", "threehundredtwentyninth set", "ModesThreehundredtwentyninth", 25, 4, 92, 88},
	// threehundredtwentyfifth 58.3%, 70.8% (62.5% whole prompts, first, unread); 95.8%, 95.8% (83.3%) after the twenty-seventh and twenty-eighth sessions' fixes.
	{"threehundredtwentyfifth", "threehundredtwentyfifth set", "ModesThreehundredtwentyfifth", 24, 4, 95, 95},

	// threehundredthirtythird 91.7%, 95.8% (91.7% whole prompts, first, unread); 100%, 100% (91.7%) after the twenty-eighth session's fixes.
	{"threehundredthirtythird", "threehundredthirtythird set", "ModesThreehundredthirtythird", 24, 5, 100, 100},
	// threehundredthirtyfirst 95.5%, 81.8% (31.8% whole prompts, first, unread); 100%, 100% (50.0%) after the twenty-eighth session's fixes.
	{"threehundredthirtyfirst", "threehundredthirtyfirst set", "ModesThreehundredthirtyfirst", 22, 4, 100, 100},
	// threehundredthirtysecond 90.9%, 95.5% (77.3% whole prompts, first, unread); 100%, 100% (81.8%) after the twenty-eighth session's fixes.
	{"threehundredthirtysecond", "threehundredthirtysecond set", "ModesThreehundredthirtysecond", 22, 4, 100, 100},
	// threehundredthirtyfourth 87.0%, 95.7% (47.8% whole prompts, first, unread).
	{"threehundredthirtyfourth", "threehundredthirtyfourth set", "ModesThreehundredthirtyfourth", 23, 4, 86, 95},
	// threehundredthirtieth 76.0%, 72.0% (72.0% whole prompts, first, unread); 96.0%, 96.0% (88.0%) after the twenty-eighth session's fixes.
	{"threehundredthirtieth", "threehundredthirtieth set", "ModesThreehundredthirtieth", 25, 4, 95, 95},
	// threehundredthirtyninth 73.9%, 65.2% (65.2% whole prompts, first, unread); 87.0%, 78.3% (78.3%) after the twenty-eighth session's fixes.
	{"threehundredthirtyninth", "threehundredthirtyninth set", "ModesThreehundredthirtyninth", 23, 4, 86, 78},
	// threehundredthirtyseventh 87.0%, 87.0% (87.0% whole prompts, first, unread); 100%, 100% (100%) after the twenty-eighth session's fixes.
	{"threehundredthirtyseventh", "threehundredthirtyseventh set", "ModesThreehundredthirtyseventh", 23, 4, 100, 100},
	// threehundredthirtysixth 80.0%, 96.0% (96.0% whole prompts, first, unread).
	{"threehundredthirtysixth", "threehundredthirtysixth set", "ModesThreehundredthirtysixth", 25, 5, 80, 96},
	// threehundredthirtyeighth 100.0%, 100.0% (91.3% whole prompts, first, unread).
	{"threehundredthirtyeighth", "threehundredthirtyeighth set", "ModesThreehundredthirtyeighth", 23, 4, 100, 100},
	// threehundredthirtyfifth 27.3%, 95.5% (95.5% whole prompts, first, unread).
	{"threehundredthirtyfifth", "threehundredthirtyfifth set", "ModesThreehundredthirtyfifth", 22, 4, 27, 95},
	// threehundredfortieth 87.0%, 82.6% (78.3% whole prompts, first, unread); 100%, 95.7% (91.3%) after the twenty-eighth session's fixes.
	{"threehundredfortieth", "threehundredfortieth set", "ModesThreehundredfortieth", 23, 4, 100, 95},
	// threehundredfortyfourth 72.7%, 63.6% (18.2% whole prompts, first, unread); 72.7%, 68.2% (18.2%) after the twenty-eighth session's fixes.
	{"threehundredfortyfourth", "threehundredfortyfourth set", "ModesThreehundredfortyfourth", 22, 4, 72, 68},
	// threehundredfortyfirst 84.0%, 84.0% (80.0% whole prompts, first, unread); 92.0%, 92.0% (88.0%) after the twenty-eighth session's fixes.
	{"threehundredfortyfirst", "threehundredfortyfirst set", "ModesThreehundredfortyfirst", 25, 5, 92, 92},
	// threehundredfortysecond 91.3%, 95.7% (73.9% whole prompts, first, unread); 95.7%, 95.7% (73.9%) after the twenty-eighth session's fixes.
	{"threehundredfortysecond", "threehundredfortysecond set", "ModesThreehundredfortysecond", 23, 4, 95, 95},
	// threehundredfortythird 96.0%, 100.0% (100.0% whole prompts, first, unread).
	{"threehundredfortythird", "threehundredfortythird set", "ModesThreehundredfortythird", 25, 5, 96, 100},
	// threehundredfortysixth 58.3%, 62.5% (62.5% whole prompts, first, unread); 100.0%, 95.8% (83.3%) after the twenty-ninth session's fixes.
	{"threehundredfortysixth", "threehundredfortysixth set", "ModesThreehundredfortysixth", 24, 4, 100, 95},
	// threehundredfortyeighth 52.0%, 56.0% (28.0% whole prompts, first, unread); 72.0%, 76.0% (44.0%) after the twenty-ninth session's fixes; 80.0%, 84.0% (52.0%) after the thirtieth session's fixes.
	{"threehundredfortyeighth", "threehundredfortyeighth set", "ModesThreehundredfortyeighth", 25, 4, 80, 84},
	// threehundredfortyfifth 84.0%, 92.0% (92.0% whole prompts, first, unread); 96.0%, 100.0% (100.0%) after the twenty-ninth session's fixes.
	{"threehundredfortyfifth", "threehundredfortyfifth set", "ModesThreehundredfortyfifth", 25, 5, 96, 100},
	// threehundredfortyninth 88.0%, 72.0% (52.0% whole prompts, first, unread); 96.0%, 92.0% (60.0%) after the twenty-ninth session's fixes.
	{"threehundredfortyninth", "threehundredfortyninth set", "ModesThreehundredfortyninth", 25, 5, 96, 92},
	// threehundredfortyseventh 47.6%, 95.2% (95.2% whole prompts, first, unread); 71.4%, 95.2% (95.2%) after the twenty-ninth session's fixes.
	{"threehundredfortyseventh", "threehundredfortyseventh set", "ModesThreehundredfortyseventh", 21, 4, 71, 95},
	// threehundredfiftythird 91.7%, 95.8% (95.8% whole prompts, first, unread); 95.8%, 100.0% (100.0%) after the twenty-ninth session's fixes.
	{"threehundredfiftythird", "threehundredfiftythird set", "ModesThreehundredfiftythird", 24, 5, 95, 100},
	// threehundredfiftysecond 48.0%, 44.0% (32.0% whole prompts, first, unread); 68.0%, 64.0% (48.0%) after the twenty-ninth session's fixes.
	{"threehundredfiftysecond", "threehundredfiftysecond set", "ModesThreehundredfiftysecond", 25, 5, 68, 64},
	// threehundredfiftyfirst 95.5%, 100.0% (90.9% whole prompts, first, unread); 95.5%, 100.0% (90.9%) after the twenty-ninth session's fixes.
	{"threehundredfiftyfirst", "threehundredfiftyfirst set", "ModesThreehundredfiftyfirst", 22, 4, 95, 100},
	// threehundredfiftyfourth 60.9%, 78.3% (69.6% whole prompts, first, unread); 73.9%, 91.3% (78.3%) after the twenty-ninth session's fixes.
	{"threehundredfiftyfourth", "threehundredfiftyfourth set", "ModesThreehundredfiftyfourth", 23, 4, 73, 91},
	// threehundredfiftieth 91.3%, 91.3% (60.9% whole prompts, first, unread); 100.0%, 100.0% (60.9%) after the twenty-ninth session's fixes.
	{"threehundredfiftieth", "threehundredfiftieth set", "ModesThreehundredfiftieth", 23, 4, 100, 100},
	// threehundredfiftysixth 68.0%, 68.0% (60.0% whole prompts, first, unread); 76.0%, 76.0% (64.0%) after the twenty-ninth session's fixes; 96.0%, 92.0% (80.0%) after the thirtieth session's fixes.
	{"threehundredfiftysixth", "threehundredfiftysixth set", "ModesThreehundredfiftysixth", 25, 5, 96, 92},
	// threehundredfiftyeighth 64.0%, 64.0% (44.0% whole prompts, first, unread); 64.0%, 64.0% (44.0%) after the twenty-ninth session's fixes; 76.0%, 76.0% (56.0%) after the thirtieth session's fixes.
	{"threehundredfiftyeighth", "threehundredfiftyeighth set", "ModesThreehundredfiftyeighth", 25, 5, 76, 76},
	// threehundredfiftyfifth 83.3%, 95.8% (91.7% whole prompts, first, unread); 83.3%, 95.8% (91.7%) after the twenty-ninth session's fixes.
	{"threehundredfiftyfifth", "threehundredfiftyfifth set", "ModesThreehundredfiftyfifth", 24, 5, 83, 95},
	// threehundredfiftyninth 96.0%, 96.0% (96.0% whole prompts, first, unread); 100.0%, 100.0% (100.0%) after the twenty-ninth session's fixes.
	{"threehundredfiftyninth", "threehundredfiftyninth set", "ModesThreehundredfiftyninth", 25, 5, 100, 100},
	// threehundredfiftyseventh 95.8%, 91.7% (41.7% whole prompts, first, unread); 95.8%, 100.0% (41.7%) after the twenty-ninth session's fixes.
	{"threehundredfiftyseventh", "threehundredfiftyseventh set", "ModesThreehundredfiftyseventh", 24, 4, 95, 100},
	// threehundredsixtieth 64.0%, 68.0% (64.0% whole prompts, first, unread); 88.0%, 76.0% (72.0%) after the thirtieth session's fixes.
	{"threehundredsixtieth", "threehundredsixtieth set", "ModesThreehundredsixtieth", 25, 5, 88, 76},
	// threehundredsixtyfirst 90.9%, 90.9% (90.9% whole prompts, first, unread); 95.5%, 95.5% (95.5%) after the thirty-first session's fixes.
	{"threehundredsixtyfirst", "threehundredsixtyfirst set", "ModesThreehundredsixtyfirst", 22, 4, 95, 95},
	// threehundredsixtysecond 61.9%, 38.1% (33.3% whole prompts, first, unread); 90.5%, 90.5% (71.4%) after the thirtieth session's fixes.
	{"threehundredsixtysecond", "threehundredsixtysecond set", "ModesThreehundredsixtysecond", 21, 4, 90, 90},
	// threehundredsixtythird 68.0%, 64.0% (60.0% whole prompts, first, unread); 88.0%, 84.0% (80.0%) after the thirtieth session's fixes; 100.0%, 96.0% (92.0%) after the thirty-first session's fixes.
	{"threehundredsixtythird", "threehundredsixtythird set", "ModesThreehundredsixtythird", 25, 5, 100, 96},
	// threehundredsixtyfourth 86.4%, 86.4% (86.4% whole prompts, first, unread); 90.9%, 90.9% (90.9%) after the thirtieth session's fixes.
	{"threehundredsixtyfourth", "threehundredsixtyfourth set", "ModesThreehundredsixtyfourth", 22, 4, 90, 90},
	// threehundredsixtyfifth 95.8%, 87.5% (75.0% whole prompts, first, unread).
	{"threehundredsixtyfifth", "threehundredsixtyfifth set", "ModesThreehundredsixtyfifth", 24, 5, 95, 87},
	// threehundredsixtyninth 100.0%, 96.0% (84.0% whole prompts, first, unread).
	{"threehundredsixtyninth", "threehundredsixtyninth set", "ModesThreehundredsixtyninth", 25, 5, 100, 96},
	// threehundredseventieth 92.0%, 60.0% (48.0% whole prompts, first, unread); 96.0%, 76.0% (64.0%) after the thirtieth session's fixes.
	{"threehundredseventieth", "threehundredseventieth set", "ModesThreehundredseventieth", 25, 4, 96, 76},
	// threehundredsixtysixth 33.3%, 66.7% (61.9% whole prompts, first, unread); 52.4%, 85.7% (81.0%) after the thirtieth session's fixes.
	{"threehundredsixtysixth", "threehundredsixtysixth set", "ModesThreehundredsixtysixth", 21, 4, 52, 85},
	// threehundredsixtyseventh 88.0%, 92.0% (92.0% whole prompts, first, unread); 92.0%, 96.0% (96.0%) after the thirtieth session's fixes.
	{"threehundredsixtyseventh", "threehundredsixtyseventh set", "ModesThreehundredsixtyseventh", 25, 5, 92, 96},
	// threehundredsixtyeighth 59.1%, 54.5% (18.2% whole prompts, first, unread); 63.6%, 59.1% (22.7%) after the thirtieth session's fixes.
	{"threehundredsixtyeighth", "threehundredsixtyeighth set", "ModesThreehundredsixtyeighth", 22, 4, 63, 59},
	// threehundredseventythird 87.5%, 70.8% (66.7% whole prompts, first, unread); 95.8%, 75.0% (66.7%) after the thirty-first session's fixes.
	{"threehundredseventythird", "threehundredseventythird set", "ModesThreehundredseventythird", 24, 4, 95, 75},
	// threehundredseventysixth 59.1%, 68.2% (36.4% whole prompts, first, unread); 86.4%, 72.7% (40.9%) after the thirty-first session's fixes.
	{"threehundredseventysixth", "threehundredseventysixth set", "ModesThreehundredseventysixth", 22, 4, 86, 72},
	// threehundredseventyfirst 66.7%, 90.5% (90.5% whole prompts, first, unread); 71.4%, 90.5% (90.5%) after the thirty-first session's fixes.
	{"threehundredseventyfirst", "threehundredseventyfirst set", "ModesThreehundredseventyfirst", 21, 4, 71, 90},
	// threehundredseventysecond 87.0%, 87.0% (87.0% whole prompts, first, unread).
	{"threehundredseventysecond", "threehundredseventysecond set", "ModesThreehundredseventysecond", 23, 4, 86, 86},
	// threehundredseventyfourth 79.2%, 83.3% (79.2% whole prompts, first, unread); 83.3%, 87.5% (83.3%) after the thirty-first session's fixes.
	{"threehundredseventyfourth", "threehundredseventyfourth set", "ModesThreehundredseventyfourth", 24, 5, 83, 87},
	// threehundredseventyfifth 88.0%, 84.0% (64.0% whole prompts, first, unread); 100.0%, 96.0% (76.0%) after the thirty-first session's fixes.
	{"threehundredseventyfifth", "threehundredseventyfifth set", "ModesThreehundredseventyfifth", 25, 5, 100, 96},
	// threehundredseventyseventh 64.0%, 60.0% (52.0% whole prompts, first, unread); 84.0%, 80.0% (72.0%) after the thirty-first session's fixes.
	{"threehundredseventyseventh", "threehundredseventyseventh set", "ModesThreehundredseventyseventh", 25, 5, 84, 80},
	// threehundredseventyninth 58.3%, 41.7% (33.3% whole prompts, first, unread).
	{"threehundredseventyninth", "threehundredseventyninth set", "ModesThreehundredseventyninth", 24, 4, 58, 41},
	// threehundredeightieth 83.3%, 91.7% (79.2% whole prompts, first, unread).
	{"threehundredeightieth", "threehundredeightieth set", "ModesThreehundredeightieth", 24, 5, 83, 91},
	// threehundredeightyfirst 79.2%, 75.0% (66.7% whole prompts, first, unread); 95.8%, 91.7% (83.3%) after the thirty-first session's fixes.
	{"threehundredeightyfirst", "threehundredeightyfirst set", "ModesThreehundredeightyfirst", 24, 5, 95, 91},
	// threehundredseventyeighth 95.7%, 87.0% (65.2% whole prompts, first, unread).
	{"threehundredseventyeighth", "threehundredseventyeighth set", "ModesThreehundredseventyeighth", 23, 4, 95, 86},
	// threehundredeightysecond 80.0%, 76.0% (52.0% whole prompts, first, unread).
	{"threehundredeightysecond", "threehundredeightysecond set", "ModesThreehundredeightysecond", 25, 5, 80, 76},
	// threehundredeightythird 56.5%, 82.6% (78.3% whole prompts, first, unread); 65.2%, 91.3% (87.0%) after the thirty-first session's fixes.
	{"threehundredeightythird", "threehundredeightythird set", "ModesThreehundredeightythird", 23, 4, 65, 91},
	// threehundredeightyfifth 83.3%, 75.0% (70.8% whole prompts, first, unread).
	{"threehundredeightyfifth", "threehundredeightyfifth set", "ModesThreehundredeightyfifth", 24, 4, 83, 75},
	// threehundredeightysixth 62.5%, 62.5% (54.2% whole prompts, first, unread); 75.0%, 75.0% (62.5%) after the thirty-first session's fixes.
	{"threehundredeightysixth", "threehundredeightysixth set", "ModesThreehundredeightysixth", 24, 4, 75, 75},
	// threehundredeightyfourth 82.6%, 87.0% (69.6% whole prompts, first, unread); 91.3%, 95.7% (78.3%) after the thirty-first session's fixes.
	{"threehundredeightyfourth", "threehundredeightyfourth set", "ModesThreehundredeightyfourth", 23, 4, 91, 95},
}

func TestSetsAccuracy(t *testing.T) {
	for _, set := range heldOutSets {
		t.Run(set.name, func(t *testing.T) {
			measureSet(t, set.what, "../testdata/modes-"+set.name, set.live, set.cases, set.programs, set.modeFloor, set.kindFloor)
		})
	}
}

// measureSet classifies the samples of a held-out set and logs, per
// program, the cases whose mode, state, prompt kind and whole prompt are
// the labelled ones, each case read wrong, a confusion table of modes and
// the totals; the set must hold at least minCases cases from minPrograms
// programs, and the mode and prompt kind be right at least as often as
// the floors say.
func measureSet(t *testing.T, what, dir, test string, minCases, minPrograms int, modeFloor, kindFloor float64) {
	cases := loadSamples(t, dir, test, false)
	type tally struct{ cases, mode, state, kind, prompt int }
	per := map[string]*tally{}
	var total tally
	confusion := map[Mode]map[Mode]int{}
	for _, c := range cases {
		got := Classify(c.Screen, c.Facts)
		mode := got.Mode == c.Expect.Mode && strings.Contains(got.Detail, c.Expect.Detail)
		kind := kindOfPrompt(c.Expect.Prompt) == kindOfPrompt(got.Prompt)
		prompt := MatchPrompt(c.Expect.Prompt, got.Prompt).All()
		p := per[c.Program]
		if p == nil {
			p = &tally{}
			per[c.Program] = p
		}
		for _, tl := range []*tally{p, &total} {
			tl.cases++
			tl.mode += b2i(mode)
			tl.state += b2i(stateOf(c.Facts) == c.Expect.State)
			tl.kind += b2i(kind)
			tl.prompt += b2i(prompt)
		}
		if confusion[c.Expect.Mode] == nil {
			confusion[c.Expect.Mode] = map[Mode]int{}
		}
		confusion[c.Expect.Mode][got.Mode]++
		if !mode || !prompt {
			t.Logf("wrong: %s: got %s (%s) %s, want %s %s", c.Name, got.Mode, got.Detail, promptText(got.Prompt), c.Expect.Mode, promptText(c.Expect.Prompt))
		}
	}
	t.Logf("%s, cases right per program:\n%s", what, table("program\tcases\tmode\tstate\tkind\tprompt", per, &total, func(p *tally) string {
		return fmt.Sprintf("%d\t%d\t%d\t%d\t%d", p.cases, p.mode, p.state, p.kind, p.prompt)
	}))
	t.Logf("modes, labelled (rows) against read (columns):\n%s", confusionTable(confusion))
	pct := func(n int) float64 { return 100 * float64(n) / float64(total.cases) }
	t.Logf("mode %.1f%%, state %.1f%%, prompt kind %.1f%%, whole prompt %.1f%% of %d cases from %d programs",
		pct(total.mode), pct(total.state), pct(total.kind), pct(total.prompt), total.cases, len(per))
	if total.cases < minCases || len(per) < minPrograms {
		t.Errorf("the %s has %d cases from %d programs; it needs at least %d from %d", what, total.cases, len(per), minCases, minPrograms)
	}
	if pct(total.mode) < modeFloor || pct(total.kind) < kindFloor {
		t.Errorf("mode right in %.0f%% and prompt kind in %.0f%% of the %s's cases, under the floors of %.0f%% and %.0f%%",
			pct(total.mode), pct(total.kind), what, modeFloor, kindFloor)
	}
}

// kindOfPrompt is a prompt's kind, "" for none.
func kindOfPrompt(p *Prompt) Kind {
	if p == nil {
		return ""
	}
	return p.Kind
}

// confusionTable renders counts of labelled modes (rows) against the
// modes read (columns).
func confusionTable(c map[Mode]map[Mode]int) string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 1, ' ', tabwriter.AlignRight)
	fmt.Fprint(w, "label \\ read\t")
	for _, m := range All {
		fmt.Fprintf(w, "%s\t", m)
	}
	fmt.Fprintln(w)
	for _, want := range All {
		if c[want] == nil {
			continue
		}
		fmt.Fprintf(w, "%s\t", want)
		for _, got := range All {
			fmt.Fprintf(w, "%d\t", c[want][got])
		}
		fmt.Fprintln(w)
	}
	_ = w.Flush()
	return b.String()
}
