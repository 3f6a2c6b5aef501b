// The system calls a sandboxed program may not make.
#pragma once

#include <string>

namespace gavel::sandbox {

/// Sets no_new_privs and loads the filter into the calling process (inherited across fork and exec).
/// Returns an empty string on success, otherwise what failed.
std::string install_seccomp_filter();

}  // namespace gavel::sandbox
