#!/usr/bin/env python3
"""Generate the const C card and board tables from assets/data (the one source of truth).

Usage: gen_data.py DATA_DIR OUT.c

Every data error stops the build with "file:line: message", so a typo in a data file can never
produce a silently wrong table.
"""
import os
import stat
import sys

COLOURS = {"blue": 0, "red": 1, "yellow": 2, "green": 3}
COLOUR_LETTERS = {"B": 0, "R": 1, "Y": 2}
FREE = 99

GUEST_FX = {
    "none": "GAH_FX_NONE", "strudel": "GAH_FX_STRUDEL", "cake": "GAH_FX_CAKE", "wine": "GAH_FX_WINE",
    "coffee": "GAH_FX_COFFEE", "item": "GAH_FX_ITEM", "krone": "GAH_FX_KRONE", "emperor": "GAH_FX_EMPEROR",
    "draw": "GAH_FX_DRAW", "room": "GAH_FX_ROOM", "room_low": "GAH_FX_ROOM_LOW", "room_pool": "GAH_FX_ROOM_POOL",
    "occupy": "GAH_FX_OCCUPY", "guest": "GAH_FX_GUEST", "staff": "GAH_FX_STAFF", "draw3play": "GAH_FX_DRAW3PLAY",
    "gizia": "GAH_FX_GIZIA",
}
EMPEROR_FX = {
    "krone": "GAH_FX_KRONE", "items_choice": "GAH_FX_ITEM", "items_all": "GAH_FX_ITEMS_ALL",
    "draw3play": "GAH_FX_DRAW3PLAY", "room": "GAH_FX_ROOM", "room_low_occupied": "GAH_FX_ROOM_LOW_OCCUPIED",
    "room_occupied": "GAH_FX_ROOM_OCCUPIED", "vp": "GAH_FX_VP", "vp_per_staff": "GAH_FX_VP_PER_STAFF",
    "staff": "GAH_FX_STAFF", "lose_krone": "GAH_FX_LOSE_KRONE", "lose_kitchen": "GAH_FX_LOSE_KITCHEN",
    "lose_kitchen_and_cafe": "GAH_FX_LOSE_KITCHEN_AND_CAFE", "return_staff": "GAH_FX_RETURN_STAFF",
    "remove_vacant": "GAH_FX_REMOVE_VACANT", "remove_occupied_2": "GAH_FX_REMOVE_OCCUPIED_2",
    "remove_final_staff": "GAH_FX_REMOVE_FINAL_STAFF", "lose_vp": "GAH_FX_LOSE_VP",
    "lose_vp_per_staff": "GAH_FX_LOSE_VP_PER_STAFF",
}
OBJ_REQ = {
    "money": "GAH_REQ_MONEY", "emperor": "GAH_REQ_EMPEROR", "staff_played": "GAH_REQ_STAFF_PLAYED",
    "room_tiles": "GAH_REQ_ROOM_TILES", "full_floors": "GAH_REQ_FULL_FLOORS",
    "full_columns": "GAH_REQ_FULL_COLUMNS", "full_groups": "GAH_REQ_FULL_GROUPS",
    "full_colour": "GAH_REQ_FULL_COLOUR", "occupied_rby": "GAH_REQ_OCCUPIED_RBY",
}
STAFF_TYPES = {"round": "GAH_STAFF_ROUND", "permanent": "GAH_STAFF_PERMANENT", "once": "GAH_STAFF_ONCE",
               "final": "GAH_STAFF_FINAL"}


class DataError(Exception):
    pass


def fail(path, line, msg):
    raise DataError(f"{path}:{line}: {msg}")


