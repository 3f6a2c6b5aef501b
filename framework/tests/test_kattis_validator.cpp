// A custom output validator in the Kattis protocol, as the package format specifies it: its command line (the
// problem's arguments, then the case's), its exit codes, its feedback files (judgemessage.txt, teammessage.txt,
// judgeerror.txt, score.txt, score_multiplier.txt) read only as regular files, and its validation limits.
// One fixture validator (fixtures/kattis-validators/scripted.py) does what its answer file says.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "checkers/checker.hpp"
#include "checkers/kattis_feedback.hpp"
#include "run/languages.hpp"

using gavel::Verdict;
namespace fs = std::filesystem;

namespace {

const gavel::LanguageTable& languages() {
    static const gavel::LanguageTable table = gavel::load_languages(gavel::default_languages_file());
    return table;
}

fs::path fixture(const std::string& name) { return fs::path(FIXTURES_DIR) / "kattis-validators" / name; }

std::unique_ptr<gavel::Checker> kattis_checker(const fs::path& program, std::vector<std::string> arguments = {},
                                               std::optional<gavel::Limits> limits = std::nullopt) {
    gavel::CheckerSpec spec;
    spec.kind = gavel::CheckerSpec::Kind::external;
    spec.protocol = gavel::CheckerSpec::Protocol::kattis;
    spec.program = program;
    spec.arguments = std::move(arguments);
    spec.limits = limits;
    auto checker = gavel::make_external_checker(spec, "problem.yaml");
    checker->build(languages());
    return checker;
}

// The scripted validator's verdict on an output "out" for the answer `commands`.
gavel::CheckOutcome scripted(const gavel::Checker& checker, const std::string& commands) {
    return checker.check("in\n", "out\n", commands + "\n");
}

}  // namespace

TEST_CASE("a Kattis validator: 42 is AC, 43 WA, any other exit IE with judgeerror.txt or stderr", "[checkers][kattis]") {
    const auto checker = kattis_checker(fixture("scripted.py"));
    CHECK(checker->name() == "scripted.py (kattis)");
    CHECK(scripted(*checker, "exit 42").verdict == Verdict::accepted);
    CHECK(scripted(*checker, "exit 43").verdict == Verdict::wrong_answer);
    const auto said = scripted(*checker, "write judgemessage.txt expected 3, found 4\\nsecond line\nexit 43");
    CHECK(said.verdict == Verdict::wrong_answer);
    CHECK(said.message == "expected 3, found 4");
    CHECK(said.judge_message == "expected 3, found 4\nsecond line");  // every line, for submissions.yaml's message
    CHECK(scripted(*checker, "stderr from stderr\nexit 43").message == "from stderr");

    // 0 is no verdict: the format chose 42 and 43 so that a validator that merely ends is never taken for one.
    const auto zero = scripted(*checker, "exit 0");
    CHECK(zero.verdict == Verdict::internal_error);
    CHECK(zero.message == "the checker failed: exited with code 0");
    CHECK(scripted(*checker, "exit 1").verdict == Verdict::internal_error);
    CHECK(scripted(*checker, "stderr broken answer file\nexit 3").message == "the checker failed: exited with code 3: broken answer file");
    CHECK(scripted(*checker, "write judgeerror.txt the answer is malformed\nstderr ignored\nexit 2").message ==
          "the checker failed: exited with code 2: the answer is malformed");
    CHECK(scripted(*checker, "write judgemessage.txt only this\nexit 5").message == "the checker failed: exited with code 5: only this");
}

TEST_CASE("a Kattis validator gets input answer feedback_dir/ then the problem's arguments then the case's", "[checkers][kattis]") {
    const auto checker = kattis_checker(fixture("scripted.py"), {"float_tolerance", "1e-6"});
    const std::vector<std::string> case_arguments = {"case_sensitive", "two words"};
    const auto with_case = checker->check_case({"in\n", "out\n", "argv\nexit 42\n", case_arguments});
    CHECK(with_case.verdict == Verdict::accepted);
    CHECK(with_case.message ==
          "files present present; feedback folder ends with /; arguments: float_tolerance 1e-6 case_sensitive two words");
    CHECK(scripted(*checker, "argv\nexit 42").message ==
          "files present present; feedback folder ends with /; arguments: float_tolerance 1e-6");
    const auto plain = kattis_checker(fixture("scripted.py"));
    CHECK(scripted(*plain, "argv\nexit 42").message == "files present present; feedback folder ends with /; arguments: ");
}

