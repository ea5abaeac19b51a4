"""The fortysecond set's console: code.interact with a prompt of its own."""
import code
import sys

sys.ps1 = "relay» "
sys.ps2 = "relay… "
peers = ["fra", "ord", "nrt"]
code.interact(banner="relay console 0.3 — peers holds the peers; Ctrl-D leaves", local={"peers": peers}, exitmsg="bye")
