package machine

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"debug/elf"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/agentty/agentty/session/kernel"
	"github.com/agentty/agentty/spell"
)

// Facts are what the probe learned of a machine.
type Facts struct {
	OS, Arch string   // as Go names them: linux, darwin; amd64, arm64
	Uname    string   // uname -s -m as the machine said it
	Cache    string   // the per-user cache directory there
	Have     []string // the agentty binaries in it (their paths)
	// Unsafe says why the cache may not be used: a directory on its path
	// that another user owns or may write to.
	Unsafe string
}

// shellLib is sh that the probe, the link and the copy start with. It sets
// u (the user's id) and c (the per-user cache: $XDG_CACHE_HOME/agentty,
// else $HOME/.cache/agentty, else $TMPDIR/agentty-cache-UID/agentty, each
// taken only when it is an absolute path; /tmp when TMPDIR is not) and
// defines the checks that keep any other user out of what agentty runs:
//
//   - safe DIR: every directory of DIR's physical path (symbolic links
//     resolved, set in $real: what is checked is then used by it), up to
//     /, belongs to the user or to root, and no other user may write to
//     it, unless it is root's and sticky (as /tmp is: no one may rename or
//     remove another's entry in it);
//   - safefile FILE: FILE is a regular file of the user's or root's,
//     executable, that no other user may write to;
//   - sha256of FILE: its sha256, hex ("" when neither sha256sum nor
//     shasum is there).
//
// Each check that fails says why in $why.
const shellLib = `u=$(id -u)
c=${XDG_CACHE_HOME:-}; case $c in /*) ;; *) c=;; esac
if [ -z "$c" ]; then case ${HOME:-} in /*) c=$HOME/.cache;; *) t=${TMPDIR:-}; case $t in /*) ;; *) t=/tmp;; esac; c=$t/agentty-cache-$u;; esac; fi
c=$c/agentty
owner() { case $2 in 0|"$u") return 0;; esac; why="$1 belongs to uid $2, not to uid $u or root"; return 1; }
safe() {
	p=$(cd -P "$1" 2>/dev/null && pwd -P) || { why="$1 is not a directory the user can enter"; return 1; }
	real=$p
	while :; do
		l=$(ls -ldn "$p" 2>/dev/null) || { why="$p cannot be read"; return 1; }
		set -- $l
		owner "$p" "$3" || return 1
		case $1 in ?????w*|????????w*) case $3:$1 in 0:?????????[tT]*) ;; *) why="$p ($1) may be written by other users"; return 1;; esac;; esac
		[ "$p" = / ] && return 0
		p=${p%/*}; [ -n "$p" ] || p=/
	done
}
safefile() {
	q=$1
	l=$(ls -ldn "$q" 2>/dev/null) || { why="$q is not there"; return 1; }
	set -- $l
	case $1 in -??x*) ;; *) why="$q ($1) is not an executable file"; return 1;; esac
	owner "$q" "$3" || return 1
	case $1 in ?????w*|????????w*) why="$q ($1) may be written by other users"; return 1;; esac
}
sha256of() { { sha256sum "$1" 2>/dev/null || shasum -a 256 "$1" 2>/dev/null; } | cut -d ' ' -f 1; }
`

// probeLines ask the machine's OS, architecture and cached binaries, and
// whether the cache (or the nearest directory of its path that exists) is
// safe; the binaries are listed only when it is. The lines start with a
// mark, so that what a login prints is passed over.
const probeLines = shellLib + `echo "agentty-probe: os $(uname -s)"
echo "agentty-probe: arch $(uname -m)"
echo "agentty-probe: cache $c"
d=$c; while [ ! -d "$d" ]; do d=${d%/*}; [ -n "$d" ] || d=/; done
if safe "$d"; then for f in "$c"/*/agentty; do [ -x "$f" ] && safefile "$f" && echo "agentty-probe: have $f"; done; else echo "agentty-probe: unsafe $why"; fi
`

// probeScript is the probe alone.
const probeScript = probeLines + `echo "agentty-probe: end"
exit 0
`

