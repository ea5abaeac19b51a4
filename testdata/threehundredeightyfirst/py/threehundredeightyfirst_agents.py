#!/usr/bin/env python3
"""The threehundredeightyfirst set's imitations: AI coding agents and chat
command-line tools that Debian does not package (and that cannot run
here: no model, no key, no network), each drawn the way the real tool
draws (as known from its documentation, source and screenshots):

  gpt-term     xiaoxx970's gpt-term (chatgpt-in-terminal): prompt_toolkit
               lines, the API key asked at the first start, a (y/N)
               confirm, the `> ` chat line with its slash commands'
               completion menu, `/model` asking the model with its
               current one filled in, rich's spinner while ChatGPT thinks
  heygpt       fuyufjh's heygpt: rustyline's `user => ` prompt, the
               answer streamed after `assistant => `
  shell-genie  dylanjcastillo's shell-genie: typer and rich prompts
               (`init`: the backend, the OpenAI API key, the OS;
               `ask WISH`: the command and `Do you want to run the
               command? [y/n]:`)
  crewai       crewAIInc's crewAI CLI: `create crew NAME` (click lines:
               numbered providers and models, a wrong number, the API
               key asked), `run` (the agents' verbose output and the
               human feedback asked on the final result)
  gpt-pilot    Pythagora's GPT Pilot in its plain console UI: each
               question after its agent in brackets, its buttons listed
               as `  [key]: label`, a prompt_toolkit `> ` line

Run: threehundredeightyfirst_agents.py TOOL [ARGS...]
"""
import os
import select
import sys
import termios
import time
import tty

ESC = "\x1b"
W, H = 80, 24
RST = ESC + "[0m"
BOLD = ESC + "[1m"
DIM = ESC + "[2m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def readkey():
    """One key (or a run of pasted text) read raw."""
    fd = sys.stdin.fileno()
    b = os.read(fd, 1)
    if not b:
        raise EOFError
    if b != b"\x1b":
        if b[0] >= 0xC0:
            n = 1 if b[0] < 0xE0 else (2 if b[0] < 0xF0 else 3)
            b += os.read(fd, n)
        return b.decode("utf-8", "replace")
    seq = b
    while True:
        r, _, _ = select.select([fd], [], [], 0.05)
        if not r:
            break
        seq += os.read(fd, 1)
        if len(seq) >= 3 and (chr(seq[-1]).isalpha() or seq[-1:] == b"~"):
            break
    if seq == b"\x1b[200~":
        text = b""
        while not text.endswith(b"\x1b[201~"):
            text += os.read(fd, 1)
        return text[:-6].decode("utf-8", "replace").replace("\r", "")
    return {
        b"\x1b[A": "up", b"\x1b[B": "down", b"\x1b[C": "right", b"\x1b[D": "left",
        b"\x1bOA": "up", b"\x1bOB": "down", b"\x1bOC": "right", b"\x1bOD": "left",
        b"\x1b[H": "home", b"\x1b[F": "end", b"\x1b[3~": "delete",
        b"\x1b": "esc", b"\x1b[Z": "btab",
    }.get(seq, "esc")


class Raw:
    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.old = termios.tcgetattr(self.fd)
        tty.setraw(self.fd)
        return self

    def __exit__(self, *a):
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.old)


def visible(s):
    """The width of s without its escape sequences."""
    n, i = 0, 0
    while i < len(s):
        if s[i] == ESC:
            i += 1
            if i < len(s) and s[i] == "[":
                i += 1
                while i < len(s) and not s[i].isalpha():
                    i += 1
            i += 1
            continue
        n += 1
        i += 1
    return n


# ------------------------------------------------------- prompt_toolkit

# prompt_toolkit's default completion menu, in 256 colours
MENU = ESC + "[0;38;5;16;48;5;250m"
SCROLL_BG = ESC + "[0;48;5;248m"
SCROLL_BUTTON = ESC + "[0;48;5;238m"


