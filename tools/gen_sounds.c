/* Synthesises the game's sound effects as 16-bit mono WAV files (build time; deterministic output).
 * Usage: gah-gen-sounds OUTDIR */
#include <math.h>

#define TWO_PI 6.283185307179586
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RATE 22050
#define MAX_SAMPLES (RATE * 3)

static float buf[MAX_SAMPLES];
static uint32_t noise_state = 12345u;

static float noise(void)
{
    noise_state = noise_state * 1664525u + 1013904223u;
    return (float)((noise_state >> 8) & 0xFFFF) / 32768.0f - 1.0f;
}

static void clear(void) { memset(buf, 0, sizeof buf); }

/* A decaying sine partial starting at time t0 (seconds). */
static void tone(double t0, double freq, double dur, double amp, double decay)
{
    int start = (int)(t0 * RATE), n = (int)(dur * RATE);
    for (int i = 0; i < n && start + i < MAX_SAMPLES; i++) {
        double t = (double)i / RATE;
        double env = exp(-t * decay) * (i < 40 ? i / 40.0 : 1.0);
        buf[start + i] += (float)(amp * env * sin(TWO_PI * freq * t));
    }
}

/* A short filtered noise burst: a die or card hitting wood. */
static void knock(double t0, double dur, double amp, double brightness)
{
    int start = (int)(t0 * RATE), n = (int)(dur * RATE);
    float lp = 0.0f;
    for (int i = 0; i < n && start + i < MAX_SAMPLES; i++) {
        double t = (double)i / RATE;
        lp += (float)brightness * (noise() - lp);
        buf[start + i] += (float)(amp * exp(-t * 60.0 / dur / 10.0) * (double)lp);
    }
}

static int write_wav(const char *dir, const char *name, double seconds)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "gah-gen-sounds: cannot write %s\n", path);
        return 1;
    }
    uint32_t n = (uint32_t)(seconds * RATE), bytes = n * 2;
    uint8_t h[44] = {'R', 'I', 'F', 'F', 0, 0, 0, 0, 'W', 'A', 'V', 'E', 'f', 'm', 't', ' ', 16, 0, 0, 0, 1, 0, 1, 0};
    uint32_t v[] = {36 + bytes, RATE, RATE * 2};
    memcpy(h + 4, &v[0], 4);
    memcpy(h + 24, &v[1], 4);
    memcpy(h + 28, &v[2], 4);
    h[32] = 2; h[34] = 16;
    memcpy(h + 36, "data", 4);
    memcpy(h + 40, &bytes, 4);
    fwrite(h, 1, sizeof h, f);
    for (uint32_t i = 0; i < n; i++) {
        float s = buf[i];
        s = s > 1.0f ? 1.0f : s < -1.0f ? -1.0f : s;
        int16_t q = (int16_t)(s * 30000.0f);
        fwrite(&q, 2, 1, f);
    }
    return fclose(f) != 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gah-gen-sounds OUTDIR\n");
        return 2;
    }
    const char *dir = argv[1];
    int err = 0;

    clear(); /* a soft wooden click for buttons */
    knock(0.0, 0.05, 0.6, 0.5);
    tone(0.0, 1200, 0.05, 0.15, 80);
    err |= write_wav(dir, "click.wav", 0.08);

    clear(); /* dice: a rattle of knocks that thin out */
    for (int i = 0; i < 14; i++)
        knock(0.02 + i * 0.045 + (i % 3) * 0.011, 0.04, 0.7 - i * 0.04, 0.6);
    err |= write_wav(dir, "dice.wav", 0.8);

    clear(); /* a card sliding: a brushed noise swell */
    knock(0.0, 0.18, 0.35, 0.15);
    err |= write_wav(dir, "card.wav", 0.2);

    clear(); /* a coin: two bright partials */
    tone(0.0, 2093, 0.4, 0.3, 9);
    tone(0.0, 3136, 0.3, 0.2, 12);
    tone(0.06, 2637, 0.35, 0.25, 10);
    err |= write_wav(dir, "coin.wav", 0.45);

    clear(); /* a room tile flipped onto the board */
    knock(0.0, 0.06, 0.8, 0.35);
    tone(0.0, 220, 0.12, 0.25, 30);
    err |= write_wav(dir, "room.wav", 0.15);

    clear(); /* a short brass-like fanfare: C E G C' with odd harmonics */
    const double notes[] = {523.25, 659.25, 783.99, 1046.5};
    const double starts[] = {0.0, 0.18, 0.36, 0.54};
    const double lens[] = {0.2, 0.2, 0.2, 0.9};
    for (int i = 0; i < 4; i++)
        for (int h = 1; h <= 5; h += 2)
            tone(starts[i], notes[i] * h, lens[i], 0.22 / h, 3);
    err |= write_wav(dir, "fanfare.wav", 1.5);

    return err ? 1 : 0;
}
