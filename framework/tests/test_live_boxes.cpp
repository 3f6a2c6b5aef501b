// The registry of live box servers that Ctrl-C walks: it has no fixed size, and the walk reaches every entry.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <set>
#include <vector>

#include "sandbox/live_boxes.hpp"

namespace live_boxes = gavel::sandbox::live_boxes;

namespace {
// More than the 256 slots the old fixed table had, and more than a few chunks.
constexpr int many = 300;

std::set<pid_t> visited() {
    std::set<pid_t> seen;
    live_boxes::for_each([](pid_t pid, void* context) { static_cast<std::set<pid_t>*>(context)->insert(pid); }, &seen);
    return seen;
}
}  // namespace

TEST_CASE("the walk visits every recorded pid, past 256, and none once removed", "[box]") {
    // Pids no process has (above the kernel's pid_max of 2^22): nothing is ever signalled.
    std::set<pid_t> recorded;
    for (pid_t pid = 5'000'000; pid < 5'000'000 + many; ++pid) {
        live_boxes::add(pid);
        recorded.insert(pid);
    }
    CHECK(visited() == recorded);
    for (pid_t pid = 5'000'000; pid < 5'000'000 + many; pid += 2) {
        live_boxes::remove(pid);
        recorded.erase(pid);
    }
    CHECK(visited() == recorded);
    // Freed slots are taken again before the registry grows: a new pid is visited too.
    live_boxes::add(6'000'000);
    recorded.insert(6'000'000);
    CHECK(visited() == recorded);
    for (pid_t pid : recorded) live_boxes::remove(pid);
    CHECK(visited().empty());
}

TEST_CASE("kill_all sends SIGKILL to more than 256 live processes", "[box]") {
    std::vector<pid_t> children;
    for (int i = 0; i < many; ++i) {
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            ::alarm(60);  // should the test fail before killing it, the child does not linger
            for (;;) ::pause();
        }
        children.push_back(pid);
        live_boxes::add(pid);
    }
    CHECK(live_boxes::kill_all() == children.size());
    int killed = 0;
    for (const pid_t pid : children) {
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) ++killed;
        live_boxes::remove(pid);
    }
    CHECK(killed == many);
    CHECK(visited().empty());
}
