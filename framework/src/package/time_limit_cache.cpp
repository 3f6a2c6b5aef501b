// The kept inferences of time limits: one small JSON file per key under gavel's cache folder. The key holds
// everything the measured times depend on, so a changed submission, test or validator, another machine or another
// gavel infers again; nothing else does, not even another folder holding the same package.
#include "package/time_limit_cache.hpp"

#include <unistd.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "base/errors.hpp"
#include "base/version.hpp"
#include "package/package_reading.hpp"
#include "report/report.hpp"
#include "run/compile_cache.hpp"
#include "run/sha256.hpp"

namespace gavel::package {
namespace {

// Bumped when what goes into a key, or into a kept file, changes: no old file is then taken for a new one.
constexpr const char* key_version = "gavel time limit key 1";
constexpr int file_format = 1;

// Each field with its length in front: no two different lists of fields hash the same bytes.
void add_field(Sha256& hash, std::string_view field) {
    hash.update(std::to_string(field.size()));
    hash.update(":");
    hash.update(field);
}

// A file's bytes, streamed (data/ may hold large inputs), its size in front as add_field does.
void add_file(Sha256& hash, const std::filesystem::path& path) {
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    std::ifstream in(path, std::ios::binary);
    if (error || !in) {
        add_field(hash, "unreadable");
        return;
    }
    hash.update(std::to_string(size));
    hash.update(":");
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) hash.update(std::string_view(buffer, static_cast<std::size_t>(in.gcount())));
}

// Every file under `folder` by its path relative to the package, in name order. A folder reached by a link is
// named by its target, not walked: a link back up the tree would never end.
void add_folder(Sha256& hash, const std::filesystem::path& root, const std::string& folder) {
    std::error_code error;
    const std::filesystem::path start = root / folder;
    add_field(hash, folder);
    if (!std::filesystem::is_directory(start, error)) {
        add_field(hash, "absent");
        return;
    }
    std::vector<std::filesystem::path> entries;
    for (auto it = std::filesystem::recursive_directory_iterator(start, error); !error && it != std::filesystem::recursive_directory_iterator();
         it.increment(error))
        if (!it->is_directory(error) || it->is_symlink(error)) entries.push_back(it->path());
    std::sort(entries.begin(), entries.end());
    for (const auto& entry : entries) {
        add_field(hash, entry.lexically_relative(root).generic_string());
        if (std::filesystem::is_symlink(entry, error)) add_field(hash, "link to " + std::filesystem::read_symlink(entry, error).string());
        if (std::filesystem::is_regular_file(entry, error)) add_file(hash, entry);
        else add_field(hash, "not a regular file");
    }
}

std::string host_name() {
    char name[256] = {};
    if (::gethostname(name, sizeof name - 1) != 0) return "unknown host";
    return name;
}

// /proc/cpuinfo's first "model name" (x86), else its first "CPU part"/"Hardware" line (ARM): what makes one
// machine's timings another's.
std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string fallback;
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        const std::string name = line.substr(0, line.find_last_not_of(" \t", colon - 1) + 1);
        if (name == "model name") return line.substr(colon + 1);
        if (fallback.empty() && (name == "CPU part" || name == "Hardware")) fallback = line.substr(colon + 1);
    }
    return fallback.empty() ? "unknown CPU" : fallback;
}

std::string now_text() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    ::gmtime_r(&now, &utc);
    char text[64];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
    return text;
}

std::int64_t microseconds(Duration duration) { return std::chrono::duration_cast<std::chrono::microseconds>(duration).count(); }

