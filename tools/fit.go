package tools

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agentty/agentty/modes"
	"github.com/agentty/agentty/session"
)

// Result size caps. A program controls what its screen holds, so every
// field of a result is bounded here, and what is left out is said in a note
// with how to get it.
const (
	// MaxResultBytes bounds the JSON-RPC message of one result: the screen
	// goes in it twice (structured content and text rendering), each copy
	// about half of this, JSON escapes counted. Clients take far more (the
	// MCP Go SDK's frame limit is 16 MiB); a result this size still costs an
	// agent a lot of context. A full 1000x500 screen of plain text fits.
	MaxResultBytes = 1 << 20
	// resultOverhead is what the envelope, the keys, the numbers, the header
	// line and the notes may take at most, besides the fields measured.
	resultOverhead = 16 << 10
	// maxTitleBytes, maxDetailBytes and maxLabelBytes cap the small fields
	// a program controls: its title, what mode_detail quotes of the screen,
	// its program name.
	maxTitleBytes  = 256
	maxDetailBytes = 256
	maxLabelBytes  = 256
	// maxMessageBytes caps the sentence of an isError result.
	maxMessageBytes = 4 << 10
	// maxPictureBytes caps a read_screen picture (base64), which comes on
	// top of the text result.
	maxPictureBytes = 4 << 20
)

// budget is the share of MaxResultBytes one copy of the variable text of a
// result may take (lines, scrollback, run_command output).
const budget = (MaxResultBytes - resultOverhead) / 2

// jsonLen is at most how many bytes s takes as a JSON string body, as
// encoding/json writes it: control characters, <, >, & and U+2028/9 as
// \u00XX, quote and backslash escaped, invalid UTF-8 as \ufffd.
func jsonLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				n += 6
			case c == '"' || c == '\\':
				n += 2
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1, r == '\u2028', r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// lineCost is what one line costs in both copies of a result: its JSON
// body twice, quotes, separators and the text rendering's newline.
func lineCost(s string) int { return 2*jsonLen(s) + 8 }

// cutText returns the longest prefix of s, at a character boundary, whose
// JSON body with the mark "…" appended takes at most limit bytes.
func cutText(s string, limit int) string {
	const mark = "…"
	limit -= len(mark)
	n, cost := 0, 0
	for n < len(s) {
		_, size := utf8.DecodeRuneInString(s[n:])
		c := jsonLen(s[n : n+size])
		if cost+c > limit {
			break
		}
		cost += c
		n += size
	}
	return s[:n] + mark
}

// capField cuts s to at most limit bytes of JSON, noting it.
func capField(s *string, limit int, name string, notes *[]string) {
	if jsonLen(*s) <= limit {
		return
	}
	n := len(*s)
	*s = cutText(*s, limit)
	*notes = append(*notes, fmt.Sprintf("%s cut from %d bytes to %d", name, n, len(*s)))
}

