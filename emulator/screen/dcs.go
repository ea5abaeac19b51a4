package screen

import "github.com/charmbracelet/x/ansi"

// DCS, APC, PM and SOS strings: consumed whole and dropped, except the
// queries reply.go answers (XTGETTCAP is not answered). The parser keeps
// at most the data size core sets, so that a string of any length costs
// no memory past it.

func (c *core) dcs(cmd ansi.Cmd, p ansi.Params, data []byte) {
	c.last = lastChar{}
}
