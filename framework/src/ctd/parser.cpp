// parse_program: recursive descent over the tokens. Expressions and tests are one grammar (as checktestdata's
// newer grammar has it), from the loosest: || && (== !=) (< > <= >=) (+ -) (* / %) (unary - !) ^ and values.
#include <map>

#include "base/errors.hpp"
#include "ctd/lexer.hpp"
#include "ctd/program.hpp"

namespace gavel::ctd {
namespace {

// Deeper nesting than this is refused rather than risking the stack on a hostile program.
constexpr int max_depth = 400;

using Kind = Command::Kind;

const std::map<std::string, Kind>& command_words() {
    static const std::map<std::string, Kind> words = {
        {"SPACE", Kind::space},   {"NEWLINE", Kind::newline}, {"EOF", Kind::eof},     {"INT", Kind::integer},
        {"FLOAT", Kind::real},    {"FLOATP", Kind::real_with_decimals},               {"STRING", Kind::string},
        {"REGEX", Kind::regex},   {"ASSERT", Kind::assertion}, {"SET", Kind::set},    {"UNSET", Kind::unset},
        {"REP", Kind::rep},       {"REPI", Kind::repi},       {"WHILE", Kind::loop_while}, {"WHILEI", Kind::whilei},
        {"IF", Kind::branch},
    };
    return words;
}

class Parser {
public:
    Parser(std::string_view source, const std::string& file, std::map<std::string, int>& slots, std::vector<std::string>& names)
        : source_(source), file_(file), tokens_(tokenize(source, file)), slots_(slots), names_(names) {}

    std::vector<Command> program() {
        std::vector<Command> commands = block();
        if (peek().kind != Token::Kind::end) {
            const Token& stray = peek();
            fail(stray, stray.text == "END" || stray.text == "ELSE" ? stray.text + " closes no REP, REPI, WHILE, WHILEI or IF"
                                                                   : "expected a command, found " + describe(stray));
        }
        return commands;
    }

    std::vector<std::pair<VariableRef, Expr>> assignments_only() {
        std::vector<std::pair<VariableRef, Expr>> list;
        while (true) {
            list.push_back(assignment());
            if (!take(",")) break;
        }
        if (peek().kind != Token::Kind::end) fail(peek(), "expected ',' or the end of the presets, found " + describe(peek()));
        return list;
    }

private:
    const Token& peek(std::size_t ahead = 0) const { return tokens_[std::min(at_ + ahead, tokens_.size() - 1)]; }
    const Token& next() {
        const Token& token = peek();
        if (at_ + 1 < tokens_.size()) ++at_;
        return token;
    }
    bool is(const char* symbol) const { return peek().kind == Token::Kind::symbol && peek().text == symbol; }
    bool take(const char* symbol) {
        if (!is(symbol)) return false;
        next();
        return true;
    }
    [[noreturn]] void fail(const Token& token, const std::string& message) const {
        throw InputError(file_, token.at.line, token.at.column, message);
    }
    void expect(const char* symbol, const std::string& where) {
        if (!take(symbol)) fail(peek(), "expected '" + std::string(symbol) + "' " + where + ", found " + describe(peek()));
    }

    struct Deeper {
        explicit Deeper(Parser& parser) : parser_(parser) {
            if (++parser_.depth_ > max_depth) parser_.fail(parser_.peek(), "nested over " + std::to_string(max_depth) + " deep");
        }
        ~Deeper() { --parser_.depth_; }
        Parser& parser_;
    };

    // Commands up to END, ELSE or the end of the program (none of them consumed).
    std::vector<Command> block() {
        std::vector<Command> commands;
        while (peek().kind == Token::Kind::keyword && peek().text != "END" && peek().text != "ELSE") commands.push_back(command(false));
        if (peek().kind != Token::Kind::end && peek().kind != Token::Kind::keyword)
            fail(peek(), "expected a command (INT, SPACE, REP, ...), found " + describe(peek()));
        return commands;
    }

