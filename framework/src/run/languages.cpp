#include "run/languages.hpp"

#include <set>

#include "base/errors.hpp"
#include "base/install_layout.hpp"
#include "config/limits_yaml.hpp"
#include "config/yaml_file.hpp"
#include "run/memory_placeholder.hpp"

namespace gavel {
namespace {

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

const Language* LanguageTable::find(const std::filesystem::path& file) const {
    const std::string extension = file.extension().string();
    for (const auto& language : languages)
        for (const auto& candidate : language.extensions)
            if (candidate == extension) return &language;
    return nullptr;
}

std::string LanguageTable::known_extensions() const {
    std::string list;
    for (const auto& language : languages)
        for (const auto& extension : language.extensions) list += (list.empty() ? "" : ", ") + extension;
    return list;
}

LanguageTable load_languages(const std::filesystem::path& path) {
    const YamlFile file(path);
    file.expect_map(file.root(), "a languages table", {"compile_limits", "languages"});
    LanguageTable table;
    table.compile_limits.time = std::chrono::seconds(30);
    table.compile_limits.memory = 1ull << 30;
    table.compile_limits.output = 256ull << 20;
    if (const auto limits = file.root()["compile_limits"]; limits.IsDefined())
        table.compile_limits = read_limit_overrides(file, limits).apply_to(table.compile_limits);
    const YAML::Node list = file.require(file.root(), "languages");
    file.expect_sequence(list, "languages");
    std::set<std::string> extensions;
    for (const auto& node : list) {
        file.expect_map(node, "a language", {"name", "extensions", "source", "compile", "run", "out_of_memory_exit",
                                                 "extra_address_space"});
        Language language;
        language.name = file.string(file.require(node, "name"), "the language name");
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
        language.run = read_command(file, file.require(node, "run"), "run");
        if (const auto code = node["out_of_memory_exit"]; code.IsDefined())
            language.out_of_memory_exit = static_cast<int>(file.integer(code, "an exit code", 1, 255));
        if (const auto extra = node["extra_address_space"]; extra.IsDefined())
            language.extra_address_space = file.size(extra, "extra_address_space");
        table.languages.push_back(std::move(language));
    }
    return table;
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
