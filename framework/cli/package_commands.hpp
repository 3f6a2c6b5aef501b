// The judging commands on a problem package (a folder with problem.yaml in the Kattis / ICPC format): what
// `gavel verify|grade|run|list|calibrate PATH` do when PATH is a package rather than a problem id.
#pragma once

#include <string>
#include <vector>

#include "commands.hpp"
#include "tools/grade.hpp"

namespace gavel::cli {

/// Whether a command's problem argument names a package (package/package.hpp looks_like_package).
bool names_package(const std::string& argument);
/// Whether a command's argument names a contest folder, several packages (package/contest_folder.hpp).
bool names_contest(const std::string& argument);

/// A package opened and made ready to grade on (its validators built, its data validated, its time limit known,
/// inferred from its submissions when it has none), with the options its submissions are graded with.
struct GradablePackage {
    ProblemJudge judge;
    GradeOptions options;
};
GradablePackage gradable_package(const GlobalOptions& options, const std::string& path, unsigned jobs);

/// Verifies packages and contest folders (names_package, names_contest). Given a contest folder, every package of
/// each in contest order, and the plain packages with them, each a row of one table at the end (contest_table.hpp);
/// one that cannot be opened or judged is a row saying why, and the others are still verified. Exits 0 all as
/// promised, 1 a submission not as promised (or the stop), else 2 when a package could not be judged.
int verify_packages(const GlobalOptions& options, const VerifyCommand& command, const std::vector<std::string>& paths);
int grade_package(const GlobalOptions& options, const GradeCommand& command);
int run_packages(const GlobalOptions& options, const RunCommand& command, const std::vector<std::string>& paths);
/// Describes each package; a contest folder's each in contest order, its label first.
int list_packages(const std::vector<std::string>& paths);
int calibrate_package(const GlobalOptions& options, const std::string& path, const VerifyCommand& command);

}  // namespace gavel::cli
