#include "run/compile_cache.hpp"

#include <spdlog/spdlog.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/sha256.hpp"

namespace gavel {
namespace {

constexpr const char* program_file = "program";
constexpr const char* manifest_file = "manifest";
constexpr const char* manifest_header = "gavel compile cache entry 1";
// Bumped when what goes into a key changes, so that no old entry is taken for a new one.
constexpr const char* key_version = "gavel compile cache key 2";

// Each field with its length in front: no two different lists of fields hash the same bytes.
void add_field(Sha256& hash, std::string_view field) {
    hash.update(std::to_string(field.size()));
    hash.update(":");
    hash.update(field);
}

// The compiler as the box finds it: a path, or a name looked up in /usr/bin and /bin.
std::string compiler_identity(const std::vector<std::string>& compile) {
    if (compile.empty()) return "no compiler";
    std::vector<std::filesystem::path> candidates;
    if (compile[0].find('/') != std::string::npos) candidates.emplace_back(compile[0]);
    else candidates = {std::filesystem::path("/usr/bin") / compile[0], std::filesystem::path("/bin") / compile[0]};
    for (const auto& candidate : candidates) {
        struct stat status {};
        if (::stat(candidate.c_str(), &status) == 0)
            return candidate.string() + " " + std::to_string(status.st_size) + " " + std::to_string(status.st_mtim.tv_sec) +
                   "." + std::to_string(status.st_mtim.tv_nsec);
    }
    return compile[0] + " not found";
}

struct Manifest {
    std::uint64_t size = 0;
    std::string sha256;
};

std::string manifest_text(const Manifest& manifest) {
    return std::string(manifest_header) + "\nsize " + std::to_string(manifest.size) + "\nsha256 " + manifest.sha256 + "\n";
}

std::optional<Manifest> parse_manifest(const std::string& text) {
    std::istringstream lines(text);
    std::string header, size_word, sha_word;
    Manifest manifest;
    if (!std::getline(lines, header) || header != manifest_header) return std::nullopt;
    if (!(lines >> size_word >> manifest.size >> sha_word >> manifest.sha256)) return std::nullopt;
    if (size_word != "size" || sha_word != "sha256" || manifest.sha256.size() != 64) return std::nullopt;
    return manifest;
}

// Why the entry may not be used, or nullopt when its program is the one its manifest describes.
std::optional<std::string> entry_fault(const std::filesystem::path& entry) {
    std::error_code error;
    const auto program = entry / program_file;
    if (!std::filesystem::is_regular_file(program, error)) return "its program is missing";
    std::ifstream manifest_in(entry / manifest_file, std::ios::binary);
    if (!manifest_in) return "its manifest is missing";
    std::ostringstream manifest_bytes;
    manifest_bytes << manifest_in.rdbuf();
    const auto manifest = parse_manifest(manifest_bytes.str());
    if (!manifest) return "its manifest is not one gavel wrote";
    const auto size = std::filesystem::file_size(program, error);
    if (error) return "its program cannot be read";
    if (size != manifest->size)
        return "its program is " + std::to_string(size) + " bytes, the manifest says " + std::to_string(manifest->size);
    try {
        if (sha256_file_hex(program) != manifest->sha256) return "its program's SHA-256 is not the manifest's";
    } catch (const InternalError&) {
        return "its program cannot be read";
    }
    return std::nullopt;
}

// A new empty folder <root>/<prefix>XXXXXX of this process's own.
std::filesystem::path make_unique_folder(const std::filesystem::path& root, const std::string& prefix) {
    std::string pattern = (root / (prefix + "XXXXXX")).string();
    if (::mkdtemp(pattern.data()) == nullptr) throw_system_error("mkdtemp " + pattern);
    return pattern;
}

// Removed when it goes out of scope, unless it was renamed into the cache.
class BuildFolder {
public:
    explicit BuildFolder(const std::filesystem::path& root) : path_(make_unique_folder(root, "build-")) {}
    ~BuildFolder() {
        std::error_code ignored;
        if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
    }
    BuildFolder(const BuildFolder&) = delete;
    BuildFolder& operator=(const BuildFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }
    void placed() { path_.clear(); }

private:
    std::filesystem::path path_;
};

// Takes a bad entry out of the way: renamed first, so that no other gavel finds it half removed.
void discard_entry(const std::filesystem::path& root, const std::filesystem::path& entry) {
    const auto graveyard = make_unique_folder(root, "discard-");
    // Renaming a folder onto an empty one replaces it; ENOENT: another gavel discarded it first.
    if (std::rename(entry.c_str(), graveyard.c_str()) != 0 && errno != ENOENT)
        spdlog::warn("{}: cannot move the bad cache entry aside: {}", entry.string(), std::strerror(errno));
    std::error_code ignored;
    std::filesystem::remove_all(graveyard, ignored);
}

std::filesystem::path build_entry(const std::filesystem::path& root, const std::filesystem::path& entry,
                                  const std::vector<SourceFile>& files, const Language& language,
                                  const CompileFunction& compile) {
    BuildFolder build(root);
    const auto program = build.path() / program_file;
    compile(files, language, program);
    std::error_code error;
    if (!std::filesystem::is_regular_file(program, error))
        throw InternalError("compiling with " + language.name + " made no program at " + program.string());
    std::filesystem::permissions(program, std::filesystem::perms(0755), error);
    if (error) throw InternalError("cannot make " + program.string() + " executable: " + error.message());
    const Manifest manifest{std::filesystem::file_size(program), sha256_file_hex(program)};
    {
        std::ofstream out(build.path() / manifest_file, std::ios::binary | std::ios::trunc);
        out << manifest_text(manifest);
        if (!out.flush()) throw InternalError("cannot write " + (build.path() / manifest_file).string());
    }
    // Two tries: the second after discarding a bad entry another gavel placed meanwhile.
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (std::rename(build.path().c_str(), entry.c_str()) == 0) {
            build.placed();
            return entry / program_file;
        }
        if (errno != EEXIST && errno != ENOTEMPTY) throw_system_error("rename " + build.path().string() + " to " + entry.string());
        const auto fault = entry_fault(entry);
        if (!fault) {
            spdlog::debug("{}: another gavel cached the same build first; using it", entry.string());
            return entry / program_file;
        }
        spdlog::warn("{}: cache entry placed by another gavel is unusable ({}); replacing it", entry.string(), *fault);
        discard_entry(root, entry);
    }
    throw InternalError(entry.string() + ": cannot place the build in the cache: another gavel keeps replacing it");
}

}  // namespace

