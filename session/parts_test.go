package session

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestPartsHoldNoSession: no struct of the package embeds *Session, and
// the session's parts (and the stream that hears the terminal's parse)
// hold no *Session at all: each holds what it shares with its session as
// fields of its own, and asks another part only through an interface of
// what it calls (see Session). The checker is tested on a part that
// embeds the session and one that holds it.
func TestPartsHoldNoSession(t *testing.T) {
	parts := []string{"ptyIO", "kernelWatch", "calls", "views", "stream"}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var srcs []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			srcs = append(srcs, f)
		}
	}
	bad, found := holders(t, srcs, parts)
	for _, b := range bad {
		t.Error(b)
	}
	if !slices.Equal(found, parts) {
		t.Errorf("found the parts %q, want %q", found, parts)
	}

	wrong := `package session
type ptyIO struct { *Session; x int }
type views struct { s *Session }
type call struct { s *Session }
`
	got, _ := holdersOf(t, map[string]string{"wrong.go": wrong}, parts)
	want := []string{"wrong.go: ptyIO embeds *Session", "wrong.go: ptyIO holds *Session", "wrong.go: views holds *Session"}
	if !slices.Equal(got, want) {
		t.Errorf("the checker found %q, want %q", got, want)
	}
}

func holders(t *testing.T, files []string, parts []string) (bad, found []string) {
	t.Helper()
	srcs := map[string]string{}
	for _, f := range files {
		srcs[f] = ""
	}
	return holdersOf(t, srcs, parts)
}

// holdersOf parses the files (their text, or read from disk when empty)
// and says which struct embeds *Session, and which part holds one; found
// lists the parts it saw, sorted as parts.
func holdersOf(t *testing.T, files map[string]string, parts []string) (bad, found []string) {
	t.Helper()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	fset := token.NewFileSet()
	for _, name := range names {
		var src any
		if files[name] != "" {
			src = files[name]
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				return true
			}
			part := slices.Contains(parts, ts.Name.Name)
			if part {
				found = append(found, ts.Name.Name)
			}
			for _, field := range st.Fields.List {
				star, ok := field.Type.(*ast.StarExpr)
				if !ok {
					continue
				}
				if id, ok := star.X.(*ast.Ident); !ok || id.Name != "Session" {
					continue
				}
				if len(field.Names) == 0 {
					bad = append(bad, name+": "+ts.Name.Name+" embeds *Session")
				}
				if part {
					bad = append(bad, name+": "+ts.Name.Name+" holds *Session")
				}
			}
			return true
		})
	}
	slices.SortFunc(found, func(a, b string) int { return slices.Index(parts, a) - slices.Index(parts, b) })
	return bad, found
}
