package settle

import (
	"testing"
	"time"
)

const ms = time.Millisecond

// call is an input call's wait with the defaults' times.
func call(before Before) Call {
	return Call{Deadline: 5 * time.Second, Settle: true, Quiet: true, Input: true, Before: before,
		SettleTime: 40 * ms, QuietTime: 400 * ms}
}

// reading is a program blocked reading the terminal, everything answered.
func reading(f Foreground) Foreground {
	f.Seen, f.Reading, f.Answered = true, true, true
	return f
}

// step is a look and the verdict it must give: an outcome, or none with
// the next look due at next (0: not checked).
type step struct {
	look Look
	want Outcome
	next time.Duration
}

// TestDecide drives the decision through looks made up to stand for what
// programs do, one rule a case.
func TestDecide(t *testing.T) {
	drawn := func(at time.Duration, chunks uint64, f Foreground) Look {
		return Look{At: at, Chunks: chunks, Output: at - 1*ms, Input: 0, Drained: true, RowsText: 5, Fg: f}
	}
	for _, tc := range []struct {
		name  string
		call  Call
		steps []step
	}{
		{"a key echoed, blocked reading again: settled after the margin", call(Before{Chunks: 1}), []step{
			{look: Look{At: 100 * time.Microsecond, Chunks: 1, Output: Never, Input: 0, Drained: true, Fg: reading(Foreground{})}, want: None},
			{look: Look{At: 600 * time.Microsecond, Chunks: 2, Output: 300 * time.Microsecond, Input: 0, Drained: true, Fg: reading(Foreground{})}, want: Settled},
		}},
		{"output still in flight: no verdict, and a pause asked for", call(Before{Chunks: 1}), []step{
			{look: Look{At: 2 * ms, Chunks: 2, Output: 1 * ms, Input: 0, Drained: false, Fg: reading(Foreground{})}, want: None},
		}},
		{"a reply to its query not read: not settled", call(Before{Chunks: 1}), []step{
			{look: Look{At: 2 * ms, Chunks: 2, Output: 1 * ms, Drained: true, Fg: Foreground{Seen: true, Reading: true, Answered: false}}, want: None},
			{look: Look{At: 60 * ms, Chunks: 2, Output: 1 * ms, Drained: true, Fg: Foreground{Seen: true, Reading: true, Unread: 3, Answered: true}}, want: None},
		}},
		{"input not taken (no output, no CPU): the settle time", call(Before{Chunks: 2, CPU: 7}), []step{
			{look: Look{At: 1 * ms, Chunks: 2, Output: -time.Second, Input: 0, Drained: true, Fg: reading(Foreground{CPU: 7})}, want: None},
			{look: Look{At: 41 * ms, Chunks: 2, Output: -time.Second, Input: 0, Drained: true, Fg: reading(Foreground{CPU: 7})}, want: Settled},
		}},
		{"a renderer ticking before the key: one round of its tick", call(Before{Chunks: 3, Ticking: true}), []step{
			{look: drawn(1*ms, 3, reading(Foreground{CPU: 9, Timers: []time.Duration{17 * ms}})), want: None, next: 17 * ms},
			{look: drawn(18*ms, 4, reading(Foreground{CPU: 9, Timers: []time.Duration{34 * ms}})), want: Settled},
		}},
		{"a render deferred to a timer the key set: rounds until one draws nothing", call(Before{Chunks: 3}), []step{
			{look: drawn(1*ms, 4, reading(Foreground{Timers: []time.Duration{33 * ms}})), want: None, next: 33 * ms},
			{look: drawn(34*ms, 5, reading(Foreground{Timers: []time.Duration{66 * ms}})), want: None, next: 66 * ms},
			{look: drawn(67*ms, 5, reading(Foreground{})), want: Settled},
		}},
		{"a tick that fires late (the kernel's slack) is waited for", call(Before{Chunks: 2, Ticking: true}), []step{
			{look: Look{At: 490 * time.Microsecond, Chunks: 3, Output: 99 * time.Microsecond, Input: 0, Drained: true, AltScreen: true, RowsText: 7, RowsChanged: 1,
				Fg: reading(Foreground{ReadTimeout: time.Second, ReadWake: 1000124 * time.Microsecond, Timers: []time.Duration{1000124 * time.Microsecond}})}, want: None, next: 1000124 * time.Microsecond},
			{look: Look{At: 1000383 * time.Microsecond, Chunks: 3, Output: 99 * time.Microsecond, Input: 0, Drained: true, AltScreen: true, RowsText: 7, RowsChanged: 1,
				Fg: reading(Foreground{ReadTimeout: time.Second, ReadWake: 1000384 * time.Microsecond, Timers: []time.Duration{1000384 * time.Microsecond}})}, want: None},
			{look: Look{At: 1001200 * time.Microsecond, Chunks: 4, Output: 1001 * ms, Input: 0, Drained: true, AltScreen: true, RowsText: 7, RowsChanged: 6,
				Fg: reading(Foreground{ReadTimeout: time.Second, ReadWake: 2001 * ms, Timers: []time.Duration{2001 * ms}})}, want: Settled},
		}},
		{"a timer due after the settle time is not waited for", call(Before{Chunks: 3}), []step{
			{look: drawn(1*ms, 4, reading(Foreground{Timers: []time.Duration{530 * ms}})), want: Settled},
		}},
		{"a full-screen program's refresh within QuietAfter is waited for", call(Before{Chunks: 3, Ticking: true}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, AltScreen: true, RowsText: 20, RowsChanged: 1,
				Fg: reading(Foreground{ReadTimeout: 1500 * ms, ReadWake: 1501 * ms, Timers: []time.Duration{1501 * ms}})}, want: None, next: 1501 * ms},
			{look: Look{At: 1502 * ms, Chunks: 5, Output: 1501 * ms, Input: 0, Drained: true, AltScreen: true, RowsText: 20, RowsChanged: 12,
				Fg: reading(Foreground{ReadTimeout: 1500 * ms, ReadWake: 3002 * ms, Timers: []time.Duration{3002 * ms}})}, want: Settled},
		}},
		{"a refresh after the wait, by a program that draws on its own: partial", call(Before{Chunks: 3, OwnDraw: true}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, AltScreen: true, RowsText: 7, RowsChanged: 1,
				Fg: reading(Foreground{ReadTimeout: 3 * time.Second, ReadWake: 3 * time.Second, Timers: []time.Duration{3 * time.Second}})}, want: Partial},
		}},
		{"the same refresh, by a program not seen drawing on its own: settled", call(Before{Chunks: 3}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, AltScreen: true, RowsText: 30, RowsChanged: 1,
				Fg: reading(Foreground{ReadTimeout: 4 * time.Second, ReadWake: 4 * time.Second, Timers: []time.Duration{4 * time.Second}})}, want: Settled},
		}},
		{"bytes in flight on a connection: not settled until they are taken", Call{Deadline: 5 * time.Second, Settle: true, Quiet: true, SettleTime: 40 * ms, QuietTime: 400 * ms}, []step{
			{look: drawn(300*ms, 5, reading(Foreground{InFlight: true, Outside: true})), want: None},
			{look: drawn(340*ms, 5, reading(Foreground{InFlight: true, Outside: true})), want: None},
			{look: drawn(345*ms, 6, reading(Foreground{Outside: true})), want: Settled},
		}},
		{"a connection that stays loaded is not waited for past QuietAfter", call(Before{Chunks: 3}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: reading(Foreground{InFlight: true, Outside: true})}, want: None},
			{look: Look{At: 1999 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: reading(Foreground{InFlight: true, Outside: true})}, want: None},
			{look: Look{At: 2001 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: reading(Foreground{InFlight: true, Outside: true})}, want: Settled},
		}},
		{"first paint: blank while a thread has a timer", Call{Deadline: 3 * time.Second, Settle: true, Quiet: true, SettleTime: 40 * ms, QuietTime: 400 * ms}, []step{
			{look: Look{At: 5 * ms, Blank: true, Output: Never, Input: Never, Drained: true, Fg: reading(Foreground{Timers: []time.Duration{15 * ms}})}, want: None},
			{look: Look{At: 2500 * ms, Blank: true, Output: Never, Input: Never, Drained: true, Fg: reading(Foreground{Timers: []time.Duration{2510 * ms}})}, want: None},
			{look: Look{At: 3 * time.Second, Blank: true, Output: Never, Input: Never, Drained: true, Fg: reading(Foreground{Timers: []time.Duration{3010 * ms}})}, want: TimedOut},
		}},
		{"blank, blocked on the terminal alone (cat): settled", Call{Deadline: 3 * time.Second, Settle: true, Quiet: true, SettleTime: 40 * ms, QuietTime: 400 * ms}, []step{
			{look: Look{At: 5 * ms, Blank: true, Output: Never, Input: Never, Drained: true, Fg: reading(Foreground{})}, want: Settled},
		}},
		{"silent, not reading, at no work: quiet after QuietAfter", call(Before{Chunks: 3}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: Foreground{Seen: true, Timers: []time.Duration{60 * time.Second}}}, want: None},
			{look: Look{At: 2001 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: Foreground{Seen: true, Timers: []time.Duration{60 * time.Second}}}, want: Quiet},
		}},
		{"silent but at work: not quiet", call(Before{Chunks: 3}), []step{
			{look: Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: Foreground{Seen: true, Busy: true}}, want: None},
			{look: Look{At: 2001 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: Foreground{Seen: true, Busy: true}}, want: None},
			{look: Look{At: 5 * time.Second, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 2, Fg: Foreground{Seen: true, Busy: true}}, want: TimedOut},
		}},
		{"a relay at a prompt's shape, quiet for the quiet time", call(Before{Chunks: 3}), []step{
			{look: Look{At: 100 * ms, Chunks: 4, Output: 50 * ms, Input: 0, Drained: true, Prompted: true, Fg: reading(Foreground{Relay: true, Inferred: true})}, want: None},
			{look: Look{At: 451 * ms, Chunks: 4, Output: 50 * ms, Input: 0, Drained: true, Prompted: true, Fg: reading(Foreground{Relay: true, Inferred: true})}, want: Settled},
		}},
		{"a relay with the cursor on an empty row: not settled", call(Before{Chunks: 3}), []step{
			{look: Look{At: 451 * ms, Chunks: 4, Output: 50 * ms, Input: 0, Drained: true, Fg: reading(Foreground{Relay: true, Inferred: true})}, want: None},
		}},
		{"a stopped job whose shell is taking the terminal back: not yet", call(Before{Chunks: 3}), []step{
			{look: Look{At: 100 * ms, Chunks: 4, Output: 10 * ms, Input: 0, Drained: true, Fg: Foreground{Seen: true, Stopped: true, Resuming: true}}, want: None},
			{look: Look{At: 120 * ms, Chunks: 4, Output: 10 * ms, Input: 0, Drained: true, Fg: Foreground{Seen: true, Stopped: true}}, want: Settled},
		}},
		{"a match on torn screens ends once the chunk it came in is on", Call{Deadline: 5 * time.Second, Expect: true}, []step{
			{look: Look{At: 1 * ms, Matched: true, Torn: true, Chunks: 7}, want: None},
			{look: Look{At: 2 * ms, Matched: true, Torn: true, Chunks: 7}, want: None},
			{look: Look{At: 3 * ms, Matched: true, Torn: true, Chunks: 8}, want: Matched},
		}},
		{"exited", call(Before{}), []step{
			{look: Look{At: 3 * ms, Exited: true}, want: Exited},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m Memory
			for i, st := range tc.steps {
				var v Verdict
				v, m = Decide(tc.call, m, st.look)
				if v.Outcome != st.want {
					t.Fatalf("look %d: %q (%s), want %q", i, v.Outcome, v.Why, st.want)
				}
				if v.Outcome == None && st.next == 0 && (v.Next <= st.look.At || v.Next > st.look.At+Poll && v.Next != tc.call.Deadline) {
					t.Fatalf("look %d at %v: next look at %v: not within Poll after it", i, st.look.At, v.Next)
				}
				if st.next != 0 && v.Next != st.next {
					t.Fatalf("look %d: next look at %v, want %v", i, v.Next, st.next)
				}
			}
		})
	}
}

// TestDecideIsPure: the same arguments give the same verdict and memory.
func TestDecideIsPure(t *testing.T) {
	c := call(Before{Chunks: 3})
	l := Look{At: 1 * ms, Chunks: 4, Output: 0, Input: 0, Drained: true, RowsText: 5,
		Fg: reading(Foreground{Timers: []time.Duration{33 * ms}})}
	v1, m1 := Decide(c, Memory{}, l)
	v2, m2 := Decide(c, Memory{}, l)
	if v1 != v2 || m1 != m2 {
		t.Fatalf("two calls differ: %+v %+v / %+v %+v", v1, m1, v2, m2)
	}
}
