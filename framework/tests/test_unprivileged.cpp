// The sandbox's unprivileged mode, which a judge not run as root gets: the box in a user namespace of its own
// (with the same pid, mount, network, ipc and uts namespaces and seccomp as root's), but no control group, so
// memory is held by RLIMIT_AS and processes by RLIMIT_NPROC. The tests run as root, so without this file that
// path would never run: gavel is started here under a uid of its own through setpriv, and every program of the
// hostile corpus must get the verdict it gets as root, leaving nothing behind.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <thread>

#include "cli_runner.hpp"
#include "jdk.hpp"
#include "loopback_listener.hpp"

using namespace gavel_test;

namespace {

// A uid no one else uses: every process of it is this test's, so a leftover is a leak of ours.
uid_t test_uid() { return 61000 + static_cast<uid_t>(::getpid() % 1000); }

std::size_t processes_of(uid_t uid) {
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        struct stat info {};
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") == std::string::npos && ::stat(entry.path().c_str(), &info) == 0 &&
            info.st_uid == uid)
            ++count;
    }
    return count;
}

// Whether every process of `uid` is gone within a minute (a leak stays; a dying process goes in milliseconds).
bool no_process_left(uid_t uid) {
    for (int tries = 0; tries < 600; ++tries) {
        if (processes_of(uid) == 0) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return false;
}

// A folder the unprivileged gavel may write: its compile cache, its reports.
std::filesystem::path writable_home() {
    const auto home = scratch() / "unprivileged-home";
    std::filesystem::create_directories(home);
    REQUIRE(::chown(home.c_str(), test_uid(), test_uid()) == 0);
    return home;
}

// What the unprivileged gavel reads, copied into `home`: the checkout may sit in a folder only root can enter
// (a clone in a 0700 temporary folder, /root), which the test's uid could not even look into. The build tree
// has the install's shape, so its gavel, solver host, plugins and languages table move together.
struct Staged {
    std::filesystem::path gavel, root, plugins, suite, quick_suite, hostile;
};

Staged stage_into(const std::filesystem::path& home) {
    namespace fs = std::filesystem;
    const auto build = fs::path(GAVEL_BINARY).parent_path().parent_path();
    const auto install = home / "install";
    const auto copy = [](const fs::path& from, const fs::path& to) {
        fs::create_directories(to.parent_path());
        fs::copy(from, to, fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    };
    copy(GAVEL_BINARY, install / "bin" / "gavel");
    for (const char* part : {"libexec/gavel", "lib/gavel", "share/gavel"}) copy(build / part, install / part);
    Staged staged{install / "bin" / "gavel", home / "root", home / "plugins", home / "hostile.yaml", home / "hostile_quick.yaml", home / "hostile"};
    copy(fs::path(FIXTURES_DIR) / "root", staged.root);
    copy(TEST_PLUGIN_DIR, staged.plugins);
    copy(fs::path(FIXTURES_DIR) / "suites" / "hostile.yaml", staged.suite);
    copy(fs::path(FIXTURES_DIR) / "suites" / "hostile_quick.yaml", staged.quick_suite);
    copy(HOSTILE_DIR, staged.hostile);
    return staged;
}

// The unprivileged gavel, ready to grade the hostile programs: staged in its home, with a languages table whose
// compile time limit is 5 s (the looping compiler must not hold the test up for the table's 30 s).
struct Unprivileged {
    std::filesystem::path home;
    Staged staged;
    std::string command;  // everything before `grade`'s arguments
};

Unprivileged prepare_unprivileged() {
    const auto home = writable_home();
    Unprivileged unprivileged{home, stage_into(home), {}};
    std::string languages = read_all(std::filesystem::path(SOURCE_DIR) / "framework" / "languages.yaml");
    const auto limit = languages.find("time: 30s");
    REQUIRE(limit != std::string::npos);
    languages.replace(limit, 9, "time: 5s");
    std::ofstream(home / "languages.yaml") << languages;
    unprivileged.command = "XDG_CACHE_HOME=" + home.string() + " setpriv --reuid=" + std::to_string(test_uid()) +
                           " --regid=" + std::to_string(test_uid()) + " --clear-groups " +
                           unprivileged.staged.gavel.string();
    return unprivileged;
}

struct Graded {
    Outcome outcome;
    nlohmann::json report;  // the one problem's object
};

/// `quick`: under suites/hostile_quick.yaml (short_limits()), else suites/hostile.yaml.
Graded grade_as_user(const Unprivileged& as, const std::string& program, bool quick = false) {
    const auto report = as.home / "report.json";
    std::filesystem::remove(report);
    Graded graded;
    graded.outcome = run_program(as.command, "--root " + as.staged.root.string() + " --plugin-path " +
                                                 as.staged.plugins.string() + " grade sum " +
                                                 (as.staged.hostile / program).string() + " --suite " +
                                                 (quick ? as.staged.quick_suite : as.staged.suite).string() + " -j 1 --languages " +
                                                 (as.home / "languages.yaml").string() + " --json " + report.string());
    INFO(program << ":\n" << graded.outcome.out << graded.outcome.err);
    REQUIRE(std::filesystem::exists(report));
    graded.report = nlohmann::json::parse(read_all(report))[0];
    return graded;
}

bool unprivileged_mode_available() {
    if (::geteuid() != 0) {
        // Already unprivileged: the in-process hostile tests assert this same mode.
        WARN("not root: cannot switch to another uid; test_hostile.cpp covers the unprivileged mode here");
        return false;
    }
    if (shell("command -v setpriv") != 0) {
        WARN("setpriv is missing: the unprivileged mode is not exercised");
        return false;
    }
    return true;
}

}  // namespace

TEST_CASE("unprivileged, every hostile program gets the verdict it gets as root", "[hostile][unprivileged]") {
    if (!unprivileged_mode_available()) return;
    const Unprivileged as = prepare_unprivileged();
    struct Expectation {
        const char* program;
        const char* verdict;
        bool quick = false;  // graded under short_limits(): it only runs into a time limit
    };
    // The whole corpus, as test_hostile.cpp grades it as root.
    const Expectation corpus[] = {
        {"spin.c", "TLE", true},    {"sleep_forever.c", "TLE", true}, {"alloc_4g.c", "MLE"},     {"stdout_flood.c", "OLE"},
        {"stderr_flood.c", "TLE", true}, {"segfault.c", "RE"},    {"abort.c", "RE"},         {"exit_3.c", "RE"},
        {"deep_stack.c", "AC"},     {"snoop.c", "AC"},          {"write_files.c", "AC"},   {"kill_parent.c", "AC"},
        {"daemon.c", "AC"},         {"closed_stdout.c", "WA"},  {"two_threads.c", "AC"},   {"tcp_connect.c", "AC"},
        {"fork_bomb.c", "TLE", true}, {"compile_error.cpp", "CE"}, {"compile_loop.cpp", "CE"},
    };
    bool warned = false;
    for (const auto& [program, verdict, quick] : corpus) {
        const auto started = std::chrono::steady_clock::now();
        const Graded graded = grade_as_user(as, program, quick);
        INFO(program << ":\n" << graded.outcome.out << graded.outcome.err << graded.report.dump());
        CHECK(graded.outcome.exit_code == (std::string(verdict) == "AC" ? 0 : 1));
        CHECK(graded.report["verdict"] == verdict);
        // The run really was unprivileged: the sandbox says so once per gavel.
        warned = warned || graded.outcome.err.find("not running as root; programs run in a user namespace") != std::string::npos;
        const auto& test = graded.report["tests"][0];
        if (std::string(program) == "two_threads.c") CHECK(test["time_ms"].get<double>() >= 780);  // both threads count
        if (std::string(program) == "stderr_flood.c") CHECK(test["message"].get<std::string>().size() < 70 * 1024);
        if (std::string(program) == "fork_bomb.c") CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
        // Nothing of a run is left on the host: no file it wrote, no process (the daemon included). gavel has
        // exited, but its box server is killed by the kernel on its parent's death, which may take a moment.
        CHECK_FALSE(std::filesystem::exists("/tmp/gavel-hostile-marker"));
        CHECK(no_process_left(test_uid()));
    }
    CHECK(warned);
}

TEST_CASE("unprivileged, a program cannot reach the judge's loopback", "[hostile][unprivileged]") {
    if (!unprivileged_mode_available()) return;
    const Unprivileged as = prepare_unprivileged();
    const LoopbackListener listener;
    const Graded graded = grade_as_user(as, "tcp_connect.c");
    CHECK(graded.report["verdict"] == "AC");  // it answers only when the connection failed
    CHECK_FALSE(listener.reached());
}

TEST_CASE("unprivileged, a Java program runs within its memory limit and one far beyond it is MLE", "[java][unprivileged]") {
    if (!unprivileged_mode_available() || !jdk_installed()) return;
    const Unprivileged as = prepare_unprivileged();
    // RLIMIT_AS holds memory here, and the JVM reserves gigabytes of address space it never uses: its runs (javac's
    // too) get the languages table's extra_address_space, and its heap, sized from the limit, holds the memory.
    for (const auto& [program, verdict] : {std::pair{"sum.java", "AC"}, std::pair{"hoards.java", "MLE"}}) {
        std::filesystem::copy_file(std::filesystem::path(FIXTURES_DIR) / "java" / program, as.staged.hostile / program,
                                   std::filesystem::copy_options::overwrite_existing);
        const Graded graded = grade_as_user(as, program);
        INFO(program << ":\n" << graded.outcome.out << graded.outcome.err << graded.report.dump());
        CHECK(graded.report["verdict"] == verdict);
    }
}
