// What the judge (worker.cpp) and a plugin worker process (worker_process.cpp) say to each other,
// and the memory they share.
//
// The judge sends a chain of calls at once: one call, or a validation and the solve of the same input, or a
// run of generator calls. The worker runs them one after another, each under its own limits and measured on
// its own, and stops after the first that fails; then it replies. A chain costs one round trip on a
// SOCK_SEQPACKET socket, whose two messages only say "go" and "done": everything else is in the mailbox, a
// shared mapping made before the fork. The judge writes the calls and their payloads (inputs; input, output and
// answer for a check; generator parameters) into it; the worker hands the plugin pointers into it and writes
// each call's outcome, output and message back. Bytes past an area go to that area's spill memfd (pwrite,
// pread), so neither side needs framing.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace gavel::worker_protocol {

enum class Function : std::uint32_t {
    solve,     // payload: input
    validate,  // payload: input
    generate,  // payload: param_count pairs, "key\0value\0" each
    check,     // payload: input, output, answer, one after another
    callback,  // the std::function the worker was started with (call_isolated); no payload
};

/// One call of a chain, written by the judge.
struct CallSpec {
    Function function = Function::solve;
    std::uint32_t param_count = 0;
    std::uint64_t seed = 0;
    std::uint64_t payload_offset = 0;  // where its payload starts in the chain's payload
    std::uint64_t part_size[3] = {};   // the payload's parts (check: input, output, answer; else one part)
    std::int64_t cpu_limit_us = 0;
    std::uint64_t memory_limit = 0;   // bytes of address space beyond what the worker had at the call's start
    std::uint64_t output_limit = 0;   // more ends the worker (exit_output_limit)
    std::uint64_t message_limit = 0;  // more is dropped
};

/// How a call ended, written by the worker before it starts the next. Outputs (and messages) of a chain follow
/// each other in the output stream: the output area, then the output spill file.
struct CallOutcome {
    std::int32_t status = 0;  // the function's gavel_status
    std::int64_t cpu_us = 0;  // process CPU time the call took
    std::int64_t wall_us = 0;
    std::uint64_t memory_kib = 0;  // peak resident memory during the call above the resident memory at its start
    std::uint64_t output_offset = 0, output_size = 0;
    std::uint64_t message_offset = 0, message_size = 0;
};

struct Request {
    std::uint64_t sequence = 0;
    std::uint32_t call_count = 0;
    std::uint32_t payload_spilled = 0;  // the payload is in the input spill file, not in the input area
};

struct Reply {
    std::uint64_t sequence = 0;
    std::uint32_t calls_run = 0;  // outcomes written; fewer than asked when one failed (the last written)
};

/// The call running now, kept current by the worker. The judge reads it to apply each call's wall limit and,
/// when the worker died and no Reply will come, to tell a chain that never started from a call that crashed,
/// and to measure that call.
struct CallState {
    std::atomic<std::uint64_t> sequence;  // of the chain the worker took up last
    std::atomic<std::uint32_t> index;     // of the call in it that runs (or ran last)
    std::atomic<std::int64_t> started_ns;  // CLOCK_MONOTONIC when that call started
    std::atomic<std::int64_t> cpu_before_us;
    std::atomic<std::uint64_t> resident_before_kib;
    std::atomic<std::uint64_t> output_written;   // by that call, from its outcome's output_offset
    std::atomic<std::uint64_t> message_written;  // likewise
};

struct Area {
    std::size_t offset;
    std::size_t size;
};

inline constexpr std::size_t max_chain = 64;
inline constexpr std::size_t page_size = 4096;
inline constexpr Area state_area{0, page_size};
inline constexpr Area calls_area{state_area.offset + state_area.size, 2 * page_size};
inline constexpr Area outcomes_area{calls_area.offset + calls_area.size, 2 * page_size};
inline constexpr Area input_area{outcomes_area.offset + outcomes_area.size, std::size_t(256) << 10};
inline constexpr Area output_area{input_area.offset + input_area.size, std::size_t(256) << 10};
inline constexpr Area message_area{output_area.offset + output_area.size, std::size_t(64) << 10};
inline constexpr std::size_t mailbox_size = message_area.offset + message_area.size;
static_assert(sizeof(CallState) <= state_area.size);
static_assert(sizeof(CallSpec) * max_chain <= calls_area.size);
static_assert(sizeof(CallOutcome) * max_chain <= outcomes_area.size);

/// Exit codes of a worker that ends for a reason other than a signal.
inline constexpr int exit_output_limit = 120;
inline constexpr int exit_threw = 121;  // an exception crossed the plugin boundary

}  // namespace gavel::worker_protocol