    Command command(bool separator) {
        const Deeper deeper(*this);
        const Token& word = next();
        const auto found = command_words().find(word.text);
        if (found == command_words().end()) {
            static const char* functions[] = {"MATCH", "ISEOF", "UNIQUE", "INARRAY", "STRLEN", "FIXED", "SCIENTIFIC"};
            for (const char* function : functions)
                if (word.text == function) fail(word, word.text + " is a function or an option, not a command (expected it inside an expression)");
            fail(word, "unknown command " + word.text + " (expected SPACE, NEWLINE, EOF, INT, FLOAT, FLOATP, STRING, REGEX, ASSERT, SET, UNSET, "
                                                         "REP, REPI, WHILE, WHILEI or IF)");
        }
        Command command;
        command.kind = found->second;
        command.at = word.at;
        const bool block_command = command.kind == Kind::rep || command.kind == Kind::repi || command.kind == Kind::loop_while ||
                                   command.kind == Kind::whilei || command.kind == Kind::branch;
        if (separator && block_command) fail(word, "a loop's separator must be a single command, not " + word.text);
        const std::string name = word.text;
        switch (command.kind) {
            case Kind::space:
            case Kind::newline:
            case Kind::eof: break;
            case Kind::integer:
            case Kind::real:
            case Kind::real_with_decimals: {
                expect("(", "after " + name);
                const int bounds = command.kind == Kind::real_with_decimals ? 4 : 2;
                static const char* what[] = {"its least value", "its greatest value", "its fewest decimals", "its most decimals"};
                for (int i = 0; i < bounds; ++i) {
                    if (i > 0) expect(",", "after " + std::string(what[i - 1]) + " in " + name);
                    command.args.push_back(expression());
                }
                if (take(",")) {
                    command.target = variable("the variable " + name + " reads into");
                    if (command.kind != Kind::integer && take(",")) {
                        const Token& option = next();
                        if (option.text == "FIXED") command.notation = FloatNotation::fixed;
                        else if (option.text == "SCIENTIFIC") command.notation = FloatNotation::scientific;
                        else fail(option, "expected FIXED or SCIENTIFIC, found " + describe(option));
                    }
                }
                expect(")", "closing " + name);
                break;
            }
            case Kind::string:
            case Kind::assertion:
                expect("(", "after " + name);
                command.args.push_back(expression());
                expect(")", "closing " + name);
                break;
            case Kind::regex: {
                expect("(", "after REGEX");
                const Token& pattern = peek();
                command.args.push_back(expression());
                if (command.args.back().op == Expr::Op::literal && command.args.back().literal.is_string()) {
                    try {
                        command.regex = Regex::compile(command.args.back().literal.text());
                    } catch (const ProgramFault& fault) {
                        fail(pattern, fault.what());
                    }
                }
                if (take(",")) command.target = variable("the variable REGEX stores its match in");
                expect(")", "closing REGEX");
                break;
            }
            case Kind::set:
                expect("(", "after SET");
                do command.assignments.push_back(assignment());
                while (take(","));
                expect(")", "closing SET");
                break;
            case Kind::unset:
                expect("(", "after UNSET");
                do command.unset.push_back(plain_name("a variable to unset"));
                while (take(","));
                expect(")", "closing UNSET");
                break;
            case Kind::rep:
            case Kind::repi:
            case Kind::loop_while:
            case Kind::whilei:
                expect("(", "after " + name);
                if (command.kind == Kind::repi || command.kind == Kind::whilei) {
                    command.target = variable("the counter of " + name);
                    expect(",", "after the counter of " + name);
                }
                command.args.push_back(expression());
                if (take(",")) command.separator.push_back(this->command(true));
                expect(")", "closing " + name + "'s header");
                break;
            case Kind::branch:
                expect("(", "after IF");
                command.args.push_back(expression());
                expect(")", "closing IF's test");
                break;
        }
        const Token& last = tokens_[at_ - 1];  // the header's last token: the word itself at least
        command.source = std::string(source_.substr(word.offset, last.offset + last.length - word.offset));
        if (block_command) {
            command.body = block();
            if (command.kind == Kind::branch && peek().text == "ELSE" && peek().kind == Token::Kind::keyword) {
                next();
                command.otherwise = block();
            }
            if (peek().kind != Token::Kind::keyword || peek().text != "END")
                fail(peek(), "expected END closing " + name + " of line " + std::to_string(word.at.line) + ", found " +
                                 (peek().text == "ELSE" ? "a second ELSE" : describe(peek())));
            next();
        }
        return command;
    }

