package main

import "golang.org/x/sys/unix"

// ioctlGetTermios reads a terminal's termios.
const ioctlGetTermios = unix.TCGETS
