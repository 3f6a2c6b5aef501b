// checktestdata's -g: data made by following a program, which the same program accepts.
#include <catch2/catch.hpp>

#include <set>

#include "ctd_fixture.hpp"

using namespace gavel_test;

namespace {

const char* const varied_program = R"(INT(1, 20, n) SPACE FLOAT(-1, 1, r) NEWLINE
REPI(i, n, SPACE) INT(-10^12, 10^12, x[i]) END NEWLINE
FLOATP(0, 100, 2, 4, p, FIXED) SPACE FLOATP(1, 1e9, 1, 3, q, SCIENTIFIC) NEWLINE
REGEX("[A-Z][a-z]{1,5}(_[0-9]+)?", w) SPACE STRING("ok") NEWLINE
IF(n > 10) STRING("big") ELSE STRING("small") END NEWLINE
ASSERT(STRLEN(w) >= 2)
)";

std::optional<std::string> generated(const std::string& source, std::uint64_t seed, std::vector<std::pair<std::string, std::string>> presets = {}) {
    const gavel::ctd::Program program = gavel::ctd::parse_program(source, "test.ctd");
    gavel::ctd::GenerateOptions options;
    options.seed = seed;
    std::string text;
    for (const auto& [name, value] : presets) text += (text.empty() ? "" : ",") + name + "=" + value;
    options.presets = gavel::ctd::parse_presets(text, program, "--preset");
    std::string why_not;
    return gavel::ctd::generate_data(program, options, why_not);
}

}  // namespace

TEST_CASE("ctd: 100 seeds make 100 data files the program accepts", "[ctd][generate]") {
    std::set<std::string> different;
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        const auto data = generated(varied_program, seed);
        REQUIRE(data);
        INFO("seed " << seed << ":\n" << *data);
        CHECK(ctd_where(varied_program, *data).empty());
        different.insert(*data);
    }
    CHECK(different.size() == 100);
}

TEST_CASE("ctd: the same seed makes the same data, a preset fixes a read's value", "[ctd][generate]") {
    CHECK(generated(varied_program, 7) == generated(varied_program, 7));
    const auto data = generated(varied_program, 7, {{"n", "3"}});
    REQUIRE(data);
    CHECK(data->substr(0, 2) == "3 ");
    CHECK(ctd_accepts(varied_program + std::string("ASSERT(n == 3)"), *data));
    const auto exact = generated("INT(0, 10^30, n)", 3, {{"n", "1000000000000000000000000000000"}});
    CHECK(exact == std::optional<std::string>("1000000000000000000000000000000"));
    CHECK_FALSE(generated("INT(0, 10, n)", 3, {{"n", "11"}}));
    CHECK_THAT(input_error_of([] { generated("INT(0, 10, n)", 3, {{"m", "1"}}); }, "an unknown preset"),
               Catch::Contains("--preset:1:1: the program has no variable m"));
}

TEST_CASE("ctd: a choice that fails an ASSERT is reported, not written", "[ctd][generate]") {
    const gavel::ctd::Program program = gavel::ctd::parse_program("INT(1, 1000, a) ASSERT(a == 1001)", "test.ctd");
    std::string why_not;
    CHECK_FALSE(gavel::ctd::generate_data(program, {}, why_not));
    CHECK(why_not == "test.ctd:1:17: ASSERT(a == 1001): the assertion does not hold");
}
