// The solutions a problem bundles, found by the folder they sit in.
#include <algorithm>
#include <system_error>

#include "problem/problem.hpp"

namespace gavel {

const std::vector<SubmissionFolder>& submission_folders() {
    static const std::vector<SubmissionFolder> folders{
        {"accepted", Verdict::accepted},
        {"wrong_answer", Verdict::wrong_answer},
        {"time_limit_exceeded", Verdict::time_limit},
        {"memory_limit_exceeded", Verdict::memory_limit},
        {"runtime_error", Verdict::runtime_error},
    };
    return folders;
}

std::vector<Submission> bundled_submissions(const std::filesystem::path& directory) {
    std::vector<Submission> found;
    for (const auto& folder : submission_folders()) {
        const auto solutions = directory / "solutions" / folder.name;
        std::error_code error;
        if (!std::filesystem::is_directory(solutions, error)) continue;
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(solutions, error))
            if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const auto& file : files) found.push_back({file, folder.name + "/" + file.filename().string(), folder.expected, nullptr, {}});
    }
    return found;
}

std::vector<std::filesystem::path> unknown_submission_folders(const std::filesystem::path& directory) {
    std::vector<std::filesystem::path> unknown;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(directory / "solutions", error)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory(error) || name[0] == '.') continue;
        const auto& known = submission_folders();
        if (std::none_of(known.begin(), known.end(), [&](const SubmissionFolder& folder) { return folder.name == name; }))
            unknown.push_back(entry.path());
    }
    std::sort(unknown.begin(), unknown.end());
    return unknown;
}

}  // namespace gavel
