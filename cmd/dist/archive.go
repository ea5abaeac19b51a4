package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// packTime is every archive entry's time: npm pack's fixed one, so that the
// same binaries make the same archives.
var packTime = time.Date(1985, 10, 26, 8, 15, 0, 0, time.UTC)

// An archive is one platform's release archive, written.
type archive struct {
	OS, Arch string
	Name     string // its file name in the release directory
	Sum      string // its sha256, hex
}

// file is one entry of an archive.
type file struct {
	Name string
	Mode int64
	Body []byte
}

// checkVersion refuses a version that cannot name a file or an image tag.
func checkVersion(v string) error {
	if !regexp.MustCompile(`^[0-9A-Za-z][0-9A-Za-z._-]*$`).MatchString(v) {
		return fmt.Errorf("version %q must start with a letter or digit and hold only letters, digits, '.', '_' and '-'", v)
	}
	return nil
}

// binaryName is the name make release gives a platform's binary.
func binaryName(goos, arch string) string { return "agentty-" + goos + "-" + arch }

// readBinary reads a platform's binary from dir, or says how to build it.
func readBinary(dir, goos, arch string) ([]byte, error) {
	b, err := os.ReadFile(filepath.Join(dir, binaryName(goos, arch)))
	if err != nil {
		return nil, fmt.Errorf("%w; make release builds it", err)
	}
	return b, nil
}

// writeArchive writes agentty_VERSION_OS_ARCH.tar.gz, the binary named
// agentty at its top.
func writeArchive(dir, version, goos, arch string) (archive, error) {
	bin, err := readBinary(dir, goos, arch)
	if err != nil {
		return archive{}, err
	}
	b, err := tgz([]file{{Name: "agentty", Mode: 0o755, Body: bin}})
	if err != nil {
		return archive{}, err
	}
	a := archive{OS: goos, Arch: arch, Name: fmt.Sprintf("agentty_%s_%s_%s.tar.gz", version, goos, arch)}
	sum := sha256.Sum256(b)
	a.Sum = hex.EncodeToString(sum[:])
	return a, os.WriteFile(filepath.Join(dir, a.Name), b, 0o644)
}

// writeSums writes SHA256SUMS: a line "SUM  NAME" for each archive, as
// sha256sum prints and checks them.
func writeSums(dir string, archives []archive) error {
	var b strings.Builder
	for _, a := range slices.SortedFunc(slices.Values(archives), func(x, y archive) int { return strings.Compare(x.Name, y.Name) }) {
		b.WriteString(a.Sum + "  " + a.Name + "\n")
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}

// tgz is a gzipped tar of files, owned by root, at packTime.
func tgz(files []file) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(zw)
	for _, f := range files {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: f.Name, Mode: f.Mode, Size: int64(len(f.Body)),
			ModTime: packTime, Uname: "root", Gname: "root"}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.Body); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