// execLines run binary b from the cache as the link (link, the words
// after it), when its directory and itself are safe and its sha256 is b's;
// else, when refused, says why (or, when refused is "", that the probe
// ended). What is checked and run is the binary's physical path (no
// symbolic link in it), so that a link on the way there, in a directory
// another user may write to, cannot be swapped between the check and the
// exec. The exec is in the script's last command, which the shell has
// read whole before it runs it: nothing of the script is left on stdin for
// the link to read.
func execLines(cond string, b Binary, link []string, refused bool) string {
	otherwise := `echo "agentty-probe: end"`
	if refused {
		otherwise = `echo "agentty-probe: refused $why"`
	}
	return `f="$c/` + b.Key + `/agentty"
if ` + cond + `[ -x "$f" ] && safe "$c/` + b.Key + `" && f="$real/agentty" && safefile "$f" && { h=$(sha256of "$f"); [ "$h" = ` + b.Hash + ` ] || { why="$f has sha256 ${h:-unknown (no sha256sum or shasum there)}, not the binary's"; false; }; }; then echo "agentty-probe: exec $f"; exec "$f" ` + strings.Join(link, " ") + `; else ` + otherwise + `; exit 0; fi
`
}

// probeOrLinkScript is the probe that, when the machine is uname and has
// binary b in its cache (checked: execLines), says so and becomes that
// binary's link, so that a link to a machine that has this agentty
// already takes one run of the prefix.
func probeOrLinkScript(uname string, b Binary, link []string) string {
	return probeLines + execLines(`[ "$(uname -s) $(uname -m)" = "`+uname+`" ] && `, b, link, false)
}

// linkScript runs binary b from the cache as the link, checked
// (execLines), or says why it does not.
func linkScript(b Binary, link []string) string {
	return shellLib + execLines("", b, link, true)
}

// unames are the uname -s -m of the platforms whose binary may skip the
// probe (probeOrLinkScript).
var unames = map[string]string{
	"linux/amd64": "Linux x86_64", "linux/arm64": "Linux aarch64",
	"darwin/amd64": "Darwin x86_64", "darwin/arm64": "Darwin arm64",
}

// probe gathers Facts from the probe's lines.
type probe struct {
	f       Facts
	ended   bool   // the probe said all it had to say
	linked  string // the probe became the link of this binary
	refused string // the link script did not run the binary: why
}

// line takes one line of the prefix's output; it says whether it was the
// last of the probe.
func (p *probe) line(s string) bool {
	rest, ok := strings.CutPrefix(strings.TrimRight(s, "\r\n"), "agentty-probe: ")
	if !ok {
		return false
	}
	key, val, _ := strings.Cut(rest, " ")
	val = spell.Out(val) // the far side's words, shown in errors and agentty machines
	switch key {
	case "os":
		p.f.OS = goOS(val)
		p.f.Uname = val
	case "arch":
		p.f.Arch = goArch(val)
		p.f.Uname += " " + val
	case "cache":
		p.f.Cache = val
	case "have":
		p.f.Have = append(p.f.Have, val)
	case "unsafe":
		p.f.Unsafe = val
	case "end":
		p.ended = true
	case "refused":
		p.ended, p.refused = true, val
	case "exec":
		p.ended, p.linked = true, val
	}
	return p.ended
}

// Probe runs sh on the machine with probeScript on its stdin, within the
// machine's timeout.
func Probe(ctx context.Context, m Machine) (Facts, error) {
	ctx, cancel := context.WithTimeout(ctx, m.timeout())
	defer cancel()
	out, err := runScript(ctx, m, strings.NewReader(probeScript))
	var p probe
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		p.line(sc.Text())
	}
	if err == nil && !p.ended {
		err = errors.New("the probe script did not finish")
	}
	if err != nil {
		return Facts{}, unreachable(ctx, m, err, out)
	}
	return p.f, nil
}

// unreachable is ErrUnreachable naming the machine, why, and the end of
// what the prefix printed.
func unreachable(ctx context.Context, m Machine, err error, out []byte) error {
	if ctx.Err() == context.DeadlineExceeded {
		err = fmt.Errorf("no answer within %s", m.timeout())
	}
	msg := fmt.Sprintf("%v: machine %s: %v", ErrUnreachable, m, err)
	if t := tail(out, 600); t != "" {
		msg += "; it printed: " + t
	}
	return &wrapped{msg: msg, err: ErrUnreachable}
}

type wrapped struct {
	msg string
	err error
}

func (w *wrapped) Error() string { return w.msg }
func (w *wrapped) Unwrap() error { return w.err }

// tail is the last n bytes of b on one line, spaces for newlines, every
// other control spelled out (spell.Out): what a prefix printed,
// for an error.
func tail(b []byte, n int) string {
	s := strings.TrimSpace(string(b))
	if len(s) > n {
		s = "..." + strings.ToValidUTF8(s[len(s)-n:], "")
	}
	return spell.Out(strings.Join(strings.Fields(s), " "))
}

