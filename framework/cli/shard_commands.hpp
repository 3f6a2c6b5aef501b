// The sharded judging commands: gavel grade|verify --shard K/N judge their share and write a shard report
// (--json); gavel merge puts the N reports back together into the unsharded command's report.
#pragma once

#include <vector>

#include "commands.hpp"
#include "shard/shard_report.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// The shard `--shard TEXT` names; InputError when it names none, or there is no --json file for its report.
Shard shard_of(const std::string& text, const std::string& json_file);
/// Writes a finished shard's report to `file` and says so (`judged` of `of` items here), exit 0; a stopped
/// shard writes nothing (a part of its share would look whole to the merge), exit 1.
int finish_shard(const std::string& file, const ShardReport& report, std::size_t judged, std::size_t of);

/// gavel grade --shard on an opened problem (an id's or a package's) with grade's options.
int grade_as_shard(const ProblemJudge& judge, const GradeOptions& options, const GradeCommand& command);

/// One problem of a sharded verify: opened, with the options its submissions are graded with.
struct VerifyShardJob {
    const ProblemJudge* judge = nullptr;
    GradeOptions options;
    std::string argument;              // the problem as given: an id or a package folder
    bool time_limit_inferred = false;  // a package's, from its submissions
};

/// gavel verify --shard on the opened problems.
int verify_as_shard(const VerifyCommand& command, const std::vector<VerifyShardJob>& jobs);

}  // namespace gavel::cli
