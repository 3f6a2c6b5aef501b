// Calling a problem plugin's functions directly, for its own tests and benchmarks: each call collects what the
// plugin wrote into strings. Header-only; needs nothing but the ABI.
#pragma once

#include <gavel/plugin.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gavel::testing {

struct Call {
    int status = GAVEL_FAILED;
    std::string output;
    std::string message;
};

inline int append_to(void* context, const char* data, size_t size) {
    static_cast<std::string*>(context)->append(data, size);
    return 0;
}

inline Call solve(const gavel_problem& problem, std::string_view input) {
    Call call;
    const gavel_writer output{&call.output, append_to}, message{&call.message, append_to};
    call.status = problem.solve(input.data(), input.size(), &output, &message);
    return call;
}

inline Call validate(const gavel_problem& problem, std::string_view input) {
    Call call;
    const gavel_writer message{&call.message, append_to};
    call.status = problem.validate ? problem.validate(input.data(), input.size(), &message) : GAVEL_OK;
    return call;
}

inline Call check(const gavel_problem& problem, std::string_view input, std::string_view output, std::string_view answer) {
    Call call;
    const gavel_writer message{&call.message, append_to};
    call.status = problem.check(input.data(), input.size(), output.data(), output.size(), answer.data(), answer.size(), &message);
    return call;
}

inline Call generate(const gavel_problem& problem, std::uint64_t seed, const std::map<std::string, std::string>& params = {}) {
    std::vector<gavel_param> list;
    for (const auto& [key, value] : params) list.push_back({key.c_str(), value.c_str()});
    Call call;
    const gavel_writer output{&call.output, append_to}, message{&call.message, append_to};
    call.status = problem.generate(seed, list.data(), list.size(), &output, &message);
    return call;
}

/// A submission played by the test for interact(): given everything the interactor has flushed to it so far, it
/// returns what it writes next; "" ends it (closes its output).
using Player = std::function<std::string(std::string_view replies)>;

struct Interaction : Call {
    std::string requests;  // what the player wrote, in all
    std::string replies;   // what the interactor flushed to it, in all
};

inline Interaction interact(const gavel_problem& problem, std::string_view input, std::string_view answer, const Player& player) {
    struct Line {
        const Player& player;
        Interaction& interaction;
        std::string pending, queued;  // the player's bytes not read yet; the interactor's not flushed yet
    };
    Interaction interaction;
    Line line{player, interaction, {}, {}};
    const auto read = [](void* context, char* data, size_t capacity) -> ptrdiff_t {
        Line& at = *static_cast<Line*>(context);
        if (at.pending.empty()) {
            at.pending = at.player(at.interaction.replies);
            at.interaction.requests += at.pending;
        }
        const size_t size = std::min(capacity, at.pending.size());
        at.pending.copy(data, size);
        at.pending.erase(0, size);
        return static_cast<ptrdiff_t>(size);
    };
    const auto write = [](void* context, const char* data, size_t size) {
        static_cast<Line*>(context)->queued.append(data, size);
        return 0;
    };
    const auto flush = [](void* context) {
        Line& at = *static_cast<Line*>(context);
        at.interaction.replies += at.queued;
        at.queued.clear();
        return 0;
    };
    const gavel_channel channel{&line, read, write, flush};
    const gavel_writer message{&interaction.message, append_to};
    interaction.status = problem.interact(input.data(), input.size(), answer.data(), answer.size(), &channel, &message);
    return interaction;
}

/// The same calls on the problem linked into the test program itself: a plugin's own tests link its .cpp, and
/// `using namespace gavel::testing::linked;` gives them solve(input), check(output, answer) and the rest.
namespace linked {

inline const gavel_problem& problem() { return *gavel_get_problem(); }
inline Call solve(std::string_view input) { return testing::solve(problem(), input); }
inline Call validate(std::string_view input) { return testing::validate(problem(), input); }
inline Call check(std::string_view output, std::string_view answer, std::string_view input = {}) {
    return testing::check(problem(), input, output, answer);
}
inline Call generate(std::uint64_t seed, const std::map<std::string, std::string>& params = {}) {
    return testing::generate(problem(), seed, params);
}
inline Interaction interact(std::string_view input, std::string_view answer, const Player& player) {
    return testing::interact(problem(), input, answer, player);
}
/// A generated input; a generator that refuses throws, which fails the test with the generator's message.
inline std::string generated(std::uint64_t seed, const std::map<std::string, std::string>& params = {}) {
    Call call = generate(seed, params);
    if (call.status != GAVEL_OK) throw std::runtime_error("the generator refused: " + call.message);
    return std::move(call.output);
}

}  // namespace linked

}  // namespace gavel::testing
