// One report as a JSON value, for files that hold more than reports (gavel verify --json).
#pragma once

#include <nlohmann/json.hpp>

#include "report/report.hpp"

namespace gavel {

/// The object write_json_report writes for each report (README's schema); every text through printable_text.
nlohmann::json report_to_json(const Report& report);

/// A score as JSON: an integer when it is whole.
nlohmann::json score_to_json(double score);

}  // namespace gavel
