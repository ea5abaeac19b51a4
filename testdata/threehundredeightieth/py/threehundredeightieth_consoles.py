#!/usr/bin/env python3
"""The threehundredeightieth set's imitations: serial, device and hardware
consoles that Debian does not package, each drawn the way the device
draws on the terminal at the other end of its serial line (as known from
its documentation, source and published sessions). The terminal is raw,
as a serial terminal program leaves it: every console echoes what is
typed itself and ends its own lines with CR LF.

  netgear        NETGEAR's managed-switch CLI (an M4300-28G's console port,
                 FASTPATH-style): `User:` and `Password:`, the prompt
                 `(M4300-28G) >` and its privileged, configuration and
                 interface modes, `(y/n)` confirms before a firmware
                 download and a reset
  lantronix      Lantronix's device server setup mode (a UDS1100 over its
                 serial port): `Press Enter for Setup Mode`, the settings
                 listed over the numbered `Change Setup:` menu and `Your
                 choice ? `, then its questions with their defaults in
                 parentheses
  zephyr         Zephyr's Bluetooth shell (tests/bluetooth/shell on an
                 nRF52840 DK, over its UART): `uart:~$ ` in green, `bt
                 init`'s log lines, Tab's list of subcommands, `bt scan
                 on`'s stream of devices with the prompt drawn again under
                 each, a connection and a passkey to confirm
  circuitpython  Adafruit's CircuitPython on a Feather M4 over its USB
                 serial: code.py's output streaming, Ctrl-C's `Press any
                 key to enter the REPL. Use CTRL-D to reload.`, the REPL's
                 banner and `>>> `, help("modules")
  flipper        Flipper Devices' Flipper Zero CLI over its USB serial: its
                 orange dolphin, welcome and firmware version over `>: `,
                 `help`'s two columns, `log debug`'s stream, and `storage
                 format /ext`'s `(y/n)?`

Run: threehundredeightieth_consoles.py TOOL
"""
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
RESET = ESC + "[0m"


def out(s):
    os.write(1, s.encode("utf-8"))


def nl(s=""):
    out(s + "\r\n")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def key(timeout=None):
    """One key from the line, or None once timeout seconds pass."""
    fd = 0
    if timeout is not None:
        r, _, _ = select.select([fd], [], [], timeout)
        if not r:
            return None
    b = os.read(fd, 1)
    if not b:
        raise EOFError
    if b != b"\x1b":
        return b.decode("latin-1")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.03)
        if not r:
            break
        c = os.read(fd, 1)
        seq += c
        if len(seq) > 2 and (c.isalpha() or c == b"~"):
            break
    return {b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right",
            b"\x1b[D": "left"}.get(seq, "esc")