// runScript runs PREFIX sh with script on its stdin and returns what it
// printed (stdout, then stderr). A prefix still running when ctx ends is
// killed, and what it holds open is given up after a moment.
func runScript(ctx context.Context, m Machine, script io.Reader) ([]byte, error) {
	cmd := exec.CommandContext(ctx, m.Prefix[0], append(m.Prefix[1:], "sh")...)
	cmd.Stdin = script
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &capped{b: &stdout, n: 1 << 20}
	cmd.Stderr = &capped{b: &stderr, n: 64 << 10}
	cmd.WaitDelay = time.Second
	started, err := kernel.StartHelper(cmd) // the host's own child, as a link is
	if err == nil {
		err = cmd.Wait()
		started()
	}
	return append(stdout.Bytes(), stderr.Bytes()...), err
}

// capped keeps the first n bytes written to it and passes over the rest.
type capped struct {
	b *bytes.Buffer
	n int
}

func (c *capped) Write(p []byte) (int, error) {
	if room := c.n - c.b.Len(); room > 0 {
		c.b.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}

func goOS(uname string) string {
	switch strings.ToLower(uname) {
	case "linux":
		return "linux"
	case "darwin":
		return "darwin"
	case "freebsd":
		return "freebsd"
	}
	return strings.ToLower(uname)
}

func goArch(uname string) string {
	switch uname {
	case "x86_64", "amd64":
		return "amd64"
	case "aarch64", "arm64", "aarch64_be":
		return "arm64"
	case "i386", "i486", "i586", "i686":
		return "386"
	}
	if strings.HasPrefix(uname, "armv") {
		return "arm"
	}
	return uname
}

// Binary is the agentty binary to run on a machine.
type Binary struct {
	Path string
	Size int64
	Hash string // sha256, hex
	Key  string // its directory in the far cache: VERSION-HASH12
}

// binaries remembers the hashes of the binaries read, by path and size
// and time (the binary of a process does not change under it; a release
// directory's might).
var binaries struct {
	mu   sync.Mutex // guards byID
	byID map[string]Binary
}

// Options say which binaries a link brings.
type Options struct {
	// Version is this agentty's version; with the binary's hash it names
	// the binary's directory in the far cache.
	Version string
	// Self is this agentty's binary; "" for os.Executable.
	Self string
	// ReleaseDir holds binaries for other platforms (agentty-OS-ARCH).
	ReleaseDir string
	// HostArgs are flags for the far session host when the link starts
	// one (agentty link -- ARGS): words without spaces or quotes, such as
	// --max-sessions=8; others are left out.
	HostArgs []string
	// NoStart makes a link only to a session host that runs already
	// (agentty link --no-start), for listing a machine's sessions: the
	// binary is never copied, and a machine whose cache lacks it, or where
	// no host runs, is ErrNoFarHost. It is for the link's first making: a
	// link made again once it dropped brings and starts as without it.
	NoStart bool
	// Wait is the longest a call waits on a machine's host (this host's
	// --max-wait, which the far host is given too; 0: the default): an
	// answer that has not come within it and the machine's timeout fails
	// the call, and the link is dropped.
	Wait time.Duration
}

// linkArgs are the words after the far binary: link, and HostArgs.
func (o Options) linkArgs() []string {
	args := []string{"link"}
	if o.NoStart {
		args = append(args, "--no-start")
	}
	var host []string
	for _, a := range o.HostArgs {
		if a != "" && !strings.ContainsAny(a, " \t\n'\"\\$`;&|<>(){}*?[]#~") {
			host = append(host, a)
		}
	}
	if len(host) > 0 {
		args = append(append(args, "--"), host...)
	}
	return args
}

// BinaryFor returns the binary for the machine f describes: this
// agentty's own when the platform is this one and the binary is static,
// else ReleaseDir's agentty-OS-ARCH.
func BinaryFor(o Options, f Facts) (Binary, error) {
	return o.binaryFor(f.OS, f.Arch)
}

// Path is where b is, or goes, in the machine's cache.
func (f Facts) Path(b Binary) string { return f.Cache + "/" + b.Key + "/agentty" }

// Has says whether the machine's cache holds b.
func (f Facts) Has(b Binary) bool { return slices.Contains(f.Have, f.Path(b)) }

func (o Options) binaryFor(goos, goarch string) (Binary, error) {
	want := "agentty-" + goos + "-" + goarch
	var ownErr error
	if goos == runtime.GOOS && goarch == runtime.GOARCH {
		self := o.Self
		if self == "" {
			var err error
			if self, err = os.Executable(); err != nil {
				return Binary{}, fmt.Errorf("%w: this agentty's own binary: %v", ErrNoBinary, err)
			}
		}
		if ownErr = static(self); ownErr == nil {
			return o.binary(self)
		}
	}
	if o.ReleaseDir != "" {
		p := filepath.Join(o.ReleaseDir, want)
		if _, err := os.Stat(p); err == nil {
			return o.binary(p)
		}
	}
	where := "no --release-dir (or release_dir in " + ConfigPath() + ") is given"
	if o.ReleaseDir != "" {
		where = "it is not in " + o.ReleaseDir
	}
	msg := fmt.Sprintf("%v: the machine is %s/%s and %s is needed; %s; build it with make release (it writes dist/%s) or CGO_ENABLED=0 GOOS=%s GOARCH=%s go build -trimpath -o %s ./cmd/agentty, and name its directory with --release-dir",
		ErrNoBinary, goos, goarch, want, where, want, goos, goarch, want)
	if ownErr != nil {
		msg += "; this agentty's own binary does not do: " + ownErr.Error()
	}
	return Binary{}, &wrapped{msg: msg, err: ErrNoBinary}
}

// static says why an ELF binary is not static (it names an interpreter:
// it was built with cgo); other formats (Mach-O) are taken as they are.
func static(path string) error {
	f, err := elf.Open(path)
	if err != nil {
		var fe *elf.FormatError
		if errors.As(err, &fe) {
			return nil // not ELF
		}
		return err
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return fmt.Errorf("%s is linked dynamically (built with cgo), and another machine may not have its libraries; install it static: CGO_ENABLED=0 go install github.com/agentty/agentty/cmd/agentty@latest (the README's line), or make build", path)
		}
	}
	return nil
}

