// The validation cache: each input content is validated once; refusals are remembered, failures are not.
#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <vector>

#include "judge/validation_cache.hpp"

namespace {

// Counts the inputs it is shown; refuses any holding "bad", fails on any holding "crash".
class CountingValidator final : public gavel::Validator {
public:
    explicit CountingValidator(std::string name) : name_(std::move(name)) {}
    gavel::Validation validate(std::string_view input) const override {
        ++seen;
        if (input.find("crash") != std::string_view::npos) return {gavel::Validation::Outcome::failed, name_ + " crashed"};
        if (input.find("bad") != std::string_view::npos) return {gavel::Validation::Outcome::invalid, name_ + " refuses it"};
        return {};
    }
    std::string name() const override { return name_; }
    mutable std::atomic<int> seen{0};

private:
    std::string name_;
};

std::vector<gavel::Validation::Outcome> outcomes(const std::vector<gavel::Validation>& validations) {
    std::vector<gavel::Validation::Outcome> list;
    for (const auto& validation : validations) list.push_back(validation.outcome);
    return list;
}

using Outcome = gavel::Validation::Outcome;

}  // namespace

TEST_CASE("the validation cache validates each input content once", "[cache]") {
    const auto validator = std::make_shared<CountingValidator>("v");
    gavel::ValidationCache cache({validator});
    const std::vector<std::string_view> first{"1 2\n", "bad\n", "1 2\n"};
    CHECK(outcomes(cache.validate_all(first)) == std::vector{Outcome::valid, Outcome::invalid, Outcome::valid});
    CHECK(validator->seen == 2);  // the repeated content within one call is validated once
    CHECK(cache.counts().validated == 2);
    CHECK(cache.counts().remembered == 1);

    // The same contents again (other strings, same bytes): nothing reaches the validator, the refusal's message is kept.
    const std::string same_valid = "1 2\n", same_bad = "bad\n";
    const auto again = cache.validate_all(std::vector<std::string_view>{same_bad, same_valid});
    CHECK(outcomes(again) == std::vector{Outcome::invalid, Outcome::valid});
    CHECK(again[0].message == "v refuses it");
    CHECK(validator->seen == 2);
    CHECK(cache.counts().remembered == 3);

    // Different bytes are a different input.
    CHECK(cache.validate("1 2 \n").ok());
    CHECK(validator->seen == 3);
}

TEST_CASE("the validation cache forgets a validator's failure and asks again", "[cache]") {
    const auto validator = std::make_shared<CountingValidator>("v");
    gavel::ValidationCache cache({validator});
    CHECK(cache.validate("crash\n").outcome == Outcome::failed);
    CHECK(cache.validate("crash\n").outcome == Outcome::failed);
    CHECK(validator->seen == 2);
}

TEST_CASE("the validation cache reports the first validator's objection and asks no more of it", "[cache]") {
    const auto first = std::make_shared<CountingValidator>("first");
    const auto second = std::make_shared<CountingValidator>("second");
    gavel::ValidationCache cache({first, second});
    const auto said = cache.validate_all(std::vector<std::string_view>{"bad\n", "fine\n"});
    CHECK(said[0].message == "first refuses it");
    CHECK(said[1].ok());
    CHECK(first->seen == 2);
    CHECK(second->seen == 1);  // only the input the first accepted

    gavel::ValidationCache none({});
    CHECK(none.validate("bad\n").ok());  // a problem without validators accepts every input
}