def nap(seconds):
    """Sleep as firmware between its tasks does, then take a key that came
    meanwhile (the UART's receive buffer), or None."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        time.sleep(min(0.05, max(0.0, end - time.monotonic())))
    r, _, _ = select.select([0], [], [], 0)
    return key() if r else None


def edit(echo=True, tick=None, every=None, tab=None):
    """A line typed a key at a time, echoed by the device itself. tick is
    called every `every` seconds while nobody types (a device printing
    on its own); tab is what Tab does. Returns None on Ctrl-C."""
    buf = ""
    due = time.monotonic() + every if every else None
    while True:
        wait = None if due is None else max(0.0, due - time.monotonic())
        k = key(wait)
        if k is None:
            tick(buf)
            due = time.monotonic() + every
            continue
        if k in ("\r", "\n"):
            return buf
        if k == "\x03":
            return None
        if k in ("\x7f", "\x08"):
            if buf:
                buf = buf[:-1]
                if echo:
                    out("\b \b")
        elif k == "\t" and tab:
            buf = tab(buf)
        elif len(k) == 1 and k.isprintable():
            buf += k
            if echo:
                out(k)


# ---------------------------------------------------------------- netgear

NG = "(M4300-28G) "


def netgear():
    mode = ["user"]
    dirty = [False]

    def prompt():
        return NG + {"user": ">", "priv": "#", "config": "(Config)#",
                     "if": "(Interface 1/0/3)#", "vlan": "(Vlan)#"}[mode[0]]

    def invalid(cmd, col):
        nl()
        nl(" " * (len(prompt()) + col) + "^")
        nl("% Invalid input detected at '^' marker.")

    def yn(question):
        out(question)
        while True:
            k = key()
            if k in ("y", "Y", "n", "N"):
                out(k)
                return k in ("y", "Y")
            if k == "\x03":
                return False

    def copy(args):
        parts = args.split()
        if len(parts) != 2 or not parts[0].startswith("tftp://"):
            invalid("copy " + args, 5)
            return
        rest = parts[0][len("tftp://"):]
        server, _, path = rest.partition("/")
        nl()
        nl()
        nl("Transfer Mode.................................. TFTP")
        nl("Server IP Address.............................. " + server)
        nl("Source File Path............................... ./")
        nl("Source Filename................................ " + path)
        nl("Data Type...................................... Code")
        nl("Destination Filename........................... " + parts[1])
        nl()
        nl("Management access will be blocked for the duration of the transfer")
        if not yn("Are you sure you want to start? (y/n) "):
            nl()
            nl()
            nl("File transfer operation aborted.")
            return
        nl()
        nl()
        nl("TFTP Code transfer starting...")
        nl()
        total = 38273024
        done = 0
        while done < total:
            done = min(total, done + 524288)
            out("\r%d bytes transferred..." % done)
            time.sleep(0.25)
        nl()
        nl()
        nl("Verifying CRC of file in Flash File System")
        time.sleep(1)
        nl()
        nl("Unpacking the image file...")
        time.sleep(2)
        nl()
        nl("File transfer operation completed successfully.")

    def reload():
        nl()
        if dirty[0]:
            nl()
            nl("Management switch has unsaved changes.")
            if yn("Would you like to save them now? (y/n) "):
                nl()
                nl()
                nl("Configuration Saved!")
            else:
                nl()
        nl()
        if yn("Are you sure you would like to reset the system? (y/n) "):
            nl()
            nl()
            nl("System will now restart!")
            time.sleep(1)
            raise SystemExit
        nl()
        nl()
        nl("Reset not performed.")

    def show(args):
        if args.startswith("vlan"):
            nl()
            nl()
            nl("Max. VLANs: 4093")
            nl()
            nl("VLAN ID VLAN Name                         VLAN Type")
            nl("------- --------------------------------- -------------------")
            nl("1       default                           Default")
            nl("10      Voice                             Static")
            nl("20      Cameras                           Static")
            nl("99      Management                        Static")
        elif args.startswith("ver"):
            nl()
            nl()
            nl("Switch: 1")
            nl()
            nl("System Description............................. M4300-28G ProSAFE 24-port 1G")
            nl("                                                and 4-port 10G Stackable")
            nl("                                                Managed Switch, 12.0.17.7,")
            nl("                                                B1.0.0.17")
            nl("Machine Type................................... M4300-28G")
            nl("Machine Model.................................. GSM4328S")
            nl("Serial Number.................................. 4GV1785MF00A2")
            nl("Part Number.................................... ")
            nl("Maintenance Level.............................. A")
            nl("Manufacturer................................... 0xbc00")
            nl("Burned In MAC Address.......................... 3C:37:86:A1:0B:42")
            nl("Software Version............................... 12.0.17.7")
            nl("Operating System............................... Linux 3.6.5-ba2ad2c9")
            nl("Network Processing Device...................... BCM56150_A0")
        else:
            invalid("show " + args, 5)

    out(RESET)
    nl("Applying Global configuration, please wait ...")
    nl("Applying Interface configuration, please wait ...")
    nl()
    nl(NG)
    nl()
    with Raw():
        while True:
            out("User:")
            user = edit()
            if user is None:
                nl()
                continue
            nl()
            out("Password:")
            pw = edit(echo=False)
            nl()
            if user == "admin":
                break
            nl("Incorrect username or password.")
            nl()
        while True:
            out(prompt())
            line = edit()
            if line is None:
                nl()
                continue
            cmd = line.strip()
            word, _, args = cmd.partition(" ")
            m = mode[0]
            if cmd == "":
                nl()
                continue
            if cmd in ("exit", "quit", "logout") and m == "user":
                nl()
                nl()
                return
            if cmd == "exit":
                mode[0] = {"priv": "user", "config": "priv", "if": "config",
                           "vlan": "priv"}[m]
                nl()
                nl()
                continue
            if m == "user":
                if word in ("enable", "en"):
                    nl()
                    out("Password:")
                    edit(echo=False)
                    nl()
                    mode[0] = "priv"
                elif word == "show":
                    show(args)
                    nl()
                else:
                    invalid(cmd, 0)
                    nl()
                continue
            if m == "priv":
                if word in ("configure", "conf"):
                    mode[0] = "config"
                    nl()
                    nl()
                elif word == "vlan" and args == "database":
                    mode[0] = "vlan"
                    nl()
                    nl()
                elif word == "show":
                    show(args)
                    nl()
                elif word == "reload":
                    reload()
                    nl()
                elif word == "copy":
                    copy(args)
                    nl()
                elif cmd in ("write memory", "save"):
                    nl()
                    nl()
                    nl("This operation may take a few minutes.")
                    nl("Management interfaces will not be available during this time.")
                    nl()
                    if yn("Are you sure you want to save? (y/n) "):
                        nl()
                        nl()
                        nl("Config file 'startup-config' created successfully .")
                        nl()
                        nl()
                        nl("Configuration Saved!")
                        dirty[0] = False
                    else:
                        nl()
                        nl()
                        nl("Configuration Not Saved!")
                    nl()
                else:
                    invalid(cmd, 0)
                    nl()
                continue
            if m == "config":
                if word == "interface" and args.strip() == "1/0/3":
                    mode[0] = "if"
                    nl()
                    nl()
                elif word in ("hostname", "snmp-server", "ip", "spanning-tree"):
                    dirty[0] = True
                    nl()
                    nl()
                else:
                    invalid(cmd, 0)
                    nl()
                continue
            if m in ("if", "vlan"):
                if word in ("description", "vlan", "shutdown", "no", "speed", "poe"):
                    dirty[0] = True
                    nl()
                    nl()
                else:
                    invalid(cmd, 0)
                    nl()
                continue


# ---------------------------------------------------------------- lantronix

LANTRONIX_SETTINGS = """*** basic parameters
Hardware: Ethernet TPI
IP addr 192.168.1.50, no gateway set
DHCP device name : not set
DHCP FQDN option: Disabled

