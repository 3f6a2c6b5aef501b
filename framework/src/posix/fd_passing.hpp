// One message and a few descriptors over a SOCK_SEQPACKET socket (SCM_RIGHTS), both ways.
#pragma once

#include <sys/socket.h>

#include <cstddef>
#include <cstring>

namespace gavel::sandbox {

constexpr std::size_t max_passed_fds = 3;

inline bool send_with_fds(int socket, const void* data, std::size_t size, const int* fds, std::size_t count) {
    iovec part{const_cast<void*>(data), size};
    alignas(cmsghdr) char control[CMSG_SPACE(max_passed_fds * sizeof(int))] = {};
    msghdr message{};
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    if (count > 0) {
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(count * sizeof(int));
        cmsghdr* header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(count * sizeof(int));
        std::memcpy(CMSG_DATA(header), fds, count * sizeof(int));
    }
    return ::sendmsg(socket, &message, MSG_NOSIGNAL) == static_cast<ssize_t>(size);
}

/// Receives one message into `data`; the descriptors (close-on-exec) into `fds`, which must be exactly `count`.
/// Returns the bytes received, 0 at end of stream, -1 on error or a missing descriptor.
inline ssize_t receive_with_fds(int socket, void* data, std::size_t size, int* fds, std::size_t count) {
    iovec part{data, size};
    alignas(cmsghdr) char control[CMSG_SPACE(max_passed_fds * sizeof(int))];
    msghdr message{};
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    const ssize_t got = ::recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    if (got <= 0 || count == 0) return got;
    const cmsghdr* header = CMSG_FIRSTHDR(&message);
    if (header == nullptr || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(count * sizeof(int))) return -1;
    std::memcpy(fds, CMSG_DATA(header), count * sizeof(int));
    return got;
}

}  // namespace gavel::sandbox
