#!/bin/sh
# The new-game screen names no game (issue 32): its files use no base-game name and its objects call no
# base-game function, so a game's settings reach it only through bg_game's description (test_newgame.c
# plays a made-up game through it). Usage: test_newgame_no_game.sh SOURCE_ROOT LIBGAH_UI
root=$1; lib=$2
status=0
# The include guards' own GAH_UI_ prefix is the program's, not the base game's.
named=$(grep -nE '\b(gah|GAH)_[A-Za-z]' "$root"/src/ui/newgame*.c "$root"/src/ui/newgame*.h | grep -v 'GAH_UI_')
if [ -n "$named" ]; then echo "the new-game screen names the base game:"; echo "$named"; status=1; fi
objects=$(nm -A "$lib" 2>/dev/null | grep -c 'newgame[a-z_]*\.c\.o:')
[ "$objects" -gt 0 ] || { echo "$lib: no new-game objects in it (wrong file?)"; status=1; }
calls=$(nm -A -u "$lib" | grep 'newgame[a-z_]*\.c\.o:' | grep -E ' U gah_')
if [ -n "$calls" ]; then echo "the new-game screen calls the base game:"; echo "$calls"; status=1; fi
[ $status -eq 0 ] && echo "ok: the new-game screen names no game"
exit $status
