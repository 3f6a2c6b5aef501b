// Removing what a program left in its folders: its working folder and /tmp before every run, the whole box
// folder when the box ends.
//
// A program decides the shape of the tree, so the walk holds one descriptor and one stack frame whatever the
// depth: it goes down through the first folder it cannot remove, and back up through "..". Nothing of the run
// is alive while this runs, so the tree does not change under the walk.
#pragma once

#include <string>

namespace gavel::sandbox {

/// Removes everything inside the folder at `path`, never following a link a program planted. What cannot be
/// removed stays, and the walk still ends.
void empty_folder(const std::string& path);

/// empty_folder, then the folder itself. False when something stays.
bool remove_folder(const std::string& path);

}  // namespace gavel::sandbox