TEST_CASE("a Kattis validator's score.txt or score_multiplier.txt scores an accepted output", "[checkers][kattis][score]") {
    const auto checker = kattis_checker(fixture("scripted.py"));
    const auto scored = scripted(*checker, "write score.txt 12.5\nexit 42");
    CHECK(scored.verdict == Verdict::accepted);
    CHECK(scored.score == 12.5);
    CHECK_FALSE(scored.score_multiplier);
    CHECK(scripted(*checker, "write score.txt  7e1\\n\nexit 42").score == 70.0);
    CHECK(scripted(*checker, "write score.txt 0\nexit 42").score == 0.0);
    const auto multiplied = scripted(*checker, "write score_multiplier.txt 0.25\\n\nexit 42");
    CHECK(multiplied.verdict == Verdict::accepted);
    CHECK(multiplied.score_multiplier == 0.25);
    CHECK_FALSE(multiplied.score);
    CHECK(scripted(*checker, "write score_multiplier.txt 1\nexit 42").score_multiplier == 1.0);
    const auto unscored = scripted(*checker, "exit 42");
    CHECK_FALSE(unscored.score);
    CHECK_FALSE(unscored.score_multiplier);
}

TEST_CASE("a Kattis validator's score files are IE when invalid, both there, or beside WA", "[checkers][kattis][score]") {
    const auto checker = kattis_checker(fixture("scripted.py"));
    const auto invalid = [&](const std::string& file, const std::string& text) {
        INFO(file << ": " << text);
        const auto outcome = scripted(*checker, "write " + file + " " + text + "\nexit 42");
        CHECK(outcome.verdict == Verdict::internal_error);
        CHECK_FALSE(outcome.score);
        CHECK_FALSE(outcome.score_multiplier);
        return outcome.message;
    };
    CHECK(invalid("score.txt", "abc") == "the checker's score.txt is invalid: expected one non-negative number, found 'abc'");
    CHECK(invalid("score.txt", "-1") == "the checker's score.txt is invalid: expected one non-negative number, found '-1'");
    CHECK(invalid("score.txt", "") == "the checker's score.txt is invalid: expected one non-negative number, found nothing");
    CHECK(invalid("score.txt", "1 2") == "the checker's score.txt is invalid: expected one non-negative number, found '1 2'");
    for (const char* not_a_score : {"nan", "inf", "1e999", "0x10", "1e", "12%"}) CHECK_THAT(invalid("score.txt", not_a_score), Catch::StartsWith("the checker's score.txt is invalid"));
    CHECK(invalid("score_multiplier.txt", "1.5") ==
          "the checker's score_multiplier.txt is invalid: expected one number from 0 to 1, found '1.5'");
    CHECK_THAT(invalid("score_multiplier.txt", "-0.5"), Catch::EndsWith("found '-0.5'"));

    const auto both = scripted(*checker, "write score.txt 1\nwrite score_multiplier.txt 1\nexit 42");
    CHECK(both.verdict == Verdict::internal_error);
    CHECK(both.message == "the checker wrote both score.txt and score_multiplier.txt: expected at most one");
    const auto on_wrong = scripted(*checker, "write score.txt 5\nexit 43");
    CHECK(on_wrong.verdict == Verdict::internal_error);
    CHECK(on_wrong.message == "the checker rejected the output (exit code 43) and wrote score.txt: expected a score only for an accepted output");
    CHECK(scripted(*checker, "write score_multiplier.txt 0.5\nexit 43").verdict == Verdict::internal_error);
    // A validator that fails has no verdict to score: its failure is what is reported.
    CHECK_THAT(scripted(*checker, "write score.txt 5\nexit 1").message, Catch::StartsWith("the checker failed: exited with code 1"));

    // Plain parsing, as the package's aggregation may use it.
    std::string why;
    CHECK(gavel::parse_score_file("\n 3.5 \n", false, why) == 3.5);
    CHECK_FALSE(gavel::parse_score_file("3.5 4", false, why));
    CHECK(why == "expected one non-negative number, found '3.5 4'");
}

