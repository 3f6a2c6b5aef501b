// A contest folder: several problem packages side by side, as BAPCtools keeps a contest. problems.yaml, when the
// folder has one, lists them in contest order (a list of maps: id, the package folder's name; label, "A"; and
// name, rgb, color, time_limit, which gavel does not need); contest.yaml only marks the folder as a contest.
// Without problems.yaml the packages are taken in folder name order and labelled A, B, C, ...
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gavel::package {

/// One problem of a contest.
struct ContestEntry {
    std::string id;              // the package folder's name
    std::string label;           // problems.yaml's (or the one after the previous entry's); empty for a package
                                 // problems.yaml does not list
    std::filesystem::path path;  // the package folder
    /// Why the entry has no package to open ("problems.yaml:4:7: ..."): problems.yaml names a folder that is not
    /// there. Empty when the folder is there (opening it may still fail, as any package's may).
    std::string missing;
};

struct ContestFolder {
    std::filesystem::path directory;
    std::string problems_file;          // problems.yaml as messages name it; empty when the folder has none
    std::vector<ContestEntry> entries;  // problems.yaml's order, then the packages it leaves out, by folder name
    std::vector<std::string> warnings;  // each also said once in the log
};

/// Whether `path` is a folder of packages rather than a package: it is no package itself, and holds problems.yaml,
/// contest.yaml or at least one package folder.
bool looks_like_contest(const std::filesystem::path& path);

/// Lists the packages of the contest in `folder`, in order. Throws InputError naming problems.yaml's line and
/// column for an entry that is no map, an id that is missing, no folder name or given twice, a label that is
/// empty or given twice; and for a folder with no package at all. A package folder problems.yaml leaves out is
/// warned about and listed after the others; one it names but that is not there is an entry with `missing` set.
ContestFolder open_contest_folder(const std::filesystem::path& folder);

/// The label after `label`: the last letter or number counted up ("A" -> "B", "Z" -> "AA", "X9" -> "X10").
std::string next_label(const std::string& label);

}  // namespace gavel::package
