#!/bin/bash
# Draws what a Windows shell's Read-Host draws: its prompt and ': ', then,
# for a secure string, a star for each key.
read -r -p "Enter the release name: " name
prompt="Enter the API token: "
printf '%s' "$prompt"
token=
while IFS= read -r -s -n1 c; do
	[[ -z $c ]] && break
	token+=$c
	printf '*'
done
printf '\nRelease %s queued.\n' "$name"
