package record

import (
	"unicode/utf8"

	"github.com/agentty/agentty/secret"
	"github.com/rivo/uniseg"
)

// Filter redacts secrets from the output bound for a recording. The
// recording keeps the program's bytes as they came, escape codes and all,
// so a secret is looked for twice in them:
//
//   - in the bytes as they are, which finds it where it is one run of bytes
//     (also inside a title or another string sequence);
//   - in the printable characters alone, as the emulator sees them: the
//     filter parses nothing, it hears the terminal's one parse of the
//     output (Text, the runs of printable bytes the screen prints, before
//     Write is given their unit) and keeps every run in order, without the
//     escape codes and control characters between them. This finds a
//     secret echoed with colours between its characters, with the cursor
//     moved between them, or broken by a newline.
//
// Either way its characters are replaced in the bytes by one '*' per cell,
// and the escape codes between them stay. Output that might begin a secret
// is held back until enough follows to tell (the bytes that hold the last
// Longest()-1 printable characters and bytes), so a secret split across
// reads is found too. What is held is bounded (holdMax): a program that
// sends more than that of escape codes after what might begin a secret
// gets those characters starred without knowing, so nothing held can grow
// without limit and nothing that might be a secret is written.
//
// A Filter is guarded by the terminal's lock: the session's stream calls
// Text and Write in the terminal's callbacks.
type Filter struct {
	runs []int  // the runs of text heard for the next Write: start, end, start, end…
	raw  []byte // output held back, not yet written
	hide []bool // hide[i]: raw[i] is part of a secret
	text []byte // the bytes of the printable characters in raw, in order
	at   []int  // at[i] is the offset in raw of text[i]
	hits []secret.Span
}

// holdMax bounds the output a recFilter holds beyond the longest secret.
const holdMax = 64 << 10

func NewFilter() *Filter { return &Filter{} }

// Text hears a run of printable bytes of the unit of output the next
// Write is given: [start, end) in it (start < 0: the run began in the
// unit before, whose bytes raw still holds: a character is never let go
// cut).
func (f *Filter) Text(start, end int) { f.runs = append(f.runs, start, end) }

// keepText keeps the runs of text heard for p, which starts at base in
// raw.
func (f *Filter) keepText(base int) {
	for k := 0; k+1 < len(f.runs); k += 2 {
		for i := max(base+f.runs[k], 0); i < base+f.runs[k+1]; i++ {
			f.text = append(f.text, f.raw[i])
			f.at = append(f.at, i)
		}
	}
	f.runs = f.runs[:0]
}

// How much of what it holds a recFilter lets go.
const (
	HoldSecrets = iota // what cannot begin a secret
	HoldChar           // all but a character cut short (for a marker)
	HoldNothing        // everything (the recording ends)
)

// Write takes a unit of output (its runs of text heard first) and returns
// what may be written to the recording now, redacted.
func (f *Filter) Write(p []byte, m secret.Mask, hold int) []byte {
	longest := m.Longest()
	base := len(f.raw)
	f.raw = append(f.raw, p...)
	f.hide = append(f.hide, make([]bool, len(p))...)
	f.keepText(base)
	f.hits = m.Find(string(f.raw), f.hits[:0])
	for _, h := range f.hits {
		for i := h.Start; i < h.End; i++ {
			f.hide[i] = true
		}
	}
	f.hits = m.Find(string(f.text), f.hits[:0])
	for _, h := range f.hits {
		for i := h.Start; i < h.End; i++ {
			f.hide[f.at[i]] = true
		}
	}
	keep := max(longest-1, 0)
	cut := len(f.raw)
	if hold != HoldNothing {
		// A character cut at the end of the read waits for its bytes.
		cut -= incompleteTail(string(f.raw[max(len(f.raw)-utf8.UTFMax, 0):]))
	}
	if hold == HoldSecrets {
		cut = min(cut, len(f.raw)-min(keep, len(f.raw)))
		if n := len(f.text); keep > 0 && n > 0 {
			cut = min(cut, f.at[n-min(keep, n)])
		}
		if len(f.raw)-cut > holdMax+keep {
			// Too much is held: hide what might begin a secret, and let
			// the rest go.
			cut = len(f.raw) - min(keep, len(f.raw))
			for i := len(f.text) - min(keep, len(f.text)); i < len(f.text); i++ {
				if f.at[i] < cut {
					f.hide[f.at[i]] = true
				}
			}
		}
		for cut > 0 && cut < len(f.raw) && !utf8.RuneStart(f.raw[cut]) {
			cut--
		}
	}
	out := f.render(cut)
	f.raw = append(f.raw[:0], f.raw[cut:]...)
	f.hide = append(f.hide[:0], f.hide[cut:]...)
	n := 0
	for n < len(f.at) && f.at[n] < cut {
		n++
	}
	f.text = append(f.text[:0], f.text[n:]...)
	f.at = append(f.at[:0], f.at[n:]...)
	for i := range f.at {
		f.at[i] -= cut
	}
	return out
}

// render returns raw[:n] with each hidden character replaced by one '*' a
// cell it takes.
func (f *Filter) render(n int) []byte {
	out := make([]byte, 0, n)
	for i := 0; i < n; {
		if !f.hide[i] {
			out = append(out, f.raw[i])
			i++
			continue
		}
		r, size := utf8.DecodeRune(f.raw[i:n])
		w := 1
		if r != utf8.RuneError {
			w = uniseg.StringWidth(string(r))
		}
		for range w {
			out = append(out, '*')
		}
		i += size
	}
	return out
}
