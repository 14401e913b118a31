#!/usr/bin/env python3
"""Generate Let's Roll's const C tables (include/roll/data.h) from assets/data/roll_* (the one source of truth).

Usage: gen_roll_data.py DATA_DIR OUT.c

Every data error stops the build with "file:line: message", as tools/gen_data.py does for the base game
(whose file helpers this reuses), so a typo in a board can never produce a silently wrong table.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_data import DataError, c_str, fail, open_data, read_tsv, src_flag, to_int, write_atomic  # noqa: E402

ROOMS, FLOORS, COLUMNS, LEFT = 28, 4, 7, 4
TRACKS, TRACK_MAX, GROUPS_MAX = 3, 7, 12
HOTELS, BOARDS, KINDS, SLOTS = 8, 8, 27, 6
FREE = 99
COLOUR_LETTERS = {"B": 0, "R": 1, "Y": 2}
COLOURS = {"blue": 0, "red": 1, "yellow": 2, "any": 3}

# Effect words: C kind, and what follows the word (colour, an amount, "off" = an optional discount or
# free, "vp2" = two amounts). Which words each file may use is said where the file is read.
FX = {
    "krone": ("ROLL_FX_KRONE", ["n"]),
    "emperor": ("ROLL_FX_EMPEROR", ["n"]),
    "prepare": ("ROLL_FX_PREPARE", ["colour", "off"]),
    "occupy": ("ROLL_FX_OCCUPY", ["colour", "off"]),
    "hire": ("ROLL_FX_HIRE", ["off"]),
    "strength": ("ROLL_FX_STRENGTH", ["n"]),
    "imitate_gain": ("ROLL_FX_IMITATE_GAIN", ["n"]),
    "free": ("ROLL_FX_FREE_COLOUR", ["colour!"]),
    "room": ("ROLL_FX_VP_ROOM", ["colour!", "n"]),
    "upper_room": ("ROLL_FX_VP_UPPER_ROOM", ["n"]),
    "rows": ("ROLL_FX_VP_ROWS", ["n", "n"]),
    "column": ("ROLL_FX_VP_COLUMN", ["n"]),
    "staff": ("ROLL_FX_VP_STAFF", ["n"]),
    "set": ("ROLL_FX_VP_SET", ["n"]),
    "group": ("ROLL_FX_VP_GROUP", ["n"]),
}
BONUS_WORDS = {"krone", "emperor", "prepare", "occupy", "hire"}
ACTION_WORDS = {"prepare", "occupy", "hire"}
FINAL_WORDS = {"room", "upper_room", "rows", "column", "staff", "set", "group"}
# What each staff type's `when` is, and which effect words it may use there.
STAFF_WHEN = {
    "permanent": {"die": {"krone", "emperor", "strength", "imitate_gain"}, "prepare": {"free"}},
    "once": {"hired": BONUS_WORDS},
    "final": {"final": FINAL_WORDS},
}


def parse_part(path, n, text, allowed):
    """One effect part 'word:arg:arg' as (kind, colour, amount, amount2)."""
    words = text.split(":")
    word = words[0]
    if word not in FX:
        fail(path, n, f"unknown effect '{word}' (known: {', '.join(sorted(FX))})")
    if word not in allowed:
        fail(path, n, f"effect '{word}' does not belong here (here: {', '.join(sorted(allowed))})")
    kind, shape = FX[word]
    args = words[1:]
    needed = [s for s in shape if s != "off"]
    if len(args) < len(needed) or len(args) > len(shape):
        fail(path, n, f"effect '{word}' needs {':'.join(shape)} after it, found '{text}'")
    colour, amount, amount2 = 3, 0, 0
    numbers = []
    for i, s in enumerate(shape):
        if i >= len(args):
            break
        a = args[i]
        if s in ("colour", "colour!"):
            if a not in COLOURS or (s == "colour!" and a == "any"):
                choices = "blue, red or yellow" if s == "colour!" else "blue, red, yellow or any"
                fail(path, n, f"effect '{word}': colour must be {choices}, not '{a}'")
            colour = COLOURS[a]
        elif s == "off":
            numbers.append(FREE if a == "free" else to_int(path, n, a, f"the discount of '{word}'", 1, 9))
        else:
            numbers.append(to_int(path, n, a, f"the amount of '{word}'", 1, 20))
    if numbers:
        amount = numbers[0]
    if len(numbers) > 1:
        amount2 = numbers[1]
    return (kind, colour, amount, amount2, word)


def parse_bonus(path, n, text, allowed):
    """A bonus: 'none', one part, 'a+b' (in order) or 'a&b' (either order): (parts, either_order)."""
    if text == "none":
        return ([], False)
    either = "&" in text
    if either and "+" in text:
        fail(path, n, f"'{text}': parts are joined by '+' (in order) or '&' (either order), not both")
    parts = [parse_part(path, n, p, allowed) for p in text.split("&" if either else "+")]
    if len(parts) > 2:
        fail(path, n, f"'{text}': at most two parts")
    if either and sorted(p[4] for p in parts) != ["occupy", "prepare"]:
        fail(path, n, f"'{text}': '&' joins a prepare and an occupy (the only choice of order the engine asks)")
    if sum(p[4] in ACTION_WORDS for p in parts) > 1 and not either and len({p[4] for p in parts}) > 1:
        fail(path, n, f"'{text}': two different actions must say their order with '&'")
    return (parts, either)


def bonus_c(b):
    parts, either = b
    cells = [f"{{{k}, {c}, {a}, {a2}}}" for k, c, a, a2, _ in parts]
    cells += ["{0, 0, 0, 0}"] * (2 - len(cells))
    return f"{{{{{', '.join(cells)}}}, {len(parts)}, {'true' if either else 'false'}}}"


def gen_hotels(d):
    """roll_hotels.txt: the layouts, checked group by group."""
    path = os.path.join(d, "roll_hotels.txt")
    boards = []
    cur = None
    with open_data(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            words = line.split()
            if words[0] == "hotel":
                if len(words) != 3:
                    fail(path, n, "expected: hotel N fact|house")
                num = to_int(path, n, words[1], "the hotel number", 1, HOTELS)
                if num != len(boards) + 1:
                    fail(path, n, f"hotel {num} out of order: expected hotel {len(boards) + 1}")
                src_flag(path, n, words[2])
                cur = {"id": num, "house": words[2] == "house", "rows": [], "line": n}
                boards.append(cur)
            elif words[0] == "row":
                if cur is None:
                    fail(path, n, "a row before any hotel line")
                if len(words) != 9 or words[5] != "|":
                    fail(path, n, "expected: row C C C C | C C C (four rooms, the staircase, three rooms)")
                cells = words[1:5] + words[6:9]
                for c in cells:
                    if len(c) != 2 or c[0] not in COLOUR_LETTERS or not c[1].isalpha():
                        fail(path, n, f"cell '{c}' must be a colour letter B/R/Y and a group letter")
                cur["rows"].append((n, cells))
            else:
                fail(path, n, f"unknown line '{words[0]}' (expected hotel or row)")
    if len(boards) != HOTELS:
        fail(path, 1, f"expected {HOTELS} hotels, found {len(boards)}")
    for b in boards:
        if len(b["rows"]) != FLOORS:
            fail(path, b["line"], f"hotel {b['id']} has {len(b['rows'])} rows, not {FLOORS}")
        colour, letter, line_of = [0] * ROOMS, [""] * ROOMS, [0] * ROOMS
        for top, (n, cells) in enumerate(b["rows"]):
            floor = FLOORS - 1 - top
            for col, cell in enumerate(cells):
                r = floor * COLUMNS + col
                colour[r], letter[r], line_of[r] = COLOUR_LETTERS[cell[0]], cell[1], n
        letters = []
        for g in letter:
            if g not in letters:
                letters.append(g)
        if len(letters) > GROUPS_MAX:
            fail(path, b["line"], f"hotel {b['id']} has {len(letters)} groups, at most {GROUPS_MAX}")
        group = [letters.index(g) for g in letter]

        def neighbours(r):
            # Orthogonal, with the rooms either side of the staircase touching (seed 003).
            f, c = divmod(r, COLUMNS)
            out = []
            if c > 0:
                out.append(r - 1)
            if c < COLUMNS - 1:
                out.append(r + 1)
            if f > 0:
                out.append(r - COLUMNS)
            if f < FLOORS - 1:
                out.append(r + COLUMNS)
            return out
        for i, g in enumerate(letters):
            members = [r for r in range(ROOMS) if group[r] == i]
            where = line_of[members[0]]
            if not 2 <= len(members) <= 4:
                fail(path, where, f"hotel {b['id']}: group '{g}' has {len(members)} rooms; seed 003's groups have 2 to 4")
            if len({colour[r] for r in members}) != 1:
                fail(path, where, f"hotel {b['id']}: group '{g}' mixes colours")
            reach, todo = {members[0]}, [members[0]]
            while todo:
                r = todo.pop()
                for nb in neighbours(r):
                    if group[nb] == i and nb not in reach:
                        reach.add(nb)
                        todo.append(nb)
            if len(reach) != len(members):
                fail(path, where, f"hotel {b['id']}: group '{g}' is not connected")
        for r in range(ROOMS):
            for nb in neighbours(r):
                if colour[nb] == colour[r] and group[nb] != group[r]:
                    fail(path, line_of[r], f"hotel {b['id']}: rooms {r + 1} and {nb + 1} touch and share a colour "
                                           f"but not a group (a group is every touching room of its colour)")
        b["colour"], b["group"] = colour, group
        b["sizes"] = [group.count(i) for i in range(len(letters))]
        b["gcolour"] = [colour[group.index(i)] for i in range(len(letters))]
        b["door"] = [([], False)] * ROOMS
        b["emperor"] = [[([], False)] * TRACK_MAX for _ in range(TRACKS)]
    return boards


def gen_doors(d, boards):
    path = os.path.join(d, "roll_doors.tsv")
    rows = read_tsv(path, ["room"] + [f"h{h}" for h in range(1, HOTELS + 1)] + ["src"])
    seen = set()
    for n, r in rows:
        room = to_int(path, n, r["room"], "room", 1, ROOMS)
        if room <= COLUMNS:
            fail(path, n, f"room {room} is on the first floor, which has no door bonuses (seed 003)")
        if room in seen:
            fail(path, n, f"room {room} listed twice")
        seen.add(room)
        src_flag(path, n, r["src"])
        for h in range(1, HOTELS + 1):
            b = parse_bonus(path, n, r[f"h{h}"], BONUS_WORDS)
            if not b[0]:
                fail(path, n, f"room {room}, hotel {h}: every door from the second floor up has a bonus")
            boards[h - 1]["door"][room - 1] = b
    missing = [r for r in range(COLUMNS + 1, ROOMS + 1) if r not in seen]
    if missing:
        fail(path, rows[-1][0] if rows else 1, f"rooms without a door bonus: {', '.join(map(str, missing))}")


def gen_rules(d):
    path = os.path.join(d, "roll_rules.tsv")
    rows = read_tsv(path, ["key", "values", "src"])
    vals = {}
    for n, r in rows:
        src_flag(path, n, r["src"])
        if r["key"] in vals:
            fail(path, n, f"'{r['key']}' given twice")
        vals[r["key"]] = (n, [to_int(path, n, v, r["key"], 0, 99) for v in r["values"].split()])

    def get(key, count):
        if key not in vals:
            fail(path, 1, f"missing key '{key}'")
        n, v = vals[key]
        if len(v) != count:
            fail(path, n, f"'{key}' needs {count} values, has {len(v)}")
        return v
    spaces = get("track_spaces", TRACKS)
    light = get("track_light_from", TRACKS)
    for t in range(TRACKS):
        if not 2 <= spaces[t] <= TRACK_MAX:
            fail(path, vals["track_spaces"][0], f"track {t + 1} has {spaces[t]} spaces, not 2..{TRACK_MAX}")
        if not 1 <= light[t] <= spaces[t]:
            fail(path, vals["track_light_from"][0], f"track {t + 1}'s light section must start on one of its spaces")
    rooms = get("start_rooms", 3)
    for r in rooms:
        if not 1 <= r <= COLUMNS:
            fail(path, vals["start_rooms"][0], f"start room {r} is not on the first floor (seed 003)")
    return vals, get


def gen_emperor(d, boards, spaces):
    path = os.path.join(d, "roll_emperor.tsv")
    rows = read_tsv(path, ["track", "space"] + [f"h{h}" for h in range(1, HOTELS + 1)] + ["src"])
    seen = set()
    for n, r in rows:
        t = to_int(path, n, r["track"], "track", 1, TRACKS)
        s = to_int(path, n, r["space"], "space", 1, spaces[t - 1])
        if (t, s) in seen:
            fail(path, n, f"track {t} space {s} listed twice")
        seen.add((t, s))
        src_flag(path, n, r["src"])
        for h in range(1, HOTELS + 1):
            boards[h - 1]["emperor"][t - 1][s - 1] = parse_bonus(path, n, r[f"h{h}"], BONUS_WORDS)


def gen_staff(d):
    path = os.path.join(d, "roll_staff.tsv")
    rows = read_tsv(path, ["kind", "type", "when", "effect", "src", "text"])
    kinds = {}
    for n, r in rows:
        k = to_int(path, n, r["kind"], "kind", 1, KINDS)
        if k in kinds:
            fail(path, n, f"kind {k} listed twice")
        typ = r["type"]
        if typ not in STAFF_WHEN:
            fail(path, n, f"type must be one of {', '.join(STAFF_WHEN)}, not '{typ}'")
        when, _, face = r["when"].partition(":")
        if when not in STAFF_WHEN[typ]:
            fail(path, n, f"a '{typ}' staff member works at {' or '.join(STAFF_WHEN[typ])}, not '{r['when']}'")
        die = 0
        if when == "die":
            die = to_int(path, n, face, "the die's space", 1, 6)
        elif face:
            fail(path, n, f"'{when}' takes no ':'")
        effect = parse_bonus(path, n, r["effect"], STAFF_WHEN[typ][when])
        if not effect[0]:
            fail(path, n, f"kind {k} does nothing")
        if not r["text"].strip():
            fail(path, n, "every kind needs its text")
        kinds[k] = {"type": typ, "die": die, "effect": effect, "house": src_flag(path, n, r["src"]), "text": r["text"]}
    missing = [k for k in range(1, KINDS + 1) if k not in kinds]
    if missing:
        fail(path, rows[-1][0] if rows else 1, f"missing kinds: {', '.join(map(str, missing))}")
    return kinds


def gen_boards(d, kinds):
    path = os.path.join(d, "roll_staff_boards.tsv")
    rows = read_tsv(path, ["board"] + [f"slot{s}" for s in range(1, SLOTS + 1)] + ["src"])
    boards = []
    slot_type = ["permanent", "permanent", "once", "once", "final", "final"]
    for n, r in rows:
        b = to_int(path, n, r["board"], "board", 1, BOARDS)
        if b != len(boards) + 1:
            fail(path, n, f"board {b} out of order: expected board {len(boards) + 1}")
        kind, cost = [], []
        for s in range(SLOTS):
            cell = r[f"slot{s + 1}"]
            k, sep, c = cell.partition(":")
            if not sep:
                fail(path, n, f"slot {s + 1}: expected KIND:COST, found '{cell}'")
            k = to_int(path, n, k, f"slot {s + 1}'s kind", 1, KINDS)
            if kinds[k]["type"] != slot_type[s]:
                fail(path, n, f"slot {s + 1} holds a {slot_type[s]} staff member, and kind {k} is {kinds[k]['type']}")
            kind.append(k)
            cost.append(to_int(path, n, c, f"slot {s + 1}'s cost", 0, 9))
        if len(set(kind)) != SLOTS:
            fail(path, n, f"board {b} has a kind twice")
        boards.append({"id": b, "kind": kind, "cost": cost, "house": src_flag(path, n, r["src"])})
    if len(boards) != BOARDS:
        fail(path, rows[-1][0] if rows else 1, f"expected {BOARDS} staff boards, found {len(boards)}")
    return boards


def arr(v):
    return "{" + ", ".join(map(str, v)) + "}"


def main():
    if len(sys.argv) != 3:
        print("usage: gen_roll_data.py DATA_DIR OUT.c", file=sys.stderr)
        return 2
    d, outpath = sys.argv[1], sys.argv[2]
    try:
        hotels = gen_hotels(d)
        gen_doors(d, hotels)
        vals, get = gen_rules(d)
        gen_emperor(d, hotels, get("track_spaces", TRACKS))
        kinds = gen_staff(d)
        boards = gen_boards(d, kinds)
        out = ["/* generated by tools/gen_roll_data.py from assets/data/roll_* — do not edit */",
               '#include "roll/data.h"', "", "#include <stddef.h>", ""]
        out.append("const roll_hotel roll_hotels[ROLL_HOTEL_COUNT] = {")
        for b in hotels:
            n = len(b["sizes"])
            out.append(f"    {{{b['id']}, {arr(b['colour'])},")
            out.append(f"     {arr(b['group'])}, {n}, {arr(b['sizes'])}, {arr(b['gcolour'])},")
            out.append("     {" + ", ".join(bonus_c(x) for x in b["door"]) + "},")
            out.append("     {" + ", ".join("{" + ", ".join(bonus_c(x) for x in t) + "}" for t in b["emperor"]) + "},")
            out.append(f"     {'true' if b['house'] else 'false'}}},")
        out.append("};")
        out.append("const roll_staff_kind roll_staff_kinds[ROLL_STAFF_KIND_COUNT] = {")
        types = {"permanent": "ROLL_STAFF_PERMANENT", "once": "ROLL_STAFF_ONCE", "final": "ROLL_STAFF_FINAL"}
        for k in range(1, KINDS + 1):
            s = kinds[k]
            summary = {"ROLL_FX_STRENGTH": 0, "ROLL_FX_KRONE": 0, "ROLL_FX_EMPEROR": 0, "free": 0, "ROLL_FX_IMITATE_GAIN": 0}
            if s["type"] == "permanent":
                for kind_c, colour, amount, _, _ in s["effect"][0]:
                    if kind_c == "ROLL_FX_FREE_COLOUR":
                        summary["free"] |= 1 << colour
                    else:
                        summary[kind_c] += amount
            sums = f"{summary['ROLL_FX_STRENGTH']}, {summary['ROLL_FX_KRONE']}, {summary['ROLL_FX_EMPEROR']}, {summary['free']}, " \
                   f"{summary['ROLL_FX_IMITATE_GAIN']}"
            out.append(f"    {{{k}, {types[s['type']]}, {s['die']}, {bonus_c(s['effect'])}, {sums}, {s['house']}, {c_str(s['text'])}}},")
        out.append("};")
        out.append("const roll_staff_board roll_staff_boards[ROLL_STAFF_BOARD_COUNT] = {")
        for b in boards:
            out.append(f"    {{{b['id']}, {arr(b['kind'])}, {arr(b['cost'])}, {b['house']}}},")
        out.append("};")
        dice = get("dice_by_players", 5)
        out += ["const roll_rules_table roll_rules = {",
                f"    .dice_by_players = {arr(dice)},",
                f"    .rounds = {get('rounds', 1)[0]}, .turns_per_round = {get('turns_per_round', 1)[0]},",
                f"    .start_money = {get('start_money', 1)[0]}, .start_money_extra = {arr(get('start_money_extra', 4))},",
                f"    .start_rooms = {arr(get('start_rooms', 3))},",
                f"    .prepare_cost = {arr(get('prepare_cost', 4))}, .occupy_cost = {arr(get('occupy_cost', 4))},",
                f"    .floor_vp = {arr(get('floor_vp', 4))},",
                f"    .row_left_vp = {arr(get('row_left_vp', 4))}, .row_right_vp = {arr(get('row_right_vp', 4))},",
                f"    .column_vp = {arr(get('column_vp', 7))},",
                f"    .group_blue_vp = {arr(get('group_blue_vp', 3))}, .group_red_krone = {arr(get('group_red_krone', 3))},",
                f"    .group_yellow_emperor = {arr(get('group_yellow_emperor', 3))},",
                f"    .track_spaces = {arr(get('track_spaces', 3))}, .track_light_from = {arr(get('track_light_from', 3))},",
                f"    .track_penalty = {arr(get('track_penalty', 3))}, .track_first_round = {arr(get('track_first_round', 3))},",
                f"    .check_rounds = {arr(get('check_rounds', 3))}, .track_first_vp = {arr(get('track_first_vp', 3))},",
                f"    .overflow_max = {get('overflow_max', 1)[0]},",
                f"    .loan_krone = {get('loan_krone', 1)[0]}, .loan_vp = {arr(get('loan_vp', 3))},",
                f"    .krone_per_vp = {get('krone_per_vp', 1)[0]}, .special_case_krone = {get('special_case_krone', 1)[0]},",
                f"    .imitate_cost = {get('imitate_cost', 1)[0]},",
                "};"]
        if get("krone_per_vp", 1)[0] < 1:
            fail(os.path.join(d, "roll_rules.tsv"), vals["krone_per_vp"][0], "krone_per_vp must be at least 1")
        out += ["const roll_hotel *roll_hotel_by_id(int id)", "{",
                "    return id >= 1 && id <= ROLL_HOTEL_COUNT ? &roll_hotels[id - 1] : NULL;", "}",
                "const roll_staff_kind *roll_staff_kind_by_id(int kind)", "{",
                "    return kind >= 1 && kind <= ROLL_STAFF_KIND_COUNT ? &roll_staff_kinds[kind - 1] : NULL;", "}",
                "const roll_staff_board *roll_staff_board_by_id(int id)", "{",
                "    return id >= 1 && id <= ROLL_STAFF_BOARD_COUNT ? &roll_staff_boards[id - 1] : NULL;", "}",
                "const char *roll_colour_name(int colour)", "{",
                '    static const char *const names[] = {"blue", "red", "yellow", "any"};',
                '    return colour >= 0 && colour <= ROLL_COLOUR_COUNT ? names[colour] : "?";', "}"]
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    write_atomic(outpath, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
