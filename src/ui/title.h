/* The title scene: the game's name, our emblem, and the first menu. */
#ifndef GAH_UI_TITLE_H
#define GAH_UI_TITLE_H

#include "ui/ui.h"

typedef enum title_action { TITLE_NONE, TITLE_NEW_GAME, TITLE_QUIT } title_action;

typedef struct title_scene {
    SDL_Texture *emblem;
    int hover;          /* index of the button under the mouse, -1 for none */
    char status[128];   /* a line shown under the menu */
} title_scene;

/* Loads the emblem; false with a readable message when the image cannot be loaded. */
bool title_init(title_scene *t, ui_context *ui, char *err, size_t err_size);
void title_free(title_scene *t);
void title_draw(title_scene *t, ui_context *ui);
/* A mouse event in canvas coordinates; returns what the player asked for. */
title_action title_mouse(title_scene *t, ui_context *ui, SDL_Point at, bool clicked);

#endif
