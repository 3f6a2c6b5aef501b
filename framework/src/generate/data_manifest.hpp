// What gavel wrote into a package's data/ the last time it made it: per test, the hash of the rule that made it
// and of every file it wrote. Kept outside the package (the package is the author's, often a git checkout), in
// gavel's cache folder under a key of the package's path. With it a test whose rule is unchanged and whose files
// are as written is not made again, and a file in data/ that differs from what gavel wrote is known to be
// someone's own, never overwritten.
#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace gavel::generate {

struct MadeTest {
    std::string rule;                            // rule_hash() of the test when it was made
    std::map<std::string, std::string> files;    // extension ("in", "ans") -> SHA-256 of the bytes written
};

struct DataManifest {
    std::map<std::string, MadeTest> tests;       // by path under data/: "secret/03-random"
    std::map<std::string, std::string> configs;  // a settings file under data/ ("secret/test_group.yaml") -> SHA-256

    /// <cache>/generated/<SHA-256 of the package's absolute path>/manifest
    static std::filesystem::path location(const std::filesystem::path& package);
    /// The manifest of `package`; an empty one when there is none. One that cannot be read as a manifest is
    /// taken as empty too (and `damaged` set): the worst that follows is that files are compared, not trusted.
    static DataManifest load(const std::filesystem::path& package, bool& damaged);
    /// Replaces the stored manifest whole (a temporary file renamed over it).
    void save(const std::filesystem::path& package) const;
};

/// Writes `bytes` to `path` through a temporary file beside it renamed over it, so that no reader (nor a gavel
/// stopped half-way) ever sees half a file. Throws InternalError naming the path.
void write_atomically(const std::filesystem::path& path, const std::string& bytes);

}  // namespace gavel::generate
