#!/usr/bin/env python3
"""Generate the const C card and board tables from assets/data (the one source of truth).

Usage: gen_data.py DATA_DIR OUT.c [OUT_STAFF_IDS.h]

The header names every staff card (GAH_STAFF_GROOM = 5, ...), so no code needs a bare card number.

Every data error stops the build with "file:line: message", so a typo in a data file can never
produce a silently wrong table.
"""
import os
import re
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
    # Let's Waltz module 1
    "champagne": "GAH_FX_CHAMPAGNE", "send_dancer": "GAH_FX_SEND_DANCER", "no_ballroom": "GAH_FX_NO_BALLROOM",
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
    # Let's Waltz module 1
    "champagne": "GAH_FX_CHAMPAGNE", "send_dancer": "GAH_FX_SEND_DANCER", "vp_per_dancer": "GAH_FX_VP_PER_DANCER",
    "lose_champagne": "GAH_FX_LOSE_CHAMPAGNE", "remove_dancers": "GAH_FX_REMOVE_DANCERS",
    # Let's Waltz module 5
    "draw": "GAH_FX_DRAW", "vp_per_marker": "GAH_FX_VP_PER_MARKER", "lose_krone_item": "GAH_FX_LOSE_KRONE_ITEM",
    "lose_everything": "GAH_FX_LOSE_EVERYTHING",
}
OBJ_REQ = {
    "money": "GAH_REQ_MONEY", "emperor": "GAH_REQ_EMPEROR", "staff_played": "GAH_REQ_STAFF_PLAYED",
    "room_tiles": "GAH_REQ_ROOM_TILES", "full_floors": "GAH_REQ_FULL_FLOORS",
    "full_columns": "GAH_REQ_FULL_COLUMNS", "full_groups": "GAH_REQ_FULL_GROUPS",
    "full_colour": "GAH_REQ_FULL_COLOUR", "occupied_rby": "GAH_REQ_OCCUPIED_RBY",
    # Let's Waltz module 1
    "champagne": "GAH_REQ_CHAMPAGNE", "dancers": "GAH_REQ_DANCERS", "green_guests": "GAH_REQ_GREEN_GUESTS",
    # Seed 001's herlius variant
    "guest_vp": "GAH_REQ_GUEST_VP", "floor_and_column": "GAH_REQ_FLOOR_AND_COLUMN", "two_colours": "GAH_REQ_TWO_COLOURS",
    # Let's Waltz module 5
    "items_each": "GAH_REQ_ITEMS_EACH", "top_floor": "GAH_REQ_TOP_FLOOR", "big_orders": "GAH_REQ_BIG_ORDERS",
}
STAFF_TYPES = {"round": "GAH_STAFF_ROUND", "permanent": "GAH_STAFF_PERMANENT", "once": "GAH_STAFF_ONCE",
               "final": "GAH_STAFF_FINAL", "bell": "GAH_STAFF_BELL"}


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
        elif kind == "no_ballroom":
            parts.append("never goes to a ballroom")
        elif kind == "champagne":
            parts.append(f"+{amount} champagne")
        elif kind == "send_dancer":
            count = "a dancer" if same == 1 else f"up to {same} dancers"
            cost = "" if amount == 0 else (" free" if amount == FREE else f", up to {amount} champagne off")
            parts.append(f"send {count} to a ballroom{cost}")
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
        "staff_played": f"Have played {n} staff cards.",
        "room_tiles": f"Have {n} room tiles in your hotel.",
        "full_floors": f"Occupy every room of {n} floors.",
        "full_columns": f"Occupy every room of {n} columns.",
        "full_groups": f"Occupy {n} whole groups of rooms.",
        "full_colour": "Occupy every room of one colour." if n == 1 else f"Occupy every room of {n} colours.",
        "occupied_rby": f"Occupy at least {n // 100} red, {n // 10 % 10} blue and {n % 10} yellow rooms.",
        "champagne": f"Have {n} champagne in your kitchen.",
        "dancers": f"Have {n} dancers in the ballrooms (the balcony included).",
        "green_guests": f"Have completed the orders of {n} green guests.",
        "guest_vp": f"Have scored {n} VP from the guest cards you moved into rooms.",
        "floor_and_column": f"Occupy every room of {n} floor and every room of {n} column.",
        "two_colours": f"Occupy {n} rooms of one colour and {n} of another.",
        "items_each": f"Have {n} strudel, {n} cake, {n} wine and {n} coffee in your kitchen.",
        "top_floor": f"Occupy {n} rooms on the top floor.",
        "big_orders": f"Have completed the orders of {n} guests who each ordered 3 or more items.",
    }[kind]


def emperor_text(kind, n, else_vp):
    """Our own wording of one half of an Emperor tile; `else_vp` is the VP lost when it cannot be suffered."""
    d = " free" if n == FREE else (f" for {n} less" if n > 0 else "")
    plural = (lambda one, many: one if n == 1 else many)
    text = {
        "krone": f"+{n} krone", "items_choice": f"{n} {plural('item', 'items')} of your choice", "items_all": "One of each item",
        "draw3play": f"Draw 3 staff, play one{d}", "room": f"Prepare a room{d}",
        "room_low_occupied": "A free room on floor 1 or 2, occupied at once",
        "room_occupied": "A free room, occupied at once", "vp": f"+{n} VP",
        "vp_per_staff": f"{n} VP per staff card you have played", "staff": f"Play a staff card{d}",
        "lose_krone": f"Lose {n} krone", "lose_kitchen": "Empty your kitchen",
        "lose_kitchen_and_cafe": "Empty your kitchen and your guests' plates",
        "return_staff": f"Put {n} staff {plural('card', 'cards')} from your hand under the staff deck",
        "remove_vacant": f"Remove {n} vacant {plural('room', 'rooms')}",
        "remove_occupied_2": "Remove an occupied room from your highest floor with one, and one from the next lower floor with one",
        "remove_final_staff": "Remove a final-scoring staff card", "lose_vp": f"Lose {n} VP",
        "lose_vp_per_staff": f"Lose {n} VP per staff card you have played",
        # Let's Waltz module 1
        "champagne": f"+{n} champagne", "send_dancer": f"Send a dancer to a ballroom{d}",
        "vp_per_dancer": f"{n} VP per dancer in the ballrooms",
        "lose_champagne": f"Give back {n} champagne",
        "remove_dancers": f"Remove {n} {plural('dancer', 'dancers')} from the ballroom scored next",
        # Let's Waltz module 5
        "draw": f"Draw {n} staff {plural('card', 'cards')}", "vp_per_marker": f"{n} VP per objective marker of yours",
        "lose_krone_item": f"Pay {n} krone and give up a dish or drink",
        "lose_everything": "Lose all your krone and everything in your kitchen",
    }[kind]
    if else_vp:
        text += f" (if you cannot: \u2212{else_vp} VP)"
    return text


