// gavel verify on a contest folder: the summary at its end, a row per problem (label and id), a column per
// submissions folder, each cell "as promised/total", and the problem's status last.
#pragma once

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "tools/verify.hpp"

namespace gavel::cli {

/// One problem of a contest as verify left it.
struct ContestProblemRow {
    std::string label;  // empty: a package problems.yaml does not list
    std::string id;
    struct FolderTally {
        std::size_t as_promised = 0, total = 0, not_run = 0;
    };
    std::map<std::string, FolderTally> folders;  // by submissions folder ("accepted"), its submissions all counted
    std::string cannot_judge;                    // why the package could not be opened or judged; empty if it was
    bool reached = true;                         // false: the stop came before it
    bool stopped_in = false;                     // the stop came while its submissions were judged
};

/// The row of a package judged: `rows` verify gave for its `submissions` (fewer when the stop came during it).
ContestProblemRow contest_row(const std::string& label, const std::string& id, const std::vector<Submission>& submissions,
                              const std::vector<VerifyRow>& rows);

/// The table, then one line counting the problems by status. `strict`: a submission not run is not as promised.
void print_contest_table(std::FILE* out, const std::vector<ContestProblemRow>& rows, bool strict);

/// verify's exit code on a contest: `judged_code` (verify_exit_code of every submission judged) when that is not
/// passed; else bad input (2) when a package could not be judged; else passed.
int contest_exit_code(const std::vector<ContestProblemRow>& rows, int judged_code);

}  // namespace gavel::cli
