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

/// A package opened and made ready to grade on (its validators built, its data validated, its time limit known,
/// inferred from its submissions when it has none), with the options its submissions are graded with.
struct GradablePackage {
    ProblemJudge judge;
    GradeOptions options;
};
GradablePackage gradable_package(const GlobalOptions& options, const std::string& path, unsigned jobs);

int verify_packages(const GlobalOptions& options, const VerifyCommand& command, const std::vector<std::string>& paths);
int grade_package(const GlobalOptions& options, const GradeCommand& command);
int run_packages(const GlobalOptions& options, const RunCommand& command, const std::vector<std::string>& paths);
int list_packages(const std::vector<std::string>& paths);
int calibrate_package(const GlobalOptions& options, const std::string& path, const VerifyCommand& command);

}  // namespace gavel::cli
