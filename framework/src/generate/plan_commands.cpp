// The commands of generators.yaml (generate:, solution:) and the settings handed down with them (random_salt:,
// retries:), each checked where it is written.
#include <system_error>

#include "generate/command_words.hpp"
#include "generate/plan_reader.hpp"

namespace gavel::generate::detail {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t most_retries = 1000;

// BAPCtools' seed pattern \{seed(:[0-9]+)?\}: how often it occurs in `word`.
std::size_t seed_uses(std::string_view word) {
    std::size_t uses = 0;
    for (std::size_t at = word.find("{seed"); at != std::string_view::npos; at = word.find("{seed", at + 1)) {
        std::size_t end = at + 5;
        if (end < word.size() && word[end] == ':') {
            const std::size_t digits = ++end;
            while (end < word.size() && word[end] >= '0' && word[end] <= '9') ++end;
            if (end == digits) continue;
        }
        if (end < word.size() && word[end] == '}') {
            ++uses;
            at = end;
        }
    }
    return uses;
}

// {{name}} or {{name.variant}}: a constant of problem.yaml that BAPCtools substitutes and gavel does not.
bool names_a_constant(std::string_view text) {
    const auto word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    for (std::size_t at = text.find("{{"); at != std::string_view::npos; at = text.find("{{", at + 1)) {
        std::size_t end = at + 2;
        const auto word_run = [&] {
            const std::size_t start = end;
            while (end < text.size() && word(text[end])) ++end;
            return end > start;
        };
        if (!word_run()) continue;
        if (end < text.size() && text[end] == '.' && (++end, !word_run())) continue;
        if (text.substr(end, 2) == "}}") return true;
    }
    return false;
}

void replace_all(std::string& text, std::string_view from, const std::string& to) {
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
}

// YYYY-M-D (one or two digits each), alone or before a time: a timestamp to ruamel.
bool is_yaml_date(std::string_view text) {
    std::size_t at = 0;
    const auto digits = [&](std::size_t least, std::size_t most) {
        std::size_t run = 0;
        while (at < text.size() && run < most && text[at] >= '0' && text[at] <= '9') ++at, ++run;
        return run >= least;
    };
    const auto dash = [&] { return at < text.size() && text[at++] == '-'; };
    if (!(digits(4, 4) && dash() && digits(1, 2) && dash() && digits(1, 2))) return false;
    return at == text.size() || text[at] == 'T' || text[at] == 't' || text[at] == ' ' || text[at] == '\t';
}

// Whether BAPCtools' YAML reader (YAML 1.2, ruamel) takes this plain scalar for something other than a string: an
// integer, a float, a boolean or a date. Its random_salt must be a string; BAPCtools skips any other value.
bool reads_as_no_string(std::string_view text) {
    for (const std::string_view word : {"true", "True", "TRUE", "false", "False", "FALSE", ".nan", ".NaN", ".NAN"})
        if (text == word) return true;
    std::string_view rest = text;
    if (!rest.empty() && (rest.front() == '+' || rest.front() == '-')) rest.remove_prefix(1);
    if (rest == ".inf" || rest == ".Inf" || rest == ".INF") return true;
    const auto all_of = [](std::string_view digits, std::string_view allowed) {
        return !digits.empty() && digits.find_first_not_of(allowed) == std::string_view::npos;
    };
    if (rest.size() > 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'o' || rest[1] == 'b'))
        return all_of(rest.substr(2), rest[1] == 'x' ? "0123456789abcdefABCDEF_" : rest[1] == 'o' ? "01234567_" : "01_");
    if (is_yaml_date(text)) return true;
    // A decimal number: digits (underscores allowed), a point, digits, an exponent; at least one digit.
    std::size_t at = 0, digits = 0;
    const auto skip_digits = [&] {
        while (at < rest.size() && ((rest[at] >= '0' && rest[at] <= '9') || rest[at] == '_')) digits += rest[at++] != '_';
    };
    skip_digits();
    if (at < rest.size() && rest[at] == '.') {
        ++at;
        skip_digits();
    }
    if (digits > 0 && at < rest.size() && (rest[at] == 'e' || rest[at] == 'E')) {
        ++at;
        if (at < rest.size() && (rest[at] == '+' || rest[at] == '-')) ++at;
        const std::size_t exponent = at;
        while (at < rest.size() && rest[at] >= '0' && rest[at] <= '9') ++at;
        if (at == exponent) return false;
    }
    return digits > 0 && at == rest.size();
}

}  // namespace

std::optional<std::string> normalized_inside(std::string_view path) {
    std::string normal;
    while (!path.empty()) {
        const std::size_t slash = path.find('/');
        const std::string_view part = path.substr(0, slash);
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
        if (part.empty() || part == ".") continue;
        if (part == "..") return std::nullopt;
        normal += (normal.empty() ? "" : "/") + std::string(part);
    }
    return normal;
}

