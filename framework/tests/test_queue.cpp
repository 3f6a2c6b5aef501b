// The judging queue on Redis Streams: gavel submit, worker and results against a redis-server of the test's own.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "local_redis.hpp"
#include "queue/judging_queue.hpp"

using namespace gavel_test;
using gavel::queue::bad_file_name;
using gavel::queue::parse_redis_url;
using gavel::queue::pending_count;
using gavel::queue::QueueNames;
using gavel::queue::read_results;
using gavel::queue::RedisAddress;
using gavel::queue::RedisConnection;
using gavel::queue::ResultEntry;
using nlohmann::json;
using namespace std::chrono_literals;

namespace {

const std::string gavel_path = GAVEL_BINARY;
const std::string fixture_root = std::string(FIXTURES_DIR) + "/root";
const std::string sum_solutions = fixture_root + "/problems/sum/solutions/";

#define SKIP_WITHOUT_REDIS()                                                   \
    if (!redis_server_installed()) {                                           \
        WARN("skipped: no redis-server (make redis installs it)");             \
        return;                                                                \
    }

std::unique_ptr<Background> start_worker(const LocalRedis& redis, const std::string& root, const std::string& name,
                                         const std::string& reclaim_after = "60s") {
    return std::make_unique<Background>(
        std::vector<std::string>{gavel_path, "--root", root, "--plugin-path", TEST_PLUGIN_DIR, "worker", "--redis", redis.url(),
                                 "--consumer", name, "--reclaim-after", reclaim_after, "-j", "1"},
        scratch() / (name + ".log"));
}

// Waits until the results stream holds `count` entries, or no new one came for `stalled`; how many it holds.
// A stall, not a deadline: under a sanitizer, beside other tests on two cores, judging is ten times slower, and
// a test of the queue fails when the queue stops moving, not when the machine is slow.
long long wait_for_results(const LocalRedis& redis, long long count, std::chrono::seconds stalled) {
    RedisConnection connection = redis.connect();
    auto last_progress = std::chrono::steady_clock::now();
    long long seen = 0;
    while (true) {
        const long long now = connection.checked({"XLEN", "gavel:results"}).integer;
        if (now >= count) return now;
        if (now > seen) {
            seen = now;
            last_progress = std::chrono::steady_clock::now();
        } else if (std::chrono::steady_clock::now() - last_progress > stalled) {
            return now;
        }
        std::this_thread::sleep_for(100ms);
    }
}

}  // namespace

TEST_CASE("a redis:// URL gives host, port, password and database, and anything else is refused naming it", "[queue]") {
    const RedisAddress full = parse_redis_url("redis://:secret@judge.example:6380/2");
    CHECK(full.host == "judge.example");
    CHECK(full.port == 6380);
    CHECK(full.password == "secret");
    CHECK(full.database == 2);
    const RedisAddress plain = parse_redis_url("redis://127.0.0.1");
    CHECK(plain.port == 6379);
    CHECK(plain.database == 0);
    for (const char* bad : {"http://x", "redis://", "redis://host:0", "redis://host:70000", "redis://host:port", "redis://host/db", "localhost:6379"}) {
        INFO(bad);
        CHECK_THROWS_AS(parse_redis_url(bad), gavel::InputError);
    }
    CHECK_THROWS_WITH(parse_redis_url("redis://host:x"), Catch::Contains("redis://host:x") && Catch::Contains("port"));
}

TEST_CASE("a submission's file name is a name, not a path", "[queue]") {
    CHECK(bad_file_name("sum.cpp").empty());
    CHECK_FALSE(bad_file_name("").empty());
    CHECK_FALSE(bad_file_name("..").empty());
    CHECK_FALSE(bad_file_name("../../etc/passwd").empty());
    CHECK_FALSE(bad_file_name(std::string(256, 'a')).empty());
    CHECK_FALSE(bad_file_name(std::string("a\0b", 3)).empty());
}