def ptk_prompt(message, default="", completer=None):
    """A prompt_toolkit prompt: the line edited raw, bracketed paste on,
    completions while typing drawn in a menu under the line."""
    buf, pos = default, len(default)
    width = visible(message)
    state = {"below": 0}

    def render(final=False):
        out(ESC + "[?25l\r")
        out(ESC + "[J")
        out(message + buf)
        items = completer(buf) if (completer and not final) else []
        below = 0
        if items:
            start = len(buf) - len(items[0][1]) if items else len(buf)
            labels = [it[0] for it in items]
            shown = labels[:16]
            wide = max(len(x) for x in labels) + 2
            scroll = len(labels) > len(shown)
            thumb = max(1, round(len(shown) * len(shown) / len(labels))) if scroll else 0
            col = width + start - 1
            for i, lab in enumerate(shown):
                out("\r\n")
                out(ESC + "[%dG" % (col + 1) if col > 0 else "")
                out(MENU + (" " + lab).ljust(wide) + RST)
                if scroll:
                    out((SCROLL_BUTTON if i < thumb else SCROLL_BG) + " " + RST)
                below += 1
            out(ESC + "[%dA" % below)
        out("\r" + ESC + "[%dC" % (width + pos) if width + pos else "\r")
        out(ESC + "[?25h")
        state["below"] = below

    with Raw():
        out(ESC + "[?2004h")
        try:
            while True:
                render()
                k = readkey()
                if k in ("\r", "\n"):
                    render(final=True)
                    out("\r\n")
                    return buf
                if k == "\x03":
                    render(final=True)
                    out("\r\n")
                    raise KeyboardInterrupt
                if k == "\x04" and not buf:
                    render(final=True)
                    out("\r\n")
                    raise EOFError
                if k in ("\x7f", "\x08"):
                    if pos:
                        buf, pos = buf[:pos - 1] + buf[pos:], pos - 1
                elif k == "left":
                    pos = max(0, pos - 1)
                elif k == "right":
                    pos = min(len(buf), pos + 1)
                elif k in ("home", "\x01"):
                    pos = 0
                elif k in ("end", "\x05"):
                    pos = len(buf)
                elif k == "\x15":
                    buf, pos = buf[pos:], 0
                elif len(k) >= 1 and k not in ("up", "down", "esc", "btab", "delete", "home", "end") and k.isprintable():
                    buf, pos = buf[:pos] + k + buf[pos:], pos + len(k)
        finally:
            out(ESC + "[?2004l")


def ptk_confirm(message, suffix):
    """prompt_toolkit's confirm(): a key, y or n, ends it."""
    with Raw():
        out(ESC + "[?2004h")
        try:
            out(message + suffix)
            while True:
                k = readkey()
                if k in ("y", "Y"):
                    out("y\r\n")
                    return True
                if k in ("n", "N"):
                    out("n\r\n")
                    return False
                if k == "\x03":
                    out("\r\n")
                    raise KeyboardInterrupt
        finally:
            out(ESC + "[?2004l")


# rich's status: the `dots` spinner, green, then its text
DOTS = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


def rich_status(text, seconds):
    out(ESC + "[?25l")
    t0 = time.time()
    i = 0
    try:
        while time.time() - t0 < seconds:
            out("\r" + ESC + "[2K" + ESC + "[32m" + DOTS[i % len(DOTS)] + RST + " " + text)
            i += 1
            time.sleep(0.08)
    finally:
        out("\r" + ESC + "[2K" + ESC + "[?25h")


# ---------------------------------------------------------- gpt-term

SLASH = ["/raw", "/multi", "/stream", "/tokens", "/usage", "/last", "/copy", "/model", "/save",
         "/system", "/rand", "/temperature", "/title", "/timeout", "/undo", "/delete", "/reset",
         "/lang", "/version", "/help", "/exit"]
MODELS = ["gpt-4-1106-preview", "gpt-4-vision-preview", "gpt-4", "gpt-4-0613", "gpt-4-32k",
          "gpt-4-32k-0613", "gpt-3.5-turbo-1106", "gpt-3.5-turbo", "gpt-3.5-turbo-0613",
          "gpt-3.5-turbo-16k", "gpt-3.5-turbo-16k-0613"]


