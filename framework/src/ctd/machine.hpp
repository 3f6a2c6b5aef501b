// The interpreter's state and control flow, shared by checking and generating: variables, expressions, loops and
// branches. What a reading command does with the data is check_tokens.cpp's (checking) or generate_tokens.cpp's.
#pragma once

#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "ctd/interpreter.hpp"

namespace gavel::ctd::detail {

/// Thrown when the data does not follow the program (or, generating, a choice failed an ASSERT): unwinds to the
/// command being run, which adds itself.
struct Refused {
    std::string message;
};

struct IndexOrder {
    bool operator()(const std::vector<Value>& a, const std::vector<Value>& b) const;
};

class Machine {
public:
    Machine(const Program& program, const CheckOptions& options, DataReader* data, std::string* out, std::mt19937_64* random,
            const std::vector<std::pair<int, Value>>& presets);

    /// Runs the program with an EOF after it. Throws Refused (with the command in `refused_by()`) or InputError.
    void run();
    const Command* refused_by() const { return current_; }

private:
    struct Slot {
        std::optional<Value> plain;
        std::map<std::vector<Value>, Value, IndexOrder> entries;
        std::map<Value, std::size_t, ValueOrder> counts;  // only for a variable INARRAY looks in
    };

    void run_block(const std::vector<Command>& commands);
    void run_command(const Command& command);
    void run_loop(const Command& command);

    Value eval(const Expr& expr);
    bool test(const Expr& expr, const char* what);
    mpz_class integer_of(const Expr& expr, const char* what);
    Value integer_value(const Expr& expr, const char* what);  // integer_of without leaving 64 bits when it need not
    Value read_variable(const Expr& expr);
    std::vector<Value> indices(const std::vector<Expr>& exprs);
    void store(const VariableRef& ref, Value value);
    void unset(int slot);
    bool unique(const Expr& expr);
    bool in_array(const Expr& expr);
    const std::string& name_of(int slot) const { return program_.variables[slot]; }

    // check_tokens.cpp
    void check_token(const Command& command);
    void check_space();
    void check_newline();
    void check_integer(const Command& command);
    void check_real(const Command& command);
    void check_string(const Command& command);
    void check_regex(const Command& command);
    void skip_blanks();
    [[noreturn]] void refuse_found(const std::string& expected);

    // generate_tokens.cpp
    void generate_token(const Command& command);
    void generate_integer(const Command& command);
    void generate_real(const Command& command);
    std::optional<Value> preset_for(const Command& command) const;

    std::pair<int, int> decimals_of(const Command& command);
    std::shared_ptr<const Regex> regex_of(const Command& command);

    const Program& program_;
    CheckOptions options_;
    DataReader* data_;          // checking
    std::string* out_;          // generating
    std::mt19937_64* random_;   // generating
    std::vector<std::optional<Value>> presets_;
    std::vector<Slot> slots_;
    std::vector<bool> counted_;  // slots INARRAY looks in
    std::map<std::string, std::shared_ptr<const Regex>> regexes_;  // patterns computed at run time
    const Command* current_ = nullptr;
};

}  // namespace gavel::ctd::detail
