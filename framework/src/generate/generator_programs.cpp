// Finding, hashing and building the programs of a generation plan.
#include "generate/generator_programs.hpp"

#include <unistd.h>

#include <algorithm>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/compile_cache.hpp"
#include "run/program_folder.hpp"
#include "run/sha256.hpp"

namespace gavel::generate {
namespace {

// A path written in generators.yaml must stay inside the folder it is relative to: no absolute path, no "..".
bool stays_inside(const std::filesystem::path& relative) {
    if (relative.empty() || relative.is_absolute()) return false;
    return std::none_of(relative.begin(), relative.end(), [](const std::filesystem::path& part) { return part == ".."; });
}

// The names and bytes of a program's files, in one hash: a file's own bytes, or every file of a folder. A link
// out of the package is never followed: read_program_folder and read_sources refuse what they cannot read.
std::string hash_of_files(const std::vector<FolderFile>& files) {
    Sha256 hash;
    for (const FolderFile& file : files) {
        hash.update(file.name);
        hash.update(std::string(1, '\0'));
        hash.update(std::to_string(file.content.size()));
        hash.update(std::string(1, '\0'));
        hash.update(file.content);
    }
    return hash.hex_digest();
}

std::vector<FolderFile> files_of(const std::filesystem::path& program) {
    std::error_code error;
    if (std::filesystem::is_directory(program, error)) return read_program_folder(program);
    return {FolderFile{program.filename().string(), read_needed_file(program), ::access(program.c_str(), X_OK) == 0}};
}

}  // namespace

Limits generation_limits(std::optional<Duration> generator_time) {
    Limits limits;
    limits.time = generator_time.value_or(std::chrono::seconds(60));
    limits.wall_time = limits.time * 2;
    limits.memory = 2ull << 30;
    limits.output = 1ull << 30;
    return limits;
}

GeneratorPrograms::GeneratorPrograms(const GenerationPlan& plan, LanguageTable languages, Limits limits)
    : plan_(plan), languages_(std::move(languages)), limits_(limits) {}

std::filesystem::path GeneratorPrograms::assembled_folder(const std::string& name) {
    const std::vector<std::string>& listed = plan_.programs.at(name);
    std::vector<FolderFile> files;
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const std::filesystem::path source = plan_.package / "generators" / listed[i];
        if (!stays_inside(listed[i]))
            throw InputError(plan_.shown_file + ": generators: " + name + ": " + listed[i] + " leaves generators/; expected a path inside it");
        FolderFile file{std::filesystem::path(listed[i]).filename().string(), read_needed_file(source), ::access(source.c_str(), X_OK) == 0};
        // BAPCtools runs the first file listed; a folder's entry point is its __main__ (AuthorProgram's rule).
        if (i == 0 && languages_.find(source) != nullptr && !compiles_to_binary(*languages_.find(source))) {
            FolderFile entry = file;
            entry.name = "__main__" + source.extension().string();
            files.push_back(std::move(entry));
        }
        if (std::none_of(files.begin(), files.end(), [&](const FolderFile& known) { return known.name == file.name; }))
            files.push_back(std::move(file));
    }
    std::sort(files.begin(), files.end(), [](const FolderFile& a, const FolderFile& b) { return a.name < b.name; });
    // Named by what it holds, so that two gavels assembling the same program agree, and a changed one is new.
    const std::filesystem::path folder = compile_cache_root() / "generator-programs" / hash_of_files(files).substr(0, 32) / name;
    std::error_code error;
    if (std::filesystem::is_directory(folder, error)) return folder;
    const std::filesystem::path staging = folder.parent_path() / (".staging-" + std::to_string(::getpid()));
    std::filesystem::remove_all(staging, error);
    write_program_folder(files, staging);
    std::filesystem::rename(staging, folder, error);
    if (error) std::filesystem::remove_all(staging, error);  // another gavel put the same folder there first
    return folder;
}

std::filesystem::path GeneratorPrograms::generator_source(const Command& command) {
    if (plan_.programs.count(command.program)) return assembled_folder(command.program);
    if (!stays_inside(command.program))
        throw InputError(command.location.describe("the program " + command.program + " leaves generators/; expected a path inside it"));
    const std::filesystem::path source = plan_.package / "generators" / command.program;
    std::error_code error;
    if (!std::filesystem::exists(source, error))
        throw InputError(command.location.describe("no program generators/" + command.program +
                                                   ": expected a file or folder there, or a name of the generators: map"));
    return source;
}

std::string GeneratorPrograms::generator_hash(const Command& command) {
    const std::lock_guard lock(mutex_);
    const std::filesystem::path source = generator_source(command);
    auto& hash = hashes_[source];
    if (hash.empty()) hash = hash_of_files(files_of(source));
    return hash;
}

std::string GeneratorPrograms::solution_hash(const Command& solution) {
    const std::lock_guard lock(mutex_);
    const std::filesystem::path source = plan_.package / solution.program;
    std::error_code error;
    if (!stays_inside(solution.program) || !std::filesystem::exists(source, error))
        throw InputError(solution.location.describe("no solution /" + solution.program + " in the package"));
    auto& hash = hashes_[source];
    if (hash.empty()) hash = hash_of_files(files_of(source));
    return hash;
}

AuthorProgramPool& GeneratorPrograms::built(const std::filesystem::path& source, const std::string& role) {
    auto& pool = built_[source];
    if (!pool) {
        auto made = std::make_unique<AuthorProgramPool>(source, role, plan_.shown_file, limits_);
        made->build(languages_);
        pool = std::move(made);
    }
    return *pool;
}

AuthorProgramPool& GeneratorPrograms::generator(const Command& command) {
    const std::lock_guard lock(mutex_);
    return built(generator_source(command), "generator");
}

AuthorProgramPool& GeneratorPrograms::solution(const Command& solution) {
    const std::lock_guard lock(mutex_);
    return built(plan_.package / solution.program, "solution");
}

}  // namespace gavel::generate