std::vector<SourceFile> read_sources(const std::filesystem::path& sources) {
    std::error_code error;
    if (std::filesystem::is_regular_file(sources, error)) return {{sources.filename().string(), read_needed_file(sources)}};
    if (!std::filesystem::is_directory(sources, error))
        throw InputError(sources.string() + ": not found (expected a source file or a folder of sources)");
    std::vector<SourceFile> files;
    for (std::filesystem::recursive_directory_iterator it(sources, error), end; !error && it != end; it.increment(error))
        if (it->is_regular_file()) files.push_back({it->path().lexically_relative(sources).generic_string(), read_needed_file(it->path())});
    if (error) throw InputError(sources.string() + ": cannot list the folder: " + error.message());
    if (files.empty()) throw InputError(sources.string() + ": the folder holds no source file");
    std::sort(files.begin(), files.end(), [](const SourceFile& a, const SourceFile& b) { return a.name < b.name; });
    return files;
}

std::filesystem::path compile_cache_root() {
    std::filesystem::path root;
    // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && xdg[0] == '/') root = std::filesystem::path(xdg) / "gavel";
    else if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0') root = std::filesystem::path(home) / ".cache" / "gavel";
    else throw InputError("no folder for gavel's compile cache: expected XDG_CACHE_HOME or HOME to be set");
    std::error_code error;
    std::filesystem::create_directories(root, error);
    if (error || !std::filesystem::is_directory(root))
        throw InputError(root.string() + ": cannot make gavel's compile cache folder: " +
                         (error ? error.message() : "something else is in the way"));
    return root;
}

std::string compile_cache_key(const std::vector<SourceFile>& files, const Language& language) {
    Sha256 hash;
    add_field(hash, key_version);
    add_field(hash, std::to_string(language.compile.size()));
    for (const auto& word : language.compile) add_field(hash, word);
    add_field(hash, compiler_identity(language.compile));
    // The compile command may be a shell that starts the compiler (Java's): the toolchain's own programs count too,
    // as their real files (an alternative switched to another JDK is another compiler).
    for (const auto& program : language.toolchain) {
        std::error_code error;
        const auto found = find_toolchain_program(program);
        const auto real = found.empty() ? found : std::filesystem::canonical(found, error);
        add_field(hash, compiler_identity({error ? found.string() : real.string()}));
    }
    add_field(hash, std::to_string(files.size()));
    for (const auto& file : files) {
        add_field(hash, file.name);
        add_field(hash, file.content);
    }
    return hash.hex_digest();
}

bool compiles_to_binary(const Language& language) {
    return !language.compile.empty() && std::any_of(language.run.begin(), language.run.end(), [](const std::string& word) {
        return word.find("{binary}") != std::string::npos;
    });
}

std::filesystem::path cached_build(const std::filesystem::path& sources, const Language& language,
                                   const CompileFunction& compile) {
    const std::vector<SourceFile> files = read_sources(sources);
    const auto root = compile_cache_root();
    const auto entry = root / compile_cache_key(files, language);
    std::error_code error;
    if (std::filesystem::exists(entry, error)) {
        const auto fault = entry_fault(entry);
        if (!fault) {
            spdlog::debug("{}: compiled program taken from the cache ({})", sources.string(), entry.string());
            return entry / program_file;
        }
        spdlog::warn("{}: cache entry for {} is unusable ({}); compiling it again", entry.string(), sources.string(), *fault);
        discard_entry(root, entry);
    }
    spdlog::debug("{}: compiling with {} into the cache ({})", sources.string(), language.name, entry.string());
    return build_entry(root, entry, files, language, compile);
}

}  // namespace gavel
