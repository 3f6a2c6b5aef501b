// The commands an author's program may call, as a sandbox box finds them. A box shows the host's /usr (with
// /bin, /lib... as the host has them) and nothing of /etc, so a command the host reaches through a link into
// /etc (Debian's cc and c++ go through /etc/alternatives) is there on the host and missing in the box.
#pragma once

#include <string>
#include <vector>

#include "run/languages.hpp"
#include "sandbox/box.hpp"

namespace gavel {

/// Why `command` (a name looked up as the box looks it up, or a path) cannot run in a box, or "" when it can.
std::string missing_in_box(const std::string& command);

/// Why `language` cannot run in a box here (its compiler or interpreter is missing), or "".
std::string language_missing_in_box(const Language& language);

/// The commands build and run scripts may assume (python3, cc, c++), made reachable in `box`: a folder of the
/// box's own holding a link to each one's real program. Returns the environment a script runs with, its PATH
/// starting with that folder.
std::vector<std::string> script_environment(sandbox::Box& box);

}  // namespace gavel
