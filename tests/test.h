/* A small assertion kit for the unit tests: each test binary runs its cases and exits non-zero on a failure. */
#ifndef GAH_TEST_H
#define GAH_TEST_H

#include <stdio.h>
#include <string.h>

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

#define RUN(fn)                                                                                  \
    do {                                                                                         \
        int before_ = test_failures;                                                             \
        fn();                                                                                    \
        if (test_failures != before_) fprintf(stderr, "FAIL %s\n", #fn);                         \
    } while (0)

#define TEST_REPORT()                                                                            \
    (printf("%d checks, %d failed\n", test_checks, test_failures), test_failures ? 1 : 0)

#endif
