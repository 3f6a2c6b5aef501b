// What a problem's validators said of each input content, remembered for the life of the process.
//
// Every judging command validates every input before judging anything on it, and verify and calibrate grade many
// solutions on the same inputs: the validators must run once per input content, not once per solution. The key
// is the SHA-256 of the input's bytes, so two cases with the same content (or the same case graded again) cost
// one validation and the cache holds 64 bytes per input, never the input. Only what the validators decided is
// kept (valid, invalid); a validator that failed said nothing about the input, so the next asker tries again.
// The cache lives in memory only, one per ProblemJudge: nothing is written to disk, so no stale verdict can
// outlive a change of the validator or of the data.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "checkers/validator.hpp"

namespace gavel {

class ValidationCache {
public:
    /// `validators` run in order; an input is valid when every one accepts it.
    explicit ValidationCache(std::vector<std::shared_ptr<const Validator>> validators);

    /// What the validators say of each input, in order: the first refusal or failure, else valid. Contents seen
    /// before are answered from the cache; the rest go to each validator in one validate_all() call. Safe to call
    /// from several threads (two threads may both validate a content neither has seen).
    std::vector<Validation> validate_all(std::span<const std::string_view> inputs);
    Validation validate(std::string_view input);

    /// How many inputs the validators judged, and how many the cache answered, since construction.
    struct Counts {
        std::size_t validated = 0;
        std::size_t remembered = 0;
    };
    Counts counts() const;

private:
    std::vector<std::shared_ptr<const Validator>> validators_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, Validation> by_digest_;  // SHA-256 hex of the input -> what was decided
    Counts counts_;
};

}  // namespace gavel
