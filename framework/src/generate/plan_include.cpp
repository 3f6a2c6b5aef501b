// include: a folder's list of keys of test cases and folders written before it; each named test (a folder's:
// all of its tests, and what it included itself) is copied into the folder under its final name.
#include "generate/plan_reader.hpp"

namespace gavel::generate::detail {

std::vector<PlanReader::PendingInclude> PlanReader::collect_includes(const YAML::Node& include) {
    std::vector<PendingInclude> includes;
    if (!include.IsDefined() || include.IsNull()) return includes;
    file_.expect_sequence(include, "include: (the keys of test cases and folders written before it)");
    for (const auto& item : include) {
        spend(item);
        if (!item.IsScalar())
            file_.fail(item, "expected each include: to be the key of a test case or folder, found " + kind_of(item));
        const std::string& key = item.Scalar();
        if (key.find('/') != std::string::npos)
            file_.fail(item, "include: '" + key + "' is a path; expected the key of a test case or folder as written "
                             "in generators.yaml (its last part, without number)");
        const auto use = keys_.find(key);
        if (use == keys_.end())
            file_.fail(item, "include: '" + key + "' names no test case or folder before it; expected a key written "
                             "earlier in generators.yaml");
        if (use->second.rules.size() != 1) {
            std::string where;  // the values of a count: share their key's place
            for (const auto& location : use->second.locations)
                if (where.find(line_of(location)) == std::string::npos)
                    where += (where.empty() ? "" : "; ") + line_of(location);
            file_.fail(item, "include: '" + key + "' is ambiguous: " + std::to_string(use->second.rules.size()) +
                                 " test cases or folders have that key (" + where +
                                 "); expected a key written once (a count: makes one test case per value)");
        }
        use->second.included = true;
        const Member rule = use->second.rules.front();
        if (!rule.is_folder) {
            includes.push_back({rule.index, item});
        } else if (!folders_[rule.index].finished) {
            file_.fail(item, "include: '" + key + "' names a folder that this one is in; expected a test case or "
                             "folder written before it");
        } else {
            gather_folder(rule.index, item, includes);
        }
    }
    return includes;
}

void PlanReader::gather_folder(std::size_t folder, const YAML::Node& where, std::vector<PendingInclude>& into) {
    for (const std::size_t source : folders_[folder].included) {
        spend(where);
        into.push_back({source, where});
    }
    for (const Member& member : folders_[folder].members) {
        spend(where);
        if (member.is_folder)
            gather_folder(member.index, where, into);
        else
            into.push_back({member.index, where});
    }
}

void PlanReader::place_includes(const std::vector<PendingInclude>& includes, std::size_t folder) {
    for (const PendingInclude& include : includes) {
        spend(include.where);
        const PlannedTest& source = plan_.tests[include.source];
        const std::string& folder_path = folders_[folder].path;
        const std::string path = folder_path.empty() ? source.name : folder_path + "/" + source.name;
        if (const auto owner = owners_.find(path); owner != owners_.end()) {
            if (owner->second.included_source == include.source) continue;  // the same test, named twice
            if (!owner->second.included_source)
                file_.fail(include.where, "include: data/" + source.path() + " would be data/" + path + ", which " +
                                              line_of(owner->second.location) +
                                              " makes already; expected names that do not clash");
            file_.fail(include.where, "include: data/" + path + " would come from both data/" +
                                          plan_.tests[*owner->second.included_source].path() + " and data/" +
                                          source.path() + "; expected one test of each name");
        }
        claim_path(path, include.where, include.source);
        PlannedTest copy;
        copy.directory = folder_path;
        copy.name = source.name;
        copy.included_from = include.source;
        copy.location = at(include.where);
        folders_[folder].included.push_back(include.source);
        plan_.tests.push_back(std::move(copy));
    }
}

}  // namespace gavel::generate::detail
