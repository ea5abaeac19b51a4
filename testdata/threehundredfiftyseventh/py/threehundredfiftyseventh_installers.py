#!/usr/bin/env python3
"""The threehundredfiftyseventh set's imitations: shell-script installers
and setup scripts of tools that Debian does not package, each printing
what the real script prints at its moments (its words, layout, colours,
the way it reads a line and its progress, as known from its source,
documentation and published transcripts), on the main screen:

  oneinstack   OneinStack's install.sh (yeho's, linuxeye): a banner of
               hashes, bash `read -e -p` questions (readline, bracketed
               paste on) `Do you want to ... [y/n]: `, asked again under a
               yellow `input error!`, numbered menus of tab-indented
               entries over `Please input a number:(Default N press
               Enter) `, a root password with its default shown, then
               wget's dotted progress piped through tee
  directadmin  DirectAdmin's setup.sh of the 1.5x releases (JBMC
               Software): `echo -n` and sh's `read`, cooked, `(y/n): ` and
               `(y,n) : `, a Client ID, a License ID and a hostname asked
               again until confirmed, a numbered menu of custombuild
               setups, then wget's bar
  linuxgsm     LinuxGSM's `./mcserver install` (Daniel Gibbs'): headings
               over `=====` rules, `creating ... ] ... OK`, `Continue?
               [Y/n] Y` read with `read -e -i Y`, `Please answer yes or
               no.`, the missing dependencies installed through sudo
               (`[sudo] password for mcserver: `, echo off), the
               Minecraft EULA to accept, curl's bar of #
  xampp        Apache Friends' XAMPP installer in InstallBuilder's text
               mode (`--mode text`): pages under rules of dashes,
               `[Y/n] :` questions, `Press [Enter] to continue:`, a bar of
               # filling under `0% ______________ 50% ______________ 100%`
  lampp        XAMPP's `lampp security`: `XAMPP: Do you want to set a
               password? [yes] ` and `XAMPP: Password: ` (echo off)

Run: threehundredfiftyseventh_installers.py TOOL
"""
import getpass
import sys
import time

ESC = "\x1b"
W = 80


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def line(s=""):
    out(s + "\n")


def clear():
    out(ESC + "[H" + ESC + "[2J" + ESC + "[3J")


def read_cooked(prompt):
    """sh's `echo -n PROMPT; read VAR`: the line read cooked, echoed by
    the terminal."""
    out(prompt)
    s = sys.stdin.readline()
    if not s:
        sys.exit(1)
    return s.rstrip("\n")


_rl = None


def read_e(prompt, initial=None):
    """bash's `read -e [-i INITIAL] -p PROMPT`: readline edits the line,
    bracketed paste on as bash's readline sets it."""
    global _rl
    if _rl is None:
        import readline
        readline.parse_and_bind("set enable-bracketed-paste on")
        _rl = readline
    if initial is not None:
        _rl.set_startup_hook(lambda: _rl.insert_text(initial))
    try:
        return input(prompt)
    except EOFError:
        sys.exit(1)
    finally:
        _rl.set_startup_hook(None)


def slow_lines(lines, pause):
    for s in lines:
        line(s)
        time.sleep(pause)


def human(n):
    for unit in ("", "K", "M", "G"):
        if n < 1024 or unit == "G":
            if unit == "":
                return "%d" % n
            return ("%.1f%s" % (n, unit)) if n < 10 else ("%d%s" % (n, unit))
        n /= 1024.0
    return "%d" % n


# ---------------------------------------------------------------- oneinstack

CEND = ESC + "[0m"
CWARNING = ESC + "[1;33m"
CMSG = ESC + "[1;36m"
CFAILURE = ESC + "[1;31m"


def oi_yn(question):
    while True:
        line()
        a = read_e(question)
        if a in ("y", "n"):
            return a
        line(CWARNING + "input error! Please only input 'y' or 'n'" + CEND)


def oi_menu(title, entries, default, valid, err):
    while True:
        line()
        line(title)
        for key, text in entries:
            line("\t" + CMSG + key + CEND + ". " + text)
        a = read_e("Please input a number:(Default %s press Enter) " % default) or default
        if a in valid:
            return a
        line(CWARNING + "input error! Please only input number " + err + CEND)


