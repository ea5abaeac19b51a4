#!/usr/bin/env python3
"""The ninetyninth set's imitations: line-mode consoles of databases,
network devices and appliances, each drawing what the real one draws
(its banner, prompts, continuation lines, output and questions) in the
terminal's cooked mode, as the real ones do over a serial line or ssh."""
import getpass
import sys
import time


def out(s=""):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(prompt):
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(0)
    return s.rstrip("\n")


def secret(prompt):
    return getpass.getpass(prompt)


def idle():
    while True:
        time.sleep(60)


def sqlplus():
    out("\nSQL*Plus: Release 19.0.0.0.0 - Production on Thu Nov 26 20:51:12 2026\n"
        "Version 19.3.0.0.0\n\nCopyright (c) 1982, 2019, Oracle.  All rights reserved.\n\n")
    while True:
        s = line("SQL> ").strip()
        if s.lower().startswith("connect"):
            secret("Enter password: ")
            out("Connected.\n")
            continue
        if s.lower().startswith("select") and not s.endswith(";"):
            n = 2
            while True:
                t = line("  %d  " % n)
                n += 1
                if t.strip().endswith(";") or t.strip() == "":
                    break
            if t.strip() == "":
                continue
        if s.lower().startswith("select"):
            out("\n       6*7\n----------\n        42\n\n")
        elif s:
            out("SP2-0042: unknown command \"%s\" - rest of line ignored.\n" % s)


def db2():
    out("(c) Copyright IBM Corporation 1993,2007\nCommand Line Processor for DB2 Client 11.5.8.0\n\n"
        "You can issue database manager commands and SQL statements from the command\n"
        "prompt. For example:\n    db2 => connect to sample\n    db2 => bind sample.bnd\n\n"
        "For general help, type: ?.\nFor command help, type: ? command, where command can be\n"
        "the first few keywords of a database manager command. For example:\n"
        " ? CATALOG DATABASE for help on the CATALOG DATABASE command\n"
        " ? CATALOG          for help on all of the CATALOG commands.\n\n"
        "To exit db2 interactive mode, type QUIT at the command prompt. Outside\n"
        "interactive mode, all commands must be prefixed with 'db2'.\n"
        "To list the current command option settings, type LIST COMMAND OPTIONS.\n\n"
        "For more detailed help, refer to the Online Reference Manual.\n\n")
    while True:
        s = line("db2 => ").strip()
        while s.endswith("\\"):
            s = s[:-1] + " " + line("db2 (cont.) => ").strip()
        if s.lower().startswith("values"):
            out("\n1\n-----------\n         42\n\n  1 record(s) selected.\n\n")
        elif s:
            out("SQL0104N  An unexpected token \"%s\" was found.  SQLSTATE=42601\n" % s.split()[0])


def fortios():
    out("\n")
    ctx = ""
    while True:
        s = line("fw01 %s# " % ctx).strip()
        if s == "get system status":
            out("Version: FortiGate-VM64 v7.2.5,build1517,230606 (GA.F)\nSerial-Number: FGVMEV0000000001\n"
                "BIOS version: 04000002\nLog hard disk: Available\nHostname: fw01\n"
                "Operation Mode: NAT\nCurrent virtual domain: root\nSystem time: Thu Nov 26 20:51:12 2026\n")
        elif s == "config global":
            ctx = "(global) "
        elif s == "end":
            ctx = ""
        elif s == "execute reboot":
            out("This operation will reboot the system !\n")
            a = line("Do you want to continue? (y/n)")
            if a.strip().lower() == "y":
                out("\nSystem is rebooting...\n")
                idle()
        elif s:
            out("Unknown action 0\nCommand fail. Return code -1\n")


