#!/bin/bash
# Draws what a Windows shell's choice prompts draw: a caption, a message
# and the choices' keys in brackets with the default; "delete" a yes/no
# of a script's PromptForChoice, "confirm" a cmdlet's -Confirm.
yellow=$'\e[33m' off=$'\e[0m'
if [[ ${1:-delete} == delete ]]; then
	printf '\nDelete old builds\nDo you want to delete the old builds in C:\\relay\\out?\n'
	line="${yellow}[Y] Yes${off}  [N] No  [?] Help (default is \"N\"): "
else
	printf '\nConfirm\nAre you sure you want to perform this action?\nPerforming the operation "Remove File" on target "C:\\relay\\notes.txt".\n'
	line="${yellow}[Y] Yes${off}  [A] Yes to All  [N] No  [L] No to All  [S] Suspend  [?] Help (default is \"Y\"): "
fi
while true; do
	read -r -p "$line" a
	case ${a,,} in
	y | n | a | l | s | "") break ;;
	*) ;;
	esac
done
printf 'Answered %s.\n' "${a:-default}"
