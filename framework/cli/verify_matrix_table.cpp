#include "verify_matrix_table.hpp"

#include <spdlog/spdlog.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "base/printable_text.hpp"

namespace gavel::cli {
namespace {

std::size_t width_of(std::FILE* out) {
    winsize size{};
    if (::isatty(::fileno(out)) && ::ioctl(::fileno(out), TIOCGWINSZ, &size) == 0 && size.ws_col >= 60) return size.ws_col;
    return 120;
}

// "AC 12", "TLE 1500", "SK": the verdict and the slowest test's CPU milliseconds.
std::string cell_text(const MatrixCell& cell) {
    std::string text(short_name(cell.verdict));
    if (cell.worst && cell.verdict != Verdict::skipped) text += " " + std::to_string(static_cast<long long>(to_ms(*cell.worst) + 0.5));
    return text;
}

// One line of a block of group columns from `first` on: the three fixed columns, then those, each padded to its
// width (`widths`: the fixed ones', then every group's), two spaces apart, no space at its end.
void print_line(std::FILE* out, const std::vector<std::string>& cells, const std::vector<std::size_t>& widths, std::size_t first) {
    std::string line;
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const std::size_t width = k < 3 ? widths[k] : widths[3 + first + (k - 3)];
        line += (k ? "  " : "") + cells[k];
        if (k + 1 < cells.size()) line.append(width > cells[k].size() ? width - cells[k].size() : 0, ' ');
    }
    std::fprintf(out, "%s\n", line.c_str());
}

std::string mark_text(const TimeMark& mark) {
    const double share = 100.0 * static_cast<double>(mark.time.count()) / static_cast<double>(std::max<std::int64_t>(1, mark.limit.count()));
    char percent[32];
    std::snprintf(percent, sizeof percent, "%.0f%%", share);
    const std::string floor = mark.at_least ? "at least " : "";
    return floor + format_duration(mark.time) + " (" + printable_text(mark.solution) + " on " + printable_text(mark.test) + "), " +
           floor + percent + " of its limit";
}

}  // namespace

void print_verify_matrix(std::FILE* out, const VerifyMatrix& matrix) {
    if (matrix.rows.empty() || matrix.groups.empty()) return;
    std::size_t solution_width = 8;
    for (const auto& row : matrix.rows) solution_width = std::max(solution_width, printable_text(row.solution).size());
    std::size_t expected_width = 8;
    for (const auto& row : matrix.rows) expected_width = std::max(expected_width, printable_text(row.expected, 32).size());
    std::vector<std::size_t> cell_width(matrix.groups.size(), 3);
    for (std::size_t g = 0; g < matrix.groups.size(); ++g) {
        cell_width[g] = std::max(cell_width[g], 1 + std::to_string(g + 1).size());
        for (const auto& row : matrix.rows) cell_width[g] = std::max(cell_width[g], cell_text(row.cells[g]).size());
    }
    std::fprintf(out, "\n%s: every solution on every group (verdict and slowest test, CPU ms)\n", printable_text(matrix.problem).c_str());
    // The group columns in blocks that fit beside the solution, expectation and verdict columns.
    std::vector<std::size_t> widths{solution_width, expected_width, 4};
    widths.insert(widths.end(), cell_width.begin(), cell_width.end());
    const std::size_t fixed = solution_width + 2 + expected_width + 2 + 4 + 2;
    const std::size_t width = width_of(out);
    for (std::size_t first = 0; first < matrix.groups.size();) {
        std::size_t last = first, used = fixed + cell_width[first] + 2;
        while (last + 1 < matrix.groups.size() && used + cell_width[last + 1] + 2 <= width) used += cell_width[++last] + 2;
        std::vector<std::string> header{"SOLUTION", "EXPECTED", "GOT"};
        for (std::size_t g = first; g <= last; ++g) header.push_back("#" + std::to_string(g + 1));
        print_line(out, header, widths, first);
        for (const auto& row : matrix.rows) {
            std::vector<std::string> line{printable_text(row.solution), printable_text(row.expected, 32),
                                          row.not_run ? "-" : std::string(short_name(row.got))};
            for (std::size_t g = first; g <= last; ++g) line.push_back(row.not_run ? "-" : cell_text(row.cells[g]));
            print_line(out, line, widths, first);
        }
        first = last + 1;
        if (first < matrix.groups.size()) std::fputc('\n', out);
    }
    std::string legend = "groups:";
    for (std::size_t g = 0; g < matrix.groups.size(); ++g) legend += " #" + std::to_string(g + 1) + " " + printable_text(matrix.groups[g]) + (g + 1 < matrix.groups.size() ? "," : "");
    std::fprintf(out, "%s\n", legend.c_str());
    if (matrix.slowest_accepted) std::fprintf(out, "slowest accepted: %s\n", mark_text(*matrix.slowest_accepted).c_str());
    if (matrix.fastest_rejected) std::fprintf(out, "fastest rejected: %s\n", mark_text(*matrix.fastest_rejected).c_str());
    std::fflush(out);
    for (const auto& warning : matrix.time_limit_warnings)
        spdlog::warn("{}: sensitive to the time limit: {}", printable_text(matrix.problem), printable_text(warning));
}

nlohmann::json verify_matrix_json(const VerifyMatrix& matrix) {
    const auto mark_json = [](const std::optional<TimeMark>& mark) {
        if (!mark) return nlohmann::json(nullptr);
        return nlohmann::json{{"submission", printable_text(mark->solution)}, {"test", printable_text(mark->test)},
                              {"time_ms", to_ms(mark->time)}, {"time_limit_ms", to_ms(mark->limit)}, {"at_least", mark->at_least}};
    };
    nlohmann::json groups = nlohmann::json::array(), rows = nlohmann::json::array(), warnings = nlohmann::json::array();
    for (const auto& group : matrix.groups) groups.push_back(printable_text(group));
    for (const auto& row : matrix.rows) {
        nlohmann::json cells = nlohmann::json::array();
        for (const auto& cell : row.cells)
            cells.push_back({{"verdict", std::string(short_name(cell.verdict))},
                             {"time_ms", cell.worst ? nlohmann::json(to_ms(*cell.worst)) : nlohmann::json(nullptr)}});
        rows.push_back({{"submission", printable_text(row.solution)}, {"cells", std::move(cells)}});
    }
    for (const auto& warning : matrix.time_limit_warnings) warnings.push_back(printable_text(warning));
    return {{"groups", std::move(groups)},
            {"rows", std::move(rows)},
            {"slowest_accepted", mark_json(matrix.slowest_accepted)},
            {"fastest_rejected", mark_json(matrix.fastest_rejected)},
            {"time_limit_warnings", std::move(warnings)}};
}

}  // namespace gavel::cli
