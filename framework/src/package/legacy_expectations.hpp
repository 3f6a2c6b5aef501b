// What a legacy package's submission folders promise (legacy "Example submissions"): the folder is the rule.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "problem/judging_rules.hpp"

namespace gavel::package {

enum class LegacyFolder { accepted, partially_accepted, wrong_answer, time_limit_exceeded, run_time_error };

/// The folder's rule; none for a folder the legacy spec does not name.
std::optional<LegacyFolder> legacy_folder(std::string_view name);

class LegacyExpectation final : public SubmissionExpectation {
public:
    LegacyExpectation(LegacyFolder folder, std::shared_ptr<const std::vector<std::string>> case_names)
        : folder_(folder), case_names_(std::move(case_names)) {}

    std::string describe() const override;
    std::string unmet(const Report& report) const override;
    LegacyFolder folder() const { return folder_; }

private:
    LegacyFolder folder_;
    std::shared_ptr<const std::vector<std::string>> case_names_;
};

}  // namespace gavel::package
