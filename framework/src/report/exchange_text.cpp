#include "report/exchange_text.hpp"

#include <string_view>

namespace gavel {
namespace {

void print_lines(std::FILE* out, std::string_view text, const char* indent) {
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        std::fprintf(out, "%s  %.*s\n", indent, static_cast<int>(line.size()), line.data());
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    }
}

}  // namespace

void print_exchanges(std::FILE* out, const TestResult& test, const char* indent) {
    if (!test.exchange.empty()) {
        std::fprintf(out, "%sexchange of %s/%s (%s; < the judge, > the submission):\n", indent, test.group.c_str(), test.name.c_str(),
                     std::string(short_name(test.verdict)).c_str());
        print_lines(out, test.exchange, indent);
    }
    if (!test.sample_exchange.empty()) {
        std::fprintf(out, "%sthe sample's exchange, as its author wrote it:\n", indent);
        print_lines(out, test.sample_exchange, indent);
    }
}

}  // namespace gavel
