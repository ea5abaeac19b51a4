#!/bin/bash
# Draws emerge --ask's merge list and its [Yes/No] question.
cat <<'TXT'

These are the packages that would be merged, in order:

Calculating dependencies... done!
Dependency resolution took 2.41 s (backtrack: 0/20).

[ebuild  N     ] dev-libs/libpcre2-10.42-r2::gentoo  USE="bzip2 jit pcre16 pcre32 readline split-usr unicode zlib -libedit -static-libs" 2,106 KiB
[ebuild  N     ] www-servers/nginx-1.26.1::gentoo  USE="http http-cache http2 pcre pcre2 ssl threads -aio -debug -libatomic -rtmp -selinux -vim-syntax" 1,221 KiB

Total: 2 packages (2 new), Size of downloads: 3,327 KiB

TXT
printf '\033[1mWould you like to merge these packages? [\033[32mYes\033[0;1m/\033[31mNo\033[0;1m]\033[0m '
read -r a
