#!/bin/bash
# Draws what coursier's `cs setup` asks before it changes the PATH.
cat <<'TXT'
Checking if a JVM is installed
Found a JVM installed under /usr/lib/jvm/java-17-openjdk-amd64.

Checking if ~/.local/share/coursier/bin is in PATH
TXT
read -r -p "Should we add ~/.local/share/coursier/bin to your PATH via ~/.profile? [Y/n] " a
