#!/usr/bin/env python3
"""Fits the fitted judgement of the computer players (src/ai/eval.c, weight FIT) to arena games.

Reads `gah-cli arena --features` output (rows "feat GAME SEAT ROUND PROJECTED F0..", then "final GAME
SEAT VP"), fits per round a ridge least-squares model of (final VP - projected VP) on the features, and
writes src/ai/fit_table.h. Several files may be given (games are keyed by file and game number).
Pure Python: the system has no numpy.

usage: tools/ai_fit.py OUT.h DATA...
"""
import sys

NAMES = ["money", "items", "wanted items", "vacant rooms", "vacant floor VP", "group progress",
         "cafe guests", "cafe VP x chance", "cafe progress", "open tables", "hand", "lasting staff",
         "Emperor value", "Emperor step", "constant"]
ROUNDS = 7
RIDGE = 2.0  # pulls small-sample coefficients towards 0 (the hand-weighted terms fall away, not swing)


def solve(a, b):
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def nonnegative(ata, atb):
    """Coordinate descent on the normal equations with every coefficient but the constant kept >= 0: an
    unconstrained fit learns that a weak player's spare items or Emperor steps go with worse results, and
    a one-step player that trusts it stops taking items at all (52 VP instead of 73 against Leopold)."""
    k = len(atb)
    c = [0.0] * k
    for _ in range(400):
        for i in range(k):
            if ata[i][i] <= 0:
                continue
            r = atb[i] - sum(ata[i][j] * c[j] for j in range(k) if j != i)
            c[i] = r / ata[i][i]
            if i < k - 1 and c[i] < 0:
                c[i] = 0.0
    return c


def main():
    out, files = sys.argv[1], sys.argv[2:]
    rows, finals = [], {}
    for fi, name in enumerate(files):
        with open(name) as f:
            for line in f:
                w = line.split()
                if w and w[0] == "feat":
                    rows.append(((fi, int(w[1]), int(w[2])), int(w[3]), int(w[4]), [float(x) for x in w[5:]]))
                elif w and w[0] == "final":
                    finals[(fi, int(w[1]), int(w[2]))] = int(w[3])
    k = len(NAMES)
    coef = []
    for r in range(1, ROUNDS + 1):
        data = [(f, finals[key] - proj) for key, rnd, proj, f in rows if rnd == r and key in finals]
        ata = [[0.0] * k for _ in range(k)]
        atb = [0.0] * k
        for f, y in data:
            for i in range(k):
                atb[i] += f[i] * y
                for j in range(k):
                    ata[i][j] += f[i] * f[j]
        for i in range(k - 1):  # no ridge on the constant
            ata[i][i] += RIDGE * max(1, len(data)) / 100
        c = nonnegative(ata, atb) if data else [0.0] * k
        sse = sum((y - sum(ci * fi for ci, fi in zip(c, f))) ** 2 for f, y in data)
        sst = sum((y - sum(y for _, y in data) / len(data)) ** 2 for _, y in data) if data else 0
        print(f"round {r}: {len(data)} rows, R^2 {1 - sse / sst if sst else 0:.2f}: " +
              ", ".join(f"{n} {x:+.2f}" for n, x in zip(NAMES, c)), file=sys.stderr)
        coef.append(c)
    with open(out, "w") as f:
        f.write("/* Written by tools/ai_fit.py from arena games: per round, the coefficients of gah_ai_features'\n"
                " * features (" + ", ".join(NAMES) + ")\n * in a ridge least-squares fit of (final score - projected score). */\n")
        f.write(f"#define AI_FIT_ROUNDS {ROUNDS}\nstatic const double ai_fit[AI_FIT_ROUNDS][AI_FEATURES] = {{\n")
        for c in coef:
            f.write("    {" + ", ".join(f"{x:.3f}" for x in c) + "},\n")
        f.write("};\n")


if __name__ == "__main__":
    main()
