// Scheduling: one thread per solution (one box each), tests handed out in suite order, results collected in
// suite order for the observer and the scorer; batches for a lone solution that nothing may stop early.
#include <sched.h>

#include <condition_variable>
#include <mutex>
#include <thread>

#include "judge/judge.hpp"
#include "judge/score.hpp"

namespace gavel {
namespace {

// Tests per round trip for a lone solution: a Solver-plugin worker takes a chain of this many calls at once.
constexpr std::size_t batch_size = 32;

// Pins the calling thread to `cpu` (nothing when -1) and gives it back its CPUs when done.
class ThreadOnCpu {
public:
    explicit ThreadOnCpu(int cpu) {
        if (cpu < 0 || ::sched_getaffinity(0, sizeof saved_, &saved_) != 0) return;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(cpu, &one);
        pinned_ = ::sched_setaffinity(0, sizeof one, &one) == 0;
    }
    ~ThreadOnCpu() {
        if (pinned_) ::sched_setaffinity(0, sizeof saved_, &saved_);
    }
    ThreadOnCpu(const ThreadOnCpu&) = delete;
    ThreadOnCpu& operator=(const ThreadOnCpu&) = delete;

private:
    cpu_set_t saved_{};
    bool pinned_ = false;
};

TestResult skipped(const PreparedTest& test, const char* why) {
    return {test.group, test.name, Verdict::skipped, std::nullopt, std::nullopt, std::nullopt, why};
}

}  // namespace

Report ProblemJudge::judge(Solution& solution, const std::vector<PreparedTest>& tests, const Options& options,
                           const Observer& observer) const {
    return judge_parallel({&solution}, tests, options, observer);
}

Report ProblemJudge::judge_parallel(const std::vector<Solution*>& solutions, const std::vector<PreparedTest>& tests,
                                    const Options& options, const Observer& observer) const {
    const auto stopped = [&] { return options.stop != nullptr && options.stop->load(); };
    std::vector<std::optional<TestResult>> results(tests.size());
    std::mutex mutex;
    std::condition_variable finished;
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> first_failure{tests.size()};
    const auto work = [&](Solution& solution) {
        const ThreadOnCpu pinned(solution.cpu());
        for (std::size_t i; !stopped() && (i = next++) < tests.size();) {
            if (i > first_failure) {
                const std::lock_guard lock(mutex);
                results[i] = skipped(tests[i], "not run: an earlier test failed");
                finished.notify_all();
                continue;
            }
            TestResult result = judge_one(solution, tests[i], options);
            if (options.stop_at_first_failure && result.verdict != Verdict::accepted)
                for (std::size_t seen = first_failure; i < seen && !first_failure.compare_exchange_weak(seen, i);) {
                }
            // A run the stop cut short says nothing about the solution.
            if (stopped() && result.verdict != Verdict::accepted) {
                result.verdict = Verdict::skipped;
                result.message = "stopped while running";
            }
            const std::lock_guard lock(mutex);
            results[i] = std::move(result);
            finished.notify_all();
        }
        const std::lock_guard lock(mutex);
        finished.notify_all();
    };
    // A lone solution that nothing may stop early takes its tests in batches: validations and runs each in as
    // few round trips as the validators and the solution allow (a Solver plugin's worker takes a whole chain).
    const auto work_in_batches = [&](Solution& solution) {
        const ThreadOnCpu pinned(solution.cpu());
        for (std::size_t first = 0; first < tests.size(); first += batch_size) {
            const auto batch = std::span(tests).subspan(first, std::min(batch_size, tests.size() - first));
            auto runs = validate_and_run(solution, batch, options.validate);
            for (std::size_t k = 0; k < batch.size(); ++k) {
                TestResult result = runs[k] ? verdict_of(solution, batch[k], *runs[k], options)
                                            : TestResult{batch[k].group, batch[k].name, Verdict::internal_error, std::nullopt,
                                                         std::nullopt, std::nullopt, batch[k].preparation_error};
                const std::lock_guard lock(mutex);
                results[first + k] = std::move(result);
            }
        }
    };
    std::vector<std::thread> threads;
    if (solutions.size() > 1)
        for (Solution* solution : solutions) threads.emplace_back(work, std::ref(*solution));
    else if (options.stop == nullptr && !options.stop_at_first_failure)
        work_in_batches(*solutions.front());
    else
        work(*solutions.front());

    Scorer scorer(problem_.id, solutions.front()->name(), problem_.suite);
    for (std::size_t i = 0; i < tests.size(); ++i) {
        std::unique_lock lock(mutex);
        // The stop comes from a signal handler, which cannot notify: look again now and then.
        while (!results[i] && !(stopped() && next.load() <= i)) finished.wait_for(lock, std::chrono::milliseconds(50));
        TestResult result = results[i] ? std::move(*results[i]) : skipped(tests[i], "stopped before it ran");
        lock.unlock();
        if (observer) observer(result);
        scorer.add(tests[i].group_index, std::move(result));
    }
    for (auto& thread : threads) thread.join();
    return std::move(scorer).finish();
}

Report ProblemJudge::check_stored_answers(const std::vector<PreparedTest>& tests, const Options& options,
                                          const Observer& observer) const {
    Scorer scorer(problem_.id, "stored answers", problem_.suite);
    for (const auto& test : tests) {
        TestResult result{test.group, test.name, Verdict::internal_error, std::nullopt, std::nullopt, std::nullopt, test.preparation_error};
        if (test.preparation_error.empty()) {
            const Validation validation = options.validate ? validate(test.input) : Validation{};
            if (!validation.ok()) {
                result.message = validation.message;
            } else if (!test.answer) {
                result.message = "the case stores no answer";
            } else {
                // The checker must accept the author's own answer; anything else is a bug of the problem.
                const CheckOutcome outcome = problem_.checker->check(test.input, *test.answer, *test.answer);
                result.verdict = outcome.verdict == Verdict::accepted ? Verdict::accepted : Verdict::internal_error;
                result.message = outcome.verdict == Verdict::accepted ? outcome.message
                                                                      : "the checker rejects the stored answer: " + outcome.message;
            }
        }
        if (observer) observer(result);
        scorer.add(test.group_index, std::move(result));
    }
    return std::move(scorer).finish();
}

}  // namespace gavel
