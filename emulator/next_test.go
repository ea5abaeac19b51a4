package emulator

// nextTerm beside Terminal: the same input fed to both through the
// product's surface, and everything the product reads compared.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/agentty/agentty/emulator/screen"
)

// surface is what the product uses of a terminal: Terminal has it, and
// nextTerm must have it all before New can return one.
type surface interface {
	Write(p []byte) (int, error)
	Feed(p []byte, pauser Pauser)
	Snapshot() Snapshot
	Scrollback(n int) []string
	ScrollbackPage(n, skip, maxBytes int) (lines []string, kept int, more bool)
	History(from, to int64, limit int) (lines []string, first int64)
	ScrollbackLen() int
	Marks(after int) []Mark
	MarkSeq() int
	Text(from, to Pos) (text string, lost int64)
	TextSince(p Pos) string
	OnScreen(p Pos) bool
	CursorPos() Pos
	LastPrompt() string
	SetMarkNonce(nonce string)
	SetMask(m Mask)
	Changed() <-chan struct{}
	Replies() io.Reader
	DiscardReplies()
	Resize(cols, rows int)
	Size() (cols, rows int)
	Modes() Modes
	Frame() Frame
	Image() *image.RGBA
	PNG(w io.Writer) error
	Queries() uint64
	Faults() int
	Close() error
}

var (
	_ surface = (*Terminal)(nil)
	_ surface = (*nextTerm)(nil)
)

// fedTerm is a terminal fed an input, and the replies it gave.
type fedTerm struct {
	surface
	replies []byte
}

// feedSurface feeds chunks to term after setup (which may be nil), then
// runs after (nil: nothing), and closes it, keeping its replies.
func feedSurface(term surface, chunks [][]byte, setup, after func(s surface)) fedTerm {
	var buf bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, _ = io.Copy(&buf, term.Replies())
	}()
	if setup != nil {
		setup(term)
	}
	for _, c := range chunks {
		_, _ = term.Write(c)
	}
	if after != nil {
		after(term)
	}
	_ = term.Close()
	<-done
	return fedTerm{term, buf.Bytes()}
}

// surfaceDiff lists how got differs from old in what the product reads:
// each entry starts with the part ("lines", "history", ...) and a colon.
func surfaceDiff(old, got fedTerm) []string {
	var out []string
	add := func(part string, o, g any) {
		if fmt.Sprint(o) != fmt.Sprint(g) {
			out = append(out, fmt.Sprintf("%s: old %q, new %q", part, fmt.Sprint(o), fmt.Sprint(g)))
		}
	}
	os, gs := old.Snapshot(), got.Snapshot()
	add("size", [2]int{os.Cols, os.Rows}, [2]int{gs.Cols, gs.Rows})
	for y := range min(len(os.Lines), len(gs.Lines)) {
		add(fmt.Sprintf("lines[%d]", y), os.Lines[y], gs.Lines[y])
	}
	add("runs", os.Runs, gs.Runs)
	add("cursor", os.Cursor, gs.Cursor)
	add("altscreen", os.AltScreen, gs.AltScreen)
	add("title", os.Title, gs.Title)
	add("cwd", os.Cwd, gs.Cwd)
	add("modes", os.Modes, gs.Modes)
	add("lastmark", []any{os.HasMarks, os.LastMark}, []any{gs.HasMarks, gs.LastMark})
	add("historycount", os.History, gs.History)
	add("revision", os.Revision, gs.Revision)
	add("masked", os.Masked, gs.Masked)
	add("torn", os.Torn, gs.Torn)
	add("history", old.Scrollback(1000), got.Scrollback(1000))
	add("historylen", old.ScrollbackLen(), got.ScrollbackLen())
	op, ok, om := old.ScrollbackPage(5, 2, 200)
	gp, gk, gm := got.ScrollbackPage(5, 2, 200)
	add("historypage", []any{op, ok, om}, []any{gp, gk, gm})
	oh, of := old.History(os.History-7, os.History-1, 4)
	gh, gf := got.History(gs.History-7, gs.History-1, 4)
	add("historyrange", []any{oh, of}, []any{gh, gf})
	om2, gm2 := old.Marks(0), got.Marks(0)
	add("marks", om2, gm2)
	add("markseq", old.MarkSeq(), got.MarkSeq())
	add("lastprompt", old.LastPrompt(), got.LastPrompt())
	if len(om2) == len(gm2) {
		for i := range om2 {
			if i+1 < len(om2) {
				ot, ol := old.Text(om2[i].Pos, om2[i+1].Pos)
				gt, gl := got.Text(gm2[i].Pos, gm2[i+1].Pos)
				add(fmt.Sprintf("text[%d]", i), []any{ot, ol}, []any{gt, gl})
			}
			add(fmt.Sprintf("textsince[%d]", i), old.TextSince(om2[i].Pos), got.TextSince(gm2[i].Pos))
		}
	}
	oc, gc := old.CursorPos(), got.CursorPos()
	add("cursorpos", oc, gc)
	add("onscreen", old.OnScreen(Pos{Line: oc.Line - 1}), got.OnScreen(Pos{Line: gc.Line - 1}))
	add("replies", string(old.replies), string(got.replies))
	add("queries", old.Queries(), got.Queries())
	add("faults", old.Faults(), got.Faults())
	of2, gf2 := old.Frame(), got.Frame()
	ok2, gk2 := frameKey(&of2), frameKey(&gf2)
	for y := range min(len(ok2), len(gk2)) {
		add(fmt.Sprintf("frame[%d]", y), ok2[y], gk2[y])
	}
	add("paint", NewPainter(of2.Cols, of2.Rows).Paint(of2, ""), NewPainter(gf2.Cols, gf2.Rows).Paint(gf2, ""))
	return out
}

