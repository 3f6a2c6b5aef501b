// External checker programs: testlib's `checker input output answer` (exit 0 OK, 1 WA, 2 PE, 3 FAIL; quitp's 7 and
// _pc's partial credit as testlib_credit.hpp reads them)
// and Kattis's `validator input answer feedback_dir/ [problem's arguments] [case's arguments] < output` (exit 42
// AC, 43 WA; kattis_feedback.hpp reads what it leaves). The program is the problem author's, but it reads
// contestant output, so it runs in the sandbox like everything else. It is any shape run/author_program.hpp
// takes, run under the spec's limits (a package's validation limits) or AuthorProgram's own.

#include <cstdio>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "checkers/checker.hpp"
#include "checkers/kattis_feedback.hpp"
#include "checkers/testlib_credit.hpp"
#include "run/author_program.hpp"

namespace gavel {
namespace {

constexpr int testlib_ok = 0, testlib_wa = 1, testlib_pe = 2;  // 7 and _pc's: checkers/testlib_credit.hpp

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line.size() > 300 ? line.substr(0, 300) + "..." : line;
}

class ExternalChecker final : public Checker {
public:
    ExternalChecker(const CheckerSpec& spec, const std::string& problem_file)
        : protocol_(spec.protocol), arguments_(spec.arguments), score_file_is_fraction_(spec.score_file_is_fraction),
          program_(spec.program, "checker", problem_file) {
        if (spec.limits) program_.set_limits(*spec.limits);
    }

    bool needs_build() const override { return true; }

    void build(const LanguageTable& languages) const override { program_.build(languages); }

    CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const override {
        return check_case({input, output, answer, {}});
    }

    CheckOutcome check_case(const CheckCase& c) const override {
        // One box, so one check at a time; checks are short beside the runs they follow.
        const AuthorProgram::Use use = program_.use();
        sandbox::Box& box = use.box;
        write_file_bytes(box.host_dir() / "checker-input", c.input);
        write_file_bytes(box.host_dir() / "checker-answer", c.answer);
        auto argv = use.command;
        argv.push_back(box.inside("checker-input").string());
        if (protocol_ == CheckerSpec::Protocol::testlib) {
            // testlib's command line has no room for arguments: gavel's problem.yaml gives such a checker none.
            write_file_bytes(box.host_dir() / "checker-output", c.output);
            argv.push_back(box.inside("checker-output").string());
            argv.push_back(box.inside("checker-answer").string());
            return testlib_outcome(box.run(program_.spec(argv), ""));
        }
        argv.push_back(box.inside("checker-answer").string());
        argv.push_back(box.inside("work").string() + "/");  // the feedback folder: writable, emptied per run
        argv.insert(argv.end(), arguments_.begin(), arguments_.end());
        argv.insert(argv.end(), c.arguments.begin(), c.arguments.end());
        const RunResult run = box.run(program_.spec(argv), c.output);
        CheckOutcome outcome = kattis_outcome(run, box.host_dir() / "work", program_.limits());
        return score_file_is_fraction_ ? with_fraction(std::move(outcome)) : outcome;
    }

    std::string name() const override {
        return program_.name() + (protocol_ == CheckerSpec::Protocol::testlib ? " (testlib)" : " (kattis)");
    }

private:
    CheckOutcome testlib_outcome(const RunResult& run) const {
        const std::string& report = run.message.empty() ? run.output : run.message;
        const std::string message = first_line(report);
        if (run.ending != RunResult::Ending::finished)
            return {Verdict::internal_error, "the checker failed: " + run.describe()};
        if (auto partial = testlib_partial_credit(run.status, report)) return std::move(*partial);
        switch (run.status) {
            case testlib_ok: return {Verdict::accepted, message};
            case testlib_wa: return {Verdict::wrong_answer, message};
            case testlib_pe: return {Verdict::presentation_error, message};
            default: return {Verdict::internal_error, "the checker failed (exit code " + std::to_string(run.status) + "): " + message};
        }
    }

    // In gavel's problem.yaml a suite gives each group its points, so score.txt (or score_multiplier.txt, which means
    // the same) is the share of the test's points the accepted output earns: from 0 to 1.
    CheckOutcome with_fraction(CheckOutcome outcome) const {
        const bool multiplier = !outcome.score && outcome.score_multiplier;
        const std::optional<double> value = multiplier ? outcome.score_multiplier : outcome.score;
        if (!value) return outcome;
        if (*value > 1)
            return {Verdict::internal_error, std::string("the checker's ") + (multiplier ? "score_multiplier.txt" : "score.txt") + " holds " +
                                                 number(*value) + ": expected the fraction of the test's points, from 0 to 1"};
        outcome.fraction = *value;
        outcome.score.reset();
        outcome.score_multiplier.reset();
        return outcome;
    }

    CheckerSpec::Protocol protocol_;
    std::vector<std::string> arguments_;
    bool score_file_is_fraction_;
    mutable AuthorProgram program_;  // built and run under its own lock: const to the checker's callers
};

}  // namespace

std::unique_ptr<Checker> make_external_checker(const CheckerSpec& spec, const std::string& problem_file) {
    return std::make_unique<ExternalChecker>(spec, problem_file);
}

}  // namespace gavel