TEST_CASE("submit, a worker, results: each submission judged, its result recorded once, nothing left pending", "[queue][cli]") {
    SKIP_WITHOUT_REDIS();
    const LocalRedis redis;
    const Outcome submitted = gavel_test::gavel("submit --redis " + redis.url() + " sum " + sum_solutions + "accepted/sum.cpp " + sum_solutions +
                                    "wrong_answer/difference.c");
    INFO(submitted.err);
    REQUIRE(submitted.exit_code == 0);
    REQUIRE(line_count(submitted.out) == 2);
    const std::string first_id = submitted.out.substr(0, submitted.out.find(' '));
    REQUIRE(gavel_test::gavel("submit --redis " + redis.url() + " nosuch " + sum_solutions + "accepted/sum.cpp").exit_code == 0);
    // Hostile entries, written as anyone with access to Redis could: a path for a name, no source.
    RedisConnection connection = redis.connect();
    connection.checked({"XADD", "gavel:submissions", "*", "problem", "sum", "file", "../escape.c", "source", "int main(){}"});
    connection.checked({"XADD", "gavel:submissions", "*", "problem", "sum", "file", "nosource.c"});

    auto worker = start_worker(redis, fixture_root, "only");
    REQUIRE(wait_for_results(redis, 5, 60s) == 5);
    CHECK(worker->end_with(SIGTERM, 5s) == 0);

    const Outcome listed = gavel_test::gavel("results --redis " + redis.url() + " --json " + (scratch() / "results.json").string());
    INFO(listed.out << listed.err << worker->log());
    CHECK(listed.exit_code == 0);
    const json all = json::parse(read_all(scratch() / "results.json"));
    REQUIRE(all.size() == 5);
    CHECK(all[0]["id"] == first_id);
    CHECK(all[0]["file"] == "sum.cpp");
    CHECK(all[0]["verdict"] == "AC");
    CHECK(all[0]["score"] == 100);
    CHECK(all[0]["tests"].size() == 22);
    CHECK(all[1]["verdict"] == "WA");
    CHECK(all[2]["verdict"] == "IE");
    CHECK_THAT(all[2]["error"].get<std::string>(), Catch::Contains("nosuch"));
    CHECK_THAT(all[3]["error"].get<std::string>(), Catch::Contains("file name"));
    CHECK_THAT(all[4]["error"].get<std::string>(), Catch::Contains("no field \"source\""));
    CHECK(pending_count(connection, QueueNames()) == 0);

    const Outcome one = gavel_test::gavel("results --redis " + redis.url() + " " + first_id);
    CHECK(one.exit_code == 0);
    CHECK(line_count(one.out) == 2);
    const Outcome unknown = gavel_test::gavel("results --redis " + redis.url() + " 1-1");
    CHECK(unknown.exit_code == 1);
    CHECK_THAT(unknown.err, Catch::Contains("no result for 1-1"));

    // A result written by anyone with access to Redis: its JSON stays JSON.
    connection.checked({"XADD", "gavel:results", "*", "id", "9-9", "verdict", "AC\x1b[2J", "score", "lots", "report", "{\"tests\": 5"});
    REQUIRE(gavel_test::gavel("results --redis " + redis.url() + " 9-9 --json " + (scratch() / "hostile.json").string()).exit_code == 0);
    const json hostile = json::parse(read_all(scratch() / "hostile.json"));
    CHECK(hostile[0]["score"].is_null());
    CHECK(hostile[0]["tests"] == json::array());
    CHECK(hostile[0]["verdict"].get<std::string>().find('\x1b') == std::string::npos);
}

