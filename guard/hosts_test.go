package guard_test

import (
	"testing"

	"github.com/agentty/agentty/guard"
)

// One Host and Origin check serves the page and agentty serve --http:
// this server's own names with its port pass; a rebound name, another
// port, another scheme and "null" do not.
func TestHosts(t *testing.T) {
	loop := guard.NewHosts("127.0.0.1", 7070, false, "")
	every := guard.NewHosts("0.0.0.0", 7070, false, "box.example, other.example:1, named.example:7070")
	tls := guard.NewHosts("127.0.0.1", 443, true, "")
	for _, c := range []struct {
		name string
		h    guard.Hosts
		host string
		want bool
	}{
		{"own address", loop, "127.0.0.1:7070", true},
		{"localhost", loop, "localhost:7070", true},
		{"LOCALHOST.", loop, "LOCALHOST.:7070", true},
		{"[::1]", loop, "[::1]:7070", true},
		{"another port", loop, "127.0.0.1:1", false},
		{"no port", loop, "127.0.0.1", false},
		{"rebound name", loop, "evil.example:7070", false},
		{"empty", loop, "", false},
		{"an address, bound to every address", every, "192.0.2.7:7070", true},
		{"an IPv6 address, bound to every address", every, "[2001:db8::1]:7070", true},
		{"an address, bound to loopback", loop, "192.0.2.7:7070", false},
		{"a name given", every, "box.example:7070", true},
		{"a name given with this port", every, "named.example:7070", true},
		{"a name given with another port", every, "other.example:7070", false},
		{"a name not given", every, "evil.example:7070", false},
		{"no port with TLS", tls, "localhost", true},
		{"the zero Hosts", guard.Hosts{}, "localhost:80", false},
	} {
		if got := c.h.HostOK(c.host); got != c.want {
			t.Errorf("%s: HostOK(%q) = %v, want %v", c.name, c.host, got, c.want)
		}
	}
	for _, c := range []struct {
		origin string
		want   bool
	}{
		{"http://localhost:7070", true},
		{"http://127.0.0.1:7070/", true},
		{"https://localhost:7070", true},
		{"http://localhost", false},
		{"http://evil.example:7070", false},
		{"http://127.0.0.1:1", false},
		{"http://localhost:7070/page", false},
		{"null", false},
		{"file://localhost:7070", false},
	} {
		if got := loop.OriginOK(c.origin); got != c.want {
			t.Errorf("OriginOK(%q) = %v, want %v", c.origin, got, c.want)
		}
	}
}