// frameKey is what a frame shows: the cursor, the screen and the modes,
// then each row's text and each cell's look and underline (the second
// half of a wide character is drawn with its first).
func frameKey(f *Frame) []string {
	out := []string{fmt.Sprintf("%dx%d %+v alt %v %+v", f.Cols, f.Rows, f.Cursor, f.AltScreen, f.Modes)}
	for y := range f.Rows {
		var b strings.Builder
		fmt.Fprintf(&b, "%q", f.Line(y))
		for x := range f.Cols {
			c := &f.Cells[y*f.Cols+x]
			if c.Width == 0 {
				continue
			}
			if l := lookOf(&c.Style); l != (Look{}) || c.Style.Underline != 0 || c.Style.UnderlineColor != nil {
				fmt.Fprintf(&b, " %d%+v/%d/%s", x, l, c.Style.Underline, colorName(c.Style.UnderlineColor))
			}
		}
		out = append(out, b.String())
	}
	return out
}

// onlyHistory reports whether a diff is in which lines went into history
// alone (with the counts and positions that follow from it).
func onlyHistory(d []string) bool {
	ps := parts(d)
	for _, p := range ps {
		if !strings.HasPrefix(p, "history") && p != "cursorpos" && p != "onscreen" {
			return false
		}
	}
	return slices.Contains(ps, "historylen") || slices.Contains(ps, "historycount")
}

