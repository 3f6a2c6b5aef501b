#include "tools/case_dump.hpp"

#include <algorithm>

#include "base/errors.hpp"

namespace gavel {
namespace {

std::string safe_part(const std::string& part) {
    std::string safe;
    for (const char c : part) safe += std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_' ? c : '_';
    if (safe.empty() || safe.find_first_not_of('.') == std::string::npos) safe = "_" + safe;
    return safe;
}

std::string full_name(const PreparedTest& test) { return test.group + "/" + test.name; }

}  // namespace

std::vector<std::size_t> select_cases(const std::vector<PreparedTest>& tests, const std::vector<std::string>& selectors) {
    std::vector<std::size_t> chosen;
    const auto add = [&](std::size_t index) {
        if (std::find(chosen.begin(), chosen.end(), index) == chosen.end()) chosen.push_back(index);
    };
    if (selectors.empty())
        for (std::size_t i = 0; i < tests.size(); ++i)
            if (tests[i].generated) add(i);
    for (const auto& selector : selectors) {
        bool found = false;
        for (std::size_t i = 0; i < tests.size(); ++i)
            if (full_name(tests[i]) == selector || tests[i].group == selector) {
                add(i);
                found = true;
            }
        if (found) continue;
        std::vector<std::string> groups;
        for (const auto& test : tests)
            if (std::find(groups.begin(), groups.end(), test.group) == groups.end()) groups.push_back(test.group);
        std::string known;
        for (const auto& group : groups) known += (known.empty() ? "" : ", ") + group;
        throw InputError("no case '" + selector + "': expected GROUP or GROUP/NAME (a generated case is GROUP/gen-N); the groups are " + known);
    }
    return chosen;
}

CaseDump dump_case(const ProblemJudge& judge, const PreparedTest& test) {
    CaseDump dump;
    dump.name = full_name(test);
    if (!test.preparation_error.empty()) throw InternalError(dump.name + ": " + test.preparation_error);
    dump.input = test.input;
    const Validation validation = judge.validate(test.input);
    if (validation.outcome == Validation::Outcome::failed)
        throw InternalError(dump.name + ": a validator failed: " + validation.message);
    if (!validation.ok()) {
        dump.refusal = validation.message;
        dump.answer_from = "none: the validators refuse the input";
        return dump;
    }
    if (test.answer) {
        dump.answer = test.answer;
        dump.answer_from = "stored";
        return dump;
    }
    const Problem& problem = judge.problem();
    if (!problem.reference) {
        dump.answer_from = "none: the problem has no reference solver";
        return dump;
    }
    const RunResult run = problem.reference->run(test.input, test.limits);
    if (const auto failed = verdict_of_failed_run(run)) throw InternalError(dump.name + ": the reference solver failed: " + failed->message);
    dump.answer = run.output;
    dump.answer_from = "reference solver";
    return dump;
}

std::filesystem::path case_path(const PreparedTest& test) { return std::filesystem::path(safe_part(test.group)) / safe_part(test.name); }

}  // namespace gavel
