// Validation before judging: the problem's validators see every input before any solution does, so an input that
// breaks the statement is reported as the problem's mistake, at its case, and never becomes a contestant's verdict.
#include <spdlog/spdlog.h>

#include "base/errors.hpp"
#include "judge/judge.hpp"

namespace gavel {
namespace {

// "testcases/sum/suite.yaml:9:9: case 'samples/bad'": where the suite names the case (a generated case's group
// names its `generate:`, and the case is gen-N of it).
std::string case_at(const PreparedTest& test, const std::string& what) {
    const std::string named = "case '" + test.group + "/" + test.name + "'";
    if (test.location.file.empty()) return named + ": " + what;
    return test.location.describe(named + ": " + what);
}

}  // namespace

Validation ProblemJudge::validate(std::string_view input) const { return validations_->validate(input); }

void ProblemJudge::require_valid_inputs(const std::vector<PreparedTest>& tests) const {
    std::vector<const PreparedTest*> checked;
    std::vector<std::string_view> inputs;
    for (const auto& test : tests)
        if (test.preparation_error.empty()) {
            checked.push_back(&test);
            inputs.push_back(test.input);
        }
    const ValidationCache::Counts before = validations_->counts();
    const std::vector<Validation> validations = validations_->validate_all(inputs);
    const ValidationCache::Counts after = validations_->counts();
    spdlog::debug("{}: {} inputs validated, {} answered by the validation cache", problem_.id,
                  after.validated - before.validated, after.remembered - before.remembered);

    // The first objection in suite order is the one reported; the others are counted, so the author knows.
    const PreparedTest* first = nullptr;
    const Validation* why = nullptr;
    std::size_t refused = 0;
    for (std::size_t i = 0; i < validations.size(); ++i) {
        if (validations[i].ok()) continue;
        ++refused;
        if (first == nullptr) {
            first = checked[i];
            why = &validations[i];
        }
    }
    if (first == nullptr) return;
    const std::string more = refused > 1 ? " (and " + std::to_string(refused - 1) + " more cases not valid)" : "";
    const std::string message = case_at(*first, why->message) + more + "; nothing was judged";
    // A refused input is wrong data, the user's to fix (exit 2); a validator that crashed is a bug (exit 3).
    if (why->outcome == Validation::Outcome::invalid) throw InputError(message);
    throw InternalError(message);
}

}  // namespace gavel
