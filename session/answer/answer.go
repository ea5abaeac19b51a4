package answer

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/agentty/agentty/emulator"
	"github.com/agentty/agentty/modes"
)

// ErrAnswer: answer_prompt cannot give the answer asked for (it does not
// fit the prompt, or the screen did not move as answering needs); the
// error's text is the whole sentence, with the next step.
var ErrAnswer = errors.New("cannot answer the prompt")

// Answer is an answer to the prompt on the screen: exactly one of
// Choice (an option's label or key), Choices (a multiselect's labels to
// tick), Text (empty takes the default) or Confirm (yes or no).
type Answer struct {
	Choice  *string
	Choices []string
	Text    *string
	Confirm *bool
}

// Screen is what answering reads of a screen result: V is the result
// itself, as the Terminal gave it, which Prompt returns.
type Screen[V any] struct {
	Of      V
	Session string // the session's id, for the sentences of refusals
	Mode    modes.Mode
	Lines   []string
	Prompt  *modes.Prompt
	Running bool // the program was seen at work
}

// Input is one step's input: keys pressed one at a time, then text
// written at once; Secret is text in it that is never shown nor recorded.
type Input struct {
	Keys   []emulator.Key
	Text   []byte
	Secret string
}

// Terminal is the session whose prompt is answered, as answering uses it.
type Terminal[V any] interface {
	// Look returns the screen now or, with settle, once the program
	// settled, sending nothing. Its error is the wait's, or the
	// session's for a program that has exited.
	Look(settle bool) (Screen[V], error)
	// Send sends in and returns the screen once the program settled;
	// label names the step (the recording's marker).
	Send(in Input, label string) (Screen[V], error)
}

// Prompt answers the prompt t's screen shows with a: it moves the
// highlight with the widget's keys, checking each step on screen, and
// submits; where no highlight shows, it types the option's key (several
// keys set apart by commas, for a multiselect whose options all show
// theirs); a password goes as secret input. It fails with ErrAnswer
// (whose text says why and what to do next) when the answer does not fit
// the prompt or the screen did not move as intended, and returns the
// screen then (the zero Screen when a step failed before it had one).
func Prompt[V any](t Terminal[V], a Answer) (Screen[V], error) {
	an := &answerer[V]{t: t}
	return an.answer(a)
}

// answerError is a refusal of answer_prompt: its text is the whole
// sentence, with the next step.
type answerError struct{ msg string }

func (e *answerError) Error() string        { return e.msg }
func (e *answerError) Is(target error) bool { return target == ErrAnswer }

func answerErrorf(format string, a ...any) error {
	return &answerError{fmt.Sprintf(format, a...)}
}

// typedText is what a terminal sends for text typed (not pasted).
func typedText(text string) []byte {
	return emulator.EncodeText(text, false, emulator.Modes{})
}

// answerer answers one prompt in a session, a step at a time.
type answerer[V any] struct {
	t Terminal[V]
	// Steps counts the keys sent, for tests and figures.
	steps int
}

// maxSteps bounds the moves of one answer: a highlight that has not
// reached its option by then is not moving as it should.
const maxSteps = 200

func (an *answerer[V]) answer(a Answer) (Screen[V], error) {
	v, err := an.t.Look(false)
	if err == nil && v.Prompt == nil && v.Running {
		// Seen at work for an instant (a thread of its own woke): wait
		// until it waits for input again.
		v, err = an.t.Look(true)
	}
	if err != nil {
		return v, err
	}
	p := v.Prompt
	if p == nil {
		return v, answerErrorf("session %s shows no question, menu or form (mode %s); read the screen, then use send_keys or send_text", v.Session, v.Mode)
	}
	if err := check(p, a); err != nil {
		return v, err
	}
	switch {
	case a.Text != nil:
		return an.text(v, *a.Text)
	case a.Confirm != nil:
		return an.pick(v, p.Options[yesOrNo(p, *a.Confirm)].Label)
	case a.Choices != nil:
		return an.multi(v, a.Choices)
	default:
		return an.pick(v, *a.Choice)
	}
}

