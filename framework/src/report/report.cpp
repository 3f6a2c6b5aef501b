#include "report/report.hpp"
#include "report/report_json.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "base/printable_text.hpp"

namespace gavel {

// A whole score is written as an integer: gavel's own problems score in whole points.
nlohmann::json score_to_json(double score) {
    if (std::isfinite(score) && score == std::floor(score) && std::fabs(score) < 9e15) return static_cast<std::int64_t>(score);
    return score;
}

namespace {

// null when not measured (report.hpp).
nlohmann::json rounded_ms(const std::optional<Duration>& duration) {
    if (!duration) return nullptr;
    return std::round(to_ms(*duration) * 1000) / 1000;
}

nlohmann::json kib(const std::optional<std::uint64_t>& memory) { return memory ? nlohmann::json(*memory) : nullptr; }

nlohmann::json groups_json(const std::vector<GroupScore>& groups) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& group : groups)
        list.push_back({{"group", printable_text(group.group)},
                        {"verdict", short_name(group.verdict)},
                        {"score", score_to_json(group.score)},
                        {"max_score", group.max_score ? score_to_json(*group.max_score) : nlohmann::json(nullptr)},
                        {"message", group.message.empty() ? nlohmann::json(nullptr) : nlohmann::json(printable_text(group.message))}});
    return list;
}

}  // namespace

nlohmann::json report_to_json(const Report& report) {
    nlohmann::json tests = nlohmann::json::array();
    // nlohmann::json refuses to write a string that is not UTF-8, and a message may hold anything a program wrote.
    for (const auto& test : report.tests)
        tests.push_back({{"group", printable_text(test.group)},
                         {"name", printable_text(test.name)},
                         {"verdict", short_name(test.verdict)},
                         {"time_ms", rounded_ms(test.cpu)},
                         {"wall_ms", rounded_ms(test.wall)},
                         {"memory_kib", kib(test.memory_kib)},
                         {"message", printable_text(test.message)},
                         {"score", test.score ? score_to_json(*test.score) : nlohmann::json(nullptr)},
                         {"fraction", test.fraction ? nlohmann::json(*test.fraction) : nlohmann::json(nullptr)},
                         {"exchange", test.exchange.empty() ? nlohmann::json(nullptr) : nlohmann::json(test.exchange)},
                         {"sample_exchange", test.sample_exchange.empty() ? nlohmann::json(nullptr) : nlohmann::json(test.sample_exchange)}});
    return {{"problem", printable_text(report.problem)},
            {"solution", printable_text(report.solution)},
            {"verdict", short_name(report.verdict)},
            {"score", score_to_json(report.score)},
            {"max_score", score_to_json(report.max_score)},
            {"groups", groups_json(report.groups)},
            {"tests", std::move(tests)},
            {"compile_error", report.compile_error ? nlohmann::json(printable_text(*report.compile_error)) : nlohmann::json(nullptr)}};
}


std::string format_score(double score) {
    if (std::isfinite(score) && score == std::floor(score) && std::fabs(score) < 9e15)
        return std::to_string(static_cast<std::int64_t>(score));
    char text[64];
    std::snprintf(text, sizeof text, "%.6g", score);
    return text;
}

std::string format_cpu(const TestResult& test) { return test.cpu ? format_duration(*test.cpu) : "-"; }
std::string format_memory(const TestResult& test) { return test.memory_kib ? format_kib(*test.memory_kib) : "-"; }

void write_file_atomically(const std::string& path, const std::string& text) {
    const std::filesystem::path target(path);
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
    std::string temporary = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) throw InputError(path + ": cannot write the report: " + std::strerror(errno));
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote < 0) {
            const std::string reason = std::strerror(errno);
            ::close(fd);
            ::unlink(temporary.c_str());
            throw InputError(path + ": cannot write the report: " + reason);
        }
        done += static_cast<std::size_t>(wrote);
    }
    ::fchmod(fd, 0644);
    if (::fsync(fd) != 0 || ::close(fd) != 0 || ::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        ::unlink(temporary.c_str());
        throw InputError(path + ": cannot write the report: " + reason);
    }
}

std::string report_path_problem(const std::string& path) {
    if (path.empty()) return "expected a file name";
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) return path + ": a folder; expected a file name";
    const std::filesystem::path target(path);
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
    std::string probe = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(probe.data());
    if (fd < 0) return path + ": cannot write the file: " + std::strerror(errno);
    ::close(fd);
    ::unlink(probe.c_str());
    return "";
}

void write_json_report(const std::string& path, const std::vector<Report>& reports) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& report : reports) all.push_back(report_to_json(report));
    write_file_atomically(path, all.dump(2) + "\n");
}

void write_junit_report(const std::string& path, const std::vector<Report>& reports) {
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n";
    for (const auto& report : reports) {
        std::size_t failures = 0, skipped = 0;
        double seconds = 0;
        for (const auto& test : report.tests) {
            failures += test.verdict != Verdict::accepted && test.verdict != Verdict::skipped;
            skipped += test.verdict == Verdict::skipped;
            seconds += test.cpu ? to_ms(*test.cpu) / 1000 : 0;
        }
        xml += "  <testsuite name=\"" + markup_text(report.problem) + "\" tests=\"" + std::to_string(report.tests.size()) +
               "\" failures=\"" + std::to_string(failures) + "\" skipped=\"" + std::to_string(skipped) + "\" time=\"" +
               std::to_string(seconds) + "\">\n";
        xml += "    <properties><property name=\"solution\" value=\"" + markup_text(report.solution) +
               "\"/><property name=\"verdict\" value=\"" + std::string(short_name(report.verdict)) +
               "\"/><property name=\"score\" value=\"" + format_score(report.score) + "/" +
               format_score(report.max_score) + "\"/></properties>\n";
        for (const auto& test : report.tests) {
            xml += "    <testcase classname=\"" + markup_text(report.problem + "." + test.group) + "\" name=\"" +
                   markup_text(test.name) + "\"";
            if (test.cpu) xml += " time=\"" + std::to_string(to_ms(*test.cpu) / 1000) + "\"";  // JUnit's time is optional
            if (test.verdict == Verdict::accepted) {
                xml += "/>\n";
                continue;
            }
            xml += ">\n";
            if (test.verdict == Verdict::skipped) xml += "      <skipped message=\"" + markup_text(test.message) + "\"/>\n";
            else
                xml += "      <failure type=\"" + std::string(short_name(test.verdict)) + "\" message=\"" +
                       std::string(short_name(test.verdict)) + ": " + markup_text(test.message) + "\"/>\n";
            xml += "    </testcase>\n";
        }
        if (report.compile_error) xml += "    <system-err>" + markup_text(*report.compile_error) + "</system-err>\n";
        xml += "  </testsuite>\n";
    }
    xml += "</testsuites>\n";
    write_file_atomically(path, xml);
}

}  // namespace gavel
