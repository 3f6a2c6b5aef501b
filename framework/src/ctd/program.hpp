// A checktestdata program as parse_program reads it: its commands as a tree (a loop or an IF holds its body), every
// variable named once by a slot number, each command and expression with the line and column it was written at.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ctd/regex.hpp"
#include "ctd/value.hpp"

namespace gavel::ctd {

struct Position {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

struct Expr {
    enum class Op {
        literal, variable,                                              // a value; a variable (args: its indices)
        negate, logical_not, power, multiply, divide, remainder, add, subtract,
        less, greater, less_equal, greater_equal, equal, not_equal, logical_and, logical_or,
        strlen, match, iseof, unique, inarray,                          // the functions (inarray: args[0] in `slot`)
    };
    Op op = Op::literal;
    Position at;
    Value literal;
    int slot = -1;            // variable, inarray: which variable
    std::vector<Expr> args;   // operands, indices, function arguments
    std::vector<int> slots;   // unique: its variables
};

struct VariableRef {
    int slot = -1;
    std::vector<Expr> indices;  // none for a plain variable
    Position at;
};

enum class FloatNotation { any, fixed, scientific };

struct Command {
    enum class Kind {
        space, newline, eof, integer, real, real_with_decimals, string, regex,  // INT FLOAT FLOATP STRING REGEX
        assertion, set, unset, rep, repi, loop_while, whilei, branch,           // ASSERT ... WHILEI IF
    };
    Kind kind = Kind::space;
    Position at;
    std::string source;               // as written, for messages: "INT(1, n, x)"; a block's header only
    std::vector<Expr> args;           // bounds (and FLOATP's decimals), the string, the test, the count
    std::optional<VariableRef> target;  // where a read is stored; REPI and WHILEI: the counter
    FloatNotation notation = FloatNotation::any;
    std::vector<std::pair<VariableRef, Expr>> assignments;  // SET
    std::vector<int> unset;           // UNSET
    std::vector<Command> body;        // REP ... END, IF ... ELSE
    std::vector<Command> otherwise;   // ELSE ... END
    std::vector<Command> separator;   // a loop's separator: none or one command
    std::shared_ptr<const Regex> regex;  // REGEX of a literal pattern, compiled once
};

struct Program {
    std::string file;
    std::vector<Command> commands;
    std::vector<std::string> variables;  // by slot
};

/// Reads a program. Throws InputError "FILE:LINE:COLUMN: what was expected, and what was found".
Program parse_program(std::string_view source, const std::string& file);

/// Reads presets "n=10,name=\"ab\"" (checktestdata's -p) against `program`'s variables: each a constant
/// expression. Throws InputError naming `where` and the column.
std::vector<std::pair<int, Value>> parse_presets(std::string_view text, const Program& program, const std::string& where);

}  // namespace gavel::ctd
