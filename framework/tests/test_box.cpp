// The sandbox box on its own: runs, measurements and limits, many runs in a row.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "sandbox/box.hpp"
#include "sandbox/live_boxes.hpp"

using namespace std::chrono_literals;
using gavel::RunResult;

namespace {
gavel::sandbox::RunSpec python(const std::string& program) {
    gavel::sandbox::RunSpec spec;
    spec.argv = {"python3", "-S", "-c", program};
    spec.cpu = 400ms;
    spec.wall = 2s;
    return spec;
}
}  // namespace

TEST_CASE("each run's CPU time is its own, however many runs came before", "[box]") {
    gavel::sandbox::Box box;
    const auto spec = python("import time\nwhile time.process_time() < 0.1: pass\nprint('ok')");
    for (int run = 0; run < 25; ++run) {
        const RunResult outcome = box.run(spec, "");
        INFO("run " << run << ": " << outcome.describe());
        REQUIRE(outcome.ending == RunResult::Ending::finished);
        CHECK(outcome.output == "ok\n");
        CHECK(outcome.cpu >= 100ms);
        CHECK(outcome.cpu < 300ms);
    }
}

TEST_CASE("a run reads its standard input and the box is emptied between runs", "[box]") {
    gavel::sandbox::Box box;
    CHECK(box.run(python("import sys; print(sys.stdin.read().upper(), end='')"), "hello\n").output == "HELLO\n");
    CHECK(box.run(python("open('left', 'w').write('x'); print('wrote')"), "").output == "wrote\n");
    CHECK(box.run(python("import os; print(os.listdir('.'))"), "").output == "[]\n");
}

TEST_CASE("the live-box registry has no cap: every pid added is walked, removed ones are not", "[box]") {
    gavel::sandbox::LiveBoxes boxes;
    constexpr pid_t count = 1000;  // the fixed table this replaced kept 256
    for (pid_t pid = 1; pid <= count; ++pid) boxes.add(pid);
    std::vector<bool> seen(count + 1, false);
    std::size_t walked = 0;
    boxes.for_each([&](pid_t pid) {
        seen[static_cast<std::size_t>(pid)] = true;
        ++walked;
    });
    CHECK(walked == count);
    CHECK(std::count(seen.begin() + 1, seen.end(), true) == count);

    for (pid_t pid = 1; pid <= count; pid += 2) boxes.remove(pid);
    walked = 0;
    bool odd_seen = false;
    boxes.for_each([&](pid_t pid) {
        ++walked;
        odd_seen = odd_seen || pid % 2 == 1;
    });
    CHECK(walked == count / 2);
    CHECK_FALSE(odd_seen);
}

TEST_CASE("kill_all reaches every live process past the old cap of 256", "[box]") {
    gavel::sandbox::LiveBoxes boxes;
    constexpr int count = 300;
    std::vector<pid_t> children;
    for (int i = 0; i < count; ++i) {
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            ::alarm(60);  // should the test fail before killing it, the child does not linger
            for (;;) ::pause();
        }
        children.push_back(pid);
        boxes.add(pid);
    }
    CHECK(boxes.kill_all() == children.size());
    int killed = 0;
    for (const pid_t pid : children) {
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) ++killed;
        boxes.remove(pid);
    }
    CHECK(killed == count);
}