def wget_dots(url, size, per_line=0.02):
    """wget's dotted progress, as it writes it to a pipe (OneinStack pipes
    checkDownload through tee): a row per 50K, its share, rate and time
    left at its end."""
    name = url.rsplit("/", 1)[1]
    host = url.split("/")[2]
    line("--%s--  %s" % (time.strftime("%Y-%m-%d %H:%M:%S"), url))
    line("Resolving %s (%s)... 104.26.4.220, 172.67.71.181, 104.26.5.220" % (host, host))
    line("Connecting to %s (%s)|104.26.4.220|:443... connected." % (host, host))
    line("HTTP request sent, awaiting response... 200 OK")
    line("Length: %d (%s) [application/octet-stream]" % (size, human(size)))
    line("Saving to: \u2018%s\u2019" % name)
    line()
    total_k = size // 1024
    kps = 50 / per_line
    k = 0
    n = 0
    while k < total_k:
        row = min(50, total_k - k)
        clusters = []
        left = row
        while left > 0:
            clusters.append("." * min(10, left))
            left -= 10
        dots = " ".join(clusters).ljust(54)
        pct = 100 * (k + row) // total_k
        r = kps * (0.35 if n == 0 else 0.9 + 0.2 * ((n * 7) % 5) / 4)
        rate = human(r * 1024)
        if k + row >= total_k:
            line("%6dK %s%3d%% %5s=%.1fs" % (k, dots, pct, rate, max(0.1, (n + 1) * per_line)))
        else:
            remaining = (total_k - k - row) / r
            eta = "%ds" % remaining if remaining < 60 else "%dm%ds" % (remaining // 60, remaining % 60)
            line("%6dK %s%3d%% %5s %s" % (k, dots, pct, rate, eta))
        k += row
        n += 1
        time.sleep(per_line)
    line()
    line("%s (%s/s) - \u2018%s\u2019 saved [%d/%d]" % (time.strftime("%Y-%m-%d %H:%M:%S"), human(kps * 1024) + "B",
                                                     name, size, size))
    line()


def oneinstack():
    clear()
    out("\n"
        "#######################################################################\n"
        "#       OneinStack for CentOS/RedHat 7+ Debian 9+ and Ubuntu 16+      #\n"
        "#       For more information please visit https://oneinstack.com      #\n"
        "#######################################################################\n")
    time.sleep(0.5)
    oi_yn("Do you want to check md5sum? [y/n]: ")
    while True:
        line()
        port = read_e("Please input SSH port(Default: 22): ") or "22"
        if port.isdigit() and (int(port) == 22 or 1024 < int(port) < 65535):
            break
        line(CWARNING + "input error! Input range: 22,1025~65534" + CEND)
        sys.exit(1)
    oi_yn("Do you want to enable firewall? [y/n]: ")
    web = oi_yn("Do you want to install Web server? [y/n]: ")
    if web == "y":
        nginx = oi_menu("Please select Web server type:",
                        [("1", "Install Nginx"), ("2", "Install Tengine"), ("3", "Install OpenResty"),
                         ("4", "Install Caddy"), ("5", "Do not install")], "1", "12345", "1~5")
        if nginx in "123":
            oi_yn("Do you want to install Apache? [y/n]: ")
            oi_menu("Please select tomcat server:",
                    [("1", "Install Tomcat-11"), ("2", "Install Tomcat-10"), ("3", "Install Tomcat-9"),
                     ("4", "Install Tomcat-8"), ("5", "Install Tomcat-7"), ("6", "Install Tomcat-6"),
                     ("7", "Do not install")], "7", "1234567", "1~7")
    db = oi_yn("Do you want to install Database? [y/n]: ")
    if db == "y":
        dbs = [("15", "Install MySQL-9.7 (LTS, modern OS only)"), (" 0", "Install MySQL-8.4 (LTS)"),
               (" 1", "Install MySQL-8.0"), (" 2", "Install MySQL-5.7"), (" 3", "Install MySQL-5.6"),
               (" 4", "Install MySQL-5.5"), (" 5", "Install MariaDB-10.11"), (" 6", "Install MariaDB-10.5"),
               (" 7", "Install MariaDB-10.4"), (" 8", "Install MariaDB-5.5"), (" 9", "Install Percona-8.0"),
               ("10", "Install Percona-5.7"), ("11", "Install Percona-5.6"), ("12", "Install Percona-5.5"),
               ("13", "Install PostgreSQL"), ("14", "Install MongoDB")]
        while True:
            line()
            line("Please select a version of the Database:")
            for key, text in dbs:
                line("\t" + CMSG + key + CEND + ". " + text)
            opt = read_e("Please input a number:(Default 0 press Enter) ") or "0"
            if opt.isdigit() and 0 <= int(opt) <= 15:
                break
            line(CWARNING + "input error! Please only input number 1~14" + CEND)
        pwd = "Wq8rT2zK"
        while True:
            a = read_e("Please input the root password of MySQL(default: %s): " % pwd) or pwd
            if "+" in a or "&" in a or "|" in a:
                line(CWARNING + "input error,not contain a plus sign (+) and & " + CEND)
                continue
            if len(a) >= 5:
                break
            line(CWARNING + "password least 5 characters! " + CEND)
        while True:
            line()
            line("Please choose installation of the database:")
            line("\t" + CMSG + "1" + CEND + ". Install database from binary package.")
            line("\t" + CMSG + "2" + CEND + ". Install database from source package.")
            m = read_e("Please input a number:(Default 1 press Enter) ") or "1"
            if m in ("1", "2"):
                break
            line(CWARNING + "input error! Please only input number 1~2" + CEND)
    oi_yn("Do you want to install PHP? [y/n]: ")
    oi_yn("Do you want to install Nodejs? [y/n]: ")
    oi_yn("Do you want to install Pure-FTPd? [y/n]: ")
    oi_yn("Do you want to install redis-server? [y/n]: ")
    oi_yn("Do you want to install memcached-server? [y/n]: ")
    # apt-get -y update and the compilers, quietly; then checkDownload,
    # its output piped through tee into install.log.
    time.sleep(3)
    m = "https://mirrors.oneinstack.com/oneinstack/src/"
    line("Download icu...")
    wget_dots(m + "icu4c-63_1-src.tgz", 23066046, 0.004)
    line("Download openSSL1.1...")
    wget_dots(m + "openssl-1.1.1w.tar.gz", 9893384, 0.004)
    line("Download jemalloc...")
    wget_dots(m + "jemalloc-5.3.0.tar.bz2", 736023, 0.01)
    line("Download pcre...")
    wget_dots(m + "pcre-8.45.tar.gz", 2096552, 0.01)
    line("Download nginx...")
    wget_dots(m + "nginx-1.31.0.tar.gz", 1297518, 0.01)
    line("Download MySQL 8.4 binary package...")
    wget_dots(m + "mysql-8.4.0-linux-glibc2.17-x86_64.tar.xz", 503484116, 0.25)


# ---------------------------------------------------------------- directadmin

def apt_lines(pkgs, version_of):
    out_ = ["Reading package lists... Done",
            "Building dependency tree       ",
            "Reading state information... Done",
            "The following NEW packages will be installed:"]
    row = " "
    for p in pkgs:
        if len(row) + len(p) + 1 > 78:
            out_.append(row)
            row = " "
        row += " " + p
    out_.append(row)
    out_.append("0 upgraded, %d newly installed, 0 to remove and 0 not upgraded." % len(pkgs))
    out_.append("Need to get 61.4 MB of archives.")
    out_.append("After this operation, 243 MB of additional disk space will be used.")
    for i, p in enumerate(pkgs):
        out_.append("Get:%d http://deb.debian.org/debian/ jessie/main %s amd64 %s [%d kB]"
                    % (i + 1, p, version_of(p), 40 + (i * 37) % 900))
    out_.append("Fetched 61.4 MB in 5s (10.9 MB/s)")
    out_.append("Selecting previously unselected package %s." % pkgs[0])
    out_.append("(Reading database ... 21403 files and directories currently installed.)")
    for p in pkgs:
        out_.append("Preparing to unpack .../%s_%s_amd64.deb ..." % (p, version_of(p)))
        out_.append("Unpacking %s (%s) ..." % (p, version_of(p)))
    for p in pkgs:
        out_.append("Setting up %s (%s) ..." % (p, version_of(p)))
    out_.append("Processing triggers for libc-bin (2.19-18+deb8u10) ...")
    return out_


def wget_bar(url, dest, size, seconds, headers=None, step=0.2):
    """wget's bar on a terminal: the file's name, the share, the bar, the
    size, the rate and the time left, redrawn in place."""
    host = url.split("/")[2]
    line("--%s--  %s" % (time.strftime("%Y-%m-%d %H:%M:%S"), url))
    line("Resolving %s (%s)... 185.42.221.168" % (host, host))
    line("Connecting to %s (%s)|185.42.221.168|:%s... connected."
         % (host, host, "443" if url.startswith("https") else "80"))
    line("HTTP request sent, awaiting response... " + ("" if headers else "200 OK"))
    if headers:
        for h in headers:
            line("  " + h)
    line("Length: %d (%s) [%s]" % (size, human(size), "application/x-gzip" if headers else "text/plain"))
    name = dest if dest == "/dev/null" else dest.rsplit("/", 1)[1]
    steps = max(1, int(seconds / step))

    def bar(i):
        frac = i / steps
        got = size * frac
        if got < 1024 * 1024:
            shown = "%dK" % (got / 1024) if got >= 1024 else "%d" % got
        else:
            shown = "%.2fM" % (got / 1048576)
        tail = ("eta %ds" % (seconds * (1 - frac))) if i < steps else "in %.1fs" % seconds
        rate = "%.2fMB/s" % (size / seconds / 1048576) if i else "--.-KB/s"
        head = "%-20s %3d%%[" % (name[:20], int(100 * frac))
        rest = "] %7s  %8s    %-8s" % (shown, rate, tail)
        width = W - 1 - len(head) - len(rest)
        full = int(width * frac)
        drawn = ("=" * (full - 1) + (">" if full < width else "=")) if full else ""
        return head + drawn.ljust(width) + rest

    # The file's name and its first bar come in one write.
    out("Saving to: \u2018%s\u2019\n\n%s" % (dest, bar(0)))
    for i in range(1, steps + 1):
        time.sleep(step)
        out("\r" + bar(i))
    line()
    line()
    line("%s (%.2f MB/s) - \u2018%s\u2019 saved [%d/%d]" % (time.strftime("%Y-%m-%d %H:%M:%S"),
                                                           size / seconds / 1048576, dest, size, size))
    line()


def directadmin():
    line("*** 64-bit OS ***")
    line()
    time.sleep(2)
    line("*****************************************************")
    line("*")
    line("* DirectAdmin requires certain packages, described here:")
    line("*   http://help.directadmin.com/item.php?id=354")
    line("*")
    pre = read_cooked("* Would you like to install these required pre-install packages? (y/n): ")
    line("*")
    if pre == "y":
        line("* Installing pre-install packages ....")
        versions = {"autoconf": "2.69-8", "automake": "1:1.14.1-4+deb8u1", "bind9": "1:9.9.5.dfsg-9+deb8u19",
                    "bison": "2:3.0.2.dfsg-2", "cmake": "3.0.2-1+deb8u1", "flex": "2.5.39-8+deb8u1",
                    "g++": "4:4.9.2-2", "gcc": "4:4.9.2-2", "libaio-dev": "0.3.110-1", "libcap-dev": "1:2.24-8",
                    "libdb-dev": "5.3.2", "libjemalloc-dev": "3.6.0-3", "libperl-dev": "5.20.2-3+deb8u12",
                    "libsasl2-dev": "2.1.26.dfsg1-13+deb8u1", "libssl-dev": "1.0.1t-1+deb8u12",
                    "libsystemd-dev": "215-17+deb8u13", "libtool": "2.4.2-1.11", "make": "4.0-8.1",
                    "patch": "2.7.5-1+deb8u3", "pkg-config": "0.28-1", "quota": "4.01-9",
                    "zlib1g-dev": "1:1.2.8.dfsg-2+b1"}
        slow_lines(apt_lines(sorted(versions), versions.get), 0.04)
    else:
        line("* skipping pre-install packages.")
        line("* We then assume that you've already installed them.")
        line("* If you have not, then ctrl-c and install them (or-rerun the setup.sh):")
        line("*   http://help.directadmin.com/item.php?id=354")
    line("*")
    line("*****************************************************")
    line()
    host = "vps-2f91"
    while True:
        cid = read_cooked("Please enter your Client ID : ")
        lid = read_cooked("Please enter your License ID : ")
        line("Please enter your hostname (server.domain.com)")
        line("It must be a Fully Qualified Domain Name")
        line("Do *not* use a domain you plan on using for the hostname:")
        line("eg. don't use domain.com. Use server.domain.com instead.")
        line("Do not enter http:// or www")
        line()
        line("Your current hostname is: %s" % host)
        line()
        host = read_cooked("Enter your hostname (FQDN) : ")
        line("Client ID:  %s" % cid)
        line("License ID: %s" % lid)
        line("Hostname: %s" % host)
        if read_cooked("Is this correct? (y,n) : ") != "n":
            break
    ip = "203.0.113.10"
    a = read_cooked("Is eth0 your network adaptor with the license IP (%s)? (y,n) : " % ip)
    if a == "n":
        read_cooked("Enter the name of the ethernet device you wish to use : ")
    out("Your external IP: ")
    time.sleep(0.5)
    line(ip)
    line("The external IP should typically match your license IP.")
    line()
    if read_cooked("Is %s the IP in your license? (y,n) : " % ip) == "n":
        ip = read_cooked("Enter the IP used in your license file : ")
    line()
    line("DirectAdmin will now be installed on: debian 8.11")
    if read_cooked("Is this correct? (must match license) (y,n) : ") == "n":
        line()
        line("Please change the value in your license, or install the correct operating system")
        line()
        sys.exit(1)
    line()
    line("Select your desired apache/php setup. Option 1 is recommended.")
    line("You can make changes from the default settings in the next step.")
    line()
    line("1: custombuild 2.0:      Apache 2.4, mod_ruid2, php 5.6. Can be set to use mod_php, php-FPM or fastcgi.")
    line("2: custombuild 2.0:      Apache 2.4, mod_ruid2, php 5.5 (php 5.5 is end-of-life)")
    line("4: custombuild 2.0:      Apache 2.4, php-fpm, php 5.6.")
    line()
    line("      Post any issues with custombuild to the forum: http://forum.directadmin.com/forumdisplay.php?f=61")
    line()
    line("Note: due to the current OS, some options are hidden because you must use CustomBuild 2.0")
    onetwo = read_cooked("Enter your choice (1, 2, 3 or 4): ")
    if onetwo not in ("1", "2", "3", "4"):
        line("invalid number entered: '%s'" % onetwo)
        time.sleep(5)
        sys.exit(1)
    line("You have chosen custombuild 2.0.")
    wget_bar("http://files.directadmin.com/services/custombuild/2.0/custombuild/build",
             "/usr/local/directadmin/custombuild/build", 253441, 0.4, step=0.1)
    line()
    php = "5.5" if onetwo == "2" else "5.6"
    ruid = "" if onetwo == "4" else " with mod_ruid2"
    a = read_cooked("Would you like the default settings of apache 2.4%s and php %s cli? (y/n): " % (ruid, php))
    if a == "n":
        line("You have chosen to customize the custombuild options.  Please wait while options configurator is downloaded... ")
        line()
    else:
        line("Using the default settings for custombuild.")
        line("Changed php1_release option from 7.0 to %s" % php)
        line("Changed php1_mode option from php-fpm to mod_php")
        line("Changed mod_ruid2 option from no to %s" % ("no" if onetwo == "4" else "yes"))
    a = read_cooked("Would you like to search for the fastest download mirror? (y/n): ")
    time.sleep(2)
    line("beginning pre-checks, please wait...")
    slow_lines(["Reading package lists... Done",
                "Building dependency tree       ",
                "Reading state information... Done",
                "ca-certificates is already the newest version.",
                "0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded."], 0.2)
    wget_bar("http://files.directadmin.com/services/debian_8.0_64/files.sh",
             "/usr/local/directadmin/scripts/files.sh", 1893, 0.3, step=0.1)
    wget_bar("https://www.directadmin.com", "/dev/null", 21377, 0.3, step=0.1)
    url = "https://www.directadmin.com/cgi-bin/daupdate?uid=%s&lid=%s" % (cid, lid)
    wget_bar(url, "/usr/local/directadmin/update.tar.gz", 28761834, 120.0,
             headers=["HTTP/1.1 200 OK", "Date: " + time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime()),
                      "Server: Apache", "Content-Disposition: attachment; filename=update.tar.gz",
                      "Content-Length: 28761834", "Keep-Alive: timeout=5, max=100", "Connection: Keep-Alive",
                      "Content-Type: application/x-gzip"], step=0.5)


