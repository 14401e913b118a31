/* libFuzzer target: the network message parser (src/net/message.c) must never crash, hang or read past its
 * input on any bytes a peer sends, and a message it takes must write back to the very same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/message.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static net_message m;
    static unsigned char again[NET_MESSAGE_MAX];
    /* A copy of exactly `size` bytes, so that a read past the end is caught by the address sanitizer. */
    unsigned char *bytes = malloc(size ? size : 1);
    if (!bytes) return 0;
    memcpy(bytes, data, size);
    if (net_message_parse(bytes, size, &m) == NULL) {
        size_t len = net_message_encode(&m, again, sizeof again);
        if (len != size || memcmp(again, bytes, size) != 0) abort();
    }
    free(bytes);
    return 0;
}
