// Data checked against checktestdata programs (ctd/interpreter.hpp): the first byte picks one of programs that
// between them use every reading command, loops over the data, UNIQUE and INARRAY, and whether blanks are relaxed
// (-w); the rest is the data. It is valid or refused at a line and column; anything else is a finding.
#include <cstdint>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "ctd/ctd.hpp"

namespace {

const std::vector<gavel::ctd::Program>& programs() {
    static const std::vector<gavel::ctd::Program> parsed = [] {
        const char* const sources[] = {
            "INT(1, 100, n) NEWLINE REPI(i, n, SPACE) INT(-10^18, 10^18, x[i]) END NEWLINE ASSERT(UNIQUE(x))",
            "WHILEI(i, !ISEOF) FLOAT(-1e9, 1e9, a[i]) SPACE FLOATP(0, 1, 1, 4, b) NEWLINE END ASSERT(i < 1000 || INARRAY(0, a))",
            "WHILE(!ISEOF) REGEX(\"[a-z]+(_[0-9]{1,3})*|[[:upper:]]?\", w) IF(STRLEN(w) == 0) STRING(\"#\") END NEWLINE END",
            "STRING(\"case \") INT(0, 9, t) IF(MATCH(\" \")) SPACE FLOAT(0, 10, x, SCIENTIFIC) ELSE NEWLINE END",
        };
        std::vector<gavel::ctd::Program> list;
        for (const char* source : sources) list.push_back(gavel::ctd::parse_program(source, "fuzz.ctd"));
        return list;
    }();
    return parsed;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto& all = programs();
    const gavel::ctd::Program& program = all[data[0] % all.size()];
    gavel::ctd::DataReader reader(std::string(reinterpret_cast<const char*>(data) + 1, size - 1), "fuzz.in");
    try {
        if (const auto refusal = gavel::ctd::check_data(program, reader, {(data[0] & 0x80) != 0}))
            (void)gavel::ctd::describe(*refusal, "fuzz.in", "fuzz.ctd");
    } catch (const gavel::InputError&) {
        // A program mistake the data reached (none of these programs has one, but a refusal is as good).
    }
    return 0;
}