def open_data(path):
    """Opens a data file for reading, refusing anything but a regular file without blocking (a FIFO named
    like a data file would otherwise hang the build)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as e:
        fail(path, 0, f"cannot read: {e.strerror}")
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        fail(path, 0, "not a regular file (a pipe or a device?)")
    os.set_blocking(fd, True)
    return open(fd, encoding="utf-8")


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def read_tsv(path, columns):
    """Rows of a TSV file as (line number, dict); '#' lines and blank lines are skipped."""
    rows = []
    header = None
    with open_data(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if header is None:
                if cells != columns:
                    fail(path, n, f"expected the header {' '.join(columns)}, found {' '.join(cells)}")
                header = cells
                continue
            if len(cells) != len(header):
                fail(path, n, f"expected {len(header)} tab-separated columns, found {len(cells)}")
            rows.append((n, dict(zip(header, cells))))
    if header is None:
        fail(path, 1, "no header line")
    return rows


def to_int(path, n, text, what, lo=None, hi=None):
    try:
        v = int(text)
    except ValueError:
        fail(path, n, f"{what} must be a whole number, not '{text}'")
    if lo is not None and v < lo or hi is not None and v > hi:
        fail(path, n, f"{what} {v} is out of range {lo}..{hi}")
    return v


def src_flag(path, n, text):
    if text not in ("fact", "house"):
        fail(path, n, f"src must be 'fact' or 'house', not '{text}'")
    return "true" if text == "house" else "false"


def parse_effect(path, n, text, table, hi=99):
    if ":" in text:
        kind, amount = text.split(":", 1)
    else:
        kind, amount = text, "0"
    if kind not in table:
        fail(path, n, f"unknown effect '{kind}' (known: {', '.join(sorted(table))})")
    if amount == "free":
        value = FREE
    else:
        value = to_int(path, n, amount, f"amount of '{kind}'", 0, hi)
    return kind, value


ITEM_WORDS = ["strudel", "cake", "wine", "coffee"]


def describe_reward(effects):
    """Our own short wording of a guest reward, generated from the effect codes."""
    parts = []
    i = 0
    while i < len(effects):
        kind, amount = effects[i]
        same = 1
        while i + same < len(effects) and effects[i + same] == effects[i]:
            same += 1
        if kind in ITEM_WORDS:
            parts.append(f"+{amount} {kind}")
        elif kind == "item":
            parts.append(f"+{amount} item of your choice")
        elif kind == "krone":
            parts.append(f"+{amount} krone")
        elif kind == "emperor":
            parts.append(f"Emperor +{amount}")
        elif kind == "draw":
            parts.append(f"draw {amount} staff")
        elif kind in ("room", "room_low"):
            count = "a room" if same == 1 else f"up to {same} rooms"
            cost = "free" if amount == FREE else ("at full cost" if amount == 0 else f"{amount} krone off")
            where = " on the two lowest floors" if kind == "room_low" else ""
            parts.append(f"prepare {count}{where}, {cost}")
        elif kind == "room_pool":
            parts.append(f"prepare up to {amount} rooms, the first paid one 1 krone off")
        elif kind == "occupy":
            parts.append("occupy an extra room")
        elif kind == "guest":
            parts.append("take a guest free" if same == 1 else f"take up to {same} guests free")
        elif kind == "staff":
            count = "a staff card" if same == 1 else f"up to {same} staff cards"
            cost = "free" if amount == FREE else f"{amount} krone off" if same > 1 or amount == 1 \
                else f"up to {amount} krone off"
            parts.append(f"play {count}, {cost}")
        elif kind == "draw3play":
            cost = "free" if amount == FREE else f"up to {amount} krone off"
            parts.append(f"draw 3 staff, play one {cost}")
        elif kind == "gizia":
            parts.append("use an action space without taking its die")
        elif kind == "none":
            parts.append("no reward")
        i += same
    text = "; ".join(parts)
    return text[0].upper() + text[1:]


def objective_text(kind, n):
    """Our own wording of an objective's requirement."""
    return {
        "money": f"Have {n} krone.",
        "emperor": f"Reach space {n} of the Emperor track.",
        "staff_played": f"Have {n} staff cards in play.",
        "room_tiles": f"Have {n} room tiles in your hotel.",
        "full_floors": f"Occupy every room of {n} floors.",
        "full_columns": f"Occupy every room of {n} columns.",
        "full_groups": f"Occupy {n} whole groups of rooms.",
        "full_colour": "Occupy every room of one colour." if n == 1 else f"Occupy every room of {n} colours.",
        "occupied_rby": f"Occupy at least {n // 100} red, {n // 10 % 10} blue and {n % 10} yellow rooms.",
    }[kind]