*** Security
SNMP is              enabled
SNMP Community Name: public
Telnet Setup is      enabled
TFTP Download is     enabled
Port 77FEh is        enabled
Web Server is        enabled
Web Setup is         enabled
ECHO is              disabled
Enhanced Password is disabled
Port 77F0h is        enabled

*** Channel 1
Baudrate 9600, I/F Mode 4C, Flow 00
Port 10001
Connect Mode : C0
Send '+++' in Modem Mode enabled
Show IP addr after 'RING' enabled
Auto increment source port disabled
Remote IP Adr: --- none ---, Port 00000
Disconn Mode : 00
Flush   Mode : 00

*** Expert
TCP Keepalive    : 45s
ARP cache timeout: 600s
CPU performance: Regular
Monitor Mode @ bootup : enabled
HTTP Port Number : 80
SMTP Port Number : 25
MTU Size: 1400
Alternate MAC: disabled
Ethernet connection type: auto-negotiate

*** E-mail
Mail server: 0.0.0.0
Unit       :
Domain     :
Recipient 1:
Recipient 2:

- Trigger 1
Serial trigger input: disabled
  Channel: 1
  Match: 00,00
Trigger input1: X
Trigger input2: X
Trigger input3: X
Message :
Priority: L
Min. notification interval: 1 s
Re-notification interval  : 0 s
"""

LANTRONIX_MENU = ["Change Setup:",
                  "  0 Server",
                  "  1 Channel 1",
                  "  3 E-mail",
                  "  5 Expert",
                  "  6 Security",
                  "  7 Defaults",
                  "  8 Exit without save",
                  "  9 Save and exit            Your choice ? "]


def lantronix():
    def field(text):
        """A value asked with its default in parentheses; Enter keeps it."""
        out(text)
        v = edit()
        if v is None:
            raise SystemExit
        nl()
        return v

    def octets(label, values):
        out(label)
        for i, v in enumerate(values):
            out(("." if i else "") + "(%03d) " % v)
            got = edit()
            if got is None:
                raise SystemExit
        nl()

    def server():
        nl()
        octets("IP Address : ", (192, 168, 1, 50))
        if field("Set Gateway IP Address (N) ? ").lower().startswith("y"):
            octets("Gateway IP addr ", (192, 168, 1, 1))
        field("Netmask: Number of Bits for Host Part (0=default) (8) ")
        field("Set DNS Server IP addr  (N) ? ")
        field("Change Telnet/Web Manager password (N) ? ")

    def channel():
        nl()
        for q in ("Baudrate (9600) ? ", "I/F Mode (4C) ? ", "Flow (00) ? ",
                  "Port No (10001) ? ", "ConnectMode (C0) ? ",
                  "Send '+++' in Modem Mode  (Y) ? ",
                  "Show IP addr after 'RING'  (Y) ? ",
                  "Auto increment source port  (N) ? "):
            field(q)
        octets("Remote IP Address : ", (0, 0, 0, 0))
        for q in ("Remote Port  (0) ? ", "DisConnMode (00) ? ",
                  "FlushMode   (00) ? ", "DisConnTime (00:00) ?:",
                  "SendChar 1  (00) ? ", "SendChar 2  (00) ? "):
            field(q)

    with Raw():
        nl("*** Lantronix UDS1100 Device Server ***")
        nl("MAC address 00204A9B1C2D")
        nl("Software version V6.11.0.0 (160616) ")
        nl()
        out("Press Enter for Setup Mode ")
        while key() not in ("\r", "\n"):
            pass
        nl()
        nl()
        for l in LANTRONIX_SETTINGS.splitlines():
            nl(l)
        while True:
            nl()
            for l in LANTRONIX_MENU[:-1]:
                nl(l)
            out(LANTRONIX_MENU[-1])
            c = edit()
            if c is None:
                return
            nl()
            c = c.strip()
            if c == "0":
                server()
            elif c == "1":
                channel()
            elif c == "7":
                pass
            elif c == "8":
                nl("Exiting without save !")
                return
            elif c == "9":
                nl("Parameters stored ...")
                return


# ---------------------------------------------------------------- zephyr

ZGREEN = ESC + "[1;32m"
ZYELLOW = ESC + "[1;33m"
ZRED = ESC + "[1;31m"
ZPROMPT = "uart:~$ "

BT_SUBCOMMANDS = [
    "init", "disable", "settings-load", "hci-cmd", "id-create", "id-reset",
    "id-delete", "id-show", "id-select", "name", "appearance", "scan",
    "scan-filter-set", "scan-filter-clear", "scan-verbose-output",
    "advertise", "directed-adv", "adv-create", "adv-param", "adv-data",
    "adv-start", "adv-stop", "adv-delete", "adv-select", "adv-info",
    "adv-oob", "per-adv", "per-adv-param", "per-adv-data",
    "per-adv-sync-create", "per-adv-sync-delete", "per-adv-sync-select",
    "connect", "connect-name", "disconnect", "select", "info",
    "conn-update", "data-len-update", "phy-update", "channel-map", "oob",
    "clear", "security", "bondable", "bonds", "connections", "auth",
    "auth-cancel", "auth-passkey", "auth-passkey-confirm",
    "auth-pairing-confirm", "auth-oob-tk", "fal-add", "fal-rem",
    "fal-clear", "fal-connect", "default-handler",
]

SCAN_DEVICES = [
    ("5C:F3:70:8A:3B:11 (public)", 0, -64, "Keyboard K380", 1, 1, 0),
    ("6F:12:9A:C4:0E:77 (random)", 0, -81, "", 1, 1, 0),
    ("D6:1E:73:0A:9C:42 (random)", 0, -58, "Thingy", 1, 1, 0),
    ("5C:F3:70:8A:3B:11 (public)", 4, -65, "Keyboard K380", 1, 1, 1),
    ("C8:4F:86:21:5B:0D (random)", 3, -77, "", 0, 1, 0),
    ("48:E1:E9:7D:33:A8 (random)", 0, -88, "", 1, 1, 0),
    ("D6:1E:73:0A:9C:42 (random)", 4, -57, "Thingy", 1, 1, 1),
    ("7A:0B:55:E2:91:3C (random)", 2, -90, "", 0, 1, 0),
    ("F1:4D:28:6B:07:E5 (random)", 0, -71, "LYWSD03MMC", 1, 1, 0),
    ("E4:AA:EC:19:60:2F (public)", 0, -84, "[TV] Samsung 7 Series", 1, 1, 0),
]


def zephyr():
    t0 = time.monotonic() - 1.842

    def stamp():
        t = time.monotonic() - t0
        h, rem = divmod(t, 3600)
        m, s = divmod(rem, 60)
        whole = int(s)
        frac = int((s - whole) * 1000000)
        return "[%02d:%02d:%02d.%03d,%03d]" % (h, m, whole, frac // 1000, frac % 1000)

    def log(level, module, msg):
        color = {"inf": "", "wrn": ZYELLOW, "err": ZRED, "dbg": ""}[level]
        return "%s%s <%s> %s: %s%s" % (color, stamp(), level, module, msg, RESET if color else "")

    def prompt(buf=""):
        out(ZGREEN + ZPROMPT + RESET + buf)

    def async_print(lines, buf=""):
        """What the shell does with a message printed while it waits: the
        command line erased, the message, the prompt and line again."""
        out("\r" + ESC + "[J")
        for l in lines:
            nl(l)
        prompt(buf)

    scan = {"on": False, "i": 0}
    state = {"init": False, "conn": None}

    def tick(buf):
        if not scan["on"]:
            return
        addr, evt, rssi, name, c, s, sr = SCAN_DEVICES[scan["i"] % len(SCAN_DEVICES)]
        if scan["i"] >= len(SCAN_DEVICES):
            # a phone's resolvable address, new every little while
            n = scan["i"]
            addr = "%02X:%02X:%02X:%02X:%02X:%02X (random)" % (
                0x40 | (n * 37) % 0x3f, (n * 91) % 256, (n * 13) % 256,
                (n * 57) % 256, (n * 201) % 256, (n * 29) % 256)
            evt, rssi, name, c, s, sr = 0, -70 - n % 23, "", 1, 1, 0
        scan["i"] += 1
        async_print(["[DEVICE]: %s, AD evt type %d, RSSI %d %s C:%d S:%d D:0 SR:%d E:0 "
                     "Prim: LE 1M, Secn: No packets, Interval: 0x0000 (0 us), SID: 0xff"
                     % (addr, evt, rssi, name, c, s, sr)], buf)

    def tab(buf):
        words = buf.split(" ")
        if buf.startswith("bt ") and len(words) == 2:
            opts = [w for w in BT_SUBCOMMANDS if w.startswith(words[1])]
            if len(opts) == 1:
                out(opts[0][len(words[1]):] + " ")
                return "bt " + opts[0] + " "
            if not opts:
                return buf
            width = max(len(o) for o in opts) + 2
            cols = max(1, 80 // width)
            nl()
            for i in range(0, len(opts), cols):
                nl("  " + "".join(o.ljust(width) for o in opts[i:i + cols]).rstrip())
            prompt(buf)
            return buf
        if buf == "" or (len(words) == 1):
            cmds = ["bt", "clear", "device", "devmem", "help", "history",
                    "kernel", "log", "rem", "resize", "retval", "shell"]
            opts = [c for c in cmds if c.startswith(words[0])]
            if len(opts) == 1:
                out(opts[0][len(words[0]):] + " ")
                return opts[0] + " "
            nl()
            nl("  " + "".join(o.ljust(10) for o in opts).rstrip())
            prompt(buf)
        return buf

    def run(cmd):
        w = cmd.split()
        if not w:
            return
        if w[0] == "help":
            nl("Please press the <Tab> button to see all available commands.")
            nl("You can also use the <Tab> button to prompt or auto-complete all commands or its subcommands.")
            nl("You can try to call commands with <-h> or <--help> parameter for more information.")
            nl()
            nl("Shell supports following meta-keys:")
            nl("  Ctrl + (a key from: abcdefklnpuw)")
            nl("  Alt  + (a key from: bf)")
            nl("Please refer to shell documentation for more details.")
            nl()
            nl("Available commands:")
            nl("  bt       : Bluetooth shell commands")
            nl("  clear    : Clear screen.")
            nl("  device   : Device commands")
            nl("  devmem   : Read/write physical memory")
            nl("  help     : Prints the help message.")
            nl("  history  : Command history.")
            nl("  kernel   : Kernel commands")
            nl("  log      : Commands for controlling logger")
            nl("  rem      : Ignore lines beginning with 'rem '")
            nl("  resize   : Console gets terminal screen size or assumes default in case")
            nl("             the readout fails. It must be executed after each terminal")
            nl("             width change to ensure correct text display.")
            nl("  retval   : Print return value of most recent command")
            nl("  shell    : Useful, not Unix-like shell commands.")
            return
        if w[0] == "clear":
            out(ESC + "[H" + ESC + "[J")
            return
        if w[0] != "bt":
            nl(ZRED + "%s: command not found" % w[0] + RESET)
            return
        if len(w) == 1:
            nl("bt - Bluetooth shell commands")
            nl("Subcommands:")
            for s in BT_SUBCOMMANDS[:12]:
                nl("  " + s)
            return
        sub = w[1]
        if sub == "init":
            state["init"] = True
            prompt()
            time.sleep(0.2)
            async_print(["Bluetooth initialized", "Settings Loaded",
                         log("inf", "fs_nvs", "8 Sectors of 4096 bytes"),
                         log("inf", "fs_nvs", "alloc wra: 0, fe8"),
                         log("inf", "fs_nvs", "data wra: 0, 0")])
            time.sleep(0.1)
            async_print([log("inf", "bt_hci_core", "HW Platform: Nordic Semiconductor (0x0002)"),
                         log("inf", "bt_hci_core", "HW Variant: nRF52x (0x0002)"),
                         log("inf", "bt_hci_core", "Firmware: Standard Bluetooth controller (0x00) Version 3.7 Build 99")])
            time.sleep(0.1)
            async_print([log("inf", "bt_hci_core", "Identity: E3:5C:A1:42:7F:D0 (random)"),
                         log("inf", "bt_hci_core", "HCI: version 5.4 (0x0d) revision 0x0000, manufacturer 0x05f1"),
                         log("inf", "bt_hci_core", "LMP: version 5.4 (0x0d) subver 0xffff")])
            out("\r" + ESC + "[J")
            return
        if not state["init"]:
            nl(ZRED + "Bluetooth not initialized" + RESET)
            return
        if sub == "scan" and len(w) > 2 and w[2] == "on":
            scan["on"] = True
            nl("Bluetooth active scan enabled")
            return
        if sub == "scan" and len(w) > 2 and w[2] == "off":
            scan["on"] = False
            nl("Scan successfully stopped")
            return
        if sub == "connect" and len(w) > 3:
            state["conn"] = w[2] + " (" + w[3] + ")"
            nl("Connection pending")
            prompt()
            time.sleep(0.4)
            async_print(["Connected: " + state["conn"]])
            time.sleep(0.3)
            async_print(["Remote LMP version 5.0 (0x09) subversion 0x0000 manufacturer 0x0059",
                         "LE Features: 0x000000000000417f ",
                         "LE PHY updated: TX PHY LE 2M, RX PHY LE 2M",
                         "LE data len updated: TX (len: 251 time: 2120) RX (len: 251 time: 2120)"])
            time.sleep(0.3)
            async_print(["LE conn param updated: int 0x0028 lat 0 to 42"])
            out("\r" + ESC + "[J")
            return
        if sub == "security" and len(w) > 2:
            if not state["conn"]:
                nl(ZRED + "Not connected" + RESET)
                return
            prompt()
            time.sleep(0.5)
            async_print(["Confirm passkey for %s: 482917" % state["conn"]])
            out("\r" + ESC + "[J")
            return
        if sub == "auth-passkey-confirm":
            prompt()
            time.sleep(0.6)
            async_print(["Security changed: %s level 4" % state["conn"],
                         "Bonded with %s" % state["conn"]])
            out("\r" + ESC + "[J")
            return
        if sub == "disconnect" and state["conn"]:
            prompt()
            time.sleep(0.2)
            async_print(["Disconnected: %s (reason 0x16)" % state["conn"]])
            out("\r" + ESC + "[J")
            state["conn"] = None
            return
        if sub in BT_SUBCOMMANDS:
            nl(ZRED + "%s: wrong parameter count" % sub + RESET)
            return
        nl(ZRED + "%s: unknown parameter: %s" % (w[0], sub) + RESET)

    with Raw():
        nl("*** Booting Zephyr OS build v3.7.0 ***")
        nl('Type "help" for supported commands.')
        nl("Before any Bluetooth commands you must `bt init` to initialize the stack.")
        nl()
        while True:
            prompt()
            line = edit(tick=tick, every=0.45, tab=tab)
            nl()
            if line is None:
                continue
            run(line.strip())


# ---------------------------------------------------------------- circuitpython

CP_VERSION = "9.1.4"
CP_BANNER = ("Adafruit CircuitPython 9.1.4 on 2024-09-17; "
             "Adafruit Feather M4 Express with samd51j19")
CP_MODULES = [
    "__future__", "__main__", "_asyncio", "_bleio", "_pixelmap",
    "adafruit_bus_device", "adafruit_pixelbuf", "aesio", "alarm", "analogio",
    "array", "atexit", "audiobusio", "audiocore", "audioio", "audiomixer",
    "audiomp3", "binascii", "bitbangio", "bitmapfilter", "bitmaptools",
    "board", "builtins", "builtins.pow3", "busdisplay", "busio",
    "collections", "countio", "digitalio", "displayio", "epaperdisplay",
    "errno", "floppyio", "fontio", "fourwire", "framebufferio",
    "frequencyio", "gc", "getpass", "gifio", "i2cdisplaybus", "io", "jpegio",
    "json", "keypad", "keypad.KeyMatrix", "keypad.Keys",
    "keypad.ShiftRegisterKeys", "locale", "math", "microcontroller",
    "msgpack", "neopixel_write", "nvm", "onewireio", "os", "os.getenv",
    "paralleldisplaybus", "ps2io", "pulseio", "pwmio", "rainbowio", "random",
    "re", "rgbmatrix", "rotaryio", "rtc", "samd", "sdcardio", "select",
    "sharpdisplay", "storage", "struct", "supervisor", "synthio", "sys",
    "terminalio", "time", "touchio", "traceback", "ulab", "usb_cdc",
    "usb_hid", "usb_midi", "vectorio", "warnings", "watchdog", "zlib",
]


def circuitpython():
    def title(s):
        out(ESC + "]0;\U0001f40d" + s + " | " + CP_VERSION + ESC + "\\")

    def code_py(soft):
        if soft:
            nl("soft reboot")
            nl()
        nl("Auto-reload is on. Simply save files over USB to run them or enter REPL to disable.")
        nl("code.py output:")
        title("code.py")
        n = 0
        while True:
            temp = 23.4 + ((n * 7) % 5 - 2) * 0.1
            hum = 41.2 + ((n * 3) % 7 - 3) * 0.1
            pres = 1012.6 + ((n * 5) % 3 - 1) * 0.1
            nl("Temperature: %.1f C  Humidity: %.1f %%  Pressure: %.1f hPa" % (temp, hum, pres))
            n += 1
            for _ in range(10):
                k = nap(0.1)
                if k == "\x03":
                    nl("Traceback (most recent call last):")
                    nl('  File "code.py", line 17, in <module>')
                    nl("KeyboardInterrupt: ")
                    nl()
                    nl("Code done running.")
                    title("Done")
                    nl()
                    nl("Press any key to enter the REPL. Use CTRL-D to reload.")
                    return

    def modules():
        for i in range(0, len(CP_MODULES), 4):
            nl("".join(m.ljust(18) for m in CP_MODULES[i:i + 4]).rstrip())
        nl("Plus any modules on the filesystem")

    def repl():
        nl()
        nl(CP_BANNER)
        title("REPL")
        env = {}
        while True:
            out(">>> ")
            buf = ""
            while True:
                k = key()
                if k == "\x04" and not buf:
                    nl()
                    return True
                if k == "\x03":
                    nl()
                    nl("KeyboardInterrupt")
                    buf = None
                    break
                if k in ("\r", "\n"):
                    nl()
                    break
                if k in ("\x7f", "\x08"):
                    if buf:
                        buf = buf[:-1]
                        out("\b \b")
                elif len(k) == 1 and k.isprintable():
                    buf += k
                    out(k)
            if not buf:
                continue
            src = buf.strip()
            if src in ('help("modules")', "help('modules')"):
                modules()
                continue
            if src.startswith("import "):
                name = src[len("import "):].strip()
                if name not in CP_MODULES:
                    nl("Traceback (most recent call last):")
                    nl('  File "<stdin>", line 1, in <module>')
                    nl("ImportError: no module named '%s'" % name)
                continue
            try:
                v = eval(src, {"__builtins__": {}}, env)
                if v is not None:
                    nl(repr(v))
            except NameError as e:
                nl("Traceback (most recent call last):")
                nl('  File "<stdin>", line 1, in <module>')
                nl("NameError: name '%s' isn't defined" % str(e).split("'")[1])
            except Exception as e:
                nl("Traceback (most recent call last):")
                nl('  File "<stdin>", line 1, in <module>')
                nl("%s: %s" % (type(e).__name__, e))

    with Raw():
        soft = False
        while True:
            code_py(soft)
            k = key()
            if k == "\x04":
                soft = True
                continue
            if not repl():
                return
            soft = True


# ---------------------------------------------------------------- flipper

ORANGE = ESC + "[38;2;255;130;0m"
BRWHITE = ESC + "[97m"

FLIPPER_ART = [
    "              _.-------.._                    -,",
    "          .-\"```\"--..,,_/ /`-,               -,  \\ ",
    "       .:\"          /:/  /'\\  \\     ,_...,  `. |  |",
    "      /       ,----/:/  /`\\ _\\~`_-\"`     _;",
    "     '      / /`\"\"\"'\\ \\ \\.~`_-'      ,-\"'/ ",
    "    |      | |  0    | | .-'      ,/`  /",
    "   |    ,..\\ \\     ,.-\"`       ,/`    /",
    "  ;    :    `/`\"\"\\`           ,/--==,/-----,",
    "  |    `-...|        -.___-Z:_______J...---;",
    "  :         `                           _-'",
    " _L_  _     ___  ___  ___  ___  ____--\"`___  _     ___",
    "| __|| |   |_ _|| _ \\| _ \\| __|| _ \\   / __|| |   |_ _|",
    "| _| | |__  | | |  _/|  _/| _| |   /  | (__ | |__  | |",
    "|_|  |____||___||_|  |_|  |___||_|_\\   \\___||____||___|",
]

FLIPPER_COMMANDS = sorted([
    "!", "?", "bt", "buzzer", "crypto", "date", "debug", "device_info", "echo",
    "free", "free_blocks", "gpio", "help", "i2c", "ikey", "info", "input", "ir",
    "js", "led", "loader", "log", "music_player", "neofetch", "nfc", "onewire",
    "power", "rfid", "start_rpc_session", "storage", "subghz", "sysctl", "top",
    "update", "uptime", "vibro",
])

FLIPPER_LOG = [
    ("D", "SubGhzFrequencyAnalyzerWorker", "RSSI: avg -92.5, max -89.0 at 433920000"),
    ("D", "SubGhzFrequencyAnalyzerWorker", "RSSI: avg -91.0, max -88.5 at 433920000"),
    ("I", "SubGhzFrequencyAnalyzerWorker", "Frequency: 433919854 Hz, RSSI: -62.5"),
    ("D", "SubGhzFrequencyAnalyzerWorker", "RSSI: avg -90.5, max -87.0 at 868350000"),
    ("D", "FuriHalBt", "Battery: 87%, charging: 0"),
    ("D", "SubGhzFrequencyAnalyzerWorker", "RSSI: avg -92.0, max -90.0 at 315000000"),
    ("W", "SubGhzFrequencyAnalyzerWorker", "RSSI threshold -90.0 reached, holding"),
    ("D", "SubGhzFrequencyAnalyzerWorker", "RSSI: avg -93.0, max -91.5 at 433920000"),
]


def flipper():
    tick0 = 1873402

    def ticks():
        return tick0 + int((time.monotonic() - start) * 1000)

    def prompt():
        out("\r\n>: ")

    def help_():
        out("Commands available:")
        half = (len(FLIPPER_COMMANDS) + 1) // 2
        for i in range(half):
            out("\r\n" + FLIPPER_COMMANDS[i].ljust(30))
            if i + half < len(FLIPPER_COMMANDS):
                out(FLIPPER_COMMANDS[i + half])

    def log(args):
        levels = ("error", "warn", "info", "default", "debug", "trace")
        if args and args not in levels:
            nl("<log> \u2014 start logging using the current level from the system settings")
            nl("<log error> \u2014 only critical errors and other important messages")
            nl("<log warn> \u2014 non-critical errors and warnings including <log error>")
            nl("<log info> \u2014 non-critical information including <log warn>")
            nl("<log default> \u2014 the default system log level (equivalent to <log info>)")
            nl("<log debug> \u2014 debug information including <log info> (may impact system performance)")
            nl("<log trace> \u2014 system traces including <log debug> (may impact system performance)")
            return
        nl("Current log level: %s" % (args or "default"))
        nl("Use <log ?> to list available log levels")
        nl("Press CTRL+C to stop...")
        colors = {"E": ESC + "[31m", "W": ESC + "[33m", "I": ESC + "[32m",
                  "D": ESC + "[34m", "T": ESC + "[35m"}
        i = 0
        while True:
            k = nap(0.35)
            if k == "\x03":
                return
            lvl, tag, msg = FLIPPER_LOG[i % len(FLIPPER_LOG)]
            i += 1
            if args != "debug" and lvl == "D":
                continue
            nl("%d %s[%s][%s] %s%s" % (ticks(), colors[lvl], lvl, tag, RESET, msg))

    def storage(args):
        if args.strip() == "format /ext":
            nl("Formatting SD card, All data will be lost! Are you sure (y/n)?")
            k = key()
            if k in ("y", "Y"):
                nl("Formatting, please wait...")
                time.sleep(3)
                nl("SD card was successfully formatted.")
            else:
                nl("Cancelled.")
            return
        if args.strip().startswith("info"):
            nl("Label: FLIPPER SD")
            nl("Type: FAT32")
            nl("31154688KB total")
            nl("30867456KB free")
            return
        nl("Usage: storage <cmd> <path> <args>")
        nl("The path must start with /int or /ext")
        nl("Cmd list:")
        for c in ("info", "format", "list", "tree", "remove", "read", "read_chunks",
                  "write", "write_chunk", "copy", "rename", "mkdir", "md5", "stat",
                  "timestamp", "extract"):
            nl("\t" + c)

    start = time.monotonic()
    with Raw():
        out(ORANGE + "\r\n")
        for l in FLIPPER_ART:
            nl(l)
        nl()
        out(BRWHITE)
        nl("Welcome to Flipper Zero Command Line Interface!")
        nl("Read the manual: https://docs.flipper.net/development/cli")
        nl("Run `help` or `?` to list available commands")
        nl()
        out(RESET)
        nl("Firmware version: 1.3.4 1.3.4 (8f1c0a6e built on 08-04-2025)")
        while True:
            prompt()
            line = edit()
            if line is None:
                continue
            cmd = line.strip()
            word, _, args = cmd.partition(" ")
            if not cmd:
                continue
            nl()
            if word in ("help", "?"):
                help_()
            elif word == "log":
                log(args.strip())
            elif word == "storage":
                storage(args)
            elif word == "uptime":
                t = ticks() // 1000
                out("Uptime: %dh%dm%ds" % (t // 3600, t // 60 % 60, t % 60))
            elif word in FLIPPER_COMMANDS:
                out("Usage: %s <args>" % word)
            else:
                out(ESC + "[31m" + "could not find command `%s`, try `help`" % word + RESET)


TOOLS = {"netgear": netgear, "lantronix": lantronix, "zephyr": zephyr,
         "circuitpython": circuitpython, "flipper": flipper}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError, SystemExit):
        pass
