#include "gavel/report.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "gavel/errors.hpp"

namespace gavel {
namespace {

double rounded_ms(Duration duration) { return std::round(to_ms(duration) * 1000) / 1000; }

nlohmann::json to_json(const Report& report) {
    nlohmann::json tests = nlohmann::json::array();
    for (const auto& test : report.tests)
        tests.push_back({{"group", test.group},
                         {"name", test.name},
                         {"verdict", short_name(test.verdict)},
                         {"time_ms", rounded_ms(test.cpu)},
                         {"wall_ms", rounded_ms(test.wall)},
                         {"memory_kib", test.memory_kib},
                         {"message", test.message}});
    return {{"problem", report.problem},         {"solution", report.solution},   {"verdict", short_name(report.verdict)},
            {"score", report.score},             {"max_score", report.max_score}, {"tests", std::move(tests)}};
}

}  // namespace

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

void write_json_report(const std::string& path, const std::vector<Report>& reports) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& report : reports) all.push_back(to_json(report));
    write_file_atomically(path, all.dump(2) + "\n");
}

}  // namespace gavel