def emperor_text(kind, n, else_vp):
    """Our own wording of one half of an Emperor tile; `else_vp` is the VP lost when it cannot be suffered."""
    d = " free" if n == FREE else (f" for {n} less" if n > 0 else "")
    plural = (lambda one, many: one if n == 1 else many)
    text = {
        "krone": f"+{n} krone", "items_choice": f"{n} items of your choice", "items_all": "One of each item",
        "draw3play": f"Draw 3 staff, play one{d}", "room": f"Prepare a room{d}",
        "room_low_occupied": "A free room on floor 1 or 2, occupied at once",
        "room_occupied": "A free room, occupied at once", "vp": f"+{n} VP",
        "vp_per_staff": f"{n} VP per staff card in play", "staff": f"Play a staff card{d}",
        "lose_krone": f"Lose {n} krone", "lose_kitchen": "Empty your kitchen",
        "lose_kitchen_and_cafe": "Empty your kitchen and your guests' plates",
        "return_staff": f"Discard {n} staff {plural('card', 'cards')} from your hand",
        "remove_vacant": f"Remove {n} vacant {plural('room', 'rooms')}",
        "remove_occupied_2": "Remove your two highest occupied rooms",
        "remove_final_staff": "Remove a final-scoring staff card", "lose_vp": f"Lose {n} VP",
        "lose_vp_per_staff": f"Lose {n} VP per staff card in play",
    }[kind]
    if else_vp:
        text += f" (if you cannot: \u2212{else_vp} VP)"
    return text


def gen_guests(d, out):
    path = os.path.join(d, "guests.tsv")
    cols = ["id", "name", "colour", "strudel", "cake", "wine", "coffee", "vp", "reward", "src"]
    rows = read_tsv(path, cols)
    seen = set()
    out.append("const gah_guest_card gah_guests[] = {")
    ids = []
    for n, r in rows:
        gid = to_int(path, n, r["id"], "id", 1, 999)
        if gid in seen:
            fail(path, n, f"guest id {gid} appears twice")
        seen.add(gid)
        if r["colour"] not in COLOURS:
            fail(path, n, f"unknown colour '{r['colour']}'")
        order = [to_int(path, n, r[k], k, 0, 4) for k in ITEM_WORDS]
        if not 1 <= sum(order) <= 4:
            fail(path, n, f"an order has 1 to 4 items, this one {sum(order)}")
        vp = to_int(path, n, r["vp"], "vp", 0, 30)
        effects = [parse_effect(path, n, e.strip(), GUEST_FX) for e in r["reward"].split(";")]
        if len(effects) > 3:
            fail(path, n, "at most 3 reward effects")
        fx = ", ".join(f"{{{GUEST_FX[k]}, {a}}}" for k, a in effects if k != "none")
        count = sum(1 for k, _ in effects if k != "none")
        out.append(f"    {{{gid}, {c_str(r['name'])}, {COLOURS[r['colour']]}, {{{', '.join(map(str, order))}}}, "
                   f"{sum(order)}, {vp}, {count}, {{{fx}}}, {c_str(describe_reward(effects))}, "
                   f"{src_flag(path, n, r['src'])}}},")
        ids.append(gid)
    out.append("};")
    out.append(f"const int gah_guest_count = {len(ids)};")
    return ids


def gen_staff(d, out):
    path = os.path.join(d, "staff.tsv")
    rows = read_tsv(path, ["id", "name", "cost", "type", "intro", "src", "text"])
    out.append("const gah_staff_card gah_staff[] = {")
    ids = []
    sets = {}
    for n, r in rows:
        sid = to_int(path, n, r["id"], "id", 1, 999)
        if sid in ids:
            fail(path, n, f"staff id {sid} appears twice")
        cost = to_int(path, n, r["cost"], "cost", 0, 20)
        if r["type"] not in STAFF_TYPES:
            fail(path, n, f"unknown staff type '{r['type']}'")
        intro = r["intro"]
        if intro not in ("-", "A", "B", "C", "D"):
            fail(path, n, f"intro set must be A-D or '-', not '{intro}'")
        if intro != "-":
            sets.setdefault(intro, []).append(sid)
        ic = "0" if intro == "-" else f"'{intro}'"
        if not r["text"].strip():
            fail(path, n, "every staff card needs its text")
        out.append(f"    {{{sid}, {c_str(r['name'])}, {cost}, {STAFF_TYPES[r['type']]}, {ic}, "
                   f"{src_flag(path, n, r['src'])}, {c_str(r['text'])}}},")
        ids.append(sid)
    for letter, members in sets.items():
        if len(members) != 6:
            fail(path, rows[-1][0], f"introductory set {letter} has {len(members)} cards, not 6")
    out.append("};")
    out.append(f"const int gah_staff_count = {len(ids)};")
    return ids


