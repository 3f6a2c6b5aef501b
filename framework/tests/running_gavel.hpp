// A gavel started in the background, for the tests that watch it while it runs: its rows as they come, its
// processes, a signal in the middle, how long it takes to end.
#pragma once

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli_runner.hpp"

namespace gavel_test {

inline pid_t parent_of(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    std::getline(stat, text);
    const auto close = text.rfind(')');  // the name may hold spaces; the fields after it do not
    if (close == std::string::npos) return 0;
    std::istringstream fields(text.substr(close + 1));
    std::string state;
    pid_t parent = 0;
    fields >> state >> parent;
    return parent;
}

// Whether a process named `name` runs anywhere below `ancestor`.
inline bool has_descendant_named(pid_t ancestor, const std::string& name) {
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string pid = entry.path().filename().string();
        if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream comm(entry.path() / "comm");
        std::string command;
        if (!(comm >> command) || command != name) continue;
        for (pid_t at = std::stoi(pid); at > 1; at = parent_of(at))
            if (at == ancestor) return true;
    }
    return false;
}

// Whether `condition` became true within `limit`, looking every 20 ms.
inline bool eventually(const std::function<bool()>& condition, std::chrono::milliseconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (!condition()) {
        if (std::chrono::steady_clock::now() >= until) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return true;
}

// The build's gavel, started with `arguments`, its standard output and error going to files of scratch().
class RunningGavel {
public:
    explicit RunningGavel(const std::vector<std::string>& arguments, const std::string& tag)
        : out_(scratch() / (tag + ".out")), err_(scratch() / (tag + ".err")) {
        pid_ = ::fork();
        if (pid_ == 0) {
            const int out = ::open(out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int err = ::open(err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            ::dup2(out, 1);
            ::dup2(err, 2);
            std::vector<char*> argv{const_cast<char*>(GAVEL_BINARY)};
            for (const auto& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
            argv.push_back(nullptr);
            ::execv(GAVEL_BINARY, argv.data());
            ::_exit(127);
        }
    }
    ~RunningGavel() {
        if (!ended_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
    }
    RunningGavel(const RunningGavel&) = delete;
    RunningGavel& operator=(const RunningGavel&) = delete;

    pid_t pid() const { return pid_; }
    std::string out() const { return read_all(out_); }
    std::string err() const { return read_all(err_); }
    bool running() {
        if (ended_) return false;
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) != pid_) return true;
        ended_ = true;
        exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return false;
    }
    // Sends `signal` and waits for the end; returns how long the end took after it, in seconds.
    double stop_with(int signal) {
        const auto sent = std::chrono::steady_clock::now();
        ::kill(pid_, signal);
        int status = 0;
        REQUIRE(::waitpid(pid_, &status, 0) == pid_);
        ended_ = true;
        exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
    }
    int exit_code() const { return exit_code_; }
    // No box folder of this gavel is left in /tmp.
    bool left_no_boxes() const {
        for (const auto& entry : std::filesystem::directory_iterator("/tmp"))
            if (entry.path().filename().string().starts_with("gavel-box-" + std::to_string(pid_) + "-")) return false;
        return true;
    }

private:
    std::filesystem::path out_, err_;
    pid_t pid_ = -1;
    bool ended_ = false;
    int exit_code_ = -1;
};

}  // namespace gavel_test
