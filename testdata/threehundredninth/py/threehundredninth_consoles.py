#!/usr/bin/env python3
"""The threehundredninth set's imitations of interactive consoles.

Each draws, on the main screen and a line at a time (cooked input, the
terminal echoing), what the real console draws at its moments:

  msf        the Metasploit Framework's msfconsole
  sqlmap     sqlmap taking over a database with --sql-shell
  openocd    OpenOCD's command console over telnet (port 4444)
  hatari     the Hatari emulator's debugger

Run: python3 threehundredninth_consoles.py TOOL
"""
import sys
import time

RESET = "\033[0m"
BOLD = "\033[1m"
UNDER = "\033[4m"
RED = "\033[31m"
GREEN = "\033[32m"
YELLOW = "\033[33m"
BLUE = "\033[34m"
CYAN = "\033[36m"
GREY = "\033[90m"


def out(s="", end="\n"):
    sys.stdout.write(s + end)
    sys.stdout.flush()


def ask(prompt):
    out(prompt, end="")
    try:
        return input()
    except EOFError:
        sys.exit(0)


# --- msfconsole -----------------------------------------------------------

MSF_BANNER = r"""
      .:okOOOkdc'           'cdkOOOko:.
    .xOOOOOOOOOOOOc       cOOOOOOOOOOOOx.
   :OOOOOOOOOOOOOOOk,   ,kOOOOOOOOOOOOOOO:
  'OOOOOOOOOkkkkOOOOO: :OOOOOOOOOOOOOOOOOO'
  oOOOOOOOO.MMMM.oOOOOoOOOOl.MMMM,OOOOOOOOo
  dOOOOOOOO.MMMMMM.cOOOOOc.MMMMMM,OOOOOOOOx
  lOOOOOOOO.MMMMMMMMM;d;MMMMMMMMM,OOOOOOOOl
  .OOOOOOOO.MMM.;MMMMMMMMMMM;MMMM,OOOOOOOO.
   cOOOOOOO.MMM.OOc.MMMMM'oOO.MMM,OOOOOOOc
    oOOOOOO.MMM.OOOO.MMM:OOOO.MMM,OOOOOOo
     lOOOOO.MMM.OOOO.MMM:OOOO.MMM,OOOOOl
      ;OOOO'MMM.OOOO.MMM:OOOO.MMM;OOOO;
       .dOOo'WM.OOOOocccxOOOO.MX'xOOd.
         ,kOl'M.OOOOOOOOOOOOO.M'dOk,
           :kk;.OOOOOOOOOOOOO.;Ok:
             ;kOOOOOOOOOOOOOOOk:
               ,xOOOOOOOOOOOx,
                 .lOOOOOOOl.
                    ,dOd,
                      .
"""


def msf_prompt(module):
    if module:
        return UNDER + "msf6" + RESET + " exploit(" + BOLD + RED + module + RESET + ") > "
    return UNDER + "msf6" + RESET + " > "


MSF_OPTIONS = """
Payload options (generic/shell_reverse_tcp):

   Name   Current Setting  Required  Description
   ----   ---------------  --------  -----------
   LHOST  10.0.0.4         yes       The listen address (an interface may be specified)
   LPORT  4444             yes       The listen port


Exploit target:

   Id  Name
   --  ----
   0   Wildcard Target

"""


def msf():
    out("Metasploit tip: Use the " + BOLD + "edit" + RESET + " command to open the currently active module in your editor")
    out(MSF_BANNER)
    out("       =[ " + YELLOW + "metasploit v6.3.44-dev" + RESET + "                          ]")
    out("+ -- --=[ 2376 exploits - 1232 auxiliary - 416 post       ]")
    out("+ -- --=[ 1391 payloads - 46 encoders - 11 nops           ]")
    out("+ -- --=[ 9 evasion                                       ]")
    out()
    out("Metasploit Documentation: https://docs.metasploit.com/")
    out()
    module = ""
    while True:
        line = ask(msf_prompt(module)).strip()
        if not line:
            continue
        words = line.split()
        if words[0] in ("exit", "quit"):
            return
        if words[0] == "use" and len(words) > 1:
            module = words[1].replace("exploit/", "", 1)
            out(BOLD + BLUE + "[*]" + RESET + " Using configured payload generic/shell_reverse_tcp")
        elif line == "show options":
            out()
            out("Module options (exploit/" + module + "):" if module else "Global Options:")
            out()
            out("   Name  Current Setting  Required  Description")
            out("   ----  ---------------  --------  -----------")
            out(MSF_OPTIONS, end="")
            out()
            out("View the full module info with the " + BOLD + "info" + RESET + ", or " + BOLD + "info -d" + RESET + " command.")
            out()
        elif words[0] in ("run", "exploit"):
            out()
            out(BOLD + BLUE + "[*]" + RESET + " Started reverse TCP handler on 10.0.0.4:4444 ")
            try:
                while True:
                    time.sleep(3600)
            except KeyboardInterrupt:
                out(BOLD + RED + "[-]" + RESET + " Exploit failed [user-interrupt]: Interrupt ")
        else:
            guess = " Did you mean " + BOLD + "show" + RESET + "?" if words[0] == "shwo" else ""
            out(BOLD + RED + "[-]" + RESET + " Unknown command: " + words[0] + "." + guess +
                " Run the " + BOLD + "help" + RESET + " command for more details.")


