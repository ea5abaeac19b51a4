package host

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// EnvRuntimeDir names the environment variable that sets the runtime
// directory (tests give each host a directory of its own with it).
const EnvRuntimeDir = "AGENTTY_RUNTIME_DIR"

// DefaultName is the base name of the files of the host of the default
// instance: host.sock, host.lock, host.json, host.log.
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

// VersionName is the instance name for a host of version v started beside
// one of another version: host-v with anything but [A-Za-z0-9._-] as '_'.
func VersionName(v string) string {
	return DefaultName + "-" + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, v)
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
