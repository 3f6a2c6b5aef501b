// A contestant's bytes (escape sequences, CR, NUL, invalid UTF-8, C1 and bidirectional controls) reaching gavel's
// reports: quoted by a checker in judgemessage.txt, or as a runtime error's standard error. The console table,
// the log, the JSON report and the JUnit report must all hold them only as printable escapes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;

namespace {

const std::string feedback = std::string(FIXTURES_DIR) + "/feedback";

// What fixtures/feedback/solutions/hostile_text.c writes on its one line, as printable_text shows it.
const std::string shown =
    "valid h\xc3\xa9llo \xe2\x9c\x93 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9d\x84\x9e|"
    "esc \\x1b[2J\\x1b]0;owned\\x07|cr \\x0d|nul \\x00|del \\x7f|csi \\u009b31m|"
    "bad \\xff\\xfe|cont \\x80|overlong \\xc0\\xaf \\xe0\\x80\\xaf|surrogate \\xed\\xa0\\x80|cut \\xe2\\x82|"
    "rlo \\u202e|nonchar \\ufffe|end";

// No byte a terminal acts on, XML 1.0 forbids or a JSON writer refuses: the raw forms the solution wrote.
void check_no_raw_bytes(const std::string& text) {
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        INFO("byte " << static_cast<int>(byte));
        CHECK((byte >= 0x20 || byte == '\n' || byte == '\t'));
        CHECK(byte != 0x7f);
    }
    for (const std::string raw : {"\xc2\x9b", "\xff", "\x80|", "\xc0\xaf", "\xed\xa0\x80", "\xe2\x80\xae", "\xef\xbf\xbe"}) CHECK_THAT(text, !Catch::Contains(raw));
}

}  // namespace

TEST_CASE("hostile bytes in a checker's message and a program's stderr reach table, log, JSON and JUnit only as escapes", "[printable][report][cli]") {
    const auto json_file = scratch() / "hostile.json", junit_file = scratch() / "hostile.xml";
    std::filesystem::remove(json_file);
    std::filesystem::remove(junit_file);
    const auto graded = gavel(on("feedback") + " grade plant_feedback " + feedback + "/solutions/hostile_text.c -j 1 --all --suite " +
                              feedback + "/testcases/plant_feedback/hostile.yaml --json " + json_file.string() + " --junit " +
                              junit_file.string());
    INFO(graded.out << graded.err);
    REQUIRE(graded.exit_code == 1);

    // The console table (standard output): each message's start, valid text kept.
    check_no_raw_bytes(graded.out);
    check_no_raw_bytes(graded.err);
    CHECK_THAT(graded.out, Catch::Contains("valid h\xc3\xa9llo \xe2\x9c\x93 \xe6\x97\xa5\xe6\x9c\xac \xf0\x9d\x84\x9e|esc \\x1b[2J"));

    // JSON: written, and parsed by a strict reader (nlohmann refuses invalid UTF-8); the message whole, as escapes.
    const std::string json_text = read_all(json_file);
    check_no_raw_bytes(json_text);
    const auto report = nlohmann::json::parse(json_text);
    const auto& tests = report[0]["tests"];
    REQUIRE(tests.size() == 2);
    CHECK(tests[0]["verdict"] == "WA");
    CHECK(tests[0]["message"] == shown);
    CHECK(tests[1]["verdict"] == "RE");
    CHECK(tests[1]["message"] == "exited with code 1: " + shown + "\n");

    // JUnit: no character XML 1.0 forbids, and a real XML parser (expat, through Python) reads it.
    const std::string junit_text = read_all(junit_file);
    check_no_raw_bytes(junit_text);
    CHECK_THAT(junit_text, Catch::Contains("esc \\x1b[2J"));
    CHECK(shell("python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' " + junit_file.string()) == 0);
}

TEST_CASE("an error message quoting hostile bytes is printed as escapes", "[printable][cli]") {
    const auto refused = gavel(on("feedback") + " grade $(printf 'no\\033[2J\\377such') " + feedback + "/solutions/hostile_text.c");
    INFO(refused.err);
    CHECK(refused.exit_code == 2);
    check_no_raw_bytes(refused.err);
    CHECK_THAT(refused.err, Catch::Contains("no\\x1b[2J\\xffsuch"));
}

TEST_CASE("gavel stress shows a solution's hostile output as escapes, and keeps its bytes out of the terminal", "[printable][stress]") {
    const auto found = gavel(on("root") + " stress sum " + feedback + "/solutions/hostile_text.c --count 1 --out " +
                             (scratch() / "hostile-stress").string());
    INFO(found.out << found.err);
    CHECK(found.exit_code == 1);
    check_no_raw_bytes(found.out);
    // The line around the difference, cut to 160 characters as printable_text cuts it.
    CHECK_THAT(found.out, Catch::Contains("--- solution output, around line 1\n1: " + shown.substr(0, 100)));
}

TEST_CASE("a compiler's errors quoting a source's hostile bytes reach the log as escapes", "[printable][cli]") {
    const auto source = scratch() / "hostile_compile.c";
    std::ofstream(source, std::ios::binary) << "#error owned \x1b[2J\x1b]0;title\x07 \xff\xc2\x9b" "31m end\nint main(void) { return 0; }\n";
    const auto graded = gavel(on("feedback") + " grade plant_feedback " + source.string() + " --suite " + feedback +
                              "/testcases/plant_feedback/hostile.yaml");
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    check_no_raw_bytes(graded.out);
    check_no_raw_bytes(graded.err);
    CHECK_THAT(graded.err, Catch::Contains("compilation failed") && Catch::Contains("owned \\x1b[2J\\x1b]0;title\\x07"));
}
