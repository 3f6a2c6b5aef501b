// run: a solution made ready to answer tests, and answering them.
//
// It receives a solution file (a source in one of the languages table's languages, an executable, or a Solver
// plugin) or a problem's loaded plugin, and hands judge/ a Solution: run(input, limits) gives a RunResult
// (base/run_result.hpp), run_batch many at once. A program is compiled once, in a box, then installed in every
// box that judges it (ProgramSolution); a problem's reference solver runs in its plugin's workers
// (ReferenceSolution). Judging code never asks which one it has.
//
//   solution.hpp   Solution, ReferenceSolution
//   program.hpp    PreparedProgram, prepare_program, install_program, ProgramSolution, solver_host_path
//   languages.hpp  Language, LanguageTable, load_languages, expand_command
//   memory_placeholder.hpp  expand_memory: the run's memory limit in a command ({memory_mib}, {memory_mib-N})
//   compile.hpp    compile_in_box, compile_spec: a compiler run in a box of its own
//   author_program.hpp  AuthorProgram: a checker's or validator's program (a file, a folder of sources, a Python
//                       module, build/run scripts), built when needed, run in its box under limits it is given
//   build_script.hpp    build_with_scripts, install_built_folder: a folder's build script run in a box, cached
//   program_folder.hpp  FolderFile: a program folder read, packed for the cache, written into a box
//   box_tools.hpp       missing_in_box, script_environment: the commands a box can reach (python3, cc, c++)
//   compile_cache.hpp  cached_build: a program compiled once per machine, kept under its sources' SHA-256
//   sha256.hpp     Sha256, sha256_hex, sha256_file_hex
#pragma once

#include "run/languages.hpp"
#include "run/program.hpp"
#include "run/solution.hpp"
