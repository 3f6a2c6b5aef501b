// The problem packages of framework/tests/judged/ as the tests that verify them see them: a copy of one to spoil,
// its submissions' labels, and verify's table read row by row.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_runner.hpp"

namespace gavel_test {
namespace fs = std::filesystem;

inline const fs::path& judged() {
    static const fs::path folder = fs::path(SOURCE_DIR) / "framework" / "tests" / "judged";
    return folder;
}

inline bool java_available() {
    static const bool available = shell("command -v javac && command -v java") == 0;
    return available;
}

inline bool holds_java(const fs::path& path) {
    if (fs::is_regular_file(path)) return path.extension() == ".java";
    if (fs::is_directory(path))
        for (const auto& entry : fs::recursive_directory_iterator(path))
            if (entry.path().extension() == ".java") return true;
    return false;
}

// The package `name` copied to scratch()/<tag>/<name> (the folder keeps the package's name, which must be lowercase
// letters and digits), without its Java submissions where javac is missing.
inline fs::path package_copy(const std::string& name, const std::string& tag) {
    const fs::path copy = scratch() / tag / name;
    fs::remove_all(copy.parent_path());
    fs::create_directories(copy.parent_path());
    fs::copy(judged() / name, copy, fs::copy_options::recursive);
    if (!java_available()) {
        WARN("javac or java is not on PATH: " << name << " is verified without its Java submissions");
        for (const auto& folder : fs::directory_iterator(copy / "submissions")) {
            if (!folder.is_directory()) continue;
            std::vector<fs::path> java;
            for (const auto& entry : fs::directory_iterator(folder.path()))
                if (holds_java(entry.path())) java.push_back(entry.path());
            for (const auto& path : java) fs::remove_all(path);
        }
    }
    return copy;
}

// The submissions of the package at `package`, as gavel labels them: "<folder>/<file or folder>"; files that are
// no program (README.md) are left out.
inline std::set<std::string> submission_labels(const fs::path& package) {
    std::set<std::string> labels;
    for (const auto& folder : fs::directory_iterator(package / "submissions")) {
        if (!folder.is_directory()) continue;
        for (const auto& entry : fs::directory_iterator(folder.path())) {
            const std::string extension = entry.path().extension().string();
            if (entry.is_regular_file() && (extension == ".md" || extension == ".txt")) continue;
            labels.insert(folder.path().filename().string() + "/" + entry.path().filename().string());
        }
    }
    return labels;
}

inline std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

// The last word of `line` (a table row's RESULT when the row is as expected), or "".
inline std::string last_word(const std::string& line) {
    const auto words = words_of(line);
    return words.empty() ? "" : words.back();
}

// The row of the verify table that names `label`, or "" when none does.
inline std::string row_of(const std::string& table, const std::string& label) {
    std::istringstream lines(table);
    for (std::string line; std::getline(lines, line);)
        for (const auto& word : words_of(line))
            if (word == label) return line;
    return "";
}

// Checks that every submission of `package` is in verify's table, "ok", and the README is not.
inline void check_table(const std::string& out, const fs::path& package) {
    const auto labels = submission_labels(package);
    REQUIRE_FALSE(labels.empty());
    for (const auto& label : labels) {
        INFO(label);
        const auto row = row_of(out, label);
        REQUIRE_FALSE(row.empty());
        CHECK(last_word(row) == "ok");
    }
    CHECK(row_of(out, "wrong_answer/README.md").empty());
    CHECK_THAT(out, Catch::Contains(std::to_string(labels.size()) + " as expected, 0 not"));
}

}  // namespace gavel_test
