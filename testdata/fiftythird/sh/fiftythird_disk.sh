#!/bin/sh
# The fiftythird set's disk tools, run as root over loop devices of
# scratch images in the case's home. Each device is detached lazily a
# few seconds on, so that it goes when the program lets it go, however
# the case ends; nothing is ever written, the cases stop at a question.
#
#   sh fiftythird_disk.sh tcplay|mdadm|nwipe
set -e
loop() {
	truncate -s 20M "$1"
	d=$(losetup -f --show "$1")
	(sleep 5; losetup -d "$d") >/dev/null 2>&1 &
	echo "$d"
}
case "$1" in
tcplay)
	a=$(loop a.img)
	exec tcplay -c -d "$a"
	;;
mdadm)
	a=$(loop a.img)
	b=$(loop b.img)
	exec mdadm --create /dev/md/relay --level=1 --raid-devices=2 "$a" "$b"
	;;
nwipe)
	a=$(loop a.img)
	exec nwipe --nousb "$a"
	;;
*)
	echo "usage: fiftythird_disk.sh tcplay|mdadm|nwipe" >&2
	exit 2
	;;
esac