# --- sqlmap ---------------------------------------------------------------

def stamp(level, msg):
    colour = {"INFO": GREEN, "WARNING": YELLOW, "CRITICAL": RED}[level]
    t = time.strftime("%H:%M:%S")
    out("[" + CYAN + t + RESET + "] [" + colour + level + RESET + "] " + msg)


def sqlmap():
    out(YELLOW + "        ___" + RESET)
    out(YELLOW + "       __H__" + RESET)
    out(YELLOW + " ___ ___[" + RESET + ")" + YELLOW + "]_____ ___ ___  {" + RESET + GREY + "1.7.2#stable" + RESET + YELLOW + "}" + RESET)
    out(YELLOW + "|_ -| . [" + RESET + "(" + YELLOW + "]     | .'| . |" + RESET)
    out(YELLOW + "|___|_  [" + RESET + "'" + YELLOW + "]_|_|_|__,|  _|" + RESET)
    out(YELLOW + "      |_|V...       |_|   " + RESET + GREY + "https://sqlmap.org" + RESET)
    out()
    out("[!] legal disclaimer: Usage of sqlmap for attacking targets without prior mutual consent is illegal. It is the end user's responsibility to obey all applicable local, state and federal laws. Developers assume no liability and are not responsible for any misuse or damage caused by this program")
    out()
    out("[*] starting @ " + time.strftime("%H:%M:%S /%Y-%m-%d/"))
    out()
    for msg in ["testing connection to the target URL",
                "checking if the target is protected by some kind of WAF/IPS",
                "testing if the target URL content is stable",
                "target URL content is stable",
                "testing if GET parameter 'id' is dynamic",
                "GET parameter 'id' appears to be dynamic",
                "heuristic (basic) test shows that GET parameter 'id' might be injectable (possible DBMS: 'MySQL')"]:
        stamp("INFO", msg)
        time.sleep(0.3)
    ask("it looks like the back-end DBMS is 'MySQL'. Do you want to skip test payloads specific for other DBMSes? [Y/n] ")
    ask("for the remaining tests, do you want to include all tests for 'MySQL' extending provided level (1) and risk (1) values? [Y/n] ")
    for msg in ["testing 'AND boolean-based blind - WHERE or HAVING clause'",
                "GET parameter 'id' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable (with --string=\"Widget\")",
                "testing 'Generic inline queries'",
                "testing 'MySQL >= 5.5 AND error-based - WHERE, HAVING, ORDER BY or GROUP BY clause (BIGINT UNSIGNED)'",
                "testing 'MySQL >= 5.5 OR error-based - WHERE or HAVING clause (BIGINT UNSIGNED)'",
                "testing 'MySQL >= 5.5 AND error-based - WHERE, HAVING, ORDER BY or GROUP BY clause (EXP)'",
                "testing 'MySQL >= 5.0.12 AND time-based blind (query SLEEP)'",
                "GET parameter 'id' appears to be 'MySQL >= 5.0.12 AND time-based blind (query SLEEP)' injectable ",
                "testing 'Generic UNION query (NULL) - 1 to 20 columns'",
                "automatically extending ranges for UNION query injection technique tests as there is at least one other (potential) technique found"]:
        stamp("INFO", msg)
        time.sleep(1.2)
    ask("GET parameter 'id' is vulnerable. Do you want to keep testing the others (if any)? [y/N] ")
    out("sqlmap identified the following injection point(s) with a total of 58 HTTP(s) requests:")
    out("---")
    out("Parameter: id (GET)")
    out("    Type: boolean-based blind")
    out("    Title: AND boolean-based blind - WHERE or HAVING clause")
    out("    Payload: id=1 AND 4127=4127")
    out()
    out("    Type: time-based blind")
    out("    Title: MySQL >= 5.0.12 AND time-based blind (query SLEEP)")
    out("    Payload: id=1 AND (SELECT 8312 FROM (SELECT(SLEEP(5)))xQkT)")
    out("---")
    stamp("INFO", "the back-end DBMS is MySQL")
    out("web server operating system: Linux Debian")
    out("web application technology: Apache 2.4.57, PHP 8.2.7")
    out("back-end DBMS: MySQL >= 5.0.12 (MariaDB fork)")
    stamp("INFO", "calling MySQL shell. To quit type 'x' or 'q' and press ENTER")
    while True:
        q = ask("sql-shell> ").strip()
        if q in ("x", "q", "exit", "quit"):
            break
        if not q:
            continue
        if q.lower().startswith("select"):
            stamp("INFO", "fetching SQL SELECT statement query output: '" + q + "'")
            time.sleep(0.5)
            stamp("INFO", "retrieved: 'shop@localhost'")
            out(q + ": 'shop@localhost'")
            out()
        else:
            stamp("WARNING", "execution of non-query SQL statements is only available when stacked queries are supported")
            out()
    out()
    out("[*] ending @ " + time.strftime("%H:%M:%S /%Y-%m-%d/"))


