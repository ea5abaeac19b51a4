package web

import (
	"bufio"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
)

// tcpPeer returns the pid of the local process at the other end of r's
// connection, 0 when it is not found (a peer on another machine, or one
// the kernel does not show this user): the connection's socket is found
// in /proc/net/tcp and tcp6 by its pair of ports, then its inode among the
// processes' descriptors.
func tcpPeer(r *http.Request) int {
	local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok {
		return 0
	}
	serverPort := portOf(local.String())
	clientPort := portOf(r.RemoteAddr)
	if serverPort == 0 || clientPort == 0 {
		return 0
	}
	for _, table := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		if inode := socketInode(table, clientPort, serverPort); inode != "" {
			return socketOwner(inode)
		}
	}
	return 0
}

// portOf is the port of a host:port address, 0 when there is none.
func portOf(addr string) int {
	_, p, err := net.SplitHostPort(addr)
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(p)
	return n
}

// socketInode finds, in a /proc/net/tcp table, the inode of the socket
// whose own port is local and whose peer's is remote.
func socketInode(table string, local, remote int) string {
	f, err := os.Open(table)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // the header
	for sc.Scan() {
		// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) < 10 || hexPort(fields[1]) != local || hexPort(fields[2]) != remote {
			continue
		}
		return fields[9]
	}
	return ""
}

// hexPort is the port of /proc/net/tcp's ADDRESS:PORT, in hex.
func hexPort(a string) int {
	_, p, ok := strings.Cut(a, ":")
	if !ok {
		return 0
	}
	n, _ := strconv.ParseInt(p, 16, 32)
	return int(n)
}

// socketOwner is the pid of a process holding the socket inode, 0 when
// none this user may see does.
func socketOwner(inode string) int {
	want := "socket:[" + inode + "]"
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	for _, p := range procs {
		pid, err := strconv.Atoi(p.Name())
		if err != nil {
			continue
		}
		dir := "/proc/" + p.Name() + "/fd/"
		fds, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, fd := range fds {
			if l, err := os.Readlink(dir + fd.Name()); err == nil && l == want {
				return pid
			}
		}
	}
	return 0
}