def gen_objectives(d, out):
    path = os.path.join(d, "objectives.tsv")
    rows = read_tsv(path, ["id", "cat", "name", "req", "vp1", "vp2", "vp3", "src"])
    out.append("const gah_objective_card gah_objectives[] = {")
    ids = []
    for n, r in rows:
        oid = to_int(path, n, r["id"], "id", 1, 999)
        if r["cat"] not in ("A", "B", "C"):
            fail(path, n, f"category must be A, B or C, not '{r['cat']}'")
        kind, amount = parse_effect(path, n, r["req"], OBJ_REQ, 999)
        vps = [to_int(path, n, r[k], k, 0, 50) for k in ("vp1", "vp2", "vp3")]
        out.append(f"    {{{oid}, '{r['cat']}', {c_str(r['name'])}, {OBJ_REQ[kind]}, {amount}, "
                   f"{{{', '.join(map(str, vps))}}}, {src_flag(path, n, r['src'])}, {c_str(objective_text(kind, amount))}}},")
        ids.append(oid)
    out.append("};")
    out.append(f"const int gah_objective_count = {len(ids)};")
    return ids


def gen_emperor(d, out):
    path = os.path.join(d, "emperor.tsv")
    rows = read_tsv(path, ["id", "name", "reward", "penalty", "src"])
    out.append("const gah_emperor_tile gah_emperor_tiles[] = {")
    codes = []
    for n, r in rows:
        code = r["id"]
        if len(code) != 2 or code[0] not in "ABC" or code[1] not in "1234":
            fail(path, n, f"tile id must be A1..C4, not '{code}'")
        index = "ABC".index(code[0]) * 4 + int(code[1]) - 1
        if index != len(codes):
            fail(path, n, f"tiles must be listed A1..A4, B1..B4, C1..C4; {code} is out of order")
        rk, ra = parse_effect(path, n, r["reward"], EMPEROR_FX)
        pen = r["penalty"].split("|")
        pk, pa = parse_effect(path, n, pen[0], EMPEROR_FX)
        alt = 0
        if len(pen) == 2:
            ak, alt = parse_effect(path, n, pen[1], EMPEROR_FX)
            if ak != "lose_vp":
                fail(path, n, "the alternative of a penalty must be lose_vp")
        elif len(pen) > 2:
            fail(path, n, "a penalty has at most one alternative")
        out.append(f"    {{{index}, \"{code}\", {c_str(r['name'])}, {{{EMPEROR_FX[rk]}, {ra}}}, "
                   f"{{{EMPEROR_FX[pk]}, {pa}}}, {alt}, {src_flag(path, n, r['src'])}, "
                   f"{c_str(emperor_text(rk, ra, 0))}, {c_str(emperor_text(pk, pa, alt))}}},")
        codes.append(code)
    if len(codes) != 12:
        fail(path, rows[-1][0], f"expected 12 Emperor tiles, found {len(codes)}")
    out.append("};")
    out.append(f"const int gah_emperor_tile_count = {len(codes)};")


