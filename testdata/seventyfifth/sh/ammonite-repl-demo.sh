#!/bin/bash
# Draws what a Scala REPL of the Ammonite kind draws: 'Loading...', its
# banner, '@ ' as its prompt, and for an integer expression
# 'resN: Int = V' and a blank row.
printf 'Loading...\n'
printf 'Welcome to the Ammonite Repl 3.0.0-M1 (Scala 3.3.1 Java 17.0.9)\n'
n=0
magenta=$'\e[35m' green=$'\e[32m' cyan=$'\e[36m' off=$'\e[0m'
while IFS= read -r -e -p "${magenta}@${off} " line; do
	[[ $line == exit ]] && break
	[[ -z $line ]] && continue
	if [[ $line =~ ^[0-9+*/\ ()-]+$ ]]; then
		printf '%sres%d%s: %sInt%s = %s%d%s\n\n' "$cyan" "$n" "$off" "$green" "$off" "$green" "$((line))" "$off"
		n=$((n + 1))
	else
		printf 'cmd%d.sc:1: Not found: %s\n' "$n" "${line%% *}"
		printf 'Compilation Failed\n\n'
	fi
done
printf 'Bye!\n'