// check says whether answer_prompt takes the answer a for the prompt p,
// before it presses a key: the argument fits the prompt's kind, names an
// option the prompt has (or one it may bring into view by moving through
// or filtering its list), and the screen shows how to reach it (the
// highlight, or the option's key).
func check(p *modes.Prompt, a Answer) error {
	switch {
	case a.Text != nil:
		if p.Kind != modes.Text && p.Kind != modes.Password {
			return wrongArg(p)
		}
	case a.Confirm != nil:
		if p.Kind != modes.Confirm {
			return wrongArg(p)
		}
		if yesOrNo(p, *a.Confirm) < 0 {
			return answerErrorf("the confirm prompt offers no %s option (options: %s); answer with choice", map[bool]string{true: "yes", false: "no"}[*a.Confirm], quoted(p.Labels()))
		}
	case a.Choices != nil:
		switch {
		case p.Kind != modes.Multiselect:
			return wrongArg(p)
		case !p.Readable() && !allKeyed(p):
			return cannotMove(p)
		case p.Filter:
			return answerErrorf("answer_prompt ticks a filtering list's entries only one at a time; use choice, or send_keys with <tab>")
		}
	default:
		if p.Kind == modes.Text || p.Kind == modes.Password || p.Kind == modes.Multiselect {
			return wrongArg(p)
		}
		i := find(p, *a.Choice)
		switch {
		case i < 0 && !p.Filter && (!p.Readable() || (p.Kind != modes.Select && p.Kind != modes.Multiselect)):
			return answerErrorf("no option matches %q; the options are: %s", *a.Choice, quoted(p.Labels()))
		case i >= 0 && !p.Readable() && p.Options[i].Key == "":
			return cannotMove(p)
		}
	}
	return nil
}

// tickInView ticks and unticks the options in view that differ from want,
// those at or below the highlight (down) or at or above it, nearest first,
// so that the highlight moves only that way. done holds those already
// handled.
func (an *answerer[V]) tickInView(v Screen[V], want, done map[string]bool, down bool) (Screen[V], error) {
	for n := 0; ; n++ {
		p := v.Prompt
		cur := p.Options[p.SelectedIndex()]
		opts := slices.Clone(p.Options)
		if !down {
			slices.Reverse(opts)
		}
		var todo *modes.Option
		for _, o := range opts {
			ahead := o.Row > cur.Row || (o.Row == cur.Row && o.Col >= cur.Col)
			if !down {
				ahead = o.Row < cur.Row || (o.Row == cur.Row && o.Col <= cur.Col)
			}
			if ahead && !done[o.Label] && o.Checked != nil && *o.Checked != want[o.Label] {
				todo = &o
				break
			}
		}
		if todo == nil {
			return v, nil
		}
		if n > maxSteps {
			return v, answerErrorf("too many entries to tick; read the screen")
		}
		var err error
		if v, err = an.moveTo(v, todo.Label); err != nil {
			return v, err
		}
		if v, err = an.toggle(v, todo.Label); err != nil {
			return v, err
		}
		done[todo.Label] = true
		if v.Prompt.SelectedIndex() < 0 {
			return v, cannotMove(v.Prompt)
		}
	}
}

// sweep walks a list that scrolls, down to its end (or round to where it
// began, in a list that wraps) and then up to its top, ticking and
// unticking each option that differs from want as it comes into view.
func (an *answerer[V]) sweep(v Screen[V], want, done map[string]bool) (Screen[V], error) {
	for _, key := range []string{"<down>", "<up>"} {
		down := key == "<down>"
		visited := map[string]bool{}
		for step := 0; ; step++ {
			var err error
			if v, err = an.tickInView(v, want, done, down); err != nil {
				return v, err
			}
			if step > maxSteps {
				return v, answerErrorf("the list did not end in %d moves; read the screen", maxSteps)
			}
			cur := v.Prompt.Options[v.Prompt.SelectedIndex()]
			visited[cur.Label] = true
			next, err := an.sendShown(key, func(n Screen[V]) bool { return moved(n, cur) })
			if err != nil {
				return next, err
			}
			if next.Prompt == nil || next.Prompt.SelectedIndex() < 0 {
				return next, answerErrorf("the list went away or lost its highlight after %s; read the screen", key)
			}
			now := next.Prompt.Options[next.Prompt.SelectedIndex()]
			v = next
			if (now.Label == cur.Label && now.Row == cur.Row) || visited[now.Label] {
				break // its end, or round to where this pass began
			}
		}
	}
	return v, nil
}

