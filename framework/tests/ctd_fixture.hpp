// Running checktestdata programs in tests: a program's text against data held in memory.
#pragma once

#include <optional>
#include <string>

#include "ctd/ctd.hpp"
#include "error_text.hpp"

namespace gavel_test {

/// nullopt when `data` is valid for `source`; the refusal otherwise.
inline std::optional<gavel::ctd::DataRefusal> ctd_refusal(const std::string& source, const std::string& data, bool whitespace_ok = false) {
    const gavel::ctd::Program program = gavel::ctd::parse_program(source, "test.ctd");
    gavel::ctd::DataReader reader(data, "data");
    return gavel::ctd::check_data(program, reader, {whitespace_ok});
}

inline bool ctd_accepts(const std::string& source, const std::string& data, bool whitespace_ok = false) {
    return !ctd_refusal(source, data, whitespace_ok).has_value();
}

/// "LINE:COLUMN: message" of the refusal, "" when the data is valid.
inline std::string ctd_where(const std::string& source, const std::string& data, bool whitespace_ok = false) {
    const auto refusal = ctd_refusal(source, data, whitespace_ok);
    if (!refusal) return {};
    return std::to_string(refusal->line) + ":" + std::to_string(refusal->column) + ": " + refusal->message;
}

/// The InputError a program's text (or its run on `data`) throws: "test.ctd:LINE:COLUMN: ...".
inline std::string ctd_program_error(const std::string& source, const std::string& data = "") {
    return input_error_of([&] { ctd_refusal(source, data); }, source);
}

}  // namespace gavel_test
