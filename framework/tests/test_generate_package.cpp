// `gavel generate PACKAGE` and the judging commands on a package that keeps its tests as
// generators/generators.yaml (BAPCtools' format): framework/tests/packages/genpairs uses each of its keys. Every
// test works on a copy of the package in scratch(). The expected seeds are computed here with Python's hashlib
// from BAPCtools' documented rule (SHA-512 of salt, count index and command, modulo 2^31), not by gavel's code,
// and the expected files by running the package's own generators outside gavel with those seeds: what gavel
// writes must be the bytes `bt generate` writes.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "cli_runner.hpp"

using namespace gavel_test;
namespace fs = std::filesystem;

namespace {

const fs::path genpairs = fs::path(SOURCE_DIR) / "framework/tests/packages/genpairs";

// A fresh copy of genpairs (or of `source`) at scratch()/`name`.
fs::path copy_of(const std::string& name, const fs::path& source = genpairs) {
    const fs::path copy = scratch() / name;
    fs::remove_all(copy);
    fs::copy(source, copy, fs::copy_options::recursive);
    return copy;
}

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

std::string quoted(const std::string& text) {
    std::string out = "'";
    for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// BAPCtools' seed, by its rule, in Python: hashlib's SHA-512 of salt + (":" + str(count - 1) unless the count is
// 1) + the command stripped, as an integer modulo 2^31.
std::string bapctools_seed(const std::string& salt, int count, const std::string& command) {
    const std::string script = "import hashlib,sys; s=sys.argv[1]+(''if int(sys.argv[2])==1 else ':'+str(int(sys.argv[2])-1))+sys.argv[3].strip();"
                               "print(int(hashlib.sha512(s.encode()).hexdigest(),16)%2**31)";
    const Outcome outcome = run_program("python3", "-c " + quoted(script) + " " + quoted(salt) + " " + std::to_string(count) + " " + quoted(command));
    REQUIRE(outcome.exit_code == 0);
    return outcome.out.substr(0, outcome.out.find('\n'));
}

// What the package's own generator prints with these arguments, run outside gavel.
std::string generator_output(const fs::path& package, const std::string& arguments) {
    const Outcome outcome = run_program("cd " + quoted((package / "generators").string()) + " && python3", arguments);
    REQUIRE(outcome.exit_code == 0);
    return outcome.out;
}

std::string data(const fs::path& package, const std::string& file) { return read_all(package / "data" / file); }

std::int64_t modified(const fs::path& file) {
    struct stat info {};
    REQUIRE(::stat(file.c_str(), &info) == 0);
    return static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("gavel generate makes every test generators.yaml names, with BAPCtools' seeds and names", "[generate]") {
    const fs::path package = copy_of("genpairs-made");
    const Outcome made = gavel("generate " + package.string());
    INFO(made.out << made.err);
    REQUIRE(made.exit_code == 0);

    // Inline files, a trailing newline added; copy: files.
    CHECK(data(package, "sample/1.in") == "1 2\n");
    CHECK(data(package, "sample/1.ans") == "3\n");
    CHECK(data(package, "sample/1.desc") == "the smallest sum\n");
    CHECK(data(package, "sample/1.hint") == "add them\n");
    CHECK(data(package, "sample/2.in") == "40 2\n");
    CHECK(data(package, "sample/2.ans") == "42\n");
    // include: the sample's case under its own name in secret.
    CHECK(data(package, "secret/1.in") == "1 2\n");
    CHECK(data(package, "secret/test_group.yaml").find("space_change_sensitive") != std::string::npos);

    // A numbered list: one number per case, a counted entry's cases one each; {seed} and {seed:2} as BAPCtools
    // hashes them; {count} 1-based.
    const std::string small_seed = bapctools_seed("pairs", 1, "random_pair.py {seed} 10");
    CHECK(data(package, "secret/1-small.in") == generator_output(package, "random_pair.py " + small_seed + " 10"));
    for (int count = 1; count <= 3; ++count) {
        const std::string seed = bapctools_seed("pairs", count, "pairgen {seed:2} " + std::to_string(count));
        const std::string name = "secret/" + std::to_string(count + 1) + "-counted-" + std::to_string(count) + ".in";
        CHECK(data(package, name) == std::to_string(std::stoll(seed) % 1000) + " " + std::to_string(count) + "\n");
    }
    // A C generator that writes testcase.in itself ({name} is "testcase"), nothing on standard output.
    CHECK(data(package, "secret/5-edge.in") == "7 -7\n");
    CHECK(data(package, "secret/5-edge.ans") == "0\n");
    const std::string wide_seed = bapctools_seed("pairs", 1, "random_pair.py {seed} 1000000000");
    CHECK(data(package, "secret/6-wide.in") == generator_output(package, "random_pair.py " + wide_seed + " 1000000000"));
    CHECK(data(package, "secret/7-zero.in") == "0 0\n");
    CHECK(data(package, "secret/8-big.in") == "999999999 1\n");  // `name: file.in`, BAPCtools' old form of copy:
    CHECK(data(package, "secret/8-big.ans") == "1000000000\n");  // the solution's answer
    const std::string inner_seed = bapctools_seed("pairs", 1, "random_pair.py {seed} 5");
    CHECK(data(package, "secret/1-deeper/inner.in") == generator_output(package, "random_pair.py " + inner_seed + " 5"));
    // Every .ans the solution made is the sum of its .in.
    for (const auto& entry : fs::recursive_directory_iterator(package / "data")) {
        if (entry.path().extension() != ".in") continue;
        std::istringstream numbers(read_all(entry.path()));
        long long a = 0, b = 0;
        numbers >> a >> b;
        fs::path answer = entry.path();
        answer.replace_extension(".ans");
        CHECK(read_all(answer) == std::to_string(a + b) + "\n");
    }
    // The visualizer is named once and ignored.
    const auto said = made.err.find("visualizer");
    CHECK(said != std::string::npos);
    CHECK(made.err.find("visualizer", said + 1) == std::string::npos);
}

TEST_CASE("a second gavel generate of an unchanged package makes nothing, and a changed rule makes that test alone", "[generate]") {
    const fs::path package = copy_of("genpairs-again");
    REQUIRE(gavel("generate " + package.string()).exit_code == 0);
    const std::int64_t before = modified(package / "data/secret/1-small.in");
    const Outcome again = gavel("generate " + package.string());
    INFO(again.out << again.err);
    CHECK(again.exit_code == 0);
    CHECK(again.out.find("all up to date: nothing made") != std::string::npos);
    CHECK(modified(package / "data/secret/1-small.in") == before);

    const fs::path yaml = package / "generators/generators.yaml";
    write(yaml, replaced(read_all(yaml), "random_pair.py {seed} 10", "random_pair.py {seed} 20"));
    const Outcome changed = gavel("generate " + package.string());
    INFO(changed.out << changed.err);
    CHECK(changed.exit_code == 0);
    CHECK(changed.out.find(": 1 made,") != std::string::npos);
    const std::string seed = bapctools_seed("pairs", 1, "random_pair.py {seed} 20");
    CHECK(data(package, "secret/1-small.in") == generator_output(package, "random_pair.py " + seed + " 20"));
}

TEST_CASE("gavel generate refuses to overwrite a file it did not write, and takes one that already holds its bytes", "[generate]") {
    // A package whose data was committed as `bt generate` wrote it: the same bytes, no manifest of gavel's.
    const fs::path first = copy_of("genpairs-committed-source");
    REQUIRE(gavel("generate " + first.string()).exit_code == 0);
    const fs::path committed = copy_of("genpairs-committed", first);
    const Outcome adopted = gavel("generate " + committed.string());
    INFO(adopted.out << adopted.err);
    CHECK(adopted.exit_code == 0);
    CHECK(adopted.out.find(" 0 files written") != std::string::npos);

    // A hand-made change to a generated file is someone's own: named, kept, exit 2.
    const fs::path edited = copy_of("genpairs-edited", first);
    write(edited / "data/secret/7-zero.in", "5 5\n");
    const Outcome refused = gavel("generate " + edited.string());
    INFO(refused.out << refused.err);
    CHECK(refused.exit_code == 2);
    CHECK(refused.err.find("7-zero.in: differs from what generators.yaml makes, and gavel did not write it") != std::string::npos);
    CHECK(data(edited, "secret/7-zero.in") == "5 5\n");
}

TEST_CASE("a test generators.yaml no longer has: kept with a warning, removed by --clean", "[generate]") {
    const fs::path package = copy_of("genpairs-clean");
    REQUIRE(gavel("generate " + package.string()).exit_code == 0);
    const fs::path yaml = package / "generators/generators.yaml";
    write(yaml, replaced(read_all(yaml), "      - zero:\n          in: \"0 0\"\n", ""));
    const Outcome kept = gavel("generate " + package.string());
    INFO(kept.out << kept.err);
    CHECK(kept.exit_code == 0);
    CHECK(kept.err.find("7-zero.in: made by gavel for a test generators.yaml no longer has") != std::string::npos);
    CHECK(fs::exists(package / "data/secret/7-zero.in"));
    const Outcome cleaned = gavel("generate --clean " + package.string());
    INFO(cleaned.out << cleaned.err);
    CHECK(cleaned.exit_code == 0);
    CHECK_FALSE(fs::exists(package / "data/secret/7-zero.in"));
    CHECK_FALSE(fs::exists(package / "data/secret/7-zero.ans"));
    CHECK(fs::exists(package / "data/secret/6-wide.in"));
}

TEST_CASE("gavel verify of a package of samples and generators.yaml generates first, then judges every test", "[generate][package]") {
    const fs::path package = copy_of("genpairs-verify");
    const Outcome verified = gavel("verify " + package.string());
    INFO(verified.out << verified.err);
    CHECK(verified.exit_code == 0);
    CHECK(verified.err.find("generated 12 tests that data/ did not have") != std::string::npos);
    CHECK(fs::exists(package / "data/secret/1-deeper/inner.ans"));
    CHECK(verified.out.find("wrong_answer/subtract.py") != std::string::npos);
    const Outcome again = gavel("verify " + package.string());
    INFO(again.out << again.err);
    CHECK(again.exit_code == 0);
    CHECK(again.err.find("generated") == std::string::npos);
}

TEST_CASE("a generator that fails, loops, writes nothing or leaves a link is named with its test, command and stderr", "[generate]") {
    const fs::path package = copy_of("genpairs-broken");
    write(package / "generators/fails.py", "import sys\nprint('boom: no such mode', file=sys.stderr)\nsys.exit(3)\n");
    write(package / "generators/silent.py", "pass\n");
    write(package / "generators/loops.py", "while True:\n    pass\n");
    write(package / "generators/links.py", "import os\nos.symlink('/etc/passwd', 'testcase.in')\n");
    write(package / "problem.yaml", replaced(read_all(package / "problem.yaml"), "generator_time: 5", "generator_time: 1"));
    const fs::path yaml = package / "generators/generators.yaml";
    write(yaml, replaced(read_all(yaml), "      - zero:\n", "      - f: fails.py x\n      - s: silent.py\n      - l: loops.py\n      - k: links.py\n      - zero:\n"));
    const Outcome outcome = gavel("generate " + package.string());
    INFO(outcome.out << outcome.err);
    CHECK(outcome.exit_code == 2);
    CHECK_FALSE(fs::exists(package / "data/secret/07-f.in"));  // nothing of a failed test is written
    CHECK(outcome.err.find("the generator `fails.py x` exited with code 3; its standard error:\nboom: no such mode") != std::string::npos);
    CHECK(outcome.err.find("the generator `silent.py` wrote nothing: no testcase.in and no standard output") != std::string::npos);
    CHECK(outcome.err.find("the generator `loops.py`") != std::string::npos);
    CHECK(outcome.err.find("time limit") != std::string::npos);
    CHECK(outcome.err.find("the generator `links.py` left testcase.in as a symbolic link") != std::string::npos);
    CHECK(data(package, "secret/11-zero.in") == "0 0\n");  // the others are made (two digits now: 12 numbered cases)
}

TEST_CASE("an unknown key in generators.yaml is refused at its line", "[generate]") {
    const fs::path package = copy_of("genpairs-unknown-key");
    const fs::path yaml = package / "generators/generators.yaml";
    write(yaml, replaced(read_all(yaml), "          retries: 2\n", "          retries: 2\n          colour: blue\n"));
    const Outcome outcome = gavel("generate " + package.string());
    INFO(outcome.out << outcome.err);
    CHECK(outcome.exit_code == 2);
    CHECK(outcome.err.find("generators.yaml:33:") != std::string::npos);
    CHECK(outcome.err.find("colour") != std::string::npos);
    CHECK_FALSE(fs::exists(package / "data/secret"));
}

TEST_CASE("an interactive package's generated tests get an empty .ans, not the solution's output", "[generate]") {
    // BAPCtools writes an empty .ans for an interactive problem: the answer is the validator's business. The
    // problem.yaml is read as far as making the data needs (a key it lacks is no error).
    const fs::path package = copy_of("genpairs-interactive");
    write(package / "problem.yaml", replaced(read_all(package / "problem.yaml"), "name: Generated Pairs", "name: Generated Pairs\ntype: interactive"));
    const Outcome outcome = gavel("generate " + package.string());
    INFO(outcome.out << outcome.err);
    CHECK(outcome.exit_code == 0);
    CHECK(data(package, "secret/7-zero.in") == "0 0\n");
    CHECK(data(package, "secret/7-zero.ans").empty());
    CHECK(data(package, "sample/1.ans") == "3\n");  // an inline .ans stays as written
}
