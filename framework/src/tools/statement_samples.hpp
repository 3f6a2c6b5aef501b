// The samples of a problem: the cases a statement shows under its text, and a package's data/sample/ holds.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config/suite.hpp"
#include "judge/judge.hpp"
#include "tools/statement_html.hpp"

namespace gavel {

/// Whether a group's name marks it as the samples: `sample` or `samples`, in any case.
bool sample_group_name(std::string_view name);

/// The samples group of `suite`: the first group named as the samples that awards no points (a group that awards
/// points is judged as secret data, whatever its name). nullopt when there is none.
std::optional<std::size_t> sample_group(const Suite& suite);

/// The samples of `judge`'s problem as a statement shows them (StatementSample), in suite order: only the samples group is prepared (a generated samples group
/// is generated), and answered as case_answers.hpp does; `between_batches` as there. Empty without a samples group.
std::vector<StatementSample> statement_samples(const ProblemJudge& judge, const std::function<void()>& between_batches);

}  // namespace gavel