def vyos():
    out("Welcome to VyOS!\n\n   \u250c\u2500\u2500 \u2510\n   . VyOS 1.4.0\n   \u2514 \u2500\u2500\u2518  sagitta\n\n"
        " * Documentation:  https://docs.vyos.io/en/sagitta\n * Project news:   https://blog.vyos.io\n"
        " * Bug reports:    https://vyos.dev\n\nYou can change this banner using \"set system login banner post-login\" command.\n\n"
        "VyOS is a free software distribution that includes multiple components,\n"
        "you can check individual component licenses under /usr/share/doc/*/copyright\n"
        "Last login: Thu Nov 26 20:40:01 2026 from 192.0.2.10\n")
    conf = False
    while True:
        if conf:
            s = line("[edit]\nvyos@vyos# ").strip()
        else:
            s = line("vyos@vyos:~$ ").strip()
        if s == "configure":
            conf = True
        elif s == "exit" and conf:
            conf = False
            out("exit\n")
        elif s == "show interfaces":
            out("Codes: S - State, L - Link, u - Up, D - Down, A - Admin Down\n"
                "Interface    IP Address         MAC                VRF        MTU  S/L    Description\n"
                "-----------  -----------------  -----------------  -------  -----  -----  -------------\n"
                "eth0         192.0.2.1/24       52:54:00:12:34:56  default   1500  u/u    WAN\n"
                "eth1         10.0.0.1/24        52:54:00:12:34:57  default   1500  u/u    LAN\n"
                "lo           127.0.0.1/8        00:00:00:00:00:00  default  65536  u/u\n"
                "             ::1/128\n")
        elif s:
            out("\n  Invalid command: [%s]\n\n" % s.split()[0])


def procurve():
    out("HP J9773A 2530-24G-PoEP Switch\nSoftware revision YA.16.10.0009\n\n"
        "(C) Copyright 2020 Hewlett Packard Enterprise Development LP\n\n"
        "                       RESTRICTED RIGHTS LEGEND\n"
        " Confidential computer software. Valid license from HPE required for possession,\n"
        " use or copying.\n\nWe'd like to keep you up to date about:\n  * Software feature updates\n"
        "  * New product announcements\n  * Special events\n\nPlease register your products now at:  www.hpe.com/networking/register\n\n\n")
    line("Press any key to continue")
    mode = ">"
    while True:
        s = line("switch%s " % mode).strip()
        if s == "enable":
            mode = "#"
        elif s in ("configure", "configure terminal"):
            mode = "(config)#"
        elif s.startswith("interface"):
            mode = "(eth-%s)#" % s.split()[-1]
        elif s == "exit":
            mode = "(config)#" if mode.startswith("(eth") else "#"
        elif s == "show version":
            out("Image stamp:    /ws/swbuildm/rel_ukiah_qaoff/code/build/lakes(swbuildm_rel_ukiah_qaoff_rel_ukiah)\n"
                "                Nov 12 2020 08:25:15\n                YA.16.10.0009\n                1223\n"
                "Boot Image:     Primary\n\nBoot ROM Version:    YA.15.20\nActive Boot ROM:     Primary\n")
        elif s == "reload":
            a = line("Device will be rebooted, do you want to continue [y/n]? ")
            if a.strip() == "y":
                idle()
        elif s:
            out("Invalid input: %s\n" % s.split()[0])


def panos():
    out("Last login: Thu Nov 26 20:40:01 2026 from 192.0.2.10\n\n\nNumber of failed attempts since last successful login: 0\n\n\n\n")
    conf = False
    while True:
        if conf:
            s = line("\n[edit]\nadmin@PA-VM# ").strip()
        else:
            s = line("admin@PA-VM> ").strip()
        if s == "configure":
            conf = True
            out("Entering configuration mode\n")
        elif s == "exit" and conf:
            conf = False
            out("Exiting configuration mode\n")
        elif s == "show system info":
            out("\nhostname: PA-VM\nip-address: 192.0.2.20\nnetmask: 255.255.255.0\ndefault-gateway: 192.0.2.1\n"
                "model: PA-VM\nserial: 007051000000001\nsw-version: 10.2.4\napp-version: 8700-8000\n"
                "operational-mode: normal\n\n")
        elif s:
            out("Unknown command: %s\n" % s.split()[0])


def smash():
    out("Connecting to 192.0.2.30 ...\n\n/admin1-> ")
    while True:
        s = line("").strip()
        if s == "show /system1":
            out("\n  /system1\n    Targets:\n      logs1\n      sensors1\n      pwrmgtsvc1\n"
                "    Properties:\n      name = PowerEdge R740\n      enabledstate = enabled\n"
                "    Verbs:\n      cd\n      show\n      help\n      version\n      reset\n      start\n      stop\n\n")
        elif s:
            out("\nCOMMAND COMPLETED\n  ufip=/admin1\n\n")
        out("/admin1-> ")


