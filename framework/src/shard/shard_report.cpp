#include "shard/shard_report.hpp"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "judge/judge.hpp"
#include "run/sha256.hpp"

namespace gavel {
namespace {

using nlohmann::json;

// 2: a test's `fraction` (partial credit in gavel's suites).
constexpr int format_version = 2;

// Texts go through printable_text, as in every report (a message is any bytes a program wrote); it changes
// nothing the second time, so the merged report shows what the unsharded one does.
json text(const std::string& value) { return printable_text(value); }
json optional_text(const std::string& value) { return value.empty() ? json(nullptr) : text(value); }
json microseconds(const std::optional<Duration>& value) { return value ? json(value->count()) : json(nullptr); }
template <typename T>
json optional_number(const std::optional<T>& value) { return value ? json(*value) : json(nullptr); }

json result_json(const ShardResult& entry) {
    const TestResult& r = entry.result;
    return {{"index", entry.index},
            {"group_index", entry.group_index},
            {"group", text(r.group)},
            {"name", text(r.name)},
            {"verdict", short_name(r.verdict)},
            {"cpu_us", microseconds(r.cpu)},
            {"wall_us", microseconds(r.wall)},
            {"memory_kib", optional_number(r.memory_kib)},
            {"message", text(r.message)},
            {"score", optional_number(r.score)},
            {"score_multiplier", optional_number(r.score_multiplier)},
            {"fraction", optional_number(r.fraction)},
            {"judge_message", optional_text(r.judge_message)},
            {"exchange", optional_text(r.exchange)},
            {"sample_exchange", optional_text(r.sample_exchange)}};
}

json solution_json(const ShardedSolution& solution) {
    json results = json::array();
    for (const auto& entry : solution.results) results.push_back(result_json(entry));
    json longer = nullptr;
    if (solution.longer) {
        longer = json::array();
        for (const auto& entry : *solution.longer) longer.push_back(result_json(entry));
    }
    return {{"solution", text(solution.solution)},
            {"compile_error", solution.compile_error ? text(*solution.compile_error) : json(nullptr)},
            {"not_run", optional_text(solution.not_run)},
            {"results", std::move(results)},
            {"longer", std::move(longer)}};
}

// Reading: every field checked, every complaint naming the file and where in it.
class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const std::string& where, const std::string& expected) const {
        throw InputError(file_ + ": " + where + ": expected " + expected + " (is it the --json of gavel grade, verify or run --shard?)");
    }
    const json& field(const json& object, const char* key, const std::string& where) const {
        if (!object.is_object()) fail(where, "an object");
        const auto found = object.find(key);
        if (found == object.end()) fail(where, std::string("a field \"") + key + "\"");
        return *found;
    }
    std::string string(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (!value.is_string()) fail(where + "." + key, "a string");
        return value.get<std::string>();
    }
    std::string optional_string(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (value.is_null()) return {};
        if (!value.is_string()) fail(where + "." + key, "a string or null");
        return value.get<std::string>();
    }
    std::uint64_t count(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (!value.is_number_unsigned()) fail(where + "." + key, "a whole number");
        return value.get<std::uint64_t>();
    }
    std::optional<std::uint64_t> optional_count(const json& object, const char* key, const std::string& where) const {
        if (field(object, key, where).is_null()) return std::nullopt;
        return count(object, key, where);
    }
    std::optional<double> optional_real(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (value.is_null()) return std::nullopt;
        if (!value.is_number() || !std::isfinite(value.get<double>())) fail(where + "." + key, "a number or null");
        return value.get<double>();
    }
    bool boolean(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (!value.is_boolean()) fail(where + "." + key, "true or false");
        return value.get<bool>();
    }
    Verdict verdict(const json& object, const std::string& where) const {
        const auto verdict = verdict_from_short_name(string(object, "verdict", where));
        if (!verdict) fail(where + ".verdict", "a verdict (AC, WA, PE, TLE, MLE, OLE, RE, CE, IE, SK)");
        return *verdict;
    }
    const json& array(const json& object, const char* key, const std::string& where) const {
        const json& value = field(object, key, where);
        if (!value.is_array()) fail(where + "." + key, "a list");
        return value;
    }

    ShardResult result(const json& entry, const std::string& where) const {
        ShardResult read;
        read.index = count(entry, "index", where);
        read.group_index = count(entry, "group_index", where);
        TestResult& r = read.result;
        r.group = string(entry, "group", where);
        r.name = string(entry, "name", where);
        r.verdict = verdict(entry, where);
        if (const auto cpu = optional_count(entry, "cpu_us", where)) r.cpu = Duration(static_cast<std::int64_t>(*cpu));
        if (const auto wall = optional_count(entry, "wall_us", where)) r.wall = Duration(static_cast<std::int64_t>(*wall));
        r.memory_kib = optional_count(entry, "memory_kib", where);
        r.message = string(entry, "message", where);
        r.score = optional_real(entry, "score", where);
        r.score_multiplier = optional_real(entry, "score_multiplier", where);
        r.fraction = optional_real(entry, "fraction", where);
        r.judge_message = optional_string(entry, "judge_message", where);
        r.exchange = optional_string(entry, "exchange", where);
        r.sample_exchange = optional_string(entry, "sample_exchange", where);
        return read;
    }

