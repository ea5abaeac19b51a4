import os, select, sys, termios, tty

fd = sys.stdin.fileno()
tty.setraw(fd)
out = []

def ask(name, query, ends):
    os.write(1, query.encode())
    got = b""
    while True:
        r, _, _ = select.select([fd], [], [], 5)
        if not r:
            out.append(name + " none " + got.decode().replace("\x1b", "ESC").replace("\x07", "BEL"))
            return
        got += os.read(fd, 1)
        if any(got.endswith(e) for e in ends):
            break
    out.append(name + " " + got.decode().replace("\x1b", "ESC").replace("\x07", "BEL"))

ask("DA1", "\x1b[c", [b"c"])
ask("DA2", "\x1b[>c", [b"c"])
ask("XTVERSION", "\x1b[>q", [b"\x1b\\"])
ask("DSR5", "\x1b[5n", [b"n"])
ask("CPR", "\x1b[3;5H\x1b[6n", [b"R"])
ask("DECXCPR", "\x1b[?6n", [b"R"])
ask("DECRQM25", "\x1b[?25$p", [b"y"])
ask("OSC10", "\x1b]10;?\x07", [b"\x07", b"\x1b\\"])
ask("OSC11", "\x1b]11;?\x07", [b"\x07", b"\x1b\\"])
ask("OSC12", "\x1b]12;?\x07", [b"\x07", b"\x1b\\"])
# A query with no answer: the next answer read is DA1's.
ask("XTWINOPS14+DA1", "\x1b[14t\x1b[c", [b"c"])
termios.tcsetattr(fd, termios.TCSANOW, termios.tcgetattr(fd))
os.write(1, b"\x1b[2J\x1b[H" + "\r\n".join(out).encode() + b"\r\n")
