/* The arena's side of `arena --serve` (arena_serve.c): players named ref:NAME are another build's computer
 * players, in a process of their own that keeps the same game in step (every command made at the table is
 * sent, and the state hashes must agree), so a new judgement meets a fixed older build on the same deals. */
#include "cli_gah.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* One request and its one-line answer; false when the process is gone. */
static bool ask(arena_ref *r, const char *line, char *answer, size_t size)
{
    if (!r->to || fprintf(r->to, "%s\n", line) < 0 || fflush(r->to)) return false;
    if (!fgets(answer, (int)size, r->from)) return false;
    answer[strcspn(answer, "\r\n")] = 0;
    return true;
}

bool arena_ref_start(arena_ref *r, const char *path)
{
    memset(r, 0, sizeof *r);
    int down[2], up[2];
    if (pipe(down) || pipe(up)) return false;
    pid_t pid = fork();
    if (pid < 0) return false;
    if (pid == 0) {
        dup2(down[0], 0), dup2(up[1], 1);
        close(down[0]), close(down[1]), close(up[0]), close(up[1]);
        execl(path, path, "arena", "--serve", (char *)NULL);
        _exit(127);
    }
    close(down[0]), close(up[1]);
    r->pid = pid;
    r->to = fdopen(down[1], "w");
    r->from = fdopen(up[0], "r");
    return r->to && r->from;
}

void arena_ref_stop(arena_ref *r)
{
    if (!r->pid) return;
    if (r->to) fprintf(r->to, "quit\n"), fclose(r->to);
    if (r->from) fclose(r->from);
    waitpid(r->pid, NULL, 0);
    memset(r, 0, sizeof *r);
}

/* Both sides' states must be one: the hash the process answers with is this state's. */
static bool same_hash(const char *answer, const char *word, const gah_state *st)
{
    size_t len = strlen(word);
    if (strncmp(answer, word, len) || answer[len] != ' ') return false;
    return strtoull(answer + len + 1, NULL, 16) == (unsigned long long)gah_hash(st);
}

/* `line` is a whole line of `text`. */
static bool has_line(const char *text, const char *line)
{
    size_t len = strlen(line);
    for (const char *s = text; (s = strstr(s, line)) != NULL; s++)
        if ((s == text || s[-1] == '\n') && (s[len] == '\n' || !s[len])) return true;
    return false;
}

bool arena_ref_setup(arena_ref *r, const gah_params *params, const gah_state *st)
{
    char answer[600], text[1024], zero_text[1024], line[600];
    if (!ask(r, "reset", answer, sizeof answer)) return false;
    gah_params_format(params, text, sizeof text);
    /* The process starts from zeroed settings at "reset": a setting at its zero value is not sent, so a reference
     * built before that setting existed (whose games play as its zero value does) still takes the game; the hash
     * after "setup" says whether both builds dealt the same one. */
    gah_params zero;
    memset(&zero, 0, sizeof zero);
    gah_params_format(&zero, zero_text, sizeof zero_text);
    for (char *s = text, *end; *s; s = end + 1) {
        end = strchr(s, '\n');
        if (!end) break;
        *end = 0;
        if (has_line(zero_text, s)) continue;
        snprintf(line, sizeof line, "param %s", s);
        if (!ask(r, line, answer, sizeof answer) || strcmp(answer, "ok")) {
            fprintf(stderr, "arena: the reference refused '%s': %s\n", line, answer);
            return false;
        }
    }
    if (!ask(r, "setup", answer, sizeof answer) || !same_hash(answer, "hash", st)) {
        fprintf(stderr, "arena: the reference's game is not this one (%s)\n", answer);
        return false;
    }
    return true;
}

bool arena_ref_player(arena_ref *r, int seat, const char *name, uint64_t seed)
{
    char line[128], answer[600];
    snprintf(line, sizeof line, "player %d %s %llu", seat, name, (unsigned long long)seed);
    return ask(r, line, answer, sizeof answer) && !strcmp(answer, "ok");
}

bool arena_ref_apply(arena_ref *r, int seat, gah_command cmd, const gah_state *after)
{
    char text[48], line[96], answer[600];
    gah_command_format(cmd, text, sizeof text);
    snprintf(line, sizeof line, "apply %d %s", seat, text);
    if (ask(r, line, answer, sizeof answer) && same_hash(answer, "ok", after)) return true;
    fprintf(stderr, "arena: the reference went another way at '%s' (%s)\n", line, answer);
    return false;
}

bool arena_ref_choose(arena_ref *r, int seat, gah_command *cmd, int *iterations)
{
    char line[32], answer[600], text[64];
    snprintf(line, sizeof line, "choose %d", seat);
    *iterations = 0;
    if (!ask(r, line, answer, sizeof answer)) return false;
    /* "move TEXT ITERATIONS": the command's text has spaces, the count is the last word. */
    char *last = strrchr(answer, ' ');
    if (strncmp(answer, "move ", 5) || !last || last <= answer + 5) return false;
    *iterations = atoi(last + 1);
    size_t len = (size_t)(last - (answer + 5));
    if (len >= sizeof text) return false;
    memcpy(text, answer + 5, len);
    text[len] = 0;
    return gah_command_parse(text, cmd);
}
