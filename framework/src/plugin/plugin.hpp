// plugin: a problem's plugin (gavel/plugin.h) loaded, checked and called under limits.
//
// It receives a plugin file (found on the plugin search path or named) and hands on a ProblemPlugin: the
// ABI-checked descriptor of a problem, whose functions (solve, check, validate, generate) are called through a
// PluginWorkerPool. The plugin is trusted but may be buggy, so it never runs on the judge's threads: each call
// goes to a worker process forked once from the judge (posix/), which serves calls one after another through
// shared memory and returns a RunResult with the time and memory the call took; a worker that crashes, loops or
// floods is killed at its limits and replaced. A contestant's Solver plugin is only loaded inside a box.
//
//   loader.hpp           LoadedLibrary, ProblemPlugin, SolverPlugin: load, check, copy the descriptor
//   plugin_search.hpp    plugin_search_path, find_problem_plugin
//   plugin_freshness.hpp require_fresh_plugin: a plugin older than its sources is refused
//   worker_pool.hpp      PluginWorkerPool: call, call_chain; owned by its ProblemPlugin (workers())
//   worker.hpp           PluginCall, PluginWorker: the judge's side of one worker
//   worker_process.hpp   the worker's side: serve calls
//   call_meter.hpp       CallMeter: a call's starting point, limits and usage, in the worker
//   call_sink.hpp        CallSink: where a call's output and message go, in the worker
//   worker_protocol.hpp  the requests, replies and shared memory between them
//   isolated_call.hpp    CallLimits, call_isolated: one call in a worker of its own
#pragma once

#include "plugin/isolated_call.hpp"
#include "plugin/loader.hpp"
#include "plugin/plugin_search.hpp"
#include "plugin/worker_pool.hpp"
