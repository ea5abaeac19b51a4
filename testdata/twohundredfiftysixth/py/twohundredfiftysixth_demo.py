#!/usr/bin/env python3
"""The twohundredfiftysixth set's imitations: each prints, on the main
screen and in line mode (the terminal cooked, input read a line at a
time, secrets read with echo off), what a cluster, cloud, database
migration, release or login tool that cannot run here prints at one of
its interactive moments: its words, layout, defaults and colours. The
first argument names the tool and its flow; "slow" after it keeps a tool
at work."""
import getpass
import sys
import time

ESC = "\x1b["
RESET = ESC + "0m"
BOLD = ESC + "1m"
RED = ESC + "31m"
GREEN = ESC + "32m"
YELLOW = ESC + "33m"
CYAN = ESC + "36m"
WHITE = ESC + "37m"


def out(s):
    sys.stdout.write(s)
    sys.stdout.flush()


def ask(prompt):
    """A line read in cooked mode, echo on."""
    out(prompt)
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return line.rstrip("\n")


def secret(prompt):
    """A line read with echo off, as getpass does."""
    try:
        return getpass.getpass(prompt)
    except EOFError:
        sys.exit(0)


def idle():
    """Keep the last screen, reading nothing more."""
    try:
        sys.stdin.read()
    except KeyboardInterrupt:
        pass


def work_forever(every, lines):
    """Print one line after another, slowly, as a tool at work does."""
    for line in lines:
        time.sleep(every)
        out(line + "\n")
    while True:
        time.sleep(60)


# helmfile: `helmfile apply --interactive` shows helm-diff's changes of
# each release, then asks on a line of its own; `helmfile destroy
# --interactive` lists the releases it would delete, then asks.
def helmfile_apply():
    out('Adding repo bitnami https://charts.bitnami.com/bitnami\n')
    out('"bitnami" has been added to your repositories\n\n')
    out("Comparing release=api, chart=charts/api, namespace=relay\n")
    time.sleep(0.3)
    out("Comparing release=redis, chart=bitnami/redis, namespace=relay\n")
    out(YELLOW + "relay, api, Deployment (apps) has changed:" + RESET + "\n")
    body = [
        " ", "  # Source: api/templates/deployment.yaml", "  apiVersion: apps/v1",
        "  kind: Deployment", "  metadata:", "    name: api", "  spec:",
        "-   replicas: 2", "+   replicas: 3", "    template:", "      spec:",
        "        containers:", "          - name: api",
        '-           image: "registry.example.com/api:1.4.0"',
        '+           image: "registry.example.com/api:1.5.0"',
    ]
    for line in body:
        if line.startswith("-"):
            line = RED + line + RESET
        elif line.startswith("+"):
            line = GREEN + line + RESET
        out(line + "\n")
    out("\nDo you really want to apply?\n")
    out("  Helmfile will apply all your changes, as shown above.\n\n")
    ask(" [y/n]: ")
    idle()


def helmfile_destroy():
    out("Building dependency release=api, chart=charts/api\n")
    for name, rev, when, chart, app in [
        ("api", "7", "2026-11-20 10:12:44.123456 +0000 UTC", "api-0.4.0", "1.4.0"),
        ("redis", "2", "2026-11-02 09:00:01.654321 +0000 UTC", "redis-18.1.5", "7.2.3"),
        ("worker", "5", "2026-11-18 16:40:12.000001 +0000 UTC", "worker-0.2.1", "0.2.1"),
    ]:
        out("Listing releases matching ^%s$\n" % name)
        out("%s\trelay    \t%s       \t%s\tdeployed\t%s\t%s\n\n" % (name, rev, when, chart, app))
    out("Do you really want to delete?\n")
    out("  Helmfile will delete all your releases, as shown above.\n\n")
    ask(" [y/n]: ")
    idle()


# kubeone: logrus lines (`INFO[hh:mm:ss UTC] …`, INFO cyan), the plan of
# actions or of nodes to reset, then `Do you want to proceed (yes/no): `;
# answered yes, `apply` logs its steps one after another.
CLOCK = [600]


