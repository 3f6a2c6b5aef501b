// Ctrl-C, SIGTERM and SIGHUP for every command that judges (grade, verify, calibrate, run, stress): the one place
// they are handled. The handler ends every sandbox box and every plugin call in progress, so a hanging solution,
// checker or reference lets go within a fraction of a second; the command then sees the flag, marks what did not
// finish SK, writes its reports and removes its boxes as on any other return.
#pragma once

#include <atomic>

namespace gavel::cli {

/// Installs the handlers (once; later calls only return the flag) and returns the flag they set. Also ignores
/// SIGPIPE: a closed standard output (`gavel grade ... | head`) must not kill the judge before it cleans up.
const std::atomic<bool>& stop_on_signals();

/// Whether a signal asked the command to stop.
bool stop_requested();

}  // namespace gavel::cli
