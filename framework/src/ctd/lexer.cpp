#include "ctd/lexer.hpp"

#include <cctype>

#include "base/errors.hpp"

namespace gavel::ctd {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

class Lexer {
public:
    Lexer(std::string_view source, const std::string& file) : source_(source), file_(file) {}

    std::vector<Token> run() {
        std::vector<Token> tokens;
        while (true) {
            skip_blanks_and_comments();
            Token token;
            token.at = here();
            token.offset = at_;
            if (at_ >= source_.size()) {
                tokens.push_back(token);
                return tokens;
            }
            read(token);
            token.length = at_ - token.offset;
            tokens.push_back(std::move(token));
        }
    }

private:
    Position here() const { return {line_, column_}; }

    char next() {
        const char c = source_[at_++];
        if (c == '\n') ++line_, column_ = 1;
        else ++column_;
        return c;
    }
    bool more(std::size_t ahead = 0) const { return at_ + ahead < source_.size(); }
    char peek(std::size_t ahead = 0) const { return more(ahead) ? source_[at_ + ahead] : '\0'; }

    [[noreturn]] void fail(Position at, const std::string& message) const { throw InputError(file_, at.line, at.column, message); }

    void skip_blanks_and_comments() {
        while (more()) {
            const char c = peek();
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') next();
            else if (c == '#')
                while (more() && peek() != '\n') next();
            else return;
        }
    }

    void read(Token& token) {
        const char c = peek();
        if (is_upper(c)) return word(token, Token::Kind::keyword);
        if (is_lower(c)) return word(token, Token::Kind::name);
        if (is_digit(c)) return number(token);
        if (c == '"') return string(token);
        static const char* pairs[] = {"<=", ">=", "==", "!=", "&&", "||"};
        for (const char* pair : pairs)
            if (c == pair[0] && peek(1) == pair[1]) {
                next(), next();
                token.kind = Token::Kind::symbol;
                token.text = pair;
                return;
            }
        if (std::string_view("()[],=+-*/%^!<>").find(c) != std::string_view::npos) {
            token.kind = Token::Kind::symbol;
            token.text = std::string(1, next());
            return;
        }
        const unsigned char byte = static_cast<unsigned char>(c);
        fail(token.at, std::isprint(byte) ? std::string("'") + c + "' starts no word of checktestdata (expected a command, a variable, a "
                                                                   "number, a string or an operator)"
                                          : "byte " + std::to_string(byte) + " starts no word of checktestdata");
    }

    void word(Token& token, Token::Kind kind) {
        token.kind = kind;
        while (more() && (kind == Token::Kind::keyword ? is_upper(peek()) : (is_lower(peek()) || is_digit(peek())))) token.text += next();
        if (more() && (is_upper(peek()) || is_lower(peek()) || is_digit(peek()) || peek() == '_')) {
            while (more() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) token.text += next();
            fail(token.at, "'" + token.text + "' mixes cases: commands are uppercase (INT), variables lowercase with digits after "
                           "the first letter (x1)");
        }
    }

    void number(Token& token) {
        token.kind = Token::Kind::integer;
        while (is_digit(peek())) token.text += next();
        if (peek() == '.') {
            token.kind = Token::Kind::real;
            token.text += next();
            while (is_digit(peek())) token.text += next();
        }
        // An exponent only when digits follow: "2e" is 2 and the variable e, as checktestdata reads it.
        const std::size_t sign = (peek(1) == '+' || peek(1) == '-') ? 1 : 0;
        if ((peek() == 'e' || peek() == 'E') && is_digit(peek(1 + sign))) {
            token.kind = Token::Kind::real;
            token.text += next();
            if (sign) token.text += next();
            while (is_digit(peek())) token.text += next();
        }
    }

    void string(Token& token) {
        token.kind = Token::Kind::string;
        next();
        while (true) {
            if (!more()) fail(token.at, "the string opened here is never closed (expected '\"')");
            const char c = next();
            if (c == '"') return;
            if (c != '\\') {
                token.text += c;
                continue;
            }
            const char escaped = peek();
            if (escaped >= '0' && escaped <= '7') {
                int code = 0;
                for (int digits = 0; digits < 3 && peek() >= '0' && peek() <= '7'; ++digits) code = code * 8 + (next() - '0');
                token.text += static_cast<char>(code & 0xff);
            } else if (escaped == 'n') next(), token.text += '\n';
            else if (escaped == 't') next(), token.text += '\t';
            else if (escaped == 'r') next(), token.text += '\r';
            else if (escaped == 'b') next(), token.text += '\b';
            else if (escaped == '"' || escaped == '\\') token.text += next();
            else if (escaped == '\n') next();  // a line continued
            else token.text += '\\';           // any other: the backslash itself
        }
    }

    std::string_view source_;
    const std::string& file_;
    std::size_t at_ = 0;
    std::uint32_t line_ = 1, column_ = 1;
};

}  // namespace

std::vector<Token> tokenize(std::string_view source, const std::string& file) { return Lexer(source, file).run(); }

std::string describe(const Token& token) {
    switch (token.kind) {
        case Token::Kind::end: return "the end of the program";
        case Token::Kind::string: return "a string";
        case Token::Kind::symbol: return "'" + token.text + "'";
        default: return token.text;
    }
}

}  // namespace gavel::ctd
