// gavel checktestdata: checktestdata's command, run by the gavel binary.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

const char* const pairs_program = "INT(1, 5, n) NEWLINE\nREP(n) INT(1, 9) SPACE INT(1, 9) NEWLINE END\n";

std::string written(const std::string& name, const std::string& text) {
    const auto path = scratch() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

}  // namespace

TEST_CASE("gavel checktestdata: exit 0 for valid data, 1 with where and why for invalid, 2 for a broken program", "[ctd][cli]") {
    const std::string program = written("pairs.ctd", pairs_program);
    const Outcome valid = gavel("checktestdata " + program + " " + written("good.in", "2\n1 2\n3 4\n"));
    CHECK(valid.exit_code == 0);
    CHECK_THAT(valid.out, Catch::EndsWith("good.in: valid\n"));

    const std::string bad = written("bad.in", "2\n1 2\n3 10\n");
    const Outcome invalid = gavel("checktestdata " + program + " " + bad);
    CHECK(invalid.exit_code == 1);
    CHECK(invalid.err == bad + ":3:3: the integer '10' is out of range [1, 9] (" + program + ":2:24: INT(1, 9))\n  3 10\n    ^\n");
    const Outcome quiet = gavel("checktestdata -q " + program + " " + bad);
    CHECK(quiet.exit_code == 1);
    CHECK(quiet.err.empty());

    const Outcome from_stdin = gavel("checktestdata " + program, "1\n5 5\n");
    CHECK(from_stdin.exit_code == 0);
    CHECK_THAT(from_stdin.out, Catch::Contains("standard input: valid"));
    CHECK(gavel("checktestdata -w " + program, "  1  \n5    5 \n").exit_code == 0);
    CHECK(gavel("checktestdata " + program, "  1  \n5    5 \n").exit_code == 1);

    const Outcome broken = gavel("checktestdata " + written("broken.ctd", "INT(1, 5\n") + " " + bad);
    CHECK(broken.exit_code == 2);
    CHECK_THAT(broken.err, Catch::Contains("broken.ctd:2:1: expected ')' closing INT, found the end of the program"));
    CHECK(gavel("checktestdata " + (scratch() / "none.ctd").string()).exit_code == 2);
    CHECK(gavel("checktestdata " + program + " " + (scratch() / "none.in").string()).exit_code == 2);
}

TEST_CASE("gavel checktestdata -g writes data the program accepts, the same for the same seed", "[ctd][cli]") {
    const std::string program = written("gen-pairs.ctd", pairs_program);
    const std::string out = (scratch() / "made.in").string();
    const Outcome made = gavel("checktestdata -g -s 12 " + program + " " + out);
    REQUIRE(made.exit_code == 0);
    CHECK_THAT(made.err, Catch::Contains("seed 12"));
    const std::string first = read_all(out);
    CHECK(gavel("checktestdata " + program + " " + out).exit_code == 0);
    const Outcome again = gavel("checktestdata -g --seed 12 " + program);
    CHECK(again.out == first);
    const Outcome preset = gavel("checktestdata -g -s 12 -p n=5 " + program);
    CHECK(preset.out.substr(0, 2) == "5\n");
    // A program no choice satisfies: an error, and no file.
    const std::string never = written("never.ctd", "INT(1, 5, n) ASSERT(n > 5)");
    const std::string none = (scratch() / "never.in").string();
    const Outcome failed = gavel("checktestdata -g -s 1 " + never + " " + none);
    CHECK(failed.exit_code == 2);
    CHECK_THAT(failed.err, Catch::Contains("no data was made that the program accepts"));
    CHECK_FALSE(std::filesystem::exists(none));
}
