#!/bin/bash
# Draws what a Windows shell's Get-Credential draws in a console: its
# caption and message, 'User: ', then 'Password for user NAME: ' with a
# star for each key.
printf '\nPowerShell credential request\nEnter your credentials.\n'
read -r -p "User: " user
printf 'Password for user %s: ' "$user"
while IFS= read -r -s -n1 c; do
	[[ -z $c ]] && break
	printf '*'
done
printf '\n\nUserName                     Password\n--------                     --------\n%-28s System.Security.SecureString\n' "$user"
