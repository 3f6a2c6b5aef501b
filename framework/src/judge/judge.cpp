#include "judge/judge.hpp"

#include <sched.h>

#include <condition_variable>
#include <mutex>
#include <span>
#include <thread>
#include <vector>

#include "base/errors.hpp"
#include "plugin/worker_pool.hpp"
#include "plugin/worker_protocol.hpp"
#include "gavel/random.hpp"

namespace gavel {
namespace {

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

std::string with_detail(const std::string& what, const std::string& message) {
    return message.empty() ? what : what + ": " + message;
}

// The validator's complaint (IE: the suite's input breaks the statement), or nullopt when it accepted.
std::optional<std::string> what_validation_says(const CallResult& call) {
    if (call.ok()) return std::nullopt;
    if (call.ending == CallResult::Ending::returned && call.status == GAVEL_INVALID_INPUT)
        return with_detail("the validator rejected the input", call.message);
    return with_detail("the validator failed: " + call.describe(), call.message);
}

}  // namespace

Limits resolve_limits(const Limits& problem, const Suite& suite, const TestGroup& group, const LimitOverrides& test) {
    return test.apply_to(group.limits.apply_to(suite.limits.apply_to(problem)));
}

std::optional<TestResult> verdict_of_failed_run(const CallResult& run) {
    TestResult result;
    switch (run.ending) {
        case CallResult::Ending::returned:
            if (run.status == GAVEL_OK) return std::nullopt;
            result.verdict = Verdict::runtime_error;
            result.message = with_detail("failed with status " + std::to_string(run.status), run.message);
            return result;
        case CallResult::Ending::crashed: result.verdict = Verdict::runtime_error; break;
        case CallResult::Ending::cpu_limit:
        case CallResult::Ending::wall_limit: result.verdict = Verdict::time_limit; break;
        case CallResult::Ending::memory_limit: result.verdict = Verdict::memory_limit; break;
        case CallResult::Ending::output_limit: result.verdict = Verdict::output_limit; break;
        case CallResult::Ending::not_started: result.verdict = Verdict::internal_error; break;
    }
    result.message = with_detail(run.describe(), run.message);
    return result;
}

ProblemJudge::ProblemJudge(ProblemConfig config, Suite suite, ProblemPlugin plugin)
    : config_(std::move(config)), suite_(std::move(suite)), plugin_(std::move(plugin)), workers_(plugin_workers(plugin_)) {
    for (const auto& group : suite_.groups)
        if (group.generate && !plugin_.has_generate())
            throw InputError(group.generate->location.describe(
                "group '" + group.name + "' generates cases, but " + plugin_.file().string() +
                " has no generator; expected cases given inline or from files"));
    checker_ = make_checker(config_, plugin_);
}

std::vector<PreparedTest> ProblemJudge::prepare() const {
    std::vector<PreparedTest> tests;
    tests.reserve(suite_.case_count());
    for (std::size_t g = 0; g < suite_.groups.size(); ++g) {
        const TestGroup& group = suite_.groups[g];
        for (const auto& test_case : group.cases)
            tests.push_back({g, group.name, test_case.name, test_case.input, test_case.answer,
                             resolve_limits(config_.limits, suite_, group, test_case.limits), {}});
        if (!group.generate) continue;
        const Generation& generation = *group.generate;
        std::vector<std::string> keys, values;
        for (const auto& [key, value] : generation.params) keys.push_back(key), values.push_back(value);
        std::vector<gavel_param> params;
        for (std::size_t i = 0; i < keys.size(); ++i) params.push_back({keys[i].c_str(), values[i].c_str()});
        // A chain of calls per round trip to the worker; a failed call ends one, and the next starts after it.
        std::vector<PluginCall> calls;
        for (std::int64_t index = 0; index < generation.count;) {
            calls.clear();
            for (std::int64_t next = index; next < generation.count && calls.size() < worker_protocol::max_chain; ++next) {
                const std::uint64_t seed = Random::derive(generation.seed, static_cast<std::uint64_t>(next));
                calls.push_back(PluginCall::generate(seed, params.data(), params.size(), CallLimits::for_tools()));
            }
            for (CallResult& call : workers_->call_chain(calls)) {
                if (call.ending == CallResult::Ending::returned && call.status == GAVEL_INVALID_INPUT)
                    throw InputError(generation.location.describe("the generator of group '" + group.name +
                                                                  "' rejected its parameters: " + call.message));
                PreparedTest test{g, group.name, "gen-" + std::to_string(++index), std::move(call.output), std::nullopt,
                                  resolve_limits(config_.limits, suite_, group, {}), {}};
                if (!call.ok()) test.preparation_error = with_detail("the generator failed: " + call.describe(), call.message);
                tests.push_back(std::move(test));
            }
        }
    }
    return tests;
}

ProblemJudge::ReferenceAnswer ProblemJudge::reference_answer(const std::string& input, const Limits& limits) const {
    {
        const std::lock_guard lock(answers_->mutex);
        if (const auto found = answers_->by_input.find(input); found != answers_->by_input.end()) return found->second;
    }
    ReferenceSolution reference(plugin_);
    const CallResult expected = reference.run(input, limits);
    const ReferenceAnswer answer = expected.ok()
        ? ReferenceAnswer{true, expected.output}
        : ReferenceAnswer{false, with_detail("the reference solver failed: " + expected.describe(), expected.message)};
    const std::lock_guard lock(answers_->mutex);
    answers_->by_input.emplace(input, answer);
    return answer;
}

std::string ProblemJudge::generate_input(std::uint64_t seed, const std::map<std::string, std::string>& params,
                                         const SourceLocation& where) const {
    std::vector<gavel_param> list;
    for (const auto& [key, value] : params) list.push_back({key.c_str(), value.c_str()});
    if (!plugin_.has_generate()) throw InputError(where.describe(plugin_.file().string() + " has no generator"));
    const CallResult call = workers_->call(PluginCall::generate(seed, list.data(), list.size(), CallLimits::for_tools()));
    if (call.ending == CallResult::Ending::returned && call.status == GAVEL_INVALID_INPUT)
        throw InputError(where.describe("the generator rejected its parameters: " + call.message));
    if (!call.ok()) throw InternalError(with_detail("the generator failed: " + call.describe(), call.message));
    return call.output;
}

std::optional<std::string> ProblemJudge::validation_error(const std::string& input) const {
    if (!plugin_.has_validate()) return std::nullopt;
    return what_validation_says(workers_->call(PluginCall::validate(input, CallLimits::for_tools())));
}

ProblemJudge::ValidatedRun ProblemJudge::validate_and_run(Solution& solution, const PreparedTest& test, bool validate) const {
    if (auto* reference = dynamic_cast<ReferenceSolution*>(&solution); reference != nullptr && validate)
        if (auto run = std::move(run_reference(*reference, std::span(&test, 1), validate).front())) return std::move(*run);
    if (validate)
        if (auto error = validation_error(test.input)) return {std::move(error), {}};
    return {std::nullopt, solution.run(test.input, test.limits)};
}

std::vector<std::optional<ProblemJudge::ValidatedRun>> ProblemJudge::run_reference(
    ReferenceSolution& reference, std::span<const PreparedTest> tests, bool validate) const {
    validate = validate && plugin_.has_validate();
    std::vector<std::size_t> runnable;  // the tests with an input to run
    std::vector<std::string_view> inputs;
    std::vector<Limits> limits;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (!tests[i].preparation_error.empty()) continue;
        runnable.push_back(i);
        inputs.push_back(tests[i].input);
        limits.push_back(tests[i].limits);
    }
    std::vector<CallResult> results = reference.validate_and_run(inputs, limits, validate);
    // Validations first, then solves; the chain stopped after its first failure.
    std::vector<std::optional<ValidatedRun>> runs(tests.size());
    const std::size_t solves_from = validate ? runnable.size() : 0;
    for (std::size_t j = 0; j < runnable.size(); ++j) {
        if (validate && j < results.size())
            if (auto error = what_validation_says(results[j])) {
                runs[runnable[j]] = ValidatedRun{std::move(error), {}};
                continue;
            }
        if (solves_from + j < results.size()) runs[runnable[j]] = ValidatedRun{std::nullopt, std::move(results[solves_from + j])};
    }
    return runs;
}

