package machine

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Errors a caller can act on; test them with errors.Is.
var (
	// ErrNoMachine: no machine has the name given.
	ErrNoMachine = errors.New("no such machine")
	// ErrConfig: a machine's definition (a flag or the config file) is
	// wrong; the error says where.
	ErrConfig = errors.New("bad machine definition")
	// ErrUnreachable: the link could not be made (the prefix failed, or
	// did not answer within the machine's timeout); the error names the
	// machine and says what the prefix printed.
	ErrUnreachable = errors.New("machine does not answer")
	// ErrNoBinary: there is no agentty binary for the machine's OS and
	// architecture; the error names the file missing and how to build it.
	ErrNoBinary = errors.New("no agentty binary for the machine")
	// ErrCopy: the binary copied did not arrive whole (size or hash).
	ErrCopy = errors.New("copying agentty to the machine failed")
	// ErrUnsafeCache: the machine's cache, or the binary in it, is not
	// the user's alone (a directory of its path another user owns or may
	// write to), or the binary is not the one sent (its sha256): agentty
	// runs nothing from it.
	ErrUnsafeCache = errors.New("the machine's cache is not safe")
	// ErrTooLarge: what a machine sent was over its bound (a line of its
	// probe, an answer, a frame); its link was dropped, and the next call
	// makes it again.
	ErrTooLarge = errors.New("a machine sent more than its bound")
	// ErrNoFarHost: a link with Options.NoStart found no session host
	// running on the machine (or not this agentty's binary in its cache),
	// and so started none.
	ErrNoFarHost = errors.New("no session host runs on the machine")
)

// What "agentty link --no-start" says when no session host runs there: it
// prints NoHostLine on stderr and exits NoHostCode. The near side reads
// either (a prefix may not pass the exit status on).
const (
	NoHostLine = "agentty link: no session host runs here"
	NoHostCode = 3
)

// DefaultTimeout bounds how long a machine has to answer (the probe, and
// the link's first round trip), unless its definition says otherwise.
const DefaultTimeout = 15 * time.Second

// Machine is a machine by name: Prefix is the command to which agentty
// appends the program to run there.
type Machine struct {
	Name   string
	Prefix []string
	// Timeout bounds the probe and the link's first round trip; the copy
	// of the binary gets longer (copyTimeout a MiB).
	Timeout time.Duration
}

func (m Machine) timeout() time.Duration {
	if m.Timeout > 0 {
		return m.Timeout
	}
	return DefaultTimeout
}

// String is the machine as a person reads it: NAME (prefix words).
func (m Machine) String() string {
	return m.Name + " (" + strings.Join(m.Prefix, " ") + ")"
}

// Config is what names machines: the config file, then the flags.
type Config struct {
	// Machines by name; a flag's replaces the file's of the same name.
	Machines map[string]Machine
	// ReleaseDir holds agentty binaries for other platforms, named as
	// make release names them: agentty-OS-ARCH (e.g. agentty-linux-arm64).
	ReleaseDir string
}

// Names returns the machines' names, sorted.
func (c Config) Names() []string {
	names := make([]string, 0, len(c.Machines))
	for n := range c.Machines {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Get returns the machine name, or ErrNoMachine naming the ones there are.
func (c Config) Get(name string) (Machine, error) {
	if m, ok := c.Machines[name]; ok {
		return m, nil
	}
	if len(c.Machines) == 0 {
		return Machine{}, fmt.Errorf("%w %q: none is defined; name one with --machine NAME=PREFIX or in %s", ErrNoMachine, name, ConfigPath())
	}
	return Machine{}, fmt.Errorf("%w %q; machines: %s", ErrNoMachine, name, strings.Join(c.Names(), ", "))
}

// ConfigPath is the config file: $XDG_CONFIG_HOME/agentty/machines.json,
// else ~/.config/agentty/machines.json; "" when neither is known.
func ConfigPath() string {
	dir := os.Getenv("XDG_CONFIG_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "agentty", "machines.json")
}

// fileConfig is the config file's shape:
//
//	{"machines": {"build": ["ssh", "-T", "build.example"],
//	              "box": "docker exec -i box"},
//	 "timeout": "20s",
//	 "release_dir": "/opt/agentty/dist"}
//
// A prefix is an array of words, or a string split into words as a shell
// would split it (quotes and backslashes, no expansions).
type fileConfig struct {
	Machines   map[string]json.RawMessage `json:"machines"`
	Timeout    string                     `json:"timeout"`
	ReleaseDir string                     `json:"release_dir"`
}

// maxConfig bounds the config file read.
const maxConfig = 1 << 20

// Load reads the config file at path (ConfigPath when path is ""; a
// missing file at the default path names no machine) and adds the machines
// of flags, each NAME=PREFIX; releaseDir, when not "", replaces the file's.
func Load(path string, flags []string, releaseDir string) (Config, error) {
	c := Config{Machines: map[string]Machine{}}
	explicit := path != ""
	if !explicit {
		path = ConfigPath()
	}
	if path != "" {
		if err := c.readFile(path, explicit); err != nil {
			return Config{}, err
		}
	}
	for _, f := range flags {
		m, err := ParseFlag(f)
		if err != nil {
			return Config{}, err
		}
		if old, ok := c.Machines[m.Name]; ok && m.Timeout == 0 {
			m.Timeout = old.Timeout
		}
		c.Machines[m.Name] = m
	}
	if releaseDir != "" {
		c.ReleaseDir = releaseDir
	}
	return c, nil
}

func (c *Config) readFile(path string, explicit bool) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) && !explicit {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrConfig, err)
	}
	defer f.Close()
	var fc fileConfig
	dec := json.NewDecoder(&limited{r: f, n: maxConfig})
	dec.DisallowUnknownFields()
	if err := dec.Decode(&fc); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrConfig, path, err)
	}
	var timeout time.Duration
	if fc.Timeout != "" {
		if timeout, err = time.ParseDuration(fc.Timeout); err != nil || timeout <= 0 {
			return fmt.Errorf("%w: %s: timeout %q: want a duration such as 20s", ErrConfig, path, fc.Timeout)
		}
	}
	for name, raw := range fc.Machines {
		if err := checkName(name); err != nil {
			return fmt.Errorf("%w: %s: %v", ErrConfig, path, err)
		}
		var words []string
		if err := json.Unmarshal(raw, &words); err != nil {
			var line string
			if err2 := json.Unmarshal(raw, &line); err2 != nil {
				return fmt.Errorf("%w: %s: machine %q: want an array of words or a string", ErrConfig, path, name)
			}
			if words, err = Split(line); err != nil {
				return fmt.Errorf("%w: %s: machine %q: %v", ErrConfig, path, name, err)
			}
		}
		if err := checkPrefix(words); err != nil {
			return fmt.Errorf("%w: %s: machine %q: %v", ErrConfig, path, name, err)
		}
		c.Machines[name] = Machine{Name: name, Prefix: words, Timeout: timeout}
	}
	c.ReleaseDir = fc.ReleaseDir
	return nil
}

