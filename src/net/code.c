/* Invite codes: made at random, read back from what a person typed, and stretched into a key. The first
 * four characters are the room (public: which of the host's games), the other eight the secret. */
#include "net/channel.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* 31 characters (about 5 bits each) that cannot be mistaken for one another when read aloud or copied by hand. */
static const char alphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

enum { CODE_CHARS = NET_ROOM_LEN + NET_SECRET_LEN };

static void code_write(const char raw[CODE_CHARS], char out[NET_CODE_TEXT])
{
    snprintf(out, NET_CODE_TEXT, "%.4s-%.4s-%.4s", raw, raw + 4, raw + 8);
}

void net_code_new(char out[NET_CODE_TEXT])
{
    char raw[CODE_CHARS];
    if (sodium_init() < 0) {
        out[0] = 0;
        return;
    }
    for (int i = 0; i < CODE_CHARS; i++) raw[i] = alphabet[randombytes_uniform((uint32_t)strlen(alphabet))];
    code_write(raw, out);
}

bool net_code_normalise(const char *typed, char out[NET_CODE_TEXT])
{
    char raw[CODE_CHARS];
    int n = 0;
    for (const char *p = typed; *p; p++) {
        if (*p == '-' || *p == ' ') continue;
        char ch = (char)toupper((unsigned char)*p);
        if (!strchr(alphabet, ch) || !ch || n == CODE_CHARS) return false;
        raw[n++] = ch;
    }
    if (n != CODE_CHARS) return false;
    code_write(raw, out);
    return true;
}

bool net_key_derive(const char *code, net_key *out, char *err, size_t err_size)
{
    char norm[NET_CODE_TEXT];
    if (!net_code_normalise(code, norm)) {
        snprintf(err, err_size, "'%.40s' is not an invite code (12 letters and digits, like %s)", code, "K7QM-X4TR-9PBW");
        return false;
    }
    if (sodium_init() < 0) {
        snprintf(err, err_size, "the cryptography library could not start");
        return false;
    }
    memset(out, 0, sizeof *out);
    memcpy(out->room, norm, NET_ROOM_LEN);
    /* The salt is the room (so two games' keys differ) under a context of ours; the password the whole code. */
    unsigned char salt[crypto_pwhash_SALTBYTES];
    char context[32];
    snprintf(context, sizeof context, "gah-net-room-%s", out->room);
    crypto_generichash(salt, sizeof salt, (const unsigned char *)context, strlen(context), NULL, 0);
    if (crypto_pwhash(out->psk, sizeof out->psk, norm, strlen(norm), salt, crypto_pwhash_OPSLIMIT_INTERACTIVE,
                      crypto_pwhash_MEMLIMIT_INTERACTIVE, crypto_pwhash_ALG_DEFAULT) != 0) {
        snprintf(err, err_size, "not enough memory to derive the key of the invite code");
        return false;
    }
    return true;
}
