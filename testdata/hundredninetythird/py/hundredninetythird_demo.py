#!/usr/bin/env python3
"""The hundredninetythird set's imitations: each prints, on the main
screen and a line at a time, what a text game or a device's console that
cannot run here prints at one of its moments. The first argument names
the program imitated."""
import sys
import termios
import time


def ask(prompt):
    try:
        return input(prompt)
    except EOFError:
        sys.exit(0)


def wait_forever():
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


class Keys:
    """Puts the terminal in a firmware's console mode from the first line
    printed (no line editing, no echo, no signals: ^C and ^B are bytes),
    and back to cooked for its command line."""

    def __init__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        mode = termios.tcgetattr(self.fd)
        mode[3] &= ~(termios.ICANON | termios.ECHO | termios.ISIG)
        termios.tcsetattr(self.fd, termios.TCSADRAIN, mode)

    def until(self, ch):
        while sys.stdin.read(1) != ch:
            pass
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


# zork-like: Infocom's Zork I, as an interpreter prints it on a line
# terminal, its parser reading commands after `>`.
def zork():
    print("ZORK I: The Great Underground Empire")
    print("Copyright (c) 1981, 1982, 1983 Infocom, Inc. All rights reserved.")
    print("ZORK is a registered trademark of Infocom, Inc.")
    print("Revision 88 / Serial number 840726")
    print()
    print("West of House")
    print("You are standing in an open field west of a white house, with a boarded front")
    print("door.")
    print("There is a small mailbox here.")
    print()
    while True:
        line = ask(">").strip().lower()
        if line == "open mailbox":
            print("Opening the small mailbox reveals a leaflet.")
        elif line in ("quit", "q"):
            return
        elif line:
            print("I don't know the word \"%s\"." % line.split()[0])
        print()


# wumpus-like: Creative Computing's BASIC Hunt the Wumpus.
def wumpus():
    a = ask("INSTRUCTIONS (Y-N)? ").strip().upper()
    if a.startswith("Y"):
        print(" WELCOME TO 'HUNT THE WUMPUS'")
        print("  THE WUMPUS LIVES IN A CAVE OF 20 ROOMS. EACH ROOM")
        print("HAS 3 TUNNELS LEADING TO OTHER ROOMS.")
        print()
    print("HUNT THE WUMPUS")
    print()
    print("BATS NEARBY!")
    print("YOU ARE IN ROOM  1 ")
    print("TUNNELS LEAD TO  2  5  8 ")
    print()
    while True:
        a = ask("SHOOT OR MOVE (S-M)? ").strip().upper()
        if a == "M":
            ask("WHERE TO? ")
            wait_forever()
            return
        if a == "S":
            ask("NO. OF ROOMS (1-5)? ")
            wait_forever()
            return


# hamurabi-like: Creative Computing's BASIC Hamurabi, its first year.
def hamurabi():
    print(" " * 32 + "HAMURABI")
    print(" " * 15 + "CREATIVE COMPUTING  MORRISTOWN, NEW JERSEY")
    print("\n\n")
    print("TRY YOUR HAND AT GOVERNING ANCIENT SUMERIA")
    print("FOR A TEN-YEAR TERM OF OFFICE.")
    print("\n\n")
    print("HAMURABI:  I BEG TO REPORT TO YOU,")
    print("IN YEAR 1 , 0 PEOPLE STARVED, 5 CAME TO THE CITY,")
    print("POPULATION IS NOW 100 ")
    print("THE CITY NOW OWNS  1000 ACRES.")
    print("YOU HARVESTED 3 BUSHELS PER ACRE.")
    print("THE RATS ATE 200 BUSHELS.")
    print("YOU NOW HAVE 2800 BUSHELS IN STORE.")
    print()
    print("LAND IS TRADING AT 26 BUSHELS PER ACRE.")
    ask("HOW MANY ACRES DO YOU WISH TO BUY? ")
    ask("HOW MANY ACRES DO YOU WISH TO SELL? ")
    wait_forever()


# oregon-like: MECC's 1978 BASIC The Oregon Trail.
def oregon():
    print("DO YOU NEED INSTRUCTIONS  (YES/NO)")
    ask("? ")
    print()
    print()
    print("HOW GOOD A SHOT ARE YOU WITH YOUR RIFLE?")
    print("  (1) ACE MARKSMAN,  (2) GOOD SHOT,  (3) FAIR TO MIDDLIN'")
    print("         (4) NEED MORE PRACTICE,  (5) SHAKY KNEES")
    print("ENTER ONE OF THE ABOVE -- THE BETTER YOU CLAIM YOU ARE, THE")
    print("FASTER YOU'LL HAVE TO BE WITH YOUR GUN TO BE SUCCESSFUL.")
    ask("? ")
    wait_forever()


