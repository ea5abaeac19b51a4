#!/usr/bin/env python3
"""Imitations of four installers and configuration tools drawn full-screen
with dialog boxes of their own (none of them whiptail, dialog or debconf)
for agentty's threehundredfortyeighth held-out set (issue 44). Each draws,
with Debian's python3 and its curses, keys read raw, what the program
draws at its moments (as known from its source, documentation and
screenshots):

  osipsconfig  OpenSIPS's `make menuconfig` (osipsconfig, ncurses): a green
               title, `--->` before the current entry of a menu framed
               with `|` and `_` in blue, `[*]`/`[ ]` lists whose current
               item only the terminal's cursor marks, the item's
               description at the foot, the install prefix read with echo,
               `make install` run on the main screen
  svardos      the SvarDOS installer (Mateusz Viste's INSTALL.COM, drawn
               here on 24 rows): a grey title bar `SVARDOS INSTALLATION`,
               a blue body, framed menus whose current entry sits between
               two triangles, the cursor on it, a grey status bar of keys
  veeam        Veeam Agent for Linux's control panel (`veeam`): the job
               list and its keys, the Backup Job wizard's steps (a name, a
               radio list of backup modes, of destinations, the shared
               folder's fields, the password masked), the job's progress
  acronis      the Acronis Cyber Protect agent's installer for Linux (a
               newt-like blue screen, grey windows with shadows): a check
               list of components, a yes/no on missing packages, a radio
               list of registration methods, the server's address, a login
               and its masked password, the installation's gauge

Usage: threehundredfortyeighth_installers.py TOOL
"""
import curses
import locale
import os
import sys
import time

os.environ.setdefault("ESCDELAY", "25")
locale.setlocale(locale.LC_ALL, "")


def put(s, y, x, text, attr=0):
    h, w = s.getmaxyx()
    if y < 0 or y >= h or x >= w:
        return
    text = text[: max(0, w - x - (1 if y == h - 1 else 0))]
    try:
        s.addstr(y, x, text, attr)
    except curses.error:
        pass


# ------------------------------------------------------------ osipsconfig
#
# Drawn as menuconfig/curses.c draws: the title at (max_y/16, max_x/2-20)
# in green, the entries at (max_y/4+i, max_x/2-20), `--->` before the
# current one, a box of `|` and `_` in blue; item lists as `[*] NAME`,
# the cursor on the current one's mark, its description at
# (max_y*3/4, 10); `h` shows the navigation help.

OSIPS_MAIN = "OpenSIPS Main Configuration Menu"


class OMenu:
    def __init__(self, name, action=None, items=None, children=None):
        self.name = name
        self.action = action
        self.items = items  # list of [name, enabled, description]
        self.children = children or []
        self.changed = False


def osips_items(defs):
    return [[n, False, d] for n, d in defs]


RESIDENTIAL = [
    ("ENABLE_TCP", "OpenSIPS will listen on TCP for SIP requests"),
    ("ENABLE_TLS", "OpenSIPS will listen on TLS for SIP requests"),
    ("USE_ALIASES", "OpenSIPS will allow the use of Aliases for SIP users"),
    ("USE_AUTH", "OpenSIPS will authenticate Register & Invite requests"),
    ("USE_DBACC", "OpenSIPS will save ACC entries in DB for all calls"),
    ("USE_DBUSRLOC", "OpenSIPS will store UsrLoc entries in the DB"),
    ("USE_DIALOG", "OpenSIPS will keep track of active dialogs"),
    ("USE_MULTIDOMAIN", "OpenSIPS will handle multiple domains for subscribers"),
    ("USE_NAT", "OpenSIPS will try to cope with NAT by fixing SIP msgs and engaging RTPProxy"),
    ("USE_PRESENCE", "OpenSIPS will act as a Presence server"),
    ("USE_DIALPLAN", "OpenSIPS will use dialplan for transformation of local numbers"),
    ("VM_DIVERSION", "OpenSIPS will redirect to VM calls not reaching the subscribers"),
    ("HAVE_INBOUND_PSTN", "OpenSIPS will accept calls from PSTN gateways (with static IP authentication)"),
    ("HAVE_OUTBOUND_PSTN", "OpenSIPS will send numerical dials to PSTN gateways (with static IP definition)"),
    ("USE_DR_PSTN", "OpenSIPS will use Dynamic Routing Support for PSTN interconnection"),
    ("USE_HTTP_MANAGEMENT_INTERFACE", "OpenSIPS will provide a WEB Management Interface on port 8888"),
]
TRUNKING = [
    ("ENABLE_TCP", "OpenSIPS will listen on TCP for SIP requests"),
    ("ENABLE_TLS", "OpenSIPS will listen on TLS for SIP requests"),
    ("USE_DBACC", "OpenSIPS will save ACC entries in DB for all calls"),
    ("USE_DIALPLAN", "OpenSIPS will use dialplan for transformation of local numbers"),
    ("USE_DIALOG", "OpenSIPS will keep track of active dialogs"),
    ("DO_CALL_LIMITATION", "OpenSIPS will limit the number of parallel calls per trunk"),
    ("USE_HTTP_MANAGEMENT_INTERFACE", "OpenSIPS will provide a WEB Management Interface on port 8888"),
]
LOADBALANCER = [
    ("ENABLE_TCP", "OpenSIPS will listen on TCP for SIP requests"),
    ("ENABLE_TLS", "OpenSIPS will listen on TLS for SIP requests"),
    ("USE_DBACC", "OpenSIPS will save ACC entries in DB for all calls"),
    ("USE_DISPATCHER", "OpenSIPS will use DISPATCHER instead of Load-Balancer for distributing the traffic"),
    ("DISABLE_PINGING", "OpenSIPS will not ping at all the destinations (otherwise it will ping when detected as failed)"),
    ("USE_HTTP_MANAGEMENT_INTERFACE", "OpenSIPS will provide a WEB Management Interface on port 8888"),
]
COMPILE_FLAGS = [
    ("PKG_MALLOC", "Use a faster malloc"),
    ("SHM_MMAP", "Use mmap instead of SYSV shared memory"),
    ("USE_MCAST", "Compile in support for IP Multicast"),
    ("DISABLE_NAGLE", "Disable the TCP NAgle Algorithm ( lower delay )"),
    ("STATISTICS", "Enable the statistics manager"),
    ("HAVE_RESOLV_RES", "Support for changing some of the resolver parameters"),
    ("F_MALLOC", "Fast memory allocator with minimal runtime overhead"),
    ("Q_MALLOC", "Quality assurance memory allocator with runtime safety checks"),
    ("HP_MALLOC", "High performance allocator with fine-grained locking"),
    ("DBG_MALLOC", "Include additional, debug-enabled allocator flavors"),
    ("NO_DEBUG", "Compile out all debug messages"),
    ("NO_LOG", "Compile out all logging"),
]
EXCLUDED = [
    ("aaa_diameter", "Diameter implementation for the core AAA API"),
    ("aaa_radius", "Radius implementation for the core AAA API"),
    ("auth_jwt", "JWT auth support"),
    ("b2b_logic_xml", "Logic engine of B2BUA, responsible of actually implementing the B2BUA services"),
    ("cachedb_cassandra", "Implementation of a cache system designed to work with Cassandra servers"),
    ("cachedb_couchbase", "Implementation of a cache system designed to work with CouchBase servers"),
    ("cachedb_memcached", "Implementation of a cache system designed to work with a memcached server."),
    ("cachedb_mongodb", "Implementation of a cache system designed to work with a MongoDB server."),
    ("cachedb_redis", "Implementation of a cache system designed to work with Redis servers"),
    ("carrierroute", "Provides routing, balancing and blacklisting capabilities."),
    ("cgrates", "Provides integration with the CGRateS billing/rating engine."),
    ("compression", "Implements SIP message compression/decompression and base64 encoding"),
    ("db_mysql", "Provides MySQL connectivity for OpenSIPS"),
    ("db_postgres", "Provides Postgres connectivity for OpenSIPS"),
]


