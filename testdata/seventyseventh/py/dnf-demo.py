"""Draws dnf install's transaction table and 'Is this ok [y/N]:'."""
import sys

print("""Last metadata expiration check: 0:12:31 ago on Thu 26 Nov 2026 06:02:11 PM UTC.
Dependencies resolved.
================================================================================
 Package            Architecture   Version                 Repository      Size
================================================================================
Installing:
 nginx              x86_64         1:1.24.0-4.fc40         updates         33 k
Installing dependencies:
 nginx-core         x86_64         1:1.24.0-4.fc40         updates        580 k
 nginx-filesystem   noarch         1:1.24.0-4.fc40         updates         10 k
 nginx-mimetypes    noarch         2.1.49-7.fc40           fedora          21 k

Transaction Summary
================================================================================
Install  4 Packages

Total download size: 644 k
Installed size: 1.9 M""")
sys.stdout.write("Is this ok [y/N]: ")
sys.stdout.flush()
a = sys.stdin.readline().strip()
print("Operation aborted." if a.lower() != "y" else "Downloading Packages:")
