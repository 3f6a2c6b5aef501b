// The inferred time limit of a package (package/time_limit.cpp).
#include <catch2/catch.hpp>

#include "package/time_limit.hpp"

using gavel::Duration;
using gavel::package::FormatVersion;
using gavel::package::infer_time_limit;
using gavel::package::Timing;

namespace {

Duration ms(long long value) { return std::chrono::milliseconds(value); }

}  // namespace

TEST_CASE("2025-09: the smallest multiple of the resolution at least T_ac times ac_to_time_limit", "[package][time_limit]") {
    Timing timing;  // ac_to_time_limit 2, time_limit_to_tle 1.5, resolution 1 s
    auto inferred = infer_time_limit(timing, FormatVersion::v2025_09, ms(600), std::nullopt);
    CHECK(inferred.time_limit == ms(2000));
    CHECK(inferred.error.empty());
    CHECK(inferred.slowest_lower == ms(600));

    // Exactly on a multiple stays there.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(500), std::nullopt).time_limit == ms(1000));
    // A finer resolution rounds up to it.
    timing.time_resolution = 0.1;
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(333), std::nullopt).time_limit == ms(700));
    timing.time_resolution = 0.25;
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(130), std::nullopt).time_limit == ms(500));
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(125), std::nullopt).time_limit == ms(250));
    // Never below one step, even for a submission that takes no time at all.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(0), std::nullopt).time_limit == ms(250));
    // 2023-07-draft follows the same rule.
    CHECK(infer_time_limit(timing, FormatVersion::draft_2023_07, ms(130), std::nullopt).time_limit == ms(500));
}

TEST_CASE("2025-09: a time-out must stay time_limit_to_tle above the limit", "[package][time_limit]") {
    Timing timing;
    timing.ac_to_time_limit = 3;
    timing.time_limit_to_tle = 2;
    // 0.4 s * 3 = 1.2 s: the limit is 2 s, and 2 s * 2 = 4 s <= 5 s.
    auto fits = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(5000));
    CHECK(fits.time_limit == ms(2000));
    CHECK(fits.error.empty());
    CHECK(fits.fastest_upper == std::optional<Duration>(ms(5000)));
    // Exactly at the bound still fits.
    CHECK(infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(4000)).error.empty());

    // 2 s * 2 = 4 s > 3 s: no multiple fits; the limit is still the lower one.
    auto impossible = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(3000));
    CHECK(impossible.time_limit == ms(2000));
    CHECK(impossible.error ==
          "no time limit fits: the slowest run that must pass (400 ms) times ac_to_time_limit 3 needs at least 2 s, but "
          "the fastest time-out (3.00 s) divided by time_limit_to_tle allows at most 1.5 s");
    // A finer resolution can make it fit: 1.2 s * 2 = 2.4 s <= 3 s.
    timing.time_resolution = 0.1;
    auto finer = infer_time_limit(timing, FormatVersion::v2025_09, ms(400), ms(3000));
    CHECK(finer.error.empty());
    CHECK(finer.time_limit == ms(1200));
}

TEST_CASE("legacy: T_ac times time_multiplier, up to a whole second, under time_safety_margin", "[package][time_limit]") {
    Timing timing;
    timing.ac_to_time_limit = 5;    // time_multiplier
    timing.time_limit_to_tle = 2;   // time_safety_margin
    timing.time_resolution = 0.1;   // not the legacy format's: whole seconds regardless
    auto inferred = infer_time_limit(timing, FormatVersion::legacy, ms(250), std::nullopt);
    CHECK(inferred.time_limit == ms(2000));
    CHECK(infer_time_limit(timing, FormatVersion::legacy, ms(200), std::nullopt).time_limit == ms(1000));
    CHECK(infer_time_limit(timing, FormatVersion::legacy, ms(250), ms(4000)).error.empty());

    auto impossible = infer_time_limit(timing, FormatVersion::legacy, ms(250), ms(3500));
    CHECK(impossible.time_limit == ms(2000));
    CHECK(impossible.error ==
          "no time limit fits: the slowest run that must pass (250 ms) times time_multiplier 5 needs at least 2 s (in "
          "whole seconds), but the fastest time-out (3.50 s) divided by time_safety_margin allows at most 1.75 s");
}
