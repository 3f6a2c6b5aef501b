// The sharded judging commands: gavel grade|verify --shard K/N judge their share and write a shard report
// (--json); gavel merge puts the N reports back together into the unsharded command's report.
#pragma once

#include <vector>

#include "commands.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// gavel grade --shard on an opened problem (an id's or a package's) with grade's options.
int grade_as_shard(const ProblemJudge& judge, const GradeOptions& options, const GradeCommand& command);

/// gavel verify --shard on the opened problems.
int verify_as_shard(const GlobalOptions& options, const VerifyCommand& command, const std::vector<ProblemJudge>& judges,
                    const GradeOptions& base);

}  // namespace gavel::cli