def info(msg, fields=""):
    CLOCK[0] += 1
    t = "06:%02d:%02d" % (10 + CLOCK[0] // 60 % 50 - 10, CLOCK[0] % 60)
    line = CYAN + "INFO" + RESET + "[" + t + " UTC] %-36s" % msg
    if fields:
        line += " " + fields
    return line.rstrip()


def kubeone_probe():
    for m in ("Determine hostname...", "Determine operating system...", "Running host probes..."):
        out(info(m) + "\n")
        time.sleep(0.1)


def kubeone_apply():
    kubeone_probe()
    out("The following actions will be taken: \n")
    out("Run with --verbose flag for more information.\n")
    out('\t+ initialize control plane node "relay-cp-1" (10.0.1.10) using 1.29.4\n')
    out('\t+ join control plane node "relay-cp-2" (10.0.1.11) using 1.29.4\n')
    out('\t+ join control plane node "relay-cp-3" (10.0.1.12) using 1.29.4\n')
    out('\t+ ensure machinedeployment "relay-pool1" with 3 replica(s) exists\n\n')
    if ask("Do you want to proceed (yes/no): ").strip() != "yes":
        out("Operation canceled by the user.\n")
        idle()
        return
    steps = [("Downloading PKI...", "")]
    for ip in ("10.0.1.10", "10.0.1.11", "10.0.1.12"):
        steps.append(("Installing prerequisites...", ""))
        steps.append(("Creating environment file...", "node=%s" % ip))
        steps.append(("Configuring proxy...", "node=%s" % ip))
        steps.append(("Installing kubeadm...", "node=%s" % ip))
    steps += [("Generating kubeadm config file...", ""), ("Uploading config files...", ""),
              ("Running kubeadm preflight checks...", ""), ("Pre-pull images", "node=10.0.1.10"),
              ("Initializing Kubernetes on leader...", ""), ("Building Kubernetes clientset...", "")]
    sys.stdin = open("/dev/null")
    for msg, fields in steps:
        time.sleep(1.5)
        out(info(msg, fields) + "\n")
    while True:
        time.sleep(60)


def kubeone_reset():
    out(info("Determine hostname...") + "\n")
    out(info("Determine operating system...") + "\n")
    out("The following nodes will be reset. The Kubernetes cluster running on those nodes will be permanently destroyed.\n")
    for i, ip in enumerate(("10.0.1.10", "10.0.1.11", "10.0.1.12")):
        out('\t- reset control plane node "relay-cp-%d" (%s)\n' % (i + 1, ip))
    out("The following machines will be destroyed:\n")
    for m in ("2xkqz", "8hjtw", "vq4mn"):
        out('\t- destroy machine "relay-pool1-6f9c8d7b5-%s"\n' % m)
    out("\nAfter the command is complete, there's NO way to recover the cluster or its data!\n")
    ask("Do you want to proceed (yes/no): ")
    idle()


# sealos: `sealos reset` names the cluster and asks for its name typed
# back before it resets its hosts.
def sealos_reset():
    out("2026-11-28T06:10:00 info clusterfile: /root/.sealos/relay/Clusterfile\n")
    out("2026-11-28T06:10:00 info hosts: 192.168.10.11:22, 192.168.10.12:22, 192.168.10.13:22\n")
    out("reset cluster relay: all the hosts above will be reset, their data removed\n")
    name = ask("Do you want to continue on 'relay' cluster? Input 'relay' to continue: ")
    if name.strip() != "relay":
        out("you have canceled to reset cluster\n")
    idle()


# nomad: `nomad job stop web` asks `[y/N]`, then monitors the
# evaluation; `nomad job run web.nomad.hcl` monitors its evaluation,
# then the deployment's table redrawn in place under a spinner.
def nomad_stop():
    ask('Are you sure you want to stop job "web"? [y/N] ')
    out('==> 2026-11-28T06:10:00Z: Monitoring evaluation "5f3a1c2e"\n')
    out('    2026-11-28T06:10:00Z: Evaluation triggered by job "web"\n')
    idle()


def nomad_run():
    lines = [
        '==> 2026-11-28T06:10:00Z: Monitoring evaluation "5f3a1c2e"',
        '    2026-11-28T06:10:00Z: Evaluation triggered by job "web"',
        '    2026-11-28T06:10:01Z: Evaluation within deployment: "9b2d7e41"',
        '    2026-11-28T06:10:01Z: Allocation "c1d2e3f4" created: node "7a8b9c0d", group "web"',
        '    2026-11-28T06:10:01Z: Allocation "d4e5f6a7" created: node "1b2c3d4e", group "web"',
        '    2026-11-28T06:10:01Z: Allocation "e8f9a0b1" created: node "7a8b9c0d", group "web"',
        '    2026-11-28T06:10:01Z: Evaluation status changed: "pending" -> "complete"',
        '==> 2026-11-28T06:10:01Z: Evaluation "5f3a1c2e" finished with status "complete"',
        '==> 2026-11-28T06:10:01Z: Monitoring deployment "9b2d7e41"',
    ]
    for l in lines:
        out(l + "\n")
    frames = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
    drawn = 0
    i = 0
    while True:
        healthy = min(3, i // 8)
        placed = min(3, 2 + i // 12)
        secs = 5 + i // 4
        rows = [
            "  " + frames[i % len(frames)] + ' Deployment "9b2d7e41" in progress...',
            "",
            "    2026-11-28T06:10:%02dZ" % secs,
            "    ID          = 9b2d7e41",
            "    Job ID      = web",
            "    Job Version = 4",
            "    Status      = running",
            "    Description = Deployment is running",
            "",
            "    Deployed",
            "    Task Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline",
            "    web         3        %d       %d        0          2026-11-28T06:20:01Z" % (placed, healthy),
        ]
        s = ""
        if drawn:
            s += ESC + "%dA" % drawn
        s += "\r" + ESC + "J" + "\n".join(rows) + "\n"
        out(s)
        drawn = len(rows)
        i += 1
        time.sleep(0.25)


# pocketbase: `./pocketbase migrate create "add_posts"` asks, survey's
# way (a green `?`, the question bold, `(y/N)`), whether to create the
# file of the generated name; `migrate down` whether to revert.
def survey_confirm(message):
    a = ask(GREEN + "?" + RESET + " " + BOLD + message + " " + RESET + WHITE + "(y/N) " + RESET)
    return a.strip().lower().startswith("y")


def pocketbase_create():
    f = "pb_migrations/1764310200_add_posts.js"
    if survey_confirm('Do you really want to create migration "%s"?' % f):
        out('Successfully created file "%s"\n' % f)
    idle()


def pocketbase_down():
    if survey_confirm("Do you really want to revert the last 1 applied migration(s)?"):
        out("Reverted migrations:\n- 1764310200_add_posts.js\n")
    idle()


# cloudsmith: `cloudsmith login` (click's prompts: the email in clear,
# the password and its repeat hidden, then the two-factor token);
# `cloudsmith push deb …` checks, then uploads under click's bar.
def cloudsmith_login():
    email = ask("Login (email): ")
    secret("Password: ")
    secret("Repeat for confirmation: ")
    out("Retrieving API token for '%s' ... " % email + YELLOW + "TWO-FACTOR REQUIRED" + RESET + "\n")
    ask("Two-factor authentication token: ")
    out("Retrieving API token for '%s' ... " % email + GREEN + "OK" + RESET + "\n")
    idle()


def cloudsmith_push():
    pkg = "relay_1.5.0_amd64.deb"
    for m in ("Checking deb package upload parameters ... ",
              "Checking %s file upload parameters ... " % pkg,
              "Requesting file upload for %s ... " % pkg):
        out(m)
        time.sleep(0.2)
        out(GREEN + "OK" + RESET + "\n")
    sys.stdin = open("/dev/null")
    pct = 0
    while True:
        filled = pct * 36 // 100
        out("\rUploading " + BOLD + pkg + RESET + ":  [" + "#" * filled + "-" * (36 - filled) + "]  %3d%%" % pct)
        time.sleep(0.7)
        pct = min(99, pct + 1)


# aws-mfa: validates the profile's long-term credentials, then asks for
# the MFA device's code (input(), no space after the colon).
def aws_mfa():
    out("INFO - Validating credentials for profile: default \n")
    out("INFO - Short term credentials section default is missing, obtaining new credentials.\n")
    ask("Enter AWS MFA code for device [arn:aws:iam::123456789012:mfa/alice] (renewing for 43200 seconds):")
    out("INFO - Fetching Credentials - Profile: default, Duration: 43200\n")
    idle()


TOOLS = {
    "helmfile-apply": helmfile_apply,
    "helmfile-destroy": helmfile_destroy,
    "kubeone-apply": kubeone_apply,
    "kubeone-reset": kubeone_reset,
    "sealos-reset": sealos_reset,
    "nomad-stop": nomad_stop,
    "nomad-run": nomad_run,
    "pocketbase-create": pocketbase_create,
    "pocketbase-down": pocketbase_down,
    "cloudsmith-login": cloudsmith_login,
    "cloudsmith-push": cloudsmith_push,
    "aws-mfa": aws_mfa,
}

if __name__ == "__main__":
    try:
        TOOLS[sys.argv[1]]()
    except KeyboardInterrupt:
        pass
