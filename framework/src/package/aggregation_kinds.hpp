// The two result aggregations make_aggregation chooses between, one file each, and what they share.
#pragma once

#include <memory>
#include <string>

#include "package/package.hpp"

namespace gavel::package {

/// 2025-09 and 2023-07-draft: pass-fail, or scoring by test data groups (group_scoring.cpp).
std::shared_ptr<const ResultAggregation> make_group_scoring(const Package& package);
/// legacy: the default grader applied folder by folder (legacy_grader.cpp).
std::shared_ptr<const ResultAggregation> make_legacy_grader(const Package& package);

/// An InputError about a data folder's settings, placed at its config file when it has one, else at the folder.
[[noreturn]] void fail_at(const DataNode& node, const std::string& message);

/// Adds `reason` to a test's message, after what the validator said.
void append_reason(TestResult& test, const std::string& reason);

/// Whether `score` exceeds `max`, allowing for a maximum printed in decimal and read back a hair higher (a sum
/// group's 100/3 written as 33.33334): a relative millionth.
bool exceeds(double score, double max);

}  // namespace gavel::package
