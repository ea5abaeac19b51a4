package tape

import (
	"fmt"
	"strings"
)

// diffContext is how many unchanged lines a hunk shows around a change.
const diffContext = 3

// Diff returns a unified diff from a to b (texts of lines), or "" when
// they are equal. Screens are small, so a plain longest-common-subsequence
// table does.
func Diff(nameA, nameB, a, b string) string {
	if a == b {
		return ""
	}
	x, y := lines(a), lines(b)
	if strings.Join(x, "\n") == strings.Join(y, "\n") {
		return fmt.Sprintf("--- %s\n+++ %s\n(the texts differ only in the newline at their end)\n", nameA, nameB)
	}
	// lcs[i][j]: the longest common subsequence of x[i:] and y[j:].
	lcs := make([][]int, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	// The edit script: ' ' keeps, '-' drops a line of a, '+' adds one of b.
	type edit struct {
		op   byte
		text string
		i, j int // line indexes in a and b before this edit
	}
	var script []edit
	i, j := 0, 0
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			script = append(script, edit{' ', x[i], i, j})
			i, j = i+1, j+1
		case i < len(x) && (j == len(y) || lcs[i+1][j] >= lcs[i][j+1]):
			script = append(script, edit{'-', x[i], i, j})
			i++
		default:
			script = append(script, edit{'+', y[j], i, j})
			j++
		}
	}

	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", nameA, nameB)
	for k := 0; k < len(script); {
		if script[k].op == ' ' {
			k++
			continue
		}
		// A hunk: from context lines before this change to context lines
		// after the last change that is within 2*diffContext of the next.
		start := max(k-diffContext, 0)
		end := k
		for end < len(script) {
			if script[end].op != ' ' {
				end++
				continue
			}
			run := end
			for run < len(script) && script[run].op == ' ' {
				run++
			}
			if run == len(script) || run-end > 2*diffContext {
				end = min(end+diffContext, len(script))
				break
			}
			end = run
		}
		ca, cb := 0, 0
		for _, e := range script[start:end] {
			if e.op != '+' {
				ca++
			}
			if e.op != '-' {
				cb++
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n", span(script[start].i, ca), span(script[start].j, cb))
		for _, e := range script[start:end] {
			out.WriteByte(e.op)
			out.WriteString(e.text + "\n")
		}
		k = end
	}
	return out.String()
}

// span formats a hunk's range: first line (from 1) and count.
func span(first, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", first)
	}
	return fmt.Sprintf("%d,%d", first+1, n)
}

func lines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
