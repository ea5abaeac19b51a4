"""Draws zypper install's summary and its 'Continue? [y/n/v/...? shows all options] (y):'."""
import sys

print("""Loading repository data...
Reading installed packages...
Resolving package dependencies...

The following 3 NEW packages are going to be installed:
  libnghttp2-14 nginx nginx-module-njs

3 new packages to install.
Overall download size: 812.4 KiB. Already cached: 0 B. After the operation,
additional 2.3 MiB will be used.""")
while True:
    sys.stdout.write("Continue? [y/n/v/...? shows all options] (y): ")
    sys.stdout.flush()
    a = sys.stdin.readline().strip()
    if a in ("", "y", "n"):
        break
print("Retrieving: nginx-1.25.3-1.2.x86_64 (Main Repository (OSS))")
