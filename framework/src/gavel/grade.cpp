#include "gavel/grade.hpp"

#include <sched.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <memory>

#include "gavel/program.hpp"
#include "gavel/sandbox/box.hpp"

namespace gavel {
namespace {

unsigned available_cpus() {
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) == 0) return static_cast<unsigned>(std::max(1, CPU_COUNT(&cpus)));
    return std::max(1u, static_cast<unsigned>(::sysconf(_SC_NPROCESSORS_ONLN)));
}

// The CPUs this process may use, in order, so box k can be pinned to a CPU of its own.
std::vector<int> usable_cpus() {
    std::vector<int> list;
    cpu_set_t cpus;
    if (::sched_getaffinity(0, sizeof cpus, &cpus) == 0)
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &cpus)) list.push_back(cpu);
    return list;
}

}  // namespace

Report grade_solution(const ProblemJudge& judge, const GradeOptions& options, const GradeEvents& events) {
    std::vector<PreparedTest> tests = judge.prepare();
    if (options.time_limit)
        for (auto& test : tests) test.limits.time = *options.time_limit;

    const unsigned jobs = std::max(1u, std::min<unsigned>(options.jobs ? options.jobs : available_cpus(),
                                                          static_cast<unsigned>(std::max<std::size_t>(1, tests.size()))));
    const std::vector<int> cpus = usable_cpus();
    // Every box is started here, before any thread: a box starts with a raw clone, which is safe only while
    // the process has one thread.
    std::vector<std::unique_ptr<sandbox::Box>> boxes;
    for (unsigned k = 0; k < jobs; ++k) {
        sandbox::BoxOptions box_options;
        if (jobs > 1 && k < cpus.size()) box_options.cpu = cpus[k];
        boxes.push_back(std::make_unique<sandbox::Box>(box_options));
    }

    const PreparedProgram program = prepare_program(options.solution, options.languages, *boxes.front());
    const std::string name = options.solution.filename().string();
    if (!program.ready) {
        spdlog::warn("{}: compilation failed:\n{}", name, program.compile_message);
        return compilation_failed_report(judge.config(), judge.suite(), tests, name, program.compile_message);
    }
    spdlog::debug("{}: prepared as {} in {} box(es){}", name, program.kind, jobs,
                  boxes.front()->isolated() ? "" : " (not isolated)");

    std::vector<std::unique_ptr<ProgramSolution>> solutions;
    std::vector<Solution*> workers;
    for (auto& box : boxes) {
        install_program(program, *box);
        solutions.push_back(std::make_unique<ProgramSolution>(*box, program, name));
        workers.push_back(solutions.back().get());
    }
    if (events.started) events.started(tests.size());
    ProblemJudge::Options judge_options;
    judge_options.validate = false;  // the suite's inputs are the author's: `gavel run` validates them
    judge_options.stop = options.stop;
    return judge.judge_parallel(workers, tests, judge_options, events.test_finished);
}

}  // namespace gavel
