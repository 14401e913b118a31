# Sourced by the window tests (". headless_window.sh" with the game program as $1): the window runs with
# dummy video and audio and the software renderer, its saves and settings go to a folder removed at exit,
# and `fail` collects the result.
gah="$1"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/xdg"
fail=0