    int slot_of(const std::string& name) {
        const auto [found, added] = slots_.emplace(name, static_cast<int>(names_.size()));
        if (added) names_.push_back(name);
        return found->second;
    }

    int plain_name(const std::string& what) {
        const Token& token = next();
        if (token.kind != Token::Kind::name) fail(token, "expected " + what + " (a lowercase name), found " + describe(token));
        return slot_of(token.text);
    }

    VariableRef variable(const std::string& what) {
        VariableRef ref;
        ref.at = peek().at;
        ref.slot = plain_name(what);
        if (take("[")) {
            do ref.indices.push_back(expression());
            while (take(","));
            expect("]", "closing the indices");
        }
        return ref;
    }

    std::pair<VariableRef, Expr> assignment() {
        VariableRef target = variable("the variable to set");
        expect("=", "after the variable to set");
        return {std::move(target), expression()};
    }

    Expr node(Expr::Op op, Position at, std::vector<Expr> args) {
        Expr expr;
        expr.op = op;
        expr.at = at;
        expr.args = std::move(args);
        return folded(std::move(expr));
    }

    // Arithmetic on literals done once here rather than at every use: INT(-10^9, 10^9) in a loop of a million
    // reads would compute its bounds a million times. A mistake (1 / 0) is left for the run to report.
    static Expr folded(Expr expr) {
        for (const Expr& arg : expr.args)
            if (arg.op != Expr::Op::literal || !arg.literal.is_number()) return expr;
        const auto& args = expr.args;
        try {
            Value value;
            switch (expr.op) {
                case Expr::Op::negate: value = negate(args[0].literal); break;
                case Expr::Op::power: value = power(args[0].literal, args[1].literal); break;
                case Expr::Op::multiply: value = multiply(args[0].literal, args[1].literal); break;
                case Expr::Op::divide: value = divide(args[0].literal, args[1].literal); break;
                case Expr::Op::remainder: value = remainder(args[0].literal, args[1].literal); break;
                case Expr::Op::add: value = add(args[0].literal, args[1].literal); break;
                case Expr::Op::subtract: value = subtract(args[0].literal, args[1].literal); break;
                default: return expr;
            }
            Expr literal;
            literal.at = expr.at;
            literal.literal = std::move(value);
            return literal;
        } catch (const ProgramFault&) {
            return expr;
        }
    }

    using Level = Expr (Parser::*)();
    Expr binary(Level operand, std::initializer_list<std::pair<const char*, Expr::Op>> operators) {
        const Deeper deeper(*this);
        Expr left = (this->*operand)();
        while (true) {
            bool matched = false;
            for (const auto& [symbol, op] : operators) {
                if (!is(symbol)) continue;
                const Position at = next().at;
                left = node(op, at, {std::move(left), (this->*operand)()});
                matched = true;
                break;
            }
            if (!matched) return left;
        }
    }

    Expr expression() { return binary(&Parser::conjunction, {{"||", Expr::Op::logical_or}}); }
    Expr conjunction() { return binary(&Parser::equality, {{"&&", Expr::Op::logical_and}}); }
    Expr equality() { return binary(&Parser::relation, {{"==", Expr::Op::equal}, {"!=", Expr::Op::not_equal}}); }
    Expr relation() {
        return binary(&Parser::sum, {{"<=", Expr::Op::less_equal}, {">=", Expr::Op::greater_equal}, {"<", Expr::Op::less}, {">", Expr::Op::greater}});
    }
    Expr sum() { return binary(&Parser::product, {{"+", Expr::Op::add}, {"-", Expr::Op::subtract}}); }
    Expr product() { return binary(&Parser::unary, {{"*", Expr::Op::multiply}, {"/", Expr::Op::divide}, {"%", Expr::Op::remainder}}); }
    Expr unary() {
        const Deeper deeper(*this);
        if (is("-") || is("!")) {
            const Token& sign = next();
            return node(sign.text == "-" ? Expr::Op::negate : Expr::Op::logical_not, sign.at, {unary()});
        }
        return binary(&Parser::primary, {{"^", Expr::Op::power}});
    }

