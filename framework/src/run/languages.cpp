#include "run/languages.hpp"

#include <unistd.h>

#include <fstream>
#include <cctype>
#include <set>

#include "base/errors.hpp"
#include "base/install_layout.hpp"
#include "config/limits_yaml.hpp"
#include "config/yaml_file.hpp"
#include "run/memory_placeholder.hpp"

namespace gavel {
namespace {

std::vector<std::string> read_words(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    file.expect_sequence(node, what);
    std::vector<std::string> words;
    for (const auto& word : node) words.push_back(file.string(word, std::string("a word of ") + std::string(what)));
    return words;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

std::vector<std::string> read_command(const YamlFile& file, const YAML::Node& node, std::string_view what) {
    file.expect_sequence(node, what);
    if (node.size() == 0) file.fail(node, "expected " + std::string(what) + " to name a program");
    std::vector<std::string> words;
    for (const auto& word : node) {
        words.push_back(file.string(word, "a word of the command"));
        if (const std::string error = memory_placeholder_error(words.back()); !error.empty()) file.fail(word, error);
    }
    return words;
}

}  // namespace

const Language* LanguageTable::find(const std::filesystem::path& file, std::string_view first_line) const {
    const std::string extension = file.extension().string();
    if (first_line.starts_with("#!"))
        for (const auto& language : languages)
            if (!language.shebang.empty() && has(language.shebang_extensions, extension) &&
                first_line.find(language.shebang) != std::string_view::npos)
                return &language;
    for (const auto& language : languages)
        if (has(language.extensions, extension)) return &language;
    return nullptr;
}

const Language* LanguageTable::find_file(const std::filesystem::path& file) const {
    std::string first_line;
    std::ifstream in(file, std::ios::binary);
    if (in) std::getline(in, first_line);
    return find(file, first_line);
}

const Language* LanguageTable::named(std::string_view name) const {
    for (const auto& language : languages)
        if (language.name == name) return &language;
    return nullptr;
}

void LanguageTable::prefer(std::string_view name) {
    Language* chosen = nullptr;
    for (auto& language : languages)
        if (language.name == name) chosen = &language;
    if (chosen == nullptr) {
        std::string names;
        for (const auto& language : languages) names += (names.empty() ? "" : ", ") + language.name;
        throw InputError("--prefer " + std::string(name) + ": no such language in the table (expected one of " + names + ")");
    }
    for (auto& language : languages) {
        if (&language == chosen || language.code != chosen->code) continue;
        for (auto& extension : language.extensions)
            if (!has(chosen->extensions, extension)) chosen->extensions.push_back(extension);
        language.extensions.clear();
    }
}

std::string LanguageTable::known_extensions() const {
    std::string list;
    for (const auto& language : languages)
        for (const auto& extension : language.extensions) list += (list.empty() ? "" : ", ") + extension;
    return list;
}

LanguageTable load_languages(const std::filesystem::path& path) {
    return read_yaml(path, [&](const YamlFile& file) {
        file.expect_map(file.root(), "a languages table", {"compile_limits", "languages"});
        LanguageTable table;
        table.compile_limits.time = std::chrono::seconds(30);
        table.compile_limits.memory = 1ull << 30;
        table.compile_limits.output = 256ull << 20;
        if (const auto limits = file.root()["compile_limits"]; limits.IsDefined())
            table.compile_limits = read_limit_overrides(file, limits).apply_to(table.compile_limits);
        const YAML::Node list = file.require(file.root(), "languages");
        file.expect_sequence(list, "languages");
        std::set<std::string> extensions, names;
        for (const auto& node : list) {
            file.expect_map(node, "a language", {"name", "code", "title", "extensions", "source", "source_named_by", "shebang",
                                                     "shebang_extensions", "unavailable", "compile", "run", "out_of_memory_exit",
                                                     "extra_address_space", "proc", "toolchain", "version", "packages", "hello"});
            Language language;
            language.name = file.string(file.require(node, "name"), "the language name");
            if (!names.insert(language.name).second) file.fail(node["name"], "language '" + language.name + "' is named twice");
            language.code = node["code"].IsDefined() ? file.string(node["code"], "the language's code") : language.name;
            language.title = node["title"].IsDefined() ? file.string(node["title"], "the language's title") : language.name;
            const YAML::Node extension_list = file.require(node, "extensions");
            file.expect_sequence(extension_list, "extensions");
            for (const auto& extension : extension_list) {
                const std::string text = file.string(extension, "an extension such as .cpp");
                if (text[0] != '.') file.fail(extension, "expected an extension starting with '.', found '" + text + "'");
                if (!extensions.insert(text).second) file.fail(extension, "extension '" + text + "' belongs to two languages");
                language.extensions.push_back(text);
            }
            language.source = file.string(file.require(node, "source"), "the source file name");
            if (language.source.find('/') != std::string::npos) file.fail(node["source"], "expected a file name without '/'");
            if (const auto compile = node["compile"]; compile.IsDefined()) language.compile = read_command(file, compile, "compile");
            // A language gavel cannot run here (unavailable) needs no command.
            if (node["run"].IsDefined() || !node["unavailable"].IsDefined())
                language.run = read_command(file, file.require(node, "run"), "run");
            if (const auto code = node["out_of_memory_exit"]; code.IsDefined())
                language.out_of_memory_exit = static_cast<int>(file.integer(code, "an exit code", 1, 255));
            if (const auto extra = node["extra_address_space"]; extra.IsDefined())
                language.extra_address_space = file.size(extra, "extra_address_space");
            if (const auto proc = node["proc"]; proc.IsDefined()) language.proc = file.boolean(proc, "proc");
            if (const auto naming = node["source_named_by"]; naming.IsDefined()) {
                language.source_named_by = file.string(naming, "how a source is named");
                if (language.source_named_by != "public class")
                    file.fail(naming, "expected source_named_by: public class, found '" + language.source_named_by + "'");
            }
            if (const auto shebang = node["shebang"]; shebang.IsDefined()) {
                language.shebang = file.string(shebang, "what the shebang line names");
                language.shebang_extensions = read_words(file, file.require(node, "shebang_extensions"), "shebang_extensions");
            }
            if (const auto reason = node["unavailable"]; reason.IsDefined()) language.unavailable = file.string(reason, "why");
            if (const auto list = node["toolchain"]; list.IsDefined()) language.toolchain = read_words(file, list, "toolchain");
            if (const auto command = node["version"]; command.IsDefined()) language.version = read_command(file, command, "version");
            if (const auto list = node["packages"]; list.IsDefined()) language.packages = read_words(file, list, "packages");
            if (const auto hello = node["hello"]; hello.IsDefined()) language.hello = file.string(hello, "a hello-world program");
            table.languages.push_back(std::move(language));
        }
        return table;
    });
}

std::filesystem::path find_toolchain_program(const std::string& program) {
    if (program.find('/') != std::string::npos)
        return ::access(program.c_str(), X_OK) == 0 ? std::filesystem::path(program) : std::filesystem::path();
    for (const char* folder : {"/usr/bin/", "/bin/"})
        if (const std::string path = folder + program; ::access(path.c_str(), X_OK) == 0) return path;
    return {};
}

std::string missing_toolchain(const Language& language) {
    for (const auto& program : language.toolchain)
        if (find_toolchain_program(program).empty()) return program;
    return {};
}

std::string source_file_name(const Language& language, std::string_view content) {
    if (language.source_named_by.empty()) return language.source;
    // The words of the source in order, comments and string literals left out: "public", its other modifiers,
    // "class", then the name. Scanned by hand, in one pass: the source is a contestant's, of any size and shape.
    const auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; };
    enum class Seen { nothing, public_word, class_word } seen = Seen::nothing;
    const auto skip_past = [&](std::size_t from, std::string_view end) {
        const std::size_t found = content.find(end, from);
        return found == std::string_view::npos ? content.size() : found + end.size();
    };
    for (std::size_t at = 0; at < content.size();) {
        if (content.substr(at, 2) == "//") {
            at = skip_past(at + 2, "\n");
            continue;
        }
        if (content.substr(at, 2) == "/*") {
            at = skip_past(at + 2, "*/");
            continue;
        }
        if (content[at] == '"' || content[at] == '\'') {
            const char quote = content[at++];
            while (at < content.size() && content[at] != quote && content[at] != '\n') at += content[at] == '\\' ? 2 : 1;
            ++at;
            continue;
        }
        if (!word_char(content[at])) {
            ++at;
            continue;
        }
        const std::size_t start = at;
        while (at < content.size() && word_char(content[at])) ++at;
        const std::string_view word = content.substr(start, at - start);
        if (seen == Seen::class_word) {
            if (!std::isdigit(static_cast<unsigned char>(word.front())) && word.size() <= 200)
                return std::string(word) + std::filesystem::path(language.source).extension().string();
            seen = Seen::nothing;
        } else if (word == "public") {
            seen = Seen::public_word;
        } else if (seen == Seen::public_word && word == "class") {
            seen = Seen::class_word;
        } else if (seen != Seen::public_word || (word != "final" && word != "abstract" && word != "static" &&
                                                   word != "strictfp" && word != "sealed")) {
            seen = Seen::nothing;
        }
    }
    return language.source;
}

std::filesystem::path default_languages_file() {
    return require_part(running_layout().languages_file(), "languages table (or name one with --languages FILE)");
}

std::vector<std::string> expand_command(const std::vector<std::string>& command, const std::string& source,
                                        const std::string& binary) {
    std::vector<std::string> expanded;
    for (std::string word : command) {
        for (const auto& [key, value] : {std::pair<std::string, std::string>{"{source}", source}, {"{binary}", binary}})
            for (std::size_t at; (at = word.find(key)) != std::string::npos;) word.replace(at, key.size(), value);
        expanded.push_back(std::move(word));
    }
    return expanded;
}

}  // namespace gavel