# --- OpenOCD over telnet --------------------------------------------------

def openocd():
    out("Trying 127.0.0.1...")
    out("Connected to localhost.")
    out("Escape character is '^]'.")
    out("Open On-Chip Debugger")
    while True:
        line = ask("> ").strip()
        if not line:
            continue
        words = line.split()
        if words[0] in ("exit",):
            out("Connection closed by foreign host.")
            return
        if words[0] == "halt":
            out("[stm32f4x.cpu] halted due to debug-request, current mode: Thread ")
            out("xPSR: 0x01000000 pc: 0x08000e4c msp: 0x2001ffd8")
        elif words[0] == "flash" and len(words) > 2 and words[1] == "write_image":
            f = words[-1]
            out("auto erase enabled")
            time.sleep(14)
            out("wrote 49152 bytes from file " + f + " in 13.904718s (3.452 KiB/s)")
            out()
        elif words[0] == "reset":
            out("[stm32f4x.cpu] halted due to debug-request, current mode: Thread ")
            out("xPSR: 0x01000000 pc: 0x08000e4c msp: 0x20020000")
        else:
            out('invalid command name "' + words[0] + '"')


# --- Hatari's debugger ----------------------------------------------------

HATARI_REGS = """D0 00000000   D1 00000000   D2 00000000   D3 00000000
D4 00000000   D5 00000000   D6 00000000   D7 00000000
A0 00000000   A1 00000000   A2 00000000   A3 00000000
A4 00000000   A5 00000000   A6 00000000   A7 00000000
USP  00000000 ISP  00000000 T=00 S=1 M=0 X=0 N=0 Z=0 V=0 C=0 IMASK=7 STP=0
Prefetch 4ff9 (Illegal) 0000 (OR) Chip latch 00000000
00fc0030 4ff9 0000 0000           lea.l $0000.l,a7
Next PC: 00fc0036"""

HATARI_DISASM = """(PC)
00fc0030 4ff9 0000 0000           lea.l $0000.l,a7
00fc0036 23fc 0000 0000 0000 0008 move.l #$00000000,$00000008.l
00fc0040 0cb9 fa52 235f 00fa 0000 cmp.l #$fa52235f,$00fa0000.l
00fc004a 660e                     bne.b #$0e == $00fc005a (F)
00fc004c 4df9 00fc 0054           lea.l $00fc0054,a6
00fc0052 4ef9 00fa 0004           jmp $00fa0004.l
00fc0058 4e71                     nop
00fc005a 4df9 00fc 0062           lea.l $00fc0062,a6
00fc0060 6000 07d2                bra.w #$07d2 == $00fc0834 (T)"""


def hatari():
    out("INFO : Hatari v2.4.1 - the Atari ST, STE, TT and Falcon emulator")
    out("INFO : Loading TOS image 'tos206.img' (Atari TOS 2.06, 256 KiB)")
    out("INFO : Inserted disk 'relay.st' into drive A:.")
    time.sleep(0.5)
    out()
    out("----------------------------------------------------------------------")
    out("You have entered debug mode. Type c to continue emulation, h for help.")
    out()
    out("CPU=$fc0030, VBL=0, FrameCycles=0, HBL=0, LineCycles=0, DSP=N/A")
    out("00fc0030 4ff9 0000 0000           lea.l $0000.l,a7")
    while True:
        line = ask("> ").strip()
        if not line:
            continue
        words = line.split()
        if words[0] in ("r", "cpureg"):
            out(HATARI_REGS)
        elif words[0] in ("d", "disasm"):
            out(HATARI_DISASM)
        elif words[0] in ("c", "cont"):
            out("Returning to emulation...")
            out("----------------------------------------------------------------------")
            out()
            try:
                while True:
                    time.sleep(3600)
            except KeyboardInterrupt:
                return
        elif words[0] in ("q", "quit"):
            return
        else:
            out("Unknown command '" + words[0] + "'")


TOOLS = {"msf": msf, "sqlmap": sqlmap, "openocd": openocd, "hatari": hatari}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.exit("usage: threehundredninth_consoles.py " + "|".join(sorted(TOOLS)))
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        out()
