// A TCP listener on the judge's loopback, for the tests that check a program cannot reach it (tcp_connect.c).
#pragma once

#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace gavel_test {

/// The port tcp_connect.c tries.
constexpr int hostile_connect_port = 47613;

/// A non-blocking listener on 127.0.0.1:hostile_connect_port. test_hostile.cpp and test_unprivileged.cpp both
/// listen there, and ctest may run them at once: binding is tried again for up to two minutes.
class LoopbackListener {
public:
    LoopbackListener() : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0)) {
        REQUIRE(fd_ >= 0);
        const int yes = 1;
        ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(hostile_connect_port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        bool bound = false;
        for (int tries = 0; tries < 1200 && !bound; ++tries) {
            bound = ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
            if (!bound) std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        REQUIRE(bound);
        REQUIRE(::listen(fd_, 4) == 0);
    }
    ~LoopbackListener() { ::close(fd_); }
    LoopbackListener(const LoopbackListener&) = delete;
    LoopbackListener& operator=(const LoopbackListener&) = delete;

    /// True when a connection reached the listener.
    bool reached() const { return ::accept(fd_, nullptr, nullptr) >= 0; }

private:
    int fd_;
};

}  // namespace gavel_test
