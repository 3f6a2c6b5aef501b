// gavel's own interactive problem (fixtures/interactive: problem.yaml `interactor: {program, protocol: testlib}`):
// its bundled solutions verify, the checker judges what the interactor wrote, an interactor that fails is IE, and
// a wrong `interactor:` is refused at its line.
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// The fixture copied to scratch, so that a test may spoil it.
fs::path copy_of_fixture(const std::string& name) {
    const auto root = scratch() / name;
    fs::remove_all(root);
    fs::copy(fs::path(FIXTURES_DIR) / "interactive", root, fs::copy_options::recursive);
    return root;
}

void replace_in(const fs::path& file, const std::string& from, const std::string& to) {
    std::string text = read_all(file);
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    std::ofstream(file, std::ios::binary) << text;
}

std::string halving(const fs::path& root) { return (root / "problems" / "hidden" / "solutions" / "accepted" / "halving.c").string(); }

}  // namespace

TEST_CASE("an interactive problem with a testlib interactor verifies its bundled solutions, the unflushed one TLE",
          "[interactive][cli]") {
    const auto verified = gavel(on("interactive") + " verify hidden");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("5 solutions, 5 as their folders promise"));
    CHECK_THAT(verified.out, Catch::Contains("time_limit_exceeded/unflushed.c") && Catch::Contains("TLE"));
}

TEST_CASE("the problem's checker judges what the testlib interactor wrote, against the case's answer", "[interactive][cli]") {
    const fs::path root = copy_of_fixture("interactor-answers");
    replace_in(root / "testcases" / "hidden" / "suite.yaml", "{ name: odd, input: \"37\\n\", answer: \"found\\n\" }",
               "{ name: odd, input: \"37\\n\", answer: \"lost\\n\" }");
    const auto graded = gavel("--root " + root.string() + " grade hidden " + halving(root));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    CHECK_THAT(graded.out, Catch::Contains("odd") && Catch::Contains("WA"));
    CHECK_THAT(graded.out, Catch::Contains("hidden: WA"));
}

TEST_CASE("a testlib interactor that fails is a judge error, never the submission's verdict", "[interactive][cli]") {
    const fs::path root = copy_of_fixture("interactor-fails");
    replace_in(root / "problems" / "hidden" / "interactor.c", "if (argc < 4) return 3;", "if (argc > 0) return 3;");
    const auto graded = gavel("--root " + root.string() + " grade hidden " + halving(root));
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 1);
    CHECK_THAT(graded.out, Catch::Contains("hidden: IE"));
    CHECK_THAT(graded.out, Catch::Contains("the interactor failed (exit code 3"));
}

TEST_CASE("a wrong interactor in problem.yaml is refused at its line", "[interactive][cli][errors]") {
    const fs::path root = copy_of_fixture("interactor-bad");
    const fs::path yaml = root / "problems" / "hidden" / "problem.yaml";
    replace_in(yaml, "protocol: testlib", "protocol: polygon");
    const auto unknown = gavel("--root " + root.string() + " grade hidden " + halving(root));
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("problem.yaml:9:") && Catch::Contains("unknown interactor protocol 'polygon'; expected testlib or kattis"));
    replace_in(yaml, "program: interactor.c, protocol: polygon", "program: missing.c, protocol: testlib");
    const auto missing = gavel("--root " + root.string() + " grade hidden " + halving(root));
    CHECK(missing.exit_code == 2);
    CHECK_THAT(missing.err, Catch::Contains("problem.yaml:9:") && Catch::Contains("interactor program 'missing.c' not found"));
}

TEST_CASE("a problem with a Kattis interactor verifies, and exports to an interactive package that verifies too", "[interactive][cli][slow]") {
    const fs::path root = copy_of_fixture("interactor-kattis");
    replace_in(root / "problems" / "hidden" / "problem.yaml", "program: interactor.c, protocol: testlib", "program: kattis_interactor.c, protocol: kattis");
    const auto verified = gavel("--root " + root.string() + " verify hidden");
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK_THAT(verified.out, Catch::Contains("5 solutions, 5 as their folders promise"));
    const fs::path exported = scratch() / "interactor-exported";
    fs::remove_all(exported);
    const auto exporting = gavel("--root " + root.string() + " export hidden " + exported.string());
    INFO(exporting.out << exporting.err);
    REQUIRE(exporting.exit_code == 0);
    CHECK_THAT(read_all(exported / "hidden" / "problem.yaml"), Catch::Contains("type: [pass-fail, interactive]"));
    const auto package = gavel("verify " + (exported / "hidden").string());
    INFO(package.out << package.err);
    CHECK(package.exit_code == 0);
}

TEST_CASE("a problem with a testlib interactor is not exported: a package's interactor speaks Kattis", "[interactive][cli][errors]") {
    const fs::path exported = scratch() / "interactor-testlib-export";
    fs::remove_all(exported);
    const auto exporting = gavel(on("interactive") + " export hidden " + exported.string());
    CHECK(exporting.exit_code == 2);
    CHECK_THAT(exporting.err, Catch::Contains("problem.yaml:9:13: interactor program interactor.c speaks testlib's protocol"));
    CHECK_FALSE(fs::exists(exported / "hidden"));
}
