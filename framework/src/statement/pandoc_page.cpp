#include "statement/pandoc_page.hpp"

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "statement/pandoc_reader.hpp"
#include "statement/pandoc_walk.hpp"

namespace gavel::statement {

std::string pandoc_statement_page(SourceKind kind, const std::filesystem::path& file, const std::filesystem::path& folder,
                                  const std::string& title, const std::vector<StatementSample>& samples,
                                  const std::function<void(const std::string&)>& warn) {
    std::error_code error;
    if (std::filesystem::file_size(file, error) > largest_statement && !error)
        throw InputError(file.string() + ": larger than 1 MiB; expected a statement's text");
    const std::string text = read_needed_file(file);
    ToolBox box;
    nlohmann::json document = read_statement(box, kind, file, text);
    prepare_document(document, {kind, file, folder, text, title, samples, warn});
    return statement_document(title, write_html(box, document, warn));
}

}  // namespace gavel::statement
