#include "run/author_program.hpp"

#include <set>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"
#include "run/program.hpp"

namespace gavel {
namespace {

constexpr const char* installed_name = "author-program";

bool is_folder(const std::filesystem::path& path) {
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

}  // namespace

AuthorProgram::AuthorProgram(std::filesystem::path program, std::string role, std::string problem_file)
    : program_(std::move(program)), role_(std::move(role)), problem_file_(std::move(problem_file)) {}

void AuthorProgram::build(const LanguageTable& languages) {
    const std::lock_guard lock(mutex_);
    if (box_) return;
    auto box = std::make_unique<sandbox::Box>();
    command_ = install(languages, *box);
    box_ = std::move(box);
}

AuthorProgram::Use AuthorProgram::use() {
    std::unique_lock lock(mutex_);
    if (!box_) throw InternalError(role_ + " " + name() + " was asked to run before it was built");
    return {std::move(lock), *box_, command_};
}

sandbox::RunSpec AuthorProgram::spec(std::vector<std::string> argv) {
    sandbox::RunSpec spec;
    spec.argv = std::move(argv);
    spec.cpu = std::chrono::seconds(10);
    spec.wall = std::chrono::seconds(20);
    spec.memory = 1ull << 30;
    spec.output = 1ull << 20;
    return spec;
}

// The language of the program: a file's by its extension, a folder's by the sources in it (one language).
const Language* AuthorProgram::language_of(const LanguageTable& languages) const {
    if (!is_folder(program_)) return languages.find(program_);
    std::set<const Language*> found;
    for (const auto& file : read_sources(program_))
        if (const Language* language = languages.find(file.name)) found.insert(language);
    if (found.size() == 1) return *found.begin();
    std::string names;
    for (const Language* language : found) names += (names.empty() ? "" : ", ") + language->name;
    throw InputError(problem_file_ + ": " + role_ + " folder " + program_.string() +
                     (found.empty() ? " holds no source (expected " + languages.known_extensions() + ")"
                                    : " holds sources in several languages (" + names + "); expected one"));
}

// Puts the program into `box` and returns the command that runs it: a compiled language's program from the
// compile cache, anything else (an interpreted source, an executable) as a contestant's would be prepared.
std::vector<std::string> AuthorProgram::install(const LanguageTable& languages, sandbox::Box& box) const {
    const auto not_compiling = [&](const std::string& message) {
        return InputError(problem_file_ + ": " + role_ + " " + program_.string() + " does not compile:\n" + message);
    };
    const Language* language = language_of(languages);
    if (language != nullptr && compiles_to_binary(*language)) {
        const auto compile = [&](const std::vector<SourceFile>& files, const Language& with,
                                 const std::filesystem::path& executable) {
            const CompileResult result = compile_in_box(files, with, languages.compile_limits, executable);
            if (!result.ok) throw not_compiling(result.message);
        };
        const auto executable = cached_build(program_, *language, compile);
        std::optional<std::string> bytes = read_file_bytes(executable);
        if (!bytes) throw InternalError(executable.string() + ": cannot read the compile cache's program");
        PreparedProgram program;
        program.files.push_back({installed_name, std::move(*bytes), true});
        install_program(program, box);
        return expand_command(language->run, box.inside(language->source).string(), box.inside(installed_name).string());
    }
    if (is_folder(program_))
        throw InputError(problem_file_ + ": " + role_ + " folder " + program_.string() + " is in " + language->name +
                         ", which compiles to no program of its own; expected a folder of sources in a compiled language");
    PreparedProgram program = prepare_program(program_, languages, box);
    if (!program.ready) throw not_compiling(program.compile_message);
    install_program(program, box);
    return program.run;
}

}  // namespace gavel
