#include "tools/language_check.hpp"

#include <unistd.h>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"
#include "report/report.hpp"
#include "run/program.hpp"
#include "sandbox/box.hpp"

namespace gavel {
namespace {

constexpr const char* expected_greeting = "Hello, world!\n";

std::string first_line_of(const std::string& text) {
    const std::string line = text.substr(0, text.find('\n'));
    return line.size() > 120 ? line.substr(0, 120) + "..." : line;
}

// The version command, in a box under the compile limits: the toolchain is the machine's, but a version command
// of a user's table is as untrusted as a compiler.
std::string version_of(const Language& language, const LanguageTable& table) {
    if (language.version.empty()) return {};
    sandbox::Box box;
    const RunResult outcome = box.run(compile_spec(table.compile_limits, language.version, &language), "");
    return first_line_of(outcome.output.empty() ? outcome.message : outcome.output);
}

// The hello program graded by hand: prepared as any solution, run once with the limits a test would have.
std::string self_test_failure(const Language& language, const LanguageTable& table) {
    if (language.hello.empty()) return "no hello program in the table to test it with";
    const auto folder = std::filesystem::temp_directory_path() / ("gavel-hello-" + std::to_string(::getpid()) + "-" + language.name);
    std::filesystem::create_directories(folder);
    struct Cleanup {
        std::filesystem::path folder;
        ~Cleanup() {
            std::error_code ignored;
            std::filesystem::remove_all(folder, ignored);
        }
    } cleanup{folder};
    sandbox::Box box;
    const PreparedProgram program = prepare_hello(language, table, folder, box);
    if (!program.ready) return "the hello program does not compile: " + first_line_of(program.compile_message);
    install_program(program, box);
    ProgramSolution solution(box, program, "hello");
    Limits limits;
    limits.time = std::chrono::seconds(5);
    limits.memory = 512ull << 20;
    limits.output = 1 << 20;
    const RunResult outcome = solution.run("", limits);
    if (!outcome.ok()) return "the hello program " + outcome.describe() + (outcome.message.empty() ? "" : ": " + first_line_of(outcome.message));
    if (outcome.output != expected_greeting) return "the hello program printed '" + first_line_of(outcome.output) + "', not 'Hello, world!'";
    return {};
}

// Where a passed self-test of `language` is kept: a file holding the version it showed, named by the key of
// everything the test depended on (the entry's commands and hello program, the toolchain's files).
std::filesystem::path passed_marker(const Language& language) {
    std::string run, version;
    for (const auto& word : language.run) run += word + '\0';
    for (const auto& word : language.version) version += word + '\0';
    const std::vector<SourceFile> parts{{"name", language.name}, {"hello", language.hello}, {"run", run}, {"version", version}};
    return compile_cache_root() / "self-tests" / compile_cache_key(parts, language);
}

}  // namespace

PreparedProgram prepare_hello(const Language& language, const LanguageTable& table, const std::filesystem::path& folder,
                              sandbox::Box& box) {
    // Named with the language's own first extension, and judged as this language whatever else claims it.
    LanguageTable only_this;
    only_this.compile_limits = table.compile_limits;
    only_this.languages = {language};
    if (only_this.languages.front().extensions.empty()) only_this.languages.front().extensions = {".hello"};
    const auto source = folder / ("hello" + only_this.languages.front().extensions.front());
    write_file_bytes(source, language.hello);
    return prepare_program(source, only_this, box);
}

std::string_view status_name(LanguageCheck::Status status) {
    switch (status) {
        case LanguageCheck::Status::usable: return "usable";
        case LanguageCheck::Status::missing: return "missing";
        case LanguageCheck::Status::unavailable: return "unavailable";
        case LanguageCheck::Status::broken: return "BROKEN";
    }
    return "?";
}

LanguageCheck check_language(const Language& language, const LanguageTable& table, bool fresh) {
    LanguageCheck check;
    if (!language.unavailable.empty()) {
        check.status = LanguageCheck::Status::unavailable;
        check.detail = language.unavailable;
        return check;
    }
    if (const std::string reason = unrunnable_reason(language); !reason.empty()) {
        check.status = LanguageCheck::Status::missing;
        check.detail = reason;
        return check;
    }
    try {
        const auto marker = passed_marker(language);
        if (!fresh)
            if (std::optional<std::string> version = read_file_bytes(marker)) {
                check.status = LanguageCheck::Status::usable;
                check.version = *version;
                check.cached = true;
                return check;
            }
        check.version = version_of(language, table);
        check.detail = self_test_failure(language, table);
        if (check.detail.empty()) {
            std::filesystem::create_directories(marker.parent_path());
            // Whole or not at all: another gavel may be reading it.
            write_file_atomically(marker.string(), check.version);
        }
    } catch (const std::exception& error) {
        check.detail = std::string("the self-test could not run: ") + error.what();
    }
    check.status = check.detail.empty() ? LanguageCheck::Status::usable : LanguageCheck::Status::broken;
    return check;
}

}  // namespace gavel