void PlanReader::read_inherited(const YAML::Node& map, Inherited& settings) {
    if (!map.IsMap()) return;
    if (const YAML::Node node = YamlFile::optional(map, "solution"); node.IsDefined()) {
        settings.solution_given = true;
        settings.solution = read_solution(node);
    }
    if (const YAML::Node node = YamlFile::optional(map, "random_salt"); node.IsDefined()) read_salt(node, settings);
    if (const YAML::Node node = YamlFile::optional(map, "retries"); node.IsDefined() && !node.IsNull())
        settings.retries = static_cast<int>(file_.integer(node, "retries:", 1, most_retries));
}

std::optional<Command> PlanReader::read_solution(const YAML::Node& node) const {
    if (node.IsNull() || (node.IsScalar() && node.Scalar().empty())) return std::nullopt;  // no solution at all
    const std::string example = "an absolute path from the package root, such as /submissions/accepted/a.py";
    if (!node.IsScalar()) file_.fail(node, "expected solution: as " + example + ", found " + kind_of(node));
    std::string error;
    const auto words = split_command_words(node.Scalar(), error);
    if (!words) file_.fail(node, "solution: " + error);
    if (words->size() != 1)
        file_.fail(node, "expected solution: as " + example + " alone (BAPCtools gives it no arguments), found " +
                             std::to_string(words->size()) + " words");
    const std::string& path = words->front();
    if (path.front() != '/') file_.fail(node, "solution: '" + path + "' is a relative path; expected " + example);
    const auto inside = normalized_inside(path);
    if (!inside || inside->empty())
        file_.fail(node, "solution: '" + path + "' is no file inside the package; expected " + example);
    std::error_code missing;
    if (!fs::exists(plan_.package / *inside, missing))
        file_.fail(node, "solution: " + path + " does not exist in the package; expected " + example);
    return Command{strip_python_space(node.Scalar()), *inside, {}, at(node)};
}

void PlanReader::read_salt(const YAML::Node& node, Inherited& settings) {
    if (node.IsNull()) return;  // the newest BAPCtools: keep the inherited salt
    if (!node.IsScalar()) file_.fail(node, "expected random_salt: as a string, found " + kind_of(node));
    if (node.Tag() == "?" && reads_as_no_string(node.Scalar())) {
        note("salt-no-string", node,
             "random_salt: " + node.Scalar() + " is no string to BAPCtools' YAML reader, which keeps the inherited "
             "salt instead, and so does gavel (quote it to use it)");
        return;
    }
    settings.random_salt = node.Scalar();
}

Command PlanReader::read_generate(const YAML::Node& node, bool has_count, std::int64_t count_value) {
    if (!node.IsScalar())
        file_.fail(node, "expected generate: as a command (a program in generators/ and its arguments), found " +
                             kind_of(node));
    std::string text = node.Scalar();
    if (names_a_constant(text))
        note("constants", node,
             "{{...}}: gavel does not put in problem.yaml's constants; the command keeps the text as written");
    if (has_count)
        replace_all(text, "{count}", std::to_string(count_value));
    else if (text.find("{count}") != std::string::npos)
        note("count-without-count", node, "{count} in a test case without count:; it stays as written (as in BAPCtools)");
    std::string error;
    auto words = split_command_words(text, error);
    if (!words) file_.fail(node, "generate: " + error);
    if (words->empty()) file_.fail(node, "generate: is empty; expected a program in generators/ and its arguments");
    std::size_t seeds = 0;
    for (std::size_t i = 1; i < words->size(); ++i) seeds += seed_uses((*words)[i]);
    if (seeds > 1)
        file_.fail(node, "the command uses {seed} " + std::to_string(seeds) +
                             " times; expected it at most once ({seed} and {seed:N} are the same number)");
    Command command;
    command.text = strip_python_space(text);
    command.program = resolve_generator(words->front(), node);
    command.arguments.assign(words->begin() + 1, words->end());
    command.location = at(node);
    return command;
}

std::string PlanReader::resolve_generator(const std::string& word, const YAML::Node& node) const {
    if (!word.empty() && word.front() == '/')
        file_.fail(node, "the program " + word + " is an absolute path; expected a path relative to generators/");
    const auto inside = normalized_inside(word);
    if (!inside) file_.fail(node, "the program " + word + " leaves generators/; expected a program inside it");
    if (inside->empty()) file_.fail(node, "the command names no program; expected a program in generators/ first");
    if (plan_.programs.count(*inside) != 0) return *inside;  // the root generators: map wins over a file
    std::error_code missing;
    if (!fs::exists(plan_.package / "generators" / *inside, missing))
        file_.fail(node, "generators/" + *inside +
                             " does not exist; expected the command to start with a file or folder of generators/ "
                             "or a program of the root generators: map");
    return *inside;
}

}  // namespace gavel::generate::detail
