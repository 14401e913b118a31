/* Loading the packer's atlases and finding sprites by name. */
#include "ui/atlas.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(((const atlas_sprite *)a)->name, ((const atlas_sprite *)b)->name);
}

bool atlas_load(ui_atlas *a, SDL_Renderer *r, const char *dir, int scale, char *err, size_t err_size)
{
    memset(a, 0, sizeof *a);
    a->scale = scale;
    char path[1200];
    snprintf(path, sizeof path, "%s/atlas.idx", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, err_size, "The card art index %s is missing. Rebuild the game (tools/dev.sh run).", path);
        return false;
    }
    char line[256];
    int cap = 0, number = 0, max_page = -1;
    while (fgets(line, sizeof line, f)) {
        number++;
        if (line[0] == '#' || line[0] == '\n') continue;
        atlas_sprite s;
        if (sscanf(line, "sprite %39s %d %d %d %d %d", s.name, &s.page, &s.rect.x, &s.rect.y, &s.rect.w, &s.rect.h) != 6 ||
            s.page < 0 || s.page >= ATLAS_MAX_PAGES) {
            snprintf(err, err_size, "%s:%d: not a sprite line", path, number);
            fclose(f);
            atlas_free(a);
            return false;
        }
        if (a->sprite_count == cap) {
            cap = cap ? cap * 2 : 256;
            atlas_sprite *grown = realloc(a->sprites, sizeof *grown * (size_t)cap);
            if (!grown) {
                fclose(f);
                atlas_free(a);
                snprintf(err, err_size, "out of memory reading %s", path);
                return false;
            }
            a->sprites = grown;
        }
        a->sprites[a->sprite_count++] = s;
        if (s.page > max_page) max_page = s.page;
    }
    fclose(f);
    qsort(a->sprites, (size_t)a->sprite_count, sizeof *a->sprites, by_name);
    a->page_count = max_page + 1;
    for (int p = 0; p < a->page_count; p++) {
        snprintf(path, sizeof path, "%s/atlas-%dx-%d.png", dir, scale, p);
        a->pages[p] = IMG_LoadTexture(r, path);
        if (!a->pages[p]) {
            snprintf(err, err_size, "The card art %s could not be loaded: %s", path, IMG_GetError());
            atlas_free(a);
            return false;
        }
        SDL_SetTextureBlendMode(a->pages[p], SDL_BLENDMODE_BLEND);
    }
    return true;
}

int atlas_load_overrides(ui_atlas *a, SDL_Renderer *r, const char *dir)
{
    static const char *const kinds[] = {"guest", "staff", "objective", "emperor", "automa"};
    for (int i = 0; i < a->sprite_count && a->override_count < ATLAS_OVERRIDES_MAX; i++) {
        const char *name = a->sprites[i].name, *slash = strchr(name, '/');
        bool card = false;
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            card |= slash && (size_t)(slash - name) == strlen(kinds[k]) && !strncmp(name, kinds[k], strlen(kinds[k]));
        if (!card) continue;
        char path[1300];
        snprintf(path, sizeof path, "%s/%.*s-%s.png", dir, (int)(slash - name), name, slash + 1);
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        fclose(f);
        SDL_Texture *t = IMG_LoadTexture(r, path);
        if (!t) {
            fprintf(stderr, "gah: your picture %s could not be loaded (%s); the generated card is used\n", path, IMG_GetError());
            continue;
        }
        atlas_override *o = &a->overrides[a->override_count++];
        snprintf(o->name, sizeof o->name, "%s", name);
        o->texture = t;
    }
    return a->override_count;
}

SDL_Texture *atlas_override_for(const ui_atlas *a, const char *name)
{
    for (int i = 0; i < a->override_count; i++)
        if (!strcmp(a->overrides[i].name, name)) return a->overrides[i].texture;
    return NULL;
}

void atlas_free(ui_atlas *a)
{
    for (int i = 0; i < a->override_count; i++) SDL_DestroyTexture(a->overrides[i].texture);
    for (int p = 0; p < ATLAS_MAX_PAGES; p++)
        if (a->pages[p]) SDL_DestroyTexture(a->pages[p]);
    free(a->sprites);
    memset(a, 0, sizeof *a);
}

const atlas_sprite *atlas_find(const ui_atlas *a, const char *name)
{
    atlas_sprite key;
    snprintf(key.name, sizeof key.name, "%s", name);
    return bsearch(&key, a->sprites, (size_t)a->sprite_count, sizeof *a->sprites, by_name);
}