// The kept inference, or why the text holds none.
std::optional<KeptTimeLimit> parse_kept(const std::string& text, const std::string& key, std::string& why) {
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object()) {
        why = "not a JSON object";
        return std::nullopt;
    }
    const auto integer = [&](const char* name, bool may_be_null) -> std::optional<std::int64_t> {
        const auto found = json.find(name);
        if (found == json.end()) {
            why = std::string("no ") + name;
        } else if (found->is_number_integer() && found->get<std::int64_t>() >= 0) {
            return found->get<std::int64_t>();
        } else if (!(may_be_null && found->is_null())) {
            why = std::string(name) + " is not a whole number of microseconds";
        }
        return std::nullopt;
    };
    const auto string = [&](const char* name) -> std::optional<std::string> {
        const auto found = json.find(name);
        if (found != json.end() && found->is_string()) return found->get<std::string>();
        why = std::string(name) + " is not a string";
        return std::nullopt;
    };
    if (const auto format = json.find("format"); format == json.end() || !format->is_number_integer() || *format != file_format) {
        why = "format is not " + std::to_string(file_format);
        return std::nullopt;
    }
    const auto kept_key = string("key");
    if (!kept_key) return std::nullopt;
    if (*kept_key != key) {
        why = "it is kept under another key";
        return std::nullopt;
    }
    KeptTimeLimit kept;
    const auto limit = integer("time_limit_us", false);
    const auto lower = integer("slowest_lower_us", false);
    const auto lower_by = string("slowest_lower_by");
    const auto upper_by = string("fastest_upper_by");
    const auto conflict = string("conflict");
    const auto date = string("inferred_on");
    if (!limit || !lower || !lower_by || !upper_by || !conflict || !date) return std::nullopt;
    if (*limit == 0) {
        why = "time_limit_us is 0";
        return std::nullopt;
    }
    why.clear();
    const auto upper = integer("fastest_upper_us", true);
    if (!why.empty()) return std::nullopt;
    kept.inference.time_limit = Duration(std::chrono::microseconds(*limit));
    kept.inference.slowest_lower = Duration(std::chrono::microseconds(*lower));
    kept.inference.slowest_lower_by = *lower_by;
    if (upper) kept.inference.fastest_upper = Duration(std::chrono::microseconds(*upper));
    kept.inference.fastest_upper_by = *upper_by;
    kept.inference.error = *conflict;
    kept.inferred_on = *date;
    return kept;
}

}  // namespace

std::string time_limit_key(const Package& package) {
    Sha256 hash;
    add_field(hash, key_version);
    add_field(hash, gavel_version);
    add_field(hash, host_name());
    add_field(hash, cpu_model());
    add_field(hash, std::to_string(std::thread::hardware_concurrency()));
    for (const char* file : {"problem.yaml", ".timelimit"}) {
        const std::filesystem::path path = package.directory / file;
        std::error_code error;
        add_field(hash, file);
        if (std::filesystem::is_regular_file(path, error)) add_file(hash, path);
        else add_field(hash, "absent");
    }
    // Every folder of programs that run while submissions are timed (an interactive validator runs beside them),
    // under each version's name.
    for (const char* folder : {"data", "submissions", "input_validators", "input_format_validators", "answer_validators",
                               "output_validator", "output_validators"})
        add_folder(hash, package.directory, folder);
    return hash.hex_digest();
}

std::filesystem::path kept_time_limit_file(const std::string& key) {
    const std::filesystem::path folder = compile_cache_root() / "time-limits";
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error || !std::filesystem::is_directory(folder))
        throw InputError(folder.string() + ": cannot make the folder for kept time limits: " +
                         (error ? error.message() : "something else is in the way"));
    return folder / key;
}

std::optional<KeptTimeLimit> read_kept_time_limit(Package& package, const std::filesystem::path& file, const std::string& key) {
    std::error_code error;
    if (!std::filesystem::exists(std::filesystem::symlink_status(file, error))) return std::nullopt;
    std::string why;
    std::optional<KeptTimeLimit> kept;
    if (!std::filesystem::is_regular_file(file, error)) {
        why = "not a regular file";
    } else {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        if (!in) why = "cannot be read";
        else kept = parse_kept(text.str(), key, why);
    }
    if (!kept) {
        detail::warn(package, file.string() + ": a kept time limit gavel cannot read (" + why + "); ignored, and inferred again");
        return std::nullopt;
    }
    kept->file = file;
    kept->from_earlier_run = true;
    return kept;
}

KeptTimeLimit keep_time_limit(const Package& package, const std::filesystem::path& file, const std::string& key,
                              const TimeLimitInference& inference) {
    KeptTimeLimit kept{inference, now_text(), file, false};
    nlohmann::json json = {
        {"format", file_format},
        {"key", key},
        {"package", package.directory.string()},
        {"format_version", name_of(package.version)},
        {"inferred_on", kept.inferred_on},
        {"time_limit_us", microseconds(inference.time_limit)},
        {"slowest_lower_us", microseconds(inference.slowest_lower)},
        {"slowest_lower_by", inference.slowest_lower_by},
        {"fastest_upper_us", inference.fastest_upper ? nlohmann::json(microseconds(*inference.fastest_upper)) : nlohmann::json()},
        {"fastest_upper_by", inference.fastest_upper_by},
        {"conflict", inference.error},
    };
    write_file_atomically(file.string(), json.dump(2) + "\n");
    return kept;
}

}  // namespace gavel::package