TestResult ProblemJudge::judge_one(Solution& solution, const PreparedTest& test, const Options& options) const {
    if (!test.preparation_error.empty())
        return {test.group, test.name, Verdict::internal_error, Duration(0), Duration(0), 0, test.preparation_error};
    return verdict_of(solution, test, validate_and_run(solution, test, options.validate));
}

TestResult ProblemJudge::verdict_of(Solution& solution, const PreparedTest& test, const ValidatedRun& validated) const {
    TestResult result{test.group, test.name, Verdict::internal_error, Duration(0), Duration(0), 0, {}};
    const auto& [invalid, run] = validated;
    if (invalid) {
        result.message = *invalid;
        return result;
    }
    result.cpu = run.cpu;
    result.wall = run.wall;
    result.memory_kib = run.memory_kib;
    if (auto failed = verdict_of_failed_run(run)) {
        result.verdict = failed->verdict;
        result.message = failed->message;
        return result;
    }

    std::string answer;
    if (test.answer) {
        answer = *test.answer;
    } else if (solution.is_reference()) {
        result.verdict = Verdict::accepted;  // nothing stored: the reference's output is the answer
        return result;
    } else {
        const auto expected = reference_answer(test.input, test.limits);
        if (!expected.ok) {
            result.message = expected.text;
            return result;
        }
        answer = expected.text;
    }
    const CheckOutcome outcome = checker_->check(test.input, run.output, answer);
    result.verdict = outcome.verdict;
    result.message = outcome.message;
    return result;
}

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
                results[i] = TestResult{tests[i].group, tests[i].name, Verdict::skipped, Duration(0), Duration(0), 0,
                                        "not run: an earlier test failed"};
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
    // The reference alone, with nothing to stop it early: its tests go to the plugin's worker in batches (all
    // validations, then all solves, in one chain), a round trip and two changes of limits per batch instead of
    // per test. A test the chain did not reach, as it stopped at a failure, is judged on its own.
    const auto work_in_batches = [&](ReferenceSolution& reference) {
        constexpr std::size_t batch_size = worker_protocol::max_chain / 2;
        for (std::size_t first = 0; first < tests.size(); first += batch_size) {
            const auto batch = std::span(tests).subspan(first, std::min(batch_size, tests.size() - first));
            auto runs = run_reference(reference, batch, options.validate);
            for (std::size_t k = 0; k < batch.size(); ++k) {
                TestResult result = runs[k] ? verdict_of(reference, batch[k], *runs[k]) : judge_one(reference, batch[k], options);
                const std::lock_guard lock(mutex);
                results[first + k] = std::move(result);
            }
        }
    };
    auto* reference = solutions.size() == 1 ? dynamic_cast<ReferenceSolution*>(solutions.front()) : nullptr;
    std::vector<std::thread> threads;
    if (solutions.size() > 1)
        for (Solution* solution : solutions) threads.emplace_back(work, std::ref(*solution));
    else if (reference != nullptr && options.stop == nullptr && !options.stop_at_first_failure)
        work_in_batches(*reference);
    else
        work(*solutions.front());

    Report report;
    report.problem = config_.id;
    report.solution = solutions.front()->name();
    report.max_score = suite_.max_score();
    std::vector<bool> group_accepted(suite_.groups.size(), true);
    for (std::size_t i = 0; i < tests.size(); ++i) {
        std::unique_lock lock(mutex);
        // The stop comes from a signal handler, which cannot notify: look again now and then.
        while (!results[i] && !(stopped() && next.load() <= i)) finished.wait_for(lock, std::chrono::milliseconds(50));
        TestResult result = results[i] ? std::move(*results[i])
                                       : TestResult{tests[i].group, tests[i].name, Verdict::skipped, Duration(0), Duration(0), 0, "stopped before it ran"};
        lock.unlock();
        if (result.verdict != Verdict::accepted) {
            group_accepted[tests[i].group_index] = false;
            if (report.verdict == Verdict::accepted) report.verdict = result.verdict;
        }
        if (observer) observer(result);
        report.tests.push_back(std::move(result));
    }
    for (auto& thread : threads) thread.join();
    for (std::size_t g = 0; g < suite_.groups.size(); ++g)
        if (group_accepted[g]) report.score += suite_.groups[g].points;
    return report;
}

Report compilation_failed_report(const ProblemConfig& config, const Suite& suite, const std::vector<PreparedTest>& tests,
                                 const std::string& solution, const std::string& message) {
    Report report;
    report.problem = config.id;
    report.solution = solution;
    report.verdict = Verdict::compilation_error;
    report.max_score = suite.max_score();
    for (const auto& test : tests)
        report.tests.push_back({test.group, test.name, Verdict::skipped, Duration(0), Duration(0), 0, "not run: compilation failed"});
    if (!report.tests.empty()) report.tests.front().message = message;
    return report;
}

}  // namespace gavel
