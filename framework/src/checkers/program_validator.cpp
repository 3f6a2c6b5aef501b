// An input validator program. It is the problem author's, yet it runs in the sandbox like the checker: an input
// it chokes on, or a package from elsewhere, must not take the judge with it.
#include "base/printable_text.hpp"
#include "checkers/validator.hpp"
#include "config/problem_config.hpp"
#include "run/author_program.hpp"

namespace gavel {
namespace {

constexpr int kattis_valid = 42, kattis_invalid = 43;

class ProgramValidator final : public Validator {
public:
    ProgramValidator(const ValidatorSpec& spec, const std::string& problem_file)
        : program_(spec.program, "validator", problem_file), arguments_(spec.arguments) {}

    bool needs_build() const override { return true; }
    void build(const LanguageTable& languages) const override { program_.build(languages); }

    Validation validate(std::string_view input) const override {
        const AuthorProgram::Use use = program_.use();
        std::vector<std::string> argv = use.command;
        argv.insert(argv.end(), arguments_.begin(), arguments_.end());
        const RunResult run = use.box.run(program_.spec(std::move(argv)), input);
        const std::string said = one_safe_line(run.output.empty() ? run.message : run.output + " " + run.message);
        const std::string because = said.empty() ? "" : ": " + said;
        if (run.finished_with(kattis_valid)) return {Validation::Outcome::valid, said};
        if (run.finished_with(kattis_invalid))
            return {Validation::Outcome::invalid, "the validator " + name() + " refuses the input" + because};
        return {Validation::Outcome::failed, "the validator " + name() + " failed: " + run.describe() +
                                                 " (expected exit code 42 valid or 43 invalid)" + because};
    }

    std::string name() const override { return program_.name(); }

private:
    mutable AuthorProgram program_;  // built and run under its own lock: const to the validator's callers
    std::vector<std::string> arguments_;
};

}  // namespace

std::string one_safe_line(std::string_view text, std::size_t limit) {
    // Line breaks read as spaces on one line; everything else unsafe is printable_text's to show.
    std::string line(text);
    for (char& c : line)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return printable_text(line, limit);
}

std::unique_ptr<Validator> make_program_validator(const ValidatorSpec& spec, const std::string& problem_file) {
    return std::make_unique<ProgramValidator>(spec, problem_file);
}

}  // namespace gavel
