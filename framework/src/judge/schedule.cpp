// Scheduling: one thread per solution (one box each), tests handed out in suite order, results collected in
// suite order for the observer and the scorer, as each is known; batches for a lone solution that nothing ends
// early at a failure, when asked (Options::in_batches).
#include <sched.h>

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#include "judge/fail_fast.hpp"
#include "judge/judge.hpp"
#include "judge/score.hpp"
#include "judge/test_queue.hpp"

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

// Judging threads, joined however the judging ends (an observer may throw while they still run).
class JoinedThreads {
public:
    JoinedThreads() = default;
    JoinedThreads(const JoinedThreads&) = delete;
    JoinedThreads& operator=(const JoinedThreads&) = delete;
    ~JoinedThreads() { join(); }
    template <typename Body>
    void start(Body body, Solution& solution) { threads_.emplace_back(std::move(body), std::ref(solution)); }
    void join() {
        for (auto& thread : threads_)
            if (thread.joinable()) thread.join();
    }

private:
    std::vector<std::thread> threads_;
};

TestResult skipped(const PreparedTest& test, const char* why) {
    return unmeasured_result(test.group, test.name, Verdict::skipped, why);
}

}  // namespace

bool pass_fail(const Suite& suite) {
    const auto scoring = [](const TestGroup& group) { return group.points > 0; };
    const auto sums = [](const TestGroup& group) { return group.points > 0 && group.aggregate == TestGroup::Aggregate::sum; };
    return std::count_if(suite.groups.begin(), suite.groups.end(), scoring) <= 1 && std::none_of(suite.groups.begin(), suite.groups.end(), sums);
}

Report ProblemJudge::judge(Solution& solution, const std::vector<PreparedTest>& tests, const Options& options,
                           const Observer& observer) const {
    return judge_parallel({&solution}, tests, options, observer);
}

