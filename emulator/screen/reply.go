package screen

import (
	"image/color"
	"strconv"

	"github.com/charmbracelet/x/ansi"
)

// Replies to queries: DA1, DA2, DSR 5 and 6, DECXCPR, DECRQM (ANSI and
// DEC modes), XTVERSION, and the colour queries of OSC 10, 11 and 12.
// They are appended to core.replies, which the Terminal hands out.

// Version is what XTVERSION answers.
const Version = "agentty"

func init() {
	handle(func(c *core, p ansi.Params) {
		if param(p, 0, 0) == 0 {
			c.reply(ansi.PrimaryDeviceAttributes(62, 1, 6, 22))
		}
	}, 'c')
	handle(func(c *core, p ansi.Params) {
		if param(p, 0, 0) == 0 {
			c.reply(ansi.SecondaryDeviceAttributes(1, 10, 0))
		}
	}, ansi.Command('>', 0, 'c'))
	handle(func(c *core, p ansi.Params) { c.statusReport(param(p, 0, 0), false) }, 'n')
	handle(func(c *core, p ansi.Params) { c.statusReport(param(p, 0, 0), true) }, ansi.Command('?', 0, 'n'))
	handle(func(c *core, p ansi.Params) { c.requestMode(p, false) }, ansi.Command(0, '$', 'p'))
	handle(func(c *core, p ansi.Params) { c.requestMode(p, true) }, ansi.Command('?', '$', 'p'))
	handle(func(c *core, p ansi.Params) {
		if param(p, 0, 0) == 0 {
			c.reply("\x1bP>|" + Version + "\x1b\\")
		}
	}, ansi.Command('>', 0, 'q'))
}

func (c *core) reply(s string) {
	if len(c.replies) < replyMax {
		c.replies = append(c.replies, s...)
	}
	c.queries++
}

// replyMax bounds the replies not yet taken; past it, replies are lost.
const replyMax = 64 << 10

func (c *core) statusReport(n int, dec bool) {
	switch {
	case n == 5 && !dec:
		c.reply("\x1b[0n") // xterm's
	case n == 6 && !dec:
		c.reply(ansi.CursorPositionReport(c.cur.y+1, c.cur.x+1))
	case n == 6:
		c.reply(ansi.ExtendedCursorPositionReport(c.cur.y+1, c.cur.x+1, 0))
	}
}

func (c *core) requestMode(p ansi.Params, dec bool) {
	n, _, ok := p.Param(0, 0)
	if !ok || n == 0 {
		return
	}
	var m ansi.Mode = ansi.ANSIMode(n)
	if dec {
		m = ansi.DECMode(n)
	}
	c.reply(ansi.ReportMode(m, ansi.ModeSetting(c.modeSetting(n, dec))))
}

// The default colours the colour queries report.
var (
	defaultFg = color.RGBA{0xff, 0xff, 0xff, 0xff}
	defaultBg = color.RGBA{0, 0, 0, 0xff}
)

func (c *core) colorQuery(cmd int, arg []byte) {
	if string(arg) != "?" {
		return
	}
	col := defaultFg
	if cmd == 11 {
		col = defaultBg
	}
	s := ansi.XRGBColor{Color: col}.String()
	c.reply("\x1b]" + strconv.Itoa(cmd) + ";" + s + "\x07")
}
