// base: what every other stage stands on. It knows nothing of problems, programs or plugins.
//
// It receives nothing from the pipeline; it hands every stage the vocabulary they share: the two kinds of
// failure the command tells apart (InputError, exit 2: the user's input is wrong and the message says where;
// InternalError, exit 3: the judge failed), durations and sizes as YAML writes them, the limits of a run and the
// one order in which overrides apply (problem <- suite <- group <- case <- command line), the verdicts and how
// a suite's verdict follows from its tests', the logger every stage writes to, and where gavel's own parts lie
// (found from the running executable, so a build and every install, moved or not, are read the same way).
//
//   errors.hpp     InputError, InternalError
//   file_bytes.hpp read_file_bytes; read_left_file (a file a sandboxed program made: no link, FIFO or folder)
//   units.hpp      parse_duration, parse_size, format_duration, format_kib
//   printable_text.hpp  printable_text: the one sanitizer of untrusted text for terminals, logs, JSON, XML
//   limits.hpp     Limits, LimitOverrides, resolve_limits, scale_time
//   verdict.hpp    Verdict, short_name, long_name, verdict_from_short_name
//   log.hpp        setup_logging (spdlog to stderr and optionally a file)
//   unique_fd.hpp  UniqueFd
//   install_layout.hpp  InstallLayout, running_layout, require_part (solver host, plugins, languages table)
#pragma once

#include "base/errors.hpp"
#include "base/file_bytes.hpp"
#include "base/install_layout.hpp"
#include "base/limits.hpp"
#include "base/printable_text.hpp"
#include "base/log.hpp"
#include "base/unique_fd.hpp"
#include "base/units.hpp"
#include "base/verdict.hpp"
