#include "statement/statement_box.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"

namespace gavel::statement {

ToolBox::ToolBox() = default;

void ToolBox::add_files(const std::vector<ToolFile>& files) {
    const std::filesystem::path root = box_.host_dir() / "in";
    std::filesystem::create_directories(root);
    ::chmod(root.c_str(), 0755);
    for (const ToolFile& file : files) {
        const std::filesystem::path relative(file.name);
        bool climbs = relative.is_absolute() || relative.empty();
        for (const auto& part : relative) climbs = climbs || part == "..";
        if (climbs) throw InternalError("a statement tool's file '" + file.name + "' is not a path inside its box");
        for (auto folder = relative.parent_path(); !folder.empty(); folder = folder.parent_path()) {
            std::filesystem::create_directories(root / folder);
            ::chmod((root / folder).c_str(), 0755);
        }
        write_file_bytes(root / relative, file.content, 0644);
    }
}

RunResult ToolBox::run(const std::vector<std::string>& argv, const ToolLimits& limits, std::string_view input) {
    sandbox::RunSpec spec;
    spec.argv = argv;
    // HOME and TMPDIR: texlive and pandoc keep caches there; /tmp is the box's own and emptied with it.
    spec.env = {"PATH=/usr/bin:/bin", "HOME=/tmp", "TMPDIR=/tmp", "LANG=C.UTF-8"};
    spec.cpu = limits.cpu;
    spec.wall = 2 * limits.cpu + std::chrono::seconds(1);
    spec.memory = limits.memory;
    // Haskell's runtime (pandoc) reserves a terabyte of address space it never touches; under RLIMIT_AS alone
    // (no control group) it would not start. The memory figure still holds it wherever a control group does.
    spec.extra_address_space = 1ull << 40;
    spec.output = limits.output;
    spec.stderr_kept = 1 << 20;
    spec.processes = 64;
    return box_.run(spec, input);
}

std::optional<std::string> ToolBox::produced(const std::string& name, std::size_t limit) const {
    const LeftFile file = read_left_file(box_.host_dir() / "work", name, limit);
    if (file.state != LeftFile::State::read || file.truncated) return std::nullopt;
    return file.bytes;
}

bool tool_installed(const std::string& program) {
    return ::access(("/usr/bin/" + program).c_str(), X_OK) == 0;
}

}  // namespace gavel::statement
