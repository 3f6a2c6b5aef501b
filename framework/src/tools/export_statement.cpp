// statement/ of an exported package: the problem's statement.md as the format's Markdown statement
// (statement/problem.en.md), and the images it shows beside it.
//
// Two changes, both the format's rules: the leading title heading is left out (a judge system prepends
// problem.yaml's name), and images are looked for in statement/ (they are copied there from beside statement.md).
// The sample markers stay as they are: `{{nextsample}}` and `{{remainingsamples}}` are the format's own, and the
// judge system shows the samples from data/sample/ there, as gavel statement does.
#include <cctype>
#include <set>

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "tools/export_parts.hpp"
#include "tools/statement_markdown.hpp"

namespace gavel::package_export {
namespace {

namespace md = statement_markdown;

// `markdown` without its lines `first`..`last` (from 1) and the blank lines after them.
std::string without_lines(std::string_view markdown, int first, int last) {
    std::string kept;
    int line = 1;
    bool after_removed = false;
    while (!markdown.empty()) {
        const std::size_t end = markdown.find('\n');
        const std::string_view text = markdown.substr(0, end == std::string_view::npos ? markdown.size() : end + 1);
        markdown.remove_prefix(text.size());
        const bool removed = line >= first && line <= last;
        const bool blank = text.find_first_not_of(" \t\r\n") == std::string_view::npos;
        if (removed) after_removed = true;
        else if (!(after_removed && blank)) {
            kept += text;
            after_removed = false;
        }
        ++line;
    }
    return kept;
}

// The format's Markdown statements show these.
bool format_image(const std::filesystem::path& file) {
    std::string extension = file.extension().string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension == ".png" || extension == ".jpg" || extension == ".jpeg" || extension == ".svg";
}

// Copies each image the statement shows from beside `source` into statement/, at the same relative path; warns of
// those the package cannot carry (the format wants every file a statement needs in statement/).
void copy_images(const PackageFolder& package, cmark_node* document, const std::filesystem::path& source) {
    std::set<std::filesystem::path> copied;
    for (cmark_node* image : md::nodes_of_type(document, CMARK_NODE_IMAGE)) {
        const char* url = cmark_node_get_url(image);
        const std::string destination = url ? url : "";
        const std::string where = source.string() + ":" + std::to_string(md::line_of(image)) + ": image '" + destination + "' ";
        const auto relative = md::local_file(destination);
        if (!relative) {
            package.warn(where + "is not a file beside the statement; the format wants a statement's images in statement/, "
                                 "and nothing fetched from elsewhere");
            continue;
        }
        bool names_valid = true;
        for (const auto& part : *relative) names_valid = names_valid && valid_file_name(part.string());
        const std::filesystem::path file = source.parent_path() / *relative;
        std::error_code error;
        if (!std::filesystem::is_regular_file(std::filesystem::symlink_status(file, error)))
            package.warn(where + "is not exported: no such file (a symbolic link is not followed)");
        else if (!format_image(file))
            package.warn(where + "is not exported: the format's Markdown statements show .png, .jpg, .jpeg and .svg images");
        else if (!names_valid)
            package.warn(where + "is not exported: its path is not made of the format's file names ([a-zA-Z0-9_][a-zA-Z0-9_.-]*)");
        else if (copied.insert(*relative).second)
            package.copy_file(file, std::filesystem::path("statement") / *relative);
    }
}

std::size_t next_sample_markers(cmark_node* document) {
    std::size_t count = 0;
    for (cmark_node* paragraph : md::nodes_of_type(document, CMARK_NODE_PARAGRAPH))
        count += md::sample_marker(paragraph) == md::SampleMarker::next;
    return count;
}

}  // namespace

void write_statement(const PackageFolder& package, const Problem& problem, std::size_t sample_cases) {
    const std::filesystem::path source = problem.directory / "statement.md";
    std::error_code error;
    if (!std::filesystem::exists(source, error)) {
        // The format requires a statement: this one says only that there is none.
        package.write("statement/problem.en.md", "The problem `" + problem.id + "` had no statement (" + source.string() +
                                                     ") when gavel exported it.\n");
        package.warn(source.string() + ": no such file; statement/problem.en.md only says the problem has no statement");
        return;
    }
    const std::string markdown = read_needed_file(source);
    const md::Document document = md::parse(markdown);
    std::string statement = markdown;
    if (cmark_node* title = md::title_heading(document.get())) {
        statement = without_lines(markdown, cmark_node_get_start_line(title), cmark_node_get_end_line(title));
        if (const std::string name = md::plain_text(title); name != problem.title)
            package.note("the statement's title '" + name + "' is left out: the format shows problem.yaml's name, '" +
                         problem.title + "'");
    }
    copy_images(package, document.get(), source);
    if (const std::size_t markers = next_sample_markers(document.get()); markers > sample_cases)
        package.warn(source.string() + ": " + std::to_string(markers) + " " + std::string(md::next_sample) + " markers, and the package has " +
                     std::to_string(sample_cases) + " samples; the format makes each marker past the last sample an error");
    package.write("statement/problem.en.md", statement);
}

}  // namespace gavel::package_export
