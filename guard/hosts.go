package guard

import (
	"net"
	"net/url"
	"strconv"
	"strings"
)

// Hosts says which Host headers, and which Origins, name a server (DNS
// rebinding, cross-site requests): the listening address, localhost,
// 127.0.0.1 and [::1], and the extra names, each with the listening port.
// A server bound to every address (0.0.0.0, ::) also takes any IP address
// with its port: a page that rebinds its own name to this machine still
// sends its name, never an address. The zero Hosts takes nothing.
//
// It is agentty's one Host and Origin check: the web page's, and agentty
// serve --http's in front of /mcp.
type Hosts struct {
	port    string
	defPort string // the port a Host without one means
	names   map[string]bool
	anyIP   bool
}

// NewHosts returns the check of a server listening on listenHost:port, with
// TLS or not (a Host without a port means 443 or 80). extra is a
// comma-separated list of other names the server takes; a name with a port
// other than port is left out.
func NewHosts(listenHost string, port int, tls bool, extra string) Hosts {
	h := Hosts{port: strconv.Itoa(port), defPort: "80", names: map[string]bool{}}
	if tls {
		h.defPort = "443"
	}
	for _, n := range []string{listenHost, "localhost", "127.0.0.1", "::1"} {
		h.names[normalHost(n)] = true
	}
	for _, n := range strings.Split(extra, ",") {
		if n = strings.TrimSpace(n); n == "" {
			continue
		}
		if name, p, err := net.SplitHostPort(n); err == nil {
			if p != h.port {
				continue // another port is never this server
			}
			n = name
		}
		h.names[normalHost(n)] = true
	}
	if ip := net.ParseIP(strings.Trim(listenHost, "[]")); ip != nil && ip.IsUnspecified() {
		h.anyIP = true
	}
	return h
}

// HostsAt is the check of a server reached at addr (host:port), without
// TLS; the zero Hosts when addr is not one.
func HostsAt(addr string) Hosts {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return Hosts{}
	}
	p, err := strconv.Atoi(port)
	if err != nil {
		return Hosts{}
	}
	return NewHosts(host, p, false, "")
}

// HostOK reports whether a Host header (host[:port]) names the server.
func (h Hosts) HostOK(hostport string) bool {
	return h.ok(hostport, h.defPort)
}

// OriginOK reports whether an Origin is the server's: http or https, with a
// host HostOK takes (the scheme's port when it has none). "null" and other
// schemes are refused.
func (h Hosts) OriginOK(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || u.Path != "" && u.Path != "/" {
		return false
	}
	switch u.Scheme {
	case "http":
		return h.ok(u.Host, "80")
	case "https":
		return h.ok(u.Host, "443")
	}
	return false
}

func (h Hosts) ok(hostport, defPort string) bool {
	name, port, err := net.SplitHostPort(hostport)
	if err != nil {
		name, port = hostport, defPort // no port: the scheme's own
	}
	if h.port == "" || port != h.port || name == "" {
		return false
	}
	name = normalHost(name)
	return h.names[name] || (h.anyIP && net.ParseIP(name) != nil)
}

// normalHost lowercases a host name and takes the brackets off an IPv6
// address and the dot off a fully qualified name.
func normalHost(n string) string {
	return strings.ToLower(strings.TrimSuffix(strings.Trim(n, "[]"), "."))
}
