/* Card faces, shared by the packer (tools/pack, which draws them) and the window (which picks one): the
 * full faces are read on hover, the small ones on the table (issue 13: card text was 3-6 px at 1280x720).
 * Sizes are 1x atlas pixels; text sizes are font sizes in those pixels. */
#ifndef GAH_FACES_H
#define GAH_FACES_H

enum {
    GAH_FACE_CARD_W = 180, GAH_FACE_CARD_H = 260, GAH_FACE_TILE = 150,            /* full faces */
    GAH_FACE_SMALL_CARD_W = 90, GAH_FACE_SMALL_CARD_H = 130, GAH_FACE_SMALL_TILE = 75, /* "NAME/small" */
};

/* The smallest reading text of a full face (an Emperor tile's; card texts are 12-13), and of every word
 * or number on a small face, by kind: gah-pack fails when a small face draws text below it. Each is what the
 * smallest place the table shows that kind in needs at 1280x720 (tests/test_ui.c checks it). */
#define GAH_FACE_FULL_TEXT_MIN 10.5
#define GAH_FACE_SMALL_TEXT_GUEST 18.5     /* the queue, the café, objectives: 54 px wide at 1280x720 */
#define GAH_FACE_SMALL_TEXT_OBJECTIVE 18.5
#define GAH_FACE_SMALL_TEXT_STAFF 23.5     /* staff in play: 43 px wide */
#define GAH_FACE_SMALL_TEXT_TILE 21.0      /* Emperor tiles: 39 px wide on a 75 px face */

/* Let's Waltz module 3's hotel entrances: the full face 160 x 231 (its text is 10 px), the small one 100 x 144,
 * read beside the hotel and in the auction at 96 px wide at 1280x720: 11.5 px there is 13 px. */
enum { GAH_FACE_ENTRANCE_W = 160, GAH_FACE_ENTRANCE_H = 231, GAH_FACE_SMALL_ENTRANCE_W = 100, GAH_FACE_SMALL_ENTRANCE_H = 144 };
#define GAH_FACE_SMALL_TEXT_ENTRANCE 11.5

/* The goal: no card text on the table below this many window pixels at 1280x720 (issue 13). */
#define GAH_FACE_READABLE_PX 11.0

/* Every word and figure the boards print (the Emperor track's rule, the action spaces' names, the group
 * bonuses' titles; the tracks' figures, the VP, krone and Emperor badges, the decks' names; issue 40: 6-8 px)
 * is at least GAH_FACE_READABLE_PX at 1366x768, on boards the table draws at these scales of their layout's
 * units (table_geometry.c); gah-pack fails below, and `gah-pack --text-sizes` lists each board's smallest. */
#define GAH_BOARD_SCALE_MAIN 0.82
#define GAH_BOARD_SCALE_ACTION 0.85
#define GAH_BOARD_SCALE_HOTEL 0.78
#define GAH_BOARD_READ_WINDOW_W 1366
#define GAH_BOARD_TEXT_MIN(scale) (GAH_FACE_READABLE_PX * 1920.0 / (GAH_BOARD_READ_WINDOW_W * (scale)))

#endif
