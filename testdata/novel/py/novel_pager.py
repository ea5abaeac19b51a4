"""Pages a file with the pager module (python3-pager), a Python library
of agentty's novel set. The novel set's screens were never used to tune
the mode classifier."""
import sys

import pager

with open(sys.argv[1]) as f:
    pager.page(f)
