"""Draws what rustup-init asks at its start: its numbered menu and '>'."""
import sys

print("""
Welcome to Rust!

This will download and install the official compiler for the Rust
programming language, and its package manager, Cargo.

Rustup metadata and toolchains will be installed into the Rustup
home directory, located at:

  /root/.rustup

This can be modified with the RUSTUP_HOME environment variable.

The Cargo home directory is located at:

  /root/.cargo

This path will then be added to your PATH environment variable by
modifying the profile files located at:

  /root/.profile
  /root/.bashrc

You can uninstall at any time with rustup self uninstall and
these changes will be reverted.

Current installation options:


   default host triple: x86_64-unknown-linux-gnu
     default toolchain: stable (default)
               profile: default
  modify PATH variable: yes

1) Proceed with standard installation (default - just press enter)
2) Customize installation
3) Cancel installation""")
sys.stdout.write(">")
sys.stdout.flush()
a = sys.stdin.readline().strip()
if a == "2":
    print("""
I'm going to ask you the value of each of these installation options.
You may simply press the Enter key to leave unchanged.
""")
    print("Default host triple? [x86_64-unknown-linux-gnu]")
    sys.stdin.readline()
    print("Default toolchain? (stable/beta/nightly/none) [stable]")
    sys.stdin.readline()
print("info: profile set to 'default'")
