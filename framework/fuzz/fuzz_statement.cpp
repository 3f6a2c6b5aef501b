// The statement page (tools/statement_html.hpp) from a hostile statement and hostile samples: either a page or an
// InputError at a `{{nextsample}}` line. A page holds no markup the statement did not get from cmark's safe
// rendering or from gavel: no script, frame, object or link element, one stylesheet (gavel's), and every image a
// data: URL of a file beside the statement.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "scratch_folder.hpp"
#include "tools/statement_html.hpp"

namespace {

void require(bool holds) {
    if (!holds) std::abort();
}

std::size_t occurrences(const std::string& text, const std::string& part) {
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

// Files a statement may name: an image to embed, one of a type it may not, and a link it must not follow.
const gavel::fuzz::ScratchFolder& folder() {
    static const gavel::fuzz::ScratchFolder scratch({{"board.png", "\x89PNG\r\n\x1a\n"}, {"pics/a.jpg", "jpeg"},
                                                     {"drawing.svg", "<svg><script>alert(1)</script></svg>"}});
    return scratch;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = gavel::fuzz::as_text(data, size);
    // The input is the statement; its two halves are a sample's input and answer, and the whole an exchange too.
    const std::vector<gavel::StatementSample> samples{
        {"samples/a", std::string(text.substr(0, size / 2)), std::string(text.substr(size / 2)), ""},
        {"samples/b", "1 2\n", "3\n", std::string(text)}};
    const std::filesystem::path file = folder().root() / "statement.md";
    std::string page;
    try {
        page = gavel::statement_page(text, file, text.substr(0, 40), samples, [](const std::string& warning) {
            require(!warning.empty());
        });
    } catch (const gavel::InputError& error) {
        require(std::string_view(error.what()).starts_with(file.string() + ":"));
        return 0;
    }
    require(page.starts_with("<!DOCTYPE html>\n") && page.ends_with("</main>\n</body>\n</html>\n"));
    std::string lower = page;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* element : {"<script", "<iframe", "<object", "<embed", "<link", "<base", "<meta http-equiv=\"refresh"})
        require(lower.find(element) == std::string::npos);
    require(occurrences(lower, "<style") == 1);
    require(occurrences(lower, "<img") == occurrences(page, "<img src=\"data:image/"));
    return 0;
}
