#include "tools/scaffold.hpp"

#include <fstream>
#include <utility>

#include "base/errors.hpp"

namespace gavel {
namespace {

bool valid_id(const std::string& id) {
    if (id.empty() || id.size() > 64 || id.front() == '-' || id.back() == '-') return false;
    for (const char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    return true;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) text.replace(at, from.size(), to);
    return text;
}

// A C++ identifier from an id: "dice-yutnori" -> "DiceYutnori".
std::string class_name(const std::string& id) {
    std::string name;
    bool upper = true;
    for (const char c : id) {
        if (c == '-' || c == '_') {
            upper = true;
            continue;
        }
        name += upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        upper = false;
    }
    return name[0] >= '0' && name[0] <= '9' ? "Problem" + name : name;
}

constexpr const char* plugin_template = R"(// Problem @ID@: the reference solver, validator, generator and (optionally) checker, in one file.
// The scaffold solves "print the sum of two integers" so that it builds and passes its sample at once;
// replace each part with the real problem's.
#include <gavel/sdk.hpp>

class @CLASS@ : public gavel::Problem {
public:
    // TODO: the reference solver. Read the whole input from `in`, write the whole answer to `out`.
    void solve(std::istream& in, std::ostream& out) override {
        long long a = 0, b = 0;
        in >> a >> b;
        out << a + b << '\n';
    }

    // TODO: the validator: accept exactly the inputs the statement allows. InputReader never skips
    // whitespace, and the end of input is checked after this returns.
    void validate(gavel::InputReader& in) override {
        in.read_int(-1000000000, 1000000000, "a");
        in.read_space();
        in.read_int(-1000000000, 1000000000, "b");
        in.read_newline();
    }

    // TODO: the generator: a pure function of `random` and `params` (suite.yaml's generate.params).
    void generate(gavel::Random& random, const gavel::Params& params, std::ostream& out) override {
        const auto bound = params.get_int("bound", 1000, 1, 1000000000);
        out << random.uniform(-bound, bound) << ' ' << random.uniform(-bound, bound) << '\n';
    }

    // TODO (optional): a checker of your own; without one, problem.yaml's `checker` (default tokens) decides.
    // gavel::CheckResult check(std::string_view input, std::string_view output, std::string_view answer) override;
};

GAVEL_PROBLEM(@CLASS@, "@ID@", "@ID@", "0.1")
)";

constexpr const char* plugin_cmake = "gavel_add_problem(@ID@ @ID@.cpp)\n";

constexpr const char* problem_yaml = R"(id: @ID@
title: "@ID@"          # TODO: the problem's title
source: "TODO: where the problem comes from"
limits:
  time: 1s
  memory: 256MiB
  output: 16MiB
checker: tokens
)";

constexpr const char* statement = R"(# @ID@

TODO: the statement: the story, the input format, the output format, the limits.

## Input
Two integers a and b (|a|, |b| <= 10^9) on one line, separated by a space.

## Output
Their sum.

## Sample
{{remainingsamples}}
)";

constexpr const char* suite_yaml = R"(problem: @ID@
groups:
  - name: samples
    points: 0
    cases:
      - name: statement
        input: "1 2\n"
        answer: "3\n"
  # TODO: hand-made groups for each way a solution goes wrong, and generated ones:
  # - name: random
  #   points: 100
  #   generate: { count: 100, seed: 1, params: { bound: 1000 } }
)";

constexpr const char* accepted_solution = R"(// TODO: an accepted solution, written independently of the reference solver.
#include <cstdio>

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    std::printf("%lld\n", a + b);
}
)";

constexpr const char* project_cmake = R"(# An out-of-tree gavel problem set: each plugins/<id>/ is built against the installed gavel package.
cmake_minimum_required(VERSION 3.20)
project(gavel_problems LANGUAGES CXX)
find_package(gavel REQUIRED)
file(GLOB problem_dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/plugins/*")
foreach(dir IN LISTS problem_dirs)
  if(EXISTS "${dir}/CMakeLists.txt")
    add_subdirectory("${dir}")
  endif()
endforeach()
)";

}  // namespace

std::vector<std::filesystem::path> scaffold_problem(const std::filesystem::path& root, const std::string& id) {
    if (!valid_id(id))
        throw InputError("problem id '" + id + "': expected lower-case letters, digits, '-' and '_', not starting or ending with '-'");
    std::vector<std::pair<std::filesystem::path, std::string>> files{
        {root / "plugins" / id / (id + ".cpp"), plugin_template},
        {root / "plugins" / id / "CMakeLists.txt", plugin_cmake},
        {root / "problems" / id / "problem.yaml", problem_yaml},
        {root / "problems" / id / "statement.md", statement},
        {root / "problems" / id / "solutions" / "accepted" / "sum.cpp", accepted_solution},
        {root / "testcases" / id / "suite.yaml", suite_yaml},
    };
    if (!std::filesystem::exists(root / "CMakeLists.txt")) files.emplace_back(root / "CMakeLists.txt", project_cmake);
    for (const auto& folder : {root / "plugins" / id, root / "problems" / id, root / "testcases" / id})
        if (std::filesystem::exists(folder)) throw InputError(folder.string() + ": already exists; gavel new never overwrites");
    std::vector<std::filesystem::path> written;
    for (const auto& [path, text] : files) {
        std::filesystem::create_directories(path.parent_path());
        std::ofstream out(path, std::ios::binary);
        out << replace_all(replace_all(text, "@ID@", id), "@CLASS@", class_name(id));
        if (!out) throw InputError(path.string() + ": cannot write");
        written.push_back(path);
    }
    return written;
}

}  // namespace gavel
