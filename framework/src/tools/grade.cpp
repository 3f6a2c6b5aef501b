#include "tools/grade.hpp"

#include <sched.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <memory>

#include "judge/score.hpp"
#include "posix/cpu_lease.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

namespace gavel {
namespace {

unsigned available_cpus() {
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) == 0) return static_cast<unsigned>(std::max(1, CPU_COUNT(&cpus)));
    return std::max(1u, static_cast<unsigned>(::sysconf(_SC_NPROCESSORS_ONLN)));
}

}  // namespace

Grader::Grader(const ProblemJudge& judge, const GradeOptions& options)
    : Grader(judge, options, judge.prepare(LimitOverrides{options.time_limit, {}, {}, {}})) {}

Grader::Grader(const ProblemJudge& judge, const GradeOptions& options, std::vector<PreparedTest> tests)
    : judge_(judge), options_(options), tests_(std::move(tests)) {
    // Before anything of the solution's is compiled or run: an input the validators refuse is the problem's
    // mistake and stops here, so no verdict of the solution (not even CE) is ever given on it. The judge's
    // validation cache makes this free for every solution after the first (verify, calibrate, run --cross).
    judge.require_valid_inputs(tests_);
    const unsigned jobs = std::max(1u, std::min<unsigned>(options.jobs ? options.jobs : available_cpus(),
                                                          static_cast<unsigned>(std::max<std::size_t>(1, tests_.size()))));
    const std::vector<int> cpus = usable_cpus();
    // Every box is started here, before the judging threads: a box server starts with a raw clone
    // (posix/worker_spawner.hpp), which skips the C library's fork handlers, so no other thread may be busy.
    for (unsigned k = 0; k < jobs; ++k) {
        sandbox::BoxOptions box_options;
        // Pinned even alone: a run that moves between CPUs is slower and its times vary more. The thread that
        // drives a box is pinned with it while it judges (judge.cpp). More boxes than CPUs share them in turn
        // (box k on CPU k mod count), so that every box is pinned as README says.
        if (!cpus.empty()) box_options.cpu = cpus[k % cpus.size()];
        boxes_.push_back(std::make_unique<sandbox::Box>(box_options));
    }
    const std::string name = options.solution.filename().string();
    if (const std::optional<std::string> over = over_code_limit(options.solution, judge.problem().code_limit)) {
        // Refused as a judge refuses it at submission: nothing of it is compiled or run.
        program_.compile_message = *over;
        spdlog::warn("{}: {}", name, *over);
        return;
    }
    program_ = prepare_program(options.solution, options.languages, *boxes_.front());
    if (!program_.ready) {
        spdlog::warn("{}: compilation failed:\n{}", name, program_.compile_message);
        return;
    }
    spdlog::debug("{}: prepared as {} in {} box(es){}", name, program_.kind, jobs,
                  boxes_.front()->isolated() ? "" : " (not isolated)");
    for (auto& box : boxes_) {
        install_program(program_, *box);
        solutions_.push_back(std::make_unique<ProgramSolution>(*box, program_, name));
    }
}

Grader::~Grader() = default;

std::optional<std::string> over_code_limit(const std::filesystem::path& solution, std::optional<std::uint64_t> limit) {
    if (!limit) return std::nullopt;
    std::uint64_t size = 0;
    std::error_code error;
    if (std::filesystem::is_directory(solution, error)) {
        // A folder's regular files, none followed through a link: what a contestant would submit.
        for (auto it = std::filesystem::recursive_directory_iterator(solution, error);
             !error && it != std::filesystem::recursive_directory_iterator(); it.increment(error))
            if (std::error_code unread; !it->is_symlink(unread) && it->is_regular_file(unread)) {
                const std::uint64_t bytes = it->file_size(unread);
                if (!unread) size += bytes;
            }
    } else {
        size = std::filesystem::file_size(solution, error);
    }
    if (error || size <= *limit) return std::nullopt;
    const auto kib = [](std::uint64_t bytes) { return std::to_string((bytes + 1023) / 1024) + " KiB"; };
    return "its files hold " + std::to_string(size) + " bytes (" + kib(size) + "), over the problem's code limit of " + kib(*limit);
}

Report Grader::run(const GradeEvents& events, double time_scale) {
    const std::string name = options_.solution.filename().string();
    if (!program_.ready)
        return compilation_failed_report(judge_.problem().id, judge_.problem().suite, tests_, name, program_.compile_message,
                                         judge_.problem().aggregation.get());
    std::vector<PreparedTest> scaled = tests_;
    for (auto& test : scaled) test.limits = scale_time(test.limits, time_scale);
    std::vector<Solution*> workers;
    for (auto& solution : solutions_) workers.push_back(solution.get());
    if (events.started) events.started(scaled);
    ProblemJudge::Options judge_options;
    judge_options.validate = false;  // every input was validated in the constructor
    judge_options.stop = options_.stop;
    judge_options.stop_at_first_failure = options_.stop_at_first_failure;
    judge_options.fail_fast = options_.fail_fast;
    judge_options.in_batches = false;  // a program runs one test at a time anyway; the table shows each at once
    return judge_.judge_parallel(workers, scaled, judge_options, events.test_finished);
}

std::vector<TestResult> Grader::run_some(std::span<const std::size_t> indices, double time_scale) {
    if (!program_.ready || indices.empty()) return {};
    std::vector<PreparedTest> picked;
    for (const std::size_t index : indices) {
        picked.push_back(tests_.at(index));
        picked.back().limits = scale_time(picked.back().limits, time_scale);
    }
    std::vector<Solution*> workers;
    for (auto& solution : solutions_) workers.push_back(solution.get());
    ProblemJudge::Options judge_options;
    judge_options.validate = false;
    judge_options.stop = options_.stop;
    judge_options.in_batches = false;
    return judge_.judge_parallel(workers, picked, judge_options, {}).tests;
}

Report grade_solution(const ProblemJudge& judge, const GradeOptions& options, const GradeEvents& events) {
    if (events.compiling) events.compiling(options.solution.filename().string());
    Grader grader(judge, options);
    return grader.run(events);
}

}  // namespace gavel
