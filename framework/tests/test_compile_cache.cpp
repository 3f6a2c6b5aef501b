// The compile cache: a build is made once, found again by its key, checked on every lookup, and made again when
// its entry is damaged. The compiler here is a stand-in that counts its calls; test_external_checkers.cpp runs
// the real one through the gavel command.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>
#include <optional>

#include "base/errors.hpp"
#include "cli_runner.hpp"
#include "run/compile_cache.hpp"
#include "run/sha256.hpp"

using namespace gavel_test;

namespace {

// XDG_CACHE_HOME set for one test, the old value put back after it.
class CacheHome {
public:
    explicit CacheHome(const std::string& name) : path_(scratch() / name) {
        if (const char* old = std::getenv("XDG_CACHE_HOME")) old_ = old;
        std::filesystem::remove_all(path_);
        ::setenv("XDG_CACHE_HOME", path_.c_str(), 1);
    }
    ~CacheHome() {
        if (old_) ::setenv("XDG_CACHE_HOME", old_->c_str(), 1);
        else ::unsetenv("XDG_CACHE_HOME");
    }
    std::filesystem::path gavel_folder() const { return path_ / "gavel"; }

private:
    std::filesystem::path path_;
    std::optional<std::string> old_;
};

gavel::Language fake_language() {
    gavel::Language language;
    language.name = "c";
    language.extensions = {".c"};
    language.source = "solution.c";
    language.compile = {"gcc", "-o", "{binary}", "{source}"};
    language.run = {"{binary}"};
    return language;
}

// A "compiler" whose program is the sources' names and bytes, one after the other.
struct CountingCompiler {
    int calls = 0;
    gavel::CompileFunction function() {
        return [this](const std::vector<gavel::SourceFile>& files, const gavel::Language&, const std::filesystem::path& executable) {
            ++calls;
            std::ofstream out(executable, std::ios::binary);
            for (const auto& file : files) out << file.name << '\n' << file.content;
        };
    }
};

std::filesystem::path write_source(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::size_t entries(const std::filesystem::path& root) {
    std::size_t count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(root)) count += entry.is_directory();
    return count;
}

}  // namespace

TEST_CASE("a build is compiled once, then taken from the cache", "[compile_cache]") {
    const CacheHome home("cache-once");
    const auto source = write_source(scratch() / "cache-once-src" / "checker.c", "int main() {}\n");
    CountingCompiler compiler;
    const auto first = gavel::cached_build(source, fake_language(), compiler.function());
    CHECK(compiler.calls == 1);
    CHECK(first.parent_path().parent_path() == home.gavel_folder());
    CHECK(read_all(first) == "checker.c\nint main() {}\n");
    const auto built_at = std::filesystem::last_write_time(first);

    const auto second = gavel::cached_build(source, fake_language(), compiler.function());
    CHECK(compiler.calls == 1);
    CHECK(second == first);
    CHECK(std::filesystem::last_write_time(second) == built_at);
    CHECK(entries(home.gavel_folder()) == 1);  // no build folder left behind

    write_source(source, "int main() { return 0; }\n");
    const auto changed = gavel::cached_build(source, fake_language(), compiler.function());
    CHECK(compiler.calls == 2);
    CHECK(changed != first);
}

TEST_CASE("a damaged cache entry is compiled again, never used", "[compile_cache]") {
    const CacheHome home("cache-damaged");
    const auto source = write_source(scratch() / "cache-damaged-src" / "checker.c", "int main() {}\n");
    CountingCompiler compiler;
    const auto program = gavel::cached_build(source, fake_language(), compiler.function());
    const std::string good = read_all(program);

    SECTION("the same size, other bytes") {
        std::string bad = good;
        bad[0] = 'X';
        std::ofstream(program, std::ios::binary | std::ios::trunc) << bad;
    }
    SECTION("cut short") { std::ofstream(program, std::ios::binary | std::ios::trunc) << good.substr(0, 3); }
    SECTION("the program missing") { std::filesystem::remove(program); }
    SECTION("the manifest missing") { std::filesystem::remove(program.parent_path() / "manifest"); }
    SECTION("the manifest garbled") { std::ofstream(program.parent_path() / "manifest") << "size twelve\n"; }

    CHECK(gavel::cached_build(source, fake_language(), compiler.function()) == program);
    CHECK(compiler.calls == 2);
    CHECK(read_all(program) == good);
    CHECK(entries(home.gavel_folder()) == 1);
}