// fitScreen bounds every field of v so that a result carrying it in form
// stays within MaxResultBytes, leaving reserve bytes (one copy) for other
// variable text, and notes what it left out. page is the scrollback read_screen
// asked for (zero otherwise). It returns the bytes of one copy still free.
func fitScreen(v *session.Screen, page session.Page, reserve int, form Form) int {
	var notes []string
	capField(&v.Title, maxTitleBytes, "title", &notes)
	capField(&v.ModeDetail, maxDetailBytes, "mode_detail", &notes)
	capField(&v.Program, maxLabelBytes, "program", &notes)
	capField(&v.Name, maxLabelBytes, "name", &notes)
	left := budget - reserve - jsonLen(v.Recording) - fitPrompt(v, &notes)

	// The screen first: it is what the agent acts on.
	switch {
	case !v.Changed || form == Output: // no rows go out
	case form == Delta:
		left = fitDelta(&v.Delta, left, &notes)
	default:
		if cut := fitLines(v.Lines, left); cut > 0 {
			notes = append(notes, fmt.Sprintf("%d screen lines hold more text than a result carries (%s) and were cut, marked …; "+
				"a smaller screen (resize_session) shows less at once", cut, size(MaxResultBytes)))
		}
		for _, l := range v.Lines {
			left -= lineCost(l) / 2
		}
	}

	// Then the scrollback, newest first: the lines nearest the screen.
	if page.Lines > 0 {
		keep := 0
		for i := len(v.Scrollback) - 1; i >= 0; i-- {
			c := lineCost(v.Scrollback[i]) / 2
			if c > left {
				if keep == 0 && left > 1<<10 {
					// The first line alone is too long: cut, so that paging
					// goes on past it.
					v.Scrollback[i] = cutText(v.Scrollback[i], left-8)
					left -= lineCost(v.Scrollback[i]) / 2
					keep++
				}
				break
			}
			left -= c
			keep++
		}
		got := len(v.Scrollback)
		v.Scrollback = v.Scrollback[got-keep:]
		// The lines asked for that are kept but not returned: those the
		// session layer already left out for size, and those cut here.
		avail := min(page.Lines, max(v.ScrollbackKept-page.Skip, 0))
		if missing := avail - keep; missing > 0 {
			next := page.Skip + keep
			notes = append(notes, fmt.Sprintf("scrollback: %d of the %d lines asked for fit in a result (%s); "+
				"for the %d older ones call read_screen with scrollback %d and scrollback_offset %d "+
				"(output arriving meanwhile shifts the offset)",
				keep, avail, size(MaxResultBytes), missing, min(missing, maxScrollbackRead), next))
		}
		if len(v.Scrollback) == 0 {
			v.Scrollback = nil
		}
	}
	v.Notes = append(v.Notes, notes...)
	return max(left, 0)
}

// fitDelta bounds a delta to left bytes (one copy): the changed rows first
// (cut like a full screen's lines), then the newest of the lines that
// scrolled off; the older ones left out are counted in HistoryCut, which
// the result says. It returns the bytes still free.
func fitDelta(d *session.Delta, left int, notes *[]string) int {
	texts := make([]string, len(d.Rows))
	for i, r := range d.Rows {
		texts[i] = r.Text
	}
	if cut := fitLines(texts, left); cut > 0 {
		*notes = append(*notes, fmt.Sprintf("%d changed rows hold more text than a result carries (%s) and were cut, marked …", cut, size(MaxResultBytes)))
	}
	for i := range d.Rows {
		d.Rows[i].Text = texts[i]
		left -= lineCost(texts[i])/2 + 16
	}
	keep := 0
	for i := len(d.NewHistory) - 1; i >= 0; i-- {
		c := lineCost(d.NewHistory[i]) / 2
		if c > left {
			break
		}
		left -= c
		keep++
	}
	if drop := len(d.NewHistory) - keep; drop > 0 {
		d.NewHistory = d.NewHistory[drop:]
		d.HistoryCut += int64(drop)
	}
	return max(left, 0)
}

// maxPromptBytes caps a prompt's JSON (structured content only): its
// question, default and option labels are text from the screen.
const maxPromptBytes = 64 << 10

// fitPrompt bounds v's prompt, a copy when it must be cut, and returns the
// bytes it takes.
func fitPrompt(v *session.Screen, notes *[]string) int {
	if v.Prompt == nil {
		return 0
	}
	b, err := json.Marshal(v.Prompt)
	if err == nil && len(b) <= maxPromptBytes {
		return len(b)
	}
	p := *v.Prompt
	capField(&p.Question, maxDetailBytes*4, "prompt question", notes)
	capField(&p.Default, maxLabelBytes, "prompt default", notes)
	left := maxPromptBytes - jsonLen(p.Question) - jsonLen(p.Default) - 256
	opts := make([]modes.Option, 0, len(p.Options))
	cut := 0
	for _, o := range p.Options {
		if n := jsonLen(o.Label); n > maxLabelBytes {
			o.Label = cutText(o.Label, maxLabelBytes)
			cut++
		}
		c := jsonLen(o.Label) + jsonLen(o.Key) + 64
		if c > left {
			*notes = append(*notes, fmt.Sprintf("prompt: %d of its %d options left out to fit the result; the screen's lines show them",
				len(p.Options)-len(opts), len(p.Options)))
			break
		}
		left -= c
		opts = append(opts, o)
	}
	if cut > 0 {
		*notes = append(*notes, fmt.Sprintf("prompt: %d option labels cut to %d bytes", cut, maxLabelBytes))
	}
	p.Options = opts
	v.Prompt = &p
	return maxPromptBytes - left
}

