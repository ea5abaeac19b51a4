#!/usr/bin/env bash
# record.sh re-records the program sessions in this directory. It is not run
# by the tests; the .raw files it writes are checked in.
#
# Usage: testdata/vt/recordings/record.sh [NAME...]   (default: all)
#
# Each recording runs `script -f -q -c CMD OUT` in a detached 80x24 pane of a
# private tmux server, with TERM=xterm-256color set explicitly (tmux would set
# tmux-256color), sends keys with `tmux send-keys`, waits for script to end,
# and strips script's "Script started on" header line and "Script done on"
# footer. "-live" recordings end with SIGKILL (timeout -s KILL) while the
# program is still drawing, so the final screen is the program's own.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
sock=agentty-rec-$$
work=/tmp/agentty-rec
rm -rf "$work" && mkdir -p "$work"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$sock"; rm -rf "$work"' EXIT

conf=$work/tmux.conf
printf 'set -g status off\nset -g history-limit 10000\nset -g exit-empty off\n' >"$conf"

# make_files writes fixed inputs so recordings do not depend on the machine's
# files or on each other; it runs before every recording.
make_files() {
	rm -rf "$work/files" && mkdir -p "$work/files"
	for i in $(seq 1 30); do echo "line $i of the notes file"; done >"$work/files/notes.txt"
	for i in $(seq 1 500); do printf 'row %03d: the quick brown fox jumps over the lazy dog\n' "$i"; done >"$work/files/numbers.txt"
	(
		cd "$work/files" && mkdir repo && cd repo
		git init -q -b main .
		for i in $(seq 1 25); do
			echo "change $i" >>log.txt
			git add log.txt
			GIT_AUTHOR_DATE="2024-01-$(printf %02d "$i")T12:00:00Z" GIT_COMMITTER_DATE="2024-01-$(printf %02d "$i")T12:00:00Z" \
				git -c user.name=Demo -c user.email=demo@example.com commit -q -m "Change number $i" -m "Body of change $i."
			if [ "$i" = 10 ]; then git tag v0.1; fi
		done
	)
}

keys() { tmux -L "$sock" send-keys -t rec "$@"; }
lit() { tmux -L "$sock" send-keys -t rec -l "$@"; }

# record NAME 'CMD' DRIVER: run CMD under script, call DRIVER to send keys.
record() {
	local name=$1 cmd=$2 driver=$3 out=$work/$1.typescript
	rm -f "$out"
	make_files
	printf 'exec %s\n' "$cmd" >"$work/$name.sh"
	tmux -L "$sock" -f "$conf" new-session -d -x 80 -y 24 -s rec -c "$work/files" \
		"env -u TMUX -u TMUX_PANE -u COLORTERM TERM=xterm-256color LANG=C.UTF-8 script -f -q -c 'bash $work/$name.sh' $out; tmux -L $sock wait-for -S rec-done"
	sleep 1
	"$driver"
	timeout 60 tmux -L "$sock" wait-for rec-done
	tmux -L "$sock" kill-server 2>/dev/null || true
	python3 - "$out" "$here/$name.raw" <<'EOF'
import sys
data = open(sys.argv[1], 'rb').read()
if data.startswith(b'Script started on'):
    data = data[data.index(b'\n') + 1:]
i = data.rfind(b'\nScript done on')
if i >= 0:
    data = data[:i]
open(sys.argv[2], 'wb').write(data)
EOF
	echo "$name.raw: $(wc -c <"$here/$name.raw") bytes"
}