def slash_completer(text):
    """gpt-term's CommandCompleter: commands holding the text typed, and
    /model's models after a blank."""
    if not text.startswith("/"):
        return []
    if " " in text:
        cmd, _, arg = text.partition(" ")
        if cmd == "/model":
            return [(m, arg) for m in MODELS if m.startswith(arg)]
        return []
    return [(c, text) for c in SLASH if text in c]


def gpt_term(args):
    cyan_bold = ESC + "[1;36m"
    ptk_prompt("OpenAI API Key not found, please input: ")
    ptk_confirm("Save API Key to config file?", " (y/N) ")
    model = "gpt-3.5-turbo"
    print(DIM + "Hi, welcome to chat with GPT. Type `" + RST + ESC + "[2;95m/help" + RST + DIM +
          "` to display available commands." + RST)
    while True:
        try:
            msg = ptk_prompt("> ", completer=slash_completer)
        except KeyboardInterrupt:
            continue
        except EOFError:
            print("Exiting...")
            break
        if msg.startswith("/"):
            cmd = msg.strip()
            if cmd == "/exit":
                print("Exiting...")
                break
            if cmd.startswith("/model"):
                parts = cmd.split()
                new = parts[1] if len(parts) > 1 else ptk_prompt(ESC + "[32mOpenAI API model: " + RST, default=model)
                if new != model:
                    print(DIM + "Model has been set from '%s' to '%s'." % (model, new) + RST)
                    model = new
                else:
                    print(DIM + "No change." + RST)
            elif cmd == "/help":
                print(BOLD + "Available commands:" + RST)
                for c in SLASH:
                    print(c)
            elif cmd in SLASH:
                print(DIM + "No change." + RST)
            else:
                print("Unrecognized Slash Command `" + ESC + "[1;31m" + cmd + RST + "`")
                print("Use `/help` to see all available slash commands")
            continue
        if not msg:
            continue
        rich_status(cyan_bold + "ChatGPT is thinking..." + RST, 120)
        print(cyan_bold + "ChatGPT: " + RST)
        print("Error: API read timed out (30.0s). You can retry or increase the timeout.")


# ------------------------------------------------------------ heygpt

HEY_ANSWER = (
    "If the commits are not pushed yet, run an interactive rebase over them: "
    "git rebase -i HEAD~3. Your editor opens with the three commits, the oldest "
    "first; keep the word pick on the first line and change pick to squash on the "
    "other two, then save and close the file. Git opens the editor again with the "
    "three messages together, so that you can write one message for the new commit. "
    "If the branch was already pushed, you will have to update the remote with "
    "git push --force-with-lease, which refuses to overwrite work that someone else "
    "pushed in the meantime.")


def rustyline(prompt):
    """rustyline's DefaultEditor: the line edited raw, bracketed paste on."""
    buf = ""
    with Raw():
        out(ESC + "[?2004h")
        try:
            out("\r" + prompt)
            while True:
                k = readkey()
                if k in ("\r", "\n"):
                    out("\r\n")
                    return buf
                if k == "\x03":
                    out("\r\n")
                    raise KeyboardInterrupt
                if k == "\x04" and not buf:
                    out("\r\n")
                    raise EOFError
                if k in ("\x7f", "\x08"):
                    if buf:
                        buf = buf[:-1]
                        out("\b \b")
                elif len(k) >= 1 and k.isprintable() and k not in ("up", "down", "left", "right", "esc",
                                                                     "home", "end", "delete", "btab"):
                    buf += k
                    out(k)
        finally:
            out(ESC + "[?2004l")


def heygpt(args):
    user = BOLD + ESC + "[36muser" + RST + " => "
    while True:
        try:
            line = rustyline(user)
        except KeyboardInterrupt:
            print("CTRL-C")
            break
        except EOFError:
            print("CTRL-D")
            break
        out(BOLD + ESC + "[32massistant" + RST + " => ")
        time.sleep(1.2)
        words = HEY_ANSWER.split(" ")
        for i, w in enumerate(words):
            out(("" if i == 0 else " ") + w)
            time.sleep(0.12)
        print()


# ------------------------------------------------------- shell-genie

