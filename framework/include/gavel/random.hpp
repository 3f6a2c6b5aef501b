// gavel's seeded random generator for test generators.
//
// std::uniform_int_distribution and friends differ between standard libraries, so a generator built on them
// would write different tests on different machines. Everything here is specified bit for bit:
// splitmix64 seeding, xoshiro256** steps, and rejection sampling for ranges.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gavel {

class Random {
public:
    explicit Random(std::uint64_t seed) {
        for (auto& word : state_) word = splitmix64(seed);
    }

    /// The next 64 random bits.
    std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    /// A uniform integer in [lo, hi], both ends included.
    std::int64_t uniform(std::int64_t lo, std::int64_t hi) {
        if (lo > hi) throw std::invalid_argument("Random::uniform: empty range");
        const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
        if (span == UINT64_MAX) return static_cast<std::int64_t>(next());
        const std::uint64_t range = span + 1;
        // Reject the top partial block so that every value is equally likely.
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
        std::uint64_t bits;
        do bits = next();
        while (bits >= limit);
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + bits % range);
    }

    /// True with probability numerator/denominator.
    bool chance(std::uint64_t numerator, std::uint64_t denominator) {
        return static_cast<std::uint64_t>(uniform(0, static_cast<std::int64_t>(denominator) - 1)) < numerator;
    }

    template <class T>
    const T& pick(const std::vector<T>& items) {
        if (items.empty()) throw std::invalid_argument("Random::pick: no items");
        return items[static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(items.size()) - 1))];
    }

    char pick(const std::string& letters) {
        if (letters.empty()) throw std::invalid_argument("Random::pick: no letters");
        return letters[static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(letters.size()) - 1))];
    }

    /// Fisher-Yates, drawing from this generator (std::shuffle's draws are unspecified).
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(uniform(0, static_cast<std::int64_t>(i) - 1));
            std::swap(items[i - 1], items[j]);
        }
    }

    /// Derives the seed of the index-th generated case from a suite seed, so cases are independent.
    static std::uint64_t derive(std::uint64_t seed, std::uint64_t index) {
        std::uint64_t mixed = seed ^ (0x9e3779b97f4a7c15ULL * (index + 1));
        return splitmix64(mixed);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitmix64(std::uint64_t& x) {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    std::uint64_t state_[4];
};

}  // namespace gavel
