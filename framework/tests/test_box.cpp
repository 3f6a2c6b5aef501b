// The sandbox box on its own: runs, measurements and limits, many runs in a row.
#include <catch2/catch.hpp>

#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
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

// The first CPU this process may run on: a box pinned there is pinned to a CPU the machine has.
int first_cpu() {
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) != 0) return 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &cpus)) return cpu;
    return 0;
}

// Asks for every CPU, then prints how many it may run on. Not os.cpu_count(): a box has no /sys to count
// them in, and the C library then counts the CPUs the program may already use.
const char* const widen_affinity =
    "import os\n"
    "try: os.sched_setaffinity(0, range(1024))\n"
    "except OSError: pass\n"
    "print(len(os.sched_getaffinity(0)))";

std::size_t threads_of_this_process() {
    std::size_t count = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/task")) ++count;
    return count;
}
// This process's children, from every thread's list (a box server is the child of the thread that forked it).
std::size_t children_of_this_process() {
    std::size_t count = 0;
    for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
        std::ifstream list(task.path() / "children");
        for (pid_t pid = 0; list >> pid;) ++count;
    }
    return count;
}

// The box folders of this process left in /tmp.
std::size_t box_folders_of_this_process() {
    const std::string prefix = "gavel-box-" + std::to_string(::getpid()) + "-";
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/tmp"))
        if (entry.path().filename().string().starts_with(prefix)) ++count;
    return count;
}
}  // namespace

TEST_CASE("a box whose server does not answer in time is given up after three starts, leaving nothing", "[box]") {
    // A server forked from a judge of several threads can hang on a lock another thread held at the fork (seen
    // under ASan in the queue's workers): the judge waited for its hello forever. This one pauses a minute.
    const std::size_t children = children_of_this_process(), folders = box_folders_of_this_process();
    gavel::sandbox::BoxOptions stuck;
    stuck.hello_within = 100ms;
    stuck.pause_before_hello = 60s;
    const auto started = std::chrono::steady_clock::now();
    CHECK_THROWS_WITH(gavel::sandbox::Box(stuck), Catch::Contains("did not answer within 100 ms, 3 times"));
    CHECK(std::chrono::steady_clock::now() - started < 10s);
    CHECK(children_of_this_process() == children);
    CHECK(box_folders_of_this_process() == folders);
    gavel::sandbox::BoxOptions patient;
    gavel::sandbox::Box box(patient);
    CHECK(box.run(python("print('up')"), "").output == "up\n");
}

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

TEST_CASE("folders thousands of levels deep are emptied before the next run, and removed with the box", "[box]") {
    const std::string ours = "gavel-box-" + std::to_string(::getpid()) + "-";
    const auto boxes_left = [&] {
        std::size_t count = 0;
        for (const auto& entry : std::filesystem::directory_iterator("/tmp")) count += entry.path().filename().string().rfind(ours, 0) == 0;
        return count;
    };
    REQUIRE(boxes_left() == 0);
    {
        gavel::sandbox::Box box;
        // 20000 levels in the box's /tmp (a tmpfs); 3000 in the working folder, on the host's disk, where each
        // removed folder costs milliseconds on a loaded machine (the old recursion overflowed at about 1000).
        auto dig = python("import os\nfor where, depth in [('.', 3000), ('/tmp', 20000)] if os.path.exists('/box') else [('.', 3000)]:\n"
                          "    os.chdir(where)\n"
                          "    for _ in range(depth): os.mkdir('d'); os.chdir('d')\n"
                          "print('dug')");
        dig.cpu = 5s;
        dig.wall = 30s;
        const RunResult deep = box.run(dig, "");
        INFO(deep.describe() << " " << deep.message);
        REQUIRE(deep.output == "dug\n");
        // The server empties the working folder before this run: it must survive that, and find it empty.
        const RunResult next = box.run(python("import os; print(os.listdir('.'), os.listdir('/tmp'))"), "");
        INFO(next.describe() << " " << next.message);
        CHECK(next.output == "[] []\n");
        box.run(dig, "");  // and leave one behind for the box's own removal
    }
    CHECK(boxes_left() == 0);
}