# ---------------------------------------------------------------- linuxgsm

BOLD = ESC + "[1m"
DEFAULT = ESC + "[0m"
ITALIC = ESC + "[3m"
LIGHTYELLOW = ESC + "[93m"
LIGHTBLUE = ESC + "[94m"
GREEN = ESC + "[32m"
RED = ESC + "[31m"
CYAN = ESC + "[36m"


def lgsm_rule():
    line(BOLD + "=================================" + DEFAULT)
    time.sleep(0.1)


def lgsm_heading(s):
    line()
    line(BOLD + LIGHTYELLOW + s + DEFAULT)
    lgsm_rule()


def lgsm_ok(s):
    out(s)
    time.sleep(0.1)
    line(" ... " + GREEN + "OK" + DEFAULT)
    time.sleep(0.1)


def lgsm_yn(prompt):
    line()
    while True:
        a = read_e(prompt + " [Y/n] ", "Y")
        if a.lower() in ("y", "yes"):
            return True
        if a.lower() in ("n", "no"):
            return False
        line("Please answer yes or no.")


LOGO = [
    "",
    "                               .:+oooooo+:.",
    "                            .+hMMMMMMMMMMMMh+.",
    "                           oMMMMMMMMMMMMMMMMMMo",
    "                          sMMMMMy^yMMMMy^yMMMMMs",
    "                          MMMMMM    MM    MMMMMM",
    "                          yMMMs     vv     sMMMy",
    "                        .hMMMh              hMMMh.",
    "                       :mMMMs      [==]      sMMMm:",
    "                      +MMMM+     ========     +MMMM+",
    "                      mMMMy   --------------   yMMMm",
    "                      MMM:    ::::::::::::::    :MMM",
    "                       o    nnNNNNNn  nNNNNNnn    o",
    "                          nNNNNNNNNNNnnNNNNNNNNNNn",
    "                           +NNNNNNNNN:  :NNNNNNNNN+",
    "                             nNNNNNNn    nNNNNNNn",
    "                                nnnnn    nnnnn",
    "",
    LIGHTYELLOW + "LL      iii                 " + DEFAULT + "        GGGGGG   SSSSSS  MM     MM",
    LIGHTYELLOW + "LL           nnnnn   uu   uu xx  xx" + DEFAULT + " GG       SS      MMM   MMM",
    LIGHTYELLOW + "LL      iii  nn  nn  uu   uu  xxxx " + DEFAULT + " GG  GGG  SSSSSS  MM M M MM",
    LIGHTYELLOW + "LL      iii  nn  nn  uu   uu  xxxx " + DEFAULT + " GG   GG      SS  MM  M  MM",
    LIGHTYELLOW + "LLLLLLL iii  nn  nn   uuuu u xx  xx" + DEFAULT + "  GGGGG   SSSSSS  MM     MM",
    "",
]


