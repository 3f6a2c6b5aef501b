// `gavel grade` run to its JSON report: the one object the report holds for the solution graded.
#pragma once

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <regex>
#include <set>
#include <string>

#include "cli_runner.hpp"

namespace gavel_test {

/// Runs `gavel <on(root)> grade <arguments> --json <scratch file>`, checks its exit code, and returns the report's
/// one object. A failed check shows what gavel printed.
inline nlohmann::json graded_report(const std::string& root, const std::string& arguments, int expected_exit) {
    const auto report = scratch() / "graded-report.json";
    std::filesystem::remove(report);
    const auto result = gavel(on(root) + " grade " + arguments + " --json " + report.string());
    INFO(result.out << result.err);
    CHECK(result.exit_code == expected_exit);
    const auto json = nlohmann::json::parse(read_all(report));
    REQUIRE(json.size() == 1);
    return json[0];
}

/// The load tokens the tests of a report show: sum_solver_load_token prints the one its load drew (a wrong
/// answer, so the checker's message shows it), so one token is one load of the library.
inline std::set<std::string> load_tokens(const nlohmann::json& report) {
    std::set<std::string> loads;
    const std::regex token("found 'load-([0-9]+)'");
    for (const auto& test : report["tests"]) {
        const std::string message = test["message"];
        std::smatch match;
        INFO(message);
        REQUIRE(std::regex_search(message, match, token));
        loads.insert(match[1]);
    }
    return loads;
}

}  // namespace gavel_test
