// gavel submit, gavel worker, gavel results: the judging queue on Redis Streams (src/queue/).
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <thread>

#include "base/errors.hpp"
#include "base/printable_text.hpp"
#include "commands.hpp"
#include "package_commands.hpp"
#include "problem/catalog.hpp"
#include "problem/open_problem.hpp"
#include "queue/claim_keeper.hpp"
#include "queue/judging_queue.hpp"
#include "report/report.hpp"
#include "report/report_json.hpp"
#include "stop_signals.hpp"

namespace gavel::cli {
namespace {

using namespace std::chrono_literals;
using queue::RedisConnection;

// Connects, trying again after 0.5 s, 1 s, 2 s ... up to 10 s between tries, for `give_up_after` in all (forever
// when zero) or until a stop. Null when it gave up or was stopped.
std::unique_ptr<RedisConnection> connect_with_retry(const queue::RedisAddress& address, std::chrono::milliseconds give_up_after) {
    const auto start = std::chrono::steady_clock::now();
    std::chrono::milliseconds wait = 500ms;
    for (;;) {
        try {
            return std::make_unique<RedisConnection>(address, 2000ms);
        } catch (const queue::RedisUnavailable& error) {
            const bool giving_up = give_up_after.count() > 0 && std::chrono::steady_clock::now() - start + wait > give_up_after;
            if (giving_up) throw;
            spdlog::warn("{}; trying again in {} ms", error.what(), wait.count());
        }
        for (auto slept = 0ms; slept < wait; slept += 100ms) {
            if (stop_requested()) return nullptr;
            std::this_thread::sleep_for(100ms);
        }
        wait = std::min<std::chrono::milliseconds>(wait * 2, 10000ms);
    }
}

std::unique_ptr<RedisConnection> connect_for_command(const std::string& url) {
    try {
        auto redis = connect_with_retry(queue::parse_redis_url(url), 5000ms);
        if (!redis) throw InternalError("stopped before Redis at " + url + " answered");
        return redis;
    } catch (const queue::RedisUnavailable& error) {
        throw InternalError(std::string(error.what()) + " (tried for 5 s)");
    }
}

std::string read_submission(const std::string& path) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) throw InputError(path + ": not a file to submit");
    if (std::filesystem::file_size(path, error) > queue::largest_source)
        throw InputError(path + ": over the queue's limit of " + std::to_string(queue::largest_source) + " bytes");
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in && !in.eof()) throw InputError(path + ": cannot read it");
    return bytes.str();
}

