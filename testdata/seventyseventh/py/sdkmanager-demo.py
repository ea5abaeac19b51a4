"""Draws the Android SDK manager's --licenses run: its review question, then a license and 'Accept? (y/N):'."""
import sys

print("7 of 7 SDK package licenses not accepted. 100% Computing updates...")
sys.stdout.write("Review licenses that have not been accepted (y/N)? ")
sys.stdout.flush()
a = sys.stdin.readline().strip()
if a.lower() == "y":
    print("""
1/7: License android-googletv-license:
---------------------------------------
Terms and Conditions

This is the Google TV Add-on for the Android Software Development Kit License Agreement.

1. Introduction

1.1 The Google TV Add-on for the Android Software Development Kit (referred to in this License Agreement as the "Google TV Add-on" and specifically including the Android system files, packaged APIs, and Google APIs add-ons) is licensed to you subject to the terms of this License Agreement.

1.2 "Google" means Google Inc., a Delaware corporation with principal place of business at 1600 Amphitheatre Parkway, Mountain View, CA 94043, United States.
---------------------------------------""")
    sys.stdout.write("Accept? (y/N): ")
    sys.stdout.flush()
    sys.stdin.readline()