TEST_CASE("a judgement longer than --reclaim-after stays its worker's: a second worker does not judge it again", "[queue][cli]") {
    SKIP_WITHOUT_REDIS();
    // sum with two tests a sleeping solution answers after 1.5 s each (-j 1): 3 s of judging, three times the
    // reclaim time. Without its claim kept, the entry goes idle and the second worker takes it after 1 s.
    const std::filesystem::path root = scratch() / "slow-root";
    std::filesystem::create_directories(root / "problems" / "sum");
    std::filesystem::create_directories(root / "testcases" / "sum");
    std::filesystem::copy(fixture_root + "/problems/sum/problem.yaml", root / "problems/sum/problem.yaml");
    std::ofstream(root / "testcases/sum/suite.yaml") << "problem: sum\nlimits: { wall: 10s }\ngroups:\n  - name: two\n    points: 100\n"
                                                         "    cases:\n      - { name: a, input: \"1 2\\n\", answer: \"3\\n\" }\n"
                                                         "      - { name: b, input: \"2 2\\n\", answer: \"4\\n\" }\n";
    const LocalRedis redis;
    auto first = start_worker(redis, root.string(), "first", "1s");
    REQUIRE(gavel_test::gavel("submit --redis " + redis.url() + " sum " + FIXTURES_DIR + "/solutions/sleep_then_answer.c").exit_code == 0);
    // The second worker starts once the first holds the entry.
    RedisConnection connection = redis.connect();
    const auto until = std::chrono::steady_clock::now() + 30s;
    while (pending_count(connection, QueueNames()) == 0 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(20ms);
    REQUIRE(pending_count(connection, QueueNames()) == 1);
    auto second = start_worker(redis, root.string(), "second", "1s");
    REQUIRE(wait_for_results(redis, 1, 60s) == 1);
    std::this_thread::sleep_for(500ms);  // what the second worker would log of a judgement of its own
    CHECK(first->end_with(SIGTERM, 5s) == 0);
    CHECK(second->end_with(SIGTERM, 5s) == 0);
    INFO(first->log() << "\n--- second\n" << second->log());
    CHECK(read_results(connection, QueueNames()).at(0).worker == "first");
    CHECK_THAT(second->log(), !Catch::Contains("reclaimed") && !Catch::Contains("already recorded"));
    CHECK(pending_count(connection, QueueNames()) == 0);
}

TEST_CASE("the queue refuses what it cannot carry, and says so when Redis is unreachable", "[queue][cli]") {
    check_refused(gavel_test::gavel("submit --redis http://x sum " + sum_solutions + "accepted/sum.cpp"), "expected redis://");
    const std::string big = (scratch() / "big.c").string();
    std::ofstream(big) << std::string(1024 * 1024 + 1, 'x');
    check_refused(gavel_test::gavel("submit --redis redis://127.0.0.1:1 sum " + big), "over the queue's limit");
    const Outcome unreachable = gavel_test::gavel("submit --redis redis://127.0.0.1:" + std::to_string(free_loopback_port()) + " sum " + sum_solutions + "accepted/sum.cpp");
    CHECK(unreachable.exit_code == 3);
    CHECK_THAT(unreachable.err, Catch::Contains("cannot reach Redis at redis://127.0.0.1:") && Catch::Contains("refused"));

    // A worker waits for Redis, trying again, and still ends at once on SIGTERM.
    const std::string nowhere = "redis://127.0.0.1:" + std::to_string(free_loopback_port());
    Background worker({gavel_path, "--root", fixture_root, "worker", "--redis", nowhere}, scratch() / "waiting.log");
    std::this_thread::sleep_for(1500ms);
    CHECK(worker.end_with(SIGTERM, 3s) == 0);
    CHECK_THAT(worker.log(), Catch::Contains("cannot reach Redis") && Catch::Contains("trying again"));
}

TEST_CASE("three workers, one killed mid-way and one started: 200 submissions, each with exactly one result as its folder expects", "[queue][cli]") {
    SKIP_WITHOUT_REDIS();
    // The bundled boggle on its hand-made groups only, a case for each way a solution goes wrong: small enough to
    // judge 200 submissions in a test.
    const std::filesystem::path root = scratch() / "queue-root";
    const std::filesystem::path bundled = SOURCE_DIR;
    std::filesystem::create_directories(root / "problems" / "boggle");
    std::filesystem::create_directories(root / "testcases" / "boggle");
    std::filesystem::copy(bundled / "problems/boggle/problem.yaml", root / "problems/boggle/problem.yaml",
                          std::filesystem::copy_options::overwrite_existing);
    std::filesystem::copy(bundled / "testcases/boggle/data", root / "testcases/boggle/data",
                          std::filesystem::copy_options::overwrite_existing | std::filesystem::copy_options::recursive);
    const std::string suite = read_all(bundled / "testcases/boggle/suite.yaml");
    const std::size_t generated = suite.find("  - name: random\n");
    REQUIRE(generated != std::string::npos);
    std::ofstream(root / "testcases/boggle/suite.yaml") << suite.substr(0, generated);
    std::vector<std::pair<std::string, std::set<std::string>>> solutions;  // file, the verdicts its folder allows
    for (const char* folder : {"accepted", "wrong_answer"})
        for (const auto& entry : std::filesystem::directory_iterator(std::string(SOURCE_DIR) + "/problems/boggle/solutions/" + folder))
            solutions.push_back({entry.path().string(), std::string(folder) == "accepted" ? std::set<std::string>{"AC"} : std::set<std::string>{"WA", "PE"}});
    std::sort(solutions.begin(), solutions.end());
    REQUIRE(solutions.size() >= 8);

    const LocalRedis redis;
    std::string files;
    std::vector<std::set<std::string>> expected;
    for (std::size_t i = 0; i < 200; ++i) {
        files += " " + solutions[i % solutions.size()].first;
        expected.push_back(solutions[i % solutions.size()].second);
    }
    const Outcome submitted = gavel_test::gavel("submit --redis " + redis.url() + " boggle" + files);
    REQUIRE(submitted.exit_code == 0);
    std::vector<std::string> ids;
    std::istringstream lines(submitted.out);
    for (std::string line; std::getline(lines, line);) ids.push_back(line.substr(0, line.find(' ')));
    REQUIRE(ids.size() == 200);

    auto first = start_worker(redis, root.string(), "first", "2s");
    auto second = start_worker(redis, root.string(), "second", "2s");
    auto third = start_worker(redis, root.string(), "third", "2s");
    REQUIRE(wait_for_results(redis, 40, 90s) >= 40);
    // Killed mid-judgement: while an entry is taken by it and not yet acknowledged.
    RedisConnection watcher = redis.connect();
    const auto held_by_first = [&] {
        return watcher.checked({"XPENDING", "gavel:submissions", "gavel-workers", "-", "+", "10", "first"}).elements.size();
    };
    for (int tries = 0; tries < 2000 && held_by_first() == 0; ++tries) std::this_thread::sleep_for(5ms);
    CHECK(first->end_with(SIGKILL, 5s) == 128 + SIGKILL);
    const std::size_t left_pending = held_by_first();
    auto fourth = start_worker(redis, root.string(), "fourth", "2s");
    const long long recorded = wait_for_results(redis, 200, 90s);
    for (auto* worker : {second.get(), third.get(), fourth.get()}) CHECK(worker->end_with(SIGTERM, 10s) == 0);
    INFO(second->log() << third->log() << fourth->log());
    REQUIRE(recorded == 200);

    RedisConnection connection = redis.connect();
    std::map<std::string, std::string> verdicts;
    for (const ResultEntry& result : read_results(connection, QueueNames())) {
        CHECK(verdicts.count(result.id) == 0);  // never twice
        verdicts[result.id] = result.verdict;
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
        INFO(ids[i] << " " << solutions[i % solutions.size()].first);
        REQUIRE(verdicts.count(ids[i]) == 1);
        CHECK(expected[i].count(verdicts[ids[i]]) == 1);
    }
    CHECK(pending_count(connection, QueueNames()) == 0);
    // What the killed worker held was judged again by another, once idle for the reclaim time.
    if (left_pending > 0) CHECK_THAT(second->log() + third->log() + fourth->log(), Catch::Contains("reclaimed"));
    else WARN("the killed worker held no entry at the moment of its kill: nothing to reclaim this time");
}
