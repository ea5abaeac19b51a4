package shell

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

// integrationScript is the rc file of the shells agentty starts. It loads the
// user's ~/.bashrc (bash itself has read /etc/bash.bashrc), then adds OSC 133
// marks: D;status (with an OSC 7 working directory) and A where the prompt
// starts, B where the command line starts, all from PS1, and C from PS0
// where the command's output starts. The marks are invisible; nothing on
// the screen changes. History expansion is turned off so that a '!' in a
// command is just a '!'.
//
// # The nonce
//
// Every mark carries agentty=NONCE, a random value made for this shell; the
// terminal ignores marks without it, so a program cannot forge the end of a
// command by printing a mark. The nonce lives only in this shell's memory,
// in the variable __agentty_n, which is never exported: the script reaches
// bash through a pipe that is closed before ~/.bashrc runs, and the
// programs the shell starts do not inherit it. The prompts hold not the
// nonce but ${__agentty_n}, expanded as each prompt is drawn (promptvars,
// which the hook keeps on), so a command line that exports PS1 or PS0 (a
// virtualenv's activate script does: "source .venv/bin/activate && ./run")
// hands its programs nothing. The shell itself can print it (echo
// $__agentty_n); recordings, files a program could read, hide it like a
// secret.
//
// # Keeping the marks
//
// The user may replace PS1, PS0 or PROMPT_COMMAND (a virtualenv, a prompt
// theme, PROMPT_COMMAND=). The marks survive most of it:
//
//   - D comes from PS1 with $? (which bash keeps across PROMPT_COMMAND), not
//     from PROMPT_COMMAND, so emptying PROMPT_COMMAND loses nothing;
//   - __agentty_prompt, run from PROMPT_COMMAND just before the prompt is
//     drawn, puts the marks back into a PS1 or PS0 that lost them, and
//     moves them back to the ends when text was put outside them (a
//     virtualenv's "(venv) " before PS1 would otherwise come before the D
//     mark, as the last line of every command's output); in bash
//     5.1 and later it is element 99 of the PROMPT_COMMAND array, which an
//     assignment such as PROMPT_COMMAND="history -a" (element 0) leaves
//     alone;
//   - the D mark in PS1 puts __agentty_prompt back into PROMPT_COMMAND when
//     it is gone (unset, emptied), through a ${...:=...} expansion inside
//     the mark, where its text is invisible.
//
// Only replacing PS1 and removing the hook at once loses them; then
// run_command says so, and the function __agentty_hooks puts everything
// back.
//
// # Prompts redrawn
//
// The marks of PS1 carry k=N, a count of the prompts drawn (the D mark
// counts up as PS1 is expanded): readline redraws the prompt it shows,
// marks and all, after a multi-line paste, and those marks, with the same
// N, are not taken for a new prompt — nor for the end of the command that
// was pasted (a here-document or a loop left unfinished would otherwise
// look finished, with the status of the command before).
const integrationScript = `# agentty shell integration
exec 3<&-
if [ -r ~/.bashrc ]; then . ~/.bashrc; fi
set +o histexpand
if (( BASH_VERSINFO[0] > 5 || (BASH_VERSINFO[0] == 5 && BASH_VERSINFO[1] >= 1) )); then
	__agentty_pc='${PROMPT_COMMAND[99]:=__agentty_prompt}'
else
	__agentty_pc='${PROMPT_COMMAND:=__agentty_prompt}'
fi
__agentty_n=@NONCE@
__agentty_k=0
__agentty_a='\[\033]133;D;$?;agentty=${__agentty_n};k=$((__agentty_k+=1));'"$__agentty_pc"'\007\033]7;file://${HOSTNAME:-}${PWD}\007\033]133;A;agentty=${__agentty_n};k=${__agentty_k}\007\]'
__agentty_b='\[\033]133;B;agentty=${__agentty_n};k=${__agentty_k}\007\]'
__agentty_c=$'\033]133;C;agentty=${__agentty_n}\007'
export -n __agentty_n __agentty_k __agentty_a __agentty_b __agentty_c __agentty_pc
__agentty_hooks() {
	if (( BASH_VERSINFO[0] > 5 || (BASH_VERSINFO[0] == 5 && BASH_VERSINFO[1] >= 1) )); then
		PROMPT_COMMAND[99]=__agentty_prompt
	elif [[ ${PROMPT_COMMAND:-} != *__agentty_prompt* ]]; then
		PROMPT_COMMAND="${PROMPT_COMMAND:+$PROMPT_COMMAND$'\n'}__agentty_prompt"
	fi
	__agentty_prompt
}
__agentty_prompt() {
	local s=$?
	local p
	if [[ ${PS1:-} != "$__agentty_a"*"$__agentty_b" ]]; then
		p="${PS1:-\\s-\\v\\$ }"
		p=${p//"$__agentty_a"/}
		p=${p//"$__agentty_b"/}
		PS1="$__agentty_a$p$__agentty_b"
	fi
	if [[ ${PS0:-} != *"$__agentty_c" ]]; then
		p=${PS0:-}
		PS0="${p//"$__agentty_c"/}$__agentty_c"
	fi
	shopt -s promptvars
	: "${__agentty_k:=0}"
	export -n PS1 PS0 PROMPT_COMMAND __agentty_n __agentty_k __agentty_a __agentty_b __agentty_c __agentty_pc 2>/dev/null
	return $s
}
__agentty_hooks
`

// NewNonce returns the random value a shell's marks carry.
func NewNonce() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Integration returns the read end of a pipe holding the integration
// script with the shell's nonce; the shell reads it as /dev/fd/3 with
// --rcfile. Nothing touches the disk.
func Integration(nonce string) (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("shell integration pipe: %w", err)
	}
	defer w.Close()
	if _, err := w.WriteString(strings.ReplaceAll(integrationScript, "@NONCE@", nonce)); err != nil {
		_ = r.Close()
		return nil, fmt.Errorf("shell integration pipe: %w", err)
	}
	return r, nil
}
