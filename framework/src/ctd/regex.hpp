// REGEX's patterns: POSIX extended regular expressions (literals, '.', brackets with ranges and [:classes:], * + ?
// {n} {n,} {n,m}, | and groups, ^ and $), matched the way checktestdata does: from the data's current position,
// the longest text the pattern matches. A Thompson automaton walks the data once, so a match costs time linear in
// its length and no stack however long it is (a backtracking engine can take exponential time or overflow its
// stack on a hostile pattern or input), and the data is read only as far as a match can still grow.
#pragma once

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace gavel::ctd {

/// What a match reads: the byte `offset` places past the match's start, or -1 past the end of the data.
class MatchInput {
public:
    virtual ~MatchInput() = default;
    virtual int at(std::size_t offset) = 0;
};

class Regex {
public:
    /// Throws ProgramFault "regular expression "...": at character N: what was expected".
    static std::shared_ptr<const Regex> compile(const std::string& pattern);

    /// The length of the longest match at the start of `input`, or npos when nothing matches there.
    std::size_t longest_match(MatchInput& input) const;

    /// A text the pattern matches, made at random (as checktestdata's -g does: repetitions of up to 10 more
    /// than their least, characters from the printable ones a class allows).
    std::string generate(std::mt19937_64& random) const;

    const std::string& pattern() const { return pattern_; }

    struct Node;  // the parsed pattern, kept for generate()
    struct Instruction {
        enum class Op : std::uint8_t { set, split, jump, match, line_start, data_end };
        Op op = Op::match;
        int next = 0, other = 0;  // split: both; jump: next
        std::bitset<256> accepts;  // set
    };

private:
    std::string pattern_;
    std::shared_ptr<const Node> tree_;
    std::vector<Instruction> code_;
};

}  // namespace gavel::ctd
