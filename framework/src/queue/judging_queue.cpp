#include "queue/judging_queue.hpp"

#include <map>

#include "base/errors.hpp"

namespace gavel::queue {
namespace {

// KEYS: results, result-ids, submissions; ARGV: group, submission id, then the result's field-value pairs.
constexpr const char* record_script = R"lua(
if redis.call('HSETNX', KEYS[2], ARGV[2], 'recording') == 1 then
  local entry = redis.call('XADD', KEYS[1], '*', unpack(ARGV, 3))
  redis.call('HSET', KEYS[2], ARGV[2], entry)
  redis.call('XACK', KEYS[3], ARGV[1], ARGV[2])
  return 1
end
redis.call('XACK', KEYS[3], ARGV[1], ARGV[2])
return 0
)lua";

// KEYS: submissions; ARGV: group, consumer, entry id. XCLAIM with no IDLE sets the idle time to 0; it is asked
// only while the entry is still this consumer's, so that a worker never takes back what another reclaimed.
constexpr const char* keep_claimed_script = R"lua(
local pending = redis.call('XPENDING', KEYS[1], ARGV[1], ARGV[3], ARGV[3], 1)
if #pending == 1 and pending[1][2] == ARGV[2] then
  redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, ARGV[3], 'JUSTID')
  return 1
end
return 0
)lua";

std::map<std::string, std::string> fields_of(const RedisReply& pairs) {
    std::map<std::string, std::string> fields;
    for (std::size_t i = 0; i + 1 < pairs.elements.size(); i += 2) fields[pairs.elements[i].text] = pairs.elements[i + 1].text;
    return fields;
}

// An XREADGROUP/XAUTOCLAIM entry: [id, [field, value, ...]]; a deleted entry's fields are nil.
SubmissionEntry submission_of(const RedisReply& entry) {
    SubmissionEntry submission;
    submission.id = entry.elements.at(0).text;
    if (entry.elements.size() < 2 || entry.elements[1].is_nil()) {
        submission.refused = "the entry was deleted from the stream";
        return submission;
    }
    auto fields = fields_of(entry.elements[1]);
    for (const char* key : {"problem", "file", "source"})
        if (!fields.count(key)) {
            submission.refused = std::string("the entry has no field \"") + key + "\"";
            return submission;
        }
    submission.problem = fields["problem"];
    submission.file = fields["file"];
    submission.source = std::move(fields["source"]);
    if (const std::string bad = bad_file_name(submission.file); !bad.empty()) submission.refused = "file name: " + bad;
    else if (submission.source.size() > largest_source)
        submission.refused = "its source is " + std::to_string(submission.source.size()) + " bytes, over the queue's " +
                             std::to_string(largest_source);
    else if (submission.problem.empty() || submission.problem.size() > 4096 || submission.problem.find('\0') != std::string::npos)
        submission.refused = "no problem named";
    return submission;
}

}  // namespace

std::string bad_file_name(const std::string& name) {
    if (name.empty()) return "empty";
    if (name.size() > 255) return "longer than 255 bytes";
    if (name == "." || name == "..") return "\"" + name + "\" is a folder";
    if (name.find('/') != std::string::npos) return "a path, not a file name (it holds /)";
    if (name.find('\0') != std::string::npos) return "it holds a NUL byte";
    return {};
}

std::string submit(RedisConnection& redis, const QueueNames& names, const std::string& problem, const std::string& file,
                   const std::string& source) {
    if (const std::string bad = bad_file_name(file); !bad.empty()) throw InputError(file + ": not a file name a submission may have: " + bad);
    if (source.size() > largest_source)
        throw InputError(file + ": " + std::to_string(source.size()) + " bytes, over the queue's limit of " + std::to_string(largest_source));
    return redis.checked({"XADD", names.submissions, "*", "problem", problem, "file", file, "source", source}).text;
}

void ensure_group(RedisConnection& redis, const QueueNames& names) {
    const RedisReply reply = redis.command({"XGROUP", "CREATE", names.submissions, names.group, "0", "MKSTREAM"});
    if (reply.kind == RedisReply::Kind::error && reply.text.rfind("BUSYGROUP", 0) != 0)
        throw std::runtime_error("cannot create the workers' group: " + reply.text);
}

std::optional<SubmissionEntry> take_new(RedisConnection& redis, const QueueNames& names, const std::string& consumer,
                                        std::chrono::milliseconds block) {
    const RedisReply reply = redis.checked({"XREADGROUP", "GROUP", names.group, consumer, "COUNT", "1", "BLOCK",
                                            std::to_string(block.count()), "STREAMS", names.submissions, ">"});
    // [[stream, [[id, fields]]]], or nil after the block.
    if (reply.is_nil() || reply.elements.empty() || reply.elements[0].elements.size() < 2 || reply.elements[0].elements[1].elements.empty())
        return std::nullopt;
    return submission_of(reply.elements[0].elements[1].elements[0]);
}

std::optional<SubmissionEntry> reclaim(RedisConnection& redis, const QueueNames& names, const std::string& consumer,
                                       std::chrono::milliseconds idle) {
    const RedisReply reply = redis.checked({"XAUTOCLAIM", names.submissions, names.group, consumer,
                                            std::to_string(idle.count()), "0", "COUNT", "1"});
    // [next cursor, [[id, fields]...], [deleted ids]]
    if (reply.elements.size() < 2 || reply.elements[1].elements.empty()) return std::nullopt;
    return submission_of(reply.elements[1].elements[0]);
}

bool keep_claimed(RedisConnection& redis, const QueueNames& names, const std::string& consumer, const std::string& id) {
    return redis.checked({"EVAL", keep_claimed_script, "1", names.submissions, names.group, consumer, id}).integer == 1;
}

bool record_result(RedisConnection& redis, const QueueNames& names, const ResultEntry& result) {
    return redis.checked({"EVAL", record_script, "3", names.results, names.result_ids, names.submissions, names.group, result.id,
                          "id", result.id, "problem", result.problem, "file", result.file, "verdict", result.verdict,
                          "score", result.score, "max_score", result.max_score, "worker", result.worker,
                          "report", result.report, "error", result.error})
               .integer == 1;
}

std::vector<ResultEntry> read_results(RedisConnection& redis, const QueueNames& names) {
    std::vector<ResultEntry> results;
    // A page at a time: the stream may be long.
    for (std::string from = "-";;) {
        const RedisReply page = redis.checked({"XRANGE", names.results, from, "+", "COUNT", "500"});
        for (const auto& entry : page.elements) {
            auto fields = fields_of(entry.elements.at(1));
            results.push_back({fields["id"], fields["problem"], fields["file"], fields["verdict"], fields["score"],
                               fields["max_score"], fields["worker"], fields["report"], fields["error"]});
        }
        if (page.elements.size() < 500) break;
        from = "(" + page.elements.back().elements.at(0).text;
    }
    return results;
}

std::size_t pending_count(RedisConnection& redis, const QueueNames& names) {
    const RedisReply reply = redis.command({"XPENDING", names.submissions, names.group});
    if (reply.kind != RedisReply::Kind::array || reply.elements.empty()) return 0;
    return static_cast<std::size_t>(reply.elements[0].integer);
}

}  // namespace gavel::queue
