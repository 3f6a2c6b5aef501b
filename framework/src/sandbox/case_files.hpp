// A package case's .files folder, copied into the run's working folder by the box server after it emptied the
// folder (as before every run) and before the program starts.
//
// Why the server copies, from a descriptor: the judge opens the case's folder and passes the descriptor along
// with the run's request, as it passes standard input, so no host path is ever looked up inside the box. Every
// name is then opened relative to its folder's descriptor with O_NOFOLLOW: a symbolic link in the case's folder
// is refused, never followed, and one that something still alive in the box (a Solver plugin's worker) might
// plant in /box/work cannot redirect a write either. And the writes happen in the box's own mount namespace,
// where nothing but /box/work and /tmp is writable: even a mistake here could not reach the host.
#pragma once

#include <sys/types.h>

#include <string>

namespace gavel::sandbox {

/// Copies every regular file and folder under the folder `source` into the folder `target` (descriptors both),
/// each made `owner`'s (uid and gid; unchanged when it is -1) so that the program may read and change them:
/// folders 0755, files 0755 when the source is executable by its owner, else 0644. Returns "" or what is wrong,
/// naming the entry by its path under the case's folder: a symbolic link, or anything that is neither a file nor
/// a folder, is refused.
std::string copy_case_files(int source, int target, uid_t owner);

}  // namespace gavel::sandbox
