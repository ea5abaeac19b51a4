package screen

import (
	"bytes"
	"crypto/subtle"
	"net/url"
	"strconv"
)

// OSC: the window title and icon name (0, 1, 2), the working directory
// (7), hyperlinks (8), shell-integration marks (133), and the colour
// queries (10, 11, 12: reply.go).

// linkMax bounds the hyperlinks one terminal interns; past it, text is
// printed without its link.
const linkMax = 1 << 16

// linkTable interns hyperlink URLs; id 0 is no link.
type linkTable struct {
	list []string
	ids  map[string]uint16
}

func (t *linkTable) init() {
	t.list = []string{""}
	t.ids = map[string]uint16{"": 0}
}

func (t *linkTable) intern(url string) uint16 {
	if id, ok := t.ids[url]; ok {
		return id
	}
	if len(t.list) >= linkMax {
		return 0
	}
	id := uint16(len(t.list))
	t.list = append(t.list, url)
	t.ids[url] = id
	return id
}

// titleMax bounds the title and icon name a program sets.
const titleMax = 4 << 10

func (c *core) osc(cmd int, data []byte) {
	c.last = lastChar{}
	_, arg, _ := bytes.Cut(data, []byte{';'})
	switch cmd {
	case 0, 1, 2:
		if bytes.IndexByte(data, ';') < 0 {
			return
		}
		if cmd != 1 {
			c.title = cutString(string(arg), titleMax)
		}
		if cmd != 2 {
			c.icon = cutString(string(arg), titleMax)
		}
	case 7:
		c.cwd = cutString(string(arg), titleMax)
		if u, err := url.Parse(c.cwd); err == nil && u.Scheme == "file" {
			c.cwd = u.Path
		}
	case 8:
		// 8;params;url: the URL may hold ';'.
		_, uri, ok := bytes.Cut(arg, []byte{';'})
		if !ok {
			return
		}
		c.pen.link = c.links.intern(string(uri))
	case 10, 11, 12:
		c.colorQuery(cmd, arg)
	case 133:
		c.mark(arg)
	}
}

// Mark is an OSC 133 shell-integration mark: its kind (A prompt start, B
// command start, C output start, D command end), the exit status a D
// carries (-1 none), where it was met: the line (counted from the first
// line ever in history) and column, its number (Seq: 1 for the first mark
// kept, then 2, 3…), and Prompt, the value of its k= parameter, which
// agentty's shells count up at each prompt they draw.
type Mark struct {
	Kind      byte
	Exit      int
	Line      int64
	Col       int
	AltScreen bool
	Seq       int
	Prompt    string
}

// marksMax bounds the marks kept, the oldest dropped first.
const marksMax = 1024

// The parameters of a mark that carry the nonce (OSC 133 ; A ;
// agentty=NONCE ST) and tell prompts apart (k=VALUE).
const (
	markKey   = "agentty="
	promptKey = "k="
)

// ParseMark reads the argument of an OSC 133 sequence ("D;0;agentty=N;k=7"):
// its kind, the exit status a D carries as its first parameter (-1 none)
// and its Prompt (k=VALUE). With a nonce, a mark counts only when one of
// its parameters is agentty=NONCE (compared in constant time); the
// position and Seq are left for the caller.
func ParseMark(arg []byte, nonce string) (Mark, bool) {
	fields := bytes.Split(arg, []byte{';'})
	if len(fields) == 0 || len(fields[0]) != 1 || !bytes.Contains([]byte("ABCD"), fields[0]) {
		return Mark{}, false
	}
	m := Mark{Kind: fields[0][0], Exit: -1}
	if m.Kind == 'D' && len(fields) > 1 {
		if n, err := strconv.Atoi(string(fields[1])); err == nil {
			m.Exit = n
		}
	}
	signed := nonce == ""
	for _, f := range fields[1:] {
		if v, ok := bytes.CutPrefix(f, []byte(markKey)); ok && !signed {
			signed = subtle.ConstantTimeCompare(v, []byte(nonce)) == 1
		}
		if v, ok := bytes.CutPrefix(f, []byte(promptKey)); ok {
			m.Prompt = string(v)
		}
	}
	return m, signed
}

// mark records an OSC 133 mark that carries the terminal's nonce (any
// mark when the nonce is ""), where the cursor is. A mark with the Prompt
// of the newest mark of its kind is a prompt redrawn (readline after a
// multi-line paste), not a new one: it is not kept.
func (c *core) mark(arg []byte) {
	m, ok := ParseMark(arg, c.nonce)
	if !ok {
		return
	}
	m.Col, m.AltScreen, m.Line = c.cur.x, c.altShown(), c.hist.total+int64(c.cur.y)
	if i := m.Kind - 'A'; m.Prompt != "" {
		if c.prompts[i] == m.Prompt {
			return
		}
		c.prompts[i] = m.Prompt
	}
	c.markSeq++
	m.Seq = c.markSeq
	if len(c.marks) == marksMax {
		c.marks = append(c.marks[:0], c.marks[1:]...)
	}
	c.marks = append(c.marks, m)
	if f := c.lis.Mark; f != nil {
		f(m)
	}
}
