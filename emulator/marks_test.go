package emulator

import (
	"fmt"
	"slices"
	"testing"
)

// TestMarksKept feeds OSC 133 marks, signed and not, with a nonce, and
// reads what the terminal keeps: kind, exit status, position, screen,
// number and prompt. A mark without the nonce, with it under another key,
// a prompt redrawn (the k= of the newest mark of its kind again) and a
// kind that is not A to D are not kept; a D's exit status that is not a
// number is none (-1).
func TestMarksKept(t *testing.T) {
	term := New(10, 3, 100)
	term.DiscardReplies()
	defer term.Close()
	term.SetMarkNonce("n0nce")
	fmt.Fprint(term, "\x1b]133;A;agentty=n0nce;k=1\x07$ ls\r\n"+
		"\x1b]133;C;agentty=n0nce\x07a\r\nb\r\nc\r\nd\r\ne\r\n"+
		"\x1b]133;D;2;agentty=n0nce;k=1\x07"+
		"\x1b]133;A;agentty=wrong;k=2\x07"+ // not signed
		"\x1b]133;A;nonce=n0nce;k=2\x07"+ // not the key agentty's shells send
		"\x1b]133;D;0;agentty=n0nce;k=1\x07"+ // a prompt redrawn
		"\x1b]133;B;agentty=n0nce\x1b\\"+
		"\x1b[?1049hx\x1b]133;D;agentty=n0nce;k=3\x07\x1b[?1049l"+
		"\x1b]133;D;x;agentty=n0nce;k=4\x07"+
		"\x1b]133;E;agentty=n0nce\x07\x1b]133;A\x07")
	want := []string{
		`A exit -1 at 0,0 alt false #1 k="1"`,
		`C exit -1 at 1,0 alt false #2 k=""`,
		`D exit 2 at 6,0 alt false #3 k="1"`,
		`B exit -1 at 6,0 alt false #4 k=""`,
		`D exit -1 at 6,1 alt true #5 k="3"`,
		`D exit -1 at 6,0 alt false #6 k="4"`,
	}
	var got []string
	for _, m := range term.Marks(0) {
		got = append(got, fmt.Sprintf("%c exit %d at %d,%d alt %v #%d k=%q", m.Kind, m.Exit, m.Pos.Line, m.Pos.Col, m.AltScreen, m.Seq, m.Prompt))
	}
	if !slices.Equal(got, want) {
		t.Errorf("marks:\n got %q\nwant %q", got, want)
	}
	if p := term.LastPrompt(); p != "4" {
		t.Errorf("LastPrompt %q, want 4", p)
	}
	if ms := term.Marks(4); len(ms) != 2 || ms[0].Seq != 5 {
		t.Errorf("Marks(4) = %+v, want marks 5 and 6", ms)
	}
	if s := term.Snapshot(); !s.HasMarks || s.LastMark.Seq != 6 || term.MarkSeq() != 6 {
		t.Errorf("snapshot's last mark %+v (has %v), MarkSeq %d; want mark 6", s.LastMark, s.HasMarks, term.MarkSeq())
	}
}
