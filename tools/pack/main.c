/* gah-pack: renders every card face, board and icon from the data and our SVG art into texture atlases
 * (1x and 2x), with atlas.idx and the compiled layout.txt (docs/assets.md is the contract). */
#include "pack.h"
#include "bg/number.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void usage(void)
{
    fprintf(stderr,
            "usage: gah-pack [--pages N] [--contact-sheet FILE.png] [--sprite NAME FILE.png]... [--text-sizes]\n"
            "                DATA_DIR ART_DIR LAYOUT_DIR OUT_DIR\n"
            "       gah-pack --icons FILE.svg NAME OUT_DIR\n"
            "  Renders the card faces, boards and icons into OUT_DIR/atlas-1x-P.png, atlas-2x-P.png,\n"
            "  atlas.idx and layout.txt. --pages N fails unless the atlas takes exactly N pages (the build\n"
            "  declares its outputs). --contact-sheet writes one sheet with every card; --sprite writes one\n"
            "  sprite at 1x. --text-sizes prints each board's smallest text (its units, its scale at the\n"
            "  table, window pixels at 1366x768, lines with figures in the title face). --icons renders the desktop icons OUT_DIR/NxN/apps/NAME.png (16 to 512 px).\n");
    exit(2);
}

static void need_dir(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) pack_fail(path, 0, "not a folder");
}

int main(int argc, char **argv)
{
    const char *sheet = NULL, *sprite_names[16], *sprite_files[16], *dirs[4];
    int sprites = 0, ndirs = 0, want_pages = 0;
    bool text_sizes = false;
    if (argc == 5 && strcmp(argv[1], "--icons") == 0) {
        pack_icons_write(argv[2], argv[3], argv[4]);
        return 0;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--contact-sheet") == 0 && i + 1 < argc) {
            sheet = argv[++i];
        } else if (strcmp(argv[i], "--sprite") == 0 && i + 2 < argc && sprites < 16) {
            sprite_names[sprites] = argv[++i];
            sprite_files[sprites++] = argv[++i];
        } else if (strcmp(argv[i], "--text-sizes") == 0) {
            text_sizes = true;
        } else if (strcmp(argv[i], "--pages") == 0 && i + 1 < argc) {
            if (!bg_parse_int(argv[++i], 1, 64, &want_pages)) usage();
        } else if (argv[i][0] == '-' || ndirs == 4) {
            usage();
        } else {
            dirs[ndirs++] = argv[i];
        }
    }
    if (ndirs != 4) usage();
    const char *data_dir = dirs[0], *art_dir = dirs[1], *layout_dir = dirs[2], *out_dir = dirs[3];
    /* The card facts are compiled in from DATA_DIR (gah_data.c); it is named so the build tracks it. */
    need_dir(data_dir);
    need_dir(out_dir);

    pack_ctx ctx = {0};
    pack_art_load(&ctx, art_dir);
    pack_art_check(&ctx, art_dir);
    pack_short_names_load(data_dir);
    pack_cards_register(&ctx);
    pack_waltz_lounge_register(&ctx);
    pack_layout_load(&ctx, layout_dir);
    pack_boards_register(&ctx);
    pack_waltz_entrances_register(&ctx); /* after the layouts: Chateau Paulwei's charts take the hotel's sizes */
    pack_waltz_pieces_register(&ctx);
    pack_layout_check_sprites(&ctx);
    pack_boards_check(&ctx);

    int pages = pack_atlas_place(&ctx);
    if (want_pages && pages != want_pages)
        pack_fail("gah-pack", 0, "the sprites fill %d atlas pages, but the build expects %d (set atlas_pages in "
                  "assets/meson.build to %d)", pages, want_pages, pages);
    pack_atlas_write(&ctx, pages, out_dir);
    char path[PACK_PATH_MAX];
    snprintf(path, sizeof path, "%s/layout.txt", out_dir);
    pack_layout_write(&ctx, path);
    if (sheet) pack_contact_sheet(&ctx, sheet);
    for (int i = 0; i < sprites; i++) pack_sprite_png(&ctx, sprite_names[i], sprite_files[i]);
    if (text_sizes) pack_boards_text_sizes(stdout);
    pack_ctx_free(&ctx);
    return 0;
}
