// sandbox: where untrusted programs run (contestants' programs and Solver plugins, checker and validator
// programs, compilers).
//
// A Box receives a RunSpec (argv, limits) and the standard input, and hands back a RunResult: how the run ended
// and what the kernel measured (CPU of every process and thread, wall time, peak memory, output). A box is a
// fork server cloned into new pid, mount, network, ipc and uts namespaces (and a user namespace of its own when
// not root); it sees a read-only /usr, a private /tmp and its scratch folder, emptied before every run; each run
// is forked from it into a control group (or rlimits where none can be made), drops to an unprivileged user (not
// root: the judge's own uid, with no capability after exec) under a seccomp filter, and every process it left is
// killed when it ends. Test data enters only as descriptors the judge opened (standard input; a package case's
// files folder, copied into the working folder). Box::kill_all ends every box from a signal handler.
//
//   box.hpp             RunSpec, BoxOptions, Box (run, kill, kill_all): the judge's side
//   box_server.hpp      serve_box: the server inside the box, one run at a time
//   program_run.hpp     run_program: one run's init, the program under its limits, and what it left killed
//   solver_worker.hpp   run_in_worker: a Solver plugin loaded once per box, a child per test
//   server_common.hpp   what the server's two halves share
//   live_boxes.hpp      LiveBoxes: the servers' pids, walked by kill_all (no cap)
//   box_root.hpp        enter_box_root: the filesystem a box sees
//   empty_folder.hpp    empty_folder, remove_folder: what a program left, however deep
//   case_files.hpp      copy_case_files: a case's .files into the working folder, never following a link
//   ipc_sweep.hpp       IpcSweep: the IPC objects a run left in the box's namespace
//   cgroup.hpp          RunCgroup: memory, processes and CPU of one run (cgroup v1 and v2)
//   seccomp_filter.hpp  install_seccomp_filter: the system calls a program may not make
//   program_launcher.hpp  the launcher's executable and what it reports: launcher/program_launcher.c, the
//                       small static program each run execs first, so a program's peak memory is its own
//   protocol.hpp        the messages between the judge and a box server
#pragma once

#include "sandbox/box.hpp"
