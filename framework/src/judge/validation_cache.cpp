#include "judge/validation_cache.hpp"

#include "run/sha256.hpp"

namespace gavel {

ValidationCache::ValidationCache(std::vector<std::shared_ptr<const Validator>> validators)
    : validators_(std::move(validators)) {}

std::vector<Validation> ValidationCache::validate_all(std::span<const std::string_view> inputs) {
    std::vector<Validation> results(inputs.size());
    if (validators_.empty()) return results;
    std::vector<std::string> digests(inputs.size());
    std::vector<std::size_t> unknown;                            // first inputs of contents not judged yet
    std::vector<std::pair<std::size_t, std::size_t>> repeats;    // (input, earlier input of the same content)
    for (std::size_t i = 0; i < inputs.size(); ++i) digests[i] = sha256_hex(inputs[i]);
    {
        const std::lock_guard lock(mutex_);
        std::unordered_map<std::string_view, std::size_t> first_unknown;
        for (std::size_t i = 0; i < inputs.size(); ++i)
            if (const auto found = by_digest_.find(digests[i]); found != by_digest_.end())
                results[i] = found->second;
            else if (const auto [earlier, fresh] = first_unknown.emplace(digests[i], i); fresh)
                unknown.push_back(i);
            else
                repeats.emplace_back(i, earlier->second);
        counts_.remembered += inputs.size() - unknown.size();
        counts_.validated += unknown.size();
    }
    // Each validator sees only the inputs every earlier one accepted: the first objection is the one reported.
    std::vector<std::size_t> pending = unknown;
    for (const auto& validator : validators_) {
        if (pending.empty()) break;
        std::vector<std::string_view> batch;
        batch.reserve(pending.size());
        for (const std::size_t i : pending) batch.push_back(inputs[i]);
        const std::vector<Validation> said = validator->validate_all(batch);
        std::vector<std::size_t> accepted;
        for (std::size_t j = 0; j < pending.size(); ++j) {
            // A validator that returns fewer results than inputs failed on the ones it left out.
            const Validation verdict = j < said.size() ? said[j]
                                                       : Validation{Validation::Outcome::failed,
                                                                    "the validator " + validator->name() + " gave no answer"};
            if (verdict.ok())
                accepted.push_back(pending[j]);
            else
                results[pending[j]] = verdict;
        }
        pending = std::move(accepted);
    }
    for (const auto& [input, earlier] : repeats) results[input] = results[earlier];
    const std::lock_guard lock(mutex_);
    for (const std::size_t i : unknown)
        if (results[i].outcome != Validation::Outcome::failed) by_digest_.emplace(digests[i], results[i]);
    return results;
}

Validation ValidationCache::validate(std::string_view input) {
    return validate_all(std::span(&input, 1)).front();
}

ValidationCache::Counts ValidationCache::counts() const {
    const std::lock_guard lock(mutex_);
    return counts_;
}

}  // namespace gavel
