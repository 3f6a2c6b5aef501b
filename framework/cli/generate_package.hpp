// A package's data made from generators/generators.yaml: all of it (`gavel generate PACKAGE`), or, before a
// judging command judges it, what is missing.
#pragma once

#include <string>

#include "commands.hpp"

namespace gavel::cli {

/// `gavel generate PACKAGE [--clean] [-j N]`: every test generators.yaml names, made unless up to date. Exits 0
/// when all were made; 2 when generators.yaml is wrong, a test could not be made, or a file in data/ that gavel
/// did not write would change (each named).
int generate_package_data(const GlobalOptions& options, const GenerateCommand& command);

/// For verify, grade, run and calibrate: when the package has generators.yaml, makes the tests it names that
/// are not in data/ (and those gavel made whose rule changed), and says so; data already there is judged as it
/// is. Throws InputError when generators.yaml is wrong or a missing test could not be made.
void generate_missing_data(const GlobalOptions& options, const std::string& package, unsigned jobs);

}  // namespace gavel::cli
