#!/bin/sh
# Same seed, same games, same aggregate hash; a different seed gives different games.
set -u
cli="$1"
a=$("$cli" selfplay --players 3 --games 50 --seed 7 --quiet | grep -o 'aggregate hash [0-9a-f]*')
b=$("$cli" selfplay --players 3 --games 50 --seed 7 --quiet | grep -o 'aggregate hash [0-9a-f]*')
c=$("$cli" selfplay --players 3 --games 50 --seed 8 --quiet | grep -o 'aggregate hash [0-9a-f]*')
echo "seed 7: $a / $b; seed 8: $c"
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != "$c" ]
