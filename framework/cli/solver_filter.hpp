// What gavel-solver-host closes to a contestant's Solver plugin before loading it: memory shared between
// processes. A mapping made MAP_SHARED while the plugin loads would stay shared with every test's child forked
// from the loaded worker (fork copies private memory, not shared), and a SysV queue, semaphore or segment
// outlives the test that made it; either would carry one test's work into the next. A Solver plugin is a
// function handed its input in memory: it has no need of either.
#pragma once

namespace gavel {

/// Installs a seccomp filter under which mmap with MAP_SHARED and the SysV IPC calls (shmget, shmat, msgget,
/// semget) fail with EPERM, for this process and every process it starts. Returns 0 or the errno of the failure.
int close_shared_memory();

}  // namespace gavel
