// The image a statement names, looked for as LaTeX's graphicx looks: the name, else with one of its extensions,
// under the statement's folder (and the folders \graphicspath adds). Only a regular file reached through no
// symbolic link is found: a statement from elsewhere must not show what lies outside its folder. Shared by the
// page (pandoc_walk.hpp) and the PDF (statement_pdf.hpp), which word what they refuse each their own way.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace gavel::statement {

/// Whether `name` climbs out of the folder it is named from: absolute, from a home folder, or through `..`.
bool leads_out(const std::string& name);

struct FoundImage {
    enum class Outcome { found, linked, too_large, missing };
    Outcome outcome = Outcome::missing;
    std::filesystem::path file;  // found: the file; linked: the first symbolic link met on the way
};

/// `name` (which must not lead out: leads_out) under `folder`, each of `prefixes` tried ("" for the folder itself),
/// each of `extensions` appended in turn ("" first for the name as it is). A file over `largest` bytes is not
/// taken. Links are reported only when no file is found.
FoundImage find_image(const std::filesystem::path& folder, const std::string& name, std::span<const std::string> prefixes,
                      std::span<const std::string_view> extensions, std::uintmax_t largest);

}  // namespace gavel::statement