TEST_CASE("a folder of sources is keyed by every file's name and bytes, headers included", "[compile_cache]") {
    const CacheHome home("cache-folder");
    const auto folder = scratch() / "cache-folder-src";
    write_source(folder / "checker.c", "#include \"lib/ours.h\"\nint main() { return ANSWER; }\n");
    write_source(folder / "lib" / "ours.h", "#define ANSWER 0\n");
    const auto files = gavel::read_sources(folder);
    REQUIRE(files.size() == 2);
    CHECK(files[0].name == "checker.c");
    CHECK(files[1].name == "lib/ours.h");

    CountingCompiler compiler;
    const auto first = gavel::cached_build(folder, fake_language(), compiler.function());
    write_source(folder / "lib" / "ours.h", "#define ANSWER 1\n");
    const auto second = gavel::cached_build(folder, fake_language(), compiler.function());
    CHECK(compiler.calls == 2);
    CHECK(first != second);

    // The same bytes under another name is another build: names reach the compiler too.
    const auto renamed = gavel::read_sources(folder);
    auto moved = renamed;
    moved[1].name = "lib/theirs.h";
    CHECK(gavel::compile_cache_key(renamed, fake_language()) != gavel::compile_cache_key(moved, fake_language()));
    auto other_command = fake_language();
    other_command.compile.push_back("-O2");
    CHECK(gavel::compile_cache_key(renamed, fake_language()) != gavel::compile_cache_key(renamed, other_command));
}

TEST_CASE("a failed compile caches nothing", "[compile_cache][errors]") {
    const CacheHome home("cache-failed");
    const auto source = write_source(scratch() / "cache-failed-src" / "checker.c", "int main( {}\n");
    const auto failing = [](const std::vector<gavel::SourceFile>&, const gavel::Language&, const std::filesystem::path&) {
        throw gavel::InputError("checker.c:1:10: expected ')'");
    };
    CHECK_THROWS_WITH(gavel::cached_build(source, fake_language(), failing), "checker.c:1:10: expected ')'");
    CHECK(entries(home.gavel_folder()) == 0);
}

TEST_CASE("the cache folder is XDG_CACHE_HOME's, else HOME's, and one that cannot be made is named", "[compile_cache][errors]") {
    {
        const CacheHome home("cache-root");
        CHECK(gavel::compile_cache_root() == home.gavel_folder());
        CHECK(std::filesystem::is_directory(home.gavel_folder()));
    }
    const CacheHome blocked("cache-blocked");
    write_source(scratch() / "cache-blocked", "a file where the folder should be");
    CHECK_THROWS_AS(gavel::compile_cache_root(), gavel::InputError);
    CHECK_THROWS_WITH(gavel::compile_cache_root(), Catch::Contains((scratch() / "cache-blocked" / "gavel").string()));
}

TEST_CASE("a contestant's program is compiled once per machine, and a compile error never cached", "[compile_cache]") {
    const CacheHome home("contestant-cache");
    const std::string suite = (std::filesystem::path(FIXTURES_DIR) / "java" / "suite.yaml").string();
    const std::string solution = (std::filesystem::path(FIXTURES_DIR) / "solutions" / "sum.cpp").string();
    const auto grade = [&](const std::string& file) { return gavel_test::gavel(on("root") + " --log-level debug grade sum " + file + " --suite " + suite); };
    const auto first = grade(solution);
    INFO(first.out << first.err);
    CHECK(first.exit_code == 0);
    CHECK_THAT(first.err, Catch::Contains("compiling with c++ into the cache"));
    const auto second = grade(solution);
    CHECK(second.exit_code == 0);
    CHECK_THAT(second.err, Catch::Contains("compiled program taken from the cache"));
    CHECK_THAT(second.err, !Catch::Contains("compiling with"));

    // A compile error: compiled again each time, and nothing left in the cache but the one good entry.
    const std::string broken = (std::filesystem::path(HOSTILE_DIR) / "compile_error.cpp").string();
    for (int time = 0; time < 2; ++time) {
        const auto refused = grade(broken);
        CHECK(refused.exit_code == 1);
        CHECK_THAT(refused.err, Catch::Contains("compiling with c++ into the cache"));
    }
    std::size_t entries = 0;
    for (const auto& entry : std::filesystem::directory_iterator(home.gavel_folder())) entries += entry.is_directory();
    CHECK(entries == 1);
}

TEST_CASE("without a cache folder a contestant's program is compiled all the same, and that is said", "[compile_cache][errors]") {
    const std::string suite = (std::filesystem::path(FIXTURES_DIR) / "java" / "suite.yaml").string();
    const auto graded = run_program(std::string("env -u HOME -u XDG_CACHE_HOME ") + GAVEL_BINARY,
                                    on("root") + " grade sum " + (std::filesystem::path(FIXTURES_DIR) / "solutions" / "sum.cpp").string() +
                                        " --suite " + suite);
    INFO(graded.out << graded.err);
    CHECK(graded.exit_code == 0);
    CHECK_THAT(graded.err, Catch::Contains("no folder for gavel's compile cache") && Catch::Contains("compiled without the cache"));
}
