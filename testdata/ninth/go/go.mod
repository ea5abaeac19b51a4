module agentty.test/ninth

go 1.26.0

require (
	github.com/Bowery/prompt v0.0.0-20190916142128-fa8279994f75
	github.com/dixonwille/wmenu/v5 v5.1.0
	github.com/gookit/gcli/v3 v3.2.3
)

require (
	github.com/chzyer/readline v0.0.0-20180603132655-2972be24d48e // indirect
	github.com/daviddengcn/go-colortext v0.0.0-20180409174941-186a3d44e920 // indirect
	github.com/dixonwille/wlog/v3 v3.0.1 // indirect
	github.com/gookit/color v1.5.4 // indirect
	github.com/gookit/goutil v0.6.12 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/traefik/yaegi v0.16.1 // indirect
	github.com/u-root/u-root v0.14.0 // indirect
	github.com/xo/terminfo v0.0.0-20220910002029-abceb7e1c41e // indirect
	github.com/yuin/gopher-lua v1.1.2 // indirect
	golang.org/x/crypto v0.19.0 // indirect
	golang.org/x/sync v0.6.0 // indirect
	golang.org/x/sys v0.17.0 // indirect
	golang.org/x/term v0.17.0 // indirect
	golang.org/x/text v0.14.0 // indirect
)

tool (
	github.com/traefik/yaegi/cmd/yaegi
	github.com/u-root/u-root/cmds/exp/rush
	github.com/yuin/gopher-lua/cmd/glua
)