// parts returns the parts named in a diff, sorted.
func parts(d []string) []string {
	var out []string
	for _, e := range d {
		p, _, _ := strings.Cut(e, ":")
		if i := strings.IndexByte(p, '['); i >= 0 {
			p = p[:i]
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// nextInput is one input of the comparison, with what is done to both
// terminals before and after it is fed.
type nextInput struct {
	screenInput
	setup, after func(s surface)
}

// nextInputs are the comparison's inputs: the case files, the pyte
// captures and the tmux cases (screenInputs), the differential tests'
// generated streams (seed 1), the recordings of real programs (whole and
// in 7-byte chunks), the modes corpus's screens and the scenarios.
func nextInputs(t *testing.T, streams int) []nextInput {
	var in []nextInput
	for _, s := range screenInputs(t) {
		in = append(in, nextInput{screenInput: s})
	}
	for _, s := range generate(1, streams) {
		in = append(in, nextInput{screenInput: screenInput{fmt.Sprintf("stream/%d", s.index), s.cols, s.rows, s.chunks()}})
	}
	recs, _ := filepath.Glob("../testdata/recordings/*.raw")
	for _, f := range recs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := "recording/" + strings.TrimSuffix(filepath.Base(f), ".raw")
		in = append(in, nextInput{screenInput: screenInput{name, 80, 24, [][]byte{b}}},
			nextInput{screenInput: screenInput{name + "/7", 80, 24, splitBytes(b, 7)}})
	}
	in = append(in, modesInputs(t)...)
	return append(in, nextScenarios()...)
}

// modesDir is the modes corpus: screens of real programs captured live.
const modesDir = "../testdata/modes"

// modesInputs are the modes corpus's screens, drawn again: its samples
// keep the screen, not the bytes that made it, so each becomes the
// output that draws its lines, title, cursor, screen and modes.
func modesInputs(t *testing.T) []nextInput {
	files, _ := filepath.Glob(filepath.Join(modesDir, "*.json"))
	var in []nextInput
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var sample struct {
			Name   string
			Screen Snapshot
		}
		if err := json.Unmarshal(b, &sample); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		s := &sample.Screen
		var out strings.Builder
		if s.AltScreen {
			out.WriteString("\x1b[?1049h")
		}
		fmt.Fprintf(&out, "\x1b]2;%s\x07", s.Title)
		for y, l := range s.Lines {
			fmt.Fprintf(&out, "\x1b[%d;1H%s", y+1, l)
		}
		fmt.Fprintf(&out, "\x1b[%d;%dH", s.Cursor.Row+1, s.Cursor.Col+1)
		for _, m := range []struct {
			on  bool
			seq string
		}{{!s.Cursor.Visible, "\x1b[?25l"}, {s.Modes.AppCursor, "\x1b[?1h"}, {s.Modes.AppKeypad, "\x1b="},
			{s.Modes.BracketedPaste, "\x1b[?2004h"}, {s.Modes.Mouse, "\x1b[?1000h"}} {
			if m.on {
				out.WriteString(m.seq)
			}
		}
		in = append(in, nextInput{screenInput: screenInput{"modes/" + sample.Name, s.Cols, s.Rows, [][]byte{[]byte(out.String())}}})
	}
	if len(in) == 0 {
		t.Fatalf("no samples in %s", modesDir)
	}
	return in
}

// The secrets of the mask scenarios (mask_test.go's).
var nextSecrets = []string{"sk-live-0123456789abcdef", "ab cd", "xy  zw", "pq   rs", "uv  日本", "日本語x", "correct-horse"}

// withMask sets a mask that hides nextSecrets.
func withMask(s surface) {
	m := &textMask{}
	for _, x := range nextSecrets {
		m.add(x)
	}
	s.SetMask(m)
}

// nextScenarios are inputs that reach what the streams do not: masks set
// before or after the text, marks with and without a nonce, replies,
// resizes, chunks of many units.
func nextScenarios() []nextInput {
	const secret = "sk-live-0123456789abcdef"
	var in []nextInput
	one := func(name string, cols, rows int, input string, setup, after func(surface)) {
		in = append(in, nextInput{screenInput{name, cols, rows, [][]byte{[]byte(input)}}, setup, after})
	}
	colour := func(s string) string {
		var b strings.Builder
		for i, r := range s {
			fmt.Fprintf(&b, "\x1b[1;3%dm%c", 1+i%6, r)
		}
		return b.String() + "\x1b[m"
	}
	for _, m := range []struct {
		name       string
		cols, rows int
		input      string
	}{
		{"in-a-row", 40, 3, "say " + secret + " ok"},
		{"wrapped", 30, 4, "Paste the API token: " + secret + "\r\nnext"},
		{"wrapped-space", 12, 4, "0123456789 ab cd\r\n"},
		{"wrapped-two-spaces", 14, 4, "0123456789xy  zw\r\n"},
		{"wrapped-three-spaces", 13, 4, "0123456789pq   rs\r\n"},
		{"wrapped-wide", 15, 4, "0123456789uv  日本\r\n"},
		{"colours", 30, 3, "token: " + colour(secret)},
		{"from-history", 30, 2, "\r\n\r\nPaste the API token: " + secret + "\r\n"},
		{"wide", 20, 3, "pw 日本語x"},
		{"title", 20, 2, "\x1b]0;title correct-horse\x07\x1b[41mcorrect-horse\x1b[m"},
		{"scrolled-off", 30, 4, "Paste the API token: " + secret + "\r\n" + strings.Repeat("log line\r\n", 20)},
	} {
		one("mask-before/"+m.name, m.cols, m.rows, m.input, withMask, nil)
		one("mask-after/"+m.name, m.cols, m.rows, m.input, nil, withMask)
	}
	for _, a := range []struct {
		name  string
		after string
		cols  int
	}{
		{"resize", "", 25},
		{"start-overwritten", "\x1b[1;22Hxyz\x1b[3;1H", 0},
		{"end-overwritten", "\x1b[2;1Hnew text\x1b[3;1H", 0},
		{"rows-erased", "\x1b[1;1H\x1b[2K\x1b[2;1H\x1b[5X\x1b[K\x1b[3;1H", 0},
		{"cleared", "\x1b[H\x1b[2J", 0},
		{"start-scrolled", "\r\n\r\n", 0},
		{"rest-scrolled", "\x1b[1;22Hxyz\x1b[3;1H" + strings.Repeat("log line\r\n", 20), 0},
		{"lines-inserted", "\x1b[1;1H\x1b[2L\x1b[1;1H\x1b[3@", 0},
	} {
		a := a
		one("mask-stays/"+a.name, 30, 4, "Paste the API token: "+secret+"\r\n", withMask, func(s surface) {
			if a.cols > 0 {
				s.Resize(a.cols, 4)
			}
			_, _ = s.Write([]byte(a.after))
		})
	}
	one("mask-stays/history-part", 30, 2, "\r\n\r\nPaste the API token: "+secret+"\r\n", withMask, func(s surface) {
		_, _ = s.Write([]byte("\x1b[1;1H\x1b[2Kover"))
	})
	one("mask-forged", 30, 2, "\x1b]8;;agentty:masked\x07hello\x1b]8;;\x07 \x1b]8;id=1;agentty:masked:\x07x\x1b]8;;\x07", withMask, nil)

	const nonce = "0123456789abcdef0123456789abcdef"
	signed := func(s surface) { s.SetMarkNonce(nonce) }
	one("marks/command-text", 20, 4, "$ \x1b]133;B\x07ls\r\n\x1b]133;C\x07one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n\x1b]133;D;2\x07\x1b]133;A\x07$ ", nil, nil)
	one("marks/nonce", 40, 4, "\x1b]133;C;agentty="+nonce+"\x07running\r\n\x1b]133;D;0\x07\x1b]133;D;0;agentty=ffff\x07"+
		"\x1b]133;A\x07\x1b]133;B;x=agentty="+nonce+"\x07\x1b]133;D;7;agentty="+nonce+";__agentty_prompt\x07", signed, nil)
	one("marks/prompt-redrawn", 40, 6, "\x1b]133;A;k=1\x07$ \x1b]133;B;k=1\x07\r\x1b]133;A;k=1\x07$ \x1b]133;B;k=1\x07ls\r\n"+
		"\x1b]133;C\x07a\r\n\x1b]133;D;0;k=1\x07\x1b]133;A;k=2\x07$ \x1b]133;D;0;k=1\x07", nil, nil)
	one("marks/alt-screen", 30, 5, "\x1b]133;C\x07\x1b[?1049hfull\x1b]133;A\x07\x1b[?1049l\x1b]133;D;1\x07", nil, nil)
	one("marks/scrolled-away", 30, 3, "\x1b]133;C\x07"+strings.Repeat("out\r\n", 40)+"\x1b]133;D;0\x07\x1b]133;A\x07$ ", nil, nil)
	one("marks/wrapped-command", 10, 4, "\x1b]133;B\x07"+strings.Repeat("x", 25)+"\r\n\x1b]133;C\x07ok\r\n\x1b]133;D;0\x07", nil, nil)

	one("replies/probe", 20, 4, "x"+probe+"\x1b[5n\x1b[>c\x1b[>q\x1b]10;?\x07\x1b]11;?\x1b\\", nil, nil)
	one("resize/shrink-grow", 40, 10, strings.Repeat("line of text\r\n", 30)+"last", nil, func(s surface) {
		s.Resize(20, 5)
		_, _ = s.Write([]byte("\r\nafter shrink"))
		s.Resize(50, 12)
		_, _ = s.Write([]byte("\r\nafter grow"))
	})
	one("resize/alt-screen", 40, 10, "main\r\n\x1b[?1049halt\x1b[5;5Hx", nil, func(s surface) {
		s.Resize(20, 4)
		_, _ = s.Write([]byte("\x1b[?1049l"))
	})
	var big strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&big, "\x1b[3%dmline %d 日本 e\u0301 👍🏽\x1b[m\r\n", i%8, i)
		if i%500 == 7 {
			big.WriteString(strings.Repeat("本", 5000) + "\r\n")
		}
	}
	one("units/many", 80, 24, big.String(), nil, nil)
	return in
}

