// The manifest as text, a record a line: "test <path> <rule> <extension>=<hash>...", "config <path> <hash>".
// Paths under data/ are names of the format's alphabet, so they hold no space.
#include "generate/data_manifest.hpp"

#include <unistd.h>

#include <sstream>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "run/compile_cache.hpp"
#include "run/sha256.hpp"

namespace gavel::generate {
namespace {

constexpr const char* header = "gavel-generated-data 1";

}  // namespace

void write_atomically(const std::filesystem::path& path, const std::string& bytes) {
    const std::filesystem::path temporary = path.parent_path() / ("." + path.filename().string() + ".gavel-" + std::to_string(::getpid()));
    write_file_bytes(temporary, bytes);
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        std::filesystem::remove(temporary, error);
        throw InternalError("cannot write " + path.string() + ": " + error.message());
    }
}

std::filesystem::path DataManifest::location(const std::filesystem::path& package) {
    const std::string key = sha256_hex(std::filesystem::absolute(package).lexically_normal().string());
    return compile_cache_root() / "generated" / key.substr(0, 32) / "manifest";
}

DataManifest DataManifest::load(const std::filesystem::path& package, bool& damaged) {
    damaged = false;
    DataManifest manifest;
    const auto text = read_file_bytes(location(package));
    if (!text) return manifest;
    std::istringstream lines(*text);
    std::string line;
    if (!std::getline(lines, line) || line != header) {
        damaged = true;
        return {};
    }
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string kind, path, hash;
        if (!(words >> kind >> path >> hash) || (kind != "test" && kind != "config")) {
            damaged = true;
            return {};
        }
        if (kind == "config") {
            manifest.configs[path] = hash;
            continue;
        }
        MadeTest& test = manifest.tests[path];
        test.rule = hash;
        for (std::string file; words >> file;) {
            const auto equals = file.find('=');
            if (equals == std::string::npos) {
                damaged = true;
                return {};
            }
            test.files[file.substr(0, equals)] = file.substr(equals + 1);
        }
    }
    return manifest;
}

void DataManifest::save(const std::filesystem::path& package) const {
    std::string text = std::string(header) + "\n";
    for (const auto& [path, test] : tests) {
        text += "test " + path + " " + test.rule;
        for (const auto& [extension, hash] : test.files) text += " " + extension + "=" + hash;
        text += "\n";
    }
    for (const auto& [path, hash] : configs) text += "config " + path + " " + hash + "\n";
    const std::filesystem::path file = location(package);
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    if (error) throw InternalError("cannot make " + file.parent_path().string() + ": " + error.message());
    write_atomically(file, text);
}

}  // namespace gavel::generate
