#include "contest_table.hpp"

#include <algorithm>

#include "base/printable_text.hpp"
#include "commands.hpp"

namespace gavel::cli {
namespace {

// The folders the package formats name, in the order a problem setter reads them; any other folder comes after
// them, by name.
constexpr const char* usual_folders[] = {"accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "runtime_error",
                                         "memory_limit_exceeded", "output_limit_exceeded"};

std::size_t usual_rank(const std::string& folder) {
    const auto found = std::find(std::begin(usual_folders), std::end(usual_folders), folder);
    return static_cast<std::size_t>(found - std::begin(usual_folders));
}

std::string folder_of(const std::string& submission_label) { return submission_label.substr(0, submission_label.find('/')); }

std::vector<std::string> columns_of(const std::vector<ContestProblemRow>& rows) {
    std::vector<std::string> columns;
    for (const auto& row : rows)
        for (const auto& [folder, tally] : row.folders)
            if (std::find(columns.begin(), columns.end(), folder) == columns.end()) columns.push_back(folder);
    std::sort(columns.begin(), columns.end(), [](const std::string& a, const std::string& b) {
        return std::pair(usual_rank(a), a) < std::pair(usual_rank(b), b);
    });
    return columns;
}

struct Totals {
    std::size_t as_promised = 0, total = 0, not_run = 0;
};

Totals totals_of(const ContestProblemRow& row) {
    Totals totals;
    for (const auto& [folder, tally] : row.folders) {
        totals.as_promised += tally.as_promised;
        totals.total += tally.total;
        totals.not_run += tally.not_run;
    }
    return totals;
}

// Not as promised: judged and not as its folder or expectation promised (with `strict`, not run here as well).
std::size_t not_as_promised(const ContestProblemRow& row, bool strict) {
    const Totals totals = totals_of(row);
    return totals.total - totals.as_promised - (strict ? 0 : totals.not_run);
}

enum class Status { ok, not_as_promised, cannot_judge, not_verified };

Status status_of(const ContestProblemRow& row, bool strict) {
    if (!row.reached || row.stopped_in) return Status::not_verified;
    if (!row.cannot_judge.empty()) return Status::cannot_judge;
    return not_as_promised(row, strict) > 0 ? Status::not_as_promised : Status::ok;
}

std::string status_text(const ContestProblemRow& row, bool strict) {
    const Totals totals = totals_of(row);
    switch (status_of(row, strict)) {
        case Status::not_verified:
            return row.reached ? "STOPPED: not every submission verified" : "NOT VERIFIED: the stop came first";
        case Status::cannot_judge: {
            const std::string reason = printable_text(row.cannot_judge.substr(0, row.cannot_judge.find('\n')), 400);
            return "CANNOT BE JUDGED: " + reason;
        }
        case Status::not_as_promised:
            return "NOT AS PROMISED: " + std::to_string(not_as_promised(row, strict)) + " of " + std::to_string(totals.total) +
                   " submissions";
        case Status::ok:
            if (totals.total == 0) return "ok (no submissions)";
            if (totals.not_run > 0) return "ok (" + std::to_string(totals.not_run) + " not run: no toolchain here)";
            return "ok";
    }
    return "ok";
}

std::string padded(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

}  // namespace

ContestProblemRow contest_row(const std::string& label, const std::string& id, const std::vector<Submission>& submissions,
                              const std::vector<VerifyRow>& rows) {
    ContestProblemRow row;
    row.label = label;
    row.id = id;
    for (const auto& submission : submissions) ++row.folders[folder_of(submission.label)].total;
    for (const auto& verified : rows) {
        auto& tally = row.folders[folder_of(verified.solution)];
        tally.as_promised += verified.as_expected;
        tally.not_run += !verified.not_run.empty();
    }
    row.stopped_in = rows.size() < submissions.size();
    return row;
}

void print_contest_table(std::FILE* out, const std::vector<ContestProblemRow>& rows, bool strict) {
    const std::vector<std::string> columns = columns_of(rows);
    std::size_t label_width = 5, id_width = 7;
    for (const auto& row : rows) {
        label_width = std::max(label_width, printable_text(row.label).size());
        id_width = std::max(id_width, printable_text(row.id).size());
    }
    std::string header = padded("LABEL", label_width) + "  " + padded("PROBLEM", id_width);
    for (const auto& column : columns) header += "  " + padded(printable_text(column), std::max<std::size_t>(column.size(), 5));
    std::fprintf(out, "\n%s  STATUS\n", header.c_str());

    std::size_t counts[4] = {0, 0, 0, 0};
    for (const auto& row : rows) {
        std::string line = padded(row.label.empty() ? "-" : printable_text(row.label), label_width) + "  " +
                           padded(printable_text(row.id), id_width);
        for (const auto& column : columns) {
            const auto found = row.folders.find(column);
            const std::string cell = found == row.folders.end() || found->second.total == 0
                                         ? "-"
                                         : std::to_string(found->second.as_promised) + "/" + std::to_string(found->second.total);
            line += "  " + padded(cell, std::max<std::size_t>(column.size(), 5));
        }
        std::fprintf(out, "%s  %s\n", line.c_str(), status_text(row, strict).c_str());
        ++counts[static_cast<int>(status_of(row, strict))];
    }
    std::fprintf(out, "\ncontest: %zu problems, %zu as promised, %zu not, %zu cannot be judged, %zu not verified\n", rows.size(),
                 counts[0], counts[1], counts[2], counts[3]);
    std::fflush(out);
}

int contest_exit_code(const std::vector<ContestProblemRow>& rows, int judged_code) {
    if (judged_code != exit_passed) return judged_code;
    for (const auto& row : rows)
        if (!row.cannot_judge.empty()) return exit_bad_input;
    return exit_passed;
}

}  // namespace gavel::cli