// binary hashes path, once per path, size and time.
func (o Options) binary(path string) (Binary, error) {
	st, err := os.Stat(path)
	if err != nil {
		return Binary{}, fmt.Errorf("%w: %v", ErrNoBinary, err)
	}
	id := path + "\x00" + strconv.FormatInt(st.Size(), 10) + "\x00" + st.ModTime().String() + "\x00" + o.Version
	binaries.mu.Lock()
	b, ok := binaries.byID[id]
	binaries.mu.Unlock()
	if ok {
		return b, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return Binary{}, fmt.Errorf("%w: %v", ErrNoBinary, err)
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return Binary{}, fmt.Errorf("%w: read %s: %v", ErrNoBinary, path, err)
	}
	sum := hex.EncodeToString(h.Sum(nil))
	b = Binary{Path: path, Size: n, Hash: sum, Key: safeWord(o.Version) + "-" + sum[:12]}
	binaries.mu.Lock()
	if binaries.byID == nil {
		binaries.byID = map[string]Binary{}
	}
	binaries.byID[id] = b
	binaries.mu.Unlock()
	return b, nil
}

// safeWord keeps [A-Za-z0-9._-] of v (others become '_'), at most 40
// bytes; "devel" when nothing is left.
func safeWord(v string) string {
	w := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, v)
	w = strings.TrimLeft(w, ".-")
	if len(w) > 40 {
		w = w[:40]
	}
	if w == "" {
		w = "devel"
	}
	return w
}

// plainPath says whether p can be appended to a prefix as one word: ssh
// joins its words for a shell, so a path with blanks or quotes would not
// arrive as it left.
func plainPath(p string) bool {
	if p == "" || p[0] != '/' {
		return false
	}
	for _, r := range p {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+@:,", r)) {
			return false
		}
	}
	return true
}

// copyTimeout is the time a copy may take for each MiB of the binary,
// beyond the machine's timeout.
const copyTimeout = 2 * time.Second