// wrongArg names the argument the prompt's kind needs.
func wrongArg(p *modes.Prompt) error {
	switch p.Kind {
	case modes.Text, modes.Password:
		return answerErrorf("the prompt asks for %s; answer it with text", p.Kind)
	case modes.Multiselect:
		return answerErrorf("the prompt is a multiselect; answer it with choices, the labels to tick (options: %s)", quoted(p.Labels()))
	case modes.Confirm:
		return answerErrorf("the prompt is a confirm; answer it with confirm true or false, or choice (options: %s)", quoted(p.Labels()))
	}
	return answerErrorf("the prompt is a %s; answer it with choice (options: %s)", p.Kind, quoted(p.Labels()))
}

// send presses keys (key notation), one at a time, and returns the
// settled screen.
func (an *answerer[V]) send(keys string, secret string) (Screen[V], error) {
	ks, err := emulator.ParseKeys(keys)
	if err != nil {
		return Screen[V]{}, err
	}
	return an.input(Input{Keys: ks, Secret: secret}, keys)
}

// sendBytes types text in one write and returns the settled screen.
func (an *answerer[V]) sendBytes(text []byte, secret, label string) (Screen[V], error) {
	return an.input(Input{Text: text, Secret: secret}, label)
}

func (an *answerer[V]) input(in Input, label string) (Screen[V], error) {
	an.steps++
	if in.Secret != "" {
		label = "(secret input redacted)"
	}
	return an.t.Send(in, "answer_prompt "+label)
}

// sendShown sends key and returns the settled screen. When shown does not
// hold on it, the program gets one more settled look, with nothing sent,
// before the step is judged: a renderer whose update came in after the
// frame tick the input's first round waited for (a Go program's event loop
// run late on a loaded machine) draws it on its next tick, which that look
// waits for. A step that truly did nothing costs that one look.
func (an *answerer[V]) sendShown(key string, shown func(Screen[V]) bool) (Screen[V], error) {
	next, err := an.send(key, "")
	if err != nil || shown(next) {
		return next, err
	}
	return an.t.Look(true)
}

// moved says whether v's highlight is elsewhere than on cur (or v shows
// no prompt, or none highlighted, which the caller judges).
func moved[V any](v Screen[V], cur modes.Option) bool {
	if v.Prompt == nil || v.Prompt.SelectedIndex() < 0 {
		return true
	}
	now := v.Prompt.Options[v.Prompt.SelectedIndex()]
	return now.Label != cur.Label || now.Row != cur.Row || now.Col != cur.Col
}

// text types a line into a text or password prompt and submits it.
func (an *answerer[V]) text(v Screen[V], text string) (Screen[V], error) {
	p := v.Prompt
	secret := ""
	if p.Kind == modes.Password {
		secret = text
	}
	typed := typedText(text)
	switch {
	case text == "":
	case p.Prefilled:
		// Clear the value already in the field first.
		typed = append([]byte(strings.Repeat("\x7f", len([]rune(p.Default)))), typed...)
	case p.Value != "":
		// And what was typed into it before.
		typed = append([]byte(strings.Repeat("\x7f", len([]rune(p.Value)))), typed...)
	}
	if p.Line {
		return an.sendBytes(append(typed, '\r'), secret, "text")
	}
	if len(typed) > 0 {
		var err error
		if v, err = an.sendBytes(typed, secret, "text"); err != nil {
			return v, err
		}
		echo := text
		if secret != "" {
			echo = strings.Repeat("*", len([]rune(text)))
		}
		if !stillAsking(p, v.Prompt, echo) {
			return v, answerErrorf("the prompt changed while the text was typed, before Enter; read the screen and go on with send_keys")
		}
	}
	return an.send("<enter>", "")
}

// stillAsking reports whether q, read after keys were typed into prompt p,
// is the same prompt: the same question, or (where nothing on the row
// tells the question from what was typed, on a screen drawn without
// colour) the question with the echo of what was typed after it.
func stillAsking(p, q *modes.Prompt, echo string) bool {
	if q == nil {
		return false
	}
	if q.Question == p.Question && q.Kind == p.Kind {
		return true
	}
	return echo != "" && strings.HasPrefix(q.Question, p.Question) && strings.HasSuffix(q.Question, " "+echo)
}