MAGENTA_BOLD = ESC + "[1;35m"


def rich_ask(prompt, choices=None):
    while True:
        p = prompt
        if choices:
            p += " " + MAGENTA_BOLD + "[" + "/".join(choices) + "]" + RST
        out(p + ": ")
        v = sys.stdin.readline()
        if not v:
            raise EOFError
        v = v.rstrip("\n").strip()
        if choices is None or v in choices:
            return v
        print(ESC + "[31mPlease select one of the available options" + RST)


def rich_confirm(prompt):
    while True:
        out(prompt + " " + MAGENTA_BOLD + "[y/n]" + RST + ": ")
        v = sys.stdin.readline()
        if not v:
            raise EOFError
        v = v.strip().lower()
        if v in ("y", "n"):
            return v == "y"
        print(ESC + "[31mPlease enter Y or N" + RST)


def shell_genie(args):
    if args and args[0] == "init":
        backend = rich_ask("Select backend:", ["openai-gpt-3.5-turbo", "free-genie"])
        extra = {}
        if backend == "openai-gpt-3.5-turbo":
            extra["openai_api_key"] = rich_ask("Enter a OpenAI API key")
        else:
            print(ESC + "[33mNote that this server will store the requested command, OS, and shell version to "
                  "improve the model. Also, I cannot guarantee that the server will be up and running 24/7." + RST)
            if not rich_confirm("Do you want to continue?"):
                return
            extra["training-feedback"] = rich_confirm(
                "Do you want to provide feedback about the generated commands to improve the models?")
        osname = "Debian GNU/Linux 12 (bookworm)"
        if not rich_confirm("Is your OS %s?" % osname):
            osname = rich_ask("What is your OS and version? (e.g. MacOS 13.1)")
        print("The following configuration will be saved:")
        G = ESC + "[32m"
        print(BOLD + "{" + RST)
        items = [("backend", backend), ("os", "Linux"), ("os_fullname", osname), ("shell", "bash")] + \
            [(k, v) for k, v in extra.items()]
        for i, (k, v) in enumerate(items):
            val = (G + "'" + v + "'" + RST) if isinstance(v, str) else (ESC + "[3;9%sm%s" % ("2" if v else "1", v) + RST)
            print("    " + G + "'" + k + "'" + RST + ": " + val + ("," if i < len(items) - 1 else ""))
        print(BOLD + "}" + RST)
        home = os.environ.get("HOME", "/root")
        print(BOLD + ESC + "[32mConfig file saved at " + home + "/.config/.shell_genie/config.json" + RST)
        return
    if args and args[0] == "ask":
        explain = "--explain" in args
        time.sleep(1.5)
        cmd = 'find . -name "*.log" -type f -mtime +7 -delete'
        shown = cmd.replace('"*.log"', ESC + "[0;32m" + '"*.log"' + ESC + "[0;33m").replace(
            "+7", "+" + ESC + "[1;36m7" + ESC + "[0;33m")
        print(BOLD + "Command:" + RST + " " + ESC + "[33m" + shown + RST)
        if explain:
            print(BOLD + "Description:" + RST + " This command finds every file ending in .log under the "
                  "current directory that was last modified more than 7 days ago and deletes it.")
        if rich_confirm("Do you want to run the command?"):
            os.system(cmd)


# ------------------------------------------------------------ crewai

PROVIDERS = ["openai", "anthropic", "gemini", "nvidia_nim", "groq", "ollama", "watson", "bedrock",
             "azure", "cerebras", "sambanova"]
CREW_MODELS = {
    "openai": ["gpt-4", "gpt-4o", "gpt-4o-mini", "o1-mini", "o1-preview"],
    "anthropic": ["claude-3-5-sonnet-20240620", "claude-3-sonnet-20240229", "claude-3-opus-20240229",
                  "claude-3-haiku-20240307"],
    "gemini": ["gemini/gemini-1.5-flash", "gemini/gemini-1.5-pro", "gemini/gemini-gemma-2-9b-it",
               "gemini/gemini-gemma-2-27b-it"],
    "groq": ["groq/llama-3.1-8b-instant", "groq/llama-3.1-70b-versatile", "groq/llama-3.1-405b-reasoning",
             "groq/gemma2-9b-it", "groq/gemma-7b-it"],
    "ollama": ["ollama/llama3.1", "ollama/mixtral"],
}