def linuxgsm():
    home = "/home/mcserver"
    clear()
    for s in LOGO:
        line(s)
    lgsm_rule()
    line(BOLD + LIGHTYELLOW + "Linux" + DEFAULT + BOLD + "GSM_" + DEFAULT)
    line(ITALIC + "by Daniel Gibbs" + DEFAULT)
    line(LIGHTBLUE + "Version:" + DEFAULT + " v25.2.0")
    line(LIGHTBLUE + "Game:" + DEFAULT + " Minecraft")
    line(LIGHTBLUE + "Website:" + DEFAULT + " https://linuxgsm.com")
    line(LIGHTBLUE + "Contributors:" + DEFAULT + " https://linuxgsm.com/contrib")
    line(LIGHTBLUE + "Sponsor:" + DEFAULT + " https://linuxgsm.com/sponsor")
    lgsm_rule()
    lgsm_heading("Server Directory")
    lgsm_ok("creating serverfiles directory [ " + ITALIC + home + "/serverfiles" + DEFAULT + " ]")
    if not lgsm_yn("Continue?"):
        sys.exit(0)
    lgsm_heading("Creating Log Directories")
    for what, path in (("log directory", home + "/log"),
                       ("script log directory", home + "/log/script"),
                       ("script log", home + "/log/script/mcserver-script.log"),
                       ("console log directory", home + "/log/console"),
                       ("console log", home + "/log/console/mcserver-console.log"),
                       ("game log directory", home + "/serverfiles/logs"),
                       ("symlink to game log directory", home + "/log/server -> " + home + "/serverfiles/logs")):
        lgsm_ok("creating %s [ %s%s%s ]" % (what, ITALIC, path, DEFAULT))
    lgsm_heading("Checking Minecraft Dependencies")
    deps = ["bc", "binutils", "bsdmainutils", "bzip2", "ca-certificates", "cpio", "curl", "distro-info",
            "file", "gzip", "hostname", "jq", "lib32gcc-s1", "lib32stdc++6", "netcat-openbsd",
            "openjdk-17-jre", "pigz", "python3", "tar", "tmux", "unzip", "util-linux", "uuid-runtime",
            "wget", "xz-utils"]
    missing = ["jq", "openjdk-17-jre", "pigz", "tmux"]
    for d in deps:
        line((RED if d in missing else GREEN) + d + DEFAULT)
        time.sleep(0.05)
    line(LIGHTYELLOW + "Warning!" + DEFAULT + " Missing dependencies: " + RED + " ".join(missing) + DEFAULT + DEFAULT)
    time.sleep(0.1)
    # sudo -v > /dev/null 2>&1: sudo asks on the terminal itself.
    for attempt in range(3):
        pw = getpass.getpass("[sudo] password for mcserver: ")
        if pw:
            break
        time.sleep(2)
        line("Sorry, try again.")
    else:
        line("sudo: 3 incorrect password attempts")
        sys.exit(1)
    line(CYAN + "Information!" + DEFAULT + " mcserver has sudo access." + DEFAULT)
    time.sleep(0.1)
    line(CYAN + "Information!" + DEFAULT + " Automatically installing missing dependencies." + DEFAULT)
    for s in (".\r", "..\r", "...\r", "   \r"):
        out(s)
        time.sleep(1 if s != "   \r" else 0)
    slow_lines(["Hit:1 http://deb.debian.org/debian bookworm InRelease",
                "Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]",
                "Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]",
                "Fetched 103 kB in 1s (142 kB/s)",
                "Reading package lists... Done"], 0.2)
    java = ["ca-certificates-java", "fonts-dejavu-extra", "java-common", "libatk-wrapper-java",
            "libatk-wrapper-java-jni", "libgif7", "libjq1", "libonig5", "libpcsclite1", "openjdk-17-jre",
            "openjdk-17-jre-headless", "jq", "pigz", "tmux"]
    slow_lines(["Reading package lists... Done",
                "Building dependency tree... Done",
                "Reading state information... Done",
                "The following additional packages will be installed:",
                "  ca-certificates-java fonts-dejavu-extra java-common libatk-wrapper-java",
                "  libatk-wrapper-java-jni libgif7 libjq1 libonig5 libpcsclite1",
                "  openjdk-17-jre-headless",
                "The following NEW packages will be installed:",
                "  ca-certificates-java fonts-dejavu-extra java-common jq libatk-wrapper-java",
                "  libatk-wrapper-java-jni libgif7 libjq1 libonig5 libpcsclite1",
                "  openjdk-17-jre openjdk-17-jre-headless pigz tmux",
                "0 upgraded, 14 newly installed, 0 to remove and 0 not upgraded.",
                "Need to get 48.9 MB of archives.",
                "After this operation, 212 MB of additional disk space will be used."], 0.1)
    for i, p in enumerate(java):
        line("Get:%d http://deb.debian.org/debian bookworm/main amd64 %s all 17.0.13+11-2~deb12u1 [%d kB]"
             % (i + 1, p, 120 + i * 311))
        time.sleep(0.1)
    line("Fetched 48.9 MB in 2s (24.3 MB/s)")
    for p in java:
        line("Selecting previously unselected package %s." % p)
        line("Unpacking %s ..." % p)
        time.sleep(0.06)
    for p in java:
        line("Setting up %s ..." % p)
        time.sleep(0.06)
    line("Processing triggers for man-db (2.11.2-2) ...")
    line("Processing triggers for ca-certificates-java (20230710~deb12u1) ...")
    line("done.")
    # install_server_files: the EULA first, then the server's jar.
    lgsm_heading("Accept Minecraft EULA")
    line("You are required to accept the EULA:")
    line()
    line(ITALIC + "https://account.mojang.com/documents/minecraft_eula" + DEFAULT)
    line()
    line("By continuing you are indicating your agreement to the EULA.")
    if not lgsm_yn("Continue?"):
        sys.exit(0)
    lgsm_heading("Installing Minecraft Server")
    jar = "minecraft_server.1.21.4.jar"
    line("downloading file [ " + ITALIC + jar + DEFAULT + " ]")
    time.sleep(0.1)
    # curl --progress-bar, the bar as wide as the terminal.
    width = W - 8
    steps = 80
    for i in range(steps + 1):
        frac = i / steps
        out("\r" + ("#" * int(width * frac)).ljust(width) + " %5.1f%%" % (100 * frac))
        time.sleep(0.2)
    line()
    out("downloading file [ " + ITALIC + jar + DEFAULT + " ]")
    line(" ... " + GREEN + "OK" + DEFAULT)
    lgsm_ok("clearing tmp directory [ " + ITALIC + home + "/lgsm/tmp" + DEFAULT + " ]")
    line()
    if not lgsm_yn("Was the install successful?"):
        sys.exit(0)
    lgsm_heading("Downloading Minecraft Configs")
    line("default configs from https://github.com/GameServerManagers/Game-Server-Configs")
    lgsm_ok("fetching GitHub server.properties")
    lgsm_ok("copying server.properties config file")
    lgsm_ok("changing rcon/admin password")
    lgsm_ok("changing hostname")
    lgsm_heading("LinuxGSM Stats")
    line("Assist LinuxGSM development by sending anonymous stats to developers.")
    line("Collected data is publicly available: " + ITALIC + "https://linuxgsm.com/data/usage" + DEFAULT)
    line("More info: " + ITALIC + "https://docs.linuxgsm.com/configuration/linuxgsm-stats" + DEFAULT)
    line()
    line("The following info will be sent: ")
    line("* game server")
    line("* distro")
    line("* game server resource usage")
    line("* server hardware info")
    lgsm_yn("Allow anonymous usage statistics?")
    line()
    line(BOLD + GREEN + "Install Complete!" + DEFAULT)
    lgsm_rule()
    line()
    line("To start the Minecraft server type:")
    line(ITALIC + "./mcserver start" + DEFAULT)
    line()