// yesOrNo finds the option that says yes (or no).
func yesOrNo(p *modes.Prompt, yes bool) int {
	if i := namedAnswer(p, yes); i >= 0 {
		return i
	}
	if len(p.Options) == 2 {
		// A dialog's two buttons that name what they do: the one that
		// is not the other answer ("Discard" beside "Cancel"), or, with
		// neither named so ("Purge" and "Keep"), the first affirms and
		// the second declines, as modes reads such a confirm.
		if other := namedAnswer(p, !yes); other >= 0 {
			return 1 - other
		}
		if yes {
			return 0
		}
		return 1
	}
	return -1
}

// namedAnswer is the option a yes or no word names (yes, ok; no,
// cancel), or -1.
func namedAnswer(p *modes.Prompt, yes bool) int {
	words := map[bool][]string{true: {"yes", "y", "ok", "okay", "true"}, false: {"no", "n", "false", "cancel"}}[yes]
	for i, o := range p.Options {
		for _, w := range words {
			if strings.EqualFold(o.Label, w) || strings.EqualFold(o.Key, w) {
				return i
			}
		}
	}
	return -1
}

// find returns the index of the option a choice names: its label, then its
// key, then the one label it starts (a word at a time), ignoring case.
func find(p *modes.Prompt, choice string) int {
	c := strings.ToLower(strings.Join(strings.Fields(choice), " "))
	if c == "" {
		return -1
	}
	for i, o := range p.Options {
		if strings.ToLower(o.Label) == c {
			return i
		}
	}
	for i, o := range p.Options {
		if o.Key != "" && strings.ToLower(o.Key) == c {
			return i
		}
	}
	found := -1
	for i, o := range p.Options {
		l := strings.ToLower(o.Label)
		if strings.HasPrefix(l, c) && (len(l) == len(c) || !isWordChar(l[len(c)])) {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

func isWordChar(b byte) bool {
	return b == '_' || b == '-' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z')
}

func quoted(labels []string) string {
	q := make([]string, len(labels))
	for i, l := range labels {
		q[i] = strconv.Quote(l)
	}
	return strings.Join(q, ", ")
}

// pick chooses one option: by moving the highlight to it when the screen
// shows one, else by typing its key.
func (an *answerer[V]) pick(v Screen[V], choice string) (Screen[V], error) {
	p := v.Prompt
	i := find(p, choice)
	if i < 0 {
		var err error
		if v, err = an.locate(v, choice); err != nil {
			return v, err
		}
		p = v.Prompt
		i = find(p, choice)
	}
	label := p.Options[i].Label
	if !p.Readable() {
		key := p.Options[i].Key
		if key == "" {
			return v, cannotMove(p)
		}
		return an.typeKey(v, key)
	}
	v, err := an.moveTo(v, label)
	if err != nil {
		return v, err
	}
	if o := v.Prompt.Options[find(v.Prompt, label)]; o.Checked != nil && !*o.Checked {
		// A radio list: the choice is the ticked entry, not the highlighted one.
		if v, err = an.toggle(v, label); err != nil {
			return v, err
		}
	}
	return an.send("<enter>", "")
}

// locate brings the option a choice names into view when the screen does
// not show it: by typing it into a list that filters (fzf), or by moving
// the highlight down the list, then up, a key at a time, while the list
// scrolls. It fails with the options seen.
func (an *answerer[V]) locate(v Screen[V], choice string) (Screen[V], error) {
	p := v.Prompt
	if p.Filter {
		next, err := an.sendBytes(typedText(choice), "", "filter")
		if err != nil {
			return next, err
		}
		if next.Prompt == nil {
			return next, answerErrorf("the list went away while its filter was typed; read the screen")
		}
		if find(next.Prompt, choice) < 0 {
			return next, answerErrorf("no option matches %q, even with it typed as the filter; the options are: %s", choice, quoted(next.Prompt.Labels()))
		}
		return next, nil
	}
	seen := p.Labels()
	notFound := func(v Screen[V]) (Screen[V], error) {
		return v, answerErrorf("no option matches %q; the options are: %s", choice, quoted(seen))
	}
	if !p.Readable() || (p.Kind != modes.Select && p.Kind != modes.Multiselect) {
		return notFound(v)
	}
	start := p.Options[p.SelectedIndex()]
	for _, key := range []string{"<down>", "<up>"} {
		for step := 0; step < maxSteps; step++ {
			cur := v.Prompt.Options[v.Prompt.SelectedIndex()]
			next, err := an.sendShown(key, func(n Screen[V]) bool { return moved(n, cur) })
			if err != nil {
				return next, err
			}
			if next.Prompt == nil {
				return next, answerErrorf("the prompt went away after %s; read the screen", key)
			}
			if find(next.Prompt, choice) >= 0 {
				return next, nil
			}
			for _, l := range next.Prompt.Labels() {
				if !slices.Contains(seen, l) {
					seen = append(seen, l)
				}
			}
			i := next.Prompt.SelectedIndex()
			if i < 0 {
				return next, cannotMove(next.Prompt)
			}
			v = next
			now := next.Prompt.Options[i]
			if now.Label == cur.Label && now.Row == cur.Row {
				break // the end of the list this way
			}
			if now.Label == start.Label && key == "<down>" {
				return notFound(v) // round a list that wraps
			}
		}
	}
	return notFound(v)
}

func cannotMove(p *modes.Prompt) error {
	return answerErrorf("cannot see which option of %q is highlighted (no marker or look sets one apart), so answer_prompt cannot move it safely; use send_keys and check each step with read_screen", p.Question)
}

// namedKey is a key in the key notation ("<esc>", "<ctrl-x>", "<f5>"),
// which is sent as the key it names, not as its letters.
var namedKey = regexp.MustCompile(`^<[a-z][a-z0-9-]*>$`)

// typeKey answers by typing an option's key: with Enter for a program
// that reads lines; otherwise the key alone, and Enter only when the same
// question still waits (a widget that wants the key confirmed).
func (an *answerer[V]) typeKey(v Screen[V], key string) (Screen[V], error) {
	p := v.Prompt
	keys := key
	switch {
	case strings.HasPrefix(key, "^") && len(key) == 2:
		keys = "<ctrl-" + strings.ToLower(key[1:]) + ">"
	case strings.HasPrefix(key, "M-") && len(key) == 3:
		keys = "<alt-" + strings.ToLower(key[2:]) + ">"
	case key == "<enter>":
		// "Press Enter to continue": Enter is the answer.
		return an.send(key, "")
	case namedKey.MatchString(key):
		keys = key // "<esc>", "<ctrl-x>", "<f5>": the key it names
	default:
		keys = strings.ReplaceAll(key, "<", "<lt>")
	}
	if p.Line {
		return an.send(keys+"<enter>", "")
	}
	before := v.Lines
	v, err := an.send(keys, "")
	if err != nil || !stillAsking(p, v.Prompt, key) {
		return v, err
	}
	if strings.Join(v.Lines, "\n") == strings.Join(before, "\n") {
		return v, answerErrorf("the program did not show the key %q it was sent; read the screen before pressing Enter", key)
	}
	return an.send("<enter>", "")
}

// moveTo moves the highlight to the option labelled label, one key at a
// time, checking after each that the highlight went where intended.
func (an *answerer[V]) moveTo(v Screen[V], label string) (Screen[V], error) {
	for step := 0; ; step++ {
		p := v.Prompt
		cur, tgt := p.SelectedIndex(), find(p, label)
		switch {
		case cur < 0:
			return v, cannotMove(p)
		case tgt < 0:
			return v, answerErrorf("the option %q went off the screen while the highlight moved; read the screen", label)
		case cur == tgt:
			return v, nil
		case step >= maxSteps:
			return v, answerErrorf("the highlight did not reach %q in %d moves; read the screen", label, maxSteps)
		}
		from, to := p.Options[cur], p.Options[tgt]
		key := direction(from, to)
		next, err := an.sendShown(key, func(n Screen[V]) bool { return moved(n, from) })
		if err != nil {
			return next, err
		}
		np := next.Prompt
		if np == nil {
			return next, answerErrorf("the prompt went away after %s; read the screen", key)
		}
		ncur, ntgt := np.SelectedIndex(), find(np, label)
		if ncur < 0 {
			return next, cannotMove(np)
		}
		now := np.Options[ncur]
		if !moved(next, from) {
			return next, answerErrorf("pressed %s to move from %q toward %q, but the highlight did not move; read the screen and use send_keys", key, from.Label, label)
		}
		// It must have moved toward the target and not past it.
		if ntgt >= 0 && !between(from, now, np.Options[ntgt]) {
			return next, answerErrorf("pressed %s to move from %q toward %q, but the highlight went to %q; read the screen and use send_keys", key, from.Label, label, now.Label)
		}
		v = next
	}
}

// direction is the arrow key that moves from one option toward another on
// the screen.
func direction(from, to modes.Option) string {
	switch {
	case to.Row < from.Row:
		return "<up>"
	case to.Row > from.Row:
		return "<down>"
	case to.Col < from.Col:
		return "<left>"
	}
	return "<right>"
}

// between reports whether now lies after from and no further than to, on
// the line of screen positions from from to to (a list scrolled under the
// highlight keeps it in place; the label then tells).
func between(from, now, to modes.Option) bool {
	pos := func(o modes.Option) int { return o.Row*10000 + o.Col }
	a, b, c := pos(from), pos(now), pos(to)
	if a == b {
		return now.Label != from.Label
	}
	if a < c {
		return b > a && b <= c
	}
	return b < a && b >= c
}

// toggle presses space on the highlighted option (labelled label) and
// checks that its tick flipped.
func (an *answerer[V]) toggle(v Screen[V], label string) (Screen[V], error) {
	i := find(v.Prompt, label)
	was := v.Prompt.Options[i].Checked
	key := v.Prompt.Toggle
	if key == "" {
		key = "<space>"
	}
	flipped := func(n Screen[V]) bool {
		if n.Prompt == nil {
			return true
		}
		j := find(n.Prompt, label)
		return j < 0 || n.Prompt.Options[j].Checked == nil || *n.Prompt.Options[j].Checked != *was
	}
	next, err := an.sendShown(key, flipped)
	if err != nil {
		return next, err
	}
	if next.Prompt == nil {
		return next, answerErrorf("the prompt went away after %s on %q; read the screen", key, label)
	}
	j := find(next.Prompt, label)
	if j < 0 || next.Prompt.Options[j].Checked == nil || *next.Prompt.Options[j].Checked == *was {
		return next, answerErrorf("pressed %s on %q but its tick did not change; read the screen and use send_keys", key, label)
	}
	return next, nil
}

// multi ticks exactly the options named and submits.
func (an *answerer[V]) multi(v Screen[V], choices []string) (Screen[V], error) {
	p := v.Prompt
	if !p.Readable() && allKeyed(p) {
		return an.typeKeys(v, choices)
	}
	// The labels asked for, as the screen writes them; each brought
	// into view first when the list scrolls.
	want := map[string]bool{}
	var err error
	sweep := p.More
	for _, c := range choices {
		if find(v.Prompt, c) < 0 {
			if v, err = an.locate(v, c); err != nil {
				return v, err
			}
			sweep = true
		}
		want[v.Prompt.Options[find(v.Prompt, c)].Label] = true
	}
	done := map[string]bool{}
	if !sweep {
		if v, err = an.tickInView(v, want, done, true); err != nil {
			return v, err
		}
	} else if v, err = an.sweep(v, want, done); err != nil {
		return v, err
	}
	for _, o := range v.Prompt.Options {
		if o.Checked != nil && *o.Checked != want[o.Label] {
			return v, answerErrorf("%q is not ticked as asked after the moves; read the screen", o.Label)
		}
	}
	return an.send("<enter>", "")
}

// allKeyed reports whether every option of a prompt shows its key: a
// numbered menu whose prompt takes several numbers ("Your choice(multi
// use , separate):"), answered by typing them.
func allKeyed(p *modes.Prompt) bool {
	return len(p.Options) > 0 && !slices.ContainsFunc(p.Options, func(o modes.Option) bool { return o.Key == "" })
}

// typeKeys answers a multiselect whose options show their keys and no
// highlight: the chosen options' keys, in the order of the options, set
// apart by commas (as such prompts ask: "multi use , separate", "1,2,4"),
// then Enter.
func (an *answerer[V]) typeKeys(v Screen[V], choices []string) (Screen[V], error) {
	p := v.Prompt
	want := map[int]bool{}
	for _, c := range choices {
		i := find(p, c)
		if i < 0 {
			return v, answerErrorf("no option matches %q; the options are: %s", c, quoted(p.Labels()))
		}
		want[i] = true
	}
	var keys []string
	for i, o := range p.Options {
		if want[i] {
			keys = append(keys, o.Key)
		}
	}
	return an.sendBytes(append(typedText(strings.Join(keys, ",")), '\r'), "", "keys")
}