def osips_tree():
    scripts = []
    for name, defs in (("Residential Script", RESIDENTIAL), ("Trunking Script", TRUNKING),
                       ("Load-Balancer Script", LOADBALANCER)):
        scripts.append(OMenu(name, children=[
            OMenu("Configure " + name, items=osips_items(defs)),
            OMenu("Save " + name, action="save"),
            OMenu("Generate " + name, action="generate"),
        ]))
    compile_opts = OMenu("Configure Compile Options", children=[
        OMenu("Configure Compile Flags", items=[[n, i < 6 or 6 <= i < 10, d] for i, (n, d) in enumerate(COMPILE_FLAGS)]),
        OMenu("Configure Excluded Modules", items=osips_items(EXCLUDED)),
        OMenu("Configure Install Prefix", action="prefix"),
        OMenu("Reset Unsaved Changes", action="reset"),
        OMenu("Save Changes", action="savemake"),
    ])
    return [
        compile_opts,
        OMenu("Compile And Install OpenSIPS", action="install"),
        OMenu("Cleanup OpenSIPS sources", action="proper"),
        OMenu("Generate OpenSIPS Script", children=scripts),
        OMenu("Exit & Save All Changes", action="exit"),
    ]


class Osips:
    def __init__(self, stdscr):
        self.s = stdscr
        self.max_y, self.max_x = stdscr.getmaxyx()
        self.win = curses.newwin(self.max_y, self.max_x, 0, 0)
        self.prefix = None
        if curses.has_colors():
            curses.start_color()
            curses.init_pair(1, curses.COLOR_GREEN, curses.COLOR_BLACK)
            curses.init_pair(2, curses.COLOR_BLUE, curses.COLOR_BLACK)

    @property
    def high_notice_y(self):
        return self.max_y // 16

    @property
    def notice_y(self):
        return self.max_y * 3 // 4

    def notice(self, y, x, prompt, text):
        put(self.s, y, x, text)
        self.s.clrtobot()
        if prompt:
            self.s.getch()

    def sibling_menu(self, menus, title):
        cur = 0
        s, w = self.s, self.win
        mx, my = self.max_x, self.max_y
        while True:
            w.clear()
            s.attron(curses.color_pair(1))
            put(s, self.high_notice_y, mx // 2 - 20, title)
            self.notice(self.notice_y, 10, False, "Press h for navigation help.")
            s.attroff(curses.color_pair(1))
            max_len = 0
            for i, m in enumerate(menus):
                put(w, my // 4 + i, mx // 2 - 20, (" " + m.name)[:39])
                max_len = max(max_len, len(m.name) + 6)
            n = len(menus)
            put(w, my // 4 + cur, mx // 2 - 25, "--->")
            blue = curses.color_pair(2)
            for d in range(-1, n + 1):
                put(w, my // 4 + d, mx // 2 - 30, "|", blue)
                put(w, my // 4 + d, mx // 2 - 20 + max_len, "|", blue)
            for d in range(max_len + 9):
                put(w, my // 4 - 2, mx // 2 - 29 + d, "_", blue)
                put(w, my // 4 + n, mx // 2 - 29 + d, "_", blue)
            w.move(0, 0)
            w.refresh()
            c = s.getch()
            if c == curses.KEY_UP:
                if cur > 0:
                    cur -= 1
            elif c == curses.KEY_DOWN:
                if cur < n - 1:
                    cur += 1
            elif c in (curses.KEY_RIGHT, curses.KEY_ENTER, 10, 13):
                self.enter(menus[cur])
            elif c in (ord("h"), ord("H")):
                s.clear()
                put(s, my // 2, 20, "Use UP and DOWN arrow keys to navigate.")
                s.clrtobot()
                put(s, my // 2 + 1, 20, "Use RIGHT arrow or ENTER key to enter a certain menu.")
                s.clrtobot()
                put(s, my // 2 + 2, 20, "Use LEFT arror or Q key to go back.")
                s.clrtobot()
                put(s, my // 2 + 3, 20, "Use SPACE to toggle an entry ON/OFF.\n")
                s.clrtobot()
                self.notice(my // 2 + 4, 20, True, "Press any key to return to menuconfig.")
                s.refresh()
            elif c in (curses.KEY_LEFT, ord("q"), ord("Q")):
                if any(m.changed for m in menus):
                    self.notice(self.notice_y, 10, False, "You have not saved changes. Go back anyway ? [y/n] ")
                    c = s.getch()
                    if c in (ord("n"), ord("N")):
                        continue
                return

    def item_list(self, menu):
        s, w = self.s, self.win
        mx, my = self.max_x, self.max_y
        cur, start, pos = 0, 0, 0
        items = menu.items
        while True:
            max_display = my // 2 - 2
            scroll = len(items) > max_display
            w.clear()
            s.attron(curses.color_pair(1))
            put(s, self.high_notice_y, mx // 2 - 20, menu.name)
            s.attroff(curses.color_pair(1))
            shown = items[start:start + max_display] if scroll else items
            max_len = 0
            for j, it in enumerate(shown):
                put(w, my // 4 + j, mx // 2 - 20, ("[%s] %s" % ("*" if it[1] else " ", it[0]))[:39])
                max_len = max(max_len, len(it[0]))
            if not scroll:
                pos = cur
            s.attron(curses.color_pair(1))
            self.notice(self.notice_y, 10, False, items[cur][2])
            s.attroff(curses.color_pair(1))
            s.move(my // 4 + pos, mx // 2 - 19)
            blue = curses.color_pair(2)
            n = len(shown)
            for d in range(-1, n + 1):
                put(w, my // 4 + d, mx // 2 - 26, "|", blue)
                put(w, my // 4 + d, mx // 2 - 10 + max_len, "|", blue)
            for d in range(max_len + 15):
                put(w, my // 4 - 2, mx // 2 - 25 + d, "_", blue)
                put(w, my // 4 + n, mx // 2 - 25 + d, "_", blue)
            if scroll and start > 0:
                put(w, my // 4, mx // 2 - 5 + max_len, "Scroll up for more", blue)
            if scroll and start + max_display < len(items):
                put(w, my // 4 + max_display - 1, mx // 2 - 5 + max_len, "Scroll down for more", blue)
            w.refresh()
            c = s.getch()
            if c == curses.KEY_UP and cur > 0:
                if scroll and cur == start:
                    start -= 1
                    pos = 0
                elif scroll:
                    pos -= 1
                cur -= 1
            elif c == curses.KEY_DOWN and cur < len(items) - 1:
                if scroll and cur == start + max_display - 1:
                    start += 1
                    pos = n - 1
                elif scroll:
                    pos += 1
                cur += 1
            elif c == ord(" "):
                items[cur][1] = not items[cur][1]
                menu.changed = True
            elif c in (curses.KEY_LEFT, ord("q"), ord("Q")):
                w.clear()
                return

    def enter(self, m):
        if m.action:
            getattr(self, "do_" + m.action)(m)
        elif m.children:
            self.sibling_menu(m.children, m.name)
        elif m.items:
            self.item_list(m)

    def do_prefix(self, m):
        s = self.s
        self.notice(self.notice_y, 10, False, "%s (Current = '%s') :" % ("Enter install prefix ",
                                                                          self.prefix or "/usr/local/"))
        curses.echo()
        v = s.getstr(255).decode("utf-8", "replace")
        curses.noecho()
        if v:
            self.prefix = v if v.endswith("/") else v + "/"
        else:
            self.prefix = None
        self.notice(self.notice_y, 10, False, "%s. Install prefix is currently [%s]" % (
            "Folder exists and is accesible ", self.prefix or "/usr/local/"))
        s.clrtoeol()
        self.notice(self.notice_y + 1, 10, True, "Press any key to continue !")
        s.clrtoeol()
        m.changed = True

    def do_reset(self, m):
        self.notice(self.notice_y, 10, True, "Changes have been reset. Press any key to continue")

    def do_savemake(self, m):
        self.notice(self.notice_y, 10, True, "Press any key to continue\n")

    def do_save(self, m):
        self.notice(self.notice_y, 10, True, "Script configurations saved for %s. Press any key to continue !"
                    % m.name.split(" ", 1)[1])

    def do_generate(self, m):
        name = m.name.split(" ", 1)[1].split(" ")[0].lower().replace("-", "")
        t = time.localtime()
        gen = "/usr/local/etc/opensips/opensips_%s_%d-%d-%d_%d:%d:%d.cfg" % (
            name, t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
        self.notice(self.notice_y, 10, True, "Config generated : %s =  %s. Press any key to continue" % (gen, "SUCCESS"))

    def run_make(self, target):
        curses.def_prog_mode()
        curses.endwin()
        here = os.path.join(os.path.expanduser("~"), "src", "opensips-3.4.9")
        lines = []
        if target == "install":
            lines += ["Generating parser", "Compiling cfg.tab.c", "Compiling lex.yy.c"]
            for f in ("action.c", "async.c", "bin_interface.c", "blacklists.c", "cachedb/cachedb.c",
                      "cfg_pp.c", "cfg_reload.c", "cmds.c", "core_cmds.c", "core_stats.c", "daemonize.c",
                      "data_lump.c", "data_lump_rpl.c", "db/db.c", "db/db_id.c", "db/db_insertq.c",
                      "dns_cache.c", "dset.c", "error.c", "evi/evi.c", "evi/evi_core.c", "flags.c",
                      "forward.c", "globals.c", "hash_func.c", "io_wait.c", "ip_addr.c", "ipc.c",
                      "main.c", "map.c", "mem/mem.c", "mem/shm_mem.c", "mi/mi.c", "mod_fix.c",
                      "modparam.c", "msg_callbacks.c", "msg_translator.c", "net/net_tcp.c",
                      "net/net_udp.c", "parser/msg_parser.c", "parser/parse_uri.c", "pt.c",
                      "receive.c", "reactor.c", "resolve.c", "route.c", "route_struct.c", "script_cb.c",
                      "socket_info.c", "sr_module.c", "statistics.c", "status_report.c", "strcommon.c",
                      "time_rec.c", "timer.c", "trim.c", "usr_avp.c", "ut.c", "xlog.c"):
                lines.append("Compiling %s" % f)
            lines.append("Linking opensips")
            for mod, srcs in (("acc", ["acc.c", "acc_logic.c", "acc_mod.c", "acc_vars.c"]),
                              ("alias_db", ["alias_db.c", "alookup.c"]),
                              ("auth", ["api.c", "auth_mod.c", "challenge.c", "common.c", "index.c", "nonce.c"]),
                              ("auth_db", ["aaa_avps.c", "authdb_mod.c", "authorize.c", "checks.c"]),
                              ("dialog", ["dialog.c", "dlg_cb.c", "dlg_db_handler.c", "dlg_handlers.c",
                                          "dlg_hash.c", "dlg_profile.c", "dlg_replication.c", "dlg_timer.c"]),
                              ("dispatcher", ["dispatch.c", "dispatcher.c", "ds_bl.c", "ds_clustering.c"]),
                              ("drouting", ["dr_api_internal.c", "dr_bl.c", "dr_cb.c", "drouting.c", "prefix_tree.c"]),
                              ("registrar", ["common.c", "lookup.c", "reg_mod.c", "regpv.c", "reply.c", "save.c"]),
                              ("tm", ["async.c", "callid.c", "cluster.c", "dlg.c", "h_table.c", "lock.c",
                                      "sip_msg.c", "t_cancel.c", "t_fifo.c", "t_funcs.c", "t_fwd.c",
                                      "t_hooks.c", "t_lookup.c", "t_msgbuilder.c", "t_reply.c", "timer.c",
                                      "tm.c", "uac.c"]),
                              ("usrloc", ["dlist.c", "hslot.c", "kv_store.c", "ucontact.c", "udomain.c",
                                          "ul_callback.c", "ul_cluster.c", "ul_evi.c", "ul_mod.c", "urecord.c"])):
                lines.append("make[1]: Entering directory '%s/modules/%s'" % (here, mod))
                lines += ["Compiling %s" % f for f in srcs]
                lines.append("Linking %s.so" % mod)
                lines.append("make[1]: Leaving directory '%s/modules/%s'" % (here, mod))
        else:
            lines += ["make[1]: Entering directory '%s/modules/acc'" % here, "make[1]: Leaving directory '%s/modules/acc'" % here]
        for l in lines:
            sys.stdout.write(l + "\n")
            sys.stdout.flush()
            time.sleep(0.6)
        sys.stdout.write("\n\nPress any key to return to menuconfig\n\n")
        sys.stdout.flush()
        self.s.getch()
        self.s.refresh()

    def do_install(self, m):
        self.run_make("install")

    def do_proper(self, m):
        self.run_make("proper")

    def do_exit(self, m):
        curses.endwin()
        sys.exit(0)


def osipsconfig(stdscr):
    curses.cbreak()
    curses.noecho()
    stdscr.keypad(True)
    stdscr.clear()
    stdscr.refresh()
    o = Osips(stdscr)
    o.sibling_menu(osips_tree(), OSIPS_MAIN)


# ---------------------------------------------------------------- svardos
#
# Drawn as install.c draws (colour scheme 0x70 title bar, 0x17 body, 0x70
# menus, 0x1F current entry), CP437's frame and triangles shown as their
# Unicode glyphs; the DOS screen's 25th row (the status bar) is the
# terminal's last.

SV_LANGS = ["English", "Brazilian", "French", "German", "Italian", "Polish", "Russian", "Slovene",
            "Swedish", "Turkish"]
SV_KEYB = ["English (US)", "English (UK)", "Armenian", "Bulgarian", "French (France)",
           "French (Canada, standard)", "French (Canada, legacy)", "German", "Hungarian", "Italian",
           "Norvegian", "Polish (Programmer)", "Polish (Typewriter)", "Russian (Standard)",
           "Russian (Typewriter)", "Slovenian", "Spanish", "Swedish", "Turkish"]
SV_PKGS = ["amb", "attrib", "chkdsk", "choice", "command", "cpidos", "ctmouse", "deltree", "devload",
           "diskcopy", "display", "dosfsck", "edit", "fc", "fdapm", "fdisk", "find", "format", "help",
           "himemx", "kernel", "keyb", "keyb_lay", "label", "localcfg", "mem", "mode", "more", "move",
           "pkg", "pkgnet", "share", "shsucdx", "sort", "svarcom", "sys", "tree", "udvd2"]
SV_BUILD = "20240817"


class Svardos:
    def __init__(self, s):
        self.s = s
        self.h, self.w = s.getmaxyx()
        curses.start_color()
        grey = curses.COLOR_WHITE
        dark = 8 if curses.COLORS >= 16 else curses.COLOR_BLACK
        curses.init_pair(1, curses.COLOR_BLACK, grey)    # 0x70 title bar, menus
        curses.init_pair(2, dark, grey)                  # 0x78 build string
        curses.init_pair(3, grey, curses.COLOR_BLUE)     # 0x17 body, 0x1F with bold
        curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_BLACK)  # 0x07
        self.TITLE = curses.color_pair(1)
        self.VER = curses.color_pair(2)
        self.BODY = curses.color_pair(3)
        self.WARN = curses.color_pair(3) | curses.A_BOLD
        self.SELECT = curses.color_pair(1)
        self.CUR = curses.color_pair(3) | curses.A_BOLD
        self.status_row = self.h - 1

    def newscreen(self, bar):
        s = self.s
        s.bkgd(" ", self.BODY)
        s.erase()
        msg = "SVARDOS INSTALLATION"
        put(s, 0, 0, " " * 80, self.TITLE)
        put(s, 0, 40 - len(msg) // 2, msg, self.TITLE)
        put(s, 0, 80 - len(SV_BUILD), SV_BUILD, self.VER)
        msg = {1: "Up/Down = Select entry | Enter = Confirm choice | ESC = Quit to DOS",
               2: "Press any key...", 3: ""}.get(bar, "Up/Down = Select entry | Enter = Confirm choice | ESC = Previous screen")
        put(s, self.status_row, 0, " " + msg.ljust(79), self.TITLE)
        curses.curs_set(0)

    def infomsg(self, y, x, msg, attr):
        put(self.s, y, x, msg, attr)
        self.cursor = (y, x + len(msg))

    def wrap(self, y, x, attr, text):
        linew = 80 - (x << 1)
        n = 0
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            lines = []
            for wd in words:
                if line and len(line) + 1 + len(wd) > linew:
                    lines.append(line)
                    line = wd
                else:
                    line = (line + " " + wd) if line else wd
            lines.append(line)
            for l in lines:
                self.infomsg(y + n, x, l, attr)
                n += 1
        return n

    def menuselect(self, ypos, height, items):
        s = self.s
        count = len(items)
        width = max(len(i) for i in items) + 1
        if count < height:
            height = count
        xpos = 39 - (width >> 1)
        put(s, ypos, xpos - 1, "┌" + "─" * (width + 2) + "┐", self.SELECT)
        ypos += 1
        put(s, ypos + height, xpos - 1, "└" + "─" * (width + 2) + "┘", self.SELECT)
        res, offset = 0, 0
        while True:
            mark = 255 if count <= height else offset * (height - 1) // (count - height)
            for y in range(ypos, ypos + height):
                put(s, y, xpos - 1, "│", self.SELECT)
                if y - ypos == mark:
                    put(s, y, xpos + width + 2, " ", curses.color_pair(4))
                else:
                    put(s, y, xpos + width + 2, "│", self.SELECT)
            cur = None
            for i in range(height):
                if i + offset == res:
                    put(s, ypos + i, xpos, "►", self.CUR)
                    put(s, ypos + i, xpos + 1, items[i + offset].ljust(width), self.CUR)
                    put(s, ypos + i, xpos + width + 1, "◄", self.CUR)
                    cur = (ypos + i, xpos)
                elif i + offset < count:
                    put(s, ypos + i, xpos, " " + items[i + offset].ljust(width) + " ", self.SELECT)
                else:
                    put(s, ypos + i, xpos, " " * (width + 2), self.SELECT)
            curses.curs_set(1)
            s.move(*cur)
            s.refresh()
            k = s.getch()
            if k in (10, 13, curses.KEY_ENTER):
                return res
            if k == curses.KEY_UP:
                while res > 0:
                    res -= 1
                    if res < offset:
                        offset = res
                    if items[res]:
                        break
            elif k == curses.KEY_DOWN:
                while res + 1 < count:
                    res += 1
                    if res > offset + height - 1:
                        offset = res - (height - 1)
                    if items[res]:
                        break
            elif k == curses.KEY_HOME:
                res, offset = 0, 0
            elif k == curses.KEY_END:
                res = count - 1
                if res > offset + height - 1:
                    offset = res - (height - 1)
            elif k == 27:
                return -1

    def anykey(self):
        curses.curs_set(0)
        self.s.refresh()
        self.s.getch()

    def dosrun(self, lines, delay):
        s = self.s
        s.bkgd(" ", curses.color_pair(4))
        s.erase()
        curses.curs_set(1)
        y = 0
        for l in lines:
            put(s, y, 0, l, curses.color_pair(4))
            y += 1
            s.move(min(y, self.h - 1), 0)
            s.refresh()
            time.sleep(delay)

    def run(self):
        formatted = False
        step = "lang"
        while True:
            if step == "lang":
                self.newscreen(1)
                msg = "Welcome to SvarDOS"
                x = 40 - (len(msg) >> 1)
                self.infomsg(4, x, msg, self.BODY)
                put(self.s, 5, x, "=" * len(msg), self.BODY)
                msg = "Please select your preferred language from the list below:"
                self.infomsg(8, 40 - len(msg) // 2, msg, self.BODY)
                c = self.menuselect(11, 9, SV_LANGS)
                if c < 0:
                    return
                step = "keyb" if c == 0 else "welcome"
            elif step == "keyb":
                self.newscreen(0)
                self.wrap(5, 1, self.BODY, "SvarDOS supports different keyboard layouts. Choose the keyboard layout that you want.")
                c = self.menuselect(10, 11, SV_KEYB)
                step = "lang" if c < 0 else "welcome"
            elif step == "welcome":
                self.newscreen(0)
                self.wrap(4, 1, self.BODY,
                          "You are about to install SvarDOS: a free, MS-DOS compatible operating system based on "
                          "FreeDOS. SvarDOS comes with a variety of third-party applications.\n\nWARNING: If your PC "
                          "has another operating system installed, this other system might be unable to boot once "
                          "SvarDOS is installed.")
                c = self.menuselect(13, 2, ["Install SvarDOS", "Quit to DOS"])
                if c < 0:
                    step = "lang"
                elif c == 1:
                    return
                else:
                    step = "drive"
            elif step == "drive":
                self.newscreen(0)
                if not formatted:
                    y = 6
                    y += self.wrap(y, 1, self.BODY,
                                   "ERROR: Drive C: is not empty. SvarDOS must be installed on an empty disk.\n\nYou can "
                                   "format the disk now, to make it empty. Note however, that this will ERASE ALL "
                                   "CURRENT DATA on your disk.")
                    c = self.menuselect(y + 1, 2, ["Format drive C:", "Quit to DOS"])
                    if c < 0:
                        step = "welcome"
                        continue
                    if c == 1:
                        return
                    self.dosrun(["", "Cannot find existing format - not saving UNFORMAT data.",
                                 "QuickFormatting (only FAT and root directory will be cleared)",
                                 "Boot sector contents: FAT16 (4 clusters of 32k) 510 MB",
                                 "Writing FAT1... Writing FAT2... Wiping root directory...",
                                 "Label: SVARDOS", "Format complete.", "",
                                 "   535,560,192 bytes total disk space",
                                 "   535,560,192 bytes available on disk", "",
                                 "        32,768 bytes in each allocation unit.",
                                 "        16,344 allocation units on disk.", "",
                                 "Volume Serial Number is 2B1E-07C4"], 0.25)
                    formatted = True
                    continue
                msg = "The installation of SvarDOS to C: is about to begin."
                self.infomsg(7, 40 - len(msg) // 2, msg, self.BODY)
                c = self.menuselect(10, 2, ["Install SvarDOS", "Quit to DOS"])
                if c < 0:
                    step = "welcome"
                    continue
                if c == 1:
                    return
                step = "copy"
            elif step == "copy":
                self.newscreen(3)
                curses.curs_set(1)
                for i, p in enumerate(SV_PKGS):
                    msg = "Installing package %d/%d: %s" % (i + 1, len(SV_PKGS), p) + "       "
                    self.infomsg(10, 1, msg, self.BODY)
                    self.s.move(*self.cursor)
                    self.s.refresh()
                    time.sleep(1.5)
                self.newscreen(2)
                y = 9
                y += self.wrap(y, 1, self.BODY, "Your computer will reboot now.")
                y += self.wrap(y, 1, self.WARN, "Please remove the installation disk from your drive.")
                self.wrap(y + 1, 1, self.BODY, "Press any key...")
                self.anykey()
                return


def svardos(stdscr):
    curses.cbreak()
    curses.noecho()
    stdscr.keypad(True)
    Svardos(stdscr).run()


# ---------------------------------------------------------------- veeam
#
# The control panel of Veeam Agent for Linux on the alternate screen: a
# title row, the job list framed, the keys at the foot; the Backup Job
# wizard a frame of its own, the steps at the left (the current one
# bold), the step's fields at the right, the focused field or button in
# reverse video, the cursor in a text field.

VEEAM_STEPS = ["Name", "Backup mode", "Destination", "Shared folder", "Schedule", "Summary"]


class Veeam:
    def __init__(self, s):
        self.s = s
        self.h, self.w = s.getmaxyx()
        curses.start_color()
        curses.use_default_colors()
        curses.init_pair(1, curses.COLOR_GREEN, -1)
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_GREEN)
        self.GREEN = curses.color_pair(1)
        self.BAR = curses.color_pair(2)
        self.job = {"name": "BackupJob1", "mode": 0, "dest": 0, "type": 0, "server": "", "folder": "",
                    "domain": "", "user": "", "password": "", "auto": True, "start": True}

    def frame(self, y, x, h, w, title=""):
        s = self.s
        put(s, y, x, "┌" + "─" * (w - 2) + "┐")
        for r in range(y + 1, y + h - 1):
            put(s, r, x, "│")
            put(s, r, x + w - 1, "│")
        put(s, y + h - 1, x, "└" + "─" * (w - 2) + "┘")
        if title:
            put(s, y, x + (w - len(title) - 2) // 2, " " + title + " ", curses.A_BOLD)

    def header(self):
        put(self.s, 0, 0, (" Veeam Agent for Linux").ljust(self.w - 12) + "6.1.2.1781 ", self.BAR)

    def panel(self):
        s = self.s
        while True:
            s.erase()
            curses.curs_set(0)
            self.header()
            self.frame(1, 0, self.h - 2, self.w, "Backup jobs")
            put(s, 2, 2, "%-20s %-12s %-20s %-20s" % ("Job name", "Status", "Last run", "Next run"), curses.A_BOLD)
            put(s, 4, 2, "No backup jobs configured.")
            put(s, 5, 2, "Press C to configure a backup job.")
            keys = [("C", "Configure"), ("S", "Start"), ("R", "Recover files"), ("M", "Mount"),
                    ("L", "License"), ("Esc", "Exit")]
            x = 1
            for k, label in keys:
                put(s, self.h - 1, x, k, self.GREEN | curses.A_BOLD)
                put(s, self.h - 1, x + len(k) + 1, label)
                x += len(k) + len(label) + 3
            s.refresh()
            k = s.getch()
            if k in (ord("c"), ord("C")):
                if self.wizard():
                    self.progress()
            elif k == 27:
                return

    def wizard(self):
        s = self.s
        step = 0
        focus = 0
        while True:
            fields = self.fields(step)
            s.erase()
            curses.curs_set(0)
            self.header()
            self.frame(1, 0, self.h - 2, self.w, "Backup Job")
            put(s, 1, 17, "┬")
            for r in range(2, self.h - 2):
                put(s, r, 17, "│")
            put(s, self.h - 2, 17, "┴")
            for i, name in enumerate(VEEAM_STEPS):
                put(s, 3 + i, 2, name, curses.A_BOLD | curses.A_UNDERLINE if i == step else curses.A_DIM)
            cursor = self.draw_step(step, fields, focus)
            buttons = ["Back", "Next", "Cancel"] if step < len(VEEAM_STEPS) - 1 else ["Back", "Finish", "Cancel"]
            x = self.w - 34
            for i, b in enumerate(buttons):
                attr = curses.A_REVERSE if focus == len(fields) + i else 0
                put(s, self.h - 3, x, "[ %s ]" % b, attr)
                x += len(b) + 6
            keys = [("Tab", "Next field"), ("Space", "Select"), ("Enter", "Next step"), ("Esc", "Cancel")]
            x = 1
            for k, label in keys:
                put(s, self.h - 1, x, k, self.GREEN | curses.A_BOLD)
                put(s, self.h - 1, x + len(k) + 1, label)
                x += len(k) + len(label) + 3
            if cursor:
                curses.curs_set(1)
                s.move(*cursor)
            s.refresh()
            k = s.get_wch()
            n = len(fields) + 3
            kind = fields[focus][0] if focus < len(fields) else "button"
            if k == "\t":
                focus = (focus + 1) % n
            elif k == curses.KEY_BTAB:
                focus = (focus - 1) % n
            elif k == "\x1b":
                return False
            elif k in ("\n", "\r", curses.KEY_ENTER):
                if kind == "button" and focus == len(fields):
                    step = max(0, step - 1)
                    focus = 0
                elif kind == "button" and focus == len(fields) + 2:
                    return False
                elif step == len(VEEAM_STEPS) - 1:
                    return True
                else:
                    step += 1
                    if step == 3 and self.job["dest"] != 1:
                        step = 4
                    focus = 0 if step != 3 else 2
            elif kind == "radio" and k == curses.KEY_UP:
                key = fields[focus][1]
                if focus > 0 and fields[focus - 1][1] == key:
                    focus -= 1
            elif kind == "radio" and k == curses.KEY_DOWN:
                key = fields[focus][1]
                if focus + 1 < len(fields) and fields[focus + 1][1] == key:
                    focus += 1
            elif kind in ("text", "secret") and k == curses.KEY_DOWN:
                focus = (focus + 1) % n
            elif kind in ("text", "secret") and k == curses.KEY_UP:
                focus = (focus - 1) % n
            elif kind == "radio" and k == " ":
                self.job[fields[focus][1]] = fields[focus][2]
            elif kind == "check" and k == " ":
                self.job[fields[focus][1]] = not self.job[fields[focus][1]]
            elif kind in ("text", "secret") and k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
                f = fields[focus][1]
                self.job[f] = self.job[f][:-1]
            elif kind in ("text", "secret") and isinstance(k, str) and k.isprintable():
                f = fields[focus][1]
                self.job[f] += k

    def fields(self, step):
        if step == 0:
            return [("text", "name")]
        if step == 1:
            return [("radio", "mode", 0), ("radio", "mode", 1), ("radio", "mode", 2)]
        if step == 2:
            return [("radio", "dest", i) for i in range(4)]
        if step == 3:
            return [("radio", "type", 0), ("radio", "type", 1), ("text", "server"), ("text", "folder"),
                    ("text", "domain"), ("text", "user"), ("secret", "password")]
        if step == 4:
            return [("check", "auto")]
        return [("check", "start")]

    def draw_step(self, step, fields, focus):
        s = self.s
        x = 20
        cursor = None
        j = self.job

        def radio(y, f, label, idx):
            mark = "(*)" if j[f] == fields[idx][2] else "( )"
            put(s, y, x, "%s %s" % (mark, label), curses.A_REVERSE if focus == idx else 0)

        def field(y, label, idx, width=30):
            nonlocal cursor
            f = fields[idx][1]
            v = j[f] if fields[idx][0] == "text" else "*" * len(j[f])
            put(s, y, x, label)
            put(s, y, x + 11, "[" + v.ljust(width) + "]", curses.A_BOLD if focus == idx else 0)
            if focus == idx:
                cursor = (y, x + 12 + len(v))

        if step == 0:
            put(s, 3, x, "Specify a name for the backup job.", curses.A_BOLD)
            field(5, "Name:", 0, 40)
        elif step == 1:
            put(s, 3, x, "Choose what data you want to back up.", curses.A_BOLD)
            labels = [("Entire machine", "Image of the whole machine, for bare metal restore."),
                      ("Volume level backup", "Back up images of selected volumes."),
                      ("File level backup (slower)", "Back up selected directories and files.")]
            for i, (l, d) in enumerate(labels):
                radio(5 + 3 * i, "mode", l, i)
                put(s, 6 + 3 * i, x + 4, d, curses.A_DIM)
        elif step == 2:
            put(s, 3, x, "Choose where you want to store backup files.", curses.A_BOLD)
            labels = [("Local", "Local or external drive, USB, eSATA or FireWire."),
                      ("Shared folder", "SMB (CIFS) or NFS network shared folder."),
                      ("Veeam Backup & Replication", "Backup repository on a backup server."),
                      ("Veeam Cloud Connect repository", "Cloud repository of a service provider.")]
            for i, (l, d) in enumerate(labels):
                radio(5 + 3 * i, "dest", l, i)
                put(s, 6 + 3 * i, x + 4, d, curses.A_DIM)
        elif step == 3:
            put(s, 3, x, "Specify the shared folder settings.", curses.A_BOLD)
            put(s, 5, x, "Type:")
            mark = lambda i: "(*)" if j["type"] == i else "( )"
            put(s, 5, x + 11, "%s SMB" % mark(0), curses.A_REVERSE if focus == 0 else 0)
            put(s, 5, x + 21, "%s NFS" % mark(1), curses.A_REVERSE if focus == 1 else 0)
            field(7, "Server:", 2)
            field(8, "Folder:", 3)
            field(10, "Domain:", 4)
            field(11, "Username:", 5)
            field(12, "Password:", 6)
        elif step == 4:
            put(s, 3, x, "Specify the backup schedule.", curses.A_BOLD)
            put(s, 5, x, "[%s] Run the job automatically" % ("x" if j["auto"] else " "),
                curses.A_REVERSE if focus == 0 else 0)
            put(s, 7, x + 4, "Daily at:  00:00")
            put(s, 8, x + 4, "On these days: Mon Tue Wed Thu Fri Sat Sun")
        else:
            put(s, 3, x, "Review the job settings.", curses.A_BOLD)
            dest = ["Local", "Shared folder", "Veeam Backup & Replication", "Veeam Cloud Connect repository"]
            mode = ["Entire machine", "Volume level backup", "File level backup"]
            rows = [("Job name:", j["name"]), ("Backup mode:", mode[j["mode"]]),
                    ("Destination:", dest[j["dest"]] + (" (//%s/%s)" % (j["server"], j["folder"]) if j["dest"] == 1 else "")),
                    ("Schedule:", "Daily at 00:00" if j["auto"] else "Not scheduled")]
            for i, (a, b) in enumerate(rows):
                put(s, 5 + i, x, a)
                put(s, 5 + i, x + 14, b)
            put(s, 10, x, "[%s] Start job now" % ("x" if j["start"] else " "), curses.A_REVERSE if focus == 0 else 0)
        return cursor

    def progress(self):
        s = self.s
        j = self.job
        curses.curs_set(0)
        log = []
        start = time.time()
        total = 4.4
        events = [(0, "Job %s started at %s" % (j["name"], time.strftime("%Y-%m-%d %H:%M:%S"))),
                  (1, "Preparing to backup"), (3, "Creating volume snapshot"),
                  (5, "Starting full backup to [//%s/%s]" % (j["server"], j["folder"])),
                  (6, "Backing up BIOS bootloader on /dev/sda"), (7, "Backing up /dev/sda1"),
                  (40, "Backing up /dev/sda2"), (80, "Backing up /dev/sda3")]
        s.nodelay(True)
        while True:
            el = time.time() - start
            pct = min(99, int(el * 0.8))
            s.erase()
            self.header()
            self.frame(1, 0, self.h - 2, self.w, j["name"])
            put(s, 3, 2, "Status:")
            put(s, 3, 14, "Running", self.GREEN | curses.A_BOLD)
            bar = 50
            fill = bar * pct // 100
            put(s, 5, 2, "Progress:")
            put(s, 5, 14, "█" * fill + "░" * (bar - fill))
            put(s, 5, 15 + bar, "%d%%" % pct)
            put(s, 7, 2, "Duration:   %02d:%02d:%02d" % (el // 3600, el % 3600 // 60, el % 60))
            put(s, 7, 32, "Processed:  %.1f GB of %.1f GB" % (total * pct / 100, total))
            put(s, 8, 2, "Rate:       %d MB/s" % (31 + int(el) % 7))
            put(s, 8, 32, "Read:       %.1f GB" % (total * pct / 100 * 0.93))
            put(s, 10, 2, "%-10s %s" % ("Time", "Action"), curses.A_BOLD)
            shown = [(t, m) for t, m in events if t <= el]
            for i, (t, m) in enumerate(shown[-(self.h - 14):]):
                put(s, 11 + i, 2, "%-10s %s" % (time.strftime("%H:%M:%S", time.localtime(start + t)), m))
            keys = [("S", "Stop"), ("Esc", "Back to job list")]
            x = 1
            for k, label in keys:
                put(s, self.h - 1, x, k, self.GREEN | curses.A_BOLD)
                put(s, self.h - 1, x + len(k) + 1, label)
                x += len(k) + len(label) + 3
            s.refresh()
            k = s.getch()
            if k == 27:
                s.nodelay(False)
                return
            time.sleep(0.5)


def veeam(stdscr):
    curses.raw()
    curses.noecho()
    stdscr.keypad(True)
    Veeam(stdscr).panel()


# ---------------------------------------------------------------- acronis
#
# A newt-like installer: a blue root, the root text at the top left, grey
# windows with a black shadow, the title in the top border, compact
# buttons `<Next>`, the active one white on red, the current row of a
# list white on red.

ACR_COMPONENTS = ["Agent for Linux", "Agent for Oracle", "Agent for MySQL/MariaDB", "Agent for Virtuozzo"]
ACR_TITLE = "Acronis Cyber Protect 15 Update 6 (build 35187)"


class Acronis:
    def __init__(self, s):
        self.s = s
        self.h, self.w = s.getmaxyx()
        curses.start_color()
        curses.init_pair(1, curses.COLOR_WHITE, curses.COLOR_BLUE)   # root
        curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_WHITE)  # window
        curses.init_pair(3, curses.COLOR_RED, curses.COLOR_WHITE)    # title
        curses.init_pair(4, curses.COLOR_WHITE, curses.COLOR_RED)    # active
        curses.init_pair(5, curses.COLOR_BLACK, curses.COLOR_BLACK)  # shadow
        curses.init_pair(6, curses.COLOR_WHITE, curses.COLOR_BLUE)   # entry
        curses.init_pair(7, curses.COLOR_WHITE, curses.COLOR_BLACK)  # gauge empty
        self.ROOT, self.WIN, self.TTL = curses.color_pair(1), curses.color_pair(2), curses.color_pair(3)
        self.ACT, self.SHD, self.ENT = curses.color_pair(4), curses.color_pair(5), curses.color_pair(6)
        self.comps = [True, False, False, False]
        self.reg = 0
        self.server = "https://cloud.acronis.com"
        self.login = ""
        self.password = ""

    def root(self):
        s = self.s
        s.bkgd(" ", self.ROOT)
        s.erase()
        put(s, 0, 0, ACR_TITLE, self.ROOT | curses.A_BOLD)
        put(s, self.h - 1, 0, "  <Tab>/<Alt-Tab> between elements   |  <Space> selects   |  <F12> next screen".ljust(self.w - 1), self.ROOT)

    def window(self, h, w, title):
        y = (self.h - h) // 2
        x = (self.w - w) // 2
        s = self.s
        for r in range(h):
            put(s, y + r, x, " " * w, self.WIN)
        for r in range(1, h + 1):
            put(s, y + r, x + w, "  ", self.SHD)
        put(s, y + h, x + 2, " " * w, self.SHD)
        put(s, y, x, "┌" + "─" * (w - 2) + "┐", self.WIN)
        for r in range(1, h - 1):
            put(s, y + r, x, "│", self.WIN)
            put(s, y + r, x + w - 1, "│", self.WIN)
        put(s, y + h - 1, x, "└" + "─" * (w - 2) + "┘", self.WIN)
        if title:
            put(s, y, x + (w - len(title) - 4) // 2, "┤ ", self.WIN)
            put(s, y, x + (w - len(title) - 4) // 2 + 2, title, self.TTL)
            put(s, y, x + (w - len(title) - 4) // 2 + 2 + len(title), " ├", self.WIN)
        return y, x

    def buttons(self, y, x, w, labels, active):
        total = sum(len(l) + 2 for l in labels) + 3 * (len(labels) - 1)
        bx = x + (w - total) // 2
        for i, l in enumerate(labels):
            put(self.s, y, bx, "<" + l + ">", self.ACT if i == active else self.WIN)
            bx += len(l) + 5

    def wrap(self, text, width):
        out = []
        for para in text.split("\n"):
            indent = para[:len(para) - len(para.lstrip(" "))]
            para = para.lstrip(" ")
            line = ""
            for wd in para.split(" "):
                if line and len(line) + 1 + len(wd) > width:
                    out.append(line)
                    line = wd
                else:
                    line = (line + " " + wd) if line else wd
            out.append(indent + line)
        return out

    def components(self):
        s = self.s
        cur, focus = 0, 0  # focus 0 the list, 1 Next, 2 Cancel
        while True:
            curses.curs_set(0)
            self.root()
            h, w = 14, 56
            y, x = self.window(h, w, "Acronis Cyber Protect Agent")
            put(s, y + 2, x + 3, "Select the components to install:", self.WIN)
            for i, c in enumerate(ACR_COMPONENTS):
                row = "[%s] %s" % ("*" if self.comps[i] else " ", c)
                attr = self.ACT if (i == cur and focus == 0) else self.WIN
                put(s, y + 4 + i, x + 5, row.ljust(40), attr)
            self.buttons(y + h - 3, x, w, ["Next", "Cancel"], focus - 1 if focus else -1)
            if focus == 0:
                curses.curs_set(1)
                s.move(y + 4 + cur, x + 6)
            s.refresh()
            k = s.getch()
            if k == 9:
                focus = (focus + 1) % 3
            elif k == curses.KEY_BTAB:
                focus = (focus - 1) % 3
            elif focus == 0 and k == curses.KEY_UP and cur > 0:
                cur -= 1
            elif focus == 0 and k == curses.KEY_DOWN and cur < len(ACR_COMPONENTS) - 1:
                cur += 1
            elif focus == 0 and k == ord(" "):
                self.comps[cur] = not self.comps[cur]
            elif k in (10, 13, curses.KEY_F12) and focus in (0, 1):
                return True
            elif k in (10, 13) and focus == 2:
                return False

    def yesno(self, title, text, w=64):
        s = self.s
        focus = 0
        lines = self.wrap(text, w - 6)
        while True:
            curses.curs_set(0)
            self.root()
            h = len(lines) + 6
            y, x = self.window(h, w, title)
            for i, l in enumerate(lines):
                put(s, y + 2 + i, x + 3, l, self.WIN)
            self.buttons(y + h - 2, x, w, ["Yes", "No"], focus)
            s.refresh()
            k = s.getch()
            if k in (9, curses.KEY_RIGHT, curses.KEY_LEFT, curses.KEY_BTAB):
                focus ^= 1
            elif k in (10, 13, ord(" ")):
                return focus == 0
            elif k in (ord("y"), ord("Y")):
                return True
            elif k in (ord("n"), ord("N")):
                return False

    def gauge(self, title, texts, seconds, final=None):
        s = self.s
        curses.curs_set(0)
        start = time.time()
        while True:
            el = time.time() - start
            pct = min(100, int(100 * el / seconds))
            self.root()
            h, w = 10, 64
            y, x = self.window(h, w, title)
            text = texts[min(len(texts) - 1, int(len(texts) * el / seconds))]
            for i, l in enumerate(self.wrap(text, w - 6)):
                put(s, y + 2 + i, x + 3, l, self.WIN)
            bw = w - 8
            fill = bw * pct // 100
            label = "%3d%%" % pct
            bar = (" " * bw)
            lx = (bw - len(label)) // 2
            bar = bar[:lx] + label + bar[lx + len(label):]
            put(s, y + 6, x + 4, bar[:fill], self.ACT)
            put(s, y + 6, x + 4 + fill, bar[fill:], self.ENT)
            s.refresh()
            if pct >= 100:
                return
            time.sleep(0.5)

    def registration(self):
        s = self.s
        methods = ["Use credentials", "Use registration token", "Skip registration"]
        cur, focus = 0, 0
        while True:
            curses.curs_set(0)
            self.root()
            h, w = 14, 60
            y, x = self.window(h, w, "Registration")
            for i, l in enumerate(self.wrap("The agent must be registered on the management server. "
                                            "Select the registration method:", w - 6)):
                put(s, y + 2 + i, x + 3, l, self.WIN)
            for i, m in enumerate(methods):
                row = "(%s) %s" % ("*" if self.reg == i else " ", m)
                put(s, y + 5 + i, x + 5, row, self.ACT if (i == cur and focus == 0) else self.WIN)
            self.buttons(y + h - 3, x, w, ["Next", "Back", "Cancel"], focus - 1 if focus else -1)
            if focus == 0:
                curses.curs_set(1)
                s.move(y + 5 + cur, x + 6)
            s.refresh()
            k = s.getch()
            if k == 9:
                focus = (focus + 1) % 4
            elif focus == 0 and k == curses.KEY_UP and cur > 0:
                cur -= 1
            elif focus == 0 and k == curses.KEY_DOWN and cur < 2:
                cur += 1
            elif focus == 0 and k == ord(" "):
                self.reg = cur
            elif k in (10, 13):
                if focus == 0:
                    self.reg = cur
                return focus in (0, 1)

    def entries(self, title, text, fields):
        """fields: [label, attr name, secret]; returns True on Next."""
        s = self.s
        focus = 0
        n = len(fields)
        while True:
            self.root()
            h, w = 9 + 2 * n, 64
            y, x = self.window(h, w, title)
            lines = self.wrap(text, w - 6)
            for i, l in enumerate(lines):
                put(s, y + 2 + i, x + 3, l, self.WIN)
            cursor = None
            fy = y + 3 + len(lines)
            for i, (label, attr, secret) in enumerate(fields):
                v = getattr(self, attr)
                shown = "*" * len(v) if secret else v
                put(s, fy + 2 * i, x + 3, label, self.WIN)
                fw = w - 19
                put(s, fy + 2 * i, x + 14, shown[-fw:].ljust(fw, "_") if False else shown[-fw:].ljust(fw),
                    self.ENT | (curses.A_BOLD if i == focus else 0))
                if i == focus:
                    cursor = (fy + 2 * i, x + 14 + min(len(shown), fw))
            self.buttons(y + h - 2, x, w, ["Next", "Back", "Cancel"], focus - n if focus >= n else -1)
            if cursor:
                curses.curs_set(1)
                s.move(*cursor)
            else:
                curses.curs_set(0)
            s.refresh()
            k = s.get_wch()
            if k == "\t" or k == curses.KEY_DOWN:
                focus = (focus + 1) % (n + 3)
            elif k == curses.KEY_BTAB or k == curses.KEY_UP:
                focus = (focus - 1) % (n + 3)
            elif k in ("\n", "\r", curses.KEY_ENTER):
                if focus < n or focus == n:
                    return True
                if focus == n + 1:
                    return False
                raise SystemExit(1)
            elif focus < n and k in (curses.KEY_BACKSPACE, "\x7f", "\b"):
                a = fields[focus][1]
                setattr(self, a, getattr(self, a)[:-1])
            elif focus < n and isinstance(k, str) and k.isprintable():
                a = fields[focus][1]
                setattr(self, a, getattr(self, a) + k)

    def run(self):
        if not self.components():
            return
        if self.yesno("Missing packages",
                      "The following packages are required to build the SnapAPI kernel module but are not "
                      "installed:\n\n  kernel-devel-5.14.0-427.13.1.el9_4.x86_64\n  gcc\n  make\n\n"
                      "Do you want the installer to install them?"):
            self.gauge("Installing required packages", ["Installing kernel-devel, gcc, make..."], 3)
        while True:
            if not self.registration():
                continue
            if self.reg == 2:
                break
            if not self.entries("Management server", "Specify the address of the management server:",
                                [("Address:", "server", False)]):
                continue
            if self.entries("Log in", "Log in to the management server with your account:",
                            [("Login:", "login", False), ("Password:", "password", True)]):
                break
        steps = ["Installing package BackupAndRecoveryAgent-15.0.35187...",
                 "Installing package snapapi26_modules-0.8.23...",
                 "Building the SnapAPI kernel module for 5.14.0-427.13.1.el9_4.x86_64...",
                 "Installing package AcronisCyberProtectMonitor-15.0.35187...",
                 "Registering the agent on %s..." % self.server]
        self.gauge("Installing", steps, 120)
        curses.curs_set(0)
        self.root()
        y, x = self.window(8, 56, "Installation completed")
        put(self.s, y + 2, x + 3, "Acronis Cyber Protect Agent was installed", self.WIN)
        put(self.s, y + 3, x + 3, "successfully.", self.WIN)
        self.buttons(y + 5, x, 56, ["Exit"], 0)
        self.s.refresh()
        self.s.getch()


def acronis(stdscr):
    curses.raw()
    curses.noecho()
    stdscr.keypad(True)
    Acronis(stdscr).run()


TOOLS = {"osipsconfig": osipsconfig, "svardos": svardos, "veeam": veeam, "acronis": acronis}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in TOOLS:
        sys.stderr.write("usage: %s %s\n" % (sys.argv[0], "|".join(sorted(TOOLS))))
        sys.exit(2)
    try:
        curses.wrapper(TOOLS[sys.argv[1]])
    except KeyboardInterrupt:
        pass
