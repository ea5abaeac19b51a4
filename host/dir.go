package host

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// EnvRuntimeDir names the environment variable that sets the runtime
// directory (tests give each host a directory of its own with it).
const EnvRuntimeDir = "AGENTTY_RUNTIME_DIR"

// DefaultName is the base name of the files of a host of an agentty that
// did not name its hosts by version: host.sock, host.lock, host.json,
// host.log. Hosts are named by VersionName now.
const DefaultName = "host"

// Paths are the files of one host instance in a runtime directory.
type Paths struct {
	Dir       string
	Name      string
	Socket    string // the Unix socket the host listens on
	Lock      string // held by the running host for its whole life
	StartLock string // held by a front end while it starts a host
	State     string // the host's sessions, for its successor
	Log       string // the host's stderr
}

// PathsIn returns the paths of instance name in dir.
func PathsIn(dir, name string) Paths {
	f := func(ext string) string { return filepath.Join(dir, name+ext) }
	return Paths{Dir: dir, Name: name, Socket: f(".sock"), Lock: f(".lock"), StartLock: f(".start.lock"), State: f(".json"), Log: f(".log")}
}

// VersionName is the instance name of the host of agentty version v: each
// version has a host (and a socket, a state file, a log) of its own, so
// that a front end finds its own version's host and a host's successor is
// of its version. It is host-v with anything but [A-Za-z0-9._-] as '_';
// a version longer than 24 bytes (a pseudo-version) keeps its first 15
// and a hash of the whole, so that the socket's path stays short.
func VersionName(v string) string {
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, v)
	if len(name) > 24 {
		sum := sha256.Sum256([]byte(v))
		name = name[:15] + "-" + hex.EncodeToString(sum[:4])
	}
	return DefaultName + "-" + name
}

// ErrSocketPath: the socket's path is too long for a Unix socket (108
// bytes on Linux, 104 on macOS, with the terminating NUL).
var ErrSocketPath = errors.New("too long for a Unix socket")

// maxSocketPath is the longest path a Unix socket's address holds here.
var maxSocketPath = len(unix.RawSockaddrUnix{}.Path) - 1

// CheckSocket says, naming the fix, when the socket's path is too long to
// listen on or connect to.
func (p Paths) CheckSocket() error {
	if len(p.Socket) <= maxSocketPath {
		return nil
	}
	return fmt.Errorf("the session host's socket %s is %d bytes, %w (at most %d bytes here): "+
		"set %s (or --runtime-dir, or XDG_RUNTIME_DIR) to a shorter directory", p.Socket, len(p.Socket), ErrSocketPath, maxSocketPath, EnvRuntimeDir)
}

// Instances lists the hosts' instances in dir, of every version: one for
// each socket there (a socket whose host is gone too).
func Instances(dir string) []Paths {
	socks, _ := filepath.Glob(filepath.Join(dir, "*.sock"))
	slices.Sort(socks)
	out := make([]Paths, 0, len(socks))
	for _, s := range socks {
		out = append(out, PathsIn(dir, strings.TrimSuffix(filepath.Base(s), ".sock")))
	}
	return out
}

// RuntimeDir returns the runtime directory: dir when given, else
// $AGENTTY_RUNTIME_DIR, else $XDG_RUNTIME_DIR/agentty, else agentty-UID in
// the temp directory. It creates it (0700) when missing and refuses one that
// is not a directory of the user's own that only they can reach.
func RuntimeDir(dir string) (string, error) {
	if dir == "" {
		dir = os.Getenv(EnvRuntimeDir)
	}
	if dir == "" {
		if x := os.Getenv("XDG_RUNTIME_DIR"); x != "" && filepath.IsAbs(x) {
			dir = filepath.Join(x, "agentty")
		} else {
			dir = filepath.Join(os.TempDir(), "agentty-"+strconv.Itoa(os.Getuid()))
		}
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return "", fmt.Errorf("create runtime directory: %w", err)
	}
	st, err := os.Lstat(dir)
	if err != nil {
		return "", fmt.Errorf("runtime directory: %w", err)
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	switch {
	case !st.IsDir():
		return "", fmt.Errorf("runtime directory %s is not a directory (a symlink?); remove it or give another with --runtime-dir", dir)
	case !ok || int(sys.Uid) != os.Getuid():
		return "", fmt.Errorf("runtime directory %s belongs to another user; give one of your own with --runtime-dir", dir)
	case st.Mode().Perm()&0o077 != 0:
		// Ours, but others could reach in: close it.
		if err := os.Chmod(dir, 0o700); err != nil {
			return "", fmt.Errorf("runtime directory %s is open to others and cannot be closed: %w", dir, err)
		}
	}
	return dir, nil
}