// compareNext feeds each input to a Terminal and a nextTerm and returns,
// by input name, how they differ (inputs that agree are left out).
func compareNext(in []nextInput) map[string][]string {
	out := map[string][]string{}
	for _, s := range in {
		old := feedSurface(New(s.cols, s.rows, 1000), s.chunks, s.setup, s.after)
		got := feedSurface(newNext(s.cols, s.rows, 1000), s.chunks, s.setup, s.after)
		d := surfaceDiff(old, got)
		// Pictures for all but the generated streams (they cost a
		// megabyte a screen).
		if !strings.HasPrefix(s.name, "stream/") && !bytes.Equal(old.Image().Pix, got.Image().Pix) {
			d = append(d, "image: the pictures differ")
		}
		if len(d) > 0 {
			out[s.name] = d
		}
	}
	return out
}

// nextKnown are the inputs where nextTerm and Terminal differ although
// the engines agree on the bytes fed (engineDiffers), by name, with the
// reason: where a difference of the engines shows only through the
// product's surface, or only after what a scenario does once the bytes
// are fed. Everything else that differs fails TestNextAgrees.
var nextKnown = map[string]string{
	"mask-stays/cleared": historyED2,
	"stream/126": "runs: an underline colour with no underline (SGR 4:0;58) is kept by x/vt across DECSTR, " +
		"and splits the old snapshot's runs although nothing shows it; xterm's soft reset resets the rendition, as the new engine does",
	"replies/probe": "replies: DECRQM for IRM (mode 4) is answered 2 (reset) as xterm does, not 0 (unknown); " +
		"DSR 5 is answered CSI 0 n as xterm does, not CSI ? 0 n; XTVERSION (CSI > q) is answered; hence one more query counted",
}