TEST_CASE("a program that takes its working folder's rights away does not take them from the next run", "[box]") {
    gavel::sandbox::Box box;
    const RunResult locked = box.run(python("import os; os.mkdir('sub'); os.chmod('sub', 0); os.chmod('.', 0); print('locked')"), "");
    REQUIRE(locked.output == "locked\n");
    const RunResult next = box.run(python("open('mine', 'w').write('x'); import os; print(os.listdir('.'))"), "");
    INFO(next.describe() << " " << next.message);
    CHECK(next.ending == RunResult::Ending::finished);
    CHECK(next.output == "['mine']\n");
}

TEST_CASE("the wall-clock limit holds when the run ends between two looks at the clock", "[box]") {
    gavel::sandbox::Box box;
    gavel::sandbox::RunSpec spec;
    spec.argv = {"sleep", "0.004"};  // over the limit, and ended long before the supervisor looks again (10 ms)
    spec.cpu = 1s;
    spec.wall = 1ms;
    for (int run = 0; run < 5; ++run) {
        const RunResult outcome = box.run(spec, "");
        INFO("run " << run << ": " << outcome.describe() << ", wall " << outcome.wall.count() << " us");
        CHECK(outcome.ending == RunResult::Ending::wall_limit);
        CHECK(outcome.wall > spec.wall);
    }
}

TEST_CASE("a CPU time limit shows a time over the limit: the measure the limit was held against", "[box]") {
    gavel::sandbox::Box box;
    auto spin = python("while True: pass");
    spin.cpu = 300ms;
    spin.wall = 20s;
    for (int run = 0; run < 5; ++run) {
        const RunResult outcome = box.run(spin, "");
        INFO("run " << run << ": " << outcome.describe() << ", cpu " << outcome.cpu.count() << " us");
        CHECK(outcome.ending == RunResult::Ending::cpu_limit);
        CHECK(outcome.cpu > spin.cpu);
    }
}

TEST_CASE("a program cannot widen its CPU affinity beyond its box's CPU, as root", "[box]") {
    if (std::thread::hardware_concurrency() < 2) {
        WARN("one CPU: nothing to widen to");
        return;
    }
    gavel::sandbox::Box box({first_cpu()});
    const RunResult outcome = box.run(python(widen_affinity), "");
    INFO(outcome.describe() << " " << outcome.message);
    CHECK(outcome.output == "1\n");
}

