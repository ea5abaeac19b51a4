module agentty.test/eightyfirst

go 1.26.0

require github.com/go-python/gpython v0.2.0

require (
	github.com/mattn/go-runewidth v0.0.13 // indirect
	github.com/peterh/liner v1.2.2 // indirect
	github.com/rivo/uniseg v0.3.4 // indirect
	golang.org/x/sys v0.0.0-20220817070843-5a390386f1f2 // indirect
)
