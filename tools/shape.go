package tools

import (
	"regexp"
	"strings"

	"github.com/agentty/agentty/session"
)

// How much of the screen a result shows: every tool that answers with a
// screen takes these arguments (embedded in its argument struct).
//
// delta left out is the tool's own default: what changed since the last
// result for the tools that act or wait (the whole screen when most of it
// changed), the whole screen for read_screen; true asks for what changed,
// false for the whole screen and the whole header, changed or not. grep,
// tail and row_range narrow a result to rows of the screen now, each with
// its number: those matching a regular expression, the last N that are not
// blank, a range; given together, each narrows what the one before left.
type shapeArgs struct {
	Delta    *bool  `json:"delta,omitempty"`
	Grep     string `json:"grep,omitempty"`
	Tail     int    `json:"tail,omitempty"`
	RowRange []int  `json:"row_range,omitempty"`
}

// Limits on the narrowing arguments.
const (
	maxGrep = 1000 // bytes of a grep pattern, as expect_regex's
	maxRows = 1000 // rows of a tail or a row_range's ends (the largest screen's)
)

// shape is how a result carries the screen, from a call's arguments.
type shape struct {
	form  Form // Full or Delta
	asked bool // delta was given: the form is the caller's, never swapped
	whole bool // delta false: the whole screen and header, changed or not
	part  *part
	// echo is the text the call typed (send_text's, not a secret's): in a
	// delta's text, where a row shows it as sent, it is written echoMark.
	echo string
}

// part is the rows of the screen a call asked for.
type part struct {
	grep     *regexp.Regexp
	tail     int
	from, to int // row_range, both included; to < 0: no range
}

// shapeOf checks a call's shape arguments and returns the shape, with def
// the tool's form when delta is left out.
func (a shapeArgs) shape(def Form) (shape, error) {
	sh := shape{form: def}
	if a.Delta != nil {
		sh.form, sh.asked, sh.whole = formOf(*a.Delta), true, !*a.Delta
	}
	if a.Grep == "" && a.Tail == 0 && a.RowRange == nil {
		return sh, nil
	}
	p := &part{to: -1}
	switch {
	case len(a.Grep) > maxGrep:
		return sh, argErrorf("grep is %d bytes, over the limit of %d", len(a.Grep), maxGrep)
	case a.Tail < 0 || a.Tail > maxRows:
		return sh, argErrorf("tail must be between 1 and %d rows", maxRows)
	case a.RowRange != nil && (len(a.RowRange) != 2 || a.RowRange[0] < 0 || a.RowRange[1] < a.RowRange[0] || a.RowRange[1] >= maxRows):
		return sh, argErrorf("row_range must be [first, last], 0-based rows with first <= last, e.g. [0, 9] for the top ten")
	}
	if a.Grep != "" {
		re, err := regexp.Compile(a.Grep)
		if err != nil {
			return sh, argErrorf("grep is not a valid regular expression (RE2 syntax): %v; fix it", err)
		}
		p.grep = re
	}
	p.tail = a.Tail
	if a.RowRange != nil {
		p.from, p.to = a.RowRange[0], a.RowRange[1]
	}
	sh.part = p
	return sh, nil
}

// checkShape checks the shape arguments (onSession does, for every tool
// that embeds them).
func (a shapeArgs) checkShape() error {
	_, err := a.shape(Delta)
	return err
}

// shapeFor is the shape of checked arguments, def the tool's form when
// delta is left out.
func (a shapeArgs) shapeFor(def Form) shape {
	sh, _ := a.shape(def)
	return sh
}

// far is the shape arguments for the far host of a session on another
// machine: as given, unless the call is reckoned from an answer that was
// lost (lost not nil): then the whole screen.
func (a shapeArgs) far(lost *uint64) shapeArgs {
	if lost != nil {
		whole := false
		a.Delta = &whole
	}
	return a
}

// pick returns the rows of lines (the screen's rows, trailing empty rows
// dropped) the part asks for, in order.
func (p *part) pick(lines []string) []int {
	var rows []int
	for i, l := range lines {
		if p.to >= 0 && (i < p.from || i > p.to) {
			continue
		}
		if p.grep != nil && !p.grep.MatchString(l) {
			continue
		}
		rows = append(rows, i)
	}
	if p.tail > 0 {
		kept := rows[:0:0]
		for i := len(rows) - 1; i >= 0 && len(kept) < p.tail; i-- {
			if strings.TrimSpace(lines[rows[i]]) != "" {
				kept = append([]int{rows[i]}, kept...)
			}
		}
		rows = kept
	}
	return rows
}

// String is the line saying that no row is in the part: none matched its
// grep, or none with text is in its range or tail.
func (p *part) String() string {
	if p.grep != nil {
		return "no row matches"
	}
	return "no row with text"
}

// mostChanged reports whether a delta sets more than half of the
// screen's rows, with no line scrolled off unseen (which only the delta
// carries), or every row (the last result showed none): the whole screen
// then says it as well, and the agent reads it as a screen.
func mostChanged(v *session.Screen) bool {
	d := v.Delta
	return d.Fresh || len(d.NewHistory) == 0 && d.HistoryCut == 0 && 2*len(d.Rows) > v.Rows
}
