/* gah-cli: the command-line client (scenarios, self-play, terminal play). Shared helpers. */
#ifndef GAH_CLI_H
#define GAH_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "gah/engine.h"

/* Runs one scenario text; prints failures to `log`; returns true when every expectation held. */
bool scenario_run(const char *text, const char *name, FILE *log);
int cli_scenario(int argc, char **argv);
int cli_selfplay(int argc, char **argv);
int cli_play(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_bench(int argc, char **argv);

/* Text for people. */
void describe_state(const gah_state *st, int viewer, FILE *out);
/* The command words a prompt takes ("room, done, later"), from the engine's protocol table. */
void describe_prompt_words(int prompt_kind, char *buf, size_t size);
/* Plays the set-up decisions with the first legal command (scenarios and quick starts). */
bool play_setup_first_legal(gah_state *st);

/* Reads a whole file; NULL with a message on error. The caller frees. */
char *read_text_file(const char *path, char *err, size_t err_size);

#endif