drive_vim() {
	keys i; lit 'Hello from agentty.'; keys Escape
	keys o; lit 'A second line, with tabs:'; keys Tab; lit 'x'; keys Escape
	sleep 0.3; keys g g; sleep 0.3; keys 5 j; keys w w; keys x; sleep 0.3
	keys G; sleep 0.3; keys : w q Enter; sleep 0.5
}
drive_vim_live() {
	keys i; lit 'Hello from agentty.'; keys Escape
	keys o; lit 'A second line.'; keys Escape
	sleep 0.3; keys g g; sleep 0.3; keys 1 2 j; keys w w; sleep 0.3
	keys : s e t Space n u Enter; sleep 0.3; keys v j j; sleep 0.5
}
drive_less() {
	sleep 0.3; keys G; sleep 0.5; keys g; sleep 0.5
	lit '/row 250'; keys Enter; sleep 0.5; keys n; sleep 0.5; keys q
}
drive_less_live() {
	sleep 0.3; keys G; sleep 0.5; keys g; sleep 0.5
	lit '/row 25'; keys Enter; sleep 0.5; keys n; sleep 0.5; keys Space; sleep 0.5
}
drive_htop() { sleep 2; keys t; sleep 1.5; keys q; }
drive_htop_live() { sleep 2; keys F6; sleep 0.5; keys Escape; sleep 0.5; }
drive_top() { sleep 2.5; keys q; }
drive_top_live() { sleep 2.5; }
drive_nano() {
	sleep 0.5; lit 'Notes typed into nano.'; keys Enter; lit 'Second line.'; keys Enter
	sleep 0.3; keys C-o; sleep 0.5; keys Enter; sleep 0.5; keys C-x; sleep 0.5
}
drive_nano_live() {
	sleep 0.5; lit 'Notes typed into nano.'; keys Enter; lit 'Second line.'; keys Up Up; sleep 0.3
	keys C-w; sleep 0.3; lit 'line'; keys Enter; sleep 0.5
}
drive_man() { sleep 1; keys Space; sleep 0.4; keys Space; sleep 0.4; keys j j j; sleep 0.4; keys q; }
drive_man_live() { sleep 1; keys Space; sleep 0.4; lit '/OPTIONS'; keys Enter; sleep 0.5; keys j j; sleep 0.5; }
drive_gitlog() { sleep 0.5; keys j j j; sleep 0.3; keys Space; sleep 0.5; keys q; }
drive_gitlog_live() { sleep 0.5; keys Space; sleep 0.5; keys j; sleep 0.5; }
drive_none() { sleep 1; }
drive_python3() {
	sleep 0.8
	lit 'x = [i*i for i in range(10)]'; keys Enter
	lit 'print(x)'; keys Enter
	keys Up; sleep 0.2; keys Left; lit '[::-1]'; keys Enter
	lit 'for i in range(3):'; keys Enter; lit '    print("row", i)'; keys Enter; keys Enter
	lit '"caf\u00e9 " * 3'; keys Enter
	sleep 0.3; lit 'exit()'; keys Enter; sleep 0.5
}
drive_bash() {
	sleep 0.8
	lit 'echo hello world'; keys Enter; sleep 0.2
	lit 'ls --color=always /'; keys Enter; sleep 0.2
	lit "printf '\\e[1;31mred\\e[0m and \\e[4mplain\\e[0m\\n'"; keys Enter; sleep 0.2
	lit 'cd /tmp'; keys Enter; sleep 0.2
	lit 'echo done'; keys Enter; sleep 0.3
	lit 'exit'; keys Enter; sleep 0.3
}

ps1='\[\e[1;32m\]demo@agentty\[\e[0m\]:\[\e[1;34m\]\w\[\e[0m\]\$ '
kill8='timeout --foreground -s KILL 8'

declare -A cmds=(
	[vim]="vim --clean notes.txt"
	[vim-live]="$kill8 vim --clean notes.txt"
	[less]="less numbers.txt"
	[less-live]="$kill8 less numbers.txt"
	[htop]="htop -d 10"
	[htop-live]="$kill8 htop -d 10"
	[top]="top -d 1"
	[top-live]="$kill8 top -d 1"
	[nano]="nano --ignorercfiles nano.txt"
	[nano-live]="$kill8 nano --ignorercfiles notes.txt"
	[man]="man bash"
	[man-live]="env MANPAGER='$kill8 less' man bash"
	[gitlog]="git -C repo -c color.ui=always log"
	[gitlog-live]="git -C repo -c color.ui=always -c core.pager='$kill8 less' log --stat"
	[gitlog-nopager]="git -C repo -c color.ui=always --no-pager log --oneline --graph --decorate -n 12"
	[python3]="python3 -q"
	[lscolor]="ls --color=always -la /usr/bin"
	[bash]="env PS1='$ps1' bash --norc --noprofile -i"
)
declare -A drivers=(
	[vim]=drive_vim [vim-live]=drive_vim_live
	[less]=drive_less [less-live]=drive_less_live
	[htop]=drive_htop [htop-live]=drive_htop_live
	[top]=drive_top [top-live]=drive_top_live
	[nano]=drive_nano [nano-live]=drive_nano_live
	[man]=drive_man [man-live]=drive_man_live
	[gitlog]=drive_gitlog [gitlog-live]=drive_gitlog_live [gitlog-nopager]=drive_none
	[python3]=drive_python3 [lscolor]=drive_none [bash]=drive_bash
)

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
	names=(vim vim-live less less-live htop htop-live top top-live nano nano-live
		man man-live gitlog gitlog-live gitlog-nopager python3 lscolor bash)
fi
for n in "${names[@]}"; do
	record "$n" "${cmds[$n]}" "${drivers[$n]}"
done
