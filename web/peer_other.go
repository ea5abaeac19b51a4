//go:build !linux

package web

import "net/http"

// tcpPeer returns 0: only Linux's procfs shows which process holds a TCP
// connection's other end, so elsewhere a session's program is not told
// from the person's browser at the page's login (the README says so).
func tcpPeer(*http.Request) int { return 0 }