// engineDiffers reports whether the engines differ on an input's bytes:
// in what TestScreenAgrees compares, or in how many lines went into
// history. An input with a scenario after its bytes is not judged here.
func engineDiffers(s nextInput) bool {
	if s.after != nil {
		return false
	}
	if engineDiff(oldEngine(s.cols, s.rows, s.chunks), newEngine(s.cols, s.rows, s.chunks)) != "" {
		return true
	}
	old, got := New(s.cols, s.rows, 1000), screen.New(s.cols, s.rows, 1000)
	old.DiscardReplies()
	defer old.Close()
	for _, c := range s.chunks {
		_, _ = old.Write(c)
		_, _ = got.Write(c)
	}
	return old.Snapshot().History != got.History()
}

// TestNextAgrees feeds every input to a Terminal and a nextTerm and
// compares all the product reads (surfaceDiff). Where they differ, the
// engines must differ on the same bytes (a difference TestScreenAgrees
// lists, or a count of history lines), or the input must be in nextKnown
// with its reason; the rest is a fault of nextTerm and fails.
func TestNextAgrees(t *testing.T) {
	in := nextInputs(t, 300)
	diffs := compareNext(in)
	streams := map[string]diffStream{}
	for _, st := range generate(1, 300) {
		streams[fmt.Sprintf("stream/%d", st.index)] = st
	}
	judge := startJudge(t)
	byParts := map[string][]string{}
	engine, known := 0, 0
	for _, s := range in {
		d, ok := diffs[s.name]
		_, isKnown := nextKnown[s.name]
		switch {
		case !ok:
			if isKnown {
				t.Errorf("%s: they agree: take it off nextKnown", s.name)
			}
			continue
		case isKnown:
			known++
			continue
		case !engineDiffers(s):
			t.Errorf("%s (%dx%d): nextTerm differs from Terminal where the engines agree:\n%s", s.name, s.cols, s.rows,
				strings.Join(d[:min(len(d), 6)], "\n"))
			continue
		}
		engine++
		k := "not closed yet by the engine (TestScreenAgreesOnStreams, TestScreenAgrees): " + strings.Join(parts(d), " ")
		if why, ok := screenKnown[s.name]; ok {
			k = why
		} else if st, ok := streams[s.name]; ok && judge != nil {
			k = judge.verdict(t, &st)
		} else if strings.HasPrefix(s.name, "stream/") && onlyHistory(d) {
			k = "history lines kept or not, only (TestScreenAgreesOnStreams: the classes of screenKnown): " + strings.Join(parts(d), " ")
		}
		byParts[k] = append(byParts[k], s.name)
	}
	keys := make([]string, 0, len(byParts))
	for k := range byParts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		names := byParts[k]
		t.Logf("%d where the engines differ: %s: %v", len(names), k, names[:min(len(names), 8)])
	}
	t.Logf("nextTerm and Terminal agree on %d of %d inputs; of the %d that differ, the engines differ on %d, %d are in nextKnown",
		len(in)-len(diffs), len(in), len(diffs), engine, known)
}

