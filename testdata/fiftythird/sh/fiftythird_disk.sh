#!/bin/sh
# The fiftythird set's disk tools, run as root over loop devices of
# scratch images in the case's home. Each device is held open on a
# descriptor the program inherits and detached at once, lazily: it goes
# when the program ends, however the case ends. Nothing is ever written:
# the cases stop at a question.
#
#   sh fiftythird_disk.sh tcplay|mdadm|nwipe
set -e
loop() {
	truncate -s 20M "$1"
	losetup -f --show "$1"
}
case "$1" in
tcplay)
	a=$(loop a.img)
	exec 3<"$a"
	losetup -d "$a"
	exec tcplay -c -d "$a"
	;;
mdadm)
	a=$(loop a.img)
	b=$(loop b.img)
	exec 3<"$a" 4<"$b"
	losetup -d "$a" "$b"
	exec mdadm --create /dev/md/relay --level=1 --raid-devices=2 "$a" "$b"
	;;
nwipe)
	a=$(loop a.img)
	exec 3<"$a"
	losetup -d "$a"
	exec nwipe --nousb "$a"
	;;
*)
	echo "usage: fiftythird_disk.sh tcplay|mdadm|nwipe" >&2
	exit 2
	;;
esac