// Bring makes sure the machine has b in its cache and returns its path
// there, and whether it was copied now. The copy is written to a
// temporary file, checked (size, sha256), made executable and only then
// renamed into place, so a binary in the cache is a whole one.
func Bring(ctx context.Context, m Machine, f Facts, b Binary) (string, bool, error) {
	remote := f.Path(b)
	if !plainPath(remote) {
		return "", false, fmt.Errorf("%w: machine %s: its cache %s is not a plain path (blanks or quotes would not pass through ssh); set XDG_CACHE_HOME there to one", ErrCopy, m, f.Cache)
	}
	if f.Has(b) {
		return remote, false, nil
	}
	ctx, cancel := context.WithTimeout(ctx, m.timeout()+time.Duration(b.Size>>20+1)*copyTimeout)
	defer cancel()
	script, err := copyScript(b)
	if err != nil {
		return "", false, err
	}
	out, err := runScript(ctx, m, script)
	_ = script.Close()
	if err == nil && !bytes.Contains(out, []byte("agentty-copy: ok "+remote)) {
		err = errors.New("the copy script did not finish")
	}
	if err != nil {
		if ctx.Err() == context.DeadlineExceeded {
			err = fmt.Errorf("the copy did not finish in time: %v", err)
		}
		return "", false, &wrapped{msg: fmt.Sprintf("%v: machine %s: %s (%d bytes) to %s: %v; it printed: %s", ErrCopy, m, b.Path, b.Size, remote, err, tail(out, 600)), err: ErrCopy}
	}
	return remote, true, nil
}

// copyScript is sh's script that writes b into the far cache: the binary
// is base64 in a here-doc, which the shell reads itself (a payload after
// the script on the same stdin could be read ahead by the shell). The
// script is read as it is sent: the binary is encoded a few KiB at a time,
// never held whole. Closing it closes the binary.
func copyScript(b Binary) (io.ReadCloser, error) {
	f, err := os.Open(b.Path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoBinary, err)
	}
	if fi, err := f.Stat(); err != nil || fi.Size() != b.Size {
		_ = f.Close()
		return nil, fmt.Errorf("%w: %s changed since it was looked at", ErrCopy, b.Path)
	}
	head := "set -e\numask 077\n" + shellLib + `mkdir -p "$c"
safe "$c" || { echo "agentty-copy: the cache is not safe: $why" >&2; exit 5; }
pc=$real
t="$pc/.copy.$$"
trap 'rm -f "$t"' EXIT
if printf 'YQ==' | base64 -d >/dev/null 2>&1; then dec="base64 -d"; else dec="base64 -D"; fi
$dec >"$t" <<'AGENTTY_BINARY_END'
`
	// The far side checks the size and the hash: a binary that changed
	// while it was sent fails there. It is written and renamed by physical
	// paths into directories of the user's that no other user may write
	// to: no one else can swap it.
	foot := fmt.Sprintf(`AGENTTY_BINARY_END
n=$(wc -c <"$t" | tr -d ' ')
[ "$n" = %d ] || { echo "agentty-copy: the copy is $n bytes, not %d" >&2; exit 3; }
h=$(sha256of "$t")
[ "$h" = %s ] || { echo "agentty-copy: the copy's sha256 is ${h:-unknown (no sha256sum or shasum there)}, not %s" >&2; exit 4; }
chmod 700 "$t"
mkdir -p "$pc/%s"
safe "$pc/%s" || { echo "agentty-copy: the cache is not safe: $why" >&2; exit 5; }
mv -f "$t" "$real/agentty"
trap - EXIT
echo "agentty-copy: ok $c/%s/agentty"
`, b.Size, b.Size, b.Hash, b.Hash, b.Key, b.Key, b.Key)
	body := io.MultiReader(strings.NewReader(head), &base64Lines{src: f}, strings.NewReader(foot))
	return struct {
		io.Reader
		io.Closer
	}{body, f}, nil
}

// lineBytes is what one line of base64 holds (76 characters).
const lineBytes = 57

// base64Lines reads src as base64 in lines of 76 characters, each ended
// by a newline, encoding a block at a time.
type base64Lines struct {
	src  io.Reader
	in   [lineBytes * 64]byte
	buf  []byte // the lines of the last block read
	out  []byte // what of buf is still to be read
	done error
}

func (r *base64Lines) Read(p []byte) (int, error) {
	for len(r.out) == 0 {
		if r.done != nil {
			return 0, r.done
		}
		n, err := io.ReadFull(r.src, r.in[:])
		r.buf = r.buf[:0]
		for in := r.in[:n]; len(in) > 0; {
			k := min(len(in), lineBytes)
			r.buf = base64.StdEncoding.AppendEncode(r.buf, in[:k])
			r.buf = append(r.buf, '\n')
			in = in[k:]
		}
		r.out = r.buf
		switch {
		case err == io.EOF || err == io.ErrUnexpectedEOF:
			r.done = io.EOF
		case err != nil:
			r.done = err
		}
	}
	n := copy(p, r.out)
	r.out = r.out[n:]
	return n, nil
}