def secho(text, fg=None, bold=False):
    codes = {"cyan": "36", "green": "32", "red": "31", "yellow": "33"}
    pre = ""
    if fg:
        pre += ESC + "[" + codes[fg] + "m"
    if bold:
        pre += ESC + "[1m"
    print(pre + text + (RST if pre else ""))


def click_prompt(text):
    while True:
        out(text + ": ")
        v = sys.stdin.readline()
        if not v:
            raise EOFError
        v = v.rstrip("\n")
        if v:
            return v


def select_choice(message, choices):
    secho(message, fg="cyan")
    for i, c in enumerate(choices, 1):
        secho("%d. %s" % (i, c), fg="cyan")
    secho("q. Quit", fg="cyan")
    while True:
        c = click_prompt("Enter the number of your choice or 'q' to quit")
        if c.lower() == "q":
            return None
        try:
            n = int(c) - 1
            if 0 <= n < len(choices):
                return choices[n]
        except ValueError:
            pass
        secho("Invalid selection. Please select a number between 1 and 6 or 'q' to quit.", fg="red")


def crew_create(name):
    folder = name.replace(" ", "_").replace("-", "_").lower()
    secho("Creating folder %s..." % folder, fg="green", bold=True)
    secho("Cache expired or not found. Fetching provider data from the web...", fg="cyan")
    total = 1003870
    for done in (0, 180224, 458752, 770048, total):
        fill = int(36 * done / total)
        eta = "" if done == total else "  00:00:0%d" % (3 - done * 3 // total)
        out("\rDownloading  [" + "#" * fill + "-" * (36 - fill) + "]  %d/%d%s" % (done, total, eta) +
            ESC + "[K")
        time.sleep(0.25)
    out("\n")
    provider = select_choice("Select a provider to set up:", PROVIDERS + ["other"])
    if provider is None:
        secho("Exiting...", fg="yellow")
        return
    model = select_choice("Select a model to use for %s:" % provider.capitalize(),
                          CREW_MODELS.get(provider, ["%s/default" % provider]))
    if model is None:
        secho("Exiting...", fg="yellow")
        return
    out("Enter your %s API key (press Enter to skip): " % provider.capitalize())
    key = sys.stdin.readline().strip()
    if key:
        secho("API key saved to .env file", fg="green")
    else:
        secho("No API key provided. Skipping .env file creation.", fg="yellow")
    secho("Selected model: %s" % model, fg="green")
    secho("Crew %s created successfully!" % name, fg="green", bold=True)


PURPLE = "\033[95m"
GREEN = "\033[92m"
END = "\033[00m"

PLAN = ("Day 1: Alfama and Baixa - walk up to the Castelo de Sao Jorge in the morning, lunch at a tasca "
        "in Alfama, tram 28 down to Baixa and the Praca do Comercio at sunset.\n"
        "Day 2: Belem - the Jeronimos Monastery, the Belem Tower and the MAAT, pasteis de nata at the "
        "old bakery, dinner in Cais do Sodre.\n"
        "Day 3: Sintra - an early train from Rossio, the Pena Palace and the Moorish Castle, back by "
        "evening for fado in Mouraria.")


def crew_run():
    print("Running the Crew")
    time.sleep(0.6)
    print(BOLD + PURPLE + "# Agent:" + END + " " + BOLD + GREEN + "Lisbon Trip Researcher" + END)
    print(PURPLE + "## Task:" + END + " " + GREEN +
          "Research the best places to visit in Lisbon for a 3-day trip in May and plan each day." + END)
    time.sleep(2.0)
    print()
    print()
    print(BOLD + PURPLE + "# Agent:" + END + " " + BOLD + GREEN + "Lisbon Trip Researcher" + END)
    print(PURPLE + "## Final Answer:" + END + " " + GREEN + "\n" + PLAN + END + "\n\n")
    print(BOLD + PURPLE + " ## Final Result:" + END + " " + GREEN + PLAN + END)
    print(BOLD + ESC + "[93m" + "\n\n=====\n"
          "## Please provide feedback on the Final Result and the Agent's actions. "
          "Respond with 'looks good' or a similar phrase when you're satisfied.\n"
          "=====\n" + END)
    v = sys.stdin.readline()
    if not v:
        raise EOFError
    print(BOLD + PURPLE + "# Agent:" + END + " " + BOLD + GREEN + "Lisbon Trip Researcher" + END)


def crewai(args):
    if len(args) >= 3 and args[0] == "create":
        crew_create(args[2])
    elif args and args[0] == "run":
        crew_run()


# --------------------------------------------------------- gpt-pilot

def pilot_say(message, source=None):
    print(("[%s] %s" % (source, message)) if source else message)


def pilot_stream(text, delay=0.01):
    for i in range(0, len(text), 3):
        out(text[i:i + 3])
        time.sleep(delay)
    print("")


def pilot_ask(question, buttons=None, default=None, buttons_only=False, allow_empty=False, source=None):
    pilot_say(question, source)
    if buttons:
        for k, v in buttons.items():
            print("  [%s]: %s%s" % (k, v, " (default)" if k == default else ""))
    while True:
        choice = ptk_prompt("> ").strip()
        if not choice and default:
            choice = default
        if buttons and choice in buttons:
            return choice, None
        if buttons_only:
            print("Please choose one of available options")
            continue
        if choice or allow_empty:
            return None, choice
        print("Please provide a valid input")


SPEC = (
    "Tally is a REST API that keeps a ledger of expenses for teams. A team has members; a member "
    "records an expense with an amount, a currency, a date and a note, and may split it between "
    "members of the team. The API lists a team's expenses, totals them per member and per month, "
    "and exports them as CSV. It is built with Node.js and Express, stores its data in MongoDB "
    "through Mongoose and authenticates members with JSON Web Tokens.")


def gpt_pilot(args):
    pilot_ask("What is the project name?", allow_empty=False, source="Pythagora")
    button, text = pilot_ask("Describe your app in as much detail as possible", source="Spec Writer",
                             buttons={"continue": "continue", "example": "Start an example project",
                                      "import": "Import an existing project"})
    pilot_say("Checking the complexity of the prompt ...", "Spec Writer")
    time.sleep(1.0)
    pilot_say("Your project description seems a bit short. The better you can describe the project, "
              "the better GPT Pilot will understand what you'd like to build.\n\n"
              "Here are some tips on how to better describe the project: "
              "https://github.com/Pythagora-io/gpt-pilot/wiki/How-to-write-a-good-initial-project-description"
              "\n\nLet's start by refining your project idea:", "Spec Writer")
    q = "Should an expense be split between several members of the team, or does each expense belong to one member?"
    pilot_stream(q)
    pilot_ask(q, buttons={"skip": "Skip questions"}, source="Spec Writer")
    pilot_stream(SPEC)
    pilot_say("Planning project architecture ...", "Architect")
    time.sleep(0.8)
    pilot_stream("The app will use Node.js, Express, MongoDB with Mongoose, jsonwebtoken and json2csv.")
    pilot_say("Creating the development plan ...", "Tech Lead")
    time.sleep(0.8)
    pilot_say("Starting new task with description:\n\n"
              "Set up the Express server, connect it to MongoDB and install the dependencies", "Developer")
    pilot_say("Breaking down the task into steps ...", "Developer")
    time.sleep(0.8)
    pilot_ask("Can I run command: npm install with 60s timeout?", source="Executor",
              buttons={"yes": "Yes", "no": "No"}, default="yes", buttons_only=True)
    pilot_stream("added 214 packages, and audited 215 packages in 9s")


TOOLS = {"gpt-term": gpt_term, "heygpt": heygpt, "shell-genie": shell_genie, "crewai": crewai,
         "gpt-pilot": gpt_pilot}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]](sys.argv[2:])
    except (KeyboardInterrupt, EOFError):
        print()