TEST_CASE("a Kattis validator's teammessage.txt is kept for the team", "[checkers][kattis]") {
    const auto checker = kattis_checker(fixture("scripted.py"));
    const auto outcome = scripted(*checker, "write teammessage.txt Almost there\\n\x1b[31mred\\n\nwrite judgemessage.txt for judges\nexit 43");
    CHECK(outcome.verdict == Verdict::wrong_answer);
    CHECK(outcome.message == "for judges");
    CHECK(outcome.team_message == "Almost there\n\\x1b[31mred");
    CHECK(scripted(*checker, "exit 42").team_message.empty());
}

TEST_CASE("a link, FIFO or folder in place of a Kattis feedback file is IE, read from never", "[checkers][kattis][feedback]") {
    const auto checker = kattis_checker(fixture("scripted.py"));
    const auto started = std::chrono::steady_clock::now();
    const auto linked = scripted(*checker, "link score.txt /etc/hostname\nexit 42");
    CHECK(linked.verdict == Verdict::internal_error);
    CHECK(linked.message ==
          "the checker's score.txt is refused (a symbolic link): only a regular file is read, and a checker that leaves anything else is not trusted");
    const auto fifo = scripted(*checker, "fifo score.txt\nexit 42");
    CHECK(fifo.verdict == Verdict::internal_error);
    CHECK_THAT(fifo.message, Catch::StartsWith("the checker's score.txt is refused (a FIFO)"));
    CHECK_THAT(scripted(*checker, "fifo score_multiplier.txt\nexit 42").message,
               Catch::StartsWith("the checker's score_multiplier.txt is refused (a FIFO)"));
    CHECK_THAT(scripted(*checker, "link teammessage.txt /etc/hostname\nexit 43").message,
               Catch::StartsWith("the checker's teammessage.txt is refused (a symbolic link)"));
    CHECK_THAT(scripted(*checker, "folder score.txt\nexit 42").message, Catch::StartsWith("the checker's score.txt is refused (a folder)"));
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(30));
}

TEST_CASE("a Kattis validator past its validation time, memory or output limit is IE naming the limit", "[checkers][kattis][limits]") {
    gavel::Limits limits;
    limits.time = std::chrono::milliseconds(500);
    limits.wall_time = std::chrono::seconds(30);
    limits.memory = 128ull << 20;
    limits.output = 64ull << 10;
    const auto checker = kattis_checker(fixture("scripted.py"), {}, limits);
    const auto spun = scripted(*checker, "spin");
    CHECK(spun.verdict == Verdict::internal_error);
    CHECK(spun.message == "the checker failed: it exceeded its time limit (500 ms of CPU time)");
    const auto flood = scripted(*checker, "flood judgemessage.txt 1000000\nexit 42");
    CHECK(flood.verdict == Verdict::internal_error);
    CHECK_THAT(flood.message, Catch::StartsWith("the checker failed: it exceeded its output limit (64 KiB, feedback files included)"));
    // Within the limits the same validator is fine.
    const auto within = scripted(*checker, "flood judgemessage.txt 60000\nexit 42");
    CHECK(within.verdict == Verdict::accepted);
    CHECK(within.judge_message.size() == 4096);  // kept on every test of a report: its start only

    // Memory, with time enough to reach it.
    limits.time = std::chrono::seconds(10);
    const auto roomy = kattis_checker(fixture("scripted.py"), {}, limits);
    const auto hog = scripted(*roomy, "hog\nexit 42");
    CHECK(hog.verdict == Verdict::internal_error);
    CHECK_THAT(hog.message, Catch::StartsWith("the checker failed: it exceeded its memory limit (128.0 MiB)"));
}
