#!/bin/sh
# The harbour tools' install step, run by their makeself archive once
# extracted.
echo "Installing harbour tools 1.2"
