package kernel

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"net/netip"
	"os"
	"strconv"
	"strings"
)

// FindTCPPeer finds the local process at the other end of a TCP connection
// that this process accepted: local is this end's address, remote the
// other's. The connection's other socket is looked for in this network
// namespace's tables (/proc/net/tcp and tcp6), which give the user that
// made it and its inode; the processes holding the inode are found among
// every process's descriptors (/proc/PID/fd). An error (ErrUnknownProcess)
// says why no process can be named (the peer's UID is still given when its
// socket was found, else -1): the other end is on another machine
// or in another network namespace, it was closed, or no process whose
// descriptors may be read holds it (a program whose /proc entries are
// closed to its user, such as an execute-only file, hides them).
func FindTCPPeer(local, remote netip.AddrPort) (TCPPeer, error) {
	var row tcpRow
	found := false
	for _, table := range []string{"/proc/net/tcp", "/proc/net/tcp6"} {
		if r, ok, err := findTCPRow(table, remote, local); err != nil {
			return TCPPeer{UID: -1}, fmt.Errorf("%w: %v", ErrUnknownProcess, err)
		} else if ok {
			row, found = r, true
			break
		}
	}
	if !found {
		return TCPPeer{UID: -1}, fmt.Errorf("%w: no socket of this machine is the other end of the connection from %s (%w: another machine, or another network namespace)", ErrUnknownProcess, remote, ErrNotLocal)
	}
	if row.inode == "0" {
		return TCPPeer{UID: row.uid}, fmt.Errorf("%w: the other end of the connection from %s was closed", ErrUnknownProcess, remote)
	}
	pids := socketHolders(row.inode)
	if len(pids) == 0 {
		return TCPPeer{UID: row.uid}, fmt.Errorf("%w: no process whose descriptors this server may read holds the other end of the connection from %s (uid %d); "+
			"a program whose /proc entries are closed to its user, such as one run from an execute-only file, cannot be identified", ErrUnknownProcess, remote, row.uid)
	}
	return TCPPeer{UID: row.uid, Pids: pids}, nil
}

type tcpRow struct {
	uid   int
	inode string
}

// findTCPRow finds the socket whose own address is local and whose peer's
// is remote in a /proc/net/tcp table.
func findTCPRow(table string, local, remote netip.AddrPort) (tcpRow, bool, error) {
	f, err := os.Open(table)
	if os.IsNotExist(err) {
		return tcpRow{}, false, nil // no IPv6
	}
	if err != nil {
		return tcpRow{}, false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // the header
	for sc.Scan() {
		// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
		fields := strings.Fields(sc.Text())
		if len(fields) < 10 {
			continue
		}
		l, ok1 := parseTCPAddr(fields[1])
		r, ok2 := parseTCPAddr(fields[2])
		if !ok1 || !ok2 || l != local || r != remote {
			continue
		}
		uid, err := strconv.Atoi(fields[7])
		if err != nil {
			continue
		}
		return tcpRow{uid: uid, inode: fields[9]}, true, nil
	}
	return tcpRow{}, false, sc.Err()
}

// parseTCPAddr reads /proc/net/tcp's ADDRESS:PORT: the address is the
// kernel's 32-bit words, each printed as a number of this machine's byte
// order, the port a number; IPv4-mapped addresses are given as IPv4.
func parseTCPAddr(s string) (netip.AddrPort, bool) {
	a, p, ok := strings.Cut(s, ":")
	if !ok || len(a) != 8 && len(a) != 32 {
		return netip.AddrPort{}, false
	}
	raw, err := hex.DecodeString(a)
	if err != nil {
		return netip.AddrPort{}, false
	}
	b := make([]byte, len(raw))
	for i := 0; i < len(raw); i += 4 {
		binary.NativeEndian.PutUint32(b[i:], binary.BigEndian.Uint32(raw[i:]))
	}
	port, err := strconv.ParseUint(p, 16, 16)
	if err != nil {
		return netip.AddrPort{}, false
	}
	addr, _ := netip.AddrFromSlice(b)
	return netip.AddrPortFrom(addr.Unmap(), uint16(port)), true
}

// socketHolders lists the processes holding socket inode among those whose
// descriptors may be read.
func socketHolders(inode string) []int {
	want := "socket:[" + inode + "]"
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	names, _ := d.Readdirnames(-1)
	_ = d.Close()
	var out []int
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err != nil {
			continue
		}
		dir := "/proc/" + n + "/fd/"
		fd, err := os.Open(dir)
		if err != nil {
			continue
		}
		fds, _ := fd.Readdirnames(-1)
		_ = fd.Close()
		for _, f := range fds {
			if l, err := os.Readlink(dir + f); err == nil && l == want {
				out = append(out, pid)
				break
			}
		}
	}
	return out
}
