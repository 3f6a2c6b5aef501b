// A redis-server of the test's own on a free loopback port, stopped when the test ends; and gavel processes
// started in the background (workers), ended by signal.
#pragma once

#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "cli_runner.hpp"
#include "queue/redis_connection.hpp"

namespace gavel_test {

inline bool redis_server_installed() { return ::access("/usr/bin/redis-server", X_OK) == 0; }

/// A port nothing listens on now (the kernel's pick for a socket bound and closed at once).
inline int free_loopback_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    socklen_t length = sizeof address;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    ::close(fd);
    return ntohs(address.sin_port);
}

/// A program started in the background with its output in files; SIGKILLed at the end if still running.
class Background {
public:
    Background(std::vector<std::string> argv, const std::filesystem::path& log) : log_(log) {
        pid_ = ::fork();
        if (pid_ == 0) {
            std::FILE* out = std::freopen(log.c_str(), "w", stderr);
            if (out == nullptr || !std::freopen("/dev/null", "w", stdout)) ::_exit(127);
            std::vector<char*> args;
            for (auto& arg : argv) args.push_back(arg.data());
            args.push_back(nullptr);
            ::execv(args[0], args.data());
            ::_exit(127);
        }
    }
    ~Background() {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
    }
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;

    /// Sends `signal` and waits up to `within` for the end; its exit status, or -1 when it did not end in time.
    int end_with(int signal, std::chrono::milliseconds within) {
        ::kill(pid_, signal);
        const auto until = std::chrono::steady_clock::now() + within;
        int status = 0;
        while (std::chrono::steady_clock::now() < until) {
            if (::waitpid(pid_, &status, WNOHANG) == pid_) {
                pid_ = -1;
                return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        return -1;
    }
    std::string log() const { return read_all(log_); }

private:
    pid_t pid_ = -1;
    std::filesystem::path log_;
};

class LocalRedis {
public:
    LocalRedis() : port_(free_loopback_port()), folder_(scratch() / ("redis-" + std::to_string(port_))) {
        std::filesystem::create_directories(folder_);
        server_ = std::make_unique<Background>(
            std::vector<std::string>{"/usr/bin/redis-server", "--port", std::to_string(port_), "--bind", "127.0.0.1", "--save", "",
                                     "--appendonly", "no", "--dir", folder_.string(), "--daemonize", "no", "--logfile", ""},
            folder_ / "server.log");
        for (int tries = 0; tries < 100; ++tries) {
            try {
                gavel::queue::RedisConnection probe(gavel::queue::parse_redis_url(url()), std::chrono::milliseconds(500));
                if (probe.command({"PING"}).text == "PONG") return;
            } catch (const gavel::queue::RedisUnavailable&) {
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        FAIL("redis-server did not answer on port " << port_);
    }
    std::string url() const { return "redis://127.0.0.1:" + std::to_string(port_); }
    gavel::queue::RedisConnection connect() const {
        return gavel::queue::RedisConnection(gavel::queue::parse_redis_url(url()), std::chrono::milliseconds(2000));
    }

private:
    int port_;
    std::filesystem::path folder_;
    std::unique_ptr<Background> server_;
};

}  // namespace gavel_test
