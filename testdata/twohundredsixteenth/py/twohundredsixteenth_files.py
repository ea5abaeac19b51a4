"""Writes the files the twohundredsixteenth set's programs open, in the
current directory (a case's home, where notes.txt and long.txt are):
notes.zip (notes.txt stored in a ZIP archive), tone.wav (a second of
silence), pine.png (a pine on a hill under a sky, 64x32) and pol/, a
small TOMOYO policy (its exception and domain policies) for
tomoyo-editpolicy to edit offline."""

import os
import struct
import sys
import wave
import zipfile
import zlib


def zip_notes():
    with zipfile.ZipFile("notes.zip", "w") as z:
        z.write("notes.txt")


def wav_tone():
    w = wave.open("tone.wav", "wb")
    w.setnchannels(1)
    w.setsampwidth(1)
    w.setframerate(8000)
    w.writeframes(bytes([128]) * 8000)
    w.close()


def png_pine():
    width, height = 64, 32
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            if y > 24:
                c = (60, 140, 40)
            elif y > 3 and abs(x - 32) < y * 0.9:
                c = (20, 90, 30)
            else:
                c = (150, 200, 240)
            row += bytes(c)
        rows.append(bytes(row))

    def chunk(kind, data):
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open("pine.png", "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", header))
        f.write(chunk(b"IDAT", zlib.compress(b"".join(rows))))
        f.write(chunk(b"IEND", b""))


def policy():
    d = os.path.join("pol", "policy", "current")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "exception_policy.conf"), "w") as f:
        f.write("initialize_domain /usr/sbin/sshd from any\n"
                "path_group NOTES /home/ann/notes.txt\n"
                "path_group NOTES /home/ann/long.txt\n"
                "acl_group 0 file read /etc/ld.so.cache\n"
                "acl_group 0 file read @NOTES\n")
    with open(os.path.join(d, "domain_policy.conf"), "w") as f:
        f.write("<kernel>\nuse_profile 0\n\n"
                "<kernel> /usr/sbin/sshd\nuse_profile 1\n"
                "file read /home/ann/notes.txt\n")


def main():
    zip_notes()
    wav_tone()
    png_pine()
    policy()
    print("files written", file=sys.stderr)


if __name__ == "__main__":
    main()