// refJudge judges the generated streams where the engines differ by the
// references (tmux and xterm.js headless), as the differential tests do.
type refJudge struct{ r *refs }

// startJudge starts the references, or returns nil when one cannot run
// (the streams where the engines differ are then left unjudged).
func startJudge(t *testing.T) *refJudge {
	x, why := startXterm(t)
	var tm *tmuxRef
	if x != nil {
		tm, why = startTmuxRef(t)
	}
	if why != "" {
		if requirePrograms() {
			t.Fatalf("a reference emulator is needed (AGENTTY_REQUIRE_PROGRAMS=1): %s", why)
		}
		t.Logf("the streams where the engines differ are not judged: %s", why)
		return nil
	}
	return &refJudge{&refs{tmux: tm, xterm: x}}
}

// verdict says which engine the references side with on a stream's
// screen (its cells, cursor and screen, not its history). A stream where
// the new engine departs from what the judging references agree on fails.
func (j *refJudge) verdict(t *testing.T, s *diffStream) string {
	oldSt, newSt := oldEngine(s.cols, s.rows, s.chunks()), newEngine(s.cols, s.rows, s.chunks())
	oldSt.history, newSt.history = nil, nil
	if engineDiff(oldSt, newSt) == "" {
		if k := ruleVerdict(s); k != "" {
			return "history: " + k
		}
		return "the screens agree; the history differs (the references' screens cannot tell which is right)"
	}
	oldScr, newScr := oldSt.scr, newSt.scr
	judges := s.judges()
	if judges == noRefs {
		if k := ruleVerdict(s); k != "" {
			return k
		}
		var kinds []string
		for _, tk := range s.tokens {
			if tk.refs != bothRefs && !slices.Contains(kinds, tk.kind) {
				kinds = append(kinds, tk.kind)
			}
		}
		sort.Strings(kinds)
		return "unjudged: no reference implements all the stream's sequences (" + strings.Join(kinds, ", ") + "); " +
			j.sides(t, s)
	}
	screens, err := j.r.screens(t, s.cols, s.rows, s.chunks())
	if err != nil {
		t.Fatalf("stream %d: %v", s.index, err)
	}
	e := expect(screens, judges)
	if judges == bothRefs && (e.cursorBy == 0 || e.altBy == 0) {
		return "unjudged: the references end with the cursor or the screen apart"
	}
	oldMs, newMs := e.compare(oldScr), e.compare(newScr)
	if len(newMs) > 0 {
		for _, m := range newMs {
			if m.by >= 2 {
				t.Errorf("stream %d (%dx%d): the new engine departs from both references: %v", s.index, s.cols, s.rows, newMs[:min(len(newMs), 4)])
				break
			}
		}
		return fmt.Sprintf("the new engine departs from the only judging reference (%s): %s", judgeNames(judges), mismatchKinds(newMs))
	}
	if len(oldMs) == 0 {
		return "the screens differ where no reference judges them (unwritten cells' attributes, rows the references draw apart)"
	}
	return "the references side with the new engine; x/vt departs in " + mismatchKinds(oldMs)
}