// A folder of the worker's own for the sources it grades, removed when it ends.
class WorkFolder {
public:
    WorkFolder() {
        std::string pattern = (std::filesystem::temp_directory_path() / "gavel-worker-XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr) throw InternalError("cannot make the worker's folder in " + std::filesystem::temp_directory_path().string());
        path_ = pattern;
    }
    ~WorkFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// What a worker grades with: each problem opened once, as gavel grade opens it.
class ProblemShelf {
public:
    ProblemShelf(const GlobalOptions& options, unsigned jobs) : options_(options), jobs_(jobs) {}

    /// The problem an entry names: an id under --root, or a package folder. Throws InputError when there is none.
    const GradablePackage& problem(const std::string& name) {
        if (const auto found = shelf_.find(name); found != shelf_.end()) return *found->second;
        std::unique_ptr<GradablePackage> opened;
        if (names_package(name)) {
            opened = std::make_unique<GradablePackage>(gradable_package(options_, name, jobs_));
        } else {
            GradeOptions grade;
            grade.jobs = jobs_;
            grade.languages = languages_of(options_);
            opened = std::make_unique<GradablePackage>(GradablePackage{
                ProblemJudge(open_problem(Catalog(options_.root), name, plugin_search_path(options_.plugin_path))), grade});
            build_programs(std::span(&opened->judge, 1), options_);
        }
        return *shelf_.emplace(name, std::move(opened)).first->second;
    }

private:
    const GlobalOptions& options_;
    unsigned jobs_;
    std::map<std::string, std::unique_ptr<GradablePackage>> shelf_;
};

// The result of judging `entry`, or none when the stop cut the judging short (the entry stays pending).
std::optional<queue::ResultEntry> judged(const queue::SubmissionEntry& entry, ProblemShelf& shelf, const WorkFolder& folder,
                                         const std::string& consumer) {
    queue::ResultEntry result{entry.id, entry.problem, entry.file, "IE", "0", "0", consumer, "", ""};
    if (!entry.refused.empty()) {
        result.error = "not judged: " + entry.refused;
        return result;
    }
    // Each submission in a folder of its own, named by its entry id (digits and a dash).
    const std::filesystem::path own = folder.path() / entry.id;
    try {
        const GradablePackage& problem = shelf.problem(entry.problem);
        std::filesystem::create_directories(own);
        std::ofstream(own / entry.file, std::ios::binary) << entry.source;
        GradeOptions options = problem.options;
        options.solution = own / entry.file;
        options.fail_fast = true;
        options.stop = &stop_on_signals();
        const Report report = grade_solution(problem.judge, options, {});
        std::filesystem::remove_all(own);
        if (stop_requested()) return std::nullopt;
        result.verdict = std::string(short_name(report.verdict));
        result.score = score_to_json(report.score).dump();
        result.max_score = score_to_json(report.max_score).dump();
        result.report = report_to_json(report).dump();
    } catch (const InputError& error) {
        result.error = "not judged: " + printable_text(error.what());
    } catch (const std::exception& error) {
        if (stop_requested()) return std::nullopt;
        result.error = "judging failed: " + printable_text(error.what());
    }
    std::error_code ignored;
    std::filesystem::remove_all(own, ignored);
    return result;
}

// A score as the worker wrote it; null for anything else (the results stream is anyone's with access to Redis).
nlohmann::json number_or_null(const std::string& text) {
    const nlohmann::json value = nlohmann::json::parse(text, nullptr, false);
    return value.is_number() ? value : nlohmann::json(nullptr);
}

std::string default_consumer() {
    char host[256] = {};
    ::gethostname(host, sizeof host - 1);
    return std::string(host) + "-" + std::to_string(::getpid());
}

}  // namespace

int submit(const GlobalOptions&, const SubmitCommand& command) {
    queue::parse_redis_url(command.redis);  // a bad URL before any file is read
    std::vector<std::pair<std::string, std::string>> sources;
    for (const auto& file : command.files) {
        const std::string name = std::filesystem::path(file).filename().string();
        if (const std::string bad = queue::bad_file_name(name); !bad.empty()) throw InputError(file + ": " + bad);
        sources.emplace_back(name, read_submission(file));
    }
    auto redis = connect_for_command(command.redis);
    const queue::QueueNames names(command.queue);
    for (const auto& [name, source] : sources)
        std::printf("%s %s %s\n", queue::submit(*redis, names, command.problem, name, source).c_str(), command.problem.c_str(), name.c_str());
    return exit_passed;
}

int worker(const GlobalOptions& options, const WorkerCommand& command) {
    const queue::RedisAddress address = queue::parse_redis_url(command.redis);
    std::string error;
    const auto reclaim_after = parse_duration(command.reclaim_after, error);
    if (!reclaim_after) throw InputError("--reclaim-after: " + error);
    const std::chrono::milliseconds idle = std::chrono::duration_cast<std::chrono::milliseconds>(*reclaim_after);
    const queue::QueueNames names(command.queue);
    const std::string consumer = command.consumer.empty() ? default_consumer() : command.consumer;
    const WorkFolder folder;
    ProblemShelf shelf(options, command.jobs);
    std::unique_ptr<RedisConnection> redis;
    spdlog::info("worker {}: judging from {} ({})", consumer, address.url, names.submissions);
    while (!stop_requested()) {
        try {
            if (!redis) {
                if (!(redis = connect_with_retry(address, 0ms))) break;
                queue::ensure_group(*redis, names);
            }
            auto entry = queue::reclaim(*redis, names, consumer, idle);
            if (entry) spdlog::info("{}: reclaimed (idle for {} ms or more)", entry->id, idle.count());
            else entry = queue::take_new(*redis, names, consumer, 1000ms);
            if (!entry) continue;
            const auto result = [&] {
                const queue::ClaimKeeper keeper(address, names, consumer, entry->id, std::max<std::chrono::milliseconds>(idle / 3, 10ms));
                return judged(*entry, shelf, folder, consumer);
            }();
            if (!result) break;  // stopped: the entry stays pending, for another worker to reclaim
            const bool recorded = queue::record_result(*redis, names, *result);
            spdlog::info("{} {} {}: {}{}{}", result->id, printable_text(result->problem), printable_text(result->file), result->verdict,
                         result->error.empty() ? "" : " (" + result->error + ")", recorded ? "" : ", already recorded by another worker");
        } catch (const queue::RedisUnavailable& lost) {
            spdlog::warn("{}", lost.what());
            redis.reset();
        }
    }
    spdlog::info("worker {}: stopped", consumer);
    return exit_passed;
}

int results(const GlobalOptions&, const ResultsCommand& command) {
    auto redis = connect_for_command(command.redis);
    std::vector<queue::ResultEntry> found = queue::read_results(*redis, queue::QueueNames(command.queue));
    if (!command.id.empty()) {
        std::erase_if(found, [&](const queue::ResultEntry& result) { return result.id != command.id; });
        if (found.empty()) {
            std::fprintf(stderr, "gavel: no result for %s (yet)\n", printable_text(command.id).c_str());
            return exit_failed;
        }
    }
    std::printf("%-20s %-14s %-32s %-7s %s\n", "ID", "PROBLEM", "FILE", "VERDICT", "SCORE");
    nlohmann::json all = nlohmann::json::array();
    for (const auto& result : found) {
        std::printf("%-20s %-14s %-32s %-7s %s%s\n", printable_text(result.id).c_str(), printable_text(result.problem).c_str(),
                    printable_text(result.file).c_str(), printable_text(result.verdict).c_str(), printable_text(result.score).c_str(),
                    result.error.empty() ? "" : ("  " + printable_text(result.error)).c_str());
        nlohmann::json entry = {{"id", printable_text(result.id)},          {"problem", printable_text(result.problem)},
                                {"file", printable_text(result.file)},      {"verdict", printable_text(result.verdict)},
                                {"score", number_or_null(result.score)},
                                {"max_score", number_or_null(result.max_score)},
                                {"worker", printable_text(result.worker)},
                                {"error", result.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(printable_text(result.error))}};
        const nlohmann::json report = nlohmann::json::parse(result.report, nullptr, false);
        entry["tests"] = report.is_object() && report.contains("tests") && report["tests"].is_array() ? report["tests"] : nlohmann::json::array();
        all.push_back(std::move(entry));
    }
    if (!command.json_file.empty()) write_file_atomically(command.json_file, all.dump(2) + "\n");
    return exit_passed;
}

}  // namespace gavel::cli