# redboot-like: eCos' RedBoot on a serial console, its boot script
# stopped with ^C.
def redboot():
    keys = Keys()
    print("+Ethernet eth0: MAC address 00:0c:29:5a:1b:3c")
    print("IP: 192.168.0.1/255.255.255.0, Gateway: 0.0.0.0")
    print("Default server: 0.0.0.0")
    print()
    print("RedBoot(tm) bootstrap and debug environment [ROM]")
    print("Non-certified release, version v3_0 - built 10:14:02, Jan 14 2010")
    print()
    print("Platform: Intel IXDP425 Development Platform (XScale) BE")
    print("Copyright (C) 2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009")
    print("Free Software Foundation, Inc.")
    print("RedBoot is free software, covered by the eCos license, derived from the")
    print("GNU General Public License. You are welcome to change it and/or distribute")
    print("copies of it under certain conditions. Under the license terms, RedBoot's")
    print("source code and full license terms must have been made available to you.")
    print("Redboot comes with ABSOLUTELY NO WARRANTY.")
    print()
    print("RAM: 0x00000000-0x04000000, [0x0001f160-0x03fd1000] available")
    print("FLASH: 0x50000000 - 0x51000000, 128 blocks of 0x00020000 bytes each.")
    print("== Executing boot script in 2.000 seconds - enter ^C to abort")
    keys.until("\x03")
    print("^C")
    while True:
        line = ask("RedBoot> ").strip()
        if line == "fis list":
            print("Name              FLASH addr  Mem addr    Length      Entry point")
            print("RedBoot           0x50000000  0x50000000  0x00080000  0x00000000")
            print("RedBoot config    0x50FC0000  0x50FC0000  0x00001000  0x00000000")
            print("FIS directory     0x50FE0000  0x50FE0000  0x00020000  0x00000000")
            print("kernel            0x50080000  0x01600000  0x00180000  0x01600000")
            print("ramdisk           0x50200000  0x00800000  0x00600000  0x00800000")
        elif line:
            print("** Error: Illegal command: \"%s\"" % line.split()[0])


# ipxe-like: iPXE on a virtual machine's console, its command line
# reached with Ctrl-B.
def ipxe():
    keys = Keys()
    print("iPXE initialising devices...ok")
    print("\n\n")
    print("iPXE 1.21.1+ (g4f2f) -- Open Source Network Boot Firmware -- https://ipxe.org")
    print("Features: DNS HTTP iSCSI TFTP SRP AoE ELF MBOOT PXE bzImage Menu PXEXT")
    sys.stdout.write("Press Ctrl-B for the iPXE command line...")
    sys.stdout.flush()
    keys.until("\x02")
    print()
    print()
    while True:
        line = ask("iPXE> ").strip()
        if line == "dhcp":
            sys.stdout.write("Configuring (net0 52:54:00:12:34:56)")
            sys.stdout.flush()
            for _ in range(6):
                time.sleep(0.1)
                sys.stdout.write(".")
                sys.stdout.flush()
            print(" ok")
        elif line:
            print("%s: command not found" % line.split()[0])


# huawei-like: a Huawei VRP switch's console login, its user view and
# save's confirmation.
def huawei():
    import getpass
    print()
    print("Login authentication")
    print()
    print()
    ask("Username:")
    getpass.getpass("Password:")
    print("Info: The max number of VTY users is 5, and the number")
    print("      of current VTY users on line is 1.")
    print("      The current login time is 2024-03-11 10:21:33.")
    while True:
        line = ask("<Huawei>").strip()
        if line == "save":
            print("  The current configuration will be written to the device.")
            ask("  Are you sure to continue? (y/n)[n]:")
            wait_forever()
            return
        if line == "display clock":
            print("2024-03-11 10:21:47")
            print("Monday")
            print("Time Zone(Default Zone Name) : UTC")
        elif line:
            print("                 ^")
            print("Error: Unrecognized command found at '^' position.")


PROGRAMS = {
    "zork": zork, "wumpus": wumpus, "hamurabi": hamurabi, "oregon": oregon,
    "redboot": redboot, "ipxe": ipxe, "huawei": huawei,
}

if __name__ == "__main__":
    PROGRAMS[sys.argv[1]]()
