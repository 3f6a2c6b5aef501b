#include "run/build_script.hpp"

#include <algorithm>
#include <fstream>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/box_tools.hpp"
#include "run/compile.hpp"
#include "run/compile_cache.hpp"

namespace gavel {
namespace {

constexpr const char* source_folder = "source";
constexpr const char* program_folder = "program";

bool is_script(const std::filesystem::path& path) {
    std::error_code error;
    return std::filesystem::is_regular_file(path, error);
}

// The compile cache keys a build by its command and its files' names and bytes. Whether a file is executable
// decides what a build does too, so the executable ones are named in the command, which goes into the key.
Language build_language(const std::vector<FolderFile>& files) {
    Language language;
    language.name = "build script";
    language.compile = {"sh", "build", "executable:"};
    for (const FolderFile& file : files)
        if (file.executable) language.compile.back() += " " + file.name;
    language.run = {"run"};
    return language;
}

// Runs the build in a box of its own and returns what it left; throws InputError when it fails.
std::vector<FolderFile> run_build(const std::vector<FolderFile>& files, const Limits& compile_limits) {
    sandbox::Box box;
    write_program_folder(files, box.host_dir() / source_folder);
    // The working folder is emptied before every run, so the run copies the program there itself first.
    std::vector<std::string> command = {"/bin/sh", "-c", "cp -R \"$0\"/. . && if [ -e build ]; then ./build; fi",
                                        box.inside(source_folder).string()};
    sandbox::RunSpec spec = compile_spec(compile_limits, std::move(command));
    spec.env = script_environment(box);
    const RunResult outcome = box.run(spec, "");
    if (!outcome.ok()) throw InputError(compile_failure_message(outcome, "the build script"));
    std::string refusal;
    auto built = read_left_folder(box.host_dir() / "work", compile_limits.output, refusal);
    if (!built) throw InputError("the build left something gavel does not take: " + refusal + " (expected regular files and folders)");
    const auto run = std::find_if(built->begin(), built->end(), [](const FolderFile& file) { return file.name == "run"; });
    if (run == built->end()) throw InputError("there is no file run after the build: expected the folder or its build to make one");
    if (!run->executable) throw InputError("run is not executable: expected a program or a script with its executable bit set");
    return std::move(*built);
}

}  // namespace

bool has_build_scripts(const std::filesystem::path& folder) { return is_script(folder / "build") || is_script(folder / "run"); }

std::vector<FolderFile> build_with_scripts(const std::filesystem::path& folder, const Limits& compile_limits) {
    const std::vector<FolderFile> files = read_program_folder(folder);
    const Language language = build_language(files);
    const auto build = [&](const std::vector<SourceFile>&, const Language&, const std::filesystem::path& packed) {
        // The cache reads the files itself, without their modes: the build takes the ones read above.
        const std::string bytes = pack_folder(run_build(files, compile_limits));
        std::ofstream out(packed, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (!out.flush()) throw InternalError("cannot write " + packed.string());
    };
    const auto cached = cached_build(folder, language, build);
    const std::optional<std::string> bytes = read_file_bytes(cached);
    std::optional<std::vector<FolderFile>> built = bytes ? unpack_folder(*bytes) : std::nullopt;
    if (!built) throw InternalError(cached.string() + ": the compile cache's built folder cannot be read");
    return std::move(*built);
}

std::vector<std::string> install_built_folder(const std::vector<FolderFile>& files, sandbox::Box& box) {
    write_program_folder(files, box.host_dir() / program_folder);
    // $0 is the folder and "$@" what the caller appends: a script may expect to run from its own folder.
    return {"/bin/sh", "-c", "cd \"$0\" && exec ./run \"$@\"", box.inside(program_folder).string()};
}

}  // namespace gavel
