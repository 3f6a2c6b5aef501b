// What `gavel run` checks: the checker accepts the reference's own answer on generated cases, and the generated
// cases are cross-checked against every accepted bundled solution (by default for small suites, --cross always).
#include <catch2/catch.hpp>

#include <fstream>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

// The honest fixture copied to scratch with a wrong "accepted" solution and `count` generated cases.
fs::path honest_with_wrong_accepted(const std::string& name, int count) {
    const auto root = scratch() / name;
    fs::remove_all(root);
    fs::copy(fs::path(FIXTURES_DIR) / "honest", root, fs::copy_options::recursive);
    std::ofstream(root / "problems" / "sum" / "solutions" / "accepted" / "wrong.c")
        << "#include <stdio.h>\nint main(void) { long long a, b; if (scanf(\"%lld %lld\", &a, &b) != 2) return 1;\n"
           "  printf(\"%lld\\n\", a - b); return 0; }\n";
    std::ofstream(root / "testcases" / "sum" / "suite.yaml", std::ios::trunc)
        << "problem: sum\ngroups:\n  - name: random\n    points: 100\n    generate: { count: " << count
        << ", seed: 3, params: { bound: 1000000 } }\n";
    return root;
}

}  // namespace

TEST_CASE("run cross-checks a small suite's generated cases against the accepted solutions and says how many", "[run-checks]") {
    const auto run = gavel(on("honest") + " run sum");
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.err, Catch::Contains("sum/random/gen-20 AC"));
    CHECK_THAT(run.err, Catch::Contains("sum: 20 generated cases cross-checked against 2 accepted solutions, 0 disagreeing"));
}

TEST_CASE("a checker that rejects the reference's own answer on a generated case is IE", "[run-checks]") {
    const auto run = gavel(on("honest") + " run sum_kattis");
    INFO(run.err);
    CHECK(run.exit_code == 1);
    for (const char* test : {"gen-1", "gen-2", "gen-3"})
        CHECK_THAT(run.err, Catch::Contains(std::string("sum_kattis/random/") + test + " IE"));
    CHECK_THAT(run.err, Catch::Contains("the checker rejects the reference's own answer (WA): this checker accepts nothing"));
    CHECK_THAT(run.err, Catch::Contains("sum_kattis: IE (reference)"));
}

TEST_CASE("run fails naming an accepted solution that disagrees with the reference on a generated case", "[run-checks]") {
    const auto root = honest_with_wrong_accepted("run-checks-small", 20);
    const auto run = gavel("--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR + " run sum");
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.err, Catch::Contains("sum: AC (reference)"));  // the reference passed: the disagreement fails the run
    CHECK_THAT(run.err, Catch::Contains("accepted/wrong.c (accepted) disagrees with the reference on sum/random/gen-1: WA"));
    CHECK_THAT(run.err, Catch::Contains("sum: 20 generated cases cross-checked against 3 accepted solutions, 1 disagreeing"));
}

TEST_CASE("run leaves a large suite's generated cases to --cross, which checks them", "[run-checks]") {
    const auto root = honest_with_wrong_accepted("run-checks-large", 201);
    const auto on_copy = "--root " + root.string() + " --plugin-path " + TEST_PLUGIN_DIR;
    const auto plain = gavel(on_copy + " run sum");
    INFO(plain.err);
    CHECK(plain.exit_code == 0);
    CHECK_THAT(plain.err, Catch::Contains("sum: 201 generated cases not cross-checked (more than 200; `gavel run --cross` checks them)"));

    const auto crossed = gavel(on_copy + " run sum --cross");
    INFO(crossed.err);
    CHECK(crossed.exit_code == 1);
    CHECK_THAT(crossed.err, Catch::Contains("accepted/wrong.c (accepted) disagrees with the reference on sum/random/gen-1: WA"));
    CHECK_THAT(crossed.err, Catch::Contains("sum: 201 generated cases cross-checked against 3 accepted solutions, 1 disagreeing"));
}
