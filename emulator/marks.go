package emulator

import (
	"bytes"
	"crypto/subtle"
	"strconv"
)

// Mark is one OSC 133 shell-integration mark.
type Mark struct {
	Kind      byte // 'A' prompt, 'B' command line, 'C' output, 'D' done
	Exit      int  // the exit status a D mark carried; -1 when none
	Pos       Pos  // where the cursor was when the mark arrived
	AltScreen bool // the mark arrived while the alternate screen was shown
	Seq       int  // 1 for the first mark the terminal saw, then 2, 3…
	// Prompt tells the prompts apart: the value of a k= parameter, which
	// agentty's shells count up each time they draw a prompt (empty when
	// the mark has none). Readline redrawing a prompt (after a multi-line
	// paste) sends its marks again with the same value: they are not a new
	// prompt, and the terminal ignores them.
	Prompt string
}

// Pos is a position in the whole text of the main screen: Line counts from
// the first line that ever scrolled into history, so it stays valid while
// output scrolls.
type Pos struct {
	Line int64
	Col  int
}

// marksKept is how many recent marks a terminal remembers.
const marksKept = 32

// marks is a small ring of the most recent marks.
type marks struct {
	ring   [marksKept]Mark
	seq    int       // number of marks ever added
	prompt [4]string // the Prompt of the newest mark of each kind, A to D
}

// add keeps a mark, unless it is the newest mark of its kind again: a
// prompt redrawn (see Mark.Prompt).
func (m *marks) add(k Mark) {
	if i := k.Kind - 'A'; k.Prompt != "" {
		if m.prompt[i] == k.Prompt {
			return
		}
		m.prompt[i] = k.Prompt
	}
	m.seq++
	k.Seq = m.seq
	m.ring[(m.seq-1)%marksKept] = k
}

// since returns the kept marks with Seq > after, oldest first.
func (m *marks) since(after int) []Mark {
	first := max(after+1, m.seq-marksKept+1, 1)
	var out []Mark
	for s := first; s <= m.seq; s++ {
		out = append(out, m.ring[(s-1)%marksKept])
	}
	return out
}

// last returns the most recent mark, if any.
func (m *marks) last() (Mark, bool) {
	if m.seq == 0 {
		return Mark{}, false
	}
	return m.ring[(m.seq-1)%marksKept], true
}

// SetMarkNonce makes the terminal count only the OSC 133 marks that carry
// nonce (see ParseMark); "" counts every mark, for a terminal that replays
// a recording.
func (t *Terminal) SetMarkNonce(nonce string) {
	t.lock()
	defer t.mu.Unlock()
	t.nonce = nonce
}

// markKey is the parameter of a mark that carries the nonce:
// OSC 133 ; A ; agentty=NONCE ST, OSC 133 ; D ; 0 ; agentty=NONCE ST;
// promptKey the one that tells prompts apart (Mark.Prompt).
const (
	markKey   = "agentty="
	promptKey = "k="
)

// LastPrompt returns the Prompt of the newest D mark: the prompt now
// shown, when the shell counts its prompts.
func (t *Terminal) LastPrompt() string {
	t.lock()
	defer t.mu.Unlock()
	return t.marks.prompt['D'-'A']
}

// ParseMark reads the data of an OSC 133 sequence ("133;D;0;agentty=N;k=7"):
// A (prompt starts), B (command line starts), C (command output starts),
// D[;exit] (command finished). With a nonce, a mark counts only when one of
// its parameters is agentty=NONCE; the exit status of D is its first
// parameter; k=VALUE is its Prompt.
func ParseMark(data []byte, nonce string) (Mark, bool) {
	parts := bytes.Split(data, []byte{';'})
	if len(parts) < 2 || len(parts[1]) != 1 {
		return Mark{}, false
	}
	m := Mark{Kind: parts[1][0], Exit: -1}
	switch m.Kind {
	case 'A', 'B', 'C':
	case 'D':
		if len(parts) >= 3 {
			if n, err := strconv.Atoi(string(parts[2])); err == nil {
				m.Exit = n
			}
		}
	default:
		return Mark{}, false
	}
	signed := nonce == ""
	for _, p := range parts[2:] {
		if v, ok := bytes.CutPrefix(p, []byte(markKey)); ok && !signed {
			signed = subtle.ConstantTimeCompare(v, []byte(nonce)) == 1
		}
		if v, ok := bytes.CutPrefix(p, []byte(promptKey)); ok {
			m.Prompt = string(v)
		}
	}
	if !signed {
		return Mark{}, false
	}
	return m, true
}