    ShardedSolution solution(const json& entry, const std::string& where) const {
        ShardedSolution read;
        read.solution = string(entry, "solution", where);
        if (const json& error = field(entry, "compile_error", where); !error.is_null()) read.compile_error = string(entry, "compile_error", where);
        read.not_run = optional_string(entry, "not_run", where);
        const json& results = array(entry, "results", where);
        for (std::size_t i = 0; i < results.size(); ++i) read.results.push_back(result(results[i], where + ".results[" + std::to_string(i) + "]"));
        if (const json& longer = field(entry, "longer", where); !longer.is_null()) {
            const json& list = array(entry, "longer", where);
            read.longer.emplace();
            for (std::size_t i = 0; i < list.size(); ++i) read.longer->push_back(result(list[i], where + ".longer[" + std::to_string(i) + "]"));
        }
        return read;
    }

    ShardedProblem problem(const json& entry, const std::string& where) const {
        ShardedProblem read;
        read.argument = string(entry, "argument", where);
        read.suite_file = string(entry, "suite_file", where);
        read.id = string(entry, "id", where);
        read.suite_digest = string(entry, "suite_digest", where);
        read.tests = count(entry, "tests", where);
        read.time_limit_us = static_cast<std::int64_t>(count(entry, "time_limit_us", where));
        read.time_limit_inferred = boolean(entry, "time_limit_inferred", where);
        read.cross_check_passed = boolean(entry, "cross_check_passed", where);
        const json& solutions = array(entry, "solutions", where);
        for (std::size_t i = 0; i < solutions.size(); ++i)
            read.solutions.push_back(solution(solutions[i], where + ".solutions[" + std::to_string(i) + "]"));
        return read;
    }

private:
    std::string file_;
};

// The line of a byte offset, for a JSON syntax error.
std::size_t line_of(const std::string& text, std::size_t offset) {
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(offset, text.size())), '\n'));
}

}  // namespace

std::string suite_digest(const std::vector<PreparedTest>& tests) {
    std::string all;
    for (const auto& test : tests) {
        all += test.group + '\0' + test.name + '\0' + sha256_hex(test.input) + '\0';
        all += (test.answer ? sha256_hex(*test.answer) : std::string("-")) + '\0' + std::to_string(test.limits.time.count()) + '\n';
    }
    return sha256_hex(all);
}

void write_shard_report(const std::string& path, const ShardReport& report) {
    json problems = json::array();
    for (const auto& problem : report.problems) {
        json solutions = json::array();
        for (const auto& solution : problem.solutions) solutions.push_back(solution_json(solution));
        problems.push_back({{"argument", text(problem.argument)},
                            {"suite_file", text(problem.suite_file)},
                            {"id", text(problem.id)},
                            {"suite_digest", problem.suite_digest},
                            {"tests", problem.tests},
                            {"time_limit_us", problem.time_limit_us},
                            {"time_limit_inferred", problem.time_limit_inferred},
                            {"cross_check_passed", problem.cross_check_passed},
                            {"solutions", std::move(solutions)}});
    }
    const json all = {{"gavel_shard_report", format_version},
                      {"gavel", report.gavel_version},
                      {"command", report.command},
                      {"shard", {{"index", report.shard.index + 1}, {"count", report.shard.count}}},
                      {"fail_fast", report.fail_fast},
                      {"problems", std::move(problems)}};
    write_file_atomically(path, all.dump(1) + "\n");
}

ShardReport read_shard_report(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot read the shard report");
    std::ostringstream bytes;
    bytes << in.rdbuf();
    const std::string content = bytes.str();
    json all;
    try {
        all = json::parse(content);
    } catch (const json::parse_error& error) {
        throw InputError(path + ":" + std::to_string(line_of(content, error.byte == 0 ? 0 : error.byte - 1)) +
                         ": not JSON: " + error.what());
    }
    const Reader read(path);
    if (!all.is_object() || !all.contains("gavel_shard_report"))
        read.fail("the top", "a shard report (an object with \"gavel_shard_report\"); a report of an unsharded run is "
                             "complete already and is not merged");
    if (read.count(all, "gavel_shard_report", "the top") != format_version)
        read.fail("gavel_shard_report", "format " + std::to_string(format_version));
    ShardReport report;
    report.gavel_version = read.string(all, "gavel", "the top");
    report.command = read.string(all, "command", "the top");
    if (report.command != "grade" && report.command != "verify" && report.command != "run")
        read.fail("command", "\"grade\", \"verify\" or \"run\"");
    const json& shard = read.field(all, "shard", "the top");
    report.shard.count = read.count(shard, "count", "shard");
    const std::uint64_t index = read.count(shard, "index", "shard");
    if (report.shard.count == 0 || index == 0 || index > report.shard.count) read.fail("shard", "index K of count N, 1 <= K <= N");
    report.shard.index = index - 1;
    report.fail_fast = read.boolean(all, "fail_fast", "the top");
    const json& problems = read.array(all, "problems", "the top");
    for (std::size_t i = 0; i < problems.size(); ++i)
        report.problems.push_back(read.problem(problems[i], "problems[" + std::to_string(i) + "]"));
    return report;
}

}  // namespace gavel
