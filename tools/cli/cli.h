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

/* Reads one settings flag at argv[i] into `params` (--players N, --hotels day, --automa leopold,
 * --difficulty hard, --seed S, --intro, --draft, --day, --solo NAME). Returns how many arguments it
 * used, 0 when argv[i] is not a settings flag, -1 after printing why the value is refused. */
int cli_params_flag(int argc, char **argv, int i, gah_params *params, const char *tool);
/* After the flags: a difficulty without an automa means solo against the automa the modules call for. */
void cli_params_finish(gah_params *params);

/* Text for people. */
void describe_state(const gah_state *st, int viewer, FILE *out);
/* The command words a prompt takes ("room, done, later"), from the engine's protocol table. */
void describe_prompt_words(int prompt_kind, char *buf, size_t size);
/* Plays the set-up decisions with the first legal command (scenarios and quick starts). */
bool play_setup_first_legal(gah_state *st);

/* Reads a whole file; NULL with a message on error. The caller frees. */
char *read_text_file(const char *path, char *err, size_t err_size);

#endif
