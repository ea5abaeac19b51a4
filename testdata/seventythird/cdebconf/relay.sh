#!/bin/sh
# relay.sh QUESTION...: loads relay.templates into cdebconf's database and
# runs relay.config under cdebconf's text frontend, asking those
# questions one after another.
set -e
here=$(dirname "$0")
/usr/lib/cdebconf/debconf-loadtemplate relay "$here/relay.templates"
QUESTIONS="$*" DEBIAN_FRONTEND=text exec /usr/lib/cdebconf/debconf -ftext "$here/relay.config"