Report ProblemJudge::judge_parallel(const std::vector<Solution*>& solutions, const std::vector<PreparedTest>& tests,
                                    const Options& options, const Observer& observer) const {
    // A judging thread that throws (a validator or the sandbox failing) ends the judging: the others stop taking
    // tests, and the error is the command's, rethrown on this thread once every judging thread is joined.
    std::exception_ptr failure;
    std::atomic<bool> failed{false};
    const auto stopped = [&] { return (options.stop != nullptr && options.stop->load()) || failed.load(); };
    std::vector<std::optional<TestResult>> results(tests.size());
    std::mutex mutex;
    std::condition_variable finished;
    // The first failing test (suite index) of the run and of each group, for the tests fail-fast skips. Every test
    // before a failure still runs, so the first non-AC test in suite order, the verdict, is the one without. The
    // judging threads skip what the failures known so far end; the collector below applies the rule once more in
    // suite order, so that a test another box ran before the failure was known is SK too.
    const FailFast rule(problem_, options.fail_fast, options.stop_at_first_failure);
    const bool run_ends = rule.ends_run();
    std::atomic<std::size_t> first_failure{tests.size()};
    std::vector<std::atomic<std::size_t>> group_first_failure(problem_.suite.groups.size());
    for (auto& first : group_first_failure) first = tests.size();
    const auto lower_to = [](std::atomic<std::size_t>& first, std::size_t i) {
        for (std::size_t seen = first; i < seen && !first.compare_exchange_weak(seen, i);) {
        }
    };
    std::vector<std::size_t> groups(tests.size());
    for (std::size_t i = 0; i < tests.size(); ++i) groups[i] = tests[i].group_index;
    TestQueue queue(std::move(groups), options.fail_fast && !run_ends && solutions.size() > 1);
    std::vector<bool> group_ends(problem_.suite.groups.size());
    for (std::size_t g = 0; g < group_ends.size(); ++g) group_ends[g] = rule.ends_group(g);
    const auto skip_reason = [&](std::size_t i) -> const char* {
        if (i > first_failure) return "not run: an earlier test failed";
        if (group_ends.at(tests[i].group_index) && i > group_first_failure.at(tests[i].group_index))
            return "not run: an earlier test of its group failed";
        return nullptr;
    };
    const auto work = [&](Solution& solution) {
        const ThreadOnCpu pinned(solution.cpu());
        for (std::optional<std::size_t> taken; !stopped() && (taken = queue.take());) {
            const std::size_t i = *taken;
            if (const char* why = skip_reason(i)) {
                queue.done(i);
                const std::lock_guard lock(mutex);
                results[i] = skipped(tests[i], why);
                finished.notify_all();
                continue;
            }
            TestResult result = judge_one(solution, tests[i], options);
            if (result.verdict != Verdict::accepted) {
                if (run_ends) lower_to(first_failure, i);
                if (group_ends.at(tests[i].group_index)) lower_to(group_first_failure.at(tests[i].group_index), i);
            }
            queue.done(i);
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
        for (std::size_t first = 0; first < tests.size() && !stopped(); first += batch_size) {
            const auto batch = std::span(tests).subspan(first, std::min(batch_size, tests.size() - first));
            queue.take_range(first, batch.size());  // running: its results are awaited even after a stop
            auto runs = validate_and_run(solution, batch, options.validate);
            for (std::size_t k = 0; k < batch.size(); ++k) {
                TestResult result = runs[k] ? verdict_of(solution, batch[k], *runs[k], options)
                                            : unmeasured_result(batch[k].group, batch[k].name, Verdict::internal_error,
                                                                batch[k].preparation_error);
                if (stopped() && result.verdict != Verdict::accepted) {
                    result.verdict = Verdict::skipped;
                    result.message = "stopped while running";
                }
                const std::lock_guard lock(mutex);
                results[first + k] = std::move(result);
            }
            const std::lock_guard lock(mutex);
            finished.notify_all();
        }
    };
    const auto guarded = [&](auto body) {
        return [&, body](Solution& solution) {
            try {
                body(solution);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failure) failure = std::current_exception();
                failed = true;
                finished.notify_all();
            }
        };
    };
    // Test by test, even a lone solution is judged on a thread of its own: this one hands each result to the
    // observer as soon as it is known (a row of the table), rather than all of them once the last test is done.
    // Batches stay on this thread: a plugin's worker forked from another thread was seen to miss its memory limit
    // (the misbehaving reference's hog ran to its CPU limit instead), and their results come a batch at a time.
    JoinedThreads threads;
    if (solutions.size() == 1 && options.in_batches && !options.stop_at_first_failure && !options.fail_fast)
        guarded(work_in_batches)(*solutions.front());
    else
        for (Solution* solution : solutions) threads.start(guarded(work), *solution);

    Scorer scorer(problem_.id, solutions.front()->name(), problem_.suite, problem_.aggregation.get());
    FailFast in_order = rule;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        std::unique_lock lock(mutex);
        // The stop comes from a signal handler, which cannot notify: look again now and then.
        while (!results[i] && !failure && !(stopped() && !queue.taken(i)))
            finished.wait_for(lock, std::chrono::milliseconds(50));
        if (failure) break;
        TestResult result = results[i] ? std::move(*results[i]) : skipped(tests[i], "stopped before it ran");
        lock.unlock();
        if (const char* why = in_order.skip_reason(i, tests[i].group_index)) result = skipped(tests[i], why);
        else if (result.verdict != Verdict::accepted && result.verdict != Verdict::skipped) in_order.failed(i, tests[i].group_index);
        if (observer) observer(result);
        scorer.add(tests[i].group_index, std::move(result));
    }
    threads.join();
    if (failure) std::rethrow_exception(failure);
    return std::move(scorer).finish();
}

Report ProblemJudge::check_stored_answers(const std::vector<PreparedTest>& tests, const Options& options,
                                          const Observer& observer) const {
    Scorer scorer(problem_.id, "stored answers", problem_.suite, problem_.aggregation.get());
    for (const auto& test : tests) {
        TestResult result = unmeasured_result(test.group, test.name, Verdict::internal_error, test.preparation_error);
        if (options.stop != nullptr && options.stop->load()) {
            result = skipped(test, "stopped before it ran");
        } else if (test.preparation_error.empty()) {
            const Validation validation = options.validate ? validate(test.input) : Validation{};
            if (!validation.ok()) {
                result.message = validation.message;
            } else if (!test.answer) {
                result.message = "the case stores no answer";
            } else {
                // The checker must accept the author's own answer; anything else is a bug of the problem.
                const CheckOutcome outcome = problem_.checker->check_case({test.input, *test.answer, *test.answer, test.extras.checker_arguments});
                result.verdict = outcome.verdict == Verdict::accepted ? Verdict::accepted : Verdict::internal_error;
                result.message = outcome.verdict == Verdict::accepted ? outcome.message
                                                                      : "the checker rejects the stored answer: " + outcome.message;
            }
            if (options.stop != nullptr && options.stop->load() && result.verdict != Verdict::accepted)
                result = skipped(test, "stopped while running");
        }
        if (observer) observer(result);
        scorer.add(test.group_index, std::move(result));
    }
    return std::move(scorer).finish();
}

}  // namespace gavel
