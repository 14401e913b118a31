#!/usr/bin/env python3
"""Writes a manual page from its template: the line '.\\" @SETTINGS@' becomes the output of a command
(gah-cli help --man-settings), so the settings flags the page lists come from the game's params table, the
same table --help and the parser read.   fill.py TEMPLATE OUTPUT COMMAND..."""
import subprocess
import sys

template, output, command = sys.argv[1], sys.argv[2], sys.argv[3:]
generated = subprocess.run(command, check=True, capture_output=True, text=True).stdout
with open(template, encoding="utf-8") as f:
    text = f.read()
marker = '.\\" @SETTINGS@\n'
if text.count(marker) != 1:
    sys.exit(f"{template}: the line {marker.strip()} must be there once")
with open(output, "w", encoding="utf-8") as f:
    f.write(text.replace(marker, generated))
