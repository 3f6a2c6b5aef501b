// The judging queue on Redis Streams: submissions in one stream read by a consumer group of workers, results in
// another, each submission's result recorded once however often it is judged.
//
//   <name>:submissions  stream; an entry per submission: problem, file, source (the id is the entry's id)
//   <name>:results      stream; an entry per result: id, problem, file, verdict, score, max_score, worker,
//                       report (the grade report as JSON), error (why it could not be judged, or empty)
//   <name>:result-ids   hash; submission id -> its result's entry id: what makes a result once-only
//   group gavel-workers on the submissions stream.
//
// At least once: an entry stays pending in the group until its result is recorded; a worker that dies leaves it
// pending, and another claims it once it has been idle for the reclaim time (XAUTOCLAIM) and judges it again. A
// worker that lives keeps its entry from going idle while it judges (keep_claimed, queue/claim_keeper.hpp), however
// long the judging takes.
// Idempotent: recording is one Lua script that adds the result only when the id has none, and acknowledges the
// entry in the same step, so a result is never recorded twice and never without its acknowledgement.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "queue/redis_connection.hpp"

namespace gavel::queue {

/// The largest source a submission may carry.
constexpr std::size_t largest_source = 1024 * 1024;

struct QueueNames {
    std::string submissions, results, result_ids;
    std::string group = "gavel-workers";
    explicit QueueNames(const std::string& name = "gavel")
        : submissions(name + ":submissions"), results(name + ":results"), result_ids(name + ":result-ids") {}
};

struct SubmissionEntry {
    std::string id;  // the stream entry's id
    std::string problem;
    std::string file;
    std::string source;
    /// Why it cannot be judged (a field missing, a bad file name, a source too large), or empty.
    std::string refused;
};

struct ResultEntry {
    std::string id;
    std::string problem;
    std::string file;
    std::string verdict;  // AC, WA, ...; IE with `error` when it could not be judged
    std::string score;
    std::string max_score;
    std::string worker;
    std::string report;   // JSON of the grade report; empty with `error`
    std::string error;
};

/// Why `name` is no file name a submission may carry (empty, too long, a path, "." or "..", a NUL), or "".
std::string bad_file_name(const std::string& name);

/// Adds a submission; returns its id. Throws InputError for a bad name or an over-size source.
std::string submit(RedisConnection& redis, const QueueNames& names, const std::string& problem, const std::string& file,
                   const std::string& source);

/// Creates the workers' group (and the stream) unless it exists.
void ensure_group(RedisConnection& redis, const QueueNames& names);

/// The next entry no worker has taken, waiting up to `block`; none when there is none.
std::optional<SubmissionEntry> take_new(RedisConnection& redis, const QueueNames& names, const std::string& consumer,
                                        std::chrono::milliseconds block);
/// An entry another worker took and left idle for `idle` or longer (it died), now this consumer's; or none.
std::optional<SubmissionEntry> reclaim(RedisConnection& redis, const QueueNames& names, const std::string& consumer,
                                       std::chrono::milliseconds idle);

/// Resets the idle time of entry `id` if `consumer` still holds it, so that no other worker reclaims it while it
/// is being judged; returns whether it still held it (another may have reclaimed it already).
bool keep_claimed(RedisConnection& redis, const QueueNames& names, const std::string& consumer, const std::string& id);

/// Records `result` for its submission unless one is recorded already, and acknowledges the entry, at once.
/// Returns whether this call recorded it.
bool record_result(RedisConnection& redis, const QueueNames& names, const ResultEntry& result);

/// Every result, oldest first.
std::vector<ResultEntry> read_results(RedisConnection& redis, const QueueNames& names);

/// How many entries are taken and not yet acknowledged.
std::size_t pending_count(RedisConnection& redis, const QueueNames& names);

}  // namespace gavel::queue
