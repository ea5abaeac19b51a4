# A small program with a bug (the average of no numbers divides by zero),
# for the debugger cases: run it under python3 -m pdb, or with the argument
# breakpoint (pdb at breakpoint()) or ipdb (ipdb.set_trace()).
import sys


def average(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs)


def main():
    print("avg", average([3, 4, 5]))
    print("avg", average([]))


if sys.argv[1:] == ["breakpoint"]:
    breakpoint()
elif sys.argv[1:] == ["ipdb"]:
    import ipdb

    ipdb.set_trace()
main()
