#!/usr/bin/env python3
"""Searches the judgement's weights (src/ai/eval.c) with the arena: coordinate ascent on medium's mean
margin over Leopold in solo games (its VP minus the automa's), the same deals for every try.

Each try runs `gah-cli arena --solo leopold --difficulty D --games G --seed S --jobs J --verbose medium`
with the weights found so far plus one changed (--weight NAME=VALUE); a change is kept when it raises
the mean margin by more than MIN_GAIN points. Prints every try and, at the end, the weights that changed.
Check the result on other seeds before writing it into eval.c's table (a try's noise is about
sd/sqrt(games) points: 20/sqrt(200) = 1.4).

usage: tools/ai_search.py GAH_CLI [--games G] [--seed S] [--difficulty D] [--jobs J] [--sweeps N]
                          [--only NAME,NAME] [--set NAME=VALUE]...
"""
import argparse
import re
import subprocess
import sys

# The weights tried, with their table values (src/ai/eval.c).
START = {
    "MONEY": 0.15, "ITEM_WANTED": 0.3, "ITEM_SPARE": 0.6, "VACANT": 0.6, "VACANT_EARLY": 1.2,
    "CAFE_BASE": 0.4, "CAFE_PROGRESS": 0.5, "CAFE_REWARD": 2.0, "CAFE_ROOM": 1.5, "OPEN_TABLE": 0.8,
    "HAND": 0.4, "HAND_EARLY": 1.6, "STAFF_ROUND": 0.9, "EMPEROR_REWARD": 3.0, "EMPEROR_PENALTY": 5.0,
    "EMPEROR_STEP": 0.6, "OBJECTIVE": 0.3, "GROUP": 0.0, "MONEY_LOW": 0.0,
    # The search's own settings: the seat's turns a solo playout runs, its margin over the automa (1) or
    # its own value (0) as the result (the player must be hard then: use tools/ai_search.py only for medium).
}
MIN_GAIN = 1.0


def run(cli, args, weights):
    cmd = ["nice", "-n", "19", cli, "arena", "--solo", "leopold", "--difficulty", args.difficulty,
           "--games", str(args.games), "--seed", str(args.seed), "--jobs", str(args.jobs), "--verbose"]
    for name, value in sorted(weights.items()):
        cmd += ["--weight", f"{name}={value:g}"]
    cmd.append("medium")
    done = subprocess.run(cmd, capture_output=True, text=True)
    out, err = done.stdout, done.stderr
    mine = re.search(r"^medium\s+\d+\s+[\d.]+%\s+\S+\s+([-\d.]+)", out, re.M)
    automa = re.search(r"^Leopold\s+\d+\s+([-\d.]+)", out, re.M)
    if not mine or not automa:
        sys.exit("ai_search: no result from " + " ".join(cmd) + "\n" + out + err)
    return float(mine.group(1)), float(automa.group(1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cli")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--difficulty", default="medium")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--sweeps", type=int, default=1)
    ap.add_argument("--only", default="")
    ap.add_argument("--set", action="append", default=[])
    args = ap.parse_args()
    weights = dict(START)
    for s in args.set:
        name, value = s.split("=")
        weights[name] = float(value)
    names = args.only.split(",") if args.only else list(START)
    mine, automa = run(args.cli, args, weights)
    best = mine - automa
    print(f"start: {mine:.1f} vs {automa:.1f}, margin {best:.1f}", flush=True)
    for sweep in range(args.sweeps):
        for name in names:
            x = weights[name]
            tries = [x * 1.6, x * 0.5] if x else [0.5, 1.0]
            for value in tries:
                trial = dict(weights)
                trial[name] = round(value, 3)
                m, a = run(args.cli, args, trial)
                keep = m - a > best + MIN_GAIN
                print(f"sweep {sweep + 1} {name}={trial[name]:g}: {m:.1f} vs {a:.1f}, margin {m - a:.1f}"
                      f"{' kept' if keep else ''}", flush=True)
                if keep:
                    weights, best = trial, m - a
                    break
    print("changed: " + " ".join(f"{k}={v:g}" for k, v in weights.items() if v != START.get(k)))


if __name__ == "__main__":
    main()
