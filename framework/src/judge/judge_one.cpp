// Judging one test: validate its input, run the solution, classify the run, check the output against the answer.
#include <algorithm>

#include "judge/judge.hpp"
#include "run/sha256.hpp"

namespace gavel {
namespace {

std::string with_detail(const std::string& what, const std::string& message) {
    return message.empty() ? what : what + ": " + message;
}

TestResult result_for(const PreparedTest& test, Verdict verdict, std::string message) {
    return unmeasured_result(test.group, test.name, verdict, std::move(message));
}

}  // namespace

std::optional<TestResult> verdict_of_failed_run(const RunResult& run) {
    const std::optional<Verdict> verdict = verdict_of(run);
    if (!verdict) return std::nullopt;
    TestResult result;
    result.verdict = *verdict;
    result.message = with_detail(run.describe(), run.message);
    return result;
}

std::vector<std::optional<ProblemJudge::ValidatedRun>> ProblemJudge::validate_and_run(
    Solution& solution, std::span<const PreparedTest> tests, bool validate) const {
    std::vector<std::optional<ValidatedRun>> runs(tests.size());
    std::vector<std::size_t> runnable;  // the tests with an input to run
    std::vector<std::string_view> inputs;
    for (std::size_t i = 0; i < tests.size(); ++i)
        if (tests[i].preparation_error.empty()) {
            runnable.push_back(i);
            inputs.push_back(tests[i].input);
            runs[i] = ValidatedRun{};
        }
    if (validate) {
        const std::vector<Validation> validations = validations_->validate_all(inputs);
        for (std::size_t j = 0; j < runnable.size(); ++j)
            if (!validations[j].ok()) runs[runnable[j]]->refused = validations[j];
    }
    std::vector<std::size_t> to_run;
    std::vector<std::string_view> run_inputs;
    std::vector<Limits> limits;
    for (const std::size_t i : runnable)
        if (!runs[i]->refused) {
            to_run.push_back(i);
            run_inputs.push_back(tests[i].input);
            limits.push_back(tests[i].limits);
        }
    // The reference solver of an interactive problem does not talk: it writes each test's answer, which is what its
    // run checks (verdict_of); the problem's interactive judge then hands that answer to its interactor.
    if (problem_.interactive && &solution != problem_.reference.get()) {
        // Running is checking: each test runs and is judged by the problem's interactive judge, on its own.
        for (const std::size_t i : to_run) {
            const PreparedTest& test = tests[i];
            std::string answer;
            if (test.answer) {
                answer = *test.answer;
            } else if (problem_.reference) {
                ReferenceAnswer expected = reference_answer(test.input, test.limits);
                if (!expected.ok) {
                    runs[i]->judged = InteractiveOutcome{CheckOutcome(Verdict::internal_error, expected.text), {}, 0, {}};
                    continue;
                }
                answer = std::move(expected.text);
            }
            InteractiveOutcome judged = problem_.interactive->judge(
                solution, {test.input, answer, test.extras.checker_arguments, test.limits, &test.extras});
            runs[i]->run = judged.submission;
            runs[i]->judged = std::move(judged);
        }
        return runs;
    }
    // A package case with arguments or files runs on its own; the rest in as few round trips as the solution allows.
    const bool plain = std::all_of(to_run.begin(), to_run.end(), [&](std::size_t i) { return tests[i].extras.arguments.empty() && tests[i].extras.files.empty(); });
    std::vector<RunResult> results;
    if (plain) {
        results = solution.run_batch(run_inputs, limits);
    } else {
        for (std::size_t j = 0; j < to_run.size(); ++j) results.push_back(solution.run_case(run_inputs[j], limits[j], tests[to_run[j]].extras));
    }
    for (std::size_t j = 0; j < to_run.size(); ++j) runs[to_run[j]]->run = std::move(results[j]);
    return runs;
}

TestResult ProblemJudge::judge_one(Solution& solution, const PreparedTest& test, const Options& options) const {
    if (!test.preparation_error.empty()) return result_for(test, Verdict::internal_error, test.preparation_error);
    return verdict_of(solution, test, *validate_and_run(solution, std::span(&test, 1), options.validate).front(), options);
}

TestResult ProblemJudge::verdict_of(Solution& solution, const PreparedTest& test, const ValidatedRun& validated,
                                    const Options& options) const {
    const auto& [refused, run, judged] = validated;
    // An input the validators refuse is the problem's fault, never the solution's.
    if (refused) return result_for(test, Verdict::internal_error, refused->message);
    TestResult result = result_for(test, Verdict::internal_error, {});
    if (run.ending != RunResult::Ending::not_started) {
        result.cpu = run.cpu;
        result.wall = run.wall;
    }
    if (run.memory_measured) result.memory_kib = run.memory_kib;
    if (judged) {
        const CheckOutcome& outcome = judged->check;
        result.verdict = outcome.verdict;
        result.message = outcome.message;
        result.score = outcome.score;
        result.score_multiplier = outcome.score_multiplier;
        result.fraction = outcome.fraction;
        result.judge_message = outcome.judge_message;
        result.exchange = dialogue(judged->transcript);
        result.sample_exchange = sample_dialogue(test.sample_exchange);
        return result;
    }
    if (auto failed = verdict_of_failed_run(run)) {
        result.verdict = failed->verdict;
        result.message = failed->message;
        return result;
    }

    std::string answer;
    if (test.answer) {
        answer = *test.answer;
    } else if (&solution == problem_.reference.get()) {
        // Nothing stored: the reference's output is the answer. The checker must still accept it as an output,
        // or every solution would be judged by a checker that cannot pass the reference: a problem bug.
        if (options.keep_reference_answers) remember_reference_answer(test.input, run.output);
        const CheckOutcome outcome = problem_.checker->check_case({test.input, run.output, run.output, test.extras.checker_arguments});
        result.verdict = outcome.verdict == Verdict::accepted ? Verdict::accepted : Verdict::internal_error;
        result.message = outcome.verdict == Verdict::accepted
                             ? outcome.message
                             : with_detail("the checker rejects the reference's own answer (" +
                                               std::string(short_name(outcome.verdict)) + ")",
                                           outcome.message);
        return result;
    } else {
        const auto expected = reference_answer(test.input, test.limits);
        if (!expected.ok) {
            result.message = expected.text;
            return result;
        }
        answer = expected.text;
    }
    const CheckOutcome outcome = problem_.checker->check_case({test.input, run.output, answer, test.extras.checker_arguments});
    result.verdict = outcome.verdict;
    result.message = outcome.message;
    result.score = outcome.score;
    result.score_multiplier = outcome.score_multiplier;
    result.fraction = outcome.fraction;
    result.judge_message = outcome.judge_message;
    return result;
}

void ProblemJudge::remember_reference_answer(const std::string& input, const std::string& output) const {
    const std::lock_guard lock(answers_->mutex);
    answers_->by_digest.emplace(sha256_hex(input), ReferenceAnswer{true, output});
}

ProblemJudge::ReferenceAnswer ProblemJudge::reference_answer(const std::string& input, const Limits& limits) const {
    const std::string digest = sha256_hex(input);
    {
        const std::lock_guard lock(answers_->mutex);
        if (const auto found = answers_->by_digest.find(digest); found != answers_->by_digest.end()) return found->second;
    }
    if (!problem_.reference) return {false, "the case stores no answer and problem '" + problem_.id + "' has no reference solver"};
    const RunResult expected = problem_.reference->run(input, limits);
    const ReferenceAnswer answer = expected.ok()
        ? ReferenceAnswer{true, expected.output}
        : ReferenceAnswer{false, with_detail("the reference solver failed: " + expected.describe(), expected.message)};
    const std::lock_guard lock(answers_->mutex);
    answers_->by_digest.emplace(digest, answer);
    return answer;
}

}  // namespace gavel
