package main

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// agentty version names the module version and the revision it was built
// from, however it was built.
func TestVersionLine(t *testing.T) {
	platform := runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH
	main := debug.Module{Path: "github.com/agentty/agentty"}
	tests := []struct {
		name    string
		stamped string
		bi      *debug.BuildInfo
		want    string
	}{
		{"go install of a release", "", &debug.BuildInfo{Main: with(main, "v1.4.0")},
			"agentty v1.4.0 github.com/agentty/agentty (revision unknown; " + platform + ")"},
		{"go install of a commit", "", &debug.BuildInfo{Main: with(main, "v0.0.0-20260102150405-abcdef123456")},
			"agentty v0.0.0-20260102150405-abcdef123456 github.com/agentty/agentty (revision abcdef123456; " + platform + ")"},
		{"a build in a checkout", "", &debug.BuildInfo{Main: with(main, "v0.0.0-20260102150405-abcdef123456+dirty"), Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "abcdef1234567890abcdef1234567890abcdef12"},
			{Key: "vcs.time", Value: "2026-01-02T15:04:05Z"}, {Key: "vcs.modified", Value: "true"}}},
			"agentty v0.0.0-20260102150405-abcdef123456+dirty github.com/agentty/agentty (revision abcdef123456 2026-01-02T15:04:05Z (modified); " + platform + ")"},
		{"a build without VCS stamps", "", &debug.BuildInfo{Main: with(main, "(devel)")},
			"agentty (devel) github.com/agentty/agentty (revision unknown; " + platform + ")"},
		{"make dist of a tag", "v1.2.3", &debug.BuildInfo{Main: with(main, "v1.2.3"), Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "abcdef1234567890abcdef1234567890abcdef12"},
			{Key: "vcs.time", Value: "2026-01-02T15:04:05Z"}}},
			"agentty v1.2.3 github.com/agentty/agentty (revision abcdef123456 2026-01-02T15:04:05Z; " + platform + ")"},
		{"make dist of an untagged commit", "abcdef1", &debug.BuildInfo{Main: with(main, "v0.0.0-20260102150405-abcdef123456"), Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "abcdef1234567890abcdef1234567890abcdef12"}}},
			"agentty abcdef1 github.com/agentty/agentty (revision abcdef123456; " + platform + ")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionLine(tt.stamped, tt.bi, true); got != tt.want {
				t.Fatalf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
	if got := versionLine("", nil, false); !strings.HasPrefix(got, "agentty devel (no build information") {
		t.Fatalf("without build information: %s", got)
	}
	if got := versionLine("v1.2.3", nil, false); !strings.HasPrefix(got, "agentty v1.2.3 (no build information") {
		t.Fatalf("stamped, without build information: %s", got)
	}
}

func with(m debug.Module, version string) debug.Module {
	m.Version = version
	return m
}