// limited reads at most n bytes, then fails (a config file is small).
type limited struct {
	r interface{ Read([]byte) (int, error) }
	n int
}

func (l *limited) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, fmt.Errorf("larger than %d bytes", maxConfig)
	}
	if len(p) > l.n {
		p = p[:l.n]
	}
	n, err := l.r.Read(p)
	l.n -= n
	return n, err
}

// ParseFlag parses NAME=PREFIX, the prefix split as a shell splits words.
func ParseFlag(s string) (Machine, error) {
	name, prefix, ok := strings.Cut(s, "=")
	if !ok {
		return Machine{}, fmt.Errorf("%w: --machine %q: want NAME=PREFIX, e.g. build='ssh -T build.example'", ErrConfig, s)
	}
	if err := checkName(name); err != nil {
		return Machine{}, fmt.Errorf("%w: --machine %q: %v", ErrConfig, s, err)
	}
	words, err := Split(prefix)
	if err == nil {
		err = checkPrefix(words)
	}
	if err != nil {
		return Machine{}, fmt.Errorf("%w: --machine %q: %v", ErrConfig, s, err)
	}
	return Machine{Name: name, Prefix: words}, nil
}

// checkName accepts names of 1 to 64 letters, digits, '.', '_' and '-'
// that start with a letter or a digit.
func checkName(name string) error {
	if name == "" || len(name) > 64 {
		return fmt.Errorf("name %q: want 1 to 64 characters", name)
	}
	for i, r := range name {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || i > 0 && (r == '.' || r == '_' || r == '-')
		if !ok {
			return fmt.Errorf("name %q: use letters, digits, '.', '_' and '-', starting with a letter or digit", name)
		}
	}
	return nil
}

func checkPrefix(words []string) error {
	if len(words) == 0 {
		return errors.New("the prefix is empty; e.g. ssh -T HOST, docker exec -i CONTAINER, kubectl exec -i POD --")
	}
	for _, w := range words {
		if strings.ContainsRune(w, 0) {
			return errors.New("the prefix holds a NUL byte")
		}
	}
	return nil
}

// Split splits s into words as a POSIX shell does, without expanding
// anything: blanks separate words; single quotes keep everything; double
// quotes keep everything but a backslash before $ ` " \ or a newline; a
// backslash outside quotes keeps the next character.
func Split(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case ch == '\\':
			inWord = true
			if i+1 >= len(s) {
				return nil, errors.New("a backslash ends the prefix")
			}
			i++
			if s[i] != '\n' {
				w.WriteByte(s[i])
			}
		case ch == '\'':
			inWord = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("a single quote is not closed")
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
		case ch == '"':
			inWord = true
			closed := false
			for i++; i < len(s); i++ {
				c := s[i]
				if c == '"' {
					closed = true
					break
				}
				if c == '\\' && i+1 < len(s) && strings.IndexByte("$`\"\\\n", s[i+1]) >= 0 {
					i++
					if s[i] != '\n' {
						w.WriteByte(s[i])
					}
					continue
				}
				w.WriteByte(c)
			}
			if !closed {
				return nil, errors.New("a double quote is not closed")
			}
		default:
			inWord = true
			w.WriteByte(ch)
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, nil
}