# ---------------------------------------------------------------- xampp

RULE = "-" * 76


def ib_page(*rows):
    line(RULE)
    for r in rows:
        line(r)


def ib_yn(prompt, default="y"):
    while True:
        a = read_cooked(prompt).strip().lower()
        if a == "":
            return default == "y"
        if a in ("y", "yes"):
            return True
        if a in ("n", "no"):
            return False


def xampp():
    ib_page("Welcome to the XAMPP Setup Wizard.", "")
    while True:
        ib_page("Select the components you want to install; clear the components you do not want ",
                "to install. Click Next when you are ready to continue.",
                "",
                "XAMPP Core Files : Y (Cannot be edited)",
                "")
        ib_yn("XAMPP Developer Files [Y/n] :")
        line()
        if ib_yn("Is the selection above correct? [Y/n]: "):
            break
    line()
    ib_page("Installation Directory", "", "XAMPP will be installed to /opt/lampp")
    read_cooked("Press [Enter] to continue:")
    line()
    ib_page("Bitnami for XAMPP", "",
            "Bitnami for XAMPP provides free installers that can install Drupal, Joomla!, ",
            "WordPress and many other popular open source apps on top of your existing XAMPP ",
            "installation. Learn more at https://bitnami.com/xampp", "")
    ib_yn("Learn more about Bitnami for XAMPP [Y/n]: ")
    line()
    ib_page("Setup is now ready to begin installing XAMPP on your computer.", "")
    if not ib_yn("Do you want to continue? [Y/n]: "):
        sys.exit(1)
    line()
    ib_page("Please wait while Setup installs XAMPP on your computer.", "")
    line(" Installing")
    line(" 0% ______________ 50% ______________ 100%")
    out(" ")
    for i in range(41):
        out("#")
        time.sleep(1.5)
    line()
    line()
    ib_page("Setup has finished installing XAMPP on your computer.", "")