def gen_guests(d, out):
    path = os.path.join(d, "guests.tsv")
    cols = ["id", "name", "colour", "strudel", "cake", "wine", "coffee", "champagne", "vp", "reward", "module", "src"]
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
        order = [to_int(path, n, r[k], k, 0, 4) for k in ITEM_WORDS + ["champagne"]]
        module = to_int(path, n, r["module"], "module", 0, 5)
        if order[4] and module != 1:
            fail(path, n, "champagne is Let's Waltz module 1's: only its guests order it")
        if not 1 <= sum(order) <= 4:
            fail(path, n, f"an order has 1 to 4 items, this one {sum(order)}")
        vp = to_int(path, n, r["vp"], "vp", -9, 30)
        effects = [parse_effect(path, n, e.strip(), GUEST_FX) for e in r["reward"].split(";")]
        if len(effects) > 3:
            fail(path, n, "at most 3 reward effects")
        fx = ", ".join(f"{{{GUEST_FX[k]}, {a}}}" for k, a in effects if k != "none")
        count = sum(1 for k, _ in effects if k != "none")
        out.append(f"    {{{gid}, {c_str(r['name'])}, {COLOURS[r['colour']]}, {{{', '.join(map(str, order))}}}, "
                   f"{sum(order)}, {vp}, {count}, {{{fx}}}, {c_str(describe_reward(effects))}, "
                   f"{src_flag(path, n, r['src'])}, {module}}},")
        ids.append(gid)
    out.append("};")
    out.append(f"const int gah_guest_count = {len(ids)};")
    return ids


# Staff behaviour (docs/cards.md): the words of the `when` column, the hook each names, and the effect kinds
# the engine carries out at that hook. A new kind of effect needs its code at the hook as well as a word here.
ITEM_FX = ["strudel", "cake", "wine", "coffee", "items_all", "krone", "emperor"]
FINAL_FX = ["vp_per_red", "vp_per_blue", "vp_per_yellow", "vp_per_occupied", "vp_per_staff", "vp_per_room",
            "vp_per_group", "vp_per_floor", "vp_per_column", "vp_per_set", "vp_per_objective", "vp_per_emperor",
            "copy_final", "vp_per_coffee_strudel", "vp_per_cake_wine"]
# Let's Waltz module 1: what a once-per-round card may cost (paid first), and the dancer it may send.
PAY_FX1 = ["pay_champagne", "pay_krone", "pay_item"]
# Let's Waltz module 5: the prices of its once-per-round cards (a dish or drink of one kind, Emperor steps).
PAY_FX5 = ["pay_strudel", "pay_cake", "pay_wine", "pay_coffee", "pay_emperor"]
PAY_FX = PAY_FX1 + PAY_FX5
# Let's Waltz module 5: what its bell cards give, and what its once-per-round cards do beside the base kinds.
BELL_FX = ITEM_FX + ["rooms_occupied", "guest_filled", "staff_free", "fill_orders"]
STAFF_WHEN = {
    "use": ("GAH_WHEN_USE", ITEM_FX + ["champagne", "vp", "send_dancer"] + PAY_FX + ["trade_items", "guest", "room", "staff"]),
    "play": ("GAH_WHEN_PLAY", ITEM_FX + ["occupy", "fill_order", "champagne", "send_dancer"]),
    "die": ("GAH_WHEN_DIE", ["vp", "emperor", "strength", "free", "unsplit", "extra_room", "extra_staff"]),
    "moved": ("GAH_WHEN_GUEST_MOVED", ["krone", "emperor", "vp"]),
    "occupied": ("GAH_WHEN_ROOM_OCCUPIED", ["krone"]),
    "prepare": ("GAH_WHEN_ROOM_COST", ["free"]),
    "queue": ("GAH_WHEN_QUEUE_COST", ["free"]),
    "serve": ("GAH_WHEN_SERVE_COST", ["free"]),
    "reward": ("GAH_WHEN_EMPEROR_REWARD", ["vp"]),
    "penalty": ("GAH_WHEN_EMPEROR_PENALTY", ["ignore_penalty"]),
    "final": ("GAH_WHEN_FINAL", FINAL_FX + ["vp_per_dancer"]),
    # Let's Waltz module 1
    "after": ("GAH_WHEN_AFTER_DIE", ["champagne", "vp", "krone", "draw"]),
    "dancer": ("GAH_WHEN_DANCER_SENT", ["krone", "draw"]),
    "objective": ("GAH_WHEN_OBJECTIVE", ["champagne", "fill_orders"]),
    "played": ("GAH_WHEN_STAFF_PLAYED", ["send_dancer"]),
    # Seed 001's Rowe-Smith staff
    "order": ("GAH_WHEN_ORDER", ["swap_cake_coffee", "two_wine"]),
    "place": ("GAH_WHEN_PLACE", ["no_adjacency"]),
    "bonus": ("GAH_WHEN_BONUS", ["any_bonus"]),
    "krone": ("GAH_WHEN_KRONE", ["krone"]),
    "pass": ("GAH_WHEN_PASS", ["krone"]),
    "cafe": ("GAH_WHEN_CAFE", ["no_cafe_penalty"]),
    # Let's Waltz module 5: the requirements of the bell cards
    "completed": ("GAH_WHEN_COMPLETED", BELL_FX),
    "emperor": ("GAH_WHEN_EMPEROR_ADVANCED", BELL_FX),
    "dishes": ("GAH_WHEN_DISHES", BELL_FX),
    "drinks": ("GAH_WHEN_DRINKS", BELL_FX),
    "group": ("GAH_WHEN_GROUP_FULL", BELL_FX),
}
BELL_WHEN = {"completed", "emperor", "dishes", "drinks", "group"}
# A die card may also send a dancer, before or after the action (the Dancing Master, the Choirmaster).
STAFF_WHEN["die"][1].extend(["send_dancer", "krone"])
# The `type` column says the same as some `when` words; the two must agree.
STAFF_TYPE_WHEN = {"round": ["use", "played"], "once": ["play"], "final": ["final"],
                   "permanent": [w for w in STAFF_WHEN if w not in ("use", "play", "final", "played") and w not in BELL_WHEN],
                   "bell": sorted(BELL_WHEN) + ["objective"]}
STAFF_FX = {k: "GAH_FX_" + k.upper() for w in STAFF_WHEN.values() for k in w[1]}
STAFF_FX_NO_AMOUNT = {"free", "unsplit", "extra_room", "extra_staff", "fill_order", "copy_final",
                      "swap_cake_coffee", "two_wine", "no_adjacency", "any_bonus", "no_cafe_penalty"}
