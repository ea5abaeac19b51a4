package session

import (
	"fmt"
	"os"
)

// integrationScript is the rc file of the shells agentty starts. It loads the
// user's ~/.bashrc (bash itself has read /etc/bash.bashrc), then adds OSC 133
// marks from the prompt hooks: A where the prompt starts, B where the command
// line starts, C (from PS0) where the command's output starts, D;status when
// it has finished. The marks are invisible; nothing on the screen changes.
// History expansion is turned off so that a '!' in a command is just a '!'.
const integrationScript = `# agentty shell integration
exec 3<&-
if [ -r ~/.bashrc ]; then . ~/.bashrc; fi
set +o histexpand
__agentty_status() {
	local s=$?
	printf '\033]133;D;%s\007\033]7;file://%s%s\007' "$s" "${HOSTNAME:-}" "$PWD"
	return $s
}
if [[ ${PROMPT_COMMAND:-} != *__agentty_status* ]]; then
	PROMPT_COMMAND="__agentty_status${PROMPT_COMMAND:+; $PROMPT_COMMAND}"
fi
PS1='\[\033]133;A\007\]'"${PS1:-\\s-\\v\\$ }"'\[\033]133;B\007\]'
PS0="${PS0:-}"$'\033]133;C\007'
`

// integrationPipe returns the read end of a pipe holding the integration
// script; the shell reads it as /dev/fd/3 with --rcfile. Nothing touches the
// disk.
func integrationPipe() (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("shell integration pipe: %w", err)
	}
	defer w.Close()
	if _, err := w.WriteString(integrationScript); err != nil {
		_ = r.Close()
		return nil, fmt.Errorf("shell integration pipe: %w", err)
	}
	return r, nil
}