def gen_hotels(d, out):
    path = os.path.join(d, "hotels.txt")
    boards = []
    cur = None
    with open_data(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            words = line.split()
            if words[0] == "hotel":
                if len(words) < 4:
                    fail(path, n, "expected: hotel KEY fact|house NAME")
                src_flag(path, n, words[2])
                cur = {"key": words[1], "house": words[2] == "house", "name": " ".join(words[3:]),
                       "rows": [], "line": n}
                boards.append(cur)
            elif words[0] == "row":
                if cur is None:
                    fail(path, n, "a row before any hotel line")
                if len(words) != 12 or words[6] != "|":
                    fail(path, n, "expected: row C1 C2 C3 C4 C5 | V1 V2 V3 V4 V5")
                cells = words[1:6]
                for c in cells:
                    if len(c) != 2 or c[0] not in COLOUR_LETTERS or not c[1].isalpha():
                        fail(path, n, f"cell '{c}' must be a colour letter B/R/Y and a group letter")
                vps = [to_int(path, n, v, "room VP", 0, 9) for v in words[7:12]]
                cur["rows"].append((n, cells, vps))
            else:
                fail(path, n, f"unknown line '{words[0]}' (expected hotel or row)")
    out.append("const gah_hotel_layout gah_hotels[] = {")
    for b in boards:
        if len(b["rows"]) != 4:
            fail(path, b["line"], f"hotel {b['key']} has {len(b['rows'])} rows, not 4")
        colour = [0] * 20
        group_letter = [""] * 20
        vp = [0] * 20
        for top_index, (n, cells, vps) in enumerate(b["rows"]):
            floor = 3 - top_index
            for col, cell in enumerate(cells):
                rid = floor * 5 + col
                colour[rid] = COLOUR_LETTERS[cell[0]]
                group_letter[rid] = cell[1]
                vp[rid] = vps[col]
        letters = []
        for g in group_letter:
            if g not in letters:
                letters.append(g)
        if len(letters) != 10:
            fail(path, b["line"], f"hotel {b['key']} has {len(letters)} groups, not 10")
        group = [letters.index(g) for g in group_letter]
        sizes = [group.count(i) for i in range(10)]
        gcol = [0] * 10
        for i in range(10):
            members = [r for r in range(20) if group[r] == i]
            if not 1 <= len(members) <= 4:
                fail(path, b["line"], f"hotel {b['key']}: group '{letters[i]}' has {len(members)} rooms, not 1..4")
            cols = {colour[r] for r in members}
            if len(cols) != 1:
                fail(path, b["line"], f"hotel {b['key']}: group '{letters[i]}' mixes colours")
            gcol[i] = colour[members[0]]
            # A group is one orthogonally connected block.
            reach = {members[0]}
            todo = [members[0]]
            while todo:
                r = todo.pop()
                for nb in (r - 5, r + 5, r - 1 if r % 5 else -1, r + 1 if r % 5 != 4 else -1):
                    if 0 <= nb < 20 and group[nb] == i and nb not in reach:
                        reach.add(nb)
                        todo.append(nb)
            if len(reach) != len(members):
                fail(path, b["line"], f"hotel {b['key']}: group '{letters[i]}' is not connected")
        out.append(f"    {{{c_str(b['key'])}, {c_str(b['name'])},")
        out.append(f"     {{{', '.join(map(str, colour))}}},")
        out.append(f"     {{{', '.join(map(str, group))}}},")
        out.append(f"     {{{', '.join(map(str, vp))}}},")
        out.append(f"     {{{', '.join(map(str, sizes))}}}, {{{', '.join(map(str, gcol))}}}, "
                   f"{'true' if b['house'] else 'false'}}},")
    if not boards or boards[0]["key"] != "night":
        fail(path, 1, "the first hotel must be the night side")
    out.append("};")
    out.append(f"const int gah_hotel_count = {len(boards)};")


def gen_automa(d, out):
    path = os.path.join(d, "automa.tsv")
    out.append("const gah_automa_card gah_automa_cards[] = {")
    count = 0
    with open_data(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if len(cells) != 6:
                fail(path, n, f"expected 6 tab-separated columns (deck card guests die actions tie), found {len(cells)}")
            deck, card, guests, die, actions, tie = cells
            if deck not in ("leopold", "elisabeth"):
                fail(path, n, f"unknown deck '{deck}'")
            cid = to_int(path, n, card, "card", 1, 999)
            if tie not in ("L", "R"):
                fail(path, n, f"tie must be L or R, not '{tie}'")
            out.append(f"    {{{cid}, {c_str(deck)}, {c_str(guests)}, {c_str(die)}, {c_str(actions)}, '{tie}'}},")
            count += 1
    out.append("};")
    out.append(f"const int gah_automa_card_count = {count};")


def gen_rules(d, out):
    path = os.path.join(d, "rules.tsv")
    rows = read_tsv(path, ["key", "values", "src"])
    vals = {}
    for n, r in rows:
        src_flag(path, n, r["src"])
        if r["key"].startswith("turn_tiles_"):
            tiles = []
            for t in r["values"].split():
                a, _, b = t.partition("/")
                tiles.append((to_int(path, n, a, "tile", 1, 8), to_int(path, n, b, "tile", 1, 8)))
            vals[r["key"]] = (n, tiles)
        else:
            vals[r["key"]] = (n, [to_int(path, n, v, r["key"], 0, 255) for v in r["values"].split()])

    def get(key, count):
        if key not in vals:
            fail(path, 1, f"missing key '{key}'")
        n, v = vals[key]
        if len(v) != count:
            fail(path, n, f"'{key}' needs {count} values, has {len(v)}")
        return v

    def arr(key, count):
        return "{" + ", ".join(map(str, get(key, count))) + "}"

    tiles = ["{{0,0},{0,0},{0,0},{0,0}}", "{{0,0},{0,0},{0,0},{0,0}}"]
    for p in (2, 3, 4):
        t = get(f"turn_tiles_{p}", p)
        cells = [f"{{{a},{b}}}" for a, b in t] + ["{0,0}"] * (4 - p)
        tiles.append("{" + ",".join(cells) + "}")
    out.append("const gah_rules_table gah_rules = {")
    out.append(f"    {arr('dice_by_players', 5)}, {get('start_money', 1)[0]}, {get('max_money', 1)[0]},")
    out.append(f"    {get('rounds', 1)[0]}, {get('cafe_tables', 1)[0]}, {arr('queue_costs', 5)},")
    out.append(f"    {arr('floor_costs', 4)}, {arr('floor_vp', 4)}, {arr('emperor_track_vp', 14)},")
    out.append(f"    {arr('emperor_scoring_rounds', 3)}, {arr('emperor_retreat', 3)}, {get('emperor_reward_min', 1)[0]},")
    out.append(f"    {arr('bonus_blue_vp', 4)}, {arr('bonus_red_krone', 4)}, {arr('bonus_yellow_emperor', 4)},")
    out.append(f"    {arr('room_supply_bry', 3)},")
    out.append("    {" + ", ".join(tiles) + "},")
    out.append(f"    {get('starting_rooms', 1)[0]}, {get('starting_staff', 1)[0]}, {get('queue_size', 1)[0]},")
    out.append(f"    {get('serve_per_krone', 1)[0]}, {get('cafe_penalty_vp', 1)[0]}, {get('score_track_length', 1)[0]},")
    out.append("};")


def index_table(name, ids, fn, table, ctype):
    top = max(ids) + 1
    idx = [-1] * top
    for i, v in enumerate(ids):
        idx[v] = i
    lines = [f"static const int16_t {name}[{top}] = {{" + ", ".join(map(str, idx)) + "};",
             f"const {ctype} *{fn}(int id)", "{",
             f"    if (id < 0 || id >= {top} || {name}[id] < 0) return 0;",
             f"    return &{table}[{name}[id]];", "}"]
    return lines


def main():
    if len(sys.argv) != 3:
        print("usage: gen_data.py DATA_DIR OUT.c", file=sys.stderr)
        return 2
    d, outpath = sys.argv[1], sys.argv[2]
    out = ["/* generated by tools/gen_data.py from assets/data — do not edit */",
           '#include "gah/data.h"', "#include <string.h>", ""]
    try:
        gids = gen_guests(d, out)
        sids = gen_staff(d, out)
        oids = gen_objectives(d, out)
        gen_emperor(d, out)
        gen_hotels(d, out)
        gen_automa(d, out)
        gen_rules(d, out)
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    out += index_table("guest_index", gids, "gah_guest_by_id", "gah_guests", "gah_guest_card")
    out += index_table("staff_index", sids, "gah_staff_by_id", "gah_staff", "gah_staff_card")
    out += index_table("objective_index", oids, "gah_objective_by_id", "gah_objectives", "gah_objective_card")
    out += ["const gah_hotel_layout *gah_hotel_by_key(const char *key)", "{",
            "    for (int i = 0; i < gah_hotel_count; i++)",
            "        if (strcmp(gah_hotels[i].key, key) == 0) return &gah_hotels[i];",
            "    return 0;", "}",
            "const char *gah_colour_name(int colour)", "{",
            '    static const char *const names[] = {"blue", "red", "yellow", "green"};',
            '    return colour >= 0 && colour < GAH_COLOUR_COUNT ? names[colour] : "?";', "}",
            "const char *gah_item_name(int item)", "{",
            '    static const char *const names[] = {"strudel", "cake", "wine", "coffee"};',
            '    return item >= 0 && item < GAH_ITEM_COUNT ? names[item] : "?";', "}"]
    tmp = outpath + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    os.replace(tmp, outpath)
    return 0


if __name__ == "__main__":
    sys.exit(main())
