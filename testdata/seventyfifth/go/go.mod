module agentty.test/seventyfifth

go 1.26.0

require golang.org/x/term v0.32.0

require golang.org/x/sys v0.33.0 // indirect
