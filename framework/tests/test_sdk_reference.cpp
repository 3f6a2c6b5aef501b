// Keeps README.md's "SDK reference" honest: every public function (and type) the SDK headers declare must be
// named in that header's part of the section, so a function added later without a line there fails here.
//
// The headers are read as text, not compiled: a line at class scope (four spaces in, between `class X {` or
// `struct X {` at the start of a line and the `};` that ends it) in a public part, or a line at namespace scope
// (no indent), that declares `name(` is a function; `namespace detail` and private and protected parts are
// skipped; `#define NAME(` is a macro. Bodies are indented deeper, so their statements are never taken.
// Names are checked, not signatures: overloads (Random's two pick) share one name.
#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string read_text(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

struct Declared {
    std::set<std::string> functions;  // must appear as `name(` (operators as `operator<<(`)
    std::set<std::string> types;      // must appear as a word
};

Declared public_names(const std::string& header_text) {
    static const std::regex class_start(R"(^(?:class|struct)\s+(\w+)[^;]*\{\s*$)");
    static const std::regex access(R"(^(public|private|protected):)");
    static const std::regex macro(R"(^#define\s+(\w+)\()");
    // Up to the first '(' only types, qualifiers and attributes; the name is the identifier right before it.
    static const std::regex function(
        R"(^(?:template\s*<[^()]*>\s*)?[\w:<>,&*\s\[\]]*?\b(operator[^\s(\w]+|\w+)\s*\()");
    static const std::set<std::string> statements{"return", "if", "for", "while", "switch", "throw", "do",
                                                  "else", "using", "case", "static_assert", "sizeof"};
    Declared declared;
    bool in_class = false, in_public = false, in_detail = false;
    std::istringstream lines(header_text);
    for (std::string line; std::getline(lines, line);) {
        std::smatch match;
        if (in_detail) {
            in_detail = !std::regex_search(line, std::regex(R"(^\}\s*// namespace detail)"));
            continue;
        }
        if (line.rfind("namespace detail {", 0) == 0) {
            in_detail = true;
            continue;
        }
        if (std::regex_search(line, match, macro)) {
            declared.functions.insert(match[1]);
            continue;
        }
        if (!in_class && std::regex_search(line, match, class_start)) {
            in_class = true;
            in_public = line.rfind("struct", 0) == 0;
            declared.types.insert(match[1]);
            continue;
        }
        if (in_class && line.rfind("};", 0) == 0) {
            in_class = false;
            continue;
        }
        if (in_class && std::regex_search(line, match, access)) {
            in_public = match[1] == "public";
            continue;
        }
        std::string declaration;
        if (in_class && in_public && line.rfind("    ", 0) == 0 && line.size() > 4 && line[4] != ' ')
            declaration = line.substr(4);
        else if (!in_class && !line.empty() && line[0] != ' ')
            declaration = line;
        if (declaration.empty() || !std::regex_search(declaration, match, function)) continue;
        const std::string first_word = declaration.substr(0, declaration.find_first_of(" (<"));
        if (statements.count(first_word) || statements.count(match[1])) continue;
        declared.functions.insert(match[1]);
    }
    return declared;
}

/// The README's "### SDK reference" section, cut into its parts: the text after each "**`gavel/HEADER`**" lead.
std::string readme_part(const std::string& readme, const std::string& header) {
    const std::size_t section = readme.find("\n### SDK reference\n");
    REQUIRE(section != std::string::npos);
    std::size_t end = readme.find("\n#", section + 1);
    if (end == std::string::npos) end = readme.size();
    const std::string text = readme.substr(section, end - section);
    const std::string lead = "**`gavel/" + header + "`**";
    const std::size_t start = text.find(lead);
    INFO("README's SDK reference has no part led by " << lead);
    REQUIRE(start != std::string::npos);
    const std::size_t next = text.find("**`gavel/", start + lead.size());
    return text.substr(start, next == std::string::npos ? std::string::npos : next - start);
}

bool names_word(const std::string& text, const std::string& word) {
    return std::regex_search(text, std::regex("(^|[^\\w])" + word + "([^\\w]|$)"));
}

}  // namespace

TEST_CASE("README's SDK reference names every public function of the SDK headers", "[sdk][readme]") {
    const std::string readme = read_text(std::string(SOURCE_DIR) + "/README.md");
    std::set<std::string> all_functions;
    for (const std::string header :
         {"sdk.hpp", "input_reader.hpp", "output_reader.hpp", "random.hpp", "channel.hpp", "testing.hpp"}) {
        const Declared declared = public_names(read_text(std::string(SOURCE_DIR) + "/framework/include/gavel/" + header));
        const std::string part = readme_part(readme, header);
        for (const std::string& name : declared.functions) {
            INFO("gavel/" << header << " declares " << name << "(), which README's SDK reference does not list under it");
            CHECK(part.find(name + "(") != std::string::npos);
        }
        for (const std::string& name : declared.types) {
            INFO("gavel/" << header << " declares the type " << name << ", which README's SDK reference does not name under it");
            CHECK(names_word(part, name));
        }
        all_functions.insert(declared.functions.begin(), declared.functions.end());
    }
    // The parser itself: functions it must find, and body statements and private helpers it must not take.
    for (const char* known : {"read_token", "read_eof", "read_int", "get_string", "get_choice", "shuffle", "pick",
                              "derive", "uniform", "quote_text", "parse_double", "read_integer", "expect_end",
                              "operator<<", "flush", "accepted", "partial", "GAVEL_PROBLEM", "GAVEL_SOLVER",
                              "generated", "interact", "check", "validate", "generate"}) {
        INFO("the header parser missed " << known);
        CHECK(all_functions.count(known) == 1);
    }
    for (const char* hidden : {"splitmix64", "rotl", "take_token", "describe_here", "fail_at", "skip_blanks", "fill",
                               "status_of", "guarded", "make_problem", "write_message", "text", "min"}) {
        INFO("the header parser took " << hidden << ", which is not public API");
        CHECK(all_functions.count(hidden) == 0);
    }
}