MODULE1_WHEN = {"after", "dancer", "objective", "played"}
MODULE1_FX = {"champagne", "send_dancer", "vp_per_dancer"} | set(PAY_FX1)
MODULE5_FX = set(PAY_FX5) | {"trade_items", "rooms_occupied", "guest_filled", "staff_free", "fill_orders"}
# Kinds whose amount may be 0: send_dancer's is the champagne discount (0: the normal cost).
STAFF_FX_ZERO_OK = {"send_dancer"}
COLOUR_ENUMS = ["GAH_COLOUR_BLUE", "GAH_COLOUR_RED", "GAH_COLOUR_YELLOW", "GAH_COLOUR_GREEN", "GAH_COLOUR_COUNT"]
# Names the generated GAH_STAFF_<NAME> ids may not take: data.h uses them already.
STAFF_RESERVED = {"ROUND", "PERMANENT", "ONCE", "FINAL", "TYPE_COUNT", "MAX_EFFECTS", "NONE", "ID_COUNT"}


def parse_staff_when(path, n, text):
    """The `when` column: (word, faces bit mask, colour index, minimum items)."""
    word, _, arg = text.partition(":")
    if word not in STAFF_WHEN:
        fail(path, n, f"unknown when '{word}' (known: {', '.join(STAFF_WHEN)})")
    faces, colour, min_items = 0, 4, 0
    if word in ("die", "after"):
        if not arg or any(ch not in "123456" for ch in arg) or len(set(arg)) != len(arg):
            fail(path, n, f"{word} needs its faces, each 1-6 once, as in {word}:34, not '{text}'")
        for ch in arg:
            faces |= 1 << int(ch)
    elif word == "moved":
        if arg.endswith("+"):
            min_items = to_int(path, n, arg[:-1], "the items of moved:N+", 1, 4)
        elif arg in COLOURS:
            colour = COLOURS[arg]
        else:
            fail(path, n, f"moved needs a guest colour or N+ items, as in moved:red or moved:4+, not '{text}'")
    elif word == "completed":
        colour_word, _, count = arg.partition(":")
        if colour_word not in COLOURS or not count:
            fail(path, n, f"completed needs a guest colour and a number of items, as in completed:blue:3, not '{text}'")
        colour = COLOURS[colour_word]
        min_items = to_int(path, n, count, "the items of completed:COLOUR:N", 1, 4)
    elif word in ("emperor", "dishes", "drinks", "group"):
        min_items = to_int(path, n, arg, f"the number of {word}:N", 1, 20)
    elif word == "prepare":
        if arg not in ("blue", "red", "yellow"):
            fail(path, n, f"prepare needs a room colour (blue, red, yellow), as in prepare:red, not '{text}'")
        colour = COLOURS[arg]
    elif arg:
        fail(path, n, f"'{word}' takes no argument, found '{text}'")
    return word, faces, colour, min_items


def parse_staff_effects(path, n, text, word, faces):
    allowed = STAFF_WHEN[word][1]
    effects = []
    for part in text.split(";"):
        part = part.strip()
        kind = part.partition(":")[0]
        if kind not in STAFF_FX:
            fail(path, n, f"unknown staff effect '{kind}' (known: {', '.join(sorted(STAFF_FX))})")
        if kind not in allowed:
            fail(path, n, f"effect '{kind}' does not work at '{word}' (there: {', '.join(allowed)})")
        if part.partition(":")[2] == "free":
            fail(path, n, "a staff effect's amount is a number, not 'free' (the kind 'free' says that)")
        kind, amount = parse_effect(path, n, part, STAFF_FX, 20)
        if kind in STAFF_FX_NO_AMOUNT and ":" in part:
            fail(path, n, f"effect '{kind}' takes no amount")
        if kind in STAFF_FX_ZERO_OK and ":" not in part:
            fail(path, n, f"effect '{kind}' needs its discount, as in {kind}:0 (the normal cost) or {kind}:1")
        if kind not in STAFF_FX_NO_AMOUNT and kind not in STAFF_FX_ZERO_OK and amount < 1:
            fail(path, n, f"effect '{kind}' needs an amount of 1 or more, as in {kind}:2")
        # These name one action's own rule, so they stand only at its face.
        if word == "die" and kind == "free" and faces != 1 << 6:
            fail(path, n, "'free' at a die waives the imitation's krone: only with die:6")
        if kind == "unsplit" and faces != 1 << 4:
            fail(path, n, "'unsplit' is action 4's: only with die:4")
        if kind == "ignore_penalty" and amount != 1:
            fail(path, n, "the Conference prompt asks exactly 1 krone: ignore_penalty:1")
        if kind == "pay_item" and amount != 1:
            fail(path, n, "the spend prompt takes exactly one dish or drink: pay_item:1")
        if kind in PAY_FX and effects:
            fail(path, n, f"'{kind}' is what using the card costs: it comes first")
        effects.append((kind, amount))
    if len(effects) > 3:
        fail(path, n, "at most 3 staff effects")
    if effects and all(k in PAY_FX for k, _ in effects):
        fail(path, n, "a card that costs something must also do something")
    return effects


