// The C++ side of the gavel plugin ABI (header-only).
//
// A problem plugin is one .cpp:
//
//     #include <gavel/sdk.hpp>
//     class Sum : public gavel::Problem {
//     public:
//         void solve(std::istream& in, std::ostream& out) override { long a, b; in >> a >> b; out << a + b << '\n'; }
//         void validate(gavel::InputReader& in) override { in.read_int(0, 100, "a"); ...; }  // optional
//     };
//     GAVEL_PROBLEM(Sum, "sum", "A plus B", "1.0")
//
// check, validate, generate and interact are optional: override the ones the problem has, and the macro fills in
// only those pointers of the descriptor. Overriding interact() makes the problem interactive: it talks to each
// submission through a gavel::Channel (channel.hpp) and decides the test, while solve() writes each test's answer
// (what interact() is given beside the input). A check reads the output with gavel::OutputReader (output_reader.hpp), whose
// failed reads are wrong answers. A contestant's Solver plugin derives from gavel::Solver and ends with
// GAVEL_SOLVER(MySolution, "name"). Every exception is caught before it reaches the C boundary.
#pragma once

#include <gavel/channel.hpp>
#include <gavel/input_reader.hpp>
#include <gavel/output_reader.hpp>
#include <gavel/plugin.h>
#include <gavel/random.hpp>

#include <cstdint>
#include <initializer_list>
#include <istream>
#include <map>
#include <new>
#include <optional>
#include <ostream>
#include <set>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>

namespace gavel {

/// The common Solver interface: read the whole input, write the whole output.
class Solver {
public:
    virtual ~Solver() = default;
    /// Solves one test. Throwing reports a failure (a runtime error for the solver).
    virtual void solve(std::istream& in, std::ostream& out) = 0;
};

enum class Judgement { accepted, wrong_answer, presentation_error };

struct CheckResult {
    Judgement judgement = Judgement::accepted;
    std::string message;
    /// An accepted output's share of the test's points, from 0 to 1, when it earns only part of them (partial()).
    std::optional<double> fraction;
};

inline CheckResult accepted(std::string message = {}) { return {Judgement::accepted, std::move(message), {}}; }
/// Accepted for `fraction` (0 to 1) of the test's points: a group with `aggregate: sum` scores the mean of its
/// tests' fractions, one with `min` their least. gavel refuses a fraction outside [0, 1] or NaN as the checker's failure (IE).
inline CheckResult partial(double fraction, std::string message = {}) {
    return {Judgement::accepted, std::move(message), fraction};
}
inline CheckResult wrong_answer(std::string message) { return {Judgement::wrong_answer, std::move(message), {}}; }
inline CheckResult presentation_error(std::string message) {
    return {Judgement::presentation_error, std::move(message), {}};
}

/// Generator parameters from the suite file. Reading a key marks it used; a key the generator never
/// reads is reported as unknown, so a typo in a suite cannot silently fall back to a default.
class Params {
public:
    void set(std::string key, std::string value) { values_[std::move(key)] = std::move(value); }

    bool has(const std::string& key) const { return values_.count(key) != 0; }

    std::string get_string(const std::string& key, const std::string& fallback) const {
        used_.insert(key);
        const auto it = values_.find(key);
        return it == values_.end() ? fallback : it->second;
    }

    std::int64_t get_int(const std::string& key, std::int64_t fallback, std::int64_t lo, std::int64_t hi) const {
        used_.insert(key);
        const auto it = values_.find(key);
        if (it == values_.end()) return fallback;
        std::size_t consumed = 0;
        std::int64_t value = 0;
        try {
            value = std::stoll(it->second, &consumed);
        } catch (const std::exception&) {
            consumed = 0;
        }
        if (consumed == 0 || consumed != it->second.size())
            throw InvalidInput("parameter " + key + ": expected an integer, found '" + it->second + "'");
        if (value < lo || value > hi)
            throw InvalidInput("parameter " + key + ": expected " + std::to_string(lo) + ".." + std::to_string(hi) +
                               ", found " + it->second);
        return value;
    }

    /// One of `allowed` (`fallback` when the suite has no such key); any other value is refused by name.
    std::string get_choice(const std::string& key, const std::string& fallback,
                           std::initializer_list<std::string_view> allowed) const {
        const std::string value = get_string(key, fallback);
        std::string list;
        for (const std::string_view option : allowed) {
            if (value == option) return value;
            list += (list.empty() ? "" : ", ") + std::string(option);
        }
        throw InvalidInput("parameter " + key + ": expected one of " + list + ", found '" + value + "'");
    }

