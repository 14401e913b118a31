/* Plain TCP sockets for the network play: listening, accepting and connecting, all non-blocking, with
 * TCP_NODELAY (a move is one small frame: it must not wait for more). */
#include "net/channel.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

double net_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static bool nonblocking(int fd)
{
    int flags = fcntl(fd, F_GETFL);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one); /* not for a listening socket: harmless */
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) == 0;
}

int net_listen(const char *bind_addr, int port, int *bound, char *err, size_t err_size)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = AI_PASSIVE | AI_NUMERICSERV};
    struct addrinfo *list = NULL;
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    int rc = getaddrinfo(bind_addr, service, &hints, &list);
    if (rc) {
        snprintf(err, err_size, "cannot listen on %s: %s", bind_addr ? bind_addr : "every address", gai_strerror(rc));
        return -1;
    }
    /* Without an address, IPv6 first with IPv4 on the same socket (dual stack), else IPv4. */
    int fd = -1;
    char why[128] = "no address to listen on";
    for (int pass = 0; pass < 2 && fd < 0; pass++)
        for (struct addrinfo *a = list; a && fd < 0; a = a->ai_next) {
            if (!bind_addr && (a->ai_family == AF_INET6) != (pass == 0)) continue;
            if (bind_addr && pass == 1) break;
            fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
            if (fd < 0) continue;
            int one = 1, zero = 0;
            /* A host restarted at once (after a crash) must get its port back. */
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
            if (a->ai_family == AF_INET6 && !bind_addr) setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
            if (bind(fd, a->ai_addr, a->ai_addrlen) != 0 || listen(fd, 16) != 0 || !nonblocking(fd)) {
                snprintf(why, sizeof why, "%s", strerror(errno));
                close(fd);
                fd = -1;
            }
        }
    freeaddrinfo(list);
    if (fd < 0) {
        snprintf(err, err_size, "cannot listen on port %d: %s", port, why);
        return -1;
    }
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    getsockname(fd, (struct sockaddr *)&ss, &len);
    *bound = ss.ss_family == AF_INET6 ? ntohs(((struct sockaddr_in6 *)&ss)->sin6_port)
                                      : ntohs(((struct sockaddr_in *)&ss)->sin_port);
    return fd;
}

int net_accept(int listen_fd)
{
    for (;;) {
        int fd = accept(listen_fd, NULL, NULL);
        if (fd < 0 && errno == EINTR) continue;
        if (fd < 0) return -1;
        if (nonblocking(fd)) return fd;
        close(fd);
    }
}

/* "host:port", "[v6]:port", "host" or a bare IPv6 address: the host and the port's text. */
static bool split_address(const char *address, int default_port, char *host, size_t host_size, char *port, size_t port_size)
{
    const char *colon = strrchr(address, ':');
    snprintf(port, port_size, "%d", default_port);
    if (address[0] == '[') {
        const char *close = strchr(address, ']');
        if (!close || (close[1] && close[1] != ':')) return false;
        snprintf(host, host_size, "%.*s", (int)(close - address - 1), address + 1);
        if (close[1]) snprintf(port, port_size, "%s", close + 2);
    } else if (colon && strchr(address, ':') == colon) {
        snprintf(host, host_size, "%.*s", (int)(colon - address), address);
        snprintf(port, port_size, "%s", colon + 1);
    } else {
        snprintf(host, host_size, "%s", address);
    }
    char *end;
    long p = strtol(port, &end, 10);
    return host[0] && !*end && p > 0 && p < 65536;
}

int net_connect(const char *address, int default_port, int timeout_ms, char *err, size_t err_size)
{
    char host[256], port[16];
    if (!split_address(address, default_port, host, sizeof host, port, sizeof port)) {
        snprintf(err, err_size, "'%.80s' is not an address (HOST or HOST:PORT)", address);
        return -1;
    }
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICSERV};
    struct addrinfo *list = NULL;
    int rc = getaddrinfo(host, port, &hints, &list);
    if (rc) {
        snprintf(err, err_size, "cannot find %s: %s", host, gai_strerror(rc));
        return -1;
    }
    int fd = -1;
    snprintf(err, err_size, "cannot connect to %s port %s", host, port);
    double deadline = net_now_ms() + timeout_ms;
    for (struct addrinfo *a = list; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd < 0) continue;
        if (!nonblocking(fd)) {
            close(fd), fd = -1;
            continue;
        }
        if (connect(fd, a->ai_addr, a->ai_addrlen) != 0 && errno != EINPROGRESS) {
            snprintf(err, err_size, "cannot connect to %s port %s: %s", host, port, strerror(errno));
            close(fd), fd = -1;
            continue;
        }
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        int left = (int)(deadline - net_now_ms());
        int soerr = 0;
        socklen_t len = sizeof soerr;
        if (left <= 0 || poll(&p, 1, left) <= 0) {
            snprintf(err, err_size, "no answer from %s port %s within %d s", host, port, timeout_ms / 1000);
            close(fd), fd = -1;
        } else if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &soerr, &len) != 0 || soerr) {
            snprintf(err, err_size, "cannot connect to %s port %s: %s", host, port, strerror(soerr ? soerr : errno));
            close(fd), fd = -1;
        }
    }
    freeaddrinfo(list);
    return fd;
}
