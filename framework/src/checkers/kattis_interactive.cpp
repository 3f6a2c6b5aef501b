// A package's interactive and multi-pass judging (the format's "Output validator" and "Multi-pass validation"):
//
//   validator input_file answer_file feedback_dir/ [arguments] < submission's output [> submission's input]
//
// Interactive: both run at once (run/interaction.hpp), and interaction_verdict.hpp decides. Multi-pass: after a
// pass the validator accepted, a nextpass.in in its feedback folder is the next pass's input; the submission
// runs again on it, up to the problem's passes. The feedback folder lives in the validator's box and is kept
// across a case's passes (the format promises that), emptied before each case; input_file is each pass's own
// input (the case's .in, then the nextpass.in before it). The validator's box is held for the whole case.
#include "base/file_bytes.hpp"
#include "checkers/interaction_verdict.hpp"
#include "checkers/interactive_judge.hpp"
#include "checkers/kattis_feedback.hpp"
#include "run/author_program_pool.hpp"
#include "run/solution.hpp"

namespace gavel {
namespace {

constexpr int kattis_accepted = 42;

class KattisInteractiveJudge final : public InteractiveJudge {
public:
    KattisInteractiveJudge(const InteractiveSpec& spec, const std::string& problem_file)
        : interactive_(spec.interactive), passes_(spec.passes), arguments_(spec.validator.arguments),
          validators_(spec.validator.program, "output validator", problem_file, spec.validator.limits) {}

    bool needs_build() const override { return true; }
    void build(const LanguageTable& languages) const override { validators_.build(languages); }

    std::string name() const override {
        std::string kind = interactive_ ? "interactive" : "";
        if (passes_ > 1) kind += (kind.empty() ? "" : ", ") + std::string("multi-pass, at most ") + std::to_string(passes_) + " passes";
        return validators_.name() + " (" + kind + ")";
    }

    InteractiveOutcome judge(Solution& solution, const InteractiveCase& c) const override {
        const AuthorProgramPool::Lease program = validators_.take();
        return judge_with(*program, solution, c);
    }

private:
    InteractiveOutcome judge_with(AuthorProgram& program, Solution& solution, const InteractiveCase& c) const {
        const AuthorProgram::Use use = program.use();
        sandbox::Box& box = use.box;
        const std::filesystem::path feedback = box.fresh_feedback_folder();
        write_file_bytes(box.host_dir() / "validator-answer", c.answer);
        const CaseExtras no_extras;
        const CaseExtras& extras = c.extras ? *c.extras : no_extras;
        std::string pass_input(c.input);
        InteractiveOutcome outcome;
        for (int pass = 1;; ++pass) {
            write_file_bytes(box.host_dir() / "validator-input", pass_input);
            std::vector<std::string> argv = use.command;
            argv.push_back(box.inside("validator-input").string());
            argv.push_back(box.inside("validator-answer").string());
            argv.push_back(box.inside("feedback").string() + "/");
            argv.insert(argv.end(), arguments_.begin(), arguments_.end());
            argv.insert(argv.end(), c.validator_arguments.begin(), c.validator_arguments.end());
            sandbox::RunSpec spec = program.spec(std::move(argv));

            const Pass done = interactive_ ? interactive_pass(solution, c.limits, extras, box, spec, feedback)
                                           : batch_pass(solution, pass_input, c.limits, extras, box, spec, feedback);
            outcome.passes = pass;
            if (pass == 1 || done.submission.cpu > outcome.submission.cpu) outcome.submission = done.submission;
            if (interactive_) outcome.transcript = done.transcript;

            const LeftFile next = read_left_file(feedback, "nextpass.in", validators_.limits().output);
            if (next.state == LeftFile::State::refused)
                return with(outcome, failure("its nextpass.in is refused (" + next.refusal + "): only a regular file is read"));
            const bool has_next = next.state == LeftFile::State::read;
            std::error_code kept;  // a validator that took its folder's rights away keeps the file; it never throws here
            if (has_next) std::filesystem::remove(feedback / "nextpass.in", kept);
            if (has_next && done.validator_ran && !done.validator.finished_with(kattis_accepted))
                return with(outcome, failure("it wrote nextpass.in and " + done.validator.describe() + ": expected exit code 42 with it"));
            if (done.check.verdict != Verdict::accepted || !has_next) return with(outcome, done.check);
            if (passes_ == 1) return with(outcome, failure("it wrote nextpass.in, but the problem is not multi-pass"));
            if (pass == passes_)
                return with(outcome, failure("it asked for pass " + std::to_string(pass + 1) + " (nextpass.in), but the problem allows " +
                                             std::to_string(passes_) + " (limits.validation_passes)"));
            if (next.truncated)
                return with(outcome, failure("its nextpass.in is larger than its output limit (" + std::to_string(validators_.limits().output) + " bytes)"));
            pass_input = next.bytes;
        }
    }

    struct Pass {
        CheckOutcome check;
        RunResult submission;
        RunResult validator;
        bool validator_ran = false;
        Transcript transcript;
    };

    static InteractiveOutcome with(InteractiveOutcome outcome, CheckOutcome check) {
        outcome.check = std::move(check);
        return outcome;
    }

    CheckOutcome failure(const std::string& what) const {
        return {Verdict::internal_error, "the output validator " + validators_.name() + " failed: " + what};
    }

    Pass interactive_pass(Solution& solution, const Limits& limits, const CaseExtras& extras, sandbox::Box& box,
                          sandbox::RunSpec spec, const std::filesystem::path& feedback) const {
        Interaction interaction = interact_in_box(solution, limits, extras, box, std::move(spec), kattis_accepted);
        Pass pass;
        pass.check = interaction_verdict(interaction, kattis_outcome(interaction.validator, feedback, validators_.limits()));
        pass.submission = std::move(interaction.submission);
        pass.validator = std::move(interaction.validator);
        pass.validator_ran = true;
        pass.transcript = std::move(interaction.transcript);
        return pass;
    }

    Pass batch_pass(Solution& solution, const std::string& input, const Limits& limits, const CaseExtras& extras,
                    sandbox::Box& box, const sandbox::RunSpec& spec, const std::filesystem::path& feedback) const {
        Pass pass;
        pass.submission = solution.run_case(input, limits, extras);
        if (const auto failed = submission_failure(pass.submission, false)) {
            pass.check = *failed;
            return pass;
        }
        pass.validator = box.run(spec, pass.submission.output);
        pass.validator_ran = true;
        pass.check = kattis_outcome(pass.validator, feedback, validators_.limits());
        pass.submission.output.clear();
        return pass;
    }

    bool interactive_;
    int passes_;
    std::vector<std::string> arguments_;
    mutable AuthorProgramPool validators_;  // const to the judge's callers: it changes how it runs, not what it decides
};

}  // namespace

std::unique_ptr<InteractiveJudge> make_kattis_interactive_judge(const InteractiveSpec& spec, const std::string& problem_file) {
    return std::make_unique<KattisInteractiveJudge>(spec, problem_file);
}

}  // namespace gavel
