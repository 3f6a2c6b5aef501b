#include <catch2/catch.hpp>

#include "base/units.hpp"

using namespace std::chrono_literals;

TEST_CASE("durations parse in s, ms and us", "[units]") {
    std::string error;
    CHECK(gavel::parse_duration("1s", error) == gavel::Duration(1s));
    CHECK(gavel::parse_duration("500ms", error) == gavel::Duration(500ms));
    CHECK(gavel::parse_duration("1.5s", error) == gavel::Duration(1500ms));
    CHECK(gavel::parse_duration("250us", error) == gavel::Duration(250us));
    CHECK(error.empty());
}

TEST_CASE("zero, negative and unparsable durations are refused with what was expected", "[units]") {
    for (const char* text : {"0s", "0ms", "-1s", "fast", "1", "1 s", "s", "1e3ms", "1.2.3s", "", "10h"}) {
        std::string error;
        INFO(text);
        CHECK_FALSE(gavel::parse_duration(text, error));
        CHECK_THAT(error, Catch::Contains("expected a positive duration"));
        CHECK_THAT(error, Catch::Contains(std::string("'") + text + "'"));
    }
}

TEST_CASE("sizes parse in binary and decimal units", "[units]") {
    std::string error;
    CHECK(gavel::parse_size("256MiB", error) == 256ull << 20);
    CHECK(gavel::parse_size("64KiB", error) == 64ull << 10);
    CHECK(gavel::parse_size("1GiB", error) == 1ull << 30);
    CHECK(gavel::parse_size("4096B", error) == 4096u);
    CHECK(gavel::parse_size("1.5MiB", error) == 1572864u);
    CHECK(gavel::parse_size("2MB", error) == 2000000u);
    // Decimal units are powers of 1000, not of 1024: 1kB is 1000 bytes, not 1024.
    CHECK(gavel::parse_size("1kB", error) == 1000u);
    CHECK(gavel::parse_size("1.5kB", error) == 1500u);
    CHECK(gavel::parse_size("64kB", error) == 64000u);
    CHECK(gavel::parse_size("1GB", error) == 1000000000u);
    CHECK(error.empty());
    // The case matters: "KB" and "kb" are neither unit, and "1KiB" is still 1024.
    CHECK(gavel::parse_size("1KiB", error) == 1024u);
    for (const char* text : {"1KB", "1kb", "1Kb"}) {
        INFO(text);
        CHECK_FALSE(gavel::parse_size(text, error));
    }
}

TEST_CASE("zero, negative and unparsable sizes are refused", "[units]") {
    for (const char* text : {"0MiB", "-1MiB", "big", "256", "256mib", "MiB", "0.1B", "2TiB"}) {
        std::string error;
        INFO(text);
        CHECK_FALSE(gavel::parse_size(text, error));
        CHECK_THAT(error, Catch::Contains("expected a positive size"));
    }
}

TEST_CASE("durations and sizes format for log lines", "[units]") {
    CHECK(gavel::format_duration(gavel::Duration(3400us)) == "3 ms");
    CHECK(gavel::format_duration(gavel::Duration(1250ms)) == "1.25 s");
    CHECK(gavel::format_kib(512) == "512 KiB");
    CHECK(gavel::format_kib(1229) == "1.2 MiB");
}