def ups():
    out("\n\nUser Name : ")
    sys.stdin.readline()
    secret("Password  : ")
    menu = ("\n\nNetwork Management Card AOS      v6.9.6\nSmart-UPS & Matrix-UPS APP      v6.9.6\n"
            "------------------------------------------------------------------------------\n"
            "Name      : ups-rack3                                 Date : 11/26/2026\n"
            "Contact   : noc                                       Time : 20:51:12\n"
            "Location  : rack 3                                    User : Administrator\n"
            "Up Time   : 41 Days 3 Hours 12 Minutes                Stat : P+ N+ A+\n\n"
            "Smart-UPS 3000 named ups-rack3 : On Line, No Alarms Present\n\n"
            "------- Control Console -------------------------------------------------------\n\n"
            "     1- Device Manager\n     2- Network\n     3- System\n     4- Logout\n\n"
            "     <ESC>- Main Menu, <ENTER>- Refresh, <CTRL-L>- Event Log\n> ")
    while True:
        out(menu)
        sys.stdin.readline()


def relay_login():
    out("\nDebian GNU/Linux 12 relay ttyS0\n\n")
    while True:
        u = line("relay login: ")
        secret("Password: ")
        time.sleep(2)
        out("\nLogin incorrect\n")


def snowsql():
    out("* SnowSQL * v1.2.32\nType SQL statements or !help\n")
    pfx = "relay#COMPUTE_WH@SALES.PUBLIC>"
    while True:
        s = line(pfx + " ")
        buf = s
        while buf.strip() and not buf.strip().endswith(";"):
            buf += " " + line(" " * (len(pfx) - 1) + "> ")
        if buf.strip().lower().startswith("select"):
            out("+-----+\n| 6*7 |\n|-----|\n|  42 |\n+-----+\n1 Row(s) produced. Time Elapsed: 0.112s\n")


def cbq():
    out(" Connected to : http://localhost:8091/. Type Ctrl-D or \\QUIT to exit.\n\n"
        " Path to history file for the shell : /root/.cbq_history \n")
    while True:
        buf = line("cbq> ")
        while buf.strip() and not buf.strip().endswith(";"):
            buf += " " + line("   > ")
        if buf.strip().upper().startswith("SELECT"):
            out('{\n    "requestID": "5b9c3a6e-3f0c-4b8e-9d0a-2e8c1f7a6b42",\n    "signature": {\n'
                '        "$1": "number"\n    },\n    "results": [\n    {\n        "$1": 42\n    }\n    ],\n'
                '    "status": "success",\n    "metrics": {\n        "elapsedTime": "1.20ms",\n'
                '        "executionTime": "1.11ms",\n        "resultCount": 1,\n        "resultSize": 13\n    }\n}\n')


def taos():
    out("Welcome to the TDengine Command Line Interface, Client Version:3.0.4.2\n"
        "Copyright (c) 2022 by TDengine, all rights reserved.\n\n"
        "  ******************************  Tips for TDengine CLI  ******************************\n"
        "  *  Use the TAB key to automatically complete commands and keywords.              *\n"
        "  *  Use the 'show databases;' command to list all databases.                      *\n"
        "  ************************************************************************************\n\n")
    while True:
        buf = line("taos> ")
        while buf.strip() and not buf.strip().endswith(";"):
            buf += " " + line("   -> ")
        if buf.strip().lower().startswith("show databases"):
            out("              name              |\n=================================\n"
                " information_schema             |\n performance_schema             |\n"
                " power                          |\nQuery OK, 3 row(s) in set (0.002836s)\n\n")


PROGRAMS = {"sqlplus": sqlplus, "db2": db2, "fortios": fortios, "vyos": vyos, "procurve": procurve,
            "panos": panos, "smash": smash, "ups": ups, "relay-login": relay_login, "snowsql": snowsql,
            "cbq": cbq, "taos": taos}

if __name__ == "__main__":
    try:
        PROGRAMS[sys.argv[1]]()
    except (KeyboardInterrupt, EOFError):
        pass
