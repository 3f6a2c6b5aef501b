// A testlib interactor for gavel's own problems (problem.yaml `interactor: {program, protocol: testlib}`):
//
//   interactor input_file output_file answer_file < submission's output > submission's input
//
// It ends with testlib's exit codes: 0 OK, 1 wrong answer, 2 presentation error, 3 its own failure, 4 "dirt"
// after the data (a presentation error), 7 and 16 and up partial points, 8 unexpected end of the submission's
// output. What it writes to output_file is, as on Codeforces, what the problem's checker then judges against the
// case's answer, once the interactor said OK and the submission ended cleanly. Both programs run at once
// (run/interaction.hpp); which ending decides is interaction_verdict.hpp's rule.
#include "base/file_bytes.hpp"
#include "checkers/interaction_verdict.hpp"
#include "checkers/interactive_judge.hpp"
#include "checkers/validator.hpp"
#include "run/author_program_pool.hpp"
#include "run/solution.hpp"

namespace gavel {
namespace {

constexpr int testlib_ok = 0, testlib_wa = 1, testlib_pe = 2, testlib_dirt = 4, testlib_points = 7, testlib_eof = 8;
constexpr int testlib_partially = 16;

// What the interactor's ending means on its own.
CheckOutcome interactor_said(const RunResult& run) {
    const std::string said = one_safe_line(run.message);
    const std::string because = said.empty() ? "" : ": " + said;
    if (run.ending != RunResult::Ending::finished || run.stopped)
        return {Verdict::internal_error, "the interactor failed: " + run.describe() + because};
    switch (run.status) {
        case testlib_ok: return {Verdict::accepted, said};
        case testlib_wa: return {Verdict::wrong_answer, said};
        case testlib_pe:
        case testlib_dirt: return {Verdict::presentation_error, said};
        case testlib_eof: return {Verdict::wrong_answer, "the submission's output ended early" + because};
        default:
            if (run.status == testlib_points || run.status >= testlib_partially)
                return {Verdict::wrong_answer, "partial credit" + because + "; gavel scores whole groups only"};
            return {Verdict::internal_error, "the interactor failed (exit code " + std::to_string(run.status) +
                                                 ", expected testlib's 0, 1, 2, 4, 7 or 8)" + because};
    }
}

class TestlibInteractor final : public InteractiveJudge {
public:
    TestlibInteractor(const CheckerSpec& spec, std::shared_ptr<const Checker> checker, const std::string& problem_file)
        : checker_(std::move(checker)), interactors_(spec.program, "interactor", problem_file, spec.limits) {}

    bool needs_build() const override { return true; }
    void build(const LanguageTable& languages) const override {
        interactors_.build(languages);
        if (checker_->needs_build()) checker_->build(languages);
    }
    std::string name() const override { return interactors_.name() + " (testlib interactor)"; }

    InteractiveOutcome judge(Solution& solution, const InteractiveCase& c) const override {
        const AuthorProgramPool::Lease program = interactors_.take();
        const AuthorProgram::Use use = program->use();
        sandbox::Box& box = use.box;
        const std::filesystem::path feedback = box.fresh_feedback_folder();
        write_file_bytes(box.host_dir() / "interactor-input", c.input);
        write_file_bytes(box.host_dir() / "interactor-answer", c.answer);
        std::vector<std::string> argv = use.command;
        argv.push_back(box.inside("interactor-input").string());
        argv.push_back(box.inside("feedback/output").string());
        argv.push_back(box.inside("interactor-answer").string());
        sandbox::RunSpec spec = program->spec(std::move(argv));

        const CaseExtras no_extras;
        const CaseExtras& extras = c.extras ? *c.extras : no_extras;
        Interaction interaction = interact_in_box(solution, c.limits, extras, box, std::move(spec), testlib_ok);

        InteractiveOutcome outcome;
        outcome.passes = 1;
        outcome.check = interaction_verdict(interaction, interactor_said(interaction.validator));
        outcome.submission = std::move(interaction.submission);
        outcome.transcript = std::move(interaction.transcript);
        if (outcome.check.verdict != Verdict::accepted) return outcome;
        // The checker judges what the interactor wrote for it.
        const LeftFile written = read_left_file(feedback, "output", interactors_.limits().output);
        if (written.state == LeftFile::State::refused) {
            outcome.check = {Verdict::internal_error, "the interactor's output file is refused (" + written.refusal + ")"};
            return outcome;
        }
        outcome.check = checker_->check_case({c.input, written.bytes, c.answer, {}});
        return outcome;
    }

private:
    std::shared_ptr<const Checker> checker_;
    mutable AuthorProgramPool interactors_;  // const to the judge's callers: it changes how it runs, not what it decides
};

}  // namespace

std::unique_ptr<InteractiveJudge> make_interactor(const CheckerSpec& spec, std::shared_ptr<const Checker> checker,
                                                  const std::string& problem_file) {
    if (spec.protocol == CheckerSpec::Protocol::testlib)
        return std::make_unique<TestlibInteractor>(spec, std::move(checker), problem_file);
    InteractiveSpec kattis;
    kattis.validator = spec;
    kattis.interactive = true;
    return make_kattis_interactive_judge(kattis, problem_file);
}

}  // namespace gavel