def lampp():
    def say(s):
        line("XAMPP:  " + s)
        time.sleep(0.3)

    def ask(q):
        a = read_cooked("XAMPP: " + q + " [yes] ").strip()
        return a in ("", "yes")

    def password():
        while True:
            p1 = getpass.getpass("XAMPP: Password: ")
            p2 = getpass.getpass("XAMPP: Password (again): ")
            if p1 == p2:
                return p1
            line("XAMPP: Passwords do not match. Please try again.")

    say("Quick security check...")
    say("Your XAMPP pages are NOT secured by a password.")
    if ask("Do you want to set a password?"):
        password()
        say("Password protection active. Please use 'lampp' as user name!")
    say("MySQL is accessable via network. ")
    if ask("Normaly that's not recommended. Do you want me to turn it off?"):
        say("Turned off.")
        say("Stopping MySQL...ok.")
        say("Starting MySQL...ok.")
    say("The MySQL/phpMyAdmin user pma has no password set!!! ")
    if ask("Do you want to set a password?"):
        password()
        say("Setting new MySQL pma password.")
        say("Setting phpMyAdmin's pma password to the new one.")
    say("Done.")


TOOLS = {
    "oneinstack": oneinstack,
    "directadmin": directadmin,
    "linuxgsm": linuxgsm,
    "xampp": xampp,
    "lampp": lampp,
}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: %s %s\n" % (sys.argv[0], "|".join(TOOLS)))
        sys.exit(2)
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        line()
        sys.exit(130)
