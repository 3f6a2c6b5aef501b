// The hostile corpus (tests/hostile/) against an interactive problem: the validator tells the submission "1 2"
// and accepts 3. Each program gets the verdict it gets as a batch submission of `sum`, except two the validator
// ends first: the one that closes its standard output (the validator reads end of file) and the flood of standard
// output (the validator reads 100 bytes of it), both WA. The judge survives, and nothing is left on the machine.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "hostile_grading.hpp"
#include "package/package_judging.hpp"

using gavel::Verdict;
using namespace gavel_test;

namespace {

void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

// An interactive package of one case in a folder of this process's own, opened once.
const gavel::ProblemJudge& interactive_sum() {
    static const gavel::ProblemJudge judge = [] {
        const auto folder = std::filesystem::temp_directory_path() / ("gavel-hostile-interactive-" + std::to_string(::getpid())) / "isum";
        write(folder / "problem.yaml", "problem_format_version: 2025-09\nname: Interactive sum\ntype: interactive\n"
                                       "limits:\n  time_limit: 2\n  memory: 256\n  output: 1\n");
        write(folder / "data" / "secret" / "1.in", "1 2\n");
        write(folder / "data" / "secret" / "1.ans", "3\n");
        write(folder / "output_validator" / "__main__.py",
              "import sys\n"
              "print(open(sys.argv[1]).read().strip(), flush=True)\n"
              "said = sys.stdin.read(100).split()\n"
              "sys.exit(42 if said == [open(sys.argv[2]).read().strip()] else 43)\n");
        gavel::package::Package package = gavel::package::open_for_judging(folder, {});
        package.problem.interactive->build(gavel::load_languages(gavel::default_languages_file()));
        std::filesystem::remove_all(folder.parent_path());  // read and built: nothing of it is needed again
        return gavel::ProblemJudge(std::move(package.problem));
    }();
    return judge;
}

// The box folders of this process in /tmp: the validator's stays for the whole test, a submission's must not.
std::size_t box_folders() {
    const std::string ours = "gavel-box-" + std::to_string(::getpid()) + "-";
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/tmp"))
        if (entry.path().filename().string().rfind(ours, 0) == 0) ++count;
    return count;
}

gavel::TestResult grade_interactively(const std::string& program) {
    gavel::Grader grader(interactive_sum(), options_for(program), interactive_sum().prepare());
    const gavel::Report report = grader.run({});
    REQUIRE(report.tests.size() == 1);
    gavel::TestResult result = report.tests.front();
    if (report.verdict == gavel::Verdict::compilation_error) result.verdict = gavel::Verdict::compilation_error;
    return result;
}

}  // namespace

TEST_CASE("hostile programs get their verdicts against an interactive problem and leave nothing behind", "[hostile][interactive]") {
    struct Expectation {
        const char* program;
        Verdict verdict;
    };
    const Expectation corpus[] = {
        {"spin.c", Verdict::time_limit},          {"sleep_forever.c", Verdict::time_limit},
        {"alloc_4g.c", Verdict::memory_limit},    {"stdout_flood.c", Verdict::wrong_answer},
        {"stderr_flood.c", Verdict::time_limit},  {"segfault.c", Verdict::runtime_error},
        {"abort.c", Verdict::runtime_error},      {"exit_3.c", Verdict::runtime_error},
        {"deep_stack.c", Verdict::accepted},      {"snoop.c", Verdict::accepted},
        {"write_files.c", Verdict::accepted},     {"kill_parent.c", Verdict::accepted},
        {"daemon.c", Verdict::accepted},          {"closed_stdout.c", Verdict::wrong_answer},
        {"raise_sigxcpu.c", Verdict::runtime_error}, {"widen_affinity.c", Verdict::accepted},
        {"fork_bomb.c", Verdict::time_limit},     {"tcp_connect.c", Verdict::accepted},  // it answers only unconnected
    };
    interactive_sum();
    const std::size_t boxes_before = box_folders();
    for (const auto& [program, verdict] : corpus) {
        INFO(program);
        const gavel::TestResult result = grade_interactively(program);
        INFO(result.message);
        CHECK(result.verdict == verdict);
        CHECK(box_folders() == boxes_before);
        CHECK_FALSE(std::filesystem::exists("/tmp/gavel-hostile-marker"));
        CHECK(processes_named("gvl-forkbomb") == 0);  // names of their own: other tests run programs beside this one
        CHECK(processes_named("gvl-daemon") == 0);
    }
}
