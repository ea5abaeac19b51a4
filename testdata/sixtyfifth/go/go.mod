module agentty.test/sixtyfifth

go 1.26.0

require github.com/robertkrimen/otto v0.5.1

require (
	github.com/chzyer/logex v1.2.1 // indirect
	golang.org/x/text v0.4.0 // indirect
	gopkg.in/readline.v1 v1.0.0-20160726135117-62c6fe619375 // indirect
	gopkg.in/sourcemap.v1 v1.0.5 // indirect
)