def staff_enum_name(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_").upper()


STAFF_COLUMNS = ["id", "name", "cost", "type", "when", "effect", "intro", "module", "src", "text"]


def gen_staff(d, out, ids_out):
    # staff_variants.tsv holds the cards of seed 001's variants: the same columns and the variant's key.
    variant_path = os.path.join(d, "staff_variants.tsv")
    rows = [(os.path.join(d, "staff.tsv"), n, r) for n, r in read_tsv(os.path.join(d, "staff.tsv"), STAFF_COLUMNS)]
    variant_rows = [(variant_path, n, r) for n, r in read_tsv(variant_path, STAFF_COLUMNS + ["variant"])]
    # Each file ascends on its own; together they go in id order, the order cards act at a hook.
    for part in (rows, variant_rows):
        last = 0
        for path, n, r in part:
            sid = to_int(path, n, r["id"], "id", 1, 255)
            if sid < last:
                fail(path, n, f"staff ids must ascend (cards at one hook work in id order); {sid} comes after {last}")
            last = sid
    rows = sorted(rows + variant_rows, key=lambda row: int(row[2]["id"]))
    out.append("const gah_staff_card gah_staff[] = {")
    ids = []
    sets = {}
    names = {}
    at_hook = {}
    die_faces = {}
    for path, n, r in rows:
        sid = to_int(path, n, r["id"], "id", 1, 255)
        if sid in ids:
            fail(path, n, f"staff id {sid} appears twice")
        if ids and sid < ids[-1]:
            fail(path, n, f"staff ids must ascend (cards at one hook work in id order); {sid} comes after {ids[-1]}")
        enum = staff_enum_name(r["name"])
        if not enum or enum in STAFF_RESERVED:
            fail(path, n, f"the name '{r['name']}' cannot be an id name (GAH_STAFF_{enum} is taken)")
        if enum in names:
            fail(path, n, f"the name '{r['name']}' gives GAH_STAFF_{enum}, as card {names[enum]} does")
        names[enum] = sid
        ids_out.append((enum, sid))
        cost = to_int(path, n, r["cost"], "cost", 0, 20)
        if r["type"] not in STAFF_TYPES:
            fail(path, n, f"unknown staff type '{r['type']}'")
        intro = r["intro"]
        if intro not in ("-", "A", "B", "C", "D"):
            fail(path, n, f"intro set must be A-D or '-', not '{intro}'")
        if intro != "-":
            if r.get("variant", "-") != "-":
                fail(path, n, "a variant's card belongs to no introductory set")
            sets.setdefault(intro, []).append(sid)
        ic = "0" if intro == "-" else f"'{intro}'"
        module = to_int(path, n, r["module"], "module", 0, 5)
        if module and intro != "-":
            fail(path, n, "the introductory sets are the base game's: a module's card has intro '-'")
        if not r["text"].strip():
            fail(path, n, "every staff card needs its text")
        word, faces, colour, min_items = parse_staff_when(path, n, r["when"])
        if word not in STAFF_TYPE_WHEN[r["type"]]:
            fail(path, n, f"a '{r['type']}' card works at {' or '.join(STAFF_TYPE_WHEN[r['type']])}, not '{word}'")
        effects = parse_staff_effects(path, n, r["effect"], word, faces)
        if module != 1 and (word in MODULE1_WHEN - {"objective"} or any(k in MODULE1_FX for k, _ in effects)):
            fail(path, n, "champagne, dancers and their moments are Let's Waltz module 1's: module 1")
        if module not in (1, 5) and word == "objective":
            fail(path, n, "the objective moment is Let's Waltz's (module 1 or 5)")
        if module != 5 and (r["type"] == "bell" or any(k in MODULE5_FX for k, _ in effects)):
            fail(path, n, "bell cards and their rewards are Let's Waltz module 5's: module 5")
        fx = ", ".join(f"{{{STAFF_FX[k]}, {a}}}" for k, a in effects)
        face_list = " | ".join(f"1u << {f}" for f in range(1, 7) if faces >> f & 1) or "0"
        out.append(f"    {{.id = {sid}, .name = {c_str(r['name'])}, .cost = {cost}, .type = {STAFF_TYPES[r['type']]}, "
                   f".intro_set = {ic}, .house = {src_flag(path, n, r['src'])}, .text = {c_str(r['text'])},")
        out.append(f"     .when = {STAFF_WHEN[word][0]}, .faces = {face_list}, .colour = {COLOUR_ENUMS[colour]}, "
                   f".min_items = {min_items}, .effect_count = {len(effects)}, .effects = {{{fx}}}, .module = {module}, "
                   f".variant = {variant_of(path, n, r.get('variant', '-'))}}},")
        at_hook.setdefault(word, []).append(len(ids))
        die_faces[len(ids)] = faces
        ids.append(sid)
    for letter, members in sets.items():
        if len(members) != 6:
            fail(rows[-1][0], rows[-1][1], f"introductory set {letter} has {len(members)} cards, not 6")
    out.append("};")
    out.append(f"const int gah_staff_count = {len(ids)};")
    for word, members in at_hook.items():
        out.append(f"static const uint8_t staff_at_{word}[] = {{{', '.join(map(str, members))}}};")
    out.append("const gah_staff_hook_cards gah_staff_at[GAH_WHEN_COUNT] = {")
    for word, members in at_hook.items():
        out.append(f"    [{STAFF_WHEN[word][0]}] = {{.count = {len(members)}, .cards = staff_at_{word}}},")
    out.append("};")
    faces = {f: [i for i in at_hook.get("die", []) if die_faces[i] >> f & 1] for f in range(1, 7)}
    for f, members in faces.items():
        if members:
            out.append(f"static const uint8_t staff_at_face_{f}[] = {{{', '.join(map(str, members))}}};")
    out.append("const gah_staff_hook_cards gah_staff_at_face[7] = {")
    for f, members in faces.items():
        if members:
            out.append(f"    [{f}] = {{.count = {len(members)}, .cards = staff_at_face_{f}}},")
    out.append("};")
    return ids


# Seed 001's variants whose cards are data: the `variant` column's words and their gah_variant.
VARIANT_CARDS = {"-": "0", "herlius": "GAH_VARIANT_HERLIUS + 1", "rowe-smith": "GAH_VARIANT_ROWE_SMITH + 1"}


def variant_of(path, n, text):
    if text not in VARIANT_CARDS:
        fail(path, n, f"variant must be one of {', '.join(VARIANT_CARDS)}, not '{text}'")
    return VARIANT_CARDS[text]


def gen_objectives(d, out):
    path = os.path.join(d, "objectives.tsv")
    rows = read_tsv(path, ["id", "cat", "name", "req", "vp1", "vp2", "vp3", "module", "variant", "src"])
    out.append("const gah_objective_card gah_objectives[] = {")
    ids = []
    for n, r in rows:
        oid = to_int(path, n, r["id"], "id", 1, 999)
        if r["cat"] not in ("A", "B", "C"):
            fail(path, n, f"category must be A, B or C, not '{r['cat']}'")
        kind, amount = parse_effect(path, n, r["req"], OBJ_REQ, 999)
        vps = [to_int(path, n, r[k], k, 0, 50) for k in ("vp1", "vp2", "vp3")]
        module = to_int(path, n, r["module"], "module", 0, 5)
        out.append(f"    {{{oid}, '{r['cat']}', {c_str(r['name'])}, {OBJ_REQ[kind]}, {amount}, "
                   f"{{{', '.join(map(str, vps))}}}, {src_flag(path, n, r['src'])}, {c_str(objective_text(kind, amount))}, "
                   f"{module}, {variant_of(path, n, r['variant'])}}},")
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
        if len(code) != 2 or code[0] not in "ABC" or code[1] not in "123456":
            fail(path, n, f"tile id must be A1..C6, not '{code}'")
        # The base tiles A1..C4 keep their indices 0..11; Let's Waltz module 1's A5, B5, C5 follow as 12..14,
        # module 5's A6, B6, C6 as 15..17.
        letter = "ABC".index(code[0])
        index = {"5": 12 + letter, "6": 15 + letter}.get(code[1], letter * 4 + int(code[1]) - 1)
        if index != len(codes):
            fail(path, n, f"tiles must be listed A1..A4, B1..B4, C1..C4, then A5, B5, C5, then A6, B6, C6; {code} is out of order")
        parts = r["reward"].split(";")
        if len(parts) > 2:
            fail(path, n, "a reward has at most two parts")
        rk, ra = parse_effect(path, n, parts[0], EMPEROR_FX)
        r2k, r2a = parse_effect(path, n, parts[1], EMPEROR_FX) if len(parts) == 2 else (None, 0)
        pen = r["penalty"].split("|")
        pk, pa = parse_effect(path, n, pen[0], EMPEROR_FX)
        alt = 0
        if len(pen) == 2:
            ak, alt = parse_effect(path, n, pen[1], EMPEROR_FX)
            if ak != "lose_vp":
                fail(path, n, "the alternative of a penalty must be lose_vp")
        elif len(pen) > 2:
            fail(path, n, "a penalty has at most one alternative")
        reward_text = emperor_text(rk, ra, 0)
        if r2k:
            reward_text += ", " + emperor_text(r2k, r2a, 0)[0].lower() + emperor_text(r2k, r2a, 0)[1:]
        second = f"{{{EMPEROR_FX[r2k]}, {r2a}}}" if r2k else "{0, 0}"
        out.append(f"    {{{index}, \"{code}\", {c_str(r['name'])}, {{{EMPEROR_FX[rk]}, {ra}}}, "
                   f"{{{EMPEROR_FX[pk]}, {pa}}}, {alt}, {src_flag(path, n, r['src'])}, "
                   f"{c_str(reward_text)}, {c_str(emperor_text(pk, pa, alt))}, {second}}},")
        codes.append(code)
    if len(codes) != 18:
        fail(path, rows[-1][0], f"expected 18 Emperor tiles (12, module 1's 3 and module 5's 3), found {len(codes)}")
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


AUTOMA_DECKS = ("leopold", "elisabeth")  # one per row of the automa kinds table (src/engine/automa_kinds.c)
AUTOMA_MAX_STEPS = 6                      # GAH_AUTOMA_MAX_STEPS in include/gah/data.h
AUTOMA_LEVELS = {"": "GAH_EASY", "[M]": "GAH_MEDIUM", "[H]": "GAH_HARD"}
AUTOMA_GUEST_COLOURS = {"B": "GAH_COLOUR_BLUE", "R": "GAH_COLOUR_RED", "Y": "GAH_COLOUR_YELLOW",
                        "G": "GAH_COLOUR_GREEN", "?": "-1"}


def automa_step(kind, arg=0, arg2=0, level="GAH_EASY"):
    return f"{{.kind = GAH_AUTOMA_STEP_{kind}, .arg = {arg}, .arg2 = {arg2}, .min_difficulty = {level}}}"


def automa_split_level(path, n, part, where):
    """ "G [M]" -> ("G", "GAH_MEDIUM"): a symbol and the lowest difficulty that carries it out."""
    text = part.strip()
    tag = ""
    if text.endswith("]"):
        tag = text[text.rfind("["):]
        text = text[:text.rfind("[")].strip()
        if tag not in AUTOMA_LEVELS:
            fail(path, n, f"unknown difficulty tag '{tag}' in the {where} (known: [M], [H])")
    if not text:
        fail(path, n, f"an empty symbol in the {where}")
    return text, AUTOMA_LEVELS[tag]


def automa_guest_steps(path, n, text):
    """ "B", "R>n2", "G [M]", "Y + ?>n1": one guest step per "+"-separated symbol."""
    steps = []
    for part in text.split("+"):
        symbol, level = automa_split_level(path, n, part, "guests")
        colour, _, dancer = symbol.partition(">")
        if colour not in AUTOMA_GUEST_COLOURS or (dancer and dancer not in ("n1", "n2")):
            fail(path, n, f"unknown automa symbol '{symbol}' in the guests (known: B, R, Y, G, ?, each maybe with >n1 or >n2)")
        if dancer:  # Let's Waltz module 1: this guest dances in the next (n1) or after-next (n2) ballroom
            steps.append(automa_step("GUEST_DANCER", AUTOMA_GUEST_COLOURS[colour], dancer[1], level))
        else:
            steps.append(automa_step("GUEST", AUTOMA_GUEST_COLOURS[colour], 0, level))
    return steps


def automa_die_step(path, n, text):
    """ "3", "1|2", "?" or "cmax" (Let's Waltz module 2): exactly one die step."""
    values = text.split("|")
    if text == "?":
        return automa_step("DIE_MOST")
    if text == "cmax":
        return automa_step("DIE_CELEBRITY")
    if all(len(v) == 1 and v in "123456" for v in values):
        if len(values) == 1:
            return automa_step("DIE", values[0])
        if len(values) == 2 and values[0] != values[1]:
            low, high = sorted(values)
            return automa_step("DIE_EITHER", low, high)
    fail(path, n, f"unknown automa symbol '{text}' in the die (known: 1..6, a|b, ?, cmax)")


def automa_action_steps(path, n, text):
    """ "E+2; Obj A [M]", "Staff", "Obj ?", "Dancer n1": one step per ";"-separated symbol."""
    steps = []
    for part in text.split(";"):
        symbol, level = automa_split_level(path, n, part, "actions")
        words = symbol.split()
        if symbol.startswith("E+") and symbol[2:].isdigit() and 1 <= int(symbol[2:]) <= 9:
            steps.append(automa_step("EMPEROR", int(symbol[2:]), 0, level))
        elif words == ["Staff"]:
            steps.append(automa_step("STAFF", 0, 0, level))
        elif len(words) == 2 and words[0] == "Obj" and words[1] in ("A", "B", "C", "?"):
            steps.append(automa_step("OBJECTIVE", "ABC".find(words[1]), 0, level))
        elif len(words) == 2 and words[0] == "Dancer" and words[1] in ("n1", "n2"):
            steps.append(automa_step("DANCER", words[1][1], 0, level))
        else:
            fail(path, n, f"unknown automa symbol '{symbol}' in the actions (known: E+n, Staff, Obj A/B/C/?, Dancer n1/n2)")
    return steps


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
            if deck not in AUTOMA_DECKS:
                fail(path, n, f"unknown deck '{deck}' (known: {', '.join(AUTOMA_DECKS)})")
            cid = to_int(path, n, card, "card", 1, 255)
            if tie not in ("L", "R"):
                fail(path, n, f"tie must be L or R, not '{tie}'")
            # Top to bottom, as the automa carries the card out: guests, the die, actions.
            steps = automa_guest_steps(path, n, guests) + [automa_die_step(path, n, die)] + \
                automa_action_steps(path, n, actions)
            if len(steps) > AUTOMA_MAX_STEPS:
                fail(path, n, f"a card has at most {AUTOMA_MAX_STEPS} symbols, this one {len(steps)}")
            out.append(f"    {{{cid}, {c_str(deck)}, {c_str(guests)}, {c_str(die)}, {c_str(actions)}, '{tie}', "
                       f"{len(steps)}, {{{', '.join(steps)}}}}},")
            count += 1
    out.append("};")
    out.append(f"const int gah_automa_card_count = {count};")


CELEBRITY_POWERS = {
    "emperor_plus": "GAH_CELEB_EMPEROR_PLUS", "swap_items": "GAH_CELEB_SWAP_ITEMS", "vp_plus": "GAH_CELEB_VP_PLUS",
    "krone_room": "GAH_CELEB_KRONE_ROOM", "staff_champagne": "GAH_CELEB_STAFF_CHAMPAGNE", "room_vp": "GAH_CELEB_ROOM_VP",
    "rooms_free": "GAH_CELEB_ROOMS_FREE", "staff_items": "GAH_CELEB_STAFF_ITEMS", "dancer_vp": "GAH_CELEB_DANCER_VP",
    "champagne_item": "GAH_CELEB_CHAMPAGNE_ITEM", "ignore_item": "GAH_CELEB_IGNORE_ITEM",
}


def gen_celebrities(d, out):
    """Let's Waltz module 2: the celebrity tiles (ids 1..12: the state's piles hold 12, GAH_CELEBRITY_PILE)."""
    path = os.path.join(d, "celebrities.tsv")
    rows = read_tsv(path, ["id", "name", "power", "needs", "src", "text"])
    out.append("const gah_celebrity gah_celebrities[] = {")
    for k, (n, r) in enumerate(rows):
        cid = to_int(path, n, r["id"], "id", 1, 12)
        if cid != k + 1:
            fail(path, n, f"celebrities are numbered 1, 2, 3... in order; expected {k + 1}, found {cid}")
        if r["power"] not in CELEBRITY_POWERS:
            fail(path, n, f"unknown power '{r['power']}' (known: {' '.join(CELEBRITY_POWERS)})")
        needs = {"2": "GAH_WALTZ_MODULE(2)", "1+2": "GAH_WALTZ_MODULE(1) | GAH_WALTZ_MODULE(2)"}.get(r["needs"])
        if needs is None:
            fail(path, n, f"needs must be '2' or '1+2', not '{r['needs']}'")
        out.append(f"    {{{cid}, {c_str(r['name'])}, {CELEBRITY_POWERS[r['power']]}, {needs}, "
                   f"{src_flag(path, n, r['src'])}, {c_str(r['text'])}}},")
    out.append("};")
    out.append(f"const int gah_celebrity_count = {len(rows)};")


def gen_rules(d, out):
    path = os.path.join(d, "rules.tsv")
    rows = read_tsv(path, ["key", "values", "src"])
    vals = {}
    for n, r in rows:
        src_flag(path, n, r["src"])
        if r["key"].startswith("turn_tiles_") or r["key"].startswith("startplayer_tiles_"):
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

    def tiles_of(prefix):
        tiles = ["{{0,0},{0,0},{0,0},{0,0}}", "{{0,0},{0,0},{0,0},{0,0}}"]
        for p in (2, 3, 4):
            t = get(f"{prefix}{p}", p)
            cells = [f"{{{a},{b}}}" for a, b in t] + ["{0,0}"] * (4 - p)
            tiles.append("{" + ",".join(cells) + "}")
        return "{" + ", ".join(tiles) + "}"
    out.append("const gah_rules_table gah_rules = {")
    out.append(f"    .dice_by_players = {arr('dice_by_players', 5)},")
    out.append(f"    .start_money = {get('start_money', 1)[0]},")
    out.append(f"    .max_money = {get('max_money', 1)[0]},")
    out.append(f"    .rounds = {get('rounds', 1)[0]},")
    out.append(f"    .cafe_tables = {get('cafe_tables', 1)[0]},")
    out.append(f"    .queue_costs = {arr('queue_costs', 5)},")
    out.append(f"    .floor_costs = {arr('floor_costs', 4)},")
    out.append(f"    .floor_vp = {arr('floor_vp', 4)},")
    out.append(f"    .emperor_track_vp = {arr('emperor_track_vp', 14)},")
    out.append(f"    .emperor_scoring_rounds = {arr('emperor_scoring_rounds', 3)},")
    out.append(f"    .emperor_retreat = {arr('emperor_retreat', 3)},")
    out.append(f"    .emperor_reward_min = {get('emperor_reward_min', 1)[0]},")
    out.append(f"    .bonus_blue_vp = {arr('bonus_blue_vp', 4)},")
    out.append(f"    .bonus_red_krone = {arr('bonus_red_krone', 4)},")
    out.append(f"    .bonus_yellow_emperor = {arr('bonus_yellow_emperor', 4)},")
    out.append(f"    .room_supply = {arr('room_supply_bry', 3)},")
    out.append("    .turn_tiles = " + tiles_of("turn_tiles_") + ",")
    out.append(f"    .starting_rooms = {get('starting_rooms', 1)[0]},")
    out.append(f"    .starting_staff = {get('starting_staff', 1)[0]},")
    out.append(f"    .queue_size = {get('queue_size', 1)[0]},")
    out.append(f"    .serve_per_krone = {get('serve_per_krone', 1)[0]},")
    out.append(f"    .cafe_penalty_vp = {get('cafe_penalty_vp', 1)[0]},")
    out.append(f"    .score_track_length = {get('score_track_length', 1)[0]},")
    # Let's Waltz module 1
    out.append(f"    .ballroom_no_dancer_vp = {get('ballroom_no_dancer_vp', 1)[0]},")
    out.append(f"    .ballroom_table_vp = {arr('ballroom_table_vp', 6)},")
    out.append(f"    .ballroom_rows_vp = {arr('ballroom_rows_vp', 2)},")
    out.append(f"    .ballroom_rank_vp_2 = {arr('ballroom_rank_vp_2', 2)},")
    out.append(f"    .ballroom_rank_vp_34 = {arr('ballroom_rank_vp_34', 3)},")
    out.append(f"    .ballroom_pairs_vp = {get('ballroom_pairs_vp', 1)[0]},")
    out.append(f"    .balcony_cost = {get('balcony_cost', 1)[0]},")
    # Dinner for One with Let's Waltz (Elisabeth)
    out.append(f"    .automa_dancers = {get('automa_dancers', 1)[0]},")
    out.append(f"    .automa_yellow_emperor = {get('automa_yellow_emperor', 1)[0]},")
    out.append(f"    .automa_blue_vp = {get('automa_blue_vp', 1)[0]},")
    # Seed 001's variants
    out.append(f"    .original_operator_max_vp = {get('original_operator_max_vp', 1)[0]},")
    out.append(f"    .original_kitchen_hand_cost = {get('original_kitchen_hand_cost', 1)[0]},")
    # Let's Waltz module 4
    out.append("    .startplayer_tiles = " + tiles_of("startplayer_tiles_") + ",")
    out.append(f"    .startplayer_money = {arr('startplayer_money', 4)},")
    out.append(f"    .startplayer_compensation = {arr('startplayer_compensation', 3)},")
    out.append(f"    .key_action_strength = {get('key_action_strength', 1)[0]},")
    # Let's Waltz module 3
    out.append(f"    .entrance_chateau_blue_vp = {arr('entrance_chateau_blue_vp', 4)},")
    out.append(f"    .entrance_chateau_red_krone = {arr('entrance_chateau_red_krone', 4)},")
    out.append(f"    .entrance_chateau_yellow_emperor = {arr('entrance_chateau_yellow_emperor', 4)},")
    out.append(f"    .entrance_stroup_bonus = {arr('entrance_stroup_bonus', 3)},")
    out.append(f"    .entrance_kaufman_pile_vp = {arr('entrance_kaufman_pile_vp', 6)},")
    out.append(f"    .entrance_ninas_vp = {arr('entrance_ninas_vp', 7)},")
    out.append(f"    .entrance_ninas_final_vp = {arr('entrance_ninas_final_vp', 7)},")
    out.append(f"    .entrance_ren_majority_vp = {get('entrance_ren_majority_vp', 1)[0]},")
    # Dinner for One with Let's Waltz module 3
    out.append(f"    .solo_entrances_offer = {get('solo_entrances_offer', 1)[0]},")
    out.append(f"    .solo_entrances_start_money = {get('solo_entrances_start_money', 1)[0]},")
    out.append(f"    .solo_couture_guests = {get('solo_couture_guests', 1)[0]},")
    out.append(f"    .solo_couture_guest_vp = {arr('solo_couture_guest_vp', 2)},")
    out.append(f"    .solo_couture_pool = {get('solo_couture_pool', 1)[0]},")
    out.append(f"    .solo_stars_vp = {arr('solo_stars_vp', 3)},")
    out.append(f"    .solo_sushi_rooms = {arr('solo_sushi_rooms', 6)},")
    out.append(f"    .solo_sushi_krone = {get('solo_sushi_krone', 1)[0]},")
    out.append(f"    .solo_sushi_vp = {get('solo_sushi_vp', 1)[0]},")
    out.append(f"    .solo_toll_krone = {get('solo_toll_krone', 1)[0]},")
    out.append(f"    .solo_toll_escape_vp = {get('solo_toll_escape_vp', 1)[0]},")
    out.append("};")


# Let's Waltz module 1: ballroom and rehearsal room boards.
BONUS_FX = {
    "krone": "GAH_FX_KRONE", "emperor": "GAH_FX_EMPEROR", "vp": "GAH_FX_VP", "strudel": "GAH_FX_STRUDEL",
    "cake": "GAH_FX_CAKE", "wine": "GAH_FX_WINE", "coffee": "GAH_FX_COFFEE", "champagne": "GAH_FX_CHAMPAGNE",
    "occupy": "GAH_FX_OCCUPY", "occupy_low3": "GAH_FX_OCCUPY_LOW3",
}
BALLROOM_SCORING = {"height": "GAH_BALLROOM_SCORE_HEIGHT", "rows": "GAH_BALLROOM_SCORE_BY_ROW", "table": "GAH_BALLROOM_SCORE_TABLE",
                    "rank": "GAH_BALLROOM_SCORE_RANK", "pairs": "GAH_BALLROOM_SCORE_PAIRS"}


def bonus_effects(path, n, text):
    effects = [parse_effect(path, n, t, BONUS_FX, 20) for t in text.split(",") if t] if text != "none" else []
    if len(effects) > 3:
        fail(path, n, "a bonus has at most 3 effects")
    cells = [f"{{{BONUS_FX[k]}, {a}}}" for k, a in effects] + ["{0, 0}"] * (3 - len(effects))
    return len(effects), "{" + ", ".join(cells) + "}"


def three_numbers(path, n, text, what, hi):
    v = [to_int(path, n, t, what, 0, hi) for t in text.split()]
    if len(v) != 3:
        fail(path, n, f"{what} needs 3 numbers (top middle bottom), has {len(v)}")
    return v


def gen_ballrooms(d, out):
    path = os.path.join(d, "ballrooms.tsv")
    rows = read_tsv(path, ["id", "name", "scoring", "top_bonus", "middle_bonus", "spaces_2", "spaces_34",
                           "four_only", "cost", "src"])
    out.append("const gah_ballroom_board gah_ballroom_boards[] = {")
    for i, (n, r) in enumerate(rows):
        bid = to_int(path, n, r["id"], "id", 1, 255)
        if bid != i + 1:
            fail(path, n, f"ballroom ids run 1, 2, 3...: expected {i + 1}")
        if r["scoring"] not in BALLROOM_SCORING:
            fail(path, n, f"unknown scoring '{r['scoring']}' (known: {', '.join(BALLROOM_SCORING)})")
        tc, top = bonus_effects(path, n, r["top_bonus"])
        mc, mid = bonus_effects(path, n, r["middle_bonus"])
        s2 = three_numbers(path, n, r["spaces_2"], "spaces_2", 8)
        s34 = three_numbers(path, n, r["spaces_34"], "spaces_34", 8)
        four = three_numbers(path, n, r["four_only"], "four_only", 8)
        cost = three_numbers(path, n, r["cost"], "cost", 9)
        s3 = [a - b for a, b in zip(s34, four)]
        if min(s3) < 0:
            fail(path, n, "four_only cannot exceed spaces_34")
        if s2[0] == 0 or s34[0] == 0:
            fail(path, n, "the top row needs a space (the balcony continues it)")
        house = src_flag(path, n, r["src"])
        sp = "{" + ", ".join("{" + ", ".join(map(str, x)) + "}" for x in (s2, s3, s34)) + "}"
        out.append(f"    {{{bid}, {c_str(r['name'])}, {BALLROOM_SCORING[r['scoring']]}, {{{tc}, {mc}}}, {{{top}, {mid}}}, "
                   f"{sp}, {{{', '.join(map(str, cost))}}}, {house}}},")
    out.append("};")
    out.append(f"const int gah_ballroom_board_count = {len(rows)};")
    path = os.path.join(d, "rehearsal.tsv")
    rows = read_tsv(path, ["id", "section1", "section2", "section3", "section4", "src"])
    out.append("const gah_rehearsal_board gah_rehearsal_boards[] = {")
    for i, (n, r) in enumerate(rows):
        bid = to_int(path, n, r["id"], "id", 1, 8)
        if bid != i + 1:
            fail(path, n, f"rehearsal board ids run 1, 2, 3...: expected {i + 1}")
        parts = [bonus_effects(path, n, r[f"section{k}"]) for k in range(1, 5)]
        out.append(f"    {{{bid}, {{{', '.join(str(c) for c, _ in parts)}}}, {{{', '.join(b for _, b in parts)}}}, "
                   f"{src_flag(path, n, r['src'])}}},")
    out.append("};")
    out.append(f"const int gah_rehearsal_board_count = {len(rows)};")


# Let's Waltz module 3: the hotel entrances and Hotel Dove's bonus tokens. The keys are the order of
# gah_entrance_id (include/gah/data.h): an entrance's ongoing effect is code keyed by it.
ENTRANCE_KEYS = ["chateau", "corogari", "dove", "kaufman", "mayenfels", "ninas", "stroup", "wray", "kozi", "ren"]
ENTRANCE_ITEMS = {"strudel": 0, "cake": 1, "wine": 2, "coffee": 3, "champagne": 4}
ENTRANCE_GAINED = {"none": "GAH_GAINED_NONE", "emperor": "GAH_GAINED_EMPEROR", "rooms": "GAH_GAINED_ROOMS",
                   "free_room": "GAH_GAINED_FREE_ROOM", "guest": "GAH_GAINED_GUEST", "draw_play": "GAH_GAINED_DRAW_PLAY"}
ENTRANCE_BESIDE = {"none": "GAH_BESIDE_NONE", "dove_tokens": "GAH_BESIDE_DOVE_TOKENS",
                   "objectives": "GAH_BESIDE_OBJECTIVES", "emperor_tiles": "GAH_BESIDE_EMPEROR_TILES"}


def gen_entrances(d, out):
    path = os.path.join(d, "entrances.tsv")
    rows = read_tsv(path, ["id", "key", "name", "items", "gained", "beside", "needs", "src", "text"])
    if len(rows) != len(ENTRANCE_KEYS):
        fail(path, rows[-1][0] if rows else 1, f"expected {len(ENTRANCE_KEYS)} entrances, found {len(rows)}")
    out.append("const gah_entrance gah_entrances[] = {")
    for i, (n, r) in enumerate(rows):
        eid = to_int(path, n, r["id"], "id", 1, 15)
        if eid != i + 1:
            fail(path, n, f"entrance ids run 1, 2, 3...: expected {i + 1}")
        if r["key"] != ENTRANCE_KEYS[i]:
            fail(path, n, f"entrance {eid} must have the key '{ENTRANCE_KEYS[i]}' (the order of gah_entrance_id), not '{r['key']}'")
        items = [0] * 5
        for part in r["items"].split(","):
            kind, amount = parse_effect(path, n, part, ENTRANCE_ITEMS, 4)
            items[ENTRANCE_ITEMS[kind]] += amount
        kind, amount = parse_effect(path, n, r["gained"], ENTRANCE_GAINED, 5)
        if (kind == "none") != (amount == 0):
            fail(path, n, f"gained '{r['gained']}' needs an amount (none has none)")
        if r["beside"] not in ENTRANCE_BESIDE:
            fail(path, n, f"unknown beside '{r['beside']}' (known: {', '.join(ENTRANCE_BESIDE)})")
        needs = {"-": "0", "1": "GAH_WALTZ_MODULE(1)"}.get(r["needs"])
        if needs is None:
            fail(path, n, f"needs must be '-' or '1', not '{r['needs']}'")
        if items[4] and r["needs"] != "1":
            fail(path, n, "champagne comes only with module 1 (needs 1)")
        out.append(f"    {{{eid}, {c_str(r['key'])}, {c_str(r['name'])}, {{{', '.join(map(str, items))}}}, "
                   f"{ENTRANCE_GAINED[kind]}, {amount}, {ENTRANCE_BESIDE[r['beside']]}, {needs}, "
                   f"{src_flag(path, n, r['src'])}, {c_str(r['text'])}}},")
    out.append("};")
    out.append(f"const int gah_entrance_count = {len(rows)};")
    path = os.path.join(d, "dove_tokens.tsv")
    rows = read_tsv(path, ["id", "top", "bottom", "src"])
    if len(rows) != 5:
        fail(path, rows[-1][0] if rows else 1, f"Hotel Dove has 5 bonus tokens, found {len(rows)}")
    out.append("const gah_dove_token gah_dove_tokens[] = {")
    for i, (n, r) in enumerate(rows):
        tid = to_int(path, n, r["id"], "id", 1, 5)
        if tid != i + 1:
            fail(path, n, f"token ids run 1, 2, 3...: expected {i + 1}")
        parts = [bonus_effects(path, n, r[k]) for k in ("top", "bottom")]
        if not parts[0][0] or not parts[1][0]:
            fail(path, n, "a token pays a bonus at the top and at the bottom")
        out.append(f"    {{{tid}, {{{parts[0][0]}, {parts[1][0]}}}, {{{parts[0][1]}, {parts[1][1]}}}, "
                   f"{src_flag(path, n, r['src'])}}},")
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


def staff_ids_header(names):
    lines = ["/* generated by tools/gen_data.py from assets/data/staff.tsv — do not edit */",
             "/* Staff cards by name, valued as their printed ids (included by gah/data.h). */",
             "#ifndef GAH_STAFF_IDS_H", "#define GAH_STAFF_IDS_H", "",
             "typedef enum gah_staff_id {", "    GAH_STAFF_NONE = 0, /* no card: an empty slot */"]
    lines += [f"    GAH_STAFF_{enum} = {sid}," for enum, sid in names]
    top = max(sid for _, sid in names) + 1
    lines += [f"    GAH_STAFF_ID_COUNT = {top} /* one above the highest id */", "} gah_staff_id;", "", "#endif"]
    return lines


def write_atomic(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)


SOLO_ENTRANCE_KEYS = ["couture", "stars", "sushi", "toll"]  # the order of gah_solo_entrance


def gen_solo_entrances(d, out):
    path = os.path.join(d, "solo_entrances.tsv")
    rows = read_tsv(path, ["id", "key", "name", "src", "text"])
    if len(rows) != len(SOLO_ENTRANCE_KEYS):
        fail(path, rows[-1][0] if rows else 1, f"expected {len(SOLO_ENTRANCE_KEYS)} solo entrances, found {len(rows)}")
    out.append("const gah_solo_entrance_row gah_solo_entrances[] = {")
    for i, (n, r) in enumerate(rows):
        eid = to_int(path, n, r["id"], "id", 1, 4)
        if eid != i + 1 or r["key"] != SOLO_ENTRANCE_KEYS[i]:
            fail(path, n, f"solo entrance {i + 1} must have the id {i + 1} and the key '{SOLO_ENTRANCE_KEYS[i]}'")
        out.append(f"    {{{eid}, {c_str(r['key'])}, {c_str(r['name'])}, {src_flag(path, n, r['src'])}, {c_str(r['text'])}}},")
    out.append("};")
    out.append(f"const int gah_solo_entrance_count = {len(rows)};")


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: gen_data.py DATA_DIR OUT.c [OUT_STAFF_IDS.h]", file=sys.stderr)
        return 2
    d, outpath = sys.argv[1], sys.argv[2]
    out = ["/* generated by tools/gen_data.py from assets/data — do not edit */",
           '#include "gah/engine.h"', "#include <string.h>", ""]
    staff_names = []
    try:
        gids = gen_guests(d, out)
        sids = gen_staff(d, out, staff_names)
        oids = gen_objectives(d, out)
        gen_emperor(d, out)
        gen_hotels(d, out)
        gen_automa(d, out)
        gen_rules(d, out)
        gen_celebrities(d, out)
        gen_ballrooms(d, out)
        gen_entrances(d, out)
        gen_solo_entrances(d, out)
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
            '    static const char *const names[] = {"strudel", "cake", "wine", "coffee", "champagne"};',
            '    return item >= 0 && item < GAH_ITEM_COUNT ? names[item] : "?";', "}"]
    write_atomic(outpath, out)
    if len(sys.argv) == 4:
        write_atomic(sys.argv[3], staff_ids_header(staff_names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
