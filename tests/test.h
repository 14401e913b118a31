/* A small assertion kit for the unit tests: each test binary runs its cases and exits non-zero on a failure. */
#ifndef GAH_TEST_H
#define GAH_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int test_failures;
static int test_checks;

#define CHECK(cond)                                                                              \
    do {                                                                                         \
        test_checks++;                                                                           \
        if (!(cond)) {                                                                           \
            test_failures++;                                                                     \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);             \
        }                                                                                        \
    } while (0)

#define CHECK_EQ(a, b)                                                                           \
    do {                                                                                         \
        long long va_ = (long long)(a), vb_ = (long long)(b);                                    \
        test_checks++;                                                                           \
        if (va_ != vb_) {                                                                        \
            test_failures++;                                                                     \
            fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__, __LINE__, #a, #b, \
                    va_, vb_);                                                                   \
        }                                                                                        \
    } while (0)

#define CHECK_STR(a, b)                                                                          \
    do {                                                                                         \
        const char *sa_ = (a), *sb_ = (b);                                                       \
        test_checks++;                                                                           \
        if (!sa_ || !sb_ || strcmp(sa_, sb_) != 0) {                                             \
            test_failures++;                                                                     \
            fprintf(stderr, "%s:%d: %s == %s failed: \"%s\" != \"%s\"\n", __FILE__, __LINE__, #a, \
                    #b, sa_ ? sa_ : "(null)", sb_ ? sb_ : "(null)");                            \
        }                                                                                        \
    } while (0)

/* A binary whose cases take minutes under the sanitizers is registered as several meson tests, each with
 * its own timeout, that run in parallel: `--only a,b` runs the named cases, `--skip a,b` all but them.
 * A name that matches no case fails the run, so a renamed case cannot silently drop out of every part. */
static const char *test_only_list;
static const char *test_skip_list;
static int test_listed_names;
static int test_listed_matches;

/* The scale of a binary's costly cases (test_ai's): `--quick` is what the sanitizer build passes (tests/meson.build),
 * where a game costs several times as much and what the sanitizers look for, memory and undefined behaviour, lies
 * in the same code paths whatever the count, so each such case plays its every path at a smaller scale; `--long`
 * adds the long runs of the measurements behind tuned constants, which the everyday tests assert as constants
 * (README, "Testing"). Neither given: the everyday scale. */
static int test_quick;
static int test_long;

static inline int test_name_in(const char *list, const char *name)
{
    size_t len = strlen(name);
    for (const char *p = list; p && *p;) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n == len && strncmp(p, name, len) == 0) return 1;
        p = end ? end + 1 : NULL;
    }
    return 0;
}

static inline void test_select(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) test_only_list = argv[++i];
        else if (strcmp(argv[i], "--skip") == 0 && i + 1 < argc) test_skip_list = argv[++i];
        else if (strcmp(argv[i], "--quick") == 0) test_quick = 1;
        else if (strcmp(argv[i], "--long") == 0) test_long = 1;
        else {
            fprintf(stderr, "%s: unknown argument '%s' (--only a,b | --skip a,b | --quick | --long)\n", argv[0], argv[i]);
            exit(2);
        }
    }
    if (test_quick && test_long) {
        fprintf(stderr, "%s: --quick and --long exclude each other\n", argv[0]);
        exit(2);
    }
    const char *list = test_only_list ? test_only_list : test_skip_list;
    test_listed_names = list && *list ? 1 : 0;
    for (const char *p = list; p && *p; p++) test_listed_names += *p == ',';
}

static inline int test_selected(const char *name)
{
    int listed = test_name_in(test_only_list ? test_only_list : test_skip_list, name);
    test_listed_matches += listed;
    return test_only_list ? listed : !listed;
}

/* Wall seconds, for TEST_TIMES=1 (each case's time on stderr: where the suite's minutes go). */
static inline double test_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

#define RUN(fn)                                                                                  \
    do {                                                                                         \
        if (!test_selected(#fn)) break;                                                          \
        int before_ = test_failures;                                                             \
        double start_ = test_seconds();                                                          \
        fn();                                                                                    \
        if (test_failures != before_) fprintf(stderr, "FAIL %s\n", #fn);                         \
        if (getenv("TEST_TIMES")) fprintf(stderr, "%.1f s %s\n", test_seconds() - start_, #fn); \
    } while (0)

#define TEST_REPORT()                                                                            \
    (test_listed_matches != test_listed_names                                                    \
         ? (fprintf(stderr, "%d of the %d names given match a case\n", test_listed_matches,       \
                    test_listed_names), 1)                                                       \
         : (printf("%d checks, %d failed\n", test_checks, test_failures), test_failures ? 1 : 0))

#endif
