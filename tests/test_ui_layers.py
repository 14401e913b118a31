#!/usr/bin/env python3
"""The window's platform knows no game, and its files include each other without a circle (issue 32).

- src/ui includes only the generic headers ("bg/...", "ui/..."): a game's headers ("gah/...",
  "games/...", another game's include folder) are the game's, which register with the platform instead.
- src/app includes no game's header either, but in its list of games (games.c), which names each game's
  row for the window (ui/table_game.h).
- No include circle among the files of src/ui, nor among those of src/app. A file's module is its name
  without the extension (x.c and x.h are one module; x_internal.h belongs to x): module A depends on B when
  a file of A includes a file of B, and no module may depend on itself through others.

Usage: test_ui_layers.py SOURCE_ROOT"""
import os
import re
import sys

root = sys.argv[1]
include_re = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
search = [os.path.join(root, d) for d in ("include", "src", "src/games/gah")]


def files_in(folder):
    full = os.path.join(root, folder)
    return sorted(os.path.join(full, f) for f in os.listdir(full) if f.endswith((".c", ".h")))


def includes(path):
    with open(path, encoding="utf-8") as f:
        return include_re.findall(f.read())


def resolve(name, including):
    for d in [os.path.dirname(including)] + search:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(p):
            return p
    return None


def module(path):
    stem = os.path.splitext(os.path.relpath(path, root))[0]
    return stem[: -len("_internal")] if stem.endswith("_internal") else stem


failures = []

# The platform names no game.
for path in files_in("src/ui"):
    for name in includes(path):
        if not (name.startswith("bg/") or name.startswith("ui/")):
            failures.append(f"{os.path.relpath(path, root)} includes \"{name}\", a game's header")

# The program names a game only in its list of games. Two files still read the base game's settings and
# saves directly, while issue 39 reworks them: the remembered modules (settings.c) and the recent games'
# labels (recent.c); they are to go through the game's row too.
app_registry = {"src/app/games.c"}
app_not_yet = {"src/app/settings.c", "src/app/recent.c"}
for path in files_in("src/app"):
    rel = os.path.relpath(path, root)
    if rel in app_registry or rel in app_not_yet:
        continue
    for name in includes(path):
        if not (name.startswith("bg/") or name.startswith("ui/") or name.startswith("app/")):
            failures.append(f"{rel} includes \"{name}\", a game's header (only games.c names games)")

# No include circle among a folder's modules.
for folder in ("src/ui", "src/app"):
    edges = {}
    for path in files_in(folder):
        a = module(path)
        for name in includes(path):
            target = resolve(name, path)
            if not target or not os.path.relpath(target, root).startswith(folder + "/"):
                continue
            b = module(target)
            if b != a:
                edges.setdefault(a, set()).add(b)
    state, stack = {}, []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for n in sorted(edges.get(m, ())):
            if state.get(n) == 1:
                cycle = stack[stack.index(n):] + [n]
                failures.append(f"{folder}: include circle " + " -> ".join(cycle))
            elif n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    for m in sorted(edges):
        if m not in state:
            visit(m)

for f in failures:
    print(f)
if failures:
    sys.exit(1)
print("ok: src/ui and src/app include no game's header (but the list of games); no include circle in src/ui or src/app")
