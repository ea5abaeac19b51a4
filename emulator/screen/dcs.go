package screen

// DCS, APC, PM and SOS strings: read whole (string.go) and dropped;
// nothing in one is answered (XTGETTCAP and DECRQSS are not).

// dcs ends a DCS string.
func (c *core) dcs() {
	c.last = lastChar{}
}
