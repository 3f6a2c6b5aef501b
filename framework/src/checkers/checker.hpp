// A checker decides whether an output answers a test: one class per file in checkers/, one signature.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "config/checker_spec.hpp"
#include "base/verdict.hpp"

namespace gavel {

class ProblemPlugin;
struct LanguageTable;

struct CheckOutcome {
    CheckOutcome(Verdict verdict = Verdict::accepted, std::string message = {}) : verdict(verdict), message(std::move(message)) {}
    Verdict verdict;      // AC, WA, PE, or IE when the checker itself failed
    std::string message;  // what was expected and what was found
    // A package output validator's score.txt / score_multiplier.txt, when it wrote one (result aggregation decides
    // whether it may), and its teammessage.txt.
    std::optional<double> score;
    std::optional<double> score_multiplier;
    std::string team_message;
    std::string judge_message;  // its judgemessage.txt, every line (`message` shows the first), its start only
    // In gavel's own problems: the share of the test's points (0 to 1) that an accepted output earns, when the
    // checker gave one (testlib's quitp or _pc, a Kattis checker's score.txt, a plugin's partial()); absent, all.
    std::optional<double> fraction;
};

/// One check with everything a case may add: a package's output_validator_args.
struct CheckCase {
    std::string_view input;
    std::string_view output;
    std::string_view answer;
    std::span<const std::string> arguments;
};

/// Abstract so that tests and other judges can substitute their own.
class Checker {
public:
    virtual ~Checker() = default;
    /// Judges `output` (the contestant's, hostile) against `answer` (the stored one) for `input`.
    virtual CheckOutcome check(std::string_view input, std::string_view output, std::string_view answer) const = 0;
    /// check() with the case's arguments; a checker that takes arguments overrides it. One that does not takes none:
    /// a problem that gives it some is refused when it is opened, never judged as if they were not there.
    virtual CheckOutcome check_case(const CheckCase& c) const { return check(c.input, c.output, c.answer); }
    /// "tokens", "floats(abs=1e-06, rel=1e-06)", "plugin"
    virtual std::string name() const = 0;
    /// True for a checker that runs a program it must build first: judging commands then call build() once,
    /// after their options are read and before the first check. Listing a problem builds nothing.
    virtual bool needs_build() const { return false; }
    /// Builds that program with `languages` (compiled, or taken from the compile cache) and makes it ready to run.
    /// Throws InputError when it does not compile. Const: it changes how the checker runs, never what it decides.
    virtual void build(const LanguageTable& languages) const { (void)languages; }
};

std::unique_ptr<Checker> make_exact_checker();
std::unique_ptr<Checker> make_tokens_checker();
std::unique_ptr<Checker> make_floats_checker(double absolute, double relative);
/// The plugin's own check(), run in a worker process: a crash or a hang is IE, never WA.
std::unique_ptr<Checker> make_plugin_checker(const ProblemPlugin& plugin);

/// A checker program in the testlib or Kattis protocol, run in a sandbox box of its own under spec.limits (or
/// AuthorProgram's own). A Kattis one gets spec.arguments, then the case's (check_case), after its feedback
/// folder, and may score an accepted output (score.txt, score_multiplier.txt: checkers/kattis_feedback.hpp).
/// Made without compiling anything: build() compiles or builds it (once per machine: run/compile_cache.hpp)
/// and throws InputError when it cannot run here, does not compile or does not build.
std::unique_ptr<Checker> make_external_checker(const CheckerSpec& spec, const std::string& problem_file);

}  // namespace gavel
