package tape

import (
	"encoding/xml"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"
)

// JUnit XML, as CI systems read it (Jenkins, GitLab, GitHub's test
// reporters): one test suite, a test case a tape, named by its file and
// classed by its directory, with the report of a failed tape (the line
// that failed and the screen, or each snapshot's diff) as its failure.

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Class   string        `xml:"classname,attr"`
	Name    string        `xml:"name,attr"`
	File    string        `xml:"file,attr"`
	Time    string        `xml:"time,attr"`
	Failure *junitFailure `xml:"failure,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

// maxFailureMessage bounds a failure's message attribute (its first line);
// the whole report is its text.
const maxFailureMessage = 512

// WriteJUnit writes results as a JUnit XML report.
func WriteJUnit(w io.Writer, results []Result) error {
	var total time.Duration
	suite := junitSuite{Name: "agentty tape test", Tests: len(results), Failures: Failed(results)}
	for _, r := range results {
		total += r.Time
		c := junitCase{Class: filepath.ToSlash(filepath.Dir(r.Path)), Name: filepath.Base(r.Path),
			File: filepath.ToSlash(r.Path), Time: seconds(r.Time)}
		if r.Err != nil {
			text := r.Err.Error()
			msg, _, _ := strings.Cut(text, "\n")
			if len(msg) > maxFailureMessage {
				cut := maxFailureMessage
				for cut > 0 && !utf8.RuneStart(msg[cut]) {
					cut--
				}
				msg = msg[:cut] + "…"
			}
			c.Failure = &junitFailure{Message: msg, Type: "tape", Text: text}
		}
		suite.Cases = append(suite.Cases, c)
	}
	suite.Time = seconds(total)
	doc := junitSuites{Tests: suite.Tests, Failures: suite.Failures, Time: suite.Time, Suites: []junitSuite{suite}}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write JUnit report: %w", err)
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3f", d.Seconds()) }