// fitLines cuts the longest of lines until their cost (one copy) fits in
// limit: every line keeps at least the same share. It returns how many it
// cut.
func fitLines(lines []string, limit int) int {
	costs := make([]int, len(lines))
	total := 0
	for i, l := range lines {
		costs[i] = lineCost(l) / 2
		total += costs[i]
	}
	if total <= limit {
		return 0
	}
	// The largest share each line may keep: water filling over the costs.
	sorted := slices.Clone(costs)
	slices.Sort(sorted)
	share, rest := 0, max(limit, 0)
	for i, c := range sorted {
		if each := rest / (len(sorted) - i); c > each {
			share = each
			break
		}
		rest -= c
	}
	cut := 0
	for i, l := range lines {
		if costs[i] > share {
			lines[i] = cutText(l, max(share-8, 0))
			cut++
		}
	}
	return cut
}

// fitOutput cuts run_command's output to limit bytes (one copy), keeping
// its head and tail, and says so.
func fitOutput(r *session.RunResult, limit int) {
	if jsonLen(r.Output)+8 <= limit {
		return
	}
	n := len(r.Output)
	half := max(limit/2-64, 0)
	head := cutText(r.Output, half)
	head = strings.TrimSuffix(head, "…")
	tail := reverseCut(r.Output, half)
	r.Output = head + "\n… (output cut) …\n" + tail
	r.Truncated = true
	r.Notes = append(r.Notes, fmt.Sprintf("output cut from %d bytes to its head and tail to fit a result (%s); "+
		"redirect it to a file and read the part you need", n, size(MaxResultBytes)))
}

// reverseCut returns the longest suffix of s, at a character boundary,
// whose JSON body takes at most limit bytes.
func reverseCut(s string, limit int) string {
	n, cost := len(s), 0
	for n > 0 {
		_, size := utf8.DecodeLastRuneInString(s[:n])
		c := jsonLen(s[n-size : n])
		if cost+c > limit {
			break
		}
		cost += c
		n -= size
	}
	return s[n:]
}

// capMessage cuts an error sentence to maxMessageBytes, on one line.
func capMessage(msg string) string {
	msg = oneLine(msg)
	if len(msg) <= maxMessageBytes {
		return msg
	}
	return cutText(msg, maxMessageBytes-32) + " (message cut)"
}

// clipArg quotes an argument the agent gave for an error message, cut to a
// few dozen characters: a mistake is not echoed back in full.
func clipArg(s string) string { return session.QuoteCut(s, 60) }

// oneLine makes s safe for one line of a text rendering: control and other
// invisible characters (a newline in a program name, a bidi override) are
// written as Go escapes, so that nothing a program or agent chose can forge
// a line of the result.
func oneLine(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsGraphic(r) }) < 0 && utf8.ValidString(s) {
		return s
	}
	q := strconv.QuoteToGraphic(s)
	return q[1 : len(q)-1]
}

// size writes a byte count for a sentence: "1 MiB", "512 KiB".
func size(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// CutText is cutText for a server's own bounded messages: the longest
// prefix of s whose JSON body, with "…", takes at most limit bytes.
func CutText(s string, limit int) string { return cutText(s, limit) }
