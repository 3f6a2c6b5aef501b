// `gavel generate` and `gavel show`: a problem's cases as files and on the terminal, generated ones included, each
// with its answer (the stored one, or the reference solver's output).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "judge/judge.hpp"

namespace gavel {

/// The tests `selectors` name: "group/name" a case, "group" every case of a group. No selector: every generated
/// case. Throws InputError naming a selector that names nothing, with the groups there are.
std::vector<std::size_t> select_cases(const std::vector<PreparedTest>& tests, const std::vector<std::string>& selectors);

struct CaseDump {
    std::string name;                   // group/name
    std::string input;
    std::optional<std::string> answer;  // absent: not made (no reference solver, or the validators refuse the input)
    std::string answer_from;            // "stored", "reference solver", or why there is none
    std::string refusal;                // the validators' message when they refuse the input; empty when valid
};

/// One test with its answer. Throws InternalError naming the case when the generator or the reference solver
/// fails on it (a problem bug), or a validator does.
CaseDump dump_case(const ProblemJudge& judge, const PreparedTest& test);

/// "group/name" made safe as a relative path: each part's bytes other than letters, digits, '.', '-' and '_'
/// become '_', and a part of dots only is prefixed with '_', so that no name reaches outside the folder.
std::filesystem::path case_path(const PreparedTest& test);

}  // namespace gavel
