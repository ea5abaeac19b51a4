#!/bin/bash
# Draws an AUR helper's (paru, yay) numbered list of packages to clean-build and its question.
B=$'\033[1m'; C=$'\033[1;36m'; Y=$'\033[1;33m'; R=$'\033[0m'
echo "${C}::${R}${B} Resolving dependencies...${R}"
echo "${C}::${R}${B} Calculating conflicts...${R}"
echo "${C}::${R}${B} Calculating inner conflicts...${R}"
echo
printf '%s%-30s%-14s%-14s%s%s\n' "$B" "Aur (3)" "Old Version" "New Version" "Make Only" "$R"
printf '%-30s%-14s%-14s%s\n' aur/spotify-launcher 0.5.3-1 0.6.0-1 No
printf '%-30s%-14s%-14s%s\n' aur/visual-studio-code-bin 1.94.2-1 1.95.0-1 No
printf '%-30s%-14s%-14s%s\n' aur/zoom 6.2.5-1 6.2.6-1 No
echo
echo "${C}3${R} ${B}zoom${R}  ${C}2${R} ${B}visual-studio-code-bin${R}  ${C}1${R} ${B}spotify-launcher${R}"
echo "${Y}==>${R} ${B}Packages to cleanBuild?${R}"
echo "${Y}==>${R} [N]one [A]ll [Ab]ort [I]nstalled [No]tInstalled or (1 2 3, 1-3, ^4)"
printf '%s ' "${Y}==>${R}"
read -r a
