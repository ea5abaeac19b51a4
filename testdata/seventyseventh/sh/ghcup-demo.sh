#!/bin/bash
# Draws ghcup's bootstrap script asking whether to change the PATH.
cat <<'TXT'
-------------------------------------------------------------------------------

Detected bash shell on your system...
Do you want ghcup to automatically add the required PATH variable to "/root/.bashrc"?

[P] Yes, prepend  [A] Yes, append  [N] No  [?] Help (default is "P").

TXT
read -r a
echo "$a"
