// A compiler that floods its messages (a million errors) is stopped once the kept part is full: CE within
// seconds and a bounded message, not a minute of the judge draining a gigabyte of standard error.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>

#include "cli_runner.hpp"
#include "run/compile.hpp"
#include "run/languages.hpp"

using namespace std::chrono_literals;

namespace {

// One line of 20,000 undeclared names: g++ reports each and quotes the whole 150 KB line with every report, so
// it would print gigabytes (about 20 MB a second here) before a limit stopped it.
std::string flooding_source() {
    std::string source = "int f() {";
    for (int i = 0; i < 20000; ++i) source += " u" + std::to_string(i) + ";";
    return source + " }\n";
}

}  // namespace

TEST_CASE("a compile error flood is CE in seconds with a bounded message", "[compile]") {
    const gavel::LanguageTable languages = gavel::load_languages(gavel::default_languages_file());
    const gavel::Language* cpp = languages.find("flood.cpp");
    REQUIRE(cpp != nullptr);
    const auto started = std::chrono::steady_clock::now();
    const gavel::CompileResult result = gavel::compile_in_box({{cpp->source, flooding_source()}}, *cpp,
                                                              languages.compile_limits, gavel_test::scratch() / "flood");
    const auto took = std::chrono::steady_clock::now() - started;
    INFO(result.message.substr(0, 600));
    CHECK_FALSE(result.ok);
    // The head of what the compiler said is kept: the first error explains the rest.
    CHECK(result.message.find("u0") != std::string::npos);
    CHECK(result.message.find("was not declared in this scope") != std::string::npos);
    CHECK(result.message.find("was stopped there") != std::string::npos);
    CHECK(result.message.size() < 9 * 1024);
    // Unstopped, the compiler runs until a limit ends it (here its 1 GiB of memory, after about 12 s of CPU, or
    // its 30 s of CPU); stopped, it ends once 1 MiB is said: half a second on a machine other builds keep busy.
    CHECK(took < 5s);
}