TEST_CASE("a program cannot widen its CPU affinity beyond its box's CPU, unprivileged", "[box]") {
    if (::geteuid() != 0 || std::thread::hardware_concurrency() < 2) {
        WARN("not root, or one CPU: no other uid to become, or nothing to widen to");
        return;
    }
    // A forked copy of a process with threads has only the forking one: the sandbox's own spawner thread would
    // be missing from it. ctest runs each test case in a process of its own, where none was started yet.
    REQUIRE(threads_of_this_process() == 1);
    int answer[2];
    REQUIRE(::pipe(answer) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(answer[0]);
        const uid_t uid = 62000 + static_cast<uid_t>(::getpid() % 1000);
        const gid_t gid = uid;
        if (::setgroups(1, &gid) != 0 || ::setresgid(gid, gid, gid) != 0 || ::setresuid(uid, uid, uid) != 0) _exit(3);
        std::string said;
        try {
            gavel::sandbox::Box box({first_cpu()});
            const RunResult outcome = box.run(python(widen_affinity), "");
            said = (box.isolated() ? "isolated " : "unprivileged ") + outcome.output + outcome.message;
        } catch (const std::exception& error) {
            said = std::string("threw: ") + error.what();
        }
        (void)!::write(answer[1], said.data(), said.size());
        _exit(0);
    }
    ::close(answer[1]);
    std::string said;
    char buffer[4096];
    for (ssize_t got; (got = ::read(answer[0], buffer, sizeof buffer)) > 0;) said.append(buffer, static_cast<std::size_t>(got));
    ::close(answer[0]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    INFO(said);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    // Where user namespaces are allowed the box is isolated; without them, rlimits and seccomp only. Either way
    // the program sees one CPU.
    CHECK((said == "isolated 1\n" || said == "unprivileged 1\n"));
}

// The box server is a copy of the judge, test data and all, and the kernel folds the memory a program is exec'd
// from into the program's peak: /bin/true showed the judge's 100 MiB. Each program's peak is its own, also when
// it was stopped at a limit, and when it killed the process that started it.
TEST_CASE("a program's memory is its own peak, not the judge's, however much test data the judge holds", "[box]") {
    std::vector<char> held(128u << 20);
    std::fill(held.begin(), held.end(), 'x');  // resident in the judge, and in the box server's copy of it
    gavel::sandbox::Box box;

    gavel::sandbox::RunSpec tiny;
    tiny.argv = {"true"};
    const RunResult small = box.run(tiny, "");
    INFO(small.describe() << ": " << small.memory_kib << " KiB");
    CHECK(small.ending == RunResult::Ending::finished);
    CHECK(small.memory_measured);
    CHECK(small.memory_kib < 8 * 1024);

    const RunResult allocating = box.run(python("b = b'x' * (48 << 20)\nprint(len(b))"), "");
    INFO(allocating.describe() << ": " << allocating.memory_kib << " KiB");
    CHECK(allocating.output == std::to_string(48 << 20) + "\n");
    CHECK(allocating.memory_measured);
    CHECK(allocating.memory_kib >= 48 * 1024);
    CHECK(allocating.memory_kib < 96 * 1024);

    auto spinning = python("b = b'x' * (32 << 20)\nwhile True: pass");
    spinning.cpu = 300ms;
    const RunResult stopped = box.run(spinning, "");
    INFO(stopped.describe() << ": " << stopped.memory_kib << " KiB");
    CHECK(stopped.ending == RunResult::Ending::cpu_limit);
    CHECK(stopped.memory_measured);
    CHECK(stopped.memory_kib >= 32 * 1024);
    CHECK(stopped.memory_kib < 80 * 1024);

    const RunResult orphan = box.run(python("import os, signal\nb = b'x' * (24 << 20)\nos.kill(os.getppid(), signal.SIGKILL)\nprint('ok')"), "");
    INFO(orphan.describe() << ": " << orphan.memory_kib << " KiB");
    CHECK(orphan.ending == RunResult::Ending::finished);
    CHECK(orphan.output == "ok\n");
    CHECK(orphan.memory_measured);
    CHECK(orphan.memory_kib >= 24 * 1024);
    CHECK(orphan.memory_kib < 80 * 1024);

    // Killing it as the program ends: its ending is still the program's own.
    gavel::sandbox::RunSpec quick;
    quick.argv = {"sh", "-c", "kill -9 $PPID; echo ok"};
    for (int run = 0; run < 20; ++run) {
        const RunResult ended = box.run(quick, "");
        INFO("run " << run << ": " << ended.describe());
        CHECK(ended.ending == RunResult::Ending::finished);
        CHECK(ended.status == 0);
        CHECK(ended.output == "ok\n");
    }
}

TEST_CASE("a program that writes past the output limit is OLE, even one that ignores SIGXFSZ (Python)", "[box]") {
    gavel::sandbox::Box box;
    auto spec = python("import sys\nsys.stdout.write('x' * 3000)\nsys.stdout.flush()");
    spec.output = 1000;
    const RunResult over = box.run(spec, "");
    INFO(over.describe() << ": " << over.message);
    CHECK(over.ending == RunResult::Ending::output_limit);
    CHECK(over.output.size() == 1000);
    // Exactly the limit is allowed.
    spec.argv.back() = "import sys\nsys.stdout.write('x' * 1000)";
    const RunResult exact = box.run(spec, "");
    INFO(exact.describe() << ": " << exact.message);
    CHECK(exact.ok());
    CHECK(exact.output.size() == 1000);
}