    /// Keys the suite gave that no get_* call asked for.
    std::string unused_keys() const {
        std::string unused;
        for (const auto& [key, value] : values_)
            if (!used_.count(key)) unused += (unused.empty() ? "" : ", ") + key;
        return unused;
    }

private:
    std::map<std::string, std::string> values_;
    mutable std::set<std::string> used_;
};

/// A problem: its reference solver plus the optional checker, validator and generator.
class Problem : public Solver {
public:
    /// Judges `output` against the stored `answer`: accepted(), wrong_answer(), presentation_error(), or partial()
    /// for part of the test's points. Override only where the built-in checkers do not fit.
    virtual CheckResult check(std::string_view input, std::string_view output, std::string_view answer) {
        (void)input, (void)output, (void)answer;
        return accepted();
    }
    /// Throws InvalidInput (InputReader does) where the input breaks the statement. The end of input is
    /// checked after this returns, so trailing garbage is always rejected.
    virtual void validate(InputReader& in) { (void)in; }
    /// Writes one test input; a pure function of the random stream and the parameters.
    virtual void generate(Random& random, const Params& params, std::ostream& out) {
        (void)random, (void)params, (void)out;
    }
    /// Judges a submission by talking to it (an interactive problem). `answer` is solve()'s output for `input`.
    /// A failed read of the channel is a wrong answer; nothing a submission writes can make it throw otherwise.
    virtual CheckResult interact(std::string_view input, std::string_view answer, Channel& submission) {
        (void)input, (void)answer, (void)submission;
        return accepted();
    }
};

namespace detail {

// Reads a (pointer, length) buffer without copying it.
class MemoryBuffer : public std::streambuf {
public:
    MemoryBuffer(const char* data, std::size_t size) {
        char* begin = const_cast<char*>(data);  // get area is read-only in practice: no putback writes
        setg(begin, begin, begin + size);
    }
};

// Buffers writes and hands them to a gavel_writer in large blocks.
class WriterBuffer : public std::streambuf {
public:
    explicit WriterBuffer(const gavel_writer* writer) : writer_(writer) { setp(buffer_, buffer_ + sizeof buffer_); }
    ~WriterBuffer() override { sync(); }

protected:
    int_type overflow(int_type ch) override {
        if (flush_buffer() != 0) return traits_type::eof();
        if (!traits_type::eq_int_type(ch, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(ch);
            pbump(1);
        }
        return traits_type::not_eof(ch);
    }
    int sync() override { return flush_buffer(); }

private:
    int flush_buffer() {
        const auto pending = static_cast<std::size_t>(pptr() - pbase());
        if (pending == 0) return 0;
        if (failed_ || writer_ == nullptr || writer_->write(writer_->context, pbase(), pending) != 0) {
            failed_ = true;
            return -1;
        }
        setp(buffer_, buffer_ + sizeof buffer_);
        return 0;
    }

    const gavel_writer* writer_;
    bool failed_ = false;
    char buffer_[1 << 16];
};

inline void write_message(const gavel_writer* message, std::string_view text) {
    if (message != nullptr && message->write != nullptr && !text.empty())
        message->write(message->context, text.data(), text.size());
}

// A check's or an interaction's judgement as the ABI's status, its message written. A partial result goes to
// `fraction` where the caller takes one (check_scored); where it cannot (check on a host without check_scored,
// interact), it is not full credit, so it is a wrong answer that says why.
inline int status_of(const CheckResult& result, const gavel_writer* message, double* fraction = nullptr) {
    if (result.judgement == Judgement::accepted && result.fraction) {
        if (fraction == nullptr) {
            write_message(message, "partial credit (" + std::to_string(*result.fraction) + ") is not taken here: " + result.message);
            return GAVEL_WRONG_ANSWER;
        }
        write_message(message, result.message);
        *fraction = *result.fraction;
        return GAVEL_PARTIAL_CREDIT;
    }
    write_message(message, result.message);
    switch (result.judgement) {
        case Judgement::accepted: return GAVEL_OK;
        case Judgement::wrong_answer: return GAVEL_WRONG_ANSWER;
        case Judgement::presentation_error: return GAVEL_PRESENTATION_ERROR;
    }
    return GAVEL_FAILED;
}

// Runs `body` and turns every exception into a status code and a message.
template <class Body>
int guarded(const gavel_writer* message, Body&& body) noexcept {
    try {
        return body();
    } catch (const InvalidInput& error) {
        write_message(message, error.what());
        return GAVEL_INVALID_INPUT;
    } catch (const std::bad_alloc&) {
        write_message(message, "out of memory");
        return GAVEL_OUT_OF_MEMORY;
    } catch (const std::exception& error) {
        write_message(message, error.what());
        return GAVEL_FAILED;
    } catch (...) {
        write_message(message, "unknown exception");
        return GAVEL_FAILED;
    }
}

template <class T>
int solve(const char* input, std::size_t input_size, const gavel_writer* output, const gavel_writer* message) {
    return guarded(message, [&] {
        T solver;
        MemoryBuffer in_buffer(input, input_size);
        std::istream in(&in_buffer);
        WriterBuffer out_buffer(output);
        std::ostream out(&out_buffer);
        solver.solve(in, out);
        out.flush();
        if (!out) throw std::runtime_error("the output was refused (output limit?)");
        return static_cast<int>(GAVEL_OK);
    });
}

// check_scored with `fraction`; the plain check (a host older than check_scored) without.
template <class T>
int check_scored(const char* input, std::size_t input_size, const char* output, std::size_t output_size,
                 const char* answer, std::size_t answer_size, const gavel_writer* message, double* fraction) {
    return guarded(message, [&] {
        T problem;
        CheckResult result;
        try {
            result = problem.check(std::string_view(input, input_size), std::string_view(output, output_size),
                                   std::string_view(answer, answer_size));
        } catch (const WrongOutput& wrong) {  // an OutputReader's failed read of the output
            result = wrong_answer(wrong.what());
        }
        return status_of(result, message, fraction);
    });
}

template <class T>
int check(const char* input, std::size_t input_size, const char* output, std::size_t output_size,
          const char* answer, std::size_t answer_size, const gavel_writer* message) {
    return check_scored<T>(input, input_size, output, output_size, answer, answer_size, message, nullptr);
}

template <class T>
int interact(const char* input, std::size_t input_size, const char* answer, std::size_t answer_size,
             const gavel_channel* submission, const gavel_writer* message) {
    return guarded(message, [&] {
        T problem;
        Channel channel(submission);
        CheckResult result;
        try {
            result = problem.interact(std::string_view(input, input_size), std::string_view(answer, answer_size), channel);
            channel.flush();
        } catch (const WrongOutput& wrong) {  // a failed read of what the submission wrote
            result = wrong_answer(wrong.what());
        }
        return status_of(result, message);
    });
}

template <class T>
int validate(const char* input, std::size_t input_size, const gavel_writer* message) {
    return guarded(message, [&] {
        T problem;
        InputReader reader(std::string_view(input, input_size));
        problem.validate(reader);
        reader.read_eof();
        return static_cast<int>(GAVEL_OK);
    });
}

template <class T>
int generate(std::uint64_t seed, const gavel_param* params, std::size_t param_count, const gavel_writer* output,
             const gavel_writer* message) {
    return guarded(message, [&] {
        T problem;
        Params parsed;
        for (std::size_t i = 0; i < param_count; ++i) parsed.set(params[i].key, params[i].value);
        Random random(seed);
        WriterBuffer out_buffer(output);
        std::ostream out(&out_buffer);
        problem.generate(random, parsed, out);
        if (const std::string unused = parsed.unused_keys(); !unused.empty())
            throw InvalidInput("unknown generator parameter(s): " + unused);
        out.flush();
        if (!out) throw std::runtime_error("the generated input was refused");
        return static_cast<int>(GAVEL_OK);
    });
}

// An override declared in T has a member-pointer type of T, not of Problem.
template <class T>
constexpr bool overrides_check = !std::is_same_v<decltype(&T::check), decltype(&Problem::check)>;
template <class T>
constexpr bool overrides_validate = !std::is_same_v<decltype(&T::validate), decltype(&Problem::validate)>;
template <class T>
constexpr bool overrides_generate = !std::is_same_v<decltype(&T::generate), decltype(&Problem::generate)>;

template <class T>
constexpr bool overrides_interact = !std::is_same_v<decltype(&T::interact), decltype(&Problem::interact)>;

template <class T>
constexpr gavel_problem make_problem(const char* id, const char* title, const char* version) {
    static_assert(std::is_base_of_v<Problem, T>, "GAVEL_PROBLEM needs a class derived from gavel::Problem");
    return gavel_problem{GAVEL_ABI_VERSION,
                         static_cast<std::uint32_t>(sizeof(gavel_problem)),
                         id,
                         title,
                         version,
                         &solve<T>,
                         overrides_check<T> ? &check<T> : nullptr,
                         overrides_validate<T> ? &validate<T> : nullptr,
                         overrides_generate<T> ? &generate<T> : nullptr,
                         overrides_interact<T> ? &interact<T> : nullptr,
                         overrides_check<T> ? &check_scored<T> : nullptr};
}

}  // namespace detail
}  // namespace gavel

/// Exports a problem plugin's descriptor. `cls` derives from gavel::Problem; `id` equals the plugin's name.
#define GAVEL_PROBLEM(cls, id, title, version)                                                     \
    extern "C" GAVEL_EXPORT const gavel_problem* gavel_get_problem(void) {                         \
        static constexpr gavel_problem descriptor = ::gavel::detail::make_problem<cls>(id, title, version); \
        return &descriptor;                                                                        \
    }

/// Exports a contestant Solver plugin's descriptor. `cls` derives from gavel::Solver.
#define GAVEL_SOLVER(cls, name)                                                                    \
    extern "C" GAVEL_EXPORT const gavel_solver* gavel_get_solver(void) {                          \
        static_assert(std::is_base_of_v<::gavel::Solver, cls>, "GAVEL_SOLVER needs a gavel::Solver"); \
        static constexpr gavel_solver descriptor{GAVEL_ABI_VERSION,                               \
                                                 static_cast<std::uint32_t>(sizeof(gavel_solver)), name, \
                                                 &::gavel::detail::solve<cls>};                   \
        return &descriptor;                                                                        \
    }