// mismatchKinds names the kinds of fields in a list of mismatches.
func mismatchKinds(ms []mismatch) string {
	var kinds []string
	for _, m := range ms {
		k := m.what
		if i := strings.LastIndexByte(k, ' '); strings.HasPrefix(k, "row ") && i >= 0 {
			k = k[i+1:]
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	sort.Strings(kinds)
	return strings.Join(kinds, ", ")
}

// judgeNames names the references in a set.
func judgeNames(s refSet) string {
	var names []string
	for r := refID(0); r < numRefs; r++ {
		if s.has(r) {
			names = append(names, r.String())
		}
	}
	return strings.Join(names, " and ")
}

// sides says, for a stream no reference judges, which engine each
// reference's screen matches (for information: it decides nothing).
func (j *refJudge) sides(t *testing.T, s *diffStream) string {
	screens, err := j.r.screens(t, s.cols, s.rows, s.chunks())
	if err != nil {
		t.Fatalf("stream %d: %v", s.index, err)
	}
	oldScr, newScr := oldEngine(s.cols, s.rows, s.chunks()).scr, newEngine(s.cols, s.rows, s.chunks()).scr
	var out []string
	for r := refID(0); r < numRefs; r++ {
		e := expect(screens, 1<<r)
		side := "neither"
		switch o, n := len(e.compare(oldScr)) == 0, len(e.compare(newScr)) == 0; {
		case o && n:
			side = "both"
		case n:
			side = "the new engine"
		case o:
			side = "x/vt"
		}
		out = append(out, r.String()+" shows what "+side+" shows")
	}
	return strings.Join(out, ", ")
}

// xtermRule is a class of sequences where the engines part and the new
// engine does as xterm's source has it, where no reference judges (no
// reference implements the sequences, or only the history differs).
type xtermRule struct {
	name   string
	match  func(b string) bool
	reason string
	fewer  bool // x/vt keeps rows xterm does not: the new engine must count or keep fewer history lines
}

// topBelowFirstRow reports whether b is a DECSTBM whose top is not the
// screen's top row.
func topBelowFirstRow(b string) bool {
	if !strings.HasPrefix(b, "\x1b[") || !strings.HasSuffix(b, "r") || strings.ContainsAny(b[2:], "?>") {
		return false
	}
	top, _, _ := strings.Cut(b[2:len(b)-1], ";")
	n, err := strconv.Atoi(top)
	return err == nil && n > 1
}

// xtermRules are the classes, each guarded by a test of package screen
// (named in its reason) or by its xterm rule in screenKnown's reasons.
var xtermRules = []xtermRule{
	{"slrm", func(b string) bool { return strings.Contains(b, "\x1b[?69") },
		"DECSLRM homes the cursor (CASE_DECSLRM: CursorSet); text stops at the right margin unless the cursor is right of it " +
			"(dotext) and a wrap goes on at the left margin (WrapLine); x/vt prints to the screen's edge (screen: TestTextWithinMargins)", false},
	{"decstr", func(b string) bool { return b == "\x1b[!p" },
		"DECSTR resets the margins and DECLRMM (resetMarginMode), origin mode, the rendition and its colours (reset_SGR_Colors), " +
			"IRM, and sets autowrap back on (ReallyReset); x/vt keeps the margins, the pen and autowrap (screen: TestSoftReset)", false},
	{"decaln", func(b string) bool { return b == "\x1b#8" },
		"DECALN resets the margins, origin mode and the pen's attributes but not its colours (CASE_DECALN: resetRendition " +
			"clears SGR_MASK and SGR_MASK2); x/vt resets the colours too (screen: TestAlignment)", false},
	{"ed2", func(b string) bool { return b == "\x1b[2J" || b == "\x1b[?2J" }, historyED2, true},
	{"ed3", func(b string) bool { return b == "\x1b[3J" || b == "\x1b[?3J" },
		"history: ED 3 erases the saved lines whichever screen is shown (do_erase_display: eraseSavedLines); " +
			"x/vt keeps them when the alternate screen is shown (screen: TestEraseSavedLines)", true},
	{"dl-in-region", func(b string) bool {
		return strings.HasPrefix(b, "\x1b[") && strings.HasSuffix(b, "M") && csiEnd([]byte(b[2:])) == len(b)-2
	}, historyDL, true},
	{"region", topBelowFirstRow, historyRegion, true},
}

// ruledBy returns the fewest xtermRules whose sequences, left out of the
// stream, leave the engines agreeing (engineDiffers: screens, history and
// how many lines went into it), where they
// differ on the whole stream: the rules of the classes the engines part
// on. It returns nil when leaving out all the sequences of every rule
// does not make them agree: the difference is not of a ruled class.
func ruledBy(s *diffStream) []xtermRule {
	agree := func(drop []xtermRule) bool {
		var b []byte
		for _, tk := range s.tokens {
			if !slices.ContainsFunc(drop, func(r xtermRule) bool { return r.match(string(tk.b)) }) {
				b = append(b, tk.b...)
			}
		}
		in := nextInput{screenInput: screenInput{cols: s.cols, rows: s.rows, chunks: [][]byte{b}}}
		return !engineDiffers(in)
	}
	var rules []xtermRule
	for _, r := range xtermRules {
		if slices.ContainsFunc(s.tokens, func(tk token) bool { return r.match(string(tk.b)) }) {
			rules = append(rules, r)
		}
	}
	if len(rules) == 0 || agree(nil) || !agree(rules) {
		return nil
	}
	for i := 0; i < len(rules); {
		without := slices.Delete(slices.Clone(rules), i, i+1)
		if agree(without) {
			rules = without
		} else {
			i++
		}
	}
	if !slices.ContainsFunc(rules, func(r xtermRule) bool { return !r.fewer }) {
		old, got := New(s.cols, s.rows, 1000), screen.New(s.cols, s.rows, 1000)
		old.DiscardReplies()
		defer old.Close()
		_, _ = old.Write(s.bytes())
		_, _ = got.Write(s.bytes())
		if got.History() >= old.Snapshot().History && len(got.Scrollback(1000)) >= old.ScrollbackLen() {
			return nil // the new engine keeps no fewer lines: not these classes
		}
	}
	return rules
}

// ruleVerdict names the classes of ruledBy with their reasons, "" when
// there are none.
func ruleVerdict(s *diffStream) string {
	rules := ruledBy(s)
	if rules == nil {
		return ""
	}
	var names, reasons []string
	for _, r := range rules {
		names, reasons = append(names, r.name), append(reasons, r.reason)
	}
	return "by xterm's source, the engines part on " + strings.Join(names, " and ") +
		" alone (they agree with those sequences left out), where the new engine does as xterm: " + strings.Join(reasons, "; ")
}
