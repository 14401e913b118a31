#!/bin/sh
# Same seed, same games, same aggregate hash; a different seed gives different games; checking the
# invariants (--check) plays exactly the games it checks (the same hash as without it).
set -u
cli="$1"
a=$("$cli" selfplay --players 3 --games 50 --seed 7 --quiet | grep -o 'aggregate hash [0-9a-f]*')
b=$("$cli" selfplay --players 3 --games 50 --seed 7 --quiet | grep -o 'aggregate hash [0-9a-f]*')
c=$("$cli" selfplay --players 3 --games 50 --seed 8 --quiet | grep -o 'aggregate hash [0-9a-f]*')
d=$("$cli" selfplay --players 3 --games 50 --seed 7 --quiet --check | grep -o 'aggregate hash [0-9a-f]*')
e=$("$cli" selfplay --solo medium --games 50 --seed 7 --quiet | grep -o 'aggregate hash [0-9a-f]*')
f=$("$cli" selfplay --solo medium --games 50 --seed 7 --quiet --check | grep -o 'aggregate hash [0-9a-f]*')
echo "seed 7: $a / $b, checked $d; seed 8: $c; solo $e, checked $f"
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != "$c" ] && [ "$a" = "$d" ] && [ -n "$e" ] && [ "$e" = "$f" ]