    Expr primary() {
        const Deeper deeper(*this);
        const Token& token = peek();
        Expr expr;
        expr.at = token.at;
        switch (token.kind) {
            case Token::Kind::integer:
                next();
                expr.literal = Value::integer(mpz_class(token.text, 10));
                return expr;
            case Token::Kind::real:
                next();
                try {
                    expr.literal = parse_decimal(token.text);
                } catch (const ProgramFault& fault) {
                    fail(token, fault.what());
                }
                return expr;
            case Token::Kind::string:
                next();
                expr.literal = Value::string(token.text);
                return expr;
            case Token::Kind::name: {
                VariableRef ref = variable("a variable");
                expr.op = Expr::Op::variable;
                expr.slot = ref.slot;
                expr.args = std::move(ref.indices);
                return expr;
            }
            case Token::Kind::keyword: return function();
            default: break;
        }
        if (take("(")) {
            Expr inner = expression();
            expect(")", "closing the '(' of line " + std::to_string(token.at.line) + " column " + std::to_string(token.at.column));
            return inner;
        }
        fail(token, "expected a value (a number, a string, a variable, '(' or a function), found " + describe(token));
    }

    Expr function() {
        const Token& word = next();
        Expr expr;
        expr.at = word.at;
        if (word.text == "ISEOF") {
            expr.op = Expr::Op::iseof;
            return expr;
        }
        expect("(", "after " + word.text);
        if (word.text == "STRLEN" || word.text == "MATCH") {
            expr.op = word.text == "STRLEN" ? Expr::Op::strlen : Expr::Op::match;
            expr.args.push_back(expression());
        } else if (word.text == "UNIQUE") {
            expr.op = Expr::Op::unique;
            do expr.slots.push_back(plain_name("an array variable"));
            while (take(","));
        } else if (word.text == "INARRAY") {
            expr.op = Expr::Op::inarray;
            expr.args.push_back(expression());
            expect(",", "after the value INARRAY looks for");
            expr.slot = plain_name("the array INARRAY looks in");
        } else {
            fail(word, (command_words().count(word.text) ? word.text + " is a command, not a value" : "unknown function " + word.text) +
                           " (expected STRLEN, MATCH, ISEOF, UNIQUE or INARRAY)");
        }
        expect(")", "closing " + word.text);
        return expr;
    }

    std::string_view source_;
    const std::string& file_;
    std::vector<Token> tokens_;
    std::size_t at_ = 0;
    int depth_ = 0;
    std::map<std::string, int>& slots_;
    std::vector<std::string>& names_;
};

}  // namespace

Program parse_program(std::string_view source, const std::string& file) {
    Program program;
    program.file = file;
    std::map<std::string, int> slots;
    program.commands = Parser(source, file, slots, program.variables).program();
    return program;
}

std::vector<std::pair<int, Value>> parse_presets(std::string_view text, const Program& program, const std::string& where) {
    if (text.find_first_not_of(" \t") == std::string_view::npos) return {};
    std::map<std::string, int> slots;
    for (std::size_t i = 0; i < program.variables.size(); ++i) slots.emplace(program.variables[i], static_cast<int>(i));
    std::vector<std::string> names = program.variables;
    const std::size_t known = names.size();
    const auto list = Parser(text, where, slots, names).assignments_only();
    std::vector<std::pair<int, Value>> presets;
    for (const auto& [target, value] : list) {
        if (target.slot >= static_cast<int>(known))
            throw InputError(where, target.at.line, target.at.column, "the program has no variable " + names[target.slot]);
        if (!target.indices.empty())
            throw InputError(where, target.at.line, target.at.column, "a preset sets a plain variable, not an array's entry");
        if (value.op != Expr::Op::literal && !(value.op == Expr::Op::negate && value.args[0].op == Expr::Op::literal))
            throw InputError(where, value.at.line, value.at.column, "a preset's value must be a number or a string");
        presets.emplace_back(target.slot, value.op == Expr::Op::literal ? value.literal : negate(value.args[0].literal));
    }
    return presets;
}

}  // namespace gavel::ctd
